//! The state of a Lords of Hell table: the Realms, the decks, the trades, the combat, the step
//! the game waits on and the moves a seat makes. What the rules ask of it is in
//! [`super::queries`], how it changes in [`super::changes`] (through the one entry point,
//! [`Lords::apply`]). The phases are in [`super::turn`], combat in [`super::combat`], trading in
//! [`super::trade`].

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::LordsData;
use super::variants::Variants;
use crate::rules::{LogEntry, Outcome, Seat};
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
