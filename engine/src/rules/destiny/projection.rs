//! Destiny in the table's own vocabulary ([`Projection`]): everything the Destiny screen showed,
//! so the one ruled-table screen plays it. The status line, the phase bar with each phase's
//! rule sentence, the seats, each seat's identity, hand, Aid cards, base stacks (bonus and
//! multiplier cards attached) and treasures, the Destiny deck, the discard pile, the face-up
//! treasure deck and the buried treasures, the treasure points, the last total phase's
//! breakdown and the treasure list.
//!
//! Hidden information is decided here, not by the screen: a viewer sees their own hand, every
//! hand only while they have used the Oracle or the Crystal Ball this action phase, and, when
//! play is simultaneous, the cards other players committed this phase only face down. A
//! spectator sees no hand. [`DestinyGame::sees`] is the one rule, shared with the search bot's
//! imagined tables.

use super::cards::{Alignment, Card, Kind, Treasure, TreasureKind};
use super::ruled::card_target;
use super::state::{DestinyGame, Phase, Stack};
use super::total::BreakdownRow;
use super::variants::{Hoards, PlayOrder};
use crate::rules::{
    CardView, Panel, PhaseView, Projection, Seat, SeatView, TrackerView, ZoneLayout, ZoneView,
};
use crate::rules::{RuledGame, and_list};

/// The rule sentence of each step of the phase bar, from the rule text.
fn about(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => {
            "Each player draws 7 cards from the Destiny deck. If there are no character cards, discard and draw again. If there is 1 or more character cards, the player must chose 1. This is the character they will use for the rest of the game."
        }
        Phase::FirstAid | Phase::SecondAid => {
            "In this phase a player may play one or more character cards from his hand. These cards are played face up in front of the player. They are called Aid cards. The player gains the special ability of these characters for the rest of the turn. Aid cards are discarded at the end of Destiny Phase."
        }
        Phase::Treasure => {
            "The treasure card deck is kept face up. Players may look at the order of the cards any time. The topmost card is the current treasure."
        }
        Phase::Draw => {
            "Players fill their hands to 7 cards from the destiny pile. If no cards are left, shuffle the discard pile and draw from it."
        }
        Phase::Hit => {
            "Players may discard some, none, or all of their cards. After discarding players fill their hands to 7 cards from the destiny pile."
        }
        Phase::Action => {
            "Players may use the special abilities of their Characters or Treasures in this phase. A player always gets to use the powers of treasures he owns."
        }
        Phase::Base => {
            "Each player may play one or more Base Cards. Cards are played face up in front of the player. A player cannot play cards of opposed alignments."
        }
        Phase::Bonus => {
            "Each player may play one Bonus card on each of his Base Cards. The base card and bonus card cannot be of opposing alignments."
        }
        Phase::Multiplier => {
            "Each player may play one Multiplier card on each of his Base Cards. The multiplier, base, and bonus cards cannot be of opposing alignments."
        }
        Phase::Total => {
            "Each player calculates the Destiny total of his hand. Add the value of the bonus card to the base card. Multiply this total by the value of the multiplier card. If 2 of a player's cards have matching alignments each gets +1. If 3 of a player's cards have matching alignments each gets +2. Do this for each base card. Add the modified values of each of the player's base cards to get that Player's Destiny Total."
        }
        Phase::Destiny => {
            "The player with the highest Destiny total wins the round. The winner gets to keep the current Treasure card. All played cards are discarded. In case of a tie, no one gets the treasure. The treasure becomes 'buried'. The player that wins next round gets the current treasure, and all Buried treasures."
        }
        Phase::Over => "Be the first to accumulate 5 treasure points.",
    }
}

