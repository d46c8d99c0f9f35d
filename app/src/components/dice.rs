//! The dice tray: how many of each die, roll them together, and the last roll with each face's
//! label and colour name.

use leptos::prelude::*;
use protoplay_engine::table::{Action, MAX_DICE};

use crate::render::dice::{last_roll, total};
use crate::state::use_store;

#[component]
pub fn DiceTray() -> impl IntoView {
    let store = use_store();
    let dice = Memo::new(move |_| {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    g.def()
                        .dice
                        .iter()
                        .map(|d| (d.id.clone(), d.name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    // How many of each die the next roll uses.
    let counts = RwSignal::new(std::collections::BTreeMap::<String, u32>::new());
    let roll = move |only: Option<String>| {
        let chosen: Vec<String> = dice
            .get_untracked()
            .into_iter()
            .flat_map(|(id, _)| {
                let n = counts.with_untracked(|c| c.get(&id).copied().unwrap_or(1));
                let n = if only.as_ref().is_some_and(|o| *o != id) {
                    0
                } else {
                    n
                };
                std::iter::repeat_n(id, n as usize)
            })
            .collect();
        if chosen.is_empty() {
            store
                .notice
                .set(Some("Choose at least one die to roll.".to_string()));
        } else {
            store.act(Action::Roll { dice: chosen });
        }
    };
    let result = Memo::new(move |_| {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| (last_roll(g.def(), g.table()), total(g.def(), g.table())))
                .unwrap_or_default()
        })
    });
    view! {
        <Show when=move || dice.with(|d| !d.is_empty())>
            <section class="panel dice" aria-labelledby="dice-h">
                <h2 id="dice-h">"Dice"</h2>
                <ul class="dice-list">
                    {move || dice.get().into_iter().map(|(id, name)| {
                        let id2 = id.clone();
                        let id3 = id.clone();
                        view! {
                            <li>
                                <input type="number" min="0" max=MAX_DICE.to_string() aria-label=format!("How many {name}")
                                    prop:value=move || counts.with(|c| c.get(&id).copied().unwrap_or(1)).to_string()
                                    on:input=move |ev| {
                                        let n = event_target_value(&ev).parse::<u32>().unwrap_or(0).min(MAX_DICE as u32);
                                        counts.update(|c| { c.insert(id2.clone(), n); });
                                    }/>
                                <button on:click=move |_| roll(Some(id3.clone()))>{format!("Roll {name}")}</button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
                <button class="primary" on:click=move |_| roll(None)>"Roll all"</button>
                <div class="roll-result" role="status" aria-live="polite" aria-label="Last roll">
                    {move || {
                        let (faces, sum) = result.get();
                        view! {
                            {faces.into_iter().map(|f| view! {
                                <span class="die-face" title=f.description.clone() aria-label=f.description.clone()>
                                    {f.colour.map(|c| view! { <span class="swatch" style=format!("background:{c}") aria-hidden="true"></span> })}
                                    {f.label}
                                </span>
                            }).collect_view()}
                            {sum.map(|s| view! { <span class="roll-total">{format!("Total {s}")}</span> })}
                        }
                    }}
                </div>
            </section>
        </Show>
    }
}
