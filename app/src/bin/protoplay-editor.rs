//! The editor's page module: the editor and the print sheet of any game, with the data checks of
//! every ruled game (which name the row and column of a card or table the rules cannot read) and
//! none of their tables, bots or simulation (see `protoplay_app::module`).
fn main() {
    protoplay_app::mount(protoplay_app::module::Module {
        name: protoplay_app::module::EDITOR,
        games: protoplay_engine::rules::registry::checked_games(),
        screens: protoplay_app::components::EDITOR_SCREENS,
        draw: protoplay_app::components::draw_editor,
        imports: None,
    });
}
