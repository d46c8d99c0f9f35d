//! The ruled table in play, for every ruled game: the session (reached through the registry, so
//! nothing here knows a particular game), whose eyes the table is drawn for, the hot-seat cover,
//! what the person has picked so far, and the library entry it is saved in.
//!
//! The session is the truth (principle 4): its save is the set-up plus the moves, bots' moves
//! included, so a reload, an undo or a redo gives the same table with the same bot answers.
//! Bots answer in short slices between frames, so the page never freezes while they think.
//!
//! Saves from before ruled tables were library entries (one slot per game,
//! `protoplay.destiny` and `protoplay.deity`) are carried into the library on first load by
//! [`migrate_slot`]; a slot that cannot be carried is kept untouched and offered for download.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::rules::registry::DynSession;
use protoplay_engine::rules::{
    Choice, Projection, Seat, SeatKind, SessionSave, SessionSetup, Thing, VariantValues,
};
use serde_json::Value;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::library::{Library, TableEntry, TableSave};
use super::persist::SaveOutcome;
use super::store::{AppStore, Screen};
use crate::render::ruled::{self, Picked};

/// Milliseconds of bot moves in one slice before the page draws again (a searching bot may
/// think for a while over one move; quick bots make many moves in a slice).
const BOT_SLICE_MS: f64 = 30.0;

/// A ruled table open on the screen.
pub struct OpenTable {
    pub id: String,
    pub title: String,
    pub session: Box<dyn DynSession>,
}

/// What the screen is asking the person, beyond picking highlighted things.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asking {
    /// Several choices end on what was picked: which one?
    Which(Vec<usize>),
    /// The numbers of a choice, as typed so far.
    Numbers { choice: usize, values: Vec<String> },
}

/// A game chosen for a new ruled table (the start screen) or a simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct Chosen {
    /// The rules' id.
    pub rules: &'static str,
    /// The game as the library has it: the shipped one, or a designer's edited copy.
    pub def: GameDef,
}

impl Chosen {
    /// The definition to hand the rules: `None` for the shipped game unchanged (saves and links
    /// then stay short), the designer's copy otherwise.
    pub fn def_for_rules(&self) -> Option<GameDef> {
        (!protoplay_engine::games::is_built_in(&self.def)).then(|| self.def.clone())
    }

    /// The ruled game a definition names, if its rules are known.
    pub fn of(def: &GameDef) -> Option<Chosen> {
        let info = protoplay_engine::rules::registry::info(def.rules.as_deref()?)?;
        Some(Chosen {
            rules: info.id,
            def: def.clone(),
        })
    }
}

/// The store of the ruled table screen. Cheap to copy (signals are handles).
#[derive(Clone, Copy)]
pub struct RuledStore {
    table: StoredValue<Option<OpenTable>, LocalStorage>,
    /// Bumped on every change of the table (the session itself is not comparable).
    pub version: RwSignal<u64>,
    /// Whose eyes the table is drawn for: a seat, or `None` for a spectator.
    pub viewer: RwSignal<Option<Seat>>,
    /// Hot-seat: the table is covered until this person says they are at the screen.
    pub pass_to: RwSignal<Option<Seat>>,
    /// What has been picked so far (see [`crate::render::ruled`]).
    pub path: RwSignal<Vec<Thing>>,
    pub asking: RwSignal<Option<Asking>>,
    /// A refused move or another message about the last gesture.
    pub notice: RwSignal<Option<String>>,
    /// The game on the start screen or the simulation screen.
    pub chosen: RwSignal<Option<Chosen>>,
    /// Bots are moving.
    pub thinking: RwSignal<bool>,
    /// The worker the bots think in, and the question it is answering.
    bots: StoredValue<BotThinker, LocalStorage>,
    /// The seat of the person at this browser, at a table played by turn links: the table is
    /// drawn for them alone, and only their turns can be played here.
    pub me: RwSignal<Option<Seat>>,
}

