//! Devacurse behind the ruled-game interface, and what the one table screen draws of it.

use crate::rules::counted;
use std::sync::Arc;

use super::bots::{DEVOUT_ID, Devout};
use super::data::{CardType, DevacurseData, EventKind};
use super::state::{CardId, Combat, Deva, Devacurse, DevacurseError, Move, Prayer, Step, Unit};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::cards::{final_score, notes_panel};
use crate::rules::{
    BotInfo, CardView, DataError, DieView, GameInfo, LogEntry, NumberField, OWN_BOT_LABEL, Outcome,
    PhaseView, Projection, Reading, RuledGame, Seat, SeatView, Thing, TrackerView, VariantValues,
    ZoneLayout, ZoneView, seat_label,
};
use crate::table::Rng;

const DEVOUT: BotInfo = BotInfo {
    id: DEVOUT_ID,
    label: OWN_BOT_LABEL,
    about: "Plays devoutly: blesses only what it spends, calls its strongest soldiers and heroes, attacks where its AT beats the blockers, blocks where a blocker survives, and saves Faith.",
};

const READINGS: &[Reading] = &[
    Reading {
        title: "Part 1 of the spiral (placeholder)",
        text: "The text covers only the second half of the spiral. Until the designer replaces it: each spiral after the first, each Deva draws 2 cards (the order holder first); then each may set one card from its hand as a closed prayer; each prompt prayer depleted gives one blessing. A variant sets each number.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Starting position (placeholder)",
        text: "Each Deva has its own copy of the card list as its universe deck, starts with 20 Faith, 5 cards in hand and 2 closed prayers from the top of its deck (each a variant). Order for the first spiral is rolled; it passes every spiral.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The card list is a sample",
        text: "The text gives no card list. The game ships a sample of soldiers, heroes and events marked as such: replace it in the editor and the rules, bots and simulation use it.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Order in each loop",
        text: "The Deva with order acts first in every loop of the spiral (prayers, soldier calling, hero setting, soldier combat, hero combat); the other Deva follows. The text's \"order is given to the opposing player\" after hero setting is read as that turn passing.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Heroes",
        text: "A hero from the hand is called with as many of its owner's cenotaph cards as its cost (at least one), which go to the black hole. Upgrading to level 2 (+1 AT, +2 AP) costs blessings (a variant).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Events",
        text: "Events cost blessings. A location gives its AT and DF to each of its owner's soldiers until its time runs out; equipment gives its AT and DF (AP on a hero) to the unit it is on; an incantation until the end of the spiral. Flash (!) events are played in a window after blocks are set (the defender first) and at the end of the turn (the order holder first); the opponent plays nothing during calling. When a spell ends, a hero whose damage counters reach its maximum AP is slain.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Hero combat",
        text: "The defender chooses its blockers; the attacker sends each hero against one of them (never a hero while a prompt enemy soldier remains: soldiers depleted by blocking no longer count). A hero with no blocker it may face strikes the Deva directly.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Pierce",
        text: "What an attacker's AT exceeds the total its blockers can absorb (their DF, or AP left) goes on to the defending Deva's Faith.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The end",
        text: "A Deva loses at 0 Faith (both at once: the one with less loses, equal is a draw) or when it must draw from an empty universe deck. A game still running after 60 spirals ends, the Deva with more Faith winning.",
        placeholder: false,
        shown: &[],
    },
];

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage: an event is told apart
    /// by what the text makes of it (an incantation in the calling steps; a flash event in a
    /// flash window, a removal or otherwise).
    enum MoveKind {
        Pray => "set a closed prayer",
        Bless => "deplete prayers for blessings",
        CallSoldier => "call a soldier",
        CallHero => "call a hero",
        Upgrade => "upgrade a hero",
        Equip => "equip a unit",
        Location => "set a location",
        Incantation => "cast an incantation",
        FlashRemoval => "flash: removal",
        FlashOther => "flash: boost or other effect",
        Attack => "declare an attacker",
        Block => "block with a soldier",
        Guard => "set a blocker in hero combat",
        Assign => "send a hero against a blocker",
        Done => "end the step",
    }
}

