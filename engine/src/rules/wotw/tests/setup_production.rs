//! Set-up, the die, Production and the Event Check: where Wave #1 and the Cylinder land, the
//! die's faces, Production Points and costs, Industrial counters, movement, and when an Event
//! card is drawn.

use super::*;

#[test]
fn set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone() {
    // "Randomly draw 4 Tripod counters from the cup and place them in the #1 Tripod Staging
    // Area." "Place 4 random Tripods in the #2 Tripod Staging Area." "The game begins with
    // Wave #1's Zone Destroyed." "Place a Green Handling Machine in Espagne … Yellow … in
    // Italie … Red … in Rennes."
    for seed in 0..40 {
        let g = Wotw::new(&data(), 1, seed, &Variants::default(), false).expect("sets up");
        let WaveAt::Wave { zone: w1 } = g.wave(0) else {
            panic!("Wave #1 is on the map")
        };
        assert!(matches!(g.wave(1), WaveAt::Cylinder { .. }));
        assert_eq!((g.staging(0).len(), g.staging(1).len()), (4, 4));
        assert!(g.zone(w1).destroyed, "seed {seed}");
        assert_eq!(g.cup().len(), g.data().tripods.len() - 8);
        let names = g.machines().map(|z| g.zone_name(z).to_string());
        assert_eq!(names, ["Espagne", "Italie", "Rennes"]);
        assert_eq!((g.phase(), g.round()), (Phase::Production, 1));
    }
}

#[test]
fn the_die_shows_green_on_three_faces_yellow_on_two_and_red_on_one() {
    // "There are 3 colors on each die: Green, Yellow, and Red. Green appears three times, Yellow
    // twice, and Red once."
    let mut rng = Rng::seeded(11);
    let mut seen = [0u32; 3];
    for _ in 0..60_000 {
        seen[Face::roll(&mut rng).index()] += 1;
    }
    assert!((29_000..31_000).contains(&seen[0]), "{seen:?}");
    assert!((19_000..21_000).contains(&seen[1]), "{seen:?}");
    assert!((9_300..10_700).contains(&seen[2]), "{seen:?}");
    // The dice tray always names the colour.
    let mut g = empty(Variants::default());
    g.roll();
    let p = g.project(Some(0));
    assert!(
        p.dice
            .iter()
            .all(|d| ["Green", "Yellow", "Red"].contains(&d.face.as_str()) && !d.colour.is_empty())
    );
}

// ----- Production -----

#[test]
fn production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone() {
    // "Add up the number of Gears on the map to determine the number of Production Points you
    // gain this Production Phase. Add these new Points to any Production Points you might
    // already have." "Each Industrial counter gains you 1 Production Point for that Zone, for
    // as long as it is a Producing Zone."
    let mut g = empty(Variants::default());
    let gears: i32 = (0..g.zones().len() as u8)
        .map(|z| i32::from(g.gears(z)))
        .sum();
    let lille = zone(&g, "Lille");
    let espagne = zone(&g, "Espagne");
    g.zones[usize::from(lille)].industrial = true;
    g.zones[usize::from(espagne)].industrial = true;
    g.destroy_zone(espagne);
    g.points = 5;
    enter(&mut g, Phase::Production);
    let espagne_gears = i32::from(g.data.gears[3]);
    assert_eq!(g.points(), 5 + gears - espagne_gears + 1);
    assert_eq!(g.step(), Step::Production);
}

