//! Game files and saved games: what `GameDef::from_json` / `check` and `Game::from_json` refuse,
//! with messages that say what is wrong and where, and what they round-trip exactly.
#![allow(clippy::unwrap_used)]

use crate::common::*;
use protoplay_engine::def::{DefError, FORMAT_VERSION, GameDef};
use protoplay_engine::table::{Action, Game, GameError, Rejection, SAVE_VERSION, SavedGame};
use serde_json::{Value, json};

/// The bench's JSON with one change made by `edit`, read back as a game file.
fn def_with(edit: impl FnOnce(&mut Value)) -> Result<GameDef, DefError> {
    let mut v = bench_json();
    edit(&mut v);
    GameDef::from_json(&v.to_string())
}

fn push(v: &mut Value, list: &str, item: Value) {
    v[list].as_array_mut().unwrap().push(item);
}

#[test]
fn the_bench_and_every_built_in_game_round_trip_through_json() {
    let def = bench();
    assert_eq!(GameDef::from_json(&def.to_json()).unwrap(), def);
    for id in protoplay_engine::games::ids() {
        let g = protoplay_engine::games::load(&id).unwrap().unwrap();
        assert_eq!(GameDef::from_json(&g.to_json()).unwrap(), g, "{id}");
    }
}

#[test]
fn text_that_is_not_a_game_file_is_refused_as_json() {
    for text in ["", "{", "[1, 2]", "{\"format\": 1}", "null"] {
        let e = GameDef::from_json(text).unwrap_err();
        assert!(matches!(e, DefError::Json(_)), "{text:?}: {e:?}");
        assert!(
            e.to_string()
                .starts_with("the game file is not valid JSON for a game: ")
        );
    }
    // A field of the wrong type is named.
    let e = def_with(|v| v["players"]["min"] = json!("two")).unwrap_err();
    assert!(matches!(e, DefError::Json(_)));
}

#[test]
fn a_file_from_a_newer_format_is_refused_before_anything_else() {
    // Even when the rest would not parse: a newer file may have fields this build cannot read.
    let e = GameDef::from_json("{\"format\": 2, \"something\": \"new\"}").unwrap_err();
    assert_eq!(
        e,
        DefError::NewerFormat {
            found: 2,
            supported: FORMAT_VERSION
        }
    );
    assert_eq!(
        e.to_string(),
        "the game was saved by a newer Protoplay (format 2; this version reads up to 1); update Protoplay to open it"
    );
    let mut def = bench();
    def.format = FORMAT_VERSION + 1;
    assert!(matches!(
        def.check(),
        Err(DefError::NewerFormat { found: 2, .. })
    ));
}

#[test]
fn a_silly_player_range_is_refused() {
    for (min, max) in [(0, 2), (3, 2), (1, 17), (0, 0)] {
        let e = def_with(|v| v["players"] = json!({ "min": min, "max": max })).unwrap_err();
        assert_eq!(e, DefError::Players { min, max });
        assert!(
            e.to_string()
                .contains(&format!("at least {min} and at most {max}")),
            "{e}"
        );
    }
    def_with(|v| v["players"] = json!({ "min": 1, "max": 16 })).unwrap();
}

#[test]
fn every_kind_of_id_used_twice_is_refused_with_its_kind_and_id() {
    let cases: [(&str, &str, &str); 8] = [
        ("card_types", "card type", "card"),
        ("decks", "deck", "main"),
        ("counters", "counter", "pop"),
        ("dice", "die", "d6"),
        ("terrains", "terrain", "plains"),
        ("boards", "board", "world"),
        ("zones", "zone", "draw"),
        ("trackers", "tracker", "score"),
    ];
    for (list, what, id) in cases {
        let e = def_with(|v| {
            let first = v[list][0].clone();
            push(v, list, first);
        })
        .unwrap_err();
        assert_eq!(
            e,
            DefError::DuplicateId {
                what,
                id: id.into()
            },
            "{list}"
        );
        assert_eq!(e.to_string(), format!("{what} id \"{id}\" is used twice"));
    }
    let e = def_with(|v| {
        let regions = &mut v["boards"][1]["kind"]["regions"]["regions"];
        let first = regions[0].clone();
        regions.as_array_mut().unwrap().push(first);
    })
    .unwrap_err();
    assert_eq!(
        e,
        DefError::DuplicateId {
            what: "region",
            id: "north".into()
        }
    );
    // A hex cell painted twice was accepted, and the second painting silently ignored.
    let e = def_with(|v| {
        push(
            &mut v["boards"][0]["kind"]["hex"],
            "cells",
            json!({ "hex": { "x": 1, "y": 0 }, "terrain": "forest" }),
        );
    })
    .unwrap_err();
    assert_eq!(
        e,
        DefError::DuplicateId {
            what: "hex cell",
            id: "(1, 0)".into()
        }
    );
    assert_eq!(e.to_string(), "hex cell id \"(1, 0)\" is used twice");
}

