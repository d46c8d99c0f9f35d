//! Each ruled game's rules, loaded when the game is first played or simulated.
//!
//! The page is one program. Every game's description (its name, players and bots) is always
//! there (`registry::infos`); a game's rules, shipped data, variants, readings, bots and
//! simulator are a part of the program of their own, fetched the first time something needs
//! them (its start form, a table, its simulation, its data in the editor) and then held for the
//! page's life (`registry::hold`). A game's rules map is a part of its own, fetched when its
//! rules panel is first opened ([`rules_map`]). The built-in games' data alone is a part too,
//! for a free table of one of them or its file ([`with_shipped`]). The build cuts the program
//! at the loaders below (from the registry's list: `protoplay_engine::ruled_games!`), so no
//! list here is kept by hand.
//! Natively (the tests) every game's rules are held from the start, and a loader only returns
//! them.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::games::Listed;
use protoplay_engine::rules::map::Rule;
use protoplay_engine::rules::registry::{self, DynGame, Ruled};

use crate::state::AppStore;

/// Why a game's rules could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotLoaded(pub String);

impl From<leptos::wasm_split::SplitLoaderError> for NotLoaded {
    fn from(e: leptos::wasm_split::SplitLoaderError) -> Self {
        NotLoaded(e.to_string())
    }
}

/// A part of the program once a split function has fetched it, held for the page's life: held
/// in a `thread_local!` and fetched through [`held_or_fetched`], a part is fetched at most once
/// (again only after a failure), and every view that needs it later finds it at once.
pub type HeldPart<T> = std::cell::Cell<Option<T>>;

/// The part `held` holds, or, if it is not here yet, the part `fetch` (a split function)
/// fetches, then held; a failure is said in words.
pub async fn held_or_fetched<T: Copy + 'static, F>(
    held: &'static std::thread::LocalKey<HeldPart<T>>,
    fetch: impl FnOnce() -> F,
) -> Result<T, String>
where
    F: std::future::Future<Output = Result<T, NotLoaded>>,
{
    if let Some(part) = held.get() {
        return Ok(part);
    }
    let part = fetch().await.map_err(|NotLoaded(why)| why)?;
    held.set(Some(part));
    Ok(part)
}

/// One loader per ruled game: the build makes each game's rules (everything only its entry
/// reaches) a part of the program that the loader fetches.
macro_rules! loaders {
    ($($name:ident: $game:ty),* $(,)?) => {
        $(
            #[leptos::wasm_split::wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $name() -> Result<&'static dyn DynGame, NotLoaded> {
                Ok(&Ruled::<$game>::ENTRY)
            }
        )*

        /// Fetches the rules of the game `id` (its registry name is its id with `_` for `-`).
        async fn fetch(id: &str) -> Result<&'static dyn DynGame, NotLoaded> {
            $(
                if stringify!($name).replace('_', "-") == id {
                    return $name().await;
                }
            )*
            Err(NotLoaded(format!("no ruled game is called {id}")))
        }

        /// Fetches the rules map of the game `id`: a part of the program of its own, since
        /// only the rules panel and the editor read it (see [`rules_map`]).
        async fn fetch_map(id: &str) -> Result<&'static [Rule], NotLoaded> {
            $(
                paste::paste! {
                    #[leptos::wasm_split::wasm_split([<$name _map>], wasm_split_path = ::leptos::wasm_split, fallible)]
                    fn [<$name _map>]() -> Result<&'static [Rule], NotLoaded> {
                        Ok(<$game as protoplay_engine::rules::RuledGame>::rules_map())
                    }
                }
                if <$game as protoplay_engine::rules::RuledGame>::info().id == id {
                    return paste::paste! { [<$name _map>]() }.await;
                }
            )*
            Err(NotLoaded(format!("no ruled game is called {id}")))
        }

        /// Natively every game's map is held from the start, as its rules are.
        #[cfg(not(target_arch = "wasm32"))]
        fn map_now(id: &str) -> Option<&'static [Rule]> {
            $(
                if <$game as protoplay_engine::rules::RuledGame>::info().id == id {
                    return Some(<$game as protoplay_engine::rules::RuledGame>::rules_map());
                }
            )*
            None
        }

        /// The shipped data (JSON) of the game played by the rules `rules`.
        fn shipped_json(rules: &str) -> Option<&'static str> {
            $(
                if <$game as protoplay_engine::rules::RuledGame>::info().id == rules {
                    return Some(<$game as protoplay_engine::rules::RuledGame>::def_json());
                }
            )*
            None
        }
    };
}

