//! The state of a Devastators 3000 table and the rules that change it.

use crate::rules::RuledGame;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{Band, DevastatorsData, Kind};
use super::variants::{CraftLasts, DamageFrom, MAX_ROUNDS, ReuseReturns, Variants};
use crate::rules::{LogEntry, Outcome, Seat, seat_label};
use crate::table::Rng;

/// "Each player draws 5 cards from his system deck."
pub const FIRST_HAND: usize = 5;
/// Draw phase: 3 cards (the game's public page).
pub const DRAW: usize = 3;

/// A card by its id in the data.
pub type CardId = u16;

/// One decision of the seat to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Draw phase, over the hand limit: a card to the Reuse pile.
    Discard(CardId),
    /// Move phase: a Drive card to the Reuse pile, one band closer to (or farther from) a ship.
    Drive {
        card: CardId,
        ship: Seat,
        closer: bool,
    },
    /// Move phase: a Repair card returns cards from the Destroyed pile to the Reuse pile.
    Repair(CardId),
    /// Launch phase: a Fighter Squad or Nanotech swarm into space.
    Launch(CardId),
    /// Attack phase: a weapon card against a ship (one per target ship each turn).
    Attack { card: CardId, target: Seat },
    /// Attack phase: a launched fighter or swarm attacks a ship in its range.
    Craft { card: CardId, target: Seat },
    /// Defence phase: a defence card against one of the attacks on this ship.
    Defend { card: CardId, attack: u16 },
    /// Ends the phase (or this ship's defence).
    Done,
}

/// The phases of a turn; Draw and Damage are played by the engine (Draw asks for discards only
/// when a hand is over the limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Draw,
    Move,
    Launch,
    Attack,
    Defence,
    Damage,
}

impl Phase {
    pub const ALL: [Phase; 6] = [
        Phase::Draw,
        Phase::Move,
        Phase::Launch,
        Phase::Attack,
        Phase::Defence,
        Phase::Damage,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Phase::Draw => "Draw",
            Phase::Move => "Move",
            Phase::Launch => "Launch",
            Phase::Attack => "Attack",
            Phase::Defence => "Defence",
            Phase::Damage => "Damage",
        }
    }

    /// The rule of the phase, in a sentence, with the hand limit in play.
    pub fn about(self, hand_limit: u8) -> std::borrow::Cow<'static, str> {
        match self {
            Phase::Draw => format!(
                "Draw {DRAW} cards; over the hand limit ({hand_limit}), discard down to it."
            )
            .into(),
            Phase::Move => {
                "Discard a Drive card to step one range band closer to or farther from one ship; play Repair cards.".into()
            }
            Phase::Launch => "Launch Fighter Squads and Nanotech swarms into space.".into(),
            Phase::Attack => {
                "One attack card per target ship, at a range the card names; each fighter (Short or Medium) and swarm (Short) attacks once.".into()
            }
            Phase::Defence => {
                "Each attacked ship answers with defence cards: shields stop damage, point defence stops a missile, fighter or swarm.".into()
            }
            Phase::Damage => {
                "Each point of damage destroys a card; a ship whose cards are all destroyed is out.".into()
            }
        }
    }
}

/// What an attack comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A weapon card, held with the attack until damage.
    Weapon(CardId),
    /// A launched fighter or swarm, which stays in space.
    Craft(CardId),
}

impl Source {
    pub fn card(self) -> CardId {
        match self {
            Source::Weapon(c) | Source::Craft(c) => c,
        }
    }
}

/// An attack declared this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    pub target: Seat,
    pub source: Source,
    /// Damage stopped by shields so far.
    pub shielded: u8,
    /// Stopped by point defence.
    pub stopped: bool,
    /// Defence cards played against it.
    pub defences: Vec<CardId>,
}

/// A launched fighter or swarm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Craft {
    pub card: CardId,
    /// Has attacked in its owner's current turn.
    pub attacked: bool,
}

/// One ship: its deck's piles.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ship {
    /// The System deck (draw pile), top last.
    pub system: Vec<CardId>,
    pub hand: Vec<CardId>,
    /// Cards played, face up, top last.
    pub reuse: Vec<CardId>,
    /// Destroyed cards, face up, top last.
    pub destroyed: Vec<CardId>,
    pub craft: Vec<Craft>,
    pub out: bool,
}

