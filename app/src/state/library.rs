//! The designer's library in memory: their own games, their tables in progress (free or ruled),
//! and the saved entries that could not be read.
//!
//! How the library is kept in local storage (one key per game and per table) is
//! [`super::persist`]'s business. This module also reads the old single-document form of the
//! library (`protoplay.library`, and backups made from it), which is what older versions wrote
//! and what [`super::persist`] migrates from.
//!
//! Loading is tolerant (principle 9): a document that cannot be read is never dropped. Its raw
//! text is kept for the person to download, and an entry that cannot be read is kept verbatim
//! beside the rest of the library, which works.

use protoplay_engine::def::GameDef;
pub use protoplay_engine::import::TableSave;
use protoplay_engine::table::SavedGame;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The local-storage key of the old single-document library (read only to migrate it).
pub const LIBRARY_KEY: &str = "protoplay.library";
/// The single-document format this build reads (and writes into a legacy backup's tests).
pub const LIBRARY_VERSION: u32 = 1;

/// How many characters a tab's tag has (see [`Library::tag`]).
pub const TAG_LEN: usize = 5;

/// A table in progress: a free table (the sandbox) or a ruled one. It is read by
/// [`read_table_value`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableEntry {
    pub id: String,
    pub title: String,
    /// Milliseconds since the epoch of the last change.
    pub updated: f64,
    /// Hot-seat play of a free table: the table is covered between players and shows only the
    /// acting player's hand, after a reload too. (A ruled table keeps this in its set-up.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hot_seat: bool,
    /// The table itself, stored under `"saved"` (a free table, as libraries always held) or
    /// `"ruled"`.
    #[serde(flatten)]
    pub save: TableSave,
    /// Set once the table is sent or received by turn link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<Turns>,
}

/// A table played at a distance by turn links (see `state::turns`): what this browser knows of
/// it beyond the table itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    /// The table's identity, the same in every browser that holds it.
    pub id: String,
    /// The seat of the person at this browser ("I am Player 2"), once they said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub me: Option<u8>,
    /// The last point of the history the other side is known to hold (it came from there):
    /// a turn link needs to carry only what follows it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub known: Option<Known>,
}

/// A point of a table's history: how many steps in effect, and their fingerprint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    pub steps: usize,
    pub print: u64,
}

impl TableEntry {
    /// Number of players.
    pub fn players(&self) -> usize {
        match &self.save {
            TableSave::Free(s) => usize::from(s.players),
            TableSave::Ruled(s) => s.setup.seats.len(),
        }
    }

    /// Steps (actions or moves) in effect.
    pub fn steps(&self) -> usize {
        match &self.save {
            TableSave::Free(s) => s.cursor,
            TableSave::Ruled(s) => s.cursor,
        }
    }

    /// The free table's save, if this is one.
    pub fn free(&self) -> Option<&SavedGame> {
        match &self.save {
            TableSave::Free(s) => Some(s),
            TableSave::Ruled(_) => None,
        }
    }

    /// Whether the table is played hot-seat (free tables by their entry, ruled ones by their
    /// set-up).
    pub fn is_hot_seat(&self) -> bool {
        match &self.save {
            TableSave::Free(s) => self.hot_seat && s.players > 1,
            TableSave::Ruled(s) => s.setup.hot_seat,
        }
    }
}

/// What kind of thing a damaged entry was meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamagedKind {
    Game,
    Table,
    /// A whole old single-document library that could not be read.
    Library,
}

impl DamagedKind {
    /// How the library screen names it: "A saved table".
    pub fn label(self) -> &'static str {
        match self {
            DamagedKind::Game => "game",
            DamagedKind::Table => "table",
            DamagedKind::Library => "library (from an older version)",
        }
    }
}

/// An entry that could not be read: kept as it was, shown, downloadable, never dropped or
/// written over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Damaged {
    pub kind: DamagedKind,
    /// The storage key it is kept under; `None` while it still sits inside a larger record (an
    /// old library document that could not be migrated yet), where it cannot be deleted alone.
    pub key: Option<String>,
    /// The id it claims, if one could be read.
    #[serde(default)]
    pub id: Option<String>,
    /// The stored text exactly as found.
    pub raw: String,
    /// Why it could not be read, for the person.
    pub reason: String,
}

