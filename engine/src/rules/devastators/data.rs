//! The rules' data: the ship cards as the game's definition lists them, and the kinds they are
//! made of. The rule text has no card list ("The full Deck contains over 100 cards as described
//! in the Card List", and the list is lost), so the game ships a sample list, marked as a sample,
//! and a designer replaces it by pasting their own. Each card is read from the definition's
//! `systems` deck: its `name`, `kind`, `ranges` and `strength`, and, if the card type has them,
//! `keywords` and `text`.
//!
//! A card's kind is a row of the `kinds` table: its name, what it plays as (one of the six
//! [`Role`]s the engine runs), the ranges of a craft, and whether point defence stops an attack
//! of that kind. The game ships the eight kinds of its public page (Drive, Beam, Missile, Shield,
//! Point Defence, Fighter, Swarm, Repair); a designer adds a kind ("Torpedo: a Weapon point
//! defence stops") or changes one (a Fighter's ranges) there. A definition without the table
//! (one saved before it existed) plays with those eight.
//!
//! Keywords, the small vocabulary the engine runs beyond the columns:
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

/// The table of card kinds.
pub const KINDS_ID: &str = "kinds";

/// Most cards a list may hold (every id fits a `u16` with room to spare).
pub const MAX_CARDS: usize = 2000;

/// Most kinds the table may hold.
pub const MAX_KINDS: usize = 32;

/// Largest strength a card may have.
pub const MAX_STRENGTH: u8 = 20;

/// What a card does, which decides when it is played: each kind plays as one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Move phase: discarded to step one range band closer to or farther from one ship.
    Drive,
    /// Move phase: returns up to its strength of cards from the Destroyed pile to the Reuse pile.
    Repair,
    /// Attack phase: one card against one target, at a range the card names.
    Weapon,
    /// Launch phase: into space, then it attacks once a turn at its kind's ranges.
    Craft,
    /// Defence: reduces one attack's damage by its strength.
    Shield,
    /// Defence: stops one attack of a kind point defence stops; a craft it stops is destroyed.
    PointDefence,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Drive,
        Role::Repair,
        Role::Weapon,
        Role::Craft,
        Role::Shield,
        Role::PointDefence,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Role::Drive => "Drive",
            Role::Repair => "Repair",
            Role::Weapon => "Weapon",
            Role::Craft => "Craft",
            Role::Shield => "Shield",
            Role::PointDefence => "Point Defence",
        }
    }

    fn parse(s: &str) -> Option<Role> {
        let s = s.trim().to_ascii_lowercase();
        Some(match s.as_str() {
            "drive" => Role::Drive,
            "repair" => Role::Repair,
            "weapon" => Role::Weapon,
            "craft" => Role::Craft,
            "shield" => Role::Shield,
            "point defence" | "point defense" => Role::PointDefence,
            _ => return None,
        })
    }

    /// A card that attacks: a weapon fired, or a craft launched.
    pub fn attacks(self) -> bool {
        matches!(self, Role::Weapon | Role::Craft)
    }

    /// A card played against an attack.
    pub fn is_defence(self) -> bool {
        matches!(self, Role::Shield | Role::PointDefence)
    }

    /// Whether a card's strength column is used (and so required).
    fn has_strength(self) -> bool {
        !matches!(self, Role::Drive | Role::PointDefence)
    }

    /// What the strength of a card of this role measures, for a refusal.
    fn strength_is(self) -> &'static str {
        match self {
            Role::Shield => "damage stopped",
            Role::Repair => "cards repaired",
            _ => "damage",
        }
    }
}

/// A kind of card: a row of the `kinds` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindSpec {
    pub name: String,
    pub role: Role,
    /// A craft's ranges, one bit per [`Band`]; a weapon's come from each card.
    pub ranges: u8,
    /// Whether point defence stops an attack of this kind (weapons and craft).
    pub point_defence_stops: bool,
    pub text: String,
}

/// The kinds of the game's public page, for a definition without a `kinds` table; the shipped
/// table lists the same (a test holds them together).
fn page_kinds() -> Vec<KindSpec> {
    let kind = |name: &str, role, ranges: u8, pd| KindSpec {
        name: name.to_string(),
        role,
        ranges,
        point_defence_stops: pd,
        text: String::new(),
    };
    let short = Band::Short.bit();
    vec![
        kind("Drive", Role::Drive, 0, false),
        kind("Beam", Role::Weapon, 0, false),
        kind("Missile", Role::Weapon, 0, true),
        kind("Shield", Role::Shield, 0, false),
        kind("Point Defence", Role::PointDefence, 0, false),
        kind("Fighter", Role::Craft, short | Band::Medium.bit(), true),
        kind("Swarm", Role::Craft, short, true),
        kind("Repair", Role::Repair, 0, false),
    ]
}

