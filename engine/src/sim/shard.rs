//! Runs cut across machines: `protoplay-sim ... --shard K/N --json` plays the K-th of N ranges
//! of a run's games and prints a partial result ([`PartFile`]); `protoplay-sim merge` adds
//! partials into the report of the whole run. Game `i` is seeded from the run's seed and `i`
//! alone and the statistics are sums, so the merged numbers are one run's, whatever the
//! shards, their order or the machines (a batch scheduler's job array runs the shards).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::cards::{CardValues, card_plan};
use super::sweep::{Knob, Sweep};
use super::{Comparison, Paired, Partial, Report, SimError, SimSettings};

/// What a partial result file says it is.
pub const PART_KIND: &str = "protoplay-sim partial result";
/// The partial file format this version writes and reads. Format 2 recorded what the bots did
/// and did not do (the report's `not_exercised`); format 3 counts a win shared by seats tied at
/// the top as a tie, where older files counted it among the draws.
pub const PART_VERSION: u32 = 3;

/// Which of N ranges of a run's games to play: shard `k` of `n`, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub k: u64,
    pub n: u64,
}

impl Shard {
    /// Reads "K/N".
    pub fn parse(text: &str) -> Result<Self, String> {
        let bad = || format!("--shard {text:?}: expected K/N with 1 ≤ K ≤ N, such as 3/8");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let k: u64 = k.trim().parse().map_err(|_| bad())?;
        let n: u64 = n.trim().parse().map_err(|_| bad())?;
        if k == 0 || n == 0 || k > n {
            return Err(bad());
        }
        Ok(Self { k, n })
    }

    /// The games of this shard: contiguous, the last ones possibly fewer or none.
    pub fn range(&self, games: u64) -> (u64, u64) {
        let per = games.div_ceil(self.n);
        let first = ((self.k - 1).saturating_mul(per)).min(games);
        let end = (self.k.saturating_mul(per)).min(games);
        (first, end)
    }
}

/// A partial result: the run's settings, which games it holds, and their statistics.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartFile {
    pub kind: String,
    pub version: u32,
    pub settings: SimSettings,
    /// B's settings in an A/B run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<SimSettings>,
    pub shard: Shard,
    pub first: u64,
    pub end: u64,
    pub elapsed_s: f64,
    /// The statistics of a plain run, or of an A/B run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partial: Option<Partial>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired: Option<Paired>,
    /// The statistics of a card values run or a sweep: this range of games of each of its runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experiment: Option<ExperimentPart>,
}

/// One range of games of every run of an experiment, in the plan's order. (Tagged from
/// outside: an internally tagged enum cannot read back the histograms' number keys.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExperimentPart {
    /// Card values: each removal's A/B games (`None` where the game refuses the removal).
    Cards {
        deck: String,
        played: Vec<Option<Paired>>,
    },
    /// A sweep: each value's games, or why the value was not played.
    Sweep {
        knob: Knob,
        values: Vec<String>,
        played: Vec<Result<Partial, String>>,
    },
}

impl ExperimentPart {
    /// The games each played run holds, if they all hold the same number.
    fn games(&self) -> Option<u64> {
        let counts: Vec<u64> = match self {
            ExperimentPart::Cards { played, .. } => {
                played.iter().flatten().map(Paired::games).collect()
            }
            ExperimentPart::Sweep { played, .. } => {
                played.iter().flatten().map(|p| p.games).collect()
            }
        };
        match counts.split_first() {
            Some((first, rest)) => rest.iter().all(|c| c == first).then_some(*first),
            None => None,
        }
    }

    /// Whether two parts are of the same experiment (the same deck, or knob and values).
    fn same_experiment(&self, other: &ExperimentPart) -> bool {
        match (self, other) {
            (
                ExperimentPart::Cards { deck, played },
                ExperimentPart::Cards { deck: d, played: p },
            ) => deck == d && played.len() == p.len(),
            (
                ExperimentPart::Sweep { knob, values, .. },
                ExperimentPart::Sweep {
                    knob: k, values: v, ..
                },
            ) => knob == k && values == v,
            _ => false,
        }
    }
}

impl PartFile {
    /// A plain run's part.
    pub fn plain(settings: &SimSettings, shard: Shard, partial: Partial, elapsed_s: f64) -> Self {
        let (first, end) = shard.range(settings.games);
        Self {
            kind: PART_KIND.to_string(),
            version: PART_VERSION,
            settings: settings.clone(),
            b: None,
            shard,
            first,
            end,
            elapsed_s,
            partial: Some(partial),
            paired: None,
            experiment: None,
        }
    }

