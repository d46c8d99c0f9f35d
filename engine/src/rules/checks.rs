//! Checks every ruled game's tests run alike (test builds only).

use std::fmt::Debug;

use super::bot::{Bot, SeatBot};
use super::game::RuledGame;
use crate::table::Rng;

/// "`apply` never panics on input": plays each game `new_game` makes with the random bot, and at
/// every step (up to `steps`) tries four moves from `arbitrary` (any kind, ids in and far out of
/// range, as a damaged save or a hand-edited link could hold). Describing any of them, naming
/// its targets and its card is safe; one that is not legal is refused with a reason and leaves
/// `snapshot` of the table unchanged.
pub(crate) fn any_move_is_made_or_refused<G: RuledGame, S: PartialEq + Debug>(
    games: impl IntoIterator<Item = G>,
    steps: usize,
    rng: &mut Rng,
    mut arbitrary: impl FnMut(&mut Rng) -> G::Move,
    snapshot: impl Fn(&G) -> S,
) {
    let mut legal = Vec::new();
    for mut g in games {
        let mut bot = SeatBot::<G>::by_name("random").expect("the random bot");
        let mut step = 0;
        while g.to_move().is_some() && step < steps {
            g.legal_moves(&mut legal);
            for _ in 0..4 {
                let m = arbitrary(rng);
                let _ = (g.describe(&m), g.targets(&m), g.card_played(&m));
                if legal.contains(&m) {
                    continue;
                }
                let before = snapshot(&g);
                let err = g.apply(m).expect_err("not a legal move");
                assert!(!err.to_string().is_empty(), "a refusal says why");
                assert_eq!(snapshot(&g), before, "a refusal changes nothing");
            }
            let m = bot.choose(&g, rng).expect("a move");
            g.apply(m).expect("the bot's move is legal");
            step += 1;
        }
    }
}

/// The largest number the bounds check tries: a column still accepting it has no bound.
const UNBOUNDED: u64 = 1_000_000_000_000_000_000;

/// Most moves a bounds check's game plays before it is stopped (within the game's own limit).
const BOUNDS_MOVES: u64 = 20_000;

/// A numeric column of a deck: every cell the shipped list fills is a whole number. `field`
/// is `None` for the lines' copy counts.
#[derive(Clone, Debug)]
struct NumericColumn {
    deck: usize,
    field: Option<usize>,
    name: String,
}

fn numeric_columns(def: &crate::def::GameDef) -> Vec<NumericColumn> {
    let mut out = Vec::new();
    for (d, deck) in def.decks.iter().enumerate() {
        out.push(NumericColumn {
            deck: d,
            field: None,
            name: "count".into(),
        });
        let Some(ct) = def.card_type(&deck.card_type) else {
            continue;
        };
        for (f, name) in ct.fields.iter().enumerate() {
            let cells = deck
                .cards
                .iter()
                .filter_map(|c| c.values.get(f).map(|v| v.trim()))
                .filter(|v| !v.is_empty());
            let mut any = false;
            let mut all = true;
            for v in cells {
                any = true;
                all &= split_number(v).1.parse::<i64>().is_ok();
            }
            if any && all {
                out.push(NumericColumn {
                    deck: d,
                    field: Some(f),
                    name: name.clone(),
                });
            }
        }
    }
    out
}

/// A number as a list may write it: its mark (a bonus `+3`, a multiplier `x3` or `×3`) and
/// its digits.
fn split_number(cell: &str) -> (&str, &str) {
    let digits = cell.trim_start_matches(['+', 'x', 'X', '×']);
    (&cell[..cell.len() - digits.len()], digits)
}

/// `def` with the cells of `column` set to `value`: in the line `only`, or else in every line
/// (every filled cell; every line's count).
fn with_column(
    def: &crate::def::GameDef,
    column: &NumericColumn,
    only: Option<usize>,
    value: u64,
) -> crate::def::GameDef {
    let mut def = def.clone();
    for (i, card) in def.decks[column.deck].cards.iter_mut().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        match column.field {
            None => card.count = u32::try_from(value).unwrap_or(u32::MAX),
            Some(f) => {
                if let Some(cell) = card.values.get_mut(f)
                    && !cell.trim().is_empty()
                {
                    let (mark, _) = split_number(cell.trim());
                    *cell = format!("{mark}{value}");
                }
            }
        }
    }
    def
}

/// Whether a refusal is about `column` of its deck, naming the row (`row`, if given).
fn names_column(
    def: &crate::def::GameDef,
    column: &NumericColumn,
    row: Option<usize>,
    e: &super::DataError,
) -> bool {
    let deck = &def.decks[column.deck];
    let same_deck = e.deck.as_deref() == Some(deck.id.as_str()) || e.part == deck.name;
    same_deck
        && e.row.is_some_and(|r| row.is_none_or(|w| w == r))
        && e.column.as_deref() == Some(column.name.as_str())
}

/// Plays one game of `data` to its end (or `limit` moves, within the game's own limit) with
/// `bot` at every seat.
pub(crate) fn play_out<G: RuledGame>(
    data: &std::sync::Arc<G::Data>,
    players: u8,
    seed: u64,
    bot: &str,
    limit: u64,
) {
    let values = super::VariantValues::defaults(G::variant_specs());
    let variants = G::variants(&values);
    let Ok(mut g) = G::new(data, players, seed, &variants, false) else {
        return;
    };
    let mut bots: Vec<SeatBot<G>> = (0..players)
        .map(|_| SeatBot::<G>::by_name(bot).expect("the bot exists"))
        .collect();
    for (s, b) in bots.iter_mut().enumerate() {
        b.new_game(seed, s as u8);
    }
    let mut rng = Rng::seeded(seed);
    let mut legal = Vec::new();
    let mut moves = 0u64;
    while let Some(p) = g.to_move() {
        if moves >= G::MAX_MOVES.min(limit) {
            break;
        }
        let Some(m) = bots[usize::from(p)].choose(&g, &mut rng) else {
            break;
        };
        if g.apply(m).is_err() {
            g.legal_moves(&mut legal);
            let Some(first) = legal.first().cloned() else {
                break;
            };
            g.apply(first).expect("a legal move is made");
        }
        let _ = (g.outcome(), g.score(p), g.project(Some(p)));
        moves += 1;
    }
    let _ = g.outcome();
}

