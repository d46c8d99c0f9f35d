//! The rules' data: every table and card list the text leaves to the Player Help Sheet, read from
//! the game's definition so a designer can replace any of them by pasting a spreadsheet. Each
//! is a deck of the definition whose card type names its columns; a value the rules cannot use is
//! refused naming the table, the row (header = row 1, as a spreadsheet shows it) and the column.
//!
//! - `zones`: the Strategic Map: `name`, `workforce`, `factory`, `hills`, `harbor` (the harbor
//!   site's name, or empty), `x`, `y` (where it is drawn), `adjacent` (zone names).
//! - `gears`: the Gears a Production counter shows at each Workforce Value.
//! - `charts`: every die chart of the help sheet, one row each: `chart`, `green`, `yellow`, `red`
//!   (a zone name, or effects from the chart's own vocabulary, see [`Effect`]).
//! - `devastation`: the Tripod Devastation chart: `colour`, `tripods` (at least this many in the
//!   Wave), `attack`, `units`, `workforce`, `refugees`, `human vp`, `martian vp`.
//! - `ranges`: `range`, `detect`, `fire` (a Tripod's success) and `gun hit` (a Gun's hit), each a
//!   set of colours.
//! - `tripods`: the Tripod counters in the cup, by colour (the row's count is how many).
//! - `battle-plans`: the Battle Plan counter mix, by name (the count is how many of each).
//! - `battle-cards`: the Land Battle cards: `name`, `setup` (each colour's hex letter), `order`
//!   (the colours from top to bottom), and each colour's actions.
//! - `events`: the Event cards: `name`, `phase` (on the card's back), `effect`, `text`.
//! - `rule-numbers`: numbers the text needs and does not give: `name`, `value`.
//! - the `land-battle` hex board: its cells labelled A to E are the Tripods' set-up hexes, its
//!   cells of terrain `artillery` the Guns' (the "Artillery Image"), its lowest cells the bottom
//!   row.

use crate::hex::{Hex, Orientation};
use crate::table::Rng;

/// A face of the custom die: "There are 3 colors on each die: Green, Yellow, and Red. Green
/// appears three times, Yellow twice, and Red once."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Green,
    Yellow,
    Red,
}

impl Face {
    pub const ALL: [Face; 3] = [Face::Green, Face::Yellow, Face::Red];

    /// One roll of the custom die (three Green faces, two Yellow, one Red).
    pub fn roll(rng: &mut Rng) -> Face {
        match rng.below(6) {
            0..=2 => Face::Green,
            3 | 4 => Face::Yellow,
            _ => Face::Red,
        }
    }

    /// How many of the die's six faces show this colour.
    pub fn sixths(self) -> u8 {
        match self {
            Face::Green => 3,
            Face::Yellow => 2,
            Face::Red => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Face::Green => "Green",
            Face::Yellow => "Yellow",
            Face::Red => "Red",
        }
    }

    /// The face's colour as CSS (always shown with its name).
    pub fn css(self) -> &'static str {
        match self {
            Face::Green => "#2e7d32",
            Face::Yellow => "#f9a825",
            Face::Red => "#c62828",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// This face's bit in a [`Colours`] set.
    pub fn bit(self) -> u8 {
        1 << self as u8
    }

    pub(super) fn parse(s: &str) -> Option<Face> {
        match s.trim().to_ascii_lowercase().as_str() {
            "green" | "g" => Some(Face::Green),
            "yellow" | "y" => Some(Face::Yellow),
            "red" | "r" => Some(Face::Red),
            _ => None,
        }
    }
}

/// A set of die faces, one bit per [`Face`].
pub type Colours = u8;

/// "Green or Yellow" from a set of faces ("none" for the empty set).
pub fn colours_text(c: Colours) -> String {
    let names: Vec<&str> = Face::ALL
        .iter()
        .filter(|f| c & f.bit() != 0)
        .map(|f| f.name())
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" or ")
    }
}

