//! How the schemer negotiates: which trade it opens in each window, how it writes the terms
//! move by move, how it values an offer to accept, counter or decline it, how it bargains over
//! an attack announced on it, and which promises it keeps or breaks. It holds no memory
//! between moves: each decision is read again from the table (the offer under way and the
//! promises on record), so a replayed game makes the same choices.

use super::bots::{attack_strength, card_value, home_strength, vp_leader};
use super::data::{Kind, PromiseKind};
use super::state::{CardId, Lords, Move, Offer, Step, Terms, Where, Window};
use crate::rules::{RuledGame, Seat};

/// The row of the first promise of `kind` in the game's table.
fn promise_of(g: &Lords, kind: PromiseKind) -> Option<u8> {
    g.data()
        .promises
        .iter()
        .position(|p| p.kind == kind)
        .and_then(|i| u8::try_from(i).ok())
}

fn kind(g: &Lords, i: u8) -> PromiseKind {
    g.data()
        .promises
        .get(usize::from(i))
        .map_or(PromiseKind::Other, |p| p.kind)
}

/// The cheapest hand card `s` would part with (never an oath card).
fn cheapest(g: &Lords, s: Seat, except: &[CardId]) -> Option<CardId> {
    g.realm(s)
        .hand
        .iter()
        .copied()
        .filter(|c| !g.is(*c, Kind::Oath) && !except.contains(c))
        .min_by_key(|&c| card_value(g, s, c))
}

/// Whether `t` threatens `s`: it could attack `s`'s home with the odds the schemer attacks at.
fn threat(g: &Lords, s: Seat, t: Seat) -> bool {
    let theirs = attack_strength(g, t);
    2 * theirs >= 3 * home_strength(g, s) + 2 && theirs >= 3
}

/// What an announced attack on `t` is worth to its attacker, as the schemer judges it.
fn attack_gain(g: &Lords, t: Seat) -> i32 {
    let fortress = i32::from(g.realm(t).fortress.is_some() && !g.realm(t).looted);
    3 + 4 * fortress + 3 * i32::from(vp_leader(g) == Some(t))
}

/// What a promise of row `i` by `by` to `to` is worth to `me` (positive: to the one owed).
fn promise_value(g: &Lords, me: Seat, by: Seat, to: Seat, i: u8) -> i32 {
    let n = g
        .data()
        .promises
        .get(usize::from(i))
        .map_or(0, |p| i32::from(p.n));
    let owed = me == to;
    match kind(g, i) {
        PromiseKind::NoAttack => {
            if owed {
                if g.announced() == Some((by, me)) {
                    8
                } else if threat(g, me, by) {
                    4
                } else {
                    1
                }
            } else if g.announced() == Some((me, to)) {
                attack_gain(g, to)
            } else if threat(g, to, me) {
                3
            } else {
                1
            }
        }
        PromiseKind::NotAgainst => 2,
        PromiseKind::NoObjection => {
            if owed {
                if g.realm(me).vp >= 3 { 4 } else { 1 }
            } else if vp_leader(g) == Some(to) {
                5
            } else {
                1
            }
        }
        PromiseKind::Cards => 2 * n,
        // Paid only if its maker wins; worth little to either side before then.
        PromiseKind::Overlord => {
            if owed {
                n
            } else {
                1
            }
        }
        PromiseKind::Other => 0,
    }
}

/// What one side's terms are worth to `me` (`giver` gives them to the other).
fn terms_value(g: &Lords, me: Seat, giver: Seat, getter: Seat, t: &Terms) -> i32 {
    let mut v: i32 = t.cards.iter().map(|&c| card_value(g, me, c)).sum();
    v += 2 * i32::from(t.choice);
    if let Some(p) = t.release {
        v += if p == me { 12 } else { 4 };
    }
    if t.prisoner.is_some() {
        v += 3 + 3 * i32::from(g.devil(getter).torture);
    }
    if let Some(i) = t.promise {
        v += promise_value(g, me, giver, getter, i);
    }
    v
}

/// What `me` gets and gives by the offer under way.
fn balance(g: &Lords, me: Seat, o: &Offer) -> (i32, i32) {
    if o.to == me {
        (
            terms_value(g, me, o.from, o.to, &o.give),
            terms_value(g, me, o.to, o.from, &o.take),
        )
    } else {
        (
            terms_value(g, me, o.to, o.from, &o.take),
            terms_value(g, me, o.from, o.to, &o.give),
        )
    }
}

