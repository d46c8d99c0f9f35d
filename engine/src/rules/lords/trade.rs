//! Trading and promises. Trading happens in the windows the text opens: the playing phase,
//! where "Devils can trade all cards, including tabled ones"; over an announced attack, where
//! the defender may bargain with the attacker, who then attacks, changes the target or passes;
//! and before each caster handles its rituals. Outside the playing phase the trade is limited
//! ("No tabled cards (including prisoners and Souls) can be moved, but players can trade hand
//! cards, make promises and release prisoners"); the bookkeeping phases have none.
//!
//! A negotiation is an offer the other side accepts, declines or counters (it edits the terms
//! and sends them back), with a bounded number of counters and one negotiation per pair per
//! window, so every game stays finite. The player to answer is the one to act, so a hot-seat
//! table passes the screen.
//!
//! A promise is recorded on the table with the moment its kind names; when the moment comes
//! the table marks it kept or broken and logs it. It never forces a promise: the maker keeps
//! or breaks it by what it does, except the Overlord's promise, which the text says is
//! fulfilled when the game ends.

use super::data::PromiseKind;
use super::state::{
    CardId, Due, Lords, Move, Offer, Pledge, PromiseFate, Step, Terms, Where, Window,
};
use crate::rules::{Seat, seat_label};

/// Counter-offers in one negotiation: an engine limit that keeps every game finite.
pub const COUNTERS: u8 = 2;

// One bit per part of the terms, set once per writing of them.
const OWN_CHOICE: u8 = 1;
const ASK_CHOICE: u8 = 2;
const OWN_RELEASE: u8 = 4;
const OWN_PRISONER: u8 = 8;
const OWN_PROMISE: u8 = 16;
const ASK_RELEASE: u8 = 32;
const ASK_PROMISE: u8 = 64;

impl Lords {
    /// "A captured Devil ... can only trade with its captor".
    pub fn may_trade(&self, s: Seat, t: Seat) -> bool {
        if s == t || usize::from(t) >= self.realms.len() {
            return false;
        }
        let free = |a: Seat, b: Seat| match self.realm(a).at {
            Where::Captive(c) => c == b,
            _ => true,
        };
        free(s, t) && free(t, s)
    }

    /// The promises made in trades, in the order made.
    pub fn pledges(&self) -> &[Pledge] {
        &self.pledges
    }

    /// The attack announced and not yet fought: (attacker, defender).
    pub fn announced(&self) -> Option<(Seat, Seat)> {
        self.announced
    }

    /// Cards of choice still to give, the first being given now.
    pub fn dues(&self) -> &[Due] {
        &self.dues
    }

    /// Whether `by` has a promise to `to` of this kind whose moment has not come.
    pub fn pending(&self, by: Seat, to: Seat, kind: PromiseKind) -> bool {
        self.pledges.iter().any(|p| {
            p.by == by && p.to == to && p.fate == PromiseFate::Pending && self.kind_of(p) == kind
        })
    }

    pub(super) fn kind_of(&self, p: &Pledge) -> PromiseKind {
        self.data
            .promises
            .get(usize::from(p.promise))
            .map_or(PromiseKind::Other, |x| x.kind)
    }

    pub(super) fn open_offer(&mut self, s: Seat, t: Seat, window: Window) {
        self.realm_mut(s).offered |= 1 << t;
        self.offer = Some(Offer {
            from: s,
            to: t,
            opener: s,
            window,
            ..Offer::default()
        });
        self.actor = s;
        self.step = Step::Offer;
    }

    /// The tabled cards `s` may trade in the playing phase: hordes, its fortress and
    /// artifacts ("When tabled, rituals cannot be stolen, traded or exchanged").
    pub fn tradeable_tabled(&self, s: Seat) -> Vec<CardId> {
        let r = self.realm(s);
        let mut out = self.distinct(&r.hordes);
        out.extend(r.fortress);
        out.extend(self.distinct(&r.artifacts));
        out
    }

