//! The Deity map as SVG: terrain and water, counts in each hex, each owner's marker (colour,
//! shape and seat number), the legal targets of the action being chosen outlined and
//! selectable by click or keyboard.

use leptos::prelude::*;

use crate::render::deity::{DEITY_HEX, DeityCell, board, seat_mark, targets};
use crate::state::deity::{DeityStore, use_deity};

use super::hex_chosen;

#[component]
pub fn DeityMap() -> impl IntoView {
    let deity = use_deity();
    let model = Memo::new(move |_| {
        let step = deity.step.get();
        // The hex whose counts are being chosen, else the first of two hexes.
        let counting = deity.counting.with(|c| c.as_ref().map(|c| c.focus()));
        let chosen = match step {
            _ if counting.is_some() => counting,
            Some(crate::render::deity::Step::Second { from, .. }) => Some(from),
            _ => None,
        };
        deity.game.with(|g| {
            g.as_ref().map(|g| {
                let t = targets(g, step);
                board(g, &t, chosen)
            })
        })
    });
    let view_box = move || {
        model.with(|m| {
            m.as_ref().map_or_else(String::new, |m| {
                let (x, y, w, h) = m.view_box;
                format!("{x:.1} {y:.1} {w:.1} {h:.1}")
            })
        })
    };
    let cells = move || model.with(|m| m.as_ref().map(|m| m.cells.clone()).unwrap_or_default());
    let edge_labels = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| m.edge_labels.clone())
                .unwrap_or_default()
        })
    };
    let hovered = RwSignal::new(String::new());
    view! {
        <section class="board deity-board" aria-label="Deity map">
            <div class="board-tools">
                <h3>"The world"</h3>
                <span class="hover-info" aria-live="off">{move || hovered.get()}</span>
            </div>
            <svg class="hex-board deity-map" viewBox=view_box role="group" aria-label="Deity hex map"
                on:mouseleave=move |_| hovered.set(String::new())>
                <For each=cells key=|c| c.key() let:cell>
                    <Cell cell=cell deity=deity hovered=hovered/>
                </For>
                // The numbers in the hex names ("Plains (3,1)"): columns on top, rows on the left.
                <g class="edge-labels" aria-hidden="true">
                    {move || edge_labels().into_iter().map(|l| view! {
                        <text x=l.x y=l.y class="edge-label" class:row-number=l.row
                            text-anchor="middle" dominant-baseline="middle">{l.number}</text>
                    }).collect_view()}
                </g>
            </svg>
            <p class="legend meta">"Each hex: owner marker (● Player 1, ■ Player 2, ▲ Player 3, ◆ Player 4, with the seat number), then population (pop), armies, ⌂T temple, M monsters, ☠B blight. Legal targets have a thick dashed outline. Hex names give column (numbers on top) then row (numbers on the left)."</p>
        </section>
    }
}

/// The owner's marker: a shape per seat, in the seat's colour, with its number.
fn marker(seat: u8, x: f32, y: f32) -> impl IntoView {
    let (colour, _, shape, _) = seat_mark(seat);
    let r = 8.0;
    let body = match shape {
        "circle" => view! { <circle cx=x cy=y r=r fill=colour class="owner-shape"/> }.into_any(),
        "square" => view! {
            <rect x=x - r y=y - r width=2.0 * r height=2.0 * r fill=colour class="owner-shape"/>
        }
        .into_any(),
        "triangle" => {
            let p = format!(
                "{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}",
                x,
                y - r * 1.25,
                x + r * 1.15,
                y + r * 0.8,
                x - r * 1.15,
                y + r * 0.8
            );
            view! { <polygon points=p fill=colour class="owner-shape"/> }.into_any()
        }
        _ => {
            let p = format!(
                "{:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {:.1},{:.1}",
                x,
                y - r * 1.2,
                x + r * 1.2,
                y,
                x,
                y + r * 1.2,
                x - r * 1.2,
                y
            );
            view! { <polygon points=p fill=colour class="owner-shape"/> }.into_any()
        }
    };
    view! {
        <g class="owner" aria-hidden="true">
            {body}
            <text x=x y=y + 0.5 class="owner-number" text-anchor="middle" dominant-baseline="middle">{seat + 1}</text>
        </g>
    }
}

#[component]
fn Cell(cell: DeityCell, deity: DeityStore, hovered: RwSignal<String>) -> impl IntoView {
    let (q, r) = (cell.q, cell.r);
    let description = cell.description.clone();
    let hover_text = description.clone();
    let top = cell.cy - DEITY_HEX * 0.58;
    let owner_colour = cell.owner.map(|o| seat_mark(o).0);
    let lines_y0 = if cell.owner.is_some() {
        cell.cy - 4.0
    } else {
        cell.cy - 2.0
    };
    let lines = cell
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            view! {
                <text x=cell.cx y=lines_y0 + 13.0 * i as f32 class="count-line" text-anchor="middle"
                    dominant-baseline="middle">{l.clone()}</text>
            }
        })
        .collect_view();
    let tabindex = if cell.target { "0" } else { "-1" };
    view! {
        <g class="dcell" class:target=cell.target class:chosen=cell.chosen class:water=cell.water
            role="button" tabindex=tabindex aria-label=description.clone()
            on:click=move |_| hex_chosen(deity, q, r)
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    hex_chosen(deity, q, r);
                }
            }
            on:mouseenter=move |_| hovered.set(hover_text.clone())
            on:focus=move |_| hovered.set(description.clone())>
            <polygon points=cell.points.clone() fill=cell.fill class="terrain"/>
            {owner_colour.map(|c| view! {
                <polygon points=cell.points.clone() fill="none" stroke=c class="owner-edge"/>
            })}
            {cell.target.then(|| view! { <polygon points=cell.points.clone() class="target-ring"/> })}
            {cell.chosen.then(|| view! { <polygon points=cell.points.clone() class="chosen-ring"/> })}
            {cell.owner.map(|o| marker(o, cell.cx, top))}
            {lines}
        </g>
    }
}