/// The five Tripod colours, in the order the battle cards list their columns.
pub const TRIPOD_COLOURS: [&str; 5] = ["Green", "Yellow", "Red", "Blue", "Black"];

/// A Tripod colour's short label on a counter (so colours differ without colour).
pub const TRIPOD_LABELS: [&str; 5] = ["G", "Y", "R", "Bl", "Bk"];

/// One zone of the Strategic Map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZoneSpec {
    pub name: String,
    /// The Workforce Value it starts with (its Production counter's number).
    pub workforce: u8,
    /// "Factory symbols show where you can place newly purchased Units."
    pub factory: bool,
    /// "Hills improve your defense during Battles."
    pub hills: bool,
    /// The harbor site's name, if the zone has one.
    pub harbor: Option<String>,
    pub x: i32,
    pub y: i32,
    /// The zones it touches, by index.
    pub adjacent: Vec<u8>,
}

/// What a Battle Plan does (the six the text describes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Plan {
    Kriegspiel,
    Trap,
    LineOfSight,
    ExplosiveShell,
    SurpriseShot,
    Terrain,
}

impl Plan {
    pub const ALL: [Plan; 6] = [
        Plan::Kriegspiel,
        Plan::Trap,
        Plan::LineOfSight,
        Plan::ExplosiveShell,
        Plan::SurpriseShot,
        Plan::Terrain,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Plan::Kriegspiel => "Kriegspiel",
            Plan::Trap => "Trap",
            Plan::LineOfSight => "Line of Sight",
            Plan::ExplosiveShell => "Explosive Shell",
            Plan::SurpriseShot => "Surprise Shot",
            Plan::Terrain => "Terrain",
        }
    }

    /// The text's sentence for the plan.
    pub fn about(self) -> &'static str {
        match self {
            Plan::Kriegspiel => {
                "When a Battle card is drawn, draw a 2nd Battle card and choose which one you want to apply to the Tripods."
            }
            Plan::Trap => "Roll a die. If you roll Green, Damage up to 2 Undamaged Tripods.",
            Plan::LineOfSight => "Re-roll any die.",
            Plan::ExplosiveShell => "After a Gun Attack Damages a Tripod, Destroy the Tripod.",
            Plan::SurpriseShot => {
                "Place on a Gun. The first time the Gun Fires, roll 2 extra dice."
            }
            Plan::Terrain => {
                "Every Gun may Fire 2 times during this round. Each time a Gun is Fired, it will lose 1 level of Earthworks."
            }
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub(super) fn parse(s: &str) -> Option<Plan> {
        let lower = s.trim().to_ascii_lowercase();
        Plan::ALL
            .into_iter()
            .find(|p| p.name().to_ascii_lowercase() == lower)
    }
}

/// One action of a Tripod on a battle card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move: 0 down, 1 down-left, 2 down-right.
    Move(u8),
    Detect,
    Fire,
    Arrival,
    DetectAll,
    DoubleMove,
    FireAll,
    FocusedDetect,
    FocusedFire,
    HighActivity,
}

impl Action {
    const NAMES: [(&'static str, Action); 12] = [
        ("move down", Action::Move(0)),
        ("move down-left", Action::Move(1)),
        ("move down-right", Action::Move(2)),
        ("detect", Action::Detect),
        ("fire", Action::Fire),
        ("arrival", Action::Arrival),
        ("detect all", Action::DetectAll),
        ("double move", Action::DoubleMove),
        ("fire all", Action::FireAll),
        ("focused detect", Action::FocusedDetect),
        ("focused fire", Action::FocusedFire),
        ("high activity", Action::HighActivity),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Action::Move(0) => "Move down",
            Action::Move(1) => "Move down-left",
            Action::Move(_) => "Move down-right",
            Action::Detect => "Detect",
            Action::Fire => "Fire",
            Action::Arrival => "Arrival",
            Action::DetectAll => "Detect All",
            Action::DoubleMove => "Double Move",
            Action::FireAll => "Fire All",
            Action::FocusedDetect => "Focused Detect",
            Action::FocusedFire => "Focused Fire",
            Action::HighActivity => "High Activity",
        }
    }

