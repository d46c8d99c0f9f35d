//! The rules' data: the universe deck as the game's definition lists it. The rule text gives the
//! arithmetic of combat but no card list, so the game ships a sample list, marked as a sample,
//! and a designer replaces it by pasting their own. Each card is read from the definition's
//! `universe` deck: `name`, `type` (Soldier, Hero, Event), `cost`, `at`, `df`, `ap`, `event`
//! (Location, Equipment, Incantation, Flash), `time`, and, if present, `keywords` and `text`.
//!
//! - A soldier has a blessing cost, AT and DF.
//! - A hero has a cenotaph cost (cards of its owner's cenotaph it takes to call), AT and AP.
//! - An event has a blessing cost and a kind: a location stays in the temple zone for `time`
//!   spirals and gives its AT and DF to each of its owner's soldiers; equipment attaches to one
//!   of its owner's soldiers or heroes and gives its AT and DF (DF as AP on a hero); an
//!   incantation gives its AT and DF to one of its owner's soldiers or heroes until the end of
//!   the spiral; a flash (!) event does the same, or its keyword, in a combat's flash window.
//!
//! Keywords the engine runs: `Pierce` (a soldier or hero: what its AT exceeds a blocking
//! soldier's DF goes on to the defending Deva's Faith), `Destroy soldier` (an event: destroy
//! target enemy soldier, to its owner's cenotaph), `Draw N` (an event: its player draws N). A
//! keyword outside the vocabulary does not refuse the list: the card plays with its columns alone
//! and is listed ([`DevacurseData::notes`]) before a table or a simulation.
//!
//! The numbers the text does not give and the stand-in first half of the spiral plays by are
//! rows of the `rule-numbers` table (`name`, `value`), each a placeholder ([`Numbers`]); the
//! starting Faith is the start of the game's `faith` tracker.

use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::{CardList, draw_keyword, keywords, read_numbers, unknown_keyword};

pub const DECK_ID: &str = "universe";
/// The second Deva's own universe deck: when it holds cards, the first Deva plays the universe
/// deck and the second this one; when it is empty or missing, each plays a copy of the first.
pub const SECOND_DECK_ID: &str = "universe-2";
/// The table of the numbers the rules read ([`Numbers`]).
pub const NUMBERS_ID: &str = "rule-numbers";
/// The tracker whose start is each Deva's starting Faith.
pub const FAITH_ID: &str = "faith";
/// The most Faith a Deva may start with.
pub const MAX_FAITH: i64 = 99;
pub const MAX_CARDS: usize = 500;
pub const MAX_VALUE: u8 = 30;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardType {
    Soldier,
    Hero,
    Event,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventKind {
    Location,
    Equipment,
    Incantation,
    Flash,
}

impl EventKind {
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Location => "Location",
            EventKind::Equipment => "Equipment",
            EventKind::Incantation => "Incantation",
            EventKind::Flash => "Flash (!)",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSpec {
    pub name: String,
    pub kind: CardType,
    pub event: Option<EventKind>,
    /// Blessings (a soldier, an event) or cenotaph cards (a hero).
    pub cost: u8,
    pub at: u8,
    pub df: u8,
    pub ap: u8,
    /// Spirals a location lasts.
    pub time: u8,
    pub pierce: bool,
    pub destroy_soldier: bool,
    pub draw: u8,
    pub text: String,
    pub row: usize,
}

impl CardSpec {
    /// The card's rules in a few words: "Soldier · cost 2 · AT 3 / DF 2".
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        match self.kind {
            CardType::Soldier => {
                parts.push(format!("cost {}", self.cost));
                parts.push(format!("AT {} / DF {}", self.at, self.df));
            }
            CardType::Hero => {
                parts.push(format!("{} cenotaph cards", self.cost));
                parts.push(format!("AT {} / AP {}", self.at, self.ap));
            }
            CardType::Event => {
                parts.push(format!("cost {}", self.cost));
                if self.at > 0 || self.df > 0 {
                    parts.push(format!("+{} AT / +{} DF", self.at, self.df));
                }
                if self.event == Some(EventKind::Location) {
                    parts.push(format!("{} spirals", self.time));
                }
            }
        }
        if self.pierce {
            parts.push("Pierce".into());
        }
        if self.destroy_soldier {
            parts.push("Destroy target soldier".into());
        }
        if self.draw > 0 {
            parts.push(format!("Draw {}", self.draw));
        }
        parts.join(" · ")
    }

    /// The type line: "Soldier", "Hero", "Event · Flash (!)".
    pub fn type_line(&self) -> String {
        match (self.kind, self.event) {
            (CardType::Soldier, _) => "Soldier".into(),
            (CardType::Hero, _) => "Hero".into(),
            (CardType::Event, Some(e)) => format!("Event · {}", e.name()),
            (CardType::Event, None) => "Event".into(),
        }
    }
}

/// The numbers the rules read from the `rule-numbers` table: what the text leaves to the other
/// column (the first half of the spiral, what a hero gains at level 2), each a placeholder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// AT a hero gains at level 2.
    pub level2_at: u8,
    /// AP a hero gains at level 2.
    pub level2_ap: u8,
    /// Closed prayers a Deva may set from its hand each spiral (the stand-in first half).
    pub prayers_per_spiral: u8,
    /// Blessings a prompt prayer gives when it is depleted (the stand-in first half).
    pub blessings_per_prayer: u8,
}

