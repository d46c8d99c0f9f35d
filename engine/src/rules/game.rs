//! The ruled-game interface: what every game whose rules the engine enforces implements, so one
//! session, one simulator, every bot and one table screen work for all of them (OpenSpiel's
//! `State`, shakmaty's `Position`).

use std::fmt::Debug;
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::def::GameDef;
use crate::table::Rng;

use super::bot::Bot;
use super::map::Rule;
use super::projection::{Choice, Projection, Thing};
use super::search::Budget;
use super::variant::{VariantSpec, VariantValues};

/// A seat at the table, from 0 ("Player 1" is seat 0).
pub type Seat = u8;

/// A bot a game offers, for forms, the command line and reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotInfo {
    /// The id used in saves and on the command line (`"greedy"`).
    pub id: &'static str,
    /// What a person reads: the kind of bot, the same words in every game
    /// ([`super::bot::BOT_KINDS`]: a game's own bot is [`super::bot::OWN_BOT_LABEL`]).
    pub label: &'static str,
    /// One line: how it plays.
    pub about: &'static str,
}

/// One of the engine's readings of a rule text, shown in the rules panel. A placeholder is a
/// value the text does not give, which the engine supplies until the designer replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    pub title: &'static str,
    pub text: &'static str,
    pub placeholder: bool,
    /// Where the table, the start form or the simulation shows this reading's values, so a
    /// placeholder is marked where it stands and not only in the rules panel.
    pub shown: &'static [Shown<'static>],
}

/// A place on a screen that shows values of a [`Reading`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown<'a> {
    /// A board of the projection, by its id (`"strategic-map"`).
    Board(&'a str),
    /// A read-only panel of the projection, by its title.
    Panel(&'a str),
    /// One row of a panel: the panel's title and the row's first cell.
    Row(&'a str, &'a str),
    /// A rule variant's field, by the variant's id.
    Variant(&'a str),
}

/// What a ruled game says about itself before its rules are loaded: what the library lists and
/// what loads the rules. Its shipped data, variants and readings come with the rules
/// ([`RuledGame::def_json`], [`RuledGame::variant_specs`], [`RuledGame::readings`]), its rules
/// map on its own ([`RuledGame::rules_map`]).
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The id in the simulator (`--game`), files and links (`"destiny"`).
    pub id: &'static str,
    pub name: &'static str,
    /// Fewest and most players.
    pub players: (u8, u8),
    /// The game's own bots (the random and search bots are offered for every game besides).
    pub bots: &'static [BotInfo],
    /// The bot a seat gets when none is named.
    pub default_bot: &'static str,
    /// The text's word for a round, lower case ("round"; Devacurse's "spiral"): the table's
    /// log and the simulation's report say it as the game's status line does.
    pub round: &'static str,
}

impl GameInfo {
    /// "Round 3", "Spiral 3".
    pub fn round_label(&self, n: u32) -> String {
        let mut word = self.round.chars();
        let first = word.next().map(|c| c.to_uppercase().collect::<String>());
        format!("{}{} {n}", first.unwrap_or_default(), word.as_str())
    }

    /// "rounds", "spirals".
    pub fn rounds(&self) -> String {
        format!("{}s", self.round)
    }
}

/// The seats that won a finished game: one seat, several that share the win (a tie at the top),
/// or none (a draw among everyone, or in a one-player game the player's loss). A set of seats,
/// so a tie between two of four players leaves the other two with nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Winners(u16);

impl Winners {
    /// Nobody won.
    pub const NONE: Winners = Winners(0);

    /// `seat` won alone.
    pub fn one(seat: Seat) -> Self {
        Self::NONE.with(seat)
    }

    /// The seats at the top of a table of `players`, sharing the win; when every seat is at the
    /// top, nobody won (a draw), so a tie of all is never told apart from a draw.
    pub fn top(seats: impl IntoIterator<Item = Seat>, players: u8) -> Self {
        let w = seats.into_iter().fold(Self::NONE, Self::with);
        if w.count() >= u32::from(players) {
            Self::NONE
        } else {
            w
        }
    }

    fn with(self, seat: Seat) -> Self {
        // A seat beyond the table's limit (16) cannot be at a table; it wins nothing.
        Self(self.0 | 1u16.checked_shl(u32::from(seat)).unwrap_or(0))
    }

    pub fn contains(self, seat: Seat) -> bool {
        1u16.checked_shl(u32::from(seat))
            .is_some_and(|bit| self.0 & bit != 0)
    }

    /// How many seats share the win.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The winner when one seat won alone.
    pub fn sole(self) -> Option<Seat> {
        (self.count() == 1).then(|| self.0.trailing_zeros() as Seat)
    }

    /// The winning seats, lowest first.
    pub fn seats(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |&s| self.contains(s))
    }
}

