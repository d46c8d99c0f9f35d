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
//!   Points, Colonization as the tens of the Martian ones), the victory check after every change,
//!   and the Sequence of Play, each phase opening with its Event Check;
//! - [`battle`]: the Land Battle on its own hex board;
//! - [`phases`]: Production, Devastation, Human Action, Escape, and the Martian Action and
//!   Assembly Phases the text implies;
//! - [`data`]: every chart, table and card list the text leaves to the Player Help Sheet, read
//!   from the game's definition (placeholders the rules panel marks, each citing the sentence
//!   that needs it; a designer replaces them by pasting a spreadsheet);
//! - [`variants`]: the Earthworks table against its worked example, and two other open readings;
//! - [`ruled`]: the ruled-game interface, the projection the one table screen draws (the
//!   Strategic Map as a region board, the Land Battle Board as a hex board), the readings;
//! - [`bots`]: the General, a heuristic player.
//!
//! A table is a [`Wotw`] made from the data and a seed; it changes only through
//! [`Wotw::apply`], which refuses an illegal [`Move`] with the reason and leaves the table as it
//! was. A game with no winner is the player's loss (see [`crate::rules::Outcome`]).

mod battle;
mod bots;
mod data;
mod phases;
mod readings;
mod ruled;
mod state;
mod variants;

#[cfg(test)]
mod tests;

pub use battle::{BStep, BTripod, Battle};
pub use bots::{GENERAL_ID, General};
pub use data::{
    Action, BattleCard, Chart, Effect, EventEffect, Face, Phase, Plan, TRIPOD_COLOURS, WotwData,
};
pub use state::{
    Buy, ENDS, Gun, GunId, GunKind, Move, Step, Tripod, TripodId, Unit, WAVES, WaveAt, Wotw,
    WotwError, ZoneState,
};
pub use variants::{DestroyedTripods, Earthworks, LaterWaves, MAX_ROUNDS, SPEC, Variants};
