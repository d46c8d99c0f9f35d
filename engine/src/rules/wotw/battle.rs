//! The Land Battle: "A Land Battle occurs when a Wave is in the same Zone as a Siege Gun or
//! Field Gun." Battle Plans are bought, Earthworks built, Cavalry plans, both sides set up (the
//! side with the Initiative last), then the Martian step (a Battle card per step: each Tripod of
//! each colour, top to bottom, performs its actions) and the Human step (Guns fire) repeat until
//! no Tripod or no Human Unit is left on the board.

use std::collections::VecDeque;

use super::data::{Action, Chart, Face, Plan, TRIPOD_COLOURS};
use super::state::{
    COST_CHOSEN_PLAN, COST_RANDOM_PLAN, GunId, GunKind, MAX_BATTLE_ROUNDS, MAX_EARTHWORKS, Move,
    Step, Tripod, TripodId, Unit, Wotw,
};
use super::variants::Earthworks;

/// A Gun in the battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BGun {
    pub id: GunId,
    /// Its hex, once placed.
    pub cell: Option<u8>,
    /// Times it has fired this Human step.
    pub fired: u8,
}

/// A Tripod on the battle board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BTripod {
    pub id: TripodId,
    pub damaged: bool,
    pub cell: u8,
}

/// Where the battle stands; the ones marked *decision* wait for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BStep {
    /// Buying Battle Plans (decision).
    Plans,
    /// The free Earthworks of Hills (decision).
    Hills,
    /// Infantry attempts at Earthworks (decision).
    Earthworks,
    /// A Red Earthworks roll: Line of Sight? (decision)
    EarthworksReroll,
    /// Cavalry planning (decision).
    Cavalry,
    /// The Martian set-up draws its Battle card.
    SetupMartians,
    /// Kriegspiel may draw a second Battle card (decision).
    Kriegspiel,
    /// Which of two Battle cards applies (decision).
    PickCard,
    /// Human set-up (decision).
    PlaceHumans,
    /// A Martian step draws its Battle card.
    MartianDraw,
    /// The Tripods act.
    Martian,
    /// A Tripod's successful roll: Line of Sight? (decision)
    MartianReroll,
    /// Which of the equally near Guns the Tripod's action takes (decision).
    PickGun,
    /// The Guns fire (decision).
    Human,
    /// A Gun's missed dice: Line of Sight? (decision)
    HumanReroll,
    /// A Tripod just Damaged: Explosive Shell? (decision)
    Explosive,
    /// A Trap's roll missed: Line of Sight? (decision)
    TrapReroll,
    /// The Tripods a Trap Damages (decision).
    TrapTargets,
    /// The battle ends.
    End,
}

/// A Tripod's roll waiting for the player (a re-roll, or which Gun).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingRoll {
    pub tripod: TripodId,
    /// Detect (lower Earthworks) or Fire (destroy a Revealed Gun).
    pub detect: bool,
    pub range: u8,
    /// The Guns at the nearest range the action may take.
    pub candidates: Vec<GunId>,
    pub face: Option<Face>,
}

/// A Gun's roll waiting for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FireRoll {
    pub gun: GunId,
    pub tripod: TripodId,
    pub range: u8,
    pub faces: Vec<Face>,
}

/// One atomic Martian action, for the queue of the Tripod acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Move(u8),
    Detect,
    DetectGun(GunId),
    Fire,
    FireGun(GunId),
    FocusedDetect,
    FocusedFire,
    Arrival,
    DetectAll,
    FireAll,
}

/// A Land Battle under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Battle {
    pub zone: u8,
    pub wave: u8,
    /// Hills in the zone: the Humans have the Initiative.
    pub hills: bool,
    /// Battle Plans held, by [`Plan::index`].
    pub held: [u8; 6],
    /// Battle Plans left in the counter mix for this battle.
    pub mix: [u8; 6],
    pub guns: Vec<BGun>,
    /// Infantry, Cavalry, Refugees on each hex.
    pub cells: Vec<[u16; 3]>,
    /// Infantry, Cavalry, Refugees not yet placed.
    pub unplaced: [u16; 3],
    pub tripods: Vec<BTripod>,
    /// The Wave's Tripods before the Martian set-up.
    pub waiting: Vec<Tripod>,
    /// Infantry that tried Earthworks, Cavalry that rolled.
    pub tried: u16,
    pub rolled: u16,
    pub hills_given: Vec<GunId>,
    pub step: BStep,
    pub martians_placed: bool,
    pub humans_placed: bool,
    /// The Battle card in force (this Martian step's).
    pub card: Option<u16>,
    /// The last Martian step's card, shown during the Human step.
    pub last_card: Option<u16>,
    /// A card drawn, waiting on Kriegspiel; the second card.
    pub offered: Option<u16>,
    pub alt: Option<u16>,
    /// The Kriegspiel offer is for the Martian set-up.
    pub for_setup: bool,
    /// The Martian step: the colour being followed, the Tripods that have acted, the queue.
    pub order_pos: u8,
    pub acted: Vec<TripodId>,
    pub current: Option<TripodId>,
    pub ops: VecDeque<Op>,
    pub pending: Option<PendingRoll>,
    pub fire: Option<FireRoll>,
    pub explosive: Option<TripodId>,
    pub earthworks_roll: Option<(GunId, Face)>,
    pub trap_left: u8,
    /// Terrain is in force this Human step.
    pub terrain: bool,
    pub rounds: u32,
}

impl Battle {
    /// Whether the battle waits for the player.
    pub fn decision(&self) -> bool {
        !matches!(
            self.step,
            BStep::SetupMartians | BStep::MartianDraw | BStep::Martian | BStep::End
        )
    }

    /// Human Units on the board (Guns placed, and the others).
    pub fn humans_on_board(&self) -> u32 {
        let guns = self.guns.iter().filter(|g| g.cell.is_some()).count() as u32;
        let units: u32 = self
            .cells
            .iter()
            .map(|c| c.iter().map(|&n| u32::from(n)).sum::<u32>())
            .sum();
        guns + units
    }

    /// "The Battle ends when … There are no Martian Tripods on the Battle Board … There are no
    /// Human Units on the Battle Board."
    pub fn over(&self) -> bool {
        self.martians_placed
            && self.humans_placed
            && (self.tripods.is_empty() || self.humans_on_board() == 0)
    }

    pub fn plan_held(&self, p: Plan) -> bool {
        self.held[p.index()] > 0
    }

