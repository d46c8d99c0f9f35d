//! Lords of Hell (the old edition), ruled for 4 to 6 arch-devils competing to become the new
//! Overlord of Hell. Every written procedure is enforced: the set-up with its fortress redraw,
//! the Draw phase by Realm size, the playing phase, attacks announced from the Starter
//! clockwise, combat by the combat deck and table with extra and revenge hits spread over
//! allied armies, the fortress die, captured Devils, joining, retreat, flight, surrender, "no
//! combat" and time-out, capture, looting and the fortress's fate, rituals and Critter sets,
//! posts, the gathering on Earth with its roll and reroll, and the election with its 6 and 9
//! victory-point thresholds; trading in the windows the text opens, with offers, counter-offers
//! and promises the table records and marks kept or broken when their moment comes
//! ([`trade`]).
//!
//! What the text lacks (the combat table, the devils and their powers, the post requirements,
//! the soul table, most of the resource card list, the election's conditions and the award
//! phase) ships as editable decks and tables of the game's definition ([`data`]) with
//! placeholder values the rules panel marks, each citing the sentence that needs it
//! ([`ruled`]'s readings); the text's ambiguities are variants ([`variants`]), and the engine's
//! own safety limit on turns is marked as the engine's.
//!
//! A table is a [`Lords`] made from the data and a seed; it changes only through
//! [`Lords::apply`], which refuses an illegal [`Move`] with the reason and leaves the table as
//! it was. The seeded generator lives in the state: seed plus moves replay a game.

mod bots;
mod changes;
mod combat;
mod data;
mod describe;
mod election;
mod haggle;
mod projection;
mod queries;
mod read;
mod readings;
mod rituals;
mod ruled;
mod rules_map;
mod spoils;
mod state;
mod strike;
mod trade;
mod turn;
mod variants;

#[cfg(test)]
mod tests;

pub use bots::{SCHEMER_ID, Schemer, card_value};
pub use data::{
    COMBAT_CARDS, COMBAT_TABLE, CardSpec, CombatCard, Condition, DEVILS, DevilSpec, Fate, Hits,
    Kind, LordsData, Measure, POSTS, PROMISES, PostSpec, PostWhen, PromiseKind, PromiseSpec,
    RESOURCES, Ratio, SOUL_TABLE,
};
pub use state::{
    Army, CardId, Combat, Due, End, Lords, LordsError, Move, Offer, Pending, Phase, Pledge, Post,
    PromiseFate, Realm, Spoil, Step, Terms, Unit, Where, Window,
};
pub use variants::{MAX_TURNS, RealmSize, SPEC, Variants, WhoWins};
