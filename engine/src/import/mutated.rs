//! Property tests over damaged and hostile inputs: share links, game files and edited
//! definitions of every ruled game, each made from a valid one by byte flips, cuts, spliced
//! copies of its own text, numbers set to extremes and lists copied over and over. Whatever
//! comes of one, the readers answer without a panic and in bounded time: a refusal in words,
//! or content that is exported and imported again as the same thing.

use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use serde_json::Value;

use super::{
    Content, game_link, game_to_file, read_file, read_link, ruled_link, ruled_to_file, table_link,
    table_to_file,
};
use crate::rules::registry;
use crate::rules::{SeatKind, SessionSetup, VariantValues};
use crate::table::{Action, Game, ZoneRef};

/// The longest one input may take to read, export and read again in a test build on a busy
/// machine: the limits make it milliseconds; this only catches a reader that runs away.
const BOUNDED: Duration = Duration::from_secs(10);

fn deity() -> crate::def::GameDef {
    crate::games::load("deity-starter")
        .expect("listed")
        .expect("valid")
}

/// A Deity table with a few actions of each kind, one undone.
fn table() -> crate::table::SavedGame {
    let mut game = Game::new(deity(), 3, 7).expect("sets up");
    for action in [
        Action::Shuffle {
            zone: ZoneRef::shared("draw"),
        },
        Action::Deal {
            from: ZoneRef::shared("draw"),
            to: "hand".into(),
            count: 2,
        },
        Action::Roll {
            dice: vec!["d6".into(), "omen".into()],
        },
        Action::NextPhase,
        Action::Note {
            text: "a note".into(),
        },
        Action::NextTurn,
    ] {
        game.apply(action).expect("legal");
    }
    game.undo();
    game.save()
}

/// The valid inputs every mutation starts from: a game, a table and a ruled table (made once).
fn contents() -> &'static [Content] {
    static CONTENTS: std::sync::OnceLock<Vec<Content>> = std::sync::OnceLock::new();
    CONTENTS.get_or_init(|| {
        let ruled = crate::import::json::tests::ruled();
        let Ok(Content::Ruled { save, def }) = read_file(&ruled_to_file(&ruled).expect("fits"))
        else {
            panic!("a ruled table reads")
        };
        vec![
            Content::Game(deity()),
            Content::Table(table()),
            Content::Ruled { save, def },
        ]
    })
}

fn link_of(content: &Content) -> String {
    match content {
        Content::Game(def) => game_link(def),
        Content::Table(saved) => table_link(saved),
        Content::Ruled { save, .. } => ruled_link(save),
    }
}

fn file_of(content: &Content) -> String {
    match content {
        Content::Game(def) => game_to_file(def),
        Content::Table(saved) => table_to_file(saved),
        Content::Ruled { save, .. } => ruled_to_file(save),
    }
    .expect("accepted content fits a file")
}

/// What was read is the same thing again: exported as a file and as a link, both read back
/// unchanged.
fn round_trips(content: &Content) {
    let again = read_file(&file_of(content)).expect("its file is imported again");
    assert_eq!(&again, content, "the file reads back as the same thing");
    let again = read_link(&link_of(content)).expect("its link is opened again");
    assert_eq!(&again, content, "the link reads back as the same thing");
}

/// A reader's answer: a refusal in words, or content that round-trips; either within
/// [`BOUNDED`].
fn answered<E: std::fmt::Display>(read: impl FnOnce() -> Result<Content, E>) {
    let clock = Instant::now();
    match read() {
        Err(e) => assert!(!e.to_string().trim().is_empty(), "a refusal says why"),
        Ok(content) => round_trips(&content),
    }
    assert!(
        clock.elapsed() < BOUNDED,
        "answered in {:?}",
        clock.elapsed()
    );
}

/// One change to a text's bytes.
#[derive(Clone, Debug)]
enum ByteEdit {
    /// Flip bits of the byte at a position.
    Flip(usize, u8),
    /// Cut the text at a position.
    Truncate(usize),
    /// Copy a stretch (start, length) of the text in at a position.
    Splice(usize, usize, usize),
    /// Remove a stretch.
    Remove(usize, usize),
}

fn byte_edit() -> impl Strategy<Value = ByteEdit> {
    prop_oneof![
        (any::<usize>(), 1u8..=255).prop_map(|(at, mask)| ByteEdit::Flip(at, mask)),
        any::<usize>().prop_map(ByteEdit::Truncate),
        (any::<usize>(), 1usize..400, any::<usize>())
            .prop_map(|(from, len, to)| ByteEdit::Splice(from, len, to)),
        (any::<usize>(), 1usize..50).prop_map(|(at, len)| ByteEdit::Remove(at, len)),
    ]
}

