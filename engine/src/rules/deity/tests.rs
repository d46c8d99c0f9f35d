//! Rule tests for Deity: one per rule sentence and per miracle, each naming the sentence it
//! checks; battle arithmetic with fixed dice; and a property test over many seeded bot games.

use crate::rules::Bot as _;
use crate::rules::RuledGame;
use crate::rules::checks::legal;
use crate::table::Rng;
use std::sync::Arc;

use super::*;
use crate::hex::{self, Hex};

// ----- a table to set positions on -----

/// Two players on a 12×12 world of Plains with no counters, Player 1 to play the build temple
/// phase of round 1, empty hands and the full deck.
pub(super) fn table_with(v: Variants) -> DeityGame {
    let mut g = DeityGame::new(
        7,
        2,
        Variants {
            world: WorldBuilding::Generated,
            ..v
        },
    )
    .expect("sets up");
    for i in 0..g.map.len() {
        g.map.set_terrain(i, Some(Terrain::Plains));
    }
    g.counts.iter_mut().for_each(|c| *c = HexCounts::default());
    // Each player keeps a population in a far corner, so nobody is out unless a test says so.
    for (i, seat) in [(0, 0), (143, 1)] {
        g.counts[i].owner = Some(seat);
        g.counts[i].population = 1;
    }
    g.recount_holdings();
    for h in &mut g.hands {
        g.deck.append(h);
    }
    g.deck.append(&mut g.discard);
    g.order = vec![0, 1];
    g.turn = 0;
    g.round = 1;
    g.phase = Phase::BuildTemples;
    g.pending = None;
    g.turn_state = TurnState::default();
    g.effects.clear();
    Arc::make_mut(&mut g.log).clear();
    g
}

pub(super) fn table() -> DeityGame {
    table_with(Variants::default())
}

/// The test map (12×12), for finding hexes.
fn grid() -> Map {
    Map::new(12, 12).expect("map")
}

/// The hex in the middle of the map.
pub(super) fn mid() -> Hex {
    grid().hex(6 * 12 + 6)
}

pub(super) fn nb(h: Hex, k: usize) -> Hex {
    hex::neighbours(h)[k]
}

/// A hex exactly `d` steps from `h`.
pub(super) fn away(h: Hex, d: u32) -> Hex {
    grid()
        .hexes()
        .iter()
        .copied()
        .find(|&x| hex::distance(x, h) == d)
        .expect("a hex at that distance")
}

pub(super) fn put(g: &mut DeityGame, h: Hex, owner: Seat, population: u32, armies: u32) {
    let i = g.map.index(h).expect("on map");
    let c = &mut g.counts[i];
    c.owner = Some(owner);
    c.population = population;
    c.armies = armies;
    g.recount_holdings();
}

pub(super) fn temple(g: &mut DeityGame, h: Hex, owner: Seat) {
    let i = g.map.index(h).expect("on map");
    g.counts[i].owner = Some(owner);
    g.counts[i].temple = true;
    g.recount_holdings();
}

pub(super) fn at(g: &DeityGame, h: Hex) -> HexCounts {
    *g.counts(h).expect("on map")
}

fn set_terrain(g: &mut DeityGame, h: Hex, t: Option<Terrain>) {
    let i = g.map.index(h).expect("on map");
    g.map.set_terrain(i, t);
}

pub(super) fn give(g: &mut DeityGame, seat: Seat, card: Miracle) {
    let k = g.deck.iter().position(|&c| c == card).expect("in deck");
    g.deck.remove(k);
    g.hands[usize::from(seat)].push(card);
}

fn refused(g: &mut DeityGame, mv: Move) -> String {
    let before = g.clone();
    let e = g.apply(mv).expect_err("refused").to_string();
    assert_eq!(*g, before, "a refused move changes nothing");
    e
}

pub(super) fn play(g: &mut DeityGame, card: Miracle, h: Hex) {
    g.apply(Move::Play {
        card,
        target: Target::Hex(h),
    })
    .expect("plays");
}

fn last_dice(g: &DeityGame) -> Vec<u8> {
    g.log
        .iter()
        .rev()
        .find(|e| !e.dice.is_empty())
        .map(|e| e.dice.clone())
        .expect("dice in the log")
}

pub(super) fn miracles_phase(g: &mut DeityGame) {
    g.phase = Phase::Miracles;
}

// ----- components -----

/// "The deck should contain two of each card."
#[test]
fn the_deck_should_contain_two_of_each_card() {
    let deck = DeityData::printed().deck();
    assert_eq!(deck.len(), 52);
    for m in Miracle::ALL {
        assert_eq!(deck.iter().filter(|&&c| c == m).count(), 2, "{m}");
    }
    let g = DeityGame::new(1, 3, Variants::default()).expect("sets up");
    assert_eq!(g.cards_accounted(), DECK_SIZE);
}

/// "10 Mountains, 10 Forests, 20 Plains, 5 Swamps, 10 Deserts, 5 River Valleys" with limits.
#[test]
fn terrain_counters_list() {
    let printed = DeityData::printed();
    let all = printed.bag();
    assert_eq!(all.len(), TERRAIN_COUNTERS);
    let limits: Vec<(Terrain, usize, u32)> = Terrain::ALL
        .iter()
        .map(|&t| (t, all.iter().filter(|&&x| x == t).count(), printed.limit(t)))
        .collect();
    assert_eq!(
        limits,
        vec![
            (Terrain::Mountains, 10, 10),
            (Terrain::Forest, 10, 15),
            (Terrain::Plains, 20, 20),
            (Terrain::Swamp, 5, 10),
            (Terrain::Desert, 10, 10),
            (Terrain::RiverValley, 5, 25),
        ]
    );
}

/// "Each side gets an unlimited number of population, army, and temple counters": a player
/// with thousands of counters still builds temples, raises armies and grows; only the terrain
/// limits cap a hex.
#[test]
fn each_side_gets_an_unlimited_number_of_counters() {
    let mut g = table();
    let hexes: Vec<Hex> = (1..130).map(|i| g.map.hex(i)).collect();
    for &h in &hexes {
        put(&mut g, h, 0, 19, 0);
    }
    // A temple on every hex that is not beside another's: each build is legal and succeeds.
    let mut sites: Vec<usize> = Vec::new();
    for i in 1..130 {
        if !g.map.neighbours(i).any(|n| sites.contains(&n)) {
            sites.push(i);
        }
    }
    for &i in &sites {
        g.apply(Move::BuildTemple { hex: g.map.hex(i) })
            .expect("builds a temple");
    }
    let built = sites.len() as u32;
    assert!(built > 20, "{built} sites");
    assert_eq!(g.temples(0), built);
    g.apply(Move::EndPhase).expect("to raise armies");
    for &h in hexes.iter().step_by(2) {
        let count = at(&g, h).population / 2;
        g.apply(Move::RaiseArmies { hex: h, count })
            .expect("raises");
    }
    g.apply(Move::EndPhase).expect("growth runs");
    let (population, armies, temples, _) = g.totals(0);
    assert!(armies >= 300, "{armies} armies");
    assert!(population >= 1000, "{population} population");
    assert!(
        hexes
            .iter()
            .any(|&h| at(&g, h).population == 20 && at(&g, h).armies == 0 && !at(&g, h).temple),
        "growth still places population"
    );
    assert_eq!(temples, built);
}

// ----- world building and start -----

/// "In setup put out all terrains except five to be kept in reserve."
#[test]
fn in_setup_put_out_all_terrains_except_five_kept_in_reserve() {
    for seed in 0..5 {
        let g = DeityGame::new(seed, 2, Variants::default()).expect("sets up");
        let mut g = g;
        while g.phase == Phase::WorldBuilding {
            let mv = legal(&g)
                .into_iter()
                .find(|m| matches!(m, Move::PlaceTerrain { .. }))
                .expect("a placement");
            g.apply(mv).expect("places");
        }
        assert_eq!(g.map.land_count() + g.reserve.len(), TERRAIN_COUNTERS);
        assert_eq!(g.reserve.len(), RESERVE);
        assert_eq!(g.phase, Phase::Starts);
    }
}

/// "Players take turns drawing a random terrain counter and placing it adjacent to terrain
/// already placed."
#[test]
fn terrain_is_placed_adjacent_to_terrain_already_placed() {
    let mut g = DeityGame::new(3, 2, Variants::default()).expect("sets up");
    let first = g.to_move().expect("someone places");
    let centre = g.map.centre();
    g.apply(Move::PlaceTerrain { hex: centre })
        .expect("first anywhere");
    assert_ne!(g.to_move(), Some(first), "players take turns");
    let far = away(centre, 3);
    let e = refused(&mut g, Move::PlaceTerrain { hex: far });
    assert!(e.contains("next to terrain already placed"), "{e}");
    assert!(legal(&g).iter().all(|m| match m {
        Move::PlaceTerrain { hex } => hex::distance(*hex, centre) == 1,
        _ => true,
    }));
}

/// "2 redraws each"
#[test]
fn two_redraws_each() {
    let mut g = DeityGame::new(3, 2, Variants::default()).expect("sets up");
    g.apply(Move::Redraw).expect("first redraw");
    g.apply(Move::Redraw).expect("second redraw");
    assert_eq!(
        refused(&mut g, Move::Redraw),
        "no redraws left (each player has 2)"
    );
}

/// "In setup one facing must be kept exposed to the water."
#[test]
fn a_river_valley_keeps_one_facing_exposed_to_the_water() {
    let mut m = Map::new(8, 8).expect("map");
    let c = m.index(m.centre()).expect("centre");
    m.set_terrain(c, Some(Terrain::RiverValley));
    let ns: Vec<usize> = m.neighbours(c).collect();
    for &n in &ns[..5] {
        m.set_terrain(n, Some(Terrain::Plains));
    }
    let last = ns[5];
    assert!(m.check_placement(last, Terrain::Plains).is_err());
    // A River Valley itself needs a water side.
    let mut m2 = Map::new(8, 8).expect("map");
    let c2 = m2.index(m2.centre()).expect("centre");
    for n in m2.neighbours(c2).collect::<Vec<_>>() {
        m2.set_terrain(n, Some(Terrain::Plains));
    }
    assert!(m2.check_placement(c2, Terrain::RiverValley).is_err());
    assert!(m2.check_placement(c2, Terrain::Plains).is_ok());
}

/// The map's tables (index of a hex, neighbours on the map) say what the hex maths says, for
/// maps of every shape the variants allow, on and well off the map; a map written out reads
/// back the same.
#[test]
fn the_map_tables_agree_with_the_hex_maths() {
    for (w, h) in [(6, 6), (12, 12), (7, 13), (13, 7), (40, 40), (40, 6)] {
        let m = Map::new(w, h).expect("map");
        let shape = m.shape();
        for x in -70..110 {
            for y in -70..110 {
                let hex = Hex::new(x, y);
                assert_eq!(
                    m.index(hex),
                    shape.index_of(ORIENTATION, hex),
                    "{w}×{h} at {hex:?}"
                );
            }
        }
        for far in [
            Hex::new(i32::MIN, 0),
            Hex::new(0, i32::MAX),
            Hex::new(i32::MAX, i32::MIN),
        ] {
            assert_eq!(m.index(far), None);
        }
        for i in 0..m.len() {
            let want: Vec<usize> = hex::neighbours(m.hex(i))
                .into_iter()
                .filter_map(|n| shape.index_of(ORIENTATION, n))
                .collect();
            assert_eq!(m.neighbours(i).collect::<Vec<_>>(), want, "{w}×{h} hex {i}");
        }
    }
    let g = DeityGame::new(5, 2, Variants::default()).expect("sets up");
    let text = serde_json::to_string(&g.map).expect("writes");
    let back: Map = serde_json::from_str(&text).expect("reads");
    assert_eq!(back, g.map);
    let wrong = text.replacen("\"width\":12", "\"width\":13", 1);
    assert!(serde_json::from_str::<Map>(&wrong).is_err());
}

