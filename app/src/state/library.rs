//! The designer's library as it is kept in local storage: their own games and their tables in
//! progress, in one versioned JSON document.
//!
//! Loading is tolerant (principle 9): a document that cannot be read is never dropped. The whole
//! raw text is kept for the person to download, and an entry that cannot be read is kept verbatim
//! (and written back verbatim) while the rest of the library works.

use protoplay_engine::def::GameDef;
use protoplay_engine::rules::SessionSave;
use protoplay_engine::table::SavedGame;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The local-storage key of the library.
pub const LIBRARY_KEY: &str = "protoplay.library";
/// The library format this build writes.
pub const LIBRARY_VERSION: u32 = 1;

/// A table in progress: a free table (the sandbox) or a ruled one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableEntry {
    pub id: String,
    pub title: String,
    /// Milliseconds since the epoch of the last change.
    pub updated: f64,
    /// The table itself, stored under `"saved"` (a free table, as libraries always held) or
    /// `"ruled"`.
    #[serde(flatten)]
    pub save: TableSave,
}

/// What a table entry holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TableSave {
    /// A free table: the game's definition, seed and actions.
    #[serde(rename = "saved")]
    Free(SavedGame),
    /// A ruled table: the rules' id, the set-up and the moves.
    #[serde(rename = "ruled")]
    Ruled(SessionSave),
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
}

/// An entry that could not be read: kept as it was, shown, downloadable, never dropped silently.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    /// "game" or "table".
    pub kind: &'static str,
    pub raw: Value,
    pub reason: String,
}

/// The library in memory.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Library {
    /// The designer's own games (built-in games are not stored).
    pub games: Vec<GameDef>,
    pub tables: Vec<TableEntry>,
    pub damaged: Vec<Damaged>,
}

/// What went wrong reading the stored library as a whole.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadProblem {
    /// A sentence for the person: what happened and what was done about it.
    pub message: String,
    /// The stored text exactly as found, for download.
    pub raw: String,
}

#[derive(Serialize, Deserialize)]
struct LibraryFile {
    version: u32,
    #[serde(default)]
    games: Vec<Value>,
    #[serde(default)]
    tables: Vec<Value>,
}

impl Library {
    /// Reads the stored text. Never fails: a problem with the whole document comes back beside
    /// an empty library, problems with single entries come back in [`Library::damaged`].
    pub fn parse(raw: Option<&str>) -> (Library, Option<LoadProblem>) {
        let Some(raw) = raw else {
            return (Library::default(), None);
        };
        let file: LibraryFile = match serde_json::from_str(raw) {
            Ok(file) => file,
            Err(e) => {
                return (
                    Library::default(),
                    Some(LoadProblem {
                        message: format!(
                            "Your saved games could not be read ({e}). Nothing was deleted: the stored text was kept and can be downloaded."
                        ),
                        raw: raw.to_string(),
                    }),
                );
            }
        };
        if file.version > LIBRARY_VERSION {
            return (
                Library::default(),
                Some(LoadProblem {
                    message: format!(
                        "Your saved games were written by a newer Protoplay (library format {}, this version reads {}). They were kept untouched and can be downloaded; open them with the newer version.",
                        file.version, LIBRARY_VERSION
                    ),
                    raw: raw.to_string(),
                }),
            );
        }
        let mut library = Library::default();
        for value in file.games {
            match GameDef::from_json(&value.to_string()) {
                Ok(def) => library.games.push(def),
                Err(e) => library.damaged.push(Damaged {
                    kind: "game",
                    raw: value,
                    reason: e.to_string(),
                }),
            }
        }
        for value in file.tables {
            match serde_json::from_value::<TableEntry>(value.clone()) {
                Ok(entry) => library.tables.push(entry),
                Err(e) => library.damaged.push(Damaged {
                    kind: "table",
                    raw: value,
                    reason: e.to_string(),
                }),
            }
        }
        (library, None)
    }

    /// The text to store. Damaged entries are written back exactly as they were read.
    pub fn to_json(&self) -> String {
        let mut games: Vec<Value> = self
            .games
            .iter()
            .filter_map(|g| serde_json::to_value(g).ok())
            .collect();
        let mut tables: Vec<Value> = self
            .tables
            .iter()
            .filter_map(|t| serde_json::to_value(t).ok())
            .collect();
        for d in &self.damaged {
            match d.kind {
                "game" => games.push(d.raw.clone()),
                _ => tables.push(d.raw.clone()),
            }
        }
        serde_json::to_string(&LibraryFile {
            version: LIBRARY_VERSION,
            games,
            tables,
        })
        .unwrap_or_default()
    }

    pub fn table(&self, id: &str) -> Option<&TableEntry> {
        self.tables.iter().find(|t| t.id == id)
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

    /// An id not used by any table or game, made from a base and a number.
    pub fn fresh_id(&self, base: &str) -> String {
        (1..)
            .map(|n| format!("{base}-{n}"))
            .find(|id| self.table(id).is_none() && !self.games.iter().any(|g| &g.id == id))
            .unwrap_or_else(|| base.to_string())
    }
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
            save: TableSave::Free(game.save()),
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
        assert_eq!(back.damaged[0].raw, broken);
        let (again, _) = Library::parse(Some(&back.to_json()));
        assert_eq!(again.damaged[0].raw, broken);
    }

    #[test]
    fn fresh_ids_do_not_collide() {
        let mut lib = Library::default();
        lib.put_table(entry("table-1"));
        assert_eq!(lib.fresh_id("table"), "table-2");
    }
}