static INFO: GameInfo = GameInfo {
    id: "devacurse",
    name: "Devacurse",
    players: (2, 2),
    variants: SPEC,
    bots: &[DEVOUT],
    default_bot: DEVOUT_ID,
    def_json: include_str!("../../../games/devacurse.json"),
    readings: READINGS,
    round: "spiral",
};

fn key(c: CardId) -> String {
    format!("card-{c}")
}

fn short(s: Seat) -> String {
    format!("Player {}", u32::from(s) + 1)
}

impl Devacurse {
    /// Why the Deva to act cannot use card `c` now (in its hand, a closed prayer or a unit of
    /// its own), in the rules' words; `None` for any other card.
    pub fn why_not_card(&self, c: CardId) -> Option<String> {
        if self.outcome.is_some() || usize::from(c) >= 2 * self.data.cards.len() {
            return None;
        }
        let s = self.actor;
        let d = self.deva(s);
        let spec = self.spec(c);
        let name = self.card_name(c);
        let step = self.step.name();
        let in_hand = d.hand.contains(&c);
        let prompt_prayer = d.prayers.iter().any(|p| p.card == c && !p.depleted);
        let unit = d.soldiers.iter().chain(&d.heroes).any(|u| u.card == c);
        let flash = matches!(self.step, Step::Flash | Step::EndFlash);
        let mv = if in_hand && self.step == Step::Prayer {
            Move::Pray(c)
        } else if (in_hand || prompt_prayer) && spec.kind == CardType::Soldier {
            if self.step != Step::Calling {
                return Some(format!(
                    "{name} is a soldier: soldiers are called in the Soldier calling step; this is the {step} step"
                ));
            }
            Move::CallSoldier(c)
        } else if in_hand && spec.kind == CardType::Hero {
            if self.step != Step::Heroes {
                return Some(format!(
                    "{name} is a hero: heroes are called in the Hero setting step; this is the {step} step"
                ));
            }
            if self.spiral <= 1 {
                return Some("no Deva may call a hero during the first spiral".to_string());
            }
            Move::CallHero(c)
        } else if in_hand && spec.kind == CardType::Event {
            let is_flash = spec.event == Some(EventKind::Flash);
            let calling = matches!(self.step, Step::Calling | Step::Heroes);
            if !(calling || flash) {
                return Some(format!(
                    "events are played in the Soldier calling and Hero setting steps (flash events in the flash windows); this is the {step} step"
                ));
            }
            if flash && !is_flash {
                return Some(format!(
                    "only flash (!) events are played in a flash window; {name} is not one"
                ));
            }
            if calling && is_flash {
                return Some(format!(
                    "{name} is a flash (!) event: it is played in a flash window, in combat or before the turn ends"
                ));
            }
            if spec.cost <= d.blessings {
                return Some(format!("{name} has nothing it may be played on now"));
            }
            Move::Event { card: c, on: None }
        } else if unit {
            match self.step {
                Step::Attack => Move::Attack(c),
                Step::Guard => Move::Guard(c),
                Step::Block => match self.combat.attackers.first() {
                    Some(&attacker) => Move::Block {
                        blocker: c,
                        attacker,
                    },
                    None => return None,
                },
                _ => return None,
            }
        } else {
            return None;
        };
        Some(self.why_not(&mv))
    }

