//! Destiny's own bot: `GreedyBot` plays to make its own Destiny total as high as it can this
//! round. It plays through the ruled-game interface's [`Bot`] trait beside the random and
//! search bots every game has ([`SeatBot`]), so any seat can be any bot. The plans it weighs
//! (the best total a hand could still make this round) come from `planner.rs`.
//!
//! A bot draws its own random numbers from a generator the caller passes, never from the
//! table's, so a game is still replayed from its seed and moves alone.

use crate::rules::RuledGame;
use arrayvec::ArrayVec;

use super::cards::{Alignment, Card, CardSet, Character};
use super::moves::Move;
use super::planner::{Planner, Stage};
use super::state::{DestinyGame, Phase, Power, Stack};
use crate::rules::{Bot, SeatBot};
use crate::table::Rng;

/// The greedy bot's id, as saves, forms and the command line name it.
pub const GREEDY_ID: &str = "greedy";

/// The first of the planned moves (`next` gives a stack's move for this phase, if any) that is
/// legal for player `p`, or `Done`.
#[inline(always)]
fn first_legal(
    g: &DestinyGame,
    p: u8,
    plan: &[Stack],
    next: impl Fn(&Stack) -> Option<Move>,
) -> Move {
    for st in plan {
        if let Some(m) = next(st)
            && g.check(p, m).is_ok()
        {
            return m;
        }
    }
    Move::Done
}

/// Plays for the highest Destiny total of the round: keeps the cards of its best plan in the
/// hit phase, plays Aid cards that do not lower its total, uses Merchant, Magic Tome, Thief,
/// Jester, Assassin and Alchemist when they help (looking at the opponents' hands first with
/// the Oracle or the Crystal Ball when it then has a player or card to pick), then plays its
/// plan card by card.
#[derive(Clone, Debug, Default)]
pub struct GreedyBot {
    planner: Planner,
    ov: Vec<(Card, Alignment)>,
    /// The plan for the base, bonus and multiplier phases, made once per round: nothing of the
    /// player's own changes between them.
    plan: Vec<Stack>,
    /// The game (by seed), round and seat the plan was made for: a bot plays game after game
    /// in a batch, and a plan must never outlive its game.
    plan_for: Option<(u64, u32, u8)>,
    /// The hit-phase discards, chosen once per round.
    hit: CardSet,
    /// The game, round and seat the discards were chosen for.
    hit_for: Option<(u64, u32, u8)>,
    /// Legal moves, for the rare random move (kept so it costs no allocation).
    buf: Vec<Move>,
}

/// Aid characters that can lower a total (they change alignments or forbid bonus cards);
/// every other character only adds, so it is always worth playing as an Aid card.
const RISKY_AID: u32 = Character::Dragon.bit()
    | Character::Amazon.bit()
    | Character::Druid.bit()
    | Character::Warlord.bit()
    | Character::Paladin.bit()
    | Character::Necromancer.bit();

/// The characters whose powers the greedy bot uses in the action phase.
const ACTION_CHARACTERS: u32 = Character::Merchant.bit()
    | Character::Thief.bit()
    | Character::Jester.bit()
    | Character::Assassin.bit()
    | Character::Alchemist.bit();

/// The action powers that pick a player or card to act on: the bot picks better once it has
/// seen the opponents' hands (Oracle, Crystal Ball).
const TARGETING: u32 = Character::Thief.bit() | Character::Jester.bit() | Character::Assassin.bit();

/// How a round looks to a player whose total would be `own` against a best rival's `rival`:
/// winning it (the highest total alone) first, then the margin.
fn standing(own: i32, rival: i32) -> i32 {
    i32::from(own > rival) * 1000 + (own - rival)
}

/// The character cards of the other characters, which only add.
const SAFE_AID_CARDS: CardSet = CardSet::of_characters(!RISKY_AID);

