//! Each test names the sentence of the rule text (or of the game's public page) it checks.

use std::sync::Arc;

use super::*;
use crate::def::GameDef;
use crate::rules::{Bot, RuledGame, Seat, SeatBot, Thing, shipped_data, shipped_def};
use crate::table::Rng;

fn data() -> Arc<DevastatorsData> {
    shipped_data::<Devastators>().expect("the sample list reads")
}

fn game(players: u8, seed: u64) -> Devastators {
    Devastators::new(&data(), players, seed, &Variants::default(), true).expect("sets up")
}

/// Every card of the deck, each once: piles, craft, attacks in flight and the cards set aside.
fn all_cards(g: &Devastators) -> Vec<CardId> {
    let mut out: Vec<CardId> = g.set_aside().to_vec();
    for s in 0..g.players() {
        let ship = g.ship(s);
        out.extend(&ship.system);
        out.extend(&ship.hand);
        out.extend(&ship.reuse);
        out.extend(&ship.destroyed);
        out.extend(ship.craft.iter().map(|k| k.card));
    }
    out.extend(g.attacks().iter().filter_map(|a| match a.source {
        Source::Weapon(c) => Some(c),
        Source::Craft(_) => None,
    }));
    out.sort_unstable();
    out
}

/// A definition whose card list is `rows` (name, kind, ranges, strength, keywords).
fn def_with(rows: &[[&str; 5]]) -> GameDef {
    let mut def = shipped_def::<Devastators>().expect("ships");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == DECK_ID)
        .expect("deck");
    deck.cards = rows
        .iter()
        .map(|r| crate::def::CardDef {
            values: r
                .iter()
                .map(|s| s.to_string())
                .chain([String::new()])
                .collect(),
            count: 1,
        })
        .collect();
    def
}

fn play_to_end(g: &mut Devastators, bots: &mut [SeatBot<Devastators>], rng: &mut Rng) -> usize {
    let mut moves = 0;
    while let Some(s) = g.to_move() {
        let m = bots[usize::from(s)].choose(g, rng).expect("a move");
        g.apply(m).expect("bots play legal moves");
        moves += 1;
        assert!(moves < 200_000, "the game ends");
    }
    moves
}

#[test]
fn the_full_deck_contains_over_100_cards_and_the_sample_is_marked() {
    // "The full Deck contains over 100 cards as described in the Card List."
    let d = data();
    assert_eq!(d.cards.len(), 100);
    assert!(d.deck_name.contains("sample"));
    assert!(
        Devastators::info()
            .readings
            .iter()
            .any(|r| r.placeholder && r.title.contains("sample"))
    );
}

#[test]
fn shuffle_the_full_deck_and_deal_each_player_an_equal_number() {
    // "Shuffle the full deck and deal each player an equal number of cards face down."
    for players in 2..=6u8 {
        let g = game(players, 3);
        let each = 100 / usize::from(players);
        for s in 0..players {
            let ship = g.ship(s);
            assert_eq!(ship.system.len() + ship.hand.len(), each);
        }
        assert_eq!(g.set_aside().len(), 100 % usize::from(players));
        assert_eq!(all_cards(&g), (0..100).collect::<Vec<_>>());
    }
}

#[test]
fn each_player_draws_5_and_the_first_player_draws_3_more() {
    // "Each player draws 5 cards from his system deck." Then the first turn's Draw phase: 3.
    let g = game(3, 11);
    for s in 0..3 {
        let want = if Some(s) == g.first_player() {
            FIRST_HAND + DRAW
        } else {
            FIRST_HAND
        };
        assert_eq!(g.ship(s).hand.len(), want, "seat {s}");
    }
}

#[test]
fn determine_turn_order_by_a_roll_that_differs_with_the_seed() {
    // "Determine turn order by any convenient method": a seeded roll.
    let firsts: std::collections::BTreeSet<Option<Seat>> =
        (0..40).map(|seed| game(4, seed).first_player()).collect();
    assert!(firsts.len() >= 3, "{firsts:?}");
    let g = game(4, 5);
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.starts_with("Turn order roll") && !e.dice.is_empty())
    );
    assert_eq!(
        game(4, 5).first_player(),
        g.first_player(),
        "the same seed, the same order"
    );
}

