//! What the simulation screen shows of a run, as plain data: the engine's balance report (or an
//! A/B comparison) of the statistics merged so far, the command line that gives the same
//! numbers, histograms cut into a readable number of bars, and the files a run exports. No
//! Leptos here: tested natively.

use std::collections::BTreeMap;

use protoplay_engine::sim::{Comparison, Report, SimError, SimSettings};

use crate::state::sim::Tally;

pub use protoplay_engine::sim::SeatRate as RateBar;
pub use protoplay_engine::sim::stats::wilson;

/// A run's results: one report, or A beside B.
#[derive(Clone, Debug, PartialEq)]
pub enum Results {
    Plain(Box<Report>),
    Compared(Box<Comparison>),
}

impl Results {
    /// The results of the statistics merged so far.
    pub fn new(
        settings: &SimSettings,
        b: Option<&SimSettings>,
        tally: &Tally,
        elapsed_s: f64,
    ) -> Result<Self, SimError> {
        match (tally, b) {
            (Tally::Plain(p), _) => Ok(Results::Plain(Box::new(Report::new(
                settings, p, elapsed_s,
            )?))),
            (Tally::Paired(p), Some(b)) => Ok(Results::Compared(Box::new(Comparison::new(
                settings, b, p, elapsed_s,
            )?))),
            (Tally::Paired(_), None) => Err(SimError::Mismatch),
        }
    }

    /// The report of A (the only one of a plain run).
    pub fn a(&self) -> &Report {
        match self {
            Results::Plain(r) => r,
            Results::Compared(c) => &c.a,
        }
    }

