//! The page: every screen, with each ruled game's rules loaded when it is first played
//! (see `protoplay_app::rules`); everything else lives in the library so native tests can
//! reach it.
fn main() {
    protoplay_app::start();
}
