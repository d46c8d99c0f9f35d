//! The rules' data, read from the game's definition: everything the old edition's text refers to
//! but does not print. Each part is a deck of the definition (a card list, or a table whose rows
//! are the deck's lines), so a designer replaces it by pasting a spreadsheet range, and the rules,
//! bots and simulation read the replacement. A value the rules cannot use is refused naming the
//! part, the row (header = row 1, as a spreadsheet shows it) and the column.
//!
//! - `resources` — the resource deck: `name`, `kind` (Horde, Fortress, Artifact, Ritual,
//!   Special, Oath), `size` (a horde's size, a fortress's defence points, a ritual's cost in
//!   Souls), `vp` (an oath card's victory points), `keywords`, `text`. The known counts (Cattle
//!   of Hell 6, Fiends 9, Juggernauts 4) are used; every other line is a placeholder.
//! - `combat-cards` — the combat deck: each card's `name` (and copies).
//! - `combat-table` — per combat card and ratio row (3:1, 2:1, A>D, A<=D, 1:2, 1:3), the hits
//!   for each defence-points column `dp0` … `dp4` (4 or more), written `D/A`: hits on the
//!   defending side / hits on the attacking side.
//! - `devils` — the arch-devils: `name`, `size` (the Devil's own size in combat), `draw` (extra
//!   cards each Draw phase), `keywords`, `text`.
//! - `posts` — `name`, `when` (`combats`: awarded after all combats, as the Realm of Power; or
//!   `award`: in the award phase), `achieve`, `keep` (requirements, below), `text`.
//! - `soul-table` — per 2d6 `roll` (2 to 12, each once), the `souls` gained and the `fate`
//!   (`stay` on Earth until the next playing phase, `return` to Hell, `lost`: Fiends are
//!   destroyed, a Devil flees until the end of the turn).
//! - `promises` — the promises a trade may carry (`text`), logged and never enforced.
//!
//! Keywords the engine runs (anything else is listed as a note and the card plays without it):
//! - hordes: `Extra hits N`, `Revenge N`, `Leader` (leads an army, as Fallen Angels), `Earth`
//!   (may go to Earth for Souls, as Fiends), `Caster` (upkeeps and casts rituals without a
//!   fortress or the Devil, as Diabolic Fiends), `Critter` (one of a Critter set);
//! - artifacts: `Size N` (adds to its Devil's size in combat), `Extra hits N`, `Draw N` (extra
//!   cards each Draw phase), `Throne` (stays in the fortress, is looted with it, and counts as
//!   a post in the election);
//! - rituals and special cards: `Souls N`, `Draw N`, `VP N`, `Plague N` (the Realm with most
//!   hordes, tied at random, loses N hordes), `Summon` (the last horde of the discard pile is
//!   tabled), `Escape` (special flee, or escape from imprisonment), `Recall` (the Devil returns
//!   home from Earth or flight at once);
//! - devils: `Extra hits N`, `Revenge N` (each horde destroyed defending its home Realm deals N
//!   revenge hits), `Trade in` (every other turn, discard a hand card to draw 3), `Torture`
//!   (+1 VP in the award phase while holding a prisoner), `Rituals +N` (its rituals' numbers are
//!   N higher), `Loot +N` (loots N more cards).
//!
//! Requirements (a post's `achieve` and `keep`): conditions joined by `and`, each `most M`
//! (strictly more than every other Devil, and at least 1) or `M N` (at least N), where the
//! measure M is one of `size` (Realm size), `hordes`, `souls`, `prisoners`, `victories`
//! (attacker victories this turn), `rituals` (rituals cast this turn), `defence` (the
//! fortress's defence points), `artifacts`.

use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::{CardList, keywords, unknown_keyword};

pub const RESOURCES: &str = "resources";
pub const COMBAT_CARDS: &str = "combat-cards";
pub const COMBAT_TABLE: &str = "combat-table";
pub const DEVILS: &str = "devils";
pub const POSTS: &str = "posts";
pub const SOUL_TABLE: &str = "soul-table";
pub const PROMISES: &str = "promises";

