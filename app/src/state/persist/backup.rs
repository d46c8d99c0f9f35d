//! "Download everything" and "Restore from backup": one file holding every game, every table
//! and every damaged entry of the library, and reading it back.
//!
//! ```json
//! { "protoplay": "backup", "format": 1, "app_version": "0.1.0", "saved": 1763900000000,
//!   "games": [ ... ], "tables": [ ... ], "damaged": [ { "kind": "table", "raw": "...", ... } ] }
//! ```
//!
//! Restoring only adds (see `Vault::restore`). An old single-document library (what older
//! versions kept and let people download as a backup) is read as a backup too.

use protoplay_engine::def::GameDef;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use super::super::library::{Damaged, Library, LibraryDocument, TableEntry};

/// The backup format this build writes.
pub const BACKUP_FORMAT: u32 = 1;
/// Largest backup read: far more than local storage can hold.
pub const MAX_BACKUP_BYTES: usize = 64 * 1024 * 1024;

#[derive(Serialize)]
struct BackupOut<'a> {
    protoplay: &'static str,
    format: u32,
    app_version: &'a str,
    saved: f64,
    games: &'a [GameDef],
    tables: &'a [TableEntry],
    damaged: &'a [Damaged],
}

#[derive(Deserialize)]
struct BackupIn {
    #[serde(default)]
    games: Vec<Value>,
    #[serde(default)]
    tables: Vec<Value>,
    #[serde(default)]
    damaged: Vec<Damaged>,
}

/// A backup, read: entries still as JSON values (each is read, or found damaged, as it is
/// restored).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Backup {
    pub games: Vec<Value>,
    pub tables: Vec<Value>,
    pub damaged: Vec<Damaged>,
}

/// Why a file cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BackupError {
    #[error("the file is {bytes} bytes; a backup can be at most {limit} bytes")]
    TooLarge { bytes: usize, limit: usize },
    #[error("the file is not valid JSON: {0}")]
    Json(String),
    #[error("it is a single game or table file, not a backup: use “Import a game file” for it")]
    GameFile,
    #[error("the file is not a Protoplay backup")]
    NotBackup,
    #[error(
        "the backup was made by a newer Protoplay (backup format {found}; this version reads up to {supported})"
    )]
    NewerFormat { found: u64, supported: u32 },
}

/// The whole library as one file.
pub fn backup_text(library: &Library, app_version: &str, now: f64) -> String {
    serde_json::to_string(&BackupOut {
        protoplay: "backup",
        format: BACKUP_FORMAT,
        app_version,
        saved: now,
        games: &library.games,
        tables: &library.tables,
        damaged: &library.damaged,
    })
    .unwrap_or_default()
}

/// The name a backup downloads under: `protoplay-backup-2026-11-23.json`.
pub fn backup_file_name(now: f64) -> String {
    let (y, m, d) = civil_date(now);
    format!("protoplay-backup-{y:04}-{m:02}-{d:02}.json")
}

