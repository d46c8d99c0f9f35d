//! `AppStore`: the library, the table in play and what the person has selected. Components call
//! its methods; the methods call the engine and the vault (`state::persist`). Nothing here
//! decides what is legal, or what wins when two tabs disagree.
//!
//! # Saving: the API every table screen uses
//! The library is kept one entry per storage key, and a tab writes only what it changed:
//!
//! - [`AppStore::save_table`] persists one table entry (free or ruled) with the conflict check,
//!   and returns what happened ([`SaveOutcome`]): written; another tab went further (show
//!   theirs: the outcome carries it); or another tab changed it another way (this tab's version
//!   went to a copy, which is now the open table). Call it after every successful change.
//! - [`AppStore::delete_table`], [`AppStore::save_game`], [`AppStore::delete_game`],
//!   [`AppStore::delete_damaged`] likewise for one entry each.
//! - [`AppStore::set_open_table`] says which table this tab shows (it is reopened after a
//!   reload, a crash report holds it, and other tabs' changes to it are reported).
//! - [`AppStore::remote`] is the signal the open table's screen watches: another tab changed,
//!   deleted or damaged the open table, or this tab's change went to a copy
//!   ([`RemoteChange`]). For a free table the store has already followed the change; a ruled
//!   screen reloads its session from the entry in [`ChangeKind::Followed`].
//! - `state::crash::set_current` is called by `save_table` for the open table; a store with a
//!   table it does not save calls it itself.

use std::collections::HashMap;

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::import::Content;
use protoplay_engine::table::{Game, Place, ZoneRef};

use super::crash;
use super::library::{Library, LoadProblem, Shelved, TableEntry, new_tag};
use super::links::{self, Imported};
use super::persist::keys::{Slot, slot};
use super::persist::{
    GameSaved, Remote, SaveOutcome, Usage, Vault, backup_text, follow, read_backup,
};
use super::storage::{self, LocalKv};

mod play;
mod turns;

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

/// Something that happened to the open table because of another tab.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteChange {
    /// The open table's id (after a copy, the copy's).
    pub id: String,
    pub kind: ChangeKind,
}

/// What happened to the open table because of another tab.
#[derive(Clone, Debug, PartialEq)]
pub enum ChangeKind {
    /// Another tab made moves (or undid some): this is the table as stored now, and the screen
    /// shows it (the free table store has already followed it).
    Followed(TableEntry),
    /// This tab's change found that another tab had gone further with the table, holding all
    /// of this tab's moves: theirs is shown.
    Newer(TableEntry),
    /// Both tabs changed the table in different ways: this tab's version was saved as a copy,
    /// which is the open table now; the other tab's stays under the old name.
    Copied { title: String },
    /// Deleted in another tab: still open here. [`AppStore::keep_open_table`] writes it back;
    /// any change does too.
    Deleted(TableEntry),
    /// Written back after it was deleted in another tab.
    Kept,
    /// Another tab left something unreadable in its place: that is listed as damaged, and this
    /// tab's next change goes to a copy.
    Unreadable(String),
}

/// How far a table has gone, in the words its screen uses: a free table's steps, a ruled
/// table's moves.
fn progress(e: &TableEntry) -> String {
    match (e.free(), e.steps()) {
        (Some(_), n) => format!("at step {n}"),
        (None, 1) => "1 move in".to_string(),
        (None, n) => format!("{n} moves in"),
    }
}

impl ChangeKind {
    /// What the person reads.
    pub fn message(&self) -> String {
        match self {
            ChangeKind::Followed(e) => format!(
                "Updated with what was done in another tab: now {}.",
                progress(e)
            ),
            ChangeKind::Newer(e) => format!(
                "Another tab had gone further with this table, so its moves are shown (now {}); nothing of yours was lost.",
                progress(e)
            ),
            ChangeKind::Copied { title } => format!(
                "This table was changed differently in another tab at the same time. Both are kept: your moves here were saved as a copy, “{title}”, which is the table open now."
            ),
            ChangeKind::Deleted(_) => "This table was deleted in another tab. It is still open here: keep it, or go back to the library and let it go.".to_string(),
            ChangeKind::Kept => "Kept: the table is saved again.".to_string(),
            ChangeKind::Unreadable(reason) => format!(
                "Another tab left something unreadable in this table's place ({reason}). It is kept and listed in the library; your next move here is saved as a copy."
            ),
        }
    }

