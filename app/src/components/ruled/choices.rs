//! What the person to act may do on a ruled table: the things to pick on the table, a short
//! list, a number form, the choices that point at nothing, and the keyboard's walk through
//! them.

use leptos::prelude::*;
use protoplay_engine::rules::{Choice, Projection, Seat, Thing};

use crate::render::reveal::{BUSY_ELSEWHERE, HIGHLIGHTED, next_choice, reveal_first};
use crate::render::ruled::{buttons, seat_label};
use crate::state::ruled::{Asking, use_ruled};
use crate::state::use_store;

/// What the person to act may do: the things to pick, a short list, a number form, the
/// choices that point at nothing, and every choice in a list for the keyboard.
#[component]
pub(super) fn Choices(
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
