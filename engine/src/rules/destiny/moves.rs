//! The decisions players make (`Move`) and why one can be refused (`DestinyError`).

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

/// Why a move or a table was refused. Each message says what is wrong in the game's words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DestinyError {
    #[error("Destiny is for 2 to 6 players, not {0}")]
    Players(u8),
    #[error("the game is over")]
    GameOver,
    #[error("card id {0} is not a Destiny card")]
    NoSuchCard(u8),
    #[error("seat {0} is not at the table")]
    NoSuchSeat(u8),
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{card} is not a {wanted} card")]
    WrongKind { card: Card, wanted: &'static str },
    #[error("that cannot be done in the {phase} phase")]
    WrongPhase { phase: &'static str },
    #[error("first discard 1 card (after {0})")]
    MustDiscard(&'static str),
    #[error("{card} ({alignment}) is opposed to the {against} cards you played")]
    Opposed {
        card: Card,
        alignment: &'static str,
        against: &'static str,
    },
    #[error("you have not played {0} as a base")]
    NoSuchBase(Card),
    #[error("{0} already holds a bonus card")]
    BonusTaken(Card),
    #[error("{0} already holds a multiplier card")]
    MultiplierTaken(Card),
    #[error("the Dragon cannot use bonus cards")]
    DragonNoBonus,
    #[error("{0} holds 2 bonus cards (Rogue), so it cannot take a multiplier")]
    RogueNoMultiplier(Card),
    #[error("you do not have the power of the {0}")]
    NoPower(&'static str),
    #[error("the power of the {0} was already used in this action phase")]
    PowerUsed(&'static str),
    #[error("{0}")]
    BadTarget(&'static str),
    #[error("{card} is already {alignment}")]
    SameAlignment { card: Card, alignment: &'static str },
    #[error("there are no cards left to draw")]
    NothingToDraw,
    #[error("the saved Destiny table cannot be loaded: {0}")]
    BadSave(String),
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
