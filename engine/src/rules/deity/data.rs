//! The rules' data, read from a Deity definition: the terrain table (each terrain's limit, how
//! many of its counters the world-building bag holds, and its name and colour for the table) and
//! the miracle deck (how many copies of each of the 26 miracles, and each card's text).
//!
//! A designer who changes a limit, a count or a miracle's copies in the editor plays and
//! simulates with that. A definition the rules cannot use is refused with a [`DataError`] naming
//! the part, the row (header = row 1, as a spreadsheet shows it) and the column. The rule text's own numbers are
//! [`DeityData::printed`]; the shipped definition holds the same (a test checks it).

use std::sync::{Arc, LazyLock};

use super::cards::{COPIES, Miracle};
use super::map::{RESERVE, Terrain};
use crate::def::GameDef;
use crate::rules::{DataError, card_row};

/// The part of the definition the terrain table lives in, as messages name it.
const TERRAINS: &str = "Terrains";
/// The part the miracle deck lives in, as messages name it.
const MIRACLES: &str = "Miracles deck";
/// The deck the rules read the miracles from.
pub const MIRACLE_DECK: &str = "miracles";
/// The most counters a hex may be allowed to hold (a limit beyond any sensible game, so a typing
/// slip such as 2000 instead of 20 is caught).
pub const MAX_LIMIT: u32 = 1000;
/// The most counters of one terrain: the hexes of the largest map the rules allow (40 × 40).
pub const MAX_COUNT: u32 = 1600;
/// The most copies of one miracle.
pub const MAX_COPIES: u32 = 1000;
/// Seats a world must have room for: a start hex each for the most players.
const MOST_PLAYERS: u32 = 4;

/// One terrain as the rules read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TerrainRow {
    /// The name people read ("River Valley").
    pub name: String,
    /// Its colour as CSS.
    pub colour: String,
    /// The terrain limit: the most counters a hex of it may hold.
    pub limit: u32,
    /// How many counters of it the world-building bag holds.
    pub count: u32,
    /// The designer's note for the legend ("Temples cannot be built in swamps.").
    pub notes: String,
}

/// One miracle as the rules read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MiracleRow {
    /// Copies in the deck.
    pub copies: u32,
    /// The card's text as the designer wrote it (the printed text if the list has none).
    pub text: String,
}

/// Everything the Deity rules read from a definition. Shared by every game made from it (the
/// state holds an [`Arc`]), so a game stays cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeityData {
    /// Per terrain, in [`Terrain::ALL`] order.
    terrains: [TerrainRow; 6],
    /// Water's name and colour (the definition's terrain `water`, if it has one).
    water: (String, String),
    /// Per miracle, in [`Miracle::ALL`] order.
    miracles: [MiracleRow; 26],
}

/// The definition as shipped, read once.
static SHIPPED: LazyLock<Arc<DeityData>> = LazyLock::new(|| {
    // The shipped definition is checked by the tests, so the printed table is only a safety net
    // for a build mistake.
    let def = GameDef::from_json(include_str!("../../../games/deity-starter.json")).ok();
    Arc::new(
        def.and_then(|d| DeityData::read(&d).ok())
            .unwrap_or_else(DeityData::printed),
    )
});

impl DeityData {
    /// The rule text's own numbers: "10 Mountains, 10 Forests, 20 Plains, 5 Swamps, 10
    /// Deserts, 5 River Valleys" with their limits, and "two of each card".
    pub fn printed() -> Self {
        Self {
            terrains: Terrain::ALL.map(|t| TerrainRow {
                name: t.name().to_string(),
                colour: t.printed_colour().to_string(),
                limit: t.printed_limit(),
                count: t.printed_count(),
                notes: t.note().to_string(),
            }),
            water: ("Water".to_string(), WATER.to_string()),
            miracles: Miracle::ALL.map(|m| MiracleRow {
                copies: COPIES as u32,
                text: m.text().to_string(),
            }),
        }
    }

    /// The data of the shipped definition (read once, shared).
    pub fn shipped() -> Arc<Self> {
        Arc::clone(&SHIPPED)
    }

