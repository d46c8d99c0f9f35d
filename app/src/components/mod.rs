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
mod turn;

use leptos::prelude::*;

pub use share::current_hash;

use crate::state::links::{Fragment, provide_import_store};
use crate::state::route::{Route, navigate, route_of};
use crate::state::{Screen, provide_stores, storage, use_store};

/// The whole app: notices about saved data, then the library or the table.
#[component]
pub fn App() -> impl IntoView {
    // The ruled store first: the app's store opens ruled tables through it.
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
    let (link_notices, link_dialog) = share_links(store);
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
                    keep_focus_after_history();
                } else if ctrl && (key == "y" || (key == "z" && ev.shift_key())) {
                    ev.prevent_default();
                    store.redo();
                    keep_focus_after_history();
                } else if key == "escape" {
                    store.selection.set(None);
                }
            }
            // Not while the hot-seat cover hides the table.
            Screen::Ruled if ruled.pass_to.get_untracked().is_none() => {
                if ctrl && key == "z" && !ev.shift_key() {
                    ev.prevent_default();
                    ruled.undo(store);
                    keep_focus_after_history();
                } else if ctrl && (key == "y" || (key == "z" && ev.shift_key())) {
                    ev.prevent_default();
                    ruled.redo(store);
                    keep_focus_after_history();
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
        <RulesLoading/>
        {link_notices}
        <offline::UpdateNotice/>
        {move || {
            let screen = store.screen.get();
            // A screen drawn from a ruled game (its start form, its simulation, its data in the
            // editor) waits for the game's rules; they are fetched once, on the first visit.
            store.rules_held.track();
            let needs = untrack(|| rules_of_screen(ruled, editor, screen));
            match needs {
                Some(game) if !crate::rules::held(&game) => {
                    untrack(|| {
                        if store.rules.get().is_none() {
                            crate::rules::then(store, &game, || ());
                        }
                        // The screen's own part meanwhile, rather than after the rules.
                        if let Some((part, what)) = part_of(screen)
                            && !FETCHED.with(|f| f.borrow().contains(part))
                        {
                            fetch_screen(store, screen, part, what);
                        }
                    });
                    view! { <p class="boot-loading" role="status">"Opening…"</p> }.into_any()
                }
                _ => draw(store, screen),
            }
        }}
        {link_dialog}
    }
}

/// The ruled game whose rules `screen` draws from, if any.
fn rules_of_screen(
    ruled: crate::state::ruled::RuledStore,
    editor: crate::state::editor::EditorStore,
    screen: Screen,
) -> Option<String> {
    match screen {
        Screen::RuledStart | Screen::Simulate => ruled.game_on(screen).map(str::to_string),
        Screen::Editor | Screen::Print => editor
            .draft
            .with_untracked(|d| d.rules.clone())
            .filter(|r| protoplay_engine::rules::registry::info(r).is_some()),
        _ => None,
    }
}

/// Says that a game's rules are being fetched, or that they could not be, with a way to try
/// again (see [`crate::rules::then`]).
#[component]
fn RulesLoading() -> impl IntoView {
    use crate::rules::Loading;
    let store = use_store();
    let retry = move |_| {
        store.rules.set(None);
        if let Some(again) = store.retry_rules.get_value() {
            again();
        }
    };
    view! {
        {move || match store.rules.get() {
            None => ().into_any(),
            Some(Loading::Now(what)) => view! {
                <p class="banner" role="status">{format!("Loading {what}…")}</p>
            }
            .into_any(),
            Some(Loading::Failed(what, why)) => view! {
                <section class="banner problem" role="alert" aria-label="Not loaded">
                    <p>
                        {format!(
                            "{} could not be loaded ({why}). Check the connection; nothing was changed.",
                            crate::render::capitalised(&what)
                        )}
                    </p>
                    <button on:click=retry>"Try again"</button>
                    <button on:click=move |_| store.rules.set(None)>"Dismiss"</button>
                </section>
            }
            .into_any(),
        }}
    }
}

/// Share links and game files opened for import, and the benchmark's address. Gives the
/// notices shown at the top and the import dialog.
fn share_links(store: crate::state::AppStore) -> (AnyView, AnyView) {
    let imports = provide_import_store(store);
    let hash = share::current_hash();
    if Fragment::parse(&hash) == Fragment::Bench {
        store.play_bench();
    }
    // A share link in the address: shown for import, at the start and when pasted in later.
    share::open_fragment(imports, &hash);
    // An event listener has no reactive owner: a turn link opens a ruled table through the
    // ruled store, found in context through this one.
    let owner = Owner::current();
    let hash_changes = window_event_listener(leptos::ev::hashchange, move |_| {
        let open = || share::open_fragment(imports, &share::current_hash());
        match &owner {
            Some(o) => o.with(open),
            None => open(),
        }
    });
    on_cleanup(move || hash_changes.remove());
    (
        view! { <share::ImportNotices/> }.into_any(),
        view! { <share::ImportDialog/> }.into_any(),
    )
}

