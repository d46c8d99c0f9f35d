//! Character and treasure powers: how they change a card's alignment and value, and which
//! action-phase powers a player may use now.
//!
//! Readings the text leaves open, decided here:
//! - "Treat X as Y" powers (Warlord, Paladin, Necromancer, Amazon, Druid) act only on the
//!   owner's own cards, for every rule that looks at alignment (opposed alignments, matching
//!   alignments, "Law cards +1"). They apply to the printed (or Alchemist-changed) alignment, once
//!   and not in chains: Amazon and Druid first (by card type), then Warlord (Chaos → Law),
//!   Paladin (Evil → Good) and Necromancer (Good → Evil). With Paladin and Necromancer together,
//!   Good and Evil swap.
//! - "X cards +1" (Barbarian, Knight, Kings Crown, Ranger, Wraith Lord) raise the value of each
//!   of the owner's played cards of that alignment: a base, a bonus or a multiplier.
//! - The Alchemist changes one card in the player's hand in the action phase; the change stays
//!   with the card until the end of the round.

use super::cards::{Alignment, Card, Character, Kind, Treasure};
use super::state::{DestinyGame, Power, Seat};

/// The powers that change how a card's alignment is treated: every other power leaves it alone.
const TREAT_AS: u32 = Character::Amazon.bit()
    | Character::Druid.bit()
    | Character::Warlord.bit()
    | Character::Paladin.bit()
    | Character::Necromancer.bit();

/// The alignment a card has for its owner: printed or changed by the Alchemist, then "treat as".
///
/// Written as plain tests on the owner's power bits rather than `match`es on alignment and kind:
/// the simulator calls this for every card a bot weighs, and jump tables on a card's alignment
/// are a branch the processor cannot predict.
#[inline]
pub fn effective_alignment(
    card: Card,
    seat: &Seat,
    overrides: &[(Card, Alignment)],
) -> Option<Alignment> {
    let printed = card.alignment()?;
    let mut a = printed;
    if !overrides.is_empty()
        && let Some((_, o)) = overrides.iter().find(|(c, _)| *c == card)
    {
        a = *o;
    }
    if seat.powers & TREAT_AS == 0 {
        return Some(a);
    }
    let kind = card.kind();
    if (kind == Kind::Bonus && seat.has(Character::Amazon))
        || (kind == Kind::Multiplier && seat.has(Character::Druid))
    {
        return Some(Alignment::Nature);
    }
    // Each "treat as" power acts on the alignment as printed (or changed), once.
    Some(if a == Alignment::Chaos && seat.has(Character::Warlord) {
        Alignment::Law
    } else if a == Alignment::Evil && seat.has(Character::Paladin) {
        Alignment::Good
    } else if a == Alignment::Good && seat.has(Character::Necromancer) {
        Alignment::Evil
    } else {
        a
    })
}

/// A played card's value with its owner's powers (before any alignment bonus).
#[inline]
pub fn card_value(card: Card, alignment: Alignment, seat: &Seat) -> i32 {
    let v = card.value();
    if seat.powers == 0 && seat.owned & Treasure::KINGS_CROWN.bit() == 0 {
        return v;
    }
    // Sums of 0/1 tests, so the compiler emits no branch on the card's kind or alignment.
    let has = |c: Character| i32::from(seat.has(c));
    let kind = card.kind();
    let by_kind = 2 * i32::from(kind == Kind::Base) * has(Character::King)
        + 2 * i32::from(kind == Kind::Bonus) * has(Character::Warrior)
        + i32::from(kind == Kind::Multiplier) * has(Character::Wizard);
    let by_alignment = i32::from(alignment == Alignment::Chaos) * has(Character::Barbarian)
        + i32::from(alignment == Alignment::Law)
            * (has(Character::Knight) + i32::from(seat.owns(Treasure::KINGS_CROWN)))
        + i32::from(alignment == Alignment::Nature) * has(Character::Ranger)
        + i32::from(alignment == Alignment::Evil) * has(Character::WraithLord);
    v + by_kind + by_alignment
}

/// [`effective_alignment`] and [`card_value`] for one seat's powers, treasures and Alchemist
/// changes, worked out once as small tables: the greedy bot asks for hundreds of cards per game
/// under powers that change several times a round, and table lookups have no branch to
/// mispredict. A test checks it against the two functions for every card and set of powers.
#[derive(Clone, Debug)]
pub(crate) struct CardRule {
    /// Kinds (one bit each, `1 << Kind as u8`) that count as Nature (Amazon, Druid).
    nature_kinds: u8,
    /// Each alignment after "treat X as Y" (Warlord, Paladin, Necromancer).
    remap: [u8; 5],
    /// Value added by kind (King, Warrior, Wizard), indexed by `Kind as usize`.
    by_kind: [i32; 4],
    /// Value added by the card's alignment for its owner (Barbarian, Knight, Kings Crown,
    /// Ranger, Wraith Lord).
    by_alignment: [i32; 5],
}

