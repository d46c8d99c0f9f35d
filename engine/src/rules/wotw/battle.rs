//! The Land Battle: "A Land Battle occurs when a Wave is in the same Zone as a Siege Gun or
//! Field Gun." Battle Plans are bought, Earthworks built, Cavalry plans, both sides set up (the
//! side with the Initiative last), then the Martian step (a Battle card per step: each Tripod of
//! each colour, top to bottom, performs its actions) and the Human step (Guns fire) repeat until
//! no Tripod or no Human Unit is left on the board.

use std::collections::VecDeque;

use super::data::{Face, Plan, TRIPOD_COLOURS};
use super::moves::Unit;
use super::state::{GunId, MAX_BATTLE_ROUNDS, Step, Tripod, TripodId, Wotw};

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

    pub(super) fn b(&mut self) -> &mut Battle {
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

    pub(super) fn draw_battle_card(&mut self) -> u16 {
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

    pub(super) fn apply_card(&mut self, card: u16, setup: bool) {
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
