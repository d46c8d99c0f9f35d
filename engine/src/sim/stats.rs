//! The statistics of the balance report: intervals for rates and differences, a bootstrap for
//! measures without a formula (balance), and quantiles of a histogram.
//!
//! Everything here uses only addition, multiplication, division and square roots, which IEEE 754
//! rounds the same way on every machine: the numbers the browser shows are the command line's
//! to the last digit (a logarithm or a cosine may differ in the last bit between the two).

use serde::{Deserialize, Serialize};

use crate::table::Rng;

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A measured value with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

impl Interval {
    /// Whether the interval holds `x` (a difference "within noise" holds 0).
    pub fn holds(&self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }
}

/// The 95% Wilson score interval of `k` successes in `n` trials, as fractions (0–1).
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let z = Z95;
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

/// A rate `k / n` with its Wilson interval (0 of 0 is 0, from 0 to 0).
pub fn rate(k: u64, n: u64) -> Interval {
    let (low, high) = wilson(k, n);
    Interval {
        value: if n == 0 { 0.0 } else { k as f64 / n as f64 },
        low,
        high,
    }
}

/// The difference `k2/n2 − k1/n1` of two independent rates with Newcombe's hybrid score
/// interval (his method 10, from the two Wilson intervals). With common random numbers the two
/// runs are positively correlated, which makes this interval wider than it need be, never
/// narrower.
pub fn rate_difference(k1: u64, n1: u64, k2: u64, n2: u64) -> Interval {
    let a = rate(k1, n1);
    let b = rate(k2, n2);
    let d = b.value - a.value;
    let low = d - ((b.value - b.low).powi(2) + (a.high - a.value).powi(2)).sqrt();
    let high = d + ((b.high - b.value).powi(2) + (a.value - a.low).powi(2)).sqrt();
    Interval {
        value: d,
        low: low.max(-1.0),
        high: high.min(1.0),
    }
}

/// The mean of paired differences with its normal 95% interval, from their count, sum and sum
/// of squares (sums of whole numbers, so chunks merge exactly).
pub fn mean_difference(n: u64, sum: i64, sum_sq: u128) -> Interval {
    if n == 0 {
        return Interval {
            value: 0.0,
            low: 0.0,
            high: 0.0,
        };
    }
    let nf = n as f64;
    let mean = sum as f64 / nf;
    let var = if n > 1 {
        ((sum_sq as f64 - nf * mean * mean) / (nf - 1.0)).max(0.0)
    } else {
        0.0
    };
    let half = Z95 * (var / nf).sqrt();
    Interval {
        value: mean,
        low: mean - half,
        high: mean + half,
    }
}

/// Resamples drawn by [`bootstrap`].
pub const RESAMPLES: usize = 2000;
/// The bootstrap's own seed: the same counts always give the same interval, whatever the run's
/// seed, thread count or shards.
const BOOTSTRAP_SEED: u64 = 0x0B00_7577_AA9B_0001;

/// A parametric bootstrap: the 95% percentile interval of `stat` over [`RESAMPLES`] tables of
/// counts drawn from the multinomial whose cell probabilities are the observed shares of
/// `counts` (as many draws as the table holds). `stat` reads a table of counts.
pub fn bootstrap(counts: &[u64], stat: impl Fn(&[u64]) -> f64) -> (f64, f64) {
    bootstrap_many(counts, 1, |t, out| out[0] = stat(t))
        .first()
        .copied()
        .unwrap_or((0.0, 0.0))
}

