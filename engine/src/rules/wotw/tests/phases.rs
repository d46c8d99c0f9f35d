//! Devastation, Human Action, Escape and the victory conditions: the Tripod Devastation chart,
//! Powder Kegs and Cylinder Attacks, Refugees, the later Waves, and the written order of the
//! victory check.

use super::*;

#[test]
fn heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees() {
    // "I have a Wave in Cholet with 2 Tripods in its Tripod Staging Area. I roll for that Wave's
    // Devastation and get a Green result (Heat Ray). 1 Unit of my choice is now Destroyed. I
    // lower my Workforce by 1, from 4 to 3. I also add 3 Refugees to the Zone."
    let mut g = empty(Variants::default());
    let cholet = zone(&g, "Cholet");
    wave(&mut g, 0, cholet, &[0, 1]);
    g.zones[usize::from(cholet)].units[Unit::Infantry.index()] = 1;
    gun(&mut g, cholet, GunKind::Field, 0);
    g.fought = [true; WAVES];
    force(&mut g, &[Face::Green]);
    enter(&mut g, Phase::Devastation);
    assert_eq!(g.step(), Step::DevUnits, "the player chooses the Unit");
    g.apply(Move::Lose(Unit::Infantry)).expect("an Infantry");
    assert_eq!(g.zone(cholet).workforce, 3);
    assert_eq!(g.zone(cholet).units[Unit::Refugee.index()], 3);
    assert_eq!(g.guns().len(), 1);
    assert_eq!(g.martian_vp(), 1, "a Captured Infantry is a Martian VP");
}

#[test]
fn workforce_at_zero_destroys_the_zone_its_harbor_and_stops_the_list() {
    // "If the Production counter's Workforce Value reaches “0”, remove the Production counter
    // and replace it with a Destroyed counter. This ends the Devastation Phase for that Wave. Do
    // not continue down the list by adding Refugees or subtracting Human Victory Points."
    // "If the Destroyed Zone has a Harbor, remove the Harbor counter."
    let mut g = empty(Variants::default());
    let brest = zone(&g, "Brest");
    wave(&mut g, 0, brest, &[0, 1, 2]);
    g.zones[usize::from(brest)].workforce = 1;
    g.zones[usize::from(brest)].harbor = true;
    g.germs = 1;
    // Yellow with 3 Tripods: Black Smoke, 3 Workforce, 1 Refugee, 1 Human VP.
    force(&mut g, &[Face::Yellow]);
    open(&mut g, Phase::Devastation);
    let z = g.zone(brest);
    assert!(z.destroyed && !z.harbor);
    assert_eq!(z.units[Unit::Refugee.index()], 0);
    assert_eq!((g.germs(), g.human_vp()), (1, 0), "no Human VP lost");
}

#[test]
fn human_vp_losses_borrow_from_the_germ_counter_and_stop_at_zero() {
    // "You have 3 Germ Points and 1 Human Victory Point. You get a result of “-2 Human VPs”.
    // Your Human Victory Point counter moves to 9, and your Germ Point counter moves down to 2."
    // "If you are at “0” Human Victory Points, and “0” Germ Points, do not lower your Victory
    // Points any further."
    let mut g = empty(Variants::default());
    g.germs = 3;
    g.human_vp = 1;
    g.add_human_vp(-2);
    assert_eq!((g.germs(), g.human_vp()), (2, 9));
    g.add_human_vp(-40);
    assert_eq!((g.germs(), g.human_vp()), (0, 0));
    // "When you earn 10 Human Victory Points, move the counter back to the “0” space, and
    // advance your Human Germ counter by 1 space."
    g.add_human_vp(13);
    assert_eq!((g.germs(), g.human_vp()), (1, 3));
}

// ----- Human Action -----

