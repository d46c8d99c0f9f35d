//! Enough games: a run that stops once a chosen measure's 95% interval is narrower than a width
//! (`--until balance:0.02` stops when the balance is known to ±0.02), with the run's number of
//! games as a cap. The games are played in batches, in the run's order, so a run stopped after
//! N games holds exactly the first N games of the same run played whole: its numbers are that
//! run's.
//!
//! Intervals narrow with the square root of the games, so at the current estimate a width `w`
//! takes about `n × (current / w)²` games, and halving any interval takes four times the games.

use serde::Serialize;

use super::{Partial, Report, SimError, SimSettings};

/// Games played between two looks at the interval.
pub const BATCH: u64 = 1_000;

/// A measure whose interval a run can wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    /// Ludii's balance over the seats.
    Balance,
    /// Every seat's win rate (the widest interval of them).
    SeatWin,
    /// The win rate of each place in turn order (the widest of them).
    TurnWin,
    /// The mean game length in rounds.
    Rounds,
}

impl Measure {
    const ALL: [(&'static str, Measure); 4] = [
        ("balance", Measure::Balance),
        ("seat-win", Measure::SeatWin),
        ("turn-win", Measure::TurnWin),
        ("rounds", Measure::Rounds),
    ];

    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, m)| *m == self)
            .map_or("", |(n, _)| n)
    }

    /// What the width is counted in.
    fn unit(self) -> &'static str {
        match self {
            Measure::Balance => "",
            Measure::SeatWin | Measure::TurnWin => " (a share: 0.01 is one point)",
            Measure::Rounds => " rounds",
        }
    }

    /// Half the width of the measure's 95% interval in a report (the widest, for a rate of
    /// every seat); `None` where the report has no such measure (balance with one player).
    pub fn half_width(self, r: &Report) -> Option<f64> {
        let widest = |rates: &[super::SeatRate]| {
            rates
                .iter()
                .map(|s| (s.high - s.low) / 2.0)
                .reduce(f64::max)
        };
        match self {
            Measure::Balance => r.balance.as_ref().map(|b| (b.high - b.low) / 2.0),
            Measure::SeatWin => widest(&r.seat_rates),
            Measure::TurnWin => widest(&r.turn_rates).filter(|_| r.players > 1),
            Measure::Rounds => {
                let m = super::stats::mean_interval(&r.rounds_histogram);
                Some((m.high - m.low) / 2.0)
            }
        }
    }
}

/// When to stop: a measure and the half-width its interval must come within.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Until {
    pub measure: Measure,
    /// The interval must be within ± this.
    pub within: f64,
}

impl Until {
    /// Reads `MEASURE:WIDTH`, such as `balance:0.02` or `seat-win:0.01`.
    pub fn parse(text: &str) -> Result<Self, String> {
        let names = Measure::ALL.map(|(n, _)| n).join(", ");
        let (name, width) = text.split_once(':').ok_or_else(|| {
            format!(
                "--until {text:?}: expected MEASURE:WIDTH, such as balance:0.02 (measures: {names})"
            )
        })?;
        let measure = Measure::ALL
            .iter()
            .find(|(n, _)| *n == name.trim())
            .map(|(_, m)| *m)
            .ok_or_else(|| format!("--until {text:?}: no measure {name:?} (measures: {names})"))?;
        let within: f64 = width
            .trim()
            .parse()
            .ok()
            .filter(|w: &f64| w.is_finite() && *w > 0.0)
            .ok_or_else(|| {
                format!("--until {text:?}: the width is a number above 0, such as 0.02")
            })?;
        Ok(Self { measure, within })
    }
}

/// How a run told to wait for an interval ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stopped {
    pub until: Until,
    pub games: u64,
    /// The measure's half-width when the run stopped.
    pub half_width: f64,
    /// Whether it came within the width (else the cap, the run's games, stopped it).
    pub reached: bool,
    /// At the last estimate, about how many games the width takes in all.
    pub games_needed: u64,
}

impl Stopped {
    /// One line: why the run stopped.
    pub fn text(&self) -> String {
        let m = self.until.measure;
        if self.reached {
            format!(
                "stopped after {} games: the {} interval is within ±{:.4}, asked ±{}{}",
                self.games,
                m.name(),
                self.half_width,
                self.until.within,
                m.unit()
            )
        } else {
            format!(
                "played all {} games of the cap: the {} interval is within ±{:.4}, not yet ±{}{}; about {} games in all would reach it",
                self.games,
                m.name(),
                self.half_width,
                self.until.within,
                m.unit(),
                self.games_needed
            )
        }
    }
}

/// About how many games in all bring an interval of half-width `now` after `games` games within
/// `target` (intervals narrow with the square root of the games).
pub fn games_needed(games: u64, now: f64, target: f64) -> u64 {
    if now <= target || games == 0 {
        return games;
    }
    let ratio = now / target;
    (games as f64 * ratio * ratio).ceil() as u64
}

/// About how many games bring any win rate's interval within `within` (a share): a rate of
/// one half is the hardest to pin down, needing `(z / 2 / within)²`.
pub fn games_for_any_rate(within: f64) -> u64 {
    let n = super::stats::Z95 * 0.5 / within;
    (n * n).ceil() as u64
}

