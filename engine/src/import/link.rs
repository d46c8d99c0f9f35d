//! Share links: a game, or a game with its table, packed into the fragment of a URL
//! (`https://…/#g1.<data>`), so a designer can send a prototype as one link and no server is
//! involved.
//!
//! `<data>` is the compact JSON of the game ([`GameDef`]) or of the saved game ([`SavedGame`]:
//! the game, seed, actions and step), compressed with zlib (deflate with a checksum, so a link
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
use thiserror::Error;

use crate::def::{DefError, GameDef};
use crate::table::{GameError, SavedGame};

use super::Content;
use super::json::{FileError, def_from_value, saved_from_value};

/// The version of the share-link format this build writes.
pub const LINK_VERSION: u32 = 1;
/// Longest link text read (1 MB). Browsers keep URLs of a few megabytes at most; a card game
/// with its whole card list is a couple of thousand characters.
pub const MAX_LINK_CHARS: usize = 1024 * 1024;
/// Most bytes a link may inflate to (4 MB), against decompression bombs.
pub const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;
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

/// What kind of thing a link holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// `g`: a game.
    Game,
    /// `t`: a game with a table on it.
    Table,
}

impl LinkKind {
    fn letter(self) -> char {
        match self {
            LinkKind::Game => 'g',
            LinkKind::Table => 't',
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
        "this is not a Protoplay link: its part after '#' should start with \"g1.\" or \"t1.\""
    )]
    NotALink,
    #[error(
        "this link was made by a newer Protoplay (link format {found}; this version reads up to {supported}); update Protoplay to open it"
    )]
    NewerVersion { found: u64, supported: u32 },
    #[error("the link is damaged: it has a character that cannot be in a link ({0})")]
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
    #[error("the link's game cannot be opened: {0}")]
    File(FileError),
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

fn encode(kind: LinkKind, json: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(json.as_bytes(), COMPRESSION_LEVEL);
    format!("{}{LINK_VERSION}.{}", kind.letter(), BASE64.encode(packed))
}

/// The share-link fragment for a game (`g1.<data>`, without the `#`).
pub fn game_link(def: &GameDef) -> String {
    // Only strings, numbers, vectors and string-keyed maps: serialisation cannot fail.
    encode(
        LinkKind::Game,
        &serde_json::to_string(def).unwrap_or_default(),
    )
}

/// The share-link fragment for a game with its table (`t1.<data>`, without the `#`).
pub fn table_link(saved: &SavedGame) -> String {
    encode(
        LinkKind::Table,
        &serde_json::to_string(saved).unwrap_or_default(),
    )
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

/// Opens a share link: a whole URL, a `#fragment` or the bare fragment. The content is checked
/// (and a table replayed) before it is returned, so the UI can show it and import it without
/// another failure.
pub fn read_link(text: &str) -> Result<LinkContent, LinkError> {
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
    let packed = BASE64.decode(data).map_err(|e| match e {
        base64::DecodeError::InvalidLength(_) => LinkError::Truncated,
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
    let value: serde_json::Value =
        serde_json::from_str(&json).map_err(|e| FileError::Json(e.to_string()))?;
    Ok(match kind {
        LinkKind::Game => Content::Game(def_from_value(value)?),
        LinkKind::Table => Content::Table(saved_from_value(value)?),
    })
}
