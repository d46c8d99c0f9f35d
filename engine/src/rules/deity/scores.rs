//! How Deity's heuristic bot judges a move: what it knows about the board for one decision
//! (steps to the nearest enemy, what leaving or entering a hex does) and the score of each kind
//! of move and miracle, with the most a card's plays could score. `bots.rs` picks the best move
//! by these scores; the judgement is kept apart so it reads on its own.

use std::cell::{Cell, RefCell};

use super::battle::defender_dice;
use super::cards::Miracle;
use super::map::Terrain;
use super::moves::{Move, Target};
use super::phases::TEMPLE_COST;
use super::state::{DeityGame, HexCounts, Pending, Seat};
use crate::hex::{self, Hex};
use crate::rules::RuledGame;

/// Steps from each hex to the nearest hex holding an enemy's counters, for one seat and one
/// placing of the enemies: worked out for a hex the first time a score asks (most decisions
/// ask about a few hexes, not the whole map).
#[derive(Clone, Debug, Default)]
pub(super) struct Nearest {
    /// Whose enemies, on a map of what size.
    me: Option<Seat>,
    size: (u32, u32),
    /// Hexes holding an enemy's counters, in map order, and the same as bits of the game's
    /// holdings.
    enemies: Vec<Hex>,
    enemy_words: Vec<u64>,
    /// Steps per hex (map order); `u32::MAX` until asked.
    steps: Vec<Cell<u32>>,
}

impl Nearest {
    /// Makes the table answer for `me` in `game` now: kept if the enemies stand where they did
    /// at the last decision, else started afresh.
    fn refresh(&mut self, game: &DeityGame, me: Seat) {
        let size = (game.map().width, game.map().height);
        if self.me == Some(me) && self.size == size && self.same_enemies(game, me) {
            return;
        }
        self.me = Some(me);
        self.size = size;
        self.enemy_words.clear();
        self.enemy_words
            .extend((0..game.holdings.words()).map(|w| game.holdings.rivals_word(me, w)));
        self.enemies.clear();
        self.enemies
            .extend(game.held_by_rivals(me).map(|i| game.map().hex(i)));
        self.steps.clear();
        self.steps.resize(game.map().len(), Cell::new(u32::MAX));
    }

    /// Whether the hexes holding `me`'s enemies in `game` are exactly the ones kept. Every
    /// decision asks, and most find them unchanged.
    fn same_enemies(&self, game: &DeityGame, me: Seat) -> bool {
        self.enemy_words.len() == game.holdings.words()
            && self
                .enemy_words
                .iter()
                .enumerate()
                .all(|(w, &kept)| game.holdings.rivals_word(me, w) == kept)
    }
}

/// What a move of counters from one hex to another is scored by, besides its counts.
#[derive(Clone, Copy, Default)]
pub(super) struct Pair {
    /// Steps from the hex left to the nearest enemy, and its population.
    pub(super) from_near: u32,
    pub(super) from_population: u32,
    /// Steps from the hex entered to the nearest enemy, and whether nobody holds it.
    pub(super) to_near: u32,
    pub(super) to_open: bool,
}

impl Pair {
    /// March armies on the nearest enemy; spread half of a big population to open land.
    #[inline]
    pub(super) fn score(self, population: u32, armies: u32) -> f32 {
        let closer = self.from_near as f32 - self.to_near as f32;
        let mut s = -0.5;
        if armies > 0 && population == 0 && closer > 0.0 {
            s = 4.0 + armies as f32 * 0.1;
        }
        if population > 0 && armies == 0 && self.to_open {
            let src = self.from_population;
            if src >= 4 && population == src / 2 {
                s = 3.0;
            }
        }
        s
    }

    /// The most any move of counters out of a hex scores, wherever it goes, when the hex holds
    /// `population` and `armies`: the most [`Pair::most`] gives for any hex entered.
    #[inline]
    pub(super) fn most_from(population: u32, armies: u32) -> f32 {
        if armies > 0 {
            4.0 + armies as f32 * 0.1
        } else if population >= 4 {
            3.0
        } else {
            -0.5
        }
    }

    /// The most any move of counters between the two hexes scores, when the hex left holds
    /// `armies` armies: what [`Pair::score`] gives the best of them.
    #[inline]
    pub(super) fn most(self, armies: u32) -> f32 {
        if self.from_near > self.to_near && armies > 0 {
            4.0 + armies as f32 * 0.1
        } else if self.to_open && self.from_population >= 4 {
            3.0
        } else {
            -0.5
        }
    }
}