    /// The log line for the Deva to act, passed over in the calling or heroes step with
    /// nothing but Done. The same words whether or not it holds cards of the step: the log is
    /// open to every seat, and a line that came only with such cards would tell the others
    /// what the hidden hand holds.
    pub(super) fn skipped_line(&self) -> Option<String> {
        let s = self.actor;
        let d = self.deva(s);
        let kind = match self.step {
            Step::Calling => CardType::Soldier,
            Step::Heroes => CardType::Hero,
            _ => return None,
        };
        let why = match kind {
            CardType::Soldier => format!(
                "no soldier in its hand can be paid for with its {} (and no prayer left to deplete)",
                counted(d.blessings, "blessing", "blessings")
            ),
            _ if self.spiral <= 1 => "no Deva may call a hero during the first spiral".to_string(),
            _ => format!(
                "no hero in its hand can be called with {} in its cenotaph",
                counted(
                    u8::try_from(d.cenotaph.len()).unwrap_or(u8::MAX),
                    "card",
                    "cards"
                )
            ),
        };
        Some(format!(
            "{} skips the {} step: {why}",
            seat_label(s),
            self.step.name()
        ))
    }

    fn card_view(&self, c: CardId) -> CardView {
        let spec = self.spec(c);
        let mut v = CardView::named(key(c), spec.name.clone());
        v.target = Some(key(c));
        v.kind = spec.type_line();
        let summary = spec.summary();
        v.text = if spec.text.is_empty() {
            summary
        } else {
            format!("{summary} — {}", spec.text)
        };
        v
    }

    fn unit_view(&self, u: &Unit) -> CardView {
        let mut v = self.card_view(u.card);
        let hero = self.spec(u.card).kind == CardType::Hero;
        v.tapped = u.depleted;
        v.corners = if hero {
            vec![
                format!("AT {}", self.at(u.card)),
                format!("AP {}/{}", self.left(u.card), self.guard(u.card)),
                format!("Level {}", u.level),
            ]
        } else {
            vec![
                format!("AT {}", self.at(u.card)),
                format!("DF {}", self.guard(u.card)),
            ]
        };
        if u.damage > 0 && !hero {
            v.corners.push(format!("{} damage", u.damage));
        }
        if u.depleted {
            v.corners.push("depleted".into());
        }
        v.attached = u
            .equipment
            .iter()
            .map(|&e| {
                let mut a = self.card_view(e);
                a.target = None;
                a
            })
            .collect();
        v
    }

    fn status(&self) -> String {
        if let Some(o) = self.outcome() {
            return match o.winner {
                Some(w) => format!("Game over: {} wins ({})", seat_label(w), o.end),
                None => format!("Game over: a draw ({})", o.end),
            };
        }
        let who = seat_label(self.actor);
        let what = match self.step {
            Step::Attack if self.combat.heroes => "hero combat: attack",
            Step::Attack => "soldier combat: attack",
            Step::Block => "soldier combat: block",
            Step::Guard => "hero combat: block",
            s => s.name(),
        };
        format!("Spiral {}: {what} — {who} to act", self.spiral)
    }
}

impl RuledGame for Devacurse {
    type Move = Move;
    type Error = DevacurseError;
    type Variants = Variants;
    type Data = DevacurseData;
    type Bot = Devout;

