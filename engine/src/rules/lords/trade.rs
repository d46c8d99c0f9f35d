//! Trading, kept simple and finite: in its playing turn each player may make one offer to one
//! other player (hand cards, a prisoner release and a promise, for cards of the other's
//! choice, a prisoner release and a promise), which the other accepts or declines. The answering
//! player is the one to act, so a hot-seat table passes the screen. Promises are logged, never
//! enforced.

use super::state::{CardId, Lords, Move, OFFER_CARDS, Offer, Step, Where};
use crate::rules::{Seat, seat_label};

impl Lords {
    /// "A captured Devil ... can only trade with its captor".
    pub fn may_trade(&self, s: Seat, t: Seat) -> bool {
        if s == t {
            return false;
        }
        let free = |a: Seat, b: Seat| match self.realm(a).at {
            Where::Captive(c) => c == b,
            _ => true,
        };
        free(s, t) && free(t, s)
    }

    pub(super) fn open_offer(&mut self, s: Seat, t: Seat) {
        self.realm_mut(s).offered = true;
        self.offer = Some(Offer {
            from: s,
            to: t,
            ..Offer::default()
        });
        self.step = Step::Offer;
    }

    pub(super) fn offer_moves(&self, out: &mut Vec<Move>) {
        let Some(o) = &self.offer else {
            out.push(Move::Cancel);
            return;
        };
        if o.give.len() < OFFER_CARDS {
            let left: Vec<CardId> = self
                .realm(o.from)
                .hand
                .iter()
                .copied()
                .filter(|c| !o.give.contains(c))
                .collect();
            out.extend(self.distinct(&left).into_iter().map(Move::Give));
        }
        if o.release.is_none() && o.prisoner.is_none() {
            let held = self.prisoners(o.from);
            out.extend(held.iter().copied().map(Move::GiveRelease));
            if self.realm(o.to).fortress.is_some() {
                out.extend(
                    held.into_iter()
                        .filter(|&p| p != o.to)
                        .map(Move::GivePrisoner),
                );
            }
        }
        let promises = self.data.promises.len().min(32) as u8;
        if o.promise.is_none() {
            out.extend((0..promises).map(Move::GivePromise));
        }
        if o.ask_cards == 0 {
            let most = self.realm(o.to).hand.len().min(OFFER_CARDS) as u8;
            out.extend((1..=most).map(Move::AskCards));
        }
        if o.ask_release.is_none() {
            out.extend(self.prisoners(o.to).into_iter().map(Move::AskRelease));
        }
        if o.ask_promise.is_none() {
            out.extend((0..promises).map(Move::AskPromise));
        }
        if o.gives_something() || o.asks_something() {
            out.push(Move::Send);
        }
        out.push(Move::Cancel);
    }

    /// An offer in words: "Hellhounds and the promise “…” for 2 cards of their choice".
    pub fn offer_words(&self, o: &Offer) -> String {
        let mut give: Vec<String> = o
            .give
            .iter()
            .map(|&c| self.card_name(c).to_string())
            .collect();
        if let Some(p) = o.release {
            give.push(format!("the release of {}", self.devil_name(p)));
        }
        if let Some(p) = o.prisoner {
            give.push(format!("the prisoner {}", self.devil_name(p)));
        }
        if let Some(i) = o.promise {
            give.push(format!("the promise “{}”", self.promise(i)));
        }
        let mut ask: Vec<String> = Vec::new();
        if o.ask_cards > 0 {
            ask.push(format!(
                "{} card{} of their choice",
                o.ask_cards,
                if o.ask_cards == 1 { "" } else { "s" }
            ));
        }
        if let Some(p) = o.ask_release {
            ask.push(format!("the release of {}", self.devil_name(p)));
        }
        if let Some(i) = o.ask_promise {
            ask.push(format!("their promise “{}”", self.promise(i)));
        }
        let give = if give.is_empty() {
            "nothing".to_string()
        } else {
            give.join(", ")
        };
        let ask = if ask.is_empty() {
            "nothing".to_string()
        } else {
            ask.join(", ")
        };
        format!("{give} for {ask}")
    }

    pub fn promise(&self, i: u8) -> &str {
        self.data
            .promises
            .get(usize::from(i))
            .map_or("", String::as_str)
    }

