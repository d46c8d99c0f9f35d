//! The charts of a simulation run of any ruled game, as numbers: win rates with 95% Wilson
//! intervals by side and by seat, and game lengths. No Leptos here: tested natively.

use protoplay_engine::sim::Partial;

/// The 95% Wilson score interval of `k` successes in `n` trials, as fractions (0–1).
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    // At the ends the interval touches 0 or 1 exactly (rounding would leave a hair's width).
    let low = if k == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let high = if k as f64 >= n {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (low, high)
}

/// One bar of a win-rate chart.
#[derive(Clone, Debug, PartialEq)]
pub struct RateBar {
    pub label: String,
    pub wins: u64,
    /// Games the rate is out of.
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl RateBar {
    fn new(label: String, wins: u64, of: u64) -> Self {
        let (low, high) = wilson(wins, of);
        Self {
            label,
            wins,
            of,
            rate: if of == 0 {
                0.0
            } else {
                wins as f64 / of as f64
            },
            low,
            high,
        }
    }

    /// The bar's text: "Thief: 31.2% (52 of 167; 95% CI 24.6–38.5%)".
    pub fn text(&self) -> String {
        format!(
            "{}: {:.1}% ({} of {}; 95% CI {:.1}–{:.1}%)",
            self.label,
            100.0 * self.rate,
            self.wins,
            self.of,
            100.0 * self.low,
            100.0 * self.high
        )
    }
}

/// The charts of a simulation run.
#[derive(Clone, Debug, PartialEq)]
pub struct SimCharts {
    pub games: u64,
    pub draws: u64,
    /// Win rate of each side (a character, or a bot when the game has no sides) when at the
    /// table, best first.
    pub sides: Vec<RateBar>,
    /// Win rate by seat (which seat moves first is each game's rule: a roll in some).
    pub seats: Vec<RateBar>,
    /// Games by length in rounds, shortest first.
    pub rounds: Vec<(u32, u64)>,
    pub mean_rounds: f64,
}

impl SimCharts {
    /// The charts of merged statistics.
    pub fn new(p: &Partial) -> Self {
        let mut sides: Vec<RateBar> = p
            .plays_by_character
            .iter()
            .map(|(name, plays)| {
                let wins = p.wins_by_character.get(name).copied().unwrap_or(0);
                RateBar::new(name.clone(), wins, *plays)
            })
            .collect();
        sides.sort_by(|a, b| b.rate.total_cmp(&a.rate).then(a.label.cmp(&b.label)));
        let seats = p
            .wins_by_seat
            .iter()
            .enumerate()
            .map(|(i, w)| RateBar::new(format!("Player {}", i + 1), *w, p.games))
            .collect();
        Self {
            games: p.games,
            draws: p.draws,
            sides,
            seats,
            rounds: p.rounds_histogram.iter().map(|(r, n)| (*r, *n)).collect(),
            mean_rounds: if p.games == 0 {
                0.0
            } else {
                p.total_rounds as f64 / p.games as f64
            },
        }
    }

    /// The largest histogram count (for scaling the bars; at least 1).
    pub fn max_round_count(&self) -> u64 {
        self.rounds
            .iter()
            .map(|(_, n)| *n)
            .max()
            .unwrap_or(0)
            .max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::sim::{self, SimSettings};

    use crate::state::sim::{RunRequest, WorkerReply, play_run};

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: 40.4% to 59.6% (the textbook Wilson example).
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        // No wins still has an upper bound; all wins a lower one.
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
        let (lo, hi) = wilson(10, 10);
        assert!((lo - 0.7225).abs() < 1e-3 && (hi - 1.0).abs() < 1e-9);
        assert_eq!(wilson(0, 0), (0.0, 0.0));
    }

    /// The browser's worker plays a run in batches of the sizes its clock suggests and the page
    /// merges its reports: the numbers must be the CLI's (`protoplay-sim --game destiny
    /// --players 4 --games 1000 --seed 7`, on 2 threads here).
    #[test]
    fn the_workers_reports_merge_to_the_cli_run() {
        let mut settings = SimSettings::new("destiny");
        settings.players = 4;
        settings.games = 1000;
        settings.seed = 7;
        let mut whole_settings = settings.clone();
        whole_settings.threads = 2;
        let whole = sim::run(&whole_settings).expect("runs");
        let req = RunRequest {
            run: 1,
            settings: settings.clone(),
            first: 0,
            count: settings.games,
            report_ms: 5.0,
        };
        // A clock that makes batches and reports of uneven sizes.
        let mut merged = Partial::default();
        let mut reports = 0;
        play_run(
            &req,
            &mut crate::state::sim::tests::erratic(),
            &mut |reply| match reply {
                WorkerReply::Progress { partial, .. } => {
                    reports += 1;
                    merged.merge(&partial).expect("merges");
                }
                other => panic!("{other:?}"),
            },
        );
        assert!(reports > 5, "{reports} reports");
        assert_eq!(merged, whole);
        assert_eq!(merged.wins_by_seat, vec![224, 267, 246, 263]);
        let charts = SimCharts::new(&merged);
        let seat_wins: u64 = charts.seats.iter().map(|b| b.wins).sum();
        assert_eq!(seat_wins + charts.draws, 1000);
        assert_eq!(charts.rounds.iter().map(|r| r.1).sum::<u64>(), 1000);
        // Four characters (or none) at the table in each game.
        let plays: u64 = charts.sides.iter().map(|b| b.of).sum();
        assert_eq!(plays, 4 * 1000);
        for b in &charts.sides {
            assert!(b.low <= b.rate && b.rate <= b.high, "{}", b.text());
        }
    }
}