/// Characters a greedy player prefers as its identity, best first.
const PREFERENCE: [Character; 23] = [
    Character::Wizard,
    Character::King,
    Character::Overlord,
    Character::Warrior,
    Character::Lover,
    Character::Emperor,
    Character::Merchant,
    Character::Druid,
    Character::Amazon,
    Character::Paladin,
    Character::Warlord,
    Character::Necromancer,
    Character::Ranger,
    Character::Knight,
    Character::Barbarian,
    Character::WraithLord,
    Character::Thief,
    Character::Alchemist,
    Character::Dragon,
    Character::Rogue,
    Character::Assassin,
    Character::Jester,
    Character::Oracle,
];

impl GreedyBot {
    /// The player's best total with the cards they hold now (the plan is in `planner.best`).
    fn stage_plan(&mut self, g: &DestinyGame, p: u8, stage: Stage) -> i32 {
        let s = &g.seats[usize::from(p)];
        self.ov.clear();
        self.ov.extend_from_slice(&g.overrides);
        self.planner.plan(g, p, s.hand, s.powers, stage, &self.ov)
    }

    /// The plan alone, when no total is compared.
    fn stage_arrange(&mut self, g: &DestinyGame, p: u8, stage: Stage) {
        let s = &g.seats[usize::from(p)];
        self.ov.clear();
        self.ov.extend_from_slice(&g.overrides);
        self.planner
            .arrange(g, p, s.hand, s.powers, stage, &self.ov);
    }

    /// The card to give up when a discard is owed: one the plan does not use, lowest first.
    fn worst_card(&mut self, g: &DestinyGame, p: u8) -> Move {
        let hand = g.seats[usize::from(p)].hand;
        self.stage_arrange(g, p, Stage::Base);
        let used = self.planner.used();
        let spare = CardSet(hand.0 & !used.0);
        let pool = if spare.is_empty() { hand } else { spare };
        pool.iter()
            .min_by_key(|c| (c.is_character(), g.data.value(*c)))
            .map_or(Move::Done, Move::Discard)
    }

    /// The action phase: most players have no action power to use, and are done at once
    /// (inlined into the decision, so they cost no call); the others weigh their powers.
    #[inline(always)]
    fn action(&mut self, g: &DestinyGame, p: u8) -> Move {
        let s = &g.seats[usize::from(p)];
        let usable = s.powers & ACTION_CHARACTERS & !s.used != 0
            || g.can_use(p, Power::MagicTome)
            || g.can_use(p, Power::CrystalBall);
        if usable {
            self.use_powers(g, p)
        } else {
            Move::Done
        }
    }

