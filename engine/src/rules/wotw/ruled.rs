//! The War of the Worlds behind the ruled-game interface, and what the one table screen draws of
//! it: the Strategic Map as a region board, the Land Battle Board as a hex board during a
//! battle, the Progress Track and the Clock as trackers, the Tripod Staging Areas, the decks and
//! the Battle Plans as zones of cards, the custom die with its colours' names.

use std::sync::Arc;

use super::battle::BStep;
use super::bots::{GENERAL_ID, General};
use super::data::{Chart, Phase, Plan, TRIPOD_COLOURS, TRIPOD_LABELS, WotwData, colours_text};
use super::readings::READINGS;
use super::state::{
    Buy, COST_WARSHIP, DevCursor, FLYING_MACHINE, Move, MoveCursor, Step, TripodId, Unit, WAVES,
    WaveAt, Wotw, WotwError, ZoneState,
};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    BoardView, BotInfo, Budget, CardView, CellView, DataError, DieView, GameInfo, LegendEntry,
    LogEntry, OWN_BOT_LABEL, Outcome, Panel, PhaseView, Projection, RegionView, RuledGame, Seat,
    SeatView, StackView, Thing, TrackerView, VariantValues, ZoneLayout, ZoneView,
};
use crate::table::Rng;

const GENERAL: BotInfo = BotInfo {
    id: GENERAL_ID,
    label: OWN_BOT_LABEL,
    about: "Buys Guns and Infantry where the Waves will come, digs Earthworks, fires at the nearest Tripod (the Damaged first), sends Refugees to Harbors, buys Battle Plans with the Points Production leaves and plays each where it helps.",
};

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage: each purchase is a
    /// kind of its own, and a Battle Plan bought chosen or drawn.
    enum MoveKind {
        BuyInfantry => "buy Infantry",
        BuyCavalry => "buy Cavalry",
        BuyFieldGun => "buy a Field Gun",
        BuySiegeGun => "buy a Siege Gun",
        BuyIndustrial => "buy an Industrial counter",
        HarborChosen => "buy a Harbor at a chosen site",
        HarborDrawn => "buy a Harbor drawn from the cup",
        Shift => "move Units",
        ShiftGun => "move a Gun",
        Done => "end the step",
        Battle => "choose the Wave to fight",
        PlanChosen => "buy a chosen Battle Plan",
        PlanDrawn => "buy a Battle Plan drawn at random",
        Earthworks => "build Earthworks",
        Cavalry => "roll on the Cavalry chart",
        PlaceGun => "place a Gun",
        PlaceUnits => "place Units",
        Fire => "fire a Gun",
        SurpriseShot => "fire with a Surprise Shot",
        UsePlan => "use a Battle Plan",
        Card => "apply a Kriegspiel Battle card",
        PickGun => "choose the Gun detected",
        PickTripod => "choose the Tripod damaged",
        Lose => "lose a Unit",
        LoseGun => "lose a Gun",
        Keg => "place a Powder Keg",
        CylinderAttack => "attack a Cylinder",
        RemoveKeg => "move a Powder Keg",
        Warship => "send a Warship for the Freighters",
        Redirect => "redirect a Wave",
        Pay => "pay for an Event",
    }
}

static INFO: GameInfo = GameInfo {
    id: "wotw-france",
    name: "The War of the Worlds: France",
    players: (1, 1),
    variants: SPEC,
    bots: &[GENERAL],
    default_bot: GENERAL_ID,
    def_json: include_str!("../../../games/wotw-france.json"),
    readings: READINGS,
    round: "round",
};

/// The rule sentence of each phase, for the phase bar.
fn phase_about(p: Phase) -> &'static str {
    match p {
        Phase::Production => {
            "Event Check; gain Production Points from the Gears on the map (and Industrial counters); buy Infantry 6, Cavalry 6, Field Gun 9, Siege Gun 16 in a zone with a Factory, Industrial 2, a chosen Harbor 4; move a Unit 3 per adjacent zone."
        }
        Phase::Battle => {
            "Event Check; a Land Battle for each Wave in a zone with a Field Gun or Siege Gun: Battle Plans (5 random, 10 chosen), Earthworks, Cavalry, set-up by Initiative, then Martian and Human steps until no Tripod or no Human Unit is left on the board."
        }
        Phase::Devastation => {
            "Event Check; each Wave rolls on the Tripod Devastation chart: Units lost, Workforce lost (0: the zone is Destroyed and the list stops), Refugees, Human VP lost."
        }
        Phase::HumanAction => {
            "Event Check; each Unit may move 1 zone; an Infantry may instead try a Powder Keg or attack a Cylinder in its zone."
        }
        Phase::Escape => {
            "Event Check; Refugees at a Harbor roll to Escape; each zone holds only as many Refugees as its Gears (the rest are Captured); Waves #3–#5 arrive at Germs 3, 6, 9."
        }
        Phase::MartianAction => {
            "Event Check; each Wave rolls on the Martian Movement chart (placeholder); a Wave entering a zone sets off its Powder Kegs."
        }
        Phase::Assembly => {
            "Event Check; Handling Machines turn Cylinders into Waves; the Flying Machine roll (placeholder)."
        }
    }
}

const PRODUCING: &str = "#efe6cc";
const DESTROYED: &str = "#9e9e9e";
const RED_WEED: &str = "#e57373";
const BARREN: &str = "#e0dccf";

fn tripod_key(t: TripodId) -> String {
    format!("tripod-{t}")
}

fn card_key(c: u16) -> String {
    format!("battle-card-{c}")
}

impl Wotw {
    pub(super) fn status(&self) -> String {
        if let Some(o) = self.outcome {
            return match o.winner {
                Some(_) => format!("Game over: You Win! ({})", o.end),
                None => format!("Game over: You Lose ({})", o.end),
            };
        }
        let what = match self.step {
            Step::EventPay => "an Event card asks you to pay".to_string(),
            Step::Production => format!("spend your {} Production Points", self.points),
            Step::ChooseBattle => "choose the next Land Battle".to_string(),
            Step::DevUnits => format!("choose {} Unit(s) to lose", self.dev.left),
            Step::HumanAction => "move your Units; Infantry may act".to_string(),
            Step::Warships => "Warships for the Freighters?".to_string(),
            Step::Redirect => format!("your Cavalry may turn Wave #{}", self.moving.wave + 1),
            Step::AssignDamage => format!(
                "share {} Damage among the Tripods of Wave #{}",
                self.moving.damage,
                self.moving.wave + 1
            ),
            Step::Battle => match self.battle.as_deref() {
                Some(b) => format!(
                    "Land Battle in {} against Wave #{}: {}",
                    self.zone_name(b.zone),
                    b.wave + 1,
                    match b.step {
                        BStep::Plans => "buy Battle Plans".to_string(),
                        BStep::Hills => "place the Hills' free Earthworks".to_string(),
                        BStep::Earthworks => "Infantry may build Earthworks".to_string(),
                        BStep::Cavalry => "Cavalry may plan".to_string(),
                        BStep::PlaceHumans => "set up your Units".to_string(),
                        BStep::Kriegspiel => "Kriegspiel: draw a second Battle card?".to_string(),
                        BStep::PickCard => "choose the Battle card to apply".to_string(),
                        BStep::Human => format!("your Human step (round {})", b.rounds),
                        BStep::PickGun => "choose which Gun the Tripod's action takes".to_string(),
                        BStep::TrapTargets => "choose the Tripods the Trap Damages".to_string(),
                        BStep::Explosive => "Explosive Shell?".to_string(),
                        _ => "Line of Sight: roll again?".to_string(),
                    }
                ),
                None => "a Land Battle".to_string(),
            },
            _ => "the Martians act".to_string(),
        };
        format!("Round {}, {} Phase: {what}", self.round, self.phase.name())
    }

