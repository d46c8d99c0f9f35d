//! The turn: each player in play order takes a whole turn of the seven phases (draw, build
//! temples, raise armies, population growth, miracles, battle, movement). Draw and population
//! growth happen by themselves; the other phases end with [`Move::EndPhase`](super::Move).
//! Also here: who is out, the winner, and the round cap that makes every game end.

use arrayvec::ArrayVec;

use super::cards::Miracle;
use super::error::DeityError;
use super::holdings::Bits;
use super::map::Terrain;
use super::moves::{Move, MoveSink, Target};
use super::state::{DeityGame, EffectKind, HexCounts, Pending, Phase, Seat, TurnState};
use super::variants::{Control, LimitCounts, ResurrectionTiming};
use crate::hex::{self, Hex};
use crate::rules::{Winners, and_list};

/// Population a temple replaces ("Replace six Population counters in a single hex").
pub const TEMPLE_COST: u32 = 6;

impl DeityGame {
    // ----- turn flow -----

    /// Begins the active player's turn: lasting effects they cast end, then the draw phase.
    pub(super) fn start_turn(&mut self) {
        let active = self.active();
        self.turn_state = TurnState::default();
        self.effects.retain(|e| e.caster != active);
        self.phase = Phase::Draw;
        // "Each player draws one card plus a number of cards equal to the number of temples he
        // controls."
        let want = 1 + self.controlled_temples(active);
        let got = self.draw_cards(active, want);
        self.note_with(Some(active), |g| {
            format!(
                "{}'s turn {}: draws {got} card{}",
                Self::seat_name(active),
                g.round,
                if got == 1 { "" } else { "s" }
            )
        });
        self.check_hand_limit(active);
        if self.pending.is_none() {
            self.phase = Phase::BuildTemples;
        }
    }

    /// Ends the current phase and runs the automatic ones that follow.
    pub(super) fn end_phase(&mut self) {
        let before = self.phase;
        self.advance_phase();
        if self.phase != before && !matches!(self.phase, Phase::Over | Phase::BuildTemples) {
            let who = self.active();
            self.note_with(Some(who), |g| {
                format!("{}: {} phase", Self::seat_name(who), g.phase)
            });
        }
    }

    fn advance_phase(&mut self) {
        match self.phase {
            Phase::BuildTemples => self.phase = Phase::RaiseArmies,
            Phase::RaiseArmies => {
                self.phase = Phase::PopulationGrowth;
                self.grow();
                self.phase = Phase::Miracles;
                self.roll_blights();
            }
            Phase::Miracles => self.phase = Phase::Battle,
            Phase::Battle => self.open_resurrection_window(),
            Phase::Movement => self.next_turn(),
            _ => {}
        }
    }

    /// The next player still in the game takes a turn; past the round cap the game ends,
    /// shared by the players still standing.
    pub(super) fn next_turn(&mut self) {
        self.clear_pending();
        let n = self.order.len();
        for step in 1..=n {
            let t = (self.turn + step) % n;
            if self.is_out(self.order[t]) {
                continue;
            }
            // Wrapping past the last seat of the play order begins a new round.
            if self.turn + step >= n {
                self.round += 1;
            }
            self.turn = t;
            if self.round > self.variants.max_rounds {
                // The cap is the engine's, not the text's: the players still standing share the
                // game, and those already out have lost it.
                let standing = (0..self.players).filter(|&s| !self.is_out(s));
                self.finish(Winners::top(standing, self.players));
                return;
            }
            self.start_turn();
            return;
        }
        self.finish(Winners::NONE);
    }

