//! Reading a ruled game's card list from its definition: the deck, its card type, the column of
//! each field the rules read, and the keywords a card lists. One reader, so every game refuses a
//! list the same way: the deck, the row (as the designer's spreadsheet shows the list: the
//! header is row 1, the first card row 2), the column, and why. [`problem_rows`] finds every
//! row the rules refuse, not only the first.

use crate::def::{CardDef, DeckDef, GameDef};

use super::DataError;
use super::{FIRST_CARD_ROW, card_row};

/// A deck of a definition with the columns of the fields the rules read.
pub struct CardList<'a> {
    /// The deck's name, as messages name it.
    pub part: &'a str,
    pub deck: &'a DeckDef,
    /// The position of each field asked for (the required ones first), if the card type has it.
    columns: Vec<Option<usize>>,
}

impl<'a> CardList<'a> {
    /// The deck `deck_id` of `def` (called `fallback` in messages when it is missing), whose
    /// card type must have every `required` field and may have the `optional` ones.
    pub fn read(
        def: &'a GameDef,
        deck_id: &str,
        fallback: &'a str,
        required: &[&str],
        optional: &[&str],
    ) -> Result<Self, DataError> {
        let Some(deck) = def.deck(deck_id) else {
            return Err(DataError::part(
                fallback,
                format!(
                    "the game has no deck with the id “{deck_id}”: the rules read their cards from it"
                ),
            ));
        };
        let part = deck.name.as_str();
        let Some(ct) = def.card_type(&deck.card_type) else {
            return Err(DataError::part(
                part,
                format!("its card type “{}” is not in the game", deck.card_type),
            ));
        };
        let mut columns = Vec::with_capacity(required.len() + optional.len());
        for name in required {
            let Some(i) = ct.field_index(name) else {
                let extra = if optional.is_empty() {
                    String::new()
                } else {
                    format!(" ({} if present)", optional.join(", "))
                };
                return Err(DataError::part(
                    part,
                    format!(
                        "its card type “{}” has no field “{name}”: the rules read {}{extra}",
                        ct.name,
                        required.join(", ")
                    ),
                ));
            };
            columns.push(Some(i));
        }
        columns.extend(optional.iter().map(|name| ct.field_index(name)));
        Ok(Self {
            part,
            deck,
            columns,
        })
    }

    /// Every line of the list with its row number as a spreadsheet shows the list (the header
    /// is row 1, the first card row 2).
    pub fn rows(&self) -> impl Iterator<Item = (usize, &'a CardDef)> + 'a {
        self.deck
            .cards
            .iter()
            .enumerate()
            .map(|(i, c)| (card_row(i), c))
    }

    /// Refuses a row of a table given copies: each row of a table is one entry (a chart's row,
    /// a roll's result), so a count other than 1 would mean nothing and is said so, where it
    /// stands, rather than ignored.
    pub fn one_of_each(&self) -> Result<(), DataError> {
        match self.rows().find(|(_, c)| c.count != 1) {
            Some((row, c)) => Err(self.error(
                row,
                "count",
                if c.count == 0 {
                    "each row of this table is listed once: a count of 0 would leave it out, \
                     which a table cannot do"
                        .to_string()
                } else {
                    format!(
                        "each row of this table is listed once, not {} times",
                        c.count
                    )
                },
            )),
            None => Ok(()),
        }
    }

    /// The trimmed cell of field `field` (its place among the required, then optional, fields
    /// asked for); empty when the card type or the line has no such cell.
    pub fn cell<'c>(&self, card: &'c CardDef, field: usize) -> &'c str {
        self.columns
            .get(field)
            .copied()
            .flatten()
            .and_then(|i| card.values.get(i))
            .map_or("", |s| s.trim())
    }

    /// Adds a line's copies of `card` to `cards`, refusing (before adding any) a list that
    /// would hold more than `max` cards.
    pub fn add_copies<T: Clone>(
        &self,
        cards: &mut Vec<T>,
        card: T,
        row: usize,
        count: u32,
        max: usize,
    ) -> Result<(), DataError> {
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        if cards.len().saturating_add(count) > max {
            return Err(self.error(
                row,
                "count",
                format!("the list would hold more than {max} cards"),
            ));
        }
        cards.extend(std::iter::repeat_n(card, count));
        Ok(())
    }

    /// A refusal naming this deck, a row and a column.
    pub fn error(&self, row: usize, column: &str, reason: impl Into<String>) -> DataError {
        DataError::cell(self.part, row, column, reason).in_deck(&self.deck.id)
    }
}

