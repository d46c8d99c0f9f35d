//! Deciding what to do when a tab saves an entry that another tab may have changed meanwhile,
//! or hears that another tab changed it: pure functions of what this tab last saw stored (its
//! *base*), what is stored now, and what this tab holds.
//!
//! A table is its set-up plus its history (principle 4), so two versions of one table can be
//! compared exactly: if one's history (actions in effect for a free table, moves in effect for
//! a ruled one) starts with the other's, the longer one holds everything the shorter one has,
//! and keeping it loses nothing. Otherwise they went different ways and both are kept.

use protoplay_engine::table::{Game, GameError, SavedGame};

use super::super::library::{self, TableEntry};
use super::keys::same_content;

pub use protoplay_engine::import::fingerprint;

/// Whether `a` and `b` are the same table (same game, players, seed and set-up), whatever
/// point each has reached. The comparison comes with the reader of tables
/// ([`library::TableCode`]); without it no two tables are found the same, and a save keeps both
/// versions (no table is read without it).
pub fn same_table(a: &TableEntry, b: &TableEntry) -> bool {
    library::table_code().is_some_and(|code| (code.same_table)(a, b))
}

/// Whether `longer` holds everything `shorter` does: the same table, and `shorter`'s history in
/// effect is the start of `longer`'s (see [`same_table`] on where the comparison comes from).
pub fn contains(longer: &TableEntry, shorter: &TableEntry) -> bool {
    library::table_code().is_some_and(|code| (code.contains)(longer, shorter))
}

/// What saving a table should do.
#[derive(Clone, Debug, PartialEq)]
pub enum Decision {
    /// Write it: nobody else changed the stored entry, or this tab's history holds theirs.
    Write,
    /// Storage already holds exactly this.
    Unchanged,
    /// Another tab went further with this table and its history holds all of this tab's: keep
    /// theirs (write nothing) and show it.
    Newer(TableEntry),
    /// Another tab changed the table in another way (or left something unreadable there):
    /// leave the stored entry alone and write this tab's as a copy. `stored` is theirs, when it
    /// can be read.
    Fork { stored: Option<TableEntry> },
    /// The entry was deleted in another tab since this tab last saw it; this tab's change
    /// brings it back (a change is a wish to keep it).
    Recreate,
}

/// Decides what saving `mine` (whose text is `mine_text`) should do, given the fingerprint of
/// what this tab last saw stored (`base`, `None` if it saw nothing there) and what is stored now.
pub fn decide(
    base: Option<u64>,
    stored: Option<&str>,
    mine: &TableEntry,
    mine_text: &str,
) -> Decision {
    if stored.is_some_and(|s| same_content(s, mine_text)) {
        return Decision::Unchanged;
    }
    if stored.map(fingerprint) == base {
        return Decision::Write;
    }
    let Some(stored) = stored else {
        return Decision::Recreate;
    };
    let theirs = match serde_json::from_str::<serde_json::Value>(stored)
        .map_err(|e| e.to_string())
        .and_then(super::super::library::read_table_value)
    {
        Ok(mut t) => {
            t.id = mine.id.clone();
            t
        }
        Err(_) => return Decision::Fork { stored: None },
    };
    if contains(mine, &theirs) {
        Decision::Write
    } else if contains(&theirs, mine) {
        Decision::Newer(theirs)
    } else {
        Decision::Fork {
            stored: Some(theirs),
        }
    }
}

/// What saving a game should do (a game has no history: it is the same or it is not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameDecision {
    Write,
    Unchanged,
    /// Changed in another tab: this tab's version goes to a copy.
    Fork,
    /// Deleted in another tab: this tab's save brings it back.
    Recreate,
}

/// Decides what saving a game whose text is `mine_text` should do.
pub fn decide_game(base: Option<u64>, stored: Option<&str>, mine_text: &str) -> GameDecision {
    if stored.is_some_and(|s| same_content(s, mine_text)) {
        GameDecision::Unchanged
    } else if stored.map(fingerprint) == base {
        GameDecision::Write
    } else if stored.is_none() {
        GameDecision::Recreate
    } else {
        GameDecision::Fork
    }
}

