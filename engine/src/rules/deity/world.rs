//! Setting up a game: the roll for first player, world building (players in turn draw a random
//! terrain counter and place it next to terrain already placed, two redraws each, five counters
//! kept in reserve; empty hexes are water) or a world generated from the seed, and the start
//! hexes: 4D6 population on a Plains hex not within 6 hexes of another player's start.
//!
//! When no Plains hex is far enough from the other starts (a small or crowded world), the empty
//! Plains hexes farthest from them are allowed instead, and the log says so.

use crate::rules::{RuledGame, Winners};
use std::sync::Arc;

use super::cards::Miracle;
use super::data::DeityData;
use super::error::DeityError;
use super::holdings::Holdings;
use super::map::{self, Map, RESERVE, Terrain};
use super::moves::{Move, MoveSink};
use super::state::{DeityGame, HexCounts, Phase, Seat, Setup, TurnState};
use super::variants::{Variants, WorldBuilding};
use crate::hex::{self, Hex};
use crate::table::Rng;

/// "Not within 6 hexes of another player's start."
pub const START_SPACING: u32 = 7;
/// Redraws each player has during world building.
pub const REDRAWS: u8 = 2;
/// Dice of starting population (4D6).
pub const START_DICE: u32 = 4;

impl DeityGame {
    /// A new game of the shipped definition: `players` (2 to 4) seats, everything random drawn
    /// from `seed`.
    pub fn new(seed: u64, players: u8, variants: Variants) -> Result<Self, DeityError> {
        Self::with_data(DeityData::shipped(), seed, players, variants)
    }

    /// A new game with the rules' data of a definition (see [`DeityData::read`]).
    pub fn with_data(
        data: Arc<DeityData>,
        seed: u64,
        players: u8,
        variants: Variants,
    ) -> Result<Self, DeityError> {
        if !(2..=4).contains(&players) {
            return Err(DeityError::PlayerCount(players));
        }
        let map = Map::new(variants.map_width, variants.map_height)?;
        let mut rng = Rng::seeded(seed);
        let deck = Self::new_deck(&data, &mut rng);
        let counts = vec![HexCounts::default(); map.len()];
        let holdings = Holdings::new(players, map.len());
        let mut game = Self {
            data,
            variants,
            players,
            seed,
            rng,
            map,
            counts,
            reserve: Vec::new(),
            deck,
            discard: Vec::new(),
            hands: vec![Vec::new(); usize::from(players)],
            order: Vec::new(),
            turn: 0,
            round: 0,
            phase: Phase::WorldBuilding,
            out: vec![false; usize::from(players)],
            winners: Winners::NONE,
            pending: None,
            turn_state: TurnState::default(),
            effects: Vec::new(),
            setup: Setup {
                redraws: vec![REDRAWS; usize::from(players)],
                starts: vec![None; usize::from(players)],
                ..Setup::default()
            },
            log: Arc::new(Vec::new()),
            logging: true,
            holdings,
        };
        game.roll_for_order();
        match game.variants.world {
            WorldBuilding::PlayersBuild => {
                let mut bag = game.data.bag();
                game.rng.shuffle(&mut bag);
                game.setup.bag = bag;
                game.draw_terrain();
            }
            WorldBuilding::Generated => {
                let starts = game.generate_map();
                game.place_starts(starts);
            }
            WorldBuilding::GeneratedMap => {
                game.generate_map();
            }
        }
        Ok(game)
    }

    /// "The high roll goes first" (ties roll again); play then goes round the table.
    fn roll_for_order(&mut self) {
        let mut contenders: Vec<Seat> = (0..self.players).collect();
        let first = loop {
            let rolls: Vec<u8> = contenders.iter().map(|_| self.d6()).collect();
            let high = rolls.iter().copied().max().unwrap_or(1);
            let text = contenders
                .iter()
                .zip(&rolls)
                .map(|(s, r)| format!("{} rolls {r}", Self::seat_name(*s)))
                .collect::<Vec<_>>()
                .join(", ");
            self.note_dice(
                None,
                format!("Roll for first player: {text}"),
                rolls.clone(),
            );
            let top: Vec<Seat> = contenders
                .iter()
                .zip(&rolls)
                .filter(|(_, r)| **r == high)
                .map(|(s, _)| *s)
                .collect();
            if top.len() == 1 {
                break top[0];
            }
            contenders = top;
        };
        self.order = (0..self.players)
            .map(|k| (first + k) % self.players)
            .collect();
        self.note(None, format!("{} goes first", Self::seat_name(first)));
    }

    // ----- players build the world -----

