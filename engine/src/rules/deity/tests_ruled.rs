//! Deity behind the ruled-game interface: the rules read the designer's data (and refuse what
//! they cannot use, naming the row and the column), the projection shows the table and hides the
//! hands, every legal move is reachable through the choices with bounds `apply` accepts, a
//! determinized game keeps what its seat sees, and the heuristic scores the map.

use std::sync::Arc;

use super::data::{MAX_COPIES, MAX_COUNT};
use super::*;
use crate::def::GameDef;
use crate::rules::checks::legal;
use crate::rules::{DataError, RuledGame, shipped_def};

fn starter() -> GameDef {
    shipped_def::<DeityGame>().expect("the shipped definition reads")
}

fn terrain_mut<'a>(def: &'a mut GameDef, id: &str) -> &'a mut crate::def::Terrain {
    def.terrains
        .iter_mut()
        .find(|t| t.id == id)
        .expect("a terrain of the starter")
}

fn miracle_row(def: &mut GameDef, name: &str) -> usize {
    def.deck(MIRACLE_DECK)
        .expect("the miracle deck")
        .cards
        .iter()
        .position(|c| c.values[0] == name)
        .expect("listed")
}

/// A game made through the interface, with the data of a definition.
fn made(data: &Arc<DeityData>, players: u8, seed: u64, v: &Variants, record: bool) -> DeityGame {
    <DeityGame as RuledGame>::new(data, players, seed, v, record).expect("sets up")
}

fn refused_def(def: &GameDef) -> DataError {
    DeityGame::read_data(def).expect_err("refused")
}

// ----- the rules read the designer's data -----

/// The shipped definition holds the rule text's table: "10 Mountains, 10 Forests, 20 Plains, 5
/// Swamps, 10 Deserts, 5 River Valleys" with their limits, and two of each card.
#[test]
fn the_shipped_definition_holds_the_printed_terrain_table_and_deck() {
    let def = starter();
    assert_eq!(def.rules.as_deref(), Some("deity"));
    let shipped = DeityGame::read_data(&def).expect("reads");
    let printed = DeityData::printed();
    for t in Terrain::ALL {
        assert_eq!(shipped.limit(t), printed.limit(t), "{t}");
        assert_eq!(shipped.terrain(t).count, printed.terrain(t).count, "{t}");
    }
    for m in Miracle::ALL {
        assert_eq!(shipped.copies(m), 2, "{m}");
    }
    assert_eq!(shipped.deck_size(), DECK_SIZE);
    assert_eq!(shipped.counters() as usize, TERRAIN_COUNTERS);
    assert_eq!(*DeityData::shipped(), shipped);
}

/// A designer who lowers the Plains limit plays with it: a start's 4D6 is capped at the new
/// limit ("over the Plains limit is discarded").
#[test]
fn a_changed_terrain_limit_is_played() {
    let mut def = starter();
    terrain_mut(&mut def, "plains").limit = Some(7);
    let data = Arc::new(DeityGame::read_data(&def).expect("reads"));
    let v = Variants {
        world: WorldBuilding::Generated,
        ..Variants::default()
    };
    for seed in 0..10 {
        let g = made(&data, 2, seed, &v, true);
        for (i, _, c) in g.cells().enumerate().map(|(i, x)| (i, x.1, x.2)) {
            if g.map.terrain_at(i) == Some(Terrain::Plains) {
                assert_eq!(g.limit(i), 7);
                assert!(
                    c.population <= 7,
                    "seed {seed}: {} holds {}",
                    g.hex_name(i),
                    c.population
                );
            }
        }
    }
}

/// A designer who changes how many counters of each terrain the bag holds builds the world from
/// those: no Swamp at all, 30 Plains.
#[test]
fn changed_terrain_counts_build_the_world() {
    let mut def = starter();
    terrain_mut(&mut def, "swamp").count = Some(0);
    terrain_mut(&mut def, "plains").count = Some(30);
    let data = Arc::new(DeityGame::read_data(&def).expect("reads"));
    assert_eq!(data.counters(), 65);
    for world in [
        WorldBuilding::Generated,
        WorldBuilding::PlayersBuild,
        WorldBuilding::GeneratedMap,
    ] {
        let v = Variants {
            world,
            ..Variants::default()
        };
        let mut g = made(&data, 2, 5, &v, true);
        while g.phase() == Phase::WorldBuilding {
            let mv = legal(&g)[0].clone();
            g.apply(mv).expect("places");
        }
        let land: Vec<Terrain> = g.map.land().filter_map(|i| g.map.terrain_at(i)).collect();
        assert!(!land.contains(&Terrain::Swamp) && !g.reserve.contains(&Terrain::Swamp));
        let plains = land
            .iter()
            .chain(&g.reserve)
            .filter(|&&t| t == Terrain::Plains);
        assert_eq!(plains.count(), 30, "{world:?}");
        assert_eq!(land.len() + g.reserve.len(), 65, "{world:?}");
    }
}

