//! Every decision of the seat to act as choices the one table screen offers: a label, the things
//! it points at (a miracle in the hand, a hex, then a second hex) and, where the move takes
//! numbers, their bounds. The bounds are exactly what `apply` accepts for each number alone;
//! where two numbers together may be refused (counters moving into a hex with little room, an
//! attack from several hexes that needs at least one army), the label says so.
//!
//! The bot's list of legal moves offers a few counts (one, half, all); a person may choose any
//! count the rules allow, so every listed move is one of the choices with some numbers (a test
//! checks it over many seeded games).

use super::cards::{Miracle, When};
use super::miracles::GODSPEED_RANGE;
use super::moves::{Move, Target};
use super::state::{DeityGame, EffectKind, Phase, Seat};
use super::variants::{LimitCounts, MultiHexBattle};
use crate::hex::{self, Hex};
use crate::rules::RuledGame;
use crate::rules::{Choice, NumberField, Thing};

/// How many counters may move from one hex to another, each number alone and both together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveBounds {
    /// Population that may move (armies staying).
    pub population: u32,
    /// Armies that may move (population staying).
    pub armies: u32,
    /// Counters that may move in all (the room under the destination's terrain limit, when
    /// both kinds count toward it).
    pub together: u32,
}

impl MoveBounds {
    /// Whether these numbers fit the bounds (moving nothing at all is refused besides).
    pub fn allows(self, population: u32, armies: u32) -> bool {
        population <= self.population
            && armies <= self.armies
            && population + armies <= self.together
    }
}

pub(super) fn field(label: impl Into<String>, min: u32, max: u32, default: u32) -> NumberField {
    NumberField {
        label: label.into(),
        min,
        max,
        default,
    }
}

pub(super) fn choice(
    label: String,
    targets: Vec<Thing>,
    numbers: Vec<NumberField>,
    mv: Move,
) -> (Choice, Move) {
    (
        Choice {
            label,
            targets,
            numbers,
        },
        mv,
    )
}

pub(super) fn card(m: Miracle) -> Thing {
    Thing::Card(m.id())
}

impl DeityGame {
    // ----- the bounds apply accepts -----

    /// Armies `who` may raise in the hex at `index` now: up to half its population when the
    /// phase's first army is raised there, what is left of that afterwards.
    pub fn raise_max(&self, who: Seat, index: usize) -> u32 {
        let c = &self.counts[index];
        if c.owner != Some(who) || self.map.terrain_at(index).is_none() {
            return 0;
        }
        self.raise_allowance(index).min(c.population)
    }

    /// Armies `who` may turn back into population in the hex at `index`: all of them, unless
    /// only population counts toward the terrain limit and the hex lacks room.
    pub fn disband_max(&self, who: Seat, index: usize) -> u32 {
        let c = &self.counts[index];
        if c.owner != Some(who) || self.map.terrain_at(index).is_none() {
            return 0;
        }
        let limit = self.limit(index);
        match self.variants.limit_counts {
            // Disbanding swaps one counter for another: the count toward the limit stays.
            LimitCounts::AllCounters if c.counters() <= limit => c.armies,
            LimitCounts::AllCounters => 0,
            LimitCounts::PopulationOnly => c.armies.min(limit.saturating_sub(c.population)),
        }
    }

