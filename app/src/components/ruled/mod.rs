//! The one table screen for every ruled game, drawn from the game's projection (zones of cards,
//! hex boards, trackers, dice, the phase bar, seats, panels) and played through its choices:
//! click a highlighted card or cell (one choice applies at once, several open a short list, a
//! number opens a bounded field), or a button for a choice that points at nothing. Undo and redo
//! (buttons, Ctrl+Z, Ctrl+Shift+Z), the log, the hot-seat cover and the rules' readings are the
//! same for every game. Nothing here knows a particular game.

mod board;
mod rules_panel;
mod sim;
mod start;
mod variants;

pub use rules_panel::{PlaceholderList, PlaceholderMarks, RulesPanel};
pub use sim::SimScreen;
pub use start::StartScreen;
pub use variants::VariantFields;

use leptos::prelude::*;
use protoplay_engine::rules::{
    CardView, Choice, GameInfo, Panel, Projection, Seat, Shown, Thing, ZoneLayout, ZoneView,
    and_list,
};

use crate::render::reveal::{BUSY_ELSEWHERE, HIGHLIGHTED, next_choice, reveal_first};
use crate::render::ruled::{
    buttons, card_class, card_style, card_words, highlighted, log_lines, seat_label, seat_mark,
    zone_groups,
};
use crate::state::ruled::{Asking, Chosen, is_hot_seat, use_ruled};
use crate::state::{ChangeKind, Screen, use_store};

/// Most log lines drawn at once (the whole log stays in the game).
const LOG_SHOWN: usize = 200;

