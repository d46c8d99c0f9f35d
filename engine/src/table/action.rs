//! What a person (or a bot) can do at the table, and why an action may be refused.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{CardId, PlayerId, ZoneRef};

/// Where counters sit: a hex cell, a region, or a card.
///
/// Serialised externally tagged (`{"hex": {...}}`), as is [`Action`]: an internally tagged enum
/// makes serde buffer every value, which cost 55 KB of the page's wasm.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Hex { board: String, q: i32, r: i32 },
    Region { board: String, region: String },
    Card { card: CardId },
}

impl Place {
    pub fn hex(board: &str, q: i32, r: i32) -> Self {
        Place::Hex {
            board: board.to_string(),
            q,
            r,
        }
    }
}

/// Where a moved card goes in its new zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Position {
    /// The top of a pile, the left of a row.
    Top,
    Bottom,
    /// Before the card now at this index (clamped to the end).
    At(usize),
}

/// One step of free play. Everything here is validated by [`super::Table::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Shuffle {
        zone: ZoneRef,
    },
    /// Move `count` cards from the top of `from` to `to` (drawing into a hand).
    Draw {
        from: ZoneRef,
        to: ZoneRef,
        count: u32,
    },
    /// Deal `count` cards from `from` to each player's zone `to`, one at a time in seat order
    /// starting with the active player.
    Deal {
        from: ZoneRef,
        to: String,
        count: u32,
    },
    MoveCard {
        from: ZoneRef,
        index: usize,
        to: ZoneRef,
        position: Position,
        /// Face up or down after the move; `None` takes the new zone's default.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face_up: Option<bool>,
    },
    Flip {
        zone: ZoneRef,
        index: usize,
    },
    /// Tap an upright card or untap a tapped one.
    Tap {
        zone: ZoneRef,
        index: usize,
    },
    /// `player` looks at a card without showing it.
    Peek {
        zone: ZoneRef,
        index: usize,
        player: PlayerId,
    },
    /// Show a card to everyone until it next moves.
    Reveal {
        zone: ZoneRef,
        index: usize,
    },
    PlaceCounter {
        counter: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner: Option<PlayerId>,
        at: Place,
        count: u32,
    },
    RemoveCounter {
        counter: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner: Option<PlayerId>,
        at: Place,
        count: u32,
    },
    MoveCounter {
        counter: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner: Option<PlayerId>,
        from: Place,
        to: Place,
        count: u32,
    },
    SetTracker {
        tracker: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
        value: i64,
    },
    AdjustTracker {
        tracker: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
        delta: i64,
    },
    /// Roll several dice at once (a die may be named more than once).
    Roll {
        dice: Vec<String>,
    },
    NextPhase,
    NextTurn,
    Note {
        text: String,
    },
}

impl Action {
    /// Whether the action draws on the table's generator (a shuffle, a roll). Undone and taken
    /// again, such an action comes out the same: the generator is part of the table, so a game
    /// is its seed plus its actions.
    pub fn is_chance(&self) -> bool {
        matches!(self, Action::Shuffle { .. } | Action::Roll { .. })
    }
}

/// Longest note kept in the log.
pub const MAX_NOTE: usize = 2_000;
/// Most dice in one roll.
pub const MAX_DICE: usize = 100;

/// Why an action was refused. The table is unchanged when an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Rejection {
    #[error("this game is for {min} to {max} players, not {players}")]
    PlayerCount { players: u8, min: u8, max: u8 },
    #[error("there is no zone {}", zone_name(.0))]
    NoZone(ZoneRef),
    #[error("there is no card {index} in {} (it holds {len})", zone_name(.zone))]
    NoCard {
        zone: ZoneRef,
        index: usize,
        len: usize,
    },
    #[error("{} holds {available} cards; {wanted} were asked for", zone_name(.zone))]
    NotEnoughCards {
        zone: ZoneRef,
        wanted: usize,
        available: usize,
    },
    #[error("zone {0:?} does not belong to each player, so cards cannot be dealt to it")]
    NotAPlayerZone(String),
    #[error("there is no player {} at this table", u32::from(*.0) + 1)]
    NoPlayer(PlayerId),
    #[error("there is no counter type {0:?}")]
    NoCounter(String),
    #[error("{0:?} counters belong to a player: say whose")]
    OwnerNeeded(String),
    #[error("{0:?} counters belong to no player")]
    OwnerNotAllowed(String),
    #[error("there is no such place: {0}")]
    NoPlace(String),
    #[error("there are only {available} {counter} counters there; {wanted} were asked for")]
    NotEnoughCounters {
        counter: String,
        wanted: u32,
        available: u32,
    },
    #[error("{terrain} holds at most {limit} counters; this would make {would}")]
    TerrainLimit {
        terrain: String,
        limit: u32,
        would: u32,
    },
    #[error("a count must be at least 1")]
    ZeroCount,
    #[error("there is no tracker {0:?}")]
    NoTracker(String),
    #[error("{}", tracker_bounds(.tracker, *.value, *.min, *.max))]
    TrackerBounds {
        tracker: String,
        value: i64,
        min: i64,
        max: i64,
    },
    #[error("there is no die {0:?}")]
    NoDie(String),
    #[error("roll between 1 and {MAX_DICE} dice")]
    DiceCount,
    #[error("a note holds at most {MAX_NOTE} characters")]
    NoteTooLong,
    #[error("this game has no phases")]
    NoPhases,
    #[error(
        "this table holds all it can keep (at most {} actions, fewer the more cards and counter stacks it holds, in a file of at most {} bytes); export it to keep it, and start a new table to play on",
        crate::limits::grouped(.limit),
        crate::limits::grouped(crate::limits::MAX_FILE_BYTES)
    )]
    TableFull { limit: usize },
    #[error("{0}")]
    Rule(String),
}

/// A tracker without a lower or upper bound has `i64::MIN` or `i64::MAX` there; a person should
/// not read "between -9223372036854775808 and 10".
fn tracker_bounds(tracker: &str, value: i64, min: i64, max: i64) -> String {
    let rule = match (min > i64::MIN, max < i64::MAX) {
        (true, true) => format!("must stay between {min} and {max}"),
        (true, false) => format!("must be at least {min}"),
        (false, true) => format!("must be at most {max}"),
        (false, false) => "has no bounds".to_string(),
    };
    format!("{tracker} {rule}; {value} is outside")
}

fn zone_name(z: &ZoneRef) -> String {
    match z.player {
        Some(p) => format!("{} of Player {}", z.zone, u32::from(p) + 1),
        None => z.zone.clone(),
    }
}