#[test]
fn an_industrial_counter_gains_nothing_the_turn_it_is_bought_and_1_point_the_next() {
    // "You do not gain Production Points for an Industrial counter on the turn it was
    // purchased." "Each Industrial counter gains you 1 Production Point for that Zone, for as
    // long as it is a Producing Zone."
    let mut g = empty(Variants::default());
    let gears = |g: &Wotw| -> i32 {
        (0..g.zones().len() as u8)
            .map(|z| i32::from(g.gears(z)))
            .sum()
    };
    let lille = zone(&g, "Lille");
    enter(&mut g, Phase::Production);
    let first = gears(&g);
    assert_eq!(g.points(), first);
    g.apply(Move::Buy {
        item: Buy::Industrial,
        zone: lille,
    })
    .expect("an Industrial counter");
    assert!(g.zone(lille).industrial);
    let left = first - 2;
    assert_eq!(g.points(), left, "nothing gained for it on buying");
    // The rest of the turn, buying and doing nothing: no point comes from it.
    g.apply(Move::Done).expect("done buying");
    while g.round() == 1 {
        assert_ne!(g.phase(), Phase::Production);
        assert_eq!(g.points(), left, "{:?}", g.phase());
        g.apply(Move::Done).expect("nothing to do");
    }
    // The next Production Phase: the Gears and 1 for the counter.
    assert_eq!((g.round(), g.phase()), (2, Phase::Production));
    assert!(g.producing(lille) && g.zone(lille).industrial);
    assert_eq!(g.points(), left + gears(&g) + 1);
    let gain = g
        .log()
        .iter()
        .rfind(|e| e.text.starts_with("Production: "))
        .expect("the gain is said");
    assert!(
        gain.text.contains("and 1 Industrial counter give"),
        "{}",
        gain.text
    );
}

#[test]
fn units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone() {
    // "Infantry 6 … Cavalry 6 … Field Gun 9 … Siege Gun 16"; "Infantry, Cavalry, Field Guns,
    // and Siege Guns can only be placed in a Zone with a Factory symbol."
    let mut g = empty(Variants::default());
    enter(&mut g, Phase::Production);
    g.points = 16;
    let lyon = zone(&g, "Lyon");
    let orleans = zone(&g, "Orleans");
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.contains(&Move::Buy {
        item: Buy::SiegeGun,
        zone: lyon
    }));
    let refused = g.apply(Move::Buy {
        item: Buy::FieldGun,
        zone: orleans,
    });
    assert!(
        matches!(&refused, Err(WotwError::Illegal(why)) if why.contains("Factory")),
        "{refused:?}"
    );
    assert_eq!(g.points(), 16, "a refused move changes nothing");
    g.apply(Move::Buy {
        item: Buy::SiegeGun,
        zone: lyon,
    })
    .expect("16 points buy a Siege Gun");
    assert_eq!(g.points(), 0);
    assert!(
        g.guns()
            .iter()
            .any(|x| x.zone == lyon && x.kind == GunKind::Siege)
    );
    // "You cannot place Units in a Zone if that Zone is Destroyed or has Red Weed."
    g.points = 20;
    g.zones[usize::from(lyon)].red_weed = true;
    g.legal_moves(&mut legal);
    assert!(
        !legal
            .iter()
            .any(|m| matches!(m, Move::Buy { zone, .. } if *zone == lyon))
    );
}

#[test]
fn at_most_four_industrial_counters_and_one_a_zone() {
    // "You can have up to 4 Industrial counters on the map, in any zone or zones. You can only
    // have 1 Industrial counter in a Zone."
    let mut g = empty(Variants::default());
    enter(&mut g, Phase::Production);
    g.points = 50;
    let paris = zone(&g, "Paris");
    g.apply(Move::Buy {
        item: Buy::Industrial,
        zone: paris,
    })
    .expect("2 points");
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.contains(&Move::Buy {
        item: Buy::Industrial,
        zone: paris
    }));
    for name in ["Lille", "Rouen", "Lyon"] {
        let z = zone(&g, name);
        g.apply(Move::Buy {
            item: Buy::Industrial,
            zone: z,
        })
        .expect("room for four");
    }
    g.legal_moves(&mut legal);
    assert!(!legal.iter().any(|m| matches!(
        m,
        Move::Buy {
            item: Buy::Industrial,
            ..
        }
    )));
}

