//! Devastators 3000 behind the ruled-game interface: the game's card for the menu, set-up, the
//! legal moves and why a card cannot be played, each move in words and what it points at, the
//! search bot's imagined tables and heuristic, and the simulator's counts. What the screen draws
//! is in [`super::projection`], the readings in [`super::readings`].

use std::sync::Arc;

use super::bots::{CAPTAIN_ID, Captain};
use super::data::{Band, DevastatorsData, Role};
use super::projection::{attack_key, card_key};
use super::readings::READINGS;
use super::state::{CardId, Devastators, DevastatorsError, FIRST_HAND, Move, Phase, Ship};
use super::variants::{MAX_ROUNDS, SPEC, Variants};
use crate::def::GameDef;
use crate::rules::cards::final_score;
use crate::rules::{
    BotInfo, Budget, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection, RuledGame,
    Seat, Thing, VariantValues, listed, seat_label,
};
use crate::table::Rng;

const CAPTAIN: BotInfo = BotInfo {
    id: CAPTAIN_ID,
    label: OWN_BOT_LABEL,
    about: "Plays like a captain: closes to its best range on the weakest ship, launches every craft, fires its strongest weapon at each ship it reaches, and defends against the biggest hit.",
};

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage.
    enum MoveKind {
        Discard => "discard over the hand limit",
        DriveCloser => "drive closer to a ship",
        DriveFarther => "drive farther from a ship",
        Repair => "repair",
        Launch => "launch a fighter or swarm",
        Attack => "attack with a weapon",
        AttackCraft => "attack a launched craft with a weapon",
        Craft => "attack with a launched craft",
        Dogfight => "attack a launched craft with a craft",
        Defend => "defend against an attack",
        Evade => "evade an attack on a craft with a Drive",
        Done => "end the phase",
    }
}

static INFO: GameInfo = GameInfo {
    id: "devastators",
    name: "Devastators 3000",
    players: (2, 6),
    bots: &[CAPTAIN],
    default_bot: CAPTAIN_ID,
    round: "round",
};

/// The phase a card of `role` is played in.
fn phase_of(role: Role) -> Phase {
    match role {
        Role::Drive | Role::Repair => Phase::Move,
        Role::Craft => Phase::Launch,
        Role::Weapon => Phase::Attack,
        Role::Shield | Role::PointDefence => Phase::Defence,
    }
}

impl Devastators {
    /// Why the ship to act cannot use card `c` now (in its hand, or a craft of its own in
    /// space), in the rules' words; `None` for a card that is not its own.
    pub fn why_not_card(&self, c: CardId) -> Option<String> {
        let s = self.to_move()?;
        let ship = self.ship(s);
        let spec = self.data.get(c)?;
        let others: Vec<Seat> = self.alive().filter(|&o| o != s).collect();
        let reasons = |moves: Vec<Move>| {
            let mut out: Vec<String> = Vec::new();
            for mv in moves {
                let why = self.why_not(&mv);
                if !out.contains(&why) {
                    out.push(why);
                }
            }
            Some(out.join("; "))
        };
        if ship.craft.iter().any(|k| k.card == c) {
            if self.phase != Phase::Attack {
                return Some(format!(
                    "a craft in space attacks in its owner's Attack phase; this is the {} phase",
                    self.phase.name()
                ));
            }
            if ship.craft.iter().any(|k| k.card == c && k.attacked) {
                return Some(format!("{} has attacked this turn already", spec.name));
            }
            return reasons(
                others
                    .iter()
                    .flat_map(|&o| {
                        self.targets_at(o).map(move |craft| Move::Craft {
                            card: c,
                            target: o,
                            craft,
                        })
                    })
                    .collect(),
            );
        }
        if !ship.hand.contains(&c) {
            return None;
        }
        let own = phase_of(spec.role);
        let kind = self.data.kind_name(spec);
        if self.phase == Phase::Defence && spec.role == Role::Drive {
            return Some(format!(
                "a {kind} card is played in the Move phase, or in the Defence phase to let a launched craft evade an attack on it: no attack on this ship's craft is left to evade"
            ));
        }
        if self.phase != own {
            return Some(format!(
                "a {kind} card is not played in the {} phase: {kind} cards are played in the {} phase",
                self.phase.name(),
                own.name()
            ));
        }
        let moves = match spec.role {
            Role::Repair => vec![Move::Repair(c)],
            Role::Craft => vec![Move::Launch(c)],
            Role::Drive => others
                .iter()
                .flat_map(|&o| {
                    [true, false].map(|closer| Move::Drive {
                        card: c,
                        ship: o,
                        closer,
                    })
                })
                .collect(),
            Role::Weapon => others
                .iter()
                .flat_map(|&o| {
                    self.targets_at(o).map(move |craft| Move::Attack {
                        card: c,
                        target: o,
                        craft,
                    })
                })
                .collect(),
            Role::Shield | Role::PointDefence => {
                let on_me: Vec<u16> = (0..self.attacks.len())
                    .filter(|&i| self.attacks[i].target == s)
                    .filter_map(|i| u16::try_from(i).ok())
                    .collect();
                if on_me.is_empty() {
                    return Some("no attack on this ship is left to defend against".to_string());
                }
                on_me
                    .into_iter()
                    .map(|attack| Move::Defend { card: c, attack })
                    .collect()
            }
        };
        reasons(moves)
    }