/// The worker a ruled table's bots think in (see [`crate::state::bots`]): started at the first
/// bot move and kept for the page's life.
#[derive(Default)]
struct BotThinker {
    worker: Option<web_sys::Worker>,
    /// The worker has loaded the program and listens.
    ready: bool,
    /// No worker can run here (it failed to start or to load): the bots think on the page, in
    /// short slices.
    failed: bool,
    /// The question under way: its number, the table it is about and the move it starts at.
    asked: Option<(u64, String, usize)>,
    /// The question waiting for the worker to be ready.
    queued: Option<String>,
    next: u64,
    /// The bots were set going before this program held their play (see
    /// [`RuledStore::run_bots`]).
    due: bool,
    _on_message: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    _on_error: Option<Closure<dyn FnMut(web_sys::Event)>>,
}

/// How the bots move at the open table, once held.
type Bots = fn(RuledStore, AppStore);

#[cfg(target_arch = "wasm32")]
static BOTS: std::sync::OnceLock<Bots> = std::sync::OnceLock::new();

#[cfg(target_arch = "wasm32")]
fn bots() -> Option<Bots> {
    BOTS.get().copied()
}

/// Natively the bots' play is always here.
#[cfg(not(target_arch = "wasm32"))]
fn bots() -> Option<Bots> {
    Some(|store, app| store.run_bots_now(app))
}

/// Creates the store.
pub fn provide_ruled() -> RuledStore {
    let store = RuledStore {
        table: StoredValue::new_local(None),
        version: RwSignal::new(0),
        viewer: RwSignal::new(None),
        pass_to: RwSignal::new(None),
        path: RwSignal::new(Vec::new()),
        asking: RwSignal::new(None),
        notice: RwSignal::new(None),
        chosen: RwSignal::new(None),
        thinking: RwSignal::new(false),
        bots: StoredValue::new_local(BotThinker::default()),
        me: RwSignal::new(None),
    };
    provide_context(store);
    store
}

/// The store, from context.
pub fn use_ruled() -> RuledStore {
    expect_context::<RuledStore>()
}

impl RuledStore {
    /// Reads the open table (tracked: re-runs when the table changes).
    pub fn with<R>(&self, f: impl FnOnce(Option<&OpenTable>) -> R) -> R {
        self.version.track();
        self.table.with_value(|t| f(t.as_ref()))
    }

    /// The id of the table open here, if any (not tracked).
    pub fn open_id(&self) -> Option<String> {
        self.table.with_value(|t| t.as_ref().map(|t| t.id.clone()))
    }

