//! A toy ruled game that proves the interface: it lives only here and runs through the session,
//! the simulator, the bots, the projection and the app's render model without any other module
//! knowing it. Built for tests (and with the `toy` feature, for the app's tests).
//!
//! Take-away: players take 1 to 3 counters in turn from a pile (its size is the definition's
//! `pile` tracker); who takes the last wins. Each is dealt one secret card, Boost or Blank; a
//! Boost may be played once instead of taking, to take 4.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::bot::NoBot;
use super::game::{DataError, GameInfo, LogEntry, Outcome, RuledGame, Seat, Winners};
use super::projection::{
    CardView, Choice, NumberField, Projection, Thing, TrackerView, ZoneLayout, ZoneView,
};
use super::variant::VariantValues;
use crate::def::GameDef;
use crate::table::Rng;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToyMove {
    Take(u32),
    Boost,
}

#[derive(Clone, Debug)]
pub struct Toy {
    pile: u32,
    boost: Vec<bool>,
    turn: Seat,
    round: u32,
    winner: Option<Seat>,
    rng: Rng,
    log: Vec<LogEntry>,
}

const INFO: GameInfo = GameInfo {
    id: "toy",
    name: "Take-away",
    players: (2, 4),
    bots: &[],
    default_bot: "random",
    round: "round",
};

