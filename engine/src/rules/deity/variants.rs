//! Rule variants: every place where the Deity text can be read two ways becomes a named choice
//! with a documented default, so a designer can playtest and simulate both readings. Each choice
//! explains itself in one line ([`Variants::describe`]) for the interface.

use serde::{Deserialize, Serialize};

/// What "a space you control" means (population growth, Prophet, Repopulate, and the temples
/// that draw cards).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Control {
    /// You control every hex that holds any of your counters.
    #[default]
    Occupied,
    /// You control only hexes that hold your population; armies, temples and monsters alone do
    /// not (so a temple with no population beside it draws no card).
    Populated,
    /// As `Occupied`, and also empty land next to your population and to no other player's
    /// counters, so population growth spreads into it.
    Territory,
}

/// What a "coastal" hex is (Tidal Wave, Flood, Destroy Land).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Coastal {
    /// A land hex with at least one water hex of the map beside it.
    #[default]
    NextToWater,
    /// As `NextToWater`, and the edge of the map counts as ocean too.
    NextToWaterOrEdge,
}

/// Which counters count toward a terrain's limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitCounts {
    /// Every counter in the hex counts: population, armies, monsters and a temple.
    #[default]
    AllCounters,
    /// Only population counts; armies, monsters and temples do not.
    PopulationOnly,
}

/// How Mountains' "one less counter destroyed by attacking armies per roll" applies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MountainDefence {
    /// Each round of battle, the attacker destroys one counter fewer than its 1s.
    #[default]
    PerRound,
    /// Each attacking army's pair of dice destroys one counter fewer (so only a double 1 kills).
    PerArmy,
}

/// Whether armies from several hexes may join one attack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MultiHexBattle {
    /// An attack comes from one hex into one adjacent hex.
    #[default]
    SingleHex,
    /// Armies in several hexes next to the target may attack it together.
    Combined,
}

/// When Abjuration may be played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbjurationTiming {
    /// At once, in answer to a card another player plays, which then has no effect (an Abjuration
    /// can itself be abjured).
    #[default]
    Reaction,
    /// In your own miracle phase, on a hex: it ends another player's Sanctuary or Famine there, or
    /// removes a Blight counter.
    LastingEffects,
}

/// When Resurrection may be played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResurrectionTiming {
    /// Any player, at the end of any player's battle phase, on a hex where they lost counters
    /// that turn.
    #[default]
    EndOfEveryBattlePhase,
    /// Only the player whose turn it is, at the end of their own battle phase.
    EndOfOwnBattlePhase,
}

/// How the world is made before play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorldBuilding {
    /// The players take turns drawing terrain counters and placing them, then choose their start
    /// hexes (the published rules).
    #[default]
    PlayersBuild,
    /// The map and the start hexes are generated from the game's seed.
    Generated,
}

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
    /// After this many rounds the game ends as a draw, so simulations always finish.
    pub max_rounds: u32,
}

impl Default for Variants {
    fn default() -> Self {
        Self {
            control: Control::default(),
            coastal: Coastal::default(),
            limit_counts: LimitCounts::default(),
            mountains: MountainDefence::default(),
            multi_hex_battle: MultiHexBattle::default(),
            abjuration: AbjurationTiming::default(),
            resurrection: ResurrectionTiming::default(),
            world: WorldBuilding::default(),
            map_width: 12,
            map_height: 12,
            max_rounds: 100,
        }
    }
}

/// One variant explained for the interface: its name, the choice made, and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantLine {
    pub name: &'static str,
    pub choice: String,
    pub explanation: &'static str,
}

impl Variants {
    /// A line per variant: what it is set to and what that means.
    pub fn describe(&self) -> Vec<VariantLine> {
        let line = |name, choice: &dyn std::fmt::Debug, explanation| VariantLine {
            name,
            choice: format!("{choice:?}"),
            explanation,
        };
        vec![
            line(
                "What control means",
                &self.control,
                match self.control {
                    Control::Occupied => "You control every hex holding any of your counters.",
                    Control::Populated => {
                        "You control only hexes holding your population (a lone temple draws no card)."
                    }
                    Control::Territory => {
                        "Your population also controls empty land next to it that no rival touches, so growth spreads."
                    }
                },
            ),
            line(
                "What coastal means",
                &self.coastal,
                match self.coastal {
                    Coastal::NextToWater => "A land hex beside at least one water hex.",
                    Coastal::NextToWaterOrEdge => {
                        "A land hex beside water or on the edge of the map."
                    }
                },
            ),
            line(
                "Terrain limit counts",
                &self.limit_counts,
                match self.limit_counts {
                    LimitCounts::AllCounters => {
                        "Population, armies, monsters and temples all count toward the limit."
                    }
                    LimitCounts::PopulationOnly => "Only population counts toward the limit.",
                },
            ),
            line(
                "Mountains' defence",
                &self.mountains,
                match self.mountains {
                    MountainDefence::PerRound => {
                        "The attacker destroys one counter fewer each round of battle."
                    }
                    MountainDefence::PerArmy => {
                        "Each attacking army destroys one counter fewer (only double 1s kill)."
                    }
                },
            ),
            line(
                "Battles across several hexes",
                &self.multi_hex_battle,
                match self.multi_hex_battle {
                    MultiHexBattle::SingleHex => "An attack comes from a single hex.",
                    MultiHexBattle::Combined => {
                        "Armies from several hexes next to the target may attack together."
                    }
                },
            ),
            line(
                "When Abjuration is played",
                &self.abjuration,
                match self.abjuration {
                    AbjurationTiming::Reaction => {
                        "At once, in answer to another player's card, which then has no effect."
                    }
                    AbjurationTiming::LastingEffects => {
                        "In your miracle phase, ending another's Sanctuary or Famine on a hex, or a Blight."
                    }
                },
            ),
            line(
                "When Resurrection is played",
                &self.resurrection,
                match self.resurrection {
                    ResurrectionTiming::EndOfEveryBattlePhase => {
                        "By anyone at the end of any battle phase, where they lost counters that turn."
                    }
                    ResurrectionTiming::EndOfOwnBattlePhase => {
                        "Only at the end of your own battle phase."
                    }
                },
            ),
            line(
                "World building",
                &self.world,
                match self.world {
                    WorldBuilding::PlayersBuild => {
                        "Players draw and place terrain in turn, then choose start hexes."
                    }
                    WorldBuilding::Generated => "The map and starts are generated from the seed.",
                },
            ),
        ]
    }
}
