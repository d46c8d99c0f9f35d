//! Tabs writing one table at the same moment, over a model of local storage as Chromium keeps
//! it: each tab reads and writes its own copy of storage; the browser takes each tab's writes in
//! the order they arrive, then brings the other tabs' copies up to date (unless they have a write
//! of that key on its way, which will land after) and queues a `storage` event in each. So two
//! tabs can each write over the other without having seen it, which `MemoryKv` cannot play.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::rc::Rc;

use proptest::prelude::*;
use protoplay_engine::table::{Action, Game};

use super::keys::table_key;
use super::kv::{KeyValue, WriteError};
use super::merge::contains;
use super::tests::{draw, roll, starter};
use super::{Remote, SaveOutcome, Vault};
use crate::state::library::{Library, TableEntry, TableSave};

/// One tab's side of storage.
#[derive(Default)]
struct TabSide {
    copy: BTreeMap<String, String>,
    /// How many of this tab's writes of each key the browser has not taken yet.
    pending: HashMap<String, usize>,
    /// `storage` events not yet dispatched to this tab: key and new value.
    events: VecDeque<(String, Option<String>)>,
}

/// The browser: what it stores, the writes on their way to it, and each tab's side.
#[derive(Default)]
struct Browser {
    stored: BTreeMap<String, String>,
    in_flight: VecDeque<(usize, String, Option<String>)>,
    tabs: Vec<TabSide>,
}

impl Browser {
    /// A new tab, which reads storage as it is now.
    fn open_tab(browser: &Rc<RefCell<Browser>>) -> TabKv {
        let mut b = browser.borrow_mut();
        let copy = b.stored.clone();
        b.tabs.push(TabSide {
            copy,
            ..TabSide::default()
        });
        TabKv {
            browser: Rc::clone(browser),
            tab: b.tabs.len() - 1,
        }
    }

    /// The browser takes tab `from`'s oldest write on its way, if it has one.
    fn take_from(&mut self, from: usize) -> bool {
        let Some(at) = self.in_flight.iter().position(|(t, _, _)| *t == from) else {
            return false;
        };
        let Some((from, key, value)) = self.in_flight.remove(at) else {
            return false;
        };
        match &value {
            Some(v) => self.stored.insert(key.clone(), v.clone()),
            None => self.stored.remove(&key),
        };
        for (i, tab) in self.tabs.iter_mut().enumerate() {
            if i == from {
                let left = tab
                    .pending
                    .get(&key)
                    .copied()
                    .unwrap_or(0)
                    .saturating_sub(1);
                if left == 0 {
                    tab.pending.remove(&key);
                } else {
                    tab.pending.insert(key.clone(), left);
                }
                continue;
            }
            if !tab.pending.contains_key(&key) {
                match &value {
                    Some(v) => tab.copy.insert(key.clone(), v.clone()),
                    None => tab.copy.remove(&key),
                };
            }
            tab.events.push_back((key.clone(), value.clone()));
        }
        true
    }

    fn send(&mut self, tab: usize, key: &str, value: Option<&str>) {
        let side = &mut self.tabs[tab];
        match value {
            Some(v) => side.copy.insert(key.to_string(), v.to_string()),
            None => side.copy.remove(key),
        };
        *side.pending.entry(key.to_string()).or_default() += 1;
        self.in_flight
            .push_back((tab, key.to_string(), value.map(str::to_string)));
    }
}

/// Local storage as one tab sees it.
struct TabKv {
    browser: Rc<RefCell<Browser>>,
    tab: usize,
}

impl KeyValue for TabKv {
    fn keys(&self) -> Result<Vec<String>, String> {
        Ok(self.browser.borrow().tabs[self.tab]
            .copy
            .keys()
            .cloned()
            .collect())
    }
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.browser.borrow().tabs[self.tab].copy.get(key).cloned())
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), WriteError> {
        self.browser.borrow_mut().send(self.tab, key, Some(value));
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), String> {
        self.browser.borrow_mut().send(self.tab, key, None);
        Ok(())
    }
}