#[test]
fn all_ships_begin_at_long_range_from_each_other() {
    // "All ships begin at Long Range from each other."
    let g = game(5, 1);
    for a in 0..5 {
        for b in 0..5 {
            if a != b {
                assert_eq!(g.band(a, b), Band::Long);
            }
        }
    }
}

#[test]
fn a_drive_steps_one_band_against_one_opponent_only() {
    // Move phase: "discard a Drive card to step one range band".
    let mut g = game(3, 2);
    let s = g.active();
    while g.phase() != Phase::Move {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        g.apply(moves[0].clone()).expect("discard");
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let Some(Move::Drive { card, ship, .. }) = moves
        .iter()
        .find(|m| matches!(m, Move::Drive { closer: true, .. }))
        .cloned()
    else {
        // This seed dealt no drive to the first player: the test below covers refusals.
        panic!("seed 2 deals a drive to the first player");
    };
    let other = (0..3).find(|&o| o != s && o != ship).expect("a third ship");
    // Farther than Long is refused, with the reason, and nothing changes.
    let before = g.project(None);
    let err = g
        .apply(Move::Drive {
            card,
            ship,
            closer: false,
        })
        .expect_err("no band beyond Long");
    assert!(err.to_string().contains("Long range"), "{err}");
    assert_eq!(g.project(None), before);
    g.apply(Move::Drive {
        card,
        ship,
        closer: true,
    })
    .expect("legal");
    assert_eq!(g.band(s, ship), Band::Medium);
    assert_eq!(g.band(ship, s), Band::Medium, "one band for the pair");
    assert_eq!(g.band(s, other), Band::Long, "other pairs keep theirs");
    assert!(
        g.ship(s).reuse.contains(&card),
        "the Drive is discarded to the Reuse pile"
    );
}

#[test]
fn a_weapon_attacks_only_at_a_range_it_names_and_once_per_target_ship() {
    // "Attack (one attack card per target ship; the card gives its range)"
    let mut rows = vec![["Lance", "Beam", "Long", "3", ""]; 12];
    rows.extend(vec![["Laser", "Beam", "Short", "2", ""]; 12]);
    rows.extend(vec![["Shield", "Shield", "", "2", ""]; 12]);
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    let (mut g, lances) = (0..50)
        .find_map(|seed| {
            let g = Devastators::new(&data, 3, seed, &Variants::default(), true).expect("sets up");
            let s = g.active();
            let lances: Vec<CardId> = g
                .ship(s)
                .hand
                .iter()
                .copied()
                .filter(|&c| g.data().card(c).name == "Lance")
                .collect();
            (lances.len() >= 2).then_some((g, lances))
        })
        .expect("a seed of 50 deals two lances to the first player");
    let s = g.active();
    let t = (s + 1) % 3;
    assert_eq!(
        g.phase(),
        Phase::Attack,
        "no drive or craft: straight to the attack phase"
    );
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    for m in &moves {
        if let Move::Attack { card, .. } = m {
            assert_eq!(
                g.data().card(*card).name,
                "Lance",
                "only Long-range weapons reach"
            );
        }
    }
    g.apply(Move::Attack {
        card: lances[0],
        target: t,
    })
    .expect("legal");
    assert_eq!(g.to_move(), Some(s), "the third ship can still be attacked");
    let err = g
        .apply(Move::Attack {
            card: lances[1],
            target: t,
        })
        .expect_err("one per target");
    assert!(
        err.to_string().contains("one attack card per target ship"),
        "{err}"
    );
    g.apply(Move::Attack {
        card: lances[1],
        target: (s + 2) % 3,
    })
    .expect("the other ship");
}

#[test]
fn shields_stop_damage_and_each_point_destroys_the_top_of_the_system_deck() {
    // Defence, then Damage; the engine's reading: each point moves the top System card to the
    // Destroyed pile.
    let mut rows = vec![["Lance", "Beam", "Long", "3", ""]; 20];
    rows.extend(vec![["Shield", "Shield", "", "2", ""]; 20]);
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    for seed in 0..30 {
        let mut g = Devastators::new(&data, 2, seed, &Variants::default(), true).expect("sets up");
        let s = g.active();
        let t = 1 - s;
        let lance = g
            .ship(s)
            .hand
            .iter()
            .copied()
            .find(|&c| g.data().card(c).kind == Kind::Beam);
        let shield = g
            .ship(t)
            .hand
            .iter()
            .copied()
            .find(|&c| g.data().card(c).kind == Kind::Shield);
        let (Some(lance), Some(shield)) = (lance, shield) else {
            continue;
        };
        // The attack is the only one possible, so the phase passes to the target at once.
        g.apply(Move::Attack {
            card: lance,
            target: t,
        })
        .expect("attack");
        assert_eq!(
            (g.phase(), g.to_move()),
            (Phase::Defence, Some(t)),
            "the target answers"
        );
        let top = *g.ship(t).system.last().expect("a System deck");
        g.apply(Move::Defend {
            card: shield,
            attack: 0,
        })
        .expect("shield");
        let destroyed = g.ship(t).destroyed.len();
        if g.phase() == Phase::Defence {
            g.apply(Move::Done).expect("take the rest");
        }
        assert_eq!(
            g.ship(t).destroyed.len(),
            destroyed + 1,
            "3 damage − 2 stopped = 1 card"
        );
        assert_eq!(
            g.ship(t).destroyed.last(),
            Some(&top),
            "the top of the System deck"
        );
        assert!(
            g.ship(t).reuse.contains(&shield),
            "the shield goes to the Reuse pile"
        );
        return;
    }
    panic!("no seed of 30 dealt a lance and a shield");
}

#[test]
fn point_defence_stops_a_missile_but_not_a_beam_nor_stealth() {
    let d = def_with(&[
        ["Missile", "Missile", "Long", "2", ""],
        ["Ghost", "Missile", "Long", "2", "Stealth"],
        ["Beam", "Beam", "Long", "2", ""],
        ["PD", "Point Defence", "", "", ""],
        ["PD", "Point Defence", "", "", ""],
        ["Missile", "Missile", "Long", "2", ""],
        ["Ghost", "Missile", "Long", "2", "Stealth"],
        ["Beam", "Beam", "Long", "2", ""],
        ["PD", "Point Defence", "", "", ""],
        ["PD", "Point Defence", "", "", ""],
    ]);
    let data = Arc::new(DevastatorsData::read(&d).expect("reads"));
    let g = Devastators::new(&data, 2, 0, &Variants::default(), false).expect("sets up");
    let pd = (0..10)
        .find(|&c| g.data().card(c).kind == Kind::PointDefence)
        .expect("pd");
    let attack = |c: CardId| Attack {
        target: 1,
        source: Source::Weapon(c),
        shielded: 0,
        stopped: false,
        defences: vec![],
    };
    let by_name = |n: &str| (0..10).find(|&c| g.data().card(c).name == n).expect("card");
    assert!(g.defence_works_for_tests(pd, &attack(by_name("Missile"))));
    assert!(!g.defence_works_for_tests(pd, &attack(by_name("Ghost"))));
    assert!(!g.defence_works_for_tests(pd, &attack(by_name("Beam"))));
}

#[test]
fn a_card_list_the_rules_cannot_use_is_refused_naming_row_and_column() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    // The fourth card is on row 5 of the designer's spreadsheet: the header is row 1.
    rows[3] = ["Laser", "Beam", "Close", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad range");
    assert_eq!((err.row, err.column.as_deref()), (Some(5), Some("ranges")));
    assert!(
        err.to_string().contains("“Close” is not a range band"),
        "{err}"
    );
    assert_eq!(
        err.deck.as_deref(),
        Some(DECK_ID),
        "the deck's id, for the editor"
    );
    rows[3] = ["Laser", "Laser", "Short", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad kind");
    assert_eq!((err.row, err.column.as_deref()), (Some(5), Some("kind")));
    rows[3] = ["Laser", "Beam", "Short", "zero", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("bad strength");
    assert_eq!(
        (err.row, err.column.as_deref()),
        (Some(5), Some("strength"))
    );
    rows[3] = ["Wing", "Fighter", "Long", "2", ""];
    let err = DevastatorsData::read(&def_with(&rows)).expect_err("fighter ranges are the rules'");
    assert!(err.to_string().contains("Short or Medium"), "{err}");
    let shields = vec![["Shield", "Shield", "", "2", ""]; 10];
    let err = DevastatorsData::read(&def_with(&shields)).expect_err("nothing can damage");
    assert!(
        err.to_string().contains("no ship could ever be damaged"),
        "{err}"
    );
}

/// Every row the rules refuse is named, not only the first, each with its own row as the
/// spreadsheet shows it; rows after a refused one keep their numbers.
#[test]
fn every_refused_row_is_named_with_its_spreadsheet_row() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    rows[0] = ["Foo", "Banana", "Short", "lots", ""];
    rows[1] = ["Bar", "Weapon", "Nowhere", "3", "Flying"];
    rows[5] = ["Baz", "Beam", "Short", "zero", ""];
    let def = def_with(&rows);
    let entry = crate::rules::registry::game("devastators").expect("registered");
    let found = crate::rules::cards::problem_rows(&def, |d| entry.check_def(d), 10);
    let places: Vec<_> = found.iter().map(|e| (e.row, e.column.as_deref())).collect();
    assert_eq!(
        places,
        [
            (Some(2), Some("kind")),
            (Some(3), Some("kind")),
            (Some(7), Some("strength"))
        ]
    );
    assert!(found[0].reason.contains("“Banana”"), "{}", found[0]);
    assert!(found[1].reason.contains("“Weapon”"), "{}", found[1]);
    assert_eq!(
        crate::rules::cards::problem_rows(&def, |d| entry.check_def(d), 2).len(),
        2,
        "at most as many as asked"
    );
    let fine = def_with(&vec![["Laser", "Beam", "Short", "2", ""]; 10]);
    assert!(crate::rules::cards::problem_rows(&fine, |d| entry.check_def(d), 10).is_empty());
}

#[test]
fn a_keyword_the_engine_cannot_run_is_listed_and_the_card_still_plays() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 10];
    rows[6] = ["Tractor Beam", "Beam", "Short", "1", "Tractor, Pierce"];
    let d = DevastatorsData::read(&def_with(&rows)).expect("reads");
    assert_eq!(d.notes.len(), 1);
    assert!(
        d.notes[0].contains("row 8 (Tractor Beam)") && d.notes[0].contains("“Tractor”"),
        "{:?}",
        d.notes
    );
    assert!(d.cards[6].pierce, "the keywords it knows still apply");
    let entry = crate::rules::registry::game("devastators").expect("registered");
    assert_eq!(entry.notes(Some(&def_with(&rows))).expect("reads").len(), 1);
    assert!(
        entry.notes(None).expect("reads").is_empty(),
        "the sample runs whole"
    );
}