#[component]
pub fn RuledScreen() -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
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
                let def =
                    t.session.def().cloned().or_else(|| {
                        protoplay_engine::def::GameDef::from_json(info.def_json).ok()
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

/// What the person to act may do: the things to pick, a short list, a number form, the
/// choices that point at nothing, and every choice in a list for the keyboard.
#[component]
fn Choices(
    choices: Memo<Vec<Choice>>,
    targets: Memo<Vec<Thing>>,
    projection: Memo<Option<Projection>>,
) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    let waiting = move || {
        ruled.with(|t| {
            t.and_then(|t| {
                if t.session.outcome().is_some() {
                    return Some("The game is over.".to_string());
                }
                let who = t.session.to_move()?;
                let seat = t.session.setup().seats.get(usize::from(who))?;
                Some(if seat.is_person() {
                    if ruled.me.get().is_some_and(|me| me != who) {
                        format!(
                            "{} to decide: send them this table with “Send my turn”, then open the link they send back.",
                            seat_label(who)
                        )
                    } else if ruled.pass_to.get().is_some() {
                        format!("{} takes the seat.", seat_label(who))
                    } else {
                        format!("{} to decide.", seat_label(who))
                    }
                } else {
                    format!("{} (a bot) is thinking…", seat_label(who))
                })
            })
        })
    };
    let has_choices = move || choices.with(|c| !c.is_empty());
    let prompt = move || {
        let n = targets.with(Vec::len);
        let or_button = if choices.with(|c| buttons(c).is_empty()) {
            "."
        } else {
            ", or a button below."
        };
        if n == 0 {
            // Nothing to pick on the table: the game's own words for the decision (the phase
            // bar's, which a phone may have scrolled away).
            projection.with(|p| p.as_ref().map(|p| p.status.clone()).unwrap_or_default())
        } else if n == 1 && ruled.path.with(Vec::is_empty) {
            format!("Pick the highlighted card, cell or region{or_button}")
        } else if ruled.path.with(Vec::is_empty) {
            format!("Pick one of the {n} highlighted cards, cells or regions{or_button}")
        } else if n == 1 {
            "Now pick the highlighted one to finish, or something else to start again.".to_string()
        } else {
            format!(
                "Now pick one of the {n} highlighted to finish, or something else to start again."
            )
        }
    };
    let label =
        move |i: usize| choices.with(|c| c.get(i).map(|c| c.label.clone()).unwrap_or_default());
    // A question asked after a pick on the map ("Which one?", numbers) is brought into view:
    // on a phone the map is far below this panel.
    Effect::new(move |_| {
        if ruled.asking.with(Option::is_some) {
            request_animation_frame(|| {
                if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
                    d.query_selector(".choices .choosing, .choices form.counts")
                        .ok()
                        .flatten()
                }) {
                    let options = web_sys::ScrollIntoViewOptions::new();
                    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    el.scroll_into_view_with_scroll_into_view_options(&options);
                }
            });
        }
    });
    // The choice to make is brought into view when the choices change and nothing highlighted
    // shows (a phone's map opens on a corner; a battle board is below the map), without moving
    // the keyboard focus. `shown` is the highlighted thing last brought into view (or the first
    // already in view), for "Show next choice".
    let on_table =
        move || has_choices() && targets.with(|ts| ts.iter().any(|t| !matches!(t, Thing::Seat(_))));
    let shown = StoredValue::new(None::<usize>);
    Effect::new(move |_| {
        let any = on_table();
        let asking = ruled.asking.with(Option::is_some);
        let covered = ruled.pass_to.with(Option::is_some);
        shown.set_value(None);
        if any && !covered {
            request_animation_frame(move || {
                let things = highlighted_things();
                let busy =
                    active_element().is_some_and(|e| e.matches(BUSY_ELSEWHERE).unwrap_or(false));
                let seen = things.iter().position(in_view);
                if reveal_first(seen.is_some(), busy, asking)
                    && let Some(first) = things.first()
                {
                    bring_into_view(first);
                    shown.set_value(Some(0));
                } else {
                    // "Next" is the one after the first in view.
                    shown.set_value(seen);
                }
            });
        }
    });
    let show_next = move |_| {
        let things = highlighted_things();
        let focused = active_element();
        let current = things
            .iter()
            .position(|t| focused.as_ref() == Some(t))
            .or(shown.get_value());
        if let Some(i) = next_choice(things.len(), current) {
            bring_into_view(&things[i]);
            focus_element(&things[i]);
            shown.set_value(Some(i));
        }
    };
    view! {
        <section class="panel choices" aria-labelledby="choices-h">
            <h2 id="choices-h">{move || if has_choices() { "Your move".to_string() } else { "Waiting".to_string() }}</h2>
            <div class="prompt-row">
                <p class="turn-status">{move || if has_choices() { prompt() } else { waiting().unwrap_or_default() }}</p>
                <Show when=on_table>
                    <button type="button" class="next-choice" on:click=show_next
                        title="Scroll to the next highlighted card, cell or region and move the keyboard focus there">"Show next choice"</button>
                </Show>
            </div>
            <p class="notice" role="status" aria-live="polite">{move || ruled.notice.get()}</p>
            {move || match ruled.asking.get() {
                Some(Asking::Which(list)) => view! {
                    <div class="choosing" role="group" aria-label="Which one?">
                        <p>"Which one?"</p>
                        <div class="options">
                            {list.into_iter().map(|i| view! {
                                <button on:click=move |_| ruled.choose(store, i)>{label(i)}</button>
                            }).collect_view()}
                            <button on:click=move |_| { ruled.path.set(Vec::new()); ruled.asking.set(None); }>"Cancel"</button>
                        </div>
                    </div>
                }.into_any(),
                Some(Asking::Numbers { choice, values }) => view! { <NumberForm choice=choice values=values choices=choices/> }.into_any(),
                None => ().into_any(),
            }}
            // Players a choice points at (a target ship, a player to steal from): picked here,
            // beside the prompt, like a highlighted card.
            {move || {
                let seats: Vec<Seat> = targets.with(|ts| {
                    ts.iter().filter_map(|t| match t { Thing::Seat(s) => Some(*s), _ => None }).collect()
                });
                (!seats.is_empty()).then(|| view! {
                    <div class="choosing" role="group" aria-label="Pick a player">
                        <div class="options">
                            {seats.into_iter().map(|s| view! {
                                <button on:click=move |_| ruled.pick(store, Thing::Seat(s))>{seat_label(s)}</button>
                            }).collect_view()}
                        </div>
                    </div>
                })
            }}
            <div class="move-buttons" role="group" aria-label="Actions">
                {move || choices.with(|c| buttons(c)).into_iter().map(|i| view! {
                    <button class="primary" on:click=move |_| ruled.choose(store, i)>{label(i)}</button>
                }).collect_view()}
            </div>
            <Show when=has_choices>
                <details class="all-choices">
                    <summary>{move || match choices.with(Vec::len) {
                        1 => "The 1 choice".to_string(),
                        n => format!("All {n} choices"),
                    }}</summary>
                    <ul class="legal-moves">
                        {move || (0..choices.with(Vec::len)).map(|i| view! {
                            <li><button on:click=move |_| ruled.choose(store, i)>{label(i)}</button></li>
                        }).collect_view()}
                    </ul>
                </details>
            </Show>
        </section>
    }
}

