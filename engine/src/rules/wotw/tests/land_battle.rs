//! The Land Battle: Initiative and Earthworks, set-up from the Battle card, Tripods' movement
//! and actions, detect and fire rolls, Guns' hits by range, the end of a battle, Battle Plans.

use super::*;

fn bstep(g: &Wotw) -> Option<BStep> {
    g.battle().map(|b| b.step)
}

#[test]
fn hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun() {
    // "If the Zone has Hills, Humans have the Initiative." "The side with Initiative sets up
    // their Units after the opponent sets up their Units." "If a Battle takes place in a Zone
    // with a Hill symbol, the Guns in the Zone gain up to 2 free Earthworks counters … Only 1
    // Earthworks counter can be placed on each Gun due to Hills."
    let mut g = empty(Variants::default());
    let dijon = zone(&g, "Dijon");
    assert!(g.data.zones[usize::from(dijon)].hills);
    let guns = battle_in(
        &mut g,
        dijon,
        &[0, 1],
        &[(GunKind::Field, 0), (GunKind::Siege, 4)],
        0,
    );
    // The Siege Gun is full: the Field Gun is the only one that can take one, so it is given.
    assert_eq!(g.gun(guns[0]).map(|x| x.earthworks), Some(1));
    assert_eq!(g.gun(guns[1]).map(|x| x.earthworks), Some(4));
    // The Martians set up first: the Humans place their Guns seeing the Tripods.
    assert_eq!(bstep(&g), Some(BStep::PlaceHumans));
    assert!(
        g.battle()
            .is_some_and(|b| b.martians_placed && !b.tripods.is_empty())
    );

    // Without Hills the Martians have the Initiative: the Humans set up first.
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    assert!(!g.data.zones[usize::from(lyon)].hills);
    battle_in(
        &mut g,
        lyon,
        &[0],
        &[(GunKind::Field, 0), (GunKind::Field, 0)],
        0,
    );
    assert_eq!(bstep(&g), Some(BStep::PlaceHumans));
    assert!(
        g.battle()
            .is_some_and(|b| !b.martians_placed && b.tripods.is_empty())
    );
}

#[test]
fn earthworks_follow_the_table_or_the_worked_example_by_variant() {
    // The table: "Rolling Yellow will result in building 1 Earthworks for a Gun. Rolling Red
    // will result in the Infantry being Destroyed." The example: "my Infantry rolls Yellow for
    // one of the Field Guns. I place 2 Earthworks on that Field Gun. At the beginning of the
    // second Battle, my Infantry rolls Red for the same Field Gun. I place 1 Earthworks on the
    // Field Gun and remove my Infantry."
    for (v, yellow, red) in [(Earthworks::Table, 1, 1), (Earthworks::Example, 2, 3)] {
        let variants = Variants {
            earthworks: v,
            ..Variants::default()
        };
        let mut g = empty(variants);
        let lyon = zone(&g, "Lyon");
        let guns = battle_in(
            &mut g,
            lyon,
            &[0],
            &[(GunKind::Field, 0), (GunKind::Field, 0)],
            2,
        );
        assert_eq!(bstep(&g), Some(BStep::Earthworks));
        force(&mut g, &[Face::Yellow]);
        g.apply(Move::Earthworks { gun: guns[0] })
            .expect("an attempt");
        assert_eq!(
            g.gun(guns[0]).map(|x| x.earthworks),
            Some(yellow),
            "{v:?} Yellow"
        );
        force(&mut g, &[Face::Red]);
        g.apply(Move::Earthworks { gun: guns[0] })
            .expect("the second Infantry");
        assert_eq!(g.gun(guns[0]).map(|x| x.earthworks), Some(red), "{v:?} Red");
        assert_eq!(
            g.battle().map(|b| b.unplaced[Unit::Infantry.index()]),
            Some(1),
            "{v:?}: Red Destroys the Infantry"
        );
    }
}

