//! Mounts the app; everything else lives in the library so native tests can reach it.
fn main() {
    protoplay_app::mount();
}
