//! Plays one seeded Deity game between bots through the one session every ruled game uses, and
//! prints its public log with the dice and how it ended (batch statistics are the simulator's:
//! `protoplay-sim --game deity`). Run with
//! `cargo run --release -p protoplay-engine --example deity_game -- [players] [seed] [bots] [name=value]...`
//! where `bots` is a comma list (`heuristic`, `random`, `search`, `search:N`), one per seat,
//! the last repeated, and each `name=value` a rule variant (`world=generated`).

use protoplay_engine::rules::registry;
use protoplay_engine::rules::{SeatKind, SessionSetup, VariantValues};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args.first().and_then(|a| a.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let bots: Vec<String> = args.get(2).map_or_else(
        || vec!["heuristic".to_string()],
        |b| b.split(',').map(str::to_string).collect(),
    );
    let Some(deity) = registry::game("deity") else {
        eprintln!("deity_game: Deity is not registered");
        return;
    };
    let variants =
        match VariantValues::from_pairs(deity.variant_specs(), &args[args.len().min(3)..]) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("deity_game: {e}");
                return;
            }
        };
    let seats = (0..usize::from(players))
        .map(|i| SeatKind::Bot(bots[i.min(bots.len() - 1)].clone()))
        .collect();
    let setup = SessionSetup {
        seats,
        seed,
        variants,
        hot_seat: false,
    };
    let mut table = match deity.start(None, setup) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("deity_game: {e}");
            return;
        }
    };
    table.run_bots(usize::MAX);
    for e in table.log() {
        let dice = if e.dice.is_empty() {
            String::new()
        } else {
            format!("  {:?}", e.dice)
        };
        println!("R{:<3} {}{dice}", e.round, e.text);
    }
    println!("\n{} moves; {:?}", table.step(), table.outcome());
}
