//! Destiny behind the ruled-game interface: what the session, the simulator, every bot and the
//! one table screen use. The projection (what a seat sees of the table, with its card views,
//! panels and who sees what) is made in `projection.rs`, the search bot's imagined tables'
//! helpers in `determinize.rs`.

use std::sync::Arc;

use super::bots::{GREEDY_ID, GreedyBot};
use super::cards::{Alignment, Card, CardSet, Character, Kind};
use super::data::DestinyData;
use super::determinize::Place;
use super::moves::{DestinyError, Move, Refusal};
use super::readings::READINGS;
use super::state::{DestinyGame, EndReason, POINTS_TO_WIN, Phase};
use super::variants::{SPEC, Variants};
use crate::def::GameDef;
use crate::rules::{
    BotInfo, Budget, DataError, GameInfo, LogEntry, OWN_BOT_LABEL, Outcome, Projection, RuledGame,
    Seat, Thing, VariantValues,
};
use crate::table::Rng;

/// The greedy bot, as forms and reports list it.
const GREEDY: BotInfo = BotInfo {
    id: GREEDY_ID,
    label: OWN_BOT_LABEL,
    about: "Plays greedily for the highest Destiny total it can make this round.",
};

crate::move_kinds! {
    /// Every kind of move the rules allow, for the simulator's coverage: each character's
    /// power is a kind of its own.
    enum MoveKind {
        ChooseCharacter => "choose a character",
        PlayAid => "play an Aid card",
        Discard => "discard a card",
        PlayBase => "play a Base card",
        PlayBonus => "play a Bonus card",
        PlayMultiplier => "play a Multiplier card",
        Steal => "Thief: steal a card",
        Jest => "Jester: two players swap a card",
        Trade => "Merchant: draw and discard",
        ReadTome => "Magic Tome: draw and discard",
        Foresee => "Oracle: look at every hand",
        GazeIntoBall => "Crystal Ball: look at every hand",
        Assassinate => "Assassin: discard an Aid card",
        Transmute => "Alchemist: change an alignment",
        Done => "end the phase",
    }
}

static INFO: GameInfo = GameInfo {
    id: "destiny",
    name: "Destiny",
    players: (2, 6),
    bots: &[GREEDY],
    default_bot: GREEDY_ID,
    round: "round",
};

/// What a choice calls a card: stable for the physical card wherever it goes.
pub fn card_target(c: super::Card) -> String {
    format!("card-{}", c.0)
}

impl DestinyGame {
    /// A refusal worded with this table's card names (out of the simulator's way: bots'
    /// moves are legal).
    #[cold]
    #[inline(never)]
    fn refusal(&self, reason: DestinyError) -> Refusal {
        let text = reason.explain(|c| self.card_name(c).to_string());
        Refusal { reason, text }
    }

    /// Why player `p` cannot play the card `c` now, as the rules' reason, or `None` when it is
    /// not in their hand (a card on the table: the table says what the game waits for). A
    /// card of another phase names the phase it is played in.
    pub fn why_not_card(&self, p: u8, c: Card) -> Option<String> {
        if !c.is_valid() || !self.seats[usize::from(p)].hand.contains(c) {
            return None;
        }
        if let Some(power) = self.pending_discard {
            return Some(self.refusal(DestinyError::MustDiscard(power.name())).text);
        }
        let kind = self.data.kind(c);
        let (own, mv) = match kind {
            Kind::Character if self.phase == Phase::Setup => {
                (Phase::Setup, Move::ChooseCharacter(c))
            }
            Kind::Character if self.phase == Phase::SecondAid => {
                (Phase::SecondAid, Move::PlayAid(c))
            }
            Kind::Character => (Phase::FirstAid, Move::PlayAid(c)),
            Kind::Base => (Phase::Base, Move::PlayBase(c)),
            Kind::Bonus => (Phase::Bonus, Move::PlayBonus { card: c, base: c }),
            Kind::Multiplier => (Phase::Multiplier, Move::PlayMultiplier { card: c, base: c }),
        };
        if self.phase != own {
            let when = match kind {
                Kind::Character => {
                    "played as Aid cards in the first and second aid phases".to_string()
                }
                _ => format!("played in the {} phase", own.name()),
            };
            return Some(format!(
                "{} is a {} card: {} cards are {when}; this is the {} phase",
                self.card_name(c),
                kind.name(),
                kind.name(),
                self.phase.name()
            ));
        }
        if let Some(why) = self.why_not_on_a_base(p, c, kind) {
            return Some(self.refusal(why).text);
        }
        self.check(p, mv).err().map(|e| self.refusal(e).text)
    }

