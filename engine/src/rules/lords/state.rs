//! The state of a Lords of Hell table: the Realms, the decks, the step the game waits on, and
//! the one entry point that changes it ([`Lords::apply`]). The phases are in [`super::turn`],
//! combat in [`super::combat`], trading in [`super::trade`].

use crate::rules::RuledGame;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{Kind, LordsData};
use super::variants::{RealmSize, Variants};
use crate::rules::{LogEntry, Outcome, Seat, Winners, and_list, seat_label};
use crate::table::Rng;

/// A resource card by its id in the data.
pub type CardId = u16;

/// "Give the Starter marker to random player. Shuffle the resource cards, and deal 6 cards to
/// each player."
pub const HAND: usize = 6;
/// Looting: "draw 3 cards from the controlling Player's hand".
pub const LOOT: usize = 3;
/// "Time-Out: If the combat does not end by the end of third turn".
pub const COMBAT_ROUNDS: u8 = 3;
/// "Any Devil with 6 or more victory points is automatically counted as proclaimed".
pub const PROCLAIMED_VP: u16 = 6;
/// "if any Devil has reached 9 or more victory points, that Devil automatically becomes the new
/// Overlord if no one else was elected and no one else has as many victory points."
pub const OVERLORD_VP: u16 = 9;

/// Where a Devil is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Where {
    /// In its home Realm.
    Home,
    /// On Earth, collecting Souls.
    Earth,
    /// "Out of game until end of turn".
    Fled,
    /// Imprisoned in a captor's fortress.
    Captive(Seat),
    /// Hit in the combat under way: put aside until it ends.
    Aside,
}

/// One player's arch-devil and everything of its Realm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Realm {
    /// The arch-devil, by its row in the devils' table.
    pub devil: usize,
    pub hand: Vec<CardId>,
    /// Tabled hordes, those on Earth included.
    pub hordes: Vec<CardId>,
    /// Tabled hordes on Earth (Fiends).
    pub earth: Vec<CardId>,
    pub fortress: Option<CardId>,
    pub artifacts: Vec<CardId>,
    pub rituals: Vec<CardId>,
    pub souls: u16,
    pub vp: u16,
    pub at: Where,
    /// Proclaimed last turn: a possible new Overlord this turn.
    pub candidate: bool,
    /// Proclaimed this turn, for the next.
    pub proclaimed: bool,
    /// Victory points of oath cards, once revealed at the end.
    pub oath_vp: u16,
    // This turn's marks.
    /// Realms this player has attacked (one bit per seat).
    pub attacked: u8,
    /// Has an attacker defeat this turn: "That player cannot attack nor join combat anymore".
    pub defeated: bool,
    pub victories: u8,
    pub rituals_cast: u8,
    /// This Realm's fortress was looted this turn.
    pub looted: bool,
    /// Someone already gained attacker victory from this Realm this turn.
    pub emptied: bool,
    /// Seats it has opened a negotiation with in this trading window (one bit each).
    pub offered: u8,
    /// Seats shown its whole hand for a broken promise of cards, until the turn ends.
    pub shown: u8,
    /// Units sent to Earth or back this playing phase (`None` is the Devil).
    pub moved: Vec<Option<CardId>>,
    pub critter_casts: u8,
    /// The turn its Devil last used Trade in (0: never).
    pub traded_in: u32,
    /// Devils this one objected to this turn (one bit per seat).
    pub objected: u8,
}

impl Realm {
    /// Adds Souls. The designer's tables give them without a cap, so a long game stops at the
    /// count's ceiling rather than wrapping round.
    pub fn gain_souls(&mut self, n: u16) {
        self.souls = self.souls.saturating_add(n);
    }

    /// Adds victory points, stopping at the count's ceiling like [`Realm::gain_souls`].
    pub fn gain_vp(&mut self, n: u16) {
        self.vp = self.vp.saturating_add(n);
    }
}

/// A post and who holds it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Post {
    pub holder: Option<Seat>,
    pub stable: bool,
}