/// Names as a sentence lists them: "A", "A and B", "A, B and C".
pub fn and_list(names: impl IntoIterator<Item = String>) -> String {
    let names: Vec<String> = names.into_iter().collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// How a finished game ended.
///
/// In a one-player game (a solitaire against the game's own automated opponent, which is not a
/// seat) there is no draw: a win for seat 0 is the player's victory and no winner the player's
/// loss. The simulator counts such a game as a loss, the search bot scores it 0, and the table
/// screen says the player lost ([`Outcome::score`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who won: one seat, several sharing a tie, or nobody.
    pub winners: Winners,
    /// Which end condition ended it, in words ("5 treasure points").
    pub end: &'static str,
    /// Whether a safety limit (rounds, moves) cut the game off rather than a rule.
    pub cut_off: bool,
}

impl Outcome {
    /// The seat that won alone, if one did.
    pub fn winner(&self) -> Option<Seat> {
        self.winners.sole()
    }

    /// What the game is worth to `seat` at a table of `players`: 1 won, an equal share of 1 for
    /// each seat of a tie (and nothing for the others), 0 lost, and a game with no winner shared
    /// as a draw (1/players), except in a one-player game, where no winner means the player lost
    /// (0).
    pub fn score(&self, seat: Seat, players: u8) -> f64 {
        match self.winners.count() {
            0 => no_winner_share(players),
            k if self.winners.contains(seat) => 1.0 / f64::from(k),
            _ => 0.0,
        }
    }
}

/// Whether `legal_moves` lists `mv` in this state: what [`RuledGame::apply_listed`] may assume.
pub fn listed<G: RuledGame>(game: &G, mv: &G::Move) -> bool {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.contains(mv)
}

/// Whether a game with no winner is the players' loss rather than a draw: at a table of one,
/// where the game itself is the opponent (a solitaire has no draw). The one place this is
/// decided: the score, the balance report's wording and the table's banner all ask here.
pub fn no_winner_is_a_loss(players: u8) -> bool {
    players <= 1
}

/// What a game with no winner is worth to each of `players` seats: a draw's share, or nothing
/// in a one-player game (the game beat the player).
pub fn no_winner_share(players: u8) -> f64 {
    if no_winner_is_a_loss(players) {
        0.0
    } else {
        1.0 / f64::from(players)
    }
}

/// One line of a ruled game's public log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub round: u32,
    /// Whose act this records; `None` for the game itself.
    pub player: Option<Seat>,
    pub text: String,
    /// Dice rolled for this entry, as their faces.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
}

/// Why a game's definition cannot be used by its rules: which part, which row, which column,
/// and why. A row of a deck or table is numbered as the designer's spreadsheet shows the list
/// (and as the editor's export writes it): the header is row 1, the first card is row 2
/// ([`FIRST_CARD_ROW`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", self.describe())]
pub struct DataError {
    /// The deck, table or part of the definition (`"Destiny deck"`).
    pub part: String,
    /// The id of the deck whose row this is about, when it is about a row of a deck (so the
    /// editor can tell a pasted list's own problems from the rest).
    pub deck: Option<String>,
    /// The row, as a spreadsheet numbers it (header = row 1).
    pub row: Option<usize>,
    pub column: Option<String>,
    pub reason: String,
}

/// The spreadsheet row of a deck's first card: the header row is row 1.
pub const FIRST_CARD_ROW: usize = 2;

/// The spreadsheet row of the deck's card line at `index` (from 0): header = row 1.
pub fn card_row(index: usize) -> usize {
    index.saturating_add(FIRST_CARD_ROW)
}

impl DataError {
    /// A problem with a whole part.
    pub fn part(part: impl Into<String>, reason: impl Into<String>) -> Self {
        Self {
            part: part.into(),
            deck: None,
            row: None,
            column: None,
            reason: reason.into(),
        }
    }

    /// A problem with one cell of a card list or table; `row` as a spreadsheet numbers it
    /// (header = row 1: see [`card_row`]).
    pub fn cell(
        part: impl Into<String>,
        row: usize,
        column: impl Into<String>,
        reason: impl Into<String>,
    ) -> Self {
        Self {
            part: part.into(),
            deck: None,
            row: Some(row),
            column: Some(column.into()),
            reason: reason.into(),
        }
    }

    /// The same problem, said to be about a row of the deck `id`.
    pub fn in_deck(mut self, id: impl Into<String>) -> Self {
        self.deck = Some(id.into());
        self
    }