    pub fn tripod(&self, t: TripodId) -> Option<&BTripod> {
        self.tripods.iter().find(|x| x.id == t)
    }

    pub fn gun_cell(&self, g: GunId) -> Option<u8> {
        self.guns.iter().find(|x| x.id == g).and_then(|x| x.cell)
    }
}

impl Wotw {
    /// The Waves a battle may be fought against now: on the map, in a zone with a Gun, not yet
    /// fought this phase.
    pub fn battles_open(&self) -> Vec<usize> {
        (0..super::state::WAVES)
            .filter(|&w| {
                !self.fought[w]
                    && match self.waves[w] {
                        super::state::WaveAt::Wave { zone } => {
                            self.guns.iter().any(|g| g.zone == zone)
                        }
                        _ => false,
                    }
            })
            .collect()
    }

    /// The next battle, or the Devastation Phase: "If there is another Wave in a Zone with a
    /// Gun, start another Battle."
    pub(super) fn battle_next(&mut self) {
        if self.battles_open().is_empty() {
            self.enter_phase(super::data::Phase::Devastation);
        } else {
            self.step = Step::ChooseBattle;
        }
    }

    /// "Move all Unit counters and Earthworks counters from the Strategic Map and the Tripods
    /// from the matching Tripod Staging Area and place them on the Land Battle Board."
    pub(super) fn start_battle(&mut self, w: usize) {
        let Some(zone) = self.wave_zone(w) else {
            return;
        };
        let units = self.zones[usize::from(zone)].units;
        self.zones[usize::from(zone)].units = [0; 3];
        self.zones[usize::from(zone)].acted = [0; 3];
        let guns = self
            .guns
            .iter()
            .filter(|g| g.zone == zone)
            .map(|g| BGun {
                id: g.id,
                cell: None,
                fired: 0,
            })
            .collect();
        let hills = self.data.zones[usize::from(zone)].hills;
        let waiting = std::mem::take(&mut self.staging[w]);
        let n = self.data.board.cells.len();
        self.battle = Some(Box::new(Battle {
            zone,
            wave: w as u8,
            hills,
            held: [0; 6],
            mix: self.data.plans,
            guns,
            cells: vec![[0; 3]; n],
            unplaced: units,
            tripods: Vec::new(),
            waiting,
            tried: 0,
            rolled: 0,
            hills_given: Vec::new(),
            step: BStep::Plans,
            martians_placed: false,
            humans_placed: false,
            card: None,
            last_card: None,
            offered: None,
            alt: None,
            for_setup: false,
            order_pos: 0,
            acted: Vec::new(),
            current: None,
            ops: VecDeque::new(),
            pending: None,
            fire: None,
            explosive: None,
            earthworks_roll: None,
            trap_left: 0,
            terrain: false,
            rounds: 0,
        }));
        self.step = Step::Battle;
        self.say_with(|g| {
            format!(
                "Land Battle in {} against Wave #{}: {}",
                g.zone_name(zone),
                w + 1,
                if hills {
                    "the zone has Hills, so the Humans have the Initiative"
                } else {
                    "no Hills, so the Martians have the Initiative"
                }
            )
        });
    }

    fn b(&mut self) -> &mut Battle {
        // Only called while a battle is under way.
        self.battle.get_or_insert_with(unreachable_battle)
    }

    /// The engine's steps of the battle.
    pub(super) fn battle_auto(&mut self) {
        let Some(step) = self.battle.as_ref().map(|b| b.step) else {
            self.step = Step::BattleNext;
            return;
        };
        match step {
            BStep::SetupMartians => {
                let card = self.draw_battle_card();
                self.offer_card(card, true);
            }
            BStep::MartianDraw => {
                if self.battle.as_ref().is_some_and(|b| b.over()) {
                    self.b().step = BStep::End;
                    return;
                }
                let b = self.b();
                b.rounds += 1;
                if b.rounds > MAX_BATTLE_ROUNDS {
                    b.step = BStep::End;
                    self.say(
                        "The battle is broken off after 40 rounds (a safeguard, not a rule)".into(),
                    );
                    return;
                }
                let card = self.draw_battle_card();
                self.offer_card(card, false);
            }
            BStep::Martian => self.martian_loop(),
            BStep::End => self.end_battle(),
            _ => {}
        }
    }

    fn draw_battle_card(&mut self) -> u16 {
        if self.battle_deck.is_empty() {
            self.battle_deck = std::mem::take(&mut self.battle_discard);
            self.rng.shuffle(&mut self.battle_deck);
        }
        // The deck holds at least 2 cards; one is in play at most.
        self.battle_deck.pop().unwrap_or(0)
    }

    /// A Battle card drawn: Kriegspiel may draw a second; else it applies.
    fn offer_card(&mut self, card: u16, setup: bool) {
        let b = self.b();
        b.for_setup = setup;
        if b.plan_held(Plan::Kriegspiel) {
            b.offered = Some(card);
            b.step = BStep::Kriegspiel;
            self.say_with(|g| {
                format!(
                    "Battle card drawn: {}",
                    g.data.battle_cards[usize::from(card)].name
                )
            });
        } else {
            self.apply_card(card, setup);
        }
    }

    fn apply_card(&mut self, card: u16, setup: bool) {
        if setup {
            self.place_martians(card);
        } else {
            let b = self.b();
            b.card = Some(card);
            b.order_pos = 0;
            b.acted.clear();
            b.ops.clear();
            b.current = None;
            b.step = BStep::Martian;
            self.say_with(|g| {
                format!(
                    "Martian step {}: Battle card {}",
                    g.battle.as_ref().map_or(0, |b| b.rounds),
                    g.data.battle_cards[usize::from(card)].name
                )
            });
        }
    }

    /// "Draw a Battle card and place the Tripods in the Hex with the matching letter (from A
    /// to E) according to the Tripod's color."
    fn place_martians(&mut self, card: u16) {
        let spec = self.data.battle_cards[usize::from(card)].clone();
        let letters = self.data.board.letters;
        let waiting = std::mem::take(&mut self.b().waiting);
        let mut placed = Vec::new();
        for t in waiting {
            let colour = self.tripod_colour(t.id);
            let cell = letters[usize::from(spec.setup[usize::from(colour)])];
            placed.push(BTripod {
                id: t.id,
                damaged: t.damaged,
                cell,
            });
        }
        self.battle_discard.push(card);
        let b = self.b();
        b.tripods = placed;
        b.martians_placed = true;
        b.step = if b.humans_placed {
            BStep::MartianDraw
        } else {
            BStep::PlaceHumans
        };
        self.say_with(|g| {
            let b = g.battle.as_deref();
            let words: Vec<String> = b
                .map(|b| {
                    b.tripods
                        .iter()
                        .map(|t| format!("{} on {}", g.tripod_name(t.id), g.cell_name(t.cell)))
                        .collect()
                })
                .unwrap_or_default();
            format!("Martian set-up ({}): {}", spec.name, words.join(", "))
        });
    }

