//! Deity behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use.

use std::sync::Arc;

use super::bots::{HeuristicBot, RandomBot};
use super::cards::Miracle;
use super::choices::{card, choice};
use super::data::DeityData;
use super::error::DeityError;
use super::moves::{Move, Target};
use super::state::{DeityGame, Pending, Phase};
use super::variants::{SPEC, Variants};
use super::view::title;
use crate::def::GameDef;
use crate::hex::Hex;
use crate::rules::search::Budget;
use crate::rules::{
    Bot, BotInfo, Choice, DataError, DieView, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome,
    PhaseView, Projection, Reading, RuledGame, Seat, Shown, Thing, TrackerView, VariantValues,
    seat_label,
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
        game.legal_moves(&mut self.legal);
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
        text: "A game that reaches the round limit (a variant, 100 by default) ends, so simulations always finish: the players still standing share it (a draw when nobody is out), and those already out lost it. The text has no such limit.",
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

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage.
    enum MoveKind {
        PlaceTerrain => "place a terrain counter",
        Redraw => "redraw a terrain counter",
        PlaceStart => "choose a start hex",
        EndPhase => "end the phase",
        Discard => "discard down to the hand limit",
        BuildTemple => "build a temple",
        RaiseArmies => "raise armies",
        DisbandArmies => "disband armies",
        Miracle => "perform a miracle",
        Pass => "decline to answer",
        Attack => "attack a hex",
        PressOn => "fight another battle round",
        Retreat => "call off a battle",
        MoveCounters => "move population and armies",
    }
}

static INFO: GameInfo = GameInfo {
    id: "deity",
    name: "Deity",
    players: (2, 4),
    bots: &[HEURISTIC, RANDOM],
    default_bot: "heuristic",
    round: "round",
};

impl RuledGame for DeityGame {
    type Move = Move;
    type Error = DeityError;
    type Variants = Variants;
    type Data = DeityData;
    type Bot = DeityBot;

    const MAX_MOVES: u64 = super::bots::MAX_MOVES;

