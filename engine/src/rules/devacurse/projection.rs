//! What the one table screen draws of Devacurse ([`Projection`]): the status line, the spiral's
//! step bar, the two Devas with their Faith and blessings, the order marker, the combat under
//! way, and each Deva's universe deck, hand, temple zone (prayers and locations), soldier and
//! hero lines, cenotaph and black hole, with the last roll. Hidden information is decided here:
//! a hand and the closed prayers show their faces only to their owner. The keys that name cards
//! on the screen are made here too, and the move choices point at them.

use super::data::CardType;
use super::state::{CardId, Devacurse, Step, Unit};
use crate::rules::cards::notes_panel;
use crate::rules::{
    CardView, DieView, PhaseView, Projection, RuledGame, Seat, SeatView, TrackerView, ZoneLayout,
    ZoneView, seat_label,
};

pub(super) fn key(c: CardId) -> String {
    format!("card-{c}")
}

fn short(s: Seat) -> String {
    format!("Player {}", u32::from(s) + 1)
}

impl Devacurse {
    fn card_view(&self, c: CardId) -> CardView {
        let spec = self.spec(c);
        let mut v = CardView::named(key(c), spec.name.clone());
        v.target = Some(key(c));
        v.kind = spec.type_line();
        let summary = spec.summary();
        v.text = if spec.text.is_empty() {
            summary
        } else {
            format!("{summary} — {}", spec.text)
        };
        v
    }

    fn unit_view(&self, u: &Unit) -> CardView {
        let mut v = self.card_view(u.card);
        let hero = self.spec(u.card).kind == CardType::Hero;
        v.tapped = u.depleted;
        v.corners = if hero {
            vec![
                format!("AT {}", self.at(u.card)),
                format!("AP {}/{}", self.left(u.card), self.guard(u.card)),
                format!("Level {}", u.level),
            ]
        } else {
            vec![
                format!("AT {}", self.at(u.card)),
                format!("DF {}", self.guard(u.card)),
            ]
        };
        if u.damage > 0 && !hero {
            v.corners.push(format!("{} damage", u.damage));
        }
        if u.depleted {
            v.corners.push("depleted".into());
        }
        v.attached = u
            .equipment
            .iter()
            .map(|&e| {
                let mut a = self.card_view(e);
                a.target = None;
                a
            })
            .collect();
        v
    }

