//! Every move of The War of the Worlds in words, for the choice buttons and the log: what is
//! bought, moved, placed, fired or played, and where.

use super::battle::BStep;
use super::data::{Plan, colours_text};
use super::moves::Move;
use super::state::{Step, Wotw};

impl Wotw {
    /// A move in words, for buttons and the log.
    pub(super) fn move_words(&self, m: &Move) -> String {
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