/// What one side of a trade gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Terms {
    /// Named cards of this side: hand cards, and in the playing phase tabled ones too.
    pub cards: Vec<CardId>,
    /// Cards of this side's own choice from its hand, picked once the trade is agreed.
    pub choice: u8,
    /// A prisoner this side releases.
    pub release: Option<Seat>,
    /// A prisoner this side hands over into the other's fortress ("Prisoners can be moved
    /// during playing phase from one Devil to another").
    pub prisoner: Option<Seat>,
    /// A promise this side makes (a row of the promises table).
    pub promise: Option<u8>,
}

impl Terms {
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
            && self.choice == 0
            && self.release.is_none()
            && self.prisoner.is_none()
            && self.promise.is_none()
    }
}

/// When trading is allowed, and so what may change hands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Window {
    /// The playing phase: "Devils can trade all cards, including tabled ones".
    #[default]
    Playing,
    /// Over an announced attack, between the attacker and the defender: limited trading.
    Attack,
    /// Before a caster handles its rituals: limited trading ("as normal").
    Ritual,
}

impl Window {
    /// "No tabled cards (including prisoners and Souls) can be moved" outside the playing
    /// phase.
    pub fn tabled(self) -> bool {
        self == Window::Playing
    }
}

/// A trade being negotiated: the terms as `from` last wrote them, for `to` to answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offer {
    /// The one who wrote these terms (the opener, or the one who countered last).
    pub from: Seat,
    /// The one to answer them.
    pub to: Seat,
    /// What `from` gives.
    pub give: Terms,
    /// What `to` gives.
    pub take: Terms,
    /// The seat that opened the negotiation (play returns to it).
    pub opener: Seat,
    /// Counter-offers made so far.
    pub counters: u8,
    pub window: Window,
    /// Parts of the terms set in this writing (one bit each), so each is set once a writing.
    pub set: u8,
}

impl Offer {
    pub fn gives_something(&self) -> bool {
        !self.give.is_empty()
    }
    pub fn asks_something(&self) -> bool {
        !self.take.is_empty()
    }
}

/// A promise made in a trade, recorded on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pledge {
    pub by: Seat,
    pub to: Seat,
    /// Its row in the promises table.
    pub promise: u8,
    pub turn: u32,
    pub fate: PromiseFate,
}

/// What became of a promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromiseFate {
    /// Its moment has not come.
    Pending,
    Kept,
    Broken,
    /// It no longer matters: impossible ("if it is possible"), or the game ended first.
    Lapsed,
}

impl PromiseFate {
    pub fn name(self) -> &'static str {
        match self {
            PromiseFate::Pending => "pending",
            PromiseFate::Kept => "kept",
            PromiseFate::Broken => "broken",
            PromiseFate::Lapsed => "lapsed",
        }
    }
}

/// Cards of a payer's choice still to give: for an agreed trade, or to keep a promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub payer: Seat,
    pub payee: Seat,
    pub cards: u8,
    /// The promise being kept (its index among the pledges), which the payer may break.
    pub pledge: Option<usize>,
}

/// What the main attacker does with a fortress it has emptied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spoil {
    Destroy,
    Leave,
    Capture,
    DestroyRituals,
    KeepRituals,
}

/// The unit of its army a hit falls on, as the army's owner chooses: "Souls ... eating hits",
/// a horde (destroyed), the defender's fortress (damaged: a d6 roll of 1 destroys it) or the
/// Devil (out of combat, captured or fled). Copies of a horde act alike, so one stands for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Soul,
    Horde(CardId),
    Fortress,
    Devil,
}

