//! The components: they draw the render model and turn gestures into engine actions through the
//! store. No game rule is decided here.

mod board;
mod cards;
mod dice;
mod editor;
mod library;
mod log;
mod offline;
mod panels;
mod ruled;
mod share;
mod table;

use leptos::prelude::*;

use crate::state::links::{Fragment, provide_import_store};
use crate::state::{Screen, provide_stores, storage, use_store};

/// The whole app: notices about saved data, then the library or the table.
#[component]
pub fn App() -> impl IntoView {
    // The ruled store first: loading the library may reopen a ruled table.
    let ruled = crate::state::ruled::provide_ruled();
    let store = provide_stores();
    crate::state::editor::provide_editor();
    let imports = provide_import_store();
    let hash = share::current_hash();
    if Fragment::parse(&hash) == Fragment::Bench
        && let Some(game) = crate::bench::hex_20x20_game()
    {
        store.play_unsaved(game);
    }
    // A share link in the address: shown for import, at the start and when pasted in later.
    share::open_fragment(imports, &hash);
    let hash_changes = window_event_listener(leptos::ev::hashchange, move |_| {
        share::open_fragment(imports, &share::current_hash());
    });
    on_cleanup(move || hash_changes.remove());
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if typing_in_a_field(&ev) {
            return;
        }
        let key = ev.key().to_lowercase();
        let ctrl = ev.ctrl_key() || ev.meta_key();
        match store.screen.get_untracked() {
            Screen::Table => {
                if ctrl && key == "z" && !ev.shift_key() {
                    ev.prevent_default();
                    store.undo();
                } else if ctrl && (key == "y" || (key == "z" && ev.shift_key())) {
                    ev.prevent_default();
                    store.redo();
                } else if key == "escape" {
                    store.selection.set(None);
                }
            }
            // Not while the hot-seat cover hides the table.
            Screen::Ruled if ruled.pass_to.get_untracked().is_none() => {
                if ctrl && key == "z" && !ev.shift_key() {
                    ev.prevent_default();
                    ruled.undo(store);
                } else if ctrl && (key == "y" || (key == "z" && ev.shift_key())) {
                    ev.prevent_default();
                    ruled.redo(store);
                } else if key == "escape" {
                    ruled.path.set(Vec::new());
                    ruled.asking.set(None);
                }
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
    view! {
        <StorageNotices/>
        <share::ImportNotices/>
        <offline::UpdateNotice/>
        {move || match store.screen.get() {
            Screen::Library => view! { <library::LibraryScreen/> }.into_any(),
            Screen::Table => view! { <table::TableScreen/> }.into_any(),
            Screen::Editor => view! { <editor::EditorScreen/> }.into_any(),
            Screen::Print => view! { <editor::PrintScreen/> }.into_any(),
            Screen::Ruled => view! { <ruled::RuledScreen/> }.into_any(),
            Screen::RuledStart => view! { <ruled::StartScreen/> }.into_any(),
            Screen::Simulate => view! { <ruled::SimScreen/> }.into_any(),
        }}
        <share::ImportDialog/>
    }
}

/// Whether a key press belongs to a form field (typing there is not a shortcut).
pub(crate) fn typing_in_a_field(ev: &leptos::ev::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// What went wrong with saved data, with the way out: download the kept text, resume saving.
#[component]
fn StorageNotices() -> impl IntoView {
    let store = use_store();
    view! {
        <Show when=move || store.problem.with(|p| p.is_some())>
            <section class="banner problem" role="alert" aria-label="Problem with saved data">
                <p>{move || store.problem.with(|p| p.as_ref().map(|p| p.message.clone()))}</p>
                <button on:click=move |_| {
                    if let Some(p) = store.problem.get_untracked() {
                        let _ = storage::download("protoplay-saved-data.json", &p.raw);
                    }
                }>"Download the saved data"</button>
                <Show when=move || store.protect_stored.get()>
                    <button on:click=move |_| store.resume_saving()>"Start saving again"</button>
                </Show>
                <button on:click=move |_| store.problem.set(None)>"Dismiss"</button>
            </section>
        </Show>
        <Show when=move || store.save_error.with(|e| e.is_some())>
            <section class="banner save-error" role="alert" aria-label="Not saved">
                <p>{move || store.save_error.get()}</p>
                <button on:click=move |_| {
                    let text = store.library.with_untracked(|l| l.to_json());
                    let _ = storage::download("protoplay-backup.json", &text);
                }>"Download a backup"</button>
            </section>
        </Show>
    }
}
