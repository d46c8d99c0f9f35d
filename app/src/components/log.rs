//! The log: what happened, newest last, in words anyone at the table may read.

use leptos::prelude::*;

use crate::state::use_store;

/// Most log lines drawn at once (the whole log stays in the game).
const SHOWN: usize = 200;

#[component]
pub fn Log() -> impl IntoView {
    let store = use_store();
    let lines = move || {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    let log = &g.table().log;
                    let start = log.len().saturating_sub(SHOWN);
                    log[start..]
                        .iter()
                        .enumerate()
                        .map(|(i, e)| (start + i, e.turn, e.text.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    view! {
        <section class="panel log" aria-labelledby="log-h">
            <h2 id="log-h">"Log"</h2>
            <ol class="log-lines" aria-live="polite">
                // Keyed by position and text: a new line adds one item, undo removes one.
                <For each=lines key=|line| line.clone() let:line>
                    <li class:arrived=move || store.arrived_line(line.0)><span class="log-turn">{format!("T{}", line.1)}</span>" "{line.2}</li>
                </For>
            </ol>
        </section>
    }
}
