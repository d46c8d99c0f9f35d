//! The end of a turn: the gathering on Earth with its 2d6 roll on the soul table and its
//! reroll, the election with its objections and its 6 and 9 victory-point thresholds, and the
//! end of the turn that starts the next one. The phases before them are in `turn.rs` and
//! `rituals.rs`.

use super::data::Fate;
use super::state::{Lords, Move, OVERLORD_VP, PROCLAIMED_VP, Phase, Step, Where};
use crate::rules::RuledGame;
use crate::rules::{Seat, seat_label};

impl Lords {
    fn roll_2d6(&mut self) -> (u8, u8) {
        (self.d6(), self.d6())
    }

    pub(super) fn next_roll(&mut self) {
        match self.earth_rolls.first().copied() {
            Some((s, unit)) => {
                let (a, b) = self.roll_2d6();
                self.roll = (a, b, false);
                self.actor = s;
                self.step = Step::Gather;
                self.say_dice(Some(s), vec![a, b], |g| {
                    let who = match unit {
                        None => g.devil_name(s).to_string(),
                        Some(c) => format!("{}'s {}", seat_label(s), g.card_name(c)),
                    };
                    let row = g.data.souls[usize::from(a + b - 2)];
                    format!(
                        "{who} rolls {} on Earth: {} Souls, {}",
                        a + b,
                        row.souls,
                        row.fate.name()
                    )
                });
            }
            None => self.start_election(),
        }
    }

    pub(super) fn gather(&mut self, s: Seat, reroll: bool) {
        if reroll {
            // "The Devil can reroll the result, but must accept the second roll."
            let (a, b) = self.roll_2d6();
            self.roll = (a, b, true);
            self.say_dice(Some(s), vec![a, b], |g| {
                let row = g.data.souls[usize::from(a + b - 2)];
                format!(
                    "{} rerolls: {}, {} Souls, {}",
                    seat_label(s),
                    a + b,
                    row.souls,
                    row.fate.name()
                )
            });
            return;
        }
        let Some((_, unit)) = self.earth_rolls.first().copied() else {
            self.start_election();
            return;
        };
        self.earth_rolls.remove(0);
        let row = self.data.souls[usize::from(self.roll.0 + self.roll.1 - 2)];
        self.realm_mut(s).gain_souls(u16::from(row.souls));
        match (row.fate, unit) {
            (Fate::Stay, _) => {}
            (Fate::Return, None) => self.realm_mut(s).at = Where::Home,
            (Fate::Return, Some(c)) => self.realm_mut(s).earth.retain(|&x| x != c),
            (Fate::Lost, None) => self.realm_mut(s).at = Where::Fled,
            (Fate::Lost, Some(c)) => {
                self.take_card(s, c);
                self.discard_card(c);
            }
        }
        self.say(Some(s), |g| {
            let who = match unit {
                None => g.devil_name(s).to_string(),
                Some(c) => g.card_name(c).to_string(),
            };
            let fate = match (row.fate, unit) {
                (Fate::Stay, _) => "stays on Earth until the next playing phase",
                (Fate::Return, _) => "returns to Hell",
                (Fate::Lost, None) => "is lost on Earth and flees until the end of the turn",
                (Fate::Lost, Some(_)) => "are lost on Earth and destroyed",
            };
            format!("{} gains {} Souls; {who} {fate}", seat_label(s), row.souls)
        });
        self.next_roll();
    }

    // ---- The election ----

    /// A Devil partakes in the gathering unless imprisoned or fled.
    pub fn in_gathering(&self, s: Seat) -> bool {
        matches!(self.realm(s).at, Where::Home | Where::Earth)
    }

    /// "Any Overlord at 6 victory points or who was proclaimed as new Overlord last turn"
    /// (read: any Devil), if it is in the gathering.
    pub fn is_candidate(&self, s: Seat) -> bool {
        self.in_gathering(s) && (self.realm(s).vp >= PROCLAIMED_VP || self.realm(s).candidate)
    }

    pub(super) fn start_election(&mut self) {
        self.phase = Phase::Election;
        self.queue = self
            .clockwise(self.starter)
            .into_iter()
            .filter(|&s| self.in_gathering(s))
            .collect();
        self.next_elector();
    }

    fn next_elector(&mut self) {
        match self.queue.first() {
            Some(&s) => {
                self.actor = s;
                self.step = Step::Elect;
            }
            None => self.resolve_election(),
        }
    }

