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

use crate::def::{BoardKind, GameDef};
use crate::hex::{Hex, Layout, Orientation, distance};
use crate::rules::DataError;
use crate::rules::cards::{CardList, keywords};
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

    fn parse(s: &str) -> Option<Face> {
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

fn parse_colours(s: &str) -> Result<Colours, String> {
    let mut set = 0;
    for w in s
        .split(['/', ',', ';', '+', '&'])
        .flat_map(|p| p.split(" or "))
        .map(str::trim)
        .filter(|w| !w.is_empty())
    {
        let lower = w.to_ascii_lowercase();
        if matches!(lower.as_str(), "none" | "-" | "—" | "no") {
            continue;
        }
        let f = Face::parse(w).ok_or_else(|| {
            format!(
                "“{w}” is not a die colour: Green, Yellow or Red (as in “Green/Yellow”), or “none”"
            )
        })?;
        set |= f.bit();
    }
    Ok(set)
}

/// The five Tripod colours, in the order the battle cards list their columns.
pub const TRIPOD_COLOURS: [&str; 5] = ["Green", "Yellow", "Red", "Blue", "Black"];

/// A Tripod colour's short label on a counter (so colours differ without colour).
pub const TRIPOD_LABELS: [&str; 5] = ["G", "Y", "R", "Bl", "Bk"];

fn parse_tripod_colour(s: &str) -> Option<u8> {
    let lower = s.trim().to_ascii_lowercase();
    TRIPOD_COLOURS
        .iter()
        .position(|c| c.to_ascii_lowercase() == lower)
        .map(|i| i as u8)
}

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

    fn parse(s: &str) -> Option<Plan> {
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

    fn parse(s: &str) -> Option<Action> {
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

    fn parse(s: &str) -> Option<Phase> {
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
enum Vocabulary {
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

    fn vocabulary(self) -> Vocabulary {
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

const NUMBERS: [(&str, u8, u8); 5] = [
    ("Producing Zones per Human VP", 1, 20),
    ("Human VP per escaped Refugee", 0, 10),
    ("Random Harbor cost", 0, 50),
    ("Powder Kegs", 0, 30),
    ("Assembly Phases per Cylinder", 1, 10),
];

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

    fn find_zone(zones: &[ZoneSpec], name: &str) -> Option<u8> {
        let lower = name.trim().to_lowercase();
        zones
            .iter()
            .position(|z| z.name.to_lowercase() == lower)
            .map(|i| i as u8)
    }

    /// Reads every table of the definition, refusing a value the rules cannot use with the
    /// table, the row and the column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let zones = read_zones(def)?;
        let Some(paris) = Self::find_zone(&zones, "Paris") else {
            return Err(DataError::part(
                "Zones",
                "no zone is called Paris: the rules need it (“If Paris is Destroyed – You Lose!”)",
            ));
        };
        let n = zones.len();
        let mut zone_dist = vec![u8::MAX; n * n];
        for s in 0..n {
            zone_dist[s * n + s] = 0;
            let mut frontier = vec![s];
            let mut d = 0u8;
            while !frontier.is_empty() {
                d = d.saturating_add(1);
                let mut next = Vec::new();
                for &z in &frontier {
                    for &a in &zones[z].adjacent {
                        let a = usize::from(a);
                        if zone_dist[s * n + a] == u8::MAX {
                            zone_dist[s * n + a] = d;
                            next.push(a);
                        }
                    }
                }
                frontier = next;
            }
        }
        let max_wf = zones.iter().map(|z| z.workforce).max().unwrap_or(1);
        let gears = read_gears(def, max_wf)?;
        let (charts, chart_rows) = read_charts(def, &zones)?;
        let devastation = read_devastation(def)?;
        let ranges = read_ranges(def)?;
        let tripods = read_tripods(def)?;
        let plans = read_plans(def)?;
        let battle_cards = read_battle_cards(def)?;
        let events = read_events(def, &zones)?;
        let numbers = read_numbers(def)?;
        let board = read_board(def)?;
        Ok(Self {
            zones,
            paris,
            zone_dist,
            gears,
            charts,
            chart_rows,
            devastation,
            ranges,
            tripods,
            plans,
            battle_cards,
            events,
            numbers,
            board,
        })
    }
}

fn yes_no(s: &str) -> Option<bool> {
    match s.trim().to_ascii_lowercase().as_str() {
        "yes" | "y" | "true" | "x" | "1" => Some(true),
        "no" | "n" | "false" | "" | "0" | "-" => Some(false),
        _ => None,
    }
}

fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display>(
    s: &str,
    min: T,
    max: T,
    what: &str,
) -> Result<T, String> {
    match s.trim().parse::<T>() {
        Ok(v) if v >= min && v <= max => Ok(v),
        _ => Err(format!(
            "“{s}” is not a whole number from {min} to {max} ({what})"
        )),
    }
}

fn read_zones(def: &GameDef) -> Result<Vec<ZoneSpec>, DataError> {
    let list = CardList::read(
        def,
        "zones",
        "Zones",
        &[
            "name",
            "workforce",
            "factory",
            "hills",
            "harbor",
            "x",
            "y",
            "adjacent",
        ],
        &[],
    )?;
    let mut zones: Vec<ZoneSpec> = Vec::new();
    let mut rows = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let err = |c: &str, r: String| list.error(row, c, r);
        let name = get(0);
        if name.is_empty() {
            return Err(err("name", "a zone needs a name".into()));
        }
        if WotwData::find_zone(&zones, name).is_some() {
            return Err(err("name", format!("“{name}” is named twice")));
        }
        if card.count != 1 {
            return Err(err(
                "count",
                format!("a zone is on the map once, not {} times", card.count),
            ));
        }
        let workforce = number(
            get(1),
            1,
            MAX_WORKFORCE,
            "the Workforce Value it starts with",
        )
        .map_err(|e| err("workforce", e))?;
        let flag = |f: usize, c: &str| {
            yes_no(get(f)).ok_or_else(|| err(c, format!("“{}” is not yes or no", get(f))))
        };
        let factory = flag(2, "factory")?;
        let hills = flag(3, "hills")?;
        let harbor = (!get(4).is_empty()).then(|| get(4).to_string());
        let x =
            number(get(5), -10_000, 10_000, "where the zone is drawn").map_err(|e| err("x", e))?;
        let y =
            number(get(6), -10_000, 10_000, "where the zone is drawn").map_err(|e| err("y", e))?;
        zones.push(ZoneSpec {
            name: name.to_string(),
            workforce,
            factory,
            hills,
            harbor,
            x,
            y,
            adjacent: Vec::new(),
        });
        rows.push((row, get(7).to_string()));
        if zones.len() > MAX_ZONES {
            return Err(err(
                "name",
                format!("a map holds at most {MAX_ZONES} zones"),
            ));
        }
    }
    if zones.len() < 2 {
        return Err(DataError::part("Zones", "the map needs at least two zones"));
    }
    // Adjacency once every name is known; a link listed on one side counts for both.
    for (i, (row, cell)) in rows.iter().enumerate() {
        for name in keywords(cell) {
            let Some(j) = WotwData::find_zone(&zones, name) else {
                return Err(list.error(
                    *row,
                    "adjacent",
                    format!("“{name}” is not a zone of this table"),
                ));
            };
            if usize::from(j) == i {
                return Err(list.error(*row, "adjacent", "a zone is not adjacent to itself"));
            }
            if !zones[i].adjacent.contains(&j) {
                zones[i].adjacent.push(j);
            }
            if !zones[usize::from(j)].adjacent.contains(&(i as u8)) {
                zones[usize::from(j)].adjacent.push(i as u8);
            }
        }
    }
    for (i, z) in zones.iter().enumerate() {
        if z.adjacent.is_empty() {
            return Err(list.error(
                rows[i].0,
                "adjacent",
                format!(
                    "{} touches no zone: Waves and Units could never leave it",
                    z.name
                ),
            ));
        }
    }
    Ok(zones)
}

fn read_gears(def: &GameDef, max_wf: u8) -> Result<Vec<u8>, DataError> {
    let list = CardList::read(
        def,
        "gears",
        "Gears by Workforce",
        &["workforce", "gears"],
        &[],
    )?;
    let mut gears: Vec<Option<u8>> = vec![None; usize::from(MAX_WORKFORCE) + 1];
    gears[0] = Some(0);
    for (row, card) in list.rows() {
        let wf: u8 = number(list.cell(card, 0), 1, MAX_WORKFORCE, "a Workforce Value")
            .map_err(|e| list.error(row, "workforce", e))?;
        let g: u8 = number(list.cell(card, 1), 0, 20, "the Gears shown")
            .map_err(|e| list.error(row, "gears", e))?;
        if gears[usize::from(wf)].is_some() {
            return Err(list.error(row, "workforce", format!("Workforce {wf} is listed twice")));
        }
        gears[usize::from(wf)] = Some(g);
    }
    let mut out = Vec::new();
    for (wf, g) in gears.iter().enumerate().take(usize::from(max_wf) + 1) {
        match g {
            Some(g) => out.push(*g),
            None => {
                return Err(DataError::part(
                    list.part,
                    format!("it has no row for Workforce {wf}, which a zone can show"),
                ));
            }
        }
    }
    Ok(out)
}

/// Reads one chart cell's effects.
fn parse_effect(cell: &str, vocabulary: &'static [&'static str]) -> Result<Effect, String> {
    let mut e = Effect::default();
    let allowed = |k: &str| vocabulary.contains(&k);
    let mut any = false;
    for word in keywords(cell) {
        any = true;
        let lower = word.to_ascii_lowercase();
        let num = |prefix: &str, suffixes: &[&str]| -> Option<Result<u8, String>> {
            let rest = lower.strip_prefix(prefix)?.trim();
            let rest = suffixes
                .iter()
                .find_map(|s| rest.strip_suffix(s))
                .unwrap_or(rest)
                .trim();
            Some(
                rest.parse::<u8>()
                    .ok()
                    .filter(|n| (1..=20).contains(n))
                    .ok_or_else(|| format!("“{word}”: the number must be from 1 to 20")),
            )
        };
        let known = if lower == "no effect" && allowed("No effect") {
            true
        } else if lower == "infantry destroyed" && allowed("Infantry destroyed") {
            e.infantry_lost = true;
            true
        } else if lower == "cavalry destroyed" && allowed("Cavalry destroyed") {
            e.cavalry_lost = true;
            true
        } else if lower == "cavalry captured" && allowed("Cavalry captured") {
            e.cavalry_captured = true;
            true
        } else if lower == "place keg" && allowed("Place keg") {
            e.keg = true;
            true
        } else if lower == "redirect" && allowed("Redirect") {
            e.redirect = true;
            true
        } else if lower == "piece" && allowed("Piece") {
            e.piece = true;
            true
        } else if let (true, Some(n)) = (allowed("Gain N plans"), num("gain ", &["plans", "plan"]))
        {
            e.plans = n?;
            true
        } else if let (true, Some(n)) = (
            allowed("Destroy N tripods"),
            num("destroy ", &["tripods", "tripod"]),
        ) {
            e.destroy = n?;
            true
        } else if let (true, Some(n)) = (allowed("Build N"), num("build ", &["earthworks"])) {
            e.build = n?;
            true
        } else if let (true, Some(n)) = (allowed("Workforce -N"), num("workforce -", &[])) {
            e.workforce = n?;
            true
        } else if allowed("N damage") && lower.ends_with("damage") {
            let n = lower.trim_end_matches("damage").trim();
            e.damage = n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=20).contains(n))
                .ok_or_else(|| format!("“{word}”: the number must be from 1 to 20"))?;
            true
        } else {
            let flee = match lower.as_str() {
                "escapes" => Some(Flee::Escapes),
                "stays" => Some(Flee::Stays),
                "naval battle" => Some(Flee::NavalBattle),
                "warship sunk" => Some(Flee::WarshipSunk),
                "captured" => Some(Flee::Captured),
                _ => None,
            };
            let movement = match lower.as_str() {
                "toward paris" => Some(Movement::TowardParis),
                "toward producing" => Some(Movement::TowardProducing),
                "random adjacent" => Some(Movement::RandomAdjacent),
                "stay" => Some(Movement::Stay),
                "red weed" => Some(Movement::RedWeed),
                _ => None,
            };
            let name_of = |w: &str| vocabulary.iter().any(|v| v.to_ascii_lowercase() == w);
            if let Some(f) = flee.filter(|_| name_of(&lower)) {
                e.flee = Some(f);
                true
            } else if let Some(m) = movement.filter(|_| name_of(&lower)) {
                e.movement = Some(m);
                true
            } else {
                false
            }
        };
        if !known {
            return Err(format!(
                "“{word}” is not an effect of this chart: it may say {}",
                vocabulary.join(", ")
            ));
        }
    }
    if !any {
        return Err(format!(
            "the cell is empty: it may say {}",
            vocabulary.join(", ")
        ));
    }
    if (vocabulary.contains(&"Toward Paris") && e.movement.is_none())
        || (vocabulary.contains(&"Stays") && e.flee.is_none())
    {
        return Err(format!(
            "“{cell}”: it must say one of {}",
            vocabulary.join(", ")
        ));
    }
    Ok(e)
}

