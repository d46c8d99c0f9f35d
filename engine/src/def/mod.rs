//! `GameDef`: a game as data. Card types, decks, counters, dice, terrain, boards, zones,
//! trackers, phases and player counts: everything a table needs to be set up, and nothing about
//! any particular table. Game files, share links and the built-in games are all `GameDef`s.

mod board;
mod check;
mod component;

pub use board::{Board, BoardKind, HexCell, HexMap, HexOrientation, HexShape, Region, RegionMap};
pub use check::{DefError, MAX_CARDS, MAX_CELLS};
pub use component::{
    CardDef, CardFace, CardType, Colour, CounterType, DeckDef, DieDef, DieFace, Owner, PlayerRange,
    Terrain, TrackerDef, Visibility, ZoneDef, ZoneLayout,
};

use serde::{Deserialize, Serialize};

/// The version of the game-definition format this build writes. A file or link with a larger
/// number was written by a newer Protoplay and is refused with a message, never guessed at.
pub const FORMAT_VERSION: u32 = 1;

/// A whole game: its components and its turn structure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameDef {
    /// Format version (see [`FORMAT_VERSION`]).
    pub format: u32,
    /// Stable identifier, unique within a library (`"deity-starter"`).
    pub id: String,
    /// The name a person reads.
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub players: PlayerRange,
    #[serde(default)]
    pub card_types: Vec<CardType>,
    #[serde(default)]
    pub decks: Vec<DeckDef>,
    #[serde(default)]
    pub counters: Vec<CounterType>,
    #[serde(default)]
    pub dice: Vec<DieDef>,
    #[serde(default)]
    pub terrains: Vec<Terrain>,
    #[serde(default)]
    pub boards: Vec<Board>,
    #[serde(default)]
    pub zones: Vec<ZoneDef>,
    #[serde(default)]
    pub trackers: Vec<TrackerDef>,
    /// The ordered phases of a turn. Empty means a game without phases.
    #[serde(default)]
    pub phases: Vec<String>,
    /// Built-in rules that enforce this game (`"destiny"`), if any. Without rules the table is a
    /// free sandbox.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

impl GameDef {
    pub fn card_type(&self, id: &str) -> Option<&CardType> {
        self.card_types.iter().find(|t| t.id == id)
    }
    pub fn deck(&self, id: &str) -> Option<&DeckDef> {
        self.decks.iter().find(|d| d.id == id)
    }
    pub fn counter(&self, id: &str) -> Option<&CounterType> {
        self.counters.iter().find(|c| c.id == id)
    }
    pub fn die(&self, id: &str) -> Option<&DieDef> {
        self.dice.iter().find(|d| d.id == id)
    }
    pub fn terrain(&self, id: &str) -> Option<&Terrain> {
        self.terrains.iter().find(|t| t.id == id)
    }
    pub fn board(&self, id: &str) -> Option<&Board> {
        self.boards.iter().find(|b| b.id == id)
    }
    pub fn zone(&self, id: &str) -> Option<&ZoneDef> {
        self.zones.iter().find(|z| z.id == id)
    }
    pub fn tracker(&self, id: &str) -> Option<&TrackerDef> {
        self.trackers.iter().find(|t| t.id == id)
    }

    /// Reads a game definition from JSON, refusing files written by a newer format and
    /// definitions whose parts do not fit together.
    pub fn from_json(text: &str) -> Result<Self, DefError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| DefError::Json(e.to_string()))?;
        if let Some(format) = value.get("format").and_then(|f| f.as_u64())
            && format > u64::from(FORMAT_VERSION)
        {
            return Err(DefError::NewerFormat {
                found: format,
                supported: FORMAT_VERSION,
            });
        }
        let def: GameDef =
            serde_json::from_value(value).map_err(|e| DefError::Json(e.to_string()))?;
        def.check()?;
        Ok(def)
    }

    /// Writes the definition as pretty JSON (the game-file format).
    pub fn to_json(&self) -> String {
        // A GameDef holds only strings, numbers, vectors and maps with string keys, so
        // serialisation cannot fail.
        crate::json::to_string_pretty(self).unwrap_or_default()
    }
}
