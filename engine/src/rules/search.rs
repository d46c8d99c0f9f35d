//! The generic search bot: single-observer information-set Monte Carlo tree search (Cowling,
//! Powley and Whitehouse, 2012), so it plays any ruled game through the interface alone.
//!
//! Each iteration draws one game the bot's seat might be in ([`RuledGame::determinize`]: what
//! the seat cannot see is drawn again at random), walks the shared tree by UCB among the moves
//! that game allows (counting each child's availability, so rarely possible moves are not
//! undervalued), adds one new move, plays on for at most `rollout` moves, and scores the end
//! for every mover on the path: 1 for a win, 1/k for each of k seats sharing a tie, 0 for a
//! loss, 1/players for a draw (0 in a one-player game, where no winner is a loss), or the
//! game's own [`RuledGame::heuristic`] when the playout was cut short. The move played is the
//! root's most visited, or, for a budget that trusts the own bot ([`Budget::trust_own`]), the
//! own bot's move unless the most visited has done better beyond the noise of its playouts.
//! The search is seeded: the same game, seed and budget give the same move.
//!
//! The game's own bot ([`RuledGame::Bot`]) knows what a sensible move is, which a uniformly
//! random one does not; the search borrows that knowledge twice. Playouts are epsilon-greedy:
//! the own bot makes most of their moves and a random move the rest, so a playout's end says
//! how the position would go between sensible players while still trying the unexpected. And
//! with progressive widening (Coulom, 2007; Chaslot et al., 2008) a node adds a new move only
//! as its visits grow, the own bot's choice first: in a game of hundreds of moves a decision
//! the search then weighs the move the bot would make against a few others in depth instead of
//! trying every move once.
//!
//! A budget may bound the time of a move as well as its iterations: the search stops at
//! whichever comes first (always after at least one iteration). A bound by time makes the move
//! depend on the machine's speed, so the simulator's bots search by iterations alone.

use super::bot::Bot;
use super::game::{RuledGame, Seat};
use crate::table::Rng;

/// How much the bot searches per move, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Iterations (playouts) per move.
    pub iterations: u32,
    /// Most moves of a playout before it is scored by the game's heuristic.
    pub rollout: u32,
    /// The share of a playout's moves, in percent, that the game's own bot makes (the others
    /// are uniformly random): 0 plays out at random, 100 by the own bot alone. A game without
    /// a bot of its own plays out at random whatever this says.
    pub guide: u8,
    /// Whether a node adds moves only as its visits grow, the own bot's choice first
    /// (progressive widening), rather than trying every move once before any twice.
    pub widen: bool,
    /// Most milliseconds a move, besides the iterations; 0 for no bound by time.
    pub millis: u32,
    /// Whether the root plays the own bot's move unless the most visited move's mean reward is
    /// above it by more than the noise of their playouts, rather than the most visited move.
    /// Where chance swamps the differences between moves (a solitaire against dice), the most
    /// visited of a few hundred playouts is close to a draw among the moves tried, and most of
    /// those are worse than a heuristic player's.
    pub trust_own: bool,
}

impl Budget {
    /// The budget of a game that names none ([`RuledGame::search_budget`]), usable in constants.
    pub const DEFAULT: Budget = Budget {
        iterations: 400,
        rollout: 400,
        guide: 90,
        widen: true,
        millis: 0,
        trust_own: false,
    };
}

impl Default for Budget {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// UCB's exploration constant (√2 is the textbook value for rewards in 0..1).
const EXPLORE: f64 = std::f64::consts::SQRT_2;

/// How many standard errors a move's mean reward must exceed the own bot's move's by for a
/// root that trusts the own bot to play it instead.
const TRUST: f64 = 2.0;

/// Milliseconds since some fixed instant, for a budget by time.
pub type Clock = fn() -> f64;

/// The machine's clock. The browser's WebAssembly has no clock the standard library can read:
/// there the page hands its own to [`SearchBot::with_clock`], and without one a budget by time
/// is not kept (the iterations still bound the search).
#[cfg(not(target_arch = "wasm32"))]
fn machine_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(not(target_arch = "wasm32"))]
const MACHINE_CLOCK: Option<Clock> = Some(machine_clock);
#[cfg(target_arch = "wasm32")]
const MACHINE_CLOCK: Option<Clock> = None;