    /// The log line for the ship to act, passed over in a phase with nothing but Done. The
    /// same words whether or not it holds cards of the phase: the log is open to every seat,
    /// and a line that came only with such cards would tell the others what the hidden hand
    /// holds. The player reads the rule that refuses a card on the card itself.
    /// A phase ended by its limit after a card was played (one Drive, one launch) is not
    /// skipped: its play is in the log.
    pub(super) fn skipped_line(&self) -> Option<String> {
        if self.played_in_phase > 0 {
            return None;
        }
        let s = self.to_move()?;
        let why = match self.phase {
            Phase::Attack => {
                "no weapon in its hand reaches a ship at its range that no attack card targets yet"
                    .to_string()
            }
            Phase::Defence => "no defence card in its hand can act on the attacks on it (shields do not stop Pierce attacks, point defence stops missiles, fighters and swarms without Stealth)".to_string(),
            phase => format!("no card in its hand can be played in the {} phase", phase.name()),
        };
        Some(format!(
            "{} skips the {} phase: {why}",
            seat_label(s),
            self.phase.name()
        ))
    }
}

impl RuledGame for Devastators {
    type Move = Move;
    type Error = DevastatorsError;
    type Variants = Variants;
    type Data = DevastatorsData;
    type Bot = Captain;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        include_str!("../../../games/devastators.json")
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

    fn read_data(def: &GameDef) -> Result<DevastatorsData, DataError> {
        DevastatorsData::read(def)
    }

    fn notes(data: &DevastatorsData) -> Vec<String> {
        data.notes.clone()
    }

