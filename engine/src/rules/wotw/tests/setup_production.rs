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
