//! What moves set off, and the turn spiral's second half going on by itself between decisions:
//! units entering play and cards paid for and drawn, damage, death and Faith (and the game's
//! end), the end of a step, the flash windows, soldier and hero combat exchanges and their
//! resolution, refresh and the end of a spiral with the order marker passing.

use crate::rules::RuledGame;
use crate::rules::counted;

use super::state::{CardId, Combat, Devacurse, Move, Step, Unit, other, take};
use super::variants::{BlockersStrike, DamageSplit, HeroCounters, MAX_SPIRALS};
use crate::rules::{Outcome, Seat, Winners, seat_label};

impl Devacurse {
    pub(super) fn new_unit(&self, c: CardId) -> Unit {
        Unit {
            card: c,
            depleted: false,
            damage: 0,
            level: 0,
            called: self.spiral,
            equipment: Vec::new(),
            buff_at: 0,
            buff_df: 0,
        }
    }

    /// What a card played from the hand cost, for the log: " for 2 blessings", or nothing.
    pub(super) fn paid(&self, card: CardId) -> String {
        match self.spec(card).cost {
            0 => String::new(),
            n => format!(" for {}", counted(n, "blessing", "blessings")),
        }
    }

    pub(super) fn pay_event(&mut self, s: Seat, card: CardId) {
        let cost = self.spec(card).cost;
        let d = &mut self.devas[usize::from(s)];
        take(&mut d.hand, card);
        d.blessings -= cost;
    }

    /// An event's "Draw N".
    pub(super) fn drew(&mut self, s: Seat, card: CardId) {
        for _ in 0..self.spec(card).draw {
            self.draw_one(s);
        }
    }

    /// Draws a card; a Deva who must draw from an empty universe deck has run out and loses.
    fn draw_one(&mut self, s: Seat) {
        match self.devas[usize::from(s)].deck.pop() {
            Some(c) => self.devas[usize::from(s)].hand.push(c),
            None => {
                if self.outcome.is_none() {
                    self.say(None, |_| {
                        format!("{} must draw from an empty universe deck", seat_label(s))
                    });
                    self.finish(Some(other(s)), "the other Deva ran out of universe cards");
                }
            }
        }
    }

    /// A soldier or hero leaves the battlefield: a soldier (and its equipment) to the cenotaph;
    /// a hero to the black hole, its owner losing its maximum AP in Faith.
    pub(super) fn kill(&mut self, c: CardId) {
        let Some((s, _, hero)) = self.unit(c) else {
            return;
        };
        let max_ap = self.guard(c);
        let d = &mut self.devas[usize::from(s)];
        let list = if hero { &mut d.heroes } else { &mut d.soldiers };
        let Some(i) = list.iter().position(|u| u.card == c) else {
            return;
        };
        let u = list.remove(i);
        d.cenotaph.extend(u.equipment);
        if hero {
            d.black_hole.push(c);
            d.faith -= i32::from(max_ap);
            self.say(Some(s), |g| {
                format!(
                    "{} is slain: to the black hole; {} loses {max_ap} Faith ({})",
                    g.card_name(c),
                    seat_label(s),
                    g.deva(s).faith
                )
            });
        } else {
            d.cenotaph.push(c);
            self.say(Some(s), |g| {
                format!("{} is killed: to the cenotaph", g.card_name(c))
            });
        }
        self.check_faith();
    }

    /// Damage to a unit: a soldier dies when its damage reaches its DF; a hero loses AP and dies
    /// at 0, else keeps damage counters (as the variant reads the text).
    fn hurt(&mut self, c: CardId, amount: u8) {
        let Some((_, u, hero)) = self.unit(c) else {
            return;
        };
        let left = self.left(c);
        if amount >= left {
            self.kill(c);
            return;
        }
        let counters = if hero && self.variants.hero_counters == HeroCounters::ApLeft {
            // "(Defender's AP - Attacker's AT)" read literally.
            u.damage.saturating_add(left - amount)
        } else {
            u.damage.saturating_add(amount)
        };
        if let Some(u) = self.unit_mut(c) {
            u.damage = counters;
        }
        self.say(None, |g| {
            format!(
                "{} takes {amount}: {} {} left",
                g.card_name(c),
                g.left(c),
                if hero { "AP" } else { "DF" }
            )
        });
    }

    fn lose_faith(&mut self, s: Seat, amount: u8, by: CardId) {
        self.devas[usize::from(s)].faith -= i32::from(amount);
        self.say(Some(s), |g| {
            format!(
                "{} strikes {} directly: −{amount} Faith ({})",
                g.card_name(by),
                seat_label(s),
                g.deva(s).faith
            )
        });
        self.check_faith();
    }