    /// Named cards `s` may still put in `terms`: hand cards, and tabled ones when the window
    /// allows them.
    fn nameable(&self, s: Seat, terms: &Terms, window: Window) -> Vec<CardId> {
        let left: Vec<CardId> = self
            .realm(s)
            .hand
            .iter()
            .copied()
            .filter(|c| !terms.cards.contains(c))
            .collect();
        let mut out = self.distinct(&left);
        if window.tabled() {
            out.extend(
                self.tradeable_tabled(s)
                    .into_iter()
                    .filter(|c| !terms.cards.contains(c)),
            );
        }
        out
    }

    /// Hand cards not named in `terms`: the most a side may give of its own choice.
    fn spare_hand(&self, s: Seat, terms: &Terms) -> u8 {
        let named = terms
            .cards
            .iter()
            .filter(|c| self.realm(s).hand.contains(c))
            .count();
        (self.realm(s).hand.len().saturating_sub(named)).min(usize::from(u8::MAX)) as u8
    }

    pub(super) fn offer_moves(&self, out: &mut Vec<Move>) {
        let Some(o) = &self.offer else {
            out.push(Move::Cancel);
            return;
        };
        let (me, them) = (o.from, o.to);
        out.extend(
            self.nameable(me, &o.give, o.window)
                .into_iter()
                .map(Move::Give),
        );
        if o.window.tabled() {
            out.extend(
                self.tradeable_tabled(them)
                    .into_iter()
                    .filter(|c| !o.take.cards.contains(c))
                    .map(Move::AskFor),
            );
        }
        if o.set & OWN_CHOICE == 0 {
            let most = self.spare_hand(me, &o.give);
            out.extend(
                (0..=most)
                    .filter(|&n| n != o.give.choice)
                    .map(Move::GiveChoice),
            );
        }
        if o.set & ASK_CHOICE == 0 {
            let most = self.spare_hand(them, &o.take);
            out.extend(
                (0..=most)
                    .filter(|&n| n != o.take.choice)
                    .map(Move::AskCards),
            );
        }
        if o.give.release.is_none() && o.give.prisoner.is_none() {
            let held = self.prisoners(me);
            if o.set & OWN_RELEASE == 0 {
                out.extend(held.iter().copied().map(Move::GiveRelease));
            }
            // A prisoner is tabled: it moves only in the playing phase.
            if o.set & OWN_PRISONER == 0 && o.window.tabled() && self.realm(them).fortress.is_some()
            {
                out.extend(
                    held.into_iter()
                        .filter(|&p| p != them)
                        .map(Move::GivePrisoner),
                );
            }
        }
        let promises = self.data.promises.len().min(32) as u8;
        if o.set & OWN_PROMISE == 0 {
            out.extend(
                (0..promises)
                    .filter(|&i| o.give.promise != Some(i))
                    .map(Move::GivePromise),
            );
        }
        if o.set & ASK_RELEASE == 0 && o.take.release.is_none() {
            out.extend(self.prisoners(them).into_iter().map(Move::AskRelease));
        }
        if o.set & ASK_PROMISE == 0 {
            out.extend(
                (0..promises)
                    .filter(|&i| o.take.promise != Some(i))
                    .map(Move::AskPromise),
            );
        }
        if o.gives_something() || o.asks_something() {
            out.push(Move::Send);
        }
        out.push(Move::Cancel);
    }

    pub(super) fn answer_moves(&self, out: &mut Vec<Move>) {
        out.push(Move::Accept);
        // Bound by Forced Agreement or Drunken, the Devil can only accept.
        if self
            .offer
            .as_ref()
            .is_some_and(|o| self.bound(o.from, o.to))
        {
            return;
        }
        out.push(Move::Decline);
        if self.offer.as_ref().is_some_and(|o| o.counters < COUNTERS) {
            out.push(Move::Counter);
        }
    }

    pub(super) fn pay_moves(&self, out: &mut Vec<Move>) {
        let Some(d) = self.dues.first() else {
            return;
        };
        for c in self.distinct(&self.realm(d.payer).hand) {
            out.push(Move::Pay(c));
        }
        if d.pledge.is_some() {
            out.push(Move::Decline);
        }
    }