/// One decision of the seat to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Set-up: discard a hand with no fortress and take 6 new cards.
    Redraw,
    /// Table a horde, a fortress, an artifact or a ritual from the hand.
    Table(CardId),
    /// Discard a card from the hand or the table (or a tabled ritual before handling it).
    Discard(CardId),
    /// Send the Devil (`None`) or a Fiends horde to Earth, or bring it back.
    Earth {
        horde: Option<CardId>,
        go: bool,
    },
    /// Play a special card.
    Play(CardId),
    /// Discard a fortress card identical to the captor's (escape imprisonment) or to one's own
    /// (special flee).
    Escape(CardId),
    /// The Devil's Trade in: discard this card, draw 3.
    TradeIn(CardId),
    /// Open a trade offer to a seat (in the playing phase, before a ritual, or as the
    /// defender over an announced attack).
    Offer(Seat),
    Give(CardId),
    GiveRelease(Seat),
    GivePrisoner(Seat),
    GivePromise(u8),
    AskCards(u8),
    AskRelease(Seat),
    AskPromise(u8),
    Send,
    Cancel,
    Accept,
    /// Decline an offer; while keeping a promise of cards, break it.
    Decline,
    /// Give a card asked for in an accepted offer, or promised.
    Pay(CardId),
    /// Answer an offer with other terms: the offer comes back to be edited and sent.
    Counter,
    /// Offer this many cards of one's own choice.
    GiveChoice(u8),
    /// Ask for a named tabled card of the other side (in the playing phase).
    AskFor(CardId),
    /// Announce an attack on a Realm.
    Attack(Seat),
    /// Take a horde into the army.
    Take(CardId),
    TakeAll,
    TakeSouls(u16),
    Retreat,
    Join {
        attack: bool,
    },
    Switch,
    FreeFlee(CardId),
    Surrender,
    /// Discard a fortress card identical to the defender's: its defence points and free flee
    /// are negated.
    Negate(CardId),
    /// Propose "no combat" this round.
    Propose,
    Spoil(Spoil),
    Handover {
        prisoner: Seat,
        to: Seat,
    },
    Cast(CardId),
    CastFromHand(CardId),
    Reroll,
    Object(Seat),
    Proclaim,
    /// Assign one hit of the combat round to a unit of one's army.
    Hit(Unit),
    /// Go on with a combat the defender has no units nor Souls left in, to the next round.
    Continue,
    /// Use an activated artifact of one's Devil for this combat round.
    Use(CardId),
    /// Play a special card on another Devil (Forced Agreement, Drunken).
    Impose {
        card: CardId,
        on: Seat,
    },
    /// Ready, pass, march, fight on, keep: ends the seat's part of the step.
    Done,
}

/// The phases of a turn, for the phase bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Setup,
    Draw,
    Playing,
    Attacks,
    Rituals,
    Award,
    Gathering,
    Election,
}

impl Phase {
    pub const ALL: [Phase; 8] = [
        Phase::Setup,
        Phase::Draw,
        Phase::Playing,
        Phase::Attacks,
        Phase::Rituals,
        Phase::Award,
        Phase::Gathering,
        Phase::Election,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "Set-up",
            Phase::Draw => "Draw",
            Phase::Playing => "Playing",
            Phase::Attacks => "Attacks",
            Phase::Rituals => "Rituals",
            Phase::Award => "Award",
            Phase::Gathering => "Gathering on Earth",
            Phase::Election => "Election",
        }
    }

    pub fn about(self) -> &'static str {
        match self {
            Phase::Setup => {
                "Deal 6 cards each; a hand with no fortress may be redrawn once. No Souls, no points."
            }
            Phase::Draw => {
                "Draw by Realm size (1-11: to 15, 12-14: 4, 15-17: 3, 18-20: 2, 21+: 1), from the Starter; when the deck runs out the rest of the draws are lost."
            }
            Phase::Playing => {
                "Table hordes, one fortress, artifacts and rituals; discard at will; send the Devil or Fiends to Earth; trade anything, tabled cards too, with offers, counter-offers and promises."
            }
            Phase::Attacks => {
                "From the Starter clockwise each player passes or attacks a Realm it has not yet attacked, until all pass in a row; the defender may bargain, then the attacker attacks, changes the target or passes; each combat is fought at once."
            }
            Phase::Rituals => {
                "From the Starter, each caster handles its rituals one by one, after trading if it likes; a complete Critter set casts one from the hand."
            }
            Phase::Award => {
                "Posts: a new post or a stable post kept gives 1 victory point; a post not kept becomes unstable, or is lost."
            }
            Phase::Gathering => {
                "Whoever went to Earth rolls 2d6 on the soul table (one reroll allowed)."
            }
            Phase::Election => {
                "Objections and proclaiming; a possible Overlord with most posts (then most VP) is elected; 9+ VP alone also wins. Fled Devils return."
            }
        }
    }
}