protoplay_engine::ruled_games!(loaders);

/// Every built-in game's data without its rules: what a free table of a built-in game and its
/// file need. The build makes it a part of the program of its own (each game's rules hold their
/// game's data too, so a game's data is fetched with whichever comes first).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_data, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_shipped() -> Result<fn(&str) -> Option<&'static str>, NotLoaded> {
    Ok(shipped_json)
}

thread_local! {
    /// The built-in games' data.
    static SHIPPED: Awaited<fn(&str) -> Option<&'static str>> = const { Awaited::new() };
}

/// Runs `then` with a built-in game's definition: at once if its data is here (its rules are
/// held, or the data was fetched), else once fetched (see [`Awaited`]).
pub fn with_shipped(app: AppStore, game: &'static Listed, then: impl Fn(GameDef) + 'static) {
    // One body for every caller (boxed), rather than one copy of it each.
    with_shipped_boxed(app, game, Box::new(then));
}

fn with_shipped_boxed(app: AppStore, game: &'static Listed, then: Box<dyn Fn(GameDef)>) {
    let read = |json: &str| GameDef::from_json(json).ok();
    let Some(rules) = game.rules else {
        // A free-only game's data is always here.
        if let Some(Ok(def)) = protoplay_engine::games::load(game.id) {
            then(def);
        }
        return;
    };
    if let Some(def) = registry::game(rules).and_then(|g| read(g.def_json())) {
        then(def);
        return;
    }
    let what = format!("{}'s cards and tables", game.name);
    Awaited::request(
        &SHIPPED,
        app,
        what,
        || Box::pin(fetch_shipped()),
        move |json| {
            if let Some(def) = json(rules).and_then(read) {
                then(def);
            }
        },
    );
}

/// A part of the program that a request waits for (the free table's engine, the built-in
/// games' data), fetched once. While it is on its way, only the last request is kept (a second
/// click replaces the first rather than adding to it), and that one is carried out when the part
/// arrives only if the person is still on the screen they asked from. The page says what is
/// loading, and a failure is said with a way to try again.
pub struct Awaited<T: Copy + 'static> {
    held: std::cell::Cell<Option<T>>,
    waiting: std::cell::RefCell<Option<Waiting<T>>>,
    fetching: std::cell::Cell<bool>,
}

/// A request waiting for a part: what to do with it, what it is called, and the screen it was
/// asked from.
struct Waiting<T> {
    then: std::rc::Rc<dyn Fn(T)>,
    what: String,
    from: crate::state::Screen,
}

/// How a part is fetched (a split function's loader).
pub type Fetch<T> =
    fn() -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, NotLoaded>>>>;

impl<T: Copy + 'static> Default for Awaited<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + 'static> Awaited<T> {
    pub const fn new() -> Self {
        Awaited {
            held: std::cell::Cell::new(None),
            waiting: std::cell::RefCell::new(None),
            fetching: std::cell::Cell::new(false),
        }
    }

    /// The part, if it is here.
    pub fn held(key: &'static std::thread::LocalKey<Self>) -> Option<T> {
        key.with(|a| a.held.get())
    }

    /// Runs `then` with the part: at once if it is here, else as the type's docs say. `what`
    /// names it for the person ("the free table").
    pub fn request(
        key: &'static std::thread::LocalKey<Self>,
        app: AppStore,
        what: String,
        fetch: Fetch<T>,
        then: impl Fn(T) + 'static,
    ) {
        if let Some(part) = Self::held(key) {
            then(part);
            return;
        }
        let from = app.screen.get_untracked();
        key.with(|a| {
            *a.waiting.borrow_mut() = Some(Waiting {
                then: std::rc::Rc::new(then),
                what,
                from,
            })
        });
        Self::fetch(key, app, fetch);
    }

