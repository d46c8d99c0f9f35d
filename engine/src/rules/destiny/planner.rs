//! The greedy bot's planner: the best Destiny total a hand could still make this round, and
//! the stacks that make it (one side of each opposed pair, multipliers on the strongest bases,
//! bonuses on the biggest multipliers). The bot plans again and again as it weighs each
//! choice, and the search bot's heuristic asks it too, so it is kept apart from the bot's
//! choices and written to be fast.

use arrayvec::ArrayVec;

use super::cards::{Alignment, Card, CardSet, Character, Kind};
use super::data::DestinyData;
use super::powers::CardRule;
use super::state::{DestinyGame, Phase, Seat, Stack};

/// How much of a round's play is still open when planning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Stage {
    Base,
    Bonus,
    Multiplier,
}

/// Plans the cards a player could still play this round for the highest total.
#[derive(Clone, Debug)]
pub(super) struct Planner {
    scratch: Seat,
    /// How cards count for the imagined seat's powers and treasures (those in `scratch`).
    rule: CardRule,
    // The lists below live inline: a plan is made about a hundred times a game, and growing,
    // checking and freeing heap lists was a fifth of its cost. Their bounds are a hand's
    // ([`MOST`]).
    /// The playable cards of each kind with their values, one row per kind (Base, Bonus,
    /// Multiplier: [`ROW_OF_KIND`]); a row's cards are its first `lens[row]`, in id order as
    /// they are written and best first once sorted. A row has room for [`MOST`] cards and one
    /// spare slot: a card that is not taken is written past the row's end, so sorting the hand
    /// into rows needs no branch.
    lists: [[(i32, Card); MOST + 1]; 3],
    lens: [usize; 3],
    /// Stack indices, at most one per Base card.
    order: ArrayVec<usize, MOST>,
    /// The aligned cards of the hand being planned, with their alignment and value.
    candidates: ArrayVec<(Alignment, i32, Card), 50>,
}

impl Default for Planner {
    fn default() -> Self {
        Planner {
            scratch: Seat::default(),
            rule: CardRule::default(),
            lists: [[(0, Card(0)); MOST + 1]; 3],
            lens: [0; 3],
            order: ArrayVec::new(),
            candidates: ArrayVec::new(),
        }
    }
}

const NATURE: u8 = Alignment::Nature.bit();
/// Most cards of one kind a plan holds, and most stacks. A hand holds at most 10 cards (7, one
/// more each for the Emperor and the Philosophers Stone, and one drawn or stolen before the
/// discard it then owes), and a round's stacks come from it: 20 leaves room. The bound is the
/// hand's, not the deck's: a designer's deck may hold 50 cards of a kind, and rows that long
/// made every plan slower (they spread the planner over more memory).
const MOST: usize = 20;
/// A list's row in [`Planner::lists`].
const BASES: usize = Kind::Base as usize - 1;
const BONUSES: usize = Kind::Bonus as usize - 1;
const MULTS: usize = Kind::Multiplier as usize - 1;
/// Each kind's row, by `Kind as usize` (a character card is never a candidate).
const ROW_OF_KIND: [usize; 4] = [MULTS, BASES, BONUSES, MULTS];

/// A stable insertion sort for the planner's short lists (a hand's worth of cards, a few
/// stacks): the standard library's sorts are built for long slices, and their set-up cost was
/// the largest part of a plan.
#[inline]
fn sort_small_by_key<T: Copy, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..v.len() {
        let x = v[i];
        let k = key(&x);
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > k {
            v[j] = v[j - 1];
            j -= 1;
        }
        v[j] = x;
    }
}

