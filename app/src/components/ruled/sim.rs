//! The simulation screen of any ruled game: settings (players, a bot per seat, games, seed,
//! every rule variant, and optionally a B side of an A/B comparison), a run on one Web Worker
//! per core (with a progress bar and Cancel), and the balance report as charts with their
//! numbers written out, the settings and the command line that reproduce it, and CSV and JSON
//! exports.
//!
//! The workers are started when the screen opens, so a run does not wait for them to load.
//! A run is cut into ranges of games ([`ranges`]), handed to whichever worker is free; each
//! plays its range from one request, reporting about every
//! [`REPORT_MS`](crate::state::sim::REPORT_MS) (see `state::sim`), and the page merges the
//! reports in whatever order they come. Cancel terminates the workers and starts fresh ones.

use std::collections::VecDeque;

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::rules::{VariantSpec, VariantValues};
use protoplay_engine::sim::{self, Difference, Report, SimSettings};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::render::sim::{Bin, RateBar, Results, balance_line, bins, command};
use crate::state::ruled::{Chosen, use_ruled};
use crate::state::sim::{REPORT_MS, RunRequest, Tally, WorkerReply, ranges, read_reply};
use crate::state::storage::download;
use crate::state::{Screen, use_store};

use super::VariantFields;

/// The workers' loader script (app/sim-worker.js, which loads the page's program in the worker
/// and reports a program that fails to load).
const WORKER_URL: &str = "./sim-worker.js";

/// The files of the page's own program (the address of its `.js` without `.js`), which
/// `index.html` names in its `#app-module` link: a worker loads what the page has loaded
/// already, from the browser's cache.
fn app_files() -> Option<String> {
    let href = web_sys::window()?
        .document()?
        .get_element_by_id("app-module")?
        .get_attribute("href")?;
    href.strip_suffix(".js").map(str::to_string)
}
/// The charts are redrawn at most this often during a run (milliseconds): the progress bar
/// moves with every report, but redrawing the charts seven times a second only costs the page
/// (and, on a busy machine, the workers) time without telling the reader more.
const CHART_MS: f64 = 500.0;
/// The fewest games a worker is handed at once (preparing a range costs a few games' time).
const MIN_RANGE: u64 = 50;
/// The most workers a page starts, whatever the machine says it has.
const MAX_WORKERS: usize = 16;
/// Bars of a game-length histogram.
const HISTOGRAM_BARS: u32 = 30;

/// A run in progress or finished.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    /// Numbers the runs of this screen, so a late message of an earlier run is ignored.
    id: u32,
    settings: SimSettings,
    /// B's settings in an A/B run.
    b: Option<SimSettings>,
    workers: usize,
    merged: Tally,
    /// What the charts show: `merged` as of the last redraw.
    shown: Tally,
    shown_ms: f64,
    started_ms: f64,
    /// Milliseconds the workers spent playing this run's games, all together.
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

/// One of the page's workers: started ahead of the run, kept between runs.
struct SimWorker {
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
struct Pool {
    workers: Vec<SimWorker>,
    queue: VecDeque<(u64, u64)>,
    /// The request of the run under way, its range left out.
    request: Option<RunRequest>,
}

type PoolSlot = StoredValue<Pool, LocalStorage>;

/// How many workers the browser suggests: one per core.
fn cores() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .unwrap_or(1)
        .clamp(1, MAX_WORKERS)
}

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

/// The bot of each seat, as a person picks them.
#[component]
fn BotFields(
    players: RwSignal<u8>,
    bots: RwSignal<Vec<String>>,
    kinds: StoredValue<Vec<protoplay_engine::rules::BotInfo>>,
    #[prop(optional)] prefix: &'static str,
) -> impl IntoView {
    view! {
        <fieldset class="seats">
            <legend>{format!("{prefix}Bots")}</legend>
            {move || (0..players.get()).map(|i| view! {
                <label>{format!("Player {} ", i + 1)}
                    <select aria-label=format!("{prefix}Bot of Player {}", i + 1) on:change=move |ev| {
                        let v = event_target_value(&ev);
                        bots.update(|b| if let Some(x) = b.get_mut(usize::from(i)) { *x = v });
                    }>
                        {kinds.get_value().into_iter().map(|b| {
                            let id = b.id;
                            view! { <option value=id title=b.about selected=move || bots.with(|x| x.get(usize::from(i)).map(String::as_str) == Some(id))>{b.label}</option> }
                        }).collect_view()}
                    </select>
                </label>
            }).collect_view()}
        </fieldset>
    }
}

