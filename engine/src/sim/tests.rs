//! The balance report: shards and threads give one run's numbers, A/B runs compare on the same
//! seeds, and the measures say what they claim.

use super::shard::{self, MergeError, Merged, PartFile, Shard};
use super::*;

fn settings(game: &str, players: u8, games: u64, seed: u64) -> SimSettings {
    let mut s = SimSettings::new(game);
    s.players = players;
    s.games = games;
    s.seed = seed;
    s
}

/// A report as JSON without its timings and thread count, which may differ between two ways
/// of playing the same games.
fn numbers<T: Serialize>(report: &T) -> String {
    let mut v = serde_json::to_value(report).expect("json");
    fn strip(v: &mut serde_json::Value) {
        if let Some(o) = v.as_object_mut() {
            for k in ["elapsed_s", "games_per_s", "threads"] {
                o.remove(k);
            }
            for x in o.values_mut() {
                strip(x);
            }
        }
    }
    strip(&mut v);
    serde_json::to_string_pretty(&v).expect("json")
}

fn parts(s: &SimSettings, n: u64) -> Vec<(String, PartFile)> {
    (1..=n)
        .map(|k| {
            let shard = Shard { k, n };
            let (first, end) = shard.range(s.games);
            let p = run_range(s, first, end).expect("runs");
            let text = serde_json::to_string(&PartFile::plain(s, shard, p, 0.5)).expect("json");
            let name = format!("part{k}.json");
            let part = shard::read_part(&name, &text).expect("reads back");
            (name, part)
        })
        .collect()
}

#[test]
fn shards_merged_in_any_order_give_the_numbers_of_one_run() {
    for (game, players, games) in [("destiny", 4, 300), ("devastators", 3, 200)] {
        let s = settings(game, players, games, 11);
        let one = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
        let mut threaded = s.clone();
        threaded.threads = 3;
        let three = Report::new(&s, &run(&threaded).expect("runs"), 1.0).expect("report");
        assert_eq!(
            numbers(&one),
            numbers(&three),
            "{game}: threads change nothing"
        );
        let mut p = parts(&s, 4);
        p.reverse();
        let Merged::Plain(merged) = shard::merge(&p).expect("merges") else {
            panic!("a plain run merges to a plain report");
        };
        assert_eq!(
            numbers(&one),
            numbers(&*merged),
            "{game}: 4 shards, merged backwards"
        );
        assert!(
            (merged.elapsed_s - 2.0).abs() < 1e-9,
            "the parts' times add up"
        );
    }
}

#[test]
fn more_shards_than_games_leave_some_empty_and_still_merge() {
    let s = settings("destiny", 2, 3, 5);
    let p = parts(&s, 5);
    assert_eq!(Shard { k: 5, n: 5 }.range(3), (3, 3));
    let Merged::Plain(r) = shard::merge(&p).expect("merges") else {
        panic!("plain");
    };
    assert_eq!(r.games, 3);
}

#[test]
fn a_missing_overlapping_or_foreign_shard_is_refused_with_what_is_wrong() {
    let s = settings("destiny", 3, 100, 2);
    let mut p = parts(&s, 4);
    let third = p.remove(2);
    let e = shard::merge(&p).expect_err("a shard is missing");
    assert_eq!(e, MergeError::Missing { from: 50, to: 75 });
    assert!(e.to_string().contains("games 50..75"), "{e}");
    p.insert(2, third.clone());
    p.push(("again.json".into(), third.1.clone()));
    assert!(matches!(
        shard::merge(&p),
        Err(MergeError::Overlap {
            from: 50,
            to: 75,
            ..
        })
    ));
    p.pop();
    let other = parts(&settings("destiny", 3, 100, 3), 4).remove(0);
    p[0] = ("seed3.json".into(), other.1);
    let e = shard::merge(&p).expect_err("another seed");
    assert!(
        matches!(&e, MergeError::OtherRun { file, first, .. } if file == "seed3.json" || first == "seed3.json"),
        "{e}"
    );
    assert!(matches!(
        shard::read_part("x.json", "{\"games\": 3}"),
        Err(MergeError::NotAPart { .. })
    ));
    let newer = serde_json::to_string(&PartFile {
        version: shard::PART_VERSION + 1,
        ..third.1.clone()
    })
    .expect("json");
    assert!(matches!(
        shard::read_part("new.json", &newer),
        Err(MergeError::Newer { .. })
    ));
    // A part from before coverage was recorded would make every kind of move look unused, and
    // one from before ties were counted holds its ties among the draws.
    for version in [1, 2] {
        let older = serde_json::to_string(&PartFile {
            version,
            ..third.1.clone()
        })
        .expect("json");
        let e = shard::read_part("old.json", &older).expect_err("counted otherwise");
        assert!(
            matches!(e, MergeError::Older { version: v, .. } if v == version),
            "{e}"
        );
        assert!(e.to_string().contains("run that shard again"), "{e}");
    }
    assert!(Shard::parse("3/2").is_err() && Shard::parse("0/4").is_err());
    assert_eq!(Shard::parse(" 2/8").expect("reads"), Shard { k: 2, n: 8 });
}

