//! The simulation screen's design experiments: "Card values" (what each card of a deck is
//! worth: the run played again without each card name, on the same seeds), "Sweep" (one
//! number of the data or one variant set to each of a range of values, on the same seeds) and
//! "Bots" (a skill ladder: each bot against each other in every seat, on the same seeds).
//! Each is the engine's plan played one run after another on the screen's workers (see
//! [`crate::render::experiment`]); the numbers are the command line's, which is shown with them.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::rules::{VariantKind, VariantSpec};
use protoplay_engine::sim::cards::CardValues;
use protoplay_engine::sim::ladder::Ladder;
use protoplay_engine::sim::stats::Interval;
use protoplay_engine::sim::sweep::{Knob, Sweep};

use crate::render::experiment::{BandChart, Experiment, Outcome, band_chart};
use crate::state::storage::download;

use super::Run;

/// What the experiments' tabs draw: each tab's fields, and an experiment's progress and result.
/// It is a part of the page's program of its own ([`fetch`]), fetched when a person first opens
/// one of these tabs: the balance report, the screen's first tab, needs none of it.
pub(super) struct Drawn {
    pub cards_fields: fn(RwSignal<String>, StoredValue<GameDef>) -> AnyView,
    pub sweep_fields: fn(SweepChoice, &'static [VariantSpec], StoredValue<GameDef>) -> AnyView,
    pub bots_fields: fn(RwSignal<String>, Vec<(String, String)>) -> AnyView,
    pub view: fn(Shown) -> AnyView,
}

/// What an experiment's view shows: the experiment, the screen's run and the experiment's
/// progress.
#[derive(Clone, Copy)]
pub(super) struct Shown {
    pub experiment: RwSignal<Option<Experiment>>,
    pub run: RwSignal<Option<Run>>,
    /// The run of the experiment under way, if one is.
    pub current: RwSignal<Option<u32>>,
    pub cancelled: RwSignal<bool>,
    pub started_ms: RwSignal<f64>,
    pub finished_ms: RwSignal<Option<f64>>,
}

static DRAWN: Drawn = Drawn {
    cards_fields: |deck, def| view! { <CardsFields deck=deck def=def/> }.into_any(),
    sweep_fields: |choice, spec, def| {
        view! { <SweepFields choice=choice spec=spec def=def/> }.into_any()
    },
    bots_fields: |list, offered| view! { <BotsFields list=list offered=offered/> }.into_any(),
    view: |shown| view! { <ExperimentView shown/> }.into_any(),
};

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_experiments, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_drawn() -> Result<&'static Drawn, crate::rules::NotLoaded> {
    Ok(&DRAWN)
}

thread_local! {
    /// The experiments' part, once fetched.
    static HELD: crate::rules::HeldPart<&'static Drawn> = const { std::cell::Cell::new(None) };
}

/// The experiments' part, if it is here.
pub(super) fn held() -> Option<&'static Drawn> {
    HELD.get()
}

/// The experiments' part, fetched if it is not here yet.
pub(super) async fn fetch() -> Result<&'static Drawn, String> {
    crate::rules::held_or_fetched(&HELD, fetch_drawn).await
}

/// What the screen runs: the balance report (with its A/B comparison), or an experiment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Balance,
    Cards,
    Sweep,
    Bots,
}

impl Mode {
    pub(super) const ALL: [Mode; 4] = [Mode::Balance, Mode::Cards, Mode::Sweep, Mode::Bots];

    pub(super) fn tab(self) -> &'static str {
        match self {
            Mode::Balance => "Balance",
            Mode::Cards => "Card values",
            Mode::Sweep => "Sweep",
            Mode::Bots => "Bots",
        }
    }

    /// The DOM id of the tab.
    pub(super) fn tab_id(self) -> String {
        format!("sim-tab-{}", self.tab().replace(' ', "-").to_lowercase())
    }

    /// What the tab answers, under its name.
    pub(super) fn question(self) -> &'static str {
        match self {
            Mode::Balance => {
                "Is this version balanced? Or, with a second setting: what does a change do?"
            }
            Mode::Cards => {
                "Which card is too strong? Each card name of a deck is taken out in turn and the same games played again without it."
            }
            Mode::Sweep => {
                "What should this number be? One number of the cards or tables, or one variant, is set to each value in turn and the same games played with each."
            }
            Mode::Bots => {
                "How much of the report is the bots, and does the game reward skill? Each bot plays against each other bot in every other seat, every seat in turn, on the same games; then each bot in every seat, to see whether the verdict holds between stronger players."
            }
        }
    }

    pub(super) fn run_label(self) -> &'static str {
        match self {
            Mode::Balance => "Run simulation",
            Mode::Cards => "Run card values",
            Mode::Sweep => "Run sweep",
            Mode::Bots => "Run skill ladder",
        }
    }
}

