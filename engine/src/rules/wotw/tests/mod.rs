//! Tests of the War of the Worlds rules, each naming the sentence it checks. Scenarios are set up
//! on a real table (the shipped data) with the die's next faces forced where a sentence names
//! them; the property tests play thousands of bot games and check invariants at every step.
//!
//! This file holds the shared set-up helpers; the tests are filed by rule section, in the order
//! the text gives them: [`setup_production`], [`land_battle`], [`phases`] (Devastation to
//! victory), [`tables`] (the definition's tables) and [`table`] (the interface, replay and the
//! property tests).

use std::sync::Arc;

use super::battle::BStep;
use super::data::{Face, Phase, Plan};
use super::moves::{GunKind, Move, Unit};
use super::state::{Gun, Step, Tripod, WaveAt, Wotw};
use super::*;
use crate::def::GameDef;
use crate::hex::Hex;
use crate::rules::{Bot, RuledGame, SeatBot, VariantValues, shipped_data, shipped_def};
use crate::table::Rng;

mod land_battle;
mod phases;
mod setup_production;
mod table;
mod tables;

fn data() -> Arc<WotwData> {
    shipped_data::<Wotw>().expect("the shipped game reads")
}

fn game(seed: u64) -> Wotw {
    Wotw::new(&data(), 1, seed, &Variants::default(), true).expect("sets up")
}

fn zone(g: &Wotw, name: &str) -> u8 {
    g.data()
        .zones
        .iter()
        .position(|z| z.name == name)
        .expect("a zone of the map") as u8
}

/// A table with nothing on the map: every Tripod in the cup, no Wave, no event to draw, no
/// points; the Handling Machines where set-up put them.
fn empty(variants: Variants) -> Wotw {
    let mut g = Wotw::new(&data(), 1, 7, &variants, true).expect("sets up");
    for w in 0..WAVES {
        let ts = std::mem::take(&mut g.staging[w]);
        g.cup.extend(ts.iter().map(|t| t.id));
        g.waves[w] = WaveAt::Waiting;
    }
    // Waves #3 to #5 have come and gone: the Germ counter may move freely.
    g.arrived = [true; 3];
    g.events.clear();
    g.event_discard.clear();
    g.last_event = None;
    g.points = 0;
    g.human_vp = 0;
    g.germs = 0;
    for (i, z) in g.zones.iter_mut().enumerate() {
        *z = super::state::ZoneState {
            workforce: g.data.zones[i].workforce,
            ..Default::default()
        };
    }
    g.guns.clear();
    g.battle = None;
    g.outcome = None;
    g.round = 1;
    g.log.clear();
    // A Cylinder no Handling Machine will ever open, in a corner, so that the game goes on
    // ("If there are no Wave or Cylinder counters on the Strategic Map – You Win!").
    let brest = zone(&g, "Brest");
    wave(&mut g, 4, brest, &[4]);
    g.waves[4] = WaveAt::Cylinder {
        zone: brest,
        progress: 0,
    };
    g
}

/// Puts a Wave with Tripods of these colours (0 Green .. 4 Black) in a zone.
fn wave(g: &mut Wotw, w: usize, z: u8, colours: &[u8]) {
    for &c in colours {
        let i = g
            .cup
            .iter()
            .position(|&t| g.data.tripods[usize::from(t)] == c)
            .expect("a Tripod of that colour in the cup");
        let t = g.cup.remove(i);
        g.staging[w].push(Tripod {
            id: t,
            damaged: false,
        });
    }
    g.waves[w] = WaveAt::Wave { zone: z };
}

fn gun(g: &mut Wotw, z: u8, kind: GunKind, earthworks: u8) -> GunId {
    let id = g.next_gun;
    g.next_gun += 1;
    g.guns.push(Gun {
        id,
        kind,
        zone: z,
        earthworks,
        acted: false,
    });
    id
}

/// Opens a phase and lets the engine run to the player's next real decision.
fn enter(g: &mut Wotw, p: Phase) {
    g.enter_phase(p);
    g.run();
    g.settle();
}

/// Opens a phase and runs the engine to the next decision, even one with a single answer.
fn open(g: &mut Wotw, p: Phase) {
    g.enter_phase(p);
    g.run();
}

fn force(g: &mut Wotw, faces: &[Face]) {
    g.forced.extend(faces.iter().copied());
}

/// The battle board's cell at an offset column and row (row 0 is the bottom row).
fn cell(g: &Wotw, col: i32, row: i32) -> u8 {
    let h = Hex::new(col, row - (col - (col & 1)) / 2);
    g.data.board.cell_of(h).expect("on the board")
}

fn play(g: &mut Wotw, bot: &str, seed: u64) {
    let mut b = SeatBot::<Wotw>::by_name(bot).expect("bot");
    let mut rng = Rng::seeded(seed);
    let mut n = 0;
    while g.to_move().is_some() && n < 20_000 {
        let m = b.choose(g, &mut rng).expect("a move");
        g.apply(m).expect("legal");
        n += 1;
    }
}

/// A battle in `z` against Wave #1 of these colours, with these Guns and Infantry, opened to
/// the first decision.
fn battle_in(
    g: &mut Wotw,
    z: u8,
    colours: &[u8],
    guns: &[(GunKind, u8)],
    infantry: u16,
) -> Vec<GunId> {
    wave(g, 0, z, colours);
    let ids = guns.iter().map(|&(k, e)| gun(g, z, k, e)).collect();
    g.zones[usize::from(z)].units[Unit::Infantry.index()] = infantry;
    enter(g, Phase::Battle);
    ids
}

fn def_with(deck: &str, row: usize, column: &str, value: &str) -> GameDef {
    let mut def = shipped_def::<Wotw>().expect("ships");
    let ct_id = def.deck(deck).expect("deck").card_type.clone();
    let col = def
        .card_type(&ct_id)
        .and_then(|t| t.field_index(column))
        .expect("column");
    let d = def.decks.iter_mut().find(|d| d.id == deck).expect("deck");
    d.cards[row - 1].values[col] = value.to_string();
    def
}
