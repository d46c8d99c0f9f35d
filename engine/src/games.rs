//! The built-in games, shipped as data (`engine/games/*.json`) and embedded in the binary.

use crate::def::{DefError, GameDef};

/// The JSON of every built-in game, in library order.
const BUILT_IN: &[(&str, &str)] = &[
    ("deity-starter", include_str!("../games/deity-starter.json")),
    ("destiny", include_str!("../games/destiny.json")),
];

/// Ids of the built-in games, in library order.
pub fn ids() -> impl Iterator<Item = &'static str> {
    BUILT_IN.iter().map(|(id, _)| *id)
}

/// Loads a built-in game by id.
pub fn load(id: &str) -> Option<Result<GameDef, DefError>> {
    BUILT_IN
        .iter()
        .find(|(i, _)| *i == id)
        .map(|(_, json)| GameDef::from_json(json))
}

/// Every built-in game. They are checked by the tests, so a failure here is a build mistake;
/// a broken one is left out rather than taking the library down.
pub fn all() -> Vec<GameDef> {
    BUILT_IN
        .iter()
        .filter_map(|(_, json)| GameDef::from_json(json).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_game_loads_and_sets_up_for_every_player_count() {
        for id in ids() {
            let def = load(id).expect("listed").expect("valid");
            assert_eq!(def.id, id);
            for players in def.players.min..=def.players.max {
                crate::table::Table::new(&def, players, 1).expect("sets up");
            }
        }
    }

    #[test]
    fn destiny_lists_73_destiny_cards_and_20_treasures_in_11_phases() {
        let def = load("destiny").expect("listed").expect("valid");
        assert_eq!(def.deck("destiny").expect("deck").size(), 73);
        assert_eq!(def.deck("treasures").expect("deck").size(), 20);
        assert_eq!(def.phases.len(), 11);
        assert_eq!(def.rules.as_deref(), Some("destiny"));
    }

    #[test]
    fn the_starter_has_two_of_each_of_26_miracles() {
        let def = load("deity-starter").expect("listed").expect("valid");
        let deck = def.deck("miracles").expect("deck");
        assert_eq!(deck.cards.len(), 26);
        assert!(deck.cards.iter().all(|c| c.count == 2));
        assert_eq!(deck.size(), 52);
        let omen = def.die("omen").expect("omen die");
        let greens = omen.faces.iter().filter(|f| f.label == "Green").count();
        assert_eq!((omen.faces.len(), greens), (6, 3));
    }
}
