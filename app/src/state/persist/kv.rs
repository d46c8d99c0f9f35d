//! Where the library is kept, as the rest of the app sees it: text values under text keys. In
//! the page that is the browser's local storage (`state::storage::LocalKv`); in the tests it is
//! [`MemoryKv`], which can also play two tabs sharing one storage and a storage that fills up.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use thiserror::Error;

/// Why something could not be written.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WriteError {
    /// The browser's quota for this site is used up.
    #[error("browser storage is full")]
    Full,
    #[error("{0}")]
    Other(String),
}

impl WriteError {
    /// What the person reads.
    pub fn message(&self) -> String {
        match self {
            WriteError::Full => "Browser storage is full, so your latest changes are not saved. Nothing is lost while this tab stays open: download a backup, or delete old tables to make room.".to_string(),
            WriteError::Other(e) => format!("Your changes could not be saved ({e}). Nothing is lost while this tab stays open: download a backup."),
        }
    }
}

/// Text values under text keys, as local storage keeps them.
pub trait KeyValue {
    /// Every key stored.
    fn keys(&self) -> Result<Vec<String>, String>;
    /// The text under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    /// Stores `value` under `key`.
    fn set(&mut self, key: &str, value: &str) -> Result<(), WriteError>;
    /// Removes `key` (nothing happens if it is not there).
    fn remove(&mut self, key: &str) -> Result<(), String>;
}

/// The size local storage counts for a key and its value: UTF-16 code units, as JavaScript
/// strings measure them (Chromium allows 5,242,880 of them per site, keys included).
pub fn stored_size(key: &str, value: &str) -> usize {
    units(key) + units(value)
}

fn units(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.encode_utf16().count()
    }
}

/// Storage in memory. Clones share the same map, so two [`super::Vault`]s over clones behave
/// like two tabs of one browser.
#[derive(Clone, Debug, Default)]
pub struct MemoryKv {
    map: Rc<RefCell<BTreeMap<String, String>>>,
    /// The quota, in [`stored_size`] units; `None` for no limit.
    limit: Rc<Cell<Option<usize>>>,
}

impl MemoryKv {
    pub fn new() -> Self {
        Self::default()
    }

    /// Refuses writes that would take the total past `limit` (as a full browser storage does).
    pub fn set_limit(&self, limit: Option<usize>) {
        self.limit.set(limit);
    }

    /// Everything stored, for a test to look at.
    pub fn snapshot(&self) -> BTreeMap<String, String> {
        self.map.borrow().clone()
    }

    /// The total size stored.
    pub fn used(&self) -> usize {
        self.map
            .borrow()
            .iter()
            .map(|(k, v)| stored_size(k, v))
            .sum()
    }
}

impl KeyValue for MemoryKv {
    fn keys(&self) -> Result<Vec<String>, String> {
        Ok(self.map.borrow().keys().cloned().collect())
    }

    fn get(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.map.borrow().get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), WriteError> {
        if let Some(limit) = self.limit.get() {
            let old = self
                .map
                .borrow()
                .get(key)
                .map_or(0, |v| stored_size(key, v));
            if self.used() - old + stored_size(key, value) > limit {
                return Err(WriteError::Full);
            }
        }
        self.map
            .borrow_mut()
            .insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), String> {
        self.map.borrow_mut().remove(key);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_count_utf16_units_as_the_browser_does() {
        assert_eq!(stored_size("ab", "cd"), 4);
        assert_eq!(stored_size("k", "é"), 2);
        assert_eq!(stored_size("k", "🂡"), 3);
    }

    #[test]
    fn a_full_memory_store_refuses_as_the_browser_does_and_keeps_what_it_had() {
        let mut kv = MemoryKv::new();
        kv.set_limit(Some(10));
        kv.set("a", "12345").expect("fits");
        assert_eq!(kv.set("b", "123456"), Err(WriteError::Full));
        // Replacing a value counts only the difference.
        kv.set("a", "123456789").expect("fits in place");
        assert_eq!(kv.get("a").expect("reads").as_deref(), Some("123456789"));
        assert_eq!(kv.get("b").expect("reads"), None);
    }

    #[test]
    fn clones_share_one_storage_like_two_tabs() {
        let mut a = MemoryKv::new();
        let b = a.clone();
        a.set("k", "v").expect("writes");
        assert_eq!(b.get("k").expect("reads").as_deref(), Some("v"));
    }
}