    /// A hex as people read it: its letter, or its column and row from the top left.
    pub fn cell_name(&self, c: u8) -> String {
        self.data
            .board
            .names
            .get(usize::from(c))
            .cloned()
            .unwrap_or_else(|| format!("hex {c} (not on the board)"))
    }

    /// Every decision of the battle.
    pub(super) fn battle_moves(&self, out: &mut Vec<Move>) {
        let Some(b) = self.battle.as_deref() else {
            return;
        };
        let gun_ok = |id: GunId| self.gun(id).is_some_and(|g| g.earthworks < MAX_EARTHWORKS);
        match b.step {
            BStep::Plans => {
                let left: u8 = b.mix.iter().sum();
                if left > 0 && self.points >= COST_RANDOM_PLAN {
                    out.push(Move::BuyPlan { plan: None });
                }
                if self.points >= COST_CHOSEN_PLAN {
                    for p in Plan::ALL {
                        if b.mix[p.index()] > 0 {
                            out.push(Move::BuyPlan { plan: Some(p) });
                        }
                    }
                }
                out.push(Move::Done);
            }
            BStep::Hills => {
                for g in &b.guns {
                    if gun_ok(g.id) && !b.hills_given.contains(&g.id) {
                        out.push(Move::Earthworks { gun: g.id });
                    }
                }
                out.push(Move::Done);
            }
            BStep::Earthworks => {
                if b.unplaced[Unit::Infantry.index()] > b.tried {
                    for g in &b.guns {
                        if gun_ok(g.id) {
                            out.push(Move::Earthworks { gun: g.id });
                        }
                    }
                }
                out.push(Move::Done);
            }
            BStep::Cavalry => {
                if b.unplaced[Unit::Cavalry.index()] > b.rolled {
                    out.push(Move::Cavalry);
                }
                out.push(Move::Done);
            }
            BStep::Kriegspiel => {
                out.push(Move::Use(Plan::Kriegspiel));
                out.push(Move::Done);
            }
            BStep::PickCard => {
                for c in [b.offered, b.alt].into_iter().flatten() {
                    out.push(Move::Card(c));
                }
            }
            BStep::EarthworksReroll
            | BStep::MartianReroll
            | BStep::HumanReroll
            | BStep::TrapReroll => {
                out.push(Move::Use(Plan::LineOfSight));
                out.push(Move::Done);
            }
            BStep::Explosive => {
                out.push(Move::Use(Plan::ExplosiveShell));
                out.push(Move::Done);
            }
            BStep::PlaceHumans => {
                if let Some(cells) = self.gun_cells() {
                    for g in b.guns.iter().filter(|g| g.cell.is_none()) {
                        for &cell in &cells {
                            out.push(Move::PlaceGun { gun: g.id, cell });
                        }
                    }
                    return;
                }
                for unit in Unit::ALL {
                    let n = b.unplaced[unit.index()];
                    if n == 0 {
                        continue;
                    }
                    for cell in self.data.board.bottom_cells() {
                        out.push(Move::PlaceUnits {
                            unit,
                            cell,
                            all: false,
                        });
                        if n > 1 {
                            out.push(Move::PlaceUnits {
                                unit,
                                cell,
                                all: true,
                            });
                        }
                    }
                }
            }
            BStep::PickGun => {
                if let Some(p) = &b.pending {
                    for &g in &p.candidates {
                        out.push(Move::PickGun(g));
                    }
                }
            }
            BStep::Human => {
                let surprise = b.plan_held(Plan::SurpriseShot);
                let shots = if b.terrain { 2 } else { 1 };
                for g in &b.guns {
                    let Some(cell) = g.cell else { continue };
                    if g.fired >= shots {
                        continue;
                    }
                    for t in &b.tripods {
                        let r = self.data.board.distance(cell, t.cell);
                        if r == 0 || r > self.data.max_range() {
                            continue;
                        }
                        // Tripods alike on one hex are one choice.
                        if b.tripods.iter().any(|o| {
                            o.id < t.id
                                && o.cell == t.cell
                                && o.damaged == t.damaged
                                && self.tripod_colour(o.id) == self.tripod_colour(t.id)
                        }) {
                            continue;
                        }
                        out.push(Move::Fire {
                            gun: g.id,
                            tripod: t.id,
                            surprise: false,
                        });
                        if surprise {
                            out.push(Move::Fire {
                                gun: g.id,
                                tripod: t.id,
                                surprise: true,
                            });
                        }
                    }
                }
                if b.plan_held(Plan::Trap) {
                    out.push(Move::Use(Plan::Trap));
                }
                if b.plan_held(Plan::Terrain) && !b.terrain {
                    out.push(Move::Use(Plan::Terrain));
                }
                out.push(Move::Done);
            }
            BStep::TrapTargets => {
                for t in &b.tripods {
                    if t.damaged
                        || b.tripods.iter().any(|o| {
                            o.id < t.id
                                && !o.damaged
                                && o.cell == t.cell
                                && self.tripod_colour(o.id) == self.tripod_colour(t.id)
                        })
                    {
                        continue;
                    }
                    out.push(Move::PickTripod(t.id));
                }
                out.push(Move::Done);
            }
            BStep::SetupMartians | BStep::MartianDraw | BStep::Martian | BStep::End => {}
        }
    }

    /// The hexes a Gun may be placed on: a free Artillery hex, or any when all are taken
    /// (`None` once every Gun is placed).
    fn gun_cells(&self) -> Option<Vec<u8>> {
        let b = self.battle.as_deref()?;
        if b.guns.iter().all(|g| g.cell.is_some()) {
            return None;
        }
        let art = &self.data.board.artillery;
        let free: Vec<u8> = art
            .iter()
            .copied()
            .filter(|&c| !b.guns.iter().any(|g| g.cell == Some(c)))
            .collect();
        Some(if free.is_empty() { art.clone() } else { free })
    }

