//! What one player may see: their own hand, other hands only as counts (unless the Oracle or the
//! Crystal Ball reveals them this action phase), and, when play is simultaneous, other players'
//! cards of the current phase only as a count until everyone has committed.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Treasure};
use super::moves::Move;
use super::state::{DestinyGame, Outcome, Phase, Stack};
use super::variants::PlayOrder;

/// One seat as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub name: String,
    pub character: Option<Card>,
    /// The hand, when the viewer may see it.
    pub hand: Option<Vec<Card>>,
    pub hand_count: usize,
    /// Aid cards the viewer may see.
    pub aid: Vec<Card>,
    /// Played stacks the viewer may see (cards committed face down are left out).
    pub stacks: Vec<Stack>,
    /// Cards committed face down this phase (simultaneous play).
    pub face_down: usize,
    pub treasures: Vec<Treasure>,
    pub points: u8,
}

/// The table as one player (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestinyView {
    pub viewer: Option<u8>,
    pub round: u32,
    pub phase: Phase,
    pub to_act: Option<u8>,
    pub current_treasure: Option<Treasure>,
    /// The face-up treasure deck, top first (its order is public).
    pub treasure_deck: Vec<Treasure>,
    pub buried: Vec<Treasure>,
    pub deck_count: usize,
    /// The discard pile, top last.
    pub discard: Vec<Card>,
    pub seats: Vec<SeatView>,
    pub last_totals: Vec<i32>,
    pub outcome: Option<Outcome>,
    /// The viewer's legal moves when it is their turn to decide.
    pub legal_moves: Vec<Move>,
    pub log: Vec<String>,
}

impl DestinyGame {
    /// The table as `viewer` may see it (`None`: a spectator, who sees no hand).
    pub fn view_for(&self, viewer: Option<u8>) -> DestinyView {
        let hidden_phase = self.variants.play_order == PlayOrder::Simultaneous
            && matches!(
                self.phase,
                Phase::FirstAid | Phase::SecondAid | Phase::Base | Phase::Bonus | Phase::Multiplier
            );
        let sees_all = viewer
            .and_then(|v| self.seats.get(usize::from(v)))
            .is_some_and(|s| s.sees_hands);
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let own = viewer == Some(i as u8);
                let hide = hidden_phase && !own;
                let visible = |c: &Card| !hide || !s.fresh.contains(*c);
                let stacks: Vec<Stack> = s
                    .stacks
                    .iter()
                    .filter(|st| visible(&st.base))
                    .map(|st| {
                        let keep = |c: Option<Card>| c.filter(|c| visible(c));
                        Stack {
                            base: st.base,
                            bonus: keep(st.bonus),
                            bonus2: keep(st.bonus2),
                            multiplier: keep(st.multiplier),
                            multiplier2: keep(st.multiplier2),
                        }
                    })
                    .collect();
                SeatView {
                    name: self.seat_name(i as u8),
                    character: s.character,
                    hand: (own || sees_all).then(|| s.hand.iter().collect()),
                    hand_count: s.hand.len(),
                    aid: s.aid.iter().filter(visible).collect(),
                    stacks,
                    face_down: if hide { s.fresh.len() } else { 0 },
                    treasures: s.treasures.clone(),
                    points: s.points,
                }
            })
            .collect();
        let to_act = self.to_act();
        DestinyView {
            viewer,
            round: self.round,
            phase: self.phase,
            to_act,
            current_treasure: self.current,
            treasure_deck: self.treasure_deck.clone(),
            buried: self.buried.clone(),
            deck_count: self.deck.len(),
            discard: self.discard.clone(),
            seats,
            last_totals: self.totals.clone(),
            outcome: self.outcome,
            legal_moves: if to_act.is_some() && to_act == viewer {
                self.legal_moves()
            } else {
                Vec::new()
            },
            log: self.log.iter().map(|e| e.text.clone()).collect(),
        }
    }
}
