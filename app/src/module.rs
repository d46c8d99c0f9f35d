//! What this page module holds, and the hand-off to the module that holds the rest.
//!
//! The page is built as several wasm modules (`index.html`): the library's first module (its own
//! crate), which draws the library and hands its first gesture to the library's module
//! (`src/bin/protoplay-library-full.rs`: the library screen with everything it does, with the
//! ruled games' data and data checks and none of their rules), the full app, which holds every
//! screen and every ruled game, one module per ruled
//! game (`src/bin/protoplay-ruled-<game id>.rs`, one line: [`crate::ruled_module!`]) holding
//! only that game's start form and table, the free table's (`src/bin/protoplay-table.rs`),
//! holding no ruled game, the editor's (`src/bin/protoplay-editor.rs`: the editor and the print
//! sheet, with only the data checks of the ruled games), and one simulation module per ruled
//! game (`src/bin/protoplay-sim-<game id>.rs`, one line: [`crate::sim_module!`]), which is both
//! the page of its simulation screen and the workers that page starts. A table of one game then
//! downloads neither the other games' rules nor the editor and the simulation screen.
//!
//! Each module's `main` names what it holds ([`Module`], given to [`crate::mount`]). A screen it
//! does not hold, or one a smaller module holds, is opened in a fresh document: the address of
//! the screen is written, the module to load for it is noted for `index.html` in this tab's
//! session storage, and the page is loaded again ([`leave`]). The page then holds one module at
//! a time. Everything a screen needs is in local storage by then (tables and games are saved as
//! they change; the editor's draft, valid or not, is kept in the tab's session storage), so
//! nothing is lost on the way.

use std::sync::OnceLock;

use leptos::prelude::*;
use protoplay_engine::def::{DefError, GameDef};
use protoplay_engine::games;
use protoplay_engine::rules::registry::{DynGame, DynSession, Held};
use protoplay_engine::rules::{SessionError, SessionSave};

use crate::state::route::Route;
use crate::state::{AppStore, Screen};

/// A page module: its name, the ruled games it holds, and the screens it draws.
pub struct Module {
    /// Its name, as `index.html` loads it: `app` (the full app), `ruled-<game id>`,
    /// `sim-<game id>`, [`LIBRARY`], [`FREE_TABLE`] or [`EDITOR`].
    pub name: &'static str,
    /// The ruled games it holds.
    pub games: Held,
    /// The screens it draws.
    pub screens: &'static [Screen],
    /// Draws one of `screens`.
    pub draw: fn(Screen) -> AnyView,
    /// The import dialog and its notices, if it imports: game files chosen in the library (the
    /// library's module: [`crate::components::file_imports`]), or those, share links in the
    /// address and the benchmark's address (the full app: [`crate::components::share_links`]).
    /// Any other module gives a share link or the benchmark's address to the full app.
    pub imports: Option<fn(AppStore) -> (AnyView, AnyView)>,
}

impl Module {
    /// Whether this is the full app, which holds every screen and every ruled game.
    pub fn is_full(&self) -> bool {
        self.name == "app"
    }
}

/// The name of a ruled game's own module.
pub fn ruled_module_name(game: &str) -> String {
    format!("ruled-{game}")
}

/// The name of a ruled game's simulation module (its simulation screen and workers: see
/// [`crate::worker`]).
pub fn sim_module_name(game: &str) -> String {
    format!("sim-{game}")
}

static THIS: OnceLock<Module> = OnceLock::new();

/// Names what this module holds; called once by its `main`, before the app mounts.
pub fn install(module: Module) {
    let _ = THIS.set(module);
}

/// This module. Native code (the tests, the benchmarks) holds everything.
pub fn this() -> &'static Module {
    #[cfg(not(target_arch = "wasm32"))]
    {
        THIS.get_or_init(|| Module {
            name: "app",
            games: protoplay_engine::rules::registry::games(),
            screens: crate::components::ALL_SCREENS,
            draw: crate::components::draw_any,
            imports: Some(crate::components::share_links),
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        static NOTHING: Module = Module {
            name: "none",
            games: &[],
            screens: &[],
            draw: |_| ().into_any(),
            imports: None,
        };
        THIS.get().unwrap_or(&NOTHING)
    }
}

/// The ruled games this module holds.
pub fn games() -> Held {
    this().games
}

/// The ruled games this module holds, as the simulator takes them.
pub fn simulated() -> Vec<&'static dyn protoplay_engine::rules::registry::DynSim> {
    use protoplay_engine::rules::registry::DynSim;
    games().iter().map(|&g| g as &'static dyn DynSim).collect()
}

/// A ruled game this module holds, by id.
pub fn game(id: &str) -> Option<&'static dyn DynGame> {
    protoplay_engine::rules::registry::game_in(games(), id)
}

