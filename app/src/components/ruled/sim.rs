//! The simulation screen of any ruled game: settings (players, a bot per seat, games, seed,
//! every rule variant), a run in a Web Worker (with a progress bar and Cancel), and the results
//! as SVG charts with their numbers written out: win rate per side (a character, or the bot when
//! a game has no sides) with 95% Wilson intervals, wins by seat, and game lengths.
//!
//! The worker is started when the screen opens, so a run does not wait for it to load, and it
//! plays the whole run from one request, reporting about every
//! [`REPORT_MS`](crate::state::sim::REPORT_MS) (see `state::sim`). Cancel
//! terminates it and starts a fresh one.

use leptos::prelude::*;
use protoplay_engine::rules::VariantValues;
use protoplay_engine::rules::registry;
use protoplay_engine::sim::{self, Partial, SimSettings};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::render::sim::{RateBar, SimCharts};
use crate::state::ruled::{Chosen, use_ruled};
use crate::state::sim::{REPORT_MS, RunRequest, WorkerReply, read_reply};
use crate::state::{Screen, use_store};

use super::VariantFields;

/// The worker's loader script (app/sim-worker.js, which reports a module that fails to load).
const WORKER_URL: &str = "./sim-worker.js";
/// The charts are redrawn at most this often during a run (milliseconds): the progress bar
/// moves with every report, but redrawing three charts seven times a second only costs the
/// page (and, on a busy machine, the worker) time without telling the reader more.
const CHART_MS: f64 = 500.0;

/// A run in progress or finished.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    /// Numbers the runs of this screen, so a late message of an earlier run is ignored.
    id: u32,
    settings: SimSettings,
    merged: Partial,
    /// What the charts show: `merged` as of the last redraw.
    shown: Partial,
    shown_ms: f64,
    started_ms: f64,
    /// Milliseconds the worker spent playing this run's games.
    busy_ms: f64,
    /// Seconds the run took from the click, once finished.
    elapsed_s: Option<f64>,
    cancelled: bool,
    error: Option<String>,
}

impl Run {
    fn running(&self) -> bool {
        self.elapsed_s.is_none() && !self.cancelled && self.error.is_none()
    }
}

