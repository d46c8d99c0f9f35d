//! The limits on what a link, a file or a saved table may hold, as the page meets them: a short
//! link that asks for something huge is refused in words before it is built, and whatever is
//! accepted (or played up to the limits) is exported and imported again unchanged.

use protoplay_engine::def::GameDef;
use protoplay_engine::import::{
    Content, game_link, game_to_file, read_file, read_link, table_link, table_to_file,
};
use protoplay_engine::limits::{MAX_ACTIONS, MAX_FILE_BYTES, MAX_PARTS};
use protoplay_engine::table::{Action, Game, MAX_NOTE, Place, SAVE_VERSION, SavedGame};

fn deity() -> GameDef {
    protoplay_engine::games::load("deity-starter")
        .expect("listed")
        .expect("valid")
}

/// A saved Deity table of `actions`, written directly (a table in play stops at the limits).
fn saved(def: GameDef, actions: Vec<Action>) -> SavedGame {
    SavedGame {
        version: SAVE_VERSION,
        def,
        players: 2,
        seed: 1,
        cursor: actions.len(),
        actions,
    }
}

/// Refused, with the words `said` in the reason.
fn refused_saying(link: &str, said: &str) {
    match read_link(link) {
        Ok(content) => panic!("accepted: {}", content.summary()),
        Err(e) => assert!(e.to_string().contains(said), "{e}"),
    }
}

/// A short link that unpacks into a game of very many phases.
#[test]
fn a_short_link_to_a_game_of_500000_phases_is_refused_naming_its_phases() {
    let mut def = deity();
    def.phases = vec![String::new(); 500_000];
    let link = game_link(&def);
    assert!(link.len() < 10_000, "a short link: {}", link.len());
    refused_saying(
        &link,
        "the game holds 500,000 phases; at most 1,000 are read",
    );
}

/// A short link to a free table with a huge deck played for thousands of actions, whose
/// replay (each step kept for undo holding every card) would hold the page for seconds.
#[test]
fn a_short_link_to_a_huge_deck_played_for_thousands_of_actions_is_refused_before_replay() {
    let mut def = deity();
    def.decks[0].cards[0].count = 199_000;
    let link = table_link(&saved(def, vec![Action::NextTurn; 3_000]));
    assert!(link.len() < 5_000, "a short link: {}", link.len());
    let clock = std::time::Instant::now();
    refused_saying(
        &link,
        "the table holds 3,000 actions of a game whose table holds 199,",
    );
    assert!(
        clock.elapsed().as_secs() < 5,
        "refused before the table was built: {:?}",
        clock.elapsed()
    );
}

/// A link holding more actions than a table may hold.
#[test]
fn a_link_of_300001_actions_is_refused_by_its_count() {
    let link = table_link(&saved(deity(), vec![Action::NextTurn; 300_001]));
    refused_saying(
        &link,
        "the table holds 300,001 actions; at most 100,000 are read",
    );
}

/// Actions that replay on Deity's starter map and write as a few dozen bytes of compact JSON
/// but several times that in a pretty file: a counter placed and taken away again.
fn place_and_remove(n: usize) -> Vec<Action> {
    let at = Place::hex("world", 0, 0);
    (0..n)
        .map(|i| {
            let (counter, owner) = ("blight".to_string(), None);
            let at = at.clone();
            if i % 2 == 0 {
                Action::PlaceCounter {
                    counter,
                    owner,
                    at,
                    count: 1,
                }
            } else {
                Action::RemoveCounter {
                    counter,
                    owner,
                    at,
                    count: 1,
                }
            }
        })
        .collect()
}

/// Whatever is accepted can be exported and imported again: a link and a compact file whose
/// table fits their own limits but not a pretty-printed file are refused on the way in,
/// naming the file's size.
#[test]
fn a_link_or_file_whose_table_would_not_fit_a_file_is_refused_on_the_way_in() {
    let table = saved(deity(), place_and_remove(40_000));
    let compact = serde_json::to_string(&table).expect("serialises");
    assert!(compact.len() < MAX_FILE_BYTES, "{}", compact.len());
    let pretty = serde_json::to_string_pretty(&table).expect("serialises");
    assert!(pretty.len() > MAX_FILE_BYTES, "{}", pretty.len());
    let said = "the table, written as a file, would be ";
    refused_saying(&table_link(&table), said);
    match read_file(&compact) {
        Ok(_) => panic!(
            "accepted a table whose file would be {} bytes",
            pretty.len()
        ),
        Err(e) => assert!(e.to_string().contains(said), "{e}"),
    }
}