/// "Each player starts with 4D6 population counters in one Plains hex, not within 6 hexes of
/// another player's start": with the terrain placed for everyone, no one places terrain by hand,
/// and every player (a person too) chooses a start from spaced Plains.
#[test]
fn terrain_placed_for_everyone_leaves_only_the_starts_to_choose() {
    let data = DeityData::shipped();
    let v = Variants {
        world: WorldBuilding::GeneratedMap,
        ..Variants::default()
    };
    for seed in 0..8 {
        let mut g = made(&data, 2, seed, &v, true);
        assert_eq!(g.phase(), Phase::Starts, "seed {seed}");
        assert!(g.map.land_count() > 20, "seed {seed}");
        // The map was made so that spaced starts exist: two Plains 7 hexes apart.
        let plains: Vec<crate::hex::Hex> = g
            .map
            .land()
            .filter(|&i| g.map.terrain_at(i) == Some(Terrain::Plains))
            .map(|i| g.map.hex(i))
            .collect();
        assert!(
            plains.iter().any(|&a| plains
                .iter()
                .any(|&b| crate::hex::distance(a, b) >= START_SPACING)),
            "seed {seed}"
        );
        let mut starts = Vec::new();
        while g.phase() == Phase::Starts {
            let moves = legal(&g);
            assert!(!moves.is_empty());
            assert!(
                moves.iter().all(|m| matches!(m, Move::PlaceStart { .. })),
                "{moves:?}"
            );
            let Move::PlaceStart { hex } = moves[moves.len() / 2].clone() else {
                unreachable!()
            };
            starts.push(hex);
            g.apply(Move::PlaceStart { hex }).expect("a start");
        }
        assert_eq!(starts.len(), 2);
        assert_eq!(g.round(), 1, "seed {seed}");
    }
}

/// A designer who changes a miracle's copies plays with that deck; a name listed twice adds up.
#[test]
fn changed_miracle_copies_make_the_deck() {
    let mut def = starter();
    let row = miracle_row(&mut def, "Earthquake");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == MIRACLE_DECK)
        .expect("deck");
    deck.cards[row].count = 5;
    let chasm = deck.cards[row + 11].clone();
    assert_eq!(chasm.values[0], "Chasm");
    deck.cards.push(chasm);
    let data = Arc::new(DeityGame::read_data(&def).expect("reads"));
    assert_eq!(data.copies(Miracle::Earthquake), 5);
    assert_eq!(data.copies(Miracle::Chasm), 4);
    assert_eq!(data.deck_size(), DECK_SIZE + 5);
    let g = made(&data, 3, 1, &Variants::default(), true);
    assert_eq!(g.cards_accounted(), DECK_SIZE + 5);
    assert_eq!(
        g.deck.iter().filter(|&&m| m == Miracle::Earthquake).count(),
        5
    );
    // The card's text is the designer's.
    assert_eq!(
        data.text(Miracle::Earthquake),
        "Target hex: destroy 1D6 counters."
    );
}

/// An edited definition simulates with its own data, and one the rules cannot use is refused
/// before a game is played.
#[test]
fn the_simulator_plays_an_edited_definition_and_refuses_a_broken_one() {
    let mut settings = crate::sim::SimSettings::new("deity");
    settings.players = 2;
    settings.games = 4;
    settings.variants = vec!["world=generated".into(), "max_rounds=20".into()];
    let mut def = starter();
    terrain_mut(&mut def, "plains").limit = Some(9);
    settings.def = Some(def.clone());
    let p = crate::sim::run(&settings).expect("runs");
    assert_eq!(p.games, 4);
    terrain_mut(&mut def, "plains").limit = None;
    settings.def = Some(def);
    let e = crate::sim::run(&settings).expect_err("refused").to_string();
    assert!(e.contains("Terrains, “Plains”, column “limit”"), "{e}");
}

/// "A definition the rules cannot use is refused naming the part, the row and the column."
#[test]
fn a_definition_the_rules_cannot_use_is_refused_naming_row_and_column() {
    let mut def = starter();
    def.terrains.retain(|t| t.id != "swamp");
    let e = refused_def(&def);
    assert_eq!((e.part.as_str(), e.row), ("Terrains", None));
    assert!(e.reason.contains("“swamp”"), "{e}");

    let mut def = starter();
    terrain_mut(&mut def, "forest").limit = None;
    let e = refused_def(&def);
    assert_eq!((e.row, e.column.as_deref()), (None, Some("limit")));
    assert!(
        e.to_string()
            .starts_with("Terrains, “Forest”, column “limit”: the rules need its limit"),
        "the terrain is named, not numbered: {e}"
    );

    let mut def = starter();
    terrain_mut(&mut def, "desert").limit = Some(0);
    assert_eq!(refused_def(&def).column.as_deref(), Some("limit"));

    let mut def = starter();
    terrain_mut(&mut def, "river").count = None;
    let e = refused_def(&def);
    assert_eq!(
        (e.part.as_str(), e.column.as_deref()),
        ("Terrains, “River Valley”", Some("count"))
    );

    let mut def = starter();
    terrain_mut(&mut def, "river").count = Some(MAX_COUNT + 1);
    assert_eq!(refused_def(&def).column.as_deref(), Some("count"));

    let mut def = starter();
    for t in &mut def.terrains {
        t.count = t.count.map(|_| 1);
    }
    let e = refused_def(&def);
    assert!(e.row.is_none() && e.reason.contains("at least 9"), "{e}");

    let mut def = starter();
    let row = miracle_row(&mut def, "Plague");
    def.decks[0].cards[row].values[0] = "Plage".into();
    let e = refused_def(&def);
    assert_eq!(
        (e.part.as_str(), e.row, e.column.as_deref()),
        ("Miracles deck", Some(row + 2), Some("name")),
        "card {row} (from 0) is on row {} of the spreadsheet: the header is row 1",
        row + 2
    );
    assert!(e.reason.contains("“Plage”"), "{e}");

    let mut def = starter();
    def.decks[0].cards[0].count = MAX_COPIES + 1;
    assert_eq!(refused_def(&def).column.as_deref(), Some("count"));

    let mut def = starter();
    def.decks[0].id = "cards".into();
    assert!(refused_def(&def).reason.contains("“miracles”"));
}

