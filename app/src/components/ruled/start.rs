//! The start form of a ruled table, the same for every ruled game: players, who plays each
//! seat (a person or any bot the game offers), the seed, hot-seat, and every rule variant with
//! its default and explanation; then the rules panel (the game's text and how it plays).

use leptos::prelude::*;
use protoplay_engine::rules::{SeatKind, SessionSetup, VariantValues};

use crate::state::ruled::{Chosen, use_ruled};
use crate::state::{Screen, use_store};

use super::variants::VariantFields;

/// The value of a person in the seat selects.
const PERSON: &str = "person";

#[component]
pub fn StartScreen() -> impl IntoView {
    let ruled = use_ruled();
    view! {
        {move || match ruled.chosen.get() {
            Some(chosen) => view! { <StartForm chosen=chosen/> }.into_any(),
            None => view! { <super::NoGameChosen/> }.into_any(),
        }}
    }
}

#[component]
fn StartForm(chosen: Chosen) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    // Drawn once the game's rules are held (see `components::App`): they hold its variants.
    let (Some(info), Some(rules)) = (
        protoplay_engine::rules::registry::info(chosen.rules),
        protoplay_engine::rules::registry::game(chosen.rules),
    ) else {
        return view! { <p class="notice">"These rules are not in this version of Protoplay."</p> }
            .into_any();
    };
    let spec = rules.variant_specs();
    let bots = protoplay_engine::rules::offered_bots(info);
    let (min, max) = info.players;
    let players = RwSignal::new(min.max(2).min(max));
    // Seat 1 is a person, the others the game's default bot; kept for every seat a form may show.
    let seats = RwSignal::new(
        (0..max)
            .map(|i| {
                if i == 0 {
                    PERSON.to_string()
                } else {
                    info.default_bot.to_string()
                }
            })
            .collect::<Vec<_>>(),
    );
    let seed = RwSignal::new(super::super::library::random_seed().to_string());
    let hot_seat = RwSignal::new(true);
    let variants = RwSignal::new(VariantValues::defaults(spec));
    let error = RwSignal::new(None::<String>);
    let name = chosen.def.name.clone();
    // The screen is drawn once the game's rules are held (see `components::App`).
    let notes = protoplay_engine::rules::registry::game(chosen.rules)
        .and_then(|game| game.notes(chosen.def_for_rules().as_ref()).ok())
        .unwrap_or_default();
    let chosen = StoredValue::new(chosen);
    let people = move || {
        seats.with(|s| {
            s.iter()
                .take(usize::from(players.get()))
                .filter(|k| *k == PERSON)
                .count()
        })
    };
    let start = move |_| {
        let Ok(seed) = seed.get_untracked().trim().parse::<u64>() else {
            error.set(Some(
                "The seed must be a whole number from 0 to 18446744073709551615.".to_string(),
            ));
            return;
        };
        let n = usize::from(players.get_untracked());
        let setup = SessionSetup {
            seats: seats.with_untracked(|s| {
                s.iter()
                    .take(n)
                    .map(|k| SeatKind::from(k.clone()))
                    .collect()
            }),
            seed,
            variants: variants.get_untracked(),
            hot_seat: hot_seat.get_untracked(),
        };
        error.set(None);
        ruled.notice.set(None);
        chosen.with_value(|c| ruled.start(store, c, setup));
        if let Some(n) = ruled.notice.get_untracked() {
            error.set(Some(n));
        }
    };
    let bots = StoredValue::new(bots);
    view! {
        <div class="start-screen">
            <header class="table-header">
                <button on:click=move |_| store.screen.set(Screen::Library)>"← Library"</button>
                <h1>{format!("New table of {name}: rules enforced")}</h1>
            </header>
            <main class="start-body">
                <section class="panel start-form" aria-label=format!("Start {name}")>
                    <p class="hint">"The engine checks every move against the rules; bots can take any seat."</p>
                    <div class="new-table">
                        <label>"Players "
                            <select aria-label="Players" on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() { players.set(n) }
                            }>
                                {(min..=max).map(|n| view! {
                                    <option value=n.to_string() selected=move || players.get() == n>{n}</option>
                                }).collect_view()}
                            </select>
                        </label>
                        <label>"Seed "
                            <input type="text" inputmode="numeric" size="12" aria-label="Seed"
                                prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                        </label>
                    </div>
                    <fieldset class="seats">
                        <legend>"Who plays each seat"</legend>
                        {move || (0..players.get()).map(|i| view! {
                            <label>{format!("Player {} ", i + 1)}
                                <select aria-label=format!("Player {} is", i + 1) on:change=move |ev| {
                                    let v = event_target_value(&ev);
                                    seats.update(|s| if let Some(x) = s.get_mut(usize::from(i)) { *x = v });
                                }>
                                    <option value=PERSON selected=move || seats.with(|s| s.get(usize::from(i)).is_some_and(|k| k == PERSON))>"A person"</option>
                                    {bots.get_value().into_iter().map(|b| view! {
                                        <option value=b.id title=b.about
                                            selected=move || seats.with(|s| s.get(usize::from(i)).is_some_and(|k| k == b.id))>{b.label}</option>
                                    }).collect_view()}
                                </select>
                            </label>
                        }).collect_view()}
                        <ul class="bot-kinds hint">
                            {bots.get_value().into_iter().map(|b| view! {
                                <li><strong>{b.label}</strong>": "{b.about}
                                    <span class="variant-id">{format!(" (command line: --bots {})", b.id)}</span></li>
                            }).collect_view()}
                        </ul>
                    </fieldset>
                    <label class="check">
                        <input type="checkbox" prop:checked=move || hot_seat.get() disabled=move || people() < 2
                            on:change=move |ev| hot_seat.set(event_target_checked(&ev))/>
                        "Hot-seat: cover the table between people so no one sees another's hand (two people or more)"
                    </label>
                    <super::PlaceholderList info=info/>
                    <VariantFields spec=spec values=variants info=info/>
                    <super::DataNotes notes=notes/>
                    <div class="actions">
                        <button class="primary" on:click=start>{format!("Start {name}")}</button>
                    </div>
                    {move || error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
                </section>
                <super::RulesPanel info=info def=Signal::stored(Some(chosen.with_value(|c| c.def.clone()))) values=variants/>
            </main>
        </div>
    }
    .into_any()
}
