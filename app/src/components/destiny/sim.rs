//! The Destiny simulation screen: settings, a run in a Web Worker (chunk by chunk, with a
//! progress bar and Cancel), and the results as SVG charts with their numbers written out:
//! win rate per character with 95% Wilson intervals, wins by seat, and game lengths.

use leptos::prelude::*;
use protoplay_engine::rules::destiny::Variants;
use protoplay_engine::sim::{self, Partial, SimSettings};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::render::destiny::{RateBar, SimCharts, chunks};
use crate::state::destiny::{DestinyScreen, use_destiny};
use crate::state::destiny_sim::{ChunkRequest, WorkerReply, read_reply};

use super::VariantFields;

/// Games per chunk: small enough for a lively progress bar, big enough that messages cost
/// little.
const CHUNK: u64 = 25;
/// The worker's loader script, written by Trunk (`data-loader-shim`).
const WORKER_URL: &str = "./protoplay-sim-worker_loader.js";

/// A run in progress or finished.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    settings: SimSettings,
    chunks: Vec<(u64, u64)>,
    /// Chunks sent to the worker so far.
    sent: usize,
    merged: Partial,
    started_ms: f64,
    /// Seconds the run took, once finished.
    elapsed_s: Option<f64>,
    cancelled: bool,
    error: Option<String>,
}

type WorkerSlot =
    StoredValue<Option<(web_sys::Worker, Closure<dyn FnMut(web_sys::MessageEvent)>)>, LocalStorage>;

#[component]
pub fn SimScreen() -> impl IntoView {
    let d = use_destiny();
    let players = RwSignal::new(4u8);
    let bots = RwSignal::new(vec!["greedy".to_string(); 6]);
    let games = RwSignal::new("1000".to_string());
    let seed = RwSignal::new("7".to_string());
    let variants = RwSignal::new(Variants::default());
    let run = RwSignal::new(None::<Run>);
    let form_error = RwSignal::new(None::<String>);
    let worker: WorkerSlot = StoredValue::new_local(None);
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
        let mut settings = SimSettings::new("destiny");
        settings.players = n;
        settings.games = n_games;
        settings.seed = seed;
        settings.bots = bots
            .get_untracked()
            .into_iter()
            .take(usize::from(n))
            .collect();
        settings.variants = variants
            .get_untracked()
            .pairs()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        if let Err(e) = sim::validate(&settings) {
            form_error.set(Some(e.to_string()));
            return;
        }
        form_error.set(None);
        stop_worker(worker);
        run.set(Some(Run {
            chunks: chunks(settings.games, CHUNK),
            settings,
            sent: 0,
            merged: Partial::default(),
            started_ms: js_sys::Date::now(),
            elapsed_s: None,
            cancelled: false,
            error: None,
        }));
        if let Err(e) = start_worker(worker, run) {
            run.update(|r| {
                if let Some(r) = r {
                    r.error = Some(e);
                }
            });
        }
    };
    let cancel = move |_| {
        stop_worker(worker);
        run.update(|r| {
            if let Some(r) = r {
                r.cancelled = true;
            }
        });
    };
    let running = move || {
        run.with(|r| {
            r.as_ref()
                .is_some_and(|r| r.elapsed_s.is_none() && !r.cancelled && r.error.is_none())
        })
    };

    view! {
        <div class="sim-screen">
            <header class="table-header">
                <button on:click=move |_| d.close()>"← Library"</button>
                <h1>"Simulate Destiny"</h1>
                <button on:click=move |_| d.open(DestinyScreen::Play)>"Destiny table"</button>
            </header>
            <main class="sim-body">
                <section class="panel sim-form" aria-label="Simulation settings">
                    <div class="new-table">
                        <label>"Players "
                            <select aria-label="Players to simulate" on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                            }>
                                {(2u8..=6).map(|n| view! { <option value=n.to_string() selected=move || players.get() == n>{n}</option> }).collect_view()}
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
                                    {sim::BOTS.iter().map(|b| {
                                        let b = *b;
                                        view! { <option value=b selected=move || bots.with(|x| x.get(usize::from(i)).map(String::as_str) == Some(b))>{format!("{b} bot")}</option> }
                                    }).collect_view()}
                                </select>
                            </label>
                        }).collect_view()}
                    </fieldset>
                    <VariantFields variants=variants/>
                    {move || form_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
                    <div class="actions">
                        <button class="primary" disabled=running on:click=start>"Run simulation"</button>
                        <button disabled=move || !running() on:click=cancel>"Cancel"</button>
                    </div>
                </section>
                {move || run.get().map(|r| view! { <RunView r=r/> })}
            </main>
        </div>
    }
}

