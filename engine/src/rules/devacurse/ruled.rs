//! Devacurse behind the ruled-game interface: the game's card for the catalogue, set-up from a
//! seed, whose move it is, each legal move described and offered as a choice with its targets,
//! the imagined tables and scores the search bot uses, and the simulator's move kinds. What the
//! screen draws is in `projection.rs`, the readings of the text in `readings.rs`.

use crate::rules::counted;
use std::sync::Arc;

use super::bots::{DEVOUT_ID, Devout};
use super::data::{CardType, DevacurseData, EventKind};
use super::projection::key;
use super::readings::READINGS;
use super::state::{CardId, Combat, Deva, Devacurse, DevacurseError, Move, Prayer, Step};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::cards::final_score;
use crate::rules::{
    BotInfo, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection, RuledGame, Seat,
    Thing, VariantValues, listed, seat_label,
};
use crate::table::Rng;

const DEVOUT: BotInfo = BotInfo {
    id: DEVOUT_ID,
    label: OWN_BOT_LABEL,
    about: "Plays devoutly: blesses only what it spends, calls its strongest soldiers and heroes, attacks where its AT beats the blockers, blocks where a blocker survives, and saves Faith.",
};

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage: an event is told apart
    /// by what the text makes of it (an incantation in the calling steps; a flash event in a
    /// flash window, a removal or otherwise).
    enum MoveKind {
        Pray => "set a closed prayer",
        Deplete => "deplete a prayer for blessings",
        CallSoldier => "call a soldier",
        CallHero => "call a hero",
        Upgrade => "upgrade a hero",
        Equip => "equip a unit",
        Location => "set a location",
        Incantation => "cast an incantation",
        FlashRemoval => "flash: removal",
        FlashOther => "flash: boost or other effect",
        FlashCalling => "flash: while the other Deva calls",
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
    bots: &[DEVOUT],
    default_bot: DEVOUT_ID,
    round: "spiral",
};

impl Devacurse {
    /// Why the Deva to act cannot use card `c` now (in its hand, a closed prayer or a unit of
    /// its own), in the rules' words; `None` for any other card.
    pub fn why_not_card(&self, c: CardId) -> Option<String> {
        if self.outcome.is_some() || usize::from(c) >= self.data.id_count() {
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
        let flash = matches!(self.step, Step::Flash | Step::EndFlash | Step::CallFlash);
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
                    "{name} is a flash (!) event: it is played in a flash window: while the other Deva calls, in combat or before the turn ends"
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

    fn def_json() -> &'static str {
        include_str!("../../../games/devacurse.json")
    }
    fn rules_map() -> &'static [crate::rules::map::Rule] {
        super::rules_map::RULES
    }

    fn variant_specs() -> &'static [crate::rules::variant::VariantSpec] {
        SPEC
    }

    fn readings() -> &'static [crate::rules::game::Reading] {
        READINGS
    }

    #[cfg(test)]
    const TEXT: &'static str = include_str!("text.txt");
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
        let mut rng = Rng::seeded(seed);
        let mut devas: [Deva; 2] = Default::default();
        for (p, d) in devas.iter_mut().enumerate() {
            d.deck = data.own(p).collect();
            rng.shuffle(&mut d.deck);
            d.faith = data.faith;
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
            flash_passed: false,
            window_of: Step::Calling,
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
                g.data.faith, g.variants.hand, g.variants.start_prayers
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
            out.extend(
                d.prayers
                    .iter()
                    .filter(|p| !p.depleted)
                    .map(|p| Move::Deplete(p.card)),
            );
        };
        match self.step {
            Step::Prayer => {
                if d.prayed < self.data.numbers.prayers_per_spiral {
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
            Step::Flash | Step::EndFlash | Step::CallFlash => {
                // Prayers are offered only for a flash event they could pay for.
                if self.flash_in_reach(s) {
                    bless(out);
                }
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
        self.apply_listed(mv)
    }
    /// A listed move needs no second listing to check it.
    fn apply_listed(&mut self, mv: Move) -> Result<(), DevacurseError> {
        if self.outcome.is_some() {
            return Err(DevacurseError::Over);
        }
        debug_assert!(listed(self, &mv), "a move not listed: {mv:?}");
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
            Move::Deplete(c) => format!(
                "Deplete the closed prayer {} for {}",
                n(c),
                counted(
                    self.data.numbers.blessings_per_prayer,
                    "blessing",
                    "blessings"
                )
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
                Step::Flash | Step::EndFlash | Step::CallFlash => "No (more) flash events".into(),
                Step::Assign => "Done".into(),
            },
        }
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }
    fn targets(&self, m: &Move) -> Vec<Thing> {
        let c = |x: CardId| Thing::Card(key(x));
        match *m {
            Move::Pray(x)
            | Move::CallSoldier(x)
            | Move::CallHero(x)
            | Move::Upgrade(x)
            | Move::Deplete(x)
            | Move::Location(x)
            | Move::Attack(x)
            | Move::Guard(x) => vec![c(x)],
            Move::Equip { card, on } | Move::Event { card, on: Some(on) } => vec![c(card), c(on)],
            Move::Event { card, on: None } => vec![c(card)],
            Move::Block { blocker, attacker } => vec![c(blocker), c(attacker)],
            Move::Assign { hero, blocker } => vec![c(hero), c(blocker)],
            Move::Done => Vec::new(),
        }
    }
    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let Thing::Card(k) = thing else {
            return None;
        };
        self.why_not_card(k.strip_prefix("card-")?.parse().ok()?)
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
            Move::Deplete(_) => MoveKind::Deplete,
            Move::CallSoldier(_) => MoveKind::CallSoldier,
            Move::CallHero(_) => MoveKind::CallHero,
            Move::Upgrade(_) => MoveKind::Upgrade,
            Move::Equip { .. } => MoveKind::Equip,
            Move::Location(_) => MoveKind::Location,
            Move::Event { card, .. } => {
                let spec = self.spec(*card);
                match (spec.event, spec.destroy_soldier) {
                    (Some(EventKind::Flash), _) if self.step == Step::CallFlash => {
                        MoveKind::FlashCalling
                    }
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
