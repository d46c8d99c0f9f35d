//! Small game definitions for the engine's integration tests, and helpers to apply actions and
//! check refusals. Each definition holds one of every kind of part the table knows, so every
//! action and every refusal can be reached with a few lines.
#![allow(dead_code, clippy::unwrap_used)]

use protoplay_engine::def::GameDef;
use protoplay_engine::table::{Action, Place, Rejection, Table, ZoneRef};
use serde_json::json;

/// Cards in the "main" deck (two copies of C2, so 6 lines make 7 cards), in list order.
pub const MAIN_NAMES: [&str; 6] = ["C1", "C2", "C3", "C4", "C5", "C6"];
pub const MAIN_SIZE: usize = 7;
/// Cards in the "market" deck, which is not shuffled: it lies in list order.
pub const MARKET_NAMES: [&str; 3] = ["M1", "M2", "M3"];

/// The test bench: a game with every kind of component.
///
/// - zones: `draw` (shared pile, face down, Nobody), `discard` (shared pile, face up, Everyone),
///   `market` (shared row, face up, Everyone), `vault` (shared pile, face up, Nobody),
///   `hand` (each player, face up, Owner), `secret` (each player, face down, Owner),
///   `tableau` (each player, row, face up, Everyone)
/// - decks: `main` (7 cards, shuffled, in `draw`), `market` (3 cards, in list order, in `market`)
/// - counters: `pop`, `army` (owned); `blight`, `damage` (unowned)
/// - dice: `d6`, `omen` (Green ×3, Yellow ×2, Red ×1)
/// - terrains: `plains` (limit 3), `mountain` (limit 1), `sea` (limit 0), `forest` (no limit)
/// - board `world`: hexagon radius 2, default plains; (0,0) mountain, (1,0) sea, (0,1) forest
///   labelled "Grove"
/// - board `map`: regions `north` (forest), `south` (mountain), `east` (no terrain)
/// - trackers: `score` (each player, 0..=10), `round` (shared, from 1, no max), `favour`
///   (shared, unbounded)
/// - phases: Draw, Act, End
pub fn bench_json() -> serde_json::Value {
    json!({
        "format": 1,
        "id": "bench",
        "name": "Test bench",
        "players": { "min": 2, "max": 4 },
        "card_types": [
            { "id": "card", "name": "Card", "fields": ["name", "suit"], "face": { "title": "name" } }
        ],
        "decks": [
            {
                "id": "main", "name": "Main", "card_type": "card", "zone": "draw",
                "cards": [
                    { "values": ["C1", "cups"] },
                    { "values": ["C2", "cups"], "count": 2 },
                    { "values": ["C3", "swords"] },
                    { "values": ["C4", "swords"] },
                    { "values": ["C5", "coins"] },
                    { "values": ["C6", "coins"] }
                ]
            },
            {
                "id": "market", "name": "Market", "card_type": "card", "zone": "market",
                "shuffle": false,
                "cards": [
                    { "values": ["M1", "wands"] },
                    { "values": ["M2", "wands"] },
                    { "values": ["M3", "wands"] }
                ]
            }
        ],
        "counters": [
            { "id": "pop", "name": "Population", "label": "P", "colour": "#eee", "owned": true },
            { "id": "army", "name": "Army", "label": "A", "colour": "#e07a5f", "owned": true },
            { "id": "blight", "name": "Blight", "label": "B", "colour": "#333" },
            { "id": "damage", "name": "Damage", "label": "D", "colour": "#a00" }
        ],
        "dice": [
            { "id": "d6", "name": "d6", "faces": [
                { "label": "1", "value": 1 }, { "label": "2", "value": 2 },
                { "label": "3", "value": 3 }, { "label": "4", "value": 4 },
                { "label": "5", "value": 5 }, { "label": "6", "value": 6 }
            ] },
            { "id": "omen", "name": "Omen die", "faces": [
                { "label": "Green", "colour": "#2e7d32" },
                { "label": "Green", "colour": "#2e7d32" },
                { "label": "Green", "colour": "#2e7d32" },
                { "label": "Yellow", "colour": "#f9a825" },
                { "label": "Yellow", "colour": "#f9a825" },
                { "label": "Red", "colour": "#c62828" }
            ] }
        ],
        "terrains": [
            { "id": "plains", "name": "Plains", "colour": "#c5e1a5", "limit": 3 },
            { "id": "mountain", "name": "Mountains", "colour": "#888", "limit": 1 },
            { "id": "sea", "name": "Sea", "colour": "#5b8fd6", "limit": 0 },
            { "id": "forest", "name": "Forest", "colour": "#2e7d32" }
        ],
        "boards": [
            { "id": "world", "name": "World", "kind": { "hex": {
                "shape": { "kind": "hexagon", "radius": 2 },
                "default_terrain": "plains",
                "cells": [
                    { "hex": { "x": 0, "y": 0 }, "terrain": "mountain" },
                    { "hex": { "x": 1, "y": 0 }, "terrain": "sea" },
                    { "hex": { "x": 0, "y": 1 }, "terrain": "forest", "label": "Grove" }
                ]
            } } },
            { "id": "map", "name": "Map", "kind": { "regions": {
                "width": 100.0, "height": 100.0,
                "regions": [
                    { "id": "north", "name": "Northlands", "x": 50.0, "y": 10.0, "terrain": "forest" },
                    { "id": "south", "name": "Southmarch", "x": 50.0, "y": 90.0, "terrain": "mountain" },
                    { "id": "east", "name": "Eastwood", "x": 90.0, "y": 50.0 }
                ],
                "links": [["north", "south"], ["south", "east"]]
            } } }
        ],
        "zones": [
            { "id": "draw", "name": "Draw pile", "owner": "shared", "layout": "pile", "face_up": false, "visibility": "nobody" },
            { "id": "discard", "name": "Discard pile", "owner": "shared", "layout": "pile", "face_up": true, "visibility": "everyone" },
            { "id": "market", "name": "Market row", "owner": "shared", "layout": "row", "face_up": true, "visibility": "everyone" },
            { "id": "vault", "name": "Vault", "owner": "shared", "layout": "pile", "face_up": true, "visibility": "nobody" },
            { "id": "hand", "name": "Hand", "owner": "each_player", "layout": "hand", "face_up": true, "visibility": "owner" },
            { "id": "secret", "name": "Secret pile", "owner": "each_player", "layout": "pile", "face_up": false, "visibility": "owner" },
            { "id": "tableau", "name": "Tableau", "owner": "each_player", "layout": "row", "face_up": true, "visibility": "everyone" }
        ],
        "trackers": [
            { "id": "score", "name": "Score", "owner": "each_player", "start": 0, "min": 0, "max": 10 },
            { "id": "round", "name": "Round", "owner": "shared", "start": 1, "min": 1 },
            { "id": "favour", "name": "Favour", "owner": "shared", "start": 0 }
        ],
        "phases": ["Draw", "Act", "End"]
    })
}

