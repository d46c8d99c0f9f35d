//! The one table screen for every ruled game, drawn from the game's projection (zones of cards,
//! hex boards, trackers, dice, the phase bar, seats, panels) and played through its choices:
//! click a highlighted card or cell (one choice applies at once, several open a short list, a
//! number opens a bounded field), or a button for a choice that points at nothing. Undo and redo
//! (buttons, Ctrl+Z, Ctrl+Shift+Z), the log, the hot-seat cover and the rules' readings are the
//! same for every game. Nothing here knows a particular game. This file holds the screen and
//! its frame; what the person may do is in `choices`, the cards, seats, trackers and panels in
//! `pieces`, the hex boards in `board`.

mod board;
mod choices;
mod pieces;
mod rules_panel;
mod sim;
mod start;
mod variants;

pub use rules_panel::{PlaceholderList, PlaceholderMarks, RulesPanel};
pub use sim::SimScreen;
pub use start::StartScreen;
pub use variants::VariantFields;

use choices::Choices;
use pieces::{Panels, Seats, Trackers, Zones};

use leptos::prelude::*;
use protoplay_engine::rules::{Projection, and_list};

use crate::render::ruled::{highlighted, log_lines, seat_label, seat_mark};
use crate::state::ruled::{Chosen, is_hot_seat, use_ruled};
use crate::state::{ChangeKind, Screen, use_store};

/// Most log lines drawn at once (the whole log stays in the game).
const LOG_SHOWN: usize = 200;

