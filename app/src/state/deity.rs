//! The Deity game in play: who sits where (a person or a bot), the game, the action being
//! chosen, hot-seat cover, and its own saved copy in local storage (seed + settings + moves),
//! loaded tolerantly: unreadable or unreplayable text is reported and kept, never a crash.

use leptos::prelude::*;
use protoplay_engine::rules::deity::{BotKind, DeityGame, Move, Seat, Variants};
use serde::{Deserialize, Serialize};

use super::deity_undo::{HistoryError, next_bot_move};
use super::storage;
use super::store::{Screen, use_store};
use crate::render::deity::Step;
use crate::render::deity_counts::Counting;

/// Where the Deity game is kept.
pub const DEITY_KEY: &str = "protoplay.deity";

/// Bot moves played in one go before the page gets a chance to draw.
const BOT_BATCH: usize = 400;

/// The seed of the bot that makes move `n` of a game: fixed by the game's seed and the move
/// number, so a game with bots plays the same way every time (and tests can predict it).
pub fn bot_seed(seed: u64, n: usize) -> u64 {
    seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    Random,
    Heuristic,
}

impl SeatKind {
    pub const ALL: [SeatKind; 3] = [SeatKind::Human, SeatKind::Heuristic, SeatKind::Random];

    /// The bot that plays this seat, if any.
    pub fn bot(self) -> Option<BotKind> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => Some(BotKind::Random),
            SeatKind::Heuristic => Some(BotKind::Heuristic),
        }
    }

    /// How a person reads it.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Person",
            SeatKind::Random => "Random bot",
            SeatKind::Heuristic => "Heuristic bot",
        }
    }

    /// Its value in forms and saves.
    pub fn value(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Random => "random",
            SeatKind::Heuristic => "heuristic",
        }
    }

    pub fn from_value(v: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.value() == v)
    }
}

/// A saved Deity game: everything needed to rebuild it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeitySave {
    pub version: u32,
    pub seed: u64,
    pub seats: Vec<SeatKind>,
    pub variants: Variants,
    pub moves: Vec<Move>,
    /// Whether the game was on screen (a reload returns to it).
    #[serde(default)]
    pub open: bool,
    /// Moves of people taken back by undo, the next to redo last (see `deity_undo`). Saved, so
    /// redo survives a reload; absent from saves that never undid anything.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Move>,
}

impl DeitySave {
    pub fn new(seed: u64, seats: Vec<SeatKind>, variants: Variants) -> Self {
        Self {
            version: 1,
            seed,
            seats,
            variants,
            moves: Vec::new(),
            open: true,
            redo: Vec::new(),
        }
    }

    /// The game these settings and moves make, or why (and where) it cannot be rebuilt, with
    /// the number of moves that replay and the game as far as they go.
    pub fn rebuild(&self) -> Result<DeityGame, Box<(String, usize, Option<DeityGame>)>> {
        let players = u8::try_from(self.seats.len()).unwrap_or(0);
        match DeityGame::replay(self.seed, players, self.variants.clone(), &self.moves) {
            Ok(g) => Ok(g),
            Err((i, e)) => {
                let partial = DeityGame::replay(
                    self.seed,
                    players,
                    self.variants.clone(),
                    self.moves.get(..i).unwrap_or(&[]),
                )
                .ok();
                Err(Box::new((
                    format!(
                        "move {} of {} was refused on replay ({e})",
                        i + 1,
                        self.moves.len()
                    ),
                    i,
                    partial,
                )))
            }
        }
    }
}

/// What was found in storage.
#[derive(Clone, Debug)]
pub enum Loaded {
    Nothing,
    Game(DeitySave, Box<DeityGame>),
    /// The text could not be used as it is: what went wrong, the text itself, and what could be
    /// saved of it (settings and the moves that replay).
    Problem {
        message: String,
        raw: String,
        recovered: Option<(DeitySave, Box<DeityGame>)>,
    },
}

