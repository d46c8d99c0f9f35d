//! The state of a Devastators 3000 table: the ships, their decks and piles, the range bands
//! between them, the phase and the attacks in play, with the set-up roll, drawing, the start of a
//! turn and the checks the moves share. Making a move and what it sets off is in [`super::play`].

use crate::rules::RuledGame;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{Band, DevastatorsData, Role};
use super::variants::{CraftTargets, ReuseReturns, Variants};
use crate::rules::{LogEntry, Outcome, Seat, seat_label};
use crate::table::Rng;

/// "Each player draws 5 cards from his system deck."
pub const FIRST_HAND: usize = 5;

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
    /// Attack phase: a weapon card against a ship (one per target ship each turn), or against
    /// one of that ship's launched craft (one per craft).
    Attack {
        card: CardId,
        target: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        craft: Option<CardId>,
    },
    /// Attack phase: a launched fighter or swarm attacks a ship in its range, or one of that
    /// ship's launched craft.
    Craft {
        card: CardId,
        target: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        craft: Option<CardId>,
    },
    /// Defence phase: a defence card against one of the attacks on this ship or its craft (a
    /// Drive card against an attack on a craft: the craft evades).
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

    /// The rule of the phase, in a sentence, with the limits in play.
    pub fn about(self, v: &Variants) -> std::borrow::Cow<'static, str> {
        match self {
            Phase::Draw => format!(
                "Draw {} card{}; over the hand limit ({}), discard down to it.",
                v.draw,
                if v.draw == 1 { "" } else { "s" },
                v.hand_limit
            )
            .into(),
            Phase::Move if v.drives == 1 => {
                "Discard a Drive card to step one range band closer to or farther from one ship; play Repair cards.".into()
            }
            Phase::Move => format!(
                "Discard up to {} Drive cards, each to step one range band closer to or farther from one ship; play Repair cards.",
                v.drives
            )
            .into(),
            Phase::Launch if v.launches == 1 => {
                "Launch a Fighter Squad or a Nanotech swarm into space.".into()
            }
            Phase::Launch => format!(
                "Launch up to {} Fighter Squads and Nanotech swarms into space.",
                v.launches
            )
            .into(),
            Phase::Attack if v.craft_targets == CraftTargets::ShipsAndCraft => {
                "One attack card per target (a ship, or a ship's launched craft), at a range the card names; each launched fighter and swarm attacks once, at its kind's ranges.".into()
            }
            Phase::Attack => {
                "One attack card per target ship, at a range the card names; each launched fighter and swarm attacks once, at its kind's ranges.".into()
            }
            Phase::Defence if v.craft_targets == CraftTargets::ShipsAndCraft => {
                "Each attacked ship answers with defence cards: shields stop damage, point defence stops a missile, fighter or swarm, and a Drive lets an attacked craft evade; any damage destroys a craft.".into()
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
    /// The ship attacked, or whose craft is attacked.
    pub target: Seat,
    /// The launched craft of `target` attacked, if the attack is on a craft.
    pub craft: Option<CardId>,
    pub source: Source,
    /// Damage stopped by shields so far.
    pub shielded: u8,
    /// Stopped by point defence, or evaded by a craft.
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
    /// Drive cards played, or craft launched, in this phase (each phase comes once a turn).
    pub(super) played_in_phase: u8,
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

    pub(super) fn set_band(&mut self, a: Seat, b: Seat, band: Band) {
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

    /// What an attack targets, in words: "Player 2", or "Player 2's Wing" for a craft of it.
    pub fn target_words(&self, target: Seat, craft: Option<CardId>) -> String {
        match craft {
            Some(k) => format!("{}'s {}", seat_label(target), self.card_name(k)),
            None => seat_label(target),
        }
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
        let got = self.draw(s, usize::from(self.variants.draw));
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

    /// Whether the active ship may play another Drive card in this Move phase.
    pub(super) fn may_drive(&self) -> bool {
        self.played_in_phase < self.variants.drives
    }

    /// Whether the active ship may launch another craft in this Launch phase.
    pub(super) fn may_launch(&self) -> bool {
        self.played_in_phase < self.variants.launches
    }

    /// Whether a weapon card already attacks this ship, or this craft of it, this turn ("one
    /// attack card per target ship").
    pub(super) fn weapon_aimed_at(&self, target: Seat, craft: Option<CardId>) -> bool {
        self.attacks.iter().any(|a| {
            a.target == target && a.craft == craft && matches!(a.source, Source::Weapon(_))
        })
    }

    /// What an attack from `s` may target at ship `o`: the ship, then each of its launched
    /// craft when the variant lets craft be attacked.
    pub(super) fn targets_at(&self, o: Seat) -> impl Iterator<Item = Option<CardId>> + '_ {
        let craft = match self.variants.craft_targets {
            CraftTargets::ShipsAndCraft => self.ship(o).craft.as_slice(),
            CraftTargets::ShipsOnly => &[],
        };
        std::iter::once(None).chain(craft.iter().map(|k| Some(k.card)))
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
        match self.data.card(c).role {
            Role::Shield => !att.pierce && self.attack_damage(a) > 0,
            Role::PointDefence => att.point_defence_stops,
            // A craft evades: its owner's Drive takes it out of the attack's way.
            Role::Drive => a.craft.is_some(),
            _ => false,
        }
    }

    #[cfg(test)]
    pub(super) fn defence_works_for_tests(&self, c: CardId, a: &Attack) -> bool {
        self.defence_works(c, a)
    }
}

/// Why a Drive is refused once the Move phase's are played.
pub(super) fn drives_used(limit: u8) -> String {
    if limit == 1 {
        "a ship plays one Drive card in its Move phase (“discard a Drive card to step one range band”), and this turn's is played".into()
    } else {
        format!(
            "a ship plays up to {limit} Drive cards in its Move phase (the variant “Drive cards per Move phase”), and this turn's are played"
        )
    }
}
