//! `AppStore`: the library, the table in play and what the person has selected. Components call
//! its methods; the methods call the engine. Nothing here decides what is legal.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::table::{Action, Game, Place, ZoneRef};

use super::library::{LIBRARY_KEY, Library, LoadProblem, TableEntry, TableSave};
use super::storage;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Library,
    Table,
    /// The game editor (see `state::editor`).
    Editor,
    /// The print sheet of one deck of the game being edited.
    Print,
    /// A ruled table (any game whose rules the engine enforces; see `state::ruled`).
    Ruled,
    /// The start form of a new ruled table.
    RuledStart,
    /// The simulation screen of a ruled game.
    Simulate,
}

/// What the person picked up with the first click (or key press) of click-then-click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    Card {
        zone: ZoneRef,
        index: usize,
    },
    Stack {
        counter: String,
        owner: Option<u8>,
        place: Place,
    },
    /// A counter from the supply, to be placed.
    Supply {
        counter: String,
        owner: Option<u8>,
    },
}

/// Everything the app holds. Cheap to copy (signals are handles).
#[derive(Clone, Copy)]
pub struct AppStore {
    pub library: RwSignal<Library>,
    /// A problem reading the stored library as a whole (its raw text is kept here).
    pub problem: RwSignal<Option<LoadProblem>>,
    /// The last save failed: what the person should know.
    pub save_error: RwSignal<Option<String>>,
    /// While true, nothing is written over the stored text (it could not be read and could not
    /// be copied aside, so writing would destroy it).
    pub protect_stored: RwSignal<bool>,
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<Game>>,
    pub table_id: RwSignal<Option<String>>,
    /// A refused action or other message about the last gesture.
    pub notice: RwSignal<Option<String>>,
    /// Whose eyes the table is drawn for.
    pub viewer: RwSignal<Option<u8>>,
    pub hot_seat: RwSignal<bool>,
    /// Hot-seat: the table is covered until this player says they are at the screen.
    pub pass_to: RwSignal<Option<u8>>,
    pub selection: RwSignal<Option<Selection>>,
    /// How many counters a place or move takes.
    pub amount: RwSignal<u32>,
    /// Whether the last change should be written to storage (benchmark tables are not).
    pub persistent: RwSignal<bool>,
}

/// Creates the stores, loads the library and starts autosaving.
pub fn provide_stores() -> AppStore {
    let store = AppStore {
        library: RwSignal::new(Library::default()),
        problem: RwSignal::new(None),
        save_error: RwSignal::new(None),
        protect_stored: RwSignal::new(false),
        screen: RwSignal::new(Screen::Library),
        game: RwSignal::new(None),
        table_id: RwSignal::new(None),
        notice: RwSignal::new(None),
        viewer: RwSignal::new(Some(0)),
        hot_seat: RwSignal::new(false),
        pass_to: RwSignal::new(None),
        selection: RwSignal::new(None),
        amount: RwSignal::new(1),
        persistent: RwSignal::new(true),
    };
    store.load();
    // Persist with one effect: whenever the library changes, write it.
    Effect::new(move |first: Option<()>| {
        let text = store.library.with(|l| l.to_json());
        if first.is_some() {
            store.write(&text);
        }
    });
    provide_context(store);
    store
}

/// The store, from context.
pub fn use_store() -> AppStore {
    expect_context::<AppStore>()
}

impl AppStore {
    fn load(&self) {
        let raw = match storage::read(LIBRARY_KEY) {
            Ok(raw) => raw,
            Err(e) => {
                self.save_error.set(Some(format!(
                    "Saved games cannot be read or written here ({e}). You can play, but nothing will be kept after this tab closes."
                )));
                None
            }
        };
        let (library, problem) = Library::parse(raw.as_deref());
        if let Some(problem) = &problem {
            // Copy the unreadable text aside before anything can be written over it.
            let aside = format!("{LIBRARY_KEY}.unreadable-{}", js_sys::Date::now() as u64);
            if storage::write(&aside, &problem.raw).is_err() {
                self.protect_stored.set(true);
            }
        }
        self.problem.set(problem);
        self.library.set(library);
        self.migrate_old_slots();
        if let Some(id) = storage::read(CURRENT_KEY).ok().flatten() {
            self.open_table(&id);
        }
    }

