//! What the one table screen draws of Devastators 3000 ([`Projection`]): the status line, the
//! phase bar, each seat's ship (hand, system deck, Reuse pile, destroyed cards, launched craft),
//! the range bands between the ships as trackers, the attacks in play and the last roll.

use super::data::{Role, bands_text};
use super::state::{CardId, Devastators, Phase, Source};
use crate::rules::cards::notes_panel;
use crate::rules::{
    CardView, DieView, Panel, PhaseView, Projection, RuledGame, Seat, SeatView, TrackerView,
    ZoneLayout, ZoneView, and_list, seat_label,
};

/// What a choice calls a card: stable wherever the card goes.
pub(super) fn card_key(c: CardId) -> String {
    format!("card-{c}")
}

pub(super) fn attack_key(i: usize) -> String {
    format!("attack-{i}")
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Devastators {
    fn card_view(&self, c: CardId) -> CardView {
        let spec = self.data.card(c);
        let mut v = CardView::named(card_key(c), spec.name.clone());
        v.target = Some(card_key(c));
        let kind = self.data.kind_name(spec);
        v.kind = kind.to_string();
        // The type line says the kind; the text gives the rest of the rules, then the card's own.
        let summary = self.data.summary(spec);
        let rules = summary
            .strip_prefix(kind)
            .map_or(summary.as_str(), |r| r.trim_start_matches(" · "));
        v.text = match (rules.is_empty(), spec.text.is_empty()) {
            (true, _) => spec.text.clone(),
            (false, true) => rules.to_string(),
            (false, false) => format!("{rules} — {}", spec.text),
        };
        if spec.strength > 0 {
            v.corners.push(spec.strength.to_string());
        }
        if spec.role.attacks() {
            v.corners.push(bands_text(spec.ranges));
        }
        v
    }

    fn pile(&self, id: String, name: &str, owner: Seat, cards: &[CardId], open: bool) -> ZoneView {
        ZoneView {
            name: name.into(),
            owner: Some(owner),
            layout: ZoneLayout::Pile,
            // The top card: face up on an open pile, its back on a closed one.
            cards: cards
                .last()
                .map(|&c| {
                    if open {
                        self.card_view(c)
                    } else {
                        CardView::back(format!("{id}-top"))
                    }
                })
                .into_iter()
                .collect(),
            count: cards.len(),
            id,
        }
    }

    fn status(&self) -> String {
        if let Some(o) = self.outcome {
            return match o.winner() {
                Some(w) => format!("Game over: {} wins ({})", seat_label(w), o.end),
                None if o.winners.is_empty() => format!("Game over: a draw ({})", o.end),
                None => format!(
                    "Game over: {} share the win ({})",
                    and_list(o.winners.seats().map(seat_label)),
                    o.end
                ),
            };
        }
        let who = seat_label(self.active);
        match self.phase {
            Phase::Defence => format!(
                "Round {}, {who}'s turn: {} answers the attacks on it",
                self.round,
                self.defender.map_or_else(String::new, seat_label)
            ),
            Phase::Draw => format!(
                "Round {}, {who}'s turn: over the hand limit of {}, discard",
                self.round, self.variants.hand_limit
            ),
            ph => format!("Round {}, {who}'s turn: {} phase", self.round, ph.name()),
        }
    }
}

/// "Player 1" without the colour words, for the compact range trackers.
fn short(s: Seat) -> String {
    format!("Player {}", u32::from(s) + 1)
}
impl Devastators {
    /// The table as `viewer` sees it.
    pub(super) fn projection(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.round);
        let now = self.outcome.is_none().then_some(self.phase);
        p.phases = Phase::ALL
            .iter()
            .map(|&ph| PhaseView {
                name: ph.name().into(),
                current: now == Some(ph),
                about: ph.about(&self.variants).into_owned(),
            })
            .collect();
        let to_move = self.to_move();
        for s in 0..self.players() {
            let ship = self.ship(s);
            let mut facts = vec![
                count(ship.alive(), "card left", "cards left"),
                count(ship.hand.len(), "card in hand", "cards in hand"),
                count(ship.destroyed.len(), "card destroyed", "cards destroyed"),
            ];
            if s == self.first {
                facts.push("Went first".into());
            }
            if ship.out {
                facts.push("Destroyed: out of the game".into());
            }
            p.seats.push(SeatView {
                name: short(s),
                facts,
                to_act: to_move == Some(s),
                out: ship.out,
            });
        }
        let attacks: Vec<CardView> = self
            .attacks
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let spec = self.data.card(a.source.card());
                let mut v = CardView::named(attack_key(i), spec.name.clone());
                v.target = Some(attack_key(i));
                v.kind = format!(
                    "{} → {}",
                    match a.source {
                        Source::Weapon(_) => self.data.kind_name(spec),
                        Source::Craft(_) => "Craft attack",
                    },
                    self.target_words(a.target, a.craft)
                );
                let evaded = a
                    .defences
                    .iter()
                    .any(|&c| self.data.card(c).role == Role::Drive);
                v.text = if a.stopped && evaded {
                    "Evaded".into()
                } else if a.stopped {
                    "Stopped by point defence".into()
                } else if a.craft.is_some() {
                    format!(
                        "{} damage: any destroys the craft{}",
                        self.attack_damage(a),
                        if a.shielded > 0 {
                            format!(" ({} stopped by shields)", a.shielded)
                        } else {
                            String::new()
                        }
                    )
                } else {
                    format!(
                        "{} damage{}",
                        self.attack_damage(a),
                        if a.shielded > 0 {
                            format!(" ({} stopped by shields)", a.shielded)
                        } else {
                            String::new()
                        }
                    )
                };
                v.corners.push(self.attack_damage(a).to_string());
                v.attached = a.defences.iter().map(|&c| self.card_view(c)).collect();
                for d in &mut v.attached {
                    d.target = None;
                }
                v
            })
            .collect();
        p.zones.push(ZoneView {
            id: "attacks".into(),
            name: "Attacks this turn".into(),
            owner: None,
            layout: ZoneLayout::Row,
            count: attacks.len(),
            cards: attacks,
        });
        for s in 0..self.players() {
            let ship = self.ship(s);
            p.zones
                .push(self.pile(format!("system-{s}"), "System deck", s, &ship.system, false));
            let sees = viewer == Some(s);
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: if sees {
                    ship.hand.iter().map(|&c| self.card_view(c)).collect()
                } else {
                    Vec::new()
                },
                count: ship.hand.len(),
            });
            p.zones.push(ZoneView {
                id: format!("space-{s}"),
                name: "Launched craft".into(),
                owner: Some(s),
                layout: ZoneLayout::Row,
                cards: ship
                    .craft
                    .iter()
                    .map(|k| {
                        let mut v = self.card_view(k.card);
                        v.tapped = k.attacked;
                        v
                    })
                    .collect(),
                count: ship.craft.len(),
            });
            p.zones
                .push(self.pile(format!("reuse-{s}"), "Reuse pile", s, &ship.reuse, true));
            p.zones.push(self.pile(
                format!("destroyed-{s}"),
                "Destroyed pile",
                s,
                &ship.destroyed,
                true,
            ));
        }
        let mut rows = Vec::new();
        for a in 0..self.players() {
            for b in a + 1..self.players() {
                let band = self.band(a, b).name().to_string();
                p.trackers.push(TrackerView {
                    name: format!("Range {} ↔ Player {}", short(a), u32::from(b) + 1),
                    owner: None,
                    value: band.clone(),
                });
                rows.push(vec![seat_label(a), seat_label(b), band]);
            }
        }
        p.panels.push(Panel {
            title: "Ranges".into(),
            columns: vec!["Ship".into(), "Ship".into(), "Range".into()],
            rows,
            note: "Every pair of ships has its own range band: Short, Medium or Long.".into(),
        });
        p.panels.extend(notes_panel(&self.data.notes));
        p.dice = self
            .last_roll
            .iter()
            .map(|f| DieView {
                face: f.to_string(),
                colour: String::new(),
            })
            .collect();
        p
    }
}