    /// Draws the next terrain counter for the placing player; a counter with nowhere to go is
    /// put back under the bag.
    fn draw_terrain(&mut self) {
        for _ in 0..=self.setup.bag.len() {
            let Some(t) = self.setup.bag.pop() else { break };
            if self.map.can_place(t) {
                self.setup.drawn = Some(t);
                return;
            }
            self.setup.bag.insert(0, t);
        }
        // Nothing can be placed: the world is finished early.
        self.setup.drawn = None;
        self.finish_world();
    }

    pub(super) fn check_place_terrain(&self, hex: Hex) -> Result<(), DeityError> {
        let Some(t) = self.setup.drawn else {
            return Err(DeityError::NotNow {
                action: "Placing terrain",
                why: "no terrain counter is drawn",
            });
        };
        let i = self.index_of(hex)?;
        self.map.check_placement(i, t)
    }

    pub(super) fn place_terrain(&mut self, who: Seat, hex: Hex) {
        let (Some(t), Some(i)) = (self.setup.drawn.take(), self.map.index(hex)) else {
            return;
        };
        self.map.set_terrain(i, Some(t));
        self.note_with(Some(who), |g| {
            let (col, row) = g.map.column_row(i);
            format!(
                "{} places {} at ({col},{row})",
                Self::seat_name(who),
                g.terrain_name(Some(t)),
            )
        });
        self.setup.placer += 1;
        if self.setup.bag.len() <= RESERVE {
            self.finish_world();
        } else {
            self.draw_terrain();
        }
    }

    pub(super) fn check_redraw(&self, who: Seat) -> Result<(), DeityError> {
        if self.setup.drawn.is_none() {
            return Err(DeityError::NotNow {
                action: "Redrawing terrain",
                why: "no terrain counter is drawn",
            });
        }
        if self
            .setup
            .redraws
            .get(usize::from(who))
            .copied()
            .unwrap_or(0)
            == 0
        {
            return Err(DeityError::NoRedraws);
        }
        Ok(())
    }

    pub(super) fn redraw(&mut self, who: Seat) {
        let Some(t) = self.setup.drawn.take() else {
            return;
        };
        if let Some(r) = self.setup.redraws.get_mut(usize::from(who)) {
            *r = r.saturating_sub(1);
        }
        let at = self.rng.index(self.setup.bag.len() + 1);
        self.setup.bag.insert(at, t);
        self.note_with(Some(who), |g| {
            format!(
                "{} puts back {} and draws again",
                Self::seat_name(who),
                g.terrain_name(Some(t))
            )
        });
        self.draw_terrain();
    }

    pub(super) fn world_moves(&self, out: &mut impl MoveSink) {
        let Some(t) = self.setup.drawn else { return };
        for i in self.map.placing(t) {
            out.add(Move::PlaceTerrain {
                hex: self.map.hex(i),
            });
        }
        self.push_if_legal(out, Move::Redraw);
    }

    /// The remaining counters become the reserve; start placement begins with the first player.
    fn finish_world(&mut self) {
        self.reserve.append(&mut self.setup.bag);
        if let Some(t) = self.setup.drawn.take() {
            self.reserve.push(t);
        }
        self.phase = Phase::Starts;
        self.setup.placer = 0;
        self.note(
            None,
            format!(
                "The world is built: {} land hexes, {} terrain counters in reserve",
                self.map.land_count(),
                self.reserve.len()
            ),
        );
    }

    // ----- start hexes -----

    /// Hexes a start may go on now: empty Plains not within 6 hexes of a start already chosen,
    /// or failing that the empty Plains farthest from them.
    pub fn start_hexes(&self) -> Vec<usize> {
        let chosen: Vec<Hex> = self
            .setup
            .starts
            .iter()
            .flatten()
            .map(|&i| self.map.hex(i))
            .collect();
        let plains: Vec<usize> = self
            .map
            .land()
            .filter(|&i| {
                self.map.terrain_at(i) == Some(Terrain::Plains) && self.counts[i].is_empty()
            })
            .collect();
        let spacing = |i: usize| {
            chosen
                .iter()
                .map(|&h| hex::distance(h, self.map.hex(i)))
                .min()
                .unwrap_or(u32::MAX)
        };
        let strict: Vec<usize> = plains
            .iter()
            .copied()
            .filter(|&i| spacing(i) >= START_SPACING)
            .collect();
        if !strict.is_empty() {
            return strict;
        }
        let best = plains.iter().map(|&i| spacing(i)).max().unwrap_or(0);
        let farthest: Vec<usize> = plains.into_iter().filter(|&i| spacing(i) == best).collect();
        if !farthest.is_empty() {
            return farthest;
        }
        // No empty Plains is left at all (a tiny world): any empty land hex will do.
        self.map
            .land()
            .filter(|&i| self.counts[i].is_empty())
            .collect()
    }

