//! The schemer bot: Lords of Hell's own heuristic player. It redraws a weak hand with no
//! fortress, tables its best fortress, every horde and artifact, sends Fiends to Earth when
//! home is guarded and its Devil when home holds without it and it lacks Souls, casts what it
//! can afford and does something; attacks a Realm it outweighs (at most twice a turn), keeps
//! the Souls its rituals need at home, joins combats against the leader in victory points,
//! goes over to the stronger side when its own is outweighed, proposes no combat when
//! outweighed, flees or surrenders a hopeless defence; continues a won combat while the
//! defending Devil is away and may be recalled into it, to be captured; uses its activated
//! artifacts, keeping a once-per-turn one for a round that needs it; gives a hit to its Devil rather than a
//! horde when the Devil cannot be captured or the horde is worth more; captures stronger
//! fortresses and leaves weak ones to weak Realms; objects to the candidates who would beat it
//! while it can still win, and once it cannot only to the leader; negotiates in every trading
//! window by its valuation, with offers, counter-offers and promises it keeps or breaks for a
//! reason (`haggle.rs`).

use super::data::Kind;
use super::haggle;
use super::state::{
    COMBAT_ROUNDS, CardId, Lords, Move, PROCLAIMED_VP, Spoil, Step, Unit, Where, Window,
};
use crate::rules::RuledGame;
use crate::rules::{Bot, Seat};
use crate::table::Rng;

pub const SCHEMER_ID: &str = "schemer";

#[derive(Clone, Debug, Default)]
pub struct Schemer {
    legal: Vec<Move>,
}

/// What a card is worth to a Devil, for trades, payments and discards.
pub fn card_value(g: &Lords, s: Seat, c: CardId) -> i32 {
    let spec = g.data().card(c);
    match spec.kind() {
        Kind::Horde => {
            2 * i32::from(spec.size)
                + 2 * i32::from(spec.extra_hits)
                + i32::from(spec.revenge)
                + 2 * i32::from(spec.leader)
                + i32::from(spec.earth)
        }
        Kind::Fortress => {
            // One no better than its own is a trade good: 1, and its powers.
            let mine = g.realm(s).fortress.map_or(-1, |f| fortress_worth(g, f));
            let worth = fortress_worth(g, c);
            if worth > mine {
                5 + worth
            } else {
                1 + worth - 2 * i32::from(spec.size)
            }
        }
        Kind::Artifact => {
            3 + 2 * i32::from(spec.strength)
                + 2 * i32::from(spec.extra_hits)
                + 2 * i32::from(spec.draw)
                + 4 * i32::from(spec.throne)
        }
        Kind::Ritual => {
            2 + i32::from(spec.souls) + 3 * i32::from(spec.gain_vp) + i32::from(spec.draw)
        }
        Kind::Special => 2 + i32::from(spec.draw) + i32::from(spec.souls),
        Kind::Oath => 4 * i32::from(spec.vp),
    }
}

/// What a fortress is worth to hold: its defence points, and its powers, which apply even
/// when the defence points are negated.
fn fortress_worth(g: &Lords, f: CardId) -> i32 {
    let spec = g.data().card(f);
    2 * i32::from(spec.size)
        + 2 * i32::from(spec.extra_hits)
        + i32::from(spec.revenge)
        + 2 * i32::from(spec.draw)
}

/// Strength of a Realm's home defence, as the schemer sizes it.
pub(super) fn home_strength(g: &Lords, t: Seat) -> i32 {
    let hordes: i32 = g
        .home_hordes(t)
        .map(|h| i32::from(g.data().card(h).size))
        .sum();
    let devil = if g.realm(t).at == Where::Home {
        i32::from(g.devil(t).size)
    } else {
        0
    };
    let dp = g
        .realm(t)
        .fortress
        .map_or(0, |f| i32::from(g.data().card(f).size));
    hordes + devil + 2 * dp + i32::from(g.realm(t).souls.min(20)) / 2
}

/// The strength `s` can attack with.
pub(super) fn attack_strength(g: &Lords, s: Seat) -> i32 {
    let hordes: i32 = g
        .home_hordes(s)
        .map(|h| i32::from(g.data().card(h).size))
        .sum();
    let devil = if g.realm(s).at == Where::Home {
        i32::from(g.devil(s).size)
    } else {
        0
    };
    hordes + devil
}

