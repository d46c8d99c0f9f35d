//! Destiny's rules read the card list a designer pastes: the list of `fixtures/destiny.rs`,
//! typed into a spreadsheet in another column order with the characters first and the aligned
//! cards unnamed, plays exactly as the shipped game, and an edit to it plays as edited.

use crate::destiny;

use protoplay_engine::rules::registry;
use protoplay_engine::sim::{self, SimSettings};

fn run(def: Option<protoplay_engine::def::GameDef>) -> sim::Partial {
    let mut s = SimSettings::new("destiny");
    s.players = 4;
    s.games = 300;
    s.seed = 11;
    s.bots = vec!["greedy".into(), "random".into()];
    s.def = def;
    sim::run(&s).expect("runs")
}

#[test]
fn a_pasted_list_plays_as_the_shipped_game() {
    let def = destiny::destiny();
    let entry = registry::game("destiny").expect("registered");
    entry
        .check_def(&def)
        .expect("the rules can use the pasted list");
    assert_eq!(run(Some(def)), run(None));
}

#[test]
fn an_edit_to_the_pasted_list_changes_the_games() {
    let mut def = destiny::destiny();
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == "destiny")
        .expect("the Destiny deck");
    // The list's columns: type, alignment, value, name, power. Every base card worth 9.
    for card in &mut deck.cards {
        if card.values[0] == "Base" {
            card.values[2] = "9".into();
        }
    }
    assert_ne!(run(Some(def.clone())), run(None));
    deck_value(&mut def, "x");
    let e = registry::game("destiny")
        .expect("registered")
        .check_def(&def)
        .expect_err("a value that is not a number");
    // Row 25 is the first aligned card: the header is row 1, then the 23 characters.
    assert_eq!((e.row, e.column.as_deref()), (Some(25), Some("value")));
}

/// Sets the value of the list's first aligned card.
fn deck_value(def: &mut protoplay_engine::def::GameDef, value: &str) {
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == "destiny")
        .expect("the Destiny deck");
    if let Some(card) = deck.cards.iter_mut().find(|c| c.values[0] != "Character") {
        card.values[2] = value.into();
    }
}