#[test]
fn tripods_set_up_on_their_colours_letter_as_in_the_example() {
    // "I draw a Battle card and place the 2 Green Tripods in the Hex labeled “E”. I place the
    // Yellow Tripod in “B”, and the Red in “A”."
    let mut g = empty(Variants::default());
    let probing = g
        .data
        .battle_cards
        .iter()
        .position(|c| c.name == "Probing Beams")
        .expect("a sample card") as u16;
    g.battle_deck = vec![0, probing];
    let lyon = zone(&g, "Lyon");
    battle_in(&mut g, lyon, &[0, 0, 1, 2], &[(GunKind::Field, 0)], 0);
    // One Gun, no Infantry: its placement is the only question.
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let Move::PlaceGun { gun, cell: c } = legal[0] else {
        panic!("{legal:?}")
    };
    g.apply(Move::PlaceGun { gun, cell: c }).expect("placed");
    // The set-up card was drawn, then the first Martian step's card (card 0) followed.
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.contains("Martian set-up (Probing Beams)"))
    );
    assert!(g.log().iter().any(|e| {
        e.text
            .contains("Green on hex E, Green on hex E, Yellow on hex B, Red on hex A")
    }));
}

/// A battle with every placement made, stopped at the first Martian step with a given card.
fn fighting(
    g: &mut Wotw,
    card: &str,
    tripods: &[(u8, u8, bool)],
    guns: &[(GunKind, u8, u8)],
    units: &[(u8, Unit, u16)],
) {
    let lyon = zone(g, "Lyon");
    let colours: Vec<u8> = tripods.iter().map(|t| t.0).collect();
    wave(g, 0, lyon, &colours);
    let card = g
        .data
        .battle_cards
        .iter()
        .position(|c| c.name == card)
        .expect("a sample card") as u16;
    let mut bguns = Vec::new();
    for &(k, e, c) in guns {
        let id = gun(g, lyon, k, e);
        bguns.push((id, c));
    }
    g.start_battle(0);
    let n = g.data.board.cells.len();
    let staged: Vec<Tripod> = g.battle.as_ref().expect("battle").waiting.clone();
    let b = g.battle.as_mut().expect("battle");
    b.waiting.clear();
    b.tripods = staged
        .iter()
        .zip(tripods)
        .map(|(t, &(_, cell, damaged))| super::battle::BTripod {
            id: t.id,
            damaged,
            cell,
        })
        .collect();
    for (id, c) in bguns {
        if let Some(x) = b.guns.iter_mut().find(|x| x.id == id) {
            x.cell = Some(c);
        }
    }
    b.cells = vec![[0; 3]; n];
    for &(c, u, k) in units {
        b.cells[usize::from(c)][u.index()] += k;
    }
    b.martians_placed = true;
    b.humans_placed = true;
    b.step = BStep::MartianDraw;
    g.battle_deck = vec![card];
}

#[test]
fn a_tripod_moving_onto_a_gun_destroys_it_and_onto_units_captures_them() {
    // "If the Tripod Moves into a Hex with a Gun (with or without Earthworks), the Gun is
    // Destroyed." "If the Tripod Moves into a Hex with a Refugee, Infantry, Cavalry, or
    // Character, the Tripod Captures them, and the Martians gain 1 Martian Victory Point on the
    // Progress Track for each Unit Captured."
    let mut g = empty(Variants::default());
    let (top, below, far) = (cell(&g, 0, 5), cell(&g, 0, 4), cell(&g, 4, 1));
    // "Relentless March": every Green Tripod moves down.
    fighting(
        &mut g,
        "Relentless March",
        &[(0, top, false)],
        &[(GunKind::Field, 3, below), (GunKind::Field, 0, far)],
        &[(below, Unit::Refugee, 2), (below, Unit::Infantry, 1)],
    );
    g.run();
    assert_eq!(
        g.guns().len(),
        1,
        "the Gun below is Destroyed, earthworks or not"
    );
    assert_eq!(g.martian_vp(), 3, "2 Refugees and 1 Infantry Captured");
    assert_eq!(
        g.battle().and_then(|b| b.tripods.first()).map(|t| t.cell),
        Some(below)
    );
}

