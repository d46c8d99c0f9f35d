//! The page module of Devastators 3000: its start form and table (see `protoplay_app::module`).
protoplay_app::ruled_module!(
    "devastators",
    protoplay_engine::rules::devastators::Devastators
);
