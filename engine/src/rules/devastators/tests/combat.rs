//! Moving, attacking, defending and taking damage: drives and range bands, weapons' ranges,
//! shields and point defence, the Reuse pile's return, launched craft and the damage variants.

use super::*;

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

/// "Move (discard a Drive card to step one range band)" and "Launch (Fighter Squad or
/// Nanotech swarm)": one Drive a Move phase and one craft a Launch phase, the page's words; the
/// variants let a designer allow more.
#[test]
fn a_ship_discards_one_drive_card_a_move_phase_and_launches_one_craft() {
    let mut rows = vec![["Ion Drive", "Drive", "", "", ""]; 8];
    rows.extend(vec![["Patch", "Repair", "", "1", ""]; 8]);
    rows.extend(vec![["Wing", "Fighter", "", "2", ""]; 8]);
    rows.extend(vec![["Lance", "Beam", "Long", "2", ""]; 8]);
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    let count = |g: &Devastators, s: Seat, kind: &str| {
        g.ship(s)
            .hand
            .iter()
            .filter(|&&c| data.kind_name(data.card(c)) == kind)
            .count()
    };
    let first_of = |g: &Devastators, s: Seat, kind: &str| {
        let hand = &g.ship(s).hand;
        *hand
            .iter()
            .find(|&&c| data.kind_name(data.card(c)) == kind)
            .expect("in hand")
    };
    // A seed whose first ship starts its Move phase holding two Drives, a Repair and two
    // Fighters; a destroyed card keeps the Repair playable, so the phase goes on after a Drive.
    let start = |v: &Variants| {
        (0..500)
            .find_map(|seed| {
                let mut g = Devastators::new(&data, 2, seed, v, true).expect("sets up");
                let s = g.active();
                let ok = g.phase() == Phase::Move
                    && count(&g, s, "Drive") >= 2
                    && count(&g, s, "Repair") >= 1
                    && count(&g, s, "Fighter") >= 2;
                ok.then(|| {
                    let c = g.ships[usize::from(s)].system.pop().expect("a deck");
                    g.ships[usize::from(s)].destroyed.push(c);
                    g
                })
            })
            .expect("a seed deals such a hand")
    };
    let drives = |g: &Devastators| {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        moves
            .into_iter()
            .filter(|m| matches!(m, Move::Drive { .. }))
            .collect::<Vec<_>>()
    };

    let mut g = start(&Variants::default());
    let s = g.active();
    let first = drives(&g)
        .into_iter()
        .find(|m| matches!(m, Move::Drive { closer: true, .. }));
    g.apply(first.expect("a Drive closer")).expect("legal");
    assert_eq!(g.phase(), Phase::Move, "the Repair keeps the phase open");
    assert!(drives(&g).is_empty(), "no second Drive is offered");
    let second = first_of(&g, s, "Drive");
    let before = g.project(None);
    let err = g
        .apply(Move::Drive {
            card: second,
            ship: 1 - s,
            closer: true,
        })
        .expect_err("one Drive a Move phase");
    assert!(
        err.to_string().contains("one Drive card in its Move phase"),
        "{err}"
    );
    assert_eq!(g.project(None), before, "a refusal changes nothing");
    // The Launch phase: one craft, then the phase ends with a Fighter still in hand.
    g.apply(Move::Done).expect("done moving");
    assert_eq!(g.phase(), Phase::Launch);
    let wing = first_of(&g, s, "Fighter");
    g.apply(Move::Launch(wing)).expect("legal");
    assert_ne!(g.phase(), Phase::Launch, "one launch ends the phase");
    assert!(
        !g.log()
            .iter()
            .any(|e| e.text.contains("skips the Launch phase")),
        "a phase ended by its limit after a launch is not logged as skipped"
    );
    assert!(count(&g, s, "Fighter") >= 1, "a Fighter stays in hand");
    assert_eq!(g.ship(s).craft.len(), 1);

    // With the variants at two, a second Drive and a second launch are made.
    let two = Variants {
        drives: 2,
        launches: 2,
        ..Variants::default()
    };
    let mut g = start(&two);
    let s = g.active();
    for _ in 0..2 {
        let m = drives(&g).into_iter().next().expect("a Drive is offered");
        g.apply(m).expect("legal");
    }
    assert!(drives(&g).is_empty(), "not a third");
    g.apply(Move::Done).expect("done moving");
    for _ in 0..2 {
        let wing = first_of(&g, s, "Fighter");
        g.apply(Move::Launch(wing)).expect("legal");
    }
    assert_eq!(g.ship(s).craft.len(), 2);
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
        craft: None,
    })
    .expect("legal");
    assert_eq!(g.to_move(), Some(s), "the third ship can still be attacked");
    let err = g
        .apply(Move::Attack {
            card: lances[1],
            target: t,
            craft: None,
        })
        .expect_err("one per target");
    assert!(
        err.to_string().contains("one attack card per target ship"),
        "{err}"
    );
    g.apply(Move::Attack {
        card: lances[1],
        target: (s + 2) % 3,
        craft: None,
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
            .find(|&c| g.data().card(c).role == Role::Weapon);
        let shield = g
            .ship(t)
            .hand
            .iter()
            .copied()
            .find(|&c| g.data().card(c).role == Role::Shield);
        let (Some(lance), Some(shield)) = (lance, shield) else {
            continue;
        };
        // The attack is the only one possible, so the phase passes to the target at once.
        g.apply(Move::Attack {
            card: lance,
            target: t,
            craft: None,
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
        .find(|&c| g.data().card(c).role == Role::PointDefence)
        .expect("pd");
    let attack = |c: CardId| Attack {
        target: 1,
        craft: None,
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
            .find(|&&c| g.data().card(c).role == Role::Craft)
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
            craft: None,
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
            .find(|&c| g.data().card(c).role == Role::PointDefence);
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
        craft: None,
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

/// Leaves ship `t` with `hand` cards in its hand and `system` in its System deck: every other
/// card of its goes to its Destroyed pile.
fn leave(g: &mut Devastators, t: Seat, hand: usize, system: usize) {
    let ship = &mut g.ships[usize::from(t)];
    let mut gone = ship.hand.split_off(hand);
    gone.extend(ship.system.drain(..ship.system.len() - system));
    gone.append(&mut ship.reuse);
    ship.destroyed.extend(gone);
}

#[test]
fn a_ship_whose_cards_are_all_destroyed_is_out_and_the_last_ship_left_wins() {
    // "When all of your opponents cards are in his Destroyed pile, you have eliminated him from
    // the game." "Have the last remaining Devastator."
    let rows = vec![["Lance", "Beam", "Long", "3", ""]; 30];
    let data = Arc::new(DevastatorsData::read(&def_with(&rows)).expect("reads"));
    // Three ships: a 3-point hit on a ship of 3 cards puts it out; on a ship of 4 it does not.
    let mut g = Devastators::new(&data, 3, 1, &Variants::default(), false).expect("sets up");
    let s = g.active();
    let (t1, t2) = ((s + 1) % 3, (s + 2) % 3);
    assert_eq!((g.phase(), g.to_move()), (Phase::Attack, Some(s)));
    leave(&mut g, t1, 1, 2);
    leave(&mut g, t2, 1, 3);
    let lances = g.ship(s).hand.clone();
    for (card, target) in [(lances[0], t1), (lances[1], t2)] {
        g.apply(Move::Attack {
            card,
            target,
            craft: None,
        })
        .expect("legal");
    }
    while g.active() == s {
        g.apply(Move::Done).expect("done");
    }
    assert!(g.ship(t1).out, "every card destroyed: out");
    assert_eq!(g.ship(t1).destroyed.len(), 10);
    assert!(!g.ship(t2).out, "a card left: still in");
    assert_eq!(g.outcome(), None, "two ships are left");
    assert_ne!(g.active(), t1, "an eliminated ship has no turn");
    // Two ships: the one left wins.
    let mut g = Devastators::new(&data, 2, 1, &Variants::default(), false).expect("sets up");
    let s = g.active();
    leave(&mut g, 1 - s, 1, 2);
    let lance = g.ship(s).hand[0];
    g.apply(Move::Attack {
        card: lance,
        target: 1 - s,
        craft: None,
    })
    .expect("legal");
    assert!(g.ship(1 - s).out);
    let o = g.outcome().expect("over");
    assert_eq!((o.winner(), o.cut_off), (Some(s), false));
}

/// Puts card `c` (wherever it is) into ship `owner`'s hand, or among its launched craft.
fn place(g: &mut Devastators, c: CardId, owner: Seat, launched: bool) {
    for ship in &mut g.ships {
        ship.system.retain(|&x| x != c);
        ship.hand.retain(|&x| x != c);
        ship.reuse.retain(|&x| x != c);
        ship.craft.retain(|k| k.card != c);
    }
    g.set_aside.retain(|&x| x != c);
    let ship = &mut g.ships[usize::from(owner)];
    if launched {
        ship.craft.push(Craft {
            card: c,
            attacked: false,
        });
    } else {
        ship.hand.push(c);
    }
}

/// A two-ship table at Short range where the first ship holds a Beam and has a Fighter in space,
/// the second has a Fighter in space and holds `defence` (card names of the list below), and the
/// first ship is in its Attack phase.
fn craft_duel(v: Variants, defence: &[&str]) -> (Devastators, Seat, [CardId; 3]) {
    let mut rows = vec![["Laser", "Beam", "Short", "2", ""]; 4];
    rows.extend(vec![["Wing", "Fighter", "", "2", ""]; 4]);
    rows.extend(vec![["Deflector", "Shield", "", "2", ""]; 4]);
    rows.extend(vec![["Buckler", "Shield", "", "1", ""]; 4]);
    rows.extend(vec![["Ion Drive", "Drive", "", "", ""]; 4]);
    rows.extend(vec![["PD", "Point Defence", "", "", ""]; 4]);
    let mut g = short_range(&rows, v);
    let s = g.active();
    let t = 1 - s;
    let by = |name: &str, k: usize| {
        (0..24u16)
            .filter(|&c| g.data().card(c).name == name)
            .nth(k)
            .expect("in the list")
    };
    let (laser, mine, theirs) = (by("Laser", 0), by("Wing", 0), by("Wing", 1));
    let defences: Vec<CardId> = defence.iter().map(|n| by(n, 0)).collect();
    // Empty hands, so only these cards act; the phases with nothing to do pass.
    g.ships[0].hand.clear();
    g.ships[1].hand.clear();
    place(&mut g, laser, s, false);
    place(&mut g, mine, s, true);
    place(&mut g, theirs, t, true);
    for c in defences {
        place(&mut g, c, t, false);
    }
    g.phase = Phase::Attack;
    g.record = true;
    (g, t, [laser, mine, theirs])
}

/// Plays the rest of the first ship's Attack phase and every Defence move given, then Done to
/// the Damage phase.
fn to_damage(g: &mut Devastators, defend: &[Move]) {
    while g.phase() == Phase::Attack {
        g.apply(Move::Done).expect("done attacking");
    }
    for m in defend {
        g.apply(m.clone()).expect("a legal defence");
    }
    while g.phase() == Phase::Defence {
        g.apply(Move::Done).expect("take it");
    }
}

/// "Launch (Fighter Squad or Nanotech swarm)": a launched craft is in space, where a weapon or
/// another craft can attack it (the variant “Launched craft can be attacked”, by default); any
/// damage that gets through destroys it, to its owner's Destroyed pile.
#[test]
fn a_weapon_or_a_craft_may_attack_a_launched_craft_and_any_damage_destroys_it() {
    let (mut g, t, [laser, mine, theirs]) = craft_duel(Variants::default(), &[]);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let at_craft = Move::Attack {
        card: laser,
        target: t,
        craft: Some(theirs),
    };
    let dogfight = Move::Craft {
        card: mine,
        target: t,
        craft: Some(theirs),
    };
    assert!(
        moves.contains(&at_craft) && moves.contains(&dogfight),
        "{moves:?}"
    );
    let second = (0..24u16)
        .filter(|&c| g.data().card(c).name == "Laser")
        .nth(1)
        .expect("a second Laser");
    let s = g.active();
    place(&mut g, second, s, false);
    g.apply(at_craft).expect("a weapon at a craft");
    let err = g
        .apply(Move::Attack {
            card: second,
            target: t,
            craft: Some(theirs),
        })
        .expect_err("one weapon per craft");
    assert!(
        err.to_string().contains("one attack card per target craft"),
        "{err}"
    );
    to_damage(&mut g, &[]);
    assert!(g.ship(t).craft.is_empty(), "shot down");
    assert!(g.ship(t).destroyed.contains(&theirs));
    assert!(
        g.log().iter().any(|l| l
            .text
            .contains(&format!("destroys {}'s Wing", crate::rules::seat_label(t)))),
        "the log says so"
    );

    let (mut g, t, [_, mine, theirs]) = craft_duel(Variants::default(), &[]);
    g.apply(Move::Craft {
        card: mine,
        target: t,
        craft: Some(theirs),
    })
    .expect("a craft at a craft");
    to_damage(&mut g, &[]);
    assert!(
        g.ship(t).destroyed.contains(&theirs),
        "shot down by a fighter"
    );
}

/// The craft's owner answers an attack on it as for its ship: a shield saves it when it stops
/// all the damage (a weaker one does not), point defence stops a fighter attacking it, and a
/// Drive card discarded lets it evade.
#[test]
fn an_attacked_craft_is_saved_by_a_shield_that_stops_all_its_damage_or_evades_with_a_drive() {
    for (defence, saved) in [
        ("Deflector", true),
        ("Buckler", false),
        ("Ion Drive", true),
        ("PD", true),
    ] {
        let (mut g, t, [laser, mine, theirs]) = craft_duel(Variants::default(), &[defence]);
        let source = if defence == "PD" {
            Move::Craft {
                card: mine,
                target: t,
                craft: Some(theirs),
            }
        } else {
            Move::Attack {
                card: laser,
                target: t,
                craft: Some(theirs),
            }
        };
        g.apply(source).expect("attack the craft");
        while g.phase() == Phase::Attack {
            g.apply(Move::Done).expect("done attacking");
        }
        assert_eq!(g.to_move(), Some(t), "the craft's owner answers");
        let card = g.ship(t).hand[0];
        let defend = Move::Defend { card, attack: 0 };
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert!(moves.contains(&defend), "{defence}: {moves:?}");
        if defence == "Ion Drive" {
            assert!(
                g.describe(&defend).contains("evades"),
                "{}",
                g.describe(&defend)
            );
        }
        to_damage(&mut g, &[defend]);
        assert_eq!(
            g.ship(t).craft.iter().any(|k| k.card == theirs),
            saved,
            "{defence}"
        );
    }
}

/// With the other reading of the variant, attacks target ships only: no move aims at a craft,
/// one is refused naming the variant, and a Drive cannot be played in defence.
#[test]
fn with_ships_only_a_launched_craft_is_no_target() {
    let v = Variants {
        craft_targets: CraftTargets::ShipsOnly,
        ..Variants::default()
    };
    let (mut g, t, [laser, _, theirs]) = craft_duel(v, &["Ion Drive"]);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(
        moves.iter().all(|m| !matches!(
            m,
            Move::Attack { craft: Some(_), .. } | Move::Craft { craft: Some(_), .. }
        )),
        "{moves:?}"
    );
    let err = g
        .apply(Move::Attack {
            card: laser,
            target: t,
            craft: Some(theirs),
        })
        .expect_err("ships only");
    assert!(
        err.to_string().contains("Launched craft can be attacked"),
        "{err}"
    );
    g.apply(Move::Attack {
        card: laser,
        target: t,
        craft: None,
    })
    .expect("the ship");
    let drive = g.ship(t).hand[0];
    assert!(
        !g.defence_works_for_tests(drive, &g.attacks()[0]),
        "a Drive is no defence of a ship"
    );
}