/// The Card values tab's one choice: the deck.
#[component]
fn CardsFields(deck: RwSignal<String>, def: StoredValue<GameDef>) -> impl IntoView {
    view! {
        <label>"Deck "
            <select aria-label="Deck whose cards to value" on:change=move |ev| deck.set(event_target_value(&ev))>
                {def.with_value(|d| d.decks.iter().map(|k| {
                    let id = k.id.clone();
                    let names = k.cards.len();
                    let label = format!("{} ({names} card name{})", k.name, if names == 1 { "" } else { "s" });
                    view! { <option value=id.clone() selected=move || deck.with(|d| *d == id)>{label}</option> }
                }).collect_view())}
            </select>
        </label>
        <p class="hint">"Every card name (all its copies) is one run of A/B games: the whole deck against the deck without it. With many names, fewer games per run keep it quick; the intervals say how far to trust it."</p>
    }
}

/// The Bots tab's one choice: which bots, in order (`search:N` is the search bot at N playouts
/// a decision).
#[component]
fn BotsFields(list: RwSignal<String>, offered: Vec<(String, String)>) -> impl IntoView {
    view! {
        <label>"Bots "
            <input type="text" size="32" aria-label="Bots of the ladder" prop:value=move || list.get()
                on:input=move |ev| list.set(event_target_value(&ev))/>
        </label>
        <p class="hint">
            "Between commas, as the command line's --bots takes them: "
            {offered.into_iter().map(|(id, label)| view! { <code>{id}</code>" ("{label}"), " }).collect_view()}
            "and "<code>"search:N"</code>" for the search bot at N playouts a decision (it thinks before every move: fewer games keep a ladder with it quick). Every pair plays the games once with each bot in each seat."
        </p>
    }
}

/// The bots a ladder form names, in order.
pub(super) fn ladder_bots(list: &str) -> Vec<String> {
    list.split([',', ' '])
        .map(str::trim)
        .filter(|b| !b.is_empty())
        .map(str::to_string)
        .collect()
}

/// What the Sweep tab changes, as the form holds it.
#[derive(Clone, Copy)]
pub(super) struct SweepChoice {
    /// `variant:<id>` or `cell`.
    pub target: RwSignal<String>,
    pub deck: RwSignal<String>,
    pub row: RwSignal<String>,
    pub column: RwSignal<String>,
    pub values: RwSignal<String>,
}

impl SweepChoice {
    pub(super) fn new(spec: &'static [VariantSpec], def: &GameDef) -> Self {
        let choice = Self {
            target: RwSignal::new(String::new()),
            deck: RwSignal::new(def.decks.first().map(|d| d.id.clone()).unwrap_or_default()),
            row: RwSignal::new("2".into()),
            column: RwSignal::new(String::new()),
            values: RwSignal::new(String::new()),
        };
        // A number variant if there is one (the usual thing to tune), else the first variant,
        // else a cell.
        let first = spec
            .iter()
            .find(|v| matches!(v.kind, VariantKind::Number { .. }))
            .or(spec.first());
        match first {
            Some(v) => choice.set_target(&format!("variant:{}", v.id), spec, def),
            None => choice.set_target("cell", spec, def),
        }
        choice
    }

    /// Chooses what to change and offers values around what it is now.
    pub(super) fn set_target(&self, target: &str, spec: &'static [VariantSpec], def: &GameDef) {
        self.target.set(target.to_string());
        if let Some(id) = target.strip_prefix("variant:") {
            let values = spec.iter().find(|v| v.id == id).map(|v| match v.kind {
                VariantKind::Number { min, max, default } => {
                    let (lo, hi) = (default.saturating_sub(2).max(min), (default + 2).min(max));
                    format!("{lo}..{hi}")
                }
                VariantKind::Choice(options) => {
                    options.iter().map(|o| o.id).collect::<Vec<_>>().join(",")
                }
            });
            self.values.set(values.unwrap_or_default());
        } else {
            let columns = protoplay_engine::sim::sweep::columns(def, &self.deck.get_untracked());
            if !columns.iter().any(|c| *c == self.column.get_untracked()) {
                self.column
                    .set(columns.first().cloned().unwrap_or_default());
            }
            self.offer_cell_values(def);
        }
    }