    /// Whether the person must choose something (keep it or not).
    pub fn asks(&self) -> bool {
        matches!(self, ChangeKind::Deleted(_))
    }
}

/// Everything the app holds. Cheap to copy (signals are handles).
#[derive(Clone, Copy)]
pub struct AppStore {
    pub library: RwSignal<Library>,
    /// A problem reading the stored library as a whole (its raw text is kept here).
    pub problem: RwSignal<Option<LoadProblem>>,
    /// Something the person should know about loading (copies made while moving the library
    /// to this version's storage, room lacking).
    pub load_note: RwSignal<Option<String>>,
    /// The last save failed: what the person should know.
    pub save_error: RwSignal<Option<String>>,
    /// The address named a screen of something this browser does not hold: what, and why the
    /// library is shown instead.
    pub address_note: RwSignal<Option<String>>,
    pub screen: RwSignal<Screen>,
    pub game: RwSignal<Option<Game>>,
    /// The table open in this tab (free or ruled).
    pub table_id: RwSignal<Option<String>>,
    /// A refused action or other message about the last gesture.
    pub notice: RwSignal<Option<String>>,
    /// Whose eyes the table is drawn for (`None`: an onlooker's, public only).
    pub viewer: RwSignal<Option<u8>>,
    pub hot_seat: RwSignal<bool>,
    /// Hot-seat: the table is covered until this player says they are at the screen.
    pub pass_to: RwSignal<Option<u8>>,
    /// Hot-seat: the player who said they are at the screen, the only one whose hand may show.
    pub seated: RwSignal<Option<u8>>,
    pub selection: RwSignal<Option<Selection>>,
    /// How many counters a place or move takes.
    pub amount: RwSignal<u32>,
    /// Whether the last change should be written to storage (benchmark tables are not).
    pub persistent: RwSignal<bool>,
    /// Another tab's change to the open table (free or ruled), for its screen to show.
    pub remote: RwSignal<Option<RemoteChange>>,
    /// How much of the browser's storage is used, kept up to date.
    pub usage: RwSignal<Usage>,
    /// The stored size of each table, by id.
    pub table_sizes: RwSignal<HashMap<String, usize>>,
    /// Why stored tables are not shown, for the person, while storage holds tables this page
    /// could not read (see `library::read_table_value`).
    pub unread_note: RwSignal<Option<String>>,
    /// A damaged entry the library should scroll to and focus (one just found).
    pub focus_damaged: RwSignal<Option<String>>,
    /// The open table's title (a copy's differs from its game's name); also what its saves
    /// are titled after it left the library (deleted in another tab).
    pub table_title: RwSignal<Option<String>>,
    /// A ruled game's rules being fetched, or why they could not be (see [`crate::rules`]).
    pub rules: RwSignal<Option<crate::rules::Loading>>,
    /// Bumped whenever a game's rules arrive, so that what waited for them is drawn.
    pub rules_held: RwSignal<u64>,
    /// Bumped whenever a screen's part of the program arrives (see `components`).
    pub parts_held: RwSignal<u64>,
    /// What to do again when the person asks to retry a failed fetch of rules.
    pub retry_rules: StoredValue<Option<crate::rules::Retry>>,
    /// Who the person at this browser is at the open table, when it is played by turn links
    /// ("I am Player 2"): only that seat's hand shows, and no cover is drawn.
    pub me: RwSignal<Option<u8>>,
    /// The moves a turn link just brought into the open table: its id, and the first of its log
    /// lines they wrote (highlighted).
    pub arrived: RwSignal<Option<(String, usize)>>,
    vault: StoredValue<Vault<LocalKv>>,
}