/// Every screen.
pub const ALL_SCREENS: &[Screen] = &[
    Screen::Library,
    Screen::Table,
    Screen::Editor,
    Screen::Print,
    Screen::Ruled,
    Screen::RuledStart,
    Screen::Simulate,
];

/// The screens beside the library, each a part of the program of its own that is fetched the
/// first time it is shown (the build cuts the program at these functions, as at each game's
/// rules: see `crate::rules`). Natively each is an ordinary function.
mod parts {
    use leptos::prelude::*;

    use super::{Screen, editor, ruled, table};
    use crate::rules::NotLoaded;

    // (rustfmt would indent the attribute further on every run.)
    #[rustfmt::skip]
    macro_rules! part {
        ($name:ident, $preload:ident, $draw:expr) => {
            #[leptos::wasm_split::wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible, preload($preload))]
            pub fn $name(screen: Screen) -> Result<AnyView, NotLoaded> {
                let draw: fn(Screen) -> AnyView = $draw;
                Ok(draw(screen))
            }
        };
    }

    part!(page_editor, preload_editor, |screen| match screen {
        Screen::Print => view! { <editor::PrintScreen/> }.into_any(),
        _ => view! { <editor::EditorScreen/> }.into_any(),
    });
    part!(page_table, preload_table_screen, |_| {
        view! { <table::TableScreen/> }.into_any()
    });
    part!(page_ruled, preload_ruled, |screen| match screen {
        Screen::RuledStart => view! { <ruled::StartScreen/> }.into_any(),
        _ => view! { <ruled::RuledScreen/> }.into_any(),
    });
    part!(page_simulation, preload_simulation, |_| {
        view! { <ruled::SimScreen/> }.into_any()
    });
}

/// A part of the program a view fetches when a person first needs it (a panel opened, a tab
/// chosen), as the view shows it: `None` until it is asked for and while it is on its way, then
/// the part or why it could not be fetched. Asking again after a failure tries again.
pub(crate) struct Fetched<T: 'static> {
    state: RwSignal<Option<Result<T, String>>>,
    fetching: StoredValue<bool>,
}

impl<T: 'static> Clone for Fetched<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Fetched<T> {}

impl<T: Copy + Send + Sync + 'static> Fetched<T> {
    /// `held` is the part if this page has it already.
    pub(crate) fn new(held: Option<T>) -> Self {
        Fetched {
            state: RwSignal::new(held.map(Ok)),
            fetching: StoredValue::new(false),
        }
    }

    /// The part, why it could not be fetched, or `None` (tracked).
    pub(crate) fn get(&self) -> Option<Result<T, String>> {
        self.state.get()
    }

    /// The part, if it is here (tracked).
    pub(crate) fn here(&self) -> Option<T> {
        self.state.get().and_then(Result::ok)
    }

    /// Fetches the part with `fetch`, unless it is here or on its way.
    pub(crate) fn fetch<F>(self, fetch: impl FnOnce() -> F + 'static)
    where
        F: std::future::Future<Output = Result<T, String>> + 'static,
    {
        let here = self.state.with_untracked(|s| matches!(s, Some(Ok(_))));
        if here || self.fetching.get_value() {
            return;
        }
        self.fetching.set_value(true);
        self.state.set(None);
        leptos::task::spawn_local(async move {
            let fetched = fetch().await;
            self.fetching.set_value(false);
            self.state.set(Some(fetched));
        });
    }
}

/// The part of the program a screen is drawn by, and what a person calls it; `None` for the
/// library, which is in the part every page loads.
fn part_of(screen: Screen) -> Option<(&'static str, &'static str)> {
    match screen {
        Screen::Library => None,
        Screen::Editor | Screen::Print => Some(("editor", "the editor")),
        Screen::Table => Some(("table", "the table")),
        Screen::Ruled | Screen::RuledStart => Some(("ruled", "the ruled table")),
        Screen::Simulate => Some(("simulation", "the simulation screen")),
    }
}

thread_local! {
    /// The screens' parts fetched so far.
    static FETCHED: std::cell::RefCell<std::collections::HashSet<&'static str>> =
        std::cell::RefCell::new(std::collections::HashSet::new());
}

