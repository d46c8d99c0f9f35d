//! The fight of a combat round: the combat deck drawn against the size-ratio row and the
//! defence-points column; extra and revenge hits; hits spread over allied armies, biggest
//! first; each hit assigned by its army's owner to one of its units (hordes destroyed, the
//! fortress rolled for, Devils put aside), and the losses logged. The choices between rounds
//! are in `combat.rs`, what follows the combat in `spoils.rs`.
//!
//! "In the text the players assign" the hits: the owner of the army hit chooses the unit of
//! each hit among the kinds it has (Souls, each kind of horde, the fortress, the Devil); with
//! one kind left the hit falls on it at once. [`Lords::default_hit`] is the order a player
//! with no reason to do otherwise would follow: Souls first ("their main function is to work
//! as fodder in combats, eating hits"), then hordes from the smallest (leaders last), then the
//! fortress, then the Devil.

use super::data::{DP_COLUMNS, Ratio};
use super::state::{COMBAT_ROUNDS, CardId, End, Lords, Loss, Move, Pending, Step, Unit, Where};
use crate::rules::{Seat, seat_label};

impl Lords {
    pub(super) fn combat_round(&mut self) {
        if self.fight().no_combat {
            self.say(None, |_| "No combat this round, as agreed".into());
            self.after_round();
        } else {
            self.strike();
        }
    }

    /// The end of a round once its hits are assigned: armies with no leader go home, and the
    /// combat ends or goes on.
    fn after_round(&mut self) {
        // "If an army has no leader, it returns to home Realm".
        let mut i = 2;
        while i < self.fight().armies.len() {
            let a = &self.fight().armies[i];
            if !self.leads(a) || self.army_units(i) == 0 {
                let owner = a.owner;
                let why = if self.army_units(i) == 0 {
                    "is destroyed"
                } else {
                    "has no leader and returns home"
                };
                self.leave(owner, why);
            } else {
                i += 1;
            }
        }
        let att = self.side_units(true);
        let def = self.side_units(false);
        let end = if att == 0 && def == 0 {
            Some(End::Neither)
        } else if att == 0 {
            Some(End::Defeat { destroyed: true })
        } else if !self.leads(&self.fight().armies[0]) {
            self.say(None, |_| {
                "The main attacker has lost its leader: attacker defeat".into()
            });
            Some(End::Defeat { destroyed: false })
        } else if def == 0 {
            Some(End::Victory)
        } else if self.fight().round >= COMBAT_ROUNDS {
            self.say(None, |_| {
                "Time-out after the third round: attacker defeat".into()
            });
            Some(End::Defeat { destroyed: false })
        } else {
            None
        };
        match end {
            // "Otherwise if the defender has no units nor Souls left, the combat ends to
            // attacker victory (however, the attacker may choose to continue the combat to
            // next turn)": the choice is the main attacker's before the last round, since
            // going on past the third is the time-out, an attacker defeat.
            Some(End::Victory) if self.fight().round < COMBAT_ROUNDS => {
                self.step = Step::Won;
                self.actor = self.fight().attacker;
            }
            Some(e) => self.end_combat(e),
            None => self.next_round(),
        }
    }

    fn next_round(&mut self) {
        self.fight_mut().round += 1;
        self.begin_round();
    }

    /// The main attacker's choice over a combat it has won: victory now, or the next round
    /// (something may still appear in the Realm, such as a Devil recalled into its army).
    pub(super) fn won(&mut self, mv: Move) {
        if mv == Move::Continue {
            let s = self.fight().attacker;
            self.say(Some(s), |_| {
                format!(
                    "{} has emptied the Realm but continues the combat to the next round",
                    seat_label(s)
                )
            });
            self.next_round();
        } else {
            self.end_combat(End::Victory);
        }
    }

