//! The General: the War of the Worlds' own heuristic player. It scores every legal move by a
//! few rules of thumb and plays the best (the first of equals):
//! - Production: Industrial counters early; Guns (Siege before Field) where a Wave stands or
//!   next to it, or moved into a Wave's zone; an Infantry for each Gun to dig Earthworks; a
//!   Cavalry beside a Wave that nears Paris; an Infantry sent to a Cylinder; a Harbor near the
//!   Refugees (drawn from the cup when the sites are all alike or a chosen one is too dear);
//! - battle: Battle Plans with the Points Production left (a chosen one when it is worth more
//!   than two drawn at random), every Earthworks and Cavalry roll, Guns set up two hexes from
//!   the Tripods, fire at the best chance (a Damaged Tripod first), every plan where it helps,
//!   the less dangerous Battle card;
//! - Devastation: Refugees lost first, Guns last;
//! - Human Action: Refugees toward Harbors and room, Infantry at Cylinders and Powder Kegs on
//!   the Waves' way (a Powder Keg far from every Wave taken up when none is left), Cavalry
//!   into the zone of the Wave nearest Paris, Guns into a Wave's zone;
//! - Escape: Warships when Refugees wait at a Harbor;
//! - Cavalry turns a Wave away from Paris; Damage destroys a Damaged Tripod first.

use super::battle::BStep;
use super::data::{Action, Plan};
use super::moves::{GunKind, Move, Unit};
use super::state::{COST_CHOSEN_PLAN, COST_RANDOM_PLAN, Step, WAVES, Wotw};
use crate::rules::RuledGame;
use crate::rules::{Bot, Seat};
use crate::table::Rng;

pub const GENERAL_ID: &str = "general";

#[derive(Clone, Debug, Default)]
pub struct General {
    legal: Vec<Move>,
}

impl General {
    /// Zones holding a Wave counter.
    fn wave_zones(g: &Wotw) -> Vec<u8> {
        (0..WAVES)
            .filter(|&w| g.is_wave(w))
            .filter_map(|w| g.wave_zone(w))
            .collect()
    }

    fn nearest_wave(g: &Wotw, z: u8, waves: &[u8]) -> u8 {
        waves
            .iter()
            .map(|&w| g.data().zone_distance(z, w))
            .min()
            .unwrap_or(u8::MAX)
    }

    fn guns_in(g: &Wotw, z: u8) -> usize {
        g.guns().iter().filter(|x| x.zone == z).count()
    }

    /// How far a Wave that threatens Paris may stand from it for a Cavalry to shadow it.
    const GUARD: u8 = 2;

    /// Zones holding a Cylinder that still has Tripods to attack.
    fn cylinder_zones(g: &Wotw) -> Vec<u8> {
        (0..WAVES)
            .filter(|&w| g.is_cylinder(w) && !g.staging(w).is_empty())
            .filter_map(|w| g.wave_zone(w))
            .collect()
    }

    fn units(g: &Wotw, z: u8, u: Unit) -> u16 {
        g.zone(z).units[u.index()]
    }

    /// An Infantry no Gun of its zone needs for Earthworks.
    fn spare_infantry(g: &Wotw, z: u8) -> bool {
        usize::from(Self::units(g, z, Unit::Infantry)) > Self::guns_in(g, z)
    }

    /// Where a Cavalry serves best: the zone of a Wave near Paris (the nearer, the better).
    fn cavalry_post(g: &Wotw, z: u8, waves: &[u8]) -> i32 {
        let paris = i32::from(g.data().zone_distance(z, g.data().paris).min(20));
        if waves.contains(&z) && paris <= i32::from(Self::GUARD) {
            50 - 10 * paris
        } else {
            -5 * i32::from(Self::nearest_wave(g, z, waves).min(6)) - paris
        }
    }