/// Fetches the part of the program that draws `screen`, and the stylesheets it needs beside
/// `main.css` (asked for first, so that they come with the part).
async fn fetch_part(screen: Screen) -> Result<(), String> {
    let sheets: &[style::Sheet] = match screen {
        Screen::Library => &[],
        Screen::Ruled | Screen::RuledStart | Screen::Simulate => {
            &[style::Sheet::Screens, style::Sheet::Ruled]
        }
        Screen::Editor | Screen::Print | Screen::Table => &[style::Sheet::Screens],
    };
    let styles: Vec<_> = sheets.iter().map(|&sheet| style::ask(sheet)).collect();
    let part = match screen {
        Screen::Library => Ok(()),
        Screen::Editor | Screen::Print => parts::preload_editor().await,
        Screen::Table => parts::preload_table_screen().await,
        Screen::Ruled | Screen::RuledStart => parts::preload_ruled().await,
        Screen::Simulate => parts::preload_simulation().await,
    }
    .map_err(|e| e.to_string());
    // Every sheet is waited for, even when the part failed: one that failed is unlinked only
    // then, so that the next try links it again.
    let mut styled = Ok(());
    for style in styles {
        styled = styled.and(style.await);
    }
    part.and(styled)
}

/// The stylesheets beside the one the page links (`main.css`, the library's and what every
/// screen shares), each linked from the page when a screen that needs it is first shown.
mod style {
    /// A stylesheet in the folder of `main.css`.
    #[derive(Clone, Copy)]
    pub enum Sheet {
        /// What every screen but the library uses (`screens.css`): linked right after
        /// `main.css`.
        Screens,
        /// What only a ruled game's screens use (`ruled.css`): linked last.
        Ruled,
    }

    /// Links `sheet` if it is not linked yet, and gives what waits until the browser has it, so
    /// that a screen is never drawn unstyled. One that failed to load is unlinked, and linked
    /// again the next time it is asked for.
    #[cfg(target_arch = "wasm32")]
    pub fn ask(sheet: Sheet) -> impl std::future::Future<Output = Result<(), String>> {
        use wasm_bindgen::JsCast;
        type Linked = Option<(web_sys::Element, js_sys::Promise)>;
        thread_local! {
            static LINKED: std::cell::RefCell<[Linked; 2]> = const { std::cell::RefCell::new([None, None]) };
        }
        let (at, file) = match sheet {
            Sheet::Screens => (0, "screens.css"),
            Sheet::Ruled => (1, "ruled.css"),
        };
        let link = || -> Linked {
            let document = web_sys::window()?.document()?;
            let main = document
                .query_selector("link[rel=stylesheet][href$='main.css']")
                .ok()??;
            let href = main.get_attribute("href")?;
            let href = format!("{}{file}", href.strip_suffix("main.css")?);
            let link: web_sys::HtmlElement = document.create_element("link").ok()?.unchecked_into();
            link.set_attribute("rel", "stylesheet").ok()?;
            link.set_attribute("href", &href).ok()?;
            // Settled with the `load` or the `error` event, never rejected: nothing is left
            // unhandled while the part is still on its way.
            let loaded = js_sys::Promise::new(&mut |resolve, _| {
                link.set_onload(Some(&resolve));
                link.set_onerror(Some(&resolve));
            });
            // The order of the sheets is the order of their rules: a later one wins a tie.
            match sheet {
                Sheet::Screens => main.after_with_node_1(&link).ok()?,
                Sheet::Ruled => {
                    main.parent_node()?.append_child(&link).ok()?;
                }
            }
            Some((link.into(), loaded))
        };
        let held = LINKED.with(|l| {
            let linked = &mut l.borrow_mut()[at];
            if linked.is_none() {
                // A page without the main stylesheet's link (a test's page) has nothing to add.
                *linked = link();
            }
            linked.as_ref().map(|(_, loaded)| loaded.clone())
        });
        async move {
            let Some(loaded) = held else {
                return Ok(());
            };
            let event = wasm_bindgen_futures::JsFuture::from(loaded.clone()).await;
            if event.is_ok_and(|e| e.unchecked_into::<web_sys::Event>().type_() == "load") {
                return Ok(());
            }
            let failed = LINKED.with(|l| {
                let linked = &mut l.borrow_mut()[at];
                let same = linked.as_ref().is_some_and(|(_, p)| **p == *loaded);
                same.then(|| linked.take()).flatten()
            });
            if let Some((element, _)) = failed {
                element.remove();
            }
            Err(format!("its stylesheet {file} did not load"))
        }
    }

    /// Natively there is no page to style.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn ask(_sheet: Sheet) -> impl std::future::Future<Output = Result<(), String>> {
        std::future::ready(Ok(()))
    }
}

