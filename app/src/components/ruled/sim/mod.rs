//! The simulation screen of any ruled game: settings (players, a bot per seat, games, seed,
//! every rule variant, and optionally a B side of an A/B comparison), a run on one Web Worker
//! per core (with a progress bar and Cancel), and the balance report as charts with their
//! numbers written out, the settings and the command line that reproduce it, and CSV and JSON
//! exports. A balance run may stop once every seat's win rate is known well enough: it is then
//! played in batches of the run's first games, looked at after each (see `pool::progress`).
//! Two more tabs run design experiments, each a series of such runs (see [`experiments`]).
//!
//! The workers are started when the screen opens and get its game ready (see
//! `state::sim::Prepare`), so a run does not wait for them to load. A run is cut into ranges of
//! games, handed to whichever worker is free and shrinking towards the run's end
//! ([`next_range`](crate::state::sim::next_range)); each plays its range from one request,
//! reporting about every
//! [`REPORT_MS`](crate::state::sim::REPORT_MS) (see `state::sim`), and the page merges the
//! reports in whatever order they come. Cancel terminates the workers and starts fresh ones.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::rules::{VariantSpec, VariantValues};
use protoplay_engine::sim::until::{Stopped, Until};
use protoplay_engine::sim::{self, SimSettings};

use crate::render::sim::{Results, command};
use crate::state::ruled::{Chosen, use_ruled};
use crate::state::sim::{REPORT_MS, RunRequest, Tally, ranges};
use crate::state::{Screen, use_store};

use super::VariantFields;

mod experiments;
mod pool;
mod report;

use experiments::{Mode, SweepChoice, ladder_bots};
use pool::{Pool, PoolSlot, cores, dispatch, start_workers, stop_workers};
use report::ResultsView;

use crate::render::experiment::{Experiment, Plan};

/// The charts are redrawn at most this often during a run (milliseconds): the progress bar
/// moves with every report, but redrawing the charts seven times a second only costs the page
/// (and, on a busy machine, the workers) time without telling the reader more.
const CHART_MS: f64 = 500.0;
/// The fewest games a worker is handed at once: each range costs a message each way, and the
/// last ranges are this small, so the workers finish within a few games of each other.
const MIN_RANGE: u64 = 20;

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
    /// A run told to stop once it is known well enough: the rule, the end of the batch of
    /// games under way (its first games in order, as the command line plays them), and how
    /// it stopped.
    until: Option<Until>,
    batch_end: u64,
    stopped: Option<Stopped>,
}