fn read_charts(
    def: &GameDef,
    zones: &[ZoneSpec],
) -> Result<(Vec<[Effect; 3]>, Vec<usize>), DataError> {
    let list = CardList::read(
        def,
        "charts",
        "Die charts",
        &["chart", "green", "yellow", "red"],
        &[],
    )?;
    let mut found: Vec<Option<([Effect; 3], usize)>> = vec![None; Chart::ALL.len()];
    for (row, card) in list.rows() {
        let name = list.cell(card, 0);
        let Some(chart) = Chart::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
        else {
            let known: Vec<&str> = Chart::ALL.iter().map(|c| c.name()).collect();
            return Err(list.error(
                row,
                "chart",
                format!(
                    "“{name}” is not a chart the rules read: {}",
                    known.join(", ")
                ),
            ));
        };
        if found[chart as usize].is_some() {
            return Err(list.error(row, "chart", format!("{} is listed twice", chart.name())));
        }
        let mut cells = [Effect::default(); 3];
        for (i, face) in Face::ALL.iter().enumerate() {
            let column = face.name().to_ascii_lowercase();
            let cell = list.cell(card, i + 1);
            cells[i] = match chart.vocabulary() {
                Vocabulary::Zone => {
                    let z = WotwData::find_zone(zones, cell).ok_or_else(|| {
                        list.error(
                            row,
                            &column,
                            format!("“{cell}” is not a zone of the Zones table"),
                        )
                    })?;
                    Effect {
                        zone: Some(z),
                        ..Effect::default()
                    }
                }
                Vocabulary::Effects(v) => {
                    parse_effect(cell, v).map_err(|e| list.error(row, &column, e))?
                }
            };
        }
        found[chart as usize] = Some((cells, row));
    }
    let mut charts = Vec::new();
    let mut rows = Vec::new();
    for (i, f) in found.into_iter().enumerate() {
        match f {
            Some((c, r)) => {
                charts.push(c);
                rows.push(r);
            }
            None => {
                return Err(DataError::part(
                    list.part,
                    format!("it has no row for the {} chart", Chart::ALL[i].name()),
                ));
            }
        }
    }
    Ok((charts, rows))
}

