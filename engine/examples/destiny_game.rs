//! Plays one seeded Destiny game with bots and prints its public log, the final totals and the
//! move list (seed + moves replay it). Run with
//! `cargo run -p protoplay-engine --example destiny_game [players] [seed] [bots]`.

use protoplay_engine::rules::destiny::{DestinyGame, Move, Variants};
use protoplay_engine::rules::{Bot, RuledGame, SeatBot};
use protoplay_engine::table::Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let bots = args.next().unwrap_or_else(|| "greedy".into());
    let names: Vec<&str> = bots.split(',').collect();
    let mut seats: Vec<SeatBot<DestinyGame>> = (0..usize::from(players))
        .filter_map(|i| SeatBot::by_name(names[i.min(names.len() - 1)]))
        .collect();
    let mut game = match DestinyGame::new(players, seed, Variants::default()) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("destiny_game: {e}");
            return;
        }
    };
    let mut rng = Rng::seeded(seed);
    while let Some(p) = game.to_move() {
        let Some(bot) = seats.get_mut(usize::from(p)) else {
            break;
        };
        let m = bot.choose(&game, &mut rng).unwrap_or(Move::Done);
        if let Err(e) = game.apply(m) {
            eprintln!("destiny_game: {m:?} refused: {e}");
            break;
        }
    }
    for line in game.log() {
        println!("{}", line.text);
    }
    println!("\n{} moves: {:?}", game.history().len(), game.outcome());
}
