//! The simulation module of Deity: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!("deity", protoplay_engine::rules::deity::DeityGame);
