//! Stores: the library (with persistence) and the table in play. One store per domain, provided
//! once and read through context (principle 8).

pub mod authoring;
pub mod bots;
pub mod crash;
pub mod editor;
pub mod library;
pub mod links;
pub mod persist;
pub mod route;
pub mod ruled;
pub mod sim;
pub mod storage;
mod store;
pub mod turns;

pub use store::{AppStore, ChangeKind, RemoteChange, Screen, Selection, provide_stores, use_store};
