//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Data, Rule, Status, quotes};

/// The page's turn (not in the rule text) is mapped after the text, under its own heading.
const TURN: &str = "The turn (from the game's public page)";

pub(super) const RULES: &[Rule] = &[
    // DEVASTATORS 3000 INTRODUCTION
    Rule {
        section: "Introduction",
        quotes: quotes![
            "DEVASTATORS 3000 INTRODUCTION",
            "The high tech version of Devastators 2500.",
            "The larger Interstellar warships go by many categorical names:",
            "Dreadnaughts, Battlers, Star Cruisers, and of course, Devastators.",
        ],
        status: Status::NotARule,
        note: "The heading and flavour.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes!["Each player controls a Devastator, or ship, represented by his deck."],
        status: Status::Enforced {
            tests: &["shuffle_the_full_deck_and_deal_each_player_an_equal_number"],
        },
        note: "Each seat is a ship whose cards are its own System deck, hand, Reuse pile, Destroyed pile and launched craft.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes!["Play pits Devastator vs Devastator."],
        status: Status::Enforced {
            tests: &["a_weapon_attacks_only_at_a_range_it_names_and_once_per_target_ship"],
        },
        note: "Every ship may attack any other ship still in the game.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes![],
        status: Status::NotModelled,
        note: "The text sets no number of players; the engine seats 2 to 6 ships, and refuses a table whose deck cannot deal each ship the 5 cards of its first hand.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes!["Run out your opponents deck to destroy his ship."],
        status: Status::Variant {
            variant: "damage_from",
        },
        note: "Read as written, each point of damage moves the top card of the System deck to the Destroyed pile (the default); the other reading has damage destroy a random card of the hand first. Either way a ship is destroyed only when all its cards are in its Destroyed pile, as the Object says.",
    },
    // THE DECK
    Rule {
        section: "The Deck",
        quotes: quotes!["THE DECK"],
        status: Status::NotARule,
        note: "A heading.",
    },
    Rule {
        section: "The Deck",
        quotes: quotes!["The full Deck contains over 100 cards as described in the Card List."],
        status: Status::Placeholder {
            data: &[Data::Deck("systems")],
        },
        note: "The Card List is lost: a sample list of exactly 100 cards stands in (not over 100); each row's name, kind, ranges, strength and keywords are what the rules play.",
    },
    Rule {
        section: "The Deck",
        quotes: quotes!["as described in the Card List"],
        status: Status::Reading {
            title: "The card list is a sample",
        },
        note: "",
    },
    Rule {
        section: "The Deck",
        quotes: quotes!["Before playing the first time, the deck will have to be constructed."],
        status: Status::NotModelled,
        note: "A step of making the physical game: the table deals from the game file's card list, which the designer edits instead.",
    },
    Rule {
        section: "The Deck",
        quotes: quotes!["The backs of all the cards are the same"],
        status: Status::Enforced {
            tests: &[
                "the_backs_of_all_the_cards_are_the_same",
                "the_views_hide_hands_and_system_decks_and_the_search_bot_keeps_what_it_sees",
            ],
        },
        note: "A face-down card shows the same back whatever it is.",
    },
    Rule {
        section: "The Deck",
        quotes: quotes![
            "The backs of all the cards are the same, the front should have the",
            "name of the card and its effect written out.",
        ],
        status: Status::NotModelled,
        note: "A card's face shows its name and an effect summary, but the engine plays a card only by its kind (a row of the Card kinds table, which says what the kind plays as), its ranges and strength, and the keywords Pierce, Stealth and Draw N. An effect written only in the card's text is shown, not played, and an unknown keyword is listed before play.",
    },
    // OBJECT
    Rule {
        section: "Object",
        quotes: quotes!["OBJECT"],
        status: Status::NotARule,
        note: "A heading.",
    },
    Rule {
        section: "Object",
        quotes: quotes!["Have the last remaining Devastator."],
        status: Status::Enforced {
            tests: &[
                "a_ship_whose_cards_are_all_destroyed_is_out_and_the_last_ship_left_wins",
                "thousands_of_bot_games_keep_every_card_in_one_pile_and_always_end",
            ],
        },
        note: "",
    },
    Rule {
        section: "Object",
        quotes: quotes![
            "When all of your opponents cards are in his Destroyed pile, you",
            "have eliminated him from the game.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_ship_whose_cards_are_all_destroyed_is_out_and_the_last_ship_left_wins",
                "thousands_of_bot_games_keep_every_card_in_one_pile_and_always_end",
            ],
        },
        note: "Counted over the System deck, hand, Reuse pile and launched craft; cards set aside at the deal are no ship's.",
    },
    Rule {
        section: "Object",
        quotes: quotes!["When all of your opponents cards are in his Destroyed pile"],
        status: Status::Reading {
            title: "Running out",
        },
        note: "",
    },
    Rule {
        section: "Object",
        quotes: quotes!["Have the last remaining Devastator."],
        status: Status::Reading {
            title: "Round limit",
        },
        note: "",
    },
    Rule {
        section: "Object",
        quotes: quotes!["Have the last remaining Devastator."],
        status: Status::NotModelled,
        note: "Ships start at Long range and only a Drive changes a range, so with a card list holding no Drive and no Beam or Missile reaching Long no ship can ever be hit: the engine names such a list before play, and its games run to the round limit instead of to a last ship.",
    },
    // SETUP
    Rule {
        section: "Setup",
        quotes: quotes!["SETUP"],
        status: Status::NotARule,
        note: "A heading.",
    },
    Rule {
        section: "Setup",
        quotes: quotes![
            "Shuffle the full deck and deal each player an equal number of cards face down."
        ],
        status: Status::Enforced {
            tests: &[
                "shuffle_the_full_deck_and_deal_each_player_an_equal_number",
                "the_search_bot_does_not_learn_how_the_face_down_deck_was_dealt",
            ],
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["deal each player an equal number of cards"],
        status: Status::Reading { title: "Dealing" },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes![
            "These smaller decks for each player are called Draw Piles or Systems decks.",
            "A System deck represents all the weapon and defense systems on the players ship.",
        ],
        status: Status::NotARule,
        note: "Names and flavour: the table calls each ship's draw pile its System deck.",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["Each player draws 5 cards from his system deck."],
        status: Status::Enforced {
            tests: &["each_player_draws_5_and_the_first_player_draws_3_more"],
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["Determine turn order by any convenient method."],
        status: Status::Reading {
            title: "Turn order",
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["All ships begin at Long Range from each other."],
        status: Status::Enforced {
            tests: &["all_ships_begin_at_long_range_from_each_other"],
        },
        note: "Every pair of ships has its own range band (Short, Medium or Long).",
    },
    // The turn: the rule text stops at the set-up; the engine follows the game's public page.
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Reading { title: "Phases" },
        note: "The rule text stops at the set-up; the phases are the game's public page's: Draw, Move, Launch, Attack, Defence, Damage.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[Data::Variant("draw"), Data::Variant("hand_limit")],
        },
        note: "Draw: the page's 3 cards and hand limit of 8 stand in, set on the start form; a ship over the limit discards down to it, and the phase bar states the values in play.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Variant { variant: "drives" },
        note: "Move: the page's \"discard a Drive card to step one range band\" is read as one Drive card per Move phase (the default, as worded); a larger number lets a ship play several.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Variant {
            variant: "launches",
        },
        note: "Launch: the page's \"Fighter Squad or Nanotech swarm\" is read as one craft per Launch phase (the default, as worded); a larger number lets a ship launch several.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Reading {
            title: "Drives and repairs",
        },
        note: "",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[Data::Deck("systems")],
        },
        note: "Attack: one attack card per target ship, at a range the card names (the page's rule); the sample list's kinds, ranges and strengths stand in for the lost cards.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[Data::Deck("kinds")],
        },
        note: "The page names Drive cards, Fighter Squads, Nanotech swarms, attack cards and defence; the Card kinds table's Beam, Missile, Shield, Point Defence and Repair stand in with the sample list. Each kind plays as one of six things the engine runs (Drive, Repair, Weapon, Craft, Shield, Point Defence): a designer adds a kind, or changes one, in that table.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Enforced {
            tests: &[
                "point_defence_shoots_down_a_fighter_and_a_one_attack_craft_returns_to_the_reuse_pile",
                "the_card_kinds_table_holds_the_pages_eight_kinds_and_a_file_without_it_plays_them",
                "a_kind_added_to_the_card_kinds_table_plays_as_it_says",
            ],
        },
        note: "The page's \"fighters attack at Short or Medium range, swarms at Short only\": the Fighter's and Swarm's rows of the Card kinds table, where a designer can change them.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Variant {
            variant: "craft_targets",
        },
        note: "The page has fighters and swarms attack and says nothing of attacking them. By default a launched craft is in space where a weapon or another craft can attack it, at the range of its ship; its owner saves it with a shield that stops all the damage or with point defence, or discards a Drive card to evade, and any damage that gets through destroys it. The other reading attacks ships only, so a craft is lost only to the point defence of the ship it attacks.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Enforced {
            tests: &[
                "a_weapon_or_a_craft_may_attack_a_launched_craft_and_any_damage_destroys_it",
                "an_attacked_craft_is_saved_by_a_shield_that_stops_all_its_damage_or_evades_with_a_drive",
                "with_ships_only_a_launched_craft_is_no_target",
            ],
        },
        note: "Both readings of attacking a craft, as the variant describes them.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Variant {
            variant: "craft_lasts",
        },
        note: "The page does not say how long a launched craft lasts: by default it stays and attacks once each turn until point defence destroys it; the other reading has it attack once and return to the Reuse pile.",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Reading { title: "Defence" },
        note: "",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Reading {
            title: "Played cards",
        },
        note: "",
    },
    Rule {
        section: TURN,
        quotes: quotes![],
        status: Status::Variant {
            variant: "reuse_returns",
        },
        note: "The page names a Reuse pile but not when it returns: by default it is shuffled into a new System deck when a ship must draw from an empty one; the other reading puts it under the System deck at the end of each turn.",
    },
];
