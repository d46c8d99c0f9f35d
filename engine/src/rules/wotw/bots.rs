//! The General: the War of the Worlds' own heuristic player. It scores every legal move by a
//! few rules of thumb and plays the best (the first of equals):
//! - Production: Industrial counters early; Guns (Siege before Field) where a Wave stands or
//!   next to it, or moved into a Wave's zone; an Infantry for each Gun to dig Earthworks; a
//!   Harbor near the Refugees;
//! - battle: random Battle Plans with the Points Production left, every Earthworks and
//!   Cavalry roll, Guns set up two hexes from the Tripods, fire at the best chance (a Damaged Tripod first),
//!   every plan where it helps, the less dangerous Battle card;
//! - Devastation: Refugees lost first, Guns last;
//! - Human Action: Refugees toward Harbors and room, Infantry at Cylinders and Powder Kegs on
//!   the Waves' way, Guns into a Wave's zone;
//! - Cavalry turns a Wave away from Paris; Damage destroys a Damaged Tripod first.

use super::battle::BStep;
use super::data::{Action, Plan};
use super::moves::{GunKind, Move, Unit};
use super::state::{COST_RANDOM_PLAN, Step, WAVES, Wotw};
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
                            } else {
                                -1
                            }
                        }
                        super::moves::Buy::Cavalry => -1,
                    }
                }
                Move::BuyHarbor { zone: Some(z) } => {
                    let refugees: u32 = g
                        .zones()
                        .iter()
                        .map(|s| u32::from(s.units[Unit::Refugee.index()]))
                        .sum();
                    let harbors = g.zones().iter().filter(|s| s.harbor).count();
                    if refugees >= 3 && harbors < 2 {
                        45 - 5 * i32::from(
                            (0..g.zones().len() as u8)
                                .filter(|&o| g.zone(o).units[Unit::Refugee.index()] > 0)
                                .map(|o| data.zone_distance(o, z))
                                .min()
                                .unwrap_or(6)
                                .min(6),
                        )
                    } else {
                        -1
                    }
                }
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
                    (BStep::Plans, Move::BuyPlan { .. }) => -1,
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
                    ..
                } => {
                    let t = g.zone(to);
                    if Self::guns_in(g, to) > usize::from(t.units[Unit::Infantry.index()])
                        && Self::guns_in(g, from) == 0
                    {
                        15
                    } else {
                        -10
                    }
                }
                Move::Keg { zone } => {
                    let d = Self::nearest_wave(g, zone, waves);
                    if d == 1 && g.zone(zone).kegs < 2 {
                        20
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
                    if u32::from(g.warships()) < at_harbors / 2 + 1 && g.points() >= 6 {
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
