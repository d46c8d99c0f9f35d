//! What each card of a deck is worth: the run's games played again on the same seeds with one
//! card taken out of the deck (every copy of its name), and each seat's win rate, the balance
//! and the game length compared with the whole deck (B − A, with the A/B comparison's paired
//! intervals, so the seeds' luck cancels out). A card whose removal moves a seat's win rate by
//! more than the noise of this many games is marked.
//!
//! This answers "which card is too strong?" with the game's own rules and bots rather than with
//! the rate at which players who played a card won, which goes with playing it (strong players
//! play more cards; a card drawn late is played in long games) and is not its strength.

use serde::Serialize;

use super::report::csv_field;
use super::{Comparison, Difference, Paired, SimError, SimSettings, run_paired};
use crate::def::{DeckDef, GameDef};
use crate::rules::registry;

/// The measures of a comparison a card's removal reports, in this order.
const MEASURES: [&str; 4] = [
    "win_rate_by_seat",
    "win_rate_by_side",
    "balance",
    "rounds_mean",
];

/// One card name of the deck and what taking it out did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardRemoval {
    pub card: String,
    /// Copies of it in the deck (all taken out together).
    pub copies: u32,
    /// Why the game refuses the deck without this card, if it does (then nothing was played).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
    /// Each seat's and each side's win rate (where seats play different sides: characters,
    /// devils), the balance and the mean game length: A is the whole deck, B the deck without
    /// the card.
    pub differences: Vec<Difference>,
}

impl CardRemoval {
    /// The seats' win rates that moved by more than the noise of the run's games.
    pub fn marked(&self) -> impl Iterator<Item = &Difference> {
        self.differences
            .iter()
            .filter(|d| d.measure == "win_rate_by_seat" && !d.within_noise)
    }

    /// The largest change of a seat's win rate, whatever its sign (what the list is ranked by).
    pub fn largest_change(&self) -> f64 {
        self.differences
            .iter()
            .filter(|d| d.measure == "win_rate_by_seat")
            .map(|d| d.difference.value.abs())
            .fold(0.0, f64::max)
    }
}

/// The value of every card name of one deck, ranked: the cards whose removal moved a seat's
/// win rate beyond the noise first, then by the size of the largest change.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardValues {
    pub game: String,
    pub deck: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub cards: Vec<CardRemoval>,
}

/// The name a card is listed by: its type's title field, else a field called "name", else its
/// first value.
pub fn card_name(def: &GameDef, deck: &DeckDef, values: &[String]) -> String {
    let ty = def.card_types.iter().find(|t| t.id == deck.card_type);
    let field = ty.and_then(|t| {
        t.face
            .title
            .as_deref()
            .and_then(|f| t.field_index(f))
            .or_else(|| t.fields.iter().position(|f| f.eq_ignore_ascii_case("name")))
    });
    values.get(field.unwrap_or(0)).cloned().unwrap_or_default()
}

/// The data a run plays: its own game file, else the game's shipped one.
pub(super) fn played_def(settings: &SimSettings) -> Result<GameDef, SimError> {
    match &settings.def {
        Some(def) => Ok(def.clone()),
        None => registry::game(&settings.game)
            .ok_or_else(|| SimError::Data(format!("no ruled game is called {:?}", settings.game)))?
            .shipped_def()
            .map_err(SimError::Data),
    }
}

