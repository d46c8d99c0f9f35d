//! The simulation Web Worker: Trunk builds this as a second wasm (`data-type="worker"` in
//! index.html). It answers each chunk request from the page with that chunk's statistics (see
//! `protoplay_app::state::destiny_sim`), so the page stays responsive while thousands of games
//! are played.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

fn main() {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let replies = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let reply = match ev.data().as_string() {
                Some(text) => protoplay_app::state::destiny_sim::handle(&text),
                None => protoplay_app::state::destiny_sim::reply_json(
                    &protoplay_app::state::destiny_sim::WorkerReply::Error(
                        "the worker expects a JSON string".to_string(),
                    ),
                ),
            };
            let _ = replies.post_message(&JsValue::from_str(&reply));
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let ready = protoplay_app::state::destiny_sim::reply_json(
        &protoplay_app::state::destiny_sim::WorkerReply::Ready,
    );
    let _ = scope.post_message(&JsValue::from_str(&ready));
}
