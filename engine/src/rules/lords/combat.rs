//! Combat as the text writes it, up to the fight: the attacker musters an army, the sizes and
//! defence points every later step reads, and each of up to three rounds opening with
//! organization (joining, retreat, side switching, flight, surrender, negating the fortress,
//! "no combat"). The fight itself (the combat deck and table, hits) is in `strike.rs`; victory
//! or defeat, capture, looting and the fortress's fate are in `spoils.rs`.

use super::data::Kind;
use super::state::{Army, CardId, Combat, End, Lords, Move, Step, Where};
use crate::rules::{Seat, seat_label};

impl Lords {
    /// The combat under way (the steps that read it exist only while one is).
    pub(super) fn fight(&self) -> &Combat {
        &self.battle
    }

    pub(super) fn fight_mut(&mut self) -> &mut Combat {
        &mut self.battle
    }

    pub(super) fn start_combat(&mut self, s: Seat, t: Seat) {
        self.realm_mut(s).attacked |= 1 << t;
        let releasing = self.realm(s).at == Where::Captive(t);
        let attacker = Army {
            owner: s,
            attacking: true,
            hordes: Vec::new(),
            souls: 0,
            devil: self.devil_can_lead(s),
            joined: 1,
            releasing,
            souls_taken: false,
        };
        let home: Vec<CardId> = self.home_hordes(t).collect();
        let souls = std::mem::take(&mut self.realm_mut(t).souls);
        let defender = Army {
            owner: t,
            attacking: false,
            hordes: home,
            souls,
            devil: self.realm(t).at == Where::Home,
            joined: 1,
            releasing: false,
            souls_taken: true,
        };
        self.battle = Combat {
            active: true,
            attacker: s,
            defender: t,
            round: 1,
            armies: vec![attacker, defender],
            fortress_up: self.realm(t).fortress.is_some(),
            had_fortress: self.realm(t).fortress.is_some(),
            negated: false,
            free_fled: false,
            surrendered: false,
            queue: Vec::new(),
            proposed: false,
            no_combat: false,
            mustering: 0,
            aside: Vec::new(),
            joined: Vec::new(),
            end: None,
            captured: Vec::new(),
            using: Vec::new(),
            cards: Vec::new(),
            hits: Vec::new(),
            spread: Default::default(),
        };
        self.say(Some(s), |g| {
            format!(
                "{} ({}) attacks the Realm of {} ({}){}",
                seat_label(s),
                g.devil_name(s),
                seat_label(t),
                g.devil_name(t),
                if releasing {
                    " to release its master"
                } else {
                    ""
                }
            )
        });
        self.step = Step::Muster;
        self.actor = s;
    }

    /// Whether an army has a leader: its Devil, a Leader horde, or its master to release.
    pub fn leads(&self, a: &Army) -> bool {
        a.devil || a.releasing || a.hordes.iter().any(|&h| self.data.card(h).leader)
    }

    /// An army's size: its hordes, and its Devil with the Devil's artifacts. Souls have "no
    /// real attack power".
    pub fn army_size(&self, a: &Army) -> u32 {
        let hordes: u32 = a
            .hordes
            .iter()
            .map(|&h| u32::from(self.data.card(h).size))
            .sum();
        let devil = if a.devil {
            u32::from(self.devil(a.owner).size)
                + self
                    .realm(a.owner)
                    .artifacts
                    .iter()
                    .filter(|&&c| self.artifact_counts(c))
                    .map(|&c| u32::from(self.data.card(c).strength))
                    .sum::<u32>()
        } else {
            0
        };
        hordes + devil
    }

    pub(super) fn army_extra(&self, a: &Army) -> u32 {
        let hordes: u32 = a
            .hordes
            .iter()
            .map(|&h| u32::from(self.data.card(h).extra_hits))
            .sum();
        let devil = if a.devil {
            u32::from(self.devil(a.owner).extra_hits)
                + self
                    .realm(a.owner)
                    .artifacts
                    .iter()
                    .filter(|&&c| self.artifact_counts(c))
                    .map(|&c| u32::from(self.data.card(c).extra_hits))
                    .sum::<u32>()
        } else {
            0
        };
        hordes + devil
    }

