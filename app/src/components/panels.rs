//! Side panels: the counter supply, the trackers, and the actions on whatever is picked up.

use leptos::prelude::*;
use protoplay_engine::def::Owner;
use protoplay_engine::table::{Action, place_label, player_name};

use crate::render::seat_colour;
use crate::state::{AppStore, Selection, use_store};

/// How many counters the next place or move takes.
pub fn amount(store: AppStore) -> u32 {
    store.amount.get_untracked().max(1)
}

/// Counters to take from the supply: pick one, then click a hex or region.
#[component]
pub fn CounterSupply() -> impl IntoView {
    let store = use_store();
    let counters = Memo::new(move |_| {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    let players = g.players();
                    g.def()
                        .counters
                        .iter()
                        .flat_map(|c| {
                            let owners: Vec<Option<u8>> = if c.owned {
                                (0..players).map(Some).collect()
                            } else {
                                vec![None]
                            };
                            owners.into_iter().map(move |o| {
                                (
                                    c.id.clone(),
                                    c.name.clone(),
                                    c.label.clone(),
                                    c.colour.clone(),
                                    o,
                                )
                            })
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    view! {
        <Show when=move || counters.with(|c| !c.is_empty())>
            <section class="panel supply" aria-labelledby="supply-h">
                <h2 id="supply-h">"Counters"</h2>
                <label>"Count "
                    <input type="number" min="1" max="99" aria-label="Counters per move"
                        prop:value=move || store.amount.get().to_string()
                        on:input=move |ev| store.amount.set(event_target_value(&ev).parse::<u32>().unwrap_or(1).clamp(1, 99))/>
                </label>
                <ul class="supply-list">
                    {move || counters.get().into_iter().map(|(id, name, label, colour, owner)| {
                        let whose = owner.map(|p| format!(" of {} ({})", player_name(p), seat_colour(p).1)).unwrap_or_default();
                        let stroke = owner.map_or("#333333", |p| seat_colour(p).0);
                        let id2 = id.clone();
                        let picked = move || store.selection.with(|s| matches!(s, Some(Selection::Supply { counter, owner: o }) if *counter == id2 && *o == owner));
                        view! {
                            <li>
                                <button class="supply-counter" aria-pressed=move || if picked() { "true" } else { "false" }
                                    aria-label=format!("Place {name}{whose}")
                                    on:click=move |_| store.selection.set(Some(Selection::Supply { counter: id.clone(), owner }))>
                                    <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
                                        <circle r="9" fill=colour stroke=stroke stroke-width="3"/>
                                        <text y="1" text-anchor="middle" dominant-baseline="middle" class="stack-label">{label}</text>
                                    </svg>
                                    {format!("{name}{}", owner.map(|p| format!(" P{}", p + 1)).unwrap_or_default())}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </Show>
    }
}

/// Trackers, with − and + for each value.
#[component]
pub fn Trackers() -> impl IntoView {
    let store = use_store();
    let rows = Memo::new(move |_| {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    g.table()
                        .trackers
                        .iter()
                        .map(|t| {
                            let def = g.def().tracker(&t.tracker);
                            let name = def.map_or(t.tracker.clone(), |d| d.name.clone());
                            let shared = def.is_some_and(|d| d.owner == Owner::Shared);
                            let who = t.player.filter(|_| !shared).map(player_name);
                            (t.tracker.clone(), t.player, name, who, t.value)
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    view! {
        <Show when=move || rows.with(|r| !r.is_empty())>
            <section class="panel trackers" aria-labelledby="trackers-h">
                <h2 id="trackers-h">"Trackers"</h2>
                <ul>
                    {move || rows.get().into_iter().map(|(id, player, name, who, value)| {
                        let label = match &who { Some(w) => format!("{name} of {w}"), None => name.clone() };
                        let id2 = id.clone();
                        view! {
                            <li class="tracker">
                                <span class="tracker-name">{label.clone()}</span>
                                <button aria-label=format!("Decrease {label}") on:click=move |_| store.act(Action::AdjustTracker { tracker: id.clone(), player, delta: -1 })>"−"</button>
                                <output aria-label=format!("{label} value")>{value}</output>
                                <button aria-label=format!("Increase {label}") on:click=move |_| store.act(Action::AdjustTracker { tracker: id2.clone(), player, delta: 1 })>"+"</button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </Show>
    }
}

/// "Population of Player 2".
fn counter_label(def: &protoplay_engine::def::GameDef, counter: &str, owner: Option<u8>) -> String {
    let name = def.counter(counter).map_or(counter, |c| c.name.as_str());
    match owner {
        Some(p) => format!("{name} of {}", player_name(p)),
        None => name.to_string(),
    }
}

/// The buttons for what is picked up (besides moving it, which is a click on its destination).
pub fn selection_actions(store: AppStore, sel: Selection) -> AnyView {
    match sel {
        Selection::Card { zone, index } => {
            let (z1, z2, z3, z4) = (zone.clone(), zone.clone(), zone.clone(), zone.clone());
            let viewer = store.viewer.get_untracked();
            let what = store.game.with_untracked(|g| {
                g.as_ref()
                    .map(|g| {
                        crate::render::cards::held_card(g.def(), g.table(), viewer, &zone, index)
                    })
                    .unwrap_or_default()
            });
            view! {
                <span>{format!("{what} picked up: click a card or a zone's “Move here” to move it.")}</span>
                <button on:click=move |_| store.act(Action::Flip { zone: z1.clone(), index })>"Flip"</button>
                <button on:click=move |_| store.act(Action::Tap { zone: z2.clone(), index })>"Tap / untap"</button>
                <button on:click=move |_| store.act(Action::Reveal { zone: z3.clone(), index })>"Reveal to all"</button>
                {viewer.map(|p| view! {
                    <button on:click=move |_| store.act(Action::Peek { zone: z4.clone(), index, player: p })>"Peek"</button>
                })}
            }
            .into_any()
        }
        Selection::Stack {
            counter,
            owner,
            place,
        } => {
            let (what, where_) = store.game.with_untracked(|g| {
                g.as_ref()
                    .map(|g| {
                        (
                            counter_label(g.def(), &counter, owner),
                            place_label(g.def(), g.table(), &place),
                        )
                    })
                    .unwrap_or_default()
            });
            view! {
                <span>{format!("{what} picked up from {where_}: click another hex or region to move it.")}</span>
                <button on:click=move |_| store.act(Action::RemoveCounter {
                    counter: counter.clone(), owner, at: place.clone(), count: amount(store),
                })>"Remove"</button>
            }
            .into_any()
        }
        Selection::Supply { counter, owner } => {
            let what = store.game.with_untracked(|g| {
                g.as_ref()
                    .map(|g| counter_label(g.def(), &counter, owner))
                    .unwrap_or_default()
            });
            let n = amount(store);
            view! {
                <span>{format!("Placing {n} {what}: click a hex or region to place it there.")}</span>
            }
            .into_any()
        }
    }
}
