//! How the engine reads Destiny's rule text where the text is silent: one entry each, shown in
//! the rules panel (the game's [`GameInfo::readings`](crate::rules::GameInfo::readings)). Where
//! a reading is a choice a designer may want to try both ways, it is a rule variant instead
//! (see [`super::variants`]).

use crate::rules::Reading;

/// Every reading of the rule text, in the order of the text.
pub const READINGS: &[Reading] = &[
    Reading {
        title: "The cards come from the game's Destiny deck",
        text: "The aligned cards (alignment, kind, value, name) and the characters are read from the Destiny deck of the game's definition, so an edited list plays and simulates as edited. A character's power is the rules' own, found by the character's name. The deck holds at most 50 aligned cards and each of the 23 characters once.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The treasures are the rules' own",
        text: "The treasure deck is the rule text's list (and the hoards variant), not read from the definition: treasure powers and points are built into the rules.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Setup deals in seat order",
        text: "Setup deals to the players in seat order. A player with exactly one character card takes it (no choice to make); with several they choose. If no character card is left in the deck or the discard pile (possible only at big tables) the player plays without one.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Players act in turn within a phase",
        text: "A round is the whole turn sequence, played by all players. In each decision phase players act one at a time in seat order from the round's first player, who moves one seat on each round. A player with nothing to do in a phase is passed over automatically.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Opposed alignments over the whole round",
        text: "\"A player cannot play cards of opposed alignments\" holds for all the cards the player has played this round (so also between a base and its bonus and multiplier).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Rogue and Dragon",
        text: "The Rogue's second bonus card closes that base to multipliers; a Dragon can never play bonus cards (also when the Dragon is only an Aid card).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Action powers once per action phase",
        text: "Action powers (Thief, Jester, Merchant, Oracle, Assassin, Alchemist, Crystal Ball, Magic Tome) can each be used once per action phase. The Thief steals first, then discards; the Jester's two players each give a random card at the same time; the Assassin targets another player's Aid card (identities are not Aid cards). Oracle and Crystal Ball show the opponents' hands until the action phase ends.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "\"Treat as\" powers act on the owner's cards, once",
        text: "\"Treat X as Y\" powers (Warlord, Paladin, Necromancer, Amazon, Druid) act only on the owner's own cards, for every rule that looks at alignment (opposed alignments, matching alignments, \"Law cards +1\"). They apply to the printed (or Alchemist-changed) alignment, once and not in chains: Amazon and Druid first (by card type), then Warlord (Chaos to Law), Paladin (Evil to Good) and Necromancer (Good to Evil). With Paladin and Necromancer together, Good and Evil swap.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "\"X cards +1\" raise every played card of X",
        text: "\"X cards +1\" (Barbarian, Knight, Kings Crown, Ranger, Wraith Lord) raise the value of each of the owner's played cards of that alignment: a base, a bonus or a multiplier.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The Alchemist changes a card in hand for the round",
        text: "The Alchemist changes one card in the player's hand in the action phase; the change stays with the card until the end of the round.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "How the total is counted",
        text: "For each base card: (base + bonus) × multiplier, where every card's value already carries the owner's powers; a Dragon's two multipliers are added together first. The alignment bonus (2 matching cards: each +1, 3 or more: each +2; the Lover adds 1 more to each) is counted and added as the variants say. Overlord adds 3 to the sum.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The treasure deck is public",
        text: "The treasure deck is shuffled at setup and then kept face up, its order public.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The game ends after a destiny phase",
        text: "The game ends as soon as a player has 5 treasure points after a destiny phase.",
        placeholder: false,
        shown: &[],
    },
];
