//! `Table`: one table of a game. Cards in ordered zones, counter stacks, trackers, turn and phase,
//! the last dice, the seeded generator and the log. It changes only through [`Table::apply`].

mod action;
mod apply;
mod game;
mod rng;
mod view;

pub use action::{Action, MAX_DICE, MAX_NOTE, Place, Position, Rejection};
pub use apply::{card_name, place_label, zone_label};
pub use game::{Game, GameError, SAVE_VERSION, SavedGame};
pub use rng::Rng;
pub use view::{CardView, Face, TableView, ZoneView};

use serde::{Deserialize, Serialize};

use crate::def::{GameDef, Owner};

/// Most seats at one table (peeks are a 16-bit mask).
pub const MAX_PLAYERS: u8 = 16;

/// A seat at the table, from 0. People see seat `p` as "Player p+1".
pub type PlayerId = u8;

/// Identifies a physical card for the life of a table (its index in [`Table::cards`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u32);

/// A zone on the table: a zone of the definition, and for per-player zones, whose.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ZoneRef {
    pub zone: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
}

impl ZoneRef {
    pub fn shared(zone: &str) -> Self {
        Self {
            zone: zone.to_string(),
            player: None,
        }
    }
    pub fn of(zone: &str, player: PlayerId) -> Self {
        Self {
            zone: zone.to_string(),
            player: Some(player),
        }
    }
}

/// A physical card: which card of which deck, and how it lies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub id: CardId,
    /// Index of the deck in the definition.
    pub deck: u16,
    /// Index of the card line in that deck's list.
    pub line: u32,
    pub face_up: bool,
    pub tapped: bool,
    /// Players who have peeked at this card since it last moved (bit per seat).
    #[serde(default)]
    pub peeked: u16,
    /// Shown to everyone until it next moves.
    #[serde(default)]
    pub revealed: bool,
}

/// A zone and its cards, top (or leftmost) first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zone {
    pub at: ZoneRef,
    pub cards: Vec<CardId>,
}

/// Counters of one type and owner on one place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub place: Place,
    pub counter: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<PlayerId>,
    pub count: u32,
}

/// The value of a tracker (per player or global).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackerValue {
    pub tracker: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    pub value: i64,
}

/// One face shown by one die of the last roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieResult {
    pub die: String,
    /// Index into the die's faces.
    pub face: usize,
}

/// One line of the public log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub turn: u32,
    pub player: PlayerId,
    pub text: String,
}

/// The whole state of one table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub players: u8,
    pub cards: Vec<Card>,
    pub zones: Vec<Zone>,
    /// Counter stacks, kept sorted by place, counter and owner, with no empty stack.
    pub stacks: Vec<Stack>,
    pub trackers: Vec<TrackerValue>,
    /// Turn number, from 1.
    pub turn: u32,
    /// Index into the definition's phases.
    pub phase: usize,
    pub active: PlayerId,
    pub last_roll: Vec<DieResult>,
    pub rng: Rng,
    pub log: Vec<LogEntry>,
}

