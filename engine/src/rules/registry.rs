//! The registry of ruled games: the one list a new game joins with one line, and the
//! object-safe faces ([`DynGame`], [`DynSession`]) the app and the simulator use to reach any
//! game by id. Dynamic dispatch stops here: a batch of simulated games and every move in it
//! run monomorphised ([`crate::sim::play_batch`], prepared once per run by [`DynSim::prepare`]).
//!
//! Every program knows every ruled game's description ([`infos`]: names, players and bots; no
//! rules, and no data, which comes with the rules). Which games' rules it holds is [`games`]:
//! every one in a native program; in the browser's page, with the `rules-on-demand` feature,
//! those whose rules have been loaded so far ([`hold`]), so that the page downloads a game's
//! rules only when that game is played or simulated.

use std::marker::PhantomData;
use std::sync::{Arc, RwLock};

use crate::def::GameDef;
use crate::sim::{Batch, BatchPlayer, SimError, SimSettings};

use super::bot::{bots_of, is_bot};
use super::game::{
    BotInfo, DataError, GameInfo, LogEntry, Outcome, Reading, RuledGame, Seat, Shown,
};
#[cfg(test)]
use super::map::Rule;
use super::projection::{Choice, Projection, Thing, seat_label};
use super::search::Budget;
use super::session::{SavedMove, Session, SessionError, SessionSave, SessionSetup};
use super::variant::VariantSpec;

/// Every ruled game, in library order: one line each, `name: type`. It calls the macro it is
/// given with this list, so that each program makes what it needs from the one list: the
/// registry its descriptions and entries (below), the page a loader per game for its rules
/// (the `name` names the game's part of the page's program).
#[macro_export]
macro_rules! ruled_games {
    ($then:ident) => {
        $then! {
            destiny: $crate::rules::destiny::DestinyGame,
            deity: $crate::rules::deity::DeityGame,
            devastators: $crate::rules::devastators::Devastators,
            devacurse: $crate::rules::devacurse::Devacurse,
            lords_of_hell: $crate::rules::lords::Lords,
            wotw_france: $crate::rules::wotw::Wotw,
        }
    };
}

macro_rules! registry_lists {
    ($($name:ident: $game:ty),* $(,)?) => {
        /// Every ruled game's description, in library order.
        static INFOS: &[fn() -> &'static GameInfo] = &[$(<$game as RuledGame>::info),*];

        /// Every ruled game's entry (a program that holds every game's rules).
        #[cfg(any(test, not(feature = "rules-on-demand")))]
        static GAMES: &[&dyn DynGame] = &[$(&Ruled::<$game>::ENTRY),*];

        /// The registry's names of the games, in the list's order.
        #[cfg(test)]
        const NAMES: &[&str] = &[$(stringify!($name)),*];

        /// A game's rules map, by id, for the map's tests. It is not part of a game's entry: the
        /// page fetches a map apart from the rules, when its panel is opened.
        #[cfg(test)]
        pub(crate) fn rules_map(id: &str) -> Option<&'static [Rule]> {
            $(if <$game as RuledGame>::info().id == id {
                return Some(<$game as RuledGame>::rules_map());
            })*
            None
        }
    };
}

crate::ruled_games!(registry_lists);

/// Every ruled game's description (no rules: a form, the library and a report need only
/// this), in library order.
pub fn infos() -> impl Iterator<Item = &'static GameInfo> {
    INFOS.iter().map(|info| info())
}

/// A ruled game's description by id (a game the list does not name, held by a test, too).
pub fn info(id: &str) -> Option<&'static GameInfo> {
    infos()
        .find(|i| i.id == id)
        .or_else(|| game(id).map(|g| g.info()))
}

/// The ids of every ruled game, in library order.
pub fn ids() -> Vec<&'static str> {
    infos().map(|i| i.id).collect()
}

/// The ruled games whose rules this program holds (see the module's docs).
fn held() -> &'static RwLock<Vec<&'static dyn DynGame>> {
    static HELD: std::sync::OnceLock<RwLock<Vec<&'static dyn DynGame>>> =
        std::sync::OnceLock::new();
    HELD.get_or_init(|| {
        #[cfg(not(feature = "rules-on-demand"))]
        let all = GAMES.to_vec();
        #[cfg(feature = "rules-on-demand")]
        let all = Vec::new();
        RwLock::new(all)
    })
}

/// The ruled games whose rules this program holds, in library order.
pub fn games() -> Vec<&'static dyn DynGame> {
    let held = held().read().map(|h| h.clone()).unwrap_or_default();
    let mut games: Vec<_> = infos()
        .filter_map(|info| held.iter().copied().find(|g| g.info().id == info.id))
        .collect();
    // An entry the list does not name (a test's toy game) comes last.
    games.extend(held.iter().copied().filter(|g| info(g.info().id).is_none()));
    games
}

