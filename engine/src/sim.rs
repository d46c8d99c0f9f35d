//! Batch simulation: play many seeded bot games of any ruled game and count who wins.
//!
//! Game `i` of a batch is seeded from `(seed, i)` alone, and the statistics of a batch are sums
//! and counts that merge in any order, so the numbers are the same for any thread count and for
//! any way of cutting the batch into chunks. The browser's Web Worker prepares a [`Run`] once
//! and plays it in batches (to report progress as it goes) and the page [`Partial::merge`]s
//! them; the CLI calls [`run`], which splits the batch over threads.
//!
//! [`play_batch`] is generic over [`RuledGame`] and monomorphised for each game: no dynamic
//! dispatch per move. The registry ([`crate::rules::registry`]) finds a game by id.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::def::GameDef;
use crate::rules::registry::{self, DynSim};
use crate::rules::{Bot, RuledGame, SeatBot, VariantValues};
use crate::table::Rng;

/// Most games one run may play.
pub const MAX_GAMES: u64 = 100_000_000;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimSettings {
    /// The game's id (`"destiny"`).
    pub game: String,
    pub players: u8,
    /// Number of games.
    pub games: u64,
    pub seed: u64,
    /// Worker threads for [`run`] (1 = this thread). Results do not depend on it.
    #[serde(default = "one")]
    pub threads: usize,
    /// The bot of each seat by name (`"random"`, `"greedy"`); a shorter list repeats its last
    /// entry, an empty one means the game's default bot everywhere.
    #[serde(default)]
    pub bots: Vec<String>,
    /// Rule variants as `name=value` pairs over the game's defaults.
    #[serde(default)]
    pub variants: Vec<String>,
    /// The game's definition the rules read (an edited copy); `None` is the shipped one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub def: Option<GameDef>,
}

fn one() -> usize {
    1
}

impl SimSettings {
    /// Default settings for a game: 4 players, 1000 games, seed 1, the game's default bots.
    pub fn new(game: &str) -> Self {
        Self {
            game: game.to_string(),
            players: 4,
            games: 1000,
            seed: 1,
            threads: 1,
            bots: Vec::new(),
            variants: Vec::new(),
            def: None,
        }
    }

    /// The bot name of each seat.
    pub fn seat_bots(&self) -> Vec<String> {
        let default = registry::simulated(&self.game).map_or("random", |g| g.info().default_bot);
        (0..usize::from(self.players))
            .map(|i| {
                self.bots
                    .get(i)
                    .or(self.bots.last())
                    .cloned()
                    .unwrap_or_else(|| default.to_string())
            })
            .collect()
    }
}

/// Why a simulation could not run.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SimError {
    #[error("unknown game {0:?}; the simulator knows: {known}", known = registry::ids().join(", "))]
    UnknownGame(String),
    #[error("unknown bot {name:?}; {game} has: {known}")]
    UnknownBot {
        name: String,
        game: &'static str,
        known: String,
    },
    #[error("{game} is for {min} to {max} players, not {players}")]
    Players {
        game: String,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{0}")]
    Variant(String),
    #[error("the game's cards or tables cannot be simulated: {0}")]
    Data(String),
    #[error("a game cannot be set up: {0}")]
    Setup(String),
    #[error("at most {MAX_GAMES} games per run, not {0}")]
    TooManyGames(u64),
    #[error("chunks to merge come from different settings")]
    Mismatch,
    #[error("a simulation thread stopped unexpectedly")]
    Worker,
}

/// Statistics of some games of a batch; merge chunks in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Partial {
    pub games: u64,
    pub wins_by_seat: Vec<u64>,
    /// Wins by side: a character (Destiny), else the winner's bot.
    pub wins_by_character: BTreeMap<String, u64>,
    /// Games in which each side was at the table (once per seat holding it).
    #[serde(default)]
    pub plays_by_character: BTreeMap<String, u64>,
    pub draws: u64,
    pub total_rounds: u64,
    pub rounds_histogram: BTreeMap<u32, u64>,
}

/// Adds one to a count, making the key only the first time.
fn bump(map: &mut BTreeMap<String, u64>, key: &str) {
    match map.get_mut(key) {
        Some(n) => *n += 1,
        None => {
            map.insert(key.to_string(), 1);
        }
    }
}

