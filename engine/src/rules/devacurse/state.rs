//! The state of a Devacurse table and the rules that change it.

use crate::rules::RuledGame;
use crate::rules::counted;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{CardSpec, CardType, DevacurseData, EventKind};
use super::variants::{BlockersStrike, DamageSplit, HeroCounters, MAX_SPIRALS, Variants};
use crate::rules::{LogEntry, Outcome, Seat, seat_label};
use crate::table::Rng;

/// A card: Deva `id / n`'s copy of list card `id % n` (each Deva has its own universe deck).
pub type CardId = u16;

/// One decision of the Deva to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Set a card from the hand as a closed prayer (once a spiral).
    Pray(CardId),
    /// Deplete this many prompt prayers for as many blessings.
    Bless(u8),
    /// Call a soldier from the hand or from a prompt closed prayer, paying its blessings.
    CallSoldier(CardId),
    /// Call a hero from the hand, paying its cost in cenotaph cards.
    CallHero(CardId),
    /// Upgrade a hero called in an earlier spiral to level 2.
    Upgrade(CardId),
    /// Equipment onto one of the Deva's soldiers or heroes.
    Equip { card: CardId, on: CardId },
    /// A location event into the temple zone.
    Location(CardId),
    /// An incantation (or, in a flash window, a flash event) on a unit, or on nothing.
    Event { card: CardId, on: Option<CardId> },
    /// Declare an attacker (depletes it).
    Attack(CardId),
    /// Soldier combat: a prompt soldier or hero blocks an attacker (depletes it).
    Block { blocker: CardId, attacker: CardId },
    /// Hero combat: a prompt soldier or hero is set to block (depletes it).
    Guard(CardId),
    /// Hero combat: the attacker sends a hero against one of the blockers.
    Assign { hero: CardId, blocker: CardId },
    /// Ends this step.
    Done,
}

/// Where the spiral is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Part 1 (a placeholder): set up to one closed prayer.
    Prayer,
    /// Soldier calling, then events.
    Calling,
    /// Hero guardian setting, then events.
    Heroes,
    /// Declare attackers (soldier or hero combat).
    Attack,
    /// Soldier combat: the defender assigns blockers.
    Block,
    /// Hero combat: the defender chooses blockers.
    Guard,
    /// Hero combat: the attacker sends each hero against a blocker.
    Assign,
    /// Flash (!) events: the defender, then the attacker.
    Flash,
    /// "You can use flash (!) events before this turn ends": the order holder, then the other.
    EndFlash,
}

impl Step {
    pub fn name(self) -> &'static str {
        match self {
            Step::Prayer => "Prayers",
            Step::Calling => "Soldier calling",
            Step::Heroes => "Hero setting",
            Step::Attack => "Attack",
            Step::Block => "Block",
            Step::Guard => "Block",
            Step::Assign => "Hero assignment",
            Step::Flash => "Flash events",
            Step::EndFlash => "End of turn",
        }
    }
}

/// A soldier or hero on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub card: CardId,
    /// Rotated: attacked or blocked this spiral.
    pub depleted: bool,
    /// A soldier's damage this spiral; a hero's damage counters (AP lost).
    pub damage: u8,
    /// A hero's level (1 or 2).
    pub level: u8,
    /// The spiral it was called in.
    pub called: u32,
    pub equipment: Vec<CardId>,
    /// Incantations and flash events until the end of the spiral.
    pub buff_at: u8,
    pub buff_df: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prayer {
    pub card: CardId,
    pub depleted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub card: CardId,
    pub time: u8,
}

/// One Deva's cards and counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deva {
    /// The universe deck, top last.
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    /// Closed prayers in the temple zone.
    pub prayers: Vec<Prayer>,
    pub locations: Vec<Location>,
    pub soldiers: Vec<Unit>,
    pub heroes: Vec<Unit>,
    pub cenotaph: Vec<CardId>,
    pub black_hole: Vec<CardId>,
    pub faith: i32,
    /// Blessings generated this spiral and not yet spent.
    pub blessings: u8,
    /// Has set its prayer this spiral.
    pub prayed: bool,
}

/// The combat under way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Combat {
    pub heroes: bool,
    pub attacker: Seat,
    pub attackers: Vec<CardId>,
    /// Soldier combat: (blocker, attacker) in the order assigned.
    pub blocks: Vec<(CardId, CardId)>,
    /// Hero combat: the blockers chosen.
    pub guards: Vec<CardId>,
    /// Hero combat: (hero, blocker).
    pub assigned: Vec<(CardId, CardId)>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DevacurseError {
    #[error("the game is over")]
    Over,
    #[error("{0}")]
    Illegal(String),
    #[error("Devacurse is played by 2 Devas, not {0}")]
    Players(u8),
}