/// Creates the stores, loads the library (migrating an old one) and listens to other tabs.
pub fn provide_stores() -> AppStore {
    crash::arm_from_query(
        &web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default(),
    );
    let tag = new_tag(js_sys::Math::random);
    let opened = storage::timed("protoplay:load", || Vault::open(LocalKv, &tag));
    let store = AppStore {
        library: RwSignal::new(opened.library),
        problem: RwSignal::new(None),
        load_note: RwSignal::new(opened.notes.first().cloned()),
        save_error: RwSignal::new(None),
        address_note: RwSignal::new(None),
        screen: RwSignal::new(Screen::Library),
        game: RwSignal::new(None),
        table_id: RwSignal::new(None),
        notice: RwSignal::new(None),
        viewer: RwSignal::new(Some(0)),
        hot_seat: RwSignal::new(false),
        pass_to: RwSignal::new(None),
        seated: RwSignal::new(None),
        selection: RwSignal::new(None),
        amount: RwSignal::new(1),
        persistent: RwSignal::new(true),
        remote: RwSignal::new(None),
        usage: RwSignal::new(Usage::default()),
        table_sizes: RwSignal::new(HashMap::new()),
        unread_note: RwSignal::new(None),
        focus_damaged: RwSignal::new(None),
        table_title: RwSignal::new(None),
        rules: RwSignal::new(None),
        rules_held: RwSignal::new(0),
        parts_held: RwSignal::new(0),
        retry_rules: StoredValue::new(None),
        me: RwSignal::new(None),
        arrived: RwSignal::new(None),
        vault: StoredValue::new(opened.vault),
    };
    for problem in opened.problems {
        if problem.raw.is_empty() {
            store.save_error.set(Some(problem.message));
        } else {
            store.problem.set(Some(problem));
        }
    }
    store.refresh_room();
    if store.vault.with_value(Vault::has_unread) {
        let why = READER_MISSING.with(|m| m.borrow_mut().take());
        store
            .unread_note
            .set(Some(unread_note(why.as_deref().unwrap_or("not fetched"))));
    }
    provide_context(store);
    // The page's own address is the library; a reload or a new tab at a table's address
    // reopens that table (`state::route`).
    store.migrate_old_slots();
    let other_tabs = window_event_listener(leptos::ev::storage, move |ev| {
        // Session storage is this tab's alone; only local storage is shared.
        let local = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
        if ev.storage_area() != local {
            return;
        }
        store.on_storage(ev.key(), ev.new_value());
    });
    on_cleanup(move || other_tabs.remove());
    store
}

/// The store, from context.
pub fn use_store() -> AppStore {
    expect_context::<AppStore>()
}

impl AppStore {
    fn refresh_room(&self) {
        let (usage, sizes, unread) = self
            .vault
            .with_value(|v| (v.usage(), v.table_sizes(), v.has_unread()));
        self.usage.set(usage);
        self.table_sizes.set(sizes);
        if !unread && self.unread_note.with_untracked(Option::is_some) {
            self.unread_note.set(None);
        }
    }

    fn after_write(&self, error: Option<super::persist::WriteError>) {
        match error {
            Some(e) => self.save_error.set(Some(e.message())),
            None => {
                if self.save_error.with_untracked(Option::is_some) {
                    self.save_error.set(None);
                }
            }
        }
        self.refresh_room();
    }