    fn fetch(key: &'static std::thread::LocalKey<Self>, app: AppStore, fetch: Fetch<T>) {
        if key.with(|a| a.fetching.replace(true)) {
            return;
        }
        let Some(what) = key.with(|a| a.waiting.borrow().as_ref().map(|w| w.what.clone())) else {
            key.with(|a| a.fetching.set(false));
            return;
        };
        // Said unless the banner already says something (another fetch, or its failure).
        if app.rules.with_untracked(Option::is_none) {
            app.rules.set(Some(Loading::Now(what.clone())));
        }
        // What is waiting runs where it was asked for, with the stores it reads from context.
        let owner = Owner::current();
        leptos::task::spawn_local(async move {
            let fetched = fetch().await;
            key.with(|a| a.fetching.set(false));
            match fetched {
                Ok(part) => {
                    key.with(|a| a.held.set(Some(part)));
                    if app
                        .rules
                        .with_untracked(|r| matches!(r, Some(Loading::Now(w)) if *w == what))
                    {
                        app.rules.set(None);
                    }
                    let waiting = key.with(|a| a.waiting.borrow_mut().take());
                    if let Some(w) = waiting
                        && app.screen.get_untracked() == w.from
                    {
                        match &owner {
                            Some(owner) => owner.with(|| (w.then)(part)),
                            None => (w.then)(part),
                        }
                    }
                }
                Err(NotLoaded(why)) => {
                    let again: Retry = std::sync::Arc::new(move || Self::fetch(key, app, fetch));
                    app.retry_rules.set_value(Some(again));
                    app.rules.set(Some(Loading::Failed(what, why)));
                }
            }
        });
    }
}

/// Whether the rules of `game` are held already.
pub fn held(game: &str) -> bool {
    registry::game(game).is_some()
}

/// The rules of `game`, fetched if they are not held yet.
pub async fn load(game: &str) -> Result<&'static dyn DynGame, NotLoaded> {
    if let Some(g) = registry::game(game) {
        return Ok(g);
    }
    let entry = fetch(game).await?;
    registry::hold(entry);
    Ok(entry)
}

thread_local! {
    /// The rules maps fetched so far, by game id.
    static MAPS: std::cell::RefCell<Vec<(&'static str, &'static [Rule])>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The rules map of the game `id`, if it is here (natively, always).
pub fn held_map(id: &str) -> Option<&'static [Rule]> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(map) = map_now(id) {
        return Some(map);
    }
    MAPS.with(|m| {
        m.borrow()
            .iter()
            .find(|(g, _)| *g == id)
            .map(|(_, map)| *map)
    })
}

/// The rules map of the game `id` (every rule of its text and what the engine does with it),
/// fetched if it is not here yet. A map is text a table shows only in its rules panel, so it
/// is not part of the game's rules: the page fetches it when the panel is first opened, or
/// when the editor describes data the rules do not read.
pub async fn rules_map(id: &str) -> Result<&'static [Rule], NotLoaded> {
    if let Some(map) = held_map(id) {
        return Ok(map);
    }
    let map = fetch_map(id).await?;
    // Two askers may have fetched it at once: it is held once.
    if held_map(id).is_none() {
        let id = registry::info(id).map_or("", |info| info.id);
        MAPS.with(|m| m.borrow_mut().push((id, map)));
    }
    Ok(map)
}

/// What the page says about a part of its program being fetched (a game's rules, a screen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loading {
    /// What is being fetched ("Deity's rules").
    Now(String),
    /// What could not be fetched, and why.
    Failed(String, String),
}

/// What a retry of a failed fetch of rules does.
pub type Retry = std::sync::Arc<dyn Fn() + Send + Sync>;

/// Runs `then` once the rules of `game` are held: at once if they are, else after fetching
/// them, the page saying so meanwhile (`AppStore::rules`). A failed fetch is said, with a way
/// to try again, and `then` is not run; nothing else changes.
pub fn then<F: Fn() + Send + Sync + 'static>(app: AppStore, game: &str, then: F) {
    // One body for every caller (shared), rather than one copy of it each.
    then_shared(app, game, std::sync::Arc::new(then));
}

fn then_shared(app: AppStore, game: &str, then: Retry) {
    if held(game) {
        then();
        return;
    }
    let name = registry::info(game).map_or_else(|| game.to_string(), |i| i.name.to_string());
    let name = format!("{name}'s rules");
    app.rules.set(Some(Loading::Now(name.clone())));
    let game = game.to_string();
    // `then` runs where it was asked for, with the stores it reads from context.
    let owner = Owner::current();
    leptos::task::spawn_local(async move {
        match load(&game).await {
            Ok(_) => {
                if app
                    .rules
                    .with_untracked(|r| matches!(r, Some(Loading::Now(w)) if *w == name))
                {
                    app.rules.set(None);
                }
                app.rules_held.update(|n| *n += 1);
                match &owner {
                    Some(owner) => owner.with(&*then),
                    None => then(),
                }
            }
            Err(NotLoaded(why)) => {
                let again: Retry =
                    std::sync::Arc::new(move || then_shared(app, &game, then.clone()));
                app.retry_rules.set_value(Some(again));
                app.rules.set(Some(Loading::Failed(name, why)));
            }
        }
    });
}
