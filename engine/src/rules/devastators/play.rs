//! Playing Devastators 3000: making a legal move (a card's effect, drawing for "Draw N"), why a
//! move is refused in words, and the steps a move sets off: the end of a phase, the next
//! defender, damage, a ship out of the game, the end of a turn and of the game, and the safety
//! limit on rounds. The table these change is in [`super::state`].

use super::data::Role;
use super::state::{Attack, CardId, Craft, Devastators, Move, Phase, Source, drives_used};
use super::variants::{CraftLasts, CraftTargets, DamageFrom, MAX_ROUNDS, ReuseReturns};
use crate::rules::{Outcome, RuledGame, Seat, Winners, and_list, seat_label};

impl Devastators {
    /// Makes a legal move of seat `s` (apply has checked it): its effects, then the phases
    /// with nothing to decide are skipped.
    pub(super) fn perform(&mut self, s: Seat, mv: Move) {
        match mv {
            Move::Discard(c) => {
                self.take_from_hand(s, c);
                self.ships[usize::from(s)].reuse.push(c);
                self.say(Some(s), |g| {
                    format!("{} discards {}", seat_label(s), g.card_name(c))
                });
                if self.ship(s).hand.len() <= usize::from(self.variants.hand_limit) {
                    self.end_phase();
                }
            }
            Move::Drive { card, ship, closer } => {
                self.take_from_hand(s, card);
                self.played_in_phase += 1;
                self.ships[usize::from(s)].reuse.push(card);
                let b = self.band(s, ship);
                let to = if closer { b.closer() } else { b.farther() }.unwrap_or(b);
                self.set_band(s, ship, to);
                self.say(Some(s), |g| {
                    format!(
                        "{} fires {} and moves {} {}: now at {} range",
                        seat_label(s),
                        g.card_name(card),
                        if closer { "closer to" } else { "away from" },
                        seat_label(ship),
                        to.name()
                    )
                });
                self.played(s, card);
            }
            Move::Repair(card) => {
                self.take_from_hand(s, card);
                let n = usize::from(self.data.card(card).strength);
                let ship = &mut self.ships[usize::from(s)];
                let k = n.min(ship.destroyed.len());
                let back = ship.destroyed.split_off(ship.destroyed.len() - k);
                ship.reuse.extend(back);
                ship.reuse.push(card);
                self.say(Some(s), |g| {
                    format!(
                        "{} plays {}: {k} destroyed card{} back to the Reuse pile",
                        seat_label(s),
                        g.card_name(card),
                        if k == 1 { "" } else { "s" }
                    )
                });
                self.played(s, card);
            }
            Move::Launch(card) => {
                self.take_from_hand(s, card);
                self.played_in_phase += 1;
                self.ships[usize::from(s)].craft.push(Craft {
                    card,
                    attacked: false,
                });
                self.say(Some(s), |g| {
                    format!("{} launches {}", seat_label(s), g.card_name(card))
                });
                self.played(s, card);
            }
            Move::Attack {
                card,
                target,
                craft,
            } => {
                self.take_from_hand(s, card);
                self.attacks.push(Attack {
                    target,
                    craft,
                    source: Source::Weapon(card),
                    shielded: 0,
                    stopped: false,
                    defences: Vec::new(),
                });
                self.say(Some(s), |g| {
                    format!(
                        "{} attacks {} with {} at {} range",
                        seat_label(s),
                        g.target_words(target, craft),
                        g.card_name(card),
                        g.band(s, target).name()
                    )
                });
                self.played(s, card);
            }
            Move::Craft {
                card,
                target,
                craft,
            } => {
                if let Some(k) = self.ships[usize::from(s)]
                    .craft
                    .iter_mut()
                    .find(|k| k.card == card)
                {
                    k.attacked = true;
                }
                self.attacks.push(Attack {
                    target,
                    craft,
                    source: Source::Craft(card),
                    shielded: 0,
                    stopped: false,
                    defences: Vec::new(),
                });
                self.say(Some(s), |g| {
                    format!(
                        "{}'s {} attacks {} at {} range",
                        seat_label(s),
                        g.card_name(card),
                        g.target_words(target, craft),
                        g.band(s, target).name()
                    )
                });
            }
            Move::Defend { card, attack } => {
                self.take_from_hand(s, card);
                self.ships[usize::from(s)].reuse.push(card);
                let spec = self.data.card(card);
                let (role, strength) = (spec.role, spec.strength);
                let a = &mut self.attacks[usize::from(attack)];
                a.defences.push(card);
                let source = a.source;
                if role == Role::Drive {
                    a.stopped = true;
                    let craft = a.craft;
                    self.say(Some(s), |g| {
                        format!(
                            "{}'s {} fires {} and evades {}",
                            seat_label(s),
                            craft.map_or("craft", |k| g.card_name(k)),
                            g.card_name(card),
                            g.card_name(source.card())
                        )
                    });
                } else if role == Role::PointDefence {
                    a.stopped = true;
                    self.say(Some(s), |g| {
                        format!(
                            "{}'s {} stops {}",
                            seat_label(s),
                            g.card_name(card),
                            g.card_name(source.card())
                        )
                    });
                    if let Source::Craft(c) = source {
                        // A fighter or swarm stopped by point defence is shot down.
                        let owner = self.active;
                        let ship = &mut self.ships[usize::from(owner)];
                        ship.craft.retain(|k| k.card != c);
                        ship.destroyed.push(c);
                        self.say(Some(owner), |g| {
                            format!(
                                "{} is shot down: to {}'s Destroyed pile",
                                g.card_name(source.card()),
                                seat_label(owner)
                            )
                        });
                        self.check_out(owner);
                    }
                } else {
                    a.shielded = a.shielded.saturating_add(strength);
                    let left = self.attack_damage(&self.attacks[usize::from(attack)]);
                    self.say(Some(s), |g| {
                        format!(
                            "{}'s {} stops {strength} damage of {} ({left} left)",
                            seat_label(s),
                            g.card_name(card),
                            g.card_name(source.card())
                        )
                    });
                }
                self.played(s, card);
            }
            Move::Done => self.end_phase(),
        }
        self.skip_empty_phases();
    }

