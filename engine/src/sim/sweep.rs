//! A sweep: one number of a designer's data (a cell of a card list or a table, or a rule
//! variant) set to each of a range of values, the same seeds played with each, and the balance,
//! the first player's advantage, each side's win rate and the game length compared across the
//! values, with their 95% intervals. It answers "what should this cost be?": the value that
//! brings the balance closest to 1 is marked, with the values whose balance interval overlaps
//! its own (the ones these games cannot tell apart from it).
//!
//! Every value plays the same game seeds (common random numbers), so the differences between
//! values come from the value, not from luckier deals.

use serde::{Deserialize, Serialize};

use super::cards::{card_name, deck_index, played_def};
use super::report::csv_field;
use super::stats::{Interval, mean_interval};
use super::{Partial, Report, SeatRate, SimError, SimSettings};
use crate::def::GameDef;
use crate::rules::registry;

/// Most sides a summary line names (each side's rate is in the JSON and CSV whatever their number).
const SIDES_IN_A_LINE: usize = 6;

/// Most values one sweep plays.
pub const MAX_VALUES: usize = 100;

/// What a sweep changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Knob {
    /// A rule variant, by its name.
    Variant { name: String },
    /// A cell of a card list or table: the deck's id, the row as a spreadsheet numbers it (the
    /// header is row 1, so the first card is row 2), and the column by its heading or letter.
    Cell {
        deck: String,
        row: usize,
        column: String,
    },
}

impl Knob {
    /// Reads `DECK:ROW:COLUMN`.
    pub fn cell(text: &str) -> Result<Self, String> {
        let bad = || {
            format!(
                "--cell {text:?}: expected DECK:ROW:COLUMN, such as weapons:3:Damage (rows as a spreadsheet numbers them, the header being row 1; the column by its heading or letter)"
            )
        };
        let mut parts = text.splitn(3, ':');
        let (Some(deck), Some(row), Some(column)) = (parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let row: usize = row.trim().parse().map_err(|_| bad())?;
        if deck.trim().is_empty() || column.trim().is_empty() || row < 2 {
            return Err(bad());
        }
        Ok(Self::Cell {
            deck: deck.trim().to_string(),
            row,
            column: column.trim().to_string(),
        })
    }
}

/// Reads a list of values: items separated by commas, each a value or an inclusive range of
/// whole numbers `a..b` ("1..6", "0,2,5", "1..3,10", "yes,no").
pub fn parse_values(text: &str) -> Result<Vec<String>, String> {
    if text.trim().is_empty() {
        return Err("no values: give a list, such as 1..6 or 0,2,5".into());
    }
    let mut values = Vec::new();
    for item in text.split(',').map(str::trim) {
        if item.is_empty() {
            return Err(format!("{text:?}: an empty value between commas"));
        }
        match item.split_once("..") {
            Some((a, b)) => {
                let range = || format!("{item:?}: a range is two whole numbers, such as 1..6");
                let a: i64 = a.trim().parse().map_err(|_| range())?;
                let b: i64 = b.trim().parse().map_err(|_| range())?;
                if b < a {
                    return Err(format!("{item:?}: the range runs down ({a} is above {b})"));
                }
                if i128::from(b) - i128::from(a) >= MAX_VALUES as i128 {
                    return Err(format!("{item:?}: at most {MAX_VALUES} values a sweep"));
                }
                values.extend((a..=b).map(|v| v.to_string()));
            }
            None => values.push(item.to_string()),
        }
        if values.len() > MAX_VALUES {
            return Err(format!("{text:?}: at most {MAX_VALUES} values a sweep"));
        }
    }
    Ok(values)
}

/// What one value gave.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SweepPoint {
    pub value: String,
    /// Why the game refuses the data or the variant with this value (then nothing was played).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
    /// Ludii's balance over the seats, with its interval (none for one player).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub balance: Option<Interval>,
    /// The win rate of the first to play, beside the share an even game gives each (1 / players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_to_play: Option<SeatRate>,
    /// Each side's (character's, faction's) win rate, where the game has sides.
    pub sides: Vec<SeatRate>,
    /// Each seat's win rate.
    pub seats: Vec<SeatRate>,
    /// The mean game length in rounds, with its interval.
    pub rounds: Interval,
    /// Games stopped by the round limit.
    pub cut_off: u64,
}