/// Names in a pasted list are read as people write them.
#[test]
fn miracle_names_are_read_in_any_case_and_spelling_of_the_text() {
    let mut def = starter();
    def.decks[0].cards[0].values[0] = "  EARTHQUAKE ".into();
    let row = miracle_row(&mut def, "Resurrection");
    def.decks[0].cards[row].values[0] = "Ressurrection".into();
    let data = DeityGame::read_data(&def).expect("reads");
    assert_eq!(data.copies(Miracle::Earthquake), 2);
    assert_eq!(data.copies(Miracle::Resurrection), 2);
}

// ----- positions from seeded bot games -----

use super::tests::{
    away, cards_by_kind, enemy_hex, give, invariants, mid, nb, play, put, table, table_with,
};
use crate::rules::{BoardView, Bot as _, Choice, Projection, Thing};
use crate::table::Rng;

/// The variants the position tests cycle through: the default reading and every other option
/// at least once.
fn variant_mix(k: u64) -> Variants {
    let base = Variants {
        max_rounds: 12,
        ..Variants::default()
    };
    match k % 4 {
        0 => base,
        1 => Variants {
            world: WorldBuilding::Generated,
            multi_hex_battle: MultiHexBattle::Combined,
            abjuration: AbjurationTiming::LastingEffects,
            ..base
        },
        2 => Variants {
            world: WorldBuilding::Generated,
            limit_counts: LimitCounts::PopulationOnly,
            control: Control::Territory,
            resurrection: ResurrectionTiming::EndOfOwnBattlePhase,
            ..base
        },
        _ => Variants {
            multi_hex_battle: MultiHexBattle::Combined,
            limit_counts: LimitCounts::PopulationOnly,
            coastal: Coastal::NextToWaterOrEdge,
            control: Control::Populated,
            ..base
        },
    }
}

/// Positions of seeded games between the heuristic and the random bot: every `every`-th
/// position, and every position with a decision other than ending a phase pending.
fn positions(games: u64, every: usize) -> Vec<DeityGame> {
    let mut out = Vec::new();
    for seed in 0..games {
        let players = 2 + (seed % 3) as u8;
        let v = variant_mix(seed);
        let mut g = DeityGame::new(seed, players, v).expect("sets up");
        let mut bots: Vec<DeityBot> = (0..players)
            .map(|s| {
                let name = if s % 2 == 0 { "heuristic" } else { "random" };
                let mut b = DeityGame::make_bot(name).expect("a bot");
                b.new_game(seed, s);
                b
            })
            .collect();
        let mut rng = Rng::seeded(seed);
        let mut n = 0;
        while let Some(who) = g.to_move() {
            if n % every == 0 || g.pending().is_some() {
                out.push(g.clone());
            }
            let mv = bots[usize::from(who)].choose(&g, &mut rng).expect("a move");
            g.apply(mv).expect("a bot's move is legal");
            n += 1;
        }
        out.push(g);
    }
    out
}

/// The numbers that make `mv` from a choice, if it can (one per field).
fn numbers_for(choice: &Choice, template: &Move, mv: &Move) -> Option<Vec<u32>> {
    let numbers = match (template, mv) {
        _ if choice.numbers.is_empty() => Vec::new(),
        (Move::RaiseArmies { .. }, Move::RaiseArmies { count, .. })
        | (Move::DisbandArmies { .. }, Move::DisbandArmies { count, .. }) => vec![*count],
        (
            Move::MoveCounters { .. },
            Move::MoveCounters {
                population, armies, ..
            },
        )
        | (
            Move::Play {
                target: Target::Godspeed { .. },
                ..
            },
            Move::Play {
                target:
                    Target::Godspeed {
                        population, armies, ..
                    },
                ..
            },
        ) => vec![*population, *armies],
        (Move::Attack { from: all, .. }, Move::Attack { from, .. }) => all
            .iter()
            .map(|(h, _)| from.iter().find(|(f, _)| f == h).map_or(0, |(_, c)| *c))
            .collect(),
        _ => return None,
    };
    Some(numbers)
}