    /// Values around the cell's own: two either side of a number, else the value itself (an
    /// empty cell offers none).
    pub(super) fn offer_cell_values(&self, def: &GameDef) {
        let now = cell_now(
            def,
            &self.deck.get_untracked(),
            &self.row.get_untracked(),
            &self.column.get_untracked(),
        );
        // No such cell: the values stay as they are, and the run names what is wrong.
        let Some((_, value)) = now else { return };
        let values = match value.trim().parse::<i64>() {
            Ok(n) => format!("{}..{}", (n - 2).max(0), n + 2),
            Err(_) => value,
        };
        self.values.set(values);
    }

    /// The knob the form names, or what is wrong with it.
    pub(super) fn knob(&self) -> Result<Knob, String> {
        let target = self.target.get_untracked();
        match target.strip_prefix("variant:") {
            Some(id) => Ok(Knob::Variant {
                name: id.to_string(),
            }),
            None => {
                let row: usize = self.row.get_untracked().trim().parse().map_err(|_| {
                    "The row is a whole number, as a spreadsheet numbers it (the header is row 1).".to_string()
                })?;
                Knob::cell(&format!(
                    "{}:{row}:{}",
                    self.deck.get_untracked(),
                    self.column.get_untracked()
                ))
            }
        }
    }
}

/// The card a row holds and the cell's value now, if the row and column exist.
fn cell_now(def: &GameDef, deck: &str, row: &str, column: &str) -> Option<(String, String)> {
    let row = row.trim().parse().ok()?;
    let at = protoplay_engine::sim::sweep::find_cell(def, deck, row, column).ok()?;
    Some((at.name, at.now))
}

/// The Sweep tab's fields: what to change and the values to try.
#[component]
fn SweepFields(
    choice: SweepChoice,
    spec: &'static [VariantSpec],
    def: StoredValue<GameDef>,
) -> impl IntoView {
    let SweepChoice {
        target,
        deck,
        row,
        column,
        values,
    } = choice;
    let is_cell = move || target.with(|t| t == "cell");
    let rows = move || def.with_value(|d| d.deck(&deck.get()).map_or(0, |k| k.cards.len()));
    let now = move || {
        def.with_value(|d| cell_now(d, &deck.get(), &row.get(), &column.get()))
            .map(|(name, value)| {
                let value = if value.trim().is_empty() {
                    "empty".to_string()
                } else {
                    value
                };
                format!(
                    "Row {} is {name}; its {} is now {value}.",
                    row.get().trim(),
                    column.get()
                )
            })
            .unwrap_or_else(|| {
                format!(
                    "Rows 2 to {} hold the deck's cards (the header is row 1).",
                    rows() + 1
                )
            })
    };
    view! {
        <label>"Change "
            <select aria-label="What the sweep changes" on:change=move |ev| {
                let t = event_target_value(&ev);
                def.with_value(|d| choice.set_target(&t, spec, d));
            }>
                {spec.iter().map(|v| {
                    let value = format!("variant:{}", v.id);
                    let selected = value.clone();
                    view! { <option value=value selected=move || target.with(|t| *t == selected)>{format!("Variant: {}", v.label)}</option> }
                }).collect_view()}
                <option value="cell" selected=is_cell>"A cell of a card list or table"</option>
            </select>
        </label>
        {move || is_cell().then(|| view! {
            <div class="sweep-cell">
                <label>"Deck "
                    <select aria-label="Deck of the cell" on:change=move |ev| {
                        deck.set(event_target_value(&ev));
                        def.with_value(|d| choice.set_target("cell", spec, d));
                    }>
                        {def.with_value(|d| d.decks.iter().map(|k| {
                            let id = k.id.clone();
                            view! { <option value=id.clone() selected=move || deck.with(|d| *d == id)>{k.name.clone()}</option> }
                        }).collect_view())}
                    </select>
                </label>
                <label>"Row "
                    <input type="text" inputmode="numeric" size="4" aria-label="Row of the cell (the header is row 1)"
                        prop:value=move || row.get() on:change=move |ev| {
                            row.set(event_target_value(&ev));
                            def.with_value(|d| choice.offer_cell_values(d));
                        }/>
                </label>
                <label>"Column "
                    <select aria-label="Column of the cell" on:change=move |ev| {
                        column.set(event_target_value(&ev));
                        def.with_value(|d| choice.offer_cell_values(d));
                    }>
                        {move || def.with_value(|d| protoplay_engine::sim::sweep::columns(d, &deck.get())).into_iter().map(|c| {
                            let selected = c.clone();
                            view! { <option value=c.clone() selected=move || column.with(|k| *k == selected)>{c.clone()}</option> }
                        }).collect_view()}
                    </select>
                </label>
                <p class="hint">{now}</p>
            </div>
        })}
        <label>"Values "
            <input type="text" size="16" aria-label="Values to try" prop:value=move || values.get()
                on:input=move |ev| values.set(event_target_value(&ev))/>
        </label>
        <p class="hint">"Whole numbers from one to another (1..6), or values between commas (0,2,5 or yes,no). Every value plays the same games."</p>
    }
}