impl RuledGame for Toy {
    type Move = ToyMove;
    type Error = std::fmt::Error;
    type Variants = ();
    type Data = u32;
    type Bot = NoBot;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        r#"{"format":1,"id":"toy","name":"Take-away","players":{"min":2,"max":4},
        "trackers":[{"id":"pile","name":"Pile","owner":"shared","start":15}],"rules":"toy"}"#
    }
    fn rules_map() -> &'static [crate::rules::map::Rule] {
        &[]
    }

    fn variant_specs() -> &'static [super::variant::VariantSpec] {
        &[]
    }

    fn readings() -> &'static [super::game::Reading] {
        &[]
    }
    #[cfg(test)]
    const TEXT: &'static str = "";
    fn read_data(def: &GameDef) -> Result<u32, DataError> {
        let pile = def.tracker("pile").map(|t| t.start);
        match pile {
            Some(n) if (1..=1000).contains(&n) => Ok(n as u32),
            _ => Err(DataError::part(
                "the pile tracker",
                "must start at 1 to 1000",
            )),
        }
    }
    fn variants(_: &VariantValues) {}
    fn new(
        data: &Arc<u32>,
        players: u8,
        seed: u64,
        _: &(),
        _: bool,
    ) -> Result<Self, std::fmt::Error> {
        let mut rng = Rng::seeded(seed);
        let boost = (0..players).map(|_| rng.below(2) == 0).collect();
        Ok(Toy {
            pile: **data,
            boost,
            turn: 0,
            round: 1,
            winner: None,
            rng,
            log: Vec::new(),
        })
    }
    fn players(&self) -> u8 {
        self.boost.len() as u8
    }
    fn to_move(&self) -> Option<Seat> {
        self.winner.is_none().then_some(self.turn)
    }
    fn legal_moves(&self, out: &mut Vec<ToyMove>) {
        out.clear();
        if self.winner.is_none() {
            out.extend((1..=self.pile.min(3)).map(ToyMove::Take));
            if self.boost[usize::from(self.turn)] {
                out.push(ToyMove::Boost);
            }
        }
    }
    fn apply(&mut self, mv: ToyMove) -> Result<(), std::fmt::Error> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(std::fmt::Error);
        }
        let n = match mv {
            ToyMove::Take(n) => n,
            ToyMove::Boost => {
                self.boost[usize::from(self.turn)] = false;
                4
            }
        };
        self.pile = self.pile.saturating_sub(n);
        let text = format!("Player {} takes {n}", self.turn + 1);
        self.log.push(LogEntry {
            round: self.round,
            player: Some(self.turn),
            text,
            dice: vec![],
        });
        if self.pile == 0 {
            self.winner = Some(self.turn);
        } else {
            self.turn = (self.turn + 1) % self.players();
            self.round += u32::from(self.turn == 0);
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome {
            winners: Winners::one(w),
            end: "took the last counter",
            cut_off: false,
        })
    }
    fn round(&self) -> u32 {
        self.round
    }
    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }
    fn describe(&self, mv: &ToyMove) -> String {
        match mv {
            ToyMove::Take(n) => format!("Take {n}"),
            ToyMove::Boost => "Play Boost: take 4".to_string(),
        }
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(
            viewer,
            format!("Player {} to take", self.turn + 1),
            self.round,
        );
        for s in 0..self.players() {
            let card = if viewer == Some(s) {
                let mut c = CardView::named(
                    format!("card-{s}"),
                    if self.boost[usize::from(s)] {
                        "Boost"
                    } else {
                        "Blank"
                    },
                );
                c.target = self.boost[usize::from(s)].then(|| "boost".to_string());
                c
            } else {
                CardView::back(format!("card-{s}"))
            };
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: vec![card],
                count: 1,
            });
        }
        p.trackers.push(TrackerView {
            name: "Pile".into(),
            owner: None,
            value: self.pile.to_string(),
        });
        p
    }
    fn targets(&self, mv: &ToyMove) -> Vec<Thing> {
        match mv {
            ToyMove::Boost => vec![Thing::Card("boost".into())],
            ToyMove::Take(_) => Vec::new(),
        }
    }
    fn choices(&self) -> Vec<(Choice, ToyMove)> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let mut out = Vec::new();
        if let Some(ToyMove::Take(max)) = legal.iter().rev().find(|m| matches!(m, ToyMove::Take(_)))
        {
            let numbers = vec![NumberField {
                label: "Counters to take".into(),
                min: 1,
                max: *max,
                default: 1,
            }];
            out.push((
                Choice {
                    label: "Take counters".into(),
                    targets: vec![],
                    numbers,
                },
                ToyMove::Take(1),
            ));
        }
        if legal.contains(&ToyMove::Boost) {
            out.push((
                Choice {
                    label: self.describe(&ToyMove::Boost),
                    targets: self.targets(&ToyMove::Boost),
                    numbers: vec![],
                },
                ToyMove::Boost,
            ));
        }
        out
    }
    fn with_numbers(&self, template: &ToyMove, numbers: &[u32]) -> ToyMove {
        match (template, numbers.first()) {
            (ToyMove::Take(_), Some(n)) => ToyMove::Take(*n),
            _ => template.clone(),
        }
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        for (s, b) in g.boost.iter_mut().enumerate() {
            if s != usize::from(seat) {
                *b = rng.below(2) == 0;
            }
        }
        g.rng = Rng::seeded(rng.next_u64());
        g
    }
    fn make_bot(_: &str) -> Option<NoBot> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::registry::{DynGame, Ruled};
    use crate::rules::session::{SeatKind, SessionSetup};
    use crate::sim::SimSettings;

    fn setup(seats: Vec<SeatKind>) -> SessionSetup {
        SessionSetup {
            seats,
            seed: 9,
            variants: VariantValues::default(),
            hot_seat: false,
        }
    }

    #[test]
    fn the_toy_plays_through_the_session_with_undo_redo_and_a_save() {
        let entry: &dyn DynGame = &Ruled::<Toy>::ENTRY;
        let seats = vec![SeatKind::Person, SeatKind::Bot("random".into())];
        let mut s = entry.start(None, setup(seats)).expect("starts");
        assert_eq!(s.person_to_move(), Some(0));
        let choices = s.choices();
        assert_eq!(choices[0].numbers[0].max, 3);
        assert!(
            s.play_choice(0, &[4])
                .expect_err("out of bounds")
                .contains("from 1 to 3")
        );
        s.play_choice(0, &[2]).expect("takes 2");
        assert_eq!(s.run_bots(10), 1);
        let after = s.project(Some(0));
        assert!(s.undo());
        assert_eq!(s.step(), 0);
        assert_eq!(s.project(Some(0)).trackers[0].value, "15");
        assert!(s.redo());
        assert_eq!(
            s.project(Some(0)),
            after,
            "redo brings the bot's answer back"
        );
        let save = s.save();
        let back = entry.load(&save).expect("loads");
        assert_eq!(back.project(Some(0)), after);
        assert_eq!(back.save(), save);
    }

    #[test]
    fn the_toy_hides_other_hands_and_its_search_bot_keeps_what_it_sees() {
        let data = Arc::new(15);
        let g = Toy::new(&data, 3, 4, &(), true).expect("sets up");
        let p = g.project(Some(1));
        assert!(!p.zones[0].cards[0].face_up && p.zones[1].cards[0].face_up);
        let mut rng = Rng::seeded(1);
        for _ in 0..20 {
            let d = g.determinize(1, &mut rng);
            assert_eq!(d.project(Some(1)), p, "what seat 1 sees is kept");
        }
    }

    #[test]
    fn the_toy_runs_through_the_simulator_with_every_bot() {
        let entry: &dyn DynGame = &Ruled::<Toy>::ENTRY;
        let mut settings = SimSettings::new("toy");
        settings.players = 2;
        settings.games = 200;
        settings.bots = vec!["search:64".into(), "random".into()];
        let mut partial = crate::sim::Partial {
            wins_by_seat: vec![0, 0],
            ..Default::default()
        };
        let mut games = entry.prepare(&settings).expect("prepares");
        games.play(&settings, 0, 100, &mut partial).expect("runs");
        games
            .play(&settings, 100, 200, &mut partial)
            .expect("runs on");
        assert_eq!(partial.games, 200);
        assert_eq!(partial.wins_by_seat.iter().sum::<u64>(), 200);
        // Take-away with 15 counters is a first-player win for a searching player.
        assert!(partial.wins_by_seat[0] > 150, "{:?}", partial.wins_by_seat);
    }
}
