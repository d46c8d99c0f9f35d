//! Protoplay in the browser: a Leptos client-side app over `protoplay-engine`.
//!
//! `state` holds the stores (library, table in play, selection) and persistence; `render` turns
//! engine state into plain shapes and labels (tested natively); `components` draws them and turns
//! gestures into engine actions.

pub mod bench;
pub mod components;
pub mod module;
pub mod render;
pub mod state;
pub mod worker;

/// Mounts the app on the page body, holding what `module` holds, with the crash screen ready
/// for a bug (see `state::crash`).
pub fn mount(module: module::Module) {
    module::install(module);
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

/// A ruled game's page module: `ruled_module!("<game id>", path::to::Game);` is the whole of its
/// `src/bin/protoplay-ruled-<game id>.rs`. It holds the game's start form and table, and only
/// this game's rules: the linker leaves every other game, and every other screen, out.
#[macro_export]
macro_rules! ruled_module {
    ($id:literal, $game:ty) => {
        static GAMES: &[&dyn ::protoplay_engine::rules::registry::DynGame] =
            &[&::protoplay_engine::rules::registry::Ruled::<$game>::ENTRY];

        fn main() {
            $crate::mount($crate::module::Module {
                name: concat!("ruled-", $id),
                games: GAMES,
                screens: $crate::components::RULED_SCREENS,
                draw: $crate::components::draw_ruled,
                imports: None,
            });
        }
    };
}