/// An experiment's progress, status, command line and, once it is done (or cancelled), its
/// result.
#[component]
fn ExperimentView(shown: Shown) -> impl IntoView {
    let Shown {
        experiment,
        run,
        current,
        cancelled,
        started_ms,
        finished_ms,
    } = shown;
    let steps = move || experiment.with(|e| e.as_ref().map_or(0, Experiment::steps));
    let done = move || experiment.with(|e| e.as_ref().map_or(0, |e| e.done.len()));
    // The share of the current run played, while one is.
    let within = move || {
        run.with(|r| {
            r.as_ref()
                .filter(|r| current.get() == Some(r.id))
                .map_or(0.0, |r| {
                    r.merged.games() as f64 / r.settings.games.max(1) as f64
                })
        })
    };
    let pct = move || {
        let n = steps();
        if n == 0 {
            100.0
        } else {
            100.0 * (done() as f64 + within()) / n as f64
        }
    };
    let error = move || run.with(|r| r.as_ref().and_then(|r| r.error.clone()));
    let status = move || {
        let (k, n) = (done(), steps());
        let noun = experiment.with(|e| match e.as_ref().map(|e| &e.plan) {
            Some(crate::render::experiment::Plan::Cards(_)) => "Card values",
            Some(crate::render::experiment::Plan::Ladder(_)) => "Skill ladder",
            _ => "Sweep",
        });
        if let Some(e) = error() {
            return format!("Stopped: {e}");
        }
        if cancelled.get() {
            return format!(
                "Cancelled after {k} of {n} runs: the results below are of those runs."
            );
        }
        if let Some(end) = finished_ms.get() {
            return format!(
                "Done: {noun}, {n} runs in {:.1} s.",
                (end - started_ms.get()) / 1000.0
            );
        }
        let label = experiment.with(|e| e.as_ref().map(|e| e.label(k)).unwrap_or_default());
        let games = run.with(|r| {
            r.as_ref()
                .map(|r| (r.merged.games(), r.settings.games, r.b.is_some()))
        });
        let (played, total, ab) = games.unwrap_or_default();
        format!(
            "{noun}: run {} of {n} ({label}): {played} of {total} games{}",
            k + 1,
            if ab { " (A and B each)" } else { "" }
        )
    };
    let command =
        move || experiment.with(|e| e.as_ref().map(Experiment::command).unwrap_or_default());
    let outcome = Memo::new(move |_| {
        let show = finished_ms.get().is_some() || cancelled.get();
        experiment.with(|e| {
            let e = e.as_ref()?;
            (show && !e.done.is_empty()).then(|| e.outcome())
        })
    });
    let save = move |ext: &'static str| {
        let file = experiment.with_untracked(|e| e.as_ref().map(|e| e.file_name(ext)));
        if let (Some(file), Some(Ok(o))) = (file, outcome.get_untracked()) {
            let text = if ext == "csv" { o.csv() } else { o.json() };
            let _ = download(&file, &text);
        }
    };
    view! {
        <section class="panel sim-run" aria-label="Experiment run">
            <div class="progress" role="progressbar" aria-label="Experiment progress"
                aria-valuemin="0" aria-valuemax="100" aria-valuenow=move || format!("{:.0}", pct())
                aria-valuetext=move || format!("{} of {} runs", done(), steps())>
                <div class="progress-fill" style=move || format!("width: {:.1}%", pct())></div>
            </div>
            <p role="status" class="sim-status">{status}</p>
            <p class="hint sim-command">"The same numbers from the command line: "<code>{command}</code></p>
        </section>
        {move || outcome.get().map(|o| match o {
            Err(e) => view! { <p class="notice" role="alert">{format!("The results cannot be shown: {e}")}</p> }.into_any(),
            Ok(o) => view! {
                <section class="panel sim-results" aria-label="Experiment results">
                    <div class="actions export">
                        <button on:click=move |_| save("csv")>"Download CSV"</button>
                        <button on:click=move |_| save("json")>"Download JSON"</button>
                    </div>
                    {match o {
                        Outcome::Cards(v) => view! { <CardValuesView values=v/> }.into_any(),
                        Outcome::Sweep(s) => view! { <SweepView sweep=s/> }.into_any(),
                        Outcome::Ladder(l) => view! { <LadderView ladder=l/> }.into_any(),
                    }}
                </section>
            }.into_any(),
        })}
    }
}