    /// How many counters `who` may move from the hex at `from` to the one at `to`, up to
    /// `range` hexes away (1 in the movement phase, Godspeed's 3); `None` if none may.
    pub fn move_bounds(&self, who: Seat, from: usize, to: usize, range: u32) -> Option<MoveBounds> {
        let c = &self.counts[from];
        let d = &self.counts[to];
        if c.owner != Some(who)
            || self.map.terrain_at(from).is_none()
            || self.map.terrain_at(to).is_none()
            || d.blight.is_some()
            || d.owner.is_some_and(|o| o != who)
        {
            return None;
        }
        let distance = hex::distance(self.map.hex(from), self.map.hex(to));
        if distance == 0 || distance > range {
            return None;
        }
        // Counters that moved into a hex this movement phase move no further.
        let (moved_pop, moved_armies) = if self.phase == Phase::Movement {
            self.arrived(from)
        } else {
            (0, 0)
        };
        let free_pop = c.population.saturating_sub(moved_pop);
        let free_armies = c.armies.saturating_sub(moved_armies);
        let limit = self.limit(to);
        let b = match self.variants.limit_counts {
            LimitCounts::AllCounters => {
                let room = limit.saturating_sub(d.counters());
                MoveBounds {
                    population: free_pop.min(room),
                    armies: free_armies.min(room),
                    together: room,
                }
            }
            LimitCounts::PopulationOnly => {
                let population = free_pop.min(limit.saturating_sub(d.population));
                MoveBounds {
                    population,
                    armies: free_armies,
                    together: population + free_armies,
                }
            }
        };
        (b.population + b.armies > 0).then_some(b)
    }

    /// Whether `who` may attack the hex at `target` at all (an enemy's, not under Sanctuary).
    fn attackable(&self, who: Seat, target: usize) -> bool {
        self.map.terrain_at(target).is_some()
            && self.counts[target].owner.is_some_and(|o| o != who)
            && !self.effect_on(EffectKind::Sanctuary, target)
    }

    /// Units of the hex at `index` that may still attack this turn.
    fn ready(&self, index: usize) -> u32 {
        let (fresh, again) = self.ready_to_attack(index);
        fresh + again
    }

    // ----- choices -----

    /// A move without numbers, as its own choice.
    pub(super) fn plain(&self, mv: Move) -> (Choice, Move) {
        choice(self.describe(&mv), self.targets(&mv), Vec::new(), mv)
    }

    /// The distinct miracles in a hand, in the order of the rule text.
    pub(super) fn distinct_hand(&self, who: Seat) -> Vec<Miracle> {
        let mut hand = self.hand(who).to_vec();
        crate::sort::sort(&mut hand);
        hand.dedup();
        hand
    }

    fn name_of(&self, hex: Hex) -> String {
        self.map
            .index(hex)
            .map_or_else(|| format!("({}, {})", hex.x, hex.y), |i| self.hex_name(i))
    }

    pub(super) fn raise_choices(&self, who: Seat, out: &mut Vec<(Choice, Move)>) {
        for i in self.owned(who) {
            let hex = self.map.hex(i);
            let max = self.raise_max(who, i);
            if max > 0 {
                out.push(choice(
                    format!("Raise armies in {}", self.hex_name(i)),
                    vec![Thing::Hex(hex)],
                    vec![field("Armies to raise", 1, max, max)],
                    Move::RaiseArmies { hex, count: max },
                ));
            }
        }
        for i in self.owned(who) {
            let hex = self.map.hex(i);
            let max = self.disband_max(who, i);
            if max > 0 {
                out.push(choice(
                    format!("Turn armies back into population in {}", self.hex_name(i)),
                    vec![Thing::Hex(hex)],
                    vec![field("Armies to turn into population", 1, max, 1)],
                    Move::DisbandArmies { hex, count: 1 },
                ));
            }
        }
    }