/// What the game waits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Redraw,
    Playing,
    Offer,
    Answer,
    Pay,
    Announce,
    /// The defender of an announced attack may bargain with the attacker.
    Bargain,
    /// After a bargain, the attacker attacks as announced, changes the target or passes.
    Confirm,
    Muster,
    Organize,
    NoCombat,
    Spoils,
    SpoilRituals,
    Handover,
    Rituals,
    Gather,
    Elect,
    /// An army's owner assigns a hit to one of its units.
    Hits,
    /// The main attacker may play Recall to stop the defender's special flee.
    Prevent,
    /// The defender has no units nor Souls left before the last round: the main attacker
    /// ends the combat in victory or continues it to the next round.
    Won,
}

/// One army in a combat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Army {
    pub owner: Seat,
    pub attacking: bool,
    pub hordes: Vec<CardId>,
    pub souls: u16,
    /// The owner's Devil leads it (and can be hit).
    pub devil: bool,
    /// The round it joined in.
    pub joined: u8,
    /// Its master is imprisoned by the defender: it may fight without a leader.
    pub releasing: bool,
    pub souls_taken: bool,
}

/// A hit of the round still to be assigned: to a given army (a revenge hit, an extra hit an
/// ally takes, or a side's hit once its army is known), or to the next army of a side in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Army(usize),
    /// `true`: the attacking side.
    Side(bool),
}

/// How a combat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The defender has no units nor Souls left.
    Victory,
    /// Time-out, loss of leader or retreat; `destroyed` when the whole attacking side was.
    Defeat { destroyed: bool },
    /// Neither: both sides were destroyed.
    Neither,
}

/// The combat under way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Combat {
    /// A combat is under way (the rest is meaningful only then).
    pub active: bool,
    pub attacker: Seat,
    pub defender: Seat,
    pub round: u8,
    /// `[0]` is the main attacker's army, `[1]` the defending Realm's; allies follow.
    pub armies: Vec<Army>,
    /// The defender's fortress has not been hit (turned aside) in this combat.
    pub fortress_up: bool,
    /// The defender had a fortress when the combat began (it can be looted).
    pub had_fortress: bool,
    pub negated: bool,
    pub free_fled: bool,
    pub surrendered: bool,
    /// Organization turns left this round, the one to act first.
    pub queue: Vec<Seat>,
    pub proposed: bool,
    pub no_combat: bool,
    /// The army being mustered.
    pub mustering: usize,
    /// Devils put aside, and whether each was a prisoner of a destroyed fortress.
    pub aside: Vec<(Seat, bool)>,
    /// Every seat that joined at some point.
    pub joined: Vec<Seat>,
    pub end: Option<End>,
    /// Devils the main attacker captured in this combat (for a handover).
    pub captured: Vec<Seat>,
    /// Activated artifacts their owners use in this round.
    pub using: Vec<CardId>,
    /// The combat cards of the last round: (card, row, column).
    pub cards: Vec<(u8, u8, u8)>,
    /// The round's hits still to assign, the next first.
    pub hits: Vec<Pending>,
    /// Each side's armies in the order its hits are dealt (biggest first), and the place of
    /// the next: `[0]` the defenders, `[1]` the attackers.
    pub spread: [(Vec<usize>, usize); 2],
}

/// Why a move or a set-up was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LordsError {
    #[error("the game is over")]
    Over,
    #[error("{0}")]
    Illegal(String),
    #[error("Lords of Hell is played by 4 to 6 players, not {0}")]
    Players(u8),
}