    /// "Any Martian Action other than “Detect”, “Fire”, or “Move”, is a Special Action."
    pub fn is_special(self) -> bool {
        !matches!(self, Action::Move(_) | Action::Detect | Action::Fire)
    }

    pub(super) fn parse(s: &str) -> Option<Action> {
        let lower = s
            .trim()
            .to_ascii_lowercase()
            .replace(['–', '—'], "-")
            .replace("down left", "down-left")
            .replace("down right", "down-right");
        let lower = if lower == "move" {
            "move down".to_string()
        } else {
            lower
        };
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == lower)
            .map(|(_, a)| *a)
    }
}

/// A Land Battle card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleCard {
    pub name: String,
    /// Each Tripod colour's set-up hex letter (0 = A .. 4 = E).
    pub setup: [u8; 5],
    /// The colours from top to bottom.
    pub order: [u8; 5],
    /// Each colour's actions, in order.
    pub actions: [Vec<Action>; 5],
}

/// The phases of the Sequence of Play, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    Production,
    Battle,
    Devastation,
    HumanAction,
    Escape,
    MartianAction,
    Assembly,
}

impl Phase {
    pub const ALL: [Phase; 7] = [
        Phase::Production,
        Phase::Battle,
        Phase::Devastation,
        Phase::HumanAction,
        Phase::Escape,
        Phase::MartianAction,
        Phase::Assembly,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Phase::Production => "Production",
            Phase::Battle => "Battle",
            Phase::Devastation => "Devastation",
            Phase::HumanAction => "Human Action",
            Phase::Escape => "Escape",
            Phase::MartianAction => "Martian Action",
            Phase::Assembly => "Assembly",
        }
    }

    pub fn next(self) -> Option<Phase> {
        let i = self as usize;
        Phase::ALL.get(i + 1).copied()
    }

    pub(super) fn parse(s: &str) -> Option<Phase> {
        let lower = s.trim().to_ascii_lowercase();
        let lower = lower.strip_suffix(" phase").unwrap_or(&lower);
        Phase::ALL
            .into_iter()
            .find(|p| p.name().to_ascii_lowercase() == lower)
    }
}

/// Where a Wave goes in the Martian Action Phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Movement {
    TowardParis,
    TowardProducing,
    RandomAdjacent,
    Stay,
    RedWeed,
}

/// What befalls a Refugee at a Harbor, or a Freighter in a naval battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flee {
    Escapes,
    Stays,
    NavalBattle,
    WarshipSunk,
    Captured,
}

/// One cell of a die chart: the effects of one colour, each from the chart's vocabulary.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Effect {
    /// A zone (placement charts).
    pub zone: Option<u8>,
    /// Earthworks built.
    pub build: u8,
    /// The Infantry that rolled is Destroyed.
    pub infantry_lost: bool,
    /// The Cavalry that rolled is Destroyed.
    pub cavalry_lost: bool,
    /// The Cavalry that rolled is Captured (a Martian Victory Point).
    pub cavalry_captured: bool,
    /// Battle Plans gained at random.
    pub plans: u8,
    /// Tripods destroyed (in a Cylinder).
    pub destroy: u8,
    /// A Powder Keg placed.
    pub keg: bool,
    /// Points of Damage to a Wave.
    pub damage: u8,
    /// Workforce lost in the zone.
    pub workforce: u8,
    pub flee: Option<Flee>,
    pub movement: Option<Movement>,
    /// A Flying Machine piece assembled.
    pub piece: bool,
    /// The player chooses the Wave's destination.
    pub redirect: bool,
}

/// What a chart's cells may say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Vocabulary {
    Zone,
    Effects(&'static [&'static str]),
}

/// The die charts the rules read, by the `chart` column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chart {
    NewCylinder,
    HandlingMachines,
    CylinderAttack,
    CavalryPlanning,
    CavalryScouting,
    PowderKeg,
    KegBlast,
    EarthworksTable,
    EarthworksExample,
    MartianMovement,
    FlyingMachine,
    RefugeeEscape,
    NavalBattle,
}

