//! The readings of Lords of Hell: where the old edition's text is silent or lacks a table, what
//! the engine decides and which editable deck stands in for it, each citing the sentence that
//! needs it (the game's `GameInfo::readings`, shown in the rules panel).

use crate::rules::{Reading, Shown};

pub(super) const READINGS: &[Reading] = &[
    Reading {
        title: "The combat table (placeholder)",
        text: "\"For each card, check the corresponding row, by comparing total size of attacker and defending side ... After finding the correct row, use column according to defender defense points\": the table is not in the text. The game ships an editable combat deck (Skirmish, Battle, Slaughter, Stand-off) and a table of hits per card, ratio row and defence-points column (0 to 4+), written D/A (hits on the defenders / on the attackers), with placeholder values. Paste your own in the editor (decks “Combat deck” and “Combat table”).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The arch-devils and their powers (placeholder)",
        text: "The devils are named in the playing tips (Asmodeus, Mammon, Glasya) but their powers are lost. The game ships six arch-devils (size in combat, extra draws, and powers from a small vocabulary: Extra hits, Revenge, Trade in, Torture, Rituals +N, Loot +N) guessed from the tips (\"3 extra cards for one card every other turn\", \"your power is in torture\", \"the extra card each turn ... your revenge\"). Each player gets one at random.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Post requirements (placeholder)",
        text: "\"If the Devil does not fill 'to keep' requirement next turn, the post is completely lost\": the posts and their 'to achieve' and 'to keep' requirements are not in the text. The game ships six posts (the Realm of Power, checked \"after all combats\", and five checked in the award phase) with placeholder requirements written as \"most souls\", \"hordes 5\" and the like. A new post or a stable post kept gives 1 victory point; an unstable post kept becomes stable; a stable post not kept becomes unstable, an unstable one is lost and another Devil (not the one that lost it) meeting 'to achieve' may claim it at once (the one with the most of the first measure, ties at random).",
        placeholder: true,
        shown: &[Shown::Panel("Posts")],
    },
    Reading {
        title: "The soul table (placeholder)",
        text: "\"The Devil can reroll the result, but must accept the second roll. Unless 2 is rolled, fiends or the Devil stays on Earth until next playing phase\": the soul table is not in the text. The game ships one row per 2d6 roll (Souls gained; stay, return or lost), with 2 as \"lost\" (Fiends destroyed, a Devil flees until the end of the turn). The Devil and each Fiends card on Earth roll separately.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The resource card list (placeholder)",
        text: "\"Each group can be used in combat as one size unit (some bigger). In addition, many of these creatures have special powers, which are explained in cards.\" The text gives no list: only three counts are known, from the game's public page, not the text (Cattle of Hell 6, Fiends 9, Juggernauts 4, which are used). The rest of the deck (hordes, fortresses, artifacts, rituals, special cards, oath cards) is a placeholder list of cards whose keywords the engine runs; replace it in the editor and the rules, bots and simulation use it.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Election conditions (placeholder)",
        text: "What the text says: a Devil in the gathering may object to any number of Devils and cannot take an objection back; a Devil with 6 or more victory points counts as proclaimed; \"Any Overlord at 6 victory points or who was proclaimed as new Overlord last turn is a possible new Overlord, if:\" — and the list of conditions is lost; of several possible Overlords the one with most posts, then most victory points, is elected (still tied: no one this turn); a Devil with 9 or more victory points becomes the Overlord if no one else was elected and no one else has as many. What the placeholder adds for the lost list: a candidate is not a possible new Overlord if at least half of the other Devils in the gathering (not imprisoned or fled) object to it. It also reads \"Any Overlord\" as any Devil in the gathering, and counts a Throne of Hell as a post.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The award phase and the Starter marker",
        text: "The award phase is referred to (\"see Award phase, later\") but lost: posts are awarded after the rituals, before the gathering; the award is always 1 victory point. The Starter marker passes clockwise each turn. When the deck is empty at the start of a Draw phase, the discard pile is shuffled into a new deck.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Trading",
        text: "Trading opens in three windows. In the playing phase, in its own turn, a player may open one negotiation with each other player: hand cards, tabled hordes, fortresses and artifacts (not rituals, not Souls), cards of a side's own choice, the release of a prisoner or its handover into the other's fortress, and one promise each way. Over an announced attack, before anything is fought, the defender may open one negotiation with the attacker; then the attacker attacks as announced, changes the target (fought at once, with no new bargain) or passes. Before a caster handles its rituals, it may open one negotiation with each other player. Outside the playing phase the trade is limited: hand cards, promises and releases only. The one answering accepts, declines or counters (edits the terms and sends them back); a negotiation allows two counter-offers, then the answer is yes or no (an engine limit that keeps every game finite). Other players do not trade in another's window, and nothing is traded in the draw, the award, the gathering or the election. A captured Devil trades only with its captor. Promises come from the promises table, each of a kind with its moment: no attack and not joining against are marked when the turn's attacks end (broken at once by the attack, or by joining the side against the one promised; a later switch of sides is not counted), no objection when the election ends (broken at once by the objection), a promise of cards at the start of the next playing phase (its maker gives them or breaks it and shows its hand to the one owed), the Overlord's promise when the game ends (fulfilled if its maker is the new Overlord; every other promise lapses then). The table records every promise, shows it to every seat and logs its fate; it never stops a player from breaking one.",
        placeholder: false,
        shown: &[Shown::Panel("Promises")],
    },
    Reading {
        title: "Combat",
        text: "Each combat is fought when announced. Organization each round: the main attacker, the defender, then the others clockwise (join a side with chosen hordes and Souls, retreat unless joined this round, switch sides; the defender may flee freely in round 1 by discarding a card, flee with Escape or an identical fortress card, surrender, or Recall its Devil; the attacker may negate the fortress with an identical card, propose no combat, or play Recall to stop a special flee). Souls count no size. The owner of each army hit chooses the unit each hit falls on, one hit at a time, among the kinds of unit it has (Souls, each kind of horde, the defender's fortress while up, the Devil); when one kind is left the hit falls on it at once. A player with no reason to do otherwise gives hits to Souls first, then hordes from the smallest (leaders last), then the fortress, then the Devil. Extra hits are added once a round; revenge hits strike the other side's main army. A main attacker who loses its leader is defeated; a combat where both sides are destroyed, or that empties a Realm already emptied this turn, is neither victory nor defeat.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Earth, rituals and specials",
        text: "Sending a unit to Earth or back can be changed once per unit per playing phase. A tabled ritual is handled once (cast or discarded) in the ritual phase and then discarded. A complete Critter set is one tabled card of each Critter in the list. Special cards are played in their owner's playing turn (Escape and Recall also in combat organization).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Drunken and Forced Agreement (placeholder)",
        text: "\"combine your special power with special cards Drunken or Forced Agreement, when you will get all nice things in exchange for practically nothing\": the text names the two special cards but not what they do. The game ships them with placeholder effects and no copies, until a designer gives them a count (keywords “Forced agreement” and “Drunken” of the resource deck): Forced Agreement, played on another Devil in the playing phase, binds it to accept the player's next trade offer this turn (it can neither decline nor counter); Drunken binds it to accept every trade offer of the player until the turn ends.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The engine's turn limit",
        text: "A safety limit of the engine, not of the text: a game with no Overlord after 40 turns ends as a draw (oath cards are still revealed and scored), reported as cut off.",
        placeholder: false,
        shown: &[],
    },
];
