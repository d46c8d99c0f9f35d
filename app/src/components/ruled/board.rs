//! The boards of a ruled game as SVG, drawn from the projection. A hex board: terrain with its
//! name in the legend, counts per owner with the owner's marker (colour, shape and number),
//! marks, and the cells that can be picked next outlined. A region board (a strategic map of
//! named zones): each region a box with its name, counts and marks, lines between adjacent
//! regions, the regions that can be picked next outlined. One Tab stop for each board: arrow
//! keys move between cells or regions, Enter or Space picks the focused one, and it is
//! announced. Each terrain's mark is written in its cells and in the legend, so colour is never
//! the only signal. The hex board keeps cells big enough to touch (a narrow screen scrolls it
//! rather than shrinking it), zooms with its buttons, and lets the browser pinch-zoom and pan it.

use leptos::prelude::*;
use protoplay_engine::hex::Hex;
use protoplay_engine::rules::{BoardView, GameInfo, Reading, Shown, Thing};

use crate::render::ruled::{
    CellModel, HEX_SIZE, HexBoardModel, REGION_LINE, REGION_W, RegionBoardModel, RegionModel,
    cell_towards, hex_board, region_board, region_towards, seat_mark,
};
use crate::state::ruled::use_ruled;
use crate::state::use_store;

/// Every board of the projection.
#[component]
pub fn Boards(
    boards: Memo<Vec<BoardView>>,
    targets: Memo<Vec<Thing>>,
    info: Signal<Option<&'static GameInfo>>,
) -> impl IntoView {
    let ruled = use_ruled();
    let count = move || boards.with(Vec::len);
    let is_regions =
        move |i: usize| boards.with(|b| matches!(b.get(i), Some(BoardView::Regions { .. })));
    // The placeholders a board's values are: read once per board drawn, as its id stays.
    let marks = move |i: usize| -> Vec<&'static Reading> {
        boards.with_untracked(|b| {
            b.get(i)
                .zip(info.get_untracked())
                .and_then(|(b, info)| {
                    protoplay_engine::rules::registry::game(info.id)
                        .map(|g| g.placeholders_at(Shown::Board(b.id())))
                })
                .unwrap_or_default()
        })
    };
    view! {
        {move || (0..count()).map(|i| {
            if is_regions(i) {
                let model = Memo::new(move |_| {
                    let path = ruled.path.get();
                    boards.with(|b| {
                        b.get(i).and_then(|b| targets.with(|t| region_board(b, t, &path)))
                    })
                });
                view! { <RegionBoard model=model marks=marks(i)/> }.into_any()
            } else {
                let model = Memo::new(move |_| {
                    let path = ruled.path.get();
                    boards.with(|b| {
                        b.get(i).and_then(|b| targets.with(|t| hex_board(b, t, &path)))
                    })
                });
                view! { <HexBoard model=model marks=marks(i)/> }.into_any()
            }
        }).collect_view()}
    }
}

fn region_dom_id(id: &str) -> String {
    let safe: String = id
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("region-{safe}")
}

