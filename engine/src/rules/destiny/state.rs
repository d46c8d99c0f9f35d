//! `DestinyGame`: the compact rules state of one Destiny table. Small integer cards, bit-set
//! hands, the seeded generator inside, and an optional readable log. It changes only through
//! [`DestinyGame::apply`] (see `phases.rs`).

use crate::rules::{RuledGame, Winners};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::cards::{Alignment, Card, CardSet, Character, DESTINY_CARDS, Kind, Treasure};
use super::data::DestinyData;
use super::moves::{DestinyError, Move};
use super::variants::{Hoards, Variants};
use crate::table::Rng;

/// Cards each hand is filled to, before hand-size powers.
pub const HAND_SIZE: usize = 7;
/// Treasure points that win the game.
pub const POINTS_TO_WIN: u8 = 5;

/// Where the table is in the setup or the turn sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Setup,
    FirstAid,
    Treasure,
    Draw,
    Hit,
    SecondAid,
    Action,
    Base,
    Bonus,
    Multiplier,
    Total,
    Destiny,
    Over,
}

impl Phase {
    /// The eleven phases of a round, in the text's turn sequence.
    pub const TURN: [Phase; 11] = [
        Phase::FirstAid,
        Phase::Treasure,
        Phase::Draw,
        Phase::Hit,
        Phase::SecondAid,
        Phase::Action,
        Phase::Base,
        Phase::Bonus,
        Phase::Multiplier,
        Phase::Total,
        Phase::Destiny,
    ];

    /// Whether players decide in this phase, each until they say they are done (every
    /// decision phase but the setup, where a character must be chosen).
    #[inline]
    pub fn ends_with_done(self) -> bool {
        matches!(
            self,
            Phase::FirstAid
                | Phase::Hit
                | Phase::SecondAid
                | Phase::Action
                | Phase::Base
                | Phase::Bonus
                | Phase::Multiplier
        )
    }
}

/// A base card and the cards played on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub base: Card,
    pub bonus: Option<Card>,
    /// A second bonus card (Rogue, only while the stack has no multiplier).
    pub bonus2: Option<Card>,
    pub multiplier: Option<Card>,
    /// A second multiplier card (Dragon).
    pub multiplier2: Option<Card>,
}

impl Stack {
    /// A base card with nothing on it yet.
    pub fn new(base: Card) -> Self {
        Self {
            base,
            bonus: None,
            bonus2: None,
            multiplier: None,
            multiplier2: None,
        }
    }

    /// The stack's places in order: base, bonus, second bonus, multiplier, second multiplier.
    #[inline]
    pub fn slots(&self) -> [Option<Card>; 5] {
        [
            Some(self.base),
            self.bonus,
            self.bonus2,
            self.multiplier,
            self.multiplier2,
        ]
    }

    /// Every card of the stack, base first.
    #[inline]
    pub fn cards(&self) -> impl Iterator<Item = Card> + use<> {
        self.slots().into_iter().flatten()
    }
}

/// An action power that can be used once per action phase, with its bit in [`Seat::used`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Power {
    Character(Character),
    CrystalBall,
    MagicTome,
}

/// The characters' powers the phases name.
pub(super) const THIEF: Power = Power::Character(Character::Thief);
pub(super) const JESTER: Power = Power::Character(Character::Jester);
pub(super) const MERCHANT: Power = Power::Character(Character::Merchant);
pub(super) const ORACLE: Power = Power::Character(Character::Oracle);
pub(super) const ASSASSIN: Power = Power::Character(Character::Assassin);
pub(super) const ALCHEMIST: Power = Power::Character(Character::Alchemist);

impl Power {
    /// This power's bit in [`Seat::used`].
    pub fn bit(self) -> u32 {
        match self {
            Power::Character(c) => c.bit(),
            Power::CrystalBall => 1 << 23,
            Power::MagicTome => 1 << 24,
        }
    }
    /// The name of the card or treasure that gives the power.
    pub fn name(self) -> &'static str {
        match self {
            Power::Character(c) => c.name(),
            Power::CrystalBall => "Crystal Ball",
            Power::MagicTome => "Magic Tome",
        }
    }
}

