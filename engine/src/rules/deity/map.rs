//! The world: terrain counters and their limits, the hex map (empty hexes are water), what is
//! coastal, the world-building placement rules and the seeded world generator.

use std::sync::Arc;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::error::DeityError;
use super::holdings::Bits;
use super::variants::Coastal;
use crate::hex::{self, Hex, Orientation, Shape};
use crate::table::Rng;

/// A terrain counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    Mountains,
    Forest,
    Plains,
    Swamp,
    Desert,
    RiverValley,
}

/// Terrain counters in the box as printed (10 + 10 + 20 + 5 + 10 + 5); a definition may say
/// otherwise (see [`super::DeityData`]).
pub const TERRAIN_COUNTERS: usize = 60;
/// "In setup put out all terrains except five to be kept in reserve."
pub const RESERVE: usize = 5;

impl Terrain {
    /// Every terrain, in the order of the counter list.
    pub const ALL: [Terrain; 6] = [
        Terrain::Mountains,
        Terrain::Forest,
        Terrain::Plains,
        Terrain::Swamp,
        Terrain::Desert,
        Terrain::RiverValley,
    ];

    /// The terrain's place in [`Terrain::ALL`] (tables are indexed by it).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The id the definition's terrain table gives it (`"river"` for River Valley).
    pub fn id(self) -> &'static str {
        match self {
            Terrain::Mountains => "mountains",
            Terrain::Forest => "forest",
            Terrain::Plains => "plains",
            Terrain::Swamp => "swamp",
            Terrain::Desert => "desert",
            Terrain::RiverValley => "river",
        }
    }

    /// How many counters of this terrain the printed game has (a definition may say otherwise).
    pub fn printed_count(self) -> u32 {
        match self {
            Terrain::Mountains | Terrain::Forest | Terrain::Desert => 10,
            Terrain::Plains => 20,
            Terrain::Swamp | Terrain::RiverValley => 5,
        }
    }

    /// The printed terrain limit: the most counters a hex of this terrain may hold (a definition
    /// may say otherwise; the rules ask [`super::DeityData::limit`]).
    pub fn printed_limit(self) -> u32 {
        match self {
            Terrain::Mountains | Terrain::Swamp | Terrain::Desert => 10,
            Terrain::Forest => 15,
            Terrain::Plains => 20,
            Terrain::RiverValley => 25,
        }
    }

    /// The colour the shipped definition gives the terrain.
    pub fn printed_colour(self) -> &'static str {
        match self {
            Terrain::Mountains => "#8d8d8d",
            Terrain::Forest => "#2e7d32",
            Terrain::Plains => "#c5e1a5",
            Terrain::Swamp => "#6d8764",
            Terrain::Desert => "#f0d58c",
            Terrain::RiverValley => "#7fc8a9",
        }
    }

    /// "Temples cannot be built in swamps."
    pub fn allows_temple(self) -> bool {
        self != Terrain::Swamp
    }

    /// The terrain's name as printed.
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Mountains => "Mountains",
            Terrain::Forest => "Forest",
            Terrain::Plains => "Plains",
            Terrain::Swamp => "Swamp",
            Terrain::Desert => "Desert",
            Terrain::RiverValley => "River Valley",
        }
    }

    /// The printed note for this terrain.
    pub fn note(self) -> &'static str {
        match self {
            Terrain::Mountains => {
                "Defense: One less counter destroyed by attacking armies per roll; Maximum 10 counters"
            }
            Terrain::Forest => "Maximum 15 counters",
            Terrain::Plains => "Maximum 20 counters",
            Terrain::Swamp => "Temples cannot be built in swamps; Maximum 10 counters",
            Terrain::Desert => "Maximum 10 counters",
            Terrain::RiverValley => {
                "In setup one facing must be kept exposed to the water; Maximum 25 counters"
            }
        }
    }
}

impl std::fmt::Display for Terrain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The hex map: a rectangle of hexes, each land (a terrain counter) or water.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "MapFile", try_from = "MapFile")]
pub struct Map {
    pub width: u32,
    pub height: u32,
    /// The hexes and how they lie, shared by every copy of the game.
    grid: Arc<Grid>,
    /// The terrain of each hex, `None` for water.
    terrain: Vec<Option<Terrain>>,
    /// How many hexes are land, and how many of each hex's neighbours: kept as terrain is set,
    /// for the placement rules, which world building asks of every shore hex at every step.
    land: usize,
    land_around: Vec<u8>,
    /// The land hexes and the shore (water next to land), one bit per hex in map order, kept
    /// as terrain is set: the cards and world building walk these rather than every hex.
    land_bits: Vec<u64>,
    shore_bits: Vec<u64>,
}

