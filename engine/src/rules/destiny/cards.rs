//! Destiny's components as small integers: the 73 card ids of the Destiny deck (50 aligned cards
//! and 23 characters) and the treasure cards, with the characters' names and powers.
//!
//! Card ids are fixed: ids 0–49 are the aligned cards in the order the deck list gives them, and
//! ids 50–72 are the characters in the order the rule text lists them. What an aligned card is
//! (alignment, kind, value, name) is the table's data ([`super::DestinyData`]), read from the
//! game's definition; in the standard list, aligned card `a * 10 + k` has alignment `a` (Good,
//! Evil, Law, Chaos, Nature) and `k` 0–3 is Base 1–4, 4–6 is Bonus +1..+3, 7–9 is Multiplier
//! ×2..×4. Treasures are the rules' own: ids 0–9 are Lesser Hoards, 10–14 Greater Hoards, then
//! Kings Crown, Philosophers Stone, Crystal Ball, Magic Tome and Dragons Hoard (15–19).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::{default_name, standard_alignment, standard_kind, standard_value};

/// Number of cards in the Destiny deck.
pub const DESTINY_CARDS: usize = 73;
/// Number of aligned (non-character) cards.
pub const ALIGNED_CARDS: u8 = 50;
/// Number of treasure ids (the full deck of the "ten and five hoards" reading).
pub const TREASURE_IDS: usize = 20;

/// A card of the Destiny deck, by id (0–72).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

/// One of the five alignments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Alignment {
    Good,
    Evil,
    Law,
    Chaos,
    Nature,
}

impl Alignment {
    /// All alignments, in id order.
    pub const ALL: [Alignment; 5] = [
        Alignment::Good,
        Alignment::Evil,
        Alignment::Law,
        Alignment::Chaos,
        Alignment::Nature,
    ];

    /// The alignment with this index (0 Good … 4 Nature).
    pub fn from_index(i: u8) -> Option<Self> {
        Self::ALL.get(usize::from(i)).copied()
    }

    /// The alignment's name as the cards print it.
    pub fn name(self) -> &'static str {
        match self {
            Alignment::Good => "Good",
            Alignment::Evil => "Evil",
            Alignment::Law => "Law",
            Alignment::Chaos => "Chaos",
            Alignment::Nature => "Nature",
        }
    }

    /// "Good and Evil are opposed alignments. Law and Chaos are opposed alignments."
    pub fn opposite(self) -> Option<Self> {
        match self {
            Alignment::Good => Some(Alignment::Evil),
            Alignment::Evil => Some(Alignment::Good),
            Alignment::Law => Some(Alignment::Chaos),
            Alignment::Chaos => Some(Alignment::Law),
            Alignment::Nature => None,
        }
    }

    /// One bit per alignment, for fast sets of alignments.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The bit of the opposed alignment, or 0 for Nature.
    pub const fn opposed_bit(self) -> u8 {
        match self {
            Alignment::Good => 1 << 1,
            Alignment::Evil => 1,
            Alignment::Law => 1 << 3,
            Alignment::Chaos => 1 << 2,
            Alignment::Nature => 0,
        }
    }
}

/// The four kinds of card in the Destiny deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Character,
    Base,
    Bonus,
    Multiplier,
}

impl Kind {
    /// The kind's name as the deck list prints it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Character => "Character",
            Kind::Base => "Base",
            Kind::Bonus => "Bonus",
            Kind::Multiplier => "Multiplier",
        }
    }
}

/// The 23 characters, in the order of the rule text's character list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Character {
    King,
    Warrior,
    Wizard,
    Lover,
    Barbarian,
    Knight,
    Dragon,
    Alchemist,
    Thief,
    Jester,
    Merchant,
    Amazon,
    Assassin,
    Ranger,
    Warlord,
    Paladin,
    Oracle,
    Rogue,
    Druid,
    Necromancer,
    WraithLord,
    Overlord,
    Emperor,
}

impl Character {
    /// All characters, in list order (the index is `card id - 50`).
    pub const ALL: [Character; 23] = [
        Character::King,
        Character::Warrior,
        Character::Wizard,
        Character::Lover,
        Character::Barbarian,
        Character::Knight,
        Character::Dragon,
        Character::Alchemist,
        Character::Thief,
        Character::Jester,
        Character::Merchant,
        Character::Amazon,
        Character::Assassin,
        Character::Ranger,
        Character::Warlord,
        Character::Paladin,
        Character::Oracle,
        Character::Rogue,
        Character::Druid,
        Character::Necromancer,
        Character::WraithLord,
        Character::Overlord,
        Character::Emperor,
    ];

    /// The character's card.
    pub const fn card(self) -> Card {
        Card(ALIGNED_CARDS + self as u8)
    }

    /// This character's bit in a set of powers.
    pub const fn bit(self) -> u32 {
        1 << self as u32
    }