#[derive(Clone, Debug)]
struct Node<M> {
    /// The move that led here (`None` at the root).
    mv: Option<M>,
    /// Who made that move.
    mover: Seat,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's move was possible when its parent was visited.
    available: u32,
    /// Sum of the mover's rewards.
    reward: f64,
    /// Sum of the squares of the mover's rewards, for the spread of the playouts.
    squares: f64,
    /// Where this node's move stood in its parent's list of legal moves when last found there.
    slot: usize,
}

/// Information-set Monte Carlo tree search over any ruled game.
#[derive(Clone, Debug)]
pub struct SearchBot<G: RuledGame> {
    pub budget: Budget,
    nodes: Vec<Node<G::Move>>,
    legal: Vec<G::Move>,
    path: Vec<usize>,
    /// Per legal move of the game at hand, whether a child of the node holds it.
    found: Vec<bool>,
    /// The node's children whose move this game allows, in the order they were made.
    allowed: Vec<usize>,
    /// The game's own bot as made, copied for each seat of each imagined game; `None` for a
    /// game without one.
    own: Option<G::Bot>,
    /// Each seat's copy of the own bot for the imagined game at hand, made when first asked:
    /// a bot may keep plans for its game, and every imagined game is another game.
    seats: Vec<Option<G::Bot>>,
    clock: Option<Clock>,
    /// Iterations the last search made.
    done: u32,
}

impl<G: RuledGame> Default for SearchBot<G> {
    /// A bot with the game's own budget ([`RuledGame::search_budget`]).
    fn default() -> Self {
        Self::new(G::search_budget())
    }
}

impl<G: RuledGame> SearchBot<G> {
    /// A bot with a budget.
    pub fn new(budget: Budget) -> Self {
        Self {
            budget,
            nodes: Vec::new(),
            legal: Vec::new(),
            path: Vec::new(),
            found: Vec::new(),
            allowed: Vec::new(),
            own: G::make_bot(G::info().default_bot),
            seats: Vec::new(),
            clock: MACHINE_CLOCK,
            done: 0,
        }
    }

    /// A bot that searches `iterations` playouts a move (playouts as the game's own budget
    /// makes them).
    pub fn with_iterations(iterations: u32) -> Self {
        Self::new(Budget {
            iterations: iterations.max(1),
            ..G::search_budget()
        })
    }

