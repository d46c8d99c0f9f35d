//! The rules' data: the Destiny deck as the game's definition lists it. Each aligned card's
//! alignment, kind and value, each character by name, and every card's name and text are read
//! from the definition's `destiny` deck (fields `name`, `type`, `alignment`, `value` and, if
//! present, `power`), so a designer who changes "Good Base 4" to 5, or pastes a new card list,
//! plays and simulates with it.
//!
//! # The card ids
//! The card-id layout is the one saves and the bit sets rely on: aligned cards take ids 0–49 in
//! the order the list gives them (a row with a count of 3 takes three ids), and a character
//! always has id 50 + its place in the rule text's character list, whatever row it is on. So a
//! list holds at most 50 aligned cards and each of the 23 characters at most once; a
//! character's power is code, found by its name. Ids the list does not use hold no card.
//!
//! The rules look a card up here ([`DestinyData::kind`], [`DestinyData::value`],
//! [`DestinyData::alignment`]) through the `Arc` every table holds: one packed table of 256
//! entries, so any id indexes it without a bounds check, and one load gives a card's kind,
//! alignment and value together.

use std::fmt;
use std::sync::{Arc, LazyLock};

use super::cards::{ALIGNED_CARDS, Alignment, Card, CardSet, Character, DESTINY_CARDS, Kind};
use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::CardList;

/// Most value a card may have: big enough for any design, small enough that no total of a
/// whole deck overflows.
pub const MAX_VALUE: i32 = 999;

/// One card's kind, printed alignment and value, packed in four bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CardInfo {
    value: i16,
    kind: Kind,
    /// The printed alignment (meaningless for a character, whose kind says so).
    align: Alignment,
}

/// What an unused id (or a character) holds.
const NO_CARD: CardInfo = CardInfo {
    value: 0,
    kind: Kind::Character,
    align: Alignment::Nature,
};

/// The Destiny deck the rules play with, read from a game definition (or the standard list of
/// the rule text, [`DestinyData::standard`]).
#[derive(Clone, PartialEq, Eq)]
pub struct DestinyData {
    /// Each id's kind, alignment and value; 256 entries so any `u8` indexes them.
    info: [CardInfo; 256],
    /// The aligned cards of each kind, one bit per id, by `Kind as usize` (the Character entry
    /// is unused). Aligned ids are all below 50, so one 64-bit word holds them: cheaper to
    /// load and to apply than a 128-bit mask, on every move.
    kinds: [u64; 4],
    /// Every card of the deck.
    all: CardSet,
    /// Each id's name (empty for an unused id).
    names: Vec<String>,
    /// Each id's text: a character's power, or whatever the list says of an aligned card.
    texts: Vec<String>,
}

impl fmt::Debug for DestinyData {
    // The tables are long: a game's debug output shows the deck's size, not 256 entries.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DestinyData")
            .field("cards", &self.all.len())
            .field("standard", &(self == &**STANDARD))
            .finish()
    }
}

/// The standard list, built once and shared by every table that does not read a definition.
static STANDARD: LazyLock<Arc<DestinyData>> = LazyLock::new(|| Arc::new(DestinyData::build()));

/// A standard card's kind from its id: each alignment has ten ids, Base 1–4, Bonus +1–+3, then
/// Multiplier ×2–×4; the character cards follow the aligned ones.
pub(crate) const fn standard_kind(id: u8) -> Kind {
    if id >= ALIGNED_CARDS {
        return Kind::Character;
    }
    match id % 10 {
        0..=3 => Kind::Base,
        4..=6 => Kind::Bonus,
        _ => Kind::Multiplier,
    }
}

/// A standard card's printed value from its id (0 for characters).
pub(crate) const fn standard_value(id: u8) -> i32 {
    if id >= ALIGNED_CARDS {
        return 0;
    }
    let k = (id % 10) as i32;
    match k {
        0..=3 => k + 1,
        4..=6 => k - 3,
        _ => k - 5,
    }
}

/// A standard card's alignment from its id (characters have none).
pub(crate) fn standard_alignment(id: u8) -> Option<Alignment> {
    if id >= ALIGNED_CARDS {
        None
    } else {
        Alignment::from_index(id / 10)
    }
}

/// The name a list gives an aligned card it leaves unnamed: "Good Base 3", "Evil Bonus +2",
/// "Law Multiplier ×4".
pub fn default_name(kind: Kind, alignment: Alignment, value: i32) -> String {
    match kind {
        Kind::Bonus => format!("{} Bonus +{value}", alignment.name()),
        Kind::Multiplier => format!("{} Multiplier ×{value}", alignment.name()),
        _ => format!("{} {} {value}", alignment.name(), kind.name()),
    }
}

impl DestinyData {
    /// The deck of the rule text (the shipped game's list), shared.
    pub fn standard() -> Arc<DestinyData> {
        Arc::clone(&STANDARD)
    }

