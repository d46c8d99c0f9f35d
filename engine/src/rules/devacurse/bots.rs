//! The devout bot: Devacurse's own heuristic player. It blesses only what it is about to spend
//! (unspent blessings cost Faith), calls its strongest soldiers and heroes, upgrades a hero
//! called earlier, equips them, and before combat spends the prayers left on an incantation (a
//! boost that lets a soldier attack past the weakest blocker, or a draw). It attacks where its AT
//! beats the weakest prompt blocker, blocks where a blocker survives (or to save the last Faith),
//! and in hero combat sets one blocker that survives every hero or a weak soldier worth giving
//! up for their AT. In the flash windows it blesses for a flash event that changes the combat:
//! a removal on an unblocked attacker or one about to kill a blocker (before the turn ends, on
//! the strongest enemy soldier), a boost that saves a blocker, kills one, or strikes the Faith of
//! a Deva left unguarded.

use super::data::{CardType, EventKind};
use super::state::{CardId, Devacurse, Move, Step};
use crate::rules::RuledGame;
use crate::rules::{Bot, Seat};
use crate::table::Rng;

pub const DEVOUT_ID: &str = "devout";

#[derive(Clone, Debug, Default)]
pub struct Devout {
    legal: Vec<Move>,
}

impl Devout {
    fn worth(g: &Devacurse, c: CardId) -> i32 {
        let s = g.spec(c);
        match s.kind {
            CardType::Soldier => i32::from(s.at) + i32::from(s.df) - i32::from(s.cost),
            CardType::Hero => i32::from(s.at) + i32::from(s.ap),
            CardType::Event => i32::from(s.at) + i32::from(s.df) + 2 * i32::from(s.destroy_soldier),
        }
    }

    /// The next prayer to deplete for a purchase of `cost`, if blessings are still to make
    /// and the prompt prayers allow it: the engine's order, which keeps a soldier waiting in a
    /// prayer callable.
    fn bless_for(g: &Devacurse, s: Seat, cost: u8, legal: &[Move]) -> Option<Move> {
        let have = g.deva(s).blessings;
        if cost <= have {
            return None;
        }
        let per = g.data().numbers.blessings_per_prayer.max(1);
        let order = g.depletion_order(s);
        let need = usize::from((cost - have).div_ceil(per));
        if order.len() < need {
            return None;
        }
        let m = Move::Deplete(order[0]);
        legal.contains(&m).then_some(m)
    }

    /// The move that plays `m`, costing `cost` blessings: the blessings first when they are
    /// still to make and the prompt prayers allow it.
    fn pay_then(
        g: &Devacurse,
        s: Seat,
        cost: u8,
        budget: u8,
        m: Move,
        legal: &[Move],
    ) -> Option<Move> {
        if cost > budget {
            return None;
        }
        if let Some(b) = Self::bless_for(g, s, cost, legal) {
            return Some(b);
        }
        legal.contains(&m).then_some(m)
    }

    /// Blessings kept for a removal in the hand while the other Deva has a soldier to remove.
    fn flash_reserve(g: &Devacurse, s: Seat) -> u8 {
        if g.deva(1 - s).soldiers.is_empty() {
            return 0;
        }
        g.deva(s)
            .hand
            .iter()
            .map(|&c| g.spec(c))
            .filter(|sp| sp.event == Some(EventKind::Flash) && sp.destroy_soldier)
            .map(|sp| sp.cost)
            .min()
            .unwrap_or(0)
    }

