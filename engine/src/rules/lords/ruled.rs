//! Lords of Hell behind the ruled-game interface, and what the one table screen draws of it.

use crate::rules::counted as plural;
use std::sync::Arc;

use super::bots::{SCHEMER_ID, Schemer};
use super::data::{DP_COLUMNS, Kind, LordsData, Ratio, conditions_words};
use super::state::{
    CardId, Combat, HAND, Lords, LordsError, Move, Phase, Post, Realm, Spoil, Step, Where,
};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::cards::{final_score, notes_panel};
use crate::rules::{
    BotInfo, Budget, CardView, Choice, DataError, DieView, GameInfo, LogEntry, NumberField,
    OWN_BOT_LABEL, Outcome, Panel, PhaseView, Projection, Reading, RuledGame, Seat, SeatView,
    Shown, Thing, TrackerView, VariantValues, ZoneLayout, ZoneView, seat_label,
};
use crate::table::Rng;

const SCHEMER: BotInfo = BotInfo {
    id: SCHEMER_ID,
    label: OWN_BOT_LABEL,
    about: "Tables its best fortress and every horde, attacks Realms it outweighs, joins combats against the leader, flees hopeless defences, objects to every rival and trades by a simple valuation.",
};

const READINGS: &[Reading] = &[
    Reading {
        title: "The combat table (placeholder)",
        text: "\"For each card, check the corresponding row, by comparing total size of attacker and defending side ... After finding the correct row, use column according to defender defense points\": the table is not in the text. The game ships an editable combat deck (Skirmish, Battle, Slaughter, Stand-off) and a table of hits per card, ratio row and defence-points column (0 to 4+), written D/A (hits on the defenders / on the attackers), with placeholder values. Paste your own in the editor (decks “Combat deck” and “Combat table”).",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The arch-devils and their powers (placeholder)",
        text: "The devils are named in the playing tips (Asmodeus, Mammon, Glasya) but their powers are lost. The game ships six arch-devils (size in combat, extra draws, and powers from a small vocabulary: Extra hits, Revenge, Trade in, Torture, Rituals +N, Loot +N) guessed from the tips (\"3 extra cards for one card every other turn\", \"your power is in torture\", \"the extra card each turn ... your revenge\"). Each player gets one at random.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Post requirements (placeholder)",
        text: "\"If the Devil does not fill 'to keep' requirement next turn, the post is completely lost\": the posts and their 'to achieve' and 'to keep' requirements are not in the text. The game ships six posts (the Realm of Power, checked \"after all combats\", and five checked in the award phase) with placeholder requirements written as \"most souls\", \"hordes 5\" and the like. A new post or a stable post kept gives 1 victory point; an unstable post kept becomes stable; a stable post not kept becomes unstable, an unstable one is lost and another Devil (not the one that lost it) meeting 'to achieve' may claim it at once (the one with the most of the first measure, ties at random).",
        placeholder: true,
        shown: &[Shown::Panel("Posts")],
    },
    Reading {
        title: "The soul table (placeholder)",
        text: "\"The Devil can reroll the result, but must accept the second roll. Unless 2 is rolled, fiends or the Devil stays on Earth until next playing phase\": the soul table is not in the text. The game ships one row per 2d6 roll (Souls gained; stay, return or lost), with 2 as \"lost\" (Fiends destroyed, a Devil flees until the end of the turn). The Devil and each Fiends card on Earth roll separately.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The resource card list (placeholder)",
        text: "\"Each group can be used in combat as one size unit (some bigger). In addition, many of these creatures have special powers, which are explained in cards.\" Only the start of the list survives (Cattle of Hell 6, Fiends 9, Juggernauts 4, which are used). The rest of the deck (hordes, fortresses, artifacts, rituals, special cards, oath cards) is a placeholder list of cards whose keywords the engine runs; replace it in the editor and the rules, bots and simulation use it.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Election conditions (placeholder)",
        text: "\"Any Overlord at 6 victory points or who was proclaimed as new Overlord last turn is a possible new Overlord, if:\" — the list is lost. The engine reads: a Devil in the gathering (not imprisoned or fled) with 6+ VP or proclaimed last turn is a possible new Overlord unless at least half of the other Devils in the gathering object to it. A Throne of Hell counts as a post.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "The award phase and the Starter marker",
        text: "The award phase is referred to (\"see Award phase, later\") but lost: posts are awarded after the rituals, before the gathering; the award is always 1 victory point. The Starter marker passes clockwise each turn. When the deck is empty at the start of a Draw phase, the discard pile is shuffled into a new deck.",
        placeholder: true,
        shown: &[],
    },
    Reading {
        title: "Trading",
        text: "In its playing turn each player may make one offer to one other player (up to 3 hand cards, the release of a prisoner it holds or its handover into the other's fortress, and a promise from the list, against up to 3 cards of the other's choice, the release of a prisoner the other holds and a promise); the other accepts or declines. Promises are logged, never enforced. A captured Devil trades only with its captor. Tabled cards are not traded and no trading happens between the other phases: an engine limit that keeps every game finite.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Combat",
        text: "Each combat is fought when announced. Organization each round: the main attacker, the defender, then the others clockwise (join a side with chosen hordes and Souls, retreat unless joined this round, switch sides; the defender may flee freely in round 1 by discarding a card, flee with Escape or an identical fortress card, surrender, or Recall its Devil; the attacker may negate the fortress with an identical card, or propose no combat). Souls count no size. Hits in an army fall on Souls first, then hordes from the smallest (leaders last), then the fortress, then the Devil. Extra hits are added once a round; revenge hits strike the other side's main army. A main attacker who loses its leader is defeated; if both sides are destroyed it is neither victory nor defeat.",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "Earth, rituals and specials",
        text: "Sending a unit to Earth or back can be changed once per unit per playing phase. A tabled ritual is handled once (cast or discarded) in the ritual phase and then discarded. A complete Critter set is one tabled card of each Critter in the list. Special cards are played in their owner's playing turn (Escape and Recall also in combat organization).",
        placeholder: false,
        shown: &[],
    },
    Reading {
        title: "The engine's turn limit",
        text: "A safety limit of the engine, not of the text: a game with no Overlord after 40 turns ends as a draw (oath cards are still revealed and scored), reported as cut off.",
        placeholder: false,
        shown: &[],
    },
];

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
        Send => "send a trade offer",
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
    }
}