/// A whole sweep.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sweep {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub knob: Knob,
    /// What the swept number is, in words ("Damage of Laser, row 3 of deck weapons").
    pub what: String,
    /// The value the data (or the variant's default) has now.
    pub now: String,
    pub points: Vec<SweepPoint>,
    /// The value whose balance is closest to 1 (none for one player or when all were refused).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    /// The values whose balance interval overlaps the best's, the best among them.
    pub near_best: Vec<String>,
    /// Every value played exactly the same games: the rules do not read this number (or not
    /// in any game these bots played).
    pub flat: bool,
}

/// Makes the settings that play one value, or says why the value cannot be played.
type Apply = Box<dyn Fn(&SimSettings, &str) -> Result<SimSettings, SimError>>;

/// The settings that play one value, the words for what is swept, and its value now.
struct Setter {
    what: String,
    now: String,
    apply: Apply,
}

fn variant_setter(settings: &SimSettings, name: &str) -> Result<Setter, SimError> {
    let game = registry::game(&settings.game).ok_or_else(|| SimError::UnknownGame {
        game: settings.game.clone(),
        known: registry::ids().join(", "),
    })?;
    let variants = game.variant_specs();
    let variant = variants.iter().find(|v| v.id == name).ok_or_else(|| {
        SimError::Variant(format!(
            "{} has no variant {name:?} (its variants: {})",
            game.info().name,
            variants.iter().map(|v| v.id).collect::<Vec<_>>().join(", ")
        ))
    })?;
    let given = settings.variants.iter().find_map(|v| {
        v.split_once('=')
            .filter(|(n, _)| n.trim() == name)
            .map(|(_, value)| value.trim().to_string())
    });
    let name = name.to_string();
    Ok(Setter {
        what: format!("the variant {name} ({})", variant.label),
        now: given.unwrap_or_else(|| variant.default_value().to_string()),
        apply: Box::new(move |s, value| {
            let mut s = s.clone();
            s.variants
                .retain(|v| v.split('=').next().map(str::trim) != Some(name.as_str()));
            s.variants.push(format!("{name}={value}"));
            Ok(s)
        }),
    })
}

/// A cell of a deck found: where it is, what it is called and what it holds now.
#[derive(Clone, Debug, PartialEq)]
pub struct CellAt {
    pub deck: usize,
    pub card: usize,
    /// The field's index, or `None` for the row's copies.
    pub field: Option<usize>,
    /// The row's card name and the column's heading.
    pub name: String,
    pub heading: String,
    pub now: String,
}

/// The columns a sweep may change in a deck: its card type's fields, then the copies.
pub fn columns(def: &GameDef, deck: &str) -> Vec<String> {
    def.deck(deck)
        .and_then(|d| def.card_type(&d.card_type))
        .map(|t| t.fields.clone())
        .unwrap_or_default()
        .into_iter()
        .chain(["copies".to_string()])
        .collect()
}