    /// Persists one table entry (free or ruled), never over another tab's different change;
    /// see the module's documentation. For the open table it also switches to a copy when
    /// one is made, tells `state::crash` the table's state, and reports what happened in
    /// [`AppStore::remote`].
    pub fn save_table(&self, mut entry: TableEntry) -> SaveOutcome {
        self.read_waiting_tables();
        let id = entry.id.clone();
        // A screen rebuilds its entry from the table it shows, which does not hold what this
        // browser knows of the table's turn links: that is kept from the library.
        if entry.turns.is_none() {
            entry.turns = self
                .library
                .with_untracked(|l| l.table(&id).and_then(|e| e.turns.clone()));
        }
        let is_open = self
            .table_id
            .with_untracked(|t| t.as_deref() == Some(id.as_str()));
        let mut result = (SaveOutcome::NotWritten, None);
        self.library.update(|lib| {
            self.vault.update_value(|v| {
                result = storage::timed("protoplay:save", || v.save_table(lib, entry));
            });
        });
        let (outcome, error) = result;
        self.after_write(error);
        if !is_open {
            return outcome;
        }
        let now = self.library.with_untracked(|l| l.table(&id).cloned());
        match &outcome {
            SaveOutcome::Copied(copy) => {
                self.set_open_table(Some(copy));
                self.remote.set(Some(RemoteChange {
                    id: copy.id.clone(),
                    kind: ChangeKind::Copied {
                        title: copy.title.clone(),
                    },
                }));
            }
            SaveOutcome::Newer(theirs) => {
                crash::set_current(Some(theirs));
                self.remote.set(Some(RemoteChange {
                    id,
                    kind: ChangeKind::Newer(theirs.clone()),
                }));
            }
            SaveOutcome::Recreated => {
                crash::set_current(now.as_ref());
                self.remote.set(Some(RemoteChange {
                    id,
                    kind: ChangeKind::Kept,
                }));
            }
            _ => {
                crash::set_current(now.as_ref());
                // Playing on at a table deleted elsewhere keeps it.
                if self.remote.with_untracked(|r| {
                    r.as_ref()
                        .is_some_and(|r| matches!(r.kind, ChangeKind::Deleted(_)))
                }) && outcome == SaveOutcome::Written
                {
                    self.remote.set(Some(RemoteChange {
                        id,
                        kind: ChangeKind::Kept,
                    }));
                } else if outcome == SaveOutcome::Written
                    && self.remote.with_untracked(|r| {
                        r.as_ref().is_some_and(|r| {
                            matches!(r.kind, ChangeKind::Followed(_) | ChangeKind::Kept)
                        })
                    })
                {
                    // A move made here since: the notice no longer tells where the table is.
                    self.remote.set(None);
                }
            }
        }
        outcome
    }

    /// Deletes a table; refused (with the reason) if another tab changed it meanwhile.
    pub fn delete_table(&self, id: &str) -> Result<(), String> {
        self.read_waiting_tables();
        let mut result = Ok(());
        self.library.update(|lib| {
            self.vault
                .update_value(|v| result = v.delete_table(lib, id));
        });
        self.refresh_room();
        result.map_err(|e| format!("Not deleted: {e}."))
    }

    /// Persists one of the designer's games, never over another tab's different version (then
    /// this one is saved as a copy: see [`GameSaved::Copied`]).
    pub fn save_game(&self, def: GameDef) -> GameSaved {
        let from = self.game_base(&def.id);
        self.save_game_from(def, from)
    }

    /// The fingerprint of game `id` as this tab last saw it stored, for [`Self::save_game_from`].
    pub fn game_base(&self, id: &str) -> Option<u64> {
        self.vault.with_value(|v| v.game_base(id))
    }

    /// Persists a game changed from the stored version `from` (see [`Vault::save_game_from`]).
    pub fn save_game_from(&self, def: GameDef, from: Option<u64>) -> GameSaved {
        let mut result = (GameSaved::NotWritten, None);
        self.library.update(|lib| {
            self.vault
                .update_value(|v| result = v.save_game_from(lib, def, from));
        });
        let (outcome, error) = result;
        self.after_write(error);
        outcome
    }

    /// Deletes one of the designer's games; refused if another tab changed it meanwhile.
    pub fn delete_game(&self, id: &str) -> Result<(), String> {
        let mut result = Ok(());
        self.library.update(|lib| {
            self.vault.update_value(|v| result = v.delete_game(lib, id));
        });
        self.refresh_room();
        result.map_err(|e| format!("Not deleted: {e}."))
    }

    /// Deletes a damaged entry (the person confirmed it).
    pub fn delete_damaged(&self, key: &str) -> Result<(), String> {
        let mut result = Ok(());
        self.library.update(|lib| {
            self.vault
                .update_value(|v| result = v.delete_damaged(lib, key));
        });
        self.refresh_room();
        result.map_err(|e| format!("Not deleted: {e}."))
    }

