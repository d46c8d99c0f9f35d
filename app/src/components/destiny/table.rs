//! The Destiny table: phase bar, treasures, every seat's character, aid cards, played stacks and
//! points, my hand and my legal moves, the last total phase's breakdowns, the log and the winner.
//! Only the viewer's hand is drawn (the engine's `view_for`); in hot-seat play the table is
//! covered between people.

use leptos::prelude::*;
use protoplay_engine::rules::destiny::{Card, DestinyView, Move, Phase, Stack};

use crate::render::destiny::{
    PHASES, breakdown_lines, breakdown_text, card_class, card_click, card_moves, card_title,
    move_label, other_moves, outcome_text, phase_title, player, treasure_label,
};
use crate::state::destiny::{DestinyScreen, SeatKind, use_destiny};

/// Most log lines drawn at once.
const SHOWN: usize = 120;

#[component]
pub fn DestinyTable() -> impl IntoView {
    let d = use_destiny();
    let view_of = move || {
        d.session
            .with(|s| s.as_ref().map(|s| s.game.view_for(Some(d.viewer.get()))))
    };
    view! {
        <div class="table-screen destiny">
            <header class="table-header">
                <button on:click=move |_| d.close()>"← Library"</button>
                <h1>"Destiny (rules enforced)"</h1>
                <div class="history" role="group" aria-label="History">
                    <button title="Take back my last move"
                        disabled=move || d.session.with(|s| !s.as_ref().is_some_and(|s| s.can_undo()))
                        on:click=move |_| d.undo()>"Undo"</button>
                    <span class="step">{move || d.session.with(|s| s.as_ref().map(|s| format!("{} moves · seed {}", s.moves.len(), s.setup.seed)))}</span>
                </div>
                <button on:click=move |_| d.open(DestinyScreen::Simulate)>"Simulate"</button>
            </header>
            {move || match view_of() {
                None => view! { <p class="empty">"No Destiny game yet: start one from the library."</p> }.into_any(),
                Some(v) => view! { <TableBody v=v/> }.into_any(),
            }}
            <PassCover/>
        </div>
    }
}

#[component]
fn TableBody(v: DestinyView) -> impl IntoView {
    let d = use_destiny();
    let phase = v.phase;
    let round = v.round;
    let to_act = v.to_act;
    let me = v.viewer.unwrap_or(0);
    let status = move || {
        d.session.with(|s| {
            let s = s.as_ref()?;
            if let Some(text) = outcome_text(&s.game) {
                return Some(text);
            }
            Some(match s.game.to_act() {
                Some(p) if s.is_human(p) => {
                    format!(
                        "{} to decide ({})",
                        s.game.seat_name(p),
                        phase_title(s.game.phase())
                    )
                }
                Some(p) => format!("{} (bot) to decide", s.game.seat_name(p)),
                None => String::new(),
            })
        })
    };
    view! {
        <nav class="phase-bar" aria-label="Round and phases">
            <span class="turn">{if round == 0 { "Setup".to_string() } else { format!("Round {round}") }}</span>
            <ol class="phases">
                {PHASES.into_iter().map(|p| {
                    let current = p == phase;
                    view! { <li class:current=current aria-current=current.then_some("step")>{phase_title(p)}</li> }
                }).collect_view()}
            </ol>
        </nav>
        <p class="turn-status" role="status" aria-label="Whose decision">{status}</p>
        <p class="notice" role="status" aria-live="polite">{move || d.notice.get()}</p>
        {move || d.session.with(|s| s.as_ref().and_then(|s| outcome_text(&s.game))).map(|t| view! {
            <section class="banner winner" role="region" aria-label="Game over"><h2>"Game over"</h2><p>{t}</p></section>
        })}
        <div class="table-body destiny-body">
            <div class="play-area">
                <Treasures v=v.clone()/>
                <section class="seats" aria-label="Players">
                    {v.seats.iter().enumerate().map(|(i, s)| {
                        let i = i as u8;
                        let kind = d.session.with_untracked(|x| x.as_ref().and_then(|x| x.setup.seats.get(usize::from(i)).copied())).unwrap_or_default();
                        let who = if kind == SeatKind::Human { "person".to_string() } else { kind.label().to_lowercase() };
                        let acting = to_act == Some(i);
                        let character = s.character;
                        view! {
                            <section class="dseat" class:acting=acting class:me=i == me aria-label=s.name.clone()>
                                <h2>{s.name.clone()}<span class="meta">{format!(" · {who}")}{acting.then_some(" · to decide")}</span></h2>
                                <p>"Character: "{match character { Some(c) => view! { <span class=card_class(c) title=card_title(c)>{c.to_string()}</span> }.into_any(), None => view! { <span>"none yet"</span> }.into_any() }}</p>
                                <p>{format!("Treasure points: {} · {} cards in hand", s.points, s.hand_count)}</p>
                                {(!s.treasures.is_empty()).then(|| view! {
                                    <p class="meta">"Treasures: "{s.treasures.iter().map(|t| treasure_label(*t)).collect::<Vec<_>>().join(", ")}</p>
                                })}
                                <div class="aid" aria-label=format!("Aid cards of {}", player(i))>
                                    "Aid: "{if s.aid.is_empty() { view! { <span class="meta">"none"</span> }.into_any() } else {
                                        s.aid.iter().map(|c| view! { <span class=card_class(*c) title=card_title(*c)>{c.to_string()}</span> }).collect_view().into_any()
                                    }}
                                </div>
                                <ul class="stacks" aria-label=format!("Played by {}", player(i))>
                                    {s.stacks.iter().map(stack_view).collect_view()}
                                    {(s.face_down > 0).then(|| view! { <li class="meta">{format!("{} card(s) face down", s.face_down)}</li> })}
                                </ul>
                                {(matches!(phase, Phase::Base | Phase::Bonus | Phase::Multiplier) && !s.stacks.is_empty()).then(|| {
                                    let lines = d.session.with_untracked(|x| x.as_ref().map(|x| breakdown_lines(&x.game, i)).unwrap_or_default());
                                    view! { <details class="live-total"><summary>{lines.last().cloned().unwrap_or_default()}" so far"</summary>
                                        <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul></details> }
                                })}
                            </section>
                        }
                    }).collect_view()}
                </section>
                <MyHand v=v.clone()/>
            </div>
            <aside class="side">
                <LastTotals/>
                <DestinyLog lines=v.log.clone()/>
            </aside>
        </div>
    }
}

