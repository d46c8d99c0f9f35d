//! The simulation worker of Lords of Hell (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::lords::Lords);
