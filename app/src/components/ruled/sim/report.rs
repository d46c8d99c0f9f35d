//! A finished or running simulation's report as the screen shows it: the settings in words,
//! the balance and its charts, the per-card and game-length charts, and an A/B comparison's
//! differences.

use leptos::prelude::*;
use protoplay_engine::rules::VariantSpec;
use protoplay_engine::sim::{Difference, Report};

use crate::render::sim::{Bin, RateBar, Results, balance_line, bins, not_exercised};
use crate::state::storage::download;

/// Bars of a game-length histogram.
const HISTOGRAM_BARS: u32 = 30;

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
pub(super) fn ResultsView(
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
            <NotExercised report=c.a.clone() side="A: "/>
            <NotExercised report=c.b.clone() side="B: "/>
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
        "draws_and_ties" => "Games no seat won alone (draws and ties)",
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
    // A card's bar, starred when its rate stands out from the baseline.
    let card_bar = |c: &protoplay_engine::sim::CardRate| RateBar {
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
    };
    let top_cards: Vec<RateBar> = r.cards.iter().take(12).map(card_bar).collect();
    let bottom_cards: Vec<RateBar> = r
        .cards
        .iter()
        .rev()
        .take(6)
        .rev()
        .filter(|c| !r.cards.iter().take(12).any(|t| t.card == c.card))
        .map(card_bar)
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
    let ties_by_seat = r.ties_by_seat_words();
    let rounds = r.rounds_word();
    view! {
        <dl class="key-figures">
            <div><dt>"Balance"</dt><dd data-measure="balance">{balance}</dd><dd class="hint">{balance_detail}"1 when every seat wins as often; 0.9 when two seats' win rates are 10 points apart (1 less the widest gap)"</dd></div>
            <div><dt>{draws_label}</dt><dd data-measure="draws">{format!("{} ({:.1}%)", r.draws, pct(r.draws))}</dd></div>
            {(r.ties > 0).then(|| view! {
                <div><dt>"Ties (the win shared by the seats at the top)"</dt><dd data-measure="ties">{format!("{} ({:.1}%)", r.ties, pct(r.ties))}</dd><dd class="hint">{ties_by_seat}</dd></div>
            })}
            <div><dt>"Cut off by a safety limit"</dt><dd data-measure="cut_off">{format!("{} ({:.1}%)", r.cut_off, pct(r.cut_off))}</dd></div>
            <div><dt>"Length"</dt><dd>{format!("{:.2} {rounds} on average (median {}; at least 8 games in 10 last {}–{})", r.mean_rounds, r.rounds.median, r.rounds.p10, r.rounds.p90)}</dd></div>
            {r.precision_words().map(|words| view! {
                <div><dt>"Precision"</dt><dd data-measure="precision">{crate::render::capitalised(&words)}"."</dd></div>
            })}
            <div><dt>"Decisions"</dt><dd>{format!("{:.1} a game (median {}); {:.1} choices per decision", r.decisions.mean, r.decisions.median, r.choices_per_decision)}</dd></div>
        </dl>
        <NotExercised report=r.clone() side=""/>
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

/// The rules no bot of the run used, under the verdict: the report says nothing about them.
/// Nothing when the bots used every one.
#[component]
fn NotExercised(report: Report, side: &'static str) -> impl IntoView {
    not_exercised(&report).map(|v| {
        view! {
            <section class="not-exercised" aria-label=format!("{side}{}", v.title)>
                <h3>{format!("{side}{}", v.title)}</h3>
                <p class="hint">{v.meaning}</p>
                <ul>
                    {v.lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
            </section>
        }
    })
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