#[test]
fn a_reference_to_something_the_game_does_not_have_is_refused() {
    let missing =
        |what: &'static str, id: &str, missing_what: &'static str, m: &str| DefError::Missing {
            what,
            id: id.into(),
            missing_what,
            missing: m.into(),
        };
    let e = def_with(|v| v["decks"][0]["card_type"] = json!("spell")).unwrap_err();
    assert_eq!(e, missing("deck", "main", "card type", "spell"));
    assert_eq!(
        e.to_string(),
        "deck \"main\" refers to card type \"spell\", which the game does not have"
    );
    let e = def_with(|v| v["decks"][1]["zone"] = json!("shop")).unwrap_err();
    assert_eq!(e, missing("deck", "market", "zone", "shop"));
    let e =
        def_with(|v| v["boards"][0]["kind"]["hex"]["default_terrain"] = json!("lava")).unwrap_err();
    assert_eq!(e, missing("board", "world", "terrain", "lava"));
    let e = def_with(|v| v["boards"][0]["kind"]["hex"]["cells"][1]["terrain"] = json!("ice"))
        .unwrap_err();
    assert_eq!(e, missing("board", "world", "terrain", "ice"));
    let e = def_with(|v| {
        push(
            &mut v["boards"][1]["kind"]["regions"],
            "links",
            json!(["east", "atlantis"]),
        );
    })
    .unwrap_err();
    assert_eq!(e, missing("board", "map", "region", "atlantis"));
    // A region's terrain was not checked, so a misspelt terrain silently lost its counter limit.
    let e = def_with(|v| {
        v["boards"][1]["kind"]["regions"]["regions"][1]["terrain"] = json!("mountains")
    })
    .unwrap_err();
    assert_eq!(e, missing("board", "map", "terrain", "mountains"));
}