fn stack_view(st: &Stack) -> impl IntoView + use<> {
    let cards: Vec<Card> = st.cards().collect();
    view! {
        <li class="stack">
            {cards.into_iter().enumerate().map(|(k, c)| view! {
                {(k > 0).then_some(" + ")}
                <span class=card_class(c) title=card_title(c)>{c.to_string()}</span>
            }).collect_view()}
        </li>
    }
}

/// The current treasure, the buried ones and the face-up treasure deck in order.
#[component]
fn Treasures(v: DestinyView) -> impl IntoView {
    view! {
        <section class="panel treasures" aria-label="Treasures">
            <h2>"Treasures"</h2>
            <p>"Current treasure: "<strong>{v.current_treasure.map_or("none".to_string(), treasure_label)}</strong></p>
            <p>"Buried: "{if v.buried.is_empty() { "none".to_string() } else { v.buried.iter().map(|t| treasure_label(*t)).collect::<Vec<_>>().join(", ") }}</p>
            <details open=true>
                <summary>{format!("Treasure deck, face up: {} cards", v.treasure_deck.len())}</summary>
                <ol class="treasure-deck" aria-label="Treasure deck, top first">
                    {v.treasure_deck.iter().map(|t| view! { <li>{treasure_label(*t)}</li> }).collect_view()}
                </ol>
            </details>
            <p class="meta">{format!("Destiny deck: {} cards · discard pile: {} cards", v.deck_count, v.discard.len())}</p>
        </section>
    }
}

