//! Zones drawn as card rows, hands and piles. Cards move by drag, by click-then-click and by
//! keyboard (every card is a button; Enter picks it up, Enter on a zone's "Move here" puts it
//! down).

use leptos::prelude::*;
use protoplay_engine::def::{Owner, ZoneLayout};
use protoplay_engine::table::{Action, Position, ZoneRef};

use crate::render::cards::{CardModel, ZoneModel, zones};
use crate::state::{AppStore, Selection, use_store};

#[component]
pub fn Zones() -> impl IntoView {
    let store = use_store();
    let model = Memo::new(move |_| {
        let viewer = store.viewer.get();
        store.game.with(|g| {
            g.as_ref()
                .map(|g| zones(g.def(), g.table(), viewer))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="zones" aria-label="Cards">
            <For each=move || model.get() key=|z| format!("{z:?}") let:zone>
                <ZoneView zone=zone/>
            </For>
        </section>
    }
}

/// The hand zone cards are drawn into: the first per-player hand of the viewer (or of the
/// active player for an onlooker).
fn draw_target(store: AppStore) -> Option<ZoneRef> {
    let seat = store.viewer.get_untracked().or_else(|| {
        store
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.table().active))
    })?;
    store.game.with_untracked(|g| {
        let def = g.as_ref()?.def();
        def.zones
            .iter()
            .find(|z| z.owner == Owner::EachPlayer && z.layout == ZoneLayout::Hand)
            .map(|z| ZoneRef::of(&z.id, seat))
    })
}

fn hand_zone_id(store: AppStore) -> Option<String> {
    draw_target(store).map(|z| z.zone)
}

#[component]
fn ZoneView(zone: ZoneModel) -> impl IntoView {
    let store = use_store();
    let at = StoredValue::new(zone.at.clone());
    let title = zone.title.clone();
    let is_pile = zone.layout == ZoneLayout::Pile;
    let shared = zone.at.player.is_none();
    let count = zone.count;
    let holding_card_elsewhere = move || {
        store
            .selection
            .with(|s| matches!(s, Some(Selection::Card { zone, .. }) if *zone != at.get_value()))
    };
    let drop_here = move || {
        if let Some(Selection::Card { zone, index }) = store.selection.get_untracked() {
            store.act(Action::MoveCard {
                from: zone,
                index,
                to: at.get_value(),
                position: if is_pile {
                    Position::Top
                } else {
                    Position::Bottom
                },
                face_up: None,
            });
        }
    };
    let layout_class = match zone.layout {
        ZoneLayout::Pile => "cards pile",
        ZoneLayout::Hand => "cards hand",
        ZoneLayout::Row => "cards row",
    };
    let empty = zone.cards.is_empty();
    let move_label = format!("Move here: {title}");
    view! {
        <section class="zone" class:mine=zone.mine aria-label=title.clone()
            on:dragover=move |ev| ev.prevent_default()
            on:drop=move |ev| { ev.prevent_default(); drop_here(); }>
            <h3>{title.clone()} <span class="count">{format!(" · {count} {}", if count == 1 { "card" } else { "cards" })}</span></h3>
            <div class=layout_class>
                {zone.cards.into_iter().map(|c| view! { <CardView card=c at=at.get_value()/> }).collect_view()}
                {empty.then(|| view! { <div class="card-slot" aria-hidden="true">"empty"</div> })}
            </div>
            <div class="zone-actions">
                <Show when=holding_card_elsewhere>
                    <button class="primary" aria-label=move_label.clone() on:click=move |_| drop_here()>"Move here"</button>
                </Show>
                {(is_pile && count > 0).then(|| view! {
                    <button aria-label=format!("Draw 1 from {}", title.clone()) on:click=move |_| {
                        if let Some(to) = draw_target(store) {
                            store.act(Action::Draw { from: at.get_value(), to, count: 1 });
                        }
                    }>"Draw 1"</button>
                    <button aria-label=format!("Shuffle {}", title.clone()) on:click=move |_| store.act(Action::Shuffle { zone: at.get_value() })>"Shuffle"</button>
                })}
                {(is_pile && shared && count > 0).then(|| view! {
                    <button aria-label=format!("Deal 1 to each player from {}", title.clone()) on:click=move |_| {
                        if let Some(to) = hand_zone_id(store) {
                            store.act(Action::Deal { from: at.get_value(), to, count: 1 });
                        }
                    }>"Deal 1 each"</button>
                })}
            </div>
        </section>
    }
}

#[component]
fn CardView(card: CardModel, at: ZoneRef) -> impl IntoView {
    let store = use_store();
    let at = StoredValue::new(at);
    let index = card.index;
    let selected = move || {
        store.selection.with(|s| {
            matches!(s, Some(Selection::Card { zone, index: i }) if *zone == at.get_value() && *i == index)
        })
    };
    let click = move || match store.selection.get_untracked() {
        Some(Selection::Card { zone, index: i }) if zone == at.get_value() && i == index => {
            store.selection.set(None)
        }
        Some(Selection::Card { zone, index: i }) => store.act(Action::MoveCard {
            from: zone,
            index: i,
            to: at.get_value(),
            position: Position::At(index),
            face_up: None,
        }),
        _ => store.selection.set(Some(Selection::Card {
            zone: at.get_value(),
            index,
        })),
    };
    let label = card.description.clone();
    let is_back = card.face.is_none();
    view! {
        <button class="card" class:tapped=card.tapped class:back=is_back
            aria-label=label aria-pressed=move || if selected() { "true" } else { "false" }
            draggable="true"
            on:dragstart=move |ev| {
                if let Some(dt) = ev.data_transfer() { let _ = dt.set_data("text/plain", "card"); }
                store.selection.set(Some(Selection::Card { zone: at.get_value(), index }));
            }
            on:click=move |_| click()>
            {match card.face {
                Some(face) => view! {
                    <span class="card-title">{face.title}</span>
                    {face.kind.map(|k| view! { <span class="card-kind">{k}</span> })}
                    {face.text.map(|t| view! { <span class="card-text">{t}</span> })}
                    {(!face.corners.is_empty()).then(|| view! {
                        <span class="card-corners">{face.corners.join(" · ")}</span>
                    })}
                }.into_any(),
                None => view! { <span class="card-back-name">{card.back}</span> }.into_any(),
            }}
        </button>
    }
}
