//! Moves: everything a player can decide, who decides now, the legal set, and `apply`, which
//! checks a move against the rules before changing anything (a refused move leaves the game
//! exactly as it was).

use crate::rules::RuledGame;
use serde::{Deserialize, Serialize};

use super::cards::Miracle;
use super::error::DeityError;
use super::state::{DeityGame, Pending, Phase, Seat};
use crate::hex::Hex;

/// What a card is aimed at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// Cards without a target (Holy War, Abjuration as a reaction).
    None,
    Hex(Hex),
    /// Godspeed: counters from one hex to a hex up to three away.
    Godspeed {
        from: Hex,
        to: Hex,
        population: u32,
        armies: u32,
    },
}

/// A decision by the player who is to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// World building: place the drawn terrain counter.
    PlaceTerrain { hex: Hex },
    /// World building: put the drawn counter back and draw another (2 per player).
    Redraw,
    /// Choose a start hex (Plains) for your 4D6 population.
    PlaceStart { hex: Hex },
    /// Finish the current phase.
    EndPhase,
    /// Discard a card down to the hand limit.
    Discard { card: Miracle },
    /// Replace six population in a hex with a temple.
    BuildTemple { hex: Hex },
    /// Turn population in a hex into armies.
    RaiseArmies { hex: Hex, count: u32 },
    /// Turn armies back into population.
    DisbandArmies { hex: Hex, count: u32 },
    /// Perform a miracle (also Abjuration in answer and Resurrection after battle).
    Play { card: Miracle, target: Target },
    /// Decline to answer (Abjuration or Resurrection).
    Pass,
    /// Attack an adjacent hex with armies (and monsters) from one or more hexes.
    Attack { target: Hex, from: Vec<(Hex, u32)> },
    /// Fight another round of the battle under way.
    PressOn,
    /// Call off the battle under way.
    Retreat,
    /// Move population and armies one hex.
    MoveCounters {
        from: Hex,
        to: Hex,
        population: u32,
        armies: u32,
    },
}

impl Move {
    /// What the move is called in messages.
    pub fn action(&self) -> &'static str {
        match self {
            Move::PlaceTerrain { .. } => "Placing terrain",
            Move::Redraw => "Redrawing terrain",
            Move::PlaceStart { .. } => "Choosing a start",
            Move::EndPhase => "Ending the phase",
            Move::Discard { .. } => "Discarding",
            Move::BuildTemple { .. } => "Building a temple",
            Move::RaiseArmies { .. } => "Raising armies",
            Move::DisbandArmies { .. } => "Turning armies into population",
            Move::Play { .. } => "Playing a card",
            Move::Pass => "Passing",
            Move::Attack { .. } => "Attacking",
            Move::PressOn => "Pressing the attack",
            Move::Retreat => "Retreating",
            Move::MoveCounters { .. } => "Moving",
        }
    }
}

/// Where the legal moves go as they are listed: into a list, or to a bot weighing each as it
/// comes. Before the moves of counters between two hexes, the listing says which hexes they
/// are (by index), so a bot need not look them up for each move, and can pass over them all.
pub(super) trait MoveSink {
    /// The next legal move.
    fn add(&mut self, mv: Move);

    /// The moves of counters listed next go from the hex at index `from`, to each hex next to
    /// it: false if the sink wants none of them, so the listing skips the hex. A list wants
    /// them all.
    fn moves_from(&mut self, _from: usize) -> bool {
        true
    }

    /// The moves of counters listed next go from the hex at index `from` to the one at `to`:
    /// false if the sink wants none of them, so the listing skips their checks. A list wants
    /// them all.
    fn between(&mut self, _from: usize, _to: usize) -> bool {
        true
    }

    /// Which hexes the sink may want `card` aimed at, by who holds them, asked before its
    /// targets are listed: a listing skips the other hexes (and their checks) without asking
    /// about each. A list wants every move.
    fn card_hexes(&mut self, _card: Miracle) -> CardHexes {
        CardHexes::All
    }

