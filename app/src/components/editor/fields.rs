//! Form fields bound to a part of the draft: each reads its value from the draft and writes
//! every change back at once, so the draft is always what the person sees. Rows stay in the page
//! while they type (only values update), so focus is never lost.

use std::str::FromStr;

use leptos::prelude::*;
use protoplay_engine::def::GameDef;

use crate::render::colour_name;
use crate::state::editor::use_editor;

/// A text input. `visible` is the label shown; `aria` the full name ("Name of counter 2").
pub fn text_field(
    visible: &'static str,
    aria: String,
    get: impl Fn(&GameDef) -> Option<String> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, String) + Send + Sync + 'static,
) -> impl IntoView {
    let ed = use_editor();
    view! {
        <label class="field">
            <span class="field-name">{visible}</span>
            <input type="text" aria-label=aria
                prop:value=move || ed.draft.with(|d| get(d)).unwrap_or_default()
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    ed.draft.update(|d| set(d, v));
                }/>
        </label>
    }
}

/// A number input; text that is not a number of the right kind is left in the box and not
/// applied.
pub fn num_field<T>(
    visible: &'static str,
    aria: String,
    get: impl Fn(&GameDef) -> Option<T> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, T) + Send + Sync + 'static,
) -> impl IntoView
where
    T: FromStr + ToString + 'static,
{
    let ed = use_editor();
    view! {
        <label class="field">
            <span class="field-name">{visible}</span>
            <input type="number" aria-label=aria
                prop:value=move || ed.draft.with(|d| get(d)).map(|v| v.to_string()).unwrap_or_default()
                on:input=move |ev| {
                    if let Ok(v) = event_target_value(&ev).trim().parse::<T>() {
                        ed.draft.update(|d| set(d, v));
                    }
                }/>
        </label>
    }
}

/// A number input that may be left empty ("no limit").
pub fn opt_num_field<T>(
    visible: &'static str,
    aria: String,
    get: impl Fn(&GameDef) -> Option<Option<T>> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, Option<T>) + Send + Sync + 'static,
) -> impl IntoView
where
    T: FromStr + ToString + 'static,
{
    let ed = use_editor();
    view! {
        <label class="field">
            <span class="field-name">{visible}</span>
            <input type="number" aria-label=aria placeholder="none"
                prop:value=move || ed.draft.with(|d| get(d)).flatten().map(|v| v.to_string()).unwrap_or_default()
                on:input=move |ev| {
                    let text = event_target_value(&ev);
                    let text = text.trim();
                    if text.is_empty() {
                        ed.draft.update(|d| set(d, None));
                    } else if let Ok(v) = text.parse::<T>() {
                        ed.draft.update(|d| set(d, Some(v)));
                    }
                }/>
        </label>
    }
}

/// A checkbox.
pub fn check_field(
    visible: &'static str,
    aria: String,
    get: impl Fn(&GameDef) -> Option<bool> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, bool) + Send + Sync + 'static,
) -> impl IntoView {
    let ed = use_editor();
    view! {
        <label class="field check">
            <input type="checkbox" aria-label=aria
                prop:checked=move || ed.draft.with(|d| get(d)).unwrap_or(false)
                on:change=move |ev| {
                    let v = event_target_checked(&ev);
                    ed.draft.update(|d| set(d, v));
                }/>
            <span class="field-name">{visible}</span>
        </label>
    }
}

/// A colour picker with the colour's plain name beside it, so colour is never the only signal.
pub fn colour_field(
    visible: &'static str,
    aria: String,
    get: impl Fn(&GameDef) -> Option<String> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, String) + Send + Sync + 'static,
) -> impl IntoView {
    let ed = use_editor();
    let get = std::sync::Arc::new(get);
    let get2 = get.clone();
    view! {
        <label class="field">
            <span class="field-name">{visible}</span>
            <input type="color" aria-label=aria
                prop:value=move || ed.draft.with(|d| get(d)).unwrap_or_else(|| "#888888".to_string())
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    ed.draft.update(|d| set(d, v));
                }/>
            <span class="colour-name">{move || ed.draft.with(|d| get2(d)).map(|c| colour_name(&c).to_string()).unwrap_or_default()}</span>
        </label>
    }
}

/// A select over `(value, label)` options.
pub fn select_field(
    visible: &'static str,
    aria: String,
    options: impl Fn(&GameDef) -> Vec<(String, String)> + Send + Sync + 'static,
    get: impl Fn(&GameDef) -> Option<String> + Send + Sync + 'static,
    set: impl Fn(&mut GameDef, String) + Send + Sync + 'static,
) -> impl IntoView {
    let ed = use_editor();
    let current = Memo::new(move |_| ed.draft.with(|d| get(d)).unwrap_or_default());
    view! {
        <label class="field">
            <span class="field-name">{visible}</span>
            <select aria-label=aria on:change=move |ev| {
                let v = event_target_value(&ev);
                ed.draft.update(|d| set(d, v));
            }>
                {move || ed.draft.with(|d| options(d)).into_iter().map(|(value, label)| {
                    let v = value.clone();
                    view! { <option value=value prop:selected=move || current.get() == v>{label}</option> }
                }).collect_view()}
            </select>
        </label>
    }
}

/// The options of an owner select.
pub fn owner_options(_: &GameDef) -> Vec<(String, String)> {
    vec![
        ("shared".into(), "Shared (one for the table)".into()),
        ("each_player".into(), "Each player has one".into()),
    ]
}

pub fn owner_value(owner: protoplay_engine::def::Owner) -> String {
    match owner {
        protoplay_engine::def::Owner::Shared => "shared".into(),
        protoplay_engine::def::Owner::EachPlayer => "each_player".into(),
    }
}

pub fn owner_from(value: &str) -> protoplay_engine::def::Owner {
    if value == "each_player" {
        protoplay_engine::def::Owner::EachPlayer
    } else {
        protoplay_engine::def::Owner::Shared
    }
}
