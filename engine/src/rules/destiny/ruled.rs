//! Destiny behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use. The table's own view is in `projection.rs`, the search bot's
//! imagined tables in `determinize.rs`.

use std::sync::Arc;

use super::bots::{GREEDY_ID, GreedyBot};
use super::cards::{Alignment, Card, Character, Kind};
use super::data::DestinyData;
use super::moves::{DestinyError, Move, Refusal};
use super::readings::READINGS;
use super::state::{DestinyGame, EndReason, POINTS_TO_WIN, Phase};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    BotInfo, Budget, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection, RuledGame,
    Seat, Thing, VariantValues,
};
use crate::table::Rng;

/// The greedy bot, as forms and reports list it.
const GREEDY: BotInfo = BotInfo {
    id: GREEDY_ID,
    label: OWN_BOT_LABEL,
    about: "Plays greedily for the highest Destiny total it can make this round.",
};

static INFO: GameInfo = GameInfo {
    id: "destiny",
    name: "Destiny",
    players: (2, 6),
    variants: SPEC,
    bots: &[GREEDY],
    default_bot: GREEDY_ID,
    def_json: include_str!("../../../games/destiny.json"),
    readings: READINGS,
    round: "round",
};

/// What a choice calls a card: stable for the physical card wherever it goes.
pub fn card_target(c: super::Card) -> String {
    format!("card-{}", c.0)
}

impl DestinyGame {
    /// A refusal worded with this table's card names (out of the simulator's way: bots'
    /// moves are legal).
    #[cold]
    #[inline(never)]
    fn refusal(&self, reason: DestinyError) -> Refusal {
        let text = reason.explain(|c| self.card_name(c).to_string());
        Refusal { reason, text }
    }

    /// Why player `p` cannot play the card `c` now, as the rules' reason, or `None` when it is
    /// not in their hand (a card on the table: the table says what the game waits for). A
    /// card of another phase names the phase it is played in.
    pub fn why_not_card(&self, p: u8, c: Card) -> Option<String> {
        if !c.is_valid() || !self.seats[usize::from(p)].hand.contains(c) {
            return None;
        }
        if let Some(power) = self.pending_discard {
            return Some(self.refusal(DestinyError::MustDiscard(power.name())).text);
        }
        let kind = self.data.kind(c);
        let (own, mv) = match kind {
            Kind::Character if self.phase == Phase::Setup => {
                (Phase::Setup, Move::ChooseCharacter(c))
            }
            Kind::Character if self.phase == Phase::SecondAid => {
                (Phase::SecondAid, Move::PlayAid(c))
            }
            Kind::Character => (Phase::FirstAid, Move::PlayAid(c)),
            Kind::Base => (Phase::Base, Move::PlayBase(c)),
            Kind::Bonus => (Phase::Bonus, Move::PlayBonus { card: c, base: c }),
            Kind::Multiplier => (Phase::Multiplier, Move::PlayMultiplier { card: c, base: c }),
        };
        if self.phase != own {
            let when = match kind {
                Kind::Character => {
                    "played as Aid cards in the first and second aid phases".to_string()
                }
                _ => format!("played in the {} phase", own.name()),
            };
            return Some(format!(
                "{} is a {} card: {} cards are {when}; this is the {} phase",
                self.card_name(c),
                kind.name(),
                kind.name(),
                self.phase.name()
            ));
        }
        if let Some(why) = self.why_not_on_a_base(p, c, kind) {
            return Some(self.refusal(why).text);
        }
        self.check(p, mv).err().map(|e| self.refusal(e).text)
    }

    /// Why a bonus or multiplier card `c` of player `p` goes on none of their bases: the rule
    /// that forbids the card itself first (the Dragon, an opposed alignment), then the bases'.
    fn why_not_on_a_base(&self, p: u8, c: Card, kind: Kind) -> Option<DestinyError> {
        let s = &self.seats[usize::from(p)];
        let play = |base| match kind {
            Kind::Bonus => Some(Move::PlayBonus { card: c, base }),
            Kind::Multiplier => Some(Move::PlayMultiplier { card: c, base }),
            _ => None,
        };
        play(c)?;
        if kind == Kind::Bonus && s.has(Character::Dragon) {
            return Some(DestinyError::DragonNoBonus);
        }
        if let Some(a) = self.alignment_for(p, c)
            && a.opposed_bit() & self.played_alignments(p) != 0
        {
            return Some(DestinyError::Opposed {
                card: c,
                alignment: a.name(),
                against: a.opposite().map_or("?", Alignment::name),
            });
        }
        let Some(first) = s.stacks.first() else {
            return Some(DestinyError::BadTarget(
                "it goes on one of your Base cards, and you have played none this round",
            ));
        };
        let mut why = None;
        for st in &s.stacks {
            match play(st.base).map(|m| self.check(p, m)) {
                Some(Ok(())) => return None,
                Some(Err(e)) if st.base == first.base => why = Some(e),
                _ => {}
            }
        }
        why
    }