/// "Players take turns drawing a random terrain counter and placing it adjacent to terrain
/// already placed", and "one facing must be kept exposed to the water": the counts of land the
/// map keeps as terrain is set (and taken away, as Destroy Land does) give the placements and
/// coasts that walking the neighbours gives.
#[test]
fn placements_and_coasts_follow_the_neighbours_as_terrain_changes() {
    fn walked(m: &Map, i: usize, t: Terrain) -> bool {
        let water = |n: usize| m.terrain_at(n).is_none();
        let any_land = (0..m.len()).any(|k| !water(k));
        water(i)
            && (!any_land || m.neighbours(i).any(|n| !water(n)))
            && (t != Terrain::RiverValley || m.neighbours(i).any(water))
            && m.neighbours(i).all(|n| {
                m.terrain_at(n) != Some(Terrain::RiverValley)
                    || m.neighbours(n).any(|k| k != i && water(k))
            })
    }
    let mut rng = crate::table::Rng::seeded(17);
    let mut m = Map::new(9, 7).expect("map");
    for step in 0..400 {
        for t in Terrain::ALL {
            let want: Vec<usize> = (0..m.len()).filter(|&i| walked(&m, i, t)).collect();
            assert_eq!(m.placements(t), want, "step {step}, {t}");
            assert_eq!(m.can_place(t), !want.is_empty());
        }
        for i in 0..m.len() {
            let by_water = m.neighbours(i).any(|n| m.terrain_at(n).is_none());
            let edge = m.neighbours(i).count() < 6;
            let land = m.terrain_at(i).is_some();
            assert_eq!(m.is_coastal(i, Coastal::NextToWater), land && by_water);
            assert_eq!(
                m.is_coastal(i, Coastal::NextToWaterOrEdge),
                land && (by_water || edge)
            );
        }
        assert_eq!(m.land_count(), m.land().count());
        // Mostly place where the rules allow, sometimes sink or change any hex.
        let i = rng.index(m.len());
        let t = Terrain::ALL[rng.index(6)];
        match rng.below(4) {
            0 => m.set_terrain(i, None),
            1 => m.set_terrain(i, Some(t)),
            _ => {
                if let Some(&k) = m.placements(t).get(rng.index(m.placements(t).len())) {
                    m.set_terrain(k, Some(t));
                }
            }
        }
    }
}

/// Hexes left empty are water (ocean).
#[test]
fn empty_hexes_are_water() {
    let g = DeityGame::new(4, 2, Variants::default()).expect("sets up");
    assert!(g.map.is_water(g.map.centre()));
}

/// "Each player starts with 4D6 population counters in one Plains hex, not within 6 hexes of
/// another player's start."
#[test]
fn each_player_starts_with_4d6_population_on_plains_not_within_6_hexes() {
    for seed in 0..20 {
        let g = DeityGame::new(
            seed,
            2,
            Variants {
                world: WorldBuilding::Generated,
                ..Variants::default()
            },
        )
        .expect("sets up");
        let starts: Vec<usize> = g.setup.starts.iter().flatten().copied().collect();
        assert_eq!(starts.len(), 2);
        for &s in &starts {
            assert_eq!(g.map.terrain_at(s), Some(Terrain::Plains));
        }
        let d = hex::distance(g.map.hex(starts[0]), g.map.hex(starts[1]));
        assert!(d >= START_SPACING, "seed {seed}: starts {d} apart");
        for seat in 0..2 {
            let (p, a, t, m) = g.totals(seat);
            assert!((4..=20).contains(&p), "4D6 capped at the Plains limit: {p}");
            assert_eq!((a, t, m), (0, 0, 0), "no armies or temples at start");
        }
    }
}

/// "The high roll goes first (reroll ties)."
#[test]
fn high_roll_goes_first() {
    for seed in 0..10 {
        let g = DeityGame::new(seed, 3, Variants::default()).expect("sets up");
        let last_roll = g
            .log
            .iter()
            .rev()
            .find(|e| e.text.starts_with("Roll for first player"))
            .expect("rolled");
        let high = *last_roll.dice.iter().max().expect("dice");
        assert_eq!(last_roll.dice.iter().filter(|&&d| d == high).count(), 1);
        let first = g.order[0];
        assert!(
            last_roll
                .text
                .contains(&format!("{} rolls {high}", DeityGame::seat_name(first)))
        );
    }
}

// ----- the turn -----

/// The headings "DRAW PHASE", "BUILD TEMPLE PHASE", "RAISE ARMIES PHASE", "POPULATION GROWTH
/// PHASE", "MIRACLE PHASE", "BATTLE PHASE", "MOVEMENT PHASE": a turn runs them in that order
/// (draw and growth by themselves), then the next player's turn begins.
#[test]
fn the_turn_runs_the_seven_phases_in_order() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 3, 0);
    g.start_turn();
    assert_eq!(g.hand(0).len(), 1, "the draw phase ran");
    assert_eq!(g.phase, Phase::BuildTemples);
    g.apply(Move::EndPhase).expect("ends build temple");
    assert_eq!(g.phase, Phase::RaiseArmies);
    g.apply(Move::EndPhase).expect("ends raise armies");
    assert_eq!(at(&g, c).population, 4, "population growth ran");
    assert_eq!(g.phase, Phase::Miracles);
    g.apply(Move::EndPhase).expect("ends miracle");
    assert_eq!(g.phase, Phase::Battle);
    g.apply(Move::EndPhase).expect("ends battle");
    assert_eq!(g.phase, Phase::Movement);
    g.apply(Move::EndPhase).expect("ends movement");
    assert_eq!((g.active(), g.phase), (1, Phase::BuildTemples));
    assert_eq!(g.hand(1).len(), 1, "the next player's draw phase ran");
}

// ----- draw phase -----

/// "Each player draws one card plus a number of cards equal to the number of temples he
/// controls."
#[test]
fn each_player_draws_one_card_plus_one_per_temple() {
    let mut g = table();
    let c = mid();
    temple(&mut g, c, 0);
    temple(&mut g, away(c, 3), 0);
    g.start_turn();
    assert_eq!(g.hand(0).len(), 3);
    // Under the Populated reading of control, a temple without population controls nothing.
    let mut p = table_with(Variants {
        control: Control::Populated,
        ..Variants::default()
    });
    temple(&mut p, c, 0);
    temple(&mut p, away(c, 3), 0);
    put(&mut p, away(c, 3), 0, 2, 0);
    p.start_turn();
    assert_eq!(p.hand(0).len(), 2);
}

/// "A player may have a maximum of 7 cards in his hand. Excess cards are discarded."
#[test]
fn hand_limit_is_7_and_excess_cards_are_discarded() {
    let mut g = table();
    put(&mut g, mid(), 0, 3, 0);
    for k in 0..7 {
        give(&mut g, 0, Miracle::ALL[k]);
    }
    g.start_turn();
    assert_eq!(g.hand(0).len(), 8);
    assert!(matches!(
        g.pending,
        Some(Pending::Discard {
            player: 0,
            count: 1
        })
    ));
    let e = refused(&mut g, Move::EndPhase);
    assert!(e.contains("discarded first"), "{e}");
    let card = g.hand(0)[0];
    g.apply(Move::Discard { card }).expect("discards");
    assert_eq!(g.hand(0).len(), 7);
    assert_eq!(g.phase, Phase::BuildTemples);
    assert!(g.discard.contains(&card));
}

// ----- build temple phase -----

/// "Replace six Population counters in a single hex with a Temple counter."
#[test]
fn replace_six_population_in_a_single_hex_with_a_temple() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 7, 0);
    g.apply(Move::BuildTemple { hex: c }).expect("builds");
    assert_eq!((at(&g, c).population, at(&g, c).temple), (1, true));
    let d = away(c, 4);
    put(&mut g, d, 0, 5, 0);
    assert_eq!(
        refused(&mut g, Move::BuildTemple { hex: d }),
        "a temple replaces six population counters in one hex; that hex has 5"
    );
}

/// "A space may only contain a single Temple."
#[test]
fn a_space_may_only_contain_a_single_temple() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 12, 0);
    g.apply(Move::BuildTemple { hex: c }).expect("builds");
    assert_eq!(
        refused(&mut g, Move::BuildTemple { hex: c }),
        "A space may only contain a single temple"
    );
}

/// "Temples cannot be built adjacent to other Temples."
#[test]
fn temples_cannot_be_built_adjacent_to_other_temples() {
    let mut g = table();
    let c = mid();
    temple(&mut g, c, 1);
    let n = nb(c, 0);
    put(&mut g, n, 0, 8, 0);
    assert_eq!(
        refused(&mut g, Move::BuildTemple { hex: n }),
        "Temples cannot be built next to another temple"
    );
}

/// "You may build multiple Temples in this phase."
#[test]
fn you_may_build_multiple_temples_in_this_phase() {
    let mut g = table();
    let c = mid();
    let d = away(c, 3);
    put(&mut g, c, 0, 6, 0);
    put(&mut g, d, 0, 6, 0);
    g.apply(Move::BuildTemple { hex: c }).expect("first");
    g.apply(Move::BuildTemple { hex: d }).expect("second");
    assert_eq!(g.temples(0), 2);
}

/// "Temples cannot be built in swamps."
#[test]
fn temples_cannot_be_built_in_swamps() {
    let mut g = table();
    let c = mid();
    set_terrain(&mut g, c, Some(Terrain::Swamp));
    put(&mut g, c, 0, 8, 0);
    assert_eq!(
        refused(&mut g, Move::BuildTemple { hex: c }),
        "Temples cannot be built in swamps"
    );
}

// ----- raise armies phase -----

/// "Replace up to half of the Population counters in a hex with Army counters."
#[test]
fn replace_up_to_half_of_the_population_in_a_hex_with_armies() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    put(&mut g, c, 0, 9, 0);
    let e = refused(&mut g, Move::RaiseArmies { hex: c, count: 5 });
    assert!(e.contains("half"), "{e}");
    g.apply(Move::RaiseArmies { hex: c, count: 3 })
        .expect("raises");
    g.apply(Move::RaiseArmies { hex: c, count: 1 })
        .expect("up to half");
    assert_eq!((at(&g, c).population, at(&g, c).armies), (5, 4));
    refused(&mut g, Move::RaiseArmies { hex: c, count: 1 });
}

/// "You may raise armies in multiple spaces in this phase."
#[test]
fn you_may_raise_armies_in_multiple_spaces() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    let d = nb(c, 2);
    put(&mut g, c, 0, 4, 0);
    put(&mut g, d, 0, 4, 0);
    g.apply(Move::RaiseArmies { hex: c, count: 2 })
        .expect("one");
    g.apply(Move::RaiseArmies { hex: d, count: 2 })
        .expect("two");
    assert_eq!(g.totals(0).1, 4);
}