#[test]
fn a_designers_list_changes_what_the_simulation_plays() {
    // A list of beams at Long range only: every game ends without a single drive.
    let rows = vec![["Big Gun", "Beam", "Long", "5", ""]; 30];
    let mut settings = crate::sim::SimSettings::new("devastators");
    settings.players = 3;
    settings.games = 50;
    settings.def = Some(def_with(&rows));
    let p = crate::sim::run_batch(&settings, 0, 50).expect("runs");
    assert_eq!(p.games, 50);
    let shipped = crate::sim::run_batch(
        &crate::sim::SimSettings {
            def: None,
            ..settings.clone()
        },
        0,
        50,
    )
    .expect("runs");
    assert_ne!(p.rounds_histogram, shipped.rounds_histogram);
}

#[test]
fn thousands_of_bot_games_keep_every_card_in_one_pile_and_always_end() {
    // Property: every card in exactly one pile; ranges change only by a Drive; the game ends;
    // "the last ship left wins".
    let data = data();
    let variants = [
        Variants::default(),
        Variants {
            damage_from: DamageFrom::HandFirst,
            reuse_returns: ReuseReturns::EndOfTurn,
            craft_lasts: CraftLasts::OneAttack,
            hand_limit: 5,
        },
    ];
    let mut rng = Rng::seeded(7);
    let mut cut = 0;
    for i in 0..1200u64 {
        let players = 2 + (i % 5) as u8;
        let v = variants[(i % 2) as usize];
        let mut g = Devastators::new(&data, players, i, &v, false).expect("sets up");
        let mut bots: Vec<SeatBot<Devastators>> = (0..players)
            .map(|s| {
                SeatBot::by_name(if (i + u64::from(s)) % 3 == 0 {
                    "random"
                } else {
                    "captain"
                })
                .expect("bot")
            })
            .collect();
        let full: Vec<CardId> = (0..100).collect();
        let mut moves = 0;
        while let Some(s) = g.to_move() {
            let before: Vec<Band> = g.range.clone();
            let m = bots[usize::from(s)].choose(&g, &mut rng).expect("a move");
            let drive = matches!(m, Move::Drive { .. });
            g.apply(m).expect("legal");
            if !drive {
                assert_eq!(before, g.range, "only a Drive changes a range");
            }
            if i % 10 == 0 {
                assert_eq!(
                    all_cards(&g),
                    full,
                    "game {i}: every card in exactly one pile"
                );
            }
            moves += 1;
            assert!(moves < 100_000, "game {i} ends");
        }
        assert_eq!(all_cards(&g), full);
        let o = g.outcome().expect("over");
        if o.cut_off {
            cut += 1;
        } else {
            let w = o.winner.expect("a winner");
            assert!(!g.ship(w).out);
            assert_eq!(g.alive().count(), 1, "the last ship left");
            for s in (0..players).filter(|&s| s != w) {
                assert_eq!(
                    g.ship(s).alive(),
                    0,
                    "an eliminated ship has every card destroyed"
                );
            }
        }
    }
    assert!(cut < 60, "{cut} of 1,200 games hit the round limit");
}

