//! The messages between the page and the simulation Web Workers (see [`crate::worker`]) and a
//! worker's loop, as plain Rust so it is tested natively.
//!
//! The page runs one worker per core and hands each a range of the run's games (a plain run,
//! or an A/B run of two settings on the same seeds); a worker prepares its range once
//! ([`sim::Run`], [`sim::PairedRun`]), plays it in batches and posts the statistics of the games
//! played since its last message about every [`RunRequest::report_ms`] milliseconds, with the
//! time it spent playing them. The page merges them in whatever order they come and shows
//! progress; Cancel terminates the workers. Game `i` of a run is seeded from the run's seed and
//! `i` alone and the statistics are sums, so the numbers do not depend on how the run was cut
//! or on how many workers played it: they are the CLI's.
//!
//! Why time-sized reports: with a request of 25 games per message the worker waited for the
//! page between chunks and the page redrew its charts 90 times a second, so the browser played
//! at about a third of the worker's own speed.

use protoplay_engine::sim::{self, Paired, Partial, SimError, SimSettings};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// The statistics of some games of a run: a plain run's, or an A/B run's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tally {
    Plain(Box<Partial>),
    Paired(Box<Paired>),
}

impl Tally {
    /// Nothing yet, of a plain or an A/B run.
    pub fn empty(paired: bool) -> Self {
        if paired {
            Tally::Paired(Box::default())
        } else {
            Tally::Plain(Box::default())
        }
    }

    /// Games counted.
    pub fn games(&self) -> u64 {
        match self {
            Tally::Plain(p) => p.games,
            Tally::Paired(p) => p.games(),
        }
    }

    /// Adds another chunk's statistics (of the same kind of run).
    pub fn merge(&mut self, other: &Tally) -> Result<(), SimError> {
        match (self, other) {
            (Tally::Plain(a), Tally::Plain(b)) => a.merge(b),
            (Tally::Paired(a), Tally::Paired(b)) => a.merge(b),
            _ => Err(SimError::Mismatch),
        }
    }
}

/// How often the worker reports by default, in milliseconds: a lively progress bar, and few
/// enough messages (and chart redraws) that they cost little.
pub const REPORT_MS: f64 = 150.0;

/// The page asks: play games `first .. first + count` of this run (clipped to the run's games).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunRequest {
    /// The page's number for this run, echoed in every reply.
    pub run: u32,
    pub settings: SimSettings,
    /// B's settings in an A/B run: each game is played with both, on the same seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<SimSettings>,
    pub first: u64,
    pub count: u64,
    /// Milliseconds between progress messages.
    #[serde(default = "report_ms")]
    pub report_ms: f64,
}

fn report_ms() -> f64 {
    REPORT_MS
}

/// The worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerReply {
    /// The worker has loaded and listens.
    Ready,
    /// The statistics of games `first .. first + tally.games()` of run `run`, which took the
    /// worker `busy_ms` milliseconds to play.
    Progress {
        run: u32,
        first: u64,
        tally: Box<Tally>,
        busy_ms: f64,
    },
    /// The request could not be played.
    Error(String),
}

/// The page asks a worker, as soon as it is ready, to get a game ready: fetch its rules and
/// play a few games whose results are thrown away, so the browser has compiled the game's code
/// (its optimised tier comes only once code has run a while) before the person's first run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prepare {
    pub prepare: String,
}

/// Reads a [`Prepare`] message.
pub fn read_prepare(text: &str) -> Option<String> {
    super::from_json::<Prepare>(text).ok().map(|p| p.prepare)
}

/// The games a worker plays to get a game ready (see [`Prepare`]): the game's shipped data and
/// own bots, at the players a simulation offers first.
pub struct WarmUp {
    run: sim::Run,
    next: u64,
}

impl WarmUp {
    /// Milliseconds of games a worker plays, in slices, unless a request comes first.
    pub const MS: f64 = 200.0;
    /// The longest slice, after which the worker looks at its messages.
    pub const SLICE_MS: f64 = 5.0;

