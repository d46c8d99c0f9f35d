//! The dice tray: the last roll as faces with labels, colours and colour names.

use protoplay_engine::def::GameDef;
use protoplay_engine::table::Table;

use super::colour_name;

/// One die of the last roll.
#[derive(Clone, Debug, PartialEq)]
pub struct RolledDie {
    pub die: String,
    pub label: String,
    pub colour: Option<String>,
    /// "Omen die: Green" or "d6: 4".
    pub description: String,
}

/// The last roll, as drawn in the tray.
pub fn last_roll(def: &GameDef, table: &Table) -> Vec<RolledDie> {
    table
        .last_roll
        .iter()
        .filter_map(|r| {
            let die = def.die(&r.die)?;
            let face = die.faces.get(r.face)?;
            let named = face
                .colour
                .as_deref()
                .map(colour_name)
                .filter(|n| !n.is_empty() && !super::is_colour_word(&face.label));
            let description = match named {
                Some(n) => format!("{}: {} ({n})", die.name, face.label),
                None => format!("{}: {}", die.name, face.label),
            };
            Some(RolledDie {
                die: die.name.clone(),
                label: face.label.clone(),
                colour: face.colour.clone(),
                description,
            })
        })
        .collect()
}

/// The sum of the numeric faces of the last roll, when there is more than one numeric die.
pub fn total(def: &GameDef, table: &Table) -> Option<i64> {
    let values: Vec<i64> = table
        .last_roll
        .iter()
        .filter_map(|r| def.die(&r.die)?.faces.get(r.face)?.value.map(i64::from))
        .collect();
    (values.len() > 1).then(|| values.iter().sum())
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::table::{Action, Game};

    #[test]
    fn a_custom_die_shows_its_colour_by_name() {
        let def = protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        let mut game = Game::new(def, 2, 3).expect("sets up");
        game.apply(Action::Roll {
            dice: vec!["omen".into(), "d6".into(), "d6".into()],
        })
        .expect("rolled");
        let roll = last_roll(game.def(), game.table());
        assert_eq!(roll.len(), 3);
        assert!(["Green", "Yellow", "Red"].contains(&roll[0].label.as_str()));
        assert!(roll[0].colour.is_some());
        assert!(roll[0].description.starts_with("Omen die: "));
        let sum = total(game.def(), game.table()).expect("two numeric dice");
        assert!((2..=12).contains(&sum));
    }
}