#[test]
fn replaying_the_seed_and_moves_gives_the_same_table() {
    let data = data();
    let mut g = Devastators::new(&data, 3, 99, &Variants::default(), true).expect("sets up");
    let mut bots: Vec<SeatBot<Devastators>> = (0..3)
        .map(|_| SeatBot::by_name("captain").expect("bot"))
        .collect();
    let mut rng = Rng::seeded(1);
    let mut moves = Vec::new();
    while let Some(s) = g.to_move() {
        let m = bots[usize::from(s)].choose(&g, &mut rng).expect("move");
        moves.push(m.clone());
        g.apply(m).expect("legal");
    }
    let mut h = Devastators::new(&data, 3, 99, &Variants::default(), true).expect("sets up");
    for m in moves {
        h.apply(m).expect("replays");
    }
    assert_eq!(h.log(), g.log());
    assert_eq!(h.project(None), g.project(None));
}

#[test]
fn the_views_hide_hands_and_system_decks_and_the_search_bot_keeps_what_it_sees() {
    let g = game(3, 4);
    let p = g.project(Some(1));
    for z in &p.zones {
        if z.id.starts_with("hand-") && z.id != "hand-1" {
            assert!(z.cards.is_empty() && z.count > 0, "{} hidden", z.id);
        }
        if z.id.starts_with("system-") {
            assert!(
                z.cards.iter().all(|c| !c.face_up),
                "System decks are face down"
            );
        }
    }
    assert_eq!(
        p.zones
            .iter()
            .find(|z| z.id == "hand-1")
            .expect("hand")
            .cards
            .len(),
        g.ship(1).hand.len()
    );
    let spectator = g.project(None);
    assert!(
        spectator
            .zones
            .iter()
            .filter(|z| z.id.starts_with("hand-"))
            .all(|z| z.cards.is_empty())
    );
    let mut rng = Rng::seeded(3);
    for _ in 0..20 {
        let d = g.determinize(1, &mut rng);
        assert_eq!(d.project(Some(1)), p, "what seat 1 sees is kept");
    }
}

