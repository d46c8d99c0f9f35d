//! The devout bot: Devacurse's own heuristic player. It blesses only what it is about to spend
//! (unspent blessings cost Faith), calls its strongest soldiers and heroes, equips them, attacks
//! where its AT beats the weakest prompt blocker, blocks where a blocker survives (or to save
//! the last Faith), and plays a flash event to destroy the strongest enemy soldier.

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

    /// Blessings to make for a purchase of `cost`, if the prompt prayers allow it.
    fn bless_for(g: &Devacurse, s: Seat, cost: u8, legal: &[Move]) -> Option<Move> {
        let have = g.deva(s).blessings;
        if cost <= have {
            return None;
        }
        let need = cost - have;
        legal.iter().find(|m| **m == Move::Bless(need)).cloned()
    }

    fn pick(&self, g: &Devacurse, s: Seat) -> Move {
        let legal = &self.legal;
        let done = Move::Done;
        let d = g.deva(s);
        let foe = 1 - s;
        let prompt_prayers =
            u8::try_from(d.prayers.iter().filter(|p| !p.depleted).count()).unwrap_or(u8::MAX);
        let budget = d.blessings.saturating_add(prompt_prayers);
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
                if g.step() == Step::Calling {
                    for c in soldiers {
                        let sp = g.spec(c);
                        // A soldier called from a prayer cannot also be depleted for its cost.
                        let from_prayer = d.prayers.iter().any(|p| p.card == c);
                        let reach = budget.saturating_sub(u8::from(from_prayer));
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
                    if let Some(m) = legal.iter().find(|m| matches!(m, Move::Upgrade(_))) {
                        return m.clone();
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
                        && sp.cost <= budget
                    {
                        if let Some(b) = Self::bless_for(g, s, sp.cost, legal) {
                            return b;
                        }
                        if legal.contains(&m) {
                            return m;
                        }
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
                attackers.sort_by_key(|&a| std::cmp::Reverse(g.at(a)));
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
            Step::Guard => {
                let top = g
                    .combat()
                    .attackers
                    .iter()
                    .map(|&h| g.at(h))
                    .max()
                    .unwrap_or(0);
                legal
                    .iter()
                    .find(|m| matches!(m, Move::Guard(c) if g.left(*c) > top))
                    .cloned()
                    .unwrap_or(done)
            }
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
            Step::Flash | Step::EndFlash => legal
                .iter()
                .filter_map(|m| match m {
                    Move::Event { card, on: Some(t) } if g.spec(*card).destroy_soldier => {
                        Some((g.at(*t), m))
                    }
                    _ => None,
                })
                .max_by_key(|(a, _)| *a)
                .map_or(done, |(_, m)| m.clone()),
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
