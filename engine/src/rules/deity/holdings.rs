//! Who holds which hex: control under the chosen variant, and the bit sets of each seat's
//! hexes that the rules and the bots ask for many times a move.

use super::state::{DeityGame, Seat};
use super::variants::Control;

/// The hexes each seat holds counters in, one bit per hex in map order per seat, kept in step
/// with [`HexCounts::owner`] by [`DeityGame::set_owner`]: the rules and the bots ask for a
/// seat's hexes, or its rivals', many times a move, and this answers without walking the map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Holdings {
    /// Words of bits per seat.
    words: usize,
    /// Seat 0's words, then seat 1's, and so on.
    bits: Vec<u64>,
}

impl Holdings {
    /// No hex held, for `seats` seats on a map of `hexes` hexes.
    pub(super) fn new(seats: u8, hexes: usize) -> Self {
        let words = hexes.div_ceil(64);
        Self {
            words,
            bits: vec![0; words * usize::from(seats)],
        }
    }

    /// How many words cover the map.
    pub(super) fn words(&self) -> usize {
        self.words
    }

    /// The bits of hexes `64 * word ..` held by `seat`.
    #[inline]
    pub(super) fn word(&self, seat: Seat, word: usize) -> u64 {
        self.bits
            .get(usize::from(seat) * self.words + word)
            .copied()
            .unwrap_or(0)
    }

    /// The bits of hexes `64 * word ..` held by any seat but `seat`.
    #[inline]
    pub(super) fn rivals_word(&self, seat: Seat, word: usize) -> u64 {
        let mut all = 0;
        let mut at = word;
        for s in 0..self.bits.len() / self.words.max(1) {
            if s != usize::from(seat)
                && let Some(w) = self.bits.get(at)
            {
                all |= w;
            }
            at += self.words;
        }
        all
    }

    fn set(&mut self, seat: Seat, index: usize, held: bool) {
        if let Some(w) = self
            .bits
            .get_mut(usize::from(seat) * self.words + index / 64)
        {
            let bit = 1u64 << (index % 64);
            if held {
                *w |= bit;
            } else {
                *w &= !bit;
            }
        }
    }
}

/// The indices of the set bits of the words `word(0)`, `word(1)`, … `word(words - 1)`, in
/// order.
pub(super) struct Bits<F> {
    word: F,
    words: usize,
    next: usize,
    base: usize,
    left: u64,
}

impl<F: FnMut(usize) -> u64> Bits<F> {
    pub(super) fn new(words: usize, word: F) -> Self {
        Self {
            word,
            words,
            next: 0,
            base: 0,
            left: 0,
        }
    }
}

impl<F: FnMut(usize) -> u64> Iterator for Bits<F> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.left == 0 {
            if self.next >= self.words {
                return None;
            }
            self.left = (self.word)(self.next);
            self.base = self.next * 64;
            self.next += 1;
        }
        let bit = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        Some(self.base + bit)
    }
}

impl DeityGame {
    /// Whether `seat` controls the hex at `index` under the chosen variant.
    #[inline]
    pub fn controls(&self, seat: Seat, index: usize) -> bool {
        let Some(c) = self.counts.get(index) else {
            return false;
        };
        match self.variants.control {
            Control::Occupied => c.owner == Some(seat),
            Control::Populated => c.owner == Some(seat) && c.population > 0,
            Control::Territory => {
                if c.owner == Some(seat) {
                    return true;
                }
                if c.owner.is_some() || c.blight.is_some() || self.map.terrain_at(index).is_none() {
                    return false;
                }
                let mut mine = false;
                for n in self.map.neighbours(index) {
                    match self.counts[n].owner {
                        Some(o) if o == seat => mine |= self.counts[n].population > 0,
                        Some(_) => return false,
                        None => {}
                    }
                }
                mine
            }
        }
    }

    /// Whether `seat` holds counters in any hex.
    pub(super) fn holds_any(&self, seat: Seat) -> bool {
        (0..self.holdings.words()).any(|w| self.holdings.word(seat, w) != 0)
    }

    /// Indices of the hexes holding `who`'s counters, in map order.
    pub(super) fn owned(&self, who: Seat) -> impl Iterator<Item = usize> + '_ {
        Bits::new(self.holdings.words(), move |w| self.holdings.word(who, w))
    }

    /// Indices of the hexes holding counters of any seat but `who`, in map order.
    pub(super) fn held_by_rivals(&self, who: Seat) -> impl Iterator<Item = usize> + '_ {
        Bits::new(self.holdings.words(), move |w| {
            self.holdings.rivals_word(who, w)
        })
    }

    /// Makes `owner` hold the counters of the hex at `index` (`None`: nobody), keeping the
    /// holdings in step: every change of a hex's owner goes through here.
    pub(super) fn set_owner(&mut self, index: usize, owner: Option<Seat>) {
        let Some(c) = self.counts.get_mut(index) else {
            return;
        };
        if c.owner == owner {
            return;
        }
        if let Some(o) = c.owner {
            self.holdings.set(o, index, false);
        }
        if let Some(o) = owner {
            self.holdings.set(o, index, true);
        }
        c.owner = owner;
    }

    /// Rebuilds the holdings from the owners in `counts`, for positions set up by hand.
    #[cfg(test)]
    pub(super) fn recount_holdings(&mut self) {
        self.holdings = Holdings::new(self.players, self.counts.len());
        for i in 0..self.counts.len() {
            if let Some(o) = self.counts[i].owner {
                self.holdings.set(o, i, true);
            }
        }
    }

    /// Whether the holdings match the owners in `counts`.
    pub(super) fn holdings_in_step(&self) -> bool {
        let mut fresh = self.holdings.clone();
        fresh.bits.iter_mut().for_each(|w| *w = 0);
        for (i, c) in self.counts.iter().enumerate() {
            if let Some(o) = c.owner {
                fresh.set(o, i, true);
            }
        }
        fresh == self.holdings
    }
}