/// A tab with one table on screen, as the page holds it.
struct Tab {
    vault: Vault<TabKv>,
    library: Library,
    open: String,
    /// Every version of a table this tab made by acting: each must be kept somewhere.
    made: Vec<TableEntry>,
}

impl Tab {
    fn open(browser: &Rc<RefCell<Browser>>, tag: &str, table: &str) -> Tab {
        let opened = Vault::open(Browser::open_tab(browser), tag);
        assert!(opened.problems.is_empty(), "{:?}", opened.problems);
        Tab {
            vault: opened.vault,
            library: opened.library,
            open: table.to_string(),
            made: Vec::new(),
        }
    }

    fn index(&self) -> usize {
        self.vault.kv().tab
    }

    /// Acts at the table on screen and saves, as the page does after every action. An action
    /// the table refuses (a draw from an empty deck) changes nothing.
    fn act(&mut self, action: Action) {
        let entry = self.library.table(&self.open).expect("on screen").clone();
        let mut game = Game::load(entry.free().expect("free").clone()).expect("loads");
        if game.apply(action).is_err() {
            return;
        }
        let mine = TableEntry {
            save: TableSave::Free(game.save()),
            ..entry
        };
        self.made.push(mine.clone());
        let (outcome, error) = self.vault.save_table(&mut self.library, mine);
        assert_eq!(error, None);
        if let SaveOutcome::Copied(copy) = outcome {
            self.open = copy.id;
        }
    }

    /// Dispatches the oldest `storage` event waiting for this tab, if any.
    fn hear(&mut self) -> bool {
        let tab = self.index();
        let event = self.vault.kv().browser.borrow_mut().tabs[tab]
            .events
            .pop_front();
        let Some((key, value)) = event else {
            return false;
        };
        let open = self.open.clone();
        match self
            .vault
            .on_remote(&mut self.library, Some(&key), value.as_deref(), Some(&open))
        {
            Some(Remote::Copied(copy)) => self.open = copy.id,
            Some(Remote::Deleted(_) | Remote::Unreadable(_)) => panic!("nothing was deleted"),
            Some(Remote::Changed(_)) | None => {}
        }
        true
    }
}

/// One step of a run: a tab acts, the browser takes a tab's oldest write, or a tab hears the
/// oldest event waiting for it.
#[derive(Clone, Debug)]
enum Step {
    Act(usize, u8),
    Take(usize),
    Hear(usize),
}

fn action(kind: u8) -> Action {
    match kind % 4 {
        0 => roll(),
        1 => draw(0),
        2 => draw(1),
        _ => Action::NextTurn,
    }
}

/// A table open in `tabs` tabs; returns the browser, the tabs and the table's id.
fn table_in_tabs(tabs: usize) -> (Rc<RefCell<Browser>>, Vec<Tab>, String) {
    let browser = Rc::new(RefCell::new(Browser::default()));
    let mut first = Tab::open(&browser, "tab00", "");
    let id = first.library.fresh_id("table");
    let game = Game::new(starter(), 2, 11).expect("sets up");
    let entry = TableEntry {
        id: id.clone(),
        title: "Deity (starter)".into(),
        updated: 1.0,
        hot_seat: false,
        save: TableSave::Free(game.save()),
        turns: None,
    };
    let (outcome, _) = first.vault.save_table(&mut first.library, entry);
    assert_eq!(outcome, SaveOutcome::Written);
    first.open = id.clone();
    while browser.borrow_mut().take_from(0) {}
    first.vault.kv().browser.borrow_mut().tabs[0].events.clear();
    let mut all = vec![first];
    for n in 1..tabs {
        all.push(Tab::open(&browser, &format!("tab{n:02}"), &id));
    }
    (browser, all, id)
}

/// Lets every write land and every event be heard, until nothing moves.
fn settle(browser: &Rc<RefCell<Browser>>, tabs: &mut [Tab]) {
    loop {
        let mut moved = false;
        for i in 0..tabs.len() {
            while browser.borrow_mut().take_from(i) {
                moved = true;
            }
        }
        for tab in tabs.iter_mut() {
            while tab.hear() {
                moved = true;
            }
        }
        if !moved {
            return;
        }
    }
}

