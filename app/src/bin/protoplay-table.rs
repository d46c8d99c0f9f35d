//! The free table's page module: a free table of any game, and no ruled game's rules (see
//! `protoplay_app::module`).
fn main() {
    protoplay_app::mount(protoplay_app::module::Module {
        name: protoplay_app::module::FREE_TABLE,
        games: &[],
        screens: protoplay_app::components::TABLE_SCREENS,
        draw: protoplay_app::components::draw_table,
        imports: None,
    });
}