    /// After a card with "Draw N" is played.
    fn played(&mut self, s: Seat, card: CardId) {
        let n = self.data.card(card).draw;
        if n > 0 {
            let got = self.draw(s, usize::from(n));
            self.say(Some(s), |g| {
                format!("{}: {} draws {got}", g.card_name(card), seat_label(s))
            });
        }
    }

    fn take_from_hand(&mut self, s: Seat, c: CardId) {
        let hand = &mut self.ships[usize::from(s)].hand;
        if let Some(i) = hand.iter().position(|&h| h == c) {
            hand.remove(i);
        }
    }

    /// Why a move is not legal now, in words.
    /// Every card it names is looked up as an id from outside: its wording never relies on the
    /// order of its checks to hold only ids of the list.
    #[cold]
    pub(super) fn why_not(&self, mv: &Move) -> String {
        let Some(s) = self.to_move() else {
            return "the game is over".into();
        };
        let held = |c: CardId| self.ship(s).hand.contains(&c);
        let phase = self.phase.name();
        let card = |c: CardId| {
            self.data
                .cards
                .get(usize::from(c))
                .map_or("that card", |k| k.name.as_str())
                .to_string()
        };
        match *mv {
            Move::Discard(c) | Move::Repair(c) | Move::Launch(c)
            | Move::Drive { card: c, .. }
            | Move::Attack { card: c, .. }
            | Move::Defend { card: c, .. }
                if !held(c) =>
            {
                format!("{} is not in {}'s hand", card(c), seat_label(s))
            }
            Move::Discard(_) => format!("cards are discarded only over the hand limit, in the Draw phase (now: {phase})"),
            Move::Drive { .. } if self.phase == Phase::Move && !self.may_drive() => {
                drives_used(self.variants.drives)
            }
            Move::Drive { ship, closer, .. } if self.phase == Phase::Move => {
                if ship == s || ship >= self.players() || self.ship(ship).out {
                    "a Drive moves against another ship still in the game".into()
                } else {
                    format!(
                        "{} is already at {} range: no band {}",
                        seat_label(ship),
                        self.band(s, ship).name(),
                        if closer { "closer" } else { "farther" }
                    )
                }
            }
            Move::Repair(_) if self.phase == Phase::Move => {
                "there is no destroyed card to repair".into()
            }
            Move::Attack { target, .. } | Move::Craft { target, .. }
                if self.phase == Phase::Attack
                    && (target == s || target >= self.players() || self.ship(target).out) =>
            {
                "an attack targets another ship still in the game, or its launched craft".into()
            }
            Move::Attack { craft: Some(k), .. } | Move::Craft { craft: Some(k), .. }
                if self.phase == Phase::Attack
                    && self.variants.craft_targets == CraftTargets::ShipsOnly =>
            {
                format!(
                    "attacks target ships only, not {} (the variant “Launched craft can be attacked”)",
                    card(k)
                )
            }
            Move::Attack { target, craft: Some(k), .. } | Move::Craft { target, craft: Some(k), .. }
                if self.phase == Phase::Attack
                    && !self.ship(target).craft.iter().any(|x| x.card == k) =>
            {
                format!("{} is not a launched craft of {}", card(k), seat_label(target))
            }
            Move::Attack { card: c, target, craft } if self.phase == Phase::Attack => {
                if self.weapon_aimed_at(target, craft) {
                    match craft {
                        Some(k) => format!("{} is already attacked by a card this turn: one attack card per target craft", card(k)),
                        None => format!("{} is already attacked by a card this turn: one attack card per target ship", seat_label(target)),
                    }
                } else {
                    format!(
                        "{} reaches {} range, and {} is at {} range",
                        card(c),
                        self.data
                            .get(c)
                            .map_or_else(|| "no".into(), |k| super::data::bands_text(k.ranges)),
                        seat_label(target),
                        self.band(s, target).name()
                    )
                }
            }
            Move::Craft { .. } if self.phase == Phase::Attack => {
                "that craft is not in space, has attacked this turn, or cannot reach the target at its range".into()
            }
            Move::Defend { .. } if self.phase == Phase::Defence => {
                "that defence cannot act on that attack (shields do not stop Pierce attacks, point defence stops missiles, fighters and swarms without Stealth, a Drive lets only a launched craft evade)".into()
            }
            _ => {
                let kind = match *mv {
                    Move::Drive { card: c, .. }
                    | Move::Repair(c)
                    | Move::Launch(c)
                    | Move::Attack { card: c, .. }
                    | Move::Defend { card: c, .. } => self.data.get(c).map(|k| self.data.kind_name(k)),
                    _ => None,
                };
                match kind {
                    Some(k) => format!("a {k} card is not played in the {phase} phase"),
                    None => format!("that is not a move of the {phase} phase"),
                }
            }
        }
    }