/// Whether a ritual or special card would do anything now: a Summon needs a horde in the
/// discard pile, a plague a horde in another Realm.
fn useful(g: &Lords, s: Seat, c: CardId) -> bool {
    let spec = g.data().card(c);
    let summons = spec.summon && g.discard_pile().iter().any(|&x| g.is(x, Kind::Horde));
    let plague =
        spec.plague > 0 && (0..g.players()).any(|t| t != s && !g.realm(t).hordes.is_empty());
    summons
        || plague
        || spec.souls > 0
        || spec.gain_vp > 0
        || spec.draw > 0
        || !(spec.summon || spec.plague > 0)
}

/// Whether the Realm's home holds without its Devil: its hordes, fortress and Souls at home
/// outweigh what any other Realm could attack with.
fn safe_without_devil(g: &Lords, s: Seat) -> bool {
    let devil = if g.realm(s).at == Where::Home {
        i32::from(g.devil(s).size)
    } else {
        0
    };
    let home = home_strength(g, s) - devil;
    (0..g.players())
        .filter(|&t| t != s)
        .all(|t| attack_strength(g, t) + 2 <= home)
}

/// The seat alone ahead in victory points, if any has some.
pub(super) fn vp_leader(g: &Lords) -> Option<Seat> {
    let best = (0..g.players()).map(|s| g.realm(s).vp).max().unwrap_or(0);
    let top: Vec<Seat> = (0..g.players())
        .filter(|&s| g.realm(s).vp == best)
        .collect();
    (best > 0 && top.len() == 1).then(|| top[0])
}

/// A won combat goes on to the next round when the defending Devil is away (on Earth or fled)
/// and may be recalled into its army, where it would be hit and captured: the schemer needs a
/// fortress to hold it, and its side must outweigh twice over any Realm that could still join
/// the defenders. Otherwise the victory is taken now.
fn won(g: &Lords, s: Seat) -> Move {
    let Some(c) = g.combat() else {
        return Move::Done;
    };
    let away = matches!(g.realm(c.defender).at, Where::Earth | Where::Fled);
    let joiners = (0..g.players())
        .filter(|&t| t != s && t != c.defender && g.can_join(t))
        .map(|t| attack_strength(g, t))
        .max()
        .unwrap_or(0);
    let strong = g.side_size(true) as i32 >= 2 * joiners.max(1);
    if away && strong && g.realm(s).fortress.is_some() {
        Move::Continue
    } else {
        Move::Done
    }
}

impl Schemer {
    fn has(&self, m: &Move) -> bool {
        self.legal.contains(m)
    }

    fn first(&self, f: impl Fn(&Move) -> bool) -> Option<Move> {
        self.legal.iter().find(|m| f(m)).cloned()
    }

    fn best(&self, f: impl Fn(&Move) -> Option<i32>) -> Option<Move> {
        self.legal
            .iter()
            .filter_map(|m| f(m).map(|v| (v, m)))
            .max_by_key(|(v, _)| *v)
            .map(|(_, m)| m.clone())
    }

    fn cheapest_card(
        &self,
        g: &Lords,
        s: Seat,
        f: impl Fn(&Move) -> Option<CardId>,
    ) -> Option<Move> {
        self.legal
            .iter()
            .filter_map(|m| f(m).map(|c| (card_value(g, s, c), m)))
            .min_by_key(|(v, _)| *v)
            .map(|(_, m)| m.clone())
    }