#[component]
pub fn RuledScreen() -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    // The bots' play is this screen's (see `RuledStore::run_bots`).
    ruled.hold_bots(store);
    let projection = Memo::new(move |_| ruled.projection());
    let choices = Memo::new(move |_| ruled.choices());
    let targets = Memo::new(move |_| choices.with(|c| ruled.path.with(|p| highlighted(c, p))));
    let boards = Memo::new(move |_| {
        projection.with(|p| p.as_ref().map(|p| p.boards.clone()).unwrap_or_default())
    });
    let title = move || ruled.with(|t| t.map(|t| t.title.clone()).unwrap_or_default());
    let game_name = move || ruled.with(|t| t.map(|t| t.session.info().name).unwrap_or_default());
    let step = move || ruled.with(|t| t.map(|t| t.session.step()).unwrap_or(0));
    let seed = move || ruled.with(|t| t.map(|t| t.session.setup().seed).unwrap_or(0));
    // The game's description, which changes only with the game: the rules panel is not drawn
    // again (and closed) after every move.
    let game_id = Memo::new(move |_| ruled.with(|t| t.map(|t| t.session.info().id)));
    let info = Signal::derive(move || {
        game_id
            .get()
            .and_then(protoplay_engine::rules::registry::info)
    });
    // What the rules panel describes: the definition and variants of this table, which a move
    // never changes, so they are read again only when another table opens.
    let table_id = Memo::new(move |_| ruled.with(|t| t.map(|t| t.id.clone())));
    let rules_def = Memo::new(move |_| {
        table_id.track();
        untrack(|| ruled.with(|t| t.and_then(|t| t.session.def().cloned())))
    });
    let rules_values = Memo::new(move |_| {
        table_id.track();
        untrack(|| {
            ruled.with(|t| {
                t.map(|t| t.session.setup().variants.clone())
                    .unwrap_or_default()
            })
        })
    });
    let simulate = move |_| {
        let chosen = ruled.with(|t| {
            t.and_then(|t| {
                let info = t.session.info();
                let def = t.session.def().cloned().or_else(|| {
                    protoplay_engine::rules::registry::game(info.id)?
                        .shipped_def()
                        .ok()
                })?;
                Some(Chosen {
                    rules: info.id,
                    def,
                })
            })
        });
        if chosen.is_some() {
            ruled.chosen.set(chosen);
            store.screen.set(Screen::Simulate);
        }
    };
    // Who may be named at this table by turn links (the seats people play), and whose turn it is.
    let people = Signal::derive(move || {
        ruled.with(|t| {
            t.map(|t| {
                t.session
                    .setup()
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.is_person())
                    .filter_map(|(p, _)| u8::try_from(p).ok())
                    .map(|p| (p, seat_label(p)))
                    .collect()
            })
            .unwrap_or_default()
        })
    });
    let whose = Signal::derive(move || {
        ruled.with(|t| {
            t.map(|t| {
                if t.session.outcome().is_some() {
                    return "The game is over.".to_string();
                }
                match t.session.person_to_move() {
                    Some(p) if ruled.me.get() == Some(p) => {
                        format!("It is your turn ({}).", seat_label(p))
                    }
                    Some(p) => format!("It is {}'s turn.", seat_label(p)),
                    None => "The bots are to move.".to_string(),
                }
            })
            .unwrap_or_default()
        })
    });
    view! {
        <div class="table-screen ruled-screen">
            <header class="table-header">
                <button on:click=move |_| ruled.close(store)>"← Library"</button>
                <h1>{title}</h1>
                <div class="history" role="group" aria-label="History">
                    <button aria-keyshortcuts="Control+Z" title="Undo your last decision, with the bots' answers (Ctrl+Z)"
                        disabled=move || !ruled.with(|t| t.is_some_and(|t| t.session.can_undo()))
                        on:click=move |_| { ruled.undo(store); crate::components::keep_focus_after_history(); }>"Undo"</button>
                    <button aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)"
                        disabled=move || !ruled.with(|t| t.is_some_and(|t| t.session.can_redo()))
                        on:click=move |_| { ruled.redo(store); crate::components::keep_focus_after_history(); }>"Redo"</button>
                    <span class="step">{move || format!("{} moves · seed {}", step(), seed())}</span>
                </div>
                <Viewer/>
                <crate::components::share::RuledShare/>
                <crate::components::turn::SendTurn seats=people whose=whose me=ruled.me
                    set_me=Callback::new(move |me| ruled.set_me(store, me))/>
                <button class="to-sim" on:click=simulate title="Play many bot games of this game with these rules">"Simulate"</button>
            </header>
            <OtherTabs/>
            <PhaseBar projection=projection/>
            <Outcome/>
            <div class="table-body">
                <div class="play-area">
                    <Choices choices=choices targets=targets projection=projection/>
                    <board::Boards boards=boards targets=targets info=info/>
                    <Zones projection=projection targets=targets/>
                    <Panels projection=projection info=info/>
                </div>
                <aside class="side">
                    <Seats projection=projection/>
                    <Trackers projection=projection/>
                    <Log/>
                    {move || info.get().map(|i| view! { <RulesPanel info=i def=rules_def values=rules_values/> })}
                    <p class="meta">{move || format!("{} · rules enforced", game_name())}</p>
                </aside>
            </div>
            <PassCover/>
        </div>
    }
}

/// What another tab did to this table: followed (the session is rebuilt from the stored
/// table), kept both as a copy, deleted there (with "Keep it"), or damaged.
#[component]
fn OtherTabs() -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    // A newer version from another tab is shown at once.
    Effect::new(move |_| {
        if let Some(change) = store.remote.get()
            && let ChangeKind::Followed(entry) | ChangeKind::Newer(entry) = &change.kind
        {
            ruled.follow_other_tab(store, entry);
        }
    });
    view! { <crate::components::table::OtherTabs close=move |()| ruled.close(store)/> }
}

/// What the start and simulation screens show when no game was chosen (a stale screen).
#[component]
fn NoGameChosen() -> impl IntoView {
    let store = use_store();
    view! {
        <main class="library">
            <p>"No game is chosen."</p>
            <button on:click=move |_| store.screen.set(Screen::Library)>"← Library"</button>
        </main>
    }
}