    /// Why a bonus or multiplier card `c` of player `p` goes on none of their bases: the rule
    /// that forbids the card itself first (the Dragon, an opposed alignment), then the bases'.
    fn why_not_on_a_base(&self, p: u8, c: Card, kind: Kind) -> Option<DestinyError> {
        let s = &self.seats[usize::from(p)];
        let play = |base| match kind {
            Kind::Bonus => Some(Move::PlayBonus { card: c, base }),
            Kind::Multiplier => Some(Move::PlayMultiplier { card: c, base }),
            _ => None,
        };
        play(c)?;
        if kind == Kind::Bonus && s.has(Character::Dragon) {
            return Some(DestinyError::DragonNoBonus);
        }
        if let Some(a) = self.alignment_for(p, c)
            && a.opposed_bit() & self.played_alignments(p) != 0
        {
            return Some(DestinyError::Opposed {
                card: c,
                alignment: a.name(),
                against: a.opposite().map_or("?", Alignment::name),
            });
        }
        let Some(first) = s.stacks.first() else {
            return Some(DestinyError::BadTarget(
                "it goes on one of your Base cards, and you have played none this round",
            ));
        };
        let mut why = None;
        for st in &s.stacks {
            match play(st.base).map(|m| self.check(p, m)) {
                Some(Ok(())) => return None,
                Some(Err(e)) if st.base == first.base => why = Some(e),
                _ => {}
            }
        }
        why
    }

    /// The log line for player `p`, passed over in the base, bonus or multiplier phase with no
    /// move. The same words whether or not their hand holds a card of the phase: the log is
    /// open to every seat, and a line that came only with such a card, or named the rule that
    /// refused it, would tell the others what the hidden hand holds. The rules are said as
    /// they stand for anyone; the player reads the one that refuses a card on the card itself
    /// ([`RuledGame::why_not_thing`]).
    pub(crate) fn skipped_line(&self, p: u8) -> Option<String> {
        let kind = match self.phase {
            Phase::Base => Kind::Base,
            Phase::Bonus => Kind::Bonus,
            Phase::Multiplier => Kind::Multiplier,
            _ => return None,
        };
        let rule = match kind {
            Kind::Base => String::new(),
            _ => format!(
                " (a {} card goes on a Base card played this round with room for it, and not against the alignment of the cards played)",
                kind.name()
            ),
        };
        Some(format!(
            "{} skips the {} phase: no {} card in their hand can be played now{rule}.",
            self.seat_name(p),
            self.phase.name(),
            kind.name(),
        ))
    }

    /// What "Done" means in the current phase.
    pub fn done_label(&self) -> &'static str {
        match self.phase {
            Phase::Hit => "Done discarding (refill my hand)",
            Phase::FirstAid | Phase::SecondAid => "No (more) Aid cards: done",
            Phase::Action => "Done with actions",
            Phase::Base => "No more bases: done",
            Phase::Bonus => "No more bonus cards: done",
            Phase::Multiplier => "No more multipliers: done",
            _ => "Done",
        }
    }
}

/// How sharply the heuristic's share of a round's prize follows the totals (a power of them).
const SHARPNESS: i32 = 4;

