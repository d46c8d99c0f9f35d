//! Property tests: thousands of seeded random games on the test bench, checking at every step
//! that the table stays whole (no card lost or duplicated, counter stacks sorted and non-empty,
//! trackers in bounds), that refusals change nothing, that views keep secrets, and that the
//! history is exact (undo∘redo = identity, replay = live table, save∘load = identity, undo to
//! step k = a fresh game of the first k actions).
//!
//! Case counts keep the whole file near 20 s of CPU in a debug build; `PROPTEST_CASES=20000`
//! runs a longer soak.
//!
//! The random input is a list of raw numbers; each is turned into an action against the table
//! as it stands, so most actions are valid (indices into real zones, counters that are there)
//! and a steady share are not (unknown zones, indices past the end, zero counts, bad seats).
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use crate::common::*;
use proptest::prelude::*;
use protoplay_engine::def::{BoardKind, GameDef, Owner, Visibility};
use protoplay_engine::table::{
    Action, CardId, Game, MAX_NOTE, Place, PlayerId, Position, Table, ZoneRef,
};

/// One raw step: what kind of thing to do, and four numbers to choose its details with.
type Raw = (u8, u32, u32, u32, u32);

/// A step of a game: an action, or undo / redo.
#[derive(Clone, Debug)]
enum Step {
    Act(Action),
    Undo,
    Redo,
}

fn pick<T: Clone>(items: &[T], r: u32) -> T {
    items[r as usize % items.len()].clone()
}

/// Every hex of the bench's boards and every region (the same in every variant of the bench,
/// so worked out once).
fn board_places(def: &GameDef) -> &'static [Place] {
    static PLACES: std::sync::OnceLock<Vec<Place>> = std::sync::OnceLock::new();
    PLACES.get_or_init(|| all_places(def))
}

fn all_places(def: &GameDef) -> Vec<Place> {
    let mut places = Vec::new();
    for board in &def.boards {
        match &board.kind {
            BoardKind::Hex(map) => places.extend(
                map.shape
                    .cells(map.orientation)
                    .into_iter()
                    .map(|h| Place::hex(&board.id, h.x, h.y)),
            ),
            BoardKind::Regions(map) => places.extend(map.regions.iter().map(|r| Place::Region {
                board: board.id.clone(),
                region: r.id.clone(),
            })),
        }
    }
    places
}

fn bad_place(r: u32) -> Place {
    pick(
        &[
            hex(3, 0),
            hex(i32::MAX, i32::MAX),
            hex(i32::MIN, 0),
            Place::hex("moon", 0, 0),
            region("west"),
            Place::Card {
                card: CardId(u32::MAX),
            },
        ],
        r,
    )
}

fn zone(table: &Table, r: u32) -> ZoneRef {
    if r % 16 == 15 {
        pick(&[shared("nowhere"), of("hand", 9), shared("hand")], r / 16)
    } else {
        table.zones[(r / 16) as usize % table.zones.len()]
            .at
            .clone()
    }
}

/// A zone to take cards from: mostly one that holds some.
fn source(table: &Table, r: u32) -> ZoneRef {
    let full: Vec<&ZoneRef> = table
        .zones
        .iter()
        .filter(|z| !z.cards.is_empty())
        .map(|z| &z.at)
        .collect();
    if r.is_multiple_of(5) || full.is_empty() {
        zone(table, r / 5)
    } else {
        full[(r / 5) as usize % full.len()].clone()
    }
}

fn index(table: &Table, zone: &ZoneRef, r: u32) -> usize {
    let len = table.zone(zone).map_or(0, <[CardId]>::len);
    match r % 32 {
        31 => usize::MAX,
        30 => len,
        _ if len == 0 => 0,
        _ => (r / 32) as usize % len,
    }
}

fn count(r: u32) -> u32 {
    if r.is_multiple_of(16) {
        0
    } else {
        1 + (r / 16) % 3
    }
}

fn seat(table: &Table, r: u32) -> PlayerId {
    if r.is_multiple_of(20) {
        table.players + (r / 20 % 3) as u8
    } else {
        (r / 20 % u32::from(table.players)) as u8
    }
}

