//! Coverage: which kinds of move, kinds of card and cards the bots of a run made at least once.
//! A balance report speaks only of what was played: a rule no bot used leaves the report silent
//! about it, and the report says so ([`NotExercised`]).

use serde::{Deserialize, Serialize};

/// How often one kind of move, kind of card or card was used in a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub name: String,
    /// Moves made of this kind; for a card or a card kind, seat-games in which it was played.
    pub count: u64,
}

/// Everything the rules allow of each sort, in the game's order, with how often the run used it.
/// Chunks of a run merge by name (a sum, so "used at least once" is their union), in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coverage {
    pub moves: Vec<Tally>,
    #[serde(default)]
    pub card_kinds: Vec<Tally>,
    #[serde(default)]
    pub cards: Vec<Tally>,
}

impl Coverage {
    /// Whether nothing is listed (a game that names no kinds, or a chunk that played no game).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty() && self.card_kinds.is_empty() && self.cards.is_empty()
    }

    /// Adds another chunk's coverage to this one.
    pub fn merge(&mut self, other: &Coverage) {
        add_all(&mut self.moves, &other.moves);
        add_all(&mut self.card_kinds, &other.card_kinds);
        add_all(&mut self.cards, &other.cards);
    }

    /// What was never used, in the game's order.
    pub fn not_exercised(&self) -> NotExercised {
        let unused = |list: &[Tally]| -> Vec<String> {
            list.iter()
                .filter(|t| t.count == 0)
                .map(|t| t.name.clone())
                .collect()
        };
        NotExercised {
            moves: unused(&self.moves),
            card_kinds: unused(&self.card_kinds),
            cards: unused(&self.cards),
        }
    }
}

/// Adds `counts` (name, count) into `list`, by name: a name `list` lacks is appended.
pub(crate) fn add_counts<'a>(list: &mut Vec<Tally>, counts: impl Iterator<Item = (&'a str, u64)>) {
    for (i, (name, count)) in counts.enumerate() {
        // Chunks of one run list the same names in the same order: look there first.
        let at = match list.get(i) {
            Some(t) if t.name == name => Some(i),
            _ => list.iter().position(|t| t.name == name),
        };
        match at.and_then(|k| list.get_mut(k)) {
            Some(t) => t.count += count,
            None => list.push(Tally {
                name: name.to_string(),
                count,
            }),
        }
    }
}

fn add_all(list: &mut Vec<Tally>, other: &[Tally]) {
    add_counts(list, other.iter().map(|t| (t.name.as_str(), t.count)));
}

/// What the bots of a run never did, so the report says nothing about it: kinds of move the
/// rules allow that no bot made, kinds of card and cards no bot played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotExercised {
    pub moves: Vec<String>,
    #[serde(default)]
    pub card_kinds: Vec<String>,
    #[serde(default)]
    pub cards: Vec<String>,
}

impl NotExercised {
    /// Whether the bots used everything.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty() && self.card_kinds.is_empty() && self.cards.is_empty()
    }

    /// Each non-empty sort in plain words: ("Kinds of move", ["call a hero", …]).
    pub fn groups(&self) -> Vec<(&'static str, &[String])> {
        [
            ("Kinds of move", self.moves.as_slice()),
            ("Kinds of card", self.card_kinds.as_slice()),
            ("Cards", self.cards.as_slice()),
        ]
        .into_iter()
        .filter(|(_, l)| !l.is_empty())
        .collect()
    }

    /// One line: "kinds of move: upgrade a hero, cast an incantation; cards: Omen".
    pub fn text(&self) -> String {
        self.groups()
            .iter()
            .map(|(label, list)| format!("{}: {}", label.to_lowercase(), list.join(", ")))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tallies(list: &[(&str, u64)]) -> Vec<Tally> {
        list.iter()
            .map(|(n, c)| Tally {
                name: (*n).to_string(),
                count: *c,
            })
            .collect()
    }

    /// A kind one chunk used and another did not is used in the merge: the union, whatever
    /// the order of the chunks, and an empty chunk changes nothing.
    #[test]
    fn coverage_merges_as_a_union_in_any_order() {
        let a = Coverage {
            moves: tallies(&[("pray", 3), ("upgrade a hero", 0), ("flash: removal", 0)]),
            card_kinds: tallies(&[("Hero", 0)]),
            cards: tallies(&[("Omen", 0), ("Hanuman", 2)]),
        };
        let b = Coverage {
            moves: tallies(&[("pray", 1), ("upgrade a hero", 2), ("flash: removal", 0)]),
            card_kinds: tallies(&[("Hero", 1)]),
            cards: tallies(&[("Omen", 0), ("Hanuman", 0)]),
        };
        let mut ab = Coverage::default();
        ab.merge(&a);
        ab.merge(&Coverage::default());
        ab.merge(&b);
        let mut ba = b.clone();
        ba.merge(&a);
        assert_eq!(ab, ba);
        assert_eq!(
            ab.not_exercised(),
            NotExercised {
                moves: vec!["flash: removal".into()],
                card_kinds: vec![],
                cards: vec!["Omen".into()],
            }
        );
        assert_eq!(
            ab.not_exercised().text(),
            "kinds of move: flash: removal; cards: Omen"
        );
        assert_eq!(ab.moves[0].count, 4);
    }
}