/// [`bootstrap`] of `k` statistics at once from the same resamples: `stat` writes the `k`
/// values of one table of counts.
pub fn bootstrap_many(
    counts: &[u64],
    k: usize,
    stat: impl Fn(&[u64], &mut [f64]),
) -> Vec<(f64, f64)> {
    let n: u64 = counts.iter().sum();
    let mut one = vec![0.0; k];
    if n == 0 {
        stat(counts, &mut one);
        return one.into_iter().map(|v| (v, v)).collect();
    }
    let mut rng = Rng::seeded(BOOTSTRAP_SEED);
    let mut table = vec![0u64; counts.len()];
    let mut values: Vec<Vec<f64>> = vec![Vec::with_capacity(RESAMPLES); k];
    for _ in 0..RESAMPLES {
        multinomial(&mut rng, n, counts, &mut table);
        stat(&table, &mut one);
        for (v, x) in values.iter_mut().zip(&one) {
            v.push(*x);
        }
    }
    values
        .into_iter()
        .map(|mut v| {
            crate::sort::sort_by(&mut v, f64::total_cmp);
            (v[RESAMPLES * 25 / 1000], v[RESAMPLES * 975 / 1000 - 1])
        })
        .collect()
}

/// A uniform number in [0, 1) with 53 random bits.
fn uniform(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// A standard normal number, as the sum of twelve uniforms less six (Irwin–Hall): plain
/// arithmetic, so every machine draws the same; its tails stop at ±6, far beyond the 2.5%
/// points a percentile interval reads.
fn normal(rng: &mut Rng) -> f64 {
    (0..12).map(|_| uniform(rng)).sum::<f64>() - 6.0
}

/// A binomial number of `n` trials of chance `p`: exact (inversion, the terms by their
/// recurrence) when its variance is small, else its normal approximation rounded, which at a
/// variance of 25 or more is close enough for a percentile interval.
fn binomial(rng: &mut Rng, n: u64, p: f64) -> u64 {
    if n == 0 || p <= 0.0 {
        return 0;
    }
    if p >= 1.0 {
        return n;
    }
    let q = 1.0 - p;
    let nf = n as f64;
    if nf * p * q >= 25.0 {
        let k = (nf * p + (nf * p * q).sqrt() * normal(rng)).round();
        return k.clamp(0.0, nf) as u64;
    }
    // Few successes or few failures: invert the smaller side's distribution term by term.
    let (small, flip) = if p <= 0.5 { (p, false) } else { (q, true) };
    let ratio = small / (1.0 - small);
    let mut term = pow(1.0 - small, n);
    let mut cdf = term;
    let u = uniform(rng);
    let mut k = 0u64;
    while u > cdf && k < n {
        term *= ratio * (n - k) as f64 / (k + 1) as f64;
        k += 1;
        cdf += term;
        if term == 0.0 && k as f64 > nf * small {
            break;
        }
    }
    if flip { n - k } else { k }
}

/// `x` to a whole power by squaring (the same steps on every machine).
fn pow(mut x: f64, mut e: u64) -> f64 {
    let mut r = 1.0;
    while e > 0 {
        if e & 1 == 1 {
            r *= x;
        }
        x *= x;
        e >>= 1;
    }
    r
}

/// Fills `out` with a multinomial draw of `n` over the shares of `counts` (conditional
/// binomials, cell by cell).
fn multinomial(rng: &mut Rng, n: u64, counts: &[u64], out: &mut [u64]) {
    let mut left_n = n;
    let mut left_mass: u64 = counts.iter().sum();
    for (o, &c) in out.iter_mut().zip(counts) {
        if left_mass == 0 || left_n == 0 {
            *o = 0;
            continue;
        }
        let k = if c == left_mass {
            left_n
        } else {
            binomial(rng, left_n, c as f64 / left_mass as f64)
        };
        *o = k;
        left_n -= k;
        left_mass -= c;
    }
}

/// Ludii's balance of a table of outcomes: 1 less the largest gap between two seats' win rates
/// (the last cell of `counts` holds the games no seat won alone: draws and ties). `None` for
/// fewer than two seats.
pub fn balance(counts: &[u64]) -> Option<f64> {
    let seats = counts.len().checked_sub(1)?;
    if seats < 2 {
        return None;
    }
    let n: u64 = counts.iter().sum();
    if n == 0 {
        return Some(1.0);
    }
    let wins = counts.get(..seats)?;
    let max = wins.iter().copied().max().unwrap_or(0);
    let min = wins.iter().copied().min().unwrap_or(0);
    Some(1.0 - (max - min) as f64 / n as f64)
}

/// The mean of a histogram (value → games) with its 95% interval, from the normal
/// approximation (the mean ± z standard errors): the game length a sweep compares across values.
pub fn mean_interval(histogram: &std::collections::BTreeMap<u32, u64>) -> Interval {
    let n: u64 = histogram.values().sum();
    if n == 0 {
        return Interval {
            value: 0.0,
            low: 0.0,
            high: 0.0,
        };
    }
    let count = n as f64;
    let mean = histogram
        .iter()
        .map(|(v, c)| f64::from(*v) * *c as f64)
        .sum::<f64>()
        / count;
    let squares: f64 = histogram
        .iter()
        .map(|(v, c)| (f64::from(*v) - mean).powi(2) * *c as f64)
        .sum();
    let variance = if n > 1 { squares / (count - 1.0) } else { 0.0 };
    let half = Z95 * (variance / count).sqrt();
    Interval {
        value: mean,
        low: mean - half,
        high: mean + half,
    }
}

/// A histogram's summary: mean and quantiles.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spread {
    pub mean: f64,
    pub min: u32,
    /// 10th, 25th, 50th (median), 75th and 90th percentiles.
    pub p10: u32,
    pub p25: u32,
    pub median: u32,
    pub p75: u32,
    pub p90: u32,
    pub max: u32,
}