    fn terms_words(&self, s: Seat, t: &Terms, own: bool) -> Vec<String> {
        let mut out: Vec<String> = t
            .cards
            .iter()
            .map(|&c| {
                if self.realm(s).hand.contains(&c) {
                    self.card_name(c).to_string()
                } else {
                    format!("{} (tabled)", self.card_name(c))
                }
            })
            .collect();
        if t.choice > 0 {
            out.push(format!(
                "{} card{} of {} choice",
                t.choice,
                if t.choice == 1 { "" } else { "s" },
                if own { "its" } else { "their" }
            ));
        }
        if let Some(p) = t.release {
            out.push(format!("the release of {}", self.devil_name(p)));
        }
        if let Some(p) = t.prisoner {
            out.push(format!("the prisoner {}", self.devil_name(p)));
        }
        if let Some(i) = t.promise {
            out.push(format!(
                "{} promise “{}”",
                if own { "the" } else { "their" },
                self.promise(i)
            ));
        }
        out
    }

    /// An offer in words: "Hellhounds and the promise “…” for 2 cards of their choice".
    pub fn offer_words(&self, o: &Offer) -> String {
        let give = self.terms_words(o.from, &o.give, true);
        let ask = self.terms_words(o.to, &o.take, false);
        let words = |v: Vec<String>| {
            if v.is_empty() {
                "nothing".to_string()
            } else {
                v.join(", ")
            }
        };
        format!("{} for {}", words(give), words(ask))
    }

    pub fn promise(&self, i: u8) -> &str {
        self.data
            .promises
            .get(usize::from(i))
            .map_or("", |p| p.text.as_str())
    }

    /// The negotiation is over: play goes back to where the window was opened.
    fn end_trade(&mut self) {
        let Some(o) = self.offer.take() else {
            self.step = Step::Playing;
            return;
        };
        match o.window {
            Window::Playing => {
                self.actor = o.opener;
                self.step = Step::Playing;
            }
            Window::Ritual => {
                self.actor = o.opener;
                self.step = Step::Rituals;
            }
            Window::Attack => match self.announced {
                Some((attacker, _)) => {
                    self.actor = attacker;
                    self.step = Step::Confirm;
                }
                None => self.step = Step::Announce,
            },
        }
    }