fn read_devastation(def: &GameDef) -> Result<Vec<DevastationRow>, DataError> {
    let list = CardList::read(
        def,
        "devastation",
        "Tripod Devastation",
        &[
            "colour",
            "tripods",
            "attack",
            "units",
            "workforce",
            "refugees",
            "human vp",
            "martian vp",
        ],
        &[],
    )?;
    let mut out: Vec<DevastationRow> = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let face = Face::parse(get(0)).ok_or_else(|| {
            list.error(
                row,
                "colour",
                format!("“{}” is not Green, Yellow or Red", get(0)),
            )
        })?;
        let t = get(1).trim_end_matches('+').trim();
        let tripods: u8 = number(t, 1, 30, "the fewest Tripods in the Wave for this row")
            .map_err(|e| list.error(row, "tripods", e))?;
        if out.iter().any(|r| r.face == face && r.tripods == tripods) {
            return Err(list.error(
                row,
                "tripods",
                format!("{} with {tripods} Tripods is listed twice", face.name()),
            ));
        }
        let attack = get(2).to_string();
        if attack.is_empty() {
            return Err(list.error(
                row,
                "attack",
                "name the attack (Heat Ray, Black Smoke, Panic)",
            ));
        }
        let mut vals = [0u8; 5];
        for (k, col) in ["units", "workforce", "refugees", "human vp", "martian vp"]
            .iter()
            .enumerate()
        {
            vals[k] = number(get(3 + k), 0, 20, col).map_err(|e| list.error(row, col, e))?;
        }
        out.push(DevastationRow {
            face,
            tripods,
            attack,
            units: vals[0],
            workforce: vals[1],
            refugees: vals[2],
            human_vp: vals[3],
            martian_vp: vals[4],
            row,
        });
    }
    for face in Face::ALL {
        if !out.iter().any(|r| r.face == face && r.tripods <= 1) {
            return Err(DataError::part(
                list.part,
                format!(
                    "no {} row applies to a Wave of 1 Tripod: give one “tripods” of 1",
                    face.name()
                ),
            ));
        }
    }
    Ok(out)
}

