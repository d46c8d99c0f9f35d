//! The phases after the combats: rituals upkept and cast (from a fortress, by a Caster, or a
//! Critter set from the hand), the measures a post's requirements read, and the posts awarded
//! and lost, after the combats and in the award phase. The phases before them are in
//! `turn.rs`, the gathering on Earth and the election after them in `election.rs`.

use super::data::{Condition, Kind, Measure, PostWhen};
use super::state::{CardId, Lords, Move, Phase, Step, Where};
use crate::rules::RuledGame;
use crate::rules::{Seat, seat_label};

impl Lords {
    pub(super) fn can_cast_from_hand(&self, s: Seat) -> bool {
        self.realm(s).critter_casts < self.critter_sets(s)
            && self.realm(s).hand.iter().any(|&c| {
                self.is(c, Kind::Ritual) && u16::from(self.data.card(c).size) <= self.realm(s).souls
            })
    }

    pub(super) fn next_caster(&mut self) {
        match self.queue.first() {
            Some(&s) => {
                self.actor = s;
                self.step = Step::Rituals;
            }
            None => self.award(),
        }
    }

    pub(super) fn ritual_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let r = self.realm(s);
        for c in self.distinct(&r.rituals) {
            if u16::from(self.data.card(c).size) <= r.souls {
                out.push(Move::Cast(c));
            }
            out.push(Move::Discard(c));
        }
        if self.can_cast_from_hand(s) {
            let hand: Vec<CardId> = r
                .hand
                .iter()
                .copied()
                .filter(|&c| {
                    self.is(c, Kind::Ritual) && u16::from(self.data.card(c).size) <= r.souls
                })
                .collect();
            out.extend(self.distinct(&hand).into_iter().map(Move::CastFromHand));
        }
        // "Before each ritual is handled, trading is allowed as normal": the caster may open
        // one negotiation with each other Devil before it handles its rituals.
        if !r.rituals.is_empty() || self.can_cast_from_hand(s) {
            for t in 0..self.players() {
                if r.offered & (1 << t) == 0 && self.may_trade(s, t) {
                    out.push(Move::Offer(t));
                }
            }
        }
        if r.rituals.is_empty() {
            out.push(Move::Done);
        }
    }

    pub(super) fn rituals(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Cast(c) | Move::CastFromHand(c) => {
                let from_hand = matches!(mv, Move::CastFromHand(_));
                self.take_card(s, c);
                let spec = self.data.card(c).clone();
                self.realm_mut(s).souls -= u16::from(spec.size);
                self.realm_mut(s).rituals_cast += 1;
                if from_hand {
                    self.realm_mut(s).critter_casts += 1;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} casts {}{}{}",
                        seat_label(s),
                        g.card_name(c),
                        if from_hand {
                            " from the hand with a complete Critter set"
                        } else {
                            ""
                        },
                        if spec.size > 0 {
                            format!(" for {} Souls", spec.size)
                        } else {
                            String::new()
                        }
                    )
                });
                let bonus = self.devil(s).rituals;
                self.effects(s, &spec, bonus);
                self.discard_card(c);
            }
            Move::Discard(c) => {
                self.take_card(s, c);
                self.discard_card(c);
                self.say(Some(s), |g| {
                    format!("{} discards the ritual {}", seat_label(s), g.card_name(c))
                });
            }
            Move::Offer(t) => self.open_offer(s, t, super::state::Window::Ritual),
            _ => {
                self.queue.retain(|&x| x != s);
                self.next_caster();
            }
        }
    }

    // ---- Posts and awards ----

    /// A measure of a Realm for post requirements.
    pub fn measure(&self, s: Seat, m: Measure) -> u32 {
        let r = self.realm(s);
        match m {
            Measure::Size => self.realm_size(s),
            Measure::Hordes => r.hordes.len() as u32,
            Measure::Souls => u32::from(r.souls),
            Measure::Prisoners => self.prisoners(s).len() as u32,
            Measure::Victories => u32::from(r.victories),
            Measure::Rituals => u32::from(r.rituals_cast),
            Measure::Defence => r.fortress.map_or(0, |f| u32::from(self.data.card(f).size)),
            Measure::Artifacts => r.artifacts.len() as u32,
        }
    }

    pub fn meets(&self, s: Seat, conditions: &[Condition]) -> bool {
        conditions.iter().all(|&c| match c {
            Condition::Most(m) => {
                let v = self.measure(s, m);
                v >= 1 && (0..self.players()).all(|o| o == s || self.measure(o, m) < v)
            }
            Condition::AtLeast(m, n) => self.measure(s, m) >= u32::from(n),
        })
    }

    /// Posts checked now: "If the Devil does not fill 'to keep' requirement next turn, the post
    /// is completely lost and other Devil can immediately claim it"; a stable post not kept
    /// becomes unstable; "when a new post is achieved or stable post is kept, the Devil gains
    /// one victory point".
    pub(super) fn award_posts(&mut self, when: PostWhen) {
        for i in 0..self.posts.len() {
            let spec = self.data.posts[i].clone();
            if spec.when != when {
                continue;
            }
            let post = self.posts[i];
            // The Devil that has just lost the post: "other Devil" may claim it at once, so
            // the loser cannot win it back, and its point, in the same award.
            let mut lost_by = None;
            if let Some(h) = post.holder {
                if self.meets(h, &spec.keep) {
                    if post.stable {
                        self.realm_mut(h).gain_vp(1);
                        self.say(Some(h), |_| {
                            format!(
                                "{} keeps the stable post {}: 1 victory point",
                                seat_label(h),
                                spec.name
                            )
                        });
                    } else {
                        self.posts[i].stable = true;
                        self.say(Some(h), |_| {
                            format!("{}'s post {} becomes stable", seat_label(h), spec.name)
                        });
                    }
                } else if post.stable {
                    self.posts[i].stable = false;
                    self.say(Some(h), |_| {
                        format!(
                            "{} does not keep {}: the post becomes unstable",
                            seat_label(h),
                            spec.name
                        )
                    });
                } else {
                    self.posts[i].holder = None;
                    lost_by = Some(h);
                    self.say(Some(h), |_| {
                        format!(
                            "{} does not keep {}: the unstable post is lost",
                            seat_label(h),
                            spec.name
                        )
                    });
                }
            }
            if self.posts[i].holder.is_none() {
                let able: Vec<Seat> = (0..self.players())
                    .filter(|&s| Some(s) != lost_by && self.meets(s, &spec.achieve))
                    .collect();
                let Some(first) = spec.achieve.first() else {
                    continue;
                };
                let best = able.iter().map(|&s| self.measure(s, first.measure())).max();
                let top: Vec<Seat> = able
                    .iter()
                    .copied()
                    .filter(|&s| Some(self.measure(s, first.measure())) == best)
                    .collect();
                if !top.is_empty() {
                    let h = top[self.rng.index(top.len())];
                    self.posts[i] = super::state::Post {
                        holder: Some(h),
                        stable: false,
                    };
                    self.realm_mut(h).gain_vp(1);
                    self.say(Some(h), |_| {
                        format!(
                            "{} achieves the post {}: 1 victory point",
                            seat_label(h),
                            spec.name
                        )
                    });
                }
            }
        }
    }

    fn award(&mut self) {
        self.phase = Phase::Award;
        self.award_posts(PostWhen::Award);
        for s in 0..self.players() {
            if self.devil(s).torture && !self.prisoners(s).is_empty() {
                self.realm_mut(s).gain_vp(1);
                self.say(Some(s), |g| {
                    format!(
                        "{} tortures its prisoners: 1 victory point",
                        g.devil_name(s)
                    )
                });
            }
        }
        self.phase = Phase::Gathering;
        self.upkeep_rituals();
        let mut rolls = Vec::new();
        for s in self.clockwise(self.starter) {
            let r = self.realm(s);
            if r.at == Where::Earth {
                rolls.push((s, None));
            }
            rolls.extend(r.earth.iter().map(|&c| (s, Some(c))));
        }
        self.earth_rolls = rolls;
        self.next_roll();
    }
}
