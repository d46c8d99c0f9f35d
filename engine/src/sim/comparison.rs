//! An A/B run's report: two settings played on the same seeds, each measure of A beside B's
//! with B − A and its 95% interval (paired where the games are paired: the seeds' luck cancels
//! out), and whether the difference is within the noise of this many games.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::paired::Paired;
use super::report::{
    CardRate, NOT_EXERCISED, Report, SeatRate, csv_field, fmt_num, no_winner_measure, ordinal,
};
use super::stats::{Interval, balance, bootstrap_many, mean_difference, rate, rate_difference};
use super::{SimError, SimSettings, VariantMap};

/// One measure of an A/B run: A's value, B's, and B less A with its 95% interval.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Difference {
    pub measure: String,
    pub item: String,
    pub a: f64,
    pub b: f64,
    pub difference: Interval,
    /// The interval holds 0: the difference is within the noise of this many games.
    pub within_noise: bool,
}

impl Difference {
    fn new(measure: &str, item: &str, a: f64, b: f64, difference: Interval) -> Self {
        Self {
            measure: measure.to_string(),
            item: item.to_string(),
            a,
            b,
            within_noise: difference.holds(0.0),
            difference,
        }
    }
}

/// An A/B run: both reports and every measure side by side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    pub a: Report,
    pub b: Report,
    /// How each difference's interval is computed.
    pub methods: BTreeMap<String, String>,
    pub differences: Vec<Difference>,
}