#[test]
fn an_ab_run_of_the_same_settings_differs_in_nothing() {
    let a = settings("devastators", 3, 120, 4);
    let p = run_paired(&a, &a, 0, a.games).expect("runs");
    assert_eq!(p.a, p.b, "the same seeds give the same games");
    let c = Comparison::new(&a, &a, &p, 1.0).expect("compares");
    assert!(!c.differences.is_empty());
    for d in &c.differences {
        assert_eq!(d.difference.value, 0.0, "{d:?}");
        assert!(d.within_noise, "{d:?}");
    }
    // Off the diagonal of the joint table: no game had another winner in B.
    let cells = usize::from(a.players) + 1;
    for (i, n) in p.joint.iter().enumerate() {
        if i / cells != i % cells {
            assert_eq!(*n, 0);
        }
    }
}

#[test]
fn an_ab_run_finds_a_random_seat_weaker_and_merges_from_shards_like_one_run() {
    // B seats a random bot at Player 1 against captains: a difference well outside the noise.
    let a = settings("devastators", 2, 300, 9);
    let mut b = a.clone();
    b.bots = vec!["random".into(), "captain".into()];
    let whole = run_paired(&a, &b, 0, a.games).expect("runs");
    let c = Comparison::new(&a, &b, &whole, 1.0).expect("compares");
    let p1 = c
        .differences
        .iter()
        .find(|d| d.measure == "win_rate_by_seat" && d.item == "Player 1")
        .expect("seat 1");
    assert!(p1.b < p1.a - 0.2, "{p1:?}");
    assert!(!p1.within_noise && p1.difference.high < 0.0, "{p1:?}");
    assert!(p1.difference.holds(p1.b - p1.a));
    // Shards of the A/B run, with a different thread count, merge to the same numbers.
    let mut threaded = a.clone();
    threaded.threads = 2;
    let mut threaded_b = b.clone();
    threaded_b.threads = 2;
    let parts: Vec<(String, PartFile)> = (1..=3)
        .map(|k| {
            let shard = Shard { k, n: 3 };
            let (first, end) = shard.range(a.games);
            let p = run_paired(&threaded, &threaded_b, first, end).expect("runs");
            (
                format!("ab{k}"),
                PartFile::paired(&threaded, &threaded_b, shard, p, 0.1),
            )
        })
        .collect();
    let Merged::Paired(merged) = shard::merge(&parts).expect("merges") else {
        panic!("an A/B run merges to a comparison");
    };
    assert_eq!(numbers(&c), numbers(&*merged));
    assert!(c.csv().contains("win_rate_by_seat,Player 1,"));
}

#[test]
fn ab_settings_must_share_game_players_games_and_seed() {
    let a = settings("destiny", 3, 10, 1);
    let mut b = a.clone();
    b.seed = 2;
    assert!(PairedRun::new(&a, &b).is_err());
}

#[test]
fn an_overpowered_card_in_a_designers_list_stands_out() {
    // A beam that reaches every band with strength 9, added to the sample list: whoever plays
    // it wins far more than the baseline, and the report ranks it first.
    let mut def =
        crate::rules::shipped_def::<crate::rules::devastators::Devastators>().expect("ships");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == crate::rules::devastators::DECK_ID)
        .expect("deck");
    deck.cards.push(crate::def::CardDef {
        values: ["Doomsday Lance", "Beam", "Short/Medium/Long", "9", "", ""]
            .map(String::from)
            .to_vec(),
        count: 3,
    });
    let mut s = settings("devastators", 3, 600, 21);
    s.def = Some(def);
    let r = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    let top = r.cards.first().expect("cards are counted");
    assert_eq!(top.card, "Doomsday Lance", "{:?}", &r.cards[..3]);
    assert!(top.stands_out && top.low > r.card_baseline, "{top:?}");
    for c in &r.cards {
        assert!(c.won <= c.played && c.played <= r.games * u64::from(r.players));
    }
    // Each seat-game counts a card once: no card was played in more seat-games than exist.
    assert!(
        (r.card_baseline - 1.0 / 3.0).abs() < 0.01,
        "{}",
        r.card_baseline
    );
}

