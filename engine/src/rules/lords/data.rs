//! The rules' data, read from the game's definition: everything the old edition's text refers to
//! but does not print. Each part is a deck of the definition (a card list, or a table whose rows
//! are the deck's lines), so a designer replaces it by pasting a spreadsheet range, and the rules,
//! bots and simulation read the replacement. This file holds the data's types and the format
//! they are written in; reading and checking a definition is in `read.rs`.
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
//! - `promises` — the promises a trade may carry: `text`, the `kind` the table checks (below)
//!   and `n`, the number a kind names (cards to give, victory points to get). The text names
//!   no sample promise nor any number, so the list and its numbers are placeholders. Kinds:
//!   `no attack` (I will not attack you this turn: broken by an attack on you, kept when the
//!   attacks end), `not against` (I will not join a combat against you this turn: broken by
//!   joining the side against you, kept when the attacks end), `no objection` (I will not
//!   object to you at the next election: broken by an objection, kept when the election
//!   ends), `cards` (I will give you N cards at the start of the next playing phase, if it is
//!   possible), `overlord` (if I become the Overlord, you get N victory points: fulfilled at
//!   the game's end), and `other` (recorded, never marked: its keeping is the players').
//!
//! Keywords the engine runs (anything else is listed as a note and the card plays without it):
//! - hordes: `Extra hits N`, `Revenge N`, `Leader` (leads an army, as Fallen Angels), `Earth`
//!   (may go to Earth for Souls, as Fiends), `Caster` (upkeeps and casts rituals without a
//!   fortress or the Devil, as Diabolic Fiends), `Critter` (one of a Critter set);
//! - artifacts: `Size N` (adds to its Devil's size in combat), `Extra hits N`, `Draw N` (extra
//!   cards each Draw phase), `Throne` (stays in the fortress, is looted with it, and counts as
//!   a post in the election), `Activated` (its `Size N` and `Extra hits N` count only in a
//!   combat round its owner chooses to use it in: "All artifact functions that require some
//!   activation from the controller are optional"), `Once per turn` (activated, and used in
//!   one combat round a turn at most, whoever holds it: "If such an artifact is traded or
//!   stolen, it cannot be used again if it has been already used by other Devil this turn");
//! - fortresses ("Any special powers of the fortress still apply", even when its defence
//!   points are negated): `Extra hits N` (its defending army deals N extra hits a round while
//!   the fortress is up), `Revenge N` (each horde destroyed defending it deals N revenge hits
//!   while it is up), `Draw N` (extra cards each Draw phase);
//! - rituals and special cards: `Souls N`, `Draw N`, `VP N`, `Plague N` (the Realm with most
//!   hordes, tied at random, loses N hordes), `Summon` (the last horde of the discard pile is
//!   tabled), `Escape` (special flee, or escape from imprisonment), `Recall` (the Devil returns
//!   home from Earth or flight at once); special cards only, played on another Devil, whose
//!   effects are placeholder readings (the text names the cards, "Drunken or Forced
//!   Agreement, when you will get all nice things in exchange for practically nothing", not
//!   what they do): `Forced agreement` (the Devil must accept the player's next trade offer
//!   this turn), `Drunken` (the Devil must accept every trade offer of the player until the
//!   turn ends);
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
    /// An artifact whose combat functions count only when its owner uses it.
    pub activated: bool,
    /// An activated artifact used at most once a turn (the use stays with the card).
    pub once_per_turn: bool,
    pub souls: u8,
    pub gain_vp: u8,
    pub plague: u8,
    pub summon: bool,
    pub escape: bool,
    pub recall: bool,
    /// Played on a Devil, who must accept the player's next trade offer this turn.
    pub forced: bool,
    /// Played on a Devil, who must accept the player's trade offers until the turn ends.
    pub drunken: bool,
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
        add(
            self.activated && !self.once_per_turn,
            "Activated (optional)".into(),
        );
        add(self.once_per_turn, "Once per turn".into());
        add(self.souls > 0, format!("Souls {}", self.souls));
        add(self.gain_vp > 0, format!("VP {}", self.gain_vp));
        add(self.plague > 0, format!("Plague {}", self.plague));
        add(self.summon, "Summon".into());
        add(self.escape, "Escape".into());
        add(self.recall, "Recall".into());
        add(self.forced, "Forced agreement (placeholder)".into());
        add(self.drunken, "Drunken (placeholder)".into());
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

/// What a promise commits its maker to, and so when the table marks it kept or broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromiseKind {
    /// "I will not attack you this turn".
    NoAttack,
    /// "I will not join a combat against you this turn".
    NotAgainst,
    /// "I will not object to you at the next election".
    NoObjection,
    /// "I will give you N cards at the start of the next playing phase, if it is possible".
    Cards,
    /// "If I become the Overlord, you get N victory points": the one kind the text says is
    /// fulfilled when the game ends.
    Overlord,
    /// Words the table records but cannot check.
    Other,
}

impl PromiseKind {
    pub const ALL: [PromiseKind; 6] = [
        PromiseKind::NoAttack,
        PromiseKind::NotAgainst,
        PromiseKind::NoObjection,
        PromiseKind::Cards,
        PromiseKind::Overlord,
        PromiseKind::Other,
    ];

    /// The word a promises table's `kind` column uses.
    pub fn word(self) -> &'static str {
        match self {
            PromiseKind::NoAttack => "no attack",
            PromiseKind::NotAgainst => "not against",
            PromiseKind::NoObjection => "no objection",
            PromiseKind::Cards => "cards",
            PromiseKind::Overlord => "overlord",
            PromiseKind::Other => "other",
        }
    }

    /// When the table marks such a promise, for the promises panel.
    pub fn moment(self) -> &'static str {
        match self {
            PromiseKind::NoAttack | PromiseKind::NotAgainst => "when this turn's attacks end",
            PromiseKind::NoObjection => "when the next election ends",
            PromiseKind::Cards => "at the start of the next playing phase",
            PromiseKind::Overlord => "when the game ends",
            PromiseKind::Other => "never: the players keep it",
        }
    }
}

/// A promise a trade may carry, from the game's promises table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromiseSpec {
    pub text: String,
    pub kind: PromiseKind,
    /// Cards to give or victory points to get, for the kinds that name a number.
    pub n: u8,
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
    pub promises: Vec<PromiseSpec>,
    /// The distinct Critter names: a complete set holds one of each.
    pub critters: Vec<String>,
    pub notes: Vec<String>,
}

impl LordsData {
    pub fn card(&self, id: u16) -> &CardSpec {
        &self.cards[usize::from(id)]
    }
}