    /// A card values run's or a sweep's part.
    pub fn experiment(
        settings: &SimSettings,
        shard: Shard,
        part: ExperimentPart,
        elapsed_s: f64,
    ) -> Self {
        Self {
            partial: None,
            experiment: Some(part),
            ..Self::plain(settings, shard, Partial::default(), elapsed_s)
        }
    }

    /// An A/B run's part.
    pub fn paired(
        a: &SimSettings,
        b: &SimSettings,
        shard: Shard,
        paired: Paired,
        elapsed_s: f64,
    ) -> Self {
        Self {
            b: Some(b.clone()),
            partial: None,
            paired: Some(paired),
            ..Self::plain(a, shard, Partial::default(), elapsed_s)
        }
    }
}

/// Why partial results cannot be merged.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum MergeError {
    #[error("{file}: not a partial result of protoplay-sim ({reason})")]
    NotAPart { file: String, reason: String },
    #[error(
        "{file}: written by a newer protoplay-sim (format {version}; this one reads {PART_VERSION})"
    )]
    Newer { file: String, version: u32 },
    #[error(
        "{file}: written by an older protoplay-sim (format {version}), which counted its results differently (no record of what the bots did before format 2, ties among the draws before format 3); run that shard again with this version (its games are the same)"
    )]
    Older { file: String, version: u32 },
    #[error("no partial results to merge")]
    Nothing,
    #[error("{file} is from another run than {first}: {what} differ")]
    OtherRun {
        file: String,
        first: String,
        what: &'static str,
    },
    #[error("{file} holds games {from}..{to}, which {other} holds too")]
    Overlap {
        file: String,
        other: String,
        from: u64,
        to: u64,
    },
    #[error("games {from}..{to} of the run are in none of the files (a shard is missing)")]
    Missing { from: u64, to: u64 },
    #[error("{file}: {reason}")]
    Broken { file: String, reason: String },
    #[error(transparent)]
    Sim(#[from] SimError),
}

/// Reads a partial result file's text.
pub fn read_part(file: &str, text: &str) -> Result<PartFile, MergeError> {
    #[derive(Deserialize)]
    struct Head {
        kind: Option<String>,
        version: Option<u32>,
    }
    let head: Head = serde_json::from_str(text).map_err(|e| MergeError::NotAPart {
        file: file.to_string(),
        reason: e.to_string(),
    })?;
    if head.kind.as_deref() != Some(PART_KIND) {
        return Err(MergeError::NotAPart {
            file: file.to_string(),
            reason: "it has no \"kind\": \"protoplay-sim partial result\" (was it made with --shard K/N --json?)".to_string(),
        });
    }
    if let Some(v) = head.version.filter(|v| *v > PART_VERSION) {
        return Err(MergeError::Newer {
            file: file.to_string(),
            version: v,
        });
    }
    if let Some(v) = head.version.filter(|v| *v < PART_VERSION) {
        return Err(MergeError::Older {
            file: file.to_string(),
            version: v,
        });
    }
    serde_json::from_str(text).map_err(|e| MergeError::Broken {
        file: file.to_string(),
        reason: e.to_string(),
    })
}

/// The report of merged parts: a plain run's or an A/B run's.
#[derive(Clone, Debug, PartialEq)]
pub enum Merged {
    Plain(Box<Report>),
    Paired(Box<Comparison>),
    Cards(Box<CardValues>),
    Sweep(Box<Sweep>),
}

/// The settings two parts of one run share (the thread count may differ).
fn same_run(a: &SimSettings, b: &SimSettings) -> bool {
    let mut b = b.clone();
    b.threads = a.threads;
    *a == b
}

