//! `Game`: a definition, a seed and the list of actions taken. The table is always what replaying
//! those actions from the seed gives, so undo, redo, saves, share links and bug reports are exact.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::def::{DefError, GameDef};
use crate::limits::{
    LimitError, MAX_TABLE_WORK, action_bytes, action_limit, check_table, fits,
    table_base_bytes as base_bytes, table_size,
};

use super::{Action, Rejection, Table};

/// The version of the saved-game format this build writes.
pub const SAVE_VERSION: u32 = 1;

/// How often (in actions) a copy of the table is kept, so undo never replays more than this.
const CHECKPOINT_EVERY: usize = 32;

/// A game in play: everything needed to rebuild its table exactly.
#[derive(Clone, Debug)]
pub struct Game {
    def: GameDef,
    players: u8,
    seed: u64,
    /// Every action taken, including undone ones still available to redo.
    actions: Vec<Action>,
    /// How many of `actions` are in effect.
    cursor: usize,
    /// The most actions this table holds ([`crate::limits::action_limit`]).
    limit: usize,
    /// What each copy of the table holds before any counter is placed
    /// ([`crate::limits::table_size`]): its counter stacks come on top.
    size: u64,
    /// At least the size of the table's file (its game and every recorded action), kept within
    /// [`MAX_FILE_BYTES`] so that the table can always be exported and opened again.
    bytes: usize,
    table: Table,
    /// `checkpoints[i]` is the table after `i * CHECKPOINT_EVERY` actions, without its log, with
    /// the length its log had. The log only grows, so each copy's log is a prefix of any later
    /// table's on the same actions: kept once (in `table`), the copies stay the size of a table
    /// rather than of the game so far, and memory grows with the game's length, not its square.
    checkpoints: Vec<(Table, usize)>,
}

/// A copy of `table` without its log, with the log's length.
fn checkpoint(table: &mut Table) -> (Table, usize) {
    let log = std::mem::take(&mut table.log);
    let copy = (table.clone(), log.len());
    table.log = log;
    copy
}

/// A saved game: what local storage, game files with a table, and share links hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub def: GameDef,
    pub players: u8,
    pub seed: u64,
    pub actions: Vec<Action>,
    pub cursor: usize,
}