    /// Whether the sink wants `card` aimed at the hex at `index`, asked once the play is known
    /// to be legal.
    fn wants_card_at(&mut self, _card: Miracle, _index: usize) -> bool {
        true
    }

    /// Whether the sink may want Godspeed to move counters out of the hex at `from` (to any
    /// hex), asked before the hexes in range are looked at: false skips them all. A list wants
    /// every move.
    fn godspeed_from(&mut self, _from: usize) -> bool {
        true
    }

    /// Whether the sink may want Godspeed to move counters from the hex at `from` to the one at
    /// `to`, asked before the rules check the pair: false skips its checks. A list wants every
    /// move.
    fn godspeed_between(&mut self, _from: usize, _to: usize) -> bool {
        true
    }
}

/// The hexes a sink may want a card aimed at, by who holds them (see
/// [`MoveSink::card_hexes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CardHexes {
    /// No hex: the card's targets are not listed at all.
    None,
    /// Any hex.
    All,
    /// Only the hexes holding another player's counters.
    Rivals,
    /// Only the hexes holding the counters of the player to move.
    Own,
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// What the interface is selecting, to highlight the hexes it may pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selecting {
    PlaceTerrain,
    PlaceStart,
    BuildTemple,
    RaiseArmies,
    DisbandArmies,
    /// Hexes counters may move out of.
    MoveFrom,
    /// Hexes the counters of `from` may move into.
    MoveTo {
        from: Hex,
    },
    /// Hexes an attack may start from.
    AttackFrom,
    /// Hexes the units of `from` may attack.
    AttackTarget {
        from: Hex,
    },
    /// Hexes a card may target (for Godspeed, the hexes it may move counters out of).
    Card(Miracle),
    /// Godspeed: where the counters of `from` may go.
    GodspeedTo {
        from: Hex,
    },
}