/// The UTC date of a time in milliseconds since the epoch (Howard Hinnant's days-to-civil).
fn civil_date(ms: f64) -> (i64, u32, u32) {
    let days = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// Reads a backup file (or an old single-document library).
pub fn read_backup(text: &str) -> Result<Backup, BackupError> {
    if text.len() > MAX_BACKUP_BYTES {
        return Err(BackupError::TooLarge {
            bytes: text.len(),
            limit: MAX_BACKUP_BYTES,
        });
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value: Value = serde_json::from_str(text).map_err(|e| BackupError::Json(e.to_string()))?;
    let Some(object) = value.as_object() else {
        return Err(BackupError::NotBackup);
    };
    match object.get("protoplay").and_then(Value::as_str) {
        Some("backup") => {
            match object.get("format").and_then(Value::as_u64) {
                Some(f) if f > u64::from(BACKUP_FORMAT) => {
                    return Err(BackupError::NewerFormat {
                        found: f,
                        supported: BACKUP_FORMAT,
                    });
                }
                Some(_) => {}
                None => return Err(BackupError::NotBackup),
            }
            let b: BackupIn =
                serde_json::from_value(value).map_err(|e| BackupError::Json(e.to_string()))?;
            Ok(Backup {
                games: b.games,
                tables: b.tables,
                damaged: b.damaged,
            })
        }
        Some("game" | "table" | "ruled-table") => Err(BackupError::GameFile),
        Some(_) => Err(BackupError::NotBackup),
        None if object.contains_key("version")
            && (object.contains_key("games") || object.contains_key("tables")) =>
        {
            let doc = LibraryDocument::parse(text).map_err(|p| BackupError::Json(p.message))?;
            Ok(Backup {
                games: doc.games,
                tables: doc.tables,
                damaged: Vec::new(),
            })
        }
        None => Err(BackupError::NotBackup),
    }
}

/// What a restore did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Restored {
    pub games: usize,
    pub tables: usize,
    /// Entries already here (the same, or a table here that has gone further).
    pub already: usize,
    /// Names of entries that came in as copies (their id is taken here by something else).
    pub copies: Vec<String>,
    pub damaged: usize,
    /// Why some could not be written, if any could not.
    pub error: Option<String>,
}

fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Restored {
    /// What the person is told.
    pub fn message(&self) -> String {
        let mut parts = Vec::new();
        if self.tables + self.games > 0 {
            let mut what = Vec::new();
            if self.tables > 0 {
                what.push(count(self.tables, "table", "tables"));
            }
            if self.games > 0 {
                what.push(count(self.games, "game", "games"));
            }
            parts.push(format!("Restored {}.", what.join(" and ")));
        }
        if !self.copies.is_empty() {
            parts.push(format!(
                "{} came in as a copy, because something different here has the same id: {}.",
                count(self.copies.len(), "entry", "entries"),
                self.copies
                    .iter()
                    .map(|c| format!("“{c}”"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if self.damaged > 0 {
            parts.push(format!(
                "{} that could not be read came back as {}, listed under “Saved items that could not be read”.",
                count(self.damaged, "entry", "entries"),
                if self.damaged == 1 { "it was" } else { "they were" }
            ));
        }
        if self.already > 0 {
            parts.push(format!(
                "{} already here, unchanged.",
                if self.already == 1 {
                    "1 entry was".to_string()
                } else {
                    format!("{} entries were", self.already)
                }
            ));
        }
        if parts.is_empty() {
            parts.push("The backup is empty: nothing was changed.".to_string());
        }
        if let Some(e) = &self.error {
            parts.push(format!("Some entries could not be saved: {e}"));
        }
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backup_files_are_named_by_their_date() {
        assert_eq!(backup_file_name(0.0), "protoplay-backup-1970-01-01.json");
        // 2026-11-23T14:00:00Z
        assert_eq!(
            backup_file_name(1_795_442_400_000.0),
            "protoplay-backup-2026-11-23.json"
        );
        assert_eq!(
            backup_file_name(951_782_400_000.0),
            "protoplay-backup-2000-02-29.json"
        );
    }

    #[test]
    fn other_files_are_refused_with_the_reason() {
        assert!(matches!(read_backup("{"), Err(BackupError::Json(_))));
        assert_eq!(read_backup("[]"), Err(BackupError::NotBackup));
        assert_eq!(
            read_backup("{\"protoplay\":\"table\",\"format\":1}"),
            Err(BackupError::GameFile)
        );
        assert_eq!(
            read_backup("{\"protoplay\":\"backup\",\"format\":7}"),
            Err(BackupError::NewerFormat {
                found: 7,
                supported: 1
            })
        );
        assert_eq!(
            read_backup("{\"protoplay\":\"backup\",\"format\":1}"),
            Ok(Backup::default())
        );
    }

    #[test]
    fn an_old_library_document_reads_as_a_backup() {
        let b =
            read_backup("{\"version\":1,\"games\":[],\"tables\":[{\"id\":\"x\"}]}").expect("reads");
        assert_eq!(b.tables.len(), 1);
    }

    #[test]
    fn the_message_says_what_came_in_and_what_did_not() {
        let r = Restored {
            games: 1,
            tables: 2,
            already: 3,
            copies: vec!["T (restored copy)".into()],
            damaged: 1,
            error: None,
        };
        let m = r.message();
        assert!(m.starts_with("Restored 2 tables and 1 game."), "{m}");
        assert!(m.contains("1 entry came in as a copy"), "{m}");
        assert!(m.contains("3 entries were already here"), "{m}");
        assert_eq!(
            Restored::default().message(),
            "The backup is empty: nothing was changed."
        );
    }
}
