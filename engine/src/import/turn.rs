//! Turn links: playing one table at a distance with no server, by passing a link back and forth.
//!
//! A table is its set-up plus its history (a free table's actions, a ruled table's moves), so two
//! copies of one table in two browsers can be compared exactly. A turn link (`u1.<data>`, the
//! same packing as a share link: zlib, then base64url) carries the table's identity (an id given
//! when it is first sent, kept by every copy), who sent it, and either the whole table or only
//! the steps since a point both sides are known to hold, with a fingerprint of that point.
//!
//! Bringing a link into the copy a browser holds ([`bring`]) is one of: the same history (nothing
//! to do), a fast-forward (the link's history starts with the local one: take it), an older link
//! (the local history starts with the link's: nothing to do), or a fork (both moved on from a
//! common point: keep both). Nothing is ever lost, and bringing the same link twice does nothing
//! the second time.
//!
//! A turn link holds the whole game, every hand and the deck's order included: it is for
//! playtesting among people who will not peek, and nothing here pretends otherwise.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::Content;
use super::json::{FileError, ruled_from_value, saved_from_value};
use super::link::{self, LinkError};
use crate::rules::{SavedMove, SessionSave};
use crate::table::{Action, SavedGame};

/// A table as a library keeps it: a free table or a ruled one. (Stored under `"saved"` or
/// `"ruled"`, the keys libraries have always used.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TableSave {
    /// A free table: the game's definition, seed and actions.
    #[serde(rename = "saved")]
    Free(SavedGame),
    /// A ruled table: the rules' id, the set-up and the moves.
    #[serde(rename = "ruled")]
    Ruled(SessionSave),
}

/// The steps of a history in effect, of either kind of table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Steps {
    Free(Vec<Action>),
    Ruled(Vec<SavedMove>),
}

