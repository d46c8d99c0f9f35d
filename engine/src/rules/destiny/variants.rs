//! The rule variants: every place where the rule text can be read two ways becomes a named
//! choice with a documented default, so a designer can playtest and simulate both readings.
//! See the module documentation of [`super`] for the list.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Which cards the alignment bonus ("if 2 of a player's cards have matching alignments each gets
/// +1") counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AlignmentScope {
    /// Matches are counted within one base stack (base, bonus and multiplier cards), as "Do this
    /// for each base card" suggests.
    #[default]
    PerStack,
    /// Matches are counted across every card the player played this round.
    AllPlayed,
}

/// When the alignment bonus is added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AlignmentTiming {
    /// After multiplying: (base + bonus) × multiplier, then + the bonus of each matching card
    /// (the order the text gives the steps in).
    #[default]
    AfterMultiplying,
    /// Before multiplying: each matching card's value is raised first, so the bonus is
    /// multiplied too.
    BeforeMultiplying,
}

/// What a base card without a multiplier counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unmultiplied {
    /// A base with no multiplier counts ×1.
    #[default]
    TimesOne,
    /// A base with no multiplier scores nothing (there is nothing to multiply by).
    ScoresNothing,
}

/// How the phases order the players' decisions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayOrder {
    /// In each phase players act one after another, starting with the round's first player
    /// (seat 1 in round 1, then the next seat each round), and see what earlier players did.
    #[default]
    InTurn,
    /// Aid, hit, base, bonus and multiplier choices are made at once: each player commits in
    /// turn, but what they commit stays hidden until everyone has, and hit-phase refills happen
    /// after everyone has discarded. The action phase is always in turn (powers interact).
    Simultaneous,
}

/// How many hoard cards the treasure deck holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hoards {
    /// Lesser Hoard ×10 and Greater Hoard ×5, as the treasure list says: 20 treasures.
    #[default]
    TenAndFive,
    /// "There is one of each of the cards listed": one Lesser and one Greater Hoard, 7 treasures.
    OneOfEach,
}

/// What happens when a round would start with an empty treasure deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TreasureRunsOut {
    /// The game ends; the player with the most treasure points wins (a tie at the top is a
    /// draw). Buried treasures stay unclaimed.
    #[default]
    HighestWins,
    /// While treasures are buried, rounds go on with the buried treasures as the only prize;
    /// when none are left the most treasure points win (a tie is a draw). A round limit of
    /// [`MAX_ROUNDS`] ends endless ties the same way.
    PlayForBuried,
}

/// How "Maximum hand size +1" (Emperor, Philosophers Stone) meets "fill to 7".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandSize {
    /// The fill target is the hand size: draw and hit phases fill to 8 (9 with both powers).
    #[default]
    FillToLimit,
    /// Hands still fill to 7; the power only raises a limit no rule reaches, so it does nothing.
    FillToSeven,
}

/// A safeguard, not a rule: a game still running after this many rounds ends as if the treasure
/// deck had run out (most treasure points win; a tie at the top is a draw).
pub const MAX_ROUNDS: u32 = 200;

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

/// The name of one variant (to list, describe and set them from the UI or the command line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    AlignmentScope,
    AlignmentTiming,
    Unmultiplied,
    PlayOrder,
    Hoards,
    TreasureRunsOut,
    HandSize,
}

/// Why a variant setting was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error("there is no Destiny variant called {name:?}; the variants are: {known}")]
    UnknownVariant { name: String, known: String },
    #[error("variant {variant} has no option {value:?}; its options are: {options}")]
    UnknownOption {
        variant: &'static str,
        value: String,
        options: String,
    },
    #[error("{0:?} is not name=value")]
    NotAPair(String),
}

impl Variant {
    /// Every variant, in the order the UI lists them.
    pub const ALL: [Variant; 7] = [
        Variant::AlignmentScope,
        Variant::AlignmentTiming,
        Variant::Unmultiplied,
        Variant::PlayOrder,
        Variant::Hoards,
        Variant::TreasureRunsOut,
        Variant::HandSize,
    ];