/// Brings a free table in play to what another tab saved, replaying only what differs: back to
/// the last action both share, then the other tab's actions from there, then its step. A save
/// of another table (another game, seed or player count) is loaded whole.
pub fn follow(game: &mut Game, saved: &SavedGame) -> Result<(), GameError> {
    if game.def() != &saved.def || game.players() != saved.players || game.seed() != saved.seed {
        *game = Game::load(saved.clone())?;
        return Ok(());
    }
    let mine = game.save();
    let shared = mine
        .actions
        .iter()
        .zip(&saved.actions)
        .take_while(|(a, b)| a == b)
        .count();
    if shared < mine.actions.len() || shared < saved.actions.len() {
        let mut moved = game.clone();
        moved.go_to(shared);
        for action in &saved.actions[shared..] {
            if moved.apply(action.clone()).is_err() {
                // Theirs cannot follow from ours after all: take the save whole (it says why
                // if it cannot be loaded either).
                *game = Game::load(saved.clone())?;
                return Ok(());
            }
        }
        *game = moved;
    }
    if saved.cursor > saved.actions.len() {
        return Err(GameError::Cursor {
            cursor: saved.cursor,
            len: saved.actions.len(),
        });
    }
    game.go_to(saved.cursor);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    // The persistence tests' own fixtures: the starter game, a draw and a roll.
    use crate::state::library::TableSave;
    use crate::state::persist::tests::{draw, roll, starter};
    use protoplay_engine::table::Action;

    fn entry(game: &Game) -> TableEntry {
        TableEntry {
            id: "t".into(),
            title: "T".into(),
            updated: 1.0,
            hot_seat: false,
            save: TableSave::Free(game.save()),
            turns: None,
        }
    }

    fn text(e: &TableEntry) -> String {
        serde_json::to_string(e).expect("json")
    }

    fn base_game() -> Game {
        let mut g = Game::new(starter(), 2, 7).expect("sets up");
        g.apply(draw(0)).expect("draws");
        g
    }

    #[test]
    fn fingerprints_tell_texts_apart() {
        assert_eq!(fingerprint("abc"), fingerprint("abc"));
        assert_ne!(fingerprint("abc"), fingerprint("abd"));
        assert_ne!(fingerprint(""), fingerprint(" "));
    }

    #[test]
    fn nobody_else_changed_it_so_it_is_written() {
        let base = entry(&base_game());
        let mut g = base_game();
        g.apply(roll()).expect("rolls");
        let mine = entry(&g);
        let b = text(&base);
        assert_eq!(
            decide(Some(fingerprint(&b)), Some(&b), &mine, &text(&mine)),
            Decision::Write
        );
        // A new table: nothing was there and nothing is.
        assert_eq!(decide(None, None, &mine, &text(&mine)), Decision::Write);
        assert_eq!(
            decide(Some(1), Some(&text(&mine)), &mine, &text(&mine)),
            Decision::Unchanged
        );
    }

    #[test]
    fn my_moves_extend_theirs_so_mine_are_written() {
        // Another tab drew a card (stored); this tab had followed it and rolled after it.
        let old = entry(&Game::new(starter(), 2, 7).expect("sets up"));
        let theirs = entry(&base_game());
        let mut g = base_game();
        g.apply(roll()).expect("rolls");
        let mine = entry(&g);
        let t = text(&theirs);
        assert_eq!(
            decide(
                Some(fingerprint(&text(&old))),
                Some(&t),
                &mine,
                &text(&mine)
            ),
            Decision::Write
        );
    }

    #[test]
    fn their_moves_extend_mine_so_theirs_are_kept_and_shown() {
        let mine = entry(&base_game());
        let mut g = base_game();
        g.apply(roll()).expect("rolls");
        g.apply(Action::NextTurn).expect("next turn");
        let theirs = entry(&g);
        let t = text(&theirs);
        match decide(Some(0), Some(&t), &mine, &text(&mine)) {
            Decision::Newer(e) => assert_eq!(e, theirs),
            other => panic!("expected Newer, got {other:?}"),
        }
    }

    #[test]
    fn two_tabs_that_went_different_ways_keep_both() {
        let mut a = base_game();
        a.apply(roll()).expect("rolls");
        let mut b = base_game();
        b.apply(draw(1)).expect("draws");
        let (mine, theirs) = (entry(&a), entry(&b));
        let t = text(&theirs);
        assert_eq!(
            decide(Some(0), Some(&t), &mine, &text(&mine)),
            Decision::Fork {
                stored: Some(theirs)
            }
        );
        // An undo here while the other tab moved on: theirs holds everything still in effect.
        let mut undone = base_game();
        undone.undo();
        let mine = entry(&undone);
        assert!(matches!(
            decide(Some(0), Some(&t), &mine, &text(&mine)),
            Decision::Newer(_)
        ));
        // Another table under the same id (another seed) is never merged.
        let other = entry(&Game::new(starter(), 2, 8).expect("sets up"));
        assert!(matches!(
            decide(Some(0), Some(&text(&other)), &entry(&a), &text(&entry(&a))),
            Decision::Fork { .. }
        ));
    }

    #[test]
    fn unreadable_or_deleted_elsewhere_is_never_written_over_silently() {
        let mine = entry(&base_game());
        assert_eq!(
            decide(Some(0), Some("{broken"), &mine, &text(&mine)),
            Decision::Fork { stored: None }
        );
        assert_eq!(
            decide(Some(0), None, &mine, &text(&mine)),
            Decision::Recreate
        );
    }

    #[test]
    fn games_are_the_same_or_copied() {
        assert_eq!(decide_game(None, None, "a"), GameDecision::Write);
        assert_eq!(
            decide_game(Some(fingerprint("a")), Some("a"), "b"),
            GameDecision::Write
        );
        assert_eq!(
            decide_game(Some(0), Some("b"), "b"),
            GameDecision::Unchanged
        );
        assert_eq!(decide_game(Some(0), Some("c"), "b"), GameDecision::Fork);
        assert_eq!(decide_game(Some(0), None, "b"), GameDecision::Recreate);
    }

    #[test]
    fn following_another_tab_gives_the_table_a_full_load_would() {
        let mut here = base_game();
        // The other tab: roll, next turn, a draw for player 2, then undo of that draw.
        let mut there = base_game();
        there.apply(roll()).expect("rolls");
        there.apply(Action::NextTurn).expect("next turn");
        there.apply(draw(1)).expect("draws");
        there.undo();
        follow(&mut here, &there.save()).expect("follows");
        assert_eq!(here.table(), there.table());
        assert_eq!(here.save(), there.save());
        // They undo twice and take another way: this tab follows that too.
        there.undo();
        there.undo();
        there.apply(draw(0)).expect("draws");
        follow(&mut here, &there.save()).expect("follows");
        assert_eq!(here.save(), there.save());
        assert_eq!(here.table(), &there.replay().expect("replays"));
        // Another seed: loaded whole.
        let other = Game::new(starter(), 2, 99).expect("sets up");
        follow(&mut here, &other.save()).expect("loads");
        assert_eq!(here.save(), other.save());
    }
}
