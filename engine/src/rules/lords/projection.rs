//! What the one table screen draws of Lords of Hell ([`Projection`]): the status line, the phase
//! bar, the seats with their victory points and Souls, the resource deck and discard pile, each
//! Realm's tabled cards, the hands, the promises, and panels for the combat under way (sides,
//! sizes, ratio row and defence points), a trade offer, the election, the posts, the draw by
//! Realm size and the open discard pile, with the last roll. Hidden information is decided
//! here: a hand shows its cards only to its owner. The keys that name cards, Devils and promises
//! on the screen are made here too, and the move choices point at them.

use super::data::{DP_COLUMNS, Ratio, conditions_words};
use super::state::{CardId, Lords, Phase, Step, Where};
use crate::rules::cards::notes_panel;
use crate::rules::counted as plural;
use crate::rules::{
    CardView, DieView, Panel, PhaseView, Projection, RuledGame, Seat, SeatView, TrackerView,
    ZoneLayout, ZoneView, and_list, seat_label,
};

pub(super) fn key(c: CardId) -> String {
    format!("card-{c}")
}

pub(super) fn devil_key(s: Seat) -> String {
    format!("devil-{s}")
}

pub(super) fn promise_key(i: u8) -> String {
    format!("promise-{i}")
}

pub(super) fn short(s: Seat) -> String {
    format!("Player {}", u32::from(s) + 1)
}

impl Lords {
    fn card_view(&self, c: CardId) -> CardView {
        let spec = self.data.card(c);
        let mut v = CardView::named(key(c), spec.name.clone());
        v.target = Some(key(c));
        v.kind = spec.kind().name().to_string();
        let summary = spec.summary();
        v.text = if spec.text.is_empty() {
            summary
        } else {
            format!("{summary} — {}", spec.text)
        };
        v
    }

    /// Cards in order, each kind (its line of the list, and `state`) once with its copies:
    /// `(first copy, copies)`.
    fn grouped<K: PartialEq>(
        &self,
        cards: &[CardId],
        state: impl Fn(CardId) -> K,
    ) -> Vec<(CardId, usize)> {
        let mut out: Vec<(usize, K, CardId, usize)> = Vec::new();
        for &c in cards {
            let row = self.data.card(c).row;
            let k = state(c);
            match out.iter_mut().find(|(r, x, _, _)| *r == row && *x == k) {
                Some(e) => e.3 += 1,
                None => out.push((row, k, c, 1)),
            }
        }
        out.into_iter().map(|(_, _, c, n)| (c, n)).collect()
    }

    fn where_words(&self, s: Seat) -> String {
        match self.realm(s).at {
            Where::Home => "at home".into(),
            Where::Earth => "on Earth".into(),
            Where::Fled => "fled until the end of the turn".into(),
            Where::Captive(c) => format!("prisoner of {}", short(c)),
            Where::Aside => "put aside in combat".into(),
        }
    }

    fn devil_view(&self, s: Seat) -> CardView {
        let d = self.devil(s);
        let mut v = CardView::named(devil_key(s), d.name.clone());
        v.target = Some(devil_key(s));
        v.kind = "Arch-devil".into();
        v.text = if d.text.is_empty() {
            d.summary()
        } else {
            format!("{} — {}", d.summary(), d.text)
        };
        v.corners = vec![self.where_words(s)];
        v
    }

