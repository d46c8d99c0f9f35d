//! Boards as SVG: hex maps (terrain colours, counters with numbers, coordinates on hover, zoom and
//! pan) and region maps. Cells and counters are buttons for the keyboard and screen readers.

use leptos::prelude::*;
use protoplay_engine::def::BoardKind;
use protoplay_engine::table::{Action, Place};

use crate::render::board::{CellModel, HEX_SIZE, StackModel, hex_board, region_board};
use crate::state::{AppStore, Selection, use_store};

#[component]
pub fn Boards() -> impl IntoView {
    let store = use_store();
    let boards = move || {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    g.def()
                        .boards
                        .iter()
                        .map(|b| (b.id.clone(), matches!(b.kind, BoardKind::Hex(_))))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    view! {
        <For each=boards key=|b| b.clone() let:board>
            {if board.1 {
                view! { <HexBoard board=board.0/> }.into_any()
            } else {
                view! { <RegionBoard board=board.0/> }.into_any()
            }}
        </For>
    }
}

/// What a click on a place does, given what is picked up: place from the supply, move a stack
/// here, or nothing.
fn place_clicked(store: AppStore, place: Place, amount: u32) {
    match store.selection.get_untracked() {
        Some(Selection::Supply { counter, owner }) => store.act(Action::PlaceCounter {
            counter,
            owner,
            at: place,
            count: amount,
        }),
        Some(Selection::Stack {
            counter,
            owner,
            place: from,
        }) => {
            if from == place {
                store.selection.set(None);
            } else {
                store.act(Action::MoveCounter {
                    counter,
                    owner,
                    from,
                    to: place,
                    count: amount,
                });
            }
        }
        _ => {}
    }
}

/// What a click on a counter stack does: pick it up, or (when holding something) act on its
/// place.
fn stack_clicked(store: AppStore, place: Place, stack: &StackModel, amount: u32) {
    let holding = store.selection.with_untracked(|s| match s {
        Some(Selection::Supply { .. }) => true,
        Some(Selection::Stack { place: p, .. }) => *p != place,
        _ => false,
    });
    if holding {
        place_clicked(store, place, amount);
    } else {
        store.selection.set(Some(Selection::Stack {
            counter: stack.counter.clone(),
            owner: stack.owner,
            place,
        }));
    }
}

#[component]
fn HexBoard(board: String) -> impl IntoView {
    let store = use_store();
    let board = StoredValue::new(board);
    let model = Memo::new(move |_| {
        store.game.with(|g| {
            let g = g.as_ref()?;
            let b = g.def().board(&board.get_value())?;
            match &b.kind {
                BoardKind::Hex(map) => Some(hex_board(g.def(), g.table(), &b.id, map)),
                BoardKind::Regions(_) => None,
            }
        })
    });
    let full = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| m.view_box)
                .unwrap_or((0.0, 0.0, 100.0, 100.0))
        })
    };
    // Zoom and pan: a view box inside the full one.
    let zoom = RwSignal::new(1.0f32);
    let pan = RwSignal::new((0.0f32, 0.0f32));
    let view_box = move || {
        let (x, y, w, h) = full();
        let z = zoom.get();
        let (px, py) = pan.get();
        let (vw, vh) = (w / z, h / z);
        format!(
            "{:.1} {:.1} {:.1} {:.1}",
            x + (w - vw) / 2.0 + px,
            y + (h - vh) / 2.0 + py,
            vw,
            vh
        )
    };
    let hovered = RwSignal::new(String::new());
    let dragging = RwSignal::new(None::<(i32, i32)>);
    let cells = move || model.with(|m| m.as_ref().map(|m| m.cells.clone()).unwrap_or_default());
    let name = move || model.with(|m| m.as_ref().map(|m| m.name.clone()).unwrap_or_default());
    view! {
        <section class="board" aria-label=move || format!("Board: {}", name())>
            <div class="board-tools" role="group" aria-label="Zoom">
                <h3>{name}</h3>
                <button aria-label="Zoom in" on:click=move |_| zoom.update(|z| *z = (*z * 1.25).min(8.0))>"+"</button>
                <button aria-label="Zoom out" on:click=move |_| zoom.update(|z| *z = (*z / 1.25).max(0.5))>"−"</button>
                <button aria-label="Reset view" on:click=move |_| { zoom.set(1.0); pan.set((0.0, 0.0)); }>"Reset"</button>
                <span class="hover-info" aria-live="off">{move || hovered.get()}</span>
            </div>
            <svg class="hex-board" viewBox=view_box role="group" aria-label=move || format!("{} map", name())
                on:wheel=move |ev| {
                    ev.prevent_default();
                    let factor = if ev.delta_y() < 0.0 { 1.1 } else { 1.0 / 1.1 };
                    zoom.update(|z| *z = (*z * factor).clamp(0.5, 8.0));
                }
                on:pointerdown=move |ev| {
                    if ev.button() == 0 && ev.target() == ev.current_target() {
                        dragging.set(Some((ev.client_x(), ev.client_y())));
                    }
                }
                on:pointermove=move |ev| {
                    if let Some((x0, y0)) = dragging.get_untracked() {
                        let (.., w, _) = full();
                        let scale = w / zoom.get_untracked() / 800.0;
                        pan.update(|(px, py)| {
                            *px -= (ev.client_x() - x0) as f32 * scale;
                            *py -= (ev.client_y() - y0) as f32 * scale;
                        });
                        dragging.set(Some((ev.client_x(), ev.client_y())));
                    }
                }
                on:pointerup=move |_| dragging.set(None)
                on:pointerleave=move |_| dragging.set(None)>
                <For each=cells key=|c| c.key() let:cell>
                    <HexCellView cell=cell board=board.get_value() hovered=hovered/>
                </For>
            </svg>
        </section>
    }
}

