//! Lords of Hell behind the ruled-game interface: the game's card for the catalogue, set-up from
//! a seed, whose move it is, each legal move described and offered as a choice with its
//! targets, the imagined tables and scores the search bot uses, and the simulator's move kinds.
//! What the screen draws is in `projection.rs`, each move in words in `describe.rs`, the
//! readings of the text in `readings.rs`.

use std::sync::Arc;

use super::bots::{SCHEMER_ID, Schemer};
use super::data::{Kind, LordsData};
use super::projection::{devil_key, key, promise_key};
use super::readings::READINGS;
use super::state::{
    CardId, Combat, HAND, Lords, LordsError, Move, Phase, Post, Realm, Spoil, Step, Unit, Where,
};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::cards::final_score;
use crate::rules::{
    BotInfo, Budget, Choice, DataError, GameInfo, LogEntry, NumberField, OWN_BOT_LABEL, Outcome,
    Projection, RuledGame, Seat, Thing, VariantValues, listed, seat_label,
};
use crate::table::Rng;

const SCHEMER: BotInfo = BotInfo {
    id: SCHEMER_ID,
    label: OWN_BOT_LABEL,
    about: "Tables its best fortress and every horde, attacks Realms it outweighs, joins combats against the leader, flees hopeless defences, gives hits to its Devil when it cannot be captured, objects to the rivals who would beat it while it can still win, and negotiates in every trading window (offers, counter-offers, buying off attacks), keeping its promises unless breaking one is worth it.",
};

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage: the Devil and a horde
    /// going to Earth or back, each part of a trade offer, each spoil, and each step's "done"
    /// by what it means there (in the election, letting the candidates stand).
    enum MoveKind {
        Redraw => "redraw the starting hand",
        Table => "table a card",
        Discard => "discard a card",
        DiscardRitual => "discard a ritual before handling it",
        DevilToEarth => "send the Devil to Earth",
        DevilBack => "bring the Devil back from Earth",
        HordeToEarth => "send a Fiends horde to Earth",
        HordeBack => "bring a Fiends horde back from Earth",
        Play => "play a special card",
        Escape => "discard an identical fortress to escape or flee",
        TradeIn => "trade in a card for 3",
        Offer => "open a trade offer",
        Give => "offer a card",
        GiveRelease => "offer to release a prisoner",
        GivePrisoner => "offer a prisoner",
        GivePromise => "make a promise",
        AskCards => "ask for cards",
        AskRelease => "ask for a prisoner's release",
        AskPromise => "ask for a promise",
        GiveChoice => "offer cards of one's own choice",
        AskFor => "ask for a tabled card",
        Send => "send a trade offer",
        Counter => "counter a trade offer",
        Bargain => "bargain over an announced attack",
        LetStandAttack => "let an announced attack stand",
        ConfirmAttack => "attack as announced after a bargain",
        ChangeTarget => "change an announced attack's target",
        WithdrawAttack => "withdraw an announced attack and pass",
        KeepPromise => "give a promised card",
        BreakPromise => "break a promise of cards",
        Cancel => "withdraw a trade offer",
        Accept => "accept a trade offer",
        Decline => "decline a trade offer",
        AgreeNoCombat => "agree to no combat",
        RefuseNoCombat => "refuse no combat",
        Pay => "give a card asked for",
        Attack => "attack a Realm",
        Take => "take a horde into the army",
        TakeAll => "take every horde into the army",
        TakeSouls => "take Souls into the army",
        Retreat => "retreat",
        JoinAttackers => "join the attackers",
        JoinDefenders => "join the defenders",
        Switch => "switch sides",
        FreeFlee => "free flee",
        Surrender => "surrender",
        Negate => "negate an identical fortress",
        Propose => "propose no combat",
        DestroyFortress => "destroy a fortress",
        LeaveFortress => "leave a fortress to the defender",
        CaptureFortress => "capture a fortress",
        DestroyRituals => "destroy the rituals",
        KeepRituals => "leave the rituals intact",
        Handover => "hand over a prisoner",
        Cast => "cast a ritual",
        CastFromHand => "cast from the hand (Critter set)",
        Reroll => "reroll",
        Object => "object to a candidate",
        Proclaim => "proclaim oneself the new Overlord",
        KeepHand => "keep the starting hand",
        Ready => "end the playing phase",
        PassAttack => "pass on attacking",
        March => "march",
        FightOn => "fight on",
        KeepPrisoners => "keep the prisoners",
        RitualsDone => "end the rituals",
        KeepRoll => "keep the roll",
        LetStand => "let the candidates stand",
        HitSoul => "give a hit to a Soul",
        HitHorde => "give a hit to a horde",
        HitFortress => "give a hit to the fortress",
        HitDevil => "give a hit to the Devil",
        LetFlee => "let a special flee go",
        EndInVictory => "end a won combat in victory",
        ContinueCombat => "continue a won combat",
        UseArtifact => "use an activated artifact",
        Impose => "play a special card on a Devil",
    }
}

