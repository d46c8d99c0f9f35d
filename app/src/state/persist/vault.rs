//! [`Vault`]: one tab's access to the stored library. It loads (migrating the old document),
//! saves and deletes one entry at a time with the conflict check of [`super::merge`], hears
//! other tabs' changes, makes backups and restores them, and knows how much room is used.
//!
//! It is plain Rust over a [`KeyValue`]: the page runs it over local storage, the tests over
//! [`super::MemoryKv`], where two vaults sharing one store are two tabs.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use protoplay_engine::def::GameDef;

use super::super::library::{
    Damaged, DamagedKind, Library, LoadProblem, TABLES_NOT_READ, TableEntry, claimed_id,
    read_game_value, read_table_value, tables_readable,
};
use super::backup::{Backup, Restored};
use super::keys::{
    ASIDE_PREFIX, Slot, game_key, game_text, is_library_key, read_aside, read_game, read_table,
    replaced, slot, stamped, table_key, table_text,
};
use super::kv::{KeyValue, WriteError, stored_size};
use super::merge::{Decision, GameDecision, contains, decide, decide_game, fingerprint};
use super::migrate::migrate;
use super::room::Usage;

/// What saving a table did.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveOutcome {
    /// Written under its own id.
    Written,
    /// Storage already held exactly this.
    Unchanged,
    /// Another tab went further with this table and its history holds all of this one's:
    /// nothing was written, and this is the table as stored (show it).
    Newer(TableEntry),
    /// Another tab changed this table in another way: theirs stays under the id, and this
    /// one was written as this copy (with a new id and title).
    Copied(TableEntry),
    /// It had been deleted in another tab; this save wrote it back.
    Recreated,
    /// Not written (storage full or unavailable: see the error beside it); this tab still
    /// holds it.
    NotWritten,
}

/// What saving a game did.
#[derive(Clone, Debug, PartialEq)]
pub enum GameSaved {
    Written,
    Unchanged,
    /// Changed in another tab: theirs stays, this one was written as this copy.
    Copied(Box<GameDef>),
    Recreated,
    NotWritten,
}

/// Another tab's change to the table open in this tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Remote {
    /// The table as stored now: its history holds this tab's (or this tab had nothing
    /// unsaved), so the screen should show it.
    Changed(TableEntry),
    /// Deleted in another tab; this is the last version this tab had, still open here.
    Deleted(TableEntry),
    /// Another tab left something unreadable under its key: listed as damaged; this tab's
    /// next save goes to a copy.
    Unreadable(String),
    /// This tab held changes it could not save, and another tab changed the table another
    /// way: this tab's version was written as this copy.
    Copied(TableEntry),
}

/// Why a delete was not done.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DeleteError {
    /// Changed in another tab since this tab last read it: kept (and now shown as it is).
    #[error(
        "it was changed in another tab since this page showed it, so it was kept: look at it again before deleting"
    )]
    ChangedElsewhere,
    #[error("storage could not be used: {0}")]
    Storage(String),
}

/// A library as loaded, with what the person should hear about it.
pub struct Opened<K> {
    pub vault: Vault<K>,
    pub library: Library,
    /// Problems reading stored data as a whole (shown with a download of the kept text).
    pub problems: Vec<LoadProblem>,
    /// Other things the person should know (copies made while migrating, room lacking).
    pub notes: Vec<String>,
}

/// One tab's access to the stored library.
pub struct Vault<K> {
    kv: K,
    /// Fingerprint of what this tab last saw stored under each key it knows (missing: it saw
    /// nothing there). A save whose key no longer holds this was changed elsewhere meanwhile.
    bases: HashMap<String, u64>,
    /// Keys whose last write failed: this tab holds changes storage does not.
    dirty: HashSet<String>,
    /// Tables this tab wrote last, as far as it has heard: no other tab's write of them has
    /// reached this tab since.
    own: HashSet<String>,
    /// Every key of the site and its size, as storage counts it.
    sizes: BTreeMap<String, usize>,
    /// Table keys left unread because this program could not read tables yet (see
    /// [`Vault::read_unread`]).
    unread: BTreeSet<String>,
}

