//! Devastators 3000 (Warpspawn), ruled: ship decks, range bands between every pair of ships,
//! drives, launched fighters and swarms, attack, defence and damage, to the last ship left.
//!
//! The rule text gives the introduction, the object and the set-up; the game's public page adds
//! the phases (Draw 3 with a hand limit of 8, Move, Launch, Attack, Defence, Damage) and the
//! ranges of fighters (Short or Medium) and swarms (Short). Everything else is the engine's
//! reading, listed in the rules panel ([`readings`]) with a variant where two readings
//! are plausible ([`variants`]): how damage is taken, when the Reuse pile returns, how long a
//! launched craft lasts.
//!
//! The text's card list is lost, so the cards come from the game's definition ([`data`]): a
//! sample list ships, marked as such, and a designer's pasted list plays and simulates the same
//! way. A card's kind decides when it is played:
//! - Drive (Move phase): to the Reuse pile, one band closer to or farther from one ship;
//! - Repair (Move phase): up to its strength of destroyed cards back to the Reuse pile;
//! - Fighter, Swarm (Launch phase): into space, then each attacks once per turn;
//! - Beam, Missile (Attack phase): one attack card per target ship, at a range it names;
//! - Shield, Point Defence (Defence phase): a shield stops its strength of one attack's damage,
//!   point defence stops a missile, fighter or swarm (and shoots the craft down).
//!
//! A table is a [`Devastators`] made from the data and a seed; it changes only through
//! [`Devastators::apply`], which refuses an illegal [`Move`] with the reason and leaves the
//! table as it was. The seeded generator lives in the state: seed plus moves replay a game.
//!
//! The table is in [`state`], making a move and the steps it sets off in [`play`], the
//! ruled-game interface in [`ruled`], what the screen draws in [`projection`], the Captain in
//! [`bots`].

mod bots;
mod data;
mod play;
mod projection;
mod readings;
mod ruled;
mod rules_map;
mod state;
mod variants;

#[cfg(test)]
mod tests;

pub use bots::{CAPTAIN_ID, Captain};
pub use data::{Band, CardSpec, DECK_ID, DevastatorsData, KINDS_ID, KindSpec, Role};
pub use state::{
    Attack, CardId, Craft, Devastators, DevastatorsError, FIRST_HAND, Move, Phase, Ship, Source,
};
pub use variants::{
    CraftLasts, CraftTargets, DamageFrom, MAX_ROUNDS, ReuseReturns, SPEC, Variants,
};
