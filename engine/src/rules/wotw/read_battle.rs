//! Reading the Land Battle's tables from the definition: the ranges, the Tripod counters in the
//! cup, the Battle Plan mix, the Land Battle cards and the Land Battle Board, each checked like
//! the campaign tables ([`super::read`]).

use super::data::{Action, BattleBoard, BattleCard, Colours, Face, Plan, TRIPOD_COLOURS};
use super::read::number;
use crate::def::{BoardKind, GameDef};
use crate::hex::{Hex, Layout, distance};
use crate::rules::DataError;
use crate::rules::cards::{CardList, keywords};

fn parse_colours(s: &str) -> Result<Colours, String> {
    let mut set = 0;
    for w in s
        .split(['/', ',', ';', '+', '&'])
        .flat_map(|p| p.split(" or "))
        .map(str::trim)
        .filter(|w| !w.is_empty())
    {
        let lower = w.to_ascii_lowercase();
        if matches!(lower.as_str(), "none" | "-" | "—" | "no") {
            continue;
        }
        let f = Face::parse(w).ok_or_else(|| {
            format!(
                "“{w}” is not a die colour: Green, Yellow or Red (as in “Green/Yellow”), or “none”"
            )
        })?;
        set |= f.bit();
    }
    Ok(set)
}

fn parse_tripod_colour(s: &str) -> Option<u8> {
    let lower = s.trim().to_ascii_lowercase();
    TRIPOD_COLOURS
        .iter()
        .position(|c| c.to_ascii_lowercase() == lower)
        .map(|i| i as u8)
}

pub(super) fn read_ranges(def: &GameDef) -> Result<Vec<[Colours; 3]>, DataError> {
    let list = CardList::read(
        def,
        "ranges",
        "Range chart",
        &["range", "detect", "fire", "gun hit"],
        &[],
    )?;
    list.one_of_each()?;
    let mut rows: Vec<Option<[Colours; 3]>> = vec![None; 6];
    for (row, card) in list.rows() {
        let r: usize = number(list.cell(card, 0), 1, 6, "a range in hexes")
            .map_err(|e| list.error(row, "range", e))?;
        if rows[r - 1].is_some() {
            return Err(list.error(row, "range", format!("range {r} is listed twice")));
        }
        let mut cells = [0; 3];
        for (k, col) in ["detect", "fire", "gun hit"].iter().enumerate() {
            cells[k] =
                parse_colours(list.cell(card, k + 1)).map_err(|e| list.error(row, col, e))?;
        }
        rows[r - 1] = Some(cells);
    }
    let n = rows.iter().take_while(|r| r.is_some()).count();
    if n == 0 || rows[n..].iter().any(Option::is_some) {
        return Err(DataError::part(
            list.part,
            "its ranges must run from 1 without a gap (the text's are 1, 2 and 3)",
        ));
    }
    Ok(rows.into_iter().take(n).flatten().collect())
}

pub(super) fn read_tripods(def: &GameDef) -> Result<Vec<u8>, DataError> {
    let list = CardList::read(def, "tripods", "Tripod counters", &["colour"], &[])?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let c = parse_tripod_colour(list.cell(card, 0)).ok_or_else(|| {
            list.error(
                row,
                "colour",
                format!(
                    "“{}” is not one of {}",
                    list.cell(card, 0),
                    TRIPOD_COLOURS.join(", ")
                ),
            )
        })?;
        list.add_copies(&mut out, c, row, card.count, 400)?;
    }
    if out.len() < 8 {
        return Err(DataError::part(
            list.part,
            format!(
                "the cup holds {} Tripods: set-up draws 4 for Wave #1 and 4 for the Cylinder",
                out.len()
            ),
        ));
    }
    Ok(out)
}

pub(super) fn read_plans(def: &GameDef) -> Result<[u8; 6], DataError> {
    let list = CardList::read(def, "battle-plans", "Battle Plan counters", &["name"], &[])?;
    let mut mix = [0u8; 6];
    for (row, card) in list.rows() {
        let p = Plan::parse(list.cell(card, 0)).ok_or_else(|| {
            let known: Vec<&str> = Plan::ALL.iter().map(|p| p.name()).collect();
            list.error(
                row,
                "name",
                format!(
                    "“{}” is not a Battle Plan the rules run: {}",
                    list.cell(card, 0),
                    known.join(", ")
                ),
            )
        })?;
        if card.count > 20 {
            return Err(list.error(row, "count", "at most 20 of a Battle Plan"));
        }
        mix[p.index()] = mix[p.index()].saturating_add(card.count as u8).min(20);
    }
    Ok(mix)
}

