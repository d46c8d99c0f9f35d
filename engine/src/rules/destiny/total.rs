//! The total phase: a player's Destiny total and a readable breakdown of it.
//!
//! For each base card: (base + bonus) × multiplier, where every card's value already carries
//! the owner's powers (King, Warrior, Wizard, "X cards +1"); a Dragon's two multipliers are added
//! together first. The alignment bonus (2 matching cards: each +1, 3 or more: each +2; Lover adds
//! 1 more to each) is counted per stack or over all played cards and added after or before
//! multiplying, as the variants say. A base without multiplier counts ×1 or nothing (variant).
//! Overlord adds 3 to the sum.

use serde::{Deserialize, Serialize};

use super::cards::{Alignment, Card, Character};
use super::data::DestinyData;
use super::powers::CardRule;
#[cfg(doc)]
use super::powers::{card_value, effective_alignment};
use super::state::{DestinyGame, Seat, Stack};
use super::variants::{AlignmentScope, AlignmentTiming, Unmultiplied};

/// The score of one base stack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackScore {
    /// Base value with powers (and alignment bonus when it comes before multiplying).
    pub base: i32,
    /// Sum of the bonus cards' values.
    pub bonus: i32,
    /// The multiplier (sum of a Dragon's two; 1 without a multiplier).
    pub multiplier: i32,
    /// Alignment bonus added after multiplying (0 when it comes before).
    pub alignment_bonus: i32,
    /// Whether the stack scores nothing for want of a multiplier.
    pub void: bool,
    pub total: i32,
}

/// A whole breakdown: one line per base stack, then the Overlord and the total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    pub stacks: Vec<(Stack, StackScore)>,
    pub overlord: i32,
    pub total: i32,
}

impl Breakdown {
    /// The breakdown as lines a person reads, the cards named from `data`.
    pub fn lines(&self, data: &DestinyData) -> Vec<String> {
        let mut out = Vec::new();
        for (st, sc) in &self.stacks {
            let mut cards = data.name(st.base).to_string();
            for c in st.cards().skip(1) {
                cards.push_str(" + ");
                cards.push_str(data.name(c));
            }
            let line = if sc.void {
                format!("{cards}: no multiplier, scores 0")
            } else {
                format!(
                    "{cards}: ({} + {}) × {} + {} alignment = {}",
                    sc.base, sc.bonus, sc.multiplier, sc.alignment_bonus, sc.total
                )
            };
            out.push(line);
        }
        if self.overlord != 0 {
            out.push(format!("Overlord: +{}", self.overlord));
        }
        out.push(format!("Destiny total: {}", self.total));
        out
    }
}

/// The bonus each card of a group of `n` matching cards gets.
#[inline]
fn match_bonus(n: u8, lover: bool) -> i32 {
    // 0 or 1 card: nothing; 2: +1 each; 3 or more: +2 each; the Lover adds 1 to each of 2 or
    // more. Looked up rather than matched: the counts vary card by card, so a branch on them
    // is mispredicted.
    const BY_COUNT: [i32; 4] = [0, 0, 1, 2];
    BY_COUNT[usize::from(n.min(3))] + i32::from(n >= 2) * i32::from(lover)
}

/// Counts the alignments of some cards.
#[inline]
fn count_alignments(
    cards: impl Iterator<Item = Card>,
    info: &impl Fn(Card) -> (Alignment, i32),
) -> [u8; 5] {
    let mut n = [0u8; 5];
    for c in cards {
        n[info(c).0 as usize] += 1;
    }
    n
}

/// How a seat's played cards count: each card's alignment for its owner and its value with the
/// owner's powers ([`effective_alignment`] and [`card_value`], through their table form).
#[inline]
pub(crate) fn seat_info<'a>(
    data: &'a DestinyData,
    seat: &'a Seat,
    ov: &'a [(Card, Alignment)],
) -> impl Fn(Card) -> (Alignment, i32) + 'a {
    let rule = CardRule::for_seat(seat);
    move |c: Card| rule.apply(data, c, ov)
}