/// One player's part of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub hand: CardSet,
    /// The identity character, face up for the whole game.
    pub character: Option<Card>,
    /// Aid cards played this round.
    pub aid: CardSet,
    /// Base cards played this round, with their bonus and multiplier cards.
    pub stacks: Vec<Stack>,
    /// The alignments of the cards played this round, one bit each.
    pub played: u8,
    /// Treasures won, in the order won.
    pub treasures: Vec<Treasure>,
    pub points: u8,
    /// The characters whose powers the player has now (identity and aid cards), one bit each.
    pub powers: u32,
    /// The treasures the player owns, one bit each.
    pub owned: u32,
    /// Action powers already used in this action phase.
    pub used: u32,
    /// Looked at the opponents' hands this action phase (Oracle, Crystal Ball).
    pub sees_hands: bool,
    /// Cards played in the current phase (hidden from others while the phase lasts when play is
    /// simultaneous).
    pub fresh: CardSet,
}

impl Seat {
    /// Whether the player has a character's power (identity or Aid card).
    #[inline]
    pub fn has(&self, c: Character) -> bool {
        self.powers & c.bit() != 0
    }
    /// Whether the player owns a treasure.
    #[inline]
    pub fn owns(&self, t: Treasure) -> bool {
        self.owned & t.bit() != 0
    }
    /// The player's stack on this base card, if played.
    pub fn stack_of(&self, base: Card) -> Option<&Stack> {
        self.stacks.iter().find(|s| s.base == base)
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A player reached 5 treasure points.
    FivePoints,
    /// The treasure deck ran out.
    TreasureRanOut,
    /// The round limit ([`super::variants::MAX_ROUNDS`]) was reached.
    RoundLimit,
}

/// How a finished game ended, as the table's state keeps it (the rules interface's
/// [`crate::rules::Outcome`] puts it in words). A whole-state save written before `winners`
/// (a set of seats) replaced `winner` does not load: tables are saved as their moves, and only
/// tests write whole states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// Who won: one seat, those tied at the top, or nobody (a draw).
    pub winners: Winners,
    pub reason: EndReason,
}

/// One Destiny table: the whole state, serialisable; seed + moves replay it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestinyGame {
    /// The deck the rules play with (the game definition's list). Not saved: a table is
    /// replayed with the data of its definition, and a bare save loads the standard list.
    #[serde(skip, default = "DestinyData::standard")]
    pub(crate) data: Arc<DestinyData>,
    pub(crate) variants: Variants,
    pub(crate) seed: u64,
    pub(crate) rng: Rng,
    /// Destiny draw pile, top last.
    pub(crate) deck: Vec<Card>,
    /// Destiny discard pile, top last.
    pub(crate) discard: Vec<Card>,
    /// The face-up treasure deck, top first.
    pub(crate) treasure_deck: Vec<Treasure>,
    pub(crate) buried: Vec<Treasure>,
    /// The current treasure (the top of the treasure deck during a round).
    pub(crate) current: Option<Treasure>,
    pub(crate) seats: Vec<Seat>,
    pub(crate) round: u32,
    pub(crate) phase: Phase,
    /// The seat that acts first this round.
    pub(crate) leader: u8,
    /// How many players have finished the current phase.
    pub(crate) step: u8,
    /// A discard the acting player owes (after Thief, Merchant or Magic Tome).
    pub(crate) pending_discard: Option<Power>,
    /// Alignments changed by the Alchemist this round.
    pub(crate) overrides: Vec<(Card, Alignment)>,
    /// Destiny totals of the last total phase.
    pub(crate) totals: Vec<i32>,
    pub(crate) outcome: Option<End>,
    /// Whether the readable log and the move history are kept (off in batch simulation).
    pub(crate) record: bool,
    pub(crate) log: Vec<crate::rules::LogEntry>,
    pub(crate) history: Vec<Move>,
    /// The breakdowns of the last total phase, by seat (kept only when recording: the app
    /// shows them after the round's cards are gone). Not part of the saved state or of a
    /// table's identity: replaying the moves rebuilds it.
    #[serde(skip)]
    pub(crate) last_breakdowns: Shown<Vec<super::total::Breakdown>>,
    /// The same breakdowns as rows a person reads, with the round they were counted in: made
    /// in the total phase, while the powers that changed each card are still in play.
    #[serde(skip)]
    pub(crate) last_total_rows: Shown<Option<(u32, Vec<Vec<super::total::BreakdownRow>>)>>,
}