impl<K: KeyValue> Vault<K> {
    /// Loads the library: migrates the old single document if there is one, then reads every
    /// game and table key. `tag` is this tab's part of new ids (see [`Library::tag`]).
    pub fn open(kv: K, tag: &str) -> Opened<K> {
        let mut vault = Vault {
            kv,
            bases: HashMap::new(),
            dirty: HashSet::new(),
            own: HashSet::new(),
            sizes: BTreeMap::new(),
            unread: BTreeSet::new(),
        };
        let migration = migrate(&mut vault.kv, tag);
        let mut problems: Vec<LoadProblem> = migration.problem.into_iter().collect();
        let notes: Vec<String> = migration.note.into_iter().collect();
        let mut library = match vault.read_all() {
            Ok(library) => library,
            Err(e) => {
                problems.push(LoadProblem {
                    message: format!(
                        "Saved games cannot be read here ({e}). You can play, but nothing will be kept after this tab closes."
                    ),
                    raw: String::new(),
                });
                Library::default()
            }
        };
        // What could not move yet is shown from the old document.
        for entry in migration.leftover.tables {
            if library.table(&entry.id).is_none() {
                library.tables.push(entry);
            }
        }
        for def in migration.leftover.games {
            if library.game(&def.id).is_none() {
                library.games.push(def);
            }
        }
        library.damaged.extend(migration.leftover.damaged);
        library.tag = tag.to_string();
        library.sort();
        Opened {
            vault,
            library,
            problems,
            notes,
        }
    }

    /// Reads every key of the library, noting what each held.
    fn read_all(&mut self) -> Result<Library, String> {
        self.bases.clear();
        self.sizes.clear();
        self.dirty.clear();
        self.own.clear();
        self.unread.clear();
        let mut library = Library::default();
        for key in self.kv.keys()? {
            let Some(text) = self.kv.get(&key)? else {
                continue;
            };
            self.sizes.insert(key.clone(), stored_size(&key, &text));
            match slot(&key) {
                // Left in storage as it is until this program can read it (see
                // `read_table_value`): not listed, and nothing is written over it.
                Slot::Table(_) if !tables_readable() => {
                    self.unread.insert(key.clone());
                }
                Slot::Table(id) => match read_table(&key, id, &text) {
                    Ok(entry) => {
                        self.bases.insert(key.clone(), fingerprint(&text));
                        library.tables.push(entry);
                    }
                    // No base for a damaged entry: nothing this tab saves can land on it.
                    Err(d) => library.damaged.push(d),
                },
                Slot::Game(id) => match read_game(&key, id, &text) {
                    Ok(def) => {
                        self.bases.insert(key.clone(), fingerprint(&text));
                        library.games.push(def);
                    }
                    Err(d) => library.damaged.push(d),
                },
                Slot::Aside => library.damaged.push(read_aside(&key, &text)),
                // Not migrated yet (see `migrate`): it waits with the tables.
                Slot::Legacy if !tables_readable() => {
                    self.unread.insert(key.clone());
                }
                Slot::Legacy | Slot::Other => {}
            }
        }
        Ok(library)
    }

    /// Writes `text` under `key`, noting it as this tab's base.
    fn write(&mut self, key: &str, text: &str) -> Result<(), WriteError> {
        match self.kv.set(key, text) {
            Ok(()) => {
                self.bases.insert(key.to_string(), fingerprint(text));
                self.sizes.insert(key.to_string(), stored_size(key, text));
                self.dirty.remove(key);
                Ok(())
            }
            Err(e) => {
                self.dirty.insert(key.to_string());
                Err(e)
            }
        }
    }

    /// Writes a table's `text` under `key`, naming the stored text it replaces (see
    /// [`stamped`]), and notes the key as this tab's own.
    fn write_table(
        &mut self,
        key: &str,
        text: &str,
        replaces: Option<&str>,
    ) -> Result<(), WriteError> {
        self.write(key, &stamped(text, replaces.map(fingerprint)))?;
        self.own.insert(key.to_string());
        Ok(())
    }

    /// Notes that storage holds `text` under `key`, written by another tab or found there.
    fn seen(&mut self, key: &str, text: &str) {
        self.bases.insert(key.to_string(), fingerprint(text));
        self.own.remove(key);
    }

