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
    assert!(
        err.to_string()
            .contains("its kind's ranges (Short/Medium, in the Card kinds table)"),
        "{err}"
    );
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
        warnings[0].contains("no Drive card, and no weapon or craft reaches Long range")
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

/// A definition whose Card kinds table is `rows` (kind, plays as, ranges, point defence stops)
/// and whose card list is `cards`.
fn def_with_kinds(rows: &[[&str; 4]], cards: &[[&str; 5]]) -> GameDef {
    let mut def = def_with(cards);
    set_rows(&mut def, KINDS_ID, rows);
    def
}

/// The shipped Card kinds table is the game's page: Drive, Beam, Missile, Shield, Point Defence,
/// "Fighters attack at Short or Medium range, swarms at Short only", Repair. A game file saved
/// without the table (before it existed) plays with the same kinds, so the same games.
#[test]
fn the_card_kinds_table_holds_the_pages_eight_kinds_and_a_file_without_it_plays_them() {
    let shipped = data();
    let read: Vec<_> = shipped
        .kinds
        .iter()
        .map(|k| (k.name.as_str(), k.role, k.ranges, k.point_defence_stops))
        .collect();
    let (short, medium) = (Band::Short.bit(), Band::Medium.bit());
    assert_eq!(
        read,
        [
            ("Drive", Role::Drive, 0, false),
            ("Beam", Role::Weapon, 0, false),
            ("Missile", Role::Weapon, 0, true),
            ("Shield", Role::Shield, 0, false),
            ("Point Defence", Role::PointDefence, 0, false),
            ("Fighter", Role::Craft, short | medium, true),
            ("Swarm", Role::Craft, short, true),
            ("Repair", Role::Repair, 0, false),
        ]
    );
    let mut old = shipped_def::<Devastators>().expect("ships");
    old.decks.retain(|d| d.id != KINDS_ID);
    let without = DevastatorsData::read(&old).expect("a file without the table reads");
    assert_eq!(without.cards, shipped.cards);
    let kinds = |d: &DevastatorsData| -> Vec<_> {
        d.kinds
            .iter()
            .map(|k| (k.name.clone(), k.role, k.ranges, k.point_defence_stops))
            .collect()
    };
    assert_eq!(kinds(&without), kinds(&shipped));
}

/// A kind is data: a designer's "Torpedo" plays as a weapon point defence stops, a "Bomber" as a
/// craft reaching Long range, and a Fighter given Long range reaches it.
#[test]
fn a_kind_added_to_the_card_kinds_table_plays_as_it_says() {
    let kinds = [
        ["Torpedo", "Weapon", "", "yes"],
        ["Laser", "Weapon", "", "no"],
        ["Bomber", "Craft", "Medium/Long", "no"],
        ["Flak", "Point Defence", "", ""],
    ];
    let mut cards = vec![["Fish", "Torpedo", "Long", "3", ""]; 4];
    cards.extend(vec![["Ray", "Laser", "Long", "2", ""]; 4]);
    cards.extend(vec![["Heavy", "Bomber", "", "4", ""]; 4]);
    cards.extend(vec![["Guns", "Flak", "", "", ""]; 4]);
    let data = DevastatorsData::read(&def_with_kinds(&kinds, &cards)).expect("reads");
    let first = |name: &str| {
        data.cards
            .iter()
            .find(|c| data.kind_name(c) == name)
            .expect("a card of the kind")
    };
    assert_eq!(first("Torpedo").role, Role::Weapon);
    assert!(first("Torpedo").point_defence_stops);
    assert!(!first("Laser").point_defence_stops);
    assert_eq!(first("Bomber").role, Role::Craft);
    assert_eq!(
        first("Bomber").ranges,
        Band::Medium.bit() | Band::Long.bit()
    );
    let data = Arc::new(data);
    let g = Devastators::new(&data, 2, 0, &Variants::default(), false).expect("sets up");
    let flak = (0..16)
        .find(|&c| data.card(c).name == "Guns")
        .expect("flak");
    let attack = |name: &str| {
        let c = (0..16).find(|&c| data.card(c).name == name).expect("card");
        Attack {
            target: 1,
            craft: None,
            source: Source::Weapon(c),
            shielded: 0,
            stopped: false,
            defences: vec![],
        }
    };
    assert!(g.defence_works_for_tests(flak, &attack("Fish")));
    assert!(!g.defence_works_for_tests(flak, &attack("Ray")));
    // A card whose kind the table lacks is refused, pointing at the table.
    cards[0] = ["Bolt", "Railgun", "Long", "3", ""];
    let err = DevastatorsData::read(&def_with_kinds(&kinds, &cards)).expect_err("no Railgun");
    assert_eq!((err.row, err.column.as_deref()), (Some(2), Some("kind")));
    assert!(err.reason.contains("Card kinds table"), "{err}");
}

/// Each row of the Card kinds table the rules cannot use is refused where it stands.
#[test]
fn a_card_kinds_row_the_rules_cannot_use_is_refused_naming_row_and_column() {
    let cards = vec![["Fish", "Torpedo", "Long", "3", ""]; 10];
    let cases: [([&str; 4], &str, &str); 6] = [
        (["Torpedo", "Rocket", "", "yes"], "plays as", "“Rocket”"),
        (
            ["Torpedo", "Weapon", "Long", "yes"],
            "ranges",
            "on each card",
        ),
        (
            ["Torpedo", "Craft", "", "yes"],
            "ranges",
            "ranges its kind names",
        ),
        (
            ["Torpedo", "Weapon", "", "maybe"],
            "point defence stops",
            "yes or no",
        ),
        (
            ["Torpedo", "Shield", "", "yes"],
            "point defence stops",
            "makes no attack",
        ),
        (["", "Weapon", "", "yes"], "kind", "needs a name"),
    ];
    for (row, column, says) in cases {
        let kinds = [["Laser", "Weapon", "", "no"], row];
        let err = DevastatorsData::read(&def_with_kinds(&kinds, &cards)).expect_err("refused");
        assert_eq!(
            (err.deck.as_deref(), err.row, err.column.as_deref()),
            (Some(KINDS_ID), Some(3), Some(column)),
            "{err}"
        );
        assert!(err.reason.contains(says), "{err}");
    }
    let twice = [["Laser", "Weapon", "", "no"], ["laser", "Weapon", "", "no"]];
    let err = DevastatorsData::read(&def_with_kinds(&twice, &cards)).expect_err("twice");
    assert!(err.reason.contains("listed twice"), "{err}");
    let mut def = def_with_kinds(&[["Torpedo", "Weapon", "", "yes"]], &cards);
    def.decks
        .iter_mut()
        .find(|d| d.id == KINDS_ID)
        .expect("table")
        .cards[0]
        .count = 2;
    let err = DevastatorsData::read(&def).expect_err("copies");
    assert_eq!(err.column.as_deref(), Some("count"), "{err}");
}
