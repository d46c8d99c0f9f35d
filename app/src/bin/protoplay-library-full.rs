//! The library's page module: the library screen with everything it does (new tables and games,
//! imports, backups), holding every ruled game's data and data checks and none of their rules
//! (see `protoplay_app::module`). The first module (`library/`) hands its gestures to it.
fn main() {
    protoplay_app::mount(protoplay_app::module::Module {
        name: protoplay_app::module::LIBRARY,
        games: protoplay_engine::rules::registry::checked_games(),
        screens: protoplay_app::components::LIBRARY_SCREENS,
        draw: protoplay_app::components::draw_library,
        imports: Some(protoplay_app::components::file_imports),
    });
}