/// The test bench as a checked definition.
pub fn bench() -> GameDef {
    GameDef::from_json(&bench_json().to_string()).expect("the test bench is a valid game")
}

/// The test bench without phases.
pub fn bench_without_phases() -> GameDef {
    let mut def = bench();
    def.phases.clear();
    def
}

/// A fresh two-player table of the bench.
pub fn table(def: &GameDef) -> Table {
    Table::new(def, 2, 7).expect("two players fit the bench")
}

pub fn shared(zone: &str) -> ZoneRef {
    ZoneRef::shared(zone)
}

pub fn of(zone: &str, player: u8) -> ZoneRef {
    ZoneRef::of(zone, player)
}

pub fn hex(q: i32, r: i32) -> Place {
    Place::hex("world", q, r)
}

pub fn region(id: &str) -> Place {
    Place::Region {
        board: "map".to_string(),
        region: id.to_string(),
    }
}

/// Applies an action that must be accepted.
#[track_caller]
pub fn ok(table: &mut Table, def: &GameDef, action: Action) {
    if let Err(e) = table.apply(def, &action) {
        panic!("{action:?} was refused: {e}");
    }
}

/// Applies an action that must be refused, checks that the table did not change at all, and
/// returns the reason with its message.
#[track_caller]
pub fn refused(table: &mut Table, def: &GameDef, action: Action) -> (Rejection, String) {
    let before = table.clone();
    let checked = table.check(def, &action);
    match table.apply(def, &action) {
        Ok(()) => panic!("{action:?} was accepted"),
        Err(e) => {
            assert_eq!(*table, before, "refused {action:?} changed the table");
            assert_eq!(checked, Err(e.clone()), "check and apply disagree");
            let message = e.to_string();
            (e, message)
        }
    }
}

/// The card's name (first field) for a card id.
pub fn name_of(def: &GameDef, table: &Table, id: protoplay_engine::table::CardId) -> String {
    protoplay_engine::table::card_name(def, table, id)
}

/// Names of the cards in a zone, top first.
pub fn names(def: &GameDef, table: &Table, zone: &ZoneRef) -> Vec<String> {
    table
        .zone(zone)
        .unwrap()
        .iter()
        .map(|&id| name_of(def, table, id))
        .collect()
}

/// The last line of the log.
pub fn last_log(table: &Table) -> &str {
    &table.log.last().expect("a log line").text
}