    /// Ends the game.
    pub(super) fn finish(&mut self, winners: Winners) {
        self.clear_pending();
        self.phase = Phase::Over;
        self.winners = winners;
        let capped = self.round > self.variants.max_rounds;
        let text = match winners.sole() {
            Some(w) if capped => format!(
                "The round cap of {} is reached: {} is the last deity standing and wins",
                self.variants.max_rounds,
                Self::seat_name(w)
            ),
            Some(w) => format!("{} is the last deity standing and wins", Self::seat_name(w)),
            None if capped && !winners.is_empty() => format!(
                "The round cap of {} is reached: {}, still standing, share the game",
                self.variants.max_rounds,
                and_list(winners.seats().map(Self::seat_name))
            ),
            None if capped => format!(
                "The round cap of {} is reached: the game is a draw",
                self.variants.max_rounds
            ),
            None => "Nobody is left standing: the game is a draw".to_string(),
        };
        self.note(None, text);
    }

    /// Drops whatever was waiting; cards in play go to the discard pile.
    pub(super) fn clear_pending(&mut self) {
        let mut p = self.pending.take();
        while let Some(Pending::Reaction { stack, after, .. }) = p {
            self.discard.extend(stack.iter().map(|s| s.card));
            p = after.map(|b| *b);
        }
    }

    /// After every move: players with no counters left are out; the last one standing wins.
    pub(super) fn settle(&mut self) {
        if matches!(
            self.phase,
            Phase::WorldBuilding | Phase::Starts | Phase::Over
        ) {
            return;
        }
        for seat in 0..self.players {
            if self.is_out(seat) || self.holds_any(seat) {
                continue;
            }
            // "A player wins by destroying all of the opponents' armies, populations and
            // temples" (and monsters, which are treated like armies).
            self.out[usize::from(seat)] = true;
            let hand = std::mem::take(&mut self.hands[usize::from(seat)]);
            self.discard.extend(hand);
            self.note(
                Some(seat),
                format!(
                    "{} has lost every army, population, temple and monster: out of the game",
                    Self::seat_name(seat)
                ),
            );
        }
        let mut alive = (0..self.players).filter(|&s| !self.is_out(s));
        let first = alive.next();
        if alive.next().is_none() {
            self.finish(first.map_or(Winners::NONE, Winners::one));
            return;
        }
        if self.is_out(self.active()) {
            self.clear_pending();
            self.next_turn();
            return;
        }
        self.drop_out_responders();
    }

    /// Players who are out answer nothing.
    fn drop_out_responders(&mut self) {
        let out = &self.out;
        let keep = |s: &Seat| !out.get(usize::from(*s)).copied().unwrap_or(true);
        let empty = match &mut self.pending {
            Some(Pending::Reaction { responders, .. })
            | Some(Pending::Resurrection { responders }) => {
                responders.retain(keep);
                responders.is_empty()
            }
            Some(Pending::Discard { player, .. }) => !keep(player),
            _ => false,
        };
        if empty {
            match self.pending.take() {
                Some(Pending::Reaction { stack, after, .. }) => self.resolve_stack(stack, after),
                Some(Pending::Resurrection { .. }) => self.phase = Phase::Movement,
                Some(Pending::Discard { .. }) => {
                    if self.phase == Phase::Draw {
                        self.phase = Phase::BuildTemples;
                    }
                }
                other => self.pending = other,
            }
        }
    }

    /// Declining to answer a card, or to play Resurrection.
    pub(super) fn pass(&mut self) {
        match self.pending.take() {
            Some(Pending::Reaction {
                stack,
                mut responders,
                after,
            }) => {
                if !responders.is_empty() {
                    responders.remove(0);
                }
                self.resolve_or_wait(stack, responders, after);
            }
            Some(Pending::Resurrection { mut responders }) => {
                if !responders.is_empty() {
                    responders.remove(0);
                }
                if responders.is_empty() {
                    self.phase = Phase::Movement;
                } else {
                    self.pending = Some(Pending::Resurrection { responders });
                }
            }
            other => self.pending = other,
        }
    }