#[derive(Clone, Debug)]
pub struct Devacurse {
    pub(super) data: Arc<DevacurseData>,
    pub(super) variants: Variants,
    pub(super) devas: [Deva; 2],
    /// Who has "order" this spiral.
    pub(super) order: Seat,
    /// Who had order in the first spiral (the roll's winner).
    pub(super) first_order: Seat,
    pub(super) step: Step,
    pub(super) actor: Seat,
    /// 0: the order holder's exchange of this combat; 1: the other's.
    pub(super) exchange: u8,
    pub(super) combat: Combat,
    pub(super) spiral: u32,
    pub(super) rng: Rng,
    pub(super) record: bool,
    pub(super) log: Vec<LogEntry>,
    pub(super) last_roll: Vec<u8>,
    pub(super) outcome: Option<Outcome>,
}

fn other(s: Seat) -> Seat {
    1 - s
}

impl Devacurse {
    // ----- reading the table -----

    pub fn data(&self) -> &DevacurseData {
        &self.data
    }
    pub fn deva(&self, s: Seat) -> &Deva {
        &self.devas[usize::from(s)]
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn order(&self) -> Seat {
        self.order
    }
    pub fn spiral(&self) -> u32 {
        self.spiral
    }
    pub fn combat(&self) -> &Combat {
        &self.combat
    }
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn last_roll(&self) -> &[u8] {
        &self.last_roll
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn spec(&self, c: CardId) -> &CardSpec {
        self.data.card(c)
    }
    pub fn card_name(&self, c: CardId) -> &str {
        &self.data.card(c).name
    }
    /// Whose copy of the list a card is.
    pub fn owner(&self, c: CardId) -> Seat {
        (usize::from(c) / self.data.cards.len()).min(1) as Seat
    }

    /// A unit on the battlefield (soldier or hero) and its owner.
    pub fn unit(&self, c: CardId) -> Option<(Seat, &Unit, bool)> {
        for s in 0..2u8 {
            let d = self.deva(s);
            if let Some(u) = d.soldiers.iter().find(|u| u.card == c) {
                return Some((s, u, false));
            }
            if let Some(u) = d.heroes.iter().find(|u| u.card == c) {
                return Some((s, u, true));
            }
        }
        None
    }

    #[cfg(test)]
    pub(super) fn unit_mut_for_tests(&mut self, c: CardId) -> Option<&mut Unit> {
        self.unit_mut(c)
    }

    pub(super) fn unit_mut(&mut self, c: CardId) -> Option<&mut Unit> {
        for d in &mut self.devas {
            if let Some(u) = d.soldiers.iter_mut().find(|u| u.card == c) {
                return Some(u);
            }
            if let Some(u) = d.heroes.iter_mut().find(|u| u.card == c) {
                return Some(u);
            }
        }
        None
    }

    /// A unit's AT with its level, equipment, locations and spells.
    pub fn at(&self, c: CardId) -> u8 {
        let Some((s, u, hero)) = self.unit(c) else {
            return 0;
        };
        let mut v = self.spec(c).at.saturating_add(u.buff_at);
        if hero && u.level >= 2 {
            v = v.saturating_add(1);
        }
        for &e in &u.equipment {
            v = v.saturating_add(self.spec(e).at);
        }
        if !hero {
            for l in &self.deva(s).locations {
                v = v.saturating_add(self.spec(l.card).at);
            }
        }
        v
    }

    /// A soldier's DF, or a hero's maximum AP.
    pub fn guard(&self, c: CardId) -> u8 {
        let Some((s, u, hero)) = self.unit(c) else {
            return 0;
        };
        let spec = self.spec(c);
        let mut v = if hero { spec.ap } else { spec.df }.saturating_add(u.buff_df);
        if hero && u.level >= 2 {
            v = v.saturating_add(2);
        }
        for &e in &u.equipment {
            v = v.saturating_add(self.spec(e).df);
        }
        if !hero {
            for l in &self.deva(s).locations {
                v = v.saturating_add(self.spec(l.card).df);
            }
        }
        v
    }

    /// A hero's AP now (its maximum less its damage counters); a soldier's DF less its damage.
    pub fn left(&self, c: CardId) -> u8 {
        let dmg = self.unit(c).map_or(0, |(_, u, _)| u.damage);
        self.guard(c).saturating_sub(dmg)
    }

    pub(super) fn say(&mut self, player: Option<Seat>, text: impl FnOnce(&Self) -> String) {
        if self.record {
            let text = text(self);
            self.log.push(LogEntry {
                round: self.spiral,
                player,
                text,
                dice: Vec::new(),
            });
        }
    }

    // ----- legal moves -----

    pub(super) fn prompt_prayers(&self, s: Seat) -> u8 {
        u8::try_from(self.deva(s).prayers.iter().filter(|p| !p.depleted).count()).unwrap_or(u8::MAX)
    }

    /// The units of a Deva a spell or equipment can go on.
    fn own_units(&self, s: Seat) -> impl Iterator<Item = CardId> + '_ {
        let d = self.deva(s);
        d.soldiers.iter().chain(&d.heroes).map(|u| u.card)
    }

    fn spell_moves(&self, s: Seat, c: CardId, spec: &CardSpec, out: &mut Vec<Move>) {
        if spec.destroy_soldier {
            out.extend(self.deva(other(s)).soldiers.iter().map(|u| Move::Event {
                card: c,
                on: Some(u.card),
            }));
        } else if spec.at > 0 || spec.df > 0 {
            out.extend(self.own_units(s).map(|u| Move::Event {
                card: c,
                on: Some(u),
            }));
        } else {
            out.push(Move::Event { card: c, on: None });
        }
    }

    /// The events a Deva may play now (the flash window only flash events, calling steps the
    /// others).
    pub(super) fn event_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let d = self.deva(s);
        let flash = matches!(self.step, Step::Flash | Step::EndFlash);
        for &c in &d.hand {
            let spec = self.spec(c);
            if spec.kind != CardType::Event || spec.cost > d.blessings {
                continue;
            }
            match spec.event {
                // A flash event in a flash window, an incantation in the calling steps: on an
                // enemy soldier to destroy it, on one of the Deva's units, or on nothing.
                Some(EventKind::Flash) if flash => self.spell_moves(s, c, spec, out),
                Some(EventKind::Incantation) if !flash => self.spell_moves(s, c, spec, out),
                Some(EventKind::Equipment) if !flash => {
                    out.extend(self.own_units(s).map(|u| Move::Equip { card: c, on: u }));
                }
                Some(EventKind::Location) if !flash => out.push(Move::Location(c)),
                _ => {}
            }
        }
    }