impl DestinyGame {
    /// Scores one stack. `info` gives each card's alignment and value for its owner.
    #[inline]
    fn stack_score(
        &self,
        st: &Stack,
        lover: bool,
        all_counts: Option<&[u8; 5]>,
        info: &impl Fn(Card) -> (Alignment, i32),
    ) -> StackScore {
        // Each card's alignment and value, asked for once: base, bonus, bonus 2, multiplier,
        // multiplier 2.
        let slots = st.slots();
        let mut seen = [None; 5];
        let mut counts = all_counts.copied().unwrap_or([0; 5]);
        for (slot, card) in seen.iter_mut().zip(slots) {
            if let Some(c) = card {
                let (a, v) = info(c);
                if all_counts.is_none() {
                    counts[a as usize] += 1;
                }
                *slot = Some((a, v));
            }
        }
        let before = self.variants.alignment_timing == AlignmentTiming::BeforeMultiplying;
        let mut after_bonus = 0;
        let mut value = |slot: Option<(Alignment, i32)>| -> i32 {
            let Some((a, v)) = slot else { return 0 };
            let ab = match_bonus(counts[a as usize], lover);
            if before {
                v + ab
            } else {
                after_bonus += ab;
                v
            }
        };
        let base = value(seen[0]);
        let bonus = value(seen[1]) + value(seen[2]);
        let has_mult = st.multiplier.is_some() || st.multiplier2.is_some();
        let mult = value(seen[3]) + value(seen[4]);
        if !has_mult && self.variants.unmultiplied == Unmultiplied::ScoresNothing {
            return StackScore {
                void: true,
                ..StackScore::default()
            };
        }
        let multiplier = if has_mult { mult } else { 1 };
        let total = (base + bonus) * multiplier + after_bonus;
        StackScore {
            base,
            bonus,
            multiplier,
            alignment_bonus: after_bonus,
            void: false,
            total,
        }
    }

    fn all_counts(&self, seat: &Seat, info: &impl Fn(Card) -> (Alignment, i32)) -> Option<[u8; 5]> {
        match self.variants.alignment_scope {
            AlignmentScope::PerStack => None,
            AlignmentScope::AllPlayed => Some(count_alignments(
                seat.stacks.iter().flat_map(|s| s.cards()),
                info,
            )),
        }
    }

    /// The player's Destiny total for the cards played now.
    pub fn destiny_total(&self, p: u8) -> i32 {
        let Some(seat) = self.seats.get(usize::from(p)) else {
            return 0;
        };
        self.total_by(seat, &seat_info(&self.data, seat, &self.overrides))
    }

    /// The Destiny total of a seat's stacks, with `info` giving each card's alignment and value
    /// (the rules pass [`seat_info`]; bots pass a precomputed table for imagined seats).
    pub(crate) fn total_by(&self, seat: &Seat, info: &impl Fn(Card) -> (Alignment, i32)) -> i32 {
        let counts = self.all_counts(seat, info);
        let lover = seat.has(Character::Lover);
        let mut sum: i32 = seat
            .stacks
            .iter()
            .map(|st| self.stack_score(st, lover, counts.as_ref(), info).total)
            .sum();
        if seat.has(Character::Overlord) {
            sum += 3;
        }
        sum
    }

    /// The player's Destiny total, stack by stack.
    pub fn breakdown(&self, p: u8) -> Breakdown {
        let Some(seat) = self.seats.get(usize::from(p)) else {
            return Breakdown {
                stacks: Vec::new(),
                overlord: 0,
                total: 0,
            };
        };
        let info = seat_info(&self.data, seat, &self.overrides);
        let counts = self.all_counts(seat, &info);
        let lover = seat.has(Character::Lover);
        let stacks: Vec<(Stack, StackScore)> = seat
            .stacks
            .iter()
            .map(|st| (*st, self.stack_score(st, lover, counts.as_ref(), &info)))
            .collect();
        let overlord = if seat.has(Character::Overlord) { 3 } else { 0 };
        let total = stacks.iter().map(|(_, s)| s.total).sum::<i32>() + overlord;
        Breakdown {
            stacks,
            overlord,
            total,
        }
    }
}

