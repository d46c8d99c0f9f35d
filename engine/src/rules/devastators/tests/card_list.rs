//! The card list from the game's definition: a row the rules cannot use is refused naming its
//! row and column, unknown keywords are listed, a designer's list plays, and every number is
//! bounded.

use super::*;

#[test]
fn a_card_list_the_rules_cannot_use_is_refused_naming_row_and_column() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    // The fourth card is on row 5 of the designer's spreadsheet: the header is row 1.
    rows[3] = ["Laser", "Beam", "Close", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad range");
    assert_eq!((err.row, err.column.as_deref()), (Some(5), Some("ranges")));
    assert!(
        err.to_string().contains("“Close” is not a range band"),
        "{err}"
    );
    assert_eq!(
        err.deck.as_deref(),
        Some(DECK_ID),
        "the deck's id, for the editor"
    );
    rows[3] = ["Laser", "Laser", "Short", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad kind");
    assert_eq!((err.row, err.column.as_deref()), (Some(5), Some("kind")));
    rows[3] = ["Laser", "Beam", "Short", "zero", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad strength");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(5), Some("strength"))
    );
    rows[3] = ["Wing", "Fighter", "Long", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("fighter ranges are the rules'");
    assert!(err.to_string().contains("Short or Medium"), "{err}");
    let shields = vec![["Shield", "Shield", "", "2", ""]; 10];
    let err = DevastatorsData::read(&def_with(&shields)).expect_err("nothing can damage");
    assert!(
        err.to_string().contains("no ship could ever be damaged"),
        "{err}"
    );
}

/// Every row the rules refuse is named, not only the first, each with its own row as the
/// spreadsheet shows it; rows after a refused one keep their numbers.
#[test]
fn every_refused_row_is_named_with_its_spreadsheet_row() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    rows[0] = ["Foo", "Banana", "Short", "lots", ""];
    rows[1] = ["Bar", "Weapon", "Nowhere", "3", "Flying"];
    rows[5] = ["Baz", "Beam", "Short", "zero", ""];
    let def = def_with(&rows);
    let entry = crate::rules::registry::game("devastators").expect("registered");
    let found = crate::rules::cards::problem_rows(&def, |d| entry.check_def(d), 10);
    let places: Vec<_> = found.iter().map(|e| (e.row, e.column.as_deref())).collect();
    assert_eq!(
        places,
        [
            (Some(2), Some("kind")),
            (Some(3), Some("kind")),
            (Some(7), Some("strength"))
        ]
    );
    assert!(found[0].reason.contains("“Banana”"), "{}", found[0]);
    assert!(found[1].reason.contains("“Weapon”"), "{}", found[1]);
    assert_eq!(
        crate::rules::cards::problem_rows(&def, |d| entry.check_def(d), 2).len(),
        2,
        "at most as many as asked"
    );
    let fine = def_with(&vec![["Laser", "Beam", "Short", "2", ""]; 10]);
    assert!(crate::rules::cards::problem_rows(&fine, |d| entry.check_def(d), 10).is_empty());
}

#[test]
fn a_keyword_the_engine_cannot_run_is_listed_and_the_card_still_plays() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    rows[6] = ["Tractor Beam", "Beam", "Short", "1", "Tractor, Pierce"];
    let d = DevastatorsData::read(&def_with(&rows)).expect("reads");
    assert_eq!(d.notes.len(), 1);
    assert!(
        d.notes[0].contains("row 8 (Tractor Beam)") && d.notes[0].contains("“Tractor”"),
        "{:?}",
        d.notes
    );
    assert!(d.cards[6].pierce, "the keywords it knows still apply");
    let entry = crate::rules::registry::game("devastators").expect("registered");
    assert_eq!(
        entry
            .notes(Some(&def_with(&rows)))
            .expect("reads")
            .unrun
            .len(),
        1
    );
    assert!(
        entry.notes(None).expect("reads").unrun.is_empty(),
        "the sample runs whole"
    );
}

/// "All ships begin at Long range from each other" and only a Drive changes a range: a list
/// with neither a Drive nor a weapon reaching Long is named before play, and its games do run
/// to the round limit; a Drive or a Long-range weapon takes the warning away.
#[test]
fn a_list_no_attack_can_ever_reach_a_ship_with_is_named_before_play() {
    let entry = crate::rules::registry::game("devastators").expect("registered");
    let mut rows = vec![["Laser", "Beam", "Short/Medium", "2", ""]; 8];
    rows.extend([
        ["Wing", "Fighter", "", "2", ""],
        ["Deflector", "Shield", "", "1", ""],
    ]);
    let warnings = entry.notes(Some(&def_with(&rows))).expect("reads").warnings;
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains("no Drive card, and no Beam or Missile reaches Long range")
            && warnings[0].contains(&format!("{MAX_ROUNDS}-round limit")),
        "{warnings:?}"
    );
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    let mut rng = Rng::seeded(3);
    for seed in 0..3 {
        let mut g = Devastators::new(&data, 2, seed, &Variants::default(), false).expect("sets up");
        let mut bots: Vec<SeatBot<Devastators>> = (0..2)
            .map(|_| SeatBot::by_name(CAPTAIN_ID).expect("bot"))
            .collect();
        play_to_end(&mut g, &mut bots, &mut rng);
        let o = g.outcome().expect("over");
        assert!(o.cut_off, "game {seed} ended by {}", o.end);
    }

    let mut with_drive = rows.clone();
    with_drive[9] = ["Ion Drive", "Drive", "", "", ""];
    let mut with_long = rows.clone();
    with_long[0] = ["Lance", "Beam", "Long", "2", ""];
    for (what, list) in [("a Drive", with_drive), ("a Long-range Beam", with_long)] {
        let notes = entry.notes(Some(&def_with(&list))).expect("reads");
        assert!(
            notes.warnings.is_empty(),
            "with {what}: {:?}",
            notes.warnings
        );
    }
}

#[test]
fn a_designers_list_changes_what_the_simulation_plays() {
    // A list of beams at Long range only: every game ends without a single drive.
    let rows = vec![["Big Gun", "Beam", "Long", "5", ""]; 30];
    let mut settings = crate::sim::SimSettings::new("devastators");
    settings.players = 3;
    settings.games = 50;
    settings.def = Some(def_with(&rows));
    let p = crate::sim::run_batch(&settings, 0, 50).expect("runs");
    assert_eq!(p.games, 50);
    let shipped = crate::sim::run_batch(
        &crate::sim::SimSettings {
            def: None,
            ..settings.clone()
        },
        0,
        50,
    )
    .expect("runs");
    assert_ne!(p.rounds_histogram, shipped.rounds_histogram);
}

/// Every number a designer can type in the game's decks is bounded when the data is read, and a
/// game plays to its end (overflow checks on) at each column's 0 and largest accepted value.
#[test]
fn data_bounds() {
    let v = u64::from(super::data::MAX_STRENGTH);
    crate::rules::checks::data_bounds::<Devastators>(&[("systems", "strength", v)], &[]);
}
