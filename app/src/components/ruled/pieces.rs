//! What a ruled table shows: the zones of cards, the seats, the trackers and the game's panels,
//! each drawn from the game's projection.

use leptos::prelude::*;
use protoplay_engine::rules::{
    CardView, GameInfo, Panel, Projection, Shown, Thing, ZoneLayout, ZoneView,
};

use super::PlaceholderMarks;
use crate::render::ruled::{
    card_class, card_style, card_words, seat_label, seat_mark, zone_groups,
};
use crate::state::ruled::use_ruled;
use crate::state::use_store;

/// The zones of cards, each player's together ([`zone_groups`]): the viewer's own first, then
/// the shared ones, then each other player's under the player's name.
#[component]
pub(super) fn Zones(
    projection: Memo<Option<Projection>>,
    targets: Memo<Vec<Thing>>,
) -> impl IntoView {
    let groups = move || {
        projection.with(|p| {
            p.as_ref()
                .map(|p| (p.viewer, zone_groups(p.zones.clone(), p.viewer)))
                .unwrap_or_default()
        })
    };
    view! {
        <section class="zones" aria-label="Cards">
            {move || {
                let (viewer, groups) = groups();
                groups.into_iter().map(|(owner, zones)| {
                    let others = owner.filter(|&o| Some(o) != viewer);
                    view! {
                        <div class="zone-group" class:others=others.is_some()>
                            {others.map(|o| view! { <h3 class="zone-group-title">{seat_label(o)}</h3> })}
                            {zones.into_iter().map(|z| view! { <Zone zone=z viewer=viewer targets=targets/> }).collect_view()}
                        </div>
                    }
                }).collect_view()
            }}
        </section>
    }
}

#[component]
fn Zone(zone: ZoneView, viewer: Option<u8>, targets: Memo<Vec<Thing>>) -> impl IntoView {
    let mine = zone.owner.is_some() && zone.owner == viewer;
    let title = match zone.owner {
        Some(o) => format!("{} · Player {}", zone.name, o + 1),
        None => zone.name.clone(),
    };
    let count = zone.count;
    let layout = zone.layout;
    let shown = match layout {
        ZoneLayout::Pile => zone.cards.into_iter().take(1).collect::<Vec<_>>(),
        _ => zone.cards,
    };
    let hidden = count.saturating_sub(shown.len());
    let class = match layout {
        ZoneLayout::Pile => "cards pile",
        ZoneLayout::Row => "cards row",
        ZoneLayout::Hand => "cards hand",
    };
    view! {
        <section class="zone" class:mine=mine class:hand={layout == ZoneLayout::Hand} aria-label=title.clone()>
            <h3>{title.clone()}" "<span class="count">{format!("({count})")}</span></h3>
            <ul class=class>
                {shown.into_iter().map(|c| view! { <li><Card card=c targets=targets/></li> }).collect_view()}
                {(hidden > 0 && layout != ZoneLayout::Pile).then(|| view! {
                    <li class="card back" aria-label=format!("{hidden} face-down cards")><span class="card-back-name">{format!("{hidden} hidden")}</span></li>
                })}
            </ul>
        </section>
    }
}

/// A card: a button when a choice can name it, with its words for screen readers.
#[component]
fn Card(card: CardView, targets: Memo<Vec<Thing>>) -> AnyView {
    let ruled = use_ruled();
    let store = use_store();
    let words = card_words(&card);
    let attached = card.attached.clone();
    let face = move |c: &CardView| {
        if !c.face_up {
            return view! { <span class="card-back-name">"Face down"</span> }.into_any();
        }
        view! {
            <span class="card-title">{c.name.clone()}</span>
            {(!c.kind.is_empty()).then(|| view! { <span class="card-kind">{c.kind.clone()}</span> })}
            {(!c.text.is_empty()).then(|| view! { <span class="card-text">{c.text.clone()}</span> })}
            {(!c.corners.is_empty()).then(|| view! { <span class="card-corners">{c.corners.join(" · ")}</span> })}
        }
        .into_any()
    };
    let body = match card.target.clone() {
        Some(t) => {
            let thing = Thing::Card(t);
            let c = card.clone();
            let class_card = card.clone();
            let pickable = {
                let thing = thing.clone();
                move || targets.with(|ts| ts.contains(&thing))
            };
            let aria = {
                let words = words.clone();
                let pickable = pickable.clone();
                move || {
                    if pickable() {
                        format!("{words} — can be picked")
                    } else {
                        words.clone()
                    }
                }
            };
            view! {
                <button class=move || ruled.path.with(|p| targets.with(|ts| card_class(&class_card, ts, p)))
                    style=card_style(&c)
                    aria-label=aria
                    on:click=move |_| ruled.pick(store, thing.clone())>
                    {face(&c)}
                </button>
            }
            .into_any()
        }
        None => {
            let class = targets.with_untracked(|ts| card_class(&card, ts, &[]));
            view! {
                <div class=class style=card_style(&card) role="img" aria-label=words.clone()>
                    {face(&card)}
                </div>
            }
            .into_any()
        }
    };
    view! {
        {body}
        {(!attached.is_empty()).then(|| view! {
            <ul class="attached" aria-label="Cards on it">
                {attached.into_iter().map(|a| view! { <li>{Card(CardProps { card: a, targets })}</li> }).collect_view()}
            </ul>
        })}
    }
    .into_any()
}