#[test]
fn an_industrial_counter_goes_in_any_factory_zone_and_earns_only_while_it_produces() {
    // "Place Industrial counters in a Zone with a Factory Symbol" … "Each Industrial counter
    // gains you 1 Production Point for that Zone, for as long as it is a Producing Zone."
    let buy = |g: &Wotw, z: u8| {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        legal.contains(&Move::Buy {
            item: Buy::Industrial,
            zone: z,
        })
    };
    let written = Variants::default();
    assert_eq!(written.industrial_zones, IndustrialZones::Factory);
    for (variants, sold) in [
        (written, true),
        (
            Variants {
                industrial_zones: IndustrialZones::Producing,
                ..written
            },
            false,
        ),
    ] {
        let mut g = empty(variants);
        let nancy = zone(&g, "Nancy");
        // A Factory zone whose Workforce has fallen to 2 shows no Gear: it produces nothing.
        g.zones[usize::from(nancy)].workforce = 2;
        assert!(!g.producing(nancy));
        enter(&mut g, Phase::Production);
        g.points = 10;
        assert_eq!(buy(&g, nancy), sold, "{variants:?}");
        assert!(
            buy(&g, zone(&g, "Lille")),
            "a Producing Factory zone always sells one"
        );
        if sold {
            g.apply(Move::Buy {
                item: Buy::Industrial,
                zone: nancy,
            })
            .expect("sold");
            let before = g.points();
            enter(&mut g, Phase::Production);
            let gears: i32 = (0..g.zones().len() as u8)
                .map(|z| i32::from(g.gears(z)))
                .sum();
            assert_eq!(
                g.points(),
                before + gears,
                "the counter earns nothing there"
            );
        }
    }
}

#[test]
fn moving_costs_3_points_a_unit_as_in_the_montcuq_example() {
    // "I have an Infantry Unit and a Field Gun Unit in Montcuq, and I want to Move them. I spend
    // 6 Production Points to Move them both to Saint-Etienne, and then another 3 Production
    // Points to Move the Infantry to Lyon."
    let mut g = empty(Variants::default());
    let (montcuq, st, lyon) = (
        zone(&g, "Montcuq"),
        zone(&g, "Saint-Etienne"),
        zone(&g, "Lyon"),
    );
    g.zones[usize::from(montcuq)].units[Unit::Infantry.index()] = 1;
    let fg = gun(&mut g, montcuq, GunKind::Field, 0);
    enter(&mut g, Phase::Production);
    g.points = 9;
    g.apply(Move::Shift {
        unit: Unit::Infantry,
        from: montcuq,
        to: st,
        all: false,
    })
    .expect("adjacent");
    g.apply(Move::ShiftGun { gun: fg, to: st })
        .expect("adjacent");
    assert_eq!(g.points(), 3);
    g.apply(Move::Shift {
        unit: Unit::Infantry,
        from: st,
        to: lyon,
        all: false,
    })
    .expect("adjacent");
    assert_eq!(g.points(), 0);
    assert_eq!(g.zone(lyon).units[Unit::Infantry.index()], 1);
    assert_eq!(g.gun(fg).map(|x| x.zone), Some(st));
}

// ----- the Event Check -----