/// A cheap fingerprint of text (64-bit FNV-1a): equal texts have equal fingerprints, and
/// different ones practically never do.
pub fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The fingerprint of a run of steps: of their JSON, one after another.
fn steps_print<T: Serialize>(steps: &[T]) -> u64 {
    let text: String = steps
        .iter()
        .map(|s| serde_json::to_string(s).unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    fingerprint(&text)
}

/// How long the common start of two histories is.
fn common_len<T: PartialEq>(a: &[T], b: &[T]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

impl TableSave {
    /// Whether `self` and `other` are the same table (same game, players, seed and set-up),
    /// whatever point each has reached.
    pub fn same_table(&self, other: &TableSave) -> bool {
        match (self, other) {
            (TableSave::Free(x), TableSave::Free(y)) => {
                x.players == y.players && x.seed == y.seed && x.def == y.def
            }
            (TableSave::Ruled(x), TableSave::Ruled(y)) => {
                x.game == y.game && x.setup == y.setup && x.def == y.def
            }
            _ => false,
        }
    }

    /// Steps (actions or moves) in effect.
    pub fn steps(&self) -> usize {
        match self {
            TableSave::Free(s) => s.cursor.min(s.actions.len()),
            TableSave::Ruled(s) => s.cursor.min(s.moves.len()),
        }
    }

    /// The steps in effect, from `from` on.
    pub fn steps_from(&self, from: usize) -> Steps {
        let n = self.steps();
        let from = from.min(n);
        match self {
            TableSave::Free(s) => Steps::Free(s.actions[from..n].to_vec()),
            TableSave::Ruled(s) => Steps::Ruled(s.moves[from..n].to_vec()),
        }
    }

    /// The fingerprint of the first `n` steps in effect (`None` if fewer are in effect).
    pub fn print(&self, n: usize) -> Option<u64> {
        (n <= self.steps()).then(|| match self {
            TableSave::Free(s) => steps_print(&s.actions[..n]),
            TableSave::Ruled(s) => steps_print(&s.moves[..n]),
        })
    }

    /// How many steps in effect the two tables share from the start (0 for different tables).
    pub fn common(&self, other: &TableSave) -> usize {
        if !self.same_table(other) {
            return 0;
        }
        let (a, b) = (self.steps(), other.steps());
        match (self, other) {
            (TableSave::Free(x), TableSave::Free(y)) => {
                common_len(&x.actions[..a], &y.actions[..b])
            }
            (TableSave::Ruled(x), TableSave::Ruled(y)) => common_len(&x.moves[..a], &y.moves[..b]),
            _ => 0,
        }
    }

    /// Whether `self` holds everything `shorter` does: the same table, and `shorter`'s history
    /// in effect is the start of `self`'s.
    pub fn contains(&self, shorter: &TableSave) -> bool {
        self.same_table(shorter) && self.common(shorter) == shorter.steps()
    }

    /// The same table with the first `keep` steps in effect followed by `more`; nothing undone
    /// is kept. `None` when `more` is of the other kind of table or fewer than `keep` steps are
    /// in effect.
    fn continued(&self, keep: usize, more: &Steps) -> Option<TableSave> {
        if keep > self.steps() {
            return None;
        }
        match (self, more) {
            (TableSave::Free(s), Steps::Free(more)) => {
                let mut s = s.clone();
                s.actions.truncate(keep);
                s.actions.extend(more.iter().cloned());
                s.cursor = s.actions.len();
                Some(TableSave::Free(s))
            }
            (TableSave::Ruled(s), Steps::Ruled(more)) => {
                let mut s = s.clone();
                s.moves.truncate(keep);
                s.moves.extend(more.iter().cloned());
                s.cursor = s.moves.len();
                Some(TableSave::Ruled(s))
            }
            _ => None,
        }
    }

    /// Checks the table the way a file or link is checked: it loads and replays. A ruled table
    /// whose rules this page has not fetched yet says so ([`FileError::RulesNotLoaded`]).
    pub fn check(&self) -> Result<Content, FileError> {
        let value = match self {
            TableSave::Free(s) => crate::json::to_value(s),
            TableSave::Ruled(s) => crate::json::to_value(s),
        }
        .map_err(|e| FileError::Json(e.to_string()))?;
        match self {
            TableSave::Free(_) => Ok(Content::Table(saved_from_value(value)?)),
            TableSave::Ruled(_) => ruled_from_value(value),
        }
    }
}

/// What a turn link carries of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Body {
    /// The whole table.
    Whole(Box<TableSave>),
    /// Only the steps after the first `base` in effect, whose fingerprint is `print`: for a
    /// browser known to hold the table up to there.
    Since {
        base: usize,
        print: u64,
        steps: Steps,
    },
}

/// A turn link, read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnLink {
    /// The table's identity, the same in every browser that holds it.
    pub table: String,
    /// Who sent it, as they named themselves ("Player 2"); may be empty.
    #[serde(default)]
    pub from: String,
    /// How many steps the sender's table had in effect.
    pub steps: usize,
    pub body: Body,
}

/// Why a turn link cannot be brought into a table.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum TurnError {
    #[error(transparent)]
    Link(#[from] LinkError),
    #[error(
        "this link holds only the moves after move {base}, and this browser does not hold this table up to move {base}: ask the sender for the whole table (“Send my turn”, then “The whole table”)"
    )]
    MissingBase { base: usize },
    #[error("the link's moves are for another kind of table than the one it names")]
    WrongKind,
    #[error("the link names a table this browser holds, but its set-up is different")]
    Foreign,
    #[error("the link's table cannot be opened: {0}")]
    File(#[from] FileError),
}

/// Whether `text` (a whole URL, a `#fragment` or the bare fragment) is a turn link rather than a
/// share link.
pub fn is_turn_link(text: &str) -> bool {
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f).trim();
    fragment.starts_with('u')
        && fragment[1..]
            .split_once('.')
            .is_some_and(|(v, _)| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
}

