//! Turn links on the store's side: bringing a link's moves into the library and the open
//! table, and who the person at this browser is at a table played by links.

use leptos::prelude::*;
use protoplay_engine::import::{TurnError, TurnLink};
use protoplay_engine::table::Game;

use super::super::library::{TableEntry, TableSave, Turns, new_tag};
use super::super::turns::{self, Brought};
use super::{AppStore, Screen};

/// How many lines the log of a table had at its point in `entry` (`None` if it cannot be
/// replayed here).
fn log_len(entry: &TableEntry) -> Option<usize> {
    match &entry.save {
        TableSave::Free(saved) => Game::load(saved.clone()).ok().map(|g| g.table().log.len()),
        TableSave::Ruled(save) => protoplay_engine::rules::registry::load(save)
            .ok()
            .map(|s| s.log().len()),
    }
}

impl AppStore {
    /// Brings a turn link's table into the library (see `state::turns`), saves what changed
    /// and opens the table it went into. A table this browser does not hold is returned for
    /// the import dialog.
    pub fn bring_turn(&self, link: &TurnLink) -> Result<Brought, TurnError> {
        let mut lib = self.library.get_untracked();
        let before = lib.clone();
        let (brought, changed) = turns::bring_turn(&mut lib, link, js_sys::Date::now())?;
        for id in &changed {
            if let Some(entry) = lib.table(id).cloned() {
                self.save_table(entry);
            }
        }
        if let Some(id) = brought.id() {
            let highlight = match &brought {
                Brought::Forward { id, .. } => before.table(id).and_then(log_len),
                _ => None,
            };
            self.open_table(id);
            self.arrived
                .set(highlight.map(|from| (id.to_string(), from)));
        }
        Ok(brought)
    }

    /// Whether log line `index` of the open table was written by the moves a turn link just
    /// brought (they are highlighted). Tracked.
    pub fn arrived_line(&self, index: usize) -> bool {
        self.arrived.with(|a| {
            a.as_ref().is_some_and(|(id, from)| {
                index >= *from && self.table_id.with(|t| t.as_deref() == Some(id.as_str()))
            })
        })
    }

    /// A table just imported from a turn link keeps the table's identity, so the next links
    /// come back into it.
    pub fn adopt_turns(&self, id: &str, turns: Turns) {
        if let Some(mut entry) = self.library.with_untracked(|l| l.table(id).cloned()) {
            entry.turns = Some(turns);
            self.save_table(entry);
        }
    }

    /// The identity of table `id` for turn links, given (and saved) the first time it is sent.
    pub fn turn_identity(&self, id: &str) -> Option<(TableEntry, Turns)> {
        let mut entry = self.library.with_untracked(|l| l.table(id).cloned())?;
        if let Some(turns) = entry.turns.clone() {
            return Some((entry, turns));
        }
        let turns = turns::identity(&entry, &new_tag(js_sys::Math::random));
        entry.turns = Some(turns.clone());
        self.save_table(entry.clone());
        Some((entry, turns))
    }

    /// "I am Player 2" at table `id` (or nobody in particular): kept with the table in this
    /// browser, and the open free table drawn for that seat alone.
    pub fn set_me(&self, id: &str, me: Option<u8>) {
        let Some((mut entry, mut turns)) = self.turn_identity(id) else {
            return;
        };
        turns.me = me;
        entry.turns = Some(turns);
        self.save_table(entry);
        if self.table_id.with_untracked(|t| t.as_deref() == Some(id)) {
            self.me.set(me);
            if self.screen.get_untracked() == Screen::Table {
                self.seated.set(me);
                self.viewer.set(me);
                self.pass_to.set(None);
                self.selection.set(None);
                if me.is_none() {
                    self.cover_if_needed();
                }
            }
        }
    }
}
