//! The turn's phases outside combat and trading: set-up redraws, the Draw phase by Realm size,
//! the playing phase, attack announcements, rituals, posts and awards, the gathering on Earth,
//! the election and the end of the turn.

use super::data::{Condition, Fate, Kind, Measure, PostWhen};
use super::state::{CardId, Lords, Move, OVERLORD_VP, PROCLAIMED_VP, Phase, Step, Where};
use super::variants::MAX_TURNS;
use crate::rules::RuledGame;
use crate::rules::{Seat, seat_label};

impl Lords {
    // ---- Set-up ----

    pub(super) fn next_redraw(&mut self) {
        if let Some(&s) = self.queue.first() {
            self.step = Step::Redraw;
            self.actor = s;
        } else {
            // "After everyone has done their possible redraw, shuffle discarded decks into the
            // deck."
            let back = std::mem::take(&mut self.set_aside);
            if !back.is_empty() {
                self.deck.extend(back);
                let mut deck = std::mem::take(&mut self.deck);
                self.rng.shuffle(&mut deck);
                self.deck = deck;
                self.say(None, |_| {
                    "The redrawn hands are shuffled back into the deck".into()
                });
            }
            self.start_turn();
        }
    }

    pub(super) fn redraw(&mut self, s: Seat, redraw: bool) {
        if redraw {
            let hand = std::mem::take(&mut self.realm_mut(s).hand);
            self.set_aside.extend(hand);
            let got = self.draw(s, super::state::HAND);
            self.say(Some(s), |_| {
                format!(
                    "{} has no fortress and redraws: {got} new cards, which must be kept",
                    seat_label(s)
                )
            });
        } else {
            self.say(Some(s), |_| {
                format!("{} keeps a hand with no fortress", seat_label(s))
            });
        }
        self.queue.retain(|&x| x != s);
        self.next_redraw();
    }

    // ---- The Draw and playing phases ----