impl Chart {
    pub const ALL: [Chart; 13] = [
        Chart::NewCylinder,
        Chart::HandlingMachines,
        Chart::CylinderAttack,
        Chart::CavalryPlanning,
        Chart::CavalryScouting,
        Chart::PowderKeg,
        Chart::KegBlast,
        Chart::EarthworksTable,
        Chart::EarthworksExample,
        Chart::MartianMovement,
        Chart::FlyingMachine,
        Chart::RefugeeEscape,
        Chart::NavalBattle,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Chart::NewCylinder => "New Cylinder Placement",
            Chart::HandlingMachines => "Handling Machines",
            Chart::CylinderAttack => "Cylinder Attack",
            Chart::CavalryPlanning => "Cavalry (Planning)",
            Chart::CavalryScouting => "Cavalry (Scouting)",
            Chart::PowderKeg => "Powder Keg",
            Chart::KegBlast => "Powder Keg Blast",
            Chart::EarthworksTable => "Earthworks (table)",
            Chart::EarthworksExample => "Earthworks (example)",
            Chart::MartianMovement => "Martian Movement",
            Chart::FlyingMachine => "Flying Machine",
            Chart::RefugeeEscape => "Refugee Escape",
            Chart::NavalBattle => "Naval Battle",
        }
    }

    pub(super) fn vocabulary(self) -> Vocabulary {
        use Vocabulary::*;
        match self {
            Chart::NewCylinder | Chart::HandlingMachines => Zone,
            Chart::CylinderAttack => {
                Effects(&["No effect", "Destroy N tripods", "Infantry destroyed"])
            }
            Chart::CavalryPlanning => Effects(&["No effect", "Gain N plans", "Cavalry destroyed"]),
            Chart::CavalryScouting => Effects(&["No effect", "Redirect", "Cavalry captured"]),
            Chart::PowderKeg => Effects(&["No effect", "Place keg", "Infantry destroyed"]),
            Chart::KegBlast => Effects(&["No effect", "N damage", "Workforce -N"]),
            Chart::EarthworksTable | Chart::EarthworksExample => {
                Effects(&["No effect", "Build N", "Infantry destroyed"])
            }
            Chart::MartianMovement => Effects(&[
                "Toward Paris",
                "Toward producing",
                "Random adjacent",
                "Stay",
                "Red Weed",
            ]),
            Chart::FlyingMachine => Effects(&["No effect", "Piece"]),
            Chart::RefugeeEscape => Effects(&["Escapes", "Stays", "Naval battle", "Captured"]),
            Chart::NavalBattle => Effects(&["No effect", "Escapes", "Warship sunk", "Captured"]),
        }
    }
}

/// One row of the Tripod Devastation chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DevastationRow {
    pub face: Face,
    /// The row applies to a Wave of at least this many Tripods.
    pub tripods: u8,
    /// "Heat Ray", "Black Smoke", "Panic".
    pub attack: String,
    pub units: u8,
    pub workforce: u8,
    pub refugees: u8,
    pub human_vp: u8,
    pub martian_vp: u8,
    pub row: usize,
}

/// What an Event card does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventEffect {
    NoEffect,
    Points(i8),
    HumanVp(i8),
    MartianVp(u8),
    Refugees(u8, u8),
    /// Workforce lost in a zone, or in a random Producing Zone.
    Workforce(u8, Option<u8>),
    Infantry(u8, u8),
    Arrival,
    Piece,
    /// "Pay N or …": the player may pay N Production Points instead of the effect.
    PayOr(u8, Box<EventEffect>),
}

/// An Event card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventCard {
    pub name: String,
    /// The phase on the card's back.
    pub phase: Phase,
    pub effect: EventEffect,
    pub text: String,
}