/// Reads the `kinds` table, or the page's eight kinds when the definition has none.
fn read_kinds(def: &GameDef) -> Result<Vec<KindSpec>, DataError> {
    if def.deck(KINDS_ID).is_none() {
        return Ok(page_kinds());
    }
    let list = CardList::read(
        def,
        KINDS_ID,
        "Card kinds",
        &["kind", "plays as"],
        &["ranges", "point defence stops", "text"],
    )?;
    list.one_of_each()?;
    let (f_name, f_role, f_ranges, f_pd, f_text) = (0, 1, 2, 3, 4);
    let mut kinds: Vec<KindSpec> = Vec::new();
    for (row, line) in list.rows() {
        let get = |f: usize| list.cell(line, f);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(f_name);
        if name.is_empty() {
            return Err(cell("kind", "a kind needs a name".into()));
        }
        if kinds.iter().any(|k| k.name.eq_ignore_ascii_case(name)) {
            return Err(cell(
                "kind",
                format!("“{name}” is listed twice: each kind has one row"),
            ));
        }
        if kinds.len() == MAX_KINDS {
            return Err(cell(
                "kind",
                format!("the table would hold more than {MAX_KINDS} kinds"),
            ));
        }
        let role = Role::parse(get(f_role)).ok_or_else(|| {
            let known: Vec<&str> = Role::ALL.iter().map(|r| r.name()).collect();
            cell(
                "plays as",
                format!(
                    "“{}” is not what a card can play as: one of {}",
                    get(f_role),
                    known.join(", ")
                ),
            )
        })?;
        let ranges = match role {
            Role::Craft => {
                let r = parse_bands(get(f_ranges)).map_err(|e| cell("ranges", e))?;
                if r == 0 {
                    return Err(cell(
                        "ranges",
                        "a craft attacks at the ranges its kind names (Short, Medium, Long, such as “Short/Medium”)".into(),
                    ));
                }
                r
            }
            _ if get(f_ranges).is_empty() => 0,
            Role::Weapon => {
                return Err(cell(
                    "ranges",
                    format!(
                        "a weapon's ranges are on each card (“{}”): leave the kind's empty",
                        get(f_ranges)
                    ),
                ));
            }
            _ => {
                return Err(cell(
                    "ranges",
                    format!(
                        "a {} makes no attack, so it has no ranges (“{}”): leave it empty",
                        role.name(),
                        get(f_ranges)
                    ),
                ));
            }
        };
        let pd = get(f_pd);
        let point_defence_stops = match (role.attacks(), pd.to_ascii_lowercase().as_str()) {
            (true, "yes" | "y" | "true") => true,
            (true, "no" | "n" | "false") => false,
            (true, _) => {
                return Err(cell(
                    "point defence stops",
                    format!(
                        "“{pd}”: say yes or no, whether point defence stops an attack of this kind"
                    ),
                ));
            }
            (false, "") => false,
            (false, _) => {
                return Err(cell(
                    "point defence stops",
                    format!("a {} makes no attack (“{pd}”): leave it empty", role.name()),
                ));
            }
        };
        kinds.push(KindSpec {
            name: name.to_string(),
            role,
            ranges,
            point_defence_stops,
            text: get(f_text).to_string(),
        });
    }
    if kinds.is_empty() {
        return Err(DataError::part(
            list.part,
            "it lists no kind: every ship card names one of its kinds",
        ));
    }
    Ok(kinds)
}

/// The kind a card's `kind` cell names: by name, ignoring case, with the page's longer names
/// ("Fighter Squad", "Nanotech swarm") and the American spelling of Point Defence as well.
fn find_kind(kinds: &[KindSpec], cell: &str) -> Option<usize> {
    let want = cell.trim();
    let alias = match want.to_ascii_lowercase().as_str() {
        "fighter squad" => "Fighter",
        "nanotech swarm" => "Swarm",
        "point defense" => "Point Defence",
        _ => want,
    };
    kinds
        .iter()
        .position(|k| k.name.eq_ignore_ascii_case(want))
        .or_else(|| {
            kinds
                .iter()
                .position(|k| k.name.eq_ignore_ascii_case(alias))
        })
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
    /// Its kind: an index into [`DevastatorsData::kinds`].
    pub kind: u8,
    /// What its kind plays as (copied from the kind, as every legal-move list reads it).
    pub role: Role,
    /// The bands an attack by this card reaches, one bit per [`Band`]: a weapon's from its
    /// `ranges` column, a craft's from its kind.
    pub ranges: u8,
    pub strength: u8,
    /// Whether point defence stops its attack: its kind's column, unless it has Stealth.
    pub point_defence_stops: bool,
    pub pierce: bool,
    pub stealth: bool,
    /// Cards its owner draws when it is played.
    pub draw: u8,
    pub text: String,
    /// The row of the card list it comes from (header = row 1, as a spreadsheet shows it).
    pub row: usize,
}

