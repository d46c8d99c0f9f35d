//! Built-in rules: one module per game whose rules the engine enforces, each with its rule
//! variants and bots. A ruled game is a compact state of its own, faster than the generic
//! [`crate::table::Table`], so batch simulation can play many thousands of games a second.

pub mod deity;
pub mod destiny;