    fn back_to_playing(&mut self) {
        let from = self.offer.take().map_or(self.actor, |o| o.from);
        self.owed = 0;
        self.actor = from;
        self.step = Step::Playing;
    }

    pub(super) fn trade(&mut self, s: Seat, mv: Move) {
        match (self.step, mv) {
            (Step::Offer, Move::Cancel) => {
                self.say(Some(s), |_| {
                    format!("{} withdraws its trade offer", seat_label(s))
                });
                self.back_to_playing();
            }
            (Step::Offer, Move::Send) => {
                let Some(o) = self.offer.clone() else {
                    self.back_to_playing();
                    return;
                };
                self.say(Some(s), |g| {
                    format!(
                        "{} offers {}: {}",
                        seat_label(s),
                        seat_label(o.to),
                        g.offer_words(&o)
                    )
                });
                self.step = Step::Answer;
                self.actor = o.to;
            }
            (Step::Offer, m) => {
                if let Some(o) = self.offer.as_mut() {
                    match m {
                        Move::Give(c) => o.give.push(c),
                        Move::GiveRelease(p) => o.release = Some(p),
                        Move::GivePrisoner(p) => o.prisoner = Some(p),
                        Move::GivePromise(i) => o.promise = Some(i),
                        Move::AskCards(n) => o.ask_cards = n,
                        Move::AskRelease(p) => o.ask_release = Some(p),
                        Move::AskPromise(i) => o.ask_promise = Some(i),
                        _ => {}
                    }
                }
            }
            (Step::Answer, Move::Decline) => {
                self.say(Some(s), |_| format!("{} declines the offer", seat_label(s)));
                self.back_to_playing();
            }
            (Step::Answer, _) => {
                let Some(o) = self.offer.clone() else {
                    self.back_to_playing();
                    return;
                };
                self.say(Some(s), |_| format!("{} accepts the offer", seat_label(s)));
                for &c in &o.give {
                    if self.take_card(o.from, c) {
                        self.realm_mut(o.to).hand.push(c);
                    }
                }
                for (p, captor) in [(o.release, o.from), (o.ask_release, o.to)] {
                    if let Some(p) = p
                        && self.realm(p).at == Where::Captive(captor)
                    {
                        self.realm_mut(p).at = Where::Home;
                        self.say(Some(captor), |g| {
                            format!("{} releases {}", seat_label(captor), g.devil_name(p))
                        });
                    }
                }
                if let Some(p) = o.prisoner
                    && self.realm(p).at == Where::Captive(o.from)
                    && self.realm(o.to).fortress.is_some()
                {
                    self.realm_mut(p).at = Where::Captive(o.to);
                    self.say(Some(o.from), |g| {
                        format!(
                            "{} hands the prisoner {} over to {}",
                            seat_label(o.from),
                            g.devil_name(p),
                            seat_label(o.to)
                        )
                    });
                }
                for (i, who) in [(o.promise, o.from), (o.ask_promise, o.to)] {
                    if let Some(i) = i {
                        self.say(Some(who), |g| {
                            format!(
                                "{} promises: “{}” (logged, not enforced)",
                                seat_label(who),
                                g.promise(i)
                            )
                        });
                    }
                }
                let n = usize::from(o.ask_cards).min(self.realm(o.to).hand.len());
                if n > 0 && self.realm(o.to).hand.len() <= n {
                    let all = std::mem::take(&mut self.realm_mut(o.to).hand);
                    self.say(Some(o.to), |_| {
                        format!(
                            "{} gives its whole hand ({n} cards) to {}",
                            seat_label(o.to),
                            seat_label(o.from)
                        )
                    });
                    self.realm_mut(o.from).hand.extend(all);
                } else if n > 0 {
                    self.owed = n as u8;
                    self.step = Step::Pay;
                    self.actor = o.to;
                    return;
                }
                self.back_to_playing();
            }
            (Step::Pay, Move::Pay(c)) => {
                let Some(o) = self.offer.clone() else {
                    self.back_to_playing();
                    return;
                };
                self.take_card(s, c);
                self.realm_mut(o.from).hand.push(c);
                self.say(Some(s), |_| {
                    format!("{} gives a card to {}", seat_label(s), seat_label(o.from))
                });
                self.owed = self.owed.saturating_sub(1);
                if self.owed == 0 {
                    self.back_to_playing();
                }
            }
            _ => self.back_to_playing(),
        }
    }
}
