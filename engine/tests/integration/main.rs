//! The engine's integration tests, as one test program: each file is a module of it, so the
//! engine is linked into one program rather than into one per file.

// Tests may sort as std does: they never reach the page (see clippy.toml).
#![allow(clippy::disallowed_methods)]

mod actions;
mod cli;
mod common;
mod deity_cli;
#[path = "../fixtures/destiny.rs"]
mod destiny;
mod destiny_cli;
mod destiny_data;
mod files;
mod import;
mod limits;
mod properties;
