//! Deity behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use.

use std::sync::Arc;

use super::bots::{Bot as _, HeuristicBot, RandomBot};
use super::cards::Miracle;
use super::data::DeityData;
use super::error::DeityError;
use super::moves::Move;
use super::state::{DeityGame, Phase};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::search::Budget;
use crate::rules::{
    Bot, BotInfo, Choice, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection,
    Reading, RuledGame, Seat, Shown, Thing, VariantValues,
};
use crate::table::Rng;

/// Deity's own bots: a random player that first picks a kind of move (so a phase's many small
/// moves do not drown "end the phase"), and the heuristic player. Each keeps the list of legal
/// moves it chooses from, so a simulation does not allocate one per decision.
#[derive(Clone, Debug)]
pub struct DeityBot {
    kind: DeityBotKind,
    legal: Vec<Move>,
}

#[derive(Clone, Debug)]
enum DeityBotKind {
    Random(RandomBot),
    Heuristic(HeuristicBot),
}

impl DeityBot {
    fn of(kind: DeityBotKind) -> Self {
        Self {
            kind,
            legal: Vec::new(),
        }
    }
}

impl Bot<DeityGame> for DeityBot {
    fn id(&self) -> &'static str {
        match self.kind {
            DeityBotKind::Random(_) => "random",
            DeityBotKind::Heuristic(_) => "heuristic",
        }
    }

    /// Each seat's generator is seeded from the game's seed and the seat.
    fn new_game(&mut self, seed: u64, seat: Seat) {
        let seed = seed ^ 0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(u64::from(seat) + 1);
        self.kind = match self.kind {
            DeityBotKind::Random(_) => DeityBotKind::Random(RandomBot::new(seed)),
            DeityBotKind::Heuristic(_) => DeityBotKind::Heuristic(HeuristicBot::new(seed)),
        };
    }

    fn choose(&mut self, game: &DeityGame, _rng: &mut Rng) -> Option<Move> {
        if let DeityBotKind::Heuristic(b) = &mut self.kind {
            // The same choice as from the list of legal moves, weighed as they are listed.
            return b.choose_now(game);
        }
        game.legal_moves_into(&mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        let pick = match &mut self.kind {
            DeityBotKind::Random(b) => b.choose(game, &self.legal),
            DeityBotKind::Heuristic(b) => b.choose(game, &self.legal),
        };
        self.legal.get(pick.min(self.legal.len() - 1)).cloned()
    }
}

const HEURISTIC: BotInfo = BotInfo {
    id: "heuristic",
    label: OWN_BOT_LABEL,
    about: "Builds temples, raises armies near enemies, attacks when its dice outnumber the defence, and aims destructive miracles at rivals.",
};

const RANDOM: BotInfo = BotInfo {
    id: "random",
    label: "Random bot",
    about: "Picks a kind of move at random, then a move of that kind.",
};

/// How the engine reads the rule text where it is silent or open (the module docs of
/// [`super`] and [`super::miracles`] say where each is applied). Readings with a rule variant
/// are not here: the variants explain themselves.
const READINGS: &[Reading] = &[
    Reading {
        title: "Turns and rounds",
        text: "Each player in play order takes a whole turn of the seven phases; a round is one turn of every player still in.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Round limit",
        text: "A game that reaches the round limit (a variant, 100 by default) ends as a draw, so simulations always finish. The text has no such limit.",
        placeholder: true,
        shown: &[Shown::Variant("max_rounds")],
    },
    Reading {
        title: "Map size",
        text: "The map is 12 by 12 hexes unless a variant says otherwise; the published game suggests a blank map of about 10×10 or 12×12.",
        placeholder: true,
        shown: &[Shown::Variant("map_width"), Shown::Variant("map_height")],
    },
    Reading {
        title: "Victory",
        text: "A player who has lost every army, population, temple and monster is out; the last player standing wins.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "One player per hex",
        text: "A hex holds the counters of one player; another player's hex is entered only by battle.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Up to half",
        text: "\"Up to half\" of a hex's population is rounded down and counted when the hex raises its first army of the phase.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Monsters",
        text: "Monsters attack, defend and are destroyed as armies (after the armies), and never move or turn into population.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Battle losses",
        text: "The defender's losses come off armies, monsters, population, then the temple; the attacker's off the attacking armies, hex by hex in the order given.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Lasting miracles",
        text: "Sanctuary and Famine last until their caster's next turn begins; a Blight rolls at the start of the miracle phase of the player who placed it.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Deck and hands",
        text: "The discard pile is shuffled into a new deck when the deck runs out; a player who is out discards their hand.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Starts",
        text: "Population over the Plains limit from the 4D6 start is discarded; when no Plains is 7 hexes from every other start, the farthest are allowed (and the log says so).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Miracles the text leaves open",
        text: "Prophet adds a population at once where it would grow; Famine stops growth, Prophet, Fertility and Repopulate; Sacrifice gives up three population of one hex; Godspeed moves the player's own population and armies; Chasm destroys monsters too; Resurrection brings back its player's counters lost in the hex this turn, up to the terrain limit, if no other player holds the hex; terrain taken off the map goes back to the reserve, from which Alter Land and Create Land draw at random.",
        placeholder: false,
        shown: &[],
    },
];

