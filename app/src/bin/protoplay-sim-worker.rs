//! The simulation Web Worker: Trunk builds this as a second wasm (`data-type="worker"` in
//! index.html; the `release` profile, where the engine is optimised for speed). It plays each
//! run the page asks for and posts its progress (see `protoplay_app::state::sim`), so the page
//! stays responsive while thousands of games are played.

use protoplay_app::state::sim::{self, WorkerReply};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The worker's clock in milliseconds (finer than `Date.now()`).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

fn main() {
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
                Some(text) => sim::handle(&text, &mut now, &mut send),
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
