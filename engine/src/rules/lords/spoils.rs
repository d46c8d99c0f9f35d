//! After the combat, as the text writes it: attacker victory or defeat, capture of Devils,
//! looting, the fortress's fate and the rituals', the prisoners handed over; then the attack
//! announcements go on. Kept apart from the fight itself (`strike.rs`) because these are the
//! winner's choices and their consequences, not the dice and the combat table.

use super::data::Kind;
use super::state::{CardId, End, LOOT, Lords, Move, Spoil, Step, Where};
use crate::rules::{Seat, seat_label};

impl Lords {
    pub(super) fn end_combat(&mut self, end: End) {
        let (s, t) = (self.fight().attacker, self.fight().defender);
        self.fight_mut().end = Some(end);
        let armies = std::mem::take(&mut self.fight_mut().armies);
        for a in &armies {
            self.realm_mut(a.owner).gain_souls(a.souls);
        }
        self.fight_mut().armies = armies;
        for a in &mut self.fight_mut().armies {
            a.souls = 0;
        }
        self.say(None, |_| {
            match end {
                End::Victory => {
                    "The defender has no units nor Souls left: the attacker wins the combat"
                }
                End::Defeat { destroyed: true } => {
                    "The whole attacking side is destroyed: attacker defeat"
                }
                End::Defeat { destroyed: false } => "The combat ends in attacker defeat",
                End::Neither => "Both sides are destroyed: neither victory nor defeat",
            }
            .to_string()
        });
        // "If the combat is attacker victory, the main attacker captures all Devils which have
        // been hit. Otherwise the defender captures them all if (and only if) all the attackers
        // were destroyed".
        let captor = match end {
            End::Victory => Some(s),
            End::Defeat { destroyed: true } => Some(t),
            _ => None,
        };
        let aside = std::mem::take(&mut self.fight_mut().aside);
        let surrendered = self.fight().surrendered;
        for (p, was_prisoner) in aside {
            let by = if surrendered && p == t {
                Some(s)
            } else {
                captor
            };
            match by {
                Some(cp) if cp == p => {
                    self.realm_mut(p).at = if was_prisoner {
                        Where::Home
                    } else {
                        Where::Fled
                    };
                    self.say(Some(p), |g| {
                        if was_prisoner {
                            format!("{} is freed and returns home", g.devil_name(p))
                        } else {
                            format!("{} flees until the end of the turn", g.devil_name(p))
                        }
                    });
                }
                Some(cp) if self.realm(cp).fortress.is_some() => {
                    self.capture(cp, p);
                    if cp == s {
                        self.fight_mut().captured.push(p);
                    }
                }
                _ => {
                    self.realm_mut(p).at = Where::Fled;
                    self.say(Some(p), |g| {
                        format!("{} flees until the end of the turn", g.devil_name(p))
                    });
                }
            }
        }
        match end {
            End::Victory => {
                // "combat is classified as attacker victory if no one has yet gained this status
                // from that Realm".
                if self.realm(t).emptied {
                    self.say(Some(s), |_| {
                        "The Realm was already emptied this turn: this does not count as an attacker victory".into()
                    });
                } else {
                    self.realm_mut(t).emptied = true;
                    self.realm_mut(s).victories += 1;
                }
                self.loot(s, t);
                if self.realm(t).fortress.is_some() {
                    self.step = Step::Spoils;
                    self.actor = s;
                    return;
                }
                self.discard_rituals_of(t);
            }
            End::Defeat { .. } => self.realm_mut(s).defeated = true,
            End::Neither => {}
        }
        self.after_spoils();
    }

    /// A Devil imprisoned in a captor's fortress: "A captured Devil is moved to attacker's home
    /// Realm and put into attacker's fortress"; "the captor can confescate any artifacts the
    /// prisoner has" (the engine confiscates them; a Throne stays in its fortress).
    fn capture(&mut self, captor: Seat, p: Seat) {
        self.realm_mut(p).at = Where::Captive(captor);
        let taken: Vec<CardId> = self
            .realm(p)
            .artifacts
            .iter()
            .copied()
            .filter(|&c| !self.data.card(c).throne)
            .collect();
        for &c in &taken {
            self.take_card(p, c);
            self.realm_mut(captor).artifacts.push(c);
        }
        self.say(Some(captor), |g| {
            let names: Vec<&str> = taken.iter().map(|&c| g.card_name(c)).collect();
            format!(
                "{} captures {}{}",
                seat_label(captor),
                g.devil_name(p),
                if names.is_empty() {
                    String::new()
                } else {
                    format!(" and confiscates {}", names.join(", "))
                }
            )
        });
    }