    /// The character's name as the character list prints it.
    pub fn name(self) -> &'static str {
        match self {
            Character::King => "King",
            Character::Warrior => "Warrior",
            Character::Wizard => "Wizard",
            Character::Lover => "Lover",
            Character::Barbarian => "Barbarian",
            Character::Knight => "Knight",
            Character::Dragon => "Dragon",
            Character::Alchemist => "Alchemist",
            Character::Thief => "Thief",
            Character::Jester => "Jester",
            Character::Merchant => "Merchant",
            Character::Amazon => "Amazon",
            Character::Assassin => "Assassin",
            Character::Ranger => "Ranger",
            Character::Warlord => "Warlord",
            Character::Paladin => "Paladin",
            Character::Oracle => "Oracle",
            Character::Rogue => "Rogue",
            Character::Druid => "Druid",
            Character::Necromancer => "Necromancer",
            Character::WraithLord => "Wraith Lord",
            Character::Overlord => "Overlord",
            Character::Emperor => "Emperor",
        }
    }

    /// The power as the rule text prints it.
    pub fn power(self) -> &'static str {
        match self {
            Character::King => "All Base cards used by this player have a value of +2.",
            Character::Warrior => "Bonus cards +2.",
            Character::Wizard => "Multiplier cards +1.",
            Character::Lover => {
                "If 2 of a player's cards have matching alignments each gets an additional +1. If 3 of a player's cards have matching alignments each gets an additional +1."
            }
            Character::Barbarian => "Chaos cards +1.",
            Character::Knight => "Law cards +1.",
            Character::Dragon => {
                "Cannot use bonus cards, but may attach 2 Multiplier cards to a base card. The multiplier cards are added together and are then multiplied by the base card value."
            }
            Character::Alchemist => "Change the alignment of one of your cards.",
            Character::Thief => {
                "Steal 1 random card from 1 opponents hand in action phase. Discard 1 card."
            }
            Character::Jester => {
                "In action phase cause 2 other players to give each other 1 random card from their hands."
            }
            Character::Merchant => "Once in each action phase draw 1 card and discard one card.",
            Character::Amazon => "Treat all Bonus cards as Nature cards.",
            Character::Assassin => "Cause 1 target Aid card to be discarded in Action phase.",
            Character::Ranger => "Nature cards +1",
            Character::Warlord => "Treat Chaos cards as Law cards",
            Character::Paladin => "Treat Evil cards as Good cards",
            Character::Oracle => "Look at all hands of all opponents in action phase.",
            Character::Rogue => {
                "You may play 2 bonus cards on a Base card if no multiplier card is played"
            }
            Character::Druid => "Treat all multiplier cards as Nature cards.",
            Character::Necromancer => "Treat all Good cards as Evil cards",
            Character::WraithLord => "Evil cards +1",
            Character::Overlord => "Destiny total +3",
            Character::Emperor => "Maximum hand size +1",
        }
    }
}

impl Card {
    /// Every card id of the standard Destiny deck, in id order (a table's own deck is
    /// [`DestinyData::cards`](super::DestinyData::cards)).
    pub fn all() -> impl Iterator<Item = Card> {
        (0..DESTINY_CARDS as u8).map(Card)
    }

    /// Whether the id names a card of the deck's layout (0–72).
    pub fn is_valid(self) -> bool {
        usize::from(self.0) < DESTINY_CARDS
    }

    /// Whether this is a character card: the layout gives characters ids 50–72.
    #[inline]
    pub fn is_character(self) -> bool {
        self.character().is_some()
    }

    /// The character this card is, if it is a character card.
    pub fn character(self) -> Option<Character> {
        self.0
            .checked_sub(ALIGNED_CARDS)
            .and_then(|i| Character::ALL.get(usize::from(i)).copied())
    }
}

/// The card's name in the standard list ("Good Base 3", "Evil Multiplier ×2", "Thief"). A table
/// names its cards from its own data ([`DestinyData::name`](super::DestinyData::name)); this
/// is for messages made where no table is at hand (a refused move's `Display`).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(c) = self.character() {
            return f.write_str(c.name());
        }
        match standard_alignment(self.0) {
            Some(a) => f.write_str(&default_name(
                standard_kind(self.0),
                a,
                standard_value(self.0),
            )),
            None => write!(f, "card #{}", self.0),
        }
    }
}

/// A treasure card, by id (0–19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Treasure(pub u8);

/// The seven different treasures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreasureKind {
    LesserHoard,
    GreaterHoard,
    KingsCrown,
    PhilosophersStone,
    CrystalBall,
    MagicTome,
    DragonsHoard,
}

impl TreasureKind {
    /// The treasure's name as the treasure list prints it.
    pub fn name(self) -> &'static str {
        match self {
            TreasureKind::LesserHoard => "Lesser Hoard",
            TreasureKind::GreaterHoard => "Greater Hoard",
            TreasureKind::KingsCrown => "Kings Crown",
            TreasureKind::PhilosophersStone => "Philosophers Stone",
            TreasureKind::CrystalBall => "Crystal Ball",
            TreasureKind::MagicTome => "Magic Tome",
            TreasureKind::DragonsHoard => "Dragons Hoard",
        }
    }

    /// The special ability as the rule text prints it (empty for plain hoards).
    pub fn power(self) -> &'static str {
        match self {
            TreasureKind::KingsCrown => "Law cards +1",
            TreasureKind::PhilosophersStone => "Max hand size +1",
            TreasureKind::CrystalBall => "Look at all hands of all opponents in action phase",
            TreasureKind::MagicTome => "Once in each action phase draw 1 card and discard 1 card",
            _ => "",
        }
    }
}