static INFO: GameInfo = GameInfo {
    id: "lords-of-hell",
    name: "Lords of Hell",
    players: (4, 6),
    variants: SPEC,
    bots: &[SCHEMER],
    default_bot: SCHEMER_ID,
    def_json: include_str!("../../../games/lords-of-hell.json"),
    readings: READINGS,
    round: "round",
};

fn key(c: CardId) -> String {
    format!("card-{c}")
}

fn devil_key(s: Seat) -> String {
    format!("devil-{s}")
}

fn promise_key(i: u8) -> String {
    format!("promise-{i}")
}

fn short(s: Seat) -> String {
    format!("Player {}", u32::from(s) + 1)
}

impl Lords {
    /// Why the lord to act cannot use card `c` of its hand now, in the rules' words; `None`
    /// for a card not in its hand (a tabled card can always be discarded in the playing phase).
    pub fn why_not_card(&self, c: CardId) -> Option<String> {
        if self.outcome.is_some() || usize::from(c) >= self.data.cards.len() {
            return None;
        }
        let s = self.actor;
        let r = self.realm(s);
        if !r.hand.contains(&c) {
            return None;
        }
        let spec = self.data.card(c);
        let name = self.card_name(c);
        let mv = match spec.kind() {
            Kind::Special => Move::Play(c),
            _ => Move::Table(c),
        };
        if self.step != Step::Playing {
            return Some(format!(
                "{}; cards are tabled, played and discarded in a lord's playing phase",
                self.why_not(&mv)
            ));
        }
        let captive = matches!(r.at, Where::Captive(_));
        Some(match spec.kind() {
            Kind::Oath => format!("{name} is an Oath card: it is neither tabled nor discarded"),
            Kind::Artifact if captive => {
                format!("{name} is an artifact: an imprisoned Devil tables no artifacts")
            }
            Kind::Ritual => format!(
                "{name} is a ritual: rituals are held at the home fortress: tabled only while the Devil is at home with a fortress, or with a caster (Diabolic Fiends) tabled"
            ),
            Kind::Special => format!("{name} does nothing for {} now", seat_label(s)),
            _ => return None,
        })
    }