#[test]
fn wins_by_turn_order_follow_the_roll_not_the_seat() {
    // Devastators rolls for the first player: the wins by place in turn order add up to the
    // wins by seat, and are not the same list.
    let s = settings("devastators", 3, 300, 2);
    let p = run(&s).expect("runs");
    assert_eq!(
        p.wins_by_turn.iter().sum::<u64>(),
        p.wins_by_seat.iter().sum::<u64>()
    );
    assert_ne!(p.wins_by_turn, p.wins_by_seat);
    // Destiny plays in seat order: the two are the same.
    let d = run(&settings("destiny", 3, 100, 2)).expect("runs");
    assert_eq!(d.wins_by_turn, d.wins_by_seat);

    // The report weighs turn order as it weighs seats: 1 less the widest gap in win rate.
    let r = Report::new(&s, &p, 1.0).expect("report");
    let gap = |wins: &[u64]| {
        let max = wins.iter().max().expect("seats");
        let min = wins.iter().min().expect("seats");
        1.0 - (max - min) as f64 / 300.0
    };
    let turn = r.turn_balance.as_ref().expect("three players");
    assert!((turn.value - gap(&p.wins_by_turn)).abs() < 1e-12);
    assert!(
        (r.balance.as_ref().expect("three players").value - gap(&p.wins_by_seat)).abs() < 1e-12
    );
    assert!(
        turn.low <= turn.value && turn.value <= turn.high,
        "{turn:?}"
    );
    assert!(r.summary().contains("balance by place in turn order: "));
    assert!(r.csv().lines().any(|l| l.starts_with("turn_balance,,")));
    let r = Report::new(&settings("destiny", 3, 100, 2), &d, 1.0).expect("report");
    let (seat, turn) = (
        r.balance.clone().expect("seats"),
        r.turn_balance.clone().expect("turns"),
    );
    assert_eq!(
        (seat.value, seat.low, seat.high),
        (turn.value, turn.low, turn.high),
        "seat order is turn order"
    );
    assert!(!r.summary().contains("balance by place in turn order"));
}