impl Default for CardRule {
    /// The rule for a seat with no powers and no treasure: cards count as printed.
    fn default() -> Self {
        CardRule::for_seat(&Seat::default())
    }
}

impl CardRule {
    /// The rule for a seat.
    pub(crate) fn for_seat(seat: &Seat) -> Self {
        let mut rule = CardRule {
            nature_kinds: 0,
            remap: [0, 1, 2, 3, 4],
            by_kind: [0; 4],
            by_alignment: [0; 5],
        };
        if seat.powers != 0 {
            if seat.has(Character::Amazon) {
                rule.nature_kinds |= 1 << Kind::Bonus as u8;
            }
            if seat.has(Character::Druid) {
                rule.nature_kinds |= 1 << Kind::Multiplier as u8;
            }
            for a in Alignment::ALL {
                let kind_free = Card(a as u8 * 10);
                if let Some(t) = effective_alignment(kind_free, seat, &[]) {
                    rule.remap[a as usize] = t as u8;
                }
            }
        }
        let probe = |kind_card: u8, a: Alignment| card_value(Card(kind_card), a, seat);
        // A Base 1 (id 0), Bonus +1 (id 4) and Multiplier ×2 (id 7) of Good, whose powers add
        // nothing by alignment, give the bonus by kind.
        rule.by_kind[Kind::Base as usize] = probe(0, Alignment::Good) - 1;
        rule.by_kind[Kind::Bonus as usize] = probe(4, Alignment::Good) - 1;
        rule.by_kind[Kind::Multiplier as usize] = probe(7, Alignment::Good) - 2;
        for a in Alignment::ALL {
            rule.by_alignment[a as usize] = probe(0, a) - 1 - rule.by_kind[Kind::Base as usize];
        }
        rule
    }

    /// A card's alignment and value for the seat (a character card counts as Nature, 0).
    #[inline]
    pub(crate) fn apply(&self, card: Card, overrides: &[(Card, Alignment)]) -> (Alignment, i32) {
        let Some(printed) = card.alignment() else {
            return (Alignment::Nature, 0);
        };
        let mut a = printed;
        if !overrides.is_empty()
            && let Some((_, o)) = overrides.iter().find(|(c, _)| *c == card)
        {
            a = *o;
        }
        let kind = card.kind();
        let a = if self.nature_kinds & (1 << kind as u8) != 0 {
            Alignment::Nature
        } else {
            Alignment::ALL[usize::from(self.remap[a as usize])]
        };
        let v = card.value() + self.by_kind[kind as usize] + self.by_alignment[a as usize];
        (a, v)
    }
}

impl DestinyGame {
    /// A card's alignment for the player who holds or played it.
    #[inline]
    pub fn alignment_for(&self, p: u8, card: Card) -> Option<Alignment> {
        effective_alignment(card, &self.seats[usize::from(p)], &self.overrides)
    }

    /// The alignments of every card the player played this round, one bit each (kept up to
    /// date as cards are played: powers and Alchemist changes are fixed by then).
    #[inline]
    pub(crate) fn played_alignments(&self, p: u8) -> u8 {
        self.seats[usize::from(p)].played
    }

    /// The same, counted afresh from the played cards (to check the kept value).
    pub(crate) fn count_played_alignments(&self, p: u8) -> u8 {
        let seat = &self.seats[usize::from(p)];
        let mut mask = 0;
        for st in &seat.stacks {
            for c in st.cards() {
                if let Some(a) = effective_alignment(c, seat, &self.overrides) {
                    mask |= a.bit();
                }
            }
        }
        mask
    }

    /// Whether the player has an action power and has not used it in this action phase.
    #[inline]
    pub(crate) fn can_use(&self, p: u8, power: Power) -> bool {
        let s = &self.seats[usize::from(p)];
        let has = match power {
            Power::Character(c) => s.has(c),
            Power::CrystalBall => s.owns(Treasure::CRYSTAL_BALL),
            Power::MagicTome => s.owns(Treasure::MAGIC_TOME),
        };
        has && s.used & power.bit() == 0
    }

    /// The alignment the Alchemist would change from (printed or already changed).
    pub(crate) fn base_alignment(&self, card: Card) -> Option<Alignment> {
        self.overrides
            .iter()
            .find(|(c, _)| *c == card)
            .map(|(_, a)| *a)
            .or_else(|| card.alignment())
    }
}