    fn region_view(&self, z: u8) -> RegionView {
        let spec = &self.data.zones[usize::from(z)];
        let s = self.zone(z);
        let in_battle = self.battle.as_deref().is_some_and(|b| b.zone == z);
        let mut stacks = Vec::new();
        let mut push = |label: &str, name: String, count: u32, owner: Option<Seat>| {
            if count > 0 {
                stacks.push(StackView {
                    label: label.into(),
                    name,
                    count,
                    owner,
                });
            }
        };
        // The Martian counters, each written out on its own line.
        let mut martians = Vec::new();
        for w in 0..WAVES {
            let fighting = self
                .battle
                .as_deref()
                .is_some_and(|b| usize::from(b.wave) == w);
            match self.waves[w] {
                WaveAt::Wave { zone } if zone == z => {
                    let n = if fighting {
                        self.battle
                            .as_deref()
                            .map_or(0, |b| b.tripods.len() + b.waiting.len())
                    } else {
                        self.staging[w].len()
                    };
                    martians.push(format!(
                        "Wave #{}: {}",
                        w + 1,
                        if n == 1 {
                            "1 Tripod".to_string()
                        } else {
                            format!("{n} Tripods")
                        }
                    ));
                }
                WaveAt::Cylinder { zone, .. } if zone == z => martians.push(format!(
                    "Cylinder #{}: {} Tripods",
                    w + 1,
                    self.staging[w].len()
                )),
                _ => {}
            }
        }
        for (i, &m) in self.machines.iter().enumerate() {
            if m == z {
                martians.push(format!(
                    "{} Handling Machine",
                    ["Green", "Yellow", "Red"][i]
                ));
            }
        }
        if !in_battle {
            for u in Unit::ALL {
                push(
                    u.label(),
                    u.plural().to_string(),
                    u32::from(s.units[u.index()]),
                    Some(0),
                );
            }
        }
        let guns: Vec<_> = self.guns.iter().filter(|g| g.zone == z).collect();
        if !in_battle {
            for kind in [super::state::GunKind::Field, super::state::GunKind::Siege] {
                let n = guns.iter().filter(|g| g.kind == kind).count() as u32;
                push(kind.label(), format!("{}s", kind.name()), n, Some(0));
            }
        }
        let ew: u32 = guns.iter().map(|g| u32::from(g.earthworks)).sum();
        push("E", "Earthworks (on the Guns)".into(), ew, Some(0));
        push(
            "Ind",
            "Industrial counter".into(),
            u32::from(s.industrial),
            Some(0),
        );
        push("H", "Harbor".into(), u32::from(s.harbor), Some(0));
        push("K", "Powder Kegs".into(), u32::from(s.kegs), Some(0));
        let mut marks = martians;
        if s.destroyed {
            marks.push("Destroyed".to_string());
        } else {
            if s.red_weed {
                marks.push("Red Weed".to_string());
            }
            let g = self.gears(z);
            marks.push(format!(
                "Workforce {} · {g} Gear{}",
                s.workforce,
                if g == 1 { "" } else { "s" }
            ));
        }
        let mut features = Vec::new();
        if spec.factory {
            features.push("Factory");
        }
        if spec.hills {
            features.push("Hills");
        }
        if !features.is_empty() {
            marks.push(features.join(" · "));
        }
        if let Some(h) = &spec.harbor {
            marks.push(format!("Harbor site: {h}"));
        }
        if in_battle {
            marks.push("Battle here".into());
        }
        let (terrain, colour) = if s.destroyed {
            ("Destroyed", DESTROYED)
        } else if s.red_weed {
            ("Red Weed", RED_WEED)
        } else if self.producing(z) {
            ("Producing", PRODUCING)
        } else {
            ("Non-producing", BARREN)
        };
        RegionView {
            id: format!("zone-{z}"),
            name: spec.name.clone(),
            x: spec.x,
            y: spec.y,
            adjacent: spec.adjacent.iter().map(|a| format!("zone-{a}")).collect(),
            stacks,
            marks,
            terrain: terrain.into(),
            colour: colour.into(),
        }
    }