#[test]
fn lead_counts_follow_the_leader_through_a_game() {
    let mut l = LeadCounts::default();
    // Leaders at ten looks: a tie, seat 1, seat 0, then seat 1 to the end; seat 1 wins.
    let leaders = [
        None,
        Some(1),
        Some(0),
        Some(1),
        Some(1),
        Some(1),
        Some(1),
        Some(1),
        Some(1),
        Some(1),
    ];
    l.add(&leaders, 1);
    assert_eq!((l.games, l.changes), (1, 2));
    assert_eq!(l.winner_led, vec![0, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
    // The winner led for good from the 4th look: three tenths of the way.
    assert_eq!(l.decided[3], 1);
    // A winner who never led counts as decided at the end.
    let mut m = LeadCounts::default();
    m.add(&[Some(0), Some(0)], 1);
    assert_eq!(m.decided[LEAD_POINTS], 1);
    assert_eq!(m.winner_led.iter().sum::<u64>(), 0);
    l.merge(&m);
    assert_eq!(l.games, 2);
}

#[test]
fn the_report_counts_every_game_once_in_each_measure() {
    let s = settings("deity", 2, 30, 3);
    let r = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    assert_eq!(r.ends.values().sum::<u64>(), r.games);
    assert_eq!(r.decisions_histogram.values().sum::<u64>(), r.games);
    assert!(r.decisions.median > 0 && r.choices_per_decision >= 1.0);
    let b = r.balance.as_ref().expect("two seats have a balance");
    assert!(b.low <= b.value && b.value <= b.high, "{b:?}");
    let lead = r.lead.as_ref().expect("Deity has a score");
    assert_eq!(lead.decided_histogram.iter().sum::<u64>(), lead.games);
    assert_eq!(lead.games, r.games - r.draws - r.ties);
    let csv = r.csv();
    assert!(csv.starts_with("measure,item,value,low,high,count,of\n"));
    assert!(csv.contains("\nbalance,,"));
    assert_eq!(
        csv.lines()
            .filter(|l| l.starts_with("win_rate_by_seat,"))
            .count(),
        2
    );
}

/// A win shared by the seats tied at the top is a tie, counted once and apart from the wins and
/// the draws; each tied seat is named, and the seats left out of it lost it (Lords of Hell's
/// "most victory points" reading, whose ends tie now and then).
#[test]
fn a_tie_at_the_top_is_counted_apart_from_wins_and_draws() {
    let mut s = settings("lords-of-hell", 4, 60, 7);
    s.variants = vec!["who_wins=most_vp".into()];
    let r = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    assert!(r.ties > 0, "these games hold ties: {r:?}");
    assert_eq!(
        r.wins_by_seat.iter().sum::<u64>() + r.draws + r.ties,
        r.games
    );
    let tied: u64 = r.ties_by_seat.iter().sum();
    assert!(
        tied >= 2 * r.ties && tied < 4 * r.ties,
        "{:?}",
        r.ties_by_seat
    );
    // The balance's table puts every game no seat won alone in its last cell.
    assert_eq!(
        r.card_baseline,
        (r.games - r.draws - r.ties) as f64 / (4 * r.games) as f64
    );
    assert!(
        r.summary()
            .contains("ties (the win shared by the seats at the top)")
    );
    let csv = r.csv();
    let ties_row = format!(",{},{}", r.ties, r.games);
    assert!(
        csv.lines()
            .any(|l| l.starts_with("ties,,") && l.ends_with(&ties_row)),
        "{csv}"
    );
    assert_eq!(
        csv.lines()
            .filter(|l| l.starts_with("ties_by_seat,"))
            .count(),
        4
    );
}

/// The browser test `sim.spec.ts` checks the page's A/B report against this file, which is the
/// CLI's output for the same run: if the simulator's numbers change, both must be looked at.
/// To write it again: `protoplay-sim --game destiny --players 3 --games 500 --seed 3
/// --b-variant alignment_scope=all_played --json > tests/e2e/fixtures/sim-ab-destiny.json`.
#[test]
fn the_browser_tests_ab_fixture_is_what_the_simulator_prints() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/e2e/fixtures/sim-ab-destiny.json"
    );
    let text = std::fs::read_to_string(path).expect("the fixture is in the repository");
    let fixture: serde_json::Value = serde_json::from_str(&text).expect("json");
    let a = settings("destiny", 3, 500, 3);
    let mut b = a.clone();
    b.variants = vec!["alignment_scope=all_played".into()];
    let c =
        Comparison::new(&a, &b, &run_paired(&a, &b, 0, 500).expect("runs"), 1.0).expect("compares");
    assert_eq!(
        numbers(&fixture),
        numbers(&c),
        "the simulator's numbers changed: look at why, then write the fixture again"
    );
}

#[test]
fn a_run_of_no_games_is_refused_in_words() {
    let e = validate(&settings("destiny", 2, 0, 1)).expect_err("no games");
    assert_eq!(e, SimError::NoGames);
    assert!(e.to_string().contains("at least 1 game"), "{e}");
    validate(&settings("destiny", 2, 1, 1)).expect("one game is a run");
}

#[test]
fn the_report_counts_rounds_in_the_games_own_word() {
    let info = crate::rules::registry::info("devacurse").expect("a built-in game");
    assert_eq!(
        (info.round_label(3), info.rounds()),
        ("Spiral 3".into(), "spirals".into())
    );
    let s = settings("devacurse", 2, 20, 1);
    let r = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    assert!(r.summary().contains("\nmean spirals: "), "{}", r.summary());
    let s = settings("destiny", 2, 20, 1);
    let r = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    assert!(r.summary().contains("\nmean rounds: "), "{}", r.summary());
}

/// A kind of move one shard's games never made but another's did counts as made in the merged
/// report (coverage merges as a union), and the merged report names what the whole run never
/// did exactly as one run does.
#[test]
fn shards_merge_what_was_exercised_as_a_union() {
    let mut s = settings("devacurse", 2, 20, 3);
    s.bots = vec!["random".into()];
    let one = Report::new(&s, &run(&s).expect("runs"), 1.0).expect("report");
    let p = parts(&s, 10);
    let Merged::Plain(merged) = shard::merge(&p).expect("merges") else {
        panic!("a plain run merges to a plain report");
    };
    assert_eq!(one.not_exercised, merged.not_exercised);
    let shard_gaps: Vec<NotExercised> = p
        .iter()
        .map(|(_, part)| {
            part.partial
                .as_ref()
                .expect("a plain part")
                .coverage
                .not_exercised()
        })
        .collect();
    assert!(
        shard_gaps.iter().any(|g| g
            .moves
            .iter()
            .any(|m| !merged.not_exercised.moves.contains(m))),
        "some shard missed a kind of move that another shard made: {shard_gaps:?}"
    );
}