/// A phase's name as the phase bar shows it ("First aid").
pub fn phase_title(phase: Phase) -> String {
    let name = phase.name();
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// What the seat to act is choosing in a phase.
pub(super) fn choosing(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => "choose a character",
        Phase::FirstAid | Phase::SecondAid => "play Aid cards",
        Phase::Hit => "discard cards, then refill",
        Phase::Action => "use powers",
        Phase::Base => "play base cards",
        Phase::Bonus => "play bonus cards",
        Phase::Multiplier => "play multiplier cards",
        _ => "act",
    }
}

/// A value as the card prints it: "3", "+2", "×3".
fn printed_value(kind: Kind, v: i32) -> String {
    match kind {
        Kind::Bonus => format!("+{v}"),
        Kind::Multiplier => format!("×{v}"),
        _ => v.to_string(),
    }
}

/// "1 treasure point", "3 treasure points".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A treasure card, face up.
fn treasure_view(t: Treasure, current: bool) -> CardView {
    let mut v = CardView::named(format!("treasure-{}", t.0), t.name());
    v.kind = if current {
        "Treasure (current)".into()
    } else {
        "Treasure".into()
    };
    v.text = t.kind().power().to_string();
    v.corners = vec![format!("{} TP", t.points())];
    v.tone = TREASURE_TONE.into();
    v
}

/// The edge colour of a character card.
const CHARACTER_TONE: &str = "#333";
/// The edge colour of a treasure.
const TREASURE_TONE: &str = "#b8860b";

/// The edge colour of a Destiny card of an alignment (its name is printed in a corner).
fn alignment_tone(a: Alignment) -> &'static str {
    match a {
        Alignment::Good => "#d4a017",
        Alignment::Evil => "#5c2a6e",
        Alignment::Law => "#1f5fa8",
        Alignment::Chaos => "#c0392b",
        Alignment::Nature => "#2e7d32",
    }
}

impl DestinyGame {
    /// Whether play is simultaneous and the phase is one whose plays stay hidden until every
    /// player has committed.
    pub(crate) fn hidden_phase(&self) -> bool {
        self.variants.play_order == PlayOrder::Simultaneous
            && matches!(
                self.phase,
                Phase::FirstAid | Phase::SecondAid | Phase::Base | Phase::Bonus | Phase::Multiplier
            )
    }

    /// Whether `viewer` may see seat `owner`'s hand: their own, or every hand while they have
    /// used the Oracle or the Crystal Ball this action phase. A spectator sees none.
    pub(crate) fn sees_hand(&self, viewer: Option<u8>, owner: u8) -> bool {
        match viewer {
            None => false,
            Some(v) => v == owner || self.seats.get(usize::from(v)).is_some_and(|s| s.sees_hands),
        }
    }

    /// Whether `viewer` sees seat `owner`'s played or Aid card `c` face up: always, but for a
    /// card another player committed this phase in simultaneous play.
    pub(crate) fn sees(&self, viewer: Option<u8>, owner: u8, c: Card) -> bool {
        viewer == Some(owner)
            || !self.hidden_phase()
            || !self.seats[usize::from(owner)].fresh.contains(c)
    }

    /// A Destiny card, face up, as the data names it. `owner` is the seat whose hand or play
    /// holds it, if any: the card then says how its alignment counts for them.
    pub(super) fn card_view(&self, c: Card, owner: Option<u8>) -> CardView {
        let d = &self.data;
        let key = card_target(c);
        let mut v = CardView::named(key.clone(), d.name(c));
        v.target = Some(key);
        v.text = d.text(c).to_string();
        match d.alignment(c) {
            None => {
                v.kind = "Character".into();
                v.tone = CHARACTER_TONE.into();
                v.corners = vec!["Character".into()];
            }
            Some(a) => {
                let kind = d.kind(c);
                v.kind = format!("{} {}", a.name(), kind.name());
                v.tone = alignment_tone(a).into();
                v.corners = vec![printed_value(kind, d.value(c)), a.name().to_string()];
                // The Alchemist's change, a "treat as" power: a card in a seat's hand or in play
                // says what it counts as for them (a discarded card is only what it prints).
                let now = owner.and_then(|p| self.alignment_for(p, c));
                if let Some(now) = now.filter(|now| *now != a) {
                    let note = format!("Counts as {}.", now.name());
                    v.text = if v.text.is_empty() {
                        note
                    } else {
                        format!("{} {note}", v.text)
                    };
                }
            }
        }
        v
    }