    fn describe(&self) -> String {
        format!("{}: {}", self.place(), self.reason)
    }

    /// Where the problem is: "Ship cards, row 2, column “kind”".
    pub fn place(&self) -> String {
        let mut place = self.part.clone();
        if let Some(r) = self.row {
            place.push_str(&format!(", row {r}"));
        }
        if let Some(c) = &self.column {
            place.push_str(&format!(", column “{c}”"));
        }
        place
    }
}

/// A game whose rules the engine enforces. The state is compact and cloneable; it changes only
/// through [`RuledGame::apply`]; seed plus moves replay it exactly (the generator lives inside).
pub trait RuledGame: Clone + Debug + Send + Sync + Sized + 'static {
    /// One decision of the seat to act.
    type Move: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// Why a move (or a set-up) was refused, in words a person can read.
    type Error: std::error::Error + Clone + Send + Sync;
    /// The rule variants, typed (made from [`VariantValues`] by [`RuledGame::variants`]).
    type Variants: Clone + Debug + Send + Sync;
    /// The designer's data the rules read (cards, tables), checked once per definition.
    type Data: Debug + Send + Sync;
    /// The game's own bots (a heuristic player), chosen by name.
    type Bot: Bot<Self> + Clone + Debug + Send;

    /// What the game says about itself.
    fn info() -> &'static GameInfo;

    /// The game's definition as shipped (cards, tables, boards), as JSON: the rules read their
    /// data from it, and a designer edits a copy. Held with the rules, so a page downloads a
    /// game's data when the game is first played.
    fn def_json() -> &'static str;

    /// Every rule of the game's text and what the engine does with it (see [`super::map`]).
    /// Not part of a game's entry ([`super::registry::DynGame`]): only the rules panel and the
    /// editor read it, so a page fetches it apart from the rules, when first shown.
    fn rules_map() -> &'static [Rule];

    /// The rule variants, as data (see [`super::variant`]): held with the rules.
    fn variant_specs() -> &'static [VariantSpec];

    /// How the engine reads the text where the text is silent: held with the rules.
    fn readings() -> &'static [Reading];

    /// The game's text as its design document gives it (the part its rules follow), which the
    /// rules map quotes: read by the map's tests, never shipped.
    #[cfg(test)]
    const TEXT: &'static str;

    /// Reads and checks the rules' data from a definition: a card list or table the rules cannot
    /// use is refused naming the row and the column.
    fn read_data(def: &GameDef) -> Result<Self::Data, DataError>;

    /// What a designer should know about the data before playing or simulating: a card whose
    /// text the engine cannot run, one line each. Empty by default.
    fn notes(data: &Self::Data) -> Vec<String> {
        let _ = data;
        Vec::new()
    }

    /// What in the data keeps games from being played out, said before playing or simulating:
    /// data that decides a game at set-up, or leaves no way to end it but the safety limit,
    /// one line each naming the row or the part and the rule concerned. The rules accept such
    /// data (a designer may want to see it play); they say so first. Empty by default.
    fn warnings(data: &Self::Data) -> Vec<String> {
        let _ = data;
        Vec::new()
    }

    /// The typed variants from checked values.
    fn variants(values: &VariantValues) -> Self::Variants;

    /// A new table for `players` from `seed`. `record` keeps the readable log (batch simulation
    /// switches it off).
    fn new(
        data: &Arc<Self::Data>,
        players: u8,
        seed: u64,
        variants: &Self::Variants,
        record: bool,
    ) -> Result<Self, Self::Error>;

    /// Number of seats.
    fn players(&self) -> u8;

    /// The seat whose decision the game waits for; `None` once it is over.
    fn to_move(&self) -> Option<Seat>;

    /// Every legal move of the seat to act, in a fixed order, into `out` (cleared first).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Makes a move of the seat to act, or refuses it with the reason, leaving the game exactly
    /// as it was.
    fn apply(&mut self, mv: Self::Move) -> Result<(), Self::Error>;

    /// Makes a move that [`RuledGame::legal_moves`] lists for this very state (or that a bot
    /// chose from that list), as [`RuledGame::apply`] would. The search plays every imagined
    /// move through it: a game that checks a move by listing its moves makes a listed one
    /// without listing them again.
    fn apply_listed(&mut self, mv: Self::Move) -> Result<(), Self::Error> {
        self.apply(mv)
    }

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// The round under way (0 before the first).
    fn round(&self) -> u32;

    /// Rounds the simulator counts for a finished game (the round, unless a game caps it).
    fn rounds_played(&self) -> u32 {
        self.round()
    }

    /// The public log (empty when not recording).
    fn log(&self) -> &[LogEntry];

    /// Puts `log` in place of the game's log and hands back the one it had. The session keeps
    /// copies of the game for undo without their logs (a log only grows, so each copy's is a
    /// prefix of the game's), which keeps a table's memory growing with its length rather than
    /// its square. By default the game holds on to its log and hands `log` back.
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        log
    }

    /// A move in words, for buttons, the log and bug reports.
    fn describe(&self, mv: &Self::Move) -> String;

    /// What `viewer` (a seat, or `None` for a spectator) may see, in the table's vocabulary.
    fn project(&self, viewer: Option<Seat>) -> Projection;

    /// What a move points at on the table, first what is picked first.
    fn targets(&self, mv: &Self::Move) -> Vec<Thing> {
        let _ = mv;
        Vec::new()
    }

    /// Why the seat to act cannot use `thing` now, in the rules' words ("Good Bonus 3 (Good)
    /// is opposed to the Evil cards you played"): what the table says when a person picks
    /// something no choice points at, so a designer testing a rule sees which rule refused it.
    /// Asked only of things no choice points at. `None` when the rules have nothing to say of
    /// it (the table then says what the game waits for).
    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let _ = thing;
        None
    }

    /// Every choice the seat to act has, each with the move it makes. By default one choice per
    /// legal move; a game whose moves take numbers offers one choice per kind of move with the
    /// numbers' bounds (see [`RuledGame::with_numbers`]).
    fn choices(&self) -> Vec<(Choice, Self::Move)> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .into_iter()
            .map(|m| {
                let choice = Choice {
                    label: self.describe(&m),
                    targets: self.targets(&m),
                    numbers: Vec::new(),
                };
                (choice, m)
            })
            .collect()
    }

    /// The move a choice makes with the numbers a person gave (one per [`Choice::numbers`]).
    fn with_numbers(&self, template: &Self::Move, numbers: &[u32]) -> Self::Move {
        let _ = numbers;
        template.clone()
    }

    /// A game as `seat` might believe it to be: everything the seat cannot see (other hands,
    /// the order of the deck, the generator) drawn again at random, everything it can see kept.
    /// The search bot plays on these, so it never uses what its seat may not know. A game of
    /// perfect information keeps itself, with a fresh generator if chance is to come.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self;

    /// How well `seat` is doing, from 0 (lost) to 1 (won), for a search cut short before the
    /// end. `None` when the game has no such measure (the search then plays to the end).
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let _ = seat;
        None
    }

    /// The search bot's budget when none is named. A game whose [`RuledGame::heuristic`]
    /// judges a table well can cut playouts short and search more in the same time.
    fn search_budget() -> Budget {
        Budget::default()
    }

    /// What the simulator reports a seat as (a character, a faction); `None` reports it by its
    /// bot.
    fn side(&self, seat: Seat) -> Option<&str> {
        let _ = seat;
        None
    }

    /// A seat's score or progress as the table shows it (treasure points, counters on the map,
    /// Faith), for the balance report's lead changes: the seat with the highest score leads.
    /// `None` when the game has no such measure (the report then leaves lead changes out).
    /// Whole numbers, so a lead is the same natively and in the browser.
    fn score(&self, seat: Seat) -> Option<i64> {
        let _ = seat;
        None
    }

    /// The seat that took the first turn, where a roll or a rule decides it (the balance
    /// report's win rate by turn order). `None` when seat order is turn order (seat 0 first).
    fn first_player(&self) -> Option<Seat> {
        None
    }

    /// The card a move plays (asked before the move is made), as its index in
    /// [`RuledGame::card_names`], for the balance report's win rate per card. `None` for a move
    /// that plays no card, and for a game without cards.
    fn card_played(&self, mv: &Self::Move) -> Option<usize> {
        let _ = mv;
        None
    }

    /// The names of the cards [`RuledGame::card_played`] points at, by index (copies of a card
    /// may share a name; the report counts them as one card). An empty name is no card the
    /// report rates or lists as never played: an index no card holds, or a card no move plays.
    fn card_names(data: &Self::Data) -> Vec<String> {
        let _ = data;
        Vec::new()
    }

    /// Every kind of move the rules allow, in words a designer reads ("call a hero", "flash:
    /// removal"), each once: what the simulator's coverage counts, so a report can name the
    /// kinds its bots never made (and so says nothing about). The kinds come from the rules'
    /// moves, not from what a bot happens to play. Empty for a game that names none.
    fn move_kinds() -> &'static [&'static str] {
        &[]
    }

    /// The kind of a move of the seat to act (asked before the move is made), as its index in
    /// [`RuledGame::move_kinds`]. `None` for a game that names no kinds, and for a move the
    /// rules would refuse.
    fn move_kind(&self, mv: &Self::Move) -> Option<usize> {
        let _ = mv;
        None
    }

    /// The kind of each card [`RuledGame::card_names`] names, by the same index ("Hero",
    /// "Event · Flash (!)"): a card kind counts as played when a card of it was. Empty for a
    /// game whose cards have no kinds.
    fn card_kinds(data: &Self::Data) -> Vec<String> {
        let _ = data;
        Vec::new()
    }

    /// The game's own bot by name (its aliases too), or `None` if the game has no such bot.
    fn make_bot(name: &str) -> Option<Self::Bot>;

    /// Most moves a simulated game may take before it is cut off (a safety net for bots that
    /// would go round in circles).
    const MAX_MOVES: u64 = u64::MAX;
}