#[test]
fn the_captain_beats_the_random_bot() {
    let data = data();
    let mut wins = 0;
    let mut rng = Rng::seeded(5);
    for seed in 0..200u64 {
        let mut g = Devastators::new(&data, 2, seed, &Variants::default(), false).expect("sets up");
        let captain = (seed % 2) as u8;
        let mut bots: Vec<SeatBot<Devastators>> = (0..2)
            .map(|s| {
                SeatBot::by_name(if s == captain { "captain" } else { "random" }).expect("bot")
            })
            .collect();
        play_to_end(&mut g, &mut bots, &mut rng);
        if g.outcome().and_then(|o| o.winner) == Some(captain) {
            wins += 1;
        }
    }
    assert!(wins > 130, "the captain won {wins} of 200");
}

#[test]
fn the_search_bot_does_not_learn_how_the_face_down_deck_was_dealt() {
    // The deck is dealt face down: which cards went to which System deck is hidden, from the
    // ship's own deck too, so the search bot's imagined tables deal them again.
    let g = game(2, 8);
    let mut own = g.ship(0).system.clone();
    own.sort_unstable();
    let mut rng = Rng::seeded(2);
    let changed = (0..20).any(|_| {
        let d = g.determinize(0, &mut rng);
        let mut mine = d.ship(0).system.clone();
        mine.sort_unstable();
        assert_eq!(
            all_cards(&d),
            (0..100).collect::<Vec<_>>(),
            "every card still once"
        );
        mine != own
    });
    assert!(changed, "the own System deck's contents are dealt again");
}

