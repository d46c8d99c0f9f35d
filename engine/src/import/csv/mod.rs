//! Card lists: text pasted from a spreadsheet (tab-separated, as Google Sheets and Excel copy a
//! range) or a CSV file (comma or semicolon), read into a [`CardList`], and a deck written back
//! out as CSV ([`deck_to_csv`]).
//!
//! The first row names the fields. One column may say how many copies of the card the deck
//! holds; it is not a field. It is found by its heading ([`count_heading_rank`]: `count` or
//! `copies`, else the usual others such as `qty`, `quantity`, `number_of_cards`, `#`), or named
//! by the person ([`CountColumn`]), who may also say there is none. Rows are numbered as the
//! person counts them in their spreadsheet: the header is row 1, and a blank row still takes a
//! number. When many rows fail for one reason (a count column full of text), the error says how
//! many ([`CsvError::Rows`]), not only the first.
//!
//! The parsing itself is the `csv` crate's; this module only detects the delimiter, numbers the
//! rows and turns what the crate reads into cards, with an error that names the row, the column
//! and the reason.

use std::collections::BTreeMap;

use ::csv::{ReaderBuilder, StringRecord};

mod errors;
mod export;

use errors::gathered;
pub use errors::{Column, CountProblem, CsvError, ExportError, ReplaceError, column_letters};
pub use export::deck_to_csv;

use crate::def::{CardDef, CardFace, CardType, DeckDef, GameDef};

/// Largest card list read, in bytes (5 MB), so a pasted file cannot make the page allocate
/// without bound. A 10,000-row list is well under 1 MB.
pub const MAX_CARD_LIST_BYTES: usize = 5 * 1024 * 1024;
/// Most copies of one card a row may ask for.
pub const MAX_COPIES: u32 = 10_000;
/// Most physical cards one list may hold (copies counted); the same bound a game has.
pub const MAX_LIST_CARDS: usize = 200_000;

/// Added after the text so that a quote still open at the end can be seen: the `csv` crate
/// reads an unclosed quote to the end of the input without complaint, so when this marker ends
/// up inside a field, that field's quote was never closed. No card list holds these characters.
const END_MARK: &str = "\u{0}\u{1}protoplay-end\u{1}\u{0}";

/// The character between the fields of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// Tab: what a spreadsheet puts on the clipboard.
    Tab,
    Comma,
    /// Semicolon: what spreadsheets write in locales whose decimal mark is a comma.
    Semicolon,
}

impl Delimiter {
    /// The byte the `csv` crate splits on.
    pub fn byte(self) -> u8 {
        match self {
            Delimiter::Tab => b'\t',
            Delimiter::Comma => b',',
            Delimiter::Semicolon => b';',
        }
    }

    /// How the UI names it ("read as tab-separated").
    pub fn name(self) -> &'static str {
        match self {
            Delimiter::Tab => "tab-separated",
            Delimiter::Comma => "comma-separated",
            Delimiter::Semicolon => "semicolon-separated",
        }
    }

    /// Picks the delimiter from the header line (the first line that is not blank): a tab if it
    /// has one (names rarely hold tabs, and a paste from a spreadsheet always does), otherwise
    /// whichever of semicolon and comma appears more often outside quotes, comma on a tie.
    pub fn detect(text: &str) -> Self {
        let (mut tabs, mut commas, mut semicolons) = (0usize, 0usize, 0usize);
        let mut quoted = false;
        let mut seen_content = false;
        for c in text.chars() {
            match c {
                '"' => quoted = !quoted,
                '\n' | '\r' if !quoted => {
                    if seen_content {
                        break;
                    }
                    continue;
                }
                '\t' if !quoted => tabs += 1,
                ',' if !quoted => commas += 1,
                ';' if !quoted => semicolons += 1,
                _ => {}
            }
            if !c.is_whitespace() {
                seen_content = true;
            }
        }
        if tabs > 0 {
            Delimiter::Tab
        } else if semicolons > commas {
            Delimiter::Semicolon
        } else {
            Delimiter::Comma
        }
    }
}

/// Which column of a card list counts the copies of each card.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CountColumn {
    /// Found by its heading: see [`count_heading_rank`].
    #[default]
    Guess,
    /// No column counts copies: every row is one card, and every column is a field.
    None,
    /// The column with this heading (trimmed, as in the header row).
    Named(String),
}

/// A card list as read: the field names (the count column left out) and one card per row.
#[derive(Clone, Debug, PartialEq)]
pub struct CardList {
    /// How the text was split.
    pub delimiter: Delimiter,
    /// Field names, in column order, trimmed.
    pub fields: Vec<String>,
    /// The heading of the column the copies were counted from, if any.
    pub count_column: Option<String>,
    /// One card per non-blank row, values aligned with `fields`.
    pub cards: Vec<CardDef>,
    /// The spreadsheet row of each card (the header is row 1; a blank row takes a number), so a
    /// problem found later (by a game's rules) names the row the person sees.
    pub rows: Vec<usize>,
    /// The column of each field, as the person sees it (number from 1, heading).
    pub columns: Vec<Column>,
}

