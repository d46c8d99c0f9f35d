//! Destiny (Warpspawn), fully ruled: the 73-card Destiny deck and the face-up treasure deck,
//! setup with the character rule, the eleven phases of a round, every character and treasure
//! power, the Destiny total, the rule variants, bots and replay.
//!
//! # Using it
//! Through the ruled-game interface ([`crate::rules::RuledGame`]), as the session, the
//! simulator and the table screen do: the rules read their deck from the game's definition
//! ([`DestinyData`]: an edited card list plays as edited), [`DestinyGame::project`] shows a
//! seat what it may see, [`DestinyGame::describe`] and [`DestinyGame::targets`] offer each
//! legal move as a choice, and [`DestinyGame::determinize`] gives the search bot a table it
//! might be at.
//!
//! Directly: [`DestinyGame::new`] sets up a table of the standard deck from a seed
//! ([`DestinyGame::with_data`] with a definition's deck); [`DestinyGame::to_move`] says whose
//! decision the table waits for, [`DestinyGame::legal_moves`] lists their [`Move`]s and
//! [`DestinyGame::apply`] makes one or refuses it with a [`Refusal`] a person can read (its
//! [`DestinyError`] the rules' reason).
//! [`DestinyGame::log`] tells what happened, and seed + moves replay a game exactly
//! ([`DestinyGame::replay`]).
//!
//! # Readings of the rule text
//! Where the text is silent the engine decides, and says so: the list is [`READINGS`] (the
//! game's `GameInfo::readings`, shown in the rules panel).
//!
//! # Rule variants ([`Variants`], each described in [`VARIANTS`])
//! - `alignment_scope` (default `per_stack`): the alignment bonus counts matching cards within
//!   one base stack, or across all cards the player played (`all_played`). Three or more matching
//!   cards give +2 each.
//! - `alignment_timing` (default `after_multiplying`): the alignment bonus is added after
//!   multiplying, or raises each card's value before (`before_multiplying`).
//! - `unmultiplied` (default `times_one`): a base without a multiplier counts ×1, or nothing
//!   (`scores_nothing`).
//! - `play_order` (default `in_turn`): players act in turn seeing earlier plays, or commit their
//!   aid, hit, base, bonus and multiplier choices hidden until all have (`simultaneous`).
//! - `hoards` (default `ten_and_five`): 10 Lesser and 5 Greater Hoards as the treasure list
//!   says (20 treasures, 27 TP), or one of each card (`one_of_each`: 7 treasures, 10 TP).
//! - `treasure_runs_out` (default `highest_wins`): when a round would start with an empty
//!   treasure deck the game ends and the most treasure points win (players tied at the top share the win);
//!   or rounds go on for the buried treasures first (`play_for_buried`), with a safety limit of
//!   [`variants::MAX_ROUNDS`] rounds.
//! - `hand_size` (default `fill_to_limit`): Emperor and Philosophers Stone make hands fill to 8
//!   (9 with both), or hands still fill to 7 and the +1 does nothing (`fill_to_seven`).

pub mod bots;
pub mod cards;
mod data;
mod determinize;
mod legal;
mod moves;
mod phases;
mod planner;
pub mod powers;
mod projection;
mod readings;
mod ruled;
mod rules_map;
mod state;
pub mod total;
pub mod variants;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_powers;
#[cfg(test)]
mod tests_table;

pub use bots::{GREEDY_ID, GreedyBot, play_out};
pub use cards::{Alignment, Card, CardSet, Character, Kind, Treasure, TreasureKind};
pub use data::{DestinyData, MAX_VALUE, default_name};
pub use moves::{DestinyError, Move, Refusal};
pub use projection::phase_title;
pub use readings::READINGS;
pub use ruled::card_target;
pub use state::{DestinyGame, End, EndReason, HAND_SIZE, POINTS_TO_WIN, Phase, Power, Seat, Stack};
pub use total::{Breakdown, BreakdownRow, StackScore, value_modifiers};
pub use variants::{SPEC as VARIANTS, Variants};