/// A table of Lords of Hell.
#[derive(Clone, Debug)]
pub struct Lords {
    pub(super) data: Arc<LordsData>,
    pub(super) variants: Variants,
    pub(super) realms: Vec<Realm>,
    pub(super) deck: Vec<CardId>,
    pub(super) discard: Vec<CardId>,
    /// Redrawn set-up hands, shuffled back once everyone has redrawn.
    pub(super) set_aside: Vec<CardId>,
    pub(super) posts: Vec<Post>,
    pub(super) starter: Seat,
    /// The Starter of the first turn (the balance report's turn order).
    pub(super) first_starter: Seat,
    pub(super) turn: u32,
    pub(super) phase: Phase,
    pub(super) step: Step,
    pub(super) actor: Seat,
    /// Seats still to act in a step taken in turn (redraw, playing, rituals, election).
    pub(super) queue: Vec<Seat>,
    /// Passes in a row in the attack phase.
    pub(super) passes: u8,
    pub(super) offer: Option<Offer>,
    /// Cards of choice still to give, the first being given now.
    pub(super) dues: Vec<Due>,
    /// Promises made in trades, in the order made.
    pub(super) pledges: Vec<Pledge>,
    /// The attack announced and not yet fought: (attacker, defender).
    pub(super) announced: Option<(Seat, Seat)>,
    pub(super) battle: Combat,
    /// Soul rolls to make: (seat, `None` for the Devil or the Fiends card).
    pub(super) earth_rolls: Vec<(Seat, Option<CardId>)>,
    /// The roll waiting on keep or reroll, and whether it is already a reroll.
    pub(super) roll: (u8, u8, bool),
    pub(super) overlord: Option<Seat>,
    pub(super) rng: Rng,
    pub(super) record: bool,
    pub(super) log: Vec<LogEntry>,
    pub(super) last_roll: Vec<u8>,
    pub(super) outcome: Option<Outcome>,
    /// What a combat round's hits destroyed, per seat, to be logged as one line each.
    pub(super) losses: Vec<(Seat, Loss)>,
    /// Once-per-turn artifacts used this turn, by card: the use stays with the card when it
    /// is traded or stolen.
    pub(super) used: Vec<CardId>,
    /// Devils bound this turn to accept another's trade offers (Forced Agreement, Drunken).
    pub(super) bonds: Vec<Bond>,
}

/// A Devil bound to accept the trade offers of another this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bond {
    /// The player whose offers must be accepted.
    pub by: Seat,
    /// The Devil bound.
    pub on: Seat,
    /// Until the turn ends (Drunken), or for the next offer only (Forced Agreement).
    pub lasting: bool,
}

/// One unit lost to a hit, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    Soul,
    Horde(CardId),
    Devil,
}

impl Lords {
    // ---- Reading the table ----

    pub fn data(&self) -> &LordsData {
        &self.data
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn realm(&self, s: Seat) -> &Realm {
        &self.realms[usize::from(s)]
    }
    pub(super) fn realm_mut(&mut self, s: Seat) -> &mut Realm {
        &mut self.realms[usize::from(s)]
    }
    pub fn deck(&self) -> &[CardId] {
        &self.deck
    }
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    pub fn set_aside(&self) -> &[CardId] {
        &self.set_aside
    }
    pub fn posts(&self) -> &[Post] {
        &self.posts
    }
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn combat(&self) -> Option<&Combat> {
        self.battle.active.then_some(&self.battle)
    }
    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref()
    }
    pub fn overlord(&self) -> Option<Seat> {
        self.overlord
    }
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn last_roll(&self) -> &[u8] {
        &self.last_roll
    }
    /// A card's name; a card id the deck does not hold (a damaged save) reads as such.
    pub fn card_name(&self, c: CardId) -> &str {
        self.data
            .cards
            .get(usize::from(c))
            .map_or("a card not in the deck", |spec| &spec.name)
    }
    pub fn is(&self, c: CardId, k: Kind) -> bool {
        self.data.card(c).is(k)
    }
    /// A seat's arch-devil; a seat not at the table (a damaged save) reads as such.
    pub fn devil_name(&self, s: Seat) -> &str {
        self.realms
            .get(usize::from(s))
            .and_then(|r| self.data.devils.get(r.devil))
            .map_or("an arch-devil not at the table", |d| &d.name)
    }
    pub fn devil(&self, s: Seat) -> &super::data::DevilSpec {
        &self.data.devils[self.realm(s).devil]
    }

