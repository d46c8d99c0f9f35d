//! The page's simulation workers: one per core, started when the screen opens and kept
//! between runs; each plays the ranges of games it is handed and reports back.

use std::collections::VecDeque;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use protoplay_engine::sim::Report;
use protoplay_engine::sim::until::Stopped;

use crate::state::sim::{Prepare, RunRequest, Tally, WorkerReply, next_range, ranges, read_reply};

use super::{CHART_MS, MIN_RANGE, Run};

/// The most workers a page starts, whatever the machine says it has.
const MAX_WORKERS: usize = 16;
/// One of the page's workers: started ahead of the run, kept between runs.
pub(super) struct SimWorker {
    worker: web_sys::Worker,
    /// The worker has said it is ready (before that, messages to it are lost).
    ready: bool,
    /// The range it is playing (`first`, `end`) and the games it has reported of it.
    busy: Option<(u64, u64, u64)>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// The workers and the ranges of the run under way that no worker has taken yet.
#[derive(Default)]
pub(super) struct Pool {
    pub(super) workers: Vec<SimWorker>,
    pub(super) queue: VecDeque<(u64, u64)>,
    /// The request of the run under way, its range left out.
    pub(super) request: Option<RunRequest>,
    /// How many of the workers the run under way plays on (a run may ask for fewer than
    /// are loaded, to compare speeds: the others wait, ready).
    pub(super) active: usize,
    /// The game the workers get ready as soon as they are loaded.
    pub(super) game: String,
}

pub(super) type PoolSlot = StoredValue<Pool, LocalStorage>;

/// How many workers the browser suggests: one per core.
pub(super) fn cores() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .unwrap_or(1)
        .clamp(1, MAX_WORKERS)
}

pub(super) fn stop_workers(pool: PoolSlot) {
    pool.update_value(|p| {
        for w in p.workers.drain(..) {
            w.worker.terminate();
        }
        p.queue.clear();
        p.request = None;
    });
}

/// Starts `n` workers into the pool (stopping any it had); their messages drive the run.
pub(super) fn start_workers(
    pool: PoolSlot,
    run: RwSignal<Option<Run>>,
    n: usize,
) -> Result<(), String> {
    let keep = pool.with_value(|p| (p.queue.clone(), p.request.clone()));
    stop_workers(pool);
    let mut workers = Vec::with_capacity(n);
    for index in 0..n {
        workers.push(start_worker(pool, run, index)?);
    }
    pool.update_value(|p| {
        p.workers = workers;
        p.active = p.active.clamp(1, n);
        (p.queue, p.request) = keep;
    });
    Ok(())
}

/// Hands the next range of the run to every ready worker that has none.
pub(super) fn dispatch(pool: PoolSlot) {
    pool.update_value(|p| {
        let Some(template) = p.request.clone() else {
            return;
        };
        for w in p.workers.iter_mut().take(p.active) {
            if !w.ready || w.busy.is_some() {
                continue;
            }
            let Some((first, end)) = next_range(&mut p.queue, p.active, MIN_RANGE) else {
                break;
            };
            let req = RunRequest {
                first,
                count: end - first,
                ..template.clone()
            };
            if let Ok(text) = serde_json::to_string(&req) {
                w.busy = Some((first, end, first));
                let _ = w.worker.post_message(&JsValue::from_str(&text));
            }
        }
    });
}

