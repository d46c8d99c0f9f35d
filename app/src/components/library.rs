//! The library screen: tables in progress, built-in games, the designer's games, game files,
//! storage room and backups, and saved entries that could not be read.
//!
//! Every result (a refused seed, a delete another tab prevented, a backup restored) shows right
//! beside the control that caused it ([`super::SaidHere`]).

use leptos::prelude::*;
use leptos::task::spawn_local;

use protoplay_engine::rules::counted;
use wasm_bindgen::JsCast;

use crate::state::library::{Damaged, Shelved};
use crate::state::persist::backup::MAX_BACKUP_BYTES;
use crate::state::persist::room::QUOTA;
use crate::state::persist::{Room, size_label};
use crate::state::ruled::{Chosen, use_ruled};
use crate::state::{Screen, storage, use_store};

use super::{Said, SaidHere};

/// The first screen.
#[component]
pub fn LibraryScreen() -> impl IntoView {
    let store = use_store();
    let built_in = protoplay_engine::games::listed();
    view! {
        <main class="library">
            <header class="masthead">
                <h1>"Protoplay"</h1>
                <p class="tagline">"A playtesting table for your prototype. Everything stays in this browser."</p>
                // Starting a game of one's own is the first thing a designer looks for: at the
                // top, not below the tables and the built-in games.
                <p class="masthead-actions"><super::editor::NewGameButton/>" Design a game of your own: paste a card list, lay out a board."</p>
            </header>
            {move || store.notice.get().map(|n| view! { <p class="notice" role="alert">{n}</p> })}
            <section aria-labelledby="tables-h">
                <h2 id="tables-h">"Your tables"</h2>
                <Show when=move || store.usage.with(|u| u.room() == Room::NearlyFull)>
                    <p class="warn" role="alert" aria-label="Storage nearly full">
                        <span aria-hidden="true">"⚠ "</span>
                        "Browser storage is nearly full: "
                        <button class="inline" on:click=move |_| go_to("room-h")>"download everything and make room"</button>
                        " before new moves can no longer be saved."
                    </p>
                </Show>
                <Show when=move || store.library.with(|l| !l.damaged.is_empty())>
                    <p class="warn">
                        <span aria-hidden="true">"⚠ "</span>
                        {move || {
                            let n = store.library.with(|l| l.damaged.len());
                            if n == 1 { "1 saved item could not be read. It is kept: ".to_string() } else { format!("{n} saved items could not be read. They are kept: ") }
                        }}
                        <button class="inline" on:click=move |_| go_to("damaged-h")>"see why, download or delete"</button>"."
                    </p>
                </Show>
                <TableList/>
            </section>
            <section aria-labelledby="builtin-h">
                <h2 id="builtin-h">"Built-in games"</h2>
                <ul class="game-list">
                    {built_in.into_iter().map(|g| view! { <li><GameCard game=Shelved::BuiltIn(g)/></li> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="mine-h">
                <h2 id="mine-h">"Your games"</h2>
                <p class="hint">"Design a game from scratch with New game at the top of the page, or edit a copy of a built-in one."</p>
                <ul class="game-list">
                    {move || store.library.with(|l| l.games.clone()).into_iter()
                        .map(|def| view! { <li><GameCard game=Shelved::Mine(Box::new(def))/></li> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="files-h">
                <h2 id="files-h">"Game files"</h2>
                <super::share::ImportFile/>
            </section>
            <StorageRoom/>
            <DamagedList/>
        </main>
    }
}

// `data-entry` on a table's line and a game's card names the entry by its id, whatever the
// titles (the browser tests find an entry's controls by it).

/// A game, once, with each way to play it said plainly: "Rules enforced, with bots" (the start
/// form and the simulation) where the engine has its rules, and "Free table (you apply the
/// rules)" with its form: players, seed, hot-seat. A built-in game's data is fetched the first
/// time something needs it: with its rules for its forms and a copy in the editor, alone for a
/// free table or its file.
#[component]
fn GameCard(game: Shelved) -> impl IntoView {
    let store = use_store();
    let (min, max) = game.players();
    let players = RwSignal::new(min.max(2).min(max));
    let seed = RwSignal::new(random_seed().to_string());
    let hot_seat = RwSignal::new(true);
    let said = RwSignal::new(None::<Said>);
    let name = game.name().to_string();
    let id = game.id().to_string();
    let description = game.description().to_string();
    let mine = matches!(game, Shelved::Mine(_));
    let actions = match &game {
        Shelved::Mine(def) => {
            view! { <super::editor::GameActions def=(**def).clone()/> }.into_any()
        }
        Shelved::BuiltIn(_) => {
            let ed = crate::state::editor::use_editor();
            let game = game.clone();
            view! {
                <div class="actions">
                    <button aria-label=format!("Edit a copy of {name}") on:click=move |_| {
                        super::prefetch(Screen::Editor);
                        // The editor checks a copy of a ruled game with its rules.
                        with_rules_def(store, &game, move |def| ed.edit_copy(store, def));
                    }>"Edit a copy"</button>
                </div>
            }
            .into_any()
        }
    };
    let export = view! { <super::share::ExportGame game=game.clone()/> };
    let rules = game.rules();
    let game = StoredValue::new(game);
    let start = move |_| {
        said.set(None);
        match seed.get_untracked().trim().parse::<u64>() {
            Ok(s) => {
                super::prefetch(Screen::Table);
                store.prefetch_free_tables();
                let (players, hot_seat) = (players.get_untracked(), hot_seat.get_untracked());
                game.with_value(|g| {
                    store.with_def(g, move |def| {
                        store.new_table(def, players, s, hot_seat && players > 1, move |e| {
                            said.set(Said::problem(e))
                        })
                    })
                });
            }
            Err(_) => said.set(Said::problem(
                "The seed must be a whole number from 0 to 18446744073709551615.",
            )),
        }
    };
    let ruled = use_ruled();
    // The start form or the simulation screen, with the game chosen, once its rules (which hold
    // a built-in game's data) are here.
    let choose = move |screen: Screen| {
        super::prefetch(screen);
        with_rules_def(store, &game.get_value(), move |def| {
            if let Some(chosen) = Chosen::of(&def) {
                ruled.chosen.set(Some(chosen));
                store.screen.set(screen);
            }
        });
    };
    let ruled_ways = rules.map(|_| {
        let name = name.clone();
        view! {
            <div class="ruled-ways way" role="group" aria-label=format!("{name} with the rules enforced")>
                <p><strong>"Rules enforced, with bots"</strong></p>
                <p class="meta">"The engine checks every move; bots can take any seat."</p>
                <button class="primary" on:click=move |_| choose(Screen::RuledStart)>{format!("Play {name} with the rules")}</button>
                <button on:click=move |_| choose(Screen::Simulate)>{format!("Simulate {name}")}</button>
            </div>
        }
    });
    let is_ruled = ruled_ways.is_some();
    view! {
        <article class="game-card" aria-label=name.clone() data-entry=format!("{}:{id}", if mine { "mine" } else { "built-in" })>
            <h3>{name.clone()}</h3>
            <p class="description">{description}</p>
            <p class="meta">{if min == max { counted(min, "player", "players") } else { format!("{min}–{max} players") }}</p>
            {ruled_ways}
            <div class="free-way way" role="group" aria-label=format!("{name} as a free table")>
            <p><strong>"Free table (you apply the rules)"</strong></p>
            <p class="meta">{if is_ruled {
                "Cards, counters and dice laid out; nothing is checked, as at a real table."
            } else {
                "Cards, counters and dice laid out; you apply the rules, as at a real table."
            }}</p>
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
                // A solitaire has no one to hide a hand from.
                {(max > 1).then(|| view! {
                    <label class="check">
                        <input type="checkbox" prop:checked=move || hot_seat.get()
                            on:change=move |ev| hot_seat.set(event_target_checked(&ev))/>
                        "Hot-seat (hide hands between turns)"
                    </label>
                })}
                <button class=if is_ruled { "" } else { "primary" } id=format!("new-{id}") on:click=start>{format!("New free table of {name}")}</button>
            </div>
            <SaidHere said=said label=format!("New free table of {name}")/>
            </div>
            <div class="actions game-actions">
                {export}
                {actions}
            </div>
        </article>
    }
}

/// Runs `then` with a game's definition, for what also needs the rules that play it (a ruled
/// game's forms, a copy in the editor): a designer's at once (the screen loads the rules), a
/// built-in one's once its rules, which hold its data, are here.
fn with_rules_def(
    store: crate::state::AppStore,
    game: &Shelved,
    then: impl Fn(protoplay_engine::def::GameDef) + Clone + Send + Sync + 'static,
) {
    match (game, game.rules()) {
        (Shelved::BuiltIn(_), Some(rules)) => {
            let game = game.clone();
            crate::rules::then(store, rules, move || store.with_def(&game, then.clone()));
        }
        _ => store.with_def(game, then),
    }
}

/// Tables in progress: continue, duplicate, export, delete (with confirmation), each with its
/// size in storage and what the last gesture on it did.
#[component]
fn TableList() -> impl IntoView {
    let store = use_store();
    let confirming = RwSignal::new(None::<String>);
    view! {
        <Show when=move || store.library.with(|l| !l.tables.is_empty())
            fallback=move || if store.unread_note.with(Option::is_some) {
                view! { <p class="empty">"Your saved tables could not be read yet (see above). They are kept in this browser."</p> }
            } else {
                view! { <p class="empty">"No tables yet. Start one from a game below."</p> }
            }>
            <ul class="table-list">
                {move || store.library.with(|l| l.tables.clone()).into_iter().map(|t| {
                    let export = t.clone();
                    let id = StoredValue::new(t.id.clone());
                    let title = t.title.clone();
                    let players = t.players();
                    let free = t.free().is_some();
                    let steps = t.steps();
                    let hot = if t.is_hot_seat() { " · hot-seat" } else { "" };
                    let size = move || store.table_sizes.with(|s| s.get(&id.get_value()).map(|n| format!(" · {}", size_label(*n))).unwrap_or_default());
                    let when = js_sys::Date::new(&t.updated.into()).to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED);
                    let when = String::from(when);
                    let said = RwSignal::new(None::<Said>);
                    let delete_title = title.clone();
                    view! {
                        <li class="table-entry" data-entry=format!("table:{}", id.get_value())>
                            <div>
                                <strong>{title.clone()}</strong>
                                <span class="meta">{move || format!(" · {} · {}{hot} · {when}{}", counted(players, "player", "players"), counted(steps, "step", "steps"), size())}</span>
                            </div>
                            <div class="actions">
                                <button class="primary" aria-label=format!("Continue {title}")
                                    on:click=move |_| {
                                        if free { super::prefetch(Screen::Table) }
                                        store.open_table(&id.get_value());
                                    }>"Continue"</button>
                                <button aria-label=format!("Duplicate {title}")
                                    on:click=move |_| store.duplicate_table(&id.get_value())>"Duplicate"</button>
                                <super::share::ExportTable entry=export/>
                                <Show when=move || confirming.get() == Some(id.get_value())
                                    fallback=move || view! {
                                        <button aria-label=format!("Delete {}", delete_title.clone())
                                            on:click=move |_| confirming.set(Some(id.get_value()))>"Delete"</button>
                                    }>
                                    <span role="group" aria-label="Confirm delete" class="confirm">
                                        "Delete for good? "
                                        <button class="danger" on:click=move |_| {
                                            confirming.set(None);
                                            if let Err(e) = store.delete_table(&id.get_value()) {
                                                said.set(Said::problem(e));
                                            }
                                        }>"Yes, delete"</button>
                                        <button on:click=move |_| confirming.set(None)>"Keep it"</button>
                                    </span>
                                </Show>
                            </div>
                            <SaidHere said=said label=format!("About {title}")/>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </Show>
    }
}

/// How much of the browser's storage the library uses, "Download everything" and "Restore
/// from backup".
#[component]
fn StorageRoom() -> impl IntoView {
    let store = use_store();
    let said = RwSignal::new(None::<Said>);
    let download = move |_| super::share::download_backup(store, said);
    let restore = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Cleared so that choosing the same file again is noticed.
        input.set_value("");
        let name = file.name();
        if file.size() > MAX_BACKUP_BYTES as f64 {
            said.set(Said::problem(format!(
                "“{name}” cannot be restored: it is larger than any backup ({} at most). Nothing was changed.",
                size_label(MAX_BACKUP_BYTES)
            )));
            return;
        }
        spawn_local(async move {
            match super::share::read_text(&file).await {
                Ok(text) => super::share::restore_backup(store, name, text, said),
                Err(e) => said.set(Said::problem(format!(
                    "“{name}” cannot be restored: {e}. Nothing was changed."
                ))),
            }
        });
    };
    view! {
        <section aria-labelledby="room-h" class="room">
            <h2 id="room-h" tabindex="-1">"Storage and backups"</h2>
            <p>{move || store.usage.get().describe()}</p>
            <meter aria-label="Storage used" min="0" max=QUOTA.to_string()
                low=(QUOTA * 6 / 10).to_string() high=(QUOTA * 8 / 10).to_string() optimum="0"
                value=move || store.usage.get().site.to_string()></meter>
            <Show when=move || store.usage.with(|u| u.room() == Room::NearlyFull)>
                <p class="warn"><span aria-hidden="true">"⚠ "</span>
                    "Storage is nearly full. Download everything to keep a backup, then delete tables you no longer need (each shows its size)."</p>
            </Show>
            <div class="actions">
                <button on:click=download>"Download everything"</button>
                <label class="file-button">"Restore from backup"
                    <input type="file" accept=".json,application/json" on:change=restore/>
                </label>
            </div>
            <SaidHere said=said label="Backup"/>
            <p class="meta">"A backup is one file with every game and table of this library (and any damaged entry, exactly as it is). Restoring adds what is missing and never replaces anything: an entry that differs from one here comes in as a copy."</p>
        </section>
    }
}

/// Saved entries that could not be read: kept, explained, downloadable, deletable (with
/// confirmation).
#[component]
fn DamagedList() -> impl IntoView {
    let store = use_store();
    let confirming = RwSignal::new(None::<usize>);
    // A table found damaged while opening it: bring it into view and focus, so a screen reader
    // reads why.
    Effect::new(move |_| {
        if let Some(key) = store.focus_damaged.get() {
            request_animation_frame(move || {
                let found = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(&damaged_dom_id(&key)))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(el) = found {
                    el.scroll_into_view();
                    let _ = el.focus();
                }
            });
        }
    });
    view! {
        <Show when=move || store.library.with(|l| !l.damaged.is_empty())>
            <section aria-labelledby="damaged-h" class="damaged">
                <h2 id="damaged-h" tabindex="-1">"Saved items that could not be read"</h2>
                <p>"They are kept exactly as they were, and nothing is written over them. Download them to keep a copy or to report the problem."</p>
                <ul>
                    {move || store.library.with(|l| l.damaged.clone()).into_iter().enumerate().map(|(i, d)| {
                        damaged_item(store, i, d, confirming)
                    }).collect_view()}
                </ul>
            </section>
        </Show>
    }
}

/// The DOM id of a damaged entry's list item.
fn damaged_dom_id(key: &str) -> String {
    let safe: String = key
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("damaged-{safe}")
}

fn damaged_item(
    store: crate::state::AppStore,
    i: usize,
    d: Damaged,
    confirming: RwSignal<Option<usize>>,
) -> impl IntoView {
    let said = RwSignal::new(None::<Said>);
    let name =
        d.id.clone()
            .map(|id| format!("“{id}”"))
            .unwrap_or_else(|| format!("number {}", i + 1));
    let what = format!("saved {} {name}", d.kind.label());
    let file = format!(
        "protoplay-damaged-{}-{}.json",
        d.kind.label().split(' ').next().unwrap_or("entry"),
        crate::state::links::slug(d.id.as_deref().unwrap_or(&(i + 1).to_string()))
    );
    let raw = StoredValue::new(d.raw.clone());
    let key = StoredValue::new(d.key.clone());
    let dom_id = d.key.as_deref().map(damaged_dom_id);
    let download_label = format!("Download the {what}");
    let delete_label = format!("Delete the {what}");
    view! {
        <li id=dom_id tabindex="-1" aria-label=format!("Damaged {what}")>
            <p><strong>{format!("A {what}")}</strong>{format!(" could not be read: {}", d.reason)}</p>
            <div class="actions">
                <button aria-label=download_label on:click=move |_| {
                    if let Err(e) = raw.with_value(|raw| storage::download(&file, raw)) {
                        said.set(Said::problem(format!("It could not be downloaded: {e}.")));
                    }
                }>"Download"</button>
                {move || match key.get_value() {
                    None => view! {
                        <span class="meta">" It sits inside the old library record, which is kept whole; it can be deleted once that record is moved (make room, then reload)."</span>
                    }.into_any(),
                    Some(_) if confirming.get() == Some(i) => view! {
                        <span role="group" aria-label="Confirm delete" class="confirm">
                            "Delete it for good? "
                            <button class="danger" on:click=move |_| {
                                confirming.set(None);
                                if let Some(k) = key.get_value()
                                    && let Err(e) = store.delete_damaged(&k)
                                {
                                    said.set(Said::problem(e));
                                }
                            }>"Yes, delete"</button>
                            <button on:click=move |_| confirming.set(None)>"Keep it"</button>
                        </span>
                    }.into_any(),
                    Some(_) => {
                        let delete_label = delete_label.clone();
                        view! {
                            <button aria-label=delete_label on:click=move |_| confirming.set(Some(i))>"Delete"</button>
                        }.into_any()
                    }
                }}
            </div>
            <SaidHere said=said label=format!("About the {what}")/>
        </li>
    }
}

/// Scrolls to the element `id` (a heading, a banner) and puts the focus there. (Not a `#` link: the address's
/// fragment is where share links arrive.)
pub(crate) fn go_to(id: &str) {
    let heading = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(h) = heading {
        h.scroll_into_view();
        let _ = h.focus();
    }
}

/// A seed for a new game: random, but shown and editable so a game can be repeated.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}