    /// Seats from `first`, clockwise.
    pub fn clockwise(&self, first: Seat) -> Vec<Seat> {
        let n = self.players();
        (0..n).map(|i| (first + i) % n).collect()
    }

    pub fn next_seat(&self, s: Seat) -> Seat {
        (s + 1) % self.players()
    }

    /// "The number of cards depends on Realm size", which counts "tabled cards, posts and
    /// hand cards" (and the Devil itself under the default reading, as the text's example
    /// adds up).
    pub fn realm_size(&self, s: Seat) -> u32 {
        let r = self.realm(s);
        let tabled = r.hordes.len()
            + usize::from(r.fortress.is_some())
            + r.artifacts.len()
            + r.rituals.len();
        let posts = self.posts_held(s);
        let devil = u32::from(self.variants.realm_size == RealmSize::CountsDevil);
        (tabled + r.hand.len()) as u32 + posts + devil
    }

    pub fn posts_held(&self, s: Seat) -> u32 {
        self.posts.iter().filter(|p| p.holder == Some(s)).count() as u32
    }

    /// Posts for the election: posts held, and a Throne of Hell counts as one.
    pub fn election_posts(&self, s: Seat) -> u32 {
        let thrones = self
            .realm(s)
            .artifacts
            .iter()
            .filter(|&&c| self.data.card(c).throne)
            .count() as u32;
        self.posts_held(s) + thrones
    }

    /// "The number of cards depends on Realm size": 1-11 draw to 15, 12-14 draw 4, 15-17 draw
    /// 3, 18-20 draw 2, 21+ draw 1; then the Devil's, its artifacts' and its fortress's extra
    /// draws.
    pub fn draw_count(&self, s: Seat) -> usize {
        let size = self.realm_size(s);
        let base = match size {
            0..=11 => 15 - size,
            12..=14 => 4,
            15..=17 => 3,
            18..=20 => 2,
            _ => 1,
        } as usize;
        let r = self.realm(s);
        let extra: usize = usize::from(self.devil(s).draw)
            + r.artifacts
                .iter()
                .chain(&r.fortress)
                .map(|&c| usize::from(self.data.card(c).draw))
                .sum::<usize>();
        base + extra
    }