static INFO: GameInfo = GameInfo {
    id: "deity",
    name: "Deity",
    players: (2, 4),
    variants: SPEC,
    bots: &[HEURISTIC, RANDOM],
    default_bot: "heuristic",
    def_json: include_str!("../../../games/deity-starter.json"),
    readings: READINGS,
    round: "round",
};

impl RuledGame for DeityGame {
    type Move = Move;
    type Error = DeityError;
    type Variants = Variants;
    type Data = DeityData;
    type Bot = DeityBot;

    const MAX_MOVES: u64 = super::bots::MAX_MOVES;

    /// A Deity turn is dozens of small moves, and uniformly random ones rarely end a phase, so
    /// random playouts say little; the map's material share does. Measured against the
    /// heuristic bot (400 iterations, 2 players, 10 games each): playouts of 20 moves won 5
    /// and took 16 ms a decision, of 0 moves won 5 and took 1.8 ms.
    fn search_budget() -> Budget {
        Budget {
            iterations: 400,
            rollout: 0,
        }
    }

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
        self.legal_moves_into(out);
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
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        let old = std::mem::replace(&mut self.log, std::sync::Arc::new(log));
        std::sync::Arc::try_unwrap(old).unwrap_or_else(|shared| shared.as_ref().clone())
    }

    fn describe(&self, mv: &Move) -> String {
        DeityGame::describe(self, mv)
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }

    fn targets(&self, mv: &Move) -> Vec<Thing> {
        self.move_targets(mv)
    }

    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        DeityGame::why_not_thing(self, thing)
    }

    fn choices(&self) -> Vec<(Choice, Move)> {
        DeityGame::choices(self)
    }

    fn with_numbers(&self, template: &Move, numbers: &[u32]) -> Move {
        DeityGame::with_numbers(self, template, numbers)
    }

    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.determinized(seat, rng)
    }

    fn heuristic(&self, seat: Seat) -> Option<f64> {
        Some(self.material_share(seat))
    }

    /// Counters on the map: population, armies and monsters, a temple as six.
    fn score(&self, seat: Seat) -> Option<i64> {
        Some(i64::from(self.worth(seat)))
    }

    /// The high roll plays first.
    fn first_player(&self) -> Option<Seat> {
        self.order().first().copied()
    }

    /// A miracle performed (Abjuration and Resurrection in answer too).
    fn card_played(&self, mv: &Move) -> Option<usize> {
        match mv {
            Move::Play { card, .. } => Some(card.index()),
            _ => None,
        }
    }

    fn card_names(_: &DeityData) -> Vec<String> {
        Miracle::ALL.iter().map(|m| m.name().to_string()).collect()
    }

    fn make_bot(name: &str) -> Option<DeityBot> {
        match name {
            "random" => Some(DeityBot::of(DeityBotKind::Random(RandomBot::new(0)))),
            "heuristic" | "greedy" => {
                Some(DeityBot::of(DeityBotKind::Heuristic(HeuristicBot::new(0))))
            }
            _ => None,
        }
    }
}
