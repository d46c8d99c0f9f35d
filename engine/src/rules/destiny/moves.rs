//! The decisions players make (`Move`) and why one can be refused (`DestinyError`).

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::cards::{Alignment, Card};
use super::state::Phase;

/// One decision of the player to act. Cards are named by id ([`Card`]), players by seat (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Setup: keep this character card as the player's identity.
    ChooseCharacter(Card),
    /// First or second aid phase: play a character card from the hand as an Aid card.
    PlayAid(Card),
    /// Hit phase: discard a card (the hand is refilled when the player is done); or the discard
    /// that follows Thief, Merchant or Magic Tome.
    Discard(Card),
    /// Base phase: play a Base card.
    PlayBase(Card),
    /// Bonus phase: play a Bonus card on one of the player's Base cards.
    PlayBonus { card: Card, base: Card },
    /// Multiplier phase: play a Multiplier card on one of the player's Base cards.
    PlayMultiplier { card: Card, base: Card },
    /// Thief: steal 1 random card from this opponent's hand, then discard 1 card.
    Steal { from: u8 },
    /// Jester: these two other players give each other 1 random card from their hands.
    Jest { a: u8, b: u8 },
    /// Merchant: draw 1 card, then discard 1 card.
    Trade,
    /// Magic Tome: draw 1 card, then discard 1 card.
    ReadTome,
    /// Oracle: look at all opponents' hands.
    Foresee,
    /// Crystal Ball: look at all opponents' hands.
    GazeIntoBall,
    /// Assassin: discard this Aid card of another player.
    Assassinate { target: Card },
    /// Alchemist: change the alignment of one of the player's cards for the rest of the round.
    Transmute { card: Card, to: Alignment },
    /// The player does nothing more in this phase.
    Done,
}

/// Why a move or a table was refused. Each message says what is wrong in the game's words:
/// [`DestinyError::explain`] words it with a table's own card names; its `Display` uses the
/// standard list's (a refusal through the ruled-game interface is a [`Refusal`], worded with
/// the table's names).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DestinyError {
    Players(u8),
    GameOver,
    NoSuchCard(u8),
    NoSuchSeat(u8),
    NotInHand(Card),
    WrongKind {
        card: Card,
        wanted: &'static str,
    },
    WrongPhase {
        phase: &'static str,
    },
    MustDiscard(&'static str),
    Opposed {
        card: Card,
        alignment: &'static str,
        against: &'static str,
    },
    NoSuchBase(Card),
    BonusTaken(Card),
    MultiplierTaken(Card),
    DragonNoBonus,
    RogueNoMultiplier(Card),
    NoPower(&'static str),
    PowerUsed(&'static str),
    BadTarget(&'static str),
    SameAlignment {
        card: Card,
        alignment: &'static str,
    },
    NothingToDraw,
    BadSave(String),
}

impl DestinyError {
    /// The reason in words, each card named by `name` (a table's
    /// [`DestinyData::name`](super::DestinyData::name)).
    pub fn explain(&self, name: impl Fn(Card) -> String) -> String {
        use DestinyError::*;
        match self {
            Players(n) => format!("Destiny is for 2 to 6 players, not {n}"),
            GameOver => "the game is over".into(),
            NoSuchCard(id) => format!("card id {id} is not a Destiny card"),
            NoSuchSeat(q) => format!("seat {q} is not at the table"),
            NotInHand(c) => format!("{} is not in your hand", name(*c)),
            WrongKind { card, wanted } => format!("{} is not a {wanted} card", name(*card)),
            WrongPhase { phase } => format!("that cannot be done in the {phase} phase"),
            MustDiscard(power) => format!("first discard 1 card (after {power})"),
            Opposed {
                card,
                alignment,
                against,
            } => format!(
                "{} ({alignment}) is opposed to the {against} cards you played",
                name(*card)
            ),
            NoSuchBase(c) => format!("you have not played {} as a base", name(*c)),
            BonusTaken(c) => format!("{} already holds a bonus card", name(*c)),
            MultiplierTaken(c) => format!("{} already holds a multiplier card", name(*c)),
            DragonNoBonus => "the Dragon cannot use bonus cards".into(),
            RogueNoMultiplier(c) => format!(
                "{} holds 2 bonus cards (Rogue), so it cannot take a multiplier",
                name(*c)
            ),
            NoPower(power) => format!("you do not have the power of the {power}"),
            PowerUsed(power) => {
                format!("the power of the {power} was already used in this action phase")
            }
            BadTarget(why) => (*why).to_string(),
            SameAlignment { card, alignment } => {
                format!("{} is already {alignment}", name(*card))
            }
            NothingToDraw => "there are no cards left to draw".into(),
            BadSave(why) => format!("the saved Destiny table cannot be loaded: {why}"),
        }
    }
}

impl fmt::Display for DestinyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain(|c| c.to_string()))
    }
}

/// A move or a set-up refused through the ruled-game interface: the rules' reason, worded with
/// the table's own card names.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{text}")]
pub struct Refusal {
    /// The rules' reason.
    pub reason: DestinyError,
    /// The reason in words.
    pub text: String,
}

impl Phase {
    /// The phase's name as the turn sequence prints it.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::FirstAid => "first aid",
            Phase::Treasure => "treasure",
            Phase::Draw => "draw",
            Phase::Hit => "hit",
            Phase::SecondAid => "second aid",
            Phase::Action => "action",
            Phase::Base => "base",
            Phase::Bonus => "bonus",
            Phase::Multiplier => "multiplier",
            Phase::Total => "total",
            Phase::Destiny => "destiny",
            Phase::Over => "game over",
        }
    }
}