fn in_bounds(choice: &Choice, numbers: &[u32]) -> bool {
    numbers.len() == choice.numbers.len()
        && choice
            .numbers
            .iter()
            .zip(numbers)
            .all(|(f, n)| (f.min..=f.max).contains(n))
}

/// "At most N in all" from a choice's label.
fn at_most_in_all(label: &str) -> Option<u32> {
    let (_, rest) = label.split_once("at most ")?;
    let (n, rest) = rest.split_once(' ')?;
    rest.starts_with("in all").then(|| n.parse().ok()).flatten()
}

/// Whether a refusal of these numbers is one the choice's label warns of.
fn refusal_is_labelled(choice: &Choice, numbers: &[u32]) -> bool {
    let sum: u32 = numbers.iter().sum();
    (sum == 0 && choice.label.contains("at least one"))
        || at_most_in_all(&choice.label).is_some_and(|n| sum > n)
}

fn check_choices(g: &DeityGame) {
    let choices = g.choices();
    let legal = legal(g);
    assert_eq!(choices.is_empty(), legal.is_empty(), "{}", g.status());
    // Every legal move is some choice with some numbers.
    for mv in &legal {
        let reachable = choices.iter().any(|(c, t)| {
            numbers_for(c, t, mv).is_some_and(|n| in_bounds(c, &n) && g.with_numbers(t, &n) == *mv)
        });
        assert!(reachable, "{mv:?} is no choice; status {}", g.status());
    }
    let who = g.to_move().expect("someone acts");
    let view = g.project(Some(who));
    for (c, template) in &choices {
        assert!(!c.label.is_empty());
        // Every card a choice points at is in the acting seat's hand as the projection shows
        // it, and every hex is on the board.
        for t in &c.targets {
            match t {
                Thing::Card(id) => assert!(
                    view.cards().iter().any(|v| v.target.as_deref() == Some(id)),
                    "{} points at a card not shown",
                    c.label
                ),
                Thing::Hex(h) => assert!(g.map.index(*h).is_some()),
                other => panic!("{other:?}"),
            }
        }
        let mut tries: Vec<Vec<u32>> = vec![
            c.numbers.iter().map(|f| f.default).collect(),
            c.numbers.iter().map(|f| f.min).collect(),
            c.numbers.iter().map(|f| f.max).collect(),
        ];
        for k in 0..c.numbers.len() {
            let mut one: Vec<u32> = c.numbers.iter().map(|f| f.min).collect();
            one[k] = c.numbers[k].max;
            tries.push(one);
        }
        for (k, numbers) in tries.iter().enumerate() {
            let mv = g.with_numbers(template, numbers);
            let accepted = g.clone().apply(mv.clone());
            match accepted {
                Ok(()) => {}
                // The default must always be accepted; the others only where the label does
                // not warn.
                Err(e) => assert!(
                    k > 0 && refusal_is_labelled(c, numbers),
                    "“{}” with {numbers:?} refused: {e}",
                    c.label
                ),
            }
        }
        for f in &c.numbers {
            assert!(f.min <= f.default && f.default <= f.max, "{}", c.label);
        }
        // A move of population alone keeps its armies field (at 0 to 0), so the numbers of
        // every move choice mean the same; but some number always has something to choose.
        if !c.numbers.is_empty() {
            assert!(
                c.numbers.iter().any(|f| f.max >= 1),
                "{}: nothing to choose",
                c.label
            );
        }
    }
}

/// Every legal move can be made from the one table screen: it is one of the choices with some
/// numbers, each choice's bounds are what `apply` accepts, and what it points at is on the
/// table.
#[test]
fn every_legal_move_is_a_choice_with_bounds_apply_accepts() {
    let ps = positions(24, 7);
    assert!(ps.len() > 1000, "{} positions", ps.len());
    let mut kinds = std::collections::BTreeSet::new();
    for g in &ps {
        if g.to_move().is_none() {
            assert!(g.choices().is_empty());
            continue;
        }
        check_choices(g);
        for m in legal(g) {
            kinds.insert(m.action());
        }
    }
    // The positions reached every kind of decision.
    assert!(kinds.len() >= 13, "{kinds:?}");
}

/// Raising armies takes any count up to half the hex's population: one choice per hex with a
/// number, not one per count.
#[test]
fn raising_armies_is_one_choice_per_hex_with_a_number() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let c = mid();
    put(&mut g, c, 0, 11, 0);
    let choices = g.choices();
    let (raise, template) = choices
        .iter()
        .find(|(ch, _)| ch.targets == vec![Thing::Hex(c)] && !ch.numbers.is_empty())
        .expect("a raise choice");
    assert_eq!(
        raise.label,
        format!(
            "Raise armies in {}",
            g.hex_name(g.map.index(c).expect("on map"))
        )
    );
    assert_eq!((raise.numbers[0].min, raise.numbers[0].max), (1, 5));
    assert_eq!(
        g.with_numbers(template, &[3]),
        Move::RaiseArmies { hex: c, count: 3 }
    );
    assert_eq!(
        choices.last().map(|(ch, _)| ch.targets.is_empty()),
        Some(true),
        "End the phase is a button"
    );
}

