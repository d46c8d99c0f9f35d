//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Data, Rule, Status, quotes};

pub(super) const RULES: &[Rule] = &[
    // ----- the document's opening -----
    Rule {
        section: "Foreword",
        quotes: quotes![
            "Yet across the gulf of space, minds that are to our minds as ours are to those of the beasts that perish",
            "Component Overview.xDevastation Phase .xBattle Cards .x",
            "Relive the story told by H. G. Wells in his famous noveland command the desperate human forces defendingEarth from the Martian invasion.",
        ],
        status: Status::NotARule,
        note: "The epigraph, the table of contents and the foreword's flavour.",
    },
    Rule {
        section: "Foreword",
        quotes: quotes!["The War of the Worlds is a solitaire strategy board game."],
        status: Status::Reading {
            title: "The Martians are the engine's",
        },
        note: "",
    },
    // ----- Component overview -----
    Rule {
        section: "Component overview",
        quotes: quotes!["Factory symbols show where you can placenewly purchased Units."],
        status: Status::Enforced {
            tests: &["units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone"],
        },
        note: "Which zones have a Factory symbol is the Zones table's (a placeholder map).",
    },
    Rule {
        section: "Component overview",
        quotes: quotes!["Hills improve your defense duringBattles."],
        status: Status::Enforced {
            tests: &["hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun"],
        },
        note: "Hills give the Humans the Initiative and free Earthworks (see the Battle Phase).",
    },
    Rule {
        section: "Component overview",
        quotes: quotes!["Use the Land Battle Board to resolve Land Battles"],
        status: Status::Reading {
            title: "Land Battle Board",
        },
        note: "",
    },
    Rule {
        section: "Component overview",
        quotes: quotes!["Naval Battle Board to resolve Naval Battles."],
        status: Status::NotModelled,
        note: "The text never gives the naval battle's procedure: the table has no Naval Battle Board and plays an abstract naval battle instead (see the reading “Escape and the naval battle”).",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "There are a total of 5 Tripod Staging Areas where each ofa Wave’s Tripods are placed.",
        ],
        status: Status::Enforced {
            tests: &[
                "set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone",
                "waves_3_4_and_5_arrive_when_the_germ_counter_reaches_3_6_and_9",
            ],
        },
        note: "",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "This keeps track of Human and Martian Progress withVictory, Germs, Colonization, and Production Points.",
            "Use these counters to record yourProduction Points on the ProgressTrack.",
            "Use the Human and Martian VictoryPoint counters to record the Pointson the Progress Track.",
            "on the Progress Track.Place the Human",
        ],
        status: Status::Enforced {
            tests: &[
                "human_vp_losses_borrow_from_the_germ_counter_and_stop_at_zero",
                "ten_martian_vp_advance_the_colonization_counter",
                "production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone",
            ],
        },
        note: "The Production Points' x1 and x10 counters reach 99.",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "Production counters are placed in thesesquares to show the Zone’s current WorkforceValue and Production Points.",
            "Production counters are used to keeptrack of a Zone’s Workforce Value.",
            "Thecurrent Workforce Value of the Zone isprinted in the upper right corner.",
        ],
        status: Status::Enforced {
            tests: &["heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees"],
        },
        note: "Each zone shows its Workforce Value and the Gears it gives.",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "The Strategic Map depicts France at the beginning of theXXth Century. This map is divided into named Zones.",
        ],
        status: Status::Reading {
            title: "The Strategic Map (Zones table)",
        },
        note: "",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "Harbor Sites are found around the coastal edges of themap.",
            "Place Production counters ineach Zone, according to theinitial value indicated in thesquare matching the Zone.",
        ],
        status: Status::Placeholder {
            data: &[Data::Deck("zones")],
        },
        note: "The Zones table's harbor and workforce columns stand in for the map's Harbor Sites and starting Workforce Values.",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "This area is where the Martian Flying Machine is builtthroughout the game.",
            "Handling Machines turn Cylinders into Waves.",
        ],
        status: Status::Reading {
            title: "Assembly Phase",
        },
        note: "",
    },
    Rule {
        section: "Component overview",
        quotes: quotes!["Handling Machines turn Cylinders into Waves."],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "charts",
                row: "Flying Machine",
                field: "red",
            }],
        },
        note: "One roll on the Flying Machine chart each Assembly Phase: Red adds a piece.",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "The Player Help Sheet has information to help youthrough each of the Sequence of Play’s different phases.",
            "Follow the Sequence of Play to complete each turn.",
            "FOREWORDAlso On the Display Board",
            "There are several helpful areas on the Display Board thatwill help you play The War of the Worlds.",
            "Your copy of The War of the Worlds contains the following:",
            "Land Battle1) Tripod Staging AreasNaval BattlePlayer Help Sheet",
        ],
        status: Status::NotARule,
        note: "The list of components and what each area of the Display Board is for.",
    },
    Rule {
        section: "Component overview",
        quotes: quotes![
            "When asked to roll a die, roll 1 of these customdice. There are 3 colors on each die: Green,Yellow, and Red. Green appears three times,Yellow twice, and Red once.",
        ],
        status: Status::Enforced {
            tests: &["the_die_shows_green_on_three_faces_yellow_on_two_and_red_on_one"],
        },
        note: "",
    },
    // ----- Counters -----
    Rule {
        section: "Counters",
        quotes: quotes![
            "Cylinders create new Waves. After a Cylinderis placed in a Zone with a Handling Machine,the Handling Machine will start creating a newWave.",
        ],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "rule-numbers",
                row: "Assembly Phases per Cylinder",
                field: "value",
            }],
        },
        note: "How long it takes is not in the text: a Cylinder in a Handling Machine's zone becomes its Wave after 2 Assembly Phases.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "You can Attack the Cylinder during theHuman Action Phase to destroy Tripods in theCylinder before they are built.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_cylinder_attack_on_yellow_destroys_a_tripod_and_an_empty_cylinder_is_removed",
            ],
        },
        note: "",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Tripods are depicted with a doublesided counter, showing a Tripod onthe front and a Damaged Tripod onthe back.",
        ],
        status: Status::Enforced {
            tests: &["guns_hit_by_range_and_fire_once_a_round"],
        },
        note: "A Tripod is Undamaged or Damaged.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Tripods are placed in 1 of the 5Tripod Staging Areas according tothe Wave they are associated with.",
            "You will face several Waves of Tripods. EachWave is depicted by a counter.",
        ],
        status: Status::Enforced {
            tests: &[
                "set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone",
            ],
        },
        note: "",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "The Workforce Value represents theamount of human resistance occurring",
            "in the Zone.The Workforce",
            "Progress Track CountersHandling Machines",
            "Production Point CountersMartian Tripod Counters",
            "Human CountersTripods",
            "Production CountersProduction counters",
            "Martian CountersDestroyed and Red WeedCounters",
        ],
        status: Status::NotARule,
        note: "Flavour and the names of the counter sheets.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Every Zone that has not been Destroyed providesProduction Points, indicated by the number of Gears inthe middle of the counter.",
        ],
        status: Status::Reading {
            title: "Gears by Workforce",
        },
        note: "",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Every Zone that has not been Destroyed providesProduction Points, indicated by the number of Gears inthe middle of the counter.",
        ],
        status: Status::Placeholder {
            data: &[Data::Deck("gears")],
        },
        note: "The Gears by Workforce table: no Gear at Workforce 1–2, 1 at 3–6, 2 at 7–9, 3 at 10–12.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Example: Place a Production counter on a Zone’s Workforcespace. If the Zone begins the game with a Workforce Valueof 8, place the Production counter with the 8 in the upperright corner. As the Zone takes damage, the number willdecrease.",
        ],
        status: Status::NotARule,
        note: "An example of the Workforce rules.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Use the Production counter with Blue Gearsfor Paris.",
            "The Paris Zone receives the BlueProduction counter.",
        ],
        status: Status::Enforced {
            tests: &["the_shipped_tables_hold_the_texts_values"],
        },
        note: "Paris starts at Workforce 12, the Blue counter's highest value.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Production Points are spent to purchase Units, Moveduring the Production Phase, to purchase Battle Plansand to complete some Event Cards.",
        ],
        status: Status::Enforced {
            tests: &[
                "units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone",
                "moving_costs_3_points_a_unit_as_in_the_montcuq_example",
                "battle_plans_cost_5_at_random_or_10_chosen_within_the_counter_mix",
            ],
        },
        note: "An Event card “Pay N or …” asks whether to pay.",
    },
    Rule {
        section: "Counters",
        quotes: quotes!["The Wave counters Move on the StrategicMap."],
        status: Status::Reading {
            title: "Martian Action Phase",
        },
        note: "",
    },
    Rule {
        section: "Counters",
        quotes: quotes!["The Wave counters Move on the StrategicMap."],
        status: Status::Placeholder {
            data: &[
                Data::Cell {
                    deck: "charts",
                    row: "Martian Movement",
                    field: "green",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Martian Movement",
                    field: "yellow",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Martian Movement",
                    field: "red",
                },
            ],
        },
        note: "The Martian Movement chart: Green toward Paris, Yellow toward the nearest Producing Zone, Red Red Weed covers the Wave's zone.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "When battling a Wave, you will confrontall the Tripod counters in that Wave’s TripodStaging Area.",
        ],
        status: Status::Enforced {
            tests: &["tripods_set_up_on_their_colours_letter_as_in_the_example"],
        },
        note: "",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Example: When battling Wave #1, you will battle the Tripodscurrently sitting in the #1 Tripod Staging Area.",
        ],
        status: Status::NotARule,
        note: "An example of the sentence above.",
    },
    Rule {
        section: "Counters",
        quotes: quotes![
            "Use these counters to mark Zonesthat are Destroyed by the Tripods,or have been converted to RedWeed by the Martians.",
        ],
        status: Status::Enforced {
            tests: &[
                "workforce_at_zero_destroys_the_zone_its_harbor_and_stops_the_list",
                "industrial_counters_go_when_their_zone_is_destroyed_or_has_red_weed",
            ],
        },
        note: "Red Weed comes from the Martian Movement chart (see the reading “Martian Action Phase”).",
    },
    // ----- Battle cards -----
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "The Battle Location counter marks the Zonewhere a Battle takes place.",
            "Battle Location CounterBATTLE CARDS",
        ],
        status: Status::NotModelled,
        note: "No Battle Location counter is drawn: the table keeps the battle's zone itself, names it in the log and shows the Land Battle Board beside the map.",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes!["Land Battle cards are used during LandBattles to dictate Tripod actions."],
        status: Status::Reading {
            title: "Land Battle cards",
        },
        note: "",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes!["Land Battle cards are used during LandBattles to dictate Tripod actions."],
        status: Status::Placeholder {
            data: &[Data::Deck("battle-cards")],
        },
        note: "12 sample cards using every action the text names.",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "Battle Plans give your forces advantages onthe Land or Naval Battle Boards.",
            "Battle Plansare purchased at the start of Battles and arediscarded at the end of Battles, whether theywere used or not.",
        ],
        status: Status::Enforced {
            tests: &[
                "battle_plans_cost_5_at_random_or_10_chosen_within_the_counter_mix",
                "unused_battle_plans_are_discarded_at_the_end_of_the_battle",
            ],
        },
        note: "On the Land Battle Board only: the naval battle is abstract.",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "Naval Battle cards are used duringBattles taking place when Refugees areFleeing, to dictate Tripod actions.",
        ],
        status: Status::NotModelled,
        note: "There are no Naval Battle cards: a Refugee's flight ends in an abstract naval battle of one die per Warship (see the reading “Escape and the naval battle”).",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes!["The Clock counter shows the phase you arecurrently resolving."],
        status: Status::Enforced {
            tests: &["the_projection_draws_the_map_as_regions_and_a_battle_on_the_hex_board"],
        },
        note: "The Clock is drawn beside the Progress Track.",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes!["Event cards introduce random elementsto a phase."],
        status: Status::Reading {
            title: "Event cards",
        },
        note: "",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes!["Event cards introduce random elementsto a phase."],
        status: Status::Placeholder {
            data: &[Data::Deck("events")],
        },
        note: "14 sample cards, two for each phase.",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "Unless otherwise stated on the card, anEvent card’s effect happensimmediately."
        ],
        status: Status::Enforced {
            tests: &[
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "Character counters are mentioned onEvent cards and in Scenarios.",
            "Oncetheir counters are placed on the DisplayBoard or Battle Boards, they are treatedas Units that can Move, Escape, and beCaptured",
        ],
        status: Status::Reading {
            title: "Not in play",
        },
        note: "",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "Each Event card’s back sideshows a phase from theSequence of Play. At the startof the shown phase, drawthe card and complete theEvent.",
            "When the Event card’s backshows your current phase, draw the card, complete theEvent, then discard the card.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle cards",
        quotes: quotes![
            "If the phase shown on the card does not match the phaseyou are in, ignore the card.",
        ],
        status: Status::Variant {
            variant: "other_phase_event",
        },
        note: "As written, the card is drawn at the Event Check and discarded unplayed (the default: “draw the card” comes before “ignore the card”); the other reading leaves it on top of the deck until the Event Check of its own phase.",
    },
    // ----- Victory -----
    Rule {
        section: "Victory",
        quotes: quotes![
            "A Victory for either side may happen at any time duringthe game, when any one of the following conditions aremet. These conditions are checked in the following order:",
        ],
        status: Status::Reading { title: "Victory" },
        note: "",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "If there are no Wave or Cylindercounters on the Strategic Map –You Win!",
            "If the Human Germ counter is in the “10”space on the Progress Track – You Win!",
            "If the Martian Colonization counter is in the“10” space on the Progress Track – You Lose!",
            "If Paris is Destroyed – You Lose!",
            "If the Martiansassemble all 4pieces of theFlying Machine– You Lose!",
        ],
        status: Status::Enforced {
            tests: &[
                "victory_conditions_are_checked_in_the_written_order",
                "thousands_of_bot_games_conserve_tripods_keep_points_and_check_victory_in_order",
                "a_cylinder_placement_chart_naming_paris_is_named_before_play",
            ],
        },
        note: "A game the Martians win has no winner: the player's loss.",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "When the Martians earn 10 MartianVictory Points, move the counterback to the “0” space, and advancetheir Martian Colonization counterby 1 space on the Progress Track.",
        ],
        status: Status::Enforced {
            tests: &["ten_martian_vp_advance_the_colonization_counter"],
        },
        note: "",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "When you earn 10 Human VictoryPoints, move the counter back tothe “0” space, and advance yourHuman Germ counter by 1 space",
        ],
        status: Status::Enforced {
            tests: &["human_vp_losses_borrow_from_the_germ_counter_and_stop_at_zero"],
        },
        note: "",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "You earn Human Victory Points from eachproducing Zone and by evacuating Refugees.",
        ],
        status: Status::Reading {
            title: "Human Victory Points",
        },
        note: "",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "You earn Human Victory Points from eachproducing Zone",
            "by evacuating Refugees.",
        ],
        status: Status::Placeholder {
            data: &[
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Producing Zones per Human VP",
                    field: "value",
                },
                Data::Cell {
                    deck: "rule-numbers",
                    row: "Human VP per escaped Refugee",
                    field: "value",
                },
            ],
        },
        note: "How many is not in the text: 1 Human VP for every 2 Producing Zones each Production Phase, 1 for each Refugee who Escapes.",
    },
    Rule {
        section: "Victory",
        quotes: quotes![
            "The Martians earn Martian Victory Points bydevastating Zones and Capturing Refugees,Infantry, Cavalry, or Characters.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_moving_onto_a_gun_destroys_it_and_onto_units_captures_them",
                "heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees",
            ],
        },
        note: "How many a devastation earns is the Tripod Devastation chart's “martian vp” column (a placeholder).",
    },
    Rule {
        section: "Victory",
        quotes: quotes!["Victory, Germ, andColonization Points"],
        status: Status::NotARule,
        note: "A heading.",
    },
    // ----- Set-up -----
    Rule {
        section: "Set-up",
        quotes: quotes![
            "SET-UPPlace the Display Board on the table.",
            "Place all tall (rectangular) counters into plasticstands before placing the counters on theDisplay Board.",
            "Place newly purchased Units into Stands.",
            "It is now time for you to save the world!",
        ],
        status: Status::NotARule,
        note: "Handling the physical components.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Separate the cards into 3 decks: Land Battle, Naval Battle,and Event cards."
        ],
        status: Status::NotModelled,
        note: "The table shuffles the Land Battle deck and the Event deck; there is no Naval Battle deck, the naval battle being abstract.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Place the Clock counter next to the ProductionPhase on the Sequence of Play.",
            "Place the x1 and x10 ProductionPoint counters on the “0” space onthe Progress Track.",
            "Place the Germs and Colonizationcounters in the “0” space on theProgress Track.",
            "Place the Human Victory Point andMartian Victory Point counters inthe “0” space on the ProgressTrack.",
        ],
        status: Status::Enforced {
            tests: &["set_up_puts_the_progress_counters_at_0_and_the_clock_on_production"],
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes!["Place all the Tripods into an opaque cup."],
        status: Status::Reading {
            title: "Tripod counters",
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes!["Place all the Tripods into an opaque cup."],
        status: Status::Placeholder {
            data: &[Data::Deck("tripods")],
        },
        note: "6 Tripods of each of the five colours.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes!["Zones with 1 or more Gears arereferred to as Producing Zones."],
        status: Status::Enforced {
            tests: &[
                "production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone",
            ],
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Roll a single die and match the result to theNew Cylinder Placement chart on the PlayerHelp Sheet.",
        ],
        status: Status::Reading {
            title: "New Cylinder Placement chart",
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Roll a single die and match the result to theNew Cylinder Placement chart on the PlayerHelp Sheet.",
        ],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "charts",
                row: "New Cylinder Placement",
                field: "red",
            }],
        },
        note: "Red lands in Rennes, the Red Handling Machine's zone; Green Espagne and Yellow Italie are the text's examples.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Place the Wave #1 counter in theindicated Zone. Randomly draw 4 Tripodcounters from the cup and place them in the#1 Tripod Staging Area.",
            "Replace that Zone’s Production counter with aDestroyed Zone counter. The game beginswith Wave #1’s Zone Destroyed.",
        ],
        status: Status::Enforced {
            tests: &[
                "set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone",
                "a_cylinder_placement_chart_naming_paris_is_named_before_play",
            ],
        },
        note: "A New Cylinder Placement chart naming Paris loses every game whose first roll shows it; the game's notes warn of it before play.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Example: For the Orleans Zone,place a Production counter sothe number 6 is in the top rightcorner. Likewise, for Cholet placea Production counter with a 4 in",
            "the top right corner.",
            "Example: I roll a die to place Wave#1. I roll Green. I check the chartand place Wave #1 in Espagne.",
            "Example: I roll a die to place the Cylinder. I roll Yellow, andplace the Cylinder in Italie.",
        ],
        status: Status::Enforced {
            tests: &["the_shipped_tables_hold_the_texts_values"],
        },
        note: "The examples' values are the shipped tables' (Orleans 6, Cholet 4; Green Espagne, Yellow Italie).",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "I then draw 4 Tripod counters fromthe cup, fit them each into plasticstands and place them in the #1Tripod Staging Area.",
        ],
        status: Status::NotARule,
        note: "An example of the set-up above.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes!["Place all the Harbor counters into an opaquecup."],
        status: Status::Reading {
            title: "Harbors drawn from the cup",
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes!["Place all the Harbor counters into an opaquecup."],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "rule-numbers",
                row: "Random Harbor cost",
                field: "value",
            }],
        },
        note: "A Harbor drawn at random costs 2 Production Points.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Zones thatare Destroyed or have Red Weed are referredto as Non-Producing Zones.",
        ],
        status: Status::Enforced {
            tests: &[
                "production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone",
                "industrial_counters_go_when_their_zone_is_destroyed_or_has_red_weed",
            ],
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Place a Green HandlingMachine in Espagne.",
            "Place a Yellow HandlingMachine in Italie.",
            "Place a Red HandlingMachine in Rennes.",
        ],
        status: Status::Enforced {
            tests: &[
                "set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone",
            ],
        },
        note: "The die chart row “Handling Machines” holds the three zones.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Roll again on the NewCylinder Placementchart to determinewhere the Cylinderstarts. Place theCylinder counter onthe associated Zone.",
            "Place 4 random Tripods in the #2 Tripod Staging Area.",
        ],
        status: Status::Enforced {
            tests: &[
                "set_up_lands_wave_1_and_the_cylinder_with_4_tripods_each_and_destroys_wave_1s_zone",
            ],
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Wave #1 and the Cylinder for Wave #2 may both beginthe game in the same Zone."
        ],
        status: Status::Enforced {
            tests: &["set_up_puts_the_progress_counters_at_0_and_the_clock_on_production"],
        },
        note: "",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Wave #3, Wave #4 and Wave #5 are placed on when theGerm Counter reaches 3, 6, and 9 respectively during theend of the Escape Phase.",
        ],
        status: Status::Variant {
            variant: "later_waves",
        },
        note: "When is written and played as written; how is not. By default each lands as a Cylinder by the New Cylinder Placement chart with 4 random Tripods, as Wave #2 does (“Cylinders create new Waves”); the other reading places the Wave counter at once, as Wave #1 is.",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Place all the Land Battle Tripodsinto a cup and all the Naval BattleTripods into a different cup.",
        ],
        status: Status::NotModelled,
        note: "The text never says what these Tripods are: the table has one cup of Tripod counters, from which Waves, Cylinders and Arrivals draw, and no naval battle Tripods.",
    },
    // ----- Sequence of play -----
    Rule {
        section: "Sequence of play",
        quotes: quotes![
            "A game turn is dividedinto phases that are repeateduntil one of the Victoryconditions is met.",
            "Advance the Clockcounter aftercompleting eachphase.",
            "SEQUENCE OF PLAY",
        ],
        status: Status::Enforced {
            tests: &["each_phase_advances_the_clock_in_the_sequence_of_play"],
        },
        note: "Production, Battle, Devastation, Human Action, Escape, then the Martian Action and Assembly Phases the contents list names but the text does not give.",
    },
    Rule {
        section: "Sequence of play",
        quotes: quotes!["Play until you or the Martianswin."],
        status: Status::Reading {
            title: "Safeguards",
        },
        note: "",
    },
    // ----- Production Phase: costs -----
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Field Gun9 Production PointsSiege Gun16 Production Points",
            "Earthworks.6 Production Points",
            "InfantryCavalryInfantry, Cavalry",
            "Factory symbol.6 Production Points",
        ],
        status: Status::Enforced {
            tests: &[
                "units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone",
                "infantry_and_cavalry_cost_6_a_field_gun_9_and_a_siege_gun_16",
            ],
        },
        note: "Infantry 6, Cavalry 6, Field Gun 9, Siege Gun 16 Production Points.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Industrial2 Production Points",
            "ChosenHarbor4 Production Points toDraw a Chosen Harbor",
        ],
        status: Status::Enforced {
            tests: &[
                "a_harbor_goes_only_on_its_own_site_and_units_may_be_placed_beside_a_wave",
                "infantry_and_cavalry_cost_6_a_field_gun_9_and_a_siege_gun_16",
            ],
        },
        note: "A Harbor drawn from the cup at random costs a placeholder 2 (see the reading “Harbors drawn from the cup”).",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Cavalry cannot Destroy a Tripod during Battlebut they can improve your capabilities in eachBattle by gaining you Battle Plans.",
        ],
        status: Status::Enforced {
            tests: &[
                "cavalry_planning_green_gains_2_plans_and_destroys_the_cavalry_red_gains_1",
                "human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes!["Cavalry canalso change a Wave’s movement destination."],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "charts",
                row: "Cavalry (Scouting)",
                field: "green",
            }],
        },
        note: "How is not in the text: Cavalry in a moving Wave's zone rolls on the Cavalry (Scouting) chart (Green: you choose where the Wave goes; Red: the Cavalry is Captured); see the reading “Martian Action Phase”.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "A Field Gun can Destroy a Tripod during aLand Battle. A Field Gun has a Range of 3Hexes and can Fire once at a Tripod in anydirection.",
            "A Siege Gun can Destroy a Tripod during aLand Battle. A Siege Gun has a Range of 3Hexes and can Fire twice at the same Tripodin any direction.",
        ],
        status: Status::Enforced {
            tests: &[
                "guns_hit_by_range_and_fire_once_a_round",
                "a_gun_fires_only_at_a_tripod_within_3_hexes",
            ],
        },
        note: "A Siege Gun's two shots are its 2 dice in one firing. The range is the Range chart's number of rows (3 as shipped): a row added there lengthens every Gun's range.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "If the Event card takes place during the Production Phase,draw the card, and complete the Event.",
            "PRODUCTION PHASEEvent Check",
        ],
        status: Status::Enforced {
            tests: &[
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Place Industrial counters in a Zone with aFactory Symbol to give you 1 ProductionPoints each turn.",
            "Each Industrial counter gains you 1 Production Point forthat Zone, for as long as it is a Producing Zone.",
        ],
        status: Status::Enforced {
            tests: &[
                "production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes!["Place Industrial counters in a Zone with aFactory Symbol."],
        status: Status::Variant {
            variant: "industrial_zones",
        },
        note: "As written (the default), an Industrial counter may go in any zone with a Factory symbol and earns only while its zone is a Producing Zone; the other reading sells one only for a Factory zone that is a Producing Zone, where it earns at once.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "You can have up to 4Industrial counters on the map, in any zone orzones. You can only have 1 Industrial counterin a Zone.",
        ],
        status: Status::Enforced {
            tests: &["at_most_four_industrial_counters_and_one_a_zone"],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "During the Production Phase, you receive ProductionPoints that you may spend to purchase Units, Harbors,Battle Plans, and Unit Movement.",
            "After gathering your Production Points, youmay now spend them to buy new Units. The cost of eachUnit is also shown on the Player Help Sheet.",
        ],
        status: Status::Enforced {
            tests: &[
                "units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone",
                "moving_costs_3_points_a_unit_as_in_the_montcuq_example",
            ],
        },
        note: "Battle Plans are bought at the start of each battle, as the Battle Phase says.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "A Harbor is the only way for Refugees toEscape. Purchase any Harbor and place it inits Harbor Site.",
            "You can only place a Harbor counter in anindicated Harbor site on the map. The nameon the Harbor counter must match the nameon the Strategic map where it is placed.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_harbor_goes_only_on_its_own_site_and_units_may_be_placed_beside_a_wave",
                "refugees_at_a_harbor_roll_to_escape_and_score_human_vp",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "The total number of Gears inside all Production counterson the map indicates the number of Production Points yougain.",
            "Add up the number of Gears on the map to determine thenumber of Production Points you gain this ProductionPhase. Add these new Points to any Production Pointsyou might already have.",
            "Move the Production Point counters on theProgress Track to show your current number ofProduction Points.",
        ],
        status: Status::Enforced {
            tests: &[
                "production_gains_a_point_per_gear_and_per_industrial_counter_of_a_producing_zone",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes!["Example : A Zone with 1 Yellow Gear gives you 1Production Point."],
        status: Status::NotARule,
        note: "An example of the Gears rule.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Spend 3 Production Points to Move a Unit into an adjacentZone. You can do this with as many Units as you want,into as many Zones as you want, as long as you have theProduction Points to pay for it.",
            "3 Production PointsSpend",
        ],
        status: Status::Enforced {
            tests: &["moving_costs_3_points_a_unit_as_in_the_montcuq_example"],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Example: I have an Infantry Unit and a Field Gun Unit inMontcuq, and I want to Move them.",
        ],
        status: Status::NotARule,
        note: "An example of the movement rule: the table plays the Montcuq example as written.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Infantry, Cavalry, Field Guns, and SiegeGuns can only be placed in a Zone with aFactory symbol.",
            "New Unit Placement",
        ],
        status: Status::Enforced {
            tests: &[
                "units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone",
                "a_refused_zone_says_which_rule_refuses_it",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "Infantry cannot Destroy a Tripod during Battle,but they can Destroy Tripods before theyemerge from their Cylinders. Infantry can alsoAttack Tripods indirectly by building PowderKegs, and they can protect Guns by building",
        ],
        status: Status::Enforced {
            tests: &[
                "a_cylinder_attack_on_yellow_destroys_a_tripod_and_an_empty_cylinder_is_removed",
                "infantry_place_powder_kegs_and_a_wave_entering_sets_them_off",
                "earthworks_follow_the_table_or_the_worked_example_by_variant",
                "human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire",
            ],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "You do not gain Production Points for an Industrial counteron the turn it was purchased.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_industrial_counter_gains_nothing_the_turn_it_is_bought_and_1_point_the_next",
            ],
        },
        note: "Production Points are gained as the phase opens, before anything is bought, so a new Industrial counter first counts the next turn.",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "You may place Units in a Zone,even if it has a Martian Wave,Cylinder or Handling Machine in it.",
        ],
        status: Status::Enforced {
            tests: &["a_harbor_goes_only_on_its_own_site_and_units_may_be_placed_beside_a_wave"],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes![
            "You cannot place Units in a Zone ifthat Zone is Destroyed or has RedWeed."
        ],
        status: Status::Enforced {
            tests: &["units_cost_what_the_text_says_and_are_placed_only_in_a_factory_zone"],
        },
        note: "",
    },
    Rule {
        section: "Production Phase",
        quotes: quotes!["Industrial counters are Destroyed if a Zone is Destroyed orhas Red Weed."],
        status: Status::Enforced {
            tests: &[
                "thousands_of_bot_games_conserve_tripods_keep_points_and_check_victory_in_order",
                "industrial_counters_go_when_their_zone_is_destroyed_or_has_red_weed",
            ],
        },
        note: "",
    },
    // ----- Battle Phase -----
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "A Land Battle occurs when a Wave isin the same Zone as a Siege Gun orField Gun.",
        ],
        status: Status::Enforced {
            tests: &[
                "hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun",
                "several_waves_in_a_zone_are_battled_separately_in_the_order_you_choose",
            ],
        },
        note: "Infantry, Cavalry or Refugees alone in a Wave's zone bring no battle.",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Place the Battle Locationcounter in the Zonewhere the Battle is takingplace.",
            "Remove the Battle Location counter from theStrategic Map.",
        ],
        status: Status::NotModelled,
        note: "No Battle Location counter is drawn: the table keeps the battle's zone itself.",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "If there are several Waves in a Zone, resolve each Battleseparately. You can choose which Wave to Attack first.",
            "When a Battle is over, all the surviving Units Attack thenext Wave in the Zone.",
        ],
        status: Status::Enforced {
            tests: &["several_waves_in_a_zone_are_battled_separately_in_the_order_you_choose"],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes!["All Units in that Zone participate in the Battle."],
        status: Status::Enforced {
            tests: &[
                "earthworks_follow_the_table_or_the_worked_example_by_variant",
                "the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Initiative is chosen based on theZone where the Battle is beingfought. If the Zone has Hills,Humans have the Initiative. If thereare no Hills in the Zone, the Martians have the Initiative.",
            "The side with Initiative sets up their Units after theopponent sets up their Units.",
        ],
        status: Status::Enforced {
            tests: &["hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun"],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Move all Unit counters and Earthworks counters from theStrategic Map and the Tripods from the matching TripodStaging Area and place them on the Land Battle Board.",
        ],
        status: Status::Enforced {
            tests: &[
                "tripods_set_up_on_their_colours_letter_as_in_the_example",
                "earthworks_follow_the_table_or_the_worked_example_by_variant",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes!["Battle Set-UpHuman Set-Up"],
        status: Status::Reading {
            title: "The order of a battle's set-up",
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Human Units are removed from play when their counter isCaptured or Destroyed.",
            "Human Units that can be Captured include: Infantry,Cavalry, Freighters, Refugees, and Characters.",
            "The Martians gain 1 Martian Victory Point for each UnitCaptured.",
            "The Martians do not gain Martian Victory Points when aUnit is Destroyed.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_moving_onto_a_gun_destroys_it_and_onto_units_captures_them",
                "heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees",
                "refugees_at_a_harbor_roll_to_escape_and_score_human_vp",
            ],
        },
        note: "A Freighter Captured in the abstract naval battle is its Refugee.",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Place eachField Gun orSiege Gunin any Hexwith an",
            "Artillery Image.",
        ],
        status: Status::Reading {
            title: "Land Battle Board",
        },
        note: "One Gun to an Artillery hex while one is free.",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "If a Battle takes place in a Zone with aHill symbol, the Guns in the Zonegain up to 2 free Earthworks countersto distribute for protection. Only 1Earthworks counter can be placed on each Gun due toHills.",
        ],
        status: Status::Enforced {
            tests: &["hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun"],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Advance the Clock counter to the Battle Phase.",
            "If the Event card takes place during the Battle Phase, drawthe card, and complete the Event.",
        ],
        status: Status::Enforced {
            tests: &[
                "each_phase_advances_the_clock_in_the_sequence_of_play",
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Battle Phase",
        quotes: quotes![
            "Place any Infantry, Cavalry, Refugees, or Characters in anyHexes at the bottom of the Land Battle Board. There is nolimit to the number of these Units placed in each Hex.",
        ],
        status: Status::Enforced {
            tests: &["human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire"],
        },
        note: "",
    },
    // ----- Earthworks -----
    Rule {
        section: "Earthworks",
        quotes: quotes![
            "Once each Battle, an Infantry Unit located inthe same Zone as a Field Gun or Siege Gunmay attempt to build Earthworks.",
            "Each Infantry counter can attempt to build Earthworkscounters for 1 Gun in their Zone.",
            "Place any Earthworks counters next to the Gun they areConcealing.",
        ],
        status: Status::Enforced {
            tests: &["earthworks_follow_the_table_or_the_worked_example_by_variant"],
        },
        note: "",
    },
    Rule {
        section: "Earthworks",
        quotes: quotes!["Up to 4 total Earthworks can be placed on", "each Gun.Pay"],
        status: Status::Enforced {
            tests: &["hills_give_the_humans_the_initiative_and_up_to_2_free_earthworks_one_a_gun"],
        },
        note: "",
    },
    Rule {
        section: "Earthworks",
        quotes: quotes![
            "The dangerous act of building Earthworks can result in:",
            "Rolling Green will result in building 1 Earthworks fora Gun.",
            "Rolling Yellow will result in building 1 Earthworks fora Gun.",
            "Rolling Red will result in the Infantry beingDestroyed.Trap",
            "Example: 2 Waves are in a Zone with my Infantrycounter and 2 Field Guns. At the beginning ofthe Battle with the first Wave, my Infantry rollsYellow for one of the Field Guns. I place 2Earthworks on that Field Gun.",
            "At the beginning of thesecond Battle, my Infantry rolls Red for the same Field Gun.I place 1 Earthworks on the Field Gun and remove myInfantry.",
        ],
        status: Status::Variant {
            variant: "earthworks",
        },
        note: "The table builds 1 Earthworks on Green or Yellow and Destroys the Infantry on Red (the default: the rule as stated); the worked example builds 2 on Yellow and 1 on Red as the Infantry is removed. Both are rows of the die charts.",
    },
    Rule {
        section: "Earthworks",
        quotes: quotes![
            "A Revealed Gun is a Gun that is not protected byEarthworks. If a Gun does not have an Earthworks counteron it during a Battle, the Gun is Revealed.",
        ],
        status: Status::Enforced {
            tests: &["detect_lowers_earthworks_by_one_and_only_a_revealed_gun_is_fired_upon"],
        },
        note: "",
    },
    // ----- Battle Plans -----
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "As the Human player, you may spend Production Points to",
            "Earthworksbuy Battle Plan counters.",
            "Pay 5 Production Points to randomly draw 1 Battle Plancounter.",
            "Pay 10 Production Points to choose 1 Battle Plan counter.",
        ],
        status: Status::Enforced {
            tests: &["battle_plans_cost_5_at_random_or_10_chosen_within_the_counter_mix"],
        },
        note: "",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes!["The counter mix limits the Battle Plans present for eachBattle."],
        status: Status::Reading {
            title: "Battle Plan counter mix",
        },
        note: "",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes!["The counter mix limits the Battle Plans present for eachBattle."],
        status: Status::Placeholder {
            data: &[Data::Deck("battle-plans")],
        },
        note: "2 of each of the six Battle Plans.",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "These counters are discarded when used and areautomatically returned to their cup at the end of the Battle.",
            "Discard them when you use their effects.",
            "Each Battle Plan may be usedonly once during each Battle.",
        ],
        status: Status::Enforced {
            tests: &["unused_battle_plans_are_discarded_at_the_end_of_the_battle"],
        },
        note: "",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "Each Battle Plan may be used at any time during theBattle, at your discretion.",
            "Line of Sight: Re-roll any die.",
        ],
        status: Status::Reading {
            title: "Battle Plans in use",
        },
        note: "Line of Sight re-rolls only the dice of a battle the rules name in that reading (not a Cavalry's planning roll).",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "Battle Plans have thefollowing effects:",
            "Kriegspiel: When a Battle card is drawn, drawa 2nd Battle card and choose which one youwant to apply to the Tripods.",
        ],
        status: Status::Enforced {
            tests: &["kriegspiel_draws_a_second_battle_card_and_you_choose_which_applies"],
        },
        note: "",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "Trap: Roll a die. If you roll Green, Damage upto 2 Undamaged Tripods. If all Tripods arealready Damaged, the Trap has No Effect.",
        ],
        status: Status::Enforced {
            tests: &["a_trap_on_green_damages_up_to_2_undamaged_tripods"],
        },
        note: "",
    },
    Rule {
        section: "Battle Plans",
        quotes: quotes![
            "Explosive Shell: After a Gun or WarshipAttack Damages a Tripod, Destroy the Tripod.",
            "Surprise Shot: Place on a Gun or Warship.The first time the Gun or Warship Fires, roll 2extra dice.",
            "Terrain: Every Gun or Warship may Fire 2times during this round. Each time a Gun isFired, it will lose 1 level of Earthworks.",
        ],
        status: Status::Enforced {
            tests: &["surprise_shot_terrain_and_explosive_shell_do_what_they_say"],
        },
        note: "For Guns; Warships do not fire in the table's abstract naval battle, so these plans do nothing there.",
    },
    // ----- Cavalry (Planning) -----
    Rule {
        section: "Cavalry (Planning)",
        quotes: quotes![
            "For every Cavalry in a Zone where a Battle willbe taking place, you may roll a die andconsult the Player Help Sheet. You may rollonce per Cavalry counter, each time a Battle istaking place.",
            "Rolling Green will result in you randomly gaining 2Battle Plans, but the Cavalry is Destroyed.",
            "Rolling Yellow will result in No Effect.",
            "Rolling Red will result in you randomly gaining 1Battle Plan.",
        ],
        status: Status::Enforced {
            tests: &["cavalry_planning_green_gains_2_plans_and_destroys_the_cavalry_red_gains_1"],
        },
        note: "",
    },
    // ----- Martian set-up -----
    Rule {
        section: "Martian set-up",
        quotes: quotes![
            "Draw a Battle card and place theTripods in the Hex with the matching letter (from A to E)according to the Tripod’s color.",
            "Martian Set-UpDie Roll: Effect",
            "During a Battle, take that Wave’sTripods and place them on the LandBattle board.",
        ],
        status: Status::Enforced {
            tests: &["tripods_set_up_on_their_colours_letter_as_in_the_example"],
        },
        note: "",
    },
    Rule {
        section: "Martian set-up",
        quotes: quotes![
            "After the Battle isresolved, place the surviving Tripodsback in their Tripod Staging Area.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_at_the_edge_moves_down_and_one_reaching_the_bottom_row_leaves_the_battle",
            ],
        },
        note: "",
    },
    Rule {
        section: "Martian set-up",
        quotes: quotes![
            "Example: I am battling 4 Tripods.2 Green, 1 Yellow, and 1 Red.I draw a Battle card and place the2 Green Tripods in the Hexlabeled “E”.",
        ],
        status: Status::NotARule,
        note: "An example of the Martian set-up: the table places the Tripods as it shows.",
    },
    // ----- Martian step -----
    Rule {
        section: "Martian step",
        quotes: quotes![
            "The Martians act first each turn.",
            "Draw a Battle card for theMartians. Match the colors of theTripod counters to the colors onthe Battle card to determine whateach Tripod does this turn.",
            "Martian ActionsEach Tripod will do a combination of one or more of thefollowing actions:",
            "Follow the list in order from topto bottom.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_arrival_acts_only_if_its_colour_is_still_to_come_down_the_list",
                "a_damaged_tripod_performs_only_the_first_action_and_never_a_special_one",
                "human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire",
            ],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "Example: The 2 Green TripodsMove down, then roll to Detect.",
            "The Yellow Tripod will Movedown-left, then roll to Detect.",
            "The Red Tripod will roll to Detect, then Fire at a RevealedGun in Range.",
        ],
        status: Status::NotARule,
        note: "An example of a Battle card followed from top to bottom.",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "Move: The Tripod advances by 1 Hex toward thebottom of the Land Battle Board.",
            "Angled arrows indicate that the Tripod Movesdown and to the left or right, as shown by thearrow.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_moving_onto_a_gun_destroys_it_and_onto_units_captures_them",
                "a_damaged_tripod_performs_only_the_first_action_and_never_a_special_one",
            ],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes!["It may enter aHex already occupied by another Tripod."],
        status: Status::Enforced {
            tests: &["an_arrival_acts_only_if_its_colour_is_still_to_come_down_the_list"],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "If the Tripod cannot Move in the direction stated on thecard (due to being on the edge of the map), it Movesdown 1 Hex.",
            "When a Tripod Moves into a Hex in the bottom row, itDestroys any Guns or Captures any Human Unit in thatHex, including Infantry, Cavalry, Refugees and Characters.",
            "It is then immediately removed from the Battle andreturned to its Tripod Staging Area.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_at_the_edge_moves_down_and_one_reaching_the_bottom_row_leaves_the_battle",
            ],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "If the Tripod Moves into a Hex with a Gun (with or withoutEarthworks), the Gun is Destroyed.",
            "If the Tripod Moves into a Hex with a Refugee,Infantry, Cavalry, or Character, the TripodCaptures them, and the Martians gain 1Martian Victory Point on the Progress Track foreach Unit Captured.",
        ],
        status: Status::Enforced {
            tests: &["a_tripod_moving_onto_a_gun_destroys_it_and_onto_units_captures_them"],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "Detect: The Tripod rolls against the closest Gun with anEarthworks counter. To successfully Detect, the Tripodmust roll a die based on its Range from the Gun.",
            "A successful Detect lowers a Gun’s Earthworks by 1.",
            "When a Gun’s Earthworks have all been removed, theGun is Revealed.",
            "Fire: The Tripod rolls against the closest Revealed Gun.To Destroy a Gun, the Tripod must roll a die based on itsRange from the Gun.",
            "Only a Revealed Gun can be Fired upon.",
            "If the Tripod Destroys a Gun, remove the Gun counterfrom the Battle Board.",
        ],
        status: Status::Enforced {
            tests: &["detect_lowers_earthworks_by_one_and_only_a_revealed_gun_is_fired_upon"],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "If all the Guns in Range are already Revealed, or there areno Guns in Range, the Detect Action has no effect.",
        ],
        status: Status::Enforced {
            tests: &["special_actions_detect_and_fire_as_the_text_says"],
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "If more than 1 Gun is in the closest Range, you canchoose which Gun is Detected.",
        ],
        status: Status::Reading {
            title: "Ties and losses",
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes![
            "Range: SuccessRange 1:Range 2:Range 3:",
            "Example: The Tripod is 2 Hexes away from the nearest Gunwith an Earthworks counter. It must roll Yellow tosuccessfully Detect. It rolls Green, which has no effect.",
            "Example: The Tripod is 2 Hexes away from my Field Gun. Iroll a die for the Tripod, getting a Yellow result. The Gun isDestroyed.",
        ],
        status: Status::Reading {
            title: "Tripods' Detect and Fire rolls",
        },
        note: "",
    },
    Rule {
        section: "Martian step",
        quotes: quotes!["Range: SuccessRange 1:Range 2:Range 3:"],
        status: Status::Placeholder {
            data: &[Data::Deck("ranges")],
        },
        note: "The Range chart's “detect” and “fire” columns: Range 1 Green and Range 3 Red stand in for the colours the text shows as images; Range 2 Yellow is the examples'.",
    },
    // ----- Martian special actions -----
    Rule {
        section: "Martian special actions",
        quotes: quotes![
            "Any Martian Action other than“Detect”, “Fire”, or “Move”, is aSpecial Action."
        ],
        status: Status::Enforced {
            tests: &["a_damaged_tripod_performs_only_the_first_action_and_never_a_special_one"],
        },
        note: "",
    },
    Rule {
        section: "Martian special actions",
        quotes: quotes!["Example:The Double Move Actionon this card is a Special Action."],
        status: Status::NotARule,
        note: "An example of the sentence above.",
    },
    Rule {
        section: "Martian special actions",
        quotes: quotes![
            "Arrival: A new random Tripodappears on Hex “C” and joinsthe Wave.",
            "Double Move: The Tripod Moves",
            "twice straight down.",
            "If I had drawn a Green Tripod, itwould not get an Action until nextturn.",
        ],
        status: Status::Enforced {
            tests: &["an_arrival_acts_only_if_its_colour_is_still_to_come_down_the_list"],
        },
        note: "",
    },
    Rule {
        section: "Martian special actions",
        quotes: quotes![
            "Example: I’m following the listfrom top to bottom. The YellowTripod gets an Arrival result.",
        ],
        status: Status::NotARule,
        note: "An example of Arrival: the table plays it as it shows.",
    },
    Rule {
        section: "Martian special actions",
        quotes: quotes![
            "Detect All: Roll to Detect eachGun within Range of the Tripod.",
            "Fire All: The Tripod Fires at all Revealed Guns in Range.",
            "Focused Detect: The Tripod successfully Detects thenearest Gun in Range, lowering a Gun’s Earthworks by 1.",
            "Focused Fire: The Tripod Destroys the nearest RevealedGun in Range.",
            "High Activity: The Tripod makes 2 Detect attemptsagainst the closest Gun with an Earthworks counter. Itthen makes 2 Fire attempts against the closest RevealedGun in Range.",
        ],
        status: Status::Enforced {
            tests: &["special_actions_detect_and_fire_as_the_text_says"],
        },
        note: "Detect All rolls against each Gun with Earthworks in Range, Fire All against each Revealed one.",
    },
    // ----- Human step -----
    Rule {
        section: "Human step",
        quotes: quotes![
            "Your Guns may Fire at any Tripod in Range.",
            "Human StepMartian Special Actions",
            "Guns do not have to Fire if there is a Tripod in Range.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_gun_fires_only_at_a_tripod_within_3_hexes",
                "human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire",
            ],
        },
        note: "",
    },
    Rule {
        section: "Human step",
        quotes: quotes![
            "Every time a Gun that is protected byEarthworks Fires, it loses 1 level of Earthworks.",
            "Field Guns roll 1 die, and Siege Guns roll 2dice when they are Fired.",
            "Firing at a TripodDouble Move",
            "When a Gun Fires at a Tripod, it must roll a die to see if itsuccessfully hits. The roll is based on the Range from theGun to the Tripod.",
            "At Range 1, a Green roll will inflict 1 Hit on a Tripod.",
            "At Range 2, a Red roll will inflict 1 Hit on a Tripod.",
            "At Range 3, a Red roll will inflict 1 Hit on a Tripod.",
            "If your Attack roll inflicts a Hit against anUndamaged Tripod, the Tripod becomesDamaged.",
            "Field Guns roll 1 die and Siege Guns roll 2 dice.",
        ],
        status: Status::Enforced {
            tests: &[
                "guns_hit_by_range_and_fire_once_a_round",
                "the_shipped_tables_hold_the_texts_values",
            ],
        },
        note: "The hit colours are the Range chart's “gun hit” column, shipped as the text gives them.",
    },
    Rule {
        section: "Human step",
        quotes: quotes![
            "If your Attack roll inflicts a Hit against aDamaged Tripod, you Destroy the Tripod, andremove it from the Battle.",
        ],
        status: Status::Enforced {
            tests: &["the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed"],
        },
        note: "",
    },
    Rule {
        section: "Human step",
        quotes: quotes!["you Destroy the Tripod, andremove it from the Battle."],
        status: Status::Variant {
            variant: "destroyed_tripods",
        },
        note: "The text removes a Destroyed Tripod without saying where it goes: by default back into the cup, from which Arrivals and later Waves draw (a cup that never runs dry); the other reading puts it out of the game.",
    },
    Rule {
        section: "Human step",
        quotes: quotes![
            "Infantry, Cavalry, Refugees, and Characters cannot act.They stay in the Hex they were placed at the beginning ofthe Battle.",
        ],
        status: Status::Enforced {
            tests: &["human_units_go_on_the_bottom_row_do_not_act_and_guns_need_not_fire"],
        },
        note: "",
    },
    Rule {
        section: "Human step",
        quotes: quotes!["Repeat the Martian Step and Human Step until the Battleends."],
        status: Status::Enforced {
            tests: &[
                "guns_hit_by_range_and_fire_once_a_round",
                "the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed",
            ],
        },
        note: "A battle still going after 40 rounds is broken off (a safeguard, see the reading “Safeguards”).",
    },
    // ----- End of the battle -----
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "The Battle ends when any one of the following occurs:",
            "End of the BattleIf I had drawn",
            "There are no Martian Tripods on the Battle Board.",
            "There are no Human Units on the Battle Board.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed",
                "special_actions_detect_and_fire_as_the_text_says",
            ],
        },
        note: "",
    },
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "If a Tripod is Damaged, it canonly perform the first action onthe Battle card.",
            "Damaged TripodsThe Battle ends",
            "If the Tripod is Damaged, itcannot perform Special Actions.",
            "this turn.There are no Human",
        ],
        status: Status::Enforced {
            tests: &["a_damaged_tripod_performs_only_the_first_action_and_never_a_special_one"],
        },
        note: "A Damaged Tripod whose first action is a Special Action does not act.",
    },
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "Example: The Damaged YellowTripod only Moves down-left. Thisends the Yellow Tripod’s turn.",
            "Example: The Damaged BlackTripod gets the High Activityresult. The Tripod does not act",
        ],
        status: Status::NotARule,
        note: "Examples of the Damaged Tripods' rules: the table plays them as they show.",
    },
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "Place all the surviving Human Units andremaining Earthworks counters back on theStrategic Map, in the Zone with the BattleLocation counter.",
        ],
        status: Status::Enforced {
            tests: &["the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed"],
        },
        note: "",
    },
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "Put the surviving Tripods back in their Tripod StagingArea. A Damaged Tripod is returned to the Tripod StagingArea Damaged.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tripod_at_the_edge_moves_down_and_one_reaching_the_bottom_row_leaves_the_battle",
            ],
        },
        note: "",
    },
    Rule {
        section: "End of the battle",
        quotes: quotes![
            "You choose how to display a DamagedTripod.",
            "Examples:With the Damaged side facing you.Placed in the stand upside down or sideways.Removed from the stand and laying with the Damaged sideface up.",
        ],
        status: Status::NotARule,
        note: "How to show a Damaged counter on a physical table; the screen marks it.",
    },
    // ----- After the battle -----
    Rule {
        section: "After the battle",
        quotes: quotes!["Discard all Battle Plans, even those that were not used."],
        status: Status::Enforced {
            tests: &["unused_battle_plans_are_discarded_at_the_end_of_the_battle"],
        },
        note: "",
    },
    Rule {
        section: "After the battle",
        quotes: quotes![
            "If all the Tripods in a Wave are Destroyed(none were returned to the Tripod StagingArea), remove the Wave counter from theDisplay Board.",
        ],
        status: Status::Enforced {
            tests: &["the_battle_ends_when_no_tripod_is_left_and_a_wave_with_none_left_is_removed"],
        },
        note: "",
    },
    Rule {
        section: "After the battle",
        quotes: quotes!["If there is another Wave in a Zone with a Gun,start another Battle."],
        status: Status::Enforced {
            tests: &["several_waves_in_a_zone_are_battled_separately_in_the_order_you_choose"],
        },
        note: "Each Wave is battled once a Battle Phase.",
    },
    // ----- Devastation Phase -----
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "Each Workforce counteris double sided with 1-4on one side and 5-8 onthe opposite side. Parishas an additional counter showing 9-12.",
        ],
        status: Status::NotARule,
        note: "How the physical counters show the values; the Zones table's workforce column holds each zone's start.",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "Advance the Clock counter to the DevastationPhase.",
            "If the Event card takes place during the DevastationPhase, draw the card, and complete the Event.",
        ],
        status: Status::Enforced {
            tests: &[
                "each_phase_advances_the_clock_in_the_sequence_of_play",
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "To indicate that a Zone has taken aWorkforce loss, rotate and/or flip theZone’s Production counter until theZone’s current Workforce Value shows inthe upper right corner.",
        ],
        status: Status::Enforced {
            tests: &["heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees"],
        },
        note: "",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "Perform Tripod Devastation Attacks for each Zone with aWave counter.",
            "Follow the list shown for each Devastation in order from",
            "top to bottom.After the Battle",
        ],
        status: Status::Enforced {
            tests: &[
                "heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees",
                "workforce_at_zero_destroys_the_zone_its_harbor_and_stops_the_list",
            ],
        },
        note: "A Cylinder does not devastate. The list is: Martian VP, Units, Workforce, Refugees, Human VP.",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "Reference the Player Help Sheet’s TripodDevastation section, and roll a die for each Wave.",
            "Example: I have a Wave inCholet with 2 Tripods inits Tripod Staging Area.",
        ],
        status: Status::Reading {
            title: "Tripod Devastation chart",
        },
        note: "",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "The Player Help Sheet shows the result of the Wave’sAttack. The Tripods in the Wave will either use their HeatRays, Black Smoke, or cause Panic.",
            "Heat Ray: A mix of damaging the Workforce in a Zone,creating Refugees, and destroying Units.",
            "Black Smoke: Primarily damages the Workforce of aZone.",
            "Panic: Primarily creates Refugees, and destroys Units inthe confusion.",
        ],
        status: Status::Placeholder {
            data: &[Data::Deck("devastation")],
        },
        note: "The Tripod Devastation table stands in for the chart: a row per colour and Wave size, Green Heat Ray as in the Cholet example.",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "Iroll for that Wave’sDevastation and get a Green result(Heat Ray). 1 Unit of my choice isnow Destroyed. I lower my Workforceby 1, from 4 to 3. I also add 3Refugees to the Zone.",
            "Martian AttackExample",
        ],
        status: Status::Enforced {
            tests: &["heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees"],
        },
        note: "The example's numbers are the shipped chart's Green row for a Wave of 1 or 2 Tripods.",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "If the Devastation roll causes Unit loss, you can removeany Human Unit including Infantry, Cavalry, Guns,Refugees, and Characters.",
            "For all Units other than Guns, the Martians gain 1 MartianVictory Point on the Progress Track for each UnitCaptured. Only remove Units from that Wave’s Zone.",
        ],
        status: Status::Enforced {
            tests: &["heat_ray_in_cholet_destroys_a_unit_lowers_workforce_and_adds_refugees"],
        },
        note: "",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes!["Youchoose which Units to Destroy or Capture."],
        status: Status::Reading {
            title: "Ties and losses",
        },
        note: "Guns are Destroyed, the other Units Captured.",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "If the Production counter’s Workforce Valuereaches “0”, remove the Production counterand replace it with a Destroyed counter.",
            "This ends the Devastation Phase for that Wave.",
            "Do not continue down the list by adding Refugees orsubtracting Human Victory Points.",
            "If the Destroyed Zone has a Harbor, remove the Harborcounter.",
        ],
        status: Status::Enforced {
            tests: &["workforce_at_zero_destroys_the_zone_its_harbor_and_stops_the_list"],
        },
        note: "",
    },
    Rule {
        section: "Devastation Phase",
        quotes: quotes![
            "If the Devastation Phase causes Human Victory Point loss,reduce your Human Victory Points by that amount on theProgress Track. If you are at “0” Human Victory Points,and “0” Germ Points, do not lower your Victory Points anyfurther.",
            "Example: You have 3 Germ Points and 1 Human VictoryPoint. You get a result of “-2 Human VPs”. Your HumanVictory Point counter moves to 9, and your Germ Pointcounter moves down to 2.",
            "(Think of the Germ counter as being in the “10s” place andthe Human VPs counter as being in the “1’s” place.)",
        ],
        status: Status::Enforced {
            tests: &["human_vp_losses_borrow_from_the_germ_counter_and_stop_at_zero"],
        },
        note: "",
    },
    // ----- Human Action Phase -----
    Rule {
        section: "Human Action Phase",
        quotes: quotes![
            "Advance the Clock counter to the HumanAction Phase.",
            "If the Event card takes place during the Human ActionPhase, draw the card, and complete the Event.",
            "HUMAN ACTION PHASEPowder KegsEvent CheckDie Roll: Effect",
        ],
        status: Status::Enforced {
            tests: &[
                "each_phase_advances_the_clock_in_the_sequence_of_play",
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Human Action Phase",
        quotes: quotes![
            "Each Infantry, Cavalry, Field Gun, Siege Gun, Refugee,and Character can freely Move 1 Zone as their Actionduring the Human Action Phase.",
        ],
        status: Status::Enforced {
            tests: &["each_unit_moves_one_zone_freely_once"],
        },
        note: "",
    },
    Rule {
        section: "Human Action Phase",
        quotes: quotes![
            "Instead of Moving, Infantry can perform anyone of the following Actions:",
            "InfantryDamage",
        ],
        status: Status::Enforced {
            tests: &["infantry_place_powder_kegs_and_a_wave_entering_sets_them_off"],
        },
        note: "",
    },
    Rule {
        section: "Human Action Phase",
        quotes: quotes![
            "At any time, you may choose to remove1 Powder Keg counter from the board so you can build itelsewhere.",
        ],
        status: Status::Reading {
            title: "Human Action",
        },
        note: "",
    },
    // ----- Powder Kegs -----
    Rule {
        section: "Powder Kegs",
        quotes: quotes![
            "An Infantry Unit in any Zone may attempt toplace a Powder Keg. One at a time, roll a die:",
            "Rolling Green will result in the No Effect.",
            "Rolling Yellow places a Powder Keg counter in theZone.",
            "Rolling Red will result in Infantry being Destroyed.",
        ],
        status: Status::Enforced {
            tests: &["infantry_place_powder_kegs_and_a_wave_entering_sets_them_off"],
        },
        note: "",
    },
    Rule {
        section: "Powder Kegs",
        quotes: quotes!["The counter mix limits how many Powder Kegs you canhave in the game."],
        status: Status::Reading {
            title: "Powder Kegs in the counter mix",
        },
        note: "",
    },
    Rule {
        section: "Powder Kegs",
        quotes: quotes!["The counter mix limits how many Powder Kegs you canhave in the game."],
        status: Status::Placeholder {
            data: &[Data::Cell {
                deck: "rule-numbers",
                row: "Powder Kegs",
                field: "value",
            }],
        },
        note: "6 Powder Kegs.",
    },
    Rule {
        section: "Powder Kegs",
        quotes: quotes![
            "If a Wave enters a Zone with a Powder Keg, immediatelyroll a die.",
            "Rolling Green will result in 2 Damage. Discard thePowder Keg.",
            "Rolling Yellow will result in Reduce 1 Workforce inthe Zone. Discard the Powder Keg.",
            "Rolling Red will result in 1 Damage. Discard thePowder Keg.",
            "Damage can be spread across multiple Tripods in aWave’s Tripod Staging Area.",
            "Example: I have 2 Powder Kegs placed in Le Chesne. AWave gets a Move result to Le Chesne. As soon as the WaveMoves in, I roll for all Powder Kegs.",
            "I also could haveDestroyed 1 Tripod.",
        ],
        status: Status::Enforced {
            tests: &[
                "infantry_place_powder_kegs_and_a_wave_entering_sets_them_off",
                "a_wave_entering_the_keg_zone_from_the_chart_is_set_off_as_in_le_chesne",
            ],
        },
        note: "One roll for each Powder Keg in the zone; each point of Damage Damages an Undamaged Tripod or Destroys a Damaged one.",
    },
    Rule {
        section: "Powder Kegs",
        quotes: quotes![
            "If you roll a Yellow result in a Destroyed Zone, it becomesa No Effect. If you roll a Yellow result in a Zone with 1Workforce, the Zone is Destroyed.",
            "Waves placed in a Powder Keg’s Zone after being createdby a Cylinder are not affected.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_kegs_yellow_destroys_a_zone_of_1_workforce_and_a_wave_from_a_cylinder_sets_off_none",
            ],
        },
        note: "",
    },
    // ----- Refugees -----
    Rule {
        section: "Refugees",
        quotes: quotes![
            "Each Zone can only hold a number of Refugees equal toits Gears. Refugees in excess of a Zone’s Gear value areCaptured.",
            "Score 1 Martian Victory Point for each Captured Refugee.",
            "Example: I have 5 Refugees inCholet, but my Production counteronly has 1 Gear.",
            "theadditional 4 Refugees will beCaptured at the end of the EscapePhase.",
        ],
        status: Status::Enforced {
            tests: &["a_zone_holds_only_as_many_refugees_as_its_gears_as_in_cholet"],
        },
        note: "Checked at the end of the Escape Phase, after the Refugees at Harbors have rolled.",
    },
    // ----- Cylinder Attack -----
    Rule {
        section: "Cylinder Attack",
        quotes: quotes![
            "An Infantry Unit located in the same Zone as aCylinder may attempt to Destroy 1 of theTripods in the Cylinder.",
            "ESCAPE PHASEDie Roll: EffectRolling Green will result in No Effect.",
            "Rolling Yellow will result in 1 Tripod beingDestroyed. Remove the Tripod from its TripodStaging Area.",
            "Event CheckRolling Red will result in the Infantry beingDestroyed.",
            "If all the Tripods in the Cylinder are Destroyed, remove theCylinder.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_cylinder_attack_on_yellow_destroys_a_tripod_and_an_empty_cylinder_is_removed",
                "a_kegs_yellow_destroys_a_zone_of_1_workforce_and_a_wave_from_a_cylinder_sets_off_none",
            ],
        },
        note: "Which Tripod a Yellow Destroys is the reading “Human Action”.",
    },
    Rule {
        section: "Cylinder Attack",
        quotes: quotes!["Roll a die and consult the Player Help Sheet tosee the effect."],
        status: Status::Reading {
            title: "Charts the text gives",
        },
        note: "",
    },
    // ----- Escape Phase -----
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "Advance the Clock counter to the EscapePhase.",
            "If the Event card takes place during the Escape Phase,draw the card, and complete the Event.",
        ],
        status: Status::Enforced {
            tests: &[
                "each_phase_advances_the_clock_in_the_sequence_of_play",
                "an_event_card_of_another_phase_is_drawn_and_ignored_and_played_only_in_its_own",
            ],
        },
        note: "",
    },
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "If there is a Refugee in a Zone with a Harborcounter, roll a die to see if that Refugeesuccessfully Escapes.",
            "Refugees EscapeWarship",
            "If there is a Refugee in a Zone",
        ],
        status: Status::Enforced {
            tests: &["refugees_at_a_harbor_roll_to_escape_and_score_human_vp"],
        },
        note: "The text breaks off here: what the roll does is the reading below.",
    },
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "If there is a Refugee in a Zone with a Harborcounter, roll a die to see if that Refugeesuccessfully Escapes.",
        ],
        status: Status::Reading {
            title: "Escape and the naval battle",
        },
        note: "",
    },
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "If there is a Refugee in a Zone with a Harborcounter, roll a die to see if that Refugeesuccessfully Escapes.",
        ],
        status: Status::Placeholder {
            data: &[
                Data::Cell {
                    deck: "charts",
                    row: "Refugee Escape",
                    field: "green",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Refugee Escape",
                    field: "yellow",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Refugee Escape",
                    field: "red",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Naval Battle",
                    field: "green",
                },
                Data::Cell {
                    deck: "charts",
                    row: "Naval Battle",
                    field: "red",
                },
            ],
        },
        note: "The Refugee Escape chart (Green and Yellow Escape, Red flees into a naval battle) and the Naval Battle chart (Green the Freighter Escapes, Red the Warship is sunk).",
    },
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "Warships can only be purchased before aNaval Battle. Warships protect FleeingFreighters.",
            "Warship2 Production Points",
            "Buy as many Warships to assist yourEscaping Freighters as you want.",
        ],
        status: Status::NotModelled,
        note: "Warships are bought at 2 Production Points at the start of the Escape Phase, before any Refugee rolls, and each rolls a die in the abstract naval battle (see the reading “Escape and the naval battle”); there is no Naval Battle Board.",
    },
    Rule {
        section: "Escape Phase",
        quotes: quotes![
            "After the Tripods areplaced, place your Warships in any Hex except the toprow."
        ],
        status: Status::NotModelled,
        note: "There is no Naval Battle Board to place Warships on: the naval battle is abstract.",
    },
];
