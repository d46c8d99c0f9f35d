//! Moving the old single-document library (`protoplay.library`, one value holding every game
//! and table) to one key per entry, without losing anything on the way:
//!
//! - each entry is written under its own key and read back before anything is removed; the old
//!   document goes only once every entry in it is safely in its own key;
//! - it is safe when two tabs load at once: writing an entry that is already there with the
//!   same text changes nothing, and an entry already there with other content is never
//!   written over (if its history holds the old one's it is kept as it is, otherwise the old one
//!   comes in as a copy);
//! - when storage is too full to hold both, the old document is rewritten without the entries
//!   already moved, after each move (making room), and what still cannot move stays in it,
//!   shown from memory;
//! - an entry that cannot be read moves as it is, text for text, and shows as damaged;
//! - a document that cannot be read at all is copied aside (under a key named by its hash, so
//!   two tabs make one copy), read back, and only then removed from the old key.

use serde_json::Value;

use super::super::library::{
    Damaged, DamagedKind, LIBRARY_KEY, LIBRARY_VERSION, Library, LibraryDocument, LoadProblem,
    claimed_id, read_game_value, read_table_value,
};
use super::keys::{ASIDE_PREFIX, game_key, game_text, read_table, table_key, table_text};
use super::kv::{KeyValue, WriteError};
use super::merge::{contains, fingerprint};

/// What migrating did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Migration {
    /// The old library could not be read as a whole: what the person is told.
    pub problem: Option<LoadProblem>,
    /// What still lives only in the old document (storage was too full to move it), for the
    /// library to show from memory.
    pub leftover: Library,
    /// Something the person should know (copies made, room lacking).
    pub note: Option<String>,
}

/// One entry of the old document.
#[derive(Clone, Debug)]
enum Item {
    Game(Value),
    Table(Value),
}

/// Migrates the old document, if there is one. `tag` makes the ids of any copies unique.
///
/// The old document holds tables: it waits, untouched, until this program can read them. The
/// work then comes with the reader of tables ([`TableCode`](super::super::library::TableCode)),
/// which the first part of the page does not hold.
pub fn migrate<K: KeyValue>(kv: &mut K, tag: &str) -> Migration {
    match super::super::library::table_code() {
        Some(code) => (code.migrate)(kv, tag),
        None => Migration::default(),
    }
}

