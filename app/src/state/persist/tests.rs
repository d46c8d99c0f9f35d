//! Two tabs, migration, damaged entries, backup and restore: each over [`MemoryKv`], where two
//! vaults sharing one store are two tabs of one browser. A tab hears the other only when a test
//! passes it the change, as the browser's `storage` event would (or does not, to play a race).

use std::collections::BTreeMap;

use protoplay_engine::def::GameDef;
use protoplay_engine::table::{Action, Game, ZoneRef};

use super::keys::{game_key, table_key};
use super::*;
use crate::state::library::{DamagedKind, LIBRARY_KEY, Library, TableEntry, TableSave};

pub(super) fn starter() -> GameDef {
    protoplay_engine::games::load("deity-starter")
        .expect("listed")
        .expect("valid")
}

pub(super) fn draw(player: u8) -> Action {
    Action::Draw {
        from: ZoneRef::shared("draw"),
        to: ZoneRef::of("hand", player),
        count: 1,
    }
}

pub(super) fn roll() -> Action {
    Action::Roll {
        dice: vec!["omen".into()],
    }
}

fn entry(id: &str, game: &Game, updated: f64) -> TableEntry {
    TableEntry {
        id: id.into(),
        title: "Deity (starter)".into(),
        updated,
        hot_seat: false,
        save: TableSave::Free(game.save()),
        turns: None,
    }
}

fn game_of(e: &TableEntry) -> Game {
    Game::load(e.free().expect("free").clone()).expect("loads")
}

/// A tab: its vault and its library.
struct Tab {
    vault: Vault<MemoryKv>,
    library: Library,
}

impl Tab {
    fn open(kv: &MemoryKv, tag: &str) -> Tab {
        let opened = Vault::open(kv.clone(), tag);
        assert!(opened.problems.is_empty(), "{:?}", opened.problems);
        Tab {
            vault: opened.vault,
            library: opened.library,
        }
    }

    /// Starts a table here, as "New game" does.
    fn new_table(&mut self, seed: u64) -> TableEntry {
        let id = self.library.fresh_id("table");
        let e = entry(&id, &Game::new(starter(), 2, seed).expect("sets up"), 1.0);
        let (outcome, error) = self.vault.save_table(&mut self.library, e.clone());
        assert_eq!((outcome, error), (SaveOutcome::Written, None));
        e
    }

    /// Takes an action at table `id` and saves it.
    fn act(&mut self, id: &str, action: Action) -> SaveOutcome {
        let mut game = game_of(self.library.table(id).expect("listed"));
        game.apply(action).expect("legal");
        let e = entry(id, &game, 2.0);
        let (outcome, error) = self.vault.save_table(&mut self.library, e);
        assert_eq!(error, None);
        outcome
    }

    /// Hears what the other tab wrote under `key`, as the `storage` event brings it.
    fn hear(&mut self, kv: &MemoryKv, key: &str, open: Option<&str>) -> Option<Remote> {
        let value = kv.snapshot().get(key).cloned();
        self.vault
            .on_remote(&mut self.library, Some(key), value.as_deref(), open)
    }
}

fn steps(kv: &MemoryKv, id: &str) -> usize {
    let text = kv.snapshot().get(&table_key(id)).cloned().expect("stored");
    let e = crate::state::library::read_table_value(serde_json::from_str(&text).expect("JSON"))
        .expect("reads");
    e.steps()
}

#[test]
fn two_tabs_starting_tables_at_once_both_keep_theirs() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let mut b = Tab::open(&kv, "bbbbb");
    // Neither has heard of the other's table: both pick "table-1" with their own tag.
    let ta = a.new_table(1);
    a.act(&ta.id, draw(0));
    let tb = b.new_table(2);
    assert_ne!(ta.id, tb.id);
    b.act(&tb.id, roll());
    // A reload of both: both tables are there with their moves.
    for tag in ["aaaaa", "bbbbb"] {
        let t = Tab::open(&kv, tag);
        assert_eq!(t.library.tables.len(), 2);
        assert_eq!(t.library.table(&ta.id).expect("A's").steps(), 1);
        assert_eq!(t.library.table(&tb.id).expect("B's").steps(), 1);
    }
}