#[component]
fn SimForm(chosen: Chosen) -> impl IntoView {
    let store = use_store();
    let Some(info) = protoplay_engine::rules::registry::info(chosen.rules) else {
        return view! { <p class="notice">"These rules are not in this version of Protoplay."</p> }
            .into_any();
    };
    let (min, max) = info.players;
    let bot_kinds = StoredValue::new(protoplay_engine::rules::offered_bots(info));
    let players = RwSignal::new(4u8.clamp(min, max));
    let bots = RwSignal::new(vec![info.default_bot.to_string(); usize::from(max)]);
    let games = RwSignal::new("1000".to_string());
    let seed = RwSignal::new("7".to_string());
    let variants = RwSignal::new(VariantValues::defaults(info.variants));
    let cores = cores();
    let workers = RwSignal::new(cores);
    // The B side of an A/B run: its own bots, variants and cards and tables.
    let compare = RwSignal::new(false);
    let b_bots = RwSignal::new(vec![info.default_bot.to_string(); usize::from(max)]);
    let b_variants = RwSignal::new(VariantValues::defaults(info.variants));
    let def = StoredValue::new(chosen.def_for_rules());
    // B may play the game as shipped or any copy in the library with the same rules.
    let b_defs: Vec<(String, Option<GameDef>)> = {
        let mut list = vec![(
            format!("{} (the same as A)", chosen.def.name),
            def.get_value(),
        )];
        if def.get_value().is_some() {
            list.push((format!("{} as shipped", info.name), None));
        }
        store.library.with_untracked(|l| {
            for g in &l.games {
                if g.rules.as_deref() == Some(info.id) && g.id != chosen.def.id {
                    list.push((g.name.clone(), Some(g.clone())));
                }
            }
        });
        list
    };
    let b_def_choice = RwSignal::new(0usize);
    let b_def_list = StoredValue::new(b_defs);
    // Cards whose text the rules cannot run, said before a run (the run ignores that text).
    // (The screen is drawn once the game's rules are held: see `components::App`.)
    let notes = protoplay_engine::rules::registry::game(chosen.rules)
        .and_then(|game| game.notes(def.get_value().as_ref()).ok())
        .unwrap_or_default();
    let name = chosen.def.name.clone();
    let run = RwSignal::new(None::<Run>);
    let form_error = RwSignal::new(None::<String>);
    let pool: PoolSlot = StoredValue::new_local(Pool { ..Pool::default() });
    // Loading and compiling the workers takes a moment: do it while the person chooses
    // settings. If it fails, the click below tries again and says why.
    let _ = start_workers(pool, run, cores);
    on_cleanup(move || stop_workers(pool));

    let make_settings = move || -> Result<(SimSettings, Option<SimSettings>), String> {
        let n_games = games
            .get_untracked()
            .trim()
            .parse::<u64>()
            .map_err(|_| "Games must be a whole number.".to_string())?;
        let seed = seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .map_err(|_| "The seed must be a whole number.".to_string())?;
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
        sim::validate(&settings).map_err(|e| e.to_string())?;
        if !compare.get_untracked() {
            return Ok((settings, None));
        }
        let mut b = settings.clone();
        b.bots = b_bots
            .get_untracked()
            .into_iter()
            .take(usize::from(n))
            .collect();
        b.variants = b_variants.with_untracked(|v| v.changed(info.variants));
        b.def = b_def_list.with_value(|l| {
            l.get(b_def_choice.get_untracked())
                .and_then(|(_, d)| d.clone())
        });
        sim::validate(&b).map_err(|e| format!("B: {e}"))?;
        Ok((settings, Some(b)))
    };

    let start = move |_| {
        let (settings, b) = match make_settings() {
            Ok(s) => s,
            Err(e) => {
                form_error.set(Some(e));
                return;
            }
        };
        form_error.set(None);
        let id = run.with_untracked(|r| r.as_ref().map_or(1, |r| r.id.wrapping_add(1)));
        let now = js_sys::Date::now();
        let n_workers = workers.get_untracked().clamp(1, cores);
        let paired = b.is_some();
        run.set(Some(Run {
            id,
            settings: settings.clone(),
            b: b.clone(),
            workers: n_workers,
            merged: Tally::empty(paired),
            shown: Tally::empty(paired),
            shown_ms: now,
            started_ms: now,
            busy_ms: 0.0,
            elapsed_s: None,
            cancelled: false,
            error: None,
        }));
        // A run with fewer workers than are loaded (to compare speeds) stops the others.
        let loaded = pool.with_value(|p| p.workers.len());
        let started = if loaded != n_workers {
            start_workers(pool, run, n_workers)
        } else {
            Ok(())
        };
        let queue = ranges(settings.games, n_workers, MIN_RANGE);
        pool.update_value(|p| {
            p.queue = queue.into();
            p.request = Some(RunRequest {
                run: id,
                settings,
                b,
                first: 0,
                count: 0,
                report_ms: REPORT_MS,
            });
        });
        match started {
            Ok(()) => dispatch(pool),
            Err(e) => run.update(|r| {
                if let Some(r) = r {
                    r.error = Some(e);
                }
            }),
        }
    };
    let cancel = move |_| {
        // A worker plays its range in one go: stopping it is the only way to stop the run.
        stop_workers(pool);
        run.update(|r| {
            if let Some(r) = r {
                r.cancelled = true;
                r.shown = r.merged.clone();
            }
        });
        let _ = start_workers(pool, run, cores);
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
                        <label>"Workers "
                            <select aria-label="Workers (one per core)" on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() { workers.set(n) }
                            }>
                                {(1..=cores).rev().map(|n| view! {
                                    <option value=n.to_string() selected=move || workers.get() == n>
                                        {if n == cores { format!("{n} (one per core)") } else { n.to_string() }}
                                    </option>
                                }).collect_view()}
                            </select>
                        </label>
                    </div>
                    <BotFields players=players bots=bots kinds=bot_kinds/>
                    <VariantFields spec=info.variants values=variants/>
                    <super::DataNotes notes=notes ignored=true/>
                    <label class="compare-toggle">
                        <input type="checkbox" prop:checked=move || compare.get()
                            on:change=move |ev| compare.set(event_target_checked(&ev))/>
                        " Compare with a second setting (A/B, on the same seeds)"
                    </label>
                    {move || compare.get().then(|| view! {
                        <section class="ab-b" aria-label="Setting B">
                            <p class="hint">"B plays the same games as A (the same seeds); change what you want to compare. Every measure is then shown for A and B with the difference and its 95% interval."</p>
                            <label>"B: cards and tables "
                                <select aria-label="B: cards and tables" on:change=move |ev| {
                                    if let Ok(i) = event_target_value(&ev).parse() { b_def_choice.set(i) }
                                }>
                                    {b_def_list.get_value().into_iter().enumerate().map(|(i, (label, _))| view! {
                                        <option value=i.to_string() selected=move || b_def_choice.get() == i>{label}</option>
                                    }).collect_view()}
                                </select>
                            </label>
                            <BotFields players=players bots=b_bots kinds=bot_kinds prefix="B: "/>
                            <VariantFields spec=info.variants values=b_variants prefix="B: "/>
                        </section>
                    })}
                    {move || form_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
                    <div class="actions">
                        <button class="primary" disabled=running on:click=start>"Run simulation"</button>
                        <button disabled=move || !running() on:click=cancel>"Cancel"</button>
                    </div>
                </section>
                {move || run_id.get().map(|_| view! { <RunView run=run spec=info.variants/> })}
            </main>
        </div>
    }
    .into_any()
}

