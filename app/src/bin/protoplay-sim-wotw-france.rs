//! The simulation module of The War of the Worlds: France: its simulation screen, and the workers that screen
//! starts (see `protoplay_app::worker`).
protoplay_app::sim_module!("wotw-france", protoplay_engine::rules::wotw::Wotw);