pub(super) fn read_battle_cards(def: &GameDef) -> Result<Vec<BattleCard>, DataError> {
    let list = CardList::read(
        def,
        "battle-cards",
        "Land Battle cards",
        &[
            "name", "setup", "order", "green", "yellow", "red", "blue", "black",
        ],
        &[],
    )?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let name = get(0);
        if name.is_empty() {
            return Err(list.error(row, "name", "a card needs a name"));
        }
        // Set-up: "Green E, Yellow B, …".
        let mut setup = [u8::MAX; 5];
        for part in keywords(get(1)) {
            let mut words = part.split_whitespace();
            let (Some(colour), Some(letter), None) = (words.next(), words.next(), words.next())
            else {
                return Err(list.error(
                    row,
                    "setup",
                    format!("“{part}” is not a colour and a hex letter, as in “Green E”"),
                ));
            };
            let c = parse_tripod_colour(colour).ok_or_else(|| {
                list.error(row, "setup", format!("“{colour}” is not a Tripod colour"))
            })?;
            let l = match letter.to_ascii_uppercase().as_str() {
                "A" => 0,
                "B" => 1,
                "C" => 2,
                "D" => 3,
                "E" => 4,
                _ => {
                    return Err(list.error(
                        row,
                        "setup",
                        format!("“{letter}” is not a hex letter from A to E"),
                    ));
                }
            };
            setup[usize::from(c)] = l;
        }
        if let Some(c) = setup.iter().position(|&l| l == u8::MAX) {
            return Err(list.error(
                row,
                "setup",
                format!("it gives no hex for the {} Tripods", TRIPOD_COLOURS[c]),
            ));
        }
        let mut order = Vec::new();
        for w in keywords(get(2)) {
            let c = parse_tripod_colour(w)
                .ok_or_else(|| list.error(row, "order", format!("“{w}” is not a Tripod colour")))?;
            if order.contains(&c) {
                return Err(list.error(row, "order", format!("{w} is listed twice")));
            }
            order.push(c);
        }
        let Ok(order) = <[u8; 5]>::try_from(order) else {
            return Err(list.error(
                row,
                "order",
                format!(
                    "list the five colours from top to bottom: {}",
                    TRIPOD_COLOURS.join(", ")
                ),
            ));
        };
        let mut actions: [Vec<Action>; 5] = Default::default();
        for (c, column) in ["green", "yellow", "red", "blue", "black"]
            .iter()
            .enumerate()
        {
            for w in keywords(get(3 + c)) {
                if w.eq_ignore_ascii_case("none") || w == "-" {
                    continue;
                }
                let a = Action::parse(w).ok_or_else(|| {
                    list.error(
                        row,
                        column,
                        format!(
                            "“{w}” is not a Martian Action: Move down, Move down-left, Move down-right, Detect, Fire, Arrival, Detect All, Double Move, Fire All, Focused Detect, Focused Fire, High Activity"
                        ),
                    )
                })?;
                actions[c].push(a);
            }
        }
        let spec = BattleCard {
            name: name.to_string(),
            setup,
            order,
            actions,
        };
        list.add_copies(&mut out, spec, row, card.count, 500)?;
    }
    if out.len() < 2 {
        return Err(DataError::part(
            list.part,
            "the deck needs at least 2 cards (Kriegspiel draws a second)",
        ));
    }
    Ok(out)
}

/// The board's name in messages.
const BOARD: &str = "Land Battle Board";