    /// Waves near Paris with no Cavalry in their zone or next to it.
    fn unguarded(g: &Wotw, waves: &[u8]) -> Vec<u8> {
        let data = g.data();
        waves
            .iter()
            .copied()
            .filter(|&w| data.zone_distance(w, data.paris) <= Self::GUARD)
            .filter(|&w| {
                !(0..g.zones().len() as u8)
                    .any(|z| Self::units(g, z, Unit::Cavalry) > 0 && data.zone_distance(z, w) <= 1)
            })
            .collect()
    }

    /// Cylinders with no Infantry in their zone or next to it.
    fn unattacked(g: &Wotw) -> Vec<u8> {
        let data = g.data();
        Self::cylinder_zones(g)
            .into_iter()
            .filter(|&c| {
                !(0..g.zones().len() as u8).any(|z| {
                    data.zone_distance(z, c) <= 1
                        && if z == c {
                            Self::units(g, z, Unit::Infantry) > 0
                        } else {
                            Self::spare_infantry(g, z)
                        }
                })
            })
            .collect()
    }

    /// What a Battle Plan is worth in the battle about to be fought: the hits it adds, roughly.
    fn plan_value(g: &Wotw, p: Plan) -> i32 {
        let Some(b) = g.battle() else { return 0 };
        let undamaged = b
            .waiting
            .iter()
            .filter(|t| !t.damaged)
            .count()
            .max(b.tripods.iter().filter(|t| !t.damaged).count()) as i32;
        let guns = b.guns.len().min(3) as i32;
        let v = match p {
            Plan::ExplosiveShell => {
                if undamaged > 0 {
                    10
                } else {
                    0
                }
            }
            Plan::Trap => 5 * undamaged.min(2),
            Plan::SurpriseShot => 7,
            Plan::Terrain => 1 + 3 * guns,
            Plan::LineOfSight | Plan::Kriegspiel => 2,
        };
        // A second one of a kind is worth less.
        v / (1 + i32::from(b.held[p.index()]))
    }

    /// The plan worth choosing: the best in the mix, when it is worth more than the two plans
    /// drawn at random that its price would buy.
    fn chosen_plan(g: &Wotw) -> Option<Plan> {
        let b = g.battle()?;
        let total: i32 = b.mix.iter().map(|&n| i32::from(n)).sum();
        if total == 0 {
            return None;
        }
        let drawn: i32 = Plan::ALL
            .iter()
            .map(|&p| i32::from(b.mix[p.index()]) * Self::plan_value(g, p))
            .sum();
        let best = Plan::ALL
            .iter()
            .copied()
            .filter(|p| b.mix[p.index()] > 0)
            .max_by_key(|&p| Self::plan_value(g, p))?;
        (Self::plan_value(g, best) * total >= 2 * drawn).then_some(best)
    }

    /// A Harbor site's worth: near the Refugees, when they need a way out.
    fn harbor_value(g: &Wotw, z: u8) -> Option<i32> {
        let refugees: u32 = g
            .zones()
            .iter()
            .map(|s| u32::from(s.units[Unit::Refugee.index()]))
            .sum();
        let harbors = g.zones().iter().filter(|s| s.harbor).count();
        if refugees < 3 || harbors >= 2 {
            return None;
        }
        if g.zone(z).destroyed {
            return Some(0);
        }
        Some(
            45 - 5 * i32::from(
                (0..g.zones().len() as u8)
                    .filter(|&o| g.zone(o).units[Unit::Refugee.index()] > 0)
                    .map(|o| g.data().zone_distance(o, z))
                    .min()
                    .unwrap_or(6)
                    .min(6),
            ),
        )
    }

