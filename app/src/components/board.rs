//! Boards as SVG: hex maps (terrain colours with each terrain's mark written in its cells and a
//! legend, counters with numbers, coordinates on hover, zoom and pan) and region maps. Cells
//! and counters are buttons for screen readers. A hex map is one Tab stop: arrow keys move
//! between its cells (a roving tab index), Enter places or moves what is held there, or picks up
//! the cell's stacks one after another, and the focused cell is announced.

use leptos::prelude::*;
use protoplay_engine::def::BoardKind;
use protoplay_engine::table::{Action, Place};

use crate::render::board::{
    CellGeometry, HEX_SIZE, HexGeometry, StackModel, cell_description, hex_geometry, region_board,
    same_stacks, stack_model_of, stacks_by_cell, table_stacks_by_cell,
};
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
    // The cells' shapes are fixed while a table is played: computed once, drawn once. Only the
    // counters change, and each cell redraws only when its own counters change.
    let Some(geometry) = store.game.with_untracked(|g| {
        let g = g.as_ref()?;
        match &g.def().board(&board)?.kind {
            BoardKind::Hex(map) => Some(hex_geometry(g.def(), &board, map)),
            BoardKind::Regions(_) => None,
        }
    }) else {
        return ().into_any();
    };
    let signals = cell_signals(store, &board, &geometry);
    let board = StoredValue::new(board);
    let (x, y, w, h) = geometry.view_box;
    // Never so narrow that a cell is under 44 px across (a fingertip): a phone scrolls the map.
    let least = w * 46.0 / (1.73 * HEX_SIZE);
    // Zoom and pan: a view box inside the full one.
    let zoom = RwSignal::new(1.0f32);
    let pan = RwSignal::new((0.0f32, 0.0f32));
    let view_box = move || {
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
    let announce = RwSignal::new(String::new());
    let dragging = RwSignal::new(None::<(i32, i32)>);
    let dragged_from = RwSignal::new(None::<Place>);
    let name = geometry.name.clone();
    let legend = geometry.legend.clone();
    // The cell holding the board's one Tab stop, the middle one to start with; arrow keys move it.
    let (mx, my) = (x + w / 2.0, y + h / 2.0);
    let focused = RwSignal::new(
        geometry
            .cells
            .iter()
            .min_by(|a, b| {
                let d = |c: &CellGeometry| (c.cx - mx).powi(2) + (c.cy - my).powi(2);
                d(a).total_cmp(&d(b))
            })
            .map(|c| (c.q, c.r)),
    );
    // Each cell asks whether it holds the Tab stop through a selector, so moving the stop wakes
    // the two cells concerned, not every cell of the map.
    let is_focused = Selector::new(move || focused.get());
    let centres: StoredValue<Vec<CellCentre>> = StoredValue::new(
        geometry
            .cells
            .iter()
            .map(|c| ((c.q, c.r), c.cx, c.cy))
            .collect(),
    );
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let key = ev.key();
        if !key.starts_with("Arrow") {
            return;
        }
        let Some(from) = focused.get_untracked() else {
            return;
        };
        ev.prevent_default();
        if let Some(to) =
            centres.with_value(|c| crate::render::board::towards(c.iter().copied(), from, &key))
        {
            focused.set(Some(to));
            focus_cell(&board.get_value(), to);
        }
    };
    // The cells are drawn in layers of a few dozen, one SVG each over the other, in the order
    // of the map: the browser paints an SVG again whole when anything in it changes, so a move
    // repaints the layers of the cells it touches, not the whole map.
    let mut cells = geometry.cells.into_iter().peekable();
    let mut layers = Vec::new();
    while cells.peek().is_some() {
        let layer = cells
            .by_ref()
            .take(CELLS_PER_LAYER)
            .filter_map(|cell| {
                let own = *signals.get(&(cell.q, cell.r))?;
                Some(view! { <HexCellView cell=cell board=board.get_value() signals=own hovered=hovered announce=announce focused=focused is_focused=is_focused.clone() dragged_from=dragged_from/> })
            })
            .collect_view();
        layers.push(view! { <svg class="hex-layer" viewBox=view_box role="none">{layer}</svg> });
    }
    view! {
        <section class="board" aria-label=format!("Board: {name}")>
            <div class="board-tools" role="group" aria-label="Zoom">
                <h3>{name.clone()}</h3>
                <button aria-label="Zoom in" on:click=move |_| zoom.update(|z| *z = (*z * 1.25).min(8.0))>"+"</button>
                <button aria-label="Zoom out" on:click=move |_| zoom.update(|z| *z = (*z / 1.25).max(0.5))>"−"</button>
                <button aria-label="Reset view" on:click=move |_| { zoom.set(1.0); pan.set((0.0, 0.0)); }>"Reset"</button>
                // The cell under the pointer, when it is not the focused one said below.
                <span class="hover-info" aria-live="off">{move || {
                    let h = hovered.get();
                    if announce.with(|a| *a == h) { String::new() } else { h }
                }}</span>
            </div>
            <p class="hover-info focused-cell" aria-live="polite">{move || announce.get()}</p>
            <div class="board-scroll">
            <div class="hex-board" role="group" style=format!("min-width: {least:.0}px")
                aria-label=format!("{name} map: use the arrow keys to move between cells, Enter to place or pick up")
                on:keydown=on_key
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
                        let scale = w / zoom.get_untracked() / 800.0;
                        pan.update(|(px, py)| {
                            *px -= (ev.client_x() - x0) as f32 * scale;
                            *py -= (ev.client_y() - y0) as f32 * scale;
                        });
                        dragging.set(Some((ev.client_x(), ev.client_y())));
                    }
                }
                on:pointerup=move |_| dragging.set(None)
                on:pointerleave=move |_| { dragging.set(None); dragged_from.set(None); }>
                {layers}
            </div>
            </div>
            {(!legend.is_empty()).then(|| view! {
                <ul class="legend" aria-label="Legend">
                    {legend.into_iter().map(|l| view! {
                        <li><span class="swatch" style=format!("background:{}", l.colour)></span>
                            <strong class="legend-mark">{l.mark}</strong>" "
                            {l.name}{(!l.note.is_empty()).then(|| format!(": {}", l.note))}</li>
                    }).collect_view()}
                </ul>
            })}
        </section>
    }
    .into_any()
}

