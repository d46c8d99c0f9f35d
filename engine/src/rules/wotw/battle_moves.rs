//! The choices of a Land Battle and making them: buying Battle Plans, Earthworks, Cavalry
//! planning, placing Guns, playing a held Battle Plan, choosing which Gun fires at which Tripod,
//! and the targets of a Trap. The battle's flow lives in [`super::battle`], the Martian and Human
//! steps' dice in [`super::battle_fight`].

use super::battle::BStep;
use super::data::{Chart, Face, Plan};
use super::moves::{Move, Unit};
use super::state::{COST_CHOSEN_PLAN, COST_RANDOM_PLAN, GunId, MAX_EARTHWORKS, Wotw};
use super::variants::Earthworks;

impl Wotw {
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

    pub(super) fn add_earthworks(&mut self, gun: GunId, n: u8, why: &str) {
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
    pub(super) fn earthworks_chart(&self) -> [super::data::Effect; 3] {
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
}