    /// At the end of the battle phase, players holding Resurrection with something to bring
    /// back may play it; then the movement phase begins.
    fn open_resurrection_window(&mut self) {
        let active = self.active();
        let n = self.order.len();
        let seats: Vec<Seat> = match self.variants.resurrection {
            ResurrectionTiming::EndOfEveryBattlePhase => {
                (0..n).map(|k| self.order[(self.turn + k) % n]).collect()
            }
            ResurrectionTiming::EndOfOwnBattlePhase => vec![active],
        };
        let responders: Vec<Seat> = seats
            .into_iter()
            .filter(|&s| {
                !self.is_out(s)
                    && self.hand(s).contains(&Miracle::Resurrection)
                    && self.turn_state.losses.iter().any(|l| {
                        l.owner == s
                            && self
                                .check_card_target(
                                    s,
                                    Miracle::Resurrection,
                                    &Target::Hex(self.map.hex(l.hex)),
                                )
                                .is_ok()
                    })
            })
            .collect();
        if responders.is_empty() {
            self.phase = Phase::Movement;
        } else {
            self.pending = Some(Pending::Resurrection { responders });
        }
    }

    pub(super) fn discard_card(&mut self, who: Seat, card: Miracle) {
        if !self.take_card(who, card) {
            return;
        }
        self.discard.push(card);
        self.note_with(Some(who), |_| {
            format!("{} discards {card}", Self::seat_name(who))
        });
        if let Some(Pending::Discard { count, .. }) = &mut self.pending {
            *count = count.saturating_sub(1);
            if *count == 0 {
                self.pending = None;
                if self.phase == Phase::Draw {
                    self.phase = Phase::BuildTemples;
                }
            }
        }
    }

    // ----- build temples -----

    /// "Replace six Population counters in a single hex with a Temple counter. A space may only
    /// contain a single Temple. Temples cannot be built adjacent to other Temples." And none in
    /// swamps.
    pub(super) fn check_temple(&self, who: Seat, hex: Hex) -> Result<(), DeityError> {
        let i = self.land_index(hex)?;
        let c = &self.counts[i];
        if c.owner != Some(who) {
            return Err(DeityError::NotYours);
        }
        if c.temple {
            return Err(DeityError::TempleThere);
        }
        if !self.map.terrain_at(i).is_some_and(Terrain::allows_temple) {
            return Err(DeityError::TempleInSwamp);
        }
        if self.map.neighbours(i).any(|n| self.counts[n].temple) {
            return Err(DeityError::TempleAdjacent);
        }
        if c.population < TEMPLE_COST {
            return Err(DeityError::TempleNeedsSix(c.population));
        }
        Ok(())
    }

    pub(super) fn build_temple(&mut self, who: Seat, hex: Hex) {
        let Some(i) = self.map.index(hex) else { return };
        let c = &mut self.counts[i];
        c.population -= TEMPLE_COST;
        c.temple = true;
        self.note_with(Some(who), |g| {
            format!(
                "{} builds a temple in {}",
                Self::seat_name(who),
                g.hex_name(i)
            )
        });
    }

    pub(super) fn temple_moves(&self, who: Seat, out: &mut impl MoveSink) {
        for i in self.owned(who) {
            self.push_if_legal(
                out,
                Move::BuildTemple {
                    hex: self.map.hex(i),
                },
            );
        }
    }

    // ----- raise armies -----

    /// How many more armies may be raised in a hex this phase: half of its population when the
    /// first army is raised there ("Replace up to half of the Population counters in a hex").
    pub fn raise_allowance(&self, index: usize) -> u32 {
        self.turn_state
            .raise_budget
            .iter()
            .find(|(i, _)| *i == index)
            .map_or(self.counts[index].population / 2, |(_, b)| *b)
    }

    pub(super) fn check_raise(&self, who: Seat, hex: Hex, count: u32) -> Result<(), DeityError> {
        let i = self.land_index(hex)?;
        if self.counts[i].owner != Some(who) {
            return Err(DeityError::NotYours);
        }
        if count == 0 {
            return Err(DeityError::ZeroCount);
        }
        let allowed = self.raise_allowance(i).min(self.counts[i].population);
        if count > allowed {
            return Err(DeityError::RaiseTooMany {
                asked: count,
                allowed,
            });
        }
        Ok(())
    }