impl Treasure {
    /// The Kings Crown (Law cards +1).
    pub const KINGS_CROWN: Treasure = Treasure(15);
    /// The Philosophers Stone (max hand size +1).
    pub const PHILOSOPHERS_STONE: Treasure = Treasure(16);
    /// The Crystal Ball (look at all opponents' hands in the action phase).
    pub const CRYSTAL_BALL: Treasure = Treasure(17);
    /// The Magic Tome (once per action phase draw 1, discard 1).
    pub const MAGIC_TOME: Treasure = Treasure(18);
    /// The Dragons Hoard (3 TP).
    pub const DRAGONS_HOARD: Treasure = Treasure(19);

    /// Which of the seven treasures this card is.
    pub fn kind(self) -> TreasureKind {
        match self.0 {
            0..=9 => TreasureKind::LesserHoard,
            10..=14 => TreasureKind::GreaterHoard,
            15 => TreasureKind::KingsCrown,
            16 => TreasureKind::PhilosophersStone,
            17 => TreasureKind::CrystalBall,
            18 => TreasureKind::MagicTome,
            _ => TreasureKind::DragonsHoard,
        }
    }

    /// Treasure points.
    pub fn points(self) -> u8 {
        match self.kind() {
            TreasureKind::GreaterHoard => 2,
            TreasureKind::DragonsHoard => 3,
            _ => 1,
        }
    }

    /// This treasure's bit in a set of treasures.
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The treasure's name.
    pub fn name(self) -> &'static str {
        self.kind().name()
    }
}

/// A set of Destiny cards as a bit set: hands, aid rows. Ordered by id, so a hand always reads
/// the same way and costs no allocation. Serialised as a list of card ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u128);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// Whether the set holds the card.
    #[inline]
    pub fn contains(self, c: Card) -> bool {
        c.0 < 128 && self.0 & (1u128 << c.0) != 0
    }
    /// Adds a card.
    #[inline]
    pub fn insert(&mut self, c: Card) {
        self.0 |= 1u128 << (c.0 & 127);
    }
    /// Removes a card.
    #[inline]
    pub fn remove(&mut self, c: Card) {
        self.0 &= !(1u128 << (c.0 & 127));
    }
    /// Number of cards.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The cards in id order.
    #[inline]
    pub fn iter(self) -> CardSetIter {
        CardSetIter {
            low: self.0 as u64,
            high: (self.0 >> 64) as u64,
        }
    }
    /// The `n`th card in id order.
    pub fn nth(self, n: usize) -> Option<Card> {
        self.iter().nth(n)
    }
    /// The aligned (Base, Bonus and Multiplier) cards in id order.
    #[inline]
    pub fn aligned(self) -> CardSetIter {
        const ALIGNED: u128 = (1 << ALIGNED_CARDS) - 1;
        CardSet(self.0 & ALIGNED).iter()
    }
    /// The character cards among the cards (ids 50–72).
    #[inline]
    pub fn characters(self) -> CardSet {
        const CHARACTERS: u128 = ((1 << Character::ALL.len()) - 1) << ALIGNED_CARDS;
        CardSet(self.0 & CHARACTERS)
    }
    /// The characters among the cards, one bit each as [`Character::bit`] gives it: a
    /// character's card id is its bit's place after the 50 aligned ids.
    #[inline]
    pub fn character_bits(self) -> u32 {
        (self.characters().0 >> ALIGNED_CARDS) as u32
    }
    /// The character cards of a set of characters (bits as [`Character::bit`] gives them).
    pub const fn of_characters(bits: u32) -> CardSet {
        const ALL: u32 = (1 << Character::ALL.len()) - 1;
        CardSet(((bits & ALL) as u128) << ALIGNED_CARDS)
    }
}

/// Iterator over a [`CardSet`], in id order. The set is walked as two 64-bit words (the
/// aligned cards all lie in the low one): cheaper steps than on the 128-bit word, natively and
/// in WebAssembly, which has no 128-bit integers.
pub struct CardSetIter {
    low: u64,
    high: u64,
}

impl Iterator for CardSetIter {
    type Item = Card;
    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.low != 0 {
            let i = self.low.trailing_zeros();
            self.low &= self.low - 1;
            return Some(Card(i as u8));
        }
        if self.high != 0 {
            let i = self.high.trailing_zeros();
            self.high &= self.high - 1;
            return Some(Card(64 + i as u8));
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.low.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let ids = Vec::<Card>::deserialize(d)?;
        if let Some(bad) = ids.iter().find(|c| !c.is_valid()) {
            return Err(serde::de::Error::custom(format!(
                "card id {} is not a Destiny card",
                bad.0
            )));
        }
        Ok(ids.into_iter().collect())
    }
}