    pub(super) fn roll_now(&self) -> (u8, u8, bool) {
        self.roll
    }

    fn card_view(&self, c: CardId) -> CardView {
        let spec = self.data.card(c);
        let mut v = CardView::named(key(c), spec.name.clone());
        v.target = Some(key(c));
        v.kind = spec.kind().name().to_string();
        let summary = spec.summary();
        v.text = if spec.text.is_empty() {
            summary
        } else {
            format!("{summary} — {}", spec.text)
        };
        v
    }

    /// Cards in order, each kind (its line of the list, and `state`) once with its copies:
    /// `(first copy, copies)`.
    fn grouped<K: PartialEq>(
        &self,
        cards: &[CardId],
        state: impl Fn(CardId) -> K,
    ) -> Vec<(CardId, usize)> {
        let mut out: Vec<(usize, K, CardId, usize)> = Vec::new();
        for &c in cards {
            let row = self.data.card(c).row;
            let k = state(c);
            match out.iter_mut().find(|(r, x, _, _)| *r == row && *x == k) {
                Some(e) => e.3 += 1,
                None => out.push((row, k, c, 1)),
            }
        }
        out.into_iter().map(|(_, _, c, n)| (c, n)).collect()
    }

    fn where_words(&self, s: Seat) -> String {
        match self.realm(s).at {
            Where::Home => "at home".into(),
            Where::Earth => "on Earth".into(),
            Where::Fled => "fled until the end of the turn".into(),
            Where::Captive(c) => format!("prisoner of {}", short(c)),
            Where::Aside => "put aside in combat".into(),
        }
    }

    fn devil_view(&self, s: Seat) -> CardView {
        let d = self.devil(s);
        let mut v = CardView::named(devil_key(s), d.name.clone());
        v.target = Some(devil_key(s));
        v.kind = "Arch-devil".into();
        v.text = if d.text.is_empty() {
            d.summary()
        } else {
            format!("{} — {}", d.summary(), d.text)
        };
        v.corners = vec![self.where_words(s)];
        v
    }

    fn what(&self) -> String {
        match self.step {
            Step::Redraw => "redraw a hand with no fortress?".into(),
            Step::Playing => "playing phase".into(),
            Step::Offer => "making a trade offer".into(),
            // The terms where the answer is asked for, not only in the offers' panel.
            Step::Answer => match &self.offer {
                Some(o) => format!(
                    "answering {}'s offer: {}",
                    seat_label(o.from),
                    self.offer_words(o)
                ),
                None => "answering a trade offer".into(),
            },
            Step::Pay => format!(
                "giving {} for an accepted offer",
                plural(self.owed, "card", "cards")
            ),
            Step::Announce => "pass or announce an attack".into(),
            Step::Muster => "mustering an army".into(),
            Step::Organize | Step::NoCombat => {
                let round = self.combat().map_or(1, |c| c.round);
                format!("combat round {round}, organization")
            }
            Step::Spoils => "the fortress's fate".into(),
            Step::SpoilRituals => "the rituals' fate".into(),
            Step::Handover => "prisoners' handover".into(),
            Step::Rituals => "handling rituals".into(),
            Step::Gather => "soul roll: keep or reroll".into(),
            Step::Elect => "objections and proclaiming".into(),
        }
    }

    fn status(&self) -> String {
        if let Some(o) = self.outcome {
            return match o.winner {
                Some(w) => format!("Game over: {} wins ({})", seat_label(w), o.end),
                None => format!("Game over: no winner ({})", o.end),
            };
        }
        format!(
            "Turn {}, {}: {} — {} to act",
            self.turn.max(1),
            self.phase.name(),
            self.what(),
            seat_label(self.actor)
        )
    }

