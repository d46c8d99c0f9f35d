//! Deity's own bots (the simulator, the session and every other bot reach them through
//! [`super::DeityBot`] and the ruled-game interface).
//!
//! Each bot picks one move from the legal set. [`RandomBot`] picks a random kind of move, then a
//! random move of that kind (so a phase's many small moves do not drown "end the phase").
//! [`HeuristicBot`] scores every legal move with simple, readable judgements (put back a Swamp
//! drawn in world building, build temples, raise armies near enemies and turn idle ones back
//! into the population a temple needs, attack when its dice outnumber the defence, march on the
//! nearest enemy, spread population, aim destructive miracles at rivals, raise land beside its
//! own people and sink or blight the empty land only rivals border) and plays the best. Those
//! judgements are in `scores.rs`; this file holds the bots and how they pick.

use crate::rules::RuledGame;
use std::cell::RefCell;

use arrayvec::ArrayVec;

use super::cards::Miracle;
use super::moves::{CardHexes, Move, MoveSink, Target};
use super::scores::{Nearest, Pair, View};
use super::state::DeityGame;
use crate::hex::Hex;
use crate::table::Rng;

/// Plays a random kind of legal move, then a random move of that kind.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A bot with its own generator seeded from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: Rng::seeded(seed),
        }
    }
}

impl RandomBot {
    /// Index into `moves` (never empty, and all legal now) of the chosen move.
    pub fn choose(&mut self, _game: &DeityGame, moves: &[Move]) -> usize {
        // The kinds in order of first appearance (there are 14 kinds of move), on the stack.
        let mut kinds: ArrayVec<std::mem::Discriminant<Move>, 16> = ArrayVec::new();
        for m in moves {
            let d = std::mem::discriminant(m);
            if !kinds.contains(&d) && kinds.try_push(d).is_err() {
                break;
            }
        }
        let Some(&kind) = kinds.get(self.rng.index(kinds.len())) else {
            return 0;
        };
        let of_kind = |i: &usize| std::mem::discriminant(&moves[*i]) == kind;
        let count = (0..moves.len()).filter(of_kind).count();
        let pick = self.rng.index(count);
        (0..moves.len()).filter(of_kind).nth(pick).unwrap_or(0)
    }
}

/// Scores each legal move and plays the best one (ties broken at random).
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: Rng,
    /// Steps to the nearest enemy, kept from one decision to the next while the enemies stay
    /// where they were (most of a turn's decisions move only the bot's own counters).
    near: RefCell<Nearest>,
}

impl HeuristicBot {
    /// A bot with its own generator seeded from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: Rng::seeded(seed),
            near: RefCell::default(),
        }
    }
}

impl HeuristicBot {
    /// Index into `moves` (never empty, and all legal now) of the best move.
    pub fn choose(&mut self, game: &DeityGame, moves: &[Move]) -> usize {
        let Some(me) = game.to_move() else { return 0 };
        let view = View::new(game, me, &self.near);
        let mut best = Best::new(&mut self.rng);
        let mut chosen = 0;
        for (i, m) in moves.iter().enumerate() {
            if best.offer(m, view.score(m)) {
                chosen = i;
            }
        }
        chosen
    }
}

/// The best score of one decision so far. A little noise (0 to 0.099 in steps of 0.001) breaks
/// ties and varies play between games. A move's noise is a hash of the decision's one draw
/// from the bot's generator and of the move itself, so it costs a few instructions rather than
/// a draw per move, and it is the same whether the move is weighed from a list or as the game
/// lists it, and whatever moves that cannot win were passed over before it.
struct Best {
    /// The decision's draw, which each move's noise is hashed with.
    key: u64,
    score: f32,
}

impl Best {
    const MOST_NOISE: f32 = 99.0 / 1000.0;

    fn new(rng: &mut Rng) -> Self {
        Self {
            key: rng.next_u64(),
            score: f32::MIN,
        }
    }