    /// The standard deck, from the id layout (a test checks it against the shipped list).
    fn build() -> Self {
        let mut d = Self::empty();
        for id in 0..DESTINY_CARDS as u8 {
            let c = Card(id);
            match c.character() {
                Some(ch) => d.put_character(ch, ""),
                None => {
                    let kind = standard_kind(id);
                    let align = standard_alignment(id).unwrap_or(Alignment::Nature);
                    let value = standard_value(id);
                    d.put_aligned(c, kind, align, value, "", "");
                }
            }
        }
        d
    }

    fn empty() -> Self {
        Self {
            info: [NO_CARD; 256],
            kinds: [0; 4],
            all: CardSet::EMPTY,
            names: vec![String::new(); DESTINY_CARDS],
            texts: vec![String::new(); DESTINY_CARDS],
        }
    }

    fn put_aligned(
        &mut self,
        c: Card,
        kind: Kind,
        align: Alignment,
        value: i32,
        name: &str,
        text: &str,
    ) {
        let i = usize::from(c.0);
        // Values are checked against MAX_VALUE before they get here, so they fit.
        let value = i16::try_from(value).unwrap_or(i16::MAX);
        self.info[i] = CardInfo { value, kind, align };
        self.kinds[kind as usize] |= 1 << (c.0 & 63);
        self.all.insert(c);
        self.names[i] = if name.is_empty() {
            default_name(kind, align, i32::from(value))
        } else {
            name.to_string()
        };
        self.texts[i] = text.to_string();
    }

    fn put_character(&mut self, ch: Character, text: &str) {
        let c = ch.card();
        let i = usize::from(c.0);
        self.info[i] = NO_CARD;
        self.all.insert(c);
        self.names[i] = ch.name().to_string();
        self.texts[i] = if text.is_empty() {
            ch.power().to_string()
        } else {
            text.to_string()
        };
    }

    /// Reads the Destiny deck of a definition, refusing a row the rules cannot use with the
    /// deck, the row (header = row 1, as a spreadsheet shows it) and the column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let list = CardList::read(
            def,
            "destiny",
            "Destiny deck",
            &["name", "type", "alignment", "value"],
            &["power"],
        )?;
        let part = list.part;
        let (f_name, f_type, f_align, f_value, f_power) = (0, 1, 2, 3, 4);
        let mut d = Self::empty();
        let mut next_aligned = 0u8;
        // The row each character was found on, by its place in the character list.
        let mut character_row = [0usize; 23];
        for (row, card) in list.rows() {
            let get = |f: usize| list.cell(card, f);
            let cell = |column: &str, reason: String| list.error(row, column, reason);
            let text = get(f_power);
            let kind = parse_kind(get(f_type)).ok_or_else(|| {
                cell(
                    "type",
                    format!(
                        "type “{}” is not one of Character, Base, Bonus, Multiplier",
                        get(f_type)
                    ),
                )
            })?;
            if kind == Kind::Character {
                let name = get(f_name);
                let Some(ch) = Character::ALL
                    .iter()
                    .copied()
                    .find(|c| c.name().eq_ignore_ascii_case(name))
                else {
                    let known: Vec<&str> = Character::ALL.iter().map(|c| c.name()).collect();
                    return Err(cell(
                        "name",
                        format!(
                            "“{name}” is not a character the rules know (a power is rules code, found by its name): {}",
                            known.join(", ")
                        ),
                    ));
                };
                let first = &mut character_row[ch as usize];
                if *first != 0 {
                    return Err(cell(
                        "name",
                        format!(
                            "{} is already listed on row {}: each character is one card",
                            ch.name(),
                            *first
                        ),
                    ));
                }
                if card.count > 1 {
                    return Err(cell(
                        "count",
                        format!("{} is one card, not {}", ch.name(), card.count),
                    ));
                }
                if !get(f_align).is_empty() {
                    return Err(cell(
                        "alignment",
                        format!(
                            "a character has no alignment (“{}”): leave it empty",
                            get(f_align)
                        ),
                    ));
                }
                if !matches!(get(f_value), "" | "0") {
                    return Err(cell(
                        "value",
                        format!(
                            "a character has no value (“{}”): leave it empty",
                            get(f_value)
                        ),
                    ));
                }
                *first = row;
                if card.count == 1 {
                    d.put_character(ch, text);
                }
                continue;
            }
            let align = parse_alignment(get(f_align)).ok_or_else(|| {
                cell(
                    "alignment",
                    format!(
                        "alignment “{}” is not one of Good, Evil, Law, Chaos, Nature",
                        get(f_align)
                    ),
                )
            })?;
            let value = parse_value(get(f_value)).map_err(|reason| cell("value", reason))?;
            for _ in 0..card.count {
                if next_aligned >= ALIGNED_CARDS {
                    return Err(cell(
                        "count",
                        format!(
                            "this is aligned card {}, but the rules hold at most {ALIGNED_CARDS} Base, Bonus and Multiplier cards (card ids 0–49; ids 50–72 are the 23 characters)",
                            usize::from(ALIGNED_CARDS) + 1
                        ),
                    ));
                }
                d.put_aligned(Card(next_aligned), kind, align, value, get(f_name), text);
                next_aligned += 1;
            }
        }
        if d.all.is_empty() {
            return Err(DataError::part(part, "the deck has no cards"));
        }
        Ok(d)
    }

    /// The card's kind.
    #[inline(always)]
    pub fn kind(&self, c: Card) -> Kind {
        self.info[usize::from(c.0)].kind
    }

    /// The card's value (0 for characters).
    #[inline(always)]
    pub fn value(&self, c: Card) -> i32 {
        i32::from(self.info[usize::from(c.0)].value)
    }

    /// The card's printed alignment (characters have none).
    #[inline(always)]
    pub fn alignment(&self, c: Card) -> Option<Alignment> {
        let i = self.info[usize::from(c.0)];
        (i.kind != Kind::Character).then_some(i.align)
    }

    /// The card's printed alignment and value at once (Nature, 0 for a character: callers
    /// ask only of aligned cards).
    #[inline(always)]
    pub(crate) fn aligned(&self, c: Card) -> (Kind, Alignment, i32) {
        let i = self.info[usize::from(c.0)];
        (i.kind, i.align, i32::from(i.value))
    }

    /// Only the cards of one kind.
    #[inline(always)]
    pub fn of_kind(&self, set: CardSet, kind: Kind) -> CardSet {
        match kind {
            // Characters have their ids by the layout: their mask is a constant.
            Kind::Character => set.characters(),
            _ => CardSet(u128::from(set.0 as u64 & self.kinds[kind as usize])),
        }
    }

    /// Every card of the deck.
    pub fn cards(&self) -> CardSet {
        self.all
    }

    /// Whether the deck holds the card.
    pub fn holds(&self, c: Card) -> bool {
        self.all.contains(c)
    }

    /// The card's name as the list gives it ("Good Base 3", "Thief").
    pub fn name(&self, c: Card) -> &str {
        self.names.get(usize::from(c.0)).map_or("", String::as_str)
    }

    /// The card's text: a character's power as the list words it (the rule text's when the
    /// list leaves it empty).
    pub fn text(&self, c: Card) -> &str {
        self.texts.get(usize::from(c.0)).map_or("", String::as_str)
    }
}