    fn combat_panel(&self, c: &super::state::Combat) -> Panel {
        let mut rows: Vec<Vec<String>> = c
            .armies
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut units: Vec<String> = Vec::new();
                if a.devil {
                    units.push(self.devil_name(a.owner).to_string());
                }
                units.extend(a.hordes.iter().map(|&h| self.card_name(h).to_string()));
                if a.souls > 0 {
                    units.push(plural(a.souls, "Soul", "Souls"));
                }
                if i == 1 && c.fortress_up {
                    units.push("fortress".into());
                }
                let role = match i {
                    0 => "Main attacker",
                    1 => "Defender",
                    _ if a.attacking => "Joined the attackers",
                    _ => "Joined the defenders",
                };
                vec![
                    format!("{} ({})", short(a.owner), self.devil_name(a.owner)),
                    role.into(),
                    self.army_size(a).to_string(),
                    if units.is_empty() {
                        "nothing left".into()
                    } else {
                        units.join(", ")
                    },
                ]
            })
            .collect();
        for &(card, r, k) in &c.cards {
            let cc = &self.data.combat[usize::from(card)];
            let h = cc.cells[usize::from(r)][usize::from(k)];
            rows.push(vec![
                format!("Card: {}", cc.name),
                format!("row {}", Ratio::ALL[usize::from(r)].name()),
                format!(
                    "column {}",
                    if usize::from(k) + 1 == DP_COLUMNS {
                        format!("{k}+")
                    } else {
                        k.to_string()
                    }
                ),
                format!(
                    "{} hits on the defenders, {} on the attackers",
                    h.defender, h.attacker
                ),
            ]);
        }
        let (a, d) = (self.side_size(true), self.side_size(false));
        Panel {
            title: format!(
                "Combat: {} attacks {}, round {} of 3",
                short(c.attacker),
                short(c.defender),
                c.round
            ),
            columns: vec!["Army".into(), "Side".into(), "Size".into(), "Units".into()],
            rows,
            note: format!(
                "Size {a} against {d} (row {}), {} defence points{}; {} combat cards a round at most.",
                Ratio::of(a, d).name(),
                self.defence_points(),
                if c.negated { " (negated)" } else { "" },
                1 + a / 5 + d / 5
            ),
        }
    }
}

impl RuledGame for Lords {
    type Move = Move;
    type Error = LordsError;
    type Variants = Variants;
    type Data = LordsData;
    type Bot = Schemer;