    fn battle_board(&self) -> Option<BoardView> {
        let b = self.battle.as_deref()?;
        let board = &self.data.board;
        let mut cells = Vec::with_capacity(board.cells.len());
        for (i, &hex) in board.cells.iter().enumerate() {
            let c = i as u8;
            let mut stacks = Vec::new();
            for colour in 0..5u8 {
                for damaged in [false, true] {
                    let n = b
                        .tripods
                        .iter()
                        .filter(|t| {
                            t.cell == c
                                && t.damaged == damaged
                                && self.tripod_colour(t.id) == colour
                        })
                        .count() as u32;
                    if n > 0 {
                        stacks.push(StackView {
                            label: format!(
                                "{}{}",
                                TRIPOD_LABELS[usize::from(colour)],
                                if damaged { "*" } else { "" }
                            ),
                            name: format!(
                                "{}{} Tripod{}",
                                if damaged { "Damaged " } else { "" },
                                TRIPOD_COLOURS[usize::from(colour)],
                                if n == 1 { "" } else { "s" }
                            ),
                            count: n,
                            owner: None,
                        });
                    }
                }
            }
            let mut marks = Vec::new();
            for g in b.guns.iter().filter(|g| g.cell == Some(c)) {
                if let Some(gun) = self.gun(g.id) {
                    stacks.push(StackView {
                        label: gun.kind.label().into(),
                        name: format!("{} ({} Earthworks)", gun.kind.name(), gun.earthworks),
                        count: 1,
                        owner: Some(0),
                    });
                    marks.push(if gun.earthworks == 0 {
                        "Revealed".to_string()
                    } else {
                        format!("E{}", gun.earthworks)
                    });
                }
            }
            for u in Unit::ALL {
                let n = b.cells[i][u.index()];
                if n > 0 {
                    stacks.push(StackView {
                        label: u.label().into(),
                        name: u.plural().into(),
                        count: u32::from(n),
                        owner: Some(0),
                    });
                }
            }
            let letter = board.letters.iter().position(|&l| l == c);
            if let Some(k) = letter {
                marks.insert(0, ["A", "B", "C", "D", "E"][k].to_string());
            }
            let artillery = board.artillery.contains(&c);
            let (terrain, colour) = if artillery {
                ("Artillery Image", "#d7ccc8")
            } else if letter.is_some() {
                ("Set-up hex", "#ffe0b2")
            } else if board.bottom[i] {
                ("Bottom row", "#c8e6c9")
            } else {
                ("", "#f5f5f5")
            };
            cells.push(CellView {
                hex,
                name: board.names[i].clone(),
                terrain: terrain.into(),
                colour: colour.into(),
                stacks,
                marks,
            });
        }
        Some(BoardView::Hex {
            id: "land-battle".into(),
            name: format!(
                "{}: {} against Wave #{}",
                board.name,
                self.zone_name(b.zone),
                b.wave + 1
            ),
            orientation: board.orientation,
            cells,
            legend: vec![
                LegendEntry {
                    name: "Set-up hex".into(),
                    colour: "#ffe0b2".into(),
                    note: "A to E: Tripods set up here by their colour's letter on the Battle card"
                        .into(),
                },
                LegendEntry {
                    name: "Artillery Image".into(),
                    colour: "#d7ccc8".into(),
                    note: "Guns set up here".into(),
                },
                LegendEntry {
                    name: "Bottom row".into(),
                    colour: "#c8e6c9".into(),
                    note: "Infantry, Cavalry and Refugees set up here; a Tripod reaching it leaves the battle".into(),
                },
                LegendEntry {
                    name: "Tripods".into(),
                    colour: "#ffffff".into(),
                    note: "G Green, Y Yellow, R Red, Bl Blue, Bk Black; * Damaged".into(),
                },
                LegendEntry {
                    name: "Guns".into(),
                    colour: "#ffffff".into(),
                    note: "FG Field Gun, SG Siege Gun; E2: 2 Earthworks; Revealed: none".into(),
                },
            ],
        })
    }

    fn tripod_card(&self, t: TripodId, damaged: bool, target: bool) -> CardView {
        let colour = usize::from(self.tripod_colour(t));
        let mut v = CardView::named(tripod_key(t), format!("{} Tripod", TRIPOD_COLOURS[colour]));
        v.kind = if damaged {
            "Damaged".into()
        } else {
            "Undamaged".into()
        };
        v.corners.push(TRIPOD_LABELS[colour].into());
        v.tone = TRIPOD_COLOURS[colour].to_ascii_lowercase();
        v.tapped = damaged;
        if target {
            v.target = Some(tripod_key(t));
        }
        v
    }

    fn battle_card_view(&self, c: u16, target: bool) -> CardView {
        let spec = &self.data.battle_cards[usize::from(c)];
        let mut v = CardView::named(card_key(c), spec.name.clone());
        v.kind = "Land Battle card".into();
        let setup: Vec<String> = (0..5)
            .map(|k| {
                format!(
                    "{} {}",
                    TRIPOD_COLOURS[k],
                    ["A", "B", "C", "D", "E"][usize::from(spec.setup[k])]
                )
            })
            .collect();
        let rows: Vec<String> = spec
            .order
            .iter()
            .map(|&k| {
                let acts: Vec<&str> = spec.actions[usize::from(k)]
                    .iter()
                    .map(|a| a.name())
                    .collect();
                format!(
                    "{}: {}",
                    TRIPOD_COLOURS[usize::from(k)],
                    if acts.is_empty() {
                        "—".to_string()
                    } else {
                        acts.join(", ")
                    }
                )
            })
            .collect();
        v.text = format!("Set-up: {}. {}.", setup.join(", "), rows.join("; "));
        if target {
            v.target = Some(card_key(c));
        }
        v
    }

    fn help_panel(&self) -> Panel {
        let mut rows = Vec::new();
        for c in Chart::ALL {
            if c == Chart::EarthworksExample
                && self.variants.earthworks == super::variants::Earthworks::Table
                || c == Chart::EarthworksTable
                    && self.variants.earthworks == super::variants::Earthworks::Example
            {
                continue;
            }
            let cells = self.data.chart(c);
            let mut row = vec![c.name().to_string()];
            for e in cells {
                row.push(effect_words(&self.data, e));
            }
            rows.push(row);
        }
        Panel {
            title: "Player Help Sheet: die charts".into(),
            columns: vec!["Chart".into(), "Green (3 faces)".into(), "Yellow (2)".into(), "Red (1)".into()],
            rows,
            note: "The die has Green on 3 faces, Yellow on 2, Red on 1. Costs: Infantry 6, Cavalry 6, Field Gun 9, Siege Gun 16, Industrial 2, chosen Harbor 4, a move 3, Battle Plan 5 (random) or 10 (chosen), Warship 2.".into(),
        }
    }

    fn range_panel(&self) -> Panel {
        let rows = self
            .data
            .ranges
            .iter()
            .enumerate()
            .map(|(i, r)| {
                vec![
                    (i + 1).to_string(),
                    colours_text(r[0]),
                    colours_text(r[1]),
                    colours_text(r[2]),
                ]
            })
            .collect();
        Panel {
            title: "Range chart".into(),
            columns: vec![
                "Range".into(),
                "Tripod Detects on".into(),
                "Tripod Fires on".into(),
                "Gun Hits on".into(),
            ],
            rows,
            note: "Field Guns roll 1 die, Siege Guns 2. A Hit Damages an Undamaged Tripod and Destroys a Damaged one.".into(),
        }
    }

    fn done_label(&self) -> String {
        match self.step {
            Step::EventPay => "Do not pay: the Event takes effect".into(),
            Step::Production => "End the Production Phase".into(),
            Step::HumanAction => "End the Human Action Phase".into(),
            Step::Warships => "No more Warships: the Refugees roll".into(),
            Step::Redirect => "Let the Wave go where it heads".into(),
            Step::Battle => match self.battle.as_deref().map(|b| b.step) {
                Some(BStep::Plans) => "Done buying Battle Plans".into(),
                Some(BStep::Hills) => "No more free Earthworks".into(),
                Some(BStep::Earthworks) => "No more Earthworks".into(),
                Some(BStep::Cavalry) => "No more Cavalry rolls".into(),
                Some(BStep::Kriegspiel) => "Keep this Battle card".into(),
                Some(BStep::Explosive) => "Keep the Explosive Shell".into(),
                Some(BStep::TrapTargets) => "No more Tripods for the Trap".into(),
                Some(BStep::Human) => "End the Human step".into(),
                _ => "Keep the roll".into(),
            },
            _ => "Done".into(),
        }
    }
}