    /// The same bot reading time from `clock` (milliseconds), for a budget by time where the
    /// machine's clock cannot be read, or for a test that counts time itself.
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = Some(clock);
        self
    }

    /// How many iterations the last search made (fewer than the budget's when time ran out).
    pub fn iterations_done(&self) -> u32 {
        self.done
    }

    /// The reward of a finished or cut-off game for `seat` (a one-player game with no winner
    /// is the player's loss; a cut-off game without a heuristic is even odds).
    fn reward(game: &G, seat: Seat) -> f64 {
        let players = game.players();
        match game.outcome() {
            Some(o) => o.score(seat, players),
            None => game
                .heuristic(seat)
                .unwrap_or(1.0 / f64::from(players.max(2))),
        }
    }

    /// The move the game's own bot would make for the seat to act in `game` (the imagined game
    /// of this iteration), if the game has a bot of its own.
    fn own_move(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        let seat = usize::from(game.to_move()?);
        if seat >= self.seats.len() {
            self.seats.resize_with(seat + 1, || None);
        }
        if self.seats[seat].is_none() {
            let mut bot = self.own.clone()?;
            bot.new_game(rng.next_u64(), seat as Seat);
            self.seats[seat] = Some(bot);
        }
        self.seats[seat].as_mut()?.choose(game, rng)
    }

    /// Whether a node visited `visits` times with `children` moves tried may try another:
    /// always without widening, else while the children are fewer than one more than the
    /// square root of the visits.
    fn may_widen(&self, visits: u32, children: usize) -> bool {
        !self.budget.widen || (children as f64) < 1.0 + f64::from(visits).sqrt()
    }

    fn iterate(&mut self, root: &G, me: Seat, rng: &mut Rng) {
        let mut game = root.determinize(me, rng);
        // A new imagined game: the own bot's copies start afresh in it.
        for s in &mut self.seats {
            *s = None;
        }
        let guided = self.budget.guide > 0 && self.own.is_some();
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        // Selection and expansion.
        while let Some(mover) = game.to_move() {
            game.legal_moves(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            // Match the node's children to this game's moves. A game lists its moves in the
            // same order each time it is in the same position (and the acting seat's own moves
            // are the same in every determinization), so each child looks first where its move
            // was last time: matching is linear in the moves, not their square (Deity offers
            // hundreds of moves a decision). A move listed twice counts as one.
            self.found.clear();
            self.found.resize(self.legal.len(), false);
            self.allowed.clear();
            for k in 0..self.nodes[node].children.len() {
                let c = self.nodes[node].children[k];
                let at = {
                    let n = &self.nodes[c];
                    let Some(mv) = n.mv.as_ref() else { continue };
                    if self.legal.get(n.slot) == Some(mv) {
                        Some(n.slot)
                    } else {
                        self.legal.iter().position(|m| m == mv)
                    }
                };
                if let Some(at) = at {
                    self.found[at] = true;
                    self.nodes[c].slot = at;
                    self.allowed.push(c);
                }
            }
            // Moves of this game not yet in the tree under `node`: one is added when the node
            // may widen (or when none of its moves is possible in this game).
            let untried = self.found.iter().filter(|f| !**f).count();
            let widen = self.allowed.is_empty()
                || self.may_widen(self.nodes[node].visits, self.allowed.len());
            if untried > 0 && widen {
                // The own bot's choice first, when it is not yet in the tree.
                let mut pick = None;
                if guided && self.budget.widen {
                    let legal = std::mem::take(&mut self.legal);
                    if let Some(mv) = self.own_move(&game, rng) {
                        pick = legal
                            .iter()
                            .position(|m| *m == mv)
                            .filter(|&i| !self.found[i]);
                    }
                    self.legal = legal;
                }
                let pick = match pick {
                    Some(i) => Some(i),
                    None => {
                        let k = rng.index(untried);
                        (0..self.legal.len()).filter(|&i| !self.found[i]).nth(k)
                    }
                };
                let Some(i) = pick else { break };
                let mv = self.legal[i].clone();
                if game.apply_listed(mv.clone()).is_err() {
                    break;
                }
                let child = self.nodes.len();
                self.nodes.push(Node {
                    mv: Some(mv),
                    mover,
                    children: Vec::new(),
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                    squares: 0.0,
                    slot: i,
                });
                self.nodes[node].children.push(child);
                self.path.push(child);
                break;
            }
            // Pick by UCB among the moves in the tree that this game allows.
            let mut best = None;
            let mut best_score = f64::MIN;
            for &c in &self.allowed {
                let n = &mut self.nodes[c];
                n.available += 1;
                let visits = f64::from(n.visits.max(1));
                let score =
                    n.reward / visits + EXPLORE * (f64::from(n.available).ln() / visits).sqrt();
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
            let Some(c) = best else { break };
            let Some(mv) = self.nodes[c].mv.clone() else {
                break;
            };
            if game.apply_listed(mv).is_err() {
                break;
            }
            node = c;
            self.path.push(c);
        }
        // Playout: the own bot's move, or now and then (and always without a bot) a random one.
        let mut steps = 0;
        while game.to_move().is_some() && steps < self.budget.rollout {
            let by_bot = guided
                && (self.budget.guide >= 100 || rng.below(100) < u32::from(self.budget.guide));
            let mut mv = if by_bot {
                self.own_move(&game, rng)
            } else {
                None
            };
            if mv.is_none() {
                game.legal_moves(&mut self.legal);
                mv = self.legal.get(rng.index(self.legal.len())).cloned();
            }
            let Some(mv) = mv else { break };
            if game.apply_listed(mv).is_err() {
                break;
            }
            steps += 1;
        }
        // Back-propagation: each node's mover is scored on how this game ended for them.
        for &n in &self.path {
            let mover = self.nodes[n].mover;
            let r = Self::reward(&game, mover);
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward += r;
            node.squares += r * r;
        }
    }

    /// The move to play: the root's most visited child that is legal in the real game.
    pub fn search(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        self.done = 0;
        let me = game.to_move()?;
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        if legal.len() <= 1 {
            return legal.into_iter().next();
        }
        self.nodes.clear();
        self.nodes.push(Node {
            mv: None,
            mover: me,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
            squares: 0.0,
            slot: 0,
        });
        let deadline = match self.clock {
            Some(clock) if self.budget.millis > 0 => {
                Some((clock, clock() + f64::from(self.budget.millis)))
            }
            _ => None,
        };
        while self.done < self.budget.iterations {
            if let Some((clock, end)) = deadline
                && self.done > 0
                && clock() >= end
            {
                break;
            }
            self.iterate(game, me, rng);
            self.done += 1;
        }
        let best = self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c];
                let mv = n.mv.as_ref()?;
                legal.contains(mv).then_some((n.visits, c))
            })
            // Most visits; among equals the first made, so the choice is stable.
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
            .map(|(_, c)| c);
        if self.budget.trust_own
            && let Some(own) = self.root_own(game, me, rng)
            && legal.contains(&own)
        {
            let held = self.nodes[0]
                .children
                .iter()
                .copied()
                .find(|&c| self.nodes[c].mv.as_ref() == Some(&own));
            return Some(match (best, held) {
                (Some(c), Some(o)) if c != o && self.beats(c, o) => {
                    self.nodes[c].mv.clone().unwrap_or(own)
                }
                _ => own,
            });
        }
        best.and_then(|c| self.nodes[c].mv.clone())
            .or_else(|| legal.get(rng.index(legal.len())).cloned())
    }

    /// The own bot's move for `me` in the real game, by a fresh copy of it.
    fn root_own(&mut self, game: &G, me: Seat, rng: &mut Rng) -> Option<G::Move> {
        let mut bot = self.own.clone()?;
        bot.new_game(rng.next_u64(), me);
        bot.choose(game, rng)
    }

    /// Whether node `a`'s mean reward is above node `b`'s by more than the noise: more than
    /// [`TRUST`] standard errors of the difference (each node needing two visits to have one).
    fn beats(&self, a: usize, b: usize) -> bool {
        let stats = |n: &Node<G::Move>| {
            let k = f64::from(n.visits);
            let mean = n.reward / k;
            let var = ((n.squares - k * mean * mean) / (k - 1.0)).max(0.0);
            (mean, var / k)
        };
        let (a, b) = (&self.nodes[a], &self.nodes[b]);
        if a.visits < 2 || b.visits < 2 {
            return false;
        }
        let ((ma, ea), (mb, eb)) = (stats(a), stats(b));
        ma - mb > TRUST * (ea + eb).sqrt()
    }
}

