//! Each test names the sentence of the rule text it checks (quoted), or the reading the engine
//! makes where the text is silent. The tests are grouped by rule section, one file each; this
//! file holds the tables and steps they share (a staged table, cards moved into place, a combat
//! set up and fought).

use std::sync::Arc;

use super::*;
use crate::def::{CardDef, GameDef};
use crate::rules::{Bot, RuledGame, Seat, SeatBot, shipped_data, shipped_def};
use crate::table::Rng;

mod combat;
mod definition;
mod election;
mod game;
mod setup;
mod trading;

fn data() -> Arc<LordsData> {
    shipped_data::<Lords>().expect("the shipped game reads")
}

fn game(players: u8, seed: u64) -> Lords {
    Lords::new(&data(), players, seed, &Variants::default(), true).expect("sets up")
}

/// Every resource card, each once, wherever it is.
fn all_cards(g: &Lords) -> Vec<CardId> {
    let mut out: Vec<CardId> = g.deck().to_vec();
    out.extend(g.discard_pile());
    out.extend(g.set_aside());
    for s in 0..g.players() {
        let r = g.realm(s);
        out.extend(&r.hand);
        out.extend(&r.hordes);
        out.extend(r.fortress);
        out.extend(&r.artifacts);
        out.extend(&r.rituals);
    }
    out.sort_unstable();
    out
}

fn full(g: &Lords) -> Vec<CardId> {
    (0..g.data().cards.len() as CardId).collect()
}

/// A definition with one deck's lines replaced.
fn def_with(deck: &str, rows: &[Vec<&str>], counts: &[u32]) -> GameDef {
    let mut def = shipped_def::<Lords>().expect("ships");
    let d = def.decks.iter_mut().find(|d| d.id == deck).expect("deck");
    d.cards = rows
        .iter()
        .enumerate()
        .map(|(i, r)| CardDef {
            values: r.iter().map(|s| s.to_string()).collect(),
            count: counts.get(i).copied().unwrap_or(1),
        })
        .collect();
    def
}

/// A combat table giving every card, row and column the same hits.
fn uniform_table(cell: &str) -> GameDef {
    let ratios = ["3:1", "2:1", "A>D", "A<=D", "1:2", "1:3"];
    let cards = ["Skirmish", "Battle", "Slaughter", "Stand-off"];
    let mut rows = Vec::new();
    for c in cards {
        for r in ratios {
            rows.push(vec![c, r, cell, cell, cell, cell, cell]);
        }
    }
    def_with(COMBAT_TABLE, &rows, &[])
}

fn read(def: &GameDef) -> Arc<LordsData> {
    Arc::new(LordsData::read(def).expect("reads"))
}

/// A game after set-up whose every card is back in the deck: Realms empty, turn 1, the
/// playing phase of the Starter (seat 0), nothing on Earth.
fn staged(data: &Arc<LordsData>, players: u8) -> Lords {
    let mut g = Lords::new(data, players, 1, &Variants::default(), true).expect("sets up");
    while g.step() == Step::Redraw {
        g.apply(Move::Done).expect("keeps");
    }
    let mut cards = std::mem::take(&mut g.deck);
    cards.append(&mut g.discard);
    for r in &mut g.realms {
        cards.append(&mut r.hand);
        cards.append(&mut r.hordes);
        cards.extend(r.fortress.take());
        cards.append(&mut r.artifacts);
        cards.append(&mut r.rituals);
        r.earth.clear();
        r.souls = 0;
        r.vp = 0;
        r.at = Where::Home;
    }
    cards.sort_unstable();
    g.deck = cards;
    g.starter = 0;
    g.actor = 0;
    g.queue = g.clockwise(0);
    g.step = Step::Playing;
    g.phase = Phase::Playing;
    g.log.clear();
    g
}

/// Takes a card by name out of the deck.
fn pull(g: &mut Lords, name: &str) -> CardId {
    let i = g
        .deck
        .iter()
        .position(|&c| g.card_name(c) == name)
        .unwrap_or_else(|| panic!("no {name} left in the deck"));
    g.deck.remove(i)
}

fn to_hand(g: &mut Lords, s: Seat, name: &str) -> CardId {
    let c = pull(g, name);
    g.realms[usize::from(s)].hand.push(c);
    c
}

fn to_table(g: &mut Lords, s: Seat, name: &str) -> CardId {
    let c = pull(g, name);
    let r = &mut g.realms[usize::from(s)];
    match g.data.card(c).kind() {
        Kind::Horde => r.hordes.push(c),
        Kind::Fortress => r.fortress = Some(c),
        Kind::Artifact => r.artifacts.push(c),
        _ => r.rituals.push(c),
    }
    c
}

/// The arch-devil named `name` for seat `s`.
fn devil(g: &mut Lords, s: Seat, name: &str) {
    let i = g
        .data
        .devils
        .iter()
        .position(|d| d.name == name)
        .expect("a devil");
    g.realms[usize::from(s)].devil = i;
}

/// Seat 0 attacks seat 1, the others away on Earth (so no one joins); seat 0 takes every horde
/// and Soul it has, and the first organization turn is reached.
fn attack(g: &mut Lords, attacker: Seat, defender: Seat) {
    g.starter = attacker;
    g.start_attacks();
    g.settle();
    g.apply(Move::Attack(defender)).expect("attacks");
    muster_all(g);
}

fn muster_all(g: &mut Lords) {
    // The defender lets an announced attack stand (no bargain over it).
    while g.step() == Step::Bargain {
        g.apply(Move::Done).expect("lets it stand");
    }
    while g.step() == Step::Muster {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let m = legal
            .iter()
            .find(|m| matches!(m, Move::TakeAll))
            .or_else(|| legal.iter().find(|m| matches!(m, Move::Take(_))))
            .or_else(|| legal.iter().rfind(|m| matches!(m, Move::TakeSouls(_))))
            .cloned()
            .unwrap_or(Move::Done);
        g.apply(m).expect("musters");
    }
    assign_hits(g);
}

fn away(g: &mut Lords, seats: &[Seat]) {
    for &s in seats {
        g.realms[usize::from(s)].at = Where::Earth;
    }
}

/// "Fight on" for everyone until the combat is over (or another decision is needed), each
/// hit given to the unit of the default order, and an emptied Realm taken as the victory.
fn fight_on(g: &mut Lords) {
    for _ in 0..100 {
        fight_round(g);
        if g.step() != Step::Won {
            return;
        }
        g.apply(Move::Done).expect("ends in victory");
    }
}

/// "Fight on" for everyone until the combat is over or the main attacker has emptied the
/// Realm (and may continue), each hit given to the unit of the default order.
fn fight_round(g: &mut Lords) {
    for _ in 0..100 {
        assign_hits(g);
        if g.step() != Step::Organize {
            return;
        }
        g.apply(Move::Done).expect("fights on");
    }
}

/// Gives each hit waiting on an army's owner to the unit of the default order (Souls, the
/// smallest horde, the fortress, the Devil).
fn assign_hits(g: &mut Lords) {
    while g.step() == Step::Hits {
        let i = g.army_hit().expect("an army is hit");
        let u = g.default_hit(i).expect("a unit to hit");
        g.apply(Move::Hit(u)).expect("assigns the hit");
    }
}

fn legal(g: &Lords) -> Vec<Move> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

/// The index of the post named `name` in the game's list.
fn post(d: &LordsData, name: &str) -> usize {
    d.posts
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no post {name}"))
}

fn logged(g: &Lords, what: &str) -> bool {
    g.log().iter().any(|e| e.text.contains(what))
}
