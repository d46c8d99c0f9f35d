//! The turn's first phases outside combat and trading: set-up redraws, the start of a turn, the
//! Draw phase by Realm size, the playing phase with its special cards and their effects, and
//! attack announcements. The later phases are in `rituals.rs` (rituals, posts and awards) and
//! `election.rs` (the gathering on Earth, the election and the end of the turn).

use super::data::{Kind, PostWhen};
use super::state::{CardId, Lords, Move, Phase, Step, Where, Window};
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
        // The last turn's attacks and election are over: their promises are kept.
        self.turn_over();
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
            r.offered = 0;
            r.moved.clear();
            r.critter_casts = 0;
            r.objected = 0;
        }
        self.used.clear();
        self.bonds.clear();
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
        // "I will give you N cards at the start of the next playing phase": now is the time.
        self.promised_cards_due();
        if !self.dues.is_empty() {
            self.next_due();
        }
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
        // One negotiation with each other Devil per playing phase; a card binding a Devil to
        // accept the player's offers is played on one it may still make an offer to.
        for t in 0..self.players() {
            if r.offered & (1 << t) == 0 && self.may_trade(s, t) {
                out.push(Move::Offer(t));
                for &c in &hand {
                    let spec = self.data.card(c);
                    if spec.is(Kind::Special) && (spec.forced || spec.drunken) {
                        out.push(Move::Impose { card: c, on: t });
                    }
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
            Move::Impose { card, on } => self.impose(s, card, on),
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
            Move::Offer(t) => self.open_offer(s, t, Window::Playing),
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

    /// Forced Agreement or Drunken played on `on` (placeholder readings, as the text does not
    /// say what they do): it must accept `s`'s next trade offer this turn, or, drunk, every
    /// one until the turn ends.
    pub(super) fn impose(&mut self, s: Seat, c: CardId, on: Seat) {
        self.take_card(s, c);
        self.discard_card(c);
        let lasting = self.data.card(c).drunken;
        self.bonds.push(super::state::Bond { by: s, on, lasting });
        self.say(Some(s), |g| {
            format!(
                "{} plays {} on {}: it must accept {} this turn",
                seat_label(s),
                g.card_name(c),
                g.devil_name(on),
                if lasting {
                    "every trade offer of theirs"
                } else {
                    "their next trade offer"
                }
            )
        });
    }

    /// Whether `on` must accept the trade offers of `by` now.
    pub fn bound(&self, by: Seat, on: Seat) -> bool {
        self.bonds.iter().any(|b| b.by == by && b.on == on)
    }

    /// An offer accepted under a Forced Agreement spends it.
    pub(super) fn note_bound_answer(&mut self) {
        if let Some(o) = &self.offer {
            let (by, on) = (o.from, o.to);
            if let Some(i) = self
                .bonds
                .iter()
                .position(|b| b.by == by && b.on == on && !b.lasting)
            {
                self.bonds.remove(i);
            }
        }
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
                // "As trading is allowed, the player may change the target or change attack
                // announcement to passing action": the defender may bargain first.
                if self.may_trade(t, s) {
                    self.announced = Some((s, t));
                    self.say(Some(s), |_| {
                        format!("{} announces an attack on {}", seat_label(s), seat_label(t))
                    });
                    self.actor = t;
                    self.step = Step::Bargain;
                } else {
                    self.fight_announced(s, t);
                }
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

    /// The announced attack is fought.
    fn fight_announced(&mut self, s: Seat, t: Seat) {
        self.announced = None;
        self.note_attack(s, t);
        self.start_combat(s, t);
    }

    /// The defender's bargain over an announced attack, then the attacker's decision.
    pub(super) fn bargain_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let Some((attacker, _)) = self.announced else {
            out.push(Move::Done);
            return;
        };
        match self.step {
            Step::Bargain => {
                if self.may_trade(s, attacker) {
                    out.push(Move::Offer(attacker));
                }
                out.push(Move::Done);
            }
            _ => self.announce_moves(s, out),
        }
    }

    pub(super) fn bargain(&mut self, s: Seat, mv: Move) {
        let Some((attacker, defender)) = self.announced else {
            self.step = Step::Announce;
            return;
        };
        match (self.step, mv) {
            (Step::Bargain, Move::Offer(t)) => self.open_offer(s, t, Window::Attack),
            (Step::Bargain, _) => {
                self.say(Some(s), |_| {
                    format!("{} lets the attack stand", seat_label(s))
                });
                self.fight_announced(attacker, defender);
            }
            (_, Move::Attack(t)) => {
                if t != defender {
                    self.say(Some(s), |_| {
                        format!(
                            "{} changes the target of its attack to {}",
                            seat_label(s),
                            seat_label(t)
                        )
                    });
                }
                self.fight_announced(s, t);
            }
            _ => {
                self.announced = None;
                self.say(Some(s), |_| {
                    format!("{} withdraws its attack and passes", seat_label(s))
                });
                self.step = Step::Announce;
                self.announce(s, Move::Done);
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
        self.attacks_over();
        // The rituals' trading windows are new ones.
        for r in &mut self.realms {
            r.offered = 0;
        }
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
}