    fn check_faith(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let f = [self.devas[0].faith, self.devas[1].faith];
        if f[0] <= 0 || f[1] <= 0 {
            let winner = match f[0].cmp(&f[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            self.finish(winner, "Faith points reduced to zero");
        }
    }

    fn finish(&mut self, winner: Option<Seat>, end: &'static str) {
        self.outcome = Some(Outcome {
            winners: winner.map_or(Winners::NONE, Winners::one),
            end,
            cut_off: false,
        });
        self.say(None, |_| match winner {
            Some(w) => format!("{} wins: {end}", seat_label(w)),
            None => format!("A draw: {end}"),
        });
    }

    /// The actor is done with this step.
    pub(super) fn done(&mut self) {
        let s = self.actor;
        match self.step {
            Step::Calling | Step::Heroes => {
                // "The player’s opponent may not use effect cards during this time, except for
                // flash “!” events": the opponent's window before the turn goes on.
                self.window_of = self.step;
                self.step = Step::CallFlash;
                self.actor = other(s);
            }
            Step::CallFlash => {
                self.step = self.window_of;
                self.actor = other(s);
                self.calling_done();
            }
            Step::Prayer => self.calling_done(),
            Step::Attack => {
                if self.combat.attackers.is_empty() {
                    self.next_exchange();
                } else {
                    self.actor = other(self.combat.attacker);
                    self.step = if self.combat.heroes {
                        Step::Guard
                    } else {
                        Step::Block
                    };
                }
            }
            Step::Block => self.open_flash(),
            Step::Guard => {
                if self.combat.guards.is_empty() {
                    self.open_flash();
                } else {
                    self.actor = self.combat.attacker;
                    self.step = Step::Assign;
                }
            }
            Step::Assign => self.open_flash(),
            // A flash window closes when a Deva passes right after the other passed, no flash
            // event played between: each may answer the other's.
            Step::EndFlash | Step::Flash if !self.flash_passed => {
                self.flash_passed = true;
                self.actor = other(s);
            }
            Step::EndFlash => self.end_spiral(),
            Step::Flash => {
                self.resolve();
                if self.outcome.is_none() {
                    self.next_exchange();
                }
            }
        }
    }

    /// The Deva to act has finished a prayer, soldier calling or hero setting step (and its
    /// opponent's flash window): the other Deva's turn at it, or the next step.
    fn calling_done(&mut self) {
        let s = self.actor;
        if s == self.order {
            self.actor = other(s);
        } else {
            self.actor = self.order;
            self.step = match self.step {
                Step::Prayer => Step::Calling,
                Step::Calling => Step::Heroes,
                _ => {
                    self.begin_combat(false, 0);
                    return;
                }
            };
        }
    }

    fn open_flash(&mut self) {
        self.step = Step::Flash;
        self.flash_passed = false;
        self.actor = other(self.combat.attacker);
    }

    fn begin_combat(&mut self, heroes: bool, exchange: u8) {
        let attacker = if exchange == 0 {
            self.order
        } else {
            other(self.order)
        };
        self.exchange = exchange;
        self.combat = Combat {
            heroes,
            attacker,
            ..Combat::default()
        };
        self.step = Step::Attack;
        self.actor = attacker;
    }

    fn next_exchange(&mut self) {
        match (self.combat.heroes, self.exchange) {
            (h, 0) => self.begin_combat(h, 1),
            (false, _) => self.begin_combat(true, 0),
            (true, _) => {
                self.refresh();
                self.combat = Combat::default();
                self.step = Step::EndFlash;
                self.flash_passed = false;
                self.actor = self.order;
            }
        }
    }

    /// Logs why the Deva to act is passed over in this step, where a rule is the reason.
    #[cold]
    #[inline(never)]
    fn note_skipped(&mut self) {
        if let Some(line) = self.skipped_line() {
            let s = self.actor;
            self.say(Some(s), |_| line);
        }
    }

    /// Passes what is not a decision: an assignment step with nothing left to assign, and steps
    /// whose only move is Done for a Deva with nothing at all to do there.
    pub(super) fn skip(&mut self) {
        let mut moves = Vec::new();
        for _ in 0..10_000 {
            if self.outcome.is_some() {
                return;
            }
            self.legal_moves(&mut moves);
            let only_done = moves.len() == 1 && moves[0] == Move::Done;
            if moves.is_empty() || only_done {
                if self.record && only_done {
                    self.note_skipped();
                }
                self.done();
            } else {
                return;
            }
        }
    }

    /// Resolves the combat: "To resolve combat, subtract the attacker's AT from the defending
    /// card's DF..."
    fn resolve(&mut self) {
        let combat = self.combat.clone();
        let def = other(combat.attacker);
        let strike = self.variants.blockers_strike == BlockersStrike::Yes;
        let split = self.variants.damage_split == DamageSplit::Split;
        for &a in &combat.attackers {
            if self.outcome.is_some() || self.unit(a).is_none() {
                continue;
            }
            let at = self.at(a);
            let blockers: Vec<CardId> = if combat.heroes {
                combat
                    .assigned
                    .iter()
                    .filter(|(h, _)| *h == a)
                    .map(|(_, b)| *b)
                    .collect()
            } else {
                combat
                    .blocks
                    .iter()
                    .filter(|(_, x)| *x == a)
                    .map(|(b, _)| *b)
                    .collect()
            };
            let live: Vec<CardId> = blockers
                .iter()
                .copied()
                .filter(|&b| self.unit(b).is_some())
                .collect();
            if blockers.is_empty() {
                self.lose_faith(def, at, a);
                continue;
            }
            // The blockers' blows, struck at the same time as the attacker's.
            let back: u8 = if strike {
                live.iter().map(|&b| self.at(b)).fold(0, u8::saturating_add)
            } else {
                0
            };
            let mut left = at;
            let mut absorbed: u8 = 0;
            for &b in &live {
                let need = self.left(b);
                absorbed = absorbed.saturating_add(need);
                let dealt = if split { left.min(need) } else { at };
                if dealt > 0 {
                    self.hurt(b, dealt);
                }
                if split {
                    left = left.saturating_sub(dealt);
                }
            }
            if self.spec(a).pierce && at > absorbed && self.outcome.is_none() {
                self.lose_faith(def, at - absorbed, a);
            }
            if back > 0 && self.outcome.is_none() {
                self.hurt(a, back);
            }
        }
    }

    /// Refresh and the end of the spiral; then the next spiral.
    /// "All soldier cards that sustained damage in combat but were not destroyed are now
    /// restored"; prompt heroes heal 1 AP.
    fn refresh(&mut self) {
        for d in &mut self.devas {
            for u in &mut d.soldiers {
                u.damage = 0;
            }
            for u in &mut d.heroes {
                if !u.depleted {
                    u.damage = u.damage.saturating_sub(1);
                }
            }
        }
    }

    /// The end of the spiral (after its last flash window), then the next spiral.
    fn end_spiral(&mut self) {
        for s in 0..2u8 {
            let d = &mut self.devas[usize::from(s)];
            let unspent = d.blessings;
            d.blessings = 0;
            if unspent > 0 {
                d.faith -= i32::from(unspent);
                self.say(Some(s), |g| {
                    format!(
                        "{} loses {unspent} Faith for unspent blessings ({})",
                        seat_label(s),
                        g.deva(s).faith
                    )
                });
            }
            let d = &mut self.devas[usize::from(s)];
            for u in d.soldiers.iter_mut().chain(d.heroes.iter_mut()) {
                u.depleted = false;
                u.buff_at = 0;
                u.buff_df = 0;
            }
            for p in &mut d.prayers {
                p.depleted = false;
            }
            d.prayed = 0;
            let mut gone = Vec::new();
            d.locations.retain_mut(|l| {
                l.time = l.time.saturating_sub(1);
                if l.time == 0 {
                    gone.push(l.card);
                }
                l.time > 0
            });
            d.cenotaph.extend(&gone);
            for c in gone {
                self.say(Some(s), |g| format!("{}'s time runs out", g.card_name(c)));
            }
        }
        // Spells end with the spiral: a hero whose damage counters now reach its maximum AP
        // has no AP left, and "if the hero's AP reaches zero, this hero is slain".
        let spent: Vec<CardId> = self
            .devas
            .iter()
            .flat_map(|d| &d.heroes)
            .map(|u| u.card)
            .filter(|&c| self.left(c) == 0)
            .collect();
        for c in spent {
            self.kill(c);
        }
        self.check_faith();
        if self.outcome.is_some() {
            return;
        }
        if self.spiral >= MAX_SPIRALS {
            let f = [self.devas[0].faith, self.devas[1].faith];
            let winner = match f[0].cmp(&f[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            self.outcome = Some(Outcome {
                winners: winner.map_or(Winners::NONE, Winners::one),
                end: "the spiral limit (more Faith)",
                cut_off: true,
            });
            return;
        }
        self.spiral += 1;
        self.order = other(self.order);
        // The log labels the line with its spiral ("Spiral 2").
        self.say(None, |g| format!("{} has order", seat_label(g.order)));
        for s in [self.order, other(self.order)] {
            for _ in 0..self.variants.draw {
                self.draw_one(s);
            }
        }
        self.combat = Combat::default();
        self.step = Step::Prayer;
        self.actor = self.order;
    }
}