    fn write(&self, text: &str) {
        if self.protect_stored.get_untracked() {
            self.save_error.set(Some(
                "Your changes are not being saved yet, so that the unreadable saved data is not overwritten. Download it, then choose “Start saving again”.".to_string(),
            ));
            return;
        }
        match storage::write(LIBRARY_KEY, text) {
            Ok(()) => self.save_error.set(None),
            Err(e) => self.save_error.set(Some(e.message())),
        }
    }

    /// Lets saving overwrite the stored text again (after the person downloaded it).
    pub fn resume_saving(&self) {
        self.protect_stored.set(false);
        let text = self.library.with_untracked(|l| l.to_json());
        self.write(&text);
    }

    /// Starts a new table of `def` and opens it.
    pub fn new_table(&self, def: GameDef, players: u8, seed: u64, hot_seat: bool) {
        let title = def.name.clone();
        match Game::new(def, players, seed) {
            Ok(game) => {
                let id = self.library.with_untracked(|l| l.fresh_id("table"));
                self.library.update(|l| {
                    l.put_table(TableEntry {
                        id: id.clone(),
                        title,
                        updated: js_sys::Date::now(),
                        save: TableSave::Free(game.save()),
                    })
                });
                self.show(id, game, hot_seat);
            }
            Err(e) => self.notice.set(Some(e.to_string())),
        }
    }

    /// Opens a table in play, or plays a game without saving it (benchmarks).
    pub fn play_unsaved(&self, game: Game) {
        self.persistent.set(false);
        self.table_id.set(None);
        self.viewer.set(Some(0));
        self.hot_seat.set(false);
        self.pass_to.set(None);
        self.selection.set(None);
        self.notice.set(None);
        self.game.set(Some(game));
        self.screen.set(Screen::Table);
    }

    fn show(&self, id: String, game: Game, hot_seat: bool) {
        let active = game.table().active;
        let _ = storage::write(CURRENT_KEY, &id);
        self.persistent.set(true);
        self.table_id.set(Some(id));
        self.hot_seat.set(hot_seat);
        self.viewer.set(Some(active));
        self.pass_to.set(hot_seat.then_some(active));
        self.selection.set(None);
        self.notice.set(None);
        self.game.set(Some(game));
        self.screen.set(Screen::Table);
    }

    /// Carries the tables of the old one-per-game slots (`protoplay.destiny`,
    /// `protoplay.deity`) into the library. A slot is removed only once its table is in the
    /// library; one that cannot be carried over stays, and the person is told why and offered it
    /// for download.
    fn migrate_old_slots(&self) {
        for (key, rules) in super::ruled::OLD_SLOTS {
            let Some(raw) = storage::read(key).ok().flatten() else {
                continue;
            };
            if raw.trim().is_empty() {
                continue;
            }
            let now = js_sys::Date::now();
            let carried = self
                .library
                .with_untracked(|l| super::ruled::migrate_slot(rules, &raw, l, now));
            match carried {
                Ok(entry) => {
                    let text = {
                        let mut l = self.library.get_untracked();
                        l.put_table(entry.clone());
                        l.to_json()
                    };
                    if storage::write(LIBRARY_KEY, &text).is_ok() {
                        self.library.update(|l| l.put_table(entry));
                        if let Ok(s) = storage::raw() {
                            let _ = s.remove_item(key);
                        }
                    }
                }
                Err(why) => self.problem.set(Some(LoadProblem {
                    message: format!(
                        "A saved table from an earlier version ({key}) could not be carried into your library: {why}. It was kept untouched: download it to keep a copy."
                    ),
                    raw,
                })),
            }
        }
    }