/// Reads the stored text. Never panics and never loses the text.
pub fn parse(raw: Option<&str>) -> Loaded {
    let Some(raw) = raw.filter(|r| !r.trim().is_empty()) else {
        return Loaded::Nothing;
    };
    let save: DeitySave = match serde_json::from_str(raw) {
        Ok(s) => s,
        Err(e) => {
            return Loaded::Problem {
                message: format!(
                    "The saved Deity game could not be read ({e}). Its text is kept: download it below."
                ),
                raw: raw.to_string(),
                recovered: None,
            };
        }
    };
    match save.rebuild() {
        Ok(g) => Loaded::Game(save, Box::new(g)),
        Err(e) => {
            let (why, good, partial) = *e;
            let recovered = partial.map(|g| {
                let mut s = save.clone();
                s.moves.truncate(good);
                (s, Box::new(g))
            });
            Loaded::Problem {
                message: format!(
                    "The saved Deity game could not be fully restored: {why}. {} Its text is kept: download it below.",
                    if recovered.is_some() {
                        "It is shown up to the move before."
                    } else {
                        ""
                    }
                ),
                raw: raw.to_string(),
                recovered,
            }
        }
    }
}

/// The Deity table's store.
#[derive(Clone, Copy)]
pub struct DeityStore {
    pub save: RwSignal<Option<DeitySave>>,
    pub game: RwSignal<Option<DeityGame>>,
    /// The hex action being chosen.
    pub step: RwSignal<Option<Step>>,
    /// Several moves fit the hex clicked: the person picks one.
    pub options: RwSignal<Vec<(String, Move)>>,
    /// The hex clicked takes counts: the person chooses how many.
    pub counting: RwSignal<Option<Counting>>,
    /// A refusal or other word about the last gesture.
    pub notice: RwSignal<Option<String>>,
    /// A saved game that could not be used as it was: message and the kept text.
    pub problem: RwSignal<Option<(String, String)>>,
    /// While true the stored text is not overwritten (it could not be copied aside).
    pub protect: RwSignal<bool>,
    /// The person at the screen (whose hand is shown).
    pub viewer: RwSignal<Option<Seat>>,
    /// Hot-seat: the table is covered until this player takes the screen.
    pub pass_to: RwSignal<Option<Seat>>,
}

/// Creates the Deity store, restores a saved game and provides it.
pub fn provide_deity() -> DeityStore {
    let store = DeityStore {
        save: RwSignal::new(None),
        game: RwSignal::new(None),
        step: RwSignal::new(None),
        options: RwSignal::new(Vec::new()),
        counting: RwSignal::new(None),
        notice: RwSignal::new(None),
        problem: RwSignal::new(None),
        protect: RwSignal::new(false),
        viewer: RwSignal::new(None),
        pass_to: RwSignal::new(None),
    };
    provide_context(store);
    store.load();
    store
}

pub fn use_deity() -> DeityStore {
    expect_context::<DeityStore>()
}

impl DeityStore {
    fn load(&self) {
        let raw = storage::read(DEITY_KEY).ok().flatten();
        match parse(raw.as_deref()) {
            Loaded::Nothing => {}
            Loaded::Game(save, game) => self.show(save, *game),
            Loaded::Problem {
                message,
                raw,
                recovered,
            } => {
                let aside = format!("{DEITY_KEY}.unreadable-{}", js_sys::Date::now() as u64);
                if storage::write(&aside, &raw).is_err() {
                    self.protect.set(true);
                }
                self.problem.set(Some((message, raw)));
                if let Some((save, game)) = recovered {
                    self.show(save, *game);
                }
            }
        }
    }

    fn show(&self, save: DeitySave, game: DeityGame) {
        let open = save.open;
        self.save.set(Some(save));
        self.game.set(Some(game));
        self.viewer.set(None);
        self.pass_to.set(None);
        self.clear_choice();
        self.seat_the_next();
        if open {
            use_store().screen.set(Screen::Deity);
        }
        self.run_bots();
    }

    /// Whether a saved game is there to continue.
    pub fn has_game(&self) -> bool {
        self.save.with(Option::is_some)
    }

