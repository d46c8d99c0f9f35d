//! Rule variants: every place where the Deity text can be read two ways becomes a named choice
//! with a documented default, so a designer can playtest and simulate both readings. Each choice
//! explains itself in one line ([`Variants::describe`]) for the interface.

use serde::{Deserialize, Serialize};

use crate::rules::{VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// What "a space you control" means (population growth, Prophet, Repopulate, and the temples
    /// that draw cards).
    pub enum Control {
        /// You control every hex that holds any of your counters.
        Occupied = ("occupied", "Any of your counters", "You control every hex holding any of your counters."),
        /// You control only hexes that hold your population; armies, temples and monsters alone
        /// do not (so a temple with no population beside it draws no card).
        Populated = ("populated", "Your population only", "You control only hexes holding your population (a lone temple draws no card)."),
        /// As `Occupied`, and also empty land next to your population and to no other player's
        /// counters, so population growth spreads into it.
        Territory = ("territory", "Population and the empty land around it", "Your population also controls empty land next to it that no rival touches, so growth spreads."),
    }
}

variant_options! {
    /// What a "coastal" hex is (Tidal Wave, Flood, Destroy Land).
    pub enum Coastal {
        /// A land hex with at least one water hex of the map beside it.
        NextToWater = ("next_to_water", "Beside water", "A land hex beside at least one water hex."),
        /// As `NextToWater`, and the edge of the map counts as ocean too.
        NextToWaterOrEdge = ("next_to_water_or_edge", "Beside water or the map's edge", "A land hex beside water or on the edge of the map."),
    }
}

variant_options! {
    /// Which counters count toward a terrain's limit.
    pub enum LimitCounts {
        /// Every counter in the hex counts: population, armies, monsters and a temple.
        AllCounters = ("all_counters", "Every counter", "Population, armies, monsters and temples all count toward the limit."),
        /// Only population counts; armies, monsters and temples do not.
        PopulationOnly = ("population_only", "Population only", "Only population counts toward the limit."),
    }
}

variant_options! {
    /// How Mountains' "one less counter destroyed by attacking armies per roll" applies.
    pub enum MountainDefence {
        /// Each round of battle, the attacker destroys one counter fewer than its 1s.
        PerRound = ("per_round", "One fewer each round", "The attacker destroys one counter fewer each round of battle."),
        /// Each attacking army's pair of dice destroys one counter fewer (so only a double 1 kills).
        PerArmy = ("per_army", "One fewer for each army", "Each attacking army destroys one counter fewer (only double 1s kill)."),
    }
}

variant_options! {
    /// Whether armies from several hexes may join one attack.
    pub enum MultiHexBattle {
        /// An attack comes from one hex into one adjacent hex.
        SingleHex = ("single_hex", "From one hex", "An attack comes from a single hex."),
        /// Armies in several hexes next to the target may attack it together.
        Combined = ("combined", "From several hexes together", "Armies from several hexes next to the target may attack together."),
    }
}

variant_options! {
    /// When Abjuration may be played.
    pub enum AbjurationTiming {
        /// At once, in answer to a card another player plays, which then has no effect (an
        /// Abjuration can itself be abjured).
        Reaction = ("reaction", "In answer to a card", "At once, in answer to another player's card, which then has no effect."),
        /// In your own miracle phase, on a hex: it ends another player's Sanctuary or Famine
        /// there, or removes a Blight counter.
        LastingEffects = ("lasting_effects", "On a lasting effect", "In your miracle phase, ending another's Sanctuary or Famine on a hex, or a Blight."),
    }
}

variant_options! {
    /// When Resurrection may be played.
    pub enum ResurrectionTiming {
        /// Any player, at the end of any player's battle phase, on a hex where they lost counters
        /// that turn.
        EndOfEveryBattlePhase = ("end_of_every_battle_phase", "After any battle phase", "By anyone at the end of any battle phase, where they lost counters that turn."),
        /// Only the player whose turn it is, at the end of their own battle phase.
        EndOfOwnBattlePhase = ("end_of_own_battle_phase", "After your own battle phase", "Only at the end of your own battle phase."),
    }
}

variant_options! {
    /// How the world is made before play.
    pub enum WorldBuilding {
        /// The players take turns drawing terrain counters and placing them, then choose their
        /// start hexes (the published rules).
        PlayersBuild = ("players_build", "Players build it", "Players draw and place terrain in turn (on a 12 × 12 map, some 27 placements each for two players), then choose start hexes."),
        /// The map and the start hexes are generated from the game's seed.
        Generated = ("generated", "Generated from the seed", "The map and starts are generated from the seed: play begins at once."),
        /// The terrain is placed for every player (at random next to land, as the draw would
        /// have it); each player then chooses a start hex.
        GeneratedMap = ("generated_map", "Terrain placed for you, starts chosen", "The terrain is placed for every player from the seed; each player then chooses a start hex."),
    }
}

