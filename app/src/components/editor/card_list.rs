//! The card list flow: paste (tab-separated from a spreadsheet, or CSV) or upload a CSV file, see
//! a preview (or the row, column and reason of what is wrong), then apply it as a new deck or as
//! the new cards of a deck. The text stays in the box whatever happens, so nothing is lost.
//! The preview says which column counts the copies (found by its heading) and which names the
//! cards, and the person may choose others (or no count column); its caption gives the total.

use leptos::prelude::*;
use protoplay_engine::import::{CardList, CountColumn, guess_count_column};
use protoplay_engine::limits::grouped;
use wasm_bindgen::JsCast;

use crate::state::authoring::{
    ListTarget, apply_card_list_named, check_game, name_field, title_field,
};
use crate::state::editor::use_editor;

/// The count column select's value for "no count column" (a heading cannot be empty).
const NO_COUNT: &str = "";

/// Rows shown in the preview.
const PREVIEW_ROWS: usize = 8;

#[component]
pub fn CardLists() -> impl IntoView {
    let ed = use_editor();
    let text = RwSignal::new(String::new());
    let target = RwSignal::new(String::new());
    let deck_name = RwSignal::new("Cards".to_string());
    let file_note = RwSignal::new(None::<String>);
    // Which column counts the copies (found by its heading until the person picks one), and
    // which names the cards of a new deck (guessed until picked).
    let count = RwSignal::new(CountColumn::Guess);
    let title = RwSignal::new(None::<String>);
    let headings = Memo::new(move |_| text.with(|t| CardList::headings(t).unwrap_or_default()));
    let read = move || text.with(|t| count.with(|c| CardList::parse_with(t, c)));
    let goal = move || match target.get() {
        t if t.is_empty() => ListTarget::NewDeck(deck_name.get()),
        t => ListTarget::Replace(t),
    };
    // The deck whose cards the list would replace, for its name column (a new deck's is picked
    // from the list's own fields).
    let deck_title = Memo::new(move |_| match goal() {
        ListTarget::Replace(deck) => ed
            .draft
            .with(|d| name_field(d, &[], &ListTarget::Replace(deck), None)),
        ListTarget::NewDeck(_) => None,
    });
    let parsed = Memo::new(move |_| {
        if text.with(|t| t.trim().is_empty()) {
            return None;
        }
        let list = match read() {
            Ok(l) => l,
            Err(e) => return Some(Err((e.to_string(), e.is_about_counts()))),
        };
        // Every card needs a name: the column that names them must have no empty cell.
        let named_by = match deck_title.get() {
            Some(f) => Some(f),
            None if target.with(String::is_empty) => {
                title.with(|t| title_field(&list.fields, t.as_deref()))
            }
            None => None,
        };
        if let Some(Err(e)) = named_by.map(|f| list.require_names(&f)) {
            return Some(Err((e.to_string(), false)));
        }
        Some(Ok(list))
    });
    // What the last "Apply card list" did, said next to the button.
    let applied = RwSignal::new(None::<Result<String, String>>);
    // The count column in effect: the chosen one, or the one found by its heading.
    let counted = Memo::new(move |_| match count.get() {
        CountColumn::Named(n) => Some(n),
        CountColumn::None => None,
        CountColumn::Guess => {
            headings.with(|h| guess_count_column(h).and_then(|i| h.get(i).cloned()))
        }
    });
    let fields = move || {
        parsed.with(|p| match p {
            Some(Ok(l)) => l.fields.clone(),
            _ => Vec::new(),
        })
    };
    let ok = move || parsed.with(|p| matches!(p, Some(Ok(_))));
    let set_text = move |value: String| {
        text.set(value);
        applied.set(None);
        count.set(CountColumn::Guess);
        title.set(None);
    };
    let apply = move |_| {
        let Ok(list) = untrack(read) else {
            return;
        };
        let goal = untrack(goal);
        let cards = list.total_cards();
        let chosen = title.get_untracked();
        let mut result = Err(String::new());
        ed.draft
            .update(|d| result = apply_card_list_named(d, list, &goal, chosen.as_deref()));
        // The list is applied only if the rules can use it; if the game is still not valid for
        // another reason, the message says so and why (it is not saved until it is).
        let said = match result {
            Ok(deck) => {
                let (name, verdict) = ed.draft.with_untracked(|d| {
                    let name = d.deck(&deck).map(|x| x.name.clone()).unwrap_or(deck);
                    (name, check_game(d))
                });
                let holds = format!(
                    "Applied: deck “{name}” now holds {}",
                    count_of(cards, "card", "cards")
                );
                Ok(match verdict {
                    Ok(()) => format!("{holds}. Save the game to keep it."),
                    Err(e) => format!(
                        "{holds}, but the game is not valid yet, so it cannot be saved: {e}."
                    ),
                })
            }
            Err(e) => Err(format!(
                "The card list was not applied: {e}. Your list is still in the box above: fix it there (or in your spreadsheet) and apply again; the game is unchanged."
            )),
        };
        // Said next to the button (where the person is looking), not also at the top.
        ed.status.set(None);
        applied.set(Some(said));
    };
    // A paste can arrive as an input event per line (an insertion of text with line breaks
    // is one per line in Chromium): the list is read once, at the next frame, however many
    // arrived; read after each, a list's reading would grow with the square of its rows.
    let reading = StoredValue::new(false);
    let read_box = move |ev: leptos::ev::Event| {
        let Some(area) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        else {
            return;
        };
        if reading.get_value() {
            return;
        }
        reading.set_value(true);
        request_animation_frame(move || {
            reading.set_value(false);
            set_text(area.value());
        });
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
                    set_text(value.as_string().unwrap_or_default());
                    file_note.set(Some(format!("Read {name}: check the preview, then apply.")));
                }
                Err(_) => file_note.set(Some(format!("{name} could not be read as text."))),
            }
        });
    };
    view! {
        <section class="panel editor-section" aria-labelledby="ed-lists">
            <h2 id="ed-lists">"Card lists"</h2>
            <p class="hint">"Copy a range from a spreadsheet (header row first; a column headed "<code>"count"</code>", "<code>"copies"</code>", "<code>"qty"</code>", "<code>"number_of_cards"</code>" or the like says how many copies) and paste it, or upload a CSV file. Nothing changes until you apply a valid list."</p>
            <label class="field wide">
                <span class="field-name">"Paste a card list"</span>
                <textarea rows="7" aria-label="Paste a card list" spellcheck="false" class="mono"
                    prop:value=move || text.get()
                    on:input=read_box></textarea>
            </label>
            <div class="row">
                <label class="field">
                    <span class="field-name">"Upload a CSV file"</span>
                    <input type="file" aria-label="Upload a CSV file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                        on:change=upload/>
                </label>
                <span class="meta" role="status">{move || file_note.get()}</span>
            </div>
            <Show when=move || headings.with(|h| !h.is_empty())>
                <div class="row">
                    <label class="field">
                        <span class="field-name">"Count column"</span>
                        <select aria-label="Count column" on:change=move |ev| {
                            let v = event_target_value(&ev);
                            count.set(if v == NO_COUNT { CountColumn::None } else { CountColumn::Named(v) });
                        }>
                            <option value=NO_COUNT prop:selected=move || counted.with(Option::is_none)>
                                "No count column (one card per row)"
                            </option>
                            {move || headings.get().into_iter().map(|h| {
                                let v = h.clone();
                                view! { <option value=h.clone() prop:selected=move || counted.with(|c| c.as_deref() == Some(v.as_str()))>{h.clone()}</option> }
                            }).collect_view()}
                        </select>
                    </label>
                    <Show when=move || target.with(String::is_empty) && !fields().is_empty()>
                        <label class="field">
                            <span class="field-name">"Card name column"</span>
                            <select aria-label="Card name column" on:change=move |ev| title.set(Some(event_target_value(&ev)))>
                                {move || {
                                    let fs = fields();
                                    let now = title_field(&fs, title.get().as_deref());
                                    fs.into_iter().map(|f| {
                                        let selected = now.as_deref() == Some(f.as_str());
                                        view! { <option value=f.clone() selected=selected>{f.clone()}</option> }
                                    }).collect_view()
                                }}
                            </select>
                        </label>
                    </Show>
                </div>
            </Show>
            {move || match parsed.get() {
                None => view! { <p class="hint">"The preview appears here."</p> }.into_any(),
                Some(Err((e, about_counts))) => view! {
                    <p class="error" role="alert">{format!("This card list cannot be used yet: {e}. Fix it in the box above; nothing was applied.")}
                        {about_counts.then_some(" If that column does not count copies, choose another count column, or none, above.")}</p>
                }.into_any(),
                Some(Ok(list)) => {
                    let p = list.preview(PREVIEW_ROWS);
                    let name = if target.with(String::is_empty) { title_field(&list.fields, title.get().as_deref()) } else { None };
                    let total = match &p.count_column {
                        Some(c) => format!("This list gives {} in {} (copies counted from “{c}”).", count_of(p.total_cards, "card", "cards"), count_of(p.lines, "row", "rows")),
                        None => format!("This list gives {}: one per row, no column counts copies.", count_of(p.total_cards, "card", "cards")),
                    };
                    let caption = format!("Preview ({}): first {} of {}, {} in all",
                        p.delimiter.name(), p.rows.len(), count_of(p.lines, "row", "rows"), count_of(p.total_cards, "card", "cards"));
                    let count_heading = p.count_column.clone().map_or_else(|| "count".to_string(), |c| format!("count ({c})"));
                    let n = p.columns.len();
                    view! {
                        <p class="list-total" role="status" aria-label="Card list total">{total}</p>
                        <div class="preview-wrap">
                            <table class="preview" aria-label="Card list preview">
                                <caption>{caption}</caption>
                                <thead><tr>{p.columns.into_iter().enumerate().map(|(i, c)| {
                                    let heading = if i + 1 == n {
                                        count_heading.clone()
                                    } else if name.as_deref() == Some(c.as_str()) {
                                        format!("{c} (name)")
                                    } else {
                                        c
                                    };
                                    view! { <th scope="col">{heading}</th> }
                                }).collect_view()}</tr></thead>
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
            {move || applied.get().map(|said| match said {
                Ok(m) => view! { <p class="list-applied" role="status" aria-label="Card list applied">{m}</p> }.into_any(),
                Err(m) => view! { <p class="error" role="alert" aria-label="Card list not applied">{m}</p> }.into_any(),
            })}
        </section>
    }
}

/// "1 card", "1,190 cards": a count with its thousands marked and its noun singular for 1.
fn count_of(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}
