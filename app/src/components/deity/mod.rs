//! Deity at the table with its rules enforced: the hex map, the phase bar, the legal moves as
//! buttons (with the hexes an action may target highlighted and selectable), the hand of the
//! person at the screen, the seats, the log with dice, and the hot-seat cover. Every rule
//! question goes to the engine through the render model and the Deity store.

mod counts;
mod map;
mod start;

pub use start::DeityCard;

use leptos::prelude::*;

use crate::render::deity::{
    ActionButton, Clicked, Step, actions, click, hand, log_lines, phase_steps, seat_label, seats,
    status,
};
use crate::state::deity::{DeityStore, use_deity};

/// Lines of the log drawn at once.
const LOG_SHOWN: usize = 150;

/// What a click (or Enter) on a hex does in the action being chosen.
pub(super) fn hex_chosen(deity: DeityStore, q: i32, r: i32) {
    let Some(step) = deity.step.get_untracked() else {
        return;
    };
    let hex = protoplay_engine::hex::Hex::new(q, r);
    let outcome = deity
        .game
        .with_untracked(|g| g.as_ref().map(|g| click(g, step, hex)));
    match outcome {
        Some(Clicked::Next(s)) => {
            deity.notice.set(None);
            deity.counting.set(None);
            deity.step.set(Some(s));
        }
        Some(Clicked::Count(c)) => {
            deity.notice.set(None);
            deity.options.set(Vec::new());
            deity.counting.set(Some(c));
        }
        Some(Clicked::Options(mut o)) => {
            if o.len() == 1 {
                let (_, mv) = o.remove(0);
                deity.play(mv);
            } else {
                deity.notice.set(None);
                deity.counting.set(None);
                deity.options.set(o);
            }
        }
        Some(Clicked::Refused(why)) => deity.notice.set(Some(format!("Not allowed: {why}."))),
        None => {}
    }
}

/// Whether the person at the screen decides now.
fn my_decision(deity: DeityStore) -> bool {
    let to_move = deity.game.with(|g| g.as_ref().and_then(|g| g.to_move()));
    deity.pass_to.with(Option::is_none) && to_move.is_some() && to_move == deity.viewer.get()
}

#[component]
pub fn DeityScreen() -> impl IntoView {
    let deity = use_deity();
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            deity.clear_choice();
            return;
        }
        // Undo and redo as on the free-play table; not while typing a count, and not under
        // the hot-seat cover (the next person has not taken the screen yet).
        if super::typing_in_a_field(&ev) || deity.pass_to.with_untracked(Option::is_some) {
            return;
        }
        let key = ev.key().to_lowercase();
        if !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        if key == "z" && !ev.shift_key() {
            ev.prevent_default();
            deity.undo();
        } else if key == "y" || (key == "z" && ev.shift_key()) {
            ev.prevent_default();
            deity.redo();
        }
    });
    on_cleanup(move || keys.remove());
    let seed = move || {
        deity
            .save
            .with(|s| s.as_ref().map(|s| format!("Seed {}", s.seed)))
    };
    view! {
        <div class="table-screen deity-screen">
            <header class="table-header">
                <button on:click=move |_| deity.close()>"← Library"</button>
                <h1>"Deity (rules enforced)"</h1>
                <div class="history" role="group" aria-label="History">
                    <button aria-keyshortcuts="Control+Z" title="Undo your last move and the bots' answers (Ctrl+Z)"
                        disabled=move || !deity.save.with(|s| s.as_ref().is_some_and(|s| s.can_undo()))
                        on:click=move |_| deity.undo()>"Undo"</button>
                    <button aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)"
                        disabled=move || !deity.save.with(|s| s.as_ref().is_some_and(|s| s.can_redo()))
                        on:click=move |_| deity.redo()>"Redo"</button>
                </div>
                <span class="step">{seed}</span>
            </header>
            <PhaseBar/>
            <p class="notice" role="status" aria-live="polite">{move || deity.notice.get()}</p>
            <div class="table-body">
                <div class="play-area">
                    <map::DeityMap/>
                </div>
                <aside class="side">
                    <Moves/>
                    <Hand/>
                    <Seats/>
                    <DeityLog/>
                </aside>
            </div>
            <Cover/>
        </div>
    }
}