impl<G: RuledGame> Bot<G> for SearchBot<G> {
    fn id(&self) -> &'static str {
        super::bot::SEARCH.id
    }
    fn choose(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        self.search(game, rng)
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::sync::Arc;

    use super::*;
    use crate::rules::deity::DeityGame;
    use crate::rules::destiny::DestinyGame;
    use crate::rules::game::shipped_data;
    use crate::rules::toy::{Toy, ToyMove};
    use crate::rules::variant::VariantValues;
    use crate::rules::wotw::{General, Wotw};

    fn shipped<G: RuledGame>(players: u8, seed: u64) -> G {
        let data = shipped_data::<G>().expect("the shipped game reads");
        let variants = G::variants(&VariantValues::default());
        G::new(&data, players, seed, &variants, false).expect("sets up")
    }

    /// The search makes its imagined moves without checking them (`apply_listed`), so each
    /// must be one the game lists: a debug build asserts it in every game that skips the check,
    /// over the playouts of a few decisions.
    #[test]
    fn the_search_makes_only_listed_moves() {
        fn think<G: RuledGame>(players: u8) {
            let mut game: G = shipped(players, 1);
            let mut rng = Rng::seeded(1);
            for _ in 0..5 {
                let mut bot = SearchBot::<G>::new(Budget {
                    iterations: 40,
                    ..G::search_budget()
                });
                let Some(mv) = bot.search(&game, &mut rng) else {
                    break;
                };
                assert!(crate::rules::listed(&game, &mv), "{}", G::info().id);
                game.apply(mv).expect("the search's move is legal");
            }
        }
        think::<crate::rules::lords::Lords>(4);
        think::<crate::rules::devacurse::Devacurse>(2);
        think::<crate::rules::devastators::Devastators>(2);
        think::<Wotw>(1);
    }

    /// With three counters left, taking them all (or playing a Boost) wins at once, and any
    /// other take hands the opponent the last counters: the search takes the win, whichever
    /// cards were dealt and whether or not its nodes widen.
    #[test]
    fn the_search_takes_a_winning_move() {
        for widen in [false, true] {
            for seed in 0..20 {
                let game = Toy::new(&Arc::new(3), 2, seed, &(), false).expect("sets up");
                let mut bot = SearchBot::<Toy>::new(Budget {
                    iterations: 100,
                    widen,
                    ..Budget::DEFAULT
                });
                let mv = bot.search(&game, &mut Rng::seeded(seed)).expect("a move");
                assert!(
                    matches!(mv, ToyMove::Take(3) | ToyMove::Boost),
                    "widen {widen}, seed {seed}: {mv:?}"
                );
            }
        }
    }

    /// Five counters, no Boost in the mover's hand: taking 1 leaves four, from which every take
    /// loses unless the opponent holds a Boost. The search sees it two moves deep.
    #[test]
    fn the_search_leaves_the_opponent_a_losing_pile() {
        let mut checked = 0;
        for seed in 0..40 {
            let game = Toy::new(&Arc::new(5), 2, seed, &(), false).expect("sets up");
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            if moves.contains(&ToyMove::Boost) {
                continue;
            }
            let mut bot = SearchBot::<Toy>::new(Budget {
                iterations: 400,
                ..Budget::DEFAULT
            });
            let mv = bot.search(&game, &mut Rng::seeded(seed)).expect("a move");
            assert_eq!(mv, ToyMove::Take(1), "seed {seed}");
            checked += 1;
        }
        assert!(checked > 5, "{checked}");
    }

    thread_local! {
        /// A clock that moves one millisecond each time it is read.
        static TICKS: Cell<u32> = const { Cell::new(0) };
    }

    fn ticking_clock() -> f64 {
        TICKS.with(|t| {
            t.set(t.get() + 1);
            f64::from(t.get())
        })
    }

    /// A budget by time stops the search when the time is up, however many iterations the
    /// budget still allows; without one, every iteration is made.
    #[test]
    fn a_budget_by_time_stops_the_search() {
        let game: DestinyGame = shipped(2, 3);
        let mut bot = SearchBot::<DestinyGame>::new(Budget {
            iterations: 100_000,
            millis: 20,
            ..DestinyGame::search_budget()
        })
        .with_clock(ticking_clock);
        assert!(bot.search(&game, &mut Rng::seeded(1)).is_some());
        let done = bot.iterations_done();
        assert!((1..=20).contains(&done), "{done}");
        let mut bot = SearchBot::<DestinyGame>::new(Budget {
            iterations: 30,
            ..DestinyGame::search_budget()
        })
        .with_clock(ticking_clock);
        bot.search(&game, &mut Rng::seeded(1));
        assert_eq!(bot.iterations_done(), 30);
    }

    /// The same game, seed and budget give the same move, with playouts by the game's own bot.
    #[test]
    fn the_guided_search_is_the_same_for_the_same_seed() {
        for seed in 0..4 {
            let game: DestinyGame = shipped(3, seed);
            let pick = || {
                SearchBot::<DestinyGame>::with_iterations(60).search(&game, &mut Rng::seeded(seed))
            };
            assert_eq!(pick(), pick(), "seed {seed}");
        }
    }

    /// With progressive widening a decision of many moves is weighed among a few, the game's
    /// own bot's first; without it, every move is tried once before any twice.
    #[test]
    fn a_widening_node_adds_moves_as_its_visits_grow() {
        let mut game: DeityGame = shipped(2, 5);
        let mut moves = Vec::new();
        let mut rng = Rng::seeded(5);
        // On to a decision with many more moves than the search has iterations to try.
        while {
            game.legal_moves(&mut moves);
            moves.len() < 50
        } {
            let mv = moves[rng.index(moves.len())].clone();
            game.apply(mv).expect("legal");
            assert!(game.to_move().is_some(), "a decision of many moves comes");
        }
        for widen in [true, false] {
            let mut bot = SearchBot::<DeityGame>::new(Budget {
                iterations: 49,
                rollout: 0,
                widen,
                ..Budget::DEFAULT
            });
            bot.search(&game, &mut Rng::seeded(1));
            let tried = bot.nodes[0].children.len();
            let most = if widen { 8 } else { 49 };
            assert_eq!(tried, most, "widen {widen}");
            if widen {
                // The first move tried is the own bot's in its first imagined game.
                let own = bot.nodes[bot.nodes[0].children[0]].mv.clone();
                assert!(own.is_some_and(|m| moves.contains(&m)));
            }
        }
    }

    /// A root that trusts the own bot leaves its move only for one whose mean reward is above
    /// it by more than two standard errors of the difference, each move having two playouts.
    #[test]
    fn a_move_beats_the_own_bots_only_beyond_the_noise() {
        let node = |rewards: &[f64]| Node::<ToyMove> {
            mv: None,
            mover: 0,
            children: Vec::new(),
            visits: rewards.len() as u32,
            available: rewards.len() as u32,
            reward: rewards.iter().sum(),
            squares: rewards.iter().map(|r| r * r).sum(),
            slot: 0,
        };
        let mut bot = SearchBot::<Toy>::new(Budget::DEFAULT);
        // Means 0.5, 0.6 and 0.55, each over 20 playouts spread by ±0.1: the standard error of
        // a difference is 0.032, so 0.1 is beyond two of them and 0.05 is not.
        bot.nodes = vec![
            node(&[0.4, 0.6].repeat(10)),
            node(&[0.5, 0.7].repeat(10)),
            node(&[0.45, 0.65].repeat(10)),
            node(&[1.0]),
        ];
        assert!(bot.beats(1, 0));
        assert!(!bot.beats(0, 1));
        assert!(!bot.beats(2, 0));
        // One playout has no spread to judge by, however good it was.
        assert!(!bot.beats(3, 0));
    }

    /// In The War of the Worlds the dice spread a playout's standing far more than one move
    /// changes it: the most visited move of a short search is often not the General's, by
    /// chance. A root that trusts the own bot plays the General's move unless the most visited
    /// has done better beyond that noise.
    #[test]
    fn a_trusting_root_keeps_the_own_bots_move_within_the_noise() {
        let mut differ = [0; 2];
        for seed in 0..3 {
            let mut game: Wotw = shipped(1, seed);
            let mut general = General::default();
            general.new_game(seed, 0);
            let mut rng = Rng::seeded(seed);
            let mut moves = Vec::new();
            for _ in 0..15 {
                let Some(own) = general.choose(&game, &mut rng) else {
                    break;
                };
                game.legal_moves(&mut moves);
                for (i, trust_own) in [false, true].into_iter().enumerate() {
                    let mut bot = SearchBot::<Wotw>::new(Budget {
                        iterations: 60,
                        trust_own,
                        ..Wotw::search_budget()
                    });
                    let mv = bot.search(&game, &mut Rng::seeded(seed)).expect("a move");
                    if mv == own {
                        continue;
                    }
                    differ[i] += 1;
                    if trust_own {
                        let child = |m: &<Wotw as RuledGame>::Move| {
                            bot.nodes[0]
                                .children
                                .iter()
                                .copied()
                                .find(|&c| bot.nodes[c].mv.as_ref() == Some(m))
                        };
                        let (c, o) = (child(&mv).expect("tried"), child(&own).expect("tried"));
                        assert!(bot.beats(c, o), "seed {seed}: {mv:?} over {own:?}");
                    }
                }
                game.apply(own).expect("legal");
            }
        }
        assert!(differ[0] >= 10 && differ[1] * 4 <= differ[0], "{differ:?}");
    }
}