    fn remove(&mut self, key: &str) -> Result<(), String> {
        self.kv.remove(key)?;
        self.bases.remove(key);
        self.own.remove(key);
        self.sizes.remove(key);
        self.dirty.remove(key);
        Ok(())
    }

    /// Whether storage has something under `key`, as far as this tab knows.
    fn known(&self, key: &str) -> bool {
        self.sizes.contains_key(key)
    }

    /// Saves one table, never over another tab's different change: see [`SaveOutcome`]. The
    /// library in memory always ends up holding what this tab should show (this table, theirs,
    /// or both), written or not. The error says why something was not written.
    pub fn save_table(
        &mut self,
        library: &mut Library,
        entry: TableEntry,
    ) -> (SaveOutcome, Option<WriteError>) {
        let key = table_key(&entry.id);
        // What is stored could not be told from a damaged entry: leave it alone. (The page
        // holds the reader wherever it makes or opens a table, so this does not happen there.)
        if !tables_readable() {
            library.put_table(entry);
            self.dirty.insert(key);
            return (
                SaveOutcome::NotWritten,
                Some(WriteError::Other(TABLES_NOT_READ.to_string())),
            );
        }
        let text = match table_text(&entry) {
            Ok(text) => text,
            Err(e) => {
                library.put_table(entry);
                return (SaveOutcome::NotWritten, Some(WriteError::Other(e)));
            }
        };
        let stored = match self.kv.get(&key) {
            Ok(stored) => stored,
            Err(e) => {
                library.put_table(entry);
                self.dirty.insert(key);
                return (SaveOutcome::NotWritten, Some(WriteError::Other(e)));
            }
        };
        match decide(
            self.bases.get(&key).copied(),
            stored.as_deref(),
            &entry,
            &text,
        ) {
            Decision::Unchanged => {
                if let Some(s) = &stored {
                    self.bases.insert(key.clone(), fingerprint(s));
                }
                self.dirty.remove(&key);
                library.put_table(entry);
                (SaveOutcome::Unchanged, None)
            }
            d @ (Decision::Write | Decision::Recreate) => {
                library.put_table(entry);
                match self.write_table(&key, &text, stored.as_deref()) {
                    Ok(()) if d == Decision::Recreate => (SaveOutcome::Recreated, None),
                    Ok(()) => (SaveOutcome::Written, None),
                    Err(e) => (SaveOutcome::NotWritten, Some(e)),
                }
            }
            Decision::Newer(theirs) => {
                if let Some(s) = &stored {
                    self.seen(&key, s);
                }
                self.dirty.remove(&key);
                library.put_table(theirs.clone());
                (SaveOutcome::Newer(theirs), None)
            }
            Decision::Fork { stored: theirs } => {
                self.dirty.remove(&key);
                match (theirs, &stored) {
                    (Some(theirs), Some(s)) => {
                        self.seen(&key, s);
                        library.put_table(theirs);
                    }
                    (_, s) => {
                        // Unreadable there: listed as damaged, never written over.
                        library.remove_table(&entry.id);
                        if let Some(s) = s
                            && let Err(d) = read_table(&key, &entry.id, s)
                        {
                            library.damaged.retain(|x| x.key.as_deref() != Some(&key));
                            library.damaged.push(d);
                        }
                    }
                }
                let mut copy = entry;
                copy.id = library.fresh_id_avoiding("table", |id| self.known(&table_key(id)));
                copy.title = format!("{} (copy)", copy.title);
                let copy_key = table_key(&copy.id);
                library.put_table(copy.clone());
                let error = match table_text(&copy) {
                    Ok(text) => self.write_table(&copy_key, &text, None).err(),
                    Err(e) => Some(WriteError::Other(e)),
                };
                (SaveOutcome::Copied(copy), error)
            }
        }
    }