    /// Starts a new game and shows it.
    pub fn start(&self, seed: u64, seats: Vec<SeatKind>, variants: Variants) {
        let players = u8::try_from(seats.len()).unwrap_or(0);
        match DeityGame::new(seed, players, variants.clone()) {
            Ok(g) => {
                self.problem.set(None);
                self.notice.set(None);
                self.show(DeitySave::new(seed, seats, variants), g);
                self.persist();
                use_store().screen.set(Screen::Deity);
            }
            Err(e) => use_store()
                .notice
                .set(Some(format!("Deity cannot start: {e}"))),
        }
    }

    /// Back on screen after the library.
    pub fn resume(&self) {
        self.save.update(|s| {
            if let Some(s) = s {
                s.open = true;
            }
        });
        self.persist();
        use_store().screen.set(Screen::Deity);
    }

    /// To the library; the game stays saved.
    pub fn close(&self) {
        self.save.update(|s| {
            if let Some(s) = s {
                s.open = false;
            }
        });
        self.persist();
        self.clear_choice();
        use_store().screen.set(Screen::Library);
    }

    pub fn clear_choice(&self) {
        self.step.set(None);
        self.options.set(Vec::new());
        self.counting.set(None);
    }

    fn seat_kind(&self, seat: Seat) -> Option<SeatKind> {
        self.save
            .with_untracked(|s| s.as_ref()?.seats.get(usize::from(seat)).copied())
    }

    fn humans(&self) -> usize {
        self.save.with_untracked(|s| {
            s.as_ref().map_or(0, |s| {
                s.seats.iter().filter(|k| **k == SeatKind::Human).count()
            })
        })
    }

    /// A person makes a move: applied, or refused with the engine's reason.
    pub fn play(&self, mv: Move) {
        let mut result = Ok(());
        self.game.update(|g| {
            if let Some(g) = g {
                result = g.apply(mv.clone());
            }
        });
        match result {
            Ok(()) => {
                self.save.update(|s| {
                    if let Some(s) = s {
                        s.moves.push(mv);
                        // A new line of play: what was undone can no longer be redone.
                        s.redo.clear();
                    }
                });
                self.notice.set(None);
                self.clear_choice();
                self.seat_the_next();
                self.persist();
                self.run_bots();
            }
            Err(e) => self.notice.set(Some(format!("Not allowed: {e}."))),
        }
    }

    /// Plays the bots' moves until a person is to move or the game ends, a batch at a time so
    /// the page stays responsive when only bots play.
    pub fn run_bots(&self) {
        let store = *self;
        let mut played = 0;
        while let Some(who) = store
            .game
            .with_untracked(|g| g.as_ref().and_then(DeityGame::to_move))
        {
            if store.seat_kind(who).and_then(SeatKind::bot).is_none() {
                break;
            }
            if played >= BOT_BATCH {
                set_timeout(
                    move || store.run_bots(),
                    std::time::Duration::from_millis(30),
                );
                break;
            }
            let mv = store.save.with_untracked(|s| {
                store.game.with_untracked(|g| match (s, g) {
                    (Some(s), Some(g)) => next_bot_move(s, g),
                    _ => None,
                })
            });
            let mut chosen = None;
            store.game.update(|g| {
                if let (Some(g), Some(mv)) = (g, mv)
                    && g.apply(mv.clone()).is_ok()
                {
                    chosen = Some(mv);
                }
            });
            let Some(mv) = chosen else { break };
            store.save.update(|s| {
                if let Some(s) = s {
                    s.moves.push(mv);
                }
            });
            played += 1;
        }
        if played > 0 {
            store.clear_choice();
            store.seat_the_next();
            store.persist();
        }
    }

    /// Takes back the last person's move (and the bots' answers): the game returns to that
    /// person's decision, and is saved that way.
    pub fn undo(&self) {
        self.history(DeitySave::undo);
    }

    /// Plays the last undone move again, and the bots' answers as they were.
    pub fn redo(&self) {
        self.history(DeitySave::redo);
    }

    fn history(&self, step: fn(&mut DeitySave) -> Result<DeityGame, HistoryError>) {
        let Some(mut save) = self.save.get_untracked() else {
            return;
        };
        match step(&mut save) {
            Ok(g) => {
                self.save.set(Some(save));
                self.game.set(Some(g));
                self.notice.set(None);
                self.clear_choice();
                self.seat_the_next();
                self.persist();
                // After a redo that ends on a bot's turn (the game was won, say) nothing runs;
                // otherwise a person decides now.
                self.run_bots();
            }
            Err(e) => self.notice.set(Some(e.to_string())),
        }
    }

