//! The storage key scheme: one key per game and per table, so that a tab writes only what it
//! changed and two tabs never write over each other's work.
//!
//! | key | holds |
//! |---|---|
//! | `protoplay.table.<id>` | one [`TableEntry`] as JSON (free or ruled) |
//! | `protoplay.game.<id>` | one of the designer's games ([`GameDef`] as JSON) |
//! | `protoplay.library.unreadable-<hash>` | an old single-document library that could not be read, kept as found |
//! | `protoplay.library` | the old single-document library; migrated, then removed |
//!
//! Nothing else under `protoplay.` is touched here: the old per-game slots `protoplay.destiny`
//! and `protoplay.deity`, and the old `protoplay.current`, belong to the store's migration.

use protoplay_engine::def::GameDef;
use serde_json::Value;

use super::super::library::{
    Damaged, DamagedKind, LIBRARY_KEY, TableEntry, claimed_id, read_game_value, read_table_value,
};

/// The prefix of every table's key.
pub const TABLE_PREFIX: &str = "protoplay.table.";
/// The prefix of every game's key.
pub const GAME_PREFIX: &str = "protoplay.game.";
/// The prefix under which an unreadable old library is kept.
pub const ASIDE_PREFIX: &str = "protoplay.library.unreadable-";

/// The key of table `id`.
pub fn table_key(id: &str) -> String {
    format!("{TABLE_PREFIX}{id}")
}

/// The key of game `id`.
pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// What a storage key is, in this scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot<'a> {
    Table(&'a str),
    Game(&'a str),
    /// An unreadable old library, kept aside.
    Aside,
    /// The old single-document library.
    Legacy,
    /// Not the library's.
    Other,
}

/// Reads a key.
pub fn slot(key: &str) -> Slot<'_> {
    if let Some(id) = key.strip_prefix(TABLE_PREFIX).filter(|id| !id.is_empty()) {
        Slot::Table(id)
    } else if let Some(id) = key.strip_prefix(GAME_PREFIX).filter(|id| !id.is_empty()) {
        Slot::Game(id)
    } else if key.starts_with(ASIDE_PREFIX) {
        Slot::Aside
    } else if key == LIBRARY_KEY {
        Slot::Legacy
    } else {
        Slot::Other
    }
}

/// Whether a key counts as the library's in the storage room shown to the person.
pub fn is_library_key(key: &str) -> bool {
    slot(key) != Slot::Other
}

/// The text stored for a table.
pub fn table_text(entry: &TableEntry) -> Result<String, String> {
    serde_json::to_string(entry).map_err(|e| e.to_string())
}

/// The text stored for a game.
pub fn game_text(def: &GameDef) -> Result<String, String> {
    serde_json::to_string(def).map_err(|e| e.to_string())
}

/// The field a written table or game ends with: the fingerprint of the stored text it replaced.
/// Local storage has no compare-and-set across tabs (each tab reads its own copy of it, which
/// the browser brings up to date a moment later), so two tabs can each write over the other
/// unseen. With this field, a tab that hears of another tab's write can tell whether that tab
/// had seen its own, and keep its own if not (see `Vault::on_remote`). Readers ignore it.
const REPLACES: &str = ",\"replaces\":\"";
/// The length of the field with its 16 hex digits and the closing `"}`.
const STAMP_LEN: usize = REPLACES.len() + 16 + 2;

/// `text` (a JSON object) with the fingerprint of the text it replaces, if it replaces one.
pub fn stamped(text: &str, replaces: Option<u64>) -> String {
    match (replaces, text.strip_suffix('}')) {
        (Some(fp), Some(open)) if open.len() > 1 => format!("{open}{REPLACES}{fp:016x}\"}}"),
        _ => text.to_string(),
    }
}

/// The fingerprint of the text that `text` replaced when it was written, if it says.
pub fn replaced(text: &str) -> Option<u64> {
    let tail = text.get(text.len().checked_sub(STAMP_LEN)?..)?;
    let hex = tail.strip_prefix(REPLACES)?.strip_suffix("\"}")?;
    u64::from_str_radix(hex, 16).ok()
}

/// Whether stored text (stamped or not) holds exactly `plain`, an unstamped text.
pub fn same_content(stored: &str, plain: &str) -> bool {
    if stored == plain {
        return true;
    }
    replaced(stored).is_some() && stored.get(..stored.len() - STAMP_LEN) == plain.strip_suffix('}')
}

