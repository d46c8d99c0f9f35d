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

/// The board's cells at exactly `r` hexes from `from`.
fn at_range(g: &Wotw, from: u8, r: u8) -> Vec<u8> {
    (0..g.data.board.cells.len() as u8)
        .filter(|&c| g.data.board.distance(from, c) == r)
        .collect()
}

fn card_id(g: &Wotw, name: &str) -> u16 {
    g.data
        .battle_cards
        .iter()
        .position(|c| c.name == name)
        .expect("a sample card") as u16
}

fn said(g: &Wotw, text: &str) -> usize {
    g.log().iter().filter(|e| e.text.contains(text)).count()
}

#[test]
fn several_waves_in_a_zone_are_battled_separately_in_the_order_you_choose() {
    // "If there are several Waves in a Zone, resolve each Battle separately. You can choose
    // which Wave to Attack first." "When a Battle is over, all the surviving Units Attack the
    // next Wave in the Zone." "If there is another Wave in a Zone with a Gun, start another
    // Battle."
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    wave(&mut g, 0, lyon, &[0]);
    wave(&mut g, 1, lyon, &[1]);
    gun(&mut g, lyon, GunKind::Field, 0);
    g.zones[usize::from(lyon)].units[Unit::Infantry.index()] = 1;
    enter(&mut g, Phase::Battle);
    assert_eq!(g.step(), Step::ChooseBattle);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert_eq!(
        legal,
        vec![Move::Battle { wave: 0 }, Move::Battle { wave: 1 }]
    );
    g.apply(Move::Battle { wave: 1 }).expect("Wave #2 first");
    assert_eq!(g.battle().map(|b| b.wave), Some(1));
    // The first battle ends with every Unit alive: they fight the next Wave.
    g.b().step = BStep::End;
    g.run();
    g.settle();
    let b = g.battle().expect("another battle");
    assert_eq!(b.wave, 0);
    assert_eq!((b.guns.len(), b.unplaced[Unit::Infantry.index()]), (1, 1));
}

#[test]
fn human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire() {
    // "Place any Infantry, Cavalry, Refugees, or Characters in any Hexes at the bottom of the
    // Land Battle Board. There is no limit to the number of these Units placed in each Hex."
    // "Infantry, Cavalry, Refugees, and Characters cannot act." "Guns do not have to Fire."
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    g.zones[usize::from(lyon)].units[Unit::Cavalry.index()] = 1;
    battle_in(&mut g, lyon, &[0], &[(GunKind::Field, 0)], 2);
    g.apply(Move::Done).expect("no Earthworks");
    g.apply(Move::Done).expect("no Cavalry roll");
    assert_eq!(bstep(&g), Some(BStep::PlaceHumans));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let Move::PlaceGun { gun, cell: c } = legal[0] else {
        panic!("{legal:?}")
    };
    assert!(g.data.board.artillery.contains(&c));
    g.apply(Move::PlaceGun { gun, cell: c }).expect("placed");
    g.legal_moves(&mut legal);
    assert!(!legal.is_empty());
    for m in &legal {
        let Move::PlaceUnits { cell, .. } = m else {
            panic!("{m:?}")
        };
        assert!(g.data.board.bottom[usize::from(*cell)], "{m:?}");
    }
    let bottom = g.data.board.bottom_cells().next().expect("a bottom row");
    g.apply(Move::PlaceUnits {
        unit: Unit::Infantry,
        cell: bottom,
        all: true,
    })
    .expect("both on one hex");
    assert_eq!(
        g.battle()
            .map(|b| b.cells[usize::from(bottom)][Unit::Infantry.index()]),
        Some(2)
    );
    g.apply(Move::PlaceUnits {
        unit: Unit::Cavalry,
        cell: bottom,
        all: false,
    })
    .expect("the Cavalry");
    assert_eq!(bstep(&g), Some(BStep::Human));
    g.legal_moves(&mut legal);
    assert!(legal.contains(&Move::Done));
    assert!(
        legal
            .iter()
            .all(|m| matches!(m, Move::Fire { .. } | Move::Use(_) | Move::Done)),
        "{legal:?}"
    );
}

#[test]
fn a_gun_fires_only_at_a_tripod_within_3_hexes() {
    // "A Field Gun has a Range of 3 Hexes." "Your Guns may Fire at any Tripod in Range."
    let mut g = empty(Variants::default());
    assert_eq!(g.data.max_range(), 3);
    let gc = cell(&g, 0, 0);
    let near = at_range(&g, gc, 3)[0];
    let far = at_range(&g, gc, 4)[0];
    // "Hesitation": Green Detects; a Revealed Gun has nothing to Detect.
    fighting(
        &mut g,
        "Hesitation",
        &[(0, near, false), (0, far, false)],
        &[(GunKind::Field, 0, gc)],
        &[],
    );
    g.run();
    assert_eq!(bstep(&g), Some(BStep::Human));
    let b = g.battle().expect("fighting");
    let (t_near, t_far) = (b.tripods[0].id, b.tripods[1].id);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(
        legal
            .iter()
            .any(|m| matches!(m, Move::Fire { tripod, .. } if *tripod == t_near))
    );
    assert!(
        !legal
            .iter()
            .any(|m| matches!(m, Move::Fire { tripod, .. } if *tripod == t_far))
    );
}