    /// Hero combat: the (hero, blocker) pairs the attacker may still make. "A hero cannot attack
    /// an opponent's hero if any prompt (vertical) enemy soldiers remain on the battlefield."
    pub(super) fn assignable(&self) -> Vec<(CardId, CardId)> {
        let def = other(self.combat.attacker);
        let prompt_soldiers = self.deva(def).soldiers.iter().any(|u| !u.depleted);
        let mut out = Vec::new();
        for &h in &self.combat.attackers {
            if self.combat.assigned.iter().any(|(a, _)| *a == h) {
                continue;
            }
            for &b in &self.combat.guards {
                let hero_blocker = self.deva(def).heroes.iter().any(|u| u.card == b);
                if !(hero_blocker && prompt_soldiers) {
                    out.push((h, b));
                }
            }
        }
        out
    }

    // ----- making moves -----

    /// Makes a legal move of the seat to act (apply has checked it): its effects, then the
    /// steps that need no decision.
    pub(super) fn perform(&mut self, mv: Move) {
        let s = self.actor;
        match mv {
            Move::Pray(c) => {
                let d = &mut self.devas[usize::from(s)];
                take(&mut d.hand, c);
                d.prayers.push(Prayer {
                    card: c,
                    depleted: false,
                });
                d.prayed = true;
                self.say(Some(s), |_| {
                    format!("{} sets a closed prayer", seat_label(s))
                });
                self.done();
            }
            Move::Bless(n) => {
                // The prayers that could not be called as soldiers are depleted first, so a
                // soldier waiting in a prayer stays callable.
                let mut order: Vec<usize> = (0..self.deva(s).prayers.len())
                    .filter(|&i| !self.deva(s).prayers[i].depleted)
                    .collect();
                order.sort_by_key(|&i| {
                    self.spec(self.deva(s).prayers[i].card).kind == CardType::Soldier
                });
                let d = &mut self.devas[usize::from(s)];
                for &i in order.iter().take(usize::from(n)) {
                    d.prayers[i].depleted = true;
                }
                d.blessings = d.blessings.saturating_add(n);
                self.say(Some(s), |g| {
                    format!(
                        "{} depletes {n} prayer{} for {n} blessing{} ({} unspent)",
                        seat_label(s),
                        plural(n),
                        plural(n),
                        g.deva(s).blessings
                    )
                });
            }
            Move::CallSoldier(c) => {
                let cost = self.spec(c).cost;
                let d = &mut self.devas[usize::from(s)];
                let from_prayer = d.prayers.iter().position(|p| p.card == c);
                match from_prayer {
                    Some(i) => {
                        d.prayers.remove(i);
                    }
                    None => take(&mut d.hand, c),
                }
                d.blessings -= cost;
                let unit = self.new_unit(c);
                self.devas[usize::from(s)].soldiers.push(unit);
                self.say(Some(s), |g| {
                    format!(
                        "{} calls {}{} for {cost} blessing{} (AT {} / DF {})",
                        seat_label(s),
                        g.card_name(c),
                        if from_prayer.is_some() {
                            " from a closed prayer"
                        } else {
                            ""
                        },
                        plural(cost),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::CallHero(c) => {
                let cost = usize::from(self.spec(c).cost.max(1));
                let d = &mut self.devas[usize::from(s)];
                take(&mut d.hand, c);
                let used = d
                    .cenotaph
                    .split_off(d.cenotaph.len() - cost.min(d.cenotaph.len()));
                d.black_hole.extend(used);
                let unit = Unit {
                    level: 1,
                    ..self.new_unit(c)
                };
                self.devas[usize::from(s)].heroes.push(unit);
                self.say(Some(s), |g| {
                    format!(
                        "{} calls the hero {} at level 1 with {cost} cenotaph card{} (AT {} / AP {})",
                        seat_label(s),
                        g.card_name(c),
                        plural(cost as u8),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::Upgrade(c) => {
                let cost = self.variants.upgrade_cost;
                self.devas[usize::from(s)].blessings -= cost;
                if let Some(u) = self.unit_mut(c) {
                    u.level = 2;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} upgrades {} to level 2 (AT {} / AP {})",
                        seat_label(s),
                        g.card_name(c),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::Equip { card, on } => {
                self.pay_event(s, card);
                if let Some(u) = self.unit_mut(on) {
                    u.equipment.push(card);
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} equips {} with {}{}",
                        seat_label(s),
                        g.card_name(on),
                        g.card_name(card),
                        g.paid(card)
                    )
                });
                self.drew(s, card);
            }
            Move::Location(card) => {
                self.pay_event(s, card);
                let time = self.spec(card).time;
                self.devas[usize::from(s)]
                    .locations
                    .push(Location { card, time });
                self.say(Some(s), |g| {
                    format!(
                        "{} sets the location {}{} in its temple zone for {time} spiral{}",
                        seat_label(s),
                        g.card_name(card),
                        g.paid(card),
                        plural(time)
                    )
                });
                self.drew(s, card);
            }
            Move::Event { card, on } => {
                self.pay_event(s, card);
                self.devas[usize::from(s)].cenotaph.push(card);
                let spec = self.spec(card).clone();
                match on {
                    Some(t) if spec.destroy_soldier => {
                        self.say(Some(s), |g| {
                            format!(
                                "{} plays {}{}: {} is destroyed",
                                seat_label(s),
                                spec.name,
                                g.paid(card),
                                g.card_name(t)
                            )
                        });
                        self.kill(t);
                    }
                    Some(t) => {
                        if let Some(u) = self.unit_mut(t) {
                            u.buff_at = u.buff_at.saturating_add(spec.at);
                            u.buff_df = u.buff_df.saturating_add(spec.df);
                        }
                        self.say(Some(s), |g| {
                            format!(
                                "{} plays {}{} on {}: +{} AT / +{} {} this spiral",
                                seat_label(s),
                                spec.name,
                                g.paid(card),
                                g.card_name(t),
                                spec.at,
                                spec.df,
                                if g.unit(t).is_some_and(|(_, _, h)| h) {
                                    "AP"
                                } else {
                                    "DF"
                                }
                            )
                        });
                    }
                    None => {
                        self.say(Some(s), |g| {
                            format!("{} plays {}{}", seat_label(s), spec.name, g.paid(card))
                        });
                    }
                }
                self.drew(s, card);
            }
            Move::Attack(c) => {
                self.combat.attackers.push(c);
                if let Some(u) = self.unit_mut(c) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} attacks with {} (AT {})",
                        seat_label(s),
                        g.card_name(c),
                        g.at(c)
                    )
                });
            }
            Move::Block { blocker, attacker } => {
                self.combat.blocks.push((blocker, attacker));
                if let Some(u) = self.unit_mut(blocker) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} blocks {} with {}",
                        seat_label(s),
                        g.card_name(attacker),
                        g.card_name(blocker)
                    )
                });
            }
            Move::Guard(c) => {
                self.combat.guards.push(c);
                if let Some(u) = self.unit_mut(c) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!("{} sets {} to block", seat_label(s), g.card_name(c))
                });
            }
            Move::Assign { hero, blocker } => {
                self.combat.assigned.push((hero, blocker));
                self.say(Some(s), |g| {
                    format!(
                        "{} sends {} against {}",
                        seat_label(s),
                        g.card_name(hero),
                        g.card_name(blocker)
                    )
                });
            }
            Move::Done => self.done(),
        }
        self.skip();
    }

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
            winner,
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
            Step::Prayer | Step::Calling | Step::Heroes => {
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
            Step::EndFlash => {
                if s == self.order {
                    self.actor = other(s);
                } else {
                    self.end_spiral();
                }
            }
            Step::Flash => {
                if s != self.combat.attacker {
                    self.actor = self.combat.attacker;
                } else {
                    self.resolve();
                    if self.outcome.is_none() {
                        self.next_exchange();
                    }
                }
            }
        }
    }

    fn open_flash(&mut self) {
        self.step = Step::Flash;
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
            d.prayed = false;
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
                winner,
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

    #[cold]
    pub(super) fn why_not(&self, mv: &Move) -> String {
        let s = self.actor;
        let d = self.deva(s);
        let card = |c: CardId| {
            if usize::from(c) < 2 * self.data.cards.len() {
                self.card_name(c).to_string()
            } else {
                "that card".to_string()
            }
        };
        let step = self.step.name();
        match *mv {
            Move::Pray(_) if d.prayed => "a Deva sets one prayer a spiral".into(),
            Move::Bless(n) => format!(
                "{} has {} prompt prayer{} to deplete, not {n}",
                seat_label(s),
                self.prompt_prayers(s),
                plural(self.prompt_prayers(s))
            ),
            Move::CallSoldier(c) if self.step == Step::Calling => {
                let cost = self.spec(c).cost;
                if cost > d.blessings {
                    format!(
                        "{} costs {cost} blessing{}; {} has {} (deplete prayers first)",
                        card(c),
                        plural(cost),
                        seat_label(s),
                        d.blessings
                    )
                } else {
                    format!("{} is not a soldier in the hand or a prompt closed prayer", card(c))
                }
            }
            Move::CallHero(c) if self.step == Step::Heroes => format!(
                "{} needs {} cards in the cenotaph; {} has {} (heroes are called with cenotaph cards, none on the first spiral)",
                card(c),
                self.spec(c).cost.max(1),
                seat_label(s),
                d.cenotaph.len()
            ),
            Move::Upgrade(_) => format!(
                "a hero is upgraded once, from the spiral after it was called, for {}",
                counted(self.variants.upgrade_cost, "blessing", "blessings")
            ),
            Move::Event { card: c, .. } | Move::Equip { card: c, .. } | Move::Location(c)
                if self.spec(c).cost > d.blessings =>
            {
                format!(
                    "{} costs {}; {} has {}",
                    card(c),
                    counted(self.spec(c).cost, "blessing", "blessings"),
                    seat_label(s),
                    d.blessings
                )
            }
            Move::Event { card: c, .. } if matches!(self.step, Step::Flash | Step::EndFlash) => format!(
                "only flash (!) events are played in a flash window ({} is not one, or not on that target)",
                card(c)
            ),
            Move::Assign { .. } => "a hero cannot attack a hero while a prompt enemy soldier remains; each hero goes against one blocker".into(),
            Move::Block { .. } | Move::Guard(_) => "only a prompt (upright) soldier or hero blocks, and only a declared attacker".into(),
            Move::Attack(_) => format!(
                "only a prompt {} of the attacking Deva attacks, once",
                if self.combat.heroes { "hero" } else { "soldier" }
            ),
            _ => format!("that is not a move of {} now (step: {step})", seat_label(s)),
        }
    }
}

fn take(v: &mut Vec<CardId>, c: CardId) {
    if let Some(i) = v.iter().position(|&x| x == c) {
        v.remove(i);
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}