    /// Makes a decision of the battle.
    pub(super) fn make_battle(&mut self, mv: Move) {
        let Some(step) = self.battle.as_ref().map(|b| b.step) else {
            return;
        };
        match (step, mv) {
            (BStep::Plans, Move::BuyPlan { plan }) => {
                let p = match plan {
                    Some(p) => {
                        self.add_points(-COST_CHOSEN_PLAN);
                        p
                    }
                    None => {
                        self.add_points(-COST_RANDOM_PLAN);
                        match self.random_plan() {
                            Some(p) => p,
                            None => return,
                        }
                    }
                };
                let b = self.b();
                b.mix[p.index()] -= 1;
                b.held[p.index()] += 1;
                self.say(format!(
                    "You buy a Battle Plan{}: {}",
                    if plan.is_some() {
                        " of your choice"
                    } else {
                        " at random"
                    },
                    p.name()
                ));
            }
            (BStep::Plans, _) => self.after_plans(),
            (BStep::Hills, Move::Earthworks { gun }) => {
                self.add_earthworks(gun, 1, "free on the Hills");
                let b = self.b();
                b.hills_given.push(gun);
                if b.hills_given.len() >= 2 {
                    b.step = BStep::Earthworks;
                }
            }
            (BStep::Hills, _) => self.b().step = BStep::Earthworks,
            (BStep::Earthworks, Move::Earthworks { gun }) => {
                self.b().tried += 1;
                let face = self.roll();
                let effect = self.earthworks_chart()[face.index()];
                if effect.infantry_lost && self.b().plan_held(Plan::LineOfSight) {
                    self.b().earthworks_roll = Some((gun, face));
                    self.b().step = BStep::EarthworksReroll;
                    self.say(format!(
                        "An Infantry tries Earthworks and rolls {}",
                        face.name()
                    ));
                } else {
                    self.earthworks_result(gun, face);
                }
            }
            (BStep::EarthworksReroll, m) => {
                let Some((gun, mut face)) = self.b().earthworks_roll.take() else {
                    return;
                };
                if m == Move::Use(Plan::LineOfSight) {
                    self.b().held[Plan::LineOfSight.index()] -= 1;
                    face = self.roll();
                    self.say(format!(
                        "Line of Sight: the die is rolled again: {}",
                        face.name()
                    ));
                }
                self.b().step = BStep::Earthworks;
                self.earthworks_result(gun, face);
            }
            (BStep::Earthworks, _) => self.b().step = BStep::Cavalry,
            (BStep::Cavalry, Move::Cavalry) => {
                self.b().rolled += 1;
                let face = self.roll();
                let e = self.data.chart(Chart::CavalryPlanning)[face.index()];
                self.say(format!(
                    "A Cavalry plans and rolls {}{}",
                    face.name(),
                    if e.plans == 0 && !e.cavalry_lost {
                        ": no effect"
                    } else {
                        ""
                    }
                ));
                for _ in 0..e.plans {
                    if let Some(p) = self.random_plan() {
                        let b = self.b();
                        b.mix[p.index()] -= 1;
                        b.held[p.index()] += 1;
                        self.say(format!("You gain the Battle Plan {}", p.name()));
                    }
                }
                if e.cavalry_lost {
                    let b = self.b();
                    b.unplaced[Unit::Cavalry.index()] -= 1;
                    b.rolled -= 1;
                    self.say("The Cavalry is Destroyed".into());
                }
            }
            (BStep::Cavalry, _) => {
                let hills = self.b().hills;
                // "The side with Initiative sets up their Units after the opponent."
                self.b().step = if hills {
                    BStep::SetupMartians
                } else {
                    BStep::PlaceHumans
                };
            }
            (BStep::Kriegspiel, Move::Use(Plan::Kriegspiel)) => {
                self.b().held[Plan::Kriegspiel.index()] -= 1;
                let alt = self.draw_battle_card();
                let b = self.b();
                b.alt = Some(alt);
                b.step = BStep::PickCard;
                self.say_with(|g| {
                    format!(
                        "Kriegspiel: a second Battle card, {}",
                        g.data.battle_cards[usize::from(alt)].name
                    )
                });
            }
            (BStep::Kriegspiel, _) => {
                let (card, setup) = {
                    let b = self.b();
                    (b.offered.take(), b.for_setup)
                };
                if let Some(c) = card {
                    self.apply_card(c, setup);
                }
            }
            (BStep::PickCard, Move::Card(c)) => {
                let (a, alt, setup) = {
                    let b = self.b();
                    (b.offered.take(), b.alt.take(), b.for_setup)
                };
                for other in [a, alt].into_iter().flatten() {
                    if other != c {
                        self.battle_discard.push(other);
                    }
                }
                self.say_with(|g| {
                    format!("You apply {}", g.data.battle_cards[usize::from(c)].name)
                });
                self.apply_card(c, setup);
            }
            (BStep::PlaceHumans, Move::PlaceGun { gun, cell }) => {
                let b = self.b();
                if let Some(g) = b.guns.iter_mut().find(|g| g.id == gun) {
                    g.cell = Some(cell);
                }
                self.say_with(|g| {
                    format!(
                        "{} placed on {}",
                        g.gun(gun).map_or("Gun", |x| x.kind.name()),
                        g.cell_name(cell)
                    )
                });
                self.after_placing();
            }
            (BStep::PlaceHumans, Move::PlaceUnits { unit, cell, all }) => {
                let b = self.b();
                let n = if all { b.unplaced[unit.index()] } else { 1 };
                b.unplaced[unit.index()] -= n;
                b.cells[usize::from(cell)][unit.index()] += n;
                self.say_with(|g| {
                    format!(
                        "{n} {} placed on {}",
                        if n == 1 { unit.name() } else { unit.plural() },
                        g.cell_name(cell)
                    )
                });
                self.after_placing();
            }
            (BStep::MartianReroll, m) => {
                let Some(mut p) = self.b().pending.take() else {
                    return;
                };
                if m == Move::Use(Plan::LineOfSight) {
                    self.b().held[Plan::LineOfSight.index()] -= 1;
                    let f = self.roll();
                    self.say(format!(
                        "Line of Sight: the Tripod's die is rolled again: {}",
                        f.name()
                    ));
                    p.face = Some(f);
                }
                self.b().step = BStep::Martian;
                self.martian_result(p);
            }
            (BStep::PickGun, Move::PickGun(g)) => {
                let Some(p) = self.b().pending.take() else {
                    return;
                };
                self.b().step = BStep::Martian;
                self.martian_hits(p.tripod, p.detect, g);
            }
            (
                BStep::Human,
                Move::Fire {
                    gun,
                    tripod,
                    surprise,
                },
            ) => self.fire(gun, tripod, surprise),
            (BStep::Human, Move::Use(Plan::Trap)) => {
                self.b().held[Plan::Trap.index()] -= 1;
                let face = self.roll();
                self.say(format!("Trap: rolled {}", face.name()));
                if face != Face::Green && self.b().plan_held(Plan::LineOfSight) {
                    self.b().step = BStep::TrapReroll;
                } else {
                    self.trap_result(face);
                }
            }
            (BStep::TrapReroll, m) => {
                // The roll kept is the one that missed.
                let mut face = Face::Red;
                if m == Move::Use(Plan::LineOfSight) {
                    self.b().held[Plan::LineOfSight.index()] -= 1;
                    face = self.roll();
                    self.say(format!(
                        "Line of Sight: the Trap's die is rolled again: {}",
                        face.name()
                    ));
                }
                self.b().step = BStep::Human;
                self.trap_result(face);
            }
            (BStep::TrapTargets, Move::PickTripod(t)) => {
                self.damage_on_board(t);
                let b = self.b();
                b.trap_left = b.trap_left.saturating_sub(1);
                if b.trap_left == 0 || !b.tripods.iter().any(|t| !t.damaged) {
                    b.step = BStep::Human;
                }
            }
            (BStep::TrapTargets, _) => self.b().step = BStep::Human,
            (BStep::Human, Move::Use(Plan::Terrain)) => {
                let b = self.b();
                b.held[Plan::Terrain.index()] -= 1;
                b.terrain = true;
                self.say("Terrain: every Gun may Fire 2 times this round".into());
            }
            (BStep::Human, _) => self.b().step = BStep::MartianDraw,
            (BStep::HumanReroll, m) => {
                let Some(mut f) = self.b().fire.take() else {
                    return;
                };
                if m == Move::Use(Plan::LineOfSight) {
                    self.b().held[Plan::LineOfSight.index()] -= 1;
                    let hit = self.data.ranges[usize::from(f.range) - 1][2];
                    if let Some(i) = f.faces.iter().position(|x| hit & x.bit() == 0) {
                        let face = self.roll();
                        f.faces[i] = face;
                        self.say(format!(
                            "Line of Sight: a missed die is rolled again: {}",
                            face.name()
                        ));
                    }
                }
                self.b().step = BStep::Human;
                self.fire_result(f);
            }
            (BStep::Explosive, m) => {
                let t = self.b().explosive.take();
                self.b().step = BStep::Human;
                if let (Some(t), Move::Use(Plan::ExplosiveShell)) = (t, m) {
                    self.b().held[Plan::ExplosiveShell.index()] -= 1;
                    self.say("Explosive Shell: the Damaged Tripod is Destroyed".into());
                    self.damage_on_board(t);
                }
            }
            _ => {}
        }
        if self
            .battle
            .as_ref()
            .is_some_and(|b| b.over() && matches!(b.step, BStep::Human | BStep::Martian))
        {
            self.b().step = BStep::End;
        }
    }