    /// `None` for a game whose rules are not held.
    pub fn new(game: &str) -> Option<Self> {
        let info = protoplay_engine::rules::registry::info(game)?;
        let mut settings = SimSettings::new(game);
        settings.players = settings.players.clamp(info.players.0, info.players.1);
        settings.games = sim::MAX_GAMES;
        sim::Run::new(&settings)
            .ok()
            .map(|run| Self { run, next: 0 })
    }

    /// Plays whole games until `ms` milliseconds have passed on `now`; returns how many.
    pub fn play_for(&mut self, ms: f64, now: &mut dyn FnMut() -> f64) -> u64 {
        let end = now() + ms;
        let first = self.next;
        loop {
            if self.run.play(self.next, 1).is_err() {
                break;
            }
            self.next += 1;
            if now() >= end {
                break;
            }
        }
        self.next - first
    }
}

/// Games in the worker's first batch: small, so the first progress shows at once (the first
/// games also run before the browser has compiled the module's optimised code).
const FIRST_BATCH: u64 = 4;
/// A batch lasts about this fraction of the report interval, so reports are rarely late.
const BATCH_SHARE: f64 = 0.25;

/// The run a worker played last, made ready once (checked, and its card list read, which
/// costs as much as several games) for all the ranges of it the page hands the worker.
#[derive(Default)]
pub struct LastRun(Option<(u32, SimSettings, Option<SimSettings>, Prepared)>);

impl LastRun {
    /// The request's run, made ready unless it is the one held.
    fn get(&mut self, req: &RunRequest) -> Result<&mut Prepared, SimError> {
        let held = matches!(&self.0, Some((run, a, b, _))
            if *run == req.run && *a == req.settings && *b == req.b);
        if !held {
            self.0 = None;
            let prepared = match &req.b {
                None => Prepared::Plain(Box::new(sim::Run::new(&req.settings)?)),
                Some(b) => Prepared::Paired(Box::new(sim::PairedRun::new(&req.settings, b)?)),
            };
            self.0 = Some((req.run, req.settings.clone(), req.b.clone(), prepared));
        }
        match &mut self.0 {
            Some((_, _, _, prepared)) => Ok(prepared),
            None => unreachable!("made ready above"),
        }
    }
}

/// Plays the run a request asks for, calling `send` with each reply (progress about every
/// `report_ms`, the last one when the range is done, or an error). `now` is a clock in
/// milliseconds: `performance.now()` in the worker, a fake one in the tests.
pub fn play_run(
    req: &RunRequest,
    last: &mut LastRun,
    now: &mut dyn FnMut() -> f64,
    send: &mut dyn FnMut(WorkerReply),
) {
    let run = match last.get(req) {
        Ok(r) => r,
        Err(e) => {
            send(WorkerReply::Error(e.to_string()));
            return;
        }
    };
    let end = req.first.saturating_add(req.count).min(req.settings.games);
    let mut next = req.first;
    let mut batch = FIRST_BATCH;
    let mut pending = Tally::empty(req.b.is_some());
    let mut pending_first = next;
    let mut busy_ms = 0.0;
    let mut last_report = now();
    if next >= end {
        // An empty range still gets its (empty) answer: the page waits for one.
        send(WorkerReply::Progress {
            run: req.run,
            first: next,
            tally: Box::new(pending),
            busy_ms,
        });
        return;
    }
    while next < end {
        let n = batch.min(end - next);
        let t0 = now();
        let part = match run.play(next, n) {
            Ok(p) => p,
            Err(e) => {
                send(WorkerReply::Error(e.to_string()));
                return;
            }
        };
        let t1 = now();
        busy_ms += t1 - t0;
        if let Err(e) = pending.merge(&part) {
            send(WorkerReply::Error(e.to_string()));
            return;
        }
        next += n;
        // The next batch takes about BATCH_SHARE of a report interval at the speed just seen
        // (at most twice the last one, as the first games run before the browser's optimised
        // code is ready and are slower).
        let per_ms = n as f64 / (t1 - t0).max(0.01);
        batch = ((per_ms * req.report_ms * BATCH_SHARE) as u64).clamp(1, batch.saturating_mul(2));
        if next == end || t1 - last_report >= req.report_ms {
            send(WorkerReply::Progress {
                run: req.run,
                first: pending_first,
                tally: Box::new(std::mem::replace(
                    &mut pending,
                    Tally::empty(req.b.is_some()),
                )),
                busy_ms,
            });
            pending_first = next;
            busy_ms = 0.0;
            last_report = t1;
        }
    }
}