/// Most cards a resource list may hold (ids fit a `u16` with room to spare).
pub const MAX_CARDS: usize = 1000;
/// Largest size, defence points, cost or keyword number a cell may hold.
pub const MAX_NUMBER: u8 = 20;
/// Defence-points columns of the combat table: 0, 1, 2, 3 and "4 or more".
pub const DP_COLUMNS: usize = 5;
/// Players the game seats at most: the devils' table needs a Devil for each.
pub const MOST_PLAYERS: usize = 6;

/// What a resource card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Horde,
    Fortress,
    Artifact,
    Ritual,
    Special,
    Oath,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Horde,
        Kind::Fortress,
        Kind::Artifact,
        Kind::Ritual,
        Kind::Special,
        Kind::Oath,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Horde => "Horde",
            Kind::Fortress => "Fortress",
            Kind::Artifact => "Artifact",
            Kind::Ritual => "Ritual",
            Kind::Special => "Special",
            Kind::Oath => "Oath",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        let s = s.trim().to_ascii_lowercase();
        Kind::ALL.into_iter().find(|k| {
            k.name().eq_ignore_ascii_case(&s) || format!("{}s", k.name().to_ascii_lowercase()) == s
        })
    }
}

/// One physical resource card (copies of a line are separate cards).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardSpec {
    pub name: String,
    pub kind: Option<Kind>,
    /// A horde's size, a fortress's defence points, a ritual's cost in Souls.
    pub size: u8,
    /// An oath card's victory points.
    pub vp: u8,
    pub extra_hits: u8,
    pub revenge: u8,
    pub leader: bool,
    pub earth: bool,
    pub caster: bool,
    pub critter: bool,
    /// An artifact's `Size N`.
    pub strength: u8,
    pub draw: u8,
    pub throne: bool,
    pub souls: u8,
    pub gain_vp: u8,
    pub plague: u8,
    pub summon: bool,
    pub escape: bool,
    pub recall: bool,
    pub text: String,
    pub row: usize,
}

impl CardSpec {
    pub fn kind(&self) -> Kind {
        self.kind.unwrap_or(Kind::Special)
    }

    pub fn is(&self, k: Kind) -> bool {
        self.kind == Some(k)
    }

    /// The card's rules in a few words, for its face: "Horde · size 2 · Revenge 1".
    pub fn summary(&self) -> String {
        let mut parts = vec![self.kind().name().to_string()];
        match self.kind() {
            Kind::Horde => parts.push(format!("size {}", self.size)),
            Kind::Fortress => parts.push(format!("{} defence points", self.size)),
            Kind::Ritual if self.size > 0 => parts.push(format!("costs {} Souls", self.size)),
            Kind::Oath => parts.push(format!("{} VP", self.vp)),
            _ => {}
        }
        let mut add = |on: bool, what: String| {
            if on {
                parts.push(what);
            }
        };
        add(
            self.extra_hits > 0,
            format!("Extra hits {}", self.extra_hits),
        );
        add(self.revenge > 0, format!("Revenge {}", self.revenge));
        add(self.leader, "Leader".into());
        add(self.earth, "Goes to Earth".into());
        add(self.caster, "Caster".into());
        add(self.critter, "Critter".into());
        add(self.strength > 0, format!("Size +{}", self.strength));
        add(self.draw > 0, format!("Draw {}", self.draw));
        add(self.throne, "Throne".into());
        add(self.souls > 0, format!("Souls {}", self.souls));
        add(self.gain_vp > 0, format!("VP {}", self.gain_vp));
        add(self.plague > 0, format!("Plague {}", self.plague));
        add(self.summon, "Summon".into());
        add(self.escape, "Escape".into());
        add(self.recall, "Recall".into());
        parts.join(" · ")
    }
}

/// One arch-devil.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DevilSpec {
    pub name: String,
    pub size: u8,
    pub draw: u8,
    pub extra_hits: u8,
    pub revenge: u8,
    pub trade_in: bool,
    pub torture: bool,
    pub rituals: u8,
    pub loot: u8,
    pub text: String,
}