/// The game's own Lords of Hell bot never agrees to a round with no combat; the random bot does.
/// The report says so in its JSON, its summary and its CSV, and names nothing the bots did.
#[test]
fn the_report_names_what_no_bot_did() {
    let own = settings("lords-of-hell", 4, 30, 7);
    let own = Report::new(&own, &run(&own).expect("runs"), 1.0).expect("report");
    assert!(
        own.not_exercised
            .moves
            .contains(&"agree to no combat".to_string()),
        "{:?}",
        own.not_exercised
    );
    assert!(
        !own.not_exercised
            .moves
            .contains(&"table a card".to_string())
    );
    let line = own
        .summary()
        .lines()
        .find(|l| l.starts_with(NOT_EXERCISED))
        .map(str::to_string)
        .expect("the summary says what was not exercised");
    assert!(line.contains("agree to no combat"), "{line}");
    assert!(
        own.csv()
            .contains("not_exercised,agree to no combat,move kind,,,,"),
        "{}",
        own.csv()
    );
    let mut random = settings("lords-of-hell", 4, 30, 7);
    random.bots = vec!["random".into()];
    let random = Report::new(&random, &run(&random).expect("runs"), 1.0).expect("report");
    assert!(
        !random
            .not_exercised
            .moves
            .contains(&"agree to no combat".to_string())
    );
    let json = serde_json::to_value(&own).expect("json");
    assert!(json["not_exercised"]["moves"].is_array());
}

/// Each shard of a card values run or a sweep, written and read back as the command line does.
fn experiment_parts(
    s: &SimSettings,
    n: u64,
    make: impl Fn(u64, u64) -> shard::ExperimentPart,
) -> Vec<(String, PartFile)> {
    (1..=n)
        .map(|k| {
            let shard = Shard { k, n };
            let (first, end) = shard.range(s.games);
            let part = PartFile::experiment(s, shard, make(first, end), 0.25);
            let text = serde_json::to_string(&part).expect("json");
            let name = format!("part{k}.json");
            (
                name.clone(),
                shard::read_part(&name, &text).expect("reads back"),
            )
        })
        .collect()
}

#[test]
fn card_values_and_sweeps_merge_from_shards_to_the_numbers_of_one_run() {
    let s = settings("lords-of-hell", 4, 30, 3);
    let whole = cards::card_values(&s, "devils").expect("card values");
    // Some removals are refused (every seat needs an arch-devil): they stay refused.
    assert!(whole.cards.iter().any(|c| c.refused.is_some()));
    let mut p = experiment_parts(&s, 3, |first, end| shard::ExperimentPart::Cards {
        deck: "devils".into(),
        played: cards::card_values_range(&s, "devils", first, end).expect("a range"),
    });
    p.reverse();
    let Ok(Merged::Cards(merged)) = shard::merge(&p) else {
        panic!("card values merge to card values");
    };
    assert_eq!(numbers(&whole), numbers(&*merged));

    let s = settings("devastators", 2, 40, 4);
    let knob = sweep::Knob::Variant {
        name: "draw".into(),
    };
    let values: Vec<String> = ["0", "2", "5"].map(String::from).to_vec();
    let whole = sweep::sweep(&s, &knob, &values).expect("a sweep");
    assert!(
        whole.points[0].refused.is_some(),
        "0 cards a turn is refused"
    );
    let p = experiment_parts(&s, 2, |first, end| shard::ExperimentPart::Sweep {
        knob: knob.clone(),
        values: values.clone(),
        played: sweep::sweep_range(&s, &knob, &values, first, end).expect("a range"),
    });
    let Ok(Merged::Sweep(merged)) = shard::merge(&p) else {
        panic!("a sweep merges to a sweep");
    };
    assert_eq!(*merged, whole);
    // A part of a sweep of other values is another run.
    let mut other = p.clone();
    if let Some(shard::ExperimentPart::Sweep { values, .. }) = &mut other[1].1.experiment {
        values[2] = "6".into();
    }
    match shard::merge(&other) {
        Err(MergeError::OtherRun { what, .. }) => assert!(what.contains("experiments"), "{what}"),
        r => panic!("refused, not {r:?}"),
    }
    // Nor does a plain run's part merge with a sweep's.
    let mut mixed = p.clone();
    mixed[1] = parts(&s, 2).remove(1);
    match shard::merge(&mixed) {
        Err(MergeError::OtherRun { what, .. }) => assert!(what.contains("kinds"), "{what}"),
        r => panic!("refused, not {r:?}"),
    }
}