/// A map as it is written out: its size, every hex and the terrain of each.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Map")]
struct MapFile {
    width: u32,
    height: u32,
    hexes: Vec<Hex>,
    terrain: Vec<Option<Terrain>>,
}

impl From<Map> for MapFile {
    fn from(m: Map) -> Self {
        Self {
            width: m.width,
            height: m.height,
            hexes: m.grid.hexes.clone(),
            terrain: m.terrain,
        }
    }
}

impl TryFrom<MapFile> for Map {
    type Error = String;

    fn try_from(f: MapFile) -> Result<Self, String> {
        let mut m = Map::new(f.width, f.height).map_err(|e| e.to_string())?;
        if f.hexes != m.grid.hexes || f.terrain.len() != m.terrain.len() {
            return Err(format!(
                "a {}×{} map must list its {} hexes in order, each with its terrain",
                f.width,
                f.height,
                m.len()
            ));
        }
        for (i, t) in f.terrain.into_iter().enumerate() {
            m.set_terrain(i, t);
        }
        Ok(m)
    }
}

/// What depends only on the map's size, worked out once when the map is made: every hex, the
/// index of a hex from its coordinates and the neighbours of each hex on the map. The rules and
/// the bots ask these for every hex of every decision, and the hex maths behind them
/// ([`Shape::index_of`], [`hex::neighbours`]) costs several times a table look-up.
#[derive(Debug, PartialEq, Eq)]
struct Grid {
    /// Every hex of the map, in [`Shape::cells`] order.
    hexes: Vec<Hex>,
    /// The smallest axial coordinates of the map's hexes and the size of the box of
    /// coordinates they span.
    min: (i32, i32),
    span: (u32, u32),
    /// For each place in that box (row by row), 1 + the index of the hex there, or 0 where
    /// the box lies off the map.
    slots: Vec<u16>,
    /// The neighbours of each hex that lie on the map, in [`hex::neighbours`] order.
    adjacent: Vec<ArrayVec<u16, 6>>,
}

impl Grid {
    /// The tables of a map of this shape (at most 40 × 40 hexes, so an index fits a `u16`).
    fn new(shape: Shape) -> Self {
        let hexes = shape.cells(ORIENTATION);
        let xs = || hexes.iter().map(|h| h.x);
        let ys = || hexes.iter().map(|h| h.y);
        let min = (xs().min().unwrap_or(0), ys().min().unwrap_or(0));
        let max = (xs().max().unwrap_or(0), ys().max().unwrap_or(0));
        let extent =
            |lo: i32, hi: i32| u32::try_from(i64::from(hi) - i64::from(lo) + 1).unwrap_or(0);
        let span = (extent(min.0, max.0), extent(min.1, max.1));
        let mut grid = Self {
            hexes: Vec::new(),
            min,
            span,
            slots: vec![0; span.0 as usize * span.1 as usize],
            adjacent: Vec::new(),
        };
        for (i, &h) in hexes.iter().enumerate() {
            let slot = grid.slot(h);
            if let (Some(s), Ok(v)) = (
                slot.and_then(|k| grid.slots.get_mut(k)),
                u16::try_from(i + 1),
            ) {
                *s = v;
            }
        }
        let adjacent = hexes
            .iter()
            .map(|&h| {
                hex::neighbours(h)
                    .into_iter()
                    .filter_map(|n| shape.index_of(ORIENTATION, n))
                    .filter_map(|n| u16::try_from(n).ok())
                    .collect()
            })
            .collect();
        grid.hexes = hexes;
        grid.adjacent = adjacent;
        grid
    }

    /// Where a hex's coordinates fall in the box of [`Grid::slots`], `None` outside it.
    #[inline]
    fn slot(&self, hex: Hex) -> Option<usize> {
        // Offsets from the box's corner wrapped to 32 bits: a coordinate takes 2^32 values, so
        // its wrapped offset is one to one, and only the coordinates inside the box land in it.
        let x = hex.x.wrapping_sub(self.min.0) as u32;
        let y = hex.y.wrapping_sub(self.min.1) as u32;
        (x < self.span.0 && y < self.span.1).then(|| y as usize * self.span.0 as usize + x as usize)
    }

