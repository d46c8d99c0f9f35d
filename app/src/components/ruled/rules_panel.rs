//! The rules panel, the same for every ruled game: the game's text rule by rule (its rules map)
//! with what the engine does about each, filtered to what is not the text as written when the
//! designer asks; and the placeholder marks that lead into it from wherever a stand-in value is
//! shown.

use leptos::prelude::*;
use protoplay_engine::def::GameDef;
use protoplay_engine::rules::{GameInfo, Reading, VariantValues};

use crate::render::marks::{MARK_TEXT, mark_label, mark_title, reading_dom_id};
use crate::render::rules_map::{Context, Entry, Filter, sections, summary};

use super::super::Fetched;

/// The panel of a game whose rules are held: `def` is the definition in play (the designer's
/// copy or the shipped game) and `values` the variants chosen, so what the designer edited is
/// described as it now is. The game's rules map and the code that draws it are parts of the page
/// of their own, both fetched when the panel is first opened (a failure is said, with a way to
/// try again).
#[component]
pub fn RulesPanel(
    info: &'static GameInfo,
    #[prop(into)] def: Signal<Option<GameDef>>,
    #[prop(into)] values: Signal<VariantValues>,
) -> impl IntoView {
    // Drawn once the game's rules, which hold its readings, are here.
    let Some(game) = protoplay_engine::rules::registry::game(info.id) else {
        return ().into_any();
    };
    let map = Fetched::new(crate::rules::held_map(info.id));
    let draw = Fetched::new(DRAW.get());
    // Fetches what is not here yet, the map and its drawing side by side.
    let fetch = move || {
        map.fetch(move || async move {
            crate::rules::rules_map(info.id)
                .await
                .map_err(|crate::rules::NotLoaded(why)| why)
        });
        draw.fetch(|| crate::rules::held_or_fetched(&DRAW, fetch_draw));
    };
    let on_toggle = move |ev: web_sys::Event| {
        if event_target::<web_sys::Element>(&ev).has_attribute("open") {
            fetch();
        }
    };
    view! {
        <details class="panel readings rules-map" on:toggle=on_toggle>
            <summary>"Rules: the text and how it plays"</summary>
            {move || match (map.get(), draw.get()) {
                (Some(Ok(rules)), Some(Ok(draw))) => draw(game, rules, def, values),
                (Some(Err(why)), _) | (_, Some(Err(why))) => view! {
                    <p class="notice" role="alert">{format!("The rules map could not be loaded ({why}). ")}
                        <button on:click=move |_| fetch()>"Try again"</button>
                    </p>
                }.into_any(),
                _ => view! { <p class="hint" role="status">"Loading the rules map…"</p> }.into_any(),
            }}
        </details>
    }
    .into_any()
}

/// Draws a game's rules map in its panel ([`RulesMap`]).
type DrawMap = fn(
    &'static dyn protoplay_engine::rules::registry::DynGame,
    &'static [protoplay_engine::rules::map::Rule],
    Signal<Option<GameDef>>,
    Signal<VariantValues>,
) -> AnyView;

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function): the panel's content is drawn only once a person opens it.
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_rules_map, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_draw() -> Result<DrawMap, crate::rules::NotLoaded> {
    Ok(|game, rules, def, values| view! { <RulesMap game rules def values/> }.into_any())
}

thread_local! {
    /// The drawing of rules maps, once fetched.
    static DRAW: crate::rules::HeldPart<DrawMap> = const { std::cell::Cell::new(None) };
}

/// The panel's content once the game's map is here: a summary, the filter and the rules by
/// section.
#[component]
fn RulesMap(
    game: &'static dyn protoplay_engine::rules::registry::DynGame,
    rules: &'static [protoplay_engine::rules::map::Rule],
    def: Signal<Option<GameDef>>,
    values: Signal<VariantValues>,
) -> impl IntoView {
    let shipped = StoredValue::new(game.shipped_def().ok());
    let filter = RwSignal::new(Filter::All);
    let lists = move |filter: Filter| {
        shipped.with_value(|shipped| {
            let shipped = shipped.as_ref()?;
            let values = values.get();
            let def = def.get();
            let cx = Context {
                game,
                in_play: def.as_ref().unwrap_or(shipped),
                shipped,
                values: &values,
            };
            Some(sections(rules, filter, &cx))
        })
    };
    // A mark that opened the panel before its map was here leads to its entry now.
    if let Some(title) = PENDING.take() {
        set_timeout(move || show_reading(title), std::time::Duration::ZERO);
    }
    view! {
        <p class="hint">{move || summary(&lists(Filter::All).unwrap_or_default())}</p>
        <label class="rules-filter">"Show "
            <select class="rules-filter" on:change=move |ev| filter.set(Filter::from_id(&event_target_value(&ev)))>
                {Filter::ALL.map(|f| view! {
                    <option value=f.id() selected=move || filter.get() == f>{f.label()}</option>
                }).collect_view()}
            </select>
        </label>
        {move || lists(filter.get()).unwrap_or_default().into_iter().map(|s| view! {
            <section class="rules-section">
                <h3>{s.title}</h3>
                <ul>{s.entries.into_iter().map(|e| view! { <RuleEntry entry=e/> }).collect_view()}</ul>
            </section>
        }).collect_view()}
    }
}