    /// An incantation worth its blessings before combat: a boost on the unit it lets attack past
    /// the other Deva's weakest blocker (or else on the strongest unit), then a card that draws.
    fn incantation(g: &Devacurse, s: Seat, spare: u8, legal: &[Move]) -> Option<Move> {
        let d = g.deva(s);
        let weakest_guard = g
            .deva(1 - s)
            .soldiers
            .iter()
            .chain(&g.deva(1 - s).heroes)
            .map(|u| g.left(u.card))
            .min();
        let mut draw: Option<Move> = None;
        for &c in &d.hand {
            let sp = g.spec(c);
            if sp.event != Some(EventKind::Incantation) || sp.cost > spare {
                continue;
            }
            if sp.destroy_soldier {
                let target = g
                    .deva(1 - s)
                    .soldiers
                    .iter()
                    .max_by_key(|u| u16::from(g.at(u.card)) + u16::from(g.left(u.card)));
                if let Some(t) = target {
                    let m = Move::Event {
                        card: c,
                        on: Some(t.card),
                    };
                    return Self::pay_then(g, s, sp.cost, spare, m, legal);
                }
            } else if sp.at > 0 || sp.df > 0 {
                let target = d.soldiers.iter().chain(&d.heroes).max_by_key(|u| {
                    let at = g.at(u.card);
                    let opens =
                        weakest_guard.is_some_and(|w| at < w && at.saturating_add(sp.at) >= w);
                    (opens, at)
                });
                if let Some(t) = target {
                    let m = Move::Event {
                        card: c,
                        on: Some(t.card),
                    };
                    return Self::pay_then(g, s, sp.cost, spare, m, legal);
                }
            } else if sp.draw > 0 && draw.is_none() {
                draw = Some(Move::Event { card: c, on: None });
            }
        }
        let m = draw?;
        let Move::Event { card, .. } = m else {
            return None;
        };
        Self::pay_then(g, s, g.spec(card).cost, spare, m, legal)
    }

    /// Hero combat: one blocker takes every attacking hero it may be sent against. A blocker that
    /// survives them all; else a soldier, the weakest, given up when the heroes' AT is worth more
    /// than it or the Faith is at stake.
    fn guard(g: &Devacurse, s: Seat, legal: &[Move]) -> Option<Move> {
        if !g.combat().guards.is_empty() {
            return None;
        }
        let d = g.deva(s);
        let incoming: u16 = g
            .combat()
            .attackers
            .iter()
            .map(|&h| u16::from(g.at(h)))
            .sum();
        let soldier = |c: CardId| d.soldiers.iter().any(|u| u.card == c);
        let prompt_soldiers = d.soldiers.iter().filter(|u| !u.depleted).count();
        // A hero blocks only once no other soldier of its Deva stands prompt.
        let options: Vec<CardId> = legal
            .iter()
            .filter_map(|m| match m {
                Move::Guard(c) if soldier(*c) || prompt_soldiers == 0 => Some(*c),
                _ => None,
            })
            .collect();
        if let Some(&c) = options
            .iter()
            .filter(|&&c| u16::from(g.left(c)) > incoming)
            .min_by_key(|&&c| g.left(c))
        {
            return Some(Move::Guard(c));
        }
        let desperate = i64::from(d.faith) <= i64::from(incoming);
        options
            .iter()
            .filter(|&&c| soldier(c))
            .filter(|&&c| desperate || incoming > u16::from(g.at(c)) + 1)
            .min_by_key(|&&c| (g.at(c), g.left(c)))
            .map(|&c| Move::Guard(c))
    }