    fn what(&self) -> String {
        match self.step {
            Step::Redraw => "redraw a hand with no fortress?".into(),
            Step::Playing => "playing phase".into(),
            Step::Offer => "making a trade offer".into(),
            // The terms where the answer is asked for, not only in the offers' panel.
            Step::Answer => match &self.offer {
                Some(o) => format!(
                    "answering {}'s offer: {}",
                    seat_label(o.from),
                    self.offer_words(o)
                ),
                None => "answering a trade offer".into(),
            },
            Step::Pay => match self.dues.first() {
                Some(d) if d.pledge.is_some() => format!(
                    "keeping a promise: give {} to {}, or break it",
                    plural(d.cards, "card", "cards"),
                    seat_label(d.payee)
                ),
                Some(d) => format!(
                    "giving {} to {} for an accepted offer",
                    plural(d.cards, "card", "cards"),
                    seat_label(d.payee)
                ),
                None => "giving cards".into(),
            },
            Step::Announce => "pass or announce an attack".into(),
            Step::Bargain => match self.announced {
                Some((a, _)) => format!(
                    "{} announces an attack: bargain or let it stand",
                    seat_label(a)
                ),
                None => "an announced attack".into(),
            },
            Step::Confirm => {
                "after the bargain: attack as announced, change the target or pass".into()
            }
            Step::Muster => "mustering an army".into(),
            Step::Organize | Step::NoCombat => {
                let round = self.combat().map_or(1, |c| c.round);
                format!("combat round {round}, organization")
            }
            Step::Spoils => "the fortress's fate".into(),
            Step::SpoilRituals => "the rituals' fate".into(),
            Step::Handover => "prisoners' handover".into(),
            Step::Rituals => "handling rituals".into(),
            Step::Gather => "soul roll: keep or reroll".into(),
            Step::Elect => "objections and proclaiming".into(),
            Step::Prevent => "the defender flees: stop it with Recall?".into(),
            Step::Won => {
                "the defender has no units nor Souls left: end in victory or continue to the next round"
                    .into()
            }
            Step::Hits => {
                let round = self.combat().map_or(1, |c| c.round);
                let left = self.combat().map_or(0, |c| c.hits.len());
                format!(
                    "combat round {round}, hits: choose the unit this hit falls on ({} to assign)",
                    plural(left as u32, "hit", "hits")
                )
            }
        }
    }

    fn status(&self) -> String {
        if let Some(o) = self.outcome {
            return match o.winner() {
                Some(w) => format!("Game over: {} wins ({})", seat_label(w), o.end),
                None if o.winners.is_empty() => format!("Game over: no winner ({})", o.end),
                None => format!(
                    "Game over: {} share the win ({})",
                    and_list(o.winners.seats().map(seat_label)),
                    o.end
                ),
            };
        }
        format!(
            "Turn {}, {}: {} — {} to act",
            self.turn.max(1),
            self.phase.name(),
            self.what(),
            seat_label(self.actor)
        )
    }

