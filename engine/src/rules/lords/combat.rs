//! Combat as the text writes it: the attacker musters an army, each of up to three rounds opens
//! with organization (joining, retreat, side switching, flight, surrender, negating the
//! fortress, "no combat"), then cards are drawn from the combat deck ("1, +1 per full 5 size in
//! each side"), each read on the combat table by the ratio row and the defence-points column;
//! extra and revenge hits; hits spread over allied armies, biggest first; hordes destroyed, the
//! fortress rolled for, Devils put aside. Then attacker victory or defeat, capture, looting and
//! the fortress's fate.
//!
//! Inside an army, hits fall on Souls first ("their main function is to work as fodder in
//! combats, eating hits"), then hordes from the smallest (leaders last), then the fortress, then
//! the Devil: the engine's reading, as the text does not say who picks.

use super::data::{DP_COLUMNS, Kind, Ratio};
use super::state::{
    Army, COMBAT_ROUNDS, CardId, Combat, End, LOOT, Lords, Loss, Move, Spoil, Step, Where,
};
use crate::rules::{Seat, seat_label};

impl Lords {
    /// The combat under way (the steps that read it exist only while one is).
    fn fight(&self) -> &Combat {
        &self.battle
    }

    fn fight_mut(&mut self) -> &mut Combat {
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
            cards: Vec::new(),
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
                    .map(|&c| u32::from(self.data.card(c).strength))
                    .sum::<u32>()
        } else {
            0
        };
        hordes + devil
    }

    fn army_extra(&self, a: &Army) -> u32 {
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
                    .map(|&c| u32::from(self.data.card(c).extra_hits))
                    .sum::<u32>()
        } else {
            0
        };
        hordes + devil
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

    fn begin_round(&mut self) {
        let (s, t) = (self.fight().attacker, self.fight().defender);
        let mut queue = vec![s, t];
        queue.extend(self.clockwise(s).into_iter().filter(|&x| x != s && x != t));
        let c = self.fight_mut();
        c.queue = queue;
        c.proposed = false;
        c.no_combat = false;
        self.next_organizer();
    }

    fn next_organizer(&mut self) {
        match self.fight().queue.first().copied() {
            Some(s) => {
                self.actor = s;
                self.step = Step::Organize;
            }
            None => self.combat_round(),
        }
    }

    fn army_of(&self, s: Seat) -> Option<usize> {
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
                self.end_organize_turn(s);
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

    /// An allied army leaves the combat: its Souls go home with it.
    fn leave(&mut self, s: Seat, why: &str) {
        if let Some(i) = self.army_of(s) {
            let a = self.fight_mut().armies.remove(i);
            self.realm_mut(s).gain_souls(a.souls);
            self.say(Some(s), |_| format!("{}'s army {why}", seat_label(s)));
        }
    }

    // ---- The combat round ----

    fn combat_round(&mut self) {
        if self.fight().no_combat {
            self.say(None, |_| "No combat this round, as agreed".into());
        } else {
            self.strike();
        }
        // "If an army has no leader, it returns to home Realm".
        let mut i = 2;
        while i < self.fight().armies.len() {
            let a = &self.fight().armies[i];
            if !self.leads(a) || self.army_units(i) == 0 {
                let owner = a.owner;
                let why = if self.army_units(i) == 0 {
                    "is destroyed"
                } else {
                    "has no leader and returns home"
                };
                self.leave(owner, why);
            } else {
                i += 1;
            }
        }
        let att = self.side_units(true);
        let def = self.side_units(false);
        let end = if att == 0 && def == 0 {
            Some(End::Neither)
        } else if att == 0 {
            Some(End::Defeat { destroyed: true })
        } else if !self.leads(&self.fight().armies[0]) {
            self.say(None, |_| {
                "The main attacker has lost its leader: attacker defeat".into()
            });
            Some(End::Defeat { destroyed: false })
        } else if def == 0 {
            Some(End::Victory)
        } else if self.fight().round >= COMBAT_ROUNDS {
            self.say(None, |_| {
                "Time-out after the third round: attacker defeat".into()
            });
            Some(End::Defeat { destroyed: false })
        } else {
            None
        };
        match end {
            Some(e) => self.end_combat(e),
            None => {
                self.fight_mut().round += 1;
                self.begin_round();
            }
        }
    }

    /// One round's drawing, hits and their effects.
    fn strike(&mut self) {
        let a_size = self.side_size(true);
        let d_size = self.side_size(false);
        let dp = self.defence_points();
        let ratio = Ratio::of(a_size, d_size);
        let col = (dp as usize).min(DP_COLUMNS - 1);
        // "Number of drawn cards is 1, +1 per full 5 size in each side."
        let draws = 1 + a_size / 5 + d_size / 5;
        let a_units = self.side_units(true);
        let d_units = self.side_units(false);
        let mut deck = self.data.combat_deck.clone();
        self.rng.shuffle(&mut deck);
        let (mut on_d, mut on_a) = (0u32, 0u32);
        let mut drawn: Vec<(u8, u8, u8)> = Vec::new();
        for i in 0..draws as usize {
            if i > 0 && i % deck.len() == 0 {
                self.rng.shuffle(&mut deck);
            }
            let card = deck[i % deck.len()];
            let hits = self.data.combat[usize::from(card)].cells[ratio.index()][col];
            on_d += u32::from(hits.defender);
            on_a += u32::from(hits.attacker);
            drawn.push((card, ratio.index() as u8, col as u8));
            // "The drawing is immediately ended if sufficient hits to destroy either side is
            // achieved".
            if on_d >= d_units || on_a >= a_units {
                break;
            }
        }
        let round = self.fight().round;
        self.say(None, |g| {
            let cards: Vec<String> = drawn
                .iter()
                .map(|&(c, r, k)| {
                    let h = g.data.combat[usize::from(c)].cells[usize::from(r)][usize::from(k)];
                    format!("{} {}/{}", g.data.combat[usize::from(c)].name, h.defender, h.attacker)
                })
                .collect();
            format!(
                "Combat round {round}: size {a_size} against {d_size} (row {}), {dp} defence points; {} of {draws} combat cards drawn: {} — {on_d} hits on the defenders, {on_a} on the attackers",
                ratio.name(),
                drawn.len(),
                cards.join(", ")
            )
        });
        self.fight_mut().cards = drawn;
        // "Extra hits: If any units cause extra hits, they are added to total number of hits
        // dealt, before hits are assigned. If other side has any defense points, main defender
        // ignores extra hits if rolls defense points or less with d6. If there is any allied
        // defenders, one of the allies then take this hit, and it is assigned first".
        let extra_att: u32 = self
            .fight()
            .armies
            .iter()
            .filter(|a| a.attacking)
            .map(|a| self.army_extra(a))
            .sum();
        let extra_def: u32 = self
            .fight()
            .armies
            .iter()
            .filter(|a| !a.attacking)
            .map(|a| self.army_extra(a))
            .sum();
        on_a += extra_def;
        let allies = self.fight().armies.iter().skip(2).any(|a| !a.attacking);
        let mut to_ally = 0;
        if extra_att > 0 {
            let mut rolls = Vec::new();
            let mut ignored = 0;
            for _ in 0..extra_att {
                if dp > 0 {
                    let r = self.d6();
                    rolls.push(r);
                    if u32::from(r) <= dp {
                        ignored += 1;
                        if allies {
                            to_ally += 1;
                        }
                        continue;
                    }
                }
                on_d += 1;
            }
            self.say_dice(None, rolls, |_| {
                format!(
                    "{extra_att} extra hits on the defenders{}",
                    if dp > 0 {
                        format!(
                            ": {ignored} ignored by the main defender's defence roll{}",
                            if to_ally > 0 {
                                format!(", {to_ally} taken by an ally instead")
                            } else {
                                String::new()
                            }
                        )
                    } else {
                        String::new()
                    }
                )
            });
        }
        if extra_def > 0 {
            self.say(None, |_| format!("{extra_def} extra hits on the attackers"));
        }
        if to_ally > 0 {
            let ally = (2..self.fight().armies.len())
                .filter(|&i| !self.fight().armies[i].attacking && self.army_units(i) > 0)
                .max_by_key(|&i| self.army_size(&self.fight().armies[i]));
            if let Some(i) = ally {
                for _ in 0..to_ally {
                    self.hit(i);
                }
            }
        }
        self.spread(false, on_d);
        self.spread(true, on_a);
        self.log_losses();
    }

    /// "Allied force: If side has multiple armies, hits are dealt evenly, with first ones going
    /// to biggest one (size-wise), and if tied, ramdomized."
    fn spread(&mut self, attacking: bool, hits: u32) {
        let mut order: Vec<usize> = (0..self.fight().armies.len())
            .filter(|&i| self.fight().armies[i].attacking == attacking)
            .collect();
        self.rng.shuffle(&mut order);
        order.sort_by_key(|&i| std::cmp::Reverse(self.army_size(&self.fight().armies[i])));
        let mut left = hits;
        while left > 0 {
            let mut any = false;
            for &i in &order {
                if left == 0 {
                    break;
                }
                if self.army_units(i) > 0 {
                    self.hit(i);
                    left -= 1;
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
    }

    /// One hit on army `i`, and the revenge hits it sets off: "If any destroyed units cause
    /// revenge hits, they are immediately assigned ... If the target army is in home Realm with
    /// defense points, it can ignore hits by rolling with d6 same or less than number of
    /// defense points." Revenge goes to the other side's main army.
    fn hit(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(j) = stack.pop() {
            let (revenge, source) = self.hit_unit(j);
            if revenge == 0 {
                continue;
            }
            let from = self.fight().armies[j].owner;
            let attacking = self.fight().armies[j].attacking;
            let target = if attacking { 1 } else { 0 };
            let dp = if target == 1 {
                self.defence_points()
            } else {
                0
            };
            let mut rolls = Vec::new();
            for _ in 0..revenge {
                if dp > 0 {
                    let r = self.d6();
                    rolls.push(r);
                    if u32::from(r) <= dp {
                        continue;
                    }
                }
                stack.push(target);
            }
            let owner = self.fight().armies[target].owner;
            self.say_dice(None, rolls, |g| {
                format!(
                    "{}'s {} deal {revenge} revenge hit{} on {}'s army",
                    seat_label(from),
                    source.map_or("", |h| g.card_name(h)),
                    if revenge == 1 { "" } else { "s" },
                    seat_label(owner)
                )
            });
        }
    }

    /// A hit on the next unit of army `i`; returns the revenge hits it causes, and the horde
    /// destroyed.
    fn hit_unit(&mut self, i: usize) -> (u8, Option<CardId>) {
        let owner = self.fight().armies[i].owner;
        if self.fight().armies[i].souls > 0 {
            self.fight_mut().armies[i].souls -= 1;
            self.lose(owner, Loss::Soul);
            return (0, None);
        }
        let pick = self.fight().armies[i]
            .hordes
            .iter()
            .copied()
            .min_by_key(|&h| {
                let c = self.data.card(h);
                (c.leader, c.size, h)
            });
        if let Some(h) = pick {
            self.fight_mut().armies[i].hordes.retain(|&x| x != h);
            self.take_card(owner, h);
            self.discard_card(h);
            let defending_home = i == 1;
            let revenge = self.data.card(h).revenge
                + if defending_home {
                    self.devil(owner).revenge
                } else {
                    0
                };
            self.lose(owner, Loss::Horde(h));
            return (revenge, Some(h));
        }
        if i == 1 && self.fight().fortress_up {
            // "Fortress: Fortress is damaged. Roll d6, and on a d6 roll '1' the fortress is
            // destroyed and put to discard pile. Any Devils imprisoned on it are put aside as
            // they had been hit in combat. If the roll was 2+, the fortress is just turned
            // face-down".
            self.fight_mut().fortress_up = false;
            let r = self.d6();
            if r == 1 {
                let prisoners = self.prisoners(owner);
                if let Some(f) = self.realm_mut(owner).fortress.take() {
                    self.discard_card(f);
                }
                for p in prisoners {
                    self.realm_mut(p).at = Where::Aside;
                    self.fight_mut().aside.push((p, true));
                }
                if !self.has_caster(owner) && !self.realm(owner).rituals.is_empty() {
                    let lost = std::mem::take(&mut self.realm_mut(owner).rituals);
                    self.discard.extend(lost);
                }
                self.say_dice(Some(owner), vec![r], |_| {
                    format!(
                        "{}'s fortress is hit and rolls 1: destroyed; its prisoners are put aside",
                        seat_label(owner)
                    )
                });
            } else {
                self.say_dice(Some(owner), vec![r], |_| {
                    format!(
                        "{}'s fortress is hit and rolls {r}: turned aside for the rest of the combat",
                        seat_label(owner)
                    )
                });
            }
            return (0, None);
        }
        if self.fight().armies[i].devil {
            // "Devil: Devil is out of combat and put aside."
            let c = self.fight_mut();
            c.armies[i].devil = false;
            c.aside.push((owner, false));
            self.realm_mut(owner).at = Where::Aside;
            self.lose(owner, Loss::Devil);
        }
        (0, None)
    }

    fn lose(&mut self, s: Seat, loss: Loss) {
        if self.record {
            self.losses.push((s, loss));
        }
    }

    /// The round's losses, one line per seat: "Player 3 loses 2 Souls, Imps; Baalzebul is put
    /// aside".
    fn log_losses(&mut self) {
        let losses = std::mem::take(&mut self.losses);
        let mut seats: Vec<Seat> = losses.iter().map(|(s, _)| *s).collect();
        seats.dedup();
        seats.sort_unstable();
        seats.dedup();
        for s in seats {
            let mine: Vec<Loss> = losses
                .iter()
                .filter(|(x, _)| *x == s)
                .map(|(_, l)| *l)
                .collect();
            self.say(Some(s), |g| {
                let souls = mine.iter().filter(|l| **l == Loss::Soul).count();
                let mut parts: Vec<String> = Vec::new();
                if souls > 0 {
                    parts.push(format!("{souls} Soul{}", if souls == 1 { "" } else { "s" }));
                }
                parts.extend(mine.iter().filter_map(|l| match l {
                    Loss::Horde(h) => Some(g.card_name(*h).to_string()),
                    _ => None,
                }));
                let mut text = String::new();
                if !parts.is_empty() {
                    text = format!("{} loses {}", seat_label(s), parts.join(", "));
                }
                if mine.contains(&Loss::Devil) {
                    if !text.is_empty() {
                        text.push_str("; ");
                    }
                    text.push_str(&format!(
                        "{} is hit: out of combat and put aside",
                        g.devil_name(s)
                    ));
                }
                text
            });
        }
    }

    // ---- After the combat ----

    fn end_combat(&mut self, end: End) {
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
