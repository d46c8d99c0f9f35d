//! Destiny with the rules enforced: the session (setup, the engine's table, who is a bot), its
//! save in local storage under its own key, and the Leptos store the Destiny screens read.
//!
//! A session is its setup plus the moves made, bots' moves included (principle 4): a reload or
//! an undo replays them through the engine. [`DestinySession`] has no Leptos in it, so it is
//! tested natively; [`DestinyStore`] wraps it in signals.

use leptos::prelude::*;
use protoplay_engine::rules::destiny::{Breakdown, DestinyGame, Move, Variants};
use protoplay_engine::rules::{Bot, SeatBot};

/// Any bot Destiny offers, by name.
type AnyBot = SeatBot<DestinyGame>;
use protoplay_engine::table::Rng;
use serde::{Deserialize, Serialize};

use super::storage;

/// The local-storage key of the Destiny game in progress.
pub const DESTINY_KEY: &str = "protoplay.destiny";

/// Who plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    RandomBot,
    #[default]
    GreedyBot,
}

impl SeatKind {
    /// Every kind, in the order a form lists them.
    pub const ALL: [SeatKind; 3] = [SeatKind::Human, SeatKind::RandomBot, SeatKind::GreedyBot];

    /// The name a person reads.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::RandomBot => "Random bot",
            SeatKind::GreedyBot => "Greedy bot",
        }
    }

    /// The value a form uses.
    pub fn key(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::RandomBot => "random",
            SeatKind::GreedyBot => "greedy",
        }
    }

    /// Reads a form value.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.key() == key)
    }

    fn bot(self) -> Option<AnyBot> {
        match self {
            SeatKind::Human => None,
            SeatKind::RandomBot => AnyBot::by_name("random"),
            SeatKind::GreedyBot => AnyBot::by_name("greedy"),
        }
    }
}

/// How a Destiny table is set up: the seats, the seed and the rule variants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestinySetup {
    /// One entry per seat (2–6).
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    #[serde(default)]
    pub variants: Variants,
}

impl DestinySetup {
    /// The default for `players` seats: seat 1 human, the others greedy bots.
    pub fn new(players: u8, seed: u64) -> Self {
        Self {
            seats: (0..players)
                .map(|i| {
                    if i == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::GreedyBot
                    }
                })
                .collect(),
            seed,
            variants: Variants::default(),
        }
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.seats.len() as u8
    }

    /// How many seats people play.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|k| **k == SeatKind::Human).count()
    }
}

/// What is stored: the setup and every move made, so a reload replays the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestinySave {
    pub version: u32,
    pub setup: DestinySetup,
    pub moves: Vec<Move>,
}

/// The save format this build writes.
pub const DESTINY_SAVE_VERSION: u32 = 1;

/// The last total phase as the table showed it: the breakdowns the engine counted, and the
/// table just before (whose seats name the powers that changed each card's value).
#[derive(Clone, Debug)]
pub struct TotalSnapshot {
    pub round: u32,
    pub before: Box<DestinyGame>,
    pub breakdowns: Vec<Breakdown>,
}

/// A Destiny game in play: the engine's table, the setup and the bots.
#[derive(Clone, Debug)]
pub struct DestinySession {
    pub setup: DestinySetup,
    pub game: DestinyGame,
    /// Every move made, in order (bots' moves too).
    pub moves: Vec<Move>,
    /// Seat of each move in `moves`, so undo finds the last person's move.
    pub movers: Vec<u8>,
    /// The last total phase, once one has been played.
    pub last_total: Option<TotalSnapshot>,
    bots: Vec<Option<AnyBot>>,
    bot_rng: Rng,
}

impl DestinySession {
    /// A new table; the bots move at once up to the first person's decision.
    pub fn start(setup: DestinySetup) -> Result<Self, String> {
        let game = DestinyGame::new(setup.players(), setup.seed, setup.variants)
            .map_err(|e| e.to_string())?;
        let mut s = Self::bare(setup, game);
        s.run_bots();
        Ok(s)
    }

    fn bare(setup: DestinySetup, game: DestinyGame) -> Self {
        let bots = setup.seats.iter().map(|k| k.bot()).collect();
        let bot_rng = Rng::seeded(setup.seed ^ 0xB07B_07B0_7B07_B07B);
        Self {
            setup,
            game,
            moves: Vec::new(),
            movers: Vec::new(),
            last_total: None,
            bots,
            bot_rng,
        }
    }