/// Cells drawn in one SVG layer of a hex map (see `HexBoard`).
const CELLS_PER_LAYER: usize = 24;

/// A cell's axial coordinates and its centre in SVG units.
type CellCentre = ((i32, i32), f32, f32);

/// The DOM id of a hex cell of a board.
fn cell_dom_id(board: &str, (q, r): (i32, i32)) -> String {
    format!("hex-{}-{q}-{r}", crate::state::links::slug(board))
}

fn focus_cell(board: &str, at: (i32, i32)) {
    use wasm_bindgen::JsCast;
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&cell_dom_id(board, at)))
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

/// Enter on a cell: place or move what is held here; with nothing held, pick up the cell's
/// first stack, and with one of its stacks held, the next one (after the last, put it down).
fn cell_entered(store: AppStore, place: Place, stacks: &[StackModel]) {
    let held_here = store.selection.with_untracked(|s| match s {
        Some(Selection::Stack {
            place: p,
            counter,
            owner,
        }) if *p == place => Some(
            stacks
                .iter()
                .position(|st| st.counter == *counter && st.owner == *owner),
        ),
        _ => None,
    });
    let holding_other = store.selection.with_untracked(|s| {
        matches!(
            s,
            Some(Selection::Supply { .. }) | Some(Selection::Stack { .. })
        )
    }) && held_here.is_none();
    if holding_other || stacks.is_empty() {
        place_clicked(store, place, panels_amount(store));
        return;
    }
    let next = match held_here {
        None => Some(0),
        Some(Some(i)) if i + 1 < stacks.len() => Some(i + 1),
        Some(_) => None,
    };
    match next.and_then(|i| stacks.get(i)) {
        Some(s) => store.selection.set(Some(Selection::Stack {
            counter: s.counter.clone(),
            owner: s.owner,
            place,
        })),
        None => store.selection.set(None),
    }
}