impl Partial {
    fn new(players: u8) -> Self {
        Self {
            wins_by_seat: vec![0; usize::from(players)],
            ..Self::default()
        }
    }

    /// Counts one finished game: its winner (and the winner's side), its rounds, and each
    /// seat's side.
    fn add<'a>(
        &mut self,
        winner: Option<(u8, &str)>,
        rounds: u32,
        sides: impl Iterator<Item = &'a str>,
    ) {
        self.games += 1;
        self.total_rounds += u64::from(rounds);
        *self.rounds_histogram.entry(rounds).or_default() += 1;
        for side in sides {
            bump(&mut self.plays_by_character, side);
        }
        match winner {
            Some((w, side)) => {
                if let Some(n) = self.wins_by_seat.get_mut(usize::from(w)) {
                    *n += 1;
                }
                bump(&mut self.wins_by_character, side);
            }
            None => self.draws += 1,
        }
    }

    /// Adds another chunk's statistics to this one.
    pub fn merge(&mut self, other: &Partial) -> Result<(), SimError> {
        if self.wins_by_seat.is_empty() {
            self.wins_by_seat = vec![0; other.wins_by_seat.len()];
        }
        if other.games > 0 && other.wins_by_seat.len() != self.wins_by_seat.len() {
            return Err(SimError::Mismatch);
        }
        self.games += other.games;
        for (a, b) in self.wins_by_seat.iter_mut().zip(&other.wins_by_seat) {
            *a += b;
        }
        for (k, v) in &other.wins_by_character {
            *self.wins_by_character.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &other.plays_by_character {
            *self.plays_by_character.entry(k.clone()).or_default() += v;
        }
        self.draws += other.draws;
        self.total_rounds += other.total_rounds;
        for (k, v) in &other.rounds_histogram {
            *self.rounds_histogram.entry(*k).or_default() += v;
        }
        Ok(())
    }
}

/// A finished run, as the CLI prints it (`--json`) and the browser shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub game: String,
    pub games: u64,
    pub seed: u64,
    pub players: u8,
    pub threads: usize,
    pub bots: Vec<String>,
    /// Every rule variant of the game with the option used.
    pub variants: VariantMap,
    pub wins_by_seat: Vec<u64>,
    pub wins_by_character: BTreeMap<String, u64>,
    /// Games in which each side was at the table.
    #[serde(default)]
    pub plays_by_character: BTreeMap<String, u64>,
    /// Games with no winner: draws, or in a one-player game the player's losses.
    pub draws: u64,
    pub mean_rounds: f64,
    pub rounds_histogram: BTreeMap<u32, u64>,
    pub elapsed_s: f64,
    pub games_per_s: f64,
}

impl Report {
    /// A report from merged statistics and the time they took (measured by the caller:
    /// `std::time::Instant` is not available in the browser).
    pub fn new(settings: &SimSettings, p: &Partial, elapsed_s: f64) -> Result<Self, SimError> {
        Ok(Self {
            game: settings.game.clone(),
            games: p.games,
            seed: settings.seed,
            players: settings.players,
            threads: settings.threads,
            bots: settings.seat_bots(),
            variants: variant_values(settings)?.map().clone(),
            wins_by_seat: p.wins_by_seat.clone(),
            wins_by_character: p.wins_by_character.clone(),
            plays_by_character: p.plays_by_character.clone(),
            draws: p.draws,
            mean_rounds: if p.games == 0 {
                0.0
            } else {
                p.total_rounds as f64 / p.games as f64
            },
            rounds_histogram: p.rounds_histogram.clone(),
            elapsed_s,
            games_per_s: if elapsed_s > 0.0 {
                p.games as f64 / elapsed_s
            } else {
                0.0
            },
        })
    }

