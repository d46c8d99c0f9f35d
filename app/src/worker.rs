//! The simulation Web Worker's entry. The page starts its workers from its own program
//! (`sim-worker.js` loads the files the page loaded, from the browser's cache), whose `main`
//! sees it runs in a worker and comes here; a worker fetches the rules of the game it is asked
//! to simulate (see [`crate::rules`]), plays each run the page asks for and posts its progress
//! (see [`crate::state::sim`]), so the page stays responsive while thousands of games are
//! played. A worker also answers for a ruled table's bots (see [`crate::state::bots`]).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::state::bots;
use crate::state::sim::{self, RunRequest, WorkerReply};

#[wasm_bindgen]
extern "C" {
    /// The worker's clock in milliseconds (finer than `Date.now()`).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The worker's own code is a part of the program of its own: the page never runs it, so a visit
/// does not download it, and a worker fetches it first (from the browser's cache, offline).
/// Natively, an ordinary function.
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_worker, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_worker() -> Result<fn(), crate::rules::NotLoaded> {
    Ok(run)
}

/// Starts this worker: fetches its code, then answers the page. Code that cannot be fetched is
/// told to the page as the worker's error (a [`WorkerReply::Error`], written as the page reads
/// it; a promise rejected in a worker would never reach the page).
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        if let Err(crate::rules::NotLoaded(why)) = fetch_worker().await.map(|run| run())
            && let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        {
            let _ = scope.post_message(&JsValue::from_str(&not_loaded(&why)));
        }
    });
}

/// The [`WorkerReply::Error`] of a worker whose code could not be fetched, written without the
/// writer of replies, which is in that code.
fn not_loaded(why: &str) -> String {
    serde_json::json!({
        "error": format!("the worker could not load its part of the program ({why}); press Run simulation to try again")
    })
    .to_string()
}

/// Answers the page's messages for as long as the worker lives.
fn run() {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let replies = scope.clone();
    // Set by the first question that is not a [`sim::Prepare`]: getting a game ready stops.
    let asked = std::rc::Rc::new(std::cell::Cell::new(false));
    let last = std::rc::Rc::new(std::cell::RefCell::new(sim::LastRun::default()));
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
            if let Some(game) = sim::read_prepare(&text) {
                wasm_bindgen_futures::spawn_local(prepare(game, asked.clone()));
                return;
            }
            asked.set(true);
            // A question about a table's bots (see `crate::state::bots`).
            if let Some(req) = bots::read_request(&text) {
                wasm_bindgen_futures::spawn_local(async move {
                    let reply = match crate::rules::load(&req.save.game).await {
                        Ok(_) => bots::think(&req, &mut performance_now),
                        Err(crate::rules::NotLoaded(why)) => bots::BotReply {
                            bots: req.bots,
                            moves: Vec::new(),
                            error: Some(format!(
                                "the bots' worker could not load the rules ({why})"
                            )),
                        },
                    };
                    send(serde_json::to_string(&reply).unwrap_or_default());
                });
                return;
            }
            // The game's rules first (fetched once; the page has usually loaded them already,
            // so they come from the browser's cache).
            let game = crate::state::from_json::<RunRequest>(&text)
                .map(|r| r.settings.game)
                .unwrap_or_default();
            // (A worker has no Leptos: its futures run on wasm-bindgen's executor.)
            let last = last.clone();
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
                sim::handle(
                    &text,
                    &mut last.borrow_mut(),
                    &mut performance_now,
                    &mut send,
                );
            });
        },
    );
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&sim::reply_json(&WorkerReply::Ready)));
}

/// Gets `game` ready in this worker (see [`sim::Prepare`]): its rules fetched, then games
/// played in short slices until [`sim::WarmUp::MS`] have passed or a question has come
/// (`asked`). A failure is left for the run that needs the rules to say.
async fn prepare(game: String, asked: std::rc::Rc<std::cell::Cell<bool>>) {
    if crate::rules::load(&game).await.is_err() {
        return;
    }
    let Some(mut warm) = sim::WarmUp::new(&game) else {
        return;
    };
    let start = performance_now();
    while !asked.get() && performance_now() - start < sim::WarmUp::MS {
        warm.play_for(sim::WarmUp::SLICE_MS, &mut performance_now);
        next_task().await;
    }
}

/// Resolves once the worker has looked at its messages (a zero-delay timer).
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Ok(scope) = js_sys::global().dyn_into::<web_sys::WorkerGlobalScope>() {
            let _ = scope.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Whether this code runs in a Web Worker (a simulation worker), not in a page.
pub fn in_worker() -> bool {
    js_sys::global()
        .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        .is_ok()
}

/// The workers' loader script (app/sim-worker.js, which loads the page's program in the worker
/// and reports a program that fails to load).
const WORKER_URL: &str = "./sim-worker.js";

/// The files of the page's own program (the address of its `.js` without `.js`), which
/// `index.html` names in its `#app-module` link: a worker loads what the page has loaded
/// already, from the browser's cache.
fn app_files() -> Option<String> {
    let href = web_sys::window()?
        .document()?
        .get_element_by_id("app-module")?
        .get_attribute("href")?;
    href.strip_suffix(".js").map(str::to_string)
}

/// Starts a worker running the page's own program (a simulation's, or the table's bots').
pub fn spawn() -> Result<web_sys::Worker, String> {
    // The page's program is the worker's name: the worker loads the very files the page did.
    let files = app_files().ok_or_else(|| {
        "this page does not name its program (index.html's #app-module), so no worker can load it"
            .to_string()
    })?;
    let options = web_sys::WorkerOptions::new();
    options.set_name(&files);
    options.set_type(web_sys::WorkerType::Module);
    web_sys::Worker::new_with_options(WORKER_URL, &options)
        .map_err(|e| format!("the worker could not start ({e:?})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_without_its_code_says_so_as_the_page_reads_replies() {
        let reply = crate::state::from_json::<WorkerReply>(&not_loaded("offline"));
        assert_eq!(
            reply.expect("a reply"),
            WorkerReply::Error(
                "the worker could not load its part of the program (offline); press Run simulation to try again"
                    .to_string()
            )
        );
    }
}