    fn info() -> &'static GameInfo {
        &INFO
    }
    fn read_data(def: &GameDef) -> Result<DevacurseData, DataError> {
        DevacurseData::read(def)
    }
    fn notes(data: &DevacurseData) -> Vec<String> {
        data.notes.clone()
    }
    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }
    fn new(
        data: &Arc<DevacurseData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, DevacurseError> {
        if players != 2 {
            return Err(DevacurseError::Players(players));
        }
        let n = data.cards.len() as CardId;
        let mut rng = Rng::seeded(seed);
        let mut devas: [Deva; 2] = Default::default();
        for (p, d) in devas.iter_mut().enumerate() {
            d.deck = (0..n).map(|i| p as CardId * n + i).collect();
            rng.shuffle(&mut d.deck);
            d.faith = variants.faith;
            for _ in 0..variants.start_prayers {
                if let Some(c) = d.deck.pop() {
                    d.prayers.push(Prayer {
                        card: c,
                        depleted: false,
                    });
                }
            }
            for _ in 0..variants.hand {
                if let Some(c) = d.deck.pop() {
                    d.hand.push(c);
                }
            }
        }
        let mut g = Self {
            data: Arc::clone(data),
            variants: *variants,
            devas,
            order: 0,
            first_order: 0,
            step: Step::Prayer,
            actor: 0,
            exchange: 0,
            combat: Combat::default(),
            spiral: 1,
            rng,
            record,
            log: Vec::new(),
            last_roll: Vec::new(),
            outcome: None,
        };
        g.say(None, |g| {
            format!(
                "Each Deva starts with {} Faith, {} cards in hand and {} closed prayers",
                g.variants.faith, g.variants.hand, g.variants.start_prayers
            )
        });
        // Who has order first: a die each, the higher (ties roll again).
        loop {
            let r = [g.rng.below(6) as u8 + 1, g.rng.below(6) as u8 + 1];
            g.last_roll = r.to_vec();
            if g.record {
                g.log.push(LogEntry {
                    round: 1,
                    player: None,
                    text: format!(
                        "Order roll: {} {}, {} {}",
                        seat_label(0),
                        r[0],
                        seat_label(1),
                        r[1]
                    ),
                    dice: r.to_vec(),
                });
            }
            if r[0] != r[1] {
                g.order = u8::from(r[1] > r[0]);
                g.first_order = g.order;
                break;
            }
        }
        g.say(None, |g| format!("{} has order", seat_label(g.order)));
        g.actor = g.order;
        g.skip();
        Ok(g)
    }
    fn players(&self) -> u8 {
        2
    }
    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.actor)
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let s = self.actor;
        let d = self.deva(s);
        let bless = |out: &mut Vec<Move>| {
            for n in 1..=self.prompt_prayers(s) {
                out.push(Move::Bless(n));
            }
        };
        match self.step {
            Step::Prayer => {
                if !d.prayed {
                    out.extend(d.hand.iter().map(|&c| Move::Pray(c)));
                }
            }
            Step::Calling => {
                bless(out);
                for &c in &d.hand {
                    let spec = self.spec(c);
                    if spec.kind == CardType::Soldier && spec.cost <= d.blessings {
                        out.push(Move::CallSoldier(c));
                    }
                }
                for p in d.prayers.iter().filter(|p| !p.depleted) {
                    let spec = self.spec(p.card);
                    if spec.kind == CardType::Soldier && spec.cost <= d.blessings {
                        out.push(Move::CallSoldier(p.card));
                    }
                }
                self.event_moves(s, out);
            }
            Step::Heroes => {
                bless(out);
                for &c in &d.hand {
                    let spec = self.spec(c);
                    // "no player will able to summon heroes during the first turn spiral"
                    if spec.kind == CardType::Hero
                        && self.spiral > 1
                        && usize::from(spec.cost.max(1)) <= d.cenotaph.len()
                    {
                        out.push(Move::CallHero(c));
                    }
                }
                if d.blessings >= self.variants.upgrade_cost {
                    for h in &d.heroes {
                        if h.level == 1 && h.called < self.spiral {
                            out.push(Move::Upgrade(h.card));
                        }
                    }
                }
                self.event_moves(s, out);
            }
            Step::Attack => {
                let units = if self.combat.heroes {
                    &d.heroes
                } else {
                    &d.soldiers
                };
                for u in units {
                    if !u.depleted && !self.combat.attackers.contains(&u.card) {
                        out.push(Move::Attack(u.card));
                    }
                }
            }
            Step::Block => {
                for u in d.soldiers.iter().chain(&d.heroes).filter(|u| !u.depleted) {
                    for &a in &self.combat.attackers {
                        out.push(Move::Block {
                            blocker: u.card,
                            attacker: a,
                        });
                    }
                }
            }
            Step::Guard => {
                for u in d.soldiers.iter().chain(&d.heroes).filter(|u| !u.depleted) {
                    out.push(Move::Guard(u.card));
                }
            }
            Step::Assign => {
                for (hero, blocker) in self.assignable() {
                    out.push(Move::Assign { hero, blocker });
                }
                // Assignment ends when every hero has a blocker (or can have none).
                return;
            }
            Step::Flash | Step::EndFlash => {
                bless(out);
                self.event_moves(s, out);
            }
        }
        out.push(Move::Done);
    }
    fn apply(&mut self, mv: Move) -> Result<(), DevacurseError> {
        if self.outcome.is_some() {
            return Err(DevacurseError::Over);
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(DevacurseError::Illegal(self.why_not(&mv)));
        }
        self.perform(mv);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    fn round(&self) -> u32 {
        self.spiral
    }
    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }
    fn describe(&self, m: &Move) -> String {
        let n = |c: CardId| self.card_name(c).to_string();
        match *m {
            Move::Pray(c) => format!("Set {} as a closed prayer", n(c)),
            Move::Bless(k) => format!(
                "Deplete {k} prayer{} for blessings",
                if k == 1 { "" } else { "s" }
            ),
            Move::CallSoldier(c) => {
                let from = if self.deva(self.actor).prayers.iter().any(|p| p.card == c) {
                    " from a closed prayer"
                } else {
                    ""
                };
                format!(
                    "Call {}{from} ({})",
                    n(c),
                    counted(self.spec(c).cost, "blessing", "blessings")
                )
            }
            Move::CallHero(c) => format!(
                "Call the hero {} ({})",
                n(c),
                counted(self.spec(c).cost.max(1), "cenotaph card", "cenotaph cards")
            ),
            Move::Upgrade(c) => format!(
                "Upgrade {} to level 2 ({})",
                n(c),
                counted(self.variants.upgrade_cost, "blessing", "blessings")
            ),
            Move::Equip { card, on } => format!("Equip {} with {}", n(on), n(card)),
            Move::Location(c) => format!("Set the location {}", n(c)),
            Move::Event { card, on: Some(t) } => format!("Play {} on {}", n(card), n(t)),
            Move::Event { card, on: None } => format!("Play {}", n(card)),
            Move::Attack(c) => format!("Attack with {} (AT {})", n(c), self.at(c)),
            Move::Block { blocker, attacker } => {
                format!("Block {} with {}", n(attacker), n(blocker))
            }
            Move::Guard(c) => format!("Block with {}", n(c)),
            Move::Assign { hero, blocker } => format!("Send {} against {}", n(hero), n(blocker)),
            Move::Done => match self.step {
                Step::Prayer => "Set no prayer".into(),
                Step::Calling => "Done calling soldiers".into(),
                Step::Heroes => "Done setting heroes".into(),
                Step::Attack => {
                    if self.combat.attackers.is_empty() {
                        "Do not attack".into()
                    } else {
                        "Done declaring attackers".into()
                    }
                }
                Step::Block | Step::Guard => "Done blocking".into(),
                Step::Flash | Step::EndFlash => "No (more) flash events".into(),
                Step::Assign => "Done".into(),
            },
        }
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.spiral);
        let now = self.outcome.is_none().then_some(self.step);
        let bar = [
            (
                "Prayers",
                vec![Step::Prayer],
                "Part 1 (a placeholder): set one card from the hand as a closed prayer.",
            ),
            (
                "Soldier calling",
                vec![Step::Calling],
                "Deplete prayers for blessings, call soldiers from the hand or prompt closed prayers, play events.",
            ),
            (
                "Hero setting",
                vec![Step::Heroes],
                "Call heroes with cenotaph cards (level 1), upgrade heroes, play events.",
            ),
            (
                "Soldier combat",
                if self.combat.heroes {
                    vec![]
                } else {
                    vec![Step::Attack, Step::Block, Step::Flash]
                },
                "Attackers deplete; the defender blocks; AT ≥ DF kills a soldier, a hero loses AP; unblocked attackers strike Faith.",
            ),
            (
                "Hero combat",
                if self.combat.heroes {
                    vec![Step::Attack, Step::Guard, Step::Assign, Step::Flash]
                } else {
                    vec![]
                },
                "Heroes attack; the defender chooses blockers; the attacker sends each hero against one.",
            ),
            (
                "Refresh and end",
                vec![],
                "Soldiers heal; prompt heroes heal 1 AP; unspent blessings cost Faith; order passes.",
            ),
        ];
        p.phases = bar
            .iter()
            .map(|(name, steps, about)| PhaseView {
                name: (*name).into(),
                current: now.is_some_and(|s| steps.contains(&s)),
                about: (*about).into(),
            })
            .collect();
        let to_move = self.to_move();
        for s in 0..2u8 {
            let d = self.deva(s);
            let mut facts = vec![
                format!("{} Faith", d.faith),
                format!(
                    "{} blessing{} unspent",
                    d.blessings,
                    if d.blessings == 1 { "" } else { "s" }
                ),
                format!("{} in the universe deck", d.deck.len()),
            ];
            if s == self.order {
                facts.push("Has order".into());
            }
            p.seats.push(SeatView {
                name: short(s),
                facts,
                to_act: to_move == Some(s),
                out: false,
            });
            p.trackers.push(TrackerView {
                name: "Faith".into(),
                owner: Some(s),
                value: d.faith.to_string(),
            });
            p.trackers.push(TrackerView {
                name: "Blessings".into(),
                owner: Some(s),
                value: d.blessings.to_string(),
            });
        }
        p.trackers.push(TrackerView {
            name: "Order".into(),
            owner: None,
            value: seat_label(self.order),
        });
        // The combat under way, first: what attacks, and what blocks it.
        let mut fighting = Vec::new();
        for &a in &self.combat.attackers {
            if let Some((_, u, _)) = self.unit(a) {
                let mut v = self.unit_view(u);
                v.key = format!("combat-{a}");
                let blockers: Vec<String> = if self.combat.heroes {
                    self.combat
                        .assigned
                        .iter()
                        .filter(|(h, _)| *h == a)
                        .map(|(_, b)| self.card_name(*b).to_string())
                        .collect()
                } else {
                    self.combat
                        .blocks
                        .iter()
                        .filter(|(_, x)| *x == a)
                        .map(|(b, _)| self.card_name(*b).to_string())
                        .collect()
                };
                v.text = if blockers.is_empty() {
                    "Unblocked so far".into()
                } else {
                    format!("Blocked by {}", blockers.join(", "))
                };
                v.attached = Vec::new();
                fighting.push(v);
            }
        }
        p.zones.push(ZoneView {
            id: "combat".into(),
            name: if self.combat.heroes {
                "Hero combat".into()
            } else {
                "Soldier combat".into()
            },
            owner: None,
            layout: ZoneLayout::Row,
            count: fighting.len(),
            cards: fighting,
        });
        for s in 0..2u8 {
            let d = self.deva(s);
            let sees = viewer == Some(s);
            p.zones.push(ZoneView {
                id: format!("deck-{s}"),
                name: "Universe deck".into(),
                owner: Some(s),
                layout: ZoneLayout::Pile,
                cards: (!d.deck.is_empty())
                    .then(|| CardView::back(format!("deck-{s}-top")))
                    .into_iter()
                    .collect(),
                count: d.deck.len(),
            });
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: if sees {
                    d.hand.iter().map(|&c| self.card_view(c)).collect()
                } else {
                    Vec::new()
                },
                count: d.hand.len(),
            });
            let mut temple: Vec<CardView> = d
                .prayers
                .iter()
                .enumerate()
                .map(|(i, pr)| {
                    // Closed prayers are face down: their owner knows them.
                    let mut v = if sees {
                        let mut v = self.card_view(pr.card);
                        v.kind = format!("Closed prayer · {}", v.kind);
                        v
                    } else {
                        CardView::back(format!("prayer-{s}-{i}"))
                    };
                    v.tapped = pr.depleted;
                    v.corners.push(if pr.depleted {
                        "depleted".into()
                    } else {
                        "prompt".into()
                    });
                    v
                })
                .collect();
            temple.extend(d.locations.iter().map(|l| {
                let mut v = self.card_view(l.card);
                v.corners.push(format!(
                    "{} spiral{} left",
                    l.time,
                    if l.time == 1 { "" } else { "s" }
                ));
                v
            }));
            p.zones.push(ZoneView {
                id: format!("temple-{s}"),
                name: "Temple zone".into(),
                owner: Some(s),
                layout: ZoneLayout::Row,
                count: temple.len(),
                cards: temple,
            });
            for (id, name, units) in [
                ("soldiers", "Soldier line", &d.soldiers),
                ("heroes", "Hero line", &d.heroes),
            ] {
                p.zones.push(ZoneView {
                    id: format!("{id}-{s}"),
                    name: name.into(),
                    owner: Some(s),
                    layout: ZoneLayout::Row,
                    count: units.len(),
                    cards: units.iter().map(|u| self.unit_view(u)).collect(),
                });
            }
            for (id, name, pile) in [
                ("cenotaph", "Cenotaph", &d.cenotaph),
                ("black-hole", "Black hole", &d.black_hole),
            ] {
                p.zones.push(ZoneView {
                    id: format!("{id}-{s}"),
                    name: name.into(),
                    owner: Some(s),
                    layout: ZoneLayout::Pile,
                    cards: pile
                        .last()
                        .map(|&c| {
                            let mut v = self.card_view(c);
                            v.target = None;
                            v
                        })
                        .into_iter()
                        .collect(),
                    count: pile.len(),
                });
            }
        }
        p.panels.extend(notes_panel(&self.data.notes));
        p.dice = self
            .last_roll
            .iter()
            .map(|f| DieView {
                face: f.to_string(),
                colour: String::new(),
            })
            .collect();
        p
    }
    fn targets(&self, m: &Move) -> Vec<Thing> {
        let c = |x: CardId| Thing::Card(key(x));
        match *m {
            Move::Pray(x)
            | Move::CallSoldier(x)
            | Move::CallHero(x)
            | Move::Upgrade(x)
            | Move::Location(x)
            | Move::Attack(x)
            | Move::Guard(x) => vec![c(x)],
            Move::Equip { card, on } | Move::Event { card, on: Some(on) } => vec![c(card), c(on)],
            Move::Event { card, on: None } => vec![c(card)],
            Move::Block { blocker, attacker } => vec![c(blocker), c(attacker)],
            Move::Assign { hero, blocker } => vec![c(hero), c(blocker)],
            Move::Bless(_) | Move::Done => Vec::new(),
        }
    }
    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let Thing::Card(k) = thing else {
            return None;
        };
        self.why_not_card(k.strip_prefix("card-")?.parse().ok()?)
    }
    /// The choices: one "Deplete prayers" choice with a bounded number, the rest one per move.
    fn choices(&self) -> Vec<(crate::rules::Choice, Move)> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let max_bless = moves
            .iter()
            .filter_map(|m| match m {
                Move::Bless(k) => Some(*k),
                _ => None,
            })
            .max();
        let mut out = Vec::new();
        if let Some(max) = max_bless {
            out.push((
                crate::rules::Choice {
                    label: "Deplete prayers for blessings".into(),
                    targets: Vec::new(),
                    numbers: vec![NumberField {
                        label: "Prayers to deplete".into(),
                        min: 1,
                        max: u32::from(max),
                        default: 1,
                    }],
                },
                Move::Bless(1),
            ));
        }
        for m in moves.into_iter().filter(|m| !matches!(m, Move::Bless(_))) {
            out.push((
                crate::rules::Choice {
                    label: self.describe(&m),
                    targets: self.targets(&m),
                    numbers: Vec::new(),
                },
                m,
            ));
        }
        out
    }
    fn with_numbers(&self, template: &Move, numbers: &[u32]) -> Move {
        match (template, numbers.first()) {
            (Move::Bless(_), Some(&k)) => Move::Bless(u8::try_from(k).unwrap_or(u8::MAX)),
            _ => template.clone(),
        }
    }
    /// A table as `seat` might believe it: the other Deva's hand, closed prayers and deck dealt
    /// again from what they hold, its own deck shuffled, a fresh generator.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let me = usize::from(seat);
        rng.shuffle(&mut g.devas[me].deck);
        let o = &mut g.devas[1 - me];
        let mut pool: Vec<CardId> = o.hand.drain(..).collect();
        pool.extend(o.prayers.iter().map(|p| p.card));
        pool.append(&mut o.deck);
        rng.shuffle(&mut pool);
        for p in &mut o.prayers {
            p.card = pool.pop().unwrap_or(p.card);
        }
        let hand = self.devas[1 - me].hand.len();
        o.hand = pool.split_off(pool.len() - hand);
        o.deck = pool;
        g.rng = Rng::seeded(rng.next_u64());
        g
    }
    /// A Deva's standing for a search cut short: its share of the Faith, the board counted in.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        if let Some(score) = final_score(self.outcome, seat) {
            return Some(score);
        }
        let worth = |s: Seat| {
            let d = self.deva(s);
            let board: f64 = d
                .soldiers
                .iter()
                .chain(&d.heroes)
                .map(|u| f64::from(self.at(u.card)) + f64::from(self.left(u.card)))
                .sum();
            f64::from(d.faith.max(0)) + 0.5 * board + 1.0
        };
        let (me, them) = (worth(seat), worth(1 - seat));
        Some(me / (me + them))
    }
    /// Faith.
    fn score(&self, seat: Seat) -> Option<i64> {
        Some(i64::from(self.deva(seat).faith))
    }

    /// The Deva that had order in the first spiral.
    fn first_player(&self) -> Option<Seat> {
        Some(self.first_order)
    }

    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let kind = match mv {
            Move::Pray(_) => MoveKind::Pray,
            Move::Bless(_) => MoveKind::Bless,
            Move::CallSoldier(_) => MoveKind::CallSoldier,
            Move::CallHero(_) => MoveKind::CallHero,
            Move::Upgrade(_) => MoveKind::Upgrade,
            Move::Equip { .. } => MoveKind::Equip,
            Move::Location(_) => MoveKind::Location,
            Move::Event { card, .. } => {
                let spec = self.spec(*card);
                match (spec.event, spec.destroy_soldier) {
                    (Some(EventKind::Flash), true) => MoveKind::FlashRemoval,
                    (Some(EventKind::Flash), false) => MoveKind::FlashOther,
                    _ => MoveKind::Incantation,
                }
            }
            Move::Attack(_) => MoveKind::Attack,
            Move::Block { .. } => MoveKind::Block,
            Move::Guard(_) => MoveKind::Guard,
            Move::Assign { .. } => MoveKind::Assign,
            Move::Done => MoveKind::Done,
        };
        kind.index()
    }

    /// The type line: "Soldier", "Hero", "Event · Flash (!)".
    fn card_kinds(data: &DevacurseData) -> Vec<String> {
        data.cards.iter().map(|c| c.type_line()).collect()
    }

    /// A soldier or hero called, an event or location played, a card set as a prayer.
    fn card_played(&self, mv: &Move) -> Option<usize> {
        let len = self.data().cards.len().max(1);
        match mv {
            Move::Pray(c)
            | Move::CallSoldier(c)
            | Move::CallHero(c)
            | Move::Equip { card: c, .. }
            | Move::Location(c)
            | Move::Event { card: c, .. } => Some(usize::from(*c) % len),
            _ => None,
        }
    }

    fn card_names(data: &DevacurseData) -> Vec<String> {
        data.cards.iter().map(|c| c.name.clone()).collect()
    }

    fn make_bot(name: &str) -> Option<Devout> {
        matches!(name, DEVOUT_ID | "heuristic").then(Devout::default)
    }
}
