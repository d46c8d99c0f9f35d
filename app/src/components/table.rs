//! The table screen: header with undo/redo, phase bar, boards, zones, dice, trackers, log, and
//! the hot-seat cover.

use leptos::prelude::*;
use protoplay_engine::table::{Action, player_name};

use crate::render::seat_colour;
use crate::state::{ChangeKind, use_store};

use super::{board, cards, dice, log, panels, share};

#[component]
pub fn TableScreen() -> impl IntoView {
    let store = use_store();
    // The table's own title (a copy says so), else its game's name.
    let title = move || {
        store.table_title.get().unwrap_or_else(|| {
            store
                .game
                .with(|g| g.as_ref().map(|g| g.def().name.clone()).unwrap_or_default())
        })
    };
    // Who may be named at this table by turn links, and whose turn it is.
    let seats = Signal::derive(move || {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| (0..g.players()).map(|p| (p, player_name(p))).collect())
                .unwrap_or_default()
        })
    });
    let whose = Signal::derive(move || {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    let active = g.table().active;
                    if store.me.get() == Some(active) {
                        format!("It is your turn ({}).", player_name(active))
                    } else {
                        format!("It is {}'s turn.", player_name(active))
                    }
                })
                .unwrap_or_default()
        })
    });
    view! {
        <div class="table-screen">
            <header class="table-header">
                <button on:click=move |_| store.close_table()>"← Library"</button>
                <h1>{title}</h1>
                <div class="history" role="group" aria-label="History">
                    <button aria-keyshortcuts="Control+Z" title="Undo (Ctrl+Z)"
                        disabled=move || store.game.with(|g| !g.as_ref().is_some_and(|g| g.can_undo()))
                        on:click=move |_| { store.undo(); super::keep_focus_after_history(); }>"Undo"</button>
                    <button aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)"
                        disabled=move || store.game.with(|g| !g.as_ref().is_some_and(|g| g.can_redo()))
                        on:click=move |_| { store.redo(); super::keep_focus_after_history(); }>"Redo"</button>
                    <span class="step">{move || store.game.with(|g| g.as_ref().map(|g| format!("Step {} of {}", g.step(), g.recorded())))}</span>
                </div>
                <Viewer/>
                <share::ShareButton/>
                <super::turn::SendTurn seats=seats whose=whose me=store.me
                    set_me=Callback::new(move |me| if let Some(id) = store.table_id.get_untracked() { store.set_me(&id, me) })/>
            </header>
            <PhaseBar/>
            <OtherTabs close=move |()| store.close_table()/>
            <p class="notice" role="status" aria-live="polite">{move || store.notice.get()}</p>
            <SelectionBar/>
            <div class="table-body">
                <div class="play-area">
                    <board::Boards/>
                    <cards::Zones/>
                </div>
                <aside class="side">
                    <dice::DiceTray/>
                    <panels::CounterSupply/>
                    <panels::Trackers/>
                    <log::Log/>
                </aside>
            </div>
            <PassCover/>
        </div>
    }
}

/// Turn, active player and the phases, with the buttons that advance them.
#[component]
fn PhaseBar() -> impl IntoView {
    let store = use_store();
    let phases = Memo::new(move |_| {
        store.game.with(|g| {
            g.as_ref()
                .map(|g| g.def().phases.clone())
                .unwrap_or_default()
        })
    });
    let current = Memo::new(move |_| {
        store
            .game
            .with(|g| g.as_ref().map(|g| g.table().phase).unwrap_or(0))
    });
    let turn = move || {
        store.game.with(|g| {
            g.as_ref().map(|g| {
                let t = g.table();
                let (_, colour) = seat_colour(t.active);
                let you = if store.me.get() == Some(t.active) {
                    " (you)"
                } else {
                    ""
                };
                format!(
                    "Turn {} · {} ({colour}){you} to play",
                    t.turn,
                    player_name(t.active)
                )
            })
        })
    };
    let list = NodeRef::new();
    Effect::new(move |_| {
        current.track();
        phases.track();
        super::show_current_phase(list);
    });
    view! {
        <nav class="phase-bar" aria-label="Turn and phases">
            <span class="turn">{turn}</span>
            <ol class="phases" node_ref=list>
                {move || phases.get().into_iter().enumerate().map(|(i, p)| view! {
                    <li class:current=move || current.get() == i
                        aria-current=move || (current.get() == i).then_some("step")>{p}</li>
                }).collect_view()}
            </ol>
            <Show when=move || phases.with(|p| !p.is_empty())>
                <button on:click=move |_| store.act(Action::NextPhase)>"Next phase"</button>
            </Show>
            <button on:click=move |_| store.act(Action::NextTurn)>"Next turn"</button>
        </nav>
    }
}

