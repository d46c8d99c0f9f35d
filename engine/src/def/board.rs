//! Boards: hex maps (axial cells with terrain) and region maps (named areas with adjacency).

use serde::{Deserialize, Serialize};

use crate::hex::{Hex, Orientation, Shape};

pub use crate::hex::{Orientation as HexOrientation, Shape as HexShape};

/// A board on the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub id: String,
    pub name: String,
    pub kind: BoardKind,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardKind {
    Hex(HexMap),
    Regions(RegionMap),
}

/// A hex map: its outline, orientation, the terrain of cells not listed, and the listed cells.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexMap {
    pub shape: Shape,
    #[serde(default)]
    pub orientation: Orientation,
    /// Terrain of every cell not in `cells` (`None`: plain, unpainted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_terrain: Option<String>,
    #[serde(default)]
    pub cells: Vec<HexCell>,
}

impl HexMap {
    /// Whether a cell lies on the map.
    pub fn contains(&self, hex: Hex) -> bool {
        // Coordinates come from outside (actions, files) and may be anything; hexx's
        // coordinate arithmetic overflows near i32::MIN / i32::MAX. No map this build accepts
        // (at most MAX_CELLS cells) reaches this far, so such a cell is on no map.
        const FAR: u32 = 1 << 24;
        if hex.x.unsigned_abs() > FAR || hex.y.unsigned_abs() > FAR {
            return false;
        }
        match self.shape {
            Shape::Hexagon { radius } => hex.ulength() <= radius,
            Shape::Rectangle { width, height } => {
                let [col, row] =
                    hex.to_offset_coordinates(hexx::OffsetHexMode::Odd, orientation(self));
                col >= 0 && row >= 0 && (col as u32) < width && (row as u32) < height
            }
        }
    }

    /// The painted cell at `hex`, if any.
    pub fn cell(&self, hex: Hex) -> Option<&HexCell> {
        self.cells.iter().find(|c| c.hex == hex)
    }

    /// The terrain id of a cell (painted, or the map's default).
    pub fn terrain_at(&self, hex: Hex) -> Option<&str> {
        match self.cell(hex) {
            Some(cell) => cell.terrain.as_deref(),
            None => self.default_terrain.as_deref(),
        }
    }
}

fn orientation(map: &HexMap) -> hexx::HexOrientation {
    match map.orientation {
        Orientation::Flat => hexx::HexOrientation::Flat,
        Orientation::Pointy => hexx::HexOrientation::Pointy,
    }
}

/// A cell with its terrain and an optional label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexCell {
    pub hex: Hex,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A map of named regions (zones of a strategic map) and which touch which.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RegionMap {
    /// Size of the drawing area; region positions are within it.
    pub width: f32,
    pub height: f32,
    pub regions: Vec<Region>,
    /// Pairs of adjacent region ids.
    #[serde(default)]
    pub links: Vec<[String; 2]>,
}

impl RegionMap {
    pub fn region(&self, id: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.id == id)
    }

    /// Whether two regions are connected.
    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.links
            .iter()
            .any(|[x, y]| (x == a && y == b) || (x == b && y == a))
    }
}

/// A named region and where it is drawn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Region {
    pub id: String,
    pub name: String,
    pub x: f32,
    pub y: f32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain: Option<String>,
}