/// "Armies already existing may be converted back to Population counters."
#[test]
fn armies_may_be_converted_back_to_population() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    put(&mut g, c, 0, 1, 3);
    g.apply(Move::DisbandArmies { hex: c, count: 2 })
        .expect("disbands");
    assert_eq!((at(&g, c).population, at(&g, c).armies), (3, 1));
}

// ----- population growth -----

/// "Place a Population counter on each space you control not occupied by an Army or a
/// Temple."
#[test]
fn population_grows_on_each_space_you_control_without_army_or_temple() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    let (a, b, t) = (c, away(c, 2), away(c, 4));
    put(&mut g, a, 0, 3, 0);
    put(&mut g, b, 0, 3, 1);
    put(&mut g, t, 0, 3, 0);
    temple(&mut g, t, 0);
    g.apply(Move::EndPhase).expect("growth runs");
    assert_eq!(g.phase, Phase::Miracles);
    assert_eq!(at(&g, a).population, 4);
    assert_eq!(at(&g, b).population, 3);
    assert_eq!(at(&g, t).population, 3);
}

/// "The number of markers in a hex cannot exceed the Terrain limit. Discard excess counters."
#[test]
fn markers_cannot_exceed_the_terrain_limit_excess_discarded() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    set_terrain(&mut g, c, Some(Terrain::Desert));
    put(&mut g, c, 0, 10, 0);
    g.apply(Move::EndPhase).expect("growth runs");
    assert_eq!(at(&g, c).population, 10);
}

/// Variant: whether armies and temples count toward the terrain limit (default: they do).
#[test]
fn armies_and_temples_count_toward_the_limit_by_default() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    let n = nb(c, 1);
    set_terrain(&mut g, n, Some(Terrain::Mountains));
    put(&mut g, n, 0, 8, 1);
    temple(&mut g, n, 0);
    put(&mut g, c, 0, 0, 2);
    let e = refused(
        &mut g,
        Move::MoveCounters {
            from: c,
            to: n,
            population: 0,
            armies: 1,
        },
    );
    assert_eq!(e, "Mountains holds at most 10 counters; this would make 11");
    let mut p = table_with(Variants {
        limit_counts: LimitCounts::PopulationOnly,
        ..Variants::default()
    });
    p.phase = Phase::Movement;
    set_terrain(&mut p, n, Some(Terrain::Mountains));
    put(&mut p, n, 0, 8, 1);
    temple(&mut p, n, 0);
    put(&mut p, c, 0, 0, 2);
    p.apply(Move::MoveCounters {
        from: c,
        to: n,
        population: 0,
        armies: 2,
    })
    .expect("armies do not count under PopulationOnly");
}

// ----- miracle phase -----

/// "A player may use none, some, or all of his cards."
#[test]
fn a_player_may_use_none_some_or_all_of_his_cards() {
    let mut g = table();
    miracles_phase(&mut g);
    put(&mut g, mid(), 0, 3, 0);
    give(&mut g, 0, Miracle::HolyWar);
    give(&mut g, 0, Miracle::Repopulate);
    give(&mut g, 0, Miracle::Earthquake);
    g.apply(Move::Play {
        card: Miracle::HolyWar,
        target: Target::None,
    })
    .expect("one");
    play(&mut g, Miracle::Repopulate, mid());
    g.apply(Move::EndPhase).expect("keeps the rest");
    assert_eq!(g.hand(0), &[Miracle::Earthquake]);
    assert_eq!(g.phase, Phase::Battle);
}

/// "Some cards are used during other phases." Resurrection is refused in the miracle phase.
#[test]
fn some_cards_are_used_during_other_phases() {
    let mut g = table();
    miracles_phase(&mut g);
    give(&mut g, 0, Miracle::Resurrection);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Resurrection,
            target: Target::Hex(mid()),
        },
    );
    assert_eq!(e, "Resurrection is not played this way now");
}

// ----- battle -----

/// "Armies may attack units in adjacent hexes."
#[test]
fn armies_may_attack_units_in_adjacent_hexes() {
    let mut g = table();
    g.phase = Phase::Battle;
    let c = mid();
    put(&mut g, c, 0, 0, 2);
    let far = away(c, 2);
    put(&mut g, far, 1, 4, 0);
    assert_eq!(
        refused(
            &mut g,
            Move::Attack {
                target: far,
                from: vec![(c, 2)]
            }
        ),
        "the hexes are not next to each other"
    );
    let n = nb(c, 0);
    put(&mut g, n, 1, 2, 0);
    g.apply(Move::Attack {
        target: n,
        from: vec![(c, 2)],
    })
    .expect("attacks");
}

/// "Population counters may not attack."
#[test]
fn population_counters_may_not_attack() {
    let mut g = table();
    g.phase = Phase::Battle;
    let c = mid();
    put(&mut g, c, 0, 9, 0);
    put(&mut g, nb(c, 0), 1, 2, 0);
    assert_eq!(
        refused(
            &mut g,
            Move::Attack {
                target: nb(c, 0),
                from: vec![(c, 1)]
            }
        ),
        "Population counters may not attack; attack with armies or monsters"
    );
}

/// "The attacker rolls 2 dice for every attacking army."
#[test]
fn the_attacker_rolls_2_dice_for_every_attacking_army() {
    assert_eq!(attacker_dice(3), 6);
}

/// "The defender rolls 2 dice for every defending army. The defender also rolls 1 die for
/// every 2 population counters rounding up."
#[test]
fn the_defender_rolls_2_per_army_and_1_per_2_population_rounding_up() {
    assert_eq!(defender_dice(2, 3), 6);
    assert_eq!(defender_dice(0, 1), 1);
    assert_eq!(defender_dice(1, 4), 4);
    assert_eq!(defender_dice(0, 0), 0);
}

/// "Every roll of 1 on D6 indicates one enemy counter is destroyed."
#[test]
fn every_roll_of_1_destroys_one_enemy_counter() {
    assert_eq!(
        round_kills(&[1, 1, 3, 6], &[1, 5, 2], false, MountainDefence::PerRound),
        (2, 1)
    );
    assert_eq!(
        round_kills(&[2, 3], &[4], false, MountainDefence::PerRound),
        (0, 0)
    );
}

/// "Mountains — Defense: One less counter destroyed by attacking armies per roll."
#[test]
fn mountains_one_less_counter_destroyed_by_attacking_armies_per_roll() {
    let rolls = [1, 1, 1, 4, 1, 6];
    assert_eq!(
        round_kills(&rolls, &[1], true, MountainDefence::PerRound),
        (3, 1)
    );
    // Pairs (1,1) (1,4) (1,6): only the double 1 kills, once.
    assert_eq!(
        round_kills(&rolls, &[1], true, MountainDefence::PerArmy),
        (1, 1)
    );
    assert_eq!(
        round_kills(&[2, 2], &[], true, MountainDefence::PerRound),
        (0, 0)
    );
}

/// "Armies are destroyed before populations & populations before Temples."
#[test]
fn armies_are_destroyed_before_populations_and_populations_before_temples() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 1, 2, 2);
    temple(&mut g, c, 1);
    let i = g.map.index(c).expect("on map");
    let l = g.destroy(i, 3);
    assert_eq!((l.armies, l.population, l.temple), (2, 1, false));
    let l = g.destroy(i, 2);
    assert_eq!((l.population, l.temple), (1, true));
    assert_eq!(at(&g, c).owner, None);
}

/// "This procedure is repeated until: All attacking armies are destroyed. The attacker
/// decides to retreat. All defending counters are destroyed."
#[test]
fn battle_repeats_until_attack_destroyed_retreat_or_defence_destroyed() {
    for seed in 0..20 {
        let mut g = table();
        g.rng = crate::table::Rng::seeded(seed);
        g.phase = Phase::Battle;
        let c = mid();
        let t = nb(c, 3);
        put(&mut g, c, 0, 2, 1);
        temple(&mut g, t, 1);
        put(&mut g, away(c, 5), 1, 3, 0);
        g.apply(Move::Attack {
            target: t,
            from: vec![(c, 1)],
        })
        .expect("attacks");
        // A lone temple rolls no dice: the attacker presses on until it falls.
        let mut rounds = 1;
        while matches!(g.pending, Some(Pending::Battle(_))) {
            let e = refused(&mut g, Move::EndPhase);
            assert!(e.contains("battle under way"), "{e}");
            g.apply(Move::PressOn).expect("presses");
            rounds += 1;
            assert!(rounds < 500);
        }
        assert!(!at(&g, t).temple, "all defending counters destroyed");
        assert_eq!(at(&g, c).armies, 1);
    }
    // Retreat ends the battle with the attackers at home.
    for seed in 0..40 {
        let mut g = table();
        g.rng = crate::table::Rng::seeded(seed);
        g.phase = Phase::Battle;
        let c = mid();
        let t = nb(c, 3);
        put(&mut g, c, 0, 0, 5);
        put(&mut g, t, 1, 10, 5);
        g.apply(Move::Attack {
            target: t,
            from: vec![(c, 5)],
        })
        .expect("attacks");
        if matches!(g.pending, Some(Pending::Battle(_))) {
            g.apply(Move::Retreat).expect("retreats");
            assert!(g.pending.is_none());
            assert!(at(&g, c).armies > 0);
            return;
        }
    }
    panic!("no battle lasted past one round");
}

/// "This procedure is repeated until: All attacking armies are destroyed." One army against
/// ten falls at once, and the battle is over with the defence still standing.
#[test]
fn a_battle_ends_when_all_attacking_armies_are_destroyed() {
    for seed in 0..10 {
        let mut g = table();
        g.rng = crate::table::Rng::seeded(seed);
        g.phase = Phase::Battle;
        let c = mid();
        let t = nb(c, 3);
        put(&mut g, c, 0, 0, 1);
        put(&mut g, t, 1, 0, 10);
        g.apply(Move::Attack {
            target: t,
            from: vec![(c, 1)],
        })
        .expect("attacks");
        let mut rounds = 1;
        while matches!(g.pending, Some(Pending::Battle(_))) {
            g.apply(Move::PressOn).expect("presses");
            rounds += 1;
            assert!(rounds < 500);
        }
        assert_eq!(at(&g, c).armies, 0, "seed {seed}: the attack is destroyed");
        assert!(at(&g, t).armies > 0, "seed {seed}: the defence stands");
        assert!(g.pending.is_none());
        assert_eq!(g.phase, Phase::Battle);
        assert!(g.log.iter().any(|e| e.text == "The attack is destroyed"));
    }
}

/// The public log carries every die of a battle round.
#[test]
fn the_battle_log_shows_the_dice() {
    let mut g = table();
    g.phase = Phase::Battle;
    let c = mid();
    put(&mut g, c, 0, 0, 2);
    put(&mut g, nb(c, 0), 1, 3, 1);
    g.apply(Move::Attack {
        target: nb(c, 0),
        from: vec![(c, 2)],
    })
    .expect("attacks");
    let dice = last_dice(&g);
    assert_eq!(dice.len(), 4 + 4, "4 attacker dice, 2+2 defender dice");
}