    #[inline(never)]
    fn use_powers(&mut self, g: &DestinyGame, p: u8) -> Move {
        let n = g.players();
        let legal = |m: Move| g.is_legal(m);
        // Each power is asked about only when the player has it unused: most players have none
        // of the action powers, and a legality check per candidate move is dear.
        let can = |c: Character| g.can_use(p, Power::Character(c));
        if can(Character::Merchant) && legal(Move::Trade) {
            return Move::Trade;
        }
        if g.can_use(p, Power::MagicTome) && legal(Move::ReadTome) {
            return Move::ReadTome;
        }
        // Look at the opponents' hands before picking whom to steal from, which two players swap
        // a card or which Aid card to strike: what they hold then steers each choice.
        let s = &g.seats[usize::from(p)];
        if !s.sees_hands && s.powers & TARGETING & !s.used != 0 {
            if can(Character::Oracle) && legal(Move::Foresee) {
                return Move::Foresee;
            }
            if g.can_use(p, Power::CrystalBall) && legal(Move::GazeIntoBall) {
                return Move::GazeIntoBall;
            }
        }
        let sees = s.sees_hands;
        let (thief, assassin) = (can(Character::Thief), can(Character::Assassin));
        if sees && (thief || assassin) {
            if let Some(m) = self.seen_target(g, p, thief, assassin) {
                return m;
            }
        } else if thief || assassin {
            // Steal from and strike at the leader in treasure points.
            let mut rivals: [u8; 6] = [0; 6];
            let mut k = 0;
            for q in (0..n).filter(|&q| q != p) {
                rivals[k] = q;
                k += 1;
            }
            crate::sort::sort_by_key(&mut rivals[..k], |&q| {
                let s = &g.seats[usize::from(q)];
                std::cmp::Reverse((s.points, s.hand.len()))
            });
            for &q in rivals[..k].iter().filter(|_| thief) {
                if legal(Move::Steal { from: q }) {
                    return Move::Steal { from: q };
                }
            }
            for &q in rivals[..k].iter().filter(|_| assassin) {
                if let Some(c) = g.seats[usize::from(q)].aid.iter().next() {
                    let m = Move::Assassinate { target: c };
                    if legal(m) {
                        return m;
                    }
                }
            }
        }
        if can(Character::Jester)
            && let Some(m) = self.jest(g, p)
        {
            return m;
        }
        let s = &g.seats[usize::from(p)];
        if can(Character::Alchemist) {
            // Try the best card the plan leaves out, in each other alignment.
            let now = self.stage_plan(g, p, Stage::Base);
            let used = self.planner.used();
            let spare = CardSet(s.hand.0 & !used.0 & !s.hand.characters().0);
            let candidate = spare.iter().max_by_key(|c| g.data.value(*c));
            let mut best = (now, Move::Done);
            if let Some((c, from)) = candidate.and_then(|c| Some((c, g.base_alignment(c)?))) {
                for to in Alignment::ALL {
                    if to == from {
                        continue;
                    }
                    self.ov.clear();
                    self.ov.extend_from_slice(&g.overrides);
                    self.ov.retain(|(x, _)| *x != c);
                    self.ov.push((c, to));
                    let t = self
                        .planner
                        .plan(g, p, s.hand, s.powers, Stage::Base, &self.ov);
                    if t > best.0 {
                        best = (t, Move::Transmute { card: c, to });
                    }
                }
            }
            if best.1 != Move::Done && legal(best.1) {
                return best.1;
            }
        }
        Move::Done
    }

    /// The best total each seat could make this round from its hand now (the Base stage's plan),
    /// by seat; only the bot's own and, once it has seen them, the opponents' hands are read.
    fn totals_now(&mut self, g: &DestinyGame) -> [i32; 6] {
        self.ov.clear();
        self.ov.extend_from_slice(&g.overrides);
        let mut totals = [0; 6];
        for (q, t) in totals.iter_mut().enumerate().take(g.players().into()) {
            let s = &g.seats[q];
            *t = self
                .planner
                .plan(g, q as u8, s.hand, s.powers, Stage::Base, &self.ov);
        }
        totals
    }

    /// The highest of the opponents' totals.
    fn best_rival(g: &DestinyGame, p: u8, totals: &[i32; 6]) -> i32 {
        (0..g.players())
            .filter(|&q| q != p)
            .map(|q| totals[usize::from(q)])
            .max()
            .unwrap_or(0)
    }