/// Declares a game's kinds of move: a fieldless enum whose variants index `NAMES`, the words
/// [`RuledGame::move_kinds`] gives, so a game's `move_kind` says `Some(Kind::Upgrade as usize)`
/// and the index and its words cannot drift apart.
#[macro_export]
macro_rules! move_kinds {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($variant:ident => $words:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name {
            $($variant,)*
        }

        impl $name {
            /// The words of each kind, in the enum's order.
            pub const NAMES: &'static [&'static str] = &[$($words,)*];

            /// This kind as its index in [`Self::NAMES`].
            pub const fn index(self) -> Option<usize> {
                Some(self as usize)
            }
        }
    };
}

impl From<crate::def::DefError> for DataError {
    /// A definition the game check refuses, as the rules' refusal: a row's copies beyond the
    /// limit name the deck, the row and the column.
    fn from(e: crate::def::DefError) -> Self {
        use crate::def::DefError;
        match &e {
            DefError::TooManyCards { deck, row, cards } => DataError::cell(
                deck.clone(),
                *row,
                "count",
                format!(
                    "the game would hold {cards} cards; at most {} are allowed",
                    crate::def::MAX_CARDS
                ),
            )
            .in_deck(deck.clone()),
            _ => DataError::part("The game", e.to_string()),
        }
    }
}

