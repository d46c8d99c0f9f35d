//! Destiny (Warpspawn), fully ruled: the 73-card Destiny deck and the face-up treasure deck,
//! setup with the character rule, the eleven phases of a round, every character and treasure
//! power, the Destiny total, the rule variants, bots and replay.
//!
//! # Using it
//! [`DestinyGame::new`] sets up a table from a seed; [`DestinyGame::to_act`] says whose
//! decision the table waits for, [`DestinyGame::legal_moves`] lists their [`Move`]s and
//! [`DestinyGame::apply`] makes one or refuses it with a [`DestinyError`] a person can read.
//! [`DestinyGame::view_for`] hides what a player may not see, [`DestinyGame::log`] tells what
//! happened, and seed + moves replay a game exactly ([`DestinyGame::replay`]).
//!
//! # Readings of the rule text
//! Where the text is silent the engine decides, and says so:
//! - Setup deals to the players in seat order. A player with exactly one character card takes
//!   it (no choice to make); with several they choose ([`Move::ChooseCharacter`]). If no
//!   character card is left in the deck or the discard pile (possible only at big tables) the
//!   player plays without one.
//! - A round is the whole turn sequence, played by all players. In each decision phase players
//!   act one at a time in seat order from the round's first player, who moves one seat on each
//!   round. A player with nothing to do in a phase is passed over automatically.
//! - "A player cannot play cards of opposed alignments" holds for all the cards the player has
//!   played this round (so also between a base and its bonus and multiplier).
//! - The Rogue's second bonus card closes that base to multipliers; a Dragon can never play
//!   bonus cards (also when the Dragon is only an Aid card).
//! - Action powers (Thief, Jester, Merchant, Oracle, Assassin, Alchemist, Crystal Ball, Magic
//!   Tome) can each be used once per action phase. The Thief steals first, then discards; the
//!   Jester's two players each give a random card at the same time; the Assassin targets another
//!   player's Aid card (identities are not Aid cards). Oracle and Crystal Ball show the
//!   opponents' hands in [`DestinyGame::view_for`] until the action phase ends.
//! - Further readings of powers are listed in [`powers`]; how the total is counted in [`total`].
//! - The treasure deck is shuffled at setup and then kept face up, its order public.
//! - The game ends as soon as a player has 5 treasure points after a destiny phase.
//!
//! # Rule variants ([`Variants`], each with [`Variant::describe`])
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
//!   treasure deck the game ends and the most treasure points win (a tie at the top is a draw);
//!   or rounds go on for the buried treasures first (`play_for_buried`), with a safety limit of
//!   [`variants::MAX_ROUNDS`] rounds.
//! - `hand_size` (default `fill_to_limit`): Emperor and Philosophers Stone make hands fill to 8
//!   (9 with both), or hands still fill to 7 and the +1 does nothing (`fill_to_seven`).

pub mod bots;
pub mod cards;
mod moves;
mod phases;
pub mod powers;
mod ruled;
mod state;
pub mod total;
pub mod variants;
mod view;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_powers;

pub use bots::{AnyBot, Bot, GreedyBot, RandomBot, play_out};
pub use cards::{Alignment, Card, CardSet, Character, Kind, Treasure, TreasureKind};
pub use moves::{DestinyError, Move};
pub use ruled::DestinyData;
pub use state::{
    DestinyGame, EndReason, HAND_SIZE, Outcome, POINTS_TO_WIN, Phase, Power, Seat, Stack,
};
pub use total::{Breakdown, StackScore};
pub use variants::{SPEC as VARIANTS, Variants};
pub use view::{DestinyView, SeatView};
