//! `DeityGame`: the whole state of one game of Deity (map, counters, cards, turn, phase, the
//! seeded generator and the public log), and the small helpers every rule uses: counting
//! against terrain limits, destroying counters in the rule's order, drawing cards, rolling dice
//! and finding who is out.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::cards::{HAND_LIMIT, Miracle};
use super::data::DeityData;
use super::error::DeityError;
use super::holdings::Holdings;
use super::map::{Map, Terrain};
use super::moves::Target;
use super::variants::{Control, LimitCounts, Variants};
use crate::hex::Hex;
use crate::rules::Winners;
use crate::table::Rng;

/// A seat at the table, from 0 ("Player 1" is seat 0).
pub type Seat = u8;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Players draw and place terrain counters.
    WorldBuilding,
    /// Players choose their start hexes.
    Starts,
    Draw,
    BuildTemples,
    RaiseArmies,
    PopulationGrowth,
    Miracles,
    Battle,
    Movement,
    /// The game has ended (a winner, or a draw at the round cap).
    Over,
}

impl Phase {
    /// The seven phases of a turn, in the text's order.
    pub const TURN: [Phase; 7] = [
        Phase::Draw,
        Phase::BuildTemples,
        Phase::RaiseArmies,
        Phase::PopulationGrowth,
        Phase::Miracles,
        Phase::Battle,
        Phase::Movement,
    ];
}

impl std::fmt::Display for Phase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Phase::WorldBuilding => "world building",
            Phase::Starts => "start placement",
            Phase::Draw => "draw",
            Phase::BuildTemples => "build temple",
            Phase::RaiseArmies => "raise armies",
            Phase::PopulationGrowth => "population growth",
            Phase::Miracles => "miracle",
            Phase::Battle => "battle",
            Phase::Movement => "movement",
            Phase::Over => "game over",
        })
    }
}

/// The counters in one hex. A hex holds the counters of at most one player (entering another
/// player's hex is only possible by battle); a blight counter belongs to nobody.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexCounts {
    /// Whose counters these are; `None` when the hex holds none.
    pub owner: Option<Seat>,
    pub population: u32,
    pub armies: u32,
    pub temple: bool,
    pub monsters: u32,
    /// A blight counter, with the seat that placed it (who rolls for it each turn).
    pub blight: Option<Seat>,
}

impl HexCounts {
    /// Armies and monsters: the counters that attack and defend as armies.
    pub fn units(&self) -> u32 {
        self.armies + self.monsters
    }

    /// Every owned counter in the hex.
    pub fn counters(&self) -> u32 {
        self.population + self.armies + self.monsters + u32::from(self.temple)
    }

    /// Whether the hex holds no counter at all, blight included.
    pub fn is_empty(&self) -> bool {
        self.counters() == 0 && self.blight.is_none()
    }
}

pub use crate::rules::LogEntry;

/// A lasting effect of a card, which ends when its caster's next turn begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    pub kind: EffectKind,
    pub hex: usize,
    pub caster: Seat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectKind {
    /// "Counters may not attack target space this turn."
    Sanctuary,
    /// "Target hex and all adjacent hexes gain no population this turn."
    Famine,
}

/// Counters destroyed in one hex this turn (for Resurrection).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loss {
    pub hex: usize,
    pub owner: Seat,
    pub population: u32,
    pub armies: u32,
    pub monsters: u32,
    pub temple: bool,
}

impl Loss {
    /// Counters lost, of every kind.
    pub fn total(&self) -> u32 {
        self.population + self.armies + self.monsters + u32::from(self.temple)
    }
}

/// A card on its way to taking effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub player: Seat,
    pub card: Miracle,
    pub target: Target,
}

/// The units one hex commits to an attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacking {
    pub hex: usize,
    /// Units of this hex still fighting.
    pub alive: u32,
    /// Units committed that had not attacked yet this turn.
    pub fresh: u32,
    /// Units committed that had attacked once already (Holy War lets them attack again).
    pub second: u32,
}

/// The attack under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub target: usize,
    pub defender: Seat,
    pub from: Vec<Attacking>,
    pub rounds: u32,
}

