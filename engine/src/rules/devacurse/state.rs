//! The state of a Devacurse table: the moves, the steps of the spiral, the units, prayers and
//! locations, each Deva's zones, the combat under way, the refusals, and what the rules and the
//! screen read of the table. What the moves do is in `moves.rs` and `spiral.rs`.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{CardSpec, DevacurseData};
use super::variants::Variants;
use crate::rules::{LogEntry, Outcome, Seat};
use crate::table::Rng;

/// A card: an id of one Deva's deck ([`super::DevacurseData::own`]); with one list for both,
/// Deva `id / n`'s copy of list card `id % n`.
pub type CardId = u16;

/// One decision of the Deva to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Set a card from the hand as a closed prayer (as many a spiral as the rule numbers say).
    Pray(CardId),
    /// Deplete (rotate) this prompt closed prayer of the Deva's for its blessings: the player
    /// names each prayer it depletes.
    Deplete(CardId),
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
    /// Flash (!) events in combat: the defender first, then each Deva answering the other
    /// until both pass.
    Flash,
    /// Flash (!) events while a Deva calls soldiers or heroes: its opponent's window once the
    /// acting Deva has finished ("except for flash “!” events").
    CallFlash,
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
            Step::CallFlash => "Flash events while the other Deva calls",
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
    /// Closed prayers set from the hand this spiral.
    pub prayed: u8,
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
    /// In a flash window: the Deva who acted before the one to act passed, and no flash event
    /// was played since (a second pass in a row closes the window).
    pub(super) flash_passed: bool,
    /// In a calling flash window: the step the acting Deva finished (soldier calling or hero
    /// setting).
    pub(super) window_of: Step,
    pub(super) combat: Combat,
    pub(super) spiral: u32,
    pub(super) rng: Rng,
    pub(super) record: bool,
    pub(super) log: Vec<LogEntry>,
    pub(super) last_roll: Vec<u8>,
    pub(super) outcome: Option<Outcome>,
}

pub(super) fn other(s: Seat) -> Seat {
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
    /// The step of the spiral as the step bar shows it: a calling flash window is part of the
    /// step it interrupts.
    pub fn loop_step(&self) -> Step {
        if self.step == Step::CallFlash {
            self.window_of
        } else {
            self.step
        }
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
    /// Whose card it is.
    pub fn owner(&self, c: CardId) -> Seat {
        Seat::from(c >= self.data.own(1).start)
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
            v = v.saturating_add(self.data.numbers.level2_at);
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
            v = v.saturating_add(self.data.numbers.level2_ap);
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
}

pub(super) fn take(v: &mut Vec<CardId>, c: CardId) {
    if let Some(i) = v.iter().position(|&x| x == c) {
        v.remove(i);
    }
}