#[test]
fn an_arrival_acts_only_if_its_colour_is_still_to_come_down_the_list() {
    // "Arrival: A new random Tripod appears on Hex “C” and joins the Wave." "Double Move: The
    // Tripod Moves twice straight down." "It may enter a Hex already occupied by another
    // Tripod." The example: "The Yellow Tripod gets an Arrival result. I draw a random Tripod
    // from the cup (it's Blue) and place it in the C Hex. … The new Blue Tripod Moves down
    // twice. If I had drawn a Green Tripod, it would not get an Action until next turn."
    for (colour, moves) in [(3u8, true), (0u8, false)] {
        let mut g = empty(Variants::default());
        let c = g.data.board.letters[2];
        let below = g.data.board.down[usize::from(c)][0].expect("a hex below C");
        let twice = g.data.board.down[usize::from(below)][0].expect("and another");
        // "Reinforcements": Green, Yellow, Blue, Red, Black; Yellow Arrival, Blue Double Move,
        // Red "Move down-right; Detect".
        let (a, corner) = (cell(&g, 0, 5), cell(&g, 0, 0));
        fighting(
            &mut g,
            "Reinforcements",
            &[(1, a, false), (2, below, false)],
            &[(GunKind::Field, 0, corner)],
            &[],
        );
        let drawn: Vec<u16> = g
            .cup
            .iter()
            .copied()
            .filter(|&t| g.data.tripods[usize::from(t)] == colour)
            .collect();
        g.cup = drawn;
        g.run();
        let b = g.battle().expect("fighting");
        let new = b
            .tripods
            .iter()
            .find(|t| g.tripod_colour(t.id) == colour)
            .expect("the new Tripod joins the Wave");
        assert_eq!(new.cell, if moves { twice } else { c }, "colour {colour}");
    }
}

#[test]
fn special_actions_detect_and_fire_as_the_text_says() {
    // "If all the Guns in Range are already Revealed, or there are no Guns in Range, the Detect
    // Action has no effect."
    let mut g = empty(Variants::default());
    let t = cell(&g, 2, 5);
    let r2 = at_range(&g, t, 2);
    let r3 = at_range(&g, t, 3);
    fighting(
        &mut g,
        "Hesitation",
        &[(0, t, false)],
        &[(GunKind::Field, 0, r2[0])],
        &[],
    );
    g.run();
    assert_eq!(
        said(
            &g,
            "The Green Tripod tries to Detect: no Gun with Earthworks in Range"
        ),
        1
    );
    assert_eq!(said(&g, "rolls to Detect"), 0);

    // "Detect All: Roll to Detect each Gun within Range of the Tripod." ("Probing Beams":
    // Black.)
    let mut g = empty(Variants::default());
    fighting(
        &mut g,
        "Probing Beams",
        &[(4, t, false)],
        &[(GunKind::Field, 2, r2[0]), (GunKind::Field, 2, r3[0])],
        &[],
    );
    force(&mut g, &[Face::Green, Face::Green]);
    g.run();
    assert_eq!(said(&g, "The Black Tripod rolls to Detect"), 2);

    // "Focused Detect: The Tripod successfully Detects the nearest Gun in Range" (Yellow) and
    // "Fire All: The Tripod Fires at all Revealed Guns in Range" (Red), on "Heat Ray Volley".
    let mut g = empty(Variants::default());
    fighting(
        &mut g,
        "Heat Ray Volley",
        &[(1, t, false), (2, t, false)],
        &[
            (GunKind::Field, 2, r2[0]),
            (GunKind::Field, 0, r3[0]),
            (GunKind::Field, 0, r3[1]),
        ],
        &[],
    );
    force(&mut g, &[Face::Green, Face::Green]);
    g.run();
    assert_eq!(said(&g, "The Red Tripod rolls to Fire"), 2);
    assert_eq!(said(&g, "The Yellow Tripod rolls"), 0);
    assert_eq!(g.guns()[0].earthworks, 1, "Detected without a roll");

    // "High Activity: The Tripod makes 2 Detect attempts against the closest Gun with an
    // Earthworks counter. It then makes 2 Fire attempts against the closest Revealed Gun."
    let mut g = empty(Variants::default());
    fighting(
        &mut g,
        "High Activity",
        &[(2, t, false)],
        &[(GunKind::Field, 3, r3[0]), (GunKind::Field, 0, r3[1])],
        &[],
    );
    force(&mut g, &[Face::Green; 4]);
    g.run();
    assert_eq!(said(&g, "The Red Tripod rolls to Detect"), 2);
    assert_eq!(said(&g, "The Red Tripod rolls to Fire"), 2);

    // "Focused Fire: The Tripod Destroys the nearest Revealed Gun in Range." With no Human Unit
    // left on the board, "the Battle ends".
    let mut g = empty(Variants::default());
    fighting(
        &mut g,
        "Focused Fire",
        &[(2, t, false)],
        &[(GunKind::Field, 0, r3[0])],
        &[],
    );
    g.run();
    assert!(g.guns().is_empty());
    assert_eq!(said(&g, "rolls to Fire"), 0);
    assert!(
        g.battle().is_none(),
        "no Human Unit is left: the battle is over"
    );
}

