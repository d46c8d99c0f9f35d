//! The rule variants: every place where the rule text can be read two ways becomes a named
//! choice with a documented default, so a designer can playtest and simulate both readings.
//! See the module documentation of [`super`] for the list.

use serde::{Deserialize, Serialize};

use crate::rules::{VariantError, VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// Which cards the alignment bonus ("if 2 of a player's cards have matching alignments each
    /// gets +1") counts.
    pub enum AlignmentScope {
        /// Matches are counted within one base stack (base, bonus and multiplier cards), as "Do
        /// this for each base card" suggests.
        PerStack = ("per_stack", "Within each base stack", "Matches are counted within one base stack (base, bonus and multiplier cards)."),
        /// Matches are counted across every card the player played this round.
        AllPlayed = ("all_played", "Across all cards played", "Matches are counted across every card the player played this round."),
    }
}

variant_options! {
    /// When the alignment bonus is added.
    pub enum AlignmentTiming {
        /// After multiplying: (base + bonus) × multiplier, then + the bonus of each matching card
        /// (the order the text gives the steps in).
        AfterMultiplying = ("after_multiplying", "After multiplying", "(base + bonus) × multiplier, then the alignment bonus is added."),
        /// Before multiplying: each matching card's value is raised first, so the bonus is
        /// multiplied too.
        BeforeMultiplying = ("before_multiplying", "Before multiplying", "Each matching card's value is raised first, so the bonus is multiplied too."),
    }
}

variant_options! {
    /// What a base card without a multiplier counts.
    pub enum Unmultiplied {
        /// A base with no multiplier counts ×1.
        TimesOne = ("times_one", "Counts ×1", "A base with no multiplier counts ×1."),
        /// A base with no multiplier scores nothing (there is nothing to multiply by).
        ScoresNothing = ("scores_nothing", "Scores nothing", "A base with no multiplier scores nothing: there is nothing to multiply by."),
    }
}

variant_options! {
    /// How the phases order the players' decisions.
    pub enum PlayOrder {
        /// In each phase players act one after another, starting with the round's first player
        /// (seat 1 in round 1, then the next seat each round), and see what earlier players did.
        InTurn = ("in_turn", "One after another", "Players act one after another and see earlier plays."),
        /// Aid, hit, base, bonus and multiplier choices are made at once: each player commits in
        /// turn, but what they commit stays hidden until everyone has, and hit-phase refills happen
        /// after everyone has discarded. The action phase is always in turn (powers interact).
        Simultaneous = ("simultaneous", "At the same time", "Aid, hit, base, bonus and multiplier choices stay hidden until everyone has made theirs."),
    }
}

variant_options! {
    /// How many hoard cards the treasure deck holds.
    pub enum Hoards {
        /// Lesser Hoard ×10 and Greater Hoard ×5, as the treasure list says: 20 treasures.
        TenAndFive = ("ten_and_five", "10 Lesser and 5 Greater Hoards", "As the treasure list says: 20 treasures, 27 treasure points."),
        /// "There is one of each of the cards listed": one Lesser and one Greater Hoard, 7 treasures.
        OneOfEach = ("one_of_each", "One of each treasure", "\"There is one of each of the cards listed\": 7 treasures, 10 treasure points."),
    }
}

variant_options! {
    /// What happens when a round would start with an empty treasure deck.
    pub enum TreasureRunsOut {
        /// The game ends; the player with the most treasure points wins (players tied at the top
        /// share the win). Buried treasures stay unclaimed.
        HighestWins = ("highest_wins", "The game ends", "The game ends and the most treasure points win (players tied at the top share the win)."),
        /// While treasures are buried, rounds go on with the buried treasures as the only prize;
        /// when none are left the most treasure points win (ties share the win). A round limit of
        /// [`MAX_ROUNDS`] ends endless ties the same way.
        PlayForBuried = ("play_for_buried", "Play on for buried treasures", "Rounds go on for the buried treasures first, then the most treasure points win."),
    }
}