/// A strategic map of named regions, drawn from the projection.
#[component]
fn RegionBoard(
    model: Memo<Option<RegionBoardModel>>,
    marks: Vec<&'static Reading>,
) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    let focused = RwSignal::new(None::<String>);
    let tab_region = move || {
        focused.get().or_else(|| {
            model.with(|m| {
                m.as_ref().and_then(|m| {
                    m.regions
                        .iter()
                        .find(|r| r.target)
                        .or(m.regions.first())
                        .map(|r| r.id.clone())
                })
            })
        })
    };
    let announce = RwSignal::new(String::new());
    let view_box = move || model.with(|m| view_box_attr(m.as_ref().map(|m| m.view_box)));
    let regions = move || model.with(|m| m.as_ref().map(|m| m.regions.clone()).unwrap_or_default());
    let links = move || model.with(|m| m.as_ref().map(|m| m.links.clone()).unwrap_or_default());
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        on_board_key(
            &ev,
            tab_region(),
            |id| ruled.pick(store, Thing::Region(id)),
            |from, key| {
                model.with(|m| {
                    m.as_ref()
                        .and_then(|m| region_towards(&m.regions, from, key))
                })
            },
            |id| {
                focus_by_id(&region_dom_id(&id));
                focused.set(Some(id));
            },
        );
    };
    let name = move || model.with(|m| m.as_ref().map(|m| m.name.clone()).unwrap_or_default());
    let legend = move || model.with(|m| m.as_ref().map(|m| m.legend.clone()).unwrap_or_default());
    view! {
        <section class="board ruled-board" aria-label=name>
            <div class="board-tools">
                <h3>{name}<super::PlaceholderMarks readings=marks/></h3>
                <span class="hover-info" aria-live="polite">{move || announce.get()}</span>
            </div>
            <div class="board-scroll">
                <svg class="region-board ruled-regions" viewBox=view_box role="group"
                    aria-label=move || format!("{}: use the arrow keys to move between regions and Enter to pick one", name())
                    on:keydown=on_key>
                    {move || links().into_iter().map(|(x1, y1, x2, y2)| view! {
                        <line x1=x1 y1=y1 x2=x2 y2=y2 class="link"/>
                    }).collect_view()}
                    <For each=regions key=RegionModel::key let:region>
                        <Region region=region tab=Signal::derive(tab_region) focused=focused announce=announce/>
                    </For>
                </svg>
            </div>
            <ul class="legend" aria-label="Legend">
                {move || legend().into_iter().map(|l| view! {
                    <li><span class="swatch" style=format!("background:{}", l.colour)></span>
                        {l.name}{(!l.note.is_empty()).then(|| format!(": {}", l.note))}</li>
                }).collect_view()}
                <li>"A region's numbers count each owner's counters by their letters; regions that can be picked have a thick dashed outline."</li>
            </ul>
        </section>
    }
}

#[component]
fn Region(
    region: RegionModel,
    tab: Signal<Option<String>>,
    focused: RwSignal<Option<String>>,
    announce: RwSignal<String>,
) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    let id = StoredValue::new(region.id.clone());
    let on_focus = region.description.clone();
    let h = region.h;
    let (x0, y0) = (region.x - REGION_W / 2.0, region.y - h / 2.0);
    let owner_colour = region.owner.map(|o| seat_mark(o).0);
    let lines = region
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            view! {
                <text x=region.x y=y0 + 36.0 + REGION_LINE * i as f32 class="count-line region-line"
                    text-anchor="middle" dominant-baseline="middle">{l.clone()}</text>
            }
        })
        .collect_view();
    view! {
        <g class="dcell dregion" class:target=region.target class:chosen=region.picked
            id=region_dom_id(&region.id) role="button" aria-label=region.description.clone()
            tabindex=move || if tab.get().as_deref() == Some(id.get_value().as_str()) { "0" } else { "-1" }
            on:click=move |_| {
                focused.set(Some(id.get_value()));
                ruled.pick(store, Thing::Region(id.get_value()));
            }
            on:focus=move |_| {
                focused.set(Some(id.get_value()));
                announce.set(on_focus.clone());
            }>
            <rect x=x0 y=y0 width=REGION_W height=h rx="10" fill=region.fill.clone() class="terrain"/>
            {owner_colour.map(|c| view! {
                <rect x=x0 + 3.0 y=y0 + 3.0 width=REGION_W - 6.0 height=h - 6.0 rx="8" fill="none" stroke=c class="owner-edge"/>
            })}
            {region.target.then(|| view! { <rect x=x0 y=y0 width=REGION_W height=h rx="10" class="target-ring"/> })}
            {region.picked.then(|| view! { <rect x=x0 y=y0 width=REGION_W height=h rx="10" class="chosen-ring"/> })}
            <text x=region.x y=y0 + 16.0 class="region-title" text-anchor="middle" dominant-baseline="middle">{region.name.clone()}</text>
            {lines}
        </g>
    }
}

/// A board's `viewBox`. While the table closes the board has no model for a moment; an empty
/// viewBox would be an error in the console, so it falls back to a unit square.
fn view_box_attr(view_box: Option<(f32, f32, f32, f32)>) -> String {
    let (x, y, w, h) = view_box.unwrap_or((0.0, 0.0, 100.0, 100.0));
    format!("{x:.1} {y:.1} {w:.1} {h:.1}")
}

/// The keys of a board with one Tab stop (a roving tab index), for hex cells and regions alike:
/// Enter or Space picks the place holding the stop; an arrow key moves the stop to the
/// neighbour that way, if there is one.
fn on_board_key<K>(
    ev: &leptos::ev::KeyboardEvent,
    at: Option<K>,
    pick: impl FnOnce(K),
    towards: impl FnOnce(&K, &str) -> Option<K>,
    moved: impl FnOnce(K),
) {
    let Some(from) = at else { return };
    let key = ev.key();
    match key.as_str() {
        "Enter" | " " => {
            ev.prevent_default();
            pick(from);
        }
        "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" => {
            ev.prevent_default();
            if let Some(next) = towards(&from, &key) {
                moved(next);
            }
        }
        _ => {}
    }
}