/// Reads a table of named numbers (columns `name` and `value`): one row for each of `names`
/// (the row's name, the smallest and the largest value the rules accept), each once, in any
/// order. An unknown name, a name given twice, a value out of its range and a missing row are
/// refused, naming the row and column.
pub fn read_numbers<const N: usize>(
    def: &GameDef,
    deck_id: &str,
    fallback: &str,
    names: &[(&str, u8, u8); N],
) -> Result<[u8; N], DataError> {
    let list = CardList::read(def, deck_id, fallback, &["name", "value"], &[])?;
    list.one_of_each()?;
    let mut vals: [Option<u8>; N] = [None; N];
    for (row, card) in list.rows() {
        let name = list.cell(card, 0);
        let Some(i) = names
            .iter()
            .position(|(n, _, _)| n.eq_ignore_ascii_case(name))
        else {
            let known: Vec<&str> = names.iter().map(|(n, _, _)| *n).collect();
            return Err(list.error(
                row,
                "name",
                format!(
                    "“{name}” is not a number the rules read: {}",
                    known.join(", ")
                ),
            ));
        };
        let (what, min, max) = names[i];
        if vals[i].is_some() {
            return Err(list.error(
                row,
                "name",
                format!("“{what}” is listed twice: the rules read it once"),
            ));
        }
        let v = list.cell(card, 1);
        vals[i] = Some(match v.parse::<u8>() {
            Ok(n) if (min..=max).contains(&n) => n,
            _ => {
                return Err(list.error(
                    row,
                    "value",
                    format!("“{v}” is not a whole number from {min} to {max} ({what})"),
                ));
            }
        });
    }
    let mut out = [0u8; N];
    for (i, v) in vals.iter().enumerate() {
        out[i] = v.ok_or_else(|| {
            DataError::part(
                list.part,
                format!("it has no row “{}”: the rules read it", names[i].0),
            )
        })?;
    }
    Ok(out)
}

/// Every row of a deck that `check` refuses, at most `max` of them, in the order found: the
/// first problem `check` names, then (that row left out) the next, and so on, each with its row
/// in the definition as given. A problem that names no row of a deck ends the search; it is
/// reported only when it is the first (after rows are left out it may come of their absence,
/// such as a deck now too small). Each row appears once, with its first problem. Empty when
/// `check` accepts the definition. When the list holds `max`, more may follow.
pub fn problem_rows(
    def: &GameDef,
    check: impl Fn(&GameDef) -> Result<(), DataError>,
    max: usize,
) -> Vec<DataError> {
    let mut probe = def.clone();
    // For each deck with lines left out: the index in `def` of each line still in `probe`.
    let mut kept: Vec<(String, Vec<usize>)> = Vec::new();
    let mut found = Vec::new();
    while found.len() < max {
        let Err(mut e) = check(&probe) else {
            break;
        };
        let place = e.deck.clone().zip(e.row).and_then(|(id, row)| {
            let d = probe.decks.iter().position(|d| d.id == id)?;
            let index = row.checked_sub(FIRST_CARD_ROW)?;
            (index < probe.decks[d].cards.len()).then_some((id, d, index))
        });
        let Some((id, d, index)) = place else {
            if found.is_empty() {
                found.push(e);
            }
            break;
        };
        let lines = match kept.iter().position(|(k, _)| *k == id) {
            Some(k) => &mut kept[k].1,
            None => {
                kept.push((id, (0..probe.decks[d].cards.len()).collect()));
                let last = kept.len() - 1;
                &mut kept[last].1
            }
        };
        let original = lines.remove(index);
        probe.decks[d].cards.remove(index);
        e.row = Some(card_row(original));
        found.push(e);
    }
    found
}

/// The keywords of a cell: separated by commas or semicolons, trimmed, empty ones dropped.
pub fn keywords(cell: &str) -> impl Iterator<Item = &str> {
    cell.split([',', ';'])
        .map(str::trim)
        .filter(|w| !w.is_empty())
}

