//! The rules' data: the ship cards as the game's definition lists them. The rule text has no
//! card list ("The full Deck contains over 100 cards as described in the Card List", and the
//! list is lost), so the game ships a sample list, marked as a sample, and a designer replaces
//! it by pasting their own. Each card is read from the definition's `systems` deck: its `name`,
//! `kind`, `ranges` and `strength`, and, if the card type has them, `keywords` and `text`.
//!
//! Kinds: Drive, Beam, Missile, Shield, Point Defence, Fighter, Swarm, Repair (see the module
//! documentation of [`super`] for what each does). Keywords, the small vocabulary the engine
//! runs beyond the columns:
//! - `Pierce`: shields do not reduce this attack;
//! - `Stealth`: point defence cannot stop this attack;
//! - `Draw N` (N from 1 to 5): when the card is played, its owner draws N cards.
//!
//! A keyword outside the vocabulary does not refuse the list: the card plays with its columns
//! alone and is listed as such ([`DevastatorsData::notes`]) before a table or a simulation.

use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::{CardList, draw_keyword, keywords, unknown_keyword};

/// The deck the rules read.
pub const DECK_ID: &str = "systems";

/// Most cards a list may hold (every id fits a `u16` with room to spare).
pub const MAX_CARDS: usize = 2000;

/// Largest strength a card may have.
pub const MAX_STRENGTH: u8 = 20;

/// What a card is, which decides when it is played and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Move phase: discarded to step one range band closer to or farther from one ship.
    Drive,
    /// Attack phase: a beam weapon, stopped only by shields.
    Beam,
    /// Attack phase: a missile weapon; point defence can stop it.
    Missile,
    /// Defence: reduces one attack's damage by its strength.
    Shield,
    /// Defence: stops one missile, fighter or swarm attack; a fighter or swarm it stops is
    /// destroyed.
    PointDefence,
    /// Launch phase: a Fighter Squad, which attacks at Short or Medium range.
    Fighter,
    /// Launch phase: a Nanotech swarm, which attacks at Short range only.
    Swarm,
    /// Move phase: returns up to its strength of cards from the Destroyed pile to the Reuse pile.
    Repair,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::Drive,
        Kind::Beam,
        Kind::Missile,
        Kind::Shield,
        Kind::PointDefence,
        Kind::Fighter,
        Kind::Swarm,
        Kind::Repair,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Drive => "Drive",
            Kind::Beam => "Beam",
            Kind::Missile => "Missile",
            Kind::Shield => "Shield",
            Kind::PointDefence => "Point Defence",
            Kind::Fighter => "Fighter",
            Kind::Swarm => "Swarm",
            Kind::Repair => "Repair",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        let s = s.trim().to_ascii_lowercase();
        Some(match s.as_str() {
            "drive" => Kind::Drive,
            "beam" => Kind::Beam,
            "missile" => Kind::Missile,
            "shield" => Kind::Shield,
            "point defence" | "point defense" => Kind::PointDefence,
            "fighter" | "fighter squad" => Kind::Fighter,
            "swarm" | "nanotech swarm" => Kind::Swarm,
            "repair" => Kind::Repair,
            _ => return None,
        })
    }

    /// A weapon card played in the attack phase.
    pub fn is_weapon(self) -> bool {
        matches!(self, Kind::Beam | Kind::Missile)
    }

    /// A craft launched into space, which attacks each turn.
    pub fn is_craft(self) -> bool {
        matches!(self, Kind::Fighter | Kind::Swarm)
    }

    /// A card played against an attack.
    pub fn is_defence(self) -> bool {
        matches!(self, Kind::Shield | Kind::PointDefence)
    }

    /// Whether the card's strength column is used (and so required).
    fn has_strength(self) -> bool {
        !matches!(self, Kind::Drive | Kind::PointDefence)
    }
}

/// The distance between two ships.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    Short = 0,
    Medium = 1,
    Long = 2,
}

impl Band {
    pub const ALL: [Band; 3] = [Band::Short, Band::Medium, Band::Long];