/// Finds a cell by deck, row (as a spreadsheet numbers it, the header being row 1) and column
/// (a heading, else a spreadsheet letter, else `copies`), or says what is wrong.
pub fn find_cell(def: &GameDef, deck: &str, row: usize, column: &str) -> Result<CellAt, SimError> {
    let index = deck_index(def, deck)?;
    let d = &def.decks[index];
    let rows = d.cards.len();
    let card = row.checked_sub(2).filter(|r| *r < rows).ok_or_else(|| {
        SimError::Data(format!(
            "deck {deck} has rows 2 to {} (the header is row 1), not row {row}",
            rows + 1
        ))
    })?;
    let fields = def
        .card_type(&d.card_type)
        .map(|t| t.fields.clone())
        .unwrap_or_default();
    let letter = |c: &str| {
        (c.len() == 1)
            .then(|| c.chars().next())
            .flatten()
            .filter(char::is_ascii_alphabetic)
            .map(|l| (l.to_ascii_uppercase() as u8 - b'A') as usize)
            .filter(|i| *i < fields.len())
    };
    let field = fields
        .iter()
        .position(|f| f.eq_ignore_ascii_case(column))
        .or_else(|| letter(column));
    let copies = field.is_none()
        && ["count", "copies"]
            .iter()
            .any(|c| c.eq_ignore_ascii_case(column));
    if field.is_none() && !copies {
        return Err(SimError::Data(format!(
            "deck {deck} has no column {column:?} (its columns: {}, and copies)",
            fields.join(", ")
        )));
    }
    Ok(CellAt {
        deck: index,
        card,
        field,
        name: card_name(def, d, &d.cards[card].values),
        heading: field.map_or("copies", |f| fields[f].as_str()).to_string(),
        now: match field {
            Some(f) => d.cards[card].values.get(f).cloned().unwrap_or_default(),
            None => d.cards[card].count.to_string(),
        },
    })
}

fn cell_setter(
    settings: &SimSettings,
    deck: &str,
    row: usize,
    column: &str,
) -> Result<Setter, SimError> {
    let def = played_def(settings)?;
    let at = find_cell(&def, deck, row, column)?;
    let (index, card, field) = (at.deck, at.card, at.field);
    let def = std::sync::Arc::new(def);
    Ok(Setter {
        what: format!("{} of {} (deck {deck}, row {row})", at.heading, at.name),
        now: at.now,
        apply: Box::new(move |s, value| {
            let mut changed: GameDef = (*def).clone();
            let entry = &mut changed.decks[index].cards[card];
            match field {
                Some(f) => {
                    if entry.values.len() <= f {
                        entry.values.resize(f + 1, String::new());
                    }
                    entry.values[f] = value.to_string();
                }
                None => {
                    entry.count = value.parse().map_err(|_| {
                        SimError::Data(format!("copies are a whole number, not {value:?}"))
                    })?;
                }
            }
            Ok(SimSettings {
                def: Some(changed),
                ..s.clone()
            })
        }),
    })
}

/// A sweep made ready: what is swept and, per value, the settings that play it or why the game
/// refuses it. The command line plays it with [`sweep`]; the page hands each value's run to its
/// workers and gives the games back to [`SweepPlan::result`].
#[derive(Clone, Debug)]
pub struct SweepPlan {
    pub settings: SimSettings,
    pub knob: Knob,
    pub what: String,
    pub now: String,
    /// Each value with its settings, or the game's words refusing it.
    pub runs: Vec<(String, Result<SimSettings, String>)>,
}

/// Checks a sweep and makes the settings of each of its values.
pub fn plan(settings: &SimSettings, knob: &Knob, values: &[String]) -> Result<SweepPlan, SimError> {
    super::validate(settings)?;
    if values.is_empty() {
        return Err(SimError::Data("a sweep needs at least one value".into()));
    }
    let setter = match knob {
        Knob::Variant { name } => variant_setter(settings, name)?,
        Knob::Cell { deck, row, column } => cell_setter(settings, deck, *row, column)?,
    };
    let runs = values
        .iter()
        .map(|value| {
            let s = (setter.apply)(settings, value)
                .and_then(|s| super::validate(&s).map(|()| s))
                .map_err(|e| e.to_string());
            (value.clone(), s)
        })
        .collect();
    Ok(SweepPlan {
        settings: settings.clone(),
        knob: knob.clone(),
        what: setter.what,
        now: setter.now,
        runs,
    })
}