fn read_ranges(def: &GameDef) -> Result<Vec<[Colours; 3]>, DataError> {
    let list = CardList::read(
        def,
        "ranges",
        "Range chart",
        &["range", "detect", "fire", "gun hit"],
        &[],
    )?;
    let mut rows: Vec<Option<[Colours; 3]>> = vec![None; 6];
    for (row, card) in list.rows() {
        let r: usize = number(list.cell(card, 0), 1, 6, "a range in hexes")
            .map_err(|e| list.error(row, "range", e))?;
        if rows[r - 1].is_some() {
            return Err(list.error(row, "range", format!("range {r} is listed twice")));
        }
        let mut cells = [0; 3];
        for (k, col) in ["detect", "fire", "gun hit"].iter().enumerate() {
            cells[k] =
                parse_colours(list.cell(card, k + 1)).map_err(|e| list.error(row, col, e))?;
        }
        rows[r - 1] = Some(cells);
    }
    let n = rows.iter().take_while(|r| r.is_some()).count();
    if n == 0 || rows[n..].iter().any(Option::is_some) {
        return Err(DataError::part(
            list.part,
            "its ranges must run from 1 without a gap (the text's are 1, 2 and 3)",
        ));
    }
    Ok(rows.into_iter().take(n).flatten().collect())
}