    fn random_plan(&mut self) -> Option<Plan> {
        let mix = self.battle.as_ref()?.mix;
        let total: u32 = mix.iter().map(|&n| u32::from(n)).sum();
        if total == 0 {
            return None;
        }
        let mut k = self.rng.below(total);
        for p in Plan::ALL {
            let n = u32::from(mix[p.index()]);
            if k < n {
                return Some(p);
            }
            k -= n;
        }
        None
    }

    /// After the plans: the free Earthworks of Hills ("the Guns in the Zone gain up to 2 free
    /// Earthworks counters … Only 1 Earthworks counter can be placed on each Gun due to Hills").
    fn after_plans(&mut self) {
        let hills = self.b().hills;
        if !hills {
            self.b().step = BStep::Earthworks;
            return;
        }
        let eligible: Vec<GunId> = self
            .b()
            .guns
            .iter()
            .map(|g| g.id)
            .collect::<Vec<_>>()
            .into_iter()
            .filter(|&id| self.gun(id).is_some_and(|g| g.earthworks < MAX_EARTHWORKS))
            .collect();
        if eligible.len() <= 2 {
            for g in eligible {
                self.add_earthworks(g, 1, "free on the Hills");
            }
            self.b().step = BStep::Earthworks;
        } else {
            self.b().step = BStep::Hills;
        }
    }

