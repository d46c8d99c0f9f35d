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

pub mod cards;
mod comparison;
mod coverage;
#[cfg(test)]
mod exercised;
pub mod ladder;
mod paired;
mod report;
pub mod shard;
pub mod stats;
pub mod sweep;
pub mod until;

pub use comparison::{Comparison, Difference};
pub use coverage::{Coverage, NotExercised, Tally};
pub use paired::{Paired, PairedRun, run_paired};
pub use report::{CardRate, LeadReport, NOT_EXERCISED, Report, SeatRate, no_winner_measure};
pub use stats::{Interval, Spread};

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::def::GameDef;
use crate::rules::registry::{self, DynGame};
use crate::rules::{Bot, RuledGame, SeatBot, VariantValues, Winners};
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
        self.seat_bots_or(registry::info(&self.game).map_or("random", |g| g.default_bot))
    }

    /// The bot name of each seat, `default` where none is named.
    pub fn seat_bots_or(&self, default: &str) -> Vec<String> {
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
    #[error("unknown game {game:?}; the simulator knows: {known}")]
    UnknownGame { game: String, known: String },
    #[error("unknown bot {name:?} ({reason}); {game} has: {known}")]
    UnknownBot {
        name: String,
        game: &'static str,
        known: String,
        /// Why the name is not a bot of the game, in words.
        reason: String,
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
    #[error("a run plays at least 1 game, not 0")]
    NoGames,
    #[error("chunks to merge come from different settings")]
    Mismatch,
    #[error("a simulation thread stopped unexpectedly")]
    Worker,
    /// Settings that cannot be played together, in words.
    #[error("{0}")]
    Setting(String),
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
    /// Games with no winner: draws, or in a one-player game the player's losses (a solitaire's
    /// automated opponent is not a seat, so its victory leaves no winner; never a draw).
    pub draws: u64,
    /// Games whose win two or more seats share (a tie at the top; the other seats lost), and
    /// for each seat the ties it was in. Neither is counted among the wins above.
    #[serde(default)]
    pub ties: u64,
    #[serde(default)]
    pub ties_by_seat: Vec<u64>,
    pub total_rounds: u64,
    pub rounds_histogram: BTreeMap<u32, u64>,
    /// Games a safety limit (rounds, moves) ended rather than a rule.
    #[serde(default)]
    pub cut_off: u64,
    /// Games by the end condition that ended them.
    #[serde(default)]
    pub ends: BTreeMap<String, u64>,
    /// Wins by place in turn order (the first player's wins first).
    #[serde(default)]
    pub wins_by_turn: Vec<u64>,
    /// Decisions (moves) made in all games, and games by their number of decisions.
    #[serde(default)]
    pub total_decisions: u64,
    #[serde(default)]
    pub decisions_histogram: BTreeMap<u32, u64>,
    /// The legal moves there were to choose from, summed over the decisions of one game in
    /// every [`CHOICES_EVERY`], and those decisions.
    #[serde(default)]
    pub total_choices: u64,
    #[serde(default)]
    pub choice_decisions: u64,
    /// Who led, for games with a score.
    #[serde(default)]
    pub lead: LeadCounts,
    /// For each card (by name), the seat-games in which it was played and those won.
    #[serde(default)]
    pub cards: BTreeMap<String, CardCount>,
    /// Every kind of move, kind of card and card the rules allow, with how often the bots used
    /// each: what the report names as not exercised.
    #[serde(default, skip_serializing_if = "Coverage::is_empty")]
    pub coverage: Coverage,
}

/// How often a card was played and won with (a seat-game counts once, however often the seat
/// played the card in it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCount {
    pub played: u64,
    pub won: u64,
}

/// The legal moves of every decision are counted in one game of this many (see
/// [`Partial::total_choices`]).
pub const CHOICES_EVERY: u64 = 64;

/// Points of a game at which the leader is looked at: a tenth of the way, two tenths, … the end.
pub const LEAD_POINTS: usize = 10;

