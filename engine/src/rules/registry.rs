//! The registry of ruled games: the one list a new game joins with one line, and the
//! object-safe faces ([`DynGame`], [`DynSession`]) the app and the simulator use to reach any
//! game by id. Dynamic dispatch stops here: a batch of simulated games and every move in it
//! run monomorphised ([`crate::sim::play_batch`], prepared once per run by [`DynSim::prepare`]).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::def::GameDef;
use crate::sim::{Batch, BatchPlayer, SimError, SimSettings};

use super::bot::{bots_of, is_bot};
use super::game::{BotInfo, DataError, GameInfo, LogEntry, Outcome, RuledGame, Seat};
use super::projection::{Choice, Projection};
use super::session::{Session, SessionError, SessionSave, SessionSetup};

/// Every ruled game, in library order: one line each. The macro makes the lists below from it:
/// every game in full; for a program that only simulates (the simulator) each game's rules and
/// bots but not its tables, sessions and projections; and for the editor only each game's data
/// checks ([`Checked`]).
macro_rules! ruled_games {
    ($($game:ty),* $(,)?) => {
        static GAMES: &[&dyn DynGame] = &[$(&Ruled::<$game>::ENTRY),*];
        static SIMULATED: &[&dyn DynSim] = &[$(&Ruled::<$game>::ENTRY),*];
        static CHECKED: &[&dyn DynGame] = &[$(&Checked::<$game>::ENTRY),*];
    };
}

ruled_games! {
    super::destiny::DestinyGame,
    super::deity::DeityGame,
    super::devastators::Devastators,
    super::devacurse::Devacurse,
    super::lords::Lords,
    super::wotw::Wotw,
}

/// The ids of every ruled game, in the order above, as plain text: a program that holds few
/// games (a page module) can tell a ruled game's id from unknown rules without linking every
/// game's rules and data (a test checks that they are [`ids`]).
pub const IDS: &[&str] = &[
    "destiny",
    "deity",
    "devastators",
    "devacurse",
    "lords-of-hell",
    "wotw-france",
];

/// Every ruled game.
pub fn games() -> &'static [&'static dyn DynGame] {
    GAMES
}

/// Every ruled game, for a program that only reads their data and says what the rules cannot
/// use (the editor's page): their tables, bots and simulation are left out ([`Checked`]).
pub fn checked_games() -> Held {
    CHECKED
}

/// A ruled game by id.
pub fn game(id: &str) -> Option<&'static dyn DynGame> {
    game_in(GAMES, id)
}

/// The games a program holds: every ruled game ([`games`]), or fewer (a page module that plays
/// one game names only its entry, so the linker leaves the others out).
pub type Held = &'static [&'static dyn DynGame];

/// The game of `games` with this id.
pub fn game_in(games: Held, id: &str) -> Option<&'static dyn DynGame> {
    games.iter().copied().find(|g| g.info().id == id)
}

/// A ruled game by id, for simulation only.
pub fn simulated(id: &str) -> Option<&'static dyn DynSim> {
    find(SIMULATED, id)
}

/// Every ruled game, for simulation only.
pub fn simulated_games() -> &'static [&'static dyn DynSim] {
    SIMULATED
}