#[component]
fn HexCellView(cell: CellModel, board: String, hovered: RwSignal<String>) -> impl IntoView {
    let store = use_store();
    let place = Place::Hex {
        board,
        q: cell.q,
        r: cell.r,
    };
    let place = StoredValue::new(place);
    let amount = move || panels_amount(store);
    let selected_here = move || {
        store.selection.with(
            |s| matches!(s, Some(Selection::Stack { place: p, .. }) if *p == place.get_value()),
        )
    };
    let description = cell.description.clone();
    let hover_text = description.clone();
    let n = cell.stacks.len();
    let stacks = cell.stacks.into_iter().enumerate().map(|(i, s)| {
        // Stacks sit in a small ring inside the cell.
        let (dx, dy) = stack_offset(i, n);
        let (x, y) = (cell.cx + dx, cell.cy + dy);
        let label = format!("{} at ({}, {})", s.description, cell.q, cell.r);
        let stack = StoredValue::new(s.clone());
        let is_selected = move || {
            store.selection.with(|sel| matches!(sel, Some(Selection::Stack { counter, owner, place: p })
                if *p == place.get_value() && *counter == stack.with_value(|s| s.counter.clone()) && *owner == stack.with_value(|s| s.owner)))
        };
        view! {
            <g class="stack" class:selected=is_selected role="button" tabindex="0" aria-label=label
                on:click=move |ev| { ev.stop_propagation(); stack.with_value(|s| stack_clicked(store, place.get_value(), s, amount())); }
                on:keydown=move |ev| {
                    if ev.key() == "Enter" || ev.key() == " " {
                        ev.prevent_default(); ev.stop_propagation();
                        stack.with_value(|s| stack_clicked(store, place.get_value(), s, amount()));
                    }
                }>
                <circle cx=x cy=y r="11" fill=s.fill.clone() stroke=s.stroke.clone() stroke-width="3"/>
                <text x=x y=y + 1.0 class="stack-label" text-anchor="middle" dominant-baseline="middle">{s.label.clone()}</text>
                <text x=x + 10.0 y=y - 9.0 class="stack-count" text-anchor="middle" dominant-baseline="middle">{s.count}</text>
            </g>
        }
    }).collect_view();
    view! {
        <g class="cell" class:holding=selected_here role="button" tabindex="0" aria-label=description.clone()
            on:click=move |_| place_clicked(store, place.get_value(), amount())
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    place_clicked(store, place.get_value(), amount());
                }
            }
            on:mouseenter=move |_| hovered.set(hover_text.clone())
            on:focus=move |_| hovered.set(description.clone())>
            <polygon points=cell.points fill=cell.fill/>
            {cell.label.map(|l| view! {
                <text x=cell.cx y=cell.cy - HEX_SIZE * 0.6 class="cell-label" text-anchor="middle">{l}</text>
            })}
            {stacks}
        </g>
    }
}

