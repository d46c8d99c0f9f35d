//! The page module of Devacurse: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!("devacurse", protoplay_engine::rules::devacurse::Devacurse);