/// The game of `games` with this id.
pub fn find(games: &[&'static dyn DynSim], id: &str) -> Option<&'static dyn DynSim> {
    games.iter().copied().find(|g| g.info().id == id)
}

/// The ids of every ruled game.
pub fn ids() -> Vec<&'static str> {
    ids_of(SIMULATED)
}

/// The ids of `games`.
pub fn ids_of(games: &[&'static dyn DynSim]) -> Vec<&'static str> {
    games.iter().map(|g| g.info().id).collect()
}

/// A ruled game reached by id, as the simulator needs it.
pub trait DynSim: Sync {
    fn info(&self) -> &'static GameInfo;
    /// Every bot the game offers, its own first.
    fn bots(&self) -> Vec<BotInfo>;
    /// Whether the game accepts a bot by this name.
    fn is_bot(&self, name: &str) -> bool;
    /// The shipped definition.
    fn shipped_def(&self) -> Result<GameDef, String>;
    /// Whether the rules can use a definition: a card list or table they cannot read is
    /// refused naming the row and the column.
    fn check_def(&self, def: &GameDef) -> Result<(), DataError>;
    /// Every row of the definition's decks the rules refuse, at most `max`, each with its first
    /// problem (see [`super::cards::problem_rows`]); empty when the rules can use it.
    fn problems(&self, def: &GameDef, max: usize) -> Vec<DataError> {
        super::cards::problem_rows(def, |d| self.check_def(d), max)
    }
    /// What the rules say of a definition's data before a table or a simulation (a card whose
    /// text they cannot run); `None` is the shipped definition.
    fn notes(&self, def: Option<&GameDef>) -> Result<Vec<String>, DataError>;
    /// A simulation run made ready: the data read and the bots made once, for every batch.
    fn prepare(&self, settings: &SimSettings) -> Result<Box<dyn BatchPlayer>, SimError>;
}

/// A ruled game reached by id: its tables besides its simulation.
pub trait DynGame: DynSim {
    /// A new table (bots have not moved yet). `def` is `None` for the shipped definition.
    fn start(
        &self,
        def: Option<GameDef>,
        setup: SessionSetup,
    ) -> Result<Box<dyn DynSession>, SessionError>;
    /// A saved table, replayed.
    fn load(&self, save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError>;
    /// A table rebuilt from a set-up and its moves as JSON, each taken as the move of the seat
    /// to act then (saves made before moves carried their seat).
    fn replay_moves(
        &self,
        def: Option<GameDef>,
        setup: SessionSetup,
        moves: &[serde_json::Value],
    ) -> Result<Box<dyn DynSession>, SessionError>;
    /// Whether this entry plays tables (holds the rules), or only reads the game's data and
    /// refuses a table in words ([`NoTables`]).
    fn plays_tables(&self) -> bool {
        true
    }
}

/// A ruled game's registry entry.
pub struct Ruled<G>(PhantomData<fn() -> G>);

impl<G> Ruled<G> {
    /// The entry (a constant, so it can sit in the static list).
    pub const ENTRY: Self = Ruled(PhantomData);
}

impl<G: RuledGame> Ruled<G> {
    fn data(def: Option<&GameDef>) -> Result<Arc<G::Data>, DataError> {
        let shipped;
        let def = match def {
            Some(d) => d,
            None => {
                shipped = super::game::shipped_def::<G>()
                    .map_err(|e| DataError::part("the shipped game", e.to_string()))?;
                &shipped
            }
        };
        G::read_data(def).map(Arc::new)
    }
}

impl<G: RuledGame> DynSim for Ruled<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn bots(&self) -> Vec<BotInfo> {
        bots_of::<G>()
    }
    fn is_bot(&self, name: &str) -> bool {
        is_bot::<G>(name)
    }
    fn shipped_def(&self) -> Result<GameDef, String> {
        super::game::shipped_def::<G>().map_err(|e| e.to_string())
    }
    fn check_def(&self, def: &GameDef) -> Result<(), DataError> {
        G::read_data(def).map(|_| ())
    }
    fn notes(&self, def: Option<&GameDef>) -> Result<Vec<String>, DataError> {
        Self::data(def).map(|d| G::notes(&d))
    }
    fn prepare(&self, settings: &SimSettings) -> Result<Box<dyn BatchPlayer>, SimError> {
        let data = Self::data(settings.def.as_ref()).map_err(|e| SimError::Data(e.to_string()))?;
        Ok(Box::new(Batch::<G>::new(data, settings)?))
    }
}

impl<G: RuledGame> DynGame for Ruled<G> {
    fn start(
        &self,
        def: Option<GameDef>,
        setup: SessionSetup,
    ) -> Result<Box<dyn DynSession>, SessionError> {
        let data = Self::data(def.as_ref())?;
        Ok(Box::new(Session::<G>::start(data, def, setup)?))
    }
    fn load(&self, save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
        let data = Self::data(save.def.as_ref())?;
        Ok(Box::new(Session::<G>::load(data, save)?))
    }
    fn replay_moves(
        &self,
        def: Option<GameDef>,
        setup: SessionSetup,
        moves: &[serde_json::Value],
    ) -> Result<Box<dyn DynSession>, SessionError> {
        let data = Self::data(def.as_ref())?;
        Ok(Box::new(Session::<G>::from_moves(data, def, setup, moves)?))
    }
}

/// A ruled game's entry for a program that plays no table of it: its tables cannot be started
/// or loaded there, so the linker leaves their code (sessions, projections, choices) out. With
/// `SIMULATES` it simulates the game ([`Simulated`]: the browser's simulation page, whose module
/// is also its workers); without, it only reads the game's data and says what it cannot use
/// ([`Checked`]: the editor's page), so the bots and the simulator are left out too.
pub struct NoTables<G, const SIMULATES: bool>(PhantomData<fn() -> G>);

/// [`NoTables`] for a program that simulates the game.
pub type Simulated<G> = NoTables<G, true>;

/// [`NoTables`] for a program that only checks the game's data (the editor).
pub type Checked<G> = NoTables<G, false>;

impl<G, const SIMULATES: bool> NoTables<G, SIMULATES> {
    /// The entry (a constant, so it can sit in a static list).
    pub const ENTRY: Self = NoTables(PhantomData);
}

impl<G: RuledGame, const SIMULATES: bool> NoTables<G, SIMULATES> {
    fn no_tables() -> SessionError {
        SessionError::Setup(format!(
            "{}'s tables are played on its own page, not on this one",
            G::info().name
        ))
    }
}

impl<G: RuledGame, const SIMULATES: bool> DynSim for NoTables<G, SIMULATES> {
    fn info(&self) -> &'static GameInfo {
        Ruled::<G>::ENTRY.info()
    }
    fn bots(&self) -> Vec<BotInfo> {
        Ruled::<G>::ENTRY.bots()
    }
    fn is_bot(&self, name: &str) -> bool {
        Ruled::<G>::ENTRY.is_bot(name)
    }
    fn shipped_def(&self) -> Result<GameDef, String> {
        Ruled::<G>::ENTRY.shipped_def()
    }
    fn check_def(&self, def: &GameDef) -> Result<(), DataError> {
        Ruled::<G>::ENTRY.check_def(def)
    }
    fn notes(&self, def: Option<&GameDef>) -> Result<Vec<String>, DataError> {
        Ruled::<G>::ENTRY.notes(def)
    }
    fn prepare(&self, settings: &SimSettings) -> Result<Box<dyn BatchPlayer>, SimError> {
        if SIMULATES {
            Ruled::<G>::ENTRY.prepare(settings)
        } else {
            Err(SimError::Data(format!(
                "{} is simulated on its simulation page, not on this one",
                G::info().name
            )))
        }
    }
}

impl<G: RuledGame, const SIMULATES: bool> DynGame for NoTables<G, SIMULATES> {
    fn start(
        &self,
        _: Option<GameDef>,
        _: SessionSetup,
    ) -> Result<Box<dyn DynSession>, SessionError> {
        Err(Self::no_tables())
    }
    fn load(&self, _: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
        Err(Self::no_tables())
    }
    fn plays_tables(&self) -> bool {
        false
    }
    fn replay_moves(
        &self,
        _: Option<GameDef>,
        _: SessionSetup,
        _: &[serde_json::Value],
    ) -> Result<Box<dyn DynSession>, SessionError> {
        Err(Self::no_tables())
    }
}

/// A ruled table reached without knowing its game: what the table screen uses.
pub trait DynSession: Send {
    fn info(&self) -> &'static GameInfo;
    fn setup(&self) -> &SessionSetup;
    /// The definition the rules read, if not the shipped one.
    fn def(&self) -> Option<&GameDef>;
    /// The seat whose decision the game waits for.
    fn to_move(&self) -> Option<Seat>;
    fn person_to_move(&self) -> Option<Seat>;
    fn bot_to_move(&self) -> Option<Seat>;
    /// Lets the bots move, at most `max` moves; returns how many they made.
    fn run_bots(&mut self, max: usize) -> usize;
    fn project(&self, viewer: Option<Seat>) -> Projection;
    /// The person to act's choices (empty while a bot is to act).
    fn choices(&self) -> Vec<Choice>;
    /// Makes choice `index` of [`DynSession::choices`] with its numbers, or says why not.
    fn play_choice(&mut self, index: usize, numbers: &[u32]) -> Result<(), String>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn log(&self) -> &[LogEntry];
    fn outcome(&self) -> Option<Outcome>;
    /// Moves in effect.
    fn step(&self) -> usize;
    fn save(&self) -> SessionSave;
    fn clone_box(&self) -> Box<dyn DynSession>;
}

impl<G: RuledGame> DynSession for Session<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn setup(&self) -> &SessionSetup {
        Session::setup(self)
    }
    fn def(&self) -> Option<&GameDef> {
        Session::def(self)
    }
    fn to_move(&self) -> Option<Seat> {
        self.game().to_move()
    }
    fn person_to_move(&self) -> Option<Seat> {
        Session::person_to_move(self)
    }
    fn bot_to_move(&self) -> Option<Seat> {
        Session::bot_to_move(self)
    }
    fn run_bots(&mut self, max: usize) -> usize {
        Session::run_bots(self, max)
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        Session::project(self, viewer)
    }
    fn choices(&self) -> Vec<Choice> {
        Session::choices(self).into_iter().map(|(c, _)| c).collect()
    }
    fn play_choice(&mut self, index: usize, numbers: &[u32]) -> Result<(), String> {
        Session::play_choice(self, index, numbers)
    }
    fn can_undo(&self) -> bool {
        Session::can_undo(self)
    }
    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }
    fn undo(&mut self) -> bool {
        Session::undo(self)
    }
    fn redo(&mut self) -> bool {
        Session::redo(self)
    }
    fn log(&self) -> &[LogEntry] {
        Session::log(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Session::outcome(self)
    }
    fn step(&self) -> usize {
        Session::step(self)
    }
    fn save(&self) -> SessionSave {
        Session::save(self)
    }
    fn clone_box(&self) -> Box<dyn DynSession> {
        Box::new(self.clone())
    }
}

/// Opens a saved table of any ruled game.
pub fn load(save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
    load_in(GAMES, save)
}

/// Opens a saved table of one of `games`.
pub fn load_in(games: Held, save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
    game_in(games, &save.game)
        .ok_or_else(|| SessionError::UnknownGame(save.game.clone()))?
        .load(save)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain list of ids is the registry's, in its order.
    #[test]
    fn the_plain_ids_are_the_registrys() {
        assert_eq!(super::IDS, super::ids().as_slice());
        let checked: Vec<_> = checked_games().iter().map(|g| g.info().id).collect();
        assert_eq!(checked, ids());
    }

    /// An entry without tables reads the game's data as the full entry does, and refuses a
    /// table (and, for the editor's, a simulation) with a reason rather than failing silently.
    #[test]
    fn an_entry_without_tables_checks_data_alike_and_refuses_tables_with_a_reason() {
        type G = super::super::destiny::DestinyGame;
        let full: &dyn DynGame = &Ruled::<G>::ENTRY;
        let mut def = full.shipped_def().expect("shipped");
        let sims: [&dyn DynGame; 2] = [&Simulated::<G>::ENTRY, &Checked::<G>::ENTRY];
        for entry in sims {
            assert_eq!(entry.info().id, "destiny");
            assert_eq!(entry.bots(), full.bots());
            assert_eq!(entry.notes(None), full.notes(None));
            assert_eq!(entry.check_def(&def), Ok(()));
            let setup = SessionSetup {
                seats: vec![super::super::SeatKind::Person; 2],
                seed: 1,
                variants: super::super::VariantValues::default(),
                hot_seat: false,
            };
            let refused = entry.start(None, setup).err().map(|e| e.to_string());
            assert_eq!(
                refused.as_deref(),
                Some(
                    "the table cannot be set up: Destiny's tables are played on its own page, not on this one"
                )
            );
        }
        let settings = SimSettings::new("destiny");
        assert!(Simulated::<G>::ENTRY.prepare(&settings).is_ok());
        let refused = Checked::<G>::ENTRY
            .prepare(&settings)
            .err()
            .map(|e| e.to_string());
        assert!(
            refused.is_some_and(|e| e.contains("Destiny is simulated on its simulation page")),
            "the editor's entry does not simulate"
        );
        // A card list the rules cannot read is refused alike, naming the row.
        if let Some(deck) = def.decks.first_mut() {
            deck.cards.clear();
        }
        assert_eq!(
            Checked::<G>::ENTRY
                .check_def(&def)
                .map_err(|e| e.to_string()),
            full.check_def(&def).map_err(|e| e.to_string())
        );
    }
}
