//! The simulation module of Lords of Hell: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!("lords-of-hell", protoplay_engine::rules::lords::Lords);