    /// One round's drawing, hits and their effects.
    fn strike(&mut self) {
        let a_size = self.side_size(true);
        let d_size = self.side_size(false);
        let dp = self.defence_points();
        let ratio = Ratio::of(a_size, d_size);
        let col = (dp as usize).min(DP_COLUMNS - 1);
        // "Number of drawn cards is 1, +1 per full 5 size in each side."
        let draws = 1 + a_size / 5 + d_size / 5;
        let a_units = self.side_units(true);
        let d_units = self.side_units(false);
        let mut deck = self.data.combat_deck.clone();
        self.rng.shuffle(&mut deck);
        let (mut on_d, mut on_a) = (0u32, 0u32);
        let mut drawn: Vec<(u8, u8, u8)> = Vec::new();
        for i in 0..draws as usize {
            if i > 0 && i % deck.len() == 0 {
                self.rng.shuffle(&mut deck);
            }
            let card = deck[i % deck.len()];
            let hits = self.data.combat[usize::from(card)].cells[ratio.index()][col];
            on_d += u32::from(hits.defender);
            on_a += u32::from(hits.attacker);
            drawn.push((card, ratio.index() as u8, col as u8));
            // "The drawing is immediately ended if sufficient hits to destroy either side is
            // achieved".
            if on_d >= d_units || on_a >= a_units {
                break;
            }
        }
        let round = self.fight().round;
        self.say(None, |g| {
            let cards: Vec<String> = drawn
                .iter()
                .map(|&(c, r, k)| {
                    let h = g.data.combat[usize::from(c)].cells[usize::from(r)][usize::from(k)];
                    format!("{} {}/{}", g.data.combat[usize::from(c)].name, h.defender, h.attacker)
                })
                .collect();
            format!(
                "Combat round {round}: size {a_size} against {d_size} (row {}), {dp} defence points; {} of {draws} combat cards drawn: {} — {on_d} hits on the defenders, {on_a} on the attackers",
                ratio.name(),
                drawn.len(),
                cards.join(", ")
            )
        });
        self.fight_mut().cards = drawn;
        // "Extra hits: If any units cause extra hits, they are added to total number of hits
        // dealt, before hits are assigned. If other side has any defense points, main defender
        // ignores extra hits if rolls defense points or less with d6. If there is any allied
        // defenders, one of the allies then take this hit, and it is assigned first".
        let extra_att: u32 = self
            .fight()
            .armies
            .iter()
            .filter(|a| a.attacking)
            .map(|a| self.army_extra(a))
            .sum();
        let extra_def: u32 = self
            .fight()
            .armies
            .iter()
            .filter(|a| !a.attacking)
            .map(|a| self.army_extra(a))
            .sum::<u32>()
            + u32::from(self.fortress_power(|f| f.extra_hits));
        on_a += extra_def;
        let allies = self.fight().armies.iter().skip(2).any(|a| !a.attacking);
        let mut to_ally = 0;
        if extra_att > 0 {
            let mut rolls = Vec::new();
            let mut ignored = 0;
            for _ in 0..extra_att {
                if dp > 0 {
                    let r = self.d6();
                    rolls.push(r);
                    if u32::from(r) <= dp {
                        ignored += 1;
                        if allies {
                            to_ally += 1;
                        }
                        continue;
                    }
                }
                on_d += 1;
            }
            self.say_dice(None, rolls, |_| {
                format!(
                    "{extra_att} extra hits on the defenders{}",
                    if dp > 0 {
                        format!(
                            ": {ignored} ignored by the main defender's defence roll{}",
                            if to_ally > 0 {
                                format!(", {to_ally} taken by an ally instead")
                            } else {
                                String::new()
                            }
                        )
                    } else {
                        String::new()
                    }
                )
            });
        }
        if extra_def > 0 {
            self.say(None, |_| format!("{extra_def} extra hits on the attackers"));
        }
        let mut hits: Vec<Pending> = Vec::new();
        if to_ally > 0 {
            let ally = (2..self.fight().armies.len())
                .filter(|&i| !self.fight().armies[i].attacking && self.army_units(i) > 0)
                .max_by_key(|&i| self.army_size(&self.fight().armies[i]));
            if let Some(i) = ally {
                hits.extend((0..to_ally).map(|_| Pending::Army(i)));
            }
        }
        hits.extend((0..on_d).map(|_| Pending::Side(false)));
        hits.extend((0..on_a).map(|_| Pending::Side(true)));
        // "Allied force: If side has multiple armies, hits are dealt evenly, with first ones
        // going to biggest one (size-wise), and if tied, ramdomized."
        let mut spread: [(Vec<usize>, usize); 2] = Default::default();
        for (side, attacking) in [false, true].into_iter().enumerate() {
            let mut order: Vec<usize> = (0..self.fight().armies.len())
                .filter(|&i| self.fight().armies[i].attacking == attacking)
                .collect();
            self.rng.shuffle(&mut order);
            crate::sort::sort_by_key(&mut order, |&i| {
                std::cmp::Reverse(self.army_size(&self.fight().armies[i]))
            });
            spread[side] = (order, 0);
        }
        let c = self.fight_mut();
        c.hits = hits;
        c.spread = spread;
        self.deal_hits();
    }

