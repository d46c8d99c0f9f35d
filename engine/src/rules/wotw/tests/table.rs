//! The ruled-game interface: the projection, refusals that change nothing, replay, and the
//! property tests that play thousands of bot games checking invariants at every step.

use super::*;

#[test]
fn the_projection_draws_the_map_as_regions_and_a_battle_on_the_hex_board() {
    let mut g = empty(Variants::default());
    let p = g.project(Some(0));
    assert!(
        matches!(&p.boards[0], crate::rules::BoardView::Regions { regions, .. } if regions.len() == 20)
    );
    assert_eq!(p.boards.len(), 1, "no battle board outside a battle");
    let lyon = zone(&g, "Lyon");
    battle_in(&mut g, lyon, &[0, 3], &[(GunKind::Field, 0)], 0);
    let p = g.project(Some(0));
    assert!(
        matches!(&p.boards[1], crate::rules::BoardView::Hex { cells, .. } if cells.len() == 30)
    );
    assert!(
        p.trackers
            .iter()
            .any(|t| t.name == "Clock" && t.value == "Battle Phase")
    );
    // Every choice's targets are drawn: regions of the map or hexes of the board.
    for (c, _) in g.choices() {
        for t in &c.targets {
            match t {
                crate::rules::Thing::Hex(h) => assert!(g.data.board.cell_of(*h).is_some()),
                crate::rules::Thing::Region(r) => assert!(r.starts_with("zone-")),
                _ => {}
            }
        }
    }
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut g = game(5);
    let before = snapshot(&g);
    let err = g.apply(Move::Fire {
        gun: 99,
        tripod: 3,
        surprise: false,
    });
    assert!(matches!(err, Err(WotwError::Illegal(_))));
    assert_eq!(snapshot(&g), before);
}

/// Any move at all, valid or not, with numbers from small to off the map.
fn arbitrary(rng: &mut Rng) -> Move {
    let n = |rng: &mut Rng| [0u8, 1, 3, 7, 19, 25, 29, 60, 255][rng.index(9)];
    let id = |rng: &mut Rng| [0u16, 1, 2, 5, 29, 30, 999][rng.index(7)];
    let unit = |rng: &mut Rng| Unit::ALL[rng.index(3)];
    let plan = |rng: &mut Rng| Plan::ALL[rng.index(6)];
    match rng.index(24) {
        0 => Move::Buy {
            item: Buy::ALL[rng.index(5)],
            zone: n(rng),
        },
        1 => Move::BuyHarbor { zone: Some(n(rng)) },
        2 => Move::BuyHarbor { zone: None },
        3 => Move::Shift {
            unit: unit(rng),
            from: n(rng),
            to: n(rng),
            all: rng.index(2) == 0,
        },
        4 => Move::ShiftGun {
            gun: id(rng),
            to: n(rng),
        },
        5 => Move::Done,
        6 => Move::Battle { wave: n(rng) },
        7 => Move::BuyPlan {
            plan: Some(plan(rng)),
        },
        8 => Move::Earthworks { gun: id(rng) },
        9 => Move::Cavalry,
        10 => Move::PlaceGun {
            gun: id(rng),
            cell: n(rng),
        },
        11 => Move::PlaceUnits {
            unit: unit(rng),
            cell: n(rng),
            all: rng.index(2) == 0,
        },
        12 => Move::Fire {
            gun: id(rng),
            tripod: id(rng),
            surprise: rng.index(2) == 0,
        },
        13 => Move::Use(plan(rng)),
        14 => Move::Card(id(rng)),
        15 => Move::PickGun(id(rng)),
        16 => Move::PickTripod(id(rng)),
        17 => Move::Lose(unit(rng)),
        18 => Move::LoseGun(id(rng)),
        19 => Move::Keg { zone: n(rng) },
        20 => Move::CylinderAttack { wave: n(rng) },
        21 => Move::RemoveKeg { zone: n(rng) },
        22 => Move::Redirect { to: n(rng) },
        _ => Move::Pay,
    }
}