/// Progress, status and (as the workers report) the results.
#[component]
fn RunView(run: RwSignal<Option<Run>>, spec: &'static [VariantSpec]) -> impl IntoView {
    let total = move || run.with(|r| r.as_ref().map_or(0, |r| r.settings.games));
    let done = move || run.with(|r| r.as_ref().map_or(0, |r| r.merged.games()));
    let pct = move || {
        let (done, total) = (done(), total());
        if total == 0 {
            100.0
        } else {
            100.0 * done as f64 / total as f64
        }
    };
    let status = move || run.with(|r| r.as_ref().map(status_text).unwrap_or_default());
    // The results follow `shown`, which the run updates at most every CHART_MS.
    let shown = Memo::new(move |_| run.with(|r| r.as_ref().map(|r| r.shown.clone())));
    let results = Memo::new(move |_| {
        let tally = shown.get()?;
        if tally.games() == 0 {
            return None;
        }
        run.with_untracked(|r| {
            let r = r.as_ref()?;
            let elapsed = r.elapsed_s.unwrap_or(0.0);
            Some(
                Results::new(&r.settings, r.b.as_ref(), &tally, elapsed).map_err(|e| e.to_string()),
            )
        })
    });
    let command_line = move || {
        run.with(|r| {
            r.as_ref()
                .map(|r| command(&r.settings, r.b.as_ref()))
                .unwrap_or_default()
        })
    };
    // The workers play ranges of the run's games in whatever order they finish: a cancelled
    // run's games are not the first so many, so no command line gives its numbers.
    let command_intro = move || {
        if run.with(|r| r.as_ref().is_some_and(|r| r.cancelled)) {
            "Cancelled: the numbers below are of the games the workers had finished, which no command line plays on their own. The whole run from the command line: "
        } else {
            "The same numbers from the command line: "
        }
    };
    view! {
        <section class="panel sim-run" aria-label="Simulation run">
            <div class="progress" role="progressbar" aria-label="Simulation progress"
                aria-valuemin="0" aria-valuemax=move || total().to_string() aria-valuenow=move || done().to_string()
                aria-valuetext=move || format!("{} of {} games", done(), total())>
                <div class="progress-fill" style=move || format!("width: {:.1}%", pct())></div>
            </div>
            <p role="status" class="sim-status">{status}</p>
            <p class="hint sim-command">{command_intro}<code>{command_line}</code></p>
        </section>
        {move || results.get().map(|res| match res {
            Err(e) => view! { <p class="notice" role="alert">{format!("The results cannot be shown: {e}")}</p> }.into_any(),
            Ok(res) => {
                let partial = run.with_untracked(|r| r.as_ref().is_some_and(Run::running));
                let cards = run.with_untracked(|r| {
                    r.as_ref().map(|r| (cards_label(&r.settings), r.b.as_ref().map(cards_label)))
                });
                let (a_cards, b_cards) = cards.unwrap_or_default();
                view! { <ResultsView results=res partial=partial spec=spec a_cards=a_cards b_cards=b_cards.unwrap_or_default()/> }.into_any()
            }
        })}
    }
}