    /// A flash event where it changes the combat or the board: a removal on an unblocked
    /// attacker (or one about to kill a blocker), else, before the turn ends, on the strongest
    /// soldier of the other Deva; a boost that saves a blocker, kills one, or strikes the Faith
    /// of a Deva left unguarded.
    fn flash(g: &Devacurse, s: Seat, budget: u8, legal: &[Move]) -> Option<Move> {
        if g.step() == Step::CallFlash {
            return Self::calling_flash(g, s, budget, legal);
        }
        let d = g.deva(s);
        let foe = 1 - s;
        let c = g.combat();
        let in_combat = g.step() == Step::Flash;
        let attacking = in_combat && c.attacker == s;
        // Each blocker and the attackers' AT it takes.
        let hits = |b: CardId| -> u16 {
            if c.heroes {
                c.assigned
                    .iter()
                    .filter(|(_, x)| *x == b)
                    .map(|(h, _)| u16::from(g.at(*h)))
                    .sum()
            } else {
                c.blocks
                    .iter()
                    .filter(|(x, _)| *x == b)
                    .map(|(_, a)| u16::from(g.at(*a)))
                    .sum()
            }
        };
        let blockers_of = |a: CardId| -> Vec<CardId> {
            if c.heroes {
                c.assigned
                    .iter()
                    .filter(|(h, _)| *h == a)
                    .map(|(_, b)| *b)
                    .collect()
            } else {
                c.blocks
                    .iter()
                    .filter(|(_, x)| *x == a)
                    .map(|(b, _)| *b)
                    .collect()
            }
        };
        let value = |u: CardId| i32::from(g.at(u)) + i32::from(g.left(u));
        // Removals first.
        for &card in &d.hand {
            let sp = g.spec(card);
            if sp.event != Some(EventKind::Flash) || !sp.destroy_soldier || sp.cost > budget {
                continue;
            }
            let target = if !in_combat {
                g.deva(foe)
                    .soldiers
                    .iter()
                    .map(|u| u.card)
                    .max_by_key(|&u| value(u))
            } else if !attacking && !c.heroes {
                c.attackers
                    .iter()
                    .copied()
                    .filter_map(|a| {
                        let blockers = blockers_of(a);
                        let at = u16::from(g.at(a));
                        let kills = blockers.iter().any(|&b| at >= u16::from(g.left(b)));
                        if blockers.is_empty() {
                            Some((2 * i32::from(g.at(a)) + value(a), a))
                        } else if kills {
                            Some((value(a), a))
                        } else {
                            None
                        }
                    })
                    .max()
                    .map(|(_, a)| a)
            } else {
                None
            };
            if let Some(t) = target
                && let Some(m) = Self::pay_then(
                    g,
                    s,
                    sp.cost,
                    budget,
                    Move::Event { card, on: Some(t) },
                    legal,
                )
            {
                return Some(m);
            }
        }
        if !in_combat {
            return None;
        }
        // Boosts, with what a removal in the hand still needs kept back.
        let spare = budget.saturating_sub(Self::flash_reserve(g, s));
        for &card in &d.hand {
            let sp = g.spec(card);
            if sp.event != Some(EventKind::Flash)
                || sp.destroy_soldier
                || (sp.at == 0 && sp.df == 0)
                || sp.cost > spare
            {
                continue;
            }
            let (at, df) = (u16::from(sp.at), u16::from(sp.df));
            let target = if attacking {
                c.attackers
                    .iter()
                    .copied()
                    .filter(|&a| g.unit(a).is_some())
                    .filter_map(|a| {
                        let blockers = blockers_of(a);
                        if blockers.is_empty() {
                            return (at > 0).then_some((2 * i32::from(sp.at), a));
                        }
                        // The blockers the boost kills that the attack alone would not.
                        let total = |b: CardId| {
                            if c.heroes {
                                hits(b)
                            } else {
                                u16::from(g.at(a))
                            }
                        };
                        let gained: i32 = blockers
                            .iter()
                            .filter(|&&b| {
                                let left = u16::from(g.left(b));
                                total(b) < left && total(b) + at >= left
                            })
                            .map(|&b| value(b))
                            .sum();
                        (gained > 0).then_some((gained, a))
                    })
                    .max()
                    .map(|(_, a)| a)
            } else {
                d.soldiers
                    .iter()
                    .chain(&d.heroes)
                    .map(|u| u.card)
                    .filter(|&b| {
                        let (hit, left) = (hits(b), u16::from(g.left(b)));
                        hit > 0 && hit >= left && hit < left + df
                    })
                    .max_by_key(|&b| value(b))
            };
            if let Some(t) = target
                && let Some(m) = Self::pay_then(
                    g,
                    s,
                    sp.cost,
                    spare,
                    Move::Event { card, on: Some(t) },
                    legal,
                )
            {
                return Some(m);
            }
        }
        None
    }

