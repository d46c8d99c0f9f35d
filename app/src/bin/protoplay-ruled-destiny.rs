//! The page module of Destiny: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!("destiny", protoplay_engine::rules::destiny::DestinyGame);