    /// A readable summary.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let pct = |n: u64| {
            if self.games == 0 {
                0.0
            } else {
                100.0 * n as f64 / self.games as f64
            }
        };
        out.push_str(&format!(
            "{}: {} games, {} players, seed {}\nbots: {}\n",
            self.game,
            self.games,
            self.players,
            self.seed,
            self.bots.join(", ")
        ));
        let vs: Vec<String> = self
            .variants
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        out.push_str(&format!("variants: {}\n", vs.join(", ")));
        out.push_str("wins by seat:\n");
        for (i, w) in self.wins_by_seat.iter().enumerate() {
            out.push_str(&format!(
                "  Player {} ({}): {w} ({:.1}%)\n",
                i + 1,
                self.bots.get(i).map_or("?", String::as_str),
                pct(*w)
            ));
        }
        // A one-player game with no winner is the player's loss, not a draw.
        out.push_str(&format!(
            "  {}: {} ({:.1}%)\n",
            if self.players == 1 {
                "losses (no winner)"
            } else {
                "draws"
            },
            self.draws,
            pct(self.draws)
        ));
        let mut chars: Vec<(&String, &u64)> = self.wins_by_character.iter().collect();
        chars.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        out.push_str("wins by character:\n");
        for (c, w) in chars {
            out.push_str(&format!("  {c}: {w} ({:.1}%)\n", pct(*w)));
        }
        out.push_str(&format!(
            "mean rounds: {:.2}\ntime: {:.3} s ({:.0} games/s, {} thread{})\n",
            self.mean_rounds,
            self.elapsed_s,
            self.games_per_s,
            self.threads,
            if self.threads == 1 { "" } else { "s" }
        ));
        out
    }
}

/// The seed of game `index` of a run seeded with `seed` (SplitMix64 of both).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(index)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of the bots' shared generator in game `seed` of a run.
pub fn bots_seed(seed: u64) -> u64 {
    seed ^ 0xB07B_07B0_7B07_B07B
}

/// Every variant of a game by name, with the option chosen.
pub type VariantMap = BTreeMap<String, String>;

fn ruled(settings: &SimSettings) -> Result<&'static dyn DynSim, SimError> {
    registry::simulated(&settings.game).ok_or_else(|| SimError::UnknownGame(settings.game.clone()))
}

fn variant_values(settings: &SimSettings) -> Result<VariantValues, SimError> {
    let game = ruled(settings)?;
    VariantValues::from_pairs(game.info().variants, &settings.variants)
        .map_err(|e| SimError::Variant(format!("{}: {e}", game.info().name)))
}

