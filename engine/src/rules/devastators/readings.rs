//! How the engine reads what the text and the game's page leave out, as the rules panel lists
//! them (the game's `GameInfo::readings`).

use crate::rules::Reading;

/// How the engine reads what the text and the game's page leave out. Readings with two
/// plausible answers are variants (they explain themselves) and are not repeated here.
pub(super) const READINGS: &[Reading] = &[
    Reading {
        title: "The card list is a sample",
        text: "The rule text's card list is lost. The game ships a sample list of 100 cards (drives, beams, missiles, shields, point defence, fighters, swarms, repairs): replace it with your own in the game's editor, and the rules, bots and simulation use it.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Turn order",
        text: "\"Determine turn order by any convenient method\": each ship rolls a die, the highest goes first (ties roll again), then play goes on in seat order.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Dealing",
        text: "Cards left over when the deck does not deal evenly are set aside for the game.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Phases",
        text: "A ship's turn is Draw, Move, Launch, Attack, then the attacked ships' Defence in seat order, then Damage. A phase in which the ship could only pass is passed for it.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Played cards",
        text: "A played Drive, Repair, weapon or defence card goes to its owner's Reuse pile (a weapon after its damage); a discard too.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Drives and repairs",
        text: "A Drive steps one band against one ship; a ship plays one Drive card in its Move phase and launches one craft in its Launch phase, as the game's page words them (the variants “Drive cards per Move phase” and “Craft launched per turn” allow more). Any number of Repair cards may be played; a Repair card returns up to its strength of cards, the last destroyed first, from the Destroyed pile to the Reuse pile.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Defence",
        text: "A shield stops its strength of one attack's damage (not a Pierce attack); several may stack. Point defence stops one attack of a kind it stops (the Card kinds table: missiles, fighters and swarms as shipped), never a Stealth one; a craft it stops is shot down to its owner's Destroyed pile. A Drive card is a defence only of a launched craft under attack, which evades it.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Running out",
        text: "When damage finds the System deck empty it destroys the Reuse pile's top card, then a random card of the hand, then a launched craft. A ship that must draw from an empty System deck and Reuse pile draws nothing.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Round limit",
        text: "A game still running after 150 rounds ends; the ship with the most cards not destroyed wins (ships tied for the most share the win). The text has no such limit.",
        placeholder: true,
        shown: &[],
    },
];