/// Plays `settings` in batches of `batch` games until `until` is met or all `settings.games`
/// have been played; returns the games played and how the run stopped.
pub fn run_until(
    settings: &SimSettings,
    until: Until,
    batch: u64,
) -> Result<(Partial, Stopped), SimError> {
    super::validate(settings)?;
    if settings.players == 1 && matches!(until.measure, Measure::Balance | Measure::TurnWin) {
        return Err(SimError::Setting(format!(
            "--until {}: a game of one player has no balance between seats or turn order; wait for seat-win or rounds",
            until.measure.name()
        )));
    }
    let batch = batch.max(1);
    let mut total = Partial::new(settings.players);
    loop {
        let first = total.games;
        let end = first.saturating_add(batch).min(settings.games);
        total.merge(&super::run_range(settings, first, end)?)?;
        let report = Report::new(settings, &total, 0.0)?;
        let half_width = until.measure.half_width(&report).unwrap_or(f64::INFINITY);
        let reached = half_width <= until.within;
        if reached || total.games >= settings.games {
            let stopped = Stopped {
                until,
                games: total.games,
                half_width,
                reached,
                games_needed: games_needed(total.games, half_width, until.within),
            };
            return Ok((total, stopped));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn destiny(cap: u64) -> SimSettings {
        SimSettings {
            players: 3,
            games: cap,
            seed: 5,
            threads: 2,
            ..SimSettings::new("destiny")
        }
    }

    fn half_width(settings: &SimSettings, games: u64, measure: Measure) -> f64 {
        let p = super::super::run_range(settings, 0, games).expect("a run");
        measure
            .half_width(&Report::new(settings, &p, 0.0).expect("a report"))
            .expect("a measure")
    }

    #[test]
    fn a_run_stops_within_one_batch_of_the_width_being_reached() {
        let settings = destiny(50_000);
        let until = Until::parse("balance:0.03").expect("a rule");
        let (partial, stopped) = run_until(&settings, until, 200).expect("a run");
        assert!(stopped.reached, "{stopped:?}");
        assert!(stopped.games.is_multiple_of(200));
        assert!(stopped.games < settings.games);
        assert!(stopped.half_width <= 0.03);
        // One batch earlier the interval was still wider: the run did not play on past it.
        assert!(half_width(&settings, stopped.games - 200, Measure::Balance) > 0.03);
        // The games are the run's first ones: the same numbers as a run of that many games.
        assert_eq!(
            partial,
            super::super::run_range(&settings, 0, stopped.games).expect("a run")
        );
        assert!(
            stopped
                .text()
                .starts_with(&format!("stopped after {} games", stopped.games))
        );
    }

    #[test]
    fn the_cap_stops_a_run_that_has_not_reached_the_width_and_says_how_many_would() {
        let settings = destiny(500);
        let until = Until::parse("seat-win:0.005").expect("a rule");
        let (partial, stopped) = run_until(&settings, until, 200).expect("a run");
        assert_eq!(
            (partial.games, stopped.games, stopped.reached),
            (500, 500, false)
        );
        let now = half_width(&settings, 500, Measure::SeatWin);
        assert_eq!(stopped.half_width, now);
        let ratio = now / 0.005;
        assert_eq!(stopped.games_needed, (500.0 * ratio * ratio).ceil() as u64);
        assert!(
            stopped.text().contains("not yet ±0.005"),
            "{}",
            stopped.text()
        );
    }

    #[test]
    fn games_needed_grow_with_the_square_of_the_narrowing() {
        assert_eq!(games_needed(1_000, 0.04, 0.02), 4_000);
        assert_eq!(games_needed(1_000, 0.01, 0.02), 1_000);
        assert_eq!(games_needed(0, 0.04, 0.02), 0);
        // ±1 point on a rate of one half: the textbook 9,604 games.
        assert_eq!(games_for_any_rate(0.01), 9_604);
    }

    #[test]
    fn a_rule_is_read_or_refused_in_words() {
        assert_eq!(
            Until::parse("turn-win:0.01"),
            Ok(Until {
                measure: Measure::TurnWin,
                within: 0.01
            })
        );
        for (text, words) in [
            ("balance", "MEASURE:WIDTH"),
            ("luck:0.1", "no measure \"luck\""),
            ("rounds:0", "a number above 0"),
            ("rounds:-1", "a number above 0"),
            ("rounds:x", "a number above 0"),
        ] {
            let e = Until::parse(text).expect_err(text);
            assert!(e.contains(words), "{text}: {e}");
        }
        let solitaire = SimSettings {
            players: 1,
            games: 100,
            ..SimSettings::new("wotw-france")
        };
        let e = run_until(&solitaire, Until::parse("balance:0.1").expect("a rule"), 50)
            .expect_err("refused")
            .to_string();
        assert!(e.contains("one player"), "{e}");
        let (_, stopped) = run_until(
            &solitaire,
            Until::parse("seat-win:0.2").expect("a rule"),
            50,
        )
        .expect("a run");
        assert!(stopped.reached && stopped.games == 50, "{stopped:?}");
    }
}