/// The rows of the `rule-numbers` table: the name in the first column, the smallest and the
/// largest value the rules accept, and what the value is, for messages.
pub const NUMBERS: &[(&str, u8, u8); 4] = &[
    ("Level 2 AT", 0, MAX_VALUE),
    ("Level 2 AP", 0, MAX_VALUE),
    ("Prayers set each spiral", 0, 5),
    ("Blessings per prayer", 1, 5),
];

impl Numbers {
    /// The numbers from the definition's `rule-numbers` table: one row for each name of
    /// [`NUMBERS`], each once, its value a whole number in the row's range.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let out = read_numbers(def, NUMBERS_ID, "Rule numbers", NUMBERS)?;
        Ok(Self {
            level2_at: out[0],
            level2_ap: out[1],
            prayers_per_spiral: out[2],
            blessings_per_prayer: out[3],
        })
    }
}

/// The starting Faith: the start of the definition's `faith` tracker, from 1 to [`MAX_FAITH`].
fn read_faith(def: &GameDef) -> Result<i32, DataError> {
    let Some(t) = def.tracker(FAITH_ID) else {
        return Err(DataError::part(
            "Faith",
            format!(
                "the game has no tracker with the id “{FAITH_ID}”: the rules read each Deva's starting Faith from its start"
            ),
        ));
    };
    match i32::try_from(t.start) {
        Ok(f) if (1..=MAX_FAITH).contains(&i64::from(f)) => Ok(f),
        _ => Err(DataError::part(
            t.name.as_str(),
            format!(
                "its start {} is each Deva's starting Faith: a whole number from 1 to {MAX_FAITH} (at 0 a Deva has lost)",
                t.start
            ),
        )),
    }
}

/// The universe deck each Deva plays (each its own copy of the list, or each its own list), the
/// rule numbers and the starting Faith.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DevacurseData {
    /// The universe deck's cards, then the second Deva's deck's if the game gives one.
    pub cards: Vec<CardSpec>,
    /// Where the second Deva's own deck starts in `cards`; `None` when both play the first.
    pub second: Option<u16>,
    pub numbers: Numbers,
    /// Each Deva's Faith at the start.
    pub faith: i32,
    pub notes: Vec<String>,
}

impl DevacurseData {
    pub fn card(&self, id: u16) -> &CardSpec {
        &self.cards[usize::from(id) % self.cards.len()]
    }

    /// Reads the universe deck (and the second Deva's, if the game gives one), the rule
    /// numbers and the starting Faith.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let (mut cards, mut notes) = read_list(def, DECK_ID, "Universe deck")?;
        let second = match def.deck(SECOND_DECK_ID) {
            Some(d) if !d.cards.is_empty() => {
                let (more, more_notes) =
                    read_list(def, SECOND_DECK_ID, "Second Deva's universe deck")?;
                let first = u16::try_from(cards.len()).unwrap_or(u16::MAX);
                cards.extend(more);
                notes.extend(more_notes);
                Some(first)
            }
            _ => None,
        };
        let numbers = Numbers::read(def)?;
        let faith = read_faith(def)?;
        Ok(Self {
            cards,
            second,
            numbers,
            faith,
            notes,
        })
    }

    /// The ids of Deva `p`'s cards: its copy of the shared list, or its own deck.
    pub fn own(&self, p: usize) -> std::ops::Range<u16> {
        let n = self.cards.len() as u16;
        match (self.second, p) {
            (Some(first), 0) => 0..first,
            (Some(first), _) => first..n,
            (None, 0) => 0..n,
            (None, _) => n..2 * n,
        }
    }

    /// Every card id of the game (both Devas' cards) is below this.
    pub fn id_count(&self) -> usize {
        usize::from(self.own(1).end)
    }
}

