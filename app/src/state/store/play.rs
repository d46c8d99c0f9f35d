//! Opening, closing and playing a table: a new free table, a saved one (free or ruled), the
//! free table's actions with undo and redo, and the hot-seat cover. Saving them is the store's
//! (`save_table`, in the parent module).

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::table::{Action, Game};

use super::super::crash;
use super::super::library::{Damaged, DamagedKind, TableEntry, TableSave};
use super::super::persist::SaveOutcome;
use super::super::persist::keys::{table_key, table_text};
use super::super::storage;
use super::{AppStore, Screen};

/// What only a free table needs, with the table engine under it: setting one up, opening a saved
/// one, following another tab's change to it, undo and redo. It is a part of the page of its own,
/// fetched the first time a free table is set up or opened (a visit that plays none never
/// downloads it); the rest of the page reaches it through the store's methods below.
struct FreeTables {
    set_up: fn(&AppStore, GameDef, u8, u64, bool) -> Result<(), String>,
    open: fn(&AppStore, &TableEntry) -> Result<(), String>,
    follow: fn(&AppStore, &TableEntry),
    undo: fn(&AppStore),
    redo: fn(&AppStore),
    bench: fn(&AppStore),
}

static FREE_TABLES: FreeTables = FreeTables {
    set_up: AppStore::set_up,
    open: AppStore::open_free,
    follow: AppStore::follow_now,
    undo: AppStore::undo_now,
    redo: AppStore::redo_now,
    bench: |store| {
        if let Some(game) = crate::bench::hex_20x20_game() {
            store.play_unsaved(game);
        }
    },
};

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_free_table, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_free_tables() -> Result<&'static FreeTables, crate::rules::NotLoaded> {
    // A table this page makes is weighed against what storage holds when it is saved.
    super::super::library::hold_table_reader();
    Ok(&FREE_TABLES)
}

thread_local! {
    /// The free table's part.
    static FREE_TABLES_PART: crate::rules::Awaited<&'static FreeTables> =
        const { crate::rules::Awaited::new() };
}

/// The free table's part, if it is here (it is whenever a free table is open).
fn free_tables() -> Option<&'static FreeTables> {
    crate::rules::Awaited::held(&FREE_TABLES_PART)
}

