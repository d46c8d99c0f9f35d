//! The miracle deck: 26 miracles, two of each (52 cards), with their printed text and when each
//! may be used.

use serde::{Deserialize, Serialize};

/// How many copies of each miracle the printed deck holds ("The deck should contain two of each
/// card"); a definition may say otherwise (see [`super::DeityData`]).
pub const COPIES: usize = 2;
/// Cards in the printed miracle deck.
pub const DECK_SIZE: usize = 26 * COPIES;
/// "A player may have a maximum of 7 cards in his hand."
pub const HAND_LIMIT: usize = 7;

/// One of the 26 miracles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Miracle {
    Earthquake,
    Crumble,
    TidalWave,
    VolcanicEruption,
    Flood,
    AlterLand,
    CreateLand,
    DestroyLand,
    Sacrifice,
    Prophet,
    HolyWar,
    Chasm,
    Fire,
    Famine,
    Plague,
    Fertility,
    Monsters,
    Blight,
    Sanctuary,
    /// Printed "Draught".
    Draught,
    Godspeed,
    Pestilence,
    /// Printed "Ressurrection".
    Resurrection,
    Abjuration,
    Hurricane,
    Repopulate,
}

/// When a miracle may be performed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum When {
    /// In its owner's miracle phase.
    MiraclePhase,
    /// "Play at end of battle phase."
    EndOfBattle,
    /// In answer to a card another player plays (see the Abjuration variant).
    Reaction,
}

impl Miracle {
    /// Every miracle, in the order of the rule text.
    pub const ALL: [Miracle; 26] = [
        Miracle::Earthquake,
        Miracle::Crumble,
        Miracle::TidalWave,
        Miracle::VolcanicEruption,
        Miracle::Flood,
        Miracle::AlterLand,
        Miracle::CreateLand,
        Miracle::DestroyLand,
        Miracle::Sacrifice,
        Miracle::Prophet,
        Miracle::HolyWar,
        Miracle::Chasm,
        Miracle::Fire,
        Miracle::Famine,
        Miracle::Plague,
        Miracle::Fertility,
        Miracle::Monsters,
        Miracle::Blight,
        Miracle::Sanctuary,
        Miracle::Draught,
        Miracle::Godspeed,
        Miracle::Pestilence,
        Miracle::Resurrection,
        Miracle::Abjuration,
        Miracle::Hurricane,
        Miracle::Repopulate,
    ];

    /// The card's place in [`Miracle::ALL`] (tables are indexed by it).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The id the table screen and choices name the card by (`"tidal-wave"`): copies of one
    /// miracle act alike, so they share it.
    pub fn id(self) -> String {
        self.name().to_lowercase().replace(' ', "-")
    }

    /// The miracle with this [`Miracle::id`].
    pub fn by_id(id: &str) -> Option<Miracle> {
        Miracle::ALL.into_iter().find(|m| m.id() == id)
    }

    /// The card's name as players say it.
    pub fn name(self) -> &'static str {
        match self {
            Miracle::Earthquake => "Earthquake",
            Miracle::Crumble => "Crumble",
            Miracle::TidalWave => "Tidal Wave",
            Miracle::VolcanicEruption => "Volcanic Eruption",
            Miracle::Flood => "Flood",
            Miracle::AlterLand => "Alter Land",
            Miracle::CreateLand => "Create Land",
            Miracle::DestroyLand => "Destroy Land",
            Miracle::Sacrifice => "Sacrifice",
            Miracle::Prophet => "Prophet",
            Miracle::HolyWar => "Holy War",
            Miracle::Chasm => "Chasm",
            Miracle::Fire => "Fire",
            Miracle::Famine => "Famine",
            Miracle::Plague => "Plague",
            Miracle::Fertility => "Fertility",
            Miracle::Monsters => "Monsters",
            Miracle::Blight => "Blight",
            Miracle::Sanctuary => "Sanctuary",
            Miracle::Draught => "Draught",
            Miracle::Godspeed => "Godspeed",
            Miracle::Pestilence => "Pestilence",
            Miracle::Resurrection => "Resurrection",
            Miracle::Abjuration => "Abjuration",
            Miracle::Hurricane => "Hurricane",
            Miracle::Repopulate => "Repopulate",
        }
    }

    /// The card's text, as printed.
    pub fn text(self) -> &'static str {
        match self {
            Miracle::Earthquake => "Target hex: Destroy 1D6 counters.",
            Miracle::Crumble => "Destroy target Temple.",
            Miracle::TidalWave => "Coastal space: Destroy 1D6 counters.",
            Miracle::VolcanicEruption => "Mountain space: Destroy 1D6 counters.",
            Miracle::Flood => {
                "Target coastal hex and all adjacent hexes lose 1 population counter each."
            }
            Miracle::AlterLand => "Draw a terrain counter. Replace target terrain on map with it.",
            Miracle::CreateLand => "Draw a terrain counter. Put counter on target water hex.",
            Miracle::DestroyLand => "Discard target empty coastal hex.",
            Miracle::Sacrifice => "Discard 3 population counters to draw 2 cards.",
            Miracle::Prophet => {
                "Target hex and all adjacent hexes produce 1 additional population counter."
            }
            Miracle::HolyWar => {
                "Armies get to attack twice this turn if they survive their first attack."
            }
            Miracle::Chasm => "Destroy all armies in target space.",
            Miracle::Fire => "Forest space: Destroy 1D6 counters.",
            Miracle::Famine => "Target hex and all adjacent hexes gain no population this turn.",
            Miracle::Plague => "Target hex: Destroy all but 1D6 counters.",
            Miracle::Fertility => "Double the number of population counters in target space.",
            Miracle::Monsters => {
                "Place 1D3 monster counters on any empty space. Treat them like armies except they cannot move and they cannot be turned into population counters. You control them."
            }
            Miracle::Blight => {
                "Put blight counter on empty hex. No counters may enter this space. Each turn roll 1D6 at the beginning of Miracle phase. On a roll of 1 the Blight disappears."
            }
            Miracle::Sanctuary => "Counters may not attack target space this turn.",
            Miracle::Draught => {
                "Target Desert hex and all adjacent hexes lose 1 population counter each."
            }
            Miracle::Godspeed => {
                "Move some or all of the nontemple counters in target space to another space up to three hexes away."
            }
            Miracle::Pestilence => {
                "Target Swamp hex and all adjacent hexes lose 1 population counter each."
            }
            Miracle::Resurrection => {
                "Play at end of battle phase. Bring back to life all counters destroyed this turn in target hex."
            }
            Miracle::Abjuration => "Negate the effects of a card played by another player.",
            Miracle::Hurricane => {
                "Target ocean hex: All adjacent hexes lose 1 population counter each."
            }
            Miracle::Repopulate => "Target hex you control gains 1D6 Population counters.",
        }
    }

    /// When the card may be performed.
    pub fn when(self) -> When {
        match self {
            Miracle::Resurrection => When::EndOfBattle,
            Miracle::Abjuration => When::Reaction,
            _ => When::MiraclePhase,
        }
    }
}

impl std::fmt::Display for Miracle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