/// Armies attack once a turn (Holy War is what lets them attack twice).
#[test]
fn an_army_attacks_once_a_turn_without_holy_war() {
    let mut g = table();
    g.phase = Phase::Battle;
    let c = mid();
    put(&mut g, c, 0, 0, 1);
    let t = nb(c, 0);
    temple(&mut g, t, 1);
    put(&mut g, away(c, 4), 1, 5, 0);
    g.apply(Move::Attack {
        target: t,
        from: vec![(c, 1)],
    })
    .expect("attacks");
    while g.pending.is_some() {
        g.apply(Move::PressOn).expect("presses");
    }
    let t2 = nb(c, 1);
    put(&mut g, t2, 1, 1, 0);
    let e = refused(
        &mut g,
        Move::Attack {
            target: t2,
            from: vec![(c, 1)],
        },
    );
    assert!(e.contains("ready to attack"), "{e}");
}

/// Holy War: "Armies get to attack twice this turn if they survive their first attack."
#[test]
fn holy_war_armies_attack_twice_if_they_survive() {
    let mut g = table();
    miracles_phase(&mut g);
    give(&mut g, 0, Miracle::HolyWar);
    g.apply(Move::Play {
        card: Miracle::HolyWar,
        target: Target::None,
    })
    .expect("plays");
    g.apply(Move::EndPhase).expect("to battle");
    let c = mid();
    put(&mut g, c, 0, 0, 1);
    let (t1, t2) = (nb(c, 0), nb(c, 1));
    temple(&mut g, t1, 1);
    temple(&mut g, t2, 1);
    put(&mut g, away(c, 4), 1, 5, 0);
    for t in [t1, t2] {
        g.apply(Move::Attack {
            target: t,
            from: vec![(c, 1)],
        })
        .expect("attacks");
        while g.pending.is_some() {
            g.apply(Move::PressOn).expect("presses");
        }
    }
    let t3 = nb(c, 2);
    put(&mut g, t3, 1, 1, 0);
    refused(
        &mut g,
        Move::Attack {
            target: t3,
            from: vec![(c, 1)],
        },
    );
}

/// Sanctuary: "Counters may not attack target space this turn."
#[test]
fn sanctuary_counters_may_not_attack_target_space() {
    let mut g = table();
    miracles_phase(&mut g);
    g.turn = 1; // Player 2 protects a hex in their turn...
    let c = mid();
    let t = nb(c, 0);
    put(&mut g, t, 1, 4, 0);
    put(&mut g, c, 0, 0, 3);
    give(&mut g, 1, Miracle::Sanctuary);
    play(&mut g, Miracle::Sanctuary, t);
    g.turn = 0; // ...and it still holds in Player 1's battle phase.
    g.phase = Phase::Battle;
    assert_eq!(
        refused(
            &mut g,
            Move::Attack {
                target: t,
                from: vec![(c, 3)]
            }
        ),
        "that hex is under Sanctuary: counters may not attack it this turn"
    );
    // It ends when its caster's next turn begins.
    g.turn = 1;
    g.start_turn();
    assert!(g.effects.is_empty());
}

/// Variant: battles across several hexes (default: an attack comes from one hex).
#[test]
fn battles_across_several_hexes_are_a_variant() {
    let setup = |v: MultiHexBattle| {
        let mut g = table_with(Variants {
            multi_hex_battle: v,
            ..Variants::default()
        });
        g.phase = Phase::Battle;
        let c = mid();
        let (a, b) = (nb(c, 0), nb(c, 1));
        put(&mut g, a, 0, 0, 1);
        put(&mut g, b, 0, 0, 1);
        put(&mut g, c, 1, 2, 0);
        (g, c, a, b)
    };
    let (mut g, c, a, b) = setup(MultiHexBattle::SingleHex);
    let mv = Move::Attack {
        target: c,
        from: vec![(a, 1), (b, 1)],
    };
    assert_eq!(
        refused(&mut g, mv.clone()),
        "attack from one hex only (the multi-hex battle variant is off)"
    );
    let (mut g, ..) = setup(MultiHexBattle::Combined);
    assert!(legal(&g).contains(&mv));
    g.apply(mv).expect("combined attack");
}

// ----- movement -----

/// "Population counters & armies may move one space."
#[test]
fn population_and_armies_may_move_one_space() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    put(&mut g, c, 0, 4, 2);
    let n = nb(c, 0);
    g.apply(Move::MoveCounters {
        from: c,
        to: n,
        population: 2,
        armies: 1,
    })
    .expect("moves");
    assert_eq!(g.movable(n), (0, 0));
    assert_eq!(g.movable(c), (2, 1));
    // Counters that moved do not move again this phase.
    let e = refused(
        &mut g,
        Move::MoveCounters {
            from: n,
            to: nb(n, 0),
            population: 1,
            armies: 0,
        },
    );
    assert!(e.contains("free to move"), "{e}");
    let far = away(c, 2);
    assert_eq!(
        refused(
            &mut g,
            Move::MoveCounters {
                from: c,
                to: far,
                population: 1,
                armies: 0
            }
        ),
        "the hexes are not next to each other"
    );
}

/// "Temples cannot move."
#[test]
fn temples_cannot_move() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    put(&mut g, c, 0, 1, 0);
    temple(&mut g, c, 0);
    g.apply(Move::MoveCounters {
        from: c,
        to: nb(c, 0),
        population: 1,
        armies: 0,
    })
    .expect("moves");
    assert!(at(&g, c).temple);
    assert_eq!(at(&g, c).owner, Some(0));
    assert_eq!(
        refused(
            &mut g,
            Move::MoveCounters {
                from: c,
                to: nb(c, 1),
                population: 0,
                armies: 0
            }
        ),
        "move or convert at least one counter"
    );
}

/// Blight: "No counters may enter this space."
#[test]
fn no_counters_may_enter_a_blighted_space() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    put(&mut g, c, 0, 2, 0);
    let n = nb(c, 0);
    g.counts[g.map.index(n).expect("on map")].blight = Some(1);
    assert_eq!(
        refused(
            &mut g,
            Move::MoveCounters {
                from: c,
                to: n,
                population: 1,
                armies: 0
            }
        ),
        "No counters may enter a blighted hex"
    );
}

/// Moving into a hex held by another player is only possible by battle.
#[test]
fn moving_into_an_enemy_hex_is_only_by_battle() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    put(&mut g, c, 0, 0, 3);
    put(&mut g, nb(c, 0), 1, 1, 0);
    assert_eq!(
        refused(
            &mut g,
            Move::MoveCounters {
                from: c,
                to: nb(c, 0),
                population: 0,
                armies: 3
            }
        ),
        "Moving into a hex held by another player is only possible by battle"
    );
}

/// Counters live on terrain: water cannot be entered.
#[test]
fn counters_cannot_move_onto_water() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    put(&mut g, c, 0, 2, 0);
    set_terrain(&mut g, nb(c, 0), None);
    assert_eq!(
        refused(
            &mut g,
            Move::MoveCounters {
                from: c,
                to: nb(c, 0),
                population: 1,
                armies: 0
            }
        ),
        "that hex is water"
    );
}

// ----- victory -----

/// "A player wins by destroying all of the opponents' armies, populations and temples."
#[test]
fn the_last_player_with_armies_population_or_temples_wins() {
    let mut g = table();
    g.phase = Phase::Battle;
    g.counts[143] = HexCounts::default();
    g.recount_holdings();
    let c = mid();
    put(&mut g, c, 0, 0, 3);
    let t = nb(c, 0);
    temple(&mut g, t, 1);
    g.apply(Move::Attack {
        target: t,
        from: vec![(c, 3)],
    })
    .expect("attacks");
    while g.pending.is_some() {
        g.apply(Move::PressOn).expect("presses");
    }
    assert!(g.is_over());
    assert_eq!(g.winners().sole(), Some(0));
    assert!(g.is_out(1));
    assert_eq!(g.to_move(), None);
    assert_eq!(refused(&mut g, Move::EndPhase), "the game is over");
    assert_eq!(g.cards_accounted(), DECK_SIZE);
}

/// The round cap ends a game with both players standing as a draw, so simulations always finish.
#[test]
fn the_round_cap_ends_the_game_as_a_draw() {
    let mut g = table_with(Variants {
        max_rounds: 2,
        ..Variants::default()
    });
    put(&mut g, mid(), 0, 2, 0);
    let far = away(mid(), 8);
    put(&mut g, far, 1, 2, 0);
    let mut steps = 0;
    while !g.is_over() {
        let mv = if legal(&g).contains(&Move::EndPhase) {
            Move::EndPhase
        } else {
            legal(&g)[0].clone()
        };
        g.apply(mv).expect("legal");
        steps += 1;
        assert!(steps < 200);
    }
    assert!(g.winners().is_empty());
    assert_eq!(g.round(), 3);
}

// ----- miracles, one test each -----

pub(super) fn enemy_hex(g: &mut DeityGame, pop: u32, armies: u32) -> Hex {
    let h = away(mid(), 3);
    put(g, h, 1, pop, armies);
    put(g, mid(), 0, 2, 0);
    miracles_phase(g);
    h
}

/// Earthquake: "Target hex: Destroy 1D6 counters."
#[test]
fn earthquake_target_hex_destroy_1d6_counters() {
    let mut g = table();
    let h = enemy_hex(&mut g, 9, 2);
    give(&mut g, 0, Miracle::Earthquake);
    play(&mut g, Miracle::Earthquake, h);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, h).counters(), 11 - roll);
    assert_eq!(at(&g, h).armies, 2u32.saturating_sub(roll), "armies first");
}

/// Crumble: "Destroy target Temple."
#[test]
fn crumble_destroy_target_temple() {
    let mut g = table();
    let h = enemy_hex(&mut g, 1, 0);
    temple(&mut g, h, 1);
    give(&mut g, 0, Miracle::Crumble);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Crumble,
            target: Target::Hex(mid()),
        },
    );
    assert_eq!(e, "Crumble: target a hex with a temple");
    play(&mut g, Miracle::Crumble, h);
    assert!(!at(&g, h).temple);
    assert_eq!(at(&g, h).population, 1);
}

/// Tidal Wave: "Coastal space: Destroy 1D6 counters."
#[test]
fn tidal_wave_coastal_space_destroy_1d6_counters() {
    let mut g = table();
    let h = enemy_hex(&mut g, 9, 0);
    give(&mut g, 0, Miracle::TidalWave);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::TidalWave,
            target: Target::Hex(h),
        },
    );
    assert_eq!(e, "Tidal Wave: target a coastal hex");
    set_terrain(&mut g, nb(h, 0), None);
    play(&mut g, Miracle::TidalWave, h);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, h).population, 9 - roll);
}

/// Variant: what "coastal" means (default: next to a water hex; or the map edge too).
#[test]
fn coastal_may_include_the_map_edge() {
    let edge = |v: Coastal| {
        let g = table_with(Variants {
            coastal: v,
            ..Variants::default()
        });
        g.map.is_coastal(0, v)
    };
    assert!(!edge(Coastal::NextToWater));
    assert!(edge(Coastal::NextToWaterOrEdge));
}