/// Why a saved game could not be opened.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum GameError {
    #[error("the saved game is not valid: {0}")]
    Json(String),
    #[error(
        "the game was saved by a newer Protoplay (save format {found}; this version reads up to {supported})"
    )]
    NewerVersion { found: u64, supported: u32 },
    #[error("the saved game's definition is broken: {0}")]
    Def(#[from] DefError),
    #[error("the saved game cannot be set up: {0}")]
    Setup(Rejection),
    #[error("step {step} of the saved game cannot be replayed: {reason}")]
    Replay { step: usize, reason: Rejection },
    #[error("the saved game says {cursor} steps are in effect but holds only {len}")]
    Cursor { cursor: usize, len: usize },
    #[error("{0}")]
    Limit(#[from] LimitError),
}

impl Game {
    /// A new game of `def` for `players` players from `seed`.
    pub fn new(def: GameDef, players: u8, seed: u64) -> Result<Self, Rejection> {
        let mut table = Table::new(&def, players, seed)?;
        Ok(Self {
            limit: action_limit(&def, players),
            size: table_size(&def, players),
            bytes: base_bytes(&def),
            def,
            players,
            seed,
            actions: Vec::new(),
            cursor: 0,
            checkpoints: vec![checkpoint(&mut table)],
            table,
        })
    }

    pub fn def(&self) -> &GameDef {
        &self.def
    }
    pub fn table(&self) -> &Table {
        &self.table
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The actions in effect, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions[..self.cursor]
    }
    /// Number of actions in effect (the step the table is at).
    pub fn step(&self) -> usize {
        self.cursor
    }
    /// Number of actions recorded, including undone ones.
    pub fn recorded(&self) -> usize {
        self.actions.len()
    }
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.actions.len()
    }

    /// Takes an action. Undone actions that were waiting for redo are dropped, as in any editor.
    /// A table holding the most actions it may ([`crate::limits::action_limit`]) takes no more,
    /// so that its save, file and link can be opened again.
    pub fn apply(&mut self, action: Action) -> Result<(), Rejection> {
        let dropped: usize = self.actions[self.cursor..].iter().map(action_bytes).sum();
        let bytes = (self.bytes - dropped).saturating_add(action_bytes(&action));
        // Counter stacks are copied for undo like cards: a table that has spread counters over
        // thousands of places keeps fewer actions, as one of thousands of cards does.
        let stacks = self.table.stacks.len() as u64;
        let work = (self.cursor as u64 + 1).saturating_mul(self.size.saturating_add(stacks));
        if self.cursor >= self.limit || work > MAX_TABLE_WORK || !fits(bytes) {
            return Err(Rejection::TableFull { limit: self.limit });
        }
        self.table.apply(&self.def, &action)?;
        self.bytes = bytes;
        self.actions.truncate(self.cursor);
        self.checkpoints
            .truncate(self.cursor / CHECKPOINT_EVERY + 1);
        self.actions.push(action);
        self.cursor += 1;
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY) {
            let copy = checkpoint(&mut self.table);
            self.checkpoints.push(copy);
        }
        Ok(())
    }

    /// Steps back one action. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.go_to(self.cursor - 1);
        true
    }

    /// Re-takes the next undone action. Returns false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.actions.len() {
            return false;
        }
        self.go_to(self.cursor + 1);
        true
    }

    /// Moves to the table after `step` actions (clamped to those recorded).
    pub fn go_to(&mut self, step: usize) {
        let step = step.min(self.actions.len());
        // A copy at or before the table now, whose log is a prefix of the table's.
        let base = (step.min(self.cursor) / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let (copy, log_len) = &self.checkpoints[base];
        let mut table = copy.clone();
        debug_assert!(*log_len <= self.table.log.len(), "a copy's log is a prefix");
        table.log = self.table.log.iter().take(*log_len).cloned().collect();
        for (i, action) in self.actions[base * CHECKPOINT_EVERY..step]
            .iter()
            .enumerate()
        {
            let at = base * CHECKPOINT_EVERY + i;
            // Recorded actions were accepted once from the same table, and the table is
            // deterministic, so they are accepted again.
            if table.apply(&self.def, action).is_err() {
                debug_assert!(false, "recorded action {at} was refused on replay");
                break;
            }
            if (at + 1).is_multiple_of(CHECKPOINT_EVERY)
                && self.checkpoints.len() == (at + 1) / CHECKPOINT_EVERY
            {
                self.checkpoints.push(checkpoint(&mut table));
            }
        }
        self.table = table;
        self.cursor = step;
    }

    /// Rebuilds the table from the seed and the actions in effect, ignoring every cached copy.
    pub fn replay(&self) -> Result<Table, GameError> {
        let mut table = Table::new(&self.def, self.players, self.seed).map_err(GameError::Setup)?;
        for (step, action) in self.actions().iter().enumerate() {
            table
                .apply(&self.def, action)
                .map_err(|reason| GameError::Replay {
                    step: step + 1,
                    reason,
                })?;
        }
        Ok(table)
    }

    /// The game as a saved game.
    pub fn save(&self) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            def: self.def.clone(),
            players: self.players,
            seed: self.seed,
            actions: self.actions.clone(),
            cursor: self.cursor,
        }
    }

    /// Rebuilds a game from a save, checking everything: a save that loads replays exactly.
    pub fn load(saved: SavedGame) -> Result<Self, GameError> {
        if saved.version > SAVE_VERSION {
            return Err(GameError::NewerVersion {
                found: u64::from(saved.version),
                supported: SAVE_VERSION,
            });
        }
        saved.def.check()?;
        check_table(&saved)?;
        if saved.cursor > saved.actions.len() {
            return Err(GameError::Cursor {
                cursor: saved.cursor,
                len: saved.actions.len(),
            });
        }
        let mut game = Game::new(saved.def, saved.players, saved.seed).map_err(GameError::Setup)?;
        for (step, action) in saved.actions.into_iter().enumerate() {
            game.apply(action).map_err(|reason| GameError::Replay {
                step: step + 1,
                reason,
            })?;
        }
        game.go_to(saved.cursor);
        Ok(game)
    }

    /// Writes the save as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.save()).unwrap_or_default()
    }

    /// Reads a save from JSON, refusing newer formats before anything else.
    pub fn from_json(text: &str) -> Result<Self, GameError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| GameError::Json(e.to_string()))?;
        if let Some(v) = value.get("version").and_then(|v| v.as_u64())
            && v > u64::from(SAVE_VERSION)
        {
            return Err(GameError::NewerVersion {
                found: v,
                supported: SAVE_VERSION,
            });
        }
        if let Some(f) = value
            .get("def")
            .and_then(|d| d.get("format"))
            .and_then(|f| f.as_u64())
            && f > u64::from(crate::def::FORMAT_VERSION)
        {
            return Err(GameError::Def(DefError::NewerFormat {
                found: f,
                supported: crate::def::FORMAT_VERSION,
            }));
        }
        let saved: SavedGame =
            serde_json::from_value(value).map_err(|e| GameError::Json(e.to_string()))?;
        Game::load(saved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "A table's memory grows with the square of its length": the copies kept for undo hold
    /// no log (the game's one log is the table's), so what a game holds grows with its length;
    /// and undo, redo and a jump anywhere still give the table a replay gives.
    #[test]
    fn the_copies_kept_for_undo_hold_no_log() {
        let def = crate::rules::shipped_def::<crate::rules::destiny::DestinyGame>().expect("ships");
        assert!(!def.phases.is_empty(), "phases to step through");
        let mut g = Game::new(def, 2, 5).expect("sets up");
        for _ in 0..1000 {
            g.apply(Action::NextPhase).expect("next phase");
        }
        let logged = g.table().log.len();
        assert!(logged >= 1000, "each step logged");
        let held: usize = g.checkpoints.iter().map(|(t, _)| t.log.len()).sum();
        assert_eq!(held, 0, "no copy holds a log");
        assert_eq!(g.checkpoints.len(), 1000 / CHECKPOINT_EVERY + 1);
        for _ in 0..70 {
            assert!(g.undo());
        }
        assert_eq!(g.table(), &g.replay().expect("replays"));
        for _ in 0..40 {
            assert!(g.redo());
        }
        assert_eq!(g.table(), &g.replay().expect("replays"));
        g.go_to(3);
        g.go_to(999);
        assert_eq!(g.table(), &g.replay().expect("replays"));
        g.go_to(1000);
        assert_eq!(g.table().log.len(), logged);
    }
}