/// A run made ready in the worker.
pub(crate) enum Prepared {
    Plain(Box<sim::Run>),
    Paired(Box<sim::PairedRun>),
}

impl Prepared {
    fn play(&mut self, first: u64, count: u64) -> Result<Tally, SimError> {
        match self {
            Prepared::Plain(r) => r.play(first, count).map(|p| Tally::Plain(Box::new(p))),
            Prepared::Paired(r) => r.play(first, count).map(|p| Tally::Paired(Box::new(p))),
        }
    }
}

/// How a run's games are cut into ranges for `workers` workers: about four ranges per worker,
/// so one that finishes early takes the next range rather than waiting, each at least
/// `min_size` games. Contiguous, in order, covering `0..games` exactly.
pub fn ranges(games: u64, workers: usize, min_size: u64) -> Vec<(u64, u64)> {
    if games == 0 {
        return vec![(0, 0)];
    }
    let pieces = (workers.max(1) as u64 * 4)
        .min(games.div_ceil(min_size.max(1)))
        .max(1);
    let per = games.div_ceil(pieces);
    (0..pieces)
        .map(|i| (i * per, ((i + 1) * per).min(games)))
        .filter(|(a, b)| b > a)
        .collect()
}

/// The next range a worker is handed, from the front of the run's games not yet handed out:
/// half of what is left shared over the `workers`, and at least `min_size` games (or what is
/// left). Ranges shrink towards the end of the run, so the workers finish close together.
pub fn next_range(
    queue: &mut VecDeque<(u64, u64)>,
    workers: usize,
    min_size: u64,
) -> Option<(u64, u64)> {
    let left: u64 = queue.iter().map(|(a, b)| b - a).sum();
    let (first, mut end) = queue.pop_front()?;
    // The games left are one stretch, however they were cut: take from it as one.
    while let Some(&(a, b)) = queue.front()
        && a == end
    {
        end = b;
        queue.pop_front();
    }
    let min_size = min_size.max(1);
    let size = (left / (2 * workers.max(1) as u64)).max(min_size);
    if end - first > size {
        queue.push_front((first + size, end));
        return Some((first, first + size));
    }
    Some((first, end))
}

/// What the worker does with one message: each reply to post, as JSON, through `send`.
pub fn handle(
    text: &str,
    last: &mut LastRun,
    now: &mut dyn FnMut() -> f64,
    send: &mut dyn FnMut(String),
) {
    match super::from_json::<RunRequest>(text) {
        Ok(req) => play_run(&req, last, now, &mut |reply| send(reply_json(&reply))),
        Err(e) => send(reply_json(&WorkerReply::Error(format!(
            "the worker could not read the request: {e}"
        )))),
    }
}

/// A reply as JSON.
pub fn reply_json(reply: &WorkerReply) -> String {
    serde_json::to_string(reply)
        .unwrap_or_else(|e| format!("{{\"error\":\"the reply could not be written: {e}\"}}"))
}

/// [`WorkerReply::Ready`] alone, read as it is written.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ReadyOnly {
    Ready,
}

/// Whether a reply is [`WorkerReply::Ready`]. The bots' worker answers with the bots' moves or
/// this: the ruled table reads only it, without the reader of a simulation's results, which is
/// the simulation screen's.
pub fn is_ready(text: &str) -> bool {
    super::from_json::<ReadyOnly>(text).is_ok()
}