    /// Rebuilds a session from a save by replaying its moves; a move the engine refuses is
    /// reported with its number and reason.
    pub fn restore(save: &DestinySave) -> Result<Self, String> {
        let game = DestinyGame::new(save.setup.players(), save.setup.seed, save.setup.variants)
            .map_err(|e| e.to_string())?;
        let mut s = Self::bare(save.setup.clone(), game);
        for (i, m) in save.moves.iter().enumerate() {
            let who = s.game.to_act().unwrap_or(0);
            s.apply_recorded(who, *m)
                .map_err(|e| format!("move {} of the saved game is refused: {e}", i + 1))?;
        }
        // The bots' generator goes on from a state that depends on the moves made so far.
        s.bot_rng = Rng::seeded(save.setup.seed ^ (s.moves.len() as u64) ^ 0xB07B_07B0_7B07_B07B);
        s.run_bots();
        Ok(s)
    }

    /// Applies a move of seat `p` and records it (and the total phase it may have crossed).
    fn apply_recorded(&mut self, p: u8, m: Move) -> Result<(), String> {
        let before = self.game.clone();
        self.game.apply(m).map_err(|e| e.to_string())?;
        self.moves.push(m);
        self.movers.push(p);
        if before.round() != self.game.round() || (self.game.is_over() && !before.is_over()) {
            let breakdowns = self.game.last_breakdowns().to_vec();
            if !breakdowns.is_empty() {
                self.last_total = Some(TotalSnapshot {
                    round: before.round(),
                    before: Box::new(before),
                    breakdowns,
                });
            }
        }
        Ok(())
    }

    /// The save of this session.
    pub fn save(&self) -> DestinySave {
        DestinySave {
            version: DESTINY_SAVE_VERSION,
            setup: self.setup.clone(),
            moves: self.moves.clone(),
        }
    }

    /// Whether a person plays the seat.
    pub fn is_human(&self, p: u8) -> bool {
        self.setup.seats.get(usize::from(p)) == Some(&SeatKind::Human)
    }

    /// The person whose decision the table waits for, if it waits for one.
    pub fn human_to_act(&self) -> Option<u8> {
        self.game.to_act().filter(|p| self.is_human(*p))
    }

    /// A person's move: applied if the engine allows it (then the bots answer), or refused with
    /// the engine's reason, the table unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), String> {
        let Some(p) = self.human_to_act() else {
            return Err("it is not a person's turn".to_string());
        };
        self.apply_recorded(p, m)?;
        self.run_bots();
        Ok(())
    }

    /// Lets the bots move until a person must decide or the game is over. Returns how many
    /// moves they made.
    pub fn run_bots(&mut self) -> usize {
        let mut n = 0;
        while let Some(p) = self.game.to_act() {
            let Some(Some(bot)) = self.bots.get_mut(usize::from(p)) else {
                break;
            };
            let mut m = bot
                .choose(&self.game, &mut self.bot_rng)
                .unwrap_or(Move::Done);
            if !self.game.is_legal(m) {
                // A bot's mistake must not stall the game.
                match self.game.legal_moves().first() {
                    Some(first) => m = *first,
                    None => break,
                }
            }
            if self.apply_recorded(p, m).is_err() {
                break;
            }
            n += 1;
        }
        n
    }

    /// Whether there is a person's move to take back.
    pub fn can_undo(&self) -> bool {
        self.movers.iter().any(|p| self.is_human(*p))
    }

    /// Takes back the last person's move (and the bots' answers to it) by replaying the rest.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.movers.iter().rposition(|p| self.is_human(*p)) else {
            return false;
        };
        let Ok(game) = DestinyGame::new(self.setup.players(), self.setup.seed, self.setup.variants)
        else {
            return false;
        };
        let mut s = Self::bare(self.setup.clone(), game);
        for (m, p) in self.moves[..last].iter().zip(&self.movers) {
            if s.apply_recorded(*p, *m).is_err() {
                return false;
            }
        }
        s.bot_rng = self.bot_rng.clone();
        *self = s;
        true
    }
}

/// What went wrong reading the stored Destiny game: the text is kept, never overwritten until
/// the person starts a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestinyProblem {
    pub message: String,
    pub raw: String,
}