static INFO: GameInfo = GameInfo {
    id: "lords-of-hell",
    name: "Lords of Hell",
    players: (4, 6),
    bots: &[SCHEMER],
    default_bot: SCHEMER_ID,
    round: "round",
};

impl RuledGame for Lords {
    type Move = Move;
    type Error = LordsError;
    type Variants = Variants;
    type Data = LordsData;
    type Bot = Schemer;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        include_str!("../../../games/lords-of-hell.json")
    }
    fn rules_map() -> &'static [crate::rules::map::Rule] {
        super::rules_map::RULES
    }

    fn variant_specs() -> &'static [crate::rules::variant::VariantSpec] {
        SPEC
    }

    fn readings() -> &'static [crate::rules::game::Reading] {
        READINGS
    }

    #[cfg(test)]
    const TEXT: &'static str = include_str!("text.txt");
    fn read_data(def: &GameDef) -> Result<LordsData, DataError> {
        LordsData::read(def)
    }
    fn notes(data: &LordsData) -> Vec<String> {
        data.notes.clone()
    }
    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }
    fn new(
        data: &Arc<LordsData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, LordsError> {
        if !(4..=6).contains(&players) {
            return Err(LordsError::Players(players));
        }
        let n = usize::from(players);
        let mut rng = Rng::seeded(seed);
        let mut deck: Vec<CardId> = (0..data.cards.len() as CardId).collect();
        rng.shuffle(&mut deck);
        let mut devils: Vec<usize> = (0..data.devils.len()).collect();
        rng.shuffle(&mut devils);
        let starter = rng.below(u32::from(players)) as Seat;
        let realms = (0..n)
            .map(|i| Realm {
                devil: devils[i],
                hand: Vec::new(),
                hordes: Vec::new(),
                earth: Vec::new(),
                fortress: None,
                artifacts: Vec::new(),
                rituals: Vec::new(),
                souls: 0,
                vp: 0,
                at: Where::Home,
                candidate: false,
                proclaimed: false,
                oath_vp: 0,
                attacked: 0,
                defeated: false,
                victories: 0,
                rituals_cast: 0,
                looted: false,
                emptied: false,
                offered: 0,
                shown: 0,
                moved: Vec::new(),
                critter_casts: 0,
                traded_in: 0,
                objected: 0,
            })
            .collect();
        let mut g = Self {
            data: Arc::clone(data),
            variants: *variants,
            realms,
            deck,
            discard: Vec::new(),
            set_aside: Vec::new(),
            posts: vec![Post::default(); data.posts.len()],
            starter,
            first_starter: starter,
            turn: 0,
            phase: Phase::Setup,
            step: Step::Redraw,
            actor: starter,
            queue: Vec::new(),
            passes: 0,
            offer: None,
            dues: Vec::new(),
            pledges: Vec::new(),
            announced: None,
            battle: Combat::default(),
            earth_rolls: Vec::new(),
            roll: (0, 0, false),
            overlord: None,
            rng,
            record,
            log: Vec::new(),
            last_roll: Vec::new(),
            outcome: None,
            losses: Vec::new(),
            used: Vec::new(),
            bonds: Vec::new(),
        };
        for s in 0..players {
            g.say(None, |g| {
                format!("{} is the arch-devil {}", seat_label(s), g.devil_name(s))
            });
        }
        g.say(None, |_| {
            format!(
                "The Starter marker goes to {} at random",
                seat_label(starter)
            )
        });
        for s in g.clockwise(starter) {
            g.draw(s, HAND);
        }
        g.say(None, |_| {
            "Each player is dealt 6 cards; no one has Souls or victory points".into()
        });
        // "If a player has no fortresses in her starting hand, she may discard all these 6
        // cards and get 6 new ones, but must keep those."
        g.queue = g
            .clockwise(starter)
            .into_iter()
            .filter(|&s| !g.realm(s).hand.iter().any(|&c| g.is(c, Kind::Fortress)))
            .collect();
        g.next_redraw();
        g.settle();
        Ok(g)
    }
    fn players(&self) -> u8 {
        self.realms.len() as u8
    }
    /// The seat whose decision the game waits for.
    fn to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            None
        } else {
            Some(self.actor)
        }
    }
    /// Every legal move of the seat to act, in a fixed order.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let s = self.actor;
        match self.step {
            Step::Redraw => {
                out.push(Move::Redraw);
                out.push(Move::Done);
            }
            Step::Playing => self.playing_moves(s, out),
            Step::Offer => self.offer_moves(out),
            Step::Answer => self.answer_moves(out),
            Step::Pay => self.pay_moves(out),
            Step::Announce => self.announce_moves(s, out),
            Step::Bargain | Step::Confirm => self.bargain_moves(s, out),
            Step::Muster => self.muster_moves(out),
            Step::Organize => self.organize_moves(s, out),
            Step::NoCombat => {
                out.push(Move::Accept);
                out.push(Move::Decline);
            }
            Step::Spoils => {
                out.push(Move::Spoil(Spoil::Destroy));
                out.push(Move::Spoil(Spoil::Leave));
                out.push(Move::Spoil(Spoil::Capture));
            }
            Step::SpoilRituals => {
                out.push(Move::Spoil(Spoil::DestroyRituals));
                out.push(Move::Spoil(Spoil::KeepRituals));
            }
            Step::Handover => self.handover_moves(out),
            Step::Rituals => self.ritual_moves(s, out),
            Step::Gather => {
                if !self.roll.2 {
                    out.push(Move::Reroll);
                }
                out.push(Move::Done);
            }
            Step::Elect => self.elect_moves(s, out),
            Step::Prevent => self.prevent_moves(out),
            // Victory first: the text's reading, which a person reads first.
            Step::Won => {
                out.push(Move::Done);
                out.push(Move::Continue);
            }
            Step::Hits => {
                if let Some(i) = self.army_hit() {
                    let mut units = Vec::new();
                    self.hit_choices(i, &mut units);
                    out.extend(units.into_iter().map(Move::Hit));
                }
            }
        }
    }
    /// Makes a move of the seat to act, or refuses it with the reason, leaving the game as it
    /// was.
    fn apply(&mut self, mv: Move) -> Result<(), LordsError> {
        if self.outcome.is_some() {
            return Err(LordsError::Over);
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(LordsError::Illegal(self.why_not(&mv)));
        }
        self.apply_listed(mv)
    }
    /// A listed move needs no second listing to check it.
    fn apply_listed(&mut self, mv: Move) -> Result<(), LordsError> {
        if self.outcome.is_some() {
            return Err(LordsError::Over);
        }
        debug_assert!(listed(self, &mv), "a move not listed: {mv:?}");
        self.perform(mv);
        self.settle();
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    fn round(&self) -> u32 {
        self.turn
    }
    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }
    fn describe(&self, m: &Move) -> String {
        self.move_words(m)
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }
    fn targets(&self, m: &Move) -> Vec<Thing> {
        let c = |x: CardId| Thing::Card(key(x));
        match *m {
            Move::Table(x)
            | Move::Discard(x)
            | Move::Play(x)
            | Move::Escape(x)
            | Move::TradeIn(x)
            | Move::Give(x)
            | Move::AskFor(x)
            | Move::Pay(x)
            | Move::Take(x)
            | Move::FreeFlee(x)
            | Move::Negate(x)
            | Move::Use(x)
            | Move::Cast(x)
            | Move::CastFromHand(x)
            | Move::Hit(Unit::Horde(x)) => vec![c(x)],
            Move::Hit(Unit::Devil) => vec![Thing::Card(devil_key(self.actor))],
            Move::Hit(Unit::Fortress) => self
                .combat()
                .and_then(|b| self.realm(b.defender).fortress)
                .map(c)
                .into_iter()
                .collect(),
            Move::Earth { horde: Some(x), .. } => vec![c(x)],
            Move::Earth { horde: None, .. } => vec![Thing::Card(devil_key(self.actor))],
            Move::Offer(t) | Move::Attack(t) | Move::Object(t) => vec![Thing::Seat(t)],
            Move::Impose { card, on } => vec![c(card), Thing::Seat(on)],
            Move::GivePromise(i) | Move::AskPromise(i) => vec![Thing::Card(promise_key(i))],
            Move::GiveRelease(p) | Move::GivePrisoner(p) | Move::AskRelease(p) => {
                vec![Thing::Card(devil_key(p))]
            }
            Move::Handover { prisoner, to } => {
                vec![Thing::Card(devil_key(prisoner)), Thing::Seat(to)]
            }
            _ => Vec::new(),
        }
    }

    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let Thing::Card(k) = thing else {
            return None;
        };
        self.why_not_card(k.strip_prefix("card-")?.parse().ok()?)
    }
    /// The choices: Souls to take and cards to ask for are one choice each with a number.
    fn choices(&self) -> Vec<(Choice, Move)> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut out = Vec::new();
        let numbered = |label: &str,
                        field: &str,
                        (min, max): (u32, u32),
                        template: Move,
                        out: &mut Vec<(Choice, Move)>| {
            out.push((
                Choice {
                    label: label.into(),
                    targets: Vec::new(),
                    numbers: vec![NumberField {
                        label: field.into(),
                        min,
                        max,
                        default: max,
                    }],
                },
                template,
            ));
        };
        // The smallest and largest number among the moves `f` reads one from.
        let bounds = |f: &dyn Fn(&Move) -> Option<u32>| {
            let ns: Vec<u32> = moves.iter().filter_map(f).collect();
            Some((*ns.iter().min()?, *ns.iter().max()?))
        };
        let souls = bounds(&|m| match m {
            Move::TakeSouls(k) => Some(u32::from(*k)),
            _ => None,
        });
        let cards = bounds(&|m| match m {
            Move::AskCards(k) => Some(u32::from(*k)),
            _ => None,
        });
        let own = bounds(&|m| match m {
            Move::GiveChoice(k) => Some(u32::from(*k)),
            _ => None,
        });
        for m in moves.iter().cloned() {
            match m {
                Move::TakeSouls(_) | Move::AskCards(_) | Move::GiveChoice(_) => continue,
                _ => out.push((
                    Choice {
                        label: self.describe(&m),
                        targets: self.targets(&m),
                        numbers: Vec::new(),
                    },
                    m,
                )),
            }
        }
        if let Some((_, max)) = souls {
            numbered(
                "Take Souls into the army",
                "Souls to take",
                (1, max),
                Move::TakeSouls(1),
                &mut out,
            );
        }
        if let Some(b) = cards {
            numbered(
                "Ask for cards of their choice",
                "Cards to ask for",
                b,
                Move::AskCards(1),
                &mut out,
            );
        }
        if let Some(b) = own {
            numbered(
                "Offer cards of your choice",
                "Cards to offer",
                b,
                Move::GiveChoice(1),
                &mut out,
            );
        }
        out
    }
    fn with_numbers(&self, template: &Move, numbers: &[u32]) -> Move {
        let k = numbers.first().copied();
        match (template, k) {
            (Move::TakeSouls(_), Some(k)) => Move::TakeSouls(u16::try_from(k).unwrap_or(u16::MAX)),
            (Move::AskCards(_), Some(k)) => Move::AskCards(u8::try_from(k).unwrap_or(u8::MAX)),
            (Move::GiveChoice(_), Some(k)) => Move::GiveChoice(u8::try_from(k).unwrap_or(u8::MAX)),
            _ => template.clone(),
        }
    }
    /// A table as `seat` might believe it: the other hands and the deck dealt again from what
    /// they hold together, a fresh generator.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let mut pool: Vec<CardId> = g.deck.clone();
        for s in 0..g.players() {
            if s != seat {
                pool.extend(g.realms[usize::from(s)].hand.iter().copied());
            }
        }
        // Cards named in the offer under way are known to everyone.
        let known: Vec<CardId> = g
            .offer
            .as_ref()
            .map(|o| o.give.cards.iter().chain(&o.take.cards).copied().collect())
            .unwrap_or_default();
        pool.retain(|c| !known.contains(c));
        rng.shuffle(&mut pool);
        for s in 0..g.players() {
            if s == seat {
                continue;
            }
            let hand = &mut g.realms[usize::from(s)].hand;
            for slot in hand.iter_mut() {
                if !known.contains(slot)
                    && let Some(c) = pool.pop()
                {
                    *slot = c;
                }
            }
        }
        g.deck = pool;
        g.rng = Rng::seeded(rng.next_u64());
        g
    }
    /// A Devil's standing for a search cut short: its share of victory points, posts and
    /// Realm, with the oath cards it holds.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        if let Some(score) = final_score(self.outcome, seat) {
            return Some(score);
        }
        let worth = |s: Seat| {
            let r = self.realm(s);
            let stable = self
                .posts
                .iter()
                .filter(|p| p.holder == Some(s) && p.stable)
                .count() as f64;
            let oath = if s == seat {
                f64::from(self.oath_points(s))
            } else {
                1.0
            };
            f64::from(r.vp)
                + 0.5 * f64::from(self.posts_held(s))
                + 0.3 * stable
                + 0.5 * oath
                + 0.05 * f64::from(self.realm_size(s))
                + 1.0
        };
        let me = worth(seat);
        let all: f64 = (0..self.players()).map(worth).sum();
        Some(me / all)
    }

    /// Victory points on the table (oath cards stay secret in the hand until the end).
    fn score(&self, seat: Seat) -> Option<i64> {
        self.realms.get(usize::from(seat)).map(|r| i64::from(r.vp))
    }

    /// The seat given the Starter marker at random in the set-up.
    fn first_player(&self) -> Option<Seat> {
        Some(self.first_starter)
    }

    /// A card tabled, played as a special card or cast as a ritual.
    fn card_played(&self, mv: &Move) -> Option<usize> {
        match mv {
            Move::Table(c)
            | Move::Play(c)
            | Move::Impose { card: c, .. }
            | Move::Cast(c)
            | Move::CastFromHand(c) => Some(usize::from(*c)).filter(|&i| i < self.data.cards.len()),
            _ => None,
        }
    }

    /// An Oath card is never played (it stays in the hand for its points): it has no name
    /// here, so the report neither rates it nor lists it as never played.
    fn card_names(data: &LordsData) -> Vec<String> {
        data.cards
            .iter()
            .map(|c| {
                if c.kind == Some(Kind::Oath) {
                    String::new()
                } else {
                    c.name.clone()
                }
            })
            .collect()
    }

    /// Horde, Fortress, Artifact, Ritual or Special (none for an Oath card, which is not
    /// played).
    fn card_kinds(data: &LordsData) -> Vec<String> {
        data.cards
            .iter()
            .map(|c| match c.kind {
                Some(Kind::Oath) | None => String::new(),
                Some(k) => k.name().to_string(),
            })
            .collect()
    }
    fn search_budget() -> Budget {
        // A playout costs the schemer's judgement at every move, for every seat. Looking far
        // ahead counts for more than many playouts: fewer playouts of the same length keep
        // most of the lead over three schemers at a fraction of the time, where shorter ones
        // lose most of it.
        Budget {
            iterations: 100,
            rollout: 80,
            ..Budget::DEFAULT
        }
    }
    fn side(&self, seat: Seat) -> Option<&str> {
        (seat < self.players()).then(|| self.devil_name(seat))
    }
    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let no_combat = self.step == Step::NoCombat;
        let kind = match mv {
            Move::Redraw => MoveKind::Redraw,
            Move::Table(_) => MoveKind::Table,
            Move::Discard(_) if self.step == Step::Rituals => MoveKind::DiscardRitual,
            Move::Discard(_) => MoveKind::Discard,
            Move::Earth {
                horde: None,
                go: true,
            } => MoveKind::DevilToEarth,
            Move::Earth {
                horde: None,
                go: false,
            } => MoveKind::DevilBack,
            Move::Earth {
                horde: Some(_),
                go: true,
            } => MoveKind::HordeToEarth,
            Move::Earth {
                horde: Some(_),
                go: false,
            } => MoveKind::HordeBack,
            Move::Play(_) => MoveKind::Play,
            Move::Escape(_) => MoveKind::Escape,
            Move::TradeIn(_) => MoveKind::TradeIn,
            Move::Offer(_) if self.step == Step::Bargain => MoveKind::Bargain,
            Move::Offer(_) => MoveKind::Offer,
            Move::GiveChoice(_) => MoveKind::GiveChoice,
            Move::AskFor(_) => MoveKind::AskFor,
            Move::Counter => MoveKind::Counter,
            Move::Pay(_) if self.dues.first().is_some_and(|d| d.pledge.is_some()) => {
                MoveKind::KeepPromise
            }
            Move::Decline if self.step == Step::Pay => MoveKind::BreakPromise,
            Move::Attack(t) if self.step == Step::Confirm => {
                if self.announced.is_some_and(|a| a.1 == *t) {
                    MoveKind::ConfirmAttack
                } else {
                    MoveKind::ChangeTarget
                }
            }
            Move::Give(_) => MoveKind::Give,
            Move::GiveRelease(_) => MoveKind::GiveRelease,
            Move::GivePrisoner(_) => MoveKind::GivePrisoner,
            Move::GivePromise(_) => MoveKind::GivePromise,
            Move::AskCards(_) => MoveKind::AskCards,
            Move::AskRelease(_) => MoveKind::AskRelease,
            Move::AskPromise(_) => MoveKind::AskPromise,
            Move::Send => MoveKind::Send,
            Move::Cancel => MoveKind::Cancel,
            Move::Accept if no_combat => MoveKind::AgreeNoCombat,
            Move::Accept => MoveKind::Accept,
            Move::Decline if no_combat => MoveKind::RefuseNoCombat,
            Move::Decline => MoveKind::Decline,
            Move::Pay(_) => MoveKind::Pay,
            Move::Attack(_) => MoveKind::Attack,
            Move::Take(_) => MoveKind::Take,
            Move::TakeAll => MoveKind::TakeAll,
            Move::TakeSouls(_) => MoveKind::TakeSouls,
            Move::Retreat => MoveKind::Retreat,
            Move::Join { attack: true } => MoveKind::JoinAttackers,
            Move::Join { attack: false } => MoveKind::JoinDefenders,
            Move::Switch => MoveKind::Switch,
            Move::FreeFlee(_) => MoveKind::FreeFlee,
            Move::Surrender => MoveKind::Surrender,
            Move::Negate(_) => MoveKind::Negate,
            Move::Propose => MoveKind::Propose,
            Move::Spoil(Spoil::Destroy) => MoveKind::DestroyFortress,
            Move::Spoil(Spoil::Leave) => MoveKind::LeaveFortress,
            Move::Spoil(Spoil::Capture) => MoveKind::CaptureFortress,
            Move::Spoil(Spoil::DestroyRituals) => MoveKind::DestroyRituals,
            Move::Spoil(Spoil::KeepRituals) => MoveKind::KeepRituals,
            Move::Handover { .. } => MoveKind::Handover,
            Move::Cast(_) => MoveKind::Cast,
            Move::CastFromHand(_) => MoveKind::CastFromHand,
            Move::Reroll => MoveKind::Reroll,
            Move::Continue => MoveKind::ContinueCombat,
            Move::Use(_) => MoveKind::UseArtifact,
            Move::Impose { .. } => MoveKind::Impose,
            Move::Object(_) => MoveKind::Object,
            Move::Proclaim => MoveKind::Proclaim,
            Move::Hit(Unit::Soul) => MoveKind::HitSoul,
            Move::Hit(Unit::Horde(_)) => MoveKind::HitHorde,
            Move::Hit(Unit::Fortress) => MoveKind::HitFortress,
            Move::Hit(Unit::Devil) => MoveKind::HitDevil,
            Move::Done => match self.step {
                Step::Redraw => MoveKind::KeepHand,
                Step::Playing => MoveKind::Ready,
                Step::Announce => MoveKind::PassAttack,
                Step::Bargain => MoveKind::LetStandAttack,
                Step::Confirm => MoveKind::WithdrawAttack,
                Step::Muster => MoveKind::March,
                Step::Organize => MoveKind::FightOn,
                Step::Handover => MoveKind::KeepPrisoners,
                Step::Rituals => MoveKind::RitualsDone,
                Step::Gather => MoveKind::KeepRoll,
                Step::Elect => MoveKind::LetStand,
                Step::Prevent => MoveKind::LetFlee,
                Step::Won => MoveKind::EndInVictory,
                // No other step offers "done": the rules refuse it there.
                _ => return None,
            },
        };
        kind.index()
    }

    fn make_bot(name: &str) -> Option<Schemer> {
        matches!(name, SCHEMER_ID | "heuristic").then(Schemer::default)
    }
    const MAX_MOVES: u64 = 200_000;
}