impl DevilSpec {
    pub fn summary(&self) -> String {
        let mut parts = vec![format!("size {}", self.size)];
        if self.draw > 0 {
            parts.push(format!("draws {} more", self.draw));
        }
        if self.extra_hits > 0 {
            parts.push(format!("Extra hits {}", self.extra_hits));
        }
        if self.revenge > 0 {
            parts.push(format!("Revenge {}", self.revenge));
        }
        if self.trade_in {
            parts.push("Trade in".into());
        }
        if self.torture {
            parts.push("Torture".into());
        }
        if self.rituals > 0 {
            parts.push(format!("Rituals +{}", self.rituals));
        }
        if self.loot > 0 {
            parts.push(format!("Loot +{}", self.loot));
        }
        parts.join(" · ")
    }
}

/// The six rows of the combat table, from the attacker's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ratio {
    ThreeToOne,
    TwoToOne,
    More,
    NotMore,
    OneToTwo,
    OneToThree,
}

impl Ratio {
    pub const ALL: [Ratio; 6] = [
        Ratio::ThreeToOne,
        Ratio::TwoToOne,
        Ratio::More,
        Ratio::NotMore,
        Ratio::OneToTwo,
        Ratio::OneToThree,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Ratio::ThreeToOne => "3:1",
            Ratio::TwoToOne => "2:1",
            Ratio::More => "A>D",
            Ratio::NotMore => "A<=D",
            Ratio::OneToTwo => "1:2",
            Ratio::OneToThree => "1:3",
        }
    }

    fn parse(s: &str) -> Option<Ratio> {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let s = s.to_ascii_uppercase().replace('≤', "<=");
        Ratio::ALL.into_iter().find(|r| r.name() == s)
    }

    /// "Use row 3:1 if attacker size is at least three times defender side, 2:1 if attacker is
    /// at least double the size, and A > D if attacker side is more than defender side. Likewise
    /// use 1:3 if defender side is three times the attacker side, 1:2 if double and A <= D if
    /// defender is bigger or of same side."
    pub fn of(attacker: u32, defender: u32) -> Ratio {
        if attacker > defender {
            if attacker >= 3 * defender {
                Ratio::ThreeToOne
            } else if attacker >= 2 * defender {
                Ratio::TwoToOne
            } else {
                Ratio::More
            }
        } else if defender >= 3 * attacker && defender > 0 {
            Ratio::OneToThree
        } else if defender >= 2 * attacker && defender > 0 {
            Ratio::OneToTwo
        } else {
            Ratio::NotMore
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Hits of one cell of the combat table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hits {
    /// On the defending side.
    pub defender: u8,
    /// On the attacking side.
    pub attacker: u8,
}

/// One combat card and its table: `cells[ratio][dp column]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombatCard {
    pub name: String,
    pub cells: [[Hits; DP_COLUMNS]; 6],
}

/// A measure a post requirement counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Measure {
    Size,
    Hordes,
    Souls,
    Prisoners,
    Victories,
    Rituals,
    Defence,
    Artifacts,
}

impl Measure {
    pub const ALL: [Measure; 8] = [
        Measure::Size,
        Measure::Hordes,
        Measure::Souls,
        Measure::Prisoners,
        Measure::Victories,
        Measure::Rituals,
        Measure::Defence,
        Measure::Artifacts,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Measure::Size => "size",
            Measure::Hordes => "hordes",
            Measure::Souls => "souls",
            Measure::Prisoners => "prisoners",
            Measure::Victories => "victories",
            Measure::Rituals => "rituals",
            Measure::Defence => "defence",
            Measure::Artifacts => "artifacts",
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Measure::Size => "Realm size",
            Measure::Hordes => "hordes",
            Measure::Souls => "Souls",
            Measure::Prisoners => "prisoners",
            Measure::Victories => "attacker victories this turn",
            Measure::Rituals => "rituals cast this turn",
            Measure::Defence => "fortress defence points",
            Measure::Artifacts => "artifacts",
        }
    }
}

/// One condition of a requirement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// Strictly more than every other Devil, and at least 1.
    Most(Measure),
    /// At least this much.
    AtLeast(Measure, u16),
}

