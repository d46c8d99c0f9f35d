//! Battle. "The attacker rolls 2 dice for every attacking army. The defender rolls 2 dice for
//! every defending army [and] 1 die for every 2 population counters rounding up. Every roll of 1
//! on D6 indicates one enemy counter is destroyed. Armies are destroyed before populations &
//! populations before Temples." Rounds repeat until the attack is destroyed, the attacker
//! retreats, or the defence is destroyed. Mountains take one kill off the attacker; Sanctuary
//! forbids the attack; Holy War lets armies attack twice.
//!
//! The arithmetic of one round is a pure function of the dice ([`round_kills`]), so tests can
//! give it any rolls.

use super::error::DeityError;
use super::map::Terrain;
use super::moves::{Move, MoveSink};
use super::state::{Attacking, Battle, DeityGame, EffectKind, Pending, Seat};
use super::variants::{MountainDefence, MultiHexBattle};
use crate::hex::{self, Hex};

/// Dice the attacker rolls: two per attacking army (monsters fight as armies).
pub fn attacker_dice(units: u32) -> u32 {
    2 * units
}

/// Dice the defender rolls: two per army (and monster), one per two population rounding up.
/// Temples roll nothing.
pub fn defender_dice(units: u32, population: u32) -> u32 {
    2 * units + population.div_ceil(2)
}

/// Kills from a set of rolls: every 1 destroys one enemy counter.
pub fn ones(rolls: &[u8]) -> u32 {
    u32::try_from(rolls.iter().filter(|&&r| r == 1).count()).unwrap_or(u32::MAX)
}

/// The kills of one round: `(by the attacker, by the defender)`. In Mountains the attacker
/// destroys one counter fewer per roll, read as the chosen [`MountainDefence`].
pub fn round_kills(
    attacker_rolls: &[u8],
    defender_rolls: &[u8],
    mountains: bool,
    reading: MountainDefence,
) -> (u32, u32) {
    let attack = if !mountains {
        ones(attacker_rolls)
    } else {
        match reading {
            MountainDefence::PerRound => ones(attacker_rolls).saturating_sub(1),
            MountainDefence::PerArmy => attacker_rolls
                .chunks(2)
                .map(|pair| ones(pair).saturating_sub(1))
                .sum(),
        }
    };
    (attack, ones(defender_rolls))
}

impl DeityGame {
    /// Units in a hex that may still attack this turn: those that have not attacked, and with
    /// Holy War those that attacked once and survived.
    pub fn ready_to_attack(&self, index: usize) -> (u32, u32) {
        let units = self.counts[index].units();
        let (once, twice) = self
            .turn_state
            .attacked
            .iter()
            .find(|(i, _, _)| *i == index)
            .map_or((0, 0), |(_, o, t)| (*o, *t));
        let fresh = units.saturating_sub(once + twice);
        let again = if self.turn_state.holy_war {
            once.min(units - fresh)
        } else {
            0
        };
        (fresh, again)
    }

    pub(super) fn check_attack(
        &self,
        who: Seat,
        target: Hex,
        from: &[(Hex, u32)],
    ) -> Result<(), DeityError> {
        if from.is_empty() {
            return Err(DeityError::ZeroCount);
        }
        if from.len() > 1 && self.variants.multi_hex_battle == MultiHexBattle::SingleHex {
            return Err(DeityError::SingleHexOnly);
        }
        let t = self.land_index(target)?;
        match self.counts[t].owner {
            Some(o) if o != who => {}
            _ => return Err(DeityError::NothingToAttack),
        }
        if self.effect_on(EffectKind::Sanctuary, t) {
            return Err(DeityError::Sanctuary);
        }
        for (k, &(hex, count)) in from.iter().enumerate() {
            if from[..k].iter().any(|(h, _)| *h == hex) {
                return Err(DeityError::Duplicate);
            }
            let f = self.land_index(hex)?;
            let c = self.counts[f];
            if c.owner != Some(who) {
                return Err(DeityError::NotYours);
            }
            if hex::distance(hex, target) != 1 {
                return Err(DeityError::NotAdjacent);
            }
            if count == 0 {
                return Err(DeityError::ZeroCount);
            }
            if c.units() == 0 {
                return Err(DeityError::PopulationCannotAttack);
            }
            let (fresh, again) = self.ready_to_attack(f);
            if count > fresh + again {
                return Err(DeityError::NotEnough {
                    what: "armies or monsters ready to attack",
                    asked: count,
                    have: fresh + again,
                });
            }
        }
        Ok(())
    }

    pub(super) fn attack(&mut self, who: Seat, target: Hex, from: &[(Hex, u32)]) {
        let Some(t) = self.map.index(target) else {
            return;
        };
        let Some(defender) = self.counts[t].owner else {
            return;
        };
        let mut attacking = Vec::with_capacity(from.len());
        for &(hex, count) in from {
            let Some(f) = self.map.index(hex) else {
                continue;
            };
            let (fresh, _) = self.ready_to_attack(f);
            let use_fresh = count.min(fresh);
            let second = count - use_fresh;
            // Armies attacking a second time leave the "attacked once" pool while they fight.
            if second > 0
                && let Some(a) = self
                    .turn_state
                    .attacked
                    .iter_mut()
                    .find(|(i, _, _)| *i == f)
            {
                a.1 -= second.min(a.1);
            }
            attacking.push(Attacking {
                hex: f,
                alive: count,
                fresh: use_fresh,
                second,
            });
        }
        self.note_with(Some(who), |g| {
            format!(
                "{} attacks {}'s {} with {} arm{}",
                Self::seat_name(who),
                Self::seat_name(defender),
                g.hex_name(t),
                attacking.iter().map(|a| a.alive).sum::<u32>(),
                if attacking.iter().map(|a| a.alive).sum::<u32>() == 1 {
                    "y"
                } else {
                    "ies"
                }
            )
        });
        let battle = Battle {
            target: t,
            defender,
            from: attacking,
            rounds: 0,
        };
        self.fight_round(battle);
    }