    /// The index of a hex, `None` off the map (the same as [`Shape::index_of`]).
    #[inline]
    fn index(&self, hex: Hex) -> Option<usize> {
        let slot = *self.slots.get(self.slot(hex)?)?;
        (slot > 0).then(|| usize::from(slot) - 1)
    }
}

/// The orientation every Deity map uses.
pub const ORIENTATION: Orientation = Orientation::Flat;

impl Map {
    /// An all-water map.
    pub fn new(width: u32, height: u32) -> Result<Self, DeityError> {
        if !(6..=40).contains(&width) || !(6..=40).contains(&height) {
            return Err(DeityError::MapSize);
        }
        let grid = Grid::new(Shape::Rectangle { width, height });
        let terrain = vec![None; grid.hexes.len()];
        let land_around = vec![0; grid.hexes.len()];
        let words = grid.hexes.len().div_ceil(64);
        Ok(Self {
            width,
            height,
            grid: Arc::new(grid),
            terrain,
            land: 0,
            land_around,
            land_bits: vec![0; words],
            shore_bits: vec![0; words],
        })
    }

    /// The map's outline, for [`crate::hex`] layouts.
    pub fn shape(&self) -> Shape {
        Shape::Rectangle {
            width: self.width,
            height: self.height,
        }
    }

    /// Every hex of the map, land and water.
    pub fn hexes(&self) -> &[Hex] {
        &self.grid.hexes
    }

    /// Number of hexes.
    pub fn len(&self) -> usize {
        self.grid.hexes.len()
    }

    /// Whether the map has no hexes (never, for a map made by [`Map::new`]).
    pub fn is_empty(&self) -> bool {
        self.grid.hexes.is_empty()
    }

    /// Index of a hex, `None` off the map.
    #[inline]
    pub fn index(&self, hex: Hex) -> Option<usize> {
        self.grid.index(hex)
    }

    /// The hex at an index (callers only hold indices from [`Map::index`]).
    #[inline]
    pub fn hex(&self, index: usize) -> Hex {
        self.grid.hexes.get(index).copied().unwrap_or(Hex::ZERO)
    }

    /// The column and row a person reads for a hex, both from 1: columns from the left and rows
    /// from the top *as the board draws them*. The cells are stored in offset rows, and the one
    /// layout ([`hex::Layout`], SVG y downwards) may draw offset row 0 at the top or the bottom;
    /// asking it keeps the names in the log and on hover on the rows a player sees.
    pub fn column_row(&self, index: usize) -> (u32, u32) {
        let w = self.width.max(1) as usize;
        let (col, row) = ((index % w) as u32, (index / w) as u32);
        let layout = hex::Layout {
            orientation: ORIENTATION,
            size: 1.0,
        };
        let y = |i: usize| layout.centre(self.hex(i)).1;
        // Offset row 0 against offset row 1 in the first column: which one is drawn higher.
        let row0_on_top = y(0) < y(w);
        let row = if row0_on_top {
            row + 1
        } else {
            self.height - row
        };
        (col + 1, row)
    }

    /// Terrain of a hex; `None` for water or off the map.
    pub fn terrain(&self, hex: Hex) -> Option<Terrain> {
        self.index(hex).and_then(|i| self.terrain_at(i))
    }

    /// Terrain at an index.
    pub fn terrain_at(&self, index: usize) -> Option<Terrain> {
        self.terrain.get(index).copied().flatten()
    }

    pub(super) fn set_terrain(&mut self, index: usize, terrain: Option<Terrain>) {
        let Some(t) = self.terrain.get_mut(index) else {
            return;
        };
        let was_land = t.is_some();
        *t = terrain;
        let is_land = terrain.is_some();
        if was_land == is_land {
            return;
        }
        if is_land {
            self.land += 1;
        } else {
            self.land -= 1;
        }
        set_bit(&mut self.land_bits, index, is_land);
        self.mark_shore(index);
        let grid = Arc::clone(&self.grid);
        for &n in grid.adjacent.get(index).map_or(&[][..], |a| a.as_slice()) {
            if let Some(c) = self.land_around.get_mut(usize::from(n)) {
                if is_land {
                    *c += 1;
                } else {
                    *c -= 1;
                }
            }
            self.mark_shore(usize::from(n));
        }
    }