    /// Says which table this tab shows (`None`: none), so its address names it, a crash report
    /// holds it, and other tabs' changes to it are reported in [`AppStore::remote`].
    pub fn set_open_table(&self, entry: Option<&TableEntry>) {
        let id = entry.map(|e| e.id.clone());
        // The moves a turn link brought are highlighted at their own table only (which may open
        // after the link is read, once its part or its rules are fetched).
        if self
            .arrived
            .with_untracked(|a| a.as_ref().is_some_and(|(at, _)| Some(at) != id.as_ref()))
        {
            self.arrived.set(None);
        }
        self.me
            .set(entry.and_then(|e| e.turns.as_ref().and_then(|t| t.me)));
        self.table_id.set(id);
        self.table_title.set(entry.map(|e| e.title.clone()));
        crash::set_current(entry);
        self.remote.set(None);
    }

    /// "Keep it" after the open table was deleted in another tab: writes it back.
    pub fn keep_open_table(&self) {
        let last = self.remote.with_untracked(|r| match r {
            Some(RemoteChange {
                kind: ChangeKind::Deleted(last),
                ..
            }) => Some(last.clone()),
            _ => None,
        });
        let Some(last) = last else { return };
        let entry = self.free_entry().unwrap_or(last);
        if matches!(
            self.save_table(entry),
            SaveOutcome::Written | SaveOutcome::Unchanged
        ) {
            self.remote.set(Some(RemoteChange {
                id: self.table_id.get_untracked().unwrap_or_default(),
                kind: ChangeKind::Kept,
            }));
        }
    }

    /// Another tab changed local storage.
    fn on_storage(&self, key: Option<String>, value: Option<String>) {
        if key.as_deref().is_some_and(|k| slot(k) == Slot::Other) {
            return;
        }
        let open = self.table_id.get_untracked();
        let mut remote = None;
        let mut unread = false;
        self.library.update(|lib| {
            self.vault.update_value(|v| {
                remote = v.on_remote(lib, key.as_deref(), value.as_deref(), open.as_deref());
                unread = v.has_unread_tables();
            });
        });
        self.refresh_room();
        self.heard(remote, open);
        if unread {
            self.read_unread_tables();
        }
    }

    /// Fetches the reader of stored tables, then reads those another tab wrote before this
    /// page could read them. If it cannot be fetched, the person is told, and they stay in
    /// storage untouched.
    fn read_unread_tables(&self) {
        thread_local! {
            static FETCHING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        }
        if FETCHING.with(|f| f.replace(true)) {
            return;
        }
        let store = *self;
        leptos::task::spawn_local(async move {
            let fetched = fetch_table_reader().await;
            FETCHING.with(|f| f.set(false));
            match fetched {
                Ok(()) => store.read_waiting_tables(),
                Err(why) => store.unread_note.set(Some(unread_note(&why))),
            }
        });
    }

    /// Reads the stored tables left unread, once this page can read tables (a part that reads
    /// them has arrived); before anything is saved, so what is saved is weighed against them.
    fn read_waiting_tables(&self) {
        if !self.vault.with_value(Vault::has_tables_to_read) {
            return;
        }
        let open = self.table_id.get_untracked();
        let mut remote = None;
        self.library.update(|lib| {
            self.vault
                .update_value(|v| remote = v.read_unread(lib, open.as_deref()));
        });
        self.refresh_room();
        self.heard(remote, open);
    }

    /// Adds a sentence to what the library says about loading, beside what it says already.
    fn add_load_note(&self, note: String) {
        self.load_note.update(|n| {
            *n = Some(match n.take() {
                Some(before) => format!("{before} {note}"),
                None => note,
            })
        });
    }

    /// Shows what another tab's change did to the open table `open`.
    fn heard(&self, remote: Option<Remote>, open: Option<String>) {
        let (Some(remote), Some(id)) = (remote, open) else {
            return;
        };
        let kind = match remote {
            Remote::Changed(entry) => {
                self.follow_free(&entry);
                crash::set_current(Some(&entry));
                ChangeKind::Followed(entry)
            }
            Remote::Deleted(last) => ChangeKind::Deleted(last),
            Remote::Unreadable(reason) => ChangeKind::Unreadable(reason),
            Remote::Copied(copy) => {
                let title = copy.title.clone();
                self.set_open_table(Some(&copy));
                self.remote.set(Some(RemoteChange {
                    id: copy.id,
                    kind: ChangeKind::Copied { title },
                }));
                return;
            }
        };
        self.remote.set(Some(RemoteChange { id, kind }));
    }