/// Starts fetching the part that draws `screen`, for a screen about to be shown once something
/// else has been fetched (a free table's engine, say), so that the two arrive together.
pub fn prefetch(screen: Screen) {
    leptos::task::spawn_local(async move {
        if fetch_part(screen).await.is_ok()
            && let Some((part, _)) = part_of(screen)
        {
            FETCHED.with(|f| f.borrow_mut().insert(part));
        }
    });
}

/// The view of `screen`, once its part is here (a function of a fetched part returns at once).
async fn view_of(screen: Screen) -> Result<AnyView, crate::rules::NotLoaded> {
    match screen {
        Screen::Library => Ok(view! { <library::LibraryScreen/> }.into_any()),
        Screen::Editor | Screen::Print => parts::page_editor(screen).await,
        Screen::Table => parts::page_table(screen).await,
        Screen::Ruled | Screen::RuledStart => parts::page_ruled(screen).await,
        Screen::Simulate => parts::page_simulation(screen).await,
    }
}

/// The value of a future that is ready at once (a fetched part's function), else `None`.
fn at_once<T>(future: impl std::future::Future<Output = T>) -> Option<T> {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(value) => Some(value),
        std::task::Poll::Pending => None,
    }
}

/// Draws a screen: at once if its part of the program is here, else once it has been fetched
/// ("Opening…" meanwhile; a failed fetch is said, with a way to try again).
fn draw(store: crate::state::AppStore, screen: Screen) -> AnyView {
    store.parts_held.track();
    let here = match part_of(screen) {
        None => true,
        Some((part, _)) => FETCHED.with(|f| f.borrow().contains(part)),
    };
    if here && let Some(Ok(view)) = at_once(view_of(screen)) {
        return view;
    }
    if let Some((part, what)) = part_of(screen) {
        fetch_screen(store, screen, part, what);
    }
    view! { <p class="boot-loading" role="status">"Opening…"</p> }.into_any()
}

/// Fetches a screen's part, then draws the screen again.
fn fetch_screen(store: crate::state::AppStore, screen: Screen, part: &'static str, what: &str) {
    let what = what.to_string();
    leptos::task::spawn_local(async move {
        // The banner is shared with the game's rules, fetched at the same time: the part says
        // it is loading only when the banner says nothing else, and clears only its own words,
        // so a failure of the rules stays on screen with its Try again.
        let slow = set_timeout_with_handle(
            {
                let what = what.clone();
                move || {
                    if store.rules.with_untracked(Option::is_none) {
                        store.rules.set(Some(crate::rules::Loading::Now(what)));
                    }
                }
            },
            std::time::Duration::from_millis(300),
        )
        .ok();
        let fetched = fetch_part(screen).await;
        if let Some(slow) = slow {
            slow.clear();
        }
        match fetched {
            Ok(()) => {
                FETCHED.with(|f| f.borrow_mut().insert(part));
                if store.rules.with_untracked(
                    |r| matches!(r, Some(crate::rules::Loading::Now(w)) if *w == what),
                ) {
                    store.rules.set(None);
                }
                store.parts_held.update(|n| *n += 1);
            }
            Err(e) => {
                let again: crate::rules::Retry =
                    std::sync::Arc::new(move || store.parts_held.update(|n| *n += 1));
                store.retry_rules.set_value(Some(again));
                store
                    .rules
                    .set(Some(crate::rules::Loading::Failed(what, e)));
            }
        }
    });
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
        // The page opened at a screen's address whose part is still on its way (a free table's
        // engine, a game's rules): the address stays until it shows, or says why it cannot.
        if before.is_none()
            && route == Route::Library
            && store
                .rules
                .with_untracked(|r| matches!(r, Some(crate::rules::Loading::Now(_))))
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

/// After an undo or a redo, keyboard focus stays where the person can go on from: the thing
/// that held it (a card, a cell, the button pressed) may have left the page or been disabled,
/// and focus lost falls back to the top of the page, so the next Tab starts there. Then the
/// first button of the screen's History group that can still be pressed takes it.
pub(crate) fn keep_focus_after_history() {
    use wasm_bindgen::JsCast;
    request_animation_frame(|| {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        // Lost: on the page's body, or on a button that can no longer be pressed.
        let lost = match (doc.active_element(), doc.body()) {
            (None, _) => true,
            (Some(el), Some(body)) => {
                el == *body.unchecked_ref::<web_sys::Element>()
                    || el.matches(":disabled").unwrap_or(false)
            }
            (Some(_), None) => false,
        };
        if !lost {
            return;
        }
        if let Ok(Some(button)) = doc.query_selector(".history button:not([disabled])")
            && let Ok(button) = button.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = button.focus();
        }
    });
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
        <NoteBanner note=store.unread_note label="About your saved tables"/>
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
