//! Game files: a whole game, or a game with a table on it, as versioned JSON.
//!
//! A file is an envelope that says what it holds and in which file format:
//!
//! ```json
//! { "protoplay": "game", "format": 1, "game": { "format": 1, "id": "destiny", ... } }
//! { "protoplay": "table", "format": 1, "table": { "version": 1, "def": { ... }, "seed": 7, ... } }
//! ```
//!
//! The envelope lets a loader tell a Protoplay file from any other JSON and a game from a table
//! before reading either, and gives the file layout a version of its own, apart from the
//! versions of the game definition and the save inside it. A bare game definition (what
//! `engine/games/*.json` and [`GameDef::to_json`] hold) and a bare saved game (what autosave
//! holds) are read too.

use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

use crate::def::{DefError, FORMAT_VERSION, GameDef};
use crate::limits::LimitError;
use crate::rules::{SESSION_VERSION, SessionError, SessionSave, registry};
use crate::table::{Game, GameError, SAVE_VERSION, SavedGame};

use super::Content;

/// The version of the file envelope this build writes.
pub const FILE_FORMAT: u32 = 1;
/// Largest game file read or written: one of the limits kept in [`crate::limits`].
pub use crate::limits::MAX_FILE_BYTES;

/// Why a game file could not be opened.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum FileError {
    #[error("the file is {bytes} bytes; a game file can be at most {limit} bytes")]
    TooLarge { bytes: usize, limit: usize },
    #[error("the file is not valid JSON: {0}")]
    Json(String),
    #[error("the file is JSON but not a Protoplay game or table")]
    NotProtoplay,
    #[error("the file holds a {0:?}, which this version of Protoplay does not know")]
    UnknownKind(String),
    #[error(
        "the file was saved by a newer Protoplay (file format {found}; this version reads up to {supported}); update Protoplay to open it"
    )]
    NewerFormat { found: u64, supported: u32 },
    #[error("the file says it holds a {kind} but has no {field:?} part")]
    MissingPart {
        kind: &'static str,
        field: &'static str,
    },
    #[error("{0}")]
    Def(#[from] DefError),
    #[error("{0}")]
    Game(#[from] GameError),
    #[error("{0}")]
    Ruled(#[from] SessionError),
    #[error("{0}")]
    Limit(#[from] LimitError),
    /// A table of a ruled game whose rules this program does not hold yet (the page loads a
    /// game's rules when it is first played: `registry::hold`), so its moves could not be
    /// replayed; once they are loaded, the same text reads in full.
    #[error("the file holds a table of {name} with the rules enforced, whose rules are not loaded")]
    RulesNotLoaded { game: String, name: &'static str },
}

#[derive(Serialize)]
struct GameEnvelope<'a> {
    protoplay: &'static str,
    format: u32,
    game: &'a GameDef,
}

#[derive(Serialize)]
struct TableEnvelope<'a> {
    protoplay: &'static str,
    format: u32,
    table: &'a SavedGame,
}

/// Writes a file, pretty-printed so a designer can read and diff it, or refuses one larger than
/// a file may be (the import would refuse it).
fn write(what: &'static str, file: &impl Serialize) -> Result<String, FileError> {
    // Only strings, numbers, vectors and string-keyed maps: serialisation cannot fail.
    let text = crate::json::to_string_pretty(file).unwrap_or_default();
    if text.len() > MAX_FILE_BYTES {
        return Err(LimitError::TooLarge {
            what,
            bytes: text.len(),
            limit: MAX_FILE_BYTES,
        }
        .into());
    }
    Ok(text)
}

/// Writes a game file: the envelope around the game definition. A game too large for a file
/// (it could not be imported again) is refused.
pub fn game_to_file(def: &GameDef) -> Result<String, FileError> {
    let file = GameEnvelope {
        protoplay: "game",
        format: FILE_FORMAT,
        game: def,
    };
    write("the game", &file)
}

/// Writes a game-and-table file: the envelope around a saved game (the definition, the seed,
/// the actions and the step the table is at). A table too large for a file is refused.
pub fn table_to_file(saved: &SavedGame) -> Result<String, FileError> {
    let file = TableEnvelope {
        protoplay: "table",
        format: FILE_FORMAT,
        table: saved,
    };
    write("the table", &file)
}

#[derive(Serialize)]
struct RuledEnvelope<'a> {
    protoplay: &'static str,
    format: u32,
    table: &'a SessionSave,
}

/// Writes a ruled-table file: the envelope around a ruled table's save (the rules' id, the
/// set-up, the moves and the step it is at; the game itself only if it is an edited copy). A
/// table too large for a file is refused.
pub fn ruled_to_file(save: &SessionSave) -> Result<String, FileError> {
    let file = RuledEnvelope {
        protoplay: "ruled-table",
        format: FILE_FORMAT,
        table: save,
    };
    write("the table", &file)
}

/// Refuses a saved table whose game was written by a newer Protoplay (its `def.format`), before
/// anything else is read from it.
fn def_not_newer(value: &Value) -> Result<(), DefError> {
    match value
        .get("def")
        .and_then(|d| d.get("format"))
        .and_then(Value::as_u64)
    {
        Some(f) if f > u64::from(FORMAT_VERSION) => Err(DefError::NewerFormat {
            found: f,
            supported: FORMAT_VERSION,
        }),
        _ => Ok(()),
    }
}

/// Reads a game file or a game-and-table file. The game is checked, and a table is replayed
/// from its seed and actions, so what opens here also sets up and loads.
/// A ruled table of a game whose rules this program does not hold yet is
/// [`FileError::RulesNotLoaded`].
pub fn read_file(text: &str) -> Result<Content, FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge {
            bytes: text.len(),
            limit: MAX_FILE_BYTES,
        });
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value: Value = serde_json::from_str(text).map_err(|e| FileError::Json(e.to_string()))?;
    read_value(value)
}