    /// One round of battle with dice from the game's generator.
    fn fight_round(&mut self, mut battle: Battle) {
        let attackers: u32 = battle.from.iter().map(|a| a.alive).sum();
        let d = self.counts[battle.target];
        let attack_rolls = self.d6s(attacker_dice(attackers));
        let defence_rolls = self.d6s(defender_dice(d.units(), d.population));
        let mountains = self.map.terrain_at(battle.target) == Some(Terrain::Mountains);
        let (kills, losses) = round_kills(
            &attack_rolls,
            &defence_rolls,
            mountains,
            self.variants.mountains,
        );
        battle.rounds += 1;
        let destroyed = self.destroy(battle.target, kills);
        // The defender's 1s destroy attacking armies, hex by hex in the order given.
        let mut left = losses;
        for a in &mut battle.from {
            let k = left.min(a.alive);
            if k == 0 {
                continue;
            }
            left -= k;
            a.alive -= k;
            self.destroy_units(a.hex, k);
        }
        let attacker = self.active();
        if self.logging {
            let mut dice = attack_rolls.clone();
            dice.extend(&defence_rolls);
            let text = format!(
                "Battle round {}: attacker rolls {:?}, defender rolls {:?}; {} defending and {} attacking counters destroyed{}",
                battle.rounds,
                attack_rolls,
                defence_rolls,
                destroyed.total(),
                losses - left,
                if mountains {
                    " (Mountains' defence)"
                } else {
                    ""
                }
            );
            self.note_dice(Some(attacker), text, dice);
        }
        let attack_left: u32 = battle.from.iter().map(|a| a.alive).sum();
        let defence_left = self.counts[battle.target].counters();
        if attack_left == 0 || defence_left == 0 {
            let text = if attack_left == 0 {
                "The attack is destroyed"
            } else {
                "All defending counters are destroyed"
            };
            self.note(Some(attacker), text.to_string());
            self.end_battle(battle);
        } else {
            self.pending = Some(Pending::Battle(battle));
        }
    }

    /// Destroys attacking units in their own hex: armies first, then monsters.
    fn destroy_units(&mut self, index: usize, n: u32) {
        let c = &mut self.counts[index];
        let armies = n.min(c.armies);
        let monsters = (n - armies).min(c.monsters);
        c.armies -= armies;
        c.monsters -= monsters;
        let Some(owner) = c.owner else { return };
        self.record_loss(super::state::Loss {
            hex: index,
            owner,
            armies,
            monsters,
            ..Default::default()
        });
        self.tidy(index);
    }

    /// Survivors are marked as having attacked (once, or twice under Holy War).
    fn end_battle(&mut self, battle: Battle) {
        self.pending = None;
        for a in battle.from {
            let dead = a.fresh + a.second - a.alive;
            let second_dead = dead.min(a.second);
            let second_alive = a.second - second_dead;
            let fresh_alive = a.fresh - (dead - second_dead);
            match self
                .turn_state
                .attacked
                .iter_mut()
                .find(|(i, _, _)| *i == a.hex)
            {
                Some(e) => {
                    e.1 += fresh_alive;
                    e.2 += second_alive;
                }
                None => self
                    .turn_state
                    .attacked
                    .push((a.hex, fresh_alive, second_alive)),
            }
        }
    }

    pub(super) fn press_on(&mut self) {
        if let Some(Pending::Battle(b)) = self.pending.take() {
            self.fight_round(b);
        }
    }

    pub(super) fn retreat(&mut self) {
        if let Some(Pending::Battle(b)) = self.pending.take() {
            let who = self.active();
            self.note(Some(who), format!("{} retreats", Self::seat_name(who)));
            self.end_battle(b);
        }
    }

    pub(super) fn attack_moves(&self, who: Seat, out: &mut impl MoveSink) {
        let mut combined: Vec<(Hex, Vec<(Hex, u32)>)> = Vec::new();
        for f in self.owned(who) {
            let (fresh, again) = self.ready_to_attack(f);
            let ready = fresh + again;
            if ready == 0 {
                continue;
            }
            let from = self.map.hex(f);
            for t in self.map.neighbours(f) {
                if self.counts[t].owner.is_none_or(|o| o == who) {
                    continue;
                }
                let target = self.map.hex(t);
                // Every count up to the ready units is accepted; Sanctuary forbids them all.
                if self.effect_on(EffectKind::Sanctuary, t) {
                    continue;
                }
                for count in super::phases::few_counts(ready) {
                    out.add(Move::Attack {
                        target,
                        from: vec![(from, count)],
                    });
                }
                if self.variants.multi_hex_battle == MultiHexBattle::Combined {
                    match combined.iter_mut().find(|(h, _)| *h == target) {
                        Some((_, v)) => v.push((from, ready)),
                        None => combined.push((target, vec![(from, ready)])),
                    }
                }
            }
        }
        for (target, from) in combined {
            if from.len() > 1 {
                self.push_if_legal(out, Move::Attack { target, from });
            }
        }
    }
}
