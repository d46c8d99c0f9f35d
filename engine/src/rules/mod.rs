//! Built-in games whose rules the engine enforces: one module per game, with its variants and bots.

pub mod deity;
