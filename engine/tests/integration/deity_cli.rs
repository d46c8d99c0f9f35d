//! The simulation command line for Deity, run as a person would: the JSON fields, bots per seat,
//! the same numbers for the same seed, and clear refusals.

use crate::cli::{assert_report_keys, json, sim};

#[test]
fn deity_reports_every_field_and_repeats_for_a_seed() {
    let args = [
        "--game",
        "deity",
        "--players",
        "3",
        "--games",
        "6",
        "--seed",
        "7",
        "--bots",
        "heuristic,random",
        "--variant",
        "world=generated",
        "--json",
    ];
    let mut one = args.to_vec();
    one.extend(["--threads", "1"]);
    let mut two = args.to_vec();
    two.extend(["--threads", "2"]);
    let a = json(&one);
    let b = json(&two);
    assert_report_keys(&a);
    assert_eq!(a["game"], "deity");
    assert_eq!(a["games"], 6);
    assert_eq!(a["bots"][0], "heuristic");
    assert_eq!(a["bots"][2], "random");
    assert_eq!(a["variants"]["world"], "generated");
    assert_eq!(a["variants"]["control"], "occupied");
    let seats: u64 = a["wins_by_seat"]
        .as_array()
        .expect("array")
        .iter()
        .map(|v| v.as_u64().expect("count"))
        .sum();
    assert_eq!(seats + a["draws"].as_u64().expect("draws"), 6);
    for key in ["wins_by_seat", "wins_by_character", "draws", "mean_rounds"] {
        assert_eq!(a[key], b[key], "{key} differs between runs of one seed");
    }
}

#[test]
fn deity_refuses_wrong_players_bots_and_variants() {
    let out = sim(&["--game", "deity", "--players", "5", "--games", "1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 to 4 players"));
    let out = sim(&["--game", "deity", "--bots", "clever", "--games", "1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("clever"));
    let out = sim(&["--game", "deity", "--variant", "gravity=high"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("gravity"));
    let out = sim(&["--game", "deity", "--variant", "control=sometimes"]);
    assert!(!out.status.success());
}