    /// Reads the terrain table and the miracle deck from a definition, or says what the rules
    /// cannot use, naming the part, the row and the column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let mut data = Self::printed();
        data.read_terrains(def)?;
        data.read_miracles(def)?;
        Ok(data)
    }

    fn read_terrains(&mut self, def: &GameDef) -> Result<(), DataError> {
        for (k, t) in Terrain::ALL.iter().enumerate() {
            let Some(row) = def.terrains.iter().position(|d| d.id == t.id()) else {
                return Err(DataError::part(
                    TERRAINS,
                    format!(
                        "the rules need a terrain with id “{}” ({}); the definition has none",
                        t.id(),
                        t.name()
                    ),
                ));
            };
            let d = &def.terrains[row];
            // The terrains are not a card list: the terrain is named, not numbered.
            let cell = |column: &str, reason: String| DataError {
                part: format!("{TERRAINS}, “{}”", d.name),
                deck: None,
                row: None,
                column: Some(column.to_string()),
                reason,
            };
            let limit = d.limit.ok_or_else(|| {
                cell(
                    "limit",
                    "the rules need its limit (the most counters a hex of it holds)".into(),
                )
            })?;
            if !(1..=MAX_LIMIT).contains(&limit) {
                return Err(cell(
                    "limit",
                    format!("the limit must be from 1 to {MAX_LIMIT}, not {limit}"),
                ));
            }
            let count = d.count.ok_or_else(|| {
                cell(
                    "count",
                    "the rules need its count (how many of its counters the world-building bag holds)"
                        .into(),
                )
            })?;
            if count > MAX_COUNT {
                return Err(cell(
                    "count",
                    format!("the count must be from 0 to {MAX_COUNT}, not {count}"),
                ));
            }
            self.terrains[k] = TerrainRow {
                name: d.name.clone(),
                colour: d.colour.clone(),
                limit,
                count,
                notes: d.notes.clone(),
            };
        }
        let total = self.counters();
        let least = RESERVE as u32 + MOST_PLAYERS;
        if total < least {
            return Err(DataError::part(
                TERRAINS,
                format!(
                    "the terrain counts add up to {total}; the rules need at least {least}: {RESERVE} kept in reserve and a start hex for each of up to {MOST_PLAYERS} players"
                ),
            ));
        }
        if let Some(w) = def.terrain("water") {
            self.water = (w.name.clone(), w.colour.clone());
        }
        Ok(())
    }

    fn read_miracles(&mut self, def: &GameDef) -> Result<(), DataError> {
        let Some(deck) = def.deck(MIRACLE_DECK) else {
            return Err(DataError::part(
                MIRACLES,
                format!("the definition has no deck with id “{MIRACLE_DECK}”"),
            ));
        };
        let card_type = def.card_type(&deck.card_type);
        // The name is the card face's title (or a field called "name"); the text likewise.
        let field = |face: Option<&String>, plain: &str| {
            card_type.and_then(|t| {
                face.and_then(|f| t.field_index(f))
                    .or_else(|| t.field_index(plain))
            })
        };
        let name_at =
            field(card_type.and_then(|t| t.face.title.as_ref()), "name").ok_or_else(|| {
                DataError::part(
                    MIRACLES,
                    "its cards have no name field, so the rules cannot tell the miracles apart",
                )
            })?;
        let text_at = field(card_type.and_then(|t| t.face.text.as_ref()), "text");
        let column = card_type
            .and_then(|t| t.fields.get(name_at))
            .map_or("name", String::as_str);
        let mut copies = [0u32; 26];
        let mut text: [Option<String>; 26] = Default::default();
        for (row, card) in deck.cards.iter().enumerate() {
            let name = card.values.get(name_at).map_or("", |v| v.trim());
            let Some(k) = miracle_by_name(name) else {
                return Err(DataError::cell(
                    MIRACLES,
                    card_row(row),
                    column,
                    format!(
                        "no miracle is called “{name}”; the rules know the 26 miracles of the text: {}",
                        Miracle::ALL.map(Miracle::name).join(", ")
                    ),
                )
                .in_deck(&deck.id));
            };
            if card.count > MAX_COPIES {
                return Err(DataError::cell(
                    MIRACLES,
                    card_row(row),
                    "count",
                    format!("{name}: at most {MAX_COPIES} copies, not {}", card.count),
                )
                .in_deck(&deck.id));
            }
            // A miracle listed on two rows has the copies of both (a list may split them).
            copies[k] += card.count;
            if text[k].is_none()
                && let Some(t) = text_at.and_then(|i| card.values.get(i))
                && !t.trim().is_empty()
            {
                text[k] = Some(t.trim().to_string());
            }
        }
        for (k, m) in Miracle::ALL.iter().enumerate() {
            self.miracles[k] = MiracleRow {
                copies: copies[k],
                text: text[k].take().unwrap_or_else(|| m.text().to_string()),
            };
        }
        Ok(())
    }

    /// A terrain's row.
    pub fn terrain(&self, t: Terrain) -> &TerrainRow {
        &self.terrains[t.index()]
    }

    /// The terrain limit: the most counters a hex of `t` may hold.
    #[inline]
    pub fn limit(&self, t: Terrain) -> u32 {
        self.terrains[t.index()].limit
    }

    /// Water's name and colour.
    pub fn water(&self) -> (&str, &str) {
        (&self.water.0, &self.water.1)
    }

    /// Copies of a miracle in the deck.
    pub fn copies(&self, m: Miracle) -> u32 {
        self.miracles[m.index()].copies
    }

    /// A miracle's text as the designer wrote it.
    pub fn text(&self, m: Miracle) -> &str {
        &self.miracles[m.index()].text
    }

    /// Terrain counters in all (the world-building bag before anything is drawn).
    pub fn counters(&self) -> u32 {
        self.terrains.iter().map(|t| t.count).sum()
    }

    /// Cards in the whole miracle deck.
    pub fn deck_size(&self) -> usize {
        self.miracles.iter().map(|m| m.copies as usize).sum()
    }

    /// The unshuffled miracle deck: each miracle's copies, in the order of the rule text.
    pub fn deck(&self) -> Vec<Miracle> {
        Miracle::ALL
            .iter()
            .flat_map(|&m| std::iter::repeat_n(m, self.copies(m) as usize))
            .collect()
    }

    /// The unshuffled terrain counters, in the order of the counter list.
    pub fn bag(&self) -> Vec<Terrain> {
        Terrain::ALL
            .iter()
            .flat_map(|&t| std::iter::repeat_n(t, self.terrain(t).count as usize))
            .collect()
    }
}

/// Water's colour when the definition gives none.
const WATER: &str = "#5b8fd6";

/// The miracle a card list's name means: the name as printed, in any case, with or without
/// spaces and hyphens; the text's own spellings "Ressurrection" and a "Drought" for Draught are
/// understood too.
fn miracle_by_name(name: &str) -> Option<usize> {
    let key = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let k = key(name);
    let k = match k.as_str() {
        "ressurrection" => "resurrection".to_string(),
        "drought" => "draught".to_string(),
        _ => k,
    };
    Miracle::ALL.iter().position(|m| key(m.name()) == k)
}