impl Planner {
    /// A good total reachable from `hand` and the player's stacks with `powers` (one side of
    /// each opposed pair, multipliers on the strongest bases, bonuses on the biggest
    /// multipliers); the planned stacks are left in [`Planner::best`]. Playing a plan needs only the
    /// arrangement; weighing one against another needs [`Planner::plan`]'s total too.
    pub(super) fn arrange(
        &mut self,
        g: &DestinyGame,
        p: u8,
        hand: CardSet,
        powers: u32,
        stage: Stage,
        ov: &[(Card, Alignment)],
    ) {
        let seat = &g.seats[usize::from(p)];
        let data: &DestinyData = &g.data;
        // How cards count depends only on powers and treasures (Alchemist changes are looked
        // up per card): remake the rule when those change.
        if self.scratch.powers != powers || self.scratch.owned != seat.owned {
            self.scratch.powers = powers;
            self.scratch.owned = seat.owned;
            self.rule = CardRule::for_seat(&self.scratch);
        }
        let dragon = powers & Character::Dragon.bit() != 0;
        let rogue = powers & Character::Rogue.bit() != 0;
        // Pick one side of each opposed pair: the side already played, else the side whose
        // cards weigh more, in hand and played (multipliers count double). One arrangement is
        // then planned, which keeps the bot fast enough for large batches.
        let mut weight = [0i32; 5];
        let weigh = |weight: &mut [i32; 5], c: Card, (a, v): (Alignment, i32)| {
            weight[a as usize] += v << u32::from(data.kind(c) == Kind::Multiplier);
        };
        // The hand is walked once: its aligned cards are weighed and kept with their alignment
        // and value for the arrangement below.
        self.candidates.clear();
        for c in hand.aligned() {
            let (a, v) = self.rule.apply(data, c, ov);
            weigh(&mut weight, c, (a, v));
            self.candidates.push((a, v, c));
        }
        // The played cards, seen with the imagined powers, weigh too and fix their sides.
        let mut played = 0u8;
        for st in &seat.stacks {
            for c in st.cards() {
                let (a, v) = self.rule.apply(data, c, ov);
                weigh(&mut weight, c, (a, v));
                played |= a.bit();
            }
        }
        let side = |a: Alignment, b: Alignment| -> u8 {
            if played & a.bit() != 0 {
                a.bit()
            } else if played & b.bit() != 0 || weight[b as usize] > weight[a as usize] {
                b.bit()
            } else {
                a.bit()
            }
        };
        let allow = side(Alignment::Good, Alignment::Evil)
            | side(Alignment::Law, Alignment::Chaos)
            | NATURE;
        // Arrange the cards (in a block, so the borrows of the scratch seat end before scoring).
        {
            // Which kinds this stage still plays, one bit per kind. Each candidate is written to
            // its kind's row and counted only if its alignment and kind are wanted: no branch
            // on the card, whose outcome the processor could not predict card after card.
            let takes = |k: Kind, yes: bool| u8::from(yes) << k as u8;
            let wanted = takes(Kind::Base, stage == Stage::Base)
                | takes(Kind::Bonus, stage <= Stage::Bonus && !dragon)
                | takes(Kind::Multiplier, true);
            self.lens = [0; 3];
            for &(a, v, c) in &self.candidates {
                let kind = data.kind(c) as usize;
                let take = (allow >> a as u8) & (wanted >> kind) & 1;
                let row = ROW_OF_KIND[kind];
                // A row never holds more than MOST cards (a hand's bound); the bound only keeps
                // the index provably in the array.
                debug_assert!(self.lens[row] <= MOST);
                let len = self.lens[row].min(MOST);
                self.lists[row][len] = (v, c);
                self.lens[row] = len + usize::from(take);
            }
            let [bases, bonuses, mults] = &mut self.lists;
            let bases = &mut bases[..self.lens[BASES]];
            let bonuses = &mut bonuses[..self.lens[BONUSES]];
            let mults = &mut mults[..self.lens[MULTS]];
            sort_small_by_key(bases, |x| std::cmp::Reverse(*x));
            sort_small_by_key(bonuses, |x| std::cmp::Reverse(*x));
            sort_small_by_key(mults, |x| std::cmp::Reverse(*x));
            let stacks = &mut self.scratch.stacks;
            stacks.clear();
            stacks.extend(seat.stacks.iter().copied());
            stacks.extend(bases.iter().map(|(_, c)| Stack::new(*c)));
            // Multipliers go to the strongest bases first.
            self.order.clear();
            // Never more than MOST stacks (see there): the bound only keeps the list in bounds.
            self.order.extend((0..stacks.len()).take(MOST));
            let strength = |st: &Stack| data.value(st.base) + st.bonus.map_or(0, |c| data.value(c));
            sort_small_by_key(&mut self.order, |&i| {
                std::cmp::Reverse(strength(&stacks[i]))
            });
            let mut mi = 0;
            for &i in &self.order {
                let st = &mut stacks[i];
                if st.multiplier.is_none()
                    && st.bonus2.is_none()
                    && let Some((_, m)) = mults.get(mi)
                {
                    st.multiplier = Some(*m);
                    mi += 1;
                }
            }
            if dragon {
                for &i in &self.order {
                    let st = &mut stacks[i];
                    if st.multiplier.is_some()
                        && st.multiplier2.is_none()
                        && let Some((_, m)) = mults.get(mi)
                    {
                        st.multiplier2 = Some(*m);
                        mi += 1;
                    }
                }
            }
            // Bonuses go to the biggest multipliers first.
            let mult_of = |st: &Stack| {
                st.multiplier.map_or(1, |c| data.value(c))
                    + st.multiplier2.map_or(0, |c| data.value(c))
            };
            sort_small_by_key(&mut self.order, |&i| std::cmp::Reverse(mult_of(&stacks[i])));
            let mut bi = 0;
            for &i in &self.order {
                let st = &mut stacks[i];
                if st.bonus.is_none()
                    && let Some((_, b)) = bonuses.get(bi)
                {
                    st.bonus = Some(*b);
                    bi += 1;
                }
            }
            if rogue {
                for &i in &self.order {
                    let st = &mut stacks[i];
                    if st.bonus.is_some()
                        && st.bonus2.is_none()
                        && st.multiplier.is_none()
                        && let Some((_, b)) = bonuses.get(bi)
                    {
                        st.bonus2 = Some(*b);
                        bi += 1;
                    }
                }
            }
        }
    }

