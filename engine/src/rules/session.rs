//! One session type for every ruled game (boardgame.io's reducer owns undo and redo once for
//! every game): the set-up, the moves with who made them, a cursor, a bot seed per move, undo
//! back to the last person's decision (the bots' answers with it), redo, replay, and a save with
//! a format version.
//!
//! A session is its set-up plus its moves (principle 4). A bot's move is made from a generator
//! seeded by the table's seed and the move's number ([`bot_seed`]) with a fresh bot, so the
//! same position always gets the same answer: after a reload, an undo or a redo, the bots play
//! exactly as they would have.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::def::GameDef;
use crate::limits::{
    LimitError, MAX_FILE_BYTES, MAX_RULED_MOVES, check_moves, check_ruled, fits,
    ruled_base_bytes as base_bytes,
};
use crate::table::Rng;

use super::bot::{Bot, SeatBot, why_not_bot};
use super::game::{DataError, LogEntry, Outcome, RuledGame, Seat};
use super::projection::{Choice, Projection};
use super::variant::{VariantError, VariantValues};

/// The save format this build writes.
pub const SESSION_VERSION: u32 = 1;

/// How often (in moves) a copy of the game is kept, so undo never replays more than this.
const CHECKPOINT_EVERY: usize = 64;

/// The seed of the bot that makes move `n` of a table: fixed by the table's seed and the move's
/// number, so the same position always gets the same answer.
pub fn bot_seed(seed: u64, n: usize) -> u64 {
    seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Who plays a seat: a person, or a bot by id. Saved as `"person"` or the bot's id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum SeatKind {
    Person,
    Bot(String),
}

impl SeatKind {
    pub const PERSON: &'static str = "person";

    /// Whether a person plays the seat.
    pub fn is_person(&self) -> bool {
        matches!(self, SeatKind::Person)
    }
}

impl From<String> for SeatKind {
    fn from(s: String) -> Self {
        // "human" is how saves made before the one session named a person.
        if s == SeatKind::PERSON || s == "human" {
            SeatKind::Person
        } else {
            SeatKind::Bot(s)
        }
    }
}

impl From<SeatKind> for String {
    fn from(k: SeatKind) -> Self {
        match k {
            SeatKind::Person => SeatKind::PERSON.to_string(),
            SeatKind::Bot(b) => b,
        }
    }
}

/// How a table is set up: who sits where, the seed and the rule variants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionSetup {
    /// One entry per seat.
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub variants: VariantValues,
    /// Hot-seat: the table is covered between people, and shows only the acting person's hand.
    #[serde(default)]
    pub hot_seat: bool,
}

impl SessionSetup {
    /// Number of seats.
    pub fn players(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(u8::MAX)
    }

    /// How many seats people play.
    pub fn people(&self) -> usize {
        self.seats.iter().filter(|s| s.is_person()).count()
    }
}

/// A move as the session keeps it: who made it and whether a bot did.
#[derive(Clone, Debug, PartialEq)]
pub struct Played<M> {
    pub seat: Seat,
    pub bot: bool,
    pub mv: M,
}

/// A move in a save: the game's own move as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMove {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    #[serde(rename = "move")]
    pub mv: serde_json::Value,
}

/// A saved ruled table: what local storage, game files, share links and bug reports hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionSave {
    pub version: u32,
    /// The rules' id (`"destiny"`).
    pub game: String,
    /// The definition the rules read, if it is not the game's shipped one (an edited copy).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub def: Option<GameDef>,
    pub setup: SessionSetup,
    /// Every move recorded, undone ones too.
    pub moves: Vec<SavedMove>,
    /// How many of `moves` are in effect.
    pub cursor: usize,
}