/// The summary of a histogram (value → games). Quantile q is the smallest value with at least
/// q of the games at or below it.
pub fn spread(histogram: &std::collections::BTreeMap<u32, u64>) -> Spread {
    let n: u64 = histogram.values().sum();
    let total: u128 = histogram
        .iter()
        .map(|(v, c)| u128::from(*v) * u128::from(*c))
        .sum();
    let quantile = |num: u64, den: u64| -> u32 {
        // The rank of the quantile, at least 1.
        let rank = (u128::from(n) * u128::from(num))
            .div_ceil(u128::from(den))
            .max(1);
        let mut seen = 0u128;
        for (v, c) in histogram {
            seen += u128::from(*c);
            if seen >= rank {
                return *v;
            }
        }
        0
    };
    Spread {
        mean: if n == 0 { 0.0 } else { total as f64 / n as f64 },
        min: histogram.keys().next().copied().unwrap_or(0),
        p10: quantile(1, 10),
        p25: quantile(1, 4),
        median: quantile(1, 2),
        p75: quantile(3, 4),
        p90: quantile(9, 10),
        max: histogram.keys().next_back().copied().unwrap_or(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_mean_interval_narrows_with_the_games_and_is_a_point_without_spread() {
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7.
        let h: BTreeMap<u32, u64> = [(2, 1), (4, 3), (5, 2), (7, 1), (9, 1)].into();
        let m = mean_interval(&h);
        assert!((m.value - 5.0).abs() < 1e-12);
        let half = Z95 * (32.0f64 / 7.0 / 8.0).sqrt();
        assert!((m.high - m.value - half).abs() < 1e-12 && (m.value - m.low - half).abs() < 1e-12);
        let four_times: BTreeMap<u32, u64> = h.iter().map(|(v, c)| (*v, c * 4)).collect();
        let wider = m.high - m.low;
        let narrower = mean_interval(&four_times);
        assert!(narrower.high - narrower.low < wider * 0.55);
        let flat = mean_interval(&[(6, 10)].into());
        assert_eq!((flat.value, flat.low, flat.high), (6.0, 6.0, 6.0));
        assert_eq!(mean_interval(&BTreeMap::new()).value, 0.0);
    }

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: 40.4% to 59.6% (the textbook Wilson example).
        let (lo, hi) = wilson(50, 100);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3);
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
        let (lo, hi) = wilson(10, 10);
        assert!((lo - 0.7225).abs() < 1e-3 && (hi - 1.0).abs() < 1e-9);
        assert_eq!(wilson(0, 0), (0.0, 0.0));
    }

    #[test]
    fn newcombes_interval_matches_his_worked_example() {
        // Newcombe (1998), Statistics in Medicine 17, table II, example (a): 56/70 against
        // 48/80 gives a difference of 0.2000 with the hybrid score interval 0.0524 to 0.3339.
        let d = rate_difference(48, 80, 56, 70);
        assert!((d.value - 0.2).abs() < 1e-9);
        assert!((d.low - 0.0524).abs() < 1e-3, "{d:?}");
        assert!((d.high - 0.3339).abs() < 1e-3, "{d:?}");
    }

    #[test]
    fn a_mean_difference_holds_zero_for_noise_and_not_for_a_shift() {
        // Differences −1, 0, +1 repeated: mean 0, interval around it.
        let noise = mean_difference(300, 0, 200);
        assert!(noise.holds(0.0) && noise.high > 0.0);
        // Every game one round longer: mean 1, no spread.
        let shift = mean_difference(300, 300, 300);
        assert_eq!((shift.value, shift.low, shift.high), (1.0, 1.0, 1.0));
        assert!(!shift.holds(0.0));
    }

    #[test]
    fn balance_is_one_less_the_largest_gap_between_two_seats() {
        // Ludii's Balance: rates 0.5, 0.3 and 0.1 (and 0.1 draws): 1 − (0.5 − 0.1).
        assert!((balance(&[50, 30, 10, 10]).expect("3 seats") - 0.6).abs() < 1e-12);
        assert_eq!(balance(&[25, 25, 0]), Some(1.0));
        assert_eq!(balance(&[7, 3]), None, "one seat has no balance");
    }

    #[test]
    fn the_bootstrap_is_repeatable_covers_the_estimate_and_narrows_with_more_games() {
        let stat = |t: &[u64]| balance(t).unwrap_or(0.0);
        let small = bootstrap(&[60, 40, 0], stat);
        assert_eq!(
            small,
            bootstrap(&[60, 40, 0], stat),
            "same counts, same interval"
        );
        assert!(small.0 < 0.8 && 0.8 < small.1, "{small:?}");
        let big = bootstrap(&[60_000, 40_000, 0], stat);
        assert!(big.0 < 0.8 && 0.8 < big.1, "{big:?}");
        assert!(
            big.1 - big.0 < (small.1 - small.0) / 10.0,
            "{small:?} {big:?}"
        );
        // Two seats with a 20-point gap in 100 games: the gap's standard error is about
        // 2·sqrt(0.6·0.4/100) ≈ 0.098, so the 95% interval is about ±0.19 wide.
        assert!((small.1 - small.0 - 0.38).abs() < 0.08, "{small:?}");
    }

    #[test]
    fn binomial_draws_have_the_right_mean_on_both_methods() {
        let mut rng = Rng::seeded(3);
        for (n, p) in [(40u64, 0.05), (40, 0.97), (1_000_000, 0.3), (10, 0.5)] {
            let draws = 4000;
            let sum: u64 = (0..draws).map(|_| binomial(&mut rng, n, p)).sum();
            let mean = sum as f64 / draws as f64;
            let sd = (n as f64 * p * (1.0 - p) / draws as f64).sqrt();
            assert!(
                (mean - n as f64 * p).abs() < 5.0 * sd,
                "n {n} p {p}: {mean}"
            );
        }
    }

    #[test]
    fn quantiles_of_a_histogram() {
        let h: BTreeMap<u32, u64> = [(3, 1), (4, 4), (5, 4), (9, 1)].into_iter().collect();
        let s = spread(&h);
        // Ten games: the 5th is the last 4 (half the games are 4 or less), the 9th a 5.
        assert_eq!(
            (s.min, s.p10, s.p25, s.median, s.p75, s.p90, s.max),
            (3, 3, 4, 4, 5, 5, 9)
        );
        assert!((s.mean - 4.8).abs() < 1e-12);
        assert_eq!(spread(&BTreeMap::new()).median, 0);
    }
}