#[test]
fn a_table_open_in_two_tabs_follows_the_newest_moves() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(3);
    let mut b = Tab::open(&kv, "bbbbb");
    let key = table_key(&t.id);
    // A places a counter (here: draws); B hears it and shows it.
    a.act(&t.id, draw(0));
    match b.hear(&kv, &key, Some(&t.id)) {
        Some(Remote::Changed(e)) => assert_eq!(e.steps(), 1),
        other => panic!("expected a change, got {other:?}"),
    }
    // B rolls: written, since B's history holds A's.
    assert_eq!(b.act(&t.id, roll()), SaveOutcome::Written);
    assert!(matches!(
        a.hear(&kv, &key, Some(&t.id)),
        Some(Remote::Changed(_))
    ));
    assert_eq!(steps(&kv, &t.id), 2);
    // A undoes; B follows the undo (it had nothing unsaved).
    let mut game = game_of(a.library.table(&t.id).expect("listed"));
    game.undo();
    let (outcome, _) = a.vault.save_table(&mut a.library, entry(&t.id, &game, 3.0));
    assert_eq!(outcome, SaveOutcome::Written);
    match b.hear(&kv, &key, Some(&t.id)) {
        Some(Remote::Changed(e)) => assert_eq!(e.steps(), 1),
        other => panic!("expected a change, got {other:?}"),
    }
    // A tab that is not showing the table only updates its list.
    let mut c = Tab::open(&kv, "ccccc");
    a.act(&t.id, draw(1));
    assert_eq!(c.hear(&kv, &key, None), None);
    assert_eq!(c.library.table(&t.id).expect("listed").steps(), 2);
}

#[test]
fn two_tabs_changing_one_table_different_ways_keep_both() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(4);
    let mut b = Tab::open(&kv, "bbbbb");
    // Both act before hearing of the other (a race the storage event cannot close).
    assert_eq!(a.act(&t.id, draw(0)), SaveOutcome::Written);
    let copy = match b.act(&t.id, roll()) {
        SaveOutcome::Copied(copy) => copy,
        other => panic!("expected a copy, got {other:?}"),
    };
    assert_ne!(copy.id, t.id);
    assert_eq!(copy.title, "Deity (starter) (copy)");
    // B's list shows A's version under the id and B's as the copy; storage holds both.
    assert_eq!(
        b.library.table(&t.id).expect("A's"),
        a.library.table(&t.id).expect("A's")
    );
    let reloaded = Tab::open(&kv, "ddddd");
    let a_game = game_of(reloaded.library.table(&t.id).expect("A's kept"));
    let b_game = game_of(reloaded.library.table(&copy.id).expect("B's kept"));
    assert_eq!(a_game.actions(), &[draw(0)]);
    assert_eq!(b_game.actions(), &[roll()]);
}

#[test]
fn an_undo_racing_another_tabs_move_shows_their_moves() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(5);
    a.act(&t.id, draw(0));
    let mut b = Tab::open(&kv, "bbbbb");
    a.act(&t.id, roll());
    // B undoes the draw without having heard of the roll: A's history holds all of B's.
    let mut game = game_of(b.library.table(&t.id).expect("listed"));
    game.undo();
    let (outcome, _) = b.vault.save_table(&mut b.library, entry(&t.id, &game, 3.0));
    match outcome {
        SaveOutcome::Newer(e) => assert_eq!(e.steps(), 2),
        other => panic!("expected theirs, got {other:?}"),
    }
    assert_eq!(steps(&kv, &t.id), 2, "nothing of A's was written over");
}

#[test]
fn a_table_deleted_in_another_tab_stays_open_and_can_be_kept() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(6);
    a.act(&t.id, draw(0));
    let mut b = Tab::open(&kv, "bbbbb");
    b.vault
        .delete_table(&mut b.library, &t.id)
        .expect("deleted");
    let last = match a.hear(&kv, &table_key(&t.id), Some(&t.id)) {
        Some(Remote::Deleted(last)) => last,
        other => panic!("expected deleted, got {other:?}"),
    };
    assert_eq!(last.steps(), 1);
    assert!(a.library.table(&t.id).is_none(), "gone from the list");
    // "Keep it": written back.
    let (outcome, _) = a.vault.save_table(&mut a.library, last);
    assert_eq!(outcome, SaveOutcome::Written);
    assert_eq!(steps(&kv, &t.id), 1);
    // Had A saved before hearing of the delete, its change would have brought it back too.
    b.hear(&kv, &table_key(&t.id), None);
    b.vault
        .delete_table(&mut b.library, &t.id)
        .expect("deleted");
    assert_eq!(a.act(&t.id, roll()), SaveOutcome::Recreated);
}

