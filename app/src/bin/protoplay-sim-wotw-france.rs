//! The simulation worker of The War of the Worlds: France (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::wotw::Wotw);
