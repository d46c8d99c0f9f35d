//! The page module of Lords of Hell: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!("lords-of-hell", protoplay_engine::rules::lords::Lords);
