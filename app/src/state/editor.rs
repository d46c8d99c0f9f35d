//! `EditorStore`: the game being edited (a draft kept in memory, valid or not), and the deck
//! whose print sheet is showing. Only a draft that passes `GameDef::check()` is saved to the
//! library; an invalid one stays here, so nothing typed is lost.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;

use super::authoring::blank_game;
use super::persist::GameSaved;
use super::{AppStore, Screen};

/// The editor's state. Cheap to copy (signals are handles).
#[derive(Clone, Copy)]
pub struct EditorStore {
    pub draft: RwSignal<GameDef>,
    /// The deck whose print sheet is showing.
    pub print_deck: RwSignal<Option<String>>,
    /// What the last save, apply or play did, for a status line.
    pub status: RwSignal<Option<String>>,
}

/// Creates the editor store and puts it in context.
pub fn provide_editor() -> EditorStore {
    let editor = EditorStore {
        draft: RwSignal::new(blank_game("game-1")),
        print_deck: RwSignal::new(None),
        status: RwSignal::new(None),
    };
    provide_context(editor);
    editor
}

/// The editor store, from context.
pub fn use_editor() -> EditorStore {
    expect_context::<EditorStore>()
}

impl EditorStore {
    /// Starts a new game from the small valid blank one.
    pub fn new_game(&self, app: AppStore) {
        let id = app.library.with_untracked(|l| l.fresh_id("game"));
        self.open(app, blank_game(&id));
    }

    /// Edits one of the designer's games.
    pub fn edit(&self, app: AppStore, def: GameDef) {
        self.open(app, def);
    }

    /// Edits a copy of any game (a built-in one, say) under a new id. A ruled game's copy keeps
    /// its rules: they read the copy's cards and tables, so what the designer changes is what
    /// is played and simulated.
    pub fn edit_copy(&self, app: AppStore, mut def: GameDef) {
        def.id = app.library.with_untracked(|l| l.fresh_id("game"));
        def.name = format!("{} (copy)", def.name);
        let rules = def.rules.clone();
        self.open(app, def);
        if let Some(rules) = rules {
            self.status.set(Some(format!(
                "This copy keeps the {rules} rules: they play and simulate your cards and tables. A change the rules cannot use is shown here, with its row and column."
            )));
        }
    }

    /// Whether the draft is exactly a game saved in the library.
    pub fn is_saved(&self, app: AppStore) -> bool {
        self.draft
            .with(|d| app.library.with(|l| l.games.iter().any(|g| g == d)))
    }

    fn open(&self, app: AppStore, def: GameDef) {
        self.draft.set(def);
        self.status.set(None);
        app.notice.set(None);
        app.screen.set(Screen::Editor);
    }

    /// Saves the draft to the library if it is valid; otherwise says why and keeps it here. If
    /// another tab changed the same game meanwhile, theirs is kept and the draft is saved as a
    /// copy (and goes on as that copy).
    pub fn save(&self, app: AppStore) -> bool {
        let def = self.draft.get_untracked();
        match super::authoring::check_game(&def) {
            Ok(()) => {
                let name = def.name.clone();
                match app.save_game(def) {
                    GameSaved::Copied(copy) => {
                        self.status.set(Some(format!(
                            "This game was changed in another tab meanwhile, so both are kept: yours was saved as “{}”.",
                            copy.name
                        )));
                        self.draft.set(*copy);
                    }
                    GameSaved::NotWritten => self.status.set(Some(format!(
                        "“{name}” could not be saved to storage (see the notice at the top). Your changes are kept here while this tab is open."
                    ))),
                    _ => self
                        .status
                        .set(Some(format!("Saved “{name}” to your games."))),
                }
                true
            }
            Err(e) => {
                self.status
                    .set(Some(format!("Not saved: {e}. Your changes are kept here.")));
                false
            }
        }
    }

    /// Saves the draft, then starts a new table of it for `players`. The table keeps its own copy
    /// of the game. A number of players the game is not for is refused with its range (never
    /// changed to another silently).
    pub fn play(&self, app: AppStore, players: u8, seed: u64) {
        let def = self.draft.get_untracked();
        if let Err(e) = super::authoring::table_players(&def, &players.to_string()) {
            self.status.set(Some(format!("No table was started: {e}.")));
            return;
        }
        if self.save(app) {
            let def = self.draft.get_untracked();
            if let Err(e) = app.new_table(def, players, seed, false) {
                self.status.set(Some(e));
            }
        }
    }

    /// Shows the print sheet of a deck of the draft.
    pub fn print(&self, app: AppStore, deck: &str) {
        self.print_deck.set(Some(deck.to_string()));
        app.screen.set(Screen::Print);
    }
}