    /// A power of the defender's fortress while it is up (not hit and turned aside), negated
    /// or not: "Any special powers of the fortress still apply."
    pub fn fortress_power(&self, power: impl Fn(&super::data::CardSpec) -> u8) -> u8 {
        let c = self.fight();
        if !c.fortress_up {
            return 0;
        }
        self.realm(c.defender)
            .fortress
            .map_or(0, |f| power(self.data.card(f)))
    }

    /// Whether an artifact's combat functions count now: always, unless it is activated and
    /// its owner has not used it this round ("All artifact functions that require some
    /// activation from the controller are optional").
    pub fn artifact_counts(&self, c: CardId) -> bool {
        !self.data.card(c).activated || (self.battle.active && self.battle.using.contains(&c))
    }

    /// The activated artifacts `s` may use this round: its Devil leads its army in the combat,
    /// the artifact is not in use yet, and a once-per-turn one has not been used this turn by
    /// any Devil ("it cannot be used again if it has been already used by other Devil this
    /// turn").
    pub(super) fn use_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let Some(i) = self.army_of(s) else {
            return;
        };
        if !self.fight().armies[i].devil {
            return;
        }
        for &c in &self.realm(s).artifacts {
            let spec = self.data.card(c);
            if spec.activated
                && !self.fight().using.contains(&c)
                && !(spec.once_per_turn && self.used.contains(&c))
            {
                out.push(Move::Use(c));
            }
        }
    }

    /// `s` uses an activated artifact for this round; a once-per-turn one is marked used.
    pub(super) fn use_artifact(&mut self, s: Seat, c: CardId) {
        self.fight_mut().using.push(c);
        if self.data.card(c).once_per_turn {
            self.used.push(c);
        }
        self.say(Some(s), |g| {
            format!("{} uses {} this round", g.devil_name(s), g.card_name(c))
        });
    }

    /// Units that can take a hit: Souls, hordes, the defender's fortress while up, the Devil.
    pub fn army_units(&self, i: usize) -> u32 {
        let c = self.fight();
        let a = &c.armies[i];
        u32::from(a.souls)
            + a.hordes.len() as u32
            + u32::from(a.devil)
            + u32::from(i == 1 && c.fortress_up)
    }

    pub fn side_size(&self, attacking: bool) -> u32 {
        self.fight()
            .armies
            .iter()
            .filter(|a| a.attacking == attacking)
            .map(|a| self.army_size(a))
            .sum()
    }

    pub fn side_units(&self, attacking: bool) -> u32 {
        (0..self.fight().armies.len())
            .filter(|&i| self.fight().armies[i].attacking == attacking)
            .map(|i| self.army_units(i))
            .sum()
    }

    /// The defender's defence points: its fortress's, while up and not negated.
    pub fn defence_points(&self) -> u32 {
        let c = self.fight();
        if !c.fortress_up || c.negated {
            return 0;
        }
        self.realm(c.defender)
            .fortress
            .map_or(0, |f| u32::from(self.data.card(f).size))
    }

    // ---- Mustering ----

    pub(super) fn muster_moves(&self, out: &mut Vec<Move>) {
        let c = self.fight();
        let a = &c.armies[c.mustering];
        let left: Vec<CardId> = self
            .home_hordes(a.owner)
            .filter(|h| !a.hordes.contains(h))
            .collect();
        out.extend(self.distinct(&left).into_iter().map(Move::Take));
        if left.len() >= 2 {
            out.push(Move::TakeAll);
        }
        if !a.souls_taken {
            out.extend((1..=self.realm(a.owner).souls).map(Move::TakeSouls));
        }
        let units = u32::from(a.souls) + a.hordes.len() as u32 + u32::from(a.devil);
        // An army joining in organization has no organization turn left this round: its
        // activated artifacts are used as it musters.
        if c.mustering > 0 {
            self.use_moves(a.owner, out);
        }
        if self.leads(a) && units > 0 {
            out.push(Move::Done);
        }
    }

    pub(super) fn muster(&mut self, mv: Move) {
        let i = self.fight().mustering;
        let owner = self.fight().armies[i].owner;
        match mv {
            Move::Take(h) => self.fight_mut().armies[i].hordes.push(h),
            Move::TakeAll => {
                let all: Vec<CardId> = self.home_hordes(owner).collect();
                let a = &mut self.fight_mut().armies[i];
                for h in all {
                    if !a.hordes.contains(&h) {
                        a.hordes.push(h);
                    }
                }
            }
            Move::Use(c) => self.use_artifact(owner, c),
            Move::TakeSouls(n) => {
                self.realm_mut(owner).souls -= n;
                let a = &mut self.fight_mut().armies[i];
                a.souls = a.souls.saturating_add(n);
                a.souls_taken = true;
            }
            _ => {
                self.say(Some(owner), |g| {
                    let c = g.fight();
                    let a = &c.armies[i];
                    let mut what: Vec<String> = Vec::new();
                    if a.devil {
                        what.push(g.devil_name(owner).to_string());
                    }
                    what.extend(a.hordes.iter().map(|&h| g.card_name(h).to_string()));
                    if a.souls > 0 {
                        what.push(format!("{} Souls", a.souls));
                    }
                    let side = if a.attacking {
                        "attacking"
                    } else {
                        "defending"
                    };
                    format!(
                        "{}'s army ({side}, size {}): {}",
                        seat_label(owner),
                        g.army_size(a),
                        what.join(", ")
                    )
                });
                if i == 0 {
                    self.begin_round();
                } else {
                    self.fight_mut().queue.retain(|&x| x != owner);
                    self.next_organizer();
                }
            }
        }
    }

    // ---- Organization ----

    pub(super) fn begin_round(&mut self) {
        let (s, t) = (self.fight().attacker, self.fight().defender);
        let mut queue = vec![s, t];
        queue.extend(self.clockwise(s).into_iter().filter(|&x| x != s && x != t));
        let c = self.fight_mut();
        c.queue = queue;
        c.proposed = false;
        c.no_combat = false;
        c.using.clear();
        self.next_organizer();
    }

    pub(super) fn next_organizer(&mut self) {
        match self.fight().queue.first().copied() {
            Some(s) => {
                self.actor = s;
                self.step = Step::Organize;
            }
            None => self.combat_round(),
        }
    }

    pub(super) fn army_of(&self, s: Seat) -> Option<usize> {
        self.fight().armies.iter().position(|a| a.owner == s)
    }

    /// "Joining: any Realm with capable army leader can join the combat ... if have any attack
    /// defeats this turn you cannot send an army to join a combat." A captured Devil's armies
    /// "cannot join combats".
    pub fn can_join(&self, s: Seat) -> bool {
        let r = self.realm(s);
        !r.defeated
            && self.army_of(s).is_none()
            && match r.at {
                Where::Home => true,
                Where::Captive(_) => false,
                _ => self.has_leader_horde(s),
            }
    }

    pub(super) fn organize_moves(&self, s: Seat, out: &mut Vec<Move>) {
        let c = self.fight();
        if s == c.attacker {
            out.push(Move::Retreat);
            if !c.negated
                && c.fortress_up
                && let Some(f) = self.realm(c.defender).fortress
            {
                let name = self.card_name(f);
                let same: Vec<CardId> = self
                    .realm(s)
                    .hand
                    .iter()
                    .copied()
                    .filter(|&x| self.card_name(x) == name)
                    .collect();
                out.extend(self.distinct(&same).into_iter().map(Move::Negate));
            }
            if !c.proposed {
                out.push(Move::Propose);
            }
        } else if s == c.defender {
            let hand = self.distinct(&self.realm(s).hand);
            if c.armies[1].devil {
                // "Free Flee: at first combat round, the defending Devil can flee by
                // discarding a resource card from hand."
                if c.round == 1 && c.fortress_up && !c.negated && !c.free_fled {
                    for &x in &hand {
                        if !self.is(x, Kind::Oath) {
                            out.push(Move::FreeFlee(x));
                        }
                    }
                }
                // "Special Flee: On any combat round the defender can flee from combat by
                // playing Escape special card or discarding an identical fortress card as
                // Devil's fortress."
                for &x in &hand {
                    if self.data.card(x).escape {
                        out.push(Move::Play(x));
                    }
                }
                if let Some(f) = self.realm(s).fortress {
                    for &x in &hand {
                        if self.is(x, Kind::Fortress) && self.card_name(x) == self.card_name(f) {
                            out.push(Move::Escape(x));
                        }
                    }
                }
                out.push(Move::Surrender);
            }
            for &x in &hand {
                if self.data.card(x).recall && self.special_usable(s, x, true) {
                    out.push(Move::Play(x));
                }
            }
        } else if let Some(i) = self.army_of(s) {
            // "Retreat: any army except the defender can retreat, unless it joined combat this
            // round." "Side switching: any other army than main attacker or defender can change
            // side at will during organization."
            if c.armies[i].joined != c.round {
                out.push(Move::Retreat);
            }
            out.push(Move::Switch);
        } else if self.can_join(s) {
            out.push(Move::Join { attack: true });
            out.push(Move::Join { attack: false });
        }
        self.use_moves(s, out);
        out.push(Move::Done);
    }

    fn end_organize_turn(&mut self, s: Seat) {
        self.fight_mut().queue.retain(|&x| x != s);
        self.next_organizer();
    }

    pub(super) fn organize(&mut self, s: Seat, mv: Move) {
        if self.step == Step::NoCombat {
            let accept = mv == Move::Accept;
            let attacker = self.fight().attacker;
            self.fight_mut().no_combat = accept;
            self.say(Some(s), |_| {
                format!(
                    "{} {} no combat this round",
                    seat_label(s),
                    if accept { "agrees to" } else { "refuses" }
                )
            });
            self.step = Step::Organize;
            self.actor = attacker;
            return;
        }
        let (attacker, defender) = (self.fight().attacker, self.fight().defender);
        match mv {
            Move::Done => self.end_organize_turn(s),
            Move::Use(c) => self.use_artifact(s, c),
            Move::Retreat => {
                if s == attacker {
                    self.say(Some(s), |_| {
                        format!("{} retreats: attacker defeat", seat_label(s))
                    });
                    self.end_combat(End::Defeat { destroyed: false });
                } else {
                    self.leave(s, "retreats");
                    self.end_organize_turn(s);
                }
            }
            Move::Negate(x) => {
                self.take_card(s, x);
                self.discard_card(x);
                let fled = self.fight().free_fled;
                let c = self.fight_mut();
                c.negated = true;
                if fled {
                    // "If the defending Devil already used Free Flee, that action is canceled
                    // and discarded resource card is lost."
                    c.free_fled = false;
                    c.armies[1].devil = true;
                    self.realm_mut(defender).at = Where::Home;
                }
                self.say(Some(s), |g| {
                    format!(
                        "{} discards {}, identical to the defender's fortress: its defence points and free flee are negated{}",
                        seat_label(s),
                        g.card_name(x),
                        if fled { "; the fled Devil is back and its discarded card lost" } else { "" }
                    )
                });
            }
            Move::Propose => {
                self.fight_mut().proposed = true;
                self.say(Some(s), |_| {
                    format!("{} proposes no combat this round", seat_label(s))
                });
                self.step = Step::NoCombat;
                self.actor = defender;
            }
            Move::Join { attack } => {
                let round = self.fight().round;
                let devil = self.devil_can_lead(s);
                let c = self.fight_mut();
                c.armies.push(Army {
                    owner: s,
                    attacking: attack,
                    hordes: Vec::new(),
                    souls: 0,
                    devil,
                    joined: round,
                    releasing: false,
                    souls_taken: false,
                });
                if !c.joined.contains(&s) {
                    c.joined.push(s);
                }
                c.mustering = c.armies.len() - 1;
                self.say(Some(s), |_| {
                    format!(
                        "{} joins the {}",
                        seat_label(s),
                        if attack { "attackers" } else { "defenders" }
                    )
                });
                self.step = Step::Muster;
            }
            Move::Switch => {
                if let Some(i) = self.army_of(s) {
                    let a = &mut self.fight_mut().armies[i];
                    a.attacking = !a.attacking;
                    let now = a.attacking;
                    self.say(Some(s), |_| {
                        format!(
                            "{} switches to the {}",
                            seat_label(s),
                            if now { "attackers" } else { "defenders" }
                        )
                    });
                }
                self.end_organize_turn(s);
            }
            Move::FreeFlee(x) => {
                self.take_card(s, x);
                self.discard_card(x);
                let c = self.fight_mut();
                c.armies[1].devil = false;
                c.free_fled = true;
                self.realm_mut(s).at = Where::Fled;
                self.say(Some(s), |g| {
                    format!(
                        "{} discards a card and flees freely: out of the game until the end of the turn",
                        g.devil_name(s)
                    )
                });
                self.end_organize_turn(s);
            }
            Move::Play(x) if self.data.card(x).recall => {
                self.take_card(s, x);
                self.discard_card(x);
                self.say(Some(s), |g| {
                    format!("{} plays {}", seat_label(s), g.card_name(x))
                });
                self.recall(s);
            }
            Move::Play(x) | Move::Escape(x) => {
                self.take_card(s, x);
                self.discard_card(x);
                self.fight_mut().armies[1].devil = false;
                self.realm_mut(s).at = Where::Fled;
                self.say(Some(s), |g| {
                    format!(
                        "{} discards {} and flees from combat until the end of the turn",
                        g.devil_name(s),
                        g.card_name(x)
                    )
                });
                // "This can only be prevented with Recall special card": the main attacker
                // holding one may play it.
                self.fight_mut().queue.retain(|&x| x != s);
                if self
                    .realm(attacker)
                    .hand
                    .iter()
                    .any(|&c| self.data.card(c).recall)
                {
                    self.step = Step::Prevent;
                    self.actor = attacker;
                } else {
                    self.next_organizer();
                }
            }
            Move::Surrender => {
                let c = self.fight_mut();
                c.armies[1].devil = false;
                c.surrendered = true;
                c.aside.push((s, false));
                self.realm_mut(s).at = Where::Aside;
                self.say(Some(s), |g| {
                    format!("{} surrenders to {}", g.devil_name(s), seat_label(attacker))
                });
                self.end_organize_turn(s);
            }
            _ => self.end_organize_turn(s),
        }
    }

    pub(super) fn prevent_moves(&self, out: &mut Vec<Move>) {
        let hand = &self.realm(self.fight().attacker).hand;
        let recalls: Vec<CardId> = hand
            .iter()
            .copied()
            .filter(|&c| self.data.card(c).recall)
            .collect();
        out.extend(self.distinct(&recalls).into_iter().map(Move::Play));
        out.push(Move::Done);
    }

    /// The main attacker plays Recall against a special flee (the fled Devil is back in its
    /// army), or lets it flee.
    pub(super) fn prevent(&mut self, mv: Move) {
        let (s, t) = (self.fight().attacker, self.fight().defender);
        if let Move::Play(x) = mv {
            self.take_card(s, x);
            self.discard_card(x);
            self.fight_mut().armies[1].devil = true;
            self.realm_mut(t).at = Where::Home;
            self.say(Some(s), |g| {
                format!(
                    "{} plays {}: {} is recalled and its flight prevented",
                    seat_label(s),
                    g.card_name(x),
                    g.devil_name(t)
                )
            });
        }
        self.next_organizer();
    }

    /// An allied army leaves the combat: its Souls go home with it.
    pub(super) fn leave(&mut self, s: Seat, why: &str) {
        if let Some(i) = self.army_of(s) {
            let a = self.fight_mut().armies.remove(i);
            self.realm_mut(s).gain_souls(a.souls);
            self.say(Some(s), |_| format!("{}'s army {why}", seat_label(s)));
        }
    }
}