/// Plays Done (and the first discard) until the active ship changes.
fn end_turn(g: &mut Devastators) {
    let s = g.active();
    let mut moves = Vec::new();
    while g.active() == s && g.outcome().is_none() {
        g.legal_moves(&mut moves);
        let m = if moves.contains(&Move::Done) {
            Move::Done
        } else {
            moves[0].clone()
        };
        g.apply(m).expect("legal");
    }
}

#[test]
fn a_ship_drawing_from_an_empty_system_deck_shuffles_its_reuse_pile_in() {
    // Reading (variant reuse_returns=when_empty): the Reuse pile becomes the System deck.
    let mut g = game(2, 4);
    let next = 1 - g.active();
    let ship = &mut g.ships[usize::from(next)];
    let mut all = std::mem::take(&mut ship.system);
    all.truncate(10);
    ship.reuse = all;
    let hand = ship.hand.len();
    end_turn(&mut g);
    assert_eq!(g.active(), next);
    let ship = g.ship(next);
    assert_eq!(
        ship.hand.len() + ship.reuse.len(),
        hand + 3,
        "it drew 3 (and perhaps discarded)"
    );
    assert_eq!(ship.system.len(), 7, "the other 7 are its System deck now");
}

#[test]
fn at_the_end_of_its_turn_a_ship_puts_its_reuse_pile_under_its_system_deck() {
    // Reading (variant reuse_returns=end_of_turn).
    let v = Variants {
        reuse_returns: ReuseReturns::EndOfTurn,
        ..Variants::default()
    };
    let mut g = Devastators::new(&data(), 2, 4, &v, false).expect("sets up");
    let s = g.active();
    let card = g.ships[usize::from(s)].system.remove(0);
    g.ships[usize::from(s)].reuse.push(card);
    let top = *g.ship(s).system.last().expect("a deck");
    end_turn(&mut g);
    let ship = g.ship(s);
    assert!(ship.reuse.is_empty());
    assert_eq!(ship.system[0], card, "at the bottom");
    assert_eq!(
        *ship.system.last().expect("a deck"),
        top,
        "the top is unchanged"
    );
}

/// Two ships of this list, set at Short range once the first ship's turn waits for a decision.
fn short_range(rows: &[[&str; 5]], v: Variants) -> Devastators {
    let data = Arc::new(DevastatorsData::read(&def_with(rows)).expect("reads"));
    let mut g = Devastators::new(&data, 2, 1, &v, false).expect("sets up");
    g.range = vec![Band::Short; 4];
    g
}

