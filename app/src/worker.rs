//! The simulation Web Worker's entry. The page starts its workers from its own program
//! (`sim-worker.js` loads the files the page loaded, from the browser's cache), whose `main`
//! sees it runs in a worker and comes here; a worker fetches the rules of the game it is asked
//! to simulate (see [`crate::rules`]), plays each run the page asks for and posts its progress
//! (see [`crate::state::sim`]), so the page stays responsive while thousands of games are
//! played.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::state::sim::{self, RunRequest, WorkerReply};

#[wasm_bindgen]
extern "C" {
    /// The worker's clock in milliseconds (finer than `Date.now()`).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Answers the page's messages for as long as the worker lives.
pub fn run() {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
        move |ev: web_sys::MessageEvent| {
            let replies = replies.clone();
            let send = move |reply: String| {
                let _ = replies.post_message(&JsValue::from_str(&reply));
            };
            let Some(text) = ev.data().as_string() else {
                send(sim::reply_json(&WorkerReply::Error(
                    "the worker expects a JSON string".to_string(),
                )));
                return;
            };
            // The game's rules first (fetched once; the page has usually loaded them already,
            // so they come from the browser's cache).
            let game = serde_json::from_str::<RunRequest>(&text)
                .map(|r| r.settings.game)
                .unwrap_or_default();
            // (A worker has no Leptos: its futures run on wasm-bindgen's executor.)
            wasm_bindgen_futures::spawn_local(async move {
                let mut send = send;
                if !game.is_empty()
                    && let Err(crate::rules::NotLoaded(why)) = crate::rules::load(&game).await
                {
                    send(sim::reply_json(&WorkerReply::Error(format!(
                        "the simulation worker could not load the rules ({why}); press Run simulation to try again"
                    ))));
                    return;
                }
                sim::handle(&text, &mut performance_now, &mut send);
            });
        },
    );
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&sim::reply_json(&WorkerReply::Ready)));
}

/// Whether this code runs in a Web Worker (a simulation worker), not in a page.
pub fn in_worker() -> bool {
    js_sys::global()
        .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        .is_ok()
}