    /// A card `viewer` may or may not see: face up, or a back with a key that says nothing of
    /// the card.
    fn maybe(&self, viewer: Option<u8>, owner: u8, c: Card, back: String) -> CardView {
        if self.sees(viewer, owner, c) {
            self.card_view(c, Some(owner))
        } else {
            CardView::back(back)
        }
    }

    /// A base stack: the base with its bonus and multiplier cards attached.
    pub(super) fn stack_view(&self, viewer: Option<u8>, p: u8, st: &Stack, n: usize) -> CardView {
        let mut base = self.maybe(viewer, p, st.base, format!("played-{p}-{n}-down"));
        base.attached = st
            .cards()
            .skip(1)
            .enumerate()
            .map(|(k, c)| self.maybe(viewer, p, c, format!("played-{p}-{n}-{k}-down")))
            .collect();
        base
    }

    /// The status line: where the game is and who is to act, choosing what.
    pub(super) fn status(&self) -> String {
        if let Some(o) = self.outcome {
            let best = self.seats.iter().map(|s| s.points).max().unwrap_or(0);
            return match o.winners.sole() {
                Some(w) => format!(
                    "Game over: {} wins with {} treasure points.",
                    self.seat_name(w),
                    self.seats[usize::from(w)].points
                ),
                None if o.winners.is_empty() => {
                    format!("Game over: a draw, everyone has {best} treasure points.")
                }
                None => format!(
                    "Game over: {} share the win with {best} treasure points.",
                    and_list(o.winners.seats().map(|s| self.seat_name(s)))
                ),
            };
        }
        let place = if self.phase == Phase::Setup {
            "Setup".to_string()
        } else {
            format!("Round {}, {} phase", self.round, self.phase.name())
        };
        let Some(p) = self.to_move() else {
            return place;
        };
        let who = self.seat_name(p);
        match self.pending_discard {
            Some(pw) => format!("{place}: {who} must discard 1 card ({})", pw.name()),
            None => {
                let hidden = if self.hidden_phase() {
                    " (face down until everyone has)"
                } else {
                    ""
                };
                format!("{place}: {who} to {}{hidden}", choosing(self.phase))
            }
        }
    }

    /// A panel of breakdown rows, one block per seat.
    pub(super) fn totals_panel(
        &self,
        title: String,
        rows: &[(u8, Vec<BreakdownRow>)],
        note: &str,
    ) -> Panel {
        Panel {
            title,
            columns: vec![
                "Player".into(),
                "Stack".into(),
                "Cards and values".into(),
                "Score".into(),
            ],
            rows: rows
                .iter()
                .flat_map(|(p, rows)| {
                    let name = self.seat_name(*p);
                    rows.iter().map(move |r| {
                        vec![
                            name.clone(),
                            r.what.clone(),
                            r.cards.clone(),
                            r.score.clone(),
                        ]
                    })
                })
                .collect(),
            note: note.to_string(),
        }
    }

