//! The count chooser: one labelled number field per count (armies to raise, population and
//! armies to move, armies attacking from each hex), each bounded by its legal maximum, and a
//! button naming the move. Enter confirms; Esc cancels. A count out of range, or a combination
//! the engine refuses, is answered in the notice line with the reason.

use leptos::prelude::*;

use crate::render::deity_counts::Counting;
use crate::state::deity::use_deity;

#[component]
pub fn CountForm(counting: Counting) -> impl IntoView {
    let deity = use_deity();
    let typed = RwSignal::new(
        counting
            .initial()
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>(),
    );
    let counting = StoredValue::new(counting);
    let title = move || {
        deity.game.with(|g| {
            g.as_ref()
                .map(|g| counting.with_value(|c| c.title(g)))
                .unwrap_or_default()
        })
    };
    // What the button will do, or what is wrong, as the person types.
    let checked = move || {
        let t = typed.get();
        deity
            .game
            .with(|g| g.as_ref().map(|g| counting.with_value(|c| c.check(g, &t))))
    };
    let confirm_label = move || match checked() {
        Some(Ok(mv)) => deity
            .game
            .with(|g| g.as_ref().map(|g| g.describe(&mv)).unwrap_or_default()),
        _ => "Confirm".to_string(),
    };
    let confirm = move || match checked() {
        Some(Ok(mv)) => deity.play(mv),
        Some(Err(why)) => deity.notice.set(Some(format!("Not allowed: {why}."))),
        None => {}
    };
    let fields = counting.with_value(|c| c.fields.clone());
    view! {
        // novalidate: the browser's own bubble would stop the submit silently for a count out
        // of range; the notice line says what is wrong instead, in the same words everywhere.
        <form class="counts" role="group" aria-label="Choose how many" novalidate=true
            on:submit=move |ev| {
                ev.prevent_default();
                confirm();
            }>
            <p><strong>{title}</strong></p>
            {fields.into_iter().enumerate().map(|(i, f)| {
                let label = format!("{} (up to {})", f.label, f.max);
                view! {
                    <label class="count-field">
                        <span>{label}</span>
                        <input type="number" inputmode="numeric" min=f.min max=f.max step="1"
                            prop:value=move || typed.with(|t| t.get(i).cloned().unwrap_or_default())
                            on:input=move |ev| {
                                let v = event_target_value(&ev);
                                typed.update(|t| if let Some(x) = t.get_mut(i) { *x = v });
                                // An old refusal no longer applies; the form says what is
                                // wrong with the new value as it is typed.
                                deity.notice.set(None);
                            }/>
                    </label>
                }
            }).collect_view()}
            <p class="meta" aria-live="polite">
                {move || match checked() {
                    Some(Err(why)) => format!("Not allowed: {why}."),
                    _ => String::new(),
                }}
            </p>
            <div class="count-buttons">
                <button type="submit" class="primary">{confirm_label}</button>
                <button type="button" on:click=move |_| deity.clear_choice()>"Cancel (Esc)"</button>
            </div>
        </form>
    }
}