impl Run {
    fn running(&self) -> bool {
        self.elapsed_s.is_none() && !self.cancelled && self.error.is_none()
    }
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
    // Drawn once the game's rules are held (see `components::App`): they hold its variants.
    let (Some(info), Some(rules)) = (
        protoplay_engine::rules::registry::info(chosen.rules),
        protoplay_engine::rules::registry::game(chosen.rules),
    ) else {
        return view! { <p class="notice">"These rules are not in this version of Protoplay."</p> }
            .into_any();
    };
    let spec = rules.variant_specs();
    let (min, max) = info.players;
    let bot_kinds = StoredValue::new(protoplay_engine::rules::offered_bots(info));
    let players = RwSignal::new(4u8.clamp(min, max));
    let bots = RwSignal::new(vec![info.default_bot.to_string(); usize::from(max)]);
    let games = RwSignal::new("1000".to_string());
    let seed = RwSignal::new("7".to_string());
    let variants = RwSignal::new(VariantValues::defaults(spec));
    let cores = cores();
    let workers = RwSignal::new(cores);
    // The B side of an A/B run: its own bots, variants and cards and tables.
    let compare = RwSignal::new(false);
    let b_bots = RwSignal::new(vec![info.default_bot.to_string(); usize::from(max)]);
    let b_variants = RwSignal::new(VariantValues::defaults(spec));
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
    // What the rules say of the data before a run: what keeps games from being played out,
    // and cards whose text they cannot run (the run ignores that text). (The screen is drawn
    // once the game's rules are held: see `components::App`.)
    let rules = chosen.rules;
    let notes_of = move |def: Option<&GameDef>| {
        protoplay_engine::rules::registry::game(rules)
            .and_then(|game| game.notes(def).ok())
            .unwrap_or_default()
    };
    let notes = notes_of(def.get_value().as_ref());
    let name = chosen.def.name.clone();
    let run = RwSignal::new(None::<Run>);
    let form_error = RwSignal::new(None::<String>);
    // Stop a balance run once every seat's win rate is known to ± this many points.
    let until_on = RwSignal::new(false);
    let until_points = RwSignal::new("1".to_string());
    // The tab chosen, and the one whose results are below (the last started).
    let mode = RwSignal::new(Mode::Balance);
    let shown_mode = RwSignal::new(Mode::Balance);
    let played_def = StoredValue::new(chosen.def.clone());
    let deck = RwSignal::new(
        chosen
            .def
            .decks
            .first()
            .map(|d| d.id.clone())
            .unwrap_or_default(),
    );
    let sweep_choice = SweepChoice::new(spec, &chosen.def);
    // The page's ladder starts with the quick bots; the search bots are a typed choice away.
    let ladder_list = RwSignal::new(format!("random,{}", info.default_bot));
    let ladder_offered = StoredValue::new(
        protoplay_engine::rules::offered_bots(info)
            .into_iter()
            .map(|b| (b.id.to_string(), b.label.to_string()))
            .collect::<Vec<_>>(),
    );
    // An experiment: its plan and runs, the run of it under way, and its times.
    let experiment = RwSignal::new(None::<Experiment>);
    let experiment_run = RwSignal::new(None::<u32>);
    let experiment_cancelled = RwSignal::new(false);
    let experiment_started = RwSignal::new(0.0f64);
    let experiment_finished = RwSignal::new(None::<f64>);
    let pool: PoolSlot = StoredValue::new_local(Pool {
        active: cores,
        game: info.id.to_string(),
        ..Pool::default()
    });
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
        settings.variants = variants.with_untracked(|v| v.changed(spec));
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
        b.variants = b_variants.with_untracked(|v| v.changed(spec));
        b.def = b_def_list.with_value(|l| {
            l.get(b_def_choice.get_untracked())
                .and_then(|(_, d)| d.clone())
        });
        sim::validate(&b).map_err(|e| format!("B: {e}"))?;
        Ok((settings, Some(b)))
    };

    // Starts one run (of A, or of A and B on the same seeds) on the workers; returns its number.
    let launch =
        move |settings: SimSettings, b: Option<SimSettings>, until: Option<Until>| -> u32 {
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
                until,
                batch_end: if until.is_some() {
                    sim::until::BATCH.min(settings.games)
                } else {
                    settings.games
                },
                stopped: None,
            }));
            // A run with fewer workers than are loaded (to compare speeds) leaves the others
            // waiting; one with more starts them all again.
            let loaded = pool.with_value(|p| p.workers.len());
            let started = if loaded < n_workers {
                start_workers(pool, run, n_workers)
            } else {
                Ok(())
            };
            pool.update_value(|p| p.active = n_workers);
            let first_batch = run.with_untracked(|r| r.as_ref().map_or(0, |r| r.batch_end));
            let queue = ranges(first_batch, n_workers, MIN_RANGE);
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
            id
        };
    // Plays the experiment's next run, passing over the ones the game refuses; marks it done
    // when none is left.
    let advance = move || loop {
        // A run that would play an earlier one's games again takes them.
        if experiment.with_untracked(|e| e.as_ref().and_then(Experiment::next_repeats).is_some()) {
            experiment.update(|e| {
                if let Some(e) = e {
                    e.copy_repeats();
                }
            });
        }
        let next =
            experiment.with_untracked(|e| e.as_ref().and_then(|e| e.next().map(|i| e.step(i))));
        match next {
            None => {
                experiment_finished.set(Some(js_sys::Date::now()));
                return;
            }
            Some(None) => experiment.update(|e| {
                if let Some(e) = e {
                    e.done.push(None);
                }
            }),
            Some(Some((a, b))) => {
                experiment_run.set(Some(launch(a, b, None)));
                return;
            }
        }
    };
    // A finished run of the experiment: keep its games and play the next. A run that failed
    // ends the experiment (its status says why), so the form can start another.
    Effect::new(move |_| {
        let ours = move |r: &&Run| Some(r.id) == experiment_run.get_untracked();
        if run.with(|r| r.as_ref().filter(ours).is_some_and(|r| r.error.is_some())) {
            experiment_run.set(None);
            return;
        }
        let finished = run.with(|r| {
            r.as_ref()
                .filter(ours)
                .filter(|r| r.elapsed_s.is_some())
                .map(|r| r.merged.clone())
        });
        let Some(tally) = finished else { return };
        experiment_run.set(None);
        experiment.update(|e| {
            if let Some(e) = e {
                e.done.push(Some(tally));
            }
        });
        advance();
    });

    let start = move |_| {
        let (settings, b) = match make_settings() {
            Ok(s) => s,
            Err(e) => {
                form_error.set(Some(e));
                return;
            }
        };
        let chosen_mode = mode.get_untracked();
        let plan = match chosen_mode {
            Mode::Balance => None,
            Mode::Cards => Some(
                sim::cards::card_plan(&settings, &deck.get_untracked())
                    .map(Plan::Cards)
                    .map_err(|e| e.to_string()),
            ),
            Mode::Sweep => Some(
                sweep_choice
                    .knob()
                    .and_then(|knob| {
                        let values = sim::sweep::parse_values(&sweep_choice.values.get_untracked())
                            .map_err(|e| format!("Values: {e}"))?;
                        sim::sweep::plan(&settings, &knob, &values).map_err(|e| e.to_string())
                    })
                    .map(Plan::Sweep),
            ),
            Mode::Bots => Some(
                sim::ladder::plan(&settings, &ladder_bots(&ladder_list.get_untracked()))
                    .map(Plan::Ladder)
                    .map_err(|e| e.to_string()),
            ),
        };
        form_error.set(None);
        shown_mode.set(chosen_mode);
        match plan {
            None => {
                let until = (b.is_none() && until_on.get_untracked())
                    .then(|| until_points.get_untracked().trim().parse::<f64>().ok())
                    .flatten()
                    .filter(|w| w.is_finite() && *w > 0.0)
                    .map(|points| Until {
                        measure: sim::until::Measure::SeatWin,
                        within: points / 100.0,
                    });
                if until_on.get_untracked() && b.is_none() && until.is_none() {
                    form_error.set(Some(
                        "The width to stop at is a number of points above 0, such as 1.".into(),
                    ));
                    return;
                }
                launch(settings, b, until);
            }
            Some(Err(e)) => {
                form_error.set(Some(e));
            }
            Some(Ok(plan)) => {
                experiment_cancelled.set(false);
                experiment_finished.set(None);
                experiment_started.set(js_sys::Date::now());
                experiment.set(Some(Experiment::new(settings, plan)));
                advance();
            }
        }
    };
    let cancel = move |_| {
        // A worker plays its range in one go: stopping it is the only way to stop the run.
        stop_workers(pool);
        if experiment_run.get_untracked().is_some() {
            experiment_run.set(None);
            experiment_cancelled.set(true);
        }
        run.update(|r| {
            if let Some(r) = r {
                r.cancelled = true;
                r.shown = r.merged.clone();
            }
        });
        let _ = start_workers(pool, run, cores);
    };
    // The last finished run's games and its widest seat interval, for the estimate of how
    // many games a width takes.
    let last_precision = Memo::new(move |_| {
        run.with(|r| {
            let r = r.as_ref().filter(|r| !r.running() && r.b.is_none())?;
            let Tally::Plain(p) = &r.merged else {
                return None;
            };
            let report = protoplay_engine::sim::Report::new(&r.settings, p, 0.0).ok()?;
            report.widest_seat_interval().map(|w| (report.games, w))
        })
    });
    let until_hint = move || {
        let points = until_points
            .get()
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|w| *w > 0.0)?;
        let target = points / 100.0;
        let unit = if points == 1.0 { "point" } else { "points" };
        Some(match last_precision.get() {
            Some((games, widest)) => format!(
                "At the last run's estimate ({games} games, the widest seat ±{:.1} points), ±{points} {unit} takes about {} games.",
                100.0 * widest,
                sim::until::games_needed(games, widest, target)
            ),
            None => format!(
                "At most about {} games: a win rate near one half is the hardest to pin down. A first run tells more.",
                sim::until::games_for_any_rate(target)
            ),
        })
    };
    let running = move || {
        run.with(|r| r.as_ref().is_some_and(Run::running)) || experiment_run.get().is_some()
    };
    // The run's view is built once per run; its parts follow the run's signal.
    let run_id = Memo::new(move |_| run.with(|r| r.as_ref().map(|r| r.id)));
    let has_experiment = Memo::new(move |_| experiment.with(Option::is_some));
    // The experiments' tabs are a part of the program of their own, fetched when one is first
    // opened; until it is here (or when it cannot be fetched) their Run button waits.
    let drawn = crate::components::Fetched::new(experiments::held());
    let fetch_drawn = move || drawn.fetch(experiments::fetch);
    Effect::new(move |_| {
        if mode.get() != Mode::Balance {
            fetch_drawn();
        }
    });
    let tab_missing = move || mode.get() != Mode::Balance && drawn.here().is_none();
    // Arrow keys move between the tabs, as in any tab list.
    let tab_keys = move |ev: leptos::ev::KeyboardEvent| {
        let step: isize = match ev.key().as_str() {
            "ArrowRight" => 1,
            "ArrowLeft" => -1,
            _ => return,
        };
        ev.prevent_default();
        let n = Mode::ALL.len() as isize;
        // From the tab that has the focus (or the chosen one).
        let focused = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|e| e.id());
        let at = Mode::ALL
            .iter()
            .position(|m| focused.as_deref() == Some(m.tab_id().as_str()))
            .or_else(|| Mode::ALL.iter().position(|m| *m == mode.get_untracked()))
            .unwrap_or(0) as isize;
        let next = Mode::ALL[((at + step).rem_euclid(n)) as usize];
        mode.set(next);
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&next.tab_id()))
        {
            use wasm_bindgen::JsCast;
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    };

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
                    // A ladder seats its own bots.
                    {move || (mode.get() != Mode::Bots).then(|| view! { <BotFields players=players bots=bots kinds=bot_kinds/> })}
                    <VariantFields spec=spec values=variants/>
                    <super::DataNotes notes=notes ignored=true/>
                    <div class="sim-tabs" role="tablist" aria-label="What to find out" on:keydown=tab_keys>
                        {Mode::ALL.into_iter().map(|m| view! {
                            <button role="tab" id=m.tab_id()
                                aria-selected=move || (mode.get() == m).to_string()
                                tabindex=move || if mode.get() == m { "0" } else { "-1" }
                                on:click=move |_| mode.set(m)>{m.tab()}</button>
                        }).collect_view()}
                    </div>
                    <div class="sim-tab-panel" role="tabpanel" aria-label=move || mode.get().tab()>
                    <p class="hint">{move || mode.get().question()}</p>
                    {move || match (mode.get(), drawn.get()) {
                        (Mode::Balance, _) => ().into_any(),
                        (Mode::Cards, Some(Ok(d))) => (d.cards_fields)(deck, played_def),
                        (Mode::Sweep, Some(Ok(d))) => (d.sweep_fields)(sweep_choice, spec, played_def),
                        (Mode::Bots, Some(Ok(d))) => (d.bots_fields)(ladder_list, ladder_offered.get_value()),
                        (_, Some(Err(why))) => view! {
                            <p class="notice" role="alert">{format!("This tab could not be loaded ({why}). ")}
                                <button on:click=move |_| fetch_drawn()>"Try again"</button>
                            </p>
                        }.into_any(),
                        (_, None) => view! { <p class="hint" role="status">"Loading this tab…"</p> }.into_any(),
                    }}
                    {move || (mode.get() == Mode::Balance).then(|| view! {
                    <div class="until">
                        <label>
                            <input type="checkbox" prop:checked=move || until_on.get()
                                on:change=move |ev| until_on.set(event_target_checked(&ev))/>
                            " Stop once every seat's win rate is known to ±"
                        </label>
                        <input type="text" inputmode="decimal" size="4" aria-label="Points each seat's win rate is to be known to"
                            prop:value=move || until_points.get() on:input=move |ev| until_points.set(event_target_value(&ev))/>
                        " points (Games is then the most to play; a look after every 1,000)"
                        <p class="hint" aria-live="polite">{until_hint}</p>
                    </div>
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
                            // B's own data, when it is another card list or table.
                            {move || {
                                let i = b_def_choice.get();
                                let notes = b_def_list
                                    .with_value(|l| l.get(i).filter(|_| i > 0).map(|(_, d)| notes_of(d.as_ref())));
                                notes.map(|notes| view! { <super::DataNotes notes=notes ignored=true side="B: "/> })
                            }}
                            <BotFields players=players bots=b_bots kinds=bot_kinds prefix="B: "/>
                            <VariantFields spec=spec values=b_variants prefix="B: "/>
                        </section>
                    })}
                    })}
                    </div>
                    {move || form_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
                    <div class="actions">
                        <button class="primary" disabled=move || running() || tab_missing() on:click=start>{move || mode.get().run_label()}</button>
                        <button disabled=move || !running() on:click=cancel>"Cancel"</button>
                    </div>
                </section>
                {move || match shown_mode.get() {
                    Mode::Balance => run_id.get().map(|_| view! { <RunView run=run spec=spec/> }.into_any()),
                    Mode::Cards | Mode::Sweep | Mode::Bots => has_experiment.get()
                        .then(|| drawn.here())
                        .flatten()
                        .map(|d| (d.view)(experiments::Shown {
                            experiment, run, current: experiment_run, cancelled: experiment_cancelled,
                            started_ms: experiment_started, finished_ms: experiment_finished,
                        })),
                }}
            </main>
        </div>
    }
    .into_any()
}

