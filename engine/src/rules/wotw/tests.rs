//! Tests of the War of the Worlds rules, each naming the sentence it checks. Scenarios are set up
//! on a real table (the shipped data) with the die's next faces forced where a sentence names
//! them; the property tests play thousands of bot games and check invariants at every step.

use std::sync::Arc;

use super::battle::BStep;
use super::data::{Face, Phase, Plan};
use super::state::{Gun, GunKind, Move, Step, Tripod, Unit, WaveAt, Wotw};
use super::*;
use crate::def::GameDef;
use crate::hex::Hex;
use crate::rules::{Bot, RuledGame, SeatBot, VariantValues, shipped_data, shipped_def};
use crate::table::Rng;

fn data() -> Arc<WotwData> {
    shipped_data::<Wotw>().expect("the shipped game reads")
}

fn game(seed: u64) -> Wotw {
    Wotw::new(&data(), 1, seed, &Variants::default(), true).expect("sets up")
}

fn zone(g: &Wotw, name: &str) -> u8 {
    g.data()
        .zones
        .iter()
        .position(|z| z.name == name)
        .expect("a zone of the map") as u8
}

/// A table with nothing on the map: every Tripod in the cup, no Wave, no event to draw, no
/// points; the Handling Machines where set-up put them.
fn empty(variants: Variants) -> Wotw {
    let mut g = Wotw::new(&data(), 1, 7, &variants, true).expect("sets up");
    for w in 0..WAVES {
        let ts = std::mem::take(&mut g.staging[w]);
        g.cup.extend(ts.iter().map(|t| t.id));
        g.waves[w] = WaveAt::Waiting;
    }
    // Waves #3 to #5 have come and gone: the Germ counter may move freely.
    g.arrived = [true; 3];
    g.events.clear();
    g.event_discard.clear();
    g.last_event = None;
    g.points = 0;
    g.human_vp = 0;
    g.germs = 0;
    for (i, z) in g.zones.iter_mut().enumerate() {
        *z = super::state::ZoneState {
            workforce: g.data.zones[i].workforce,
            ..Default::default()
        };
    }
    g.guns.clear();
    g.battle = None;
    g.outcome = None;
    g.round = 1;
    g.log.clear();
    // A Cylinder no Handling Machine will ever open, in a corner, so that the game goes on
    // ("If there are no Wave or Cylinder counters on the Strategic Map – You Win!").
    let brest = zone(&g, "Brest");
    wave(&mut g, 4, brest, &[4]);
    g.waves[4] = WaveAt::Cylinder {
        zone: brest,
        progress: 0,
    };
    g
}

/// Puts a Wave with Tripods of these colours (0 Green .. 4 Black) in a zone.
fn wave(g: &mut Wotw, w: usize, z: u8, colours: &[u8]) {
    for &c in colours {
        let i = g
            .cup
            .iter()
            .position(|&t| g.data.tripods[usize::from(t)] == c)
            .expect("a Tripod of that colour in the cup");
        let t = g.cup.remove(i);
        g.staging[w].push(Tripod {
            id: t,
            damaged: false,
        });
    }
    g.waves[w] = WaveAt::Wave { zone: z };
}

fn gun(g: &mut Wotw, z: u8, kind: GunKind, earthworks: u8) -> GunId {
    let id = g.next_gun;
    g.next_gun += 1;
    g.guns.push(Gun {
        id,
        kind,
        zone: z,
        earthworks,
        acted: false,
    });
    id
}

/// Opens a phase and lets the engine run to the player's next real decision.
fn enter(g: &mut Wotw, p: Phase) {
    g.enter_phase(p);
    g.run();
    g.settle();
}

/// Opens a phase and runs the engine to the next decision, even one with a single answer.
fn open(g: &mut Wotw, p: Phase) {
    g.enter_phase(p);
    g.run();
}

fn force(g: &mut Wotw, faces: &[Face]) {
    g.forced.extend(faces.iter().copied());
}

/// The battle board's cell at an offset column and row (row 0 is the bottom row).
fn cell(g: &Wotw, col: i32, row: i32) -> u8 {
    let h = Hex::new(col, row - (col - (col & 1)) / 2);
    g.data.board.cell_of(h).expect("on the board")
}

fn play(g: &mut Wotw, bot: &str, seed: u64) {
    let mut b = SeatBot::<Wotw>::by_name(bot).expect("bot");
    let mut rng = Rng::seeded(seed);
    let mut n = 0;
    while g.to_move().is_some() && n < 20_000 {
        let m = b.choose(g, &mut rng).expect("a move");
        g.apply(m).expect("legal");
        n += 1;
    }
}

// ----- set-up and the die -----

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
fn an_event_card_is_drawn_only_at_the_start_of_the_phase_its_back_shows() {
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
    assert_eq!(
        g.events_left(),
        1,
        "a Production card is ignored in the other phases"
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

// ----- the Land Battle -----

/// A battle in `z` against Wave #1 of these colours, with these Guns and Infantry, opened to
/// the first decision.
fn battle_in(
    g: &mut Wotw,
    z: u8,
    colours: &[u8],
    guns: &[(GunKind, u8)],
    infantry: u16,
) -> Vec<GunId> {
    wave(g, 0, z, colours);
    let ids = guns.iter().map(|&(k, e)| gun(g, z, k, e)).collect();
    g.zones[usize::from(z)].units[Unit::Infantry.index()] = infantry;
    enter(g, Phase::Battle);
    ids
}

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

// ----- Devastation -----

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
    assert_eq!((o.winner, o.end), (Some(0), ENDS[1].0));
    let mut g = empty(Variants::default());
    let zw = zone(&g, "Espagne");
    wave(&mut g, 0, zw, &[0]);
    g.pieces = 4;
    g.zones[usize::from(g.data.paris)].destroyed = true;
    g.check_victory();
    assert_eq!(
        g.outcome().map(|o| (o.winner, o.end)),
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

// ----- data -----

fn def_with(deck: &str, row: usize, column: &str, value: &str) -> GameDef {
    let mut def = shipped_def::<Wotw>().expect("ships");
    let ct_id = def.deck(deck).expect("deck").card_type.clone();
    let col = def
        .card_type(&ct_id)
        .and_then(|t| t.field_index(column))
        .expect("column");
    let d = def.decks.iter_mut().find(|d| d.id == deck).expect("deck");
    d.cards[row - 1].values[col] = value.to_string();
    def
}

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
    let info = Wotw::info();
    let placeholders: Vec<_> = info.readings.iter().filter(|r| r.placeholder).collect();
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

// ----- the interface, projection, replay -----

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
            assert_eq!(o.winner.is_some(), ENDS[met[0]].1);
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
        wins += u32::from(o.winner == Some(0));
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
            wins[i] += u32::from(g.outcome().is_some_and(|o| o.winner == Some(0)));
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
            wins += u32::from(o.winner.is_some());
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