/// What the heuristic bot knows about the board for one decision.
pub(super) struct View<'a> {
    pub(super) game: &'a DeityGame,
    me: Seat,
    /// Steps to the nearest enemy counter (for `me`, in `game` as it is now once
    /// `near_checked`). Many decisions never ask (ending a phase, a battle's next round, most
    /// cards), so the table is checked against the board only when a score first asks.
    near: &'a RefCell<Nearest>,
    near_checked: Cell<bool>,
    /// What the last move of counters scored asked of the hex it leaves (steps to the
    /// nearest enemy, population) and of the hex it enters (steps to the nearest enemy,
    /// whether nobody holds it). The legal moves list each hex's moves together and each
    /// pair of hexes with several counts, so most moves ask about the same hexes again.
    from: Cell<Option<(Hex, u32, u32)>>,
    to: Cell<Option<(Hex, u32, bool)>>,
}

impl<'a> View<'a> {
    pub(super) fn new(game: &'a DeityGame, me: Seat, near: &'a RefCell<Nearest>) -> Self {
        Self {
            game,
            me,
            near,
            near_checked: Cell::new(false),
            from: Cell::new(None),
            to: Cell::new(None),
        }
    }

    #[inline]
    fn leaving(&self, hex: Hex) -> (u32, u32) {
        match self.from.get() {
            Some((h, near, population)) if h == hex => (near, population),
            _ => {
                let near = self.nearest_enemy(hex);
                let population = self.game.counts(hex).map_or(0, |c| c.population);
                self.from.set(Some((hex, near, population)));
                (near, population)
            }
        }
    }

    #[inline]
    fn entering(&self, hex: Hex) -> (u32, bool) {
        match self.to.get() {
            Some((h, near, open)) if h == hex => (near, open),
            _ => {
                let near = self.nearest_enemy(hex);
                let open = self.game.counts(hex).is_none_or(|c| c.owner.is_none());
                self.to.set(Some((hex, near, open)));
                (near, open)
            }
        }
    }

    #[inline]
    fn nearest_enemy(&self, hex: Hex) -> u32 {
        self.game
            .map()
            .index(hex)
            .map_or(99, |i| self.nearest_at(i))
    }

    /// [`View::nearest_enemy`] of the hex at an index.
    #[inline]
    pub(super) fn nearest_at(&self, index: usize) -> u32 {
        if !self.near_checked.get() {
            self.check_near();
        }
        let near = self.near.borrow();
        let Some(cell) = near.steps.get(index) else {
            return 99;
        };
        if cell.get() == u32::MAX {
            let hex = self.game.map().hex(index);
            let d = near
                .enemies
                .iter()
                .map(|&e| hex::distance(e, hex))
                .min()
                .unwrap_or(99);
            cell.set(d);
        }
        cell.get()
    }

    /// Brings the table of steps to the nearest enemy up to date, the first time a decision
    /// asks it (kept out of line: the scores ask it again and again).
    #[inline(never)]
    fn check_near(&self) {
        self.near.borrow_mut().refresh(self.game, self.me);
        self.near_checked.set(true);
    }

    /// Net effect on the counters of a hex: positive if they are an enemy's.
    fn side_of(&self, counts: &HexCounts) -> f32 {
        match counts.owner {
            Some(o) if o == self.me => -1.0,
            Some(_) => 1.0,
            None => 0.0,
        }
    }

    /// The six hexes around `hex` (on the map or not), then `hex` itself if `with_centre`.
    fn area(&self, hex: Hex, with_centre: bool) -> impl Iterator<Item = Hex> {
        hex::neighbours(hex)
            .into_iter()
            .chain(with_centre.then_some(hex))
    }