    fn pick(&self, g: &Lords, s: Seat) -> Move {
        let data = g.data();
        let done = Move::Done;
        match g.step() {
            // A hand with no fortress is redrawn unless it is strong enough to keep: the
            // new one must be kept, whatever it holds.
            Step::Redraw => {
                let worth: i32 = g.realm(s).hand.iter().map(|&c| card_value(g, s, c)).sum();
                if worth >= 30 { done } else { Move::Redraw }
            }
            Step::Playing => self.playing(g, s).unwrap_or(done),
            Step::Offer => haggle::write(g, s, &self.legal),
            Step::Answer => haggle::answer(g, s, &self.legal),
            Step::Pay => haggle::pay(g, s, &self.legal).unwrap_or(done),
            Step::Bargain => haggle::bargain(g, s, &self.legal),
            Step::Announce | Step::Confirm => {
                if g.realm(s).attacked.count_ones() >= 2 {
                    return done;
                }
                let mine = attack_strength(g, s);
                let leader = vp_leader(g);
                self.best(|m| match m {
                    Move::Attack(t) => {
                        let theirs = home_strength(g, *t);
                        let releasing = g.realm(s).at == Where::Captive(*t);
                        let ok = (2 * mine >= 3 * theirs + 2 && mine >= 3)
                            || (releasing && mine >= theirs);
                        ok.then(|| {
                            let fortress =
                                i32::from(g.realm(*t).fortress.is_some() && !g.realm(*t).looted);
                            mine - theirs
                                + 3 * fortress
                                + 2 * i32::from(Some(*t) == leader)
                                + 5 * i32::from(releasing)
                        })
                    }
                    _ => None,
                })
                .unwrap_or(done)
            }
            // Every horde marches, and the Souls but those its tabled rituals will cost (Souls
            // hit in combat are lost).
            Step::Muster => {
                let keep: u16 = g
                    .realm(s)
                    .rituals
                    .iter()
                    .map(|&c| u16::from(data.card(c).size))
                    .sum();
                let spare = g.realm(s).souls.saturating_sub(keep);
                self.artifact(g, s)
                    .or_else(|| self.first(|m| matches!(m, Move::TakeAll)))
                    .or_else(|| self.first(|m| matches!(m, Move::Take(_))))
                    .or_else(|| {
                        self.best(|m| match m {
                            Move::TakeSouls(n) if *n <= spare => Some(i32::from(*n)),
                            _ => None,
                        })
                    })
                    .unwrap_or(done)
            }
            Step::Organize => self.organize(g, s).unwrap_or(done),
            // A round with no combat brings the time-out (an attacker defeat) nearer: the
            // defender agrees in the last round, or when its side does not outweigh the
            // attackers two to one (and so cannot hope to destroy them).
            Step::NoCombat => {
                let def = g.side_size(false) + 2 * g.defence_points();
                let crushing = g.combat().is_some_and(|c| {
                    c.round < COMBAT_ROUNDS && def >= 2 * g.side_size(true).max(1)
                });
                if crushing {
                    Move::Decline
                } else {
                    Move::Accept
                }
            }
            Step::Spoils => {
                let Some(t) = g.combat().map(|c| c.defender) else {
                    return Move::Spoil(Spoil::Destroy);
                };
                let theirs = g.realm(t).fortress.map_or(0, |f| data.card(f).size);
                let mine = g.realm(s).fortress.map(|f| data.card(f).size);
                if mine.is_none_or(|m| theirs > m) {
                    Move::Spoil(Spoil::Capture)
                } else if theirs <= 1 && Some(t) != vp_leader(g) && home_strength(g, t) < 6 {
                    // A weak fortress left to a weak Realm that does not lead: it defends
                    // little, and a Realm with a fortress can be looted again.
                    Move::Spoil(Spoil::Leave)
                } else {
                    Move::Spoil(Spoil::Destroy)
                }
            }
            // Rituals the defender cannot pay for are left: they only swell its Realm, which
            // cuts its Draw; the others are destroyed.
            Step::SpoilRituals => {
                let t = g.combat().map_or(s, |c| c.defender);
                let cost: u16 = g
                    .realm(t)
                    .rituals
                    .iter()
                    .map(|&c| u16::from(data.card(c).size))
                    .sum();
                if cost > g.realm(t).souls + 2 {
                    Move::Spoil(Spoil::KeepRituals)
                } else {
                    Move::Spoil(Spoil::DestroyRituals)
                }
            }
            // A prisoner goes to an ally that joined and tortures prisoners, when the captor
            // does not: "you can make deals with other Devil's ... getting any prisoners, in
            // exchange for your assistance in combat".
            Step::Handover => {
                if g.devil(s).torture {
                    return done;
                }
                self.first(|m| match m {
                    Move::Handover { to, .. } => g.devil(*to).torture,
                    _ => false,
                })
                .unwrap_or(done)
            }
            Step::Rituals => haggle::open(g, s, &self.legal, Window::Ritual)
                .or_else(|| {
                    self.best(|m| match m {
                        Move::Cast(c) | Move::CastFromHand(c) if useful(g, s, *c) => {
                            Some(card_value(g, s, *c))
                        }
                        _ => None,
                    })
                })
                .or_else(|| self.first(|m| matches!(m, Move::Discard(_))))
                .unwrap_or(done),
            Step::Gather => {
                let (a, b, _) = g.roll_now();
                let row = data.souls[usize::from(a + b).saturating_sub(2).min(10)];
                let poor = row.souls < 2 || row.fate == super::data::Fate::Lost;
                if poor && self.has(&Move::Reroll) {
                    Move::Reroll
                } else {
                    done
                }
            }
            // A fled defender is stopped while the attackers outweigh its side: it will be
            // captured if they win.
            Step::Prevent => {
                let strong = g.side_size(true) > g.side_size(false) + 2 * g.defence_points();
                self.first(|m| matches!(m, Move::Play(_)))
                    .filter(|_| strong)
                    .unwrap_or(done)
            }
            Step::Hits => self.hit(g, s).unwrap_or(done),
            Step::Won => won(g, s),
            Step::Elect => self.elect(g, s).unwrap_or(done),
        }
    }

