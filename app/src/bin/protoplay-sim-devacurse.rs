//! The simulation worker of Devacurse (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::devacurse::Devacurse);