/// The highlighted things on the table, in the page's order.
fn highlighted_things() -> Vec<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let Some(list) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(HIGHLIGHTED).ok())
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .collect()
}

fn active_element() -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
}

/// Whether any of a thing shows: inside the window, and inside the board or card row that
/// scrolls it.
fn in_view(el: &web_sys::Element) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let width = w.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let height = w
        .inner_height()
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    let r = el.get_bounding_client_rect();
    let mut box_: (f64, f64, f64, f64) = (0.0, 0.0, width, height);
    if let Ok(Some(scroller)) = el.closest(".board-scroll, .cards.row") {
        let c = scroller.get_bounding_client_rect();
        box_ = (
            box_.0.max(c.left()),
            box_.1.max(c.top()),
            box_.2.min(c.right()),
            box_.3.min(c.bottom()),
        );
    }
    r.width() > 0.0
        && r.right() > box_.0
        && r.bottom() > box_.1
        && r.left() < box_.2
        && r.top() < box_.3
}

/// Scrolls the page, and the board or row holding it, to put a thing in the middle.
fn bring_into_view(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Center);
    options.set_inline(web_sys::ScrollLogicalPosition::Center);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Moves the keyboard focus to a card (a button) or a board's cell or region (an SVG group).
fn focus_element(el: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    if let Some(h) = el.dyn_ref::<web_sys::HtmlElement>() {
        let _ = h.focus();
    } else if let Some(s) = el.dyn_ref::<web_sys::SvgElement>() {
        let _ = s.focus();
    }
}

/// The numbers a choice takes, each a bounded field.
#[component]
fn NumberForm(choice: usize, values: Vec<String>, choices: Memo<Vec<Choice>>) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    let Some(c) = choices.with_untracked(|cs| cs.get(choice).cloned()) else {
        return ().into_any();
    };
    let typed = RwSignal::new(values);
    let confirm = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        ruled.make_typed(store, choice, &typed.get_untracked());
    };
    view! {
        <form class="counts" aria-label=c.label.clone() on:submit=confirm>
            <p><strong>{c.label.clone()}</strong></p>
            {c.numbers.iter().enumerate().map(|(i, f)| view! {
                <label class="count-field">{format!("{} ({} to {})", f.label, f.min, f.max)}
                    <input type="number" min=f.min.to_string() max=f.max.to_string() autofocus=i == 0
                        aria-label=f.label.clone()
                        prop:value=move || typed.with(|t| t.get(i).cloned().unwrap_or_default())
                        on:input=move |ev| typed.update(|t| if let Some(v) = t.get_mut(i) { *v = event_target_value(&ev) })/>
                </label>
            }).collect_view()}
            <div class="count-buttons">
                <button type="submit" class="primary">"Confirm"</button>
                <button type="button" on:click=move |_| { ruled.asking.set(None); ruled.path.set(Vec::new()); }>"Cancel"</button>
            </div>
        </form>
    }
    .into_any()
}

/// The zones of cards, each player's together ([`zone_groups`]): the viewer's own first, then
/// the shared ones, then each other player's under the player's name.
#[component]
fn Zones(projection: Memo<Option<Projection>>, targets: Memo<Vec<Thing>>) -> impl IntoView {
    let groups = move || {
        projection.with(|p| {
            p.as_ref()
                .map(|p| (p.viewer, zone_groups(p.zones.clone(), p.viewer)))
                .unwrap_or_default()
        })
    };
    view! {
        <section class="zones" aria-label="Cards">
            {move || {
                let (viewer, groups) = groups();
                groups.into_iter().map(|(owner, zones)| {
                    let others = owner.filter(|&o| Some(o) != viewer);
                    view! {
                        <div class="zone-group" class:others=others.is_some()>
                            {others.map(|o| view! { <h3 class="zone-group-title">{seat_label(o)}</h3> })}
                            {zones.into_iter().map(|z| view! { <Zone zone=z viewer=viewer targets=targets/> }).collect_view()}
                        </div>
                    }
                }).collect_view()
            }}
        </section>
    }
}