/// Exported as a file and as a link, and both imported again as the same table.
fn round_trips(game: &Game) {
    let save = game.save();
    let file = table_to_file(&save).expect("a table played within the limits fits a file");
    assert!(file.len() <= MAX_FILE_BYTES);
    assert_eq!(read_file(&file), Ok(Content::Table(save.clone())));
    assert_eq!(read_link(&table_link(&save)), Ok(Content::Table(save)));
}

/// The way out keeps the limits of the way in: a table played to the most actions it holds
/// takes no more, and is exported and imported again.
#[test]
fn a_table_played_to_the_most_actions_exports_and_imports_again() {
    let mut game = Game::new(deity(), 2, 1).expect("sets up");
    for _ in 0..MAX_ACTIONS {
        game.apply(Action::NextTurn).expect("room for it");
    }
    let e = game.apply(Action::NextTurn).expect_err("full");
    assert!(
        e.to_string()
            .starts_with("this table holds all it can keep"),
        "{e}"
    );
    round_trips(&game);
}

/// The same for a table whose notes fill its file.
#[test]
fn a_table_played_until_its_file_is_full_exports_and_imports_again() {
    let mut game = Game::new(deity(), 2, 1).expect("sets up");
    let text = "é".repeat(MAX_NOTE);
    // Each note takes a few kilobytes of the file's five megabytes.
    let mut notes = 0;
    while notes < 5_000 && game.apply(Action::Note { text: text.clone() }).is_ok() {
        notes += 1;
    }
    assert!((1_000..5_000).contains(&notes), "{notes} notes");
    let file = table_to_file(&game.save()).expect("fits");
    assert!(
        file.len() > MAX_FILE_BYTES - 10_000,
        "filled to the limit: {}",
        file.len()
    );
    round_trips(&game);
}

/// A game with every list at its limit and the most cards is exported and imported again.
#[test]
fn a_game_at_the_limits_exports_and_imports_again() {
    let mut def = deity();
    def.phases = (0..MAX_PARTS).map(|i| format!("Phase {i}")).collect();
    def.decks[0].cards[0].count += u32::try_from(
        protoplay_engine::def::MAX_CARDS - def.decks.iter().map(|d| d.size()).sum::<usize>(),
    )
    .expect("fits");
    let file = game_to_file(&def).expect("fits a file");
    assert_eq!(read_file(&file), Ok(Content::Game(def.clone())));
    assert_eq!(read_link(&game_link(&def)), Ok(Content::Game(def.clone())));
    def.phases.push("One too many".into());
    refused_saying(&game_link(&def), "the game holds 1,001 phases");
}

/// A short link whose actions spread counters over tens of thousands of hexes: each copy kept
/// for undo holds every stack, so the copies grew with the square of the length.
#[test]
fn a_short_link_spreading_counters_over_a_huge_map_is_refused_before_it_grows() {
    let mut def = deity();
    if let protoplay_engine::def::BoardKind::Hex(map) = &mut def.boards[0].kind {
        map.shape = protoplay_engine::def::HexShape::Hexagon { radius: 100 };
    }
    let mut actions = Vec::new();
    for q in -100i32..=100 {
        for r in (-100i32..=100).filter(|r| (q + r).abs() <= 100) {
            actions.push(Action::PlaceCounter {
                counter: "blight".into(),
                owner: None,
                at: Place::hex("world", q, r),
                count: 1,
            });
        }
    }
    actions.truncate(15_000);
    let table = saved(def, actions);
    let link = table_link(&table);
    assert!(link.len() < 100_000, "a short link: {}", link.len());
    refused_saying(&link, "this table holds all it can keep");
}