fn owner(def: &GameDef, table: &Table, counter: &str, r: u32) -> Option<PlayerId> {
    let owned = def.counter(counter).is_some_and(|c| c.owned);
    match (owned, r % 12) {
        (true, 0) => None,
        (true, _) => Some(seat(table, r / 12)),
        (false, 0) => Some(0),
        (false, _) => None,
    }
}

fn place(def: &GameDef, table: &Table, r: u32) -> Place {
    match r % 8 {
        0 => bad_place(r / 8),
        1 | 2 => Place::Card {
            card: CardId((r / 8) % table.cards.len() as u32),
        },
        _ => pick(board_places(def), r / 8),
    }
}

fn counter(def: &GameDef, r: u32) -> String {
    if r.is_multiple_of(25) {
        "gold".into()
    } else {
        pick(&def.counters, r / 25).id
    }
}

/// Turns raw numbers into a step against the table as it stands.
fn step(def: &GameDef, table: &Table, (kind, a, b, c, d): Raw) -> Step {
    if kind >= 236 {
        return if kind % 2 == 0 {
            Step::Undo
        } else {
            Step::Redo
        };
    }
    let action = match kind % 18 {
        0 => Action::Shuffle {
            zone: zone(table, a),
        },
        1 => Action::Draw {
            from: source(table, a),
            to: zone(table, b),
            count: count(c),
        },
        2 => Action::Deal {
            from: source(table, a),
            to: pick(
                &["hand", "secret", "tableau", "hand", "discard", "nowhere"],
                b,
            )
            .into(),
            count: if c.is_multiple_of(8) { 0 } else { 1 + c % 2 },
        },
        3 | 4 => {
            let from = source(table, a);
            Action::MoveCard {
                index: index(table, &from, b),
                from,
                to: zone(table, c),
                position: match d % 4 {
                    0 => Position::Top,
                    1 => Position::Bottom,
                    _ => Position::At((d / 4) as usize % 8),
                },
                face_up: pick(&[None, None, Some(true), Some(false)], d / 32),
            }
        }
        5 | 6 | 8 => {
            let zone = source(table, a);
            let index = index(table, &zone, b);
            match kind % 18 {
                5 => Action::Flip { zone, index },
                6 => Action::Tap { zone, index },
                _ => Action::Reveal { zone, index },
            }
        }
        7 => {
            let zone = source(table, a);
            Action::Peek {
                index: index(table, &zone, b),
                zone,
                player: seat(table, c),
            }
        }
        9 | 10 => {
            let counter = counter(def, a);
            Action::PlaceCounter {
                owner: owner(def, table, &counter, b),
                counter,
                at: place(def, table, c),
                count: count(d),
            }
        }
        11 | 12 => {
            // Mostly counters that are there, so removals and moves often succeed.
            let (counter, owner, from, most) = if !table.stacks.is_empty() && a % 5 != 0 {
                let s = pick(&table.stacks, a / 5);
                (s.counter, s.owner, s.place, s.count)
            } else {
                let counter = counter(def, a);
                let owner = owner(def, table, &counter, b);
                (counter, owner, place(def, table, c), 3)
            };
            let count = if d.is_multiple_of(10) {
                d % 3 + most
            } else {
                1 + d % most.max(1)
            };
            if kind % 18 == 11 {
                Action::RemoveCounter {
                    counter,
                    owner,
                    at: from,
                    count,
                }
            } else {
                Action::MoveCounter {
                    counter,
                    owner,
                    from,
                    to: place(def, table, c),
                    count,
                }
            }
        }
        13 | 14 => {
            let t = if a.is_multiple_of(20) {
                None
            } else {
                Some(pick(&def.trackers, a / 20))
            };
            let tracker = t
                .as_ref()
                .map_or_else(|| "gold".to_string(), |t| t.id.clone());
            let per_player = t.as_ref().is_some_and(|t| t.owner == Owner::EachPlayer);
            let player = match (per_player, b % 10) {
                (true, 0) => None,
                (true, _) => Some(seat(table, b / 10)),
                (false, 0) => Some(0),
                (false, _) => None,
            };
            if kind % 18 == 13 {
                Action::SetTracker {
                    tracker,
                    player,
                    value: i64::from(c % 15) - 2,
                }
            } else {
                Action::AdjustTracker {
                    tracker,
                    player,
                    delta: i64::from(c % 9) - 4,
                }
            }
        }
        15 => Action::Roll {
            dice: (0..if a.is_multiple_of(12) { 0 } else { 1 + a % 3 })
                .map(|i| {
                    pick(
                        &["d6", "omen", "d6", "omen", "d6", "omen", "d6", "d20"],
                        b.wrapping_add(i * 7),
                    )
                    .into()
                })
                .collect(),
        },
        16 => {
            if a.is_multiple_of(3) {
                Action::NextTurn
            } else {
                Action::NextPhase
            }
        }
        _ => Action::Note {
            text: if a.is_multiple_of(40) {
                "x".repeat(MAX_NOTE + 1)
            } else {
                format!("note {b}")
            },
        },
    };
    Step::Act(action)
}