/// Why a session could not be started or loaded.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SessionError {
    #[error("{game} is for {min} to {max} players, not {players}")]
    Players {
        game: &'static str,
        players: usize,
        min: u8,
        max: u8,
    },
    #[error("the bot {name:?} cannot play {game}: {reason}")]
    Bot {
        game: &'static str,
        name: String,
        reason: String,
    },
    #[error("the rule variants cannot be used: {0}")]
    Variant(#[from] VariantError),
    #[error("the game's cards or tables cannot be used by its rules: {0}")]
    Data(#[from] DataError),
    #[error("the table cannot be set up: {0}")]
    Setup(String),
    #[error(
        "the table was saved by a newer Protoplay (format {found}; this version reads up to {supported})"
    )]
    NewerVersion { found: u32, supported: u32 },
    #[error("the saved table is for {found}, not {expected}")]
    WrongGame {
        found: String,
        expected: &'static str,
    },
    #[error("move {step} of the saved table cannot be read: {reason}")]
    BadMove { step: usize, reason: String },
    #[error("move {step} of the saved table is refused on replay: {reason}")]
    Replay { step: usize, reason: String },
    #[error("the saved table says {cursor} moves are in effect but holds only {len}")]
    Cursor { cursor: usize, len: usize },
    #[error("no game is called {0:?}")]
    UnknownGame(String),
    #[error("{0}")]
    Limit(#[from] LimitError),
}

/// At least what a move adds to its table's file: an item of the save's list of moves, three
/// levels deep.
fn move_bytes<M: Serialize>(seat: Seat, bot: bool, mv: &M) -> usize {
    crate::limits::move_bytes(&SavedMove {
        seat,
        bot,
        mv: serde_json::to_value(mv).unwrap_or(serde_json::Value::Null),
    })
}

/// Refuses a ruled table whose file would pass [`MAX_FILE_BYTES`].
fn too_large(bytes: usize) -> Result<(), LimitError> {
    if fits(bytes) {
        return Ok(());
    }
    Err(LimitError::TooLarge {
        what: "the table",
        bytes,
        limit: MAX_FILE_BYTES,
    })
}

/// Why a table holding the most moves a ruled table keeps takes no more.
fn full() -> String {
    format!(
        "this table holds all a ruled table can keep (at most {} moves, in a file of at most {} bytes); export it to keep it, and start a new table to play on",
        crate::limits::grouped(MAX_RULED_MOVES),
        crate::limits::grouped(MAX_FILE_BYTES)
    )
}

/// A ruled table in play.
#[derive(Debug)]
pub struct Session<G: RuledGame> {
    data: Arc<G::Data>,
    def: Option<GameDef>,
    setup: SessionSetup,
    variants: G::Variants,
    game: G,
    /// Every move recorded, undone ones still available to redo.
    moves: Vec<Played<G::Move>>,
    /// How many of `moves` are in effect.
    cursor: usize,
    /// At least the size of the table's file (its set-up, its game if edited, every recorded
    /// move), kept within [`MAX_FILE_BYTES`] so that the table can always be exported and
    /// opened again.
    bytes: usize,
    /// `checkpoints[i]` is the game after `i * CHECKPOINT_EVERY` moves, without its log (see
    /// [`RuledGame::swap_log`]), with the length its log had.
    checkpoints: Vec<(G, usize)>,
}

/// A copy of `game` without its log, with the log's length.
fn checkpoint<G: RuledGame>(game: &mut G) -> (G, usize) {
    let len = game.log().len();
    let log = game.swap_log(Vec::new());
    let copy = game.clone();
    game.swap_log(log);
    (copy, len)
}

// By hand: a derived `Clone` would ask the data to be `Clone` too, though only its `Arc` is.
impl<G: RuledGame> Clone for Session<G> {
    fn clone(&self) -> Self {
        Self {
            data: Arc::clone(&self.data),
            def: self.def.clone(),
            setup: self.setup.clone(),
            variants: self.variants.clone(),
            game: self.game.clone(),
            moves: self.moves.clone(),
            cursor: self.cursor,
            bytes: self.bytes,
            checkpoints: self.checkpoints.clone(),
        }
    }
}

