//! Speed of Destiny batch simulation on one core: four-player games per second with greedy and
//! with random bots. Run with
//! `cargo run --release -p protoplay-engine --example bench_destiny [games]`.

use std::time::Instant;

use protoplay_engine::sim::{self, SimSettings};

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
        let start = Instant::now();
        match sim::run(&s) {
            Ok(p) => {
                let t = start.elapsed().as_secs_f64();
                println!(
                    "destiny, 4 players, {bots} bots: {} games in {t:.3} s = {:.0} games/s on 1 core (mean {:.2} rounds)",
                    p.games,
                    p.games as f64 / t,
                    p.total_rounds as f64 / p.games.max(1) as f64
                );
            }
            Err(e) => eprintln!("bench_destiny: {e}"),
        }
    }
}
