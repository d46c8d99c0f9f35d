//! The captain: Devastators 3000's own heuristic bot. It closes to the range its weapons reach
//! best against the weakest ship, launches every craft, fires its strongest weapon at each ship
//! it can reach (weakest first), stops missiles and craft with point defence and the rest with
//! shields, and discards what it can spare most.

use super::data::{Band, Role};
use super::state::{CardId, Devastators, Move, Phase};
use crate::rules::RuledGame;
use crate::rules::{Bot, Seat};
use crate::table::Rng;

pub const CAPTAIN_ID: &str = "captain";

#[derive(Clone, Debug, Default)]
pub struct Captain {
    legal: Vec<Move>,
}

impl Captain {
    /// How much a ship wants to keep a card in hand.
    fn keep(game: &Devastators, s: Seat, c: CardId) -> i32 {
        let card = game.data().card(c);
        let hand = &game.ship(s).hand;
        let same = hand
            .iter()
            .filter(|&&h| game.data().card(h).kind == card.kind)
            .count() as i32;
        let base = match card.role {
            // A ship none of whose attacks reaches the ship it presses needs a Drive to close.
            Role::Drive if Self::stranded(game, s) => 30,
            Role::Drive => 3,
            Role::Repair => 2 + i32::from(card.strength),
            Role::PointDefence => 5,
            Role::Shield => 3 + i32::from(card.strength),
            Role::Weapon | Role::Craft => 5 + 2 * i32::from(card.strength),
        };
        base - 2 * (same - 1)
    }

    /// The opponent to press: the one with the fewest cards left.
    fn weakest(game: &Devastators, s: Seat) -> Option<Seat> {
        game.alive()
            .filter(|&o| o != s)
            .min_by_key(|&o| (game.ship(o).alive(), o))
    }

    /// Whether nothing the ship holds or has in space reaches the ship it presses, at their
    /// range now.
    fn stranded(game: &Devastators, s: Seat) -> bool {
        Self::weakest(game, s).is_some_and(|t| Self::firepower(game, s, game.band(s, t)) == 0)
    }

    /// The damage the hand's weapons and the craft in space could do at a band.
    fn firepower(game: &Devastators, s: Seat, band: Band) -> u32 {
        let data = game.data();
        let ship = game.ship(s);
        let best_weapon = ship
            .hand
            .iter()
            .map(|&c| data.card(c))
            .filter(|c| c.role.attacks() && c.ranges & band.bit() != 0)
            .map(|c| u32::from(c.strength))
            .max()
            .unwrap_or(0);
        let craft: u32 = ship
            .craft
            .iter()
            .map(|k| data.card(k.card))
            .filter(|c| c.ranges & band.bit() != 0)
            .map(|c| u32::from(c.strength))
            .sum();
        best_weapon + craft
    }

    fn pick(&self, game: &Devastators, s: Seat) -> Option<Move> {
        let legal = &self.legal;
        let data = game.data();
        match game.phase() {
            Phase::Draw => legal
                .iter()
                .filter_map(|m| match m {
                    Move::Discard(c) => Some((Self::keep(game, s, *c), *c)),
                    _ => None,
                })
                .min()
                .map(|(_, c)| Move::Discard(c)),
            Phase::Move => {
                if let Some(m) = legal.iter().find(|m| matches!(m, Move::Repair(_))) {
                    return Some(m.clone());
                }
                let target = Self::weakest(game, s)?;
                let now = game.band(s, target);
                let want = Band::ALL
                    .into_iter()
                    .max_by_key(|&b| (Self::firepower(game, s, b), std::cmp::Reverse(b)))?;
                if Self::firepower(game, s, want) <= Self::firepower(game, s, now) {
                    return Some(Move::Done);
                }
                let closer = want < now;
                legal
                    .iter()
                    .find(|m| matches!(m, Move::Drive { ship, closer: c, .. } if *ship == target && *c == closer))
                    .cloned()
                    .or(Some(Move::Done))
            }
            Phase::Launch => legal.first().cloned(),
            Phase::Attack => {
                // Ships first: the strongest weapon at the weakest reachable ship, craft at the
                // weakest too. A craft goes for an enemy craft instead when that one hits at
                // least as hard: shooting it down saves that damage every turn it would fly. A
                // weapon no ship is left for shoots at the strongest enemy craft in reach.
                let ship_attack = |card: CardId, target: Seat| {
                    (
                        2,
                        -(game.ship(target).alive() as i32),
                        data.card(card).strength,
                    )
                };
                legal
                    .iter()
                    .filter_map(|m| {
                        let key = match *m {
                            Move::Attack {
                                card,
                                target,
                                craft: None,
                            }
                            | Move::Craft {
                                card,
                                target,
                                craft: None,
                            } => ship_attack(card, target),
                            Move::Craft {
                                card,
                                craft: Some(k),
                                ..
                            } if data.card(k).strength >= data.card(card).strength => {
                                (3, 0, data.card(k).strength)
                            }
                            Move::Attack { craft: Some(k), .. } => (1, 0, data.card(k).strength),
                            _ => return None,
                        };
                        Some((key, m))
                    })
                    .max_by_key(|(key, _)| *key)
                    .map(|(_, m)| m.clone())
                    .or(Some(Move::Done))
            }
            Phase::Defence => {
                // Against the attack that would do most damage: point defence first, then a
                // shield. A craft under attack is worth its own card and the damage it does
                // each turn; it is defended only by what saves it, and evades with a Drive
                // only when nothing else would.
                legal
                    .iter()
                    .filter_map(|m| match *m {
                        Move::Defend { card, attack } => {
                            let a = &game.attacks()[usize::from(attack)];
                            let d = data.card(card);
                            let pd = d.role == Role::PointDefence;
                            match a.craft {
                                None => Some(((game.attack_damage(a), u8::from(pd) + 1), m)),
                                Some(k) => {
                                    let damage = game.attack_damage(a);
                                    let saves = match d.role {
                                        Role::Shield => d.strength >= damage,
                                        _ => true,
                                    };
                                    let prefer = match d.role {
                                        Role::PointDefence => 2,
                                        Role::Shield => 1,
                                        _ => 0,
                                    };
                                    saves.then(|| {
                                        ((1u8.saturating_add(data.card(k).strength), prefer), m)
                                    })
                                }
                            }
                        }
                        _ => None,
                    })
                    .max_by_key(|(key, _)| *key)
                    .map(|(_, m)| m.clone())
                    .or(Some(Move::Done))
            }
            Phase::Damage => Some(Move::Done),
        }
    }
}

impl Bot<Devastators> for Captain {
    fn id(&self) -> &'static str {
        CAPTAIN_ID
    }

    fn choose(&mut self, game: &Devastators, _rng: &mut Rng) -> Option<Move> {
        let s = game.to_move()?;
        game.legal_moves(&mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        self.pick(game, s)
    }
}