/// Whether a viewer may see a card, by the rules as a person would state them: a revealed card
/// is seen by all, a peeked card by whoever peeked, and a face-up card by whoever its zone's
/// visibility allows. Written separately from the engine's `can_see`, so the two check each
/// other.
fn may_see(
    def: &GameDef,
    table: &Table,
    viewer: Option<PlayerId>,
    zone: &ZoneRef,
    id: CardId,
) -> bool {
    let card = table.card(id).unwrap();
    let peeked = viewer.is_some_and(|v| card.peeked & (1 << v) != 0);
    let vis = def.zone(&zone.zone).unwrap().visibility;
    card.revealed
        || peeked
        || (card.face_up
            && match vis {
                Visibility::Everyone => true,
                Visibility::Owner => viewer.is_some() && viewer == zone.player,
                Visibility::Nobody => false,
            })
}

/// The invariants of a table that hold after any sequence of actions.
fn check_table(def: &GameDef, table: &Table) -> Result<(), TestCaseError> {
    // Every card lies in exactly one zone, once.
    let mut ids: Vec<CardId> = table.cards_in_zones().collect();
    ids.sort();
    let all: Vec<CardId> = (0..table.cards.len() as u32).map(CardId).collect();
    prop_assert_eq!(ids, all, "a card was lost or duplicated");
    for (i, card) in table.cards.iter().enumerate() {
        prop_assert_eq!(card.id, CardId(i as u32));
    }
    // Counter stacks: strictly sorted (so no two stacks for one place, type and owner), none
    // empty, owners only on owned counters and only real seats.
    for pair in table.stacks.windows(2) {
        let key =
            |s: &protoplay_engine::table::Stack| (s.place.clone(), s.counter.clone(), s.owner);
        prop_assert!(
            key(&pair[0]) < key(&pair[1]),
            "stacks out of order: {:?}",
            pair
        );
    }
    for s in &table.stacks {
        prop_assert!(s.count > 0, "an empty stack was kept: {:?}", s);
        let owned = def.counter(&s.counter).unwrap().owned;
        prop_assert_eq!(owned, s.owner.is_some());
        prop_assert!(s.owner.is_none_or(|p| p < table.players));
    }
    // Trackers stay within their bounds.
    for v in &table.trackers {
        let t = def.tracker(&v.tracker).unwrap();
        prop_assert!(t.min.is_none_or(|m| v.value >= m) && t.max.is_none_or(|m| v.value <= m));
    }
    prop_assert!(table.phase < def.phases.len().max(1));
    prop_assert!(table.active < table.players);
    Ok(())
}