    /// Brings the shore bit of the hex at `index` in step with its terrain and neighbours.
    fn mark_shore(&mut self, index: usize) {
        let shore = self.is_shore(index);
        set_bit(&mut self.shore_bits, index, shore);
    }

    /// How many 64-bit words of one bit per hex cover the map.
    pub(super) fn words(&self) -> usize {
        self.land_bits.len()
    }

    /// The bits of the hexes `64 * word ..` of the map.
    #[inline]
    pub(super) fn all_word(&self, word: usize) -> u64 {
        let first = word * 64;
        match self.len().saturating_sub(first) {
            0 => 0,
            n if n >= 64 => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }

    /// The bits of the land hexes `64 * word ..`.
    #[inline]
    pub(super) fn land_word(&self, word: usize) -> u64 {
        self.land_bits.get(word).copied().unwrap_or(0)
    }

    /// The bits of the water hexes `64 * word ..`.
    #[inline]
    pub(super) fn water_word(&self, word: usize) -> u64 {
        self.all_word(word) & !self.land_word(word)
    }

    /// Whether a hex is on the map and holds no terrain.
    pub fn is_water(&self, hex: Hex) -> bool {
        self.index(hex)
            .is_some_and(|i| self.terrain_at(i).is_none())
    }

    /// Whether a hex is on the map and holds terrain.
    pub fn is_land(&self, hex: Hex) -> bool {
        self.terrain(hex).is_some()
    }

    /// Indices of the neighbours of `index` that lie on the map, in [`hex::neighbours`] order.
    #[inline]
    pub fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        self.adjacent(index).iter().map(|&n| usize::from(n))
    }

    /// The neighbours of `index` on the map as a table row (what [`Map::neighbours`] walks).
    #[inline]
    fn adjacent(&self, index: usize) -> &[u16] {
        self.grid.adjacent.get(index).map_or(&[], |a| a.as_slice())
    }

    /// How many of a hex's six sides face off the map.
    fn sides_off_map(&self, index: usize) -> usize {
        6 - self.adjacent(index).len()
    }

    /// How many of a hex's neighbours on the map are water.
    #[inline]
    fn water_around(&self, index: usize) -> usize {
        let land = self.land_around.get(index).copied().unwrap_or(0);
        self.adjacent(index).len() - usize::from(land)
    }

    /// How many of a hex's neighbours are land.
    #[inline]
    fn land_around(&self, index: usize) -> usize {
        usize::from(self.land_around.get(index).copied().unwrap_or(0))
    }

    /// Whether a land hex is coastal under the chosen reading.
    pub fn is_coastal(&self, index: usize, coastal: Coastal) -> bool {
        if self.terrain_at(index).is_none() {
            return false;
        }
        let by_water = self.water_around(index) > 0;
        match coastal {
            Coastal::NextToWater => by_water,
            Coastal::NextToWaterOrEdge => by_water || self.sides_off_map(index) > 0,
        }
    }

    /// Number of land hexes.
    pub fn land_count(&self) -> usize {
        self.land
    }

