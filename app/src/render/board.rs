//! Hex and region boards as shapes to draw. Every pixel comes from `engine::hex::Layout`.

use protoplay_engine::def::{GameDef, HexMap, RegionMap};
use protoplay_engine::hex::{Hex, Layout};
use std::collections::HashMap;

use protoplay_engine::table::{Place, Table};

use super::seat_colour;

/// Distance from a cell's centre to a corner, in SVG units.
pub const HEX_SIZE: f32 = 30.0;

/// One counter stack as drawn on a cell or region.
#[derive(Clone, Debug, PartialEq)]
pub struct StackModel {
    pub counter: String,
    pub owner: Option<u8>,
    /// Short label drawn on the counter ("A").
    pub label: String,
    pub count: u32,
    pub fill: String,
    /// Border colour: the owner's seat colour, or dark grey.
    pub stroke: String,
    /// "3 Army of Player 1 (blue)".
    pub description: String,
}

/// Stacks on one place, with their labels and colours.
pub fn stacks_model(def: &GameDef, table: &Table, place: &Place) -> Vec<StackModel> {
    table
        .stacks_at(place)
        .map(|s| stack_model(def, s.counter.as_str(), s.owner, s.count))
        .collect()
}

fn stack_model(def: &GameDef, counter: &str, owner: Option<u8>, count: u32) -> StackModel {
    let c = def.counter(counter);
    let name = c.map_or(counter, |c| c.name.as_str());
    let (stroke, owner_text) = match owner {
        Some(p) => {
            let (colour, colour_name) = seat_colour(p);
            (
                colour.to_string(),
                format!(" of Player {} ({colour_name})", u32::from(p) + 1),
            )
        }
        None => ("#333333".to_string(), String::new()),
    };
    StackModel {
        counter: counter.to_string(),
        owner,
        label: c.map_or_else(|| name.chars().take(1).collect(), |c| c.label.clone()),
        count,
        fill: c.map_or_else(|| "#dddddd".to_string(), |c| c.colour.clone()),
        stroke,
        description: format!("{count} {name}{owner_text}"),
    }
}

/// The fixed part of one hex cell: where it is, its shape, terrain and label. It does not
/// change while a table is played, so it is computed once per board.
#[derive(Clone, Debug, PartialEq)]
pub struct CellGeometry {
    pub q: i32,
    pub r: i32,
    /// SVG polygon points.
    pub points: String,
    pub cx: f32,
    pub cy: f32,
    pub fill: String,
    pub terrain: String,
    pub label: Option<String>,
    /// "Plains (2, -1), holds up to 20".
    pub name: String,
}

/// A hex board's fixed shapes.
#[derive(Clone, Debug, PartialEq)]
pub struct HexGeometry {
    pub board: String,
    pub name: String,
    pub cells: Vec<CellGeometry>,
    /// min x, min y, width, height.
    pub view_box: (f32, f32, f32, f32),
}

/// Counter stacks on one board, grouped by cell.
pub type StacksByCell = HashMap<(i32, i32), Vec<StackModel>>;

/// Everything a screen reader needs about a cell: "Plains (2, -1), holds up to 20: 3 Army of
/// Player 1 (blue)", or "...: empty".
pub fn cell_description(cell: &CellGeometry, stacks: &[StackModel]) -> String {
    if stacks.is_empty() {
        format!("{}: empty", cell.name)
    } else {
        let parts: Vec<&str> = stacks.iter().map(|s| s.description.as_str()).collect();
        format!("{}: {}", cell.name, parts.join(", "))
    }
}

/// The fixed shapes of a hex board.
pub fn hex_geometry(def: &GameDef, board: &str, map: &HexMap) -> HexGeometry {
    let layout = Layout {
        orientation: map.orientation,
        size: HEX_SIZE,
    };
    let (mut min_x, mut min_y, mut max_x, mut max_y) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    let cells = map
        .shape
        .cells(map.orientation)
        .into_iter()
        .map(|hex: Hex| {
            let (cx, cy) = layout.centre(hex);
            let corners = layout.corners(hex);
            for (x, y) in corners {
                min_x = min_x.min(x);
                min_y = min_y.min(y);
                max_x = max_x.max(x);
                max_y = max_y.max(y);
            }
            let points = corners
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect::<Vec<_>>()
                .join(" ");
            let terrain = map.terrain_at(hex).and_then(|t| def.terrain(t));
            let label = map.cell(hex).and_then(|c| c.label.clone());
            let terrain_name = terrain.map_or_else(String::new, |t| t.name.clone());
            let mut name = match (&label, terrain_name.is_empty()) {
                (Some(l), _) => format!("{l}, {terrain_name} ({}, {})", hex.x, hex.y),
                (None, false) => format!("{terrain_name} ({}, {})", hex.x, hex.y),
                (None, true) => format!("Hex ({}, {})", hex.x, hex.y),
            };
            if let Some(limit) = terrain.and_then(|t| t.limit) {
                name.push_str(&format!(", holds up to {limit}"));
            }
            CellGeometry {
                q: hex.x,
                r: hex.y,
                points,
                cx,
                cy,
                fill: terrain.map_or_else(|| "#f5f5f5".to_string(), |t| t.colour.clone()),
                terrain: terrain_name,
                label,
                name,
            }
        })
        .collect();
    let pad = 4.0;
    HexGeometry {
        board: board.to_string(),
        name: def
            .board(board)
            .map_or_else(|| board.to_string(), |b| b.name.clone()),
        cells,
        view_box: (
            min_x - pad,
            min_y - pad,
            max_x - min_x + 2.0 * pad,
            max_y - min_y + 2.0 * pad,
        ),
    }
}

