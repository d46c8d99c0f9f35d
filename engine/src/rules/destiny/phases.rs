//! The setup and the eleven phases: what a move does, and the automatic steps between
//! decisions (treasure, draw, total, destiny). Which moves are legal is in `legal`.
//!
//! The table asks one player at a time (see [`DestinyGame::to_move`]): in each decision phase
//! the players act in seat order starting with the round's first player, each until `Done`. A
//! player with nothing they could do in a phase is passed over automatically, so a move log
//! holds only real decisions.

use super::cards::Card;
use super::moves::Move;
use super::state::{
    ALCHEMIST, ASSASSIN, DestinyGame, End, EndReason, JESTER, MERCHANT, ORACLE, POINTS_TO_WIN,
    Phase, Power, Stack, THIEF,
};
use super::variants::{MAX_ROUNDS, PlayOrder, TreasureRunsOut};
use crate::rules::{RuledGame, Winners, and_list};

impl DestinyGame {
    fn take_random(&mut self, q: u8) -> Option<Card> {
        let hand = self.seats[usize::from(q)].hand;
        let c = hand.nth(self.rng.index(hand.len()))?;
        self.seats[usize::from(q)].hand.remove(c);
        Some(c)
    }

    fn mark_played(&mut self, p: u8, c: Card) {
        if let Some(a) = self.alignment_for(p, c) {
            self.seats[usize::from(p)].played |= a.bit();
        }
    }

    fn mark_used(&mut self, p: u8, power: Power) {
        self.seats[usize::from(p)].used |= power.bit();
    }

    /// Carries out a checked move.
    pub(super) fn perform(&mut self, p: u8, m: Move) {
        let pi = usize::from(p);
        match m {
            Move::ChooseCharacter(c) => {
                self.seats[pi].hand.remove(c);
                self.seats[pi].character = Some(c);
                self.refresh_powers(p);
                self.note(|g| {
                    format!(
                        "Player {} chose {} as their character.",
                        pi + 1,
                        g.card_name(c)
                    )
                });
                self.step += 1;
            }
            Move::PlayAid(c) => {
                let s = &mut self.seats[pi];
                s.hand.remove(c);
                s.aid.insert(c);
                s.fresh.insert(c);
                self.refresh_powers(p);
                self.note_play(p, |g| format!("{} as an Aid card", g.card_name(c)));
            }
            Move::Discard(c) => {
                self.seats[pi].hand.remove(c);
                self.discard.push(c);
                let after = self.pending_discard.take();
                self.note(|g| match after {
                    Some(pw) => format!(
                        "{} discarded {} ({}).",
                        g.seat_name(p),
                        g.card_name(c),
                        pw.name()
                    ),
                    None => format!("{} discarded {}.", g.seat_name(p), g.card_name(c)),
                });
            }
            Move::PlayBase(c) => {
                self.mark_played(p, c);
                let s = &mut self.seats[pi];
                s.hand.remove(c);
                s.stacks.push(Stack::new(c));
                s.fresh.insert(c);
                self.note_play(p, |g| g.card_name(c).to_string());
            }
            Move::PlayBonus { card, base } => {
                self.mark_played(p, card);
                let s = &mut self.seats[pi];
                s.hand.remove(card);
                s.fresh.insert(card);
                if let Some(st) = s.stacks.iter_mut().find(|st| st.base == base) {
                    if st.bonus.is_none() {
                        st.bonus = Some(card);
                    } else {
                        st.bonus2 = Some(card);
                    }
                }
                self.note_play(p, |g| {
                    format!("{} on {}", g.card_name(card), g.card_name(base))
                });
            }
            Move::PlayMultiplier { card, base } => {
                self.mark_played(p, card);
                let s = &mut self.seats[pi];
                s.hand.remove(card);
                s.fresh.insert(card);
                if let Some(st) = s.stacks.iter_mut().find(|st| st.base == base) {
                    if st.multiplier.is_none() {
                        st.multiplier = Some(card);
                    } else {
                        st.multiplier2 = Some(card);
                    }
                }
                self.note_play(p, |g| {
                    format!("{} on {}", g.card_name(card), g.card_name(base))
                });
            }
            Move::Steal { .. }
            | Move::Jest { .. }
            | Move::Trade
            | Move::ReadTome
            | Move::Foresee
            | Move::GazeIntoBall
            | Move::Assassinate { .. }
            | Move::Transmute { .. } => self.use_power(p, m),
            Move::Done => {
                self.finish_player(p);
                self.step += 1;
            }
        }
    }