#[test]
fn infantry_place_powder_kegs_and_a_wave_entering_sets_them_off() {
    // "Rolling Yellow places a Powder Keg counter in the Zone." "Rolling Red will result in
    // Infantry being Destroyed." And the Le Chesne example: "I have 2 Powder Kegs placed in Le
    // Chesne. A Wave gets a Move result to Le Chesne. As soon as the Wave Moves in, I roll for
    // all Powder Kegs. I roll Green and Yellow causing 2 Points of Damage. I decide to Damage 2
    // Tripods … I also reduce Le Chesne's Workforce by 1."
    let mut g = empty(Variants::default());
    let chesne = zone(&g, "Le Chesne");
    g.zones[usize::from(chesne)].units[Unit::Infantry.index()] = 2;
    enter(&mut g, Phase::HumanAction);
    let kegs = g.kegs_free();
    force(&mut g, &[Face::Yellow]);
    g.apply(Move::Keg { zone: chesne })
        .expect("a fresh Infantry");
    force(&mut g, &[Face::Yellow]);
    g.apply(Move::Keg { zone: chesne }).expect("the other");
    assert_eq!(g.zone(chesne).kegs, 2);
    assert_eq!(g.kegs_free(), kegs - 2);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(
        !legal.iter().any(|m| matches!(m, Move::Keg { .. })),
        "each Infantry acts once"
    );
    // A Wave next door heads toward Paris through Le Chesne.
    let nancy = zone(&g, "Nancy");
    let mut g2 = g.clone();
    g2.step = Step::EventCheck;
    wave(&mut g2, 0, nancy, &[0, 1, 2]);
    g2.fought = [true; WAVES];
    // Movement Yellow ("toward producing": Nancy is producing, so it stays) is no use; Green
    // goes toward Paris: from Nancy the nearest way is Le Chesne or Dijon.
    let dest = {
        let d = &g2.data;
        let paris = d.paris;
        d.zones[usize::from(nancy)]
            .adjacent
            .iter()
            .copied()
            .min_by_key(|&a| d.zone_distance(a, paris))
            .expect("a neighbour")
    };
    if dest == chesne {
        force(&mut g2, &[Face::Green, Face::Green, Face::Yellow]);
        enter(&mut g2, Phase::MartianAction);
        assert_eq!(g2.wave(0), WaveAt::Wave { zone: chesne });
        assert_eq!(g2.zone(chesne).workforce, 2);
        assert_eq!(g2.step(), Step::AssignDamage);
        let ids: Vec<_> = g2.staging(0).iter().map(|t| t.id).collect();
        g2.apply(Move::PickTripod(ids[0])).expect("Damage one");
        g2.apply(Move::PickTripod(ids[1])).expect("Damage another");
        let damaged = g2.staging(0).iter().filter(|t| t.damaged).count();
        assert_eq!((g2.staging(0).len(), damaged), (3, 2));
        assert_eq!(g2.zone(chesne).kegs, 0, "the Kegs are discarded");
    }
    // Red: the Infantry is Destroyed.
    let mut g = empty(Variants::default());
    g.zones[usize::from(chesne)].units[Unit::Infantry.index()] = 1;
    enter(&mut g, Phase::HumanAction);
    force(&mut g, &[Face::Red]);
    g.apply(Move::Keg { zone: chesne }).expect("an Infantry");
    assert_eq!(g.zone(chesne).units[Unit::Infantry.index()], 0);
}

#[test]
fn a_wave_entering_the_keg_zone_from_the_chart_is_set_off_as_in_le_chesne() {
    // The same example, with the Wave's move placed directly: Green (2 Damage) and Yellow
    // (Workforce −1).
    let mut g = empty(Variants::default());
    let chesne = zone(&g, "Le Chesne");
    let nancy = zone(&g, "Nancy");
    wave(&mut g, 0, nancy, &[0, 1, 2]);
    g.zones[usize::from(chesne)].kegs = 2;
    g.phase = Phase::MartianAction;
    g.moving = super::state::MoveCursor {
        wave: 0,
        dest: chesne,
        damage: 0,
    };
    force(&mut g, &[Face::Green, Face::Yellow]);
    g.wave_moves();
    assert_eq!(g.zone(chesne).workforce, 2);
    assert_eq!(g.step(), Step::AssignDamage);
    let ids: Vec<_> = g.staging(0).iter().map(|t| t.id).collect();
    g.apply(Move::PickTripod(ids[0])).expect("Damage");
    g.apply(Move::PickTripod(ids[0]))
        .expect("then Destroy the same one");
    assert_eq!(
        g.staging(0).len(),
        2,
        "“I also could have Destroyed 1 Tripod.”"
    );
}