#[test]
fn a_delete_never_removes_what_another_tab_changed_meanwhile() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(7);
    let mut b = Tab::open(&kv, "bbbbb");
    a.act(&t.id, draw(0));
    assert_eq!(
        b.vault.delete_table(&mut b.library, &t.id),
        Err(DeleteError::ChangedElsewhere)
    );
    assert_eq!(
        b.library.table(&t.id).expect("shown as it is now").steps(),
        1
    );
    // Now that B has seen it, it can delete it.
    b.vault
        .delete_table(&mut b.library, &t.id)
        .expect("deleted");
    assert!(!kv.snapshot().contains_key(&table_key(&t.id)));
}

/// The names of the games a new tab finds, in order.
fn game_names(kv: &MemoryKv) -> Vec<String> {
    let mut names: Vec<_> = Tab::open(kv, "ccccc")
        .library
        .games
        .iter()
        .map(|g| g.name.clone())
        .collect();
    names.sort();
    names
}

#[test]
fn games_changed_in_two_tabs_keep_both() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let mut def = starter();
    def.id = a.library.fresh_id("game");
    let (saved, _) = a.vault.save_game(&mut a.library, def.clone());
    assert_eq!(saved, GameSaved::Written);
    let mut b = Tab::open(&kv, "bbbbb");
    let mut mine = def.clone();
    mine.name = "Mine".into();
    a.vault.save_game(&mut a.library, mine);
    let mut theirs = def.clone();
    theirs.name = "Theirs".into();
    let copy = match b.vault.save_game(&mut b.library, theirs) {
        (GameSaved::Copied(copy), None) => copy,
        other => panic!("expected a copy, got {other:?}"),
    };
    assert_eq!(copy.name, "Theirs (copy)");
    assert_eq!(game_names(&kv), ["Mine", "Theirs (copy)"]);
    // Another tab hears of game changes too.
    assert_eq!(b.hear(&kv, &game_key(&def.id), None), None);
    assert_eq!(b.library.game(&def.id).expect("listed").name, "Mine");
}

#[test]
fn a_draft_saved_after_hearing_another_tabs_save_of_its_game_keeps_both() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let mut def = starter();
    def.id = a.library.fresh_id("game");
    a.vault.save_game(&mut a.library, def.clone());
    // B opens the game in its editor; A saves a change, and B hears of it.
    let mut b = Tab::open(&kv, "bbbbb");
    let from = b.vault.game_base(&def.id);
    let mut theirs = def.clone();
    theirs.name = "Theirs".into();
    assert_eq!(
        a.vault.save_game(&mut a.library, theirs),
        (GameSaved::Written, None)
    );
    assert_eq!(b.hear(&kv, &game_key(&def.id), None), None);
    // B saves its draft, begun before A's change: A's stays, B's is a copy.
    let mut mine = def.clone();
    mine.name = "Mine".into();
    match b.vault.save_game_from(&mut b.library, mine, from) {
        (GameSaved::Copied(copy), None) => assert_eq!(copy.name, "Mine (copy)"),
        other => panic!("expected a copy, got {other:?}"),
    }
    assert_eq!(game_names(&kv), ["Mine (copy)", "Theirs"]);
}