impl AppStore {
    /// Runs `then` with the free table's part: at once if it is here, else once fetched (see
    /// `rules::Awaited`: the last request made meanwhile is the one carried out, and only if the
    /// person is still where they asked).
    fn with_free_tables(&self, then: impl Fn(&'static FreeTables) + 'static) {
        crate::rules::Awaited::request(
            &FREE_TABLES_PART,
            *self,
            "the free table".to_string(),
            || Box::pin(fetch_free_tables()),
            then,
        );
    }

    /// Starts fetching the free table's part, for a table about to be set up once something
    /// else has arrived (a built-in game's data), so that the two come together.
    pub fn prefetch_free_tables(&self) {
        if free_tables().is_none() {
            leptos::task::spawn_local(async {
                let _ = fetch_free_tables().await;
            });
        }
    }

    /// Starts a new table of `def` and opens it; `refused` is told why one cannot be set up.
    pub fn new_table(
        &self,
        def: GameDef,
        players: u8,
        seed: u64,
        hot_seat: bool,
        refused: impl Fn(String) + 'static,
    ) {
        let store = *self;
        self.with_free_tables(move |part| {
            if let Err(e) = (part.set_up)(&store, def.clone(), players, seed, hot_seat) {
                refused(e);
            }
        });
    }

    /// Plays the benchmark's table (the address `#bench=hex-20x20`), unsaved.
    pub fn play_bench(&self) {
        let store = *self;
        self.with_free_tables(move |part| (part.bench)(&store));
    }

    /// [`AppStore::new_table`]'s work, in the free table's part.
    fn set_up(&self, def: GameDef, players: u8, seed: u64, hot_seat: bool) -> Result<(), String> {
        let title = def.name.clone();
        match Game::new(def, players, seed) {
            Ok(game) => {
                let id = self.library.with_untracked(|l| l.fresh_id("table"));
                let entry = TableEntry {
                    id,
                    title,
                    updated: js_sys::Date::now(),
                    hot_seat: hot_seat && players > 1,
                    save: TableSave::Free(game.save()),
                    turns: None,
                };
                self.save_table(entry.clone());
                self.show(&entry, game);
                Ok(())
            }
            Err(e) => Err(format!("The table cannot be set up: {e}.")),
        }
    }

    /// Opens a table in play, or plays a game without saving it (benchmarks).
    pub fn play_unsaved(&self, game: Game) {
        self.persistent.set(false);
        self.table_id.set(None);
        self.table_title.set(None);
        self.viewer.set(Some(0));
        self.hot_seat.set(false);
        self.pass_to.set(None);
        self.seated.set(None);
        self.selection.set(None);
        self.notice.set(None);
        self.game.set(Some(game));
        self.screen.set(Screen::Table);
    }

    fn show(&self, entry: &TableEntry, game: Game) {
        self.set_open_table(Some(entry));
        self.persistent.set(true);
        self.hot_seat.set(entry.is_hot_seat());
        self.seated.set(None);
        self.selection.set(None);
        self.notice.set(None);
        if entry.is_hot_seat() {
            // Nothing secret is drawn, not even under the cover, until a player takes the seat.
            self.viewer.set(None);
            self.pass_to.set(Some(game.table().active));
        } else {
            self.viewer.set(Some(game.table().active));
            self.pass_to.set(None);
        }
        if let Some(me) = self.me.get_untracked() {
            // Played by turn links: this browser is one player's, and shows only their hand.
            self.viewer.set(Some(me));
            self.seated.set(Some(me));
            self.pass_to.set(None);
        }
        self.game.set(Some(game));
        self.screen.set(Screen::Table);
    }

    /// Opens a saved table, free or ruled. One that cannot be rebuilt moves to the damaged
    /// entries (in this tab: storage is not touched), with the reason, and the library scrolls
    /// to it.
    pub fn open_table(&self, id: &str) -> bool {
        let Some(entry) = self.library.with_untracked(|l| l.table(id).cloned()) else {
            return false;
        };
        let opened = match &entry.save {
            // Opened once the free table's part is here, as it is then.
            TableSave::Free(_) => {
                let (store, id) = (*self, id.to_string());
                self.with_free_tables(move |part| {
                    if let Some(entry) = store.library.with_untracked(|l| l.table(&id).cloned()) {
                        let opened = (part.open)(&store, &entry);
                        store.opened(&entry, opened);
                    }
                });
                return true;
            }
            // A table of a game whose rules are not loaded yet: opened once they are.
            TableSave::Ruled(save) if !crate::rules::held(&save.game) => {
                let store = *self;
                let id = id.to_string();
                crate::rules::then(store, &save.game, move || {
                    store.open_table(&id);
                });
                return true;
            }
            TableSave::Ruled(_) => storage::timed("protoplay:open", || {
                super::super::ruled::use_ruled().open(*self, &entry)
            }),
        };
        self.opened(&entry, opened)
    }

    /// A free table's opening, in the free table's part.
    fn open_free(&self, entry: &TableEntry) -> Result<(), String> {
        let Some(saved) = entry.free() else {
            return Err("it is not a free table".to_string());
        };
        storage::timed("protoplay:open", || Game::load(saved.clone()))
            .map(|game| self.show(entry, game))
            .map_err(|e| e.to_string())
    }

    /// After opening `entry`: one that could not be rebuilt moves to the damaged entries.
    fn opened(&self, entry: &TableEntry, opened: Result<(), String>) -> bool {
        let id = entry.id.as_str();
        match opened {
            Ok(()) => true,
            Err(e) => {
                let key = table_key(id);
                let raw = table_text(entry).unwrap_or_default();
                self.library.update(|l| {
                    l.remove_table(id);
                    l.damaged.retain(|d| d.key.as_deref() != Some(key.as_str()));
                    l.damaged.push(Damaged {
                        kind: DamagedKind::Table,
                        key: Some(key.clone()),
                        id: Some(id.to_string()),
                        raw,
                        reason: format!("“{}” cannot be opened: {e}", entry.title),
                    });
                });
                if self.table_id.with_untracked(|t| t.as_deref() == Some(id)) {
                    self.close_table();
                }
                self.focus_damaged.set(Some(key));
                false
            }
        }
    }

    /// Back to the library.
    pub fn close_table(&self) {
        self.set_open_table(None);
        self.game.set(None);
        self.selection.set(None);
        self.notice.set(None);
        self.pass_to.set(None);
        self.screen.set(Screen::Library);
    }

    /// Takes an action at the table; a refusal is shown, never thrown. What was picked up is put
    /// down, a counter taken from the supply too: placing is one placement, so the next click
    /// on the new stack picks it up rather than placing another.
    pub fn act(&self, action: Action) {
        crash::set_pending(serde_json::to_string(&action).ok());
        let mut result = Ok(());
        self.game.update(|g| {
            if crash::deliberate_panic_due() {
                panic!("a deliberate crash, asked for with ?debug=panic in the address");
            }
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
        crash::set_pending(None);
        self.selection.set(None);
    }

    pub fn undo(&self) {
        if let Some(part) = free_tables() {
            (part.undo)(self);
        }
    }

    pub fn redo(&self) {
        if let Some(part) = free_tables() {
            (part.redo)(self);
        }
    }

    /// Brings the free table on screen to another tab's version of it.
    pub(super) fn follow_free(&self, entry: &TableEntry) {
        if let Some(part) = free_tables() {
            (part.follow)(self, entry);
        }
    }

    fn undo_now(&self) {
        let mut undone = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut() {
                let last = g.actions().last().cloned();
                if g.undo() {
                    undone = last;
                }
            }
        });
        if let Some(action) = undone {
            self.notice.set(undone_note(&action));
            self.after_change();
        }
    }

    fn redo_now(&self) {
        let mut done = false;
        self.game
            .update(|g| done = g.as_mut().is_some_and(Game::redo));
        if done {
            self.notice.set(None);
            self.after_change();
        }
    }

    /// Hot-seat: covers the table when the player to act is not the one at the screen.
    pub(super) fn cover_if_needed(&self) {
        if !self.hot_seat.get_untracked() || self.me.get_untracked().is_some() {
            return;
        }
        let Some(active) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.table().active))
        else {
            return;
        };
        match cover(
            self.seated.get_untracked(),
            self.pass_to.get_untracked(),
            active,
        ) {
            Some(Cover::Lift) => {
                self.pass_to.set(None);
                self.viewer.set(Some(active));
            }
            Some(Cover::For(p)) => {
                // Nothing secret is drawn under the cover.
                self.viewer.set(None);
                self.pass_to.set(Some(p));
            }
            None => {}
        }
    }

    /// The open free table as a library entry, as it is now.
    pub(super) fn free_entry(&self) -> Option<TableEntry> {
        // Only the free table screen's game is the open table (a ruled screen has its own).
        if self.screen.get_untracked() != Screen::Table {
            return None;
        }
        let id = self.table_id.get_untracked()?;
        let saved = self.game.with_untracked(|g| g.as_ref().map(Game::save))?;
        Some(TableEntry {
            id,
            title: self.table_title.get_untracked().unwrap_or_default(),
            updated: js_sys::Date::now(),
            hot_seat: self.hot_seat.get_untracked(),
            save: TableSave::Free(saved),
            turns: None,
        })
    }

    /// Saves the table after a change (only after it succeeded), and covers the table for the
    /// next player in hot-seat play.
    fn after_change(&self) {
        self.cover_if_needed();
        if !self.persistent.get_untracked() {
            if let Some(saved) = self.game.with_untracked(|g| g.as_ref().map(Game::save)) {
                crash::set_current(Some(&TableEntry {
                    id: "unsaved".into(),
                    title: saved.def.name.clone(),
                    updated: js_sys::Date::now(),
                    hot_seat: false,
                    save: TableSave::Free(saved),
                    turns: None,
                }));
            }
            return;
        }
        let Some(entry) = self.free_entry() else {
            return;
        };
        if let SaveOutcome::Newer(theirs) = self.save_table(entry) {
            self.follow_free(&theirs);
        }
    }

    /// The next player has the screen: show the table through their eyes.
    pub fn take_seat(&self, p: u8) {
        self.seated.set(Some(p));
        self.viewer.set(Some(p));
        self.pass_to.set(None);
        self.selection.set(None);
    }

    /// Saves a copy of a table under a new id.
    pub fn duplicate_table(&self, id: &str) {
        let copy = self.library.with_untracked(|l| {
            l.table(id).cloned().map(|mut copy| {
                copy.id = l.fresh_id("table");
                copy.title = format!("{} (copy)", copy.title);
                // A copy is a table of its own: turn links for the original do not reach it.
                copy.turns = None;
                copy.updated = js_sys::Date::now();
                copy
            })
        });
        if let Some(copy) = copy {
            self.save_table(copy);
        }
    }
}

