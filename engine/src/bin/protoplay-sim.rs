//! The simulation command line: plays many seeded bot games of a ruled game and prints the
//! balance report, as a readable summary, as JSON or as CSV; compares two settings on the same
//! seeds (A/B); plays one shard of a run and merges shards into the whole run's report.
//!
//! ```text
//! protoplay-sim --game destiny --players 4 --games 10000 --seed 7 [--json | --csv]
//!               [--bots random,greedy,...] [--variant name=value]... [--threads N]
//!               [--def my-game.json]
//!               [--b-variant name=value]... [--b-bots ...] [--b-def FILE]   (an A/B run)
//!               [--shard K/N]                                                (one shard)
//!               [--until balance:0.02]                       (stop once known this well)
//!               [--second-level search]             (does the verdict hold at another level?)
//! protoplay-sim cards --game destiny --deck treasures [--games N] ... [--json | --csv]
//! protoplay-sim sweep --game destiny --cell treasures:3:cost --values 1..6 ... [--json | --csv]
//! protoplay-sim sweep --game devastators --variant draw=2..5 ... [--json | --csv]
//! protoplay-sim ladder --game destiny --players 2 [--bots random,greedy,search] ... [--json | --csv]
//! protoplay-sim merge part1.json part2.json ... [--json | --csv]
//! ```
//! Arguments are parsed by hand: there are few and they are simple.

use std::process::ExitCode;
use std::time::Instant;

use protoplay_engine::def::GameDef;
use protoplay_engine::rules::{list_variants as list, registry};
use protoplay_engine::sim::shard::{self, ExperimentPart, Merged, PartFile, Shard};
use protoplay_engine::sim::{self, Comparison, Report, SimSettings, cards, ladder, sweep, until};