    /// "Looting: looting can only be made if that fortress is not yet looted this turn. To
    /// loot, draw 3 cards from the controllering Player's hand, and return any drawn Oath
    /// cards. This can be done even if the fortress was destroyed during the combat."
    fn loot(&mut self, s: Seat, t: Seat) {
        if !self.fight().had_fortress || self.realm(t).looted {
            return;
        }
        self.realm_mut(t).looted = true;
        let n = LOOT + usize::from(self.devil(s).loot);
        let mut hand = std::mem::take(&mut self.realm_mut(t).hand);
        self.rng.shuffle(&mut hand);
        let k = n.min(hand.len());
        let drawn: Vec<CardId> = hand.split_off(hand.len() - k);
        let (oaths, taken): (Vec<CardId>, Vec<CardId>) =
            drawn.into_iter().partition(|&c| self.is(c, Kind::Oath));
        hand.extend(oaths.iter().copied());
        self.realm_mut(t).hand = hand;
        self.realm_mut(s).hand.extend(taken.iter().copied());
        self.say(Some(s), |g| {
            let names: Vec<&str> = taken.iter().map(|&c| g.card_name(c)).collect();
            format!(
                "{} loots {} from {}'s hand{}{}",
                seat_label(s),
                if k == 1 {
                    "1 card".to_string()
                } else {
                    format!("{k} cards")
                },
                seat_label(t),
                if names.is_empty() {
                    String::new()
                } else {
                    format!(": {}", names.join(", "))
                },
                if oaths.is_empty() {
                    String::new()
                } else {
                    format!(" ({} oath cards returned)", oaths.len())
                }
            )
        });
        // "If the defending fortress had Throne of Hell, the attacker can always loot it and
        // move it to own home fortress."
        let thrones: Vec<CardId> = self
            .realm(t)
            .artifacts
            .iter()
            .copied()
            .filter(|&c| self.data.card(c).throne)
            .collect();
        for c in thrones {
            self.take_card(t, c);
            self.realm_mut(s).artifacts.push(c);
            self.say(Some(s), |g| {
                format!("{} takes the {}", seat_label(s), g.card_name(c))
            });
        }
    }

    fn discard_rituals_of(&mut self, t: Seat) {
        if !self.realm(t).rituals.is_empty() {
            let lost = std::mem::take(&mut self.realm_mut(t).rituals);
            self.discard.extend(lost);
            self.say(Some(t), |_| {
                format!("{}'s rituals are destroyed", seat_label(t))
            });
        }
    }

    pub(super) fn handover_moves(&self, out: &mut Vec<Move>) {
        let c = self.fight();
        for &p in &c.captured {
            for &a in &c.joined {
                if a != c.attacker
                    && a != p
                    && self.realm(a).fortress.is_some()
                    && !matches!(self.realm(a).at, Where::Captive(_))
                {
                    out.push(Move::Handover { prisoner: p, to: a });
                }
            }
        }
        out.push(Move::Done);
    }

    pub(super) fn spoils(&mut self, mv: Move) {
        let (s, t) = (self.fight().attacker, self.fight().defender);
        match mv {
            Move::Spoil(Spoil::Destroy) => {
                self.say(Some(s), |_| {
                    format!(
                        "{} destroys the fortress of {}",
                        seat_label(s),
                        seat_label(t)
                    )
                });
                self.discard_rituals_of(t);
                self.lose_fortress(t);
            }
            Move::Spoil(Spoil::Capture) => {
                // "capture it, making it as a new home Realm fortress. All attacker's units and
                // Souls and other stuff is moved onto it and attacker's old fortress is
                // discarded." "If a fortress in which the Devil is imprisoned is captured, the
                // attacker gains all prisoners."
                self.discard_rituals_of(t);
                let f = self.realm_mut(t).fortress.take();
                if let Some(f) = f
                    && let Some(old) = self.realm_mut(s).fortress.replace(f)
                {
                    self.discard_card(old);
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} captures the fortress {} as its new home fortress",
                        seat_label(s),
                        f.map_or("", |f| g.card_name(f))
                    )
                });
                for p in self.prisoners(t) {
                    if p == s {
                        self.realm_mut(p).at = Where::Home;
                        self.say(Some(p), |g| format!("{} is freed", g.devil_name(p)));
                    } else {
                        self.realm_mut(p).at = Where::Captive(s);
                        self.say(Some(s), |g| {
                            format!("{} gains the prisoner {}", seat_label(s), g.devil_name(p))
                        });
                    }
                }
                if !self.has_caster(t) && !self.realm(t).rituals.is_empty() {
                    self.discard_rituals_of(t);
                }
            }
            Move::Spoil(Spoil::Leave) => {
                self.say(Some(s), |_| {
                    format!("{} leaves the fortress to {}", seat_label(s), seat_label(t))
                });
                if !self.realm(t).rituals.is_empty() {
                    self.step = Step::SpoilRituals;
                    return;
                }
            }
            Move::Spoil(Spoil::DestroyRituals) => self.discard_rituals_of(t),
            Move::Spoil(Spoil::KeepRituals) => {
                self.say(Some(s), |_| {
                    format!("{} leaves the rituals intact", seat_label(s))
                });
            }
            Move::Handover { prisoner, to } => {
                self.realm_mut(prisoner).at = Where::Captive(to);
                self.fight_mut().captured.retain(|&x| x != prisoner);
                self.say(Some(s), |g| {
                    format!(
                        "{} surrenders the prisoner {} to {}",
                        seat_label(s),
                        g.devil_name(prisoner),
                        seat_label(to)
                    )
                });
                return;
            }
            Move::Done if self.step == Step::Handover => {
                self.resume_announcements(s);
                return;
            }
            _ => {}
        }
        self.after_spoils();
    }

    /// "The capturer may immediately surrender the prisoner to any other army which joined
    /// the battle." Then the announcements go on.
    fn after_spoils(&mut self) {
        let s = self.fight().attacker;
        let mut moves = Vec::new();
        self.handover_moves(&mut moves);
        if moves.len() > 1 {
            self.step = Step::Handover;
            self.actor = s;
        } else {
            self.resume_announcements(s);
        }
    }
}