    pub(super) fn raise(&mut self, who: Seat, hex: Hex, count: u32) {
        let Some(i) = self.map.index(hex) else { return };
        let left = self.raise_allowance(i).saturating_sub(count);
        match self
            .turn_state
            .raise_budget
            .iter_mut()
            .find(|(j, _)| *j == i)
        {
            Some(b) => b.1 = left,
            None => self.turn_state.raise_budget.push((i, left)),
        }
        let c = &mut self.counts[i];
        c.population -= count;
        c.armies += count;
        self.note_with(Some(who), |g| {
            format!(
                "{} raises {count} arm{} in {}",
                Self::seat_name(who),
                if count == 1 { "y" } else { "ies" },
                g.hex_name(i)
            )
        });
    }

    /// "Armies already existing may be converted back to Population counters."
    pub(super) fn check_disband(&self, who: Seat, hex: Hex, count: u32) -> Result<(), DeityError> {
        let i = self.land_index(hex)?;
        let c = self.counts[i];
        if c.owner != Some(who) {
            return Err(DeityError::NotYours);
        }
        if count == 0 {
            return Err(DeityError::ZeroCount);
        }
        if count > c.armies {
            return Err(DeityError::NotEnough {
                what: "armies",
                asked: count,
                have: c.armies,
            });
        }
        let after = HexCounts {
            armies: c.armies - count,
            population: c.population + count,
            ..c
        };
        self.within_limit(i, &after)
    }

    pub(super) fn disband(&mut self, who: Seat, hex: Hex, count: u32) {
        let Some(i) = self.map.index(hex) else { return };
        let c = &mut self.counts[i];
        c.armies -= count;
        c.population += count;
        self.note_with(Some(who), |g| {
            format!(
                "{} turns {count} arm{} back into population in {}",
                Self::seat_name(who),
                if count == 1 { "y" } else { "ies" },
                g.hex_name(i)
            )
        });
    }

    pub(super) fn within_limit(&self, index: usize, after: &HexCounts) -> Result<(), DeityError> {
        let would = self.limit_used_by(after);
        let limit = self.limit(index);
        if would > limit {
            return Err(DeityError::TerrainLimit {
                terrain: self.map.terrain_at(index).unwrap_or(Terrain::Plains),
                limit,
                would,
            });
        }
        Ok(())
    }

    /// The raises and disbands the bots consider: a few counts per hex, each within the exact
    /// bounds `apply` accepts ([`DeityGame::raise_max`], [`DeityGame::disband_max`]).
    pub(super) fn raise_moves(&self, who: Seat, out: &mut impl MoveSink) {
        for i in self.owned(who) {
            let hex = self.map.hex(i);
            let raise = self.raise_max(who, i);
            for count in few_counts(self.raise_allowance(i).min(self.counts[i].population)) {
                if count <= raise {
                    out.add(Move::RaiseArmies { hex, count });
                }
            }
            let disband = self.disband_max(who, i);
            for count in few_counts(self.counts[i].armies) {
                if count <= disband {
                    out.add(Move::DisbandArmies { hex, count });
                }
            }
        }
    }

    // ----- population growth -----

