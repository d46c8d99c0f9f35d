//! Rule variants as data. Where a rule text can be read two ways, a ruled game names the choice
//! once, as a [`VariantSpec`] (an id, a readable label, the question the text leaves open, and
//! its options with the default first); the start form, the command line's `--variant` and
//! `--list-variants`, the simulation screen, saves and share links all read that one list.
//!
//! A table's choices are [`VariantValues`]: every variant of the game by id with the chosen
//! option's id (or a number), checked against the spec. A game turns them into its own typed
//! variants with [`VariantValues::choice`] and [`VariantValues::number`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One option of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantOption {
    /// The id used in saves, links and on the command line (`"per_stack"`).
    pub id: &'static str,
    /// What a person reads (`"Within each base stack"`).
    pub label: &'static str,
    /// One line: what the option means.
    pub about: &'static str,
}

/// What values a variant takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantKind {
    /// One of a list of options; the first is the default.
    Choice(&'static [VariantOption]),
    /// A whole number within bounds.
    Number { min: u32, max: u32, default: u32 },
}

/// One rule variant of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    /// The id used in saves, links and on the command line (`"alignment_scope"`).
    pub id: &'static str,
    /// What a person reads (`"Alignment bonus counts"`).
    pub label: &'static str,
    /// One line: the question the rule text leaves open.
    pub about: &'static str,
    pub kind: VariantKind,
}

impl VariantSpec {
    /// The default value, as text.
    pub fn default_value(&self) -> String {
        match self.kind {
            VariantKind::Choice(options) => options.first().map_or("", |o| o.id).to_string(),
            VariantKind::Number { default, .. } => default.to_string(),
        }
    }

    /// The option with this id, for a choice.
    pub fn option(&self, id: &str) -> Option<&'static VariantOption> {
        match self.kind {
            VariantKind::Choice(options) => options.iter().find(|o| o.id == id),
            VariantKind::Number { .. } => None,
        }
    }

    /// The readable form of a value: an option's label, or the number.
    pub fn value_label(&self, value: &str) -> String {
        self.option(value)
            .map_or_else(|| value.to_string(), |o| o.label.to_string())
    }

    /// Checks a value against the spec.
    fn check(&self, value: &str) -> Result<String, VariantError> {
        match self.kind {
            VariantKind::Choice(options) => match options.iter().find(|o| o.id == value) {
                Some(o) => Ok(o.id.to_string()),
                None => Err(VariantError::UnknownOption {
                    variant: self.id.to_string(),
                    value: value.to_string(),
                    options: options.iter().map(|o| o.id).collect::<Vec<_>>().join(", "),
                }),
            },
            VariantKind::Number { min, max, .. } => match value.parse::<u32>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n.to_string()),
                _ => Err(VariantError::OutOfRange {
                    variant: self.id.to_string(),
                    value: value.to_string(),
                    min,
                    max,
                }),
            },
        }
    }
}

/// Why a variant setting was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error("there is no variant called {name:?}; the variants are: {known}")]
    UnknownVariant { name: String, known: String },
    #[error("variant {variant} has no option {value:?}; its options are: {options}")]
    UnknownOption {
        variant: String,
        value: String,
        options: String,
    },
    #[error("variant {variant} takes a whole number from {min} to {max}, not {value:?}")]
    OutOfRange {
        variant: String,
        value: String,
        min: u32,
        max: u32,
    },
    #[error("{0:?} is not name=value")]
    NotAPair(String),
}

/// Every variant of a game with its value, checked against the game's spec: option ids for
/// choices, decimal numbers for numbers. Serialised as a map from variant id to value, which is
/// also what the simulator's report lists.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct VariantValues(BTreeMap<String, String>);

impl VariantValues {
    /// Every variant at its default.
    pub fn defaults(spec: &[VariantSpec]) -> Self {
        // One insert at a time: collecting into a map sorts with std's sort (see `crate::sort`).
        let mut values = BTreeMap::new();
        for v in spec {
            values.insert(v.id.to_string(), v.default_value());
        }
        Self(values)
    }

