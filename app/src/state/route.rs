//! Each screen's own address, so the browser's Back and Forward buttons move between screens and
//! a reload stays on the screen it was on.
//!
//! A screen's address is a fragment starting `#/` (`#/table/table-3`, `#/start/destiny`); the
//! library is the page's own address, with no fragment. Share links keep theirs (`#g1.`,
//! `#t1.`, `#r1.`, which never start with `/`), and the benchmark's `#bench=…`: while the
//! address holds one of those, screens leave it alone (see `state::links::Fragment`).
//!
//! [`Route`] is plain data, read and written here and tested natively; [`navigate`] takes the
//! stores to the screen an address names (after Back, Forward or a reload), and [`route_of`]
//! says which address the screen on show has. The app pushes a history entry whenever that
//! address changes (`components::Routing`).

use leptos::prelude::*;
use protoplay_engine::def::GameDef;

use super::editor::EditorStore;
use super::library::Shelved;
use super::ruled::{Chosen, RuledStore};
use super::{AppStore, Screen};

/// A screen with its own address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The library: the page's own address.
    Library,
    /// A table of the library, free or ruled, by its id.
    Table(String),
    /// The start form of a ruled game, by the game's id.
    Start(String),
    /// The simulation screen of a ruled game, by the game's id.
    Simulate(String),
    /// The editor, on one of the designer's games, by its id.
    Editor(String),
    /// The print sheet of a deck of the game in the editor: the game's id, the deck's id.
    Print(String, String),
}

impl Route {
    /// The fragment of this screen's address, with its `#` (empty for the library).
    pub fn hash(&self) -> String {
        let part = |kind: &str, id: &str| format!("#/{kind}/{}", escape(id));
        match self {
            Route::Library => String::new(),
            Route::Table(id) => part("table", id),
            Route::Start(id) => part("start", id),
            Route::Simulate(id) => part("simulate", id),
            Route::Editor(id) => part("editor", id),
            Route::Print(game, deck) => format!("{}/{}", part("print", game), escape(deck)),
        }
    }

    /// Reads a fragment (with or without its `#`): the empty fragment and `#/` are the library;
    /// `None` for a fragment that names no screen (a share link, the benchmark, nonsense).
    pub fn parse(hash: &str) -> Option<Route> {
        let bare = hash.trim();
        let bare = bare.strip_prefix('#').unwrap_or(bare);
        if bare.is_empty() || bare == "/" {
            return Some(Route::Library);
        }
        let path = bare.strip_prefix('/')?;
        let parts: Vec<String> = path.split('/').map(unescape).collect::<Option<Vec<_>>>()?;
        let one = |make: fn(String) -> Route| match &parts[1..] {
            [id] if !id.is_empty() => Some(make(id.clone())),
            _ => None,
        };
        match parts.first().map(String::as_str) {
            Some("table") => one(Route::Table),
            Some("start") => one(Route::Start),
            Some("simulate") => one(Route::Simulate),
            Some("editor") => one(Route::Editor),
            Some("print") => match &parts[1..] {
                [game, deck] if !game.is_empty() && !deck.is_empty() => {
                    Some(Route::Print(game.clone(), deck.clone()))
                }
                _ => None,
            },
            _ => None,
        }
    }
}