/// The run's status line: progress, or how it ended and how fast it went.
fn status_text(r: &Run) -> String {
    let (done, total) = (r.merged.games(), r.settings.games);
    let per_s = |secs: f64| if secs > 0.0 { done as f64 / secs } else { 0.0 };
    let ab = if r.b.is_some() { " (A and B each)" } else { "" };
    let workers = if r.workers == 1 {
        "1 worker".to_string()
    } else {
        format!("{} workers", r.workers)
    };
    if let Some(e) = &r.error {
        format!("Stopped: {e}")
    } else if r.cancelled {
        format!("Cancelled after {done} of {total} games{ab}.")
    } else if let Some(s) = r.elapsed_s {
        format!(
            "Done: {done} games{ab} in {s:.2} s on {workers} ({:.0} games/s in this browser; each worker played {:.0} games/s while busy).",
            per_s(s),
            per_s(r.busy_ms / 1000.0)
        )
    } else {
        format!("Playing on {workers}… {done} of {total} games{ab}")
    }
}

/// The cards and tables a run plays, by name: a library copy's, or the game as shipped.
fn cards_label(settings: &SimSettings) -> String {
    match &settings.def {
        Some(def) => def.name.clone(),
        None => {
            let game = protoplay_engine::rules::registry::info(&settings.game)
                .map_or(settings.game.as_str(), |i| i.name);
            format!("{game} as shipped")
        }
    }
}

/// The settings a report was made with, in words (`cards`: see [`cards_label`]).
fn settings_text(r: &Report, cards: &str, spec: &[VariantSpec]) -> String {
    let variants: Vec<String> = spec
        .iter()
        .map(|v| {
            let value = r.variants.get(v.id).cloned().unwrap_or_default();
            format!("{}: {}", v.label, v.value_label(&value))
        })
        .collect();
    format!(
        "{} games · {} player{} · seed {} · cards and tables: {cards} · bots: {} · {}",
        r.games,
        r.players,
        if r.players == 1 { "" } else { "s" },
        r.seed,
        r.bots
            .iter()
            .map(|b| crate::render::ruled::bot_label(&r.game, b))
            .collect::<Vec<_>>()
            .join(", "),
        if variants.is_empty() {
            "no rule variants".to_string()
        } else {
            variants.join(" · ")
        }
    )
}

#[component]
fn ResultsView(
    results: Results,
    partial: bool,
    spec: &'static [VariantSpec],
    a_cards: String,
    b_cards: String,
) -> impl IntoView {
    let export = StoredValue::new(results.clone());
    let save = move |ext: &'static str| {
        export.with_value(|r| {
            let text = if ext == "csv" { r.csv() } else { r.json() };
            let _ = download(&r.file_name(ext), &text);
        })
    };
    let updating = if partial { " so far (updating)" } else { "" };
    let body = match results {
        Results::Plain(r) => view! {
            <p class="meta">{format!("{}{updating}", settings_text(&r, &a_cards, spec))}</p>
            <ReportView report=*r/>
        }
        .into_any(),
        Results::Compared(c) => view! {
            <p class="meta">{format!("A: {}{updating}", settings_text(&c.a, &a_cards, spec))}</p>
            <p class="meta">{format!("B: {}", settings_text(&c.b, &b_cards, spec))}</p>
            <DifferenceTable rows=c.differences.clone() rounds=c.a.rounds_word()/>
            <details class="ab-detail">
                <summary>"A in detail"</summary>
                <ReportView report=c.a.clone()/>
            </details>
            <details class="ab-detail">
                <summary>"B in detail"</summary>
                <ReportView report=c.b.clone()/>
            </details>
        }
        .into_any(),
    };
    view! {
        <section class="panel sim-results" aria-label="Simulation results">
            <div class="actions export">
                <button on:click=move |_| save("csv")>"Download CSV"</button>
                <button on:click=move |_| save("json")>"Download JSON"</button>
            </div>
            {body}
        </section>
    }
}