    fn status(&self) -> String {
        if let Some(o) = self.outcome() {
            return match o.winner() {
                Some(w) => format!("Game over: {} wins ({})", seat_label(w), o.end),
                None => format!("Game over: a draw ({})", o.end),
            };
        }
        let who = seat_label(self.actor);
        let what = match self.step {
            Step::Attack if self.combat.heroes => "hero combat: attack",
            Step::Attack => "soldier combat: attack",
            Step::Block => "soldier combat: block",
            Step::Guard => "hero combat: block",
            s => s.name(),
        };
        format!("Spiral {}: {what} — {who} to act", self.spiral)
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see of the table.
    pub(super) fn projection(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.spiral);
        let now = self.outcome.is_none().then_some(self.loop_step());
        let bar = [
            (
                "Prayers",
                vec![Step::Prayer],
                "Part 1 (a placeholder): set cards from the hand as closed prayers (as many as the rule numbers say).",
            ),
            (
                "Soldier calling",
                vec![Step::Calling],
                "Deplete prayers for blessings, call soldiers from the hand or prompt closed prayers, play events.",
            ),
            (
                "Hero setting",
                vec![Step::Heroes],
                "Call heroes with cenotaph cards (level 1), upgrade heroes, play events.",
            ),
            (
                "Soldier combat",
                if self.combat.heroes {
                    vec![]
                } else {
                    vec![Step::Attack, Step::Block, Step::Flash]
                },
                "Attackers deplete; the defender blocks; AT ≥ DF kills a soldier, a hero loses AP; unblocked attackers strike Faith.",
            ),
            (
                "Hero combat",
                if self.combat.heroes {
                    vec![Step::Attack, Step::Guard, Step::Assign, Step::Flash]
                } else {
                    vec![]
                },
                "Heroes attack; the defender chooses blockers; the attacker sends each hero against one.",
            ),
            (
                "Refresh and end",
                vec![],
                "Soldiers heal; prompt heroes heal 1 AP; unspent blessings cost Faith; order passes.",
            ),
        ];
        p.phases = bar
            .iter()
            .map(|(name, steps, about)| PhaseView {
                name: (*name).into(),
                current: now.is_some_and(|s| steps.contains(&s)),
                about: (*about).into(),
            })
            .collect();
        let to_move = self.to_move();
        for s in 0..2u8 {
            let d = self.deva(s);
            let mut facts = vec![
                format!("{} Faith", d.faith),
                format!(
                    "{} blessing{} unspent",
                    d.blessings,
                    if d.blessings == 1 { "" } else { "s" }
                ),
                format!("{} in the universe deck", d.deck.len()),
            ];
            if s == self.order {
                facts.push("Has order".into());
            }
            p.seats.push(SeatView {
                name: short(s),
                facts,
                to_act: to_move == Some(s),
                out: false,
            });
            p.trackers.push(TrackerView {
                name: "Faith".into(),
                owner: Some(s),
                value: d.faith.to_string(),
            });
            p.trackers.push(TrackerView {
                name: "Blessings".into(),
                owner: Some(s),
                value: d.blessings.to_string(),
            });
        }
        p.trackers.push(TrackerView {
            name: "Order".into(),
            owner: None,
            value: seat_label(self.order),
        });
        // The combat under way, first: what attacks, and what blocks it.
        let mut fighting = Vec::new();
        for &a in &self.combat.attackers {
            if let Some((_, u, _)) = self.unit(a) {
                let mut v = self.unit_view(u);
                v.key = format!("combat-{a}");
                let blockers: Vec<String> = if self.combat.heroes {
                    self.combat
                        .assigned
                        .iter()
                        .filter(|(h, _)| *h == a)
                        .map(|(_, b)| self.card_name(*b).to_string())
                        .collect()
                } else {
                    self.combat
                        .blocks
                        .iter()
                        .filter(|(_, x)| *x == a)
                        .map(|(b, _)| self.card_name(*b).to_string())
                        .collect()
                };
                v.text = if blockers.is_empty() {
                    "Unblocked so far".into()
                } else {
                    format!("Blocked by {}", blockers.join(", "))
                };
                v.attached = Vec::new();
                fighting.push(v);
            }
        }
        p.zones.push(ZoneView {
            id: "combat".into(),
            name: if self.combat.heroes {
                "Hero combat".into()
            } else {
                "Soldier combat".into()
            },
            owner: None,
            layout: ZoneLayout::Row,
            count: fighting.len(),
            cards: fighting,
        });
        for s in 0..2u8 {
            let d = self.deva(s);
            let sees = viewer == Some(s);
            p.zones.push(ZoneView {
                id: format!("deck-{s}"),
                name: "Universe deck".into(),
                owner: Some(s),
                layout: ZoneLayout::Pile,
                cards: (!d.deck.is_empty())
                    .then(|| CardView::back(format!("deck-{s}-top")))
                    .into_iter()
                    .collect(),
                count: d.deck.len(),
            });
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: if sees {
                    d.hand.iter().map(|&c| self.card_view(c)).collect()
                } else {
                    Vec::new()
                },
                count: d.hand.len(),
            });
            let mut temple: Vec<CardView> = d
                .prayers
                .iter()
                .enumerate()
                .map(|(i, pr)| {
                    // Closed prayers are face down: their owner knows them.
                    let mut v = if sees {
                        let mut v = self.card_view(pr.card);
                        v.kind = format!("Closed prayer · {}", v.kind);
                        v
                    } else {
                        CardView::back(format!("prayer-{s}-{i}"))
                    };
                    v.tapped = pr.depleted;
                    v.corners.push(if pr.depleted {
                        "depleted".into()
                    } else {
                        "prompt".into()
                    });
                    v
                })
                .collect();
            temple.extend(d.locations.iter().map(|l| {
                let mut v = self.card_view(l.card);
                v.corners.push(format!(
                    "{} spiral{} left",
                    l.time,
                    if l.time == 1 { "" } else { "s" }
                ));
                v
            }));
            p.zones.push(ZoneView {
                id: format!("temple-{s}"),
                name: "Temple zone".into(),
                owner: Some(s),
                layout: ZoneLayout::Row,
                count: temple.len(),
                cards: temple,
            });
            for (id, name, units) in [
                ("soldiers", "Soldier line", &d.soldiers),
                ("heroes", "Hero line", &d.heroes),
            ] {
                p.zones.push(ZoneView {
                    id: format!("{id}-{s}"),
                    name: name.into(),
                    owner: Some(s),
                    layout: ZoneLayout::Row,
                    count: units.len(),
                    cards: units.iter().map(|u| self.unit_view(u)).collect(),
                });
            }
            for (id, name, pile) in [
                ("cenotaph", "Cenotaph", &d.cenotaph),
                ("black-hole", "Black hole", &d.black_hole),
            ] {
                p.zones.push(ZoneView {
                    id: format!("{id}-{s}"),
                    name: name.into(),
                    owner: Some(s),
                    layout: ZoneLayout::Pile,
                    cards: pile
                        .last()
                        .map(|&c| {
                            let mut v = self.card_view(c);
                            v.target = None;
                            v
                        })
                        .into_iter()
                        .collect(),
                    count: pile.len(),
                });
            }
        }
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