    /// The rules' id of what a ruled screen shows: the open table's game, or the chosen one.
    pub fn game_on(&self, screen: Screen) -> Option<&'static str> {
        match screen {
            Screen::Ruled => self
                .table
                .with_value(|t| t.as_ref().map(|t| t.session.info().id)),
            Screen::RuledStart | Screen::Simulate => {
                self.chosen.with_untracked(|c| c.as_ref().map(|c| c.rules))
            }
            _ => None,
        }
    }

    /// What the viewer sees now.
    pub fn projection(&self) -> Option<Projection> {
        let viewer = self.viewer.get();
        self.with(|t| t.map(|t| t.session.project(viewer)))
    }

    /// The choices of the person to act, if the screen is theirs (in hot-seat play, once they
    /// have taken the seat).
    pub fn choices(&self) -> Vec<Choice> {
        let viewer = self.viewer.get();
        let covered = self.pass_to.get().is_some();
        self.with(|t| {
            t.filter(|t| !covered && is_players_screen(t.session.as_ref(), viewer, self.me.get()))
                .map(|t| t.session.choices())
                .unwrap_or_default()
        })
    }

    /// Starts a new table of a ruled game, saves it in the library and opens it.
    pub fn start(&self, app: AppStore, chosen: &Chosen, setup: SessionSetup) {
        // A table this page makes is weighed against what storage holds when it is saved.
        super::library::hold_table_reader();
        let Some(game) = protoplay_engine::rules::registry::game(chosen.rules) else {
            self.notice
                .set(Some(format!("No rules called {} here.", chosen.rules)));
            return;
        };
        match game.start(chosen.def_for_rules(), setup) {
            Ok(session) => {
                let id = app.library.with_untracked(|l| l.fresh_id("table"));
                let title = chosen.def.name.clone();
                let entry = entry_of(&id, &title, session.as_ref());
                self.show(app, id, title, session);
                app.set_open_table(Some(&entry));
                self.persist(app);
            }
            Err(e) => self
                .notice
                .set(Some(format!("The table cannot be set up: {e}."))),
        }
    }

    /// Opens a ruled table of the library. One that cannot be replayed stays in the library,
    /// and the reason is shown.
    pub fn open(&self, app: AppStore, entry: &TableEntry) -> Result<(), String> {
        let TableSave::Ruled(save) = &entry.save else {
            return Err("not a ruled table".to_string());
        };
        let session = protoplay_engine::rules::registry::load(save).map_err(|e| e.to_string())?;
        app.set_open_table(Some(entry));
        self.me.set(entry.turns.as_ref().and_then(|t| t.me));
        self.show(app, entry.id.clone(), entry.title.clone(), session);
        Ok(())
    }

    /// Shows another tab's version of the open table (it went further, or undid moves): the
    /// session is rebuilt from its save; whose eyes the table is drawn for stays.
    pub fn follow_other_tab(&self, app: AppStore, entry: &TableEntry) {
        let TableSave::Ruled(save) = &entry.save else {
            return;
        };
        let open = self.table.with_value(|t| t.as_ref().map(|t| t.id.clone()));
        if open.as_deref() != Some(entry.id.as_str()) {
            return;
        }
        match protoplay_engine::rules::registry::load(save) {
            Ok(session) => {
                self.table.set_value(Some(OpenTable {
                    id: entry.id.clone(),
                    title: entry.title.clone(),
                    session,
                }));
                self.clear_picking();
                self.version.update(|v| *v += 1);
                self.seat_the_next();
                self.run_bots(app);
            }
            Err(e) => self.notice.set(Some(format!(
                "The other tab's version of this table cannot be shown here ({e}); it is kept in storage."
            ))),
        }
    }

    fn show(&self, app: AppStore, id: String, title: String, session: Box<dyn DynSession>) {
        let hot = is_hot_seat(session.as_ref());
        let person = session.person_to_move();
        let first_person = session.setup().seats.iter().position(SeatKind::is_person);
        self.table.set_value(Some(OpenTable { id, title, session }));
        self.clear_picking();
        self.notice.set(None);
        if let Some(me) = self.me.get_untracked() {
            self.viewer.set(Some(me));
            self.pass_to.set(None);
        } else if hot {
            // After a reload or from the library, nobody's hand shows until they take the seat.
            self.viewer.set(None);
            self.pass_to.set(person);
        } else {
            self.viewer
                .set(person.or(first_person.and_then(|p| u8::try_from(p).ok())));
            self.pass_to.set(None);
        }
        self.version.update(|v| *v += 1);
        app.screen.set(Screen::Ruled);
        self.run_bots(app);
    }

    /// "I am …" at the open table (see `AppStore::set_me`): drawn for that seat alone, or
    /// again as before for nobody in particular.
    pub fn set_me(&self, app: AppStore, me: Option<Seat>) {
        let Some(id) = self.open_id() else {
            return;
        };
        app.set_me(&id, me);
        self.me.set(me);
        self.clear_picking();
        if me.is_none() {
            self.viewer.set(None);
        }
        self.seat_the_next();
    }

    /// Back to the library.
    pub fn close(&self, app: AppStore) {
        app.set_open_table(None);
        self.table.set_value(None);
        self.thinking.set(false);
        self.bots.update_value(|b| b.asked = None);
        self.clear_picking();
        self.version.update(|v| *v += 1);
        app.screen.set(Screen::Library);
    }

    fn clear_picking(&self) {
        self.path.set(Vec::new());
        self.asking.set(None);
    }

    /// A click (or Enter) on a thing of the table.
    pub fn pick(&self, app: AppStore, thing: Thing) {
        let choices = self.choices();
        let viewer = self.viewer.get_untracked();
        let covered = self.pass_to.get_untracked().is_some();
        let why = |t: &Thing| {
            self.table.with_value(|open| match open {
                Some(open) => {
                    let s = open.session.as_ref();
                    // The seat whose screen this is, if it is the one to act.
                    let seat = (!covered && is_players_screen(s, viewer, self.me.get_untracked()))
                        .then(|| s.person_to_move())
                        .flatten();
                    s.why_not(seat, t)
                }
                None => ruled::NOTHING_NOW.to_string(),
            })
        };
        let (path, picked) = ruled::pick(&choices, &self.path.get_untracked(), &thing, why);
        self.path.set(path);
        self.follow(app, picked);
    }

    /// A choice picked from a list or a button.
    pub fn choose(&self, app: AppStore, index: usize) {
        let choices = self.choices();
        self.follow(app, ruled::choose(&choices, index));
    }

    fn follow(&self, app: AppStore, picked: Picked) {
        match picked {
            Picked::Make(i) => self.make(app, i, &[]),
            Picked::Numbers(i) => {
                let values = self.choices().get(i).map_or_else(Vec::new, |c| {
                    c.numbers.iter().map(|n| n.default.to_string()).collect()
                });
                self.notice.set(None);
                self.asking.set(Some(Asking::Numbers { choice: i, values }));
            }
            Picked::List(options) => {
                self.notice.set(None);
                self.asking.set(Some(Asking::Which(options)));
            }
            Picked::Next => {
                self.notice.set(None);
                self.asking.set(None);
            }
            Picked::Nothing(why) => {
                self.asking.set(None);
                self.notice.set(Some(why));
            }
        }
    }

    /// Makes choice `index` with its numbers as typed; a number that is not a number or is out
    /// of bounds, or a move the rules refuse, is explained and nothing changes.
    pub fn make_typed(&self, app: AppStore, index: usize, typed: &[String]) {
        let choices = self.choices();
        let Some(choice) = choices.get(index) else {
            return;
        };
        let mut numbers = Vec::with_capacity(typed.len());
        for (text, field) in typed.iter().zip(&choice.numbers) {
            match text.trim().parse::<u32>() {
                Ok(n) if (field.min..=field.max).contains(&n) => numbers.push(n),
                _ => {
                    self.notice.set(Some(format!(
                        "{} must be a whole number from {} to {}, not “{}”.",
                        field.label,
                        field.min,
                        field.max,
                        text.trim()
                    )));
                    return;
                }
            }
        }
        self.make(app, index, &numbers);
    }

    fn make(&self, app: AppStore, index: usize, numbers: &[u32]) {
        let result = self
            .table
            .try_update_value(|t| {
                t.as_mut()
                    .map(|t| t.session.play_choice(index, numbers))
                    .unwrap_or_else(|| Err("no table is open".to_string()))
            })
            .unwrap_or_else(|| Err("no table is open".to_string()));
        match result {
            Ok(()) => {
                self.clear_picking();
                self.notice.set(None);
                self.changed(app);
            }
            Err(e) => self.notice.set(Some(format!("Not allowed: {e}."))),
        }
    }

    /// Takes back the last decision of a person, the bots' answers with it.
    pub fn undo(&self, app: AppStore) {
        let done = self
            .table
            .try_update_value(|t| t.as_mut().is_some_and(|t| t.session.undo()))
            .unwrap_or(false);
        if done {
            self.clear_picking();
            self.notice.set(None);
            self.changed(app);
        }
    }

    /// Makes the next undone decision again, with the bots' answers that followed it.
    pub fn redo(&self, app: AppStore) {
        let done = self
            .table
            .try_update_value(|t| t.as_mut().is_some_and(|t| t.session.redo()))
            .unwrap_or(false);
        if done {
            self.clear_picking();
            self.notice.set(None);
            self.changed(app);
        }
    }

    /// The next person has the screen: show the table through their eyes.
    pub fn take_seat(&self, seat: Seat) {
        self.viewer.set(Some(seat));
        self.pass_to.set(None);
        self.clear_picking();
    }

    /// After any change: saved, the cover drawn for the next person, and the bots set going.
    fn changed(&self, app: AppStore) {
        self.version.update(|v| *v += 1);
        self.persist(app);
        self.seat_the_next();
        self.run_bots(app);
    }

    /// Hot-seat: covers the table when a person other than the viewer is to act. Otherwise the
    /// view follows the person to act when there is one.
    fn seat_the_next(&self) {
        if let Some(me) = self.me.get_untracked() {
            self.viewer.set(Some(me));
            self.pass_to.set(None);
            return;
        }
        let (hot, person) = self.table.with_value(|t| {
            t.as_ref().map_or((false, None), |t| {
                (is_hot_seat(t.session.as_ref()), t.session.person_to_move())
            })
        });
        match person {
            Some(p) if hot && self.viewer.get_untracked() != Some(p) => {
                self.viewer.set(None);
                self.pass_to.set(Some(p));
            }
            Some(p) if !hot => self.viewer.set(Some(p)),
            _ => {}
        }
    }

    /// Lets the bots move, a slice at a time, until a person must decide or the game is over.
    ///
    /// The bots' play comes with the ruled table's screen ([`RuledStore::hold_bots`]), so the
    /// first part of the page does not hold it. Until the screen is here, the bots wait.
    pub fn run_bots(&self, app: AppStore) {
        match bots() {
            Some(run) => run(*self, app),
            None => self.bots.update_value(|b| b.due = true),
        }
    }

    /// Holds the bots' play from now on, and lets them move if they were waiting for it.
    /// Called by the ruled table's screen.
    pub fn hold_bots(&self, app: AppStore) {
        #[cfg(target_arch = "wasm32")]
        let _ = BOTS.set(|store, app| store.run_bots_now(app));
        let due = self
            .bots
            .try_update_value(|b| std::mem::take(&mut b.due))
            .unwrap_or(false);
        if due {
            // After the screen is drawn, not while it is.
            let store = *self;
            leptos::task::spawn_local(async move { store.run_bots(app) });
        }
    }

    /// [`RuledStore::run_bots`]'s work.
    fn run_bots_now(&self, app: AppStore) {
        let waiting = self.table.with_value(|t| {
            t.as_ref()
                .is_some_and(|t| t.session.bot_to_move().is_some())
        });
        if !waiting {
            self.thinking.set(false);
            return;
        }
        self.thinking.set(true);
        if self.ask_worker(app) {
            return;
        }
        let store = *self;
        set_timeout(
            move || {
                let start = js_sys::Date::now();
                let mut moved = 0;
                loop {
                    let n = store
                        .table
                        .try_update_value(|t| t.as_mut().map_or(0, |t| t.session.run_bots(1)))
                        .unwrap_or(0);
                    moved += n;
                    if n == 0 || js_sys::Date::now() - start > BOT_SLICE_MS {
                        break;
                    }
                }
                if moved > 0 {
                    store.version.update(|v| *v += 1);
                    store.persist(app);
                    store.seat_the_next();
                }
                store.run_bots(app);
            },
            std::time::Duration::from_millis(0),
        );
    }

    /// Asks the bots' worker for the bots' moves at the open table (once per table and move).
    /// Returns false where no worker can run, and the page's thread must let the bots move.
    fn ask_worker(&self, app: AppStore) -> bool {
        if self.bots.with_value(|b| b.failed) {
            return false;
        }
        let Some((id, save)) = self
            .table
            .with_value(|t| t.as_ref().map(|t| (t.id.clone(), t.session.save())))
        else {
            return false;
        };
        let already = self.bots.with_value(|b| {
            b.asked
                .as_ref()
                .is_some_and(|(_, table, at)| *table == id && *at == save.cursor)
        });
        if already {
            return true;
        }
        if self.bots.with_value(|b| b.worker.is_none()) && !self.start_thinker(app) {
            return false;
        }
        let n = self.bots.with_value(|b| b.next);
        let req = crate::state::bots::BotRequest { bots: n, save };
        let Ok(text) = serde_json::to_string(&req) else {
            return false;
        };
        self.bots.update_value(|b| {
            b.next += 1;
            b.asked = Some((n, id, req.save.cursor));
            match (&b.worker, b.ready) {
                (Some(w), true) => {
                    let _ = w.post_message(&JsValue::from_str(&text));
                }
                _ => b.queued = Some(text),
            }
        });
        true
    }

    /// Starts the bots' worker. Returns false (and the bots think on the page from then on)
    /// where it cannot start.
    fn start_thinker(&self, app: AppStore) -> bool {
        let worker = match crate::worker::spawn() {
            Ok(w) => w,
            Err(_) => {
                self.bots.update_value(|b| b.failed = true);
                return false;
            }
        };
        let store = *self;
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
                let text = ev.data().as_string().unwrap_or_default();
                store.on_worker_message(app, &text);
            });
        // A worker that cannot load: the bots think on the page.
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_ev: web_sys::Event| {
            store.give_up_worker(app);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.bots.update_value(|b| {
            b.worker = Some(worker);
            b._on_message = Some(on_message);
            b._on_error = Some(on_error);
        });
        true
    }

    fn on_worker_message(&self, app: AppStore, text: &str) {
        if let Ok(reply) = crate::state::from_json::<crate::state::bots::BotReply>(text) {
            return self.take_bot_moves(app, reply);
        }
        if crate::state::sim::is_ready(text) {
            self.bots.update_value(|b| {
                b.ready = true;
                if let (Some(w), Some(q)) = (&b.worker, b.queued.take()) {
                    let _ = w.post_message(&JsValue::from_str(&q));
                }
            });
        } else {
            self.give_up_worker(app);
        }
    }

    /// The worker failed: the bots think on the page from now on.
    fn give_up_worker(&self, app: AppStore) {
        self.bots.update_value(|b| {
            if let Some(w) = b.worker.take() {
                w.terminate();
            }
            b.failed = true;
            b.asked = None;
            b.queued = None;
        });
        self.run_bots(app);
    }

    /// The worker's answer: the bots' moves are made on the table if it is still the table and
    /// the move they were asked at (an undo, a change from another tab or leaving the table in
    /// the meantime drops them).
    fn take_bot_moves(&self, app: AppStore, reply: crate::state::bots::BotReply) {
        let Some((n, id, at)) = self.bots.with_value(|b| b.asked.clone()) else {
            return;
        };
        if n != reply.bots {
            return;
        }
        self.bots.update_value(|b| b.asked = None);
        let current = self.table.with_value(|t| {
            t.as_ref()
                .is_some_and(|t| t.id == id && t.session.step() == at)
        });
        if !current {
            return;
        }
        if let Some(e) = reply.error {
            self.notice.set(Some(format!(
                "The bots could not think in the background ({e}); they think on the page."
            )));
            return self.give_up_worker(app);
        }
        let made = self
            .table
            .try_update_value(|t| t.as_mut().map(|t| t.session.play_bot_moves(&reply.moves)));
        match made.flatten() {
            Some(Ok(())) => self.changed(app),
            Some(Err(e)) => {
                self.notice.set(Some(format!(
                    "The bots' moves from the background were refused ({e}); they think on the page."
                )));
                self.give_up_worker(app);
            }
            None => {}
        }
    }

    /// Writes the open table to its library entry, never over another tab's different change:
    /// if another tab went further, its version is shown; if the two went different ways, this
    /// one was saved as a copy, which is the open table from now on.
    fn persist(&self, app: AppStore) {
        let entry = self.table.with_value(|t| {
            t.as_ref()
                .map(|t| entry_of(&t.id, &t.title, t.session.as_ref()))
        });
        let Some(entry) = entry else {
            return;
        };
        match app.save_table(entry) {
            SaveOutcome::Newer(theirs) => self.follow_other_tab(app, &theirs),
            SaveOutcome::Copied(copy) => self.table.update_value(|t| {
                if let Some(t) = t {
                    t.id = copy.id.clone();
                    t.title = copy.title.clone();
                }
            }),
            _ => {}
        }
    }

    /// The open table's save, for export, share and bug reports.
    pub fn save(&self) -> Option<(String, SessionSave)> {
        self.table
            .with_value(|t| t.as_ref().map(|t| (t.title.clone(), t.session.save())))
    }
}