/// Checks settings before a run: the game, the players, the bots, the variants and the data.
pub fn validate(settings: &SimSettings) -> Result<(), SimError> {
    let game = ruled(settings)?;
    let info = game.info();
    if settings.games > MAX_GAMES {
        return Err(SimError::TooManyGames(settings.games));
    }
    for b in settings.seat_bots() {
        if !game.is_bot(&b) {
            return Err(SimError::UnknownBot {
                name: b,
                game: info.name,
                known: game
                    .bots()
                    .iter()
                    .map(|b| b.id)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    let (min, max) = info.players;
    if !(min..=max).contains(&settings.players) {
        return Err(SimError::Players {
            game: settings.game.clone(),
            players: settings.players,
            min,
            max,
        });
    }
    variant_values(settings)?;
    if let Some(def) = &settings.def {
        game.check_def(def)
            .map_err(|e| SimError::Data(e.to_string()))?;
    }
    Ok(())
}

/// Plays games `first .. first + count` of the run (clipped to `settings.games`). A caller that
/// plays many batches of one run (the browser's worker) prepares it once with [`Run::new`].
pub fn run_batch(settings: &SimSettings, first: u64, count: u64) -> Result<Partial, SimError> {
    Run::new(settings)?.play(first, count)
}

/// A run made ready once: its settings checked, the game's data read and its bots made, so that
/// each batch only plays games (reading a game's card list costs as much as several games).
pub struct Run {
    settings: SimSettings,
    games: Box<dyn BatchPlayer>,
}

impl Run {
    pub fn new(settings: &SimSettings) -> Result<Self, SimError> {
        validate(settings)?;
        let games = ruled(settings)?.prepare(settings)?;
        Ok(Self {
            settings: settings.clone(),
            games,
        })
    }

    /// Games `first .. first + count` of the run (clipped to its number of games).
    pub fn play(&mut self, first: u64, count: u64) -> Result<Partial, SimError> {
        let end = first.saturating_add(count).min(self.settings.games);
        let mut partial = Partial::new(self.settings.players);
        self.games.play(&self.settings, first, end, &mut partial)?;
        Ok(partial)
    }
}

/// One ruled game's games of a prepared run, behind the one dynamic call per batch.
pub trait BatchPlayer: Send {
    /// Plays games `first..end` into `partial`.
    fn play(
        &mut self,
        settings: &SimSettings,
        first: u64,
        end: u64,
        partial: &mut Partial,
    ) -> Result<(), SimError>;
}

/// The games of a run of one ruled game, monomorphised: its data, variants and bots.
pub struct Batch<G: RuledGame> {
    data: Arc<G::Data>,
    variants: G::Variants,
    bots: Vec<SeatBot<G>>,
    names: Vec<&'static str>,
}

impl<G: RuledGame> Batch<G> {
    pub fn new(data: Arc<G::Data>, settings: &SimSettings) -> Result<Self, SimError> {
        let info = G::info();
        let values = VariantValues::from_pairs(info.variants, &settings.variants)
            .map_err(|e| SimError::Variant(format!("{}: {e}", info.name)))?;
        let variants = G::variants(&values);
        let mut bots = Vec::with_capacity(usize::from(settings.players));
        let mut names = Vec::with_capacity(usize::from(settings.players));
        for n in settings.seat_bots() {
            let bot = SeatBot::<G>::by_name(&n).ok_or_else(|| SimError::UnknownBot {
                name: n.clone(),
                game: info.name,
                known: String::new(),
            })?;
            names.push(bot.id());
            bots.push(bot);
        }
        Ok(Self {
            data,
            variants,
            bots,
            names,
        })
    }
}

impl<G: RuledGame> BatchPlayer for Batch<G> {
    fn play(
        &mut self,
        settings: &SimSettings,
        first: u64,
        end: u64,
        partial: &mut Partial,
    ) -> Result<(), SimError> {
        play_batch::<G>(
            &self.data,
            &self.variants,
            &mut self.bots,
            &self.names,
            settings,
            first..end,
            partial,
        )
    }
}

/// Games `range` of a run of one ruled game: no dynamic dispatch per game or move.
pub fn play_batch<G: RuledGame>(
    data: &Arc<G::Data>,
    variants: &G::Variants,
    bots: &mut [SeatBot<G>],
    names: &[&'static str],
    settings: &SimSettings,
    range: std::ops::Range<u64>,
    partial: &mut Partial,
) -> Result<(), SimError> {
    let mut legal = Vec::new();
    for i in range {
        let seed = game_seed(settings.seed, i);
        let mut game = G::new(data, settings.players, seed, variants, false)
            .map_err(|e| SimError::Setup(e.to_string()))?;
        for (s, b) in bots.iter_mut().enumerate() {
            b.new_game(seed, s as u8);
        }
        let mut rng = Rng::seeded(bots_seed(seed));
        let mut moves = 0u64;
        while let Some(p) = game.to_move() {
            if moves >= G::MAX_MOVES {
                break;
            }
            let Some(bot) = bots.get_mut(usize::from(p)) else {
                break;
            };
            let Some(m) = bot.choose(&game, &mut rng) else {
                break;
            };
            if game.apply(m).is_err() {
                // A bot's mistake must not stall the game: the first legal move instead.
                game.legal_moves(&mut legal);
                let Some(first) = legal.first().cloned() else {
                    break;
                };
                if game.apply(first).is_err() {
                    break;
                }
            }
            moves += 1;
        }
        let side = |s: u8| game.side(s).unwrap_or(names[usize::from(s)]);
        let winner = game.outcome().and_then(|o| o.winner);
        partial.add(
            winner.map(|w| (w, side(w))),
            game.rounds_played(),
            (0..settings.players).map(side),
        );
    }
    Ok(())
}

/// Plays the whole run on `settings.threads` threads (contiguous chunks, merged in order).
pub fn run(settings: &SimSettings) -> Result<Partial, SimError> {
    validate(settings)?;
    let threads = settings.threads.clamp(1, 256) as u64;
    if threads == 1 {
        return run_batch(settings, 0, settings.games);
    }
    let per = settings.games.div_ceil(threads);
    let results: Vec<Result<Partial, SimError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| s.spawn(move || run_batch(settings, t * per, per)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(SimError::Worker)))
            .collect()
    });
    let mut total = Partial::new(settings.players);
    for r in results {
        total.merge(&r?)?;
    }
    Ok(total)
}
