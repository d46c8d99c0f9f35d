//! Deity (a free Warpspawn game), fully ruled on a hex map: world building, the seven phases,
//! battle, all 26 miracles, victory, rule variants for the text's ambiguities, and bots.
//!
//! A game is a [`DeityGame`] made from the rules' data of a definition ([`DeityData`]: the
//! terrain table and the miracle deck, read and checked from the game's definition) and a seed;
//! it changes only through [`DeityGame::apply`], which refuses an illegal [`Move`] with a
//! readable [`DeityError`] and leaves the game unchanged. [`DeityGame::legal_moves`] lists the
//! moves the bots choose from (a few counts for moves that take one). The seeded generator
//! lives in the state, so seed plus moves replay a game exactly.
//!
//! Behind the ruled-game interface (`ruled`), Deity shows itself to the one table screen as a
//! [`crate::rules::Projection`] (`view`: the world, legend, phase bar with rule sentences,
//! seats, hands hidden by the engine, panels) and offers every move as a choice with exact
//! number bounds (`choices`).
//!
//! Turn structure (the text leaves it open; this is the engine's reading): each player in play
//! order takes a whole turn of the seven phases. A round is one turn of every player still in.
//! A game that reaches [`Variants::max_rounds`] ends, shared by the players still standing.
//!
//! Readings the engine fixes without a variant (each documented where it is applied):
//! - one player's counters per hex; entering another player's hex only by battle;
//! - "up to half" is rounded down and counted from the population when the hex first raises
//!   armies in the phase; armies that moved or attacked are tracked per hex;
//! - monsters fight, defend and are destroyed as armies (after them), never move or disband;
//! - each battle round's defender losses come off armies, monsters, population, then temples;
//!   attacker losses off the attacking armies, hex by hex in the order given;
//! - lasting miracles (Sanctuary, Famine) last until their caster's next turn begins; a blight
//!   rolls at the start of the miracle phase of the player who placed it;
//! - the deck is reshuffled from the discard pile when it runs out; a player who is out
//!   discards their hand;
//! - 4D6 over the Plains limit (20 as printed) is discarded; when no Plains is 7 hexes from the
//!   other starts the farthest are allowed (logged).

mod battle;
mod bots;
mod cards;
mod choices;
mod data;
mod error;
mod holdings;
mod map;
mod miracles;
mod moves;
mod phases;
mod ruled;
mod rules_map;
mod scores;
mod state;
mod variants;
mod view;
mod world;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_ruled;

pub use battle::{attacker_dice, defender_dice, ones, round_kills};
pub use bots::{HeuristicBot, RandomBot};
pub use cards::{COPIES, DECK_SIZE, HAND_LIMIT, Miracle, When};
pub use choices::MoveBounds;
pub use data::{DeityData, MIRACLE_DECK, MiracleRow, TerrainRow};
pub use error::DeityError;
pub use map::{Map, ORIENTATION, RESERVE, TERRAIN_COUNTERS, Terrain};
pub use miracles::GODSPEED_RANGE;
pub use moves::{Move, Selecting, Target};
pub use phases::TEMPLE_COST;
pub use ruled::DeityBot;
pub use state::{
    Attacking, Battle, DeityGame, Effect, EffectKind, HexCounts, LogEntry, Loss, Pending, Phase,
    Played, Seat, Setup, TurnState,
};
pub use variants::{
    AbjurationTiming, Coastal, Control, LimitCounts, MountainDefence, MultiHexBattle,
    ResurrectionTiming, SPEC as VARIANTS, Variants, WorldBuilding,
};
pub use world::{REDRAWS, START_DICE, START_SPACING};