/// [`migrate`]'s work.
pub fn migrate_now(kv: &mut dyn KeyValue, tag: &str) -> Migration {
    let raw = match kv.get(LIBRARY_KEY) {
        Ok(Some(raw)) => raw,
        _ => return Migration::default(),
    };
    let doc = match LibraryDocument::parse(&raw) {
        Ok(doc) => doc,
        Err(problem) => return keep_aside(kv, &raw, problem),
    };
    let items: Vec<Item> = doc
        .games
        .into_iter()
        .map(Item::Game)
        .chain(doc.tables.into_iter().map(Item::Table))
        .collect();
    let mut done = vec![false; items.len()];
    let mut copies = Vec::new();
    // Once storage is found too full, the old document is rewritten after every move, so it
    // never holds what has moved: storage then needs room for one entry more, not two copies.
    let mut tight = false;
    for i in 0..items.len() {
        let mut result = place(kv, &items[i], tag, &mut copies);
        if result == Err(WriteError::Full) {
            tight = true;
            if rewrite(kv, &items, &done).is_ok() {
                result = place(kv, &items[i], tag, &mut copies);
            }
        }
        match result {
            Ok(()) => {
                done[i] = true;
                if tight {
                    let _ = rewrite(kv, &items, &done);
                }
            }
            Err(_) => break,
        }
    }
    let mut note = (!copies.is_empty()).then(|| {
        format!(
            "While your library was moved to this version's storage, {} already held something different under the same name, so the old version came in as a copy: {}.",
            if copies.len() == 1 { "one entry" } else { "some entries" },
            copies
                .iter()
                .map(|c| format!("“{c}”"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    });
    if done.iter().all(|d| *d) {
        // Every entry is in its own key, read back: the old document can go.
        let _ = kv.remove(LIBRARY_KEY);
        return Migration {
            problem: None,
            leftover: Library::default(),
            note,
        };
    }
    let remaining = document(&items, &done);
    let _ = kv.set(LIBRARY_KEY, &remaining);
    let (leftover, _) = Library::parse(Some(&remaining));
    let left = items.len() - done.iter().filter(|d| **d).count();
    note = Some(format!(
        "Browser storage is too full to move all of your library to this version's storage: {left} item{} still sit in the old record. They are safe and shown here; delete or download old tables to make room, then reload.",
        if left == 1 { "" } else { "s" }
    ));
    Migration {
        problem: None,
        leftover,
        note,
    }
}

/// Writes `text` under `key` and reads it back.
fn write_verified(kv: &mut dyn KeyValue, key: &str, text: &str) -> Result<(), WriteError> {
    kv.set(key, text)?;
    match kv.get(key) {
        Ok(Some(back)) if back == text => Ok(()),
        _ => Err(WriteError::Other(
            "what was written could not be read back".to_string(),
        )),
    }
}

/// An id for a copy, free both in storage and among the copies made so far.
fn fresh(kv: &dyn KeyValue, base: &str, tag: &str, key: fn(&str) -> String) -> String {
    let lib = Library {
        tag: tag.to_string(),
        ..Library::default()
    };
    lib.fresh_id_avoiding(base, |id| kv.get(&key(id)).ok().flatten().is_some())
}

/// Puts one entry under its own key (see the module's rules).
fn place(
    kv: &mut dyn KeyValue,
    item: &Item,
    tag: &str,
    copies: &mut Vec<String>,
) -> Result<(), WriteError> {
    match item {
        Item::Table(value) => match read_table_value(value.clone()) {
            Ok(entry) => {
                let key = table_key(&entry.id);
                let text = table_text(&entry).map_err(WriteError::Other)?;
                match kv.get(&key).map_err(WriteError::Other)? {
                    None => write_verified(kv, &key, &text),
                    Some(stored) if stored == text => Ok(()),
                    Some(stored) => {
                        if let Ok(existing) = read_table(&key, &entry.id, &stored)
                            && contains(&existing, &entry)
                        {
                            return Ok(());
                        }
                        let mut copy = entry;
                        copy.id = fresh(kv, "table", tag, table_key);
                        copy.title = format!("{} (copy)", copy.title);
                        let text = table_text(&copy).map_err(WriteError::Other)?;
                        write_verified(kv, &table_key(&copy.id), &text)?;
                        copies.push(copy.title);
                        Ok(())
                    }
                }
            }
            Err(_) => place_raw(kv, value, DamagedKind::Table),
        },
        Item::Game(value) => match read_game_value(value) {
            Ok(def) => {
                let key = game_key(&def.id);
                let text = game_text(&def).map_err(WriteError::Other)?;
                match kv.get(&key).map_err(WriteError::Other)? {
                    None => write_verified(kv, &key, &text),
                    Some(stored) if stored == text => Ok(()),
                    Some(_) => {
                        let mut copy = def;
                        copy.id = fresh(kv, "game", tag, game_key);
                        copy.name = format!("{} (copy)", copy.name);
                        let text = game_text(&copy).map_err(WriteError::Other)?;
                        write_verified(kv, &game_key(&copy.id), &text)?;
                        copies.push(copy.name);
                        Ok(())
                    }
                }
            }
            Err(_) => place_raw(kv, value, DamagedKind::Game),
        },
    }
}

/// Moves an entry that cannot be read, text for text, under the id it claims (or one made
/// from its hash), never over something else.
fn place_raw(kv: &mut dyn KeyValue, value: &Value, kind: DamagedKind) -> Result<(), WriteError> {
    let raw = value.to_string();
    let hash = fingerprint(&raw) as u32;
    let id = claimed_id(value).unwrap_or_else(|| format!("damaged-{hash:08x}"));
    let key_of = |id: &str| match kind {
        DamagedKind::Game => game_key(id),
        _ => table_key(id),
    };
    for key in [key_of(&id), key_of(&format!("{id}-damaged-{hash:08x}"))] {
        match kv.get(&key).map_err(WriteError::Other)? {
            None => return write_verified(kv, &key, &raw),
            Some(stored) if stored == raw => return Ok(()),
            Some(_) => {}
        }
    }
    Err(WriteError::Other(
        "no free key for a damaged entry".to_string(),
    ))
}

/// The old document holding only the entries not moved yet.
fn document(items: &[Item], done: &[bool]) -> String {
    let mut doc = LibraryDocument {
        version: LIBRARY_VERSION,
        games: Vec::new(),
        tables: Vec::new(),
    };
    for (item, done) in items.iter().zip(done) {
        match (item, done) {
            (_, true) => {}
            (Item::Game(v), false) => doc.games.push(v.clone()),
            (Item::Table(v), false) => doc.tables.push(v.clone()),
        }
    }
    serde_json::to_string(&doc).unwrap_or_default()
}

fn rewrite(kv: &mut dyn KeyValue, items: &[Item], done: &[bool]) -> Result<(), WriteError> {
    let text = document(items, done);
    if text.is_empty() {
        return Err(WriteError::Other(
            "the old record could not be written".to_string(),
        ));
    }
    kv.set(LIBRARY_KEY, &text)
}

/// Keeps an unreadable old document aside, then frees its old key; if it cannot be copied, it
/// stays where it is (and nothing is ever written there again).
fn keep_aside(kv: &mut dyn KeyValue, raw: &str, problem: LoadProblem) -> Migration {
    let aside = format!("{ASIDE_PREFIX}{:016x}", fingerprint(raw));
    let kept = match kv.get(&aside) {
        Ok(Some(t)) if t == raw => true,
        _ => write_verified(kv, &aside, raw).is_ok(),
    };
    if kept {
        let _ = kv.remove(LIBRARY_KEY);
        return Migration {
            problem: Some(problem),
            ..Migration::default()
        };
    }
    let reason = problem.message.clone();
    Migration {
        problem: Some(LoadProblem {
            message: format!(
                "{} Storage is too full to copy it aside, so it stays where it was, and nothing is written over it.",
                problem.message
            ),
            raw: problem.raw,
        }),
        leftover: Library {
            damaged: vec![Damaged {
                kind: DamagedKind::Library,
                key: Some(LIBRARY_KEY.to_string()),
                id: None,
                raw: raw.to_string(),
                reason,
            }],
            ..Library::default()
        },
        note: None,
    }
}