    pub(super) fn score(&self, m: &Move) -> f32 {
        let g = self.game;
        match m {
            Move::EndPhase | Move::Pass => 0.0,
            Move::PlaceTerrain { .. } => 1.0,
            Move::Redraw => self.redraw_score(),
            Move::PlaceStart { hex } => self
                .area(*hex, false)
                .filter(|&h| g.map().is_land(h))
                .count() as f32,
            Move::Discard { card } => -card_value(*card),
            Move::BuildTemple { .. } => 50.0,
            Move::RaiseArmies { hex, count } => Self::raise_score(self.raise_pays(*hex), *count),
            Move::DisbandArmies { hex, count } => self.disband_score(*hex, *count),
            Move::Attack { target, from } => {
                let d = g.counts(*target).copied().unwrap_or_default();
                let attackers: u32 = from.iter().map(|(_, n)| n).sum();
                let dice = defender_dice(d.units(), d.population) as f32;
                let edge = 2.0 * attackers as f32 - dice;
                if edge > 0.0 {
                    edge + attackers as f32 + if d.temple { 3.0 } else { 0.0 }
                } else {
                    -1.0
                }
            }
            Move::PressOn => match g.pending() {
                Some(Pending::Battle(b)) => {
                    let alive: u32 = b.from.iter().map(|a| a.alive).sum();
                    let d = g.counts(g.map().hex(b.target)).copied().unwrap_or_default();
                    let dice = defender_dice(d.units(), d.population) as f32;
                    if 2.0 * alive as f32 + 1.0 >= dice {
                        1.0
                    } else {
                        -1.0
                    }
                }
                _ => -1.0,
            },
            Move::Retreat => 0.0,
            Move::MoveCounters {
                from,
                to,
                population,
                armies,
            } => {
                let (from_near, from_population) = self.leaving(*from);
                let (to_near, to_open) = self.entering(*to);
                let pair = Pair {
                    from_near,
                    from_population,
                    to_near,
                    to_open,
                };
                pair.score(*population, *armies)
            }
            Move::Play { card, target } => self.card_score(*card, target),
        }
    }

    fn card_score(&self, card: Miracle, target: &Target) -> f32 {
        let g = self.game;
        match target {
            // Legal targets are on the map.
            Target::Hex(h) => g
                .map()
                .index(*h)
                .map_or(-1.0, |i| self.card_score_at(card, i)),
            Target::Godspeed {
                from,
                to,
                population,
                armies,
            } => {
                let from_near = self.nearest_enemy(*from);
                let to_near = self.nearest_enemy(*to);
                if *population == 0 && *armies > 0 && to_near == 1 && from_near > 1 {
                    Self::GODSPEED_PAYS
                } else {
                    Self::GODSPEED_IDLE
                }
            }
            Target::None => match card {
                Miracle::HolyWar => {
                    let ready = g.cells().any(|(h, _, c)| {
                        c.owner == Some(self.me) && c.units() > 0 && self.nearest_enemy(h) == 1
                    });
                    if ready { 3.0 } else { -1.0 }
                }
                Miracle::Abjuration => self.abjure_score(),
                _ => -1.0,
            },
        }
    }

    /// What a Godspeed that marches armies on an enemy scores, and any other.
    const GODSPEED_PAYS: f32 = 2.0;
    pub(super) const GODSPEED_IDLE: f32 = -1.0;

    /// The most a Godspeed out of the hex at `index` scores, wherever it goes.
    #[inline]
    pub(super) fn godspeed_most_from(&self, index: usize) -> f32 {
        let armies = self.game.counts.get(index).map_or(0, |c| c.armies);
        if armies > 0 && self.nearest_at(index) > 1 {
            Self::GODSPEED_PAYS
        } else {
            Self::GODSPEED_IDLE
        }
    }

    /// Raise armies where an enemy is near, or late in the game where the population is big,
    /// unless the population is on its way to a temple: whether that holds for `hex` (the same
    /// for every count raised there).
    pub(super) fn raise_pays(&self, hex: Hex) -> bool {
        let g = self.game;
        let c = g.counts(hex).copied().unwrap_or_default();
        let near = self.nearest_enemy(hex);
        (near <= 4 || (g.round() >= 6 && c.population >= 4))
            && !self.saving_for_temple(hex, c.population, c.armies)
    }

    /// What raising `count` armies scores where raising pays or does not.
    #[inline]
    pub(super) fn raise_score(pays: bool, count: u32) -> f32 {
        if pays { 10.0 + count as f32 } else { -1.0 }
    }

