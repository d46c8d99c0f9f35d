//! The rules map of this game: its text, rule by rule, and what the engine does with each
//! (see [`crate::rules::map`]).

use crate::rules::map::{Data, Rule, Status, quotes};

pub(super) const RULES: &[Rule] = &[
    Rule {
        section: "Page",
        quotes: quotes!["[an error occurred while processing this directive]"],
        status: Status::NotARule,
        note: "A server message left in the transcribed page.",
    },
    // ---- Introduction ----
    Rule {
        section: "Introduction",
        quotes: quotes!["And it is an oppurtunity for all those power-hungry arch-devils in Hell."],
        status: Status::NotARule,
        note: "",
    },
    // ---- Souls ----
    Rule {
        section: "Souls",
        quotes: quotes!["Souls can be used on rituals and in combat."],
        status: Status::Enforced {
            tests: &[
                "each_caster_handles_its_rituals_from_the_starter_clockwise_for_their_souls",
                "souls_eat_hits_first_then_hordes_from_the_smallest",
            ],
        },
        note: "A ritual costs the Souls its card gives; an army may take Souls into combat.",
    },
    Rule {
        section: "Souls",
        quotes: quotes![
            "In combat, they have no real attack power, but still can do damage to enemy."
        ],
        status: Status::NotModelled,
        note: "Souls add nothing to an army's size and deal no hits of their own: how they would do damage is not said. They only count as units that can take hits.",
    },
    Rule {
        section: "Souls",
        quotes: quotes![
            "However, their main function is to work as fodder in combats, eating hits. See combat for details.",
        ],
        status: Status::Enforced {
            tests: &["souls_eat_hits_first_then_hordes_from_the_smallest"],
        },
        note: "The owner of an army hit chooses the unit each hit falls on; Souls first is the order of a player with no reason to do otherwise (see the reading \"Combat\").",
    },
    // ---- Oath cards ----
    Rule {
        section: "Oath cards",
        quotes: quotes![
            "Oath cards of the Overlord are worth victory points at the end of the game.",
            "Now a new Overlord is needed before Hell falls into disorder and chaos.",
        ],
        status: Status::Variant {
            variant: "who_wins",
        },
        note: "The text says a new Overlord is needed, yet scores oath cards at the end. By default the new Overlord wins (the game's aim) and oath cards are scored for the record; the other reading gives the win to the most victory points after oath cards.",
    },
    Rule {
        section: "Oath cards",
        quotes: quotes![
            "Before that, their only value is in trades, with some special cards and by selling them to Other Powers of Hell.",
        ],
        status: Status::NotModelled,
        note: "Oath cards can be given in a trade offer, but no special card uses them and there are no Other Powers of Hell to sell them to: their rules are not in the text.",
    },
    Rule {
        section: "Oath cards",
        quotes: quotes!["Oath cards can never be discarded or played, only traded."],
        status: Status::Enforced {
            tests: &["oath_cards_are_never_played_or_discarded_only_traded"],
        },
        note: "",
    },
    Rule {
        section: "Oath cards",
        quotes: quotes!["They are not even accepted by most random card drawings."],
        status: Status::Enforced {
            tests: &["looting_takes_3_cards_from_the_hand_and_returns_oath_cards_once_a_turn"],
        },
        note: "Looting returns any oath card it draws, and a free flee cannot discard one.",
    },
    // ---- The resource deck ----
    Rule {
        section: "Resource deck",
        quotes: quotes![
            "If the deck entirely runs out, rest draws are lost.",
            "When the deck later gets new cards (via discard), any missing draws are not drawn from it - players must get new draws.",
        ],
        status: Status::Enforced {
            tests: &["when_the_deck_runs_out_the_rest_of_the_draws_are_lost"],
        },
        note: "Missing draws are never made up. When the deck is empty at the start of a Draw phase, the discard pile becomes the new deck (see the reading \"The award phase and the Starter marker\").",
    },
    Rule {
        section: "Resource deck",
        quotes: quotes![
            "Players are allowed to count the number of cards in the deck.",
            "The discard pile is freely investigable, and it can be mixed up, the order is not important.",
        ],
        status: Status::Enforced {
            tests: &["the_deck_count_and_the_discard_pile_are_open_to_every_seat"],
        },
        note: "Every seat sees the deck's count and a list of the discard pile.",
    },
    Rule {
        section: "Resource deck",
        quotes: quotes![
            "Some effects take cards from the discard pile, and if the discard pile is shuffled back to the deck, these effects do not work anymore until there is new cards in the discard pile.",
        ],
        status: Status::Enforced {
            tests: &["summon_takes_a_horde_from_the_discard_pile_and_nothing_when_there_is_none"],
        },
        note: "Summon tables the horde last put on the discard pile: the engine keeps the pile's order for it.",
    },
    // ---- Hordes ----
    Rule {
        section: "Hordes",
        quotes: quotes![
            "All horde cards must be tabled (played) before they have any effect on the game.",
            "When tabled, the horde cannot be taken back to hand, but stays on table until destroyed or voluntary discarded by owner.",
        ],
        status: Status::Enforced {
            tests: &["a_tabled_horde_stays_on_the_table_until_destroyed_or_discarded"],
        },
        note: "",
    },
    Rule {
        section: "Hordes",
        quotes: quotes!["This is usually only possible during playing phase."],
        status: Status::Enforced {
            tests: &["a_horde_is_tabled_only_in_the_playing_phase"],
        },
        note: "Cards are tabled only in their owner's playing turn.",
    },
    Rule {
        section: "Hordes",
        quotes: quotes![
            "Each group can be used in combat as one size unit (some bigger).",
            "In addition, many of these creatures have special powers, which are explained in cards.",
        ],
        status: Status::Reading {
            title: "The resource card list (placeholder)",
        },
        note: "",
    },
    // ---- Fortresses ----
    Rule {
        section: "Fortresses",
        quotes: quotes![
            "However, each Devil can have only one fortress.",
            "If the Devil has more than one fortress as a result of trade (or ritual or..), the player must discard all but one.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_second_fortress_tabled_discards_the_first",
                "devils_can_trade_all_cards_including_tabled_ones_but_keep_only_one_fortress",
            ],
        },
        note: "Tabling a second fortress discards the first; a fortress captured in combat replaces the old one; a tabled fortress got in a trade by a Devil that has one: the stronger is kept (the one held on a tie), the other discarded.",
    },
    Rule {
        section: "Fortresses",
        quotes: quotes![
            "A fortress is needed to held any prisoners, to cast rituals and for some cards so marked.",
            "On the other hand, if the Devil has a fortress, it can be looted and captured.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees",
                "rituals_need_a_fortress_and_caster_or_diabolic_fiends_and_are_lost_without",
                "looting_takes_3_cards_from_the_hand_and_returns_oath_cards_once_a_turn",
            ],
        },
        note: "No card of the shipped list is marked as needing a fortress.",
    },
    Rule {
        section: "Fortresses",
        quotes: quotes![
            "A fortress card can also be used as a special card, to negate a fortress (defense points and free flee) or for special flee or escape from imprisonment, providing that target fortress is identical.",
        ],
        status: Status::Enforced {
            tests: &[
                "free_flee_in_the_first_round_by_discarding_a_card_and_its_cancellation",
                "an_identical_fortress_card_frees_a_prisoner_or_flees_the_combat",
            ],
        },
        note: "Identical means a fortress card of the same name.",
    },
    // ---- Artifacts ----
    Rule {
        section: "Artifacts",
        quotes: quotes![
            "Artifacts are carried by the Devil (unless noted otherwise) and thus are not lost if the home Realm is conquered when the Devil is not there.",
        ],
        status: Status::Enforced {
            tests: &["artifacts_are_not_lost_with_the_home_realm_when_the_devil_is_away"],
        },
        note: "A Throne of Hell is the exception: it stays in its fortress, and the attacker who wins there takes it.",
    },
    Rule {
        section: "Artifacts",
        quotes: quotes![
            "However, if the Devil is captured, the captor can confescate any artifacts the prisoner has.",
        ],
        status: Status::NotModelled,
        note: "The captor always confiscates every artifact the prisoner carries (a Throne of Hell stays in its fortress): it cannot choose to leave the prisoner any.",
    },
    Rule {
        section: "Artifacts",
        quotes: quotes![
            "All artifact functions that require some activation from the controller are optional.",
            "So you can use the Staff or Undead or not use it.",
        ],
        status: Status::Enforced {
            tests: &[
                "all_artifact_functions_that_require_activation_are_optional",
                "an_activated_artifact_needs_a_combat_function_else_it_is_refused_naming_the_row_and_column",
            ],
        },
        note: "An artifact with the Activated (or Once per turn) keyword has its Size and Extra hits count only in a combat round its owner chooses to use it in, in its organization turn or as its army musters to join. The shipped Staff of Undead is activated, as the text names it; its extra hit is a placeholder. Draw and Throne act outside combat and cannot be activated.",
    },
    Rule {
        section: "Artifacts",
        quotes: quotes![
            "Some artifacts can only be used once per turn.",
            "If such an artifact is traded or stolen, it cannot be used again if it has been already used by other Devil this turn.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_artifact_used_once_per_turn_cannot_be_used_again_by_other_devil_this_turn",
            ],
        },
        note: "The Once per turn keyword makes an artifact activated and usable in one combat round a turn: the use stays with the card until the turn ends, so a Devil it is traded to or confiscated by cannot use it again that turn. The text names no such artifact, so none ships.",
    },
    // ---- Rituals ----
    Rule {
        section: "Rituals",
        quotes: quotes![
            "Rituals are always held at Devil's home fortress, and Devil without fortress cannot cast Rituals, unless have Diabolic Fiends.",
            "When tabled, rituals cannot be stolen, traded or exchanged.",
        ],
        status: Status::Enforced {
            tests: &[
                "rituals_need_a_fortress_and_caster_or_diabolic_fiends_and_are_lost_without",
                "devils_can_trade_all_cards_including_tabled_ones_but_keep_only_one_fortress",
            ],
        },
        note: "Diabolic Fiends stand for any horde with the Caster keyword; a ritual also needs its Devil at home (or a Caster). A tabled ritual is never offered in a trade nor looted.",
    },
    Rule {
        section: "Rituals",
        quotes: quotes![
            "Discard any tabled ritual if you have no fortress (and no Diabolic Fiends) or no caster present at the start of any new phase.",
            "Also immediately discard all tabled rituals if you lose your fortress unless you have Diabolic Fiends upkeeping the ritual, unless you get a new fortress immediately.",
        ],
        status: Status::Enforced {
            tests: &[
                "rituals_need_a_fortress_and_caster_or_diabolic_fiends_and_are_lost_without",
                "an_emptied_fortress_is_destroyed_left_or_captured_with_its_prisoners_and_rituals",
            ],
        },
        note: "Tabling a new fortress in place of the old keeps the rituals.",
    },
    // ---- The arch-devils ----
    Rule {
        section: "Arch-devils",
        quotes: quotes![
            "In its simplest form you get 3 extra cards for one card every other turn",
            "as your power is in torture, you must get prisoners.",
            "the extra card each turn is better if you have a vast realm",
            "And your revenge makes it sure that other Devils might not want to attack you",
        ],
        status: Status::Reading {
            title: "The arch-devils and their powers (placeholder)",
        },
        note: "",
    },
    Rule {
        section: "Arch-devils",
        quotes: quotes![
            "However, the real power is to combine your special power with special cards Drunken or Forced Agreement, when you will get all nice things in exchange for practically nothing.",
        ],
        status: Status::Reading {
            title: "Drunken and Forced Agreement (placeholder)",
        },
        note: "The text names Drunken and Forced Agreement as special cards, not what they do. The placeholder readings: Forced Agreement binds another Devil to accept the player's next trade offer this turn, Drunken to accept every one until the turn ends; both ship with no copies, marked placeholders, until a designer gives them a count. Tested by combine_your_special_power_with_special_cards_drunken_or_forced_agreement.",
    },
    Rule {
        section: "Arch-devils",
        quotes: quotes![
            "Playing tips: As you have most power of all Devils, use it, and attack as often as possible.",
            "Playing tips: Fully utilize your special power.",
            "which makes it as powerful as Mammon's (other) special power",
            "In addition to aggressive playing you can make deals with other Devil's",
            "Or you can promise to give spoils of the torture, as you do not need to keep that promise after end of the next turn.",
            "Playing tips: use combined rituals for their best effect, like Summon and Infernal Plague, resolving Summon first.",
            "Also remember to discard rituals voluntary if it is obvious you are going to lose them",
            "Try to get Deadmaze of Granite as your fortress and attack against you can be very costly.",
        ],
        status: Status::NotARule,
        note: "Playing tips for each arch-devil.",
    },
    // ---- Imprisonment ----
    Rule {
        section: "Imprisonment",
        quotes: quotes!["A captured Devil cannot go to Earth or partake in gathering."],
        status: Status::Enforced {
            tests: &[
                "the_devil_and_fiends_go_to_earth_but_a_captured_devil_cannot",
                "a_captured_devil_neither_objects_nor_is_elected",
            ],
        },
        note: "",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes!["The devil can only trade with its captor"],
        status: Status::Enforced {
            tests: &["a_captured_devil_trades_only_with_its_captor_who_may_release_it"],
        },
        note: "",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes!["unless the captor gives permission to do otherwise."],
        status: Status::NotModelled,
        note: "The captor cannot give permission to trade with others: a captured Devil always trades only with its captor.",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "Devil's armies can only attack to release their master (unless they have Fallen Angels), they cannot join combats.",
            "However, they can defend normally.",
        ],
        status: Status::Enforced {
            tests: &["a_devil_on_earth_or_with_a_defeat_cannot_lead_an_army_but_fallen_angels_can"],
        },
        note: "Fallen Angels stand for any horde with the Leader keyword.",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "A devil is freed from imprisonment when the captor either lets its prisoners to go (well, a trade can help), an Escape or proper fortress card is used or the captor loses the fortress (not by changing to new one).",
        ],
        status: Status::Enforced {
            tests: &[
                "a_captured_devil_trades_only_with_its_captor_who_may_release_it",
                "an_identical_fortress_card_frees_a_prisoner_or_flees_the_combat",
                "losing_a_fortress_releases_its_prisoners",
            ],
        },
        note: "A captor lets a prisoner go only as part of an accepted trade, in any trading window.",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "If the Devil is freed, it can immediately flee without returning to home Realm.",
        ],
        status: Status::NotModelled,
        note: "The freed Devil has no choice: freed by a trade or an Escape it returns home, freed by the loss of the captor's fortress it flees until the end of the turn.",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "If the fortress is lost, or the captor did not originally have a fortress, the captor must immediately release all its prisoners.",
        ],
        status: Status::Enforced {
            tests: &[
                "losing_a_fortress_releases_its_prisoners",
                "the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees",
            ],
        },
        note: "",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "When captor is forced to releases its prisoner, it can make that Devil to flee (out of game) until end of this turn, unless Recall is used to hasten the return.",
        ],
        status: Status::NotModelled,
        note: "The released Devil always flees until the end of the turn (the captor does not choose); a Recall card brings a fled Devil home.",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes![
            "If a fortress in which the Devil is imprisoned is captured, the attacker gains all prisoners.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_emptied_fortress_is_destroyed_left_or_captured_with_its_prisoners_and_rituals",
            ],
        },
        note: "",
    },
    Rule {
        section: "Imprisonment",
        quotes: quotes!["Prisoners can be moved during playing phase from one Devil to another."],
        status: Status::Enforced {
            tests: &["prisoners_can_be_moved_from_one_devil_to_another_by_a_trade"],
        },
        note: "A prisoner moves as part of a trade offer, into the fortress of a Devil that has one.",
    },
    // ---- Posts ----
    Rule {
        section: "Posts",
        quotes: quotes![
            "Posts are power: a Devil with post is more easily selected as new overlord, as it has shown certain abilities to be good in that job.",
        ],
        status: Status::Enforced {
            tests: &["six_points_count_as_proclaimed_and_most_posts_then_most_points_is_elected"],
        },
        note: "Among the possible Overlords the one with most posts is elected.",
    },
    Rule {
        section: "Posts",
        quotes: quotes![
            "In addition, when a new post is achieved or stable post (see below) is kept, the Devil gains one victory point",
        ],
        status: Status::Enforced {
            tests: &["posts_are_achieved_kept_stable_unstable_and_lost_with_their_points"],
        },
        note: "",
    },
    Rule {
        section: "Posts",
        quotes: quotes!["or new promises from Other Powers of Hell, see Award phase, later."],
        status: Status::Reading {
            title: "The award phase and the Starter marker",
        },
        note: "There are no Other Powers of Hell at the table: the award is always 1 victory point.",
    },
    Rule {
        section: "Posts",
        quotes: quotes![
            "Unstable post: when the Devil first gets the post, it is not very well known and stable position, yet, and more easily lost.",
            "If the Devil does not fill 'to keep' requirement next turn, the post is completely lost and other Devil can immediately claim it if the Devil fills the 'to achieve' requirement.",
        ],
        status: Status::Enforced {
            tests: &[
                "posts_are_achieved_kept_stable_unstable_and_lost_with_their_points",
                "an_unstable_post_not_kept_is_lost_and_other_devil_can_immediately_claim_it",
            ],
        },
        note: "The Devil that has just lost the post cannot claim it back in the same award.",
    },
    Rule {
        section: "Posts",
        quotes: quotes!["'to keep' requirement", "'to achieve' requirement"],
        status: Status::Reading {
            title: "Post requirements (placeholder)",
        },
        note: "",
    },
    Rule {
        section: "Posts",
        quotes: quotes![
            "Stable post: if the Devil has unstable post and fills 'to keep' requirement, the post changes to stable post - the devil is now well known for its position.",
            "If the Devil cannot fill 'to keep' requirement, the post is changed to unstable post instead of being immediately lost.",
        ],
        status: Status::Enforced {
            tests: &["posts_are_achieved_kept_stable_unstable_and_lost_with_their_points"],
        },
        note: "",
    },
    // ---- Combat cards ----
    Rule {
        section: "Combat cards",
        quotes: quotes![
            "Combat cards are special and never interfare the game except during combat.",
            "There is no way to get them to your hand, to discard or to trade them. They are just game mechanics like dice.",
        ],
        status: Status::Placeholder {
            data: &[Data::Deck("combat-cards")],
        },
        note: "The combat deck is kept apart from the resource cards and is shuffled for each round. Its cards are not in the text: Skirmish, Battle, Slaughter and Stand-off stand in.",
    },
    // ---- Set-up ----
    Rule {
        section: "Set-up",
        quotes: quotes![
            "Give the Starter marker to random player. Shuffle the resource cards, and deal 6 cards to each player.",
            "Each player has no Souls and no victory points. Start from the first turn.",
        ],
        status: Status::Enforced {
            tests: &[
                "deal_6_cards_to_each_player_with_the_starter_at_random_and_no_souls_nor_points",
            ],
        },
        note: "Each player gets one arch-devil at random (see the reading on the arch-devils).",
    },
    Rule {
        section: "Set-up",
        quotes: quotes![
            "If a player has no fortresses in her starting hand, she may discard all these 6 cards and get 6 new ones, but must keep those.",
            "After everyone has done their possible redraw, shuffle discarded decks into the deck.",
        ],
        status: Status::Enforced {
            tests: &["a_hand_without_a_fortress_may_be_redrawn_once_and_the_new_one_kept"],
        },
        note: "",
    },
    // ---- General rules ----
    Rule {
        section: "General rules",
        quotes: quotes!["Players are allowed to show contents of their hand to other players."],
        status: Status::NotModelled,
        note: "Each seat sees only its own hand; there is no move to show it. Players at one screen may still show each other.",
    },
    Rule {
        section: "General rules",
        quotes: quotes![
            "To ensure that, if you about to do something that has effect on others, make sure that they have no effects under processing.",
            "Even say 'STOP' to everyone and when everyone is waiting, do your effect.",
        ],
        status: Status::NotModelled,
        note: "The table takes one move at a time, so no two effects are ever under way together and no one needs to call 'STOP'.",
    },
    Rule {
        section: "General rules",
        quotes: quotes![
            "Some effects have targets like 'Realm with most hordes, and if tied, random'.",
            "This means that the Realm with most hordes is selected, but if several Realms have equal number of Realms, one of them is selected randomly.",
        ],
        status: Status::NotModelled,
        note: "Infernal Plague (the Plague keyword) strikes the Realm with most hordes, a tie at random, but never the caster's own Realm, even when it has the most.",
    },
    // ---- Trading ----
    Rule {
        section: "Trading",
        quotes: quotes![
            "Limited trading is allowed during most phases.",
            "No tabled cards (including prisoners and Souls) can be moved, but players can trade hand cards, make promises and release prisoners.",
        ],
        status: Status::Enforced {
            tests: &[
                "limited_trading_before_each_ritual_moves_hand_cards_promises_and_releases_only",
                "as_trading_is_allowed_the_attacker_may_change_the_target_or_pass",
            ],
        },
        note: "Limited trading opens over an announced attack (the defender with the attacker) and before each caster handles its rituals (the caster with any other Devil): hand cards, promises and releases, no tabled card or prisoner handover. See the reading \"Trading\" for the windows the table opens.",
    },
    Rule {
        section: "Trading",
        quotes: quotes![],
        status: Status::Reading { title: "Trading" },
        note: "Which windows the table opens, who negotiates in each, and the engine's limits that keep every game finite (one negotiation per pair and window, two counter-offers).",
    },
    Rule {
        section: "Trading",
        quotes: quotes![
            "Special cards can be played normally, except for those which can only be played during playing phase.",
        ],
        status: Status::NotModelled,
        note: "Special cards are played in their owner's playing turn only, except Escape and Recall, which may also be played in a combat's organization.",
    },
    Rule {
        section: "Trading",
        quotes: quotes![
            "No trading is during special bookkeeping phases.",
            "Players can not trade anything, make any promises nor play special cards. Just follow the rules for that phase.",
        ],
        status: Status::Enforced {
            tests: &[
                "no_trade_nor_special_card_in_the_bookkeeping_phases",
                "no_trading_nor_promises_fall_due_in_the_bookkeeping_phases",
            ],
        },
        note: "The draw, the award, the gathering and the election have no trading, no promises and no special cards.",
    },
    Rule {
        section: "Trading",
        quotes: quotes!["Any trade agreed on must be kept"],
        status: Status::Enforced {
            tests: &[
                "an_offer_passes_the_decision_to_the_other_player_who_accepts_or_declines",
                "an_offer_may_be_countered_and_the_counter_accepted_or_declined",
            ],
        },
        note: "An accepted offer (or counter-offer) is carried out at once: the cards and prisoners change hands, and cards of a side's choice are given before play goes on.",
    },
    Rule {
        section: "Trading",
        quotes: quotes![
            "unless it has some upcoming condition, in which case the trade must be kept only if the Devil promises to do something.",
            "As the Devil cannot be always sure that it can fill a promise, it is a good idea to add 'if it is possible' or 'only if it is possible' to promises which might become impossible to keep.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_promise_kept_is_marked_kept_when_its_moment_comes",
                "a_broken_promise_is_marked_broken_and_logged_but_not_prevented",
                "the_schemer_keeps_its_word_unless_breaking_it_is_worth_it",
            ],
        },
        note: "A promise is a term of the trade, recorded on the table with the moment its kind names; the table marks it kept or broken then and logs it, and never forces it. A promise of cards is kept by giving what the hand holds; with an empty hand it lapses (\"if it is possible\").",
    },
    Rule {
        section: "Trading",
        quotes: quotes![
            "If the devil cannot keep its promise and it included cards from the hand, the player must show her entire hand to player who was ought to get the cards.",
        ],
        status: Status::Enforced {
            tests: &["a_promise_of_cards_not_kept_shows_the_whole_hand_to_the_one_owed"],
        },
        note: "A broken promise of cards shows the maker's hand to the one owed until the turn ends.",
    },
    Rule {
        section: "Trading",
        quotes: quotes![
            "To avoid any extra complexity and word-twisting, any obscure, unclear and impossible promises are denied",
        ],
        status: Status::Enforced {
            tests: &["a_promise_the_table_cannot_check_is_refused_naming_row_and_column"],
        },
        note: "A promise is chosen from the game's promises table, each of a kind the table checks, and a row whose kind or number the table cannot read is refused where it stands, so there is no free wording to deny (a row of words alone, kind “other”, is recorded and never marked).",
    },
    Rule {
        section: "Trading",
        quotes: quotes!["Sample promises are like:"],
        status: Status::Placeholder {
            data: &[Data::Deck("promises")],
        },
        note: "The sample list is lost. Five placeholder promises stand in, one of each kind the table checks (no attack, not against, no objection, cards, overlord), with placeholder numbers for the cards given and the victory points got; a trade may carry one promise each way.",
    },
    Rule {
        section: "End of the game",
        quotes: quotes![
            "When the game ends, only promises '..if ..becomes an overlord' is fulfilled, nothing else anymore matters - not hand sixe, tabled forces or number of Souls.",
        ],
        status: Status::Enforced {
            tests: &["when_the_game_ends_only_promises_if_it_becomes_the_overlord_are_fulfilled"],
        },
        note: "The new Overlord's promises are carried out (the victory points they name are given, before the oath cards are scored); every other promise still pending lapses.",
    },
    Rule {
        section: "End of the game",
        quotes: quotes![
            "Oath cards: when the new Overlord is elected, Oath cards are revealed and victory points are scored for them.",
        ],
        status: Status::Enforced {
            tests: &["who_wins_is_a_variant_the_overlord_or_the_most_points_after_oath_cards"],
        },
        note: "",
    },
    Rule {
        section: "Special cards",
        quotes: quotes![
            "Special cards can be played when trading is allowed, unless restricted by the card itself.",
        ],
        status: Status::NotModelled,
        note: "Special cards are played only in their owner's playing turn; Escape and Recall also in a combat's organization.",
    },
    Rule {
        section: "Special cards",
        quotes: quotes![
            "Under no circumstances it is possible to play special cards during 'no trading' phase.",
        ],
        status: Status::Enforced {
            tests: &["no_trade_nor_special_card_in_the_bookkeeping_phases"],
        },
        note: "",
    },
    // ---- Draw phase ----
    Rule {
        section: "Draw phase",
        quotes: quotes![
            "Each player draws cards from the deck, starting from the Starter (if cards are running low).",
        ],
        status: Status::Enforced {
            tests: &["when_the_deck_runs_out_the_rest_of_the_draws_are_lost"],
        },
        note: "",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes![
            "The number of cards depends on Realm size:",
            "Realm Size | 1-11 | 12-14 | 15-17 | 18-20 | 21+ |",
            "---|---|---|---|---|---|",
            "Cards drawn | to 15 | 4 | 3 | 2 | 1 |",
        ],
        status: Status::Enforced {
            tests: &["cards_drawn_follow_the_realm_size_table"],
        },
        note: "\"to 15\" draws up to 15 cards in all counting the Realm size; the Devil's and its artifacts' extra draws come on top.",
    },
    Rule {
        section: "Draw phase",
        quotes: quotes![
            "For example, if Asmodeus have fortress, 3 hordes, 1 artifact, Realm of Power post and 7 hand cards, including Oath cards. Thus, the Realm size is 14, and player draws 4 cards.",
        ],
        status: Status::Variant {
            variant: "realm_size",
        },
        note: "The example's cards and post make 13, yet it says 14. By default the Devil counts 1, so the example adds up; the other reading counts only tabled cards, posts and hand cards.",
    },
    // ---- Playing phase ----
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "Player can table any fortress cards in her hand, but if she has more than one tabled fortress card, all but one must be immediately discarded.",
            "The same applies to trading, no player can have more than one tabled fortress.",
        ],
        status: Status::Enforced {
            tests: &["a_second_fortress_tabled_discards_the_first"],
        },
        note: "",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes!["Devils can trade all cards, including tabled ones."],
        status: Status::Enforced {
            tests: &["devils_can_trade_all_cards_including_tabled_ones_but_keep_only_one_fortress"],
        },
        note: "In the playing phase a trade may name tabled hordes, fortresses and artifacts of either side (not rituals), and hand prisoners over; a tabled card stays tabled with its new owner.",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "Player can discard any resource cards she wants to from table or hand into discard pile.",
            "No card can never be taken back to hand after it is played or tabled.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_tabled_horde_stays_on_the_table_until_destroyed_or_discarded",
                "oath_cards_are_never_played_or_discarded_only_traded",
            ],
        },
        note: "Any card but an oath card may be discarded in its owner's playing turn.",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "Non-imprisoned Devil can go to Earth to collect Souls, as can any Fiends.",
            "The mark this, turn the card sideways or move to side.",
        ],
        status: Status::Enforced {
            tests: &["the_devil_and_fiends_go_to_earth_but_a_captured_devil_cannot"],
        },
        note: "Fiends stand for any horde with the Earth keyword.",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "This decision can be reversed and remade as long as playing phase continues."
        ],
        status: Status::Reading {
            title: "Earth, rituals and specials",
        },
        note: "Each unit may be sent to Earth or brought back once per playing phase, not again and again.",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "Any artifacts owned by the devil follow the devil to Earth (except for Throne of Hell)",
        ],
        status: Status::NotModelled,
        note: "Artifacts stay listed in the Realm; while the Devil is on Earth it leads no army, so its artifacts add to no combat, and they are not lost if the Realm is conquered.",
    },
    Rule {
        section: "Playing phase",
        quotes: quotes![
            "When everyone is ready (a good way to indicate this is by putting hand cards on the table), the game processes into next phase.",
        ],
        status: Status::NotModelled,
        note: "The playing phase is played in turns from the Starter clockwise: each player acts, then says ready, and the phase ends when the last one is ready.",
    },
    // ---- Attack phase ----
    Rule {
        section: "Attack phase",
        quotes: quotes![
            "Starting from the Starter, going clockwise, each player either passes or announces an attack.",
            "This is continued until all players pass in a row.",
        ],
        status: Status::Enforced {
            tests: &["attacks_go_from_the_starter_clockwise_until_all_pass_in_a_row"],
        },
        note: "Each combat is fought as soon as it is announced; the announcements then go on from the next player.",
    },
    Rule {
        section: "Attack phase",
        quotes: quotes!["Attack can only be announced if:"],
        status: Status::NotModelled,
        note: "The list of conditions is lost. The engine lets a player attack if it has a leader (its Devil at home, a Leader horde, or an army releasing its master), something to take into the army, and no attacker defeat this turn.",
    },
    Rule {
        section: "Attack phase",
        quotes: quotes![
            "Attack can only be against a Realm which you have not yet attacked at (assisting is not counted).",
            "You can attack a Realm with no tabled cards and no Devil present, as you can recall the Devil during the combat.",
        ],
        status: Status::Enforced {
            tests: &["attacks_go_from_the_starter_clockwise_until_all_pass_in_a_row"],
        },
        note: "",
    },
    Rule {
        section: "Attack phase",
        quotes: quotes![
            "As trading is allowed, the player may change the target or change attack announcement to passing action.",
            "If she does not, see combat rules in its own chapter.",
        ],
        status: Status::Enforced {
            tests: &["as_trading_is_allowed_the_attacker_may_change_the_target_or_pass"],
        },
        note: "The defender of an announced attack may bargain with the attacker (limited trading) or let the attack stand; after a bargain the attacker attacks as announced, changes the target (fought at once, with no new bargain) or passes.",
    },
    Rule {
        section: "Attack phase",
        quotes: quotes![
            "After all combats are handled, 'Realm of Power' post is awarded as described in card rules.",
        ],
        status: Status::Placeholder {
            data: &[
                Data::Cell {
                    deck: "posts",
                    row: "Realm of Power",
                    field: "achieve",
                },
                Data::Cell {
                    deck: "posts",
                    row: "Realm of Power",
                    field: "keep",
                },
            ],
        },
        note: "The post is checked after the last combat. Its card rules are lost: the most Realm size to achieve it and size 18 to keep it stand in.",
    },
    // ---- Ritual phase ----
    Rule {
        section: "Ritual phase",
        quotes: quotes![
            "Starting from the Starter, each caster handles its ritual (or rituals), one by one, player by player, clockwise.",
            "Any ritual can be discarded before handling it, if the owner so desires.",
        ],
        status: Status::Enforced {
            tests: &["each_caster_handles_its_rituals_from_the_starter_clockwise_for_their_souls"],
        },
        note: "Each tabled ritual must be cast or discarded in this phase, and a cast ritual is discarded (see the reading \"Earth, rituals and specials\").",
    },
    Rule {
        section: "Ritual phase",
        quotes: quotes!["Before each ritual is handled, trading is allowed as normal."],
        status: Status::Enforced {
            tests: &[
                "limited_trading_before_each_ritual_moves_hand_cards_promises_and_releases_only",
            ],
        },
        note: "Before a caster handles its rituals it may open one negotiation with each other Devil (limited trading); the other Devils trade in their own windows.",
    },
    Rule {
        section: "Ritual phase",
        quotes: quotes![
            "If the player has complete set of Critters, she can cast a ritual directly from her hand, breaking the normal rules.",
            "This can be done once per Critter set per turn, and is otherwise handled normally.",
        ],
        status: Status::Enforced {
            tests: &["a_complete_critter_set_casts_a_ritual_from_the_hand_once_per_set_per_turn"],
        },
        note: "A complete set is one tabled horde of each Critter of the list.",
    },
    // ---- Gathering on Earth ----
    Rule {
        section: "Gathering on Earth",
        quotes: quotes!["The Devil can reroll the result, but must accept the second roll."],
        status: Status::Enforced {
            tests: &["the_soul_roll_may_be_rerolled_once_and_the_second_kept"],
        },
        note: "",
    },
    Rule {
        section: "Gathering on Earth",
        quotes: quotes![
            "Unless 2 is rolled, fiends or the Devil stays on Earth until next playing phase, when can return to Hell.",
        ],
        status: Status::Reading {
            title: "The soul table (placeholder)",
        },
        note: "",
    },
    // ---- Election ----
    Rule {
        section: "Election",
        quotes: quotes![
            "To object a Devil, just state so, as long as your Devil is in gathering.",
            "Once the Devil says that it objects someone, it cannot take its vote back. Devil can object any number of Devils.",
        ],
        status: Status::Enforced {
            tests: &[
                "objected_by_half_the_gathering_is_not_a_possible_overlord_but_9_points_alone_win",
                "a_captured_devil_neither_objects_nor_is_elected",
            ],
        },
        note: "The Devils in the gathering state their objections in turn from the Starter.",
    },
    Rule {
        section: "Election",
        quotes: quotes![
            "Any Devil with 6 or more victory points is automatically counted as proclaimed, so no need (or use) to proclaim them.",
            "Mark them with marker, too.",
        ],
        status: Status::Enforced {
            tests: &["six_points_count_as_proclaimed_and_most_posts_then_most_points_is_elected"],
        },
        note: "",
    },
    Rule {
        section: "Election",
        quotes: quotes![
            "When everyone has stated all their objections and their next proclaiming, the phase ends.",
        ],
        status: Status::Enforced {
            tests: &["a_devil_proclaimed_this_turn_is_a_possible_overlord_next_turn"],
        },
        note: "",
    },
    Rule {
        section: "Election",
        quotes: quotes![
            "Any Overlord at 6 victory points or who was proclaimed as new Overlord last turn is a possible new Overlord, if:",
        ],
        status: Status::Reading {
            title: "Election conditions (placeholder)",
        },
        note: "",
    },
    Rule {
        section: "Election",
        quotes: quotes![
            "If there is several possible Overlords, the one with most posts becomes the new Overlord, and the game ends.",
            "If tied, the one with most victory points. If still tied, no one is selected this turn and the game continues to next turn.",
        ],
        status: Status::Enforced {
            tests: &["six_points_count_as_proclaimed_and_most_posts_then_most_points_is_elected"],
        },
        note: "",
    },
    Rule {
        section: "Election",
        quotes: quotes![
            "However, if any Devil has reached 9 or more victory points, that Devil automatically becomes the new Overlord if no one else was elected and no one else has as many victory points.",
        ],
        status: Status::Enforced {
            tests: &[
                "objected_by_half_the_gathering_is_not_a_possible_overlord_but_9_points_alone_win",
            ],
        },
        note: "",
    },
    Rule {
        section: "End of the turn",
        quotes: quotes![
            "After gathering phase, the turn ends and any Devils which have fled (from combat or because their prison was destroyed) return to Hell.",
        ],
        status: Status::Enforced {
            tests: &["fled_devils_return_at_the_end_of_the_turn"],
        },
        note: "",
    },
    Rule {
        section: "End of the turn",
        quotes: quotes![],
        status: Status::Reading {
            title: "The engine's turn limit",
        },
        note: "",
    },
    // ---- Combat: armies ----
    Rule {
        section: "Combat: armies",
        quotes: quotes![
            "Army leaders: each army must be lead by a Devil (or Fallen Angels).",
            "If an army has no leader, it returns to home Realm (exception: if the army is trying to release their master, they can keep on fighting).",
            "In home Realm, the army defends normally even without leader.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_devil_on_earth_or_with_a_defeat_cannot_lead_an_army_but_fallen_angels_can",
                "the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees",
                "hits_are_spread_over_allied_armies_biggest_first",
            ],
        },
        note: "A joined army left without a leader goes home after the round; the main attacker's is an attacker defeat.",
    },
    Rule {
        section: "Combat: armies",
        quotes: quotes![
            "An imprisoned or fled Devil, or Devil on Earth cannot lead an army.",
            "In addition, if have any attack defeats this turn you cannot send an army to join a combat.",
        ],
        status: Status::Enforced {
            tests: &["a_devil_on_earth_or_with_a_defeat_cannot_lead_an_army_but_fallen_angels_can"],
        },
        note: "",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Joining: any Realm with capable army leader can join the combat, by taking any number of hordes in home Realm with it.",
            "If Realm has any Souls, the army can take any number of them with it.",
            "A defeated army (retreating, time-out) can not attack again.",
        ],
        status: Status::Enforced {
            tests: &[
                "joining_retreat_and_side_switching_follow_organization",
                "a_devil_on_earth_or_with_a_defeat_cannot_lead_an_army_but_fallen_angels_can",
            ],
        },
        note: "",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Troop movement: hordes and Souls left at home Realm cannot be called during combat, nor can part of the army retreat.",
            "If the composition of the army needs to be changed, retreat and then re-join. Of course this does not work for main attacker.",
        ],
        status: Status::Enforced {
            tests: &["an_army_changes_its_composition_only_by_retreating_and_rejoining"],
        },
        note: "",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Retreat: any army except the defender can retreat, unless it joined combat this round.",
            "If the main attacker retreats, the combat is immediately over.",
            "Side switching: any other army than main attacker or defender can change side at will during organization.",
        ],
        status: Status::Enforced {
            tests: &["joining_retreat_and_side_switching_follow_organization"],
        },
        note: "Organization goes from the main attacker to the defender, then the others clockwise, each round.",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Free Flee: at first combat round, the defending Devil can flee by discarding a resource card from hand.",
            "This Devil is out of game until end of the turn, unless Recalled.",
            "If any effect is used to prevent free flee, any card already discarded is lost and Devil returns to home Realm.",
        ],
        status: Status::Enforced {
            tests: &["free_flee_in_the_first_round_by_discarding_a_card_and_its_cancellation"],
        },
        note: "Free flee is the fortress's: a defender with no fortress standing (or a negated one) cannot flee freely.",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Special Flee: On any combat round the defender can flee from combat by playing Escape special card or discarding an identical fortress card as Devil's fortress.",
        ],
        status: Status::Enforced {
            tests: &[
                "special_flee_surrender_and_no_combat_are_the_defenders_to_choose",
                "an_identical_fortress_card_frees_a_prisoner_or_flees_the_combat",
            ],
        },
        note: "",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes!["This can only be prevented with Recall special card."],
        status: Status::Enforced {
            tests: &["a_special_flee_can_only_be_prevented_with_recall"],
        },
        note: "The main attacker holding Recall may play it when the defender flees so: the Devil is back in its army.",
    },
    Rule {
        section: "Combat: organization",
        quotes: quotes![
            "Surrendering: defendind Devil may surrender and attacker captures it.",
            "The combat still continues, unless attacker retreats.",
            "No combat: main defender and attacker can agree that no attacking is done this round.",
        ],
        status: Status::Enforced {
            tests: &["special_flee_surrender_and_no_combat_are_the_defenders_to_choose"],
        },
        note: "The main attacker proposes no combat and the defender agrees or refuses, once a round.",
    },
    // ---- Combat: the fight ----
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Combat deck is shuffled and attacker draws cards from it, one by one.",
            "Number of drawn cards is 1, +1 per full 5 size in each side. So, with 7 size against 8, draw 3 cards.",
        ],
        status: Status::Enforced {
            tests: &["combat_draws_1_card_plus_1_per_full_5_size_on_each_side"],
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "For each card, check the corresponding row, by comparing total size of attacker and defending side.",
        ],
        status: Status::Reading {
            title: "The combat table (placeholder)",
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Use row 3:1 if attacker size is at least three times defender side, 2:1 if attacker is at least double the size, and A > D if attacker side is more than defender side.",
            "Likewise use 1:3 if defender side is three times the attacker side, 1:2 if double and A <= D if defender is bigger or of same",
            "After finding the correct row, use column according to defender defense points.",
        ],
        status: Status::Enforced {
            tests: &[
                "ratio_rows_follow_the_text",
                "the_row_is_the_size_ratio_and_the_column_the_defence_points",
            ],
        },
        note: "The columns are 0 to 3 defence points and 4 or more.",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Note that if defending side has any allies, they also benefict from defense points (except for extra hits)",
            "Allied defenders: All armies on defending side get benefict from defender defense points when combat cards is checked.",
        ],
        status: Status::Enforced {
            tests: &["allied_defenders_benefit_from_the_defence_points_column"],
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "The drawing is immediately ended if sufficient hits to destroy either side is achieved, see below.",
            "These do not include any extra or revenge hits.",
        ],
        status: Status::Enforced {
            tests: &["drawing_ends_as_soon_as_the_hits_destroy_a_side"],
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Extra hits: If any units cause extra hits, they are added to total number of hits dealt, before hits are assigned.",
            "If other side has any defense points, main defender ignores extra hits if rolls defense points or less with d6.",
            "If there is any allied defenders, one of the allies then take this hit, and it is assigned first, before assigning other hits.",
        ],
        status: Status::Enforced {
            tests: &[
                "extra_hits_are_ignored_by_the_main_defender_on_a_roll_within_its_defence_points",
            ],
        },
        note: "Extra hits are added once each round; an ignored hit goes to the biggest allied defender.",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Revenge hits: If any destroyed units cause revenge hits, they are immediately assigned, before handling other effects of being destroyed (like Warriors of Darkness).",
            "If the target army is in home Realm with defense points, it can ignore hits by rolling with d6 same or less than number of defense points.",
        ],
        status: Status::Enforced {
            tests: &["revenge_hits_strike_the_army_that_destroyed_the_unit"],
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Allied force: If side has multiple armies, hits are dealt evenly, with first ones going to biggest one (size-wise), and if tied, ramdomized.",
        ],
        status: Status::Enforced {
            tests: &["hits_are_spread_over_allied_armies_biggest_first"],
        },
        note: "",
    },
    Rule {
        section: "Combat: the fight",
        quotes: quotes![
            "Revenge hits are always targeted at certain army.",
            "However, allied defenders do not gain from defense points against extra or revenge hits.",
        ],
        status: Status::Reading { title: "Combat" },
        note: "The text does not say which army revenge hits strike: the engine aims revenge at the other side's main army. Inside an army the owner chooses the unit each hit falls on.",
    },
    Rule {
        section: "Combat: hits",
        quotes: quotes!["Hordes: destroyed. Might have immediate side-effects."],
        status: Status::Enforced {
            tests: &[
                "the_players_assign_the_hits_a_horde_is_destroyed_and_a_devil_put_aside",
                "revenge_hits_strike_the_army_that_destroyed_the_unit",
            ],
        },
        note: "The owner of the army hit chooses the unit each hit falls on.",
    },
    Rule {
        section: "Combat: hits",
        quotes: quotes![
            "Fortress: Fortress is damaged. Roll d6, and on a d6 roll '1' the fortress is destroyed and put to discard pile.",
            "Any Devils imprisoned on it are put aside as they had been hit in combat.",
            "If the roll was 2+, the fortress is just turned face-down (or put aside), and it has no further effect on combat. After combat the fortress is turned face-up again.",
        ],
        status: Status::Enforced {
            tests: &[
                "a_hit_fortress_rolls_a_die_1_destroys_it_and_frees_its_prisoners_else_it_is_turned_aside",
                "the_players_assign_the_hits_a_fortress_hit_rolls_its_die_before_the_hordes",
            ],
        },
        note: "The defender may give a hit to its fortress while it has other units.",
    },
    Rule {
        section: "Combat: hits",
        quotes: quotes![
            "Devil: Devil is out of combat and put aside.",
            "After the combat is over, the winner captures all Devils put aside, see below.",
            "Any non-captured Devil which have been hit is classified as fled, and is out of game until end of turn (unless Recalled).",
        ],
        status: Status::Enforced {
            tests: &[
                "the_players_assign_the_hits_a_horde_is_destroyed_and_a_devil_put_aside",
                "the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts",
                "the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees",
            ],
        },
        note: "",
    },
    // ---- Combat: the end ----
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "If the attacking side runs out of leaders (unless army is trying to release its master), the combat ends to attacker defeat.",
            "Otherwise if the defender has no units nor Souls left, the combat ends to attacker victory",
            "If the defender had a fortress, the attacker can now loot and capture it, see below.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees",
                "the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts",
            ],
        },
        note: "The attacking side runs out of leaders when the main attacker's army has none.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes!["(however, the attacker may choose to continue the combat to next turn)"],
        status: Status::Enforced {
            tests: &[
                "the_attacker_may_choose_to_continue_the_combat_to_next_turn",
                "a_continued_combat_still_ends_at_the_end_of_the_third_turn",
            ],
        },
        note: "The main attacker chooses after the first or second round; victory is the default. Going on past the third round would be the time-out, so an emptied Realm then is the victory.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "Time-Out: If the combat does not end by the end of third turn and no special card or effect is in effect, the combat ends to time-out and is classified as attacker defeat.",
        ],
        status: Status::Enforced {
            tests: &["the_defender_captures_only_if_every_attacker_was_destroyed"],
        },
        note: "No card of the shipped list lengthens a combat.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "If the combat is attacker victory, the main attacker captures all Devils which have been hit.",
            "Otherwise the defender captures them all if (and only if) all the attackers were destroyed - if even one Soul survived, they allow any hit Devils to flee.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts",
                "the_defender_captures_only_if_every_attacker_was_destroyed",
            ],
        },
        note: "",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "Note that all hit Devils are captured, regardless on which side they were fighting at.",
        ],
        status: Status::Enforced {
            tests: &["all_hit_devils_are_captured_whichever_side_they_fought_on"],
        },
        note: "The captor's own Devil, if hit, flees instead.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "Attacker victory: if attacker destroys all defenders, combat is classified as attacker victory if no one has yet gained this status from that Realm.",
            "If someone already emptied the Realm and then something appears therein (Recall, non-captured nor destroyed fortress) destroying that does not count as attacker victory anymore.",
        ],
        status: Status::Enforced {
            tests: &[
                "the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts",
                "a_realm_emptied_twice_in_a_turn_gives_one_attacker_victory",
            ],
        },
        note: "A Realm emptied once this turn gives no further attacker victory.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "Attacker defeat: attacker retreats because of time-out, loss of leader or voluntary retreat.",
            "That player cannot attack nor join combat anymore this turn.",
            "If the entire attacking side was destroyed, all hit Devils are captured by defender, otherwise they all 'flee' (out of game until end of turn)",
        ],
        status: Status::Enforced {
            tests: &[
                "the_defender_captures_only_if_every_attacker_was_destroyed",
                "joining_retreat_and_side_switching_follow_organization",
            ],
        },
        note: "",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "If neither of the above happens, combat is not classified as attacker victory or defeat, it was just a combat.",
        ],
        status: Status::Reading { title: "Combat" },
        note: "Two combats are neither victory nor defeat: one where both sides are destroyed, and one that empties a Realm already emptied this turn (its winner still captures the Devils hit and decides the fortress's fate). Every other combat ends in attacker victory or defeat.",
    },
    Rule {
        section: "Combat: the end",
        quotes: quotes![
            "Any defense wins or wins as assistant are never counted as victory or defeats."
        ],
        status: Status::Enforced {
            tests: &["all_hit_devils_are_captured_whichever_side_they_fought_on"],
        },
        note: "Only the main attacker counts an attacker victory.",
    },
    Rule {
        section: "Combat: negating the fortress",
        quotes: quotes![
            "If the defending Devil already used Free Flee, that action is canceled and discarded resource card is lost.",
        ],
        status: Status::Enforced {
            tests: &["free_flee_in_the_first_round_by_discarding_a_card_and_its_cancellation"],
        },
        note: "",
    },
    Rule {
        section: "Combat: negating the fortress",
        quotes: quotes!["Any special powers of the fortress still apply."],
        status: Status::Enforced {
            tests: &[
                "any_special_powers_of_the_fortress_still_apply",
                "a_fortress_power_with_a_bad_number_is_refused_naming_the_row_and_column",
            ],
        },
        note: "A fortress card may carry Extra hits N (its defending army deals N extra hits a round), Revenge N (each horde destroyed defending it deals N revenge hits) and Draw N (extra cards each Draw phase). The combat powers work while the fortress is up, negated or not; once hit and turned aside it \"has no further effect on combat\". The text names no fortress's powers, so no shipped fortress has any.",
    },
    // ---- Combat: captives and spoils ----
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "A captured Devil is moved to attacker's home Realm and put into attacker's fortress.",
        ],
        status: Status::Enforced {
            tests: &["the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts"],
        },
        note: "",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "If the attacker does not have a fortress, any imprisoned Devils flee automatically, and are 'out of game' until end of the turn as they would have fled from combat, if the attacker so chooses.",
        ],
        status: Status::NotModelled,
        note: "With no fortress to hold them, the Devils hit always flee until the end of the turn: the attacker does not choose.",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "The capturer may immediately surrender the prisoner to any other army which joined the battle.",
        ],
        status: Status::Enforced {
            tests: &["the_capturer_may_surrender_the_prisoner_to_an_army_that_joined"],
        },
        note: "The other army's owner needs a fortress to hold the prisoner.",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "Looting: looting can only be made if that fortress is not yet looted this turn.",
            "To loot, draw 3 cards from the controllering Player's hand, and return any drawn Oath cards.",
            "This can be done even if the fortress was destroyed during the combat.",
        ],
        status: Status::Enforced {
            tests: &["looting_takes_3_cards_from_the_hand_and_returns_oath_cards_once_a_turn"],
        },
        note: "The winner always loots (an arch-devil's Loot power draws more).",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "Capture: If the damaged fortress was not destroyed, the attacker can now either destroy it (default action if the attacker does not state otherwise), leave it to be (to defender) or capture it, making it as a new home Realm fortress.",
            "All attacker's units and Souls and other stuff is moved onto it and attacker's old fortress is discarded.",
        ],
        status: Status::Enforced {
            tests: &[
                "an_emptied_fortress_is_destroyed_left_or_captured_with_its_prisoners_and_rituals",
            ],
        },
        note: "The attacker always states its choice.",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "If the defending fortress had Throne of Hell, the attacker can always loot it and move it to own home fortress.",
        ],
        status: Status::NotModelled,
        note: "The Throne of Hell is taken with the loot, so not from a fortress already looted this turn, and the attacker cannot decline it.",
    },
    Rule {
        section: "Combat: captives and spoils",
        quotes: quotes![
            "Rituals: if there was any rituals in fortress, they are automatically discarded if the attacker destroys or captures it.",
            "If the attacker returns the fortress to defender, the attacker has choice of destroying any rituals casted or leaving them intact.",
            "Unless attacker notes otherwise, all rituals are destroyed.",
            "Note that Glasya cannot discard them voluntary between combat turn and this destr",
        ],
        status: Status::Enforced {
            tests: &[
                "an_emptied_fortress_is_destroyed_left_or_captured_with_its_prisoners_and_rituals",
            ],
        },
        note: "",
    },
];