    /// Sets one variant, refusing an unknown id or a value the spec does not allow.
    pub fn set(&mut self, spec: &[VariantSpec], id: &str, value: &str) -> Result<(), VariantError> {
        let v = find(spec, id)?;
        let value = v.check(value)?;
        self.0.insert(v.id.to_string(), value);
        Ok(())
    }

    /// `name=value` settings (as the command line gives them) over the defaults.
    pub fn from_pairs<S: AsRef<str>>(
        spec: &[VariantSpec],
        pairs: &[S],
    ) -> Result<Self, VariantError> {
        let mut values = Self::defaults(spec);
        for pair in pairs {
            let pair = pair.as_ref();
            let Some((name, value)) = pair.split_once('=') else {
                return Err(VariantError::NotAPair(pair.to_string()));
            };
            values.set(spec, name.trim(), value.trim())?;
        }
        Ok(values)
    }

    /// Values read from a save or a link, over the defaults: each is checked, and a variant the
    /// spec does not know (a save from another version) is refused rather than guessed at.
    pub fn from_map(
        spec: &[VariantSpec],
        map: &BTreeMap<String, String>,
    ) -> Result<Self, VariantError> {
        let mut values = Self::defaults(spec);
        for (k, v) in map {
            values.set(spec, k, v)?;
        }
        Ok(values)
    }

    /// The index of a choice's option (0, the default, for anything not set).
    pub fn choice(&self, spec: &[VariantSpec], id: &str) -> usize {
        let Some(v) = spec.iter().find(|v| v.id == id) else {
            return 0;
        };
        let VariantKind::Choice(options) = v.kind else {
            return 0;
        };
        self.0
            .get(id)
            .and_then(|value| options.iter().position(|o| o.id == value))
            .unwrap_or(0)
    }

    /// A number variant's value (its default when not set).
    pub fn number(&self, spec: &[VariantSpec], id: &str) -> u32 {
        let default = spec
            .iter()
            .find(|v| v.id == id)
            .map_or(0, |v| match v.kind {
                VariantKind::Number { default, .. } => default,
                VariantKind::Choice(_) => 0,
            });
        self.0
            .get(id)
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }

    /// The value of one variant, as text.
    pub fn get(&self, id: &str) -> Option<&str> {
        self.0.get(id).map(String::as_str)
    }

    /// Every variant with its value, by id.
    pub fn map(&self) -> &BTreeMap<String, String> {
        &self.0
    }

    /// The variants whose value is not the default, as `name=value` (what a short link or a
    /// command line needs to say).
    pub fn changed(&self, spec: &[VariantSpec]) -> Vec<String> {
        spec.iter()
            .filter_map(|v| {
                let value = self.0.get(v.id)?;
                (*value != v.default_value()).then(|| format!("{}={value}", v.id))
            })
            .collect()
    }
}

fn find<'a>(spec: &'a [VariantSpec], id: &str) -> Result<&'a VariantSpec, VariantError> {
    spec.iter()
        .find(|v| v.id == id)
        .ok_or_else(|| VariantError::UnknownVariant {
            name: id.to_string(),
            known: spec.iter().map(|v| v.id).collect::<Vec<_>>().join(", "),
        })
}

/// The variants of a game as the command line lists them: id, options (default first), and
/// what each means.
pub fn list(spec: &[VariantSpec]) -> String {
    let mut out = String::new();
    for v in spec {
        match v.kind {
            VariantKind::Choice(options) => {
                let ids: Vec<&str> = options.iter().map(|o| o.id).collect();
                out.push_str(&format!(
                    "  {} = {}\n      {}\n",
                    v.id,
                    ids.join(" | "),
                    v.about
                ));
                for o in options {
                    out.push_str(&format!("        {}: {}\n", o.id, o.about));
                }
            }
            VariantKind::Number { min, max, default } => {
                out.push_str(&format!(
                    "  {} = {min}..{max} (default {default})\n      {}\n",
                    v.id, v.about
                ));
            }
        }
    }
    out
}

