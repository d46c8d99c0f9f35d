//! Bringing games in and sending them out: card lists from spreadsheets (CSV/TSV), game files
//! (JSON) and share links (the URL fragment).
//!
//! - [`csv`]: a card list pasted from a spreadsheet or loaded from a CSV file becomes a
//!   [`CardList`]; a deck goes back out with [`deck_to_csv`].
//! - [`json`]: a game, or a game with its table, as a versioned JSON file.
//! - [`link`]: the same, compressed into a share link.
//! - [`turn`]: turn links, which bring one table's moves back and forth between browsers.
//!
//! Every reader here takes text from outside (a paste, a file, a link someone sent) and never
//! panics on it: it returns the content or an error that says what is wrong and where. Sizes are
//! capped before work is done, and a share link's decompressed size is capped while it inflates.
//!
//! # Safety: text is data
//! Everything read here (card values, field names, game and zone names, notes in a table's
//! log) is data from whoever made the file or link. Nothing in it is ever run, evaluated or
//! treated as markup: the UI renders it as text (Leptos text nodes and attribute values, never
//! `inner_html`), so a card named `<img src=x onerror=…>` shows exactly those characters. A card
//! list written by [`deck_to_csv`] is likewise plain data; a spreadsheet that opens it may read a
//! value starting with `=`, `+`, `-` or `@` as a formula, which is the spreadsheet's affair and
//! why Protoplay never reads formulas back, only the text of cells.

pub mod csv;
pub mod json;
pub mod link;
#[cfg(test)]
mod mutated;
pub mod turn;

pub use self::csv::{
    CardList, CardListPreview, Column, CountColumn, CountProblem, CsvError, Delimiter, ExportError,
    ReplaceError, count_heading_rank, deck_to_csv, guess_count_column, parse_card_list,
};
pub use self::json::{FileError, game_to_file, read_file, ruled_to_file, table_to_file};
pub use self::link::{LinkContent, LinkError, game_link, read_link, ruled_link, table_link};
pub use self::turn::{
    Body, Bring, Steps, TableSave, TurnError, TurnLink, bring, fingerprint, is_turn_link,
    read_turn_link, turn_link,
};

use crate::def::GameDef;
use crate::rules::SessionSave;
use crate::table::SavedGame;

/// What a game file or a share link holds, read and checked, for the UI to show ("Destiny: a
/// game for 2–6 players" or "a table of Destiny at step 12") before the person imports it.
#[derive(Clone, Debug, PartialEq)]
pub enum Content {
    /// A game definition alone.
    Game(GameDef),
    /// A game with a table on it: a saved game that loads and replays.
    Table(SavedGame),
    /// A ruled table (rules, set-up and moves) that loads and replays, with the game its rules
    /// read (the save's own copy, or the rules' shipped game).
    Ruled {
        save: Box<SessionSave>,
        def: Box<GameDef>,
    },
}

impl Content {
    /// The game, alone or under the table.
    pub fn def(&self) -> &GameDef {
        match self {
            Content::Game(def) => def,
            Content::Table(saved) => &saved.def,
            Content::Ruled { def, .. } => def,
        }
    }

    /// The game, dropping any table.
    pub fn into_def(self) -> GameDef {
        match self {
            Content::Game(def) => def,
            Content::Table(saved) => saved.def,
            Content::Ruled { def, .. } => *def,
        }
    }

    /// A one-line description for the confirmation the UI shows.
    pub fn summary(&self) -> String {
        let def = self.def();
        let cards: usize = def.decks.iter().map(|d| d.size()).sum();
        let game = format!(
            "{}: {}, {}, {}",
            def.name,
            players(def),
            plural(def.decks.len(), "deck", "decks"),
            plural(cards, "card", "cards")
        );
        match self {
            Content::Game(_) => format!("the game {game}"),
            Content::Table(saved) => format!(
                "a table of {} at step {} of {}, with the game {game}",
                plural(usize::from(saved.players), "player", "players"),
                saved.cursor,
                saved.actions.len()
            ),
            Content::Ruled { save, .. } => format!(
                "a table of {} with the rules enforced, at move {} of {}, with the game {game}",
                plural(save.setup.seats.len(), "player", "players"),
                save.cursor,
                save.moves.len()
            ),
        }
    }
}

/// A count with its noun, singular for 1: "1 card", "3 cards", "0 rows". The editor's and the
/// import's messages say every count this way, as the rules' do.
pub use crate::rules::counted as plural;

/// "1 player", "2 players", "1–4 players".
fn players(def: &GameDef) -> String {
    let range = def.players;
    if range.min == range.max {
        plural(usize::from(range.min), "player", "players")
    } else {
        format!("{}–{} players", range.min, range.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Game;

    #[test]
    fn the_summary_says_what_will_be_imported() {
        let def = crate::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        assert_eq!(
            Content::Game(def.clone()).summary(),
            "the game Deity (starter): 2–4 players, 1 deck, 52 cards"
        );
        let saved = Game::new(def.clone(), 3, 1).expect("sets up").save();
        let table = Content::Table(saved);
        assert!(
            table
                .summary()
                .starts_with("a table of 3 players at step 0 of 0, with the game Deity")
        );
        assert_eq!(table.def(), &def);
        assert_eq!(table.into_def(), def);
    }
}