/// A rate as a percentage, a balance as a fraction, a mean as a number: how each measure reads.
fn measure_value(measure: &str, v: f64) -> String {
    match measure {
        "balance" => format!("{v:.3}"),
        "rounds_mean" | "decisions_mean" => format!("{v:.2}"),
        _ => format!("{:.1}%", 100.0 * v),
    }
}

/// A difference of a measure: percentage points for rates.
fn measure_difference(measure: &str, v: f64) -> String {
    match measure {
        "balance" => format!("{v:+.3}"),
        "rounds_mean" | "decisions_mean" => format!("{v:+.2}"),
        _ => format!("{:+.1} pts", 100.0 * v),
    }
}

/// What a measure is called on the screen (`rounds`: the game's word, "rounds", "spirals").
fn measure_name(measure: &str, item: &str, rounds: &str) -> String {
    let mean_rounds = format!("Mean {rounds}");
    let name = match measure {
        "win_rate_by_seat" => "Win rate",
        "win_rate_by_turn_order" => "Win rate",
        "win_rate_by_side" => "Win rate of",
        "card_win_rate" => "Win rate with",
        "draws" => "Games without a winner",
        "losses" => "Losses (the game beat the player)",
        "balance" => "Balance",
        "cut_off" => "Cut off by a safety limit",
        "rounds_mean" => mean_rounds.as_str(),
        "decisions_mean" => "Mean decisions",
        other => other,
    };
    if item.is_empty() {
        name.to_string()
    } else {
        format!("{name} {item}")
    }
}

/// A and B side by side: each measure, the difference and its interval, and whether it is
/// within noise. The game-wide measures first; sides and cards, which can be many, fold away.
#[component]
fn DifferenceTable(rows: Vec<Difference>, rounds: String) -> impl IntoView {
    let total = rows.len();
    let beyond = rows.iter().filter(|d| !d.within_noise).count();
    // At 95% about one measure in twenty leaves out 0 by chance alone.
    let by_chance = (total as f64 * 0.05).round() as usize;
    let (main, rest): (Vec<Difference>, Vec<Difference>) = rows
        .into_iter()
        .partition(|d| !matches!(d.measure.as_str(), "win_rate_by_side" | "card_win_rate"));
    let (sides, cards): (Vec<Difference>, Vec<Difference>) = rest
        .into_iter()
        .partition(|d| d.measure == "win_rate_by_side");
    let folded = |title: &'static str, rows: Vec<Difference>, rounds: String| {
        (!rows.is_empty()).then(|| {
            let n = rows.len();
            let differ = rows.iter().filter(|d| !d.within_noise).count();
            view! {
                <details class="ab-detail">
                    <summary>{format!("{title} ({n}; {differ} differ beyond noise)")}</summary>
                    <DifferenceRows label=title rows=rows rounds=rounds/>
                </details>
            }
        })
    };
    view! {
        <p class="sim-verdict">{if beyond == 0 {
            "Every difference between A and B is within the noise of this many games.".to_string()
        } else {
            format!("{beyond} of {total} measures differ beyond noise (their 95% interval leaves out 0); about {by_chance} would by chance alone.")
        }}</p>
        <DifferenceRows label="A and B compared" rows=main rounds=rounds.clone()/>
        {folded("Win rate per side", sides, rounds.clone())}
        {folded("Cards", cards, rounds)}
    }
}