#[test]
fn a_tripod_at_the_edge_moves_down_and_one_reaching_the_bottom_row_leaves_the_battle() {
    // "If the Tripod cannot Move in the direction stated on the card (due to being on the edge
    // of the map), it Moves down 1 Hex." "When a Tripod Moves into a Hex in the bottom row … It
    // is then immediately removed from the Battle and returned to its Tripod Staging Area."
    let mut g = empty(Variants::default());
    // "Focused Fire": Black moves down-left. From the left edge it moves down instead.
    let (edge, below) = (cell(&g, 0, 4), cell(&g, 0, 3));
    let (low, bottom) = (cell(&g, 2, 1), cell(&g, 2, 0));
    let gc = cell(&g, 4, 2);
    fighting(
        &mut g,
        "Focused Fire",
        &[(4, edge, false), (0, low, true)],
        &[(GunKind::Field, 0, gc)],
        &[(bottom, Unit::Cavalry, 1)],
    );
    g.run();
    let b = g
        .battle()
        .expect("still fighting: a Tripod and the Gun are left");
    let black = b
        .tripods
        .iter()
        .find(|t| g.tripod_colour(t.id) == 4)
        .expect("black");
    assert_eq!(black.cell, below);
    // The Damaged Green Tripod's first action is "Move down": it captures the Cavalry on the
    // bottom row and leaves for its Staging Area, Damaged.
    assert!(!b.tripods.iter().any(|t| g.tripod_colour(t.id) == 0));
    assert_eq!(g.staging(0).len(), 1);
    assert!(g.staging(0)[0].damaged);
    assert_eq!(g.martian_vp(), 1);
}

#[test]
fn a_damaged_tripod_performs_only_the_first_action_and_never_a_special_one() {
    // "If a Tripod is Damaged, it can only perform the first action on the Battle card."
    // "If the Tripod is Damaged, it cannot perform Special Actions this turn."
    let mut g = empty(Variants::default());
    let (top, left, gc) = (cell(&g, 2, 5), cell(&g, 0, 5), cell(&g, 2, 2));
    // "Black Smoke": Black has High Activity, Yellow "Move down-right; Fire".
    fighting(
        &mut g,
        "Black Smoke",
        &[(4, top, true), (1, left, true)],
        &[(GunKind::Siege, 2, gc)],
        &[],
    );
    g.run();
    assert!(
        g.log()
            .iter()
            .any(|e| e.text == "The Damaged Black Tripod does not act")
    );
    let b = g.battle().expect("fighting");
    let yellow = b
        .tripods
        .iter()
        .find(|t| g.tripod_colour(t.id) == 1)
        .expect("yellow");
    assert_eq!(
        Some(yellow.cell),
        g.data.board.down[usize::from(left)][2],
        "moved down-right"
    );
    assert!(
        !g.log().iter().any(|e| e.text.contains("Tripod rolls")),
        "and neither Fired nor Detected"
    );
    assert_eq!(g.gun(g.guns()[0].id).map(|x| x.earthworks), Some(2));
}

#[test]
fn detect_lowers_earthworks_by_one_and_only_a_revealed_gun_is_fired_upon() {
    // "The Tripod is 2 Hexes away from the nearest Gun with an Earthworks counter. It must roll
    // Yellow to successfully Detect." "A successful Detect lowers a Gun's Earthworks by 1."
    // "Only a Revealed Gun can be Fired upon." "The Tripod is 2 Hexes away from my Field Gun. I
    // roll a die for the Tripod, getting a Yellow result. The Gun is Destroyed."
    let mut g = empty(Variants::default());
    // "Hesitation": Green Detects, Red Fires.
    let (gc, rc, fc) = (cell(&g, 0, 5), cell(&g, 4, 5), cell(&g, 0, 3));
    let fc2 = cell(&g, 4, 3);
    fighting(
        &mut g,
        "Hesitation",
        &[(0, gc, false), (2, rc, false)],
        &[(GunKind::Field, 1, fc), (GunKind::Field, 0, fc2)],
        &[],
    );
    assert_eq!(g.data.board.distance(gc, fc), 2);
    assert_eq!(g.data.board.distance(rc, fc2), 2);
    force(&mut g, &[Face::Yellow, Face::Yellow]);
    g.run();
    let left: Vec<_> = g.guns().iter().map(|x| (x.id, x.earthworks)).collect();
    assert_eq!(
        left,
        vec![(0, 0)],
        "the first Gun Revealed, the Revealed one Destroyed"
    );
}