/// Everything of a table that moves (not its data), to compare two moments.
fn snapshot(g: &Wotw) -> String {
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        (g.phase, g.step, g.round, g.outcome),
        (
            g.points,
            g.human_vp,
            g.germs,
            g.martian_vp,
            g.colonization,
            g.pieces
        ),
        g.zones,
        g.guns,
        g.waves,
        g.staging,
        (&g.cup, &g.removed, &g.harbor_cup, g.kegs_free),
        (
            &g.events,
            &g.event_discard,
            &g.battle_deck,
            &g.battle_discard
        ),
        g.battle,
        (g.fought, g.dev, g.moving, g.warships, g.arrived),
        g.rng,
        g.log.len(),
        g.last_roll,
        g.pay_event,
    )
}

#[test]
fn any_move_is_made_or_refused_with_a_reason_and_a_refusal_changes_nothing() {
    let d = data();
    // Without the log, so comparing whole tables stays quick.
    let games =
        (0..30).map(|seed| Wotw::new(&d, 1, seed, &Variants::default(), false).expect("sets up"));
    crate::rules::checks::any_move_is_made_or_refused(
        games,
        300,
        &mut Rng::seeded(99),
        arbitrary,
        snapshot,
    );
}

#[test]
fn the_same_seed_and_moves_replay_the_same_table() {
    let mut a = game(21);
    play(&mut a, "general", 4);
    // Replay the moves a bot made by replaying its choices: the same bot, the same generator.
    let mut b = game(21);
    play(&mut b, "general", 4);
    assert_eq!(a.log(), b.log());
    assert_eq!(a.outcome(), b.outcome());
    let mut c = game(22);
    play(&mut c, "general", 4);
    assert_ne!(a.log(), c.log());
}

/// Invariants of a table, checked at every step of the property tests.
fn check(g: &Wotw, ids: &[u16]) {
    // Tripods are conserved between the cup, the Staging Areas, the battle board (and, with
    // that variant, out of the game).
    let mut all = g.all_tripods();
    all.sort_unstable();
    assert_eq!(all, ids, "Tripods conserved");
    // Points never negative, counters within their tracks.
    for v in [
        g.points(),
        g.human_vp(),
        g.germs(),
        g.martian_vp(),
        g.colonization(),
        g.pieces(),
    ] {
        assert!(v >= 0, "points never negative");
    }
    assert!(g.points() <= 99 && g.human_vp() <= 9 && g.martian_vp() <= 9);
    for (i, z) in g.zones().iter().enumerate() {
        assert!(z.workforce <= g.data().zones[i].workforce);
        assert!(!z.destroyed || (z.workforce == 0 && !z.harbor && !z.industrial));
        assert!(z.acted.iter().zip(z.units.iter()).all(|(a, u)| a <= u));
    }
    assert!(g.zones().iter().filter(|z| z.industrial).count() <= 4);
    // Victory checked at any time, in order: the game is over exactly when a condition holds,
    // and its end is the first that holds.
    let met = g.ends_met();
    match g.outcome() {
        Some(o) if !o.cut_off => {
            assert_eq!(
                met.first().map(|&i| ENDS[i].0),
                Some(o.end),
                "victory in order"
            );
            assert_eq!(o.winner().is_some(), ENDS[met[0]].1);
        }
        Some(_) => {}
        None => assert!(
            met.is_empty(),
            "a condition holds but the game goes on: {met:?}"
        ),
    }
    // Waves off the map hold no Tripods.
    for w in 0..WAVES {
        if matches!(g.wave(w), WaveAt::Gone) {
            assert!(g.staging(w).is_empty());
        }
    }
}

fn property_games(bots: &[&str], games: u64, variants: Variants) -> (u32, u32) {
    let d = data();
    let ids: Vec<u16> = (0..d.tripods.len() as u16).collect();
    let mut wins = 0;
    let mut moves = Vec::new();
    let mut total = 0u32;
    for seed in 0..games {
        let mut g = Wotw::new(&d, 1, seed, &variants, false).expect("sets up");
        let name = bots[seed as usize % bots.len()];
        let mut bot = SeatBot::<Wotw>::by_name(name).expect("bot");
        let mut rng = Rng::seeded(seed ^ 0xABCD);
        check(&g, &ids);
        let mut n = 0;
        while g.to_move().is_some() {
            g.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "a decision with no choice");
            let m = bot.choose(&g, &mut rng).expect("a move");
            g.apply(m).expect("the bot's move is legal");
            check(&g, &ids);
            n += 1;
            assert!(n < 20_000, "seed {seed}: the game does not end");
        }
        total += n;
        let o = g.outcome().expect("over");
        assert!(!o.cut_off, "seed {seed}: cut off ({})", o.end);
        wins += u32::from(o.winner() == Some(0));
    }
    (wins, total)
}

