//! The card list flow: paste (tab-separated from a spreadsheet, or CSV) or upload a CSV file, see
//! a preview (or the row, column and reason of what is wrong), then apply it as a new deck or as
//! the new cards of a deck. The text stays in the box whatever happens, so nothing is lost.

use leptos::prelude::*;
use protoplay_engine::import::CardList;
use wasm_bindgen::JsCast;

use crate::state::authoring::{ListTarget, apply_card_list};
use crate::state::editor::use_editor;

/// Rows shown in the preview.
const PREVIEW_ROWS: usize = 8;

#[component]
pub fn CardLists() -> impl IntoView {
    let ed = use_editor();
    let text = RwSignal::new(String::new());
    let target = RwSignal::new(String::new());
    let deck_name = RwSignal::new("Cards".to_string());
    let file_note = RwSignal::new(None::<String>);
    let parsed = Memo::new(move |_| {
        text.with(|t| {
            if t.trim().is_empty() {
                None
            } else {
                Some(
                    CardList::parse(t)
                        .map(|l| l.preview(PREVIEW_ROWS))
                        .map_err(|e| e.to_string()),
                )
            }
        })
    });
    let ok = move || parsed.with(|p| matches!(p, Some(Ok(_))));
    let apply = move |_| {
        let Ok(list) = text.with_untracked(|t| CardList::parse(t)) else {
            return;
        };
        let goal = match target.get_untracked() {
            t if t.is_empty() => ListTarget::NewDeck(deck_name.get_untracked()),
            t => ListTarget::Replace(t),
        };
        let cards = list.total_cards();
        let mut result = Err(String::new());
        ed.draft
            .update(|d| result = apply_card_list(d, list, &goal));
        match result {
            Ok(deck) => {
                let name = ed
                    .draft
                    .with_untracked(|d| d.deck(&deck).map(|x| x.name.clone()).unwrap_or(deck));
                ed.status.set(Some(format!(
                    "Applied: deck “{name}” now holds {cards} cards. Save the game to keep it."
                )));
            }
            Err(e) => ed
                .status
                .set(Some(format!("The card list was not applied: {e}"))),
        }
    };
    let upload = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let name = file.name();
        file_note.set(Some(format!("Reading {name}…")));
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(value) => {
                    text.set(value.as_string().unwrap_or_default());
                    file_note.set(Some(format!("Read {name}: check the preview, then apply.")));
                }
                Err(_) => file_note.set(Some(format!("{name} could not be read as text."))),
            }
        });
    };
    view! {
        <section class="panel editor-section" aria-labelledby="ed-lists">
            <h2 id="ed-lists">"Card lists"</h2>
            <p class="hint">"Copy a range from a spreadsheet (header row first; a "<code>"count"</code>" column says how many copies) and paste it, or upload a CSV file. Nothing changes until you apply a valid list."</p>
            <label class="field wide">
                <span class="field-name">"Paste a card list"</span>
                <textarea rows="7" aria-label="Paste a card list" spellcheck="false" class="mono"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            </label>
            <div class="row">
                <label class="field">
                    <span class="field-name">"Upload a CSV file"</span>
                    <input type="file" aria-label="Upload a CSV file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                        on:change=upload/>
                </label>
                <span class="meta" role="status">{move || file_note.get()}</span>
            </div>
            {move || match parsed.get() {
                None => view! { <p class="hint">"The preview appears here."</p> }.into_any(),
                Some(Err(e)) => view! {
                    <p class="error" role="alert">{format!("This card list cannot be used yet: {e}. Fix it in the box above; nothing was applied.")}</p>
                }.into_any(),
                Some(Ok(p)) => {
                    let caption = format!("Preview ({}): first {} of {} rows, {} cards in all",
                        p.delimiter.name(), p.rows.len(), p.lines, p.total_cards);
                    view! {
                        <div class="preview-wrap">
                            <table class="preview" aria-label="Card list preview">
                                <caption>{caption}</caption>
                                <thead><tr>{p.columns.into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}</tr></thead>
                                <tbody>
                                    {p.rows.into_iter().map(|r| view! {
                                        <tr>{r.into_iter().map(|v| view! { <td>{v}</td> }).collect_view()}</tr>
                                    }).collect_view()}
                                </tbody>
                            </table>
                        </div>
                    }.into_any()
                }
            }}
            <div class="row">
                <label class="field">
                    <span class="field-name">"Apply to"</span>
                    <select aria-label="Apply the card list to" on:change=move |ev| target.set(event_target_value(&ev))>
                        <option value="" prop:selected=move || target.get().is_empty()>"A new deck"</option>
                        {move || ed.draft.with(|d| d.decks.iter().map(|x| (x.id.clone(), x.name.clone())).collect::<Vec<_>>())
                            .into_iter().map(|(id, name)| {
                                let v = id.clone();
                                view! { <option value=id prop:selected=move || target.get() == v>{format!("Replace the cards of {name}")}</option> }
                            }).collect_view()}
                    </select>
                </label>
                <Show when=move || target.get().is_empty()>
                    <label class="field">
                        <span class="field-name">"New deck name"</span>
                        <input type="text" aria-label="New deck name" prop:value=move || deck_name.get()
                            on:input=move |ev| deck_name.set(event_target_value(&ev))/>
                    </label>
                </Show>
                <button class="primary" disabled=move || !ok() on:click=apply>"Apply card list"</button>
            </div>
        </section>
    }
}