/// Whether this module holds `game` (its rules, or only its data: the editor's and the
/// library's modules, whose entries refuse a table).
pub fn holds_game(game: &str) -> bool {
    self::game(game).is_some()
}

/// Whether this module plays tables of `game` (it holds the game's rules).
pub fn plays_tables(game: &str) -> bool {
    self::game(game).is_some_and(|g| g.plays_tables())
}

/// Opens a saved table of a ruled game this module holds.
pub fn load(save: &SessionSave) -> Result<Box<dyn DynSession>, SessionError> {
    protoplay_engine::rules::registry::load_in(games(), save)
}

/// The built-in games this module holds.
pub fn built_in() -> Vec<GameDef> {
    games::all_in(games())
}

/// A built-in game this module holds, by id.
pub fn built_in_game(id: &str) -> Option<Result<GameDef, DefError>> {
    games::load_in(games(), id)
}

/// Whether a game is one of the built-in ones, unchanged.
pub fn is_built_in(def: &GameDef) -> bool {
    games::is_built_in_in(games(), def)
}

/// Where a screen is drawn: here, or in another module loaded for its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Here,
    /// Another module: the screen's address, and the module that draws it (`None`: whichever
    /// `index.html` picks for the address, as on a first visit).
    Elsewhere(Route, Option<String>),
}

/// Where `screen` is drawn, given its address and, for a ruled screen, its game.
pub fn place(screen: Screen, route: Option<Route>, ruled_game: Option<&str>) -> Place {
    place_in(this(), screen, route, ruled_game)
}

fn place_in(
    module: &Module,
    screen: Screen,
    route: Option<Route>,
    ruled_game: Option<&str>,
) -> Place {
    let held = module.screens.contains(&screen);
    // A screen with a module of its own (a ruled game's start form and table, a free table)
    // goes there, where it has an address (a table played without being saved has none, and
    // stays in the full app).
    if let (Some(route), Some(own)) = (route.clone(), own_module(screen, ruled_game)) {
        return if module.name == own && held {
            Place::Here
        } else {
            Place::Elsewhere(route, Some(own))
        };
    }
    match (held, route) {
        (true, _) => Place::Here,
        (false, Some(Route::Library)) => Place::Elsewhere(Route::Library, None),
        (false, Some(route)) => Place::Elsewhere(route, Some("app".to_string())),
        // No address: the full app is given the page's own address.
        (false, None) => Place::Elsewhere(Route::Library, Some("app".to_string())),
    }
}

/// The module of its own a screen has, if any: a ruled game's start form and table are its
/// game's, its simulation screen its simulation module (every ruled game has both: tests check
/// their files and their lines in `index.html`), a free table the free table's, the editor and
/// the print sheet the editor's. A ruled screen of rules the engine does not know has no
/// module: the full app draws it, and says so.
pub fn own_module(screen: Screen, ruled_game: Option<&str>) -> Option<String> {
    let known = |g: &str| protoplay_engine::rules::registry::IDS.contains(&g);
    match screen {
        Screen::RuledStart | Screen::Ruled => {
            ruled_game.filter(|g| known(g)).map(ruled_module_name)
        }
        Screen::Simulate => ruled_game.filter(|g| known(g)).map(sim_module_name),
        Screen::Table => Some(FREE_TABLE.to_string()),
        Screen::Editor | Screen::Print => Some(EDITOR.to_string()),
        _ => None,
    }
}

/// The name of the free table's module.
pub const FREE_TABLE: &str = "table";

/// The name of the library's module (the library screen with everything it does; the first
/// module, `library/`, draws it first and hands its gestures on to this one).
pub const LIBRARY: &str = "library-full";

