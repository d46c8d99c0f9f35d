//! Map editors. Hex maps: shape and size, flat or pointy, a terrain brush (or "no terrain") and
//! cell labels, painted by click, drag or keyboard. Region maps: add, name, move (inputs or
//! drag) and connect regions. Both are drawn from the same render model as the table.

use leptos::prelude::*;
use protoplay_engine::def::{BoardKind, GameDef, HexMap, HexOrientation, HexShape, RegionMap};
use protoplay_engine::hex::Hex;
use wasm_bindgen::JsCast;

use crate::render::colour_name;
use crate::render::editor::{editor_hex_board, editor_region_board};
use crate::state::authoring::{
    add_hex_board, add_region, add_region_board, label_cell, move_region, paint, remove_region,
    reshape, toggle_link,
};
use crate::state::editor::use_editor;

use super::fields::{num_field, text_field};

/// Every board of the draft, with buttons to add a hex map or a region map.
#[component]
pub fn Boards() -> impl IntoView {
    let ed = use_editor();
    let boards = move || {
        ed.draft.with(|d| {
            d.boards
                .iter()
                .map(|b| (b.id.clone(), matches!(b.kind, BoardKind::Hex(_))))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="panel editor-section maps" aria-labelledby="ed-maps">
            <h2 id="ed-maps">"Maps"</h2>
            <For each=boards key=|b| b.clone() let:board>
                {if board.1 {
                    view! { <HexMapEditor board=board.0/> }.into_any()
                } else {
                    view! { <RegionMapEditor board=board.0/> }.into_any()
                }}
            </For>
            <div class="row">
                <button on:click=move |_| ed.draft.update(|d| { add_hex_board(d); })>"Add hex map"</button>
                <button on:click=move |_| ed.draft.update(|d| { add_region_board(d); })>"Add region map"</button>
            </div>
        </section>
    }
}

fn hex_map<'a>(d: &'a GameDef, board: &str) -> Option<&'a HexMap> {
    match &d.board(board)?.kind {
        BoardKind::Hex(m) => Some(m),
        BoardKind::Regions(_) => None,
    }
}

fn hex_map_mut<'a>(d: &'a mut GameDef, board: &str) -> Option<&'a mut HexMap> {
    match &mut d.boards.iter_mut().find(|b| b.id == board)?.kind {
        BoardKind::Hex(m) => Some(m),
        BoardKind::Regions(_) => None,
    }
}

fn region_map_mut<'a>(d: &'a mut GameDef, board: &str) -> Option<&'a mut RegionMap> {
    match &mut d.boards.iter_mut().find(|b| b.id == board)?.kind {
        BoardKind::Regions(m) => Some(m),
        BoardKind::Hex(_) => None,
    }
}

/// The brush: a terrain id, "" for no terrain, or the label tool.
const LABEL_TOOL: &str = "\u{0}label";

fn board_name_field(board: StoredValue<String>) -> impl IntoView {
    text_field(
        "Map name",
        format!("Name of map {}", board.get_value()),
        move |d| d.board(&board.get_value()).map(|b| b.name.clone()),
        move |d, v| {
            if let Some(b) = d.boards.iter_mut().find(|b| b.id == board.get_value()) {
                b.name = v;
            }
        },
    )
}

fn remove_board_button(board: StoredValue<String>) -> impl IntoView {
    let ed = use_editor();
    view! {
        <button aria-label=move || format!("Remove map {}", ed.draft.with(|d| d.board(&board.get_value()).map(|b| b.name.clone()).unwrap_or_default()))
            on:click=move |_| ed.draft.update(|d| d.boards.retain(|b| b.id != board.get_value()))>"Remove map"</button>
    }
}