/// Moving counters names both hexes and takes two numbers; when both kinds count toward the
/// limit, the label says how many may move in all.
#[test]
fn moving_counters_takes_two_numbers_and_says_the_room_left() {
    let mut g = table();
    g.phase = Phase::Movement;
    let c = mid();
    let to = nb(c, 0);
    put(&mut g, c, 0, 9, 6);
    put(&mut g, to, 0, 12, 0);
    let i = g.map.index(to).expect("on map");
    let choices = g.choices();
    let (mv, template) = choices
        .iter()
        .find(|(ch, _)| ch.targets == vec![Thing::Hex(c), Thing::Hex(to)])
        .expect("a move choice");
    assert_eq!(
        mv.numbers
            .iter()
            .map(|f| (f.min, f.max))
            .collect::<Vec<_>>(),
        vec![(0, 8), (0, 6)]
    );
    assert!(
        mv.label.contains("at least one counter, at most 8 in all"),
        "{}",
        mv.label
    );
    assert_eq!(g.limit(i), 20);
    let e = g
        .clone()
        .apply(g.with_numbers(template, &[8, 1]))
        .expect_err("over the limit");
    assert!(e.to_string().contains("at most 20"), "{e}");
    g.clone()
        .apply(g.with_numbers(template, &[2, 6]))
        .expect("within the limit");
}

/// An attack points at the target, then the hex it comes from; with the combined variant one
/// choice per target takes a number for each hex next to it that may attack.
#[test]
fn attacks_take_armies_per_attacking_hex() {
    let mut g = table_with(Variants {
        multi_hex_battle: MultiHexBattle::Combined,
        ..Variants::default()
    });
    g.phase = Phase::Battle;
    let target = away(mid(), 3);
    put(&mut g, target, 1, 3, 0);
    let (a, b) = (nb(target, 0), nb(target, 3));
    put(&mut g, a, 0, 1, 2);
    put(&mut g, b, 0, 1, 4);
    let choices = g.choices();
    let attacks: Vec<_> = choices
        .iter()
        .filter(|(_, m)| matches!(m, Move::Attack { .. }))
        .collect();
    assert_eq!(attacks.len(), 1);
    let (c, template) = attacks[0];
    assert_eq!(c.targets[0], Thing::Hex(target));
    assert_eq!(c.targets.len(), 3);
    assert!(c.label.contains("at least one army"));
    let maxes: Vec<u32> = c.numbers.iter().map(|f| f.max).collect();
    assert!(maxes == vec![2, 4] || maxes == vec![4, 2], "{maxes:?}");
    let one = g.with_numbers(template, &[0, 1]);
    let Move::Attack { from, .. } = &one else {
        panic!("{one:?}")
    };
    assert_eq!(from.len(), 1);
    g.clone().apply(one).expect("one army from one hex");
    // The published reading: one choice per pair of hexes.
    g.variants.multi_hex_battle = MultiHexBattle::SingleHex;
    let singles = g
        .choices()
        .into_iter()
        .filter(|(_, m)| matches!(m, Move::Attack { .. }))
        .count();
    assert_eq!(singles, 2);
}

/// A miracle on a hex points at the card in the hand, then the hex.
#[test]
fn a_miracle_on_a_hex_points_at_the_card_then_the_hex() {
    let mut g = table();
    let h = enemy_hex(&mut g, 4, 2);
    give(&mut g, 0, Miracle::Earthquake);
    give(&mut g, 0, Miracle::Earthquake);
    give(&mut g, 0, Miracle::Godspeed);
    let choices = g.choices();
    let quake = choices
        .iter()
        .find(|(c, _)| c.targets == vec![Thing::Card("earthquake".into()), Thing::Hex(h)])
        .expect("Earthquake on the enemy");
    assert!(quake.0.label.starts_with("Play Earthquake on "));
    let view = g.project(Some(0));
    let hand: Vec<_> = view
        .zones
        .iter()
        .find(|z| z.id == "hand-0")
        .expect("hand")
        .cards
        .iter()
        .collect();
    assert_eq!(hand.len(), 3);
    assert_eq!(
        hand.iter()
            .filter(|c| c.target.as_deref() == Some("earthquake"))
            .count(),
        2,
        "copies share the card's id"
    );
    assert!(hand.iter().all(|c| !c.text.is_empty()));
    let godspeed = choices
        .iter()
        .find(|(c, _)| c.targets.first() == Some(&Thing::Card("godspeed".into())))
        .expect("Godspeed");
    assert_eq!(godspeed.0.targets.len(), 3);
    assert_eq!(godspeed.0.numbers.len(), 2);
}

// ----- the projection -----

