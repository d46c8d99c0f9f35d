//! The simulation command line: plays many seeded bot games of a ruled game and prints who
//! wins, as a readable summary or as JSON.
//!
//! ```text
//! protoplay-sim --game destiny --players 4 --games 10000 --seed 7 [--json]
//!               [--bots random,greedy,...] [--variant name=value]... [--threads N]
//!               [--def my-game.json]
//! ```
//! Arguments are parsed by hand: there are few and they are simple.

use std::process::ExitCode;
use std::time::Instant;

use protoplay_engine::rules::{list_variants as list, registry};
use protoplay_engine::sim::{self, Report, SimSettings};

const USAGE: &str = "usage: protoplay-sim --game destiny|deity|... [--players N] [--games N] [--seed N] \
[--bots random,greedy,...] [--variant name=value]... [--threads N] [--def FILE] [--json]
  --bots     one bot per seat: random, search (search:N for N playouts a move; search:N:R\n             cuts each playout after R moves and scores it by the game's heuristic), or the\n             game's own (Destiny: greedy; Deity: heuristic; Devastators 3000: captain;\n             Devacurse: devout; The War of the Worlds: general);\n             a shorter list repeats its last bot
  --variant  a rule variant, repeatable; --list-variants shows them (with --game, one game's)
  --threads  worker threads (default: the machine's cores); results do not depend on it
  --def      a game file exported from Protoplay (an edited copy of the game: its own card
             list or tables); the rules, bots and simulation use its data";

fn parse<T: std::str::FromStr>(flag: &str, v: Option<String>) -> Result<T, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse()
        .map_err(|_| format!("{flag}: {v:?} is not a valid number"))
}

fn list_variants(game: Option<&str>) -> String {
    let mut out = String::new();
    for g in registry::games() {
        let info = g.info();
        if game.is_some_and(|id| id != info.id) {
            continue;
        }
        out.push_str(&format!("{} variants (default first):\n", info.name));
        out.push_str(&list(info.variants));
    }
    out
}

fn main() -> ExitCode {
    let mut settings = SimSettings::new("");
    settings.threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut json = false;
    let mut list = false;
    let mut game = None;
    let mut players_given = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let r: Result<(), String> = (|| {
            match a.as_str() {
                "--game" => game = Some(args.next().ok_or("--game needs a value")?),
                "--players" => {
                    settings.players = parse("--players", args.next())?;
                    players_given = true;
                }
                "--games" => settings.games = parse("--games", args.next())?,
                "--seed" => settings.seed = parse("--seed", args.next())?,
                "--threads" => settings.threads = parse("--threads", args.next())?,
                "--bots" => {
                    let v = args.next().ok_or("--bots needs a value")?;
                    settings.bots = v.split(',').map(|s| s.trim().to_string()).collect();
                }
                "--variant" => {
                    settings
                        .variants
                        .push(args.next().ok_or("--variant needs name=value")?);
                }
                "--def" => {
                    let path = args.next().ok_or("--def needs a file")?;
                    let text =
                        std::fs::read_to_string(&path).map_err(|e| format!("--def {path}: {e}"))?;
                    let content = protoplay_engine::import::read_file(&text)
                        .map_err(|e| format!("--def {path}: {e}"))?;
                    settings.def = Some(content.def().clone());
                }
                "--json" => json = true,
                "--list-variants" => list = true,
                "-h" | "--help" => {
                    println!("{USAGE}");
                    std::process::exit(0);
                }
                other => return Err(format!("unknown argument {other:?}")),
            }
            Ok(())
        })();
        if let Err(e) = r {
            eprintln!("protoplay-sim: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    if list {
        print!("{}", list_variants(game.as_deref()));
        return ExitCode::SUCCESS;
    }
    let Some(game) = game else {
        eprintln!("protoplay-sim: --game is required\n{USAGE}");
        return ExitCode::from(2);
    };
    settings.game = game;
    // Without --players, 4 if the game seats 4, else the nearest it does (1 for a solitaire).
    if !players_given && let Some(g) = registry::simulated(&settings.game) {
        let (min, max) = g.info().players;
        settings.players = settings.players.clamp(min, max);
    }
    if let Err(e) = sim::validate(&settings) {
        eprintln!("protoplay-sim: {e}");
        return ExitCode::from(2);
    }
    // Cards whose text the rules cannot run are said before the run, which ignores that text.
    if let Some(g) = registry::simulated(&settings.game) {
        for n in g.notes(settings.def.as_ref()).unwrap_or_default() {
            eprintln!("protoplay-sim: note: {n} (the simulation ignores it)");
        }
    }
    let start = Instant::now();
    let result = sim::run(&settings);
    let elapsed = start.elapsed().as_secs_f64();
    let report = result.and_then(|p| Report::new(&settings, &p, elapsed));
    match report {
        Ok(r) => {
            if json {
                match serde_json::to_string_pretty(&r) {
                    Ok(text) => println!("{text}"),
                    Err(e) => {
                        eprintln!("protoplay-sim: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            } else {
                print!("{}", r.summary());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("protoplay-sim: {e}");
            ExitCode::FAILURE
        }
    }
}
