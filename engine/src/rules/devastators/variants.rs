//! The rule variants: where the text (and the game's public page) leaves a rule open and two
//! readings are plausible, each is a named choice with a documented default.

use crate::rules::{VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// Which of a ship's cards a point of damage destroys.
    pub enum DamageFrom {
        /// "Run out your opponent's deck to destroy his ship": each point moves the top card of
        /// the System deck to the Destroyed pile (then the Reuse pile, the hand, launched craft).
        SystemDeck = ("system_deck", "Top of the System deck", "Each point of damage moves the top card of the System deck to the Destroyed pile (then the Reuse pile, then the hand)."),
        /// Damage hits what the crew holds: each point destroys a random card of the hand first,
        /// then the System deck.
        HandFirst = ("hand_first", "A card of the hand first", "Each point of damage destroys a random card of the hand first, then the top of the System deck."),
    }
}

variant_options! {
    /// When the cards of the Reuse pile go back into the System deck.
    pub enum ReuseReturns {
        /// When a ship must draw from an empty System deck, its Reuse pile is shuffled and becomes
        /// the System deck.
        WhenEmpty = ("when_empty", "When the System deck is empty", "When a ship must draw from an empty System deck, its Reuse pile is shuffled into a new System deck."),
        /// At the end of each of its turns a ship shuffles its Reuse pile and puts it under its
        /// System deck.
        EndOfTurn = ("end_of_turn", "At the end of each turn", "At the end of its turn a ship shuffles its Reuse pile and puts it under its System deck."),
    }
}

variant_options! {
    /// What a Fighter Squad or Nanotech swarm does after it is launched.
    pub enum CraftLasts {
        /// It stays in space and attacks once in each of its owner's turns until point defence
        /// destroys it.
        UntilDestroyed = ("until_destroyed", "Until destroyed", "A launched fighter or swarm attacks once every turn until point defence destroys it."),
        /// It attacks once (in the turn it is launched or a later one) and then returns to its
        /// owner's Reuse pile.
        OneAttack = ("one_attack", "For one attack", "A launched fighter or swarm attacks once, then returns to its owner's Reuse pile."),
    }
}

variant_options! {
    /// What an attack may target: the page has fighters and swarms attack, and says nothing of
    /// attacking them.
    pub enum CraftTargets {
        /// A weapon or a craft may attack another ship's launched craft, at the range of that
        /// ship. The craft's owner answers as for its ship: a shield saves it if it stops all the
        /// damage, point defence stops a missile or craft attack, a Drive card discarded lets it
        /// evade; any damage that gets through destroys it.
        ShipsAndCraft = ("ships_and_craft", "Ships and launched craft", "A weapon or craft may attack another ship's launched craft; its owner saves it with a shield or point defence, or a Drive to evade, and any damage destroys it."),
        /// Only ships are attacked: a launched craft is lost only to the point defence of the
        /// ship it attacks.
        ShipsOnly = ("ships_only", "Ships only", "Attacks target ships only: a launched craft is lost only to the point defence of the ship it attacks."),
    }
}

/// A safeguard, not a rule: a game still running after this many rounds ends; the ship with
/// the most cards not destroyed wins (ships tied for the most share the win).
pub const MAX_ROUNDS: u32 = 150;

pub const SPEC: &[VariantSpec] = &[
    VariantSpec {
        id: "damage_from",
        label: "Damage destroys",
        about: "Does each point of damage destroy the top card of the System deck, or a card of the hand first?",
        kind: VariantKind::Choice(DamageFrom::OPTIONS),
    },
    VariantSpec {
        id: "reuse_returns",
        label: "The Reuse pile returns",
        about: "Does the Reuse pile become the System deck when that runs out, or go under it after every turn?",
        kind: VariantKind::Choice(ReuseReturns::OPTIONS),
    },
    VariantSpec {
        id: "craft_lasts",
        label: "A launched fighter or swarm lasts",
        about: "Does a fighter or swarm stay and attack every turn until destroyed, or attack once and return?",
        kind: VariantKind::Choice(CraftLasts::OPTIONS),
    },
    VariantSpec {
        id: "craft_targets",
        label: "Launched craft can be attacked",
        about: "May a weapon or a craft attack another ship's launched fighters and swarms, or only ships?",
        kind: VariantKind::Choice(CraftTargets::OPTIONS),
    },
    VariantSpec {
        id: "drives",
        label: "Drive cards per Move phase",
        about: "Drive cards a ship may play in one Move phase: one on the game's page (“discard a Drive card to step one range band”); a larger number lets a ship cross several bands, or close on several ships, in one turn.",
        kind: VariantKind::Number {
            min: 1,
            max: 20,
            default: 1,
        },
    },
    VariantSpec {
        id: "launches",
        label: "Craft launched per turn",
        about: "Fighter Squads and Nanotech swarms a ship may launch in one Launch phase: one on the game's page (“Launch (Fighter Squad or Nanotech swarm)”); a larger number lets a ship empty its hand of craft at once.",
        kind: VariantKind::Number {
            min: 1,
            max: 20,
            default: 1,
        },
    },
    VariantSpec {
        id: "draw",
        label: "Cards drawn per turn",
        about: "Cards a ship draws in its Draw phase (3 on the game's page).",
        kind: VariantKind::Number {
            min: 1,
            max: 10,
            default: 3,
        },
    },
    VariantSpec {
        id: "hand_limit",
        label: "Hand limit",
        about: "Cards a ship may hold after drawing (8 on the game's page).",
        kind: VariantKind::Number {
            min: 3,
            max: 20,
            default: 8,
        },
    },
];

/// Every rule variant of a table. `Default` is the engine's recommended reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variants {
    pub damage_from: DamageFrom,
    pub reuse_returns: ReuseReturns,
    pub craft_lasts: CraftLasts,
    pub craft_targets: CraftTargets,
    pub hand_limit: u8,
    /// Cards a ship draws in its Draw phase.
    pub draw: u8,
    /// Drive cards a ship may play in one Move phase.
    pub drives: u8,
    /// Craft a ship may launch in one Launch phase.
    pub launches: u8,
}

impl Default for Variants {
    fn default() -> Self {
        Self::from_values(&VariantValues::defaults(SPEC))
    }
}

impl Variants {
    pub fn from_values(v: &VariantValues) -> Self {
        Self {
            damage_from: DamageFrom::from_index(v.choice(SPEC, "damage_from")),
            reuse_returns: ReuseReturns::from_index(v.choice(SPEC, "reuse_returns")),
            craft_lasts: CraftLasts::from_index(v.choice(SPEC, "craft_lasts")),
            craft_targets: CraftTargets::from_index(v.choice(SPEC, "craft_targets")),
            hand_limit: u8::try_from(v.number(SPEC, "hand_limit")).unwrap_or(8),
            draw: u8::try_from(v.number(SPEC, "draw")).unwrap_or(3),
            drives: u8::try_from(v.number(SPEC, "drives")).unwrap_or(1),
            launches: u8::try_from(v.number(SPEC, "launches")).unwrap_or(1),
        }
    }
}