fn zone<'a>(p: &'a Projection, id: &str) -> &'a crate::rules::ZoneView {
    p.zones.iter().find(|z| z.id == id).expect("a zone")
}

/// "Hidden information is a view": another seat's hand is only a count, to a player and to a
/// spectator, and the deck only a count.
#[test]
fn the_projection_hides_other_hands_and_the_deck() {
    for g in positions(6, 37) {
        for viewer in (0..g.players()).map(Some).chain([None]) {
            let p = g.project(viewer);
            for s in 0..g.players() {
                let z = zone(&p, &format!("hand-{s}"));
                assert_eq!(z.count, g.hand(s).len());
                if viewer == Some(s) {
                    assert_eq!(z.cards.len(), z.count);
                    assert!(z.cards.iter().all(|c| c.face_up && c.target.is_some()));
                } else {
                    assert!(z.cards.is_empty(), "{viewer:?} sees seat {s}'s hand");
                }
            }
            let deck = zone(&p, "deck");
            assert_eq!(deck.count, g.deck_len());
            assert!(deck.cards.iter().all(|c| !c.face_up));
            assert_eq!(zone(&p, "discard").count, g.discard_pile().len());
        }
    }
}

/// The board shows every hex by the name people read (terrain, column and row, no internal
/// coordinates), its terrain in words and colour, counters per owner with short labels, and
/// marks; the legend names each terrain with its limit.
#[test]
fn the_board_shows_every_hex_with_counters_marks_and_a_legend() {
    let mut g = table();
    let c = mid();
    put(&mut g, c, 0, 7, 2);
    let i = g.map.index(c).expect("on map");
    g.counts[i].temple = true;
    g.counts[i].monsters = 1;
    let blighted = away(c, 4);
    g.counts[g.map.index(blighted).expect("on map")].blight = Some(1);
    g.effects.push(Effect {
        kind: EffectKind::Sanctuary,
        hex: i,
        caster: 0,
    });
    let p = g.project(None);
    let BoardView::Hex { cells, legend, .. } = &p.boards[0] else {
        panic!("a hex board")
    };
    assert_eq!(cells.len(), g.map.len());
    assert!(
        cells
            .iter()
            .all(|c| !c.name.contains('[') && !c.terrain.is_empty())
    );
    let cell = cells.iter().find(|x| x.hex == c).expect("the hex");
    assert_eq!(cell.name, g.hex_name(i));
    assert_eq!(cell.terrain, "Plains");
    assert_eq!(cell.colour, "#c5e1a5");
    let stacks: Vec<(&str, u32, Option<Seat>)> = cell
        .stacks
        .iter()
        .map(|s| (s.label.as_str(), s.count, s.owner))
        .collect();
    assert_eq!(
        stacks,
        vec![
            ("P", 7, Some(0)),
            ("A", 2, Some(0)),
            ("T", 1, Some(0)),
            ("M", 1, Some(0))
        ]
    );
    assert_eq!(cell.marks, vec!["Sanctuary".to_string()]);
    let b = cells.iter().find(|x| x.hex == blighted).expect("blighted");
    assert_eq!(b.marks, vec!["Blight".to_string()]);
    assert_eq!(legend.len(), 7);
    let plains = legend.iter().find(|l| l.name == "Plains").expect("Plains");
    assert!(plains.note.starts_with("Holds up to 20 counters"));
    let lasting = p
        .panels
        .iter()
        .find(|x| x.title == "Lasting effects")
        .expect("a panel");
    assert_eq!(lasting.rows.len(), 2);
}

/// The phase bar shows world building, the starts and the seven phases, each with its rule
/// sentence; a seat is named plainly (the screen adds its colour and shape, as for every game),
/// and the status line says them in words.
#[test]
fn phases_carry_their_rule_sentences_and_the_status_names_the_seat() {
    let mut g = table();
    g.phase = Phase::RaiseArmies;
    let p = g.project(Some(0));
    let names: Vec<&str> = p.phases.iter().map(|x| x.name.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "World building",
            "Start placement",
            "Draw",
            "Build temple",
            "Raise armies",
            "Population growth",
            "Miracle",
            "Battle",
            "Movement"
        ]
    );
    let current: Vec<&str> = p
        .phases
        .iter()
        .filter(|x| x.current)
        .map(|x| x.name.as_str())
        .collect();
    assert_eq!(current, vec!["Raise armies"]);
    assert!(
        p.phases[4]
            .about
            .starts_with("Replace up to half of the Population counters")
    );
    assert!(p.phases.iter().all(|x| !x.about.is_empty()));
    assert_eq!(p.seats[1].name, "Player 2");
    assert!(p.seats[0].to_act && p.seats[0].facts.contains(&"1 population".to_string()));
    assert!(
        p.status
            .starts_with("Round 1 · Player 1 (blue ●) plays the raise armies phase"),
        "{}",
        p.status
    );
}