/// Who led during games that have a score ([`RuledGame::score`]) and a winner. The score is
/// looked at when each round begins and once more at the end; the seat with the highest score
/// leads (a tie has no leader).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadCounts {
    /// Games counted here.
    pub games: u64,
    /// Changes of leader (from one seat to another), summed, and games by their number.
    pub changes: u64,
    pub changes_histogram: BTreeMap<u32, u64>,
    /// At each tenth of the game (10%, 20%, … 100%), games the eventual winner was leading.
    pub winner_led: Vec<u64>,
    /// Games by the tenth of the game from which the winner led to the end (0: from the
    /// start; 10: only at the end, or never).
    pub decided: Vec<u64>,
}

impl LeadCounts {
    /// Counts a game from its leaders in order (`None` for a tie) and its winner.
    fn add(&mut self, leaders: &[Option<u8>], winner: u8) {
        let n = leaders.len();
        if n == 0 {
            return;
        }
        if self.winner_led.len() != LEAD_POINTS {
            self.winner_led = vec![0; LEAD_POINTS];
            self.decided = vec![0; LEAD_POINTS + 1];
        }
        self.games += 1;
        let mut changes = 0u32;
        let mut last = None;
        for l in leaders.iter().flatten() {
            if last.is_some_and(|p| p != *l) {
                changes += 1;
            }
            last = Some(*l);
        }
        self.changes += u64::from(changes);
        *self.changes_histogram.entry(changes).or_default() += 1;
        for (k, led) in self.winner_led.iter_mut().enumerate() {
            // The look at (k + 1) tenths of the way through.
            let at = ((k + 1) * n).div_ceil(LEAD_POINTS).max(1) - 1;
            if leaders.get(at).copied().flatten() == Some(winner) {
                *led += 1;
            }
        }
        let from = leaders
            .iter()
            .rposition(|l| *l != Some(winner))
            .map_or(0, |i| i + 1);
        let tenth = if from >= n {
            LEAD_POINTS
        } else {
            (from * LEAD_POINTS).div_ceil(n)
        };
        if let Some(d) = self.decided.get_mut(tenth) {
            *d += 1;
        }
    }

    fn merge(&mut self, other: &LeadCounts) {
        if other.games == 0 {
            return;
        }
        if self.winner_led.is_empty() {
            self.winner_led = vec![0; other.winner_led.len()];
            self.decided = vec![0; other.decided.len()];
        }
        self.games += other.games;
        self.changes += other.changes;
        for (k, v) in &other.changes_histogram {
            *self.changes_histogram.entry(*k).or_default() += v;
        }
        for (a, b) in self.winner_led.iter_mut().zip(&other.winner_led) {
            *a += b;
        }
        for (a, b) in self.decided.iter_mut().zip(&other.decided) {
            *a += b;
        }
    }
}

