//! A Devacurse move from the table's side: which moves the Deva to act may make (the events it
//! can play, the hero-combat pairs it can still assign), what a legal move does once `apply` has
//! checked it, and why an illegal one is refused, in the rules' words. What a move sets off
//! afterwards (damage, Faith, the steps of the spiral) is in `spiral.rs`.

use crate::rules::counted;

use super::data::{CardSpec, CardType, EventKind};
use super::state::{CardId, Devacurse, Location, Move, Prayer, Step, Unit, other, take};
use crate::rules::{Seat, seat_label};

impl Devacurse {
    /// The prompt prayers of Deva `s` in the order a player who does not mind which would
    /// deplete them: the prayers that could not be called as soldiers first, so a soldier
    /// waiting in a prayer stays callable, then the soldiers, each group in the order set.
    pub fn depletion_order(&self, s: Seat) -> Vec<CardId> {
        let mut order: Vec<CardId> = self
            .deva(s)
            .prayers
            .iter()
            .filter(|p| !p.depleted)
            .map(|p| p.card)
            .collect();
        crate::sort::sort_by_key(&mut order, |&c| self.spec(c).kind == CardType::Soldier);
        order
    }

    /// The units of a Deva a spell or equipment can go on.
    fn own_units(&self, s: Seat) -> impl Iterator<Item = CardId> + '_ {
        let d = self.deva(s);
        d.soldiers.iter().chain(&d.heroes).map(|u| u.card)
    }

    fn spell_moves(&self, s: Seat, c: CardId, spec: &CardSpec, out: &mut Vec<Move>) {
        if spec.destroy_soldier {
            out.extend(self.deva(other(s)).soldiers.iter().map(|u| Move::Event {
                card: c,
                on: Some(u.card),
            }));
        } else if spec.at > 0 || spec.df > 0 {
            out.extend(self.own_units(s).map(|u| Move::Event {
                card: c,
                on: Some(u),
            }));
        } else {
            out.push(Move::Event { card: c, on: None });
        }
    }

    /// The events a Deva may play now (the flash window only flash events, calling steps the
    /// others).
    pub(super) fn event_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let d = self.deva(s);
        let flash = matches!(self.step, Step::Flash | Step::EndFlash | Step::CallFlash);
        for &c in &d.hand {
            let spec = self.spec(c);
            if spec.kind != CardType::Event || spec.cost > d.blessings {
                continue;
            }
            match spec.event {
                // A flash event in a flash window, an incantation in the calling steps: on an
                // enemy soldier to destroy it, on one of the Deva's units, or on nothing.
                Some(EventKind::Flash) if flash => self.spell_moves(s, c, spec, out),
                Some(EventKind::Incantation) if !flash => self.spell_moves(s, c, spec, out),
                Some(EventKind::Equipment) if !flash => {
                    out.extend(self.own_units(s).map(|u| Move::Equip { card: c, on: u }));
                }
                Some(EventKind::Location) if !flash => out.push(Move::Location(c)),
                _ => {}
            }
        }
    }

    /// Whether Deva `s` holds a flash event it could pay for with its blessings and prompt
    /// prayers, with something to play it on: a flash window offers its prayers only then.
    pub(super) fn flash_in_reach(&self, s: Seat) -> bool {
        let d = self.deva(s);
        let prompt = d.prayers.iter().filter(|p| !p.depleted).count();
        let reach =
            usize::from(d.blessings) + prompt * usize::from(self.data.numbers.blessings_per_prayer);
        d.hand.iter().any(|&c| {
            let spec = self.spec(c);
            spec.event == Some(EventKind::Flash)
                && usize::from(spec.cost) <= reach
                && if spec.destroy_soldier {
                    !self.deva(other(s)).soldiers.is_empty()
                } else if spec.at > 0 || spec.df > 0 {
                    self.own_units(s).next().is_some()
                } else {
                    true
                }
        })
    }

    /// Hero combat: the (hero, blocker) pairs the attacker may still make. "A hero cannot attack
    /// an opponent's hero if any prompt (vertical) enemy soldiers remain on the battlefield."
    pub(super) fn assignable(&self) -> Vec<(CardId, CardId)> {
        let def = other(self.combat.attacker);
        let prompt_soldiers = self.deva(def).soldiers.iter().any(|u| !u.depleted);
        let mut out = Vec::new();
        for &h in &self.combat.attackers {
            if self.combat.assigned.iter().any(|(a, _)| *a == h) {
                continue;
            }
            for &b in &self.combat.guards {
                let hero_blocker = self.deva(def).heroes.iter().any(|u| u.card == b);
                if !(hero_blocker && prompt_soldiers) {
                    out.push((h, b));
                }
            }
        }
        out
    }

    /// Makes a legal move of the seat to act (apply has checked it): its effects, then the
    /// steps that need no decision.
    pub(super) fn perform(&mut self, mv: Move) {
        let s = self.actor;
        match mv {
            Move::Pray(c) => {
                let d = &mut self.devas[usize::from(s)];
                take(&mut d.hand, c);
                d.prayers.push(Prayer {
                    card: c,
                    depleted: false,
                });
                d.prayed += 1;
                let all_set = d.prayed >= self.data.numbers.prayers_per_spiral;
                self.say(Some(s), |_| {
                    format!("{} sets a closed prayer", seat_label(s))
                });
                if all_set {
                    self.done();
                }
            }
            Move::Deplete(c) => {
                let got = self.data.numbers.blessings_per_prayer;
                let d = &mut self.devas[usize::from(s)];
                if let Some(p) = d.prayers.iter_mut().find(|p| p.card == c) {
                    p.depleted = true;
                }
                d.blessings = d.blessings.saturating_add(got);
                // The prayer is closed: the log, open to every seat, does not name it.
                self.say(Some(s), |g| {
                    format!(
                        "{} depletes 1 prayer for {got} blessing{} ({} unspent)",
                        seat_label(s),
                        plural(got),
                        g.deva(s).blessings
                    )
                });
            }
            Move::CallSoldier(c) => {
                let cost = self.spec(c).cost;
                let d = &mut self.devas[usize::from(s)];
                let from_prayer = d.prayers.iter().position(|p| p.card == c);
                match from_prayer {
                    Some(i) => {
                        d.prayers.remove(i);
                    }
                    None => take(&mut d.hand, c),
                }
                d.blessings -= cost;
                let unit = self.new_unit(c);
                self.devas[usize::from(s)].soldiers.push(unit);
                self.say(Some(s), |g| {
                    format!(
                        "{} calls {}{} for {cost} blessing{} (AT {} / DF {})",
                        seat_label(s),
                        g.card_name(c),
                        if from_prayer.is_some() {
                            " from a closed prayer"
                        } else {
                            ""
                        },
                        plural(cost),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::CallHero(c) => {
                let cost = usize::from(self.spec(c).cost.max(1));
                let d = &mut self.devas[usize::from(s)];
                take(&mut d.hand, c);
                let used = d
                    .cenotaph
                    .split_off(d.cenotaph.len() - cost.min(d.cenotaph.len()));
                d.black_hole.extend(used);
                let unit = Unit {
                    level: 1,
                    ..self.new_unit(c)
                };
                self.devas[usize::from(s)].heroes.push(unit);
                self.say(Some(s), |g| {
                    format!(
                        "{} calls the hero {} at level 1 with {cost} cenotaph card{} (AT {} / AP {})",
                        seat_label(s),
                        g.card_name(c),
                        plural(cost as u8),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::Upgrade(c) => {
                let cost = self.variants.upgrade_cost;
                self.devas[usize::from(s)].blessings -= cost;
                if let Some(u) = self.unit_mut(c) {
                    u.level = 2;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} upgrades {} to level 2 (AT {} / AP {})",
                        seat_label(s),
                        g.card_name(c),
                        g.at(c),
                        g.guard(c)
                    )
                });
            }
            Move::Equip { card, on } => {
                self.pay_event(s, card);
                if let Some(u) = self.unit_mut(on) {
                    u.equipment.push(card);
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} equips {} with {}{}",
                        seat_label(s),
                        g.card_name(on),
                        g.card_name(card),
                        g.paid(card)
                    )
                });
                self.drew(s, card);
            }
            Move::Location(card) => {
                self.pay_event(s, card);
                let time = self.spec(card).time;
                self.devas[usize::from(s)]
                    .locations
                    .push(Location { card, time });
                self.say(Some(s), |g| {
                    format!(
                        "{} sets the location {}{} in its temple zone for {time} spiral{}",
                        seat_label(s),
                        g.card_name(card),
                        g.paid(card),
                        plural(time)
                    )
                });
                self.drew(s, card);
            }
            Move::Event { card, on } => {
                // A flash event played in a window lets the other Deva answer it.
                self.flash_passed = false;
                self.pay_event(s, card);
                self.devas[usize::from(s)].cenotaph.push(card);
                let spec = self.spec(card).clone();
                match on {
                    Some(t) if spec.destroy_soldier => {
                        self.say(Some(s), |g| {
                            format!(
                                "{} plays {}{}: {} is destroyed",
                                seat_label(s),
                                spec.name,
                                g.paid(card),
                                g.card_name(t)
                            )
                        });
                        self.kill(t);
                    }
                    Some(t) => {
                        if let Some(u) = self.unit_mut(t) {
                            u.buff_at = u.buff_at.saturating_add(spec.at);
                            u.buff_df = u.buff_df.saturating_add(spec.df);
                        }
                        self.say(Some(s), |g| {
                            format!(
                                "{} plays {}{} on {}: +{} AT / +{} {} this spiral",
                                seat_label(s),
                                spec.name,
                                g.paid(card),
                                g.card_name(t),
                                spec.at,
                                spec.df,
                                if g.unit(t).is_some_and(|(_, _, h)| h) {
                                    "AP"
                                } else {
                                    "DF"
                                }
                            )
                        });
                    }
                    None => {
                        self.say(Some(s), |g| {
                            format!("{} plays {}{}", seat_label(s), spec.name, g.paid(card))
                        });
                    }
                }
                self.drew(s, card);
            }
            Move::Attack(c) => {
                self.combat.attackers.push(c);
                if let Some(u) = self.unit_mut(c) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} attacks with {} (AT {})",
                        seat_label(s),
                        g.card_name(c),
                        g.at(c)
                    )
                });
            }
            Move::Block { blocker, attacker } => {
                self.combat.blocks.push((blocker, attacker));
                if let Some(u) = self.unit_mut(blocker) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} blocks {} with {}",
                        seat_label(s),
                        g.card_name(attacker),
                        g.card_name(blocker)
                    )
                });
            }
            Move::Guard(c) => {
                self.combat.guards.push(c);
                if let Some(u) = self.unit_mut(c) {
                    u.depleted = true;
                }
                self.say(Some(s), |g| {
                    format!("{} sets {} to block", seat_label(s), g.card_name(c))
                });
            }
            Move::Assign { hero, blocker } => {
                self.combat.assigned.push((hero, blocker));
                self.say(Some(s), |g| {
                    format!(
                        "{} sends {} against {}",
                        seat_label(s),
                        g.card_name(hero),
                        g.card_name(blocker)
                    )
                });
            }
            Move::Done => self.done(),
        }
        self.skip();
    }

    #[cold]
    pub(super) fn why_not(&self, mv: &Move) -> String {
        let s = self.actor;
        let d = self.deva(s);
        let card = |c: CardId| {
            if usize::from(c) < self.data.id_count() {
                self.card_name(c).to_string()
            } else {
                "that card".to_string()
            }
        };
        let step = self.step.name();
        match *mv {
            Move::Pray(_) if d.prayed >= self.data.numbers.prayers_per_spiral => {
                match self.data.numbers.prayers_per_spiral {
                    1 => "a Deva sets one prayer a spiral".into(),
                    n => format!("a Deva sets {} a spiral", counted(n, "prayer", "prayers")),
                }
            }
            Move::Deplete(_) if matches!(self.step, Step::Prayer | Step::Attack | Step::Block | Step::Guard | Step::Assign) => format!(
                "prayers are depleted for blessings when they are spent: in the calling steps and the flash windows; this is the {step} step"
            ),
            Move::Deplete(_) => format!(
                "only a prompt (upright) closed prayer of {} is depleted for blessings",
                seat_label(s)
            ),
            Move::CallSoldier(c) if self.step == Step::Calling => {
                let cost = self.spec(c).cost;
                if cost > d.blessings {
                    format!(
                        "{} costs {cost} blessing{}; {} has {} (deplete prayers first)",
                        card(c),
                        plural(cost),
                        seat_label(s),
                        d.blessings
                    )
                } else {
                    format!("{} is not a soldier in the hand or a prompt closed prayer", card(c))
                }
            }
            Move::CallHero(c) if self.step == Step::Heroes => format!(
                "{} needs {} cards in the cenotaph; {} has {} (heroes are called with cenotaph cards, none on the first spiral)",
                card(c),
                self.spec(c).cost.max(1),
                seat_label(s),
                d.cenotaph.len()
            ),
            Move::Upgrade(_) => format!(
                "a hero is upgraded once, from the spiral after it was called, for {}",
                counted(self.variants.upgrade_cost, "blessing", "blessings")
            ),
            Move::Event { card: c, .. } | Move::Equip { card: c, .. } | Move::Location(c)
                if self.spec(c).cost > d.blessings =>
            {
                format!(
                    "{} costs {}; {} has {}",
                    card(c),
                    counted(self.spec(c).cost, "blessing", "blessings"),
                    seat_label(s),
                    d.blessings
                )
            }
            Move::Event { card: c, .. } if matches!(self.step, Step::Flash | Step::EndFlash | Step::CallFlash) => format!(
                "only flash (!) events are played in a flash window ({} is not one, or not on that target)",
                card(c)
            ),
            Move::Assign { .. } => "a hero cannot attack a hero while a prompt enemy soldier remains; each hero goes against one blocker".into(),
            Move::Block { .. } | Move::Guard(_) => "only a prompt (upright) soldier or hero blocks, and only a declared attacker".into(),
            Move::Attack(_) => format!(
                "only a prompt {} of the attacking Deva attacks, once",
                if self.combat.heroes { "hero" } else { "soldier" }
            ),
            _ => format!("that is not a move of {} now (step: {step})", seat_label(s)),
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}