    /// Thief and Assassin once the opponents' hands are seen: the theft or strike that leaves
    /// the bot best placed to win the round (on average over the card a theft draws); an
    /// Aid card is struck only if that lowers the best rival's total or raises the bot's
    /// standing. `None` when no move helps.
    #[inline(never)]
    fn seen_target(&mut self, g: &DestinyGame, p: u8, thief: bool, assassin: bool) -> Option<Move> {
        let totals = self.totals_now(g);
        let own = totals[usize::from(p)];
        let now = f64::from(standing(own, Self::best_rival(g, p, &totals)));
        let me = &g.seats[usize::from(p)];
        let mut best: Option<(f64, Move)> = None;
        let mut consider = |score: f64, m: Move| {
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, m));
            }
        };
        for q in (0..g.players()).filter(|&q| q != p) {
            let them = &g.seats[usize::from(q)];
            if thief && !them.hand.is_empty() {
                // Each card of their hand is as likely to be drawn.
                let mut sum = 0.0;
                for c in them.hand.iter() {
                    let mut mine = me.hand;
                    mine.insert(c);
                    let mut theirs = them.hand;
                    theirs.remove(c);
                    let o = self
                        .planner
                        .plan(g, p, mine, me.powers, Stage::Base, &self.ov);
                    let t = self
                        .planner
                        .plan(g, q, theirs, them.powers, Stage::Base, &self.ov);
                    let rival = (0..g.players())
                        .filter(|&r| r != p)
                        .map(|r| if r == q { t } else { totals[usize::from(r)] })
                        .max()
                        .unwrap_or(0);
                    sum += f64::from(standing(o, rival));
                }
                consider(sum / them.hand.len() as f64, Move::Steal { from: q });
            }
            if assassin {
                for c in them.aid.iter() {
                    let Some(ch) = c.character() else { continue };
                    let t = self.planner.plan(
                        g,
                        q,
                        them.hand,
                        them.powers & !ch.bit(),
                        Stage::Base,
                        &self.ov,
                    );
                    let rival = (0..g.players())
                        .filter(|&r| r != p)
                        .map(|r| if r == q { t } else { totals[usize::from(r)] })
                        .max()
                        .unwrap_or(0);
                    // A strike that changes nothing is not worth the power: count it as none.
                    let gain = t < totals[usize::from(q)];
                    let score = f64::from(standing(own, rival));
                    if gain {
                        consider(score, Move::Assassinate { target: c });
                    }
                }
            }
        }
        // A theft is taken even when it does not raise the standing on average (the card is
        // the bot's to keep for later rounds); a strike only when it lowers a rival.
        best.filter(|(score, m)| matches!(m, Move::Steal { .. }) || *score >= now)
            .map(|(_, m)| m)
            .filter(|&m| g.is_legal(m))
    }

    /// Jester: two opponents each give the other a random card. A hand the greedy bot's rivals
    /// planned loses a card it may need and gains one of another player's alignments, so the
    /// swap weakens them on average and never touches the bot's own cards. Once the hands are
    /// seen, the pair whose swap leaves the bot best placed to win the round is picked, and
    /// only if it does better than no swap; unseen, the two rivals leading in treasure points.
    #[inline(never)]
    fn jest(&mut self, g: &DestinyGame, p: u8) -> Option<Move> {
        let n = g.players();
        let ready = |q: u8| q != p && !g.seats[usize::from(q)].hand.is_empty();
        if g.seats[usize::from(p)].sees_hands {
            let totals = self.totals_now(g);
            let own = totals[usize::from(p)];
            let now = f64::from(standing(own, Self::best_rival(g, p, &totals)));
            let mut best: Option<(f64, Move)> = None;
            for a in (0..n).filter(|&a| ready(a)) {
                for b in (a + 1..n).filter(|&b| ready(b)) {
                    let (sa, sb) = (&g.seats[usize::from(a)], &g.seats[usize::from(b)]);
                    let mut sum = 0.0;
                    for ca in sa.hand.iter() {
                        for cb in sb.hand.iter() {
                            let mut ha = sa.hand;
                            ha.remove(ca);
                            ha.insert(cb);
                            let mut hb = sb.hand;
                            hb.remove(cb);
                            hb.insert(ca);
                            let ta = self
                                .planner
                                .plan(g, a, ha, sa.powers, Stage::Base, &self.ov);
                            let tb = self
                                .planner
                                .plan(g, b, hb, sb.powers, Stage::Base, &self.ov);
                            let rival = (0..n)
                                .filter(|&r| r != p && r != a && r != b)
                                .map(|r| totals[usize::from(r)])
                                .chain([ta, tb])
                                .max()
                                .unwrap_or(0);
                            sum += f64::from(standing(own, rival));
                        }
                    }
                    let score = sum / (sa.hand.len() * sb.hand.len()) as f64;
                    if score > now && best.is_none_or(|(s, _)| score > s) {
                        best = Some((score, Move::Jest { a, b }));
                    }
                }
            }
            return best.map(|(_, m)| m).filter(|&m| g.is_legal(m));
        }
        let mut rivals: ArrayVec<u8, 6> = (0..n).filter(|&q| ready(q)).collect();
        crate::sort::sort_by_key(&mut rivals, |&q| {
            let s = &g.seats[usize::from(q)];
            (std::cmp::Reverse((s.points, s.hand.len())), q)
        });
        let (&x, &y) = (rivals.first()?, rivals.get(1)?);
        let m = Move::Jest {
            a: x.min(y),
            b: x.max(y),
        };
        g.is_legal(m).then_some(m)
    }

    /// An aid phase: no character in hand, or one that only adds, is decided at once (inlined
    /// into the decision, so it costs no call); the others are weighed.
    #[inline(always)]
    fn aid(&mut self, g: &DestinyGame, p: u8) -> Move {
        let chars = g.seats[usize::from(p)].hand.characters();
        if chars.is_empty() {
            return Move::Done;
        }
        if let Some(c) = CardSet(chars.0 & SAFE_AID_CARDS.0).iter().next() {
            return Move::PlayAid(c);
        }
        self.weigh_aid(g, p, chars)
    }

    /// Plays a character that could lower the total only if it does not.
    #[inline(never)]
    fn weigh_aid(&mut self, g: &DestinyGame, p: u8, chars: CardSet) -> Move {
        let s = &g.seats[usize::from(p)];
        let now = self.stage_plan(g, p, Stage::Base);
        for c in chars.iter() {
            let Some(ch) = c.character() else { continue };
            let mut hand = s.hand;
            hand.remove(c);
            let with = self
                .planner
                .plan(g, p, hand, s.powers | ch.bit(), Stage::Base, &self.ov);
            if with >= now {
                return Move::PlayAid(c);
            }
        }
        Move::Done
    }

    fn play(&mut self, g: &DestinyGame, p: u8, stage: Stage) -> Move {
        if self.plan_for != Some((g.seed, g.round, p)) {
            self.stage_arrange(g, p, stage);
            self.plan.clear();
            self.plan.extend_from_slice(self.planner.best());
            self.plan_for = Some((g.seed, g.round, p));
        }
        let seat = &g.seats[usize::from(p)];
        let plan = &self.plan;
        // One loop per stage, so each checks a move of a kind known where it is built (the
        // engine's check then reduces to that kind's rules).
        match stage {
            Stage::Base => first_legal(g, p, plan, |st| {
                (seat.stack_of(st.base).is_none()).then_some(Move::PlayBase(st.base))
            }),
            Stage::Bonus => first_legal(g, p, plan, |st| {
                let old = seat.stack_of(st.base);
                let have = old.map_or((None, None), |o| (o.bonus, o.bonus2));
                let card = if st.bonus.is_some() && have.0.is_none() {
                    st.bonus
                } else if st.bonus2.is_some() && have.1.is_none() {
                    st.bonus2
                } else {
                    None
                };
                card.map(|card| Move::PlayBonus {
                    card,
                    base: st.base,
                })
            }),
            Stage::Multiplier => first_legal(g, p, plan, |st| {
                let old = seat.stack_of(st.base);
                let have = old.map_or((None, None), |o| (o.multiplier, o.multiplier2));
                let card = if st.multiplier.is_some() && have.0.is_none() {
                    st.multiplier
                } else if st.multiplier2.is_some() && have.1.is_none() {
                    st.multiplier2
                } else {
                    None
                };
                card.map(|card| Move::PlayMultiplier {
                    card,
                    base: st.base,
                })
            }),
        }
    }
}