#[test]
fn an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own() {
    // "At the start of the shown phase, draw the card and complete the Event. If the phase
    // shown on the card does not match the phase you are in, ignore the card."
    let mut g = empty(Variants::default());
    let war_bonds = g
        .data
        .events
        .iter()
        .position(|e| e.name == "War Bonds")
        .expect("a sample card") as u16;
    g.events = vec![war_bonds];
    open(&mut g, Phase::Battle);
    assert_eq!(g.phase(), Phase::HumanAction, "no battle, no devastation");
    // The written reading: drawn in the Battle Phase's Event Check and ignored, unplayed.
    assert_eq!(g.events_left(), 0, "the card is drawn");
    assert_eq!(g.points(), 0, "and its Event does not happen");
    assert_eq!(g.last_event(), None);
    assert!(
        g.log()
            .iter()
            .any(|e| e.text == "Event Check: War Bonds is a Production Phase card: ignored"),
        "{:?}",
        g.log().iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    // The other reading: it stays on top until the Production Phase.
    let mut g = empty(Variants {
        other_phase_event: OtherPhaseEvent::StaysOnTop,
        ..Variants::default()
    });
    g.events = vec![war_bonds];
    open(&mut g, Phase::Battle);
    assert_eq!(
        g.events_left(),
        1,
        "a Production card waits on top in the other phases"
    );
    let mut g = empty(Variants::default());
    g.events = vec![war_bonds];
    let before = g.points;
    enter(&mut g, Phase::Production);
    assert_eq!(g.events_left(), 0);
    assert_eq!(g.last_event(), Some(war_bonds));
    let gears: i32 = (0..g.zones().len() as u8)
        .map(|z| i32::from(g.gears(z)))
        .sum();
    assert_eq!(g.points(), before + 4 + gears, "PP +4, then the Gears");
}

#[test]
fn set_up_puts_the_progress_counters_at_0_and_the_clock_on_production() {
    // "Place the Clock counter next to the Production Phase." "Place the x1 and x10 Production
    // Point counters on the “0” space." "Place the Germs and Colonization counters in the “0”
    // space." "Place the Human Victory Point and Martian Victory Point counters in the “0”
    // space." "Wave #1 and the Cylinder for Wave #2 may both begin the game in the same Zone."
    let mut shared = 0;
    for seed in 0..60 {
        // The table as set up, before the first phase runs.
        let g = Wotw::set_up(&data(), seed, &Variants::default(), true);
        assert_eq!(
            (g.phase(), g.round(), g.step()),
            (Phase::Production, 1, Step::EventCheck)
        );
        let trackers = g.project(Some(0)).trackers;
        let shown = |name: &str| {
            trackers
                .iter()
                .find(|t| t.name == name)
                .map(|t| t.value.as_str())
                .unwrap_or_else(|| panic!("no tracker {name}"))
        };
        assert_eq!(shown("Clock"), "Production Phase", "seed {seed}");
        assert_eq!(shown("Production Points"), "0", "seed {seed}");
        assert_eq!(shown("Human VP"), "0", "seed {seed}");
        assert_eq!(shown("Germ counter"), "0 of 10", "seed {seed}");
        assert_eq!(shown("Martian VP"), "0", "seed {seed}");
        assert_eq!(shown("Colonization counter"), "0 of 10", "seed {seed}");
        assert_eq!(
            (
                g.points(),
                g.human_vp(),
                g.germs(),
                g.martian_vp(),
                g.colonization()
            ),
            (0, 0, 0, 0, 0),
            "seed {seed}"
        );
        if g.wave_zone(0) == g.wave_zone(1) {
            shared += 1;
        }
    }
    assert!(
        shared > 0,
        "Wave #1 and the Cylinder share a zone in some games"
    );
}

#[test]
fn a_harbor_goes_only_on_its_own_site_and_units_may_be_placed_beside_a_wave() {
    // "Chosen Harbor 4 Production Points"; "You can only place a Harbor counter in an indicated
    // Harbor site on the map." "Industrial 2 Production Points." "You may place Units in a
    // Zone, even if it has a Martian Wave, Cylinder or Handling Machine in it."
    let mut g = empty(Variants::default());
    let (lyon, brest, paris) = (zone(&g, "Lyon"), zone(&g, "Brest"), zone(&g, "Paris"));
    wave(&mut g, 0, lyon, &[0]);
    enter(&mut g, Phase::Production);
    g.points = 20;
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    for m in &legal {
        if let Move::BuyHarbor { zone: Some(z) } = m {
            assert!(g.data().zones[usize::from(*z)].harbor.is_some(), "{m:?}");
        }
    }
    assert!(
        g.apply(Move::BuyHarbor { zone: Some(paris) }).is_err(),
        "Paris has no Harbor site"
    );
    g.apply(Move::BuyHarbor { zone: Some(brest) })
        .expect("Brest's Harbor");
    assert!(g.zone(brest).harbor);
    assert_eq!(g.points(), 16);
    let lille = zone(&g, "Lille");
    g.apply(Move::Buy {
        item: Buy::Industrial,
        zone: lille,
    })
    .expect("an Industrial counter");
    assert_eq!(g.points(), 14);
    g.apply(Move::Buy {
        item: Buy::Infantry,
        zone: lyon,
    })
    .expect("beside the Wave");
    assert_eq!(g.zone(lyon).units[Unit::Infantry.index()], 1);
    assert_eq!(g.points(), 8);
}

#[test]
fn each_phase_advances_the_clock_in_the_sequence_of_play() {
    // "A game turn is divided into phases that are repeated until one of the Victory
    // conditions is met." "Advance the Clock counter after completing each phase."
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    wave(&mut g, 0, lyon, &[0]);
    gun(&mut g, lyon, GunKind::Field, 0);
    let clock = |g: &Wotw| {
        g.project(Some(0))
            .trackers
            .iter()
            .find(|t| t.name == "Clock")
            .map(|t| t.value.clone())
            .expect("the Clock is shown")
    };
    // The Clock after each of the engine's steps and each decision: every value it shows, in
    // order, once.
    let mut shown: Vec<String> = Vec::new();
    let note = |g: &Wotw, shown: &mut Vec<String>| {
        let now = clock(g);
        if shown.last() != Some(&now) {
            shown.push(now);
        }
    };
    // Devastation: Yellow (Black Smoke); Martian Action: Green; Assembly: no piece.
    force(&mut g, &[Face::Yellow, Face::Green, Face::Green]);
    g.enter_phase(Phase::Production);
    note(&g, &mut shown);
    let mut guard = 0;
    while !(g.round() == 2 && g.decision()) {
        guard += 1;
        assert!(guard < 10_000, "stuck at {:?} {:?}", g.phase(), g.step());
        if !g.decision() {
            g.step_once();
        } else if g.step() == Step::Battle {
            // The battle itself is another test's: end it at once.
            g.b().step = BStep::End;
            g.step_once();
        } else {
            // A decision with one answer (the one battle to fight) is taken; the others are
            // to do nothing.
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            let mv = if legal.len() == 1 {
                legal.remove(0)
            } else {
                assert!(
                    matches!(
                        g.step(),
                        Step::Production | Step::HumanAction | Step::Warships
                    ),
                    "{:?}",
                    g.step()
                );
                Move::Done
            };
            g.make(mv);
        }
        note(&g, &mut shown);
    }
    assert_eq!(
        shown,
        [
            "Production Phase",
            "Battle Phase",
            "Devastation Phase",
            "Human Action Phase",
            "Escape Phase",
            "Martian Action Phase",
            "Assembly Phase",
            "Production Phase",
        ]
    );
    assert_eq!((g.phase(), g.step()), (Phase::Production, Step::Production));
    let at = |s: &str| {
        g.log()
            .iter()
            .position(|e| e.text.starts_with(s))
            .unwrap_or_else(|| panic!("{s}"))
    };
    assert!(at("Devastation: Wave #1") < at("Wave #1 rolls Green"));
    assert!(at("Wave #1 rolls Green") < at("Flying Machine roll"));
}

#[test]
fn infantry_and_cavalry_cost_6_a_field_gun_9_and_a_siege_gun_16() {
    // "Infantry … Cavalry … 6 Production Points", "Field Gun 9 Production Points", "Siege Gun 16
    // Production Points", "Industrial 2 Production Points".
    let mut g = empty(Variants::default());
    enter(&mut g, Phase::Production);
    let lyon = zone(&g, "Lyon");
    let mut legal = Vec::new();
    for (item, cost) in [
        (Buy::Infantry, 6),
        (Buy::Cavalry, 6),
        (Buy::FieldGun, 9),
        (Buy::SiegeGun, 16),
        (Buy::Industrial, 2),
    ] {
        let mv = Move::Buy { item, zone: lyon };
        g.points = cost - 1;
        g.legal_moves(&mut legal);
        assert!(!legal.contains(&mv), "{item:?} for {}", cost - 1);
        g.points = cost;
        g.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "{item:?} for {cost}");
    }
}
