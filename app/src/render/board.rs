//! Hex and region boards as shapes to draw. Every pixel comes from `engine::hex::Layout`.

use protoplay_engine::def::{GameDef, HexMap, RegionMap};
use protoplay_engine::hex::{Hex, Layout};
use std::collections::HashMap;

use protoplay_engine::table::{Place, Stack, Table};

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

/// A cell's centre, corners and SVG polygon points, all from the engine's [`Layout`].
pub fn cell_outline(layout: Layout, hex: Hex) -> ((f32, f32), [(f32, f32); 6], String) {
    let corners = layout.corners(hex);
    let points = corners
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ");
    (layout.centre(hex), corners, points)
}

/// The box around everything drawn so far, for an SVG view box.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    min: (f32, f32),
    max: (f32, f32),
}

impl Default for Bounds {
    fn default() -> Self {
        Self {
            min: (f32::MAX, f32::MAX),
            max: (f32::MIN, f32::MIN),
        }
    }
}

impl Bounds {
    pub fn include(&mut self, points: &[(f32, f32)]) {
        for &(x, y) in points {
            self.min = (self.min.0.min(x), self.min.1.min(y));
            self.max = (self.max.0.max(x), self.max.1.max(y));
        }
    }

    /// min x, min y, width, height, with `pad` around.
    pub fn view_box(&self, pad: f32) -> (f32, f32, f32, f32) {
        (
            self.min.0 - pad,
            self.min.1 - pad,
            self.max.0 - self.min.0 + 2.0 * pad,
            self.max.1 - self.min.1 + 2.0 * pad,
        )
    }
}

/// The place reached from `from` by an arrow key, among places drawn at centres `(x, y)`: the
/// nearest whose centre lies within 45° of the arrow's direction. One function for every board,
/// so a board is one Tab stop whose arrow keys move between its cells (a roving tab index).
pub fn towards<T: Copy + PartialEq>(
    cells: impl IntoIterator<Item = (T, f32, f32)> + Clone,
    from: T,
    key: &str,
) -> Option<T> {
    let (_, hx, hy) = cells.clone().into_iter().find(|c| c.0 == from)?;
    let (dx, dy): (f32, f32) = match key {
        "ArrowRight" => (1.0, 0.0),
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowDown" => (0.0, 1.0),
        "ArrowUp" => (0.0, -1.0),
        _ => return None,
    };
    cells
        .into_iter()
        .filter(|c| c.0 != from)
        .filter_map(|(t, x, y)| {
            let (vx, vy) = (x - hx, y - hy);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            // Within 45° of the arrow's direction, nearest first: on a flat-topped board
            // Right goes to the neighbour up or down to the right, not two columns on.
            (along > 0.0 && across <= along).then_some((along + 0.5 * across, t))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, t)| t)
}

/// A short mark for each terrain name, drawn in its cells and shown in the legend, so a terrain
/// is never told by its colour alone: the initials of its words ("RV" for River Valley), or
/// more of its first word where two terrains would share one ("Mo", "Ma").
pub fn terrain_marks(names: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(names.len());
    for name in names {
        let words: Vec<&str> = name.split_whitespace().collect();
        let initials: String = words
            .iter()
            .filter_map(|w| w.chars().next())
            .flat_map(char::to_uppercase)
            .collect();
        let first = words.first().copied().unwrap_or_default();
        let mut mark = initials.clone();
        let mut n = 2;
        while out.contains(&mark) && n <= first.chars().count() {
            let mut c = first.chars();
            mark = c
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(c.take(n - 1))
                .collect();
            n += 1;
        }
        if out.contains(&mark) || mark.is_empty() {
            mark = format!("{}{}", initials, out.len() + 1);
        }
        out.push(mark);
    }
    out
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
    /// The terrain's short mark ("P"), drawn in the cell; empty for a cell with no terrain.
    pub mark: String,
    pub label: Option<String>,
    /// "Plains (2, -1), holds up to 20".
    pub name: String,
}

/// One terrain of a board's legend: its mark, name and colour, and how many counters it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct LegendItem {
    pub mark: String,
    pub name: String,
    pub colour: String,
    pub note: String,
}

