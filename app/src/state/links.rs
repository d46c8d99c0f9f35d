//! Game files and share links on the app's side: what the URL fragment asks for, what a file or
//! link holds (shown before anything is imported), importing it as a new copy, and the names of
//! exported files.
//!
//! Reading and writing the files and links themselves is the engine's (`engine::import`); this
//! module only decides where an import goes in the library, and never lets it land on an
//! existing game or table. Everything here is plain Rust, tested natively; [`ImportStore`] holds
//! what is waiting for the person's "Import" or "Cancel".

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::import::{Content, FileError};

use super::store::AppStore;

use super::library::{Library, TableEntry, TableSave, Turns};
use super::turns::Brought;
use protoplay_engine::games::Listed;

/// The fragment that opens the 20×20 hex benchmark table (not saved).
pub const BENCH_FRAGMENT: &str = "#bench=hex-20x20";

/// What the part of the address after `#` asks the app to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fragment {
    /// No fragment, or an empty one.
    None,
    /// The benchmark table.
    Bench,
    /// A screen's own address (`#/table/…`, see `state::route`): not a link.
    Screen,
    /// Anything else is read as a share link (a broken one is explained, not ignored).
    Link(String),
}

impl Fragment {
    /// Reads `location.hash` (with its `#`, or empty).
    pub fn parse(hash: &str) -> Self {
        let trimmed = hash.trim();
        if trimmed == BENCH_FRAGMENT {
            return Fragment::Bench;
        }
        let bare = trimmed.strip_prefix('#').unwrap_or(trimmed);
        if bare.trim().is_empty() {
            Fragment::None
        } else if bare.starts_with('/') {
            Fragment::Screen
        } else {
            Fragment::Link(bare.to_string())
        }
    }
}

/// Removes the fragment from the address without reloading or adding a history entry, so a
/// reload does not offer the same link again.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// The address of a share link: the page's origin and path, then `#` and the link.
pub fn share_url(origin: &str, pathname: &str, link: &str) -> String {
    format!("{origin}{pathname}#{link}")
}

/// Beyond this length some chat programs and mail clients cut a link or refuse it.
pub const LONG_LINK_CHARS: usize = 2000;

/// Where the content waiting to be imported came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Link,
    /// A game file, by its name on the person's disk.
    File(String),
}

/// A game file or share link, read and checked, waiting for "Import as a new copy".
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub source: Source,
    pub content: Content,
    /// A turn link's table this browser does not hold yet: its identity, kept by the new
    /// table so that the next turn links come back into it.
    pub turns: Option<Turns>,
}

/// What a turn link did, for the banner at the top of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnNotice {
    pub message: String,
    /// When both sides moved on: the two tables kept, (id, title) each, the local one first.
    pub fork: Option<[(String, String); 2]>,
}

/// What a file or link holds, as the import dialog lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// "A game" or "A game with a table in play".
    pub kind: &'static str,
    pub name: String,
    pub description: String,
    /// "2–4" or "3".
    pub players: String,
    /// "52 cards in 1 deck".
    pub cards: String,
    /// Boards, counters, dice and so on: "1 board, 6 kinds of counter, 3 dice".
    pub components: String,
    /// For a table: "3 players, at step 4 of 6 (seed 42)".
    pub table: Option<String>,
    /// The engine's one-line summary.
    pub summary: String,
}