/// "Draw N" (N from 1 to 5): `None` if the word is not a Draw keyword, else its number or why
/// not.
pub fn draw_keyword(word: &str) -> Option<Result<u8, String>> {
    let lower = word.to_ascii_lowercase();
    let n = lower.strip_prefix("draw ")?;
    Some(match n.trim().parse::<u8>() {
        Ok(n @ 1..=5) => Ok(n),
        _ => Err(format!("“{word}”: Draw takes a number from 1 to 5")),
    })
}

/// A line for a card whose keyword the engine does not run.
pub fn unknown_keyword(part: &str, row: usize, name: &str, word: &str, plays_as: &str) -> String {
    format!(
        "{part}, row {row} ({name}): the engine does not run “{word}”; the card plays {plays_as}"
    )
}

/// The table panel listing the cards the engine cannot run fully, if there are any.
pub fn notes_panel(notes: &[String]) -> Option<super::Panel> {
    (!notes.is_empty()).then(|| super::Panel {
        title: "Cards the engine cannot run fully".into(),
        columns: vec!["Card".into()],
        rows: notes.iter().map(|n| vec![n.clone()]).collect(),
        note: "These cards play with their columns only.".into(),
    })
}

/// How a finished two-player game scores for a seat: 1 won, 0 lost, ½ a draw; `None` while it
/// goes on (any number of players: [`super::Outcome::score`]).
pub fn final_score(outcome: Option<super::Outcome>, seat: super::Seat) -> Option<f64> {
    outcome.map(|o| o.score(seat, 2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_type_without_a_field_the_rules_read_is_refused_by_name() {
        let mut def =
            crate::rules::shipped_def::<crate::rules::destiny::DestinyGame>().expect("ships");
        let list = CardList::read(
            &def,
            "destiny",
            "Destiny deck",
            &["name", "value"],
            &["power"],
        )
        .expect("reads");
        let first = list.rows().next().expect("a row");
        assert_eq!(
            (first.0, list.cell(first.1, 0)),
            (2, "Good Base 1"),
            "the first card is row 2: the header is row 1"
        );
        assert_eq!(list.cell(first.1, 7), "", "a field not asked for is empty");
        def.card_types[0].fields[3] = "worth".into();
        let err = CardList::read(
            &def,
            "destiny",
            "Destiny deck",
            &["name", "value"],
            &["power"],
        )
        .err()
        .expect("refused");
        assert!(
            err.to_string()
                .contains("has no field “value”: the rules read name, value (power if present)"),
            "{err}"
        );
        let err = CardList::read(&def, "nope", "Nope deck", &["name"], &[])
            .err()
            .expect("no deck");
        assert!(
            err.to_string()
                .starts_with("Nope deck: the game has no deck with the id “nope”"),
            "{err}"
        );
    }

    #[test]
    fn keywords_split_on_commas_and_semicolons_and_draw_takes_1_to_5() {
        assert_eq!(
            keywords(" Pierce, ;Draw 2 ; x").collect::<Vec<_>>(),
            ["Pierce", "Draw 2", "x"]
        );
        assert_eq!(draw_keyword("draw 3"), Some(Ok(3)));
        assert!(draw_keyword("Draw 9").is_some_and(|r| r.is_err()));
        assert_eq!(draw_keyword("Pierce"), None);
    }

    #[test]
    fn copies_beyond_the_limit_are_refused_before_any_is_made() {
        let def = crate::rules::shipped_def::<crate::rules::destiny::DestinyGame>().expect("ships");
        let list = CardList::read(&def, "destiny", "Destiny deck", &["name"], &[]).expect("reads");
        let mut cards = vec![0u8; 3];
        list.add_copies(&mut cards, 1, 4, 2, 10)
            .expect("room for two");
        assert_eq!(cards, [0, 0, 0, 1, 1]);
        let err = list
            .add_copies(&mut cards, 2, 5, u32::MAX, 10)
            .expect_err("too many");
        assert_eq!((err.row, err.column.as_deref()), (Some(5), Some("count")));
        assert_eq!(cards.len(), 5, "nothing added");
    }
}
