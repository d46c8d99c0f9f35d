//! Playing one table at a distance by turn links, on the library's side: which entry a link's
//! table goes into, what becomes of it (taken, already there, older, or kept beside the local
//! one), and the link a person sends back.
//!
//! Reading links and comparing histories is the engine's (`engine::import::turn`); this module
//! only decides what changes in the library, and never loses a move: a link whose history does
//! not start with the local one is kept as a copy beside it. Plain Rust, tested natively.

use protoplay_engine::import::{Body, Bring, Content, TurnError, TurnLink, bring, turn_link};

use super::library::{Known, Library, TableEntry, Turns};

/// What bringing a turn link into the library did.
#[derive(Clone, Debug, PartialEq)]
pub enum Brought {
    /// This browser does not hold the table: it is offered for import as a new table, as any
    /// share link is, and keeps the table's identity (`turns`) when imported.
    NotHeld { content: Box<Content>, turns: Turns },
    /// The link went further from where this browser was: its moves were taken.
    Forward {
        id: String,
        /// The local steps in effect before.
        from: usize,
        to: usize,
    },
    /// This browser already holds exactly these moves.
    Same { id: String },
    /// This browser's table has gone further than the link: nothing changed.
    Older {
        id: String,
        theirs: usize,
        yours: usize,
    },
    /// Both moved on from the first `common` steps: the link's table was kept as a copy,
    /// `theirs`, beside `mine`.
    Forked {
        mine: String,
        theirs: String,
        common: usize,
    },
}

impl Brought {
    /// The entry to show.
    pub fn id(&self) -> Option<&str> {
        match self {
            Brought::NotHeld { .. } => None,
            Brought::Forward { id, .. } | Brought::Same { id } | Brought::Older { id, .. } => {
                Some(id)
            }
            Brought::Forked { mine, .. } => Some(mine),
        }
    }

    /// What the person reads. `sender` is how the link names who sent it.
    pub fn message(&self, sender: &str, steps: &str) -> String {
        let who = if sender.is_empty() {
            "The other player"
        } else {
            sender
        };
        match self {
            Brought::NotHeld { .. } => String::new(),
            Brought::Forward { from, to, .. } => {
                let n = to - from;
                let what = if n == 1 {
                    format!("1 {steps}")
                } else {
                    format!("{n} {steps}s")
                };
                format!(
                    "{who} played {what}: they are highlighted in the log. Your turn link brings the table back to them."
                )
            }
            Brought::Same { .. } => format!(
                "This link holds exactly what your table holds ({who}'s last {steps} included): nothing changed."
            ),
            Brought::Older { theirs, yours, .. } => format!(
                "This link is older than your table: it stops at {steps} {theirs}, yours is at {steps} {yours}. Nothing was changed."
            ),
            Brought::Forked { common, .. } => format!(
                "You and {who} both went on from {steps} {common}. Both are kept: pick the one to continue."
            ),
        }
    }
}

/// A point of `entry`'s history: its first `steps` in effect.
fn known(entry: &TableEntry, steps: usize) -> Option<Known> {
    Some(Known {
        steps,
        print: entry.save.print(steps)?,
    })
}