#[test]
fn thousands_of_bot_games_conserve_tripods_keep_points_and_check_victory_in_order() {
    let (wins, moves) = property_games(&["general", "random"], 1500, Variants::default());
    assert!(moves > 1500 * 20, "games are played: {moves} moves");
    assert!(wins > 0, "the solitaire can be won");
    let other = Variants {
        earthworks: Earthworks::Example,
        later_waves: LaterWaves::Wave,
        destroyed_tripods: DestroyedTripods::OutOfGame,
        other_phase_event: OtherPhaseEvent::StaysOnTop,
        industrial_zones: IndustrialZones::Producing,
    };
    property_games(&["general", "random"], 500, other);
}

#[test]
fn the_general_wins_more_often_than_the_random_bot() {
    let d = data();
    let mut wins = [0u32; 2];
    for (i, bot) in ["general", "random"].iter().enumerate() {
        for seed in 0..300 {
            let mut g = Wotw::new(&d, 1, seed, &Variants::default(), false).expect("sets up");
            play(&mut g, bot, seed);
            wins[i] += u32::from(g.outcome().is_some_and(|o| o.winner() == Some(0)));
        }
    }
    assert!(wins[0] > wins[1] + 10, "{wins:?}");
}

#[test]
fn the_generals_games_give_the_report_battle_plans_to_count() {
    // "Pay 5 Production Points to randomly draw 1 Battle Plan counter": the General buys one
    // with what Production left, so the balance report of the game's own bot can say how each
    // plan does (it once kept 15 Points back, never had them, and the report had no plans).
    let mut s = crate::sim::SimSettings::new("wotw-france");
    s.players = 1;
    s.games = 200;
    let p = crate::sim::run(&s).expect("runs");
    let report = crate::sim::Report::new(&s, &p, 1.0).expect("a report");
    let played: u64 = report.cards.iter().map(|c| c.played).sum();
    assert!(played >= 10, "{played} Battle Plans played in 200 games");
    for c in &report.cards {
        assert!(Plan::ALL.iter().any(|p| p.name() == c.card), "{}", c.card);
    }
}

#[test]
fn the_search_bot_plays_the_solitaire_to_its_end() {
    let d = data();
    for seed in 0..2 {
        let mut g = Wotw::new(&d, 1, seed, &Variants::default(), false).expect("sets up");
        play(&mut g, "search:20", seed);
        assert!(g.outcome().is_some());
    }
}

#[test]
fn the_simulator_counts_a_martian_victory_as_the_players_loss() {
    let mut s = crate::sim::SimSettings::new("wotw-france");
    s.players = 1;
    s.games = 60;
    let p = crate::sim::run(&s).expect("runs");
    assert_eq!(p.wins_by_seat.len(), 1);
    assert_eq!(p.wins_by_seat[0] + p.draws, 60);
    let report = crate::sim::Report::new(&s, &p, 1.0).expect("a report");
    // "A one-player game with no winner is the player's loss": never a draw, in the summary
    // nor the CSV rows; and a lone seat's score leads nothing, so no lead changes.
    let summary = report.summary();
    assert!(summary.contains("  losses: "), "{summary}");
    assert!(!summary.contains("draws"), "{summary}");
    assert!(report.csv().contains("losses"));
    assert!(report.lead.is_none());
    assert!(report.balance.is_none());
    // The Battle Plans played count as the report's cards, by their names (the random bot
    // buys and plays them often).
    s.bots = vec!["random".into()];
    s.games = 30;
    let p = crate::sim::run(&s).expect("runs");
    let report = crate::sim::Report::new(&s, &p, 1.0).expect("a report");
    assert!(!report.cards.is_empty());
    for c in &report.cards {
        assert!(Plan::ALL.iter().any(|p| p.name() == c.card), "{}", c.card);
    }
    // The variants are set by name, as the command line does.
    let v = VariantValues::from_pairs(SPEC, &["earthworks=example"]).expect("valid");
    assert_eq!(Variants::from_values(&v).earthworks, Earthworks::Example);
}