/// Reads a reply in the page.
pub fn read_reply(text: &str) -> WorkerReply {
    super::from_json(text)
        .unwrap_or_else(|e| WorkerReply::Error(format!("unreadable worker message: {e}")))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn ready_is_told_from_every_other_reply() {
        assert!(is_ready(&reply_json(&WorkerReply::Ready)));
        assert!(!is_ready(&reply_json(&WorkerReply::Error("ready".into()))));
        assert!(!is_ready("\"progress\""));
        assert!(!is_ready("not json"));
    }

    fn settings(games: u64) -> SimSettings {
        let mut s = SimSettings::new("destiny");
        s.players = 3;
        s.games = games;
        s
    }

    fn request(
        run: u32,
        settings: SimSettings,
        first: u64,
        count: u64,
        report_ms: f64,
    ) -> RunRequest {
        RunRequest {
            run,
            settings,
            b: None,
            first,
            count,
            report_ms,
        }
    }

    /// A clock that advances `step` milliseconds each time it is read.
    fn ticking(step: f64) -> impl FnMut() -> f64 {
        let mut t = 0.0;
        move || {
            t += step;
            t
        }
    }

    /// A clock whose steps go up and down, so batches grow and shrink.
    pub(crate) fn erratic() -> impl FnMut() -> f64 {
        let steps = [0.1, 3.0, 0.2, 0.05, 8.0, 0.4, 1.0];
        let mut t = 0.0;
        let mut i = 0;
        move || {
            i += 1;
            t += steps[i % steps.len()];
            t
        }
    }

    fn replies(req: &RunRequest, step: f64) -> Vec<WorkerReply> {
        let mut out = Vec::new();
        play_run(req, &mut LastRun::default(), &mut ticking(step), &mut |r| {
            out.push(r)
        });
        out
    }

    #[test]
    fn a_run_is_answered_with_progress_that_covers_it_once_and_merges_to_its_statistics() {
        let s = settings(60);
        let req = request(3, s.clone(), 5, 50, 1.0);
        let mut out = Vec::new();
        play_run(&req, &mut LastRun::default(), &mut erratic(), &mut |r| {
            out.push(r)
        });
        let sizes: std::collections::BTreeSet<u64> = out
            .iter()
            .filter_map(|r| match r {
                WorkerReply::Progress { tally, .. } => Some(tally.games()),
                _ => None,
            })
            .collect();
        assert!(sizes.len() > 2, "{} replies of sizes {sizes:?}", out.len());
        let mut merged = Tally::empty(false);
        let mut next = 5;
        for r in &out {
            let WorkerReply::Progress {
                run,
                first,
                tally,
                busy_ms,
            } = r
            else {
                panic!("unexpected reply {r:?}");
            };
            assert_eq!((*run, *first), (3, next));
            assert!(*busy_ms > 0.0);
            next += tally.games();
            merged.merge(tally).expect("merges");
        }
        assert_eq!(next, 55);
        assert_eq!(
            merged,
            Tally::Plain(Box::new(sim::run_batch(&s, 5, 50).expect("runs")))
        );
    }

    #[test]
    fn an_ab_request_plays_both_settings_on_the_same_seeds() {
        let a = settings(40);
        let mut b = a.clone();
        b.bots = vec!["random".into()];
        let req = RunRequest {
            b: Some(b.clone()),
            ..request(1, a.clone(), 0, 40, 2.0)
        };
        let mut merged = Tally::empty(true);
        play_run(
            &req,
            &mut LastRun::default(),
            &mut erratic(),
            &mut |r| match r {
                WorkerReply::Progress { tally, .. } => merged.merge(&tally).expect("merges"),
                other => panic!("{other:?}"),
            },
        );
        let whole = sim::run_paired(&a, &b, 0, 40).expect("runs");
        assert_eq!(merged, Tally::Paired(Box::new(whole)));
        // A plain chunk cannot join an A/B run's.
        assert!(merged.merge(&Tally::empty(false)).is_err());
    }

    #[test]
    fn ranges_cover_the_run_once_in_order_with_a_few_per_worker() {
        for (games, workers, min) in [
            (10_000, 2, 50),
            (7, 4, 50),
            (1000, 16, 1),
            (0, 2, 50),
            (1, 1, 1),
        ] {
            let r = ranges(games, workers, min);
            assert_eq!(r.first().map(|x| x.0), Some(0));
            assert_eq!(r.last().map(|x| x.1), Some(games));
            for w in r.windows(2) {
                assert_eq!(w[0].1, w[1].0);
            }
            assert!(r.len() <= workers * 4);
        }
        assert_eq!(ranges(10_000, 2, 50).len(), 8);
        assert_eq!(ranges(7, 4, 50), vec![(0, 7)], "small runs are not cut up");
    }

    #[test]
    fn ranges_handed_out_cover_the_run_once_in_order_and_shrink_towards_its_end() {
        let mut queue: VecDeque<(u64, u64)> = ranges(1000, 2, 20).into();
        let mut handed = Vec::new();
        while let Some(r) = next_range(&mut queue, 2, 20) {
            handed.push(r);
        }
        assert_eq!(handed.first().map(|r| r.0), Some(0));
        assert_eq!(handed.last().map(|r| r.1), Some(1000));
        for w in handed.windows(2) {
            assert_eq!(w[0].1, w[1].0);
        }
        let sizes: Vec<u64> = handed.iter().map(|(a, b)| b - a).collect();
        // A quarter of what is left each, at least 20, and the last what is left.
        assert_eq!(
            sizes,
            [250, 187, 140, 105, 79, 59, 45, 33, 25, 20, 20, 20, 17]
        );
        // A small run is one range, and an empty queue hands nothing.
        let mut small: VecDeque<(u64, u64)> = ranges(7, 4, 50).into();
        assert_eq!(next_range(&mut small, 4, 50), Some((0, 7)));
        assert_eq!(next_range(&mut small, 4, 50), None);
    }

    #[test]
    fn a_run_past_the_end_stops_at_the_last_game_and_a_fast_clock_reports_once() {
        let out = replies(&request(1, settings(20), 0, 1000, 1e9), 0.001);
        assert_eq!(out.len(), 1);
        assert!(
            matches!(&out[0], WorkerReply::Progress { first: 0, tally, .. } if tally.games() == 20)
        );
    }

    #[test]
    fn an_empty_range_is_answered_too() {
        assert!(matches!(
            replies(&request(1, settings(10), 10, 5, REPORT_MS), 1.0).as_slice(),
            [WorkerReply::Progress { tally, .. }] if tally.games() == 0
        ));
    }

    #[test]
    fn bad_settings_and_bad_messages_are_answered_with_errors() {
        let mut s = settings(10);
        s.players = 9;
        assert!(matches!(
            replies(&request(1, s, 0, 10, REPORT_MS), 1.0).as_slice(),
            [WorkerReply::Error(_)]
        ));
        let mut out = Vec::new();
        handle(
            "nonsense",
            &mut LastRun::default(),
            &mut ticking(1.0),
            &mut |t| out.push(read_reply(&t)),
        );
        assert!(matches!(out.as_slice(), [WorkerReply::Error(_)]));
        assert_eq!(
            read_reply(&reply_json(&WorkerReply::Ready)),
            WorkerReply::Ready
        );
    }

    #[test]
    fn a_worker_gets_a_game_ready_by_playing_games_for_the_time_it_is_given() {
        assert_eq!(
            read_prepare(
                &serde_json::to_string(&Prepare {
                    prepare: "deity".into()
                })
                .expect("json")
            ),
            Some("deity".to_string())
        );
        assert_eq!(read_prepare("{\"run\":1}"), None);
        // Each game read costs one tick of this clock: 5 ticks of 1 ms are 5 games.
        let mut warm = WarmUp::new("deity").expect("the rules are held natively");
        assert_eq!(warm.play_for(5.0, &mut ticking(1.0)), 5);
        assert_eq!(
            warm.play_for(0.5, &mut ticking(1.0)),
            1,
            "at least one game"
        );
        // The solitaire is played at its one player.
        assert!(WarmUp::new("wotw-france").is_some());
        assert!(WarmUp::new("no-such-game").is_none());
    }

    #[test]
    fn a_request_travels_as_json() {
        let req = request(2, settings(30), 0, 30, 100.0);
        let mut out = Vec::new();
        handle(
            &serde_json::to_string(&req).expect("json"),
            &mut LastRun::default(),
            &mut ticking(1.0),
            &mut |t| out.push(read_reply(&t)),
        );
        let games: u64 = out
            .iter()
            .map(|r| match r {
                WorkerReply::Progress { tally, .. } => tally.games(),
                _ => 0,
            })
            .sum();
        assert_eq!(games, 30);
    }
}