    /// While the other Deva calls: a removal on the soldier it has called that none of this
    /// Deva's units could block and survive, worth at least its own strongest unit (a threat
    /// better met now than in combat, where it would strike or kill a blocker).
    fn calling_flash(g: &Devacurse, s: Seat, budget: u8, legal: &[Move]) -> Option<Move> {
        let d = g.deva(s);
        let value = |u: CardId| i32::from(g.at(u)) + i32::from(g.left(u));
        let own: Vec<CardId> = d.soldiers.iter().chain(&d.heroes).map(|u| u.card).collect();
        let strongest = own.iter().map(|&u| value(u)).max().unwrap_or(0);
        let target = g
            .deva(1 - s)
            .soldiers
            .iter()
            .map(|u| u.card)
            .filter(|&t| own.iter().all(|&b| g.left(b) <= g.at(t)))
            .filter(|&t| value(t) >= strongest)
            .max_by_key(|&t| value(t))?;
        d.hand.iter().find_map(|&card| {
            let sp = g.spec(card);
            (sp.event == Some(EventKind::Flash) && sp.destroy_soldier)
                .then(|| {
                    Self::pay_then(
                        g,
                        s,
                        sp.cost,
                        budget,
                        Move::Event {
                            card,
                            on: Some(target),
                        },
                        legal,
                    )
                })
                .flatten()
        })
    }