    /// The next army of a side to take a hit, in turn, skipping armies with no unit left;
    /// `None` when the whole side is destroyed.
    fn next_of_side(&mut self, attacking: bool) -> Option<usize> {
        let side = usize::from(attacking);
        let n = self.fight().spread[side].0.len();
        for k in 0..n {
            let (order, at) = &self.fight().spread[side];
            let i = order[(at + k) % n];
            if self.army_units(i) > 0 {
                self.fight_mut().spread[side].1 = (at + k + 1) % n;
                return Some(i);
            }
        }
        None
    }

    /// The army the hit being assigned falls on.
    pub fn army_hit(&self) -> Option<usize> {
        match self.fight().hits.first() {
            Some(Pending::Army(i)) if self.step == Step::Hits => Some(*i),
            _ => None,
        }
    }

    /// The units of army `i` a hit may fall on: Souls, each kind of horde, the defender's
    /// fortress while up, the Devil.
    pub fn hit_choices(&self, i: usize, out: &mut Vec<Unit>) {
        let c = self.fight();
        let a = &c.armies[i];
        if a.souls > 0 {
            out.push(Unit::Soul);
        }
        out.extend(self.distinct(&a.hordes).into_iter().map(Unit::Horde));
        if i == 1 && c.fortress_up {
            out.push(Unit::Fortress);
        }
        if a.devil {
            out.push(Unit::Devil);
        }
    }

    /// The unit a player with no reason to do otherwise gives a hit to: Souls first, then
    /// the smallest horde (leaders last), then the fortress, then the Devil.
    pub fn default_hit(&self, i: usize) -> Option<Unit> {
        let mut units = Vec::new();
        self.hit_choices(i, &mut units);
        units.into_iter().min_by_key(|u| match *u {
            Unit::Soul => (0, false, 0, 0),
            Unit::Horde(h) => {
                let c = self.data.card(h);
                (1, c.leader, c.size, h)
            }
            Unit::Fortress => (2, false, 0, 0),
            Unit::Devil => (3, false, 0, 0),
        })
    }

    /// Assigns the round's hits in order until one needs its army's owner to choose the unit
    /// (more than one kind of unit left); then the round ends.
    pub(super) fn deal_hits(&mut self) {
        let mut units = Vec::new();
        while let Some(&p) = self.fight().hits.first() {
            let i = match p {
                Pending::Army(i) => Some(i).filter(|&i| self.army_units(i) > 0),
                Pending::Side(attacking) => self.next_of_side(attacking),
            };
            let Some(i) = i else {
                self.fight_mut().hits.remove(0);
                continue;
            };
            units.clear();
            self.hit_choices(i, &mut units);
            if units.len() > 1 {
                self.fight_mut().hits[0] = Pending::Army(i);
                self.actor = self.fight().armies[i].owner;
                self.step = Step::Hits;
                return;
            }
            self.fight_mut().hits.remove(0);
            self.hit(i, units[0]);
        }
        self.log_losses();
        self.after_round();
    }

    /// The owner's choice of the unit the hit falls on.
    pub(super) fn assign_hit(&mut self, mv: Move) {
        let (Some(i), Move::Hit(u)) = (self.army_hit(), mv) else {
            return;
        };
        self.fight_mut().hits.remove(0);
        self.hit(i, u);
        self.deal_hits();
    }

    /// A hit on unit `u` of army `i`, and the revenge hits it sets off: "If any destroyed
    /// units cause revenge hits, they are immediately assigned ... If the target army is in
    /// home Realm with defense points, it can ignore hits by rolling with d6 same or less than
    /// number of defense points." Revenge goes to the other side's main army, ahead of the
    /// round's other hits.
    fn hit(&mut self, j: usize, u: Unit) {
        let (revenge, source) = self.hit_unit(j, u);
        if revenge == 0 {
            return;
        }
        let from = self.fight().armies[j].owner;
        let attacking = self.fight().armies[j].attacking;
        let target = if attacking { 1 } else { 0 };
        let dp = if target == 1 {
            self.defence_points()
        } else {
            0
        };
        let mut rolls = Vec::new();
        for _ in 0..revenge {
            if dp > 0 {
                let r = self.d6();
                rolls.push(r);
                if u32::from(r) <= dp {
                    continue;
                }
            }
            self.fight_mut().hits.insert(0, Pending::Army(target));
        }
        let owner = self.fight().armies[target].owner;
        self.say_dice(None, rolls, |g| {
            format!(
                "{}'s {} deal {revenge} revenge hit{} on {}'s army",
                seat_label(from),
                source.map_or("", |h| g.card_name(h)),
                if revenge == 1 { "" } else { "s" },
                seat_label(owner)
            )
        });
    }