    /// The treasures of the game: what each is worth and does, and where each is now.
    pub(super) fn treasures_panel(&self) -> Panel {
        let kinds = [
            TreasureKind::LesserHoard,
            TreasureKind::GreaterHoard,
            TreasureKind::KingsCrown,
            TreasureKind::PhilosophersStone,
            TreasureKind::CrystalBall,
            TreasureKind::MagicTome,
            TreasureKind::DragonsHoard,
        ];
        let ids: Vec<Treasure> = match self.variants.hoards {
            Hoards::TenAndFive => (0..20).map(Treasure).collect(),
            Hoards::OneOfEach => [0, 10, 15, 16, 17, 18, 19].map(Treasure).to_vec(),
        };
        let rows = kinds
            .iter()
            .filter_map(|&k| {
                let of_kind: Vec<Treasure> =
                    ids.iter().copied().filter(|t| t.kind() == k).collect();
                let first = of_kind.first()?;
                let mut places = Vec::new();
                let mut place = |n: usize, name: String| {
                    if n > 0 {
                        places.push(format!("{name}: {n}"));
                    }
                };
                let in_list = |list: &[Treasure]| list.iter().filter(|t| t.kind() == k).count();
                place(in_list(&self.treasure_deck), "treasure deck".into());
                place(in_list(&self.buried), "buried".into());
                for p in 0..self.players() {
                    place(
                        in_list(&self.seats[usize::from(p)].treasures),
                        self.seat_name(p),
                    );
                }
                Some(vec![
                    k.name().to_string(),
                    first.points().to_string(),
                    k.power().to_string(),
                    of_kind.len().to_string(),
                    places.join(", "),
                ])
            })
            .collect();
        Panel {
            title: "Treasures".into(),
            columns: vec![
                "Treasure".into(),
                "TP".into(),
                "Special ability".into(),
                "In the game".into(),
                "Where".into(),
            ],
            rows,
            note: "TP = treasure points. The treasure deck is kept face up: its order is public."
                .into(),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see of the table.
    pub(super) fn projection(&self, viewer: Option<Seat>) -> Projection {
        let n = self.players();
        let mut out = Projection::new(viewer, self.status(), self.round);
        let now = (self.outcome.is_none()).then_some(self.phase);
        out.phases = std::iter::once(Phase::Setup)
            .chain(Phase::TURN)
            .map(|ph| PhaseView {
                name: phase_title(ph),
                current: now == Some(ph),
                about: about(ph).to_string(),
            })
            .collect();
        let to_act = self.to_move();
        for p in 0..n {
            let s = &self.seats[usize::from(p)];
            let mut facts = vec![
                count(usize::from(s.points), "treasure point", "treasure points"),
                count(s.hand.len(), "card in hand", "cards in hand"),
            ];
            if !s.treasures.is_empty() {
                let names: Vec<&str> = s.treasures.iter().map(|t| t.name()).collect();
                facts.push(format!("Treasures: {}", names.join(", ")));
            }
            if s.sees_hands {
                facts.push("Sees every hand this action phase".into());
            }
            if self.hidden_phase() && !s.fresh.is_empty() && viewer != Some(p) {
                facts.push(count(s.fresh.len(), "card face down", "cards face down"));
            }
            out.seats.push(SeatView {
                name: self.seat_name(p),
                facts,
                to_act: to_act == Some(p),
                out: false,
            });
            out.trackers.push(TrackerView {
                name: "Treasure points".into(),
                owner: Some(p),
                value: s.points.to_string(),
            });
        }
        for p in 0..n {
            let s = &self.seats[usize::from(p)];
            let character: Vec<CardView> = s
                .character
                .iter()
                .map(|&c| self.card_view(c, None))
                .collect();
            out.zones.push(ZoneView {
                id: format!("character-{p}"),
                name: "Character".into(),
                owner: Some(p),
                layout: ZoneLayout::Row,
                count: character.len(),
                cards: character,
            });
            let hand: Vec<CardView> = if self.sees_hand(viewer, p) {
                s.hand.iter().map(|c| self.card_view(c, Some(p))).collect()
            } else {
                Vec::new()
            };
            out.zones.push(ZoneView {
                id: format!("hand-{p}"),
                name: "Hand".into(),
                owner: Some(p),
                layout: ZoneLayout::Hand,
                cards: hand,
                count: s.hand.len(),
            });
            // Face-up Aid cards first, then the face-down ones: a back's place must not tell
            // which card it is (the row is in card-id order).
            let (up, down): (Vec<Card>, Vec<Card>) =
                s.aid.iter().partition(|&c| self.sees(viewer, p, c));
            let aid: Vec<CardView> = up
                .iter()
                .map(|&c| self.card_view(c, Some(p)))
                .chain((0..down.len()).map(|k| CardView::back(format!("aid-{p}-{k}-down"))))
                .collect();
            out.zones.push(ZoneView {
                id: format!("aid-{p}"),
                name: "Aid cards".into(),
                owner: Some(p),
                layout: ZoneLayout::Row,
                count: aid.len(),
                cards: aid,
            });
            let played: Vec<CardView> = s
                .stacks
                .iter()
                .enumerate()
                .map(|(k, st)| self.stack_view(viewer, p, st, k))
                .collect();
            out.zones.push(ZoneView {
                id: format!("played-{p}"),
                name: "Base stacks".into(),
                owner: Some(p),
                layout: ZoneLayout::Row,
                count: played.len(),
                cards: played,
            });
            let won: Vec<CardView> = s
                .treasures
                .iter()
                .map(|&t| treasure_view(t, false))
                .collect();
            out.zones.push(ZoneView {
                id: format!("treasures-{p}"),
                name: "Treasures won".into(),
                owner: Some(p),
                layout: ZoneLayout::Row,
                count: won.len(),
                cards: won,
            });
        }
        out.zones.push(ZoneView {
            id: "destiny-deck".into(),
            name: "Destiny deck".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: if self.deck.is_empty() {
                Vec::new()
            } else {
                vec![CardView::back("destiny-deck-top")]
            },
            count: self.deck.len(),
        });
        out.zones.push(ZoneView {
            id: "discard".into(),
            name: "Discard pile".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: self
                .discard
                .iter()
                .rev()
                .map(|&c| self.card_view(c, None))
                .collect(),
            count: self.discard.len(),
        });
        let current = self.current;
        out.zones.push(ZoneView {
            id: "treasure-deck".into(),
            name: "Treasure deck (face up, top first)".into(),
            owner: None,
            layout: ZoneLayout::Row,
            cards: self
                .treasure_deck
                .iter()
                .map(|&t| treasure_view(t, current == Some(t)))
                .collect(),
            count: self.treasure_deck.len(),
        });
        out.zones.push(ZoneView {
            id: "buried".into(),
            name: "Buried treasures".into(),
            owner: None,
            layout: ZoneLayout::Row,
            cards: self
                .buried
                .iter()
                .map(|&t| treasure_view(t, false))
                .collect(),
            count: self.buried.len(),
        });
        if matches!(self.phase, Phase::Base | Phase::Bonus | Phase::Multiplier) {
            // The totals as they stand, for the stacks the viewer sees whole: every seat's when
            // play is in turn, only the viewer's own while others' cards may be face down.
            let seats: Vec<u8> = (0..n)
                .filter(|&p| {
                    !self.seats[usize::from(p)].stacks.is_empty()
                        && (viewer == Some(p) || self.variants.play_order == PlayOrder::InTurn)
                })
                .collect();
            if !seats.is_empty() {
                let rows: Vec<(u8, Vec<BreakdownRow>)> = seats
                    .iter()
                    .map(|&p| (p, self.breakdown_rows(p, &self.breakdown(p))))
                    .collect();
                out.panels.push(self.totals_panel(
                    format!("Destiny totals so far, round {}", self.round),
                    &rows,
                    "The cards played so far; the total phase counts them when every player is done.",
                ));
            }
        }
        if let Some((round, rows)) = &self.last_total_rows.0 {
            let rows: Vec<(u8, Vec<BreakdownRow>)> = rows
                .iter()
                .enumerate()
                .map(|(p, r)| (p as u8, r.clone()))
                .collect();
            out.panels.push(self.totals_panel(
                format!("Total phase, round {round}"),
                &rows,
                "Each card's value carries its owner's powers; the alignment bonus is added as the variants say.",
            ));
        }
        out.panels.push(self.treasures_panel());
        out
    }
}