/// Round, who decides, the seven phases with the current one.
#[component]
fn PhaseBar() -> impl IntoView {
    let deity = use_deity();
    let steps = move || {
        deity
            .game
            .with(|g| g.as_ref().map(phase_steps).unwrap_or_default())
    };
    let line = move || {
        deity
            .game
            .with(|g| g.as_ref().map(status).unwrap_or_default())
    };
    view! {
        <nav class="phase-bar" aria-label="Turn and phases">
            <span class="turn" role="status">{line}</span>
            <ol class="phases">
                {move || steps().into_iter().map(|(name, current)| view! {
                    <li class:current=current aria-current=current.then_some("step")>{name}</li>
                }).collect_view()}
            </ol>
        </nav>
    }
}

/// The legal moves of the person at the screen, as buttons.
#[component]
fn Moves() -> impl IntoView {
    let deity = use_deity();
    let buttons = move || {
        if !my_decision(deity) {
            return Vec::new();
        }
        deity
            .game
            .with(|g| g.as_ref().map(actions).unwrap_or_default())
    };
    let prompt = move || {
        // While counts are being chosen, the count form says what is going on.
        if deity.counting.with(Option::is_some) {
            return None;
        }
        let step = deity.step.get()?;
        deity.game.with(|g| g.as_ref().map(|g| step.prompt(g)))
    };
    let over = move || deity.game.with(|g| g.as_ref().is_some_and(|g| g.is_over()));
    let waiting = move || {
        if over() || my_decision(deity) {
            return None;
        }
        deity.game.with(|g| {
            let g = g.as_ref()?;
            let who = g.to_move()?;
            Some(format!("Waiting for {}.", seat_label(who)))
        })
    };
    view! {
        <section class="panel deity-moves" aria-labelledby="moves-h">
            <h2 id="moves-h">"Your moves"</h2>
            <Show when=over>
                <p class="winner" role="status">{move || deity.game.with(|g| g.as_ref().map(status))}</p>
            </Show>
            <p class="meta">{waiting}</p>
            {move || prompt().map(|p| view! {
                <div class="choosing" role="group" aria-label="Choosing a hex">
                    <p>{p}</p>
                    <button on:click=move |_| deity.clear_choice()>"Cancel (Esc)"</button>
                </div>
            })}
            <Show when=move || deity.options.with(|o| !o.is_empty())>
                <div class="options" role="group" aria-label="Choose one">
                    {move || deity.options.get().into_iter().map(|(label, mv)| {
                        let mv = StoredValue::new(mv);
                        view! { <button class="primary" on:click=move |_| deity.play(mv.get_value())>{label}</button> }
                    }).collect_view()}
                </div>
            </Show>
            {move || deity.counting.get().map(|c| view! { <counts::CountForm counting=c/> })}
            <div class="move-list" role="group" aria-label="Legal moves">
                {move || buttons().into_iter().map(|b| {
                    let label = b.label().to_string();
                    let b = StoredValue::new(b);
                    let pressed = move || b.with_value(|b| match b {
                        ActionButton::Pick { pick, .. } => deity.step.with(|s| matches!(s, Some(Step::First(p)) | Some(Step::Second { pick: p, .. }) if p == pick)),
                        ActionButton::Now { .. } => false,
                    });
                    let is_pick = b.with_value(|b| matches!(b, ActionButton::Pick { .. }));
                    view! {
                        <button aria-pressed=move || is_pick.then(|| pressed().to_string())
                            on:click=move |_| match b.get_value() {
                                ActionButton::Now { mv, .. } => deity.play(mv),
                                ActionButton::Pick { pick, .. } => {
                                    deity.options.set(Vec::new());
                                    deity.counting.set(None);
                                    deity.notice.set(None);
                                    deity.step.set(Some(Step::First(pick)));
                                }
                            }>{label}</button>
                    }
                }).collect_view()}
            </div>
        </section>
    }
}