fn read_tripods(def: &GameDef) -> Result<Vec<u8>, DataError> {
    let list = CardList::read(def, "tripods", "Tripod counters", &["colour"], &[])?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let c = parse_tripod_colour(list.cell(card, 0)).ok_or_else(|| {
            list.error(
                row,
                "colour",
                format!(
                    "“{}” is not one of {}",
                    list.cell(card, 0),
                    TRIPOD_COLOURS.join(", ")
                ),
            )
        })?;
        list.add_copies(&mut out, c, row, card.count, 400)?;
    }
    if out.len() < 8 {
        return Err(DataError::part(
            list.part,
            format!(
                "the cup holds {} Tripods: set-up draws 4 for Wave #1 and 4 for the Cylinder",
                out.len()
            ),
        ));
    }
    Ok(out)
}

fn read_plans(def: &GameDef) -> Result<[u8; 6], DataError> {
    let list = CardList::read(def, "battle-plans", "Battle Plan counters", &["name"], &[])?;
    let mut mix = [0u8; 6];
    for (row, card) in list.rows() {
        let p = Plan::parse(list.cell(card, 0)).ok_or_else(|| {
            let known: Vec<&str> = Plan::ALL.iter().map(|p| p.name()).collect();
            list.error(
                row,
                "name",
                format!(
                    "“{}” is not a Battle Plan the rules run: {}",
                    list.cell(card, 0),
                    known.join(", ")
                ),
            )
        })?;
        if card.count > 20 {
            return Err(list.error(row, "count", "at most 20 of a Battle Plan"));
        }
        mix[p.index()] = mix[p.index()].saturating_add(card.count as u8).min(20);
    }
    Ok(mix)
}