    /// A Deity turn is dozens of small moves, so a playout of a few says little of how the
    /// game goes; the map's material share, read at once, does, and costs a fraction of the
    /// time.
    fn search_budget() -> Budget {
        Budget {
            iterations: 400,
            rollout: 0,
            ..Budget::DEFAULT
        }
    }

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        include_str!("../../../games/deity-starter.json")
    }
    fn rules_map() -> &'static [crate::rules::map::Rule] {
        super::rules_map::RULES
    }

    fn variant_specs() -> &'static [crate::rules::variant::VariantSpec] {
        SPEC
    }

    fn readings() -> &'static [crate::rules::game::Reading] {
        READINGS
    }

    #[cfg(test)]
    const TEXT: &'static str = include_str!("text.txt");

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
        self.players
    }

    /// Who decides now; `None` once the game is over.
    fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::WorldBuilding | Phase::Starts => self
                .order
                .get(self.setup.placer % self.order.len().max(1))
                .copied(),
            _ => match &self.pending {
                Some(Pending::Discard { player, .. }) => Some(*player),
                Some(Pending::Reaction { responders, .. })
                | Some(Pending::Resurrection { responders }) => responders.first().copied(),
                Some(Pending::Battle(_)) | None => Some(self.active()),
            },
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.list_moves(out);
    }

    /// Applies a move for the player who is to move, or says why it is refused (the game is
    /// then unchanged).
    fn apply(&mut self, mv: Move) -> Result<(), DeityError> {
        self.check(&mv)?;
        let who = self.to_move().unwrap_or(0);
        self.perform(mv, who);
        self.settle();
        debug_assert!(
            self.holdings_in_step(),
            "holdings out of step with the owners"
        );
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        // Only the round cap ends a game with more than one player standing.
        let capped = self.round > self.variants.max_rounds;
        (self.phase() == Phase::Over).then(|| Outcome {
            winners: self.winners,
            end: if capped {
                "the round limit"
            } else if self.winners.is_empty() {
                "nobody left standing"
            } else {
                "the last god standing"
            },
            cut_off: capped,
        })
    }

    /// Round number, from 1 once play begins (0 during world building).
    fn round(&self) -> u32 {
        self.round
    }

    fn rounds_played(&self) -> u32 {
        self.round().min(self.variants().max_rounds)
    }

    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        let old = std::mem::replace(&mut self.log, std::sync::Arc::new(log));
        std::sync::Arc::try_unwrap(old).unwrap_or_else(|shared| shared.as_ref().clone())
    }

    /// A move in words, for buttons, tooltips and bug reports ("Build a temple in Plains
    /// (4,7)").
    fn describe(&self, mv: &Move) -> String {
        let at = |h: &Hex| {
            self.map.index(*h).map_or_else(
                || format!("off-map hex ({}, {})", h.x, h.y),
                |i| self.hex_name(i),
            )
        };
        match mv {
            Move::PlaceTerrain { hex } => match self.setup.drawn {
                Some(t) => format!("Place {} at {}", self.terrain_name(Some(t)), at(hex)),
                None => format!("Place terrain at {}", at(hex)),
            },
            Move::Redraw => "Put the terrain counter back and draw another".to_string(),
            Move::PlaceStart { hex } => format!("Start in {}", at(hex)),
            Move::EndPhase => format!("End the {} phase", self.phase),
            Move::Discard { card } => format!("Discard {card}"),
            Move::BuildTemple { hex } => format!("Build a temple in {}", at(hex)),
            Move::RaiseArmies { hex, count } => format!("Raise {count} armies in {}", at(hex)),
            Move::DisbandArmies { hex, count } => {
                format!("Turn {count} armies back into population in {}", at(hex))
            }
            Move::Play { card, target } => match target {
                Target::None => format!("Play {card}"),
                Target::Hex(h) => format!("Play {card} on {}", at(h)),
                Target::Godspeed {
                    from,
                    to,
                    population,
                    armies,
                } => format!(
                    "Play Godspeed: {population} population and {armies} armies from {} to {}",
                    at(from),
                    at(to)
                ),
            },
            Move::Pass => "Pass".to_string(),
            Move::Attack { target, from } => {
                let n: u64 = from.iter().map(|(_, c)| u64::from(*c)).sum();
                let froms: Vec<String> = from.iter().map(|(h, _)| at(h)).collect();
                format!(
                    "Attack {} with {n} armies from {}",
                    at(target),
                    froms.join(" and ")
                )
            }
            Move::PressOn => "Fight another round".to_string(),
            Move::Retreat => "Retreat".to_string(),
            Move::MoveCounters {
                from,
                to,
                population,
                armies,
            } => format!(
                "Move {population} population and {armies} armies from {} to {}",
                at(from),
                at(to)
            ),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see of the game.
    fn project(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.round);
        let current = match self.phase {
            // A discard asked for in the draw phase is still the draw phase.
            Phase::Over => None,
            other => Some(other),
        };
        p.phases = [Phase::WorldBuilding, Phase::Starts]
            .into_iter()
            .chain(Phase::TURN)
            .map(|ph| PhaseView {
                name: title(ph),
                current: current == Some(ph),
                about: self.phase_rule(ph),
            })
            .collect();
        p.seats = self.seat_views();
        p.zones = self.zone_views(viewer);
        p.boards = vec![self.board_view()];
        p.trackers.push(TrackerView {
            name: "Round".to_string(),
            owner: None,
            value: format!("{} of {}", self.round, self.variants.max_rounds),
        });
        if let Some(e) = self.log.iter().rev().find(|e| !e.dice.is_empty()) {
            p.dice = e
                .dice
                .iter()
                .map(|d| DieView {
                    face: d.to_string(),
                    colour: String::new(),
                })
                .collect();
        }
        p.panels = self.panel_views();
        p
    }

    /// What a move points at on the table: a card first, then the hexes in the order they are
    /// picked.
    fn targets(&self, mv: &Move) -> Vec<Thing> {
        match mv {
            Move::PlaceTerrain { hex }
            | Move::PlaceStart { hex }
            | Move::BuildTemple { hex }
            | Move::RaiseArmies { hex, .. }
            | Move::DisbandArmies { hex, .. } => vec![Thing::Hex(*hex)],
            Move::Discard { card: m } => vec![card(*m)],
            Move::Play { card: m, target } => {
                let mut t = vec![card(*m)];
                match target {
                    Target::None => {}
                    Target::Hex(h) => t.push(Thing::Hex(*h)),
                    Target::Godspeed { from, to, .. } => {
                        t.extend([Thing::Hex(*from), Thing::Hex(*to)]);
                    }
                }
                t
            }
            Move::Attack { target, from } => std::iter::once(Thing::Hex(*target))
                .chain(from.iter().map(|(h, _)| Thing::Hex(*h)))
                .collect(),
            Move::MoveCounters { from, to, .. } => vec![Thing::Hex(*from), Thing::Hex(*to)],
            Move::Redraw | Move::EndPhase | Move::Pass | Move::PressOn | Move::Retreat => {
                Vec::new()
            }
        }
    }

    /// Why the seat to act cannot use `thing` now, in the rules' words: a miracle in their
    /// hand (out of its time, or with nothing to strike), or a hex, asked as the move the
    /// phase makes with a hex. `None` for anything else.
    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let who = self.to_move()?;
        match thing {
            Thing::Card(id) => self.why_not_miracle(who, Miracle::by_id(id)?),
            Thing::Hex(hex) => self.why_not_hex(who, *hex),
            _ => None,
        }
    }

    /// Every choice of the seat to act, each with the move it makes with its default numbers
    /// (see [`DeityGame::with_numbers`]).
    fn choices(&self) -> Vec<(Choice, Move)> {
        let mut out = Vec::new();
        let Some(who) = self.to_move() else {
            return out;
        };
        match &self.pending {
            Some(Pending::Discard { count, .. }) => {
                for m in self.distinct_hand(who) {
                    out.push(choice(
                        format!("Discard {m} ({} to discard)", count),
                        vec![card(m)],
                        Vec::new(),
                        Move::Discard { card: m },
                    ));
                }
                return out;
            }
            Some(Pending::Reaction { stack, .. }) => {
                let answered = stack
                    .last()
                    .map(|p| format!("{}'s {}", seat_label(p.player), p.card))
                    .unwrap_or_else(|| "the card".to_string());
                let play = Move::Play {
                    card: Miracle::Abjuration,
                    target: Target::None,
                };
                if self.is_legal(&play) {
                    out.push(choice(
                        format!("Answer {answered} with Abjuration"),
                        vec![card(Miracle::Abjuration)],
                        Vec::new(),
                        play,
                    ));
                }
                out.push(choice(
                    format!("Do not answer {answered}"),
                    Vec::new(),
                    Vec::new(),
                    Move::Pass,
                ));
                return out;
            }
            Some(Pending::Battle(b)) => {
                let at = self.hex_name(b.target);
                out.push(choice(
                    format!("Fight another round for {at}"),
                    vec![Thing::Hex(self.map.hex(b.target))],
                    Vec::new(),
                    Move::PressOn,
                ));
                out.push(choice(
                    format!("Retreat from {at}"),
                    Vec::new(),
                    Vec::new(),
                    Move::Retreat,
                ));
                return out;
            }
            Some(Pending::Resurrection { .. }) => {
                self.hex_card_choices(who, Miracle::Resurrection, &mut out);
                out.push(choice(
                    "Do not play Resurrection".to_string(),
                    Vec::new(),
                    Vec::new(),
                    Move::Pass,
                ));
                return out;
            }
            None => {}
        }
        match self.phase {
            Phase::WorldBuilding => {
                let mut moves = Vec::new();
                self.world_moves(&mut moves);
                out.extend(moves.into_iter().map(|m| self.plain(m)));
                return out;
            }
            Phase::Starts => {
                let mut moves = Vec::new();
                self.start_moves(&mut moves);
                out.extend(moves.into_iter().map(|m| self.plain(m)));
                return out;
            }
            Phase::BuildTemples => {
                let mut moves = Vec::new();
                self.temple_moves(who, &mut moves);
                out.extend(moves.into_iter().map(|m| self.plain(m)));
            }
            Phase::RaiseArmies => self.raise_choices(who, &mut out),
            Phase::Miracles => {
                for m in self.distinct_hand(who) {
                    match m {
                        Miracle::Godspeed => self.godspeed_choices(who, &mut out),
                        Miracle::HolyWar => {
                            let mv = Move::Play {
                                card: m,
                                target: Target::None,
                            };
                            if self.is_legal(&mv) {
                                out.push(choice(
                                    "Play Holy War: armies attack twice this turn".to_string(),
                                    vec![card(m)],
                                    Vec::new(),
                                    mv,
                                ));
                            }
                        }
                        _ => self.hex_card_choices(who, m, &mut out),
                    }
                }
            }
            Phase::Battle => self.attack_choices(who, &mut out),
            Phase::Movement => self.movement_choices(who, &mut out),
            Phase::Draw | Phase::PopulationGrowth | Phase::Over => return out,
        }
        out.push(self.plain(Move::EndPhase));
        out
    }

    /// The move a choice makes with the numbers a person gave, one per field of the choice (a
    /// missing number keeps the template's).
    fn with_numbers(&self, template: &Move, numbers: &[u32]) -> Move {
        let n = |k: usize, or: u32| numbers.get(k).copied().unwrap_or(or);
        match template {
            Move::RaiseArmies { hex, count } => Move::RaiseArmies {
                hex: *hex,
                count: n(0, *count),
            },
            Move::DisbandArmies { hex, count } => Move::DisbandArmies {
                hex: *hex,
                count: n(0, *count),
            },
            Move::MoveCounters {
                from,
                to,
                population,
                armies,
            } => Move::MoveCounters {
                from: *from,
                to: *to,
                population: n(0, *population),
                armies: n(1, *armies),
            },
            Move::Play {
                card: Miracle::Godspeed,
                target:
                    Target::Godspeed {
                        from,
                        to,
                        population,
                        armies,
                    },
            } => Move::Play {
                card: Miracle::Godspeed,
                target: Target::Godspeed {
                    from: *from,
                    to: *to,
                    population: n(0, *population),
                    armies: n(1, *armies),
                },
            },
            // The template lists every hex that may join the attack; those given no army stay.
            Move::Attack { target, from } => Move::Attack {
                target: *target,
                from: from
                    .iter()
                    .enumerate()
                    .map(|(k, (h, c))| (*h, n(k, *c)))
                    .filter(|(_, c)| *c > 0)
                    .collect(),
            },
            other => other.clone(),
        }
    }

    /// The game as `seat` might believe it to be: the cards it cannot see (the deck and the
    /// other hands) pooled, shuffled and dealt back with every hand keeping its size, the
    /// terrain bag shuffled, and a fresh generator. Everything the seat sees is kept: its own
    /// hand, the discard pile, the cards being played, the map, the reserve (public: every
    /// terrain counter not on the map) and the log.
    ///
    /// The engine asks only the players who hold Abjuration (or Resurrection) whether they
    /// answer, so a seat being asked is known to hold one: such a seat is dealt one first.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let sizes: Vec<usize> = g.hands.iter().map(Vec::len).collect();
        let mut pool = std::mem::take(&mut g.deck);
        for (s, hand) in g.hands.iter_mut().enumerate() {
            if s != usize::from(seat) {
                pool.append(hand);
            }
        }
        rng.shuffle(&mut pool);
        let (asked, card): (&[Seat], Miracle) = match &self.pending {
            Some(Pending::Reaction { responders, .. }) => (responders, Miracle::Abjuration),
            Some(Pending::Resurrection { responders }) => (responders, Miracle::Resurrection),
            _ => (&[], Miracle::Abjuration),
        };
        for &s in asked {
            if s == seat {
                continue;
            }
            if let (Some(k), Some(hand)) = (
                pool.iter().position(|&c| c == card),
                g.hands.get_mut(usize::from(s)),
            ) {
                hand.push(pool.swap_remove(k));
            }
        }
        for (s, hand) in g.hands.iter_mut().enumerate() {
            if s == usize::from(seat) {
                continue;
            }
            while hand.len() < sizes[s] {
                let Some(c) = pool.pop() else { break };
                hand.push(c);
            }
        }
        g.deck = pool;
        rng.shuffle(&mut g.setup.bag);
        g.rng = Rng::seeded(rng.next_u64());
        // The search reads no log: its copies write none (the log so far is shared, unchanged).
        g.logging = false;
        g
    }

    /// How well `seat` is doing, from 0 to 1: its share of the counters on the map, a temple
    /// counting six (the population it replaced). Armies count as the population they were
    /// raised from, so raising or disbanding is neither rewarded nor punished: battles,
    /// miracles and growth move the share. (Weighting armies double made the search bot raise
    /// armies for their own sake: it won 2 of 10 games against the heuristic bot, 5 with
    /// these weights.) A seat that is out has 0; when nobody has anything, every seat has an
    /// equal share.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        if self.is_out(seat) {
            return Some(0.0);
        }
        let worth = self.worths();
        let total: u32 = worth.iter().sum();
        if total == 0 {
            return Some(1.0 / f64::from(self.players.max(1)));
        }
        Some(f64::from(worth.get(usize::from(seat)).copied().unwrap_or(0)) / f64::from(total))
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

    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let kind = match mv {
            Move::PlaceTerrain { .. } => MoveKind::PlaceTerrain,
            Move::Redraw => MoveKind::Redraw,
            Move::PlaceStart { .. } => MoveKind::PlaceStart,
            Move::EndPhase => MoveKind::EndPhase,
            Move::Discard { .. } => MoveKind::Discard,
            Move::BuildTemple { .. } => MoveKind::BuildTemple,
            Move::RaiseArmies { .. } => MoveKind::RaiseArmies,
            Move::DisbandArmies { .. } => MoveKind::DisbandArmies,
            Move::Play { .. } => MoveKind::Miracle,
            Move::Pass => MoveKind::Pass,
            Move::Attack { .. } => MoveKind::Attack,
            Move::PressOn => MoveKind::PressOn,
            Move::Retreat => MoveKind::Retreat,
            Move::MoveCounters { .. } => MoveKind::MoveCounters,
        };
        kind.index()
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