impl<G: RuledGame> Session<G> {
    /// A new table. Bots do not move until [`Session::run_bots`] is called.
    pub fn start(
        data: Arc<G::Data>,
        def: Option<GameDef>,
        setup: SessionSetup,
    ) -> Result<Self, SessionError> {
        let info = G::info();
        let (min, max) = info.players;
        if !(usize::from(min)..=usize::from(max)).contains(&setup.seats.len()) {
            return Err(SessionError::Players {
                game: info.name,
                players: setup.seats.len(),
                min,
                max,
            });
        }
        for s in &setup.seats {
            if let SeatKind::Bot(name) = s
                && let Some(reason) = why_not_bot::<G>(name)
            {
                return Err(SessionError::Bot {
                    game: info.name,
                    name: name.clone(),
                    reason,
                });
            }
        }
        let values = VariantValues::from_map(G::variant_specs(), setup.variants.map())?;
        let variants = G::variants(&values);
        let mut game = G::new(&data, setup.players(), setup.seed, &variants, true)
            .map_err(|e| SessionError::Setup(e.to_string()))?;
        let setup = SessionSetup {
            variants: values,
            ..setup
        };
        Ok(Self {
            bytes: base_bytes(def.as_ref(), &setup),
            data,
            def,
            setup,
            variants,
            checkpoints: vec![checkpoint(&mut game)],
            game,
            moves: Vec::new(),
            cursor: 0,
        })
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        &self.game
    }
    pub fn setup(&self) -> &SessionSetup {
        &self.setup
    }
    /// The definition the rules read, if not the shipped one.
    pub fn def(&self) -> Option<&GameDef> {
        self.def.as_ref()
    }
    /// The moves in effect, oldest first.
    pub fn moves(&self) -> &[Played<G::Move>] {
        &self.moves[..self.cursor]
    }
    /// Number of moves in effect.
    pub fn step(&self) -> usize {
        self.cursor
    }
    /// Number of moves recorded, undone ones too.
    pub fn recorded(&self) -> usize {
        self.moves.len()
    }

    fn is_person(&self, seat: Seat) -> bool {
        self.setup
            .seats
            .get(usize::from(seat))
            .is_some_and(SeatKind::is_person)
    }

    /// The person whose decision the table waits for, if it waits for one.
    pub fn person_to_move(&self) -> Option<Seat> {
        self.game.to_move().filter(|s| self.is_person(*s))
    }

    /// The bot whose move is next, if a bot is to move.
    pub fn bot_to_move(&self) -> Option<Seat> {
        self.game.to_move().filter(|s| !self.is_person(*s))
    }

    /// The size of the table's file once `mv` is recorded at the cursor (undone moves dropped),
    /// if the table may still take it.
    fn room_for(&self, seat: Seat, bot: bool, mv: &G::Move) -> Option<usize> {
        if self.cursor >= MAX_RULED_MOVES {
            return None;
        }
        let dropped: usize = self.moves[self.cursor..]
            .iter()
            .map(|p| move_bytes(p.seat, p.bot, &p.mv))
            .sum();
        let bytes = (self.bytes - dropped).saturating_add(move_bytes(seat, bot, mv));
        fits(bytes).then_some(bytes)
    }

