//! What the simulation screen's Card values, Sweep and Bots tabs run and show, as plain data: an
//! experiment is the engine's plan, played one run after another on the page's workers; the
//! games each run gave back; its result (the command line's numbers), the command line itself,
//! and the geometry of a sweep's chart. No Leptos here: tested natively.

use protoplay_engine::sim::cards::{CardPlan, CardValues};
use protoplay_engine::sim::ladder::{Ladder, LadderPlan};
use protoplay_engine::sim::stats::Interval;
use protoplay_engine::sim::sweep::{Knob, Sweep, SweepPlan};
use protoplay_engine::sim::{Paired, Partial, SimSettings};

use crate::state::sim::Tally;

/// What an experiment plays.
#[derive(Clone, Debug)]
pub enum Plan {
    Cards(CardPlan),
    Sweep(SweepPlan),
    Ladder(LadderPlan),
}

/// An experiment under way or done: its plan and the games of each run played so far, in the
/// plan's order (`None` for a run the game refused, which is not played).
#[derive(Clone, Debug)]
pub struct Experiment {
    /// The settings of the form, as the command line takes them.
    pub settings: SimSettings,
    pub plan: Plan,
    pub done: Vec<Option<Tally>>,
}

/// One run of an experiment: A's settings and, for a card's removal, B's.
pub type StepRun = (SimSettings, Option<SimSettings>);

/// An experiment's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Cards(CardValues),
    Sweep(Sweep),
    Ladder(Ladder),
}

impl Experiment {
    pub fn new(settings: SimSettings, plan: Plan) -> Self {
        Self {
            settings,
            plan,
            done: Vec::new(),
        }
    }

    /// How many runs the plan holds.
    pub fn steps(&self) -> usize {
        match &self.plan {
            Plan::Cards(p) => p.removals.len(),
            Plan::Sweep(p) => p.runs.len(),
            Plan::Ladder(p) => p.runs.len(),
        }
    }

    /// What run `i` plays, in words ("without Fireball", "Damage = 3").
    pub fn label(&self, i: usize) -> String {
        match &self.plan {
            Plan::Cards(p) => p
                .removals
                .get(i)
                .map(|(name, _, _)| format!("without {name}"))
                .unwrap_or_default(),
            Plan::Sweep(p) => p
                .runs
                .get(i)
                .map(|(value, _)| format!("{} = {value}", short_what(&p.knob)))
                .unwrap_or_default(),
            Plan::Ladder(p) => p
                .runs
                .get(i)
                .map(|r| {
                    if p.settings.players == 1 {
                        format!("{} alone", p.bots[r.bot])
                    } else if r.level {
                        format!("{} in every seat", p.bots[r.bot])
                    } else {
                        format!(
                            "{} against {}, in seat {}",
                            p.bots[r.bot],
                            p.bots[r.against],
                            r.seat + 1
                        )
                    }
                })
                .unwrap_or_default(),
        }
    }

    /// The settings of run `i`, or `None` where the game refuses it (or there is no such run).
    pub fn step(&self, i: usize) -> Option<StepRun> {
        match &self.plan {
            Plan::Cards(p) => {
                let (_, _, b) = p.removals.get(i)?;
                b.as_ref().ok().map(|b| (p.a.clone(), Some(b.clone())))
            }
            Plan::Sweep(p) => {
                let (_, s) = p.runs.get(i)?;
                s.as_ref().ok().map(|s| (s.clone(), None))
            }
            Plan::Ladder(p) => p.runs.get(i).map(|r| (r.settings.clone(), None)),
        }
    }

    /// The next run to play, if any is left.
    pub fn next(&self) -> Option<usize> {
        (self.done.len() < self.steps()).then_some(self.done.len())
    }

    /// Takes the games of an earlier run for each next run that plays the same games (a
    /// two-player ladder's seatings seen from the other bot), so they are not played twice.
    pub fn copy_repeats(&mut self) {
        while let Some(j) = self.next_repeats() {
            let games = self.done.get(j).cloned().flatten();
            self.done.push(games);
        }
    }

    /// The earlier run whose games the next run would play again, if it would.
    pub fn next_repeats(&self) -> Option<usize> {
        match &self.plan {
            Plan::Ladder(p) => p.same_as(self.next()?),
            _ => None,
        }
    }