/// The tables a new tab finds once everything has landed.
fn reloaded(browser: &Rc<RefCell<Browser>>) -> Library {
    Tab::open(browser, "fresh", "").library
}

/// Every version any tab made is held by one of the stored tables.
fn assert_nothing_lost(tabs: &[Tab], library: &Library) {
    for tab in tabs {
        for made in &tab.made {
            assert!(
                library.tables.iter().any(|t| contains(t, made)),
                "a version of tab {} with {} steps is in no table (stored: {:?})",
                tab.index(),
                made.steps(),
                library
                    .tables
                    .iter()
                    .map(|t| (&t.id, t.steps()))
                    .collect::<Vec<_>>()
            );
        }
    }
}

#[test]
fn two_tabs_acting_at_the_same_moment_keep_both_moves() {
    let (browser, mut tabs, id) = table_in_tabs(2);
    // Both act before the browser has taken either write; A's lands first.
    tabs[0].act(roll());
    tabs[1].act(draw(0));
    browser.borrow_mut().take_from(0);
    browser.borrow_mut().take_from(1);
    settle(&browser, &mut tabs);
    let library = reloaded(&browser);
    assert_nothing_lost(&tabs, &library);
    // B's write landed last and stays under the id; A keeps its own as a copy and shows it.
    assert_eq!(library.tables.len(), 2);
    assert_eq!(tabs[1].open, id);
    assert_ne!(tabs[0].open, id);
    assert!(
        library
            .table(&tabs[0].open)
            .expect("A's copy")
            .title
            .ends_with("(copy)")
    );
    let key = table_key(&id);
    assert_eq!(
        browser.borrow().stored.get(&key),
        tabs[1].vault.kv().get(&key).expect("reads").as_ref()
    );
}

#[test]
fn tabs_taking_turns_make_no_copies_even_across_an_undo() {
    let (browser, mut tabs, id) = table_in_tabs(2);
    for round in 0..6u8 {
        let tab = usize::from(round % 2);
        tabs[tab].act(action(round));
        settle(&browser, &mut tabs);
        if round == 3 {
            // An undo in B after A's move: A must follow it, not keep its move as a copy.
            let entry = tabs[1].library.table(&id).expect("open").clone();
            let mut game = Game::load(entry.free().expect("free").clone()).expect("loads");
            game.undo();
            let undone = TableEntry {
                save: TableSave::Free(game.save()),
                ..entry
            };
            let b = &mut tabs[1];
            let (outcome, _) = b.vault.save_table(&mut b.library, undone);
            assert_eq!(outcome, SaveOutcome::Written);
            settle(&browser, &mut tabs);
        }
    }
    let library = reloaded(&browser);
    assert_eq!(library.tables.len(), 1, "{:?}", library.tables);
    assert!(tabs.iter().all(|t| t.open == id));
    assert_eq!(tabs[0].library.table(&id), library.table(&id));
}

fn steps(tabs: usize) -> impl Strategy<Value = Vec<Step>> {
    let step = prop_oneof![
        3 => (0..tabs, any::<u8>()).prop_map(|(t, k)| Step::Act(t, k)),
        2 => (0..tabs).prop_map(Step::Take),
        2 => (0..tabs).prop_map(Step::Hear),
    ];
    proptest::collection::vec(step, 1..40)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever the order in which tabs act, the browser takes their writes and they hear of
    /// each other's, once everything has landed every version any tab made is in a table.
    #[test]
    fn tabs_racing_on_one_table_lose_nothing(
        tabs in 2usize..4,
        run in steps(3),
    ) {
        let (browser, mut open, _) = table_in_tabs(tabs);
        for step in run {
            match step {
                Step::Act(t, kind) if t < tabs => open[t].act(action(kind)),
                Step::Take(t) if t < tabs => {
                    browser.borrow_mut().take_from(t);
                }
                Step::Hear(t) if t < tabs => {
                    open[t].hear();
                }
                _ => {}
            }
        }
        settle(&browser, &mut open);
        assert_nothing_lost(&open, &reloaded(&browser));
    }
}
