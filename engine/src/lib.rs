//! Protoplay's engine. Pure Rust, no browser code: the same crate runs in the page, in a Web
//! Worker and natively (tests, the simulation CLI).
//!
//! A game is described by a [`def::GameDef`]; [`table::Table`] is one table of it, changed only by
//! [`table::Action`]s through [`table::Table::apply`]; [`table::Game`] keeps the seed and the log,
//! so undo, redo, replay, saves and share links are exact. Games whose rules the engine enforces
//! live in [`rules`]; [`sim`] plays them in batches.

// Tests may sort as std does: they never reach the page (see clippy.toml and `sort`).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod def;
pub mod games;
pub mod hex;
pub mod import;
pub mod json;
pub mod limits;
pub mod rules;
pub mod sim;
pub mod sort;
pub mod table;