/// What each viewer is shown: exactly the cards the rules let them see, and nothing of the rest.
/// With `json`, also that the serialised view carries no card id it may not show (slower, so
/// done at the end of each game).
fn check_views(def: &GameDef, table: &Table, json: bool) -> Result<(), TestCaseError> {
    let viewers = std::iter::once(None).chain((0..table.players).map(Some));
    for viewer in viewers {
        let view = table.view_for(def, viewer);
        prop_assert_eq!(view.zones.len(), table.zones.len());
        let mut shown = BTreeSet::new();
        for (zv, z) in view.zones.iter().zip(&table.zones) {
            prop_assert_eq!(&zv.at, &z.at);
            prop_assert_eq!(
                zv.cards.len(),
                z.cards.len(),
                "a view must show how many cards"
            );
            let vis = def.zone(&z.at.zone).unwrap().visibility;
            for (cv, &id) in zv.cards.iter().zip(&z.cards) {
                let card = table.card(id).unwrap();
                let allowed = may_see(def, table, viewer, &z.at, id);
                prop_assert_eq!(
                    cv.face.is_some(),
                    allowed,
                    "{:?} viewing {:?} in {:?}",
                    viewer,
                    card,
                    z.at
                );
                let exception =
                    card.revealed || viewer.is_some_and(|v| card.peeked & (1 << v) != 0);
                if cv.face.is_some() && !exception {
                    // Never another player's hand, never anything in a Nobody zone, never a
                    // face-down card.
                    prop_assert!(!(vis == Visibility::Owner && z.at.player != viewer));
                    prop_assert!(vis != Visibility::Nobody);
                    prop_assert!(card.face_up);
                }
                if let Some(face) = cv.face {
                    prop_assert_eq!((face.id, face.line), (id, card.line));
                    shown.insert(id);
                }
                prop_assert_eq!(
                    (cv.deck, cv.face_up, cv.tapped),
                    (card.deck, card.face_up, card.tapped)
                );
            }
        }
        if !json {
            continue;
        }
        // The serialised view carries no id except those of cards it may show.
        let json = serde_json::to_value(&view).unwrap();
        let mut ids_in_json = BTreeSet::new();
        collect_ids(&json, &mut ids_in_json);
        let shown: BTreeSet<u64> = shown.iter().map(|c| u64::from(c.0)).collect();
        prop_assert_eq!(ids_in_json, shown);
    }
    Ok(())
}

fn collect_ids(v: &serde_json::Value, out: &mut BTreeSet<u64>) {
    match v {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                if k == "id" {
                    out.insert(v.as_u64().unwrap());
                } else {
                    collect_ids(v, out);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|i| collect_ids(i, out)),
        _ => {}
    }
}

fn total_counters(table: &Table) -> u64 {
    table.stacks.iter().map(|s| u64::from(s.count)).sum()
}

fn game_strategy() -> impl Strategy<Value = (u64, u8, bool, Vec<Raw>)> {
    (
        any::<u64>(),
        2u8..=4,
        prop::bool::weighted(0.85),
        prop::collection::vec(any::<Raw>(), 1..70),
    )
}

