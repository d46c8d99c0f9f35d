//! The War of the Worlds behind the ruled-game interface: the game's card for the menu, set-up
//! from the definition, the legal moves, the targets a move points at, the search bot's imagined
//! tables and heuristic, and the simulator's counts. What the screen draws is in
//! [`super::projection`], each move in words in [`super::describe`].

use std::sync::Arc;

use super::battle::BStep;
use super::bots::{GENERAL_ID, General};
use super::data::{Chart, Face, Phase, Plan, WotwData};
use super::moves::{Buy, Move, Unit, WotwError};
use super::projection::{card_key, tripod_key};
use super::readings::READINGS;
use super::state::{
    COST_WARSHIP, DevCursor, FLYING_MACHINE, MoveCursor, Step, TripodId, WAVES, WaveAt, Wotw,
    ZoneState,
};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    BotInfo, Budget, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection, RuledGame,
    Seat, Thing, VariantValues, and_list, listed,
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
    bots: &[GENERAL],
    default_bot: GENERAL_ID,
    round: "round",
};

impl RuledGame for Wotw {
    type Move = Move;
    type Error = WotwError;
    type Variants = Variants;
    type Data = WotwData;
    type Bot = General;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        include_str!("../../../games/wotw-france.json")
    }
    fn rules_map() -> &'static [crate::rules::map::Rule] {
        super::rules_map::RULES
    }

    fn variant_specs() -> &'static [crate::rules::variant::VariantSpec] {
        SPEC
    }

    fn readings() -> &'static [crate::rules::game::Reading] {
        READINGS
    }

    #[cfg(test)]
    const TEXT: &'static str = include_str!("text.txt");

    fn read_data(def: &GameDef) -> Result<WotwData, DataError> {
        WotwData::read(def)
    }

    /// Wave #1 lands at set-up where the New Cylinder Placement chart says and destroys its
    /// zone, so a face of that chart naming Paris loses every game whose first roll shows it
    /// (“If Paris is Destroyed – You Lose!”).
    fn warnings(data: &WotwData) -> Vec<String> {
        let chart = Chart::NewCylinder;
        let faces: Vec<Face> = Face::ALL
            .into_iter()
            .filter(|f| data.chart(chart)[f.index()].zone == Some(data.paris))
            .collect();
        if faces.is_empty() {
            return Vec::new();
        }
        let sixths: u8 = faces.iter().map(|f| f.sixths()).sum();
        let names: Vec<String> = faces.iter().map(|f| f.name().to_string()).collect();
        vec![format!(
            "Die charts, row {} ({}), {}: {}. Wave #1 lands at set-up where this chart says and \
             destroys that zone (“If Paris is Destroyed – You Lose!”), so every game whose first \
             roll shows {} ({sixths} in 6) is lost before the first turn.",
            data.chart_rows[chart as usize],
            chart.name(),
            and_list(names.clone()),
            data.zone_name(data.paris),
            names.join(" or "),
        )]
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    /// A table set up as the text says (see [`Wotw::set_up`]), then run to the first decision.
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
        let mut g = Self::set_up(data, seed, variants, record);
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
        self.apply_listed(mv)
    }
    /// A listed move needs no second listing to check it.
    fn apply_listed(&mut self, mv: Move) -> Result<(), WotwError> {
        if self.outcome.is_some() {
            return Err(WotwError::Over);
        }
        debug_assert!(listed(self, &mv), "a move not listed: {mv:?}");
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
        self.move_words(m)
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
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
                    super::moves::GunKind::Field => 1.0,
                    super::moves::GunKind::Siege => 1.8,
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
        // The dice spread the standings far more than one move changes them, so the General's
        // move stands unless another has done better beyond that spread.
        Budget {
            iterations: 200,
            rollout: 60,
            trust_own: true,
            ..Budget::DEFAULT
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

impl Wotw {
    /// A table set up as the text says, before the first phase has run: Wave #1 and the
    /// Cylinder placed by the New Cylinder Placement chart with 4 random Tripods each, Wave #1's
    /// zone Destroyed, the Handling Machines in their zones, every counter at 0 and the Clock on
    /// the Production Phase.
    pub(super) fn set_up(
        data: &Arc<WotwData>,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Self {
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
        g
    }
}