    /// Every ship starts at Long range from the others and only a Drive changes a range, so a
    /// list with no Drive and no weapon or craft reaching Long gives no attack that can ever
    /// reach a ship.
    fn warnings(data: &DevastatorsData) -> Vec<String> {
        let drive = data.cards.iter().any(|c| c.role == Role::Drive);
        let long = data
            .cards
            .iter()
            .any(|c| c.role.attacks() && c.ranges & Band::Long.bit() != 0);
        if drive || long {
            return Vec::new();
        }
        vec![format!(
            "{}: no Drive card, and no weapon or craft reaches Long range. Every ship starts at \
             Long range from the others and only a Drive changes a range, so no attack can ever \
             reach a ship: every game runs to the {MAX_ROUNDS}-round limit, where the ship with \
             the most cards left wins.",
            data.deck_name
        )]
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    fn new(
        data: &Arc<DevastatorsData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, DevastatorsError> {
        if !(2..=6).contains(&players) {
            return Err(DevastatorsError::Players(players));
        }
        let n = usize::from(players);
        let total = data.cards.len();
        let each = total / n;
        if each < FIRST_HAND {
            return Err(DevastatorsError::TooFewCards {
                cards: total,
                players,
                each,
            });
        }
        let mut rng = Rng::seeded(seed);
        let mut deck: Vec<CardId> = (0..total as CardId).collect();
        rng.shuffle(&mut deck);
        let mut g = Self {
            data: Arc::clone(data),
            variants: *variants,
            ships: vec![Ship::default(); n],
            range: vec![Band::Long; n * n],
            set_aside: Vec::new(),
            first: 0,
            active: 0,
            phase: Phase::Draw,
            attacks: Vec::new(),
            defender: None,
            played_in_phase: 0,
            round: 1,
            rng,
            record,
            log: Vec::new(),
            last_roll: Vec::new(),
            outcome: None,
            starting: false,
        };
        // "Shuffle the full deck and deal each player an equal number of cards face down."
        for (i, card) in deck.into_iter().enumerate() {
            if i < each * n {
                g.ships[i % n].system.push(card);
            } else {
                g.set_aside.push(card);
            }
        }
        if record {
            let mut text = format!("Each ship's System deck gets {each} cards");
            if !g.set_aside.is_empty() {
                text.push_str(&format!("; {} left over are set aside", g.set_aside.len()));
            }
            g.say(None, |_| text);
            g.say(None, |_| {
                "All ships begin at Long range from each other".into()
            });
        }
        // "Each player draws 5 cards from his system deck."
        for s in 0..players {
            g.draw(s, FIRST_HAND);
        }
        g.first = g.roll_for_first();
        g.active = g.first;
        g.starting = true;
        g.skip_empty_phases();
        Ok(g)
    }

    fn players(&self) -> u8 {
        self.ships.len() as u8
    }

    /// The seat whose decision the game waits for.
    fn to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            None
        } else if self.phase == Phase::Defence {
            self.defender
        } else {
            Some(self.active)
        }
    }