const USAGE: &str = "usage: protoplay-sim --game destiny|deity|... [--players N] [--games N] [--seed N] \
[--bots random,greedy,...] [--variant name=value]... [--threads N] [--def FILE] [--json | --csv]
       [--b-variant name=value]... [--b-bots ...] [--b-def FILE] [--shard K/N]
       [--until MEASURE:WIDTH] [--second-level BOT]
       protoplay-sim cards --game G --deck DECK [the run's settings above] [--json | --csv]
       protoplay-sim sweep --game G (--cell DECK:ROW:COLUMN --values LIST | --variant name=LIST)
                     [the run's settings above] [--json | --csv]
       protoplay-sim ladder --game G [--players N] [--games N] [--bots A,B,...] [--json | --csv]
       protoplay-sim merge PART.json... [--json | --csv]
  --bots     one bot per seat: random, search (search:N for N playouts a move; search:N:R\n             cuts each playout after R moves and scores it by the game's heuristic), or the\n             game's own (Destiny: greedy; Deity: heuristic; Devastators 3000: captain;\n             Devacurse: devout; Lords of Hell: schemer;\n             The War of the Worlds: general);\n             a shorter list repeats its last bot
  --variant  a rule variant, repeatable; --list-variants shows them (with --game, one game's)
  --threads  worker threads (default: the machine's cores); results do not depend on it
  --def      a game file exported from Protoplay (an edited copy of the game: its own card
             list or tables); the rules, bots and simulation use its data
  --json     the balance report as JSON (--csv: as CSV rows measure,item,value,low,high,count,of)
             every report names what no bot did in the run (not_exercised): the report
             says nothing about those kinds of move, kinds of card and cards
  --b-variant, --b-bots, --b-def
             an A/B run: B is A with these changes, played on the same seeds as A; the
             report sets every measure of A and B side by side with B − A and its interval
  cards --deck DECK
             what each card of a deck is worth: the run played again on the same seeds
             without each card name (all its copies), each seat's win rate, the balance and
             the game length compared with the whole deck, with 95% intervals, ranked
  sweep --cell DECK:ROW:COLUMN --values LIST, or --variant name=LIST
             one number of the data (rows as a spreadsheet numbers them, the header being
             row 1; the column by its heading or letter, or `copies`) or one variant set to
             each value of LIST in turn (1..6, 0,2,5 or yes,no), the same seeds played with
             each: balance, the first player's win rate, each side's win rate and the game
             length per value with 95% intervals, the value closest to balance 1 marked
  ladder [--bots A,B,...]
             how the bots fare against one another: for every ordered pair, one bot against
             the other in every other seat, --games in each seat, on the same seeds; its win
             rate beside its fair share (in a solitaire, each bot alone); then each bot in
             every seat (by_bot_level), the measures that differ between levels beyond the
             noise (depends_on_skill), and how often the strongest bot beats the weakest
             (skill). By default random, the game's own bot, and search at a quarter of
             its default budget (search:100 in most games) and at its default
  --until MEASURE:WIDTH
             stop once the measure's 95% interval is within ±WIDTH, looking after every
             1,000 games; --games is the cap. Measures: balance, seat-win and turn-win (the
             widest seat's or place's win rate, as a share: 0.01 is one point), rounds (the
             mean game length). The games are the run's first ones: the same numbers as a
             run of that many games
  --second-level BOT
             does the verdict hold between stronger (or weaker) players? The run's bot and BOT
             each play in every seat on the same seeds, and one against the other in every
             seat: the report adds each level's balance, first player's and sides' win rates
             (by_bot_level), the measures whose intervals at the two levels do not overlap
             (depends_on_skill) and how often the stronger bot beats the weaker (skill)
  --shard K/N
             play only the K-th of N equal ranges of the games (of every run of `cards` and
             `sweep`) and print a partial result as JSON; `protoplay-sim merge` adds the N partial results into the report of
             the whole run (the same numbers as one run; the time is the sum of the parts')";

fn parse<T: std::str::FromStr>(flag: &str, v: Option<String>) -> Result<T, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse()
        .map_err(|_| format!("{flag}: {v:?} is not a valid number"))
}

fn read_def(path: &str) -> Result<GameDef, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let content = protoplay_engine::import::read_file(&text).map_err(|e| format!("{path}: {e}"))?;
    Ok(content.def().clone())
}

fn list_variants(game: Option<&str>) -> String {
    let mut out = String::new();
    for g in registry::games() {
        let info = g.info();
        if game.is_some_and(|id| id != info.id) {
            continue;
        }
        out.push_str(&format!("{} variants (default first):\n", info.name));
        out.push_str(&list(g.variant_specs()));
    }
    out
}

/// How a report is printed.
#[derive(Clone, Copy, PartialEq)]
enum Format {
    Summary,
    Json,
    Csv,
}

/// Prints a result as the chosen format asks: JSON, CSV rows, or the readable summary.
fn print_as<T: serde::Serialize>(
    v: &T,
    format: Format,
    csv: fn(&T) -> String,
    summary: fn(&T) -> String,
) -> ExitCode {
    match format {
        Format::Json => print_json(v),
        Format::Csv => {
            print!("{}", csv(v));
            ExitCode::SUCCESS
        }
        Format::Summary => {
            print!("{}", summary(v));
            ExitCode::SUCCESS
        }
    }
}

fn print_json<T: serde::Serialize>(value: &T) -> ExitCode {
    match protoplay_engine::json::to_string_pretty(value) {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("protoplay-sim: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `protoplay-sim merge FILE...`
fn merge(args: Vec<String>) -> ExitCode {
    let mut format = Format::Summary;
    let mut parts = Vec::new();
    for a in args {
        match a.as_str() {
            "--json" => format = Format::Json,
            "--csv" => format = Format::Csv,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            path => {
                let text = match std::fs::read_to_string(path) {
                    Ok(t) => t,
                    Err(e) => {
                        eprintln!("protoplay-sim merge: {path}: {e}");
                        return ExitCode::from(2);
                    }
                };
                match shard::read_part(path, &text) {
                    Ok(p) => parts.push((path.to_string(), p)),
                    Err(e) => {
                        eprintln!("protoplay-sim merge: {e}");
                        return ExitCode::from(2);
                    }
                }
            }
        }
    }
    match shard::merge(&parts) {
        Ok(Merged::Plain(r)) => print_as(&*r, format, Report::csv, Report::summary),
        Ok(Merged::Paired(c)) => print_as(&*c, format, Comparison::csv, Comparison::summary),
        Ok(Merged::Cards(v)) => print_as(
            &*v,
            format,
            cards::CardValues::csv,
            cards::CardValues::summary,
        ),
        Ok(Merged::Sweep(v)) => print_as(&*v, format, sweep::Sweep::csv, sweep::Sweep::summary),
        Err(e) => {
            eprintln!("protoplay-sim merge: {e}");
            ExitCode::FAILURE
        }
    }
}

/// In a sweep, a variant given a list of values ("draw=2..5", "scope=hand,all") rather than one.
fn swept_variant(v: &str) -> Option<(String, String)> {
    let (name, values) = v.split_once('=')?;
    (values.contains(',') || values.contains(".."))
        .then(|| (name.trim().to_string(), values.to_string()))
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("merge") {
        args.remove(0);
        return merge(args);
    }
    let card_values = args.first().map(String::as_str) == Some("cards");
    let sweeping = args.first().map(String::as_str) == Some("sweep");
    let laddering = args.first().map(String::as_str) == Some("ladder");
    if card_values || sweeping || laddering {
        args.remove(0);
    }
    let mut deck: Option<String> = None;
    let mut cell: Option<sweep::Knob> = None;
    let mut values: Option<String> = None;
    let mut swept: Option<(String, String)> = None;
    let mut settings = SimSettings::new("");
    settings.threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut format = Format::Summary;
    let mut list = false;
    let mut game = None;
    let mut players_given = false;
    let mut b_variants: Vec<String> = Vec::new();
    let mut b_bots: Option<Vec<String>> = None;
    let mut b_def: Option<GameDef> = None;
    let mut shard_of = None;
    let mut bots_given = false;
    let mut until_rule: Option<until::Until> = None;
    let mut second_level: Option<String> = None;
    let mut args = args.into_iter();
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
                    bots_given = true;
                }
                "--variant" => {
                    let v = args.next().ok_or("--variant needs name=value")?;
                    match swept_variant(&v).filter(|_| sweeping) {
                        Some(_) if swept.is_some() || cell.is_some() => {
                            return Err("a sweep changes one thing: one --variant with a list of values, or one --cell".into());
                        }
                        Some(s) => swept = Some(s),
                        None => settings.variants.push(v),
                    }
                }
                "--cell" if sweeping => {
                    if swept.is_some() || cell.is_some() {
                        return Err("a sweep changes one thing: one --variant with a list of values, or one --cell".into());
                    }
                    cell = Some(sweep::Knob::cell(
                        &args.next().ok_or("--cell needs DECK:ROW:COLUMN")?,
                    )?);
                }
                "--values" if sweeping => {
                    values = Some(args.next().ok_or("--values needs a list, such as 1..6")?)
                }
                "--def" => {
                    let path = args.next().ok_or("--def needs a file")?;
                    settings.def = Some(read_def(&path).map_err(|e| format!("--def {e}"))?);
                }
                "--b-variant" => {
                    b_variants.push(args.next().ok_or("--b-variant needs name=value")?);
                }
                "--b-bots" => {
                    let v = args.next().ok_or("--b-bots needs a value")?;
                    b_bots = Some(v.split(',').map(|s| s.trim().to_string()).collect());
                }
                "--b-def" => {
                    let path = args.next().ok_or("--b-def needs a file")?;
                    b_def = Some(read_def(&path).map_err(|e| format!("--b-def {e}"))?);
                }
                "--deck" if card_values => {
                    deck = Some(args.next().ok_or("--deck needs a deck's id")?);
                }
                "--shard" => {
                    shard_of = Some(Shard::parse(&args.next().ok_or("--shard needs K/N")?)?);
                }
                "--until" if !card_values && !sweeping => {
                    until_rule =
                        Some(until::Until::parse(&args.next().ok_or(
                            "--until needs MEASURE:WIDTH, such as balance:0.02",
                        )?)?);
                }
                "--second-level" if !card_values && !sweeping && !laddering => {
                    second_level = Some(
                        args.next()
                            .ok_or("--second-level needs a bot, such as search")?,
                    );
                }
                "--json" => format = Format::Json,
                "--csv" => format = Format::Csv,
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
    if !players_given && let Some(g) = registry::game(&settings.game) {
        let (min, max) = g.info().players;
        settings.players = settings.players.clamp(min, max);
    }
    // B is A with the --b-... changes: a variant named again for B replaces A's.
    let b = (!b_variants.is_empty() || b_bots.is_some() || b_def.is_some()).then(|| {
        let mut b = settings.clone();
        let name = |v: &str| v.split('=').next().unwrap_or("").trim().to_string();
        b.variants
            .retain(|v| !b_variants.iter().any(|w| name(w) == name(v)));
        b.variants.extend(b_variants.iter().cloned());
        if let Some(bots) = &b_bots {
            b.bots = bots.clone();
        }
        if let Some(def) = &b_def {
            b.def = Some(def.clone());
        }
        b
    });
    for (which, s) in [("", Some(&settings)), ("B: ", b.as_ref())] {
        if let Some(Err(e)) = s.map(sim::validate) {
            eprintln!("protoplay-sim: {which}{e}");
            return ExitCode::from(2);
        }
    }
    // Before the run: cards whose text the rules cannot run (the run ignores that text), and
    // data that keeps games from being played out (B's too when it plays data of its own).
    let b_own_data = b.as_ref().filter(|_| b_def.is_some());
    for (which, s) in [("", Some(&settings)), ("B: ", b_own_data)] {
        let Some(s) = s else { continue };
        let Some(g) = registry::game(&s.game) else {
            continue;
        };
        let notes = g.notes(s.def.as_ref()).unwrap_or_default();
        for n in notes.unrun {
            eprintln!("protoplay-sim: note: {which}{n} (the simulation ignores it)");
        }
        for w in notes.warnings {
            eprintln!("protoplay-sim: warning: {which}{w}");
        }
    }
    if card_values {
        let Some(deck) = deck else {
            eprintln!("protoplay-sim cards: --deck is required\n{USAGE}");
            return ExitCode::from(2);
        };
        if b.is_some() {
            eprintln!("protoplay-sim cards: --b-... does not apply to card values");
            return ExitCode::from(2);
        }
        if let Some(s) = shard_of {
            let (first, end) = s.range(settings.games);
            let start = Instant::now();
            return match cards::card_values_range(&settings, &deck, first, end) {
                Ok(played) => print_json(&PartFile::experiment(
                    &settings,
                    s,
                    ExperimentPart::Cards { deck, played },
                    start.elapsed().as_secs_f64(),
                )),
                Err(e) => {
                    eprintln!("protoplay-sim cards: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        return match cards::card_values(&settings, &deck) {
            Ok(v) => print_as(
                &v,
                format,
                cards::CardValues::csv,
                cards::CardValues::summary,
            ),
            Err(e) => {
                eprintln!("protoplay-sim cards: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if laddering {
        if b.is_some() || shard_of.is_some() || until_rule.is_some() {
            eprintln!(
                "protoplay-sim ladder: --b-..., --shard and --until do not apply to a ladder"
            );
            return ExitCode::from(2);
        }
        let bots = if bots_given {
            settings.bots.clone()
        } else {
            ladder::default_bots(&settings.game)
        };
        return match ladder::ladder(&settings, &bots) {
            Ok(l) => print_as(&l, format, ladder::Ladder::csv, ladder::Ladder::summary),
            Err(e) => {
                eprintln!("protoplay-sim ladder: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if sweeping {
        if b.is_some() {
            eprintln!("protoplay-sim sweep: --b-... does not apply to a sweep");
            return ExitCode::from(2);
        }
        let plan = match (cell, swept, values) {
            (Some(knob), None, Some(list)) => sweep::parse_values(&list).map(|v| (knob, v)),
            (None, Some((name, list)), None) => {
                sweep::parse_values(&list).map(|v| (sweep::Knob::Variant { name }, v))
            }
            (Some(_), None, None) => Err("--cell needs --values, such as --values 1..6".into()),
            (None, Some(_), Some(_)) => Err("--values goes with --cell; a variant's values follow its name (--variant draw=2..5)".into()),
            _ => Err("a sweep needs --cell DECK:ROW:COLUMN --values LIST, or --variant name=LIST".into()),
        };
        let (knob, list) = match plan {
            Ok(p) => p,
            Err(e) => {
                eprintln!("protoplay-sim sweep: {e}\n{USAGE}");
                return ExitCode::from(2);
            }
        };
        if let Some(s) = shard_of {
            let (first, end) = s.range(settings.games);
            let start = Instant::now();
            return match sweep::sweep_range(&settings, &knob, &list, first, end) {
                Ok(played) => print_json(&PartFile::experiment(
                    &settings,
                    s,
                    ExperimentPart::Sweep {
                        knob,
                        values: list,
                        played,
                    },
                    start.elapsed().as_secs_f64(),
                )),
                Err(e) => {
                    eprintln!("protoplay-sim sweep: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        return match sweep::sweep(&settings, &knob, &list) {
            Ok(v) => print_as(&v, format, sweep::Sweep::csv, sweep::Sweep::summary),
            Err(e) => {
                eprintln!("protoplay-sim sweep: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(rule) = until_rule {
        if b.is_some() || shard_of.is_some() {
            eprintln!("protoplay-sim: --until runs one setting whole: not with --b-... or --shard");
            return ExitCode::from(2);
        }
        let start = Instant::now();
        return match until::run_until(&settings, rule, until::BATCH).and_then(|(p, stopped)| {
            Report::new(&settings, &p, start.elapsed().as_secs_f64()).map(|r| (r, stopped))
        }) {
            Ok((r, stopped)) => {
                // Said on the error stream so that --json and --csv stay one document.
                eprintln!("protoplay-sim: {}", stopped.text());
                print_as(&r, format, Report::csv, Report::summary)
            }
            Err(e) => {
                eprintln!("protoplay-sim: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(other) = second_level {
        if b.is_some() || shard_of.is_some() || until_rule.is_some() {
            eprintln!(
                "protoplay-sim: --second-level runs one setting whole: not with --b-..., --shard or --until"
            );
            return ExitCode::from(2);
        }
        let start = Instant::now();
        let levels = settings.seat_bots();
        let own = levels.first().cloned().unwrap_or_default();
        if levels.iter().any(|b| *b != own) {
            eprintln!(
                "protoplay-sim: --second-level sets two levels of play side by side: every seat of the run must play one bot (--bots {own})"
            );
            return ExitCode::from(2);
        }
        return match sim::run(&settings)
            .and_then(|p| Report::new(&settings, &p, start.elapsed().as_secs_f64()))
            .and_then(|r| ladder::ladder(&settings, &[own, other]).map(|l| r.with_levels(l)))
        {
            Ok(r) => print_as(&r, format, Report::csv, Report::summary),
            Err(e) => {
                eprintln!("protoplay-sim: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let (first, end) = shard_of.map_or((0, settings.games), |s| s.range(settings.games));
    let start = Instant::now();
    let code = match (&b, shard_of) {
        (None, None) => sim::run(&settings)
            .and_then(|p| Report::new(&settings, &p, start.elapsed().as_secs_f64()))
            .map(|r| print_as(&r, format, Report::csv, Report::summary)),
        (Some(b), None) => sim::run_paired(&settings, b, first, end)
            .and_then(|p| Comparison::new(&settings, b, &p, start.elapsed().as_secs_f64()))
            .map(|c| print_as(&c, format, Comparison::csv, Comparison::summary)),
        (None, Some(s)) => sim::run_range(&settings, first, end).map(|p| {
            print_json(&PartFile::plain(
                &settings,
                s,
                p,
                start.elapsed().as_secs_f64(),
            ))
        }),
        (Some(b), Some(s)) => sim::run_paired(&settings, b, first, end).map(|p| {
            print_json(&PartFile::paired(
                &settings,
                b,
                s,
                p,
                start.elapsed().as_secs_f64(),
            ))
        }),
    };
    code.unwrap_or_else(|e| {
        eprintln!("protoplay-sim: {e}");
        ExitCode::FAILURE
    })
}