fn read_battle_cards(def: &GameDef) -> Result<Vec<BattleCard>, DataError> {
    let list = CardList::read(
        def,
        "battle-cards",
        "Land Battle cards",
        &[
            "name", "setup", "order", "green", "yellow", "red", "blue", "black",
        ],
        &[],
    )?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let name = get(0);
        if name.is_empty() {
            return Err(list.error(row, "name", "a card needs a name"));
        }
        // Set-up: "Green E, Yellow B, …".
        let mut setup = [u8::MAX; 5];
        for part in keywords(get(1)) {
            let mut words = part.split_whitespace();
            let (Some(colour), Some(letter), None) = (words.next(), words.next(), words.next())
            else {
                return Err(list.error(
                    row,
                    "setup",
                    format!("“{part}” is not a colour and a hex letter, as in “Green E”"),
                ));
            };
            let c = parse_tripod_colour(colour).ok_or_else(|| {
                list.error(row, "setup", format!("“{colour}” is not a Tripod colour"))
            })?;
            let l = match letter.to_ascii_uppercase().as_str() {
                "A" => 0,
                "B" => 1,
                "C" => 2,
                "D" => 3,
                "E" => 4,
                _ => {
                    return Err(list.error(
                        row,
                        "setup",
                        format!("“{letter}” is not a hex letter from A to E"),
                    ));
                }
            };
            setup[usize::from(c)] = l;
        }
        if let Some(c) = setup.iter().position(|&l| l == u8::MAX) {
            return Err(list.error(
                row,
                "setup",
                format!("it gives no hex for the {} Tripods", TRIPOD_COLOURS[c]),
            ));
        }
        let mut order = Vec::new();
        for w in keywords(get(2)) {
            let c = parse_tripod_colour(w)
                .ok_or_else(|| list.error(row, "order", format!("“{w}” is not a Tripod colour")))?;
            if order.contains(&c) {
                return Err(list.error(row, "order", format!("{w} is listed twice")));
            }
            order.push(c);
        }
        let Ok(order) = <[u8; 5]>::try_from(order) else {
            return Err(list.error(
                row,
                "order",
                format!(
                    "list the five colours from top to bottom: {}",
                    TRIPOD_COLOURS.join(", ")
                ),
            ));
        };
        let mut actions: [Vec<Action>; 5] = Default::default();
        for (c, column) in ["green", "yellow", "red", "blue", "black"]
            .iter()
            .enumerate()
        {
            for w in keywords(get(3 + c)) {
                if w.eq_ignore_ascii_case("none") || w == "-" {
                    continue;
                }
                let a = Action::parse(w).ok_or_else(|| {
                    list.error(
                        row,
                        column,
                        format!(
                            "“{w}” is not a Martian Action: Move down, Move down-left, Move down-right, Detect, Fire, Arrival, Detect All, Double Move, Fire All, Focused Detect, Focused Fire, High Activity"
                        ),
                    )
                })?;
                actions[c].push(a);
            }
        }
        let spec = BattleCard {
            name: name.to_string(),
            setup,
            order,
            actions,
        };
        list.add_copies(&mut out, spec, row, card.count, 500)?;
    }
    if out.len() < 2 {
        return Err(DataError::part(
            list.part,
            "the deck needs at least 2 cards (Kriegspiel draws a second)",
        ));
    }
    Ok(out)
}

fn parse_event(s: &str, zones: &[ZoneSpec]) -> Result<EventEffect, String> {
    let t = s.trim();
    let lower = t.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("pay ") {
        let (n, tail) = rest
            .split_once(" or ")
            .ok_or_else(|| format!("“{t}”: write “Pay N or …”"))?;
        let n: u8 = number(n, 1, 99, "Production Points to pay")?;
        let inner = parse_event(&t[t.len() - tail.len()..], zones)?;
        if matches!(inner, EventEffect::PayOr(..)) {
            return Err(format!("“{t}”: one “Pay … or” per card"));
        }
        return Ok(EventEffect::PayOr(n, Box::new(inner)));
    }
    let signed = |rest: &str, what: &str| -> Result<i8, String> {
        let r = rest.trim().replace(' ', "");
        r.parse::<i8>()
            .ok()
            .filter(|n| *n != 0 && (-30..=30).contains(n))
            .ok_or_else(|| format!("“{t}”: {what} takes a number such as +2 or -1"))
    };
    // "Refugees +N Zone" and the like: a number, then a zone. Each effect goes one way only
    // (Refugees and Infantry arrive, Workforce is lost): a sign the other way is refused, never
    // read as its opposite.
    let counted_zone = |rest: &str, sign: char| -> Result<(u8, Option<u8>), String> {
        let rest = rest.trim();
        let (n, zone) = rest.split_once(' ').unwrap_or((rest, ""));
        let other = if sign == '+' { '-' } else { '+' };
        if n.starts_with(other) {
            return Err(format!(
                "“{t}”: this effect only goes one way ({sign}N); write {sign}{} or another effect",
                n.trim_start_matches(other)
            ));
        }
        let n: u8 = n
            .trim_start_matches(sign)
            .parse()
            .ok()
            .filter(|n| (1..=20).contains(n))
            .ok_or_else(|| format!("“{t}”: the number must be from 1 to 20"))?;
        let zone = zone.trim();
        if zone.is_empty() || zone.eq_ignore_ascii_case("random") {
            return Ok((n, None));
        }
        let z = WotwData::find_zone(zones, zone)
            .ok_or_else(|| format!("“{zone}” is not a zone of the Zones table"))?;
        Ok((n, Some(z)))
    };
    if lower == "no effect" {
        Ok(EventEffect::NoEffect)
    } else if lower == "arrival" {
        Ok(EventEffect::Arrival)
    } else if lower.starts_with("flying machine") {
        Ok(EventEffect::Piece)
    } else if let Some(r) = lower.strip_prefix("pp ") {
        signed(r, "PP").map(EventEffect::Points)
    } else if let Some(r) = lower.strip_prefix("human vp ") {
        signed(r, "Human VP").map(EventEffect::HumanVp)
    } else if let Some(r) = lower.strip_prefix("martian vp ") {
        let n = signed(r, "Martian VP")?;
        if n < 0 {
            return Err(format!("“{t}”: Martian Victory Points are only gained"));
        }
        Ok(EventEffect::MartianVp(n as u8))
    } else if lower.starts_with("refugees ") {
        let (n, z) = counted_zone(&t["refugees ".len()..], '+')?;
        let z = z.ok_or_else(|| format!("“{t}”: name the zone the Refugees arrive in"))?;
        Ok(EventEffect::Refugees(n, z))
    } else if lower.starts_with("infantry ") {
        let (n, z) = counted_zone(&t["infantry ".len()..], '+')?;
        let z = z.ok_or_else(|| format!("“{t}”: name the zone the Infantry arrive in"))?;
        Ok(EventEffect::Infantry(n, z))
    } else if lower.starts_with("workforce ") {
        let (n, z) = counted_zone(&t["workforce ".len()..], '-')?;
        Ok(EventEffect::Workforce(n, z))
    } else {
        Err(format!(
            "“{t}” is not an event effect: No effect, PP +N, PP -N, Human VP +N, Human VP -N, Martian VP +N, Refugees +N Zone, Infantry +N Zone, Workforce -N Zone (or random), Arrival, Flying Machine +1, or “Pay N or …” before one of them"
        ))
    }
}