/// Volcanic Eruption: "Mountain space: Destroy 1D6 counters."
#[test]
fn volcanic_eruption_mountain_space_destroy_1d6_counters() {
    let mut g = table();
    let h = enemy_hex(&mut g, 8, 0);
    give(&mut g, 0, Miracle::VolcanicEruption);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::VolcanicEruption,
            target: Target::Hex(h),
        },
    );
    assert_eq!(e, "Volcanic Eruption: target a Mountains hex");
    set_terrain(&mut g, h, Some(Terrain::Mountains));
    play(&mut g, Miracle::VolcanicEruption, h);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, h).population, 8 - roll);
}

/// Flood: "Target coastal hex and all adjacent hexes lose 1 population counter each."
#[test]
fn flood_target_coastal_hex_and_adjacent_lose_1_population_each() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    set_terrain(&mut g, nb(h, 0), None);
    put(&mut g, nb(h, 1), 1, 2, 0);
    put(&mut g, nb(h, 2), 1, 0, 2);
    give(&mut g, 0, Miracle::Flood);
    play(&mut g, Miracle::Flood, h);
    assert_eq!(at(&g, h).population, 2);
    assert_eq!(at(&g, nb(h, 1)).population, 1);
    assert_eq!(at(&g, nb(h, 2)).armies, 2, "only population is lost");
}

/// Alter Land: "Draw a terrain counter. Replace target terrain on map with it."
#[test]
fn alter_land_replace_target_terrain_with_a_drawn_counter() {
    let mut g = table();
    let h = enemy_hex(&mut g, 18, 0);
    g.reserve = vec![Terrain::Desert];
    give(&mut g, 0, Miracle::AlterLand);
    play(&mut g, Miracle::AlterLand, h);
    assert_eq!(g.map.terrain(h), Some(Terrain::Desert));
    assert_eq!(g.reserve, vec![Terrain::Plains]);
    assert_eq!(
        at(&g, h).population,
        10,
        "excess over the new limit is discarded"
    );
}

/// Create Land: "Draw a terrain counter. Put counter on target water hex."
#[test]
fn create_land_put_a_drawn_counter_on_target_water_hex() {
    let mut g = table();
    miracles_phase(&mut g);
    put(&mut g, mid(), 0, 2, 0);
    let w = away(mid(), 2);
    set_terrain(&mut g, w, None);
    g.reserve = vec![Terrain::Forest];
    give(&mut g, 0, Miracle::CreateLand);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::CreateLand,
            target: Target::Hex(mid()),
        },
    );
    assert_eq!(e, "that hex is land");
    play(&mut g, Miracle::CreateLand, w);
    assert_eq!(g.map.terrain(w), Some(Terrain::Forest));
    assert!(g.reserve.is_empty());
}

/// Destroy Land: "Discard target empty coastal hex."
#[test]
fn destroy_land_discard_target_empty_coastal_hex() {
    let mut g = table();
    miracles_phase(&mut g);
    put(&mut g, mid(), 0, 2, 0);
    let h = away(mid(), 3);
    set_terrain(&mut g, nb(h, 0), None);
    put(&mut g, h, 1, 1, 0);
    give(&mut g, 0, Miracle::DestroyLand);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::DestroyLand,
            target: Target::Hex(h),
        },
    );
    assert_eq!(e, "Destroy Land: target an empty hex");
    let i = g.map.index(h).expect("on map");
    g.counts[i] = HexCounts::default();
    g.recount_holdings();
    let name = g.hex_name(i);
    play(&mut g, Miracle::DestroyLand, h);
    assert!(g.map.is_water(h));
    assert_eq!(g.reserve.last(), Some(&Terrain::Plains));
    // The log says which hex sank (by its name before it did).
    let line = &g.log.last().expect("logged").text;
    assert_eq!(*line, format!("Destroy Land sinks {name} into the sea"));
    assert!(name.starts_with("Plains ("), "{name}");
}

/// Sacrifice: "Discard 3 population counters to draw 2 cards."
#[test]
fn sacrifice_discard_3_population_to_draw_2_cards() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 5, 0);
    give(&mut g, 0, Miracle::Sacrifice);
    play(&mut g, Miracle::Sacrifice, c);
    assert_eq!(at(&g, c).population, 2);
    assert_eq!(g.hand(0).len(), 2);
    assert_eq!(g.cards_accounted(), DECK_SIZE);
}

/// The hand limit holds after Sacrifice too: drawing past 7 asks for a discard.
#[test]
fn sacrifice_past_the_hand_limit_asks_for_a_discard() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 5, 0);
    for k in 0..6 {
        give(&mut g, 0, Miracle::ALL[k]);
    }
    give(&mut g, 0, Miracle::Sacrifice);
    play(&mut g, Miracle::Sacrifice, c);
    assert_eq!(g.hand(0).len(), 8);
    assert!(matches!(
        g.pending,
        Some(Pending::Discard {
            player: 0,
            count: 1
        })
    ));
    let card = g.hand(0)[0];
    g.apply(Move::Discard { card }).expect("discards");
    assert_eq!(g.phase, Phase::Miracles, "the miracle phase goes on");
}

/// When the deck runs out, the discard pile is shuffled into a new deck.
#[test]
fn an_empty_deck_is_refilled_from_the_discard_pile() {
    let mut g = table();
    g.discard.append(&mut g.deck);
    g.start_turn();
    assert_eq!(g.hand(0).len(), 1);
    assert_eq!(g.deck.len() + g.discard.len(), DECK_SIZE - 1);
    assert!(g.discard.is_empty());
}

/// Prophet: "Target hex and all adjacent hexes produce 1 additional population counter."
#[test]
fn prophet_target_hex_and_adjacent_produce_1_additional_population() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 2, 0);
    put(&mut g, nb(c, 0), 0, 1, 0);
    put(&mut g, nb(c, 1), 0, 1, 1);
    give(&mut g, 0, Miracle::Prophet);
    play(&mut g, Miracle::Prophet, c);
    assert_eq!(at(&g, c).population, 3);
    assert_eq!(at(&g, nb(c, 0)).population, 2);
    assert_eq!(
        at(&g, nb(c, 1)).population,
        1,
        "an army's hex does not produce"
    );
}

/// Chasm: "Destroy all armies in target space."
#[test]
fn chasm_destroy_all_armies_in_target_space() {
    let mut g = table();
    let h = enemy_hex(&mut g, 4, 5);
    g.counts[g.map.index(h).expect("on map")].monsters = 1;
    give(&mut g, 0, Miracle::Chasm);
    play(&mut g, Miracle::Chasm, h);
    assert_eq!(
        (at(&g, h).armies, at(&g, h).monsters, at(&g, h).population),
        (0, 0, 4)
    );
    let name = g.hex_name(g.map.index(h).expect("on map"));
    let line = &g.log.last().expect("logged").text;
    assert_eq!(
        *line,
        format!("Chasm swallows 6 armies and monsters in {name}")
    );
}

/// Fire: "Forest space: Destroy 1D6 counters."
#[test]
fn fire_forest_space_destroy_1d6_counters() {
    let mut g = table();
    let h = enemy_hex(&mut g, 9, 0);
    give(&mut g, 0, Miracle::Fire);
    refused(
        &mut g,
        Move::Play {
            card: Miracle::Fire,
            target: Target::Hex(h),
        },
    );
    set_terrain(&mut g, h, Some(Terrain::Forest));
    play(&mut g, Miracle::Fire, h);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, h).population, 9 - roll);
}

/// Famine: "Target hex and all adjacent hexes gain no population this turn."
#[test]
fn famine_target_hex_and_adjacent_gain_no_population() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    put(&mut g, nb(h, 0), 1, 3, 0);
    let other = away(h, 4);
    put(&mut g, other, 1, 3, 0);
    give(&mut g, 0, Miracle::Famine);
    play(&mut g, Miracle::Famine, h);
    // Player 2's growth comes in their turn, while the famine lasts.
    g.turn = 1;
    g.phase = Phase::RaiseArmies;
    g.apply(Move::EndPhase).expect("growth");
    assert_eq!(at(&g, h).population, 3);
    assert_eq!(at(&g, nb(h, 0)).population, 3);
    assert_eq!(at(&g, other).population, 4);
    // Nor does a miracle make population there.
    give(&mut g, 1, Miracle::Repopulate);
    play(&mut g, Miracle::Repopulate, h);
    assert_eq!(at(&g, h).population, 3);
}

/// Plague: "Target hex: Destroy all but 1D6 counters."
#[test]
fn plague_target_hex_destroy_all_but_1d6_counters() {
    let mut g = table();
    let h = enemy_hex(&mut g, 14, 0);
    give(&mut g, 0, Miracle::Plague);
    play(&mut g, Miracle::Plague, h);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, h).population, roll);
}

/// Fertility: "Double the number of population counters in target space."
#[test]
fn fertility_double_the_population_in_target_space() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 7, 0);
    give(&mut g, 0, Miracle::Fertility);
    play(&mut g, Miracle::Fertility, c);
    assert_eq!(at(&g, c).population, 14);
    give(&mut g, 0, Miracle::Fertility);
    play(&mut g, Miracle::Fertility, c);
    assert_eq!(at(&g, c).population, 20, "capped at the Plains limit");
}

/// Monsters: "Place 1D3 monster counters on any empty space. Treat them like armies except
/// they cannot move & they cannot be turned into population counters. You control them."
#[test]
fn monsters_place_1d3_monster_counters_on_an_empty_space() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 2, 0);
    give(&mut g, 0, Miracle::Monsters);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Monsters,
            target: Target::Hex(c),
        },
    );
    assert_eq!(e, "Monsters: target an empty hex");
    let n = nb(c, 0);
    play(&mut g, Miracle::Monsters, n);
    let roll = u32::from(last_dice(&g)[0]);
    assert!((1..=3).contains(&roll));
    assert_eq!((at(&g, n).monsters, at(&g, n).owner), (roll, Some(0)));
    // "They cannot move & they cannot be turned into population counters."
    g.phase = Phase::Movement;
    refused(
        &mut g,
        Move::MoveCounters {
            from: n,
            to: nb(n, 0),
            population: 0,
            armies: 1,
        },
    );
    g.phase = Phase::RaiseArmies;
    refused(&mut g, Move::DisbandArmies { hex: n, count: 1 });
    // "Treat them like armies": they attack.
    g.phase = Phase::Battle;
    let t = nb(n, 0);
    put(&mut g, t, 1, 1, 0);
    g.apply(Move::Attack {
        target: t,
        from: vec![(n, 1)],
    })
    .expect("monsters attack");
}

/// "Put blight counter on empty hex... Each turn roll 1D6 at the beginning of Miracle phase.
/// On a roll of 1 the Blight disappears."
#[test]
fn blight_on_an_empty_hex_rolls_each_turn_and_goes_on_a_1() {
    let mut seen = [false, false];
    for seed in 0..60 {
        let mut g = table();
        g.rng = crate::table::Rng::seeded(seed);
        miracles_phase(&mut g);
        put(&mut g, mid(), 0, 2, 0);
        let b = away(mid(), 2);
        give(&mut g, 0, Miracle::Blight);
        play(&mut g, Miracle::Blight, b);
        assert_eq!(at(&g, b).blight, Some(0));
        assert_eq!(at(&g, b).owner, None, "blight belongs to nobody");
        g.phase = Phase::RaiseArmies;
        g.apply(Move::EndPhase).expect("to the miracle phase");
        let roll = last_dice(&g)[0];
        assert_eq!(at(&g, b).blight.is_none(), roll == 1);
        seen[usize::from(roll == 1)] = true;
    }
    assert_eq!(seen, [true, true]);
}

