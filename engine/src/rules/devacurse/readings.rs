//! The readings of Devacurse: where the text is silent or gives only part of the game (the
//! first half of the spiral, the starting position, the card list), what the engine decides and
//! what stands in as a placeholder, each shown in the rules panel (the game's
//! `GameInfo::readings`).

use crate::rules::Reading;

pub(super) const READINGS: &[Reading] = &[
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
