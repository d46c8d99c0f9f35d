//! The simulation Web Worker's entry. Each ruled game has a worker of its own
//! (`src/bin/protoplay-sim-<game id>.rs`, one line: [`crate::sim_worker!`]), which holds that
//! game's rules and bots and no other game's: the simulation screen loads only the worker of
//! the game it simulates (`sim-worker.js` loads the one the worker is named after). Trunk builds each as a wasm of its own
//! (`data-type="worker"` in index.html; the `release` profile, where the engine is optimised for
//! speed). A worker plays each run the page asks for and posts its progress (see
//! [`crate::state::sim`]), so the page stays responsive while thousands of games are played.

use protoplay_engine::sim::Games;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::state::sim::{self, WorkerReply};

#[wasm_bindgen]
extern "C" {
    /// The worker's clock in milliseconds (finer than `Date.now()`).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Answers the page's messages with `games` (a worker's one game) for as long as the worker
/// lives.
pub fn run(games: Games) {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let replies = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let mut now = performance_now;
            let mut send = |reply: String| {
                let _ = replies.post_message(&JsValue::from_str(&reply));
            };
            match ev.data().as_string() {
                Some(text) => sim::handle(games, &text, &mut now, &mut send),
                None => send(sim::reply_json(&WorkerReply::Error(
                    "the worker expects a JSON string".to_string(),
                ))),
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&sim::reply_json(&WorkerReply::Ready)));
}

/// A ruled game's simulation worker: `sim_worker!(path::to::Game);` is the whole of its
/// `src/bin/protoplay-sim-<game id>.rs`. Only this game's registry entry is named, so the
/// linker leaves every other game out of the worker.
#[macro_export]
macro_rules! sim_worker {
    ($game:ty) => {
        static GAMES: &[&dyn ::protoplay_engine::rules::registry::DynSim] =
            &[&::protoplay_engine::rules::registry::Ruled::<$game>::ENTRY];

        fn main() {
            $crate::worker::run(GAMES);
        }
    };
}

#[cfg(test)]
mod tests {
    use protoplay_engine::rules::registry;

    /// A game without a worker could be played but not simulated in the browser: its worker's
    /// file and its line in index.html are checked here for every ruled game.
    #[test]
    fn every_ruled_game_has_a_worker_of_its_own_in_the_build() {
        let index = include_str!("../../index.html");
        for id in registry::ids() {
            let bin = format!("protoplay-sim-{id}");
            assert!(
                index.contains(&format!("data-bin=\"{bin}\"")),
                "index.html builds no worker {bin}"
            );
            let path = format!("{}/src/bin/{bin}.rs", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                text.contains("sim_worker!("),
                "{path} is not a simulation worker"
            );
        }
    }
}