fn read_events(def: &GameDef, zones: &[ZoneSpec]) -> Result<Vec<EventCard>, DataError> {
    let list = CardList::read(
        def,
        "events",
        "Event cards",
        &["name", "phase", "effect"],
        &["text"],
    )?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let name = get(0);
        if name.is_empty() {
            return Err(list.error(row, "name", "a card needs a name"));
        }
        let phase = Phase::parse(get(1)).ok_or_else(|| {
            let known: Vec<&str> = Phase::ALL.iter().map(|p| p.name()).collect();
            list.error(
                row,
                "phase",
                format!("“{}” is not a phase: {}", get(1), known.join(", ")),
            )
        })?;
        let effect = parse_event(get(2), zones).map_err(|e| list.error(row, "effect", e))?;
        let spec = EventCard {
            name: name.to_string(),
            phase,
            effect,
            text: get(3).to_string(),
        };
        list.add_copies(&mut out, spec, row, card.count, 500)?;
    }
    if out.is_empty() {
        return Err(DataError::part(
            list.part,
            "the deck needs at least one card",
        ));
    }
    Ok(out)
}

fn read_numbers(def: &GameDef) -> Result<Numbers, DataError> {
    let list = CardList::read(def, "rule-numbers", "Rule numbers", &["name", "value"], &[])?;
    let mut vals: [Option<u8>; 5] = [None; 5];
    for (row, card) in list.rows() {
        let name = list.cell(card, 0);
        let Some(i) = NUMBERS
            .iter()
            .position(|(n, _, _)| n.eq_ignore_ascii_case(name))
        else {
            let known: Vec<&str> = NUMBERS.iter().map(|(n, _, _)| *n).collect();
            return Err(list.error(
                row,
                "name",
                format!(
                    "“{name}” is not a number the rules read: {}",
                    known.join(", ")
                ),
            ));
        };
        let (_, min, max) = NUMBERS[i];
        vals[i] = Some(
            number(list.cell(card, 1), min, max, NUMBERS[i].0)
                .map_err(|e| list.error(row, "value", e))?,
        );
    }
    let mut out = [0u8; 5];
    for (i, v) in vals.iter().enumerate() {
        out[i] = v.ok_or_else(|| {
            DataError::part(list.part, format!("it has no row “{}”", NUMBERS[i].0))
        })?;
    }
    Ok(Numbers {
        zones_per_vp: out[0],
        vp_per_escape: out[1],
        random_harbor: out[2],
        kegs: out[3],
        assembly: out[4],
    })
}

/// The board's name in messages.
const BOARD: &str = "Land Battle Board";