impl GreedyBot {
    /// The greedy move for the seat to act (`Done` when nobody is to act). Inlined into the
    /// simulator's loop, as the bot was before it sat behind the shared bot trait: the loop
    /// has just asked whose turn it is, and the answer is reused.
    #[inline(always)]
    fn decide(&mut self, g: &DestinyGame, rng: &mut Rng) -> Move {
        let Some(p) = g.to_move() else {
            return Move::Done;
        };
        let m = if g.pending_discard.is_some() {
            self.worst_card(g, p)
        } else {
            match g.phase {
                Phase::Setup => {
                    let hand = g.seats[usize::from(p)].hand;
                    PREFERENCE
                        .iter()
                        .map(|c| c.card())
                        .find(|c| hand.contains(*c))
                        .map_or(Move::Done, Move::ChooseCharacter)
                }
                Phase::FirstAid | Phase::SecondAid => self.aid(g, p),
                Phase::Hit => {
                    let hand = g.seats[usize::from(p)].hand;
                    if self.hit_for != Some((g.seed, g.round, p)) {
                        self.stage_arrange(g, p, Stage::Base);
                        let used = self.planner.used();
                        // Keep characters for the second aid phase, except those that
                        // could lower the total (weighed again if drawn later).
                        let keep = CardSet(hand.0 & SAFE_AID_CARDS.0);
                        self.hit = CardSet(hand.0 & !used.0 & !keep.0);
                        self.hit_for = Some((g.seed, g.round, p));
                    }
                    CardSet(self.hit.0 & hand.0)
                        .iter()
                        .next()
                        .map_or(Move::Done, Move::Discard)
                }
                Phase::Action => self.action(g, p),
                Phase::Base => self.play(g, p, Stage::Base),
                Phase::Bonus => self.play(g, p, Stage::Bonus),
                Phase::Multiplier => self.play(g, p, Stage::Multiplier),
                _ => Move::Done,
            }
        };
        if m == Move::Done && !g.may_finish() {
            // Nothing planned fits (setup, an owed discard): never stall a game. A random legal
            // move, drawn as the random bot draws it.
            g.legal_moves(&mut self.buf);
            return self
                .buf
                .get(rng.index(self.buf.len()))
                .copied()
                .unwrap_or(Move::Done);
        }
        m
    }
}

