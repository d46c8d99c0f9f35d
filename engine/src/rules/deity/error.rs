//! Why a Deity move was refused, in words a player can read.

use thiserror::Error;

use super::cards::Miracle;
use super::map::Terrain;
use super::state::Phase;
use crate::hex::Hex;

/// A refused move or setup. The game is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DeityError {
    #[error("Deity is played by 2 to 4 players, not {0}")]
    PlayerCount(u8),
    #[error("the map must be between 6×6 and 40×40 hexes")]
    MapSize,
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not possible now: {why}")]
    NotNow {
        action: &'static str,
        why: &'static str,
    },
    #[error("{action} belongs to another phase; this is the {phase} phase")]
    WrongPhase { action: &'static str, phase: Phase },
    #[error("hex ({}, {}) is not on the map", .0.x, .0.y)]
    OffMap(Hex),
    #[error("that hex is water")]
    Water,
    #[error("that hex is land")]
    Land,
    #[error("you have no counters in that hex")]
    NotYours,
    #[error("that hex is held by another player")]
    HeldByAnother,
    #[error("Temples cannot be built next to another temple")]
    TempleAdjacent,
    #[error("Temples cannot be built in swamps")]
    TempleInSwamp,
    #[error("A space may only contain a single temple")]
    TempleThere,
    #[error("a temple replaces six population counters in one hex; that hex has {0}")]
    TempleNeedsSix(u32),
    #[error("move or convert at least one counter")]
    ZeroCount,
    #[error("there are only {have} {what} there that may do this; {asked} were asked for")]
    NotEnough {
        what: &'static str,
        asked: u32,
        have: u32,
    },
    #[error(
        "only up to half of a hex's population may be raised as armies: {allowed} more here, not {asked}"
    )]
    RaiseTooMany { asked: u32, allowed: u32 },
    #[error("{terrain} holds at most {limit} counters; this would make {would}")]
    TerrainLimit {
        terrain: Terrain,
        limit: u32,
        would: u32,
    },
    #[error("the hexes are not next to each other")]
    NotAdjacent,
    #[error("that hex is {distance} hexes away; at most {max} are allowed")]
    TooFar { distance: u32, max: u32 },
    #[error("No counters may enter a blighted hex")]
    Blighted,
    #[error("Moving into a hex held by another player is only possible by battle")]
    EnemyHex,
    #[error("there are no enemy counters to attack there")]
    NothingToAttack,
    #[error("that hex is under Sanctuary: counters may not attack it this turn")]
    Sanctuary,
    #[error("Population counters may not attack; attack with armies or monsters")]
    PopulationCannotAttack,
    #[error("attack from one hex only (the multi-hex battle variant is off)")]
    SingleHexOnly,
    #[error("the same hex is listed twice")]
    Duplicate,
    #[error("you do not hold {0}")]
    NoCard(Miracle),
    #[error("{card}: {why}")]
    BadTarget { card: Miracle, why: &'static str },
    #[error("{0} is not played this way now")]
    CardNotNow(Miracle),
    #[error("the terrain reserve is empty")]
    ReserveEmpty,
    #[error("{terrain} cannot go there: {why}")]
    BadPlacement { terrain: Terrain, why: &'static str },
    #[error("no redraws left (each player has 2)")]
    NoRedraws,
    #[error("start on a Plains hex that is empty")]
    StartNotPlains,
    #[error("a start must not be within 6 hexes of another player's start")]
    StartTooClose,
}
