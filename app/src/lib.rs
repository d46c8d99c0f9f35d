//! Protoplay in the browser: a Leptos client-side app over `protoplay-engine`.
//!
//! `state` holds the stores (library, table in play, selection) and persistence; `render` turns
//! engine state into plain shapes and labels (tested natively); `components` draws them and turns
//! gestures into engine actions.

pub mod bench;
pub mod components;
pub mod render;
pub mod state;
pub mod worker;

/// Mounts the app on the page body, with the crash screen ready for a bug (see
/// `state::crash`).
pub fn mount() {
    state::crash::install();
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
