//! Undo and redo for a Deity game, as plain functions on the save (seed + settings + moves), so
//! they are tested natively. A game is its seed plus its moves (the log is the truth), so undo
//! truncates the moves and replays; nothing else is stored.
//!
//! Undo goes back to the last decision a *person* took: the bot moves that followed it are
//! undone with it, or the bots would at once play again and undo would seem to do nothing.
//! Redo keeps only the person's undone moves: bots choose from a seed fixed by the game's seed
//! and the move number ([`super::deity::bot_seed`]), so replaying the person's move and letting
//! the bots answer gives back exactly the game that was undone.

use protoplay_engine::rules::deity::{DeityGame, Move, Seat};

use super::deity::{DeitySave, SeatKind, bot_seed};

/// Why undo or redo did nothing, in words for the notice line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistoryError {
    /// No person has moved yet (only bots, or nothing at all).
    NothingToUndo,
    NothingToRedo,
    /// The saved moves no longer replay (a damaged save); the message says where.
    Replay(String),
}

impl std::fmt::Display for HistoryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HistoryError::NothingToUndo => {
                write!(f, "Nothing to undo: no person has made a move yet.")
            }
            HistoryError::NothingToRedo => write!(f, "Nothing to redo."),
            HistoryError::Replay(why) => write!(f, "Undo is not possible: {why}."),
        }
    }
}

/// The bot move due now, if a bot is to move: the same choice every time for the same save.
pub fn next_bot_move(save: &DeitySave, g: &DeityGame) -> Option<Move> {
    let who = g.to_move()?;
    let kind = save.seats.get(usize::from(who))?.bot()?;
    let legal = g.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let mut bot = kind.make(bot_seed(save.seed, save.moves.len()));
    let i = bot.choose(g, &legal).min(legal.len() - 1);
    legal.get(i).cloned()
}

impl DeitySave {
    fn players(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(0)
    }

    fn is_person(&self, seat: Seat) -> bool {
        self.seats.get(usize::from(seat)) == Some(&SeatKind::Human)
    }

    /// Index of the last move a person made, found by replaying (who moved is not stored).
    fn last_person_move(&self) -> Result<Option<usize>, HistoryError> {
        let mut g = DeityGame::new(self.seed, self.players(), self.variants.clone())
            .map_err(|e| HistoryError::Replay(e.to_string()))?;
        g.set_logging(false);
        let mut last = None;
        for (i, mv) in self.moves.iter().enumerate() {
            if g.to_move().is_some_and(|s| self.is_person(s)) {
                last = Some(i);
            }
            g.apply(mv.clone())
                .map_err(|e| HistoryError::Replay(format!("move {} was refused ({e})", i + 1)))?;
        }
        Ok(last)
    }

    /// Whether there is a person's move to undo (cheap: no replay, so a bot-only game with
    /// moves says yes and undo then explains).
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() && self.seats.contains(&SeatKind::Human)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last person's move and every bot move after it; returns the game as it
    /// was when that person had to decide.
    pub fn undo(&mut self) -> Result<DeityGame, HistoryError> {
        let at = self
            .last_person_move()?
            .ok_or(HistoryError::NothingToUndo)?;
        let mut undone = self.moves.split_off(at);
        // The person's move first; the bots' answers are not kept (redo replays them).
        undone.truncate(1);
        self.redo.extend(undone);
        self.rebuild_now()
    }

    /// Plays the last undone move of a person again, then the bots' answers, as they were.
    pub fn redo(&mut self) -> Result<DeityGame, HistoryError> {
        let mv = self.redo.pop().ok_or(HistoryError::NothingToRedo)?;
        let mut g = self.rebuild_now()?;
        if let Err(e) = g.apply(mv.clone()) {
            // The redo list belongs to another line of play: drop it rather than keep a move
            // that cannot be made.
            self.redo.clear();
            return Err(HistoryError::Replay(format!(
                "the move to redo is refused ({e})"
            )));
        }
        self.moves.push(mv);
        while let Some(bot) = next_bot_move(self, &g) {
            if g.apply(bot.clone()).is_err() {
                break;
            }
            self.moves.push(bot);
        }
        Ok(g)
    }