/// The turn-link fragment (`u1.<data>`, without the `#`) for `save`, under the table id `table`,
/// sent by `from`. With `since = Some(n)` (a point the recipient is known to hold) it carries only
/// the steps after the first `n`; without, the whole table.
pub fn turn_link(table: &str, from: &str, save: &TableSave, since: Option<usize>) -> String {
    let body = match since.and_then(|n| Some((n, save.print(n)?))) {
        Some((base, print)) => Body::Since {
            base,
            print,
            steps: save.steps_from(base),
        },
        None => Body::Whole(Box::new(save.clone())),
    };
    let link = TurnLink {
        table: table.to_string(),
        from: from.to_string(),
        steps: save.steps(),
        body,
    };
    let mut value = crate::json::to_value(&link).unwrap_or_default();
    if let Some(def) = value.pointer_mut("/body/whole/saved/def") {
        link::compact_def(def);
    }
    if let Some(def) = value.pointer_mut("/body/whole/ruled/def")
        && !def.is_null()
    {
        link::compact_def(def);
    }
    link::encode(link::LinkKind::Turn, &value.to_string())
}

/// Reads a turn link. Its shape is checked here; a whole table is also loaded and replayed, so
/// a damaged one is refused before anything is compared. (Steps since a point are checked once
/// they are put on the local table: [`TurnLink::table_for`].)
pub fn read_turn_link(text: &str) -> Result<TurnLink, TurnError> {
    let mut value = link::unpack(text, link::LinkKind::Turn)?;
    for pointer in ["/body/whole/saved/def", "/body/whole/ruled/def"] {
        if let Some(def) = value.pointer_mut(pointer)
            && !def.is_null()
        {
            link::expand_def(def);
        }
    }
    let link: TurnLink =
        serde_json::from_value(value).map_err(|e| LinkError::NotJson(e.to_string()))?;
    if let Body::Whole(save) = &link.body {
        save.check()?;
    }
    Ok(link)
}

impl TurnLink {
    /// Whether the link is a free table's (its steps are actions) rather than a ruled one's.
    pub fn is_free(&self) -> bool {
        match &self.body {
            Body::Whole(save) => matches!(save.as_ref(), TableSave::Free(_)),
            Body::Since { steps, .. } => matches!(steps, Steps::Free(_)),
        }
    }

    /// The sender's whole table: the link's own, or the local copy's first `base` steps followed
    /// by the link's steps. Checked (loaded and replayed) either way.
    pub fn table_for(&self, local: Option<&TableSave>) -> Result<TableSave, TurnError> {
        let table = match &self.body {
            Body::Whole(save) => save.as_ref().clone(),
            Body::Since { base, print, steps } => {
                let local = local
                    .filter(|l| l.print(*base) == Some(*print))
                    .ok_or(TurnError::MissingBase { base: *base })?;
                let table = local.continued(*base, steps).ok_or(TurnError::WrongKind)?;
                table.check()?;
                table
            }
        };
        Ok(table)
    }
}

/// What bringing a link's table into the local copy does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bring {
    /// The same history: nothing to do.
    Same,
    /// The link's history starts with the local one and goes `to` steps, from the local `from`:
    /// take the link's table.
    FastForward { from: usize, to: usize },
    /// The local history starts with the link's (which stops at `theirs`; the local one at
    /// `yours`): nothing to do.
    Older { theirs: usize, yours: usize },
    /// Both moved on from the first `common` steps: keep both.
    Fork { common: usize },
    /// Not the same table at all.
    Foreign,
}

