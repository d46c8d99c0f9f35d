//! The projection: a ruled game shown in the table's own vocabulary, so one screen draws every
//! ruled game (as Ludii's one player draws a thousand games from their descriptions).
//!
//! A [`Projection`] is what one seat (or a spectator) may see: zones of cards, hex and region
//! boards with counter stacks, trackers, the last dice, the phase bar, a status line and
//! read-only panels. It is built by the game for a viewer, so a hidden card is never in it.
//! Every legal move is offered as a [`Choice`]: its label, the [`Thing`]s it points at and, where
//! the move takes numbers, their bounds. The screen needs nothing else to let a person make any
//! legal move.

use serde::{Deserialize, Serialize};

use crate::hex::{Hex, Orientation};

use super::Seat;

/// The colour each seat is drawn in, with its name, so colour is never the only signal: seat `s`
/// is `SEAT_COLOURS[s % 6]`. One table for the screen and for every game's words ("Player 2
/// (red ■)").
pub const SEAT_COLOURS: [(&str, &str); 6] = [
    ("#1f77b4", "blue"),
    ("#d62728", "red"),
    ("#2ca02c", "green"),
    ("#9467bd", "purple"),
    ("#ff7f0e", "orange"),
    ("#17becf", "teal"),
];

/// The shape of each seat's markers (its name and symbol), so owners differ without colour too:
/// seat `s` is `SEAT_SHAPES[s % 4]`.
pub const SEAT_SHAPES: [(&str, &str); 4] = [
    ("circle", "●"),
    ("square", "■"),
    ("triangle", "▲"),
    ("diamond", "◆"),
];

/// A seat's colour (CSS) and the colour's name.
pub fn seat_colour(seat: Seat) -> (&'static str, &'static str) {
    SEAT_COLOURS[usize::from(seat) % SEAT_COLOURS.len()]
}

/// A seat's marker shape: its name and symbol.
pub fn seat_shape(seat: Seat) -> (&'static str, &'static str) {
    SEAT_SHAPES[usize::from(seat) % SEAT_SHAPES.len()]
}

/// A seat as people read it, with its colour and shape words: "Player 2 (red ■)".
pub fn seat_label(seat: Seat) -> String {
    format!(
        "Player {} ({} {})",
        u32::from(seat) + 1,
        seat_colour(seat).1,
        seat_shape(seat).1
    )
}

/// Something on the table a choice can point at.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Thing {
    /// A card, by the [`CardView::target`] the projection gives it. Copies that act alike may
    /// share one (two Earthquakes in a hand are the same choice).
    Card(String),
    /// A cell of a hex board.
    Hex(Hex),
    /// A region of a region board, by id.
    Region(String),
    /// A zone, by id.
    Zone(String),
    /// A seat at the table.
    Seat(Seat),
}

/// A bounded number a choice takes (armies to raise, counters to move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NumberField {
    /// What the number counts ("Armies to raise").
    pub label: String,
    pub min: u32,
    pub max: u32,
    /// The value the field starts at.
    pub default: u32,
}

/// One thing the acting seat may do: a legal move as the screen offers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// What the move does, in the game's words ("Play Good Base 3 as a base").
    pub label: String,
    /// What it points at, first what is picked first (a card, then the card it goes on).
    /// A choice that points at nothing is a button of its own.
    pub targets: Vec<Thing>,
    /// Numbers the move takes, with their bounds; empty for most moves.
    pub numbers: Vec<NumberField>,
}

/// How a zone lays out its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneLayout {
    /// A pile: its count and its top card.
    Pile,
    /// A row on the table, every card shown.
    Row,
    /// A hand, every card shown to whoever may see it.
    Hand,
}

/// A card as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    /// Unique within the projection (for keyed drawing).
    pub key: String,
    /// What a choice names this card by, if any choice can.
    pub target: Option<String>,
    /// Face down: nothing below is shown but the back.
    pub face_up: bool,
    pub name: String,
    /// The type line ("Base", "Character").
    #[serde(default)]
    pub kind: String,
    /// The card's text (a character's power), shown in place, not only on hover.
    #[serde(default)]
    pub text: String,
    /// Short values for the corners ("3", "Good").
    #[serde(default)]
    pub corners: Vec<String>,
    /// The colour of the card's edge, as CSS reads it (`"#1f5fa8"`, `"red"`), empty for none;
    /// always with a word on the card that says the same (colour is never the only sign).
    #[serde(default)]
    pub tone: String,
    /// Turned sideways (used, depleted).
    #[serde(default)]
    pub tapped: bool,
    /// Cards lying on this one (bonus and multiplier cards on a base, equipment on a soldier).
    #[serde(default)]
    pub attached: Vec<CardView>,
}

impl CardView {
    /// A face-up card with a name.
    pub fn named(key: impl Into<String>, name: impl Into<String>) -> Self {
        Self {
            key: key.into(),
            target: None,
            face_up: true,
            name: name.into(),
            kind: String::new(),
            text: String::new(),
            corners: Vec::new(),
            tone: String::new(),
            tapped: false,
            attached: Vec::new(),
        }
    }

