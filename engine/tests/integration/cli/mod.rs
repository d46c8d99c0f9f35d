//! Runs the simulation command line as a person would, for the CLI tests of each game.
#![allow(dead_code)]

use std::process::{Command, Output};

/// The fields the simulation report promises (issue: Destiny's simulation CLI), for every game.
pub const REPORT_KEYS: [&str; 13] = [
    "game",
    "games",
    "seed",
    "players",
    "wins_by_seat",
    "wins_by_character",
    "mean_rounds",
    "elapsed_s",
    "games_per_s",
    "draws",
    "rounds_histogram",
    "variants",
    "bots",
];

/// Runs `protoplay-sim` with these arguments.
pub fn sim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_protoplay-sim"))
        .args(args)
        .output()
        .expect("the CLI runs")
}

/// Runs `protoplay-sim`, which must succeed, and reads its JSON report.
pub fn json(args: &[&str]) -> serde_json::Value {
    let out = sim(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("json")
}

/// Fails unless the report holds every promised field.
pub fn assert_report_keys(report: &serde_json::Value) {
    for key in REPORT_KEYS {
        assert!(report.get(key).is_some(), "missing {key}");
    }
}