    /// A battle this turn against a Wave of Damaged Tripods only, where a Gun already stands:
    /// Production keeps the price of the Battle Plan worth choosing there (a Surprise Shot or
    /// Terrain), spending below it only on Guns for that battle.
    fn keeps_for_plan(g: &Wotw, m: &Move, waves: &[u8]) -> bool {
        let cost = match *m {
            Move::Buy { item, zone } => {
                if matches!(
                    item,
                    super::moves::Buy::SiegeGun | super::moves::Buy::FieldGun
                ) && waves.contains(&zone)
                {
                    return false;
                }
                item.cost()
            }
            Move::BuyHarbor { zone: Some(_) } => super::state::COST_CHOSEN_HARBOR,
            Move::BuyHarbor { zone: None } => i32::from(g.data().numbers.random_harbor),
            Move::Shift { .. } => super::state::COST_MOVE,
            Move::ShiftGun { to, .. } if waves.contains(&to) => return false,
            Move::ShiftGun { .. } => super::state::COST_MOVE,
            _ => return false,
        };
        let ahead = (0..WAVES).any(|w| {
            g.is_wave(w)
                && g.wave_zone(w).is_some_and(|z| Self::guns_in(g, z) > 0)
                && !g.staging(w).is_empty()
                && g.staging(w).iter().all(|t| t.damaged)
        });
        ahead && g.points() >= COST_CHOSEN_PLAN && g.points() - cost < COST_CHOSEN_PLAN
    }

    /// How dangerous a Battle card is for the Tripods now on the board.
    fn danger(g: &Wotw, card: u16) -> i32 {
        let Some(b) = g.battle() else { return 0 };
        let spec = &g.data().battle_cards[usize::from(card)];
        let mut d = 0;
        for t in &b.tripods {
            for a in &spec.actions[usize::from(g.tripod_colour(t.id))] {
                d += match a {
                    Action::Fire | Action::FocusedFire => 3,
                    Action::FireAll | Action::HighActivity => 4,
                    Action::Detect | Action::FocusedDetect => 2,
                    Action::DetectAll => 3,
                    Action::Arrival => 4,
                    Action::Move(_) | Action::DoubleMove => 1,
                };
            }
        }
        d
    }

