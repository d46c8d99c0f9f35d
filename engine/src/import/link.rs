//! Share links: a game, or a game with its table, packed into the fragment of a URL
//! (`https://…/#g1.<data>`), so a designer can send a prototype as one link and no server is
//! involved.
//!
//! `<data>` is the compact JSON of the game ([`GameDef`]) or of the saved game ([`SavedGame`]:
//! the game, seed, actions and step), written a little tighter than a game file (see
//! [`compact_def`]), compressed with zlib (deflate with a checksum, so a link
//! damaged in transit is refused rather than misread), in base64url without padding (letters,
//! digits, `-` and `_`: nothing a URL, a chat program or an e-mail needs to escape).
//!
//! The prefix names what the link holds and the link format's version: `g1.` a game, `t1.` a
//! game with a table. A link with a larger version was made by a newer Protoplay and is refused
//! with that message, never guessed at.
//!
//! Decoding never trusts the link: its length is capped before decoding, the decompressed size
//! is capped while inflating (a few hundred bytes of deflate can claim gigabytes), and the
//! content is checked and, for a table, replayed, before the UI is shown what it holds.

use base64::Engine as _;
use base64::alphabet::URL_SAFE;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use miniz_oxide::inflate::TINFLStatus;
use serde_json::Value;
use thiserror::Error;

use crate::def::{DefError, GameDef};
use crate::table::{GameError, SavedGame};

use super::Content;
use super::json::{FileError, def_from_value, ruled_from_value, saved_from_value};
use crate::rules::SessionSave;

/// The version of the share-link format this build writes.
pub const LINK_VERSION: u32 = 1;
/// Longest link text read (1 MB). Browsers keep URLs of a few megabytes at most; a card game
/// with its whole card list is a couple of thousand characters.
pub const MAX_LINK_CHARS: usize = 1024 * 1024;
/// Most bytes a link may inflate to, against decompression bombs: a game file's limit, so that
/// any table or game a file holds can be sent as a link too.
pub const MAX_INFLATED_BYTES: usize = crate::limits::MAX_FILE_BYTES;
/// zlib level 10 (miniz's best): links are made rarely and read often, so the smallest wins.
const COMPRESSION_LEVEL: u8 = 10;

/// base64url: no padding written; padding tolerated when read (some tools add it back).
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// What a share link holds, shown to the person before anything is imported. The same shape as
/// a game file's content.
pub type LinkContent = Content;

/// What kind of thing a link holds (its prefix letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LinkKind {
    /// `g`: a game.
    Game,
    /// `t`: a game with a table on it.
    Table,
    /// `r`: a ruled table (the rules' id, the set-up and the moves).
    Ruled,
    /// `u`: a turn link, brought into the table it names (see [`super::turn`]).
    Turn,
}

impl LinkKind {
    fn letter(self) -> char {
        match self {
            LinkKind::Game => 'g',
            LinkKind::Table => 't',
            LinkKind::Ruled => 'r',
            LinkKind::Turn => 'u',
        }
    }
}

/// Why a share link could not be opened.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum LinkError {
    #[error("the link is empty")]
    Empty,
    #[error(
        "the link is {chars} characters long; at most {limit} can be read (share a game file instead)"
    )]
    TooLong { chars: usize, limit: usize },
    #[error(
        "this is not a Protoplay link: its part after '#' should start with \"g1.\", \"t1.\", \"r1.\" or \"u1.\""
    )]
    NotALink,
    #[error(
        "this link was made by a newer Protoplay (link format {found}; this version reads up to {supported}); update Protoplay to open it"
    )]
    NewerVersion { found: u64, supported: u32 },
    #[error("the link is damaged: it holds {0:?}, a character no Protoplay link has")]
    BadCharacter(char),
    #[error("the link is damaged: {0}")]
    NotBase64(String),
    #[error("the link is cut short: copy the whole link, to its last character")]
    Truncated,
    #[error("the link is damaged: its data does not unpack")]
    BadCompression,
    #[error(
        "the link unpacks to more than {limit} bytes, more than any game needs; it was refused"
    )]
    TooBig { limit: usize },
    #[error("the link is damaged: its content is not text")]
    NotText,
    #[error("the link is damaged: its content is not a game ({0})")]
    NotJson(String),
    #[error("the link's game cannot be opened: {0}")]
    File(FileError),
    #[error("this is a turn link, brought into the table it names, not a copy to import")]
    TurnLink,
    #[error("this is a share link, not a turn link: it opens as a new copy")]
    NotATurnLink,
}

impl From<FileError> for LinkError {
    fn from(e: FileError) -> Self {
        LinkError::File(e)
    }
}

impl From<DefError> for LinkError {
    fn from(e: DefError) -> Self {
        LinkError::File(FileError::Def(e))
    }
}

