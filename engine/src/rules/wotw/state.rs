//! The state of a War of the Worlds table: the Strategic Map, the Progress Track, the Tripod
//! Staging Areas and the cup, the decks, and where the Sequence of Play stands; set-up, the
//! victory conditions, and the one entry point that makes a decision ([`Wotw::apply`]).
//!
//! The Martians are not a seat: every Martian step is the engine's, driven by the table's seeded
//! generator. The player (seat 0) decides; between decisions the engine runs the phases
//! ([`Wotw::run`]) until the player has a choice to make or the game is over. A decision with
//! only one possible answer is made for the player.

use std::sync::Arc;

use super::data::{Face, Phase, TRIPOD_COLOURS, WotwData};
use super::moves::{GunKind, Unit};
use super::variants::{DestroyedTripods, Variants};
use crate::rules::{LogEntry, Outcome, Winners};
use crate::table::Rng;

/// A Gun counter, by a number it keeps for the whole game.
pub type GunId = u16;
/// A Tripod counter, by its place in the Tripod counters table.
pub type TripodId = u16;

/// The five Waves (and Tripod Staging Areas).
pub const WAVES: usize = 5;
/// "Randomly draw 4 Tripod counters from the cup."
pub const TRIPODS_PER_WAVE: usize = 4;
/// The Production Points track's x1 and x10 counters reach 99.
pub const MAX_POINTS: i32 = 99;
/// "Up to 4 total Earthworks can be placed on each Gun."
pub const MAX_EARTHWORKS: u8 = 4;
/// Unit and other costs the text gives, in Production Points.
pub const COST_INFANTRY: i32 = 6;
pub const COST_CAVALRY: i32 = 6;
pub const COST_FIELD_GUN: i32 = 9;
pub const COST_SIEGE_GUN: i32 = 16;
pub const COST_INDUSTRIAL: i32 = 2;
pub const COST_CHOSEN_HARBOR: i32 = 4;
pub const COST_MOVE: i32 = 3;
pub const COST_RANDOM_PLAN: i32 = 5;
pub const COST_CHOSEN_PLAN: i32 = 10;
pub const COST_WARSHIP: i32 = 2;
/// "You can have up to 4 Industrial counters on the map."
pub const MAX_INDUSTRIAL: usize = 4;
/// Germ counter values at which Waves #3, #4 and #5 arrive.
pub const WAVE_GERMS: [i32; 3] = [3, 6, 9];
/// "If the Martians assemble all 4 pieces of the Flying Machine – You Lose!"
pub const FLYING_MACHINE: i32 = 4;
/// A safeguard, not a rule: a land battle still going after this many rounds is broken off.
pub const MAX_BATTLE_ROUNDS: u32 = 40;

/// The victory conditions, "checked in the following order".
pub const ENDS: [(&str, bool); 5] = [
    ("no Wave or Cylinder is left on the Strategic Map", true),
    ("the Human Germ counter reached 10", true),
    ("the Martian Colonization counter reached 10", false),
    ("Paris is Destroyed", false),
    (
        "the Martians assembled all 4 pieces of the Flying Machine",
        false,
    ),
];

/// A Wave counter (or the Cylinder it comes from).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveAt {
    /// Not yet on the map.
    Waiting,
    /// A Cylinder in a zone, with the Assembly Phases it has spent with a Handling Machine.
    Cylinder { zone: u8, progress: u8 },
    /// A Wave counter in a zone.
    Wave { zone: u8 },
    /// Removed: every Tripod Destroyed.
    Gone,
}

/// A Gun on the map (or on the battle board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gun {
    pub id: GunId,
    pub kind: GunKind,
    pub zone: u8,
    pub earthworks: u8,
    /// Has moved or acted this Human Action Phase.
    pub acted: bool,
}

/// A Tripod in a Staging Area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tripod {
    pub id: TripodId,
    pub damaged: bool,
}