/// What the hot-seat cover should do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cover {
    /// The player at the screen is the one to act (again): lift the cover, show their view.
    Lift,
    /// Cover the table until this player says they are at the screen.
    For(u8),
}

/// Hot-seat: what the cover should do now that `active` is to act, given who said they are at
/// the screen (`seated`) and whom the table is covered for (`covered_for`); `None`: nothing.
pub fn cover(seated: Option<u8>, covered_for: Option<u8>, active: u8) -> Option<Cover> {
    if seated == Some(active) {
        covered_for.is_some().then_some(Cover::Lift)
    } else if covered_for == Some(active) {
        None
    } else {
        Some(Cover::For(active))
    }
}

/// What the page says when an action is undone: nothing, except for a chance action (a roll, a
/// shuffle), which comes out the same if taken again; a person undoing a roll may expect a new
/// one.
fn undone_note(action: &Action) -> Option<String> {
    if !action.is_chance() {
        return None;
    }
    let (what, again) = match action {
        Action::Roll { .. } => ("Roll", "Rolling again here gives the same result"),
        Action::Shuffle { .. } => ("Shuffle", "Shuffling again here gives the same order"),
        _ => ("Step", "Taken again here, it comes out the same"),
    };
    Some(format!(
        "{what} undone. {again}: chance follows the table's seed, so a game replays exactly."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hot_seat_cover_shows_only_the_player_to_act() {
        // Opened (after a reload too): nobody is seated, covered for the player to act.
        assert_eq!(cover(None, None, 1), Some(Cover::For(1)));
        assert_eq!(cover(None, Some(1), 1), None);
        // Player 1 at the screen ends the turn: covered for player 2.
        assert_eq!(cover(Some(0), None, 1), Some(Cover::For(1)));
        // An undo back to player 1's turn while covered for player 2: back to player 1 only.
        assert_eq!(cover(Some(1), None, 0), Some(Cover::For(0)));
        assert_eq!(cover(Some(0), Some(1), 0), Some(Cover::Lift));
        assert_eq!(cover(Some(0), None, 0), None);
    }
}
