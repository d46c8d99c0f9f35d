//! The readings of Devacurse: where the text is silent or gives only part of the game (the
//! first half of the spiral, the starting position, the card list), what the engine decides and
//! what stands in as a placeholder, each shown in the rules panel (the game's
//! `GameInfo::readings`).

use crate::rules::Reading;

pub(super) const READINGS: &[Reading] = &[
    Reading {
        title: "Part 1 of the spiral (placeholder)",
        text: "The text covers only the second half of the spiral. Until the designer replaces it: each spiral after the first, each Deva draws cards (the order holder first; how many is a variant); then each may set cards from its hand as closed prayers, and each prompt prayer depleted gives blessings (how many of each are the rule numbers \"Prayers set each spiral\" and \"Blessings per prayer\" of the game file).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Starting position (placeholder)",
        text: "Each Deva has its own copy of the card list as its universe deck and starts with the Faith of the game file's Faith tracker, a hand and closed prayers from the top of its deck (the hand and the prayers are variants). Order for the first spiral is rolled; it passes every spiral.",
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
        text: "A hero from the hand is called with as many of its owner's cenotaph cards as its cost (at least one), which go to the black hole. Upgrading to level 2 costs blessings (a variant) and gives the AT and AP of the rule numbers \"Level 2 AT\" and \"Level 2 AP\" of the game file.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Events",
        text: "Events cost blessings. A location gives its AT and DF to each of its owner's soldiers until its time runs out; equipment gives its AT and DF (AP on a hero) to the unit it is on; an incantation until the end of the spiral. Flash (!) events are played in flash windows: the opponent's, once a Deva has called its soldiers and again its heroes; one in each combat exchange after blocks are set (the defender first); and at the end of the turn (the order holder first). In combat and at the end of the turn each Deva may answer the other's flash event until both pass. A window is offered only to a Deva with a flash event it could pay for and something to play it on. When a spell ends, a hero whose damage counters reach its maximum AP is slain.",
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