/// Reads the content of a game file that has already been parsed as JSON.
fn read_value(mut value: Value) -> Result<Content, FileError> {
    let Some(object) = value.as_object_mut() else {
        return Err(FileError::NotProtoplay);
    };
    let Some(kind) = object.get("protoplay") else {
        // Bare files, by their shape.
        return if object.contains_key("def") && object.contains_key("seed") {
            saved_from_value(value).map(Content::Table)
        } else if object.contains_key("id") && object.contains_key("players") {
            def_from_value(value)
                .map(Content::Game)
                .map_err(FileError::from)
        } else {
            Err(FileError::NotProtoplay)
        };
    };
    let kind = match kind {
        Value::String(s) => s.clone(),
        _ => return Err(FileError::NotProtoplay),
    };
    match object.get("format").and_then(Value::as_u64) {
        Some(f) if f > u64::from(FILE_FORMAT) => {
            return Err(FileError::NewerFormat {
                found: f,
                supported: FILE_FORMAT,
            });
        }
        Some(_) => {}
        None => return Err(FileError::NotProtoplay),
    }
    match kind.as_str() {
        "game" => {
            let game = object.remove("game").ok_or(FileError::MissingPart {
                kind: "game",
                field: "game",
            })?;
            Ok(Content::Game(def_from_value(game)?))
        }
        "table" => {
            let table = object.remove("table").ok_or(FileError::MissingPart {
                kind: "table",
                field: "table",
            })?;
            Ok(Content::Table(saved_from_value(table)?))
        }
        "ruled-table" => {
            let table = object.remove("table").ok_or(FileError::MissingPart {
                kind: "ruled table",
                field: "table",
            })?;
            ruled_from_value(table)
        }
        _ => Err(FileError::UnknownKind(kind)),
    }
}

/// A game definition from JSON: newer formats refused first, then the shape, then the checks
/// (as [`GameDef::from_json`] does, from an already parsed value).
pub(crate) fn def_from_value(value: Value) -> Result<GameDef, DefError> {
    if let Some(format) = value.get("format").and_then(Value::as_u64)
        && format > u64::from(FORMAT_VERSION)
    {
        return Err(DefError::NewerFormat {
            found: format,
            supported: FORMAT_VERSION,
        });
    }
    let def: GameDef = serde_json::from_value(value).map_err(|e| DefError::Json(e.to_string()))?;
    def.check()?;
    Ok(def)
}