/// A kind as a list writes it (any case).
fn parse_kind(s: &str) -> Option<Kind> {
    [Kind::Character, Kind::Base, Kind::Bonus, Kind::Multiplier]
        .into_iter()
        .find(|k| k.name().eq_ignore_ascii_case(s))
}

/// An alignment as a list writes it (any case).
fn parse_alignment(s: &str) -> Option<Alignment> {
    Alignment::ALL
        .into_iter()
        .find(|a| a.name().eq_ignore_ascii_case(s))
}

/// A value as a list writes it: `3`, `+3` (a bonus) or `x3` / `×3` (a multiplier).
fn parse_value(s: &str) -> Result<i32, String> {
    let digits = s
        .strip_prefix('+')
        .or_else(|| s.strip_prefix('×'))
        .or_else(|| s.strip_prefix(['x', 'X']))
        .unwrap_or(s)
        .trim();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "value “{s}” is not a number (write it as 3, +3 or ×3)"
        ));
    }
    match digits.parse::<i32>() {
        Ok(v) if v <= MAX_VALUE => Ok(v),
        _ => Err(format!("value {s} is more than {MAX_VALUE}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_as_a_list_writes_them() {
        assert_eq!(parse_value("3"), Ok(3));
        assert_eq!(parse_value("+2"), Ok(2));
        assert_eq!(parse_value("x4"), Ok(4));
        assert_eq!(parse_value("×4"), Ok(4));
        assert!(parse_value("x").is_err());
        assert!(parse_value("").is_err());
        assert!(parse_value("-1").is_err());
        assert!(parse_value("1000").is_err());
        assert_eq!(parse_kind("multiplier"), Some(Kind::Multiplier));
        assert_eq!(parse_alignment("CHAOS"), Some(Alignment::Chaos));
    }

    #[test]
    fn the_standard_list_follows_the_id_layout() {
        let d = DestinyData::standard();
        assert_eq!(d.cards().len(), DESTINY_CARDS);
        assert_eq!(d.name(Card(3)), "Good Base 4");
        assert_eq!(d.name(Card(17)), "Evil Multiplier ×2");
        assert_eq!(d.name(Card(24)), "Law Bonus +1");
        assert_eq!(d.value(Card(9)), 4);
        assert_eq!(d.alignment(Card(49)), Some(Alignment::Nature));
        assert_eq!(d.alignment(Character::Thief.card()), None);
        assert_eq!(d.kind(Character::Thief.card()), Kind::Character);
        assert_eq!(d.name(Character::WraithLord.card()), "Wraith Lord");
        for c in Card::all() {
            assert_eq!(
                d.name(c),
                c.to_string(),
                "the standard names are the cards' own"
            );
        }
    }
}