    /// Indices of the land hexes.
    pub fn land(&self) -> impl Iterator<Item = usize> + '_ {
        Bits::new(self.words(), |w| self.land_word(w))
    }

    /// The world-building rules for putting `terrain` on the hex at `index`: it must be water,
    /// next to terrain already placed (except the very first counter), a River Valley must keep
    /// a side on water, and no River Valley already placed may lose its last water side.
    pub fn check_placement(&self, index: usize, terrain: Terrain) -> Result<(), DeityError> {
        self.check_placement_on(index, terrain, self.land_count() > 0)
    }

    /// [`Map::check_placement`] with whether any land is placed already given by the caller.
    fn check_placement_on(
        &self,
        index: usize,
        terrain: Terrain,
        any_land: bool,
    ) -> Result<(), DeityError> {
        let bad = |why| DeityError::BadPlacement { terrain, why };
        if self.terrain_at(index).is_some() {
            return Err(bad("that hex already holds terrain"));
        }
        if any_land && self.land_around(index) == 0 {
            return Err(bad("it must be placed next to terrain already placed"));
        }
        if terrain == Terrain::RiverValley && self.water_around(index) == 0 {
            return Err(bad("a River Valley must keep one side on the water"));
        }
        for n in self.neighbours(index) {
            // The hex at `index` is water and one of the River Valley's neighbours: the River
            // Valley needs another.
            if self.terrain_at(n) == Some(Terrain::RiverValley) && self.water_around(n) < 2 {
                return Err(bad("it would close the last water side of a River Valley"));
            }
        }
        Ok(())
    }

    /// Indices where `terrain` may be placed now, in map order.
    pub fn placements(&self, terrain: Terrain) -> Vec<usize> {
        self.placing(terrain).collect()
    }

    /// Whether `terrain` may be placed anywhere now.
    pub fn can_place(&self, terrain: Terrain) -> bool {
        self.placing(terrain).next().is_some()
    }

    /// [`Map::placements`] one by one.
    pub fn placing(&self, terrain: Terrain) -> impl Iterator<Item = usize> + '_ {
        // Once land is placed, only water next to it can take a counter: look there only.
        let any_land = self.land_count() > 0;
        Bits::new(self.words(), move |w| {
            if any_land {
                self.shore_bits.get(w).copied().unwrap_or(0)
            } else {
                self.all_word(w)
            }
        })
        .filter(move |&i| self.check_placement_on(i, terrain, any_land).is_ok())
    }

    /// Whether the hex at `index` is water next to land.
    #[inline]
    fn is_shore(&self, index: usize) -> bool {
        self.terrain_at(index).is_none() && self.land_around(index) > 0
    }

    /// Water hexes next to land, in map order.
    fn shore(&self) -> Vec<usize> {
        Bits::new(self.words(), |w| {
            self.shore_bits.get(w).copied().unwrap_or(0)
        })
        .collect()
    }

    /// The hex nearest the middle of the map.
    pub fn centre(&self) -> Hex {
        let i = (self.height as usize / 2) * self.width as usize + self.width as usize / 2;
        self.hex(i)
    }
}

/// Generates a world from the generator: shuffles the terrain counters of `bag`, keeps five in
/// reserve and places the rest one by one next to the land already placed (the same placement
/// rules as players follow). Of two random legal spots the one farther from the middle is taken,
/// so worlds sprawl like continents and leave room for starts 7 hexes apart. Returns the
/// reserve.
pub fn generate(map: &mut Map, mut bag: Vec<Terrain>, rng: &mut Rng) -> Vec<Terrain> {
    rng.shuffle(&mut bag);
    let mut reserve = bag.split_off(bag.len().saturating_sub(RESERVE));
    let centre = map.centre();
    let mut bag = bag.into_iter();
    // The first counter goes in the middle, so the world can grow all round.
    if let (Some(first), Some(c)) = (bag.next(), map.index(centre)) {
        map.set_terrain(c, Some(first));
    }
    let mut waiting = Vec::new();
    for terrain in bag {
        if !place_one(map, terrain, centre, rng) {
            waiting.push(terrain);
        }
    }
    // A counter that had nowhere to go (a River Valley with every shore closed) tries again at
    // the end; if it still cannot be placed it joins the reserve.
    for terrain in waiting {
        if !place_one(map, terrain, centre, rng) {
            reserve.push(terrain);
        }
    }
    reserve
}

/// Legal spots sampled per counter when generating; the farthest from the middle is taken.
const SPREAD: usize = 2;

fn place_one(map: &mut Map, terrain: Terrain, centre: Hex, rng: &mut Rng) -> bool {
    // Only water next to land can take a counter, so look there rather than everywhere.
    let mut spots = map.shore();
    spots.retain(|&i| map.check_placement_on(i, terrain, true).is_ok());
    if spots.is_empty() {
        return false;
    }
    let far = |i: usize| hex::distance(map.hex(i), centre);
    let mut best = spots[rng.index(spots.len())];
    for _ in 1..SPREAD {
        let other = spots[rng.index(spots.len())];
        if far(other) > far(best) {
            best = other;
        }
    }
    map.set_terrain(best, Some(terrain));
    true
}

/// Sets or clears the bit of hex `index` in a set of one bit per hex.
fn set_bit(bits: &mut [u64], index: usize, on: bool) {
    if let Some(w) = bits.get_mut(index / 64) {
        let bit = 1u64 << (index % 64);
        if on {
            *w |= bit;
        } else {
            *w &= !bit;
        }
    }
}
