//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Data, Rule, Status, quotes};

pub(super) const RULES: &[Rule] = &[
    Rule {
        section: "Introduction",
        quotes: quotes![
            "DESTINY",
            "INTRODUCTION",
            "THE DECKS",
            "DESTINY CARDS",
            "ALIGNMENTS",
            "OBJECT",
            "SETUP",
            "TURN SEQUENCE",
            "FIRST AID PHASE",
            "TREASURE PHASE",
            "DRAW PHASE",
            "HIT PHASE",
            "SECOND AID PHASE",
            "ACTION PHASE",
            "BASE PHASE",
            "BONUS PHASE",
            "MULTIPLIER PHASE",
            "TOTAL PHASE",
            "DESTINY PHASE",
            "CHARACTER CARD LIST",
            "DESTINY DECK CARD LIST",
            "TREASURE DECK CARD LIST",
        ],
        status: Status::NotARule,
        note: "The game's title and the headings of its sections.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes!["Card game for 2 or more players."],
        status: Status::NotModelled,
        note: "The table seats 2 to 6 players and refuses 7 or more, though the text sets no upper limit.",
    },
    Rule {
        section: "Introduction",
        quotes: quotes!["Fantasy theme."],
        status: Status::NotARule,
        note: "Flavour.",
    },
    Rule {
        section: "The Decks",
        quotes: quotes![
            "There are 2 decks:",
            "The Treasure deck and the Destiny deck.",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "treasure_deck_list",
            ],
        },
        note: "",
    },
    Rule {
        section: "Destiny Cards",
        quotes: quotes![
            "There are 4 types of cards in the Destiny deck:",
            "Character cards, Base cards, Bonus cards, and Multiplier cards.",
        ],
        status: Status::Enforced {
            tests: &["destiny_deck_holds_one_of_each_listed_card"],
        },
        note: "23 characters, 20 base, 15 bonus and 15 multiplier cards.",
    },
    Rule {
        section: "Destiny Cards",
        quotes: quotes![
            "When illustrating the cards:",
            "Make pictures of armies and creatures for base cards.",
            "Draw weapons, items, events, magics, for bonus cards.",
            "Depict structures and locations on multiplier cards.",
        ],
        status: Status::NotARule,
        note: "Directions for the card art: they change no play.",
    },
    Rule {
        section: "Destiny Cards",
        quotes: quotes!["There is one of each of the cards listed in the deck lists."],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The Destiny deck holds each listed card once. For the treasure list, whose hoards say 10 and 5 copies, see the hoards variant.",
    },
    Rule {
        section: "Alignments",
        quotes: quotes![
            "Each non-character card in the Destiny deck has one of 5 alignments:",
            "Good, Evil, Law, Chaos, or Nature.",
        ],
        status: Status::Enforced {
            tests: &[
                "each_non_character_card_has_one_of_5_alignments",
                "destiny_deck_holds_one_of_each_listed_card",
            ],
        },
        note: "",
    },
    Rule {
        section: "Alignments",
        quotes: quotes![
            "Good and Evil are opposed alignments.",
            "Law and Chaos are opposed alignments.",
        ],
        status: Status::Enforced {
            tests: &["good_evil_and_law_chaos_are_opposed"],
        },
        note: "Nature is opposed to nothing.",
    },
    Rule {
        section: "Object",
        quotes: quotes!["Be the first to accumulate 5 treasure points."],
        status: Status::Enforced {
            tests: &["first_to_5_treasure_points_wins"],
        },
        note: "",
    },
    Rule {
        section: "Object",
        quotes: quotes!["Be the first to accumulate 5 treasure points."],
        status: Status::Reading {
            title: "The game ends after a destiny phase",
        },
        note: "",
    },
    Rule {
        section: "Object",
        quotes: quotes![],
        status: Status::Variant {
            variant: "treasure_runs_out",
        },
        note: "The text does not say what happens when the treasure deck runs out before anyone has 5 points. By default the game ends and the most treasure points win (ties share the win), the simplest end; the other reading plays on for the buried treasures first.",
    },
    Rule {
        section: "Object",
        quotes: quotes![],
        status: Status::NotModelled,
        note: "The text sets no limit on the number of rounds: as a safeguard the engine ends a game still running after 200 rounds (possible only when playing on for buried treasures), and the most treasure points win.",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["Each player draws 7 cards from the Destiny deck."],
        status: Status::Enforced {
            tests: &["each_player_draws_7_cards"],
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["If there are no character cards, discard and draw again."],
        status: Status::Enforced {
            tests: &["no_character_card_discard_and_draw_again"],
        },
        note: "The whole hand of 7 is discarded and 7 new cards are drawn, until a character comes.",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["If there is 1 or more character cards, the player must chose 1."],
        status: Status::Enforced {
            tests: &["with_character_cards_the_player_must_choose_one"],
        },
        note: "The characters not chosen stay in the hand, to be played as Aid cards.",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["If there is 1 or more character cards, the player must chose 1."],
        status: Status::Reading {
            title: "Setup deals in seat order",
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes![
            "This is the character they will use for the rest of the game.",
            "This character becomes the players identity.",
            "It is placed face up in front of the player and not discarded.",
        ],
        status: Status::Enforced {
            tests: &["the_character_is_not_discarded"],
        },
        note: "",
    },
    Rule {
        section: "Setup",
        quotes: quotes!["The player always gets to use his character's special power."],
        status: Status::Enforced {
            tests: &[
                "the_character_power_is_always_on",
                "each_character_card_gives_exactly_its_power",
            ],
        },
        note: "",
    },
    Rule {
        section: "Turn Sequence",
        quotes: quotes![
            "1. First Aid Phase",
            "2. Treasure Phase",
            "3. Draw Phase",
            "4. Hit Phase",
            "5. Second Aid Phase",
            "6. Action Phase",
            "7. Base Phase",
            "8. Bonus Phase",
            "9. Multiplier Phase",
            "10. Total Phase",
            "11. Destiny Phase",
        ],
        status: Status::Enforced {
            tests: &[
                "phases_come_in_the_turn_sequence_order",
                "the_phase_bar_has_setup_and_the_eleven_phases_with_their_sentences",
            ],
        },
        note: "A round plays the eleven phases in this order, every player taking part in each.",
    },
    Rule {
        section: "Turn Sequence",
        quotes: quotes![],
        status: Status::Reading {
            title: "Players act in turn within a phase",
        },
        note: "",
    },
    Rule {
        section: "Turn Sequence",
        quotes: quotes![],
        status: Status::Variant {
            variant: "play_order",
        },
        note: "The text does not say whether players choose one after another or all at once. By default they act one after another in seat order, seeing earlier plays, as a table most easily plays; the other reading keeps aid, hit, base, bonus and multiplier choices hidden until everyone has made theirs.",
    },
    Rule {
        section: "First Aid Phase",
        quotes: quotes![
            "In this phase a player may play one or more character cards from his hand."
        ],
        status: Status::Enforced {
            tests: &["first_aid_one_or_more_characters_become_aid_cards"],
        },
        note: "",
    },
    Rule {
        section: "First Aid Phase",
        quotes: quotes![
            "These cards are played face up in front of the player. They are called Aid cards.",
        ],
        status: Status::Enforced {
            tests: &["first_aid_one_or_more_characters_become_aid_cards"],
        },
        note: "",
    },
    Rule {
        section: "First Aid Phase",
        quotes: quotes![
            "The player gains the special ability of these characters for the rest of the turn.",
        ],
        status: Status::Enforced {
            tests: &[
                "aid_cards_give_their_powers",
                "each_character_card_gives_exactly_its_power",
            ],
        },
        note: "",
    },
    Rule {
        section: "First Aid Phase",
        quotes: quotes!["Aid cards are discarded at the end of Destiny Phase."],
        status: Status::Enforced {
            tests: &["aid_cards_are_discarded_at_the_end_of_destiny"],
        },
        note: "",
    },
    Rule {
        section: "Treasure Phase",
        quotes: quotes![
            "The treasure card deck is kept face up.",
            "Players may look at the order of the cards any time.",
        ],
        status: Status::Enforced {
            tests: &["treasure_deck_face_up_top_is_current"],
        },
        note: "",
    },
    Rule {
        section: "Treasure Phase",
        quotes: quotes!["The treasure card deck is kept face up."],
        status: Status::Reading {
            title: "The treasure deck is public",
        },
        note: "",
    },
    Rule {
        section: "Treasure Phase",
        quotes: quotes!["The topmost card is the current treasure."],
        status: Status::Enforced {
            tests: &[
                "treasure_deck_face_up_top_is_current",
                "highest_total_wins_the_current_treasure",
            ],
        },
        note: "",
    },
    Rule {
        section: "Draw Phase",
        quotes: quotes!["Players fill their hands to 7 cards from the destiny pile."],
        status: Status::Enforced {
            tests: &["draw_fills_hands_to_7"],
        },
        note: "With the Emperor or the Philosophers Stone the hand fills further, as the hand_size variant says.",
    },
    Rule {
        section: "Draw Phase",
        quotes: quotes!["If no cards are left, shuffle the discard pile and draw from it."],
        status: Status::Enforced {
            tests: &["empty_deck_reshuffles_the_discard_pile"],
        },
        note: "",
    },
    Rule {
        section: "Hit Phase",
        quotes: quotes!["Players may discard some, none, or all of their cards."],
        status: Status::Enforced {
            tests: &["hit_discard_any_then_refill_to_7"],
        },
        note: "",
    },
    Rule {
        section: "Hit Phase",
        quotes: quotes![
            "After discarding players fill their hands to 7 cards from the destiny pile."
        ],
        status: Status::Enforced {
            tests: &["hit_discard_any_then_refill_to_7"],
        },
        note: "",
    },
    Rule {
        section: "Second Aid Phase",
        quotes: quotes![
            "In this phase a player may play one or more character cards from his hand."
        ],
        status: Status::Enforced {
            tests: &["second_aid_plays_aid_cards_too"],
        },
        note: "The same rules as the first aid phase.",
    },
    Rule {
        section: "Second Aid Phase",
        quotes: quotes![
            "These cards are played face up in front of the player. They are called Aid cards.",
        ],
        status: Status::Enforced {
            tests: &["second_aid_cards_are_face_up_and_discarded_after_destiny"],
        },
        note: "",
    },
    Rule {
        section: "Second Aid Phase",
        quotes: quotes![
            "The player gains the special ability of these characters for the rest of the turn.",
        ],
        status: Status::Enforced {
            tests: &[
                "second_aid_plays_aid_cards_too",
                "second_aid_cards_are_face_up_and_discarded_after_destiny",
            ],
        },
        note: "",
    },
    Rule {
        section: "Second Aid Phase",
        quotes: quotes!["Aid cards are discarded at the end of Destiny Phase."],
        status: Status::Enforced {
            tests: &["second_aid_cards_are_face_up_and_discarded_after_destiny"],
        },
        note: "",
    },
    Rule {
        section: "Action Phase",
        quotes: quotes![
            "Players may use the special abilities of their Characters or",
            "Treasures in this phase.",
        ],
        status: Status::Enforced {
            tests: &["powers_are_used_in_the_action_phase_only"],
        },
        note: "Powers that are played (Thief, Jester, Merchant, Oracle, Assassin, Alchemist, Crystal Ball, Magic Tome) are used in this phase only; powers that change values or alignments are always on.",
    },
    Rule {
        section: "Action Phase",
        quotes: quotes!["Players may use the special abilities of their Characters or"],
        status: Status::Reading {
            title: "Action powers once per action phase",
        },
        note: "",
    },
    Rule {
        section: "Action Phase",
        quotes: quotes!["A player always gets to use the powers of treasures he owns."],
        status: Status::Enforced {
            tests: &[
                "treasure_powers_belong_to_their_owner",
                "kings_crown_law_plus_1",
            ],
        },
        note: "",
    },
    Rule {
        section: "Base Phase",
        quotes: quotes![
            "Each player may play one or more Base Cards.",
            "Cards are played face up in front of the player.",
        ],
        status: Status::Enforced {
            tests: &["base_phase_one_or_more_bases_face_up"],
        },
        note: "",
    },
    Rule {
        section: "Base Phase",
        quotes: quotes!["A player cannot play cards of opposed alignments"],
        status: Status::Enforced {
            tests: &[
                "a_player_cannot_play_cards_of_opposed_alignments",
                "a_refused_card_says_which_rule_refuses_it",
            ],
        },
        note: "",
    },
    Rule {
        section: "Base Phase",
        quotes: quotes!["A player cannot play cards of opposed alignments"],
        status: Status::Reading {
            title: "Opposed alignments over the whole round",
        },
        note: "",
    },
    Rule {
        section: "Bonus Phase",
        quotes: quotes!["Each player may play one Bonus card on each of his Base Cards."],
        status: Status::Enforced {
            tests: &["one_bonus_card_on_each_base"],
        },
        note: "",
    },
    Rule {
        section: "Bonus Phase",
        quotes: quotes!["The base card and bonus card cannot be of opposing alignments."],
        status: Status::Enforced {
            tests: &["base_and_bonus_cannot_be_opposed"],
        },
        note: "",
    },
    Rule {
        section: "Multiplier Phase",
        quotes: quotes!["Each player may play one Multiplier card on each of his Base Cards."],
        status: Status::Enforced {
            tests: &["one_multiplier_card_on_each_base"],
        },
        note: "",
    },
    Rule {
        section: "Multiplier Phase",
        quotes: quotes!["The multiplier, base, and bonus cards cannot be of opposing alignments."],
        status: Status::Enforced {
            tests: &["multiplier_base_and_bonus_cannot_be_opposed"],
        },
        note: "",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes!["Each player calculates the Destiny total of his hand."],
        status: Status::Reading {
            title: "How the total is counted",
        },
        note: "The total counts the cards the player played this round (the base stacks), not the cards left in hand.",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes![
            "Add the value of the bonus card to the base card.",
            "Multiply this total by the value of the multiplier card.",
        ],
        status: Status::Enforced {
            tests: &["total_base_plus_bonus_times_multiplier"],
        },
        note: "",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes!["Multiply this total by the value of the multiplier card."],
        status: Status::Variant {
            variant: "unmultiplied",
        },
        note: "The text does not say what a base with no multiplier counts. By default it counts ×1, so a lone base still scores its value; the other reading scores nothing, as there is nothing to multiply by.",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes!["If 2 of a player's cards have matching alignments each gets +1."],
        status: Status::Enforced {
            tests: &["two_matching_alignments_each_get_1"],
        },
        note: "",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes!["If 3 of a player's cards have matching alignments each gets +2."],
        status: Status::Enforced {
            tests: &["three_matching_alignments_each_get_2"],
        },
        note: "Four or more matching cards also get +2 each.",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes![
            "If 2 of a player's cards have matching alignments each gets +1.",
            "Do this for each base card.",
        ],
        status: Status::Variant {
            variant: "alignment_scope",
        },
        note: "\"A player's cards\" may be the cards of one base stack or every card the player played. By default matches are counted within each base stack, as \"Do this for each base card\" suggests; the other reading counts across all played cards.",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes!["If 2 of a player's cards have matching alignments each gets +1."],
        status: Status::Variant {
            variant: "alignment_timing",
        },
        note: "The alignment bonus may be added to the stack's total or raise each card's value before multiplying. By default it is added after multiplying, in the order the text gives the steps; the other reading multiplies it too.",
    },
    Rule {
        section: "Total Phase",
        quotes: quotes![
            "Do this for each base card.",
            "Add the modified values of each of the player's base cards to get that",
            "Player's Destiny Total.",
        ],
        status: Status::Enforced {
            tests: &["totals_of_each_base_are_added"],
        },
        note: "",
    },
    Rule {
        section: "Destiny Phase",
        quotes: quotes![
            "The player with the highest Destiny total wins the round.",
            "The winner gets to keep the current Treasure card.",
        ],
        status: Status::Enforced {
            tests: &[
                "highest_total_wins_the_current_treasure",
                "hoards_score_their_treasure_points",
            ],
        },
        note: "",
    },
    Rule {
        section: "Destiny Phase",
        quotes: quotes!["All played cards are discarded."],
        status: Status::Enforced {
            tests: &["highest_total_wins_the_current_treasure"],
        },
        note: "",
    },
    Rule {
        section: "Destiny Phase",
        quotes: quotes![
            "In case of a tie, no one gets the treasure.",
            "The treasure becomes 'buried'.",
        ],
        status: Status::Enforced {
            tests: &["a_tie_buries_the_treasure_and_the_next_winner_takes_all"],
        },
        note: "A tie for the highest total buries the current treasure.",
    },
    Rule {
        section: "Destiny Phase",
        quotes: quotes![
            "The player that wins next round gets the current treasure, and all",
            "Buried treasures.",
        ],
        status: Status::Enforced {
            tests: &["a_tie_buries_the_treasure_and_the_next_winner_takes_all"],
        },
        note: "The next round won outright takes every buried treasure, however many rounds were tied before it.",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["King: All Base cards used by this player have a value of +2."],
        status: Status::Enforced {
            tests: &["king_bases_plus_2"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Warrior: Bonus cards +2."],
        status: Status::Enforced {
            tests: &["warrior_bonus_plus_2"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Wizard: Multiplier cards +1."],
        status: Status::Enforced {
            tests: &["wizard_multipliers_plus_1"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Lover: If 2 of a player's cards have matching alignments each gets an additional +1.",
            "If 3 of a player's cards have matching alignments each gets an additional +1.",
        ],
        status: Status::Enforced {
            tests: &["lover_adds_1_to_each_matching_card"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Barbarian: Chaos cards +1."],
        status: Status::Enforced {
            tests: &["barbarian_chaos_plus_1"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Barbarian: Chaos cards +1."],
        status: Status::Reading {
            title: "\"X cards +1\" raise every played card of X",
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Knight: Law cards +1."],
        status: Status::Enforced {
            tests: &["knight_law_plus_1"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Dragon: Cannot use bonus cards, but may attach 2 Multiplier cards to a base card.",
            "The multiplier cards are added together and are then multiplied by the base card value.",
        ],
        status: Status::Enforced {
            tests: &["dragon_no_bonus_two_multipliers_added"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Alchemist: Change the alignment of one of your cards."],
        status: Status::Enforced {
            tests: &["alchemist_changes_a_cards_alignment"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Alchemist: Change the alignment of one of your cards."],
        status: Status::Reading {
            title: "The Alchemist changes a card in hand for the round",
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Thief: Steal 1 random card from 1 opponents hand in action phase. Discard 1 card.",
        ],
        status: Status::Enforced {
            tests: &["thief_steals_then_discards"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Jester: In action phase cause 2 other players to give each other 1 random card",
            "from their hands.",
        ],
        status: Status::Enforced {
            tests: &["jester_makes_two_others_swap_a_card"],
        },
        note: "With only two players there are not two others, so the Jester has nothing to do.",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Merchant: Once in each action phase draw 1 card and discard one card."],
        status: Status::Enforced {
            tests: &["merchant_draws_and_discards_once"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Amazon: Treat all Bonus cards as Nature cards."],
        status: Status::Enforced {
            tests: &["amazon_bonus_cards_are_nature"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Assassin: Cause 1 target Aid card to be discarded in Action phase."],
        status: Status::Enforced {
            tests: &["assassin_discards_an_aid_card"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Ranger: Nature cards +1"],
        status: Status::Enforced {
            tests: &["ranger_nature_plus_1"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Warlord: Treat Chaos cards as Law cards"],
        status: Status::Enforced {
            tests: &["warlord_chaos_counts_as_law"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Warlord: Treat Chaos cards as Law cards",
            "Paladin: Treat Evil cards as Good cards",
            "Necromancer: Treat all Good cards as Evil cards",
        ],
        status: Status::Reading {
            title: "\"Treat as\" powers act on the owner's cards, once",
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Paladin: Treat Evil cards as Good cards"],
        status: Status::Enforced {
            tests: &["paladin_evil_counts_as_good"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Oracle: Look at all hands of all opponents in action phase."],
        status: Status::Enforced {
            tests: &["oracle_sees_all_hands_in_the_action_phase"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Rogue: You may play 2 bonus cards on a Base card if no multiplier card is played",
        ],
        status: Status::Enforced {
            tests: &["rogue_two_bonuses_without_multiplier"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes![
            "Rogue: You may play 2 bonus cards on a Base card if no multiplier card is played",
            "Dragon: Cannot use bonus cards",
        ],
        status: Status::Reading {
            title: "Rogue and Dragon",
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Druid: Treat all multiplier cards as Nature cards."],
        status: Status::Enforced {
            tests: &["druid_multipliers_are_nature"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Necromancer: Treat all Good cards as Evil cards"],
        status: Status::Enforced {
            tests: &["necromancer_good_counts_as_evil"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Wraith Lord: Evil cards +1"],
        status: Status::Enforced {
            tests: &["wraith_lord_evil_plus_1"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Overlord: Destiny total +3"],
        status: Status::Enforced {
            tests: &["overlord_total_plus_3"],
        },
        note: "",
    },
    Rule {
        section: "Character Card List",
        quotes: quotes!["Emperor: Maximum hand size +1"],
        status: Status::Variant {
            variant: "hand_size",
        },
        note: "No rule sets a maximum hand size: hands are filled to 7. By default the Emperor's hand fills to 8 (9 with the Philosophers Stone), so the power does something; the other reading still fills to 7 and the +1 does nothing.",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes!["Alignment Type Value", "Character: Power"],
        status: Status::Reading {
            title: "The cards come from the game's Destiny deck",
        },
        note: "",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes![
            "Good Base 1",
            "Good Base 2",
            "Good Base 3",
            "Good Base 4",
            "Good Bonus +1",
            "Good Bonus +2",
            "Good Bonus +3",
            "Good Multiplier x2",
            "Good Multiplier x3",
            "Good Multiplier x4",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The ten Good cards: Base 1 to 4, Bonus +1 to +3, Multiplier x2 to x4, read from the game file's Destiny deck.",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes![
            "Evil Base 1",
            "Evil Base 2",
            "Evil Base 3",
            "Evil Base 4",
            "Evil Bonus +1",
            "Evil Bonus +2",
            "Evil Bonus +3",
            "Evil Multiplier x2",
            "Evil Multiplier x3",
            "Evil Multiplier x4",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The ten Evil cards: Base 1 to 4, Bonus +1 to +3, Multiplier x2 to x4, read from the game file's Destiny deck.",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes![
            "Law Base 1",
            "Law Base 2",
            "Law Base 3",
            "Law Base 4",
            "Law Bonus +1",
            "Law Bonus +2",
            "Law Bonus +3",
            "Law Multiplier x2",
            "Law Multiplier x3",
            "Law Multiplier x4",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The ten Law cards: Base 1 to 4, Bonus +1 to +3, Multiplier x2 to x4, read from the game file's Destiny deck.",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes![
            "Chaos Base 1",
            "Chaos Base 2",
            "Chaos Base 3",
            "Chaos Base 4",
            "Chaos Bonus +1",
            "Chaos Bonus +2",
            "Chaos Bonus +3",
            "Chaos Multiplier x2",
            "Chaos Multiplier x3",
            "Chaos Multiplier x4",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The ten Chaos cards: Base 1 to 4, Bonus +1 to +3, Multiplier x2 to x4, read from the game file's Destiny deck.",
    },
    Rule {
        section: "Destiny Deck Card List",
        quotes: quotes![
            "Nature Base 1",
            "Nature Base 2",
            "Nature Base 3",
            "Nature Base 4",
            "Nature Bonus +1",
            "Nature Bonus +2",
            "Nature Bonus +3",
            "Nature Multiplier x2",
            "Nature Multiplier x3",
            "Nature Multiplier x4",
        ],
        status: Status::Enforced {
            tests: &[
                "destiny_deck_holds_one_of_each_listed_card",
                "the_game_file_lists_the_rules_cards",
            ],
        },
        note: "The ten Nature cards: Base 1 to 4, Bonus +1 to +3, Multiplier x2 to x4, read from the game file's Destiny deck.",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Treasure TP Special Ability", "TP = Treasure Points"],
        status: Status::Reading {
            title: "The treasures are the rules' own",
        },
        note: "The game file's Treasure deck is shown but read by no rule: editing it changes nothing at the table.",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes![
            "Lesser Hoard 1 10 of these cards in the deck",
            "Greater Hoard 2 5 of these cards in the deck",
        ],
        status: Status::Enforced {
            tests: &["treasure_deck_list", "hoards_score_their_treasure_points"],
        },
        note: "Lesser Hoards are worth 1 TP and Greater Hoards 2 TP, with no power.",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes![
            "10 of these cards in the deck",
            "5 of these cards in the deck",
            "There is one of each of the cards listed in the deck lists.",
        ],
        status: Status::Variant { variant: "hoards" },
        note: "The treasure list gives 10 Lesser and 5 Greater Hoards, but \"there is one of each of the cards listed\". By default the deck holds 10 and 5 (20 treasures, 27 TP), as the treasure list itself says; the other reading has one of each (7 treasures, 10 TP).",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Kings Crown 1 Law cards +1"],
        status: Status::Enforced {
            tests: &["kings_crown_law_plus_1", "treasure_deck_list"],
        },
        note: "",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Philosophers Stone 1 Max hand size +1"],
        status: Status::Variant {
            variant: "hand_size",
        },
        note: "Worth 1 TP. No rule sets a maximum hand size: by default its owner's hand fills to 8 (9 with the Emperor), so the power does something; the other reading still fills to 7 and the +1 does nothing.",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Crystal Ball 1 Look at all hands of all opponents in action phase"],
        status: Status::Enforced {
            tests: &["crystal_ball_sees_all_hands", "treasure_deck_list"],
        },
        note: "",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Magic Tome 1 Once in each action phase draw 1 card and discard 1 card"],
        status: Status::Enforced {
            tests: &["magic_tome_draws_and_discards_once", "treasure_deck_list"],
        },
        note: "",
    },
    Rule {
        section: "Treasure Deck Card List",
        quotes: quotes!["Dragons Hoard 3"],
        status: Status::Enforced {
            tests: &["treasure_deck_list", "hoards_score_their_treasure_points"],
        },
        note: "",
    },
    Rule {
        section: "The game file",
        quotes: quotes![],
        status: Status::Unread {
            data: &[Data::Deck("treasures")],
        },
        note: "The treasures' points and powers are the rules' own, from the text's list and the hoards variant: the deck shows them in the editor, and an edit there changes nothing at a table or in a simulation.",
    },
];