/// A game on the library's shelves: one of the designer's, or a built-in one as the build lists
/// it (its data arrives with its rules: see `protoplay_engine::games`, and
/// `AppStore::with_def`).
#[derive(Clone, Debug, PartialEq)]
pub enum Shelved {
    Mine(Box<GameDef>),
    BuiltIn(&'static protoplay_engine::games::Listed),
}

impl Shelved {
    pub fn id(&self) -> &str {
        match self {
            Shelved::Mine(def) => &def.id,
            Shelved::BuiltIn(l) => l.id,
        }
    }

    pub fn name(&self) -> &str {
        match self {
            Shelved::Mine(def) => &def.name,
            Shelved::BuiltIn(l) => l.name,
        }
    }

    pub fn description(&self) -> &str {
        match self {
            Shelved::Mine(def) => &def.description,
            Shelved::BuiltIn(l) => l.description,
        }
    }

    /// Fewest and most players.
    pub fn players(&self) -> (u8, u8) {
        match self {
            Shelved::Mine(def) => (def.players.min, def.players.max),
            Shelved::BuiltIn(l) => l.players,
        }
    }

    /// The ruled game that plays it, if its rules are known (by registry id).
    pub fn rules(&self) -> Option<&'static str> {
        let rules = match self {
            Shelved::Mine(def) => def.rules.as_deref()?,
            Shelved::BuiltIn(l) => l.rules?,
        };
        protoplay_engine::rules::registry::info(rules).map(|info| info.id)
    }
}

/// The library in memory.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Library {
    /// The designer's own games (built-in games are not stored).
    pub games: Vec<GameDef>,
    pub tables: Vec<TableEntry>,
    pub damaged: Vec<Damaged>,
    /// A few random characters that make the ids this tab gives out differ from those any other
    /// tab gives out at the same moment (two tabs must never both create `table-3`). Empty in
    /// tests, so ids there are predictable.
    pub tag: String,
}

/// What went wrong reading the stored library as a whole.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadProblem {
    /// A sentence for the person: what happened and what was done about it.
    pub message: String,
    /// The stored text exactly as found, for download.
    pub raw: String,
}

/// The old single-document library, with its entries still as JSON values.
#[derive(Serialize, Deserialize)]
pub struct LibraryDocument {
    pub version: u32,
    #[serde(default)]
    pub games: Vec<Value>,
    #[serde(default)]
    pub tables: Vec<Value>,
}

impl LibraryDocument {
    /// Reads the old single document, or says in a sentence why it cannot be read.
    pub fn parse(raw: &str) -> Result<Self, LoadProblem> {
        let doc: LibraryDocument = super::from_json(raw).map_err(|e| LoadProblem {
            message: format!(
                "Your saved games could not be read ({e}). Nothing was deleted: the stored text was kept and can be downloaded."
            ),
            raw: raw.to_string(),
        })?;
        if doc.version > LIBRARY_VERSION {
            return Err(LoadProblem {
                message: format!(
                    "Your saved games were written by a newer Protoplay (library format {}, this version reads {}). They were kept untouched and can be downloaded; open them with the newer version.",
                    doc.version, LIBRARY_VERSION
                ),
                raw: raw.to_string(),
            });
        }
        Ok(doc)
    }
}

/// Reads one game as stored (a JSON value), or says why not.
pub fn read_game_value(value: &Value) -> Result<GameDef, String> {
    GameDef::from_json(&value.to_string()).map_err(|e| e.to_string())
}

/// What a program that can read stored tables holds: reading one ([`read_entry`]), comparing
/// two (the vault's merge, [`super::persist::merge`]), and moving the old single-document
/// library to one key per entry ([`super::persist::migrate`]). A page holds tables only once
/// it can read them, so all of it comes with the reader, and the first part of the page holds
/// none of it ([`hold_table_reader`]).
#[derive(Clone, Copy)]
pub struct TableCode {
    pub read: fn(Value) -> Result<TableEntry, String>,
    pub same_table: fn(&TableEntry, &TableEntry) -> bool,
    pub contains: fn(&TableEntry, &TableEntry) -> bool,
    pub migrate: fn(&mut dyn super::persist::KeyValue, &str) -> super::persist::migrate::Migration,
}

const TABLE_CODE: TableCode = TableCode {
    read: read_entry,
    same_table: |a, b| a.save.same_table(&b.save),
    contains: |longer, shorter| longer.save.contains(&shorter.save),
    migrate: super::persist::migrate::migrate_now,
};