    pub(super) fn check_start(&self, hex: Hex) -> Result<(), DeityError> {
        let i = self.land_index(hex)?;
        if self.start_hexes().contains(&i) {
            Ok(())
        } else if self.map.terrain_at(i) != Some(Terrain::Plains) || !self.counts[i].is_empty() {
            Err(DeityError::StartNotPlains)
        } else {
            Err(DeityError::StartTooClose)
        }
    }

    pub(super) fn start_moves(&self, out: &mut impl MoveSink) {
        for i in self.start_hexes() {
            out.add(Move::PlaceStart {
                hex: self.map.hex(i),
            });
        }
    }

    /// 4D6 population on the start hex (over the Plains limit of 20 is discarded).
    pub(super) fn place_start(&mut self, who: Seat, hex: Hex) {
        let Some(i) = self.map.index(hex) else { return };
        let relaxed = {
            let chosen: Vec<Hex> = self
                .setup
                .starts
                .iter()
                .flatten()
                .map(|&s| self.map.hex(s))
                .collect();
            chosen
                .iter()
                .any(|&h| hex::distance(h, hex) < START_SPACING)
        };
        let rolls = self.d6s(START_DICE);
        let total: u32 = rolls.iter().map(|&r| u32::from(r)).sum();
        let placed = self.add_population(who, i, total);
        if let Some(s) = self.setup.starts.get_mut(usize::from(who)) {
            *s = Some(i);
        }
        let text = format!(
            "{} starts in {} with {placed} population (rolled {total}){}",
            Self::seat_name(who),
            self.hex_name(i),
            if relaxed {
                "; no Plains was 7 hexes from every start, so the farthest was used"
            } else {
                ""
            }
        );
        self.note_dice(Some(who), text, rolls);
        self.setup.placer += 1;
        if self.setup.placer >= self.order.len() {
            self.begin_play();
        }
    }

    /// Round 1, the first player's turn.
    fn begin_play(&mut self) {
        self.round = 1;
        self.turn = 0;
        self.start_turn();
    }

    /// A world and starts from the seed: maps are regenerated (up to 20 times) until every
    /// player can start 7 hexes from the others.
    /// A world generated from the seed (tried again, up to 20 times, until its Plains hold a
    /// start for every player 7 hexes apart); start placement comes next. Returns the starts
    /// found, for [`DeityGame::place_starts`].
    fn generate_map(&mut self) -> Vec<Hex> {
        let blank = self.map.clone();
        let mut planned = None;
        let mut attempts = 0;
        for attempt in 0..20 {
            attempts = attempt + 1;
            let mut m = blank.clone();
            let reserve = map::generate(&mut m, self.data.bag(), &mut self.rng);
            planned = spaced_starts(&m, self.order.len(), &mut self.rng);
            if planned.is_none() && attempt < 19 {
                continue;
            }
            self.map = m;
            self.reserve = reserve;
            break;
        }
        self.phase = Phase::Starts;
        self.setup.placer = 0;
        self.note(
            None,
            format!(
                "A world of {} land hexes is generated (try {attempts}); {} terrain counters in reserve",
                self.map.land_count(),
                self.reserve.len()
            ),
        );
        planned.unwrap_or_default()
    }

    /// Every player's start, placed for them: the planned hexes first, then any allowed one.
    fn place_starts(&mut self, planned: Vec<Hex>) {
        let mut planned = planned.into_iter();
        while self.phase == Phase::Starts {
            let Some(who) = self.to_move() else { break };
            if let Some(h) = planned.next() {
                self.place_start(who, h);
                continue;
            }
            let spots = self.start_hexes();
            let Some(&i) = spots.get(self.rng.index(spots.len())) else {
                break;
            };
            self.place_start(who, self.map.hex(i));
        }
    }

    /// A card name list for the interface's deck view.
    pub fn miracle_names() -> Vec<&'static str> {
        Miracle::ALL.iter().map(|m| m.name()).collect()
    }
}

/// Start hexes 7 apart for `players` on the map's Plains, if some can be found: each Plains in
/// random order is tried as the first start, the others added greedily (farthest first).
fn spaced_starts(map: &Map, players: usize, rng: &mut Rng) -> Option<Vec<Hex>> {
    let mut plains: Vec<Hex> = map
        .land()
        .filter(|&i| map.terrain_at(i) == Some(Terrain::Plains))
        .map(|i| map.hex(i))
        .collect();
    rng.shuffle(&mut plains);
    plains.iter().find_map(|&first| {
        let mut chosen = vec![first];
        while chosen.len() < players {
            let next = plains
                .iter()
                .filter(|&&h| chosen.iter().all(|&c| hex::distance(c, h) >= START_SPACING))
                .max_by_key(|&&h| {
                    chosen
                        .iter()
                        .map(|&c| hex::distance(c, h))
                        .min()
                        .unwrap_or(0)
                })?;
            chosen.push(*next);
        }
        Some(chosen)
    })
}