    fn rebuild_now(&self) -> Result<DeityGame, HistoryError> {
        self.rebuild()
            .map_err(|e| HistoryError::Replay(e.0.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::deity::{Loaded, parse};
    use protoplay_engine::rules::deity::{BotKind, Variants, WorldBuilding};

    /// A person (seat 1) against the heuristic bot; the person plays the heuristic bot's choice
    /// with another seed, and the bot's moves come from `next_bot_move`, as in the app.
    fn played(person_moves: usize) -> (DeitySave, DeityGame) {
        let v = Variants {
            world: WorldBuilding::Generated,
            ..Variants::default()
        };
        let mut s = DeitySave::new(85, vec![SeatKind::Human, SeatKind::Heuristic], v.clone());
        let mut g = DeityGame::new(85, 2, v).expect("game");
        let mut me = BotKind::Heuristic.make(99);
        let mut made = 0;
        while made < person_moves && !g.is_over() {
            let mv = match next_bot_move(&s, &g) {
                Some(bot) => bot,
                None => {
                    made += 1;
                    let legal = g.legal_moves();
                    legal[me.choose(&g, &legal)].clone()
                }
            };
            g.apply(mv.clone()).expect("legal");
            s.moves.push(mv);
        }
        // The bots answer the last move, as `run_bots` does.
        while let Some(bot) = next_bot_move(&s, &g) {
            g.apply(bot.clone()).expect("legal");
            s.moves.push(bot);
        }
        (s, g)
    }

    #[test]
    fn undo_returns_to_the_persons_last_decision_with_the_bots_moves_undone() {
        let (mut s, g) = played(12);
        let before = s.moves.len();
        let back = s.undo().expect("undoes");
        assert!(s.moves.len() < before);
        // The person decides again, and no bot move is left to play.
        assert_eq!(back.to_move(), Some(0));
        assert!(next_bot_move(&s, &back).is_none());
        assert_eq!(back, s.rebuild().expect("replays"));
        assert_eq!(s.redo.len(), 1);
        // Redo gives back the very same game, bots' answers included.
        let again = s.redo().expect("redoes");
        assert_eq!(again, g);
        assert_eq!(s.moves.len(), before);
        assert!(s.redo.is_empty());
        assert_eq!(s.redo(), Err(HistoryError::NothingToRedo));
    }

    #[test]
    fn undo_twice_then_redo_twice_is_the_identity() {
        let (mut s, g) = played(20);
        let start = s.clone();
        let one = s.undo().expect("undo 1");
        let two = s.undo().expect("undo 2");
        assert_ne!(one, two);
        assert_eq!(s.redo().expect("redo 1"), one);
        assert_eq!(s.redo().expect("redo 2"), g);
        assert_eq!(s, start);
    }

    #[test]
    fn an_undone_game_saves_and_loads_as_it_is_shown() {
        let (mut s, _) = played(15);
        let shown = s.undo().expect("undoes");
        let text = serde_json::to_string(&s).expect("json");
        match parse(Some(&text)) {
            Loaded::Game(back, g) => {
                assert_eq!(back, s);
                assert_eq!(*g, shown);
                // Redo still works after a reload.
                let mut back = back;
                assert!(back.redo().is_ok());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn undo_all_the_way_back_then_says_there_is_nothing_left() {
        let (mut s, _) = played(3);
        let mut undone = 0;
        while s.undo().is_ok() {
            undone += 1;
        }
        assert_eq!(undone, 3);
        assert_eq!(s.undo(), Err(HistoryError::NothingToUndo));
        assert!(
            HistoryError::NothingToUndo
                .to_string()
                .starts_with("Nothing to undo")
        );
        // Only bot moves are left (the bot moved first), and they stay.
        let g = s.rebuild().expect("replays");
        assert_eq!(g.to_move(), Some(0));
    }

    #[test]
    fn a_game_of_bots_only_has_nothing_to_undo() {
        let v = Variants {
            world: WorldBuilding::Generated,
            ..Variants::default()
        };
        let mut s = DeitySave::new(3, vec![SeatKind::Heuristic, SeatKind::Random], v);
        let mut g = s.rebuild().expect("game");
        for _ in 0..50 {
            let mv = next_bot_move(&s, &g).expect("a bot moves");
            g.apply(mv.clone()).expect("legal");
            s.moves.push(mv);
        }
        assert!(!s.can_undo());
        assert_eq!(s.undo(), Err(HistoryError::NothingToUndo));
        assert_eq!(s.moves.len(), 50, "nothing taken back");
    }

    #[test]
    fn a_new_move_after_undo_is_kept_apart_from_redo_by_the_store() {
        // The store clears `redo` on a fresh move; a stale redo entry that no longer fits is
        // refused with a message and dropped, never applied.
        let (mut s, _) = played(6);
        s.undo().expect("undoes");
        s.redo = vec![Move::PressOn];
        match s.redo() {
            Err(HistoryError::Replay(why)) => assert!(why.contains("refused"), "{why}"),
            other => panic!("{other:?}"),
        }
        assert!(s.redo.is_empty());
    }
}