    /// The phase after this one.
    pub(super) fn end_phase(&mut self) {
        self.played_in_phase = 0;
        match self.phase {
            Phase::Draw => self.phase = Phase::Move,
            Phase::Move => self.phase = Phase::Launch,
            Phase::Launch => self.phase = Phase::Attack,
            Phase::Attack => {
                if self.attacks.is_empty() {
                    self.end_turn();
                } else {
                    self.phase = Phase::Defence;
                    self.defender = None;
                    self.next_defender();
                }
            }
            Phase::Defence => self.next_defender(),
            Phase::Damage => self.end_turn(),
        }
    }

    /// The next attacked ship in seat order after the active one; after the last, damage.
    fn next_defender(&mut self) {
        let n = self.players();
        let start = match self.defender {
            None => 1,
            Some(d) => (d + n - self.active) % n + 1,
        };
        for k in start..n {
            let d = (self.active + k) % n;
            if self.attacks.iter().any(|a| a.target == d) {
                self.defender = Some(d);
                return;
            }
        }
        self.defender = None;
        self.phase = Phase::Damage;
        self.damage();
        if self.outcome.is_none() {
            self.end_turn();
        }
    }

    /// The Damage phase: every attack in the order declared.
    fn damage(&mut self) {
        let s = self.active;
        let attacks = std::mem::take(&mut self.attacks);
        for a in &attacks {
            let dmg = self.attack_damage(a);
            if let Some(k) = a.craft {
                self.hit_craft(a, k, dmg);
            } else if !self.ships[usize::from(a.target)].out && dmg > 0 {
                let mut lost = 0;
                for _ in 0..dmg {
                    if self.hit(a.target) {
                        lost += 1;
                    }
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} hits {} for {dmg}: {lost} card{} destroyed",
                        g.card_name(a.source.card()),
                        seat_label(a.target),
                        if lost == 1 { "" } else { "s" }
                    )
                });
                self.check_out(a.target);
            } else if self.record && !a.stopped {
                self.say(Some(s), |g| {
                    format!(
                        "{} does no damage to {}",
                        g.card_name(a.source.card()),
                        seat_label(a.target)
                    )
                });
            }
            let ship = &mut self.ships[usize::from(s)];
            match a.source {
                Source::Weapon(c) => ship.reuse.push(c),
                Source::Craft(c) => {
                    if self.variants.craft_lasts == CraftLasts::OneAttack
                        && let Some(i) = ship.craft.iter().position(|k| k.card == c)
                    {
                        ship.craft.remove(i);
                        ship.reuse.push(c);
                    }
                }
            }
        }
        self.end_if_one_left();
    }

    /// An attack on a launched craft: any damage that gets through destroys it, to its owner's
    /// Destroyed pile (a craft is one card). It may be gone already, to an earlier attack.
    fn hit_craft(&mut self, a: &Attack, k: CardId, dmg: u8) {
        let s = self.active;
        let t = a.target;
        let ship = &mut self.ships[usize::from(t)];
        let Some(i) = ship.craft.iter().position(|x| x.card == k) else {
            return;
        };
        if dmg == 0 {
            if self.record && !a.stopped {
                self.say(Some(s), |g| {
                    format!(
                        "{} does no damage to {}",
                        g.card_name(a.source.card()),
                        g.target_words(t, Some(k))
                    )
                });
            }
            return;
        }
        ship.craft.remove(i);
        ship.destroyed.push(k);
        self.say(Some(s), |g| {
            format!(
                "{} destroys {}: to {}'s Destroyed pile",
                g.card_name(a.source.card()),
                g.target_words(t, Some(k)),
                seat_label(t)
            )
        });
        self.check_out(t);
    }

    /// Destroys one card of a ship; false if it had none left to lose.
    fn hit(&mut self, t: Seat) -> bool {
        let hand_first = self.variants.damage_from == DamageFrom::HandFirst;
        let ship = &mut self.ships[usize::from(t)];
        let card = if hand_first && !ship.hand.is_empty() {
            let i = self.rng.index(ship.hand.len());
            Some(ship.hand.swap_remove(i))
        } else if let Some(c) = ship.system.pop() {
            Some(c)
        } else if let Some(c) = ship.reuse.pop() {
            Some(c)
        } else if !ship.hand.is_empty() {
            let i = self.rng.index(ship.hand.len());
            Some(ship.hand.swap_remove(i))
        } else {
            ship.craft.pop().map(|k| k.card)
        };
        match card {
            Some(c) => {
                ship.destroyed.push(c);
                true
            }
            None => false,
        }
    }

    /// "When all of your opponent's cards are in his Destroyed pile, you have eliminated him."
    fn check_out(&mut self, t: Seat) {
        let ship = &self.ships[usize::from(t)];
        // The active ship's weapon cards in flight go to its Reuse pile after damage.
        let in_flight = t == self.active
            && self
                .attacks
                .iter()
                .any(|a| matches!(a.source, Source::Weapon(_)));
        if !ship.out && ship.alive() == 0 && !in_flight {
            self.ships[usize::from(t)].out = true;
            self.say(None, |_g| {
                format!(
                    "{} is destroyed: every card is in its Destroyed pile",
                    seat_label(t)
                )
            });
        }
        self.end_if_one_left();
    }

    fn end_if_one_left(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let (first, second) = {
            let mut alive = self.alive();
            (alive.next(), alive.next())
        };
        if let (Some(w), None) = (first, second) {
            self.outcome = Some(Outcome {
                winners: Winners::one(w),
                end: "the last Devastator left",
                cut_off: false,
            });
            self.say(None, |_g| {
                format!("{} is the last Devastator left and wins", seat_label(w))
            });
        }
    }

    fn end_turn(&mut self) {
        let s = self.active;
        if self.variants.reuse_returns == ReuseReturns::EndOfTurn {
            let ship = &mut self.ships[usize::from(s)];
            if !ship.reuse.is_empty() {
                let mut back = std::mem::take(&mut ship.reuse);
                self.rng.shuffle(&mut back);
                let k = back.len();
                let ship = &mut self.ships[usize::from(s)];
                back.append(&mut ship.system);
                ship.system = back;
                self.say(Some(s), |_g| {
                    format!(
                        "{} puts its Reuse pile ({k}) under its System deck",
                        seat_label(s)
                    )
                });
            }
        }
        self.check_out(s);
        if self.outcome.is_some() {
            return;
        }
        let n = self.players();
        let mut next = s;
        loop {
            next = (next + 1) % n;
            if next == self.first {
                self.round += 1;
            }
            if !self.ships[usize::from(next)].out {
                break;
            }
        }
        if self.round > MAX_ROUNDS {
            self.cut_off();
            return;
        }
        self.active = next;
        self.starting = true;
    }

    /// The safety limit: the ship with the most cards not destroyed wins; ships tied for the most
    /// share the win.
    fn cut_off(&mut self) {
        self.round = MAX_ROUNDS;
        let best = self
            .alive()
            .map(|s| self.ship(s).alive())
            .max()
            .unwrap_or(0);
        // The ships with the most cards left share the win; a destroyed ship has lost.
        let winners = Winners::top(
            self.alive().filter(|&s| self.ship(s).alive() == best),
            self.players(),
        );
        self.outcome = Some(Outcome {
            winners,
            end: "the round limit (most cards left)",
            cut_off: true,
        });
        self.say(None, |_g| match winners.sole() {
            Some(w) => format!(
                "After {MAX_ROUNDS} rounds {} has the most cards left and wins",
                seat_label(w)
            ),
            None if winners.is_empty() => {
                format!("After {MAX_ROUNDS} rounds the ships are even: a draw")
            }
            None => format!(
                "After {MAX_ROUNDS} rounds {} have the most cards left and share the win",
                and_list(winners.seats().map(seat_label))
            ),
        });
    }
}
