//! A game's rules map: every rule of its text, quoted, with what the engine does about it, so a
//! designer can see which rules are played as written, which are read one of two ways, which
//! values stand in until they replace them, and which the table leaves to the players.
//!
//! A game's map is data beside its rules ([`super::RuledGame::rules_map`]). Its entries follow the text's
//! order and headings; what the engine adds where the text is silent is one of the game's
//! [`Reading`]s, named by an entry of its own. The tests at the end of this file hold every map to
//! its text: each quote is found in the text, each paragraph of the text is quoted by some entry,
//! each enforced entry names a test that exists, each variant and each piece of data exists.

use crate::def::GameDef;

use super::variant::{VariantSpec, VariantValues};

/// A rule's quotes ([`Rule::quotes`]): all of them in the engine's tests, which hold the map to
/// its text, and the first alone elsewhere, the one the rules panel shows (the rest would be
/// text every page downloads with the game's rules and never shows).
#[cfg(test)]
macro_rules! quotes {
    ($($quote:expr),* $(,)?) => { &[$($quote),*] };
}
#[cfg(not(test))]
macro_rules! quotes {
    () => {
        &[]
    };
    ($first:expr $(, $rest:expr)* $(,)?) => {
        &[$first]
    };
}
pub(crate) use quotes;

/// One rule of a game's text (a sentence or a procedure), or one thing the engine adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The heading of the text it stands under, as the text groups it ("Soldier combat").
    pub section: &'static str,
    /// Short quotes of the text, each as it is written (spacing aside). The first is what the
    /// panel shows; each marks the paragraph it stands in as mapped, which only the tests below
    /// read, so a build other than the engine's tests holds the first alone ([`quotes!`]).
    /// Empty for what the engine adds.
    pub quotes: &'static [&'static str],
    pub status: Status,
    /// What the engine does, in a sentence: the readings of a variant and why the default is
    /// the default, what stands in for a placeholder, why a rule is not modelled and what the
    /// table does instead. May be empty for an enforced rule the quote says all of.
    pub note: &'static str,
}

