//! Deity behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use.

use std::sync::Arc;

use super::bots::{Bot as _, HeuristicBot, RandomBot};
use super::data::DeityData;
use super::error::DeityError;
use super::moves::Move;
use super::state::{DeityGame, Phase};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    Bot, BotInfo, DataError, GameInfo, LogEntry, Outcome, Projection, RuledGame, Seat,
    VariantValues,
};
use crate::table::Rng;

/// Deity's own bots: a random player that first picks a kind of move (so a phase's many small
/// moves do not drown "end the phase"), and the heuristic player.
#[derive(Clone, Debug)]
pub enum DeityBot {
    Random(RandomBot),
    Heuristic(HeuristicBot),
}

impl Bot<DeityGame> for DeityBot {
    fn id(&self) -> &'static str {
        match self {
            DeityBot::Random(_) => "random",
            DeityBot::Heuristic(_) => "heuristic",
        }
    }

    /// Each seat's generator is seeded from the game's seed and the seat.
    fn new_game(&mut self, seed: u64, seat: Seat) {
        let seed = seed ^ 0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(u64::from(seat) + 1);
        *self = match self {
            DeityBot::Random(_) => DeityBot::Random(RandomBot::new(seed)),
            DeityBot::Heuristic(_) => DeityBot::Heuristic(HeuristicBot::new(seed)),
        };
    }

    fn choose(&mut self, game: &DeityGame, _rng: &mut Rng) -> Option<Move> {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let pick = match self {
            DeityBot::Random(b) => b.choose(game, &legal),
            DeityBot::Heuristic(b) => b.choose(game, &legal),
        };
        legal.get(pick.min(legal.len() - 1)).cloned()
    }
}

const HEURISTIC: BotInfo = BotInfo {
    id: "heuristic",
    label: "Heuristic bot",
    about: "Builds temples, raises armies near enemies, attacks when its dice outnumber the defence, and aims destructive miracles at rivals.",
};

const RANDOM: BotInfo = BotInfo {
    id: "random",
    label: "Random bot",
    about: "Picks a kind of move at random, then a move of that kind.",
};

static INFO: GameInfo = GameInfo {
    id: "deity",
    name: "Deity",
    players: (2, 4),
    variants: SPEC,
    bots: &[HEURISTIC, RANDOM],
    default_bot: "heuristic",
    def_json: include_str!("../../../games/deity-starter.json"),
    readings: &[],
};

impl RuledGame for DeityGame {
    type Move = Move;
    type Error = DeityError;
    type Variants = Variants;
    type Data = DeityData;
    type Bot = DeityBot;

    const MAX_MOVES: u64 = super::bots::MAX_MOVES;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn read_data(def: &GameDef) -> Result<DeityData, DataError> {
        DeityData::read(def)
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    fn new(
        data: &Arc<DeityData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, DeityError> {
        let mut g = DeityGame::with_data(Arc::clone(data), seed, players, variants.clone())?;
        g.set_logging(record);
        Ok(g)
    }

    fn players(&self) -> u8 {
        DeityGame::players(self)
    }

    fn to_move(&self) -> Option<Seat> {
        DeityGame::to_move(self)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        *out = DeityGame::legal_moves(self);
    }

    fn apply(&mut self, mv: Move) -> Result<(), DeityError> {
        DeityGame::apply(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase() == Phase::Over).then(|| Outcome {
            winner: self.winner(),
            end: if self.winner().is_some() {
                "the last god standing"
            } else {
                "the round limit"
            },
            cut_off: self.winner().is_none(),
        })
    }

    fn round(&self) -> u32 {
        DeityGame::round(self)
    }

    fn rounds_played(&self) -> u32 {
        self.round().min(self.variants().max_rounds)
    }

    fn log(&self) -> &[LogEntry] {
        DeityGame::log(self)
    }

    fn describe(&self, mv: &Move) -> String {
        DeityGame::describe(self, mv)
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        Projection::new(viewer, format!("Round {}", self.round()), self.round())
    }

    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.rng = Rng::seeded(rng.next_u64());
        g
    }

    fn make_bot(name: &str) -> Option<DeityBot> {
        match name {
            "random" => Some(DeityBot::Random(RandomBot::new(0))),
            "heuristic" | "greedy" => Some(DeityBot::Heuristic(HeuristicBot::new(0))),
            _ => None,
        }
    }
}