impl Table {
    /// Sets up a fresh table: every zone empty, each deck's cards in its starting zone (shuffled
    /// where the deck says so), trackers at their start values, turn 1, first phase, seat 0.
    pub fn new(def: &GameDef, players: u8, seed: u64) -> Result<Self, Rejection> {
        // At most 16 seats even for a definition that skipped `GameDef::check`: peeks are kept
        // as one bit per seat.
        if !def.players.contains(players) || players > MAX_PLAYERS {
            return Err(Rejection::PlayerCount {
                players,
                min: def.players.min,
                max: def.players.max,
            });
        }
        let mut zones = Vec::new();
        for z in &def.zones {
            match z.owner {
                Owner::Shared => zones.push(Zone {
                    at: ZoneRef::shared(&z.id),
                    cards: Vec::new(),
                }),
                Owner::EachPlayer => zones.extend((0..players).map(|p| Zone {
                    at: ZoneRef::of(&z.id, p),
                    cards: Vec::new(),
                })),
            }
        }
        let mut trackers = Vec::new();
        for t in &def.trackers {
            match t.owner {
                Owner::Shared => trackers.push(TrackerValue {
                    tracker: t.id.clone(),
                    player: None,
                    value: t.start,
                }),
                Owner::EachPlayer => trackers.extend((0..players).map(|p| TrackerValue {
                    tracker: t.id.clone(),
                    player: Some(p),
                    value: t.start,
                })),
            }
        }
        let mut table = Table {
            players,
            cards: Vec::new(),
            zones,
            stacks: Vec::new(),
            trackers,
            turn: 1,
            phase: 0,
            active: 0,
            last_roll: Vec::new(),
            rng: Rng::seeded(seed),
            log: Vec::new(),
        };
        for (d, deck) in def.decks.iter().enumerate() {
            let face_up = def.zone(&deck.zone).is_some_and(|z| z.face_up);
            let zone = table
                .zone_index(&ZoneRef::shared(&deck.zone))
                .ok_or_else(|| Rejection::NoZone(ZoneRef::shared(&deck.zone)))?;
            let mut ids = Vec::with_capacity(deck.size());
            for (line, card) in deck.cards.iter().enumerate() {
                for _ in 0..card.count {
                    let id = CardId(table.cards.len() as u32);
                    table.cards.push(Card {
                        id,
                        deck: d as u16,
                        line: line as u32,
                        face_up,
                        tapped: false,
                        peeked: 0,
                        revealed: false,
                    });
                    ids.push(id);
                }
            }
            if deck.shuffle {
                table.rng.shuffle(&mut ids);
            }
            table.zones[zone].cards.extend(ids);
        }
        Ok(table)
    }

    /// Position of a zone in [`Table::zones`].
    pub fn zone_index(&self, at: &ZoneRef) -> Option<usize> {
        self.zones.iter().position(|z| &z.at == at)
    }

    /// The cards of a zone, top first.
    pub fn zone(&self, at: &ZoneRef) -> Option<&[CardId]> {
        self.zone_index(at).map(|i| self.zones[i].cards.as_slice())
    }

    pub fn card(&self, id: CardId) -> Option<&Card> {
        self.cards.get(id.0 as usize)
    }

    /// How many counters of a type and owner sit on a place.
    pub fn count_at(&self, place: &Place, counter: &str, owner: Option<PlayerId>) -> u32 {
        self.stack_index(place, counter, owner)
            .ok()
            .map_or(0, |i| self.stacks[i].count)
    }

    /// All counters (any type, any owner) on a place.
    pub fn total_at(&self, place: &Place) -> u32 {
        self.stacks
            .iter()
            .filter(|s| &s.place == place)
            .map(|s| s.count)
            .sum()
    }

    /// The stacks on a place.
    pub fn stacks_at<'a>(&'a self, place: &'a Place) -> impl Iterator<Item = &'a Stack> + 'a {
        self.stacks.iter().filter(move |s| &s.place == place)
    }

    pub(crate) fn stack_index(
        &self,
        place: &Place,
        counter: &str,
        owner: Option<PlayerId>,
    ) -> Result<usize, usize> {
        self.stacks.binary_search_by(|s| {
            (&s.place, s.counter.as_str(), s.owner).cmp(&(place, counter, owner))
        })
    }

    /// The value of a tracker.
    pub fn tracker(&self, tracker: &str, player: Option<PlayerId>) -> Option<i64> {
        self.trackers
            .iter()
            .find(|t| t.tracker == tracker && t.player == player)
            .map(|t| t.value)
    }

    /// Every card id in every zone, in zone order (used by invariant checks).
    pub fn cards_in_zones(&self) -> impl Iterator<Item = CardId> + '_ {
        self.zones.iter().flat_map(|z| z.cards.iter().copied())
    }
}

/// "Player 1" for seat 0.
pub fn player_name(p: PlayerId) -> String {
    format!("Player {}", u32::from(p) + 1)
}
