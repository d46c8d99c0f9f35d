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

pub use share::current_hash;

use crate::module::{self, Place};
use crate::state::links::{Fragment, provide_import_store};
use crate::state::route::{Route, navigate, route_of};
use crate::state::{Screen, provide_stores, storage, use_store};

/// The whole app: notices about saved data, then the library or the table.
#[component]
pub fn App() -> impl IntoView {
    // The ruled store first: loading the library may reopen a ruled table.
    let ruled = crate::state::ruled::provide_ruled();
    let store = provide_stores();
    let editor = crate::state::editor::provide_editor(store);
    let hash = share::current_hash();
    // A screen's own address (a reload on the start form, say) opens that screen.
    if Fragment::parse(&hash) == Fragment::Screen
        && let Some(route) = Route::parse(&hash)
    {
        navigate(store, ruled, editor, route);
    }
    routing(store, ruled, editor);
    // Share links and the benchmark's address are the full app's: another module gives such
    // an address to the full app, at the start and when one is pasted in later.
    if !module::this().is_full() {
        let to_full = |hash: &str| {
            if matches!(Fragment::parse(hash), Fragment::Link(_) | Fragment::Bench) {
                module::leave_here(Some("app"));
            }
        };
        to_full(&hash);
        let hash_changes = window_event_listener(leptos::ev::hashchange, move |_| {
            to_full(&share::current_hash());
        });
        on_cleanup(move || hash_changes.remove());
    }
    let (link_notices, link_dialog) = match module::this().imports {
        Some(links) => links(store),
        None => (().into_any(), ().into_any()),
    };
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
    // A new screen starts at its top: a form's button at the foot of a long page must not
    // leave the table it opens scrolled to its foot (on a phone, past the choices).
    Effect::new(move |before: Option<Screen>| {
        let now = store.screen.get();
        if before.is_some_and(|b| b != now)
            && let Some(w) = web_sys::window()
        {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
        // A note about an address that led nowhere belongs to the library it was shown on.
        if now != Screen::Library {
            store.address_note.set(None);
        }
        now
    });
    view! {
        <StorageNotices/>
        <module::Arrived/>
        {link_notices}
        <offline::UpdateNotice/>
        {move || {
            let screen = store.screen.get();
            // Read once the screen changes: a screen is not drawn again when, say, the game
            // in the editor is renamed.
            let route = untrack(|| route_of(store, ruled, editor));
            let imports = use_context::<crate::state::links::ImportStore>();
            // A share link being asked about is answered here first (the table it was opened
            // over stays here meanwhile).
            let asking = imports.is_some_and(|i| i.pending.with_untracked(Option::is_some));
            match module::place(screen, route, ruled.game_on(screen)) {
                Place::Here if !module::leaving() => (module::this().draw)(screen),
                Place::Here => opening(),
                Place::Elsewhere(..)
                    if (asking || !module::can_leave())
                        && module::this().screens.contains(&screen) =>
                {
                    (module::this().draw)(screen)
                }
                Place::Elsewhere(route, name) => {
                    // What an import just did is said on arrival.
                    let said = imports.and_then(|i| i.done.get_untracked());
                    // Once this change has been saved and drawn: see `crate::module`.
                    request_animation_frame(move || {
                        module::leave_saying(&route, name.as_deref(), said)
                    });
                    opening()
                }
            }
        }}
        {link_dialog}
    }
}

/// Game files chosen for import (the library's module's [`module::Module::imports`]): the
/// notices shown at the top and the import dialog.
pub fn file_imports(_: crate::state::AppStore) -> (AnyView, AnyView) {
    provide_import_store();
    import_views()
}

fn import_views() -> (AnyView, AnyView) {
    (
        view! { <share::ImportNotices/> }.into_any(),
        view! { <share::ImportDialog/> }.into_any(),
    )
}

/// Share links and game files opened for import, and the benchmark's address: the full app's
/// [`module::Module::imports`]. Gives the notices shown at the top and the import dialog.
pub fn share_links(store: crate::state::AppStore) -> (AnyView, AnyView) {
    let imports = provide_import_store();
    // A file another module read but could not check (a ruled table whose rules it does not
    // hold): read here as if it had been chosen here.
    match module::file_passed_on() {
        Some(module::PassedFile::Text(name, text)) => imports.open_file(&name, &text),
        Some(module::PassedFile::ChooseAgain(name)) => imports.choose_again(&name),
        None => {}
    }
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
    import_views()
}

/// Every screen, as the full app holds them.
pub const ALL_SCREENS: &[Screen] = &[
    Screen::Library,
    Screen::Table,
    Screen::Editor,
    Screen::Print,
    Screen::Ruled,
    Screen::RuledStart,
    Screen::Simulate,
];

/// Draws any screen (the full app's [`module::Module::draw`]).
pub fn draw_any(screen: Screen) -> AnyView {
    match screen {
        Screen::Library => draw_library(screen),
        Screen::Table => draw_table(screen),
        Screen::Editor | Screen::Print => draw_editor(screen),
        Screen::Ruled | Screen::RuledStart => draw_ruled(screen),
        Screen::Simulate => draw_sim(screen),
    }
}

/// The screens of the library's module ([`module::LIBRARY`]).
pub const LIBRARY_SCREENS: &[Screen] = &[Screen::Library];

/// Draws the library (the library's module's [`module::Module::draw`]).
pub fn draw_library(_: Screen) -> AnyView {
    view! { <library::LibraryScreen/> }.into_any()
}

/// The screens of a ruled game's own module.
pub const RULED_SCREENS: &[Screen] = &[Screen::RuledStart, Screen::Ruled];

/// Draws a ruled game's start form or table (a ruled game's module's
/// [`module::Module::draw`]).
pub fn draw_ruled(screen: Screen) -> AnyView {
    match screen {
        Screen::RuledStart => view! { <ruled::StartScreen/> }.into_any(),
        _ => view! { <ruled::RuledScreen/> }.into_any(),
    }
}

/// The screens of the editor's module ([`module::EDITOR`]).
pub const EDITOR_SCREENS: &[Screen] = &[Screen::Editor, Screen::Print];

/// Draws the editor or a print sheet (the editor's module's [`module::Module::draw`]).
pub fn draw_editor(screen: Screen) -> AnyView {
    match screen {
        Screen::Print => view! { <editor::PrintScreen/> }.into_any(),
        _ => view! { <editor::EditorScreen/> }.into_any(),
    }
}

/// The free table's module's screens.
pub const TABLE_SCREENS: &[Screen] = &[Screen::Table];

/// Draws a free table (the free table's module's [`module::Module::draw`]).
pub fn draw_table(_: Screen) -> AnyView {
    view! { <table::TableScreen/> }.into_any()
}

/// The screens of a ruled game's simulation module (see [`crate::worker`]).
pub const SIM_SCREENS: &[Screen] = &[Screen::Simulate];

/// Draws the simulation screen (a simulation module's [`module::Module::draw`]).
pub fn draw_sim(_: Screen) -> AnyView {
    view! { <ruled::SimScreen/> }.into_any()
}

/// What shows while the page is loaded again for another module.
fn opening() -> AnyView {
    view! { <p class="boot-loading" role="status">"Opening…"</p> }.into_any()
}

/// Each screen has its own address: a new screen pushes a history entry, and Back or Forward
/// (the `popstate` event) goes to the screen the address names. The address is left alone while
/// it holds a share link or the benchmark's fragment.
fn routing(
    store: crate::state::AppStore,
    ruled: crate::state::ruled::RuledStore,
    editor: crate::state::editor::EditorStore,
) {
    use wasm_bindgen::JsValue;
    Effect::new(move |before: Option<()>| {
        let Some(route) = route_of(store, ruled, editor) else {
            return;
        };
        let hash = share::current_hash();
        if matches!(Fragment::parse(&hash), Fragment::Link(_) | Fragment::Bench)
            || Route::parse(&hash).as_ref() == Some(&route)
        {
            return;
        }
        let Some(window) = web_sys::window() else {
            return;
        };
        let url = match route {
            Route::Library => {
                let location = window.location();
                format!(
                    "{}{}",
                    location.pathname().unwrap_or_default(),
                    location.search().unwrap_or_default()
                )
            }
            other => other.hash(),
        };
        if let Ok(history) = window.history() {
            // The first screen replaces the address it was opened at; later ones add entries.
            let _ = if before.is_none() {
                history.replace_state_with_url(&JsValue::NULL, "", Some(&url))
            } else {
                history.push_state_with_url(&JsValue::NULL, "", Some(&url))
            };
        }
    });
    // An event listener has no reactive owner: the stores it reaches through context (opening a
    // ruled table) are found through this one.
    let owner = Owner::current();
    let back = window_event_listener(leptos::ev::popstate, move |_| {
        let hash = share::current_hash();
        if matches!(Fragment::parse(&hash), Fragment::None | Fragment::Screen)
            && let Some(route) = Route::parse(&hash)
        {
            match &owner {
                Some(o) => o.with(|| navigate(store, ruled, editor, route)),
                None => navigate(store, ruled, editor, route),
            }
        }
    });
    on_cleanup(move || back.remove());
}

/// Hot-seat: covers the table until the next person is at the screen. Its only other way is
/// out, to the library, which shows no one's hand.
#[component]
pub fn PassBox(heading: String, take_label: String, on_take: Callback<()>) -> impl IntoView {
    let store = use_store();
    view! {
        <div class="pass-cover" role="dialog" aria-modal="true" aria-labelledby="pass-h">
            <div class="pass-box">
                <h2 id="pass-h">{heading}</h2>
                <p>"The table is hidden so no one sees another player's hand."</p>
                <button class="primary" autofocus=true on:click=move |_| on_take.run(())>{take_label}</button>
                <button on:click=move |_| store.screen.set(Screen::Library)>"← Library"</button>
            </div>
        </div>
    }
}

/// Scrolls a phase list sideways so that its current phase (`li.current`) is in view, when
/// the list is narrower than its phases (a phone, where the phases are one row that scrolls).
/// Only the list scrolls, never the page. Called after each redraw of the list.
pub(crate) fn show_current_phase(list: NodeRef<leptos::html::Ol>) {
    request_animation_frame(move || {
        // The screen may have closed before the frame (the list is then disposed).
        let Some(Some(ol)) = list.try_get_untracked() else {
            return;
        };
        let Ok(Some(li)) = ol.query_selector("li.current") else {
            return;
        };
        if ol.scroll_width() <= ol.client_width() {
            return;
        }
        let (at, of) = (li.get_bounding_client_rect(), ol.get_bounding_client_rect());
        let left = f64::from(ol.scroll_left()) + at.left()
            - of.left()
            - (f64::from(ol.client_width()) - at.width()) / 2.0;
        ol.set_scroll_left(left.max(0.0) as i32);
    });
}

/// Whether a key press belongs to a form field (typing there is not a shortcut).
pub(crate) fn typing_in_a_field(ev: &leptos::ev::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// A result shown right beside the control that caused it (an import, a restore, a download, a
/// delete), so the person sees it where they are looking: a mark and words, never colour alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub ok: bool,
    pub text: String,
}

impl Said {
    /// Something went as asked.
    pub fn done(text: impl Into<String>) -> Option<Self> {
        Some(Said {
            ok: true,
            text: text.into(),
        })
    }

    /// Something did not.
    pub fn problem(text: impl Into<String>) -> Option<Self> {
        Some(Said {
            ok: false,
            text: text.into(),
        })
    }
}

/// Shows a [`Said`] where it is placed: a status when it went well, an alert when it did not,
/// named `label` for screen readers and tests. It is scrolled into view when it appears.
#[component]
pub fn SaidHere(said: RwSignal<Option<Said>>, #[prop(into)] label: String) -> impl IntoView {
    let node = NodeRef::<leptos::html::P>::new();
    Effect::new(move |_| {
        if said.with(Option::is_some)
            && let Some(p) = node.get()
        {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            p.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
    view! {
        {move || said.get().map(|s| {
            let label = label.clone();
            view! {
                <p class=if s.ok { "said ok" } else { "said problem" } node_ref=node
                    role=if s.ok { "status" } else { "alert" } aria-label=label>
                    <span aria-hidden="true">{if s.ok { "✓ " } else { "⚠ " }}</span>
                    {s.text}
                    <button class="link" aria-label="Dismiss this message" on:click=move |_| said.set(None)>"×"</button>
                </p>
            }
        })}
    }
}

/// What went wrong with saved data, with the way out: download the kept text or a backup.
/// A note the person may dismiss, shown over every screen while it is set.
#[component]
fn NoteBanner(note: RwSignal<Option<String>>, label: &'static str) -> impl IntoView {
    view! {
        <Show when=move || note.with(Option::is_some)>
            <section class="banner problem" role="status" aria-label=label>
                <p>{move || note.get()}</p>
                <button on:click=move |_| note.set(None)>"Dismiss"</button>
            </section>
        </Show>
    }
}

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
                <button on:click=move |_| store.problem.set(None)>"Dismiss"</button>
            </section>
        </Show>
        <NoteBanner note=store.load_note label="About your saved data"/>
        <NoteBanner note=store.address_note label="About this address"/>
        <Show when=move || store.save_error.with(|e| e.is_some())>
            <section class="banner save-error" role="alert" aria-label="Not saved">
                <p>{move || store.save_error.get()}</p>
                <button on:click=move |_| {
                    let (name, text) = store.backup();
                    let _ = storage::download(&name, &text);
                }>"Download a backup"</button>
            </section>
        </Show>
    }
}
