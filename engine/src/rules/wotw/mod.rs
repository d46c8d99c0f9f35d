//! The War of the Worlds: France, ruled as the solitaire it is: one player (seat 0) commands the
//! human forces; the Martians are the engine's, driven by the table's seeded generator.
//!
//! The rule text (a transcription whose columns are interleaved) gives the components, the
//! set-up, the Production costs, the Land Battle procedure (Initiative, set-up, Earthworks,
//! Cavalry planning, Battle Plans, the Martian step from Battle cards with its actions and
//! Special Actions, the Human step with Guns, ranges and hit colours, the end of a battle), the
//! Devastation Phase, the Human Action Phase (movement, Powder Kegs, Cylinder Attack), the start of
//! the Escape Phase, and the victory conditions "checked in the following order". The engine
//! enforces every one of them:
//! - [`state`]: the table, set-up, the Progress Track (Germs as the tens of the Human Victory
//!   Points, Colonization as the tens of the Martian ones) and the victory check after every
//!   change; [`moves`]: the player's moves and the refusals;
//! - [`sequence`]: the Sequence of Play, each phase opening with its Event Check;
//! - [`battle`]: the Land Battle on its own hex board, its flow; [`battle_moves`]: its choices;
//!   [`battle_fight`]: the Martian and Human steps' dice;
//! - [`phases`]: Production, Devastation, Human Action, Escape, and the Martian Action and
//!   Assembly Phases the text implies;
//! - [`data`]: every chart, table and card list the text leaves to the Player Help Sheet, read
//!   from the game's definition (placeholders the rules panel marks, each citing the sentence
//!   that needs it; a designer replaces them by pasting a spreadsheet); [`read`] and
//!   [`read_battle`] read and check them;
//! - [`variants`]: the Earthworks table against its worked example, and two other open readings;
//! - [`ruled`]: the ruled-game interface; [`projection`]: what the one table screen draws (the
//!   Strategic Map as a region board, the Land Battle Board as a hex board); [`describe`]: each
//!   move in words; [`readings`]: the readings;
//! - [`bots`]: the General, a heuristic player.
//!
//! A table is a [`Wotw`] made from the data and a seed; it changes only through
//! [`Wotw::apply`], which refuses an illegal [`Move`] with the reason and leaves the table as it
//! was. A game with no winner is the player's loss (see [`crate::rules::Outcome`]).

mod battle;
mod battle_fight;
mod battle_moves;
mod bots;
mod data;
mod describe;
mod martian;
mod moves;
mod phases;
mod projection;
mod read;
mod read_battle;
mod readings;
mod ruled;
mod rules_map;
mod sequence;
mod state;
mod variants;

#[cfg(test)]
mod tests;

pub use battle::{BStep, BTripod, Battle};
pub use bots::{GENERAL_ID, General};
pub use data::{
    Action, BattleCard, Chart, Effect, EventEffect, Face, Phase, Plan, TRIPOD_COLOURS, WotwData,
};
pub use moves::{Buy, GunKind, Move, Unit, WotwError};
pub use state::{ENDS, Gun, GunId, Step, Tripod, TripodId, WAVES, WaveAt, Wotw, ZoneState};
pub use variants::{
    DestroyedTripods, Earthworks, IndustrialZones, LaterWaves, MAX_ROUNDS, OtherPhaseEvent, SPEC,
    Variants,
};