impl Ship {
    /// Cards not destroyed (the attack cards in flight aside).
    pub fn alive(&self) -> usize {
        self.system.len() + self.hand.len() + self.reuse.len() + self.craft.len()
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DevastatorsError {
    #[error("the game is over")]
    Over,
    #[error("{0}")]
    Illegal(String),
    #[error(
        "the {cards} ship cards deal {each} to each of {players} ships; each needs at least 5 to draw its first hand"
    )]
    TooFewCards {
        cards: usize,
        players: u8,
        each: usize,
    },
    #[error("Devastators 3000 is played by 2 to 6 ships, not {0}")]
    Players(u8),
}

/// A table of Devastators 3000.
#[derive(Clone, Debug)]
pub struct Devastators {
    pub(super) data: Arc<DevastatorsData>,
    pub(super) variants: Variants,
    pub(super) ships: Vec<Ship>,
    /// The band between each pair, `range[a * n + b]`, kept symmetric.
    pub(super) range: Vec<Band>,
    /// Cards left over when the deck did not deal evenly: out of the game.
    pub(super) set_aside: Vec<CardId>,
    /// The first player (by the roll); play goes on in seat order from there.
    pub(super) first: Seat,
    pub(super) active: Seat,
    pub(super) phase: Phase,
    pub(super) attacks: Vec<Attack>,
    /// The ship answering its attacks in the defence phase.
    pub(super) defender: Option<Seat>,
    pub(super) round: u32,
    pub(super) rng: Rng,
    pub(super) record: bool,
    pub(super) log: Vec<LogEntry>,
    pub(super) last_roll: Vec<u8>,
    pub(super) outcome: Option<Outcome>,
    /// The active ship's turn is to begin (its Draw phase): done by [`Self::skip_empty_phases`]'s
    /// loop, so a run of turns with nothing to decide is a loop, not nested calls.
    pub(super) starting: bool,
}

impl Devastators {
    /// "Determine turn order by any convenient method": each ship rolls a die, the highest
    /// goes first (ties roll again), then play goes on in seat order.
    pub(super) fn roll_for_first(&mut self) -> Seat {
        let mut in_roll: Vec<Seat> = (0..self.players()).collect();
        loop {
            let rolls: Vec<u8> = in_roll
                .iter()
                .map(|_| self.rng.below(6) as u8 + 1)
                .collect();
            let best = rolls.iter().copied().max().unwrap_or(1);
            if self.record {
                let words: Vec<String> = in_roll
                    .iter()
                    .zip(&rolls)
                    .map(|(s, r)| format!("{} {r}", seat_label(*s)))
                    .collect();
                self.log.push(LogEntry {
                    round: self.round,
                    player: None,
                    text: format!("Turn order roll: {}", words.join(", ")),
                    dice: rolls.clone(),
                });
            }
            self.last_roll = rolls.clone();
            let top: Vec<Seat> = in_roll
                .iter()
                .zip(&rolls)
                .filter(|(_, r)| **r == best)
                .map(|(s, _)| *s)
                .collect();
            if top.len() == 1 {
                if self.record {
                    self.say(None, |_g| format!("{} goes first", seat_label(top[0])));
                }
                return top[0];
            }
            in_roll = top;
        }
    }

    pub fn data(&self) -> &DevastatorsData {
        &self.data
    }

    pub fn variants(&self) -> Variants {
        self.variants
    }

