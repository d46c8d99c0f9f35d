//! The print sheet of a deck: poker-size cards (63 × 88 mm), nine to an A4 or Letter page in a
//! 3 × 3 grid with dashed cut lines, printed with the browser's own print dialog. Every value is
//! text, so it prints sharp and can be read by a screen reader.

use leptos::prelude::*;
use protoplay_engine::import::plural;

use crate::render::editor::print_pages;
use crate::state::editor::use_editor;
use crate::state::{Screen, use_store};

#[component]
pub fn PrintScreen() -> impl IntoView {
    let store = use_store();
    let ed = use_editor();
    let pages = Memo::new(move |_| {
        let deck = ed.print_deck.get().unwrap_or_default();
        ed.draft.with(|d| print_pages(d, &deck))
    });
    let deck_name = move || {
        let deck = ed.print_deck.get().unwrap_or_default();
        ed.draft
            .with(|d| d.deck(&deck).map(|x| x.name.clone()))
            .unwrap_or_default()
    };
    let summary = move || {
        pages.with(|p| {
            let cards: usize = p.iter().map(Vec::len).sum();
            format!(
                "{} on {} {}: nine poker-size cards (63 × 88 mm) to an A4 or Letter page. Print at 100% (no “fit to page”), then cut along the dashed lines.",
                plural(cards, "card", "cards"),
                p.len(),
                if p.len() == 1 { "page" } else { "pages" }
            )
        })
    };
    view! {
        <div class="print-screen">
            <header class="print-toolbar">
                <button on:click=move |_| store.screen.set(Screen::Editor)>"← Back to the editor"</button>
                <h1>{move || format!("Print sheet: {}", deck_name())}</h1>
                <p>{summary}</p>
                <button class="primary" on:click=move |_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.print();
                    }
                }>"Print"</button>
            </header>
            <main class="print-sheet">
                {move || {
                    let pages = pages.get();
                    let total = pages.len();
                    pages.into_iter().enumerate().map(|(n, cards)| view! {
                        <section class="print-page" aria-label=format!("Page {} of {total}", n + 1)>
                            {cards.into_iter().map(|c| view! {
                                <article class="print-card" aria-label=c.face.title.clone()>
                                    <h2 class="pc-title">{c.face.title.clone()}</h2>
                                    {c.face.kind.clone().map(|k| view! { <p class="pc-kind">{k}</p> })}
                                    {c.face.text.clone().map(|t| view! { <p class="pc-text">{t}</p> })}
                                    {(!c.extra.is_empty()).then(|| view! {
                                        <ul class="pc-extra">{c.extra.iter().map(|e| view! { <li>{e.clone()}</li> }).collect_view()}</ul>
                                    })}
                                    {(!c.face.corners.is_empty()).then(|| view! {
                                        <p class="pc-corners">{c.face.corners.join(" · ")}</p>
                                    })}
                                </article>
                            }).collect_view()}
                        </section>
                    }).collect_view()
                }}
            </main>
        </div>
    }
}
