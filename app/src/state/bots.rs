//! Bots that think off the page's thread. A ruled table's bot moves are decided in a worker
//! (the page's own program, as the simulation's workers are): the page sends the table's save,
//! the worker plays the bots from it for a short while or until a person must decide, and sends
//! back the moves they made, which the page makes on its table (`DynSession::play_bot_moves`).
//! A search bot can think for seconds over one move; the page meanwhile stays responsive, says
//! who is thinking, and lets the person undo or leave (a late answer for a table that has
//! changed is dropped).
//!
//! This module holds the messages and the worker's side, which the native tests run; the page's
//! side is in [`super::ruled`].

use protoplay_engine::rules::registry;
use protoplay_engine::rules::{SavedMove, SessionSave};
use serde::{Deserialize, Serialize};

/// Milliseconds of bot moves the worker makes before it answers: short, so a long run of bot
/// moves shows on the table as it goes.
pub const THINK_MS: f64 = 40.0;

/// The page asks the worker for the bots' moves at a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// The page's number for this question, echoed in the answer.
    pub bots: u64,
    pub save: SessionSave,
}

/// The worker's answer: the moves the bots made from the save's cursor, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    pub bots: u64,
    #[serde(default)]
    pub moves: Vec<SavedMove>,
    /// Why the bots could not move (the save would not load, say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The worker's side: loads the table (its game's rules already loaded) and lets the bots move
/// for about [`THINK_MS`], at least one move, or until a person must decide or the game ends.
pub fn think(req: &BotRequest, now: &mut dyn FnMut() -> f64) -> BotReply {
    let start = now();
    let answer = |moves, error| BotReply {
        bots: req.bots,
        moves,
        error,
    };
    let mut table = match registry::load(&req.save) {
        Ok(t) => t,
        Err(e) => return answer(Vec::new(), Some(e.to_string())),
    };
    let from = req.save.cursor;
    while table.run_bots(1) > 0 && now() - start < THINK_MS {}
    let save = table.save();
    answer(save.moves[from..save.cursor].to_vec(), None)
}

/// Reads a message in the worker: a question about bots, or `None` for any other message.
pub fn read_request(text: &str) -> Option<BotRequest> {
    super::from_json(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::rules::{SeatKind, SessionSetup, VariantValues};

    fn table(seats: Vec<SeatKind>) -> SessionSave {
        let setup = SessionSetup {
            seats,
            seed: 11,
            variants: VariantValues::default(),
            hot_seat: false,
        };
        registry::game("destiny")
            .expect("destiny")
            .start(None, setup)
            .expect("starts")
            .save()
    }

    #[test]
    fn the_worker_answers_with_the_moves_the_pages_own_bots_would_make() {
        let save = table(vec![SeatKind::Person, SeatKind::Bot("greedy".into())]);
        let mut page = registry::load(&save).expect("loads");
        let mut own = registry::load(&save).expect("loads");
        // A clock that never moves: the bots play until a person must decide.
        let mut clock = || 0.0;
        let mut asked = 0;
        while page.outcome().is_none() && asked < 200 {
            if page.bot_to_move().is_some() {
                let req = BotRequest {
                    bots: asked,
                    save: page.save(),
                };
                let text = serde_json::to_string(&req).expect("a request");
                let reply = think(&read_request(&text).expect("read back"), &mut clock);
                assert_eq!((reply.bots, &reply.error), (asked, &None));
                assert!(!reply.moves.is_empty());
                page.play_bot_moves(&reply.moves).expect("the bots' moves");
                own.run_bots(usize::MAX);
                assert_eq!(page.save(), own.save());
                assert!(page.bot_to_move().is_none(), "a person decides next");
            } else {
                page.play_choice(0, &[]).expect("a choice");
                own.play_choice(0, &[]).expect("a choice");
            }
            asked += 1;
        }
        assert!(page.outcome().is_some(), "the game ended");
    }

    #[test]
    fn a_worker_out_of_time_answers_with_one_move_at_least() {
        let save = table(vec![SeatKind::Bot("greedy".into()); 2]);
        // Each look at the clock is a second later: the worker is always out of time.
        let mut t = 0.0;
        let mut clock = move || {
            t += 1000.0;
            t
        };
        let reply = think(&BotRequest { bots: 1, save }, &mut clock);
        assert_eq!(reply.moves.len(), 1);
    }

    #[test]
    fn a_save_the_worker_cannot_load_is_answered_in_words() {
        let mut save = table(vec![SeatKind::Bot("greedy".into()); 2]);
        save.version += 1;
        let reply = think(&BotRequest { bots: 3, save }, &mut || 0.0);
        assert!(reply.moves.is_empty());
        assert!(reply.error.expect("an error").contains("newer"));
        // A simulation's request is not a question about bots.
        assert_eq!(read_request(r#"{"run":1,"first":0,"count":5}"#), None);
    }
}