impl Bot<DestinyGame> for GreedyBot {
    fn id(&self) -> &'static str {
        GREEDY_ID
    }

    #[inline(always)]
    fn choose(&mut self, g: &DestinyGame, rng: &mut Rng) -> Option<Move> {
        Some(self.decide(g, rng))
    }
}

/// Plays a game to its end with one bot per seat. Returns the number of moves made.
pub fn play_out(game: &mut DestinyGame, bots: &mut [SeatBot<DestinyGame>], rng: &mut Rng) -> u32 {
    let mut moves = 0;
    while let Some(p) = game.to_move() {
        let Some(bot) = bots.get_mut(usize::from(p)) else {
            break;
        };
        let m = bot.choose(game, rng).unwrap_or(Move::Done);
        if game.apply(m).is_err() {
            // A bot's mistake must not stall the game: take the first legal move instead.
            let mut legal = Vec::new();
            game.legal_moves(&mut legal);
            let Some(first) = legal.first().copied() else {
                break;
            };
            if game.apply(first).is_err() {
                break;
            }
        }
        moves += 1;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The card mask of safe Aid characters holds exactly the character cards whose power
    /// is not in `RISKY_AID`.
    #[test]
    fn safe_aid_cards_are_the_characters_that_only_add() {
        for c in (0..=255).map(Card) {
            let safe = c.character().is_some_and(|ch| ch.bit() & RISKY_AID == 0);
            assert_eq!(SAFE_AID_CARDS.contains(c), safe, "{c}");
        }
        assert_eq!(SAFE_AID_CARDS.len(), 23 - 6);
    }
}
