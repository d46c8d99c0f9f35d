//! The rule variants: the text's ambiguities, each a named choice with a documented default, and
//! the numbers of the starting position and of the stand-in first half of the spiral that a
//! designer may want to try at the start form (hand size, draws, starting prayers), each a
//! placeholder with a default. The starting Faith is the game file's `faith` tracker and the
//! other numbers the text does not give are its `rule-numbers` table ([`super::data`]).

use crate::rules::{VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// Do blockers damage the attacker? The text never says they do.
    pub enum BlockersStrike {
        /// Only the attacker deals damage: the text describes what an attacker does to its
        /// blockers, and "all damage inflicted is contained to the soldiers / heroes involved
        /// directly". The written reading, so the default.
        No = ("no", "No: only attackers deal damage (the text)", "A blocker absorbs or dies, but never harms the attacker."),
        /// Each blocker deals its AT to the attacker: a soldier dies when the total reaches its
        /// DF, a hero loses that much AP. Combat as many card games play it, which the text
        /// does not say.
        Yes = ("yes", "Yes: blockers strike back", "Each blocker deals its AT to the attacker it blocks."),
    }
}

variant_options! {
    /// How an attacker's AT meets several blockers.
    pub enum DamageSplit {
        /// The attacker's full AT is compared with each blocker, as the text's arithmetic is
        /// written one defender at a time.
        FullEach = ("full_each", "Full AT against each blocker", "The attacker's AT is compared with every blocker in full."),
        /// The AT is dealt out in the order the blockers were assigned: each takes what kills it,
        /// the rest goes on to the next.
        Split = ("split", "AT is split among blockers", "The attacker's AT is dealt out: each blocker in turn takes what kills it, the rest goes on."),
    }
}

variant_options! {
    /// "Place as many damage counters on the blocking hero as the attacking hero inflicted on
    /// their AP (Defender's AP - Attacker's AT)": the words and the formula disagree.
    pub enum HeroCounters {
        /// The counters are the AP lost (the attacker's AT): the words.
        ApLost = ("ap_lost", "The AP lost (the words)", "A surviving hero gets as many damage counters as the AT it took."),
        /// The counters are the defender's AP minus the attacker's AT: the formula in brackets.
        ApLeft = ("ap_left", "AP − AT (the formula)", "A surviving hero gets AP − AT damage counters, as the bracketed formula says."),
    }
}

/// A safeguard, not a rule: a game still running after this many spirals ends; the Deva with
/// more Faith wins (equal Faith is a draw).
pub const MAX_SPIRALS: u32 = 60;

pub const SPEC: &[VariantSpec] = &[
    VariantSpec {
        id: "blockers_strike",
        label: "Blockers damage attackers",
        about: "Does a blocker deal its AT to the attacker it blocks?",
        kind: VariantKind::Choice(BlockersStrike::OPTIONS),
    },
    VariantSpec {
        id: "damage_split",
        label: "Several blockers on one attacker",
        about: "Is the attacker's AT compared with each blocker in full, or dealt out among them?",
        kind: VariantKind::Choice(DamageSplit::OPTIONS),
    },
    VariantSpec {
        id: "hero_counters",
        label: "Damage counters on a surviving hero",
        about: "The text's words say the AP lost, its formula says AP − AT: which?",
        kind: VariantKind::Choice(HeroCounters::OPTIONS),
    },
    VariantSpec {
        id: "hand",
        label: "Starting hand (placeholder)",
        about: "Cards each Deva draws before the first spiral; the text does not give it.",
        kind: VariantKind::Number {
            min: 1,
            max: 10,
            default: 5,
        },
    },
    VariantSpec {
        id: "draw",
        label: "Cards drawn each spiral (placeholder)",
        about: "Cards each Deva draws at the start of every spiral after the first; part 1 of the spiral is missing.",
        kind: VariantKind::Number {
            min: 0,
            max: 5,
            default: 2,
        },
    },
    VariantSpec {
        id: "start_prayers",
        label: "Closed prayers at the start (placeholder)",
        about: "Cards each Deva sets from the top of its deck as closed prayers before the first spiral.",
        kind: VariantKind::Number {
            min: 0,
            max: 6,
            default: 2,
        },
    },
    VariantSpec {
        id: "upgrade_cost",
        label: "Blessings to upgrade a hero (placeholder)",
        about: "What upgrading a hero to level 2 costs (what level 2 gives is in the game's rule numbers); the text refers to another article.",
        kind: VariantKind::Number {
            min: 0,
            max: 9,
            default: 2,
        },
    },
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variants {
    pub blockers_strike: BlockersStrike,
    pub damage_split: DamageSplit,
    pub hero_counters: HeroCounters,
    pub hand: u8,
    pub draw: u8,
    pub start_prayers: u8,
    pub upgrade_cost: u8,
}

impl Default for Variants {
    fn default() -> Self {
        Self::from_values(&VariantValues::defaults(SPEC))
    }
}

impl Variants {
    pub fn from_values(v: &VariantValues) -> Self {
        let small = |id| u8::try_from(v.number(SPEC, id)).unwrap_or(u8::MAX);
        Self {
            blockers_strike: BlockersStrike::from_index(v.choice(SPEC, "blockers_strike")),
            damage_split: DamageSplit::from_index(v.choice(SPEC, "damage_split")),
            hero_counters: HeroCounters::from_index(v.choice(SPEC, "hero_counters")),
            hand: small("hand"),
            draw: small("draw"),
            start_prayers: small("start_prayers"),
            upgrade_cost: small("upgrade_cost"),
        }
    }
}
