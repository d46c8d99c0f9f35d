//! Keeping the library in local storage so that nothing is lost and nothing leaks between tabs:
//!
//! - [`keys`]: one key per game and per table (the scheme), and reading one entry;
//! - [`merge`]: what to do when another tab changed an entry meanwhile (pure decisions);
//! - [`migrate`]: moving the old single-document library to one key per entry;
//! - [`backup`]: one file with everything, and reading it back;
//! - [`room`]: how much of the browser's storage the library uses;
//! - [`vault`]: one tab's access to all of it, over any [`KeyValue`] (local storage in the
//!   page, [`MemoryKv`] in the tests, where two vaults sharing one store are two tabs).
//!
//! Everything here is plain Rust, tested natively (principle 1); `state::store` calls it.

pub mod backup;
pub mod keys;
pub mod kv;
pub mod merge;
pub mod migrate;
pub mod room;
pub mod vault;

#[cfg(test)]
mod race;
#[cfg(test)]
mod tests;

pub use backup::{Backup, BackupError, Restored, backup_file_name, backup_text, read_backup};
pub use kv::{KeyValue, MemoryKv, WriteError};
pub use merge::follow;
pub use room::{Room, Usage, size_label};
pub use vault::{DeleteError, GameSaved, Opened, Remote, SaveOutcome, Vault};