/// Progress, status and (as chunks arrive) the charts.
#[component]
fn RunView(r: Run) -> impl IntoView {
    let total = r.settings.games;
    let done = r.merged.games;
    let pct = if total == 0 {
        100.0
    } else {
        100.0 * done as f64 / total as f64
    };
    let status = if let Some(e) = &r.error {
        format!("Stopped: {e}")
    } else if r.cancelled {
        format!("Cancelled after {done} of {total} games.")
    } else if let Some(s) = r.elapsed_s {
        format!(
            "Done: {done} games in {s:.2} s ({:.0} games/s in this browser's worker).",
            if s > 0.0 { done as f64 / s } else { 0.0 }
        )
    } else {
        format!("Playing… {done} of {total} games")
    };
    let charts = SimCharts::new(&r.merged);
    view! {
        <section class="panel sim-run" aria-label="Simulation run">
            <div class="progress" role="progressbar" aria-label="Simulation progress"
                aria-valuemin="0" aria-valuemax=total.to_string() aria-valuenow=done.to_string()
                aria-valuetext=format!("{done} of {total} games")>
                <div class="progress-fill" style=format!("width: {pct:.1}%")></div>
            </div>
            <p role="status" class="sim-status">{status}</p>
        </section>
        {(done > 0).then(|| view! { <Charts charts=charts bots=r.settings.seat_bots()/> })}
    }
}

#[component]
fn Charts(charts: SimCharts, bots: Vec<String>) -> impl IntoView {
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
            <p class="meta">{format!("{} games · draws: {} · mean length {:.2} rounds", charts.games, charts.draws, charts.mean_rounds)}</p>
            <RateChart title="Win rate per character (when at the table), with 95% confidence intervals".to_string() bars=charts.characters.clone()/>
            <RateChart title="Win rate by seat (Player 1 moves first in round 1)".to_string() bars=seats/>
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
    let col = 30.0;
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

fn stop_worker(worker: WorkerSlot) {
    worker.update_value(|w| {
        if let Some((w, _)) = w.as_ref() {
            w.terminate();
        }
    });
}

fn post(worker: &web_sys::Worker, settings: &SimSettings, (first, count): (u64, u64)) {
    let req = ChunkRequest {
        settings: settings.clone(),
        first,
        count,
    };
    if let Ok(text) = serde_json::to_string(&req) {
        let _ = worker.post_message(&JsValue::from_str(&text));
    }
}

/// Starts the worker; its messages drive the run: each answer is merged and the next chunk
/// asked for, two chunks in flight so the worker never waits for the page.
fn start_worker(slot: WorkerSlot, run: RwSignal<Option<Run>>) -> Result<(), String> {
    let worker = web_sys::Worker::new(WORKER_URL)
        .map_err(|e| format!("the simulation worker could not start ({e:?})"))?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
        move |ev: web_sys::MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            let reply = read_reply(&text);
            let mut to_send: Vec<(SimSettings, (u64, u64))> = Vec::new();
            let mut finished = false;
            run.update(|r| {
            let Some(r) = r else { return };
            if r.cancelled || r.elapsed_s.is_some() {
                return;
            }
            let want = match reply {
                WorkerReply::Ready => 2,
                WorkerReply::Chunk { partial, .. } => {
                    if let Err(e) = r.merged.merge(&partial) {
                        r.error = Some(e.to_string());
                        finished = true;
                        return;
                    }
                    if r.merged.games >= r.settings.games {
                        let s = (js_sys::Date::now() - r.started_ms) / 1000.0;
                        r.elapsed_s = Some(s);
                        web_sys::console::log_1(&JsValue::from_str(&format!(
                            "protoplay-sim (browser worker): {} games of destiny, {} players, seed {} in {s:.3} s = {:.0} games/s",
                            r.merged.games,
                            r.settings.players,
                            r.settings.seed,
                            if s > 0.0 { r.merged.games as f64 / s } else { 0.0 }
                        )));
                        finished = true;
                        0
                    } else {
                        1
                    }
                }
                WorkerReply::Error(e) => {
                    r.error = Some(e);
                    finished = true;
                    0
                }
            };
            for _ in 0..want {
                if let Some(c) = r.chunks.get(r.sent) {
                    to_send.push((r.settings.clone(), *c));
                    r.sent += 1;
                }
            }
            if r.chunks.is_empty() && !finished {
                r.elapsed_s = Some(0.0);
                finished = true;
            }
        });
            slot.with_value(|w| {
                if let Some((w, _)) = w.as_ref() {
                    for (s, c) in &to_send {
                        post(w, s, *c);
                    }
                    if finished {
                        w.terminate();
                    }
                }
            });
        },
    );
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_ev: web_sys::Event| {
        run.update(|r| {
            if let Some(r) = r {
                r.error = Some("the simulation worker failed to load or crashed".to_string());
            }
        });
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    slot.set_value(Some((worker, on_message)));
    Ok(())
}
