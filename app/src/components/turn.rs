//! "Send my turn": playing one table at a distance, by a link passed back and forth. The same
//! button and dialog serve the free table and the ruled one; each says which seats a person may
//! take and whose turn it is.
//!
//! Opening a turn link is the import store's (`state::links`): it brings the moves into the table
//! this browser holds, or offers the table as a new one.

use leptos::prelude::*;

use crate::state::turns::Sending;
use crate::state::{storage, use_store};

use super::share::{FilesAndLinks, LinkOpener, copy_link, link_field, page_url};

/// The seats a person may say they are, and how each is named.
pub type Seats = Vec<(u8, String)>;

/// The "Send my turn" button and its dialog. `seats` lists the seats people play; `whose` says
/// whose turn it is; `set_me` records who the person at this browser is.
#[component]
pub fn SendTurn(
    #[prop(into)] seats: Signal<Seats>,
    #[prop(into)] whose: Signal<String>,
    #[prop(into)] me: Signal<Option<u8>>,
    #[prop(into)] set_me: Callback<Option<u8>>,
) -> impl IntoView {
    let opener = LinkOpener::new("The turn link");
    let open = opener.open;
    view! {
        <button aria-haspopup="dialog" node_ref=opener.button title="Make a link of this table for the other players, to play it at a distance"
            on:click=move |_| opener.click()>"Send my turn"</button>
        {opener.failure()}
        {move || open.get().then(|| opener.part.get().map(|part| view! {
            <TurnDialog part=part open=open seats=seats whose=whose me=me set_me=set_me/>
        }))}
    }
}

#[component]
fn TurnDialog(
    part: &'static FilesAndLinks,
    open: RwSignal<bool>,
    seats: Signal<Seats>,
    whose: Signal<String>,
    me: Signal<Option<u8>>,
    set_me: Callback<Option<u8>>,
) -> impl IntoView {
    let store = use_store();
    let whole = RwSignal::new(false);
    let said = RwSignal::new(None::<String>);
    // The table's identity is given (and saved) the first time it is sent.
    let id = store.table_id.get_untracked();
    if let Some(id) = &id {
        store.turn_identity(id);
    }
    let sending = Memo::new(move |_| {
        let from = me
            .get()
            .and_then(|m| seats.with(|s| s.iter().find(|(p, _)| *p == m).map(|(_, n)| n.clone())))
            .unwrap_or_default();
        let id = id.clone()?;
        store.library.with(|l| {
            let entry = l.table(&id)?;
            Some((part.send_turn)(entry, entry.turns.as_ref()?, &from))
        })
    });
    let link = move || {
        sending.with(|s| {
            s.as_ref()
                .map(|s: &Sending| {
                    if whole.get() {
                        s.whole.clone()
                    } else {
                        s.link.clone()
                    }
                })
                .unwrap_or_default()
        })
    };
    let url = Memo::new(move |_| page_url(&link()));
    let short = move || sending.with(|s| s.as_ref().is_some_and(|s| s.short));
    let field = link_field();
    let close = move || open.set(false);
    let copy = move |_| copy_link(url.get_untracked(), field, said);
    let download = move |_| {
        let title = store.table_title.get_untracked().unwrap_or_default();
        let steps = store
            .table_id
            .get_untracked()
            .and_then(|id| {
                store
                    .library
                    .with_untracked(|l| l.table(&id).map(|t| t.steps()))
            })
            .unwrap_or(0);
        let name = format!("{}-turn-{steps}.txt", crate::state::links::slug(&title));
        let text = format!("{}\n", url.get_untracked());
        said.set(Some(match storage::download(&name, &text) {
            Ok(()) => format!("Downloaded “{name}”: whoever gets it opens it with “Import a game file” on the library."),
            Err(e) => format!("The file could not be downloaded: {e}"),
        }));
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal share turn-send" role="dialog" aria-modal="true" aria-labelledby="turn-h"
                on:keydown=move |ev| if ev.key() == "Escape" { close() }>
                <h2 id="turn-h">"Send my turn"</h2>
                <p>"Send this link to the other players. Opened in a browser that holds this table, it brings your moves into it; anywhere else it opens as a new table. Their link brings their moves back here."</p>
                <label class="me">"I am "
                    <select aria-label="I am" on:change=move |ev| {
                        set_me.run(event_target_value(&ev).parse::<u8>().ok());
                        said.set(None);
                    }>
                        <option value="nobody" selected=move || me.get().is_none()>"Nobody in particular"</option>
                        {move || seats.get().into_iter().map(|(p, name)| view! {
                            <option value=p.to_string() selected=move || me.get() == Some(p)>{name}</option>
                        }).collect_view()}
                    </select>
                </label>
                <p class="turn-now">{move || whose.get()}</p>
                <p class="meta honest">"The link holds the whole game, every hand and the deck's order included: for playtesting among people who will not peek."</p>
                <Show when=short>
                    <label class="check">
                        <input type="checkbox" prop:checked=move || whole.get()
                            on:change=move |ev| { whole.set(event_target_checked(&ev)); said.set(None); }/>
                        "The whole table, for someone who has not opened it before (the short link carries only the moves since the last link from them)"
                    </label>
                </Show>
                <label class="share-link">"Turn link"
                    <input type="text" readonly=true node_ref=field prop:value=move || url.get()
                        on:focus=move |ev: leptos::ev::FocusEvent| {
                            let input: web_sys::HtmlInputElement = event_target(&ev);
                            input.select();
                        }/>
                </label>
                <p class="meta" aria-live="polite">
                    <span class="link-length">{move || format!("{} characters", url.with(String::len))}</span>
                    {move || (url.with(String::len) > crate::state::links::LONG_LINK_CHARS).then(|| view! {
                        <span class="warn">" · Some chat programs cut links this long: send it as a file instead."</span>
                    })}
                </p>
                <p class="copied" role="status">{move || said.get()}</p>
                <div class="actions">
                    <button class="primary" on:click=copy>"Copy"</button>
                    <button on:click=download>"Download as a file"</button>
                    <button on:click=move |_| close()>"Close"</button>
                </div>
            </div>
        </div>
    }
}