    pub fn ship(&self, s: Seat) -> &Ship {
        &self.ships[usize::from(s)]
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn attacks(&self) -> &[Attack] {
        &self.attacks
    }

    pub fn set_aside(&self) -> &[CardId] {
        &self.set_aside
    }

    pub fn last_roll(&self) -> &[u8] {
        &self.last_roll
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The band between two ships.
    pub fn band(&self, a: Seat, b: Seat) -> Band {
        self.range[usize::from(a) * self.ships.len() + usize::from(b)]
    }

    fn set_band(&mut self, a: Seat, b: Seat, band: Band) {
        let n = self.ships.len();
        self.range[usize::from(a) * n + usize::from(b)] = band;
        self.range[usize::from(b) * n + usize::from(a)] = band;
    }

    /// A card's name; a card id the deck does not hold (a damaged save) reads as such.
    pub fn card_name(&self, c: CardId) -> &str {
        self.data
            .cards
            .get(usize::from(c))
            .map_or("a card not in the deck", |spec| &spec.name)
    }

    /// A card's strength; 0 for a card id the deck does not hold (a damaged save).
    pub fn card_strength(&self, c: CardId) -> u8 {
        self.data
            .cards
            .get(usize::from(c))
            .map_or(0, |spec| spec.strength)
    }

    /// The ships still in.
    pub fn alive(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players()).filter(|&s| !self.ships[usize::from(s)].out)
    }

    /// Logs a line (when recording): the words are made only then.
    pub(super) fn say(&mut self, player: Option<Seat>, text: impl FnOnce(&Self) -> String) {
        if self.record {
            let text = text(self);
            self.log.push(LogEntry {
                round: self.round,
                player,
                text,
                dice: Vec::new(),
            });
        }
    }

    /// Draws up to `n` cards; an empty System deck takes the Reuse pile first under the
    /// "when empty" reading. Returns how many were drawn.
    pub(super) fn draw(&mut self, s: Seat, n: usize) -> usize {
        let mut drawn = 0;
        for _ in 0..n {
            let ship = &mut self.ships[usize::from(s)];
            if ship.system.is_empty()
                && self.variants.reuse_returns == ReuseReturns::WhenEmpty
                && !ship.reuse.is_empty()
            {
                ship.system.append(&mut ship.reuse);
                self.rng.shuffle(&mut ship.system);
                let k = ship.system.len();
                self.say(Some(s), |_g| {
                    format!(
                        "{} shuffles its Reuse pile ({k}) into a new System deck",
                        seat_label(s)
                    )
                });
            }
            let ship = &mut self.ships[usize::from(s)];
            let Some(c) = ship.system.pop() else { break };
            ship.hand.push(c);
            drawn += 1;
        }
        drawn
    }

    /// The Draw phase of the active ship, then the first phase with a decision.
    fn begin_turn(&mut self) {
        let s = self.active;
        for c in &mut self.ships[usize::from(s)].craft {
            c.attacked = false;
        }
        self.attacks.clear();
        self.defender = None;
        let got = self.draw(s, DRAW);
        let limit = usize::from(self.variants.hand_limit);
        self.say(Some(s), |g| {
            format!(
                "{} draws {got} card{} ({} in hand)",
                seat_label(s),
                if got == 1 { "" } else { "s" },
                g.ship(s).hand.len()
            )
        });
        self.phase = if self.ship(s).hand.len() > limit {
            Phase::Draw
        } else {
            Phase::Move
        };
    }

    /// Logs why the seat to act is passed over in this phase, where a rule is the reason.
    #[cold]
    #[inline(never)]
    fn note_skipped(&mut self) {
        if let Some(line) = self.skipped_line() {
            let s = self.to_move();
            self.say(s, |_| line);
        }
    }

    /// Passes the phases in which the seat to act could only say Done.
    pub(super) fn skip_empty_phases(&mut self) {
        let mut moves = Vec::new();
        loop {
            if self.outcome.is_some() {
                return;
            }
            if self.starting {
                self.starting = false;
                self.begin_turn();
                continue;
            }
            self.legal_moves(&mut moves);
            if moves.len() != 1 || moves[0] != Move::Done {
                return;
            }
            if self.record {
                self.note_skipped();
            }
            self.end_phase();
        }
    }

    /// Whether a weapon card already attacks this ship this turn ("one attack card per target
    /// ship").
    pub(super) fn weapon_aimed_at(&self, target: Seat) -> bool {
        self.attacks
            .iter()
            .any(|a| a.target == target && matches!(a.source, Source::Weapon(_)))
    }

    /// The damage an attack would do now.
    pub fn attack_damage(&self, a: &Attack) -> u8 {
        if a.stopped {
            0
        } else {
            self.data
                .card(a.source.card())
                .strength
                .saturating_sub(a.shielded)
        }
    }

    /// Whether a defence card can still do something against an attack.
    pub(super) fn defence_works(&self, c: CardId, a: &Attack) -> bool {
        if a.stopped {
            return false;
        }
        let att = self.data.card(a.source.card());
        match self.data.card(c).kind {
            Kind::Shield => !att.pierce && self.attack_damage(a) > 0,
            Kind::PointDefence => att.kind != Kind::Beam && !att.stealth,
            _ => false,
        }
    }

    #[cfg(test)]
    pub(super) fn defence_works_for_tests(&self, c: CardId, a: &Attack) -> bool {
        self.defence_works(c, a)
    }

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
                self.ships[usize::from(s)].craft.push(Craft {
                    card,
                    attacked: false,
                });
                self.say(Some(s), |g| {
                    format!("{} launches {}", seat_label(s), g.card_name(card))
                });
                self.played(s, card);
            }
            Move::Attack { card, target } => {
                self.take_from_hand(s, card);
                self.attacks.push(Attack {
                    target,
                    source: Source::Weapon(card),
                    shielded: 0,
                    stopped: false,
                    defences: Vec::new(),
                });
                self.say(Some(s), |g| {
                    format!(
                        "{} attacks {} with {} at {} range",
                        seat_label(s),
                        seat_label(target),
                        g.card_name(card),
                        g.band(s, target).name()
                    )
                });
                self.played(s, card);
            }
            Move::Craft { card, target } => {
                if let Some(k) = self.ships[usize::from(s)]
                    .craft
                    .iter_mut()
                    .find(|k| k.card == card)
                {
                    k.attacked = true;
                }
                self.attacks.push(Attack {
                    target,
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
                        seat_label(target),
                        g.band(s, target).name()
                    )
                });
            }
            Move::Defend { card, attack } => {
                self.take_from_hand(s, card);
                self.ships[usize::from(s)].reuse.push(card);
                let spec = self.data.card(card);
                let (kind, strength) = (spec.kind, spec.strength);
                let a = &mut self.attacks[usize::from(attack)];
                a.defences.push(card);
                let source = a.source;
                if kind == Kind::PointDefence {
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
            Move::Attack { card: c, target } if self.phase == Phase::Attack => {
                if target == s || target >= self.players() || self.ship(target).out {
                    "an attack targets another ship still in the game".into()
                } else if self.weapon_aimed_at(target) {
                    format!("{} is already attacked by a card this turn: one attack card per target ship", seat_label(target))
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
                "that defence cannot act on that attack (shields do not stop Pierce attacks, point defence stops missiles, fighters and swarms without Stealth)".into()
            }
            _ => {
                let kind = match *mv {
                    Move::Drive { card: c, .. }
                    | Move::Repair(c)
                    | Move::Launch(c)
                    | Move::Attack { card: c, .. }
                    | Move::Defend { card: c, .. } => self.data.get(c).map(|k| k.kind),
                    _ => None,
                };
                match kind {
                    Some(k) => format!("a {} card is not played in the {phase} phase", k.name()),
                    None => format!("that is not a move of the {phase} phase"),
                }
            }
        }
    }

    /// The phase after this one.
    fn end_phase(&mut self) {
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
            if !self.ships[usize::from(a.target)].out && dmg > 0 {
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
                winner: Some(w),
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

    /// The safety limit: the ship with the most cards not destroyed wins; a tie is a draw.
    fn cut_off(&mut self) {
        self.round = MAX_ROUNDS;
        let best = self
            .alive()
            .map(|s| self.ship(s).alive())
            .max()
            .unwrap_or(0);
        let top: Vec<Seat> = self
            .alive()
            .filter(|&s| self.ship(s).alive() == best)
            .collect();
        let winner = (top.len() == 1).then(|| top[0]);
        self.outcome = Some(Outcome {
            winner,
            end: "the round limit (most cards left)",
            cut_off: true,
        });
        self.say(None, |_g| match winner {
            Some(w) => format!(
                "After {MAX_ROUNDS} rounds {} has the most cards left and wins",
                seat_label(w)
            ),
            None => format!("After {MAX_ROUNDS} rounds the ships are even: a draw"),
        });
    }
}