/// "1 deck", "2 decks".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Preview {
    pub fn of(content: &Content) -> Self {
        let def = content.def();
        let range = def.players;
        let players = if range.min == range.max {
            range.min.to_string()
        } else {
            format!("{}–{}", range.min, range.max)
        };
        let cards: usize = def.decks.iter().map(|d| d.size()).sum();
        let mut components = Vec::new();
        for (n, one, many) in [
            (def.boards.len(), "board", "boards"),
            (def.counters.len(), "kind of counter", "kinds of counter"),
            (def.dice.len(), "die", "dice"),
            (def.zones.len(), "zone", "zones"),
            (def.trackers.len(), "tracker", "trackers"),
            (def.phases.len(), "phase", "phases"),
        ] {
            if n > 0 {
                components.push(count(n, one, many));
            }
        }
        let table = match content {
            Content::Game(_) => None,
            Content::Table(saved) => Some(format!(
                "{} players, at step {} of {} (seed {})",
                saved.players,
                saved.cursor,
                saved.actions.len(),
                saved.seed
            )),
            Content::Ruled { save, .. } => Some(format!(
                "{} players, at move {} of {} (seed {}), rules enforced",
                save.setup.seats.len(),
                save.cursor,
                save.moves.len(),
                save.setup.seed
            )),
        };
        Preview {
            kind: match content {
                Content::Game(_) => "A game",
                Content::Table(_) => "A game with a table in play",
                Content::Ruled { .. } => "A table with the rules enforced",
            },
            name: def.name.clone(),
            description: def.description.clone(),
            players,
            cards: format!(
                "{} in {}",
                count(cards, "card", "cards"),
                count(def.decks.len(), "deck", "decks")
            ),
            components: if components.is_empty() {
                "none".to_string()
            } else {
                components.join(", ")
            },
            table,
            summary: crate::render::capitalised(&content.summary()),
        }
    }
}

/// Where an import went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Imported {
    /// A new game in "Your games".
    Game { id: String, name: String },
    /// A new table in "Your tables".
    Table { id: String, title: String },
}

impl Imported {
    /// What the person is told afterwards.
    pub fn message(&self) -> String {
        match self {
            Imported::Game { name, .. } => {
                format!("Imported “{name}” as a new game: it is under “Your games”.")
            }
            Imported::Table { title, .. } => {
                format!("Imported “{title}” as a new table: it is under “Your tables”.")
            }
        }
    }
}

/// `id` without a trailing `-<number>` (and a tab's tag after it), so a copy of `deity-1` or
/// `deity-1-k7q2x` becomes `deity-2`, not `deity-1-1`.
fn id_base(id: &str) -> &str {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let untagged = match id.rsplit_once('-') {
        Some((rest, tag)) if super::library::is_tag(tag) => match rest.rsplit_once('-') {
            Some((_, n)) if digits(n) => rest,
            _ => id,
        },
        _ => id,
    };
    match untagged.rsplit_once('-') {
        Some((base, n)) if !base.is_empty() && digits(n) => base,
        _ => untagged,
    }
}

/// `name`, or `name (copy)`, `name (copy 2)`… so that it differs from every name in `taken`.
fn distinct_name(name: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    (1..)
        .map(|n| {
            if n == 1 {
                format!("{name} (copy)")
            } else {
                format!("{name} (copy {n})")
            }
        })
        .find(|candidate| !taken.iter().any(|t| t == candidate))
        .unwrap_or_else(|| name.to_string())
}

/// Adds what a file or link holds to the library as a new copy: a game gets an id no game or
/// table in the library has (and none of `built_in` has), and a name of its own when one is
/// taken; a table becomes a new table entry. Nothing already in the library is changed.
pub fn import_copy(
    library: &mut Library,
    content: Content,
    built_in: &[&Listed],
    now: f64,
) -> Imported {
    match content {
        Content::Game(mut def) => {
            let base = id_base(&def.id);
            let base = if base.is_empty() { "game" } else { base };
            let mut id = library.fresh_id(base);
            // `fresh_id` knows the library; the built-in ids are taken too.
            let mut n = 0;
            while built_in.iter().any(|g| g.id == id) {
                n += 1;
                id = library.fresh_id(&format!("{base}-imported-{n}"));
            }
            let taken: Vec<String> = built_in
                .iter()
                .map(|g| g.name.to_string())
                .chain(library.games.iter().map(|g| g.name.clone()))
                .collect();
            def.id = id.clone();
            def.name = distinct_name(&def.name, &taken);
            let name = def.name.clone();
            library.games.push(def);
            Imported::Game { id, name }
        }
        Content::Table(saved) => {
            let id = library.fresh_id("table");
            let title = format!("{} (imported)", saved.def.name);
            library.put_table(TableEntry {
                id: id.clone(),
                title: title.clone(),
                updated: now,
                hot_seat: false,
                save: TableSave::Free(saved),
                turns: None,
            });
            Imported::Table { id, title }
        }
        Content::Ruled { save, def } => {
            let id = library.fresh_id("table");
            let title = format!("{} (imported)", def.name);
            library.put_table(TableEntry {
                id: id.clone(),
                title: title.clone(),
                updated: now,
                hot_seat: false,
                save: TableSave::Ruled(*save),
                turns: None,
            });
            Imported::Table { id, title }
        }
    }
}

