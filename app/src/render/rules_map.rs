//! The rules panel's content: a game's rules map (see `protoplay_engine::rules::map`) grouped as
//! its text is, each rule said with what the engine does about it and, for a value the designer
//! edits, the value in play at this table or form, so an edited table is described as it now
//! is and no longer called a placeholder.

use protoplay_engine::def::GameDef;
use protoplay_engine::rules::VariantValues;
use protoplay_engine::rules::map::{Data, InPlay, Rule, Status};
use protoplay_engine::rules::registry::DynGame;

use super::marks::reading_dom_id;

/// Which rules the panel lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    /// Every rule of the text (not the page around it).
    #[default]
    All,
    /// What is not the text as written: placeholders, readings and variants.
    Choices,
    /// What the table does not play, and data no rule reads.
    NotModelled,
}

impl Filter {
    pub const ALL: [Filter; 3] = [Filter::All, Filter::Choices, Filter::NotModelled];

    pub fn id(self) -> &'static str {
        match self {
            Filter::All => "all",
            Filter::Choices => "choices",
            Filter::NotModelled => "not-modelled",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Filter::All => "Every rule",
            Filter::Choices => "Placeholders, readings and variants",
            Filter::NotModelled => "Not modelled or not read",
        }
    }

    pub fn from_id(id: &str) -> Self {
        Self::ALL
            .into_iter()
            .find(|f| f.id() == id)
            .unwrap_or_default()
    }

    fn keeps(self, status: &Status) -> bool {
        match self {
            Filter::All => *status != Status::NotARule,
            Filter::Choices => status.is_choice(),
            Filter::NotModelled => matches!(status, Status::NotModelled | Status::Unread { .. }),
        }
    }
}

/// One rule as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The tag: "enforced", "variant", "placeholder", "your value", "reading", "not modelled",
    /// "not read".
    pub tag: &'static str,
    /// The text's words, without quotation marks (empty for what the engine adds).
    pub quote: &'static str,
    /// The reading's title, for an entry that names one.
    pub title: Option<&'static str>,
    /// What the engine does: the note, or the reading's text.
    pub says: &'static str,
    /// The values in play, each marked as the shipped stand-in or the designer's own.
    pub values: Vec<InPlay>,
    /// The tests that check an enforced rule.
    pub tests: &'static [&'static str],
    /// The DOM id a placeholder mark leads to: the first entry naming a reading.
    pub dom_id: Option<String>,
}

/// A heading of the text and its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: &'static str,
    pub entries: Vec<Entry>,
}

/// The values a table or a form plays with.
pub struct Context<'a> {
    /// The game's rules: their variants and readings.
    pub game: &'static dyn DynGame,
    /// The definition in play (the designer's copy, or the shipped game).
    pub in_play: &'a GameDef,
    pub shipped: &'a GameDef,
    pub values: &'a VariantValues,
}

/// The map's rules the filter keeps, grouped by their heading in the text's order.
pub fn sections(rules: &'static [Rule], filter: Filter, cx: &Context<'_>) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut named: Vec<&'static str> = Vec::new();
    for rule in rules.iter().filter(|r| filter.keeps(&r.status)) {
        let mut entry = entry(rule, cx);
        // A reading several rules name is led to once, at its first entry (ids are unique).
        if let Some(title) = entry.title {
            if named.contains(&title) {
                entry.dom_id = None;
            } else {
                named.push(title);
            }
        }
        match out.last_mut() {
            Some(s) if s.title == rule.section => s.entries.push(entry),
            _ => out.push(Section {
                title: rule.section,
                entries: vec![entry],
            }),
        }
    }
    out
}