/// A decision someone other than the active player's free choice must make first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// `player` holds more than the hand limit and must discard `count` cards.
    Discard { player: Seat, count: u32 },
    /// A card was played; `responders` may each answer with Abjuration, in order.
    Reaction {
        stack: Vec<Played>,
        responders: Vec<Seat>,
        /// What was waiting when the card was played, taken up again afterwards.
        after: Option<Box<Pending>>,
    },
    /// A round of battle was fought and both sides stand: the attacker presses on or retreats.
    Battle(Battle),
    /// The battle phase ended; `responders` may each play Resurrection, in order.
    Resurrection { responders: Vec<Seat> },
}

/// What the active player has done this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    pub holy_war: bool,
    /// Armies still allowed to be raised per hex this phase ("up to half of the Population").
    pub raise_budget: Vec<(usize, u32)>,
    /// Units that attacked once and twice, per hex.
    pub attacked: Vec<(usize, u32, u32)>,
    /// Population and armies that moved into each hex this movement phase (they move once).
    pub arrived: Vec<(usize, u32, u32)>,
    /// Counters destroyed this turn.
    pub losses: Vec<Loss>,
}

/// World building and start placement.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Terrain counters not yet drawn.
    pub bag: Vec<Terrain>,
    /// The counter the placing player holds.
    pub drawn: Option<Terrain>,
    /// Index into the play order of who places next.
    pub placer: usize,
    /// Redraws left per seat.
    pub redraws: Vec<u8>,
    /// Chosen start hexes per seat.
    pub starts: Vec<Option<usize>>,
}

/// The whole state of a game of Deity. Seed plus moves (and the definition's data) replay it
/// exactly; a game is saved as those, never as its state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeityGame {
    /// The terrain table and the miracle deck the rules read from the definition.
    pub(super) data: Arc<DeityData>,
    pub(super) variants: Variants,
    pub(super) players: u8,
    pub(super) seed: u64,
    pub(super) rng: Rng,
    pub(super) map: Map,
    /// Counters per hex, parallel to the map's hexes.
    pub(super) counts: Vec<HexCounts>,
    /// Terrain counters kept in reserve (Alter Land and Create Land draw from it).
    pub(super) reserve: Vec<Terrain>,
    pub(super) deck: Vec<Miracle>,
    pub(super) discard: Vec<Miracle>,
    pub(super) hands: Vec<Vec<Miracle>>,
    /// Seats in play order; the first rolled highest.
    pub(super) order: Vec<Seat>,
    /// Index into `order` of the player whose turn it is.
    pub(super) turn: usize,
    pub(super) round: u32,
    pub(super) phase: Phase,
    pub(super) out: Vec<bool>,
    pub(super) winners: Winners,
    pub(super) pending: Option<Pending>,
    pub(super) turn_state: TurnState,
    pub(super) effects: Vec<Effect>,
    pub(super) setup: Setup,
    /// The public log, shared between copies of the game until one of them writes to it: the
    /// search bot plays thousands of copies a move, and none of them needs its own log.
    pub(super) log: Arc<Vec<LogEntry>>,
    /// Simulations switch the log off for speed.
    pub(super) logging: bool,
    /// The hexes each seat holds counters in, in step with `counts`' owners.
    pub(super) holdings: Holdings,
}

impl DeityGame {
    // ----- reading the state -----