/// A chart cell in words.
fn effect_words(data: &WotwData, e: &super::data::Effect) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(z) = e.zone {
        parts.push(data.zone_name(z).to_string());
    }
    if e.build > 0 {
        parts.push(format!("Build {}", e.build));
    }
    if e.plans > 0 {
        parts.push(format!(
            "Gain {} plan{}",
            e.plans,
            if e.plans == 1 { "" } else { "s" }
        ));
    }
    if e.destroy > 0 {
        parts.push(format!(
            "Destroy {} Tripod{}",
            e.destroy,
            if e.destroy == 1 { "" } else { "s" }
        ));
    }
    if e.keg {
        parts.push("Place a Keg".into());
    }
    if e.damage > 0 {
        parts.push(format!("{} Damage", e.damage));
    }
    if e.workforce > 0 {
        parts.push(format!("Workforce -{}", e.workforce));
    }
    if e.infantry_lost {
        parts.push("Infantry Destroyed".into());
    }
    if e.cavalry_lost {
        parts.push("Cavalry Destroyed".into());
    }
    if e.cavalry_captured {
        parts.push("Cavalry Captured".into());
    }
    if e.redirect {
        parts.push("You choose the Wave's destination".into());
    }
    if e.piece {
        parts.push("A Flying Machine piece".into());
    }
    if let Some(f) = e.flee {
        parts.push(
            match f {
                super::data::Flee::Escapes => "Escapes",
                super::data::Flee::Stays => "Stays",
                super::data::Flee::NavalBattle => "Naval battle",
                super::data::Flee::WarshipSunk => "Warship sunk",
                super::data::Flee::Captured => "Captured",
            }
            .into(),
        );
    }
    if let Some(m) = e.movement {
        parts.push(
            match m {
                super::data::Movement::TowardParis => "Toward Paris",
                super::data::Movement::TowardProducing => "Toward the nearest Producing Zone",
                super::data::Movement::RandomAdjacent => "A random adjacent zone",
                super::data::Movement::Stay => "Stays",
                super::data::Movement::RedWeed => "Red Weed",
            }
            .into(),
        );
    }
    if parts.is_empty() {
        "No effect".into()
    } else {
        parts.join(", ")
    }
}

impl RuledGame for Wotw {
    type Move = Move;
    type Error = WotwError;
    type Variants = Variants;
    type Data = WotwData;
    type Bot = General;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn read_data(def: &GameDef) -> Result<WotwData, DataError> {
        WotwData::read(def)
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    /// A table set up as the text says: Wave #1 and the Cylinder placed by the New Cylinder
    /// Placement chart with 4 random Tripods each, Wave #1's zone Destroyed, the Handling
    /// Machines in their zones.
    fn new(
        data: &Arc<WotwData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, WotwError> {
        if players != 1 {
            return Err(WotwError::Players(players));
        }
        let d = Arc::clone(data);
        let mut rng = Rng::seeded(seed);
        let mut cup: Vec<TripodId> = (0..d.tripods.len() as TripodId).collect();
        rng.shuffle(&mut cup);
        let mut events: Vec<u16> = (0..d.events.len() as u16).collect();
        rng.shuffle(&mut events);
        let mut battle_deck: Vec<u16> = (0..d.battle_cards.len() as u16).collect();
        rng.shuffle(&mut battle_deck);
        let mut harbor_cup: Vec<u8> = (0..d.zones.len() as u8)
            .filter(|&z| d.zones[usize::from(z)].harbor.is_some())
            .collect();
        rng.shuffle(&mut harbor_cup);
        let zones = d
            .zones
            .iter()
            .map(|z| ZoneState {
                workforce: z.workforce,
                ..ZoneState::default()
            })
            .collect();
        let machines_chart = d.chart(super::data::Chart::HandlingMachines);
        let machines = [0, 1, 2].map(|i| machines_chart[i].zone.unwrap_or(d.paris));
        let mut g = Self {
            variants: *variants,
            rng,
            record,
            log: Vec::new(),
            outcome: None,
            round: 1,
            phase: Phase::Production,
            step: Step::EventCheck,
            points: 0,
            human_vp: 0,
            germs: 0,
            martian_vp: 0,
            colonization: 0,
            pieces: 0,
            zones,
            guns: Vec::new(),
            next_gun: 0,
            waves: [WaveAt::Waiting; WAVES],
            staging: Default::default(),
            cup,
            removed: Vec::new(),
            harbor_cup,
            machines,
            kegs_free: d.numbers.kegs,
            events,
            event_discard: Vec::new(),
            last_event: None,
            pay_event: None,
            battle_deck,
            battle_discard: Vec::new(),
            battle: None,
            fought: [false; WAVES],
            dev: DevCursor::default(),
            moving: MoveCursor::default(),
            warships: 0,
            arrived: [false; 3],
            last_roll: Vec::new(),
            #[cfg(test)]
            forced: std::collections::VecDeque::new(),
            data: d,
        };
        // Wave #1.
        let face = g.roll();
        let zone = g.placement(face);
        g.waves[0] = WaveAt::Wave { zone };
        g.fill_staging(0);
        g.say(format!(
            "Set-up: rolled {} on the New Cylinder Placement chart: Wave #1 lands in {} with {}",
            face.name(),
            g.zone_name(zone),
            g.staging_words(0)
        ));
        g.destroy_zone(zone);
        // The Cylinder for Wave #2.
        let face = g.roll();
        let zone = g.placement(face);
        g.waves[1] = WaveAt::Cylinder { zone, progress: 0 };
        g.fill_staging(1);
        g.say(format!(
            "Set-up: rolled {}: the Cylinder of Wave #2 lands in {} with {}",
            face.name(),
            g.zone_name(zone),
            g.staging_words(1)
        ));
        let names: Vec<String> = (0..3)
            .map(|i| {
                format!(
                    "{} in {}",
                    ["Green", "Yellow", "Red"][i],
                    g.zone_name(g.machines[i])
                )
            })
            .collect();
        g.say(format!("Set-up: Handling Machines {}", names.join(", ")));
        g.check_victory();
        g.run();
        g.settle();
        Ok(g)
    }

    fn players(&self) -> u8 {
        1
    }

    fn to_move(&self) -> Option<Seat> {
        self.decision().then_some(0)
    }

    /// Every legal move, in a fixed order, into `out`.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if !self.decision() {
            return;
        }
        match self.step {
            Step::EventPay => {
                out.push(Move::Pay);
                out.push(Move::Done);
            }
            Step::Production => self.production_moves(out),
            Step::ChooseBattle => {
                for w in self.battles_open() {
                    out.push(Move::Battle { wave: w as u8 });
                }
            }
            Step::Battle => self.battle_moves(out),
            Step::DevUnits => self.loss_moves(out),
            Step::HumanAction => self.human_action_moves(out),
            Step::Warships => {
                if self.points >= COST_WARSHIP {
                    out.push(Move::Warship);
                }
                out.push(Move::Done);
            }
            Step::Redirect => {
                let Some(from) = self.wave_zone(usize::from(self.moving.wave)) else {
                    return;
                };
                for &a in &self.data.zones[usize::from(from)].adjacent {
                    out.push(Move::Redirect { to: a });
                }
                out.push(Move::Done);
            }
            Step::AssignDamage => self.damage_moves(out),
            _ => {}
        }
    }