thread_local! {
    /// The reading a mark asked for while the panel's map was on its way.
    static PENDING: std::cell::Cell<Option<&'static str>> = const { std::cell::Cell::new(None) };
}

#[component]
fn RuleEntry(entry: Entry) -> impl IntoView {
    let tag_class = format!("rule-tag rule-{}", entry.tag.replace(' ', "-"));
    let placeholder = entry.tag == "placeholder";
    // Beside a stand-in value: still the stand-in, or the designer's own; beside a variant or
    // data no rule reads, only whether it was changed.
    let (shipped_word, edited_word) = match entry.tag {
        "not read" => ("as shipped", "edited"),
        "variant" => ("default", "changed"),
        _ => (MARK_TEXT, "your value"),
    };
    let placeholder_words = shipped_word == MARK_TEXT;
    view! {
        <li id=entry.dom_id tabindex="-1">
            <span class=tag_class class:placeholder-tag=placeholder>{entry.tag}</span>" "
            {(!entry.quote.is_empty()).then(|| view! { <q>{entry.quote}</q>" " })}
            {entry.title.map(|t| view! { <strong>{t}</strong>": " })}
            {entry.says}
            {(!entry.values.is_empty()).then(|| view! {
                <ul class="in-play">
                    {entry.values.into_iter().map(|v| view! {
                        <li>"In play: "{v.text}" "
                            <span class="rule-tag" class:placeholder-tag=!v.edited && placeholder_words
                                class:rule-your-value=v.edited>
                                {if v.edited { edited_word } else { shipped_word }}
                            </span>
                        </li>
                    }).collect_view()}
                </ul>
            })}
            {(!entry.tests.is_empty()).then(|| view! {
                <span class="rule-tests">{format!(" Checked by: {}.", entry.tests.join(", "))}</span>
            })}
        </li>
    }
}

/// The mark beside values the rule text does not give: the same small tag wherever they are
/// shown, named for a screen reader by its reading, and leading to that reading's entry in the
/// rules panel (opened, scrolled to and focused).
#[component]
pub fn PlaceholderMarks(readings: Vec<&'static Reading>) -> impl IntoView {
    readings
        .into_iter()
        .map(|r| {
            view! {
                " "
                <button type="button" class="placeholder-mark" title=mark_title(r) aria-label=mark_label(r)
                    on:click=move |_| show_reading(r.title)><span class="placeholder-tag">{MARK_TEXT}</span></button>
            }
        })
        .collect_view()
}

/// Every placeholder of a game, listed where a table is started: what the designer is about
/// to play with that the text does not give.
#[component]
pub fn PlaceholderList(info: &'static GameInfo) -> impl IntoView {
    let list = protoplay_engine::rules::registry::game(info.id)
        .map(|g| g.placeholders())
        .unwrap_or_default();
    (!list.is_empty()).then(|| {
        view! {
            <section class="placeholder-list" aria-labelledby="placeholders-h">
                <h2 id="placeholders-h">"Placeholders in this game"</h2>
                <p class="hint">"Values the rule text does not give, filled in by the engine; edit them in the game's editor."</p>
                <ul>
                    {list.into_iter().map(|r| view! {
                        <li>{r.title}<PlaceholderMarks readings=vec![r]/></li>
                    }).collect_view()}
                </ul>
            </section>
        }
    })
}

/// Opens the rules panel at a reading's entry, brings it into view and moves the keyboard
/// focus there, so a screen reader reads it next.
pub fn show_reading(title: &'static str) {
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(entry) = document.get_element_by_id(&reading_dom_id(title)) else {
        // The panel's map is not here yet: open the panel, which fetches it, and go to the
        // entry once it is drawn.
        let unmapped = document
            .query_selector("details.rules-map")
            .ok()
            .flatten()
            .filter(|_| {
                document
                    .query_selector("select.rules-filter")
                    .ok()
                    .flatten()
                    .is_none()
            });
        if let Some(details) = unmapped {
            PENDING.set(Some(title));
            let _ = details.set_attribute("open", "");
            return;
        }
        // The panel's filter hides the entry: show every rule, then go to it once drawn.
        let select = document
            .query_selector("select.rules-filter")
            .ok()
            .flatten()
            .and_then(|s| s.dyn_into::<web_sys::HtmlSelectElement>().ok());
        if let Some(select) = select.filter(|s| s.value() != Filter::All.id()) {
            select.set_value(Filter::All.id());
            if let Ok(change) = web_sys::Event::new("change") {
                let _ = select.dispatch_event(&change);
            }
            set_timeout(move || show_reading(title), std::time::Duration::ZERO);
        }
        return;
    };
    if let Ok(Some(details)) = entry.closest("details") {
        let _ = details.set_attribute("open", "");
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Center);
    entry.scroll_into_view_with_scroll_into_view_options(&options);
    if let Some(el) = entry.dyn_ref::<web_sys::HtmlElement>() {
        let _ = el.focus();
    }
}