    fn record(&mut self, seat: Seat, bot: bool, mv: G::Move) {
        let dropped: usize = self.moves[self.cursor..]
            .iter()
            .map(|p| move_bytes(p.seat, p.bot, &p.mv))
            .sum();
        self.bytes = (self.bytes - dropped).saturating_add(move_bytes(seat, bot, &mv));
        self.moves.truncate(self.cursor);
        self.checkpoints
            .truncate(self.cursor / CHECKPOINT_EVERY + 1);
        self.moves.push(Played { seat, bot, mv });
        self.cursor += 1;
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY) {
            let copy = checkpoint(&mut self.game);
            self.checkpoints.push(copy);
        }
    }

    /// A person's move: applied if the rules allow it (moves waiting for redo are dropped), or
    /// refused with the rules' reason and the table unchanged. Bots answer on
    /// [`Session::run_bots`].
    pub fn play(&mut self, mv: G::Move) -> Result<(), String> {
        let Some(seat) = self.person_to_move() else {
            return Err(match self.game.to_move() {
                None => "the game is over".to_string(),
                Some(_) => "it is a bot's turn".to_string(),
            });
        };
        if self.room_for(seat, false, &mv).is_none() {
            return Err(full());
        }
        self.game.apply(mv.clone()).map_err(|e| e.to_string())?;
        self.record(seat, false, mv);
        Ok(())
    }

    /// The move the bot to act makes now (from its seed for this move number).
    pub fn bot_move(&self) -> Option<G::Move> {
        let seat = self.bot_to_move()?;
        let SeatKind::Bot(name) = self.setup.seats.get(usize::from(seat))? else {
            return None;
        };
        let mut bot = SeatBot::<G>::by_name(name)?;
        let seed = bot_seed(self.setup.seed, self.cursor);
        bot.new_game(seed, seat);
        let mut rng = Rng::seeded(seed);
        let mv = bot.choose(&self.game, &mut rng);
        let mut legal = Vec::new();
        self.game.legal_moves(&mut legal);
        match mv {
            // A legal move is one `apply` accepts; only a move outside the list is tried on a
            // copy (which holds the whole log, so copying it on every move would make a long
            // table quadratic in time).
            Some(m) if legal.contains(&m) => Some(m),
            Some(m) if self.game.clone().apply(m.clone()).is_ok() => Some(m),
            // A bot's mistake must not stall the game: the first legal move instead.
            _ => legal.into_iter().next(),
        }
    }

    /// One bot move, if a bot is to move: a recorded one waiting for redo if it is the same
    /// seat's, else the bot's own. Returns whether a move was made.
    pub fn step_bot(&mut self) -> bool {
        let Some(seat) = self.bot_to_move() else {
            return false;
        };
        let mv = match self.moves.get(self.cursor) {
            Some(p) if p.bot && p.seat == seat => p.mv.clone(),
            _ => match self.bot_move() {
                Some(m) => m,
                None => return false,
            },
        };
        self.make_bot_move(seat, mv)
    }

    /// Makes and records `mv` as the move of the bot of `seat`, which is to move (a recorded
    /// move waiting for redo is kept when it is the same). Returns whether it was made.
    fn make_bot_move(&mut self, seat: Seat, mv: G::Move) -> bool {
        let keep_tail = self
            .moves
            .get(self.cursor)
            .is_some_and(|p| p.bot && p.seat == seat && p.mv == mv);
        if !keep_tail && self.room_for(seat, true, &mv).is_none() {
            return false;
        }
        if self.game.apply(mv.clone()).is_err() {
            return false;
        }
        if keep_tail {
            self.cursor += 1;
            if self.cursor.is_multiple_of(CHECKPOINT_EVERY)
                && self.checkpoints.len() == self.cursor / CHECKPOINT_EVERY
            {
                let copy = checkpoint(&mut self.game);
                self.checkpoints.push(copy);
            }
        } else {
            self.record(seat, true, mv);
        }
        true
    }

    /// Makes bot moves decided elsewhere: the page's bot worker plays the table from its save,
    /// so the page's thread never waits on a bot. Each move must be a bot's, recorded for the
    /// bot seat the table waits on, and legal; it is recorded as the table's own bot would
    /// record it. Stops at the first one refused, saying which and why.
    pub fn play_bot_moves(&mut self, moves: &[SavedMove]) -> Result<(), String> {
        for (i, m) in moves.iter().enumerate() {
            let refused =
                |why: String| format!("the bots' move {} of {}: {why}", i + 1, moves.len());
            let seat = self
                .bot_to_move()
                .ok_or_else(|| refused("no bot is to move".to_string()))?;
            if !m.bot || m.seat != seat {
                return Err(refused(format!(
                    "it is {}'s, but the bot of Player {} is to move",
                    if m.bot { "a bot" } else { "a person" },
                    u32::from(seat) + 1
                )));
            }
            let mv: G::Move =
                serde_json::from_value(m.mv.clone()).map_err(|e| refused(e.to_string()))?;
            if !self.make_bot_move(seat, mv) {
                return Err(refused(
                    "the rules or the table's size limit refuse it".to_string(),
                ));
            }
        }
        Ok(())
    }

    /// Lets the bots move, at most `max` moves, until a person must decide or the game is over.
    /// Returns how many moves they made.
    pub fn run_bots(&mut self, max: usize) -> usize {
        let mut n = 0;
        while n < max && self.step_bot() {
            n += 1;
        }
        n
    }

    /// Whether there is a decision of a person's to take back.
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// Whether an undone move waits to be made again.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    fn undo_target(&self) -> Option<usize> {
        if self.setup.people() == 0 {
            return self.cursor.checked_sub(1);
        }
        self.moves[..self.cursor].iter().rposition(|p| !p.bot)
    }

    /// Goes back to just before the last person's decision, the bots' answers with it. Returns
    /// false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo_target() {
            Some(i) => {
                self.go_to(i);
                true
            }
            None => false,
        }
    }

    /// Makes the next undone decision again, with the bots' answers that followed it.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        let next = self.cursor + 1;
        let end = self.moves[next..]
            .iter()
            .position(|p| !p.bot)
            .map_or(self.moves.len(), |i| next + i);
        self.go_to(end);
        true
    }

    /// Moves to the game after `step` recorded moves (clamped to those recorded).
    pub fn go_to(&mut self, step: usize) {
        let step = step.min(self.moves.len());
        // A copy at or before the game now, whose log is a prefix of the game's.
        let base = (step.min(self.cursor) / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let (copy, log_len) = &self.checkpoints[base];
        let mut game = copy.clone();
        debug_assert!(
            *log_len <= self.game.log().len(),
            "a copy's log is a prefix"
        );
        let log = self.game.log().iter().take(*log_len).cloned().collect();
        game.swap_log(log);
        for at in base * CHECKPOINT_EVERY..step {
            // Recorded moves were accepted once from the same game, and the rules are
            // deterministic, so they are accepted again.
            if game.apply(self.moves[at].mv.clone()).is_err() {
                debug_assert!(false, "recorded move {at} was refused on replay");
                break;
            }
            if (at + 1).is_multiple_of(CHECKPOINT_EVERY)
                && self.checkpoints.len() == (at + 1) / CHECKPOINT_EVERY
            {
                self.checkpoints.push(checkpoint(&mut game));
            }
        }
        self.game = game;
        self.cursor = step;
    }

    /// What `viewer` may see.
    pub fn project(&self, viewer: Option<Seat>) -> Projection {
        self.game.project(viewer)
    }

    /// The choices of the person to act (none while a bot is to move or the game is over).
    pub fn choices(&self) -> Vec<(Choice, G::Move)> {
        if self.person_to_move().is_none() {
            return Vec::new();
        }
        self.game.choices()
    }

    /// Makes choice `index` of [`Session::choices`] with the numbers given.
    pub fn play_choice(&mut self, index: usize, numbers: &[u32]) -> Result<(), String> {
        let choices = self.choices();
        let Some((choice, template)) = choices.get(index) else {
            return Err("that choice is no longer open".to_string());
        };
        if numbers.len() != choice.numbers.len() {
            return Err(format!(
                "“{}” takes {} number(s)",
                choice.label,
                choice.numbers.len()
            ));
        }
        for (n, field) in numbers.iter().zip(&choice.numbers) {
            if !(field.min..=field.max).contains(n) {
                return Err(format!(
                    "{} must be from {} to {}, not {n}",
                    field.label, field.min, field.max
                ));
            }
        }
        let mv = self.game.with_numbers(template, numbers);
        self.play(mv)
    }

    pub fn log(&self) -> &[LogEntry] {
        self.game.log()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The save of this table.
    pub fn save(&self) -> SessionSave {
        SessionSave {
            version: SESSION_VERSION,
            game: G::info().id.to_string(),
            def: self.def.clone(),
            setup: self.setup.clone(),
            moves: self
                .moves
                .iter()
                .map(|p| SavedMove {
                    seat: p.seat,
                    bot: p.bot,
                    mv: serde_json::to_value(&p.mv).unwrap_or(serde_json::Value::Null),
                })
                .collect(),
            cursor: self.cursor,
        }
    }

    /// A table rebuilt from a set-up and the moves made, in order, with nothing else known about
    /// them: each move is taken as the move of the seat to act then, a bot's if a bot sits
    /// there (for saves made before moves carried their seat).
    pub fn from_moves(
        data: Arc<G::Data>,
        def: Option<GameDef>,
        setup: SessionSetup,
        moves: &[serde_json::Value],
    ) -> Result<Self, SessionError> {
        check_moves(moves.len())?;
        let mut s = Self::start(data, def, setup)?;
        for (i, value) in moves.iter().enumerate() {
            let mv: G::Move =
                serde_json::from_value(value.clone()).map_err(|e| SessionError::BadMove {
                    step: i + 1,
                    reason: e.to_string(),
                })?;
            let Some(seat) = s.game.to_move() else {
                return Err(SessionError::Replay {
                    step: i + 1,
                    reason: "the game is over".to_string(),
                });
            };
            s.game.apply(mv.clone()).map_err(|e| SessionError::Replay {
                step: i + 1,
                reason: e.to_string(),
            })?;
            let bot = !s.is_person(seat);
            s.record(seat, bot, mv);
        }
        too_large(s.bytes)?;
        Ok(s)
    }

    /// Rebuilds a table from a save by replaying every recorded move. A move that cannot be
    /// read or is refused is reported with its number (from 1) and reason.
    pub fn load(data: Arc<G::Data>, save: &SessionSave) -> Result<Self, SessionError> {
        let info = G::info();
        if save.version > SESSION_VERSION {
            return Err(SessionError::NewerVersion {
                found: save.version,
                supported: SESSION_VERSION,
            });
        }
        if save.game != info.id {
            return Err(SessionError::WrongGame {
                found: save.game.clone(),
                expected: info.name,
            });
        }
        check_ruled(save)?;
        if save.cursor > save.moves.len() {
            return Err(SessionError::Cursor {
                cursor: save.cursor,
                len: save.moves.len(),
            });
        }
        let mut s = Self::start(data, save.def.clone(), save.setup.clone())?;
        for (i, m) in save.moves.iter().enumerate() {
            let mv: G::Move =
                serde_json::from_value(m.mv.clone()).map_err(|e| SessionError::BadMove {
                    step: i + 1,
                    reason: e.to_string(),
                })?;
            let seat = s.game.to_move();
            if seat != Some(m.seat) {
                return Err(SessionError::Replay {
                    step: i + 1,
                    reason: format!(
                        "it is recorded for Player {}, but {}",
                        u32::from(m.seat) + 1,
                        match seat {
                            Some(p) => format!("Player {} is to move", u32::from(p) + 1),
                            None => "the game is over".to_string(),
                        }
                    ),
                });
            }
            s.game.apply(mv.clone()).map_err(|e| SessionError::Replay {
                step: i + 1,
                reason: e.to_string(),
            })?;
            s.record(m.seat, m.bot, mv);
        }
        too_large(s.bytes)?;
        s.go_to(save.cursor);
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::toy::Toy;

    /// The way out keeps the limits of the way in: bots playing on and on stop when the table
    /// holds all a ruled table can keep, a person's move is then refused in words, and the
    /// save fits a file and loads again.
    #[test]
    fn a_ruled_table_stops_at_the_limits_and_its_save_loads_again() {
        let setup = SessionSetup {
            seats: vec![SeatKind::Bot("random".into()), SeatKind::Person],
            seed: 5,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        let data = Arc::new(u32::MAX);
        let mut s = Session::<Toy>::start(Arc::clone(&data), None, setup).expect("starts");
        s.setup.seats[1] = SeatKind::Bot("random".into());
        let made = s.run_bots(2 * MAX_RULED_MOVES);
        assert!(made < MAX_RULED_MOVES, "{made} moves");
        assert!(s.game().to_move().is_some(), "the game is not over");
        s.setup.seats[1] = SeatKind::Person;
        if s.person_to_move().is_none() {
            s.setup.seats.swap(0, 1);
        }
        let (_, mv) = s.choices().into_iter().next().expect("a choice");
        assert_eq!(s.play(mv), Err(full()));
        let save = s.save();
        let file = crate::import::ruled_to_file(&save).expect("fits a file");
        assert!(file.len() > MAX_FILE_BYTES - 10_000, "full: {}", file.len());
        let back = Session::<Toy>::load(data, &save).expect("loads again");
        assert_eq!(back.save(), save);
    }

    /// The page's bots think in a worker, which plays the table from its save: the moves it
    /// sends back, made on the page's table, give the table the page's own bots would have.
    #[test]
    fn bot_moves_decided_elsewhere_give_the_table_its_own_bots_give() {
        let setup = SessionSetup {
            seats: vec![SeatKind::Bot("random".into()), SeatKind::Person],
            seed: 8,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        let data = Arc::new(40);
        let mut page = Session::<Toy>::start(Arc::clone(&data), None, setup).expect("starts");
        let mut own = page.clone();
        for _ in 0..3 {
            let mut worker = Session::<Toy>::load(Arc::clone(&data), &page.save()).expect("loads");
            let from = worker.cursor;
            assert!(worker.run_bots(usize::MAX) > 0, "a bot was to move");
            let made = worker.save().moves[from..worker.cursor].to_vec();
            page.play_bot_moves(&made)
                .expect("the worker's moves are the bots'");
            own.run_bots(usize::MAX);
            assert_eq!(page.save(), own.save());
            assert_eq!(page.save(), worker.save());
            // The person's move, the same at both tables.
            assert!(page.person_to_move().is_some());
            page.play_choice(0, &[1]).expect("a choice");
            own.play_choice(0, &[1]).expect("a choice");
        }
        // Refused, with the move and the reason: a person's move sent as the bots', and a bot
        // move when no bot is to move.
        let mut worker = Session::<Toy>::load(Arc::clone(&data), &page.save()).expect("loads");
        let from = worker.cursor;
        worker.run_bots(usize::MAX);
        let mut made = worker.save().moves[from..worker.cursor].to_vec();
        made[0].bot = false;
        let e = page.play_bot_moves(&made).expect_err("a person's move");
        assert!(e.contains("move 1 of") && e.contains("a person's"), "{e}");
        made[0].bot = true;
        page.play_bot_moves(&made).expect("the bots' moves");
        let e = page.play_bot_moves(&made[..1]).expect_err("no bot to move");
        assert!(e.contains("no bot is to move"), "{e}");
    }

    /// "A table's memory grows with the square of its length": the copies a ruled table keeps
    /// for undo hold no log (the game's one log is the table's), and undo, redo and a jump
    /// anywhere still give the game and log a replay gives.
    #[test]
    fn the_copies_kept_for_undo_hold_no_log() {
        let setup = SessionSetup {
            seats: vec![SeatKind::Bot("random".into()); 2],
            seed: 3,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        // A pile far larger than the shipped game's, for a long game.
        let mut s = Session::<Toy>::start(Arc::new(100_000), None, setup).expect("starts");
        assert_eq!(s.run_bots(2000), 2000);
        let logged = s.game().log().len();
        assert!(logged >= 2000, "each move logged");
        let held: usize = s.checkpoints.iter().map(|(g, _)| g.log().len()).sum();
        assert_eq!(held, 0, "no copy holds a log");
        assert_eq!(s.checkpoints.len(), 2000 / CHECKPOINT_EVERY + 1);
        let full = s.game().log().to_vec();
        for step in [1999, 700, 64, 0, 1000, 2000] {
            s.go_to(step);
            let mut fresh = s.clone();
            fresh.checkpoints.truncate(1);
            fresh.cursor = 0;
            fresh.game = fresh.checkpoints[0].0.clone();
            fresh.go_to(step);
            assert_eq!(s.game().log(), fresh.game().log(), "step {step}");
            assert_eq!(format!("{:?}", s.game()), format!("{:?}", fresh.game()));
        }
        assert_eq!(s.game().log(), &full[..]);
    }
}