impl DeityGame {
    /// Rebuilds a game from its seed and moves (a save, a share link or a bug report). Stops at
    /// the first move refused, saying which one.
    pub fn replay(
        seed: u64,
        players: u8,
        variants: super::variants::Variants,
        moves: &[Move],
    ) -> Result<Self, (usize, DeityError)> {
        let mut g = Self::new(seed, players, variants).map_err(|e| (0, e))?;
        for (i, mv) in moves.iter().enumerate() {
            g.apply(mv.clone()).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// Whether `mv` would be accepted now.
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Every legal move now, in the order of [`DeityGame::legal_moves`], handed to `out` one by
    /// one.
    pub(super) fn list_moves(&self, out: &mut impl MoveSink) {
        let Some(who) = self.to_move() else {
            return;
        };
        match &self.pending {
            Some(Pending::Discard { .. }) => {
                // Each miracle held once, in the order of the rule text.
                let hand = self.hand(who);
                for card in Miracle::ALL.into_iter().filter(|c| hand.contains(c)) {
                    out.add(Move::Discard { card });
                }
                return;
            }
            Some(Pending::Reaction { .. }) => {
                out.add(Move::Pass);
                self.push_if_legal(
                    out,
                    Move::Play {
                        card: Miracle::Abjuration,
                        target: Target::None,
                    },
                );
                return;
            }
            Some(Pending::Battle(_)) => {
                out.add(Move::PressOn);
                out.add(Move::Retreat);
                return;
            }
            Some(Pending::Resurrection { .. }) => {
                out.add(Move::Pass);
                self.card_moves(who, Miracle::Resurrection, out);
                return;
            }
            None => {}
        }
        match self.phase {
            Phase::WorldBuilding => self.world_moves(out),
            Phase::Starts => self.start_moves(out),
            Phase::BuildTemples => {
                out.add(Move::EndPhase);
                self.temple_moves(who, out);
            }
            Phase::RaiseArmies => {
                out.add(Move::EndPhase);
                self.raise_moves(who, out);
            }
            Phase::Miracles => {
                out.add(Move::EndPhase);
                for card in Miracle::ALL {
                    if self.hand(who).contains(&card) {
                        self.card_moves(who, card, out);
                    }
                }
            }
            Phase::Battle => {
                out.add(Move::EndPhase);
                self.attack_moves(who, out);
            }
            Phase::Movement => {
                out.add(Move::EndPhase);
                self.movement_moves(who, out);
            }
            Phase::Draw | Phase::PopulationGrowth | Phase::Over => {}
        }
    }

    pub(super) fn push_if_legal(&self, out: &mut impl MoveSink, mv: Move) {
        if self.check(&mv).is_ok() {
            out.add(mv);
        }
    }

    /// Hexes to highlight for what the interface is selecting.
    pub fn legal_targets(&self, selecting: Selecting) -> Vec<Hex> {
        let mut hexes: Vec<Hex> = Vec::new();
        let mut add = |h: Hex| {
            if !hexes.contains(&h) {
                hexes.push(h);
            }
        };
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for mv in moves {
            match (selecting, &mv) {
                (Selecting::PlaceTerrain, Move::PlaceTerrain { hex })
                | (Selecting::PlaceStart, Move::PlaceStart { hex })
                | (Selecting::BuildTemple, Move::BuildTemple { hex })
                | (Selecting::RaiseArmies, Move::RaiseArmies { hex, .. })
                | (Selecting::DisbandArmies, Move::DisbandArmies { hex, .. })
                | (Selecting::MoveFrom, Move::MoveCounters { from: hex, .. }) => add(*hex),
                (Selecting::MoveTo { from }, Move::MoveCounters { from: f, to, .. })
                    if *f == from =>
                {
                    add(*to)
                }
                (Selecting::AttackFrom, Move::Attack { from, .. }) => {
                    from.iter().for_each(|(h, _)| add(*h))
                }
                (Selecting::AttackTarget { from }, Move::Attack { target, from: f })
                    if f.iter().any(|(h, _)| *h == from) =>
                {
                    add(*target)
                }
                (Selecting::Card(c), Move::Play { card, target }) if *card == c => match target {
                    Target::Hex(h) => add(*h),
                    Target::Godspeed { from, .. } => add(*from),
                    Target::None => {}
                },
                (
                    Selecting::GodspeedTo { from },
                    Move::Play {
                        target: Target::Godspeed { from: f, to, .. },
                        ..
                    },
                ) if *f == from => add(*to),
                _ => {}
            }
        }
        hexes
    }

    /// The rules check for a move: `Ok` exactly when `apply` would accept it.
    pub(super) fn check(&self, mv: &Move) -> Result<(), DeityError> {
        let Some(who) = self.to_move() else {
            return Err(DeityError::GameOver);
        };
        if let Some(p) = &self.pending {
            return match (p, mv) {
                (Pending::Discard { player, .. }, Move::Discard { card }) => {
                    if self.hand(*player).contains(card) {
                        Ok(())
                    } else {
                        Err(DeityError::NoCard(*card))
                    }
                }
                (Pending::Discard { .. }, _) => Err(DeityError::NotNow {
                    action: mv.action(),
                    why: "cards over the hand limit of 7 must be discarded first",
                }),
                (Pending::Reaction { .. }, Move::Pass) => Ok(()),
                (
                    Pending::Reaction { .. },
                    Move::Play {
                        card: Miracle::Abjuration,
                        target: Target::None,
                    },
                ) => {
                    if self.hand(who).contains(&Miracle::Abjuration) {
                        Ok(())
                    } else {
                        Err(DeityError::NoCard(Miracle::Abjuration))
                    }
                }
                (Pending::Reaction { .. }, _) => Err(DeityError::NotNow {
                    action: mv.action(),
                    why: "a card was just played: answer it with Abjuration or pass",
                }),
                (Pending::Battle(_), Move::PressOn | Move::Retreat) => Ok(()),
                (Pending::Battle(_), _) => Err(DeityError::NotNow {
                    action: mv.action(),
                    why: "the battle under way must go on or be called off first",
                }),
                (Pending::Resurrection { .. }, Move::Pass) => Ok(()),
                (
                    Pending::Resurrection { .. },
                    Move::Play {
                        card: Miracle::Resurrection,
                        target,
                    },
                ) => self.check_card(who, Miracle::Resurrection, target),
                (Pending::Resurrection { .. }, _) => Err(DeityError::NotNow {
                    action: mv.action(),
                    why: "the battle phase is over: play Resurrection or pass",
                }),
            };
        }
        let phase = self.phase;
        let wrong = || DeityError::WrongPhase {
            action: mv.action(),
            phase,
        };
        match (phase, mv) {
            (Phase::WorldBuilding, Move::PlaceTerrain { hex }) => self.check_place_terrain(*hex),
            (Phase::WorldBuilding, Move::Redraw) => self.check_redraw(who),
            (Phase::Starts, Move::PlaceStart { hex }) => self.check_start(*hex),
            (
                Phase::BuildTemples
                | Phase::RaiseArmies
                | Phase::Miracles
                | Phase::Battle
                | Phase::Movement,
                Move::EndPhase,
            ) => Ok(()),
            (Phase::BuildTemples, Move::BuildTemple { hex }) => self.check_temple(who, *hex),
            (Phase::RaiseArmies, Move::RaiseArmies { hex, count }) => {
                self.check_raise(who, *hex, *count)
            }
            (Phase::RaiseArmies, Move::DisbandArmies { hex, count }) => {
                self.check_disband(who, *hex, *count)
            }
            (Phase::Miracles, Move::Play { card, target }) => self.check_card(who, *card, target),
            (_, Move::Play { card, .. }) if !self.hand(who).contains(card) => {
                Err(DeityError::NoCard(*card))
            }
            (_, Move::Play { card, .. }) => Err(DeityError::CardNotNow(*card)),
            (Phase::Battle, Move::Attack { target, from }) => self.check_attack(who, *target, from),
            (
                Phase::Movement,
                Move::MoveCounters {
                    from,
                    to,
                    population,
                    armies,
                },
            ) => self
                .check_move(who, *from, *to, *population, *armies, 1)
                .map(|_| ()),
            (_, Move::Pass) => Err(DeityError::NotNow {
                action: mv.action(),
                why: "there is nothing to answer",
            }),
            (_, Move::PressOn | Move::Retreat) => Err(DeityError::NotNow {
                action: mv.action(),
                why: "no battle is under way",
            }),
            (_, Move::Discard { .. }) => Err(DeityError::NotNow {
                action: mv.action(),
                why: "your hand is within the limit of 7",
            }),
            _ => Err(wrong()),
        }
    }

    /// Carries out a checked move.
    pub(super) fn perform(&mut self, mv: Move, who: Seat) {
        match mv {
            Move::PlaceTerrain { hex } => self.place_terrain(who, hex),
            Move::Redraw => self.redraw(who),
            Move::PlaceStart { hex } => self.place_start(who, hex),
            Move::EndPhase => self.end_phase(),
            Move::Discard { card } => self.discard_card(who, card),
            Move::BuildTemple { hex } => self.build_temple(who, hex),
            Move::RaiseArmies { hex, count } => self.raise(who, hex, count),
            Move::DisbandArmies { hex, count } => self.disband(who, hex, count),
            Move::Play { card, target } => self.play_card(who, card, target),
            Move::Pass => self.pass(),
            Move::Attack { target, from } => self.attack(who, target, &from),
            Move::PressOn => self.press_on(),
            Move::Retreat => self.retreat(),
            Move::MoveCounters {
                from,
                to,
                population,
                armies,
            } => self.move_counters(who, from, to, population, armies),
        }
    }
}