#[test]
fn kriegspiel_draws_a_second_battle_card_and_you_choose_which_applies() {
    // "Kriegspiel: When a Battle card is drawn, draw a 2nd Battle card and choose which one
    // you want to apply to the Tripods."
    let mut g = empty(Variants::default());
    // The Gun is in range of the Tripod, so your Human step is a real choice.
    let (a, gc) = (cell(&g, 0, 5), cell(&g, 0, 2));
    fighting(
        &mut g,
        "Hesitation",
        &[(0, a, false)],
        &[(GunKind::Field, 0, gc)],
        &[],
    );
    let (hesitation, march) = (card_id(&g, "Hesitation"), card_id(&g, "Relentless March"));
    g.battle_deck = vec![march, hesitation];
    g.b().held[Plan::Kriegspiel.index()] = 1;
    g.run();
    assert_eq!(bstep(&g), Some(BStep::Kriegspiel));
    g.apply(Move::Use(Plan::Kriegspiel)).expect("held");
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert_eq!(legal, vec![Move::Card(hesitation), Move::Card(march)]);
    g.apply(Move::Card(march)).expect("the second card");
    assert_eq!(said(&g, "Martian step 1: Battle card Relentless March"), 1);
    assert_eq!(bstep(&g), Some(BStep::Human));
    assert_eq!(
        g.battle().map(|b| b.held[Plan::Kriegspiel.index()]),
        Some(0)
    );
}

#[test]
fn a_trap_on_green_damages_up_to_2_undamaged_tripods() {
    // "Trap: Roll a die. If you roll Green, Damage up to 2 Undamaged Tripods. If all Tripods
    // are already Damaged, the Trap has No Effect." "Each Battle Plan may be used only once."
    let mut g = empty(Variants::default());
    let tops = [cell(&g, 0, 5), cell(&g, 2, 5), cell(&g, 4, 5)];
    // In range of the middle Tripod, so your Human step is a real choice.
    let gc = cell(&g, 2, 3);
    fighting(
        &mut g,
        "Hesitation",
        &[
            (0, tops[0], false),
            (0, tops[1], false),
            (0, tops[2], false),
        ],
        &[(GunKind::Field, 0, gc)],
        &[],
    );
    g.run();
    assert_eq!(bstep(&g), Some(BStep::Human));
    g.b().held[Plan::Trap.index()] = 1;
    force(&mut g, &[Face::Green]);
    g.apply(Move::Use(Plan::Trap)).expect("held");
    assert_eq!(bstep(&g), Some(BStep::TrapTargets));
    let ids: Vec<_> = g
        .battle()
        .expect("b")
        .tripods
        .iter()
        .map(|t| t.id)
        .collect();
    g.apply(Move::PickTripod(ids[0])).expect("one");
    g.apply(Move::PickTripod(ids[1])).expect("two");
    let b = g.battle().expect("fighting");
    assert_eq!(b.tripods.iter().filter(|t| t.damaged).count(), 2);
    assert_eq!(bstep(&g), Some(BStep::Human));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.contains(&Move::Use(Plan::Trap)), "used once");
    // Every Tripod Damaged: no effect.
    for t in &mut g.b().tripods {
        t.damaged = true;
    }
    g.b().held[Plan::Trap.index()] = 1;
    force(&mut g, &[Face::Green]);
    g.apply(Move::Use(Plan::Trap)).expect("held");
    assert_eq!(said(&g, "the Trap has No Effect"), 1);
    assert_eq!(g.battle().map(|b| b.tripods.len()), Some(3));
}

