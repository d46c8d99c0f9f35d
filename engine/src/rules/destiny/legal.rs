//! Which moves are legal now and why one is refused: the rules of each phase and each power,
//! as the table asks them before a move is made (see `phases` for what a move does).

use super::cards::{Alignment, Card, Character, Kind};
use super::moves::{DestinyError, Move};
use super::state::{
    ALCHEMIST, ASSASSIN, DestinyGame, JESTER, MERCHANT, ORACLE, Phase, Power, Stack, THIEF,
};
use crate::rules::RuledGame;

impl DestinyGame {
    /// Whether `m` is legal now.
    pub fn is_legal(&self, m: Move) -> bool {
        self.to_move().is_some_and(|p| self.check(p, m).is_ok())
    }

    /// Whether the player to act may say they are done: [`Move::Done`] is legal (the quick
    /// form of `is_legal(Move::Done)`).
    #[inline]
    pub fn may_finish(&self) -> bool {
        self.pending_discard.is_none() && self.phase.ends_with_done() && self.to_move().is_some()
    }

    /// Whether the player could do anything but `Done` now.
    pub(crate) fn has_choice(&self, p: u8) -> bool {
        let mut any = false;
        self.each_legal(p, |m| {
            if m == Move::Done {
                true
            } else {
                any = true;
                false
            }
        });
        any
    }

    fn can_draw(&self) -> bool {
        !self.deck.is_empty() || !self.discard.is_empty()
    }

    #[inline]
    fn fits(&self, p: u8, card: Card, played: u8) -> bool {
        self.alignment_for(p, card)
            .is_some_and(|a| a.opposed_bit() & played == 0)
    }

    /// Calls `f` with each legal move of player `p` until it returns false.
    pub(crate) fn each_legal(&self, p: u8, mut f: impl FnMut(Move) -> bool) {
        let s = &self.seats[usize::from(p)];
        let n = self.players();
        if self.pending_discard.is_some() {
            for c in s.hand.iter() {
                if !f(Move::Discard(c)) {
                    return;
                }
            }
            return;
        }
        match self.phase {
            Phase::Setup => {
                // Characters have their ids by the layout, whatever the data: their mask is a
                // constant, cheaper than the data's (asked after every move).
                for c in self.seats[usize::from(p)].hand.characters().iter() {
                    if !f(Move::ChooseCharacter(c)) {
                        return;
                    }
                }
                return;
            }
            Phase::FirstAid | Phase::SecondAid => {
                for c in self.seats[usize::from(p)].hand.characters().iter() {
                    if !f(Move::PlayAid(c)) {
                        return;
                    }
                }
            }
            Phase::Hit => {
                for c in s.hand.iter() {
                    if !f(Move::Discard(c)) {
                        return;
                    }
                }
            }
            Phase::Action => {
                if self.can_use(p, THIEF) {
                    for q in (0..n).filter(|&q| q != p) {
                        if !self.seats[usize::from(q)].hand.is_empty()
                            && !f(Move::Steal { from: q })
                        {
                            return;
                        }
                    }
                }
                if self.can_use(p, JESTER) {
                    for a in (0..n).filter(|&a| a != p) {
                        for b in (a + 1..n).filter(|&b| b != p) {
                            if !self.seats[usize::from(a)].hand.is_empty()
                                && !self.seats[usize::from(b)].hand.is_empty()
                                && !f(Move::Jest { a, b })
                            {
                                return;
                            }
                        }
                    }
                }
                if self.can_draw() {
                    if self.can_use(p, MERCHANT) && !f(Move::Trade) {
                        return;
                    }
                    if self.can_use(p, Power::MagicTome) && !f(Move::ReadTome) {
                        return;
                    }
                }
                if self.can_use(p, ORACLE) && !f(Move::Foresee) {
                    return;
                }
                if self.can_use(p, Power::CrystalBall) && !f(Move::GazeIntoBall) {
                    return;
                }
                if self.can_use(p, ASSASSIN) {
                    for q in (0..n).filter(|&q| q != p) {
                        for c in self.seats[usize::from(q)].aid.iter() {
                            if !f(Move::Assassinate { target: c }) {
                                return;
                            }
                        }
                    }
                }
                if self.can_use(p, ALCHEMIST) {
                    for c in s.hand.iter() {
                        let Some(from) = self.base_alignment(c) else {
                            continue;
                        };
                        for to in Alignment::ALL {
                            if to != from && !f(Move::Transmute { card: c, to }) {
                                return;
                            }
                        }
                    }
                }
            }
            Phase::Base => {
                let played = self.played_alignments(p);
                for c in self.hand_of(p, Kind::Base).iter() {
                    if self.fits(p, c, played) && !f(Move::PlayBase(c)) {
                        return;
                    }
                }
            }
            Phase::Bonus => {
                if !s.has(Character::Dragon) {
                    let played = self.played_alignments(p);
                    let rogue = s.has(Character::Rogue);
                    for c in self.hand_of(p, Kind::Bonus).iter() {
                        if !self.fits(p, c, played) {
                            continue;
                        }
                        for st in &s.stacks {
                            let room = st.bonus.is_none() || (rogue && st.bonus2.is_none());
                            if room
                                && !f(Move::PlayBonus {
                                    card: c,
                                    base: st.base,
                                })
                            {
                                return;
                            }
                        }
                    }
                }
            }
            Phase::Multiplier => {
                let played = self.played_alignments(p);
                let dragon = s.has(Character::Dragon);
                for c in self.hand_of(p, Kind::Multiplier).iter() {
                    if !self.fits(p, c, played) {
                        continue;
                    }
                    for st in &s.stacks {
                        let room = st.bonus2.is_none()
                            && (st.multiplier.is_none() || (dragon && st.multiplier2.is_none()));
                        if room
                            && !f(Move::PlayMultiplier {
                                card: c,
                                base: st.base,
                            })
                        {
                            return;
                        }
                    }
                }
            }
            _ => return,
        }
        f(Move::Done);
    }