/// Reads the stored text tolerantly: nothing stored is no game; text that cannot be read or
/// replayed comes back as a problem with the raw text.
pub fn parse_save(raw: Option<&str>) -> Result<Option<DestinySession>, DestinyProblem> {
    let Some(raw) = raw.filter(|r| !r.trim().is_empty()) else {
        return Ok(None);
    };
    let problem = |why: String| DestinyProblem {
        message: format!(
            "The saved Destiny game could not be restored ({why}). It was kept: download it, or start a new game to replace it."
        ),
        raw: raw.to_string(),
    };
    let save: DestinySave = serde_json::from_str(raw).map_err(|e| problem(e.to_string()))?;
    if save.version > DESTINY_SAVE_VERSION {
        return Err(problem(format!(
            "it was written by a newer version (format {})",
            save.version
        )));
    }
    DestinySession::restore(&save).map(Some).map_err(problem)
}

/// The Destiny screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DestinyScreen {
    Play,
    Simulate,
}

/// The Destiny store: the session in play, whose eyes the table is drawn for, and messages.
#[derive(Clone, Copy)]
pub struct DestinyStore {
    pub session: RwSignal<Option<DestinySession>>,
    /// Which Destiny screen is open, if any (the library otherwise).
    pub screen: RwSignal<Option<DestinyScreen>>,
    /// A refused move or other message about the last gesture.
    pub notice: RwSignal<Option<String>>,
    /// Whose hand is shown.
    pub viewer: RwSignal<u8>,
    /// Hot-seat: the table is covered until this player says they are at the screen.
    pub pass_to: RwSignal<Option<u8>>,
    /// A stored game that could not be restored.
    pub problem: RwSignal<Option<DestinyProblem>>,
}

/// Creates the Destiny store and restores a stored game.
pub fn provide_destiny() -> DestinyStore {
    let store = DestinyStore {
        session: RwSignal::new(None),
        screen: RwSignal::new(None),
        notice: RwSignal::new(None),
        viewer: RwSignal::new(0),
        pass_to: RwSignal::new(None),
        problem: RwSignal::new(None),
    };
    match parse_save(storage::read(DESTINY_KEY).ok().flatten().as_deref()) {
        Ok(Some(s)) => {
            let viewer = s.human_to_act().or_else(|| first_human(&s)).unwrap_or(0);
            store.viewer.set(viewer);
            store.pass_to.set((s.setup.humans() > 1).then_some(viewer));
            store.session.set(Some(s));
            if storage::read(OPEN_KEY).ok().flatten().as_deref() == Some("play") {
                store.screen.set(Some(DestinyScreen::Play));
            }
        }
        Ok(None) => {}
        Err(p) => store.problem.set(Some(p)),
    }
    provide_context(store);
    store
}

/// The Destiny store, from context.
pub fn use_destiny() -> DestinyStore {
    expect_context::<DestinyStore>()
}

/// Whether the Destiny table is open, so a reload returns to it.
const OPEN_KEY: &str = "protoplay.destiny.open";

fn first_human(s: &DestinySession) -> Option<u8> {
    (0..s.setup.players()).find(|p| s.is_human(*p))
}

impl DestinyStore {
    /// Starts a new game (replacing the stored one) and opens its table.
    pub fn start(&self, setup: DestinySetup) {
        match DestinySession::start(setup) {
            Ok(s) => {
                self.problem.set(None);
                let viewer = s.human_to_act().or_else(|| first_human(&s)).unwrap_or(0);
                self.viewer.set(viewer);
                self.pass_to.set(None);
                self.notice.set(None);
                self.session.set(Some(s));
                self.persist();
                self.open(DestinyScreen::Play);
            }
            Err(e) => self.notice.set(Some(e)),
        }
    }

    /// Opens a Destiny screen.
    pub fn open(&self, screen: DestinyScreen) {
        let _ = storage::write(
            OPEN_KEY,
            if screen == DestinyScreen::Play {
                "play"
            } else {
                ""
            },
        );
        self.screen.set(Some(screen));
    }

    /// Back to the library.
    pub fn close(&self) {
        let _ = storage::write(OPEN_KEY, "");
        self.notice.set(None);
        self.screen.set(None);
    }

    /// A person's move; a refusal is shown with the engine's reason.
    pub fn play(&self, m: Move) {
        let mut result = Ok(());
        self.session.update(|s| {
            if let Some(s) = s {
                result = s.play(m);
            }
        });
        match result {
            Ok(()) => {
                self.notice.set(None);
                self.after_change();
            }
            Err(e) => self.notice.set(Some(format!("Not allowed: {e}."))),
        }
    }