#[test]
fn point_defence_shoots_down_a_fighter_and_a_one_attack_craft_returns_to_the_reuse_pile() {
    // "Launch (Fighter Squad or Nanotech swarm)"; "fighters attack at Short or Medium range".
    let mut rows = vec![["Wing", "Fighter", "", "2", ""]; 10];
    rows.extend(vec![["PD", "Point Defence", "", "", ""]; 10]);
    for (v, shot_down) in [
        (Variants::default(), true),
        (
            Variants {
                craft_lasts: CraftLasts::OneAttack,
                ..Variants::default()
            },
            false,
        ),
    ] {
        let mut g = short_range(&rows, v);
        let s = g.active();
        let t = 1 - s;
        let Some(&wing) = g
            .ship(s)
            .hand
            .iter()
            .find(|&&c| g.data().card(c).kind == Kind::Fighter)
        else {
            panic!("seed 1 deals a fighter to the first player");
        };
        // To the Launch phase, then launch and attack with the fighter.
        while g.phase() != Phase::Launch {
            g.apply(Move::Done).expect("done");
        }
        g.apply(Move::Launch(wing)).expect("launch");
        while g.phase() == Phase::Launch {
            g.apply(Move::Done).expect("done launching");
        }
        g.apply(Move::Craft {
            card: wing,
            target: t,
        })
        .expect("fighters attack at Short");
        while g.phase() == Phase::Attack {
            g.apply(Move::Done).expect("done attacking");
        }
        let pd = g
            .ship(t)
            .hand
            .iter()
            .copied()
            .find(|&c| g.data().card(c).kind == Kind::PointDefence);
        match (shot_down, pd) {
            (true, Some(pd)) => {
                g.apply(Move::Defend {
                    card: pd,
                    attack: 0,
                })
                .expect("point defence");
                assert!(g.ship(s).destroyed.contains(&wing), "shot down");
                assert!(g.ship(s).craft.is_empty());
            }
            (false, _) => {
                while g.phase() == Phase::Defence {
                    g.apply(Move::Done).expect("take it");
                }
                assert!(g.ship(s).reuse.contains(&wing), "one attack, then back");
                assert!(g.ship(s).craft.is_empty());
            }
            (true, None) => panic!("seed 1 deals point defence to the second ship"),
        }
    }
}

#[test]
fn with_hand_first_damage_a_hit_destroys_a_card_of_the_hand() {
    // Reading (variant damage_from=hand_first).
    let v = Variants {
        damage_from: DamageFrom::HandFirst,
        ..Variants::default()
    };
    // Guns that reach Long too, so the first ship's turn waits at its attack.
    let rows = vec![["Gun", "Beam", "Short/Long", "1", ""]; 20];
    let mut g = short_range(&rows, v);
    let s = g.active();
    let t = 1 - s;
    let gun = g.ship(s).hand[0];
    let (hand, system) = (g.ship(t).hand.len(), g.ship(t).system.len());
    g.apply(Move::Attack {
        card: gun,
        target: t,
    })
    .expect("attack");
    while g.active() == s {
        g.apply(Move::Done).expect("done");
    }
    assert_eq!(g.ship(t).destroyed.len(), 1);
    assert_eq!(
        g.ship(t).hand.len(),
        hand - 1 + 3,
        "one card of the hand is gone, then 3 drawn"
    );
    assert_eq!(
        g.ship(t).system.len(),
        system - 3,
        "the System deck only lost the 3 drawn"
    );
}

/// A move of any kind, with cards, ships and attacks in and far out of range (as a damaged save
/// or a hand-edited link could hold).
fn arbitrary(rng: &mut Rng) -> Move {
    let c = |rng: &mut Rng| [0u16, 1, 7, 99, 100, 500, u16::MAX][rng.index(7)];
    let s = |rng: &mut Rng| [0u8, 1, 2, 5, 6, 9, u8::MAX][rng.index(7)] as Seat;
    match rng.index(9) {
        0 => Move::Discard(c(rng)),
        1 => Move::Drive {
            card: c(rng),
            ship: s(rng),
            closer: rng.index(2) == 0,
        },
        2 => Move::Repair(c(rng)),
        3 => Move::Launch(c(rng)),
        4 => Move::Attack {
            card: c(rng),
            target: s(rng),
        },
        5 => Move::Craft {
            card: c(rng),
            target: s(rng),
        },
        6 => Move::Defend {
            card: c(rng),
            attack: c(rng),
        },
        _ => Move::Done,
    }
}

/// "`apply` never panics on input" (see [`crate::rules::checks`]).
#[test]
fn any_move_is_made_or_refused_with_a_reason_and_a_refusal_changes_nothing() {
    let data = data();
    let games = (0..10u64).map(|seed| {
        Devastators::new(
            &data,
            2 + (seed % 5) as u8,
            seed,
            &Variants::default(),
            false,
        )
        .expect("sets up")
    });
    crate::rules::checks::any_move_is_made_or_refused(
        games,
        300,
        &mut Rng::seeded(5),
        arbitrary,
        |g| g.project(None),
    );
}

