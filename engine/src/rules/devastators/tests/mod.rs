//! Each test names the sentence of the rule text (or of the game's public page) it checks.
//!
//! This file holds the shared helpers; the tests are filed by what they check: [`setup`],
//! [`combat`] (the phases' rules), [`card_list`] (the definition's cards) and [`games`] (whole
//! games, the interface and refusals).

use std::sync::Arc;

use super::*;
use crate::def::GameDef;
use crate::rules::{Bot, RuledGame, Seat, SeatBot, Thing, shipped_data, shipped_def};
use crate::table::Rng;

mod card_list;
mod combat;
mod games;
mod setup;

fn data() -> Arc<DevastatorsData> {
    shipped_data::<Devastators>().expect("the sample list reads")
}

fn game(players: u8, seed: u64) -> Devastators {
    Devastators::new(&data(), players, seed, &Variants::default(), true).expect("sets up")
}

/// Every card of the deck, each once: piles, craft, attacks in flight and the cards set aside.
fn all_cards(g: &Devastators) -> Vec<CardId> {
    let mut out: Vec<CardId> = g.set_aside().to_vec();
    for s in 0..g.players() {
        let ship = g.ship(s);
        out.extend(&ship.system);
        out.extend(&ship.hand);
        out.extend(&ship.reuse);
        out.extend(&ship.destroyed);
        out.extend(ship.craft.iter().map(|k| k.card));
    }
    out.extend(g.attacks().iter().filter_map(|a| match a.source {
        Source::Weapon(c) => Some(c),
        Source::Craft(_) => None,
    }));
    out.sort_unstable();
    out
}

/// A definition whose card list is `rows` (name, kind, ranges, strength, keywords).
fn def_with(rows: &[[&str; 5]]) -> GameDef {
    let mut def = shipped_def::<Devastators>().expect("ships");
    set_rows(&mut def, DECK_ID, rows);
    def
}

/// Replaces the rows of deck `id` by `rows`, each with an empty last column and one copy.
fn set_rows<const N: usize>(def: &mut GameDef, id: &str, rows: &[[&str; N]]) {
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == id)
        .expect("the shipped game has the deck");
    deck.cards = rows
        .iter()
        .map(|r| crate::def::CardDef {
            values: r
                .iter()
                .map(|s| s.to_string())
                .chain([String::new()])
                .collect(),
            count: 1,
        })
        .collect();
}

fn play_to_end(g: &mut Devastators, bots: &mut [SeatBot<Devastators>], rng: &mut Rng) -> usize {
    let mut moves = 0;
    while let Some(s) = g.to_move() {
        let m = bots[usize::from(s)].choose(g, rng).expect("a move");
        g.apply(m).expect("bots play legal moves");
        moves += 1;
        assert!(moves < 200_000, "the game ends");
    }
    moves
}