/// Whose eyes the table is drawn for. In hot-seat play it follows the acting person.
#[component]
fn Viewer() -> impl IntoView {
    let ruled = use_ruled();
    let hot = move || ruled.with(|t| t.is_some_and(|t| is_hot_seat(t.session.as_ref())));
    let players = move || ruled.with(|t| t.map_or(0, |t| t.session.setup().players()));
    view! {
        <Show when=move || ruled.me.get().is_none() fallback=move || view! {
            <span class="viewer">{move || ruled.me.get().map(|me| format!("You are {}", seat_label(me)))}</span>
        }>
        <Show when=move || !hot()
            fallback=move || view! {
                <span class="viewer">{move || match ruled.viewer.get() {
                    Some(p) => format!("Hot-seat: Player {}'s view", p + 1),
                    None => "Hot-seat: no hand shown".to_string(),
                }}</span>
            }>
            <label class="viewer">"View as "
                <select aria-label="View the table as" on:change=move |ev| {
                    ruled.viewer.set(event_target_value(&ev).parse::<u8>().ok());
                    ruled.path.set(Vec::new());
                    ruled.asking.set(None);
                }>
                    {move || (0..players()).map(|p| view! {
                        <option value=p.to_string() selected=move || ruled.viewer.get() == Some(p)>{seat_label(p)}</option>
                    }).collect_view()}
                    <option value="spectator" selected=move || ruled.viewer.get().is_none()>"Onlooker (public only)"</option>
                </select>
            </label>
        </Show>
        </Show>
    }
}