#[test]
fn a_cylinder_attack_on_yellow_destroys_a_tripod_and_an_empty_cylinder_is_removed() {
    // "Rolling Yellow will result in 1 Tripod being Destroyed. Remove the Tripod from its Tripod
    // Staging Area." "If all the Tripods in the Cylinder are Destroyed, remove the Cylinder."
    let mut g = empty(Variants::default());
    let espagne = zone(&g, "Espagne");
    let rennes = zone(&g, "Rennes");
    wave(&mut g, 1, espagne, &[0]);
    g.waves[1] = WaveAt::Cylinder {
        zone: espagne,
        progress: 0,
    };
    // A Wave elsewhere, so the removal does not end the game.
    wave(&mut g, 0, rennes, &[1]);
    g.zones[usize::from(espagne)].units[Unit::Infantry.index()] = 1;
    enter(&mut g, Phase::HumanAction);
    force(&mut g, &[Face::Yellow]);
    g.apply(Move::CylinderAttack { wave: 1 })
        .expect("an Infantry in the zone");
    assert_eq!(g.wave(1), WaveAt::Gone);
    assert!(g.outcome().is_none());
}

#[test]
fn each_unit_moves_one_zone_freely_once() {
    // "Each Infantry, Cavalry, Field Gun, Siege Gun, Refugee, and Character can freely Move 1
    // Zone as their Action during the Human Action Phase."
    let mut g = empty(Variants::default());
    let (a, b, c) = (zone(&g, "Cholet"), zone(&g, "Limoges"), zone(&g, "Montcuq"));
    g.zones[usize::from(a)].units[Unit::Refugee.index()] = 3;
    g.zones[usize::from(c)].units[Unit::Infantry.index()] = 1;
    enter(&mut g, Phase::HumanAction);
    g.apply(Move::Shift {
        unit: Unit::Refugee,
        from: a,
        to: b,
        all: true,
    })
    .expect("free");
    assert_eq!(g.points(), 0);
    let refused = g.apply(Move::Shift {
        unit: Unit::Refugee,
        from: b,
        to: c,
        all: false,
    });
    assert!(refused.is_err(), "they have moved this phase");
}

// ----- Escape -----

#[test]
fn a_zone_holds_only_as_many_refugees_as_its_gears_as_in_cholet() {
    // "I have 5 Refugees in Cholet, but my Production counter only has 1 Gear. Cholet can only
    // hold 1 Refugee. I must either Move 4 Refugees into other Zones, or the additional 4
    // Refugees will be Captured at the end of the Escape Phase." "Score 1 Martian Victory Point
    // for each Captured Refugee."
    let mut g = empty(Variants::default());
    let cholet = zone(&g, "Cholet");
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.zones[usize::from(cholet)].workforce = 3;
    assert_eq!(g.gears(cholet), 1);
    g.zones[usize::from(cholet)].units[Unit::Refugee.index()] = 5;
    g.phase = Phase::Escape;
    g.escape_rolls();
    assert_eq!(g.zone(cholet).units[Unit::Refugee.index()], 1);
    assert_eq!(g.martian_vp(), 4);
}