/// The numbers the text needs and does not give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// Producing Zones that earn one Human Victory Point each Production Phase.
    pub zones_per_vp: u8,
    /// Human Victory Points for each Refugee who Escapes.
    pub vp_per_escape: u8,
    /// Production Points to draw a random Harbor.
    pub random_harbor: u8,
    /// Powder Keg counters in the counter mix.
    pub kegs: u8,
    /// Assembly Phases a Cylinder spends with a Handling Machine before it is a Wave.
    pub assembly: u8,
}

/// The Land Battle Board: cells, directions, the set-up hexes and the gun hexes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleBoard {
    pub name: String,
    pub orientation: Orientation,
    pub cells: Vec<Hex>,
    /// Each cell's neighbour down, down-left and down-right, if on the board.
    pub down: Vec<[Option<u8>; 3]>,
    /// Cells of the bottom row (no cell below).
    pub bottom: Vec<bool>,
    /// The cells labelled A to E.
    pub letters: [u8; 5],
    /// Cells with an Artillery Image.
    pub artillery: Vec<u8>,
    /// Steps between every two cells, `dist[a * n + b]`.
    pub dist: Vec<u8>,
    /// Each cell's label as written.
    pub labels: Vec<String>,
    /// Each cell as people read it: "hex C", or "column 2, row 3" counted from the top left.
    pub names: Vec<String>,
}

impl BattleBoard {
    pub fn distance(&self, a: u8, b: u8) -> u8 {
        self.dist[usize::from(a) * self.cells.len() + usize::from(b)]
    }

    pub fn cell_of(&self, hex: Hex) -> Option<u8> {
        self.cells.iter().position(|&h| h == hex).map(|i| i as u8)
    }

    pub fn bottom_cells(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.cells.len() as u8).filter(|&c| self.bottom[usize::from(c)])
    }
}

/// Everything the rules read from a definition, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WotwData {
    pub zones: Vec<ZoneSpec>,
    pub paris: u8,
    /// Steps between every two zones, `zone_dist[a * n + b]` (255: not connected).
    pub zone_dist: Vec<u8>,
    /// Gears by Workforce Value (index 0 is a Destroyed zone).
    pub gears: Vec<u8>,
    pub charts: Vec<[Effect; 3]>,
    /// The row of each chart, for messages.
    pub chart_rows: Vec<usize>,
    pub devastation: Vec<DevastationRow>,
    /// Per range (index 0 is range 1): detect, fire, gun hit.
    pub ranges: Vec<[Colours; 3]>,
    /// The colour of each Tripod counter, by id.
    pub tripods: Vec<u8>,
    /// How many of each Battle Plan the mix holds.
    pub plans: [u8; 6],
    pub battle_cards: Vec<BattleCard>,
    pub events: Vec<EventCard>,
    pub numbers: Numbers,
    pub board: BattleBoard,
}

/// Most zones a map may have.
pub const MAX_ZONES: usize = 60;
/// Highest Workforce Value a zone may start with.
pub const MAX_WORKFORCE: u8 = 20;

impl WotwData {
    pub fn chart(&self, c: Chart) -> &[Effect; 3] {
        &self.charts[c as usize]
    }

    pub fn zone_distance(&self, a: u8, b: u8) -> u8 {
        self.zone_dist[usize::from(a) * self.zones.len() + usize::from(b)]
    }

    pub fn zone_name(&self, z: u8) -> &str {
        self.zones
            .get(usize::from(z))
            .map_or("an unknown zone", |z| z.name.as_str())
    }

    /// The furthest range any chart reaches (a Gun's and a Tripod's range).
    pub fn max_range(&self) -> u8 {
        self.ranges.len() as u8
    }

    /// The Tripod Devastation row for a roll against a Wave of `tripods`.
    pub fn devastation_row(&self, face: Face, tripods: usize) -> Option<&DevastationRow> {
        self.devastation
            .iter()
            .filter(|r| r.face == face && usize::from(r.tripods) <= tripods.max(1))
            .max_by_key(|r| r.tripods)
    }
}