    fn playing(&self, g: &Lords, s: Seat) -> Option<Move> {
        let data = g.data();
        let r = g.realm(s);
        if matches!(r.at, Where::Captive(_))
            && let Some(m) = self.first(|m| match m {
                Move::Play(c) => data.card(*c).escape,
                Move::Escape(_) => true,
                _ => false,
            })
        {
            return Some(m);
        }
        // The best fortress, if better than the one tabled.
        let mine = r.fortress.map_or(-1, |f| fortress_worth(g, f));
        if let Some(m) = self.best(|m| match m {
            Move::Table(c) if data.card(*c).is(Kind::Fortress) && fortress_worth(g, *c) > mine => {
                Some(fortress_worth(g, *c))
            }
            _ => None,
        }) {
            return Some(m);
        }
        if let Some(m) = self.first(|m| match m {
            Move::Table(c) => {
                matches!(data.card(*c).kind(), Kind::Horde | Kind::Artifact)
            }
            _ => false,
        }) {
            return Some(m);
        }
        if let Some(m) = self.first(|m| match m {
            Move::Play(c) => {
                let c = data.card(*c);
                c.draw > 0
                    || c.souls > 0
                    || c.gain_vp > 0
                    || c.summon
                    || c.plague > 0
                    || (c.recall && r.at == Where::Earth)
            }
            _ => false,
        }) {
            return Some(m);
        }
        if let Some(m) = self.first(|m| match m {
            Move::Table(c) => {
                data.card(*c).is(Kind::Ritual) && u16::from(data.card(*c).size) <= r.souls
            }
            _ => false,
        }) {
            return Some(m);
        }
        // Fiends go to Earth when home keeps two other hordes; the Devil stays home.
        let others = g.home_hordes(s).filter(|&h| !data.card(h).earth).count();
        if others >= 2
            && let Some(m) = self.first(|m| {
                matches!(
                    m,
                    Move::Earth {
                        horde: Some(_),
                        go: true
                    }
                )
            })
        {
            return Some(m);
        }
        // The Devil goes to Earth for Souls when home holds without it and it is short of
        // the Souls its rituals want; it comes back once home is in danger or the Souls are
        // there.
        let safe = safe_without_devil(g, s);
        let want: u16 = r
            .rituals
            .iter()
            .chain(r.hand.iter().filter(|&&c| data.card(c).is(Kind::Ritual)))
            .map(|&c| u16::from(data.card(c).size))
            .sum::<u16>()
            .max(2);
        let back = Move::Earth {
            horde: None,
            go: false,
        };
        if r.at == Where::Earth && (!safe || r.souls >= want) && self.has(&back) {
            return Some(back);
        }
        let go = Move::Earth {
            horde: None,
            go: true,
        };
        if safe && r.souls < want && r.artifacts.is_empty() && self.has(&go) {
            return Some(go);
        }
        // Fiends on Earth come back when home is in danger.
        if !safe
            && let Some(m) = self.first(|m| {
                matches!(
                    m,
                    Move::Earth {
                        horde: Some(_),
                        go: false
                    }
                )
            })
        {
            return Some(m);
        }
        // A fortress card no better than its own, that no Realm without one could buy, only
        // swells the Realm and cuts the Draw.
        if g.realm_size(s) > 11
            && (0..g.players()).all(|t| t == s || g.realm(t).fortress.is_some())
            && let Some(m) = self.first(|m| match m {
                Move::Discard(c) => {
                    r.hand.contains(c)
                        && data.card(*c).is(Kind::Fortress)
                        && card_value(g, s, *c) <= 1
                }
                _ => false,
            })
        {
            return Some(m);
        }
        if let Some(m) = self.cheapest_card(g, s, |m| match m {
            Move::TradeIn(c) => Some(*c),
            _ => None,
        }) {
            return Some(m);
        }
        // Forced Agreement or Drunken goes on the Devil with the most cards in hand, the one
        // with most to give for nothing, unless a Devil is already bound to it.
        if !(0..g.players()).any(|t| g.bound(s, t))
            && let Some(m) = self.best(|m| match m {
                Move::Impose { on, .. } => Some(g.realm(*on).hand.len() as i32),
                _ => None,
            })
        {
            return Some(m);
        }
        haggle::open(g, s, &self.legal, Window::Playing)
    }