/// Brings a turn link's table into `library`. Returns what happened and the ids of the entries
/// it changed or added (to be saved), or why the link cannot be brought (nothing changed).
pub fn bring_turn(
    library: &mut Library,
    link: &TurnLink,
    now: f64,
) -> Result<(Brought, Vec<String>), TurnError> {
    let held: Vec<&TableEntry> = library
        .tables
        .iter()
        .filter(|t| t.turns.as_ref().is_some_and(|k| k.id == link.table))
        .collect();
    if held.is_empty() {
        return match &link.body {
            Body::Whole(_) => {
                let table = link.table_for(None)?;
                let content = table.check()?;
                Ok((
                    Brought::NotHeld {
                        content: Box::new(content),
                        turns: Turns {
                            id: link.table.clone(),
                            me: None,
                            known: Some(Known {
                                steps: table.steps(),
                                print: table.print(table.steps()).unwrap_or_default(),
                            }),
                        },
                    },
                    Vec::new(),
                ))
            }
            Body::Since { base, .. } => Err(TurnError::MissingBase { base: *base }),
        };
    }
    // The link's table as each held copy reads it (a short link needs the copy's history).
    let mut first_error = None;
    let mut read = Vec::new();
    for entry in held {
        match link.table_for(Some(&entry.save)) {
            Ok(table) => {
                let how = bring(&entry.save, &table);
                read.push((entry.id.clone(), entry.updated, table, how));
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    read.retain(|(.., how)| *how != Bring::Foreign);
    if read.is_empty() {
        return Err(first_error.unwrap_or(TurnError::Foreign));
    }
    // Where the link's moves already are, nothing is done; else a copy it extends takes them;
    // else the most recent copy is kept and the link's table goes beside it.
    let rank = |how: &Bring| match how {
        Bring::Same => 0,
        Bring::Older { .. } => 1,
        Bring::FastForward { .. } => 2,
        Bring::Fork { .. } | Bring::Foreign => 3,
    };
    protoplay_engine::sort::sort_by(&mut read, |a, b| {
        rank(&a.3).cmp(&rank(&b.3)).then(b.1.total_cmp(&a.1))
    });
    let (id, _, table, how) = read.swap_remove(0);
    let steps = table.steps();
    let Some(entry) = library.tables.iter_mut().find(|t| t.id == id) else {
        return Err(TurnError::Foreign);
    };
    let (brought, changed) = match how {
        Bring::Same | Bring::Older { .. } => {
            let brought = match how {
                Bring::Older { theirs, yours } => Brought::Older {
                    id: id.clone(),
                    theirs,
                    yours,
                },
                _ => Brought::Same { id: id.clone() },
            };
            // The sender holds the link's history: the next link needs only what follows it.
            let point = known(entry, steps);
            let turns = entry.turns.get_or_insert_with(|| Turns {
                id: link.table.clone(),
                me: None,
                known: None,
            });
            if turns.known == point {
                (brought, Vec::new())
            } else {
                turns.known = point;
                (brought, vec![id])
            }
        }
        Bring::FastForward { from, to } => {
            entry.save = table;
            entry.updated = now;
            let point = known(entry, to);
            if let Some(turns) = entry.turns.as_mut() {
                turns.known = point;
            }
            (
                Brought::Forward {
                    id: id.clone(),
                    from,
                    to,
                },
                vec![id],
            )
        }
        Bring::Fork { common } => {
            let mut copy = entry.clone();
            let sender = if link.from.is_empty() {
                "the other player"
            } else {
                link.from.as_str()
            };
            copy.title = format!("{} (from {sender})", entry.title);
            copy.save = table;
            copy.updated = now;
            let point = known(&copy, steps);
            if let Some(turns) = copy.turns.as_mut() {
                turns.known = point;
            }
            copy.id = library.fresh_id("table");
            let theirs = copy.id.clone();
            library.put_table(copy);
            (
                Brought::Forked {
                    mine: id,
                    theirs: theirs.clone(),
                    common,
                },
                vec![theirs],
            )
        }
        Bring::Foreign => return Err(TurnError::Foreign),
    };
    Ok((brought, changed))
}

/// A turn link ready to send, and what it carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sending {
    pub link: String,
    /// It carries only the steps since the point the other side is known to hold.
    pub short: bool,
    /// The same turn as a whole table, for a recipient who does not hold that point.
    pub whole: String,
}

/// The table's identity for turn links: the one it has, or a new one made of its entry id and
/// `tag` (random characters, so two browsers never give the same one).
pub fn identity(entry: &TableEntry, tag: &str) -> Turns {
    entry.turns.clone().unwrap_or_else(|| Turns {
        id: format!("{}.{tag}", entry.id),
        me: None,
        known: None,
    })
}

/// The turn links of `entry` (whose identity is `turns`), sent by `from`.
pub fn send(entry: &TableEntry, turns: &Turns, from: &str) -> Sending {
    let whole = turn_link(&turns.id, from, &entry.save, None);
    // A short link only when the table still holds the point the other side has (an undo past
    // it would make the point another history).
    let since = turns
        .known
        .filter(|k| entry.save.print(k.steps) == Some(k.print))
        .map(|k| k.steps);
    match since {
        Some(n) => {
            let link = turn_link(&turns.id, from, &entry.save, Some(n));
            Sending {
                short: link.len() < whole.len(),
                link: if link.len() < whole.len() {
                    link
                } else {
                    whole.clone()
                },
                whole,
            }
        }
        None => Sending {
            link: whole.clone(),
            short: false,
            whole,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::library::TableSave;
    use protoplay_engine::import::read_turn_link;
    use protoplay_engine::table::{Action, Game, ZoneRef};

    fn starter() -> protoplay_engine::def::GameDef {
        protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    fn step(k: u8) -> Action {
        match k % 3 {
            0 => Action::Roll {
                dice: vec!["omen".into()],
            },
            1 => Action::Draw {
                from: ZoneRef::shared("draw"),
                to: ZoneRef::of("hand", 0),
                count: 1,
            },
            _ => Action::NextTurn,
        }
    }

    fn table(id: &str, steps: &[u8]) -> TableEntry {
        let mut game = Game::new(starter(), 2, 3).expect("sets up");
        for &k in steps {
            game.apply(step(k)).expect("legal");
        }
        TableEntry {
            id: id.into(),
            title: "Harbour".into(),
            updated: 1.0,
            hot_seat: false,
            save: TableSave::Free(game.save()),
            turns: None,
        }
    }

    fn read(sending: &str) -> TurnLink {
        read_turn_link(sending).expect("reads")
    }

    /// Alice's browser and Bob's, each a library.
    fn two_browsers() -> (Library, Library) {
        (Library::default(), Library::default())
    }

    #[test]
    fn a_turn_goes_there_and_back_and_each_side_takes_the_others_moves() {
        let (mut alice, mut bob) = two_browsers();
        let mut mine = table("table-1", &[0, 1]);
        let turns = identity(&mine, "abcde");
        mine.turns = Some(turns.clone());
        alice.put_table(mine.clone());
        let sent = send(&mine, &turns, "Player 1");
        assert!(!sent.short, "Bob holds nothing yet");
        // Bob does not hold the table: it is offered as a new one, with its identity.
        let (brought, changed) = bring_turn(&mut bob, &read(&sent.link), 2.0).expect("brought");
        let Brought::NotHeld { turns: theirs, .. } = brought else {
            panic!("{brought:?}")
        };
        assert!(changed.is_empty());
        assert_eq!(theirs.id, turns.id);
        assert_eq!(theirs.known.map(|k| k.steps), Some(2));
        let mut at_bob = mine.clone();
        at_bob.id = "table-7".into();
        at_bob.turns = Some(theirs);
        bob.put_table(at_bob.clone());
        // Bob plays two steps and sends only those.
        let mut played = table("table-7", &[0, 1, 2, 0]);
        played.turns = at_bob.turns.clone();
        bob.put_table(played.clone());
        let back = send(&played, played.turns.as_ref().expect("shared"), "Player 2");
        assert!(back.short);
        assert!(back.link.len() < back.whole.len());
        let (brought, changed) = bring_turn(&mut alice, &read(&back.link), 3.0).expect("brought");
        assert_eq!(
            brought,
            Brought::Forward {
                id: "table-1".into(),
                from: 2,
                to: 4
            }
        );
        assert_eq!(changed, vec!["table-1".to_string()]);
        let now = alice.table("table-1").expect("kept");
        assert_eq!(now.save, played.save, "Alice's table is Bob's now");
        assert_eq!(
            now.turns.as_ref().and_then(|t| t.known).map(|k| k.steps),
            Some(4)
        );
        assert_eq!(alice.tables.len(), 1, "no copy");
        // The same link again changes nothing.
        let (again, changed) = bring_turn(&mut alice, &read(&back.link), 4.0).expect("brought");
        assert_eq!(
            again,
            Brought::Same {
                id: "table-1".into()
            }
        );
        assert!(changed.is_empty());
        assert!(
            brought
                .message("Player 2", "step")
                .starts_with("Player 2 played 2 steps"),
            "{}",
            brought.message("Player 2", "step")
        );
    }

    #[test]
    fn an_older_link_changes_nothing() {
        let mut lib = Library::default();
        let mut mine = table("table-1", &[0, 1, 2, 0]);
        let turns = identity(&mine, "x");
        mine.turns = Some(turns.clone());
        lib.put_table(mine.clone());
        let mut old = table("table-1", &[0, 1]);
        old.turns = Some(turns.clone());
        let link = send(&old, &turns, "Player 2");
        let (brought, _) = bring_turn(&mut lib, &read(&link.link), 2.0).expect("brought");
        assert_eq!(
            brought,
            Brought::Older {
                id: "table-1".into(),
                theirs: 2,
                yours: 4
            }
        );
        assert_eq!(lib.table("table-1").map(|t| &t.save), Some(&mine.save));
        assert_eq!(lib.tables.len(), 1);
    }

    #[test]
    fn when_both_moved_both_are_kept_and_bringing_again_makes_no_second_copy() {
        let mut lib = Library::default();
        let mut mine = table("table-1", &[0, 1, 0]);
        let turns = identity(&mine, "x");
        mine.turns = Some(turns.clone());
        lib.put_table(mine.clone());
        let mut theirs = table("table-9", &[0, 1, 2, 2]);
        theirs.turns = Some(turns.clone());
        let link = read(&send(&theirs, &turns, "Player 2").link);
        let (brought, changed) = bring_turn(&mut lib, &link, 2.0).expect("brought");
        let Brought::Forked {
            mine: m,
            theirs: t,
            common,
        } = brought.clone()
        else {
            panic!("{brought:?}")
        };
        assert_eq!((m.as_str(), common), ("table-1", 2));
        assert_eq!(changed, vec![t.clone()]);
        assert_eq!(lib.table("table-1").map(|e| &e.save), Some(&mine.save));
        let copy = lib.table(&t).expect("kept");
        assert_eq!(copy.save, theirs.save);
        assert_eq!(copy.title, "Harbour (from Player 2)");
        assert_eq!(
            copy.turns.as_ref().map(|k| k.id.as_str()),
            Some(turns.id.as_str())
        );
        // Again: the copy holds it already.
        let (again, changed) = bring_turn(&mut lib, &link, 3.0).expect("brought");
        assert_eq!(again, Brought::Same { id: t });
        assert!(changed.is_empty());
        assert_eq!(lib.tables.len(), 2);
    }

    #[test]
    fn a_short_link_to_a_browser_without_its_point_changes_nothing_and_says_why() {
        let mut lib = Library::default();
        let mut mine = table("table-1", &[0]);
        let mut turns = identity(&mine, "x");
        mine.turns = Some(turns.clone());
        lib.put_table(mine.clone());
        let far = table("table-1", &[0, 1, 2, 0, 1]);
        turns.known = known(&far, 3);
        let link = send(&far, &turns, "Player 2");
        assert!(link.short);
        let before = lib.clone();
        let e = bring_turn(&mut lib, &read(&link.link), 2.0).expect_err("lacks move 3");
        assert_eq!(e, TurnError::MissingBase { base: 3 });
        assert_eq!(lib, before);
        // Nor where the table is not held at all.
        let e = bring_turn(&mut Library::default(), &read(&link.link), 2.0).expect_err("nothing");
        assert_eq!(e, TurnError::MissingBase { base: 3 });
        // The whole link works.
        let (brought, _) = bring_turn(&mut lib, &read(&link.whole), 2.0).expect("brought");
        assert!(
            matches!(brought, Brought::Forward { from: 1, to: 5, .. }),
            "{brought:?}"
        );
    }

    #[test]
    fn a_link_naming_a_held_table_with_another_set_up_is_refused() {
        let mut lib = Library::default();
        let mut mine = table("table-1", &[0]);
        let turns = identity(&mine, "x");
        mine.turns = Some(turns.clone());
        lib.put_table(mine);
        let mut other = Game::new(starter(), 3, 3).expect("sets up");
        other.apply(step(0)).expect("legal");
        let mut other = TableEntry {
            save: TableSave::Free(other.save()),
            ..table("table-2", &[])
        };
        other.turns = Some(turns.clone());
        let before = lib.clone();
        let e = bring_turn(&mut lib, &read(&send(&other, &turns, "").link), 2.0)
            .expect_err("another table");
        assert_eq!(e, TurnError::Foreign);
        assert_eq!(lib, before);
    }

    #[test]
    fn a_short_link_is_not_made_from_a_point_the_table_no_longer_holds() {
        let mine = table("table-1", &[0, 1, 2]);
        let mut turns = identity(&mine, "x");
        // The other side holds a history this table undid and replaced.
        turns.known = known(&table("table-1", &[0, 0, 1]), 3);
        let sent = send(&mine, &turns, "");
        assert!(!sent.short);
        assert_eq!(sent.link, sent.whole);
    }
}
