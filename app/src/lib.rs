//! Protoplay in the browser: a Leptos client-side app over `protoplay-engine`.
//!
//! `state` holds the stores (library, table in play, selection) and persistence; `render` turns
//! engine state into plain shapes and labels (tested natively); `components` draws them and turns
//! gestures into engine actions.

// Tests may sort as std does: they never reach the page (see clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod bench;
pub mod components;
pub mod render;
pub mod rules;
pub mod state;
pub mod worker;

#[cfg(test)]
mod tests;

/// Starts the page: in a window, mounts the app on the body with the crash screen ready for a
/// bug (see `state::crash`); in a simulation worker the page started, answers the page
/// (see [`worker`]).
pub fn start() {
    if worker::in_worker() {
        worker::start();
        return;
    }
    state::crash::install();
    if state::tables_waiting() {
        // The library opens whole: with the tables, once the part that reads them is here (or
        // saying it could not be fetched).
        wasm_bindgen_futures::spawn_local(async {
            let _ = state::fetch_table_reader().await;
            mount();
        });
    } else {
        mount();
    }
}

fn mount() {
    leptos::mount::mount_to_body(components::App);
    remove_first_paint();
}

/// Removes the masthead and loading line `index.html` shows until the app has mounted.
fn remove_first_paint() {
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
}
