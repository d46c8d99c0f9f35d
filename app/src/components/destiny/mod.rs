//! Destiny with the rules enforced: the library entry with its start form, the table screen and
//! the simulation screen. The engine decides everything; these components draw the session and
//! turn clicks into [`Move`](protoplay_engine::rules::destiny::Move)s.

mod sim;
mod table;

use leptos::prelude::*;
use protoplay_engine::rules::VariantKind;
use protoplay_engine::rules::destiny::{VARIANTS, Variants};

use crate::state::destiny::{DestinyScreen, DestinySetup, SeatKind, use_destiny};
use crate::state::storage;

/// The open Destiny screen.
#[component]
pub fn DestinyScreens() -> impl IntoView {
    let d = use_destiny();
    move || match d.screen.get() {
        Some(DestinyScreen::Simulate) => view! { <sim::SimScreen/> }.into_any(),
        _ => view! { <table::DestinyTable/> }.into_any(),
    }
}

/// The library's Destiny entry: continue the game in progress, start one, or simulate.
#[component]
pub fn DestinyEntry() -> impl IntoView {
    let d = use_destiny();
    let players = RwSignal::new(2u8);
    let seats = RwSignal::new(DestinySetup::new(6, 0).seats);
    let seed = RwSignal::new(super::library::random_seed().to_string());
    let variants = RwSignal::new(Variants::default());
    let start = move |_| match seed.get_untracked().trim().parse::<u64>() {
        Ok(s) => {
            let n = usize::from(players.get_untracked());
            let mut setup = DestinySetup::new(players.get_untracked(), s);
            setup.seats = seats.get_untracked().into_iter().take(n).collect();
            setup.variants = variants.get_untracked();
            d.start(setup);
        }
        Err(_) => d.notice.set(Some(
            "The seed must be a whole number from 0 to 18446744073709551615.".to_string(),
        )),
    };
    let in_progress = move || {
        d.session.with(|s| {
            s.as_ref().map(|s| {
                format!(
                    "{} players, seed {}, round {}{}",
                    s.setup.players(),
                    s.setup.seed,
                    s.game.round(),
                    if s.game.is_over() { ", finished" } else { "" }
                )
            })
        })
    };
    view! {
        <article class="game-card destiny-entry" aria-label="Play Destiny (rules enforced)">
            <h3>"Play Destiny (rules enforced)"</h3>
            <p class="description">"Warpspawn's card game with every rule, power and treasure enforced by the engine. Bots take the seats you give them."</p>
            {move || d.problem.get().map(|p| {
                let raw = p.raw.clone();
                view! {
                    <div class="banner problem" role="alert" aria-label="Problem with the saved Destiny game">
                        <p>{p.message.clone()}</p>
                        <button on:click=move |_| { let _ = storage::download("protoplay-destiny-saved.json", &raw); }>"Download the saved game"</button>
                    </div>
                }
            })}
            {move || in_progress().map(|text| view! {
                <p class="meta">"In progress: "{text}" "
                    <button class="primary" on:click=move |_| d.open(DestinyScreen::Play)>"Continue Destiny"</button>
                </p>
            })}
            {move || d.notice.get().filter(|_| d.screen.get().is_none()).map(|n| view! { <p class="notice" role="alert">{n}</p> })}
            <div class="new-table destiny-form">
                <label>"Players "
                    <select aria-label="Players for Destiny" on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                    }>
                        {(2u8..=6).map(|n| view! {
                            <option value=n.to_string() selected=move || players.get() == n>{n}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>"Seed "
                    <input type="text" inputmode="numeric" size="12" aria-label="Seed for Destiny"
                        prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                </label>
                <fieldset class="seats">
                    <legend>"Seats"</legend>
                    {move || (0..players.get()).map(|i| {
                        let label = format!("Player {}", i + 1);
                        view! {
                            <label>{label.clone()}" "
                                <select aria-label=format!("{label} is") on:change=move |ev| {
                                    if let Some(k) = SeatKind::from_key(&event_target_value(&ev)) {
                                        seats.update(|s| if let Some(x) = s.get_mut(usize::from(i)) { *x = k });
                                    }
                                }>
                                    {SeatKind::ALL.into_iter().map(|k| view! {
                                        <option value=k.key() selected=move || seats.with(|s| s.get(usize::from(i)) == Some(&k))>{k.label()}</option>
                                    }).collect_view()}
                                </select>
                            </label>
                        }
                    }).collect_view()}
                </fieldset>
                <VariantFields variants=variants/>
                <div class="actions">
                    <button class="primary" on:click=start>"Start Destiny (rules enforced)"</button>
                    <button on:click=move |_| d.open(DestinyScreen::Simulate)>"Simulate Destiny"</button>
                </div>
            </div>
        </article>
    }
}

/// Every rule variant with its options (default first and marked) and its one-line explanation.
#[component]
pub fn VariantFields(variants: RwSignal<Variants>) -> impl IntoView {
    view! {
        <fieldset class="variants">
            <legend>"Rule variants"</legend>
            {VARIANTS.iter().map(|v| {
                let id = format!("variant-{}", v.id);
                let name = v.id;
                let VariantKind::Choice(options) = v.kind else { return ().into_any() };
                let get = move |vs: &Variants| serde_json::to_value(vs).ok()
                    .and_then(|j| j.get(name).and_then(|x| x.as_str().map(str::to_string)))
                    .unwrap_or_default();
                view! {
                    <div class="variant">
                        <label>{name}" "
                            <select aria-label=format!("Variant {name}") aria-describedby=id.clone() on:change=move |ev| {
                                let value = event_target_value(&ev);
                                variants.update(|vs| {
                                    if let Ok(mut j) = serde_json::to_value(*vs) {
                                        j[name] = serde_json::Value::from(value);
                                        if let Ok(n) = serde_json::from_value(j) { *vs = n; }
                                    }
                                });
                            }>
                                {options.iter().enumerate().map(|(i, o)| {
                                    let o = o.id;
                                    view! {
                                        <option value=o selected=move || variants.with(|vs| get(vs) == o)>
                                            {if i == 0 { format!("{o} (default)") } else { o.to_string() }}
                                        </option>
                                    }
                                }).collect_view()}
                            </select>
                        </label>
                        <p class="hint" id=id>{v.about}</p>
                    </div>
                }.into_any()
            }).collect_view()}
        </fieldset>
    }
}
