//! A large generated table for measuring the board: a 20 × 20 hex map holding 1,000 counters.
//! Opened with the page address `#bench=hex-20x20`; it is never saved.

use protoplay_engine::def::{
    Board, BoardKind, CounterType, FORMAT_VERSION, GameDef, HexCell, HexMap, HexOrientation,
    HexShape, PlayerRange, Terrain,
};
use protoplay_engine::table::{Action, Game, Place};

/// The benchmark game: 20 × 20 cells, four terrains, two counter types, two players.
pub fn hex_20x20_def() -> GameDef {
    let shape = HexShape::Rectangle {
        width: 20,
        height: 20,
    };
    let terrains = ["plains", "forest", "hills", "lake"];
    let cells = shape
        .cells(HexOrientation::Flat)
        .into_iter()
        .enumerate()
        .map(|(i, hex)| HexCell {
            hex,
            terrain: Some(terrains[i % terrains.len()].to_string()),
            label: None,
        })
        .collect();
    let terrain = |id: &str, name: &str, colour: &str| Terrain {
        id: id.into(),
        name: name.into(),
        colour: colour.into(),
        limit: None,
        count: None,
        notes: String::new(),
    };
    GameDef {
        format: FORMAT_VERSION,
        id: "bench-hex-20x20".into(),
        name: "Benchmark: 20 × 20 hex map, 1,000 counters".into(),
        description: String::new(),
        players: PlayerRange { min: 2, max: 2 },
        card_types: vec![],
        decks: vec![],
        counters: vec![
            CounterType {
                id: "army".into(),
                name: "Army".into(),
                label: "A".into(),
                colour: "#e07a5f".into(),
                owned: true,
            },
            CounterType {
                id: "supply".into(),
                name: "Supply".into(),
                label: "S".into(),
                colour: "#f2cc8f".into(),
                owned: false,
            },
        ],
        dice: vec![],
        terrains: vec![
            terrain("plains", "Plains", "#c5e1a5"),
            terrain("forest", "Forest", "#2e7d32"),
            terrain("hills", "Hills", "#bcaaa4"),
            terrain("lake", "Lake", "#5b8fd6"),
        ],
        boards: vec![Board {
            id: "map".into(),
            name: "Map".into(),
            kind: BoardKind::Hex(HexMap {
                shape,
                orientation: HexOrientation::Flat,
                default_terrain: None,
                cells,
            }),
        }],
        zones: vec![],
        trackers: vec![],
        phases: vec![],
        rules: None,
    }
}

/// The benchmark table: 1,000 counters spread over the 400 cells (some stacked, both owners and
/// the neutral supply counters).
pub fn hex_20x20_game() -> Option<Game> {
    let def = hex_20x20_def();
    let cells = HexShape::Rectangle {
        width: 20,
        height: 20,
    }
    .cells(HexOrientation::Flat);
    let mut game = Game::new(def, 2, 1).ok()?;
    let mut placed = 0u32;
    for (i, hex) in cells.iter().enumerate() {
        let at = Place::hex("map", hex.x, hex.y);
        let (counter, owner, count) = match i % 3 {
            0 => ("army", Some(0), 3),
            1 => ("army", Some(1), 2),
            _ => ("supply", None, 2),
        };
        game.apply(Action::PlaceCounter {
            counter: counter.into(),
            owner,
            at,
            count,
        })
        .ok()?;
        placed += count;
    }
    // Top up to exactly 1,000 counters on the first cells.
    let mut i = 0;
    while placed < 1000 {
        let hex = cells[i % cells.len()];
        game.apply(Action::PlaceCounter {
            counter: "supply".into(),
            owner: None,
            at: Place::hex("map", hex.x, hex.y),
            count: 1,
        })
        .ok()?;
        placed += 1;
        i += 1;
    }
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_benchmark_table_holds_exactly_1000_counters_on_400_cells() {
        let game = hex_20x20_game().expect("builds");
        let total: u32 = game.table().stacks.iter().map(|s| s.count).sum();
        assert_eq!(total, 1000);
        let def = game.def();
        let BoardKind::Hex(map) = &def.boards[0].kind else {
            panic!("hex")
        };
        let geometry = crate::render::board::hex_geometry(def, "map", map);
        assert_eq!(geometry.cells.len(), 400);
        let drawn: u32 = crate::render::board::stacks_by_cell(def, game.table(), "map")
            .values()
            .flatten()
            .map(|s| s.count)
            .sum();
        assert_eq!(drawn, 1000);
    }
}