#[test]
fn a_full_storage_keeps_changes_in_the_tab_and_merges_them_later() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(8);
    let mut b = Tab::open(&kv, "bbbbb");
    kv.set_limit(Some(kv.used()));
    let mut game = game_of(a.library.table(&t.id).expect("listed"));
    game.apply(draw(0)).expect("draws");
    let (outcome, error) = a.vault.save_table(&mut a.library, entry(&t.id, &game, 2.0));
    assert_eq!(
        (outcome, error),
        (SaveOutcome::NotWritten, Some(WriteError::Full))
    );
    assert_eq!(a.library.table(&t.id).expect("kept here").steps(), 1);
    // Room is made; B changes the table another way; A hears it and keeps both.
    kv.set_limit(None);
    b.act(&t.id, roll());
    match a.hear(&kv, &table_key(&t.id), Some(&t.id)) {
        Some(Remote::Copied(copy)) => {
            assert_eq!(game_of(&copy).actions(), &[draw(0)]);
            assert_eq!(steps(&kv, &copy.id), 1);
        }
        other => panic!("expected a copy, got {other:?}"),
    }
    assert_eq!(steps(&kv, &t.id), 1, "B's roll stays under the id");
}

fn legacy(library: &Library) -> String {
    library.to_json()
}

fn old_library() -> Library {
    let mut lib = Library::default();
    let mut g = Game::new(starter(), 3, 42).expect("sets up");
    g.apply(draw(0)).expect("draws");
    lib.put_table(entry("table-1", &g, 10.0));
    lib.put_table(entry(
        "table-2",
        &Game::new(starter(), 2, 1).expect("sets up"),
        20.0,
    ));
    let mut def = starter();
    def.id = "game-1".into();
    def.name = "My game".into();
    lib.put_game(def);
    lib
}

#[test]
fn the_old_library_moves_to_one_key_per_entry_without_losing_any() {
    let kv = MemoryKv::new();
    let old = old_library();
    let mut text: serde_json::Value = serde_json::from_str(&legacy(&old)).expect("json");
    let broken = serde_json::json!({"id": "bad", "saved": "not a save"});
    text["tables"]
        .as_array_mut()
        .expect("array")
        .push(broken.clone());
    let mut w = kv.clone();
    w.set(LIBRARY_KEY, &text.to_string()).expect("writes");
    // The old per-game slots belong to others and are never touched.
    w.set("protoplay.destiny", "{destiny}").expect("writes");
    w.set("protoplay.deity", "{deity}").expect("writes");

    let tab = Tab::open(&kv, "aaaaa");
    let stored = kv.snapshot();
    assert!(
        !stored.contains_key(LIBRARY_KEY),
        "the old document went once all moved"
    );
    assert_eq!(
        stored.get("protoplay.destiny").map(String::as_str),
        Some("{destiny}")
    );
    assert_eq!(
        stored.get("protoplay.deity").map(String::as_str),
        Some("{deity}")
    );
    for key in [
        "protoplay.table.table-1",
        "protoplay.table.table-2",
        "protoplay.game.game-1",
    ] {
        assert!(stored.contains_key(key), "{key}");
    }
    assert_eq!(
        stored.get("protoplay.table.bad"),
        Some(&broken.to_string()),
        "moved verbatim"
    );
    let mut expected = old.clone();
    expected.tag = "aaaaa".into();
    expected.sort();
    assert_eq!(tab.library.tables, expected.tables);
    assert_eq!(tab.library.games, expected.games);
    assert_eq!(tab.library.damaged.len(), 1);
    assert_eq!(
        tab.library.damaged[0].key.as_deref(),
        Some("protoplay.table.bad")
    );
    assert!(
        tab.library.damaged[0].reason.contains("missing field"),
        "{}",
        tab.library.damaged[0].reason
    );
}

#[test]
fn two_tabs_migrating_at_once_make_no_duplicates_and_lose_nothing() {
    let kv = MemoryKv::new();
    let old = old_library();
    let mut w = kv.clone();
    w.set(LIBRARY_KEY, &legacy(&old)).expect("writes");
    // Tab A migrates and plays on; tab B read the old document before A removed it, so it
    // migrates the same document again afterwards.
    let mut a = Tab::open(&kv, "aaaaa");
    a.act("table-1", roll());
    w.set(LIBRARY_KEY, &legacy(&old)).expect("B's stale view");
    let b = Tab::open(&kv, "bbbbb");
    assert_eq!(
        b.library.tables.len(),
        2,
        "no copies: A's table holds the old one's moves"
    );
    assert_eq!(
        b.library.table("table-1").expect("listed").steps(),
        2,
        "A's roll kept"
    );
    assert!(!kv.snapshot().contains_key(LIBRARY_KEY));
    // Had A gone another way (an undo, then another move), the old version comes in as a copy.
    let mut game = game_of(a.library.table("table-1").expect("listed"));
    game.undo();
    game.undo();
    game.apply(roll()).expect("rolls");
    a.vault
        .save_table(&mut a.library, entry("table-1", &game, 30.0));
    w.set(LIBRARY_KEY, &legacy(&old)).expect("B's stale view");
    let opened = Vault::open(kv.clone(), "ccccc");
    assert_eq!(opened.library.tables.len(), 3);
    assert!(
        opened.notes[0].contains("came in as a copy"),
        "{}",
        opened.notes[0]
    );
}

