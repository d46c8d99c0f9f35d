//! The page module of Deity: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!("deity", protoplay_engine::rules::deity::DeityGame);
