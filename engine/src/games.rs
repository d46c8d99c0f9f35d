//! The built-in games, shipped as data (`engine/games/*.json`): the game of every ruled game in
//! the registry (its rules read their cards and tables from it, and hold its JSON:
//! [`crate::rules::RuledGame::def_json`]), then any game shipped as a free table only.
//!
//! What the library lists of each ([`listed`]) is read from its file when the engine is built
//! (`build.rs`), so it is known without the game's data. The data itself ([`load`], [`all`]) is
//! that of the free-only games and of the ruled games whose rules this program holds: every one
//! natively; in the page, those loaded so far (`rules::registry::hold`).

use crate::def::{DefError, GameDef};
use crate::rules::registry;

/// The JSON of every built-in game that has no rules of its own, by id, in library order. (A
/// ruled game's JSON comes with its rules; every shipped game is ruled, so the list is empty.)
const FREE_ONLY: &[(&str, &str)] = &[];

/// What the library lists of a built-in game, read from its file when the engine is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// Fewest and most players.
    pub players: (u8, u8),
    /// The rules that play it, if any (a registry id).
    pub rules: Option<&'static str>,
}

/// Every file in `engine/games/`, in the order of their names.
static LISTED: &[Listed] = include!(concat!(env!("OUT_DIR"), "/listed.rs"));

/// Every built-in game as the library lists it, in library order: ruled games in the
/// registry's order, then the free-only ones.
pub fn listed() -> Vec<&'static Listed> {
    let ruled =
        registry::infos().filter_map(|info| LISTED.iter().find(|l| l.rules == Some(info.id)));
    let free = FREE_ONLY
        .iter()
        .filter_map(|(id, _)| LISTED.iter().find(|l| l.id == *id));
    ruled.chain(free).collect()
}

/// The built-in games' JSON that this program holds, in library order.
fn sources() -> impl Iterator<Item = &'static str> {
    registry::infos()
        .filter_map(|info| registry::game(info.id))
        .map(|game| game.def_json())
        .chain(FREE_ONLY.iter().map(|(_, json)| *json))
}

/// Ids of the built-in games this program holds, in library order.
pub fn ids() -> Vec<String> {
    all().into_iter().map(|d| d.id).collect()
}

/// Loads a built-in game by id, if this program holds its data.
pub fn load(id: &str) -> Option<Result<GameDef, DefError>> {
    sources()
        .map(GameDef::from_json)
        .find(|d| d.as_ref().is_ok_and(|d| d.id == id))
}

/// Every built-in game this program holds. They are checked by the tests, so a failure here is
/// a build mistake; a broken one is left out rather than taking the library down.
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

    /// What the library lists of each game is what its file says, and every game is listed.
    #[test]
    fn the_listing_is_each_games_own_file() {
        let listed = listed();
        let all = all();
        assert_eq!(listed.len(), all.len());
        for (l, def) in listed.iter().zip(&all) {
            assert_eq!(
                (l.id, l.name, l.description, l.players, l.rules),
                (
                    def.id.as_str(),
                    def.name.as_str(),
                    def.description.as_str(),
                    (def.players.min, def.players.max),
                    def.rules.as_deref()
                ),
                "{}",
                def.id
            );
        }
        assert_eq!(
            LISTED.len(),
            listed.len(),
            "every shipped file is a built-in game"
        );
    }

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
