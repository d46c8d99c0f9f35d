//! Devacurse (a Thai card game), ruled for two Devas: the turn spiral's second half as the text
//! gives it (soldier calling, hero setting, soldier combat, hero combat, refresh, end of turn),
//! with its combat arithmetic, Faith and the order marker; the first half, the starting position
//! and the card list are placeholders the rules panel marks as such ([`ruled`]'s readings), and
//! the text's ambiguities are variants ([`variants`]).
//!
//! The cards come from the game's definition ([`data`]): a sample list ships, marked as a
//! sample, and a designer's pasted list plays and simulates the same way; each Deva plays its
//! own copy of the list as its universe deck.
//!
//! A table is a [`Devacurse`] made from the data and a seed; it changes only through
//! [`Devacurse::apply`], which refuses an illegal [`Move`] with the reason and leaves the table
//! as it was. The seeded generator lives in the state: seed plus moves replay a game.

mod bots;
mod data;
mod moves;
mod projection;
mod readings;
mod ruled;
mod rules_map;
mod spiral;
mod state;
mod variants;

#[cfg(test)]
mod tests;

pub use bots::{DEVOUT_ID, Devout};
pub use data::{CardSpec, CardType, DECK_ID, DevacurseData, EventKind, SECOND_DECK_ID};
pub use state::{
    CardId, Combat, Deva, Devacurse, DevacurseError, Location, Move, Prayer, Step, Unit,
};
pub use variants::{BlockersStrike, DamageSplit, HeroCounters, MAX_SPIRALS, SPEC, Variants};