    /// Makes a move of the player, or refuses it with the reason, leaving the table as it was.
    fn apply(&mut self, mv: Move) -> Result<(), WotwError> {
        if self.outcome.is_some() {
            return Err(WotwError::Over);
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(WotwError::Illegal(self.why_not(&mv)));
        }
        self.make(mv);
        self.run();
        self.settle();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }

    /// A move in words, for buttons and the log.
    fn describe(&self, m: &Move) -> String {
        let zone = |z: u8| self.zone_name(z).to_string();
        let gun = |g: u16| {
            self.gun(g).map_or("Gun".to_string(), |x| {
                format!("{} ({} Earthworks)", x.kind.name(), x.earthworks)
            })
        };
        match m {
            Move::Buy { item, zone: z } => {
                format!("Buy {} in {} ({} PP)", item.name(), zone(*z), item.cost())
            }
            Move::BuyHarbor { zone: Some(z) } => format!("Buy the Harbor of {} (4 PP)", zone(*z)),
            Move::BuyHarbor { zone: None } => format!(
                "Draw a random Harbor from the cup ({} PP)",
                self.data.numbers.random_harbor
            ),
            Move::Shift {
                unit,
                from,
                to,
                all,
            } => {
                let n = match self.zones.get(usize::from(*from)) {
                    Some(s) if *all => {
                        if self.step == Step::HumanAction {
                            s.units[unit.index()].saturating_sub(s.acted[unit.index()])
                        } else {
                            s.units[unit.index()]
                        }
                    }
                    _ => 1,
                };
                let cost = if self.step == Step::Production {
                    format!(" ({} PP)", 3 * u32::from(n))
                } else {
                    String::new()
                };
                format!(
                    "Move {} {} from {} to {}{cost}",
                    if *all { format!("all {n}") } else { "1".into() },
                    if n == 1 { unit.name() } else { unit.plural() },
                    zone(*from),
                    zone(*to)
                )
            }
            Move::ShiftGun { gun: g, to } => format!(
                "Move a {} from {} to {}{}",
                gun(*g),
                self.gun(*g).map_or(String::new(), |x| zone(x.zone)),
                zone(*to),
                if self.step == Step::Production {
                    " (3 PP)"
                } else {
                    ""
                }
            ),
            Move::Done => self.done_label(),
            Move::Battle { wave } => format!(
                "Battle Wave #{} in {}",
                u32::from(*wave) + 1,
                self.wave_zone(usize::from(*wave))
                    .map_or(String::new(), zone)
            ),
            Move::BuyPlan { plan: None } => "Buy a random Battle Plan (5 PP)".into(),
            Move::BuyPlan { plan: Some(p) } => format!("Buy the Battle Plan {} (10 PP)", p.name()),
            Move::Earthworks { gun: g } => match self.battle.as_deref().map(|b| b.step) {
                Some(BStep::Hills) => format!("Free Earthworks on the {}", gun(*g)),
                _ => format!("An Infantry builds Earthworks for the {}", gun(*g)),
            },
            Move::Cavalry => "A Cavalry rolls on the Cavalry (Planning) chart".into(),
            Move::PlaceGun { gun: g, cell } => {
                format!("Place the {} on {}", gun(*g), self.cell_name(*cell))
            }
            Move::PlaceUnits { unit, cell, all } => {
                let n = self
                    .battle
                    .as_deref()
                    .map_or(1, |b| if *all { b.unplaced[unit.index()] } else { 1 });
                format!(
                    "Place {} {} on {}",
                    if *all { format!("all {n}") } else { "1".into() },
                    if n == 1 { unit.name() } else { unit.plural() },
                    self.cell_name(*cell)
                )
            }
            Move::Fire {
                gun: g,
                tripod,
                surprise,
            } => {
                let b = self.battle.as_deref();
                let range = b
                    .and_then(|b| {
                        Some(
                            self.data
                                .board
                                .distance(b.gun_cell(*g)?, b.tripod(*tripod)?.cell),
                        )
                    })
                    .unwrap_or(0);
                let hits = self
                    .data
                    .ranges
                    .get(usize::from(range).wrapping_sub(1))
                    .map_or("none".to_string(), |r| colours_text(r[2]));
                let damaged = b.and_then(|b| b.tripod(*tripod)).is_some_and(|t| t.damaged);
                format!(
                    "{} fires at the {}{} Tripod at Range {range} (hits on {hits}){}",
                    self.gun(*g).map_or("Gun", |x| x.kind.name()),
                    if damaged { "Damaged " } else { "" },
                    self.tripod_name(*tripod),
                    if *surprise {
                        " with a Surprise Shot (2 extra dice)"
                    } else {
                        ""
                    }
                )
            }
            Move::Use(p) => match p {
                Plan::LineOfSight => "Use Line of Sight: roll that die again".into(),
                Plan::Kriegspiel => "Use Kriegspiel: draw a second Battle card".into(),
                Plan::ExplosiveShell => "Use Explosive Shell: Destroy the Damaged Tripod".into(),
                Plan::Trap => "Use the Trap (roll: Green Damages up to 2 Tripods)".into(),
                Plan::Terrain => "Use Terrain: every Gun may Fire 2 times this round".into(),
                Plan::SurpriseShot => "Use a Surprise Shot".into(),
            },
            Move::Card(c) => format!(
                "Apply {}",
                self.data
                    .battle_cards
                    .get(usize::from(*c))
                    .map_or("that Battle card", |b| b.name.as_str())
            ),
            Move::PickGun(g) => {
                let detect = self
                    .battle
                    .as_deref()
                    .and_then(|b| b.pending.as_ref())
                    .is_some_and(|p| p.detect);
                let cell = self.battle.as_deref().and_then(|b| b.gun_cell(*g));
                format!(
                    "The Tripod {} the {} on {}",
                    if detect { "Detects" } else { "Destroys" },
                    gun(*g),
                    cell.map_or(String::new(), |c| self.cell_name(c))
                )
            }
            Move::PickTripod(t) => {
                let damaged = self
                    .battle
                    .as_deref()
                    .and_then(|b| b.tripod(*t))
                    .map(|x| x.damaged)
                    .or_else(|| {
                        self.staging
                            .iter()
                            .flatten()
                            .find(|x| x.id == *t)
                            .map(|x| x.damaged)
                    })
                    .unwrap_or(false);
                if damaged {
                    format!("Destroy the Damaged {} Tripod", self.tripod_name(*t))
                } else {
                    format!("Damage the {} Tripod", self.tripod_name(*t))
                }
            }
            Move::Lose(u) => format!("Lose 1 {} (Captured: +1 Martian VP)", u.name()),
            Move::LoseGun(g) => format!("Lose the {} (Destroyed)", gun(*g)),
            Move::Keg { zone: z } => {
                format!("An Infantry in {} tries to place a Powder Keg", zone(*z))
            }
            Move::CylinderAttack { wave } => format!(
                "An Infantry attacks the Cylinder of Wave #{} in {}",
                u32::from(*wave) + 1,
                self.wave_zone(usize::from(*wave))
                    .map_or(String::new(), zone)
            ),
            Move::RemoveKeg { zone: z } => format!("Take up the Powder Keg in {}", zone(*z)),
            Move::Warship => "Buy a Warship (2 PP)".into(),
            Move::Redirect { to } => {
                format!("Turn Wave #{} toward {}", self.moving.wave + 1, zone(*to))
            }
            Move::Pay => {
                let cost = self
                    .pay_event
                    .and_then(|e| match &self.data.events[usize::from(e)].effect {
                        super::data::EventEffect::PayOr(c, _) => Some(*c),
                        _ => None,
                    })
                    .unwrap_or(0);
                format!("Pay {cost} Production Points")
            }
        }
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.round);
        let now = self.outcome.is_none().then_some(self.phase);
        p.phases = Phase::ALL
            .iter()
            .map(|&ph| PhaseView {
                name: ph.name().into(),
                current: now == Some(ph),
                about: phase_about(ph).into(),
            })
            .collect();
        p.seats.push(SeatView {
            name: "Player 1 (the Human forces)".into(),
            facts: vec![
                format!("{} Production Points", self.points),
                format!("Germs {} · Human VP {}", self.germs, self.human_vp),
                format!(
                    "Colonization {} · Martian VP {}",
                    self.colonization, self.martian_vp
                ),
                format!("Flying Machine {} of {FLYING_MACHINE}", self.pieces),
            ],
            to_act: self.to_move() == Some(0),
            out: false,
        });
        // Boards: the Strategic Map, and the Land Battle Board during a battle.
        p.boards.push(BoardView::Regions {
            id: "strategic-map".into(),
            name: "Strategic Map of France".into(),
            regions: (0..self.zones.len() as u8).map(|z| self.region_view(z)).collect(),
            legend: vec![
                LegendEntry {
                    name: "Producing Zone".into(),
                    colour: PRODUCING.into(),
                    note: "1 or more Gears".into(),
                },
                LegendEntry {
                    name: "Non-producing".into(),
                    colour: BARREN.into(),
                    note: "no Gear at its Workforce".into(),
                },
                LegendEntry {
                    name: "Destroyed".into(),
                    colour: DESTROYED.into(),
                    note: String::new(),
                },
                LegendEntry {
                    name: "Red Weed".into(),
                    colour: RED_WEED.into(),
                    note: String::new(),
                },
                LegendEntry {
                    name: "Counters".into(),
                    colour: "#ffffff".into(),
                    note: "Your counters: Inf(antry), Cav(alry), Ref(ugees), FG Field Gun, SG Siege Gun, E(arthworks), Ind(ustrial), H(arbor), K Powder Keg; the Martians' are written out".into(),
                },
            ],
        });
        p.boards.extend(self.battle_board());
        // Trackers: the Clock and the Progress Track.
        let track = |name: &str, value: String| TrackerView {
            name: name.into(),
            owner: None,
            value,
        };
        p.trackers
            .push(track("Clock", format!("{} Phase", self.phase.name())));
        p.trackers
            .push(track("Production Points", self.points.to_string()));
        p.trackers
            .push(track("Human VP", self.human_vp.to_string()));
        p.trackers
            .push(track("Germ counter", format!("{} of 10", self.germs)));
        p.trackers
            .push(track("Martian VP", self.martian_vp.to_string()));
        p.trackers.push(track(
            "Colonization counter",
            format!("{} of 10", self.colonization),
        ));
        p.trackers.push(track(
            "Flying Machine",
            format!("{} of {FLYING_MACHINE} pieces", self.pieces),
        ));
        p.trackers
            .push(track("Powder Kegs in the mix", self.kegs_free.to_string()));
        p.trackers
            .push(track("Tripods in the cup", self.cup.len().to_string()));
        // Zones of cards: the Battle card, the Battle Plans, the Staging Areas, the decks.
        let choices_tripods = self.step == Step::AssignDamage;
        if let Some(b) = self.battle.as_deref() {
            let picking = b.step == BStep::PickCard;
            let cards: Vec<CardView> = [b.offered, b.alt, b.card.or(b.last_card)]
                .into_iter()
                .flatten()
                .map(|c| self.battle_card_view(c, picking))
                .collect();
            p.zones.push(ZoneView {
                id: "battle-card".into(),
                name: "Battle card".into(),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
            let plans: Vec<CardView> = Plan::ALL
                .iter()
                .flat_map(|&pl| (0..b.held[pl.index()]).map(move |k| (pl, k)))
                .map(|(pl, k)| {
                    let mut v = CardView::named(format!("plan-{}-{k}", pl.index()), pl.name());
                    v.kind = "Battle Plan".into();
                    v.text = pl.about().into();
                    v
                })
                .collect();
            p.zones.push(ZoneView {
                id: "battle-plans".into(),
                name: "Your Battle Plans".into(),
                owner: Some(0),
                layout: ZoneLayout::Row,
                count: plans.len(),
                cards: plans,
            });
        }
        // The Staging Areas, one line each; the Wave taking Damage as cards to pick.
        let mut rows = Vec::new();
        for w in 0..WAVES {
            let mut tripods: Vec<String> = self.staging[w]
                .iter()
                .map(|t| {
                    format!(
                        "{}{}",
                        self.tripod_name(t.id),
                        if t.damaged { " (Damaged)" } else { "" }
                    )
                })
                .collect();
            if let Some(b) = self.battle.as_deref().filter(|b| usize::from(b.wave) == w) {
                for t in &b.tripods {
                    tripods.push(format!(
                        "{}{} on the battle board",
                        self.tripod_name(t.id),
                        if t.damaged { " (Damaged)" } else { "" }
                    ));
                }
                tripods.extend(b.waiting.iter().map(|t| self.tripod_name(t.id).to_string()));
            }
            let state = match self.waves[w] {
                WaveAt::Waiting => "Not yet landed".to_string(),
                WaveAt::Cylinder { zone, progress } => format!(
                    "Cylinder in {} ({progress} of {} Assembly Phases)",
                    self.zone_name(zone),
                    self.data.numbers.assembly
                ),
                WaveAt::Wave { zone } => format!("Wave in {}", self.zone_name(zone)),
                WaveAt::Gone => "Destroyed".to_string(),
            };
            rows.push(vec![
                format!("#{}", w + 1),
                state,
                if tripods.is_empty() {
                    "—".to_string()
                } else {
                    tripods.join(", ")
                },
            ]);
        }
        if choices_tripods {
            let w = usize::from(self.moving.wave);
            let cards: Vec<CardView> = self
                .staging(w)
                .iter()
                .map(|t| self.tripod_card(t.id, t.damaged, true))
                .collect();
            p.zones.push(ZoneView {
                id: "damage".into(),
                name: format!(
                    "Tripods of Wave #{}: {} Damage to share",
                    w + 1,
                    self.moving.damage
                ),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
        }
        let mut top = Vec::new();
        if let Some(t) = self.event_top() {
            let phase = self.data.events[usize::from(t)].phase;
            let mut v = CardView::named("event-top", format!("Back: {} Phase", phase.name()));
            v.kind = "Event card (its back)".into();
            v.text = format!("Drawn at the start of the next {} Phase.", phase.name());
            top.push(v);
        }
        p.zones.push(ZoneView {
            id: "event-deck".into(),
            name: "Event deck".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            count: self.events.len(),
            cards: top,
        });
        let last: Vec<CardView> = self
            .last_event
            .map(|e| {
                let c = &self.data.events[usize::from(e)];
                let mut v = CardView::named(format!("event-{e}"), c.name.clone());
                v.kind = format!("Event · {} Phase", c.phase.name());
                v.text = c.text.clone();
                v
            })
            .into_iter()
            .collect();
        p.zones.push(ZoneView {
            id: "event-discard".into(),
            name: "Last Event".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            count: self.event_discard.len(),
            cards: last,
        });
        p.dice = self
            .last_roll
            .iter()
            .map(|f| DieView {
                face: f.name().into(),
                colour: f.css().into(),
            })
            .collect();
        p.panels.push(Panel {
            title: "Tripod Staging Areas".into(),
            columns: vec!["Area".into(), "Counter".into(), "Tripods".into()],
            rows,
            note: "When battling a Wave, you confront all the Tripods in its Staging Area.".into(),
        });
        p.panels.push(self.help_panel());
        p.panels.push(self.range_panel());
        p
    }

    /// What a move points at: zones on the map, hexes on the battle board, cards.
    fn targets(&self, m: &Move) -> Vec<Thing> {
        let region = |z: u8| Thing::Region(format!("zone-{z}"));
        let hex = |c: u8| {
            Thing::Hex(
                self.data
                    .board
                    .cells
                    .get(usize::from(c))
                    .copied()
                    .unwrap_or_default(),
            )
        };
        let b = self.battle.as_deref();
        match m {
            Move::Buy { zone, .. } | Move::BuyHarbor { zone: Some(zone) } => vec![region(*zone)],
            Move::Keg { zone } | Move::RemoveKeg { zone } => vec![region(*zone)],
            Move::Shift { from, to, .. } => vec![region(*from), region(*to)],
            Move::ShiftGun { gun, to } => match self.gun(*gun) {
                Some(g) => vec![region(g.zone), region(*to)],
                None => Vec::new(),
            },
            Move::Battle { wave } | Move::CylinderAttack { wave } => self
                .wave_zone(usize::from(*wave))
                .map(region)
                .into_iter()
                .collect(),
            Move::Redirect { to } => vec![region(*to)],
            Move::PlaceGun { cell, .. } | Move::PlaceUnits { cell, .. } => vec![hex(*cell)],
            Move::Fire { gun, tripod, .. } => {
                let (Some(gc), Some(tc)) = (
                    b.and_then(|b| b.gun_cell(*gun)),
                    b.and_then(|b| b.tripod(*tripod)).map(|t| t.cell),
                ) else {
                    return Vec::new();
                };
                vec![hex(gc), hex(tc)]
            }
            Move::PickGun(g) => b
                .and_then(|b| b.gun_cell(*g))
                .map(hex)
                .into_iter()
                .collect(),
            Move::PickTripod(t) => match b.and_then(|b| b.tripod(*t)) {
                Some(x) => vec![hex(x.cell)],
                None => vec![Thing::Card(tripod_key(*t))],
            },
            Move::Card(c) => vec![Thing::Card(card_key(*c))],
            _ => Vec::new(),
        }
    }

    /// A zone of the map in the Production or Human Action Phase, a hex of the battle board
    /// while Guns are placed or fire: the rule that says what may be done there.
    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let mv = match thing {
            Thing::Region(id) => {
                let zone: u8 = id.strip_prefix("zone-")?.parse().ok()?;
                let name = self.zone_name(zone).to_string();
                let reason = match self.step {
                    Step::Production => {
                        let prices: Vec<String> = Buy::ALL
                            .iter()
                            .map(|b| format!("{} {}", b.name(), b.cost()))
                            .collect();
                        format!(
                            "Units and Industrial counters are placed only in a zone with a Factory symbol that is not Destroyed or under Red Weed, for Production Points ({}; you have {}); a Unit moves to an adjacent zone for 3",
                            prices.join(", "),
                            self.points
                        )
                    }
                    Step::HumanAction => self.why_not_reason(&Move::Shift {
                        unit: Unit::Infantry,
                        from: zone,
                        to: zone,
                        all: false,
                    }),
                    _ => return None,
                };
                return Some(format!("{name}: {reason}"));
            }
            Thing::Hex(_) => match self.battle.as_deref()?.step {
                BStep::PlaceHumans => Move::PlaceGun { gun: 0, cell: 0 },
                BStep::Human => Move::Fire {
                    gun: 0,
                    tripod: 0,
                    surprise: false,
                },
                _ => return None,
            },
            _ => return None,
        };
        Some(self.why_not_reason(&mv))
    }

    /// A table as the player might believe it: the cups and decks (whose order no one sees)
    /// drawn again, the top Event card's back kept, a fresh generator.
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        rng.shuffle(&mut g.cup);
        rng.shuffle(&mut g.battle_deck);
        rng.shuffle(&mut g.harbor_cup);
        if let Some(&top) = g.events.last() {
            let phase = g.data.events[usize::from(top)].phase;
            let n = g.events.len();
            rng.shuffle(&mut g.events);
            // The back of the top card is seen: a card with that back stays on top.
            if let Some(i) = g
                .events
                .iter()
                .position(|&e| g.data.events[usize::from(e)].phase == phase)
            {
                g.events.swap(i, n - 1);
            }
        }
        g.rng = Rng::seeded(rng.next_u64());
        g.record = false;
        g.log.clear();
        g
    }

    /// How well the player is doing, 0 (lost) to 1 (won), for a search cut short.
    fn heuristic(&self, _seat: Seat) -> Option<f64> {
        if let Some(o) = self.outcome {
            return Some(o.score(0, 1));
        }
        let human = f64::from(self.germs * 10 + self.human_vp) / 100.0;
        let martian = f64::from(self.colonization * 10 + self.martian_vp) / 100.0;
        let paris = f64::from(self.zone(self.data.paris).workforce)
            / f64::from(
                self.data.zones[usize::from(self.data.paris)]
                    .workforce
                    .max(1),
            );
        let flying = f64::from(self.pieces) / f64::from(FLYING_MACHINE);
        let tripods: usize = (0..WAVES)
            .filter(|&w| self.wave_zone(w).is_some())
            .map(|w| self.staging[w].len())
            .sum::<usize>()
            + self.battle.as_deref().map_or(0, |b| b.tripods.len());
        let threat = (tripods as f64 / 20.0).min(1.0);
        // Guns count for more the nearer a Wave they stand; Damaged Tripods for less.
        let waves: Vec<u8> = (0..WAVES)
            .filter(|&w| self.is_wave(w))
            .filter_map(|w| self.wave_zone(w))
            .collect();
        let guns: f64 = self
            .guns
            .iter()
            .map(|g| {
                let near = waves
                    .iter()
                    .map(|&w| self.data.zone_distance(g.zone, w))
                    .min()
                    .unwrap_or(9);
                let worth = match g.kind {
                    super::state::GunKind::Field => 1.0,
                    super::state::GunKind::Siege => 1.8,
                } + 0.2 * f64::from(g.earthworks);
                worth / (1.0 + f64::from(near))
            })
            .sum();
        let damaged = (0..WAVES)
            .flat_map(|w| self.staging[w].iter())
            .filter(|t| t.damaged)
            .count() as f64;
        let refugees: u32 = (0..self.zones.len() as u8)
            .map(|z| {
                let s = self.zone(z);
                u32::from(s.units[Unit::Refugee.index()].saturating_sub(u16::from(self.gears(z))))
            })
            .sum();
        let score = 0.5 + 0.35 * human - 0.35 * martian + 0.15 * (paris - 1.0)
            - 0.25 * flying
            - 0.15 * threat
            + 0.04 * guns.min(4.0)
            + 0.01 * damaged.min(5.0)
            + 0.02 * (f64::from(self.points) / 20.0).min(1.0)
            - 0.005 * f64::from(refugees.min(10));
        Some(score.clamp(0.01, 0.99))
    }

    fn search_budget() -> Budget {
        // Playouts cut short and judged by the standing: a whole game is hundreds of moves.
        Budget {
            iterations: 200,
            rollout: 60,
        }
    }

    /// The Progress Track's standing: the Human VP (the Germ counter as the tens) less the
    /// Martian VP (the Colonization counter as the tens).
    fn score(&self, seat: Seat) -> Option<i64> {
        (seat == 0).then(|| {
            i64::from(self.germs * 10 + self.human_vp)
                - i64::from(self.colonization * 10 + self.martian_vp)
        })
    }

    /// The player moves first in every phase (the Martians are automated, not a seat).
    fn first_player(&self) -> Option<Seat> {
        Some(0)
    }

    /// A Battle Plan played (a Surprise Shot when a Gun fires with it).
    fn card_played(&self, mv: &Move) -> Option<usize> {
        let plan = match mv {
            Move::Use(p) => *p,
            Move::Fire { surprise: true, .. } => Plan::SurpriseShot,
            _ => return None,
        };
        Plan::ALL.iter().position(|&p| p == plan)
    }

    /// The six Battle Plans, in [`Plan::ALL`]'s order.
    fn card_names(_data: &WotwData) -> Vec<String> {
        Plan::ALL.iter().map(|p| p.name().to_string()).collect()
    }

    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let kind = match mv {
            Move::Buy { item, .. } => match item {
                Buy::Infantry => MoveKind::BuyInfantry,
                Buy::Cavalry => MoveKind::BuyCavalry,
                Buy::FieldGun => MoveKind::BuyFieldGun,
                Buy::SiegeGun => MoveKind::BuySiegeGun,
                Buy::Industrial => MoveKind::BuyIndustrial,
            },
            Move::BuyHarbor { zone: Some(_) } => MoveKind::HarborChosen,
            Move::BuyHarbor { zone: None } => MoveKind::HarborDrawn,
            Move::Shift { .. } => MoveKind::Shift,
            Move::ShiftGun { .. } => MoveKind::ShiftGun,
            Move::Done => MoveKind::Done,
            Move::Battle { .. } => MoveKind::Battle,
            Move::BuyPlan { plan: Some(_) } => MoveKind::PlanChosen,
            Move::BuyPlan { plan: None } => MoveKind::PlanDrawn,
            Move::Earthworks { .. } => MoveKind::Earthworks,
            Move::Cavalry => MoveKind::Cavalry,
            Move::PlaceGun { .. } => MoveKind::PlaceGun,
            Move::PlaceUnits { .. } => MoveKind::PlaceUnits,
            Move::Fire {
                surprise: false, ..
            } => MoveKind::Fire,
            Move::Fire { surprise: true, .. } => MoveKind::SurpriseShot,
            Move::Use(_) => MoveKind::UsePlan,
            Move::Card(_) => MoveKind::Card,
            Move::PickGun(_) => MoveKind::PickGun,
            Move::PickTripod(_) => MoveKind::PickTripod,
            Move::Lose(_) => MoveKind::Lose,
            Move::LoseGun(_) => MoveKind::LoseGun,
            Move::Keg { .. } => MoveKind::Keg,
            Move::CylinderAttack { .. } => MoveKind::CylinderAttack,
            Move::RemoveKeg { .. } => MoveKind::RemoveKeg,
            Move::Warship => MoveKind::Warship,
            Move::Redirect { .. } => MoveKind::Redirect,
            Move::Pay => MoveKind::Pay,
        };
        kind.index()
    }

    fn make_bot(name: &str) -> Option<General> {
        matches!(name, GENERAL_ID | "heuristic").then(General::default)
    }

    const MAX_MOVES: u64 = 50_000;
}