/// A refusal names the cards of a move as ids from outside: held or not, an id past the end of
/// the list reads as "that card" in every phase, whatever the checks before it.
#[test]
fn a_refusal_reads_an_id_past_the_list_in_every_phase() {
    let mut g = game(2, 1);
    let far = CardId::MAX;
    let s = g.to_move().expect("to move");
    g.ships[usize::from(s)].hand.push(far);
    for phase in Phase::ALL {
        g.phase = phase;
        for mv in [
            Move::Attack {
                card: far,
                target: 1 - s,
            },
            Move::Repair(far),
            Move::Launch(far),
        ] {
            let why = g.why_not(&mv);
            assert!(!why.is_empty(), "{phase:?} {mv:?}");
        }
    }
}

/// Every number a designer can type in the game's decks is bounded when the data is read, and a
/// game plays to its end (overflow checks on) at each column's 0 and largest accepted value.
#[test]
fn data_bounds() {
    let v = u64::from(super::data::MAX_STRENGTH);
    crate::rules::checks::data_bounds::<Devastators>(&[("systems", "strength", v)], &[]);
}

/// A weapon picked against ships out of its range, and a card of another phase, are explained
/// in the rules' words: "Attack (one attack card per target ship; the card gives its range)".
#[test]
fn a_refused_card_says_which_rule_refuses_it() {
    let mut rows = vec![["Lance", "Beam", "Long", "3", ""]; 12];
    rows.extend(vec![["Laser", "Beam", "Short", "2", ""]; 12]);
    rows.extend(vec![["Shield", "Shield", "", "2", ""]; 12]);
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    let named = |g: &Devastators, name: &str| {
        g.ship(g.active())
            .hand
            .iter()
            .copied()
            .find(|&c| g.data().card(c).name == name)
    };
    let (g, laser, shield) = (0..50)
        .find_map(|seed| {
            let g = Devastators::new(&data, 2, seed, &Variants::default(), true).expect("sets up");
            let ok = named(&g, "Lance").is_some();
            Some((g.clone(), named(&g, "Laser")?, named(&g, "Shield")?)).filter(|_| ok)
        })
        .expect("a seed of 50 deals a lance, a laser and a shield to the first player");
    assert_eq!(g.phase(), Phase::Attack);
    let why = |c: CardId| RuledGame::why_not_thing(&g, &Thing::Card(format!("card-{c}")));
    let laser_why = why(laser).expect("explained");
    assert!(
        laser_why.contains("Laser reaches Short range") && laser_why.contains("at Long range"),
        "{laser_why}"
    );
    assert_eq!(
        why(shield).as_deref(),
        Some(
            "a Shield card is not played in the Attack phase: Shield cards are played in the Defence phase"
        )
    );
}

/// A ship whose only weapons reach no ship at their range is passed over in its Attack phase,
/// and the log says why (without naming the hidden cards).
#[test]
fn a_skipped_attack_phase_is_logged_with_the_rule() {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 18];
    rows.extend(vec![["Shield", "Shield", "", "2", ""]; 18]);
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    let g = Devastators::new(&data, 2, 1, &Variants::default(), true).expect("sets up");
    let line = g
        .log()
        .iter()
        .find(|l| l.text.contains("skips the Attack phase"))
        .unwrap_or_else(|| panic!("{:?}", g.log()));
    assert!(
        line.text
            .contains("no weapon in its hand reaches a ship at its range"),
        "{}",
        line.text
    );
    assert!(!line.text.contains("Laser"), "{}", line.text);
}

/// "Over the hand limit, discard down to it": the phase bar states the limit in play, the
/// designer's setting, not the default.
#[test]
fn the_draw_phase_states_the_hand_limit_in_play() {
    let data = data();
    for limit in [5u8, 8, 12] {
        let v = Variants {
            hand_limit: limit,
            ..Variants::default()
        };
        let g = Devastators::new(&data, 2, 3, &v, false).expect("sets up");
        let p = g.project(Some(0));
        let draw = p
            .phases
            .iter()
            .find(|ph| ph.name == "Draw")
            .expect("a Draw phase");
        assert!(
            draw.about.contains(&format!("hand limit ({limit})")),
            "{}",
            draw.about
        );
    }
}
