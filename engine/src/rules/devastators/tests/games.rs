//! Whole games and the interface: bot games keep every card in one pile and end, replay, what
//! each seat sees, the bots, and moves refused with the rule's words, changing nothing.

use super::*;

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
            craft_targets: CraftTargets::ShipsOnly,
            hand_limit: 5,
            draw: 4,
            drives: 3,
            launches: 20,
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
            let w = o.winner().expect("a winner");
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
        if g.outcome().and_then(|o| o.winner()) == Some(captain) {
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
            craft: None,
        },
        5 => Move::Craft {
            card: c(rng),
            target: s(rng),
            craft: None,
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
                craft: None,
            },
            Move::Repair(far),
            Move::Launch(far),
        ] {
            let why = g.why_not(&mv);
            assert!(!why.is_empty(), "{phase:?} {mv:?}");
        }
    }
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

/// "Draw (3 cards, hand limit 8)": the draw is a table value a designer changes, and the
/// phase bar and the first player's hand follow it.
#[test]
fn a_ship_draws_the_cards_of_the_draw_variant() {
    let data = data();
    for draw in [1u8, 3, 6] {
        let v = Variants {
            draw,
            hand_limit: 20,
            ..Variants::default()
        };
        let g = Devastators::new(&data, 2, 3, &v, false).expect("sets up");
        let first = g.first_player().expect("a first player");
        assert_eq!(g.ship(first).hand.len(), FIRST_HAND + usize::from(draw));
        let p = g.project(Some(first));
        let about = &p
            .phases
            .iter()
            .find(|ph| ph.name == "Draw")
            .expect("a Draw phase")
            .about;
        assert!(about.starts_with(&format!("Draw {draw} card")), "{about}");
    }
}