    /// Whether a move scored `score` could beat the best so far, with the most noise.
    #[inline]
    fn could_win(&self, score: f32) -> bool {
        score + Self::MOST_NOISE > self.score
    }

    /// Weighs `mv`, scored `score`: true if it is now the best.
    #[inline]
    fn offer(&mut self, mv: &Move, score: f32) -> bool {
        if !self.could_win(score) {
            return false;
        }
        let s = score + noise(self.key, mv) as f32 / 1000.0;
        if s > self.score {
            self.score = s;
            return true;
        }
        false
    }
}

/// A number in `0..100` from a decision's key and a move: the move's fields folded in with
/// SplitMix64's finaliser, then the top bits scaled to 100. Every field is widened to 64 bits
/// by hand, so the page (32-bit) and the native simulator draw the same noise.
fn noise(key: u64, mv: &Move) -> u32 {
    fn mix(z: u64) -> u64 {
        let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    let mut h = key;
    let mut fold = |words: &[u64]| {
        for &word in words {
            h = mix(h ^ word.wrapping_add(0x9E37_79B9_7F4A_7C15));
        }
    };
    let hex = |h: &Hex| (u64::from(h.x as u32) << 32) | u64::from(h.y as u32);
    let counts =
        |population: &u32, armies: &u32| (u64::from(*population) << 32) | u64::from(*armies);
    match mv {
        Move::PlaceTerrain { hex: h } => fold(&[1, hex(h)]),
        Move::Redraw => fold(&[2]),
        Move::PlaceStart { hex: h } => fold(&[3, hex(h)]),
        Move::EndPhase => fold(&[4]),
        Move::Discard { card } => fold(&[5, *card as u64]),
        Move::BuildTemple { hex: h } => fold(&[6, hex(h)]),
        Move::RaiseArmies { hex: h, count } => fold(&[7, hex(h), u64::from(*count)]),
        Move::DisbandArmies { hex: h, count } => fold(&[8, hex(h), u64::from(*count)]),
        Move::Play { card, target } => match target {
            Target::None => fold(&[9, *card as u64, 0]),
            Target::Hex(h) => fold(&[9, *card as u64, 1, hex(h)]),
            Target::Godspeed {
                from,
                to,
                population,
                armies,
            } => fold(&[
                9,
                *card as u64,
                2,
                hex(from),
                hex(to),
                counts(population, armies),
            ]),
        },
        Move::Pass => fold(&[10]),
        Move::Attack { target, from } => {
            fold(&[11, hex(target)]);
            for (h, n) in from {
                fold(&[hex(h), u64::from(*n)]);
            }
        }
        Move::PressOn => fold(&[12]),
        Move::Retreat => fold(&[13]),
        Move::MoveCounters {
            from,
            to,
            population,
            armies,
        } => fold(&[14, hex(from), hex(to), counts(population, armies)]),
    }
    (((h >> 32) * 100) >> 32) as u32
}

/// The heuristic bot weighing the legal moves as the game lists them: the same score and the
/// same noise for each move as [`HeuristicBot::choose`] over the list, and the same choice,
/// without keeping the list. The moves of counters between two hexes take what those hexes
/// give once, from the indices the listing passes. Moves that could not beat the best so far
/// even with the most noise are skipped before the game checks them: whole pairs of hexes,
/// whole cards, or single targets of a card.
struct Weigh<'a> {
    view: View<'a>,
    best: Best,
    /// The best move so far.
    chosen: Option<Move>,
    pair: Pair,
    /// The card, target hex (by index) and score of the last play [`MoveSink::wants_card_at`]
    /// scored: the play is added next if it is wanted, and is not scored again.
    card_at: Option<(Miracle, usize, f32)>,
    /// The last hex whose raises were scored, and whether raising armies there pays: the
    /// listing gives each hex's counts together, and only the count changes the score.
    raise_at: Option<(Hex, bool)>,
}