    /// [`View::card_score`] of `card` aimed at the hex at `index` of the map.
    pub(super) fn card_score_at(&self, card: Miracle, index: usize) -> f32 {
        let g = self.game;
        let c = g.counts.get(index).copied().unwrap_or_default();
        let side = self.side_of(&c);
        let counters = c.counters() as f32;
        let net_pop = |with_centre: bool| -> f32 {
            g.map()
                .neighbours(index)
                .chain(with_centre.then_some(index))
                .map(|i| match g.counts.get(i) {
                    Some(c) if c.population > 0 => self.side_of(c),
                    _ => 0.0,
                })
                .sum()
        };
        match card {
            Miracle::Earthquake
            | Miracle::TidalWave
            | Miracle::VolcanicEruption
            | Miracle::Fire => side * counters.min(3.5) * 2.0 - 0.5,
            Miracle::Crumble => side * 8.0,
            Miracle::Flood | Miracle::Draught | Miracle::Pestilence => net_pop(true) * 1.5 - 1.0,
            Miracle::Hurricane => net_pop(false) * 1.5 - 1.0,
            Miracle::Plague => side * (counters - 3.5) - 0.5,
            Miracle::Chasm => side * c.units() as f32 * 2.0 - 0.5,
            Miracle::Famine => net_pop(true) - 1.0,
            Miracle::Prophet => -net_pop(true) - 0.5,
            Miracle::Fertility => -side * (c.population.min(g.limit(index))) as f32 - 0.5,
            Miracle::Repopulate => {
                let room = g.room(index) as f32;
                room.min(3.5) - 0.5
            }
            Miracle::Monsters => {
                if self.nearest_at(index) <= 2 {
                    4.0
                } else {
                    -1.0
                }
            }
            Miracle::Sanctuary => {
                if side < 0.0 && c.counters() >= 5 && self.nearest_at(index) <= 2 {
                    2.0
                } else {
                    -1.0
                }
            }
            Miracle::Sacrifice => {
                if g.hand(self.me).len() <= 4 && c.population >= 10 {
                    1.0
                } else {
                    -1.0
                }
            }
            Miracle::Resurrection => 5.0,
            Miracle::Abjuration => 1.0,
            Miracle::AlterLand => self.alter_land_score(index, side),
            Miracle::CreateLand => {
                // New land where our own people can spread to, away from rivals.
                let (own, rivals) = self.neighbours_held(index);
                let net = own.min(3) as f32 - 2.0 * rivals as f32;
                if own > 0 && net > 0.0 {
                    net * 0.5
                } else {
                    -1.0
                }
            }
            Miracle::DestroyLand | Miracle::Blight => {
                // Empty land that only rivals could spread into or march through: sunk or
                // blighted, it is room and a road denied to them and not to us.
                let (own, rivals) = self.neighbours_held(index);
                if own == 0 && rivals > 0 {
                    rivals.min(3) as f32 * 0.5
                } else {
                    -1.0
                }
            }
            Miracle::HolyWar | Miracle::Godspeed => -1.0,
        }
    }

    /// How many neighbours of the hex at `index` hold counters of `me`, and how many a rival's.
    fn neighbours_held(&self, index: usize) -> (u32, u32) {
        let g = self.game;
        let (mut own, mut rivals) = (0, 0);
        for n in g.map().neighbours(index) {
            match g.counts.get(n).and_then(|c| c.owner) {
                Some(o) if o == self.me => own += 1,
                Some(_) => rivals += 1,
                None => {}
            }
        }
        (own, rivals)
    }

    /// Alter Land draws a terrain from the reserve at random: on a rival's crowded hex, the
    /// counters a smaller terrain limit would discard on average; on our own hex, full to its
    /// limit, the room a bigger limit would give on average when no draw could cost us a
    /// counter or the temple we could build there.
    fn alter_land_score(&self, index: usize, side: f32) -> f32 {
        let g = self.game;
        let reserve = &g.reserve;
        if reserve.is_empty() || side == 0.0 {
            return -1.0;
        }
        let used = g.limit_used(index);
        let draws = reserve.len() as f32;
        let lost: u32 = reserve
            .iter()
            .map(|&t| used.saturating_sub(g.data.limit(t)))
            .sum();
        let lost = lost as f32 / draws;
        if side > 0.0 {
            return lost - 0.5;
        }
        let c = g.counts.get(index).copied().unwrap_or_default();
        let keeps_temples = c.temple
            || !g
                .map()
                .terrain_at(index)
                .is_some_and(Terrain::allows_temple)
            || reserve.iter().all(|t| t.allows_temple());
        if lost > 0.0 || !keeps_temples || g.room(index) > 1 {
            return -1.0;
        }
        let limit = g.limit(index) as f32;
        let gained: f32 = reserve
            .iter()
            .map(|&t| g.data.limit(t) as f32 - limit)
            .sum::<f32>()
            / draws;
        if gained > 0.0 {
            (gained / 5.0).min(2.0) - 0.5
        } else {
            -1.0
        }
    }

    /// Put back a drawn terrain counter nobody may build a temple on (a Swamp): the world
    /// built is the one every deity grows on, and temples are what bring more miracles.
    fn redraw_score(&self) -> f32 {
        match self.game.setup.drawn {
            Some(t) if !t.allows_temple() => 2.0,
            _ => -1.0,
        }
    }