/// The terms the schemer means to offer `t` in this window, if it has a reason to trade.
fn plan(g: &Lords, s: Seat, t: Seat, window: Window) -> Option<Vec<Move>> {
    let r = g.realm(s);
    let them = g.realm(t);
    let spare = r.hand.iter().filter(|&&c| !g.is(c, Kind::Oath)).count();
    if window == Window::Attack {
        // Buy off the attack: cards for "I will not attack you this turn".
        let no_attack = promise_of(g, PromiseKind::NoAttack)?;
        let mut m = if spare >= 4 {
            vec![Move::GiveChoice(2)]
        } else {
            vec![Move::Give(cheapest(g, s, &[])?)]
        };
        m.push(Move::AskPromise(no_attack));
        return Some(m);
    }
    // A prisoner buys its release with cards of its choice.
    if r.at == Where::Captive(t) {
        return (spare >= 2).then(|| vec![Move::GiveChoice(2), Move::AskRelease(s)]);
    }
    // A captor sells a prisoner its freedom.
    if them.at == Where::Captive(s) && them.hand.len() >= 3 {
        return Some(vec![Move::GiveRelease(t), Move::AskCards(2)]);
    }
    if window == Window::Playing {
        // A prisoner goes to a torturer with a fortress, for a card.
        if let Some(&p) = g.prisoners(s).iter().find(|&&p| p != t)
            && g.devil(t).torture
            && !g.devil(s).torture
            && them.fortress.is_some()
        {
            return Some(vec![Move::GivePrisoner(p), Move::AskCards(1)]);
        }
        // A spare fortress is sold to a Devil with none.
        if r.fortress.is_some() && them.fortress.is_none() {
            let f = r
                .hand
                .iter()
                .copied()
                .find(|&c| g.data().card(c).is(Kind::Fortress));
            if let Some(f) = f {
                return Some(vec![Move::Give(f), Move::AskCards(1)]);
            }
        }
        // A rich hand buys a big tabled horde.
        if spare >= 7 {
            let horde = g
                .tradeable_tabled(t)
                .into_iter()
                .filter(|&c| g.is(c, Kind::Horde) && !them.earth.contains(&c))
                .max_by_key(|&c| card_value(g, s, c))
                .filter(|&c| g.data().card(c).size >= 3);
            if let Some(h) = horde {
                let a = cheapest(g, s, &[])?;
                let b = cheapest(g, s, &[a])?;
                return Some(vec![Move::Give(a), Move::Give(b), Move::AskFor(h)]);
            }
        }
        // A threatened Devil buys peace from the one who threatens it.
        if threat(g, s, t) && spare >= 3 {
            let no_attack = promise_of(g, PromiseKind::NoAttack)?;
            return Some(vec![
                Move::Give(cheapest(g, s, &[])?),
                Move::AskPromise(no_attack),
            ]);
        }
        // A rich hand buys the strongest neighbour's neutrality with cards next turn.
        if spare >= 8 && attack_strength(g, t) >= 6 {
            let cards = promise_of(g, PromiseKind::Cards)?;
            let not_against = promise_of(g, PromiseKind::NotAgainst)?;
            return Some(vec![
                Move::GivePromise(cards),
                Move::AskPromise(not_against),
            ]);
        }
    }
    // A Devil in the running trades its promise as the Overlord for no objection, once
    // until the election.
    if r.vp >= 3 && Some(t) == rival(g, s) && !g.pending(t, s, PromiseKind::NoObjection) {
        let overlord = promise_of(g, PromiseKind::Overlord)?;
        let no_objection = promise_of(g, PromiseKind::NoObjection)?;
        return Some(vec![
            Move::GivePromise(overlord),
            Move::AskPromise(no_objection),
        ]);
    }
    None
}

/// The other Devil with most victory points (the first of those tied).
fn rival(g: &Lords, s: Seat) -> Option<Seat> {
    (0..g.players())
        .filter(|&t| t != s)
        .max_by_key(|&t| (g.realm(t).vp, std::cmp::Reverse(t)))
}

/// The negotiation to open in this window, if any.
pub(super) fn open(g: &Lords, s: Seat, legal: &[Move], window: Window) -> Option<Move> {
    // A Devil bound to accept its offers is asked first.
    if let Some(t) = (0..g.players()).find(|&t| g.bound(s, t) && legal.contains(&Move::Offer(t))) {
        return Some(Move::Offer(t));
    }
    (0..g.players())
        .filter(|&t| legal.contains(&Move::Offer(t)))
        .find(|&t| plan(g, s, t, window).is_some())
        .map(Move::Offer)
}

/// Whether a planned move is already in the terms.
fn written(o: &Offer, m: &Move) -> bool {
    match *m {
        Move::Give(c) => o.give.cards.contains(&c),
        Move::AskFor(c) => o.take.cards.contains(&c),
        Move::GiveChoice(n) => o.give.choice == n,
        Move::AskCards(n) => o.take.choice == n,
        Move::GiveRelease(p) => o.give.release == Some(p),
        Move::GivePrisoner(p) => o.give.prisoner == Some(p),
        Move::GivePromise(i) => o.give.promise == Some(i),
        Move::AskRelease(p) => o.take.release == Some(p),
        Move::AskPromise(i) => o.take.promise == Some(i),
        _ => true,
    }
}

