//! The schemer bot: Lords of Hell's own heuristic player. It redraws a hand with no fortress,
//! tables its best fortress, every horde and artifact, sends Fiends to Earth when home is
//! guarded, casts what it can afford; attacks a Realm it outweighs (at most twice a turn),
//! joins combats against the leader in victory points, flees a hopeless defence; gives a hit to
//! its Devil rather than a horde when the Devil cannot be captured or the horde is worth more;
//! captures stronger fortresses; objects to the candidates who would beat it while it can
//! still win, and lets them stand once it cannot; negotiates in every trading window by its
//! valuation, with offers, counter-offers and promises it keeps or breaks for a reason
//! (`haggle.rs`).

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
            let mine = g
                .realm(s)
                .fortress
                .map_or(-1, |f| i32::from(g.data().card(f).size));
            if i32::from(spec.size) > mine {
                5 + 2 * i32::from(spec.size)
            } else {
                1
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

/// The seat alone ahead in victory points, if any has some.
pub(super) fn vp_leader(g: &Lords) -> Option<Seat> {
    let best = (0..g.players()).map(|s| g.realm(s).vp).max().unwrap_or(0);
    let top: Vec<Seat> = (0..g.players())
        .filter(|&s| g.realm(s).vp == best)
        .collect();
    (best > 0 && top.len() == 1).then(|| top[0])
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
            Step::Redraw => Move::Redraw,
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
            Step::Muster => self
                .first(|m| matches!(m, Move::TakeAll))
                .or_else(|| self.first(|m| matches!(m, Move::Take(_))))
                .or_else(|| {
                    self.best(|m| match m {
                        Move::TakeSouls(n) => Some(i32::from(*n)),
                        _ => None,
                    })
                })
                .unwrap_or(done),
            Step::Organize => self.organize(g, s).unwrap_or(done),
            Step::NoCombat => {
                let c = g.combat();
                let weaker = c.is_some_and(|_| g.side_size(false) < g.side_size(true));
                if weaker { Move::Accept } else { Move::Decline }
            }
            Step::Spoils => {
                let theirs = g
                    .combat()
                    .and_then(|c| g.realm(c.defender).fortress)
                    .map_or(0, |f| data.card(f).size);
                let mine = g.realm(s).fortress.map(|f| data.card(f).size);
                if mine.is_none_or(|m| theirs > m) {
                    Move::Spoil(Spoil::Capture)
                } else {
                    Move::Spoil(Spoil::Destroy)
                }
            }
            Step::SpoilRituals => Move::Spoil(Spoil::DestroyRituals),
            Step::Handover => done,
            Step::Rituals => haggle::open(g, s, &self.legal, Window::Ritual)
                .or_else(|| {
                    self.best(|m| match m {
                        Move::Cast(c) | Move::CastFromHand(c) => Some(card_value(g, s, *c)),
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
            Step::Hits => self.hit(g, s).unwrap_or(done),
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
        let mine = r.fortress.map_or(-1, |f| i32::from(data.card(f).size));
        if let Some(m) = self.best(|m| match m {
            Move::Table(c)
                if data.card(*c).is(Kind::Fortress) && i32::from(data.card(*c).size) > mine =>
            {
                Some(i32::from(data.card(*c).size))
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
        if r.at == Where::Earth
            && self.has(&Move::Earth {
                horde: None,
                go: false,
            })
        {
            return Some(Move::Earth {
                horde: None,
                go: false,
            });
        }
        if let Some(m) = self.cheapest_card(g, s, |m| match m {
            Move::TradeIn(c) => Some(*c),
            _ => None,
        }) {
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
    /// (a possible Overlord itself, or within 3 victory points of the lead) it objects to each
    /// candidate who would beat it; once out of the race it objects only to a candidate who
    /// attacked it this turn and lets the others stand. It proclaims itself with 4 or more
    /// victory points or the most posts (at least 2).
    fn elect(&self, g: &Lords, s: Seat) -> Option<Move> {
        let key = |t: Seat| (g.election_posts(t), g.realm(t).vp);
        let mine = g.is_candidate(s).then(|| key(s));
        let lead = (0..g.players())
            .filter(|&t| t != s)
            .map(|t| g.realm(t).vp)
            .max()
            .unwrap_or(0);
        let hopeful = mine.is_some() || g.realm(s).vp + 3 >= lead || lead < PROCLAIMED_VP;
        if let Some(m) = self.first(|m| match *m {
            Move::Object(t) => {
                if hopeful {
                    // A rival it would not beat, or one close behind it (the schemer may be
                    // objected itself, and then the rival would be elected).
                    mine.is_none_or(|k| key(t) >= k || g.realm(t).vp + 2 >= k.1)
                } else {
                    g.realm(t).attacked & (1 << s) != 0
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

    fn organize(&self, g: &Lords, s: Seat) -> Option<Move> {
        let c = g.combat()?;
        let att = g.side_size(true) as i32;
        let def = g.side_size(false) as i32 + 2 * g.defence_points() as i32;
        if s == c.attacker {
            if let Some(m) = self.first(|m| matches!(m, Move::Negate(_))) {
                return Some(m);
            }
            if c.round >= 2 && att < def {
                return Some(Move::Retreat);
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