/// The name of the editor's module.
pub const EDITOR: &str = "editor";

thread_local! {
    static LEAVING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this page can hand a screen to another module: the note that tells `index.html`
/// which module to load goes through session storage, and without it a page could be sent
/// back and forth (the module then draws what it holds itself).
pub fn can_leave() -> bool {
    thread_local! {
        static CAN: bool = {
            let probe = "protoplay.module-probe";
            crate::state::storage::session_write(probe, "1");
            let ok = crate::state::storage::session_read(probe).as_deref() == Some("1");
            crate::state::storage::session_remove(probe);
            ok
        };
    }
    CAN.with(|c| *c)
}

/// Whether the page is being loaded again for another module (see [`leave`]).
pub fn leaving() -> bool {
    LEAVING.get()
}

/// The session-storage key under which a module tells `index.html` which module to load for an
/// address (see [`leave`]).
pub const NEXT_KEY: &str = "protoplay.module";

/// Loads the page again at `route`'s address with `module` (a fresh document): see the module
/// docs. Called once the screen to open is known; what it shows is saved already.
pub fn leave(route: &Route, module: Option<&str>) {
    leave_saying(route, module, None);
}

/// [`leave`], with what an import just did, said again on arrival ([`Arrived`]).
pub fn leave_saying(route: &Route, module: Option<&str>, said: Option<String>) {
    let Some(window) = web_sys::window().filter(|_| !leaving()) else {
        return;
    };
    let location = window.location();
    let url = match route {
        Route::Library => format!(
            "{}{}",
            location.pathname().unwrap_or_default(),
            location.search().unwrap_or_default()
        ),
        other => other.hash(),
    };
    if *route == Route::Library {
        // The library asked for: this tab has no table open (else the page would reopen it).
        crate::state::storage::session_write(crate::state::CURRENT_KEY, "");
    }
    let hash = location.hash().unwrap_or_default();
    let same = match route {
        Route::Library => hash.is_empty(),
        other => hash == other.hash(),
    };
    reload(&window, (!same).then_some(url), module, said);
}

/// Loads the page again at its own address with `module` (a share link in the address of a
/// module that does not open them, say).
pub fn leave_here(module: Option<&str>) {
    if let Some(window) = web_sys::window() {
        reload(&window, None, module, None);
    }
}

fn reload(
    window: &web_sys::Window,
    url: Option<String>,
    module: Option<&str>,
    said: Option<String>,
) {
    use wasm_bindgen::JsValue;
    // The first hand-off asked for is the one made: the page is on its way out.
    if LEAVING.replace(true) {
        return;
    }
    if let Some(url) = url
        && let Ok(history) = window.history()
    {
        let _ = history.push_state_with_url(&JsValue::NULL, "", Some(&url));
    }
    let location = window.location();
    let href = location.href().unwrap_or_default();
    // A module never hands a screen to itself (that would be a loop): the full app, which
    // holds everything, is loaded instead.
    let module = if module == Some(this().name) {
        Some("app")
    } else {
        module
    };
    let note = serde_json::json!({
        "href": href,
        "module": module,
        "said": said,
    });
    crate::state::storage::session_write(NEXT_KEY, &note.to_string());
    let _ = location.reload();
}

/// The session-storage key of a game file a module passes to the full app ([`pass_file_on`]):
/// the address it was chosen at, its name, and whether its text came along (under
/// [`FILE_TEXT_KEY`], as it is, so that the largest file the import takes fits).
pub const FILE_KEY: &str = "protoplay.file";

/// The session-storage key of the text of the file under [`FILE_KEY`].
pub const FILE_TEXT_KEY: &str = "protoplay.file-text";

/// A game file another module passed on ([`file_passed_on`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassedFile {
    /// Its name and text, to read as if chosen here.
    Text(String, String),
    /// Its name: its text did not fit in the tab's session storage, so it is to be chosen again.
    ChooseAgain(String),
}