/// The library entry of a ruled table.
fn entry_of(id: &str, title: &str, session: &dyn DynSession) -> TableEntry {
    TableEntry {
        id: id.to_string(),
        title: title.to_string(),
        updated: js_sys::Date::now(),
        hot_seat: false,
        save: TableSave::Ruled(session.save()),
        turns: None,
    }
}

/// Whether a table hides hands between its people: hot-seat, with two people or more.
pub fn is_hot_seat(session: &dyn DynSession) -> bool {
    session.setup().hot_seat && session.setup().people() >= 2
}

/// Whether the table shown for `viewer` is the acting person's: their choices may be shown. At a
/// table played by turn links (`me`: the seat of the person at this browser), only theirs is.
pub fn is_players_screen(session: &dyn DynSession, viewer: Option<Seat>, me: Option<Seat>) -> bool {
    match session.person_to_move() {
        Some(p) if me.is_some() => me == Some(p),
        Some(p) => !is_hot_seat(session) || viewer == Some(p),
        None => false,
    }
}

/// The old one-table-per-game slots, and the rules each held.
pub const OLD_SLOTS: [(&str, &str); 2] = [
    ("protoplay.destiny", "destiny"),
    ("protoplay.deity", "deity"),
];

/// Converts a save from an old one-table-per-game slot into a library entry: the set-up and
/// the moves are read, and replayed, exactly as they were. An error says why the slot cannot be
/// carried over (the slot is then kept as it is).
pub fn migrate_slot(
    rules: &str,
    raw: &str,
    library: &Library,
    now: f64,
) -> Result<TableEntry, String> {
    let game = protoplay_engine::rules::registry::game(rules)
        .ok_or_else(|| format!("no rules called {rules}"))?;
    let value: Value =
        serde_json::from_str(raw).map_err(|e| format!("it is not valid JSON ({e})"))?;
    if value.get("version").and_then(Value::as_u64).unwrap_or(1) > 1 {
        return Err("it was written by a newer version of Protoplay".to_string());
    }
    // Destiny kept {setup: {seats, seed, variants}, moves}; Deity kept {seed, seats, variants,
    // moves} at the top.
    let setup = value.get("setup").unwrap_or(&value);
    let seats: Vec<SeatKind> = setup
        .get("seats")
        .and_then(Value::as_array)
        .ok_or("it names no seats")?
        .iter()
        .map(|s| SeatKind::from(s.as_str().unwrap_or_default().to_string()))
        .collect();
    let seed = setup
        .get("seed")
        .and_then(Value::as_u64)
        .ok_or("it has no seed")?;
    let mut map = std::collections::BTreeMap::new();
    if let Some(fields) = setup.get("variants").and_then(Value::as_object) {
        for (k, v) in fields {
            let text = match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            map.insert(k.clone(), text);
        }
    }
    let variants =
        VariantValues::from_map(game.variant_specs(), &map).map_err(|e| e.to_string())?;
    let moves: Vec<Value> = value
        .get("moves")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let people = seats.iter().filter(|s| s.is_person()).count();
    let setup = SessionSetup {
        seats,
        seed,
        variants,
        hot_seat: people >= 2,
    };
    let session = game
        .replay_moves(None, setup, &moves)
        .map_err(|e| e.to_string())?;
    Ok(TableEntry {
        id: library.fresh_id("table"),
        title: game.info().name.to_string(),
        updated: now,
        hot_seat: false,
        save: TableSave::Ruled(session.save()),
        turns: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_old_destiny_slot_becomes_a_library_table_at_the_same_position() {
        // A save as the old Destiny screen wrote it: a person against a greedy bot.
        let game = protoplay_engine::rules::registry::game("destiny").expect("destiny");
        let setup = SessionSetup {
            seats: vec![SeatKind::Person, SeatKind::Bot("greedy".into())],
            seed: 42,
            variants: VariantValues::defaults(game.variant_specs()),
            hot_seat: false,
        };
        let mut s = game.start(None, setup).expect("starts");
        s.run_bots(1000);
        // Until the bot has answered a few times.
        while s.save().moves.iter().filter(|m| m.bot).count() < 3 {
            s.play_choice(0, &[]).expect("plays");
            s.run_bots(1000);
        }
        let moves: Vec<Value> = s.save().moves.into_iter().map(|m| m.mv).collect();
        let old = serde_json::json!({
            "version": 1,
            "setup": {"seats": ["human", "greedy"], "seed": 42, "variants": {"hoards": "ten_and_five"}},
            "moves": moves,
        });
        let entry = migrate_slot("destiny", &old.to_string(), &Library::default(), 1.0)
            .expect("carried over");
        let TableSave::Ruled(save) = &entry.save else {
            panic!("a ruled table")
        };
        let back = protoplay_engine::rules::registry::load(save).expect("loads");
        assert_eq!(back.project(Some(0)), s.project(Some(0)));
        assert_eq!(save.moves.len(), s.save().moves.len());
        assert!(
            save.moves.iter().any(|m| m.bot),
            "the bot's moves are marked as the bot's"
        );
    }

    #[test]
    fn an_old_deity_slot_with_numbers_in_its_variants_is_carried_over() {
        let old = serde_json::json!({
            "version": 1, "seed": 5, "seats": ["human", "heuristic"],
            "variants": {"world": "generated", "map_width": 10, "map_height": 9, "max_rounds": 50},
            "moves": [], "open": true,
        });
        let entry = migrate_slot("deity", &old.to_string(), &Library::default(), 1.0)
            .expect("carried over");
        let TableSave::Ruled(save) = entry.save else {
            panic!("a ruled table")
        };
        assert_eq!(save.setup.variants.get("map_width"), Some("10"));
        assert_eq!(save.setup.variants.get("world"), Some("generated"));
    }

    #[test]
    fn a_slot_that_cannot_be_carried_says_why() {
        let lib = Library::default();
        assert!(
            migrate_slot("destiny", "{\"version\":1,\"setup\":", &lib, 1.0)
                .expect_err("broken")
                .contains("not valid JSON")
        );
        let newer = r#"{"version":7,"setup":{"seats":[],"seed":1},"moves":[]}"#;
        assert!(
            migrate_slot("destiny", newer, &lib, 1.0)
                .expect_err("newer")
                .contains("newer")
        );
        let bad_move =
            r#"{"version":1,"setup":{"seats":["human","greedy"],"seed":1},"moves":[{"Nope":1}]}"#;
        assert!(
            migrate_slot("destiny", bad_move, &lib, 1.0)
                .expect_err("bad move")
                .contains("move 1")
        );
    }
}
