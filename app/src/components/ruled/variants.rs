//! The rule variants of any ruled game as form fields: each variant's label, the question the
//! rule text leaves open, its options by their readable labels (the default marked), and what
//! the chosen option means. Read from the game's variant spec, so every game gets the same form.
//! Identifiers are for the command line only: one line under the fields gives the `--variant`
//! flags of the choices made, for whoever runs the simulator there.

use leptos::prelude::*;
use protoplay_engine::rules::{GameInfo, Shown, VariantKind, VariantSpec, VariantValues};

/// One field per variant, writing into `values`. A second set of fields on one page (the B
/// side of an A/B simulation) gives a `prefix` ("B: ") to its labels and ids. Given the game's
/// `info` (where its rules panel is on the page), a field whose value is a placeholder is marked.
#[component]
pub fn VariantFields(
    spec: &'static [VariantSpec],
    values: RwSignal<VariantValues>,
    #[prop(optional)] prefix: &'static str,
    #[prop(optional)] info: Option<&'static GameInfo>,
) -> impl IntoView {
    view! {
        <fieldset class="variants">
            <legend>{format!("{prefix}Rule variants")}</legend>
            <p class="hint">"Where the rule text can be read two ways, pick the reading to play. The default is the engine's recommended reading."</p>
            {spec.iter().map(|v| view! { <VariantField spec=v values=values prefix=prefix info=info/> }).collect_view()}
            <details class="variant-cli">
                <summary>{format!("{prefix}These choices on the command line")}</summary>
                <p class="hint">
                    <code class="variant-id">{move || {
                        let flags = values.with(|v| v.changed(spec));
                        if flags.is_empty() {
                            "(every variant at its default: no --variant needed)".to_string()
                        } else {
                            flags.iter().map(|f| format!("--variant {f}")).collect::<Vec<_>>().join(" ")
                        }
                    }}</code>
                </p>
            </details>
        </fieldset>
    }
}

#[component]
fn VariantField(
    spec: &'static VariantSpec,
    values: RwSignal<VariantValues>,
    prefix: &'static str,
    info: Option<&'static GameInfo>,
) -> impl IntoView {
    let marks = info
        .and_then(|i| protoplay_engine::rules::registry::game(i.id))
        .map(|g| g.placeholders_at(Shown::Variant(spec.id)))
        .unwrap_or_default();
    let hint_id = format!(
        "{}variant-{}-about",
        prefix.trim_end_matches([':', ' ']).to_lowercase(),
        spec.id
    );
    let current = move || {
        values.with(|v| {
            v.get(spec.id)
                .map_or_else(|| spec.default_value(), str::to_string)
        })
    };
    let set = move |value: String| {
        values.update(|v| {
            // The options come from the spec, so only a hand-edited page could be refused.
            let _ = v.set(std::slice::from_ref(spec), spec.id, &value);
        })
    };
    let field = match spec.kind {
        VariantKind::Choice(options) => view! {
            <select aria-label=format!("{prefix}Variant: {}", spec.label) aria-describedby=hint_id.clone()
                on:change=move |ev| set(event_target_value(&ev))>
                {options.iter().enumerate().map(|(i, o)| {
                    let id = o.id;
                    view! {
                        <option value=id selected=move || current() == id>
                            {if i == 0 { format!("{} (default)", o.label) } else { o.label.to_string() }}
                        </option>
                    }
                }).collect_view()}
            </select>
        }
        .into_any(),
        VariantKind::Number { min, max, default } => view! {
            <input type="number" min=min.to_string() max=max.to_string()
                aria-label=format!("{prefix}Variant: {} ({min} to {max}, default {default})", spec.label)
                aria-describedby=hint_id.clone()
                prop:value=current on:change=move |ev| set(event_target_value(&ev))/>
        }
        .into_any(),
    };
    let meaning = move || {
        let value = current();
        spec.option(&value)
            .map_or_else(String::new, |o| o.about.to_string())
    };
    view! {
        <div class="variant">
            <label>
                <span class="variant-label">{spec.label}</span>" "
                {field}
            </label>
            <super::PlaceholderMarks readings=marks/>
            <p class="hint" id=hint_id>
                {spec.about}" "<strong>{meaning}</strong>
            </p>
        </div>
    }
}