/// What one cell draws that can change: its counters, and which of them is picked up.
#[derive(Clone, Copy)]
struct CellSignals {
    stacks: RwSignal<Vec<StackModel>>,
    held: RwSignal<Option<(String, Option<u8>)>>,
}

/// One pair of signals per cell, kept up to date by two effects: one regroups the counters when
/// the table changes and sets only the cells whose counters differ, the other marks the cell
/// whose stack is picked up. A move thus touches two cells, not four hundred.
fn cell_signals(
    store: AppStore,
    board: &str,
    geometry: &HexGeometry,
) -> std::collections::HashMap<(i32, i32), CellSignals> {
    let mut initial = store.game.with_untracked(|g| {
        g.as_ref()
            .map(|g| stacks_by_cell(g.def(), g.table(), board))
            .unwrap_or_default()
    });
    let signals: std::collections::HashMap<(i32, i32), CellSignals> = geometry
        .cells
        .iter()
        .map(|c| {
            let stacks = initial.remove(&(c.q, c.r)).unwrap_or_default();
            (
                (c.q, c.r),
                CellSignals {
                    stacks: RwSignal::new(stacks),
                    held: RwSignal::new(None),
                },
            )
        })
        .collect();
    let cells = StoredValue::new(signals.clone());
    // Compares what each cell draws with what the table holds there, and draws again only the
    // cells that differ: a move builds two cells' counters, not a thousand.
    let grouped = board.to_string();
    Effect::new(move |_| {
        store.game.with(|g| {
            let mut held = g
                .as_ref()
                .map(|g| table_stacks_by_cell(g.table(), &grouped))
                .unwrap_or_default();
            cells.with_value(|cells| {
                for (key, cell) in cells {
                    let now = held.remove(key).unwrap_or_default();
                    if cell.stacks.with_untracked(|drawn| same_stacks(drawn, &now)) {
                        continue;
                    }
                    cell.stacks.set(
                        g.as_ref()
                            .map(|g| now.iter().map(|s| stack_model_of(g.def(), s)).collect())
                            .unwrap_or_default(),
                    );
                }
            });
        });
    });
    let board = board.to_string();
    Effect::new(move |previous: Option<Option<(i32, i32)>>| {
        let held = store.selection.with(|s| match s {
            Some(Selection::Stack {
                counter,
                owner,
                place: Place::Hex { board: b, q, r },
            }) if *b == board => Some(((*q, *r), (counter.clone(), *owner))),
            _ => None,
        });
        cells.with_value(|cells| {
            if let Some(Some(old)) = previous
                && let Some(cell) = cells.get(&old)
            {
                cell.held.set(None);
            }
            if let Some((key, stack)) = &held
                && let Some(cell) = cells.get(key)
            {
                cell.held.set(Some(stack.clone()));
            }
        });
        held.map(|(key, _)| key)
    });
    signals
}

