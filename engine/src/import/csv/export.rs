//! A deck written back out as CSV, which reads back as the same deck.

use ::csv::{QuoteStyle, WriterBuilder};

use super::{ExportError, is_count_column};
use crate::def::GameDef;

/// Writes a deck as CSV: comma-separated, quoted where needed, the card type's fields then a
/// `count` column. [`CardList::parse`] reads it back as the same cards.
///
/// Refused when the result would not read back the same: a field named `count` or `copies`
/// (any case, spaces or underscores), an empty or duplicated field name, or one with spaces
/// around it. A field with another usual count heading (`qty`) reads back as a field, since
/// `count` comes first.
pub fn deck_to_csv(def: &GameDef, deck_id: &str) -> Result<String, ExportError> {
    let deck = def
        .deck(deck_id)
        .ok_or_else(|| ExportError::NoDeck(deck_id.to_string()))?;
    let card_type = def
        .card_type(&deck.card_type)
        .ok_or_else(|| ExportError::NoCardType {
            deck: deck.id.clone(),
            card_type: deck.card_type.clone(),
        })?;
    for (i, field) in card_type.fields.iter().enumerate() {
        let reason = if field.trim().is_empty() {
            Some("it is empty")
        } else if field.trim() != field || field.starts_with('\u{feff}') {
            Some("it has spaces around it")
        } else if is_count_column(field) {
            Some("it would be read as the count column")
        } else if card_type.fields[..i].contains(field) {
            Some("the card type names it twice")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(ExportError::FieldName {
                field: field.clone(),
                reason,
            });
        }
    }
    let write_error = |e: ::csv::Error| ExportError::Write(e.to_string());
    let mut heading = card_type.fields.clone();
    heading.push("count".to_string());
    // The reader picks the delimiter from the header line's unquoted characters, and the writer
    // quotes only what holds a comma, a quote or a line break: a name with a tab or a semicolon
    // would be misread as the delimiter, so such a header is quoted whole.
    let header_style = if heading.iter().any(|f| f.contains(['\t', ';'])) {
        QuoteStyle::Always
    } else {
        QuoteStyle::Necessary
    };
    let mut writer = WriterBuilder::new()
        .delimiter(b',')
        .quote_style(header_style)
        .from_writer(Vec::new());
    writer.write_record(&heading).map_err(write_error)?;
    let bytes = writer
        .into_inner()
        .map_err(|e| ExportError::Write(e.to_string()))?;
    let mut writer = WriterBuilder::new()
        .delimiter(b',')
        .quote_style(QuoteStyle::Necessary)
        .flexible(true)
        .from_writer(bytes);
    let width = card_type.fields.len();
    for card in &deck.cards {
        let mut row: Vec<&str> = (0..width)
            .map(|i| card.values.get(i).map_or("", String::as_str))
            .collect();
        let count = card.count.to_string();
        row.push(&count);
        writer.write_record(&row).map_err(write_error)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| ExportError::Write(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| ExportError::Write(e.to_string()))
}