fn start_worker(
    pool: PoolSlot,
    run: RwSignal<Option<Run>>,
    index: usize,
) -> Result<SimWorker, String> {
    let worker = crate::worker::spawn()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match read_reply(&text) {
                WorkerReply::Ready => {
                    pool.update_value(|p| {
                        if let Some(w) = p.workers.get_mut(index) {
                            w.ready = true;
                            // Its rules fetched and its code compiled while the person
                            // chooses; a run asked for meanwhile comes first.
                            let prepare = Prepare {
                                prepare: p.game.clone(),
                            };
                            if let Ok(text) = serde_json::to_string(&prepare) {
                                let _ = w.worker.post_message(&JsValue::from_str(&text));
                            }
                        }
                    });
                    dispatch(pool);
                }
                WorkerReply::Progress {
                    run: id,
                    tally,
                    busy_ms,
                    ..
                } => {
                    let current = pool.with_value(|p| p.request.as_ref().map(|r| r.run));
                    if current != Some(id) {
                        return;
                    }
                    // The worker's range is done when it has reported all of its games.
                    let finished = pool
                        .try_update_value(|p| {
                            let w = p.workers.get_mut(index)?;
                            let (first, end, next) = w.busy?;
                            let next = next + tally.games();
                            w.busy = (next < end).then_some((first, end, next));
                            Some(next >= end)
                        })
                        .flatten()
                        .unwrap_or(false);
                    let mut next_batch = None;
                    run.update(|r| {
                        if let Some(r) = r.as_mut().filter(|r| r.id == id && r.running()) {
                            next_batch = progress(r, &tally, busy_ms);
                        }
                    });
                    if let Some((first, end)) = next_batch {
                        let workers = pool.with_value(|p| p.workers.len());
                        let queue = ranges(end - first, workers, MIN_RANGE)
                            .into_iter()
                            .map(|(a, b)| (first + a, first + b));
                        pool.update_value(|p| p.queue.extend(queue));
                    }
                    if finished || next_batch.is_some() {
                        dispatch(pool);
                    }
                }
                WorkerReply::Error(e) => {
                    run.update(|r| {
                        if let Some(r) = r.as_mut().filter(|r| r.running()) {
                            r.error = Some(e);
                        }
                    });
                    // Fresh workers for the next run.
                    stop_workers(pool);
                }
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_ev: web_sys::Event| {
        run.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.running()) {
                r.error = Some("a simulation worker failed to load or crashed".to_string());
            }
        });
        stop_workers(pool);
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(SimWorker {
        worker,
        ready: false,
        busy: None,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Merges one report of a worker into the run. A run told to stop once it is known well
/// enough looks when a batch is complete: it stops, or returns the next batch's games.
fn progress(r: &mut Run, tally: &Tally, busy_ms: f64) -> Option<(u64, u64)> {
    if let Err(e) = r.merged.merge(tally) {
        r.error = Some(e.to_string());
        return None;
    }
    r.busy_ms += busy_ms;
    let now = js_sys::Date::now();
    let games = r.merged.games();
    let mut next = None;
    let finished = match (r.until, &r.merged) {
        (Some(until), Tally::Plain(p)) if games >= r.batch_end => {
            // The same look as the command line's, at the same number of games.
            let half_width = Report::new(&r.settings, p, 0.0)
                .ok()
                .and_then(|report| until.measure.half_width(&report))
                .unwrap_or(f64::INFINITY);
            let reached = half_width <= until.within;
            if reached || games >= r.settings.games {
                r.stopped = Some(Stopped {
                    until,
                    games,
                    half_width,
                    reached,
                    games_needed: protoplay_engine::sim::until::games_needed(
                        games,
                        half_width,
                        until.within,
                    ),
                });
                true
            } else {
                let end = (games + protoplay_engine::sim::until::BATCH).min(r.settings.games);
                next = Some((games, end));
                r.batch_end = end;
                false
            }
        }
        (Some(_), _) => false,
        (None, _) => games >= r.settings.games,
    };
    if finished {
        let s = (now - r.started_ms) / 1000.0;
        r.elapsed_s = Some(s);
    }
    if finished || now - r.shown_ms >= CHART_MS {
        r.shown = r.merged.clone();
        r.shown_ms = now;
    }
    if finished {
        let s = r.elapsed_s.unwrap_or(0.0);
        let per_s = |secs: f64| {
            if secs > 0.0 {
                r.merged.games() as f64 / secs
            } else {
                0.0
            }
        };
        web_sys::console::log_1(&JsValue::from_str(&format!(
            "protoplay-sim (browser, {} worker{}): {} games of {}, {} players, seed {}{}: {s:.3} s from the click = {:.0} games/s; workers busy {:.3} s in all = {:.0} games/s each",
            r.workers,
            if r.workers == 1 { "" } else { "s" },
            r.merged.games(),
            r.settings.game,
            r.settings.players,
            r.settings.seed,
            if r.b.is_some() { " (A/B)" } else { "" },
            per_s(s),
            r.busy_ms / 1000.0,
            per_s(r.busy_ms / 1000.0)
        )));
    }
    next
}