    /// The results as JSON, as `protoplay-sim --json` prints them.
    pub fn json(&self) -> String {
        let text = match self {
            Results::Plain(r) => protoplay_engine::json::to_string_pretty(r),
            Results::Compared(c) => protoplay_engine::json::to_string_pretty(c),
        };
        text.unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// The results as CSV, as `protoplay-sim --csv` prints them.
    pub fn csv(&self) -> String {
        match self {
            Results::Plain(r) => r.csv(),
            Results::Compared(c) => c.csv(),
        }
    }

    /// A file name for an export: the game, the run's size and seed.
    pub fn file_name(&self, extension: &str) -> String {
        let a = self.a();
        let ab = if matches!(self, Results::Compared(_)) {
            "-ab"
        } else {
            ""
        };
        format!(
            "{}-{}p-{}games-seed{}{ab}.{extension}",
            a.game, a.players, a.games, a.seed
        )
    }
}

/// The command line that plays the same games and prints the same numbers. An edited game's
/// data travels in a file: `--def` names the file "Export" on the game writes.
pub fn command(settings: &SimSettings, b: Option<&SimSettings>) -> String {
    let mut parts = vec![
        "protoplay-sim".to_string(),
        format!("--game {}", settings.game),
        format!("--players {}", settings.players),
        format!("--games {}", settings.games),
        format!("--seed {}", settings.seed),
        format!("--bots {}", settings.seat_bots().join(",")),
    ];
    for v in &settings.variants {
        parts.push(format!("--variant {v}"));
    }
    if let Some(def) = &settings.def {
        parts.push(format!("--def {}.json", def.id));
    }
    if let Some(b) = b {
        let (ab, bb) = (settings.seat_bots(), b.seat_bots());
        if ab != bb {
            parts.push(format!("--b-bots {}", bb.join(",")));
        }
        // B's variants are listed whole: a variant A changed and B left at its default is
        // named with its default.
        for v in &b.variants {
            if !settings.variants.contains(v) {
                parts.push(format!("--b-variant {v}"));
            }
        }
        for v in &settings.variants {
            let name = v.split('=').next().unwrap_or("");
            let in_b = b.variants.iter().any(|w| w.split('=').next() == Some(name));
            if let Some(default) = default_of(&settings.game, name).filter(|_| !in_b) {
                parts.push(format!("--b-variant {name}={default}"));
            }
        }
        if b.def != settings.def {
            match &b.def {
                Some(def) => parts.push(format!("--b-def {}.json", def.id)),
                None => parts.push("--b-def <the shipped game's file>".to_string()),
            }
        }
    }
    parts.push("--json".to_string());
    parts.join(" ")
}

/// A variant's default option, by the game's spec.
fn default_of(game: &str, variant: &str) -> Option<String> {
    let rules = protoplay_engine::rules::registry::game(game)?;
    let spec = rules.variant_specs().iter().find(|v| v.id == variant)?;
    Some(spec.default_value())
}

/// The report's headline balance, and what stands behind it.
#[derive(Clone, Debug, PartialEq)]
pub struct BalanceLine {
    /// The lowest balance of the ways places at the table differ, named, with its interval:
    /// "0.800 by place in turn order (95% interval 0.750–0.850)".
    pub headline: String,
    /// The widest gap behind it and the other measures: "The 2nd to play wins 35.0%, the 4th
    /// to play 15.0%; by seat 0.950".
    pub detail: String,
}

/// Balance as a designer reads it: a game whose seats win alike can still favour the first
/// to play (when the start decides who that is) or one side, so the headline is the lowest of
/// the balances by seat and by place in turn order, and the detail says where the widest gap
/// is and how far apart the sides are. `None` for a game of one player.
pub fn balance_line(r: &Report) -> Option<BalanceLine> {
    let seat = r.balance.as_ref()?;
    let turn = r.turn_balance.as_ref().filter(|_| r.turn_order_differs());
    let (what, b, rates, other) = match turn {
        Some(t) if t.value < seat.value => (
            "by place in turn order",
            t,
            &r.turn_rates,
            Some(format!("by seat {:.3}", seat.value)),
        ),
        Some(t) => (
            "by seat",
            seat,
            &r.seat_rates,
            Some(format!("by place in turn order {:.3}", t.value)),
        ),
        None => (
            "by seat, which is the order of play",
            seat,
            &r.seat_rates,
            None,
        ),
    };
    let headline = format!(
        "{:.3} {what} (95% interval {:.3}–{:.3})",
        b.value, b.low, b.high
    );
    let mut parts = Vec::new();
    if let (Some(hi), Some(lo)) = (
        rates.iter().max_by(|a, b| a.rate.total_cmp(&b.rate)),
        rates.iter().min_by(|a, b| a.rate.total_cmp(&b.rate)),
    ) {
        parts.push(format!(
            "{} wins {:.1}%, {} {:.1}%",
            place_name(&hi.label),
            100.0 * hi.rate,
            place_name(&lo.label),
            100.0 * lo.rate
        ));
    }
    parts.extend(other);
    if r.side_rates.len() > 1
        && let (Some(hi), Some(lo)) = (
            r.side_rates.iter().max_by(|a, b| a.rate.total_cmp(&b.rate)),
            r.side_rates.iter().min_by(|a, b| a.rate.total_cmp(&b.rate)),
        )
    {
        parts.push(format!(
            "sides from {} {:.1}% to {} {:.1}%",
            hi.label,
            100.0 * hi.rate,
            lo.label,
            100.0 * lo.rate
        ));
    }
    let detail = parts.join("; ");
    let mut letters = detail.chars();
    let detail = letters.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(letters).collect::<String>()
    });
    Some(BalanceLine { headline, detail })
}

/// What a report says of the rules its bots never used, as the screen shows it under the
/// verdict: a heading, what it means, and one line per sort ("Kinds of move: upgrade a hero,
/// cast an incantation").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotExercisedView {
    pub title: &'static str,
    pub meaning: String,
    pub lines: Vec<String>,
}

/// `None` when the bots used every kind of move, kind of card and card the rules allow.
pub fn not_exercised(r: &Report) -> Option<NotExercisedView> {
    let n = &r.not_exercised;
    if n.is_empty() {
        return None;
    }
    let meaning = format!(
        "No bot did these in these {} games, so the figures above say nothing about them: \
         judge them in a playtest, or with a bot that plays them.",
        r.games
    );
    Some(NotExercisedView {
        title: "Not exercised: the report says nothing about these",
        meaning,
        lines: n
            .groups()
            .into_iter()
            .map(|(label, list)| format!("{label}: {}", list.join(", ")))
            .collect(),
    })
}

/// "Player 2 (greedy)" as it stands; "2nd to play" as "the 2nd to play".
fn place_name(label: &str) -> String {
    if label.ends_with(" to play") {
        format!("the {label}")
    } else {
        label.to_string()
    }
}

/// One bar of a histogram: the values it holds (`from..=to`) and their games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bin {
    pub from: u32,
    pub to: u32,
    pub games: u64,
}