/// A saved game from JSON: newer versions refused first, then the shape, then a full load (set
/// up and replay), so a table that opens here also plays.
pub(crate) fn saved_from_value(value: Value) -> Result<SavedGame, FileError> {
    if let Some(v) = value.get("version").and_then(Value::as_u64)
        && v > u64::from(SAVE_VERSION)
    {
        return Err(GameError::NewerVersion {
            found: v,
            supported: SAVE_VERSION,
        }
        .into());
    }
    def_not_newer(&value)?;
    let saved: SavedGame =
        serde_json::from_value(value).map_err(|e| GameError::Json(e.to_string()))?;
    Game::load(saved.clone())?;
    Ok(saved)
}

/// A ruled table from JSON: newer versions refused first, then the shape, then a full load
/// (its rules found among those this program holds, its set-up checked, its moves replayed).
pub(crate) fn ruled_from_value(value: Value) -> Result<Content, FileError> {
    if let Some(v) = value.get("version").and_then(Value::as_u64)
        && v > u64::from(SESSION_VERSION)
    {
        return Err(SessionError::NewerVersion {
            found: u32::try_from(v).unwrap_or(u32::MAX),
            supported: SESSION_VERSION,
        }
        .into());
    }
    def_not_newer(&value)?;
    let save: SessionSave =
        serde_json::from_value(value).map_err(|e| FileError::Json(e.to_string()))?;
    if let Some(def) = &save.def {
        def.check()?;
    }
    let Some(game) = registry::game(&save.game) else {
        return Err(match registry::info(&save.game) {
            Some(info) => FileError::RulesNotLoaded {
                game: save.game.clone(),
                name: info.name,
            },
            None => SessionError::UnknownGame(save.game.clone()).into(),
        });
    };
    game.load(&save)?;
    let def = match &save.def {
        Some(d) => d.clone(),
        None => game
            .shipped_def()
            .map_err(|e| FileError::Ruled(SessionError::Setup(e)))?,
    };
    Ok(Content::Ruled {
        save: Box::new(save),
        def: Box::new(def),
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::table::{Action, ZoneRef};

    fn deity() -> GameDef {
        crate::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    fn played() -> Game {
        let mut game = Game::new(deity(), 3, 42).expect("sets up");
        game.apply(Action::Deal {
            from: ZoneRef::shared("draw"),
            to: "hand".into(),
            count: 2,
        })
        .expect("deals");
        game.apply(Action::NextTurn).expect("next turn");
        game.undo();
        game
    }

    #[test]
    fn a_game_file_is_an_envelope_that_reads_back_as_the_same_game() {
        let def = deity();
        let text = game_to_file(&def).expect("fits a file");
        assert!(text.contains("\"protoplay\": \"game\""), "{text}");
        assert!(text.contains("\"format\": 1"));
        assert_eq!(read_file(&text), Ok(Content::Game(def)));
    }

    #[test]
    fn a_table_file_reads_back_as_the_same_save_with_undone_steps() {
        let saved = played().save();
        assert_eq!((saved.cursor, saved.actions.len()), (1, 2));
        let text = table_to_file(&saved).expect("fits a file");
        assert_eq!(read_file(&text), Ok(Content::Table(saved)));
    }

    #[test]
    fn bare_definitions_and_saves_are_read_too() {
        let def = deity();
        assert_eq!(read_file(&def.to_json()), Ok(Content::Game(def)));
        let game = played();
        assert_eq!(read_file(&game.to_json()), Ok(Content::Table(game.save())));
        let with_bom = format!("\u{feff}{}", game_to_file(&deity()).expect("fits a file"));
        assert!(read_file(&with_bom).is_ok());
    }

    #[test]
    fn newer_files_are_refused_with_a_clear_message() {
        let e = read_file(r#"{"protoplay":"game","format":2,"game":{}}"#).expect_err("newer");
        assert_eq!(
            e,
            FileError::NewerFormat {
                found: 2,
                supported: 1
            }
        );
        assert!(e.to_string().contains("newer Protoplay"), "{e}");

        let mut def = deity();
        def.format = 7;
        let e = read_file(&game_to_file(&def).expect("fits a file")).expect_err("newer game");
        assert!(matches!(
            e,
            FileError::Def(DefError::NewerFormat { found: 7, .. })
        ));

        let mut saved = played().save();
        saved.version = 3;
        let e = read_file(&table_to_file(&saved).expect("fits a file")).expect_err("newer save");
        assert!(matches!(
            e,
            FileError::Game(GameError::NewerVersion { found: 3, .. })
        ));
    }

    #[test]
    fn files_that_are_not_games_say_so() {
        assert!(matches!(read_file("{ nope"), Err(FileError::Json(_))));
        assert!(matches!(read_file(""), Err(FileError::Json(_))));
        assert_eq!(read_file("[1, 2]"), Err(FileError::NotProtoplay));
        assert_eq!(read_file(r#"{"name":"x"}"#), Err(FileError::NotProtoplay));
        assert_eq!(
            read_file(r#"{"protoplay":"deck","format":1}"#),
            Err(FileError::UnknownKind("deck".into()))
        );
        assert_eq!(
            read_file(r#"{"protoplay":"game","format":1}"#),
            Err(FileError::MissingPart {
                kind: "game",
                field: "game"
            })
        );
        assert!(matches!(
            read_file(r#"{"protoplay":"game","format":1,"game":{"id":"x"}}"#),
            Err(FileError::Def(DefError::Json(_)))
        ));
    }

    #[test]
    fn a_table_that_does_not_replay_is_refused() {
        let mut saved = played().save();
        saved.actions.push(Action::Draw {
            from: ZoneRef::shared("nowhere"),
            to: ZoneRef::of("hand", 0),
            count: 1,
        });
        assert!(matches!(
            read_file(&table_to_file(&saved).expect("fits a file")),
            Err(FileError::Game(GameError::Replay { step: 3, .. }))
        ));
    }

    /// A ruled Destiny table with a few moves, one of them undone.
    pub(crate) fn ruled() -> SessionSave {
        use crate::rules::{SeatKind, SessionSetup, VariantValues};
        let game = registry::game("destiny").expect("registered");
        let setup = SessionSetup {
            seats: vec![SeatKind::Person, SeatKind::Bot("greedy".into())],
            seed: 11,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        let mut s = game.start(None, setup).expect("starts");
        s.run_bots(100);
        for _ in 0..3 {
            s.play_choice(0, &[]).expect("a first choice");
            s.run_bots(100);
        }
        assert!(s.undo());
        s.save()
    }

    #[test]
    fn a_ruled_table_file_reads_back_as_the_same_save_and_names_its_game() {
        let save = ruled();
        let text = ruled_to_file(&save).expect("fits a file");
        assert!(text.contains("\"protoplay\": \"ruled-table\""), "{text}");
        let Ok(Content::Ruled { save: back, def }) = read_file(&text) else {
            panic!("a ruled table")
        };
        assert_eq!(*back, save);
        assert_eq!(
            def.id, "destiny",
            "the shipped game stands in for a save without one"
        );
    }

    #[test]
    fn a_ruled_table_that_does_not_replay_or_is_newer_is_refused() {
        let mut save = ruled();
        save.moves.truncate(1);
        save.cursor = 1;
        save.moves[0].seat = 1;
        assert!(matches!(
            read_file(&ruled_to_file(&save).expect("fits a file")),
            Err(FileError::Ruled(SessionError::Replay { step: 1, .. }))
        ));
        let mut save = ruled();
        save.version = 9;
        assert!(matches!(
            read_file(&ruled_to_file(&save).expect("fits a file")),
            Err(FileError::Ruled(SessionError::NewerVersion {
                found: 9,
                ..
            }))
        ));
        let mut save = ruled();
        save.game = "chess".into();
        assert!(matches!(
            read_file(&ruled_to_file(&save).expect("fits a file")),
            Err(FileError::Ruled(SessionError::UnknownGame(_)))
        ));
    }

    #[test]
    fn too_large_files_are_refused_before_reading() {
        let text = " ".repeat(MAX_FILE_BYTES + 1);
        assert_eq!(
            read_file(&text),
            Err(FileError::TooLarge {
                bytes: MAX_FILE_BYTES + 1,
                limit: MAX_FILE_BYTES
            })
        );
    }
}