/// "Every number a designer can type is bounded when the data is read": for each numeric
/// column of each deck of the shipped definition (and each deck's copy counts), the column's
/// largest accepted value is found by bisection on the line holding its largest shipped value
/// (it must lie below [`UNBOUNDED`]); one past it is refused naming that row and the column.
/// At 0 and at the largest, every cell of the column (or, when the column's lines must differ,
/// that line alone) is accepted, or refused naming where; each accepted definition plays a game
/// with the game's own bot and one with the random bot, at the fewest and the most players.
/// Each column but the copy counts (which the definition's own limit on cards bounds) must be
/// in `expected` (deck id, column, largest accepted value), and each of `expected` found. A
/// column of `not_read` (deck id, column) is one the rules do not read: it must accept any
/// number, and is otherwise left out.
pub(crate) fn data_bounds<G: RuledGame>(expected: &[(&str, &str, u64)], not_read: &[(&str, &str)]) {
    let def = super::shipped_def::<G>().expect("the shipped definition reads");
    super::read_checked::<G>(&def).expect("the shipped data is accepted");
    let info = G::info();
    let read = |column: &NumericColumn, only: Option<usize>, v: u64| {
        super::read_checked::<G>(&with_column(&def, column, only, v))
    };
    let play = |data: G::Data, v: u64| {
        let data = std::sync::Arc::new(data);
        let (fewest, most) = info.players;
        play_out::<G>(&data, fewest, v, info.default_bot, BOUNDS_MOVES);
        play_out::<G>(&data, most, v + 1, "random", BOUNDS_MOVES);
    };
    let mut found = Vec::new();
    for column in numeric_columns(&def) {
        let deck = &def.decks[column.deck];
        // A deck shipped empty has no row to vary (its rows are read as another deck's are).
        if deck.cards.is_empty() {
            continue;
        }
        let place = format!("{}, column “{}”", deck.name, column.name);
        if not_read.contains(&(deck.id.as_str(), column.name.as_str())) {
            read(&column, None, UNBOUNDED)
                .expect("a column the rules do not read takes any number");
            continue;
        }
        // The shipped values are accepted: the bound lies at or above the largest of them.
        let (line, mut lo) = deck
            .cards
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match column.field {
                None => Some((i, u64::from(c.count))),
                Some(f) => c
                    .values
                    .get(f)
                    .and_then(|v| split_number(v.trim()).1.parse::<u64>().ok())
                    .map(|v| (i, v)),
            })
            .max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)))
            .unwrap_or((0, 0));
        let row = super::card_row(line);
        let accepted = |v: u64| match read(&column, Some(line), v) {
            Ok(_) => true,
            Err(e) => !names_column(&def, &column, Some(row), &e),
        };
        let top = if column.field.is_none() {
            u64::from(u32::MAX)
        } else {
            UNBOUNDED
        };
        assert!(
            accepted(lo),
            "{place}, row {row}: the shipped {lo} is accepted"
        );
        assert!(
            !accepted(top),
            "{place}, row {row}: {top} is accepted, so the column has no bound"
        );
        let mut hi = top;
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if accepted(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let max = lo;
        let err = read(&column, Some(line), max + 1).expect_err("one past the largest is refused");
        assert!(
            names_column(&def, &column, Some(row), &err),
            "{place}, row {row}: {} is refused naming the row and the column: {err}",
            max + 1
        );
        let err = read(&column, None, max + 1).expect_err("one past the largest is refused");
        assert!(
            e_names_a_cell(&err),
            "{place}: {} in every row is refused naming a row and a column: {err}",
            max + 1
        );
        for v in [0, max] {
            match read(&column, None, v) {
                Ok(data) => play(data, v),
                Err(e) if names_column(&def, &column, None, &e) => {
                    match read(&column, Some(line), v) {
                        Ok(data) => play(data, v),
                        Err(e) => assert!(e_names_a_cell(&e), "{place}, row {row} at {v}: {e}"),
                    }
                }
                Err(e) => assert!(e_names_a_cell(&e), "{place} at {v}: {e}"),
            }
        }
        if column.field.is_some() {
            found.push((deck.id.clone(), column.name.clone(), max));
        } else {
            assert!(
                usize::try_from(max).is_ok_and(|m| m <= crate::def::MAX_CARDS),
                "{place}: at most the game's limit on cards"
            );
        }
    }
    let expected: Vec<(String, String, u64)> = expected
        .iter()
        .map(|&(d, c, m)| (d.to_string(), c.to_string(), m))
        .collect();
    assert_eq!(
        found, expected,
        "each numeric column's largest accepted value"
    );
}

/// Whether a refusal says where: a row with its column, or a whole part (a deck too small).
fn e_names_a_cell(e: &super::DataError) -> bool {
    e.row.is_some() == e.column.is_some() && !e.reason.is_empty()
}

/// Every legal move of the seat to act, as a list (a test's shorthand for
/// [`RuledGame::legal_moves`]).
pub(crate) fn legal<G: RuledGame>(game: &G) -> Vec<G::Move> {
    let mut out = Vec::new();
    game.legal_moves(&mut out);
    out
}