#[test]
fn refugees_at_a_harbor_roll_to_escape_and_score_human_vp() {
    // "If there is a Refugee in a Zone with a Harbor counter, roll a die to see if that Refugee
    // successfully Escapes." (Refugee Escape chart: Green Escapes; Red flees into a naval
    // battle, which without a Warship Captures the Freighter.)
    let mut g = empty(Variants::default());
    let brest = zone(&g, "Brest");
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.zones[usize::from(brest)].harbor = true;
    g.zones[usize::from(brest)].units[Unit::Refugee.index()] = 2;
    force(&mut g, &[Face::Green, Face::Red]);
    open(&mut g, Phase::Escape);
    assert_eq!(g.step(), Step::Warships, "no Warship bought without points");
    g.step = Step::EscapeRolls;
    g.escape_rolls();
    assert_eq!(g.zone(brest).units[Unit::Refugee.index()], 0);
    assert_eq!(g.human_vp(), 1);
    assert_eq!(g.martian_vp(), 1);
}

#[test]
fn waves_3_4_and_5_arrive_when_the_germ_counter_reaches_3_6_and_9() {
    // "Wave #3, Wave #4 and Wave #5 are placed on when the Germ Counter reaches 3, 6, and 9
    // respectively during the end of the Escape Phase."
    for (v, cylinder) in [(LaterWaves::Cylinder, true), (LaterWaves::Wave, false)] {
        let mut g = empty(Variants {
            later_waves: v,
            ..Variants::default()
        });
        g.arrived = [false; 3];
        let zw = zone(&g, "Espagne");
        wave(&mut g, 0, zw, &[0]);
        g.germs = 6;
        g.phase = Phase::Escape;
        g.escape_rolls();
        assert_ne!(g.wave(2), WaveAt::Waiting);
        assert_eq!(g.is_cylinder(2), cylinder, "{v:?}");
        assert_eq!(g.is_cylinder(3), cylinder, "{v:?}");
        assert!(g.arrived[1] && !g.arrived[2], "Wave #5 waits for 9 Germs");
        assert_eq!((g.staging(2).len(), g.staging(3).len()), (4, 4));
    }
}

// ----- victory -----

#[test]
fn victory_conditions_are_checked_in_the_written_order() {
    // "These conditions are checked in the following order": no Wave or Cylinder (win), Germ 10
    // (win), Colonization 10 (lose), Paris Destroyed (lose), the Flying Machine (lose).
    let mut g = empty(Variants::default());
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.colonization = 10;
    g.pieces = 4;
    g.germs = 10;
    g.check_victory();
    let o = g.outcome().expect("over");
    assert_eq!((o.winner(), o.end), (Some(0), ENDS[1].0));
    let mut g = empty(Variants::default());
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.pieces = 4;
    g.zones[usize::from(g.data.paris)].destroyed = true;
    g.check_victory();
    assert_eq!(
        g.outcome().map(|o| (o.winner(), o.end)),
        Some((None, ENDS[3].0))
    );
    let mut g = empty(Variants::default());
    g.check_victory();
    assert!(g.outcome().is_none(), "a Cylinder is left");
    let t = g.staging[4].remove(0);
    g.cup.push(t.id);
    g.sweep_waves();
    assert_eq!(
        g.outcome().map(|o| o.end),
        Some(ENDS[0].0),
        "no Wave, no Cylinder"
    );
}

#[test]
fn ten_martian_vp_advance_the_colonization_counter() {
    // "When the Martians earn 10 Martian Victory Points, move the counter back to the “0”
    // space, and advance their Martian Colonization counter by 1 space."
    let mut g = empty(Variants::default());
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.martian_vp = 8;
    g.add_martian_vp(3);
    assert_eq!((g.colonization(), g.martian_vp()), (1, 1));
}