/// A file-name-safe form of a name: the editor's ids (lower-case letters and digits, words
/// joined by `-`), at most 60 characters.
pub fn slug(name: &str) -> String {
    let id: String = super::authoring::slug_or(name, "game")
        .chars()
        .take(60)
        .collect();
    id.trim_end_matches('-').to_string()
}

/// The name an exported game file gets: `deity-starter.game.json`.
pub fn game_file_name(def: &GameDef) -> String {
    format!("{}.game.json", slug(&def.name))
}

/// The name an exported table file gets: `deity-starter-step-12.table.json`.
pub fn table_file_name(title: &str, step: usize) -> String {
    format!("{}-step-{step}.table.json", slug(title))
}

/// What is waiting to be imported, and what went wrong with the last file or link. Provided once
/// and read through context, like the app store.
#[derive(Clone, Copy)]
pub struct ImportStore {
    pub pending: RwSignal<Option<Pending>>,
    /// Why the last file or link could not be opened, in a sentence for the person.
    pub error: RwSignal<Option<String>>,
    /// What the last import did.
    pub done: RwSignal<Option<String>>,
    /// What the last turn link did.
    pub turn: RwSignal<Option<TurnNotice>>,
    /// Whether the last message is about a file chosen on the library (it shows beside the
    /// file picker) rather than a link (it shows at the top of the page).
    pub from_file: RwSignal<bool>,
    /// The app's store: a file is read after the browser hands it over, outside any
    /// component, and a ruled table's file waits for its game's rules through it.
    app: AppStore,
}

/// Creates the import store and puts it in context.
pub fn provide_import_store(app: AppStore) -> ImportStore {
    let store = ImportStore {
        app,
        pending: RwSignal::new(None),
        error: RwSignal::new(None),
        done: RwSignal::new(None),
        turn: RwSignal::new(None),
        from_file: RwSignal::new(false),
    };
    provide_context(store);
    store
}

/// The import store, from context.
pub fn use_import_store() -> ImportStore {
    expect_context::<ImportStore>()
}

// Reading links and files is done by a part of the program of its own, fetched the first time a
// link or a file is opened (`crate::components::share`, which calls these).
impl ImportStore {
    /// Reads a share link; its content waits for the person, or its problem is shown.
    pub fn read_link(&self, text: &str) {
        self.done.set(None);
        self.turn.set(None);
        self.from_file.set(false);
        if protoplay_engine::import::is_turn_link(text) {
            self.read_turn(text);
            return;
        }
        match protoplay_engine::import::read_link(text) {
            // A table of a game whose rules are not loaded yet: read again once they are.
            Err(protoplay_engine::import::LinkError::File(FileError::RulesNotLoaded {
                game,
                ..
            })) => {
                let (imports, text) = (*self, text.to_string());
                crate::rules::then(self.app, &game, move || imports.read_link(&text));
            }
            Ok(content) => {
                self.error.set(None);
                self.pending.set(Some(Pending {
                    source: Source::Link,
                    content,
                    turns: None,
                }));
            }
            Err(e) => {
                self.pending.set(None);
                self.error.set(Some(link_problem(&e.to_string())));
            }
        }
    }