    /// The rules' data this game is played with (terrain table, miracle deck).
    pub fn data(&self) -> &DeityData {
        &self.data
    }
    /// The rule variants this game is played with.
    pub fn variants(&self) -> &Variants {
        &self.variants
    }
    /// The seed the game was made from.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The world: terrain per hex.
    pub fn map(&self) -> &Map {
        &self.map
    }
    /// The phase under way.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Seats in play order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }
    /// The player whose turn it is.
    pub fn active(&self) -> Seat {
        self.order.get(self.turn).copied().unwrap_or(0)
    }
    /// Whether a seat has lost everything (seats that do not exist count as out).
    pub fn is_out(&self, seat: Seat) -> bool {
        self.out.get(usize::from(seat)).copied().unwrap_or(true)
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// Who won, once the game is over: the last player standing, those still standing at the
    /// round cap, or nobody (a draw).
    pub fn winners(&self) -> Winners {
        self.winners
    }
    /// A seat's hand (hidden from the other players: show only its size to them).
    pub fn hand(&self, seat: Seat) -> &[Miracle] {
        self.hands.get(usize::from(seat)).map_or(&[], Vec::as_slice)
    }
    /// How many cards each seat holds: what every player may see of the others' hands.
    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }
    /// Cards left in the miracle deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    /// The discard pile, oldest first.
    pub fn discard_pile(&self) -> &[Miracle] {
        &self.discard
    }
    /// Terrain counters in reserve.
    pub fn reserve(&self) -> &[Terrain] {
        &self.reserve
    }
    /// A decision waiting to be made before play goes on (discard, answer, battle, Resurrection).
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    /// Lasting miracles on the map (Sanctuary, Famine).
    pub fn effects(&self) -> &[Effect] {
        &self.effects
    }
    /// World-building and start-placement state.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    /// What the active player has done this turn (Holy War, raises, attacks, moves, losses).
    pub fn turn_state(&self) -> &TurnState {
        &self.turn_state
    }
    /// Switches the log on or off (simulations run without it).
    pub fn set_logging(&mut self, on: bool) {
        self.logging = on;
    }

    /// The counters in a hex; `None` off the map.
    pub fn counts(&self, hex: Hex) -> Option<&HexCounts> {
        self.map.index(hex).and_then(|i| self.counts.get(i))
    }

