//! The one set of limits on what a game, a free table or a ruled table may hold, whichever way
//! it comes in (a share link, a game file, a saved table read from storage, the editor) and
//! whichever way it goes out (a game file, a link, a table played on in the page).
//!
//! Each limit is checked on what was read, before a table is set up or a move replayed, so a
//! few thousand characters of link cannot make the page build something huge. And the way out
//! obeys the same limits as the way in: a table stops taking actions at the most a table may
//! hold, and every reader refuses what its file, written back out, would not fit in
//! [`MAX_FILE_BYTES`]. So whatever the page accepts, it can export and import again.
//!
//! The limits are far above what a designer's game or playtest needs: a large game has a few
//! hundred cards and a dozen phases; a long playtest is a few thousand actions.

use serde::Serialize;
use thiserror::Error;

use crate::def::{GameDef, Owner};
use crate::rules::{SavedMove, SessionSave, SessionSetup};
use crate::table::{Action, SavedGame};

/// Largest game file read or written (5 MB), and the most a link may unpack to: what a file
/// holds must come back in. A large built-in game is a few tens of kilobytes, and a table of a
/// few thousand actions a few hundred.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;

/// Most entries in each list of a game's parts: its phases, decks, card types, zones, counters,
/// dice, terrains, boards and trackers, a card type's fields, a die's faces and a region map's
/// regions. Every one is drawn or offered on the table screen and in the editor, and a real
/// game has a few dozen of each at most.
pub const MAX_PARTS: usize = 1_000;

/// Most actions a free table holds, undone ones included. A long playtest is a few thousand;
/// memory grows linearly with the length (a table keeps a copy every few dozen actions for
/// undo), and this many take a few tens of megabytes.
pub const MAX_ACTIONS: usize = 100_000;

/// The most actions times the things a free table copies for undo (its cards, its zones and
/// trackers once per seat, and its counter stacks): each copy holds every one of them, so a
/// game of very many cards, or a table with counters spread over very many places, keeps
/// fewer actions, and a small link cannot ask for gigabytes of copies. A game of a few hundred
/// cards and counter stacks still keeps [`MAX_ACTIONS`].
pub const MAX_TABLE_WORK: u64 = 50_000_000;

/// Most moves a ruled table holds, undone ones included. A ruled game ends long before: a
/// game between people is a few hundred moves, one played out by random bots a few thousand.
pub const MAX_RULED_MOVES: usize = 100_000;

/// A limit passed: what holds how many, and the most that is read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LimitError {
    #[error("{what} holds {}; at most {} are read", counted(*.found, .items), grouped(*.limit))]
    TooMany {
        /// What holds them ("the game", "deck \"draw\"", "the table").
        what: String,
        /// What they are, plural ("phases", "actions").
        items: &'static str,
        found: usize,
        limit: usize,
    },
    #[error(
        "the table holds {} of a game whose table holds {} cards, zones and trackers; at most {} actions are read at a table that large",
        counted(*.actions, "actions"), grouped(*.size), grouped(*.limit)
    )]
    TooLong {
        actions: usize,
        /// Cards, plus zones and trackers once per seat.
        size: u64,
        limit: usize,
    },
    #[error(
        "{what}, written as a file, would be {} bytes; a file holds at most {}, so it could not be opened again",
        grouped(*.bytes), grouped(*.limit)
    )]
    TooLarge {
        what: &'static str,
        bytes: usize,
        limit: usize,
    },
}

/// "1 action", "300,001 actions": a count with its noun, digits grouped by thousands.
fn counted(n: usize, items: &str) -> String {
    let noun = if n == 1 {
        items.strip_suffix('s').unwrap_or(items)
    } else {
        items
    };
    format!("{} {noun}", grouped(n))
}

/// Digits grouped by thousands ("5,242,880"), as a person reads a large number.
pub fn grouped(n: impl std::fmt::Display) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// Refuses a list longer than `limit`.
pub fn at_most(
    what: impl FnOnce() -> String,
    items: &'static str,
    found: usize,
    limit: usize,
) -> Result<(), LimitError> {
    if found > limit {
        return Err(LimitError::TooMany {
            what: what(),
            items,
            found,
            limit,
        });
    }
    Ok(())
}

/// What a free table of `def` for `players` copies for undo: its cards, and its zones and
/// trackers once per seat.
pub fn table_size(def: &GameDef, players: u8) -> u64 {
    let per_seat = |owner: Owner| match owner {
        Owner::Shared => 1,
        Owner::EachPlayer => u64::from(players),
    };
    let cards = def
        .decks
        .iter()
        .flat_map(|d| &d.cards)
        .fold(0u64, |n, c| n.saturating_add(u64::from(c.count)));
    let zones: u64 = def.zones.iter().map(|z| per_seat(z.owner)).sum();
    let trackers: u64 = def.trackers.iter().map(|t| per_seat(t.owner)).sum();
    cards.saturating_add(zones).saturating_add(trackers)
}

/// The most actions a free table of `def` for `players` holds: [`MAX_ACTIONS`], fewer for a
/// game so large that its copies would pass [`MAX_TABLE_WORK`].
pub fn action_limit(def: &GameDef, players: u8) -> usize {
    let size = table_size(def, players).max(1);
    usize::try_from(MAX_TABLE_WORK / size)
        .unwrap_or(usize::MAX)
        .min(MAX_ACTIONS)
}