impl MoveSink for Weigh<'_> {
    /// Moves of counters out of a hex are worth listing only if the best of them could win,
    /// wherever they go.
    #[inline]
    fn moves_from(&mut self, from: usize) -> bool {
        let left = self.view.game.counts.get(from).copied().unwrap_or_default();
        self.best
            .could_win(Pair::most_from(left.population, left.armies))
    }

    /// Moves of counters between two hexes are worth listing only if the best of them could
    /// win.
    #[inline]
    fn between(&mut self, from: usize, to: usize) -> bool {
        let counts = |i: usize| self.view.game.counts.get(i).copied().unwrap_or_default();
        let left = counts(from);
        self.pair = Pair {
            from_near: self.view.nearest_at(from),
            from_population: left.population,
            to_near: self.view.nearest_at(to),
            to_open: counts(to).owner.is_none(),
        };
        self.best.could_win(self.pair.most(left.armies))
    }

    #[inline]
    fn add(&mut self, mv: Move) {
        let score = match &mv {
            Move::MoveCounters {
                population, armies, ..
            } => self.pair.score(*population, *armies),
            Move::Play {
                card,
                target: Target::Hex(h),
            } => match self.card_at {
                Some((c, i, score)) if c == *card && self.view.game.map().hex(i) == *h => score,
                _ => self.view.score(&mv),
            },
            Move::RaiseArmies { hex, count } => {
                let pays = match self.raise_at {
                    Some((h, pays)) if h == *hex => pays,
                    _ => {
                        let pays = self.view.raise_pays(*hex);
                        self.raise_at = Some((*hex, pays));
                        pays
                    }
                };
                View::raise_score(pays, *count)
            }
            m => self.view.score(m),
        };
        if self.best.offer(&mv, score) {
            self.chosen = Some(mv);
        }
    }

    /// A card none of whose plays could win is not worth listing target by target, nor the
    /// hexes where its plays could not win for who holds them.
    #[inline]
    fn card_hexes(&mut self, card: Miracle) -> CardHexes {
        let most = View::card_ceiling(card);
        if !self.best.could_win(most.anywhere) {
            CardHexes::None
        } else if !self.best.could_win(most.off_rivals) {
            CardHexes::Rivals
        } else if !self.best.could_win(most.off_own) {
            CardHexes::Own
        } else {
            CardHexes::All
        }
    }

    /// A play that could not win even with the most noise is not worth weighing further.
    #[inline]
    fn wants_card_at(&mut self, card: Miracle, index: usize) -> bool {
        let score = self.view.card_score_at(card, index);
        self.card_at = Some((card, index, score));
        self.best.could_win(score)
    }

    /// Godspeed scores only when it moves armies alone away from the front into a hex next to
    /// an enemy: out of a hex with no army, or with an enemy next to it, no play could win.
    #[inline]
    fn godspeed_from(&mut self, from: usize) -> bool {
        self.best.could_win(self.view.godspeed_most_from(from))
    }

    /// Nor into a hex with no enemy next to it.
    #[inline]
    fn godspeed_between(&mut self, from: usize, to: usize) -> bool {
        let most = if self.view.nearest_at(to) == 1 {
            self.view.godspeed_most_from(from)
        } else {
            View::GODSPEED_IDLE
        };
        self.best.could_win(most)
    }
}

impl HeuristicBot {
    /// The move [`HeuristicBot::choose`] would pick from the legal moves now (`None` when
    /// there are none), weighing them as the game lists them rather than from a list.
    pub fn choose_now(&mut self, game: &DeityGame) -> Option<Move> {
        let me = game.to_move()?;
        let mut weigh = Weigh {
            view: View::new(game, me, &self.near),
            best: Best::new(&mut self.rng),
            chosen: None,
            pair: Pair::default(),
            card_at: None,
            raise_at: None,
        };
        game.list_moves(&mut weigh);
        weigh.chosen
    }
}

/// A safety net far above any real game, so a bot that dithers cannot hang a simulation.
pub const MAX_MOVES: u64 = 200_000;
