//! The library screen: built-in games, the designer's games, tables in progress.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::games;

use crate::state::ruled::{Chosen, use_ruled};
use crate::state::{Screen, storage, use_store};

/// The first screen.
#[component]
pub fn LibraryScreen() -> impl IntoView {
    let store = use_store();
    let built_in = games::all();
    view! {
        <main class="library">
            <header class="masthead">
                <h1>"Protoplay"</h1>
                <p class="tagline">"A playtesting table for your prototype. Everything stays in this browser."</p>
            </header>
            {move || store.notice.get().map(|n| view! { <p class="notice" role="alert">{n}</p> })}
            <section aria-labelledby="tables-h">
                <h2 id="tables-h">"Your tables"</h2>
                <TableList/>
            </section>
            <section aria-labelledby="builtin-h">
                <h2 id="builtin-h">"Built-in games"</h2>
                <ul class="game-list">
                    {built_in.into_iter().map(|def| view! { <li><GameCard def=def mine=false/></li> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="mine-h">
                <h2 id="mine-h">"Your games"</h2>
                <p><super::editor::NewGameButton/>" Design a game from scratch, or edit a copy of a built-in one."</p>
                <ul class="game-list">
                    {move || store.library.with(|l| l.games.clone()).into_iter()
                        .map(|def| view! { <li><GameCard def=def mine=true/></li> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="files-h">
                <h2 id="files-h">"Game files"</h2>
                <super::share::ImportFile/>
            </section>
            <DamagedList/>
        </main>
    }
}

/// A game with its "new table" form: players, seed, hot-seat.
#[component]
fn GameCard(def: GameDef, mine: bool) -> impl IntoView {
    let store = use_store();
    let (min, max) = (def.players.min, def.players.max);
    let players = RwSignal::new(min.max(2).min(max));
    let seed = RwSignal::new(random_seed().to_string());
    let hot_seat = RwSignal::new(true);
    let name = def.name.clone();
    let id = def.id.clone();
    let actions = view! { <super::editor::GameActions def=def.clone() mine=mine/> };
    let def = StoredValue::new(def);
    let start = move |_| {
        let seed_value = seed.get_untracked().trim().parse::<u64>();
        match seed_value {
            Ok(s) => store.new_table(
                def.get_value(),
                players.get_untracked(),
                s,
                hot_seat.get_untracked() && players.get_untracked() > 1,
            ),
            Err(_) => store.notice.set(Some(
                "The seed must be a whole number from 0 to 18446744073709551615.".to_string(),
            )),
        }
    };
    let ruled = use_ruled();
    let chosen = def.with_value(Chosen::of);
    let ruled_ways = chosen.map(|c| {
        let c2 = c.clone();
        let name = name.clone();
        view! {
            <div class="ruled-ways" role="group" aria-label=format!("{name} with the rules enforced")>
                <p class="meta">"Rules enforced, with bots: the engine checks every move."</p>
                <button class="primary" on:click=move |_| {
                    ruled.chosen.set(Some(c.clone()));
                    store.screen.set(Screen::RuledStart);
                }>{format!("Play {name} with the rules")}</button>
                <button on:click=move |_| {
                    ruled.chosen.set(Some(c2.clone()));
                    store.screen.set(Screen::Simulate);
                }>{format!("Simulate {name}")}</button>
            </div>
        }
    });
    let is_ruled = ruled_ways.is_some();
    view! {
        <article class="game-card" aria-label=name.clone()>
            <h3>{name.clone()}</h3>
            <p class="description">{def.with_value(|d| d.description.clone())}</p>
            <p class="meta">{if min == max { format!("{min} players") } else { format!("{min}–{max} players") }}</p>
            {ruled_ways}
            {is_ruled.then(|| view! { <p class="meta">"Free table: you apply the rules yourself."</p> })}
            <div class="new-table">
                <label>"Players "
                    <select aria-label=format!("Players for {name}") on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                    }>
                        {(min..=max).map(|n| view! {
                            <option value=n.to_string() selected=move || players.get() == n>{n}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>"Seed "
                    <input type="text" inputmode="numeric" size="12" aria-label=format!("Seed for {name}")
                        prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                </label>
                <label class="check">
                    <input type="checkbox" prop:checked=move || hot_seat.get()
                        on:change=move |ev| hot_seat.set(event_target_checked(&ev))/>
                    "Hot-seat (hide hands between turns)"
                </label>
                <button class="primary" id=format!("new-{id}") on:click=start>{format!("New game of {name}")}</button>
                <super::share::ExportGame def=def.get_value()/>
            </div>
            {actions}
        </article>
    }
}

/// Tables in progress: continue, duplicate, delete (with confirmation).
#[component]
fn TableList() -> impl IntoView {
    let store = use_store();
    let confirming = RwSignal::new(None::<String>);
    view! {
        <Show when=move || store.library.with(|l| !l.tables.is_empty())
            fallback=|| view! { <p class="empty">"No tables yet. Start one from a game below."</p> }>
            <ul class="table-list">
                {move || store.library.with(|l| l.tables.clone()).into_iter().map(|t| {
                    let export = t.clone();
                    let id = StoredValue::new(t.id.clone());
                    let title = t.title.clone();
                    let players = t.players();
                    let steps = t.steps();
                    let when = js_sys::Date::new(&t.updated.into()).to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED);
                    view! {
                        <li class="table-entry">
                            <div>
                                <strong>{title.clone()}</strong>
                                <span class="meta">{format!(" · {players} players · {steps} steps · {}", String::from(when))}</span>
                            </div>
                            <div class="actions">
                                <button class="primary" aria-label=format!("Continue {title}")
                                    on:click=move |_| store.open_table(&id.get_value())>"Continue"</button>
                                <button aria-label=format!("Duplicate {title}")
                                    on:click=move |_| store.duplicate_table(&id.get_value())>"Duplicate"</button>
                                <super::share::ExportTable entry=export/>
                                <Show when=move || confirming.get() == Some(id.get_value())
                                    fallback=move || view! {
                                        <button aria-label=format!("Delete {}", title.clone())
                                            on:click=move |_| confirming.set(Some(id.get_value()))>"Delete"</button>
                                    }>
                                    <span role="group" aria-label="Confirm delete" class="confirm">
                                        "Delete for good? "
                                        <button class="danger" on:click=move |_| {
                                            store.delete_table(&id.get_value());
                                            confirming.set(None);
                                        }>"Yes, delete"</button>
                                        <button on:click=move |_| confirming.set(None)>"Keep it"</button>
                                    </span>
                                </Show>
                            </div>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </Show>
    }
}

/// Saved entries that could not be read: kept, explained and downloadable.
#[component]
fn DamagedList() -> impl IntoView {
    let store = use_store();
    view! {
        <Show when=move || store.library.with(|l| !l.damaged.is_empty())>
            <section aria-labelledby="damaged-h" class="damaged">
                <h2 id="damaged-h">"Saved items that could not be read"</h2>
                <p>"They are kept exactly as they were. Download them to keep a copy or to report the problem."</p>
                <ul>
                    {move || store.library.with(|l| l.damaged.clone()).into_iter().enumerate().map(|(i, d)| {
                        let raw = d.raw.to_string();
                        view! {
                            <li>
                                {format!("A saved {}: {}", d.kind, d.reason)}
                                <button on:click=move |_| {
                                    let _ = storage::download(&format!("protoplay-damaged-{}.json", i + 1), &raw);
                                }>"Download"</button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </Show>
    }
}

/// A seed for a new game: random, but shown and editable so a game can be repeated.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}