    /// Every hex with its terrain (`None` for water) and counters, in map order.
    pub fn cells(&self) -> impl Iterator<Item = (Hex, Option<Terrain>, &HexCounts)> + '_ {
        self.counts
            .iter()
            .enumerate()
            .map(|(i, c)| (self.map.hex(i), self.map.terrain_at(i), c))
    }

    /// Cards wherever they are: deck, discard pile, hands and cards being played.
    pub fn cards_accounted(&self) -> usize {
        let in_play = match &self.pending {
            Some(Pending::Reaction { stack, .. }) => stack.len(),
            _ => 0,
        };
        self.deck.len()
            + self.discard.len()
            + self.hands.iter().map(Vec::len).sum::<usize>()
            + in_play
    }

    /// Counters of a player on the map: (population, armies, temples, monsters).
    pub fn totals(&self, seat: Seat) -> (u32, u32, u32, u32) {
        self.owned(seat)
            .map(|i| self.counts[i])
            .fold((0, 0, 0, 0), |(p, a, t, m), c| {
                (
                    p + c.population,
                    a + c.armies,
                    t + u32::from(c.temple),
                    m + c.monsters,
                )
            })
    }

    /// Temples a player controls.
    pub fn temples(&self, seat: Seat) -> u32 {
        self.totals(seat).2
    }

    /// Temples in hexes the player controls (what the draw phase counts: "one card plus a
    /// number of cards equal to the number of temples he controls").
    pub fn controlled_temples(&self, seat: Seat) -> u32 {
        // Under control by occupation or by population only the seat's own hexes can count.
        let n = if self.variants.control == Control::Territory {
            (0..self.counts.len())
                .filter(|&i| self.counts[i].temple && self.controls(seat, i))
                .count()
        } else {
            self.owned(seat)
                .filter(|&i| self.counts[i].temple && self.controls(seat, i))
                .count()
        };
        u32::try_from(n).unwrap_or(0)
    }

    // ----- limits and control -----

    /// What counts toward the terrain limit in a hex under the chosen variant.
    pub fn limit_used(&self, index: usize) -> u32 {
        self.counts.get(index).map_or(0, |c| self.limit_used_by(c))
    }

    pub(super) fn limit_used_by(&self, c: &HexCounts) -> u32 {
        match self.variants.limit_counts {
            LimitCounts::AllCounters => c.counters(),
            LimitCounts::PopulationOnly => c.population,
        }
    }

    /// The terrain limit of a hex (0 for water).
    pub fn limit(&self, index: usize) -> u32 {
        self.map.terrain_at(index).map_or(0, |t| self.data.limit(t))
    }

    /// Room left under the terrain limit.
    pub fn room(&self, index: usize) -> u32 {
        self.limit(index).saturating_sub(self.limit_used(index))
    }

    /// Whether the hex would grow population for `seat`: controlled, and "not occupied by an
    /// Army or a Temple" (monsters count as armies).
    #[inline(always)]
    pub(super) fn grows_for(&self, seat: Seat, index: usize) -> bool {
        let c = &self.counts[index];
        self.controls(seat, index) && c.armies == 0 && !c.temple && c.monsters == 0
    }

    pub(super) fn effect_on(&self, kind: EffectKind, index: usize) -> bool {
        self.effects
            .iter()
            .any(|e| e.kind == kind && e.hex == index)
    }

    // ----- changing counters -----

    /// Keeps `owner` in step with the counters.
    pub(super) fn tidy(&mut self, index: usize) {
        if self.counts.get(index).is_some_and(|c| c.counters() == 0) {
            self.set_owner(index, None);
        }
    }

    /// Adds up to `n` population for `seat`, capped by the terrain limit; returns how many were
    /// placed (the rest are discarded, as the rules say). Under Famine a hex gains nothing
    /// (growth, Prophet, Fertility and Repopulate alike).
    pub(super) fn add_population(&mut self, seat: Seat, index: usize, n: u32) -> u32 {
        let Some(c) = self.counts.get(index) else {
            return 0;
        };
        if c.owner.is_some_and(|o| o != seat)
            || c.blight.is_some()
            || self.effect_on(EffectKind::Famine, index)
        {
            return 0;
        }
        let placed = n.min(self.room(index));
        if placed > 0 {
            self.counts[index].population += placed;
            self.set_owner(index, Some(seat));
        }
        placed
    }

    /// Destroys up to `n` counters in a hex: "Armies are destroyed before populations &
    /// populations before Temples" (monsters are treated like armies, after them). Records the
    /// loss for Resurrection.
    pub(super) fn destroy(&mut self, index: usize, n: u32) -> Loss {
        let Some(c) = self.counts.get_mut(index) else {
            return Loss::default();
        };
        let Some(owner) = c.owner else {
            return Loss::default();
        };
        let mut left = n;
        let mut take = |have: &mut u32| {
            let t = left.min(*have);
            *have -= t;
            left -= t;
            t
        };
        let armies = take(&mut c.armies);
        let monsters = take(&mut c.monsters);
        let population = take(&mut c.population);
        let temple = c.temple && left > 0;
        if temple {
            c.temple = false;
        }
        let loss = Loss {
            hex: index,
            owner,
            population,
            armies,
            monsters,
            temple,
        };
        self.record_loss(loss);
        self.tidy(index);
        loss
    }

    /// Removes up to `n` population (the "lose 1 population counter" miracles); recorded.
    pub(super) fn remove_population(&mut self, index: usize, n: u32) -> u32 {
        let Some(c) = self.counts.get_mut(index) else {
            return 0;
        };
        let Some(owner) = c.owner else { return 0 };
        let t = n.min(c.population);
        c.population -= t;
        self.record_loss(Loss {
            hex: index,
            owner,
            population: t,
            ..Loss::default()
        });
        self.tidy(index);
        t
    }

    pub(super) fn record_loss(&mut self, loss: Loss) {
        if loss.total() == 0 {
            return;
        }
        if let Some(l) = self
            .turn_state
            .losses
            .iter_mut()
            .find(|l| l.hex == loss.hex && l.owner == loss.owner)
        {
            l.population += loss.population;
            l.armies += loss.armies;
            l.monsters += loss.monsters;
            l.temple |= loss.temple;
        } else {
            self.turn_state.losses.push(loss);
        }
    }

    /// After a terrain change, counters over the new limit are discarded (population first).
    pub(super) fn enforce_limit(&mut self, index: usize) {
        let over = self.limit_used(index).saturating_sub(self.limit(index));
        if over == 0 {
            return;
        }
        let Some(c) = self.counts.get_mut(index) else {
            return;
        };
        let mut left = over;
        for have in [&mut c.population, &mut c.armies, &mut c.monsters] {
            let t = left.min(*have);
            *have -= t;
            left -= t;
        }
        self.tidy(index);
        self.note(
            None,
            format!("{over} counters over the terrain limit are discarded"),
        );
    }

    // ----- cards and dice -----

    /// Draws up to `n` cards for `seat`, shuffling the discard pile into a new deck when the
    /// deck runs out. Returns how many were drawn.
    pub(super) fn draw_cards(&mut self, seat: Seat, n: u32) -> u32 {
        let mut drawn = 0;
        for _ in 0..n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.deck.append(&mut self.discard);
                self.rng.shuffle(&mut self.deck);
                self.note(
                    None,
                    "The discard pile is shuffled into a new deck".to_string(),
                );
            }
            let Some(card) = self.deck.pop() else { break };
            if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
                hand.push(card);
                drawn += 1;
            }
        }
        drawn
    }

    /// Asks `seat` to discard down to the hand limit, if over it.
    pub(super) fn check_hand_limit(&mut self, seat: Seat) {
        let held = self.hand(seat).len();
        if held > HAND_LIMIT {
            self.pending = Some(Pending::Discard {
                player: seat,
                count: u32::try_from(held - HAND_LIMIT).unwrap_or(0),
            });
        }
    }

    /// Takes one copy of `card` out of a hand.
    pub(super) fn take_card(&mut self, seat: Seat, card: Miracle) -> bool {
        let Some(hand) = self.hands.get_mut(usize::from(seat)) else {
            return false;
        };
        match hand.iter().position(|&c| c == card) {
            Some(i) => {
                hand.remove(i);
                true
            }
            None => false,
        }
    }

    pub(super) fn d6(&mut self) -> u8 {
        self.roll(6)
    }

    pub(super) fn d3(&mut self) -> u8 {
        self.roll(3)
    }

    fn roll(&mut self, sides: u32) -> u8 {
        u8::try_from(self.rng.below(sides) + 1).unwrap_or(1)
    }

    /// `n` six-sided dice.
    pub(super) fn d6s(&mut self, n: u32) -> Vec<u8> {
        (0..n).map(|_| self.d6()).collect()
    }

    // ----- log -----

    pub(super) fn note(&mut self, player: Option<Seat>, text: String) {
        self.note_dice(player, text, Vec::new());
    }

    pub(super) fn note_dice(&mut self, player: Option<Seat>, text: String, dice: Vec<u8>) {
        if self.logging {
            Arc::make_mut(&mut self.log).push(LogEntry {
                round: self.round,
                player,
                text,
                dice,
            });
        }
    }

    /// Only builds the text when the log is on.
    pub(super) fn note_with(&mut self, player: Option<Seat>, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let t = text(self);
            self.note(player, t);
        }
    }

    // ----- indices -----

    pub(super) fn index_of(&self, hex: Hex) -> Result<usize, DeityError> {
        self.map.index(hex).ok_or(DeityError::OffMap(hex))
    }

    pub(super) fn land_index(&self, hex: Hex) -> Result<usize, DeityError> {
        let i = self.index_of(hex)?;
        if self.map.terrain_at(i).is_none() {
            return Err(DeityError::Water);
        }
        Ok(i)
    }

    /// "Player 2" for seat 1.
    pub fn seat_name(seat: Seat) -> String {
        format!("Player {}", u32::from(seat) + 1)
    }

    /// A terrain's name as the definition gives it; water's for `None`.
    pub fn terrain_name(&self, terrain: Option<Terrain>) -> &str {
        match terrain {
            Some(t) => &self.data.terrain(t).name,
            None => self.data.water().0,
        }
    }

    /// A hex as people read it: its terrain, then column and row as drawn (from the left and
    /// from the top, see [`Map::column_row`]): "Plains (3,4)".
    pub fn hex_name(&self, index: usize) -> String {
        let (col, row) = self.map.column_row(index);
        let terrain = self.terrain_name(self.map.terrain_at(index));
        format!("{terrain} ({col},{row})")
    }

    // ----- the deck -----

    pub(super) fn new_deck(data: &DeityData, rng: &mut Rng) -> Vec<Miracle> {
        let mut deck = data.deck();
        rng.shuffle(&mut deck);
        deck
    }
}