    pub(super) fn trade(&mut self, s: Seat, mv: Move) {
        match (self.step, mv) {
            (Step::Offer, Move::Cancel) => {
                self.say(Some(s), |_| {
                    format!("{} withdraws its trade offer", seat_label(s))
                });
                self.end_trade();
            }
            (Step::Offer, Move::Send) => {
                let Some(o) = self.offer.clone() else {
                    self.end_trade();
                    return;
                };
                self.say(Some(s), |g| {
                    format!(
                        "{} {} {}: {}",
                        seat_label(s),
                        if o.counters == 0 {
                            "offers"
                        } else {
                            "counters, offering"
                        },
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
                        Move::Give(c) => o.give.cards.push(c),
                        Move::AskFor(c) => o.take.cards.push(c),
                        Move::GiveChoice(n) => {
                            o.give.choice = n;
                            o.set |= OWN_CHOICE;
                        }
                        Move::AskCards(n) => {
                            o.take.choice = n;
                            o.set |= ASK_CHOICE;
                        }
                        Move::GiveRelease(p) => {
                            o.give.release = Some(p);
                            o.set |= OWN_RELEASE;
                        }
                        Move::GivePrisoner(p) => {
                            o.give.prisoner = Some(p);
                            o.set |= OWN_PRISONER;
                        }
                        Move::GivePromise(i) => {
                            o.give.promise = Some(i);
                            o.set |= OWN_PROMISE;
                        }
                        Move::AskRelease(p) => {
                            o.take.release = Some(p);
                            o.set |= ASK_RELEASE;
                        }
                        Move::AskPromise(i) => {
                            o.take.promise = Some(i);
                            o.set |= ASK_PROMISE;
                        }
                        _ => {}
                    }
                }
            }
            (Step::Answer, Move::Decline) => {
                self.say(Some(s), |_| format!("{} declines the offer", seat_label(s)));
                self.end_trade();
            }
            (Step::Answer, Move::Counter) => {
                if let Some(o) = self.offer.as_mut() {
                    std::mem::swap(&mut o.from, &mut o.to);
                    std::mem::swap(&mut o.give, &mut o.take);
                    o.counters += 1;
                    o.set = 0;
                }
                self.say(Some(s), |_| {
                    format!("{} answers with a counter-offer", seat_label(s))
                });
                self.step = Step::Offer;
            }
            (Step::Answer, _) => self.agree(s),
            (Step::Pay, Move::Pay(c)) => self.pay(s, c),
            (Step::Pay, Move::Decline) => {
                if let Some(d) = self.dues.first().copied() {
                    self.dues.remove(0);
                    if let Some(i) = d.pledge {
                        self.mark(i, PromiseFate::Broken);
                        // "If the devil cannot keep its promise and it included cards from the
                        // hand, the player must show her entire hand to player who was ought
                        // to get the cards."
                        self.realm_mut(d.payer).shown |= 1 << d.payee;
                        self.say(Some(d.payer), |g| {
                            let names: Vec<&str> = g
                                .realm(d.payer)
                                .hand
                                .iter()
                                .map(|&c| g.card_name(c))
                                .collect();
                            format!(
                                "{} shows its whole hand to {} ({} cards)",
                                seat_label(d.payer),
                                seat_label(d.payee),
                                names.len()
                            )
                        });
                    }
                }
                self.next_due();
            }
            _ => self.end_trade(),
        }
    }

    /// The trade is agreed and carried out: "Any trade agreed on must be kept".
    fn agree(&mut self, s: Seat) {
        let Some(o) = self.offer.clone() else {
            self.end_trade();
            return;
        };
        self.say(Some(s), |_| format!("{} accepts the offer", seat_label(s)));
        for (terms, giver, getter) in [(&o.give, o.from, o.to), (&o.take, o.to, o.from)] {
            for &c in &terms.cards {
                self.hand_over_card(giver, getter, c);
            }
            if let Some(p) = terms.release
                && self.realm(p).at == Where::Captive(giver)
            {
                self.realm_mut(p).at = Where::Home;
                self.say(Some(giver), |g| {
                    format!("{} releases {}", seat_label(giver), g.devil_name(p))
                });
            }
            if let Some(p) = terms.prisoner
                && o.window.tabled()
                && self.realm(p).at == Where::Captive(giver)
                && self.realm(getter).fortress.is_some()
            {
                self.realm_mut(p).at = Where::Captive(getter);
                self.say(Some(giver), |g| {
                    format!(
                        "{} hands the prisoner {} over to {}",
                        seat_label(giver),
                        g.devil_name(p),
                        seat_label(getter)
                    )
                });
            }
            if let Some(i) = terms.promise {
                self.make_promise(giver, getter, i);
            }
        }
        // The one who accepted gives its cards of choice first, then the other.
        for (terms, payer, payee) in [(&o.take, o.to, o.from), (&o.give, o.from, o.to)] {
            if terms.choice > 0 {
                self.dues.push(Due {
                    payer,
                    payee,
                    cards: terms.choice,
                    pledge: None,
                });
            }
        }
        self.next_due();
    }

    /// A named card changes hands: a hand card to the hand, a tabled one to the table
    /// ("Devils can trade all cards, including tabled ones"), under the one-fortress rule.
    fn hand_over_card(&mut self, giver: Seat, getter: Seat, c: CardId) {
        let r = self.realm(giver);
        if r.hand.contains(&c) {
            self.take_card(giver, c);
            self.realm_mut(getter).hand.push(c);
            return;
        }
        if r.fortress == Some(c) {
            // The giver loses its fortress, as if lost: its prisoners flee and its rituals go.
            self.realm_mut(giver).fortress = None;
            self.lose_fortress(giver);
            self.receive_fortress(getter, c);
            return;
        }
        if !self.take_card(giver, c) {
            return;
        }
        if self.is(c, super::data::Kind::Horde) {
            self.realm_mut(getter).hordes.push(c);
        } else {
            self.realm_mut(getter).artifacts.push(c);
        }
        self.say(Some(giver), |g| {
            format!(
                "{} hands its tabled {} to {}",
                seat_label(giver),
                g.card_name(c),
                seat_label(getter)
            )
        });
    }

    /// "The same applies to trading, no player can have more than one tabled fortress": the
    /// stronger of the two is kept (the one held on a tie), the other discarded.
    fn receive_fortress(&mut self, s: Seat, c: CardId) {
        let size = |g: &Self, f: CardId| g.data.card(f).size;
        match self.realm(s).fortress {
            Some(old) if size(self, old) >= size(self, c) => {
                self.discard_card(c);
                self.say(Some(s), |g| {
                    format!(
                        "{} gets the fortress {} and, holding one already, discards it",
                        seat_label(s),
                        g.card_name(c)
                    )
                });
            }
            Some(old) => {
                self.realm_mut(s).fortress = Some(c);
                self.discard_card(old);
                self.say(Some(s), |g| {
                    format!(
                        "{} gets the fortress {} and discards its old one, {}",
                        seat_label(s),
                        g.card_name(c),
                        g.card_name(old)
                    )
                });
            }
            None => {
                self.realm_mut(s).fortress = Some(c);
                self.say(Some(s), |g| {
                    format!(
                        "{} gets the tabled fortress {}",
                        seat_label(s),
                        g.card_name(c)
                    )
                });
            }
        }
    }

    fn pay(&mut self, s: Seat, c: CardId) {
        let Some(d) = self.dues.first_mut() else {
            self.end_trade();
            return;
        };
        let payee = d.payee;
        d.cards = d.cards.saturating_sub(1);
        let left = d.cards;
        let pledge = d.pledge;
        self.take_card(s, c);
        self.realm_mut(payee).hand.push(c);
        self.say(Some(s), |_| {
            format!("{} gives a card to {}", seat_label(s), seat_label(payee))
        });
        // "if it is possible": a promise of cards is kept by giving what the hand holds.
        if left == 0 || self.realm(s).hand.is_empty() {
            self.dues.remove(0);
            if let Some(i) = pledge {
                self.mark(i, PromiseFate::Kept);
            }
        }
        self.next_due();
    }

    /// Gives what no one has a choice about (a whole hand, or nothing from an empty one), and
    /// waits on the first payer who has one; then play goes on.
    pub(super) fn next_due(&mut self) {
        while let Some(&d) = self.dues.first() {
            let hand = self.realm(d.payer).hand.len();
            if hand == 0 {
                self.dues.remove(0);
                if let Some(i) = d.pledge {
                    self.mark(i, PromiseFate::Lapsed);
                }
                continue;
            }
            if d.pledge.is_none() && hand <= usize::from(d.cards) {
                let all = std::mem::take(&mut self.realm_mut(d.payer).hand);
                self.say(Some(d.payer), |_| {
                    format!(
                        "{} gives its whole hand ({hand} cards) to {}",
                        seat_label(d.payer),
                        seat_label(d.payee)
                    )
                });
                self.realm_mut(d.payee).hand.extend(all);
                self.dues.remove(0);
                continue;
            }
            self.step = Step::Pay;
            self.actor = d.payer;
            return;
        }
        if self.offer.is_some() {
            self.end_trade();
        } else {
            // Promised cards given at the start of the playing phase: the phase begins.
            self.step = Step::Playing;
            self.actor = self.queue.first().copied().unwrap_or(self.starter);
        }
    }

    // ---- Promises ----

    fn make_promise(&mut self, by: Seat, to: Seat, i: u8) {
        self.pledges.push(Pledge {
            by,
            to,
            promise: i,
            turn: self.turn,
            fate: PromiseFate::Pending,
        });
        self.say(Some(by), |g| {
            let when = g
                .data
                .promises
                .get(usize::from(i))
                .map_or("", |p| p.kind.moment());
            format!(
                "{} promises {}: “{}” (checked {when})",
                seat_label(by),
                seat_label(to),
                g.promise(i)
            )
        });
    }

    /// Marks a promise and logs it.
    pub(super) fn mark(&mut self, i: usize, fate: PromiseFate) {
        let Some(p) = self.pledges.get_mut(i) else {
            return;
        };
        if p.fate != PromiseFate::Pending {
            return;
        }
        p.fate = fate;
        let p = *p;
        self.say(Some(p.by), |g| {
            let (by, to, words) = (seat_label(p.by), seat_label(p.to), g.promise(p.promise));
            match fate {
                PromiseFate::Kept => format!("{by} kept its promise to {to}: “{words}”"),
                PromiseFate::Broken => format!("{by} broke its promise to {to}: “{words}”"),
                _ => format!("{by}'s promise to {to} lapses: “{words}”"),
            }
        });
    }

    /// Marks every pending promise of `kind` that `f` picks.
    fn mark_all(&mut self, kind: PromiseKind, fate: PromiseFate, f: impl Fn(&Pledge) -> bool) {
        for i in 0..self.pledges.len() {
            let p = self.pledges[i];
            if p.fate == PromiseFate::Pending && self.kind_of(&p) == kind && f(&p) {
                self.mark(i, fate);
            }
        }
    }

    /// `s` attacks `t`: "I will not attack you this turn" to `t` is broken.
    pub(super) fn note_attack(&mut self, s: Seat, t: Seat) {
        self.mark_all(PromiseKind::NoAttack, PromiseFate::Broken, |p| {
            p.by == s && p.to == t
        });
    }

    /// `s` joins a combat: "I will not join a combat against you" to the main attacker or
    /// defender it joins against is broken.
    pub(super) fn note_join(&mut self, s: Seat, attack: bool) {
        if !self.battle.active {
            return;
        }
        let against = if attack {
            self.battle.defender
        } else {
            self.battle.attacker
        };
        self.mark_all(PromiseKind::NotAgainst, PromiseFate::Broken, |p| {
            p.by == s && p.to == against
        });
    }

    /// `s` objects to `t`: "I will not object to you at the next election" is broken.
    pub(super) fn note_objection(&mut self, s: Seat, t: Seat) {
        self.mark_all(PromiseKind::NoObjection, PromiseFate::Broken, |p| {
            p.by == s && p.to == t
        });
    }

    /// The attacks are over: promises of no attack and of not joining against are kept.
    pub(super) fn attacks_over(&mut self) {
        for kind in [PromiseKind::NoAttack, PromiseKind::NotAgainst] {
            self.mark_all(kind, PromiseFate::Kept, |_| true);
        }
    }

    /// The turn is over (its election with it): what was still pending of its attacks and
    /// its election is kept.
    pub(super) fn turn_over(&mut self) {
        for kind in [
            PromiseKind::NoAttack,
            PromiseKind::NotAgainst,
            PromiseKind::NoObjection,
        ] {
            self.mark_all(kind, PromiseFate::Kept, |_| true);
        }
        for r in &mut self.realms {
            r.shown = 0;
        }
    }

    /// The start of a playing phase: promises of cards fall due, one payer at a time.
    pub(super) fn promised_cards_due(&mut self) {
        for i in 0..self.pledges.len() {
            let p = self.pledges[i];
            if p.fate != PromiseFate::Pending || self.kind_of(&p) != PromiseKind::Cards {
                continue;
            }
            let n = self.data.promises[usize::from(p.promise)].n;
            self.dues.push(Due {
                payer: p.by,
                payee: p.to,
                cards: n,
                pledge: Some(i),
            });
        }
    }

    /// "When the game ends, only promises '..if ..becomes an overlord' is fulfilled, nothing
    /// else anymore matters": the Overlord's promises are carried out, the rest lapse.
    pub(super) fn promises_at_end(&mut self, overlord: Option<Seat>, elected: bool) {
        if elected {
            self.mark_all(PromiseKind::NoObjection, PromiseFate::Kept, |_| true);
        }
        for i in 0..self.pledges.len() {
            let p = self.pledges[i];
            if p.fate != PromiseFate::Pending {
                continue;
            }
            let spec = &self.data.promises[usize::from(p.promise)];
            if spec.kind == PromiseKind::Overlord && overlord == Some(p.by) {
                let n = u16::from(spec.n);
                self.realm_mut(p.to).gain_vp(n);
                self.mark(i, PromiseFate::Kept);
                self.say(Some(p.to), |_| {
                    format!(
                        "{} gets {n} victory points from the new Overlord's promise",
                        seat_label(p.to)
                    )
                });
            } else {
                self.mark(i, PromiseFate::Lapsed);
            }
        }
    }
}
