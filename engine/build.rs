//! Reads what the library lists of each shipped game (`games/*.json`: its id, name, description,
//! players and rules) into the engine, so that a program lists the built-in games without
//! holding their data: the page holds a game's data with its rules, fetched when first needed
//! (`crate::games`).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=games");
    let mut files: Vec<_> = std::fs::read_dir("games")
        .expect("the games folder")
        .map(|entry| entry.expect("a games folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    // The build script runs where the engine is built, never in the page (see clippy.toml).
    #[allow(clippy::disallowed_methods)]
    files.sort();
    let mut out = String::from("&[\n");
    for path in files {
        println!("cargo::rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).expect("a shipped game's file");
        let game: serde_json::Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
        let text_of = |field: &str| {
            game[field]
                .as_str()
                .unwrap_or_else(|| panic!("{} has no {field}", path.display()))
                .to_string()
        };
        let players = |bound: &str| {
            game["players"][bound]
                .as_u64()
                .unwrap_or_else(|| panic!("{} has no players.{bound}", path.display()))
        };
        let rules = match game["rules"].as_str() {
            Some(rules) => format!("Some({rules:?})"),
            None => "None".to_string(),
        };
        writeln!(
            out,
            "    Listed {{ id: {:?}, name: {:?}, description: {:?}, players: ({}, {}), rules: {rules} }},",
            text_of("id"),
            text_of("name"),
            game["description"].as_str().unwrap_or_default(),
            players("min"),
            players("max"),
        )
        .expect("writes");
    }
    out.push(']');
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&dir).join("listed.rs"), out).expect("writes listed.rs");
}
