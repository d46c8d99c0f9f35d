//! The game editor: everything the engine models, edited as a draft that is checked with
//! `GameDef::check()` on every change and saved only when valid; the card list flow; the map
//! editors; the print sheet; and the library's "New game", "Edit" and "Delete".

mod card_list;
mod fields;
mod map;
mod parts;
mod print;

pub use print::PrintScreen;

use leptos::prelude::*;
use protoplay_engine::def::GameDef;

use crate::state::authoring::{move_item, table_players};
use crate::state::editor::use_editor;
use crate::state::use_store;

use fields::{num_field, text_field};

/// The editor screen.
#[component]
pub fn EditorScreen() -> impl IntoView {
    let store = use_store();
    let ed = use_editor();
    let checked = Memo::new(move |_| ed.draft.with(crate::state::authoring::check_game));
    let valid = move || checked.with(Result::is_ok);
    // The players typed for a new table, as typed: a number the game is not for is refused with
    // its range, never changed silently. Two to start with, or the nearest the game allows.
    let players = RwSignal::new(
        ed.draft
            .with_untracked(|d| 2u8.clamp(d.players.min, d.players.max.max(d.players.min)))
            .to_string(),
    );
    let for_table = Memo::new(move |_| players.with(|p| ed.draft.with(|d| table_players(d, p))));
    let name = move || ed.draft.with(|d| d.name.clone());
    view! {
        <div class="editor-screen">
            <header class="table-header editor-header">
                <button on:click=move |_| store.screen.set(crate::state::Screen::Library)>"← Library"</button>
                <h1>{move || format!("Editing: {}", name())}</h1>
                <div class="actions" role="group" aria-label="Save and play">
                    <span class="save-state" role="status">{move || if ed.is_saved(store) {
                        "All changes saved"
                    } else if ed.draft.with(|d| store.library.with(|l| l.games.iter().all(|g| g.id != d.id))) {
                        // A new game or a copy is in the library only once saved.
                        "Not in your library until saved"
                    } else {
                        "Unsaved changes"
                    }}</span>
                    <button class="primary" disabled=move || !valid() on:click=move |_| { ed.save(store); }>"Save game"</button>
                    <label class="players">"Players "
                        <input type="number" aria-label="Players for the new table"
                            min=move || ed.draft.with(|d| d.players.min.to_string())
                            max=move || ed.draft.with(|d| d.players.max.to_string())
                            aria-invalid=move || if for_table.with(Result::is_err) { "true" } else { "false" }
                            aria-describedby="players-why"
                            prop:value=move || players.get()
                            on:input=move |ev| players.set(event_target_value(&ev))/>
                    </label>
                    <button disabled=move || !valid() || for_table.with(Result::is_err)
                        on:click=move |_| {
                            if let Ok(n) = for_table.get_untracked() {
                                super::prefetch(crate::state::Screen::Table);
                                ed.play(store, n, super::library::random_seed());
                            }
                        }>"Play this game"</button>
                    <span id="players-why" class="players-why error" role="alert"
                        hidden=move || for_table.with(Result::is_ok)>
                        {move || for_table.get().err().map(|e| format!("Cannot play yet: {e}."))}
                    </span>
                </div>
            </header>
            <div class="editor-status">
                <p role="status" class="check" class:invalid=move || !valid()>
                    {move || match checked.get() {
                        Ok(()) => "✓ The game is valid and can be saved and played.".to_string(),
                        Err(e) => format!("✗ Not valid yet, so it is not saved: {e}. Your changes are kept here while you fix it."),
                    }}
                </p>
                <p role="status" aria-live="polite" class="saved">{move || ed.status.get()}</p>
                <Show when=move || !ed.kept.get()>
                    <p class="notice" role="alert">"This browser would not keep your unsaved changes for the next page (its session storage for this tab is full or turned off). Save the game before you leave the editor, or they are lost; it is still all here in this page."</p>
                </Show>
                {move || store.notice.get().map(|n| view! { <p class="notice" role="alert">{n}</p> })}
            </div>
            <main class="editor">
                <Basics/>
                <card_list::CardLists/>
                <parts::Decks/>
                <parts::CardTypes/>
                <parts::Zones/>
                <Phases/>
                <parts::Counters/>
                <parts::Dice/>
                <parts::Trackers/>
                <parts::Terrains/>
                <map::Boards/>
            </main>
        </div>
    }
}