impl From<GameError> for LinkError {
    fn from(e: GameError) -> Self {
        LinkError::File(FileError::Game(e))
    }
}

/// The parts of a game definition that take their default when left out (`#[serde(default)]`
/// in [`GameDef`]): a link leaves them out when they are empty.
const DEFAULTED: [&str; 10] = [
    "description",
    "card_types",
    "decks",
    "counters",
    "dice",
    "terrains",
    "boards",
    "zones",
    "trackers",
    "phases",
];

/// Link format 1 writes a game's JSON tighter than a game file, because a link's length is what
/// a person pastes into a chat:
/// - a card line is a row, its values then its count when the count is not 1
///   (`["Lesser Hoard","1","",10]` rather than `{"values":[…],"count":10}`); values are always
///   strings, so a trailing number can only be the count;
/// - `"shuffle": true`, an empty card face, an empty description and empty lists are left out (they are the
///   defaults the definition reads them as).
///
/// Measured on Destiny's full game (`--example link_length`): 1,970 characters as plain JSON,
/// 1,901 like this.
pub(crate) fn compact_def(def: &mut Value) {
    let Some(object) = def.as_object_mut() else {
        return;
    };
    object.retain(|key, v| {
        let empty = match v {
            Value::String(s) => s.is_empty(),
            Value::Array(a) => a.is_empty(),
            _ => false,
        };
        !(empty && DEFAULTED.contains(&key.as_str()))
    });
    for card_type in object
        .get_mut("card_types")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object_mut)
    {
        if card_type.get("face") == Some(&Value::Object(serde_json::Map::new())) {
            card_type.remove("face");
        }
    }
    for deck in object
        .get_mut("decks")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        let Some(deck) = deck.as_object_mut() else {
            continue;
        };
        if deck.get("shuffle") == Some(&Value::Bool(true)) {
            deck.remove("shuffle");
        }
        for card in deck
            .get_mut("cards")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            let Some(Value::Array(values)) = card.get_mut("values").map(Value::take) else {
                continue;
            };
            let mut row = values;
            match card.get("count") {
                Some(count) if count != &Value::from(1) => row.push(count.clone()),
                _ => {}
            }
            *card = Value::Array(row);
        }
    }
}

/// Undoes [`compact_def`]: card rows back into `{ "values", "count" }`. Anything else is left
/// for the definition's own reader to accept or refuse.
pub(crate) fn expand_def(def: &mut Value) {
    for deck in def
        .get_mut("decks")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        for card in deck
            .get_mut("cards")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            let Value::Array(row) = card else {
                continue;
            };
            let mut values = std::mem::take(row);
            let count = match values.last() {
                Some(Value::Number(_)) => values.pop(),
                _ => None,
            };
            let mut object = serde_json::Map::new();
            object.insert("values".into(), Value::Array(values));
            if let Some(count) = count {
                object.insert("count".into(), count);
            }
            *card = Value::Object(object);
        }
    }
}

pub(crate) fn encode(kind: LinkKind, json: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(json.as_bytes(), COMPRESSION_LEVEL);
    format!("{}{LINK_VERSION}.{}", kind.letter(), BASE64.encode(packed))
}

/// The share-link fragment for a game (`g1.<data>`, without the `#`).
pub fn game_link(def: &GameDef) -> String {
    // Only strings, numbers, vectors and string-keyed maps: serialisation cannot fail.
    let mut value = crate::json::to_value(def).unwrap_or_default();
    compact_def(&mut value);
    encode(LinkKind::Game, &value.to_string())
}

/// The share-link fragment for a game with its table (`t1.<data>`, without the `#`).
pub fn table_link(saved: &SavedGame) -> String {
    let mut value = crate::json::to_value(saved).unwrap_or_default();
    if let Some(def) = value.get_mut("def") {
        compact_def(def);
    }
    encode(LinkKind::Table, &value.to_string())
}

/// The share-link fragment for a ruled table (`r1.<data>`, without the `#`): its rules, set-up
/// and moves; the game itself only if it is an edited copy.
pub fn ruled_link(save: &SessionSave) -> String {
    let mut value = crate::json::to_value(save).unwrap_or_default();
    if let Some(def) = value.get_mut("def") {
        compact_def(def);
    }
    encode(LinkKind::Ruled, &value.to_string())
}