/// The ship cards the rules play with, read and checked from a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DevastatorsData {
    /// Every physical card, by id.
    pub cards: Vec<CardSpec>,
    /// The kinds the cards are made of: the `kinds` table's rows.
    pub kinds: Vec<KindSpec>,
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

    /// The name of a card's kind.
    pub fn kind_name(&self, card: &CardSpec) -> &str {
        &self.kinds[usize::from(card.kind)].name
    }

    /// A card's rules in a few words, for its face: "Beam · Short/Medium · 2 damage · Pierce".
    pub fn summary(&self, card: &CardSpec) -> String {
        let mut parts = vec![self.kind_name(card).to_string()];
        if card.role.attacks() {
            parts.push(bands_text(card.ranges));
            parts.push(format!("{} damage", card.strength));
        }
        match card.role {
            Role::Shield => parts.push(format!("stops {} damage", card.strength)),
            Role::Repair => parts.push(format!("repairs {}", card.strength)),
            _ => {}
        }
        if card.pierce {
            parts.push("Pierce".into());
        }
        if card.stealth {
            parts.push("Stealth".into());
        }
        if card.draw > 0 {
            parts.push(format!("Draw {}", card.draw));
        }
        parts.join(" · ")
    }

    /// Reads the `systems` deck of a definition, and its `kinds` table, refusing a row the rules
    /// cannot use with the deck, the row (header = row 1, as a spreadsheet shows it) and the
    /// column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let kinds = read_kinds(def)?;
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
            let k = find_kind(&kinds, get(f_kind)).ok_or_else(|| {
                let known: Vec<&str> = kinds.iter().map(|k| k.name.as_str()).collect();
                cell(
                    "kind",
                    format!(
                        "“{}” is not one of the card kinds ({}): a new kind is a row of the Card kinds table, saying what it plays as",
                        get(f_kind),
                        known.join(", ")
                    ),
                )
            })?;
            let kind = &kinds[k];
            let role = kind.role;
            let ranges = match role {
                Role::Weapon => {
                    let r = parse_bands(get(f_ranges)).map_err(|e| cell("ranges", e))?;
                    if r == 0 {
                        return Err(cell(
                            "ranges",
                            format!(
                                "a {} names the ranges it reaches (Short, Medium, Long, such as “Short/Medium”)",
                                kind.name
                            ),
                        ));
                    }
                    r
                }
                _ => {
                    if !get(f_ranges).is_empty() {
                        let why = if role == Role::Craft {
                            format!(
                                "a {} attacks at its kind's ranges ({}, in the Card kinds table), not its own (“{}”)",
                                kind.name,
                                bands_text(kind.ranges),
                                get(f_ranges)
                            )
                        } else {
                            format!("a {} has no ranges (“{}”)", kind.name, get(f_ranges))
                        };
                        return Err(cell("ranges", format!("{why}: leave the cell empty")));
                    }
                    kind.ranges
                }
            };
            let s = get(f_strength);
            let strength = if role.has_strength() {
                match s.parse::<u8>() {
                    Ok(v) if (1..=MAX_STRENGTH).contains(&v) => v,
                    _ => {
                        return Err(cell(
                            "strength",
                            format!(
                                "“{s}” is not a whole number from 1 to {MAX_STRENGTH} (a {}'s {})",
                                kind.name,
                                role.strength_is()
                            ),
                        ));
                    }
                }
            } else {
                if !matches!(s, "" | "0") {
                    return Err(cell(
                        "strength",
                        format!("a {} has no strength (“{s}”): leave it empty", kind.name),
                    ));
                }
                0
            };
            let mut spec = CardSpec {
                name: name.to_string(),
                kind: k as u8,
                role,
                ranges,
                strength,
                point_defence_stops: kind.point_defence_stops,
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
                        &format!("as a {} without it", kind.name),
                    ));
                }
            }
            if spec.stealth {
                spec.point_defence_stops = false;
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
        if !cards.iter().any(|c| c.role.attacks()) {
            return Err(DataError::part(
                part,
                "it has no card of a kind that attacks (a Weapon or a Craft in the Card kinds table): no ship could ever be damaged",
            ));
        }
        Ok(Self {
            cards,
            kinds,
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