/// A zone of the Strategic Map as it stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ZoneState {
    /// The Production counter's Workforce Value (0 once Destroyed).
    pub workforce: u8,
    pub destroyed: bool,
    pub red_weed: bool,
    pub harbor: bool,
    pub industrial: bool,
    pub kegs: u8,
    /// Infantry, Cavalry, Refugees.
    pub units: [u16; 3],
    /// Of those, how many have moved or acted this Human Action Phase.
    pub acted: [u16; 3],
}

/// Where the Sequence of Play stands between decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The phase's Event Check.
    EventCheck,
    /// An Event card asks: pay, or suffer it (decision).
    EventPay,
    /// Production Points and Human Victory Points are gained.
    Gain,
    /// Purchases and paid movement (decision).
    Production,
    /// The next Land Battle, or the end of the phase.
    BattleNext,
    /// Which Wave to battle next (decision).
    ChooseBattle,
    /// A Land Battle under way (see [`super::battle`]).
    Battle,
    /// The next Wave's Devastation.
    DevNext,
    /// Which Unit the Devastation takes (decision).
    DevUnits,
    /// Moves and Infantry actions (decision).
    HumanAction,
    /// Warships for the Freighters (decision).
    Warships,
    /// Refugees at Harbors roll; the Refugee limit; new Waves.
    EscapeRolls,
    /// The next Wave's move.
    MartianNext,
    /// Cavalry turns the Wave (decision).
    Redirect,
    /// A Powder Keg's damage to share among the Wave's Tripods (decision).
    AssignDamage,
    /// Cylinders become Waves; the Flying Machine.
    Assembly,
}

/// The Devastation of one Wave under way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DevCursor {
    /// The Wave whose turn it is (the next to devastate).
    pub wave: u8,
    /// The chart row being applied.
    pub row: usize,
    /// Units still to lose.
    pub left: u8,
}

/// A Wave being turned or damaged in the Martian Action Phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveCursor {
    pub wave: u8,
    /// Where the Wave goes.
    pub dest: u8,
    /// Points of Damage still to assign.
    pub damage: u8,
}

/// A War of the Worlds table.
#[derive(Clone, Debug)]
pub struct Wotw {
    pub(super) data: Arc<WotwData>,
    pub(super) variants: Variants,
    pub(super) rng: Rng,
    pub(super) record: bool,
    pub(super) log: Vec<LogEntry>,
    pub(super) outcome: Option<Outcome>,
    pub(super) round: u32,
    pub(super) phase: Phase,
    pub(super) step: Step,
    // The Progress Track.
    pub(super) points: i32,
    pub(super) human_vp: i32,
    pub(super) germs: i32,
    pub(super) martian_vp: i32,
    pub(super) colonization: i32,
    pub(super) pieces: i32,
    // The map.
    pub(super) zones: Vec<ZoneState>,
    pub(super) guns: Vec<Gun>,
    pub(super) next_gun: GunId,
    pub(super) waves: [WaveAt; WAVES],
    pub(super) staging: [Vec<Tripod>; WAVES],
    /// Tripods in the cup, by id.
    pub(super) cup: Vec<TripodId>,
    /// Destroyed Tripods out of the game (only with that variant).
    pub(super) removed: Vec<TripodId>,
    /// The Harbor counters still in the cup, by their site's zone.
    pub(super) harbor_cup: Vec<u8>,
    /// The Handling Machines, by colour (Green, Yellow, Red): their zones.
    pub(super) machines: [u8; 3],
    pub(super) kegs_free: u8,
    // Decks: top last.
    pub(super) events: Vec<u16>,
    pub(super) event_discard: Vec<u16>,
    pub(super) last_event: Option<u16>,
    pub(super) pay_event: Option<u16>,
    pub(super) battle_deck: Vec<u16>,
    pub(super) battle_discard: Vec<u16>,
    // Phase cursors.
    pub(super) battle: Option<Box<super::battle::Battle>>,
    pub(super) fought: [bool; WAVES],
    pub(super) dev: DevCursor,
    pub(super) moving: MoveCursor,
    pub(super) warships: u8,
    /// Waves #3, #4 and #5 have been placed.
    pub(super) arrived: [bool; 3],
    /// The last roll, for the dice tray.
    pub(super) last_roll: Vec<Face>,
    /// Faces the next rolls show, first first (tests set up the rolls a rule sentence names).
    #[cfg(test)]
    pub(super) forced: std::collections::VecDeque<Face>,
}

