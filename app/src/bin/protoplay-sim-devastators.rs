//! The simulation worker of Devastators 3000 (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::devastators::Devastators);
