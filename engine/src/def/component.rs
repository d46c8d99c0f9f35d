//! The components of a game: card types, decks, counters, dice, terrain, zones, trackers.

use serde::{Deserialize, Serialize};

/// A colour as CSS understands it (`"#2e7d32"`). Colour is never the only signal: everything
/// coloured also has a name or label that is shown with it.
pub type Colour = String;

/// How many people can sit at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRange {
    pub min: u8,
    pub max: u8,
}

impl PlayerRange {
    pub fn contains(&self, players: u8) -> bool {
        (self.min..=self.max).contains(&players)
    }
}

/// A kind of card and the named fields each card of that kind has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardType {
    pub id: String,
    pub name: String,
    /// Field names, in the order a card list gives them (`["name", "alignment", "value"]`).
    pub fields: Vec<String>,
    /// Which fields the card face shows where.
    #[serde(default)]
    pub face: CardFace,
}

impl CardType {
    /// The position of a field in each card's values.
    pub fn field_index(&self, field: &str) -> Option<usize> {
        self.fields.iter().position(|f| f == field)
    }
}

/// Which fields a card face shows as its title, type line, text and corner values. Each names a
/// field of the card type; a missing title falls back to the first field.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CardFace {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub corners: Vec<String>,
}

/// One line of a card list: the values of a card (aligned with its type's fields) and how many
/// copies the deck holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardDef {
    pub values: Vec<String>,
    #[serde(default = "one")]
    pub count: u32,
}

fn one() -> u32 {
    1
}

/// A deck: a card list of one card type, and the zone the deck starts in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeckDef {
    pub id: String,
    pub name: String,
    pub card_type: String,
    pub cards: Vec<CardDef>,
    /// The shared zone the deck is placed in at set-up.
    pub zone: String,
    /// Whether set-up shuffles the deck (a face-up treasure deck in list order does not).
    #[serde(default = "yes")]
    pub shuffle: bool,
}

fn yes() -> bool {
    true
}

impl DeckDef {
    /// Number of physical cards (copies counted).
    pub fn size(&self) -> usize {
        self.cards.iter().map(|c| c.count as usize).sum()
    }
}

/// A kind of counter or token (population, army, damage, a score marker).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CounterType {
    pub id: String,
    pub name: String,
    /// A short label drawn on the counter (`"A"` for army), so counters are told apart without
    /// colour.
    pub label: String,
    pub colour: Colour,
    /// Whether each counter belongs to a player (drawn in that player's colour).
    #[serde(default)]
    pub owned: bool,
}

/// One face of a die: a label, an optional colour and an optional number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DieFace {
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
}

/// A die: standard (faces 1..=N) or custom-faced. Faces may repeat (Green on three faces).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DieDef {
    pub id: String,
    pub name: String,
    pub faces: Vec<DieFace>,
}

impl DieDef {
    /// A standard die with faces 1 to `sides` (`d6`, `d3`, `dN`).
    pub fn standard(sides: u32) -> Self {
        Self {
            id: format!("d{sides}"),
            name: format!("d{sides}"),
            faces: (1..=sides)
                .map(|v| DieFace {
                    label: v.to_string(),
                    colour: None,
                    value: i32::try_from(v).ok(),
                })
                .collect(),
        }
    }
}

/// A kind of terrain, with the most counters a cell of it may hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Terrain {
    pub id: String,
    pub name: String,
    pub colour: Colour,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// How many tiles or counters of this terrain the game has, for games that build their map
    /// from them (Deity's players draw terrain counters from a bag). `None` where the map is
    /// drawn rather than built.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
}

/// Whether a zone or tracker exists once for the table or once for each player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Owner {
    Shared,
    EachPlayer,
}

/// How a zone is laid out: a pile shows its top card and its count; a hand or a row shows each
/// card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneLayout {
    Pile,
    Hand,
    Row,
}

/// Who may see the faces of face-up cards in a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Only the zone's owner (a hand).
    Owner,
    Everyone,
    Nobody,
}

/// A place cards live: a draw pile, a discard pile, a hand, a row on the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ZoneDef {
    pub id: String,
    pub name: String,
    pub owner: Owner,
    pub layout: ZoneLayout,
    /// Whether cards entering the zone turn face up.
    pub face_up: bool,
    pub visibility: Visibility,
}

/// A number on the table (score, faith, treasure points), global or per player, with bounds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrackerDef {
    pub id: String,
    pub name: String,
    pub owner: Owner,
    #[serde(default)]
    pub start: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}