/// Where the deck called `deck` is in the data, or which decks there are.
pub(super) fn deck_index(def: &GameDef, deck: &str) -> Result<usize, SimError> {
    def.decks.iter().position(|d| d.id == deck).ok_or_else(|| {
        SimError::Data(format!(
            "the game has no deck {deck:?} (its decks: {})",
            def.decks
                .iter()
                .map(|d| d.id.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

/// Card values made ready: the whole deck's settings (A) and, per card name, the settings
/// without it (B) or the game's words refusing the deck without it. The command line plays it
/// with [`card_values`]; the page hands each pair of runs to its workers and gives the games
/// back to [`CardPlan::values`].
#[derive(Clone, Debug)]
pub struct CardPlan {
    pub a: SimSettings,
    pub deck: String,
    /// Each card name with its copies and the settings without it.
    pub removals: Vec<(String, u32, Result<SimSettings, String>)>,
}

/// Checks a deck's card values and makes the settings of each removal.
pub fn card_plan(settings: &SimSettings, deck: &str) -> Result<CardPlan, SimError> {
    super::validate(settings)?;
    let def = played_def(settings)?;
    let index = deck_index(&def, deck)?;
    let a = SimSettings {
        def: Some(def.clone()),
        ..settings.clone()
    };
    // Card names in the order the deck lists them, each with its copies.
    let mut names: Vec<(String, u32)> = Vec::new();
    for card in &def.decks[index].cards {
        let name = card_name(&def, &def.decks[index], &card.values);
        match names.iter_mut().find(|(n, _)| *n == name) {
            Some((_, copies)) => *copies += card.count,
            None => names.push((name, card.count)),
        }
    }
    let removals = names
        .into_iter()
        .map(|(name, copies)| {
            let mut without = def.clone();
            let d = &mut without.decks[index];
            d.cards
                .retain(|c| card_name(&def, &def.decks[index], &c.values) != name);
            let b = SimSettings {
                def: Some(without),
                ..a.clone()
            };
            let b = super::validate(&b).map(|()| b).map_err(|e| e.to_string());
            (name, copies, b)
        })
        .collect();
    Ok(CardPlan {
        a,
        deck: deck.to_string(),
        removals,
    })
}

/// Plays games `first..end` of each removal's A/B run: one shard of a card values run (see
/// [`super::shard`]); `None` for a removal the game refuses.
pub fn card_values_range(
    settings: &SimSettings,
    deck: &str,
    first: u64,
    end: u64,
) -> Result<Vec<Option<Paired>>, SimError> {
    let plan = card_plan(settings, deck)?;
    plan.removals
        .iter()
        .map(|(_, _, b)| match b {
            Ok(b) => run_paired(&plan.a, b, first, end).map(Some),
            Err(_) => Ok(None),
        })
        .collect()
}

/// Plays `settings` once with the whole of `deck` and once without each of its card names, on
/// the same seeds, and says what each removal changed.
pub fn card_values(settings: &SimSettings, deck: &str) -> Result<CardValues, SimError> {
    let played = card_values_range(settings, deck, 0, settings.games)?;
    card_plan(settings, deck)?.values(&played)
}

impl CardPlan {
    /// The card values from each removal's A/B games (in the plan's order; `None` for a
    /// refused removal), ranked.
    pub fn values(&self, played: &[Option<Paired>]) -> Result<CardValues, SimError> {
        if played.len() != self.removals.len() {
            return Err(SimError::Mismatch);
        }
        let mut cards = Vec::with_capacity(played.len());
        for ((name, copies, b), paired) in self.removals.iter().zip(played) {
            let (b, paired) = match (b, paired) {
                (Ok(b), Some(p)) => (b, p),
                (Err(why), _) => {
                    cards.push(CardRemoval {
                        card: name.clone(),
                        copies: *copies,
                        refused: Some(why.clone()),
                        differences: Vec::new(),
                    });
                    continue;
                }
                (Ok(_), None) => return Err(SimError::Mismatch),
            };
            let comparison = Comparison::new(&self.a, b, paired, 0.0)?;
            // One side for every seat (a game without sides) says nothing the seats do not.
            let sides = comparison
                .differences
                .iter()
                .filter(|d| d.measure == "win_rate_by_side")
                .count();
            let differences = MEASURES
                .iter()
                .filter(|m| sides > 1 || **m != "win_rate_by_side")
                .flat_map(|m| {
                    comparison
                        .differences
                        .iter()
                        .filter(move |d| d.measure == *m)
                })
                .cloned()
                .collect();
            cards.push(CardRemoval {
                card: name.clone(),
                copies: *copies,
                refused: None,
                differences,
            });
        }
        crate::sort::sort_by(&mut cards, |x, y| {
            let marked = |c: &CardRemoval| c.marked().next().is_some();
            marked(y)
                .cmp(&marked(x))
                .then(y.largest_change().total_cmp(&x.largest_change()))
        });
        let a = &self.a;
        Ok(CardValues {
            game: a.game.clone(),
            deck: self.deck.clone(),
            players: a.players,
            games: a.games,
            seed: a.seed,
            cards,
        })
    }
}

impl CardValues {
    /// One row per card and measure: `card,copies,measure,item,a,b,difference,low,high,refused`.
    pub fn csv(&self) -> String {
        let mut out = String::from("card,copies,measure,item,a,b,difference,low,high,refused\n");
        for c in &self.cards {
            let name = csv_field(&c.card);
            if let Some(why) = &c.refused {
                out.push_str(&format!("{name},{},,,,,,,,{}\n", c.copies, csv_field(why)));
            }
            for d in &c.differences {
                out.push_str(&format!(
                    "{name},{},{},{},{},{},{},{},{},\n",
                    c.copies,
                    d.measure,
                    csv_field(&d.item),
                    d.a,
                    d.b,
                    d.difference.value,
                    d.difference.low,
                    d.difference.high
                ));
            }
        }
        out
    }

    /// One line per card in plain words ("without Fireball (2 copies): Player 1 wins 6.0
    /// points less often (-9.0 to -3.0) *, …"), ranked as the list is.
    pub fn summary(&self) -> String {
        let mut out = format!("{}\n", self.heading());
        for c in &self.cards {
            let mark = if c.marked().next().is_some() {
                "*"
            } else {
                " "
            };
            out.push_str(&format!("{mark} {}\n", c.words()));
        }
        if let Some(note) = self.chance_note() {
            out.push_str(&format!("{note}\n"));
        }
        out
    }

    /// What was played and how to read the list.
    pub fn heading(&self) -> String {
        format!(
            "Card values by removal: deck {} of {}, {} players, {} games on the same seeds (seed {}), each card name taken out of the deck in turn. Changes are B − A in percentage points with 95% intervals; * marks a change beyond the noise of {} games.",
            self.deck,
            registry::info(&self.game).map_or(self.game.as_str(), |i| i.name),
            self.players,
            self.games,
            self.seed,
            self.games
        )
    }

    /// Many intervals at once: how many would leave out zero by chance alone.
    pub fn chance_note(&self) -> Option<String> {
        let intervals: usize = self
            .cards
            .iter()
            .map(|c| {
                c.differences
                    .iter()
                    .filter(|d| d.measure == "win_rate_by_seat" || d.measure == "win_rate_by_side")
                    .count()
            })
            .sum();
        (intervals > 0).then(|| format!(
            "Of {intervals} intervals, about {:.0} would leave out zero by chance alone even if no card mattered: a mark says where to look, and more games (or another seed) say whether it holds. Every removal is compared with the same games of the whole deck, so when most cards move one seat the same way, that is the luck of those games, not the cards.",
            intervals as f64 * 0.05
        ))
    }
}

impl CardRemoval {
    /// What taking the card out did, in plain words.
    pub fn words(&self) -> String {
        let copies = if self.copies == 1 {
            "1 copy".to_string()
        } else {
            format!("{} copies", self.copies)
        };
        if let Some(why) = &self.refused {
            return format!("without {} ({copies}): not played, {why}", self.card);
        }
        let seats: Vec<String> = self
            .differences
            .iter()
            .filter(|d| d.measure == "win_rate_by_seat")
            .map(|d| {
                let (v, lo, hi) = (
                    100.0 * d.difference.value,
                    100.0 * d.difference.low,
                    100.0 * d.difference.high,
                );
                let change = if v.abs() < 0.05 {
                    "as often".to_string()
                } else {
                    let way = if v < 0.0 { "less" } else { "more" };
                    format!("{:.1} points {way} often", v.abs())
                };
                format!(
                    "{} wins {change} ({lo:.1} to {hi:.1}){}",
                    d.item,
                    if d.within_noise { "" } else { " *" }
                )
            })
            .collect();
        // Sides are many (a character each): only those that moved beyond the noise are said.
        let sides: Vec<String> = self
            .differences
            .iter()
            .filter(|d| d.measure == "win_rate_by_side" && !d.within_noise)
            .map(|d| {
                let v = 100.0 * d.difference.value;
                format!(
                    "{} wins {:.1} points {} often ({:.1} to {:.1}) *",
                    d.item,
                    v.abs(),
                    if v < 0.0 { "less" } else { "more" },
                    100.0 * d.difference.low,
                    100.0 * d.difference.high
                )
            })
            .collect();
        let sides = if sides.is_empty() {
            String::new()
        } else {
            format!("; sides beyond the noise: {}", sides.join(", "))
        };
        let length = self
            .differences
            .iter()
            .find(|d| d.measure == "rounds_mean")
            .map(|d| {
                format!(
                    "; games {:+.2} rounds ({:+.2} to {:+.2})",
                    d.difference.value, d.difference.low, d.difference.high
                )
            })
            .unwrap_or_default();
        format!(
            "without {} ({copies}): {}{sides}{length}",
            self.card,
            seats.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(game: &str, players: u8, games: u64) -> SimSettings {
        SimSettings {
            players,
            games,
            seed: 5,
            threads: 2,
            ..SimSettings::new(game)
        }
    }

    #[test]
    fn every_card_name_is_taken_out_once_with_all_its_copies() {
        let s = settings("destiny", 3, 12);
        let values = card_values(&s, "treasures").expect("played");
        let def = registry::game("destiny")
            .expect("ruled")
            .shipped_def()
            .expect("shipped");
        let deck = def.deck("treasures").expect("deck");
        let copies: u32 = deck.cards.iter().map(|c| c.count).sum();
        assert_eq!(values.cards.iter().map(|c| c.copies).sum::<u32>(), copies);
        let mut names: Vec<_> = values.cards.iter().map(|c| c.card.clone()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), values.cards.len(), "one entry per name");
        for c in &values.cards {
            assert_eq!(c.refused, None);
            let mut measures: Vec<&str> =
                c.differences.iter().map(|d| d.measure.as_str()).collect();
            // Each seat, then each character that played in both runs, then the rest.
            let sides = measures
                .iter()
                .filter(|m| **m == "win_rate_by_side")
                .count();
            assert!(
                sides > 1,
                "Destiny's characters are its sides: {measures:?}"
            );
            measures.dedup();
            assert_eq!(
                measures,
                [
                    "win_rate_by_seat",
                    "win_rate_by_side",
                    "balance",
                    "rounds_mean"
                ]
            );
            assert_eq!(
                c.differences
                    .iter()
                    .filter(|d| d.measure == "win_rate_by_seat")
                    .count(),
                3
            );
        }
        // Ranked: marked cards first, then by the largest change of a seat's win rate.
        let keys: Vec<(bool, f64)> = values
            .cards
            .iter()
            .map(|c| (c.marked().next().is_some(), c.largest_change()))
            .collect();
        for w in keys.windows(2) {
            assert!(
                w[0].0 >= w[1].0 && (w[0].0 != w[1].0 || w[0].1 >= w[1].1),
                "{keys:?}"
            );
        }
    }

    #[test]
    fn a_removal_gives_the_numbers_of_an_ab_run_without_that_card() {
        let s = settings("destiny", 3, 16);
        let values = card_values(&s, "destiny").expect("played");
        let card = &values.cards[0];
        let mut def = registry::game("destiny")
            .expect("ruled")
            .shipped_def()
            .expect("shipped");
        let a = SimSettings {
            def: Some(def.clone()),
            ..s.clone()
        };
        let deck = def
            .decks
            .iter()
            .position(|d| d.id == "destiny")
            .expect("deck");
        let d = def.decks[deck].clone();
        def.decks[deck]
            .cards
            .retain(|c| card_name(&a.def.clone().expect("def"), &d, &c.values) != card.card);
        let b = SimSettings {
            def: Some(def),
            ..s.clone()
        };
        let p = run_paired(&a, &b, 0, s.games).expect("paired");
        let direct = Comparison::new(&a, &b, &p, 0.0).expect("compared");
        for d in &card.differences {
            let same = direct
                .differences
                .iter()
                .find(|x| x.measure == d.measure && x.item == d.item)
                .expect("measure");
            assert_eq!(same, d);
        }
    }

    #[test]
    fn removing_a_card_no_game_ever_uses_changes_nothing_on_the_same_seeds() {
        // Destiny deals its treasures from the rules' own list: the card list's treasures are
        // shown, never shuffled or played. Without any of them the same seeds play the very
        // same games, so every difference is exactly zero, not merely within the noise.
        let values = card_values(&settings("destiny", 3, 40), "treasures").expect("played");
        assert_eq!(values.cards.len(), 7);
        for c in &values.cards {
            assert!(c.refused.is_none(), "{c:?}");
            assert!(!c.differences.is_empty());
            for d in &c.differences {
                assert_eq!(d.a, d.b, "{} {}: {d:?}", c.card, d.measure);
                assert_eq!(d.difference.value, 0.0, "{} {}", c.card, d.measure);
                assert!(d.within_noise);
            }
            assert!(c.words().contains("as often"), "{}", c.words());
        }
    }

    #[test]
    fn a_removal_the_game_refuses_is_said_in_its_words_and_not_played() {
        let values = card_values(&settings("lords-of-hell", 4, 2), "devils").expect("listed");
        assert!(!values.cards.is_empty());
        for c in &values.cards {
            let why = c.refused.as_deref().expect("refused");
            assert!(why.contains("arch-devils"), "{why}");
            assert!(c.differences.is_empty());
        }
        assert!(values.summary().contains("not played"));
    }

    #[test]
    fn an_unknown_deck_is_refused_naming_the_decks_there_are() {
        let e = card_values(&settings("destiny", 3, 2), "spells").expect_err("no such deck");
        let text = e.to_string();
        assert!(
            text.contains("\"spells\"") && text.contains("treasures"),
            "{text}"
        );
    }
}