    /// [`AppStore::follow_free`]'s work, in the free table's part.
    fn follow_now(&self, entry: &TableEntry) {
        let Some(saved) = entry.free() else {
            return;
        };
        if self.game.with_untracked(Option::is_none) || self.screen.get_untracked() != Screen::Table
        {
            return;
        }
        let mut problem = None;
        self.game.update(|g| {
            if let Some(g) = g
                && let Err(e) = follow(g, saved)
            {
                problem = Some(e);
            }
        });
        if let Some(e) = problem {
            self.notice.set(Some(format!(
                "The other tab's version of this table cannot be shown here ({e}); it is kept in storage."
            )));
        }
        self.selection.set(None);
        self.cover_if_needed();
    }

    /// Downloads everything: one backup file of all games, tables and damaged entries.
    pub fn backup(&self) -> (String, String) {
        let now = js_sys::Date::now();
        let text = self
            .library
            .with_untracked(|l| backup_text(l, crash::APP_VERSION, now));
        (super::persist::backup_file_name(now), text)
    }

    /// Runs `then` with a shelved game's definition: a designer's at once; a built-in one's once
    /// its data is here (see `rules::with_shipped`).
    pub fn with_def(&self, game: &Shelved, then: impl Fn(GameDef) + Clone + Send + Sync + 'static) {
        match game {
            Shelved::Mine(def) => then((**def).clone()),
            Shelved::BuiltIn(listed) => crate::rules::with_shipped(*self, listed, then),
        }
    }

    /// Adds what a backup holds and this library lacks. The message says what came in.
    pub fn restore(&self, name: &str, text: &str) -> Result<String, String> {
        self.read_waiting_tables();
        let backup = read_backup(text)
            .map_err(|e| format!("“{name}” cannot be restored: {e}. Nothing was changed."))?;
        let mut done = None;
        self.library.update(|lib| {
            self.vault
                .update_value(|v| done = Some(v.restore(lib, backup)));
        });
        self.refresh_room();
        let done = done.unwrap_or_default();
        match &done.error {
            Some(_) => Err(done.message()),
            None => Ok(done.message()),
        }
    }

    /// Adds what a game file or share link holds as a new copy, and saves it.
    pub fn import(&self, content: Content) -> Imported {
        self.read_waiting_tables();
        let built_in = protoplay_engine::games::listed();
        let mut lib = self.library.get_untracked();
        let done = links::import_copy(&mut lib, content, &built_in, js_sys::Date::now());
        match &done {
            Imported::Game { id, .. } => {
                if let Some(def) = lib.game(id).cloned() {
                    self.save_game(def);
                }
            }
            Imported::Table { id, .. } => {
                if let Some(entry) = lib.table(id).cloned() {
                    self.save_table(entry);
                }
            }
        }
        done
    }

    /// Carries the tables of the old one-per-game slots (`protoplay.destiny`,
    /// `protoplay.deity`) into the library. A slot is removed only once its table is saved in
    /// the library; one that cannot be carried over stays untouched, and the person is told why
    /// and offered it for download. The carrying is a part of the program of its own, fetched
    /// only where such a slot is found.
    fn migrate_old_slots(&self) {
        // Earlier versions kept the open table's id here, to reopen it at the page's own
        // address; a table's address does that now.
        if let Ok(s) = storage::raw() {
            let _ = s.remove_item("protoplay.current");
        }
        if super::ruled::OLD_SLOTS
            .iter()
            .all(|(key, _)| old_slot(key).is_none())
        {
            return;
        }
        let store = *self;
        leptos::task::spawn_local(async move {
            match fetch_carry_old_slots().await {
                Ok(carry) => carry(store),
                Err(crate::rules::NotLoaded(why)) => {
                    let note = format!(
                        "Tables saved by an earlier version of Protoplay are not in your library yet: the part of the page that brings them in could not be loaded ({why}). They are kept untouched; reload the page to try again."
                    );
                    // Beside what the library's load had to say, not over it.
                    store.add_load_note(note);
                }
            }
        });
    }
}

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_old_slots, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_carry_old_slots() -> Result<fn(AppStore), crate::rules::NotLoaded> {
    super::library::hold_table_reader();
    Ok(carry_old_slots)
}

