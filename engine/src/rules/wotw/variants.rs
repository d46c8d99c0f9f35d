//! The rule variants: where the text can be read two ways, each reading is a named choice with
//! a documented default, so a designer can play and simulate both.

use crate::rules::{VariantKind, VariantSpec, VariantValues};
use crate::variant_options;

variant_options! {
    /// What an Infantry's Earthworks roll builds.
    pub enum Earthworks {
        /// The table: "Rolling Green will result in building 1 Earthworks for a Gun. Rolling
        /// Yellow will result in building 1 Earthworks for a Gun. Rolling Red will result in the
        /// Infantry being Destroyed." (the "Earthworks (table)" chart row).
        Table = ("table", "As the table says", "Green or Yellow builds 1 Earthworks; Red Destroys the Infantry (the chart row “Earthworks (table)”)."),
        /// The worked example: "my Infantry rolls Yellow … I place 2 Earthworks … my Infantry
        /// rolls Red … I place 1 Earthworks on the Field Gun and remove my Infantry." (the
        /// "Earthworks (example)" chart row; Green builds as Yellow does, as in the table).
        Example = ("example", "As the worked example says", "Green or Yellow builds 2 Earthworks; Red builds 1 and Destroys the Infantry (the chart row “Earthworks (example)”)."),
    }
}

variant_options! {
    /// How Waves #3, #4 and #5 come onto the map when the Germ counter reaches 3, 6 and 9.
    pub enum LaterWaves {
        /// As a Cylinder placed by the New Cylinder Placement chart, with 4 random Tripods, which
        /// a Handling Machine turns into the Wave (as Wave #2 comes).
        Cylinder = ("cylinder", "As a Cylinder", "A Cylinder lands by the New Cylinder Placement chart with 4 random Tripods; a Handling Machine turns it into the Wave."),
        /// As a Wave counter at once, placed by the chart (as Wave #1 comes).
        Wave = ("wave", "As a Wave at once", "The Wave counter lands by the New Cylinder Placement chart with 4 random Tripods, ready to move."),
    }
}

variant_options! {
    /// Where a Destroyed Tripod goes.
    pub enum DestroyedTripods {
        /// Back into the cup, from which Arrivals and later Waves draw.
        BackToCup = ("cup", "Back into the cup", "A Destroyed Tripod goes back into the cup: Arrivals and later Waves may draw it again."),
        /// Out of the game.
        OutOfGame = ("removed", "Out of the game", "A Destroyed Tripod is out of the game: the cup only empties."),
    }
}

variant_options! {
    /// What becomes of an Event card drawn in a phase other than the one its back shows.
    pub enum OtherPhaseEvent {
        /// "At the start of the shown phase, draw the card and complete the Event. If the phase
        /// shown on the card does not match the phase you are in, ignore the card": it is drawn
        /// and goes to the discard pile unplayed.
        Ignored = ("ignored", "Drawn and ignored", "The card is drawn and goes to the discard pile unplayed: its Event does not happen."),
        /// It stays on top of the deck until the Event Check of its own phase draws and plays it.
        StaysOnTop = ("stays", "Stays on top for its phase", "The card stays on top of the deck until the Event Check of its own phase, which draws and plays it."),
    }
}

variant_options! {
    /// Where an Industrial counter may be bought.
    pub enum IndustrialZones {
        /// "Place Industrial counters in a Zone with a Factory Symbol": any such zone; the
        /// counter earns its Production Point only "for as long as it is a Producing Zone".
        Factory = ("factory", "Any zone with a Factory symbol", "An Industrial counter may go in any zone with a Factory symbol; it earns 1 Production Point a turn while its zone is a Producing Zone."),
        /// Only where it earns at once: a Factory zone that is also a Producing Zone.
        Producing = ("producing", "Only a Producing Zone", "An Industrial counter may go only in a zone with a Factory symbol that is a Producing Zone, where it earns from the next turn."),
    }
}

/// A safeguard, not a rule: a game still running after this many rounds is cut off (a loss).
pub const MAX_ROUNDS: u32 = 100;

pub const SPEC: &[VariantSpec] = &[
    VariantSpec {
        id: "earthworks",
        label: "Earthworks roll",
        about: "The Earthworks table and its worked example disagree: which one does an Infantry's roll follow?",
        kind: VariantKind::Choice(Earthworks::OPTIONS),
    },
    VariantSpec {
        id: "later_waves",
        label: "Waves #3 to #5 arrive",
        about: "“Wave #3, Wave #4 and Wave #5 are placed on when the Germ Counter reaches 3, 6, and 9”: as Cylinders or as Waves?",
        kind: VariantKind::Choice(LaterWaves::OPTIONS),
    },
    VariantSpec {
        id: "destroyed_tripods",
        label: "A Destroyed Tripod goes",
        about: "The text removes a Destroyed Tripod without saying where it goes: back into the cup, or out of the game?",
        kind: VariantKind::Choice(DestroyedTripods::OPTIONS),
    },
    VariantSpec {
        id: "other_phase_event",
        label: "An Event card of another phase",
        about: "“If the phase shown on the card does not match the phase you are in, ignore the card”: is the card drawn and discarded, or left on top until its phase?",
        kind: VariantKind::Choice(OtherPhaseEvent::OPTIONS),
    },
    VariantSpec {
        id: "industrial_zones",
        label: "Industrial counters go in",
        about: "“Place Industrial counters in a Zone with a Factory Symbol”, earning “for as long as it is a Producing Zone”: may one go in a Factory zone that produces nothing?",
        kind: VariantKind::Choice(IndustrialZones::OPTIONS),
    },
];

/// Every rule variant of a table. `Default` is the engine's recommended reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variants {
    pub earthworks: Earthworks,
    pub later_waves: LaterWaves,
    pub destroyed_tripods: DestroyedTripods,
    pub other_phase_event: OtherPhaseEvent,
    pub industrial_zones: IndustrialZones,
}

impl Default for Variants {
    fn default() -> Self {
        Self::from_values(&VariantValues::defaults(SPEC))
    }
}

impl Variants {
    pub fn from_values(v: &VariantValues) -> Self {
        Self {
            earthworks: Earthworks::from_index(v.choice(SPEC, "earthworks")),
            later_waves: LaterWaves::from_index(v.choice(SPEC, "later_waves")),
            destroyed_tripods: DestroyedTripods::from_index(v.choice(SPEC, "destroyed_tripods")),
            other_phase_event: OtherPhaseEvent::from_index(v.choice(SPEC, "other_phase_event")),
            industrial_zones: IndustrialZones::from_index(v.choice(SPEC, "industrial_zones")),
        }
    }
}