/// How many of the rules shown carry each tag, in the order the tags first appear: the
/// panel's one-line summary, which says what the tags below say (a replaced placeholder is
/// counted as "your value").
pub fn summary(sections: &[Section]) -> String {
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    for e in sections.iter().flat_map(|s| &s.entries) {
        match counts.iter_mut().find(|(tag, _)| *tag == e.tag) {
            Some((_, n)) => *n += 1,
            None => counts.push((e.tag, 1)),
        }
    }
    counts
        .into_iter()
        .map(|(tag, n)| format!("{n} {tag}"))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What the editor says beside a deck of a ruled game that the rules do not read (all of it, or
/// a column), so a designer knows an edit there changes nothing at a table or in a simulation.
/// Empty for a game whose rules or rules map are not held, or a deck the rules read.
pub fn unread_notes(def: &GameDef, deck: &str) -> Vec<String> {
    let Some((game, map)) = def.rules.as_deref().and_then(|id| {
        Some((
            protoplay_engine::rules::registry::game(id)?,
            crate::rules::held_map(id)?,
        ))
    }) else {
        return Vec::new();
    };
    let name = game.info().name;
    protoplay_engine::rules::map::unread(map)
        .filter_map(|(data, why)| match *data {
            Data::Deck(d) if d == deck => {
                Some(format!("The rules of {name} do not read this deck: {why}"))
            }
            Data::Column { deck: d, field } if d == deck => Some(format!(
                "The rules of {name} do not read its “{field}” column: {why}"
            )),
            _ => None,
        })
        .collect()
}

fn entry(rule: &Rule, cx: &Context<'_>) -> Entry {
    let values: Vec<InPlay> = match rule.status {
        Status::Placeholder { data } | Status::Unread { data } => data
            .iter()
            .filter_map(|d| d.in_play(cx.in_play, cx.shipped, cx.game.variant_specs(), cx.values))
            .collect(),
        Status::Variant { variant } => Data::Variant(variant)
            .in_play(cx.in_play, cx.shipped, cx.game.variant_specs(), cx.values)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    };
    let reading = match rule.status {
        Status::Reading { title } => cx.game.reading(title),
        _ => None,
    };
    let tag = match rule.status {
        // A placeholder the designer has replaced everywhere is theirs, no longer a stand-in.
        Status::Placeholder { .. } if !values.is_empty() && values.iter().all(|v| v.edited) => {
            "your value"
        }
        Status::Reading { .. } if reading.is_some_and(|r| r.placeholder) => "placeholder",
        ref s => s.label(),
    };
    Entry {
        tag,
        quote: rule.quotes.first().copied().unwrap_or(""),
        title: reading.map(|r| r.title),
        says: match reading {
            Some(r) if rule.note.is_empty() => r.text,
            _ => rule.note,
        },
        values,
        tests: match rule.status {
            Status::Enforced { tests } => tests,
            _ => &[],
        },
        dom_id: reading.map(|r| reading_dom_id(r.title)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::rules::registry;

    fn map_of(id: &str) -> (&'static dyn DynGame, &'static [Rule], GameDef) {
        let game = registry::game(id).expect("its rules are held");
        (
            game,
            crate::rules::held_map(id).expect("its map is held"),
            game.shipped_def().expect("the shipped game"),
        )
    }

    /// The panel shows a rule's first quote; the others only hold the map to its text in the
    /// engine's tests, so the page's program does not carry them. A map entry whose quotes are
    /// not written with the engine's `quotes!` fails here.
    #[test]
    fn the_page_holds_only_the_quote_the_panel_shows() {
        for game in registry::games() {
            let rules = crate::rules::held_map(game.info().id).expect("its map is held");
            assert!(
                rules.iter().any(|r| !r.quotes.is_empty()),
                "{} quotes its text",
                game.info().id
            );
            for rule in rules {
                assert!(
                    rule.quotes.len() <= 1,
                    "{}: {:?} holds {} quotes",
                    game.info().id,
                    rule.quotes.first(),
                    rule.quotes.len()
                );
            }
        }
    }

    #[test]
    fn the_choices_filter_keeps_only_what_is_not_the_text_as_written() {
        for info in registry::infos() {
            let (game, rules, shipped) = map_of(info.id);
            let values = VariantValues::defaults(game.variant_specs());
            let cx = Context {
                game,
                in_play: &shipped,
                shipped: &shipped,
                values: &values,
            };
            let all: usize = sections(rules, Filter::All, &cx)
                .iter()
                .map(|s| s.entries.len())
                .sum();
            let choices = sections(rules, Filter::Choices, &cx);
            let n: usize = choices.iter().map(|s| s.entries.len()).sum();
            assert!(n > 0 && n < all, "{}: {n} of {all}", info.id);
            for e in choices.iter().flat_map(|s| &s.entries) {
                assert!(
                    ["variant", "placeholder", "reading", "your value"].contains(&e.tag),
                    "{}: {e:?}",
                    info.id
                );
            }
            // A DOM id is given once, however many entries name its reading.
            let all_entries = sections(rules, Filter::All, &cx);
            let mut ids: Vec<&String> = all_entries
                .iter()
                .flat_map(|s| &s.entries)
                .filter_map(|e| e.dom_id.as_ref())
                .collect();
            let n = ids.len();
            protoplay_engine::sort::sort(&mut ids);
            ids.dedup();
            assert_eq!(ids.len(), n, "{}: an id given twice", info.id);
            // The summary counts the tags shown.
            assert!(summary(&all_entries).contains(" enforced"), "{}", info.id);
            // Every reading a placeholder mark leads to has its entry in the panel.
            for r in game.readings() {
                let id = reading_dom_id(r.title);
                assert!(
                    choices
                        .iter()
                        .flat_map(|s| &s.entries)
                        .any(|e| e.dom_id.as_ref() == Some(&id)),
                    "{}: no entry for {:?}",
                    info.id,
                    r.title
                );
            }
        }
    }

    #[test]
    fn an_edited_placeholder_is_described_as_edited_and_no_longer_called_a_placeholder() {
        for info in registry::infos() {
            let (game, rules, shipped) = map_of(info.id);
            let values = VariantValues::defaults(game.variant_specs());
            let Some((rule, deck)) = rules.iter().find_map(|r| match r.status {
                Status::Placeholder {
                    data: [Data::Deck(d)],
                } => Some((r, *d)),
                _ => None,
            }) else {
                continue;
            };
            let mut edited = shipped.clone();
            let d = edited
                .decks
                .iter_mut()
                .find(|d| d.id == deck)
                .expect("the deck");
            d.cards.truncate(1);
            let cx = Context {
                game,
                in_play: &edited,
                shipped: &shipped,
                values: &values,
            };
            let shown = entry(rule, &cx);
            assert_eq!(shown.tag, "your value", "{}", info.id);
            assert!(
                shown.values[0].text.ends_with(": 1 row"),
                "{}: {:?}",
                info.id,
                shown.values
            );
            let cx = Context {
                game,
                in_play: &shipped,
                shipped: &shipped,
                values: &values,
            };
            assert_eq!(entry(rule, &cx).tag, "placeholder", "{}", info.id);
        }
    }

    #[test]
    fn a_variant_says_the_value_chosen() {
        let (game, rules, shipped) = map_of("destiny");
        let rule = rules
            .iter()
            .find(|r| matches!(r.status, Status::Variant { .. }))
            .expect("a variant entry");
        let Status::Variant { variant } = rule.status else {
            unreachable!()
        };
        let spec = game
            .variant_specs()
            .iter()
            .find(|v| v.id == variant)
            .expect("the variant");
        let mut values = VariantValues::defaults(game.variant_specs());
        let cx = Context {
            game,
            in_play: &shipped,
            shipped: &shipped,
            values: &values,
        };
        assert!(!entry(rule, &cx).values[0].edited);
        let other = match spec.kind {
            protoplay_engine::rules::VariantKind::Choice(options) => options[1].id.to_string(),
            protoplay_engine::rules::VariantKind::Number { min, default, .. } => {
                if default == min { min + 1 } else { min }.to_string()
            }
        };
        values
            .set(game.variant_specs(), variant, &other)
            .expect("a value it takes");
        let cx = Context {
            game,
            in_play: &shipped,
            shipped: &shipped,
            values: &values,
        };
        let shown = entry(rule, &cx);
        assert!(shown.values[0].edited, "{shown:?}");
        assert!(
            shown.values[0].text.contains(&spec.value_label(&other)),
            "{shown:?}"
        );
    }
}