    /// The numbers of moving counters: population and armies, each from 0, with a label that
    /// says what two numbers together may not do.
    fn counted_move(&self, b: MoveBounds) -> (Vec<NumberField>, String, (u32, u32)) {
        // Where only one kind may move, its field starts at 1 (and the other stays at 0), so
        // every value in bounds moves something; where both may, the label says that at least
        // one counter must move and, if the room is short, how many may in all.
        let both = b.population > 0 && b.armies > 0;
        let mut notes = Vec::new();
        if both {
            notes.push("at least one counter".to_string());
        }
        if b.together < b.population + b.armies {
            notes.push(format!(
                "at most {} in all (the terrain limit there)",
                b.together
            ));
        }
        let note = if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        };
        let population = b.population;
        let armies = b.armies.min(b.together.saturating_sub(population));
        let min = |n: u32| u32::from(!both && n > 0);
        let numbers = vec![
            field(
                "Population to move",
                min(b.population),
                b.population,
                population,
            ),
            field("Armies to move", min(b.armies), b.armies, armies),
        ];
        (numbers, note, (population, armies))
    }

    pub(super) fn movement_choices(&self, who: Seat, out: &mut Vec<(Choice, Move)>) {
        for f in self.owned(who) {
            let from = self.map.hex(f);
            for t in self.map.neighbours(f) {
                let Some(b) = self.move_bounds(who, f, t, 1) else {
                    continue;
                };
                let to = self.map.hex(t);
                let (numbers, note, (population, armies)) = self.counted_move(b);
                out.push(choice(
                    format!(
                        "Move counters from {} to {}{note}",
                        self.hex_name(f),
                        self.hex_name(t)
                    ),
                    vec![Thing::Hex(from), Thing::Hex(to)],
                    numbers,
                    Move::MoveCounters {
                        from,
                        to,
                        population,
                        armies,
                    },
                ));
            }
        }
    }

    pub(super) fn godspeed_choices(&self, who: Seat, out: &mut Vec<(Choice, Move)>) {
        // Called in the miracle phase with nothing pending, for a hand holding Godspeed: only
        // the hexes and the counts remain to check.
        for f in self.owned(who) {
            let from = self.map.hex(f);
            for t in 0..self.map.len() {
                let Some(b) = self.move_bounds(who, f, t, GODSPEED_RANGE) else {
                    continue;
                };
                let to = self.map.hex(t);
                let (numbers, note, (population, armies)) = self.counted_move(b);
                out.push(choice(
                    format!(
                        "Play Godspeed: move counters from {} to {}{note}",
                        self.hex_name(f),
                        self.hex_name(t)
                    ),
                    vec![card(Miracle::Godspeed), Thing::Hex(from), Thing::Hex(to)],
                    numbers,
                    Move::Play {
                        card: Miracle::Godspeed,
                        target: Target::Godspeed {
                            from,
                            to,
                            population,
                            armies,
                        },
                    },
                ));
            }
        }
    }

    pub(super) fn why_not_miracle(&self, who: Seat, card: Miracle) -> Option<String> {
        if !self.hand(who).contains(&card) {
            return None;
        }
        if self.pending.is_some() {
            let mv = Move::Play {
                card,
                target: Target::None,
            };
            return self.check(&mv).err().map(|e| e.to_string());
        }
        let when = match card.when() {
            When::MiraclePhase => "in its owner's miracle phase",
            When::EndOfBattle => "at the end of a battle phase",
            When::Reaction => "in answer to a card another player plays",
        };
        let timely = card.when() == When::MiraclePhase && self.phase == Phase::Miracles;
        if !timely {
            return Some(format!(
                "{card} is played {when}; this is the {} phase",
                self.phase
            ));
        }
        if card == Miracle::HolyWar {
            let mv = Move::Play {
                card,
                target: Target::None,
            };
            return self.check(&mv).err().map(|e| e.to_string());
        }
        Some(format!(
            "{card} has no target on the map now: {}",
            card.text()
        ))
    }

    pub(super) fn why_not_hex(&self, who: Seat, hex: Hex) -> Option<String> {
        let index = match self.index_of(hex) {
            Ok(i) => i,
            Err(e) => return Some(e.to_string()),
        };
        let mut neighbours = self.map.neighbours(index);
        let mv = match self.phase {
            Phase::WorldBuilding => Move::PlaceTerrain { hex },
            Phase::Starts => Move::PlaceStart { hex },
            Phase::BuildTemples => Move::BuildTemple { hex },
            Phase::RaiseArmies => Move::RaiseArmies { hex, count: 1 },
            Phase::Miracles if self.pending.is_none() => {
                return Some(
                    "a miracle is played by picking its card in your hand first, then the hex it strikes"
                        .to_string(),
                );
            }
            Phase::Battle => {
                let from = neighbours
                    .find(|&n| self.counts[n].owner == Some(who) && self.ready(n) > 0)
                    .map(|n| self.map.hex(n));
                match from {
                    Some(from) => Move::Attack {
                        target: hex,
                        from: vec![(from, 1)],
                    },
                    None if self.counts[index].owner == Some(who) => {
                        return Some(
                            "pick the hex to attack first (an enemy hex next to yours), then where the armies come from"
                                .to_string(),
                        );
                    }
                    None => {
                        return Some(
                            "none of your hexes next to it has armies ready to attack".to_string(),
                        );
                    }
                }
            }
            _ => {
                let c = self.counts[index];
                let to = neighbours.next().map_or(hex, |n| self.map.hex(n));
                Move::MoveCounters {
                    from: hex,
                    to,
                    population: u32::from(c.armies == 0),
                    armies: u32::from(c.armies > 0),
                }
            }
        };
        self.check(&mv).err().map(|e| e.to_string())
    }

    /// A miracle aimed at one hex (or at nothing): one choice per hex it may strike.
    pub(super) fn hex_card_choices(&self, who: Seat, m: Miracle, out: &mut Vec<(Choice, Move)>) {
        let mut moves = Vec::new();
        self.card_moves(who, m, &mut moves);
        for mv in moves {
            out.push(self.plain(mv));
        }
    }

    pub(super) fn attack_choices(&self, who: Seat, out: &mut Vec<(Choice, Move)>) {
        let owned: Vec<usize> = self.owned(who).collect();
        let combined = self.variants.multi_hex_battle == MultiHexBattle::Combined;
        if !combined {
            for &f in &owned {
                let ready = self.ready(f);
                if ready == 0 {
                    continue;
                }
                let from = self.map.hex(f);
                for t in self.map.neighbours(f) {
                    if !self.attackable(who, t) {
                        continue;
                    }
                    let target = self.map.hex(t);
                    out.push(choice(
                        format!("Attack {} from {}", self.hex_name(t), self.hex_name(f)),
                        vec![Thing::Hex(target), Thing::Hex(from)],
                        vec![field(
                            format!("Armies attacking from {}", self.hex_name(f)),
                            1,
                            ready,
                            ready,
                        )],
                        Move::Attack {
                            target,
                            from: vec![(from, ready)],
                        },
                    ));
                }
            }
            return;
        }
        // Each target once, with every hex of the attacker next to it that may attack, in map
        // order (the order the legal moves list them in).
        let mut targets: Vec<usize> = Vec::new();
        for &f in &owned {
            if self.ready(f) == 0 {
                continue;
            }
            for t in self.map.neighbours(f) {
                if self.attackable(who, t) && !targets.contains(&t) {
                    targets.push(t);
                }
            }
        }
        targets.sort_unstable();
        for t in targets {
            let target = self.map.hex(t);
            let from: Vec<(Hex, u32)> = owned
                .iter()
                .filter(|&&f| hex::distance(self.map.hex(f), target) == 1 && self.ready(f) > 0)
                .map(|&f| (self.map.hex(f), self.ready(f)))
                .collect();
            let several = from.len() > 1;
            let numbers = from
                .iter()
                .map(|&(h, ready)| {
                    field(
                        format!("Armies attacking from {}", self.name_of(h)),
                        u32::from(!several),
                        ready,
                        ready,
                    )
                })
                .collect();
            let mut targets = vec![Thing::Hex(target)];
            targets.extend(from.iter().map(|(h, _)| Thing::Hex(*h)));
            let label = match from.as_slice() {
                [(h, _)] => format!("Attack {} from {}", self.hex_name(t), self.name_of(*h)),
                _ => format!(
                    "Attack {} from one or more of your hexes next to it (at least one army)",
                    self.hex_name(t)
                ),
            };
            out.push(choice(
                label,
                targets,
                numbers,
                Move::Attack { target, from },
            ));
        }
    }
}