    /// Opens a saved table. A table that cannot be rebuilt stays in the library, with the reason.
    pub fn open_table(&self, id: &str) {
        let Some(entry) = self.library.with_untracked(|l| l.table(id).cloned()) else {
            return;
        };
        if matches!(entry.save, TableSave::Ruled(_)) {
            let ruled = super::ruled::use_ruled();
            if let Err(e) = ruled.open(*self, &entry) {
                self.notice.set(Some(e));
            }
            return;
        }
        let TableSave::Free(saved) = entry.save else {
            return;
        };
        let hot_seat = saved.players > 1 && self.hot_seat.get_untracked();
        match Game::load(saved) {
            Ok(game) => self.show(entry.id, game, hot_seat),
            Err(e) => self
                .notice
                .set(Some(format!("“{}” cannot be opened: {e}", entry.title))),
        }
    }

    /// Back to the library.
    pub fn close_table(&self) {
        let _ = storage::write(CURRENT_KEY, "");
        self.game.set(None);
        self.table_id.set(None);
        self.selection.set(None);
        self.notice.set(None);
        self.screen.set(Screen::Library);
    }

    /// Takes an action at the table; a refusal is shown, never thrown. What was picked up is put
    /// down, except a counter from the supply, so several can be placed in a row.
    pub fn act(&self, action: Action) {
        let keep = matches!(action, Action::PlaceCounter { .. });
        let mut result = Ok(());
        self.game.update(|g| {
            if let Some(g) = g {
                result = g.apply(action);
            }
        });
        match result {
            Ok(()) => {
                self.notice.set(None);
                self.after_change();
            }
            Err(e) => self.notice.set(Some(format!("Not allowed: {e}."))),
        }
        if !keep {
            self.selection.set(None);
        }
    }

    pub fn undo(&self) {
        let mut done = false;
        self.game
            .update(|g| done = g.as_mut().is_some_and(Game::undo));
        if done {
            self.notice.set(None);
            self.after_change();
        }
    }

    pub fn redo(&self) {
        let mut done = false;
        self.game
            .update(|g| done = g.as_mut().is_some_and(Game::redo));
        if done {
            self.notice.set(None);
            self.after_change();
        }
    }

    /// Keeps the library entry in step with the table, and covers the table for the next player
    /// in hot-seat play.
    fn after_change(&self) {
        let Some(active) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.table().active))
        else {
            return;
        };
        if self.hot_seat.get_untracked() && self.viewer.get_untracked() != Some(active) {
            self.pass_to.set(Some(active));
        }
        if !self.persistent.get_untracked() {
            return;
        }
        let Some(saved) = self.game.with_untracked(|g| g.as_ref().map(Game::save)) else {
            return;
        };
        if let Some(id) = self.table_id.get_untracked() {
            self.library.update(|l| {
                if let Some(t) = l.tables.iter_mut().find(|t| t.id == id) {
                    t.save = TableSave::Free(saved);
                    t.updated = js_sys::Date::now();
                }
            });
        }
    }

    /// The next player has the screen: show the table through their eyes.
    pub fn take_seat(&self, p: u8) {
        self.viewer.set(Some(p));
        self.pass_to.set(None);
        self.selection.set(None);
    }

    pub fn duplicate_table(&self, id: &str) {
        self.library.update(|l| {
            if let Some(mut copy) = l.table(id).cloned() {
                copy.id = l.fresh_id("table");
                copy.title = format!("{} (copy)", copy.title);
                copy.updated = js_sys::Date::now();
                l.put_table(copy);
            }
        });
    }

    pub fn delete_table(&self, id: &str) {
        self.library.update(|l| l.remove_table(id));
    }
}

/// Which table was open, so a reload returns to it.
pub(crate) const CURRENT_KEY: &str = "protoplay.current";