    /// The unit a hit on its army falls on: the default order (Souls, the smallest horde,
    /// the fortress, the Devil) unless a reason says otherwise. The Devil takes the hit
    /// instead of a horde when it cannot be captured (no one who could win it holds a
    /// fortress) and its army does not need it, or when the horde to lose is worth more than
    /// the Devil's capture costs; in the last round the fortress, whose defence points no
    /// longer count, takes a hit before a horde.
    fn hit(&self, g: &Lords, s: Seat) -> Option<Move> {
        let c = g.combat()?;
        let i = g.army_hit()?;
        let a = &c.armies[i];
        let default = g.default_hit(i)?;
        let Unit::Horde(h) = default else {
            return Some(Move::Hit(default));
        };
        let data = g.data();
        let horde_cost = card_value(g, s, h);
        if self.has(&Move::Hit(Unit::Devil)) {
            // Who would hold the Devil if it is hit: the main attacker if it wins, the
            // defender if every attacker is destroyed; a captor with no fortress lets it flee.
            let holds = |t: Seat| t != s && g.realm(t).fortress.is_some();
            let capturable = if a.attacking {
                holds(c.attacker) || holds(c.defender)
            } else {
                holds(c.attacker)
            };
            // The main attacker's Devil is its leader unless a Leader horde stands.
            let needed = i == 0 && !a.hordes.iter().any(|&x| x != h && data.card(x).leader);
            let running = g.realm(s).vp + 1 >= PROCLAIMED_VP || g.realm(s).candidate;
            let fight = 2 * i32::from(g.devil(s).size);
            if !needed {
                if !capturable && !running && horde_cost > fight {
                    return Some(Move::Hit(Unit::Devil));
                }
                let artifacts: i32 = g
                    .realm(s)
                    .artifacts
                    .iter()
                    .map(|&x| card_value(g, s, x))
                    .sum();
                // A side that outweighs the other is likely to win, and then only the main
                // attacker's allies are captured: the risk is halved.
                let mine = g.side_size(a.attacking) as i32;
                let theirs = g.side_size(!a.attacking) as i32;
                let winning = mine > theirs;
                let capture =
                    (6 + fight + artifacts + 10 * i32::from(running)) / if winning { 2 } else { 1 };
                if capturable && horde_cost > capture {
                    return Some(Move::Hit(Unit::Devil));
                }
            }
        }
        if c.round >= COMBAT_ROUNDS && self.has(&Move::Hit(Unit::Fortress)) {
            return Some(Move::Hit(Unit::Fortress));
        }
        Some(Move::Hit(default))
    }

    /// Objections and proclaiming, for the schemer's interest: while it can still hope to win
    /// (a possible Overlord itself, no one at 6 victory points yet, or within 4 of the lead) it
    /// objects to each candidate who would beat it or is within 3 points of it; once out of
    /// the race it objects only to a candidate who attacked it this turn and lets the others
    /// stand. It proclaims itself with 4 or more victory points or the most posts (at least 2).
    fn elect(&self, g: &Lords, s: Seat) -> Option<Move> {
        let key = |t: Seat| (g.election_posts(t), g.realm(t).vp);
        let mine = g.is_candidate(s).then(|| key(s));
        let lead = (0..g.players())
            .filter(|&t| t != s)
            .map(|t| g.realm(t).vp)
            .max()
            .unwrap_or(0);
        let hopeful = mine.is_some() || g.realm(s).vp + 4 >= lead || lead < PROCLAIMED_VP;
        if let Some(m) = self.first(|m| match *m {
            Move::Object(t) => {
                if hopeful {
                    // A rival it would not beat, or one within 3 points of it (the schemer
                    // may be objected itself, and then the rival would be elected).
                    mine.is_none_or(|k| key(t) >= k || g.realm(t).vp + 3 >= k.1)
                } else {
                    // Out of the race, it keeps the leader from winning (the game goes on, and
                    // with it its chances) and punishes a Devil that attacked it this turn.
                    g.realm(t).attacked & (1 << s) != 0 || vp_leader(g) == Some(t)
                }
            }
            _ => false,
        }) {
            return Some(m);
        }
        let posts = g.election_posts(s);
        let most_posts =
            posts > 1 && (0..g.players()).all(|t| t == s || g.election_posts(t) < posts);
        (g.realm(s).vp >= 4 || most_posts)
            .then_some(Move::Proclaim)
            .filter(|m| self.has(m))
    }

