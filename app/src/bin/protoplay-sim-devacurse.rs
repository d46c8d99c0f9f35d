//! The simulation module of Devacurse: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!("devacurse", protoplay_engine::rules::devacurse::Devacurse);