/// Hands a game file this module read but could not check (a ruled table whose rules it does
/// not hold: [`protoplay_engine::import::FileError::RulesElsewhere`]) to the full app, which
/// reads it as if it had been chosen there ([`file_passed_on`]), or asks for it again if its
/// text did not fit in session storage: the page is loaded again, and `index.html` loads the full
/// app while a file waits. False, with nothing done, if the tab's session storage cannot take
/// even the note.
pub fn pass_file_on(name: &str, text: &str) -> bool {
    use crate::state::storage::{session_remove, session_write};
    let Some(href) = web_sys::window().and_then(|w| w.location().href().ok()) else {
        return false;
    };
    if leaving() {
        return false;
    }
    let carried = session_write(FILE_TEXT_KEY, text);
    let note = serde_json::json!({ "href": href, "name": name, "carried": carried });
    if !session_write(FILE_KEY, &note.to_string()) {
        session_remove(FILE_TEXT_KEY);
        return false;
    }
    leave_here(Some("app"));
    true
}

/// The game file another module passed on at this address ([`pass_file_on`]), read once.
pub fn file_passed_on() -> Option<PassedFile> {
    use crate::state::storage::{session_read, session_remove};
    let note = session_read(FILE_KEY)?;
    let text = session_read(FILE_TEXT_KEY);
    session_remove(FILE_KEY);
    session_remove(FILE_TEXT_KEY);
    let note: serde_json::Value = serde_json::from_str(&note).ok()?;
    let href = web_sys::window()?.location().href().ok()?;
    if note.get("href").and_then(|h| h.as_str()) != Some(href.as_str()) {
        return None;
    }
    let name = note.get("name")?.as_str()?.to_string();
    let carried = note.get("carried").and_then(|c| c.as_bool()) == Some(true);
    Some(match text.filter(|_| carried) {
        Some(text) => PassedFile::Text(name, text),
        None => PassedFile::ChooseAgain(name),
    })
}

/// What the page that loaded this one said (an import's result), shown at the top until
/// dismissed; it is read once, for this address only.
#[component]
pub fn Arrived() -> impl IntoView {
    let said = RwSignal::new(arrived_saying());
    view! {
        <Show when=move || said.with(Option::is_some)>
            <section class="banner done" role="status" aria-label="Imported">
                <p>{move || said.get()}</p>
                <button on:click=move |_| said.set(None)>"Dismiss"</button>
            </section>
        </Show>
    }
}