    /// Carries out a checked action-phase power (kept out of [`Self::perform`], which runs on
    /// every move, so that its common arms stay small).
    #[inline(never)]
    fn use_power(&mut self, p: u8, m: Move) {
        let pi = usize::from(p);
        match m {
            Move::Steal { from } => {
                self.mark_used(p, THIEF);
                if let Some(c) = self.take_random(from) {
                    self.seats[pi].hand.insert(c);
                }
                self.pending_discard = Some(THIEF);
                self.note(|g| {
                    format!(
                        "{} stole a random card from {}.",
                        g.seat_name(p),
                        g.seat_name(from)
                    )
                });
            }
            Move::Jest { a, b } => {
                self.mark_used(p, JESTER);
                let ca = self.take_random(a);
                let cb = self.take_random(b);
                if let Some(c) = ca {
                    self.seats[usize::from(b)].hand.insert(c);
                }
                if let Some(c) = cb {
                    self.seats[usize::from(a)].hand.insert(c);
                }
                self.note(|g| {
                    format!(
                        "{} made {} and {} swap a random card.",
                        g.seat_name(p),
                        g.seat_name(a),
                        g.seat_name(b)
                    )
                });
            }
            Move::Trade | Move::ReadTome => {
                let power = if m == Move::Trade {
                    MERCHANT
                } else {
                    Power::MagicTome
                };
                self.mark_used(p, power);
                if let Some(c) = self.draw_card() {
                    self.seats[pi].hand.insert(c);
                }
                self.pending_discard = Some(power);
                self.note(|g| format!("{} drew 1 card ({}).", g.seat_name(p), power.name()));
            }
            Move::Foresee | Move::GazeIntoBall => {
                let power = if m == Move::Foresee {
                    ORACLE
                } else {
                    Power::CrystalBall
                };
                self.mark_used(p, power);
                self.seats[pi].sees_hands = true;
                self.note(|g| {
                    format!(
                        "{} looks at all opponents' hands ({}).",
                        g.seat_name(p),
                        power.name()
                    )
                });
            }
            Move::Assassinate { target } => {
                self.mark_used(p, ASSASSIN);
                if let Some(q) = self.seats.iter().position(|s| s.aid.contains(target)) {
                    self.seats[q].aid.remove(target);
                    self.seats[q].fresh.remove(target);
                    self.discard.push(target);
                    self.refresh_powers(q as u8);
                    self.note(|g| {
                        format!(
                            "{} had {}'s Aid card {} discarded (Assassin).",
                            g.seat_name(p),
                            g.seat_name(q as u8),
                            g.card_name(target)
                        )
                    });
                }
            }
            Move::Transmute { card, to } => {
                self.mark_used(p, ALCHEMIST);
                self.overrides.retain(|(c, _)| *c != card);
                self.overrides.push((card, to));
                self.note(|g| {
                    format!(
                        "{} made a card in hand {} (Alchemist).",
                        g.seat_name(p),
                        to.name()
                    )
                });
            }
            // `perform` sends only the power moves here.
            _ => debug_assert!(false, "use_power called with {m:?}"),
        }
    }

    fn note_play(&mut self, p: u8, what: impl FnOnce(&Self) -> String) {
        if !self.record {
            return;
        }
        if self.variants.play_order == PlayOrder::Simultaneous {
            let line = format!("{} committed a card face down.", self.seat_name(p));
            self.push_log(Some(p), line);
        } else {
            let line = format!("{} played {}.", self.seat_name(p), what(self));
            self.push_log(Some(p), line);
        }
    }

    /// Logs why player `p`, who has no move, is passed over in this phase, where a rule is
    /// the reason (see [`DestinyGame::skipped_line`]).
    #[cold]
    #[inline(never)]
    fn note_skipped(&mut self, p: u8) {
        if let Some(line) = self.skipped_line(p) {
            self.push_log(Some(p), line);
        }
    }

    /// What happens when a player is done with a phase.
    fn finish_player(&mut self, p: u8) {
        if self.phase == Phase::Hit && self.variants.play_order == PlayOrder::InTurn {
            // "After discarding players fill their hands to 7 cards from the destiny pile."
            self.fill_hand(p);
        }
    }

    /// Runs automatic steps until a player must decide or the game is over.
    pub(crate) fn advance(&mut self) {
        let n = self.players();
        loop {
            if self.outcome.is_some() {
                self.phase = Phase::Over;
                return;
            }
            match self.phase {
                Phase::Setup => {
                    if self.step >= n {
                        self.start_round();
                        continue;
                    }
                    let p = self.step;
                    if self.deal_for_setup(p) {
                        return;
                    }
                    self.step += 1;
                }
                Phase::FirstAid
                | Phase::Hit
                | Phase::SecondAid
                | Phase::Action
                | Phase::Base
                | Phase::Bonus
                | Phase::Multiplier => {
                    if self.step >= n {
                        self.end_phase();
                        continue;
                    }
                    let p = self.seat_at(self.step);
                    if self.pending_discard.is_some() || self.has_choice(p) {
                        return;
                    }
                    if self.record {
                        self.note_skipped(p);
                    }
                    self.finish_player(p);
                    self.step += 1;
                }
                Phase::Treasure => self.reveal_treasure(),
                Phase::Draw => self.draw_phase(),
                Phase::Total => self.total_phase(),
                Phase::Destiny => self.resolve_destiny(),
                Phase::Over => return,
            }
        }
    }

