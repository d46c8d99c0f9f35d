//! The tables read from the definition: a bad value refused naming the table, row and column,
//! the shipped tables against the text's values, and the rules panel's placeholders.

use super::*;

#[test]
fn a_bad_table_value_is_refused_naming_the_table_row_and_column() {
    for (deck, row, column, value, part) in [
        ("zones", 3, "adjacent", "Atlantis", "Zones"),
        ("zones", 5, "workforce", "thirteen", "Zones"),
        ("charts", 1, "red", "Narnia", "Die charts"),
        ("charts", 3, "yellow", "Destroy 99 tripods", "Die charts"),
        ("devastation", 2, "refugees", "-1", "Tripod Devastation"),
        ("ranges", 2, "gun hit", "Purple", "Range chart"),
        ("battle-cards", 4, "setup", "Green Z", "Land Battle cards"),
        ("battle-cards", 4, "blue", "Teleport", "Land Battle cards"),
        ("events", 2, "phase", "Lunch", "Event cards"),
        ("rule-numbers", 2, "value", "lots", "Rule numbers"),
    ] {
        // Line `row` of the list is row `row + 1` of the spreadsheet: the header is row 1.
        let def = def_with(deck, row, column, value);
        let err = Wotw::read_data(&def).expect_err("refused");
        assert_eq!(
            (err.row, err.column.as_deref()),
            (Some(row + 1), Some(column)),
            "{deck}: {err}"
        );
        assert!(err.part.starts_with(part), "{deck}: {err}");
    }
    // A sentence the rules need names its table.
    let mut def = shipped_def::<Wotw>().expect("ships");
    let d = def
        .decks
        .iter_mut()
        .find(|d| d.id == "zones")
        .expect("zones");
    d.cards[4].values[0] = "Lutetia".into();
    let err = Wotw::read_data(&def).expect_err("no Paris");
    assert!(err.to_string().contains("Paris"), "{err}");
}

/// A table's row is one entry (a chart, a workforce, a range): copies of it would mean
/// nothing, so a count other than 1 is refused where it stands rather than ignored.
#[test]
fn a_table_row_given_copies_is_refused_naming_its_count() {
    for (deck, part) in [
        ("gears", "Gears by Workforce"),
        ("charts", "Die charts"),
        ("devastation", "Tripod Devastation"),
        ("ranges", "Range chart"),
        ("rule-numbers", "Rule numbers"),
    ] {
        for count in [0, 3] {
            let mut def = shipped_def::<Wotw>().expect("ships");
            let d = def.decks.iter_mut().find(|d| d.id == deck).expect("deck");
            d.cards[1].count = count;
            let err = Wotw::read_data(&def).expect_err("refused");
            assert_eq!(
                (err.row, err.column.as_deref()),
                (Some(3), Some("count")),
                "{deck}: {err}"
            );
            assert!(err.part.starts_with(part), "{deck}: {err}");
        }
    }
}