#[component]
fn HexMapEditor(board: String) -> impl IntoView {
    let ed = use_editor();
    let board = StoredValue::new(board);
    let brush = RwSignal::new(String::new());
    let label_text = RwSignal::new(String::new());
    let painting = RwSignal::new(false);
    let model = Memo::new(move |_| ed.draft.with(|d| editor_hex_board(d, &board.get_value())));
    let shape = move || {
        ed.draft
            .with(|d| hex_map(d, &board.get_value()).map(|m| (m.shape, m.orientation)))
    };
    let set_shape = move |f: &dyn Fn(HexShape, HexOrientation) -> (HexShape, HexOrientation)| {
        ed.draft.update(|d| {
            if let Some(m) = hex_map_mut(d, &board.get_value()) {
                let (s, o) = f(m.shape, m.orientation);
                reshape(m, s, o);
            }
        })
    };
    let apply_brush = move |q: i32, r: i32| {
        let tool = brush.get_untracked();
        let label = label_text.get_untracked();
        ed.draft.update(|d| {
            if let Some(m) = hex_map_mut(d, &board.get_value()) {
                let hex = Hex::new(q, r);
                if tool == LABEL_TOOL {
                    label_cell(m, hex, &label);
                } else {
                    paint(m, hex, (!tool.is_empty()).then_some(tool.as_str()));
                }
            }
        });
    };
    let terrains = move || {
        ed.draft.with(|d| {
            d.terrains
                .iter()
                .map(|t| (t.id.clone(), t.name.clone(), t.colour.clone()))
                .collect::<Vec<_>>()
        })
    };
    let name = move || {
        ed.draft.with(|d| {
            d.board(&board.get_value())
                .map(|b| b.name.clone())
                .unwrap_or_default()
        })
    };
    let is_hexagon = move || matches!(shape(), Some((HexShape::Hexagon { .. }, _)));
    let view_box = move || {
        model.with(|m| {
            let (x, y, w, h) = m.as_ref().map_or((0.0, 0.0, 100.0, 100.0), |m| m.view_box);
            format!("{x:.1} {y:.1} {w:.1} {h:.1}")
        })
    };
    // What identifies a cell's element: its place in the model, its axial position and outline.
    let cells = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| {
                    m.cells
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            (
                                i,
                                c.q,
                                c.r,
                                c.points.clone(),
                                c.cx.to_bits(),
                                c.cy.to_bits(),
                            )
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let group = format!("brush-{}", board.get_value());
    let group2 = group.clone();
    let group3 = group.clone();
    view! {
        <article class="map-editor" aria-label=move || format!("Hex map {}", name())>
            <div class="row">
                {board_name_field(board)}
                <label class="field">
                    <span class="field-name">"Shape"</span>
                    <select aria-label=move || format!("Shape of {}", name()) on:change=move |ev| {
                        let hexagon = event_target_value(&ev) == "hexagon";
                        set_shape(&move |s, o| match (hexagon, s) {
                            (true, HexShape::Rectangle { width, .. }) => (HexShape::Hexagon { radius: width / 2 }, o),
                            (false, HexShape::Hexagon { radius }) => (HexShape::Rectangle { width: radius * 2 + 1, height: radius * 2 + 1 }, o),
                            _ => (s, o),
                        });
                    }>
                        <option value="hexagon" prop:selected=is_hexagon>"Hexagon"</option>
                        <option value="rectangle" prop:selected=move || !is_hexagon()>"Rectangle"</option>
                    </select>
                </label>
                <Show when=is_hexagon fallback=move || view! {
                    {num_field("Width", format!("Width of {}", name()),
                        move |d| hex_map(d, &board.get_value()).and_then(|m| match m.shape { HexShape::Rectangle { width, .. } => Some(width), _ => None }),
                        move |d, v: u32| if let Some(m) = hex_map_mut(d, &board.get_value()) && let HexShape::Rectangle { height, .. } = m.shape {
                            let o = m.orientation;
                            reshape(m, HexShape::Rectangle { width: v, height }, o);
                        })}
                    {num_field("Height", format!("Height of {}", name()),
                        move |d| hex_map(d, &board.get_value()).and_then(|m| match m.shape { HexShape::Rectangle { height, .. } => Some(height), _ => None }),
                        move |d, v: u32| if let Some(m) = hex_map_mut(d, &board.get_value()) && let HexShape::Rectangle { width, .. } = m.shape {
                            let o = m.orientation;
                            reshape(m, HexShape::Rectangle { width, height: v }, o);
                        })}
                }>
                    {num_field("Radius", format!("Radius of {}", name()),
                        move |d| hex_map(d, &board.get_value()).and_then(|m| match m.shape { HexShape::Hexagon { radius } => Some(radius), _ => None }),
                        move |d, v: u32| if let Some(m) = hex_map_mut(d, &board.get_value()) {
                            let o = m.orientation;
                            reshape(m, HexShape::Hexagon { radius: v }, o);
                        })}
                </Show>
                <label class="field">
                    <span class="field-name">"Hexes"</span>
                    <select aria-label=move || format!("Orientation of {}", name()) on:change=move |ev| {
                        let pointy = event_target_value(&ev) == "pointy";
                        set_shape(&move |s, _| (s, if pointy { HexOrientation::Pointy } else { HexOrientation::Flat }));
                    }>
                        <option value="flat" prop:selected=move || matches!(shape(), Some((_, HexOrientation::Flat)))>"Flat top"</option>
                        <option value="pointy" prop:selected=move || matches!(shape(), Some((_, HexOrientation::Pointy)))>"Pointy top"</option>
                    </select>
                </label>
                {remove_board_button(board)}
            </div>
            <fieldset class="brush" role="radiogroup" aria-label=move || format!("Brush for {}", name())>
                <legend>"Brush: pick one, then click or drag over cells (or Tab to a cell and press Enter)"</legend>
                <label class="field check">
                    <input type="radio" name=group.clone() prop:checked=move || brush.get().is_empty()
                        on:change=move |_| brush.set(String::new())/>
                    <span class="swatch none" aria-hidden="true"></span>"No terrain (water / none)"
                </label>
                {move || terrains().into_iter().map(|(id, tname, colour)| {
                    let id2 = id.clone();
                    let named = colour_name(&colour);
                    view! {
                        <label class="field check">
                            <input type="radio" name=group2.clone() prop:checked=move || brush.get() == id
                                on:change=move |_| brush.set(id2.clone())/>
                            <span class="swatch" style=format!("background:{colour}") aria-hidden="true"></span>
                            {tname.clone()}<span class="colour-name">{format!("({named})")}</span>
                        </label>
                    }
                }).collect_view()}
                <label class="field check">
                    <input type="radio" name=group3 prop:checked=move || brush.get() == LABEL_TOOL
                        on:change=move |_| brush.set(LABEL_TOOL.to_string())/>
                    "Label:"
                </label>
                <input type="text" aria-label=move || format!("Label to write on cells of {}", name()) placeholder="empty clears a label"
                    prop:value=move || label_text.get()
                    on:input=move |ev| { label_text.set(event_target_value(&ev)); brush.set(LABEL_TOOL.to_string()); }/>
            </fieldset>
            <svg class="hex-board editor-board" viewBox=view_box role="group"
                aria-label=move || format!("{} map editor", name())
                on:pointerup=move |_| painting.set(false)
                on:pointerleave=move |_| painting.set(false)>
                // Cells are keyed by position and read their fill and labels from the model, so a
                // painted cell keeps its element (and keyboard focus).
                <For each=cells key=|c| c.clone() let:c>
                    {
                        let (idx, q, r, points, cx, cy) = c;
                        let (cx, cy) = (f32::from_bits(cx), f32::from_bits(cy));
                        let cell = move || model.with(|m| m.as_ref().and_then(|m| m.cells.get(idx).cloned()));
                        view! {
                            <g class="cell" role="button" tabindex="0"
                                aria-label=move || cell().map(|c| c.name).unwrap_or_default()
                                on:pointerdown=move |ev| {
                                    if ev.button() == 0 {
                                        ev.prevent_default();
                                        painting.set(true);
                                        apply_brush(q, r);
                                    }
                                }
                                on:pointerenter=move |_| { if painting.get_untracked() { apply_brush(q, r) } }
                                on:keydown=move |ev| {
                                    if ev.key() == "Enter" || ev.key() == " " {
                                        ev.prevent_default();
                                        apply_brush(q, r);
                                    }
                                }>
                                <polygon points=points fill=move || cell().map(|c| c.fill).unwrap_or_default()/>
                                <text x=cx y=cy + 3.0 class="cell-terrain" text-anchor="middle">
                                    {move || cell().map(|c| c.terrain.chars().take(8).collect::<String>()).unwrap_or_default()}
                                </text>
                                <text x=cx y=cy - 16.0 class="cell-label" text-anchor="middle">
                                    {move || cell().and_then(|c| c.label).unwrap_or_default()}
                                </text>
                            </g>
                        }
                    }
                </For>
            </svg>
        </article>
    }
}

#[component]
fn RegionMapEditor(board: String) -> impl IntoView {
    let ed = use_editor();
    let board = StoredValue::new(board);
    let model = Memo::new(move |_| {
        ed.draft
            .with(|d| editor_region_board(d, &board.get_value()))
    });
    let new_name = RwSignal::new(String::new());
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let dragging = RwSignal::new(None::<String>);
    let name = move || {
        ed.draft.with(|d| {
            d.board(&board.get_value())
                .map(|b| b.name.clone())
                .unwrap_or_default()
        })
    };
    let regions = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| {
                    m.regions
                        .iter()
                        .map(|r| (r.id.clone(), r.name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let add = move || {
        let n = new_name.get_untracked();
        ed.draft.update(|d| {
            if let Some(m) = region_map_mut(d, &board.get_value()) {
                add_region(m, &n);
            }
        });
        new_name.set(String::new());
    };
    let region_options = move |sel: RwSignal<String>| {
        move || {
            let mut opts = vec![view! { <option value="" prop:selected=move || sel.get().is_empty()>"(choose)"</option> }.into_any()];
            opts.extend(regions().into_iter().map(|(id, n)| {
                let v = id.clone();
                view! { <option value=id prop:selected=move || sel.get() == v>{n}</option> }
                    .into_any()
            }));
            opts
        }
    };
    let linked = move || {
        let (a, b) = (from.get(), to.get());
        ed.draft
            .with(|d| match d.board(&board.get_value()).map(|b| &b.kind) {
                Some(BoardKind::Regions(m)) => m.adjacent(&a, &b),
                _ => false,
            })
    };
    let count = move || regions().len();
    view! {
        <article class="map-editor" aria-label=move || format!("Region map {}", name())>
            <div class="row">
                {board_name_field(board)}
                {num_field("Width", format!("Drawing width of {}", name()),
                    move |d| match d.board(&board.get_value()).map(|b| &b.kind) { Some(BoardKind::Regions(m)) => Some(m.width as u32), _ => None },
                    move |d, v: u32| if let Some(m) = region_map_mut(d, &board.get_value()) { m.width = v.clamp(100, 4000) as f32 })}
                {num_field("Height", format!("Drawing height of {}", name()),
                    move |d| match d.board(&board.get_value()).map(|b| &b.kind) { Some(BoardKind::Regions(m)) => Some(m.height as u32), _ => None },
                    move |d, v: u32| if let Some(m) = region_map_mut(d, &board.get_value()) { m.height = v.clamp(100, 4000) as f32 })}
                {remove_board_button(board)}
            </div>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    {
                        let get = move |d: &GameDef| match d.board(&board.get_value()).map(|b| &b.kind) {
                            Some(BoardKind::Regions(m)) => m.regions.get(i).cloned(),
                            _ => None,
                        };
                        view! {
                            <li class="row" role="group" aria-label=format!("Region {}", i + 1)>
                                {text_field("Name", format!("Region {} name", i + 1),
                                    move |d| get(d).map(|r| r.name),
                                    move |d, v| if let Some(r) = region_map_mut(d, &board.get_value()).and_then(|m| m.regions.get_mut(i)) { r.name = v })}
                                {num_field("x", format!("Region {} x", i + 1),
                                    move |d| get(d).map(|r| r.x.round() as i32),
                                    move |d, v: i32| if let Some(m) = region_map_mut(d, &board.get_value()) && let Some(r) = m.regions.get(i).map(|r| (r.id.clone(), r.y)) {
                                        move_region(m, &r.0, v as f32, r.1);
                                    })}
                                {num_field("y", format!("Region {} y", i + 1),
                                    move |d| get(d).map(|r| r.y.round() as i32),
                                    move |d, v: i32| if let Some(m) = region_map_mut(d, &board.get_value()) && let Some(r) = m.regions.get(i).map(|r| (r.id.clone(), r.x)) {
                                        move_region(m, &r.0, r.1, v as f32);
                                    })}
                                <button aria-label=format!("Remove region {}", i + 1) on:click=move |_| ed.draft.update(|d| {
                                    if let Some(m) = region_map_mut(d, &board.get_value()) && let Some(id) = m.regions.get(i).map(|r| r.id.clone()) {
                                        remove_region(m, &id);
                                    }
                                })>"Remove"</button>
                            </li>
                        }
                    }
                </For>
            </ul>
            <div class="row">
                <label class="field">
                    <span class="field-name">"New region"</span>
                    <input type="text" aria-label=move || format!("New region name for {}", name()) prop:value=move || new_name.get()
                        on:input=move |ev| new_name.set(event_target_value(&ev))
                        on:keydown=move |ev| { if ev.key() == "Enter" { add() } }/>
                </label>
                <button on:click=move |_| add()>"Add region"</button>
            </div>
            <div class="row" role="group" aria-label="Connect regions">
                <label class="field"><span class="field-name">"Connect"</span>
                    <select aria-label="First region" on:change=move |ev| from.set(event_target_value(&ev))>{region_options(from)}</select>
                </label>
                <label class="field"><span class="field-name">"with"</span>
                    <select aria-label="Second region" on:change=move |ev| to.set(event_target_value(&ev))>{region_options(to)}</select>
                </label>
                <button disabled=move || from.get().is_empty() || to.get().is_empty() || from.get() == to.get()
                    on:click=move |_| {
                        let (a, b) = (from.get_untracked(), to.get_untracked());
                        ed.draft.update(|d| if let Some(m) = region_map_mut(d, &board.get_value()) { toggle_link(m, &a, &b); });
                    }>{move || if linked() { "Disconnect" } else { "Connect" }}</button>
            </div>
            {move || model.get().map(|m| {
                let view_box = format!("0 0 {} {}", m.width, m.height);
                let (w, h) = (m.width, m.height);
                view! {
                    <svg class="region-board editor-board" viewBox=view_box role="group" aria-label=format!("{} map editor", m.name)
                        on:pointermove=move |ev| {
                            let Some(id) = dragging.get_untracked() else { return };
                            let Some(svg) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
                            let rect = svg.get_bounding_client_rect();
                            if rect.width() <= 0.0 || rect.height() <= 0.0 { return; }
                            // The drawing keeps its aspect ratio inside the element (xMidYMid meet).
                            let scale = (rect.width() / f64::from(w)).min(rect.height() / f64::from(h));
                            let ox = rect.left() + (rect.width() - f64::from(w) * scale) / 2.0;
                            let oy = rect.top() + (rect.height() - f64::from(h) * scale) / 2.0;
                            let x = ((f64::from(ev.client_x()) - ox) / scale) as f32;
                            let y = ((f64::from(ev.client_y()) - oy) / scale) as f32;
                            ed.draft.update(|d| if let Some(m) = region_map_mut(d, &board.get_value()) { move_region(m, &id, x.round(), y.round()); });
                        }
                        on:pointerup=move |_| dragging.set(None)
                        on:pointerleave=move |_| dragging.set(None)>
                        {m.links.iter().map(|(x1, y1, x2, y2)| view! {
                            <line x1=*x1 y1=*y1 x2=*x2 y2=*y2 class="link"/>
                        }).collect_view()}
                        {m.regions.into_iter().map(|r| {
                            let id = r.id.clone();
                            view! {
                                <g class="region" role="img" aria-label=r.description.clone()
                                    on:pointerdown=move |ev| { ev.prevent_default(); dragging.set(Some(id.clone())); }>
                                    <ellipse cx=r.x cy=r.y rx="48" ry="28" fill=r.fill.clone()/>
                                    <text x=r.x y=r.y + 4.0 text-anchor="middle" class="region-name">{r.name.clone()}</text>
                                </g>
                            }
                        }).collect_view()}
                    </svg>
                }
            })}
            <p class="hint">"Drag a region to move it, or type its x and y."</p>
        </article>
    }
}
