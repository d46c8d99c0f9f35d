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

pub use store::{
    AppStore, ChangeKind, RemoteChange, Screen, Selection, fetch_table_reader, provide_stores,
    tables_waiting, use_store,
};

/// Reads a `T` from JSON text by way of a JSON value. The stores read what they keep from
/// values, so reading the messages between the page and its workers the same way leaves one
/// reader of each type in the program, where reading text directly would add a second.
pub fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> serde_json::Result<T> {
    serde_json::from_str::<serde_json::Value>(text).and_then(serde_json::from_value)
}