/// The hand of the person at the screen; other hands only by size (in the seats panel).
#[component]
fn Hand() -> impl IntoView {
    let deity = use_deity();
    let cards = move || {
        let viewer = deity.viewer.get()?;
        if deity.pass_to.with(Option::is_some) {
            return None;
        }
        deity
            .game
            .with(|g| g.as_ref().map(|g| (viewer, hand(g, viewer))))
    };
    view! {
        {move || cards().map(|(seat, cards)| view! {
            <section class="panel deity-hand" aria-label=format!("Hand of {}", seat_label(seat))>
                <h2>{format!("Your miracles ({})", seat_label(seat))}</h2>
                <Show when={let empty = cards.is_empty(); move || empty}>
                    <p class="meta">"No cards."</p>
                </Show>
                <ul class="miracles">
                    {cards.into_iter().map(|c| view! {
                        <li class="miracle" class:playable=c.playable>
                            <strong>{c.name}</strong>
                            {(c.copies > 1).then(|| format!(" ×{}", c.copies))}
                            {c.playable.then_some(" · playable now")}
                            <br/><span class="card-text">{c.text}</span>
                        </li>
                    }).collect_view()}
                </ul>
            </section>
        })}
    }
}

/// Every seat, public information only.
#[component]
fn Seats() -> impl IntoView {
    let deity = use_deity();
    let lines = move || {
        let kinds: Vec<String> = deity.save.with(|s| {
            s.as_ref()
                .map(|s| s.seats.iter().map(|k| k.label().to_string()).collect())
                .unwrap_or_default()
        });
        deity
            .game
            .with(|g| g.as_ref().map(|g| seats(g, &kinds)).unwrap_or_default())
    };
    view! {
        <section class="panel" aria-labelledby="seats-h">
            <h2 id="seats-h">"Players"</h2>
            <ul class="seat-lines">
                {move || lines().into_iter().map(|l| {
                    let (colour, _, _, _) = crate::render::deity::seat_mark(l.seat);
                    view! {
                        <li class:to-move=l.to_move class:out=l.out>
                            <span class="seat-swatch" style=format!("background:{colour}") aria-hidden="true"></span>
                            <strong>{l.label}</strong>{format!(" · {}", l.kind)}
                            {l.to_move.then_some(" · to move")}{l.out.then_some(" · out")}
                            <br/><span class="meta">{l.summary}</span>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}

/// The public log, newest first, with dice.
#[component]
fn DeityLog() -> impl IntoView {
    let deity = use_deity();
    let lines = move || {
        deity.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    let mut l = log_lines(g, LOG_SHOWN);
                    l.reverse();
                    l
                })
                .unwrap_or_default()
        })
    };
    view! {
        <section class="panel log" aria-labelledby="dlog-h">
            <h2 id="dlog-h">"Log (newest first)"</h2>
            <ol class="log-lines">
                {move || lines().into_iter().map(|l| view! {
                    <li>
                        <span class="log-turn">{l.round}</span>" "{l.text}
                        {(!l.dice.is_empty()).then(|| view! {
                            <span class="log-dice" aria-label=format!("dice {:?}", l.dice)>
                                {l.dice.iter().map(|d| view! { <span class="die-face small">{*d}</span> }).collect_view()}
                            </span>
                        })}
                    </li>
                }).collect_view()}
            </ol>
        </section>
    }
}

/// Hot-seat: covers the table until the next person is at the screen.
#[component]
fn Cover() -> impl IntoView {
    let deity = use_deity();
    view! {
        {move || deity.pass_to.get().map(|p| view! {
            <div class="pass-cover" role="dialog" aria-modal="true" aria-labelledby="dpass-h">
                <div class="pass-box">
                    <h2 id="dpass-h">{format!("Pass to {}", seat_label(p))}</h2>
                    <p>"The table is hidden so no one sees another player's miracles."</p>
                    <button class="primary" autofocus=true on:click=move |_| deity.take_seat(p)>
                        {format!("I am {}: show my table", crate::render::deity::seat_label(p))}
                    </button>
                </div>
            </div>
        })}
    }
}
