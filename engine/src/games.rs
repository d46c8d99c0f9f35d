//! The built-in games, shipped as data (`engine/games/*.json`) and embedded in the binary: the
//! game of every ruled game in the registry (its rules read their cards and tables from it),
//! then any game shipped as a free table only.

use crate::def::{DefError, GameDef};
use crate::rules::registry;

/// The JSON of every built-in game that has no rules of its own, in library order (none today:
/// every shipped game is ruled, and its JSON comes from the registry).
const FREE_ONLY: &[(&str, &str)] = &[];

/// The built-in games' JSON: ruled games first, in registry order (their descriptions carry
/// it, so no game's rules are needed to list them).
fn sources() -> impl Iterator<Item = &'static str> {
    registry::infos()
        .map(|info| info.def_json)
        .chain(FREE_ONLY.iter().map(|(_, json)| *json))
}

/// Ids of the built-in games, in library order.
pub fn ids() -> Vec<String> {
    all().into_iter().map(|d| d.id).collect()
}

/// Loads a built-in game by id.
pub fn load(id: &str) -> Option<Result<GameDef, DefError>> {
    sources()
        .map(GameDef::from_json)
        .find(|d| d.as_ref().is_ok_and(|d| d.id == id))
}

/// Every built-in game. They are checked by the tests, so a failure here is a build mistake;
/// a broken one is left out rather than taking the library down.
pub fn all() -> Vec<GameDef> {
    sources()
        .filter_map(|json| GameDef::from_json(json).ok())
        .collect()
}

/// Whether a game is one of the built-in ones, unchanged.
pub fn is_built_in(def: &GameDef) -> bool {
    load(&def.id).is_some_and(|d| d.as_ref() == Ok(def))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_game_loads_and_sets_up_for_every_player_count() {
        assert_eq!(
            all().len(),
            sources().count(),
            "every shipped JSON is a valid game"
        );
        for id in ids() {
            let def = load(&id).expect("listed").expect("valid");
            assert_eq!(def.id, id);
            for players in def.players.min..=def.players.max {
                crate::table::Table::new(&def, players, 1).expect("sets up");
            }
        }
    }

    #[test]
    fn every_ruled_game_ships_a_game_its_rules_accept() {
        for g in registry::games() {
            let def = g.shipped_def().expect("valid");
            g.check_def(&def).expect("its rules read it");
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
