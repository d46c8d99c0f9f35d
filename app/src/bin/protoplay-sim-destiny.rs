//! The simulation worker of Destiny (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::destiny::DestinyGame);
