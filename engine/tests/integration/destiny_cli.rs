//! The simulation command line, run as a person would: JSON fields, the readable summary, and
//! clear refusals with a non-zero exit.

use crate::cli::{assert_report_keys, sim};

#[test]
fn json_report_has_the_promised_fields_and_is_thread_independent() {
    let base = [
        "--game",
        "destiny",
        "--players",
        "4",
        "--games",
        "60",
        "--seed",
        "7",
        "--json",
    ];
    let mut one = base.to_vec();
    one.extend(["--threads", "1", "--bots", "greedy,random"]);
    let mut two = base.to_vec();
    two.extend(["--threads", "2", "--bots", "greedy,random"]);
    let a = sim(&one);
    let b = sim(&two);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let ja: serde_json::Value = serde_json::from_slice(&a.stdout).expect("json");
    let jb: serde_json::Value = serde_json::from_slice(&b.stdout).expect("json");
    assert_report_keys(&ja);
    assert_eq!(ja["games"], 60);
    assert_eq!(ja["bots"][1], "random");
    assert_eq!(ja["bots"][3], "random");
    for key in ["wins_by_seat", "wins_by_character", "draws", "mean_rounds"] {
        assert_eq!(ja[key], jb[key], "{key} differs between 1 and 2 threads");
    }
}

#[test]
fn variants_are_applied_and_reported() {
    let out = sim(&[
        "--game",
        "destiny",
        "--games",
        "20",
        "--variant",
        "hoards=one_of_each",
        "--json",
    ]);
    assert!(out.status.success());
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(j["variants"]["hoards"], "one_of_each");
    assert_eq!(j["variants"]["play_order"], "in_turn");
}