    // The steps that run once a round live out of `advance`'s loop (never inlined into it), so
    // the loop that runs after every move stays small.

    /// The treasure phase: "The topmost card is the current treasure."
    #[inline(never)]
    fn reveal_treasure(&mut self) {
        self.current = self.treasure_deck.first().copied();
        self.note(|g| match g.current {
            Some(t) => format!("The current treasure is {} ({} TP).", t.name(), t.points()),
            None => {
                "No treasure is left in the deck: the round is played for the buried treasures."
                    .into()
            }
        });
        self.phase = Phase::Draw;
    }

    /// The draw phase: every hand is filled, in turn order.
    #[inline(never)]
    fn draw_phase(&mut self) {
        let n = self.players();
        for i in 0..n {
            let p = self.seat_at(i);
            self.fill_hand(p);
        }
        self.phase = Phase::Hit;
        self.step = 0;
    }

    /// The total phase: every player's Destiny total (and, when recording, its breakdown).
    #[inline(never)]
    fn total_phase(&mut self) {
        let n = self.players();
        for p in 0..n {
            self.totals[usize::from(p)] = self.destiny_total(p);
        }
        if self.record {
            self.last_breakdowns.0 = (0..n).map(|p| self.breakdown(p)).collect();
            let rows = (0..n)
                .map(|p| self.breakdown_rows(p, &self.last_breakdowns.0[usize::from(p)]))
                .collect();
            self.last_total_rows.0 = Some((self.round, rows));
            for p in 0..n {
                let lines = self.last_breakdowns.0[usize::from(p)].lines(&self.data);
                let who = self.seat_name(p);
                self.push_log(Some(p), format!("{who}: {}", lines.join("; ")));
            }
        }
        self.phase = Phase::Destiny;
    }

    /// Deals a setup hand and settles the character. Returns true when the player must choose.
    #[inline(never)]
    fn deal_for_setup(&mut self, p: u8) -> bool {
        let pi = usize::from(p);
        if self.seats[pi].character.is_some() {
            return false;
        }
        if self.seats[pi].hand.is_empty() {
            self.deal_seven(p);
        }
        loop {
            let chars = self.seats[usize::from(p)].hand.characters();
            match chars.len() {
                0 => {}
                1 => {
                    if let Some(c) = chars.nth(0) {
                        self.perform_choose_only(p, c);
                    }
                    return false;
                }
                _ => return true,
            }
            // "If there are no character cards, discard and draw again."
            let any_left = self
                .deck
                .iter()
                .chain(self.discard.iter())
                .any(|c| c.is_character());
            if !any_left {
                self.note(|_| {
                    format!(
                        "Player {} found no character card and none is left to draw: they play without one.",
                        pi + 1
                    )
                });
                return false;
            }
            let hand = std::mem::take(&mut self.seats[pi].hand);
            self.discard.extend(hand.iter());
            self.note(|_| {
                format!(
                    "Player {} had no character card, discarded 7 and draws again.",
                    pi + 1
                )
            });
            self.deal_seven(p);
        }
    }

    fn deal_seven(&mut self, p: u8) {
        for _ in 0..7 {
            if let Some(c) = self.draw_card() {
                self.seats[usize::from(p)].hand.insert(c);
            }
        }
    }

    fn perform_choose_only(&mut self, p: u8, c: Card) {
        let pi = usize::from(p);
        self.seats[pi].hand.remove(c);
        self.seats[pi].character = Some(c);
        self.refresh_powers(p);
        self.note(|g| {
            format!(
                "Player {} drew one character card, {}, and takes it as their character.",
                pi + 1,
                g.card_name(c)
            )
        });
    }

    #[inline(never)]
    fn end_phase(&mut self) {
        let n = self.players();
        self.phase = match self.phase {
            Phase::FirstAid => Phase::Treasure,
            Phase::Hit => {
                if self.variants.play_order == PlayOrder::Simultaneous {
                    for i in 0..n {
                        let p = self.seat_at(i);
                        self.fill_hand(p);
                    }
                }
                Phase::SecondAid
            }
            Phase::SecondAid => Phase::Action,
            Phase::Action => {
                for s in &mut self.seats {
                    s.sees_hands = false;
                    s.used = 0;
                }
                Phase::Base
            }
            Phase::Base => Phase::Bonus,
            Phase::Bonus => Phase::Multiplier,
            Phase::Multiplier => Phase::Total,
            other => other,
        };
        if self.record && self.variants.play_order == PlayOrder::Simultaneous {
            // Everyone has committed: what was played face down is now shown.
            for p in 0..n {
                let fresh = self.seats[usize::from(p)].fresh;
                if !fresh.is_empty() {
                    let cards: Vec<&str> = fresh.iter().map(|c| self.card_name(c)).collect();
                    let line = format!("{} revealed {}.", self.seat_name(p), cards.join(", "));
                    self.push_log(Some(p), line);
                }
            }
        }
        for s in &mut self.seats {
            s.fresh = Default::default();
        }
        self.step = 0;
    }