    /// Deletes a table, unless another tab changed it since this tab last read it (then it is
    /// kept, and the library shows it as it is now).
    pub fn delete_table(&mut self, library: &mut Library, id: &str) -> Result<(), DeleteError> {
        let key = table_key(id);
        let stored = self.kv.get(&key).map_err(DeleteError::Storage)?;
        if let Some(s) = &stored
            && Some(fingerprint(s)) != self.bases.get(&key).copied()
            && !self.dirty.contains(&key)
        {
            if tables_readable()
                && let Ok(entry) = read_table(&key, id, s)
            {
                self.seen(&key, s);
                library.put_table(entry);
            }
            return Err(DeleteError::ChangedElsewhere);
        }
        self.remove(&key).map_err(DeleteError::Storage)?;
        library.remove_table(id);
        Ok(())
    }

    /// Saves one of the designer's games, never over another tab's different version.
    pub fn save_game(
        &mut self,
        library: &mut Library,
        def: GameDef,
    ) -> (GameSaved, Option<WriteError>) {
        let from = self.game_base(&def.id);
        self.save_game_from(library, def, from)
    }

    /// The fingerprint of game `id` as this tab last saw it stored (`None`: nothing there).
    pub fn game_base(&self, id: &str) -> Option<u64> {
        self.bases.get(&game_key(id)).copied()
    }

    /// Saves a game changed from the stored version whose fingerprint is `from` (see
    /// [`Vault::game_base`]; `None`: a new game). The editor passes the version its draft began
    /// from: if another tab saved the game since, even one this tab has heard of, theirs stays
    /// and this one is written as a copy.
    pub fn save_game_from(
        &mut self,
        library: &mut Library,
        def: GameDef,
        from: Option<u64>,
    ) -> (GameSaved, Option<WriteError>) {
        let key = game_key(&def.id);
        let text = match game_text(&def) {
            Ok(text) => text,
            Err(e) => return (GameSaved::NotWritten, Some(WriteError::Other(e))),
        };
        let stored = match self.kv.get(&key) {
            Ok(stored) => stored,
            Err(e) => {
                library.put_game(def);
                return (GameSaved::NotWritten, Some(WriteError::Other(e)));
            }
        };
        match decide_game(from, stored.as_deref(), &text) {
            GameDecision::Unchanged => {
                if let Some(s) = &stored {
                    self.bases.insert(key, fingerprint(s));
                }
                library.put_game(def);
                (GameSaved::Unchanged, None)
            }
            d @ (GameDecision::Write | GameDecision::Recreate) => {
                library.put_game(def);
                match self.write(&key, &text) {
                    Ok(()) if d == GameDecision::Recreate => (GameSaved::Recreated, None),
                    Ok(()) => (GameSaved::Written, None),
                    Err(e) => (GameSaved::NotWritten, Some(e)),
                }
            }
            GameDecision::Fork => {
                if let Some(s) = &stored {
                    match read_game(&key, &def.id, s) {
                        Ok(theirs) => {
                            self.bases.insert(key.clone(), fingerprint(s));
                            library.put_game(theirs);
                        }
                        Err(d) => {
                            library.remove_game(&def.id);
                            library.damaged.retain(|x| x.key.as_deref() != Some(&key));
                            library.damaged.push(d);
                        }
                    }
                }
                let mut copy = def;
                copy.id = library.fresh_id_avoiding("game", |id| self.known(&game_key(id)));
                copy.name = format!("{} (copy)", copy.name);
                library.put_game(copy.clone());
                let error = match game_text(&copy) {
                    Ok(text) => self.write(&game_key(&copy.id), &text).err(),
                    Err(e) => Some(WriteError::Other(e)),
                };
                (GameSaved::Copied(Box::new(copy)), error)
            }
        }
    }

    /// Deletes one of the designer's games, unless another tab changed it meanwhile.
    pub fn delete_game(&mut self, library: &mut Library, id: &str) -> Result<(), DeleteError> {
        let key = game_key(id);
        let stored = self.kv.get(&key).map_err(DeleteError::Storage)?;
        if let Some(s) = &stored
            && Some(fingerprint(s)) != self.bases.get(&key).copied()
            && !self.dirty.contains(&key)
        {
            if let Ok(def) = read_game(&key, id, s) {
                self.bases.insert(key.clone(), fingerprint(s));
                library.put_game(def);
            }
            return Err(DeleteError::ChangedElsewhere);
        }
        self.remove(&key).map_err(DeleteError::Storage)?;
        library.remove_game(id);
        Ok(())
    }