/// The next move writing the terms: the plan's parts in order, then send; a counter-offer asks
/// for a little more (or gives a little less), and is withdrawn when nothing would do.
pub(super) fn write(g: &Lords, s: Seat, legal: &[Move]) -> Move {
    let Some(o) = g.offer() else {
        return Move::Cancel;
    };
    let send = if legal.contains(&Move::Send) {
        Move::Send
    } else {
        Move::Cancel
    };
    // "all nice things in exchange for practically nothing": a Devil that must accept is
    // asked for as many cards of its choice as it may give, for nothing.
    if o.counters == 0 && g.bound(s, o.to) {
        let most = legal
            .iter()
            .filter_map(|m| match m {
                Move::AskCards(n) => Some(*n),
                _ => None,
            })
            .max();
        return match most {
            Some(n) if o.take.choice < n => Move::AskCards(n),
            _ if o.asks_something() => send,
            _ => Move::Cancel,
        };
    }
    if o.counters == 0 {
        let Some(plan) = plan(g, s, o.to, o.window) else {
            return Move::Cancel;
        };
        return match plan.iter().find(|m| !written(o, m)) {
            Some(m) if legal.contains(m) => m.clone(),
            Some(_) => Move::Cancel,
            None => send,
        };
    }
    // A counter: one change that brings the terms nearer what it would accept.
    if o.set != 0 {
        return send;
    }
    if o.give.choice > 0 && legal.contains(&Move::GiveChoice(o.give.choice - 1)) {
        return Move::GiveChoice(o.give.choice - 1);
    }
    if o.take.promise.is_none()
        && let Some(p) = promise_of(g, PromiseKind::NoAttack)
        && threat(g, s, o.to)
        && legal.contains(&Move::AskPromise(p))
    {
        return Move::AskPromise(p);
    }
    let more = o.take.choice + 1;
    if legal.contains(&Move::AskCards(more)) {
        return Move::AskCards(more);
    }
    Move::Cancel
}

/// Accept what gives at least what it costs; counter what comes close while counters are
/// left; decline the rest.
pub(super) fn answer(g: &Lords, s: Seat, legal: &[Move]) -> Move {
    let Some(o) = g.offer() else {
        return Move::Decline;
    };
    let (get, give) = balance(g, s, o);
    if get >= give {
        Move::Accept
    } else if get + 6 >= give && legal.contains(&Move::Counter) {
        Move::Counter
    } else {
        Move::Decline
    }
}

/// The defender of an announced attack it expects to lose tries to buy it off.
pub(super) fn bargain(g: &Lords, s: Seat, legal: &[Move]) -> Move {
    match g.announced() {
        Some((a, _))
            if legal.contains(&Move::Offer(a))
                && plan(g, s, a, Window::Attack).is_some()
                && 2 * attack_strength(g, a) >= 3 * home_strength(g, s) =>
        {
            Move::Offer(a)
        }
        _ => Move::Done,
    }
}

/// Cards promised: given (the cheapest), unless the one owed leads the race or the hand
/// cannot spare them, in which case the promise is broken.
pub(super) fn pay(g: &Lords, s: Seat, legal: &[Move]) -> Option<Move> {
    let d = *g.dues().first()?;
    if d.pledge.is_some() {
        let tight = g.realm(s).hand.len() <= usize::from(d.cards) + 2;
        if (vp_leader(g) == Some(d.payee) || tight) && legal.contains(&Move::Decline) {
            return Some(Move::Decline);
        }
    }
    legal
        .iter()
        .filter_map(|m| match m {
            Move::Pay(c) => Some((card_value(g, s, *c), m)),
            _ => None,
        })
        .min_by_key(|(v, _)| *v)
        .map(|(_, m)| m.clone())
}

/// Whether move `m` would break a promise `s` made, with no reason worth breaking it for: an
/// attack is worth its word when the one promised leads the race or lies open to a crushing
/// blow on a fortress; joining against or objecting to the one promised, when it leads.
pub(super) fn forsworn(g: &Lords, s: Seat, m: &Move) -> bool {
    let leads = |t: Seat| vp_leader(g) == Some(t) && g.realm(t).vp >= 4;
    match *m {
        Move::Attack(t) if g.pending(s, t, PromiseKind::NoAttack) => {
            let crushing = attack_strength(g, s) >= 3 * home_strength(g, t).max(1)
                && g.realm(t).fortress.is_some()
                && !g.realm(t).looted;
            !(leads(t) || crushing)
        }
        Move::Join { attack } if g.step() == Step::Organize => {
            let Some(c) = g.combat() else {
                return false;
            };
            let against = if attack { c.defender } else { c.attacker };
            g.pending(s, against, PromiseKind::NotAgainst) && !leads(against)
        }
        Move::Object(t) => g.pending(s, t, PromiseKind::NoObjection) && !leads(t),
        _ => false,
    }
}