    /// Whether a hex of ours holding `population` and `armies`, with no enemy within four
    /// hexes, is on its way to a temple at our next build phase: a temple may stand there, and
    /// the population (grown by one if no army keeps it from growing) reaches the cost.
    fn saving_for_temple(&self, hex: Hex, population: u32, armies: u32) -> bool {
        let g = self.game;
        let Some(i) = g.map().index(hex) else {
            return false;
        };
        let c = g.counts.get(i).copied().unwrap_or_default();
        if c.owner != Some(self.me)
            || c.temple
            || !g.map().terrain_at(i).is_some_and(Terrain::allows_temple)
            || g.map()
                .neighbours(i)
                .any(|n| g.counts.get(n).is_some_and(|c| c.temple))
        {
            return false;
        }
        let grows = u32::from(armies == 0 && c.monsters == 0 && g.room(i) > 0);
        population + grows >= TEMPLE_COST && self.nearest_at(i) > 4
    }

    /// Turn armies back into population where no enemy is near and that population makes a
    /// temple at our next build phase (where no army was raised this phase): the fewest
    /// armies that do it.
    fn disband_score(&self, hex: Hex, count: u32) -> f32 {
        let g = self.game;
        let Some(i) = g.map().index(hex) else {
            return -5.0;
        };
        let c = g.counts.get(i).copied().unwrap_or_default();
        let raised_here = g.turn_state.raise_budget.iter().any(|(j, _)| *j == i);
        if raised_here
            || count > c.armies
            || self.saving_for_temple(hex, c.population, c.armies)
            || !self.saving_for_temple(hex, c.population + count, c.armies - count)
        {
            return -5.0;
        }
        6.0 - 0.1 * count as f32
    }

    /// The most [`View::card_score_at`] gives `card` aimed anywhere, and aimed at a hex not
    /// held by a rival or not held by `me`: the cards scored -1 wherever they are aimed are
    /// never worth weighing target by target, and the ones that only pay against a rival's
    /// counters (or only on our own) not on the other hexes.
    pub(super) fn card_ceiling(card: Miracle) -> Ceiling {
        let everywhere = |most: f32| Ceiling {
            anywhere: most,
            off_rivals: most,
            off_own: most,
        };
        match card {
            // Each aimed at a hex nobody holds, and at most 1.5.
            Miracle::Blight | Miracle::CreateLand | Miracle::DestroyLand => everywhere(1.5),
            // `side` is at most 0 off a rival's hex.
            Miracle::Earthquake
            | Miracle::TidalWave
            | Miracle::VolcanicEruption
            | Miracle::Fire
            | Miracle::Chasm => Ceiling {
                off_rivals: -0.5,
                ..everywhere(f32::MAX)
            },
            // `side` is at least 0 off our own hex.
            Miracle::Fertility => Ceiling {
                off_own: -0.5,
                ..everywhere(f32::MAX)
            },
            Miracle::Sanctuary => Ceiling {
                off_own: -1.0,
                ..everywhere(f32::MAX)
            },
            // Godspeed is aimed at two hexes (see `View::card_score`), never one.
            Miracle::Godspeed => everywhere(Self::GODSPEED_PAYS),
            _ => everywhere(f32::MAX),
        }
    }

    /// Answer a card that would hurt us (or restore ours when it is being negated).
    fn abjure_score(&self) -> f32 {
        let Some(Pending::Reaction { stack, .. }) = self.game.pending() else {
            return -1.0;
        };
        let Some(first) = stack.first() else {
            return -1.0;
        };
        let goes_through = stack.len() % 2 == 1;
        let ours = first.player == self.me;
        if goes_through == ours {
            return -1.0;
        }
        let hurts = match &first.target {
            Target::Hex(h) => self
                .area(*h, true)
                .any(|a| self.game.counts(a).and_then(|c| c.owner) == Some(self.me)),
            _ => true,
        };
        if ours || hurts { 2.0 } else { -1.0 }
    }
}

/// The most a card's plays score, by who holds the hex aimed at (see [`View::card_ceiling`]).
pub(super) struct Ceiling {
    pub(super) anywhere: f32,
    pub(super) off_rivals: f32,
    pub(super) off_own: f32,
}

/// How much the heuristic bot wants to keep a card.
fn card_value(card: Miracle) -> f32 {
    match card {
        Miracle::Earthquake | Miracle::Chasm | Miracle::Monsters | Miracle::Repopulate => 5.0,
        Miracle::Abjuration | Miracle::Resurrection | Miracle::Crumble | Miracle::Plague => 4.0,
        Miracle::HolyWar | Miracle::Fertility | Miracle::TidalWave | Miracle::Fire => 3.0,
        Miracle::VolcanicEruption | Miracle::Famine | Miracle::Prophet | Miracle::Sanctuary => 2.0,
        _ => 1.0,
    }
}