/// Plays games `first..end` of each value's run: one shard of a sweep (see
/// [`super::shard`]).
pub fn sweep_range(
    settings: &SimSettings,
    knob: &Knob,
    values: &[String],
    first: u64,
    end: u64,
) -> Result<Vec<Result<Partial, String>>, SimError> {
    let plan = plan(settings, knob, values)?;
    plan.runs
        .iter()
        .map(|(_, s)| match s {
            Err(why) => Ok(Err(why.clone())),
            Ok(s) => match super::run_range(s, first, end) {
                Ok(p) => Ok(Ok(p)),
                // A value the game cannot set up is refused in its words; the others play on.
                Err(e @ (SimError::Setup(_) | SimError::Data(_) | SimError::Variant(_))) => {
                    Ok(Err(e.to_string()))
                }
                Err(e) => Err(e),
            },
        })
        .collect()
}

/// Plays `settings` once for each of `values` put in the place `knob` names, on the same seeds.
pub fn sweep(settings: &SimSettings, knob: &Knob, values: &[String]) -> Result<Sweep, SimError> {
    let played = sweep_range(settings, knob, values, 0, settings.games)?;
    let plan = plan(settings, knob, values)?;
    plan.result(&played)
}

impl SweepPlan {
    /// The sweep's result from each value's games (in the plan's order), or why the value was
    /// not played.
    pub fn result(&self, played: &[Result<Partial, String>]) -> Result<Sweep, SimError> {
        if played.len() != self.runs.len() {
            return Err(SimError::Mismatch);
        }
        let mut points = Vec::with_capacity(played.len());
        for ((value, s), games) in self.runs.iter().zip(played) {
            let refused = |why: &str| SweepPoint {
                value: value.clone(),
                refused: Some(why.to_string()),
                balance: None,
                first_to_play: None,
                sides: Vec::new(),
                seats: Vec::new(),
                rounds: mean_interval(&Default::default()),
                cut_off: 0,
            };
            let (s, games) = match (s, games) {
                (Ok(s), Ok(games)) => (s, games),
                (Err(why), _) | (_, Err(why)) => {
                    points.push(refused(why));
                    continue;
                }
            };
            let report = Report::new(s, games, 0.0)?;
            points.push(SweepPoint {
                value: value.clone(),
                refused: None,
                balance: report.balance.as_ref().map(|b| Interval {
                    value: b.value,
                    low: b.low,
                    high: b.high,
                }),
                first_to_play: (s.players > 1)
                    .then(|| report.turn_rates.first().cloned())
                    .flatten(),
                // Sides are worth a line only where seats play different ones.
                sides: if report.side_rates.len() > 1 {
                    report.side_rates.clone()
                } else {
                    Vec::new()
                },
                seats: report.seat_rates.clone(),
                rounds: mean_interval(&report.rounds_histogram),
                cut_off: report.cut_off,
            });
        }
        let played: Vec<&SweepPoint> = points.iter().filter(|p| p.refused.is_none()).collect();
        let flat = played.len() > 1 && played.windows(2).all(|w| same_games(w[0], w[1]));
        // The first value with the highest balance; none when every value played the same games.
        let best = played
            .iter()
            .filter(|_| !flat)
            .filter_map(|p| p.balance.map(|b| (*p, b)))
            .fold(None::<(&SweepPoint, Interval)>, |top, (p, b)| match top {
                Some((_, t)) if t.value >= b.value => top,
                _ => Some((p, b)),
            })
            .map(|(p, b)| (p.value.clone(), b));
        let near_best = best.as_ref().map_or_else(Vec::new, |(_, top)| {
            points
                .iter()
                .filter(|p| {
                    p.balance
                        .is_some_and(|b| b.low <= top.high && b.high >= top.low)
                })
                .map(|p| p.value.clone())
                .collect()
        });
        let s = &self.settings;
        Ok(Sweep {
            game: s.game.clone(),
            players: s.players,
            games: s.games,
            seed: s.seed,
            knob: self.knob.clone(),
            what: self.what.clone(),
            now: self.now.clone(),
            points,
            best: best.map(|(v, _)| v),
            near_best,
            flat,
        })
    }
}