#[test]
fn surprise_shot_terrain_and_explosive_shell_do_what_they_say() {
    // "Surprise Shot: … The first time the Gun … Fires, roll 2 extra dice." "Terrain: Every Gun
    // … may Fire 2 times during this round. Each time a Gun is Fired, it will lose 1 level of
    // Earthworks." "Explosive Shell: After a Gun … Attack Damages a Tripod, Destroy the
    // Tripod."
    let mut g = empty(Variants::default());
    let gc = cell(&g, 2, 1);
    let r2 = at_range(&g, gc, 2);
    fighting(
        &mut g,
        "Hesitation",
        &[(0, r2[0], false), (0, r2[1], false)],
        &[(GunKind::Field, 2, gc)],
        &[],
    );
    // Both Green Tripods Detect at Range 2 and miss.
    force(&mut g, &[Face::Green, Face::Green]);
    g.run();
    assert_eq!(bstep(&g), Some(BStep::Human));
    let (gun, a, b) = {
        let b = g.battle().expect("fighting");
        (b.guns[0].id, b.tripods[0].id, b.tripods[1].id)
    };
    g.b().held[Plan::SurpriseShot.index()] = 1;
    g.b().held[Plan::Terrain.index()] = 1;
    force(&mut g, &[Face::Green, Face::Green, Face::Red]);
    g.apply(Move::Fire {
        gun,
        tripod: a,
        surprise: true,
    })
    .expect("a Surprise Shot");
    assert_eq!(g.last_roll().len(), 3, "1 die and 2 extra");
    assert!(
        g.battle()
            .and_then(|x| x.tripod(a))
            .is_some_and(|t| t.damaged)
    );
    assert_eq!(g.gun(gun).map(|x| x.earthworks), Some(1));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.iter().any(|m| matches!(m, Move::Fire { .. })));
    g.apply(Move::Use(Plan::Terrain)).expect("held");
    g.b().held[Plan::ExplosiveShell.index()] = 1;
    force(&mut g, &[Face::Red]);
    g.apply(Move::Fire {
        gun,
        tripod: b,
        surprise: false,
    })
    .expect("a second shot under Terrain");
    assert_eq!(g.gun(gun).map(|x| x.earthworks), Some(0));
    assert_eq!(bstep(&g), Some(BStep::Explosive));
    g.apply(Move::Use(Plan::ExplosiveShell)).expect("held");
    assert_eq!(
        said(&g, "Explosive Shell: the Damaged Tripod is Destroyed"),
        1
    );
    assert!(g.battle().and_then(|x| x.tripod(b)).is_none(), "Destroyed");
}

#[test]
fn unused_battle_plans_are_discarded_at_the_end_of_the_battle() {
    // "Battle Plans are purchased at the start of Battles and are discarded at the end of
    // Battles, whether they were used or not." "These counters … are automatically returned to
    // their cup at the end of the Battle."
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    wave(&mut g, 0, lyon, &[0]);
    wave(&mut g, 1, lyon, &[1]);
    gun(&mut g, lyon, GunKind::Field, 0);
    enter(&mut g, Phase::Battle);
    g.points = 40;
    g.apply(Move::Battle { wave: 0 }).expect("Wave #1");
    for _ in 0..2 {
        g.apply(Move::BuyPlan {
            plan: Some(Plan::Trap),
        })
        .expect("a Trap");
    }
    g.b().step = BStep::End;
    g.run();
    g.settle();
    let b = g.battle().expect("the next battle");
    assert_eq!(b.wave, 1);
    assert_eq!(b.held, [0; 6], "nothing carried over");
    assert_eq!(b.mix, g.data.plans, "the counters are back in their cup");
}

#[test]
fn cavalry_planning_green_gains_2_plans_and_destroys_the_cavalry_red_gains_1() {
    // "Rolling Green will result in you randomly gaining 2 Battle Plans, but the Cavalry is
    // Destroyed." "Rolling Red will result in you randomly gaining 1 Battle Plan." "You may
    // roll once per Cavalry counter, each time a Battle is taking place."
    let mut g = empty(Variants::default());
    let lyon = zone(&g, "Lyon");
    g.zones[usize::from(lyon)].units[Unit::Cavalry.index()] = 2;
    battle_in(&mut g, lyon, &[0], &[(GunKind::Field, 0)], 0);
    assert_eq!(bstep(&g), Some(BStep::Cavalry));
    force(&mut g, &[Face::Green]);
    g.apply(Move::Cavalry).expect("a Cavalry rolls");
    let b = g.battle().expect("fighting");
    assert_eq!(b.held.iter().sum::<u8>(), 2);
    assert_eq!(b.unplaced[Unit::Cavalry.index()], 1);
    force(&mut g, &[Face::Red]);
    g.apply(Move::Cavalry).expect("the other rolls");
    let b = g.battle().expect("fighting");
    assert_eq!(b.held.iter().sum::<u8>(), 3);
    assert_eq!(b.unplaced[Unit::Cavalry.index()], 1);
    // Each Cavalry has rolled: the set-up goes on.
    assert_eq!(bstep(&g), Some(BStep::PlaceHumans));
}