    /// Devils imprisoned by `captor`.
    pub fn prisoners(&self, captor: Seat) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.realm(s).at == Where::Captive(captor))
            .collect()
    }

    /// Whether the Devil may lead an army: "An imprisoned or fled Devil, or Devil on Earth
    /// cannot lead an army."
    pub fn devil_can_lead(&self, s: Seat) -> bool {
        self.realm(s).at == Where::Home
    }

    /// Hordes at home (not on Earth).
    pub fn home_hordes(&self, s: Seat) -> impl Iterator<Item = CardId> + '_ {
        let r = self.realm(s);
        r.hordes.iter().copied().filter(|c| !r.earth.contains(c))
    }

    /// A Leader horde at home (Fallen Angels).
    pub fn has_leader_horde(&self, s: Seat) -> bool {
        self.home_hordes(s).any(|c| self.data.card(c).leader)
    }

    /// A Caster horde tabled at home (Diabolic Fiends).
    pub fn has_caster(&self, s: Seat) -> bool {
        self.home_hordes(s).any(|c| self.data.card(c).caster)
    }

    /// "Rituals are always held at Devil's home fortress, and Devil without fortress cannot
    /// cast Rituals, unless have Diabolic Fiends."
    pub fn can_hold_rituals(&self, s: Seat) -> bool {
        self.has_caster(s) || (self.realm(s).fortress.is_some() && self.realm(s).at == Where::Home)
    }

    /// Complete Critter sets tabled: one of each Critter of the list each.
    pub fn critter_sets(&self, s: Seat) -> u8 {
        if self.data.critters.is_empty() {
            return 0;
        }
        self.data
            .critters
            .iter()
            .map(|name| {
                self.realm(s)
                    .hordes
                    .iter()
                    .filter(|&&c| self.card_name(c) == name)
                    .count()
            })
            .min()
            .unwrap_or(0) as u8
    }

    /// Oath card points in a hand.
    pub fn oath_points(&self, s: Seat) -> u16 {
        self.realm(s)
            .hand
            .iter()
            .map(|&c| u16::from(self.data.card(c).vp))
            .sum()
    }

    // ---- Changing the table ----

    /// Logs a line (when recording): the words are made only then.
    pub(super) fn say(&mut self, player: Option<Seat>, text: impl FnOnce(&Self) -> String) {
        if self.record {
            let text = text(self);
            self.log.push(LogEntry {
                round: self.turn,
                player,
                text,
                dice: Vec::new(),
            });
        }
    }

    /// Logs a line with dice.
    pub(super) fn say_dice(
        &mut self,
        player: Option<Seat>,
        dice: Vec<u8>,
        text: impl FnOnce(&Self) -> String,
    ) {
        self.last_roll = dice.clone();
        if self.record {
            let text = text(self);
            self.log.push(LogEntry {
                round: self.turn,
                player,
                text,
                dice,
            });
        }
    }

    pub(super) fn d6(&mut self) -> u8 {
        self.rng.below(6) as u8 + 1
    }

    /// Draws up to `n` cards into a hand: "If the deck entirely runs out, rest draws are
    /// lost." Returns how many were drawn.
    pub(super) fn draw(&mut self, s: Seat, n: usize) -> usize {
        let k = n.min(self.deck.len());
        let at = self.deck.len() - k;
        let drawn: Vec<CardId> = self.deck.split_off(at);
        self.realm_mut(s).hand.extend(drawn);
        k
    }

    /// Takes a card out of wherever it is in a Realm (hand or table).
    pub(super) fn take_card(&mut self, s: Seat, c: CardId) -> bool {
        let r = self.realm_mut(s);
        let mut found = false;
        for v in [&mut r.hand, &mut r.hordes, &mut r.artifacts, &mut r.rituals] {
            if let Some(i) = v.iter().position(|&x| x == c) {
                v.remove(i);
                found = true;
                break;
            }
        }
        r.earth.retain(|&x| x != c);
        if !found && r.fortress == Some(c) {
            r.fortress = None;
            found = true;
        }
        found
    }

    pub(super) fn discard_card(&mut self, c: CardId) {
        self.discard.push(c);
    }

    /// Ends the game: oath cards are revealed and scored, and the winner is named by the
    /// variant.
    pub(super) fn finish(&mut self, overlord: Option<Seat>, end: &'static str, cut_off: bool) {
        self.promises_at_end(overlord, !cut_off);
        for s in 0..self.players() {
            let p = self.oath_points(s);
            let r = self.realm_mut(s);
            r.oath_vp = p;
            r.gain_vp(p);
        }
        self.say(None, |g| {
            let words: Vec<String> = (0..g.players())
                .map(|s| {
                    format!(
                        "{} {} (oath cards {})",
                        seat_label(s),
                        g.realm(s).vp,
                        g.realm(s).oath_vp
                    )
                })
                .collect();
            format!("Oath cards are revealed: {}", words.join(", "))
        });
        self.overlord = overlord;
        let winners = if cut_off {
            // The engine's safety limit, not a rule: a reported draw.
            Winners::NONE
        } else if self.variants.who_wins == super::variants::WhoWins::MostPoints {
            // The most victory points win; Devils tied at the top share the win.
            let best = (0..self.players())
                .map(|s| self.realm(s).vp)
                .max()
                .unwrap_or(0);
            Winners::top(
                (0..self.players()).filter(|&s| self.realm(s).vp == best),
                self.players(),
            )
        } else {
            overlord.map_or(Winners::NONE, Winners::one)
        };
        self.outcome = Some(Outcome {
            winners,
            end,
            cut_off,
        });
        self.say(None, |_| match winners.sole() {
            Some(w) => format!("{} wins ({end})", seat_label(w)),
            None if winners.is_empty() => format!("The game ends without a winner ({end})"),
            None => format!(
                "{} share the win ({end})",
                and_list(winners.seats().map(seat_label))
            ),
        });
    }

    // ---- Moves ----

    /// The first card of each kind of card (by its line in the list) among `cards`: copies act
    /// alike, so one move stands for them all.
    pub(super) fn distinct(&self, cards: &[CardId]) -> Vec<CardId> {
        let mut rows: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for &c in cards {
            let row = self.data.card(c).row;
            if !rows.contains(&row) {
                rows.push(row);
                out.push(c);
            }
        }
        out
    }

    pub(super) fn why_not(&self, mv: &Move) -> String {
        let who = seat_label(self.actor);
        let step = match self.step {
            Step::Redraw => "decide whether to redraw a hand with no fortress",
            Step::Playing => "play its playing phase",
            Step::Offer => "make its trade offer",
            Step::Answer => "answer a trade offer",
            Step::Pay => "choose the cards it gives",
            Step::Announce => "pass or announce an attack",
            Step::Bargain => "bargain over the attack announced on it or let it stand",
            Step::Confirm => "attack as announced, change the target or pass",
            Step::Muster => "choose its army",
            Step::Organize => "organize for the combat round",
            Step::NoCombat => "answer the proposal of no combat",
            Step::Spoils => "decide the fortress's fate",
            Step::SpoilRituals => "decide the rituals' fate",
            Step::Handover => "hand over prisoners or keep them",
            Step::Rituals => "handle its rituals",
            Step::Gather => "keep or reroll its soul roll",
            Step::Elect => "object and proclaim",
            Step::Hits => "assign a hit to a unit of its army",
            Step::Prevent => "stop the defender's flight with Recall or let it flee",
            Step::Won => "end its won combat in victory or continue it to the next round",
        };
        format!(
            "“{}” is not possible now: {who} is to {step}",
            self.describe(mv)
        )
    }

    pub(super) fn perform(&mut self, mv: Move) {
        let s = self.actor;
        // The moments that break a promise, whichever step makes them.
        match (self.step, &mv) {
            (Step::Organize, Move::Join { attack }) => self.note_join(s, *attack),
            (Step::Elect, Move::Object(t)) => self.note_objection(s, *t),
            (Step::Answer, Move::Accept) => self.note_bound_answer(),
            _ => {}
        }
        match self.step {
            Step::Redraw => self.redraw(s, mv == Move::Redraw),
            Step::Playing => self.playing(s, mv),
            Step::Offer | Step::Answer | Step::Pay => self.trade(s, mv),
            Step::Announce => self.announce(s, mv),
            Step::Bargain | Step::Confirm => self.bargain(s, mv),
            Step::Muster => self.muster(mv),
            Step::Organize | Step::NoCombat => self.organize(s, mv),
            Step::Spoils | Step::SpoilRituals | Step::Handover => self.spoils(mv),
            Step::Rituals => self.rituals(s, mv),
            Step::Gather => self.gather(s, mv == Move::Reroll),
            Step::Elect => self.elect(s, mv),
            Step::Hits => self.assign_hit(mv),
            Step::Prevent => self.prevent(mv),
            Step::Won => self.won(mv),
        }
    }

    /// Makes the moves no one has a choice about: while the seat to act may only say "done",
    /// it is said for it.
    pub(super) fn settle(&mut self) {
        let mut legal = Vec::new();
        for _ in 0..10_000 {
            if self.outcome.is_some() {
                return;
            }
            // Steps that always offer more than "done" (the playing phase always has "ready"
            // and something else to weigh, or its player says "ready" itself).
            let always = match self.step {
                Step::Playing
                | Step::Offer
                | Step::Answer
                | Step::Pay
                | Step::Bargain
                | Step::Confirm
                | Step::Redraw
                | Step::Spoils
                | Step::SpoilRituals
                | Step::NoCombat
                | Step::Won => true,
                Step::Gather => !self.roll.2,
                _ => false,
            };
            if always {
                return;
            }
            self.legal_moves(&mut legal);
            if legal.len() == 1 && legal[0] == Move::Done {
                self.perform(Move::Done);
            } else {
                return;
            }
        }
    }
}