fn read_board(def: &GameDef) -> Result<BattleBoard, DataError> {
    let Some(board) = def.board("land-battle") else {
        return Err(DataError::part(
            BOARD,
            "the game has no hex board with the id “land-battle”: Land Battles are fought on it",
        ));
    };
    let BoardKind::Hex(map) = &board.kind else {
        return Err(DataError::part(BOARD, "it must be a hex board"));
    };
    let cells = map.shape.cells(map.orientation);
    if cells.len() > 200 || cells.len() < 6 {
        return Err(DataError::part(
            BOARD,
            format!("it has {} cells; it needs from 6 to 200", cells.len()),
        ));
    }
    let layout = Layout {
        orientation: map.orientation,
        size: 1.0,
    };
    let centres: Vec<(f32, f32)> = cells.iter().map(|&h| layout.centre(h)).collect();
    let index = |h: Hex| cells.iter().position(|&c| c == h).map(|i| i as u8);
    let mut down = Vec::with_capacity(cells.len());
    let mut bottom = Vec::with_capacity(cells.len());
    for (i, &h) in cells.iter().enumerate() {
        let (x, y) = centres[i];
        let mut d = [None; 3];
        for n in crate::hex::neighbours(h) {
            let Some(j) = index(n) else { continue };
            let (nx, ny) = centres[usize::from(j)];
            let (dx, dy) = (nx - x, ny - y);
            if dy <= 0.01 {
                continue;
            }
            if dx.abs() < 0.01 {
                d[0] = Some(j);
            } else if dx < 0.0 {
                d[1] = Some(j);
            } else {
                d[2] = Some(j);
            }
        }
        bottom.push(d[0].is_none());
        down.push(d);
    }
    let mut letters = [u8::MAX; 5];
    let mut artillery = Vec::new();
    let mut labels = vec![String::new(); cells.len()];
    for cell in &map.cells {
        let Some(i) = index(cell.hex) else { continue };
        if let Some(l) = cell.label.as_deref().map(str::trim) {
            let k = match l.to_ascii_uppercase().as_str() {
                "A" => Some(0),
                "B" => Some(1),
                "C" => Some(2),
                "D" => Some(3),
                "E" => Some(4),
                _ => None,
            };
            if let Some(k) = k {
                if letters[k] != u8::MAX {
                    return Err(DataError::part(
                        BOARD,
                        format!("two cells are labelled {l}: the Tripods set up in one"),
                    ));
                }
                letters[k] = i;
            }
            labels[usize::from(i)] = l.to_string();
        }
        if cell.terrain.as_deref() == Some("artillery") {
            artillery.push(i);
        }
    }
    if let Some(k) = letters.iter().position(|&l| l == u8::MAX) {
        return Err(DataError::part(
            BOARD,
            format!(
                "no cell is labelled {}: the battle cards place Tripods on hexes A to E",
                ["A", "B", "C", "D", "E"][k]
            ),
        ));
    }
    if artillery.is_empty() {
        return Err(DataError::part(
            BOARD,
            "no cell has the terrain “artillery”: each Gun is placed in a Hex with an Artillery Image",
        ));
    }
    if let Some(&a) = artillery.iter().find(|&&a| bottom[usize::from(a)]) {
        let h = cells[usize::from(a)];
        return Err(DataError::part(
            BOARD,
            format!(
                "the artillery cell ({}, {}) is in the bottom row, where every Tripod leaves the battle",
                h.x, h.y
            ),
        ));
    }
    // Columns from the left by their centres' x; rows down each column by y.
    let mut xs: Vec<f32> = Vec::new();
    for &(x, _) in &centres {
        if !xs.iter().any(|v| (v - x).abs() < 0.01) {
            xs.push(x);
        }
    }
    xs.sort_by(f32::total_cmp);
    let names = (0..cells.len())
        .map(|i| {
            let label = &labels[i];
            if letters.contains(&(i as u8)) {
                return format!("hex {label}");
            }
            let (x, y) = centres[i];
            let col = xs.iter().position(|v| (v - x).abs() < 0.01).unwrap_or(0) + 1;
            let row = 1 + centres
                .iter()
                .filter(|(ox, oy)| (ox - x).abs() < 0.01 && *oy < y - 0.01)
                .count();
            format!("column {col}, row {row}")
        })
        .collect();
    let n = cells.len();
    let mut dist = vec![0u8; n * n];
    for a in 0..n {
        for b in 0..n {
            dist[a * n + b] = distance(cells[a], cells[b]).min(255) as u8;
        }
    }
    Ok(BattleBoard {
        name: board.name.clone(),
        orientation: map.orientation,
        cells,
        down,
        bottom,
        letters,
        artillery,
        dist,
        labels,
        names,
    })
}