/// Adds parts (named, as `(file, part)`) into the whole run's report: they must come from one
/// run (same settings but threads), hold no game twice and together hold every game. The time
/// is the sum of the parts' times.
pub fn merge(parts: &[(String, PartFile)]) -> Result<Merged, MergeError> {
    let Some((first_name, first)) = parts.first() else {
        return Err(MergeError::Nothing);
    };
    for (name, p) in parts {
        let what = if !same_run(&first.settings, &p.settings) {
            Some("their settings (game, players, games, seed, bots, variants or game data)")
        } else if first.b.is_some() != p.b.is_some() {
            Some("their kinds (one is an A/B run)")
        } else if let (Some(x), Some(y)) = (&first.b, &p.b) {
            (!same_run(x, y)).then_some("their B settings")
        } else {
            match (&first.experiment, &p.experiment) {
                (None, None) => None,
                (Some(x), Some(y)) if x.same_experiment(y) => None,
                (Some(_), Some(_)) => Some("their experiments (another deck, or other values)"),
                _ => Some("their kinds (one is a card values run or a sweep)"),
            }
        };
        if let Some(what) = what {
            return Err(MergeError::OtherRun {
                file: name.clone(),
                first: first_name.clone(),
                what,
            });
        }
        let holds = if let Some(x) = &p.experiment {
            // Every run refused: the part holds no games to count, only its range.
            x.games().or(Some(p.end.saturating_sub(p.first)))
        } else if first.b.is_some() {
            p.paired.as_ref().map(Paired::games)
        } else {
            p.partial.as_ref().map(|x| x.games)
        };
        if holds != Some(p.end.saturating_sub(p.first)) {
            return Err(MergeError::Broken {
                file: name.clone(),
                reason: format!(
                    "it says it holds games {}..{} but its statistics count {} games",
                    p.first,
                    p.end,
                    holds.unwrap_or(0)
                ),
            });
        }
    }
    let mut order: Vec<&(String, PartFile)> =
        parts.iter().filter(|(_, p)| p.end > p.first).collect();
    crate::sort::sort_by_key(&mut order, |(_, p)| (p.first, p.end));
    let mut next = 0u64;
    let mut last_name = String::new();
    for (name, p) in &order {
        if p.first < next {
            return Err(MergeError::Overlap {
                file: name.clone(),
                other: last_name,
                from: p.first,
                to: next.min(p.end),
            });
        }
        if p.first > next {
            return Err(MergeError::Missing {
                from: next,
                to: p.first,
            });
        }
        next = p.end;
        last_name = name.clone();
    }
    let games = first.settings.games;
    if next < games {
        return Err(MergeError::Missing {
            from: next,
            to: games,
        });
    }
    let elapsed: f64 = parts.iter().map(|(_, p)| p.elapsed_s).sum();
    if let Some(experiment) = &first.experiment {
        return merge_experiment(&first.settings, experiment, parts);
    }
    match &first.b {
        None => {
            let mut total = Partial::new(first.settings.players);
            for (_, p) in parts {
                if let Some(x) = &p.partial {
                    total.merge(x)?;
                }
            }
            Ok(Merged::Plain(Box::new(Report::new(
                &first.settings,
                &total,
                elapsed,
            )?)))
        }
        Some(b) => {
            let mut total = Paired::default();
            for (_, p) in parts {
                if let Some(x) = &p.paired {
                    total.merge(x)?;
                }
            }
            Ok(Merged::Paired(Box::new(Comparison::new(
                &first.settings,
                b,
                &total,
                elapsed,
            )?)))
        }
    }
}

/// Adds the parts of a card values run or a sweep, run by run, into its result.
fn merge_experiment(
    settings: &SimSettings,
    first: &ExperimentPart,
    parts: &[(String, PartFile)],
) -> Result<Merged, MergeError> {
    match first {
        ExperimentPart::Cards { deck, played } => {
            let mut total: Vec<Option<Paired>> = played
                .iter()
                .map(|p| p.as_ref().map(|_| Paired::default()))
                .collect();
            for (_, p) in parts {
                if let Some(ExperimentPart::Cards { played, .. }) = &p.experiment {
                    for (t, x) in total.iter_mut().zip(played) {
                        if let (Some(t), Some(x)) = (t.as_mut(), x) {
                            t.merge(x)?;
                        }
                    }
                }
            }
            let values = card_plan(settings, deck)?.values(&total)?;
            Ok(Merged::Cards(Box::new(values)))
        }
        ExperimentPart::Sweep {
            knob,
            values,
            played,
        } => {
            let mut total: Vec<Result<Partial, String>> = played
                .iter()
                .map(|p| match p {
                    Ok(_) => Ok(Partial::new(settings.players)),
                    Err(why) => Err(why.clone()),
                })
                .collect();
            for (_, p) in parts {
                if let Some(ExperimentPart::Sweep { played, .. }) = &p.experiment {
                    for (t, x) in total.iter_mut().zip(played) {
                        if let (Ok(t), Ok(x)) = (t.as_mut(), x) {
                            t.merge(x)?;
                        }
                    }
                }
            }
            let sweep = super::sweep::plan(settings, knob, values)?.result(&total)?;
            Ok(Merged::Sweep(Box::new(sweep)))
        }
    }
}