#[test]
fn the_default_output_is_a_readable_summary() {
    let out = sim(&["--game", "destiny", "--players", "3", "--games", "20"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("wins by seat"), "{text}");
    assert!(text.contains("Player 3"), "{text}");
}

#[test]
fn unknown_games_bots_and_variants_fail_clearly() {
    for (args, needle) in [
        (vec!["--game", "chess"], "unknown game"),
        (vec!["--game", "destiny", "--bots", "clever"], "unknown bot"),
        (
            vec!["--game", "destiny", "--variant", "hoards=many"],
            "no option",
        ),
        (vec!["--game", "destiny", "--players", "8"], "2 to 6"),
        (vec!["--players", "4"], "--game is required"),
        (
            vec!["--game", "destiny", "--games", "ten"],
            "not a valid number",
        ),
    ] {
        let out = sim(&args);
        assert!(!out.status.success(), "{args:?} should fail");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn card_values_by_removal_come_as_a_summary_csv_and_json() {
    let args = [
        "cards",
        "--game",
        "destiny",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "2",
        "--deck",
        "treasures",
    ];
    let out = crate::cli::sim(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("Card values by removal: deck treasures of Destiny,"),
        "{text}"
    );
    assert!(text.contains(" without "), "{text}");
    let mut csv_args = args.to_vec();
    csv_args.push("--csv");
    let csv = String::from_utf8(crate::cli::sim(&csv_args).stdout).expect("utf-8");
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("card,copies,measure,item,a,b,difference,low,high,refused")
    );
    assert!(lines.all(|l| l.split(',').count() == 10), "{csv}");
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let v = crate::cli::json(&json_args);
    assert_eq!(v["deck"], "treasures");
    assert!(v["cards"].as_array().is_some_and(|c| !c.is_empty()));
    let missing = crate::cli::sim(&["cards", "--game", "destiny", "--games", "2"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("--deck is required"));
}

#[test]
fn a_sweep_comes_as_a_summary_csv_and_json_and_refuses_a_half_given_one() {
    let args = [
        "sweep",
        "--game",
        "destiny",
        "--players",
        "3",
        "--games",
        "40",
        "--seed",
        "2",
        "--cell",
        "destiny:2:value",
        "--values",
        "0..2",
    ];
    let out = sim(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("Sweep of value of Good Base 1 (deck destiny, row 2) in Destiny: 3 players, 40 games per value"),
        "{text}"
    );
    assert!(text.contains(" 1 (now): "), "{text}");
    let mut csv_args = args.to_vec();
    csv_args.push("--csv");
    let csv = String::from_utf8(sim(&csv_args).stdout).expect("utf-8");
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("value,measure,item,estimate,low,high,refused")
    );
    assert!(lines.all(|l| l.split(',').count() == 7), "{csv}");
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let v = crate::cli::json(&json_args);
    assert_eq!(v["knob"]["kind"], "cell");
    assert_eq!(v["points"].as_array().map(Vec::len), Some(3));
    let variant = crate::cli::json(&[
        "sweep",
        "--game",
        "devastators",
        "--players",
        "2",
        "--games",
        "20",
        "--variant",
        "draw=2,3",
        "--json",
    ]);
    assert_eq!(
        variant["knob"],
        serde_json::json!({"kind": "variant", "name": "draw"})
    );
    for (bad, words) in [
        (
            vec!["sweep", "--game", "destiny", "--cell", "destiny:2:value"],
            "--cell needs --values",
        ),
        (vec!["sweep", "--game", "destiny"], "a sweep needs --cell"),
        (
            vec![
                "sweep",
                "--game",
                "destiny",
                "--cell",
                "destiny:2:value",
                "--values",
                "1",
                "--variant",
                "x=1,2",
            ],
            "a sweep changes one thing",
        ),
    ] {
        let out = sim(&bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(words),
            "{bad:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn until_stops_a_run_once_its_interval_is_narrow_enough_and_says_so() {
    let v = crate::cli::json(&[
        "--game",
        "destiny",
        "--players",
        "3",
        "--games",
        "20000",
        "--seed",
        "3",
        "--until",
        "balance:0.05",
        "--json",
    ]);
    let games = v["games"].as_u64().expect("games");
    assert!(games < 20_000 && games.is_multiple_of(1_000), "{games}");
    let out = sim(&[
        "--game",
        "destiny",
        "--players",
        "3",
        "--games",
        "20000",
        "--seed",
        "3",
        "--until",
        "balance:0.05",
    ]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains(&format!(
            "stopped after {games} games: the balance interval is within ±"
        )),
        "{said}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!(
            "so {} more games ({} in all) would halve it",
            3 * games,
            4 * games
        )),
        "{text}"
    );
    let bad = sim(&["--game", "destiny", "--until", "balance:big"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("a number above 0"));
}

#[test]
fn a_sweep_played_in_shards_merges_to_the_whole_sweep() {
    let args = [
        "sweep",
        "--game",
        "destiny",
        "--players",
        "3",
        "--games",
        "30",
        "--seed",
        "4",
        "--cell",
        "destiny:3:value",
        "--values",
        "1,3",
    ];
    let dir = std::env::temp_dir().join(format!("protoplay-sweep-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let mut files = Vec::new();
    for k in 1..=2 {
        let shard = format!("{k}/2");
        let mut a = args.to_vec();
        a.extend(["--shard", shard.as_str()]);
        let out = sim(&a);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let file = dir.join(format!("part{k}.json"));
        std::fs::write(&file, &out.stdout).expect("written");
        files.push(file.to_string_lossy().into_owned());
    }
    let mut merge = vec!["merge"];
    merge.extend(files.iter().map(String::as_str));
    merge.push("--json");
    let merged = crate::cli::json(&merge);
    let mut whole = args.to_vec();
    whole.push("--json");
    assert_eq!(merged, crate::cli::json(&whole));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_second_level_of_play_says_whether_the_verdict_holds() {
    let args = [
        "--game",
        "destiny",
        "--players",
        "2",
        "--games",
        "40",
        "--seed",
        "3",
        "--json",
    ];
    let plain = crate::cli::json(&args);
    for key in ["by_bot_level", "depends_on_skill", "skill"] {
        assert!(plain.get(key).is_none(), "a plain report has no {key}");
    }
    let mut with = args.to_vec();
    with.extend(["--second-level", "random"]);
    let v = crate::cli::json(&with);
    let levels = v["by_bot_level"].as_array().expect("levels");
    let bots: Vec<&str> = levels.iter().filter_map(|l| l["bot"].as_str()).collect();
    assert_eq!(bots, ["greedy", "random"]);
    // The run's own level is the run itself: the same games on the same seeds.
    assert_eq!(levels[0]["first_player"], plain["turn_rates"][0]);
    assert_eq!(v["skill"]["stronger"], "greedy");
    assert!(v["depends_on_skill"].is_array());
    assert_eq!(v["wins_by_seat"], plain["wins_by_seat"]);
    let mixed = sim(&[
        "--game",
        "destiny",
        "--players",
        "2",
        "--bots",
        "random,greedy",
        "--second-level",
        "search",
    ]);
    assert_eq!(mixed.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&mixed.stderr).contains("every seat of the run must play one bot")
    );
}

#[test]
fn a_ladder_sets_each_bot_against_each_other_bot_in_every_seat() {
    let v = crate::cli::json(&[
        "ladder",
        "--game",
        "destiny",
        "--players",
        "2",
        "--games",
        "30",
        "--seed",
        "3",
        "--bots",
        "random,greedy",
        "--json",
    ]);
    assert_eq!(v["bots"], serde_json::json!(["random", "greedy"]));
    let cells = v["cells"].as_array().expect("cells");
    assert_eq!(cells.len(), 2);
    for c in cells {
        assert_eq!(c["of"], 60, "30 games in each of the two seats: {c}");
    }
    // Then each bot in every seat, and the strongest against the weakest.
    let levels = v["by_bot_level"].as_array().expect("levels");
    assert_eq!(levels.len(), 2);
    assert_eq!(levels[1]["bot"], "greedy");
    assert_eq!(levels[1]["games"], 30);
    assert!(v["depends_on_skill"].is_array());
    assert_eq!(v["skill"]["stronger"], "greedy");
    assert_eq!(v["skill"]["weaker"], "random");
    let out = sim(&[
        "ladder",
        "--game",
        "destiny",
        "--players",
        "2",
        "--games",
        "30",
        "--bots",
        "random,greedy",
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Skill ladder of Destiny, 2 players"));
    let bad = sim(&["ladder", "--game", "destiny", "--bots", "greedy,greedy"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("at least two different bots"));
}