    pub fn name(self) -> &'static str {
        match self {
            Band::Short => "Short",
            Band::Medium => "Medium",
            Band::Long => "Long",
        }
    }

    /// This band's bit in a set of bands.
    pub fn bit(self) -> u8 {
        1 << self as u8
    }

    pub fn closer(self) -> Option<Band> {
        match self {
            Band::Short => None,
            Band::Medium => Some(Band::Short),
            Band::Long => Some(Band::Medium),
        }
    }

    pub fn farther(self) -> Option<Band> {
        match self {
            Band::Short => Some(Band::Medium),
            Band::Medium => Some(Band::Long),
            Band::Long => None,
        }
    }
}

/// A set of bands as words: "Short/Medium".
pub fn bands_text(bands: u8) -> String {
    Band::ALL
        .iter()
        .filter(|b| bands & b.bit() != 0)
        .map(|b| b.name())
        .collect::<Vec<_>>()
        .join("/")
}

/// One physical card of the deck (copies of a row are separate cards).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSpec {
    pub name: String,
    pub kind: Kind,
    /// The bands an attack by this card reaches, one bit per [`Band`]: a weapon's from its
    /// `ranges` column, a fighter's Short and Medium, a swarm's Short.
    pub ranges: u8,
    pub strength: u8,
    pub pierce: bool,
    pub stealth: bool,
    /// Cards its owner draws when it is played.
    pub draw: u8,
    pub text: String,
    /// The row of the card list it comes from (header = row 1, as a spreadsheet shows it).
    pub row: usize,
}

impl CardSpec {
    /// The card's rules in a few words, for its face: "Beam · Short/Medium · 2 damage · Pierce".
    pub fn summary(&self) -> String {
        let mut parts = vec![self.kind.name().to_string()];
        if self.kind.is_weapon() || self.kind.is_craft() {
            parts.push(bands_text(self.ranges));
            parts.push(format!("{} damage", self.strength));
        }
        match self.kind {
            Kind::Shield => parts.push(format!("stops {} damage", self.strength)),
            Kind::Repair => parts.push(format!("repairs {}", self.strength)),
            _ => {}
        }
        if self.pierce {
            parts.push("Pierce".into());
        }
        if self.stealth {
            parts.push("Stealth".into());
        }
        if self.draw > 0 {
            parts.push(format!("Draw {}", self.draw));
        }
        parts.join(" · ")
    }
}

/// The ship cards the rules play with, read and checked from a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DevastatorsData {
    /// Every physical card, by id.
    pub cards: Vec<CardSpec>,
    /// Cards whose text holds something the engine does not run, one line each.
    pub notes: Vec<String>,
    /// The deck's name, as the list calls it.
    pub deck_name: String,
}

impl DevastatorsData {
    /// The card of an id the table holds (its deck, hands and ships are made of the list's
    /// ids). An id from outside (a move being refused) goes through [`DevastatorsData::get`].
    pub fn card(&self, id: u16) -> &CardSpec {
        &self.cards[usize::from(id)]
    }

    /// The card of any id, `None` past the end of the list.
    pub fn get(&self, id: u16) -> Option<&CardSpec> {
        self.cards.get(usize::from(id))
    }