#[test]
fn guns_hit_by_range_and_fire_once_a_round() {
    // "At Range 1, a Green roll will inflict 1 Hit on a Tripod. At Range 2, a Red roll will
    // inflict 1 Hit … If your Attack roll inflicts a Hit against an Undamaged Tripod, the Tripod
    // becomes Damaged. If your Attack roll inflicts a Hit against a Damaged Tripod, you Destroy
    // the Tripod." "Every time a Gun that is protected by Earthworks Fires, it loses 1 level of
    // Earthworks."
    let mut g = empty(Variants::default());
    let (t1, t2) = (cell(&g, 1, 4), cell(&g, 3, 5));
    let (siege, field) = (cell(&g, 1, 2), cell(&g, 3, 2));
    // "Hesitation": Green and Yellow Detect, Red Fires; the forced rolls all miss.
    fighting(
        &mut g,
        "Hesitation",
        &[(0, t1, false), (1, t2, false)],
        &[(GunKind::Siege, 2, siege), (GunKind::Field, 0, field)],
        &[],
    );
    force(&mut g, &[Face::Green, Face::Green]);
    g.run();
    assert_eq!(bstep(&g), Some(BStep::Human));
    let b = g.battle().expect("fighting");
    let (green, yellow) = (b.tripods[0].id, b.tripods[1].id);
    let siege_id = b.guns[0].id;
    let field_id = b.guns[1].id;
    g.forced.clear();
    assert_eq!(g.data.board.distance(siege, t1), 2);
    // Two Greens at Range 2 miss; a Red hits.
    force(&mut g, &[Face::Green, Face::Red]);
    g.apply(Move::Fire {
        gun: siege_id,
        tripod: green,
        surprise: false,
    })
    .expect("in range");
    assert!(
        g.battle()
            .and_then(|b| b.tripod(green))
            .is_some_and(|t| t.damaged)
    );
    assert_eq!(g.gun(siege_id).map(|x| x.earthworks), Some(1));
    // A Gun fires once a round.
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(
        !legal
            .iter()
            .any(|m| matches!(m, Move::Fire { gun, .. } if *gun == siege_id))
    );
    let r = g.data.board.distance(field, t2);
    let hit = if r == 1 { Face::Green } else { Face::Red };
    force(&mut g, &[hit]);
    g.apply(Move::Fire {
        gun: field_id,
        tripod: yellow,
        surprise: false,
    })
    .expect("in range");
    assert!(
        g.log()
            .iter()
            .any(|e| e.text == "The Yellow Tripod is Damaged")
    );
}

#[test]
fn the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed() {
    // "The Battle ends when … There are no Martian Tripods on the Battle Board." "If all the
    // Tripods in a Wave are Destroyed (none were returned to the Tripod Staging Area), remove
    // the Wave counter from the Display Board."
    let mut g = empty(Variants::default());
    let zw = zone(&g, "Brest");
    wave(&mut g, 1, zw, &[3]);
    let t = cell(&g, 2, 3);
    let fc = cell(&g, 2, 2);
    let corner = cell(&g, 0, 0);
    fighting(
        &mut g,
        "Hesitation",
        &[(0, t, true)],
        &[(GunKind::Field, 0, fc)],
        &[(corner, Unit::Refugee, 1)],
    );
    g.run();
    let id = g.battle().map(|b| b.tripods[0].id).expect("a Tripod");
    let gun = g.guns()[0].id;
    force(&mut g, &[Face::Green]);
    g.apply(Move::Fire {
        gun,
        tripod: id,
        surprise: false,
    })
    .expect("Range 1");
    assert!(g.battle().is_none(), "the battle is over");
    assert_eq!(g.wave(0), WaveAt::Gone);
    let lyon = zone(&g, "Lyon");
    assert_eq!(
        g.zone(lyon).units[Unit::Refugee.index()],
        1,
        "survivors back on the map"
    );
    assert!(
        g.cup().contains(&id),
        "a Destroyed Tripod goes back into the cup (default)"
    );
    assert_ne!(g.phase(), Phase::Battle, "the phase goes on");
}

#[test]
fn battle_plans_cost_5_at_random_or_10_chosen_within_the_counter_mix() {
    // "Pay 5 Production Points to randomly draw 1 Battle Plan counter. Pay 10 Production Points
    // to choose 1 Battle Plan counter. The counter mix limits the Battle Plans present for each
    // Battle."
    let mut g = empty(Variants::default());
    g.points = 40;
    let lyon = zone(&g, "Lyon");
    battle_in(&mut g, lyon, &[0], &[(GunKind::Field, 0)], 0);
    assert_eq!(bstep(&g), Some(BStep::Plans));
    for _ in 0..2 {
        g.apply(Move::BuyPlan {
            plan: Some(Plan::Trap),
        })
        .expect("two Traps in the mix");
    }
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.contains(&Move::BuyPlan {
        plan: Some(Plan::Trap)
    }));
    g.apply(Move::BuyPlan { plan: None }).expect("5 points");
    assert_eq!(g.points(), 15);
    assert_eq!(g.battle().map(|b| b.held.iter().sum::<u8>()), Some(3));
}