/// The card values, ranked, each in plain words; the marked ones first and in bold.
#[component]
fn CardValuesView(values: CardValues) -> impl IntoView {
    view! {
        <p class="meta">{values.heading()}</p>
        <ol class="card-values" aria-label="Card values, ranked">
            {values.cards.iter().map(|c| {
                let marked = c.marked().next().is_some();
                view! {
                    <li class:marked=marked class:refused=c.refused.is_some()>
                        {marked.then(|| view! { <strong class="mark" title="beyond the noise">"* "</strong> })}
                        {c.words()}
                    </li>
                }
            }).collect_view()}
        </ol>
        {values.chance_note().map(|n| view! { <p class="hint">{n}</p> })}
    }
}

/// A skill ladder: each bot's win rate against each other bot (a row per bot, a column per
/// opponent), beside the fair share; a solitaire's bots one per row.
#[component]
fn LadderView(ladder: Ladder) -> impl IntoView {
    let heading = ladder
        .summary()
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    let solitaire = ladder.players == 1;
    let levels = (!solitaire && !ladder.by_bot_level.is_empty())
        .then(|| view! { <LevelsView ladder=ladder.clone()/> });
    let skill = ladder.skill.as_ref().map(|k| k.words.clone());
    // Every seat of a pair played: a pair cut short by a cancel is shown without its mark.
    let whole = ladder.games * u64::from(ladder.players);
    let cell = move |bot: &str, against: &str| {
        let Some(c) = ladder
            .cells
            .iter()
            .find(|c| c.bot == bot && c.against == against)
        else {
            return view! { <td class="self">"not played"</td> }.into_any();
        };
        let (mark, class) = if c.of < whole {
            (" (part)", "")
        } else if solitaire {
            ("", "")
        } else if c.fair < c.low {
            (" +", "above")
        } else if c.fair > c.high {
            (" −", "below")
        } else {
            ("", "")
        };
        let text = format!(
            "{:.1}% ({:.1} to {:.1}){mark}",
            100.0 * c.rate,
            100.0 * c.low,
            100.0 * c.high
        );
        view! { <td class=class title=format!("{} of {} games", c.wins, c.of)>{text}</td> }
            .into_any()
    };
    let columns: Vec<String> = if solitaire {
        vec![String::new()]
    } else {
        ladder.bots.clone()
    };
    view! {
        <p class="meta">{heading}</p>
        <p class="ladder-caption">{if solitaire { "Each bot's win rate, with its 95% interval." } else { "How often the row's bot wins against the column's bot in every other seat (95% interval; + above, − below a fair share)." }}</p>
        <div class="table-scroll">
            <table class="ladder-table" aria-label="Skill ladder">
                <thead><tr>
                    <th scope="col">"Bot"</th>
                    {columns.iter().map(|c| view! { <th scope="col">{if solitaire { "Won".to_string() } else { format!("against {c}") }}</th> }).collect_view()}
                </tr></thead>
                <tbody>
                    {ladder.bots.iter().map(|bot| view! {
                        <tr>
                            <th scope="row">{bot.clone()}</th>
                            {columns.iter().map(|against| {
                                if !solitaire && against == bot {
                                    view! { <td class="self">"—"</td> }.into_any()
                                } else {
                                    cell(bot, against)
                                }
                            }).collect_view()}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
        {levels}
        {skill.map(|words| view! { <p class="ladder-skill">{words}</p> })}
    }
}

/// A rate with its interval, in percent: "52.0% (45.1 to 58.8)".
fn pct(i: Interval) -> String {
    format!(
        "{:.1}% ({:.1} to {:.1})",
        100.0 * i.value,
        100.0 * i.low,
        100.0 * i.high
    )
}

/// "Does the verdict hold?": each bot in every seat, its balance, first player's and sides'
/// win rates side by side, the measures whose intervals do not overlap marked.
#[component]
fn LevelsView(ladder: Ladder) -> impl IntoView {
    let levels = ladder.by_bot_level.clone();
    let mut rows: Vec<(String, Vec<Option<String>>)> = vec![
        (
            "balance".to_string(),
            levels
                .iter()
                .map(|l| {
                    l.balance
                        .map(|b| format!("{:.3} ({:.3} to {:.3})", b.value, b.low, b.high))
                })
                .collect(),
        ),
        (
            "first player's win rate".to_string(),
            levels
                .iter()
                .map(|l| Some(pct(l.first_player.interval())))
                .collect(),
        ),
    ];
    let mut sides: Vec<String> = Vec::new();
    for l in &levels {
        for s in &l.sides {
            if !sides.contains(&s.label) {
                sides.push(s.label.clone());
            }
        }
    }
    for side in sides {
        let cells = levels
            .iter()
            .map(|l| {
                l.sides
                    .iter()
                    .find(|s| s.label == side)
                    .map(|s| pct(s.interval()))
            })
            .collect();
        rows.push((format!("{side}'s win rate"), cells));
    }
    let depends = ladder.depends_on_skill.clone();
    view! {
        <h4>"Does the verdict hold?"</h4>
        <p class="hint">"Each bot in every seat, on the same seeds (95% intervals). A measure whose intervals at two levels do not overlap depends on skill: the verdict at one level of play does not hold at the other."</p>
        <div class="table-scroll">
            <table class="ladder-table" aria-label="Verdict by bot level">
                <thead><tr>
                    <th scope="col">"Measure"</th>
                    {levels.iter().map(|l| view! { <th scope="col">{format!("all {}", l.bot)}</th> }).collect_view()}
                    <th scope="col">"Skill"</th>
                </tr></thead>
                <tbody>
                    {rows.into_iter().map(|(name, cells)| {
                        let mark = if depends.contains(&name) { "depends on skill" } else { "" };
                        view! {
                            <tr>
                                <th scope="row">{name.clone()}</th>
                                {cells.into_iter().map(|c| view! { <td>{c.unwrap_or_else(|| "—".to_string())}</td> }).collect_view()}
                                <td class=if mark.is_empty() { "" } else { "depends" }>{mark}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// A sweep: a chart per measure with its band, a table of every value, and what they say.
#[component]
fn SweepView(sweep: Sweep) -> impl IntoView {
    let players = sweep.players;
    let series = |f: &dyn Fn(&protoplay_engine::sim::sweep::SweepPoint) -> Option<Interval>| {
        sweep
            .points
            .iter()
            .map(|p| (p.value.clone(), f(p)))
            .collect::<Vec<_>>()
    };
    let even = 1.0 / f64::from(players.max(1));
    let mut charts = Vec::new();
    if players > 1 {
        charts.push((
            "Balance (1 is every seat winning as often)".to_string(),
            band_chart(&series(&|p| p.balance), Some(1.0)),
            false,
        ));
        charts.push((
            format!(
                "The first to play's win rate (even is {:.1}%)",
                100.0 * even
            ),
            band_chart(
                &series(&|p| p.first_to_play.as_ref().map(|f| f.interval())),
                Some(even),
            ),
            true,
        ));
    } else {
        charts.push((
            "Win rate".to_string(),
            band_chart(&series(&|p| p.seats.first().map(|s| s.interval())), None),
            true,
        ));
    }
    charts.push((
        "Mean game length (rounds)".to_string(),
        band_chart(
            &series(&|p| (p.refused.is_none()).then_some(p.rounds)),
            None,
        ),
        false,
    ));
    let rounds = |i: Interval| format!("{:.2} ({:.2} to {:.2})", i.value, i.low, i.high);
    view! {
        <p class="meta">{sweep.heading()}</p>
        <div class="sweep-charts">
            {charts.into_iter().map(|(title, chart, percent)| view! { <SweepChart title=title chart=chart percent=percent/> }).collect_view()}
        </div>
        <div class="table-scroll">
            <table class="sweep-table">
                <caption>"Each value, with its 95% interval"</caption>
                <thead><tr>
                    <th scope="col">"Value"</th>
                    {(players > 1).then(|| view! { <th scope="col">"Balance"</th><th scope="col">"The first to play wins"</th> })}
                    {(players == 1).then(|| view! { <th scope="col">"Won"</th> })}
                    <th scope="col">"Mean rounds"</th>
                </tr></thead>
                <tbody>
                    {sweep.points.iter().map(|p| {
                        let mark = if sweep.best.as_deref() == Some(p.value.as_str()) { " (closest to balance 1)" } else if sweep.near_best.contains(&p.value) { " (as close, within the noise)" } else { "" };
                        let now = if p.value == sweep.now { " (now)" } else { "" };
                        let head = format!("{}{now}{mark}", p.value);
                        match &p.refused {
                            Some(why) => view! {
                                <tr class="refused"><th scope="row">{head}</th><td colspan="3">{format!("Not played: {why}")}</td></tr>
                            }.into_any(),
                            None => view! {
                                <tr class:best=!mark.is_empty()>
                                    <th scope="row">{head}</th>
                                    {(players > 1).then(|| view! {
                                        <td>{p.balance.map(|b| format!("{:.3} ({:.3} to {:.3})", b.value, b.low, b.high)).unwrap_or_default()}</td>
                                        <td>{p.first_to_play.as_ref().map(|f| pct(f.interval())).unwrap_or_default()}</td>
                                    })}
                                    {(players == 1).then(|| view! { <td>{p.seats.first().map(|s| pct(s.interval())).unwrap_or_default()}</td> })}
                                    <td>{rounds(p.rounds)}</td>
                                </tr>
                            }.into_any(),
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
        {sweep.conclusion().into_iter().map(|line| view! { <p class="sweep-conclusion">{line}</p> }).collect_view()}
    }
}

/// One measure across the values: the estimates joined by a line over their band.
#[component]
fn SweepChart(title: String, chart: BandChart, percent: bool) -> impl IntoView {
    let fmt = move |v: f64| {
        if percent {
            format!("{:.1}%", 100.0 * v)
        } else {
            format!("{v:.2}")
        }
    };
    let summary = chart
        .points
        .iter()
        .map(|p| p.label.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let BandChart {
        width,
        height,
        points,
        band,
        line,
        ticks,
        reference,
    } = chart;
    let base = height - 28.0;
    view! {
        <figure class="chart sweep-chart" aria-label=title.clone()>
            <figcaption>{title.clone()}</figcaption>
            <svg role="img" aria-label=format!("{title} for the values {summary}; the table below gives each number")
                viewBox=format!("0 0 {width} {height}") width=width.to_string() height=height.to_string()>
                {ticks.into_iter().map(|(v, y)| view! {
                    <line x1="52" y1=y x2=width - 8.0 y2=y class="grid"/>
                    <text x="48" y=y + 4.0 text-anchor="end" class="tick">{fmt(v)}</text>
                }).collect_view()}
                {reference.map(|y| view! { <line x1="52" y1=y x2=width - 8.0 y2=y class="reference"/> })}
                <polygon points=band class="band"/>
                <polyline points=line class="line"/>
                {points.into_iter().map(|p| view! {
                    <g>
                        {p.y.map(|(y, _, _)| view! { <circle cx=p.x cy=y r="3.5" class="dot"/> })}
                        <text x=p.x y=base + 18.0 text-anchor="middle" class="tick">{p.label.clone()}</text>
                    </g>
                }).collect_view()}
            </svg>
        </figure>
    }
}
