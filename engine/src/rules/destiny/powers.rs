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
use super::data::DestinyData;
use super::state::{DestinyGame, Power, Seat};

/// The powers that change how a card's alignment is treated: every other power leaves it alone.
const TREAT_AS: u32 = Character::Amazon.bit()
    | Character::Druid.bit()
    | Character::Warlord.bit()
    | Character::Paladin.bit()
    | Character::Necromancer.bit();

/// The alignment a card has for its owner: printed or changed by the Alchemist, then "treat as".
///
/// This is the readable definition. The rules call it for each card a player plays or could
/// play; the greedy bot and the totals use its table form, [`CardRule`], which a test checks
/// against it for every card and every combination of powers.
#[inline]
pub fn effective_alignment(
    data: &DestinyData,
    card: Card,
    seat: &Seat,
    overrides: &[(Card, Alignment)],
) -> Option<Alignment> {
    // One look-up gives the kind and the printed alignment.
    let (kind, mut a, _) = data.aligned(card);
    if kind == Kind::Character {
        return None;
    }
    if !overrides.is_empty()
        && let Some((_, o)) = overrides.iter().find(|(c, _)| *c == card)
    {
        a = *o;
    }
    if seat.powers & TREAT_AS == 0 {
        return Some(a);
    }
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
pub fn card_value(data: &DestinyData, card: Card, alignment: Alignment, seat: &Seat) -> i32 {
    let v = data.value(card);
    if seat.powers == 0 && seat.owned & Treasure::KINGS_CROWN.bit() == 0 {
        return v;
    }
    // Sums of 0/1 tests, so the compiler emits no branch on the card's kind or alignment.
    let has = |c: Character| i32::from(seat.has(c));
    let kind = data.kind(card);
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

/// [`effective_alignment`] and [`card_value`] for one seat's powers and treasures, as small
/// tables: the totals and the greedy bot's planner ask for thousands of cards per game, under
/// powers that change several times a round, and a table lookup has no branch on a card's
/// kind or alignment for the processor to mispredict. The two functions stay the readable definition;
/// a test checks this form against them for every card under every combination of powers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CardRule {
    /// A card's alignment for its owner, by kind (`Kind as usize`) and by its printed (or
    /// Alchemist-changed) alignment: Amazon and Druid turn a whole kind to Nature; Warlord,
    /// Paladin and Necromancer remap one alignment each.
    align: [[Alignment; 5]; 4],
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
    /// The rule for a seat, read straight off its power and treasure bits.
    #[inline]
    pub(crate) fn for_seat(seat: &Seat) -> Self {
        use Alignment::{Chaos, Evil, Good, Law, Nature};
        let has = |c: Character| seat.has(c);
        let one = |c: Character| i32::from(seat.has(c));
        // Each "treat as" power acts once on the printed (or changed) alignment, so Paladin
        // and Necromancer together swap Good and Evil.
        let mut remap = Alignment::ALL;
        if has(Character::Warlord) {
            remap[Chaos as usize] = Law;
        }
        if has(Character::Paladin) {
            remap[Evil as usize] = Good;
        }
        if has(Character::Necromancer) {
            remap[Good as usize] = Evil;
        }
        let mut align = [remap; 4];
        if has(Character::Amazon) {
            align[Kind::Bonus as usize] = [Nature; 5];
        }
        if has(Character::Druid) {
            align[Kind::Multiplier as usize] = [Nature; 5];
        }
        let mut by_kind = [0; 4];
        by_kind[Kind::Base as usize] = 2 * one(Character::King);
        by_kind[Kind::Bonus as usize] = 2 * one(Character::Warrior);
        by_kind[Kind::Multiplier as usize] = one(Character::Wizard);
        let mut by_alignment = [0; 5];
        by_alignment[Evil as usize] = one(Character::WraithLord);
        by_alignment[Law as usize] =
            one(Character::Knight) + i32::from(seat.owns(Treasure::KINGS_CROWN));
        by_alignment[Chaos as usize] = one(Character::Barbarian);
        by_alignment[Nature as usize] = one(Character::Ranger);
        CardRule {
            align,
            by_kind,
            by_alignment,
        }
    }

    /// A card's alignment and value for the seat (a character card counts as Nature, 0).
    #[inline]
    pub(crate) fn apply(
        &self,
        data: &DestinyData,
        card: Card,
        overrides: &[(Card, Alignment)],
    ) -> (Alignment, i32) {
        // One look-up gives the card's kind, printed alignment and value.
        let (kind, mut a, v) = data.aligned(card);
        if kind == Kind::Character {
            return (Alignment::Nature, 0);
        }
        if !overrides.is_empty()
            && let Some((_, o)) = overrides.iter().find(|(c, _)| *c == card)
        {
            a = *o;
        }
        let a = self.align[kind as usize][a as usize];
        (
            a,
            v + self.by_kind[kind as usize] + self.by_alignment[a as usize],
        )
    }
}

impl DestinyGame {
    /// A card's alignment for the player who holds or played it.
    #[inline]
    pub fn alignment_for(&self, p: u8, card: Card) -> Option<Alignment> {
        effective_alignment(
            &self.data,
            card,
            &self.seats[usize::from(p)],
            &self.overrides,
        )
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
                if let Some(a) = effective_alignment(&self.data, c, seat, &self.overrides) {
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
            .or_else(|| self.data.alignment(card))
    }
}