    fn need(&self, p: u8, power: Power) -> Result<(), DestinyError> {
        if self.can_use(p, power) {
            return Ok(());
        }
        let s = &self.seats[usize::from(p)];
        if s.used & power.bit() != 0 {
            Err(DestinyError::PowerUsed(power.name()))
        } else {
            Err(DestinyError::NoPower(power.name()))
        }
    }

    /// Why `m` is not legal for player `p` now, if it is not.
    #[inline(always)]
    pub(crate) fn check(&self, p: u8, m: Move) -> Result<(), DestinyError> {
        let s = &self.seats[usize::from(p)];
        let n = self.players();
        let in_hand = |c: Card| -> Result<(), DestinyError> {
            if !c.is_valid() {
                Err(DestinyError::NoSuchCard(c.0))
            } else if !s.hand.contains(c) {
                Err(DestinyError::NotInHand(c))
            } else {
                Ok(())
            }
        };
        let kind = |c: Card, k: Kind| -> Result<(), DestinyError> {
            if self.data.kind(c) == k {
                Ok(())
            } else {
                Err(DestinyError::WrongKind {
                    card: c,
                    wanted: k.name(),
                })
            }
        };
        let phase = |ok: bool| -> Result<(), DestinyError> {
            if ok {
                Ok(())
            } else {
                Err(DestinyError::WrongPhase {
                    phase: self.phase.name(),
                })
            }
        };
        let seat_ok = |q: u8| -> Result<(), DestinyError> {
            if q < n {
                Ok(())
            } else {
                Err(DestinyError::NoSuchSeat(q))
            }
        };
        let fits = |c: Card| -> Result<(), DestinyError> {
            let played = self.played_alignments(p);
            match self.alignment_for(p, c) {
                Some(a) if a.opposed_bit() & played != 0 => Err(DestinyError::Opposed {
                    card: c,
                    alignment: a.name(),
                    against: a.opposite().map_or("?", Alignment::name),
                }),
                _ => Ok(()),
            }
        };
        let stack = |base: Card| -> Result<&Stack, DestinyError> {
            s.stack_of(base).ok_or(DestinyError::NoSuchBase(base))
        };
        if let Some(pw) = self.pending_discard {
            return match m {
                Move::Discard(c) => in_hand(c),
                _ => Err(DestinyError::MustDiscard(pw.name())),
            };
        }
        let action = self.phase == Phase::Action;
        match m {
            Move::ChooseCharacter(c) => {
                phase(self.phase == Phase::Setup)?;
                in_hand(c)?;
                kind(c, Kind::Character)
            }
            Move::PlayAid(c) => {
                phase(matches!(self.phase, Phase::FirstAid | Phase::SecondAid))?;
                in_hand(c)?;
                kind(c, Kind::Character)
            }
            Move::Discard(c) => {
                phase(self.phase == Phase::Hit)?;
                in_hand(c)
            }
            Move::PlayBase(c) => {
                phase(self.phase == Phase::Base)?;
                in_hand(c)?;
                kind(c, Kind::Base)?;
                fits(c)
            }
            Move::PlayBonus { card, base } => {
                phase(self.phase == Phase::Bonus)?;
                in_hand(card)?;
                kind(card, Kind::Bonus)?;
                if s.has(Character::Dragon) {
                    return Err(DestinyError::DragonNoBonus);
                }
                let st = stack(base)?;
                if st.bonus.is_some() && (!s.has(Character::Rogue) || st.bonus2.is_some()) {
                    return Err(DestinyError::BonusTaken(base));
                }
                fits(card)
            }
            Move::PlayMultiplier { card, base } => {
                phase(self.phase == Phase::Multiplier)?;
                in_hand(card)?;
                kind(card, Kind::Multiplier)?;
                let st = stack(base)?;
                if st.bonus2.is_some() {
                    return Err(DestinyError::RogueNoMultiplier(base));
                }
                if st.multiplier.is_some()
                    && (!s.has(Character::Dragon) || st.multiplier2.is_some())
                {
                    return Err(DestinyError::MultiplierTaken(base));
                }
                fits(card)
            }
            Move::Steal { from } => {
                phase(action)?;
                self.need(p, THIEF)?;
                seat_ok(from)?;
                if from == p {
                    return Err(DestinyError::BadTarget("steal from an opponent"));
                }
                if self.seats[usize::from(from)].hand.is_empty() {
                    return Err(DestinyError::BadTarget("that player has no cards in hand"));
                }
                Ok(())
            }
            Move::Jest { a, b } => {
                phase(action)?;
                self.need(p, JESTER)?;
                seat_ok(a)?;
                seat_ok(b)?;
                if a == p || b == p {
                    return Err(DestinyError::BadTarget("the Jester picks 2 other players"));
                }
                if a >= b {
                    return Err(DestinyError::BadTarget(
                        "name 2 different players, the lower seat first",
                    ));
                }
                if self.seats[usize::from(a)].hand.is_empty()
                    || self.seats[usize::from(b)].hand.is_empty()
                {
                    return Err(DestinyError::BadTarget(
                        "both players need a card in hand to give",
                    ));
                }
                Ok(())
            }
            Move::Trade | Move::ReadTome => {
                phase(action)?;
                self.need(
                    p,
                    if m == Move::Trade {
                        MERCHANT
                    } else {
                        Power::MagicTome
                    },
                )?;
                if self.can_draw() {
                    Ok(())
                } else {
                    Err(DestinyError::NothingToDraw)
                }
            }
            Move::Foresee => {
                phase(action)?;
                self.need(p, ORACLE)
            }
            Move::GazeIntoBall => {
                phase(action)?;
                self.need(p, Power::CrystalBall)
            }
            Move::Assassinate { target } => {
                phase(action)?;
                self.need(p, ASSASSIN)?;
                if !target.is_valid() {
                    return Err(DestinyError::NoSuchCard(target.0));
                }
                let theirs = self
                    .seats
                    .iter()
                    .enumerate()
                    .any(|(q, o)| q != usize::from(p) && o.aid.contains(target));
                if theirs {
                    Ok(())
                } else {
                    Err(DestinyError::BadTarget(
                        "the Assassin targets an Aid card of another player",
                    ))
                }
            }
            Move::Transmute { card, to } => {
                phase(action)?;
                self.need(p, ALCHEMIST)?;
                in_hand(card)?;
                let Some(from) = self.base_alignment(card) else {
                    return Err(DestinyError::WrongKind {
                        card,
                        wanted: "Base, Bonus or Multiplier",
                    });
                };
                if from == to {
                    return Err(DestinyError::SameAlignment {
                        card,
                        alignment: to.name(),
                    });
                }
                Ok(())
            }
            Move::Done => phase(self.phase.ends_with_done()),
        }
    }
}