impl Condition {
    pub fn measure(self) -> Measure {
        match self {
            Condition::Most(m) | Condition::AtLeast(m, _) => m,
        }
    }

    pub fn words(self) -> String {
        match self {
            Condition::Most(m) => format!("most {}", m.words()),
            Condition::AtLeast(m, n) => format!("{n}+ {}", m.words()),
        }
    }
}

/// When a post is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostWhen {
    /// After all combats (the Realm of Power).
    Combats,
    /// In the award phase.
    Award,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostSpec {
    pub name: String,
    pub when: PostWhen,
    pub achieve: Vec<Condition>,
    pub keep: Vec<Condition>,
    pub text: String,
}

pub fn conditions_words(c: &[Condition]) -> String {
    c.iter()
        .map(|c| c.words())
        .collect::<Vec<_>>()
        .join(" and ")
}

/// What happens to whoever went to Earth, by the soul roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    Stay,
    Return,
    Lost,
}

impl Fate {
    pub fn name(self) -> &'static str {
        match self {
            Fate::Stay => "stay",
            Fate::Return => "return",
            Fate::Lost => "lost",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoulRow {
    pub souls: u8,
    pub fate: Fate,
}

/// Everything the Lords of Hell rules read from a definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LordsData {
    pub cards: Vec<CardSpec>,
    pub combat: Vec<CombatCard>,
    /// The combat deck: indices into `combat`, one per physical card.
    pub combat_deck: Vec<u8>,
    pub devils: Vec<DevilSpec>,
    pub posts: Vec<PostSpec>,
    /// Rows 2 to 12 of the soul table, at `roll - 2`.
    pub souls: [SoulRow; 11],
    pub promises: Vec<String>,
    /// The distinct Critter names: a complete set holds one of each.
    pub critters: Vec<String>,
    pub notes: Vec<String>,
}

/// A keyword with a number: `Some(Ok(n))` when `word` is `prefix N`.
fn numbered(word: &str, prefix: &str) -> Option<Result<u8, String>> {
    let lower = word.to_ascii_lowercase();
    let rest = lower.strip_prefix(prefix)?;
    if !rest.starts_with(' ') && !rest.starts_with('+') {
        return None;
    }
    let rest = rest.trim().trim_start_matches('+').trim();
    Some(match rest.parse::<u8>() {
        Ok(n @ 1..=MAX_NUMBER) => Ok(n),
        _ => Err(format!(
            "“{word}”: {prefix} takes a whole number from 1 to {MAX_NUMBER}"
        )),
    })
}

fn parse_number(v: &str, max: u8) -> Result<u8, String> {
    match v.trim().parse::<u8>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(format!("“{v}” is not a whole number from 0 to {max}")),
    }
}

impl LordsData {
    pub fn card(&self, id: u16) -> &CardSpec {
        &self.cards[usize::from(id)]
    }

    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let mut notes = Vec::new();
        let cards = read_resources(def, &mut notes)?;
        let (combat, combat_deck) = read_combat(def)?;
        let devils = read_devils(def, &mut notes)?;
        let posts = read_posts(def)?;
        let souls = read_souls(def)?;
        let promises = read_promises(def)?;
        let mut critters: Vec<String> = Vec::new();
        for c in cards.iter().filter(|c| c.critter) {
            if !critters.contains(&c.name) {
                critters.push(c.name.clone());
            }
        }
        Ok(Self {
            cards,
            combat,
            combat_deck,
            devils,
            posts,
            souls,
            promises,
            critters,
            notes,
        })
    }
}