fn stack_offset(i: usize, n: usize) -> (f32, f32) {
    if n <= 1 {
        return (0.0, 0.0);
    }
    let angle = std::f32::consts::TAU * i as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
    let r = HEX_SIZE * 0.45;
    (r * angle.cos(), r * angle.sin())
}

fn panels_amount(store: AppStore) -> u32 {
    super::panels::amount(store)
}

#[component]
fn RegionBoard(board: String) -> impl IntoView {
    let store = use_store();
    let board = StoredValue::new(board);
    let model = Memo::new(move |_| {
        store.game.with(|g| {
            let g = g.as_ref()?;
            let b = g.def().board(&board.get_value())?;
            match &b.kind {
                BoardKind::Regions(map) => Some(region_board(g.def(), g.table(), &b.id, map)),
                BoardKind::Hex(_) => None,
            }
        })
    });
    view! {
        {move || model.get().map(|m| {
            let view_box = format!("0 0 {} {}", m.width, m.height);
            let name = m.name.clone();
            view! {
                <section class="board" aria-label=format!("Board: {name}")>
                    <h3>{name.clone()}</h3>
                    <svg class="region-board" viewBox=view_box role="group" aria-label=format!("{name} map")>
                        {m.links.iter().map(|(x1, y1, x2, y2)| view! {
                            <line x1=*x1 y1=*y1 x2=*x2 y2=*y2 class="link"/>
                        }).collect_view()}
                        {m.regions.into_iter().map(|r| {
                            let place = StoredValue::new(Place::Region { board: board.get_value(), region: r.id.clone() });
                            let n = r.stacks.len();
                            view! {
                                <g class="region" role="button" tabindex="0" aria-label=r.description.clone()
                                    on:click=move |_| place_clicked(store, place.get_value(), panels_amount(store))
                                    on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " {
                                        ev.prevent_default();
                                        place_clicked(store, place.get_value(), panels_amount(store));
                                    }>
                                    <ellipse cx=r.x cy=r.y rx="48" ry="28" fill=r.fill.clone()/>
                                    <text x=r.x y=r.y - 12.0 text-anchor="middle" class="region-name">{r.name.clone()}</text>
                                    {r.stacks.into_iter().enumerate().map(|(i, s)| {
                                        let x = r.x - 12.0 * (n as f32 - 1.0) + 24.0 * i as f32;
                                        let y = r.y + 8.0;
                                        let s2 = StoredValue::new(s.clone());
                                        view! {
                                            <g class="stack" role="button" tabindex="0" aria-label=s.description.clone()
                                                on:click=move |ev| { ev.stop_propagation(); s2.with_value(|s| stack_clicked(store, place.get_value(), s, panels_amount(store))); }>
                                                <circle cx=x cy=y r="11" fill=s.fill.clone() stroke=s.stroke.clone() stroke-width="3"/>
                                                <text x=x y=y + 1.0 class="stack-label" text-anchor="middle" dominant-baseline="middle">{s.label.clone()}</text>
                                                <text x=x + 10.0 y=y - 9.0 class="stack-count" text-anchor="middle" dominant-baseline="middle">{s.count}</text>
                                            </g>
                                        }
                                    }).collect_view()}
                                </g>
                            }
                        }).collect_view()}
                    </svg>
                </section>
            }
        })}
    }
}