/// The page's worker: started ahead of the run, kept between runs.
struct SimWorker {
    worker: web_sys::Worker,
    /// The worker has said it is ready (before that, messages to it are lost).
    ready: bool,
    /// A request to post once it is ready.
    waiting: Option<String>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

type WorkerSlot = StoredValue<Option<SimWorker>, LocalStorage>;

#[component]
pub fn SimScreen() -> impl IntoView {
    let ruled = use_ruled();
    view! {
        {move || match ruled.chosen.get() {
            Some(chosen) => view! { <SimForm chosen=chosen/> }.into_any(),
            None => view! { <super::NoGameChosen/> }.into_any(),
        }}
    }
}

#[component]
fn SimForm(chosen: Chosen) -> impl IntoView {
    let store = use_store();
    let Some(game) = registry::game(chosen.rules) else {
        return view! { <p class="notice">"These rules are not in this version of Protoplay."</p> }
            .into_any();
    };
    let info = game.info();
    let (min, max) = info.players;
    let bot_kinds = StoredValue::new(game.bots());
    let players = RwSignal::new(4u8.clamp(min, max));
    let bots = RwSignal::new(vec![info.default_bot.to_string(); usize::from(max)]);
    let games = RwSignal::new("1000".to_string());
    let seed = RwSignal::new("7".to_string());
    let variants = RwSignal::new(VariantValues::defaults(info.variants));
    let def = StoredValue::new(chosen.def_for_rules());
    // Cards whose text the rules cannot run, said before a run (the run ignores that text).
    let notes = game.notes(def.get_value().as_ref()).unwrap_or_default();
    let name = chosen.def.name.clone();
    let run = RwSignal::new(None::<Run>);
    let form_error = RwSignal::new(None::<String>);
    let worker: WorkerSlot = StoredValue::new_local(None);
    // Loading and compiling the worker takes a moment: do it while the person chooses settings.
    // If it fails, the click below tries again and says why.
    let _ = start_worker(worker, run);
    on_cleanup(move || stop_worker(worker));

    let start = move |_| {
        let Ok(n_games) = games.get_untracked().trim().parse::<u64>() else {
            form_error.set(Some("Games must be a whole number.".to_string()));
            return;
        };
        let Ok(seed) = seed.get_untracked().trim().parse::<u64>() else {
            form_error.set(Some("The seed must be a whole number.".to_string()));
            return;
        };
        let n = players.get_untracked();
        let mut settings = SimSettings::new(info.id);
        settings.def = def.get_value();
        settings.players = n;
        settings.games = n_games;
        settings.seed = seed;
        settings.bots = bots
            .get_untracked()
            .into_iter()
            .take(usize::from(n))
            .collect();
        settings.variants = variants.with_untracked(|v| v.changed(info.variants));
        if let Err(e) = sim::validate(&settings) {
            form_error.set(Some(e.to_string()));
            return;
        }
        form_error.set(None);
        let id = run.with_untracked(|r| r.as_ref().map_or(1, |r| r.id.wrapping_add(1)));
        let now = js_sys::Date::now();
        let request = RunRequest {
            run: id,
            first: 0,
            count: settings.games,
            settings: settings.clone(),
            report_ms: REPORT_MS,
        };
        run.set(Some(Run {
            id,
            settings,
            merged: Partial::default(),
            shown: Partial::default(),
            shown_ms: now,
            started_ms: now,
            busy_ms: 0.0,
            elapsed_s: None,
            cancelled: false,
            error: None,
        }));
        let sent = serde_json::to_string(&request)
            .map_err(|e| format!("the request could not be written: {e}"))
            .and_then(|text| {
                if worker.with_value(Option::is_none) {
                    start_worker(worker, run)?;
                }
                worker.update_value(|w| {
                    if let Some(w) = w {
                        if w.ready {
                            let _ = w.worker.post_message(&JsValue::from_str(&text));
                        } else {
                            w.waiting = Some(text);
                        }
                    }
                });
                Ok(())
            });
        if let Err(e) = sent {
            run.update(|r| {
                if let Some(r) = r {
                    r.error = Some(e);
                }
            });
        }
    };
    let cancel = move |_| {
        // The worker plays the run in one go: stopping it is the only way to stop the run.
        stop_worker(worker);
        run.update(|r| {
            if let Some(r) = r {
                r.cancelled = true;
                r.shown = r.merged.clone();
            }
        });
        let _ = start_worker(worker, run);
    };
    let running = move || run.with(|r| r.as_ref().is_some_and(Run::running));
    // The run's view is built once per run; its parts follow the run's signal.
    let run_id = Memo::new(move |_| run.with(|r| r.as_ref().map(|r| r.id)));

    view! {
        <div class="sim-screen">
            <header class="table-header">
                <button on:click=move |_| store.screen.set(Screen::Library)>"← Library"</button>
                <h1>{format!("Simulate {name}")}</h1>
            </header>
            <main class="sim-body">
                <section class="panel sim-form" aria-label="Simulation settings">
                    <div class="new-table">
                        <label>"Players "
                            <select aria-label="Players to simulate" on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                            }>
                                {(min..=max).map(|n| view! { <option value=n.to_string() selected=move || players.get() == n>{n}</option> }).collect_view()}
                            </select>
                        </label>
                        <label>"Games "
                            <input type="text" inputmode="numeric" size="8" aria-label="Games to simulate"
                                prop:value=move || games.get() on:input=move |ev| games.set(event_target_value(&ev))/>
                        </label>
                        <label>"Seed "
                            <input type="text" inputmode="numeric" size="12" aria-label="Simulation seed"
                                prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                        </label>
                    </div>
                    <fieldset class="seats">
                        <legend>"Bots"</legend>
                        {move || (0..players.get()).map(|i| view! {
                            <label>{format!("Player {} ", i + 1)}
                                <select aria-label=format!("Bot of Player {}", i + 1) on:change=move |ev| {
                                    let v = event_target_value(&ev);
                                    bots.update(|b| if let Some(x) = b.get_mut(usize::from(i)) { *x = v });
                                }>
                                    {bot_kinds.get_value().into_iter().map(|b| {
                                        let id = b.id;
                                        view! { <option value=id title=b.about selected=move || bots.with(|x| x.get(usize::from(i)).map(String::as_str) == Some(id))>{b.label}</option> }
                                    }).collect_view()}
                                </select>
                            </label>
                        }).collect_view()}
                    </fieldset>
                    <VariantFields spec=info.variants values=variants/>
                    <super::DataNotes notes=notes ignored=true/>
                    {move || form_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
                    <div class="actions">
                        <button class="primary" disabled=running on:click=start>"Run simulation"</button>
                        <button disabled=move || !running() on:click=cancel>"Cancel"</button>
                    </div>
                </section>
                {move || run_id.get().map(|_| view! { <RunView run=run/> })}
            </main>
        </div>
    }
    .into_any()
}

/// Progress, status and (as the worker reports) the charts.
#[component]
fn RunView(run: RwSignal<Option<Run>>) -> impl IntoView {
    let total = move || run.with(|r| r.as_ref().map_or(0, |r| r.settings.games));
    let done = move || run.with(|r| r.as_ref().map_or(0, |r| r.merged.games));
    let pct = move || {
        let (done, total) = (done(), total());
        if total == 0 {
            100.0
        } else {
            100.0 * done as f64 / total as f64
        }
    };
    let status = move || run.with(|r| r.as_ref().map(status_text).unwrap_or_default());
    // The charts follow `shown`, which the run updates at most every CHART_MS.
    let shown = Memo::new(move |_| run.with(|r| r.as_ref().map(|r| r.shown.clone())));
    // Untracked: the charts must not be redrawn with every report.
    let bots = move || {
        run.with_untracked(|r| {
            r.as_ref()
                .map(|r| r.settings.seat_bots())
                .unwrap_or_default()
        })
    };
    view! {
        <section class="panel sim-run" aria-label="Simulation run">
            <div class="progress" role="progressbar" aria-label="Simulation progress"
                aria-valuemin="0" aria-valuemax=move || total().to_string() aria-valuenow=move || done().to_string()
                aria-valuetext=move || format!("{} of {} games", done(), total())>
                <div class="progress-fill" style=move || format!("width: {:.1}%", pct())></div>
            </div>
            <p role="status" class="sim-status">{status}</p>
        </section>
        {move || shown.get().filter(|p| p.games > 0).map(|p| {
            // Redrawn when `shown` changes, which it does when the run ends too.
            let partial = run.with_untracked(|r| r.as_ref().is_some_and(Run::running));
            view! { <Charts charts=SimCharts::new(&p) bots=bots() partial=partial/> }
        })}
    }
}

/// The run's status line: progress, or how it ended and how fast it went.
fn status_text(r: &Run) -> String {
    let (done, total) = (r.merged.games, r.settings.games);
    let per_s = |secs: f64| if secs > 0.0 { done as f64 / secs } else { 0.0 };
    if let Some(e) = &r.error {
        format!("Stopped: {e}")
    } else if r.cancelled {
        format!("Cancelled after {done} of {total} games.")
    } else if let Some(s) = r.elapsed_s {
        format!(
            "Done: {done} games in {s:.2} s ({:.0} games/s in this browser; the worker played {:.0} games/s).",
            per_s(s),
            per_s(r.busy_ms / 1000.0)
        )
    } else {
        format!("Playing… {done} of {total} games")
    }
}

#[component]
fn Charts(
    charts: SimCharts,
    bots: Vec<String>,
    /// The run is still going: the charts lag the progress bar by up to CHART_MS, so they say
    /// how many games they show.
    partial: bool,
) -> impl IntoView {
    let seats: Vec<RateBar> = charts
        .seats
        .iter()
        .cloned()
        .zip(bots)
        .map(|(mut b, bot)| {
            b.label = format!("{} ({bot})", b.label);
            b
        })
        .collect();
    view! {
        <section class="panel sim-results" aria-label="Simulation results">
            <p class="meta">{format!("{} games{} · {}: {} · mean length {:.2} rounds",
                charts.games, if partial { " so far (updating)" } else { "" },
                // A one-player game with no winner is the player's loss.
                if charts.seats.len() == 1 { "losses" } else { "draws" },
                charts.draws, charts.mean_rounds)}</p>
            <RateChart title="Win rate per side (a character, or the bot when the game has no sides), when at the table, with 95% confidence intervals".to_string() bars=charts.sides.clone()/>
            <RateChart title="Win rate by seat".to_string() bars=seats/>
            <Histogram rounds=charts.rounds.clone() max=charts.max_round_count() games=charts.games/>
        </section>
    }
}

const LABEL_W: f64 = 190.0;
const BAR_W: f64 = 360.0;
const ROW_H: f64 = 24.0;

/// Horizontal bars: the rate, its 95% interval as a whisker, and the numbers written beside it.
#[component]
fn RateChart(title: String, bars: Vec<RateBar>) -> impl IntoView {
    let top = bars.iter().map(|b| b.high).fold(0.0_f64, f64::max);
    // The scale ends at the next 10% above the highest interval.
    let scale_max = ((top * 10.0).ceil() / 10.0).clamp(0.1, 1.0);
    let x = move |v: f64| LABEL_W + BAR_W * v / scale_max;
    let height = ROW_H * bars.len() as f64 + 30.0;
    let width = LABEL_W + BAR_W + 300.0;
    let summary = bars
        .iter()
        .map(RateBar::text)
        .collect::<Vec<_>>()
        .join("; ");
    view! {
        <figure class="chart" aria-label=title.clone()>
            <figcaption>{title.clone()}</figcaption>
            <svg role="img" aria-label=format!("{title}: {summary}") viewBox=format!("0 0 {width} {height}") width=width.to_string() height=height.to_string()>
                <line x1=LABEL_W y1="0" x2=LABEL_W y2=height - 24.0 class="axis"/>
                {[0.0, 0.5, 1.0].into_iter().map(|f| {
                    let v = scale_max * f;
                    view! { <text x=x(v) y=height - 8.0 text-anchor="middle" class="tick">{format!("{:.0}%", 100.0 * v)}</text> }
                }).collect_view()}
                {bars.into_iter().enumerate().map(|(i, b)| {
                    let y = ROW_H * i as f64 + 4.0;
                    let mid = y + ROW_H / 2.0 - 2.0;
                    view! {
                        <g class="rate-row">
                            <text x=LABEL_W - 6.0 y=mid + 4.0 text-anchor="end" class="label">{b.label.clone()}</text>
                            <rect x=LABEL_W y=y + 2.0 width=(x(b.rate) - LABEL_W).max(0.0) height=ROW_H - 8.0 class="bar"/>
                            <line x1=x(b.low) x2=x(b.high) y1=mid y2=mid class="whisker"/>
                            <line x1=x(b.low) x2=x(b.low) y1=mid - 5.0 y2=mid + 5.0 class="whisker"/>
                            <line x1=x(b.high) x2=x(b.high) y1=mid - 5.0 y2=mid + 5.0 class="whisker"/>
                            <text x=LABEL_W + BAR_W + 8.0 y=mid + 4.0 class="value" data-wins=b.wins.to_string() data-of=b.of.to_string()>
                                {format!("{:.1}% ({} of {}; CI {:.1}–{:.1}%)", 100.0 * b.rate, b.wins, b.of, 100.0 * b.low, 100.0 * b.high)}
                            </text>
                        </g>
                    }
                }).collect_view()}
            </svg>
        </figure>
    }
}

/// Game lengths: one bar per number of rounds, with its count written above it.
#[component]
fn Histogram(rounds: Vec<(u32, u64)>, max: u64, games: u64) -> impl IntoView {
    // Wide enough for the count written above each bar (12 px digits), which would overlap
    // their neighbours' from five digits on (runs of 100,000 games).
    let col = (max.to_string().len() as f64 * 7.5 + 8.0).max(30.0);
    let h = 160.0;
    let width = 50.0 + col * rounds.len() as f64;
    let height = h + 50.0;
    let summary = rounds
        .iter()
        .map(|(r, n)| format!("{r} rounds: {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    view! {
        <figure class="chart" aria-label="Game length in rounds">
            <figcaption>{format!("Game length in rounds ({games} games)")}</figcaption>
            <svg role="img" aria-label=format!("Game length in rounds: {summary}") viewBox=format!("0 0 {width} {height}") width=width.to_string() height=height.to_string()>
                <line x1="20" y1=h + 20.0 x2=width y2=h + 20.0 class="axis"/>
                {rounds.into_iter().enumerate().map(|(i, (r, n))| {
                    let bh = h * n as f64 / max as f64;
                    let x0 = 25.0 + col * i as f64;
                    view! {
                        <g class="hist-col">
                            <rect x=x0 y=h + 20.0 - bh width=col - 6.0 height=bh class="bar"/>
                            <text x=x0 + (col - 6.0) / 2.0 y=h + 14.0 - bh text-anchor="middle" class="count" data-rounds=r.to_string()>{n.to_string()}</text>
                            <text x=x0 + (col - 6.0) / 2.0 y=h + 36.0 text-anchor="middle" class="tick">{r.to_string()}</text>
                        </g>
                    }
                }).collect_view()}
                <text x=width / 2.0 y=height - 2.0 text-anchor="middle" class="tick">"rounds"</text>
            </svg>
        </figure>
    }
}

fn stop_worker(slot: WorkerSlot) {
    slot.update_value(|w| {
        if let Some(w) = w.take() {
            w.worker.terminate();
        }
    });
}

/// Starts a worker into the slot; its messages drive the run in `run`.
fn start_worker(slot: WorkerSlot, run: RwSignal<Option<Run>>) -> Result<(), String> {
    let worker = web_sys::Worker::new(WORKER_URL)
        .map_err(|e| format!("the simulation worker could not start ({e:?})"))?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match read_reply(&text) {
                WorkerReply::Ready => slot.update_value(|w| {
                    if let Some(w) = w {
                        w.ready = true;
                        if let Some(text) = w.waiting.take() {
                            let _ = w.worker.post_message(&JsValue::from_str(&text));
                        }
                    }
                }),
                WorkerReply::Progress {
                    run: id,
                    partial,
                    busy_ms,
                    ..
                } => run.update(|r| {
                    if let Some(r) = r.as_mut().filter(|r| r.id == id && r.running()) {
                        progress(r, &partial, busy_ms);
                    }
                }),
                WorkerReply::Error(e) => {
                    run.update(|r| {
                        if let Some(r) = r.as_mut().filter(|r| r.running()) {
                            r.error = Some(e);
                        }
                    });
                    // A fresh worker for the next run.
                    stop_worker(slot);
                }
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_ev: web_sys::Event| {
        run.update(|r| {
            if let Some(r) = r.as_mut().filter(|r| r.running()) {
                r.error = Some("the simulation worker failed to load or crashed".to_string());
            }
        });
        stop_worker(slot);
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    stop_worker(slot);
    slot.set_value(Some(SimWorker {
        worker,
        ready: false,
        waiting: None,
        _on_message: on_message,
        _on_error: on_error,
    }));
    Ok(())
}

/// Merges one report of the worker into the run.
fn progress(r: &mut Run, partial: &Partial, busy_ms: f64) {
    if let Err(e) = r.merged.merge(partial) {
        r.error = Some(e.to_string());
        return;
    }
    r.busy_ms += busy_ms;
    let now = js_sys::Date::now();
    let finished = r.merged.games >= r.settings.games;
    if finished || now - r.shown_ms >= CHART_MS {
        r.shown = r.merged.clone();
        r.shown_ms = now;
    }
    if finished {
        let s = (now - r.started_ms) / 1000.0;
        r.elapsed_s = Some(s);
        let per_s = |secs: f64| {
            if secs > 0.0 {
                r.merged.games as f64 / secs
            } else {
                0.0
            }
        };
        web_sys::console::log_1(&JsValue::from_str(&format!(
            "protoplay-sim (browser worker): {} games of {}, {} players, seed {}: {s:.3} s from the click = {:.0} games/s; worker busy {:.3} s = {:.0} games/s",
            r.merged.games,
            r.settings.game,
            r.settings.players,
            r.settings.seed,
            per_s(s),
            r.busy_ms / 1000.0,
            per_s(r.busy_ms / 1000.0)
        )));
    }
}