/// Refuses a free table of `actions` actions that `def` for `players` may not hold.
pub fn check_actions(def: &GameDef, players: u8, actions: usize) -> Result<(), LimitError> {
    at_most(|| "the table".into(), "actions", actions, MAX_ACTIONS)?;
    let limit = action_limit(def, players);
    if actions > limit {
        return Err(LimitError::TooLong {
            actions,
            size: table_size(def, players),
            limit,
        });
    }
    Ok(())
}

/// Refuses a ruled table of more than [`MAX_RULED_MOVES`] moves.
pub fn check_moves(moves: usize) -> Result<(), LimitError> {
    at_most(|| "the table".into(), "moves", moves, MAX_RULED_MOVES)
}

/// How many bytes `value` takes written as a file (pretty JSON, as the game files are), and
/// how many line breaks.
fn measure(value: &impl Serialize) -> (usize, usize) {
    // Only strings, numbers, vectors and string-keyed maps: serialisation cannot fail.
    crate::json::pretty_size(value).unwrap_or_default()
}

/// At least as many bytes as `value` adds to a file as a part nested `depth` levels deep (a
/// list's item with its comma and line break, or a field with its name): each of its lines is
/// indented two spaces a level.
pub fn nested_bytes(value: &impl Serialize, depth: usize) -> usize {
    let (bytes, lines) = measure(value);
    bytes.saturating_add(
        lines
            .saturating_add(1)
            .saturating_mul(2 * depth)
            .saturating_add(2),
    )
}

/// Bytes a table's file holds besides its game, set-up and actions or moves: the envelope,
/// the field names and the numbers, at most.
pub const FILE_FRAME_BYTES: usize = 512;

/// Whether a file of `bytes` (as [`nested_bytes`] counts them) fits in [`MAX_FILE_BYTES`].
pub fn fits(bytes: usize) -> bool {
    bytes <= MAX_FILE_BYTES
}

/// Refuses a file of `bytes` that would not fit.
fn file_fits(what: &'static str, bytes: usize) -> Result<(), LimitError> {
    if fits(bytes) {
        return Ok(());
    }
    Err(LimitError::TooLarge {
        what,
        bytes,
        limit: MAX_FILE_BYTES,
    })
}

/// Refuses a game whose game file would not fit (at least its size, one level deep in the
/// file's envelope), so that every game accepted, however it came in, can be exported and
/// imported again.
pub fn check_game_file(def: &GameDef) -> Result<(), LimitError> {
    file_fits(
        "the game",
        nested_bytes(def, 1).saturating_add(FILE_FRAME_BYTES),
    )
}

/// At least what a free table's file holds besides its actions: its game, two levels deep (the
/// file's envelope, then the save), and the rest of the save.
pub(crate) fn table_base_bytes(def: &GameDef) -> usize {
    nested_bytes(def, 2).saturating_add(FILE_FRAME_BYTES)
}

/// At least what an action adds to its table's file: an item of the save's list of actions,
/// three levels deep.
pub(crate) fn action_bytes(action: &Action) -> usize {
    nested_bytes(action, 3)
}

/// At least what a ruled table's file holds besides its moves: its set-up and its game (if an
/// edited copy), two levels deep, and the rest of the save.
pub(crate) fn ruled_base_bytes(def: Option<&GameDef>, setup: &SessionSetup) -> usize {
    nested_bytes(&def, 2)
        .saturating_add(nested_bytes(setup, 2))
        .saturating_add(FILE_FRAME_BYTES)
}

/// At least what a move adds to its ruled table's file, three levels deep.
pub(crate) fn move_bytes(mv: &SavedMove) -> usize {
    nested_bytes(mv, 3)
}

/// The limits of a free table's save, checked without setting anything up: its game's lists,
/// its actions, and the size of its file. What passes is exported and imported again.
pub fn check_table(saved: &SavedGame) -> Result<(), LimitError> {
    saved.def.check_parts()?;
    check_actions(&saved.def, saved.players, saved.actions.len())?;
    file_fits(
        "the table",
        saved
            .actions
            .iter()
            .map(action_bytes)
            .fold(table_base_bytes(&saved.def), usize::saturating_add),
    )
}

/// The limits of a ruled table's save, checked without replaying it: its game's lists (if an
/// edited copy), its moves, and the size of its file.
pub fn check_ruled(save: &SessionSave) -> Result<(), LimitError> {
    if let Some(def) = &save.def {
        def.check_parts()?;
    }
    check_moves(save.moves.len())?;
    file_fits(
        "the table",
        save.moves.iter().map(move_bytes).fold(
            ruled_base_bytes(save.def.as_ref(), &save.setup),
            usize::saturating_add,
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_numbers_are_grouped_by_thousands_and_counts_agree() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(5_242_880), "5,242,880");
        assert_eq!(counted(1, "actions"), "1 action");
        assert_eq!(counted(300_001, "actions"), "300,001 actions");
    }

    #[test]
    fn a_game_of_many_cards_keeps_fewer_actions() {
        let mut def = crate::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        assert_eq!(
            action_limit(&def, 4),
            MAX_ACTIONS,
            "a real game keeps them all"
        );
        def.decks[0].cards[0].count = 199_000;
        let limit = action_limit(&def, 4);
        assert!(limit < 300, "{limit}");
        let e = check_actions(&def, 4, limit + 1).expect_err("too long");
        assert!(
            e.to_string().starts_with(&format!(
                "the table holds {} actions of a game whose table holds 199,",
                limit + 1
            )),
            "{e}"
        );
        assert_eq!(check_actions(&def, 4, limit), Ok(()));
    }
}
