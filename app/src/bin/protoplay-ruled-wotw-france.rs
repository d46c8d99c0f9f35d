//! The page module of The War of the Worlds: France: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!("wotw-france", protoplay_engine::rules::wotw::Wotw);