    /// Deletes a damaged entry (after the person confirmed it).
    pub fn delete_damaged(&mut self, library: &mut Library, key: &str) -> Result<(), String> {
        self.remove(key)?;
        library.damaged.retain(|d| d.key.as_deref() != Some(key));
        Ok(())
    }

    /// Hears that another tab changed `key` (`None`: it cleared all storage) to `value`
    /// (`None`: removed), brings the library up to date, and says what happened to the open
    /// table `open`, if anything did.
    pub fn on_remote(
        &mut self,
        library: &mut Library,
        key: Option<&str>,
        value: Option<&str>,
        open: Option<&str>,
    ) -> Option<Remote> {
        let Some(key) = key else {
            return self.reload(library, open);
        };
        match value {
            Some(v) => {
                self.sizes.insert(key.to_string(), stored_size(key, v));
            }
            None => {
                self.sizes.remove(key);
            }
        }
        match slot(key) {
            // Read once this program can; a removal needs no reading.
            Slot::Table(_) if value.is_some() && !tables_readable() => {
                self.unread.insert(key.to_string());
                None
            }
            Slot::Table(id) => {
                self.unread.remove(key);
                self.remote_table(library, key, id, value, open == Some(id))
            }
            Slot::Game(id) => {
                self.remote_game(library, key, id, value);
                None
            }
            Slot::Aside => {
                library.damaged.retain(|d| d.key.as_deref() != Some(key));
                if let Some(v) = value {
                    library.damaged.push(read_aside(key, v));
                }
                None
            }
            Slot::Legacy => {
                // Another tab of an older version wrote the old document: bring it in.
                if value.is_some() {
                    return self.reload(library, open);
                }
                None
            }
            Slot::Other => None,
        }
    }

    fn remote_table(
        &mut self,
        library: &mut Library,
        key: &str,
        id: &str,
        value: Option<&str>,
        is_open: bool,
    ) -> Option<Remote> {
        // An event can be older than what storage holds now (a tab's copy of storage is brought
        // up to date before its events are heard): what storage holds now is what counts.
        let now = match self.kv.get(key) {
            Ok(now) => now,
            Err(_) => value.map(str::to_string),
        };
        let base = self.bases.get(key).copied();
        if now.is_some() && now.as_deref().map(fingerprint) == base {
            // Nothing new here (or this tab's own write landed after the one heard, whose tab
            // keeps its own).
            return None;
        }
        // Two tabs that write at the same moment each write over the other unseen: the one
        // whose write the browser took first hears that the other's never saw it.
        let lost =
            self.own.contains(key) && base.is_some() && value.is_some_and(|v| replaced(v) != base);
        let value = now.as_deref();
        let Some(text) = value else {
            self.bases.remove(key);
            self.own.remove(key);
            library.damaged.retain(|d| d.key.as_deref() != Some(key));
            let last = library.table(id).cloned();
            library.remove_table(id);
            return if is_open {
                last.map(Remote::Deleted)
            } else {
                None
            };
        };
        let theirs = match read_table(key, id, text) {
            Ok(theirs) => theirs,
            Err(d) => {
                // No base for it: this tab never writes over it.
                let reason = d.reason.clone();
                library.damaged.retain(|x| x.key.as_deref() != Some(key));
                library.damaged.push(d);
                if !is_open {
                    library.remove_table(id);
                }
                return is_open.then_some(Remote::Unreadable(reason));
            }
        };
        library.damaged.retain(|x| x.key.as_deref() != Some(key));
        if (lost || is_open && self.dirty.contains(key))
            && let Some(mine) = library.table(id).cloned()
        {
            // This tab holds changes storage does not: merge as a save would.
            if contains(&mine, &theirs) {
                self.seen(key, text);
                return match self.save_table(library, mine) {
                    (SaveOutcome::Copied(copy), _) if is_open => Some(Remote::Copied(copy)),
                    _ => None,
                };
            }
            if !contains(&theirs, &mine) {
                self.seen(key, text);
                self.dirty.remove(key);
                library.put_table(theirs);
                let mut copy = mine;
                copy.id = library.fresh_id_avoiding("table", |i| self.known(&table_key(i)));
                copy.title = format!("{} (copy)", copy.title);
                library.put_table(copy.clone());
                if let Ok(t) = table_text(&copy) {
                    let _ = self.write_table(&table_key(&copy.id), &t, None);
                }
                return is_open.then_some(Remote::Copied(copy));
            }
        }
        self.seen(key, text);
        self.dirty.remove(key);
        library.put_table(theirs.clone());
        is_open.then_some(Remote::Changed(theirs))
    }