    /// The log line for player `p`, passed over in the base, bonus or multiplier phase with no
    /// move. The same words whether or not their hand holds a card of the phase: the log is
    /// open to every seat, and a line that came only with such a card, or named the rule that
    /// refused it, would tell the others what the hidden hand holds. The rules are said as
    /// they stand for anyone; the player reads the one that refuses a card on the card itself
    /// ([`RuledGame::why_not_thing`]).
    pub(crate) fn skipped_line(&self, p: u8) -> Option<String> {
        let kind = match self.phase {
            Phase::Base => Kind::Base,
            Phase::Bonus => Kind::Bonus,
            Phase::Multiplier => Kind::Multiplier,
            _ => return None,
        };
        let rule = match kind {
            Kind::Base => String::new(),
            _ => format!(
                " (a {} card goes on a Base card played this round with room for it, and not against the alignment of the cards played)",
                kind.name()
            ),
        };
        Some(format!(
            "{} skips the {} phase: no {} card in their hand can be played now{rule}.",
            self.seat_name(p),
            self.phase.name(),
            kind.name(),
        ))
    }

    /// What "Done" means in the current phase.
    pub fn done_label(&self) -> &'static str {
        match self.phase {
            Phase::Hit => "Done discarding (refill my hand)",
            Phase::FirstAid | Phase::SecondAid => "No (more) Aid cards: done",
            Phase::Action => "Done with actions",
            Phase::Base => "No more bases: done",
            Phase::Bonus => "No more bonus cards: done",
            Phase::Multiplier => "No more multipliers: done",
            _ => "Done",
        }
    }

    /// A move as the button that makes it reads ("Play Good Base 3 as a base").
    pub fn move_label(&self, m: &Move) -> String {
        let name = |c| self.card_name(c);
        match *m {
            Move::ChooseCharacter(c) => format!("Keep {} as my character", name(c)),
            Move::PlayAid(c) => format!("Play {} as an Aid card", name(c)),
            Move::Discard(c) => format!("Discard {}", name(c)),
            Move::PlayBase(c) => format!("Play {} as a base", name(c)),
            Move::PlayBonus { card, base } | Move::PlayMultiplier { card, base } => {
                format!("Play {} on {}", name(card), name(base))
            }
            Move::Steal { from } => {
                format!("Thief: steal a random card from {}", self.seat_name(from))
            }
            Move::Jest { a, b } => format!(
                "Jester: {} and {} swap a random card",
                self.seat_name(a),
                self.seat_name(b)
            ),
            Move::Trade => "Merchant: draw 1 card, then discard 1".to_string(),
            Move::ReadTome => "Magic Tome: draw 1 card, then discard 1".to_string(),
            Move::Foresee => "Oracle: look at the opponents' hands".to_string(),
            Move::GazeIntoBall => "Crystal Ball: look at the opponents' hands".to_string(),
            Move::Assassinate { target } => {
                match (0..self.players()).find(|&q| self.seats[usize::from(q)].aid.contains(target))
                {
                    Some(q) => format!(
                        "Assassin: discard {}'s Aid card {}",
                        self.seat_name(q),
                        name(target)
                    ),
                    None => format!("Assassin: discard the Aid card {}", name(target)),
                }
            }
            Move::Transmute { card, to } => {
                format!("Alchemist: make {} {}", name(card), to.name())
            }
            Move::Done => self.done_label().to_string(),
        }
    }

    /// What a move points at: the card played (then the base it goes on), the players a
    /// Thief or Jester names, the Aid card an Assassin strikes, the card an Alchemist changes.
    /// Moves that point at nothing (Done, Merchant, Oracle) are buttons of their own.
    pub fn move_targets(&self, m: &Move) -> Vec<Thing> {
        let card = |c| Thing::Card(card_target(c));
        match *m {
            Move::ChooseCharacter(c)
            | Move::PlayAid(c)
            | Move::Discard(c)
            | Move::PlayBase(c)
            | Move::Assassinate { target: c }
            | Move::Transmute { card: c, .. } => vec![card(c)],
            Move::PlayBonus { card: c, base } | Move::PlayMultiplier { card: c, base } => {
                vec![card(c), card(base)]
            }
            Move::Steal { from } => vec![Thing::Seat(from)],
            Move::Jest { a, b } => vec![Thing::Seat(a), Thing::Seat(b)],
            Move::Trade | Move::ReadTome | Move::Foresee | Move::GazeIntoBall | Move::Done => {
                Vec::new()
            }
        }
    }

    /// How well a seat is doing, from 0 to 1, for a search cut short: its share of the
    /// treasure points the seats can expect, each counted with half a point more (so a table
    /// without points is even). During a round the prize (the current and the buried
    /// treasures) is shared out by the Destiny totals the seats can still reach (as the greedy
    /// bot plans them), raised to a power, so the seat ahead in the round expects most of it.
    /// 1 once the seat has won.
    pub fn standing(&self, seat: u8) -> f64 {
        let Some(me) = self.seats.get(usize::from(seat)) else {
            return 0.0;
        };
        if me.points >= POINTS_TO_WIN {
            return 1.0;
        }
        let mut expected: Vec<f64> = self
            .seats
            .iter()
            .map(|s| f64::from(s.points) + 0.5)
            .collect();
        if self.round > 0 && self.outcome.is_none() {
            let prize: f64 = self
                .current
                .iter()
                .chain(&self.buried)
                .map(|t| f64::from(t.points()))
                .sum();
            let weights: Vec<f64> = (0..self.players())
                .map(|p| f64::from(self.reachable_total(p).max(0)).powi(SHARPNESS))
                .collect();
            let all: f64 = weights.iter().sum();
            if all > 0.0 {
                for (e, w) in expected.iter_mut().zip(&weights) {
                    *e += prize * w / all;
                }
            }
        }
        let all: f64 = expected.iter().sum();
        expected[usize::from(seat)] / all
    }
}