    pub(super) fn start_turn(&mut self) {
        self.turn += 1;
        if self.turn > MAX_TURNS {
            self.turn = MAX_TURNS;
            self.say(None, |_| {
                format!(
                    "No Overlord after {MAX_TURNS} turns: the engine's safety limit ends the game"
                )
            });
            self.finish(None, "the engine's turn limit", true);
            return;
        }
        for r in &mut self.realms {
            r.attacked = 0;
            r.defeated = false;
            r.victories = 0;
            r.rituals_cast = 0;
            r.looted = false;
            r.emptied = false;
            r.offered = false;
            r.moved.clear();
            r.critter_casts = 0;
            r.objected = 0;
        }
        self.phase = Phase::Draw;
        if self.deck.is_empty() && !self.discard.is_empty() {
            let mut back = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut back);
            self.deck = back;
            self.say(None, |g| {
                format!(
                    "The deck is empty: the discard pile ({} cards) is shuffled into a new deck",
                    g.deck.len()
                )
            });
        }
        // "Each player draws cards from the deck, starting from the Starter".
        for s in self.clockwise(self.starter) {
            let size = self.realm_size(s);
            let want = self.draw_count(s);
            let got = self.draw(s, want);
            self.say(Some(s), |_| {
                if got == want {
                    format!("{} (Realm size {size}) draws {got} cards", seat_label(s))
                } else {
                    format!(
                        "{} (Realm size {size}) draws {got} of {want} cards: the deck ran out and the rest are lost",
                        seat_label(s)
                    )
                }
            });
        }
        self.phase = Phase::Playing;
        self.upkeep_rituals();
        self.queue = self.clockwise(self.starter);
        self.actor = self.starter;
        self.step = Step::Playing;
    }

    /// "Discard any tabled ritual if you have no fortress (and no Diabolic Fiends) or no
    /// caster present at the start of any new phase."
    pub(super) fn upkeep_rituals(&mut self) {
        for s in 0..self.players() {
            if !self.realm(s).rituals.is_empty() && !self.can_hold_rituals(s) {
                let lost = std::mem::take(&mut self.realm_mut(s).rituals);
                self.say(Some(s), |g| {
                    let names: Vec<&str> = lost.iter().map(|&c| g.card_name(c)).collect();
                    format!(
                        "{} has no fortress or caster present: its rituals are discarded ({})",
                        seat_label(s),
                        names.join(", ")
                    )
                });
                self.discard.extend(lost);
            }
        }
    }

    /// Whether a special card does something for `s` now (`in_combat`: only Escape and
    /// Recall are played during combats).
    pub(super) fn special_usable(&self, s: Seat, c: CardId, in_combat: bool) -> bool {
        let spec = self.data.card(c);
        let at = self.realm(s).at;
        if spec.recall && matches!(at, Where::Earth | Where::Fled) {
            return true;
        }
        if in_combat {
            return false;
        }
        (spec.escape && matches!(at, Where::Captive(_)))
            || spec.draw > 0
            || spec.souls > 0
            || spec.gain_vp > 0
            || spec.plague > 0
            || spec.summon
    }

    pub(super) fn playing_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let r = self.realm(s);
        let captive = match r.at {
            Where::Captive(c) => Some(c),
            _ => None,
        };
        let hand = self.distinct(&r.hand);
        for &c in &hand {
            let spec = self.data.card(c);
            match spec.kind() {
                Kind::Horde | Kind::Fortress => out.push(Move::Table(c)),
                Kind::Artifact if captive.is_none() => out.push(Move::Table(c)),
                Kind::Ritual if self.can_hold_rituals(s) => out.push(Move::Table(c)),
                Kind::Special if self.special_usable(s, c, false) => out.push(Move::Play(c)),
                _ => {}
            }
            if let Some(captor) = captive
                && spec.is(Kind::Fortress)
                && self
                    .realm(captor)
                    .fortress
                    .is_some_and(|f| self.card_name(f) == spec.name)
            {
                out.push(Move::Escape(c));
            }
        }
        for &c in &hand {
            if !self.is(c, Kind::Oath) {
                out.push(Move::Discard(c));
            }
        }
        let home: Vec<CardId> = self.home_hordes(s).collect();
        let mut tabled = self.distinct(&home);
        tabled.extend(self.distinct(&r.earth));
        tabled.extend(r.fortress);
        tabled.extend(self.distinct(&r.artifacts));
        tabled.extend(self.distinct(&r.rituals));
        out.extend(tabled.into_iter().map(Move::Discard));
        // "Non-imprisoned Devil can go to Earth to collect Souls, as can any Fiends ... This
        // decision can be reversed and remade as long as playing phase continues" (once per
        // unit and phase here, so that every game ends).
        if !r.moved.contains(&None) {
            match r.at {
                Where::Home => out.push(Move::Earth {
                    horde: None,
                    go: true,
                }),
                Where::Earth => out.push(Move::Earth {
                    horde: None,
                    go: false,
                }),
                _ => {}
            }
        }
        let idle: Vec<CardId> = home
            .iter()
            .copied()
            .filter(|&c| self.data.card(c).earth && !r.moved.contains(&Some(c)))
            .collect();
        for c in self.distinct(&idle) {
            out.push(Move::Earth {
                horde: Some(c),
                go: true,
            });
        }
        let away: Vec<CardId> = r
            .earth
            .iter()
            .copied()
            .filter(|&c| !r.moved.contains(&Some(c)))
            .collect();
        for c in self.distinct(&away) {
            out.push(Move::Earth {
                horde: Some(c),
                go: false,
            });
        }
        if self.devil(s).trade_in
            && captive.is_none()
            && (r.traded_in == 0 || self.turn >= r.traded_in + 2)
        {
            for &c in &hand {
                if !self.is(c, Kind::Oath) {
                    out.push(Move::TradeIn(c));
                }
            }
        }
        if !r.offered {
            for t in 0..self.players() {
                if self.may_trade(s, t) {
                    out.push(Move::Offer(t));
                }
            }
        }
        out.push(Move::Done);
    }

    pub(super) fn playing(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Table(c) => {
                self.take_card(s, c);
                let kind = self.data.card(c).kind();
                match kind {
                    Kind::Horde => self.realm_mut(s).hordes.push(c),
                    Kind::Fortress => {
                        // "if she has more than one tabled fortress card, all but one must be
                        // immediately discarded": the new one is kept, prisoners and rituals
                        // move with the Devil ("not by changing to new one").
                        if let Some(old) = self.realm_mut(s).fortress.replace(c) {
                            self.discard_card(old);
                            self.say(Some(s), |g| {
                                format!(
                                    "{} tables the fortress {} and discards {}",
                                    seat_label(s),
                                    g.card_name(c),
                                    g.card_name(old)
                                )
                            });
                            return;
                        }
                    }
                    Kind::Artifact => self.realm_mut(s).artifacts.push(c),
                    _ => self.realm_mut(s).rituals.push(c),
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} tables {} ({})",
                        seat_label(s),
                        g.card_name(c),
                        kind.name().to_ascii_lowercase()
                    )
                });
            }
            Move::Discard(c) => {
                if self.realm(s).fortress == Some(c) {
                    self.say(Some(s), |g| {
                        format!("{} discards its fortress {}", seat_label(s), g.card_name(c))
                    });
                    self.lose_fortress(s);
                } else {
                    let from_hand = self.realm(s).hand.contains(&c);
                    self.take_card(s, c);
                    self.discard_card(c);
                    self.say(Some(s), |g| {
                        format!(
                            "{} discards {}{}",
                            seat_label(s),
                            g.card_name(c),
                            if from_hand {
                                " from the hand"
                            } else {
                                " from the table"
                            }
                        )
                    });
                }
            }
            Move::Earth { horde, go } => {
                self.realm_mut(s).moved.push(horde);
                match horde {
                    None => {
                        self.realm_mut(s).at = if go { Where::Earth } else { Where::Home };
                        self.say(Some(s), |g| {
                            if go {
                                format!("{} sends {} to Earth", seat_label(s), g.devil_name(s))
                            } else {
                                format!("{} returns from Earth", g.devil_name(s))
                            }
                        });
                    }
                    Some(c) => {
                        if go {
                            self.realm_mut(s).earth.push(c);
                        } else {
                            self.realm_mut(s).earth.retain(|&x| x != c);
                        }
                        self.say(Some(s), |g| {
                            if go {
                                format!("{} sends {} to Earth", seat_label(s), g.card_name(c))
                            } else {
                                format!("{}'s {} return from Earth", seat_label(s), g.card_name(c))
                            }
                        });
                    }
                }
            }
            Move::Play(c) => self.play_special(s, c),
            Move::Escape(c) => {
                self.take_card(s, c);
                self.discard_card(c);
                self.realm_mut(s).at = Where::Home;
                self.say(Some(s), |g| {
                    format!(
                        "{} discards {}, identical to the captor's fortress, and escapes",
                        g.devil_name(s),
                        g.card_name(c)
                    )
                });
            }
            Move::TradeIn(c) => {
                self.take_card(s, c);
                self.discard_card(c);
                let got = self.draw(s, 3);
                self.realm_mut(s).traded_in = self.turn;
                self.say(Some(s), |g| {
                    format!(
                        "{} trades in {} and draws {got}",
                        g.devil_name(s),
                        g.card_name(c)
                    )
                });
            }
            Move::Offer(t) => self.open_offer(s, t),
            Move::Done => {
                self.queue.retain(|&x| x != s);
                match self.queue.first() {
                    Some(&next) => self.actor = next,
                    None => self.start_attacks(),
                }
            }
            _ => {}
        }
    }

    /// A special card's effect.
    pub(super) fn play_special(&mut self, s: Seat, c: CardId) {
        self.take_card(s, c);
        self.discard_card(c);
        let spec = self.data.card(c).clone();
        self.say(Some(s), |g| {
            format!(
                "{} plays {} ({})",
                seat_label(s),
                g.card_name(c),
                spec.summary()
            )
        });
        if spec.recall && matches!(self.realm(s).at, Where::Earth | Where::Fled) {
            self.recall(s);
            return;
        }
        if spec.escape && matches!(self.realm(s).at, Where::Captive(_)) {
            self.realm_mut(s).at = Where::Home;
            self.say(Some(s), |g| {
                format!("{} escapes imprisonment", g.devil_name(s))
            });
            return;
        }
        self.effects(s, &spec, 0);
    }

    /// The Devil comes home at once; in a combat at its home Realm it joins the defence.
    pub(super) fn recall(&mut self, s: Seat) {
        self.realm_mut(s).at = Where::Home;
        let c = &mut self.battle;
        if c.active && c.defender == s && c.armies.len() > 1 && !c.armies[1].devil {
            c.armies[1].devil = true;
            c.free_fled = false;
        }
        self.say(Some(s), |g| {
            format!("{} is recalled to its home Realm", g.devil_name(s))
        });
    }

    /// The numbered effects of a ritual or special card, each number `bonus` higher.
    pub(super) fn effects(&mut self, s: Seat, spec: &super::data::CardSpec, bonus: u8) {
        let up = |n: u8| if n > 0 { n.saturating_add(bonus) } else { 0 };
        if spec.souls > 0 {
            let n = u16::from(up(spec.souls));
            self.realm_mut(s).gain_souls(n);
            self.say(Some(s), |_| format!("{} gains {n} Souls", seat_label(s)));
        }
        if spec.draw > 0 {
            let got = self.draw(s, usize::from(up(spec.draw)));
            self.say(Some(s), |_| format!("{} draws {got} cards", seat_label(s)));
        }
        if spec.gain_vp > 0 {
            let n = u16::from(up(spec.gain_vp));
            self.realm_mut(s).gain_vp(n);
            self.say(Some(s), |_| {
                format!("{} gains {n} victory points", seat_label(s))
            });
        }
        if spec.plague > 0 {
            self.plague(s, up(spec.plague));
        }
        if spec.summon {
            if let Some(i) = self.discard.iter().rposition(|&c| self.is(c, Kind::Horde)) {
                let h = self.discard.remove(i);
                self.realm_mut(s).hordes.push(h);
                self.say(Some(s), |g| {
                    format!(
                        "{} summons {} from the discard pile",
                        seat_label(s),
                        g.card_name(h)
                    )
                });
            } else {
                self.say(Some(s), |_| {
                    "There is no horde in the discard pile to summon".into()
                });
            }
        }
    }

    /// "Realm with most hordes, and if tied, random" (the caster's own aside) loses `n`
    /// hordes, the smallest first.
    fn plague(&mut self, s: Seat, n: u8) {
        let most = (0..self.players())
            .filter(|&t| t != s)
            .map(|t| self.realm(t).hordes.len())
            .max()
            .unwrap_or(0);
        if most == 0 {
            self.say(Some(s), |_| "The plague finds no horde".into());
            return;
        }
        let tied: Vec<Seat> = (0..self.players())
            .filter(|&t| t != s && self.realm(t).hordes.len() == most)
            .collect();
        let t = tied[self.rng.index(tied.len())];
        let mut lost = Vec::new();
        for _ in 0..n {
            let Some(&h) = self
                .realm(t)
                .hordes
                .iter()
                .min_by_key(|&&h| (self.data.card(h).size, h))
            else {
                break;
            };
            self.take_card(t, h);
            self.discard_card(h);
            lost.push(h);
        }
        self.say(Some(s), |g| {
            let names: Vec<&str> = lost.iter().map(|&c| g.card_name(c)).collect();
            format!(
                "The plague strikes {}, the Realm with most hordes: {} destroyed",
                seat_label(t),
                names.join(", ")
            )
        });
    }

    /// The fortress is lost: "If the fortress is lost, or the captor did not originally have a
    /// fortress, the captor must immediately release all its prisoners" (they flee), and
    /// "immediately discard all tabled rituals if you lose your fortress unless you have
    /// Diabolic Fiends".
    pub(super) fn lose_fortress(&mut self, s: Seat) {
        if let Some(f) = self.realm_mut(s).fortress.take() {
            self.discard_card(f);
        }
        for p in self.prisoners(s) {
            self.realm_mut(p).at = Where::Fled;
            self.say(Some(s), |g| {
                format!(
                    "{} loses its fortress and must release {}, who flees until the end of the turn",
                    seat_label(s),
                    g.devil_name(p)
                )
            });
        }
        if !self.has_caster(s) && !self.realm(s).rituals.is_empty() {
            let lost = std::mem::take(&mut self.realm_mut(s).rituals);
            self.discard.extend(lost);
            self.say(Some(s), |_| {
                format!("{}'s rituals are lost with the fortress", seat_label(s))
            });
        }
    }

    // ---- Attacks ----

    pub(super) fn start_attacks(&mut self) {
        self.phase = Phase::Attacks;
        self.upkeep_rituals();
        self.passes = 0;
        self.actor = self.starter;
        self.step = Step::Announce;
    }

    /// Whether `s` may announce an attack on `t` now.
    pub fn may_attack(&self, s: Seat, t: Seat) -> bool {
        let r = self.realm(s);
        if s == t || r.defeated || r.attacked & (1 << t) != 0 {
            return false;
        }
        // An army needs something to muster: the Devil, a horde at home or Souls.
        if r.at != Where::Home && self.home_hordes(s).next().is_none() && r.souls == 0 {
            return false;
        }
        match r.at {
            // "Devil's armies can only attack to release their master (unless they have
            // Fallen Angels)".
            Where::Captive(c) => c == t || self.has_leader_horde(s),
            Where::Home => true,
            _ => self.has_leader_horde(s),
        }
    }

    pub(super) fn announce_moves(&self, s: Seat, out: &mut Vec<Move>) {
        for t in 0..self.players() {
            if self.may_attack(s, t) {
                out.push(Move::Attack(t));
            }
        }
        out.push(Move::Done);
    }

    pub(super) fn announce(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Attack(t) => {
                self.passes = 0;
                self.start_combat(s, t);
            }
            _ => {
                self.passes += 1;
                if self.passes >= self.players() {
                    self.end_attacks();
                } else {
                    self.actor = self.next_seat(s);
                }
            }
        }
    }

    /// After a combat: the announcements go on from the seat after the attacker.
    pub(super) fn resume_announcements(&mut self, attacker: Seat) {
        self.battle.active = false;
        self.passes = 0;
        self.step = Step::Announce;
        self.actor = self.next_seat(attacker);
    }

    fn end_attacks(&mut self) {
        // "After all combats are handled, 'Realm of Power' post is awarded".
        self.award_posts(PostWhen::Combats);
        self.phase = Phase::Rituals;
        self.upkeep_rituals();
        self.queue = self
            .clockwise(self.starter)
            .into_iter()
            .filter(|&s| !self.realm(s).rituals.is_empty() || self.can_cast_from_hand(s))
            .collect();
        self.next_caster();
    }

    // ---- Rituals ----

    fn can_cast_from_hand(&self, s: Seat) -> bool {
        self.realm(s).critter_casts < self.critter_sets(s)
            && self.realm(s).hand.iter().any(|&c| {
                self.is(c, Kind::Ritual) && u16::from(self.data.card(c).size) <= self.realm(s).souls
            })
    }

    fn next_caster(&mut self) {
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

    // ---- Gathering on Earth ----

    fn roll_2d6(&mut self) -> (u8, u8) {
        (self.d6(), self.d6())
    }

    fn next_roll(&mut self) {
        match self.earth_rolls.first().copied() {
            Some((s, unit)) => {
                let (a, b) = self.roll_2d6();
                self.roll = (a, b, false);
                self.actor = s;
                self.step = Step::Gather;
                self.say_dice(Some(s), vec![a, b], |g| {
                    let who = match unit {
                        None => g.devil_name(s).to_string(),
                        Some(c) => format!("{}'s {}", seat_label(s), g.card_name(c)),
                    };
                    let row = g.data.souls[usize::from(a + b - 2)];
                    format!(
                        "{who} rolls {} on Earth: {} Souls, {}",
                        a + b,
                        row.souls,
                        row.fate.name()
                    )
                });
            }
            None => self.start_election(),
        }
    }

    pub(super) fn gather(&mut self, s: Seat, reroll: bool) {
        if reroll {
            // "The Devil can reroll the result, but must accept the second roll."
            let (a, b) = self.roll_2d6();
            self.roll = (a, b, true);
            self.say_dice(Some(s), vec![a, b], |g| {
                let row = g.data.souls[usize::from(a + b - 2)];
                format!(
                    "{} rerolls: {}, {} Souls, {}",
                    seat_label(s),
                    a + b,
                    row.souls,
                    row.fate.name()
                )
            });
            return;
        }
        let Some((_, unit)) = self.earth_rolls.first().copied() else {
            self.start_election();
            return;
        };
        self.earth_rolls.remove(0);
        let row = self.data.souls[usize::from(self.roll.0 + self.roll.1 - 2)];
        self.realm_mut(s).gain_souls(u16::from(row.souls));
        match (row.fate, unit) {
            (Fate::Stay, _) => {}
            (Fate::Return, None) => self.realm_mut(s).at = Where::Home,
            (Fate::Return, Some(c)) => self.realm_mut(s).earth.retain(|&x| x != c),
            (Fate::Lost, None) => self.realm_mut(s).at = Where::Fled,
            (Fate::Lost, Some(c)) => {
                self.take_card(s, c);
                self.discard_card(c);
            }
        }
        self.say(Some(s), |g| {
            let who = match unit {
                None => g.devil_name(s).to_string(),
                Some(c) => g.card_name(c).to_string(),
            };
            let fate = match (row.fate, unit) {
                (Fate::Stay, _) => "stays on Earth until the next playing phase",
                (Fate::Return, _) => "returns to Hell",
                (Fate::Lost, None) => "is lost on Earth and flees until the end of the turn",
                (Fate::Lost, Some(_)) => "are lost on Earth and destroyed",
            };
            format!("{} gains {} Souls; {who} {fate}", seat_label(s), row.souls)
        });
        self.next_roll();
    }

    // ---- The election ----

    /// A Devil partakes in the gathering unless imprisoned or fled.
    pub fn in_gathering(&self, s: Seat) -> bool {
        matches!(self.realm(s).at, Where::Home | Where::Earth)
    }

    /// "Any Overlord at 6 victory points or who was proclaimed as new Overlord last turn"
    /// (read: any Devil), if it is in the gathering.
    pub fn is_candidate(&self, s: Seat) -> bool {
        self.in_gathering(s) && (self.realm(s).vp >= PROCLAIMED_VP || self.realm(s).candidate)
    }

    pub(super) fn start_election(&mut self) {
        self.phase = Phase::Election;
        self.queue = self
            .clockwise(self.starter)
            .into_iter()
            .filter(|&s| self.in_gathering(s))
            .collect();
        self.next_elector();
    }

    fn next_elector(&mut self) {
        match self.queue.first() {
            Some(&s) => {
                self.actor = s;
                self.step = Step::Elect;
            }
            None => self.resolve_election(),
        }
    }

    pub(super) fn elect_moves(&self, s: Seat, out: &mut Vec<Move>) {
        for t in 0..self.players() {
            if t != s && self.is_candidate(t) && self.realm(s).objected & (1 << t) == 0 {
                out.push(Move::Object(t));
            }
        }
        let r = self.realm(s);
        if !r.proclaimed && r.vp < PROCLAIMED_VP {
            out.push(Move::Proclaim);
        }
        out.push(Move::Done);
    }

    pub(super) fn elect(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Object(t) => {
                self.realm_mut(s).objected |= 1 << t;
                self.say(Some(s), |g| {
                    format!("{} objects to {}", g.devil_name(s), g.devil_name(t))
                });
            }
            Move::Proclaim => {
                self.realm_mut(s).proclaimed = true;
                self.say(Some(s), |g| {
                    format!("{} proclaims itself the new Overlord", g.devil_name(s))
                });
            }
            _ => {
                self.queue.retain(|&x| x != s);
                self.next_elector();
            }
        }
    }

    /// Objections against `t` by the Devils in the gathering.
    pub fn objections(&self, t: Seat) -> u32 {
        (0..self.players())
            .filter(|&o| o != t && self.in_gathering(o) && self.realm(o).objected & (1 << t) != 0)
            .count() as u32
    }

    /// A candidate is a possible new Overlord unless at least half of the other Devils in the
    /// gathering object (the text's list of conditions is lost: a placeholder).
    pub fn is_possible(&self, t: Seat) -> bool {
        if !self.is_candidate(t) {
            return false;
        }
        let others = (0..self.players())
            .filter(|&o| o != t && self.in_gathering(o))
            .count() as u32;
        others == 0 || self.objections(t) * 2 < others
    }

    fn resolve_election(&mut self) {
        let possible: Vec<Seat> = (0..self.players())
            .filter(|&t| self.is_possible(t))
            .collect();
        let candidates: Vec<Seat> = (0..self.players())
            .filter(|&t| self.is_candidate(t))
            .collect();
        for t in candidates {
            let ok = possible.contains(&t);
            self.say(Some(t), |g| {
                format!(
                    "{} is proclaimed ({} VP, {} posts) with {} objections: {}",
                    g.devil_name(t),
                    g.realm(t).vp,
                    g.election_posts(t),
                    g.objections(t),
                    if ok {
                        "a possible new Overlord"
                    } else {
                        "objected"
                    }
                )
            });
        }
        // "If there is several possible Overlords, the one with most posts becomes the new
        // Overlord, and the game ends. If tied, the one with most victory points. If still
        // tied, no one is selected this turn".
        let key = |s: Seat| (self.election_posts(s), self.realm(s).vp);
        let best = possible.iter().map(|&s| key(s)).max();
        let top: Vec<Seat> = possible
            .iter()
            .copied()
            .filter(|&s| Some(key(s)) == best)
            .collect();
        if top.len() == 1 {
            let o = top[0];
            self.say(Some(o), |g| {
                format!("{} is elected the new Overlord", g.devil_name(o))
            });
            self.finish(Some(o), "a new Overlord is elected", false);
            return;
        }
        if top.len() > 1 {
            self.say(None, |_| {
                "The possible Overlords are tied: no one is selected this turn".into()
            });
        }
        // "However, if any Devil has reached 9 or more victory points, that Devil automatically
        // becomes the new Overlord if no one else was elected and no one else has as many".
        let most = (0..self.players())
            .map(|s| self.realm(s).vp)
            .max()
            .unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.players())
            .filter(|&s| self.realm(s).vp == most)
            .collect();
        if most >= OVERLORD_VP && leaders.len() == 1 {
            let o = leaders[0];
            self.say(Some(o), |g| {
                format!(
                    "{} has {most} victory points and becomes the new Overlord",
                    g.devil_name(o)
                )
            });
            self.finish(
                Some(o),
                "a Devil reached 9 or more victory points before the oath cards were revealed",
                false,
            );
            return;
        }
        self.end_turn();
    }

    fn end_turn(&mut self) {
        for s in 0..self.players() {
            let r = self.realm_mut(s);
            if r.at == Where::Fled || r.at == Where::Aside {
                r.at = Where::Home;
            }
            r.candidate = r.proclaimed;
            r.proclaimed = false;
        }
        self.say(None, |_| "The turn ends: fled Devils return to Hell".into());
        self.starter = self.next_seat(self.starter);
        self.say(None, |g| {
            format!("The Starter marker passes to {}", seat_label(g.starter))
        });
        self.start_turn();
    }
}