impl Bin {
    /// "7" or "120–139".
    pub fn label(&self) -> String {
        if self.from == self.to {
            self.from.to_string()
        } else {
            format!("{}–{}", self.from, self.to)
        }
    }
}

/// A histogram in at most `bars` bars of equal width, from its smallest value to its largest
/// (every value its own bar when they fit).
///
/// Some measures only take every second (or n-th) value: two players who decide in turn make
/// an even number of decisions. Bars are then a whole number of those steps wide, so that no
/// bar holds one more possible value than its neighbour (bars alternately tall and short), and
/// values the measure cannot take get no bar. A step is read off the data only when enough
/// distinct values share it to say so.
pub fn bins(histogram: &BTreeMap<u32, u64>, bars: u32) -> Vec<Bin> {
    const VALUES_TO_SHOW_A_STEP: usize = 5;
    let (Some(&lo), Some(&hi)) = (histogram.keys().next(), histogram.keys().next_back()) else {
        return Vec::new();
    };
    let step = if histogram.len() >= VALUES_TO_SHOW_A_STEP {
        histogram.keys().fold(0, |g, &v| gcd(g, v - lo)).max(1)
    } else {
        1
    };
    let values = (hi - lo) / step + 1;
    let per_bar = values.div_ceil(bars.max(1));
    let width = per_bar * step;
    let mut out: Vec<Bin> = (0..values.div_ceil(per_bar))
        .map(|i| Bin {
            from: lo + i * width,
            to: (lo + i * width + (per_bar - 1) * step).min(hi),
            games: 0,
        })
        .collect();
    for (v, n) in histogram {
        if let Some(b) = out.get_mut(((v - lo) / width) as usize) {
            b.games += n;
        }
    }
    out
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The width a histogram's bars share, in the chart's pixels: a long spread of values gets
/// narrower bars rather than a chart wider than the screen.
pub const HISTOGRAM_PLOT_W: f64 = 720.0;
/// About one character of the charts' 12 px text.
const CHAR_W: f64 = 7.5;

/// How a histogram is drawn: each bar's column, which bars carry their label (every
/// `label_every`-th, so labels never overlap), whether the count fits above each bar (when not,
/// each bar still names its count to a pointer and a screen reader), and the whole width.
#[derive(Clone, Debug, PartialEq)]
pub struct HistogramLayout {
    pub col: f64,
    pub label_every: usize,
    pub counts: bool,
    pub width: f64,
}

pub fn histogram_layout(bins: &[Bin]) -> HistogramLayout {
    let n = bins.len().max(1);
    let max = bins.iter().map(|b| b.games).max().unwrap_or(0).max(1);
    let widest = bins
        .iter()
        .map(|b| b.label().chars().count())
        .max()
        .unwrap_or(1);
    let label_w = widest as f64 * CHAR_W + 8.0;
    let count_w = max.to_string().len() as f64 * CHAR_W + 8.0;
    let col = label_w
        .max(count_w)
        .max(30.0)
        .min(HISTOGRAM_PLOT_W / n as f64)
        .max(12.0);
    HistogramLayout {
        col,
        label_every: (label_w / col).ceil().max(1.0) as usize,
        counts: count_w <= col,
        width: 50.0 + col * n as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::sim;

    use crate::state::sim::{LastRun, RunRequest, WorkerReply, play_run, ranges};

    /// "Decisions per game" spread over hundreds of values once drew a chart 2,300 px wide
    /// whose right half was out of sight: the bars now share a fixed width, and labels skip
    /// bars rather than overlap.
    #[test]
    fn a_wide_histogram_fits_its_width_and_its_labels_do_not_overlap() {
        let wide: BTreeMap<u32, u64> = (87..700).map(|v| (v, u64::from(v % 7) * 40)).collect();
        let few: BTreeMap<u32, u64> = (3..12).map(|v| (v, 100)).collect();
        for (h, all_counts) in [(&wide, false), (&few, true)] {
            let b = bins(h, 30);
            let l = histogram_layout(&b);
            assert!(l.width <= 50.0 + HISTOGRAM_PLOT_W, "{l:?}");
            let widest = b
                .iter()
                .map(|x| x.label().chars().count())
                .max()
                .unwrap_or(0);
            assert!(l.col * l.label_every as f64 >= widest as f64 * 7.5, "{l:?}");
            assert_eq!(l.counts, all_counts, "{l:?}");
        }
        // A short spread keeps one label per bar, as before.
        assert_eq!(histogram_layout(&bins(&few, 30)).label_every, 1);
    }

    /// The browser's workers play a run in ranges and batches of the sizes their clocks suggest,
    /// in any order, and the page merges their reports: the numbers must be the CLI's
    /// (`protoplay-sim --game destiny --players 4 --games 1000 --seed 7`, on 2 threads here).
    #[test]
    fn the_workers_reports_merged_in_any_order_are_the_cli_run() {
        let mut settings = SimSettings::new("destiny");
        settings.players = 4;
        settings.games = 1000;
        settings.seed = 7;
        let mut whole_settings = settings.clone();
        whole_settings.threads = 2;
        let whole = sim::run(&whole_settings).expect("runs");
        let mut replies = Vec::new();
        let mut last = LastRun::default();
        for (first, end) in ranges(settings.games, 2, 50) {
            let req = RunRequest {
                run: 1,
                settings: settings.clone(),
                b: None,
                first,
                count: end - first,
                report_ms: 5.0,
            };
            play_run(
                &req,
                &mut last,
                &mut crate::state::sim::tests::erratic(),
                &mut |reply| replies.push(reply),
            );
        }
        // Workers answer in any order.
        replies.reverse();
        let mut merged = Tally::Plain(Box::default());
        for reply in &replies {
            match reply {
                WorkerReply::Progress { tally, .. } => merged.merge(tally).expect("merges"),
                other => panic!("{other:?}"),
            }
        }
        assert!(replies.len() > 8, "{} reports", replies.len());
        assert_eq!(merged, Tally::Plain(Box::new(whole.clone())));
        assert_eq!(whole.wins_by_seat, vec![214, 251, 252, 283]);
        let results = Results::new(&settings, None, &merged, 1.0).expect("report");
        let cli = sim::Report::new(&settings, &whole, 1.0).expect("report");
        assert_eq!(results.a(), &cli);
        assert!(results.csv().starts_with("measure,item,value"));
        assert_eq!(results.file_name("csv"), "destiny-4p-1000games-seed7.csv");
    }

    #[test]
    fn the_command_line_names_every_setting_that_changes_the_numbers() {
        let mut a = SimSettings::new("destiny");
        a.players = 3;
        a.games = 500;
        a.seed = 9;
        a.variants = vec!["alignment_scope=all_played".into()];
        let mut b = a.clone();
        b.variants = vec![];
        b.bots = vec!["random".into()];
        let c = command(&a, Some(&b));
        assert!(c.starts_with(
            "protoplay-sim --game destiny --players 3 --games 500 --seed 9 --bots greedy,greedy,greedy --variant alignment_scope=all_played"
        ), "{c}");
        assert!(c.contains("--b-bots random,random,random"), "{c}");
        assert!(c.contains("--b-variant alignment_scope=per_stack"), "{c}");
        assert!(c.ends_with("--json"));
        assert!(!command(&a, None).contains("--b-"));
    }

    #[test]
    fn histograms_fit_their_bars() {
        let h: BTreeMap<u32, u64> = (100..=399).map(|v| (v, 1)).collect();
        let b = bins(&h, 30);
        assert_eq!(b.len(), 30);
        assert_eq!(b.iter().map(|x| x.games).sum::<u64>(), 300);
        assert_eq!(
            (b[0].label(), b[29].label()),
            ("100–109".into(), "390–399".into())
        );
        let small: BTreeMap<u32, u64> = [(3, 2), (5, 1)].into_iter().collect();
        let s = bins(&small, 30);
        assert_eq!(s.len(), 3, "every value its own bar, the empty one too");
        assert_eq!((s[1].label(), s[1].games), ("4".into(), 0));
        assert!(bins(&BTreeMap::new(), 10).is_empty());
    }

    fn report(game: &str, players: u8, games: u64, seed: u64) -> Report {
        let mut s = SimSettings::new(game);
        s.players = players;
        s.games = games;
        s.seed = seed;
        let p = protoplay_engine::sim::run(&s).expect("runs");
        Report::new(&s, &p, 1.0).expect("report")
    }

    #[test]
    fn the_balance_headline_is_the_lowest_of_seat_and_turn_order_and_names_it() {
        // Devastators rolls for the first player: seats and turn order differ.
        let mut r = report("devastators", 4, 400, 5);
        let (seat, turn) = (
            r.balance.clone().expect("seats"),
            r.turn_balance.clone().expect("turns"),
        );
        let line = balance_line(&r).expect("four players");
        let lowest = seat.value.min(turn.value);
        assert!(
            line.headline.starts_with(&format!("{lowest:.3} by ")),
            "{line:?}"
        );
        if turn.value < seat.value {
            assert!(line.headline.contains("by place in turn order"), "{line:?}");
            assert!(line.detail.starts_with("The "), "{line:?}");
            assert!(line.detail.contains(&format!("by seat {:.3}", seat.value)));
        } else {
            assert!(
                line.detail
                    .contains(&format!("by place in turn order {:.3}", turn.value))
            );
        }
        // Made lopsided by turn order alone: the headline follows it.
        let mut lopsided = turn.clone();
        lopsided.value = 0.5;
        r.turn_balance = Some(lopsided);
        let line = balance_line(&r).expect("four players");
        assert!(
            line.headline.starts_with("0.500 by place in turn order"),
            "{line:?}"
        );
        let best = r
            .turn_rates
            .iter()
            .max_by(|a, b| a.rate.total_cmp(&b.rate))
            .expect("rates");
        assert!(
            line.detail.starts_with(&format!(
                "The {} wins {:.1}%",
                best.label,
                100.0 * best.rate
            )),
            "{line:?}"
        );

        // Destiny plays in seat order: one balance, said to be both; its sides are named.
        let r = report("destiny", 4, 200, 3);
        let line = balance_line(&r).expect("four players");
        assert!(
            line.headline
                .contains("by seat, which is the order of play"),
            "{line:?}"
        );
        assert!(line.detail.contains("; sides from "), "{line:?}");
        assert!(!line.detail.contains("turn order"), "{line:?}");
    }

    /// Lords of Hell's own bot never switches sides in a combat; the screen says so under the verdict, in
    /// words, and says nothing when random play has used everything (Devacurse's).
    #[test]
    fn the_report_names_in_words_what_the_bots_never_did() {
        let mut s = SimSettings::new("lords-of-hell");
        s.players = 4;
        s.games = 60;
        s.seed = 7;
        let own = Report::new(&s, &sim::run(&s).expect("runs"), 1.0).expect("report");
        let view = not_exercised(&own).expect("the own bot leaves rules unplayed");
        assert_eq!(
            view.title,
            "Not exercised: the report says nothing about these"
        );
        let moves = view
            .lines
            .iter()
            .find(|l| l.starts_with("Kinds of move: "))
            .expect("a line of kinds of move");
        assert!(moves.contains("switch sides"), "{moves}");
        assert!(!moves.contains("table a card"), "{moves}");
        assert!(view.meaning.contains("60 games"), "{}", view.meaning);
        let mut s = SimSettings::new("devacurse");
        s.players = 2;
        s.seed = 7;
        s.bots = vec!["random".into()];
        s.games = 300;
        let random = Report::new(&s, &sim::run(&s).expect("runs"), 1.0).expect("report");
        assert_eq!(not_exercised(&random), None, "{:?}", random.not_exercised);
    }

    #[test]
    fn values_in_steps_get_bars_of_whole_steps() {
        // Even counts only, 40 to 118: bars three numbers wide would hold two possible values
        // and one by turns; whole steps give 20 bars of two values each.
        let h: BTreeMap<u32, u64> = (20..=59).map(|v| (2 * v, 1)).collect();
        let b = bins(&h, 30);
        assert_eq!(b.len(), 20);
        assert!(b.iter().all(|x| x.games == 2), "{b:?}");
        assert_eq!(
            (b[0].label(), b[19].label()),
            ("40–42".into(), "116–118".into())
        );
        // Few enough to show each: the values the measure cannot take get no bar.
        let few: BTreeMap<u32, u64> = [(10, 1), (12, 3), (14, 1), (18, 2), (20, 1)]
            .into_iter()
            .collect();
        let labels: Vec<String> = bins(&few, 30).iter().map(Bin::label).collect();
        assert_eq!(labels, ["10", "12", "14", "16", "18", "20"]);
    }
}