    fn pick(&self, g: &Devacurse, s: Seat) -> Move {
        let legal = &self.legal;
        let done = Move::Done;
        let d = g.deva(s);
        let foe = 1 - s;
        let prompt_prayers =
            u8::try_from(d.prayers.iter().filter(|p| !p.depleted).count()).unwrap_or(u8::MAX);
        let budget = d
            .blessings
            .saturating_add(prompt_prayers.saturating_mul(g.data().numbers.blessings_per_prayer));
        match g.step() {
            Step::Prayer => legal
                .iter()
                .filter_map(|m| match m {
                    Move::Pray(c) => Some((Self::worth(g, *c), m)),
                    _ => None,
                })
                .min_by_key(|(w, _)| *w)
                .map_or(done, |(_, m)| m.clone()),
            Step::Calling | Step::Heroes => {
                // The best soldier or hero in reach, then equipment and locations.
                let mut best: Option<(i32, CardId, u8)> = None;
                let soldiers = d
                    .hand
                    .iter()
                    .copied()
                    .chain(d.prayers.iter().filter(|p| !p.depleted).map(|p| p.card));
                // A hero called in an earlier spiral that can still be upgraded: the strongest.
                let upgradable = d
                    .heroes
                    .iter()
                    .filter(|h| h.level == 1 && h.called < g.spiral())
                    .max_by_key(|h| g.at(h.card))
                    .map(|h| h.card);
                let upgrade_cost = g.variants().upgrade_cost;
                if g.step() == Step::Calling {
                    for c in soldiers {
                        let sp = g.spec(c);
                        // A soldier called from a prayer cannot also be depleted for its cost.
                        let from_prayer = d.prayers.iter().any(|p| p.card == c);
                        let reach = budget.saturating_sub(if from_prayer {
                            g.data().numbers.blessings_per_prayer
                        } else {
                            0
                        });
                        if sp.kind == CardType::Soldier && sp.cost <= reach {
                            let w = Self::worth(g, c);
                            if best.is_none_or(|(bw, _, _)| w > bw) {
                                best = Some((w, c, sp.cost));
                            }
                        }
                    }
                    if let Some((_, c, cost)) = best {
                        if let Some(b) = Self::bless_for(g, s, cost, legal) {
                            return b;
                        }
                        if legal.contains(&Move::CallSoldier(c)) {
                            return Move::CallSoldier(c);
                        }
                    }
                    // Equipment waits for the hero setting step when a hero's upgrade comes
                    // first.
                    if upgradable.is_some() && upgrade_cost <= budget {
                        return done;
                    }
                } else {
                    if let Some(m) = legal
                        .iter()
                        .filter(|m| matches!(m, Move::CallHero(_)))
                        .max_by_key(|m| match m {
                            Move::CallHero(c) => Self::worth(g, *c),
                            _ => 0,
                        })
                    {
                        return m.clone();
                    }
                    if let Some(h) = upgradable
                        && let Some(m) =
                            Self::pay_then(g, s, upgrade_cost, budget, Move::Upgrade(h), legal)
                    {
                        return m;
                    }
                }
                // Equipment on the strongest unit, a location: with blessings already made, or
                // made for it when the prayers allow.
                let strongest = d
                    .soldiers
                    .iter()
                    .chain(&d.heroes)
                    .max_by_key(|u| g.at(u.card))
                    .map(|u| u.card);
                for &c in &d.hand {
                    let sp = g.spec(c);
                    let wanted = match sp.event {
                        Some(EventKind::Equipment) => {
                            strongest.map(|on| Move::Equip { card: c, on })
                        }
                        Some(EventKind::Location) if !d.soldiers.is_empty() => {
                            Some(Move::Location(c))
                        }
                        _ => None,
                    };
                    if let Some(m) = wanted
                        && let Some(m) = Self::pay_then(g, s, sp.cost, budget, m, legal)
                    {
                        return m;
                    }
                }
                // Incantations with the prayers a flash event in the hand does not need, in the
                // last step before combat: a boost where it lets a soldier attack past the
                // weakest blocker (else on the strongest unit), then a draw.
                if g.step() == Step::Heroes {
                    let spare = budget.saturating_sub(Self::flash_reserve(g, s));
                    if let Some(m) = Self::incantation(g, s, spare, legal) {
                        return m;
                    }
                }
                done
            }
            Step::Attack => {
                let weakest_guard = g
                    .deva(foe)
                    .soldiers
                    .iter()
                    .chain(&g.deva(foe).heroes)
                    .filter(|u| !u.depleted)
                    .map(|u| g.left(u.card))
                    .min();
                legal
                    .iter()
                    .find(|m| match m {
                        Move::Attack(c) => {
                            weakest_guard.is_none_or(|w| g.at(*c) >= w) || g.combat().heroes
                        }
                        _ => false,
                    })
                    .cloned()
                    .unwrap_or(done)
            }
            Step::Block => {
                let blocked = |a: CardId| g.combat().blocks.iter().any(|(_, x)| *x == a);
                let mut attackers: Vec<CardId> = g.combat().attackers.clone();
                crate::sort::sort_by_key(&mut attackers, |&a| std::cmp::Reverse(g.at(a)));
                let incoming: u32 = attackers
                    .iter()
                    .filter(|&&a| !blocked(a))
                    .map(|&a| u32::from(g.at(a)))
                    .sum();
                let desperate = i64::from(d.faith) <= i64::from(incoming);
                for a in attackers.into_iter().filter(|&a| !blocked(a)) {
                    let options = legal.iter().filter_map(|m| match m {
                        Move::Block { blocker, attacker } if *attacker == a => Some((*blocker, m)),
                        _ => None,
                    });
                    let survivor = options
                        .clone()
                        .filter(|(b, _)| g.left(*b) > g.at(a))
                        .min_by_key(|(b, _)| g.left(*b));
                    if let Some((_, m)) = survivor {
                        return m.clone();
                    }
                    // In a wider type: equipment can bring both to their ceiling.
                    if desperate
                        && let Some((_, m)) =
                            options.min_by_key(|(b, _)| u16::from(g.at(*b)) + u16::from(g.left(*b)))
                    {
                        return m.clone();
                    }
                }
                done
            }
            Step::Guard => Self::guard(g, s, legal).unwrap_or(done),
            Step::Assign => legal
                .iter()
                .max_by_key(|m| match m {
                    Move::Assign { hero, blocker } => (
                        g.at(*hero) >= g.left(*blocker),
                        std::cmp::Reverse(g.left(*blocker)),
                    ),
                    _ => (false, std::cmp::Reverse(0)),
                })
                .cloned()
                .unwrap_or(done),
            Step::Flash | Step::EndFlash | Step::CallFlash => {
                Self::flash(g, s, budget, legal).unwrap_or(done)
            }
        }
    }
}

impl Bot<Devacurse> for Devout {
    fn id(&self) -> &'static str {
        DEVOUT_ID
    }

    fn choose(&mut self, game: &Devacurse, _rng: &mut Rng) -> Option<Move> {
        let s = game.to_move()?;
        game.legal_moves(&mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        let m = self.pick(game, s);
        Some(if self.legal.contains(&m) {
            m
        } else {
            self.legal[self.legal.len() - 1].clone()
        })
    }
}
