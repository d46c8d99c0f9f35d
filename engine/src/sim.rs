//! Batch simulation: play many seeded bot games of a ruled game and count who wins.
//!
//! Game `i` of a batch is seeded from `(seed, i)` alone, and the statistics of a batch are sums
//! and counts that merge in any order, so the numbers are the same for any thread count and for
//! any way of cutting the batch into chunks. The browser's Web Worker calls [`run_batch`] on
//! batches (to report progress as it goes) and the page [`Partial::merge`]s them; the CLI calls
//! [`run`], which splits the batch over threads.
//!
//! Each ruled game is one arm of the `match` in `ruled_game` (its player range, its variants
//! and a function that plays a batch): a new game adds one arm and its batch function.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::rules::destiny::{self, AnyBot, DestinyGame, Variants};
use crate::table::Rng;

mod deity;

/// The games the simulator knows.
pub const GAMES: &[&str] = &["destiny", "deity"];
/// The bots the games offer (Destiny: random, greedy; Deity: random, heuristic).
pub const BOTS: &[&str] = &["random", "greedy", "heuristic"];
/// Most games one run may play.
pub const MAX_GAMES: u64 = 100_000_000;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// entry, an empty one means greedy everywhere.
    #[serde(default)]
    pub bots: Vec<String>,
    /// Rule variants as `name=value` pairs over the game's defaults.
    #[serde(default)]
    pub variants: Vec<String>,
}

fn one() -> usize {
    1
}

impl SimSettings {
    /// Default settings for a game: 4 players, 1000 games, seed 1, greedy bots.
    pub fn new(game: &str) -> Self {
        Self {
            game: game.to_string(),
            players: 4,
            games: 1000,
            seed: 1,
            threads: 1,
            bots: Vec::new(),
            variants: Vec::new(),
        }
    }

    /// The bot name of each seat.
    pub fn seat_bots(&self) -> Vec<String> {
        (0..usize::from(self.players))
            .map(|i| {
                self.bots
                    .get(i)
                    .or(self.bots.last())
                    .cloned()
                    .unwrap_or_else(|| default_bot(&self.game).to_string())
            })
            .collect()
    }
}

/// The bot a seat gets when none is named: each game's strongest.
fn default_bot(game: &str) -> &'static str {
    if game == "deity" {
        "heuristic"
    } else {
        "greedy"
    }
}

/// Why a simulation could not run.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SimError {
    #[error("unknown game {0:?}; the simulator knows: {known}", known = GAMES.join(", "))]
    UnknownGame(String),
    #[error("unknown bot {0:?}; the bots are: {known}", known = BOTS.join(", "))]
    UnknownBot(String),
    #[error("{game} is for {min} to {max} players, not {players}")]
    Players {
        game: String,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{0}")]
    Variant(String),
    #[error("at most {MAX_GAMES} games per run, not {0}")]
    TooManyGames(u64),
    #[error("chunks to merge come from different settings")]
    Mismatch,
    #[error("a simulation thread stopped unexpectedly")]
    Worker,
}

/// The result of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Option<u8>,
    /// The winner's identity (a character in Destiny), for `wins_by_character`.
    pub winner_label: Option<&'static str>,
    /// Every seat's identity, to count how often each character played (win rate per play).
    pub labels: Vec<&'static str>,
    pub rounds: u32,
}

/// Statistics of some games of a batch; merge chunks in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Partial {
    pub games: u64,
    pub wins_by_seat: Vec<u64>,
    pub wins_by_character: BTreeMap<String, u64>,
    /// Games in which each identity was at the table (once per seat holding it).
    #[serde(default)]
    pub plays_by_character: BTreeMap<String, u64>,
    pub draws: u64,
    pub total_rounds: u64,
    pub rounds_histogram: BTreeMap<u32, u64>,
}

impl Partial {
    fn new(players: u8) -> Self {
        Self {
            wins_by_seat: vec![0; usize::from(players)],
            ..Self::default()
        }
    }

