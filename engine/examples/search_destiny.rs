//! How strong the generic search bot is at Destiny: two-player games against the random bot and
//! against the greedy bot, the search bot in seat 1 in half the games and in seat 2 in the
//! other half, with its win rate and a 95% Wilson interval. Run with
//! `cargo run --release -p protoplay-engine --example search_destiny [games] [iterations] [rollout]`
//! `[opponent]` (defaults: 200 games, Destiny's search budget, both opponents).

use std::time::Instant;

use protoplay_engine::rules::destiny::DestinyGame;
use protoplay_engine::rules::{
    Bot, Budget, RuledGame, SearchBot, SeatBot, VariantValues, shipped_data,
};
use protoplay_engine::sim::{bots_seed, game_seed};
use protoplay_engine::table::Rng;

/// The 95% Wilson score interval of `k` wins in `n` games.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays games `first..end` of search against `opponent`; returns the search bot's wins, the
/// draws and the moves it made.
fn play(budget: Budget, opponent: &str, first: u64, end: u64) -> (u64, u64, u64) {
    let Ok(data) = shipped_data::<DestinyGame>() else {
        return (0, 0, 0);
    };
    let variants = <DestinyGame as RuledGame>::variants(&VariantValues::default());
    let (mut wins, mut draws, mut moves) = (0, 0, 0);
    for i in first..end {
        let seed = game_seed(2026, i);
        // The search bot sits first in even games, second in odd ones.
        let me = (i % 2) as u8;
        let Ok(mut game) = <DestinyGame as RuledGame>::new(&data, 2, seed, &variants, false) else {
            return (wins, draws, moves);
        };
        let mut bots: Vec<SeatBot<DestinyGame>> = (0..2)
            .map(|s| {
                if s == me {
                    SeatBot::Search(Box::new(SearchBot::new(budget)))
                } else {
                    SeatBot::by_name(opponent).unwrap_or(SeatBot::Random(Default::default()))
                }
            })
            .collect();
        for (s, b) in bots.iter_mut().enumerate() {
            b.new_game(seed, s as u8);
        }
        let mut rng = Rng::seeded(bots_seed(seed));
        while let Some(p) = game.to_move() {
            let Some(m) = bots[usize::from(p)].choose(&game, &mut rng) else {
                break;
            };
            if RuledGame::apply(&mut game, m).is_err() {
                break;
            }
            moves += u64::from(p == me);
        }
        match game.outcome().and_then(|o| o.winner()) {
            Some(w) if w == me => wins += 1,
            None => draws += 1,
            Some(_) => {}
        }
    }
    (wins, draws, moves)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let mut budget = DestinyGame::search_budget();
    if let Some(n) = args.next().and_then(|a| a.parse().ok()) {
        budget.iterations = n;
    }
    if let Some(n) = args.next().and_then(|a| a.parse().ok()) {
        budget.rollout = n;
    }
    let only = args.next();
    println!(
        "search bot ({} iterations, rollouts of at most {} moves) at 2-player Destiny, {games} games each:",
        budget.iterations, budget.rollout
    );
    for opponent in ["random", "greedy"] {
        if only.as_deref().is_some_and(|o| o != opponent) {
            continue;
        }
        let start = Instant::now();
        // Two threads, each half of the games: the results do not depend on the split.
        let half = games / 2;
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(move || play(budget, opponent, 0, half));
            let b = s.spawn(move || play(budget, opponent, half, games));
            (a.join().unwrap_or_default(), b.join().unwrap_or_default())
        });
        let (wins, draws, moves) = (a.0 + b.0, a.1 + b.1, a.2 + b.2);
        let (low, high) = wilson(wins, games);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "  vs {opponent}: won {wins} of {games} ({:.1}%, 95% CI {:.1}–{:.1}%), {draws} draws; {:.1} ms a move ({secs:.0} s on 2 threads)",
            100.0 * wins as f64 / games as f64,
            100.0 * low,
            100.0 * high,
            1000.0 * 2.0 * secs / moves.max(1) as f64,
        );
    }
}
