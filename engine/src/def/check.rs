//! Checks that the parts of a game definition fit together, with messages that say what is wrong
//! and where.

use std::collections::BTreeSet;

use thiserror::Error;

use super::{BoardKind, FORMAT_VERSION, GameDef, Owner};
use crate::limits::{LimitError, MAX_PARTS, at_most};

/// Most physical cards a game may hold, so a hostile file cannot make the page allocate without
/// bound.
pub const MAX_CARDS: usize = 200_000;
/// Most cells a hex map may have.
pub const MAX_CELLS: usize = 40_000;

/// Why a game definition was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DefError {
    #[error("the game file is not valid JSON for a game: {0}")]
    Json(String),
    #[error(
        "the game was saved by a newer Protoplay (format {found}; this version reads up to {supported}); update Protoplay to open it"
    )]
    NewerFormat { found: u64, supported: u32 },
    #[error("{what} id {id:?} is used twice")]
    DuplicateId { what: &'static str, id: String },
    #[error("{what} {id:?} refers to {missing_what} {missing:?}, which the game does not have")]
    Missing {
        what: &'static str,
        id: String,
        missing_what: &'static str,
        missing: String,
    },
    #[error("deck {deck:?}, card {card}: {found} values for {expected} fields")]
    CardWidth {
        deck: String,
        card: usize,
        found: usize,
        expected: usize,
    },
    #[error(
        "deck {deck:?} starts in zone {zone:?}, which belongs to each player; a deck starts in a shared zone"
    )]
    DeckInPlayerZone { deck: String, zone: String },
    #[error("players: at least {min} and at most {max} makes no sense (need 1 ≤ min ≤ max ≤ 16)")]
    Players { min: u8, max: u8 },
    #[error("die {0:?} has no faces")]
    EmptyDie(String),
    #[error("tracker {id:?}: its start {start} is outside its bounds")]
    TrackerStart { id: String, start: i64 },
    #[error(
        "deck {deck:?}, row {row}, column “count”: the game would hold {cards} cards; at most {MAX_CARDS} are allowed"
    )]
    TooManyCards {
        deck: String,
        /// The row, as a spreadsheet numbers the deck's list (header = row 1), whose copies
        /// pass the limit.
        row: usize,
        cards: usize,
    },
    #[error("board {board:?} has {cells} cells; at most {MAX_CELLS} are allowed")]
    TooManyCells { board: String, cells: usize },
    #[error("board {board:?}: cell ({q}, {r}) is off the map")]
    CellOffMap { board: String, q: i32, r: i32 },
    #[error("{0}")]
    Limit(#[from] LimitError),
}

fn unique<'a>(what: &'static str, mut ids: impl Iterator<Item = &'a str>) -> Result<(), DefError> {
    // One body for every kind of id (a page holds this code once, not once per caller).
    unique_in(what, &mut ids)
}

fn unique_in(what: &'static str, ids: &mut dyn Iterator<Item = &str>) -> Result<(), DefError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(DefError::DuplicateId {
                what,
                id: id.to_string(),
            });
        }
    }
    Ok(())
}