    /// [`Planner::arrange`], and the Destiny total the arrangement scores.
    pub(super) fn plan(
        &mut self,
        g: &DestinyGame,
        p: u8,
        hand: CardSet,
        powers: u32,
        stage: Stage,
        ov: &[(Card, Alignment)],
    ) -> i32 {
        self.arrange(g, p, hand, powers, stage, ov);
        let rule = &self.rule;
        let data: &DestinyData = &g.data;
        g.total_by(&self.scratch, &|c: Card| rule.apply(data, c, ov))
    }

    /// The stacks of the last plan: the imagined seat's.
    pub(super) fn best(&self) -> &[Stack] {
        &self.scratch.stacks
    }

    /// Every card the best plan uses.
    pub(super) fn used(&self) -> CardSet {
        // Plain loops: a flat_map over every stack's cards cost 8M more instructions per
        // 2,000 simulated games (this runs in every hit phase and owed discard).
        let mut used = CardSet::EMPTY;
        for st in self.best() {
            for c in st.cards() {
                used.insert(c);
            }
        }
        used
    }
}

impl DestinyGame {
    /// The highest Destiny total seat `p` could still make this round as the greedy bot plans
    /// it: its stacks, and the cards in its hand it could still play in the phases to come (the
    /// total so far once the cards are down).
    pub(super) fn reachable_total(&self, p: u8) -> i32 {
        let stage = match self.phase {
            Phase::Bonus => Stage::Bonus,
            Phase::Multiplier => Stage::Multiplier,
            Phase::Total | Phase::Destiny | Phase::Over => return self.destiny_total(p),
            _ => Stage::Base,
        };
        let s = &self.seats[usize::from(p)];
        Planner::default().plan(self, p, s.hand, s.powers, stage, &self.overrides)
    }
}