    /// Brings a turn link into the table it names (see `state::turns`): the table opens with
    /// the link's moves, or is offered for import when this browser does not hold it, or the
    /// link's problem is shown. Nothing is lost either way.
    fn read_turn(&self, text: &str) {
        use protoplay_engine::import::{LinkError, TurnError};
        let brought = protoplay_engine::import::read_turn_link(text)
            .and_then(|link| Ok((self.app.bring_turn(&link)?, link)));
        match brought {
            // A table of a game whose rules are not loaded yet: read again once they are.
            Err(
                TurnError::File(FileError::RulesNotLoaded { game, .. })
                | TurnError::Link(LinkError::File(FileError::RulesNotLoaded { game, .. })),
            ) => {
                let (imports, text) = (*self, text.to_string());
                crate::rules::then(self.app, &game, move || imports.read_link(&text));
            }
            Err(e) => {
                self.pending.set(None);
                self.error.set(Some(turn_problem(&e.to_string())));
            }
            Ok((Brought::NotHeld { content, turns }, _)) => {
                self.error.set(None);
                self.pending.set(Some(Pending {
                    source: Source::Link,
                    content: *content,
                    turns: Some(turns),
                }));
            }
            Ok((brought, link)) => {
                self.error.set(None);
                // Brought in: a reload must not bring it again (the table's address replaces it).
                clear_fragment();
                let steps = if link.is_free() { "step" } else { "move" };
                let fork = match &brought {
                    Brought::Forked { mine, theirs, .. } => {
                        let title = |id: &str| {
                            self.app.library.with_untracked(|l| {
                                l.table(id).map(|t| t.title.clone()).unwrap_or_default()
                            })
                        };
                        Some([(mine.clone(), title(mine)), (theirs.clone(), title(theirs))])
                    }
                    _ => None,
                };
                self.turn.set(Some(TurnNotice {
                    message: brought.message(&link.from, steps),
                    fork,
                }));
            }
        }
    }

    /// Reads a game file's text; its content waits for the person, or its problem is shown. A
    /// file holding a turn link is brought in as that link.
    pub fn read_file(&self, name: &str, text: &str) {
        if protoplay_engine::import::is_turn_link(text.trim()) {
            self.read_link(text.trim());
            return;
        }
        self.done.set(None);
        self.from_file.set(true);
        match protoplay_engine::import::read_file(text) {
            Ok(content) => {
                self.error.set(None);
                self.pending.set(Some(Pending {
                    source: Source::File(name.to_string()),
                    content,
                    turns: None,
                }));
            }
            // A table of a game whose rules are not loaded yet: read again once they are.
            Err(FileError::RulesNotLoaded { game, .. }) => {
                let (imports, name, text) = (*self, name.to_string(), text.to_string());
                crate::rules::then(self.app, &game, move || imports.read_file(&name, &text));
            }
            Err(e) => {
                self.pending.set(None);
                self.error.set(Some(file_problem(name, &e.to_string())));
            }
        }
    }

    /// A file that could not even be read as text.
    pub fn file_unreadable(&self, name: &str, reason: &str) {
        self.pending.set(None);
        self.done.set(None);
        self.from_file.set(true);
        self.error.set(Some(file_problem(name, reason)));
    }
}

/// The sentence for a link that cannot be opened.
pub fn link_problem(reason: &str) -> String {
    format!(
        "This share link cannot be opened: {reason}. Nothing was imported and nothing was changed."
    )
}

/// The sentence for a turn link that cannot be brought in.
pub fn turn_problem(reason: &str) -> String {
    format!("This turn link cannot be opened: {reason}. Nothing was changed.")
}