pub(super) fn read_board(def: &GameDef) -> Result<BattleBoard, DataError> {
    let Some(board) = def.board("land-battle") else {
        return Err(DataError::part(
            BOARD,
            "the game has no hex board with the id “land-battle”: Land Battles are fought on it",
        ));
    };
    let BoardKind::Hex(map) = &board.kind else {
        return Err(DataError::part(BOARD, "it must be a hex board"));
    };
    let cells = map.shape.cells(map.orientation);
    if cells.len() > 200 || cells.len() < 6 {
        return Err(DataError::part(
            BOARD,
            format!("it has {} cells; it needs from 6 to 200", cells.len()),
        ));
    }
    let layout = Layout {
        orientation: map.orientation,
        size: 1.0,
    };
    let centres: Vec<(f32, f32)> = cells.iter().map(|&h| layout.centre(h)).collect();
    let index = |h: Hex| cells.iter().position(|&c| c == h).map(|i| i as u8);
    let mut down = Vec::with_capacity(cells.len());
    let mut bottom = Vec::with_capacity(cells.len());
    for (i, &h) in cells.iter().enumerate() {
        let (x, y) = centres[i];
        let mut d = [None; 3];
        for n in crate::hex::neighbours(h) {
            let Some(j) = index(n) else { continue };
            let (nx, ny) = centres[usize::from(j)];
            let (dx, dy) = (nx - x, ny - y);
            if dy <= 0.01 {
                continue;
            }
            if dx.abs() < 0.01 {
                d[0] = Some(j);
            } else if dx < 0.0 {
                d[1] = Some(j);
            } else {
                d[2] = Some(j);
            }
        }
        bottom.push(d[0].is_none());
        down.push(d);
    }
    let mut letters = [u8::MAX; 5];
    let mut artillery = Vec::new();
    let mut labels = vec![String::new(); cells.len()];
    for cell in &map.cells {
        let Some(i) = index(cell.hex) else { continue };
        if let Some(l) = cell.label.as_deref().map(str::trim) {
            let k = match l.to_ascii_uppercase().as_str() {
                "A" => Some(0),
                "B" => Some(1),
                "C" => Some(2),
                "D" => Some(3),
                "E" => Some(4),
                _ => None,
            };
            if let Some(k) = k {
                if letters[k] != u8::MAX {
                    return Err(DataError::part(
                        BOARD,
                        format!("two cells are labelled {l}: the Tripods set up in one"),
                    ));
                }
                letters[k] = i;
            }
            labels[usize::from(i)] = l.to_string();
        }
        if cell.terrain.as_deref() == Some("artillery") {
            artillery.push(i);
        }
    }
    if let Some(k) = letters.iter().position(|&l| l == u8::MAX) {
        return Err(DataError::part(
            BOARD,
            format!(
                "no cell is labelled {}: the battle cards place Tripods on hexes A to E",
                ["A", "B", "C", "D", "E"][k]
            ),
        ));
    }
    if artillery.is_empty() {
        return Err(DataError::part(
            BOARD,
            "no cell has the terrain “artillery”: each Gun is placed in a Hex with an Artillery Image",
        ));
    }
    if let Some(&a) = artillery.iter().find(|&&a| bottom[usize::from(a)]) {
        let h = cells[usize::from(a)];
        return Err(DataError::part(
            BOARD,
            format!(
                "the artillery cell ({}, {}) is in the bottom row, where every Tripod leaves the battle",
                h.x, h.y
            ),
        ));
    }
    // Columns from the left by their centres' x; rows down each column by y.
    let mut xs: Vec<f32> = Vec::new();
    for &(x, _) in &centres {
        if !xs.iter().any(|v| (v - x).abs() < 0.01) {
            xs.push(x);
        }
    }
    crate::sort::sort_by(&mut xs, f32::total_cmp);
    let names = (0..cells.len())
        .map(|i| {
            let label = &labels[i];
            if letters.contains(&(i as u8)) {
                return format!("hex {label}");
            }
            let (x, y) = centres[i];
            let col = xs.iter().position(|v| (v - x).abs() < 0.01).unwrap_or(0) + 1;
            let row = 1 + centres
                .iter()
                .filter(|(ox, oy)| (ox - x).abs() < 0.01 && *oy < y - 0.01)
                .count();
            format!("column {col}, row {row}")
        })
        .collect();
    let n = cells.len();
    let mut dist = vec![0u8; n * n];
    for a in 0..n {
        for b in 0..n {
            dist[a * n + b] = distance(cells[a], cells[b]).min(255) as u8;
        }
    }
    Ok(BattleBoard {
        name: board.name.clone(),
        orientation: map.orientation,
        cells,
        down,
        bottom,
        letters,
        artillery,
        dist,
        labels,
        names,
    })
}