    pub(super) fn elect_moves(&self, s: Seat, out: &mut Vec<Move>) {
        for t in 0..self.players() {
            if t != s && self.is_candidate(t) && self.realm(s).objected & (1 << t) == 0 {
                out.push(Move::Object(t));
            }
        }
        let r = self.realm(s);
        if !r.proclaimed && r.vp < PROCLAIMED_VP {
            out.push(Move::Proclaim);
        }
        out.push(Move::Done);
    }

    pub(super) fn elect(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Object(t) => {
                self.realm_mut(s).objected |= 1 << t;
                self.say(Some(s), |g| {
                    format!("{} objects to {}", g.devil_name(s), g.devil_name(t))
                });
            }
            Move::Proclaim => {
                self.realm_mut(s).proclaimed = true;
                self.say(Some(s), |g| {
                    format!("{} proclaims itself the new Overlord", g.devil_name(s))
                });
            }
            _ => {
                self.queue.retain(|&x| x != s);
                self.next_elector();
            }
        }
    }

    /// Objections against `t` by the Devils in the gathering.
    pub fn objections(&self, t: Seat) -> u32 {
        (0..self.players())
            .filter(|&o| o != t && self.in_gathering(o) && self.realm(o).objected & (1 << t) != 0)
            .count() as u32
    }

    /// A candidate is a possible new Overlord unless at least half of the other Devils in the
    /// gathering object (the text's list of conditions is lost: a placeholder).
    pub fn is_possible(&self, t: Seat) -> bool {
        if !self.is_candidate(t) {
            return false;
        }
        let others = (0..self.players())
            .filter(|&o| o != t && self.in_gathering(o))
            .count() as u32;
        others == 0 || self.objections(t) * 2 < others
    }

    fn resolve_election(&mut self) {
        let possible: Vec<Seat> = (0..self.players())
            .filter(|&t| self.is_possible(t))
            .collect();
        let candidates: Vec<Seat> = (0..self.players())
            .filter(|&t| self.is_candidate(t))
            .collect();
        for t in candidates {
            let ok = possible.contains(&t);
            self.say(Some(t), |g| {
                format!(
                    "{} is proclaimed ({} VP, {} posts) with {} objections: {}",
                    g.devil_name(t),
                    g.realm(t).vp,
                    g.election_posts(t),
                    g.objections(t),
                    if ok {
                        "a possible new Overlord"
                    } else {
                        "objected"
                    }
                )
            });
        }
        // "If there is several possible Overlords, the one with most posts becomes the new
        // Overlord, and the game ends. If tied, the one with most victory points. If still
        // tied, no one is selected this turn".
        let key = |s: Seat| (self.election_posts(s), self.realm(s).vp);
        let best = possible.iter().map(|&s| key(s)).max();
        let top: Vec<Seat> = possible
            .iter()
            .copied()
            .filter(|&s| Some(key(s)) == best)
            .collect();
        if top.len() == 1 {
            let o = top[0];
            self.say(Some(o), |g| {
                format!("{} is elected the new Overlord", g.devil_name(o))
            });
            self.finish(Some(o), "a new Overlord is elected", false);
            return;
        }
        if top.len() > 1 {
            self.say(None, |_| {
                "The possible Overlords are tied: no one is selected this turn".into()
            });
        }
        // "However, if any Devil has reached 9 or more victory points, that Devil automatically
        // becomes the new Overlord if no one else was elected and no one else has as many".
        let most = (0..self.players())
            .map(|s| self.realm(s).vp)
            .max()
            .unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.players())
            .filter(|&s| self.realm(s).vp == most)
            .collect();
        if most >= OVERLORD_VP && leaders.len() == 1 {
            let o = leaders[0];
            self.say(Some(o), |g| {
                format!(
                    "{} has {most} victory points and becomes the new Overlord",
                    g.devil_name(o)
                )
            });
            self.finish(
                Some(o),
                "a Devil reached 9 or more victory points before the oath cards were revealed",
                false,
            );
            return;
        }
        self.end_turn();
    }

    fn end_turn(&mut self) {
        for s in 0..self.players() {
            let r = self.realm_mut(s);
            if r.at == Where::Fled || r.at == Where::Aside {
                r.at = Where::Home;
            }
            r.candidate = r.proclaimed;
            r.proclaimed = false;
        }
        self.say(None, |_| "The turn ends: fled Devils return to Hell".into());
        self.starter = self.next_seat(self.starter);
        self.say(None, |g| {
            format!("The Starter marker passes to {}", seat_label(g.starter))
        });
        self.start_turn();
    }
}