/// Name, description and player counts.
#[component]
fn Basics() -> impl IntoView {
    let ed = use_editor();
    view! {
        <section class="panel editor-section" aria-labelledby="ed-game">
            <h2 id="ed-game">"Game"</h2>
            <div class="row">
                {text_field("Name", "Game name".into(), |d| Some(d.name.clone()), |d, v| d.name = v)}
                {num_field("Fewest players", "Fewest players".into(), |d| Some(d.players.min), |d, v: u8| d.players.min = v)}
                {num_field("Most players", "Most players".into(), |d| Some(d.players.max), |d, v: u8| d.players.max = v)}
            </div>
            <label class="field wide">
                <span class="field-name">"Description"</span>
                <textarea rows="2" aria-label="Description"
                    prop:value=move || ed.draft.with(|d| d.description.clone())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        ed.draft.update(|d| d.description = v);
                    }></textarea>
            </label>
        </section>
    }
}

/// The ordered phases of a turn: add, rename, move up and down, remove.
#[component]
fn Phases() -> impl IntoView {
    let ed = use_editor();
    let new_name = RwSignal::new(String::new());
    let add = move || {
        let name = new_name.get_untracked().trim().to_string();
        ed.draft.update(|d| {
            let n = d.phases.len() + 1;
            d.phases.push(if name.is_empty() {
                format!("Phase {n}")
            } else {
                name
            });
        });
        new_name.set(String::new());
    };
    let count = move || ed.draft.with(|d| d.phases.len());
    // Outside the view: a `>` inside an attribute would end the tag for the view macro.
    let is_last = move |i: usize| i + 1 >= count();
    view! {
        <section class="panel editor-section" aria-labelledby="ed-phases">
            <h2 id="ed-phases">"Phases of a turn"</h2>
            <Show when=move || count() == 0>
                <p class="empty">"No phases: turns simply pass from player to player."</p>
            </Show>
            <ol class="phase-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <li class="row" role="group" aria-label=format!("Phase {}", i + 1)>
                        {text_field("Name", format!("Phase {} name", i + 1),
                            move |d| d.phases.get(i).cloned(),
                            move |d, v| if let Some(p) = d.phases.get_mut(i) { *p = v })}
                        <button aria-label=format!("Move phase {} up", i + 1) disabled=move || i == 0
                            on:click=move |_| ed.draft.update(|d| move_item(&mut d.phases, i, true))>"↑ Up"</button>
                        <button aria-label=format!("Move phase {} down", i + 1) disabled=move || is_last(i)
                            on:click=move |_| ed.draft.update(|d| move_item(&mut d.phases, i, false))>"↓ Down"</button>
                        <button aria-label=format!("Remove phase {}", i + 1)
                            on:click=move |_| ed.draft.update(|d| if i < d.phases.len() { d.phases.remove(i); })>"Remove"</button>
                    </li>
                </For>
            </ol>
            <div class="row">
                <label class="field">
                    <span class="field-name">"New phase"</span>
                    <input type="text" aria-label="New phase name" prop:value=move || new_name.get()
                        on:input=move |ev| new_name.set(event_target_value(&ev))
                        on:keydown=move |ev| { if ev.key() == "Enter" { add() } }/>
                </label>
                <button on:click=move |_| add()>"Add phase"</button>
            </div>
        </section>
    }
}

/// The library's "New game" button, and a way back to a draft that is not saved yet.
#[component]
pub fn NewGameButton() -> impl IntoView {
    let store = use_store();
    let ed = use_editor();
    let unsaved = move || ed.unsaved(store);
    view! {
        <button class="primary" on:click=move |_| ed.new_game(store)>"New game"</button>
        {move || unsaved().map(|name| view! {
            " "
            <button on:click=move |_| store.screen.set(crate::state::Screen::Editor)>{format!("Continue editing {name} (not saved)")}</button>
        })}
    }
}

/// Edit and Delete (with confirmation) for one of the designer's games.
#[component]
pub fn GameActions(def: GameDef) -> impl IntoView {
    let store = use_store();
    let ed = use_editor();
    let name = def.name.clone();
    let def = StoredValue::new(def);
    let confirming = RwSignal::new(false);
    let said = RwSignal::new(None::<crate::components::Said>);
    let delete_name = name.clone();
    view! {
        <div class="actions">
            <button aria-label=format!("Edit {name}") on:click=move |_| ed.edit(store, def.get_value())>"Edit"</button>
            <Show when=move || confirming.get()
                fallback=move || view! {
                    <button aria-label=format!("Delete {}", delete_name.clone()) on:click=move |_| confirming.set(true)>"Delete"</button>
                }>
                <span role="group" aria-label="Confirm delete" class="confirm">
                    "Delete this game for good? Tables already started keep their copy. "
                    <button class="danger" on:click=move |_| {
                        let id = def.with_value(|d| d.id.clone());
                        confirming.set(false);
                        if let Err(e) = store.delete_game(&id) {
                            said.set(crate::components::Said::problem(e));
                        }
                    }>"Yes, delete"</button>
                    <button on:click=move |_| confirming.set(false)>"Keep it"</button>
                </span>
            </Show>
        </div>
        <crate::components::SaidHere said=said label=format!("About {name}")/>
    }
    .into_any()
}
