//! The game's data read from the definition: the known counts and the marked placeholders, a bad
//! table value refused naming its row and column, keywords the engine cannot run listed, and a
//! designer's pasted table used by the rules and the simulation.

use super::*;

#[test]
fn the_known_counts_are_used_and_every_missing_table_is_a_marked_placeholder() {
    // "The known start of its resource list gives counts such as Cattle of Hell 6, Fiends 9,
    // Juggernauts 4."
    let d = data();
    let count = |n: &str| d.cards.iter().filter(|c| c.name == n).count();
    assert_eq!(
        (
            count("Cattle of Hell"),
            count("Fiends"),
            count("Juggernauts")
        ),
        (6, 9, 4)
    );
    let readings = Lords::readings();
    for what in [
        "combat table",
        "arch-devils",
        "Post requirements",
        "soul table",
        "resource card list",
        "Election conditions",
    ] {
        let r = readings
            .iter()
            .find(|r| r.title.to_lowercase().contains(&what.to_lowercase()))
            .unwrap_or_else(|| panic!("a reading for {what}"));
        assert!(r.placeholder, "{what} is marked a placeholder");
        assert!(
            r.text.contains('"'),
            "{what} cites the sentence that needs it"
        );
    }
    assert!(
        readings
            .iter()
            .any(|r| r.title.contains("turn limit") && r.text.contains("engine"))
    );
    let def = shipped_def::<Lords>().expect("ships");
    for deck in [
        RESOURCES,
        COMBAT_CARDS,
        COMBAT_TABLE,
        DEVILS,
        POSTS,
        SOUL_TABLE,
    ] {
        let name = &def.deck(deck).expect("deck").name;
        assert!(name.contains("placeholder"), "{name}");
    }
    assert_eq!(d.devils.len(), 6);
    assert_eq!(d.combat_deck.len(), 12);
}

#[test]
fn a_bad_table_value_is_refused_naming_the_row_and_the_column() {
    let mut rows = Vec::new();
    for r in ["3:1", "2:1", "A>D", "A<=D", "1:2", "1:3"] {
        rows.push(vec!["Skirmish", r, "1/0", "1/0", "1/0", "1/0", "1/0"]);
    }
    rows[2][4] = "two";
    let mut def = def_with(COMBAT_TABLE, &rows, &[]);
    let cards = def
        .decks
        .iter_mut()
        .find(|d| d.id == COMBAT_CARDS)
        .expect("deck");
    cards.cards.truncate(1);
    // The third line is row 4 of the spreadsheet: the header is row 1.
    let err = LordsData::read(&def).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(4), Some("dp2")),
        "{err}"
    );
    assert!(
        err.to_string().contains("“two” is not hits written D/A"),
        "{err}"
    );
    rows[2][4] = "1/0";
    rows.pop();
    let err = LordsData::read(&def_with(COMBAT_TABLE, &rows, &[])).expect_err("a row missing");
    assert!(err.to_string().contains("has no row"), "{err}");
    // The resource list, the soul table, the posts and the devils name their cells too.
    let mut bad = shipped_def::<Lords>().expect("ships");
    bad.decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("deck")
        .cards[1]
        .values[2] = "big".into();
    let err = LordsData::read(&bad).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(3), Some("size")),
        "{err}"
    );
    let mut bad = shipped_def::<Lords>().expect("ships");
    bad.decks
        .iter_mut()
        .find(|d| d.id == SOUL_TABLE)
        .expect("deck")
        .cards[4]
        .values[0] = "13".into();
    let err = LordsData::read(&bad).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(6), Some("roll")),
        "{err}"
    );
    let mut bad = shipped_def::<Lords>().expect("ships");
    bad.decks
        .iter_mut()
        .find(|d| d.id == POSTS)
        .expect("deck")
        .cards[0]
        .values[2] = "much size".into();
    let err = LordsData::read(&bad).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(2), Some("achieve")),
        "{err}"
    );
    let mut bad = shipped_def::<Lords>().expect("ships");
    bad.decks
        .iter_mut()
        .find(|d| d.id == DEVILS)
        .expect("deck")
        .cards[3]
        .values[1] = "-1".into();
    let err = LordsData::read(&bad).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(5), Some("size")),
        "{err}"
    );
}

/// "To avoid any extra complexity and word-twisting, any obscure, unclear and impossible
/// promises are denied": each row of the promises table names a kind the table can check, and a
/// row it cannot read is refused where it stands. A row of words alone is a promise the table
/// records but cannot check.
#[test]
fn a_promise_the_table_cannot_check_is_refused_naming_row_and_column() {
    let with = |row: usize, column: usize, value: &str| {
        let mut def = shipped_def::<Lords>().expect("ships");
        def.decks
            .iter_mut()
            .find(|d| d.id == PROMISES)
            .expect("deck")
            .cards[row]
            .values[column] = value.into();
        def
    };
    let err = LordsData::read(&with(0, 1, "forever friends")).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(2), Some("kind")),
        "{err}"
    );
    assert!(
        err.to_string().contains("is not a kind of promise"),
        "{err}"
    );
    let cards = LordsData::read(&shipped_def::<Lords>().expect("ships"))
        .expect("reads")
        .promises
        .iter()
        .position(|p| p.kind == PromiseKind::Cards)
        .expect("a promise of cards");
    let err = LordsData::read(&with(cards, 2, "0")).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(cards + 2), Some("n")),
        "{err}"
    );
    let err = LordsData::read(&with(cards, 2, "many")).expect_err("refused");
    assert!(err.to_string().contains("is not a whole number"), "{err}");
    let words = LordsData::read(&with(0, 1, "")).expect("words alone read");
    assert_eq!(words.promises[0].kind, PromiseKind::Other);
}