/// Reads one universe deck, refusing a row the rules cannot use with the deck, the row and the
/// column.
fn read_list(
    def: &GameDef,
    deck_id: &str,
    fallback: &'static str,
) -> Result<(Vec<CardSpec>, Vec<String>), DataError> {
    let list = CardList::read(
        def,
        deck_id,
        fallback,
        &["name", "type", "cost", "at", "df", "ap", "event", "time"],
        &["keywords", "text"],
    )?;
    let part = list.part;
    let (f_keywords, f_text) = (8, 9);
    let mut cards = Vec::new();
    let mut notes = Vec::new();
    for (row, card) in list.rows() {
        let get = |k: usize| list.cell(card, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(0);
        if name.is_empty() {
            return Err(cell("name", "a card needs a name".into()));
        }
        let kind = match get(1).to_ascii_lowercase().as_str() {
            "soldier" => CardType::Soldier,
            "hero" => CardType::Hero,
            "event" => CardType::Event,
            other => {
                return Err(cell(
                    "type",
                    format!("“{other}” is not one of Soldier, Hero, Event"),
                ));
            }
        };
        let number = |k: usize, column: &str, needed: bool| -> Result<u8, DataError> {
            let v = get(k);
            if v.is_empty() && !needed {
                return Ok(0);
            }
            match v.parse::<u8>() {
                Ok(n) if n <= MAX_VALUE => Ok(n),
                _ => Err(cell(
                    column,
                    format!("“{v}” is not a whole number from 0 to {MAX_VALUE}"),
                )),
            }
        };
        let cost = number(2, "cost", true)?;
        let at = number(3, "at", kind != CardType::Event)?;
        let df = number(4, "df", kind == CardType::Soldier)?;
        let ap = number(5, "ap", kind == CardType::Hero)?;
        if kind == CardType::Soldier && df == 0 {
            return Err(cell("df", "a soldier's DF is at least 1".into()));
        }
        if kind == CardType::Hero && ap == 0 {
            return Err(cell("ap", "a hero's AP is at least 1".into()));
        }
        let event = match (kind, get(6).to_ascii_lowercase().as_str()) {
            (CardType::Event, "location") => Some(EventKind::Location),
            (CardType::Event, "equipment") => Some(EventKind::Equipment),
            (CardType::Event, "incantation") => Some(EventKind::Incantation),
            (CardType::Event, "flash" | "flash (!)" | "!") => Some(EventKind::Flash),
            (CardType::Event, other) => {
                return Err(cell(
                    "event",
                    format!("“{other}” is not one of Location, Equipment, Incantation, Flash"),
                ));
            }
            (_, "") => None,
            (_, other) => {
                return Err(cell(
                    "event",
                    format!("a {} is not an event (“{other}”): leave it empty", get(1)),
                ));
            }
        };
        let time = number(7, "time", event == Some(EventKind::Location))?;
        if event == Some(EventKind::Location) && time == 0 {
            return Err(cell("time", "a location lasts at least 1 spiral".into()));
        }
        let mut spec = CardSpec {
            name: name.to_string(),
            kind,
            event,
            cost,
            at,
            df,
            ap,
            time,
            pierce: false,
            destroy_soldier: false,
            draw: 0,
            text: get(f_text).to_string(),
            row,
        };
        for word in keywords(get(f_keywords)) {
            let lower = word.to_ascii_lowercase();
            if lower == "pierce" && kind != CardType::Event {
                spec.pierce = true;
            } else if (lower == "destroy soldier" || lower == "destroy target soldier")
                && kind == CardType::Event
            {
                spec.destroy_soldier = true;
            } else if kind == CardType::Event
                && let Some(n) = draw_keyword(word)
            {
                spec.draw = n.map_err(|e| cell("keywords", e))?;
            } else {
                notes.push(unknown_keyword(
                    part,
                    row,
                    name,
                    word,
                    "with its columns only",
                ));
            }
        }
        list.add_copies(&mut cards, spec, row, card.count, MAX_CARDS)?;
    }
    if cards.len() < 20 {
        return Err(DataError::part(
            part,
            format!(
                "it holds {} cards: a universe deck needs at least 20 to deal a hand and prayers",
                cards.len()
            ),
        ));
    }
    if !cards.iter().any(|c| c.kind == CardType::Soldier) {
        return Err(DataError::part(
            part,
            "it has no soldier: its Deva could never attack",
        ));
    }
    Ok((cards, notes))
}
