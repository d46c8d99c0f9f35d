//! The Sequence of Play: whether the table waits for the player, entering a phase with its Event
//! Check, running the engine's steps between decisions, an Event's effect, making a decision
//! (refusing one with the reason), the next round and the later Waves' arrival.

use super::data::{EventEffect, Phase};
use super::moves::{Move, Unit};
use super::state::{
    COST_WARSHIP, DevCursor, MoveCursor, Step, Tripod, WAVE_GERMS, WAVES, WaveAt, Wotw,
};
use super::variants::{LaterWaves, MAX_ROUNDS, OtherPhaseEvent};
use crate::rules::{Outcome, RuledGame, Winners};

impl Wotw {
    /// Whether the table waits for the player.
    pub fn decision(&self) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        match self.step {
            Step::EventPay
            | Step::Production
            | Step::ChooseBattle
            | Step::DevUnits
            | Step::HumanAction
            | Step::Warships
            | Step::Redirect
            | Step::AssignDamage => true,
            Step::Battle => self.battle.as_ref().is_some_and(|b| b.decision()),
            _ => false,
        }
    }

    /// Opens a phase: "Advance the Clock counter", then its Event Check.
    pub(super) fn enter_phase(&mut self, p: Phase) {
        self.phase = p;
        self.step = Step::EventCheck;
        match p {
            Phase::Battle => self.fought = [false; WAVES],
            Phase::Devastation => self.dev = DevCursor::default(),
            Phase::MartianAction => self.moving = MoveCursor::default(),
            _ => {}
        }
    }

    /// Runs the engine's steps until the player must decide or the game is over.
    pub(super) fn run(&mut self) {
        let mut guard = 0u32;
        while self.outcome.is_none() && !self.decision() {
            guard += 1;
            if guard > 100_000 {
                // Never reached by the rules; a broken table must not hang the page.
                self.cut_off("the engine found no way forward");
                return;
            }
            self.step_once();
        }
    }

    /// One of the engine's steps between decisions (nothing at a decision).
    pub(super) fn step_once(&mut self) {
        match self.step {
            Step::EventCheck => self.event_check(),
            Step::Gain => self.gain(),
            Step::BattleNext => self.battle_next(),
            Step::Battle => self.battle_auto(),
            Step::DevNext => self.dev_next(),
            Step::EscapeRolls => self.escape_rolls(),
            Step::MartianNext => self.martian_next(),
            Step::Assembly => self.assembly(),
            // Decisions: the player's, never the engine's.
            Step::EventPay
            | Step::Production
            | Step::ChooseBattle
            | Step::DevUnits
            | Step::HumanAction
            | Step::Warships
            | Step::Redirect
            | Step::AssignDamage => {}
        }
    }

    /// Makes the decisions that have only one answer, so the player is asked only real
    /// questions.
    pub(super) fn settle(&mut self) {
        let mut moves = Vec::new();
        for _ in 0..10_000 {
            if self.to_move().is_none() {
                return;
            }
            self.legal_moves(&mut moves);
            if moves.len() != 1 {
                return;
            }
            let mv = moves.remove(0);
            self.make(mv);
            self.run();
        }
    }

    pub(super) fn cut_off(&mut self, why: &'static str) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                winners: Winners::NONE,
                end: why,
                cut_off: true,
            });
            self.say(format!("The game is cut off: {why}"));
        }
    }

    /// The Event Check: "At the start of the shown phase, draw the card and complete the
    /// Event. If the phase shown on the card does not match the phase you are in, ignore the
    /// card."
    fn event_check(&mut self) {
        if self.events.is_empty() {
            self.events = std::mem::take(&mut self.event_discard);
            self.rng.shuffle(&mut self.events);
        }
        let body = self.phase_body();
        let Some(&top) = self.events.last() else {
            self.step = body;
            return;
        };
        let card = &self.data.events[usize::from(top)];
        if card.phase != self.phase {
            if self.variants.other_phase_event == OtherPhaseEvent::Ignored {
                self.events.pop();
                self.event_discard.push(top);
                self.say_with(|g| {
                    let c = &g.data.events[usize::from(top)];
                    format!(
                        "Event Check: {} is a {} Phase card: ignored",
                        c.name,
                        c.phase.name()
                    )
                });
            }
            self.step = body;
            return;
        }
        self.events.pop();
        self.event_discard.push(top);
        self.last_event = Some(top);
        let effect = card.effect.clone();
        self.say_with(|g| {
            let c = &g.data.events[usize::from(top)];
            format!("Event: {} ({})", c.name, c.text)
        });
        self.step = body;
        match effect {
            EventEffect::PayOr(cost, _) if self.points >= i32::from(cost) => {
                self.pay_event = Some(top);
                self.step = Step::EventPay;
            }
            EventEffect::PayOr(_, inner) => self.event_effect(&inner),
            e => self.event_effect(&e),
        }
    }

    /// Where a phase goes after its Event Check.
    fn phase_body(&self) -> Step {
        match self.phase {
            Phase::Production => Step::Gain,
            Phase::Battle => Step::BattleNext,
            Phase::Devastation => Step::DevNext,
            Phase::HumanAction => Step::HumanAction,
            Phase::Escape => Step::Warships,
            Phase::MartianAction => Step::MartianNext,
            Phase::Assembly => Step::Assembly,
        }
    }

    pub(super) fn event_effect(&mut self, e: &EventEffect) {
        match *e {
            EventEffect::NoEffect => {}
            EventEffect::Points(n) => {
                self.add_points(i32::from(n));
                self.say(format!("Production Points {n:+} (now {})", self.points));
            }
            EventEffect::HumanVp(n) => self.add_human_vp(i32::from(n)),
            EventEffect::MartianVp(n) => self.add_martian_vp(i32::from(n)),
            EventEffect::Refugees(n, z) => {
                self.zones[usize::from(z)].units[Unit::Refugee.index()] += u16::from(n);
                self.say_with(|g| format!("{n} Refugees arrive in {}", g.zone_name(z)));
            }
            EventEffect::Infantry(n, z) => {
                if self.can_place(z) {
                    self.zones[usize::from(z)].units[Unit::Infantry.index()] += u16::from(n);
                    self.say_with(|g| format!("{n} Infantry arrive in {}", g.zone_name(z)));
                }
            }
            EventEffect::Workforce(n, z) => {
                let z = match z {
                    Some(z) => Some(z),
                    None => {
                        let producing: Vec<u8> = (0..self.zones.len() as u8)
                            .filter(|&z| self.producing(z))
                            .collect();
                        (!producing.is_empty()).then(|| producing[self.rng.index(producing.len())])
                    }
                };
                if let Some(z) = z {
                    self.lose_workforce(z, n);
                }
            }
            EventEffect::Arrival => {
                let waves: Vec<usize> = (0..WAVES).filter(|&w| self.is_wave(w)).collect();
                if !waves.is_empty() {
                    let w = waves[self.rng.index(waves.len())];
                    if let Some(t) = self.draw_tripod() {
                        self.staging[w].push(Tripod {
                            id: t,
                            damaged: false,
                        });
                        self.say_with(|g| {
                            format!("A {} Tripod joins Wave #{}", g.tripod_name(t), w + 1)
                        });
                    }
                }
            }
            EventEffect::Piece => self.add_piece(),
            EventEffect::PayOr(_, ref inner) => {
                let inner = inner.as_ref().clone();
                self.event_effect(&inner);
            }
        }
    }

    // ----- decisions -----

    /// A refused move in words: the move, and what the rules ask instead.
    pub(super) fn why_not(&self, mv: &Move) -> String {
        format!("{}: {}", self.describe(mv), self.why_not_reason(mv))
    }

    /// What the rules ask instead of a refused move.
    pub(super) fn why_not_reason(&self, mv: &Move) -> String {
        match mv {
            Move::Buy { item, .. } if self.step == Step::Production => format!(
                "a {} costs {} Production Points (you have {}) and is placed in a zone with a Factory symbol that is not Destroyed or under Red Weed",
                item.name(),
                item.cost(),
                self.points
            ),
            Move::Shift { .. } | Move::ShiftGun { .. } => "a Unit moves to an adjacent zone: for 3 Production Points in the Production Phase, or once for free in the Human Action Phase".to_string(),
            Move::Fire { .. } => "a Gun placed on the battle board fires once in your Human step (twice with Terrain) at a Tripod in Range".to_string(),
            Move::PlaceGun { .. } => "each Gun is placed on a Hex with an Artillery Image, one to a hex while one is free".to_string(),
            _ => format!("now the table asks: {}", self.status()),
        }
    }

    /// Makes a legal move (checked by the caller).
    pub(super) fn make(&mut self, mv: Move) {
        match self.step {
            Step::EventPay => {
                let Some(top) = self.pay_event.take() else {
                    return;
                };
                let EventEffect::PayOr(cost, inner) =
                    self.data.events[usize::from(top)].effect.clone()
                else {
                    return;
                };
                self.step = self.phase_body();
                if mv == Move::Pay {
                    self.add_points(-i32::from(cost));
                    self.say(format!("You pay {cost} Production Points"));
                } else {
                    self.event_effect(&inner);
                }
            }
            Step::Production => self.make_production(mv),
            Step::ChooseBattle => {
                if let Move::Battle { wave } = mv {
                    self.start_battle(usize::from(wave));
                }
            }
            Step::Battle => self.make_battle(mv),
            Step::DevUnits => self.make_loss(mv),
            Step::HumanAction => self.make_human_action(mv),
            Step::Warships => {
                if mv == Move::Warship {
                    self.add_points(-COST_WARSHIP);
                    self.warships += 1;
                    self.say(format!(
                        "You buy a Warship ({} for the Freighters)",
                        self.warships
                    ));
                } else {
                    self.step = Step::EscapeRolls;
                }
            }
            Step::Redirect => {
                if let Move::Redirect { to } = mv {
                    self.moving.dest = to;
                    self.say_with(|g| {
                        format!(
                            "Your Cavalry turns Wave #{} toward {}",
                            g.moving.wave + 1,
                            g.zone_name(to)
                        )
                    });
                }
                self.wave_moves();
            }
            Step::AssignDamage => self.make_damage(mv),
            _ => {}
        }
    }

    /// The end of a round: back to the Production Phase.
    pub(super) fn next_round(&mut self) {
        if self.round >= MAX_ROUNDS {
            self.cut_off("the round limit (a safeguard, not a rule)");
            return;
        }
        self.round += 1;
        self.enter_phase(Phase::Production);
    }

    /// Later Waves arrive (end of the Escape Phase): "Wave #3, Wave #4 and Wave #5 are placed
    /// on when the Germ Counter reaches 3, 6, and 9 respectively."
    pub(super) fn later_waves(&mut self) {
        for (k, &germs) in WAVE_GERMS.iter().enumerate() {
            if self.arrived[k] || self.germs < germs || self.outcome.is_some() {
                continue;
            }
            self.arrived[k] = true;
            let w = k + 2;
            let face = self.roll();
            let zone = self.placement(face);
            self.fill_staging(w);
            if self.staging[w].is_empty() {
                self.say(format!("Wave #{} cannot come: the cup is empty", w + 1));
                self.waves[w] = WaveAt::Gone;
                continue;
            }
            self.waves[w] = match self.variants.later_waves {
                LaterWaves::Cylinder => WaveAt::Cylinder { zone, progress: 0 },
                LaterWaves::Wave => WaveAt::Wave { zone },
            };
            self.say_with(|g| {
                format!(
                    "The Germ counter reached {germs}: rolled {}, {} #{} lands in {} with {}",
                    face.name(),
                    if g.is_wave(w) {
                        "Wave"
                    } else {
                        "the Cylinder of Wave"
                    },
                    w + 1,
                    g.zone_name(zone),
                    g.staging_words(w)
                )
            });
        }
    }
}