#[test]
fn a_card_with_the_wrong_number_of_values_is_refused_with_its_line() {
    let e = def_with(|v| v["decks"][0]["cards"][2]["values"] = json!(["C3"])).unwrap_err();
    assert_eq!(
        e,
        DefError::CardWidth {
            deck: "main".into(),
            card: 3,
            found: 1,
            expected: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "deck \"main\", card 3: 1 values for 2 fields"
    );
    let e = def_with(|v| v["decks"][1]["cards"][0]["values"] = json!(["M1", "wands", "extra"]))
        .unwrap_err();
    assert_eq!(
        e,
        DefError::CardWidth {
            deck: "market".into(),
            card: 1,
            found: 3,
            expected: 2
        }
    );
}

#[test]
fn a_deck_starting_in_a_players_zone_is_refused() {
    let e = def_with(|v| v["decks"][0]["zone"] = json!("hand")).unwrap_err();
    assert_eq!(
        e,
        DefError::DeckInPlayerZone {
            deck: "main".into(),
            zone: "hand".into()
        }
    );
    assert!(e.to_string().contains("belongs to each player"), "{e}");
}

#[test]
fn a_die_without_faces_is_refused() {
    let e = def_with(|v| v["dice"][1]["faces"] = json!([])).unwrap_err();
    assert_eq!(e, DefError::EmptyDie("omen".into()));
    assert_eq!(e.to_string(), "die \"omen\" has no faces");
}

#[test]
fn a_tracker_starting_outside_its_bounds_is_refused() {
    let e = def_with(|v| v["trackers"][0]["start"] = json!(11)).unwrap_err();
    assert_eq!(
        e,
        DefError::TrackerStart {
            id: "score".into(),
            start: 11
        }
    );
    assert_eq!(
        e.to_string(),
        "tracker \"score\": its start 11 is outside its bounds"
    );
    let e = def_with(|v| v["trackers"][1]["start"] = json!(0)).unwrap_err();
    assert_eq!(
        e,
        DefError::TrackerStart {
            id: "round".into(),
            start: 0
        }
    );
}

#[test]
fn too_many_cards_or_cells_are_refused() {
    let e = def_with(|v| v["decks"][0]["cards"][0]["count"] = json!(200_000)).unwrap_err();
    assert_eq!(
        e,
        DefError::TooManyCards {
            deck: "main".into(),
            row: 3,
            cards: 200_002
        }
    );
    assert!(e.to_string().contains("row 3, column “count”"), "{e}");
    let e = def_with(|v| {
        v["boards"][0]["kind"]["hex"]["shape"] = json!({ "kind": "hexagon", "radius": 200 })
    })
    .unwrap_err();
    assert_eq!(
        e,
        DefError::TooManyCells {
            board: "world".into(),
            cells: 120_601
        }
    );
    let e = def_with(|v| {
        v["boards"][0]["kind"]["hex"]["shape"] =
            json!({ "kind": "rectangle", "width": 1000, "height": 1000 })
    })
    .unwrap_err();
    assert!(
        matches!(
            e,
            DefError::TooManyCells {
                cells: 1_000_000,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn a_map_too_big_to_count_is_refused_not_a_panic() {
    // Counting the cells of a hexagon of radius u32::MAX overflowed (a panic in debug builds);
    // on 32-bit targets (the browser) a big rectangle's count wrapped round to a small number
    // and passed the limit.
    let e = def_with(|v| {
        v["boards"][0]["kind"]["hex"]["shape"] = json!({ "kind": "hexagon", "radius": u32::MAX })
    })
    .unwrap_err();
    assert!(matches!(e, DefError::TooManyCells { .. }), "{e:?}");
    let e = def_with(|v| {
        v["boards"][0]["kind"]["hex"]["shape"] =
            json!({ "kind": "rectangle", "width": u32::MAX, "height": u32::MAX })
    })
    .unwrap_err();
    assert!(matches!(e, DefError::TooManyCells { .. }), "{e:?}");
}

#[test]
fn a_painted_cell_off_the_map_is_refused() {
    let e = def_with(|v| {
        push(
            &mut v["boards"][0]["kind"]["hex"],
            "cells",
            json!({ "hex": { "x": 3, "y": 0 }, "terrain": "sea" }),
        );
    })
    .unwrap_err();
    assert_eq!(
        e,
        DefError::CellOffMap {
            board: "world".into(),
            q: 3,
            r: 0
        }
    );
    assert_eq!(e.to_string(), "board \"world\": cell (3, 0) is off the map");
}

#[test]
fn a_painted_cell_at_the_ends_of_the_coordinate_range_is_refused_not_a_panic() {
    // A hostile file must get a message, not a panic (hexx's arithmetic overflowed here).
    for (x, y) in [(i32::MIN, 0), (i32::MAX, i32::MAX), (0, i32::MIN)] {
        let e = def_with(|v| {
            push(
                &mut v["boards"][0]["kind"]["hex"],
                "cells",
                json!({ "hex": { "x": x, "y": y } }),
            );
        })
        .unwrap_err();
        assert_eq!(
            e,
            DefError::CellOffMap {
                board: "world".into(),
                q: x,
                r: y
            }
        );
    }
    let e = def_with(|v| {
        v["boards"][0]["kind"]["hex"]["shape"] =
            json!({ "kind": "rectangle", "width": 5, "height": 5 });
        v["boards"][0]["kind"]["hex"]["cells"] = json!([{ "hex": { "x": 1, "y": i32::MAX } }]);
    })
    .unwrap_err();
    assert!(matches!(e, DefError::CellOffMap { .. }), "{e:?}");
}

// ---------------------------------------------------------------------------------------------
// Saved games
// ---------------------------------------------------------------------------------------------

fn played() -> Game {
    let mut g = Game::new(bench(), 3, 11).unwrap();
    for a in [
        Action::Deal {
            from: shared("draw"),
            to: "hand".into(),
            count: 2,
        },
        Action::Roll {
            dice: vec!["d6".into(), "omen".into()],
        },
        Action::PlaceCounter {
            counter: "pop".into(),
            owner: Some(2),
            at: hex(0, 1),
            count: 3,
        },
        Action::NextPhase,
        Action::Note {
            text: "hello".into(),
        },
    ] {
        g.apply(a).unwrap();
    }
    g
}

fn saved_json(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&played().to_json()).unwrap();
    edit(&mut v);
    v.to_string()
}

#[test]
fn a_saved_game_loads_to_the_same_table_step_and_redo_tail() {
    let mut g = played();
    g.undo();
    g.undo();
    let loaded = Game::from_json(&g.to_json()).unwrap();
    assert_eq!(loaded.table(), g.table());
    assert_eq!((loaded.step(), loaded.recorded()), (3, 5));
    assert_eq!(loaded.save(), g.save());
    assert_eq!(loaded.save().version, SAVE_VERSION);
}

#[test]
fn corrupt_text_is_refused_as_an_invalid_save() {
    let full = played().to_json();
    for text in ["", "not json", "{}", &full[..full.len() / 2]] {
        let e = Game::from_json(text).unwrap_err();
        assert!(matches!(e, GameError::Json(_)), "{text:?}: {e:?}");
        assert!(e.to_string().starts_with("the saved game is not valid: "));
    }
    let e =
        Game::from_json(&saved_json(|v| v["actions"][1]["type"] = json!("teleport"))).unwrap_err();
    assert!(matches!(e, GameError::Json(_)), "{e:?}");
}

#[test]
fn a_save_from_a_newer_version_is_refused() {
    let e = Game::from_json(&saved_json(|v| v["version"] = json!(SAVE_VERSION + 1))).unwrap_err();
    assert_eq!(
        e,
        GameError::NewerVersion {
            found: 2,
            supported: SAVE_VERSION
        }
    );
    assert!(e.to_string().contains("newer Protoplay"), "{e}");
    // Checked before the rest is read.
    let e = Game::from_json("{\"version\": 9, \"whatever\": true}").unwrap_err();
    assert!(
        matches!(e, GameError::NewerVersion { found: 9, .. }),
        "{e:?}"
    );
    let e = Game::from_json(&saved_json(|v| v["def"]["format"] = json!(7))).unwrap_err();
    assert_eq!(
        e,
        GameError::Def(DefError::NewerFormat {
            found: 7,
            supported: FORMAT_VERSION
        })
    );
    let e = Game::load(SavedGame {
        version: 5,
        ..played().save()
    })
    .unwrap_err();
    assert!(
        matches!(e, GameError::NewerVersion { found: 5, .. }),
        "{e:?}"
    );
}

#[test]
fn a_save_with_a_broken_definition_or_player_count_is_refused() {
    let e = Game::from_json(&saved_json(|v| v["def"]["dice"][1]["faces"] = json!([]))).unwrap_err();
    assert_eq!(e, GameError::Def(DefError::EmptyDie("omen".into())));
    assert_eq!(
        e.to_string(),
        "the saved game's definition is broken: die \"omen\" has no faces"
    );
    let e = Game::from_json(&saved_json(|v| v["players"] = json!(9))).unwrap_err();
    assert_eq!(
        e,
        GameError::Setup(Rejection::PlayerCount {
            players: 9,
            min: 2,
            max: 4
        })
    );
    assert!(e.to_string().contains("2 to 4 players, not 9"), "{e}");
}

#[test]
fn a_save_whose_step_cannot_be_replayed_names_the_step() {
    // Step 3 places counters for a fourth player at a three-player table.
    let e = Game::from_json(&saved_json(|v| {
        v["actions"][2]["place_counter"]["owner"] = json!(3)
    }))
    .unwrap_err();
    assert_eq!(
        e,
        GameError::Replay {
            step: 3,
            reason: Rejection::NoPlayer(3)
        }
    );
    assert_eq!(
        e.to_string(),
        "step 3 of the saved game cannot be replayed: there is no player 4 at this table"
    );
    // An undone step that no longer replays is refused too: the redo tail is part of the save.
    let mut g = played();
    g.undo();
    let e = Game::from_json(&{
        let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
        v["actions"][4]["note"]["text"] = json!("x".repeat(5000));
        v.to_string()
    })
    .unwrap_err();
    assert_eq!(
        e,
        GameError::Replay {
            step: 5,
            reason: Rejection::NoteTooLong
        }
    );
}

#[test]
fn a_save_whose_cursor_is_past_its_actions_is_refused() {
    let e = Game::from_json(&saved_json(|v| v["cursor"] = json!(6))).unwrap_err();
    assert_eq!(e, GameError::Cursor { cursor: 6, len: 5 });
    assert_eq!(
        e.to_string(),
        "the saved game says 6 steps are in effect but holds only 5"
    );
}

// ---------------------------------------------------------------------------------------------
// Undo and redo
// ---------------------------------------------------------------------------------------------

#[test]
fn undo_and_redo_walk_the_history_and_a_new_action_drops_the_redo_tail() {
    let mut g = played();
    let after: Vec<_> = (0..=5)
        .map(|k| {
            let mut h = played();
            h.go_to(k);
            h.table().clone()
        })
        .collect();
    assert!(!g.redo(), "nothing to redo at the end");
    for k in (0..5).rev() {
        assert!(g.undo());
        assert_eq!(g.table(), &after[k]);
        assert_eq!(g.step(), k);
    }
    assert!(!g.undo() && !g.can_undo(), "nothing to undo at the start");
    assert_eq!(
        g.table(),
        &protoplay_engine::table::Table::new(&bench(), 3, 11).unwrap()
    );
    assert!(g.redo() && g.redo());
    assert_eq!(g.table(), &after[2]);
    assert!(g.can_redo());
    g.apply(Action::NextTurn).unwrap();
    assert_eq!((g.step(), g.recorded()), (3, 3));
    assert!(!g.can_redo());
    g.go_to(99);
    assert_eq!(g.step(), 3, "go_to clamps to what was recorded");
}

#[test]
fn a_refused_action_is_not_recorded() {
    let mut g = played();
    let before = g.save();
    let table = g.table().clone();
    assert!(
        g.apply(Action::Shuffle {
            zone: shared("nowhere")
        })
        .is_err()
    );
    assert_eq!(g.save(), before);
    assert_eq!(g.table(), &table);
}

#[test]
fn undo_across_many_checkpoints_matches_a_fresh_replay() {
    // More than a few checkpoints' worth of actions, undone to every step.
    let def = bench();
    let mut g = Game::new(def.clone(), 2, 3).unwrap();
    for i in 0..150 {
        let a = match i % 5 {
            0 => Action::Shuffle {
                zone: shared("draw"),
            },
            1 => Action::Roll {
                dice: vec!["d6".into(); 3],
            },
            2 => Action::AdjustTracker {
                tracker: "favour".into(),
                player: None,
                delta: 1,
            },
            3 => Action::Peek {
                zone: shared("draw"),
                index: i % 7,
                player: (i % 2) as u8,
            },
            _ => Action::NextPhase,
        };
        g.apply(a).unwrap();
    }
    let actions = g.actions().to_vec();
    for k in [149, 128, 97, 96, 95, 64, 33, 32, 31, 1, 0, 77, 150] {
        g.go_to(k);
        let mut fresh = Game::new(def.clone(), 2, 3).unwrap();
        for a in &actions[..k] {
            fresh.apply(a.clone()).unwrap();
        }
        assert_eq!(g.table(), fresh.table(), "step {k}");
        assert_eq!(g.replay().unwrap(), *fresh.table(), "replay at step {k}");
    }
}

#[test]
fn a_new_action_after_undoing_past_a_checkpoint_replaces_the_old_future() {
    // Checkpoints are kept every 32 actions; undoing to just before, at and after one and then
    // taking a different action must drop the old future and its checkpoints.
    let def = bench();
    let script = |i: usize| Action::AdjustTracker {
        tracker: "favour".into(),
        player: None,
        delta: if i.is_multiple_of(2) { 1 } else { 2 },
    };
    for back_to in [31, 32, 33, 63, 64, 65] {
        let mut g = Game::new(def.clone(), 2, 4).unwrap();
        for i in 0..70 {
            g.apply(script(i)).unwrap();
        }
        g.go_to(back_to);
        g.apply(Action::Roll {
            dice: vec!["d6".into(); 4],
        })
        .unwrap();
        for i in 0..10 {
            g.apply(script(i)).unwrap();
        }
        let mut fresh = Game::new(def.clone(), 2, 4).unwrap();
        for a in g.actions() {
            fresh.apply(a.clone()).unwrap();
        }
        for k in (0..=g.step()).rev() {
            g.go_to(k);
            fresh.go_to(k);
            assert_eq!(g.table(), fresh.table(), "back to {back_to}, then step {k}");
        }
        g.go_to(usize::MAX);
        assert_eq!((g.step(), g.recorded()), (back_to + 11, back_to + 11));
        assert_eq!(g.replay().unwrap(), *g.table());
    }
}

#[test]
fn a_definition_that_skipped_its_check_still_cannot_seat_more_than_16() {
    // Peeks are one bit per seat; an unchecked definition allowing 20 seats must not reach them.
    let mut def = crate::common::bench();
    def.players.max = 20;
    let e = protoplay_engine::table::Table::new(&def, 17, 1).unwrap_err();
    assert!(
        matches!(e, Rejection::PlayerCount { players: 17, .. }),
        "{e:?}"
    );
    assert!(protoplay_engine::table::Table::new(&def, 16, 1).is_ok());
}