/// What a finished game tells its pair in an A/B run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The seat that won alone (a tie or a draw has none).
    pub winner: Option<u8>,
    pub rounds: u32,
    pub decisions: u32,
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
    pub(crate) fn new(players: u8) -> Self {
        Self {
            wins_by_seat: vec![0; usize::from(players)],
            ties_by_seat: vec![0; usize::from(players)],
            wins_by_turn: vec![0; usize::from(players)],
            ..Self::default()
        }
    }

    /// Counts one finished game of `players` seats: its winner (and the winner's side) or the
    /// seats of its tie, its rounds, and each seat's side (`side`).
    fn add<'a>(
        &mut self,
        winners: Winners,
        rounds: u32,
        players: u8,
        side: impl Fn(u8) -> &'a str,
    ) {
        self.games += 1;
        self.total_rounds += u64::from(rounds);
        *self.rounds_histogram.entry(rounds).or_default() += 1;
        for s in 0..players {
            bump(&mut self.plays_by_character, side(s));
        }
        match winners.sole() {
            Some(w) => {
                if let Some(n) = self.wins_by_seat.get_mut(usize::from(w)) {
                    *n += 1;
                }
                bump(&mut self.wins_by_character, side(w));
            }
            // No winner: a draw, or in a one-player game the player's loss.
            None if winners.is_empty() => self.draws += 1,
            None => {
                self.ties += 1;
                if self.ties_by_seat.len() < self.wins_by_seat.len() {
                    self.ties_by_seat.resize(self.wins_by_seat.len(), 0);
                }
                for s in winners.seats() {
                    if let Some(n) = self.ties_by_seat.get_mut(usize::from(s)) {
                        *n += 1;
                    }
                }
            }
        }
    }

    /// Counts what else the report needs of a finished game: how it ended, its decisions and
    /// the choices they had, and the winner's place in turn order.
    fn add_end(
        &mut self,
        end: (&str, bool),
        decisions: u32,
        choices: Option<(u64, u64)>,
        winner_turn: Option<usize>,
    ) {
        bump(&mut self.ends, end.0);
        if end.1 {
            self.cut_off += 1;
        }
        self.total_decisions += u64::from(decisions);
        *self.decisions_histogram.entry(decisions).or_default() += 1;
        if let Some((decisions, choices)) = choices {
            self.choice_decisions += decisions;
            self.total_choices += choices;
        }
        if let Some(n) = winner_turn.and_then(|t| self.wins_by_turn.get_mut(t)) {
            *n += 1;
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
        self.ties += other.ties;
        if self.ties_by_seat.len() < other.ties_by_seat.len() {
            self.ties_by_seat.resize(other.ties_by_seat.len(), 0);
        }
        for (a, b) in self.ties_by_seat.iter_mut().zip(&other.ties_by_seat) {
            *a += b;
        }
        self.total_rounds += other.total_rounds;
        for (k, v) in &other.rounds_histogram {
            *self.rounds_histogram.entry(*k).or_default() += v;
        }
        self.cut_off += other.cut_off;
        for (k, v) in &other.ends {
            *self.ends.entry(k.clone()).or_default() += v;
        }
        if self.wins_by_turn.len() < other.wins_by_turn.len() {
            self.wins_by_turn.resize(other.wins_by_turn.len(), 0);
        }
        for (a, b) in self.wins_by_turn.iter_mut().zip(&other.wins_by_turn) {
            *a += b;
        }
        self.total_decisions += other.total_decisions;
        for (k, v) in &other.decisions_histogram {
            *self.decisions_histogram.entry(*k).or_default() += v;
        }
        self.total_choices += other.total_choices;
        self.choice_decisions += other.choice_decisions;
        self.lead.merge(&other.lead);
        for (k, v) in &other.cards {
            let c = self.cards.entry(k.clone()).or_default();
            c.played += v.played;
            c.won += v.won;
        }
        self.coverage.merge(&other.coverage);
        Ok(())
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

fn ruled(settings: &SimSettings) -> Result<&'static dyn DynGame, SimError> {
    registry::game(&settings.game).ok_or_else(|| SimError::UnknownGame {
        game: settings.game.clone(),
        known: registry::games()
            .iter()
            .map(|g| g.info().id)
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// The variants of a run, checked against the game's description.
fn variant_values(settings: &SimSettings) -> Result<VariantValues, SimError> {
    let game = ruled(settings)?;
    VariantValues::from_pairs(game.variant_specs(), &settings.variants)
        .map_err(|e| SimError::Variant(format!("{}: {e}", game.info().name)))
}

/// Checks settings before a run: the game, the players, the bots, the variants and the data.
pub fn validate(settings: &SimSettings) -> Result<(), SimError> {
    let game = ruled(settings)?;
    let info = game.info();
    if settings.games > MAX_GAMES {
        return Err(SimError::TooManyGames(settings.games));
    }
    if settings.games == 0 {
        return Err(SimError::NoGames);
    }
    for b in settings.seat_bots_or(info.default_bot) {
        if let Some(reason) = game.why_not_bot(&b) {
            return Err(SimError::UnknownBot {
                reason,
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

    pub fn settings(&self) -> &SimSettings {
        &self.settings
    }

    /// Games `first .. first + count` of the run (clipped to its number of games).
    pub fn play(&mut self, first: u64, count: u64) -> Result<Partial, SimError> {
        let end = first.saturating_add(count).min(self.settings.games);
        let mut partial = Partial::new(self.settings.players);
        self.games.play(&self.settings, first, end, &mut partial)?;
        Ok(partial)
    }

    /// Game `index` of the run, counted into `partial`; the card counts wait in the run until
    /// [`Run::flush`].
    pub(crate) fn play_game(
        &mut self,
        index: u64,
        partial: &mut Partial,
    ) -> Result<GameSummary, SimError> {
        self.games.play_game(&self.settings, index, partial)
    }

    /// Moves the card counts gathered since the last flush into `partial`.
    pub(crate) fn flush(&mut self, partial: &mut Partial) {
        self.games.flush(partial);
    }
}

/// One ruled game's games of a prepared run, behind one dynamic call per batch (or per game in
/// an A/B run).
pub trait BatchPlayer: Send {
    /// Plays games `first..end` into `partial`.
    fn play(
        &mut self,
        settings: &SimSettings,
        first: u64,
        end: u64,
        partial: &mut Partial,
    ) -> Result<(), SimError> {
        for i in first..end {
            self.play_game(settings, i, partial)?;
        }
        self.flush(partial);
        Ok(())
    }

    /// Plays game `index` into `partial` (all but the card counts, which [`BatchPlayer::flush`]
    /// adds: per game they would cost more than the game).
    fn play_game(
        &mut self,
        settings: &SimSettings,
        index: u64,
        partial: &mut Partial,
    ) -> Result<GameSummary, SimError>;

    /// Adds the card counts gathered since the last flush to `partial`.
    fn flush(&mut self, partial: &mut Partial);
}

/// The games of a run of one ruled game, monomorphised: its data, variants and bots, and what a
/// game's statistics need between its moves.
pub struct Batch<G: RuledGame> {
    data: Arc<G::Data>,
    variants: G::Variants,
    bots: Vec<SeatBot<G>>,
    names: Vec<&'static str>,
    legal: Vec<G::Move>,
    /// Leaders at each look, in the game under way.
    leaders: Vec<Option<u8>>,
    /// The report's card of each card index ([`RuledGame::card_names`]): copies share one.
    card_slot: Vec<u32>,
    slot_names: Vec<String>,
    /// Cards each seat played in the game under way, a bit per slot.
    played: Vec<u64>,
    words: usize,
    /// Card counts by slot since the last flush.
    counts: Vec<CardCount>,
    /// The card kind of each slot, as its index in `kind_names` (`None`: the game gives none).
    slot_kind: Vec<Option<usize>>,
    kind_names: Vec<String>,
    /// Moves made of each kind ([`RuledGame::move_kinds`]) since the last flush.
    moves_made: Vec<u64>,
}

impl<G: RuledGame> Batch<G> {
    pub fn new(data: Arc<G::Data>, settings: &SimSettings) -> Result<Self, SimError> {
        let info = G::info();
        let values = VariantValues::from_pairs(G::variant_specs(), &settings.variants)
            .map_err(|e| SimError::Variant(format!("{}: {e}", info.name)))?;
        let variants = G::variants(&values);
        let mut bots = Vec::with_capacity(usize::from(settings.players));
        let mut names = Vec::with_capacity(usize::from(settings.players));
        for n in settings.seat_bots_or(info.default_bot) {
            let bot = SeatBot::<G>::by_name(&n).ok_or_else(|| SimError::UnknownBot {
                name: n.clone(),
                game: info.name,
                known: String::new(),
                reason: crate::rules::why_not_bot::<G>(&n).unwrap_or_default(),
            })?;
            names.push(bot.id());
            bots.push(bot);
        }
        let mut slot_names: Vec<String> = Vec::new();
        let card_slot: Vec<u32> = G::card_names(&data)
            .into_iter()
            .map(|name| match slot_names.iter().position(|n| *n == name) {
                Some(i) => i as u32,
                None => {
                    slot_names.push(name);
                    (slot_names.len() - 1) as u32
                }
            })
            .collect();
        let words = slot_names.len().div_ceil(64);
        // A slot's kind is its first card's (copies share their name, and so their kind).
        let kinds = G::card_kinds(&data);
        let mut kind_names: Vec<String> = Vec::new();
        let mut slot_kind = vec![None; slot_names.len()];
        for (card, kind) in kinds.iter().enumerate() {
            let k = match kind_names.iter().position(|n| n == kind) {
                Some(k) => k,
                None => {
                    kind_names.push(kind.clone());
                    kind_names.len() - 1
                }
            };
            if let Some(s) = card_slot
                .get(card)
                .and_then(|&s| slot_kind.get_mut(s as usize))
                && s.is_none()
            {
                *s = Some(k);
            }
        }
        Ok(Self {
            data,
            variants,
            bots,
            names,
            legal: Vec::new(),
            leaders: Vec::new(),
            card_slot,
            played: vec![0; words * usize::from(settings.players)],
            counts: vec![CardCount::default(); slot_names.len()],
            slot_names,
            words,
            slot_kind,
            kind_names,
            moves_made: vec![0; G::move_kinds().len()],
        })
    }

    /// The seat that leads `game` by its score, if one seat alone has the highest.
    fn leader(game: &G) -> Option<u8> {
        let mut best: Option<(i64, u8)> = None;
        let mut tied = false;
        for s in 0..game.players() {
            let score = game.score(s)?;
            match best {
                Some((b, _)) if score < b => {}
                Some((b, _)) if score == b => tied = true,
                _ => {
                    best = Some((score, s));
                    tied = false;
                }
            }
        }
        if tied { None } else { best.map(|(_, s)| s) }
    }
}

impl<G: RuledGame> BatchPlayer for Batch<G> {
    fn play_game(
        &mut self,
        settings: &SimSettings,
        index: u64,
        partial: &mut Partial,
    ) -> Result<GameSummary, SimError> {
        let seed = game_seed(settings.seed, index);
        let mut game = G::new(&self.data, settings.players, seed, &self.variants, false)
            .map_err(|e| SimError::Setup(e.to_string()))?;
        for (s, b) in self.bots.iter_mut().enumerate() {
            b.new_game(seed, s as u8);
        }
        let mut rng = Rng::seeded(bots_seed(seed));
        let mut moves = 0u64;
        let mut choices = 0u64;
        // A lead needs two seats: a one-player game's score leads nothing.
        let scored = settings.players > 1 && game.score(0).is_some();
        // Listing every legal move costs some games a fifth of their time: the choices are
        // counted in one game of every CHOICES_EVERY (by index, so the same games whatever
        // the threads or shards).
        let counts_choices = index.is_multiple_of(CHOICES_EVERY);
        self.leaders.clear();
        let mut round = None;
        let tracks_cards = self.words > 0;
        if tracks_cards {
            self.played.fill(0);
        }
        while let Some(p) = game.to_move() {
            if moves >= G::MAX_MOVES {
                break;
            }
            if scored && round != Some(game.round()) {
                round = Some(game.round());
                self.leaders.push(Self::leader(&game));
            }
            if counts_choices {
                game.legal_moves(&mut self.legal);
                choices += self.legal.len() as u64;
            }
            let Some(bot) = self.bots.get_mut(usize::from(p)) else {
                break;
            };
            let Some(m) = bot.choose(&game, &mut rng) else {
                break;
            };
            if let Some(&slot) = game
                .card_played(&m)
                .and_then(|c| self.card_slot.get(c))
                .filter(|_| tracks_cards)
            {
                let bit = slot as usize;
                if let Some(w) = self.played.get_mut(usize::from(p) * self.words + bit / 64) {
                    *w |= 1 << (bit % 64);
                }
            }
            let mut kind = game.move_kind(&m);
            if game.apply(m).is_err() {
                // A bot's mistake must not stall the game: the first legal move instead.
                if !counts_choices {
                    game.legal_moves(&mut self.legal);
                }
                let Some(first) = self.legal.first().cloned() else {
                    break;
                };
                kind = game.move_kind(&first);
                if game.apply(first).is_err() {
                    break;
                }
            }
            if let Some(n) = kind.and_then(|k| self.moves_made.get_mut(k)) {
                *n += 1;
            }
            moves += 1;
        }
        let names = &self.names;
        let side = |s: u8| game.side(s).unwrap_or(names[usize::from(s)]);
        let outcome = game.outcome();
        let winners = outcome.map_or(Winners::NONE, |o| o.winners);
        let winner = winners.sole();
        let rounds = game.rounds_played();
        partial.add(winners, rounds, settings.players, side);
        let end = match outcome {
            Some(o) => (o.end, o.cut_off),
            None => ("stopped by the simulator's move limit", true),
        };
        let players = usize::from(settings.players.max(1));
        let first = usize::from(game.first_player().unwrap_or(0));
        let winner_turn = winner.map(|w| (usize::from(w) + players - first) % players);
        let decisions = u32::try_from(moves).unwrap_or(u32::MAX);
        partial.add_end(
            end,
            decisions,
            counts_choices.then_some((moves, choices)),
            winner_turn,
        );
        if let Some(w) = winner.filter(|_| scored) {
            self.leaders.push(Self::leader(&game));
            partial.lead.add(&self.leaders, w);
        }
        if tracks_cards {
            for (seat, bits) in self.played.chunks(self.words).enumerate() {
                let won = winner == Some(seat as u8);
                for (wi, word) in bits.iter().enumerate() {
                    let mut word = *word;
                    while word != 0 {
                        let slot = wi * 64 + word.trailing_zeros() as usize;
                        word &= word - 1;
                        if let Some(c) = self.counts.get_mut(slot) {
                            c.played += 1;
                            c.won += u64::from(won);
                        }
                    }
                }
            }
        }
        Ok(GameSummary {
            winner,
            rounds,
            decisions,
        })
    }

    fn flush(&mut self, partial: &mut Partial) {
        let mut kind_counts = vec![0u64; self.kind_names.len()];
        for (slot, kind) in self.slot_kind.iter().enumerate() {
            let played = self.counts.get(slot).map_or(0, |c| c.played);
            if let Some(n) = kind.and_then(|k| kind_counts.get_mut(k)) {
                *n += played;
            }
        }
        let cov = &mut partial.coverage;
        coverage::add_counts(
            &mut cov.moves,
            G::move_kinds()
                .iter()
                .copied()
                .zip(self.moves_made.iter().copied()),
        );
        coverage::add_counts(
            &mut cov.card_kinds,
            self.kind_names
                .iter()
                .map(String::as_str)
                .zip(kind_counts.iter().copied())
                .filter(|(name, _)| !name.is_empty()),
        );
        coverage::add_counts(
            &mut cov.cards,
            self.slot_names
                .iter()
                .map(String::as_str)
                .zip(self.counts.iter().map(|c| c.played))
                // An index no card of the deck holds has no name.
                .filter(|(name, _)| !name.is_empty()),
        );
        self.moves_made.fill(0);
        for (name, c) in self.slot_names.iter().zip(self.counts.iter_mut()) {
            if c.played > 0 {
                let e = partial.cards.entry(name.clone()).or_default();
                e.played += c.played;
                e.won += c.won;
            }
            *c = CardCount::default();
        }
    }
}

/// Plays the whole run on `settings.threads` threads (contiguous chunks, merged in order).
pub fn run(settings: &SimSettings) -> Result<Partial, SimError> {
    run_range(settings, 0, settings.games)
}

/// Plays games `first..end` of the run on `settings.threads` threads.
pub fn run_range(settings: &SimSettings, first: u64, end: u64) -> Result<Partial, SimError> {
    validate(settings)?;
    let end = end.min(settings.games);
    let first = first.min(end);
    let threads = settings.threads.clamp(1, 256) as u64;
    if threads == 1 {
        return run_batch(settings, first, end - first);
    }
    let per = (end - first).div_ceil(threads);
    let results: Vec<Result<Partial, SimError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let from = first + t * per;
                let count = per.min(end.saturating_sub(from));
                s.spawn(move || run_batch(settings, from, count))
            })
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

#[cfg(test)]
mod tests;