/// An id as it goes in the address: letters, digits, `-`, `_` and `.` as they are, every other
/// byte as `%XX`.
fn escape(id: &str) -> String {
    let mut out = String::new();
    for b in id.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The inverse of [`escape`]; `None` for a broken escape or text that is not UTF-8.
fn unescape(part: &str) -> Option<String> {
    let bytes = part.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = part.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The address of the screen on show; `None` when it has none (a table played unsaved, a
/// screen with nothing chosen).
pub fn route_of(app: AppStore, ruled: RuledStore, editor: EditorStore) -> Option<Route> {
    match app.screen.get() {
        Screen::Library => Some(Route::Library),
        Screen::Table | Screen::Ruled => app.table_id.get().map(Route::Table),
        Screen::RuledStart => ruled
            .chosen
            .with(|c| c.as_ref().map(|c| Route::Start(c.def.id.clone()))),
        Screen::Simulate => ruled
            .chosen
            .with(|c| c.as_ref().map(|c| Route::Simulate(c.def.id.clone()))),
        Screen::Editor => Some(Route::Editor(editor.draft.with(|d| d.id.clone()))),
        Screen::Print => {
            let game = editor.draft.with(|d| d.id.clone());
            editor.print_deck.get().map(|deck| Route::Print(game, deck))
        }
    }
}

/// Takes the app to the screen `route` names (after Back, Forward or a reload). What is
/// already open is kept; what the address names but no longer exists gives the library.
pub fn navigate(app: AppStore, ruled: RuledStore, editor: EditorStore, route: Route) {
    let ruled_open = ruled.open_id();
    match route {
        Route::Library => {
            if ruled_open.is_some() {
                ruled.close(app);
            } else if app.game.with_untracked(Option::is_some) {
                app.close_table();
            }
            app.screen.set(Screen::Library);
        }
        Route::Table(id) => {
            if ruled_open.as_deref() == Some(id.as_str()) {
                app.screen.set(Screen::Ruled);
            } else if app.game.with_untracked(Option::is_some)
                && app
                    .table_id
                    .with_untracked(|t| t.as_deref() == Some(id.as_str()))
            {
                app.screen.set(Screen::Table);
            } else {
                // Another table: the one on show is left as its own button would leave it.
                if ruled_open.is_some() {
                    ruled.close(app);
                }
                let held = app.library.with_untracked(|l| l.table(&id).is_some());
                if !held {
                    not_here(
                        app,
                        format!(
                            "a table (“{id}”) that is not in this browser's library: it may have been deleted, or played in another browser (a table goes from one browser to another as a share link or a backup)"
                        ),
                    );
                } else if !app.open_table(&id) {
                    app.screen.set(Screen::Library);
                }
            }
        }
        Route::Start(id) => show_chosen(app, ruled, &id, Screen::RuledStart),
        Route::Simulate(id) => show_chosen(app, ruled, &id, Screen::Simulate),
        Route::Editor(id) => {
            if editor.draft.with_untracked(|d| d.id == id) {
                app.screen.set(Screen::Editor);
            } else {
                match app.library.with_untracked(|l| l.game(&id).cloned()) {
                    Some(def) => editor.edit(app, def),
                    None => not_here(
                        app,
                        format!(
                            "a game to edit (“{id}”) that is not among your games: it may have been deleted"
                        ),
                    ),
                }
            }
        }
        Route::Print(game, deck) => {
            if editor
                .draft
                .with_untracked(|d| d.id == game && d.deck(&deck).is_some())
            {
                editor.print(app, &deck);
            } else {
                not_here(
                    app,
                    format!(
                        "the print sheet of a deck (“{deck}” of “{game}”) that is not open in the editor: open the game with Edit, then Print"
                    ),
                );
            }
        }
    }
}

/// The address named something this browser does not hold: the library is shown, saying what
/// and why.
fn not_here(app: AppStore, what: String) {
    app.address_note.set(Some(format!(
        "The address names {what}. Here is the library instead."
    )));
    app.screen.set(Screen::Library);
}

/// The start form or the simulation screen of the game `id`: the one chosen already, else the
/// designer's game or the built-in game of that id, else the built-in game played by the rules
/// of that id (the command line names a game by its rules: `--game deity`). A built-in game's
/// screen shows once its rules, which hold its data, are here.
fn show_chosen(app: AppStore, ruled: RuledStore, id: &str, screen: Screen) {
    if ruled
        .chosen
        .with_untracked(|c| c.as_ref().is_some_and(|c| c.def.id == id))
    {
        app.screen.set(screen);
        return;
    }
    let built_in = protoplay_engine::games::listed();
    let game = app
        .library
        .with_untracked(|l| l.game(id).cloned())
        .map(|def| Shelved::Mine(Box::new(def)))
        .or_else(|| {
            built_in
                .iter()
                .find(|g| g.id == id)
                .copied()
                .map(Shelved::BuiltIn)
        })
        .or_else(|| {
            built_in
                .iter()
                .find(|g| g.rules == Some(id))
                .copied()
                .map(Shelved::BuiltIn)
        })
        .and_then(|g| Some((g.rules()?, g)));
    let Some((rules, game)) = game else {
        not_here(
            app,
            format!(
                "a game (“{id}”) that is neither built in nor among your games: it may have been deleted"
            ),
        );
        return;
    };
    let show = move |def: GameDef| {
        if let Some(chosen) = Chosen::of(&def) {
            ruled.chosen.set(Some(chosen));
            app.screen.set(screen);
        }
    };
    match game {
        // The screen loads a designer's game's rules itself.
        Shelved::Mine(def) => show(*def),
        built_in => crate::rules::then(app, rules, move || app.with_def(&built_in, show)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_reads_back_from_its_address() {
        for route in [
            Route::Library,
            Route::Table("table-3-k7q2x".into()),
            Route::Start("destiny".into()),
            Route::Simulate("game-2".into()),
            Route::Editor("game-1".into()),
            Route::Print("game-1".into(), "spells".into()),
            Route::Table("odd id/with #?%".into()),
            Route::Editor("Été".into()),
        ] {
            let hash = route.hash();
            assert_eq!(Route::parse(&hash), Some(route.clone()), "{hash}");
        }
        assert_eq!(Route::Table("table-3".into()).hash(), "#/table/table-3");
        assert_eq!(Route::Table("a b".into()).hash(), "#/table/a%20b");
    }

    #[test]
    fn the_library_has_no_fragment_and_share_links_are_not_screens() {
        assert_eq!(Route::parse(""), Some(Route::Library));
        assert_eq!(Route::parse("#"), Some(Route::Library));
        assert_eq!(Route::parse("#/"), Some(Route::Library));
        assert_eq!(Route::Library.hash(), "");
        for other in [
            "#g1.eJzLSM3JyVcozy_KSQEAGgQEXQ",
            "#t1.abc",
            "#r1.abc",
            "#bench=hex-20x20",
            "#/table/",
            "#/nowhere/x",
            "#/print/game-1",
            "#/table/%zz",
            "#/table/%FF",
        ] {
            assert_eq!(Route::parse(other), None, "{other}");
        }
    }
}