/// A hex board's fixed shapes.
#[derive(Clone, Debug, PartialEq)]
pub struct HexGeometry {
    pub board: String,
    pub name: String,
    pub cells: Vec<CellGeometry>,
    /// The terrains the map uses, in the game's order.
    pub legend: Vec<LegendItem>,
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
    let mut bounds = Bounds::default();
    let names: Vec<&str> = def.terrains.iter().map(|t| t.name.as_str()).collect();
    let marks = terrain_marks(&names);
    let mark_of = |id: &str| {
        def.terrains
            .iter()
            .position(|t| t.id == id)
            .and_then(|i| marks.get(i).cloned())
            .unwrap_or_default()
    };
    let mut used: Vec<String> = Vec::new();
    let cells = map
        .shape
        .cells(map.orientation)
        .into_iter()
        .map(|hex: Hex| {
            let ((cx, cy), corners, points) = cell_outline(layout, hex);
            bounds.include(&corners);
            let terrain = map.terrain_at(hex).and_then(|t| def.terrain(t));
            let label = map.cell(hex).and_then(|c| c.label.clone());
            let terrain_name = terrain.map_or_else(String::new, |t| t.name.clone());
            if let Some(t) = terrain
                && !used.contains(&t.id)
            {
                used.push(t.id.clone());
            }
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
                mark: terrain.map(|t| mark_of(&t.id)).unwrap_or_default(),
                label,
                name,
            }
        })
        .collect();
    HexGeometry {
        board: board.to_string(),
        name: def
            .board(board)
            .map_or_else(|| board.to_string(), |b| b.name.clone()),
        cells,
        legend: def
            .terrains
            .iter()
            .filter(|t| used.contains(&t.id))
            .map(|t| LegendItem {
                mark: mark_of(&t.id),
                name: t.name.clone(),
                colour: t.colour.clone(),
                note: t
                    .limit
                    .map(|l| format!("holds up to {l}"))
                    .unwrap_or_default(),
            })
            .collect(),
        view_box: bounds.view_box(4.0),
    }
}

/// The counters on a hex board, grouped by cell in one pass over the table's stacks.
pub fn stacks_by_cell(def: &GameDef, table: &Table, board: &str) -> StacksByCell {
    table_stacks_by_cell(table, board)
        .into_iter()
        .map(|(cell, stacks)| {
            (
                cell,
                stacks.iter().map(|s| stack_model_of(def, s)).collect(),
            )
        })
        .collect()
}

/// The table's counter stacks on a hex board by cell, as the table holds them: what a redraw
/// compares with what is drawn, so that only the cells that changed are drawn again.
pub fn table_stacks_by_cell<'t>(
    table: &'t Table,
    board: &str,
) -> HashMap<(i32, i32), Vec<&'t Stack>> {
    let mut by_cell: HashMap<(i32, i32), Vec<&Stack>> = HashMap::new();
    for s in &table.stacks {
        if let Place::Hex { board: b, q, r } = &s.place
            && b == board
        {
            by_cell.entry((*q, *r)).or_default().push(s);
        }
    }
    by_cell
}

/// Whether the stacks drawn on a place are those the table holds there, in the same order.
pub fn same_stacks(drawn: &[StackModel], held: &[&Stack]) -> bool {
    drawn.len() == held.len()
        && drawn
            .iter()
            .zip(held)
            .all(|(d, h)| d.counter == h.counter && d.owner == h.owner && d.count == h.count)
}