/// A table row is one entry of the table: a count of copies there would mean nothing, so it is
/// refused rather than silently ignored.
#[test]
fn a_table_row_given_copies_is_refused_naming_its_count() {
    for (table, index, row) in [(COMBAT_TABLE, 2, 4), (SOUL_TABLE, 0, 2), (PROMISES, 1, 3)] {
        let mut bad = shipped_def::<Lords>().expect("ships");
        bad.decks
            .iter_mut()
            .find(|d| d.id == table)
            .expect("deck")
            .cards[index]
            .count = 3;
        let err = LordsData::read(&bad).expect_err("refused");
        assert_eq!(
            (err.row, err.column.as_deref()),
            (Some(row), Some("count")),
            "{table}: {err}"
        );
        assert!(err.to_string().contains("listed once"), "{err}");
    }
    // A count of 0 is refused too, said as leaving the row out.
    let mut bad = shipped_def::<Lords>().expect("ships");
    bad.decks
        .iter_mut()
        .find(|d| d.id == PROMISES)
        .expect("deck")
        .cards[0]
        .count = 0;
    let err = LordsData::read(&bad).expect_err("refused");
    assert!(
        err.to_string().contains("a count of 0 would leave it out"),
        "{err}"
    );
}

#[test]
fn a_keyword_the_engine_cannot_run_is_listed_and_the_card_still_plays() {
    let mut def = shipped_def::<Lords>().expect("ships");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("deck");
    deck.cards[0].values[4] = "Moos loudly".into();
    let d = LordsData::read(&def).expect("reads");
    assert_eq!(d.notes.len(), 1);
    assert!(d.notes[0].contains("Moos loudly"), "{:?}", d.notes);
}

#[test]
fn a_designers_pasted_table_is_what_rules_and_simulation_use() {
    // A combat table that never hits: no horde is ever destroyed by combat cards.
    let def = uniform_table("0/0");
    let d = read(&def);
    assert!(d.combat.iter().all(|c| {
        c.cells
            .iter()
            .flatten()
            .all(|h| h.defender == 0 && h.attacker == 0)
    }));
    let mut settings = crate::sim::SimSettings::new("lords-of-hell");
    settings.players = 4;
    settings.games = 40;
    settings.def = Some(def);
    let quiet = crate::sim::run_batch(&settings, 0, 40).expect("runs");
    settings.def = None;
    let shipped = crate::sim::run_batch(&settings, 0, 40).expect("runs");
    assert_eq!(quiet.games, 40);
    assert_ne!(quiet.rounds_histogram, shipped.rounds_histogram);
}

#[test]
fn an_activated_artifact_needs_a_combat_function_else_it_is_refused_naming_the_row_and_column() {
    // "All artifact functions that require some activation from the controller are
    // optional": the table asks for the activation in a combat round, so an activated
    // artifact needs Size N or Extra hits N, and Draw N or Throne (used outside combat) are
    // refused with it.
    for (name, words) in [
        ("Chalice of Plenty", "Draw 1, Activated"),
        ("Iron Gauntlets", "Once per turn"),
        ("Throne of Hell", "Throne, Activated"),
    ] {
        let mut def = shipped_def::<Lords>().expect("ships");
        let res = def
            .decks
            .iter_mut()
            .find(|d| d.id == RESOURCES)
            .expect("the resource deck");
        let i = res
            .cards
            .iter()
            .position(|l| l.values[0] == name)
            .expect("a line");
        res.cards[i].values[4] = words.into();
        let err = LordsData::read(&def).expect_err("refused");
        assert_eq!(
            (err.row, err.column.as_deref()),
            (Some(i + 2), Some("keywords")),
            "{err}"
        );
    }
    let d = data();
    let staff = d
        .cards
        .iter()
        .find(|c| c.name == "Staff of Undead")
        .expect("shipped");
    assert!(staff.activated && !staff.once_per_turn);
    assert!(staff.summary().contains("Activated"));
}

#[test]
fn a_fortress_power_with_a_bad_number_is_refused_naming_the_row_and_column() {
    // "Any special powers of the fortress still apply": a fortress's Extra hits, Revenge and
    // Draw take a number like a horde's or an artifact's.
    let mut def = shipped_def::<Lords>().expect("ships");
    let res = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("the resource deck");
    let i = res
        .cards
        .iter()
        .position(|l| l.values[0] == "Brass Keep")
        .expect("a line");
    res.cards[i].values[4] = "Revenge 0".into();
    let err = LordsData::read(&def).expect_err("refused");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(i + 2), Some("keywords")),
        "{err}"
    );
    brass_keep_reads_with(&mut def, i, "Extra hits 2, Draw 1");
}

fn brass_keep_reads_with(def: &mut GameDef, i: usize, words: &str) {
    let res = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("the resource deck");
    res.cards[i].values[4] = words.into();
    let d = LordsData::read(def).expect("reads");
    let keep = d
        .cards
        .iter()
        .find(|c| c.name == "Brass Keep")
        .expect("a Brass Keep");
    assert_eq!((keep.extra_hits, keep.draw), (2, 1));
    assert!(
        d.notes.iter().all(|n| !n.contains("Brass Keep")),
        "{:?}",
        d.notes
    );
}