    fn score(g: &Wotw, m: &Move, waves: &[u8]) -> i32 {
        let data = g.data();
        match g.step() {
            Step::EventPay => i32::from(*m == Move::Pay) * 10,
            Step::Production if Self::keeps_for_plan(g, m, waves) => -1,
            Step::Production => match *m {
                Move::Buy { item, zone } => {
                    let d = i32::from(Self::nearest_wave(g, zone, waves).min(6));
                    match item {
                        // One in a zone that produces nothing earns nothing.
                        super::moves::Buy::Industrial if !g.producing(zone) => -1000,
                        super::moves::Buy::Industrial => {
                            if g.round() <= 8 {
                                50
                            } else {
                                5
                            }
                        }
                        super::moves::Buy::SiegeGun | super::moves::Buy::FieldGun => {
                            let base = if item == super::moves::Buy::SiegeGun {
                                70
                            } else {
                                60
                            };
                            let crowd = Self::guns_in(g, zone).saturating_sub(3) as i32 * 10;
                            // Paris must not fall: its Guns wait for a Wave two zones away.
                            let paris =
                                if zone == data.paris && Self::nearest_wave(g, zone, waves) <= 2 {
                                    25
                                } else {
                                    0
                                };
                            base + paris
                                + if d == 0 {
                                    30
                                } else if d == 1 {
                                    15
                                } else {
                                    0
                                }
                                - 5 * d
                                - crowd
                        }
                        super::moves::Buy::Infantry => {
                            // An Infantry for each Gun where the battle will be, to dig
                            // Earthworks before the Guns are Revealed.
                            let s = g.zone(zone);
                            if Self::guns_in(g, zone) > usize::from(s.units[Unit::Infantry.index()])
                            {
                                40
                            } else if g.points() >= item.cost() + super::state::COST_MOVE
                                && Self::unattacked(g)
                                    .iter()
                                    .any(|&c| data.zone_distance(zone, c) <= 1)
                            {
                                // One to attack a Cylinder before its Tripods are built (and
                                // the Points to move it there now).
                                52
                            } else {
                                -1
                            }
                        }
                        super::moves::Buy::Cavalry => {
                            // A Cavalry next to a Wave that nears Paris may turn it away.
                            let data = g.data();
                            if Self::unguarded(g, waves)
                                .iter()
                                .any(|&w| data.zone_distance(zone, w) <= 1)
                            {
                                55
                            } else {
                                -1
                            }
                        }
                    }
                }
                Move::BuyHarbor { zone: Some(z) } => Self::harbor_value(g, z).unwrap_or(-1),
                Move::BuyHarbor { zone: None } => {
                    // Drawn from the cup: the sites' mean worth, and the Points it saves.
                    let cup = g.harbor_cup();
                    let values: Vec<i32> = cup
                        .iter()
                        .filter_map(|&z| Self::harbor_value(g, z))
                        .collect();
                    if values.is_empty() || values.len() < cup.len() {
                        -1
                    } else {
                        let saved = super::state::COST_CHOSEN_HARBOR
                            - i32::from(data.numbers.random_harbor);
                        let mean = values.iter().sum::<i32>() / values.len() as i32;
                        let best = values.iter().copied().max().unwrap_or(0);
                        if g.points() < super::state::COST_CHOSEN_HARBOR || mean + 5 * saved >= best
                        {
                            mean + 5 * saved
                        } else {
                            -1
                        }
                    }
                }
                // Paid: an Infantry into a Cylinder's zone, to attack it this turn.
                Move::Shift {
                    unit: Unit::Infantry,
                    from,
                    to,
                    all: false,
                } if Self::cylinder_zones(g).contains(&to)
                    && Self::units(g, to, Unit::Infantry) == 0
                    && Self::spare_infantry(g, from)
                    && !Self::cylinder_zones(g).contains(&from) =>
                {
                    52
                }
                Move::Shift {
                    unit: Unit::Infantry,
                    all: false,
                    ..
                } => -10,
                Move::ShiftGun { gun, to } => {
                    let from = g.guns().iter().find(|x| x.id == gun).map(|x| x.zone);
                    if waves.contains(&to) && from.is_some_and(|f| !waves.contains(&f)) {
                        55
                    } else {
                        -10
                    }
                }
                _ if *m == Move::Done => 0,
                _ => -10,
            },
            Step::ChooseBattle => match *m {
                Move::Battle { wave } => {
                    let z = g.wave_zone(usize::from(wave)).unwrap_or(0);
                    10 * Self::guns_in(g, z) as i32 - g.staging(usize::from(wave)).len() as i32
                }
                _ => 0,
            },
            Step::Battle => {
                let Some(b) = g.battle() else { return 0 };
                match (b.step, m) {
                    (BStep::Plans, Move::BuyPlan { plan: None }) => {
                        if g.points() >= COST_RANDOM_PLAN {
                            20
                        } else {
                            -1
                        }
                    }
                    (BStep::Plans, Move::BuyPlan { plan: Some(p) }) => {
                        if Self::chosen_plan(g) == Some(*p) {
                            25
                        } else {
                            -1
                        }
                    }
                    (BStep::Hills, Move::Earthworks { .. }) => 10,
                    (BStep::Earthworks, Move::Earthworks { gun }) => {
                        10 - i32::from(g.gun(*gun).map_or(4, |x| x.earthworks))
                    }
                    (BStep::Cavalry, Move::Cavalry) => 10,
                    (_, Move::Use(Plan::Terrain)) => {
                        if b.guns.iter().filter(|x| x.cell.is_some()).count() >= 2 {
                            40
                        } else {
                            -1
                        }
                    }
                    (_, Move::Use(Plan::Trap)) => {
                        if b.tripods.iter().any(|t| !t.damaged) {
                            30
                        } else {
                            -1
                        }
                    }
                    (_, Move::Use(_)) => 10,
                    (BStep::PickCard, Move::Card(c)) => -Self::danger(g, *c),
                    (BStep::PlaceHumans, Move::PlaceGun { cell, .. }) => {
                        let near = b
                            .tripods
                            .iter()
                            .map(|t| data.board.distance(*cell, t.cell))
                            .min();
                        match near {
                            Some(d) => -10 * (i32::from(d) - 2).abs(),
                            None => 0,
                        }
                    }
                    (BStep::PlaceHumans, Move::PlaceUnits { cell, all, .. }) => {
                        let far = b
                            .tripods
                            .iter()
                            .map(|t| data.board.distance(*cell, t.cell))
                            .min()
                            .unwrap_or(0);
                        i32::from(far) + if *all { 10 } else { 0 }
                    }
                    (
                        BStep::Human,
                        Move::Fire {
                            gun,
                            tripod,
                            surprise,
                        },
                    ) => {
                        let (Some(gc), Some(t)) = (b.gun_cell(*gun), b.tripod(*tripod)) else {
                            return -1;
                        };
                        let r = data.board.distance(gc, t.cell);
                        let hit = data.ranges[usize::from(r) - 1][2];
                        let p: i32 = [3, 2, 1]
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| hit & (1 << i) != 0)
                            .map(|(_, w)| *w)
                            .sum();
                        let dice = g.gun(*gun).map_or(1, |x| x.kind.dice()) as i32;
                        let mut s = 100 * p * dice / 6 + if t.damaged { 50 } else { 0 };
                        // Firing costs a level of Earthworks: a long shot is not worth it.
                        if g.gun(*gun).is_some_and(|x| x.earthworks > 0) && r >= 2 {
                            s -= 25;
                        }
                        // The Tripod nearest the bottom row is the most pressing.
                        s += 5 * i32::from(r <= 1);
                        if *surprise {
                            s += if t.damaged || p <= 1 { 15 } else { -5 };
                        }
                        s
                    }
                    (BStep::PickGun, Move::PickGun(gun)) => {
                        let detect = b.pending.as_ref().is_some_and(|p| p.detect);
                        let x = g.gun(*gun);
                        if detect {
                            10 * i32::from(x.map_or(0, |x| x.earthworks))
                        } else if x.is_some_and(|x| x.kind == GunKind::Field) {
                            10
                        } else {
                            0
                        }
                    }
                    (BStep::TrapTargets, Move::PickTripod(_)) => 10,
                    _ => 0,
                }
            }
            Step::DevUnits => match *m {
                Move::Lose(Unit::Refugee) => 50,
                Move::Lose(Unit::Cavalry) => 40,
                Move::Lose(Unit::Infantry) => 30,
                Move::LoseGun(gun) => {
                    if g.gun(gun).is_some_and(|x| x.kind == GunKind::Field) {
                        10
                    } else {
                        5
                    }
                }
                _ => 0,
            },
            Step::HumanAction => match *m {
                Move::CylinderAttack { .. } => 60,
                Move::Shift {
                    unit: Unit::Refugee,
                    from,
                    to,
                    all,
                } => {
                    // Refugees over a zone's Gears are Captured at the end of the Escape
                    // Phase: move the excess where there is room, a Harbor first.
                    let (f, t) = (g.zone(from), g.zone(to));
                    let r = Unit::Refugee.index();
                    let excess = i32::from(f.units[r]) - i32::from(g.gears(from));
                    let fresh = i32::from(f.units[r] - f.acted[r]);
                    let room = i32::from(g.gears(to)) - i32::from(t.units[r]);
                    let n = if all { fresh } else { 1 };
                    let threatened = waves.contains(&from) && !waves.contains(&to);
                    if waves.contains(&to) || f.harbor {
                        -10
                    } else if t.harbor {
                        // At a Harbor they roll to Escape: send them all.
                        30 + 5 * n
                    } else if n <= room && (n <= excess || threatened) {
                        20 + 5 * n
                    } else {
                        -10
                    }
                }
                Move::Shift {
                    unit: Unit::Infantry,
                    from,
                    to,
                    all,
                } => {
                    let t = g.zone(to);
                    if Self::guns_in(g, to) > usize::from(t.units[Unit::Infantry.index()])
                        && Self::guns_in(g, from) == 0
                    {
                        15
                    } else if !all
                        && Self::cylinder_zones(g).contains(&to)
                        && Self::units(g, to, Unit::Infantry) == 0
                        && Self::spare_infantry(g, from)
                        && !Self::cylinder_zones(g).contains(&from)
                    {
                        // Next turn it attacks the Cylinder.
                        15
                    } else {
                        -10
                    }
                }
                Move::Shift {
                    unit: Unit::Cavalry,
                    from,
                    to,
                    all: false,
                } => {
                    let gain =
                        Self::cavalry_post(g, to, waves) - Self::cavalry_post(g, from, waves);
                    // One Cavalry stays with the Wave it shadows.
                    let posted = waves.contains(&from)
                        && data.zone_distance(from, data.paris) <= Self::GUARD
                        && Self::units(g, from, Unit::Cavalry) == 1;
                    if gain > 0 && !posted { 10 + gain } else { -10 }
                }
                Move::RemoveKeg { zone } => {
                    // A Powder Keg left behind, far from every Wave and Cylinder, goes back
                    // to the counter mix to be built again on a Wave's way.
                    let ready = (0..g.zones().len() as u8).any(|z| {
                        let s = g.zone(z);
                        s.units[Unit::Infantry.index()] > s.acted[Unit::Infantry.index()]
                            && Self::nearest_wave(g, z, waves) == 1
                            && s.kegs < 3
                    });
                    let far = Self::nearest_wave(g, zone, waves) >= 3
                        && Self::cylinder_zones(g)
                            .iter()
                            .all(|&c| data.zone_distance(zone, c) >= 3);
                    // A Wave standing on a Powder Keg did not enter over it: the Keg is
                    // moved onto the Waves' way.
                    let under = waves.contains(&zone);
                    if far || (ready && under) { 20 } else { -10 }
                }
                Move::Keg { zone } => {
                    // On the Waves' way: next to one, or two zones off where none lies yet.
                    let d = Self::nearest_wave(g, zone, waves);
                    let kegs = g.zone(zone).kegs;
                    if d == 1 && kegs < 3 {
                        20
                    } else if d == 2 && kegs == 0 && Self::guns_in(g, zone) == 0 {
                        10
                    } else {
                        -5
                    }
                }
                Move::ShiftGun { gun, to } => {
                    let from = g.guns().iter().find(|x| x.id == gun).map(|x| x.zone);
                    if waves.contains(&to) && from.is_some_and(|f| !waves.contains(&f)) {
                        25
                    } else {
                        -10
                    }
                }
                Move::Done => 0,
                _ => -10,
            },
            Step::Warships => match *m {
                Move::Warship => {
                    let at_harbors: u32 = g
                        .zones()
                        .iter()
                        .filter(|s| s.harbor)
                        .map(|s| u32::from(s.units[Unit::Refugee.index()]))
                        .sum();
                    if at_harbors > 0 && u32::from(g.warships()) < at_harbors.div_ceil(3) {
                        15
                    } else {
                        -1
                    }
                }
                _ => 0,
            },
            Step::Redirect => {
                let to = match *m {
                    Move::Redirect { to } => to,
                    _ => g.heading(),
                };
                10 * i32::from(data.zone_distance(to, data.paris).min(20))
                    - 5 * i32::from(g.producing(to))
            }
            Step::AssignDamage => match *m {
                Move::PickTripod(t) => {
                    if g.staging_of(t).is_some_and(|x| x.damaged) {
                        20
                    } else {
                        10
                    }
                }
                _ => 0,
            },
            _ => 0,
        }
    }
}

impl Bot<Wotw> for General {
    fn id(&self) -> &'static str {
        GENERAL_ID
    }

    fn choose(&mut self, g: &Wotw, _rng: &mut Rng) -> Option<Move> {
        g.legal_moves(&mut self.legal);
        let waves = Self::wave_zones(g);
        let mut best: Option<(i32, usize)> = None;
        for (i, m) in self.legal.iter().enumerate() {
            let s = Self::score(g, m, &waves);
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, i));
            }
        }
        best.and_then(|(_, i)| self.legal.get(i).cloned())
    }

    fn new_game(&mut self, _seed: u64, _seat: Seat) {}
}