/// What is pending is in the status line and, for a battle, in a panel.
#[test]
fn the_status_says_what_is_pending_and_a_battle_has_a_panel() {
    let mut g = table();
    g.phase = Phase::Battle;
    let target = away(mid(), 3);
    put(&mut g, target, 1, 12, 0);
    let from = nb(target, 0);
    put(&mut g, from, 0, 1, 3);
    g.apply(Move::Attack {
        target,
        from: vec![(from, 3)],
    })
    .expect("attacks");
    if !matches!(g.pending(), Some(Pending::Battle(_))) {
        return; // One side fell in the first round: nothing is pending (the seed decides).
    }
    let p = g.project(Some(1));
    assert!(p.status.contains("press on or retreat"), "{}", p.status);
    let panel = p
        .panels
        .iter()
        .find(|x| x.title.starts_with("Battle for "))
        .expect("panel");
    assert_eq!(panel.rows.len(), 2);
    assert!(panel.rows[0][0].starts_with("Attacker: Player 1"));
    assert!(panel.rows[1][0].starts_with("Defender: Player 2"));
    let labels: Vec<String> = g.choices().into_iter().map(|(c, _)| c.label).collect();
    assert!(labels[0].starts_with("Fight another round") && labels[1].starts_with("Retreat"));
}

/// During world building the drawn terrain counter and the bag are zones; afterwards the
/// reserve is.
#[test]
fn world_building_shows_the_drawn_counter_then_the_reserve() {
    let mut g = DeityGame::new(4, 2, Variants::default()).expect("sets up");
    let p = g.project(Some(0));
    let drawn = zone(&p, "terrain-drawn");
    assert_eq!(drawn.cards.len(), 1);
    assert!(drawn.cards[0].text.starts_with("Holds up to"));
    assert_eq!(zone(&p, "terrain-bag").count, g.setup().bag.len());
    while g.phase() == Phase::WorldBuilding {
        let mv = legal(&g)[0].clone();
        g.apply(mv).expect("places");
    }
    let p = g.project(None);
    assert_eq!(zone(&p, "reserve").cards.len(), RESERVE);
    assert!(p.zones.iter().all(|z| z.id != "terrain-bag"));
}

// ----- determinize and the heuristic -----

/// The search bot's games keep what its seat sees: the projection for that seat is unchanged,
/// every card is still somewhere (by kind), and over many draws the other hands do change.
#[test]
fn a_determinized_game_keeps_what_its_seat_sees() {
    let mut rng = Rng::seeded(17);
    let mut changed = 0;
    let ps = positions(8, 23);
    for g in &ps {
        let Some(seat) = g.to_move() else { continue };
        let seen = g.project(Some(seat));
        for _ in 0..3 {
            let d = g.determinize(seat, &mut rng);
            assert_eq!(d.project(Some(seat)), seen);
            assert_eq!(cards_by_kind(&d), cards_by_kind(g));
            assert_eq!(d.hand(seat), g.hand(seat));
            invariants(&d, 0);
            // The game the search plays on goes on by the rules.
            if let Some(mv) = legal(&d).first() {
                d.clone()
                    .apply(mv.clone())
                    .expect("legal in the drawn game");
            }
            changed += usize::from((0..g.players()).any(|s| d.hand(s) != g.hand(s)));
        }
    }
    assert!(
        changed > ps.len(),
        "other hands are drawn again ({changed})"
    );
}

/// A seat the game waits on to answer with Abjuration holds one in every drawn game.
#[test]
fn a_seat_asked_to_answer_holds_abjuration_in_every_drawn_game() {
    let mut g = table();
    let h = enemy_hex(&mut g, 4, 2);
    give(&mut g, 0, Miracle::Earthquake);
    give(&mut g, 1, Miracle::Abjuration);
    give(&mut g, 1, Miracle::Fire);
    play(&mut g, Miracle::Earthquake, h);
    assert_eq!(g.to_move(), Some(1));
    let mut rng = Rng::seeded(3);
    for _ in 0..50 {
        let d = g.determinize(0, &mut rng);
        assert!(d.hand(1).contains(&Miracle::Abjuration));
        assert_eq!(d.hand(1).len(), 2);
    }
}

/// The heuristic is the seat's share of the counters on the map, a temple counting six.
#[test]
fn the_heuristic_is_a_share_of_the_map_with_temples_weighted() {
    let mut g = table();
    // Each player holds one population in a far corner.
    assert_eq!(g.heuristic(0), Some(0.5));
    let c = mid();
    put(&mut g, c, 0, 1, 0);
    g.counts[g.map.index(c).expect("on map")].temple = true;
    let share = g.heuristic(0).expect("a share");
    // Seat 0: a population in its corner, one more and a temple (6) here; seat 1: one.
    assert!((share - 8.0 / 9.0).abs() < 1e-9, "{share}");
    g.out[1] = true;
    assert_eq!(g.heuristic(1), Some(0.0));
}

/// The readings the engine takes where the text is silent are listed for the rules panel.
#[test]
fn the_engine_lists_its_readings() {
    let r = DeityGame::readings();
    assert!(r.len() >= 10);
    assert!(r.iter().all(|x| !x.title.is_empty() && !x.text.is_empty()));
    assert!(r.iter().any(|x| x.placeholder));
}