#[component]
fn HexCellView(
    cell: CellGeometry,
    board: String,
    signals: CellSignals,
    hovered: RwSignal<String>,
    announce: RwSignal<String>,
    focused: RwSignal<Option<(i32, i32)>>,
    is_focused: Selector<Option<(i32, i32)>>,
    dragged_from: RwSignal<Option<Place>>,
) -> impl IntoView {
    let store = use_store();
    let (q, r) = (cell.q, cell.r);
    let dom_id = cell_dom_id(&board, (q, r));
    let place = StoredValue::new(Place::Hex { board, q, r });
    let CellSignals { stacks, held } = signals;
    let cell = StoredValue::new(cell);
    let description =
        Memo::new(move |_| stacks.with(|s| cell.with_value(|c| cell_description(c, s))));
    let holding_here = move || held.with(|h| h.is_some());
    let (cx, cy) = cell.with_value(|c| (c.cx, c.cy));
    // Each stack with its place in the cell's ring. Keyed by both, so a move draws again only
    // the stacks that changed and leaves the others' elements as they are.
    let placed = move || {
        let list = stacks.get();
        let n = list.len();
        list.into_iter()
            .enumerate()
            .map(|(i, s)| (i, n, s))
            .collect::<Vec<_>>()
    };
    let stack_view = move |(i, n, s): (usize, usize, StackModel)| {
        // Stacks sit in a small ring inside the cell.
        let (dx, dy) = stack_offset(i, n);
        let (x, y) = (cx + dx, cy + dy);
        let label = format!("{} at ({q}, {r})", s.description);
        let (counter, owner) = (s.counter.clone(), s.owner);
        let is_selected = move || {
            held.with(|h| {
                h.as_ref()
                    .is_some_and(|(c, o)| *c == counter && *o == owner)
            })
        };
        let stack = StoredValue::new(s.clone());
        view! {
            <g class="stack" class:selected=is_selected role="button" aria-label=label
                on:pointerdown=move |ev| {
                    // Dragging: pick the stack up now; releasing it over another cell moves it.
                    if ev.button() == 0 && store.selection.with_untracked(|s| s.is_none()) {
                        stack.with_value(|s| stack_clicked(store, place.get_value(), s, panels_amount(store)));
                        dragged_from.set(Some(place.get_value()));
                    }
                }
                on:click=move |ev| { ev.stop_propagation(); stack.with_value(|s| stack_clicked(store, place.get_value(), s, panels_amount(store))); }>
                <circle cx=x cy=y r="11" fill=s.fill.clone() stroke=s.stroke.clone() stroke-width="3"/>
                <text x=x y=y + 1.0 class="stack-label" text-anchor="middle" dominant-baseline="middle">{s.label.clone()}</text>
                <text x=x + 10.0 y=y - 9.0 class="stack-count" text-anchor="middle" dominant-baseline="middle">{s.count}</text>
            </g>
        }
    };
    // What the focused or hovered cell holds is said again when it changes (a counter placed
    // there), so neither line is left describing the cell as it was.
    Effect::new(move |before: Option<String>| {
        let d = description.get();
        if let Some(old) = before {
            if focused.get_untracked() == Some((q, r)) {
                announce.set(d.clone());
            }
            if hovered.with_untracked(|h| *h == old) {
                hovered.set(d.clone());
            }
        }
        d
    });
    view! {
        <g class="cell" class:holding=holding_here role="button" id=dom_id
            tabindex=move || if is_focused.selected(&Some((q, r))) { "0" } else { "-1" }
            aria-label=move || description.get()
            on:click=move |_| { focused.set(Some((q, r))); place_clicked(store, place.get_value(), panels_amount(store)) }
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    stacks.with_untracked(|st| cell_entered(store, place.get_value(), st));
                }
            }
            on:pointerup=move |_| {
                if let Some(from) = dragged_from.get_untracked() {
                    dragged_from.set(None);
                    if place.with_value(|here| *here != from) {
                        place_clicked(store, place.get_value(), panels_amount(store));
                    }
                }
            }
            on:mouseenter=move |_| hovered.set(description.get_untracked())
            on:focus=move |_| {
                focused.set(Some((q, r)));
                hovered.set(description.get_untracked());
                announce.set(description.get_untracked());
            }>
            <polygon points=cell.with_value(|c| c.points.clone()) fill=cell.with_value(|c| c.fill.clone())/>
            {Some(cell.with_value(|c| c.mark.clone())).filter(|m| !m.is_empty()).map(|m| view! {
                <text x=cx y=cy + HEX_SIZE * 0.72 class="terrain-mark" text-anchor="middle">{m}</text>
            })}
            {cell.with_value(|c| c.label.clone()).map(|l| view! {
                <text x=cx y=cy - HEX_SIZE * 0.6 class="cell-label" text-anchor="middle">{l}</text>
            })}
            <For each=placed key=|(i, n, s)| (*i, *n, s.counter.clone(), s.owner, s.count) children=stack_view/>
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