#[test]
fn a_migration_short_of_room_makes_room_or_keeps_the_rest_in_the_old_document() {
    let old = old_library();
    let text = legacy(&old);
    // Room for the old document and one entry more: the rest moves into the room the
    // document frees as it shrinks.
    let kv = MemoryKv::new();
    let mut w = kv.clone();
    w.set(LIBRARY_KEY, &text).expect("writes");
    let one = serde_json::to_string(&old.tables[0]).expect("json").len() + 40;
    kv.set_limit(Some(kv.used() + one));
    let opened = Vault::open(kv.clone(), "aaaaa");
    let shown: usize = opened.library.tables.len() + opened.library.games.len();
    assert_eq!(shown, 3, "everything is shown, moved or not");
    let stored = kv.snapshot();
    let moved = stored
        .keys()
        .filter(|k| k.starts_with("protoplay.table.") || k.starts_with("protoplay.game."))
        .count();
    let left = match stored.get(LIBRARY_KEY) {
        Some(doc) => {
            let (lib, _) = Library::parse(Some(doc));
            lib.tables.len() + lib.games.len()
        }
        None => 0,
    };
    assert_eq!(
        moved + left,
        3,
        "each entry is in its own key or still in the document"
    );
    assert!(moved >= 1, "room was made");
    // With room, the next load finishes the move.
    kv.set_limit(None);
    let again = Vault::open(kv.clone(), "aaaaa");
    assert!(!kv.snapshot().contains_key(LIBRARY_KEY));
    assert_eq!(again.library.tables.len() + again.library.games.len(), 3);
}