/// The generic search bot plays Deity through the interface alone.
#[test]
fn the_search_bot_plays_deity() {
    let mut g = DeityGame::new(2, 2, variant_mix(1)).expect("sets up");
    let mut bot = crate::rules::SearchBot::<DeityGame>::new(crate::rules::Budget {
        iterations: 20,
        rollout: 20,
        ..Default::default()
    });
    let mut rng = Rng::seeded(1);
    for _ in 0..40 {
        let Some(mv) = bot.search(&g, &mut rng) else {
            break;
        };
        g.apply(mv).expect("the search plays legal moves");
    }
}

/// A person plays Deity through the one session with choices alone (numbers in their bounds),
/// against a bot, with undo, redo and a save that loads to the same table.
#[test]
fn a_person_plays_deity_through_the_session_with_choices_alone() {
    use crate::rules::registry;
    use crate::rules::{SeatKind, SessionSetup, VariantValues};
    let entry = registry::game("deity").expect("registered");
    let variants = VariantValues::from_pairs(
        DeityGame::variant_specs(),
        &["world=generated".to_string(), "max_rounds=6".to_string()],
    )
    .expect("variants");
    let setup = SessionSetup {
        seats: vec![SeatKind::Person, SeatKind::Bot("heuristic".into())],
        seed: 21,
        variants,
        hot_seat: false,
    };
    let mut s = entry.start(None, setup).expect("starts");
    let mut rng = Rng::seeded(5);
    let mut played = 0;
    while s.outcome().is_none() && played < 400 {
        s.run_bots(10_000);
        let Some(me) = s.person_to_move() else { break };
        let choices = s.choices();
        assert!(!choices.is_empty());
        let view = s.project(Some(me));
        assert!(zone(&view, &format!("hand-{}", 1 - me)).cards.is_empty());
        // Mostly the last choice (ending the phase), sometimes any, with numbers anywhere in
        // their bounds: a refusal must name the rule it breaks, and leaves the table as it was.
        let k = if rng.below(3) == 0 {
            rng.index(choices.len())
        } else {
            choices.len() - 1
        };
        let numbers: Vec<u32> = choices[k]
            .numbers
            .iter()
            .map(|f| f.min + rng.below(f.max - f.min + 1))
            .collect();
        let before = s.step();
        match s.play_choice(k, &numbers) {
            Ok(()) => played += 1,
            Err(e) => {
                assert!(!e.is_empty());
                assert_eq!(s.step(), before);
            }
        }
    }
    assert!(played > 20, "{played}");
    let now = s.project(Some(0));
    assert!(s.undo());
    assert!(s.redo());
    assert_eq!(s.project(Some(0)), now);
    let back = registry::load(&s.save()).expect("loads");
    assert_eq!(back.project(Some(0)), now);
}

// ----- the plan the browser test plays -----

/// The browser test's first turn for player 1 (a person, against the heuristic bot on a world
/// generated from `seed`), made as it is made there: by the first choice whose label begins
/// with each of these words, with the numbers the screen offers. Returns the log's texts.
fn browser_plan(seed: u64) -> Vec<String> {
    use crate::rules::{SeatKind, Session, SessionSetup, VariantValues};
    let data = Arc::new(DeityGame::read_data(&starter()).expect("reads"));
    let mut variants = VariantValues::default();
    variants
        .set(super::variants::SPEC, "world", "generated")
        .expect("a variant");
    let setup = SessionSetup {
        seats: vec![SeatKind::Person, SeatKind::Bot("heuristic".to_string())],
        seed,
        variants,
        hot_seat: false,
    };
    let mut s = Session::<DeityGame>::start(data, None, setup).expect("starts");
    s.run_bots(10_000);
    for step in [
        "Build a temple",
        "End the build temple phase",
        "Raise armies in",
        "End the raise armies phase",
        "Play ",
        "End the miracle phase",
        "Attack ",
    ] {
        let choices = s.choices();
        let Some(i) = choices.iter().position(|(c, _)| c.label.starts_with(step)) else {
            break;
        };
        let numbers: Vec<u32> = choices[i].0.numbers.iter().map(|f| f.default).collect();
        s.play_choice(i, &numbers).expect("a choice plays");
        s.run_bots(10_000);
    }
    s.log().iter().map(|e| e.text.clone()).collect()
}

/// Seed 55 lets the person build a temple, raise armies, play a miracle and attack in their
/// first turn, as `tests/e2e/deity.spec.ts` does through the screen (of seeds 1 to 399, 55 is
/// the first that does).
#[test]
fn the_browser_tests_seed_allows_a_temple_a_miracle_and_a_battle() {
    let log = browser_plan(55);
    for what in [
        "Player 1 builds a temple",
        "Player 1 raises",
        "Player 1 plays",
        "Player 1 attacks",
    ] {
        assert!(log.iter().any(|t| t.starts_with(what)), "{what}: {log:#?}");
    }
}