    fn info() -> &'static GameInfo {
        &INFO
    }
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
                offered: false,
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
            owed: 0,
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
            Step::Answer => {
                out.push(Move::Accept);
                out.push(Move::Decline);
            }
            Step::Pay => {
                for c in self.distinct(&self.realm(s).hand) {
                    out.push(Move::Pay(c));
                }
            }
            Step::Announce => self.announce_moves(s, out),
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
        let n = |c: CardId| self.card_name(c).to_string();
        let who = |s: Seat| format!("{} ({})", short(s), self.devil_name(s));
        match *m {
            Move::Redraw => "Redraw: discard these 6 cards and take 6 new ones".into(),
            Move::Table(c) => format!("Table {}", n(c)),
            Move::Discard(c) => match self.step {
                Step::Rituals => format!("Discard the ritual {}", n(c)),
                _ => format!("Discard {}", n(c)),
            },
            Move::Earth {
                horde: None,
                go: true,
            } => format!("Send {} to Earth", self.devil_name(self.actor)),
            Move::Earth {
                horde: None,
                go: false,
            } => format!("Bring {} back from Earth", self.devil_name(self.actor)),
            Move::Earth {
                horde: Some(c),
                go: true,
            } => format!("Send {} to Earth", n(c)),
            Move::Earth {
                horde: Some(c),
                go: false,
            } => format!("Bring {} back from Earth", n(c)),
            Move::Play(c) => format!("Play {}", n(c)),
            Move::Escape(c) => format!("Discard {} (identical fortress) to escape", n(c)),
            Move::TradeIn(c) => format!("Trade in {} for 3 cards", n(c)),
            Move::Offer(t) => format!("Make a trade offer to {}", who(t)),
            Move::Give(c) => format!("Offer {}", n(c)),
            Move::GiveRelease(p) => format!("Offer to release {}", self.devil_name(p)),
            Move::GivePrisoner(p) => format!("Offer the prisoner {}", self.devil_name(p)),
            Move::GivePromise(i) => format!("Promise: “{}”", self.promise(i)),
            Move::AskCards(k) => format!("Ask for {} of their choice", plural(k, "card", "cards")),
            Move::AskRelease(p) => format!("Ask them to release {}", self.devil_name(p)),
            Move::AskPromise(i) => format!("Ask them to promise: “{}”", self.promise(i)),
            Move::Send => "Send the offer".into(),
            Move::Cancel => "Withdraw the offer".into(),
            Move::Accept => match self.step {
                Step::NoCombat => "Agree to no combat this round".into(),
                _ => "Accept the offer".into(),
            },
            Move::Decline => match self.step {
                Step::NoCombat => "Refuse: fight this round".into(),
                _ => "Decline the offer".into(),
            },
            Move::Pay(c) => format!("Give {}", n(c)),
            Move::Attack(t) => format!("Attack the Realm of {}", who(t)),
            Move::Take(c) => format!("Take {} into the army", n(c)),
            Move::TakeAll => "Take every horde at home into the army".into(),
            Move::TakeSouls(k) => format!("Take {} into the army", plural(k, "Soul", "Souls")),
            Move::Retreat => "Retreat".into(),
            Move::Join { attack: true } => "Join the attackers".into(),
            Move::Join { attack: false } => "Join the defenders".into(),
            Move::Switch => "Switch sides".into(),
            Move::FreeFlee(c) => format!("Free flee: discard {}", n(c)),
            Move::Surrender => "Surrender to the attacker".into(),
            Move::Negate(c) => format!("Discard {} to negate the identical fortress", n(c)),
            Move::Propose => "Propose no combat this round".into(),
            Move::Spoil(Spoil::Destroy) => "Destroy the fortress".into(),
            Move::Spoil(Spoil::Leave) => "Leave the fortress to the defender".into(),
            Move::Spoil(Spoil::Capture) => "Capture the fortress as your new home fortress".into(),
            Move::Spoil(Spoil::DestroyRituals) => "Destroy the rituals".into(),
            Move::Spoil(Spoil::KeepRituals) => "Leave the rituals intact".into(),
            Move::Handover { prisoner, to } => {
                format!(
                    "Surrender the prisoner {} to {}",
                    self.devil_name(prisoner),
                    who(to)
                )
            }
            Move::Cast(c) => format!("Cast {}", n(c)),
            Move::CastFromHand(c) => format!("Cast {} from the hand (Critter set)", n(c)),
            Move::Reroll => "Reroll".into(),
            Move::Object(t) => format!("Object to {}", who(t)),
            Move::Proclaim => "Proclaim yourself the new Overlord".into(),
            Move::Done => match self.step {
                Step::Redraw => "Keep this hand".into(),
                Step::Playing => "Ready: end the playing phase".into(),
                Step::Announce => "Pass".into(),
                Step::Muster => "March".into(),
                Step::Organize => "Fight on".into(),
                Step::Handover => "Keep the prisoners".into(),
                Step::Rituals => "Done with rituals".into(),
                Step::Gather => "Keep the roll".into(),
                Step::Elect => "Done".into(),
                _ => "Done".into(),
            },
        }
    }
    fn project(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.turn);
        let now = self.outcome.is_none().then_some(self.phase);
        p.phases = Phase::ALL
            .iter()
            .map(|ph| PhaseView {
                name: ph.name().into(),
                current: now == Some(*ph),
                about: ph.about().into(),
            })
            .collect();
        let to_move = self.to_move();
        for s in 0..self.players() {
            let r = self.realm(s);
            let mut facts = vec![
                self.devil_name(s).to_string(),
                plural(r.vp, "victory point", "victory points"),
                plural(r.souls, "Soul", "Souls"),
                format!("Realm size {}", self.realm_size(s)),
                plural(r.hand.len() as u64, "card in hand", "cards in hand"),
                format!("Devil {}", self.where_words(s)),
            ];
            let posts: Vec<&str> = self
                .posts
                .iter()
                .zip(&self.data.posts)
                .filter(|(post, _)| post.holder == Some(s))
                .map(|(_, spec)| spec.name.as_str())
                .collect();
            if !posts.is_empty() {
                facts.push(format!("Posts: {}", posts.join(", ")));
            }
            let prisoners: Vec<&str> = self
                .prisoners(s)
                .into_iter()
                .map(|x| self.devil_name(x))
                .collect();
            if !prisoners.is_empty() {
                facts.push(format!("Prisoners: {}", prisoners.join(", ")));
            }
            if s == self.starter {
                facts.push("Starter".into());
            }
            if r.candidate || r.vp >= super::state::PROCLAIMED_VP {
                facts.push("Proclaimed".into());
            }
            if r.defeated {
                facts.push("Attacker defeat this turn".into());
            }
            if self.outcome.is_some() && self.overlord == Some(s) {
                facts.push("The new Overlord".into());
            }
            p.seats.push(SeatView {
                name: format!("{} ({})", short(s), self.devil_name(s)),
                facts,
                to_act: to_move == Some(s),
                out: false,
            });
            p.trackers.push(TrackerView {
                name: "Victory points".into(),
                owner: Some(s),
                value: r.vp.to_string(),
            });
            p.trackers.push(TrackerView {
                name: "Souls".into(),
                owner: Some(s),
                value: r.souls.to_string(),
            });
        }
        p.trackers.push(TrackerView {
            name: "Starter".into(),
            owner: None,
            value: seat_label(self.starter),
        });
        p.zones.push(ZoneView {
            id: "deck".into(),
            name: "Resource deck".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: (!self.deck.is_empty())
                .then(|| CardView::back("deck-top"))
                .into_iter()
                .collect(),
            count: self.deck.len(),
        });
        p.zones.push(ZoneView {
            id: "discard".into(),
            name: "Discard pile".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: self
                .discard
                .last()
                .map(|&c| {
                    let mut v = self.card_view(c);
                    v.target = None;
                    v
                })
                .into_iter()
                .collect(),
            count: self.discard.len(),
        });
        let in_combat = |c: CardId| -> Option<String> {
            let b = self.combat()?;
            b.armies.iter().find(|a| a.hordes.contains(&c)).map(|a| {
                if a.attacking {
                    "attacking".into()
                } else {
                    "defending".into()
                }
            })
        };
        for s in 0..self.players() {
            let r = self.realm(s);
            let mut realm = vec![self.devil_view(s)];
            if let Some(f) = r.fortress {
                let mut v = self.card_view(f);
                if self
                    .combat()
                    .is_some_and(|c| c.defender == s && !c.fortress_up)
                {
                    v.corners.push("turned aside".into());
                }
                realm.push(v);
            }
            // Copies in the same state are one card with how many: the first copy is the one
            // every choice names (as the rules pick copies, see `Lords::distinct`).
            let hordes = self.grouped(&r.hordes, |h| {
                (
                    r.earth.contains(&h),
                    in_combat(h),
                    r.moved.contains(&Some(h)),
                )
            });
            for (h, n) in hordes {
                let mut v = self.card_view(h);
                v.corners.push(format!("size {}", self.data.card(h).size));
                if r.earth.contains(&h) {
                    v.corners.push("on Earth".into());
                }
                if let Some(side) = in_combat(h) {
                    v.corners.push(side);
                }
                if n > 1 {
                    v.corners.insert(0, format!("×{n}"));
                }
                realm.push(v);
            }
            let others = self.grouped(&r.artifacts, |_| ());
            let rituals = self.grouped(&r.rituals, |_| ());
            for (c, n) in others.into_iter().chain(rituals) {
                let mut v = self.card_view(c);
                if n > 1 {
                    v.corners.insert(0, format!("×{n}"));
                }
                realm.push(v);
            }
            p.zones.push(ZoneView {
                id: format!("realm-{s}"),
                name: "Realm".into(),
                owner: Some(s),
                layout: ZoneLayout::Row,
                // The cards shown (copies counted once): the screen shows a count beyond them
                // as hidden cards.
                count: realm.len(),
                cards: realm,
            });
        }
        // Every hand after every realm: the hidden hands sit side by side.
        for s in 0..self.players() {
            let r = self.realm(s);
            let offered: Vec<CardId> = self
                .offer
                .as_ref()
                .filter(|o| o.from == s)
                .map(|o| o.give.clone())
                .unwrap_or_default();
            p.zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".into(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards: if viewer == Some(s) {
                    r.hand
                        .iter()
                        .map(|&c| {
                            let mut v = self.card_view(c);
                            if offered.contains(&c) {
                                v.corners.push("offered".into());
                            }
                            v
                        })
                        .collect()
                } else {
                    Vec::new()
                },
                count: r.hand.len(),
            });
        }
        if self.step == Step::Offer {
            // The promises a trade may carry, to pick for either side of the offer.
            let cards: Vec<CardView> = self
                .data
                .promises
                .iter()
                .enumerate()
                .map(|(i, text)| {
                    let mut v = CardView::named(promise_key(i as u8), text.clone());
                    v.target = Some(promise_key(i as u8));
                    v.kind = "Promise".into();
                    v.text = "Logged, never enforced.".into();
                    v
                })
                .collect();
            p.zones.push(ZoneView {
                id: "promises".into(),
                name: "Promises".into(),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
        }
        if let Some(c) = self.combat() {
            p.panels.push(self.combat_panel(c));
        }
        if let Some(o) = &self.offer {
            p.panels.push(Panel {
                title: "Trade offer".into(),
                columns: vec!["From".into(), "To".into(), "Offer".into()],
                rows: vec![vec![short(o.from), short(o.to), self.offer_words(o)]],
                note:
                    "The answering player accepts or declines; promises are logged, not enforced."
                        .into(),
            });
        }
        if matches!(self.phase, Phase::Election) {
            let rows = (0..self.players())
                .filter(|&t| self.is_candidate(t))
                .map(|t| {
                    vec![
                        format!("{} ({})", short(t), self.devil_name(t)),
                        self.realm(t).vp.to_string(),
                        self.election_posts(t).to_string(),
                        self.objections(t).to_string(),
                    ]
                })
                .collect();
            p.panels.push(Panel {
                title: "Election".into(),
                columns: vec!["Candidate".into(), "VP".into(), "Posts".into(), "Objections".into()],
                rows,
                note: format!(
                    "{}Objected by half of the other Devils in the gathering: not a possible Overlord (placeholder). Most posts, then most VP; a tie elects no one. 9+ VP alone also wins.",
                    if (0..self.players()).any(|t| self.is_candidate(t)) {
                        ""
                    } else {
                        "No Devil is proclaimed this turn (6+ VP, or proclaimed last turn). "
                    }
                ),
            });
        }
        p.panels.push(Panel {
            title: "Posts".into(),
            columns: vec![
                "Post".into(),
                "Held by".into(),
                "To achieve".into(),
                "To keep".into(),
            ],
            rows: self
                .posts
                .iter()
                .zip(&self.data.posts)
                .map(|(post, spec)| {
                    vec![
                        spec.name.clone(),
                        post.holder.map_or("—".into(), |h| {
                            format!(
                                "{} ({})",
                                short(h),
                                if post.stable { "stable" } else { "unstable" }
                            )
                        }),
                        conditions_words(&spec.achieve),
                        conditions_words(&spec.keep),
                    ]
                })
                .collect(),
            note: "Placeholder requirements: edit the “Posts” deck.".into(),
        });
        p.panels.push(Panel {
            title: "Draw by Realm size".into(),
            columns: vec!["Realm size".into(), "1-11".into(), "12-14".into(), "15-17".into(), "18-20".into(), "21+".into()],
            rows: vec![vec![
                "Cards drawn".into(),
                "to 15".into(),
                "4".into(),
                "3".into(),
                "2".into(),
                "1".into(),
            ]],
            note: "Tabled cards, posts and hand cards (and the Devil, by the default reading); the Devil's and artifacts' extra draws are added.".into(),
        });
        let mut discard: Vec<(String, usize)> = Vec::new();
        for &c in &self.discard {
            let n = self.card_name(c);
            match discard.iter_mut().find(|(x, _)| x == n) {
                Some(e) => e.1 += 1,
                None => discard.push((n.to_string(), 1)),
            }
        }
        if !discard.is_empty() {
            discard.sort();
            p.panels.push(Panel {
                title: "Discard pile (open to all)".into(),
                columns: vec!["Card".into(), "Copies".into()],
                rows: discard
                    .into_iter()
                    .map(|(n, k)| vec![n, k.to_string()])
                    .collect(),
                note: String::new(),
            });
        }
        p.panels.extend(notes_panel(&self.data.notes));
        p.dice = self
            .last_roll
            .iter()
            .map(|f| DieView {
                face: f.to_string(),
                colour: String::new(),
            })
            .collect();
        p
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
            | Move::Pay(x)
            | Move::Take(x)
            | Move::FreeFlee(x)
            | Move::Negate(x)
            | Move::Cast(x)
            | Move::CastFromHand(x) => vec![c(x)],
            Move::Earth { horde: Some(x), .. } => vec![c(x)],
            Move::Earth { horde: None, .. } => vec![Thing::Card(devil_key(self.actor))],
            Move::Offer(t) | Move::Attack(t) | Move::Object(t) => vec![Thing::Seat(t)],
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
        let numbered =
            |label: &str, field: &str, max: u32, template: Move, out: &mut Vec<(Choice, Move)>| {
                out.push((
                    Choice {
                        label: label.into(),
                        targets: Vec::new(),
                        numbers: vec![NumberField {
                            label: field.into(),
                            min: 1,
                            max,
                            default: max,
                        }],
                    },
                    template,
                ));
            };
        let souls = moves
            .iter()
            .filter_map(|m| match m {
                Move::TakeSouls(k) => Some(u32::from(*k)),
                _ => None,
            })
            .max();
        let cards = moves
            .iter()
            .filter_map(|m| match m {
                Move::AskCards(k) => Some(u32::from(*k)),
                _ => None,
            })
            .max();
        for m in moves {
            match m {
                Move::TakeSouls(_) | Move::AskCards(_) => continue,
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
        if let Some(max) = souls {
            numbered(
                "Take Souls into the army",
                "Souls to take",
                max,
                Move::TakeSouls(1),
                &mut out,
            );
        }
        if let Some(max) = cards {
            numbered(
                "Ask for cards of their choice",
                "Cards to ask for",
                max,
                Move::AskCards(1),
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
        let known: Vec<CardId> = g.offer.as_ref().map(|o| o.give.clone()).unwrap_or_default();
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
            Move::Table(c) | Move::Play(c) | Move::Cast(c) | Move::CastFromHand(c) => {
                Some(usize::from(*c)).filter(|&i| i < self.data.cards.len())
            }
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
        Budget {
            iterations: 200,
            rollout: 80,
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
            Move::Offer(_) => MoveKind::Offer,
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
            Move::Object(_) => MoveKind::Object,
            Move::Proclaim => MoveKind::Proclaim,
            Move::Done => match self.step {
                Step::Redraw => MoveKind::KeepHand,
                Step::Playing => MoveKind::Ready,
                Step::Announce => MoveKind::PassAttack,
                Step::Muster => MoveKind::March,
                Step::Organize => MoveKind::FightOn,
                Step::Handover => MoveKind::KeepPrisoners,
                Step::Rituals => MoveKind::RitualsDone,
                Step::Gather => MoveKind::KeepRoll,
                Step::Elect => MoveKind::LetStand,
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