    fn remote_game(&mut self, library: &mut Library, key: &str, id: &str, value: Option<&str>) {
        library.damaged.retain(|d| d.key.as_deref() != Some(key));
        match value {
            None => {
                self.bases.remove(key);
                library.remove_game(id);
            }
            Some(text) => match read_game(key, id, text) {
                Ok(def) => {
                    self.bases.insert(key.to_string(), fingerprint(text));
                    library.put_game(def);
                }
                Err(d) => {
                    library.remove_game(id);
                    library.damaged.push(d);
                }
            },
        }
    }

    /// Whether stored tables were left unread: this program could not read tables when it
    /// met them.
    pub fn has_unread(&self) -> bool {
        !self.unread.is_empty()
    }

    /// Whether tables were left unread (the old document aside: it waits for the next
    /// opening).
    pub fn has_unread_tables(&self) -> bool {
        self.unread.iter().any(|k| slot(k) != Slot::Legacy)
    }

    /// Whether tables were left unread that can be read now.
    pub fn has_tables_to_read(&self) -> bool {
        tables_readable() && self.has_unread_tables()
    }

    /// Reads the tables left unread, now that this program can, as another tab's changes (what
    /// they do to the open table `open` is said).
    pub fn read_unread(&mut self, library: &mut Library, open: Option<&str>) -> Option<Remote> {
        if !tables_readable() {
            return None;
        }
        let mut remote = None;
        for key in std::mem::take(&mut self.unread) {
            // The old single document is migrated when the page next opens the library.
            if slot(&key) == Slot::Legacy {
                self.unread.insert(key);
                continue;
            }
            let value = self.kv.get(&key).ok().flatten();
            if let Some(r) = self.on_remote(library, Some(&key), value.as_deref(), open) {
                remote = Some(r);
            }
        }
        library.sort();
        remote
    }

    /// Reads everything again (another tab cleared storage, or an older version wrote the old
    /// document). The open table, if it is gone, is reported deleted.
    fn reload(&mut self, library: &mut Library, open: Option<&str>) -> Option<Remote> {
        let tag = library.tag.clone();
        let last = open.and_then(|id| library.table(id).cloned());
        let _ = migrate(&mut self.kv, &tag);
        let mut fresh = self.read_all().unwrap_or_default();
        fresh.tag = tag;
        fresh.sort();
        *library = fresh;
        match (last, open) {
            (Some(last), Some(id))
                if library.table(id).is_none() && !self.unread.contains(&table_key(id)) =>
            {
                Some(Remote::Deleted(last))
            }
            (Some(_), Some(id)) => library.table(id).cloned().map(Remote::Changed),
            _ => None,
        }
    }