/// The powers that change a played card's value for its owner, each with what it adds (the
/// rules of [`card_value`], named for the breakdown).
pub fn value_modifiers(
    data: &DestinyData,
    card: Card,
    alignment: Alignment,
    seat: &Seat,
) -> Vec<(&'static str, i32)> {
    use super::cards::{Kind, Treasure};
    let mut out = Vec::new();
    match data.kind(card) {
        Kind::Base if seat.has(Character::King) => out.push(("King", 2)),
        Kind::Bonus if seat.has(Character::Warrior) => out.push(("Warrior", 2)),
        Kind::Multiplier if seat.has(Character::Wizard) => out.push(("Wizard", 1)),
        _ => {}
    }
    match alignment {
        Alignment::Chaos if seat.has(Character::Barbarian) => out.push(("Barbarian", 1)),
        Alignment::Law => {
            if seat.has(Character::Knight) {
                out.push(("Knight", 1));
            }
            if seat.owns(Treasure::KINGS_CROWN) {
                out.push(("Kings Crown", 1));
            }
        }
        Alignment::Nature if seat.has(Character::Ranger) => out.push(("Ranger", 1)),
        Alignment::Evil if seat.has(Character::WraithLord) => out.push(("Wraith Lord", 1)),
        _ => {}
    }
    out
}

/// One line of a breakdown as a table shows it: the stack, its cards with their values, and
/// its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakdownRow {
    /// "On Good Base 3", "Overlord" or "Destiny total".
    pub what: String,
    /// "Good Base 3: 3 +2 King = 5; Good Bonus +2 = 2".
    pub cards: String,
    /// "(5 + 2) × 3 + 2 alignment = 23".
    pub score: String,
}

impl DestinyGame {
    /// A played card as the breakdown reads it: "Good Base 3 = 3", or with what changed it,
    /// "Law Base 2 (counts as Law): 2 +1 Knight = 3".
    pub fn card_value_text(&self, p: u8, c: Card) -> String {
        let name = self.card_name(c);
        let (Some(seat), Some(a)) = (self.seats.get(usize::from(p)), self.alignment_for(p, c))
        else {
            return name.to_string();
        };
        let printed = self.data.value(c);
        let value = super::powers::card_value(&self.data, c, a, seat);
        let counted_as = if Some(a) == self.data.alignment(c) {
            String::new()
        } else {
            format!(" (counts as {})", a.name())
        };
        let mods = value_modifiers(&self.data, c, a, seat);
        if mods.is_empty() {
            format!("{name}{counted_as} = {value}")
        } else {
            let m: Vec<String> = mods.iter().map(|(n, v)| format!("+{v} {n}")).collect();
            format!("{name}{counted_as}: {printed} {} = {value}", m.join(" "))
        }
    }

    /// A seat's breakdown as rows: one per base stack with its cards' values and its score,
    /// then the Overlord's 3, then the total. The cards' values are read off the seat as it is
    /// now, so the rows are made while the stacks are on the table.
    pub fn breakdown_rows(&self, p: u8, b: &Breakdown) -> Vec<BreakdownRow> {
        let mut out = Vec::new();
        for (st, sc) in &b.stacks {
            let cards: Vec<String> = st.cards().map(|c| self.card_value_text(p, c)).collect();
            let score = if sc.void {
                "no multiplier: 0".to_string()
            } else {
                format!(
                    "({} + {}) × {} + {} alignment = {}",
                    sc.base, sc.bonus, sc.multiplier, sc.alignment_bonus, sc.total
                )
            };
            out.push(BreakdownRow {
                what: format!("On {}", self.card_name(st.base)),
                cards: cards.join("; "),
                score,
            });
        }
        if b.stacks.is_empty() {
            out.push(BreakdownRow {
                what: "No base cards played".into(),
                cards: String::new(),
                score: "0".into(),
            });
        }
        if b.overlord != 0 {
            out.push(BreakdownRow {
                what: "Overlord".into(),
                cards: "Destiny total +3".into(),
                score: format!("+{}", b.overlord),
            });
        }
        out.push(BreakdownRow {
            what: "Destiny total".into(),
            cards: String::new(),
            score: b.total.to_string(),
        });
        out
    }
}