/// Whether two values played exactly the same games: every count the sweep reports is equal.
fn same_games(a: &SweepPoint, b: &SweepPoint) -> bool {
    let wins = |p: &SweepPoint| {
        p.seats
            .iter()
            .chain(&p.sides)
            .map(|s| (s.wins, s.of))
            .collect::<Vec<_>>()
    };
    wins(a) == wins(b) && a.rounds == b.rounds && a.cut_off == b.cut_off
}

impl Sweep {
    /// One row per value and measure: `value,measure,item,value,low,high,refused`.
    pub fn csv(&self) -> String {
        let mut out = String::from("value,measure,item,estimate,low,high,refused\n");
        for p in &self.points {
            let v = csv_field(&p.value);
            if let Some(why) = &p.refused {
                out.push_str(&format!("{v},,,,,,{}\n", csv_field(why)));
                continue;
            }
            let mut row = |measure: &str, item: &str, i: Interval| {
                out.push_str(&format!(
                    "{v},{measure},{},{},{},{},\n",
                    csv_field(item),
                    i.value,
                    i.low,
                    i.high
                ));
            };
            if let Some(b) = p.balance {
                row("balance", "", b);
            }
            if let Some(f) = &p.first_to_play {
                row("first_to_play_win_rate", &f.label, f.interval());
            }
            for s in &p.sides {
                row("side_win_rate", &s.label, s.interval());
            }
            for s in &p.seats {
                row("seat_win_rate", &s.label, s.interval());
            }
            row("rounds_mean", "", p.rounds);
        }
        out
    }

    /// What was played.
    pub fn heading(&self) -> String {
        let name = registry::info(&self.game).map_or(self.game.as_str(), |i| i.name);
        format!(
            "Sweep of {} in {name}: {} player{}, {} games per value on the same seeds (seed {}). Now {}. 95% intervals in brackets.",
            self.what,
            self.players,
            if self.players == 1 { "" } else { "s" },
            self.games,
            self.seed,
            if self.now.trim().is_empty() {
                "empty"
            } else {
                &self.now
            }
        )
    }

    /// What the values say, in plain words: the value closest to balance 1 and the values these
    /// games cannot tell from it, or why there is none.
    pub fn conclusion(&self) -> Vec<String> {
        if self.flat {
            return vec!["Every value played exactly the same games: the rules do not read this number, or no bot ever met it in these games.".into()];
        }
        match &self.best {
            Some(best) => {
                let others: Vec<&str> = self
                    .near_best
                    .iter()
                    .filter(|v| *v != best)
                    .map(String::as_str)
                    .collect();
                vec![
                    format!("Closest to balance 1: {best}."),
                    if others.is_empty() {
                        "No other value's balance interval overlaps it.".into()
                    } else {
                        format!(
                            "These games cannot tell it from {} (their balance intervals overlap its own): more games would.",
                            others.join(", ")
                        )
                    },
                ]
            }
            None if self.players == 1 => vec![
                "One player: there is no balance between seats to mark; the win rate is the measure.".into(),
            ],
            None => vec!["No value was played.".into()],
        }
    }