variant_options! {
    /// How "Maximum hand size +1" (Emperor, Philosophers Stone) meets "fill to 7".
    pub enum HandSize {
        /// The fill target is the hand size: draw and hit phases fill to 8 (9 with both powers).
        FillToLimit = ("fill_to_limit", "Fill to the larger hand", "Emperor and Philosophers Stone make hands fill to 8 (9 with both)."),
        /// Hands still fill to 7; the power only raises a limit no rule reaches, so it does nothing.
        FillToSeven = ("fill_to_seven", "Still fill to 7", "Hands still fill to 7, so the +1 does nothing."),
    }
}

/// A safeguard, not a rule: a game still running after this many rounds ends as if the treasure
/// deck had run out (most treasure points win; players tied at the top share the win).
pub const MAX_ROUNDS: u32 = 200;

/// Every rule variant of Destiny, as data: the start form, the command line, the simulation
/// screen and saves all read this list.
pub const SPEC: &[VariantSpec] = &[
    VariantSpec {
        id: "alignment_scope",
        label: "Alignment bonus counts matches",
        about: "Does the alignment bonus count matching cards within each base stack or across all the cards a player played?",
        kind: VariantKind::Choice(AlignmentScope::OPTIONS),
    },
    VariantSpec {
        id: "alignment_timing",
        label: "Alignment bonus is added",
        about: "Is the alignment bonus added after multiplying, or does it raise each card's value before?",
        kind: VariantKind::Choice(AlignmentTiming::OPTIONS),
    },
    VariantSpec {
        id: "unmultiplied",
        label: "A base with no multiplier",
        about: "What does a base card count when no multiplier card is played on it?",
        kind: VariantKind::Choice(Unmultiplied::OPTIONS),
    },
    VariantSpec {
        id: "play_order",
        label: "Players choose",
        about: "Do players act one after another seeing earlier plays, or commit their cards hidden until all have?",
        kind: VariantKind::Choice(PlayOrder::OPTIONS),
    },
    VariantSpec {
        id: "hoards",
        label: "Hoards in the treasure deck",
        about: "Does the treasure deck hold 10 Lesser and 5 Greater Hoards, or one of each card?",
        kind: VariantKind::Choice(Hoards::OPTIONS),
    },
    VariantSpec {
        id: "treasure_runs_out",
        label: "When the treasure deck is empty",
        about: "Does the game end when the treasure deck is empty, or do rounds go on for buried treasures?",
        kind: VariantKind::Choice(TreasureRunsOut::OPTIONS),
    },
    VariantSpec {
        id: "hand_size",
        label: "Hand size +1 (Emperor, Philosophers Stone)",
        about: "Do hands fill to the larger hand size, or still to 7?",
        kind: VariantKind::Choice(HandSize::OPTIONS),
    },
];

/// Every rule variant of a Destiny table. `Default` is the reading the engine recommends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Variants {
    pub alignment_scope: AlignmentScope,
    pub alignment_timing: AlignmentTiming,
    pub unmultiplied: Unmultiplied,
    pub play_order: PlayOrder,
    pub hoards: Hoards,
    pub treasure_runs_out: TreasureRunsOut,
    pub hand_size: HandSize,
}

impl Variants {
    /// The typed variants from checked values.
    pub fn from_values(v: &VariantValues) -> Self {
        Self {
            alignment_scope: AlignmentScope::from_index(v.choice(SPEC, "alignment_scope")),
            alignment_timing: AlignmentTiming::from_index(v.choice(SPEC, "alignment_timing")),
            unmultiplied: Unmultiplied::from_index(v.choice(SPEC, "unmultiplied")),
            play_order: PlayOrder::from_index(v.choice(SPEC, "play_order")),
            hoards: Hoards::from_index(v.choice(SPEC, "hoards")),
            treasure_runs_out: TreasureRunsOut::from_index(v.choice(SPEC, "treasure_runs_out")),
            hand_size: HandSize::from_index(v.choice(SPEC, "hand_size")),
        }
    }

    /// Reads `name=value` settings (as the command line gives them) over the defaults.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Result<Self, VariantError> {
        let pairs: Vec<&str> = pairs.into_iter().collect();
        VariantValues::from_pairs(SPEC, &pairs).map(|v| Self::from_values(&v))
    }
}