/// Compares the local copy of a table with the one a link brought.
pub fn bring(local: &TableSave, incoming: &TableSave) -> Bring {
    if !local.same_table(incoming) {
        return Bring::Foreign;
    }
    let common = local.common(incoming);
    let (yours, theirs) = (local.steps(), incoming.steps());
    match (common == yours, common == theirs) {
        (true, true) => Bring::Same,
        (true, false) => Bring::FastForward {
            from: yours,
            to: theirs,
        },
        (false, true) => Bring::Older { theirs, yours },
        (false, false) => Bring::Fork { common },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{game_link, json::tests::ruled};
    use crate::rules::registry;
    use crate::table::{Game, ZoneRef};
    use proptest::prelude::*;

    fn deity() -> crate::def::GameDef {
        crate::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    /// A step of free play from a small alphabet every Deity table accepts at any point.
    fn action(k: u8) -> Action {
        match k % 4 {
            0 => Action::Roll {
                dice: vec!["omen".into()],
            },
            1 => Action::Draw {
                from: ZoneRef::shared("draw"),
                to: ZoneRef::of("hand", k / 4 % 2),
                count: 1,
            },
            2 => Action::NextTurn,
            _ => Action::Roll {
                dice: vec!["d6".into()],
            },
        }
    }

    /// A free table of Deity (2 players, seed 5) after `steps`.
    fn free(steps: &[u8]) -> TableSave {
        let mut game = Game::new(deity(), 2, 5).expect("sets up");
        for &k in steps {
            game.apply(action(k)).expect("a legal step");
        }
        TableSave::Free(game.save())
    }

    /// A free table after `steps`, then a step no table can replay (a draw from no zone).
    fn unplayable_after(steps: &[u8]) -> TableSave {
        let TableSave::Free(mut s) = free(steps) else {
            unreachable!("a free table")
        };
        s.actions.push(Action::Draw {
            from: ZoneRef::shared("nowhere"),
            to: ZoneRef::of("hand", 0),
            count: 1,
        });
        s.cursor = s.actions.len();
        TableSave::Free(s)
    }

    /// A ruled Destiny table continued from `save` by people's choices `picks` (bots answer).
    fn ruled_after(save: &SessionSave, picks: &[usize]) -> TableSave {
        let game = registry::game(&save.game).expect("registered");
        let mut s = game.load(save).expect("loads");
        for &p in picks {
            let n = s.choices().len();
            s.play_choice(p % n.max(1), &[]).expect("a choice");
            s.run_bots(100);
        }
        TableSave::Ruled(s.save())
    }

    #[test]
    fn turn_link_whole_tables_read_back_as_sent() {
        for table in [free(&[0, 1, 2, 5]), TableSave::Ruled(ruled())] {
            let link = turn_link("t-abc", "Player 1", &table, None);
            assert!(link.starts_with("u1."), "{link}");
            assert!(is_turn_link(&link));
            assert!(is_turn_link(&format!("https://example.org/#{link}")));
            let back = read_turn_link(&link).expect("reads");
            assert_eq!(back.table, "t-abc");
            assert_eq!(back.from, "Player 1");
            assert_eq!(back.steps, table.steps());
            assert_eq!(back.table_for(None), Ok(table));
        }
    }

    #[test]
    fn turn_link_bringing_is_a_fast_forward_a_no_op_or_a_fork() {
        let base = free(&[0, 1]);
        let longer = free(&[0, 1, 2, 5]);
        let other = free(&[0, 1, 3]);
        assert_eq!(bring(&base, &longer), Bring::FastForward { from: 2, to: 4 });
        assert_eq!(
            bring(&longer, &base),
            Bring::Older {
                theirs: 2,
                yours: 4
            }
        );
        assert_eq!(bring(&longer, &longer), Bring::Same);
        assert_eq!(bring(&longer, &other), Bring::Fork { common: 2 });
        let mut elsewhere = Game::new(deity(), 2, 6).expect("sets up");
        elsewhere.apply(action(0)).expect("rolls");
        assert_eq!(
            bring(&base, &TableSave::Free(elsewhere.save())),
            Bring::Foreign
        );
        assert_eq!(bring(&base, &TableSave::Ruled(ruled())), Bring::Foreign);
    }

    #[test]
    fn turn_link_undone_steps_are_not_history() {
        // The sender undid their last step: their history in effect is the shorter one.
        let TableSave::Free(mut undone) = free(&[0, 1, 2]) else {
            unreachable!()
        };
        undone.cursor = 2;
        let undone = TableSave::Free(undone);
        assert_eq!(bring(&free(&[0, 1]), &undone), Bring::Same);
        assert_eq!(
            bring(&free(&[0, 1, 3]), &undone),
            Bring::Older {
                theirs: 2,
                yours: 3
            }
        );
    }

    #[test]
    fn turn_link_ruled_tables_with_bots_fast_forward_and_fork() {
        let start = ruled();
        let mine = ruled_after(&start, &[]);
        let theirs = ruled_after(&start, &[0, 0]);
        assert!(matches!(bring(&mine, &theirs), Bring::FastForward { .. }));
        let TableSave::Ruled(at) = &mine else {
            unreachable!()
        };
        let a = ruled_after(at, &[0]);
        let b = ruled_after(at, &[1]);
        assert_ne!(a, b, "two different choices");
        assert_eq!(
            bring(&a, &b),
            Bring::Fork {
                common: mine.steps()
            }
        );
    }

    #[test]
    fn turn_link_a_short_link_needs_the_point_it_builds_on() {
        let sent_before = free(&[0, 1, 2]);
        let now = free(&[0, 1, 2, 5, 3, 2]);
        let short = turn_link("t-1", "Player 2", &now, Some(3));
        let whole = turn_link("t-1", "Player 2", &now, None);
        assert!(
            short.len() < whole.len(),
            "{} < {}",
            short.len(),
            whole.len()
        );
        let link = read_turn_link(&short).expect("reads");
        assert_eq!(link.table_for(Some(&sent_before)), Ok(now.clone()));
        // A browser a step further along holds the point too.
        assert_eq!(link.table_for(Some(&free(&[0, 1, 2, 5]))), Ok(now.clone()));
        assert_eq!(
            link.table_for(None),
            Err(TurnError::MissingBase { base: 3 })
        );
        assert_eq!(
            link.table_for(Some(&free(&[0, 1]))),
            Err(TurnError::MissingBase { base: 3 })
        );
        assert_eq!(
            link.table_for(Some(&free(&[0, 1, 3]))),
            Err(TurnError::MissingBase { base: 3 }),
            "a different history up to the point"
        );
        let message = TurnError::MissingBase { base: 3 }.to_string();
        assert!(message.contains("whole table"), "{message}");
    }

    #[test]
    fn turn_link_damaged_truncated_or_foreign_links_are_refused() {
        let link = turn_link("t-1", "Player 1", &free(&[0, 1, 2]), None);
        assert_eq!(
            read_turn_link(&link[..link.len() - 7]),
            Err(TurnError::Link(LinkError::Truncated))
        );
        let mut bad = link.clone();
        bad.replace_range(10..11, "*");
        assert_eq!(
            read_turn_link(&bad),
            Err(TurnError::Link(LinkError::BadCharacter('*')))
        );
        assert_eq!(
            read_turn_link(&game_link(&deity())),
            Err(TurnError::Link(LinkError::NotATurnLink))
        );
        assert_eq!(crate::import::read_link(&link), Err(LinkError::TurnLink));
        assert!(matches!(
            read_turn_link(&link.replacen("u1.", "u9.", 1)),
            Err(TurnError::Link(LinkError::NewerVersion { found: 9, .. }))
        ));
        // A whole table that does not replay is refused before anything is compared.
        let broken = turn_link("t-1", "", &unplayable_after(&[0]), None);
        assert!(matches!(
            read_turn_link(&broken),
            Err(TurnError::File(FileError::Game(_)))
        ));
        // Steps since a point that do not replay on it are refused too.
        let short = turn_link("t-1", "", &unplayable_after(&[0, 1]), Some(2));
        let link = read_turn_link(&short).expect("its shape is sound");
        assert!(matches!(
            link.table_for(Some(&free(&[0, 1]))),
            Err(TurnError::File(FileError::Game(_)))
        ));
    }

    /// The lengths the closing note of the turn-link work reports: `cargo test -p
    /// protoplay-engine turn_link_lengths -- --nocapture`. A Destiny table of four bots after
    /// 10, 50 and 200 moves and a free table after 100 actions, each whole and as one turn (the
    /// last seat's run of moves; the last 5 actions). The bound keeps a change that bloats turn
    /// links from passing unnoticed: a turn must fit a chat message (2,000 characters).
    #[test]
    fn turn_link_lengths() {
        use crate::rules::{SeatKind, SessionSetup, VariantValues};
        let game = registry::game("destiny").expect("registered");
        let setup = SessionSetup {
            seats: vec![SeatKind::Bot("greedy".into()); 4],
            seed: 21,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        let mut session = game.start(None, setup).expect("starts");
        for target in [10, 50, 200] {
            while session.save().cursor < target && session.outcome().is_none() {
                session.run_bots(1);
            }
            let save = session.save();
            let last = save.moves.last().map(|m| m.seat);
            let turn_start = save
                .moves
                .iter()
                .rposition(|m| Some(m.seat) != last)
                .map_or(0, |i| i + 1);
            let table = TableSave::Ruled(save);
            let whole = turn_link("table-1.abcde", "Player 1", &table, None);
            let turn = turn_link("table-1.abcde", "Player 1", &table, Some(turn_start));
            println!(
                "Destiny, 4 seats, after {} moves: whole {} characters, one turn ({} moves) {}",
                table.steps(),
                whole.len(),
                table.steps() - turn_start,
                turn.len()
            );
            assert!(turn.len() < 2000, "{}", turn.len());
        }
        let steps: Vec<u8> = (0..100u32).map(|i| (i * 7 % 8) as u8).collect();
        let table = free(&steps);
        let whole = turn_link("table-1.abcde", "Player 1", &table, None);
        let turn = turn_link("table-1.abcde", "Player 1", &table, Some(95));
        println!(
            "Deity (starter), free table after 100 actions: whole {} characters, the last 5 actions {}",
            whole.len(),
            turn.len()
        );
        assert!(turn.len() < 2000, "{}", turn.len());
    }

    /// What a library does with a link's table, as the page does it: the local copy is kept
    /// unless the link's holds it, and a fork keeps both. Returns the tables kept.
    fn kept_after(local: &TableSave, incoming: &TableSave) -> Vec<TableSave> {
        match bring(local, incoming) {
            Bring::Same | Bring::Older { .. } | Bring::Foreign => vec![local.clone()],
            Bring::FastForward { .. } => vec![incoming.clone()],
            Bring::Fork { .. } => vec![local.clone(), incoming.clone()],
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Whatever two people did from a common point, bringing one's link into the other's
        /// table loses neither, and bringing it again changes nothing.
        #[test]
        fn turn_link_bringing_never_loses_and_is_idempotent(
            common in prop::collection::vec(0u8..8, 0..6),
            mine in prop::collection::vec(0u8..8, 0..4),
            theirs in prop::collection::vec(0u8..8, 0..4),
            since in prop::bool::ANY,
        ) {
            let local = free(&[common.clone(), mine].concat());
            let sent = free(&[common.clone(), theirs].concat());
            let link = turn_link("t-1", "", &sent, since.then_some(common.len()));
            let incoming = read_turn_link(&link)
                .and_then(|l| l.table_for(Some(&local)))
                .expect("the local table holds the common point");
            prop_assert_eq!(&incoming, &if since {
                // A short link carries the history in effect only.
                let TableSave::Free(mut s) = sent.clone() else { unreachable!() };
                s.actions.truncate(s.cursor);
                TableSave::Free(s)
            } else {
                sent.clone()
            });
            let kept = kept_after(&local, &incoming);
            prop_assert!(kept.iter().any(|k| k.contains(&local)), "the local moves are kept");
            prop_assert!(kept.iter().any(|k| k.contains(&incoming)), "the link's moves are kept");
            // Again, into whichever kept table holds the link's moves: nothing more happens.
            let holder = kept.iter().find(|k| k.contains(&incoming)).expect("kept");
            let again = bring(holder, &incoming);
            prop_assert!(
                matches!(again, Bring::Same | Bring::Older { .. }),
                "brought again: {:?}", again
            );
        }
    }
}
