//! What one player may see of the table. Hidden cards carry no identity at all (not even their
//! [`CardId`]), so nothing drawn from a view can leak another player's hand.

use serde::{Deserialize, Serialize};

use crate::def::{GameDef, Visibility};

use super::{CardId, PlayerId, Table, ZoneRef};

/// A card as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    /// The card's identity and face, only when the viewer may see it.
    pub face: Option<Face>,
    /// Which deck it belongs to (the back of a card is public).
    pub deck: u16,
    pub face_up: bool,
    pub tapped: bool,
}

/// The visible identity of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    pub id: CardId,
    /// Index of the card line in its deck.
    pub line: u32,
}

/// A zone as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneView {
    pub at: ZoneRef,
    pub cards: Vec<CardView>,
}

/// The table as one viewer sees it. Counters, trackers, dice, turn and log are public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    pub viewer: Option<PlayerId>,
    pub zones: Vec<ZoneView>,
}

impl Table {
    /// Whether `viewer` (`None`: an onlooker) may see the face of a card lying in `zone`.
    pub fn can_see(
        &self,
        def: &GameDef,
        viewer: Option<PlayerId>,
        zone: &ZoneRef,
        id: CardId,
    ) -> bool {
        let Some(card) = self.card(id) else {
            return false;
        };
        if card.revealed {
            return true;
        }
        // `peeked` has one bit per seat (at most 16); a viewer past that has peeked at nothing.
        // (A plain `1 << v` overflows there: a panic in debug builds, and in release the shift
        // wraps, so viewer 16 would see what seat 0 peeked at.)
        if let Some(v) = viewer
            && 1u16
                .checked_shl(u32::from(v))
                .is_some_and(|bit| card.peeked & bit != 0)
        {
            return true;
        }
        if !card.face_up {
            return false;
        }
        match def.zone(&zone.zone).map(|z| z.visibility) {
            Some(Visibility::Everyone) => true,
            Some(Visibility::Owner) => viewer.is_some() && zone.player == viewer,
            Some(Visibility::Nobody) | None => false,
        }
    }

    /// The table as `viewer` may see it.
    pub fn view_for(&self, def: &GameDef, viewer: Option<PlayerId>) -> TableView {
        let zones = self
            .zones
            .iter()
            .map(|z| ZoneView {
                at: z.at.clone(),
                cards: z
                    .cards
                    .iter()
                    .filter_map(|&id| {
                        let card = self.card(id)?;
                        Some(CardView {
                            face: self.can_see(def, viewer, &z.at, id).then_some(Face {
                                id,
                                line: card.line,
                            }),
                            deck: card.deck,
                            face_up: card.face_up,
                            tapped: card.tapped,
                        })
                    })
                    .collect(),
            })
            .collect();
        TableView { viewer, zones }
    }
}
