//! A Destiny table as one seat might believe it to be, for the search bot: everything the seat
//! cannot see is drawn again at random, everything it sees is kept.
//!
//! Hidden from a seat are the other players' hands (unless it has looked at them this action
//! phase), the order of the Destiny deck, and, when play is simultaneous, the cards the other
//! players committed face down this phase. Those cards are pooled and dealt again: each face-down
//! card becomes a card of the same kind (the phase says which kind was committed, and which
//! base a bonus or multiplier went on) that fits its player's alignments, each hand gets its
//! size back, and the rest is the deck in a new order. An Alchemist's change to a card in a
//! hidden hand moves to a random aligned card of that hand. The generator is reseeded, so what
//! chance brings next is unknown too. What is seen is decided by the same rules as the
//! projection ([`DestinyGame::sees_hand`], [`DestinyGame::sees`]).

use super::cards::{Card, CardSet, Kind};
use super::state::{DestinyGame, Shown};
use crate::table::Rng;

/// Where a face-down card lies: a seat's Aid row, or slot `slot` of its stack `stack` (0 the
/// base, then the bonus, second bonus, multiplier and second multiplier cards).
#[derive(Clone, Copy)]
enum Place {
    Aid,
    Stack { stack: usize, slot: usize },
}

impl DestinyGame {
    /// A copy without the log and history (the search plays thousands of these, and never
    /// reads them).
    fn bare_copy(&self) -> Self {
        Self {
            data: self.data.clone(),
            variants: self.variants,
            seed: self.seed,
            rng: self.rng.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            treasure_deck: self.treasure_deck.clone(),
            buried: self.buried.clone(),
            current: self.current,
            seats: self.seats.clone(),
            round: self.round,
            phase: self.phase,
            leader: self.leader,
            step: self.step,
            pending_discard: self.pending_discard,
            overrides: self.overrides.clone(),
            totals: self.totals.clone(),
            outcome: self.outcome,
            record: false,
            log: Vec::new(),
            history: Vec::new(),
            last_breakdowns: Shown(self.last_breakdowns.0.clone()),
            last_total_rows: Shown(self.last_total_rows.0.clone()),
        }
    }

    /// The table as seat `me` might believe it to be (see the module documentation).
    pub fn determinized(&self, me: u8, rng: &mut Rng) -> Self {
        let mut g = self.bare_copy();
        let n = self.players();
        let mut pool: Vec<Card> = std::mem::take(&mut g.deck);
        // Hands `me` cannot see: their sizes, and the Alchemist's changes that lie in them.
        let mut sizes = [0usize; 6];
        let mut moved_changes: Vec<(u8, super::cards::Alignment)> = Vec::new();
        for q in 0..n {
            if self.sees_hand(Some(me), q) {
                continue;
            }
            let hand = std::mem::take(&mut g.seats[usize::from(q)].hand);
            sizes[usize::from(q)] = hand.len();
            g.overrides.retain(|&(c, a)| {
                let here = hand.contains(c);
                if here {
                    moved_changes.push((q, a));
                }
                !here
            });
            pool.extend(hand.iter());
        }
        // Face-down cards of the other players: taken into the pool, their places kept.
        let mut down: Vec<(u8, Place, Kind)> = Vec::new();
        if self.hidden_phase() {
            for q in (0..n).filter(|&q| q != me) {
                let s = &self.seats[usize::from(q)];
                for c in s.aid.iter().filter(|c| s.fresh.contains(*c)) {
                    down.push((q, Place::Aid, Kind::Character));
                    g.seats[usize::from(q)].aid.remove(c);
                    pool.push(c);
                }
                for (k, st) in s.stacks.iter().enumerate() {
                    for (slot, c) in st.slots().into_iter().enumerate() {
                        if let Some(c) = c.filter(|c| s.fresh.contains(*c)) {
                            down.push((q, Place::Stack { stack: k, slot }, self.data.kind(c)));
                            pool.push(c);
                        }
                    }
                }
                g.seats[usize::from(q)].fresh = CardSet::EMPTY;
            }
        }
        rng.shuffle(&mut pool);
        // Aid cards first: they give powers, which decide how played cards' alignments count.
        // (A phase commits one kind of card, so a seat never has both face down at once.)
        for &(q, place, _) in &down {
            if let Place::Aid = place {
                let Some(i) = pool.iter().position(|c| c.is_character()) else {
                    continue;
                };
                let c = pool.swap_remove(i);
                let seat = &mut g.seats[usize::from(q)];
                seat.aid.insert(c);
                seat.fresh.insert(c);
                g.refresh_powers(q);
            }
        }
        // Then each face-down stack card: the first pooled card of its kind that fits the
        // alignments of the player's other plays. The kind alone is the fallback: it always
        // finds one, as every face-down card went into the pool.
        let mut played = [None::<u8>; 6];
        for &(q, place, kind) in &down {
            let Place::Stack { stack, slot } = place else {
                continue;
            };
            let qi = usize::from(q);
            let mask = *played[qi].get_or_insert_with(|| self.played_face_up(&g, q));
            let fits = |c: Card| {
                g.data.kind(c) == kind
                    && g.alignment_for(q, c)
                        .is_some_and(|a| a.opposed_bit() & mask == 0)
            };
            let pick = pool
                .iter()
                .position(|&c| fits(c))
                .or_else(|| pool.iter().position(|&c| g.data.kind(c) == kind));
            let Some(i) = pick else { continue };
            let c = pool.swap_remove(i);
            if let Some(a) = g.alignment_for(q, c) {
                played[qi] = Some(mask | a.bit());
            }
            let seat = &mut g.seats[qi];
            seat.fresh.insert(c);
            if let Some(st) = seat.stacks.get_mut(stack) {
                match slot {
                    0 => st.base = c,
                    1 => st.bonus = Some(c),
                    2 => st.bonus2 = Some(c),
                    3 => st.multiplier = Some(c),
                    _ => st.multiplier2 = Some(c),
                }
            }
        }
        for q in 0..n {
            if played[usize::from(q)].is_some() {
                g.seats[usize::from(q)].played = g.count_played_alignments(q);
            }
        }
        // The hands, each back to its size; the rest is the deck.
        for q in 0..n {
            for _ in 0..sizes[usize::from(q)] {
                if let Some(c) = pool.pop() {
                    g.seats[usize::from(q)].hand.insert(c);
                }
            }
        }
        for (q, a) in moved_changes {
            let hand = g.seats[usize::from(q)].hand;
            let aligned: Vec<Card> = hand
                .aligned()
                .filter(|c| g.data.alignment(*c).is_some())
                .filter(|c| !g.overrides.iter().any(|(o, _)| o == c))
                .collect();
            if let Some(&c) = aligned.get(rng.index(aligned.len())) {
                g.overrides.push((c, a));
            }
        }
        g.deck = pool;
        g.rng = Rng::seeded(rng.next_u64());
        g
    }

    /// The alignments of seat `p`'s played cards that were face up on this table, counted
    /// with the powers `g` gives the seat.
    fn played_face_up(&self, g: &DestinyGame, p: u8) -> u8 {
        let s = &self.seats[usize::from(p)];
        let mut mask = 0;
        for st in &s.stacks {
            for c in st.cards().filter(|c| !s.fresh.contains(*c)) {
                if let Some(a) = g.alignment_for(p, c) {
                    mask |= a.bit();
                }
            }
        }
        mask
    }
}