    fn combat_panel(&self, c: &super::state::Combat) -> Panel {
        let mut rows: Vec<Vec<String>> = c
            .armies
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut units: Vec<String> = Vec::new();
                if a.devil {
                    units.push(self.devil_name(a.owner).to_string());
                }
                units.extend(a.hordes.iter().map(|&h| self.card_name(h).to_string()));
                if a.souls > 0 {
                    units.push(plural(a.souls, "Soul", "Souls"));
                }
                if i == 1 && c.fortress_up {
                    units.push("fortress".into());
                }
                let role = match i {
                    0 => "Main attacker",
                    1 => "Defender",
                    _ if a.attacking => "Joined the attackers",
                    _ => "Joined the defenders",
                };
                vec![
                    format!("{} ({})", short(a.owner), self.devil_name(a.owner)),
                    role.into(),
                    self.army_size(a).to_string(),
                    if units.is_empty() {
                        "nothing left".into()
                    } else {
                        units.join(", ")
                    },
                ]
            })
            .collect();
        for &(card, r, k) in &c.cards {
            let cc = &self.data.combat[usize::from(card)];
            let h = cc.cells[usize::from(r)][usize::from(k)];
            rows.push(vec![
                format!("Card: {}", cc.name),
                format!("row {}", Ratio::ALL[usize::from(r)].name()),
                format!(
                    "column {}",
                    if usize::from(k) + 1 == DP_COLUMNS {
                        format!("{k}+")
                    } else {
                        k.to_string()
                    }
                ),
                format!(
                    "{} hits on the defenders, {} on the attackers",
                    h.defender, h.attacker
                ),
            ]);
        }
        let (a, d) = (self.side_size(true), self.side_size(false));
        Panel {
            title: format!(
                "Combat: {} attacks {}, round {} of 3",
                short(c.attacker),
                short(c.defender),
                c.round
            ),
            columns: vec!["Army".into(), "Side".into(), "Size".into(), "Units".into()],
            rows,
            note: format!(
                "Size {a} against {d} (row {}), {} defence points{}; {} combat cards a round at most.",
                Ratio::of(a, d).name(),
                self.defence_points(),
                if c.negated { " (negated)" } else { "" },
                1 + a / 5 + d / 5
            ),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see of the table.
    pub(super) fn projection(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.turn);
        let now = self.outcome.is_none().then_some(self.phase);
        p.phases = Phase::ALL
            .iter()
            .map(|ph| PhaseView {
                name: ph.name().into(),
                current: now == Some(*ph),
                about: ph.about().into(),
            })
            .collect();
        let to_move = self.to_move();
        for s in 0..self.players() {
            let r = self.realm(s);
            let mut facts = vec![
                self.devil_name(s).to_string(),
                plural(r.vp, "victory point", "victory points"),
                plural(r.souls, "Soul", "Souls"),
                format!("Realm size {}", self.realm_size(s)),
                plural(r.hand.len() as u64, "card in hand", "cards in hand"),
                format!("Devil {}", self.where_words(s)),
            ];
            let posts: Vec<&str> = self
                .posts
                .iter()
                .zip(&self.data.posts)
                .filter(|(post, _)| post.holder == Some(s))
                .map(|(_, spec)| spec.name.as_str())
                .collect();
            if !posts.is_empty() {
                facts.push(format!("Posts: {}", posts.join(", ")));
            }
            let prisoners: Vec<&str> = self
                .prisoners(s)
                .into_iter()
                .map(|x| self.devil_name(x))
                .collect();
            if !prisoners.is_empty() {
                facts.push(format!("Prisoners: {}", prisoners.join(", ")));
            }
            if s == self.starter {
                facts.push("Starter".into());
            }
            if r.candidate || r.vp >= super::state::PROCLAIMED_VP {
                facts.push("Proclaimed".into());
            }
            if r.defeated {
                facts.push("Attacker defeat this turn".into());
            }
            if self.outcome.is_some() && self.overlord == Some(s) {
                facts.push("The new Overlord".into());
            }
            p.seats.push(SeatView {
                name: format!("{} ({})", short(s), self.devil_name(s)),
                facts,
                to_act: to_move == Some(s),
                out: false,
            });
            p.trackers.push(TrackerView {
                name: "Victory points".into(),
                owner: Some(s),
                value: r.vp.to_string(),
            });
            p.trackers.push(TrackerView {
                name: "Souls".into(),
                owner: Some(s),
                value: r.souls.to_string(),
            });
        }
        p.trackers.push(TrackerView {
            name: "Starter".into(),
            owner: None,
            value: seat_label(self.starter),
        });
        p.zones.push(ZoneView {
            id: "deck".into(),
            name: "Resource deck".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: (!self.deck.is_empty())
                .then(|| CardView::back("deck-top"))
                .into_iter()
                .collect(),
            count: self.deck.len(),
        });
        p.zones.push(ZoneView {
            id: "discard".into(),
            name: "Discard pile".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: self
                .discard
                .last()
                .map(|&c| {
                    let mut v = self.card_view(c);
                    v.target = None;
                    v
                })
                .into_iter()
                .collect(),
            count: self.discard.len(),
        });
        let in_combat = |c: CardId| -> Option<String> {
            let b = self.combat()?;
            b.armies.iter().find(|a| a.hordes.contains(&c)).map(|a| {
                if a.attacking {
                    "attacking".into()
                } else {
                    "defending".into()
                }
            })
        };
        for s in 0..self.players() {
            let r = self.realm(s);
            let mut realm = vec![self.devil_view(s)];
            if let Some(f) = r.fortress {
                let mut v = self.card_view(f);
                if self
                    .combat()
                    .is_some_and(|c| c.defender == s && !c.fortress_up)
                {
                    v.corners.push("turned aside".into());
                }
                realm.push(v);
            }
            // Copies in the same state are one card with how many: the first copy is the one
            // every choice names (as the rules pick copies, see `Lords::distinct`).
            let hordes = self.grouped(&r.hordes, |h| {
                (
                    r.earth.contains(&h),
                    in_combat(h),
                    r.moved.contains(&Some(h)),
                )
            });
            for (h, n) in hordes {
                let mut v = self.card_view(h);
                v.corners.push(format!("size {}", self.data.card(h).size));
                if r.earth.contains(&h) {
                    v.corners.push("on Earth".into());
                }
                if let Some(side) = in_combat(h) {
                    v.corners.push(side);
                }
                if n > 1 {
                    v.corners.insert(0, format!("×{n}"));
                }
                realm.push(v);
            }
            let others = self.grouped(&r.artifacts, |_| ());
            let rituals = self.grouped(&r.rituals, |_| ());
            for (c, n) in others.into_iter().chain(rituals) {
                let mut v = self.card_view(c);
                if n > 1 {
                    v.corners.insert(0, format!("×{n}"));
                }
                realm.push(v);
            }
            p.zones.push(ZoneView {
                id: format!("realm-{s}"),
                name: "Realm".into(),
                owner: Some(s),
                layout: ZoneLayout::Row,
                // The cards shown (copies counted once): the screen shows a count beyond them
                // as hidden cards.
                count: realm.len(),
                cards: realm,
            });
        }
        // Every hand after every realm: the hidden hands sit side by side.
        for s in 0..self.players() {
            let r = self.realm(s);
            let offered: Vec<CardId> = self
                .offer
                .as_ref()
                .map(|o| {
                    if o.from == s {
                        o.give.cards.clone()
                    } else if o.to == s {
                        o.take.cards.clone()
                    } else {
                        Vec::new()
                    }
                })
                .unwrap_or_default();
            // A hand shown for a broken promise of cards is seen by the one owed them.
            let shown = viewer.is_some_and(|v| r.shown & (1 << v) != 0);
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: if viewer == Some(s) || shown {
                    r.hand
                        .iter()
                        .map(|&c| {
                            let mut v = self.card_view(c);
                            if offered.contains(&c) {
                                v.corners.push("offered".into());
                            }
                            v
                        })
                        .collect()
                } else {
                    Vec::new()
                },
                count: r.hand.len(),
            });
        }
        if self.step == Step::Offer {
            // The promises a trade may carry, to pick for either side of the offer.
            let cards: Vec<CardView> = self
                .data
                .promises
                .iter()
                .enumerate()
                .map(|(i, spec)| {
                    let mut v = CardView::named(promise_key(i as u8), spec.text.clone());
                    v.target = Some(promise_key(i as u8));
                    v.kind = "Promise".into();
                    v.text = format!(
                        "Recorded on the table; marked kept or broken {}.",
                        spec.kind.moment()
                    );
                    v
                })
                .collect();
            p.zones.push(ZoneView {
                id: "promises".into(),
                name: "Promises".into(),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
        }
        if let Some(c) = self.combat() {
            p.panels.push(self.combat_panel(c));
        }
        if let Some(o) = &self.offer {
            p.panels.push(Panel {
                title: "Trade offer".into(),
                columns: vec!["From".into(), "To".into(), "Offer".into()],
                rows: vec![vec![short(o.from), short(o.to), self.offer_words(o)]],
                note: format!(
                    "The answering player accepts, declines or counters ({} of {} counter-offers made); {}",
                    o.counters,
                    super::trade::COUNTERS,
                    if o.window.tabled() {
                        "in the playing phase tabled cards and prisoners may change hands too."
                    } else {
                        "outside the playing phase only hand cards, promises and releases."
                    }
                ),
            });
        }
        if !self.pledges.is_empty() {
            p.panels.push(Panel {
                title: "Promises".into(),
                columns: vec![
                    "By".into(),
                    "To".into(),
                    "Promise".into(),
                    "Turn".into(),
                    "Checked".into(),
                    "Fate".into(),
                ],
                rows: self
                    .pledges
                    .iter()
                    .map(|pl| {
                        vec![
                            short(pl.by),
                            short(pl.to),
                            self.promise(pl.promise).to_string(),
                            pl.turn.to_string(),
                            self.kind_of(pl).moment().to_string(),
                            pl.fate.name().to_string(),
                        ]
                    })
                    .collect(),
                note: "Every promise made in a trade, shown to every seat; the table marks each when its moment comes and never forces one. Placeholder promises: edit the “Promises” table.".into(),
            });
        }
        if matches!(self.phase, Phase::Election) {
            let rows = (0..self.players())
                .filter(|&t| self.is_candidate(t))
                .map(|t| {
                    vec![
                        format!("{} ({})", short(t), self.devil_name(t)),
                        self.realm(t).vp.to_string(),
                        self.election_posts(t).to_string(),
                        self.objections(t).to_string(),
                    ]
                })
                .collect();
            p.panels.push(Panel {
                title: "Election".into(),
                columns: vec!["Candidate".into(), "VP".into(), "Posts".into(), "Objections".into()],
                rows,
                note: format!(
                    "{}Objected by half of the other Devils in the gathering: not a possible Overlord (placeholder). Most posts, then most VP; a tie elects no one. 9+ VP alone also wins.",
                    if (0..self.players()).any(|t| self.is_candidate(t)) {
                        ""
                    } else {
                        "No Devil is proclaimed this turn (6+ VP, or proclaimed last turn). "
                    }
                ),
            });
        }
        p.panels.push(Panel {
            title: "Posts".into(),
            columns: vec![
                "Post".into(),
                "Held by".into(),
                "To achieve".into(),
                "To keep".into(),
            ],
            rows: self
                .posts
                .iter()
                .zip(&self.data.posts)
                .map(|(post, spec)| {
                    vec![
                        spec.name.clone(),
                        post.holder.map_or("—".into(), |h| {
                            format!(
                                "{} ({})",
                                short(h),
                                if post.stable { "stable" } else { "unstable" }
                            )
                        }),
                        conditions_words(&spec.achieve),
                        conditions_words(&spec.keep),
                    ]
                })
                .collect(),
            note: "Placeholder requirements: edit the “Posts” deck.".into(),
        });
        p.panels.push(Panel {
            title: "Draw by Realm size".into(),
            columns: vec!["Realm size".into(), "1-11".into(), "12-14".into(), "15-17".into(), "18-20".into(), "21+".into()],
            rows: vec![vec![
                "Cards drawn".into(),
                "to 15".into(),
                "4".into(),
                "3".into(),
                "2".into(),
                "1".into(),
            ]],
            note: "Tabled cards, posts and hand cards (and the Devil, by the default reading); the Devil's and artifacts' extra draws are added.".into(),
        });
        let mut discard: Vec<(String, usize)> = Vec::new();
        for &c in &self.discard {
            let n = self.card_name(c);
            match discard.iter_mut().find(|(x, _)| x == n) {
                Some(e) => e.1 += 1,
                None => discard.push((n.to_string(), 1)),
            }
        }
        if !discard.is_empty() {
            crate::sort::sort(&mut discard);
            p.panels.push(Panel {
                title: "Discard pile (open to all)".into(),
                columns: vec!["Card".into(), "Copies".into()],
                rows: discard
                    .into_iter()
                    .map(|(n, k)| vec![n, k.to_string()])
                    .collect(),
                note: String::new(),
            });
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
