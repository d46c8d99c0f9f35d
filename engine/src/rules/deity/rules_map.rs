//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Rule, Status, quotes};

pub(super) const RULES: &[Rule] = &[
    // ----- the turn -----
    Rule {
        section: "The seven phases",
        quotes: quotes![
            "DRAW PHASE",
            "BUILD TEMPLE PHASE",
            "RAISE ARMIES PHASE",
            "POPULATION GROWTH PHASE",
            "MIRACLE PHASE",
            "BATTLE PHASE",
            "MOVEMENT PHASE",
        ],
        status: Status::Enforced {
            tests: &[
                "the_turn_runs_the_seven_phases_in_order",
                "phases_carry_their_rule_sentences_and_the_status_names_the_seat",
            ],
        },
        note: "A turn runs the seven phases in the order of the headings. Draw and population growth happen by themselves; the player ends each of the others.",
    },
    Rule {
        section: "The seven phases",
        quotes: quotes![],
        status: Status::Reading {
            title: "Turns and rounds",
        },
        note: "",
    },
    // ----- draw phase -----
    Rule {
        section: "Draw phase",
        quotes: quotes![
            "Each player draws one card plus a number of cards equal to the number of",
            "temples he controls.",
        ],
        status: Status::Enforced {
            tests: &["each_player_draws_one_card_plus_one_per_temple"],
        },
        note: "Drawn at the start of the player's own turn; which temples they control follows the control variant.",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes![
            "temples he controls",
            "each space you control",
            "Target hex you control",
        ],
        status: Status::Variant { variant: "control" },
        note: "The text never says what controlling a hex means. By default you control every hex holding any of your counters (the plainest reading); the variant can limit it to hexes holding your population, or extend it to empty land next to your population that no rival touches.",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes!["A player may have a maximum of 7 cards in his hand."],
        status: Status::Enforced {
            tests: &[
                "hand_limit_is_7_and_excess_cards_are_discarded",
                "sacrifice_past_the_hand_limit_asks_for_a_discard",
            ],
        },
        note: "Checked whenever cards are drawn: after the draw and after Sacrifice.",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes!["Excess cards are discarded."],
        status: Status::Enforced {
            tests: &["hand_limit_is_7_and_excess_cards_are_discarded"],
        },
        note: "The player chooses which cards to discard before play goes on.",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes![],
        status: Status::Reading {
            title: "Deck and hands",
        },
        note: "",
    },
    // ----- build temple phase -----
    Rule {
        section: "Build temple phase",
        quotes: quotes!["Replace six Population counters in a single hex with a Temple counter."],
        status: Status::Enforced {
            tests: &["replace_six_population_in_a_single_hex_with_a_temple"],
        },
        note: "The hex must be the player's own and hold at least six population.",
    },
    Rule {
        section: "Build temple phase",
        quotes: quotes!["A space may only contain a single Temple."],
        status: Status::Enforced {
            tests: &["a_space_may_only_contain_a_single_temple"],
        },
        note: "",
    },
    Rule {
        section: "Build temple phase",
        quotes: quotes!["Temples cannot be built adjacent to other Temples."],
        status: Status::Enforced {
            tests: &["temples_cannot_be_built_adjacent_to_other_temples"],
        },
        note: "Any player's temple next door forbids it.",
    },
    Rule {
        section: "Build temple phase",
        quotes: quotes!["You may build multiple Temples in this phase."],
        status: Status::Enforced {
            tests: &["you_may_build_multiple_temples_in_this_phase"],
        },
        note: "",
    },
    // ----- raise armies phase -----
    Rule {
        section: "Raise armies phase",
        quotes: quotes![
            "Replace up to half of the Population counters in a hex with Army counters."
        ],
        status: Status::Enforced {
            tests: &["replace_up_to_half_of_the_population_in_a_hex_with_armies"],
        },
        note: "How \"half\" is counted is the reading \"Up to half\".",
    },
    Rule {
        section: "Raise armies phase",
        quotes: quotes!["up to half of the Population counters"],
        status: Status::Reading {
            title: "Up to half",
        },
        note: "",
    },
    Rule {
        section: "Raise armies phase",
        quotes: quotes!["You may raise armies in multiple spaces in this phase."],
        status: Status::Enforced {
            tests: &["you_may_raise_armies_in_multiple_spaces"],
        },
        note: "",
    },
    Rule {
        section: "Raise armies phase",
        quotes: quotes!["Armies already existing may be converted back to Population counters."],
        status: Status::Enforced {
            tests: &["armies_may_be_converted_back_to_population"],
        },
        note: "Done in this phase, as many as the player likes, within the terrain limit.",
    },
    // ----- population growth phase -----
    Rule {
        section: "Population growth phase",
        quotes: quotes![
            "Place a Population counter on each space you control not occupied by an Army",
            "or a Temple.",
        ],
        status: Status::Enforced {
            tests: &["population_grows_on_each_space_you_control_without_army_or_temple"],
        },
        note: "Growth runs by itself in the player's own turn; a hex with monsters does not grow either (they are treated like armies).",
    },
    Rule {
        section: "Population growth phase",
        quotes: quotes!["The number of markers in a hex cannot exceed the Terrain limit."],
        status: Status::Enforced {
            tests: &[
                "markers_cannot_exceed_the_terrain_limit_excess_discarded",
                "armies_and_temples_count_toward_the_limit_by_default",
                "a_changed_terrain_limit_is_played",
            ],
        },
        note: "Held at all times: growth, moves, miracles and starts never put a hex over its limit.",
    },
    Rule {
        section: "Population growth phase",
        quotes: quotes!["markers in a hex"],
        status: Status::Variant {
            variant: "limit_counts",
        },
        note: "\"Markers\" may mean every counter or only population. By default every counter counts (population, armies, monsters and a temple), as \"markers\" names no kind; the variant counts population only.",
    },
    Rule {
        section: "Population growth phase",
        quotes: quotes!["Discard excess counters."],
        status: Status::Enforced {
            tests: &[
                "markers_cannot_exceed_the_terrain_limit_excess_discarded",
                "fertility_double_the_population_in_target_space",
            ],
        },
        note: "Population that would go over the limit is discarded, from growth and from miracles alike.",
    },
    // ----- miracle phase -----
    Rule {
        section: "Miracle phase",
        quotes: quotes!["A player may use none, some, or all of his cards."],
        status: Status::Enforced {
            tests: &["a_player_may_use_none_some_or_all_of_his_cards"],
        },
        note: "",
    },
    Rule {
        section: "Miracle phase",
        quotes: quotes!["Most cards (miracles) are played during this phase."],
        status: Status::Enforced {
            tests: &["a_refused_card_or_hex_says_which_rule_refuses_it"],
        },
        note: "Every card but Resurrection and Abjuration is played only in its owner's miracle phase.",
    },
    Rule {
        section: "Miracle phase",
        quotes: quotes!["Some cards are used during other phases."],
        status: Status::Enforced {
            tests: &[
                "some_cards_are_used_during_other_phases",
                "abjuration_negates_a_card_played_by_another_player",
            ],
        },
        note: "Resurrection is played at the end of a battle phase, Abjuration in answer to another player's card.",
    },
    Rule {
        section: "Miracle phase",
        quotes: quotes!["A card is used to ‘perform a miracle'."],
        status: Status::NotARule,
        note: "Names the act: playing a card is called performing a miracle.",
    },
    // ----- battle phase -----
    Rule {
        section: "Battle phase",
        quotes: quotes!["Armies may attack units in adjacent hexes."],
        status: Status::Enforced {
            tests: &[
                "armies_may_attack_units_in_adjacent_hexes",
                "an_army_attacks_once_a_turn_without_holy_war",
            ],
        },
        note: "Each army attacks once a turn (Holy War allows twice); monsters attack as armies.",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes!["attack units in adjacent hexes"],
        status: Status::Variant {
            variant: "multi_hex_battle",
        },
        note: "The text does not say whether armies in several hexes may join one attack. By default an attack comes from a single hex next to the target (the smallest reading); the variant lets armies from several adjacent hexes attack together.",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes!["Population counters may not attack."],
        status: Status::Enforced {
            tests: &["population_counters_may_not_attack"],
        },
        note: "",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes!["The attacker rolls 2 dice for every attacking army."],
        status: Status::Enforced {
            tests: &[
                "the_attacker_rolls_2_dice_for_every_attacking_army",
                "the_battle_log_shows_the_dice",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes![
            "The defender rolls 2 dice for every defending army.",
            "The defender also rolls 1 die for every 2 population counters rounding up.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_defender_rolls_2_per_army_and_1_per_2_population_rounding_up",
                "the_battle_log_shows_the_dice",
            ],
        },
        note: "Defending monsters roll as armies; a temple rolls nothing.",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes!["Every roll of 1 on D6 indicates one enemy counter is destroyed."],
        status: Status::Enforced {
            tests: &["every_roll_of_1_destroys_one_enemy_counter"],
        },
        note: "Both sides roll at once each round.",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes!["Armies are destroyed before populations & populations before Temples."],
        status: Status::Enforced {
            tests: &["armies_are_destroyed_before_populations_and_populations_before_temples"],
        },
        note: "The same order holds for every miracle that destroys counters.",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes![],
        status: Status::Reading {
            title: "Battle losses",
        },
        note: "",
    },
    Rule {
        section: "Battle phase",
        quotes: quotes![
            "This procedure is repeated until:",
            "All attacking armies are destroyed.",
            "The attacker decides to retreat.",
            "all defending counters are destroyed.",
        ],
        status: Status::Enforced {
            tests: &[
                "battle_repeats_until_attack_destroyed_retreat_or_defence_destroyed",
                "a_battle_ends_when_all_attacking_armies_are_destroyed",
            ],
        },
        note: "After each round the attacker presses on or retreats; surviving attackers stay in their own hexes.",
    },
    // ----- movement phase -----
    Rule {
        section: "Movement phase",
        quotes: quotes!["Population counters & armies may move one space."],
        status: Status::Enforced {
            tests: &[
                "population_and_armies_may_move_one_space",
                "counters_cannot_move_onto_water",
            ],
        },
        note: "Each counter moves at most once a phase, onto land, within the terrain limit; monsters never move.",
    },
    Rule {
        section: "Movement phase",
        quotes: quotes!["may move one space"],
        status: Status::Reading {
            title: "One player per hex",
        },
        note: "",
    },
    Rule {
        section: "Movement phase",
        quotes: quotes!["Temples cannot move."],
        status: Status::Enforced {
            tests: &["temples_cannot_move"],
        },
        note: "",
    },
    // ----- the miracle cards -----
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Earthquake Target hex: Destroy 1D6 counters"],
        status: Status::Enforced {
            tests: &["earthquake_target_hex_destroy_1d6_counters"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Crumble Destroy target Temple"],
        status: Status::Enforced {
            tests: &["crumble_destroy_target_temple"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Tidal Wave Coastal space: Destroy 1D6 counters"],
        status: Status::Enforced {
            tests: &["tidal_wave_coastal_space_destroy_1d6_counters"],
        },
        note: "Which hexes are coastal follows the coastal variant.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Coastal space",
            "Target coastal hex",
            "Discard target empty coastal hex",
        ],
        status: Status::Variant { variant: "coastal" },
        note: "The text does not define coastal. By default a coastal hex is land beside at least one water hex (the map's own sea); the variant also counts land on the edge of the map.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Volcanic Eruption Mountain space: Destroy 1D6 counters"],
        status: Status::Enforced {
            tests: &["volcanic_eruption_mountain_space_destroy_1d6_counters"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Flood Target coastal hex and all adjacent hexes",
            "lose 1 population counter each",
        ],
        status: Status::Enforced {
            tests: &["flood_target_coastal_hex_and_adjacent_lose_1_population_each"],
        },
        note: "Only population is lost; armies and temples stay.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Alter Land Draw a terrain counter. Replace target terrain",
            "on map with it",
        ],
        status: Status::Enforced {
            tests: &["alter_land_replace_target_terrain_with_a_drawn_counter"],
        },
        note: "The counter is drawn from the reserve; counters over the new terrain's limit are discarded.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Draw a terrain counter."],
        status: Status::Reading {
            title: "Miracles the text leaves open",
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Create Land Draw a terrain counter. Put counter on target",
            "water hex",
        ],
        status: Status::Enforced {
            tests: &["create_land_put_a_drawn_counter_on_target_water_hex"],
        },
        note: "The counter is drawn from the reserve.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Destroy Land Discard target empty coastal hex"],
        status: Status::Enforced {
            tests: &["destroy_land_discard_target_empty_coastal_hex"],
        },
        note: "The hex becomes water and its terrain counter goes back to the reserve.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Sacrifice Discard 3 population counters to draw 2 cards"],
        status: Status::Enforced {
            tests: &[
                "sacrifice_discard_3_population_to_draw_2_cards",
                "sacrifice_past_the_hand_limit_asks_for_a_discard",
            ],
        },
        note: "The three population come from one hex of the player.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Prophet Target hex and all adjacent hexes produce 1",
            "additional population counter",
        ],
        status: Status::Enforced {
            tests: &["prophet_target_hex_and_adjacent_produce_1_additional_population"],
        },
        note: "The population is added at once, in each hex of the area that would grow for its holder.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Holy War Armies get to attack twice this turn if they",
            "survive their first attack",
        ],
        status: Status::Enforced {
            tests: &[
                "holy_war_armies_attack_twice_if_they_survive",
                "an_army_attacks_once_a_turn_without_holy_war",
            ],
        },
        note: "Without it each army attacks once a turn.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Chasm Destroy all armies in target space"],
        status: Status::Enforced {
            tests: &["chasm_destroy_all_armies_in_target_space"],
        },
        note: "Monsters in the space are destroyed too.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Fire Forest space: Destroy 1D6 counters"],
        status: Status::Enforced {
            tests: &["fire_forest_space_destroy_1d6_counters"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Famine Target hex and all adjacent hexes gain no",
            "population this turn",
        ],
        status: Status::Enforced {
            tests: &["famine_target_hex_and_adjacent_gain_no_population"],
        },
        note: "No growth, Prophet, Fertility or Repopulate adds population there while it lasts.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "population this turn",
            "Counters may not attack target space this turn",
        ],
        status: Status::Reading {
            title: "Lasting miracles",
        },
        note: "\"This turn\" is read as until the caster's next turn begins, so Famine and Sanctuary act on the other players' turns.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Plague Target hex: Destroy all but 1D6 counters"],
        status: Status::Enforced {
            tests: &["plague_target_hex_destroy_all_but_1d6_counters"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Fertility Double the number of population counters in target",
            "space",
        ],
        status: Status::Enforced {
            tests: &["fertility_double_the_population_in_target_space"],
        },
        note: "Capped at the terrain limit.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Monsters Place 1D3 monster counters on any empty space."],
        status: Status::Enforced {
            tests: &["monsters_place_1d3_monster_counters_on_an_empty_space"],
        },
        note: "No more than the terrain limit allows.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Treat them like armies except they cannot move &",
            "they cannot be turned into population counters.",
            "You control them",
        ],
        status: Status::Enforced {
            tests: &["monsters_place_1d3_monster_counters_on_an_empty_space"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Treat them like armies"],
        status: Status::Reading { title: "Monsters" },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Blight Put blight counter on empty hex."],
        status: Status::Enforced {
            tests: &["blight_on_an_empty_hex_rolls_each_turn_and_goes_on_a_1"],
        },
        note: "The blight belongs to nobody.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["No counters may enter this space."],
        status: Status::Enforced {
            tests: &["no_counters_may_enter_a_blighted_space"],
        },
        note: "Moves, Godspeed and miracles that add counters are all refused there.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Each turn roll 1D6 at the beginning of Miracle phase.",
            "On a roll of 1 the Blight disappears",
        ],
        status: Status::Reading {
            title: "Lasting miracles",
        },
        note: "Rolled once a round, at the start of the miracle phase of the player who placed it.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Sanctuary Counters may not attack target space this turn"],
        status: Status::Enforced {
            tests: &[
                "sanctuary_counters_may_not_attack_target_space",
                "sanctuary_is_a_miracle_on_a_hex",
            ],
        },
        note: "It lasts until the caster's next turn begins (see Lasting miracles).",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Draught Target Desert hex and all adjacent hexes lose 1",
            "population counter each",
        ],
        status: Status::Enforced {
            tests: &["draught_target_desert_hex_and_adjacent_lose_1_population"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Godspeed Move some or all of the nontemple counters in",
            "target space to another space up to Three hexes away",
        ],
        status: Status::Enforced {
            tests: &["godspeed_moves_nontemple_counters_up_to_three_hexes"],
        },
        note: "It moves the player's own population and armies to land they may enter, within the terrain limit.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Pestilence Target Swamp hex and all adjacent hexes lose 1",
            "population counter each",
        ],
        status: Status::Enforced {
            tests: &["pestilence_target_swamp_hex_and_adjacent_lose_1_population"],
        },
        note: "",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Ressurrection Play at end of battle phase."],
        status: Status::Variant {
            variant: "resurrection",
        },
        note: "The text does not say whose battle phase. By default any player may play it at the end of any battle phase, on a hex where they lost counters that turn (the text names no player); the variant allows it only at the end of the player's own battle phase.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Bring back to life all",
            "counters destroyed this turn in target hex",
        ],
        status: Status::Enforced {
            tests: &[
                "resurrection_at_end_of_battle_brings_back_counters_destroyed_this_turn",
                "resurrection_cannot_raise_counters_on_a_hex_sunk_since",
            ],
        },
        note: "It brings back the player's own counters, up to the terrain limit, and not on a hex another player now holds or that has sunk.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Abjuration Negate the effects of a card played by another player"],
        status: Status::Enforced {
            tests: &[
                "abjuration_negates_a_card_played_by_another_player",
                "an_abjuration_can_itself_be_abjured",
            ],
        },
        note: "Under the default timing the card answered has no effect and both go to the discard pile.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Negate the effects of a card played by another player"],
        status: Status::Variant {
            variant: "abjuration",
        },
        note: "The text does not say when it is played. By default it is played at once in answer to another player's card, which then has no effect (the written reading); the variant plays it in your miracle phase to end another player's Sanctuary or Famine on a hex, or a Blight.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes![
            "Hurricane Target ocean hex: All adjacent hexes lose 1",
            "population counter each",
        ],
        status: Status::Enforced {
            tests: &["hurricane_target_ocean_hex_all_adjacent_lose_1_population"],
        },
        note: "Any water hex is ocean.",
    },
    Rule {
        section: "Miracle cards",
        quotes: quotes!["Repopulate Target hex you control gains 1D6 Population counters"],
        status: Status::Enforced {
            tests: &["repopulate_target_hex_you_control_gains_1d6_population"],
        },
        note: "Capped at the terrain limit.",
    },
    // ----- notes -----
    Rule {
        section: "Notes",
        quotes: quotes!["The deck should contain two of each card."],
        status: Status::Enforced {
            tests: &[
                "the_deck_should_contain_two_of_each_card",
                "the_shipped_definition_holds_the_printed_terrain_table_and_deck",
                "changed_miracle_copies_make_the_deck",
            ],
        },
        note: "The copies are the count column of the miracle deck in the game file.",
    },
    // ----- terrain counters list -----
    Rule {
        section: "Terrain counters list",
        quotes: quotes![
            "TERRAIN COUNTERS LIST # TYPE NOTES",
            "NOTES",
            "OTHER COUNTERS LIST",
        ],
        status: Status::NotARule,
        note: "Headings and column titles.",
    },
    Rule {
        section: "Terrain counters list",
        quotes: quotes![
            "10 Mountains",
            "Maximum 10 counters",
            "10 Forests Maximum 15 counters",
            "20 Plains Maximum 20 counters",
            "5 Swamps",
            "10 Deserts Maximum 10 counters",
            "5 River Valleys",
            "the water; Maximum 25 counters",
        ],
        status: Status::Enforced {
            tests: &[
                "terrain_counters_list",
                "the_shipped_definition_holds_the_printed_terrain_table_and_deck",
                "changed_terrain_counts_build_the_world",
            ],
        },
        note: "The counts and limits are the terrains of the game file, which a designer may edit.",
    },
    Rule {
        section: "Terrain counters list",
        quotes: quotes![
            "Defense: One less counter destroyed by",
            "attacking armies per roll",
        ],
        status: Status::Variant {
            variant: "mountains",
        },
        note: "\"Per roll\" may mean each round of dice or each army's pair of dice. By default the attacker destroys one counter fewer each round of battle (a roll of the dice); the variant takes one off each attacking army's pair, so only a double 1 kills.",
    },
    Rule {
        section: "Terrain counters list",
        quotes: quotes!["Temples cannot be built in swamps;"],
        status: Status::Enforced {
            tests: &["temples_cannot_be_built_in_swamps"],
        },
        note: "",
    },
    Rule {
        section: "Terrain counters list",
        quotes: quotes!["In setup one facing must be kept exposed to"],
        status: Status::Enforced {
            tests: &[
                "a_river_valley_keeps_one_facing_exposed_to_the_water",
                "placements_and_coasts_follow_the_neighbours_as_terrain_changes",
            ],
        },
        note: "While the world is built, a River Valley goes only beside water and no placement may close its last water side.",
    },
    // ----- notes: setting up -----
    Rule {
        section: "Notes",
        quotes: quotes!["In setup put out all terrains except five to be kept in reserve."],
        status: Status::Enforced {
            tests: &["in_setup_put_out_all_terrains_except_five_kept_in_reserve"],
        },
        note: "The reserve is what Alter Land and Create Land draw from.",
    },
    Rule {
        section: "Notes",
        quotes: quotes!["In setup put out all terrains"],
        status: Status::Variant { variant: "world" },
        note: "The text does not say how the terrain is put out. By default the players build the world as the game's page describes (in turn each draws a counter and places it next to placed terrain, two redraws each, the high roll first; empty hexes are water); the variants generate the map from the seed, with or without the starts.",
    },
    Rule {
        section: "Notes",
        quotes: quotes![],
        status: Status::Reading { title: "Map size" },
        note: "",
    },
    Rule {
        section: "Notes",
        quotes: quotes![],
        status: Status::Reading { title: "Starts" },
        note: "From the game's page: each player starts with 4D6 population in one Plains hex, not within 6 hexes of another start, with no cards, armies or temples.",
    },
    Rule {
        section: "Notes",
        quotes: quotes!["The maximum counter figures are the terrain limits."],
        status: Status::Enforced {
            tests: &[
                "terrain_counters_list",
                "a_changed_terrain_limit_is_played",
                "markers_cannot_exceed_the_terrain_limit_excess_discarded",
            ],
        },
        note: "",
    },
    // ----- other counters list -----
    Rule {
        section: "Other counters list",
        quotes: quotes![
            "Each side gets an unlimited number of population, army, and temple counters."
        ],
        status: Status::Enforced {
            tests: &["each_side_gets_an_unlimited_number_of_counters"],
        },
        note: "Only the terrain limits cap what a player holds.",
    },
    // ----- from the game's page and the engine -----
    Rule {
        section: "Victory",
        quotes: quotes![],
        status: Status::Reading { title: "Victory" },
        note: "From the game's page: a player wins by destroying all of the opponents' armies, populations and temples.",
    },
    Rule {
        section: "Victory",
        quotes: quotes![],
        status: Status::Reading {
            title: "Round limit",
        },
        note: "",
    },
];
