//! What can go wrong with a card list, each said the way the person sees their spreadsheet:
//! the row, the column (number, letter and heading) and the reason.

use thiserror::Error;

use crate::def::DefError;

/// What is wrong with a count cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountProblem {
    NotWhole,
    Negative,
    TooLarge,
}

impl std::fmt::Display for CountProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CountProblem::NotWhole => "is not a whole number",
            CountProblem::Negative => "is negative",
            CountProblem::TooLarge => "is more than 10,000 copies",
        })
    }
}

/// A column as the person sees it: its number from 1, its spreadsheet letter and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// From 1.
    pub number: usize,
    /// The header's name for it (empty when the header has none).
    pub name: String,
}

impl std::fmt::Display for Column {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "column {} ({}", self.number, column_letters(self.number))?;
        if !self.name.is_empty() {
            write!(f, ", {:?}", self.name)?;
        }
        f.write_str(")")
    }
}

/// The spreadsheet letters of a column: 1 → A, 26 → Z, 27 → AA.
pub fn column_letters(number: usize) -> String {
    let mut n = number;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(char::from(b'A' + rem as u8));
        n = (n - 1) / 26;
    }
    letters.iter().rev().collect()
}

/// Why a card list could not be read. Every error about a place names the row as the person
/// counts it in their spreadsheet (header = row 1) and, where there is one, the column.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CsvError {
    #[error(
        "the card list is {bytes} bytes; at most {limit} bytes can be read (split it into several decks)"
    )]
    TooLarge { bytes: usize, limit: usize },
    #[error("the card list is empty: paste the rows with a header row first")]
    Empty,
    #[error("row {row}: the header names no fields, only a count column")]
    NoFields { row: usize },
    #[error("row {row}, {column}: the header column has no name")]
    EmptyHeader { row: usize, column: Column },
    #[error(
        "row {row}, {column}: the name {name:?} is used twice (first in column {first}); each field needs its own name"
    )]
    DuplicateHeader {
        row: usize,
        column: Column,
        name: String,
        first: usize,
    },
    #[error("the card list has a header but no cards: add a row for each card")]
    NoRows,
    #[error(
        "row {row}, {column}: a quote opens here and is never closed (a field that holds a quote mark writes it twice: \"\")"
    )]
    UnclosedQuote { row: usize, column: Column },
    #[error(
        "row {row}: {} where the header names {expected}",
        crate::import::plural(*found, "field", "fields")
    )]
    FieldCount {
        row: usize,
        expected: usize,
        found: usize,
    },
    #[error("row {row}, {column}: the count {value:?} {problem}")]
    BadCount {
        row: usize,
        column: Column,
        value: String,
        problem: CountProblem,
    },
    #[error("the card list holds {cards} cards; at most {limit} are allowed")]
    TooManyCards { cards: usize, limit: usize },
    #[error("row {row}: the row cannot be read: {reason}")]
    Unreadable { row: usize, reason: String },
    #[error("row {row}, {column}: the name is empty; every card needs one")]
    EmptyName { row: usize, column: Column },
    #[error("there is no column {name:?} to count copies from; the header names {headings:?}")]
    NoSuchCountColumn { name: String, headings: Vec<String> },
    /// Several rows fail for the same reason: the first, and how many in all.
    #[error("{first}; {}", same_way(*rows, *last))]
    Rows {
        first: Box<CsvError>,
        /// Rows that fail this way, the first included (at least 2).
        rows: usize,
        /// The last of them.
        last: usize,
    },
}

/// "585 more rows fail the same way (586 rows in all, the last is row 587)".
fn same_way(rows: usize, last: usize) -> String {
    match rows.saturating_sub(1) {
        1 => format!("so does row {last}"),
        more => format!(
            "{more} more rows fail the same way ({rows} rows in all, the last is row {last})"
        ),
    }
}

/// One error for the rows that fail the same way: the first alone, or it with how many in all.
pub(super) fn gathered(mut failures: impl Iterator<Item = CsvError>) -> Result<(), CsvError> {
    let Some(first) = failures.next() else {
        return Ok(());
    };
    let (rows, last) = failures.fold((1, first.row().unwrap_or(0)), |(n, last), e| {
        (n + 1, e.row().unwrap_or(last))
    });
    Err(CsvError::counted(first, rows, last))
}

impl CsvError {
    /// The first failing row, with how many rows fail alike and the last of them.
    pub(super) fn counted(first: CsvError, rows: usize, last: usize) -> CsvError {
        if rows == 1 {
            first
        } else {
            CsvError::Rows {
                first: Box::new(first),
                rows,
                last,
            }
        }
    }

    /// The row an error is about, if it is about one.
    pub(super) fn row(&self) -> Option<usize> {
        match self {
            CsvError::FieldCount { row, .. }
            | CsvError::BadCount { row, .. }
            | CsvError::EmptyName { row, .. }
            | CsvError::UnclosedQuote { row, .. }
            | CsvError::Unreadable { row, .. } => Some(*row),
            CsvError::Rows { first, .. } => first.row(),
            _ => None,
        }
    }

    /// Whether two rows fail for the same reason (the same count column with the same problem,
    /// or the same number of fields), whatever their values.
    pub(super) fn same_reason(&self, other: &CsvError) -> bool {
        match (self, other) {
            (
                CsvError::BadCount {
                    column: a,
                    problem: p,
                    ..
                },
                CsvError::BadCount {
                    column: b,
                    problem: q,
                    ..
                },
            ) => a == b && p == q,
            (
                CsvError::FieldCount {
                    expected: a,
                    found: f,
                    ..
                },
                CsvError::FieldCount {
                    expected: b,
                    found: g,
                    ..
                },
            ) => a == b && f == g,
            _ => false,
        }
    }

    /// Whether the error is about the count column's values (so choosing another count column,
    /// or none, may cure it).
    pub fn is_about_counts(&self) -> bool {
        match self {
            CsvError::BadCount { .. } | CsvError::NoSuchCountColumn { .. } => true,
            CsvError::Rows { first, .. } => first.is_about_counts(),
            _ => false,
        }
    }
}

/// Why a card list could not replace a deck's cards.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplaceError {
    #[error("the game has no deck {0:?}")]
    NoDeck(String),
    #[error("deck {deck:?} is of card type {card_type:?}, which the game does not have")]
    NoCardType { deck: String, card_type: String },
    #[error(
        "deck {deck:?} has the fields {expected:?} but the card list has {found:?}; the same fields are needed, in any order"
    )]
    Fields {
        deck: String,
        expected: Vec<String>,
        found: Vec<String>,
    },
    #[error("the deck with the new cards does not fit the game: {0}")]
    Def(#[from] DefError),
}

/// Why a deck could not be written as CSV that reads back as the same deck.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ExportError {
    #[error("the game has no deck {0:?}")]
    NoDeck(String),
    #[error("deck {deck:?} is of card type {card_type:?}, which the game does not have")]
    NoCardType { deck: String, card_type: String },
    #[error("field {field:?} cannot be a column heading: {reason}")]
    FieldName { field: String, reason: &'static str },
    #[error("the card list could not be written: {0}")]
    Write(String),
}