    /// "Place a Population counter on each space you control not occupied by an Army or a
    /// Temple. The number of markers in a hex cannot exceed the Terrain limit. Discard excess
    /// counters." Famine stops growth where it lies.
    pub(super) fn grow(&mut self) {
        let who = self.active();
        // Only hexes the seat holds can grow, and under the territory reading the empty land
        // beside them: those are marked and visited in map order rather than the whole map.
        let mut candidates: Vec<u64> = (0..self.holdings.words())
            .map(|w| self.holdings.word(who, w))
            .collect();
        if self.variants.control == Control::Territory {
            for i in self.owned(who) {
                for n in self.map.neighbours(i) {
                    if let Some(w) = candidates.get_mut(n / 64) {
                        *w |= 1 << (n % 64);
                    }
                }
            }
        }
        let growing: Vec<usize> = Bits::new(candidates.len(), |w| {
            candidates.get(w).copied().unwrap_or(0)
        })
        .filter(|&i| self.grows_for(who, i) && !self.effect_on(EffectKind::Famine, i))
        .collect();
        // Famine hexes are left out above, so they are not counted as discarded either.
        let mut placed = 0;
        for &i in &growing {
            placed += self.add_population(who, i, 1);
        }
        let discarded = u32::try_from(growing.len()).unwrap_or(0) - placed;
        self.note_with(Some(who), |_| {
            format!(
                "{}'s population grows by {placed} ({discarded} over terrain limits discarded)",
                Self::seat_name(who)
            )
        });
    }

    /// "Each turn roll 1D6 at the beginning of Miracle phase. On a roll of 1 the Blight
    /// disappears." Each blight is rolled for in the miracle phase of the player who placed it.
    pub(super) fn roll_blights(&mut self) {
        let who = self.active();
        for i in 0..self.counts.len() {
            if self.counts[i].blight == Some(who) {
                let roll = self.d6();
                let gone = roll == 1;
                if gone {
                    self.counts[i].blight = None;
                }
                let text = format!(
                    "Blight in {} rolls {roll}: {}",
                    self.hex_name(i),
                    if gone { "it disappears" } else { "it stays" }
                );
                self.note_dice(Some(who), text, vec![roll]);
            }
        }
    }

    // ----- movement -----

    /// Population and armies that arrived in a hex this movement phase (they move only once).
    pub(super) fn arrived(&self, index: usize) -> (u32, u32) {
        self.turn_state
            .arrived
            .iter()
            .find(|(i, _, _)| *i == index)
            .map_or((0, 0), |(_, p, a)| (*p, *a))
    }

    /// Population and armies in a hex still free to move this movement phase (for a count
    /// picker: `apply` accepts any counts up to these).
    pub fn movable(&self, hex: Hex) -> (u32, u32) {
        let Some(i) = self.map.index(hex) else {
            return (0, 0);
        };
        let c = self.counts[i];
        let (p, a) = self.arrived(i);
        (c.population.saturating_sub(p), c.armies.saturating_sub(a))
    }

    /// Checks moving counters from one hex to another up to `max` hexes away ("Population
    /// counters & armies may move one space"; Godspeed moves up to three). Temples and
    /// monsters never move; blight blocks entry; another player's hex is entered only by
    /// battle; the terrain limit holds.
    pub(super) fn check_move(
        &self,
        who: Seat,
        from: Hex,
        to: Hex,
        population: u32,
        armies: u32,
        max: u32,
    ) -> Result<(usize, usize), DeityError> {
        let f = self.land_index(from)?;
        let c = self.counts[f];
        if c.owner != Some(who) {
            return Err(DeityError::NotYours);
        }
        if population == 0 && armies == 0 {
            return Err(DeityError::ZeroCount);
        }
        let (moved_pop, moved_armies) = if self.phase == Phase::Movement {
            self.arrived(f)
        } else {
            (0, 0)
        };
        let free_pop = c.population.saturating_sub(moved_pop);
        if population > free_pop {
            return Err(DeityError::NotEnough {
                what: "population counters free to move",
                asked: population,
                have: free_pop,
            });
        }
        let free_armies = c.armies.saturating_sub(moved_armies);
        if armies > free_armies {
            return Err(DeityError::NotEnough {
                what: "armies free to move",
                asked: armies,
                have: free_armies,
            });
        }
        let t = self.index_of(to)?;
        let distance = hex::distance(from, to);
        if distance == 0 || distance > max {
            return Err(if max == 1 {
                DeityError::NotAdjacent
            } else {
                DeityError::TooFar { distance, max }
            });
        }
        if self.map.terrain_at(t).is_none() {
            return Err(DeityError::Water);
        }
        let d = self.counts[t];
        if d.blight.is_some() {
            return Err(DeityError::Blighted);
        }
        if d.owner.is_some_and(|o| o != who) {
            return Err(DeityError::EnemyHex);
        }
        let after = HexCounts {
            population: d.population + population,
            armies: d.armies + armies,
            ..d
        };
        self.within_limit(t, &after)?;
        Ok((f, t))
    }