/// The one check of a definition a game's rules read, whichever way it came in (the editor, a
/// game file, a link, a saved table, the command line): the definition's own check, then the
/// rules' reading of their data.
pub fn read_checked<G: RuledGame>(def: &GameDef) -> Result<G::Data, DataError> {
    def.check()?;
    G::read_data(def)
}

/// The game's definition as shipped, read from its JSON.
pub fn shipped_def<G: RuledGame>() -> Result<GameDef, crate::def::DefError> {
    GameDef::from_json(G::def_json())
}

/// Reads the data of a game's shipped definition (for tests and tools).
pub fn shipped_data<G: RuledGame>() -> Result<Arc<G::Data>, String> {
    let def = shipped_def::<G>().map_err(|e| e.to_string())?;
    read_checked::<G>(&def)
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solitaire has no draw: a one-player game with no winner is worth nothing to the player,
    /// while at a table of several it is a shared draw.
    #[test]
    fn no_winner_is_a_loss_alone_and_a_draw_among_several() {
        let lost = Outcome {
            winners: Winners::NONE,
            end: "the invaders won",
            cut_off: false,
        };
        assert_eq!(lost.score(0, 1), 0.0);
        assert_eq!(lost.score(1, 4), 0.25);
        let won = Outcome {
            winners: Winners::one(0),
            ..lost
        };
        assert_eq!((won.score(0, 1), won.score(1, 2)), (1.0, 0.0));
    }

    /// A tie at the top of four seats is shared by the tied seats only; the two others lost.
    #[test]
    fn a_tie_is_shared_by_the_tied_seats_alone() {
        let tie = Outcome {
            winners: Winners::top([1, 3], 4),
            end: "most victory points",
            cut_off: false,
        };
        let scores: Vec<f64> = (0..4).map(|s| tie.score(s, 4)).collect();
        assert_eq!(scores, [0.0, 0.5, 0.0, 0.5]);
        assert_eq!(tie.winner(), None);
        assert_eq!(tie.winners.seats().collect::<Vec<_>>(), [1, 3]);
        // Every seat at the top is a draw, worth the same to each.
        let all = Winners::top(0..4, 4);
        assert_eq!(all, Winners::NONE);
        assert_eq!(Winners::top([2], 4).sole(), Some(2));
        // A seat no table can hold wins nothing rather than another seat's bit.
        assert_eq!(Winners::one(40), Winners::NONE);
    }
}