    /// A face-down card: only its back is shown.
    pub fn back(key: impl Into<String>) -> Self {
        Self {
            face_up: false,
            ..Self::named(key, "Face-down card")
        }
    }
}

/// A zone of cards as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneView {
    pub id: String,
    pub name: String,
    /// Whose zone, if it belongs to a seat.
    pub owner: Option<Seat>,
    pub layout: ZoneLayout,
    /// The cards shown, top (or leftmost) first.
    pub cards: Vec<CardView>,
    /// How many cards the zone holds in all (a pile, or a hand this viewer may not see).
    pub count: usize,
}

/// Counters of one kind and owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackView {
    /// A short label drawn on the counter ("A"), so kinds differ without colour.
    pub label: String,
    /// The counter's name ("Army").
    pub name: String,
    pub count: u32,
    pub owner: Option<Seat>,
}

/// One cell of a hex board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellView {
    pub hex: Hex,
    /// The cell's name in the log and on hover ("Plains (3,4)").
    pub name: String,
    /// The terrain's name, if any (always written, never only a colour).
    pub terrain: String,
    /// The terrain's colour as CSS.
    pub colour: String,
    pub stacks: Vec<StackView>,
    /// Markers on the cell that are not counters ("Sanctuary", "Blight").
    #[serde(default)]
    pub marks: Vec<String>,
}

/// A named area of a region board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionView {
    pub id: String,
    pub name: String,
    /// Where the region is drawn, in board units.
    pub x: i32,
    pub y: i32,
    /// Ids of the regions it touches.
    pub adjacent: Vec<String>,
    pub stacks: Vec<StackView>,
    #[serde(default)]
    pub marks: Vec<String>,
    /// The region's terrain or state, if any (always written, never only a colour).
    #[serde(default)]
    pub terrain: String,
    /// Its colour as CSS (empty: the screen's plain colour).
    #[serde(default)]
    pub colour: String,
}

/// A terrain (or other colour) a board uses, with its name: the board's legend.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegendEntry {
    pub name: String,
    pub colour: String,
    /// What the terrain does ("holds up to 20").
    #[serde(default)]
    pub note: String,
}

/// A board as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardView {
    Hex {
        id: String,
        name: String,
        orientation: Orientation,
        cells: Vec<CellView>,
        legend: Vec<LegendEntry>,
    },
    Regions {
        id: String,
        name: String,
        regions: Vec<RegionView>,
        legend: Vec<LegendEntry>,
    },
}

impl BoardView {
    /// The board's id, stable for the game.
    pub fn id(&self) -> &str {
        match self {
            BoardView::Hex { id, .. } | BoardView::Regions { id, .. } => id,
        }
    }
}

/// A number on the table (treasure points, Faith, a clock).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackerView {
    pub name: String,
    pub owner: Option<Seat>,
    pub value: String,
}

/// One die of the last roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieView {
    /// The face as written ("5", "Green"): a custom colour face always says its colour.
    pub face: String,
    /// The face's colour as CSS, if it has one.
    #[serde(default)]
    pub colour: String,
}

/// A step of the phase bar.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseView {
    pub name: String,
    pub current: bool,
    /// The rule sentence for the phase, shown on demand.
    #[serde(default)]
    pub about: String,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// "Player 2 (Thief)".
    pub name: String,
    /// Short public facts ("3 treasure points", "7 cards in hand").
    pub facts: Vec<String>,
    /// The seat the game waits for.
    pub to_act: bool,
    /// Out of the game.
    pub out: bool,
}

/// A read-only table of text the game adds (Destiny's total breakdown, a combat table).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Panel {
    pub title: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// A line under the table.
    #[serde(default)]
    pub note: String,
}

/// What a viewer sees of a ruled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Projection {
    /// Whose eyes: a seat, or `None` for a spectator (who sees no hand).
    pub viewer: Option<Seat>,
    /// One line: where the game is and who is to act ("Round 3, base phase: Player 2 to act").
    pub status: String,
    pub round: u32,
    pub phases: Vec<PhaseView>,
    pub seats: Vec<SeatView>,
    pub zones: Vec<ZoneView>,
    pub boards: Vec<BoardView>,
    pub trackers: Vec<TrackerView>,
    /// The last roll, if the game shows one.
    pub dice: Vec<DieView>,
    pub panels: Vec<Panel>,
}

impl Projection {
    /// An empty projection for a viewer, to fill in.
    pub fn new(viewer: Option<Seat>, status: impl Into<String>, round: u32) -> Self {
        Self {
            viewer,
            status: status.into(),
            round,
            phases: Vec::new(),
            seats: Vec::new(),
            zones: Vec::new(),
            boards: Vec::new(),
            trackers: Vec::new(),
            dice: Vec::new(),
            panels: Vec::new(),
        }
    }

    /// Every card shown anywhere (zones and attached cards), for checks.
    pub fn cards(&self) -> Vec<&CardView> {
        fn walk<'a>(c: &'a CardView, out: &mut Vec<&'a CardView>) {
            out.push(c);
            for a in &c.attached {
                walk(a, out);
            }
        }
        let mut out = Vec::new();
        for z in &self.zones {
            for c in &z.cards {
                walk(c, &mut out);
            }
        }
        out
    }
}
