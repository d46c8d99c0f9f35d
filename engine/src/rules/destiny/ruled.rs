//! Destiny behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use.

use std::sync::Arc;

use super::bots::{AnyBot, Bot as _};
use super::moves::{DestinyError, Move};
use super::state::{DestinyGame, EndReason};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    Bot, BotInfo, DataError, GameInfo, LogEntry, Outcome, Projection, RuledGame, Seat,
    VariantValues,
};
use crate::table::Rng;

/// The greedy bot, as forms and reports list it.
const GREEDY: BotInfo = BotInfo {
    id: "greedy",
    label: "Greedy bot",
    about: "Plays for the highest Destiny total it can make this round.",
};

static INFO: GameInfo = GameInfo {
    id: "destiny",
    name: "Destiny",
    players: (2, 6),
    variants: SPEC,
    bots: &[GREEDY],
    default_bot: "greedy",
    def_json: include_str!("../../../games/destiny.json"),
    readings: &[],
};

/// The rules' data read from a Destiny definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestinyData;

impl Bot<DestinyGame> for AnyBot {
    fn id(&self) -> &'static str {
        self.name()
    }
    fn choose(&mut self, game: &DestinyGame, rng: &mut Rng) -> Option<Move> {
        Some(super::bots::Bot::choose(self, game, rng))
    }
}

impl RuledGame for DestinyGame {
    type Move = Move;
    type Error = DestinyError;
    type Variants = Variants;
    type Data = DestinyData;
    type Bot = AnyBot;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn read_data(def: &GameDef) -> Result<DestinyData, DataError> {
        def.deck("destiny")
            .map(|_| DestinyData)
            .ok_or_else(|| DataError::part("Destiny", "the definition has no deck called destiny"))
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    fn new(
        _data: &Arc<DestinyData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, DestinyError> {
        DestinyGame::with_recording(players, seed, *variants, record)
    }

    fn players(&self) -> u8 {
        DestinyGame::players(self)
    }

    #[inline]
    fn to_move(&self) -> Option<Seat> {
        self.to_act()
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.legal_moves_into(out);
    }

    #[inline]
    fn apply(&mut self, mv: Move) -> Result<(), DestinyError> {
        DestinyGame::apply(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        DestinyGame::outcome(self).map(|o| Outcome {
            winner: o.winner,
            end: match o.reason {
                EndReason::FivePoints => "5 treasure points",
                EndReason::TreasureRanOut => "the treasure deck ran out",
                EndReason::RoundLimit => "the round limit",
            },
            cut_off: o.reason == EndReason::RoundLimit,
        })
    }

    fn round(&self) -> u32 {
        DestinyGame::round(self)
    }

    fn log(&self) -> &[LogEntry] {
        DestinyGame::log(self)
    }

    fn describe(&self, mv: &Move) -> String {
        format!("{mv:?}")
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        Projection::new(viewer, format!("Round {}", self.round), self.round)
    }

    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.rng = Rng::seeded(rng.next_u64());
        g
    }

    fn side(&self, seat: Seat) -> Option<&str> {
        Some(
            self.seat(seat)
                .and_then(|s| s.character)
                .and_then(|c| c.character())
                .map_or("none", |c| c.name()),
        )
    }

    fn make_bot(name: &str) -> Option<AnyBot> {
        match name {
            "greedy" => AnyBot::by_name(name),
            _ => None,
        }
    }
}