    fn add(&mut self, r: &GameResult) {
        self.games += 1;
        self.total_rounds += u64::from(r.rounds);
        *self.rounds_histogram.entry(r.rounds).or_default() += 1;
        for label in &r.labels {
            match self.plays_by_character.get_mut(*label) {
                Some(n) => *n += 1,
                None => {
                    self.plays_by_character.insert((*label).to_string(), 1);
                }
            }
        }
        match r.winner {
            Some(w) => {
                if let Some(n) = self.wins_by_seat.get_mut(usize::from(w)) {
                    *n += 1;
                }
                let label = r.winner_label.unwrap_or("none");
                match self.wins_by_character.get_mut(label) {
                    Some(n) => *n += 1,
                    None => {
                        self.wins_by_character.insert(label.to_string(), 1);
                    }
                }
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
    /// Games in which each identity was at the table.
    #[serde(default)]
    pub plays_by_character: BTreeMap<String, u64>,
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
            variants: variant_pairs(settings)?,
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
        out.push_str(&format!(
            "  draws: {} ({:.1}%)\n",
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

/// Every variant of a game by name, with the option chosen.
pub type VariantMap = BTreeMap<String, String>;

/// What the simulator needs from a ruled game.
struct RuledGame {
    min_players: u8,
    max_players: u8,
    /// Reads `name=value` settings into every variant with its option.
    variants: fn(&[String]) -> Result<VariantMap, SimError>,
    /// Plays games `first..end` of a run into the statistics.
    play: fn(&SimSettings, u64, u64, &mut Partial) -> Result<(), SimError>,
}

/// The ruled games by id: the one place a new game (Deity, say) is added, with one arm.
fn ruled_game(id: &str) -> Result<RuledGame, SimError> {
    match id {
        "destiny" => Ok(RuledGame {
            min_players: 2,
            max_players: 6,
            variants: |pairs| {
                Ok(destiny_variants(pairs)?
                    .pairs()
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect())
            },
            play: destiny_batch,
        }),
        "deity" => Ok(RuledGame {
            min_players: 2,
            max_players: 4,
            variants: deity::variant_map,
            play: deity::batch,
        }),
        other => Err(SimError::UnknownGame(other.to_string())),
    }
}

fn variant_pairs(settings: &SimSettings) -> Result<VariantMap, SimError> {
    (ruled_game(&settings.game)?.variants)(&settings.variants)
}

/// Checks settings before a run: the game, the players, the bots and the variants.
pub fn validate(settings: &SimSettings) -> Result<(), SimError> {
    let game = ruled_game(&settings.game)?;
    if settings.games > MAX_GAMES {
        return Err(SimError::TooManyGames(settings.games));
    }
    for b in settings.seat_bots() {
        let known = if settings.game == "deity" {
            deity::BOTS
        } else {
            &BOTS[..2]
        };
        if !known.contains(&b.as_str()) {
            return Err(SimError::UnknownBot(b));
        }
    }
    let (min, max) = (game.min_players, game.max_players);
    if !(min..=max).contains(&settings.players) {
        return Err(SimError::Players {
            game: settings.game.clone(),
            players: settings.players,
            min,
            max,
        });
    }
    (game.variants)(&settings.variants).map(|_| ())
}

/// Plays games `first .. first + count` of the run (clipped to `settings.games`).
pub fn run_batch(settings: &SimSettings, first: u64, count: u64) -> Result<Partial, SimError> {
    validate(settings)?;
    let end = first.saturating_add(count).min(settings.games);
    let mut partial = Partial::new(settings.players);
    (ruled_game(&settings.game)?.play)(settings, first, end, &mut partial)?;
    Ok(partial)
}

// ---------- Destiny ----------

fn destiny_variants(pairs: &[String]) -> Result<Variants, SimError> {
    Variants::from_pairs(pairs.iter().map(String::as_str))
        .map_err(|e| SimError::Variant(e.to_string()))
}

/// Destiny games `first..end` of a run.
fn destiny_batch(
    settings: &SimSettings,
    first: u64,
    end: u64,
    partial: &mut Partial,
) -> Result<(), SimError> {
    let variants = destiny_variants(&settings.variants)?;
    let names = settings.seat_bots();
    let mut bots = Vec::with_capacity(names.len());
    for n in &names {
        bots.push(AnyBot::by_name(n).ok_or_else(|| SimError::UnknownBot(n.clone()))?);
    }
    for i in first..end {
        let r = destiny_game(settings, variants, &mut bots, i)?;
        partial.add(&r);
    }
    Ok(())
}

/// One Destiny game of a run.
fn destiny_game(
    settings: &SimSettings,
    variants: Variants,
    bots: &mut [AnyBot],
    index: u64,
) -> Result<GameResult, SimError> {
    let seed = game_seed(settings.seed, index);
    let mut game =
        DestinyGame::with_recording(settings.players, seed, variants, false).map_err(|_| {
            SimError::Players {
                game: settings.game.clone(),
                players: settings.players,
                min: 2,
                max: 6,
            }
        })?;
    let mut bot_rng = Rng::seeded(seed ^ 0xB07B_07B0_7B07_B07B);
    destiny::play_out(&mut game, bots, &mut bot_rng);
    let winner = game.outcome().and_then(|o| o.winner);
    let winner_label = winner
        .and_then(|w| game.seat(w))
        .and_then(|s| s.character)
        .and_then(|c| c.character())
        .map(|c| c.name());
    let labels = game
        .seats()
        .iter()
        .map(|s| {
            s.character
                .and_then(|c| c.character())
                .map_or("none", |c| c.name())
        })
        .collect();
    Ok(GameResult {
        winner,
        winner_label,
        labels,
        rounds: game.round(),
    })
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