fn edit_bytes(bytes: &mut Vec<u8>, edit: &ByteEdit) {
    if bytes.is_empty() {
        return;
    }
    let n = bytes.len();
    match *edit {
        ByteEdit::Flip(at, mask) => bytes[at % n] ^= mask,
        ByteEdit::Truncate(at) => bytes.truncate(at % n),
        ByteEdit::Splice(from, len, to) => {
            let from = from % n;
            let piece = bytes[from..(from + len).min(n)].to_vec();
            let to = to % (n + 1);
            bytes.splice(to..to, piece);
        }
        ByteEdit::Remove(at, len) => {
            let at = at % n;
            bytes.drain(at..(at + len).min(n));
        }
    }
}

/// One change to a JSON document's structure, at the node found by an index into its nodes.
#[derive(Clone, Debug)]
enum JsonEdit {
    /// A number (or any node) replaced by an extreme number.
    Extreme(usize, Value),
    /// A list copied onto its own end until it is this many times as long.
    Repeat(usize, usize),
    /// A list's entry copied next to itself.
    DuplicateEntry(usize, usize),
    /// A node removed from its list or object.
    Drop(usize),
    /// A string replaced by another (empty, long, or markup).
    Text(usize, String),
}

fn extreme() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::from(0)),
        Just(Value::from(-1)),
        Just(Value::from(u32::MAX)),
        Just(Value::from(u64::from(u32::MAX) + 1)),
        Just(Value::from(u64::MAX)),
        Just(Value::from(i64::MIN)),
        Just(Value::from(i64::MAX)),
        Just(Value::from(1e308)),
        Just(Value::from(-0.5)),
        Just(Value::Null),
    ]
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    prop_oneof![
        (any::<usize>(), extreme()).prop_map(|(at, v)| JsonEdit::Extreme(at, v)),
        (
            any::<usize>(),
            prop_oneof![Just(2usize), Just(10), Just(1_001)]
        )
            .prop_map(|(at, times)| JsonEdit::Repeat(at, times)),
        (any::<usize>(), any::<usize>()).prop_map(|(at, i)| JsonEdit::DuplicateEntry(at, i)),
        any::<usize>().prop_map(JsonEdit::Drop),
        (
            any::<usize>(),
            prop_oneof![
                Just(String::new()),
                Just("x".repeat(3_000)),
                Just("<img src=x onerror=alert(1)>".to_string()),
                Just("\u{feff}\u{0}é".to_string()),
            ]
        )
            .prop_map(|(at, s)| JsonEdit::Text(at, s)),
    ]
}

/// The paths to every node of a document, in document order.
fn paths(value: &Value, here: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    out.push(here.clone());
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                here.push(PathStep::Index(i));
                paths(item, here, out);
                here.pop();
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                here.push(PathStep::Key(key.clone()));
                paths(item, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn node<'a>(value: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, step| match step {
        PathStep::Index(i) => v.get_mut(*i),
        PathStep::Key(k) => v.get_mut(k.as_str()),
    })
}

fn edit_json(value: &mut Value, edit: &JsonEdit) {
    let mut all = Vec::new();
    paths(value, &mut Vec::new(), &mut all);
    let at = match edit {
        JsonEdit::Extreme(at, _)
        | JsonEdit::Repeat(at, _)
        | JsonEdit::DuplicateEntry(at, _)
        | JsonEdit::Drop(at)
        | JsonEdit::Text(at, _) => *at,
    };
    let path = &all[at % all.len()];
    match edit {
        JsonEdit::Extreme(_, v) => {
            if let Some(n) = node(value, path) {
                *n = v.clone();
            }
        }
        JsonEdit::Repeat(_, times) => {
            // The nearest list at or above the node.
            let mut path = path.clone();
            loop {
                if let Some(Value::Array(items)) = node(value, &path) {
                    let one = items.clone();
                    // Repeats stop a little past what a file may hold: a list repeated twice
                    // over would otherwise fill the test's own memory before any reader runs.
                    let size = Value::Array(one.clone()).to_string().len().max(1);
                    let times = (*times).min(2 * crate::limits::MAX_FILE_BYTES / size + 1);
                    for _ in 1..times {
                        items.extend(one.iter().cloned());
                    }
                    break;
                }
                if path.pop().is_none() {
                    break;
                }
            }
        }
        JsonEdit::DuplicateEntry(_, i) => {
            if let Some(Value::Array(items)) = node(value, path)
                && !items.is_empty()
            {
                let i = i % items.len();
                let copy = items[i].clone();
                items.insert(i, copy);
            }
        }
        JsonEdit::Drop(_) => {
            let Some((last, parent)) = path.split_last() else {
                return;
            };
            match (node(value, parent), last) {
                (Some(Value::Array(items)), PathStep::Index(i)) => {
                    items.remove(*i);
                }
                (Some(Value::Object(map)), PathStep::Key(k)) => {
                    map.remove(k);
                }
                _ => {}
            }
        }
        JsonEdit::Text(_, s) => {
            if let Some(n @ Value::String(_)) = node(value, path) {
                *n = Value::String(s.clone());
            }
        }
    }
}

