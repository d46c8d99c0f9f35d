//! The built-in games as the library lists them, without their rules or decks: what the
//! library's first module needs to draw their cards. The test below keeps the generated part
//! equal to `protoplay_engine::games::all()` and the rules registry; when a game file changes,
//! it fails and prints the text to paste here.

/// One built-in game, as its library card shows it.
pub struct Entry {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub min: u8,
    pub max: u8,
    /// The id of its rules, if the engine has them (the card offers "Play ... with the rules").
    pub rules: Option<&'static str>,
}

// GENERATED (see the test): begin
/// The ids of the rules the engine has: a designer's game naming one is ruled too.
pub const RULES: &[&str] = &[
    "destiny",
    "deity",
    "devastators",
    "devacurse",
    "lords-of-hell",
    "wotw-france",
];

/// The built-in games, in library order.
pub const GAMES: &[Entry] = &[
    Entry {
        id: "destiny",
        name: "Destiny",
        description: "Warpspawn's fantasy card game for 2 to 6 players: build base stacks with bonus and multiplier cards, mind the opposed alignments (Good/Evil, Law/Chaos), and be first to 5 treasure points. 73-card Destiny deck (50 aligned cards and 23 characters with powers) and a face-up treasure deck of 20. The rules are enforced by the built-in Destiny rules, with variants for every ambiguity of the text.",
        min: 2,
        max: 6,
        rules: Some("destiny"),
    },
    Entry {
        id: "deity-starter",
        name: "Deity (starter)",
        description: "Deity's components: the miracle deck (26 miracles, two of each), a hex world of the six terrains with their counter limits and how many terrain counters of each the game has, population, army, temple, monster and blight counters, d6, d3 and a three-colour omen die. Deity's rules read the terrain table and the miracle copies from here.",
        min: 2,
        max: 4,
        rules: Some("deity"),
    },
    Entry {
        id: "devastators",
        name: "Devastators 3000",
        description: "Warpspawn's starship duel for 2 to 6 players: each ship is a deck of weapon and defence systems; close the range, launch fighters and swarms, fire, shield, and run the other ships' decks into their Destroyed piles. The rule text's card list is lost: this is a SAMPLE list of 100 cards (name, kind, ranges, strength, keywords) to replace with your own. The rules are enforced by the built-in Devastators 3000 rules, with variants where the text is silent.",
        min: 2,
        max: 6,
        rules: Some("devastators"),
    },
    Entry {
        id: "devacurse",
        name: "Devacurse",
        description: "A Thai card game of apocalyptic war for 2 Devas: pray for blessings, call soldiers and heroes, and break the other Deva's Faith. The rule text gives the second half of the turn spiral and its combat arithmetic; the first half, the starting numbers and the card list are PLACEHOLDERS, and the 40-card list is a SAMPLE (each Deva plays its own copy) to replace with your own. The rules are enforced by the built-in Devacurse rules, with variants for the text's ambiguities.",
        min: 2,
        max: 2,
        rules: Some("devacurse"),
    },
    Entry {
        id: "lords-of-hell",
        name: "Lords of Hell",
        description: "The old edition's game of arch-devils for 4 to 6 players: build a Realm of hordes, a fortress, artifacts and rituals, attack and capture rival Devils, collect Souls on Earth, hold posts, and be elected the new Overlord of Hell. The text lacks the combat table, the devils' powers, the post requirements, the soul table and most of the card list: each ships here as an editable deck with PLACEHOLDER values (only Cattle of Hell 6, Fiends 9 and Juggernauts 4 are known counts), to replace with your own. The rules are enforced by the built-in Lords of Hell rules, with variants where the text is ambiguous.",
        min: 4,
        max: 6,
        rules: Some("lords-of-hell"),
    },
    Entry {
        id: "wotw-france",
        name: "The War of the Worlds: France",
        description: "A solitaire strategy game after H. G. Wells: command the human forces of France against the Martian invasion, from the landing of the first Wave to the Germs or the fall of Paris. The rules are enforced by the built-in War of the Worlds rules: the Martians are the engine's. The text gives the components, set-up, Production costs, the Land Battle, Devastation, Human Action, the start of Escape and the victory conditions; the zone map, the Player Help Sheet's charts, the card contents, the naval battle and the Martian phases are PLACEHOLDERS in the tables below (Zones, Gears, Die charts, Tripod Devastation, Range chart, Tripod counters, Battle Plan counters, Land Battle cards, Event cards, Rule numbers) for you to replace.",
        min: 1,
        max: 1,
        rules: Some("wotw-france"),
    },
];
// GENERATED: end

/// Whether a designer's game naming `rules` is played with the engine's rules.
pub fn is_ruled(rules: Option<&str>) -> bool {
    rules.is_some_and(|r| RULES.contains(&r))
}

#[cfg(test)]
mod tests {
    use protoplay_engine::games;
    use protoplay_engine::rules::registry;

    /// The generated part of this file, as the engine says it must read.
    fn generated() -> String {
        let mut s = String::from(
            "/// The ids of the rules the engine has: a designer's game naming one is ruled too.\n\
             pub const RULES: &[&str] = &[\n",
        );
        for id in registry::ids() {
            s.push_str(&format!("    {id:?},\n"));
        }
        s.push_str(
            "];\n\n/// The built-in games, in library order.\npub const GAMES: &[Entry] = &[\n",
        );
        for d in games::all() {
            let rules = d.rules.as_deref().filter(|r| registry::game(r).is_some());
            s.push_str(&format!(
                "    Entry {{\n        id: {:?},\n        name: {:?},\n        description: {:?},\n        min: {},\n        max: {},\n        rules: {rules:?},\n    }},\n",
                d.id, d.name, d.description, d.players.min, d.players.max
            ));
        }
        s.push_str("];\n");
        s
    }

    #[test]
    fn catalogue_matches_the_engine() {
        let file = include_str!("catalogue.rs");
        let begin = "// GENERATED (see the test): begin\n";
        let start = file.find(begin).map(|i| i + begin.len()).unwrap_or(0);
        let end = file.find("// GENERATED: end").unwrap_or(file.len());
        let want = generated();
        assert!(
            file.get(start..end) == Some(want.as_str()),
            "library/src/catalogue.rs is out of step with engine/games/*.json; paste this between its GENERATED lines:\n{want}"
        );
    }
}