/// Declares a variant's options as an enum with its [`VariantOption`] list, in one place:
///
/// ```ignore
/// variant_options! {
///     /// Which cards the alignment bonus counts.
///     pub enum AlignmentScope {
///         /// Matches within one base stack.
///         PerStack = ("per_stack", "Within each base stack", "Matches are counted within one base stack."),
///         AllPlayed = ("all_played", "Across all cards played", "Matches are counted across every card played."),
///     }
/// }
/// ```
/// The first option is the default. `AlignmentScope::OPTIONS` is the list for a
/// [`VariantSpec`], and `AlignmentScope::from_index` reads [`VariantValues::choice`].
#[macro_export]
macro_rules! variant_options {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = ($id:literal, $label:literal, $about:literal)
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        $vis enum $name {
            $( $(#[$vmeta])* #[serde(rename = $id)] $variant ),+
        }

        impl $name {
            /// The options, default first, as a variant spec lists them.
            pub const OPTIONS: &'static [$crate::rules::VariantOption] = &[
                $( $crate::rules::VariantOption { id: $id, label: $label, about: $about } ),+
            ];
            const ALL: &'static [$name] = &[ $( $name::$variant ),+ ];

            /// The option at `i` in [`Self::OPTIONS`] (the default for anything else).
            pub fn from_index(i: usize) -> Self {
                Self::ALL.get(i).copied().unwrap_or(Self::ALL[0])
            }

            /// The option's id.
            pub fn id(self) -> &'static str {
                let i = Self::ALL.iter().position(|v| *v == self).unwrap_or(0);
                Self::OPTIONS[i].id
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::ALL[0]
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    variant_options! {
        /// A test choice.
        pub enum Size {
            Small = ("small", "Small", "A small one."),
            Large = ("large", "Large", "A large one."),
        }
    }

    const SPEC: &[VariantSpec] = &[
        VariantSpec {
            id: "size",
            label: "Size",
            about: "How big.",
            kind: VariantKind::Choice(Size::OPTIONS),
        },
        VariantSpec {
            id: "rounds",
            label: "Rounds",
            about: "How long.",
            kind: VariantKind::Number {
                min: 1,
                max: 9,
                default: 3,
            },
        },
    ];

    #[test]
    fn defaults_pairs_and_typed_reads_agree() {
        let d = VariantValues::defaults(SPEC);
        assert_eq!(d.get("size"), Some("small"));
        assert_eq!(d.number(SPEC, "rounds"), 3);
        let v = VariantValues::from_pairs(SPEC, &["size=large", "rounds = 7"]).expect("valid");
        assert_eq!(Size::from_index(v.choice(SPEC, "size")), Size::Large);
        assert_eq!(v.number(SPEC, "rounds"), 7);
        assert_eq!(v.changed(SPEC), vec!["size=large", "rounds=7"]);
        assert_eq!(Size::Large.id(), "large");
        assert_eq!(Size::default(), Size::Small);
    }

    #[test]
    fn bad_settings_are_refused_with_what_is_allowed() {
        let e = VariantValues::from_pairs(SPEC, &["colour=red"]).expect_err("unknown");
        assert!(e.to_string().contains("size, rounds"), "{e}");
        let e = VariantValues::from_pairs(SPEC, &["size=huge"]).expect_err("bad option");
        assert!(e.to_string().contains("small, large"), "{e}");
        let e = VariantValues::from_pairs(SPEC, &["rounds=10"]).expect_err("out of range");
        assert!(e.to_string().contains("from 1 to 9"), "{e}");
        let e = VariantValues::from_pairs(SPEC, &["rounds"]).expect_err("no pair");
        assert_eq!(e, VariantError::NotAPair("rounds".into()));
    }

    #[test]
    fn a_map_round_trips_through_json() {
        let v = VariantValues::from_pairs(SPEC, &["size=large"]).expect("valid");
        let json = serde_json::to_string(&v).expect("json");
        assert_eq!(json, r#"{"rounds":"3","size":"large"}"#);
        let back: VariantValues = serde_json::from_str(&json).expect("back");
        assert_eq!(VariantValues::from_map(SPEC, back.map()).expect("valid"), v);
    }
}