/// "Roll a single die and match the result to the New Cylinder Placement chart … The game
/// begins with Wave #1's Zone Destroyed" and "If Paris is Destroyed – You Lose!": a chart face
/// naming Paris is named before play, with its row and its share of the die, and the games
/// whose first roll shows it are indeed lost at set-up.
#[test]
fn a_cylinder_placement_chart_naming_paris_is_named_before_play() {
    let entry = crate::rules::registry::game("wotw-france").expect("registered");
    // The chart's line 1 is row 2 of the spreadsheet.
    let def = def_with("charts", 1, "red", "Paris");
    let warnings = entry.notes(Some(&def)).expect("reads").warnings;
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("Die charts, row 2 (New Cylinder Placement), Red: Paris.")
            && warnings[0].contains("shows Red (1 in 6) is lost before the first turn"),
        "{warnings:?}"
    );
    let data = Arc::new(Wotw::read_data(&def).expect("reads"));
    let (mut red, mut other) = (0, 0);
    for seed in 0..40 {
        let g = Wotw::new(&data, 1, seed, &Variants::default(), true).expect("sets up");
        let first = &g.log()[0].text;
        if first.starts_with("Set-up: rolled Red") {
            red += 1;
            assert_eq!(
                g.outcome().map(|o| o.winners.is_empty()),
                Some(true),
                "seed {seed}"
            );
        } else {
            other += 1;
            assert!(g.outcome().is_none(), "seed {seed}: {first}");
        }
    }
    assert!(red > 0 && other > 0, "both kinds of first roll seen");

    let mut def = def_with("charts", 1, "green", "Paris");
    let d = def
        .decks
        .iter_mut()
        .find(|d| d.id == "charts")
        .expect("charts");
    d.cards[0].values[2] = "Paris".into();
    let warnings = entry.notes(Some(&def)).expect("reads").warnings;
    assert!(
        warnings[0].contains("Green and Yellow: Paris") && warnings[0].contains("(5 in 6)"),
        "{warnings:?}"
    );
}

#[test]
fn the_shipped_tables_hold_the_texts_values() {
    let d = data();
    let name = |z: u8| d.zone_name(z).to_string();
    // "For the Orleans Zone, place a Production counter so the number 6 is in the top right
    // corner. Likewise, for Cholet place a Production counter with a 4."
    let wf = |n: &str| d.zones.iter().find(|z| z.name == n).map(|z| z.workforce);
    assert_eq!(
        (wf("Orleans"), wf("Cholet"), wf("Paris")),
        (Some(6), Some(4), Some(12))
    );
    // "I roll Green. I check the chart and place Wave #1 in Espagne." "I roll Yellow, and place
    // the Cylinder in Italie."
    let c = d.chart(Chart::NewCylinder);
    assert_eq!(c[0].zone.map(name).as_deref(), Some("Espagne"));
    assert_eq!(c[1].zone.map(name).as_deref(), Some("Italie"));
    // "At Range 1, a Green roll will inflict 1 Hit … At Range 2, a Red roll … At Range 3, a Red
    // roll."
    let hits: Vec<_> = d.ranges.iter().map(|r| r[2]).collect();
    assert_eq!(
        hits,
        vec![Face::Green.bit(), Face::Red.bit(), Face::Red.bit()]
    );
    // "It must roll Yellow to successfully Detect" at 2 hexes; a Yellow Fire at 2 destroys.
    assert_eq!(d.ranges[1][0], Face::Yellow.bit());
    assert_eq!(d.ranges[1][1] & Face::Yellow.bit(), Face::Yellow.bit());
    // Every action the text names is on some sample Battle card.
    for a in [
        Action::Move(0),
        Action::Move(1),
        Action::Move(2),
        Action::Detect,
        Action::Fire,
        Action::Arrival,
        Action::DetectAll,
        Action::DoubleMove,
        Action::FireAll,
        Action::FocusedDetect,
        Action::FocusedFire,
        Action::HighActivity,
    ] {
        assert!(
            d.battle_cards
                .iter()
                .any(|c| c.actions.iter().any(|l| l.contains(&a))),
            "{a:?}"
        );
    }
}

#[test]
fn the_rules_panel_marks_each_missing_table_as_a_placeholder_citing_its_sentence() {
    let placeholders: Vec<_> = Wotw::readings().iter().filter(|r| r.placeholder).collect();
    for needed in [
        "Strategic Map",
        "Gears",
        "New Cylinder Placement",
        "Tripod Devastation",
        "Battle cards",
        "Event cards",
        "naval battle",
        "Martian Action",
        "Assembly",
    ] {
        assert!(
            placeholders.iter().any(|r| r.title.contains(needed)),
            "{needed}"
        );
    }
    // Each cites the rule text it fills in.
    assert!(placeholders.iter().all(|r| r.text.contains('“')));
}