    /// Every legal move of the seat to act, in a fixed order.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let Some(s) = self.to_move() else { return };
        let ship = self.ship(s);
        let data = &*self.data;
        match self.phase {
            Phase::Draw => {
                out.extend(ship.hand.iter().map(|&c| Move::Discard(c)));
                return;
            }
            Phase::Move => {
                for &c in &ship.hand {
                    match data.card(c).role {
                        Role::Drive if self.may_drive() => {
                            for o in self.alive().filter(|&o| o != s) {
                                let b = self.band(s, o);
                                if b.closer().is_some() {
                                    out.push(Move::Drive {
                                        card: c,
                                        ship: o,
                                        closer: true,
                                    });
                                }
                                if b.farther().is_some() {
                                    out.push(Move::Drive {
                                        card: c,
                                        ship: o,
                                        closer: false,
                                    });
                                }
                            }
                        }
                        Role::Repair if !ship.destroyed.is_empty() => out.push(Move::Repair(c)),
                        _ => {}
                    }
                }
            }
            Phase::Launch => {
                out.extend(
                    ship.hand
                        .iter()
                        .filter(|&&c| self.may_launch() && data.card(c).role == Role::Craft)
                        .map(|&c| Move::Launch(c)),
                );
            }
            Phase::Attack => {
                for &c in &ship.hand {
                    let card = data.card(c);
                    if card.role != Role::Weapon {
                        continue;
                    }
                    for o in self.alive().filter(|&o| o != s) {
                        if card.ranges & self.band(s, o).bit() == 0 {
                            continue;
                        }
                        for craft in self.targets_at(o) {
                            if !self.weapon_aimed_at(o, craft) {
                                out.push(Move::Attack {
                                    card: c,
                                    target: o,
                                    craft,
                                });
                            }
                        }
                    }
                }
                for own in ship.craft.iter().filter(|k| !k.attacked) {
                    let card = data.card(own.card);
                    for o in self.alive().filter(|&o| o != s) {
                        if card.ranges & self.band(s, o).bit() != 0 {
                            out.extend(self.targets_at(o).map(|craft| Move::Craft {
                                card: own.card,
                                target: o,
                                craft,
                            }));
                        }
                    }
                }
            }
            Phase::Defence => {
                for &c in &ship.hand {
                    let card = data.card(c);
                    if !card.role.is_defence() && card.role != Role::Drive {
                        continue;
                    }
                    for (i, a) in self.attacks.iter().enumerate() {
                        if a.target == s && self.defence_works(c, a) {
                            out.push(Move::Defend {
                                card: c,
                                attack: i as u16,
                            });
                        }
                    }
                }
            }
            Phase::Damage => {}
        }
        out.push(Move::Done);
    }

    /// Makes a move of the seat to act, or refuses it leaving the table unchanged.
    fn apply(&mut self, mv: Move) -> Result<(), DevastatorsError> {
        if self.to_move().is_none() {
            return Err(DevastatorsError::Over);
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(DevastatorsError::Illegal(self.why_not(&mv)));
        }
        self.apply_listed(mv)
    }
    /// A listed move needs no second listing to check it.
    fn apply_listed(&mut self, mv: Move) -> Result<(), DevastatorsError> {
        let Some(s) = self.to_move() else {
            return Err(DevastatorsError::Over);
        };
        debug_assert!(listed(self, &mv), "a move not listed: {mv:?}");
        self.perform(s, mv);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }

    fn describe(&self, m: &Move) -> String {
        let name = |c: CardId| self.card_name(c).to_string();
        match *m {
            Move::Discard(c) => format!("Discard {}", name(c)),
            Move::Drive { ship, .. } if usize::from(ship) >= self.ships.len() => {
                format!("Move toward {}, not at the table", seat_label(ship))
            }
            Move::Drive { card, ship, closer } => {
                let b = self.band(self.active, ship);
                let to = if closer { b.closer() } else { b.farther() }.unwrap_or(b);
                format!(
                    "{}: move {} {} (to {} range)",
                    name(card),
                    if closer { "closer to" } else { "away from" },
                    seat_label(ship),
                    to.name()
                )
            }
            Move::Repair(c) => format!(
                "Repair with {}: {} destroyed cards back",
                name(c),
                self.card_strength(c)
                    .min(self.ship(self.active).destroyed.len() as u8)
            ),
            Move::Launch(c) => format!("Launch {}", name(c)),
            Move::Attack {
                card,
                target,
                craft,
            } => format!(
                "Attack {} with {} ({} damage)",
                self.target_words(target, craft),
                name(card),
                self.card_strength(card)
            ),
            Move::Craft {
                card,
                target,
                craft,
            } => format!(
                "{} attacks {} ({} damage)",
                name(card),
                self.target_words(target, craft),
                self.card_strength(card)
            ),
            Move::Defend { card, attack } => match self.attacks.get(usize::from(attack)) {
                Some(a) if self.data.get(card).is_some_and(|c| c.role == Role::Drive) => format!(
                    "{}: {} evades {}",
                    name(card),
                    a.craft.map_or_else(|| "the craft".to_string(), name),
                    name(a.source.card())
                ),
                Some(a) => format!("{} against {}", name(card), name(a.source.card())),
                None => format!("{} against an attack not on the table", name(card)),
            },
            Move::Done => match self.phase {
                Phase::Move => "Done moving".into(),
                Phase::Launch => "Done launching".into(),
                Phase::Attack => "Done attacking".into(),
                Phase::Defence => "Take the damage".into(),
                _ => "Done".into(),
            },
        }
    }

    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }

    fn targets(&self, m: &Move) -> Vec<Thing> {
        let card = |c: CardId| Thing::Card(card_key(c));
        match *m {
            Move::Discard(c) | Move::Repair(c) | Move::Launch(c) => vec![card(c)],
            Move::Drive { card: c, ship, .. } => vec![card(c), Thing::Seat(ship)],
            Move::Attack {
                card: c,
                target,
                craft,
            }
            | Move::Craft {
                card: c,
                target,
                craft,
            } => match craft {
                Some(k) => vec![card(c), card(k)],
                None => vec![card(c), Thing::Seat(target)],
            },
            Move::Defend { card: c, attack } => {
                vec![card(c), Thing::Card(attack_key(usize::from(attack)))]
            }
            Move::Done => Vec::new(),
        }
    }

    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let Thing::Card(key) = thing else {
            return None;
        };
        self.why_not_card(key.strip_prefix("card-")?.parse().ok()?)
    }

    /// A table as `seat` might believe it: every card it has not seen (the cards set aside, its
    /// own System deck, the other ships' hands and System decks) dealt again into those places,
    /// each keeping its size; a fresh generator. The deal was face down from one deck, so which
    /// ship holds what is as unknown as the order.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let me = usize::from(seat);
        let mut pool: Vec<CardId> = g.set_aside.clone();
        for (s, ship) in g.ships.iter().enumerate() {
            pool.extend(&ship.system);
            if s != me {
                pool.extend(&ship.hand);
            }
        }
        rng.shuffle(&mut pool);
        let set_aside = g.set_aside.len();
        g.set_aside = pool.split_off(pool.len() - set_aside);
        for (s, ship) in g.ships.iter_mut().enumerate() {
            let system = ship.system.len();
            ship.system = pool.split_off(pool.len() - system);
            if s != me {
                let hand = ship.hand.len();
                ship.hand = pool.split_off(pool.len() - hand);
            }
        }
        g.rng = Rng::seeded(rng.next_u64());
        g
    }

    fn search_budget() -> Budget {
        // Playouts cut short and judged by the cards still alive: a whole battle is hundreds
        // of moves, and its outcome is read well enough a few turns ahead.
        Budget {
            rollout: 40,
            ..Budget::DEFAULT
        }
    }

    /// A seat's share of the cards still alive, for a search cut short.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        if let Some(score) = final_score(self.outcome, seat) {
            return Some(score);
        }
        let all: usize = self.ships.iter().map(|s| s.alive()).sum();
        if all == 0 {
            return Some(0.0);
        }
        Some(self.ship(seat).alive() as f64 / all as f64)
    }

    /// Cards not yet destroyed.
    fn score(&self, seat: Seat) -> Option<i64> {
        Some(self.ship(seat).alive() as i64)
    }

    /// The turn-order roll's winner.
    fn first_player(&self) -> Option<Seat> {
        Some(self.first)
    }

    /// A Drive, Repair, craft launched or weapon fired (a defence card answers, and counts too).
    fn card_played(&self, mv: &Move) -> Option<usize> {
        match mv {
            Move::Drive { card, .. }
            | Move::Repair(card)
            | Move::Launch(card)
            | Move::Attack { card, .. }
            | Move::Defend { card, .. } => Some(usize::from(*card)),
            _ => None,
        }
    }

    fn card_names(data: &DevastatorsData) -> Vec<String> {
        data.cards.iter().map(|c| c.name.clone()).collect()
    }

    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let kind = match mv {
            Move::Discard(_) => MoveKind::Discard,
            Move::Drive { closer: true, .. } => MoveKind::DriveCloser,
            Move::Drive { closer: false, .. } => MoveKind::DriveFarther,
            Move::Repair(_) => MoveKind::Repair,
            Move::Launch(_) => MoveKind::Launch,
            Move::Attack { craft: None, .. } => MoveKind::Attack,
            Move::Attack { craft: Some(_), .. } => MoveKind::AttackCraft,
            Move::Craft { craft: None, .. } => MoveKind::Craft,
            Move::Craft { craft: Some(_), .. } => MoveKind::Dogfight,
            Move::Defend { card, .. }
                if self.data.get(*card).is_some_and(|c| c.role == Role::Drive) =>
            {
                MoveKind::Evade
            }
            Move::Defend { .. } => MoveKind::Defend,
            Move::Done => MoveKind::Done,
        };
        kind.index()
    }

    /// The kinds of the Card kinds table (Drive, Beam, Missile, Shield, Point Defence, Fighter,
    /// Swarm, Repair as shipped).
    fn card_kinds(data: &DevastatorsData) -> Vec<String> {
        data.cards
            .iter()
            .map(|c| data.kind_name(c).to_string())
            .collect()
    }

    fn make_bot(name: &str) -> Option<Captain> {
        matches!(name, CAPTAIN_ID | "heuristic").then(Captain::default)
    }
}