    /// A hit on unit `u` of army `i`; returns the revenge hits it causes, and the horde
    /// destroyed.
    fn hit_unit(&mut self, i: usize, u: Unit) -> (u8, Option<CardId>) {
        let owner = self.fight().armies[i].owner;
        if u == Unit::Soul && self.fight().armies[i].souls > 0 {
            self.fight_mut().armies[i].souls -= 1;
            self.lose(owner, Loss::Soul);
            return (0, None);
        }
        if let Unit::Horde(h) = u
            && self.fight().armies[i].hordes.contains(&h)
        {
            self.fight_mut().armies[i].hordes.retain(|&x| x != h);
            self.take_card(owner, h);
            self.discard_card(h);
            let defending_home = i == 1;
            let revenge = self.data.card(h).revenge
                + if defending_home {
                    self.devil(owner).revenge + self.fortress_power(|f| f.revenge)
                } else {
                    0
                };
            self.lose(owner, Loss::Horde(h));
            return (revenge, Some(h));
        }
        if u == Unit::Fortress && i == 1 && self.fight().fortress_up {
            // "Fortress: Fortress is damaged. Roll d6, and on a d6 roll '1' the fortress is
            // destroyed and put to discard pile. Any Devils imprisoned on it are put aside as
            // they had been hit in combat. If the roll was 2+, the fortress is just turned
            // face-down".
            self.fight_mut().fortress_up = false;
            let r = self.d6();
            if r == 1 {
                let prisoners = self.prisoners(owner);
                if let Some(f) = self.realm_mut(owner).fortress.take() {
                    self.discard_card(f);
                }
                for p in prisoners {
                    self.realm_mut(p).at = Where::Aside;
                    self.fight_mut().aside.push((p, true));
                }
                if !self.has_caster(owner) && !self.realm(owner).rituals.is_empty() {
                    let lost = std::mem::take(&mut self.realm_mut(owner).rituals);
                    self.discard.extend(lost);
                }
                self.say_dice(Some(owner), vec![r], |_| {
                    format!(
                        "{}'s fortress is hit and rolls 1: destroyed; its prisoners are put aside",
                        seat_label(owner)
                    )
                });
            } else {
                self.say_dice(Some(owner), vec![r], |_| {
                    format!(
                        "{}'s fortress is hit and rolls {r}: turned aside for the rest of the combat",
                        seat_label(owner)
                    )
                });
            }
            return (0, None);
        }
        if u == Unit::Devil && self.fight().armies[i].devil {
            // "Devil: Devil is out of combat and put aside."
            let c = self.fight_mut();
            c.armies[i].devil = false;
            c.aside.push((owner, false));
            self.realm_mut(owner).at = Where::Aside;
            self.lose(owner, Loss::Devil);
        }
        (0, None)
    }

    fn lose(&mut self, s: Seat, loss: Loss) {
        if self.record {
            self.losses.push((s, loss));
        }
    }

    /// The round's losses, one line per seat: "Player 3 loses 2 Souls, Imps; Baalzebul is put
    /// aside".
    fn log_losses(&mut self) {
        let losses = std::mem::take(&mut self.losses);
        let mut seats: Vec<Seat> = losses.iter().map(|(s, _)| *s).collect();
        seats.dedup();
        seats.sort_unstable();
        seats.dedup();
        for s in seats {
            let mine: Vec<Loss> = losses
                .iter()
                .filter(|(x, _)| *x == s)
                .map(|(_, l)| *l)
                .collect();
            self.say(Some(s), |g| {
                let souls = mine.iter().filter(|l| **l == Loss::Soul).count();
                let mut parts: Vec<String> = Vec::new();
                if souls > 0 {
                    parts.push(format!("{souls} Soul{}", if souls == 1 { "" } else { "s" }));
                }
                parts.extend(mine.iter().filter_map(|l| match l {
                    Loss::Horde(h) => Some(g.card_name(*h).to_string()),
                    _ => None,
                }));
                let mut text = String::new();
                if !parts.is_empty() {
                    text = format!("{} loses {}", seat_label(s), parts.join(", "));
                }
                if mine.contains(&Loss::Devil) {
                    if !text.is_empty() {
                        text.push_str("; ");
                    }
                    text.push_str(&format!(
                        "{} is hit: out of combat and put aside",
                        g.devil_name(s)
                    ));
                }
                text
            });
        }
    }
}