/// The sentence for a file that cannot be opened.
pub fn file_problem(name: &str, reason: &str) -> String {
    format!("“{name}” cannot be imported: {reason}. Nothing was imported and nothing was changed.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::import::{game_link, game_to_file, read_file, read_link, table_link};
    use protoplay_engine::table::{Action, Game, ZoneRef};

    fn starter() -> GameDef {
        protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid")
    }

    fn played() -> Game {
        let mut game = Game::new(starter(), 3, 42).expect("sets up");
        game.apply(Action::Draw {
            from: ZoneRef::shared("draw"),
            to: ZoneRef::of("hand", 0),
            count: 2,
        })
        .expect("draws");
        game.apply(Action::NextTurn).expect("next turn");
        game
    }

    #[test]
    fn the_fragment_is_a_link_the_benchmark_or_nothing() {
        assert_eq!(Fragment::parse(""), Fragment::None);
        assert_eq!(Fragment::parse("#"), Fragment::None);
        assert_eq!(Fragment::parse("#  "), Fragment::None);
        assert_eq!(Fragment::parse("#bench=hex-20x20"), Fragment::Bench);
        assert_eq!(Fragment::parse("#g1.abc"), Fragment::Link("g1.abc".into()));
        // Anything else is read as a link, so a mangled one is explained rather than ignored.
        assert_eq!(Fragment::parse("#hello"), Fragment::Link("hello".into()));
        assert_eq!(Fragment::parse("#/table/table-3"), Fragment::Screen);
    }

    #[test]
    fn a_share_url_is_origin_path_and_fragment() {
        assert_eq!(
            share_url("https://example.org", "/play/", "g1.xyz"),
            "https://example.org/play/#g1.xyz"
        );
    }

    #[test]
    fn an_imported_game_is_a_new_copy_beside_the_original() {
        let mut lib = Library::default();
        lib.put_game(starter());
        let built_in = protoplay_engine::games::listed();
        let content = read_file(&game_to_file(&starter()).expect("fits a file")).expect("reads");
        let done = import_copy(&mut lib, content, &built_in, 1.0);
        assert_eq!(
            done,
            Imported::Game {
                id: "deity-starter-1".into(),
                name: "Deity (starter) (copy)".into()
            }
        );
        assert_eq!(lib.games.len(), 2);
        assert_eq!(lib.games[0], starter(), "the original is untouched");
        // Again: another id and another name, never over the first copy.
        let content = read_link(&game_link(&starter())).expect("reads");
        let done = import_copy(&mut lib, content, &built_in, 2.0);
        assert_eq!(
            done,
            Imported::Game {
                id: "deity-starter-2".into(),
                name: "Deity (starter) (copy 2)".into()
            }
        );
        assert_eq!(lib.games.len(), 3);
        // The copy is the same game apart from its id and name.
        let mut copy = lib.games[2].clone();
        copy.id = starter().id;
        copy.name = starter().name;
        assert_eq!(copy, starter());
    }

    #[test]
    fn an_imported_game_never_takes_a_built_in_id() {
        let mut lib = Library::default();
        let mut def = starter();
        def.id = "deity-starter-1".into();
        let mut built_in = protoplay_engine::games::listed();
        let another = Listed {
            id: "deity-starter-1",
            ..*built_in[0]
        };
        built_in.push(&another);
        let done = import_copy(&mut lib, Content::Game(def), &built_in, 1.0);
        let Imported::Game { id, .. } = done else {
            panic!("a game")
        };
        assert!(built_in.iter().all(|g| g.id != id), "{id}");
        assert!(id.starts_with("deity-starter"), "{id}");
    }

    #[test]
    fn an_imported_table_is_a_new_entry_that_replays_to_the_same_table() {
        let game = played();
        let mut lib = Library::default();
        lib.put_table(TableEntry {
            id: "table-1".into(),
            title: "Mine".into(),
            updated: 0.0,
            hot_seat: false,
            save: TableSave::Free(Game::new(starter(), 2, 1).expect("sets up").save()),
            turns: None,
        });
        let before = lib.tables[0].clone();
        let content = read_link(&table_link(&game.save())).expect("reads");
        let done = import_copy(&mut lib, content, &protoplay_engine::games::listed(), 5.0);
        assert_eq!(
            done,
            Imported::Table {
                id: "table-2".into(),
                title: "Deity (starter) (imported)".into()
            }
        );
        assert_eq!(lib.tables.len(), 2);
        assert_eq!(
            lib.table("table-1"),
            Some(&before),
            "the old table is untouched"
        );
        let entry = lib.table("table-2").expect("imported");
        let back = Game::load(entry.free().expect("free table").clone()).expect("loads");
        assert_eq!(back.table(), game.table());
        assert_eq!(back.step(), game.step());
    }

    #[test]
    fn the_preview_names_the_game_players_cards_and_steps() {
        let game = played();
        let p = Preview::of(&Content::Game(starter()));
        assert_eq!(p.kind, "A game");
        assert_eq!(p.name, "Deity (starter)");
        assert_eq!(p.players, "2–4");
        assert_eq!(p.cards, "52 cards in 1 deck");
        assert_eq!(p.table, None);
        let p = Preview::of(&Content::Table(game.save()));
        assert_eq!(p.kind, "A game with a table in play");
        assert_eq!(
            p.table.as_deref(),
            Some("3 players, at step 2 of 2 (seed 42)")
        );
        assert!(
            p.summary.starts_with("A table of 3 players at step 2 of 2"),
            "{}",
            p.summary
        );
    }

    #[test]
    fn export_file_names_are_safe_and_say_what_they_hold() {
        assert_eq!(game_file_name(&starter()), "deity-starter.game.json");
        assert_eq!(
            table_file_name("Deity (starter)", 12),
            "deity-starter-step-12.table.json"
        );
        assert_eq!(slug("../<script>"), "script");
        assert_eq!(slug("???"), "game");
        assert_eq!(slug("Ünïcödé Spiel"), "ünïcödé-spiel");
        assert!(slug(&"x".repeat(500)).len() <= 60);
    }

    #[test]
    fn problems_say_nothing_was_changed() {
        let e = read_link("#g1.eJx").expect_err("cut short").to_string();
        let m = link_problem(&e);
        assert!(m.contains("cut short"), "{m}");
        assert!(m.contains("Nothing was imported"));
        let m = file_problem("a.json", "the file is not valid JSON");
        assert!(m.starts_with("“a.json” cannot be imported"));
    }

    /// The number reported for the built-in starter game: `cargo test -p protoplay-app
    /// starter_link -- --nocapture`. The bound keeps a change that bloats links from passing
    /// unnoticed.
    #[test]
    fn the_starter_link_lengths() {
        let def = starter();
        let game = game_link(&def);
        let mut table = Game::new(def, 3, 42).expect("sets up");
        table
            .apply(Action::Draw {
                from: ZoneRef::shared("draw"),
                to: ZoneRef::of("hand", 0),
                count: 1,
            })
            .expect("draws");
        table
            .apply(Action::Roll {
                dice: vec!["omen".into()],
            })
            .expect("rolls");
        table.apply(Action::NextTurn).expect("next turn");
        table
            .apply(Action::Draw {
                from: ZoneRef::shared("draw"),
                to: ZoneRef::of("hand", 1),
                count: 2,
            })
            .expect("draws");
        table.apply(Action::NextTurn).expect("next turn");
        let with_table = table_link(&table.save());
        println!(
            "starter game link: {} characters; with a table of {} actions: {} characters",
            game.len(),
            table.recorded(),
            with_table.len()
        );
        assert!(game.len() < 4000, "{}", game.len());
        assert!(with_table.len() < game.len() + 500, "{}", with_table.len());
        assert_eq!(
            read_link(&with_table).expect("reads"),
            Content::Table(table.save())
        );
    }

    #[test]
    fn ids_lose_a_trailing_number_only() {
        assert_eq!(id_base("deity-2"), "deity");
        assert_eq!(id_base("deity-starter"), "deity-starter");
        assert_eq!(id_base("-3"), "-3");
        assert_eq!(id_base("x-"), "x-");
        assert_eq!(id_base("deity-starter-3-k7q2x"), "deity-starter");
        assert_eq!(id_base("game-1-abcde"), "game");
        // A last word that only looks like a tag, with no number before it, stays.
        assert_eq!(id_base("my-hello"), "my-hello");
    }
}