    /// One line per value in plain words, then the value closest to balance.
    pub fn summary(&self) -> String {
        let mut out = format!("{}\n", self.heading());
        let even = 100.0 / f64::from(self.players.max(1));
        for p in &self.points {
            let now = if p.value == self.now { " (now)" } else { "" };
            if let Some(why) = &p.refused {
                out.push_str(&format!("  {}{now}: not played, {why}\n", p.value));
                continue;
            }
            let mark = if self.best.as_deref() == Some(p.value.as_str()) {
                "*"
            } else if self.near_best.contains(&p.value) {
                "~"
            } else {
                " "
            };
            let mut parts = Vec::new();
            if let Some(b) = p.balance {
                parts.push(format!(
                    "balance {:.3} ({:.3} to {:.3})",
                    b.value, b.low, b.high
                ));
            }
            if let Some(f) = &p.first_to_play {
                parts.push(format!(
                    "the first to play wins {:.1}% ({:.1} to {:.1}; even is {even:.1})",
                    100.0 * f.rate,
                    100.0 * f.low,
                    100.0 * f.high
                ));
            }
            if self.players == 1
                && let Some(s) = p.seats.first()
            {
                parts.push(format!(
                    "won {:.1}% ({:.1} to {:.1})",
                    100.0 * s.rate,
                    100.0 * s.low,
                    100.0 * s.high
                ));
            }
            for s in p.sides.iter().filter(|_| p.sides.len() <= SIDES_IN_A_LINE) {
                parts.push(format!(
                    "{} wins {:.1}% ({:.1} to {:.1})",
                    s.label,
                    100.0 * s.rate,
                    100.0 * s.low,
                    100.0 * s.high
                ));
            }
            parts.push(format!(
                "{:.2} rounds ({:.2} to {:.2})",
                p.rounds.value, p.rounds.low, p.rounds.high
            ));
            if p.cut_off > 0 {
                parts.push(format!("{} cut off by the round limit", p.cut_off));
            }
            out.push_str(&format!("{mark} {}{now}: {}\n", p.value, parts.join(", ")));
        }
        if !self.flat && self.points.iter().any(|p| p.sides.len() > SIDES_IN_A_LINE) {
            out.push_str("Each side's win rate per value is in --json and --csv.\n");
        }
        let marks = ["* ", "~ "];
        for (i, line) in self.conclusion().into_iter().enumerate() {
            let mark = if self.best.is_some() {
                marks.get(i).copied().unwrap_or("  ")
            } else {
                ""
            };
            out.push_str(&format!("{mark}{line}\n"));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn destiny(games: u64) -> SimSettings {
        SimSettings {
            players: 3,
            games,
            seed: 1,
            threads: 2,
            ..SimSettings::new("destiny")
        }
    }

    fn wins(p: &SweepPoint) -> Vec<u64> {
        p.seats.iter().map(|s| s.wins).collect()
    }

    #[test]
    fn a_sweep_over_a_number_the_rules_do_not_read_is_flat_and_marks_no_value() {
        // Destiny plays its treasures from the rules' own list: the card list's TP column is
        // shown on the cards and not read.
        let knob = Knob::cell("treasures:2:tp").expect("a cell");
        let s =
            sweep(&destiny(200), &knob, &parse_values("0..3").expect("values")).expect("a sweep");
        assert_eq!(s.points.len(), 4);
        assert!(s.flat);
        assert_eq!(s.best, None);
        assert!(s.points.iter().all(|p| p
            == &SweepPoint {
                value: p.value.clone(),
                ..s.points[0].clone()
            }));
        assert!(
            s.summary().contains("the rules do not read this number"),
            "{}",
            s.summary()
        );
    }

    #[test]
    fn each_value_plays_what_a_hand_edited_card_list_plays() {
        let settings = destiny(300);
        let knob = Knob::cell("destiny:2:value").expect("a cell");
        let s = sweep(&settings, &knob, &["0".into(), "4".into()]).expect("a sweep");
        assert_eq!(s.now, "1");
        assert!(s.what.starts_with("value of "), "{}", s.what);
        let mut def = registry::game("destiny")
            .expect("destiny")
            .shipped_def()
            .expect("its data");
        for (point, value) in s.points.iter().zip(["0", "4"]) {
            let field = def
                .card_type(&def.decks[0].card_type)
                .expect("a type")
                .fields
                .iter()
                .position(|f| f == "value")
                .expect("value");
            def.decks[0].cards[0].values[field] = value.into();
            let by_hand = SimSettings {
                def: Some(def.clone()),
                ..settings.clone()
            };
            let report = Report::new(&by_hand, &super::super::run(&by_hand).expect("a run"), 0.0)
                .expect("a report");
            let hand_wins: Vec<u64> = report.seat_rates.iter().map(|r| r.wins).collect();
            assert_eq!(wins(point), hand_wins, "value {value}");
            assert_eq!(point.rounds, mean_interval(&report.rounds_histogram));
        }
        assert!(!s.flat, "a card's value changes the games: {:?}", s.points);
        let top = s
            .points
            .iter()
            .max_by(|a, b| {
                a.balance
                    .map(|x| x.value)
                    .unwrap_or(0.0)
                    .total_cmp(&b.balance.map(|x| x.value).unwrap_or(0.0))
            })
            .expect("points");
        assert_eq!(s.best.as_deref(), Some(top.value.as_str()));
        assert!(s.near_best.contains(&top.value));
    }

    #[test]
    fn a_variant_sweep_plays_each_value_as_a_run_with_that_variant_and_keeps_the_others() {
        let settings = SimSettings {
            players: 2,
            games: 60,
            seed: 3,
            threads: 2,
            variants: vec!["launches=2".into(), "draw=3".into()],
            ..SimSettings::new("devastators")
        };
        let knob = Knob::Variant {
            name: "draw".into(),
        };
        let s = sweep(&settings, &knob, &parse_values("0,2,4").expect("values")).expect("a sweep");
        assert_eq!(s.now, "3");
        // 0 cards a turn is outside the variant's bounds: refused in its words, the others played.
        let refused = s.points[0].refused.as_deref().expect("0 is refused");
        assert!(
            refused.contains("draw") && refused.contains("not \"0\""),
            "{refused}"
        );
        for point in &s.points[1..] {
            let direct = SimSettings {
                variants: vec!["launches=2".into(), format!("draw={}", point.value)],
                ..settings.clone()
            };
            let report = Report::new(&direct, &super::super::run(&direct).expect("a run"), 0.0)
                .expect("a report");
            assert_eq!(
                wins(point),
                report.seat_rates.iter().map(|r| r.wins).collect::<Vec<_>>(),
                "draw={}",
                point.value
            );
        }
    }

    #[test]
    fn a_sweep_refuses_what_it_cannot_play_with_where_and_why() {
        for (text, words) in [
            ("weapons:1:damage", "the header being row 1"),
            ("weapons:3", "DECK:ROW:COLUMN"),
            ("weapons:x:damage", "DECK:ROW:COLUMN"),
        ] {
            let e = Knob::cell(text).expect_err(text);
            assert!(e.contains(words), "{text}: {e}");
        }
        for (text, words) in [
            ("3..1", "runs down"),
            ("1,,2", "empty value"),
            ("1..500", "at most 100"),
            ("a..b", "two whole numbers"),
            (" ", "no values"),
            ("-9223372036854775808..9223372036854775807", "at most 100"),
        ] {
            let e = parse_values(text).expect_err(text);
            assert!(e.contains(words), "{text}: {e}");
        }
        assert_eq!(
            parse_values("1..3, 10,yes").expect("values"),
            ["1", "2", "3", "10", "yes"]
        );
        let settings = destiny(10);
        let one = ["1".to_string()];
        let errors = [
            (Knob::cell("destiny:99:value").expect("a cell"), "rows 2 to"),
            (
                Knob::cell("destiny:2:nope").expect("a cell"),
                "no column \"nope\"",
            ),
            (
                Knob::cell("nodeck:2:value").expect("a cell"),
                "its decks: destiny, treasures",
            ),
            (
                Knob::Variant {
                    name: "nope".into(),
                },
                "has no variant \"nope\"",
            ),
        ];
        for (knob, words) in errors {
            let e = sweep(&settings, &knob, &one)
                .expect_err("refused")
                .to_string();
            assert!(e.contains(words), "{knob:?}: {e}");
        }
        let copies = Knob::cell("destiny:2:copies").expect("a cell");
        let s =
            sweep(&settings, &copies, &["two".into(), "1".into(), "2".into()]).expect("a sweep");
        assert!(
            s.points[0]
                .refused
                .as_deref()
                .is_some_and(|r| r.contains("copies are a whole number, not \"two\"")),
            "{:?}",
            s.points[0]
        );
        assert!(s.points[1].refused.is_none());
        // A second copy would be the 51st aligned card of a deck that holds 50: the game says so.
        assert!(
            s.points[2]
                .refused
                .as_deref()
                .is_some_and(|r| r.contains("at most 50")),
            "{:?}",
            s.points[2]
        );
    }
}
