//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Data, Rule, Status, quotes};

const INTRO: &str = "The Turn Spiral, Part 2: Combat!";
const CONSTRUCTION: &str = "III. The Construction Loop (Phase) part II - Summoning your forces";
const CALLING: &str = "A. Soldier calling (summoning)";
const HEROES: &str = "B. Hero Guardian Setting (Hero summoning)";
const ASSAULT: &str = "IV. The Assault Loop";
const SOLDIER_COMBAT: &str = "A. Soldier combat";
const HERO_COMBAT: &str = "B. Hero Combat";
const REFRESH: &str = "V. Refresh phase";
const END: &str = "VI. End of turn";
const BEYOND: &str = "What the engine adds";

pub(super) const RULES: &[Rule] = &[
    // ----- the post's opening -----
    Rule {
        section: INTRO,
        quotes: quotes![
            "The Turn Spiral, Part 2: Combat!",
            "This post focuses on the second half of the turn spiral",
            "This is the second of two columns that explain the turn spiral",
            "III. The Construction Loop (Phase) part II - Summoning your forces",
            "A. Soldier calling (summoning)",
            "B. Hero Guardian Setting (Hero summoning):",
            "IV. The Assault Loop",
            "A. Soldier combat",
            "B. Hero Combat",
            "V. Refresh phase:",
            "VI. End of turn:",
        ],
        status: Status::NotARule,
        note: "The post's title, introduction and headings: the headings are this map's sections.",
    },
    Rule {
        section: INTRO,
        quotes: quotes![],
        status: Status::Reading {
            title: "Part 1 of the spiral (placeholder)",
        },
        note: "",
    },
    // ----- III. The Construction Loop -----
    Rule {
        section: CONSTRUCTION,
        quotes: quotes![
            "The previous column explained the first sub-phase of the Construction Loop, setting cards as prayers in your temple zone and using those prayer cards to generate blessings.",
        ],
        status: Status::Reading {
            title: "Part 1 of the spiral (placeholder)",
        },
        note: "The first sub-phase is in the other column: the engine plays a stand-in (closed prayers set from the hand, prompt prayers depleted for blessings), its numbers placeholders of the game file (see What the engine adds).",
    },
    Rule {
        section: CONSTRUCTION,
        quotes: quotes![
            "Blessings are used for three purposes in Devacurse: to summon soldiers to the battlefield, to use event cards",
        ],
        status: Status::Enforced {
            tests: &[
                "soldiers_are_called_for_blessings_from_depleted_prayers",
                "the_log_says_what_a_card_played_from_the_hand_cost",
            ],
        },
        note: "Soldiers and events are paid for with blessings; the engine also asks blessings for upgrading a hero.",
    },
    Rule {
        section: CONSTRUCTION,
        quotes: quotes!["and to activate some skills and abilities."],
        status: Status::NotModelled,
        note: "No card skill or ability is activated with blessings: the card list's keywords (Pierce, Destroy soldier, Draw N) act by themselves.",
    },
    // ----- A. Soldier calling -----
    Rule {
        section: CALLING,
        quotes: quotes![
            "Devacurse is a game of apocalyptic warfare. During the soldier calling subphase you put your forces into the field and prepare for battle.",
        ],
        status: Status::NotARule,
        note: "An introduction to the step.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "The player who has “order” (who goes first) during this turn spiral begins."
        ],
        status: Status::Enforced {
            tests: &["the_player_who_has_order_begins_and_order_passes_each_spiral"],
        },
        note: "",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "to generate enough blessings to pay the blessing cost(s) of the soldier card(s) he / she wants to put in the battlefield.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_are_called_for_blessings_from_depleted_prayers"],
        },
        note: "A soldier is called only with as many unspent blessings as its cost.",
    },
    Rule {
        section: CALLING,
        quotes: quotes!["This player depletes (rotates) his / her prayer cards in the temple zone"],
        status: Status::Enforced {
            tests: &[
                "this_player_depletes_rotates_his_her_prayer_cards_in_the_temple_zone",
                "the_devout_bot_depletes_prayers_that_are_not_soldiers_first",
            ],
        },
        note: "The player names each prompt prayer it depletes, one at a time. The devout bot depletes the prayers that are not soldiers first, so a soldier waiting in a prayer stays callable. The log says a prayer was depleted, not which: it is closed.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "These soldier cards must be drawn either from the player’s hand or from prompt (vertical) closed (face down) prayer cards in the temple zone.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_are_called_from_the_hand_or_a_prompt_closed_prayer"],
        },
        note: "",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "See the previous column on soldier and hero cards for more about blessing costs",
        ],
        status: Status::Reading {
            title: "The card list is a sample",
        },
        note: "Each card's blessing cost is the cost column of the card list.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "The arena encompasses the entire playing field",
            "The battlefield is a sub-zone of the arena",
        ],
        status: Status::NotARule,
        note: "A description of the table's areas, which the table shows as zones.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "Summoned soldiers are placed within their controlling Deva’s soldier line of the battlefield",
        ],
        status: Status::Enforced {
            tests: &[
                "soldiers_are_called_for_blessings_from_depleted_prayers",
                "soldiers_are_called_from_the_hand_or_a_prompt_closed_prayer",
            ],
        },
        note: "",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "After placing his / her soldiers, the acting player may use event cards to equip them or bolster their strength with technology (inventions, equipment) or magic (incantations).",
        ],
        status: Status::Reading { title: "Events" },
        note: "Equipment, locations and incantations are played in the acting Deva's calling step, before or after its soldiers; flash events are played in the flash windows.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "Location events are played and kept in the controlling player’s temple zone, where they remain until destroyed, or until their time (indicated by a number in the lower right-hand corner) runs out.",
        ],
        status: Status::Enforced {
            tests: &["a_location_stays_until_its_time_runs_out"],
        },
        note: "The time is the card's time column, counted down at the end of each spiral; then the location goes to the cenotaph. No card of the sample list destroys a location.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "Equipment event cards are played on individual soldiers or heroes, as per their card text.",
        ],
        status: Status::Enforced {
            tests: &["equipment_is_played_on_an_individual_soldier_or_hero"],
        },
        note: "Equipment goes on one of its player's own soldiers or heroes and gives its AT and DF columns (AP on a hero); the card text itself is not read.",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "The player’s opponent may not use effect cards during this time, except for flash “!” events.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_players_opponent_may_not_use_effect_cards_during_this_time_except_for_flash_events",
            ],
        },
        note: "Once the acting Deva has finished calling, its opponent has a flash window: flash events only, prayers depleted to pay for them; then the turn goes on. The window is offered only to a Deva holding a flash event it could pay for, with something to play it on.",
    },
    Rule {
        section: CALLING,
        quotes: quotes!["See the previous column on event cards for more information on events."],
        status: Status::Reading { title: "Events" },
        note: "",
    },
    Rule {
        section: CALLING,
        quotes: quotes![
            "Once the acting player has finished, the opposing player repeats the steps above.",
        ],
        status: Status::Enforced {
            tests: &["once_the_acting_player_has_finished_the_opposing_player_repeats_the_steps"],
        },
        note: "The order holder calls first, then the other Deva; then hero setting begins.",
    },
    // ----- B. Hero Guardian Setting -----
    Rule {
        section: HEROES,
        quotes: quotes![
            "The player with “order” (who goes first) during this turn spiral now calls heroes to their hero line in the battlefield.",
        ],
        status: Status::Reading {
            title: "Order in each loop",
        },
        note: "",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "no player will able to summon heroes during the first turn spiral",
            "Since heroes can only be summoned using cards in the Cenotaph discard pile",
        ],
        status: Status::Enforced {
            tests: &["no_player_can_summon_heroes_during_the_first_turn_spiral"],
        },
        note: "",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "You need to have “slain” or used cards in order to call a hero.",
            "Hero summoning is very different from soldier calling.",
        ],
        status: Status::Enforced {
            tests: &["heroes_are_always_summoned_at_level_1_with_cenotaph_cards"],
        },
        note: "A hero is called from the hand with cards of its owner's cenotaph, which go to the black hole.",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "Think of it as the equivalent of summoning a fighter from legend using the dead souls of his comrades.",
        ],
        status: Status::NotARule,
        note: "Flavour.",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "Full details on hero summoning can be found in the previous article on soldier and hero cards.",
        ],
        status: Status::Reading { title: "Heroes" },
        note: "",
    },
    Rule {
        section: HEROES,
        quotes: quotes!["Heroes are always summoned at level 1."],
        status: Status::Enforced {
            tests: &["heroes_are_always_summoned_at_level_1_with_cenotaph_cards"],
        },
        note: "",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "On the turn spiral after they are summoned, heroes may be upgraded to level two.",
            "Read more about upgrading heroes in the previous article on soldier and hero cards.",
        ],
        status: Status::Placeholder {
            data: &[
                Data::Variant("upgrade_cost"),
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Level 2 AT",
                    field: "value",
                },
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Level 2 AP",
                    field: "value",
                },
            ],
        },
        note: "From any spiral after its calling, a level 1 hero may be upgraded once in its owner's hero setting for the blessings of the upgrade_cost variant; what level 2 adds to its AT and AP is the rule numbers Level 2 AT and Level 2 AP of the game file, which the text leaves to the other article.",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "After the acting player has called heroes to the hero line, he / she may use event cards to equip his soldiers and heroes",
        ],
        status: Status::Reading { title: "Events" },
        note: "As in soldier calling, the acting Deva plays equipment, locations and incantations in its hero setting step.",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "Location events are played and kept in the controlling player’s temple zone, where they remain until destroyed.",
            "Equipment event cards are played on individual soldiers or heroes, as per their card text. The player’s opponent may not use effect cards during this time, except for flash “!” events. See the previous column on event cards for more information.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_players_opponent_may_not_use_effect_cards_during_this_time_except_for_flash_events",
            ],
        },
        note: "As in soldier calling: once the acting Deva has set its heroes, its opponent has a flash window (flash events only).",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "Once the acting player has finished, “order” is given to the opposing player and he / she repeats the steps above.",
        ],
        status: Status::Reading {
            title: "Order in each loop",
        },
        note: "",
    },
    Rule {
        section: HEROES,
        quotes: quotes![
            "Once both players have finished setting up their soldier and hero forces, it is time for battle!",
        ],
        status: Status::Enforced {
            tests: &["once_the_acting_player_has_finished_the_opposing_player_repeats_the_steps"],
        },
        note: "Combat begins once both Devas are done setting heroes.",
    },
    // ----- IV. The Assault Loop -----
    Rule {
        section: ASSAULT,
        quotes: quotes![
            "As the title suggests, during this loop soldiers and heroes clash in epic combat.",
        ],
        status: Status::NotARule,
        note: "An introduction to the loop.",
    },
    Rule {
        section: ASSAULT,
        quotes: quotes!["Reduce these to zero and you have won the game."],
        status: Status::Enforced {
            tests: &["reduce_faith_to_zero_and_you_have_won_the_game"],
        },
        note: "",
    },
    // ----- A. Soldier combat -----
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes!["Soldiers always fight first, heroes always fight second."],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "The player with order goes first. He / she commits whatever soldiers they wish to attack by depleting those soldier cards.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "Be warned - soldier cards that are depleted will be unable to block an opponent’s counter-attack later this turn.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "A player may choose not to attack if they wish, in which case “order” passes to their opponent, who begins his / her soldier combat phase.",
        ],
        status: Status::Enforced {
            tests: &["a_player_may_choose_not_to_attack_and_order_passes_to_their_opponent"],
        },
        note: "The turn to attack passes; the order marker itself stays with its holder until the spiral ends.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "The opposing Deva may assign soldier or Hero cards to block the acting Deva’s attack by depleting as many of their hero / soldier cards as he / she wishes.",
            "The defending Deva will assign which blocker faces which attacking soldier.",
        ],
        status: Status::Enforced {
            tests: &[
                "at_greater_or_equal_df_kills_the_blocking_soldier",
                "a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith",
                "soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn",
            ],
        },
        note: "Each prompt soldier or hero blocks one attacker of the defender's choosing and is depleted.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "In the soldier combat phase, battle is not only man to man: your opponent may assign more than one soldier or hero to block one of your attacking soldiers.",
        ],
        status: Status::Variant {
            variant: "damage_split",
        },
        note: "Several blockers may block one attacker; the text does not say how its AT meets them. By default the full AT is compared with each blocker, as the text's arithmetic is written one defender at a time; the variant deals the AT out among them in the order assigned.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "If they do not block, the attacking player’s soldiers will assault their Deva directly, doing the cards’ full AT in damage to the defending player’s Faith points.",
            "The defending player may choose not to assign any blockers, or they may be unable to block.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_unblocked_attacker_strikes_faith_with_its_full_at",
                "soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn",
            ],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes!["Remember, if a player’s Faith points reach zero, they lose the game."],
        status: Status::Enforced {
            tests: &["reduce_faith_to_zero_and_you_have_won_the_game"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "To resolve combat, subtract the attacker’s AT (attack strength) from the defending card’s DF (defense).",
        ],
        status: Status::Variant {
            variant: "blockers_strike",
        },
        note: "The text has only the attacker deal damage; whether blockers strike back is a variant. By default they do not, as written (\"all damage inflicted is contained\" to the cards in the battle); the variant has each blocker deal its AT to the attacker it blocks.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "If the Attacker’s AT is > or = to the defender’s DF (i.e., DF-AT = 0 or less), the defending soldier is killed.",
            "Send the slain defender card to it’s owner’s cenotaph.",
        ],
        status: Status::Enforced {
            tests: &["at_greater_or_equal_df_kills_the_blocking_soldier"],
        },
        note: "Its equipment goes to the cenotaph with it.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "a negative DF - AT score is the same as a zero - all damage inflicted is contained to the soldiers / heroes involved directly in this battle.",
        ],
        status: Status::Enforced {
            tests: &["a_negative_df_minus_at_score_is_the_same_as_a_zero"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes!["Unless the attacker has a special skill or ability like Pierce"],
        status: Status::Reading { title: "Pierce" },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "If a hero blocks an attacker, that hero will automatically lose as many AP (Avatar points) as the attacker has AT.",
            "Resolve battle by subtracting the attacking player’s AT from the defending hero’s AP.",
        ],
        status: Status::Enforced {
            tests: &["a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith"],
        },
        note: "",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "If the hero’s AP reaches zero, this hero is slain. Send him to his owner’s black hole and subtract the hero’s maximum AP from his owner’s Faith Points.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith",
                "a_hero_whose_spell_ends_with_no_ap_left_is_slain",
            ],
        },
        note: "The maximum AP counts its level and equipment. A hero left with no AP when a spell ends is slain then.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "If the hero survives, place damage counters on him that represent the number of AP points he has lost in combat.",
        ],
        status: Status::Enforced {
            tests: &["a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith"],
        },
        note: "As written by default; the hero_counters variant (see Hero Combat) changes the counters of every surviving hero, in soldier combat too.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "Once all combat is resolved, the opposing player repeats the steps above, attacking with his soldiers.",
            "The player who attacked first is now defending, and he / she may now assign any of their soldiers still in the prompt (vertical) position to block.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "Prompt heroes may block too, as in the first exchange.",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "This metal-aligned flash event allows you to destroy one of your opponent's soldier cards",
        ],
        status: Status::NotARule,
        note: "The caption of an example card. The sample list's Meteor Strike is such a flash event (keyword Destroy soldier).",
    },
    Rule {
        section: SOLDIER_COMBAT,
        quotes: quotes![
            "Either player may use flash (!) events during this phase to influence combat."
        ],
        status: Status::Enforced {
            tests: &["either_player_may_use_flash_events_during_this_phase_to_influence_combat"],
        },
        note: "One window in each exchange, after blockers are set (the engine's reading of \"during this phase\"): the defender first, then each Deva may answer the other's flash event until both pass in a row; an exchange with no attacker has no window.",
    },
    // ----- B. Hero Combat -----
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "commits the hero(es) he / she wishes to attack by depleting them (rotating them horizontal).",
            "A player may choose not to attack,",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "The order holder attacks first.",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes!["The opponent assigns soldier(s) or hero(es) to block by depleting them."],
        status: Status::Enforced {
            tests: &[
                "the_attacker_chooses_which_hero_faces_which_blocker",
                "a_hero_cannot_attack_a_hero_while_a_prompt_enemy_soldier_remains",
            ],
        },
        note: "",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "Soldiers and heroes that were already used to block during the soldier combat round have been depleted and may not block during the hero combat round.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "If they do not block, the attacking player’s heroes will assault their Deva directly, doing the cards’ full AT in damage to the defending player’s Faith points.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "the controlling player, not the opposing player, chooses which hero to assign to which blocker.",
            "Because of this, heroes never fight more than one blocker, and combat is “man to man”.",
            "However, the reverse is not true: the attacking Deva may assign two attacking heroes to a single blocker.",
        ],
        status: Status::Enforced {
            tests: &["the_attacker_chooses_which_hero_faces_which_blocker"],
        },
        note: "The attacker must send each hero against a blocker while one it may face is left.",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes!["Heroes, unlike soldiers, are direct incarnations of their patron Devas"],
        status: Status::Reading {
            title: "Hero combat",
        },
        note: "",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "Simply put, a hero cannot attack an opponent’s hero if any prompt (vertical) enemy soldiers remain on the battlefield.",
            "There is one important limit to whom a hero can choose to fight",
            "Heroes must clear the opponent’s soldiers first before they can attack his / her heroes.",
        ],
        status: Status::Enforced {
            tests: &["a_hero_cannot_attack_a_hero_while_a_prompt_enemy_soldier_remains"],
        },
        note: "A soldier depleted by blocking no longer counts; a hero left with only heroes it may not face strikes the Deva directly (the reading Hero combat).",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "If the attacking hero’s attack strength is greater than or equal to a blocking soldier’s defense value, that soldier card is destroyed and sent to it’s owner’s cenotaph.",
            "If not, the soldier card absorbs the damage and remains. The attack is blocked.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_attacker_chooses_which_hero_faces_which_blocker",
                "damaged_soldiers_are_restored_to_full_health",
            ],
        },
        note: "The same resolution as soldier combat: a soldier struck below its defence value absorbs the blow and stays.",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "If the attacking hero’s attack strength is greater than or equal to a blocking hero’s Avatar points, that hero is destroyed and sent to the opposing player’s black hole.",
            "If not, the hero card absorbs the damage and remains.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_attacker_chooses_which_hero_faces_which_blocker",
                "a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith",
            ],
        },
        note: "The slain hero's owner loses its maximum AP in Faith, as in soldier combat.",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "Place as many damage counters on the blocking hero as the attacking hero inflicted on their AP (Defender’s AP - Attacker’s AT).",
        ],
        status: Status::Variant {
            variant: "hero_counters",
        },
        note: "The words say the AP lost (the attacker's AT), the bracketed formula says AP − AT. The words are the default, as they agree with soldier combat's counters for \"the number of AP points he has lost\"; the variant plays the formula.",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "Once the player with “order” is finished, the opposing player uses his heroes to attack back. Repeat the steps above.",
            "Or, if the opposing player has no heroes or chooses not to use them to attack, proceed to the next loop below.",
        ],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "",
    },
    Rule {
        section: HERO_COMBAT,
        quotes: quotes![
            "Either player may use flash (!) events during this phase to influence combat."
        ],
        status: Status::Enforced {
            tests: &["either_player_may_use_flash_events_during_this_phase_to_influence_combat"],
        },
        note: "As in soldier combat: one flash window after the blockers are set and the heroes sent, the defender first, each Deva answering the other until both pass.",
    },
    // ----- V. Refresh phase -----
    Rule {
        section: REFRESH,
        quotes: quotes![
            "All soldier cards that sustained damage in combat but were not destroyed are now restored to full health.",
        ],
        status: Status::Enforced {
            tests: &["damaged_soldiers_are_restored_to_full_health"],
        },
        note: "",
    },
    Rule {
        section: REFRESH,
        quotes: quotes![
            "Heroes are not restored to full health, but heroes in the prompt (vertical) position",
            "can heal 1 AP, up to the heroes’ full AP. If a hero does this, remove one damage counter.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_prompt_hero_heals_one_ap",
                "a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith",
            ],
        },
        note: "Every prompt hero with a damage counter heals; the player is not asked.",
    },
    // ----- VI. End of turn -----
    Rule {
        section: END,
        quotes: quotes!["You can use flash (!) events before this turn ends."],
        status: Status::Enforced {
            tests: &["flash_events_can_be_used_before_the_turn_ends"],
        },
        note: "The order holder first, then the other Deva; prayers may be depleted to pay.",
    },
    Rule {
        section: END,
        quotes: quotes!["Return to the prompt mode, and begin the Turn Spiral again."],
        status: Status::Enforced {
            tests: &["soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn"],
        },
        note: "Units and prayers return upright; order passes to the other Deva.",
    },
    Rule {
        section: END,
        quotes: quotes!["(see “The Turn Spiral, Part One” on this site.)"],
        status: Status::Reading {
            title: "Part 1 of the spiral (placeholder)",
        },
        note: "",
    },
    Rule {
        section: END,
        quotes: quotes![
            "All blessings generated during this round are exhausted - blessings are not cumulative across turn spirals, and do not carry over to the next one.",
            "If a player has generated more blessings than they used, they now subtract those remaining blessings from their Faith points.",
        ],
        status: Status::Enforced {
            tests: &["unspent_blessings_are_subtracted_from_faith_at_the_end_of_the_spiral"],
        },
        note: "",
    },
    Rule {
        section: END,
        quotes: quotes![
            "Faith points do not reset from one turn spiral to the next. Lost faith points are cumulative from the beginning of the game until its conclusion.",
        ],
        status: Status::Enforced {
            tests: &["thousands_of_bot_games_conserve_cards_lower_faith_only_by_the_rules_and_end"],
        },
        note: "",
    },
    Rule {
        section: END,
        quotes: quotes![
            "Continue cycling through turn spirals in this fashion until one player loses all Faith points or runs out of cards in their Universe deck. That player loses the game.",
        ],
        status: Status::Enforced {
            tests: &[
                "reduce_faith_to_zero_and_you_have_won_the_game",
                "a_deva_that_must_draw_from_an_empty_universe_deck_loses",
            ],
        },
        note: "Running out is read as having to draw from an empty universe deck.",
    },
    Rule {
        section: END,
        quotes: quotes![],
        status: Status::Reading { title: "The end" },
        note: "",
    },
    // ----- what the engine adds where the text is silent -----
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Reading {
            title: "Starting position (placeholder)",
        },
        note: "",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[
                Data::Tracker("faith"),
                Data::Variant("hand"),
                Data::Variant("start_prayers"),
            ],
        },
        note: "The starting Faith is the start of the game file's Faith tracker, the one place it is set (the start form has no Faith of its own); the starting hand and closed prayers are variants on the start form.",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[
                Data::Variant("draw"),
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Prayers set each spiral",
                    field: "value",
                },
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Blessings per prayer",
                    field: "value",
                },
            ],
        },
        note: "The stand-in first half of the spiral: the cards each Deva draws (a variant on the start form), the closed prayers it may set from its hand and the blessings each prompt prayer gives when depleted (rule numbers of the game file). That a prayer is set from the hand, and depleted for blessings in the steps that spend them, is the engine's reading of the other column (Part 1 of the spiral).",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Reading {
            title: "The card list is a sample",
        },
        note: "",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[Data::Deck("universe")],
        },
        note: "The sample universe deck stands in for the card list: its columns give each card's cost, AT, DF, AP, event kind, time and keywords.",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Placeholder {
            data: &[Data::Deck("universe-2")],
        },
        note: "Each Deva plays its own universe deck when the game gives the second Deva one (the second universe deck, empty as shipped); with it empty, each plays a copy of the first.",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Reading { title: "Heroes" },
        note: "",
    },
    Rule {
        section: BEYOND,
        quotes: quotes![],
        status: Status::Reading { title: "Events" },
        note: "",
    },
];
