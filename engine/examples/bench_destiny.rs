//! Speed of Destiny batch simulation on one core: four-player games per second with greedy and
//! with random bots. Run with
//! `cargo run --release -p protoplay-engine --example bench_destiny [games]`.
//!
//! Besides wall time it reports the thread's CPU time (from `/proc/thread-self/stat` on Linux),
//! because on a shared machine wall time also counts the time other programs held the core.

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
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50_000);
    for bots in ["greedy", "random"] {
        let mut s = SimSettings::new("destiny");
        s.players = 4;
        s.games = games;
        s.seed = 7;
        s.threads = 1;
        s.bots = vec![bots.to_string()];
        // Warm up caches and the branch predictor.
        let _ = sim::run_batch(&s, 0, games / 20);
        let cpu0 = thread_cpu_s();
        let start = Instant::now();
        match sim::run(&s) {
            Ok(p) => {
                let wall = start.elapsed().as_secs_f64();
                let cpu = thread_cpu_s().zip(cpu0).map(|(b, a)| b - a);
                let per_s = |t: f64| p.games as f64 / t.max(1e-9);
                print!(
                    "destiny, 4 players, {bots} bots: {} games, wall {wall:.3} s = {:.0} games/s",
                    p.games,
                    per_s(wall)
                );
                if let Some(cpu) = cpu {
                    print!("; CPU {cpu:.2} s = {:.0} games/s on one core", per_s(cpu));
                }
                println!(
                    " (mean {:.2} rounds)",
                    p.total_rounds as f64 / p.games.max(1) as f64
                );
            }
            Err(e) => eprintln!("bench_destiny: {e}"),
        }
    }
}