/// What the engine does with a rule of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The rules enforce it as written; the tests (test function names of the engine) that
    /// check it.
    Enforced { tests: &'static [&'static str] },
    /// The text can be read more than one way: the variant that chooses, by its id. The note
    /// says which reading is the default and why.
    Variant { variant: &'static str },
    /// The text does not give the value: the engine plays a stand-in the designer edits here.
    Placeholder { data: &'static [Data] },
    /// The table does not play it; the note says why and what happens instead.
    NotModelled,
    /// What the engine decides where the text is silent: one of the game's readings, by title.
    Reading { title: &'static str },
    /// Not a rule: the page around the text, flavour, an example the rules above already state.
    NotARule,
    /// Data of the game file that no rule reads: the editor marks it, so a designer knows an
    /// edit there changes nothing at a ruled table or in a simulation. The note says why.
    Unread { data: &'static [Data] },
}

/// Where a designer edits a value the rules read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Data {
    /// A deck or table of the game file, by id: every row.
    Deck(&'static str),
    /// One value of a deck or table: the row whose first field is `row`, the field `field`
    /// (`"count"` for the copies).
    Cell {
        deck: &'static str,
        row: &'static str,
        field: &'static str,
    },
    /// One field of every row of a deck or table (`"count"` for the copies).
    Column {
        deck: &'static str,
        field: &'static str,
    },
    /// A rule variant, by id: chosen on the start form.
    Variant(&'static str),
    /// The start of a tracker of the game file, by id.
    Tracker(&'static str),
}

/// How a rule's status is said: the panel's tag and the filter's groups.
impl Status {
    pub fn label(&self) -> &'static str {
        match self {
            Status::Enforced { .. } => "enforced",
            Status::Variant { .. } => "variant",
            Status::Placeholder { .. } => "placeholder",
            Status::NotModelled => "not modelled",
            Status::Reading { .. } => "reading",
            Status::NotARule => "not a rule",
            Status::Unread { .. } => "not read",
        }
    }

    /// Whether a designer filtering for what is not the text as written wants to see it.
    pub fn is_choice(&self) -> bool {
        matches!(
            self,
            Status::Variant { .. } | Status::Placeholder { .. } | Status::Reading { .. }
        )
    }
}

/// A value in play, said for the rules panel: what it is now and whether it is still the
/// shipped stand-in or the designer's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InPlay {
    /// "Faith at the start: 25", "Combat table: 12 rows", "Blockers strike back: no".
    pub text: String,
    /// The designer changed it from what the game ships.
    pub edited: bool,
}

impl Data {
    /// The value as the rules read it at a table (`in_play`, with `values` chosen on the start
    /// form), beside the shipped one. `None` when the data is not in the game file at all (a
    /// designer's file without the deck is refused before a table exists).
    pub fn in_play(
        &self,
        in_play: &GameDef,
        shipped: &GameDef,
        spec: &[VariantSpec],
        values: &VariantValues,
    ) -> Option<InPlay> {
        match *self {
            Data::Deck(id) => {
                let deck = in_play.deck(id)?;
                let rows = deck.cards.len();
                let noun = if rows == 1 { "row" } else { "rows" };
                Some(InPlay {
                    text: format!("{}: {rows} {noun}", deck.name),
                    edited: shipped.deck(id).is_none_or(|s| s.cards != deck.cards),
                })
            }
            Data::Cell { deck, row, field } => {
                let now = cell(in_play, deck, row, field)?;
                let edited = cell(shipped, deck, row, field).is_none_or(|s| s != now);
                Some(InPlay {
                    text: format!("{row}, {field}: {now}"),
                    edited,
                })
            }
            Data::Column { deck, field } => {
                let now = column(in_play, deck, field)?;
                let edited = column(shipped, deck, field).is_none_or(|s| s != now);
                let name = &in_play.deck(deck)?.name;
                Some(InPlay {
                    text: format!("{name}, every row's {field}"),
                    edited,
                })
            }
            Data::Tracker(id) => {
                let now = in_play.tracker(id)?;
                Some(InPlay {
                    text: format!("{} at the start: {}", now.name, now.start),
                    edited: shipped.tracker(id).is_none_or(|t| t.start != now.start),
                })
            }
            Data::Variant(id) => {
                let v = spec.iter().find(|v| v.id == id)?;
                let now = values
                    .get(id)
                    .map_or_else(|| v.default_value(), str::to_string);
                Some(InPlay {
                    text: format!("{}: {}", v.label, v.value_label(&now)),
                    edited: now != v.default_value(),
                })
            }
        }
    }
}

/// A value of a deck's row, found by the row's first field (`"count"` gives the copies).
fn cell(def: &GameDef, deck: &str, row: &str, field: &str) -> Option<String> {
    let deck = def.deck(deck)?;
    let card = deck
        .cards
        .iter()
        .find(|c| c.values.first().is_some_and(|v| v == row))?;
    if field == "count" {
        return Some(card.count.to_string());
    }
    let column = def.card_type(&deck.card_type)?.field_index(field)?;
    card.values.get(column).cloned()
}

/// A field of every row of a deck, in order (`"count"` gives the copies).
fn column(def: &GameDef, deck: &str, field: &str) -> Option<Vec<String>> {
    let deck = def.deck(deck)?;
    if field == "count" {
        return Some(deck.cards.iter().map(|c| c.count.to_string()).collect());
    }
    let i = def.card_type(&deck.card_type)?.field_index(field)?;
    Some(
        deck.cards
            .iter()
            .map(|c| c.values.get(i).cloned().unwrap_or_default())
            .collect(),
    )
}

/// What of a definition's data no rule of the game reads, with why: the editor's marks.
pub fn unread(rules: &[Rule]) -> impl Iterator<Item = (&Data, &'static str)> {
    rules.iter().flat_map(|r| match r.status {
        Status::Unread { data } => data.iter().map(|d| (d, r.note)).collect(),
        _ => Vec::new(),
    })
}

/// Text with its spacing made single spaces, so a quote matches a paragraph however the page
/// was transcribed (line breaks, double spaces, non-breaking spaces).
pub fn squeezed(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '\u{a0}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuledGame, registry};

    /// The names of every test function of the engine: a `fn` after a `#[test]` line in any of
    /// its source files.
    fn engine_tests() -> std::collections::BTreeSet<String> {
        fn walk(dir: &std::path::Path, out: &mut std::collections::BTreeSet<String>) {
            for entry in std::fs::read_dir(dir)
                .expect("the engine's sources")
                .flatten()
            {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).expect("a source file");
                    let mut after_test = false;
                    for line in source.lines().map(str::trim) {
                        if line == "#[test]" {
                            after_test = true;
                        } else if after_test && let Some(rest) = line.strip_prefix("fn ") {
                            let name: String = rest
                                .chars()
                                .take_while(|c| c.is_alphanumeric() || *c == '_')
                                .collect();
                            out.insert(name);
                            after_test = false;
                        }
                    }
                }
            }
        }
        let mut out = std::collections::BTreeSet::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        walk(&root.join("src"), &mut out);
        walk(&root.join("tests"), &mut out);
        out
    }

    /// Everything wrong with a game's map, one line each: a quote not in the text, a paragraph
    /// no entry quotes, a test, variant, data or reading that does not exist.
    fn problems(id: &str, text: &str, tests: &std::collections::BTreeSet<String>) -> Vec<String> {
        let game = registry::game(id).expect("its rules are held");
        let rules = registry::rules_map(id).expect("its map");
        let mut out = Vec::new();
        if rules.is_empty() {
            out.push("the game has no rules map".to_string());
        }
        let paragraphs: Vec<String> = text
            .lines()
            .map(squeezed)
            .filter(|p| !p.is_empty())
            .collect();
        let mut covered = vec![false; paragraphs.len()];
        let shipped = game.shipped_def().expect("the shipped game");
        let values = VariantValues::defaults(game.variant_specs());
        for rule in rules {
            let at = format!(
                "{:?} ({})",
                rule.quotes.first().unwrap_or(&""),
                rule.section
            );
            for quote in rule.quotes {
                let q = squeezed(quote);
                let mut found = q
                    .is_empty()
                    .then(|| out.push(format!("{at}: an empty quote")));
                for (p, seen) in paragraphs.iter().zip(covered.iter_mut()) {
                    if !q.is_empty() && p.contains(&q) {
                        *seen = true;
                        found = Some(());
                    }
                }
                if found.is_none() {
                    out.push(format!("{at}: the quote {q:?} is not in the text"));
                }
            }
            match rule.status {
                Status::Enforced { tests: names } => {
                    if names.is_empty() {
                        out.push(format!("{at}: enforced, but by no test"));
                    }
                    for name in names.iter().filter(|n| !tests.contains(**n)) {
                        out.push(format!("{at}: no test is named {name}"));
                    }
                }
                Status::Variant { variant } => {
                    if !game.variant_specs().iter().any(|v| v.id == variant) {
                        out.push(format!("{at}: no variant {variant}"));
                    }
                    if rule.note.is_empty() {
                        out.push(format!("{at}: a variant's note says its readings"));
                    }
                }
                Status::Placeholder { data } => {
                    if data.is_empty() {
                        out.push(format!("{at}: a placeholder says where it is edited"));
                    }
                    for d in data {
                        match d.in_play(&shipped, &shipped, game.variant_specs(), &values) {
                            None => out.push(format!("{at}: {d:?} is not in the game file")),
                            Some(v) if v.edited => out.push(format!("{at}: {d:?} reads as edited")),
                            Some(_) => {}
                        }
                    }
                }
                Status::Unread { data } => {
                    if data.is_empty() || rule.note.is_empty() {
                        out.push(format!("{at}: unread data is named, with why"));
                    }
                    for d in data {
                        if d.in_play(&shipped, &shipped, game.variant_specs(), &values)
                            .is_none()
                        {
                            out.push(format!("{at}: {d:?} is not in the game file"));
                        }
                    }
                }
                Status::NotModelled if rule.note.is_empty() => {
                    out.push(format!("{at}: not modelled, but the note does not say why"));
                }
                Status::Reading { title } if game.reading(title).is_none() => {
                    out.push(format!("{at}: no reading {title:?}"));
                }
                Status::NotARule if rule.quotes.is_empty() => {
                    out.push(format!("{at}: what is not a rule is quoted"));
                }
                _ => {}
            }
        }
        for (p, _) in paragraphs.iter().zip(&covered).filter(|(_, c)| !**c) {
            out.push(format!("no entry quotes the paragraph {p:?}"));
        }
        for reading in game.readings() {
            if !rules.iter().any(|r| {
                r.status
                    == Status::Reading {
                        title: reading.title,
                    }
            }) {
                out.push(format!("the reading {:?} has no entry", reading.title));
            }
        }
        out
    }

    /// One test per ruled game (named as the registry names it), so a map's problems are read
    /// game by game, all at once, and a new game's map is checked with no line added here.
    macro_rules! rules_map_tests {
        ($($name:ident: $game:ty),* $(,)?) => {$(
            #[test]
            fn $name() {
                let id = <$game as RuledGame>::info().id;
                let problems = problems(id, <$game as RuledGame>::TEXT, &engine_tests());
                assert!(problems.is_empty(), "{id}: {} problems:\n{}", problems.len(), problems.join("\n"));
            }
        )*};
    }

    mod rules_map {
        use super::*;
        crate::ruled_games!(rules_map_tests);
    }

    #[test]
    fn a_value_the_designer_edits_is_said_as_theirs() {
        let game = registry::game("destiny").expect("held");
        let shipped = game.shipped_def().expect("the shipped game");
        let deck = shipped.decks[0].clone();
        let row = deck.cards[0].values[0].clone();
        let row: &'static str = Box::leak(row.into_boxed_str());
        let id: &'static str = Box::leak(deck.id.clone().into_boxed_str());
        let mut edited = shipped.clone();
        edited.decks[0].cards[0].count += 3;
        let values = VariantValues::defaults(game.variant_specs());
        let cell = Data::Cell {
            deck: id,
            row,
            field: "count",
        };
        let before = cell
            .in_play(&shipped, &shipped, game.variant_specs(), &values)
            .expect("in the game");
        let after = cell
            .in_play(&edited, &shipped, game.variant_specs(), &values)
            .expect("in the game");
        assert!(!before.edited);
        assert!(after.edited);
        assert_eq!(
            after.text,
            format!("{row}, count: {}", deck.cards[0].count + 3)
        );
        let whole = Data::Deck(id)
            .in_play(&edited, &shipped, game.variant_specs(), &values)
            .expect("in the game");
        assert!(whole.edited, "{whole:?}");
    }

    /// A tracker's start (Devacurse's Faith) edited in the game file is said as the designer's.
    #[test]
    fn a_tracker_start_the_designer_edits_is_said_as_theirs() {
        let game = registry::game("devacurse").expect("held");
        let shipped = game.shipped_def().expect("the shipped game");
        let mut edited = shipped.clone();
        let faith = edited
            .trackers
            .iter_mut()
            .find(|t| t.id == "faith")
            .expect("the Faith tracker");
        faith.start = 31;
        let values = VariantValues::defaults(game.variant_specs());
        let data = Data::Tracker("faith");
        let before = data
            .in_play(&shipped, &shipped, game.variant_specs(), &values)
            .expect("in the game");
        let after = data
            .in_play(&edited, &shipped, game.variant_specs(), &values)
            .expect("in the game");
        assert!(!before.edited, "{before:?}");
        assert!(
            after.edited && after.text.ends_with("at the start: 31"),
            "{after:?}"
        );
        assert!(
            Data::Tracker("no-such")
                .in_play(&shipped, &shipped, game.variant_specs(), &values)
                .is_none(),
            "a tracker the game lacks is not in play"
        );
    }

    #[test]
    fn spacing_does_not_stop_a_quote_matching() {
        assert_eq!(squeezed("  a\u{a0} b\n\tc "), "a b c");
    }
}
