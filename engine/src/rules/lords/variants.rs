//! The rule variants: where the old edition's text can be read two ways, each reading is a named
//! choice with a documented default.

use crate::rules::{VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// Who wins when the game ends.
    pub enum WhoWins {
        /// "Now a new Overlord is needed": the Devil elected (or made Overlord by 9 victory
        /// points) wins.
        Overlord = ("overlord", "The new Overlord", "The Devil who becomes the new Overlord wins; oath cards are revealed and scored for the record."),
        /// "Oath cards of the Overlord are worth victory points at the end of the game": when
        /// the Overlord is chosen the game ends, oath cards are scored, and the most victory
        /// points win (Devils tied at the top share the win).
        MostPoints = ("most_vp", "Most victory points after oath cards", "The election ends the game; oath cards are revealed and scored, and the Devil with the most victory points wins (Devils tied at the top share the win)."),
    }
}

variant_options! {
    /// What the Realm size counts.
    pub enum RealmSize {
        /// The text's example (a fortress, 3 hordes, 1 artifact, the Realm of Power post and 7
        /// hand cards) is "14", one more than the cards and posts: the Devil counts 1.
        CountsDevil = ("counts_devil", "Cards, posts and the Devil", "Tabled cards, posts and hand cards, and 1 for the Devil itself, as the text's example adds up to 14."),
        /// Only what the rule sentence lists: tabled cards, posts and hand cards.
        CardsOnly = ("cards_only", "Cards and posts only", "Tabled cards, posts and hand cards, as the rule sentence lists them (the example then makes 13)."),
    }
}

/// A safeguard of the engine, not a rule of the text: a game with no Overlord after this many
/// turns ends as a draw, reported as cut off.
pub const MAX_TURNS: u32 = 40;

pub const SPEC: &[VariantSpec] = &[
    VariantSpec {
        id: "who_wins",
        label: "Who wins",
        about: "The new Overlord, or the most victory points once oath cards are scored?",
        kind: VariantKind::Choice(WhoWins::OPTIONS),
    },
    VariantSpec {
        id: "realm_size",
        label: "Realm size counts",
        about: "Does the Realm size count the Devil itself (the text's example) or only cards and posts (the rule sentence)?",
        kind: VariantKind::Choice(RealmSize::OPTIONS),
    },
];

/// Every rule variant of a table. `Default` is the engine's recommended reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variants {
    pub who_wins: WhoWins,
    pub realm_size: RealmSize,
}

impl Default for Variants {
    fn default() -> Self {
        Self::from_values(&VariantValues::defaults(SPEC))
    }
}

impl Variants {
    pub fn from_values(v: &VariantValues) -> Self {
        Self {
            who_wins: WhoWins::from_index(v.choice(SPEC, "who_wins")),
            realm_size: RealmSize::from_index(v.choice(SPEC, "realm_size")),
        }
    }
}
