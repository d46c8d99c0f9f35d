//! The simulation Web Worker's entry. Each ruled game has a simulation module of its own
//! (`src/bin/protoplay-sim-<game id>.rs`, one line: [`crate::sim_module!`]), which holds that
//! game's rules and bots and no other game's, and is both the page of the game's simulation
//! screen and its workers: the page and the workers load the one file, downloaded once
//! (`sim-worker.js` loads the module the worker is named after). Trunk builds each as a wasm of
//! its own (index.html; the `sim` profile in Cargo.toml, with the engine fast and the page small). A
//! worker plays each run the page asks for and posts its progress (see [`crate::state::sim`]),
//! so the page stays responsive while thousands of games are played.

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

/// Whether this code runs in a Web Worker (a simulation module's workers), not in a page.
pub fn in_worker() -> bool {
    js_sys::global()
        .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        .is_ok()
}

/// A ruled game's simulation module: `sim_module!("<game id>", path::to::Game);` is the whole of
/// its `src/bin/protoplay-sim-<game id>.rs`. In a page it draws the game's simulation screen; in
/// a worker the page starts, it plays the runs the page asks for. Only this game's registry
/// entry is named, so the linker leaves every other game, and every other screen, out.
#[macro_export]
macro_rules! sim_module {
    ($id:literal, $game:ty) => {
        // The game's simulation entry: its tables are played in its own module, not here.
        static GAMES: &[&dyn ::protoplay_engine::rules::registry::DynGame] =
            &[&::protoplay_engine::rules::registry::Simulated::<$game>::ENTRY];
        static SIMULATED: &[&dyn ::protoplay_engine::rules::registry::DynSim] =
            &[&::protoplay_engine::rules::registry::Simulated::<$game>::ENTRY];

        fn main() {
            if $crate::worker::in_worker() {
                $crate::worker::run(SIMULATED);
            } else {
                $crate::mount($crate::module::Module {
                    name: concat!("sim-", $id),
                    games: GAMES,
                    screens: $crate::components::SIM_SCREENS,
                    draw: $crate::components::draw_sim,
                    imports: None,
                });
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use protoplay_engine::rules::registry;

    /// A game without a simulation module could be played but not simulated in the browser:
    /// its file, its line in index.html and its name in the page's list are checked here for
    /// every ruled game.
    #[test]
    fn every_ruled_game_has_a_simulation_module_of_its_own_in_the_build() {
        for id in registry::ids() {
            let text =
                crate::module::tests::built_module_source(&crate::module::sim_module_name(id));
            assert!(
                text.contains(&format!("sim_module!(\"{id}\",")),
                "protoplay-sim-{id}.rs is not {id}'s simulation module"
            );
        }
    }
}
