//! Each ruled game's rules, loaded when the game is first played or simulated.
//!
//! The page is one program. Every game's description (its name, players, bots and shipped
//! data) is always there (`registry::infos`); a game's rules, variants, readings, bots and
//! simulator are a part of the program of their own, fetched the first time something needs
//! them (its start form, a table, its simulation, its data in the editor) and then held for the
//! page's life (`registry::hold`). The build cuts the program at the loaders below (one per line
//! of the registry's list: `protoplay_engine::ruled_games!`), so no list here is kept by hand.
//! Natively (the tests) every game's rules are held from the start, and a loader only returns
//! them.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::games::Listed;
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

/// Every built-in game's data without its rules: what a free table of a built-in game, its file
/// or a copy for the editor need. The build makes it a part of the program of its own (each
/// game's rules hold their game's data too, so a game's data is fetched with whichever comes
/// first).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_data, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_shipped() -> Result<fn(&str) -> Option<&'static str>, NotLoaded> {
    Ok(shipped_json)
}

thread_local! {
    /// The built-in games' data, once fetched.
    static SHIPPED: std::cell::Cell<Option<fn(&str) -> Option<&'static str>>> =
        const { std::cell::Cell::new(None) };
}

/// Runs `then` with a built-in game's definition: at once if its data is here (its rules are
/// held, or the data was fetched), else once fetched, the page saying so meanwhile; a failed
/// fetch is said with a way to try again, and `then` is not run.
pub fn with_shipped<F: Fn(GameDef) + Clone + Send + Sync + 'static>(
    app: AppStore,
    game: &'static Listed,
    then: F,
) {
    let read = |json: &str| GameDef::from_json(json).ok();
    let here = match game.rules {
        Some(rules) if held(rules) => registry::game(rules).map(|g| g.def_json()),
        Some(rules) => SHIPPED
            .with(std::cell::Cell::get)
            .and_then(|json| json(rules)),
        // A free-only game's data is always here.
        None => None,
    };
    if let Some(def) = here.and_then(read) {
        then(def);
        return;
    }
    let Some(rules) = game.rules else {
        if let Some(Ok(def)) = protoplay_engine::games::load(game.id) {
            then(def);
        }
        return;
    };
    let what = format!("{}'s cards and tables", game.name);
    app.rules.set(Some(Loading::Now(what.clone())));
    leptos::task::spawn_local(async move {
        match fetch_shipped().await {
            Ok(json) => {
                SHIPPED.with(|s| s.set(Some(json)));
                if app
                    .rules
                    .with_untracked(|r| matches!(r, Some(Loading::Now(w)) if *w == what))
                {
                    app.rules.set(None);
                }
                if let Some(def) = json(rules).and_then(read) {
                    then(def);
                }
            }
            Err(NotLoaded(why)) => {
                let again: Retry =
                    std::sync::Arc::new(move || with_shipped(app, game, then.clone()));
                app.retry_rules.set_value(Some(again));
                app.rules.set(Some(Loading::Failed(what, why)));
            }
        }
    });
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
pub fn then<F: Fn() + Clone + Send + Sync + 'static>(app: AppStore, game: &str, then: F) {
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
                app.rules.set(None);
                app.rules_held.update(|n| *n += 1);
                match &owner {
                    Some(owner) => owner.with(&then),
                    None => then(),
                }
            }
            Err(NotLoaded(why)) => {
                let retry = then.clone();
                let again: Retry =
                    std::sync::Arc::new(move || crate::rules::then(app, &game, retry.clone()));
                app.retry_rules.set_value(Some(again));
                app.rules.set(Some(Loading::Failed(name, why)));
            }
        }
    });
}