/// The status line and the phases, each with its rule sentence on demand.
#[component]
fn PhaseBar(projection: Memo<Option<Projection>>) -> impl IntoView {
    let explained = RwSignal::new(None::<usize>);
    let phases =
        move || projection.with(|p| p.as_ref().map(|p| p.phases.clone()).unwrap_or_default());
    let status =
        move || projection.with(|p| p.as_ref().map(|p| p.status.clone()).unwrap_or_default());
    let about = move || {
        let i = explained.get()?;
        phases().get(i).map(|p| (p.name.clone(), p.about.clone()))
    };
    let list = NodeRef::new();
    Effect::new(move |_| {
        projection.track();
        crate::components::show_current_phase(list);
    });
    view! {
        <nav class="phase-bar" aria-label="Round and phases">
            <span class="turn" role="status">{status}</span>
            <ol class="phases" node_ref=list>
                {move || phases().into_iter().enumerate().map(|(i, p)| {
                    let current = p.current;
                    view! {
                        <li class:current=current aria-current=current.then_some("step")>
                            <button class="phase-name" aria-expanded=move || (explained.get() == Some(i)).to_string()
                                title="What happens in this phase"
                                on:click=move |_| explained.update(|e| *e = if *e == Some(i) { None } else { Some(i) })>
                                {p.name.clone()}
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </nav>
        {move || about().map(|(name, text)| view! {
            <p class="phase-about" role="note"><strong>{name}": "</strong>{if text.is_empty() { "The rule text says nothing more about this phase.".to_string() } else { text }}</p>
        })}
    }
}

/// Who won, once the game is over.
#[component]
fn Outcome() -> impl IntoView {
    let ruled = use_ruled();
    let outcome = move || {
        ruled.with(|t| t.and_then(|t| Some((t.session.outcome()?, t.session.setup().players()))))
    };
    view! {
        {move || outcome().map(|(o, players)| view! {
            <section class="banner winner" role="region" aria-label="Game over">
                <h2>{match o.winner() {
                    Some(w) => format!("{} wins ({}).", seat_label(w), o.end),
                    None if !o.winners.is_empty() => format!(
                        "{} share the win ({}).",
                        and_list(o.winners.seats().map(seat_label)),
                        o.end
                    ),
                    // A solitaire has no draw: no winner is the player's loss.
                    None if protoplay_engine::rules::no_winner_is_a_loss(players) => {
                        format!("{} loses ({}).", seat_label(0), o.end)
                    }
                    None => format!("The game ends in a draw ({}).", o.end),
                }}</h2>
            </section>
        })}
    }
}

/// The log, newest last, kept scrolled to the newest line: after a decision the engine may
/// write many lines (a solitaire's automated opponent plays a whole phase), and the newest are
/// the ones a person wants to read.
#[component]
fn Log() -> impl IntoView {
    let ruled = use_ruled();
    let lines = move || {
        ruled.with(|t| {
            t.map(|t| log_lines(t.session.log(), LOG_SHOWN, t.session.info()))
                .unwrap_or_default()
        })
    };
    let store = use_store();
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        // Runs after each change of the log has been drawn.
        let n = ruled.with(|t| t.map_or(0, |t| t.session.log().len()));
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
        n
    });
    view! {
        <section class="panel log" aria-labelledby="log-h">
            <h2 id="log-h">"Log"</h2>
            <ol class="log-lines" aria-live="polite" node_ref=list>
                <For each=lines key=|l| (l.index, l.text.clone()) let:line>
                    <li class:arrived=move || store.arrived_line(line.index)>
                        <span class="log-turn">{line.round.clone()}</span>" "
                        {line.text.clone()}
                        // The faces are drawn as dice; between them, words a screen reader
                        // reads and a copy keeps ("rolls 5, 3, 5", not "rolls 535").
                        {line.dice.iter().enumerate().map(|(i, d)| view! {
                            <span class="visually-hidden">{if i == 0 { " " } else { ", " }}</span>
                            <span class="die-face small">{*d}</span>
                        }).collect_view()}
                    </li>
                </For>
            </ol>
        </section>
    }
}

/// What the rules say of a game's data before a table or a run: what keeps games from being
/// played out (data that decides a game at set-up, or leaves only the safety limit to end it),
/// and cards whose text they cannot run (such a card plays with its columns only). `ignored`
/// words it for a simulation rather than a table; `side` names the side of an A/B run.
#[component]
pub fn DataNotes(
    notes: protoplay_engine::rules::registry::DataNotes,
    #[prop(optional)] ignored: bool,
    #[prop(optional)] side: &'static str,
) -> impl IntoView {
    let warnings = (!notes.warnings.is_empty()).then(|| {
        let lead = if notes.warnings.len() == 1 {
            "This data keeps games from being played out"
        } else {
            "This data keeps games from being played out, for these reasons"
        };
        view! {
            <section class="notice data-warnings" aria-label=format!("{side}Data that keeps games from being played out")>
                <p>{format!("{side}{lead}:")}</p>
                <ul>{notes.warnings.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
            </section>
        }
    });
    let unrun = (!notes.unrun.is_empty()).then(|| {
        let n = notes.unrun.len();
        view! {
            <section class="notice data-notes" aria-label=format!("{side}Cards the rules cannot run fully")>
                <p>
                    {side}
                    {if n == 1 {
                        "1 card row holds text the rules cannot run".to_string()
                    } else {
                        format!("{n} card rows hold text the rules cannot run")
                    }}
                    {if ignored { "; the simulation ignores that text:" } else { "; the table ignores that text:" }}
                </p>
                <ul>{notes.unrun.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
            </section>
        }
    });
    view! { {warnings} {unrun} }
}

/// Hot-seat: covers the table until the next person is at the screen.
#[component]
fn PassCover() -> impl IntoView {
    let ruled = use_ruled();
    view! {
        {move || ruled.pass_to.get().map(|p| {
            let (_, colour, _, symbol) = seat_mark(p);
            view! {
                <crate::components::PassBox heading=format!("Pass to Player {} ({colour} {symbol})", p + 1)
                    take_label=format!("I am Player {}: show my table", p + 1)
                    on_take=Callback::new(move |_| ruled.take_seat(p))/>
            }
        })}
    }
}