/// Sanctuary: "Counters may not attack target space this turn." (played on a hex)
#[test]
fn sanctuary_is_a_miracle_on_a_hex() {
    let mut g = table();
    miracles_phase(&mut g);
    put(&mut g, mid(), 0, 2, 0);
    give(&mut g, 0, Miracle::Sanctuary);
    play(&mut g, Miracle::Sanctuary, mid());
    assert_eq!(g.effects.len(), 1);
    assert_eq!(g.effects[0].kind, EffectKind::Sanctuary);
}

/// Draught: "Target Desert hex and all adjacent hexes lose 1 population counter each."
#[test]
fn draught_target_desert_hex_and_adjacent_lose_1_population() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    put(&mut g, nb(h, 0), 1, 1, 0);
    give(&mut g, 0, Miracle::Draught);
    refused(
        &mut g,
        Move::Play {
            card: Miracle::Draught,
            target: Target::Hex(h),
        },
    );
    set_terrain(&mut g, h, Some(Terrain::Desert));
    play(&mut g, Miracle::Draught, h);
    assert_eq!(at(&g, h).population, 2);
    assert_eq!(at(&g, nb(h, 0)).owner, None);
}

/// Godspeed: "Move some or all of the nontemple counters in target space to another space up
/// to Three hexes away."
#[test]
fn godspeed_moves_nontemple_counters_up_to_three_hexes() {
    let mut g = table();
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 4, 2);
    temple(&mut g, c, 0);
    give(&mut g, 0, Miracle::Godspeed);
    let far = away(c, 4);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Godspeed,
            target: Target::Godspeed {
                from: c,
                to: far,
                population: 4,
                armies: 2,
            },
        },
    );
    assert_eq!(e, "that hex is 4 hexes away; at most 3 are allowed");
    let to = away(c, 3);
    g.apply(Move::Play {
        card: Miracle::Godspeed,
        target: Target::Godspeed {
            from: c,
            to,
            population: 4,
            armies: 2,
        },
    })
    .expect("moves");
    assert_eq!((at(&g, to).population, at(&g, to).armies), (4, 2));
    assert!(at(&g, c).temple);
}

/// Pestilence: "Target Swamp hex and all adjacent hexes lose 1 population counter each."
#[test]
fn pestilence_target_swamp_hex_and_adjacent_lose_1_population() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    put(&mut g, nb(h, 4), 1, 2, 0);
    set_terrain(&mut g, h, Some(Terrain::Swamp));
    give(&mut g, 0, Miracle::Pestilence);
    play(&mut g, Miracle::Pestilence, h);
    assert_eq!(at(&g, h).population, 2);
    assert_eq!(at(&g, nb(h, 4)).population, 1);
}

/// Player 1 attacks Player 2's hex (6 population, 2 armies) with 3 armies in the battle phase,
/// Player 2 holding Resurrection; the battle is fought out and the phase ended. Returns the
/// table, the attacked hex and how many counters Player 2 lost there.
fn attack_a_hex_of_player_2_holding_resurrection() -> (DeityGame, Hex, u32) {
    let mut g = table();
    g.phase = Phase::Battle;
    let c = mid();
    let t = nb(c, 0);
    put(&mut g, c, 0, 0, 3);
    put(&mut g, t, 1, 6, 2);
    give(&mut g, 1, Miracle::Resurrection);
    g.apply(Move::Attack {
        target: t,
        from: vec![(c, 3)],
    })
    .expect("attacks");
    while g.pending.is_some() {
        g.apply(Move::PressOn).expect("presses");
    }
    let lost_here = g
        .turn_state
        .losses
        .iter()
        .find(|l| l.owner == 1)
        .map_or(0, Loss::total);
    g.apply(Move::EndPhase).expect("ends battle");
    (g, t, lost_here)
}

/// Resurrection "brings back the counters its player lost in the hex this turn"; counters live
/// on land, so a hex sunk since the loss (Destroy Land) cannot take them back. Found by the bot
/// games: a generated map, a combat loss, Destroy Land on the emptied coastal hex, then
/// Resurrection there left counters on water.
#[test]
fn resurrection_cannot_raise_counters_on_a_hex_sunk_since() {
    let (mut g, t, lost_here) = attack_a_hex_of_player_2_holding_resurrection();
    if lost_here == 0 || at(&g, t).owner == Some(0) || g.to_move() != Some(1) {
        // This battle went another way: the sunk-hex case cannot arise.
        return;
    }
    let i = g.map.index(t).expect("on map");
    g.counts[i] = HexCounts::default();
    g.recount_holdings();
    set_terrain(&mut g, t, None);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Resurrection,
            target: Target::Hex(t),
        },
    );
    assert_eq!(e, "that hex is water");
    assert!(
        !legal(&g).iter().any(|m| matches!(
            m,
            Move::Play {
                card: Miracle::Resurrection,
                ..
            }
        )),
        "Resurrection is not offered on water"
    );
}

/// "Play at end of battle phase. Bring back to life all counters destroyed this turn in
/// target hex."
#[test]
fn resurrection_at_end_of_battle_brings_back_counters_destroyed_this_turn() {
    let (mut g, t, lost_here) = attack_a_hex_of_player_2_holding_resurrection();
    if lost_here == 0 || at(&g, t).owner == Some(0) {
        assert_eq!(g.phase, Phase::Movement);
        return;
    }
    assert_eq!(
        g.to_move(),
        Some(1),
        "Player 2 may answer at the end of the battle phase: {:?} {:?} {:?}",
        g.phase,
        g.pending,
        g.turn_state.losses
    );
    play(&mut g, Miracle::Resurrection, t);
    let back = at(&g, t);
    assert_eq!((back.population, back.armies), (6, 2));
    g.apply(Move::Pass).expect("done");
    assert_eq!(g.phase, Phase::Movement);
}

/// Variant: when Resurrection may be played (here: only at the end of your own battle phase).
#[test]
fn resurrection_only_at_own_battle_phase_is_a_variant() {
    let mut g = table_with(Variants {
        resurrection: ResurrectionTiming::EndOfOwnBattlePhase,
        ..Variants::default()
    });
    g.phase = Phase::Battle;
    let c = mid();
    let t = nb(c, 0);
    put(&mut g, c, 0, 0, 3);
    put(&mut g, t, 1, 6, 0);
    put(&mut g, away(c, 5), 1, 1, 0);
    give(&mut g, 1, Miracle::Resurrection);
    g.apply(Move::Attack {
        target: t,
        from: vec![(c, 3)],
    })
    .expect("attacks");
    while g.pending.is_some() {
        g.apply(Move::PressOn).expect("presses");
    }
    g.apply(Move::EndPhase).expect("ends battle");
    assert_eq!(g.phase, Phase::Movement, "Player 2 is not asked");
}

/// "Negate the effects of a card played by another player."
#[test]
fn abjuration_negates_a_card_played_by_another_player() {
    let mut g = table();
    let h = enemy_hex(&mut g, 9, 0);
    give(&mut g, 0, Miracle::Earthquake);
    give(&mut g, 1, Miracle::Abjuration);
    play(&mut g, Miracle::Earthquake, h);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.cards_accounted(), DECK_SIZE);
    g.apply(Move::Play {
        card: Miracle::Abjuration,
        target: Target::None,
    })
    .expect("abjures");
    assert_eq!(at(&g, h).population, 9, "the earthquake is negated");
    assert_eq!(g.to_move(), Some(0));
    assert!(g.discard.contains(&Miracle::Earthquake) && g.discard.contains(&Miracle::Abjuration));
    // Passing lets the card through.
    give(&mut g, 0, Miracle::Earthquake);
    give(&mut g, 1, Miracle::Abjuration);
    play(&mut g, Miracle::Earthquake, h);
    g.apply(Move::Pass).expect("passes");
    assert!(at(&g, h).population < 9);
}

/// Abjuration negates "a card played by another player", and an Abjuration is such a card.
#[test]
fn an_abjuration_can_itself_be_abjured() {
    let mut g = table();
    let h = enemy_hex(&mut g, 9, 0);
    give(&mut g, 0, Miracle::Plague);
    give(&mut g, 0, Miracle::Abjuration);
    give(&mut g, 1, Miracle::Abjuration);
    play(&mut g, Miracle::Plague, h);
    let abjure = Move::Play {
        card: Miracle::Abjuration,
        target: Target::None,
    };
    g.apply(abjure.clone()).expect("Player 2 abjures");
    assert_eq!(g.to_move(), Some(0));
    g.apply(abjure).expect("Player 1 abjures back");
    assert!(at(&g, h).population <= 6, "the plague goes through");
    assert_eq!(g.cards_accounted(), DECK_SIZE);
}

/// Variant: when Abjuration may be played (here: on a lasting miracle in your miracle phase).
#[test]
fn abjuration_on_lasting_effects_is_a_variant() {
    let mut g = table_with(Variants {
        abjuration: AbjurationTiming::LastingEffects,
        ..Variants::default()
    });
    miracles_phase(&mut g);
    let c = mid();
    put(&mut g, c, 0, 2, 0);
    let t = nb(c, 0);
    g.effects.push(Effect {
        kind: EffectKind::Sanctuary,
        hex: g.map.index(t).expect("on map"),
        caster: 1,
    });
    give(&mut g, 0, Miracle::Abjuration);
    play(&mut g, Miracle::Abjuration, t);
    assert!(g.effects.is_empty());
}

/// Hurricane: "Target ocean hex: All adjacent hexes lose 1 population counter each."
#[test]
fn hurricane_target_ocean_hex_all_adjacent_lose_1_population() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    let w = nb(h, 0);
    set_terrain(&mut g, w, None);
    give(&mut g, 0, Miracle::Hurricane);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Hurricane,
            target: Target::Hex(h),
        },
    );
    assert_eq!(e, "Hurricane: target an ocean hex");
    play(&mut g, Miracle::Hurricane, w);
    assert_eq!(at(&g, h).population, 2);
}

/// Repopulate: "Target hex you control gains 1D6 Population counters."
#[test]
fn repopulate_target_hex_you_control_gains_1d6_population() {
    let mut g = table();
    let h = enemy_hex(&mut g, 3, 0);
    give(&mut g, 0, Miracle::Repopulate);
    let e = refused(
        &mut g,
        Move::Play {
            card: Miracle::Repopulate,
            target: Target::Hex(h),
        },
    );
    assert_eq!(e, "Repopulate: target a hex you control");
    let c = mid();
    play(&mut g, Miracle::Repopulate, c);
    let roll = u32::from(last_dice(&g)[0]);
    assert_eq!(at(&g, c).population, 2 + roll);
}