/// Reads one table entry as stored (a JSON value), or says why not. A save made by a newer
/// Protoplay, or one past the limits of what a table may hold, is refused here, before
/// anything could be written over it.
///
/// A first visit has no tables to read, so in the page the reader is a part of the program of
/// its own ([`hold_table_reader`]). The page fetches it before the library opens when storage
/// holds tables, before it reads a table another tab wrote, and with every part that makes or
/// opens a table; until then the vault leaves stored tables unread ([`tables_readable`]).
pub fn read_table_value(value: Value) -> Result<TableEntry, String> {
    match table_code() {
        Some(code) => (code.read)(value),
        None => Err(TABLES_NOT_READ.to_string()),
    }
}

/// Why a stored table was not read: this program cannot read tables yet.
pub const TABLES_NOT_READ: &str = "the part of the page that reads saved tables is not loaded";

/// Whether this program can read stored tables now (natively, always).
pub fn tables_readable() -> bool {
    table_code().is_some()
}

#[cfg(target_arch = "wasm32")]
static TABLE_CODE_HELD: std::sync::OnceLock<TableCode> = std::sync::OnceLock::new();

/// The code for stored tables, once this program holds it.
#[cfg(target_arch = "wasm32")]
pub fn table_code() -> Option<TableCode> {
    TABLE_CODE_HELD.get().copied()
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// Natively the reader is held from the start, unless a test withholds it to play the page
    /// before the reader's part arrives.
    static WITHHELD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The code for stored tables, once this program holds it.
#[cfg(not(target_arch = "wasm32"))]
pub fn table_code() -> Option<TableCode> {
    (!WITHHELD.get()).then_some(TABLE_CODE)
}

/// Makes this thread unable to read stored tables until [`hold_table_reader`], as the page is
/// before the reader's part arrives.
#[cfg(test)]
pub fn withhold_table_reader() {
    WITHHELD.set(true);
}

/// Holds the code for stored tables ([`TableCode`]) from now on. Called by the parts of the page
/// that read or make tables (the reader's own, the free table's, the ruled table's, and those
/// for files and links and for old save slots), so that this code is theirs and not the first
/// part's.
pub fn hold_table_reader() {
    #[cfg(target_arch = "wasm32")]
    let _ = TABLE_CODE_HELD.set(TABLE_CODE);
    #[cfg(not(target_arch = "wasm32"))]
    WITHHELD.set(false);
}

/// [`read_table_value`]'s work.
fn read_entry(value: Value) -> Result<TableEntry, String> {
    let entry = table_entry(value)?;
    if entry.id.is_empty() {
        return Err("it has no id".to_string());
    }
    // The limits a file or link is held to, so that what the library holds can be opened,
    // exported and imported again.
    match &entry.save {
        TableSave::Free(s) => protoplay_engine::limits::check_table(s),
        TableSave::Ruled(s) => protoplay_engine::limits::check_ruled(s),
    }
    .map_err(|e| e.to_string())?;
    Ok(entry)
}

/// What a stored table entry holds beside the table itself.
#[derive(Deserialize)]
struct EntryHead {
    id: String,
    title: String,
    updated: f64,
    #[serde(default)]
    hot_seat: bool,
    #[serde(default)]
    turns: Option<Turns>,
}

/// A stored table entry as written: the table under `"saved"` or `"ruled"`, beside its head.
/// A save in a newer format is refused before it is read, so the reason given is that, not
/// whatever part of it this version does not know. (Read by hand rather than by a derived
/// reader of the flattened whole, which would make the program carry a second reader of every
/// part of a table.)
fn table_entry(value: Value) -> Result<TableEntry, String> {
    let Value::Object(mut fields) = value else {
        return Err("it is not a table entry (a JSON object)".to_string());
    };
    let newer =
        |save: &Value, what: &str, reads: u32| match save.get("version").and_then(Value::as_u64) {
            Some(v) if v > u64::from(reads) => Err(format!(
                "it was saved by a newer Protoplay ({what} {v}; this version reads up to {reads})"
            )),
            _ => Ok(()),
        };
    let (saved, ruled) = (fields.remove("saved"), fields.remove("ruled"));
    let head: EntryHead =
        serde_json::from_value(Value::Object(fields)).map_err(|e| e.to_string())?;
    let save = if let Some(saved) = saved {
        newer(&saved, "save format", protoplay_engine::table::SAVE_VERSION)?;
        TableSave::Free(serde_json::from_value(saved).map_err(|e| e.to_string())?)
    } else if let Some(ruled) = ruled {
        newer(
            &ruled,
            "ruled save format",
            protoplay_engine::rules::SESSION_VERSION,
        )?;
        TableSave::Ruled(serde_json::from_value(ruled).map_err(|e| e.to_string())?)
    } else {
        return Err("it holds no table (no \"saved\" nor \"ruled\")".to_string());
    };
    Ok(TableEntry {
        id: head.id,
        title: head.title,
        updated: head.updated,
        hot_seat: head.hot_seat,
        save,
        turns: head.turns,
    })
}

/// The id a stored value claims, if it has a readable one.
pub fn claimed_id(value: &Value) -> Option<String> {
    value
        .get("id")
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

impl Library {
    /// Reads an old single-document library. Never fails: a problem with the whole document
    /// comes back beside an empty library, problems with single entries come back in
    /// [`Library::damaged`] (with no key: they sit inside the document).
    pub fn parse(raw: Option<&str>) -> (Library, Option<LoadProblem>) {
        let Some(raw) = raw else {
            return (Library::default(), None);
        };
        let doc = match LibraryDocument::parse(raw) {
            Ok(doc) => doc,
            Err(problem) => return (Library::default(), Some(problem)),
        };
        let mut library = Library::default();
        for value in doc.games {
            match read_game_value(&value) {
                Ok(def) => library.games.push(def),
                Err(reason) => library.damaged.push(Damaged {
                    kind: DamagedKind::Game,
                    key: None,
                    id: claimed_id(&value),
                    raw: value.to_string(),
                    reason,
                }),
            }
        }
        for value in doc.tables {
            let id = claimed_id(&value);
            let raw = value.to_string();
            match read_table_value(value) {
                Ok(entry) => library.tables.push(entry),
                Err(reason) => library.damaged.push(Damaged {
                    kind: DamagedKind::Table,
                    key: None,
                    id,
                    raw,
                    reason,
                }),
            }
        }
        (library, None)
    }

    /// The library as one old-style document (what older versions stored and what their
    /// backups hold). Damaged entries are written back exactly as they were read.
    pub fn to_json(&self) -> String {
        let mut games: Vec<Value> = self
            .games
            .iter()
            .filter_map(|g| protoplay_engine::json::to_value(g).ok())
            .collect();
        let mut tables: Vec<Value> = self
            .tables
            .iter()
            .filter_map(|t| protoplay_engine::json::to_value(t).ok())
            .collect();
        for d in &self.damaged {
            let value = serde_json::from_str(&d.raw).unwrap_or(Value::String(d.raw.clone()));
            match d.kind {
                DamagedKind::Game => games.push(value),
                DamagedKind::Table => tables.push(value),
                DamagedKind::Library => {}
            }
        }
        serde_json::to_string(&LibraryDocument {
            version: LIBRARY_VERSION,
            games,
            tables,
        })
        .unwrap_or_default()
    }

    pub fn table(&self, id: &str) -> Option<&TableEntry> {
        self.tables.iter().find(|t| t.id == id)
    }

    pub fn game(&self, id: &str) -> Option<&GameDef> {
        self.games.iter().find(|g| g.id == id)
    }

    /// Replaces the entry with the same id, or adds it first in the list.
    pub fn put_table(&mut self, entry: TableEntry) {
        match self.tables.iter_mut().find(|t| t.id == entry.id) {
            Some(t) => *t = entry,
            None => self.tables.insert(0, entry),
        }
    }

    pub fn remove_table(&mut self, id: &str) {
        self.tables.retain(|t| t.id != id);
    }

    /// Replaces the game with the same id, or adds it.
    pub fn put_game(&mut self, def: GameDef) {
        match self.games.iter_mut().find(|g| g.id == def.id) {
            Some(g) => *g = def,
            None => self.games.push(def),
        }
    }

    pub fn remove_game(&mut self, id: &str) {
        self.games.retain(|g| g.id != id);
    }

    /// Whether any table, game or damaged entry has this id.
    pub fn is_taken(&self, id: &str) -> bool {
        self.table(id).is_some()
            || self.games.iter().any(|g| g.id == id)
            || self.damaged.iter().any(|d| d.id.as_deref() == Some(id))
    }

    /// An id not used by any table or game, made from a base, a number and this tab's
    /// [`Library::tag`] (`table-3-k7q2x`), so another tab creating a table at the same moment
    /// cannot pick the same id.
    pub fn fresh_id(&self, base: &str) -> String {
        self.fresh_id_avoiding(base, |_| false)
    }

    /// [`Library::fresh_id`], also avoiding the ids `taken` says are taken (keys found in
    /// storage but not in this library, say).
    pub fn fresh_id_avoiding(&self, base: &str, taken: impl Fn(&str) -> bool) -> String {
        (1..)
            .map(|n| {
                if self.tag.is_empty() {
                    format!("{base}-{n}")
                } else {
                    format!("{base}-{n}-{}", self.tag)
                }
            })
            .find(|id| !self.is_taken(id) && !taken(id))
            .unwrap_or_else(|| base.to_string())
    }

    /// Tables, the most recently changed first; games by name.
    pub fn sort(&mut self) {
        // Insertion: the first part of the page holds no other sort.
        protoplay_engine::sort::insertion_sort(&mut self.tables, |a, b| {
            b.updated.total_cmp(&a.updated)
        });
        protoplay_engine::sort::insertion_sort(&mut self.games, |a, b| {
            a.name
                .to_lowercase()
                .cmp(&b.name.to_lowercase())
                .then_with(|| a.id.cmp(&b.id))
        });
    }
}

/// A tab's tag: [`TAG_LEN`] characters from `0-9a-z`, drawn with `random` (numbers in `0..1`).
pub fn new_tag(mut random: impl FnMut() -> f64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    (0..TAG_LEN)
        .map(|_| {
            let i = ((random() * DIGITS.len() as f64) as usize).min(DIGITS.len() - 1);
            char::from(DIGITS[i])
        })
        .collect()
}

/// Whether `s` has the shape of a tab's tag.
pub fn is_tag(s: &str) -> bool {
    s.len() == TAG_LEN
        && s.bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::table::Game;

    fn starter() -> GameDef {
        protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    fn entry(id: &str) -> TableEntry {
        let game = Game::new(starter(), 2, 5).expect("sets up");
        TableEntry {
            id: id.into(),
            title: "t".into(),
            updated: 1.0,
            hot_seat: false,
            save: TableSave::Free(game.save()),
            turns: None,
        }
    }

    #[test]
    fn nothing_stored_is_an_empty_library_and_no_problem() {
        assert_eq!(Library::parse(None), (Library::default(), None));
    }

    #[test]
    fn save_then_load_is_the_identity() {
        let mut lib = Library::default();
        lib.put_game(starter());
        lib.put_table(entry("a"));
        let (back, problem) = Library::parse(Some(&lib.to_json()));
        assert_eq!(problem, None);
        assert_eq!(back, lib);
    }

    #[test]
    fn corrupt_text_is_kept_and_explained() {
        let raw = "{\"version\":1,\"games\":[";
        let (lib, problem) = Library::parse(Some(raw));
        assert_eq!(lib, Library::default());
        let problem = problem.expect("a problem");
        assert_eq!(problem.raw, raw);
        assert!(
            problem.message.contains("could not be read"),
            "{}",
            problem.message
        );
        assert!(problem.message.contains("Nothing was deleted"));
    }

    #[test]
    fn a_newer_library_is_refused_not_guessed() {
        let raw = "{\"version\":99,\"games\":[],\"tables\":[]}";
        let (_, problem) = Library::parse(Some(raw));
        let problem = problem.expect("a problem");
        assert!(problem.message.contains("newer Protoplay"));
        assert_eq!(problem.raw, raw);
    }

    #[test]
    fn one_damaged_table_keeps_the_rest_and_is_written_back_verbatim() {
        let mut lib = Library::default();
        lib.put_table(entry("good"));
        let mut text: Value = serde_json::from_str(&lib.to_json()).expect("json");
        let broken = serde_json::json!({"id": "bad", "saved": "not a save"});
        text["tables"]
            .as_array_mut()
            .expect("array")
            .push(broken.clone());
        let (back, problem) = Library::parse(Some(&text.to_string()));
        assert_eq!(problem, None);
        assert_eq!(back.tables.len(), 1);
        assert_eq!(back.damaged.len(), 1);
        assert_eq!(back.damaged[0].id.as_deref(), Some("bad"));
        assert_eq!(back.damaged[0].raw, broken.to_string());
        let (again, _) = Library::parse(Some(&back.to_json()));
        assert_eq!(again.damaged[0].raw, broken.to_string());
    }

    #[test]
    fn a_table_from_a_newer_version_is_damaged_not_guessed() {
        let mut value = serde_json::to_value(entry("new")).expect("json");
        value["saved"]["version"] = serde_json::json!(99);
        let reason = read_table_value(value.clone()).expect_err("refused");
        assert!(reason.contains("newer Protoplay"), "{reason}");
        // A newer save is said to be newer even where this version could not read it at all.
        value["saved"]["actions"] = serde_json::json!({"a shape": "not known yet"});
        let reason = read_table_value(value).expect_err("refused");
        assert!(reason.contains("newer Protoplay"), "{reason}");
        let mut ruled = serde_json::json!({"id": "r", "title": "R", "updated": 1.0,
            "ruled": {"version": 99, "moves": "another shape"}});
        let reason = read_table_value(ruled.clone()).expect_err("refused");
        assert!(reason.contains("newer Protoplay"), "{reason}");
        ruled.as_object_mut().expect("object").remove("ruled");
        let reason = read_table_value(ruled).expect_err("refused");
        assert!(reason.contains("holds no table"), "{reason}");
    }

    /// A stored table is held to the limits a file or a link is: one the page could not open,
    /// export and import again is kept as damaged, with the reason in words.
    #[test]
    fn a_stored_table_past_the_limits_is_damaged_with_its_reason() {
        let mut value = serde_json::to_value(entry("long")).expect("json");
        value["saved"]["actions"] = serde_json::json!(vec!["next_turn"; 100_001]);
        let reason = read_table_value(value).expect_err("refused");
        assert_eq!(
            reason,
            "the table holds 100,001 actions; at most 100,000 are read"
        );
    }

    #[test]
    fn hot_seat_is_remembered_and_old_entries_read_as_not_hot_seat() {
        let mut e = entry("h");
        let old = serde_json::to_value(&e).expect("json");
        assert!(old.get("hot_seat").is_none(), "not written when off");
        assert!(!read_table_value(old).expect("reads").hot_seat);
        e.hot_seat = true;
        let back = read_table_value(serde_json::to_value(&e).expect("json")).expect("reads");
        assert!(back.hot_seat && back.is_hot_seat());
    }

    #[test]
    fn tables_sort_newest_first_and_games_by_name_keeping_ties_in_order() {
        let mut lib = Library::default();
        for (id, updated) in [("a", 2.0), ("b", 5.0), ("c", 2.0), ("d", 9.0), ("e", 1.0)] {
            let mut e = entry(id);
            e.updated = updated;
            lib.tables.push(e);
        }
        for (id, name) in [
            ("g3", "beta"),
            ("g1", "Alpha"),
            ("g2", "alpha"),
            ("g0", "Gamma"),
        ] {
            let mut def = starter();
            def.id = id.into();
            def.name = name.into();
            lib.games.push(def);
        }
        lib.sort();
        let tables: Vec<&str> = lib.tables.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(tables, ["d", "b", "a", "c", "e"]);
        let games: Vec<&str> = lib.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(games, ["g1", "g2", "g3", "g0"]);
    }

    #[test]
    fn fresh_ids_do_not_collide_within_a_tab_or_across_tabs() {
        let mut lib = Library::default();
        lib.put_table(entry("table-1"));
        assert_eq!(lib.fresh_id("table"), "table-2");
        let mut a = lib.clone();
        a.tag = new_tag(|| 0.1);
        let mut b = lib.clone();
        b.tag = new_tag(|| 0.9);
        assert!(is_tag(&a.tag) && is_tag(&b.tag));
        assert_ne!(a.fresh_id("table"), b.fresh_id("table"));
        assert_eq!(a.fresh_id("table"), format!("table-1-{}", a.tag));
        assert_eq!(
            a.fresh_id_avoiding("table", |id| id == format!("table-1-{}", a.tag)),
            format!("table-2-{}", a.tag)
        );
    }
}
