//! The dialogs that hand out links: "Share" on a table (the game, or the table too), and what
//! the turn links' dialog shares with it (the link's field, "Copy", the address). Their links
//! are written by the part for files and links, fetched on the first click ([`LinkOpener`]).

use leptos::prelude::*;
use leptos::task::spawn_local;
use protoplay_engine::def::GameDef;
use protoplay_engine::import::{game_link, table_link};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::state::links::{self, LONG_LINK_CHARS};
use crate::state::use_store;

use super::{FilesAndLinks, part_missing, with_files_and_links};

/// Copies `text` with the asynchronous clipboard where the page may use it; `false` where it
/// may not (an insecure origin, an old browser, a refused permission).
async fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .and_then(|c| c.dyn_into::<web_sys::Clipboard>().ok());
    match clipboard {
        Some(c) => JsFuture::from(c.write_text(text)).await.is_ok(),
        None => false,
    }
}

/// The text field a link dialog shows its link in: focused and selected when it is drawn, so
/// that Ctrl+C copies it at once.
pub(crate) fn link_field() -> NodeRef<leptos::html::Input> {
    let field = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = field.get() {
            let _ = input.focus();
            input.select();
        }
    });
    field
}

/// "Copy": puts `text` on the clipboard, or, where the page may not, selects it in `field` for
/// the person to copy; `said` tells which.
pub(crate) fn copy_link(
    text: String,
    field: NodeRef<leptos::html::Input>,
    said: RwSignal<Option<String>>,
) {
    spawn_local(async move {
        if copy_to_clipboard(&text).await {
            said.set(Some("Copied to the clipboard.".to_string()));
        } else {
            if let Some(input) = field.get_untracked() {
                let _ = input.focus();
                input.select();
            }
            said.set(Some(
                "This browser does not let the page copy: the link is selected, press Ctrl+C (⌘C on a Mac)."
                    .to_string(),
            ));
        }
    });
}

/// The address of `link` on this page (its origin and path, then `#` and the link).
pub(crate) fn page_url(link: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location
        .as_ref()
        .and_then(|l| l.origin().ok())
        .unwrap_or_default();
    let path = location
        .as_ref()
        .and_then(|l| l.pathname().ok())
        .unwrap_or_default();
    links::share_url(&origin, &path, link)
}

/// "Share" on the table screen: a link to the game, and optionally to this table.
#[component]
pub fn ShareButton() -> impl IntoView {
    let store = use_store();
    share_button(move || {
        store.game.with_untracked(|g| {
            g.as_ref().map(|g| Shared {
                def: g.def().clone(),
                table: SharedTable::Free(Box::new(g.save())),
                table_label: format!(
                    "Include this table: the seed and {} moves, at step {}",
                    g.recorded(),
                    g.step()
                ),
            })
        })
    })
}

/// "Share" on a ruled table: the game, or the table with its set-up and moves (a link opened
/// in another browser replays to the same position, bots' answers included).
#[component]
pub fn RuledShare() -> impl IntoView {
    let ruled = crate::state::ruled::use_ruled();
    share_button(move || {
        let (_, save) = ruled.save()?;
        let def = match &save.def {
            Some(d) => d.clone(),
            None => protoplay_engine::rules::registry::game(&save.game)?
                .shipped_def()
                .ok()?,
        };
        Some(Shared {
            def,
            table_label: format!(
                "Include this table: the seed, the seats and {} moves (rules enforced)",
                save.cursor
            ),
            table: SharedTable::Ruled(Box::new(save)),
        })
    })
}

/// What a share dialog offers links to: the game, and this table of it. The part for files and
/// links writes the links ([`share_links`]), so a table holds none of that code until a person
/// shares.
pub(crate) struct Shared {
    def: GameDef,
    table: SharedTable,
    table_label: String,
}

/// The table a share dialog offers, as saved.
enum SharedTable {
    Free(Box<protoplay_engine::table::SavedGame>),
    Ruled(Box<protoplay_engine::rules::SessionSave>),
}

/// The two links a share dialog offers.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ShareLinks {
    game: String,
    table: String,
    table_label: String,
}

/// [`FilesAndLinks::share_links`]'s work.
pub(super) fn share_links(shared: Shared) -> ShareLinks {
    ShareLinks {
        game: game_link(&shared.def),
        table: match &shared.table {
            SharedTable::Free(save) => table_link(save),
            SharedTable::Ruled(save) => protoplay_engine::import::ruled_link(save),
        },
        table_label: shared.table_label,
    }
}