/// Variant: what "control" means.
#[test]
fn control_variants_change_what_you_control() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 0, 2);
    let i = g.map.index(c).expect("on map");
    assert!(g.controls(0, i));
    g.variants.control = Control::Populated;
    assert!(!g.controls(0, i));
    g.variants.control = Control::Territory;
    put(&mut g, c, 0, 3, 0);
    let n = g.map.index(nb(c, 0)).expect("on map");
    assert!(g.controls(0, n), "empty land next to your population");
    put(&mut g, away(nb(c, 0), 1), 1, 1, 0);
    let contested = g
        .map
        .neighbours(i)
        .any(|k| g.map.neighbours(k).any(|m| g.counts[m].owner == Some(1)) && !g.controls(0, k));
    assert!(contested);
}

// ----- the interface helpers -----

/// The interface asks which hexes to highlight for an action.
#[test]
fn legal_targets_highlight_the_hexes_for_an_action() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 6, 0);
    put(&mut g, away(c, 3), 0, 6, 0);
    temple(&mut g, nb(away(c, 3), 0), 1);
    assert_eq!(g.legal_targets(Selecting::BuildTemple), vec![c]);
    // Offset column 6 and row 6 of 12, counted from 0: column 7, and row 6 counted from the
    // top of the board as drawn (offset row 0 is drawn at the bottom).
    assert!(
        g.describe(&Move::BuildTemple { hex: c })
            .starts_with("Build a temple in Plains (7,6)")
    );
    assert!(
        g.describe(&Move::BuildTemple {
            hex: Hex::new(i32::MAX, 0)
        })
        .contains("off-map")
    );
    g.phase = Phase::Movement;
    let to = g.legal_targets(Selecting::MoveTo { from: c });
    assert_eq!(to.len(), 6);
    assert!(to.iter().all(|&h| hex::distance(h, c) == 1));
}