#[test]
fn a_kegs_yellow_destroys_a_zone_of_1_workforce_and_a_wave_from_a_cylinder_sets_off_none() {
    // "If you roll a Yellow result in a Zone with 1 Workforce, the Zone is Destroyed." "If you
    // roll a Yellow result in a Destroyed Zone, it becomes a No Effect."
    let mut g = empty(Variants::default());
    let chesne = zone(&g, "Le Chesne");
    let nancy = zone(&g, "Nancy");
    wave(&mut g, 0, nancy, &[0, 1]);
    g.zones[usize::from(chesne)].workforce = 1;
    g.zones[usize::from(chesne)].kegs = 1;
    g.phase = Phase::MartianAction;
    g.moving = super::state::MoveCursor {
        wave: 0,
        dest: chesne,
        damage: 0,
    };
    force(&mut g, &[Face::Yellow]);
    g.wave_moves();
    assert!(g.zone(chesne).destroyed);
    assert_eq!(g.zone(chesne).kegs, 0, "the Powder Keg is discarded");
    let log = g.log().len();
    g.zones[usize::from(chesne)].kegs = 1;
    // A Workforce value left on the Destroyed Zone, which a Yellow that acted would lower.
    g.zones[usize::from(chesne)].workforce = 2;
    let free = g.kegs_free();
    g.moving = super::state::MoveCursor {
        wave: 0,
        dest: chesne,
        damage: 0,
    };
    force(&mut g, &[Face::Yellow]);
    g.wave_moves();
    assert!(g.zone(chesne).destroyed);
    assert_eq!(g.zone(chesne).workforce, 2, "no Workforce lost");
    assert_eq!(
        (g.zone(chesne).kegs, g.kegs_free()),
        (0, free + 1),
        "the Powder Keg is discarded"
    );
    assert!(
        !g.log()[log..]
            .iter()
            .any(|e| e.text.contains("loses Workforce"))
    );
    assert!(g.staging(0).iter().all(|t| !t.damaged));

    // "Waves placed in a Powder Keg's Zone after being created by a Cylinder are not affected."
    let mut g = empty(Variants::default());
    let espagne = zone(&g, "Espagne");
    wave(&mut g, 1, espagne, &[0, 1]);
    let need = g.data().numbers.assembly;
    g.waves[1] = WaveAt::Cylinder {
        zone: espagne,
        progress: need - 1,
    };
    g.zones[usize::from(espagne)].kegs = 1;
    force(&mut g, &[Face::Green]);
    g.assembly();
    assert_eq!(g.wave(1), WaveAt::Wave { zone: espagne });
    assert_eq!(g.zone(espagne).kegs, 1);
    assert!(g.staging(1).iter().all(|t| !t.damaged));

    // The Cylinder Attack's Red: "Rolling Red will result in the Infantry being Destroyed."
    g.waves[1] = WaveAt::Cylinder {
        zone: espagne,
        progress: 0,
    };
    g.zones[usize::from(espagne)].units[Unit::Infantry.index()] = 1;
    enter(&mut g, Phase::HumanAction);
    force(&mut g, &[Face::Red]);
    g.apply(Move::CylinderAttack { wave: 1 })
        .expect("an Infantry in the zone");
    assert_eq!(g.zone(espagne).units[Unit::Infantry.index()], 0);
    assert_eq!(g.staging(1).len(), 2);
}

#[test]
fn industrial_counters_go_when_their_zone_is_destroyed_or_has_red_weed() {
    // "Industrial counters are Destroyed if a Zone is Destroyed or has Red Weed."
    let mut g = empty(Variants::default());
    let (lille, lyon) = (zone(&g, "Lille"), zone(&g, "Lyon"));
    g.zones[usize::from(lille)].industrial = true;
    g.zones[usize::from(lyon)].industrial = true;
    g.destroy_zone(lille);
    assert!(!g.zone(lille).industrial);
    // The Martian Movement chart's Red: Red Weed covers the Wave's zone.
    wave(&mut g, 0, lyon, &[0]);
    g.phase = Phase::MartianAction;
    g.moving = super::state::MoveCursor::default();
    force(&mut g, &[Face::Red]);
    g.martian_next();
    assert!(g.zone(lyon).red_weed);
    assert!(!g.zone(lyon).industrial);
    assert!(!g.producing(lyon));
}