/// Reads the table stored under `key` (whose id is `id`), or the damaged entry it is. The key
/// is the table's address: an entry claiming another id is read as the key's.
pub fn read_table(key: &str, id: &str, text: &str) -> Result<TableEntry, Damaged> {
    let damaged = |claimed: Option<String>, reason: String| Damaged {
        kind: DamagedKind::Table,
        key: Some(key.to_string()),
        id: claimed.or_else(|| Some(id.to_string())),
        raw: text.to_string(),
        reason,
    };
    let value: Value = serde_json::from_str(text)
        .map_err(|e| damaged(None, format!("it is not valid JSON ({e})")))?;
    let claimed = claimed_id(&value);
    let mut entry = read_table_value(value).map_err(|reason| damaged(claimed, reason))?;
    entry.id = id.to_string();
    Ok(entry)
}

/// Reads the game stored under `key` (whose id is `id`), or the damaged entry it is.
pub fn read_game(key: &str, id: &str, text: &str) -> Result<GameDef, Damaged> {
    let damaged = |reason: String| Damaged {
        kind: DamagedKind::Game,
        key: Some(key.to_string()),
        id: Some(id.to_string()),
        raw: text.to_string(),
        reason,
    };
    let value: Value =
        serde_json::from_str(text).map_err(|e| damaged(format!("it is not valid JSON ({e})")))?;
    let mut def = read_game_value(&value).map_err(damaged)?;
    def.id = id.to_string();
    Ok(def)
}

/// The damaged entry an unreadable old library kept aside is.
pub fn read_aside(key: &str, text: &str) -> Damaged {
    let reason = match super::super::library::LibraryDocument::parse(text) {
        Err(problem) => problem.message,
        Ok(_) => "it is an old library record kept aside when it could not be read".to_string(),
    };
    Damaged {
        kind: DamagedKind::Library,
        key: Some(key.to_string()),
        id: None,
        raw: text.to_string(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_say_what_they_hold_and_leave_other_keys_alone() {
        assert_eq!(slot("protoplay.table.table-1"), Slot::Table("table-1"));
        assert_eq!(slot("protoplay.game.my-game"), Slot::Game("my-game"));
        assert_eq!(slot("protoplay.library"), Slot::Legacy);
        assert_eq!(slot("protoplay.library.unreadable-00ff"), Slot::Aside);
        for other in [
            "protoplay.destiny",
            "protoplay.deity",
            "protoplay.current",
            "protoplay.table.",
            "elsewhere",
        ] {
            assert_eq!(slot(other), Slot::Other, "{other}");
        }
        assert_eq!(table_key("a"), "protoplay.table.a");
        assert_eq!(game_key("b"), "protoplay.game.b");
    }

    #[test]
    fn a_stamp_names_the_text_replaced_and_readers_ignore_it() {
        let plain = r#"{"id":"t","n":1}"#;
        let text = stamped(plain, Some(0xfeed));
        assert_eq!(text, r#"{"id":"t","n":1,"replaces":"000000000000feed"}"#);
        assert_eq!(replaced(&text), Some(0xfeed));
        assert_eq!(replaced(plain), None);
        assert!(same_content(&text, plain));
        assert!(same_content(plain, plain));
        assert!(!same_content(&text, r#"{"id":"t","n":2}"#));
        // Nothing replaced (a new entry): the text is written as it is.
        assert_eq!(stamped(plain, None), plain);
        // A title cannot pass for a stamp: its quotes are escaped.
        let tricky = serde_json::json!({ "title": ",\"replaces\":\"000000000000feed\"}" });
        assert_eq!(replaced(&tricky.to_string()), None);
    }

    #[test]
    fn a_damaged_table_says_why_and_keeps_its_text() {
        let d = read_table("protoplay.table.x", "x", "{\"id\":").expect_err("damaged");
        assert_eq!(d.kind, DamagedKind::Table);
        assert_eq!(d.key.as_deref(), Some("protoplay.table.x"));
        assert_eq!(d.raw, "{\"id\":");
        assert!(d.reason.starts_with("it is not valid JSON"), "{}", d.reason);
        let d = read_table("protoplay.table.y", "y", "{\"id\":\"y\",\"saved\":5}")
            .expect_err("damaged");
        assert!(d.reason.contains("missing field"), "{}", d.reason);
        let d = read_game("protoplay.game.g", "g", "[]").expect_err("damaged");
        assert_eq!(d.kind, DamagedKind::Game);
    }
}
