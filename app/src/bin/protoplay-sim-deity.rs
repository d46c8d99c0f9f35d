//! The simulation worker of Deity (see `protoplay_app::worker`).
protoplay_app::sim_worker!(protoplay_engine::rules::deity::DeityGame);
