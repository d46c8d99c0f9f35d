//! Speed of Destiny batch simulation on one core: four-player games per second with greedy and
//! with random bots. Run with
//! `cargo run --release -p protoplay-engine --example bench_destiny [games] [repeats]`.
//!
//! Besides wall time it reports the thread's CPU time (from `/proc/thread-self/stat` on Linux),
//! because on a shared machine wall time also counts the time other programs held the core.

// A benchmark run natively may sort as std does: it never reaches the page (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::time::Instant;

use protoplay_engine::sim::{self, SimSettings};

/// CPU time of this thread in seconds (user + system), if the platform tells.
fn thread_cpu_s() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // Linux reports clock ticks of 1/100 s on every common configuration.
    Some((utime + stime) / 100.0)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(50_000);
    // On a shared machine one run can be a fifth slower than the next: each bot mix is timed
    // several times, and the best and the median are reported.
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5).max(1);
    for bots in ["greedy", "random"] {
        let mut s = SimSettings::new("destiny");
        s.players = 4;
        s.games = games;
        s.seed = 7;
        s.threads = 1;
        s.bots = vec![bots.to_string()];
        // Warm up caches and the branch predictor.
        let _ = sim::run_batch(&s, 0, games / 20);
        let mut walls = Vec::new();
        let mut cpus = Vec::new();
        let mut rounds = 0.0;
        for _ in 0..repeats {
            let cpu0 = thread_cpu_s();
            let start = Instant::now();
            match sim::run(&s) {
                Ok(p) => {
                    walls.push(start.elapsed().as_secs_f64());
                    if let Some(cpu) = thread_cpu_s().zip(cpu0).map(|(b, a)| b - a) {
                        cpus.push(cpu);
                    }
                    rounds = p.total_rounds as f64 / p.games.max(1) as f64;
                }
                Err(e) => {
                    eprintln!("bench_destiny: {e}");
                    return;
                }
            }
        }
        let rate = |times: &mut Vec<f64>| {
            times.sort_by(f64::total_cmp);
            let per_s = |t: f64| games as f64 / t.max(1e-9);
            (per_s(times[0]), per_s(times[times.len() / 2]))
        };
        let (best, median) = rate(&mut walls);
        print!(
            "destiny, 4 players, {bots} bots, {games} games x {repeats}: wall best {best:.0} games/s, median {median:.0}"
        );
        if cpus.len() == repeats {
            let (best, median) = rate(&mut cpus);
            print!("; CPU best {best:.0} games/s on one core, median {median:.0}");
        }
        println!(" (mean {rounds:.2} rounds)");
    }
}