fn read_resources(def: &GameDef, notes: &mut Vec<String>) -> Result<Vec<CardSpec>, DataError> {
    let list = CardList::read(
        def,
        RESOURCES,
        "Resource deck",
        &["name", "kind", "size", "vp"],
        &["keywords", "text"],
    )?;
    let part = list.part;
    let mut cards = Vec::new();
    for (row, card) in list.rows() {
        let get = |k: usize| list.cell(card, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(0);
        if name.is_empty() {
            return Err(cell("name", "a card needs a name".into()));
        }
        let kind = Kind::parse(get(1)).ok_or_else(|| {
            let known: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
            cell(
                "kind",
                format!("“{}” is not one of {}", get(1), known.join(", ")),
            )
        })?;
        let size = if get(2).is_empty() && !matches!(kind, Kind::Horde | Kind::Fortress) {
            0
        } else {
            parse_number(get(2), MAX_NUMBER).map_err(|e| cell("size", e))?
        };
        if kind == Kind::Horde && size == 0 {
            return Err(cell("size", "a horde's size is at least 1".into()));
        }
        if size > 0 && matches!(kind, Kind::Artifact | Kind::Special | Kind::Oath) {
            return Err(cell(
                "size",
                format!(
                    "an {} has no size (“{}”): leave it empty",
                    kind.name().to_ascii_lowercase(),
                    get(2)
                ),
            ));
        }
        let vp = if get(3).is_empty() && kind != Kind::Oath {
            0
        } else {
            parse_number(get(3), MAX_NUMBER).map_err(|e| cell("vp", e))?
        };
        if kind == Kind::Oath && vp == 0 {
            return Err(cell("vp", "an oath card is worth at least 1 VP".into()));
        }
        if kind != Kind::Oath && vp > 0 {
            return Err(cell(
                "vp",
                "only oath cards have victory points: leave it empty".into(),
            ));
        }
        let mut spec = CardSpec {
            name: name.to_string(),
            kind: Some(kind),
            size,
            vp,
            text: get(5).to_string(),
            row,
            ..CardSpec::default()
        };
        for word in keywords(get(4)) {
            let lower = word.to_ascii_lowercase();
            let number = |prefix: &str| numbered(word, prefix);
            let ok = match kind {
                Kind::Horde => {
                    if let Some(n) = number("extra hits") {
                        spec.extra_hits = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("revenge") {
                        spec.revenge = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else {
                        match lower.as_str() {
                            "leader" => spec.leader = true,
                            "earth" => spec.earth = true,
                            "caster" => spec.caster = true,
                            "critter" => spec.critter = true,
                            _ => {}
                        }
                        matches!(lower.as_str(), "leader" | "earth" | "caster" | "critter")
                    }
                }
                Kind::Artifact => {
                    if let Some(n) = number("size") {
                        spec.strength = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("extra hits") {
                        spec.extra_hits = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("draw") {
                        spec.draw = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if lower == "throne" {
                        spec.throne = true;
                        true
                    } else {
                        false
                    }
                }
                Kind::Ritual | Kind::Special => {
                    if let Some(n) = number("souls") {
                        spec.souls = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("draw") {
                        spec.draw = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("vp") {
                        spec.gain_vp = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else if let Some(n) = number("plague") {
                        spec.plague = n.map_err(|e| cell("keywords", e))?;
                        true
                    } else {
                        match lower.as_str() {
                            "summon" => spec.summon = true,
                            "escape" if kind == Kind::Special => spec.escape = true,
                            "recall" if kind == Kind::Special => spec.recall = true,
                            _ => {}
                        }
                        lower == "summon"
                            || (kind == Kind::Special
                                && matches!(lower.as_str(), "escape" | "recall"))
                    }
                }
                Kind::Fortress | Kind::Oath => false,
            };
            if !ok {
                notes.push(unknown_keyword(
                    part,
                    row,
                    name,
                    word,
                    &format!("as a {} without it", kind.name().to_ascii_lowercase()),
                ));
            }
        }
        list.add_copies(&mut cards, spec, row, card.count, MAX_CARDS)?;
    }
    let need = MOST_PLAYERS * 12;
    if cards.len() < need {
        return Err(DataError::part(
            part,
            format!(
                "it holds {} cards: six players are dealt 6 each and may redraw 6, so it needs at least {need}",
                cards.len()
            ),
        ));
    }
    if !cards.iter().any(|c| c.is(Kind::Fortress)) {
        return Err(DataError::part(
            part,
            "it has no fortress: no Devil could hold prisoners or cast rituals",
        ));
    }
    if !cards.iter().any(|c| c.is(Kind::Horde)) {
        return Err(DataError::part(
            part,
            "it has no horde: no army could fight",
        ));
    }
    Ok(cards)
}

fn read_combat(def: &GameDef) -> Result<(Vec<CombatCard>, Vec<u8>), DataError> {
    let deck = CardList::read(def, COMBAT_CARDS, "Combat deck", &["name"], &[])?;
    let mut combat: Vec<CombatCard> = Vec::new();
    let mut combat_deck = Vec::new();
    for (row, card) in deck.rows() {
        let name = deck.cell(card, 0);
        if name.is_empty() {
            return Err(deck.error(row, "name", "a combat card needs a name"));
        }
        if combat.iter().any(|c| c.name.eq_ignore_ascii_case(name)) {
            return Err(deck.error(
                row,
                "name",
                format!("“{name}” is listed twice: give one line copies instead"),
            ));
        }
        if combat.len() >= 64 {
            return Err(deck.error(
                row,
                "name",
                "the combat deck has at most 64 different cards",
            ));
        }
        let idx = combat.len() as u8;
        combat.push(CombatCard {
            name: name.to_string(),
            cells: [[Hits::default(); DP_COLUMNS]; 6],
        });
        deck.add_copies(&mut combat_deck, idx, row, card.count, 200)?;
    }
    if combat_deck.is_empty() {
        return Err(DataError::part(
            deck.part,
            "it holds no card: combat draws from it",
        ));
    }
    let columns = ["dp0", "dp1", "dp2", "dp3", "dp4"];
    let mut fields = vec!["card", "ratio"];
    fields.extend(columns);
    let table = CardList::read(def, COMBAT_TABLE, "Combat table", &fields, &[])?;
    let mut seen = vec![[false; 6]; combat.len()];
    for (row, line) in table.rows() {
        let name = table.cell(line, 0);
        let Some(c) = combat
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
        else {
            return Err(table.error(
                row,
                "card",
                format!("“{name}” is not a card of the combat deck"),
            ));
        };
        let Some(r) = Ratio::parse(table.cell(line, 1)) else {
            return Err(table.error(
                row,
                "ratio",
                format!(
                    "“{}” is not one of 3:1, 2:1, A>D, A<=D, 1:2, 1:3",
                    table.cell(line, 1)
                ),
            ));
        };
        if std::mem::replace(&mut seen[c][r.index()], true) {
            return Err(table.error(
                row,
                "ratio",
                format!("{name} has the row {} twice", r.name()),
            ));
        }
        for (k, col) in columns.iter().enumerate() {
            let v = table.cell(line, 2 + k);
            let hits = parse_hits(v).ok_or_else(|| {
                table.error(
                    row,
                    col,
                    format!(
                        "“{v}” is not hits written D/A (hits on the defender / on the attacker, each 0 to 9), such as 2/1"
                    ),
                )
            })?;
            combat[c].cells[r.index()][k] = hits;
        }
    }
    for (c, rows) in seen.iter().enumerate() {
        if let Some(missing) = rows.iter().position(|s| !s) {
            return Err(DataError::part(
                table.part,
                format!(
                    "the combat card “{}” has no row {}: every card needs all six rows",
                    combat[c].name,
                    Ratio::ALL[missing].name()
                ),
            ));
        }
    }
    Ok((combat, combat_deck))
}

/// "2/1" (or "2-1"): hits on the defender, then on the attacker.
fn parse_hits(v: &str) -> Option<Hits> {
    let (d, a) = v.split_once(['/', '-'])?;
    let d: u8 = d.trim().parse().ok()?;
    let a: u8 = a.trim().parse().ok()?;
    (d <= 9 && a <= 9).then_some(Hits {
        defender: d,
        attacker: a,
    })
}

fn read_devils(def: &GameDef, notes: &mut Vec<String>) -> Result<Vec<DevilSpec>, DataError> {
    let list = CardList::read(
        def,
        DEVILS,
        "Arch-devils",
        &["name", "size", "draw"],
        &["keywords", "text"],
    )?;
    let part = list.part;
    let mut devils = Vec::new();
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(0);
        if name.is_empty() {
            return Err(cell("name", "an arch-devil needs a name".into()));
        }
        let size = parse_number(get(1), MAX_NUMBER).map_err(|e| cell("size", e))?;
        let draw = if get(2).is_empty() {
            0
        } else {
            parse_number(get(2), 5).map_err(|e| cell("draw", e))?
        };
        let mut d = DevilSpec {
            name: name.to_string(),
            size,
            draw,
            text: get(4).to_string(),
            ..DevilSpec::default()
        };
        for word in keywords(get(3)) {
            let lower = word.to_ascii_lowercase();
            if let Some(n) = numbered(word, "extra hits") {
                d.extra_hits = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "revenge") {
                d.revenge = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "rituals") {
                d.rituals = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "loot") {
                d.loot = n.map_err(|e| cell("keywords", e))?;
            } else if lower == "trade in" {
                d.trade_in = true;
            } else if lower == "torture" {
                d.torture = true;
            } else {
                notes.push(unknown_keyword(part, row, name, word, "without it"));
            }
        }
        if line.count != 1 {
            return Err(cell("count", "each arch-devil is listed once".into()));
        }
        devils.push(d);
    }
    if devils.len() < MOST_PLAYERS {
        return Err(DataError::part(
            part,
            format!(
                "it lists {} arch-devils: up to {MOST_PLAYERS} players each need one",
                devils.len()
            ),
        ));
    }
    Ok(devils)
}

fn parse_conditions(v: &str) -> Result<Vec<Condition>, String> {
    let mut out = Vec::new();
    let lower = v.to_ascii_lowercase();
    for part in lower.split(" and ").flat_map(|p| p.split(',')) {
        let words: Vec<&str> = part.split_whitespace().collect();
        let measure = |w: &str| Measure::ALL.into_iter().find(|m| m.name() == w);
        let known = || {
            Measure::ALL
                .iter()
                .map(|m| m.name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match words.as_slice() {
            [] => continue,
            ["most", m] => out.push(Condition::Most(
                measure(m).ok_or_else(|| format!("“{m}” is not one of {}", known()))?,
            )),
            [m, n] => {
                let m = measure(m).ok_or_else(|| format!("“{m}” is not one of {}", known()))?;
                let n: u16 = n
                    .parse()
                    .ok()
                    .filter(|n| *n <= 99)
                    .ok_or_else(|| format!("“{n}” is not a whole number from 0 to 99"))?;
                out.push(Condition::AtLeast(m, n));
            }
            _ => {
                return Err(format!(
                    "“{}” is not “most M” or “M N” (M one of {})",
                    part.trim(),
                    known()
                ));
            }
        }
    }
    if out.is_empty() {
        return Err(
            "a requirement names at least one condition, such as “most souls” or “hordes 5”".into(),
        );
    }
    Ok(out)
}

fn read_posts(def: &GameDef) -> Result<Vec<PostSpec>, DataError> {
    let list = CardList::read(
        def,
        POSTS,
        "Posts",
        &["name", "when", "achieve", "keep"],
        &["text"],
    )?;
    let mut posts = Vec::new();
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        if get(0).is_empty() {
            return Err(cell("name", "a post needs a name".into()));
        }
        let when = match get(1).to_ascii_lowercase().as_str() {
            "combats" | "combat" | "after combats" => PostWhen::Combats,
            "award" | "awards" => PostWhen::Award,
            other => {
                return Err(cell(
                    "when",
                    format!("“{other}” is not “combats” (after all combats) or “award”"),
                ));
            }
        };
        let achieve = parse_conditions(get(2)).map_err(|e| cell("achieve", e))?;
        let keep = parse_conditions(get(3)).map_err(|e| cell("keep", e))?;
        if line.count != 1 {
            return Err(cell("count", "each post is listed once".into()));
        }
        if posts.len() >= 16 {
            return Err(cell("name", "the game has at most 16 posts".into()));
        }
        posts.push(PostSpec {
            name: get(0).to_string(),
            when,
            achieve,
            keep,
            text: get(4).to_string(),
        });
    }
    Ok(posts)
}

fn read_souls(def: &GameDef) -> Result<[SoulRow; 11], DataError> {
    let list = CardList::read(
        def,
        SOUL_TABLE,
        "Soul table",
        &["roll", "souls", "fate"],
        &[],
    )?;
    let mut rows: [Option<SoulRow>; 11] = [None; 11];
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let roll: usize = get(0)
            .parse()
            .ok()
            .filter(|r| (2..=12).contains(r))
            .ok_or_else(|| {
                cell(
                    "roll",
                    format!("“{}” is not a 2d6 roll from 2 to 12", get(0)),
                )
            })?;
        let souls = parse_number(get(1), MAX_NUMBER).map_err(|e| cell("souls", e))?;
        let fate = match get(2).to_ascii_lowercase().as_str() {
            "stay" | "" => Fate::Stay,
            "return" => Fate::Return,
            "lost" => Fate::Lost,
            other => {
                return Err(cell(
                    "fate",
                    format!("“{other}” is not one of stay, return, lost"),
                ));
            }
        };
        if rows[roll - 2].replace(SoulRow { souls, fate }).is_some() {
            return Err(cell("roll", format!("the roll {roll} is listed twice")));
        }
    }
    let mut out = [SoulRow {
        souls: 0,
        fate: Fate::Stay,
    }; 11];
    for (i, r) in rows.iter().enumerate() {
        match r {
            Some(r) => out[i] = *r,
            None => {
                return Err(DataError::part(
                    list.part,
                    format!(
                        "it has no row for the roll {}: every roll from 2 to 12 needs one",
                        i + 2
                    ),
                ));
            }
        }
    }
    Ok(out)
}

fn read_promises(def: &GameDef) -> Result<Vec<String>, DataError> {
    let list = CardList::read(def, PROMISES, "Promises", &["text"], &[])?;
    let mut out = Vec::new();
    for (row, line) in list.rows() {
        let t = list.cell(line, 0);
        if t.is_empty() {
            return Err(list.error(row, "text", "a promise needs words"));
        }
        if out.len() >= 32 {
            return Err(list.error(row, "text", "a trade offers at most 32 promises"));
        }
        out.push(t.to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_rows_follow_the_text() {
        // "So, with 7 size against 8" the row is A <= D.
        assert_eq!(Ratio::of(7, 8), Ratio::NotMore);
        assert_eq!(Ratio::of(8, 8), Ratio::NotMore);
        assert_eq!(Ratio::of(9, 8), Ratio::More);
        assert_eq!(Ratio::of(16, 8), Ratio::TwoToOne);
        assert_eq!(Ratio::of(24, 8), Ratio::ThreeToOne);
        assert_eq!(Ratio::of(4, 8), Ratio::OneToTwo);
        assert_eq!(Ratio::of(3, 9), Ratio::OneToThree);
        assert_eq!(Ratio::of(3, 0), Ratio::ThreeToOne);
        assert_eq!(Ratio::of(0, 0), Ratio::NotMore);
        assert_eq!(Ratio::of(0, 2), Ratio::OneToThree);
    }

    #[test]
    fn hits_and_requirements_parse() {
        assert_eq!(
            parse_hits("2/1"),
            Some(Hits {
                defender: 2,
                attacker: 1
            })
        );
        assert_eq!(parse_hits("x"), None);
        assert_eq!(parse_hits("10/1"), None);
        assert_eq!(
            parse_conditions("most souls and hordes 3"),
            Ok(vec![
                Condition::Most(Measure::Souls),
                Condition::AtLeast(Measure::Hordes, 3)
            ])
        );
        assert!(parse_conditions("many souls").is_err());
        assert_eq!(numbered("Extra hits 2", "extra hits"), Some(Ok(2)));
        assert_eq!(numbered("Rituals +1", "rituals"), Some(Ok(1)));
        assert!(numbered("Revenge 0", "revenge").is_some_and(|r| r.is_err()));
        assert_eq!(numbered("Revenger", "revenge"), None);
    }
}
