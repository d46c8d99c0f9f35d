//! `EditorStore`: the game being edited (a draft, valid or not), and the deck whose print sheet
//! is showing. Only a draft that passes `GameDef::check()` is saved to the library; an invalid
//! one stays here, so nothing typed is lost. The draft is also kept in this tab's session
//! storage ([`DRAFT_KEY`]) as it changes: a reload finds it there.

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
    /// Whether the draft as it is now is kept in this tab's session storage; if not, an unsaved
    /// change would not survive a reload, and the editor says so.
    pub kept: RwSignal<bool>,
    /// The stored version of the game the draft began from (its fingerprint; `None`: a new
    /// game), so that a save never writes over what another tab saved meanwhile, even once
    /// this tab has heard of it.
    origin: StoredValue<Option<u64>>,
}

/// The session-storage key of the draft: `{"game": <the draft>, "unsaved": <its name while it
/// differs from every saved game and from a blank one, else null>, "status": <the editor's
/// status line, else null>, "origin": <the fingerprint of the stored version it began from, in
/// hex, else null>}`. The library reads `unsaved` to offer "Continue editing"; the
/// status line is what was said of the game when the editor opened ("This copy keeps the Deity
/// rules…"), shown again after a reload.
pub const DRAFT_KEY: &str = "protoplay.draft";

/// Creates the editor store and puts it in context: the draft is this tab's last one, if any.
pub fn provide_editor(app: AppStore) -> EditorStore {
    let kept = super::storage::session_read(DRAFT_KEY).and_then(|text| read_draft(&text));
    let draft = kept
        .as_ref()
        .map_or_else(|| blank_game("game-1"), |k| k.game.clone());
    // A draft kept by an older version does not say where it began: from what is stored now.
    let origin = match &kept {
        Some(KeptDraft {
            origin: Some(origin),
            ..
        }) => Some(*origin),
        _ => app.game_base(&draft.id),
    };
    let editor = EditorStore {
        draft: RwSignal::new(draft),
        print_deck: RwSignal::new(None),
        status: RwSignal::new(kept.and_then(|k| k.status)),
        kept: RwSignal::new(true),
        origin: StoredValue::new(origin),
    };
    provide_context(editor);
    // Kept as it changes (and as the library changes: a save makes it "saved").
    Effect::new(move || editor.keep(app));
    editor
}

/// What a `DRAFT_KEY` record holds.
#[derive(Clone, Debug, PartialEq)]
struct KeptDraft {
    game: GameDef,
    status: Option<String>,
    origin: Option<u64>,
}

/// A `DRAFT_KEY` record; `None` for a record this build cannot read. Read through a
/// `serde_json::Value`, as the library reads games (`GameDef::from_json`, which also refuses an
/// invalid game, as a draft may be): reading it straight from the text would link a second
/// reader of every part of a game into the page.
fn read_draft(text: &str) -> Option<KeptDraft> {
    let mut record: serde_json::Value = serde_json::from_str(text).ok()?;
    let status = record
        .get("status")
        .and_then(|s| s.as_str())
        .map(str::to_string);
    let origin = record
        .get("origin")
        .and_then(|s| s.as_str())
        .and_then(|hex| u64::from_str_radix(hex, 16).ok());
    let game = serde_json::from_value(record.get_mut("game")?.take()).ok()?;
    Some(KeptDraft {
        game,
        status,
        origin,
    })
}

/// A `DRAFT_KEY` record, written as text around the game's JSON as the library writes a game
/// (a `serde_json::Value` of the game would link a second writer of every part of a game).
fn draft_record(
    game: &GameDef,
    unsaved: Option<&str>,
    status: Option<&str>,
    origin: Option<u64>,
) -> String {
    let text = |v: Result<String, serde_json::Error>| v.unwrap_or_else(|_| "null".to_string());
    format!(
        "{{\"game\":{},\"unsaved\":{},\"status\":{},\"origin\":{}}}",
        text(serde_json::to_string(game)),
        text(serde_json::to_string(&unsaved)),
        text(serde_json::to_string(&status)),
        origin.map_or_else(|| "null".to_string(), |o| format!("\"{o:016x}\""))
    )
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
            // Said on the editor's page too (this one may hand the editor to its module).
            self.keep(app);
        }
    }

    /// Whether the draft is exactly a game saved in the library.
    pub fn is_saved(&self, app: AppStore) -> bool {
        self.draft
            .with(|d| app.library.with(|l| l.games.iter().any(|g| g == d)))
    }

    /// The draft's name while it is worth coming back to: changed from a blank game and not
    /// saved as it is.
    pub fn unsaved(&self, app: AppStore) -> Option<String> {
        self.draft.with(|d| {
            let saved = app.library.with(|l| l.games.iter().any(|g| g == d));
            (!saved && *d != blank_game(&d.id)).then(|| d.name.clone())
        })
    }

    /// Writes the draft and the status line to this tab's session storage (see [`DRAFT_KEY`]).
    pub fn keep(&self, app: AppStore) {
        let unsaved = self.unsaved(app);
        let status = self.status.get();
        let origin = self.origin.get_value();
        let record = self
            .draft
            .with(|d| draft_record(d, unsaved.as_deref(), status.as_deref(), origin));
        // Only an unsaved change can be lost; `kept` is written, never read, here (no loop).
        let kept = super::storage::session_write(DRAFT_KEY, &record) || unsaved.is_none();
        if self.kept.get_untracked() != kept {
            self.kept.set(kept);
        }
    }

    fn open(&self, app: AppStore, def: GameDef) {
        self.origin.set_value(app.game_base(&def.id));
        self.draft.set(def);
        self.status.set(None);
        // At once, not only by the effect: this screen may be handed to the editor's module
        // before effects run.
        self.keep(app);
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
                let saved = app.save_game_from(def, self.origin.get_value());
                let id = match &saved {
                    GameSaved::Copied(copy) => copy.id.clone(),
                    _ => self.draft.with_untracked(|d| d.id.clone()),
                };
                self.origin.set_value(app.game_base(&id));
                match saved {
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
            let status = self.status;
            app.new_table(def, players, seed, false, move |e| status.set(Some(e)));
        }
    }

    /// Shows the print sheet of a deck of the draft.
    pub fn print(&self, app: AppStore, deck: &str) {
        self.print_deck.set(Some(deck.to_string()));
        app.screen.set(Screen::Print);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_draft_reads_back_and_a_broken_record_reads_as_none() {
        let mut game = blank_game("game-7");
        game.name = "Half-typed".into();
        let record = draft_record(
            &game,
            Some("Half-typed"),
            Some("This copy keeps…"),
            Some(0xabc),
        );
        assert_eq!(
            read_draft(&record),
            Some(KeptDraft {
                game: game.clone(),
                status: Some("This copy keeps…".to_string()),
                origin: Some(0xabc),
            })
        );
        let v: serde_json::Value = serde_json::from_str(&record).expect("JSON");
        assert_eq!(v["unsaved"], "Half-typed");
        let record = draft_record(&game, None, None, None);
        assert_eq!(
            read_draft(&record),
            Some(KeptDraft {
                game,
                status: None,
                origin: None,
            })
        );
        assert_eq!(read_draft("{\"game\": 3}"), None);
        assert_eq!(read_draft("not JSON"), None);
    }
}