/// One stack of the table as drawn.
pub fn stack_model_of(def: &GameDef, stack: &Stack) -> StackModel {
    stack_model(def, &stack.counter, stack.owner, stack.count)
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

    /// "Colour is the only signal": every terrain has a mark in its cells and in the legend.
    #[test]
    fn every_terrain_has_a_mark_in_its_cells_and_the_legend() {
        let model = world(&starter());
        assert!(!model.legend.is_empty());
        for item in &model.legend {
            assert!(!item.mark.is_empty(), "{item:?}");
            let cells = model.cells.iter().filter(|c| c.terrain == item.name);
            assert!(cells.clone().count() > 0, "{}", item.name);
            assert!(cells.into_iter().all(|c| c.mark == item.mark));
        }
        let marks: Vec<&String> = model.legend.iter().map(|l| &l.mark).collect();
        let mut unique = marks.clone();
        unique.dedup();
        assert_eq!(marks.len(), unique.len());
    }

    #[test]
    fn terrain_marks_are_initials_made_unique() {
        assert_eq!(
            terrain_marks(&[
                "Mountains",
                "Forest",
                "River Valley",
                "Marsh",
                "Mud",
                "Water"
            ]),
            ["M", "F", "RV", "Ma", "Mu", "W"]
        );
        assert_eq!(terrain_marks(&["A", "A", ""]), ["A", "A2", "3"]);
    }

    #[test]
    fn arrow_keys_reach_the_neighbour_on_that_side() {
        let model = world(&starter());
        let cells = model.cells.iter().map(|c| ((c.q, c.r), c.cx, c.cy));
        let start = (0, 0);
        for key in ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"] {
            let to = towards(cells.clone(), start, key).expect("a neighbour");
            let distance = protoplay_engine::hex::distance(Hex::new(0, 0), Hex::new(to.0, to.1));
            assert_eq!(distance, 1, "{key}");
        }
        assert_eq!(towards(cells, (99, 99), "ArrowUp"), None);
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

    /// Whether what is drawn on a cell is what the table holds there.
    fn drawn_as_held(drawn: &StacksByCell, game: &Game, cell: (i32, i32)) -> bool {
        let held = table_stacks_by_cell(game.table(), "world");
        same_stacks(
            drawn.get(&cell).map_or(&[], |d| d.as_slice()),
            held.get(&cell).map_or(&[], |h| h.as_slice()),
        )
    }

    #[test]
    fn a_cell_is_drawn_again_only_when_what_the_table_holds_there_changes() {
        let mut game = starter();
        let place = |owner, q, count| Action::PlaceCounter {
            counter: "army".into(),
            owner: Some(owner),
            at: Place::hex("world", q, 0),
            count,
        };
        game.apply(place(0, 0, 3)).expect("placed");
        let drawn = stacks_by_cell(game.def(), game.table(), "world");
        assert!(drawn_as_held(&drawn, &game, (0, 0)));
        assert!(
            drawn_as_held(&drawn, &game, (1, 0)),
            "an empty cell drawn empty"
        );
        game.apply(place(0, 0, 1)).expect("one more");
        assert!(!drawn_as_held(&drawn, &game, (0, 0)), "the count changed");
        assert!(drawn_as_held(&drawn, &game, (1, 0)));
        game.apply(place(1, 1, 1)).expect("placed");
        assert!(!drawn_as_held(&drawn, &game, (1, 0)), "a stack arrived");
        let redrawn = stacks_by_cell(game.def(), game.table(), "world");
        assert!(drawn_as_held(&redrawn, &game, (0, 0)));
        assert!(drawn_as_held(&redrawn, &game, (1, 0)));
        let mut other_owner = redrawn.clone();
        if let Some(s) = other_owner.get_mut(&(1, 0)).and_then(|v| v.first_mut()) {
            s.owner = Some(0);
        }
        assert!(
            !drawn_as_held(&other_owner, &game, (1, 0)),
            "another owner's stack"
        );
    }

    #[test]
    fn a_region_map_draws_regions_links_and_counters() {
        use protoplay_engine::def::{Board, Region, RegionMap};
        let mut def = starter().def().clone();
        def.boards.push(Board {
            id: "france".into(),
            name: "France".into(),
            kind: BoardKind::Regions(RegionMap {
                width: 400.0,
                height: 300.0,
                regions: vec![
                    Region {
                        id: "paris".into(),
                        name: "Paris".into(),
                        x: 200.0,
                        y: 100.0,
                        terrain: Some("plains".into()),
                    },
                    Region {
                        id: "lyon".into(),
                        name: "Lyon".into(),
                        x: 250.0,
                        y: 220.0,
                        terrain: None,
                    },
                ],
                links: vec![["paris".into(), "lyon".into()]],
            }),
        });
        let mut game = Game::new(def, 2, 1).expect("sets up");
        game.apply(Action::PlaceCounter {
            counter: "army".into(),
            owner: Some(1),
            at: Place::Region {
                board: "france".into(),
                region: "lyon".into(),
            },
            count: 2,
        })
        .expect("placed");
        let BoardKind::Regions(map) = &game.def().boards[1].kind else {
            panic!("regions")
        };
        let model = region_board(game.def(), game.table(), "france", map);
        assert_eq!(model.regions.len(), 2);
        assert_eq!(model.links, vec![(200.0, 100.0, 250.0, 220.0)]);
        assert_eq!(
            model.regions[0].fill, "#c5e1a5",
            "Paris is drawn in its terrain's colour"
        );
        assert_eq!(model.regions[0].description, "Paris: empty");
        assert_eq!(
            model.regions[1].description,
            "Lyon: 2 Army of Player 2 (red)"
        );
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