/// My hand as clickable cards, and my legal moves as buttons. A card that fits several moves
/// (a bonus for one of two bases) opens a choice; one that fits none is tried, so the engine
/// says why it is refused.
#[component]
fn MyHand(v: DestinyView) -> impl IntoView {
    let d = use_destiny();
    let picked = RwSignal::new(None::<Card>);
    let me = v.viewer.unwrap_or(0);
    let hand: Vec<Card> = v
        .seats
        .get(usize::from(me))
        .and_then(|s| s.hand.clone())
        .unwrap_or_default();
    let legal = v.legal_moves.clone();
    let my_turn = v.to_act == Some(me) && !legal.is_empty();
    let labelled = move |ms: Vec<Move>| -> Vec<(Move, String)> {
        d.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| ms.iter().map(|m| (*m, move_label(&s.game, *m))).collect())
                .unwrap_or_default()
        })
    };
    let all_moves = labelled(legal.clone());
    let others = labelled(other_moves(&legal));
    let legal_c = legal.clone();
    let legal_c = StoredValue::new(legal_c);
    let click_card = move |c: Card| {
        let legal_c = legal_c.get_value();
        let m = d
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| card_click(&s.game, &legal_c, c)));
        match m {
            Some(m) => {
                picked.set(None);
                d.play(m);
            }
            None => picked.set(Some(c)),
        }
    };
    let legal_p = legal.clone();
    let choices = move || picked.get().map(|c| labelled(card_moves(&legal_p, c)));
    let others_view = others
        .into_iter()
        .map(|(m, label)| {
            view! {
                <button class:primary=m == Move::Done on:click=move |_| d.play(m)>{label}</button>
            }
        })
        .collect_view();
    view! {
        <section class="panel my-hand" aria-label=format!("My hand ({})", player(me))>
            <h2>{format!("My hand ({}) · {} cards", player(me), hand.len())}</h2>
            <ul class="hand">
                {hand.into_iter().map(|c| {
                    let fits = legal.iter().any(|m| card_moves(std::slice::from_ref(m), c).len() == 1);
                    view! {
                        <li><button class=card_class(c) class:fits=fits title=card_title(c)
                            aria-label=format!("Card {c}{}", if fits { " (playable)" } else { "" })
                            disabled=!my_turn
                            on:click=move |_| click_card(c)>{c.to_string()}</button></li>
                    }
                }).collect_view()}
            </ul>
            {move || choices().map(|ms| view! {
                <div class="choice" role="group" aria-label="Where to play it">
                    {ms.into_iter().map(|(m, label)| view! { <button on:click=move |_| { picked.set(None); d.play(m) }>{label}</button> }).collect_view()}
                    <button on:click=move |_| picked.set(None)>"Cancel"</button>
                </div>
            })}
        </section>
        <section class="panel my-moves" aria-label="My moves">
            <h2>"My moves"</h2>
            {if my_turn {
                view! {
                    <div class="move-buttons" role="group" aria-label="Actions">{others_view}</div>
                    <details open=true>
                        <summary>{format!("All {} legal moves", all_moves.len())}</summary>
                        <ul class="legal-moves">
                            {all_moves.into_iter().map(|(m, label)| view! {
                                <li><button on:click=move |_| d.play(m)>{label}</button></li>
                            }).collect_view()}
                        </ul>
                    </details>
                }.into_any()
            } else {
                view! { <p class="meta">"Nothing for you to decide now."</p> }.into_any()
            }}
        </section>
    }
}

/// The last total phase: each player's readable breakdown.
#[component]
fn LastTotals() -> impl IntoView {
    let d = use_destiny();
    let totals = move || {
        d.session.with(|s| {
            s.as_ref().and_then(|s| s.last_total.as_ref()).map(|t| {
                let rows: Vec<(String, Vec<String>)> = t
                    .breakdowns
                    .iter()
                    .enumerate()
                    .map(|(p, b)| {
                        let p = p as u8;
                        (t.before.seat_name(p), breakdown_text(&t.before, p, b))
                    })
                    .collect();
                (t.round, rows)
            })
        })
    };
    view! {
        <section class="panel totals" aria-labelledby="totals-h">
            <h2 id="totals-h">"Total phase"</h2>
            {move || match totals() {
                None => view! { <p class="meta">"No total phase yet."</p> }.into_any(),
                Some((round, rows)) => view! {
                    <p class="meta">{format!("Round {round}")}</p>
                    {rows.into_iter().map(|(name, lines)| {
                        let aria = format!("Total of {name}");
                        view! {
                        <div class="breakdown" role="group" aria-label=aria>
                            <h3>{name}</h3>
                            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        </div>
                    }}).collect_view()}
                }.into_any(),
            }}
        </section>
    }
}

#[component]
fn DestinyLog(lines: Vec<String>) -> impl IntoView {
    let start = lines.len().saturating_sub(SHOWN);
    let shown: Vec<String> = lines[start..].to_vec();
    view! {
        <section class="panel log" aria-labelledby="dlog-h">
            <h2 id="dlog-h">"Log"</h2>
            <ol class="log-lines" aria-label="Destiny log, newest first">
                {shown.into_iter().rev().map(|t| view! { <li>{t}</li> }).collect_view()}
            </ol>
        </section>
    }
}

/// Hot-seat: covers the table until the next person is at the screen.
#[component]
fn PassCover() -> impl IntoView {
    let d = use_destiny();
    move || {
        d.pass_to.get().map(|p| {
            view! {
                <div class="pass-cover" role="dialog" aria-modal="true" aria-labelledby="dpass-h">
                    <div class="pass-box">
                        <h2 id="dpass-h">{format!("Pass to {}", player(p))}</h2>
                        <p>"The table is hidden so no one sees another player's hand."</p>
                        <button class="primary" autofocus=true on:click=move |_| d.take_seat(p)>
                            {format!("I am {}: show my table", player(p))}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
