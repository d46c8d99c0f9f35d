//! Plays N seeded Deity games between bots and prints wins per seat, mean rounds, draws and
//! games per second.
//!
//! `cargo run --release -p protoplay-engine --example deity_games -- [games] [players] [bots] [world]`
//! where `bots` is a comma list of `random`/`heuristic` (one per seat, cycled) and `world` is
//! `generated` (default) or `build`.

use std::time::Instant;

use protoplay_engine::rules::deity::{BotKind, Variants, WorldBuilding, play_one};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let bots: Vec<BotKind> = args
        .get(2)
        .map(|a| {
            a.split(',')
                .map(|b| b.parse().unwrap_or(BotKind::Heuristic))
                .collect()
        })
        .unwrap_or_else(|| vec![BotKind::Heuristic]);
    let variants = Variants {
        world: match args.get(3).map(String::as_str) {
            Some("build") => WorldBuilding::PlayersBuild,
            _ => WorldBuilding::Generated,
        },
        ..Variants::default()
    };
    let start = Instant::now();
    let mut wins = vec![0u64; usize::from(players)];
    let (mut draws, mut rounds, mut moves) = (0u64, 0u64, 0u64);
    for seed in 0..games {
        let o = play_one(seed, players, &bots, &variants);
        if let Some(e) = o.error {
            eprintln!("seed {seed}: {e}");
            return;
        }
        match o.winner {
            Some(w) => wins[usize::from(w)] += 1,
            None => draws += 1,
        }
        rounds += u64::from(o.rounds);
        moves += o.moves;
    }
    let secs = start.elapsed().as_secs_f64();
    let names: Vec<&str> = (0..usize::from(players))
        .map(|s| {
            bots.get(s % bots.len().max(1))
                .map_or("random", |b| b.name())
        })
        .collect();
    println!(
        "Deity: {games} games, {players} players, seats {names:?}, world {:?}",
        variants.world
    );
    for (s, w) in wins.iter().enumerate() {
        println!("  Player {} ({}) wins: {w}", s + 1, names[s]);
    }
    println!("  draws (round cap {}): {draws}", variants.max_rounds);
    println!("  mean rounds: {:.1}", rounds as f64 / games.max(1) as f64);
    println!("  mean moves: {:.0}", moves as f64 / games.max(1) as f64);
    println!(
        "  {:.1} games/s ({secs:.2} s)",
        games as f64 / secs.max(1e-9)
    );
}
