//! The simulation module of Devastators 3000: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!(
    "devastators",
    protoplay_engine::rules::devastators::Devastators
);