    fn add_earthworks(&mut self, gun: GunId, n: u8, why: &str) {
        let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) else {
            return;
        };
        let before = g.earthworks;
        g.earthworks = (g.earthworks + n).min(MAX_EARTHWORKS);
        let (kind, after) = (g.kind, g.earthworks);
        if after > before {
            self.say(format!(
                "{} gains {} Earthworks ({why}): {after} on it",
                kind.name(),
                after - before
            ));
        }
    }

    /// The Earthworks chart of the reading in force.
    fn earthworks_chart(&self) -> [super::data::Effect; 3] {
        *self.data.chart(match self.variants.earthworks {
            Earthworks::Table => Chart::EarthworksTable,
            Earthworks::Example => Chart::EarthworksExample,
        })
    }

    fn earthworks_result(&mut self, gun: GunId, face: Face) {
        let e = self.earthworks_chart()[face.index()];
        self.say(format!(
            "An Infantry builds Earthworks: rolled {}",
            face.name()
        ));
        if e.build > 0 {
            self.add_earthworks(gun, e.build, "built by Infantry");
        }
        if e.infantry_lost {
            let b = self.b();
            b.unplaced[Unit::Infantry.index()] -= 1;
            b.tried -= 1;
            self.say("The Infantry is Destroyed".into());
        }
    }

    fn after_placing(&mut self) {
        let b = self.b();
        if b.guns.iter().all(|g| g.cell.is_some()) && b.unplaced.iter().all(|&n| n == 0) {
            b.humans_placed = true;
            b.step = if b.martians_placed {
                BStep::MartianDraw
            } else {
                BStep::SetupMartians
            };
        }
    }

    /// The Tripods act, colour by colour down the card, each Tripod its actions in order.
    fn martian_loop(&mut self) {
        loop {
            if self.outcome.is_some() {
                return;
            }
            let Some(b) = self.battle.as_deref_mut() else {
                return;
            };
            if b.step != BStep::Martian {
                return;
            }
            if b.over() {
                b.step = BStep::End;
                return;
            }
            if let Some(op) = b.ops.pop_front() {
                self.do_op(op);
                continue;
            }
            let Some(card) = b.card else {
                b.step = BStep::Human;
                return;
            };
            let spec = &self.data.battle_cards[usize::from(card)];
            if usize::from(b.order_pos) >= spec.order.len() {
                self.battle_discard.push(card);
                let b = self.b();
                b.last_card = b.card.take();
                b.step = BStep::Human;
                b.terrain = false;
                for g in &mut b.guns {
                    g.fired = 0;
                }
                return;
            }
            let colour = spec.order[usize::from(b.order_pos)];
            let next = b
                .tripods
                .iter()
                .find(|t| {
                    self.data.tripods[usize::from(t.id)] == colour && !b.acted.contains(&t.id)
                })
                .copied();
            let Some(t) = next else {
                b.order_pos += 1;
                continue;
            };
            b.acted.push(t.id);
            b.current = Some(t.id);
            let actions = &spec.actions[usize::from(colour)];
            // "If a Tripod is Damaged, it can only perform the first action on the Battle
            // card." "If the Tripod is Damaged, it cannot perform Special Actions this turn."
            let acts: Vec<Action> = if t.damaged {
                actions
                    .first()
                    .copied()
                    .filter(|a| !a.is_special())
                    .into_iter()
                    .collect()
            } else {
                actions.clone()
            };
            let mut ops = VecDeque::new();
            for a in acts {
                match a {
                    Action::Move(d) => ops.push_back(Op::Move(d)),
                    Action::Detect => ops.push_back(Op::Detect),
                    Action::Fire => ops.push_back(Op::Fire),
                    Action::Arrival => ops.push_back(Op::Arrival),
                    Action::DetectAll => ops.push_back(Op::DetectAll),
                    Action::DoubleMove => {
                        ops.push_back(Op::Move(0));
                        ops.push_back(Op::Move(0));
                    }
                    Action::FireAll => ops.push_back(Op::FireAll),
                    Action::FocusedDetect => ops.push_back(Op::FocusedDetect),
                    Action::FocusedFire => ops.push_back(Op::FocusedFire),
                    Action::HighActivity => {
                        ops.extend([Op::Detect, Op::Detect, Op::Fire, Op::Fire]);
                    }
                }
            }
            if ops.is_empty() {
                let damaged = t.damaged;
                self.say_with(|g| {
                    format!(
                        "The {}{} Tripod does not act",
                        if damaged { "Damaged " } else { "" },
                        g.tripod_name(t.id)
                    )
                });
            }
            self.b().ops = ops;
        }
    }

    /// Guns a Tripod's action may take, with their range, within range.
    fn guns_in_range(&self, t: &BTripod, detect: bool) -> Vec<(GunId, u8)> {
        let Some(b) = self.battle.as_deref() else {
            return Vec::new();
        };
        b.guns
            .iter()
            .filter_map(|g| {
                let cell = g.cell?;
                let ew = self.gun(g.id)?.earthworks;
                // Detect: "the closest Gun with an Earthworks counter"; Fire: "Only a Revealed
                // Gun can be Fired upon."
                if (ew > 0) != detect {
                    return None;
                }
                let r = self.data.board.distance(t.cell, cell);
                (r >= 1 && r <= self.data.max_range()).then_some((g.id, r))
            })
            .collect()
    }

    fn do_op(&mut self, op: Op) {
        let Some(t) = self
            .battle
            .as_ref()
            .and_then(|b| b.current.and_then(|c| b.tripod(c).copied()))
        else {
            // The Tripod left the board (or was destroyed): its actions end.
            self.b().ops.clear();
            return;
        };
        match op {
            Op::Move(d) => self.tripod_move(t.id, d),
            Op::Detect | Op::Fire => {
                let detect = op == Op::Detect;
                let guns = self.guns_in_range(&t, detect);
                let Some(r) = guns.iter().map(|g| g.1).min() else {
                    self.say_with(|g| {
                        format!(
                            "The {} Tripod tries to {}: no Gun {}in Range, no effect",
                            g.tripod_name(t.id),
                            if detect { "Detect" } else { "Fire" },
                            if detect {
                                "with Earthworks "
                            } else {
                                "Revealed "
                            }
                        )
                    });
                    return;
                };
                let candidates = guns.iter().filter(|g| g.1 == r).map(|g| g.0).collect();
                self.martian_roll(t.id, detect, r, candidates);
            }
            Op::DetectGun(g) | Op::FireGun(g) => {
                let detect = matches!(op, Op::DetectGun(_));
                let guns = self.guns_in_range(&t, detect);
                if let Some(&(_, r)) = guns.iter().find(|x| x.0 == g) {
                    self.martian_roll(t.id, detect, r, vec![g]);
                }
            }
            Op::DetectAll | Op::FireAll => {
                let detect = op == Op::DetectAll;
                let mut guns = self.guns_in_range(&t, detect);
                guns.sort_by_key(|g| g.1);
                let b = self.b();
                for (g, _) in guns.into_iter().rev() {
                    b.ops.push_front(if detect {
                        Op::DetectGun(g)
                    } else {
                        Op::FireGun(g)
                    });
                }
            }
            Op::FocusedDetect | Op::FocusedFire => {
                let detect = op == Op::FocusedDetect;
                let guns = self.guns_in_range(&t, detect);
                let Some(r) = guns.iter().map(|g| g.1).min() else {
                    self.say_with(|g| {
                        format!(
                            "The {} Tripod's Focused {}: no Gun in Range, no effect",
                            g.tripod_name(t.id),
                            if detect { "Detect" } else { "Fire" }
                        )
                    });
                    return;
                };
                let candidates: Vec<GunId> =
                    guns.iter().filter(|g| g.1 == r).map(|g| g.0).collect();
                let p = PendingRoll {
                    tripod: t.id,
                    detect,
                    range: r,
                    candidates,
                    face: None,
                };
                self.martian_result(p);
            }
            Op::Arrival => {
                let c = self.data.board.letters[2];
                match self.draw_tripod() {
                    Some(id) => {
                        self.b().tripods.push(BTripod {
                            id,
                            damaged: false,
                            cell: c,
                        });
                        self.say_with(|g| {
                            format!(
                                "Arrival: a new {} Tripod appears on {} and joins the Wave",
                                g.tripod_name(id),
                                g.cell_name(c)
                            )
                        });
                    }
                    None => self.say("Arrival: the cup is empty, no effect".into()),
                }
            }
        }
    }

    /// A Tripod rolls to Detect or Fire; Line of Sight may answer a success.
    fn martian_roll(&mut self, t: TripodId, detect: bool, range: u8, candidates: Vec<GunId>) {
        let face = self.roll();
        let p = PendingRoll {
            tripod: t,
            detect,
            range,
            candidates,
            face: Some(face),
        };
        let success = self.martian_success(&p);
        self.say_with(|g| {
            format!(
                "The {} Tripod rolls to {} at Range {range}: {} — {}",
                g.tripod_name(t),
                if detect { "Detect" } else { "Fire" },
                face.name(),
                if success { "success" } else { "no effect" }
            )
        });
        if success && self.b().plan_held(Plan::LineOfSight) {
            let b = self.b();
            b.pending = Some(p);
            b.step = BStep::MartianReroll;
        } else {
            self.martian_result(p);
        }
    }

    fn martian_success(&self, p: &PendingRoll) -> bool {
        match p.face {
            None => true,
            Some(f) => {
                let row = self.data.ranges[usize::from(p.range) - 1];
                row[if p.detect { 0 } else { 1 }] & f.bit() != 0
            }
        }
    }

    fn martian_result(&mut self, p: PendingRoll) {
        if !self.martian_success(&p) {
            return;
        }
        match p.candidates.len() {
            0 => {}
            1 => self.martian_hits(p.tripod, p.detect, p.candidates[0]),
            _ => {
                let b = self.b();
                b.pending = Some(p);
                b.step = BStep::PickGun;
            }
        }
    }

    /// A successful Detect lowers a Gun's Earthworks by 1; a successful Fire destroys it.
    fn martian_hits(&mut self, t: TripodId, detect: bool, gun: GunId) {
        if detect {
            let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) else {
                return;
            };
            g.earthworks = g.earthworks.saturating_sub(1);
            let (kind, ew) = (g.kind, g.earthworks);
            self.say_with(|g| {
                format!(
                    "The {} Tripod Detects the {}: {}",
                    g.tripod_name(t),
                    kind.name(),
                    if ew == 0 {
                        "it is Revealed".to_string()
                    } else {
                        format!("{ew} Earthworks left")
                    }
                )
            });
        } else {
            let kind = self.gun(gun).map(|g| g.kind);
            self.gun_destroyed(gun);
            self.say_with(|g| {
                format!(
                    "The {} Tripod Destroys the {}",
                    g.tripod_name(t),
                    kind.map_or("Gun", GunKind::name)
                )
            });
        }
    }

    fn gun_destroyed(&mut self, gun: GunId) {
        self.guns.retain(|g| g.id != gun);
        if let Some(b) = self.battle.as_deref_mut() {
            b.guns.retain(|g| g.id != gun);
        }
    }

    /// "Move: The Tripod advances by 1 Hex toward the bottom of the Land Battle Board."
    fn tripod_move(&mut self, t: TripodId, d: u8) {
        let Some(from) = self
            .battle
            .as_ref()
            .and_then(|b| b.tripod(t))
            .map(|x| x.cell)
        else {
            return;
        };
        let down = self.data.board.down[usize::from(from)];
        // "If the Tripod cannot Move in the direction stated on the card (due to being on the
        // edge of the map), it Moves down 1 Hex."
        let to = down[usize::from(d.min(2))].or(down[0]);
        let Some(to) = to else {
            self.tripod_leaves(t);
            return;
        };
        if let Some(x) = self.b().tripods.iter_mut().find(|x| x.id == t) {
            x.cell = to;
        }
        self.say_with(|g| {
            format!(
                "The {} Tripod moves {} to {}",
                g.tripod_name(t),
                ["down", "down-left", "down-right"][usize::from(d.min(2))],
                g.cell_name(to)
            )
        });
        // "If the Tripod Moves into a Hex with a Gun (with or without Earthworks), the Gun is
        // Destroyed."
        let crushed: Vec<GunId> = self
            .b()
            .guns
            .iter()
            .filter(|g| g.cell == Some(to))
            .map(|g| g.id)
            .collect();
        for g in crushed {
            let kind = self.gun(g).map(|x| x.kind);
            self.gun_destroyed(g);
            self.say(format!(
                "The {} under it is Destroyed",
                kind.map_or("Gun", GunKind::name)
            ));
        }
        // "… Captures them, and the Martians gain 1 Martian Victory Point … for each Unit."
        let taken = std::mem::take(&mut self.b().cells[usize::from(to)]);
        let n: u16 = taken.iter().sum();
        if n > 0 {
            let words: Vec<String> = Unit::ALL
                .iter()
                .filter(|u| taken[u.index()] > 0)
                .map(|u| {
                    let k = taken[u.index()];
                    format!("{k} {}", if k == 1 { u.name() } else { u.plural() })
                })
                .collect();
            self.say(format!(
                "It Captures {} (+{n} Martian VP)",
                words.join(", ")
            ));
            self.add_martian_vp(i32::from(n));
        }
        if self.data.board.bottom[usize::from(to)] {
            self.tripod_leaves(t);
        }
    }

    /// "It is then immediately removed from the Battle and returned to its Tripod Staging
    /// Area."
    fn tripod_leaves(&mut self, t: TripodId) {
        let b = self.b();
        let Some(i) = b.tripods.iter().position(|x| x.id == t) else {
            return;
        };
        let x = b.tripods.remove(i);
        let w = usize::from(b.wave);
        if b.current == Some(t) {
            b.ops.clear();
        }
        self.staging[w].push(Tripod {
            id: x.id,
            damaged: x.damaged,
        });
        self.say_with(|g| {
            format!(
                "The {} Tripod reaches the bottom row and returns to its Tripod Staging Area",
                g.tripod_name(t)
            )
        });
    }

    /// A Hit (or a Trap's Damage) on a Tripod on the board: Damaged, or Destroyed if it was.
    /// Returns whether it was Destroyed.
    fn damage_on_board(&mut self, t: TripodId) -> bool {
        let b = self.b();
        let Some(i) = b.tripods.iter().position(|x| x.id == t) else {
            return false;
        };
        if b.tripods[i].damaged {
            b.tripods.remove(i);
            if b.current == Some(t) {
                b.ops.clear();
            }
            self.tripod_destroyed(t);
            self.say_with(|g| format!("The {} Tripod is Destroyed", g.tripod_name(t)));
            true
        } else {
            b.tripods[i].damaged = true;
            self.say_with(|g| format!("The {} Tripod is Damaged", g.tripod_name(t)));
            false
        }
    }

    /// A Gun fires at a Tripod: "The roll is based on the Range from the Gun to the Tripod."
    fn fire(&mut self, gun: GunId, tripod: TripodId, surprise: bool) {
        let Some(kind) = self.gun(gun).map(|g| g.kind) else {
            return;
        };
        let (Some(gc), Some(tc)) = (
            self.b().gun_cell(gun),
            self.b().tripod(tripod).map(|t| t.cell),
        ) else {
            return;
        };
        let range = self.data.board.distance(gc, tc);
        let mut dice = kind.dice();
        if surprise {
            self.b().held[Plan::SurpriseShot.index()] -= 1;
            dice += 2;
        }
        let faces = self.roll_many(dice);
        if let Some(g) = self.b().guns.iter_mut().find(|g| g.id == gun) {
            g.fired += 1;
        }
        // "Every time a Gun that is protected by Earthworks Fires, it loses 1 level of
        // Earthworks."
        if let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) {
            g.earthworks = g.earthworks.saturating_sub(1);
        }
        let hit = self.data.ranges[usize::from(range) - 1][2];
        let hits = faces.iter().filter(|f| hit & f.bit() != 0).count();
        self.say_with(|g| {
            let words: Vec<&str> = faces.iter().map(|f| f.name()).collect();
            format!(
                "The {} on {} fires{} at the {} Tripod at Range {range}: {} — {hits} Hit{}",
                kind.name(),
                g.cell_name(gc),
                if surprise { " a Surprise Shot" } else { "" },
                g.tripod_name(tripod),
                words.join(", "),
                if hits == 1 { "" } else { "s" }
            )
        });
        let f = FireRoll {
            gun,
            tripod,
            range,
            faces,
        };
        if hits < f.faces.len() && self.b().plan_held(Plan::LineOfSight) {
            let b = self.b();
            b.fire = Some(f);
            b.step = BStep::HumanReroll;
        } else {
            self.fire_result(f);
        }
    }

    fn fire_result(&mut self, f: FireRoll) {
        let hit = self.data.ranges[usize::from(f.range) - 1][2];
        let hits = f.faces.iter().filter(|x| hit & x.bit() != 0).count();
        let was_damaged = self
            .battle
            .as_ref()
            .and_then(|b| b.tripod(f.tripod))
            .is_some_and(|t| t.damaged);
        let mut destroyed = false;
        for _ in 0..hits {
            if self.damage_on_board(f.tripod) {
                destroyed = true;
                break;
            }
        }
        // "Explosive Shell: After a Gun … Attack Damages a Tripod, Destroy the Tripod."
        if hits > 0 && !destroyed && !was_damaged && self.b().plan_held(Plan::ExplosiveShell) {
            let b = self.b();
            b.explosive = Some(f.tripod);
            b.step = BStep::Explosive;
        }
    }

    fn trap_result(&mut self, face: Face) {
        if face != Face::Green {
            self.say("The Trap has no effect".into());
            return;
        }
        let undamaged: Vec<TripodId> = self
            .b()
            .tripods
            .iter()
            .filter(|t| !t.damaged)
            .map(|t| t.id)
            .collect();
        if undamaged.is_empty() {
            self.say("Every Tripod is already Damaged: the Trap has No Effect".into());
        } else if undamaged.len() <= 2 {
            for t in undamaged {
                self.damage_on_board(t);
            }
        } else {
            let b = self.b();
            b.trap_left = 2;
            b.step = BStep::TrapTargets;
        }
    }

    /// "Place all the surviving Human Units and remaining Earthworks counters back on the
    /// Strategic Map … Put the surviving Tripods back in their Tripod Staging Area."
    fn end_battle(&mut self) {
        let Some(b) = self.battle.take() else {
            self.step = Step::BattleNext;
            return;
        };
        let w = usize::from(b.wave);
        for t in &b.tripods {
            self.staging[w].push(Tripod {
                id: t.id,
                damaged: t.damaged,
            });
        }
        self.staging[w].extend(b.waiting.iter().copied());
        let z = usize::from(b.zone);
        for c in &b.cells {
            for u in Unit::ALL {
                self.zones[z].units[u.index()] += c[u.index()];
            }
        }
        for u in Unit::ALL {
            self.zones[z].units[u.index()] += b.unplaced[u.index()];
        }
        let unused: u8 = b.held.iter().sum();
        self.fought[w] = true;
        self.step = Step::BattleNext;
        self.say_with(|g| {
            format!(
                "The battle in {} ends: Wave #{} has {}{}",
                g.zone_name(b.zone),
                w + 1,
                g.staging_words(w),
                if unused > 0 {
                    format!("; {unused} unused Battle Plan(s) discarded")
                } else {
                    String::new()
                }
            )
        });
        self.sweep_waves();
    }

    /// A Tripod's colour name by id (for the projection).
    pub fn colour_name(&self, t: TripodId) -> &'static str {
        TRIPOD_COLOURS[usize::from(self.tripod_colour(t))]
    }
}

/// A battle that should exist but does not: a table whose cursor says "battle" without one.
/// Never reached by the rules; an empty battle that ends at once keeps the engine from a panic.
fn unreachable_battle() -> Box<Battle> {
    Box::new(Battle {
        zone: 0,
        wave: 0,
        hills: false,
        held: [0; 6],
        mix: [0; 6],
        guns: Vec::new(),
        cells: Vec::new(),
        unplaced: [0; 3],
        tripods: Vec::new(),
        waiting: Vec::new(),
        tried: 0,
        rolled: 0,
        hills_given: Vec::new(),
        step: BStep::End,
        martians_placed: true,
        humans_placed: true,
        card: None,
        last_card: None,
        offered: None,
        alt: None,
        for_setup: false,
        order_pos: 0,
        acted: Vec::new(),
        current: None,
        ops: VecDeque::new(),
        pending: None,
        fire: None,
        explosive: None,
        earthworks_roll: None,
        trap_left: 0,
        terrain: false,
        rounds: 0,
    })
}