/// Progress, status and (as the workers report) the results.
#[component]
fn RunView(run: RwSignal<Option<Run>>, spec: &'static [VariantSpec]) -> impl IntoView {
    // A run stopped once known well enough ends at the games it played.
    let total = move || {
        run.with(|r| {
            r.as_ref().map_or(0, |r| {
                r.stopped.as_ref().map_or(r.settings.games, |s| s.games)
            })
        })
    };
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
                .map(|r| {
                    let line = command(&r.settings, r.b.as_ref());
                    match r.until {
                        // The rule goes before --json, as a person would type it.
                        Some(u) => format!(
                            "{} --until {}:{} --json",
                            line.trim_end_matches(" --json"),
                            u.measure.name(),
                            u.within
                        ),
                        None => line,
                    }
                })
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
        let stopped = r.stopped.as_ref().map_or(String::new(), |st| {
            format!(
                " {}",
                if st.reached {
                    format!(
                        "Stopped at {} games: every seat's win rate is known to ±{:.2} points (asked ±{}).",
                        st.games,
                        100.0 * st.half_width,
                        100.0 * st.until.within
                    )
                } else {
                    format!(
                        "Played all {} games without every seat's win rate known to ±{} points (the widest is ±{:.2}); about {} games in all would do it.",
                        st.games,
                        100.0 * st.until.within,
                        100.0 * st.half_width,
                        st.games_needed
                    )
                }
            )
        });
        format!(
            "Done: {done} games{ab} in {s:.2} s on {workers} ({:.0} games/s in this browser; each worker played {:.0} games/s while busy).{stopped}",
            per_s(s),
            per_s(r.busy_ms / 1000.0)
        )
    } else if r.until.is_some() {
        format!("Playing on {workers}… {done} games, looking after every 1,000 (at most {total})")
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