/// Splits `g1.<data>` into its kind, version and data. Accepts a whole URL, a fragment with its
/// `#`, or the bare fragment, with spaces or line breaks around it.
fn split(text: &str) -> Result<(LinkKind, &str), LinkError> {
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f).trim();
    if fragment.is_empty() {
        return Err(LinkError::Empty);
    }
    let mut chars = fragment.chars();
    let kind = match chars.next() {
        Some('g') => LinkKind::Game,
        Some('t') => LinkKind::Table,
        Some('r') => LinkKind::Ruled,
        Some('u') => LinkKind::Turn,
        _ => return Err(LinkError::NotALink),
    };
    let rest = chars.as_str();
    let Some((version, data)) = rest.split_once('.') else {
        return Err(LinkError::NotALink);
    };
    if version.is_empty() || !version.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LinkError::NotALink);
    }
    let version = version.parse::<u64>().unwrap_or(u64::MAX);
    if version == 0 {
        return Err(LinkError::NotALink);
    }
    if version > u64::from(LINK_VERSION) {
        return Err(LinkError::NewerVersion {
            found: version,
            supported: LINK_VERSION,
        });
    }
    Ok((kind, data))
}

/// Unpacks a link of any kind into its kind and JSON: length capped, characters, packing and
/// size checked, nothing about its content yet.
fn unpack_any(text: &str) -> Result<(LinkKind, Value), LinkError> {
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong {
            chars: text.len(),
            limit: MAX_LINK_CHARS,
        });
    }
    let (kind, data) = split(text)?;
    if data.is_empty() {
        return Err(LinkError::Truncated);
    }
    // A link cut short mid-character leaves a length or a last character base64 cannot end on.
    let packed = BASE64.decode(data).map_err(|e| match e {
        base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidLastSymbol(..) => {
            LinkError::Truncated
        }
        base64::DecodeError::InvalidByte(_, byte) => LinkError::BadCharacter(char::from(byte)),
        other => LinkError::NotBase64(other.to_string()),
    })?;
    let json = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, MAX_INFLATED_BYTES)
        .map_err(|e| match e.status {
            TINFLStatus::HasMoreOutput => LinkError::TooBig {
                limit: MAX_INFLATED_BYTES,
            },
            TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => {
                LinkError::Truncated
            }
            _ => LinkError::BadCompression,
        })?;
    let json = String::from_utf8(json).map_err(|_| LinkError::NotText)?;
    let value: Value =
        serde_json::from_str(&json).map_err(|e| LinkError::NotJson(e.to_string()))?;
    Ok((kind, value))
}

/// Unpacks a link that must be of kind `want`.
pub(crate) fn unpack(text: &str, want: LinkKind) -> Result<Value, LinkError> {
    match unpack_any(text)? {
        (kind, value) if kind == want => Ok(value),
        (LinkKind::Turn, _) => Err(LinkError::TurnLink),
        _ if want == LinkKind::Turn => Err(LinkError::NotATurnLink),
        _ => Err(LinkError::NotALink),
    }
}