/// How sharply the heuristic's share of a round's prize follows the totals (a power of them).
const SHARPNESS: i32 = 4;

impl RuledGame for DestinyGame {
    type Move = Move;
    type Error = Refusal;
    type Variants = Variants;
    type Data = DestinyData;
    type Bot = GreedyBot;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn read_data(def: &GameDef) -> Result<DestinyData, DataError> {
        DestinyData::read(def)
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    fn new(
        data: &Arc<DestinyData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, Refusal> {
        DestinyGame::with_data(Arc::clone(data), players, seed, *variants, record).map_err(
            |reason| Refusal {
                text: reason.to_string(),
                reason,
            },
        )
    }

    #[inline]
    fn players(&self) -> u8 {
        DestinyGame::players(self)
    }

    #[inline]
    fn to_move(&self) -> Option<Seat> {
        self.to_act()
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.legal_moves_into(out);
    }

    #[inline]
    fn apply(&mut self, mv: Move) -> Result<(), Refusal> {
        match DestinyGame::apply(self, mv) {
            Ok(()) => Ok(()),
            Err(e) => Err(self.refusal(e)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        DestinyGame::outcome(self).map(|o| Outcome {
            winner: o.winner,
            end: match o.reason {
                EndReason::FivePoints => "5 treasure points",
                EndReason::TreasureRanOut => "the treasure deck ran out",
                EndReason::RoundLimit => "the round limit",
            },
            cut_off: o.reason == EndReason::RoundLimit,
        })
    }

    #[inline]
    fn round(&self) -> u32 {
        DestinyGame::round(self)
    }

    fn log(&self) -> &[LogEntry] {
        DestinyGame::log(self)
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }

    fn describe(&self, mv: &Move) -> String {
        self.move_label(mv)
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }

    fn targets(&self, mv: &Move) -> Vec<Thing> {
        self.move_targets(mv)
    }

    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let p = self.to_act()?;
        let Thing::Card(id) = thing else {
            return None;
        };
        let c = id.strip_prefix("card-")?.parse().ok().map(Card)?;
        self.why_not_card(p, c)
    }

    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.determinized(seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> Option<f64> {
        Some(self.standing(seat))
    }

    /// Playouts of a few moves, then the heuristic: a random playout says little of a Destiny
    /// round (random players discard most of their hands), while the totals the seats can
    /// still reach say much. Measured with the `search_destiny` example, 300 two-player games
    /// against the greedy bot at 400 iterations: playouts of 400 moves won 22%, of 25 moves
    /// 35%, of 8 moves 42%.
    fn search_budget() -> Budget {
        Budget {
            iterations: 400,
            rollout: 8,
        }
    }

    /// Treasure points.
    fn score(&self, seat: Seat) -> Option<i64> {
        self.seats
            .get(usize::from(seat))
            .map(|s| i64::from(s.points))
    }

    /// An Aid, Base, Bonus or Multiplier card played (a character kept is a side, not a play).
    fn card_played(&self, mv: &Move) -> Option<usize> {
        match mv {
            Move::PlayAid(c)
            | Move::PlayBase(c)
            | Move::PlayBonus { card: c, .. }
            | Move::PlayMultiplier { card: c, .. } => Some(usize::from(c.0)),
            _ => None,
        }
    }

    fn card_names(data: &DestinyData) -> Vec<String> {
        (0..=u8::MAX)
            .map(|i| data.name(Card(i)).to_string())
            .collect()
    }

    #[inline]
    fn side(&self, seat: Seat) -> Option<&str> {
        Some(
            self.seats
                .get(usize::from(seat))
                .and_then(|s| s.character)
                .and_then(|c| c.character())
                .map_or("none", |c| c.name()),
        )
    }

    fn make_bot(name: &str) -> Option<GreedyBot> {
        (name == GREEDY_ID).then(GreedyBot::default)
    }
}