/// A link's JSON, unpacked (the link's letter, then its content).
fn unpack(link: &str) -> (char, Value) {
    let (head, data) = link.split_once('.').expect("a link");
    let packed = URL_SAFE_NO_PAD.decode(data).expect("base64");
    let json = miniz_oxide::inflate::decompress_to_vec_zlib(&packed).expect("inflates");
    let letter = head.chars().next().expect("a letter");
    (letter, serde_json::from_slice(&json).expect("json"))
}

fn pack(letter: char, value: &Value) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(value.to_string().as_bytes(), 1);
    format!("{letter}1.{}", URL_SAFE_NO_PAD.encode(packed))
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // A failure is shown as found: shrinking re-runs large inputs many times over.
        max_shrink_iters: 20,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(48))]

    /// Share links damaged in their text (as a chat program or a cut copy could) or made with
    /// hostile content (edited and packed again).
    #[test]
    fn mutated_links_are_refused_in_words_or_round_trip(
        which in 0usize..3,
        text_edits in proptest::collection::vec(byte_edit(), 0..3),
        json_edits in proptest::collection::vec(json_edit(), 0..4),
    ) {
        let link = link_of(&contents()[which]);
        let (letter, mut value) = unpack(&link);
        for edit in &json_edits {
            edit_json(&mut value, edit);
        }
        let mut bytes = pack(letter, &value).into_bytes();
        for edit in &text_edits {
            edit_bytes(&mut bytes, edit);
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        answered(|| read_link(&text));
    }

    /// Game files damaged in their bytes or edited in their structure.
    #[test]
    fn mutated_files_are_refused_in_words_or_round_trip(
        which in 0usize..3,
        json_edits in proptest::collection::vec(json_edit(), 0..4),
        text_edits in proptest::collection::vec(byte_edit(), 0..3),
    ) {
        let file = file_of(&contents()[which]);
        let mut value: Value = serde_json::from_str(&file).expect("json");
        for edit in &json_edits {
            edit_json(&mut value, edit);
        }
        let mut bytes = value.to_string().into_bytes();
        for edit in &text_edits {
            edit_bytes(&mut bytes, edit);
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        answered(|| read_file(&text));
    }

    /// Every ruled game's shipped definition, edited: the rules' one check refuses it in words,
    /// or accepts a definition that is a valid game, round-trips as a file and a link, and sets
    /// up a table its bots play a few moves on.
    #[test]
    fn mutated_definitions_of_every_ruled_game_are_refused_in_words_or_play(
        which in any::<prop::sample::Index>(),
        json_edits in proptest::collection::vec(json_edit(), 1..4),
    ) {
        let games = registry::games();
        let game = games[which.index(games.len())];
        let def = game.shipped_def().expect("the shipped game reads");
        let mut value = serde_json::to_value(&def).expect("json");
        for edit in &json_edits {
            edit_json(&mut value, edit);
        }
        // A definition reaches the rules through a file, a link or the editor, none of which
        // takes more than a file's size (the file and link tests above check that refusal).
        if value.to_string().len() > crate::limits::MAX_FILE_BYTES {
            return Ok(());
        }
        let clock = Instant::now();
        let Ok(def) = serde_json::from_value::<crate::def::GameDef>(value) else {
            return Ok(());
        };
        match game.check_def(&def) {
            Err(e) => prop_assert!(!e.to_string().trim().is_empty(), "a refusal says why"),
            Ok(()) => {
                round_trips(&Content::Game(def.clone()));
                let (min, _) = game.info().players;
                let setup = SessionSetup {
                    seats: vec![SeatKind::Bot("random".into()); usize::from(min)],
                    seed: 3,
                    variants: VariantValues::default(),
                    hot_seat: false,
                };
                match game.start(Some(def), setup) {
                    Err(e) => prop_assert!(!e.to_string().trim().is_empty()),
                    Ok(mut table) => {
                        table.run_bots(20);
                        let save = table.save();
                        let again = read_file(&ruled_to_file(&save).expect("fits a file"))
                            .expect("the table is imported again");
                        let Content::Ruled { save: back, .. } = again else {
                            panic!("a ruled table")
                        };
                        prop_assert_eq!(*back, save);
                    }
                }
            }
        }
        prop_assert!(clock.elapsed() < BOUNDED, "answered in {:?}", clock.elapsed());
    }
}