fn focus_by_id(id: &str) {
    use wasm_bindgen::JsCast;
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

fn cell_id(h: Hex) -> String {
    format!("cell-{}-{}", h.x, h.y)
}

#[component]
fn HexBoard(model: Memo<Option<HexBoardModel>>, marks: Vec<&'static Reading>) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    // The cell that holds the board's Tab stop: the first that can be picked, else the first.
    let focused = RwSignal::new(None::<Hex>);
    let tab_cell = move || {
        focused.get().or_else(|| {
            model.with(|m| {
                m.as_ref().and_then(|m| {
                    m.cells
                        .iter()
                        .find(|c| c.target)
                        .or(m.cells.first())
                        .map(|c| c.hex)
                })
            })
        })
    };
    let announce = RwSignal::new(String::new());
    let view_box = move || model.with(|m| view_box_attr(m.as_ref().map(|m| m.view_box)));
    let cells = move || model.with(|m| m.as_ref().map(|m| m.cells.clone()).unwrap_or_default());
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        on_board_key(
            &ev,
            tab_cell(),
            |h| ruled.pick(store, Thing::Hex(h)),
            |&from, key| model.with(|m| m.as_ref().and_then(|m| cell_towards(&m.cells, from, key))),
            |h| {
                focused.set(Some(h));
                focus_cell(h);
            },
        );
    };
    let name = move || model.with(|m| m.as_ref().map(|m| m.name.clone()).unwrap_or_default());
    let legend = move || model.with(|m| m.as_ref().map(|m| m.legend.clone()).unwrap_or_default());
    let zoom = RwSignal::new(1.0f32);
    let size = move || {
        let (w, h) = model.with(|m| {
            m.as_ref()
                .map_or((100.0, 100.0), |m| (m.view_box.2, m.view_box.3))
        });
        board_size(w, h, zoom.get())
    };
    view! {
        <section class="board ruled-board" aria-label=name>
            <div class="board-tools">
                <h3>{name}<super::PlaceholderMarks readings=marks/></h3>
                <div class="zoom" role="group" aria-label="Zoom">
                    <button aria-label="Zoom in" on:click=move |_| zoom.update(|z| *z = (*z * 1.25).min(4.0))>"+"</button>
                    <button aria-label="Zoom out" on:click=move |_| zoom.update(|z| *z = (*z / 1.25).max(0.5))>"−"</button>
                    <button aria-label="Fit the board" on:click=move |_| zoom.set(1.0)>"Fit"</button>
                </div>
            </div>
            <p class="hover-info focused-cell" aria-live="polite">{move || announce.get()}</p>
            <div class="board-scroll">
                <svg class="hex-board ruled-map" viewBox=view_box role="group" style=size
                    aria-label=move || format!("{}: use the arrow keys to move between cells and Enter to pick one", name())
                    on:keydown=on_key>
                    <For each=cells key=CellModel::key let:cell>
                        <Cell cell=cell tab=Signal::derive(tab_cell) focused=focused announce=announce/>
                    </For>
                </svg>
            </div>
            <ul class="legend" aria-label="Legend">
                {move || legend().into_iter().map(|l| view! {
                    <li><span class="swatch" style=format!("background:{}", l.colour)></span>
                        <strong class="legend-mark">{l.mark}</strong>" "
                        {l.name}{(!l.note.is_empty()).then(|| format!(": {}", l.note))}</li>
                }).collect_view()}
                <li>"A cell's letters at its foot name its terrain. Its numbers count each owner's counters by their letter, under the owner's marker (colour, shape and seat number). Cells that can be picked have a thick dashed outline."</li>
            </ul>
        </section>
    }
}

/// The board's size in CSS: as wide as its box, but no taller than most of the screen, and never
/// so small that a cell is under 44 px across (a fingertip), times the zoom. Its height follows
/// its width, so no empty band is left above or below the map.
fn board_size(w: f32, h: f32, zoom: f32) -> String {
    let ratio = if h > 0.0 { w / h } else { 1.0 };
    // A cell is about 1.73 × HEX_SIZE units across its narrow side.
    let least = w * 46.0 / (1.73 * HEX_SIZE);
    format!(
        "width: calc(max(min(100%, calc(min(78vh, 48rem) * {ratio:.4})), {least:.0}px) * {zoom:.3}); aspect-ratio: {w:.1} / {h:.1}; height: auto;"
    )
}