/// Whether storage holds tables (or the old single-document library) that this program cannot
/// read yet: the page then fetches the reader ([`fetch_table_reader`]) before it opens the
/// library, so that the library opens whole.
pub fn tables_waiting() -> bool {
    !super::library::tables_readable()
        && storage::keys().is_ok_and(|keys| {
            keys.iter()
                .any(|k| matches!(slot(k), Slot::Table(_) | Slot::Legacy))
        })
}

thread_local! {
    /// Why the reader of stored tables could not be fetched before the library opened.
    static READER_MISSING: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Fetches the reader of stored tables (see `library::read_table_value`). A failure is
/// remembered for the library to say when it opens (at the page's start).
pub async fn fetch_table_reader() -> Result<(), String> {
    let fetched = page_saves()
        .await
        .map_err(|crate::rules::NotLoaded(why)| why);
    if let Err(why) = &fetched {
        READER_MISSING.with(|m| *m.borrow_mut() = Some(why.clone()));
    }
    fetched
}

/// What the library says when stored tables could not be read for want of their reader.
fn unread_note(why: &str) -> String {
    format!(
        "Some of your saved tables are not shown: the part of the page that reads them could not be loaded ({why}). They are kept untouched; reload the page to try again."
    )
}

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_saves, wasm_split_path = ::leptos::wasm_split, fallible)]
fn page_saves() -> Result<(), crate::rules::NotLoaded> {
    super::library::hold_table_reader();
    Ok(())
}

/// What an old slot holds, if anything.
fn old_slot(key: &str) -> Option<String> {
    storage::read(key)
        .ok()
        .flatten()
        .filter(|raw| !raw.trim().is_empty())
}

/// Carries each old slot's table into the library (see [`AppStore::migrate_old_slots`]).
fn carry_old_slots(store: AppStore) {
    for (key, rules) in super::ruled::OLD_SLOTS {
        let Some(raw) = old_slot(key) else {
            continue;
        };
        // Moving a slot replays it, with its game's rules.
        if !crate::rules::held(rules) {
            crate::rules::then(store, rules, move || carry_old_slots(store));
            return;
        }
        let now = js_sys::Date::now();
        let carried = store
            .library
            .with_untracked(|l| super::ruled::migrate_slot(rules, &raw, l, now));
        match carried {
            Ok(entry) => {
                if matches!(
                    store.save_table(entry),
                    SaveOutcome::Written | SaveOutcome::Unchanged
                ) && let Ok(s) = storage::raw()
                {
                    let _ = s.remove_item(key);
                }
            }
            Err(why) => store.problem.set(Some(LoadProblem {
                message: format!(
                    "A saved table from an earlier version ({key}) could not be carried into your library: {why}. It was kept untouched: download it to keep a copy."
                ),
                raw,
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::library::TableSave;

    #[test]
    fn every_change_from_another_tab_is_told_in_words() {
        let entry = TableEntry {
            id: "t".into(),
            title: "T".into(),
            updated: 0.0,
            hot_seat: false,
            save: TableSave::Free(
                Game::new(
                    protoplay_engine::games::load("deity-starter")
                        .expect("listed")
                        .expect("valid"),
                    2,
                    1,
                )
                .expect("sets up")
                .save(),
            ),
            turns: None,
        };
        assert!(
            ChangeKind::Followed(entry.clone())
                .message()
                .contains("another tab")
        );
        assert!(
            ChangeKind::Newer(entry.clone())
                .message()
                .contains("nothing of yours was lost")
        );
        let copied = ChangeKind::Copied {
            title: "T (copy)".into(),
        }
        .message();
        assert!(
            copied.contains("Both are kept") && copied.contains("“T (copy)”"),
            "{copied}"
        );
        let deleted = ChangeKind::Deleted(entry);
        assert!(deleted.asks() && deleted.message().contains("deleted in another tab"));
        assert!(!ChangeKind::Kept.asks());
    }
}
