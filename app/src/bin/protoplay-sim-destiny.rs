//! The simulation module of Destiny: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!("destiny", protoplay_engine::rules::destiny::DestinyGame);