/// Whether a button's dialog is open, and the button: focus goes back to it when the dialog
/// closes, where the person was.
fn dialog_opener() -> (RwSignal<bool>, NodeRef<leptos::html::Button>) {
    let open = RwSignal::new(false);
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |was_open: Option<bool>| {
        let now = open.get();
        if was_open == Some(true)
            && !now
            && let Some(b) = button.get_untracked()
        {
            let _ = b.focus();
        }
        now
    });
    (open, button)
}

/// The button of a dialog whose links the part for files and links writes ("Share", "Send my
/// turn"): a click fetches the part if it is not here, then opens the dialog; a failed fetch is
/// said beside the button, and nothing opens.
#[derive(Clone, Copy)]
pub(crate) struct LinkOpener {
    pub open: RwSignal<bool>,
    pub button: NodeRef<leptos::html::Button>,
    /// The part, once a click fetched it.
    pub part: RwSignal<Option<&'static FilesAndLinks>>,
    failed: RwSignal<Option<String>>,
    /// What the dialog makes ("The links"), for a failure.
    what: &'static str,
}

impl LinkOpener {
    pub(crate) fn new(what: &'static str) -> Self {
        let (open, button) = dialog_opener();
        LinkOpener {
            open,
            button,
            part: RwSignal::new(None),
            failed: RwSignal::new(None),
            what,
        }
    }

    pub(crate) fn click(self) {
        self.failed.set(None);
        with_files_and_links(
            move |held| {
                self.part.set(Some(held));
                self.open.set(true);
            },
            move |why| {
                let said = format!("{} could not be made: {}.", self.what, part_missing(&why));
                self.failed.set(Some(said));
            },
        );
    }

    /// Why the last click opened nothing, if it did not.
    pub(crate) fn failure(self) -> impl IntoView {
        move || {
            self.failed
                .get()
                .map(|why| view! {
                    <p class="said problem link-failure" role="alert"><span aria-hidden="true">"⚠ "</span>{why}</p>
                })
        }
    }
}

fn share_button(make: impl Fn() -> Option<Shared> + Copy + Send + Sync + 'static) -> impl IntoView {
    let opener = LinkOpener::new("The links");
    let open = opener.open;
    view! {
        <button aria-haspopup="dialog" node_ref=opener.button on:click=move |_| opener.click()>"Share"</button>
        {opener.failure()}
        {move || open.get().then(|| {
            let part = opener.part.get()?;
            make().map(|shared| view! { <ShareDialog open=open links=(part.share_links)(shared)/> })
        })}
    }
}

#[component]
fn ShareDialog(open: RwSignal<bool>, links: ShareLinks) -> impl IntoView {
    let with_table = RwSignal::new(false);
    let copied = RwSignal::new(None::<String>);
    let table_label = links.table_label.clone();
    let links = StoredValue::new(links);
    let link = Memo::new(move |_| {
        let with_table = with_table.get();
        links.with_value(|l| {
            if with_table {
                l.table.clone()
            } else {
                l.game.clone()
            }
        })
    });
    let url = Memo::new(move |_| link.with(|l| page_url(l)));
    let field = link_field();
    let select_all = move |ev: leptos::ev::FocusEvent| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        input.select();
    };
    let close = move || open.set(false);
    let copy = move |_| copy_link(url.get_untracked(), field, copied);
    view! {
        <div class="modal-backdrop">
            <div class="modal share" role="dialog" aria-modal="true" aria-labelledby="share-h"
                on:keydown=move |ev| if ev.key() == "Escape" { close() }>
                <h2 id="share-h">"Share this game"</h2>
                <p>"The game travels inside the link: nothing is uploaded. Whoever opens it gets their own copy."</p>
                <label class="check">
                    <input type="checkbox" prop:checked=move || with_table.get()
                        on:change=move |ev| { with_table.set(event_target_checked(&ev)); copied.set(None); }/>
                    {table_label}
                </label>
                <Show when=move || with_table.get()>
                    <p class="meta">"A table link holds every player's hand and the deck order: whoever opens it can see them."</p>
                </Show>
                <label class="share-link">"Share link"
                    <input type="text" readonly=true node_ref=field prop:value=move || url.get()
                        on:focus=select_all/>
                </label>
                <p class="meta" aria-live="polite">
                    <span class="link-length">{move || format!("{} characters", url.with(String::len))}</span>
                    {move || (url.with(String::len) > LONG_LINK_CHARS).then(|| view! {
                        <span class="warn">" · Some chat programs and mail clients cut links this long; if it arrives cut short, send a game file (Export on the library) instead."</span>
                    })}
                </p>
                <p class="copied" role="status">{move || copied.get()}</p>
                <div class="actions">
                    <button class="primary" on:click=copy>"Copy"</button>
                    <button on:click=move |_| close()>"Close"</button>
                </div>
            </div>
        </div>
    }
}
