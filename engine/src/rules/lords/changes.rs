//! How a Lords of Hell table changes: the log lines, dice and card moves every phase uses, the
//! end of the game with its oath cards and winners, and the dispatch of a legal move to the
//! phase that makes it, with the moves made for a seat that has no choice. The phases
//! themselves are in `turn`, `combat`, `trade` and their neighbours; this is what they share.

use super::state::{CardId, Lords, Move, Step};
use crate::rules::{LogEntry, Outcome, RuledGame, Seat, Winners, and_list, seat_label};

impl Lords {
    /// Logs a line (when recording): the words are made only then.
    pub(super) fn say(&mut self, player: Option<Seat>, text: impl FnOnce(&Self) -> String) {
        self.log_line(player, Vec::new(), text);
    }

    /// Logs a line with dice.
    pub(super) fn say_dice(
        &mut self,
        player: Option<Seat>,
        dice: Vec<u8>,
        text: impl FnOnce(&Self) -> String,
    ) {
        self.last_roll = dice.clone();
        self.log_line(player, dice, text);
    }

    fn log_line(
        &mut self,
        player: Option<Seat>,
        dice: Vec<u8>,
        text: impl FnOnce(&Self) -> String,
    ) {
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
        let mut out: Vec<CardId> = Vec::with_capacity(cards.len());
        for &c in cards {
            let row = self.data.card(c).row;
            if !out.iter().any(|&o| self.data.card(o).row == row) {
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