fn def_for(phases: bool) -> GameDef {
    if phases {
        bench()
    } else {
        bench_without_phases()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// At every step: the table stays whole, a refused action changes nothing (and `check`
    /// agrees with `apply`), the counters change by exactly what was placed or removed, and
    /// every view keeps every secret.
    #[test]
    fn every_step_keeps_the_table_whole_and_secrets_secret(
        (seed, players, phases, raws) in game_strategy()
    ) {
        let def = def_for(phases);
        let mut table = Table::new(&def, players, seed).unwrap();
        check_table(&def, &table)?;
        let len = raws.len();
        for (i, raw) in raws.into_iter().enumerate() {
            let Step::Act(action) = step(&def, &table, raw) else { continue };
            let before = table.clone();
            let checked = table.check(&def, &action);
            prop_assert_eq!(&table, &before, "check changed the table");
            let result = table.apply(&def, &action);
            prop_assert_eq!(&result, &checked, "check and apply disagree on {:?}", action);
            match result {
                Err(_) => prop_assert_eq!(&table, &before, "refused {:?} changed the table", action),
                Ok(()) => {
                    prop_assert_eq!(table.log.len(), before.log.len() + 1);
                    let expected = match &action {
                        Action::PlaceCounter { count, .. } => total_counters(&before) + u64::from(*count),
                        Action::RemoveCounter { count, .. } => total_counters(&before) - u64::from(*count),
                        _ => total_counters(&before),
                    };
                    prop_assert_eq!(total_counters(&table), expected, "counters lost or made by {:?}", action);
                    // The page warns that an undone chance action comes out the same when
                    // taken again; every action that draws on the seed must be one it knows.
                    prop_assert!(table.rng == before.rng || action.is_chance(),
                        "{:?} drew on the generator but is not a chance action", action);
                }
            }
            check_table(&def, &table)?;
            check_views(&def, &table, i % 8 == 7 || i + 1 == len)?;
        }
        check_views(&def, &table, true)?;
    }
}

proptest! {
    // Fewer cases than above: each step replays, saves and loads the whole history.
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// The history is exact: at every step undo then redo is the identity, replaying the log
    /// from the seed gives the live table, and saving then loading gives the same game (table,
    /// step and redo tail); at the end, going back to any step k gives the table a fresh game
    /// of the first k actions has.
    #[test]
    fn the_history_is_exact(
        (seed, players, phases, raws) in game_strategy()
    ) {
        let def = def_for(phases);
        let mut game = Game::new(def.clone(), players, seed).unwrap();
        let len = raws.len();
        for (i, raw) in raws.into_iter().enumerate() {
            match step(&def, game.table(), raw) {
                Step::Undo => {
                    let could = game.can_undo();
                    let step = game.step();
                    prop_assert_eq!(game.undo(), could);
                    prop_assert_eq!(game.step(), step.saturating_sub(1));
                }
                Step::Redo => {
                    let could = game.can_redo();
                    let step = game.step();
                    prop_assert_eq!(game.redo(), could);
                    prop_assert_eq!(game.step(), if could { step + 1 } else { step });
                }
                Step::Act(action) => {
                    let (table, recorded, step) = (game.table().clone(), game.recorded(), game.step());
                    match game.apply(action.clone()) {
                        Ok(()) => {
                            prop_assert_eq!(game.step(), step + 1);
                            prop_assert_eq!(game.recorded(), step + 1, "a new action drops the redo tail");
                            prop_assert_eq!(game.actions().last(), Some(&action));
                        }
                        Err(_) => {
                            prop_assert_eq!(game.table(), &table);
                            prop_assert_eq!((game.recorded(), game.step()), (recorded, step));
                        }
                    }
                }
            }

            // Undo then redo is the identity.
            if game.can_undo() {
                let (table, saved) = (game.table().clone(), game.save());
                game.undo();
                game.redo();
                prop_assert_eq!(game.table(), &table, "undo then redo changed the table");
                prop_assert_eq!(game.save(), saved);
            }
            // Replaying the log from the seed gives the live table.
            prop_assert_eq!(&game.replay().unwrap(), game.table(), "replay differs from the live table");
            // Save then load is the identity: through the saved form at every step, and through
            // its JSON text every few steps and at the end (the text is what storage and share
            // links hold; parsing it every step would dominate the run time).
            let loaded = if i % 6 == 5 || i + 1 == len {
                Game::from_json(&game.to_json()).unwrap()
            } else {
                Game::load(game.save()).unwrap()
            };
            prop_assert_eq!(loaded.table(), game.table());
            prop_assert_eq!((loaded.step(), loaded.recorded()), (game.step(), game.recorded()));
            prop_assert_eq!(loaded.save(), game.save());
        }

        // Undo to any step k equals a fresh game of the first k actions, and back again.
        let end = game.step();
        let actions = game.actions().to_vec();
        let mut fresh = Game::new(def.clone(), players, seed).unwrap();
        let mut after = vec![fresh.table().clone()];
        for a in &actions {
            fresh.apply(a.clone()).unwrap();
            after.push(fresh.table().clone());
        }
        for k in (0..=end).rev().chain(0..=end) {
            game.go_to(k);
            prop_assert_eq!(game.step(), k);
            prop_assert_eq!(game.table(), &after[k], "going to step {} differs from a fresh game", k);
        }
    }
}

/// Not a check: shows how often the generator's actions are accepted and why the rest are
/// refused, to keep the mix useful. `cargo test --test integration generator_mix -- --ignored
/// --nocapture`
#[test]
#[ignore]
fn generator_mix() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut ok = std::collections::BTreeMap::<String, (u32, u32)>::new();
    let mut rej = std::collections::BTreeMap::<String, u32>::new();
    for _ in 0..300 {
        let (seed, players, phases, raws) =
            game_strategy().new_tree(&mut runner).unwrap().current();
        let def = def_for(phases);
        let mut t = Table::new(&def, players, seed).unwrap();
        for raw in raws {
            let Step::Act(a) = step(&def, &t, raw) else {
                continue;
            };
            let kind = format!("{a:?}")
                .split([' ', '{'])
                .next()
                .unwrap()
                .to_string();
            let e = ok.entry(kind).or_default();
            match t.apply(&def, &a) {
                Ok(()) => e.0 += 1,
                Err(r) => {
                    e.1 += 1;
                    *rej.entry(
                        format!("{r:?}")
                            .split(['(', ' ', '{'])
                            .next()
                            .unwrap()
                            .to_string(),
                    )
                    .or_default() += 1;
                }
            }
        }
    }
    println!("{ok:#?}\n{rej:#?}");
}