#[component]
fn Zone(zone: ZoneView, viewer: Option<u8>, targets: Memo<Vec<Thing>>) -> impl IntoView {
    let mine = zone.owner.is_some() && zone.owner == viewer;
    let title = match zone.owner {
        Some(o) => format!("{} · Player {}", zone.name, o + 1),
        None => zone.name.clone(),
    };
    let count = zone.count;
    let layout = zone.layout;
    let shown = match layout {
        ZoneLayout::Pile => zone.cards.into_iter().take(1).collect::<Vec<_>>(),
        _ => zone.cards,
    };
    let hidden = count.saturating_sub(shown.len());
    let class = match layout {
        ZoneLayout::Pile => "cards pile",
        ZoneLayout::Row => "cards row",
        ZoneLayout::Hand => "cards hand",
    };
    view! {
        <section class="zone" class:mine=mine class:hand={layout == ZoneLayout::Hand} aria-label=title.clone()>
            <h3>{title.clone()}" "<span class="count">{format!("({count})")}</span></h3>
            <ul class=class>
                {shown.into_iter().map(|c| view! { <li><Card card=c targets=targets/></li> }).collect_view()}
                {(hidden > 0 && layout != ZoneLayout::Pile).then(|| view! {
                    <li class="card back" aria-label=format!("{hidden} face-down cards")><span class="card-back-name">{format!("{hidden} hidden")}</span></li>
                })}
            </ul>
        </section>
    }
}

/// A card: a button when a choice can name it, with its words for screen readers.
#[component]
fn Card(card: CardView, targets: Memo<Vec<Thing>>) -> AnyView {
    let ruled = use_ruled();
    let store = use_store();
    let words = card_words(&card);
    let attached = card.attached.clone();
    let face = move |c: &CardView| {
        if !c.face_up {
            return view! { <span class="card-back-name">"Face down"</span> }.into_any();
        }
        view! {
            <span class="card-title">{c.name.clone()}</span>
            {(!c.kind.is_empty()).then(|| view! { <span class="card-kind">{c.kind.clone()}</span> })}
            {(!c.text.is_empty()).then(|| view! { <span class="card-text">{c.text.clone()}</span> })}
            {(!c.corners.is_empty()).then(|| view! { <span class="card-corners">{c.corners.join(" · ")}</span> })}
        }
        .into_any()
    };
    let body = match card.target.clone() {
        Some(t) => {
            let thing = Thing::Card(t);
            let c = card.clone();
            let class_card = card.clone();
            let pickable = {
                let thing = thing.clone();
                move || targets.with(|ts| ts.contains(&thing))
            };
            let aria = {
                let words = words.clone();
                let pickable = pickable.clone();
                move || {
                    if pickable() {
                        format!("{words} — can be picked")
                    } else {
                        words.clone()
                    }
                }
            };
            view! {
                <button class=move || ruled.path.with(|p| targets.with(|ts| card_class(&class_card, ts, p)))
                    style=card_style(&c)
                    aria-label=aria
                    on:click=move |_| ruled.pick(store, thing.clone())>
                    {face(&c)}
                </button>
            }
            .into_any()
        }
        None => {
            let class = targets.with_untracked(|ts| card_class(&card, ts, &[]));
            view! {
                <div class=class style=card_style(&card) role="img" aria-label=words.clone()>
                    {face(&card)}
                </div>
            }
            .into_any()
        }
    };
    view! {
        {body}
        {(!attached.is_empty()).then(|| view! {
            <ul class="attached" aria-label="Cards on it">
                {attached.into_iter().map(|a| view! { <li>{Card(CardProps { card: a, targets })}</li> }).collect_view()}
            </ul>
        })}
    }
    .into_any()
}