/// A ruled game whose rules this program holds, by id.
pub fn game(id: &str) -> Option<&'static dyn DynGame> {
    let held = held().read().ok()?;
    held.iter().copied().find(|g| g.info().id == id)
}

/// Adds a game's rules to those this program holds: the page calls it once a game's rules
/// have loaded; a test adds a game of its own. Holding a game twice changes nothing.
pub fn hold(entry: &'static dyn DynGame) {
    if let Ok(mut held) = held().write()
        && !held.iter().any(|g| g.info().id == entry.info().id)
    {
        held.push(entry);
    }
}

/// A ruled game reached by id, as the simulator needs it.
pub trait DynSim: Sync {
    fn info(&self) -> &'static GameInfo;
    /// The game's rule variants ([`RuledGame::variant_specs`]).
    fn variant_specs(&self) -> &'static [VariantSpec];
    /// How the game reads its text where it is silent ([`RuledGame::readings`]).
    fn readings(&self) -> &'static [Reading];
    /// The placeholder readings whose values are shown at `place`: the marks a screen puts
    /// beside what it draws there.
    fn placeholders_at(&self, place: Shown<'_>) -> Vec<&'static Reading> {
        self.readings()
            .iter()
            .filter(|r| r.placeholder && r.shown.contains(&place))
            .collect()
    }
    /// Every placeholder reading, in the rules panel's order.
    fn placeholders(&self) -> Vec<&'static Reading> {
        self.readings().iter().filter(|r| r.placeholder).collect()
    }
    /// The reading a rules map's entry names.
    fn reading(&self, title: &str) -> Option<&'static Reading> {
        self.readings().iter().find(|r| r.title == title)
    }
    /// The search bot's default budget ([`RuledGame::search_budget`]).
    fn search_budget(&self) -> Budget;
    /// Every bot the game offers, its own first.
    fn bots(&self) -> Vec<BotInfo>;
    /// Whether the game accepts a bot by this name.
    fn is_bot(&self, name: &str) -> bool;
    /// Why `name` is not one of the game's bots, in words; `None` when it is.
    fn why_not_bot(&self, name: &str) -> Option<String>;
    /// The shipped definition ([`RuledGame::def_json`]).
    fn shipped_def(&self) -> Result<GameDef, String>;
    /// The shipped definition's JSON.
    fn def_json(&self) -> &'static str;
    /// Whether the rules can use a definition: a card list or table they cannot read is
    /// refused naming the row and the column.
    fn check_def(&self, def: &GameDef) -> Result<(), DataError>;
    /// Every row of the definition's decks the rules refuse, at most `max`, each with its first
    /// problem (see [`super::cards::problem_rows`]); empty when the rules can use it.
    fn problems(&self, def: &GameDef, max: usize) -> Vec<DataError> {
        super::cards::problem_rows(def, |d| self.check_def(d), max)
    }
    /// What the rules say of a definition's data before a table or a simulation; `None` is the
    /// shipped definition.
    fn notes(&self, def: Option<&GameDef>) -> Result<DataNotes, DataError>;
    /// A simulation run made ready: the data read and the bots made once, for every batch.
    fn prepare(&self, settings: &SimSettings) -> Result<Box<dyn BatchPlayer>, SimError>;
}

/// What the rules say of a game's data before a table or a simulation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataNotes {
    /// Cards whose text the rules cannot run: each plays with its columns alone
    /// ([`RuledGame::notes`]).
    pub unrun: Vec<String>,
    /// What keeps games from being played out ([`RuledGame::warnings`]).
    pub warnings: Vec<String>,
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
        super::game::read_checked::<G>(def).map(Arc::new)
    }
}