/// Opens a share link: a whole URL, a `#fragment` or the bare fragment. The content is checked
/// (and a table replayed) before it is returned, so the UI can show it and import it without
/// another failure.
pub fn read_link(text: &str) -> Result<LinkContent, LinkError> {
    let (kind, mut value) = unpack_any(text)?;
    Ok(match kind {
        LinkKind::Game => {
            expand_def(&mut value);
            Content::Game(def_from_value(value)?)
        }
        LinkKind::Table => {
            if let Some(def) = value.get_mut("def") {
                expand_def(def);
            }
            Content::Table(saved_from_value(value)?)
        }
        LinkKind::Ruled => {
            if let Some(def) = value.get_mut("def")
                && !def.is_null()
            {
                expand_def(def);
            }
            ruled_from_value(value)?
        }
        LinkKind::Turn => return Err(LinkError::TurnLink),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Action, Game, ZoneRef};

    fn deity() -> GameDef {
        crate::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    fn packed(bytes: &[u8]) -> String {
        format!(
            "g1.{}",
            BASE64.encode(miniz_oxide::deflate::compress_to_vec_zlib(bytes, 6))
        )
    }

    #[test]
    fn a_game_link_reads_back_as_the_same_game() {
        let def = deity();
        let link = game_link(&def);
        assert!(link.starts_with("g1."));
        assert!(
            link[3..]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
            "only URL-safe characters"
        );
        assert_eq!(read_link(&link), Ok(Content::Game(def)));
    }

    #[test]
    fn a_table_link_reads_back_as_the_same_save() {
        let mut game = Game::new(deity(), 2, 9).expect("sets up");
        game.apply(Action::Shuffle {
            zone: ZoneRef::shared("draw"),
        })
        .expect("shuffles");
        game.apply(Action::Roll {
            dice: vec!["d6".into(), "omen".into()],
        })
        .expect("rolls");
        game.undo();
        let link = table_link(&game.save());
        assert!(link.starts_with("t1."));
        assert_eq!(read_link(&link), Ok(Content::Table(game.save())));
    }

    #[test]
    fn a_ruled_table_link_reads_back_as_the_same_save() {
        let save = crate::import::json::tests::ruled();
        let link = ruled_link(&save);
        assert!(link.starts_with("r1."), "{link}");
        assert!(
            link.len() < 1000,
            "a shipped game's table is short: {}",
            link.len()
        );
        let Ok(Content::Ruled { save: back, .. }) = read_link(&link) else {
            panic!("a ruled table")
        };
        assert_eq!(*back, save);
    }

    #[test]
    fn a_whole_url_or_a_fragment_opens_too() {
        let link = game_link(&deity());
        for text in [
            format!("https://example.org/protoplay/#{link}"),
            format!("#{link}"),
            format!("  {link}\n"),
        ] {
            assert!(read_link(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn a_link_from_a_newer_protoplay_is_refused_as_such() {
        let e = read_link("#g2.eJwDAAAAAAE").expect_err("newer");
        assert_eq!(
            e,
            LinkError::NewerVersion {
                found: 2,
                supported: 1
            }
        );
        assert!(
            e.to_string()
                .starts_with("this link was made by a newer Protoplay")
        );
        assert!(matches!(
            read_link("t123456789012345678901234567890.x"),
            Err(LinkError::NewerVersion { .. })
        ));
        // A current link holding a game of a newer definition format.
        let mut def = deity();
        def.format = 2;
        assert!(matches!(
            read_link(&game_link(&def)),
            Err(LinkError::File(FileError::Def(DefError::NewerFormat {
                found: 2,
                ..
            })))
        ));
    }

    #[test]
    fn malformed_links_say_what_is_wrong() {
        assert_eq!(read_link(""), Err(LinkError::Empty));
        assert_eq!(read_link("https://example.org/#"), Err(LinkError::Empty));
        for text in [
            "hello", "x1.abc", "g.abc", "g1abc", "g0.abc", "G1.abc", "g-1.x",
        ] {
            assert_eq!(read_link(text), Err(LinkError::NotALink), "{text}");
        }
        assert_eq!(read_link("g1."), Err(LinkError::Truncated));
        assert_eq!(read_link("g1.abc$def"), Err(LinkError::BadCharacter('$')));
        assert_eq!(read_link("g1.ab+/cdef"), Err(LinkError::BadCharacter('+')));
        assert_eq!(read_link("g1.ab=c"), Err(LinkError::BadCharacter('=')));
        assert_eq!(read_link("g1.AAAA"), Err(LinkError::BadCompression));
        assert_eq!(
            read_link(&packed(&[0xff, 0xfe, 0x00])),
            Err(LinkError::NotText)
        );
        assert!(matches!(
            read_link(&packed(b"not json")),
            Err(LinkError::NotJson(_))
        ));
        assert!(matches!(
            read_link(&packed(br#"{"id":"x"}"#)),
            Err(LinkError::File(FileError::Def(DefError::Json(_))))
        ));
        let e = read_link(&format!("g1.{}", "A".repeat(MAX_LINK_CHARS))).expect_err("long");
        assert!(matches!(e, LinkError::TooLong { .. }));
    }

    #[test]
    fn a_link_cut_short_anywhere_is_truncated() {
        let link = game_link(&deity());
        for end in 4..link.len() {
            assert_eq!(
                read_link(&link[..end]),
                Err(LinkError::Truncated),
                "cut at {end}"
            );
        }
    }

    #[test]
    fn a_damaged_character_is_refused_not_misread() {
        let link = game_link(&deity());
        for at in (3..link.len()).step_by(7) {
            let mut bytes = link.clone().into_bytes();
            bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
            let damaged = String::from_utf8(bytes).expect("ascii");
            // Deflate ignores the padding bits before its checksum, so a change there still
            // reads as the very same game; anything else must be refused.
            match read_link(&damaged) {
                Err(_) => {}
                Ok(content) => {
                    assert_eq!(content.into_def(), deity(), "damage at {at} was misread")
                }
            }
        }
    }

    #[test]
    fn a_decompression_bomb_stops_at_the_limit() {
        // 16 MB of spaces packs into about 16 KB.
        let bomb = packed(&vec![b' '; 16 * 1024 * 1024]);
        assert!(bomb.len() < 40_000, "{}", bomb.len());
        assert_eq!(
            read_link(&bomb),
            Err(LinkError::TooBig {
                limit: MAX_INFLATED_BYTES
            })
        );
    }

    #[test]
    fn compaction_round_trips_counts_and_defaults() {
        let mut def = deity();
        def.decks[0].cards[0].count = 0;
        def.decks[0].cards[1].count = 1;
        def.decks[0].shuffle = false;
        def.description.clear();
        let mut value = serde_json::to_value(&def).expect("serialises");
        compact_def(&mut value);
        let text = value.to_string();
        assert!(!text.contains("\"values\""), "cards are rows");
        assert!(!text.contains("\"description\""));
        assert!(!text.contains("\"terrains\":[]"));
        expand_def(&mut value);
        assert_eq!(def_from_value(value), Ok(def));
    }
}