    /// Reads the `systems` deck of a definition, refusing a row the rules cannot use with the
    /// deck, the row (header = row 1, as a spreadsheet shows it) and the column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let list = CardList::read(
            def,
            DECK_ID,
            "Ship cards",
            &["name", "kind", "ranges", "strength"],
            &["keywords", "text"],
        )?;
        let part = list.part;
        let (f_name, f_kind, f_ranges, f_strength, f_keywords, f_text) = (0, 1, 2, 3, 4, 5);
        let mut cards = Vec::new();
        let mut notes = Vec::new();
        for (row, card) in list.rows() {
            let get = |f: usize| list.cell(card, f);
            let cell = |column: &str, reason: String| list.error(row, column, reason);
            let name = get(f_name);
            if name.is_empty() {
                return Err(cell("name", "a card needs a name".into()));
            }
            let kind = Kind::parse(get(f_kind)).ok_or_else(|| {
                let known: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
                cell(
                    "kind",
                    format!("“{}” is not one of {}", get(f_kind), known.join(", ")),
                )
            })?;
            let ranges = match kind {
                Kind::Beam | Kind::Missile => {
                    let r = parse_bands(get(f_ranges)).map_err(|e| cell("ranges", e))?;
                    if r == 0 {
                        return Err(cell(
                            "ranges",
                            format!(
                                "a {} names the ranges it reaches (Short, Medium, Long, such as “Short/Medium”)",
                                kind.name()
                            ),
                        ));
                    }
                    r
                }
                _ => {
                    if !get(f_ranges).is_empty() {
                        let rule = match kind {
                            Kind::Fighter => {
                                ": fighters attack at Short or Medium range by the rules"
                            }
                            Kind::Swarm => ": swarms attack at Short range only by the rules",
                            _ => "",
                        };
                        return Err(cell(
                            "ranges",
                            format!(
                                "a {} has no ranges (“{}”): leave it empty{rule}",
                                kind.name(),
                                get(f_ranges)
                            ),
                        ));
                    }
                    match kind {
                        Kind::Fighter => Band::Short.bit() | Band::Medium.bit(),
                        Kind::Swarm => Band::Short.bit(),
                        _ => 0,
                    }
                }
            };
            let s = get(f_strength);
            let strength = if kind.has_strength() {
                match s.parse::<u8>() {
                    Ok(v) if (1..=MAX_STRENGTH).contains(&v) => v,
                    _ => {
                        return Err(cell(
                            "strength",
                            format!(
                                "“{s}” is not a whole number from 1 to {MAX_STRENGTH} (a {}'s {})",
                                kind.name(),
                                match kind {
                                    Kind::Shield => "damage stopped",
                                    Kind::Repair => "cards repaired",
                                    _ => "damage",
                                }
                            ),
                        ));
                    }
                }
            } else {
                if !matches!(s, "" | "0") {
                    return Err(cell(
                        "strength",
                        format!("a {} has no strength (“{s}”): leave it empty", kind.name()),
                    ));
                }
                0
            };
            let mut spec = CardSpec {
                name: name.to_string(),
                kind,
                ranges,
                strength,
                pierce: false,
                stealth: false,
                draw: 0,
                text: get(f_text).to_string(),
                row,
            };
            for word in keywords(get(f_keywords)) {
                let lower = word.to_ascii_lowercase();
                if lower == "pierce" {
                    spec.pierce = true;
                } else if lower == "stealth" {
                    spec.stealth = true;
                } else if let Some(n) = draw_keyword(word) {
                    spec.draw = n.map_err(|e| cell("keywords", e))?;
                } else {
                    notes.push(unknown_keyword(
                        part,
                        row,
                        name,
                        word,
                        &format!("as a {} without it", kind.name()),
                    ));
                }
            }
            list.add_copies(&mut cards, spec, row, card.count, MAX_CARDS)?;
        }
        if cards.len() < 10 {
            return Err(DataError::part(
                part,
                format!(
                    "it holds {} cards: two ships need at least 5 each to draw their first hand",
                    cards.len()
                ),
            ));
        }
        if !cards
            .iter()
            .any(|c| c.kind.is_weapon() || c.kind.is_craft())
        {
            return Err(DataError::part(
                part,
                "it has no Beam, Missile, Fighter or Swarm: no ship could ever be damaged",
            ));
        }
        Ok(Self {
            cards,
            notes,
            deck_name: part.to_string(),
        })
    }
}

/// Reads "Short/Medium", "S M L", "long, medium" into a set of bands.
fn parse_bands(s: &str) -> Result<u8, String> {
    let mut bands = 0;
    for w in s
        .split(['/', ',', ' ', '+', '&'])
        .map(str::trim)
        .filter(|w| !w.is_empty())
    {
        let b = match w.to_ascii_lowercase().as_str() {
            "short" | "s" => Band::Short,
            "medium" | "m" => Band::Medium,
            "long" | "l" => Band::Long,
            "and" | "or" => continue,
            _ => {
                return Err(format!(
                    "“{w}” is not a range band: Short, Medium or Long (as in “Short/Medium”)"
                ));
            }
        };
        bands |= b.bit();
    }
    Ok(bands)
}