fn focus_cell(h: Hex) {
    focus_by_id(&cell_id(h));
}

/// The owner's marker: a shape per seat, in the seat's colour, with its number.
fn marker(seat: u8, x: f32, y: f32) -> impl IntoView {
    let (colour, _, shape, _) = seat_mark(seat);
    let r = 8.0;
    let points = |pts: &[(f32, f32)]| {
        pts.iter()
            .map(|(dx, dy)| format!("{:.1},{:.1}", x + dx * r, y + dy * r))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let body = match shape {
        "circle" => view! { <circle cx=x cy=y r=r fill=colour class="owner-shape"/> }.into_any(),
        "square" => view! {
            <rect x=x - r y=y - r width=2.0 * r height=2.0 * r fill=colour class="owner-shape"/>
        }
        .into_any(),
        "triangle" => view! {
            <polygon points=points(&[(0.0, -1.25), (1.15, 0.8), (-1.15, 0.8)]) fill=colour class="owner-shape"/>
        }
        .into_any(),
        "diamond" => view! {
            <polygon points=points(&[(0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)]) fill=colour class="owner-shape"/>
        }
        .into_any(),
        "star" => view! {
            <polygon points=points(&[(0.0, -1.3), (0.35, -0.4), (1.25, -0.4), (0.5, 0.15), (0.8, 1.1), (0.0, 0.5), (-0.8, 1.1), (-0.5, 0.15), (-1.25, -0.4), (-0.35, -0.4)]) fill=colour class="owner-shape"/>
        }
        .into_any(),
        _ => view! {
            <polygon points=points(&[(0.0, -1.2), (1.05, -0.6), (1.05, 0.6), (0.0, 1.2), (-1.05, 0.6), (-1.05, -0.6)]) fill=colour class="owner-shape"/>
        }
        .into_any(),
    };
    view! {
        <g class="owner" aria-hidden="true">
            {body}
            <text x=x y=y + 0.5 class="owner-number" text-anchor="middle" dominant-baseline="middle">{seat + 1}</text>
        </g>
    }
}

#[component]
fn Cell(
    cell: CellModel,
    tab: Signal<Option<Hex>>,
    focused: RwSignal<Option<Hex>>,
    announce: RwSignal<String>,
) -> impl IntoView {
    let ruled = use_ruled();
    let store = use_store();
    let hex = cell.hex;
    let description = cell.description.clone();
    let on_focus = cell.description.clone();
    let top = cell.cy - HEX_SIZE * 0.58;
    let owner_colour = cell.owner.map(|o| seat_mark(o).0);
    let y0 = if cell.owner.is_some() {
        cell.cy - 2.0
    } else {
        cell.cy
    };
    let lines = cell
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            view! {
                <text x=cell.cx y=y0 + 13.0 * i as f32 class="count-line" text-anchor="middle"
                    dominant-baseline="middle">{l.clone()}</text>
            }
        })
        .collect_view();
    view! {
        <g class="dcell" class:target=cell.target class:chosen=cell.picked id=cell_id(hex)
            role="button" aria-label=description
            tabindex=move || if tab.get() == Some(hex) { "0" } else { "-1" }
            on:click=move |_| {
                focused.set(Some(hex));
                ruled.pick(store, Thing::Hex(hex));
            }
            on:focus=move |_| {
                focused.set(Some(hex));
                announce.set(on_focus.clone());
            }>
            <polygon points=cell.points.clone() fill=cell.fill.clone() class="terrain"/>
            {(!cell.mark.is_empty()).then(|| view! {
                <text x=cell.cx y=cell.cy + HEX_SIZE * 0.66 class="terrain-mark" text-anchor="middle">{cell.mark.clone()}</text>
            })}
            {owner_colour.map(|c| view! {
                <polygon points=cell.points.clone() fill="none" stroke=c class="owner-edge"/>
            })}
            {cell.target.then(|| view! { <polygon points=cell.points.clone() class="target-ring"/> })}
            {cell.picked.then(|| view! { <polygon points=cell.points.clone() class="chosen-ring"/> })}
            {cell.owner.map(|o| marker(o, cell.cx, top))}
            {lines}
        </g>
    }
}