impl Wotw {
    // ----- reading the table -----

    pub fn data(&self) -> &WotwData {
        &self.data
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }
    pub fn points(&self) -> i32 {
        self.points
    }
    pub fn human_vp(&self) -> i32 {
        self.human_vp
    }
    pub fn germs(&self) -> i32 {
        self.germs
    }
    pub fn martian_vp(&self) -> i32 {
        self.martian_vp
    }
    pub fn colonization(&self) -> i32 {
        self.colonization
    }
    pub fn pieces(&self) -> i32 {
        self.pieces
    }
    /// A zone's state (a Destroyed, empty one for an index off the map).
    pub fn zone(&self, z: u8) -> &ZoneState {
        static OFF_MAP: ZoneState = ZoneState {
            workforce: 0,
            destroyed: true,
            red_weed: false,
            harbor: false,
            industrial: false,
            kegs: 0,
            units: [0; 3],
            acted: [0; 3],
        };
        self.zones.get(usize::from(z)).unwrap_or(&OFF_MAP)
    }
    pub fn zones(&self) -> &[ZoneState] {
        &self.zones
    }
    pub fn guns(&self) -> &[Gun] {
        &self.guns
    }
    pub fn wave(&self, w: usize) -> WaveAt {
        self.waves.get(w).copied().unwrap_or(WaveAt::Gone)
    }
    pub fn staging(&self, w: usize) -> &[Tripod] {
        self.staging.get(w).map_or(&[], Vec::as_slice)
    }
    pub fn cup(&self) -> &[TripodId] {
        &self.cup
    }
    pub fn removed(&self) -> &[TripodId] {
        &self.removed
    }
    pub fn battle(&self) -> Option<&super::battle::Battle> {
        self.battle.as_deref()
    }
    pub fn machines(&self) -> [u8; 3] {
        self.machines
    }
    pub fn last_roll(&self) -> &[Face] {
        &self.last_roll
    }
    pub fn kegs_free(&self) -> u8 {
        self.kegs_free
    }
    pub fn harbor_cup(&self) -> &[u8] {
        &self.harbor_cup
    }
    pub fn warships(&self) -> u8 {
        self.warships
    }
    /// The top Event card (its back shows a phase), if the deck has one.
    pub fn event_top(&self) -> Option<u16> {
        self.events.last().copied()
    }
    pub fn last_event(&self) -> Option<u16> {
        self.last_event
    }
    pub fn events_left(&self) -> usize {
        self.events.len()
    }
    pub fn battle_cards_left(&self) -> usize {
        self.battle_deck.len()
    }
    pub fn zone_name(&self, z: u8) -> &str {
        self.data.zone_name(z)
    }
    pub fn tripod_colour(&self, t: TripodId) -> u8 {
        self.data.tripods.get(usize::from(t)).copied().unwrap_or(0)
    }
    pub fn tripod_name(&self, t: TripodId) -> &'static str {
        TRIPOD_COLOURS[usize::from(self.tripod_colour(t))]
    }
    /// Where the Wave moving now heads.
    pub fn heading(&self) -> u8 {
        self.moving.dest
    }
    /// A Tripod in a Staging Area.
    pub fn staging_of(&self, t: TripodId) -> Option<&Tripod> {
        self.staging.iter().flatten().find(|x| x.id == t)
    }
    pub fn gun(&self, id: GunId) -> Option<&Gun> {
        self.guns.iter().find(|g| g.id == id)
    }

    /// "Zones that are Destroyed or have Red Weed are referred to as Non-Producing Zones";
    /// "Zones with 1 or more Gears are referred to as Producing Zones."
    pub fn producing(&self, z: u8) -> bool {
        self.gears(z) > 0
    }

    /// The Gears a zone's Production counter shows (none once Destroyed or under Red Weed).
    pub fn gears(&self, z: u8) -> u8 {
        let s = self.zone(z);
        if s.destroyed || s.red_weed {
            return 0;
        }
        self.data
            .gears
            .get(usize::from(s.workforce))
            .copied()
            .unwrap_or(0)
    }

    /// "You cannot place Units in a Zone if that Zone is Destroyed or has Red Weed."
    pub fn can_place(&self, z: u8) -> bool {
        let s = self.zone(z);
        !s.destroyed && !s.red_weed
    }

    /// The zone of a Wave or Cylinder counter on the map.
    pub fn wave_zone(&self, w: usize) -> Option<u8> {
        match self.waves.get(w).copied().unwrap_or(WaveAt::Gone) {
            WaveAt::Wave { zone } | WaveAt::Cylinder { zone, .. } => Some(zone),
            _ => None,
        }
    }

    /// Whether this Wave's counter is on the map as a Wave (not a Cylinder).
    pub fn is_wave(&self, w: usize) -> bool {
        matches!(self.waves.get(w), Some(WaveAt::Wave { .. }))
    }

    pub fn is_cylinder(&self, w: usize) -> bool {
        matches!(self.waves.get(w), Some(WaveAt::Cylinder { .. }))
    }

    /// Every Tripod id where it is: the cup, a Staging Area, the battle board, out of the game.
    pub fn all_tripods(&self) -> Vec<TripodId> {
        let mut all: Vec<TripodId> = self.cup.clone();
        all.extend(self.removed.iter().copied());
        for s in &self.staging {
            all.extend(s.iter().map(|t| t.id));
        }
        if let Some(b) = &self.battle {
            all.extend(b.tripods.iter().map(|t| t.id));
            all.extend(b.waiting.iter().map(|t| t.id));
        }
        all
    }

    /// The victory conditions that hold now, in the written order.
    pub fn ends_met(&self) -> Vec<usize> {
        let mut out = Vec::new();
        if (0..WAVES).all(|w| self.wave_zone(w).is_none()) {
            out.push(0);
        }
        if self.germs >= 10 {
            out.push(1);
        }
        if self.colonization >= 10 {
            out.push(2);
        }
        if self.zone(self.data.paris).destroyed {
            out.push(3);
        }
        if self.pieces >= FLYING_MACHINE {
            out.push(4);
        }
        out
    }

    // ----- changing the table -----

    pub(super) fn say(&mut self, text: String) {
        if self.record {
            self.log.push(LogEntry {
                round: self.round,
                player: None,
                text,
                dice: Vec::new(),
            });
        }
    }

    /// Logs lazily: the text is only made when the log is kept.
    pub(super) fn say_with(&mut self, f: impl FnOnce(&Self) -> String) {
        if self.record {
            let text = f(self);
            self.say(text);
        }
    }

    fn die(&mut self) -> Face {
        #[cfg(test)]
        if let Some(f) = self.forced.pop_front() {
            return f;
        }
        Face::roll(&mut self.rng)
    }

    /// One roll of the custom die.
    pub(super) fn roll(&mut self) -> Face {
        let f = self.die();
        if self.record {
            self.last_roll.clear();
            self.last_roll.push(f);
        }
        f
    }

    /// Several dice rolled together.
    pub(super) fn roll_many(&mut self, n: usize) -> Vec<Face> {
        let faces: Vec<Face> = (0..n).map(|_| self.die()).collect();
        if self.record {
            self.last_roll = faces.clone();
        }
        faces
    }

    pub(super) fn placement(&self, face: Face) -> u8 {
        self.data.chart(super::data::Chart::NewCylinder)[face.index()]
            .zone
            .unwrap_or(self.data.paris)
    }

    /// Up to 4 random Tripods from the cup into a Staging Area.
    pub(super) fn fill_staging(&mut self, w: usize) {
        for _ in 0..TRIPODS_PER_WAVE {
            if let Some(t) = self.draw_tripod() {
                self.staging[w].push(Tripod {
                    id: t,
                    damaged: false,
                });
            }
        }
    }

    /// A random Tripod from the cup (the cup is shuffled when one goes back into it).
    pub(super) fn draw_tripod(&mut self) -> Option<TripodId> {
        if self.cup.is_empty() {
            return None;
        }
        let i = self.rng.index(self.cup.len());
        Some(self.cup.swap_remove(i))
    }

    /// A Destroyed Tripod leaves play: back to the cup, or out of the game (variant).
    pub(super) fn tripod_destroyed(&mut self, t: TripodId) {
        match self.variants.destroyed_tripods {
            DestroyedTripods::BackToCup => self.cup.push(t),
            DestroyedTripods::OutOfGame => self.removed.push(t),
        }
    }

    pub(super) fn staging_words(&self, w: usize) -> String {
        let names: Vec<String> = self.staging[w]
            .iter()
            .map(|t| {
                format!(
                    "{}{}",
                    self.tripod_name(t.id),
                    if t.damaged { " (Damaged)" } else { "" }
                )
            })
            .collect();
        if names.is_empty() {
            "no Tripods".into()
        } else {
            format!("Tripods {}", names.join(", "))
        }
    }

    /// Production Points move on the track, never below 0 nor past 99.
    pub(super) fn add_points(&mut self, n: i32) {
        self.points = (self.points + n).clamp(0, MAX_POINTS);
    }

    /// Human Victory Points, the Germ counter as the tens: "If you are at 0 Human Victory Points
    /// and 0 Germ Points, do not lower your Victory Points any further."
    pub(super) fn add_human_vp(&mut self, n: i32) {
        if self.outcome.is_some() || n == 0 {
            return;
        }
        let total = (self.germs * 10 + self.human_vp + n).max(0);
        self.germs = (total / 10).min(10);
        self.human_vp = if self.germs >= 10 { 0 } else { total % 10 };
        self.check_victory();
    }

    /// Martian Victory Points: each 10 advance the Colonization counter.
    pub(super) fn add_martian_vp(&mut self, n: i32) {
        if self.outcome.is_some() || n <= 0 {
            return;
        }
        let total = self.colonization * 10 + self.martian_vp + n;
        self.colonization = (total / 10).min(10);
        self.martian_vp = if self.colonization >= 10 {
            0
        } else {
            total % 10
        };
        self.check_victory();
    }

    pub(super) fn add_piece(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        self.pieces = (self.pieces + 1).min(FLYING_MACHINE);
        self.say(format!(
            "The Martians assemble a piece of the Flying Machine ({} of {FLYING_MACHINE})",
            self.pieces
        ));
        self.check_victory();
    }

    /// Units Captured: a Martian Victory Point each.
    pub(super) fn capture(&mut self, z: u8, unit: Unit, n: u16) {
        let s = &mut self.zones[usize::from(z)];
        let n = n.min(s.units[unit.index()]);
        if n == 0 {
            return;
        }
        s.units[unit.index()] -= n;
        s.acted[unit.index()] = s.acted[unit.index()].min(s.units[unit.index()]);
        self.say_with(|g| {
            format!(
                "{n} {} Captured in {} (+{n} Martian VP)",
                if n == 1 { unit.name() } else { unit.plural() },
                g.zone_name(z)
            )
        });
        self.add_martian_vp(i32::from(n));
    }

    /// Units Destroyed (no Martian Victory Points).
    pub(super) fn destroy_units(&mut self, z: u8, unit: Unit, n: u16) {
        let s = &mut self.zones[usize::from(z)];
        let n = n.min(s.units[unit.index()]);
        s.units[unit.index()] -= n;
        s.acted[unit.index()] = s.acted[unit.index()].min(s.units[unit.index()]);
    }

    /// A zone becomes Destroyed: its Production counter, Harbor and Industrial counter go.
    pub(super) fn destroy_zone(&mut self, z: u8) {
        if self.outcome.is_some() {
            return;
        }
        let s = &mut self.zones[usize::from(z)];
        if s.destroyed {
            return;
        }
        s.destroyed = true;
        s.workforce = 0;
        let harbor = std::mem::take(&mut s.harbor);
        let industrial = std::mem::take(&mut s.industrial);
        self.say_with(|g| {
            let mut t = format!("{} is Destroyed", g.zone_name(z));
            if harbor {
                t.push_str("; its Harbor is removed");
            }
            if industrial {
                t.push_str("; its Industrial counter is Destroyed");
            }
            t
        });
        self.check_victory();
    }

    /// A zone loses Workforce; at 0 it is Destroyed. Returns whether it was Destroyed now.
    pub(super) fn lose_workforce(&mut self, z: u8, n: u8) -> bool {
        let s = &mut self.zones[usize::from(z)];
        if s.destroyed || n == 0 {
            return false;
        }
        let from = s.workforce;
        s.workforce = s.workforce.saturating_sub(n);
        let to = s.workforce;
        self.say_with(|g| format!("{} loses Workforce: {from} → {to}", g.zone_name(z)));
        if to == 0 {
            self.destroy_zone(z);
            true
        } else {
            false
        }
    }

    /// Waves and Cylinders whose Tripods are all Destroyed are removed from the map (not the
    /// Wave in a battle: its Tripods are on the battle board).
    pub(super) fn sweep_waves(&mut self) {
        let fighting = self.battle.as_ref().map(|b| usize::from(b.wave));
        for w in 0..WAVES {
            if Some(w) == fighting || !self.staging[w].is_empty() {
                continue;
            }
            let was = self.waves[w];
            if matches!(was, WaveAt::Wave { .. } | WaveAt::Cylinder { .. }) {
                self.waves[w] = WaveAt::Gone;
                self.say(format!(
                    "Every Tripod of {} #{} is Destroyed: its counter is removed",
                    if matches!(was, WaveAt::Wave { .. }) {
                        "Wave"
                    } else {
                        "the Cylinder of Wave"
                    },
                    w + 1
                ));
            }
        }
        self.check_victory();
    }

    /// Ends the game if a victory condition holds, the first in the written order.
    pub(super) fn check_victory(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        if let Some(&i) = self.ends_met().first() {
            let (end, human) = ENDS[i];
            self.outcome = Some(Outcome {
                winners: if human {
                    Winners::one(0)
                } else {
                    Winners::NONE
                },
                end,
                cut_off: false,
            });
            self.say(format!(
                "{} – {}",
                end[..1].to_uppercase() + &end[1..],
                if human { "You Win!" } else { "You Lose!" }
            ));
        }
    }

    /// Tripods in a Staging Area, by (colour, damaged), as choices name them.
    pub(super) fn tripod_groups(&self, w: usize) -> Vec<TripodId> {
        let mut seen: Vec<(u8, bool)> = Vec::new();
        let mut out = Vec::new();
        for t in &self.staging[w] {
            let key = (self.tripod_colour(t.id), t.damaged);
            if !seen.contains(&key) {
                seen.push(key);
                out.push(t.id);
            }
        }
        out
    }

    /// Points of Damage to a Wave's Staging Area: "Damage can be spread across multiple
    /// Tripods": each point Damages an Undamaged Tripod or Destroys a Damaged one.
    pub(super) fn damage_tripod(&mut self, w: usize, t: TripodId) {
        let Some(i) = self.staging[w].iter().position(|x| x.id == t) else {
            return;
        };
        if self.staging[w][i].damaged {
            self.staging[w].remove(i);
            self.tripod_destroyed(t);
            self.say_with(|g| {
                format!(
                    "The Damaged {} Tripod of Wave #{} is Destroyed",
                    g.tripod_name(t),
                    w + 1
                )
            });
        } else {
            self.staging[w][i].damaged = true;
            self.say_with(|g| {
                format!(
                    "A {} Tripod of Wave #{} is Damaged",
                    g.tripod_name(t),
                    w + 1
                )
            });
        }
    }
}