    /// The result of the runs played so far (all of them, once the experiment is done).
    pub fn outcome(&self) -> Result<Outcome, String> {
        let k = self.done.len();
        match &self.plan {
            Plan::Cards(p) => {
                let played: Vec<Option<Paired>> = self
                    .done
                    .iter()
                    .map(|t| match t {
                        Some(Tally::Paired(p)) => Some((**p).clone()),
                        _ => None,
                    })
                    .collect();
                let so_far = CardPlan {
                    removals: p.removals[..k].to_vec(),
                    ..p.clone()
                };
                so_far
                    .values(&played)
                    .map(Outcome::Cards)
                    .map_err(|e| e.to_string())
            }
            Plan::Sweep(p) => {
                let played: Vec<Result<Partial, String>> = self
                    .done
                    .iter()
                    .zip(&p.runs)
                    .map(|(t, (_, s))| match (t, s) {
                        (Some(Tally::Plain(games)), _) => Ok((**games).clone()),
                        (_, Err(why)) => Err(why.clone()),
                        _ => Err("not played".to_string()),
                    })
                    .collect();
                let so_far = SweepPlan {
                    runs: p.runs[..k].to_vec(),
                    ..p.clone()
                };
                so_far
                    .result(&played)
                    .map(Outcome::Sweep)
                    .map_err(|e| e.to_string())
            }
            Plan::Ladder(p) => {
                let played: Vec<Partial> = self
                    .done
                    .iter()
                    .map(|t| match t {
                        Some(Tally::Plain(games)) => Ok((**games).clone()),
                        _ => Err("a run of the ladder was not played".to_string()),
                    })
                    .collect::<Result<_, _>>()?;
                let so_far = LadderPlan {
                    runs: p.runs[..k].to_vec(),
                    ..p.clone()
                };
                so_far
                    .result(&played)
                    .map(Outcome::Ladder)
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// The command line that plays the whole experiment and prints the same numbers.
    pub fn command(&self) -> String {
        let run = super::sim::command(&self.settings, None);
        let rest = run
            .trim_start_matches("protoplay-sim ")
            .trim_end_matches(" --json");
        match &self.plan {
            Plan::Cards(p) => format!("protoplay-sim cards {rest} --deck {} --json", p.deck),
            // Each run's seats are the ladder's own: the form's seat bots are not named.
            Plan::Ladder(p) => {
                let seats = format!(" --bots {}", self.settings.seat_bots().join(","));
                format!(
                    "protoplay-sim ladder {} --bots {} --json",
                    rest.replacen(&seats, "", 1),
                    p.bots.join(",")
                )
            }
            Plan::Sweep(p) => {
                let values: Vec<&str> = p.runs.iter().map(|(v, _)| v.as_str()).collect();
                match &p.knob {
                    // The swept variant is named once, with its values.
                    Knob::Variant { name } => {
                        let own = format!(" --variant {name}=");
                        let mut kept = rest.to_string();
                        while let Some(at) = kept.find(&own) {
                            let end = kept[at + 1..]
                                .find(" --")
                                .map_or(kept.len(), |e| at + 1 + e);
                            kept.replace_range(at..end, "");
                        }
                        format!(
                            "protoplay-sim sweep {kept} --variant {name}={} --json",
                            values.join(",")
                        )
                    }
                    Knob::Cell { deck, row, column } => format!(
                        "protoplay-sim sweep {rest} --cell {deck}:{row}:{column} --values {} --json",
                        values.join(",")
                    ),
                }
            }
        }
    }

    /// A file name for an export of the result.
    pub fn file_name(&self, extension: &str) -> String {
        let s = &self.settings;
        let kind = match &self.plan {
            Plan::Cards(p) => format!("cards-{}", p.deck),
            Plan::Sweep(_) => "sweep".to_string(),
            Plan::Ladder(_) => "ladder".to_string(),
        };
        format!(
            "{}-{kind}-{}p-{}games-seed{}.{extension}",
            s.game, s.players, s.games, s.seed
        )
    }
}

/// The swept thing in a few words, for a progress line.
fn short_what(knob: &Knob) -> String {
    match knob {
        Knob::Variant { name } => name.clone(),
        Knob::Cell { deck, row, column } => format!("{deck} row {row} {column}"),
    }
}

impl Outcome {
    /// As `protoplay-sim ... --json` prints it.
    pub fn json(&self) -> String {
        let text = match self {
            Outcome::Cards(v) => protoplay_engine::json::to_string_pretty(v),
            Outcome::Sweep(v) => protoplay_engine::json::to_string_pretty(v),
            Outcome::Ladder(v) => protoplay_engine::json::to_string_pretty(v),
        };
        text.unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// As `protoplay-sim ... --csv` prints it.
    pub fn csv(&self) -> String {
        match self {
            Outcome::Cards(v) => v.csv(),
            Outcome::Sweep(v) => v.csv(),
            Outcome::Ladder(v) => v.csv(),
        }
    }
}

/// A line chart of one measure across a sweep's values, with its 95% interval as a band.
#[derive(Clone, Debug, PartialEq)]
pub struct BandChart {
    pub width: f64,
    pub height: f64,
    /// Each value's x, its label, and its estimate's y with the interval's (`None`: not played).
    pub points: Vec<BandPoint>,
    /// The band's outline (the highs left to right, the lows right to left), as SVG points.
    pub band: String,
    /// The estimates joined, as SVG points.
    pub line: String,
    /// A few values of the scale with their y.
    pub ticks: Vec<(f64, f64)>,
    /// A reference value's y (balance 1, an even share), when it is within the scale.
    pub reference: Option<f64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BandPoint {
    pub x: f64,
    pub label: String,
    pub y: Option<(f64, f64, f64)>,
}

/// Width of the scale's margin on the left, and room below for the values' labels.
const LEFT: f64 = 56.0;
const BOTTOM: f64 = 28.0;
const TOP: f64 = 10.0;
const PLOT_HEIGHT: f64 = 150.0;
/// Room each value takes along the axis.
const STEP: f64 = 64.0;

/// Lays out a band chart of `values` (label, interval), the scale reaching `reference` too.
pub fn band_chart(values: &[(String, Option<Interval>)], reference: Option<f64>) -> BandChart {
    let played: Vec<Interval> = values.iter().filter_map(|(_, i)| *i).collect();
    let mut low = played.iter().map(|i| i.low).fold(f64::INFINITY, f64::min);
    let mut high = played
        .iter()
        .map(|i| i.high)
        .fold(f64::NEG_INFINITY, f64::max);
    if let Some(r) = reference {
        low = low.min(r);
        high = high.max(r);
    }
    if !low.is_finite() || !high.is_finite() {
        (low, high) = (0.0, 1.0);
    }
    if high - low < 1e-9 {
        (low, high) = (low - 0.5, high + 0.5);
    }
    let pad = (high - low) * 0.08;
    let (low, high) = (low - pad, high + pad);
    let y = |v: f64| TOP + PLOT_HEIGHT * (high - v) / (high - low);
    let points: Vec<BandPoint> = values
        .iter()
        .enumerate()
        .map(|(i, (label, interval))| BandPoint {
            x: LEFT + STEP * (i as f64 + 0.5),
            label: label.clone(),
            y: interval.map(|i| (y(i.value), y(i.low), y(i.high))),
        })
        .collect();
    let drawn: Vec<(f64, (f64, f64, f64))> = points
        .iter()
        .filter_map(|p| p.y.map(|y| (p.x, y)))
        .collect();
    let join = |it: &mut dyn Iterator<Item = (f64, f64)>| {
        it.map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let line = join(&mut drawn.iter().map(|(x, (v, _, _))| (*x, *v)));
    let band = join(
        &mut drawn
            .iter()
            .map(|(x, (_, _, h))| (*x, *h))
            .chain(drawn.iter().rev().map(|(x, (_, l, _))| (*x, *l))),
    );
    let ticks = (0..=2)
        .map(|k| {
            let v = low + (high - low) * (0.1 + 0.4 * f64::from(k));
            (v, y(v))
        })
        .collect();
    BandChart {
        width: LEFT + STEP * values.len().max(1) as f64 + 10.0,
        height: TOP + PLOT_HEIGHT + BOTTOM,
        points,
        band,
        line,
        ticks,
        reference: reference.map(y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::sim::{self, cards, ladder, sweep};

    fn destiny() -> SimSettings {
        SimSettings {
            players: 3,
            games: 60,
            seed: 2,
            threads: 1,
            ..SimSettings::new("destiny")
        }
    }

    /// Plays an experiment's runs as the page's workers do (each whole, one after another).
    fn play(e: &mut Experiment) -> usize {
        let mut played = 0;
        e.copy_repeats();
        while let Some(i) = e.next() {
            played += 1;
            let tally = e.step(i).map(|(a, b)| match b {
                Some(b) => Tally::Paired(Box::new(
                    sim::run_paired(&a, &b, 0, a.games).expect("a pair"),
                )),
                None => Tally::Plain(Box::new(sim::run(&a).expect("a run"))),
            });
            e.done.push(tally);
            e.copy_repeats();
        }
        played
    }

    #[test]
    fn card_values_played_run_by_run_are_the_command_lines() {
        let settings = destiny();
        let plan = cards::card_plan(&settings, "treasures").expect("a plan");
        let mut e = Experiment::new(settings.clone(), Plan::Cards(plan));
        assert_eq!(e.label(0), "without Lesser Hoard");
        play(&mut e);
        let whole = cards::card_values(&settings, "treasures").expect("card values");
        assert_eq!(e.outcome(), Ok(Outcome::Cards(whole)));
        assert_eq!(
            e.command(),
            "protoplay-sim cards --game destiny --players 3 --games 60 --seed 2 --bots greedy,greedy,greedy --deck treasures --json"
        );
        assert_eq!(
            e.file_name("csv"),
            "destiny-cards-treasures-3p-60games-seed2.csv"
        );
    }

    #[test]
    fn a_ladder_played_run_by_run_is_the_command_lines() {
        let mut settings = destiny();
        settings.players = 2;
        let bots: Vec<String> = ["random", "greedy"].iter().map(|b| b.to_string()).collect();
        let mut e = Experiment::new(
            settings.clone(),
            Plan::Ladder(ladder::plan(&settings, &bots).expect("a plan")),
        );
        assert_eq!(
            e.steps(),
            6,
            "two bots, each against the other in both seats, then each in every seat"
        );
        assert_eq!(e.label(1), "random against greedy, in seat 2");
        assert_eq!(e.label(5), "greedy in every seat");
        // The form's own seat bots are not named: every run has its own.
        assert_eq!(
            e.command(),
            "protoplay-sim ladder --game destiny --players 2 --games 60 --seed 2 --bots random,greedy --json"
        );
        assert_eq!(
            play(&mut e),
            4,
            "each seating of the pair once, and each level"
        );
        let whole = ladder::ladder(&settings, &bots).expect("a ladder");
        assert_eq!(e.outcome(), Ok(Outcome::Ladder(whole)));
        assert_eq!(e.file_name("json"), "destiny-ladder-2p-60games-seed2.json");
    }

    #[test]
    fn a_sweep_played_run_by_run_is_the_command_lines_and_so_far_is_its_first_values() {
        let mut settings = destiny();
        settings.variants = vec!["alignment_scope=all_played".into()];
        let knob = sweep::Knob::Variant {
            name: "alignment_scope".into(),
        };
        let values = ["per_stack".to_string(), "all_played".into(), "nope".into()];
        let mut e = Experiment::new(
            settings.clone(),
            Plan::Sweep(sweep::plan(&settings, &knob, &values).expect("a plan")),
        );
        // The form's own value of the swept variant is not named twice.
        assert_eq!(
            e.command(),
            "protoplay-sim sweep --game destiny --players 3 --games 60 --seed 2 --bots greedy,greedy,greedy --variant alignment_scope=per_stack,all_played,nope --json"
        );
        assert!(
            e.step(2).is_none(),
            "an option the variant does not have is refused"
        );
        e.done.push(
            e.step(0)
                .map(|(s, _)| Tally::Plain(Box::new(sim::run(&s).expect("a run")))),
        );
        let Ok(Outcome::Sweep(first)) = e.outcome() else {
            panic!("a sweep so far");
        };
        assert_eq!(first.points.len(), 1);
        play(&mut e);
        let whole = sweep::sweep(&settings, &knob, &values).expect("a sweep");
        assert_eq!(e.outcome(), Ok(Outcome::Sweep(whole.clone())));
        assert_eq!(first.points[0], whole.points[0]);
    }

    #[test]
    fn a_band_chart_puts_higher_values_higher_and_skips_values_not_played() {
        let i = |value, low, high| Some(Interval { value, low, high });
        let c = band_chart(
            &[
                ("1".into(), i(0.9, 0.85, 0.95)),
                ("2".into(), None),
                ("3".into(), i(0.7, 0.6, 0.8)),
            ],
            Some(1.0),
        );
        assert_eq!(c.points.len(), 3);
        assert!(c.points[1].y.is_none());
        let (a, b) = (c.points[0].y.expect("drawn"), c.points[2].y.expect("drawn"));
        assert!(a.0 < b.0, "0.9 is drawn above 0.7 (SVG y grows downwards)");
        assert!(
            a.2 < a.0 && a.0 < a.1,
            "the high above the estimate above the low"
        );
        assert!(
            c.reference.expect("balance 1") < a.2,
            "1.0 is above every interval"
        );
        assert_eq!(c.line.split(' ').count(), 2);
        assert_eq!(c.band.split(' ').count(), 4);
        assert!(c.points[0].x < c.points[2].x && c.points[2].x < c.width);
    }
}