    /// Shows the table to the person who decides next; covers it first when another person
    /// was at the screen (hot-seat).
    fn seat_the_next(&self) {
        let Some(next) = self
            .game
            .with_untracked(|g| g.as_ref().and_then(DeityGame::to_move))
        else {
            return;
        };
        if self.seat_kind(next) != Some(SeatKind::Human) {
            return;
        }
        if self.viewer.get_untracked() == Some(next) {
            return;
        }
        if self.humans() > 1 {
            self.pass_to.set(Some(next));
        } else {
            self.viewer.set(Some(next));
        }
    }

    /// The next person is at the screen.
    pub fn take_seat(&self, seat: Seat) {
        self.viewer.set(Some(seat));
        self.pass_to.set(None);
        self.clear_choice();
    }

    /// Writes the save (unless the stored text must be protected).
    fn persist(&self) {
        if self.protect.get_untracked() {
            self.notice.set(Some(
                "This game is not being saved, so that the unreadable saved game is not overwritten: download it first, then start saving again.".to_string(),
            ));
            return;
        }
        let text = self.save.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| serde_json::to_string(s).ok())
                .unwrap_or_default()
        });
        if text.is_empty() {
            return;
        }
        if let Err(e) = storage::write(DEITY_KEY, &text) {
            self.notice.set(Some(e.message()));
        }
    }

    /// Lets saving overwrite the stored text again (after the person downloaded it).
    pub fn resume_saving(&self) {
        self.protect.set(false);
        self.persist();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::rules::deity::WorldBuilding;

    fn save_with_moves(n: usize) -> DeitySave {
        let v = Variants {
            world: WorldBuilding::Generated,
            ..Variants::default()
        };
        let mut g = DeityGame::new(9, 2, v.clone()).expect("game");
        let mut s = DeitySave::new(9, vec![SeatKind::Human, SeatKind::Heuristic], v);
        let mut bot = BotKind::Heuristic.make(1);
        for _ in 0..n {
            let legal = g.legal_moves();
            let mv = legal[bot.choose(&g, &legal)].clone();
            g.apply(mv.clone()).expect("legal");
            s.moves.push(mv);
        }
        s
    }

    #[test]
    fn a_save_round_trips_to_the_same_game() {
        let s = save_with_moves(60);
        let text = serde_json::to_string(&s).expect("json");
        match parse(Some(&text)) {
            Loaded::Game(back, g) => {
                assert_eq!(back, s);
                assert_eq!(*g, s.rebuild().expect("replays"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn nothing_stored_is_nothing() {
        assert!(matches!(parse(None), Loaded::Nothing));
        assert!(matches!(parse(Some("  ")), Loaded::Nothing));
    }

    #[test]
    fn unreadable_text_is_reported_and_kept() {
        match parse(Some("{not json")) {
            Loaded::Problem {
                message,
                raw,
                recovered,
            } => {
                assert!(message.contains("could not be read"));
                assert_eq!(raw, "{not json");
                assert!(recovered.is_none());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_move_that_no_longer_replays_keeps_the_game_up_to_it() {
        let mut s = save_with_moves(30);
        s.moves.insert(10, Move::PressOn);
        let text = serde_json::to_string(&s).expect("json");
        match parse(Some(&text)) {
            Loaded::Problem {
                message,
                raw,
                recovered,
            } => {
                assert!(message.contains("move 11 of 31"), "{message}");
                assert_eq!(raw, text);
                let (save, g) = recovered.expect("recovered");
                assert_eq!(save.moves.len(), 10);
                assert_eq!(*g, save.rebuild().expect("replays"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn seat_kinds_read_their_own_values() {
        for k in SeatKind::ALL {
            assert_eq!(SeatKind::from_value(k.value()), Some(k));
        }
        assert_eq!(SeatKind::Human.bot(), None);
        assert_eq!(SeatKind::Random.bot(), Some(BotKind::Random));
    }
}