    /// Starts a round, or ends the game when the treasure deck has run out.
    #[inline(never)]
    fn start_round(&mut self) {
        if self.round >= MAX_ROUNDS {
            self.end_game(EndReason::RoundLimit);
            return;
        }
        if self.treasure_deck.is_empty()
            && (self.variants.treasure_runs_out == TreasureRunsOut::HighestWins
                || self.buried.is_empty())
        {
            self.end_game(EndReason::TreasureRanOut);
            return;
        }
        self.round += 1;
        self.phase = Phase::FirstAid;
        self.step = 0;
        self.note(|g| format!("Round {}: {} acts first.", g.round, g.seat_name(g.leader)));
    }

    #[inline(never)]
    fn end_game(&mut self, reason: EndReason) {
        // The most treasure points win; seats tied at the top share the win.
        let best = self.seats.iter().map(|s| s.points).max().unwrap_or(0);
        let winners = Winners::top(
            (0..self.players()).filter(|&p| self.seats[usize::from(p)].points == best),
            self.players(),
        );
        self.outcome = Some(End { winners, reason });
        self.phase = Phase::Over;
        self.note(|g| match winners.sole() {
            Some(w) => format!("The game is over: {} wins with {best} TP.", g.seat_name(w)),
            None if winners.is_empty() => {
                format!("The game is over: a draw, everyone has {best} TP.")
            }
            None => format!(
                "The game is over: {} share the win with {best} TP.",
                and_list(winners.seats().map(|s| g.seat_name(s)))
            ),
        });
    }

    /// The destiny phase: the highest total wins the current and buried treasures; a tie buries
    /// the current one; every played and Aid card is discarded.
    #[inline(never)]
    fn resolve_destiny(&mut self) {
        let n = self.players();
        let best = self.totals.iter().copied().max().unwrap_or(0);
        let mut winners = (0..n).filter(|&p| self.totals[usize::from(p)] == best);
        let first = winners.next();
        let single = if winners.next().is_none() {
            first
        } else {
            None
        };
        let current = self.current.take();
        if current.is_some() && !self.treasure_deck.is_empty() {
            self.treasure_deck.remove(0);
        }
        match single {
            Some(w) => {
                let wi = usize::from(w);
                // The buried treasures, then the current one, go straight onto the winner's
                // pile (no list of them is built: this runs every round of every simulated game).
                let seat = &mut self.seats[wi];
                let before = seat.treasures.len();
                seat.treasures.extend(self.buried.drain(..).chain(current));
                for t in &seat.treasures[before..] {
                    seat.points += t.points();
                    seat.owned |= t.bit();
                }
                self.note(|g| {
                    let won = &g.seats[wi].treasures[before..];
                    let names: Vec<&str> = won.iter().map(|t| t.name()).collect();
                    if names.is_empty() {
                        format!(
                            "{} wins the round with {best}, but there is no treasure.",
                            g.seat_name(w)
                        )
                    } else {
                        format!(
                            "{} wins the round with {best} and takes {}.",
                            g.seat_name(w),
                            names.join(", ")
                        )
                    }
                });
            }
            None => {
                if let Some(t) = current {
                    self.buried.push(t);
                }
                self.note(|_| format!("A tie at {best}: the treasure is buried."));
            }
        }
        // "All played cards are discarded." and "Aid cards are discarded at the end of Destiny
        // Phase."
        for i in 0..n {
            let p = self.seat_at(i);
            let s = &mut self.seats[usize::from(p)];
            for st in &s.stacks {
                self.discard.extend(st.cards());
            }
            s.stacks.clear();
            s.played = 0;
            self.discard.extend(s.aid.iter());
            s.aid = Default::default();
            self.refresh_powers(p);
        }
        self.overrides.clear();
        if let Some(w) = single
            && self.seats[usize::from(w)].points >= POINTS_TO_WIN
        {
            self.outcome = Some(End {
                winners: Winners::one(w),
                reason: EndReason::FivePoints,
            });
            self.phase = Phase::Over;
            self.note(|g| {
                format!(
                    "{} has {} TP and wins the game.",
                    g.seat_name(w),
                    g.seats[usize::from(w)].points
                )
            });
            return;
        }
        self.leader = (self.leader + 1) % n;
        self.start_round();
    }
}
