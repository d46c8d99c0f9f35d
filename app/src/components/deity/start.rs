//! The library's Deity card: the start form (players, a person or a bot per seat, seed, world
//! building and every rule variant with its explanation) and "continue" for a saved game.

use leptos::prelude::*;
use protoplay_engine::rules::deity::Variants;

use crate::render::deity::{seat_label, variant_choices, variant_value, with_variant};
use crate::state::deity::{SeatKind, use_deity};
use crate::state::{storage, use_store};

use super::super::library::random_seed;

/// Deity with its rules enforced, from the library.
#[component]
pub fn DeityCard() -> impl IntoView {
    let deity = use_deity();
    let store = use_store();
    let players = RwSignal::new(2u8);
    let seats = RwSignal::new(vec![
        SeatKind::Human,
        SeatKind::Heuristic,
        SeatKind::Heuristic,
        SeatKind::Heuristic,
    ]);
    let seed = RwSignal::new(random_seed().to_string());
    let variants = RwSignal::new(Variants::default());
    let choices = variant_choices();
    let (world, rules): (Vec<_>, Vec<_>) = choices.into_iter().partition(|c| c.field == "world");
    let start = move |_| {
        let Ok(s) = seed.get_untracked().trim().parse::<u64>() else {
            store.notice.set(Some(
                "The seed must be a whole number from 0 to 18446744073709551615.".to_string(),
            ));
            return;
        };
        let n = usize::from(players.get_untracked());
        let chosen: Vec<SeatKind> = seats.get_untracked().into_iter().take(n).collect();
        deity.start(s, chosen, variants.get_untracked());
    };
    let choice_view = move |c: crate::render::deity::VariantChoice, radio: bool| {
        let field = c.field;
        let name = c.name;
        let default = c.default.clone();
        let options = c.options.clone();
        let explain_options = options.clone();
        let explanation = move || {
            let now = variants.with(|v| variant_value(v, field));
            explain_options
                .iter()
                .find(|o| o.0 == now)
                .map(|o| o.2)
                .unwrap_or_default()
        };
        let set = move |value: String| {
            variants.update(|v| {
                if let Some(n) = with_variant(v, field, &value) {
                    *v = n;
                }
            })
        };
        if radio {
            view! {
                <fieldset class="variant">
                    <legend>{name}</legend>
                    {options.into_iter().map(|(value, label, _)| {
                        let v2 = value.clone();
                        let checked = move || variants.with(|v| variant_value(v, field)) == v2;
                        let d = if value == default { " (default)" } else { "" };
                        view! {
                            <label class="check">
                                <input type="radio" name=format!("deity-{field}") prop:checked=checked
                                    on:change=move |_| set(value.clone())/>
                                {format!("{label}{d}")}
                            </label>
                        }
                    }).collect_view()}
                    <p class="meta">{explanation}</p>
                </fieldset>
            }
            .into_any()
        } else {
            view! {
                <div class="variant">
                    <label>{format!("{name} ")}
                        <select aria-label=name on:change=move |ev| set(event_target_value(&ev))>
                            {options.into_iter().map(|(value, label, _)| {
                                let d = if value == default { " (default)" } else { "" };
                                let v2 = value.clone();
                                view! {
                                    <option value=value.clone()
                                        selected=move || variants.with(|v| variant_value(v, field)) == v2>
                                        {format!("{label}{d}")}
                                    </option>
                                }
                            }).collect_view()}
                        </select>
                    </label>
                    <p class="meta">{explanation}</p>
                </div>
            }
            .into_any()
        }
    };
    view! {
        <section aria-labelledby="deity-h" class="deity-start">
            <h2 id="deity-h">"Deity, rules enforced"</h2>
            <Show when=move || deity.problem.with(Option::is_some)>
                <div class="banner problem" role="alert" aria-label="Problem with the saved Deity game">
                    <p>{move || deity.problem.with(|p| p.as_ref().map(|p| p.0.clone()))}</p>
                    <button on:click=move |_| {
                        if let Some((_, raw)) = deity.problem.get_untracked() {
                            let _ = storage::download("protoplay-deity-saved.json", &raw);
                        }
                    }>"Download the saved Deity game"</button>
                    <Show when=move || deity.protect.get()>
                        <button on:click=move |_| deity.resume_saving()>"Start saving again"</button>
                    </Show>
                </div>
            </Show>
            <Show when=move || deity.has_game()>
                <p>
                    <button class="primary" on:click=move |_| deity.resume()>"Continue the Deity game"</button>
                    <span class="meta">" Starting a new game replaces it."</span>
                </p>
            </Show>
            <article class="game-card deity-form" aria-label="New Deity game">
                <p class="description">"The Warpspawn god game on a hex map, with every rule checked: world building, the seven phases, battles with dice, all 26 miracles. Play against bots or pass the screen between people."</p>
                <div class="new-table">
                    <label>"Players "
                        <select aria-label="Players for Deity" on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                        }>
                            {(2u8..=4).map(|n| view! {
                                <option value=n.to_string() selected=move || players.get() == n>{n}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <label>"Seed "
                        <input type="text" inputmode="numeric" size="12" aria-label="Seed for Deity"
                            prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                    </label>
                </div>
                <fieldset class="seats">
                    <legend>"Who plays each seat"</legend>
                    {(0u8..4).map(|s| {
                        let i = usize::from(s);
                        view! {
                            <Show when=move || s < players.get()>
                                <label>{format!("{} ", seat_label(s))}
                                    <select aria-label=format!("Seat {} plays as", s + 1) on:change=move |ev| {
                                        if let Some(k) = SeatKind::from_value(&event_target_value(&ev)) {
                                            seats.update(|v| if let Some(x) = v.get_mut(i) { *x = k });
                                        }
                                    }>
                                        {SeatKind::ALL.into_iter().map(|k| view! {
                                            <option value=k.value()
                                                selected=move || seats.with(|v| v.get(i) == Some(&k))>{k.label()}</option>
                                        }).collect_view()}
                                    </select>
                                </label>
                            </Show>
                        }
                    }).collect_view()}
                </fieldset>
                {world.into_iter().map(|c| choice_view(c, true)).collect_view()}
                <details class="variants">
                    <summary>"Rule variants (where the rule text can be read two ways)"</summary>
                    {rules.into_iter().map(|c| choice_view(c, false)).collect_view()}
                </details>
                <button class="primary" on:click=start>"Play Deity (rules enforced)"</button>
            </article>
        </section>
    }
}
