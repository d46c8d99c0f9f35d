//! A/B runs: two settings of one game (variants, bots, an edited table) played on the same
//! seeds, game `i` of A beside game `i` of B (common random numbers), so a difference between
//! them is the settings' and not the dice's.

use serde::{Deserialize, Serialize};

use super::{Partial, Run, SimError, SimSettings};

/// The statistics of some paired games; merge chunks in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paired {
    pub a: Partial,
    pub b: Partial,
    /// Games by (A's outcome, B's outcome), row-major: outcome `s` is a win of seat `s`, and
    /// outcome `players` a game with no winner.
    pub joint: Vec<u64>,
    /// B's rounds less A's, per game: their sum and the sum of their squares.
    pub rounds_diff: i64,
    pub rounds_diff_sq: u128,
    /// The same for decisions.
    pub decisions_diff: i64,
    pub decisions_diff_sq: u128,
}

impl Paired {
    fn new(players: u8) -> Self {
        let cells = usize::from(players) + 1;
        Self {
            a: Partial::new(players),
            b: Partial::new(players),
            joint: vec![0; cells * cells],
            ..Self::default()
        }
    }

    /// Games played (the same in A and B).
    pub fn games(&self) -> u64 {
        self.a.games
    }

    /// Seats in the table (from the joint outcomes).
    pub fn players(&self) -> usize {
        (self.joint.len() as f64).sqrt() as usize - 1
    }

    /// Adds another chunk's statistics to this one.
    pub fn merge(&mut self, other: &Paired) -> Result<(), SimError> {
        if self.joint.is_empty() {
            self.joint = vec![0; other.joint.len()];
        }
        if other.a.games > 0 && other.joint.len() != self.joint.len() {
            return Err(SimError::Mismatch);
        }
        self.a.merge(&other.a)?;
        self.b.merge(&other.b)?;
        for (x, y) in self.joint.iter_mut().zip(&other.joint) {
            *x += y;
        }
        self.rounds_diff += other.rounds_diff;
        self.rounds_diff_sq += other.rounds_diff_sq;
        self.decisions_diff += other.decisions_diff;
        self.decisions_diff_sq += other.decisions_diff_sq;
        Ok(())
    }
}

/// An A/B run made ready once: both settings checked and prepared.
pub struct PairedRun {
    a: Run,
    b: Run,
}

impl PairedRun {
    /// A run of `a` beside `b`. They must be the same game, players, games and seed; what
    /// differs (variants, bots, the game's data) is what is compared.
    pub fn new(a: &SimSettings, b: &SimSettings) -> Result<Self, SimError> {
        if (&a.game, a.players, a.games, a.seed) != (&b.game, b.players, b.games, b.seed) {
            return Err(SimError::Variant(
                "A and B must be the same game, players, number of games and seed; only \
                 variants, bots and the game's data may differ"
                    .to_string(),
            ));
        }
        Ok(Self {
            a: Run::new(a)?,
            b: Run::new(b)?,
        })
    }

    /// Games `first .. first + count` of both (clipped to the run's number of games).
    pub fn play(&mut self, first: u64, count: u64) -> Result<Paired, SimError> {
        let settings = self.a.settings();
        let players = settings.players;
        let end = first.saturating_add(count).min(settings.games);
        let mut out = Paired::new(players);
        let cells = usize::from(players) + 1;
        for i in first..end {
            let ga = self.a.play_game(i, &mut out.a)?;
            let gb = self.b.play_game(i, &mut out.b)?;
            let row = ga.winner.map_or(cells - 1, usize::from);
            let col = gb.winner.map_or(cells - 1, usize::from);
            if let Some(c) = out.joint.get_mut(row * cells + col) {
                *c += 1;
            }
            let dr = i64::from(gb.rounds) - i64::from(ga.rounds);
            out.rounds_diff += dr;
            out.rounds_diff_sq += u128::from(dr.unsigned_abs()).pow(2);
            let dd = i64::from(gb.decisions) - i64::from(ga.decisions);
            out.decisions_diff += dd;
            out.decisions_diff_sq += u128::from(dd.unsigned_abs()).pow(2);
        }
        self.a.flush(&mut out.a);
        self.b.flush(&mut out.b);
        Ok(out)
    }
}

/// Plays a whole A/B run (or games `first..end` of it) on `a.threads` threads.
pub fn run_paired(
    a: &SimSettings,
    b: &SimSettings,
    first: u64,
    end: u64,
) -> Result<Paired, SimError> {
    PairedRun::new(a, b)?;
    let end = end.min(a.games);
    let first = first.min(end);
    let threads = a.threads.clamp(1, 256) as u64;
    let per = (end - first).div_ceil(threads).max(1);
    let results: Vec<Result<Paired, SimError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let from = first + t * per;
                let count = per.min(end.saturating_sub(from));
                s.spawn(move || PairedRun::new(a, b)?.play(from, count))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(SimError::Worker)))
            .collect()
    });
    let mut total = Paired::new(a.players);
    for r in results {
        total.merge(&r?)?;
    }
    Ok(total)
}