    /// Adds what a backup holds and this library lacks; never writes over anything. A table
    /// here whose history holds the backup's counts as already here.
    pub fn restore(&mut self, library: &mut Library, backup: Backup) -> Restored {
        let mut done = Restored::default();
        for value in backup.games {
            let def = match read_game_value(&value) {
                Ok(def) => def,
                Err(reason) => {
                    self.restore_damaged(
                        library,
                        &mut done,
                        Damaged {
                            kind: DamagedKind::Game,
                            key: None,
                            id: claimed_id(&value),
                            raw: value.to_string(),
                            reason,
                        },
                    );
                    continue;
                }
            };
            let mut def = def;
            match library.game(&def.id) {
                Some(here) if *here == def => {
                    done.already += 1;
                    continue;
                }
                Some(_) => {
                    def.id = library.fresh_id_avoiding("game", |id| self.known(&game_key(id)));
                    def.name = format!("{} (restored copy)", def.name);
                    done.copies.push(def.name.clone());
                }
                None => done.games += 1,
            }
            match self.save_game(library, def) {
                (GameSaved::Copied(copy), e) => {
                    done.games = done.games.saturating_sub(1);
                    done.copies.push(copy.name);
                    done.error = done.error.take().or(e.map(|e| e.to_string()));
                }
                (GameSaved::Unchanged, _) => {
                    done.games = done.games.saturating_sub(1);
                    done.already += 1;
                }
                (_, e) => done.error = done.error.take().or(e.map(|e| e.to_string())),
            }
        }
        for value in backup.tables {
            let id = claimed_id(&value);
            let raw = value.to_string();
            let mut entry = match read_table_value(value) {
                Ok(entry) => entry,
                Err(reason) => {
                    self.restore_damaged(
                        library,
                        &mut done,
                        Damaged {
                            kind: DamagedKind::Table,
                            key: None,
                            id,
                            raw,
                            reason,
                        },
                    );
                    continue;
                }
            };
            match library.table(&entry.id) {
                Some(here) if *here == entry || contains(here, &entry) => {
                    done.already += 1;
                    continue;
                }
                Some(_) => {
                    entry.id = library.fresh_id_avoiding("table", |i| self.known(&table_key(i)));
                    entry.title = format!("{} (restored copy)", entry.title);
                    done.copies.push(entry.title.clone());
                }
                None => done.tables += 1,
            }
            match self.save_table(library, entry) {
                (SaveOutcome::Copied(copy), e) => {
                    done.tables = done.tables.saturating_sub(1);
                    done.copies.push(copy.title);
                    done.error = done.error.take().or(e.map(|e| e.to_string()));
                }
                (SaveOutcome::Newer(_) | SaveOutcome::Unchanged, _) => {
                    done.tables = done.tables.saturating_sub(1);
                    done.already += 1;
                }
                (_, e) => done.error = done.error.take().or(e.map(|e| e.to_string())),
            }
        }
        for d in backup.damaged {
            self.restore_damaged(library, &mut done, d);
        }
        library.sort();
        done
    }

    /// Brings a damaged entry back as it was, under its own key if that is free (or already
    /// holds it), else beside it.
    fn restore_damaged(&mut self, library: &mut Library, done: &mut Restored, d: Damaged) {
        let hash = fingerprint(&d.raw) as u32;
        let own = d
            .key
            .clone()
            .filter(|k| is_library_key(k) && slot(k) != Slot::Legacy);
        let own = own.unwrap_or_else(|| {
            let id =
                d.id.clone()
                    .unwrap_or_else(|| format!("damaged-{hash:08x}"));
            match d.kind {
                DamagedKind::Game => game_key(&id),
                DamagedKind::Table => table_key(&id),
                DamagedKind::Library => format!("{ASIDE_PREFIX}{:016x}", fingerprint(&d.raw)),
            }
        });
        for key in [own.clone(), format!("{own}-restored-{hash:08x}")] {
            match self.kv.get(&key) {
                Ok(Some(stored)) if stored == d.raw => {
                    done.already += 1;
                    return;
                }
                Ok(Some(_)) => continue,
                Ok(None) => {
                    match self.kv.set(&key, &d.raw) {
                        Ok(()) => {
                            self.sizes.insert(key.clone(), stored_size(&key, &d.raw));
                            library.damaged.push(Damaged {
                                key: Some(key),
                                ..d
                            });
                            done.damaged += 1;
                        }
                        Err(e) => done.error = Some(e.to_string()),
                    }
                    return;
                }
                Err(e) => {
                    done.error = Some(e);
                    return;
                }
            }
        }
    }

    /// How much storage the library and the whole site use.
    pub fn usage(&self) -> Usage {
        Usage::of(&self.sizes, is_library_key)
    }

    /// The stored size of each table, by id (for the library list).
    pub fn table_sizes(&self) -> HashMap<String, usize> {
        self.sizes
            .iter()
            .filter_map(|(k, n)| match slot(k) {
                Slot::Table(id) => Some((id.to_string(), *n)),
                _ => None,
            })
            .collect()
    }

    /// The storage underneath (the tests look at it).
    pub fn kv(&self) -> &K {
        &self.kv
    }
}