impl<G: RuledGame> DynSim for Ruled<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn variant_specs(&self) -> &'static [VariantSpec] {
        G::variant_specs()
    }
    fn readings(&self) -> &'static [Reading] {
        G::readings()
    }
    fn search_budget(&self) -> Budget {
        G::search_budget()
    }
    fn bots(&self) -> Vec<BotInfo> {
        bots_of::<G>()
    }
    fn is_bot(&self, name: &str) -> bool {
        is_bot::<G>(name)
    }
    fn why_not_bot(&self, name: &str) -> Option<String> {
        super::bot::why_not_bot::<G>(name)
    }
    fn shipped_def(&self) -> Result<GameDef, String> {
        super::game::shipped_def::<G>().map_err(|e| e.to_string())
    }
    fn def_json(&self) -> &'static str {
        G::def_json()
    }
    fn check_def(&self, def: &GameDef) -> Result<(), DataError> {
        super::game::read_checked::<G>(def).map(|_| ())
    }
    fn notes(&self, def: Option<&GameDef>) -> Result<DataNotes, DataError> {
        Self::data(def).map(|d| DataNotes {
            unrun: G::notes(&d),
            warnings: G::warnings(&d),
        })
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
    /// Makes bot moves decided elsewhere (see [`Session::play_bot_moves`]).
    fn play_bot_moves(&mut self, moves: &[SavedMove]) -> Result<(), String>;
    fn project(&self, viewer: Option<Seat>) -> Projection;
    /// The person to act's choices (empty while a bot is to act).
    fn choices(&self) -> Vec<Choice>;
    /// Why `viewer` cannot use `thing` now, as a sentence: the rules' reason where they give
    /// one ([`RuledGame::why_not_thing`]), else what the game waits for (whose turn, which
    /// phase). Asked of things no choice points at.
    fn why_not(&self, viewer: Option<Seat>, thing: &Thing) -> String;
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
    fn play_bot_moves(&mut self, moves: &[SavedMove]) -> Result<(), String> {
        Session::play_bot_moves(self, moves)
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        Session::project(self, viewer)
    }
    fn choices(&self) -> Vec<Choice> {
        Session::choices(self).into_iter().map(|(c, _)| c).collect()
    }
    fn why_not(&self, viewer: Option<Seat>, thing: &Thing) -> String {
        let game = self.game();
        let Some(seat) = game.to_move() else {
            return "The game is over: nothing more can be done.".to_string();
        };
        if viewer != Some(seat) || Session::person_to_move(self).is_none() {
            return format!(
                "Nothing can be done with that now: it is {}'s turn.",
                seat_label(seat)
            );
        }
        match game.why_not_thing(thing) {
            Some(reason) => sentence(&reason),
            None => {
                let status = game.project(Some(seat)).status;
                format!("Nothing can be done with that now. {}", sentence(&status))
            }
        }
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

/// Words as a sentence: a capital first letter and a full stop.
fn sentence(words: &str) -> String {
    let words = words.trim();
    let mut chars = words.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// Opens a saved table of a ruled game this program holds.
pub fn load(save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
    game(&save.game)
        .ok_or_else(|| SessionError::UnknownGame(save.game.clone()))?
        .load(save)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list's names are the games' ids (the page names each game's part of its program
    /// after them), and every game is held natively, in the list's order.
    #[test]
    fn the_lists_names_are_the_games_ids_and_every_game_is_held() {
        let ids: Vec<String> = NAMES.iter().map(|n| n.replace('_', "-")).collect();
        assert_eq!(ids, super::ids());
        let held: Vec<_> = games().iter().map(|g| g.info().id).collect();
        assert_eq!(held, super::ids());
        assert_eq!(GAMES.len(), held.len());
    }

    /// Every game as shipped plays out: nothing in its data is named as keeping games from
    /// ending (a designer's data is, in each game's tests).
    #[test]
    fn no_shipped_game_is_warned_of() {
        for g in games() {
            let notes = g.notes(None).expect("the shipped data reads");
            assert!(
                notes.warnings.is_empty(),
                "{}: {:?}",
                g.info().id,
                notes.warnings
            );
        }
    }

    /// Something no choice points at is explained for every game: by the rules where they
    /// give a reason, else by what the game waits for; to a screen that is not the one to act,
    /// by whose turn it is.
    #[test]
    fn a_thing_no_choice_points_at_is_explained() {
        use crate::rules::{SeatKind, VariantValues};
        let nothing = Thing::Card("no-such-card".to_string());
        for g in games() {
            let info = g.info();
            let mut seats = vec![SeatKind::Person];
            seats.extend((1..info.players.0).map(|_| SeatKind::Bot(info.default_bot.into())));
            let setup = SessionSetup {
                seats,
                seed: 3,
                variants: VariantValues::default(),
                hot_seat: false,
            };
            let mut s = g.start(None, setup).expect("sets up");
            s.run_bots(100_000);
            let p = s.person_to_move().expect("the person is to act");
            let status = s.project(Some(p)).status;
            assert_eq!(
                s.why_not(Some(p), &nothing),
                format!("Nothing can be done with that now. {}", sentence(&status)),
                "{}",
                info.id
            );
            assert_eq!(
                s.why_not(None, &nothing),
                format!(
                    "Nothing can be done with that now: it is {}'s turn.",
                    seat_label(p)
                ),
                "{}",
                info.id
            );
        }
    }

    /// Holding a game again changes nothing.
    #[test]
    fn holding_a_game_twice_changes_nothing() {
        let before = games().len();
        hold(GAMES[0]);
        assert_eq!(games().len(), before);
    }

    /// One check on every way in: a definition the game check refuses is refused by the rules'
    /// check too (the editor, a file, a link and the command line all ask it), a row's count
    /// beyond the limit on cards with its row and column.
    #[test]
    fn the_rules_refuse_what_the_game_check_refuses() {
        let wotw = game("wotw-france").expect("held");
        let mut def = wotw.shipped_def().expect("ships");
        wotw.check_def(&def).expect("the shipped game is accepted");
        def.trackers[0].start = 100;
        assert!(def.check().is_err(), "the game check refuses it");
        let err = wotw.check_def(&def).expect_err("the rules refuse it too");
        assert!(err.to_string().contains("outside its bounds"), "{err}");
        for g in games() {
            let mut def = g.shipped_def().expect("ships");
            let deck = def.decks[0].id.clone();
            def.decks[0].cards[0].count = u32::MAX;
            let err = g.check_def(&def).expect_err("refused");
            assert_eq!(
                (err.deck.as_deref(), err.row, err.column.as_deref()),
                (Some(deck.as_str()), Some(2), Some("count")),
                "{}: {err}",
                g.info().id
            );
        }
    }

    /// Every place a reading says its values are shown is one the screens draw: a variant of
    /// the game, or a board, panel or panel row that a bots' game projects, so a placeholder's
    /// mark cannot silently fall off its table when a title changes.
    #[test]
    fn every_place_a_reading_names_is_drawn() {
        use crate::rules::{SeatKind, SessionSetup, Shown, VariantValues};
        for g in games() {
            let info = g.info();
            let places: Vec<Shown> = g.readings().iter().flat_map(|r| r.shown).copied().collect();
            let mut missing: Vec<Shown> = places
                .iter()
                .copied()
                .filter(|p| match p {
                    Shown::Variant(id) => !g.variant_specs().iter().any(|v| v.id == *id),
                    _ => true,
                })
                .collect();
            'seeds: for seed in 0..6 {
                let setup = SessionSetup {
                    seats: (0..info.players.1.min(4).max(info.players.0))
                        .map(|_| SeatKind::Bot(info.default_bot.to_string()))
                        .collect(),
                    seed,
                    variants: VariantValues::defaults(g.variant_specs()),
                    hot_seat: false,
                };
                let mut s = g.start(None, setup).expect("starts");
                for _ in 0..400 {
                    let p = s.project(None);
                    missing.retain(|place| match place {
                        Shown::Board(id) => !p.boards.iter().any(|b| b.id() == *id),
                        Shown::Panel(title) => !p.panels.iter().any(|x| x.title == *title),
                        Shown::Row(title, row) => !p.panels.iter().any(|x| {
                            x.title == *title
                                && x.rows.iter().any(|r| r.first().is_some_and(|c| c == row))
                        }),
                        Shown::Variant(_) => true,
                    });
                    if missing.iter().all(|p| matches!(p, Shown::Variant(_))) || s.run_bots(5) == 0
                    {
                        break;
                    }
                }
                if missing.iter().all(|p| matches!(p, Shown::Variant(_))) {
                    break 'seeds;
                }
            }
            assert!(missing.is_empty(), "{}: never drawn: {missing:?}", info.id);
        }
    }

    /// A screen finds the placeholder readings of what it draws by the place, and only those:
    /// Deity's map size at its two map fields, none at a variant the text decides, and in The
    /// War of the Worlds' die charts a placeholder chart's row but not a chart the text gives.
    #[test]
    fn a_placeholder_is_found_where_it_is_shown() {
        use crate::rules::{Reading, Shown};
        let deity = game("deity").expect("held");
        let titles = |rs: Vec<&Reading>| rs.iter().map(|r| r.title).collect::<Vec<_>>();
        assert_eq!(
            titles(deity.placeholders_at(Shown::Variant("map_width"))),
            ["Map size"]
        );
        assert_eq!(
            titles(deity.placeholders_at(Shown::Variant("map_height"))),
            ["Map size"]
        );
        assert!(deity.placeholders_at(Shown::Variant("world")).is_empty());
        let wotw = game("wotw-france").expect("held");
        let charts = String::from("Player Help Sheet: die charts");
        assert_eq!(
            titles(wotw.placeholders_at(Shown::Row(&charts, "Naval Battle"))),
            ["Escape and the naval battle"]
        );
        assert!(
            wotw.placeholders_at(Shown::Row(&charts, "Cylinder Attack"))
                .is_empty()
        );
        assert!(wotw.placeholders_at(Shown::Board("strategic-map")).len() >= 2);
        assert!(
            wotw.placeholders().iter().all(|r| r.placeholder),
            "only placeholders are listed"
        );
    }
}