/// Whose eyes the table is drawn for. In hot-seat play only the player at the screen, or an
/// onlooker who sees what is public: never another player's hand.
#[component]
fn Viewer() -> impl IntoView {
    let store = use_store();
    // A memo, so the options are drawn again when the number of players changes, not on every
    // action.
    let players = Memo::new(move |_| {
        store
            .game
            .with(|g| g.as_ref().map(|g| g.players()).unwrap_or(1))
    });
    // In hot-seat play the choice is the seated player (if any) or an onlooker.
    let choices = move || {
        if let Some(me) = store.me.get() {
            // Played by turn links: this browser is one player's.
            vec![me]
        } else if store.hot_seat.get() {
            store.seated.get().into_iter().collect::<Vec<_>>()
        } else {
            (0..players.get()).collect()
        }
    };
    view! {
        <label class="viewer">{move || if store.hot_seat.get() { "Hot-seat: view as " } else { "View as " }}
            <select aria-label="View the table as" on:change=move |ev| {
                let v = event_target_value(&ev).parse::<u8>().ok();
                // A hot-seat table never shows a hand other than the seated player's.
                let me = store.me.get_untracked();
                let allowed = v.is_none()
                    || (me.is_some() && v == me)
                    || (me.is_none() && (!store.hot_seat.get_untracked() || v == store.seated.get_untracked()));
                if allowed {
                    store.viewer.set(v);
                }
                store.selection.set(None);
            }>
                {move || choices().into_iter().map(|p| view! {
                    <option value=p.to_string() selected=move || store.viewer.get() == Some(p)>{player_name(p)}</option>
                }).collect_view()}
                <option value="all" selected=move || store.viewer.get().is_none()>"Onlooker (public only)"</option>
            </select>
        </label>
    }
}

/// What another tab did to the open table (free or ruled), with "Keep it" when it was deleted
/// there; `close` goes back to the library.
#[component]
pub(crate) fn OtherTabs(#[prop(into)] close: Callback<()>) -> impl IntoView {
    let store = use_store();
    view! {
        {move || store.remote.get().map(|change| {
            let asks = change.kind.asks();
            let calm = matches!(change.kind, ChangeKind::Followed(_) | ChangeKind::Kept);
            view! {
                <div class="other-tab" class:calm=calm role=if calm { "status" } else { "alert" }
                    aria-label="Changed in another tab">
                    <p><span aria-hidden="true">{if calm { "↻ " } else { "⚠ " }}</span>{change.kind.message()}</p>
                    {if asks {
                        view! {
                            <button class="primary" on:click=move |_| store.keep_open_table()>"Keep it"</button>
                            <button on:click=move |_| close.run(())>"Back to the library"</button>
                        }.into_any()
                    } else {
                        view! { <button on:click=move |_| store.remote.set(None)>"Dismiss"</button> }.into_any()
                    }}
                </div>
            }
        })}
    }
}

/// What is picked up, and what can be done with it besides moving it.
#[component]
fn SelectionBar() -> impl IntoView {
    let store = use_store();
    // Always present, so picking something up never shifts the board under the pointer.
    view! {
        <div class="selection-bar" class:holding=move || store.selection.with(|s| s.is_some())
            role="region" aria-label="Selected">
            {move || match store.selection.get() {
                Some(sel) => view! {
                    {panels::selection_actions(store, sel)}
                    <button on:click=move |_| store.selection.set(None)>"Cancel (Esc)"</button>
                }.into_any(),
                None => view! {
                    <span class="hint">"Click a card or a counter to pick it up, then click where it goes. Esc puts it back."</span>
                }.into_any(),
            }}
        </div>
    }
}

/// Hot-seat: covers the table until the next player is at the screen.
#[component]
fn PassCover() -> impl IntoView {
    let store = use_store();
    view! {
        {move || store.pass_to.get().map(|p| {
            let (_, colour) = seat_colour(p);
            view! {
                <super::PassBox heading=format!("Pass to {} ({colour})", player_name(p))
                    take_label=format!("I am {}: show my table", player_name(p))
                    on_take=Callback::new(move |_| store.take_seat(p))/>
            }
        })}
    }
}