/// The counters on a hex board, grouped by cell in one pass over the table's stacks.
pub fn stacks_by_cell(def: &GameDef, table: &Table, board: &str) -> StacksByCell {
    let mut by_cell = StacksByCell::new();
    for s in &table.stacks {
        if let Place::Hex { board: b, q, r } = &s.place
            && b == board
        {
            by_cell
                .entry((*q, *r))
                .or_default()
                .push(stack_model(def, &s.counter, s.owner, s.count));
        }
    }
    by_cell
}

/// One region of a region map.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionModel {
    pub id: String,
    pub name: String,
    pub x: f32,
    pub y: f32,
    pub fill: String,
    pub stacks: Vec<StackModel>,
    pub description: String,
}

/// A region map ready to draw: regions and the lines between adjacent ones.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionBoardModel {
    pub board: String,
    pub name: String,
    pub regions: Vec<RegionModel>,
    pub links: Vec<(f32, f32, f32, f32)>,
    pub width: f32,
    pub height: f32,
}

pub fn region_board(
    def: &GameDef,
    table: &Table,
    board: &str,
    map: &RegionMap,
) -> RegionBoardModel {
    let regions = map
        .regions
        .iter()
        .map(|r| {
            let place = Place::Region {
                board: board.to_string(),
                region: r.id.clone(),
            };
            let stacks = stacks_model(def, table, &place);
            let terrain = r.terrain.as_deref().and_then(|t| def.terrain(t));
            let mut description = r.name.clone();
            if stacks.is_empty() {
                description.push_str(": empty");
            } else {
                let parts: Vec<&str> = stacks.iter().map(|s| s.description.as_str()).collect();
                description.push_str(&format!(": {}", parts.join(", ")));
            }
            RegionModel {
                id: r.id.clone(),
                name: r.name.clone(),
                x: r.x,
                y: r.y,
                fill: terrain.map_or_else(|| "#eeeeee".to_string(), |t| t.colour.clone()),
                stacks,
                description,
            }
        })
        .collect();
    let links = map
        .links
        .iter()
        .filter_map(|[a, b]| {
            let (a, b) = (map.region(a)?, map.region(b)?);
            Some((a.x, a.y, b.x, b.y))
        })
        .collect();
    RegionBoardModel {
        board: board.to_string(),
        name: def
            .board(board)
            .map_or_else(|| board.to_string(), |b| b.name.clone()),
        regions,
        links,
        width: map.width,
        height: map.height,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::def::BoardKind;
    use protoplay_engine::table::{Action, Game};

    fn starter() -> Game {
        let def = protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        Game::new(def, 2, 1).expect("sets up")
    }

    fn world(game: &Game) -> HexGeometry {
        let def = game.def();
        let BoardKind::Hex(map) = &def.boards[0].kind else {
            panic!("hex board")
        };
        hex_geometry(def, "world", map)
    }

    #[test]
    fn every_cell_of_the_shape_is_drawn_with_its_terrain_colour() {
        let model = world(&starter());
        assert_eq!(model.cells.len(), 91);
        let water = model.cells.iter().filter(|c| c.terrain == "Water").count();
        assert!(water > 0 && water < 91);
        for c in &model.cells {
            assert_eq!(c.points.split(' ').count(), 6);
            assert!(c.fill.starts_with('#'));
        }
    }

    #[test]
    fn cell_centres_come_from_the_engine_layout() {
        let model = world(&starter());
        let layout = Layout {
            orientation: protoplay_engine::hex::Orientation::Flat,
            size: HEX_SIZE,
        };
        for c in model.cells.iter().take(10) {
            assert_eq!((c.cx, c.cy), layout.centre(Hex::new(c.q, c.r)));
        }
    }

    #[test]
    fn counters_show_on_their_cell_with_count_owner_and_words() {
        let mut game = starter();
        game.apply(Action::PlaceCounter {
            counter: "army".into(),
            owner: Some(0),
            at: Place::hex("world", 0, 0),
            count: 3,
        })
        .expect("placed");
        let by_cell = stacks_by_cell(game.def(), game.table(), "world");
        assert_eq!(by_cell.len(), 1);
        let stacks = &by_cell[&(0, 0)];
        let s = &stacks[0];
        assert_eq!((s.label.as_str(), s.count), ("A", 3));
        assert_eq!(s.stroke, seat_colour(0).0);
        let geometry = world(&game);
        let centre = geometry
            .cells
            .iter()
            .find(|c| (c.q, c.r) == (0, 0))
            .expect("centre cell");
        let text = cell_description(centre, stacks);
        assert!(text.contains("3 Army of Player 1 (blue)"), "{text}");
        assert!(cell_description(centre, &[]).ends_with(": empty"));
    }

    #[test]
    fn counters_on_another_board_are_not_drawn_here() {
        let mut game = starter();
        game.apply(Action::PlaceCounter {
            counter: "blight".into(),
            owner: None,
            at: Place::hex("world", 1, 0),
            count: 1,
        })
        .expect("placed");
        assert!(stacks_by_cell(game.def(), game.table(), "elsewhere").is_empty());
        assert_eq!(stacks_by_cell(game.def(), game.table(), "world").len(), 1);
    }

    #[test]
    fn the_view_box_holds_every_corner() {
        let model = world(&starter());
        let (x, y, w, h) = model.view_box;
        for c in &model.cells {
            assert!(c.cx > x && c.cx < x + w && c.cy > y && c.cy < y + h);
        }
    }
}