impl Comparison {
    pub fn new(
        a: &SimSettings,
        b: &SimSettings,
        p: &Paired,
        elapsed_s: f64,
    ) -> Result<Self, SimError> {
        let ra = Report::new(a, &p.a, elapsed_s)?;
        let rb = Report::new(b, &p.b, elapsed_s)?;
        let n = p.games();
        let seats = usize::from(a.players);
        let cells = seats + 1;
        // From the joint table: each seat's win rate in A and in B, games without a winner,
        // and balance, all from the same resamples.
        let marginals = |t: &[u64]| -> (Vec<u64>, Vec<u64>) {
            let mut ma = vec![0u64; cells];
            let mut mb = vec![0u64; cells];
            for (i, c) in t.iter().enumerate() {
                ma[i / cells] += c;
                mb[i % cells] += c;
            }
            (ma, mb)
        };
        let stats_of = |t: &[u64], out: &mut [f64]| {
            let total: u64 = t.iter().sum();
            let (ma, mb) = marginals(t);
            let share = |x: u64| {
                if total == 0 {
                    0.0
                } else {
                    x as f64 / total as f64
                }
            };
            for s in 0..cells {
                out[s] = share(mb[s]) - share(ma[s]);
            }
            out[cells] = balance(&mb).unwrap_or(0.0) - balance(&ma).unwrap_or(0.0);
        };
        let intervals = bootstrap_many(&p.joint, cells + 1, stats_of);
        let mut point = vec![0.0; cells + 1];
        stats_of(&p.joint, &mut point);
        let (ma, mb) = marginals(&p.joint);
        let share = |x: u64| if n == 0 { 0.0 } else { x as f64 / n as f64 };
        let iv = |k: usize| Interval {
            value: point[k],
            low: intervals[k].0,
            high: intervals[k].1,
        };
        let mut differences = Vec::new();
        for s in 0..seats {
            differences.push(Difference::new(
                "win_rate_by_seat",
                &format!("Player {}", s + 1),
                share(ma[s]),
                share(mb[s]),
                iv(s),
            ));
        }
        // The last cell holds the games no seat won alone: the draws, and the ties if any.
        let no_sole_winner = if p.a.ties + p.b.ties > 0 {
            "draws_and_ties"
        } else {
            no_winner_measure(a.players)
        };
        differences.push(Difference::new(
            no_sole_winner,
            "",
            share(ma[seats]),
            share(mb[seats]),
            iv(seats),
        ));
        if let (Some(ba), Some(bb)) = (balance(&ma), balance(&mb)) {
            differences.push(Difference::new("balance", "", ba, bb, iv(cells)));
        }
        differences.push(Difference::new(
            "cut_off",
            "",
            share(p.a.cut_off),
            share(p.b.cut_off),
            rate_difference(p.a.cut_off, n, p.b.cut_off, n),
        ));
        differences.push(Difference::new(
            "rounds_mean",
            "",
            ra.rounds.mean,
            rb.rounds.mean,
            mean_difference(n, p.rounds_diff, p.rounds_diff_sq),
        ));
        differences.push(Difference::new(
            "decisions_mean",
            "",
            ra.decisions.mean,
            rb.decisions.mean,
            mean_difference(n, p.decisions_diff, p.decisions_diff_sq),
        ));
        for (i, (ta, tb)) in ra.turn_rates.iter().zip(&rb.turn_rates).enumerate() {
            differences.push(Difference::new(
                "win_rate_by_turn_order",
                &format!("{} to play", ordinal(i + 1)),
                ta.rate,
                tb.rate,
                rate_difference(ta.wins, ta.of, tb.wins, tb.of),
            ));
        }
        // Maps filled one insert at a time: collecting into one sorts with std's sort, a copy
        // of it per type in the page (see `crate::sort`).
        let by_label = |rates: &[SeatRate]| {
            let mut map = BTreeMap::new();
            for r in rates {
                map.insert(r.label.clone(), (r.wins, r.of));
            }
            map
        };
        let (sa, sb) = (by_label(&ra.side_rates), by_label(&rb.side_rates));
        for (label, (wa, oa)) in &sa {
            if let Some((wb, ob)) = sb.get(label) {
                differences.push(Difference::new(
                    "win_rate_by_side",
                    label,
                    rate(*wa, *oa).value,
                    rate(*wb, *ob).value,
                    rate_difference(*wa, *oa, *wb, *ob),
                ));
            }
        }
        let mut cards_b: BTreeMap<&str, &CardRate> = BTreeMap::new();
        for c in &rb.cards {
            cards_b.insert(c.card.as_str(), c);
        }
        let mut card_rows: Vec<&CardRate> = ra.cards.iter().collect();
        crate::sort::sort_by(&mut card_rows, |x, y| x.card.cmp(&y.card));
        for ca in card_rows {
            if let Some(cb) = cards_b.get(ca.card.as_str()) {
                differences.push(Difference::new(
                    "card_win_rate",
                    &ca.card,
                    ca.rate,
                    cb.rate,
                    rate_difference(ca.won, ca.played, cb.won, cb.played),
                ));
            }
        }
        let methods = [
            (
                "win_rate_by_seat, draws or draws_and_ties, balance",
                "paired parametric bootstrap of the joint table of outcomes (A's winner × B's \
                 winner on the same seed), 2000 resamples, 95% percentile interval",
            ),
            (
                "rounds_mean, decisions_mean",
                "mean of the paired differences (B − A on the same seed), normal 95% interval",
            ),
            (
                "cut_off, win_rate_by_turn_order, win_rate_by_side, card_win_rate",
                "Newcombe's hybrid score interval for two rates, taken as independent (wider \
                 than needed when the runs share their seeds)",
            ),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        Ok(Self {
            a: ra,
            b: rb,
            methods,
            differences,
        })
    }

    /// The differences as CSV rows.
    pub fn csv(&self) -> String {
        let mut out = String::from("measure,item,a,b,difference,low,high,within_noise\n");
        for d in &self.differences {
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{}\n",
                csv_field(&d.measure),
                csv_field(&d.item),
                fmt_num(d.a),
                fmt_num(d.b),
                fmt_num(d.difference.value),
                fmt_num(d.difference.low),
                fmt_num(d.difference.high),
                d.within_noise
            ));
        }
        out
    }

    /// A readable summary: what differs between A and B, and each measure side by side.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "A/B: {} games of {} on the same seeds (seed {})\nA: bots {}; {}\nB: bots {}; {}\n",
            self.a.games,
            self.a.game,
            self.a.seed,
            self.a.bots.join(", "),
            variants_text(&self.a.variants),
            self.b.bots.join(", "),
            variants_text(&self.b.variants),
        );
        out.push_str("measure                         A         B     B − A (95% CI)\n");
        for d in &self.differences {
            let name = if d.item.is_empty() {
                d.measure.clone()
            } else {
                format!("{} {}", d.measure, d.item)
            };
            out.push_str(&format!(
                "{:<30} {:>8.4}  {:>8.4}  {:+.4} ({:+.4} to {:+.4}){}\n",
                name,
                d.a,
                d.b,
                d.difference.value,
                d.difference.low,
                d.difference.high,
                if d.within_noise { "  within noise" } else { "" }
            ));
        }
        for (side, r) in [("A", &self.a), ("B", &self.b)] {
            if !r.not_exercised.is_empty() {
                out.push_str(&format!(
                    "{NOT_EXERCISED}, {side}: {}\n",
                    r.not_exercised.text()
                ));
            }
        }
        out
    }
}

fn variants_text(v: &VariantMap) -> String {
    v.iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}