/// Every seat: name (with its marker), public facts, who is to act, who is out.
#[component]
fn Seats(projection: Memo<Option<Projection>>) -> impl IntoView {
    let seats =
        move || projection.with(|p| p.as_ref().map(|p| p.seats.clone()).unwrap_or_default());
    view! {
        <section class="panel" aria-labelledby="seats-h">
            <h2 id="seats-h">"Players"</h2>
            <ul class="seat-lines">
                {move || seats().into_iter().enumerate().map(|(i, s)| {
                    let (colour, colour_name, _, symbol) = seat_mark(i as u8);
                    view! {
                        <li class:to-move=s.to_act class:out=s.out>
                            <span class="seat-swatch" style=format!("background:{colour}") aria-hidden="true"></span>
                            <strong>{s.name.clone()}</strong>
                            {format!(" ({colour_name} {symbol})")}
                            {s.to_act.then_some(" — to act")}
                            {s.out.then_some(" — out")}
                            {(!s.facts.is_empty()).then(|| view! { <div class="meta">{s.facts.join(" · ")}</div> })}
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}

/// Numbers on the table, and the last roll.
#[component]
fn Trackers(projection: Memo<Option<Projection>>) -> impl IntoView {
    let parts = move || {
        projection.with(|p| {
            p.as_ref()
                .map(|p| (p.trackers.clone(), p.dice.clone()))
                .unwrap_or_default()
        })
    };
    view! {
        {move || {
            let (trackers, dice) = parts();
            (!trackers.is_empty() || !dice.is_empty()).then(|| view! {
                <section class="panel trackers" aria-labelledby="trackers-h">
                    <h2 id="trackers-h">"On the table"</h2>
                    <ul>
                        {trackers.into_iter().map(|t| view! {
                            <li class="tracker"><span class="tracker-name">{match t.owner {
                                Some(o) => format!("{} · Player {}", t.name, o + 1),
                                None => t.name.clone(),
                            }}</span><output>{t.value}</output></li>
                        }).collect_view()}
                    </ul>
                    {(!dice.is_empty()).then(|| view! {
                        <div class="roll-result" aria-label="Last roll">
                            {dice.into_iter().map(|d| view! {
                                <span class="die-face">
                                    {(!d.colour.is_empty()).then(|| view! { <span class="swatch" style=format!("background:{}", d.colour)></span> })}
                                    {d.face}
                                </span>
                            }).collect_view()}
                        </div>
                    })}
                </section>
            })
        }}
    }
}

/// The game's read-only panels (a total's breakdown, a battle under way).
#[component]
fn Panels(
    projection: Memo<Option<Projection>>,
    info: Signal<Option<&'static GameInfo>>,
) -> impl IntoView {
    let panels =
        move || projection.with(|p| p.as_ref().map(|p| p.panels.clone()).unwrap_or_default());
    view! {
        {move || {
            let info = info.get();
            panels().into_iter().map(|p| view! { <PanelView panel=p info=info/> }).collect_view()
        }}
    }
}

#[component]
fn PanelView(panel: Panel, info: Option<&'static GameInfo>) -> impl IntoView {
    let marks = |place: Shown<'_>| info.map(|i| i.placeholders_at(place)).unwrap_or_default();
    let title_marks = marks(Shown::Panel(&panel.title));
    let row_marks: Vec<_> = panel
        .rows
        .iter()
        .map(|r| {
            r.first()
                .map(|c| marks(Shown::Row(&panel.title, c)))
                .unwrap_or_default()
        })
        .collect();
    view! {
        <section class="panel game-panel" aria-label=panel.title.clone()>
            <h2>{panel.title.clone()}<PlaceholderMarks readings=title_marks/></h2>
            <div class="preview-wrap">
                <table class="preview">
                    {(!panel.columns.is_empty()).then(|| view! {
                        <thead><tr>{panel.columns.iter().map(|c| view! { <th scope="col">{c.clone()}</th> }).collect_view()}</tr></thead>
                    })}
                    <tbody>
                        {panel.rows.iter().zip(row_marks).map(|(r, marks)| {
                            let mut marks = Some(marks);
                            view! {
                                <tr>{r.iter().map(|c| view! {
                                    <td>{c.clone()}{marks.take().map(|m| view! { <PlaceholderMarks readings=m/> })}</td>
                                }).collect_view()}</tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
            {(!panel.note.is_empty()).then(|| view! { <p class="hint">{panel.note.clone()}</p> })}
        </section>
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