fn arrived_saying() -> Option<String> {
    let text = crate::state::storage::session_read(NEXT_KEY)?;
    let mut note: serde_json::Value = serde_json::from_str(&text).ok()?;
    let href = web_sys::window()?.location().href().ok()?;
    if note.get("href").and_then(|h| h.as_str()) != Some(href.as_str()) {
        return None;
    }
    let said = note.get_mut("said")?.take();
    // Said once: a reload of this screen does not say it again.
    crate::state::storage::session_write(NEXT_KEY, &note.to_string());
    said.as_str().map(str::to_string)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use protoplay_engine::rules::registry;

    /// The text of module `name`'s `src/bin/protoplay-<name>.rs`, without white space, once
    /// index.html is checked to build it (`data-bin`) and to list it in `MODULES`.
    pub(crate) fn built_module_source(name: &str) -> String {
        let index = include_str!("../../index.html");
        let bin = format!("protoplay-{name}");
        assert!(
            index.contains(&format!("data-bin=\"{bin}\"")),
            "index.html builds no module {bin}"
        );
        let listed = if name.contains('-') {
            format!("'{name}': './{bin}',")
        } else {
            format!("{name}: './{bin}',")
        };
        assert!(
            index.contains(&listed),
            "index.html's MODULES does not name {name}"
        );
        let path = format!("{}/src/bin/{bin}.rs", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path)
            .unwrap_or_default()
            .split_whitespace()
            .collect()
    }

    /// A game without its own module would have its tables handed to a module that does not
    /// exist: its file, its line in index.html and its name in the page's list are checked
    /// here for every ruled game.
    #[test]
    fn every_ruled_game_has_a_page_module_of_its_own_in_the_build() {
        for id in registry::ids() {
            let text = built_module_source(&ruled_module_name(id));
            assert!(
                text.contains(&format!("ruled_module!(\"{id}\",")),
                "protoplay-ruled-{id}.rs is not {id}'s module"
            );
        }
    }

    /// A bookmark to a built-in game's start form or simulation screen loads its rules' module
    /// at once: index.html takes a built-in id to be its rules' id but for the games it names in
    /// `BUILT_IN_RULES`, which must be exactly the built-in games whose id is not their rules'.
    #[test]
    fn index_html_knows_the_rules_of_every_built_in_game() {
        let index = include_str!("../../index.html");
        let line = index
            .lines()
            .find_map(|l| l.trim().strip_prefix("const BUILT_IN_RULES = {"))
            .expect("index.html has BUILT_IN_RULES");
        let body = line
            .strip_suffix("};")
            .expect("BUILT_IN_RULES is on one line");
        let mut listed: Vec<(String, String)> = body
            .split(',')
            .filter(|pair| !pair.trim().is_empty())
            .map(|pair| {
                let (id, rules) = pair.split_once(':').expect("id: rules");
                let unquote = |t: &str| t.trim().trim_matches('\'').to_string();
                (unquote(id), unquote(rules))
            })
            .collect();
        listed.sort();
        let mut built_in: Vec<(String, String)> = protoplay_engine::games::all()
            .into_iter()
            .filter_map(|def| def.rules.clone().map(|rules| (def.id, rules)))
            .filter(|(id, rules)| id != rules)
            .collect();
        built_in.sort();
        assert_eq!(listed, built_in);
        for (_, rules) in &built_in {
            built_module_source(&ruled_module_name(rules));
        }
    }

    #[test]
    fn the_editor_and_its_print_sheet_go_to_the_editors_module_whatever_the_rules() {
        let full = module("app", crate::components::ALL_SCREENS);
        let edit = Route::Editor("game-3".to_string());
        for rules in [Some("deity"), None, Some("chess")] {
            assert_eq!(
                place_in(&full, Screen::Editor, Some(edit.clone()), rules),
                Place::Elsewhere(edit.clone(), Some(EDITOR.to_string()))
            );
        }
        let editor = module(EDITOR, crate::components::EDITOR_SCREENS);
        let print = Route::Print("game-3".to_string(), "spells".to_string());
        assert_eq!(
            place_in(&editor, Screen::Print, Some(print), None),
            Place::Here
        );
        // The editor starts a table in the table's module.
        let table = Route::Table("t4".to_string());
        assert_eq!(
            place_in(&editor, Screen::Table, Some(table.clone()), None),
            Place::Elsewhere(table, Some(FREE_TABLE.to_string()))
        );
        // The editor's module is in the build, holding no table and no simulation.
        let text = built_module_source(EDITOR);
        assert!(
            text.contains("games:protoplay_engine::rules::registry::checked_games()")
                && text.contains("EDITOR_SCREENS"),
            "protoplay-editor.rs is not the editor's module"
        );
    }

    /// The library's module draws the library (the first module hands it its gestures) and
    /// hands every other screen to that screen's own module.
    #[test]
    fn the_librarys_module_draws_the_library_and_hands_every_other_screen_on() {
        let lib = module(LIBRARY, crate::components::LIBRARY_SCREENS);
        assert_eq!(
            place_in(&lib, Screen::Library, Some(Route::Library), None),
            Place::Here
        );
        let table = Route::Table("t5".to_string());
        let start = Route::Start("destiny".to_string());
        let sim = Route::Simulate("destiny".to_string());
        let edit = Route::Editor("game-1".to_string());
        for (screen, route, game, own) in [
            (Screen::Table, table.clone(), None, FREE_TABLE.to_string()),
            (
                Screen::Ruled,
                table,
                Some("destiny"),
                ruled_module_name("destiny"),
            ),
            (
                Screen::RuledStart,
                start,
                Some("destiny"),
                ruled_module_name("destiny"),
            ),
            (
                Screen::Simulate,
                sim,
                Some("destiny"),
                sim_module_name("destiny"),
            ),
            (Screen::Editor, edit, None, EDITOR.to_string()),
        ] {
            assert_eq!(
                place_in(&lib, screen, Some(route.clone()), game),
                Place::Elsewhere(route, Some(own))
            );
        }
        // In the build, with the ruled games' data and data checks and no rules, and the import
        // dialog for game files.
        let text = built_module_source(LIBRARY);
        assert!(
            text.contains("games:protoplay_engine::rules::registry::checked_games()")
                && text.contains("LIBRARY_SCREENS")
                && text.contains("imports:Some(protoplay_app::components::file_imports)"),
            "protoplay-library-full.rs is not the library's module"
        );
        // index.html hands the first module's gestures to it, by this name.
        let index = include_str!("../../index.html");
        assert!(
            index.contains(&format!("const LIBRARY = '{LIBRARY}';")),
            "index.html does not hand the library's gestures to {LIBRARY}"
        );
    }

    fn module(name: &'static str, screens: &'static [Screen]) -> Module {
        Module {
            name,
            games: &[],
            screens,
            draw: |_| ().into_any(),
            imports: None,
        }
    }

    #[test]
    fn a_ruled_screen_with_an_address_goes_to_its_games_own_module() {
        let full = module("app", crate::components::ALL_SCREENS);
        let table = Route::Table("t1".to_string());
        assert_eq!(
            place_in(&full, Screen::Ruled, Some(table.clone()), Some("deity")),
            Place::Elsewhere(table.clone(), Some("ruled-deity".to_string()))
        );
        // Played unsaved (no address): the full app draws it.
        assert_eq!(
            place_in(&full, Screen::Ruled, None, Some("deity")),
            Place::Here
        );
        let deity = module("ruled-deity", &[Screen::Ruled, Screen::RuledStart]);
        assert_eq!(
            place_in(&deity, Screen::Ruled, Some(table.clone()), Some("deity")),
            Place::Here
        );
        // Another game's table, from a game's module: that game's module.
        assert_eq!(
            place_in(&deity, Screen::Ruled, Some(table.clone()), Some("destiny")),
            Place::Elsewhere(table, Some("ruled-destiny".to_string()))
        );
    }

    #[test]
    fn a_screen_a_module_does_not_hold_goes_to_its_own_module_the_full_app_or_the_library() {
        let deity = module("ruled-deity", &[Screen::Ruled, Screen::RuledStart]);
        let sim = Route::Simulate("deity".to_string());
        assert_eq!(
            place_in(&deity, Screen::Simulate, Some(sim.clone()), Some("deity")),
            Place::Elsewhere(sim.clone(), Some("sim-deity".to_string()))
        );
        assert_eq!(
            place_in(&deity, Screen::Library, Some(Route::Library), None),
            Place::Elsewhere(Route::Library, None)
        );
        assert_eq!(
            place_in(&deity, Screen::Table, None, None),
            Place::Elsewhere(Route::Library, Some("app".to_string()))
        );
        // The simulation module draws its screen, and hands the start form to the game's module.
        let sim_deity = module("sim-deity", crate::components::SIM_SCREENS);
        assert_eq!(
            place_in(
                &sim_deity,
                Screen::Simulate,
                Some(sim.clone()),
                Some("deity")
            ),
            Place::Here
        );
        let start = Route::Start("deity".to_string());
        assert_eq!(
            place_in(
                &sim_deity,
                Screen::RuledStart,
                Some(start.clone()),
                Some("deity")
            ),
            Place::Elsewhere(start, Some("ruled-deity".to_string()))
        );
        // Rules the engine does not know have no simulation module: the full app says so.
        let full = module("app", crate::components::ALL_SCREENS);
        assert_eq!(
            place_in(
                &full,
                Screen::Simulate,
                Some(Route::Simulate("g".into())),
                Some("chess")
            ),
            Place::Here
        );
    }

    #[test]
    fn a_free_table_with_an_address_goes_to_the_free_tables_module() {
        let full = module("app", crate::components::ALL_SCREENS);
        let table = Route::Table("t2".to_string());
        assert_eq!(
            place_in(&full, Screen::Table, Some(table.clone()), None),
            Place::Elsewhere(table.clone(), Some(FREE_TABLE.to_string()))
        );
        // The benchmark's table is played unsaved: the full app draws it.
        assert_eq!(place_in(&full, Screen::Table, None, None), Place::Here);
        let free = module(FREE_TABLE, crate::components::TABLE_SCREENS);
        assert_eq!(
            place_in(&free, Screen::Table, Some(table), None),
            Place::Here
        );
        assert_eq!(
            place_in(&free, Screen::Library, Some(Route::Library), None),
            Place::Elsewhere(Route::Library, None)
        );
    }
}