/// The rows of a comparison as a table.
#[component]
fn DifferenceRows(label: &'static str, rows: Vec<Difference>, rounds: String) -> impl IntoView {
    view! {
        <div class="table-scroll">
            <table class="ab-table" aria-label=label>
                <thead><tr><th>"Measure"</th><th>"A"</th><th>"B"</th><th>"B − A (95% interval)"</th><th>"Verdict"</th></tr></thead>
                <tbody>
                    {rows.into_iter().map(|d| {
                        let m = d.measure.clone();
                        view! {
                            <tr class=if d.within_noise { "noise" } else { "differs" }>
                                <th scope="row">{measure_name(&d.measure, &d.item, &rounds)}</th>
                                <td>{measure_value(&m, d.a)}</td>
                                <td>{measure_value(&m, d.b)}</td>
                                <td>{format!("{} ({} to {})", measure_difference(&m, d.difference.value),
                                    measure_difference(&m, d.difference.low), measure_difference(&m, d.difference.high))}</td>
                                <td>{if d.within_noise { "within noise" } else { "differs" }}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// One report: key figures, then charts.
#[component]
fn ReportView(report: Report) -> impl IntoView {
    let r = report;
    let pct = |n: u64| {
        if r.games == 0 {
            0.0
        } else {
            100.0 * n as f64 / r.games as f64
        }
    };
    let (balance, balance_detail) = balance_line(&r).map_or_else(
        || ("— (one player)".to_string(), String::new()),
        |b| (b.headline, format!("{}. ", b.detail)),
    );
    let turn_differs = r.turn_order_differs();
    let ends: Vec<(String, u64)> = r.ends.iter().map(|(k, v)| (k.clone(), *v)).collect();
    let lead = r.lead.clone();
    let top_cards: Vec<RateBar> = r
        .cards
        .iter()
        .take(12)
        .map(|c| RateBar {
            label: if c.stands_out {
                format!("{} ★", c.card)
            } else {
                c.card.clone()
            },
            wins: c.won,
            of: c.played,
            rate: c.rate,
            low: c.low,
            high: c.high,
        })
        .collect();
    let bottom_cards: Vec<RateBar> = r
        .cards
        .iter()
        .rev()
        .take(6)
        .rev()
        .filter(|c| !r.cards.iter().take(12).any(|t| t.card == c.card))
        .map(|c| RateBar {
            label: if c.stands_out {
                format!("{} ★", c.card)
            } else {
                c.card.clone()
            },
            wins: c.won,
            of: c.played,
            rate: c.rate,
            low: c.low,
            high: c.high,
        })
        .collect();
    // The report names bots by their command-line ids; the page by their readable kinds.
    let bot_name = |id: &str| crate::render::ruled::bot_label(&r.game, id);
    let seat_rates: Vec<RateBar> = r
        .seat_rates
        .iter()
        .enumerate()
        .map(|(i, s)| RateBar {
            label: format!(
                "Player {} ({})",
                i + 1,
                bot_name(r.bots.get(i).map_or("?", String::as_str))
            ),
            ..s.clone()
        })
        .collect();
    let side_rates: Vec<RateBar> = r
        .side_rates
        .iter()
        .map(|s| RateBar {
            label: if r.bots.contains(&s.label) {
                bot_name(&s.label)
            } else {
                s.label.clone()
            },
            ..s.clone()
        })
        .collect();
    // First-player advantage means nothing at a table of one.
    let seat_title = if r.seat_rates.len() == 1 {
        "Win rate by seat (one player: how often the player beats the game), 95% interval"
    } else {
        "Win rate by seat (first-player advantage where seats play in order), 95% intervals"
    };
    // The highest and the lowest cards are read side by side: one scale for both.
    let cards_reach = r.cards.iter().map(|c| c.high).fold(0.0, f64::max);
    let n_cards = r.cards.len();
    let standing = r.cards.iter().filter(|c| c.stands_out).count();
    // A one-player game with no winner is the player's loss (the game beat the player).
    let draws_label = measure_name(r.no_winner_measure(), "", "");
    let rounds = r.rounds_word();
    view! {
        <dl class="key-figures">
            <div><dt>"Balance"</dt><dd data-measure="balance">{balance}</dd><dd class="hint">{balance_detail}"1 when every seat wins as often; 0.9 when two seats' win rates are 10 points apart (1 less the widest gap)"</dd></div>
            <div><dt>{draws_label}</dt><dd data-measure="draws">{format!("{} ({:.1}%)", r.draws, pct(r.draws))}</dd></div>
            <div><dt>"Cut off by a safety limit"</dt><dd data-measure="cut_off">{format!("{} ({:.1}%)", r.cut_off, pct(r.cut_off))}</dd></div>
            <div><dt>"Length"</dt><dd>{format!("{:.2} {rounds} on average (median {}; at least 8 games in 10 last {}–{})", r.mean_rounds, r.rounds.median, r.rounds.p10, r.rounds.p90)}</dd></div>
            <div><dt>"Decisions"</dt><dd>{format!("{:.1} a game (median {}); {:.1} choices per decision", r.decisions.mean, r.decisions.median, r.choices_per_decision)}</dd></div>
        </dl>
        <RateChart title=seat_title.to_string() bars=seat_rates baseline=None/>
        {turn_differs.then(|| view! {
            <RateChart title="Win rate by place in turn order (who played first in each game)".to_string() bars=r.turn_rates.clone() baseline=None/>
        })}
        // One side is every seat: its bar would repeat the seats' chart.
        {(side_rates.len() > 1).then(|| view! {
            <RateChart title="Win rate per side (a character, or the bot when the game has no sides), when at the table".to_string() bars=side_rates baseline=None/>
        })}
        <figure class="chart" aria-label="How games ended">
            <figcaption>"How games ended"</figcaption>
            <ul class="ends">
                {ends.into_iter().map(|(end, n)| view! { <li>{format!("{end}: {n} ({:.1}%)", pct(n))}</li> }).collect_view()}
            </ul>
        </figure>
        <Histogram title=format!("Game length in {rounds}") unit=rounds.clone() bins=bins(&r.rounds_histogram, HISTOGRAM_BARS) games=r.games/>
        <Histogram title="Decisions per game".to_string() unit="decisions".to_string() bins=bins(&r.decisions_histogram, HISTOGRAM_BARS) games=r.games/>
        {lead.map(|l| view! {
            <RateChart title=format!("How early the winner leads: games won by the seat leading alone at each point of the game, a tie having no leader ({} games; {:.2} lead changes a game; the winner led for good from {:.0}% of the game on average)", l.games, l.mean_changes, 100.0 * l.mean_decided) bars=l.leader_won.clone() baseline=None/>
        })}
        {(n_cards > 0).then(|| view! {
            <RateChart title=format!("Cards: win rate of a player who played the card, {} (dashed line: every player's win rate, {:.1}%; ★: its interval leaves out that line; {standing} such cards)", if n_cards > 12 { format!("the highest 12 of {n_cards}") } else { format!("all {n_cards}") }, 100.0 * r.card_baseline) bars=top_cards baseline=Some(r.card_baseline) reach=cards_reach/>
            {(!bottom_cards.is_empty()).then(|| view! {
                <RateChart title="Cards: the lowest, on the same scale".to_string() bars=bottom_cards baseline=Some(r.card_baseline) reach=cards_reach/>
            })}
            <p class="hint card-rates-caveat">"A card's rate goes with playing it; it is not the card's strength. A player who is ahead may play more cards, and a card that comes late is played in longer games."</p>
        })}
    }
}

/// Horizontal bars: the rate, its 95% interval as a whisker, and the numbers written beside it;
/// a dashed line at the baseline when there is one. Drawn in HTML, not SVG, so that a phone
/// lays each row out as its label and numbers over a bar as wide as the screen (a fixed-width
/// drawing either scrolled the numbers out of sight or shrank them past reading).
#[component]
fn RateChart(
    title: String,
    bars: Vec<RateBar>,
    baseline: Option<f64>,
    /// A rate the scale must reach besides these bars' (charts read side by side share one).
    #[prop(optional)]
    reach: Option<f64>,
) -> impl IntoView {
    let top = bars
        .iter()
        .map(|b| b.high)
        .fold(baseline.unwrap_or(0.0).max(reach.unwrap_or(0.0)), f64::max);
    // The scale ends at the next 10% above the highest interval.
    let scale_max = ((top * 10.0).ceil() / 10.0).clamp(0.1, 1.0);
    // A rate's place along the track, as a CSS percentage.
    let at = move |v: f64| format!("{:.2}%", 100.0 * (v / scale_max).clamp(0.0, 1.0));
    let summary = bars
        .iter()
        .map(RateBar::text)
        .collect::<Vec<_>>()
        .join("; ");
    view! {
        <figure class="chart" aria-label=title.clone()>
            <figcaption>{title.clone()}</figcaption>
            <div class="rates" role="img" aria-label=format!("{title}: {summary}")>
                {bars.into_iter().map(|b| view! {
                    <div class="rate-row">
                        <span class="label">{b.label.clone()}</span>
                        <span class="track">
                            <span class="bar" style=format!("width: {}", at(b.rate))></span>
                            <span class="whisker" style=format!("left: {}; width: {}", at(b.low), at(b.high - b.low))></span>
                            {baseline.map(|v| view! { <span class="baseline" style=format!("left: {}", at(v))></span> })}
                        </span>
                        <span class="value" data-wins=b.wins.to_string() data-of=b.of.to_string()>
                            {format!("{:.1}% ({} of {}; CI {:.1}–{:.1}%)", 100.0 * b.rate, b.wins, b.of, 100.0 * b.low, 100.0 * b.high)}
                        </span>
                    </div>
                }).collect_view()}
                <div class="rate-row axis-row">
                    <span class="track ticks">
                        {[0.0, 0.5, 1.0].into_iter().map(|f| view! {
                            <span class="tick" style=format!("left: {:.0}%", 100.0 * f)>{format!("{:.0}%", 100.0 * scale_max * f)}</span>
                        }).collect_view()}
                    </span>
                </div>
            </div>
        </figure>
    }
}

/// A histogram: one bar per value or range of values, with its count written above it.
#[component]
fn Histogram(title: String, unit: String, bins: Vec<Bin>, games: u64) -> impl IntoView {
    let max = bins.iter().map(|b| b.games).max().unwrap_or(0).max(1);
    let layout = crate::render::sim::histogram_layout(&bins);
    let col = layout.col;
    let h = 160.0;
    let width = layout.width;
    let height = h + 50.0;
    let summary = bins
        .iter()
        .map(|b| format!("{} {unit}: {}", b.label(), b.games))
        .collect::<Vec<_>>()
        .join(", ");
    view! {
        <figure class="chart" aria-label=title.clone()>
            <figcaption>{format!("{title} ({games} games)")}</figcaption>
            <svg role="img" aria-label=format!("{title}: {summary}") viewBox=format!("0 0 {width} {height}") width=width.to_string() height=height.to_string()>
                <line x1="20" y1=h + 20.0 x2=width y2=h + 20.0 class="axis"/>
                {bins.into_iter().enumerate().map(|(i, b)| {
                    let bh = h * b.games as f64 / max as f64;
                    let x0 = 25.0 + col * i as f64;
                    let mid = x0 + (col - 6.0).max(2.0) / 2.0;
                    view! {
                        <g class="hist-col" data-from=b.from.to_string() data-games=b.games.to_string()>
                            <title>{format!("{} {unit}: {} games", b.label(), b.games)}</title>
                            <rect x=x0 y=h + 20.0 - bh width=(col - 6.0).max(2.0) height=bh class="bar"/>
                            {layout.counts.then(|| view! {
                                <text x=mid y=h + 14.0 - bh text-anchor="middle" class="count">{b.games.to_string()}</text>
                            })}
                            {(i % layout.label_every == 0).then(|| view! {
                                <text x=mid y=h + 36.0 text-anchor="middle" class="tick">{b.label()}</text>
                            })}
                        </g>
                    }
                }).collect_view()}
                <text x=width / 2.0 y=height - 2.0 text-anchor="middle" class="tick">{unit}</text>
            </svg>
        </figure>
    }
}

fn stop_workers(pool: PoolSlot) {
    pool.update_value(|p| {
        for w in p.workers.drain(..) {
            w.worker.terminate();
        }
        p.queue.clear();
        p.request = None;
    });
}

/// Starts `n` workers into the pool (stopping any it had); their messages drive the run.
fn start_workers(pool: PoolSlot, run: RwSignal<Option<Run>>, n: usize) -> Result<(), String> {
    let keep = pool.with_value(|p| (p.queue.clone(), p.request.clone()));
    stop_workers(pool);
    let mut workers = Vec::with_capacity(n);
    for index in 0..n {
        workers.push(start_worker(pool, run, index)?);
    }
    pool.update_value(|p| {
        p.workers = workers;
        (p.queue, p.request) = keep;
    });
    Ok(())
}

/// Hands the next range of the run to every ready worker that has none.
fn dispatch(pool: PoolSlot) {
    pool.update_value(|p| {
        let Some(template) = p.request.clone() else {
            return;
        };
        for w in p.workers.iter_mut() {
            if !w.ready || w.busy.is_some() {
                continue;
            }
            let Some((first, end)) = p.queue.pop_front() else {
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
    // The page's program is the worker's name: the worker loads the very files the page did.
    let files = app_files().ok_or_else(|| {
        "this page does not name its program (index.html's #app-module), so no worker can load it"
            .to_string()
    })?;
    let options = web_sys::WorkerOptions::new();
    options.set_name(&files);
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(WORKER_URL, &options)
        .map_err(|e| format!("the simulation worker could not start ({e:?})"))?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match read_reply(&text) {
                WorkerReply::Ready => {
                    pool.update_value(|p| {
                        if let Some(w) = p.workers.get_mut(index) {
                            w.ready = true;
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
                    run.update(|r| {
                        if let Some(r) = r.as_mut().filter(|r| r.id == id && r.running()) {
                            progress(r, &tally, busy_ms);
                        }
                    });
                    if finished {
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

/// Merges one report of a worker into the run.
fn progress(r: &mut Run, tally: &Tally, busy_ms: f64) {
    if let Err(e) = r.merged.merge(tally) {
        r.error = Some(e.to_string());
        return;
    }
    r.busy_ms += busy_ms;
    let now = js_sys::Date::now();
    let finished = r.merged.games() >= r.settings.games;
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
}