    /// Takes back the last person's move.
    pub fn undo(&self) {
        let mut done = false;
        self.session
            .update(|s| done = s.as_mut().is_some_and(DestinySession::undo));
        if done {
            self.notice.set(None);
            self.after_change();
        }
    }

    /// Saves, and in hot-seat play covers the table for the next person.
    fn after_change(&self) {
        self.persist();
        let Some((next, humans)) = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| (s.human_to_act(), s.setup.humans())))
        else {
            return;
        };
        if let Some(p) = next
            && p != self.viewer.get_untracked()
        {
            if humans > 1 {
                self.pass_to.set(Some(p));
            } else {
                self.viewer.set(p);
            }
        }
    }

    fn persist(&self) {
        let Some(text) = self.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| serde_json::to_string(&s.save()).ok())
        }) else {
            return;
        };
        if let Err(e) = storage::write(DESTINY_KEY, &text) {
            self.notice.set(Some(e.message()));
        }
    }

    /// The next person has the screen.
    pub fn take_seat(&self, p: u8) {
        self.viewer.set(p);
        self.pass_to.set(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_player() -> DestinySetup {
        DestinySetup::new(2, 11)
    }

    /// Plays a person's seat by always taking the first legal move.
    fn play_first_moves(s: &mut DestinySession, limit: usize) {
        for _ in 0..limit {
            let Some(_) = s.human_to_act() else { break };
            let m = s.game.legal_moves()[0];
            s.play(m).expect("a legal move is accepted");
        }
    }

    #[test]
    fn bots_answer_until_a_person_must_decide() {
        let s = DestinySession::start(two_player()).expect("starts");
        assert!(s.game.is_over() || s.human_to_act() == Some(0));
        assert_eq!(s.setup.seats, vec![SeatKind::Human, SeatKind::GreedyBot]);
    }

    #[test]
    fn a_person_can_play_a_whole_game_against_a_greedy_bot() {
        let mut s = DestinySession::start(two_player()).expect("starts");
        play_first_moves(&mut s, 10_000);
        assert!(s.game.is_over());
    }

    #[test]
    fn a_refused_move_changes_nothing_and_says_why() {
        let mut s = DestinySession::start(two_player()).expect("starts");
        let before = s.game.clone();
        let err = s
            .play(Move::Steal { from: 1 })
            .expect_err("no Thief power in setup");
        assert!(!err.is_empty());
        assert_eq!(s.game, before);
    }

    #[test]
    fn save_and_restore_give_the_same_table() {
        let mut s = DestinySession::start(two_player()).expect("starts");
        play_first_moves(&mut s, 25);
        let text = serde_json::to_string(&s.save()).expect("serialises");
        let back = parse_save(Some(&text)).expect("reads").expect("a game");
        assert_eq!(back.game, s.game);
        assert_eq!(back.moves, s.moves);
    }

    #[test]
    fn the_last_total_phase_is_kept_with_its_breakdowns() {
        let mut s = DestinySession::start(two_player()).expect("starts");
        while s.last_total.is_none() && !s.game.is_over() {
            let m = s.game.legal_moves()[0];
            s.play(m).expect("legal");
        }
        let t = s.last_total.as_ref().expect("a total phase was played");
        assert_eq!(t.breakdowns.len(), 2);
        assert_eq!(t.round, 1);
        let totals: Vec<i32> = t.breakdowns.iter().map(|b| b.total).collect();
        assert_eq!(totals, s.game.last_totals());
    }

    #[test]
    fn undo_takes_back_the_last_persons_move() {
        let mut s = DestinySession::start(two_player()).expect("starts");
        play_first_moves(&mut s, 5);
        let before = s.game.clone();
        let m = s.game.legal_moves()[0];
        s.play(m).expect("legal");
        assert!(s.undo());
        assert_eq!(s.game, before);
    }

    #[test]
    fn a_corrupt_save_is_reported_with_its_text() {
        let p = parse_save(Some("{\"version\":1,\"setup\":")).expect_err("corrupt");
        assert_eq!(p.raw, "{\"version\":1,\"setup\":");
        assert!(p.message.contains("kept"));
        let bad_move = r#"{"version":1,"setup":{"seats":["human","human"],"seed":3},"moves":[{"Steal":{"from":1}}]}"#;
        let p = parse_save(Some(bad_move)).expect_err("refused move");
        assert!(p.message.contains("move 1"), "{}", p.message);
        assert!(matches!(parse_save(None), Ok(None)));
        assert!(matches!(parse_save(Some("  ")), Ok(None)));
    }
}
