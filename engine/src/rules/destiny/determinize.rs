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

use super::state::{DestinyGame, Shown};

/// Where a face-down card lies: a seat's Aid row, or slot `slot` of its stack `stack` (0 the
/// base, then the bonus, second bonus, multiplier and second multiplier cards).
#[derive(Clone, Copy)]
pub(super) enum Place {
    Aid,
    Stack { stack: usize, slot: usize },
}

impl DestinyGame {
    /// A copy without the log and history (the search plays thousands of these, and never
    /// reads them).
    pub(super) fn bare_copy(&self) -> Self {
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

    /// The alignments of seat `p`'s played cards that were face up on this table, counted
    /// with the powers `g` gives the seat.
    pub(super) fn played_face_up(&self, g: &DestinyGame, p: u8) -> u8 {
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