/// Every variant explains itself in one line and loads from partial JSON.
#[test]
fn every_variant_explains_itself() {
    assert_eq!(super::VARIANTS.len(), 11);
    assert!(
        super::VARIANTS
            .iter()
            .all(|v| !v.about.is_empty() && !v.label.is_empty())
    );
    let json = serde_json::to_string(&Variants::default()).expect("serialises");
    let back: Variants = serde_json::from_str(&json).expect("loads");
    assert_eq!(back, Variants::default());
    let partial: Variants = serde_json::from_str(r#"{"mountains":"per_army"}"#).expect("loads");
    assert_eq!(partial.mountains, MountainDefence::PerArmy);
}

/// Deity is played by 2 to 4 players here.
#[test]
fn wrong_player_counts_are_refused() {
    assert_eq!(
        DeityGame::new(1, 5, Variants::default())
            .expect_err("refused")
            .to_string(),
        "Deity is played by 2 to 4 players, not 5"
    );
}

// ----- whole games -----

/// Plays a game with bots, checking invariants after every move; returns the moves.
fn checked_game(seed: u64, players: u8, bots: &[&str], v: &Variants) -> (DeityGame, Vec<Move>) {
    let mut g = DeityGame::new(seed, players, v.clone()).expect("sets up");
    let mut seats: Vec<DeityBot> = (0..players)
        .map(|s| {
            let mut bot = DeityGame::make_bot(bots[usize::from(s) % bots.len()]).expect("a bot");
            bot.new_game(seed, s);
            bot
        })
        .collect();
    let mut rng = Rng::seeded(seed);
    let mut history = Vec::new();
    while let Some(who) = g.to_move() {
        assert!(
            !legal(&g).is_empty(),
            "seed {seed}: someone to move but no moves"
        );
        let mv = seats[usize::from(who)]
            .choose(&g, &mut rng)
            .expect("a move while someone is to move");
        g.apply(mv.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: a listed move was refused: {e} ({mv:?})"));
        history.push(mv);
        invariants(&g, seed);
        assert!(history.len() < 100_000, "seed {seed}: too many moves");
    }
    (g, history)
}

/// Every miracle card, wherever it is (deck, discard pile, hands, cards being played), counted
/// by kind: a total alone would miss one card swapped for a copy of another.
pub(super) fn cards_by_kind(g: &DeityGame) -> [usize; 26] {
    let mut n = [0usize; 26];
    let mut pending = g.pending.as_ref();
    let mut in_play = Vec::new();
    while let Some(p) = pending {
        pending = match p {
            Pending::Reaction { stack, after, .. } => {
                in_play.extend(stack.iter().map(|s| s.card));
                after.as_deref()
            }
            _ => None,
        };
    }
    let all = g
        .deck
        .iter()
        .chain(&g.discard)
        .chain(g.hands.iter().flatten());
    for card in all.copied().chain(in_play) {
        let kind = Miracle::ALL
            .iter()
            .position(|&m| m == card)
            .expect("a known card");
        n[kind] += 1;
    }
    n
}

/// The invariants the property tests check after every move. Cheap on purpose (one pass over
/// the map, neighbours only for temples): they run after each of millions of moves.
pub(super) fn invariants(g: &DeityGame, seed: u64) {
    assert_eq!(
        g.cards_accounted(),
        g.data.deck_size(),
        "seed {seed}: a card was lost or invented"
    );
    assert_eq!(
        cards_by_kind(g),
        Miracle::ALL.map(|m| g.data.copies(m) as usize),
        "seed {seed}: a card was lost, invented or turned into another"
    );
    if g.phase != Phase::WorldBuilding {
        assert_eq!(
            g.map.land_count() + g.reserve.len(),
            g.data.counters() as usize,
            "seed {seed}: terrain counters"
        );
    }
    assert!(
        g.holdings_in_step(),
        "seed {seed}: the hexes kept per seat differ from the owners"
    );
    for i in 0..g.map.len() {
        let c = g.counts[i];
        assert!(
            g.limit_used(i) <= g.limit(i),
            "seed {seed}: over the terrain limit in {}",
            g.hex_name(i)
        );
        assert_eq!(
            c.owner.is_some(),
            c.counters() > 0,
            "seed {seed}: owner out of step"
        );
        if c.temple {
            assert!(
                !g.map.neighbours(i).any(|n| g.counts[n].temple),
                "seed {seed}: adjacent temples"
            );
        }
        if c.blight.is_some() {
            assert_eq!(c.counters(), 0, "seed {seed}: counters in a blighted hex");
        }
        if g.phase != Phase::WorldBuilding && g.map.terrain_at(i).is_none() {
            assert_eq!(
                c.counters(),
                0,
                "seed {seed}: counters on water in {}",
                g.hex_name(i)
            );
        }
    }
    for h in &g.hands {
        assert!(
            h.len() <= HAND_LIMIT || g.pending.is_some(),
            "seed {seed}: hand over 7"
        );
    }
    assert!(g.round <= g.variants.max_rounds + 1);
}

/// A freshly generated world that keeps every invariant, to break one at a time.
fn generated_world() -> DeityGame {
    let v = Variants {
        world: WorldBuilding::Generated,
        ..Variants::default()
    };
    let g = DeityGame::new(7, 2, v).expect("sets up");
    invariants(&g, 7);
    g
}

/// A land hex with a land neighbour.
fn land_pair(g: &DeityGame) -> (usize, usize) {
    (0..g.map.len())
        .filter(|&i| g.map.terrain_at(i).is_some())
        .find_map(|i| {
            let n = g
                .map
                .neighbours(i)
                .find(|&n| g.map.terrain_at(n).is_some())?;
            Some((i, n))
        })
        .expect("land")
}

/// The property test can fail: each invariant it checks catches a table that breaks it.
#[test]
#[should_panic(expected = "adjacent temples")]
fn invariants_catch_adjacent_temples() {
    let mut g = generated_world();
    let (a, b) = land_pair(&g);
    for i in [a, b] {
        g.counts[i].owner = Some(0);
        g.counts[i].temple = true;
    }
    g.recount_holdings();
    invariants(&g, 0);
}

#[test]
#[should_panic(expected = "the hexes kept per seat differ from the owners")]
fn invariants_catch_holdings_out_of_step() {
    let mut g = generated_world();
    let (a, _) = land_pair(&g);
    g.counts[a].owner = Some(1);
    g.counts[a].population = 1;
    invariants(&g, 0);
}

#[test]
#[should_panic(expected = "over the terrain limit")]
fn invariants_catch_a_hex_over_its_limit() {
    let mut g = generated_world();
    let (a, _) = land_pair(&g);
    g.counts[a].owner = Some(0);
    g.counts[a].population += g.limit(a) + 1;
    g.recount_holdings();
    invariants(&g, 0);
}

#[test]
#[should_panic(expected = "turned into another")]
fn invariants_catch_a_card_swapped_for_another() {
    let mut g = generated_world();
    let other = Miracle::ALL
        .iter()
        .copied()
        .find(|&m| m != g.deck[0])
        .expect("26 kinds");
    let i = g
        .deck
        .iter()
        .position(|&m| m == other)
        .expect("in the deck");
    g.deck[i] = g.deck[0];
    invariants(&g, 0);
}

/// Hex names count rows from the top of the board as drawn ([`hex::Layout`], y downwards) and
/// columns from the left: row 1 holds the hexes drawn highest.
#[test]
fn hex_names_count_rows_from_the_top_as_drawn() {
    let g = generated_world();
    let layout = hex::Layout {
        orientation: ORIENTATION,
        size: 10.0,
    };
    let drawn = |i: usize| layout.centre(g.map.hex(i));
    for i in 0..g.map.len() {
        let (col, row) = g.map.column_row(i);
        assert!((1..=g.map.width).contains(&col) && (1..=g.map.height).contains(&row));
        assert!(g.hex_name(i).contains(&format!("({col},{row})")));
        for j in 0..g.map.len() {
            let (c2, r2) = g.map.column_row(j);
            if c2 == col && r2 != row {
                assert_eq!(row < r2, drawn(i).1 < drawn(j).1, "rows {row} and {r2}");
            }
            if r2 == row && c2 != col {
                assert_eq!(col < c2, drawn(i).0 < drawn(j).0, "columns {col} and {c2}");
            }
        }
    }
}

/// The log is the truth: seed plus moves replay the same game, and saves round-trip.
#[test]
fn seed_and_moves_replay_the_same_game() {
    let v = Variants::default();
    let (g, moves) = checked_game(11, 3, &["heuristic", "random"], &v);
    let r = DeityGame::replay(11, 3, v, &moves).expect("replays");
    assert_eq!(r, g);
}

/// The simulator's heuristic bot weighs the moves as the game lists them
/// ([`HeuristicBot::choose_now`]); it must pick, at every decision, the move `choose` picks
/// from the list, and leave its generator where `choose` leaves it (else simulations change).
#[test]
fn heuristic_bot_weighing_as_listed_picks_what_it_picks_from_the_list() {
    let generated = Variants {
        world: WorldBuilding::Generated,
        multi_hex_battle: MultiHexBattle::Combined,
        ..Variants::default()
    };
    // The weighing skips the moves that cannot win before the rules check them: a dozen games
    // at every table size, so a skip that drops a winning move shows.
    let tables = (1..=12).map(|seed| {
        let players = 2 + (seed % 3) as u8;
        let v = if seed % 4 == 3 {
            generated.clone()
        } else {
            Variants::default()
        };
        (seed, players, v)
    });
    for (seed, players, v) in tables {
        let mut g = DeityGame::new(seed, players, v).expect("sets up");
        g.set_logging(false);
        let mut listed: Vec<HeuristicBot> = (0..players)
            .map(|s| HeuristicBot::new(seed + u64::from(s)))
            .collect();
        let mut weighed = listed.clone();
        let mut legal = Vec::new();
        let mut decisions = 0;
        while let Some(who) = g.to_move() {
            let who = usize::from(who);
            g.legal_moves(&mut legal);
            let from_list = legal[listed[who].choose(&g, &legal)].clone();
            let as_listed = weighed[who].choose_now(&g);
            assert_eq!(
                as_listed.as_ref(),
                Some(&from_list),
                "seed {seed}, decision {decisions}"
            );
            g.apply(from_list).expect("a listed move");
            decisions += 1;
            assert!(decisions < 100_000, "seed {seed}: too many moves");
        }
        assert!(decisions > 100, "seed {seed}: a whole game was played");
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn variants() -> impl Strategy<Value = Variants> {
        (
            prop_oneof![
                Just(Control::Occupied),
                Just(Control::Populated),
                Just(Control::Territory)
            ],
            prop_oneof![Just(Coastal::NextToWater), Just(Coastal::NextToWaterOrEdge)],
            prop_oneof![
                Just(LimitCounts::AllCounters),
                Just(LimitCounts::PopulationOnly)
            ],
            prop_oneof![
                Just(MountainDefence::PerRound),
                Just(MountainDefence::PerArmy)
            ],
            prop_oneof![
                Just(MultiHexBattle::SingleHex),
                Just(MultiHexBattle::Combined)
            ],
            prop_oneof![
                Just(AbjurationTiming::Reaction),
                Just(AbjurationTiming::LastingEffects)
            ],
            prop_oneof![
                Just(ResurrectionTiming::EndOfEveryBattlePhase),
                Just(ResurrectionTiming::EndOfOwnBattlePhase)
            ],
            prop_oneof![
                Just(WorldBuilding::PlayersBuild),
                Just(WorldBuilding::Generated),
                Just(WorldBuilding::GeneratedMap)
            ],
        )
            .prop_map(
                |(control, coastal, limit_counts, mountains, multi, abj, res, world)| Variants {
                    control,
                    coastal,
                    limit_counts,
                    mountains,
                    multi_hex_battle: multi,
                    abjuration: abj,
                    resurrection: res,
                    world,
                    max_rounds: 40,
                    ..Variants::default()
                },
            )
    }

    fn bots() -> impl Strategy<Value = Vec<&'static str>> {
        prop::collection::vec(prop_oneof![Just("random"), Just("heuristic")], 1..=4)
    }

    fn any_hex() -> impl Strategy<Value = Hex> {
        prop_oneof![
            8 => (-3i32..15, -10i32..15).prop_map(|(x, y)| Hex::new(x, y)),
            1 => Just(Hex::new(i32::MAX, i32::MIN)),
            1 => Just(Hex::new(i32::MIN, 5)),
        ]
    }

    fn any_count() -> impl Strategy<Value = u32> {
        prop_oneof![8 => 0u32..8, 1 => Just(u32::MAX), 1 => Just(u32::MAX / 2 + 1)]
    }

    fn any_card() -> impl Strategy<Value = Miracle> {
        (0usize..26).prop_map(|i| Miracle::ALL[i])
    }

    fn any_target() -> impl Strategy<Value = Target> {
        prop_oneof![
            Just(Target::None),
            any_hex().prop_map(Target::Hex),
            (any_hex(), any_hex(), any_count(), any_count()).prop_map(
                |(from, to, population, armies)| Target::Godspeed {
                    from,
                    to,
                    population,
                    armies
                }
            ),
        ]
    }

    /// Any move at all, mostly nonsense: `apply` must refuse it cleanly or keep the rules.
    fn any_move() -> impl Strategy<Value = Move> {
        prop_oneof![
            any_hex().prop_map(|hex| Move::PlaceTerrain { hex }),
            Just(Move::Redraw),
            any_hex().prop_map(|hex| Move::PlaceStart { hex }),
            Just(Move::EndPhase),
            any_card().prop_map(|card| Move::Discard { card }),
            any_hex().prop_map(|hex| Move::BuildTemple { hex }),
            (any_hex(), any_count()).prop_map(|(hex, count)| Move::RaiseArmies { hex, count }),
            (any_hex(), any_count()).prop_map(|(hex, count)| Move::DisbandArmies { hex, count }),
            (any_card(), any_target()).prop_map(|(card, target)| Move::Play { card, target }),
            Just(Move::Pass),
            (
                any_hex(),
                prop::collection::vec((any_hex(), any_count()), 0..4)
            )
                .prop_map(|(target, from)| Move::Attack { target, from }),
            Just(Move::PressOn),
            Just(Move::Retreat),
            (any_hex(), any_hex(), any_count(), any_count()).prop_map(
                |(from, to, population, armies)| Move::MoveCounters {
                    from,
                    to,
                    population,
                    armies
                }
            ),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 120,
            ..ProptestConfig::default()
        })]

        /// `apply` never panics on input: any move, at any point of a game, is either refused
        /// (with the game unchanged) or accepted with every invariant intact.
        #[test]
        fn apply_never_panics_on_any_input(
            seed in any::<u64>(),
            steps in 0usize..600,
            moves in prop::collection::vec(any_move(), 1..40),
        ) {
            let v = Variants { max_rounds: 30, ..Variants::default() };
            let mut g = DeityGame::new(seed, 3, v).expect("sets up");
            let mut bot = HeuristicBot::new(seed);
            for _ in 0..steps {
                let legal = legal(&g);
                if legal.is_empty() {
                    break;
                }
                let mv = legal[bot.choose(&g, &legal)].clone();
                g.apply(mv).expect("a listed move is legal");
            }
            for mv in moves {
                let before = g.clone();
                prop_assert!(!g.describe(&mv).is_empty());
                let legal = g.is_legal(&mv);
                match g.apply(mv) {
                    Ok(()) => {
                        prop_assert!(legal);
                        invariants(&g, seed);
                    }
                    Err(e) => {
                        prop_assert!(!legal);
                        prop_assert!(!e.to_string().is_empty());
                        prop_assert_eq!(&g, &before);
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            // Thousands of games, as the issue asks: ~40 s in the dev profile thanks to the
            // engine's opt-level there (see the root Cargo.toml). DEITY_GAMES overrides it.
            cases: std::env::var("DEITY_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(2_000),
            ..ProptestConfig::default()
        })]

        /// Whole seeded bot games never exceed a terrain limit, never place adjacent temples,
        /// never lose or invent a card, never refuse a move they listed, and always end.
        #[test]
        fn bot_games_keep_the_rules(seed in any::<u64>(), players in 2u8..=4, bots in bots(), v in variants()) {
            let (g, _) = checked_game(seed, players, &bots, &v);
            prop_assert!(g.is_over());
            prop_assert!(g.round() <= v.max_rounds + 1);
            // A game with no winner is reported as a draw (round cap, or nobody left standing).
            if g.winners().is_empty() {
                prop_assert!(g.log.last().is_some_and(|e| e.text.contains("is a draw")));
            }
            // At the round cap the players still standing share the game; those out lost it.
            let standing: Vec<Seat> = (0..players).filter(|&s| !g.is_out(s)).collect();
            if g.round() > v.max_rounds && standing.len() < usize::from(players) {
                prop_assert_eq!(g.winners().seats().collect::<Vec<_>>(), standing);
            }
        }
    }
}

/// Measures how often generated worlds fit starts 7 apart (`--ignored --nocapture` to see it).
#[test]
#[ignore]
fn generation_attempts() {
    for players in 2..=4u8 {
        let mut tries = Vec::new();
        for seed in 0..200 {
            let v = Variants {
                world: WorldBuilding::Generated,
                ..Variants::default()
            };
            let g = DeityGame::new(seed, players, v).expect("sets up");
            let e = g
                .log
                .iter()
                .find(|e| e.text.starts_with("A world"))
                .expect("logged");
            let n: u32 = e
                .text
                .split("(try ")
                .nth(1)
                .and_then(|t| t.split(')').next())
                .and_then(|t| t.parse().ok())
                .expect("a try count");
            tries.push(n);
        }
        let relaxed = tries.iter().filter(|&&t| t == 20).count();
        println!(
            "{players} players: mean tries {:.2}, at most {}, {relaxed} of 200 need relaxed starts",
            f64::from(tries.iter().sum::<u32>()) / 200.0,
            tries.iter().max().copied().unwrap_or(0)
        );
    }
}

/// Every number a designer can type in the game's decks is bounded when the data is read, and a
/// game plays to its end (overflow checks on) at each column's 0 and largest accepted value.
#[test]
fn data_bounds() {
    use super::data::{MAX_COUNT, MAX_LIMIT};
    use crate::rules::{RuledGame, checks, read_checked};
    checks::data_bounds::<DeityGame>(&[], &[]);
    // The terrain table is not a card list: each terrain's limit and count, at 0, at the
    // largest accepted and one past it.
    let def = crate::rules::shipped_def::<DeityGame>().expect("ships");
    for t in 0..def.terrains.len() {
        if !Terrain::ALL.iter().any(|k| k.id() == def.terrains[t].id) {
            continue;
        }
        for (column, max) in [("limit", MAX_LIMIT), ("count", MAX_COUNT)] {
            let with = |v: u32| {
                let mut d = def.clone();
                match column {
                    "limit" => d.terrains[t].limit = Some(v),
                    _ => d.terrains[t].count = Some(v),
                }
                read_checked::<DeityGame>(&d)
            };
            let place = format!("terrain {}, {column}", def.terrains[t].name);
            let err = with(max + 1).expect_err("one past the largest is refused");
            assert_eq!(err.column.as_deref(), Some(column), "{place}: {err}");
            for v in [0, max] {
                match with(v) {
                    Ok(data) => {
                        let data = Arc::new(data);
                        let (fewest, most) = DeityGame::info().players;
                        // Far enough into the game for the world built from the bag and its
                        // first battles.
                        checks::play_out::<DeityGame>(&data, fewest, 1, "heuristic", 2_000);
                        checks::play_out::<DeityGame>(&data, most, 2, "random", 2_000);
                    }
                    Err(e) => assert_eq!(e.column.as_deref(), Some(column), "{place} {v}: {e}"),
                }
            }
        }
    }
}

/// A miracle picked out of its phase, and a hex the phase's rule refuses, are explained in the
/// rules' words: "Replace six Population counters in a single hex with a Temple counter."
#[test]
fn a_refused_card_or_hex_says_which_rule_refuses_it() {
    use crate::rules::{RuledGame, Thing};
    let mut g = table();
    give(&mut g, 0, Miracle::Earthquake);
    let c = mid();
    put(&mut g, c, 0, 5, 0);
    assert_eq!(
        RuledGame::why_not_thing(&g, &Thing::Card(Miracle::Earthquake.id())).as_deref(),
        Some("Earthquake is played in its owner's miracle phase; this is the build temple phase")
    );
    assert_eq!(
        RuledGame::why_not_thing(&g, &Thing::Hex(c)).as_deref(),
        Some("a temple replaces six population counters in one hex; that hex has 5")
    );
    // A card not in the hand is not the rules' to explain.
    assert_eq!(
        RuledGame::why_not_thing(&g, &Thing::Card(Miracle::Plague.id())),
        None
    );
}