    /// The name used in settings and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Variant::AlignmentScope => "alignment_scope",
            Variant::AlignmentTiming => "alignment_timing",
            Variant::Unmultiplied => "unmultiplied",
            Variant::PlayOrder => "play_order",
            Variant::Hoards => "hoards",
            Variant::TreasureRunsOut => "treasure_runs_out",
            Variant::HandSize => "hand_size",
        }
    }

    /// One line for the UI: the question the rule text leaves open and the default answer.
    pub fn describe(self) -> &'static str {
        match self {
            Variant::AlignmentScope => {
                "Alignment bonus counts matching cards within each base stack (per_stack, default) or across all cards the player played (all_played)."
            }
            Variant::AlignmentTiming => {
                "Alignment bonus is added after multiplying (after_multiplying, default) or raises each card's value before multiplying (before_multiplying)."
            }
            Variant::Unmultiplied => {
                "A base with no multiplier counts ×1 (times_one, default) or scores nothing (scores_nothing)."
            }
            Variant::PlayOrder => {
                "Players act one after another seeing earlier plays (in_turn, default) or commit aid, hit, base, bonus and multiplier choices hidden until all have (simultaneous)."
            }
            Variant::Hoards => {
                "The treasure deck holds 10 Lesser and 5 Greater Hoards, 20 cards (ten_and_five, default), or one of each card, 7 cards (one_of_each)."
            }
            Variant::TreasureRunsOut => {
                "When the treasure deck is empty the game ends and most treasure points win (highest_wins, default), or rounds go on for buried treasures first (play_for_buried)."
            }
            Variant::HandSize => {
                "Emperor and Philosophers Stone make hands fill to 8 (fill_to_limit, default) or hands still fill to 7 and the +1 does nothing (fill_to_seven)."
            }
        }
    }

    /// The option names, default first.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Variant::AlignmentScope => &["per_stack", "all_played"],
            Variant::AlignmentTiming => &["after_multiplying", "before_multiplying"],
            Variant::Unmultiplied => &["times_one", "scores_nothing"],
            Variant::PlayOrder => &["in_turn", "simultaneous"],
            Variant::Hoards => &["ten_and_five", "one_of_each"],
            Variant::TreasureRunsOut => &["highest_wins", "play_for_buried"],
            Variant::HandSize => &["fill_to_limit", "fill_to_seven"],
        }
    }

    /// Finds a variant by name.
    pub fn from_name(name: &str) -> Result<Variant, VariantError> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| VariantError::UnknownVariant {
                name: name.to_string(),
                known: Variant::ALL.map(Variant::name).join(", "),
            })
    }
}

impl Variants {
    /// The chosen option of a variant, by its name.
    pub fn get(&self, v: Variant) -> &'static str {
        let i = match v {
            Variant::AlignmentScope => self.alignment_scope as usize,
            Variant::AlignmentTiming => self.alignment_timing as usize,
            Variant::Unmultiplied => self.unmultiplied as usize,
            Variant::PlayOrder => self.play_order as usize,
            Variant::Hoards => self.hoards as usize,
            Variant::TreasureRunsOut => self.treasure_runs_out as usize,
            Variant::HandSize => self.hand_size as usize,
        };
        v.options().get(i).copied().unwrap_or("?")
    }

    /// Sets a variant to one of its options by name.
    pub fn set(&mut self, v: Variant, value: &str) -> Result<(), VariantError> {
        let Some(i) = v.options().iter().position(|o| *o == value) else {
            return Err(VariantError::UnknownOption {
                variant: v.name(),
                value: value.to_string(),
                options: v.options().join(", "),
            });
        };
        let second = i == 1;
        match v {
            Variant::AlignmentScope => {
                self.alignment_scope = if second {
                    AlignmentScope::AllPlayed
                } else {
                    AlignmentScope::PerStack
                }
            }
            Variant::AlignmentTiming => {
                self.alignment_timing = if second {
                    AlignmentTiming::BeforeMultiplying
                } else {
                    AlignmentTiming::AfterMultiplying
                }
            }
            Variant::Unmultiplied => {
                self.unmultiplied = if second {
                    Unmultiplied::ScoresNothing
                } else {
                    Unmultiplied::TimesOne
                }
            }
            Variant::PlayOrder => {
                self.play_order = if second {
                    PlayOrder::Simultaneous
                } else {
                    PlayOrder::InTurn
                }
            }
            Variant::Hoards => {
                self.hoards = if second {
                    Hoards::OneOfEach
                } else {
                    Hoards::TenAndFive
                }
            }
            Variant::TreasureRunsOut => {
                self.treasure_runs_out = if second {
                    TreasureRunsOut::PlayForBuried
                } else {
                    TreasureRunsOut::HighestWins
                }
            }
            Variant::HandSize => {
                self.hand_size = if second {
                    HandSize::FillToSeven
                } else {
                    HandSize::FillToLimit
                }
            }
        }
        Ok(())
    }

    /// Reads `name=value` settings (as the command line gives them) over the defaults.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Result<Self, VariantError> {
        let mut v = Variants::default();
        for pair in pairs {
            let Some((name, value)) = pair.split_once('=') else {
                return Err(VariantError::NotAPair(pair.to_string()));
            };
            v.set(Variant::from_name(name.trim())?, value.trim())?;
        }
        Ok(v)
    }

    /// Every variant as `(name, chosen option)`.
    pub fn pairs(&self) -> Vec<(&'static str, &'static str)> {
        Variant::ALL
            .iter()
            .map(|v| (v.name(), self.get(*v)))
            .collect()
    }
}