/// Something kept for people to see that is not part of the game's state: it is never saved and
/// never makes two tables differ.
#[derive(Clone, Debug, Default)]
pub struct Shown<T>(pub T);

impl<T> PartialEq for Shown<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> Eq for Shown<T> {}

impl DestinyGame {
    /// A new table of the standard deck for `players` (2–6), set up from `seed`, with the log
    /// kept.
    pub fn new(players: u8, seed: u64, variants: Variants) -> Result<Self, DestinyError> {
        Self::with_recording(players, seed, variants, true)
    }

    /// A new table of the standard deck; `record = false` keeps no log and no history (batch
    /// simulation).
    pub fn with_recording(
        players: u8,
        seed: u64,
        variants: Variants,
        record: bool,
    ) -> Result<Self, DestinyError> {
        Self::with_data(DestinyData::standard(), players, seed, variants, record)
    }

    /// A new table that plays with `data` (a game definition's deck).
    pub fn with_data(
        data: Arc<DestinyData>,
        players: u8,
        seed: u64,
        variants: Variants,
        record: bool,
    ) -> Result<Self, DestinyError> {
        if !(2..=6).contains(&players) {
            return Err(DestinyError::Players(players));
        }
        let mut rng = Rng::seeded(seed);
        let mut deck = Vec::with_capacity(DESTINY_CARDS);
        deck.extend(data.cards().iter());
        rng.shuffle(&mut deck);
        let mut treasure_deck: Vec<Treasure> = match variants.hoards {
            Hoards::TenAndFive => (0..20).map(Treasure).collect(),
            Hoards::OneOfEach => [0, 10, 15, 16, 17, 18, 19].map(Treasure).to_vec(),
        };
        rng.shuffle(&mut treasure_deck);
        let mut game = Self {
            data,
            variants,
            seed,
            rng,
            deck,
            discard: Vec::with_capacity(DESTINY_CARDS),
            treasure_deck,
            buried: Vec::new(),
            current: None,
            seats: vec![Seat::default(); usize::from(players)],
            round: 0,
            phase: Phase::Setup,
            leader: 0,
            step: 0,
            pending_discard: None,
            overrides: Vec::new(),
            totals: vec![0; usize::from(players)],
            outcome: None,
            record,
            log: Vec::new(),
            history: Vec::new(),
            last_breakdowns: Shown(Vec::new()),
            last_total_rows: Shown(None),
        };
        game.note(|_| {
            format!("Destiny for {players} players, seed {seed}. The treasure deck is face up.")
        });
        game.advance();
        Ok(game)
    }

    /// Replays a game from its seed and moves. On a refused move, gives its index and reason.
    pub fn replay(
        players: u8,
        seed: u64,
        variants: Variants,
        moves: &[Move],
    ) -> Result<Self, (usize, DestinyError)> {
        let mut g = Self::new(players, seed, variants).map_err(|e| (0, e))?;
        for (i, m) in moves.iter().enumerate() {
            g.apply(*m).map_err(|e| (i, e.reason))?;
        }
        Ok(g)
    }

