//! The full app: every screen and every ruled game (see `protoplay_app::module`); everything
//! else lives in the library so native tests can reach it.
fn main() {
    protoplay_app::mount(protoplay_app::module::Module {
        name: "app",
        games: protoplay_engine::rules::registry::games(),
        screens: protoplay_app::components::ALL_SCREENS,
        draw: protoplay_app::components::draw_any,
        imports: Some(protoplay_app::components::share_links),
    });
}
