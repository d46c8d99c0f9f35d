//! Protoplay in the browser: a Leptos client-side app over `protoplay-engine`.
//!
//! `state` holds the stores (library, table in play, selection) and persistence; `render` turns
//! engine state into plain shapes and labels (tested natively); `components` draws them and turns
//! gestures into engine actions.

pub mod bench;
pub mod components;
pub mod render;
pub mod state;

/// Mounts the app on the page body.
pub fn mount() {
    console_error_panic_hook_set();
    leptos::mount::mount_to_body(components::App);
}

fn console_error_panic_hook_set() {
    // A panic in the page is a bug; show it in the console rather than failing silently.
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
}