impl GameDef {
    /// Checks every reference and bound. A definition that passes can be set up for any player
    /// count in its range without a panic, and fits a game file.
    pub fn check(&self) -> Result<(), DefError> {
        if self.format > FORMAT_VERSION {
            return Err(DefError::NewerFormat {
                found: u64::from(self.format),
                supported: FORMAT_VERSION,
            });
        }
        let PlayerRange { min, max } = self.players;
        if min == 0 || min > max || max > 16 {
            return Err(DefError::Players { min, max });
        }
        self.check_parts()?;
        unique("card type", self.card_types.iter().map(|t| t.id.as_str()))?;
        unique("deck", self.decks.iter().map(|t| t.id.as_str()))?;
        unique("counter", self.counters.iter().map(|t| t.id.as_str()))?;
        unique("die", self.dice.iter().map(|t| t.id.as_str()))?;
        unique("terrain", self.terrains.iter().map(|t| t.id.as_str()))?;
        unique("board", self.boards.iter().map(|t| t.id.as_str()))?;
        unique("zone", self.zones.iter().map(|t| t.id.as_str()))?;
        unique("tracker", self.trackers.iter().map(|t| t.id.as_str()))?;

        let mut cards = 0usize;
        for deck in &self.decks {
            let Some(card_type) = self.card_type(&deck.card_type) else {
                return Err(missing("deck", &deck.id, "card type", &deck.card_type));
            };
            let Some(zone) = self.zone(&deck.zone) else {
                return Err(missing("deck", &deck.id, "zone", &deck.zone));
            };
            if zone.owner != Owner::Shared {
                return Err(DefError::DeckInPlayerZone {
                    deck: deck.id.clone(),
                    zone: deck.zone.clone(),
                });
            }
            for (i, card) in deck.cards.iter().enumerate() {
                if card.values.len() != card_type.fields.len() {
                    return Err(DefError::CardWidth {
                        deck: deck.id.clone(),
                        card: i + 1,
                        found: card.values.len(),
                        expected: card_type.fields.len(),
                    });
                }
                cards = cards.saturating_add(usize::try_from(card.count).unwrap_or(usize::MAX));
                if cards > MAX_CARDS {
                    return Err(DefError::TooManyCards {
                        deck: deck.id.clone(),
                        row: crate::rules::card_row(i),
                        cards,
                    });
                }
            }
        }
        for die in &self.dice {
            if die.faces.is_empty() {
                return Err(DefError::EmptyDie(die.id.clone()));
            }
        }
        for t in &self.trackers {
            if t.min.is_some_and(|m| t.start < m) || t.max.is_some_and(|m| t.start > m) {
                return Err(DefError::TrackerStart {
                    id: t.id.clone(),
                    start: t.start,
                });
            }
        }
        for board in &self.boards {
            match &board.kind {
                BoardKind::Hex(map) => {
                    let cells = map.shape.len();
                    if cells > MAX_CELLS {
                        return Err(DefError::TooManyCells {
                            board: board.id.clone(),
                            cells,
                        });
                    }
                    for terrain in map.default_terrain.iter() {
                        if self.terrain(terrain).is_none() {
                            return Err(missing("board", &board.id, "terrain", terrain));
                        }
                    }
                    // A cell painted twice would silently lose its second terrain and label.
                    let cells: Vec<String> = map
                        .cells
                        .iter()
                        .map(|c| format!("({}, {})", c.hex.x, c.hex.y))
                        .collect();
                    unique("hex cell", cells.iter().map(String::as_str))?;
                    for cell in &map.cells {
                        if !map.contains(cell.hex) {
                            return Err(DefError::CellOffMap {
                                board: board.id.clone(),
                                q: cell.hex.x,
                                r: cell.hex.y,
                            });
                        }
                        if let Some(t) = &cell.terrain
                            && self.terrain(t).is_none()
                        {
                            return Err(missing("board", &board.id, "terrain", t));
                        }
                    }
                }
                BoardKind::Regions(map) => {
                    unique("region", map.regions.iter().map(|r| r.id.as_str()))?;
                    for t in map.regions.iter().filter_map(|r| r.terrain.as_deref()) {
                        if self.terrain(t).is_none() {
                            return Err(missing("board", &board.id, "terrain", t));
                        }
                    }
                    for [a, b] in &map.links {
                        for end in [a, b] {
                            if map.region(end).is_none() {
                                return Err(missing("board", &board.id, "region", end));
                            }
                        }
                    }
                }
            }
        }
        crate::limits::check_game_file(self)?;
        Ok(())
    }

    /// Refuses any list of parts longer than [`MAX_PARTS`], before anything else looks through
    /// them.
    pub fn check_parts(&self) -> Result<(), LimitError> {
        let game = || "the game".to_string();
        for (items, found) in [
            ("phases", self.phases.len()),
            ("decks", self.decks.len()),
            ("card types", self.card_types.len()),
            ("zones", self.zones.len()),
            ("counters", self.counters.len()),
            ("dice", self.dice.len()),
            ("terrains", self.terrains.len()),
            ("boards", self.boards.len()),
            ("trackers", self.trackers.len()),
        ] {
            at_most(game, items, found, MAX_PARTS)?;
        }
        for t in &self.card_types {
            at_most(
                || format!("card type {:?}", t.id),
                "fields",
                t.fields.len(),
                MAX_PARTS,
            )?;
        }
        for d in &self.dice {
            at_most(
                || format!("die {:?}", d.id),
                "faces",
                d.faces.len(),
                MAX_PARTS,
            )?;
        }
        for b in &self.boards {
            if let BoardKind::Regions(map) = &b.kind {
                let board = || format!("board {:?}", b.id);
                at_most(board, "regions", map.regions.len(), MAX_PARTS)?;
                // Each region is linked to a few others on a real map.
                at_most(board, "links", map.links.len(), 10 * MAX_PARTS)?;
            }
        }
        Ok(())
    }
}

use super::PlayerRange;

fn missing(what: &'static str, id: &str, missing_what: &'static str, m: &str) -> DefError {
    DefError::Missing {
        what,
        id: id.to_string(),
        missing_what,
        missing: m.to_string(),
    }
}