    /// Moves counters (checked already).
    pub(super) fn shift(&mut self, who: Seat, f: usize, t: usize, population: u32, armies: u32) {
        let c = &mut self.counts[f];
        c.population -= population;
        c.armies -= armies;
        self.tidy(f);
        let d = &mut self.counts[t];
        d.population += population;
        d.armies += armies;
        self.set_owner(t, Some(who));
    }

    pub(super) fn move_counters(
        &mut self,
        who: Seat,
        from: Hex,
        to: Hex,
        population: u32,
        armies: u32,
    ) {
        let Ok((f, t)) = self.check_move(who, from, to, population, armies, 1) else {
            return;
        };
        self.shift(who, f, t, population, armies);
        match self.turn_state.arrived.iter_mut().find(|(i, _, _)| *i == t) {
            Some(a) => {
                a.1 += population;
                a.2 += armies;
            }
            None => self.turn_state.arrived.push((t, population, armies)),
        }
        self.note_with(Some(who), |g| {
            format!(
                "{} moves {population} population and {armies} armies from {} to {}",
                Self::seat_name(who),
                g.hex_name(f),
                g.hex_name(t)
            )
        });
    }

    /// The moves the bots consider: none, one, half or all of the free population and armies
    /// of each hex to each neighbour, kept where they fit the exact bounds `apply` accepts
    /// ([`DeityGame::move_bounds`]).
    pub(super) fn movement_moves(&self, who: Seat, out: &mut impl MoveSink) {
        for f in self.owned(who) {
            if !out.moves_from(f) {
                continue;
            }
            let c = self.counts[f];
            let (mp, ma) = self.arrived(f);
            let (fp, fa) = (c.population.saturating_sub(mp), c.armies.saturating_sub(ma));
            if fp + fa == 0 {
                continue;
            }
            let from = self.map.hex(f);
            let pops: ArrayVec<u32, 4> = std::iter::once(0).chain(few_counts(fp)).collect();
            let armies: ArrayVec<u32, 4> = std::iter::once(0).chain(few_counts(fa)).collect();
            for t in self.map.neighbours(f) {
                if !out.between(f, t) {
                    continue;
                }
                let Some(b) = self.move_bounds(who, f, t, 1) else {
                    continue;
                };
                let to = self.map.hex(t);
                // Both lists of counts rise, so the first count over a bound ends its loop.
                for &population in &pops {
                    if population > b.population {
                        break;
                    }
                    for &armies in &armies {
                        if !b.allows(population, armies) {
                            break;
                        }
                        if population + armies > 0 {
                            out.add(Move::MoveCounters {
                                from,
                                to,
                                population,
                                armies,
                            });
                        }
                    }
                }
            }
        }
    }

    /// Whether a counter kind counts toward the limit (for messages and bots).
    pub fn armies_count_toward_limit(&self) -> bool {
        self.variants.limit_counts == LimitCounts::AllCounters
    }
}

/// A few useful counts up to `max`: 1, half and all (without repeats). On the stack: the
/// legal moves ask for these for every hex and pair of hexes.
pub(super) fn few_counts(max: u32) -> ArrayVec<u32, 3> {
    let mut v = ArrayVec::new();
    for c in [1, max / 2, max] {
        if c >= 1 && c <= max && !v.contains(&c) {
            v.push(c);
        }
    }
    v
}