/// Every seat: name (with its marker), public facts, who is to act, who is out.
#[component]
pub(super) fn Seats(projection: Memo<Option<Projection>>) -> impl IntoView {
    let seats =
        move || projection.with(|p| p.as_ref().map(|p| p.seats.clone()).unwrap_or_default());
    view! {
        <section class="panel" aria-labelledby="seats-h">
            <h2 id="seats-h">"Players"</h2>
            <ul class="seat-lines">
                {move || seats().into_iter().enumerate().map(|(i, s)| {
                    let (colour, colour_name, _, symbol) = seat_mark(i as u8);
                    view! {
                        <li class:to-move=s.to_act class:out=s.out>
                            <span class="seat-swatch" style=format!("background:{colour}") aria-hidden="true"></span>
                            <strong>{s.name.clone()}</strong>
                            {format!(" ({colour_name} {symbol})")}
                            {s.to_act.then_some(" — to act")}
                            {s.out.then_some(" — out")}
                            {(!s.facts.is_empty()).then(|| view! { <div class="meta">{s.facts.join(" · ")}</div> })}
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}

/// Numbers on the table, and the last roll.
#[component]
pub(super) fn Trackers(projection: Memo<Option<Projection>>) -> impl IntoView {
    let parts = move || {
        projection.with(|p| {
            p.as_ref()
                .map(|p| (p.trackers.clone(), p.dice.clone()))
                .unwrap_or_default()
        })
    };
    view! {
        {move || {
            let (trackers, dice) = parts();
            (!trackers.is_empty() || !dice.is_empty()).then(|| view! {
                <section class="panel trackers" aria-labelledby="trackers-h">
                    <h2 id="trackers-h">"On the table"</h2>
                    <ul>
                        {trackers.into_iter().map(|t| view! {
                            <li class="tracker"><span class="tracker-name">{match t.owner {
                                Some(o) => format!("{} · Player {}", t.name, o + 1),
                                None => t.name.clone(),
                            }}</span><output>{t.value}</output></li>
                        }).collect_view()}
                    </ul>
                    {(!dice.is_empty()).then(|| view! {
                        <div class="roll-result" aria-label="Last roll">
                            {dice.into_iter().map(|d| view! {
                                <span class="die-face">
                                    {(!d.colour.is_empty()).then(|| view! { <span class="swatch" style=format!("background:{}", d.colour)></span> })}
                                    {d.face}
                                </span>
                            }).collect_view()}
                        </div>
                    })}
                </section>
            })
        }}
    }
}

/// The game's read-only panels (a total's breakdown, a battle under way).
#[component]
pub(super) fn Panels(
    projection: Memo<Option<Projection>>,
    info: Signal<Option<&'static GameInfo>>,
) -> impl IntoView {
    let panels =
        move || projection.with(|p| p.as_ref().map(|p| p.panels.clone()).unwrap_or_default());
    view! {
        {move || {
            let info = info.get();
            panels().into_iter().map(|p| view! { <PanelView panel=p info=info/> }).collect_view()
        }}
    }
}

#[component]
fn PanelView(panel: Panel, info: Option<&'static GameInfo>) -> impl IntoView {
    let rules = info.and_then(|i| protoplay_engine::rules::registry::game(i.id));
    let marks = |place: Shown<'_>| rules.map(|g| g.placeholders_at(place)).unwrap_or_default();
    let title_marks = marks(Shown::Panel(&panel.title));
    let row_marks: Vec<_> = panel
        .rows
        .iter()
        .map(|r| {
            r.first()
                .map(|c| marks(Shown::Row(&panel.title, c)))
                .unwrap_or_default()
        })
        .collect();
    view! {
        <section class="panel game-panel" aria-label=panel.title.clone()>
            <h2>{panel.title.clone()}<PlaceholderMarks readings=title_marks/></h2>
            <div class="preview-wrap">
                <table class="preview">
                    {(!panel.columns.is_empty()).then(|| view! {
                        <thead><tr>{panel.columns.iter().map(|c| view! { <th scope="col">{c.clone()}</th> }).collect_view()}</tr></thead>
                    })}
                    <tbody>
                        {panel.rows.iter().zip(row_marks).map(|(r, marks)| {
                            let mut marks = Some(marks);
                            view! {
                                <tr>{r.iter().map(|c| view! {
                                    <td>{c.clone()}{marks.take().map(|m| view! { <PlaceholderMarks readings=m/> })}</td>
                                }).collect_view()}</tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
            {(!panel.note.is_empty()).then(|| view! { <p class="hint">{panel.note.clone()}</p> })}
        </section>
    }
}