#[test]
#[ignore]
fn print_a_game() {
    let mut g = game(3);
    play(&mut g, "general", 3);
    for e in g.log() {
        println!("R{} {}", e.round, e.text);
    }
    println!("{:?}", g.outcome());
}

#[test]
#[ignore]
fn print_outcomes() {
    for bot in ["general", "random"] {
        let mut wins = 0;
        let mut ends = std::collections::BTreeMap::new();
        let mut rounds = 0;
        for s in 0..500 {
            let mut g = Wotw::new(&data(), 1, s, &Variants::default(), false).expect("sets up");
            play(&mut g, bot, s);
            let o = g.outcome().expect("ends");
            wins += u32::from(o.winner().is_some());
            *ends.entry(o.end).or_insert(0) += 1;
            rounds += g.round();
        }
        println!(
            "{bot}: {wins}/500 wins, mean rounds {}, {ends:?}",
            rounds as f64 / 500.0
        );
    }
}

/// Every number a designer can type in the game's decks is bounded when the data is read, and a
/// game plays to its end (overflow checks on) at each column's 0 and largest accepted value.
#[test]
fn data_bounds() {
    let w = u64::from(super::data::MAX_WORKFORCE);
    crate::rules::checks::data_bounds::<Wotw>(
        &[
            ("zones", "workforce", w),
            // Where a zone is drawn on the strategic map.
            ("zones", "x", 10_000),
            ("zones", "y", 10_000),
            ("gears", "workforce", w),
            ("gears", "gears", 20),
            ("devastation", "tripods", 30),
            ("devastation", "units", 20),
            ("devastation", "workforce", 20),
            ("devastation", "refugees", 20),
            ("devastation", "human vp", 20),
            ("devastation", "martian vp", 20),
            // Range bands of the land battle board.
            ("ranges", "range", 6),
            ("rule-numbers", "value", 30),
        ],
        &[],
    );
}

/// A zone picked where nothing may be bought is explained in the rules' words: "Infantry,
/// Cavalry, Field Guns, and Siege Guns can only be placed in a Zone with a Factory symbol."
#[test]
fn a_refused_zone_says_which_rule_refuses_it() {
    use crate::rules::Thing;
    let mut g = empty(Variants::default());
    enter(&mut g, Phase::Production);
    g.points = 16;
    let orleans = zone(&g, "Orleans");
    let said =
        RuledGame::why_not_thing(&g, &Thing::Region(format!("zone-{orleans}"))).expect("explained");
    assert!(
        said.starts_with(
            "Orleans: Units and Industrial counters are placed only in a zone with a Factory symbol"
        ),
        "{said}"
    );
    assert!(
        said.contains("Siege Gun 16") && said.contains("; you have 16)"),
        "{said}"
    );
    // Outside the phases that use zones, the rules have nothing to add.
    g.step = Step::EscapeRolls;
    assert_eq!(
        RuledGame::why_not_thing(&g, &Thing::Region(format!("zone-{orleans}"))),
        None
    );
}

/// An event effect goes one way ("Refugees +N Zone" arrive; "Workforce -N" is lost): a sign the
/// other way is refused, naming the row, never read as its opposite.
#[test]
fn an_event_effect_with_the_wrong_sign_is_refused_not_read_as_its_opposite() {
    for (value, fine) in [
        ("Refugees -2 Paris", false),
        ("Infantry -1 Paris", false),
        ("Workforce +1 random", false),
        ("Refugees +2 Paris", true),
        ("Infantry 1 Paris", true),
        ("Workforce -1 random", true),
    ] {
        let def = def_with("events", 2, "effect", value);
        match Wotw::read_data(&def) {
            Ok(_) => assert!(fine, "{value} was accepted"),
            Err(err) => {
                assert!(!fine, "{value}: {err}");
                assert_eq!(
                    (err.row, err.column.as_deref()),
                    (Some(3), Some("effect")),
                    "{value}: {err}"
                );
                assert!(err.to_string().contains("only goes one way"), "{err}");
            }
        }
    }
}