    /// Writes the table as JSON (a save file).
    pub fn to_json(&self) -> String {
        // Only numbers, strings, lists and maps with string keys: serialisation cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Loads a saved table, refusing one whose parts do not fit together (so that `apply` on a
    /// loaded table can trust it): a wrong seat count, a lost or doubled card, a bad phase step.
    pub fn from_json(text: &str) -> Result<Self, DestinyError> {
        let g: DestinyGame =
            serde_json::from_str(text).map_err(|e| DestinyError::BadSave(e.to_string()))?;
        let n = g.seats.len();
        let bad = |why: &str| Err(DestinyError::BadSave(why.to_string()));
        if !(2..=6).contains(&n) {
            return bad("Destiny is for 2 to 6 players");
        }
        if g.totals.len() != n || usize::from(g.leader) >= n || usize::from(g.step) > n {
            return bad("the seats, totals and turn order do not match");
        }
        if g.overrides
            .iter()
            .any(|(c, _)| g.data.alignment(*c).is_none())
        {
            return bad("an Alchemist change names a card without alignment");
        }
        g.check_cards().map_err(DestinyError::BadSave)?;
        Ok(g)
    }

    /// The deck the table plays with.
    pub fn data(&self) -> &DestinyData {
        &self.data
    }
    /// The name of a card in this table's deck.
    pub fn card_name(&self, c: Card) -> &str {
        self.data.name(c)
    }
    /// The rule variants of this table.
    pub fn variants(&self) -> &Variants {
        &self.variants
    }
    /// The seed the table was set up from.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// One seat, by 0-based number.
    pub fn seat(&self, p: u8) -> Option<&Seat> {
        self.seats.get(usize::from(p))
    }
    /// Every seat, in seat order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }
    /// The treasure this round is played for (none when only buried treasures are left).
    pub fn current_treasure(&self) -> Option<Treasure> {
        self.current
    }
    /// The face-up treasure deck, top first.
    pub fn treasure_deck(&self) -> &[Treasure] {
        &self.treasure_deck
    }
    /// Treasures buried by ties, waiting for the next round's winner.
    pub fn buried(&self) -> &[Treasure] {
        &self.buried
    }
    /// Cards left in the Destiny draw pile.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    /// The discard pile, top last.
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// Destiny totals of the last total phase, by seat.
    pub fn last_totals(&self) -> &[i32] {
        &self.totals
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// The Destiny totals of the last total phase, stack by stack, by seat (empty when not
    /// recording or before the first total phase).
    pub fn last_breakdowns(&self) -> &[super::total::Breakdown] {
        &self.last_breakdowns.0
    }
    /// Every move applied so far (empty when not recording).
    pub fn history(&self) -> &[Move] {
        &self.history
    }
    /// The discard the acting player owes, if any.
    pub fn pending_discard(&self) -> Option<Power> {
        self.pending_discard
    }

    /// The seat that acts `step` places after the round's leader.
    #[inline]
    pub(crate) fn seat_at(&self, step: u8) -> u8 {
        // leader < players and step <= players, so one subtraction does what `%` does, without
        // a division on the hottest path of the simulator.
        let s = self.leader + step;
        let n = self.players();
        if s >= n { s - n } else { s }
    }

    /// Adds a line to the log; the text is built only when recording.
    #[inline]
    pub(crate) fn note(&mut self, line: impl FnOnce(&Self) -> String) {
        if self.record {
            let text = line(self);
            self.push_log(None, text);
        }
    }

    /// Adds a line to the log, for `player` (or the game).
    pub(crate) fn push_log(&mut self, player: Option<u8>, text: String) {
        self.log.push(crate::rules::LogEntry {
            round: self.round,
            player,
            text,
            dice: Vec::new(),
        });
    }

    /// The name people see for a seat.
    pub fn seat_name(&self, p: u8) -> String {
        let who = format!("Player {}", u32::from(p) + 1);
        match self
            .seats
            .get(usize::from(p))
            .and_then(|s| s.character)
            .and_then(Card::character)
        {
            Some(c) => format!("{who} ({})", c.name()),
            None => who,
        }
    }

    /// Draws the top card of the Destiny deck; an empty deck is refilled by shuffling the
    /// discard pile ("If no cards are left, shuffle the discard pile and draw from it").
    #[inline]
    pub(crate) fn draw_card(&mut self) -> Option<Card> {
        if self.deck.is_empty() {
            self.reshuffle();
        }
        self.deck.pop()
    }

    /// Makes the discard pile the new Destiny deck, shuffled (if it holds any card). Kept out
    /// of [`Self::draw_card`], which runs for every card drawn: this runs a few times a game.
    #[cold]
    #[inline(never)]
    fn reshuffle(&mut self) {
        if self.discard.is_empty() {
            return;
        }
        std::mem::swap(&mut self.deck, &mut self.discard);
        self.rng.shuffle(&mut self.deck);
        self.note(|_| "The discard pile was shuffled to make a new Destiny deck.".into());
    }

    /// How many cards the player's hand fills to.
    pub fn hand_target(&self, p: u8) -> usize {
        let Some(s) = self.seats.get(usize::from(p)) else {
            return HAND_SIZE;
        };
        match self.variants.hand_size {
            super::variants::HandSize::FillToLimit => {
                HAND_SIZE
                    + usize::from(s.has(Character::Emperor))
                    + usize::from(s.owns(Treasure::PHILOSOPHERS_STONE))
            }
            super::variants::HandSize::FillToSeven => HAND_SIZE,
        }
    }

    /// Fills a hand to its target from the Destiny deck.
    pub(crate) fn fill_hand(&mut self, p: u8) {
        let target = self.hand_target(p);
        let have = self.seats[usize::from(p)].hand.len();
        let mut drawn = 0;
        // Every card drawn is new to the hand, so the count is known up front.
        for _ in have..target {
            let Some(c) = self.draw_card() else { break };
            self.seats[usize::from(p)].hand.insert(c);
            drawn += 1;
        }
        if drawn > 0 {
            self.note(|g| format!("{} drew {drawn}.", g.seat_name(p)));
        }
    }

    /// Recomputes the powers a player has from identity and aid cards.
    pub(crate) fn refresh_powers(&mut self, p: u8) {
        let s = &mut self.seats[usize::from(p)];
        let aid = s.aid.character_bits();
        let identity = s
            .character
            .and_then(Card::character)
            .map_or(0, Character::bit);
        s.powers = aid | identity;
    }

    /// Checks that every Destiny card is in exactly one place and every treasure of the deck
    /// in exactly one place. Returns a description of the first problem.
    pub fn check_cards(&self) -> Result<(), String> {
        let mut seen = [0u8; DESTINY_CARDS];
        let deck = self.data.cards();
        let mut count = |c: Card, place: &str| -> Result<(), String> {
            let slot = seen
                .get_mut(usize::from(c.0))
                .ok_or_else(|| format!("unknown card id {} in {place}", c.0))?;
            *slot += 1;
            Ok(())
        };
        for &c in &self.deck {
            count(c, "deck")?;
        }
        for &c in &self.discard {
            count(c, "discard pile")?;
        }
        for s in &self.seats {
            for c in s.hand.iter() {
                count(c, "hand")?;
            }
            for c in s.aid.iter() {
                count(c, "aid cards")?;
            }
            if let Some(c) = s.character {
                count(c, "character")?;
            }
            for st in &s.stacks {
                for c in st.cards() {
                    count(c, "played cards")?;
                }
            }
            if (s.hand.0 & s.aid.0) != 0 {
                return Err("a card is both in a hand and an aid row".into());
            }
        }
        for p in 0..self.players() {
            if self.played_alignments(p) != self.count_played_alignments(p) {
                return Err(format!("seat {p}: the kept played alignments are stale"));
            }
        }
        let wanted = |i: usize| u8::from(deck.contains(Card(i as u8)));
        if let Some(i) = (0..DESTINY_CARDS).find(|&i| seen[i] != wanted(i)) {
            let c = Card(i as u8);
            return Err(format!(
                "{} (id {i}) is counted {} times",
                self.data.name(c),
                seen[i]
            ));
        }
        let mut tseen = [0u8; super::cards::TREASURE_IDS];
        let mut all = self.treasure_deck.clone();
        all.extend(&self.buried);
        for s in &self.seats {
            all.extend(&s.treasures);
        }
        for t in &all {
            let slot = tseen
                .get_mut(usize::from(t.0))
                .ok_or_else(|| format!("unknown treasure id {}", t.0))?;
            *slot += 1;
        }
        let expected = match self.variants.hoards {
            Hoards::TenAndFive => 20,
            Hoards::OneOfEach => 7,
        };
        if all.len() != expected || tseen.iter().any(|&n| n > 1) {
            return Err(format!(
                "{} treasures on the table, expected {expected} distinct",
                all.len()
            ));
        }
        for (i, s) in self.seats.iter().enumerate() {
            let pts: u32 = s.treasures.iter().map(|t| u32::from(t.points())).sum();
            if pts != u32::from(s.points) {
                return Err(format!("seat {i} has {} points but holds {pts}", s.points));
            }
        }
        Ok(())
    }

    /// Hand cards of one kind.
    #[inline]
    pub(crate) fn hand_of(&self, p: u8, kind: Kind) -> CardSet {
        self.data.of_kind(self.seats[usize::from(p)].hand, kind)
    }
}