/// Every rule variant of Deity, as data: the start form, the command line, the simulation
/// screen and saves all read this list.
pub const SPEC: &[VariantSpec] = &[
    // First: how long set-up takes is the first thing a new player meets.
    VariantSpec {
        id: "world",
        label: "World building",
        about: "Do the players build the world from terrain counters before round 1, or is it made for them from the seed?",
        kind: VariantKind::Choice(WorldBuilding::OPTIONS),
    },
    VariantSpec {
        id: "control",
        label: "What control means",
        about: "Which hexes does a player control, for growth, Prophet, Repopulate and the temples that draw cards?",
        kind: VariantKind::Choice(Control::OPTIONS),
    },
    VariantSpec {
        id: "coastal",
        label: "What coastal means",
        about: "Which hexes are coastal, for Tidal Wave, Flood and Destroy Land?",
        kind: VariantKind::Choice(Coastal::OPTIONS),
    },
    VariantSpec {
        id: "limit_counts",
        label: "Terrain limit counts",
        about: "Which counters count toward a terrain's limit?",
        kind: VariantKind::Choice(LimitCounts::OPTIONS),
    },
    VariantSpec {
        id: "mountains",
        label: "Mountains' defence",
        about: "Is \"one less counter destroyed per roll\" counted per round of battle or per attacking army?",
        kind: VariantKind::Choice(MountainDefence::OPTIONS),
    },
    VariantSpec {
        id: "multi_hex_battle",
        label: "Battles across several hexes",
        about: "May armies from several hexes attack one hex together?",
        kind: VariantKind::Choice(MultiHexBattle::OPTIONS),
    },
    VariantSpec {
        id: "abjuration",
        label: "When Abjuration is played",
        about: "Is Abjuration an answer to a card, or played on a lasting effect in your miracle phase?",
        kind: VariantKind::Choice(AbjurationTiming::OPTIONS),
    },
    VariantSpec {
        id: "resurrection",
        label: "When Resurrection is played",
        about: "May anyone play Resurrection after any battle phase, or only after their own?",
        kind: VariantKind::Choice(ResurrectionTiming::OPTIONS),
    },
    VariantSpec {
        id: "map_width",
        label: "Map columns",
        about: "Columns of the hex map (the published game suggests about 10 to 12).",
        kind: VariantKind::Number {
            min: 6,
            max: 40,
            default: 12,
        },
    },
    VariantSpec {
        id: "map_height",
        label: "Map rows",
        about: "Rows of the hex map.",
        kind: VariantKind::Number {
            min: 6,
            max: 40,
            default: 12,
        },
    },
    VariantSpec {
        id: "max_rounds",
        label: "Round limit",
        about: "After this many rounds the game ends, so simulations always finish: the players still standing share it.",
        kind: VariantKind::Number {
            min: 1,
            max: 10_000,
            default: 100,
        },
    },
];

/// Every rule variant of a Deity game. `Variants::default()` is the reading the engine takes
/// when nobody says otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Variants {
    pub control: Control,
    pub coastal: Coastal,
    pub limit_counts: LimitCounts,
    pub mountains: MountainDefence,
    pub multi_hex_battle: MultiHexBattle,
    pub abjuration: AbjurationTiming,
    pub resurrection: ResurrectionTiming,
    pub world: WorldBuilding,
    /// Columns of the hex map (the published game suggests about 10 to 12).
    pub map_width: u32,
    /// Rows of the hex map.
    pub map_height: u32,
    /// After this many rounds the game ends, so simulations always finish: the players still
    /// standing share it.
    pub max_rounds: u32,
}

impl Default for Variants {
    fn default() -> Self {
        Self::from_values(&VariantValues::defaults(SPEC))
    }
}

impl Variants {
    /// The typed variants from checked values.
    pub fn from_values(v: &VariantValues) -> Self {
        Self {
            control: Control::from_index(v.choice(SPEC, "control")),
            coastal: Coastal::from_index(v.choice(SPEC, "coastal")),
            limit_counts: LimitCounts::from_index(v.choice(SPEC, "limit_counts")),
            mountains: MountainDefence::from_index(v.choice(SPEC, "mountains")),
            multi_hex_battle: MultiHexBattle::from_index(v.choice(SPEC, "multi_hex_battle")),
            abjuration: AbjurationTiming::from_index(v.choice(SPEC, "abjuration")),
            resurrection: ResurrectionTiming::from_index(v.choice(SPEC, "resurrection")),
            world: WorldBuilding::from_index(v.choice(SPEC, "world")),
            map_width: v.number(SPEC, "map_width"),
            map_height: v.number(SPEC, "map_height"),
            max_rounds: v.number(SPEC, "max_rounds"),
        }
    }
}