#[test]
fn an_unreadable_old_library_is_kept_aside_once_and_listed_as_damaged() {
    let kv = MemoryKv::new();
    let mut w = kv.clone();
    let raw = "{\"version\":1,\"tables\":[{\"id\":";
    w.set(LIBRARY_KEY, raw).expect("writes");
    let opened = Vault::open(kv.clone(), "aaaaa");
    let problem = &opened.problems[0];
    assert!(
        problem.message.contains("Nothing was deleted"),
        "{}",
        problem.message
    );
    assert_eq!(problem.raw, raw);
    let aside: Vec<_> = kv
        .snapshot()
        .into_iter()
        .filter(|(k, _)| k.starts_with("protoplay.library.unreadable-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].1, raw);
    assert!(!kv.snapshot().contains_key(LIBRARY_KEY));
    let d = &opened.library.damaged[0];
    assert_eq!(d.kind, DamagedKind::Library);
    assert_eq!(d.raw, raw);
    // Another tab loading the same document at once makes no second copy.
    w.set(LIBRARY_KEY, raw).expect("writes");
    let again = Vault::open(kv.clone(), "bbbbb");
    assert_eq!(again.library.damaged.len(), 1);
    // When it cannot be copied aside, it stays where it is.
    let full = MemoryKv::new();
    let mut f = full.clone();
    f.set(LIBRARY_KEY, raw).expect("writes");
    full.set_limit(Some(full.used()));
    let opened = Vault::open(full.clone(), "ccccc");
    assert!(opened.problems[0].message.contains("stays where it was"));
    assert_eq!(
        full.snapshot().get(LIBRARY_KEY).map(String::as_str),
        Some(raw)
    );
    assert_eq!(opened.library.damaged[0].key.as_deref(), Some(LIBRARY_KEY));
}

#[test]
fn damaged_entries_are_listed_with_their_reason_and_deleted_only_on_request() {
    let kv = MemoryKv::new();
    let mut w = kv.clone();
    w.set("protoplay.table.broken", "{\"id\":\"broken\",\"saved\":5}")
        .expect("writes");
    w.set("protoplay.game.nonsense", "not json")
        .expect("writes");
    let mut tab = Tab::open(&kv, "aaaaa");
    let t = tab.new_table(1);
    assert_eq!(tab.library.tables.len(), 1);
    let mut reasons: Vec<_> = tab
        .library
        .damaged
        .iter()
        .map(|d| (d.kind, d.key.clone().expect("has a key"), d.reason.clone()))
        .collect();
    reasons.sort_by(|a, b| a.1.cmp(&b.1));
    assert_eq!(reasons[0].0, DamagedKind::Game);
    assert!(
        reasons[0].2.starts_with("it is not valid JSON"),
        "{}",
        reasons[0].2
    );
    assert_eq!(reasons[1].0, DamagedKind::Table);
    // New ids never land on a damaged entry's id.
    assert_ne!(t.id, "broken");
    tab.vault
        .delete_damaged(&mut tab.library, "protoplay.table.broken")
        .expect("deleted");
    assert_eq!(tab.library.damaged.len(), 1);
    assert!(!kv.snapshot().contains_key("protoplay.table.broken"));
    // Another tab writing something unreadable over the open table: listed, never written
    // over; this tab's next save goes to a copy.
    w.set(&table_key(&t.id), "{oops").expect("writes");
    assert!(matches!(
        tab.hear(&kv, &table_key(&t.id), Some(&t.id)),
        Some(Remote::Unreadable(_))
    ));
    let game = Game::new(starter(), 2, 1).expect("sets up");
    match tab
        .vault
        .save_table(&mut tab.library, entry(&t.id, &game, 5.0))
    {
        (SaveOutcome::Copied(copy), None) => assert_ne!(copy.id, t.id),
        other => panic!("expected a copy, got {other:?}"),
    }
    assert_eq!(
        kv.snapshot().get(&table_key(&t.id)).map(String::as_str),
        Some("{oops")
    );
}

fn library_keys(kv: &MemoryKv) -> BTreeMap<String, String> {
    kv.snapshot()
        .into_iter()
        .filter(|(k, _)| super::keys::is_library_key(k))
        .collect()
}

#[test]
fn backup_then_restore_into_an_empty_browser_gives_the_same_library() {
    let kv = MemoryKv::new();
    let mut w = kv.clone();
    w.set(LIBRARY_KEY, &legacy(&old_library())).expect("writes");
    w.set("protoplay.table.broken", "{\"id\":\"broken\"")
        .expect("writes");
    let tab = Tab::open(&kv, "aaaaa");
    let file = backup_text(&tab.library, "0.1.0", 5.0);

    let fresh = MemoryKv::new();
    let mut other = Tab::open(&fresh, "bbbbb");
    let done = other
        .vault
        .restore(&mut other.library, read_backup(&file).expect("reads"));
    assert_eq!(
        (done.tables, done.games, done.damaged),
        (2, 1, 1),
        "{done:?}"
    );
    assert!(done.copies.is_empty());
    assert_eq!(library_keys(&fresh), library_keys(&kv));
    let reloaded = Tab::open(&fresh, "ccccc");
    assert_eq!(reloaded.library.tables, tab.library.tables);
    assert_eq!(reloaded.library.games, tab.library.games);
    assert_eq!(reloaded.library.damaged, tab.library.damaged);
    // Restoring again adds nothing.
    let again = other
        .vault
        .restore(&mut other.library, read_backup(&file).expect("reads"));
    assert_eq!(again.already, 4, "{again:?}");
    assert_eq!(library_keys(&fresh), library_keys(&kv));
}

#[test]
fn a_restore_never_writes_over_and_brings_a_different_entry_as_a_copy() {
    let kv = MemoryKv::new();
    let mut tab = Tab::open(&kv, "aaaaa");
    let t = tab.new_table(1);
    let file = backup_text(&tab.library, "0.1.0", 5.0);
    // Here the table went another way since the backup; a table further along counts as here.
    let mut game = game_of(&t);
    game.apply(roll()).expect("rolls");
    tab.vault
        .save_table(&mut tab.library, entry(&t.id, &game, 9.0));
    let done = tab
        .vault
        .restore(&mut tab.library, read_backup(&file).expect("reads"));
    assert_eq!((done.already, done.copies.len()), (1, 0), "{done:?}");
    // Here it is now another table altogether (another seed) under the same id.
    let mut other = Game::new(starter(), 2, 2).expect("sets up");
    other.apply(draw(1)).expect("draws");
    tab.vault
        .delete_table(&mut tab.library, &t.id)
        .expect("deleted");
    tab.vault
        .save_table(&mut tab.library, entry(&t.id, &other, 9.0));
    let done = tab
        .vault
        .restore(&mut tab.library, read_backup(&file).expect("reads"));
    assert_eq!(done.copies, ["Deity (starter) (restored copy)"]);
    assert_eq!(
        tab.library.table(&t.id).expect("kept").steps(),
        1,
        "not written over"
    );
    assert!(
        done.message().contains("came in as a copy"),
        "{}",
        done.message()
    );
}

#[test]
fn usage_counts_every_key_the_site_holds() {
    let kv = MemoryKv::new();
    let mut w = kv.clone();
    w.set("protoplay.deity", &"x".repeat(1000)).expect("writes");
    let mut tab = Tab::open(&kv, "aaaaa");
    tab.new_table(1);
    let u = tab.vault.usage();
    assert_eq!(u.site, kv.used());
    assert_eq!(u.site - u.library, "protoplay.deity".len() + 1000);
    assert_eq!(tab.vault.table_sizes().values().sum::<usize>(), u.library);
}

/// The actions of a long table: draw, put the card back under the deck, roll, place and take
/// away a counter, next turn; over and over (the browser test builds the same table).
fn long_table(actions: usize) -> Game {
    use protoplay_engine::table::{Place, Position};
    let mut game = Game::new(starter(), 2, 11).expect("sets up");
    let mut n = 0;
    while game.recorded() < actions {
        let p = game.table().active;
        let at = Place::hex("world", n % 5 - 2, 0);
        let cycle = [
            draw(p),
            Action::MoveCard {
                from: ZoneRef::of("hand", p),
                index: 0,
                to: ZoneRef::shared("draw"),
                position: Position::Bottom,
                face_up: None,
            },
            roll(),
            Action::PlaceCounter {
                counter: "population".into(),
                owner: Some(p),
                at: at.clone(),
                count: 1,
            },
            Action::RemoveCounter {
                counter: "population".into(),
                owner: Some(p),
                at,
                count: 1,
            },
            Action::NextTurn,
        ];
        for a in cycle {
            if game.recorded() < actions {
                game.apply(a).expect("legal");
            }
        }
        n += 1;
    }
    game
}

/// A table with 10,000 actions goes through the vault and back unchanged; prints its stored
/// size and the native times (`cargo test -p protoplay-app ten_thousand -- --nocapture`; the
/// browser's numbers come from `tests/e2e/storage.spec.ts`).
#[test]
fn a_table_of_ten_thousand_actions_saves_and_loads() {
    let game = long_table(10_000);
    let kv = MemoryKv::new();
    let mut tab = Tab::open(&kv, "aaaaa");
    let e = entry("long", &game, 1.0);
    let started = std::time::Instant::now();
    let (outcome, _) = tab.vault.save_table(&mut tab.library, e.clone());
    let save = started.elapsed();
    assert_eq!(outcome, SaveOutcome::Written);
    let size = kv.used();
    let started = std::time::Instant::now();
    let back = Tab::open(&kv, "bbbbb");
    let loaded = game_of(back.library.table("long").expect("listed"));
    let load = started.elapsed();
    assert_eq!(loaded.table(), game.table());
    assert_eq!(loaded.recorded(), 10_000);
    println!(
        "10,000-action table: {size} characters stored; save {save:?}, load and replay {load:?} (native, unoptimised app code)"
    );
}

/// The page before the reader of stored tables arrives: a tab that cannot read tables leaves
/// them in storage untouched (and an old library unmigrated), lists none, and reads them all,
/// those written meanwhile by another tab too, once it can.
#[test]
fn tables_wait_unread_and_untouched_until_they_can_be_read() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let first = a.new_table(1);
    let mut w = kv.clone();
    w.set(
        &table_key("bad"),
        "{\"id\":\"bad\",\"saved\":\"not a save\"}",
    )
    .expect("writes");
    w.set(LIBRARY_KEY, &legacy(&old_library())).expect("writes");
    let before = kv.snapshot();

    crate::state::library::withhold_table_reader();
    let mut b = Tab::open(&kv, "bbbbb");
    assert!(b.library.tables.is_empty() && b.library.damaged.is_empty());
    assert!(b.vault.has_unread());
    assert_eq!(kv.snapshot(), before, "nothing written, nothing migrated");
    // Another tab (which can read tables: the two tabs share this thread) starts a table; it is
    // heard here, and waits too.
    let mut in_a = |f: &mut dyn FnMut(&mut Tab)| {
        crate::state::library::hold_table_reader();
        f(&mut a);
        crate::state::library::withhold_table_reader();
    };
    let mut second = None;
    in_a(&mut |a| second = Some(a.new_table(2)));
    let second = second.expect("started");
    assert_eq!(b.hear(&kv, &table_key(&second.id), None), None);
    assert!(b.library.tables.is_empty() && b.library.damaged.is_empty());
    assert_eq!(
        b.vault.read_unread(&mut b.library, None),
        None,
        "still unreadable"
    );
    assert!(b.vault.has_unread());

    // A table deleted elsewhere needs no reading: it goes at once.
    let mut third = None;
    in_a(&mut |a| third = Some(a.new_table(3)));
    let third = third.expect("started");
    b.hear(&kv, &table_key(&third.id), None);
    let mut w = kv.clone();
    w.remove(&table_key(&third.id)).expect("removes");
    b.hear(&kv, &table_key(&third.id), None);
    // A save here is refused rather than weighed against what cannot be read: nothing is
    // written, and nothing stored is called damaged.
    let before = kv.snapshot();
    let mine = entry(
        &first.id,
        &Game::new(starter(), 2, 9).expect("sets up"),
        5.0,
    );
    let (outcome, error) = b.vault.save_table(&mut b.library, mine);
    assert_eq!(outcome, SaveOutcome::NotWritten);
    assert!(error.is_some());
    assert_eq!(kv.snapshot(), before);
    assert!(b.library.damaged.is_empty());
    b.library.remove_table(&first.id);

    crate::state::library::hold_table_reader();
    assert_eq!(b.vault.read_unread(&mut b.library, None), None);
    // The old document still waits, for the next opening.
    assert!(b.vault.has_unread());
    assert!(b.library.table(&first.id).is_some() && b.library.table(&second.id).is_some());
    assert!(b.library.table(&third.id).is_none());
    assert_eq!(b.library.damaged.len(), 1);
    assert_eq!(
        b.library.damaged[0].key.as_deref(),
        Some("protoplay.table.bad")
    );
    // The old library is moved at the next opening, as any other.
    let c = Tab::open(&kv, "ccccc");
    assert!(!kv.snapshot().contains_key(LIBRARY_KEY));
    assert_eq!(c.library.tables.len(), 4);
    assert!(!c.vault.has_unread());
}

/// Another tab clearing storage while this one cannot read tables: its own open table, left
/// unread, is not reported deleted.
#[test]
fn a_reload_without_the_reader_does_not_call_an_unread_open_table_deleted() {
    let kv = MemoryKv::new();
    let mut a = Tab::open(&kv, "aaaaa");
    let t = a.new_table(1);
    crate::state::library::withhold_table_reader();
    let remote = a
        .vault
        .on_remote(&mut a.library, None, None, Some(t.id.as_str()));
    assert_eq!(remote, None);
    assert!(a.vault.has_unread());
    crate::state::library::hold_table_reader();
    let remote = a.vault.read_unread(&mut a.library, Some(t.id.as_str()));
    assert!(matches!(remote, Some(Remote::Changed(_))), "{remote:?}");
    assert_eq!(a.library.table(&t.id), Some(&t));
}
