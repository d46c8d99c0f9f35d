//! The one place for hex maths. Cells are axial coordinates ([`Hex`], from the `hexx` crate);
//! every pixel position on a hex board goes through [`Layout`], so the board, hit-testing and
//! labels can never disagree.

use serde::{Deserialize, Serialize};

pub use hexx::Hex;

/// Whether hexes have a flat side or a point at the top.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    #[default]
    Flat,
    Pointy,
}

impl Orientation {
    fn hexx(self) -> hexx::HexOrientation {
        match self {
            Orientation::Flat => hexx::HexOrientation::Flat,
            Orientation::Pointy => hexx::HexOrientation::Pointy,
        }
    }
}

/// The outline of a hex map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Shape {
    /// All cells within `radius` steps of the centre (radius 0 is one cell).
    Hexagon { radius: u32 },
    /// `width` columns by `height` rows, in offset coordinates (odd columns or rows shoved).
    Rectangle { width: u32, height: u32 },
}

impl Shape {
    /// Every cell of the shape, in a fixed order (row by row for rectangles).
    pub fn cells(self, orientation: Orientation) -> Vec<Hex> {
        match self {
            Shape::Hexagon { radius } => hexx::shapes::hexagon(Hex::ZERO, radius).collect(),
            Shape::Rectangle { width, height } => {
                let (w, h) = (clamp_i32(width), clamp_i32(height));
                let mut cells = Vec::with_capacity((width as usize) * (height as usize));
                for row in 0..h {
                    for col in 0..w {
                        cells.push(Hex::from_offset_coordinates(
                            [col, row],
                            hexx::OffsetHexMode::Odd,
                            orientation.hexx(),
                        ));
                    }
                }
                cells
            }
        }
    }

    /// Number of cells, without building them. Saturates rather than overflowing: the sizes
    /// come from game files, and this is what refuses a map too big to build.
    pub fn len(self) -> usize {
        match self {
            Shape::Hexagon { radius } => {
                let r = radius as usize;
                r.saturating_add(1)
                    .saturating_mul(r)
                    .saturating_mul(3)
                    .saturating_add(1)
            }
            Shape::Rectangle { width, height } => (width as usize).saturating_mul(height as usize),
        }
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Position of `hex` in [`Shape::cells`] order, or `None` when it lies off the shape.
    /// Constant time for rectangles (rules engines look cells up on every step).
    pub fn index_of(self, orientation: Orientation, hex: Hex) -> Option<usize> {
        match self {
            Shape::Rectangle { width, height } => {
                // Far-off cells are refused before any arithmetic, so no coordinate can overflow.
                let reach = i64::from(width) + i64::from(height);
                if i64::from(hex.x).abs() > 2 * reach || i64::from(hex.y).abs() > 2 * reach {
                    return None;
                }
                let [col, row] =
                    hex.to_offset_coordinates(hexx::OffsetHexMode::Odd, orientation.hexx());
                let col = u32::try_from(col).ok()?;
                let row = u32::try_from(row).ok()?;
                (col < width && row < height).then(|| row as usize * width as usize + col as usize)
            }
            Shape::Hexagon { .. } => self.cells(orientation).iter().position(|&c| c == hex),
        }
    }
}

fn clamp_i32(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(i32::MAX)
}

/// Steps between two cells.
pub fn distance(a: Hex, b: Hex) -> u32 {
    a.unsigned_distance_to(b)
}

/// The six cells around `hex`.
pub fn neighbours(hex: Hex) -> [Hex; 6] {
    hex.all_neighbors()
}

/// Hex-to-pixel layout: orientation and the distance from a cell's centre to a corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub orientation: Orientation,
    pub size: f32,
}

impl Layout {
    fn hexx(self) -> hexx::HexLayout {
        hexx::HexLayout::new(self.orientation.hexx()).with_hex_size(self.size)
    }

    /// Centre of a cell in pixels (y grows downwards, as in SVG).
    pub fn centre(self, hex: Hex) -> (f32, f32) {
        let p = self.hexx().hex_to_world_pos(hex);
        (p.x, -p.y)
    }

    /// The six corners of a cell, in pixels.
    pub fn corners(self, hex: Hex) -> [(f32, f32); 6] {
        self.hexx().hex_corners(hex).map(|p| (p.x, -p.y))
    }

    /// The cell under a pixel position.
    pub fn cell_at(self, x: f32, y: f32) -> Hex {
        self.hexx().world_pos_to_hex(hexx::Vec2::new(x, -y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagon_has_the_expected_cell_count() {
        for radius in 0..6 {
            let s = Shape::Hexagon { radius };
            assert_eq!(s.cells(Orientation::Flat).len(), s.len());
        }
        assert_eq!(Shape::Hexagon { radius: 2 }.len(), 19);
    }

    #[test]
    fn rectangle_cells_are_distinct() {
        for o in [Orientation::Flat, Orientation::Pointy] {
            let cells = Shape::Rectangle {
                width: 20,
                height: 20,
            }
            .cells(o);
            let set: std::collections::BTreeSet<_> = cells.iter().map(|h| (h.x, h.y)).collect();
            assert_eq!(set.len(), 400);
        }
    }

    #[test]
    fn layout_round_trips_through_pixels() {
        for o in [Orientation::Flat, Orientation::Pointy] {
            let layout = Layout {
                orientation: o,
                size: 30.0,
            };
            for hex in (Shape::Hexagon { radius: 4 }).cells(o) {
                let (x, y) = layout.centre(hex);
                assert_eq!(layout.cell_at(x, y), hex);
            }
        }
    }

    #[test]
    fn index_of_follows_cell_order() {
        for o in [Orientation::Flat, Orientation::Pointy] {
            for shape in [
                Shape::Rectangle {
                    width: 7,
                    height: 5,
                },
                Shape::Hexagon { radius: 3 },
            ] {
                for (i, hex) in shape.cells(o).into_iter().enumerate() {
                    assert_eq!(shape.index_of(o, hex), Some(i));
                }
                assert_eq!(shape.index_of(o, Hex::new(-40, 3)), None);
                assert_eq!(shape.index_of(o, Hex::new(i32::MAX, i32::MAX)), None);
                assert_eq!(shape.index_of(o, Hex::new(i32::MIN, 0)), None);
            }
        }
    }

    #[test]
    fn neighbours_are_one_step_away() {
        let h = Hex::new(2, -1);
        for n in neighbours(h) {
            assert_eq!(distance(h, n), 1);
        }
    }
}
