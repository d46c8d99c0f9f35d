//! The player's moves and the rules' refusals: the Human Units, the Guns, what Production buys
//! and at what cost, every [`Move`] the table asks for, and [`WotwError`].

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::Plan;
use super::state::{
    COST_CAVALRY, COST_FIELD_GUN, COST_INDUSTRIAL, COST_INFANTRY, COST_SIEGE_GUN, GunId, TripodId,
};

/// A Human Unit counted by zone (Guns are counters of their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Infantry,
    Cavalry,
    Refugee,
}

impl Unit {
    pub const ALL: [Unit; 3] = [Unit::Infantry, Unit::Cavalry, Unit::Refugee];

    pub fn name(self) -> &'static str {
        match self {
            Unit::Infantry => "Infantry",
            Unit::Cavalry => "Cavalry",
            Unit::Refugee => "Refugee",
        }
    }

    pub fn plural(self) -> &'static str {
        match self {
            Unit::Infantry => "Infantry",
            Unit::Cavalry => "Cavalry",
            Unit::Refugee => "Refugees",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Unit::Infantry => "Inf",
            Unit::Cavalry => "Cav",
            Unit::Refugee => "Ref",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A Field Gun or a Siege Gun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GunKind {
    Field,
    Siege,
}

impl GunKind {
    pub fn name(self) -> &'static str {
        match self {
            GunKind::Field => "Field Gun",
            GunKind::Siege => "Siege Gun",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            GunKind::Field => "FG",
            GunKind::Siege => "SG",
        }
    }

    /// "Field Guns roll 1 die, and Siege Guns roll 2 dice when they are Fired."
    pub fn dice(self) -> usize {
        match self {
            GunKind::Field => 1,
            GunKind::Siege => 2,
        }
    }
}

/// What the Production Phase sells for a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Buy {
    Infantry,
    Cavalry,
    FieldGun,
    SiegeGun,
    Industrial,
}

impl Buy {
    pub const ALL: [Buy; 5] = [
        Buy::Infantry,
        Buy::Cavalry,
        Buy::FieldGun,
        Buy::SiegeGun,
        Buy::Industrial,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Buy::Infantry => "Infantry",
            Buy::Cavalry => "Cavalry",
            Buy::FieldGun => "Field Gun",
            Buy::SiegeGun => "Siege Gun",
            Buy::Industrial => "Industrial counter",
        }
    }

    pub fn cost(self) -> i32 {
        match self {
            Buy::Infantry => COST_INFANTRY,
            Buy::Cavalry => COST_CAVALRY,
            Buy::FieldGun => COST_FIELD_GUN,
            Buy::SiegeGun => COST_SIEGE_GUN,
            Buy::Industrial => COST_INDUSTRIAL,
        }
    }
}

/// One decision of the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Production: a Unit or an Industrial counter for a zone with a Factory symbol.
    Buy { item: Buy, zone: u8 },
    /// Production: a Harbor: a chosen site's, or (`None`) one drawn from the cup.
    BuyHarbor { zone: Option<u8> },
    /// Move Units to an adjacent zone: one, or (`all`) every one that may.
    Shift {
        unit: Unit,
        from: u8,
        to: u8,
        all: bool,
    },
    /// Move a Gun to an adjacent zone.
    ShiftGun { gun: GunId, to: u8 },
    /// Ends the step (the phase's purchases, a battle step, an offer declined).
    Done,
    /// Battle Phase: fight this Wave next.
    Battle { wave: u8 },
    /// Buy a Battle Plan: a chosen one, or (`None`) one drawn at random.
    BuyPlan { plan: Option<Plan> },
    /// Earthworks on a Gun (free on Hills, or an Infantry's attempt).
    Earthworks { gun: GunId },
    /// A Cavalry rolls on the Cavalry (Planning) chart.
    Cavalry,
    /// Human set-up: a Gun on an Artillery hex.
    PlaceGun { gun: GunId, cell: u8 },
    /// Human set-up: Units on a bottom-row hex (one, or every one left of that kind).
    PlaceUnits { unit: Unit, cell: u8, all: bool },
    /// Human step: a Gun fires at a Tripod (with a Surprise Shot placed on it first).
    Fire {
        gun: GunId,
        tripod: TripodId,
        surprise: bool,
    },
    /// Use a Battle Plan now (Trap, Terrain; or the one an offer names).
    Use(Plan),
    /// Kriegspiel: apply this Battle card (by its place in the deck list).
    Card(u16),
    /// "You can choose which Gun is Detected" (and which is Fired upon).
    PickGun(GunId),
    /// Damage this Tripod (a Powder Keg's or a Trap's damage).
    PickTripod(TripodId),
    /// Devastation: lose one of these Units.
    Lose(Unit),
    /// Devastation: lose this Gun.
    LoseGun(GunId),
    /// Human Action: an Infantry attempts to place a Powder Keg.
    Keg { zone: u8 },
    /// Human Action: an Infantry attacks this Wave's Cylinder.
    CylinderAttack { wave: u8 },
    /// Remove a Powder Keg to build it elsewhere.
    RemoveKeg { zone: u8 },
    /// Escape: a Warship for the Freighters.
    Warship,
    /// Cavalry: the Wave goes to this zone instead.
    Redirect { to: u8 },
    /// An Event card: pay its Production Points rather than suffer it.
    Pay,
}

/// Why a move or a set-up was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WotwError {
    #[error("The War of the Worlds is a solitaire for 1 player, not {0}")]
    Players(u8),
    #[error("the game is over")]
    Over,
    #[error("that move is not possible now: {0}")]
    Illegal(String),
}