/// What the UI shows before a card list is applied: the first rows as text and the totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardListPreview {
    pub delimiter: Delimiter,
    /// Column headings: the fields, then `count`.
    pub columns: Vec<String>,
    /// The heading of the column the copies were counted from (`None`: one card per row).
    pub count_column: Option<String>,
    /// The first rows, each aligned with `columns` (the count last).
    pub rows: Vec<Vec<String>>,
    /// Card rows in the whole list.
    pub lines: usize,
    /// Physical cards in the whole list (copies counted).
    pub total_cards: usize,
}

/// A heading as compared: lower case, `_`, `-` and `.` read as spaces, spaces collapsed.
fn normal_heading(name: &str) -> String {
    name.to_lowercase()
        .replace(['_', '-', '.'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Headings that name the count column whatever else the header holds.
const COUNT_HEADINGS: [&str; 2] = ["count", "copies"];
/// The other usual headings of a count column, used when no column is called `count` or
/// `copies` (public card databases write `number_of_cards`, hand-made lists `Qty` or `#`).
const USUAL_COUNT_HEADINGS: [&str; 12] = [
    "qty",
    "quantity",
    "number",
    "number of cards",
    "number of copies",
    "num",
    "amount",
    "card count",
    "copies in deck",
    "in deck",
    "#",
    "x",
];

/// How surely a heading names the count column, in any case and with spaces or underscores:
/// `Some(0)` for `count` and `copies`, `Some(1)` for the other usual headings ([`Qty`,
/// `quantity`, `number`, `number of cards`, `amount`, `#`, `x`, …]), `None` for a field.
pub fn count_heading_rank(name: &str) -> Option<u8> {
    let n = normal_heading(name);
    if COUNT_HEADINGS.contains(&n.as_str()) {
        Some(0)
    } else if USUAL_COUNT_HEADINGS.contains(&n.as_str()) {
        Some(1)
    } else {
        None
    }
}

/// The column a header's headings count copies in, found by its heading: `count` or
/// `copies`, otherwise the first of the other usual headings (see [`count_heading_rank`]).
pub fn guess_count_column(headings: &[String]) -> Option<usize> {
    let best = headings
        .iter()
        .filter_map(|n| count_heading_rank(n))
        .min()?;
    headings
        .iter()
        .position(|n| count_heading_rank(n) == Some(best))
}

/// Whether a heading is always read as the count column (so no field may be named so).
fn is_count_column(name: &str) -> bool {
    count_heading_rank(name) == Some(0)
}

/// Reads a count cell. Blank means one copy; `3.0` (a spreadsheet's number format) is 3.
fn parse_count(cell: &str) -> Result<u32, CountProblem> {
    let cell = cell.trim();
    if cell.is_empty() {
        return Ok(1);
    }
    let (negative, digits) = match cell.as_bytes()[0] {
        b'-' => (true, &cell[1..]),
        b'+' => (false, &cell[1..]),
        _ => (false, cell),
    };
    let whole = match digits.split_once('.') {
        Some((whole, fraction)) if fraction.bytes().all(|b| b == b'0') => whole,
        Some(_) => return Err(CountProblem::NotWhole),
        None => digits,
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CountProblem::NotWhole);
    }
    let zero = whole.bytes().all(|b| b == b'0');
    if negative && !zero {
        return Err(CountProblem::Negative);
    }
    match whole.parse::<u32>() {
        Ok(n) if n <= MAX_COPIES => Ok(n),
        _ => Err(CountProblem::TooLarge),
    }
}

/// How many blank lines start at `at`: line breaks before any other byte, a CR LF pair counting
/// once (and an LF whose CR ended the line before counting not at all).
fn blank_lines_at(input: &[u8], at: usize) -> usize {
    let mut lines = 0;
    let mut i = at;
    if i > 0 && input.get(i - 1) == Some(&b'\r') && input.get(i) == Some(&b'\n') {
        i += 1;
    }
    while let Some(&b) = input.get(i) {
        match b {
            b'\n' => lines += 1,
            b'\r' if input.get(i + 1) != Some(&b'\n') => lines += 1,
            b'\r' => {}
            _ => break,
        }
        i += 1;
    }
    lines
}

/// The header row, understood.
struct Header {
    fields: Vec<String>,
    /// Columns that hold fields, by index into the record.
    field_columns: Vec<usize>,
    count_column: Option<usize>,
    /// Columns the header names (trailing empty names dropped).
    width: usize,
    names: Vec<String>,
}

impl Header {
    fn read(record: &StringRecord, row: usize, count: &CountColumn) -> Result<Self, CsvError> {
        let names: Vec<String> = record.iter().map(|n| n.trim().to_string()).collect();
        // A trailing delimiter (common in hand-made files) leaves empty names at the end: ignore
        // them, and let rows carry empty cells there.
        let width = names
            .iter()
            .rposition(|n| !n.is_empty())
            .map_or(0, |i| i + 1);
        let named = &names[..width];
        let count_column = match count {
            CountColumn::None => None,
            CountColumn::Named(name) => {
                let name = name.trim();
                Some(named.iter().position(|n| n == name).ok_or_else(|| {
                    CsvError::NoSuchCountColumn {
                        name: name.to_string(),
                        headings: named.to_vec(),
                    }
                })?)
            }
            CountColumn::Guess => guess_count_column(named),
        };
        let guessing = *count == CountColumn::Guess;
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        let mut fields = Vec::new();
        let mut field_columns = Vec::new();
        for (i, name) in named.iter().enumerate() {
            let column = Column {
                number: i + 1,
                name: name.clone(),
            };
            if name.is_empty() {
                return Err(CsvError::EmptyHeader { row, column });
            }
            let key = if guessing && is_count_column(name) {
                "count"
            } else {
                name.as_str()
            };
            if let Some(first) = seen.insert(key, i + 1) {
                return Err(CsvError::DuplicateHeader {
                    row,
                    column,
                    name: name.clone(),
                    first,
                });
            }
            if count_column != Some(i) {
                fields.push(name.clone());
                field_columns.push(i);
            }
        }
        if fields.is_empty() {
            return Err(CsvError::NoFields { row });
        }
        Ok(Self {
            fields,
            field_columns,
            count_column,
            width,
            names,
        })
    }

    fn column(&self, index: usize) -> Column {
        Column {
            number: index + 1,
            name: self.names.get(index).cloned().unwrap_or_default(),
        }
    }

    fn card(&self, record: &StringRecord, row: usize) -> Result<CardDef, CsvError> {
        let found = record.len();
        if found < self.width {
            return Err(CsvError::FieldCount {
                row,
                expected: self.width,
                found,
            });
        }
        if let Some(last) = (0..found).rev().find(|&i| !record[i].trim().is_empty())
            && last >= self.width
        {
            return Err(CsvError::FieldCount {
                row,
                expected: self.width,
                found: last + 1,
            });
        }
        let count = match self.count_column {
            Some(c) => {
                let cell = record.get(c).unwrap_or_default();
                parse_count(cell).map_err(|problem| CsvError::BadCount {
                    row,
                    column: self.column(c),
                    value: cell.to_string(),
                    problem,
                })?
            }
            None => 1,
        };
        let values = self
            .field_columns
            .iter()
            .map(|&c| record.get(c).unwrap_or_default().to_string())
            .collect();
        Ok(CardDef { values, count })
    }
}

impl CardList {
    /// Reads a card list from pasted or loaded text, finding the count column by its heading.
    /// Never panics; every refusal says where and why.
    pub fn parse(text: &str) -> Result<Self, CsvError> {
        Self::parse_with(text, &CountColumn::Guess)
    }

    /// The headings of a card list's header row (trimmed, trailing empty ones dropped), for the
    /// person to pick a count column or a name column from even when the list cannot be read.
    /// `None` when there is no header row to read.
    pub fn headings(text: &str) -> Option<Vec<String>> {
        let mut headings = None;
        let _ = Self::read(text, &CountColumn::None, &mut |h: &Header| {
            headings = Some(h.names[..h.width].to_vec());
        });
        headings
    }

    /// Reads a card list with the count column as the person chose it.
    pub fn parse_with(text: &str, count: &CountColumn) -> Result<Self, CsvError> {
        Self::read(text, count, &mut |_| {})
    }

    /// Reads the list; `on_header` sees the header row as soon as it is read (and reading stops
    /// there if it is a header-only read).
    fn read(
        text: &str,
        count: &CountColumn,
        on_header: &mut dyn FnMut(&Header),
    ) -> Result<Self, CsvError> {
        if text.len() > MAX_CARD_LIST_BYTES {
            return Err(CsvError::TooLarge {
                bytes: text.len(),
                limit: MAX_CARD_LIST_BYTES,
            });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let delimiter = Delimiter::detect(text);
        let mut input = String::with_capacity(text.len() + END_MARK.len() + 1);
        input.push_str(text);
        input.push('\n');
        input.push_str(END_MARK);

        let mut reader = ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .delimiter(delimiter.byte())
            .from_reader(input.as_bytes());
        let mut record = StringRecord::new();
        let mut header: Option<Header> = None;
        let mut cards = Vec::new();
        let mut rows = Vec::new();
        let mut total = 0usize;
        // The spreadsheet row of the last record read. The crate skips blank lines silently and
        // counts them into the next record; each one is still a row in the person's sheet.
        let mut row = 0usize;
        loop {
            match reader.read_record(&mut record) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    return Err(CsvError::Unreadable {
                        row: row + 1,
                        reason: e.to_string(),
                    });
                }
            }
            let start = record
                .position()
                .and_then(|p| usize::try_from(p.byte()).ok())
                .unwrap_or(input.len());
            row += 1 + blank_lines_at(input.as_bytes(), start);

            if record.len() == 1 && &record[0] == END_MARK {
                break;
            }
            if record
                .iter()
                .next_back()
                .is_some_and(|f| f.ends_with(END_MARK))
            {
                let column = match &header {
                    Some(h) => h.column(record.len() - 1),
                    None => Column {
                        number: record.len(),
                        name: String::new(),
                    },
                };
                return Err(CsvError::UnclosedQuote { row, column });
            }
            if record.iter().all(|f| f.trim().is_empty()) {
                continue;
            }
            match &header {
                None => {
                    let h = Header::read(&record, row, count)?;
                    on_header(&h);
                    header = Some(h);
                }
                Some(h) => {
                    let card = match h.card(&record, row) {
                        Ok(card) => card,
                        Err(first) => return Err(Self::same_failures(reader, h, first, &input)),
                    };
                    total = total.saturating_add(card.count as usize);
                    if total > MAX_LIST_CARDS {
                        return Err(CsvError::TooManyCards {
                            cards: total,
                            limit: MAX_LIST_CARDS,
                        });
                    }
                    cards.push(card);
                    rows.push(row);
                }
            }
        }
        let Some(header) = header else {
            return Err(CsvError::Empty);
        };
        if cards.is_empty() {
            return Err(CsvError::NoRows);
        }
        let count_column = header.count_column.map(|c| header.column(c).name);
        let columns = header
            .field_columns
            .iter()
            .map(|&c| header.column(c))
            .collect();
        Ok(Self {
            delimiter,
            fields: header.fields,
            count_column,
            cards,
            rows,
            columns,
        })
    }

    /// After a row failed: reads the rows left and counts those that fail for the same reason,
    /// so a count column full of text is reported once for all its rows, not row by row.
    fn same_failures(
        mut reader: ::csv::Reader<&[u8]>,
        header: &Header,
        first: CsvError,
        input: &str,
    ) -> CsvError {
        let Some(mut row) = first.row() else {
            return first;
        };
        let (mut rows, mut last) = (1usize, row);
        let mut record = StringRecord::new();
        while let Ok(true) = reader.read_record(&mut record) {
            let start = record
                .position()
                .and_then(|p| usize::try_from(p.byte()).ok())
                .unwrap_or(input.len());
            row += 1 + blank_lines_at(input.as_bytes(), start);
            if record.iter().any(|f| f.contains(END_MARK)) {
                break;
            }
            if record.iter().all(|f| f.trim().is_empty()) {
                continue;
            }
            if let Err(e) = header.card(&record, row)
                && e.same_reason(&first)
            {
                rows += 1;
                last = row;
            }
        }
        CsvError::counted(first, rows, last)
    }

    /// Refuses a list with a card whose `field` (the one that names the cards) is empty, naming
    /// the row (and how many rows in all). A list without that field passes.
    pub fn require_names(&self, field: &str) -> Result<(), CsvError> {
        let Some(f) = self.fields.iter().position(|x| x == field) else {
            return Ok(());
        };
        gathered(
            self.cards
                .iter()
                .zip(&self.rows)
                .filter(|(c, _)| c.values.get(f).is_none_or(|v| v.trim().is_empty()))
                .map(|(_, &row)| CsvError::EmptyName {
                    row,
                    column: self.columns.get(f).cloned().unwrap_or(Column {
                        number: f + 1,
                        name: field.to_string(),
                    }),
                }),
        )
    }

    /// The spreadsheet row of the card at `index` (header = row 1).
    pub fn row_of(&self, index: usize) -> Option<usize> {
        self.rows.get(index).copied()
    }

    /// Physical cards in the list (copies counted).
    pub fn total_cards(&self) -> usize {
        self.cards.iter().map(|c| c.count as usize).sum()
    }

    /// The first `rows` rows as text, with the totals, for the UI to show before applying.
    pub fn preview(&self, rows: usize) -> CardListPreview {
        let mut columns = self.fields.clone();
        columns.push("count".to_string());
        CardListPreview {
            delimiter: self.delimiter,
            columns,
            count_column: self.count_column.clone(),
            rows: self
                .cards
                .iter()
                .take(rows)
                .map(|c| {
                    let mut row = c.values.clone();
                    row.push(c.count.to_string());
                    row
                })
                .collect(),
            lines: self.cards.len(),
            total_cards: self.total_cards(),
        }
    }

    /// A card type with this list's fields. The face is left to its defaults (the first field is
    /// the title) for the designer to set.
    pub fn card_type(&self, id: &str, name: &str) -> CardType {
        CardType {
            id: id.to_string(),
            name: name.to_string(),
            fields: self.fields.clone(),
            face: CardFace::default(),
        }
    }

    /// A shuffled deck of these cards, of card type `card_type`, starting in the shared zone
    /// `zone`.
    pub fn into_deck(self, id: &str, name: &str, card_type: &str, zone: &str) -> DeckDef {
        DeckDef {
            id: id.to_string(),
            name: name.to_string(),
            card_type: card_type.to_string(),
            cards: self.cards,
            zone: zone.to_string(),
            shuffle: true,
        }
    }

    /// Replaces the cards of deck `deck` with this list. The list must have the deck's fields,
    /// in any order (columns are matched by name). The game is left unchanged on refusal.
    pub fn replace_deck_cards(self, def: &mut GameDef, deck: &str) -> Result<(), ReplaceError> {
        let Some(d) = def.decks.iter().position(|d| d.id == deck) else {
            return Err(ReplaceError::NoDeck(deck.to_string()));
        };
        let type_id = &def.decks[d].card_type;
        let Some(card_type) = def.card_type(type_id) else {
            return Err(ReplaceError::NoCardType {
                deck: deck.to_string(),
                card_type: type_id.clone(),
            });
        };
        let mismatch = || ReplaceError::Fields {
            deck: deck.to_string(),
            expected: card_type.fields.clone(),
            found: self.fields.clone(),
        };
        if card_type.fields.len() != self.fields.len() {
            return Err(mismatch());
        }
        // Where each of the type's fields sits in the list.
        let order: Vec<usize> = card_type
            .fields
            .iter()
            .map(|f| self.fields.iter().position(|g| g == f))
            .collect::<Option<_>>()
            .ok_or_else(mismatch)?;
        let cards: Vec<CardDef> = self
            .cards
            .into_iter()
            .map(|c| CardDef {
                values: order
                    .iter()
                    .map(|&i| c.values.get(i).cloned().unwrap_or_default())
                    .collect(),
                count: c.count,
            })
            .collect();
        let old = std::mem::replace(&mut def.decks[d].cards, cards);
        if let Err(e) = def.check() {
            def.decks[d].cards = old;
            return Err(e.into());
        }
        Ok(())
    }
}

/// Reads a card list: see [`CardList::parse`].
pub fn parse_card_list(text: &str) -> Result<CardList, CsvError> {
    CardList::parse(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::def::{Owner, PlayerRange, Visibility, ZoneDef, ZoneLayout};

    fn parse(text: &str) -> CardList {
        CardList::parse(text).expect("reads")
    }

    fn err(text: &str) -> CsvError {
        CardList::parse(text).expect_err("refused")
    }

    fn col(number: usize, name: &str) -> Column {
        Column {
            number,
            name: name.to_string(),
        }
    }

    fn values(list: &CardList) -> Vec<Vec<&str>> {
        list.cards
            .iter()
            .map(|c| c.values.iter().map(String::as_str).collect())
            .collect()
    }

    #[test]
    fn a_paste_from_a_spreadsheet_is_tab_separated() {
        let list = parse("Alignment\tType\tValue\nGood\tBase\t1\nEvil\tBonus\t+2\n");
        assert_eq!(list.delimiter, Delimiter::Tab);
        assert_eq!(list.fields, ["Alignment", "Type", "Value"]);
        assert_eq!(
            values(&list),
            [["Good", "Base", "1"], ["Evil", "Bonus", "+2"]]
        );
        assert!(list.cards.iter().all(|c| c.count == 1));
    }

    #[test]
    fn a_csv_file_with_commas() {
        let list = parse("name,text\nKing,Base cards +2\n");
        assert_eq!(list.delimiter, Delimiter::Comma);
        assert_eq!(values(&list), [["King", "Base cards +2"]]);
    }

    #[test]
    fn semicolons_are_detected_from_the_header() {
        let list = parse("name;value;count\n\"Hoard, lesser\";1,5;10\n");
        assert_eq!(list.delimiter, Delimiter::Semicolon);
        assert_eq!(values(&list), [["Hoard, lesser", "1,5"]]);
        assert_eq!(list.cards[0].count, 10);
    }

    #[test]
    fn a_comma_inside_quotes_does_not_make_the_header_comma_separated() {
        assert_eq!(Delimiter::detect("\"a,b\";c\n"), Delimiter::Semicolon);
        assert_eq!(Delimiter::detect("\n\n  \nname,text\n"), Delimiter::Comma);
        assert_eq!(Delimiter::detect("name\n"), Delimiter::Comma);
    }

    #[test]
    fn quoted_fields_hold_delimiters_quotes_and_line_breaks() {
        let list = parse("name,text\n\"Lover\",\"Pairs +1,\nthrees +1\"\n\"Say \"\"hi\"\"\",x\n");
        assert_eq!(
            values(&list),
            [["Lover", "Pairs +1,\nthrees +1"], ["Say \"hi\"", "x"]]
        );
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_first_name() {
        let list = parse("\u{feff}name,value\nA,1\n");
        assert_eq!(list.fields, ["name", "value"]);
    }

    #[test]
    fn windows_line_ends_and_no_final_line_end() {
        let list = parse("name,value\r\nA,1\r\nB,2");
        assert_eq!(values(&list), [["A", "1"], ["B", "2"]]);
        assert_eq!(
            err("name,value\r\n\r\nA,1\r\n\r\nB\r\n"),
            CsvError::FieldCount {
                row: 5,
                expected: 2,
                found: 1
            }
        );
        assert_eq!(
            err("name,value\rA,1\r\rB\r"),
            CsvError::FieldCount {
                row: 4,
                expected: 2,
                found: 1
            }
        );
    }

    #[test]
    fn blank_lines_are_skipped_but_still_counted_as_rows() {
        let list = parse("name,value\n\nA,1\n\n\nB,2\n\t\n,,\n");
        assert_eq!(values(&list), [["A", "1"], ["B", "2"]]);
        // Row 1 header, 2 blank, 3 A, 4–5 blank, 6 B, 7 a row of only spaces: row 7.
        assert_eq!(
            err("name,value\n\nA,1\n\n\nB,2\nC\n"),
            CsvError::FieldCount {
                row: 7,
                expected: 2,
                found: 1
            }
        );
    }

    #[test]
    fn a_row_after_a_cell_with_a_line_break_keeps_its_spreadsheet_number() {
        // The quoted cell spans two lines of the file but is one row of the sheet (row 2).
        assert_eq!(
            err("name,text\nA,\"two\nlines\"\nB\n"),
            CsvError::FieldCount {
                row: 3,
                expected: 2,
                found: 1
            }
        );
    }

    #[test]
    fn a_count_or_copies_column_repeats_the_card_and_is_not_a_field() {
        let list = parse("Count\tname\nx\n".replace("x", "3\tLesser Hoard").as_str());
        assert_eq!(list.fields, ["name"]);
        assert_eq!(list.cards[0].count, 3);
        let list = parse("name,COPIES\nLesser Hoard,10\nGreater Hoard,\nNothing,0\nFormat,2.00\n");
        let counts: Vec<u32> = list.cards.iter().map(|c| c.count).collect();
        assert_eq!(counts, [10, 1, 0, 2]);
        assert_eq!(list.total_cards(), 13);
    }

    /// A public card database's export names its count column `number_of_cards`: read as the
    /// count, the deck has as many cards as the game, not one per row.
    #[test]
    fn a_number_of_cards_column_is_the_count() {
        let list =
            parse("name,cost,number_of_cards,text\nCopper,0,60,+1 coin\nGold,6,30,+3 coins\n");
        assert_eq!(list.fields, ["name", "cost", "text"]);
        assert_eq!(list.count_column.as_deref(), Some("number_of_cards"));
        assert_eq!(list.total_cards(), 90);
        assert_eq!(
            list.preview(1).count_column.as_deref(),
            Some("number_of_cards")
        );
    }

    #[test]
    fn the_usual_count_headings_are_recognised_in_any_case_with_spaces_or_underscores() {
        for heading in [
            "Qty",
            "QUANTITY",
            "quantity",
            "Number",
            "Number of Cards",
            "number_of_cards",
            "Amount",
            "#",
            "x",
            "X",
            "Copies",
            " count ",
        ] {
            let list = parse(&format!("name\t{heading}\nA\t3\nB\t2\n"));
            assert_eq!(list.fields, ["name"], "{heading}");
            assert_eq!(list.total_cards(), 5, "{heading}");
        }
        assert_eq!(count_heading_rank("number-of-copies"), Some(1));
        assert_eq!(count_heading_rank("numbers"), None);
        assert_eq!(count_heading_rank("name"), None);
    }

    #[test]
    fn count_or_copies_wins_over_the_other_usual_headings_which_stay_fields() {
        let list = parse("number,name,qty,count\n7,A,9,2\n");
        assert_eq!(list.fields, ["number", "name", "qty"]);
        assert_eq!(list.count_column.as_deref(), Some("count"));
        assert_eq!(list.total_cards(), 2);
        // Without `count`, the first usual heading is the count; a later one is a field.
        let list = parse("name,qty,amount\nA,3,9\n");
        assert_eq!(list.fields, ["name", "amount"]);
        assert_eq!(list.total_cards(), 3);
    }

    #[test]
    fn the_person_chooses_the_count_column_or_none() {
        let text = "number,name,copies_owned\n7,A,2\n5,B,1\n";
        // Guessed: `number` is read as the count.
        assert_eq!(parse(text).total_cards(), 12);
        let none = CardList::parse_with(text, &CountColumn::None).expect("reads");
        assert_eq!(none.fields, ["number", "name", "copies_owned"]);
        assert_eq!((none.total_cards(), none.count_column), (2, None));
        let named =
            CardList::parse_with(text, &CountColumn::Named("copies_owned".into())).expect("reads");
        assert_eq!(named.fields, ["number", "name"]);
        assert_eq!(named.total_cards(), 3);
        assert_eq!(
            CardList::parse_with(text, &CountColumn::Named("qty".into())),
            Err(CsvError::NoSuchCountColumn {
                name: "qty".into(),
                headings: vec!["number".into(), "name".into(), "copies_owned".into()],
            })
        );
        assert_eq!(
            CardList::headings("\nnumber,name,copies_owned,\nbroken"),
            Some(vec![
                "number".to_string(),
                "name".to_string(),
                "copies_owned".to_string()
            ])
        );
        assert_eq!(CardList::headings("  \n"), None);
    }

    /// "Rows that all fail for one reason are reported once with the count of rows."
    #[test]
    fn rows_that_fail_for_one_reason_are_counted_not_only_the_first() {
        let mut text = String::from("name,number\n");
        for i in 0..586 {
            text.push_str(&format!("Card {i},Rare\n"));
        }
        let e = err(&text);
        let CsvError::Rows { first, rows, last } = &e else {
            panic!("{e:?}");
        };
        assert_eq!((*rows, *last), (586, 587));
        assert!(matches!(**first, CsvError::BadCount { row: 2, .. }));
        assert!(e.is_about_counts());
        assert!(
            e.to_string().ends_with(
                "585 more rows fail the same way (586 rows in all, the last is row 587)"
            ),
            "{e}"
        );
        // One bad row among good ones is reported alone; other failures are not counted in.
        assert!(matches!(
            err("name,count\nA,1\nB,two\nC,3\nD\n"),
            CsvError::BadCount { row: 3, .. }
        ));
        let e = err("a,b,c\n1,2\n3,4\n\n5,6,7\n8,9\n");
        assert_eq!(
            e,
            CsvError::Rows {
                first: Box::new(CsvError::FieldCount {
                    row: 2,
                    expected: 3,
                    found: 2
                }),
                rows: 3,
                last: 6,
            }
        );
        assert!(!e.is_about_counts());
        assert_eq!(
            err("name,qty\nA,rare\nB,common\n").to_string(),
            "row 2, column 2 (B, \"qty\"): the count \"rare\" is not a whole number; so does row 3"
        );
    }

    #[test]
    fn counts_that_are_not_whole_numbers_are_refused_with_row_and_column() {
        for (cell, problem) in [
            ("2.5", CountProblem::NotWhole),
            ("two", CountProblem::NotWhole),
            ("-", CountProblem::NotWhole),
            ("-3", CountProblem::Negative),
            ("10001", CountProblem::TooLarge),
            ("99999999999999999999", CountProblem::TooLarge),
        ] {
            assert_eq!(
                err(&format!("name,count\nA,1\nB,{cell}\n")),
                CsvError::BadCount {
                    row: 3,
                    column: col(2, "count"),
                    value: cell.to_string(),
                    problem,
                },
                "{cell}"
            );
        }
        assert_eq!(parse("name,count\nA,10000\n").cards[0].count, 10_000);
    }

    #[test]
    fn the_message_names_row_column_and_reason() {
        let e = err("name,count\nA,2.5\n");
        assert_eq!(
            e.to_string(),
            "row 2, column 2 (B, \"count\"): the count \"2.5\" is not a whole number"
        );
        let e = err("a,b,c\n1,2\n");
        assert_eq!(e.to_string(), "row 2: 2 fields where the header names 3");
        let e = err("a\tb\tc\n1\n");
        assert_eq!(
            e.to_string(),
            "row 2: 1 field where the header names 3",
            "one field is singular"
        );
    }

    /// The card list's rows are the spreadsheet's: the header is row 1, a blank row keeps its
    /// number, and each card knows its row (for a problem found later, by a game's rules).
    #[test]
    fn each_card_knows_its_spreadsheet_row() {
        let list = parse("name\tcount\nGoblin\t1\n\nOrc\t2\n");
        assert_eq!(list.rows, [2, 4]);
        assert_eq!(
            (list.row_of(0), list.row_of(1), list.row_of(2)),
            (Some(2), Some(4), None)
        );
        assert_eq!(list.columns, [col(1, "name")]);
        let e = err("name\tcount\nGoblin\tthree\n");
        assert!(e.to_string().starts_with("row 2, "), "{e}");
    }

    #[test]
    fn a_card_without_a_name_is_refused_naming_its_row() {
        let list = parse("name\tcount\n\t2\nOrc\t1\n");
        assert_eq!(list.total_cards(), 3, "the list itself reads");
        let e = list.require_names("name").expect_err("a nameless card");
        assert_eq!(
            e.to_string(),
            "row 2, column 1 (A, \"name\"): the name is empty; every card needs one"
        );
        let list = parse("cost,name,count\n1, ,2\n2,Orc,1\n\n3,,1\n");
        let e = list.require_names("name").expect_err("two nameless cards");
        assert_eq!(
            e.to_string(),
            "row 2, column 2 (B, \"name\"): the name is empty; every card needs one; so does row 5"
        );
        assert_eq!(list.require_names("cost"), Ok(()), "every cost is there");
        assert_eq!(
            list.require_names("absent"),
            Ok(()),
            "no such field: nothing to check"
        );
    }

    #[test]
    fn an_unclosed_quote_is_reported_where_it_opens() {
        assert_eq!(
            err("name,text\nA,ok\nB,\"never closed\nC,more\n"),
            CsvError::UnclosedQuote {
                row: 3,
                column: col(2, "text"),
            }
        );
        assert!(matches!(
            err("\"name,text\n"),
            CsvError::UnclosedQuote { row: 1, .. }
        ));
    }

    #[test]
    fn rows_with_too_few_or_too_many_fields_say_how_many() {
        assert_eq!(
            err("a,b,c\n1,2,3\n1,2\n"),
            CsvError::FieldCount {
                row: 3,
                expected: 3,
                found: 2
            }
        );
        assert_eq!(
            err("a,b\n1,2,3,4\n"),
            CsvError::FieldCount {
                row: 2,
                expected: 2,
                found: 4
            }
        );
    }

    #[test]
    fn trailing_empty_cells_and_a_trailing_delimiter_are_tolerated() {
        let list = parse("a,b,\n1,2,\n3,4,,\n");
        assert_eq!(list.fields, ["a", "b"]);
        assert_eq!(values(&list), [["1", "2"], ["3", "4"]]);
    }

    #[test]
    fn header_problems() {
        assert_eq!(
            err("name,,text\nA,B,C\n"),
            CsvError::EmptyHeader {
                row: 1,
                column: col(2, ""),
            }
        );
        assert_eq!(
            err("name,text,name\nA,B,C\n"),
            CsvError::DuplicateHeader {
                row: 1,
                column: col(3, "name"),
                name: "name".to_string(),
                first: 1,
            }
        );
        assert_eq!(
            err("name,count,copies\nA,1,2\n"),
            CsvError::DuplicateHeader {
                row: 1,
                column: col(3, "copies"),
                name: "copies".to_string(),
                first: 2,
            }
        );
        assert_eq!(err("count\n3\n"), CsvError::NoFields { row: 1 });
        assert_eq!(err(""), CsvError::Empty);
        assert_eq!(err("\u{feff}\n\n  \n"), CsvError::Empty);
        assert_eq!(err("name,text\n\n"), CsvError::NoRows);
    }

    #[test]
    fn column_letters_are_the_spreadsheets() {
        let letters: Vec<String> = [1, 2, 26, 27, 52, 703].map(column_letters).into();
        assert_eq!(letters, ["A", "B", "Z", "AA", "AZ", "AAA"]);
    }

    #[test]
    fn too_large_and_too_many_cards_are_refused() {
        let big = "x".repeat(MAX_CARD_LIST_BYTES + 1);
        assert!(matches!(err(&big), CsvError::TooLarge { .. }));
        let mut text = String::from("name,count\n");
        for i in 0..21 {
            text.push_str(&format!("card {i},10000\n"));
        }
        assert_eq!(
            err(&text),
            CsvError::TooManyCards {
                cards: 210_000,
                limit: MAX_LIST_CARDS
            }
        );
    }

    #[test]
    fn the_preview_shows_the_first_rows_and_the_totals() {
        let list = parse("name\tcount\nLesser Hoard\t10\nGreater Hoard\t5\nKings Crown\t1\n");
        let preview = list.preview(2);
        assert_eq!(preview.delimiter.name(), "tab-separated");
        assert_eq!(preview.columns, ["name", "count"]);
        assert_eq!(
            preview.rows,
            [["Lesser Hoard", "10"], ["Greater Hoard", "5"]]
        );
        assert_eq!((preview.lines, preview.total_cards), (3, 16));
    }

    fn game() -> GameDef {
        let list = parse("name,tp,ability,count\nLesser Hoard,1,,10\nDragons Hoard,3,,1\n");
        GameDef {
            format: 1,
            id: "t".into(),
            name: "T".into(),
            description: String::new(),
            players: PlayerRange { min: 2, max: 6 },
            card_types: vec![list.card_type("treasure", "Treasure")],
            decks: vec![list.into_deck("treasures", "Treasures", "treasure", "pile")],
            counters: vec![],
            dice: vec![],
            terrains: vec![],
            boards: vec![],
            zones: vec![ZoneDef {
                id: "pile".into(),
                name: "Pile".into(),
                owner: Owner::Shared,
                layout: ZoneLayout::Pile,
                face_up: true,
                visibility: Visibility::Everyone,
            }],
            trackers: vec![],
            phases: vec![],
            rules: None,
        }
    }

    #[test]
    fn a_list_becomes_a_card_type_and_a_deck_that_check() {
        let def = game();
        def.check().expect("valid");
        assert_eq!(def.card_types[0].fields, ["name", "tp", "ability"]);
        assert_eq!(def.decks[0].size(), 11);
        crate::table::Table::new(&def, 2, 1).expect("sets up");
    }

    #[test]
    fn replacing_a_decks_cards_matches_columns_by_name() {
        let mut def = game();
        let list = parse("ability\tname\ttp\tcopies\nLaw +1\tKings Crown\t1\t1\n");
        list.replace_deck_cards(&mut def, "treasures")
            .expect("same fields");
        assert_eq!(
            def.decks[0].cards,
            [CardDef {
                values: vec!["Kings Crown".into(), "1".into(), "Law +1".into()],
                count: 1
            }]
        );
        let before = def.clone();
        let other = parse("name,colour\nA,red\n");
        assert!(matches!(
            other.clone().replace_deck_cards(&mut def, "treasures"),
            Err(ReplaceError::Fields { .. })
        ));
        assert_eq!(
            other.replace_deck_cards(&mut def, "nope"),
            Err(ReplaceError::NoDeck("nope".into()))
        );
        assert_eq!(def, before);
    }

    #[test]
    fn deck_to_csv_quotes_as_needed_and_reads_back_the_same_deck() {
        let mut def = game();
        def.decks[0].cards.push(CardDef {
            values: vec![
                "Crystal \"Ball\"".into(),
                "1".into(),
                "Look at all hands,\nin action phase".into(),
            ],
            count: 2,
        });
        let text = deck_to_csv(&def, "treasures").expect("exports");
        assert!(text.starts_with("name,tp,ability,count\n"), "{text}");
        assert!(text.contains("\"Crystal \"\"Ball\"\"\""), "{text}");
        let back = parse(&text);
        assert_eq!(back.fields, def.card_types[0].fields);
        assert_eq!(back.cards, def.decks[0].cards);
        assert_eq!(
            deck_to_csv(&def, "nope"),
            Err(ExportError::NoDeck("nope".into()))
        );
        def.card_types[0].fields[1] = "Copies".into();
        assert!(matches!(
            deck_to_csv(&def, "treasures"),
            Err(ExportError::FieldName { .. })
        ));
    }

    #[test]
    fn ten_thousand_rows_import() {
        let mut text = String::from("alignment\ttype\tvalue\tname\tcount\n");
        for i in 0..10_000 {
            text.push_str(&format!(
                "Good\tBase\t{}\tCard number {i}\t{}\n",
                i % 4 + 1,
                i % 3
            ));
        }
        let list = parse(&text);
        assert_eq!(list.cards.len(), 10_000);
        assert_eq!(list.cards[9_999].values[3], "Card number 9999");
        assert_eq!(
            list.total_cards(),
            (0..10_000).map(|i| i % 3).sum::<usize>()
        );
    }
}
