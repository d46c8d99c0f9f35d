//! Deity behind the ruled-game interface: the rules read the designer's data (and refuse what
//! they cannot use, naming the row and the column), the projection shows the table and hides the
//! hands, every legal move is reachable through the choices with bounds `apply` accepts, a
//! determinized game keeps what its seat sees, and the heuristic scores the map.

use std::sync::Arc;

use super::data::{MAX_COPIES, MAX_COUNT};
use super::*;
use crate::def::GameDef;
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
    for world in [WorldBuilding::Generated, WorldBuilding::PlayersBuild] {
        let v = Variants {
            world,
            ..Variants::default()
        };
        let mut g = made(&data, 2, 5, &v, true);
        while g.phase() == Phase::WorldBuilding {
            let mv = g.legal_moves()[0].clone();
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
    assert!(e.contains("Terrains, row 3, column “limit”"), "{e}");
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
    assert_eq!((e.row, e.column.as_deref()), (Some(2), Some("limit")));
    assert!(
        e.to_string()
            .starts_with("Terrains, row 2, column “limit”: Forest:"),
        "{e}"
    );

    let mut def = starter();
    terrain_mut(&mut def, "desert").limit = Some(0);
    assert_eq!(refused_def(&def).column.as_deref(), Some("limit"));

    let mut def = starter();
    terrain_mut(&mut def, "river").count = None;
    let e = refused_def(&def);
    assert_eq!((e.row, e.column.as_deref()), (Some(6), Some("count")));

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
        ("Miracles deck", Some(row + 1), Some("name"))
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