    /// An activated artifact is used whenever it may be, as using it costs nothing; a
    /// once-per-turn one is kept for a round its side needs it in (not already outweighing
    /// the other side two to one) or for the last round, as a use now forbids it to every
    /// Devil for the rest of the turn.
    fn artifact(&self, g: &Lords, s: Seat) -> Option<Move> {
        let c = g.combat()?;
        let attacking = c.armies.iter().find(|a| a.owner == s)?.attacking;
        let att = g.side_size(true) as i32;
        let def = g.side_size(false) as i32 + 2 * g.defence_points() as i32;
        let (mine, theirs) = if attacking { (att, def) } else { (def, att) };
        let needed = mine < 2 * theirs.max(1) || c.round >= COMBAT_ROUNDS;
        self.first(|m| match m {
            Move::Use(x) => !g.data().card(*x).once_per_turn || needed,
            _ => false,
        })
    }

    fn organize(&self, g: &Lords, s: Seat) -> Option<Move> {
        if let Some(m) = self.artifact(g, s) {
            return Some(m);
        }
        let c = g.combat()?;
        let att = g.side_size(true) as i32;
        let def = g.side_size(false) as i32 + 2 * g.defence_points() as i32;
        if s == c.attacker {
            if let Some(m) = self.first(|m| matches!(m, Move::Negate(_))) {
                return Some(m);
            }
            // Outweighed: first a round with no combat is proposed, which spares its army
            // while others may still join; refused, it retreats from the second round on.
            if att < def && !c.no_combat {
                if self.has(&Move::Propose) {
                    return Some(Move::Propose);
                }
                if c.round >= 2 {
                    return Some(Move::Retreat);
                }
            }
            return None;
        }
        if s == c.defender {
            if let Some(m) = self.first(|m| match m {
                Move::Play(x) => g.data().card(*x).recall,
                _ => false,
            }) {
                return Some(m);
            }
            if att >= 2 * def.max(1) {
                // An attacker with no fortress cannot hold a prisoner: surrendering to it is
                // a flight that costs no card.
                if g.realm(c.attacker).fortress.is_none() && self.has(&Move::Surrender) {
                    return Some(Move::Surrender);
                }
                if let Some(m) = self.cheapest_card(g, s, |m| match m {
                    Move::FreeFlee(x) => Some(*x),
                    _ => None,
                }) {
                    return Some(m);
                }
                if att >= 3 * def.max(1)
                    && let Some(m) = self.first(|m| match m {
                        Move::Play(x) => g.data().card(*x).escape,
                        Move::Escape(_) => true,
                        _ => false,
                    })
                {
                    return Some(m);
                }
            }
            return None;
        }
        // An ally whose side is outweighed three to two goes over to the stronger side rather
        // than be destroyed with it.
        if self.has(&Move::Switch)
            && let Some(a) = c.armies.iter().find(|a| a.owner == s)
        {
            let (mine, theirs) = if a.attacking { (att, def) } else { (def, att) };
            if 2 * theirs >= 3 * mine.max(1) {
                return Some(Move::Switch);
            }
        }
        let leader = vp_leader(g)?;
        if leader == s || attack_strength(g, s) < 4 {
            return None;
        }
        if c.attacker == leader && self.has(&Move::Join { attack: false }) {
            return Some(Move::Join { attack: false });
        }
        if c.defender == leader && self.has(&Move::Join { attack: true }) {
            return Some(Move::Join { attack: true });
        }
        None
    }
}

impl Bot<Lords> for Schemer {
    fn id(&self) -> &'static str {
        SCHEMER_ID
    }

    fn choose(&mut self, game: &Lords, _rng: &mut Rng) -> Option<Move> {
        let s = game.to_move()?;
        game.legal_moves(&mut self.legal);
        // Promises it has no reason to break are kept: the moves that would break them are
        // not considered ("done" never breaks one, so something is always left).
        if self.legal.len() > 1 {
            self.legal.retain(|m| !haggle::forsworn(game, s, m));
        }
        if self.legal.is_empty() {
            return None;
        }
        let m = self.pick(game, s);
        Some(if self.legal.contains(&m) {
            m
        } else {
            self.legal[self.legal.len() - 1].clone()
        })
    }
}
