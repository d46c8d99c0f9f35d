//! The generic search bot: single-observer information-set Monte Carlo tree search (Cowling,
//! Powley and Whitehouse, 2012), so it plays any ruled game through the interface alone.
//!
//! Each iteration draws one game the bot's seat might be in ([`RuledGame::determinize`]: what
//! the seat cannot see is drawn again at random), walks the shared tree by UCB among the moves
//! that game allows (counting each child's availability, so rarely possible moves are not
//! undervalued), adds one new move, plays on at random for at most `rollout` moves, and scores
//! the end for every mover on the path: 1 for a win, 1/k for each of k seats sharing a tie, 0 for
//! a loss, 1/players for a draw (0 in a one-player game, where no winner is a loss), or the game's own [`RuledGame::heuristic`] when
//! the playout was cut short. The move played is the root's most visited. The search is seeded: the same game, seed and budget give the same move.

use super::bot::Bot;
use super::game::{RuledGame, Seat};
use crate::table::Rng;

/// How much the bot searches per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Iterations (playouts) per move.
    pub iterations: u32,
    /// Most moves of a playout before it is scored by the game's heuristic.
    pub rollout: u32,
}

impl Default for Budget {
    fn default() -> Self {
        Self {
            iterations: 400,
            rollout: 400,
        }
    }
}

/// UCB's exploration constant (√2 is the textbook value for rewards in 0..1).
const EXPLORE: f64 = std::f64::consts::SQRT_2;

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
        }
    }

    /// A bot that searches `iterations` playouts a move (playouts as long as the game's own
    /// budget makes them).
    pub fn with_iterations(iterations: u32) -> Self {
        Self::new(Budget {
            iterations: iterations.max(1),
            ..G::search_budget()
        })
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

    fn iterate(&mut self, root: &G, me: Seat, rng: &mut Rng) {
        let mut game = root.determinize(me, rng);
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
            // Moves of this game not yet in the tree under `node`.
            let untried = self.found.iter().filter(|f| !**f).count();
            if untried > 0 {
                let pick = rng.index(untried);
                let Some(i) = (0..self.legal.len()).filter(|&i| !self.found[i]).nth(pick) else {
                    break;
                };
                let mv = self.legal[i].clone();
                if game.apply(mv.clone()).is_err() {
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
                    slot: i,
                });
                self.nodes[node].children.push(child);
                self.path.push(child);
                break;
            }
            // Every legal move is in the tree: pick by UCB among those this game allows.
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
            if game.apply(mv).is_err() {
                break;
            }
            node = c;
            self.path.push(c);
        }
        // Playout.
        let mut steps = 0;
        while game.to_move().is_some() && steps < self.budget.rollout {
            game.legal_moves(&mut self.legal);
            let Some(mv) = self.legal.get(rng.index(self.legal.len())).cloned() else {
                break;
            };
            if game.apply(mv).is_err() {
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
        }
    }

    /// The move to play: the root's most visited child that is legal in the real game.
    pub fn search(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
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
            slot: 0,
        });
        for _ in 0..self.budget.iterations {
            self.iterate(game, me, rng);
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
            .and_then(|(_, c)| self.nodes[c].mv.clone());
        best.or_else(|| legal.get(rng.index(legal.len())).cloned())
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
