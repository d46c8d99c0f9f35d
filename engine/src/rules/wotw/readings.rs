//! How the engine reads The War of the Worlds' rule text where the text is silent, and the
//! placeholder values it ships: one entry each, shown in the rules panel (the game's
//! [`GameInfo::readings`](crate::rules::GameInfo::readings)).

use crate::rules::{Reading, Shown};

/// How the engine reads the text where it is silent, and the placeholders it ships.
pub(super) const READINGS: &[Reading] = &[
    Reading {
        title: "The Strategic Map (Zones table)",
        text: "“This map is divided into named Zones.” The zone list, adjacency, Factory symbols, Hills and Harbor sites are not in the text: the Zones table ships 20 zones of France (Paris, Orleans, Cholet, Espagne, Italie, Rennes, Le Chesne, Montcuq, Saint-Etienne, Lyon and ten more). Paris 12, Orleans 6 and Cholet 4 are the text's; every other value is a placeholder.",
        placeholder: true,
        shown: &[Shown::Board("strategic-map")],
    },
    Reading {
        title: "Gears by Workforce",
        text: "“Every Zone that has not been Destroyed provides Production Points, indicated by the number of Gears in the middle of the counter.” The counters' Gears are not in the text: Workforce 1–2 shows no Gear, 3–6 one, 7–9 two, 10–12 three (Cholet at 3 has 1 Gear, as in the Escape example).",
        placeholder: true,
        shown: &[Shown::Board("strategic-map")],
    },
    Reading {
        title: "New Cylinder Placement chart",
        text: "“Roll a single die and match the result to the New Cylinder Placement chart on the Player Help Sheet.” Green Espagne and Yellow Italie are the text's examples; Red Rennes (the third Handling Machine) is a placeholder.",
        placeholder: true,
        shown: &[
            Shown::Row("Player Help Sheet: die charts", "New Cylinder Placement"),
            Shown::Row("Player Help Sheet: die charts", "Handling Machines"),
        ],
    },
    Reading {
        title: "Tripod Devastation chart",
        text: "“Reference the Player Help Sheet's Tripod Devastation section, and roll a die for each Wave.” The chart is not in the text: Green is Heat Ray (2 Tripods: 1 Unit, 1 Workforce, 3 Refugees, as in the Cholet example), Yellow Black Smoke (mostly Workforce), Red Panic (mostly Refugees and Units), growing with the Wave's Tripods; Martian VP for devastating zones. Placeholders.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Tripods' Detect and Fire rolls",
        text: "“Range: Success — Range 1: Range 2: Range 3:” (the colours were images). Range 2 needs Yellow for both, from the examples; Range 1 Green and Range 3 Red are placeholders. The Guns' hits are the text's: Range 1 Green, Range 2 Red, Range 3 Red.",
        placeholder: true,
        shown: &[Shown::Panel("Range chart")],
    },
    Reading {
        title: "Tripod counters",
        text: "“Place all the Tripods into an opaque cup.” How many of each colour is not in the text: 6 each of Green, Yellow, Red, Blue and Black (placeholder).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Battle Plan counter mix",
        text: "“The counter mix limits the Battle Plans present for each Battle.” 2 of each of the six plans (placeholder).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Land Battle cards",
        text: "“Draw a Battle card and place the Tripods in the Hex with the matching letter (from A to E) according to the Tripod's color.” The cards' contents are not in the text: 12 sample cards (set-up letters, the colours' order, each colour's actions) use every action the text names.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Land Battle Board",
        text: "“Place each Field Gun or Siege Gun in any Hex with an Artillery Image.” The board is not in the text: 5 columns by 6 rows of flat-topped hexes, A to E along the top, six Artillery hexes two and three rows above the bottom row (editable in the board editor).",
        placeholder: true,
        shown: &[Shown::Board("land-battle")],
    },
    Reading {
        title: "Event cards",
        text: "“Event cards introduce random elements to a phase.” Their contents are not in the text: 14 sample cards, two for each phase, each with one effect (Production Points, Victory Points, Refugees, Infantry, Workforce, an Arrival, or “Pay N or …”; a card may also add a Flying Machine piece).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Human Victory Points",
        text: "“You earn Human Victory Points from each producing Zone and by evacuating Refugees.” How many is not in the text: 1 for every 2 Producing Zones each Production Phase, 1 for each Refugee who Escapes (the Rule numbers table).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Harbors drawn from the cup",
        text: "“Place all the Harbor counters into an opaque cup.” Only the Chosen Harbor's price (4) is in the text: a random Harbor costs 2 (placeholder); a Harbor drawn for a Destroyed zone is lost.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Powder Kegs in the counter mix",
        text: "“The counter mix limits how many Powder Kegs you can have in the game.” 6 (placeholder).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Escape and the naval battle",
        text: "“If there is a Refugee in a Zone with a Harbor counter, roll a die to see if that Refugee successfully Escapes.” The rest of the phase and the naval battle are not in the text: the Refugee Escape chart (Green and Yellow Escape, Red flees into a naval battle) and an abstract naval battle (before the rolls you may buy Warships at 2; in a naval battle each Warship rolls: Green, the Freighter Escapes; Red, the Warship is sunk; a Freighter no Warship saves is Captured) are placeholders.",
        placeholder: true,
        shown: &[
            Shown::Row("Player Help Sheet: die charts", "Refugee Escape"),
            Shown::Row("Player Help Sheet: die charts", "Naval Battle"),
        ],
    },
    Reading {
        title: "Martian Action Phase",
        text: "“The Wave counters Move on the Strategic Map.” “A Wave gets a Move result to Le Chesne.” The phase is not in the text: each Wave rolls on the Martian Movement chart (Green toward Paris, Yellow toward the nearest Producing Zone, Red: Red Weed covers its zone). “Cavalry can also change a Wave's movement destination”: Cavalry in the Wave's zone rolls on the Cavalry (Scouting) chart (Green: you choose where the Wave goes; Red: the Cavalry is Captured). Placeholders.",
        placeholder: true,
        shown: &[
            Shown::Row("Player Help Sheet: die charts", "Martian Movement"),
            Shown::Row("Player Help Sheet: die charts", "Cavalry (Scouting)"),
        ],
    },
    Reading {
        title: "Assembly Phase",
        text: "“Handling Machines turn Cylinders into Waves.” “This area is where the Martian Flying Machine is built throughout the game.” The phase is not in the text: a Cylinder in a zone with a Handling Machine becomes its Wave after 2 Assembly Phases (the Rule numbers table); one roll on the Flying Machine chart each phase, Red adds a piece. Placeholders.",
        placeholder: true,
        shown: &[Shown::Row(
            "Player Help Sheet: die charts",
            "Flying Machine",
        )],
    },
    Reading {
        title: "Charts the text gives",
        text: "Cylinder Attack (Green no effect, Yellow 1 Tripod Destroyed, Red the Infantry Destroyed), Cavalry (Planning) (Green 2 random Battle Plans and the Cavalry Destroyed, Yellow no effect, Red 1 Battle Plan), Powder Keg (Green no effect, Yellow a Keg, Red the Infantry Destroyed) and the Keg's blast (Green 2 Damage, Yellow 1 Workforce, Red 1 Damage) are the text's, and editable in the Die charts table like the rest.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The Martians are the engine's",
        text: "The player is seat 0; every Martian step (the Battle cards, Devastation, the Martian phases) is the engine's, from the table's seeded generator. A game the Martians win has no winner: it is the player's loss.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Victory",
        text: "Checked after every change, in the written order: no Wave or Cylinder on the map (win), the Germ counter at 10 (win), the Colonization counter at 10 (loss), Paris Destroyed (loss), the Flying Machine's 4 pieces (loss). Human VP losses borrow from the Germ counter (“Think of the Germ counter as being in the 10s place”).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The order of a battle's set-up",
        text: "Battle Plans are bought first (“purchased at the start of Battles”), then the Hills' free Earthworks (chosen when more than 2 Guns could take them), the Infantry's Earthworks attempts, the Cavalry's planning rolls, then the set-up, the side with the Initiative last. One Gun to an Artillery hex while one is free. Each Wave is battled once a Battle Phase.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Battle Plans in use",
        text: "Trap and Terrain are used in your Human step; Kriegspiel when a Battle card is drawn; a Surprise Shot as a Gun fires; Explosive Shell when a Gun's Attack Damages a Tripod; Line of Sight is offered whenever a re-roll could help (a Tripod's success, a Gun's missed die, a Red Earthworks roll, a Trap's miss).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Ties and losses",
        text: "When several Guns are equally near, you choose which one a Tripod's action takes (“you can choose which Gun is Detected”). A Devastation's Unit loss is yours to choose; Guns are Destroyed, the others Captured (a Martian VP each). A Destroyed zone has nothing left to devastate but its Units.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Human Action",
        text: "Each Unit moves once, or an Infantry acts instead (a Powder Keg, a Cylinder Attack); a Cylinder Attack's Yellow Destroys the first Tripod of its Staging Area. A Powder Keg is taken up (“At any time, you may choose to remove 1 Powder Keg counter”) in the Human Action Phase. Movement in the Production Phase, 3 points a zone, is for every Unit, Refugees too.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Safeguards",
        text: "Not rules: a land battle still going after 40 rounds is broken off, a game after 100 rounds is cut off (a loss).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Not in play",
        text: "Characters (“mentioned on Event cards and in Scenarios”) and the Scenarios are not in the text; no sample card brings one.",
        placeholder: false,
        shown: &[],
    },
];