impl RuledGame for DestinyGame {
    type Move = Move;
    type Error = Refusal;
    type Variants = Variants;
    type Data = DestinyData;
    type Bot = GreedyBot;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn def_json() -> &'static str {
        include_str!("../../../games/destiny.json")
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

    fn read_data(def: &GameDef) -> Result<DestinyData, DataError> {
        DestinyData::read(def)
    }

    fn variants(values: &VariantValues) -> Variants {
        Variants::from_values(values)
    }

    fn new(
        data: &Arc<DestinyData>,
        players: u8,
        seed: u64,
        variants: &Variants,
        record: bool,
    ) -> Result<Self, Refusal> {
        DestinyGame::with_data(Arc::clone(data), players, seed, *variants, record).map_err(
            |reason| Refusal {
                text: reason.to_string(),
                reason,
            },
        )
    }

    #[inline]
    fn players(&self) -> u8 {
        self.seats.len() as u8
    }

    #[inline]
    /// The seat whose decision the table waits for, if any.
    fn to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() || self.step >= self.players() {
            return None;
        }
        match self.phase {
            Phase::Setup
            | Phase::FirstAid
            | Phase::Hit
            | Phase::SecondAid
            | Phase::Action
            | Phase::Base
            | Phase::Bonus
            | Phase::Multiplier => Some(self.seat_at(self.step)),
            _ => None,
        }
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if let Some(p) = self.to_move() {
            self.each_legal(p, |m| {
                out.push(m);
                true
            });
        }
    }

    /// Applies the move of the player to act, or refuses it with the reason worded with this
    /// table's card names (the table is then unchanged). Never panics on input.
    #[inline]
    fn apply(&mut self, m: Move) -> Result<(), Refusal> {
        let Some(p) = self.to_move() else {
            return Err(self.refusal(DestinyError::GameOver));
        };
        if let Err(reason) = self.check(p, m) {
            return Err(self.refusal(reason));
        }
        if self.record {
            self.history.push(m);
        }
        self.perform(p, m);
        self.advance();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|o| Outcome {
            winners: o.winners,
            end: match o.reason {
                EndReason::FivePoints => "5 treasure points",
                EndReason::TreasureRanOut => "the treasure deck ran out",
                EndReason::RoundLimit => "the round limit",
            },
            cut_off: o.reason == EndReason::RoundLimit,
        })
    }

    #[inline]
    /// The round number (1 for the first round; 0 during setup).
    fn round(&self) -> u32 {
        self.round
    }

    /// The readable public log (empty when not recording).
    fn log(&self) -> &[LogEntry] {
        &self.log
    }
    fn swap_log(&mut self, log: Vec<LogEntry>) -> Vec<LogEntry> {
        std::mem::replace(&mut self.log, log)
    }

    /// A move as the button that makes it reads ("Play Good Base 3 as a base").
    fn describe(&self, m: &Move) -> String {
        let name = |c| self.card_name(c);
        match *m {
            Move::ChooseCharacter(c) => format!("Keep {} as my character", name(c)),
            Move::PlayAid(c) => format!("Play {} as an Aid card", name(c)),
            Move::Discard(c) => format!("Discard {}", name(c)),
            Move::PlayBase(c) => format!("Play {} as a base", name(c)),
            Move::PlayBonus { card, base } | Move::PlayMultiplier { card, base } => {
                format!("Play {} on {}", name(card), name(base))
            }
            Move::Steal { from } => {
                format!("Thief: steal a random card from {}", self.seat_name(from))
            }
            Move::Jest { a, b } => format!(
                "Jester: {} and {} swap a random card",
                self.seat_name(a),
                self.seat_name(b)
            ),
            Move::Trade => "Merchant: draw 1 card, then discard 1".to_string(),
            Move::ReadTome => "Magic Tome: draw 1 card, then discard 1".to_string(),
            Move::Foresee => "Oracle: look at the opponents' hands".to_string(),
            Move::GazeIntoBall => "Crystal Ball: look at the opponents' hands".to_string(),
            Move::Assassinate { target } => {
                match (0..self.players()).find(|&q| self.seats[usize::from(q)].aid.contains(target))
                {
                    Some(q) => format!(
                        "Assassin: discard {}'s Aid card {}",
                        self.seat_name(q),
                        name(target)
                    ),
                    None => format!("Assassin: discard the Aid card {}", name(target)),
                }
            }
            Move::Transmute { card, to } => {
                format!("Alchemist: make {} {}", name(card), to.name())
            }
            Move::Done => self.done_label().to_string(),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see of the table.
    fn project(&self, viewer: Option<Seat>) -> Projection {
        self.projection(viewer)
    }

    /// What a move points at: the card played (then the base it goes on), the players a
    /// Thief or Jester names, the Aid card an Assassin strikes, the card an Alchemist changes.
    /// Moves that point at nothing (Done, Merchant, Oracle) are buttons of their own.
    fn targets(&self, m: &Move) -> Vec<Thing> {
        let card = |c| Thing::Card(card_target(c));
        match *m {
            Move::ChooseCharacter(c)
            | Move::PlayAid(c)
            | Move::Discard(c)
            | Move::PlayBase(c)
            | Move::Assassinate { target: c }
            | Move::Transmute { card: c, .. } => vec![card(c)],
            Move::PlayBonus { card: c, base } | Move::PlayMultiplier { card: c, base } => {
                vec![card(c), card(base)]
            }
            Move::Steal { from } => vec![Thing::Seat(from)],
            Move::Jest { a, b } => vec![Thing::Seat(a), Thing::Seat(b)],
            Move::Trade | Move::ReadTome | Move::Foresee | Move::GazeIntoBall | Move::Done => {
                Vec::new()
            }
        }
    }

    fn why_not_thing(&self, thing: &Thing) -> Option<String> {
        let p = self.to_move()?;
        let Thing::Card(id) = thing else {
            return None;
        };
        let c = id.strip_prefix("card-")?.parse().ok().map(Card)?;
        self.why_not_card(p, c)
    }

    /// The table as seat `me` might believe it to be (see the module documentation).
    fn determinize(&self, me: Seat, rng: &mut Rng) -> Self {
        let mut g = self.bare_copy();
        let n = self.players();
        let mut pool: Vec<Card> = std::mem::take(&mut g.deck);
        // Hands `me` cannot see: their sizes, and the Alchemist's changes that lie in them.
        let mut sizes = [0usize; 6];
        let mut moved_changes: Vec<(u8, super::cards::Alignment)> = Vec::new();
        for q in 0..n {
            if self.sees_hand(Some(me), q) {
                continue;
            }
            let hand = std::mem::take(&mut g.seats[usize::from(q)].hand);
            sizes[usize::from(q)] = hand.len();
            g.overrides.retain(|&(c, a)| {
                let here = hand.contains(c);
                if here {
                    moved_changes.push((q, a));
                }
                !here
            });
            pool.extend(hand.iter());
        }
        // Face-down cards of the other players: taken into the pool, their places kept.
        let mut down: Vec<(u8, Place, Kind)> = Vec::new();
        if self.hidden_phase() {
            for q in (0..n).filter(|&q| q != me) {
                let s = &self.seats[usize::from(q)];
                for c in s.aid.iter().filter(|c| s.fresh.contains(*c)) {
                    down.push((q, Place::Aid, Kind::Character));
                    g.seats[usize::from(q)].aid.remove(c);
                    pool.push(c);
                }
                for (k, st) in s.stacks.iter().enumerate() {
                    for (slot, c) in st.slots().into_iter().enumerate() {
                        if let Some(c) = c.filter(|c| s.fresh.contains(*c)) {
                            down.push((q, Place::Stack { stack: k, slot }, self.data.kind(c)));
                            pool.push(c);
                        }
                    }
                }
                g.seats[usize::from(q)].fresh = CardSet::EMPTY;
            }
        }
        rng.shuffle(&mut pool);
        // Aid cards first: they give powers, which decide how played cards' alignments count.
        // (A phase commits one kind of card, so a seat never has both face down at once.)
        for &(q, place, _) in &down {
            if let Place::Aid = place {
                let Some(i) = pool.iter().position(|c| c.is_character()) else {
                    continue;
                };
                let c = pool.swap_remove(i);
                let seat = &mut g.seats[usize::from(q)];
                seat.aid.insert(c);
                seat.fresh.insert(c);
                g.refresh_powers(q);
            }
        }
        // Then each face-down stack card: the first pooled card of its kind that fits the
        // alignments of the player's other plays. The kind alone is the fallback: it always
        // finds one, as every face-down card went into the pool.
        let mut played = [None::<u8>; 6];
        for &(q, place, kind) in &down {
            let Place::Stack { stack, slot } = place else {
                continue;
            };
            let qi = usize::from(q);
            let mask = *played[qi].get_or_insert_with(|| self.played_face_up(&g, q));
            let fits = |c: Card| {
                g.data.kind(c) == kind
                    && g.alignment_for(q, c)
                        .is_some_and(|a| a.opposed_bit() & mask == 0)
            };
            let pick = pool
                .iter()
                .position(|&c| fits(c))
                .or_else(|| pool.iter().position(|&c| g.data.kind(c) == kind));
            let Some(i) = pick else { continue };
            let c = pool.swap_remove(i);
            if let Some(a) = g.alignment_for(q, c) {
                played[qi] = Some(mask | a.bit());
            }
            let seat = &mut g.seats[qi];
            seat.fresh.insert(c);
            if let Some(st) = seat.stacks.get_mut(stack) {
                match slot {
                    0 => st.base = c,
                    1 => st.bonus = Some(c),
                    2 => st.bonus2 = Some(c),
                    3 => st.multiplier = Some(c),
                    _ => st.multiplier2 = Some(c),
                }
            }
        }
        for q in 0..n {
            if played[usize::from(q)].is_some() {
                g.seats[usize::from(q)].played = g.count_played_alignments(q);
            }
        }
        // The hands, each back to its size; the rest is the deck.
        for q in 0..n {
            for _ in 0..sizes[usize::from(q)] {
                if let Some(c) = pool.pop() {
                    g.seats[usize::from(q)].hand.insert(c);
                }
            }
        }
        for (q, a) in moved_changes {
            let hand = g.seats[usize::from(q)].hand;
            let aligned: Vec<Card> = hand
                .aligned()
                .filter(|c| g.data.alignment(*c).is_some())
                .filter(|c| !g.overrides.iter().any(|(o, _)| o == c))
                .collect();
            if let Some(&c) = aligned.get(rng.index(aligned.len())) {
                g.overrides.push((c, a));
            }
        }
        g.deck = pool;
        g.rng = Rng::seeded(rng.next_u64());
        g
    }

    /// How well a seat is doing, from 0 to 1, for a search cut short: its share of the
    /// treasure points the seats can expect, each counted with half a point more (so a table
    /// without points is even). During a round the prize (the current and the buried
    /// treasures) is shared out by the Destiny totals the seats can still reach (as the greedy
    /// bot plans them), raised to a power, so the seat ahead in the round expects most of it.
    /// 1 once the seat has won.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let Some(me) = self.seats.get(usize::from(seat)) else {
            return Some(0.0);
        };
        if me.points >= POINTS_TO_WIN {
            return Some(1.0);
        }
        let mut expected: Vec<f64> = self
            .seats
            .iter()
            .map(|s| f64::from(s.points) + 0.5)
            .collect();
        if self.round > 0 && self.outcome.is_none() {
            let prize: f64 = self
                .current
                .iter()
                .chain(&self.buried)
                .map(|t| f64::from(t.points()))
                .sum();
            let weights: Vec<f64> = (0..self.players())
                .map(|p| f64::from(self.reachable_total(p).max(0)).powi(SHARPNESS))
                .collect();
            let all: f64 = weights.iter().sum();
            if all > 0.0 {
                for (e, w) in expected.iter_mut().zip(&weights) {
                    *e += prize * w / all;
                }
            }
        }
        let all: f64 = expected.iter().sum();
        Some(expected[usize::from(seat)] / all)
    }

    /// Playouts cut short, then the heuristic: a whole game says less of a Destiny round than
    /// the totals the seats can still reach do. Long enough to see the other seats' answers
    /// in a round of four or six players, where a playout of a few moves sees little beyond
    /// the searching seat's own. The greedy bot makes every move of a playout: a round holds
    /// few decisions, and one random among them (a discarded plan card) spoils the round's
    /// totals more than it teaches the search.
    fn search_budget() -> Budget {
        Budget {
            iterations: 400,
            rollout: 40,
            guide: 100,
            ..Budget::DEFAULT
        }
    }

    /// Treasure points.
    fn score(&self, seat: Seat) -> Option<i64> {
        self.seats
            .get(usize::from(seat))
            .map(|s| i64::from(s.points))
    }

    /// An Aid, Base, Bonus or Multiplier card played (a character kept is a side, not a play).
    fn card_played(&self, mv: &Move) -> Option<usize> {
        match mv {
            Move::PlayAid(c)
            | Move::PlayBase(c)
            | Move::PlayBonus { card: c, .. }
            | Move::PlayMultiplier { card: c, .. } => Some(usize::from(c.0)),
            _ => None,
        }
    }

    fn card_names(data: &DestinyData) -> Vec<String> {
        (0..=u8::MAX)
            .map(|i| data.name(Card(i)).to_string())
            .collect()
    }

    #[inline]
    fn side(&self, seat: Seat) -> Option<&str> {
        Some(
            self.seats
                .get(usize::from(seat))
                .and_then(|s| s.character)
                .and_then(|c| c.character())
                .map_or("none", |c| c.name()),
        )
    }

    fn move_kinds() -> &'static [&'static str] {
        MoveKind::NAMES
    }

    fn move_kind(&self, mv: &Move) -> Option<usize> {
        let kind = match mv {
            Move::ChooseCharacter(_) => MoveKind::ChooseCharacter,
            Move::PlayAid(_) => MoveKind::PlayAid,
            Move::Discard(_) => MoveKind::Discard,
            Move::PlayBase(_) => MoveKind::PlayBase,
            Move::PlayBonus { .. } => MoveKind::PlayBonus,
            Move::PlayMultiplier { .. } => MoveKind::PlayMultiplier,
            Move::Steal { .. } => MoveKind::Steal,
            Move::Jest { .. } => MoveKind::Jest,
            Move::Trade => MoveKind::Trade,
            Move::ReadTome => MoveKind::ReadTome,
            Move::Foresee => MoveKind::Foresee,
            Move::GazeIntoBall => MoveKind::GazeIntoBall,
            Move::Assassinate { .. } => MoveKind::Assassinate,
            Move::Transmute { .. } => MoveKind::Transmute,
            Move::Done => MoveKind::Done,
        };
        kind.index()
    }

    /// Character, Base, Bonus or Multiplier, by [`RuledGame::card_names`]' index (none for an
    /// index no card holds).
    fn card_kinds(data: &DestinyData) -> Vec<String> {
        (0..=u8::MAX)
            .map(|i| {
                let c = Card(i);
                if data.name(c).is_empty() {
                    String::new()
                } else {
                    data.kind(c).name().to_string()
                }
            })
            .collect()
    }

    fn make_bot(name: &str) -> Option<GreedyBot> {
        (name == GREEDY_ID).then(GreedyBot::default)
    }
}
