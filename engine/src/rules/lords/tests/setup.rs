//! Set-up, drawing and the playing phase: the deal and the redraw, the Draw phase by Realm size,
//! fortresses, oath cards, rituals and going to Earth.

use super::*;

#[test]
fn deal_6_cards_to_each_player_with_the_starter_at_random_and_no_souls_nor_points() {
    // "Give the Starter marker to random player. Shuffle the resource cards, and deal 6 cards
    // to each player." "Each player has no Souls and no victory points."
    let starters: std::collections::BTreeSet<Seat> =
        (0..30).map(|s| game(5, s).starter()).collect();
    assert!(starters.len() >= 4, "{starters:?}");
    for seed in 0..20 {
        let g = game(4, seed);
        assert_eq!(all_cards(&g), full(&g));
        for s in 0..4 {
            assert_eq!((g.realm(s).souls, g.realm(s).vp), (0, 0));
        }
        if g.step() == Step::Redraw {
            assert!(g.realms.iter().all(|r| r.hand.len() == 6));
        }
    }
}

#[test]
fn a_hand_without_a_fortress_may_be_redrawn_once_and_the_new_one_kept() {
    // "If a player has no fortresses in her starting hand, she may discard all these 6 cards
    // and get 6 new ones, but must keep those. After everyone has done their possible redraw,
    // shuffle discarded decks into the deck."
    let g0 = (0..50)
        .map(|s| game(6, s))
        .find(|g| g.step() == Step::Redraw)
        .expect("a seed with a hand without fortress");
    let mut g = g0.clone();
    let s = g.to_move().expect("someone decides");
    let old = g.realm(s).hand.clone();
    assert!(!old.iter().any(|&c| g.is(c, Kind::Fortress)));
    assert!(legal(&g).contains(&Move::Redraw));
    g.apply(Move::Redraw).expect("redraws");
    assert_eq!(g.realm(s).hand.len(), 6);
    assert!(g.realm(s).hand.iter().all(|c| !old.contains(c)));
    while g.step() == Step::Redraw {
        assert_ne!(g.to_move(), Some(s), "once only");
        g.apply(Move::Done).expect("keeps");
    }
    assert!(
        g.set_aside().is_empty(),
        "the redrawn hands are back in the deck"
    );
    assert_eq!(all_cards(&g), full(&g));
    // Players with a fortress were never asked.
    let asked: Vec<Seat> = g0.queue.clone();
    for t in 0..6 {
        let has = g0.realm(t).hand.iter().any(|&c| g0.is(c, Kind::Fortress));
        assert_eq!(asked.contains(&t), !has);
    }
}

#[test]
fn the_realm_size_example_makes_14_and_draws_4() {
    // "For example, if Asmodeus have fortress, 3 hordes, 1 artifact, Realm of Power post and 7
    // hand cards, including Oath cards. Thus, the Realm size is 14, and player draws 4 cards."
    let d = data();
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Asmodeus");
    to_table(&mut g, 0, "Iron Citadel");
    for _ in 0..3 {
        to_table(&mut g, 0, "Imps");
    }
    to_table(&mut g, 0, "Crown of Horns");
    for _ in 0..5 {
        to_hand(&mut g, 0, "Cattle of Hell");
    }
    to_hand(&mut g, 0, "Oath of the Overlord");
    to_hand(&mut g, 0, "Great Oath");
    let rop = post(&d, "Realm of Power");
    g.posts[rop].holder = Some(0);
    assert_eq!(g.realm_size(0), 14);
    assert_eq!(g.draw_count(0), 4);
    g.variants.realm_size = RealmSize::CardsOnly;
    assert_eq!(g.realm_size(0), 13, "the sentence's own list makes 13");
}

#[test]
fn cards_drawn_follow_the_realm_size_table() {
    // "Realm Size | 1-11 | 12-14 | 15-17 | 18-20 | 21+ | Cards drawn | to 15 | 4 | 3 | 2 | 1"
    let d = data();
    let mut g = staged(&d, 4);
    g.variants.realm_size = RealmSize::CardsOnly;
    devil(&mut g, 0, "Asmodeus");
    for size in 1..=22u32 {
        while g.realm_size(0) < size {
            let c = g.deck.pop().expect("a card");
            g.realms[0].hand.push(c);
        }
        let want = match size {
            1..=11 => 15 - size as usize,
            12..=14 => 4,
            15..=17 => 3,
            18..=20 => 2,
            _ => 1,
        };
        assert_eq!(g.draw_count(0), want, "Realm size {size}");
    }
}

#[test]
fn when_the_deck_runs_out_the_rest_of_the_draws_are_lost() {
    // "If the deck entirely runs out, rest draws are lost." "Each player draws cards from the
    // deck, starting from the Starter".
    let d = data();
    let mut g = staged(&d, 4);
    g.starter = 2;
    let keep: Vec<CardId> = g.deck.drain(..3).collect();
    g.discard = std::mem::take(&mut g.deck);
    g.deck = keep;
    g.turn = 1;
    g.start_turn();
    assert_eq!(g.realm(2).hand.len(), 3, "the Starter draws what there is");
    assert_eq!(
        g.realm(3).hand.len() + g.realm(0).hand.len() + g.realm(1).hand.len(),
        0
    );
    assert!(logged(&g, "the deck ran out and the rest are lost"));
}

// ---- The playing phase ----

#[test]
fn a_second_fortress_tabled_discards_the_first() {
    // "if she has more than one tabled fortress card, all but one must be immediately
    // discarded."
    let d = data();
    let mut g = staged(&d, 4);
    let old = to_table(&mut g, 0, "Brass Keep");
    let new = to_hand(&mut g, 0, "Iron Citadel");
    g.apply(Move::Table(new)).expect("tables");
    assert_eq!(g.realm(0).fortress, Some(new));
    assert!(g.discard_pile().contains(&old));
}

#[test]
fn oath_cards_are_never_played_or_discarded_only_traded() {
    // "Oath cards can never be discarded or played, only traded."
    let d = data();
    let mut g = staged(&d, 4);
    let oath = to_hand(&mut g, 0, "Great Oath");
    let moves = legal(&g);
    assert!(!moves.iter().any(|m| matches!(m, Move::Table(c) | Move::Discard(c) | Move::Play(c) | Move::TradeIn(c) if *c == oath)));
    g.apply(Move::Offer(1)).expect("offers");
    assert!(
        legal(&g).contains(&Move::Give(oath)),
        "but it can be traded"
    );
    // Looting returns them: see the looting test.
}

#[test]
fn rituals_need_a_fortress_and_caster_or_diabolic_fiends_and_are_lost_without() {
    // "Rituals are always held at Devil's home fortress, and Devil without fortress cannot cast
    // Rituals, unless have Diabolic Fiends." "Discard any tabled ritual if you have no fortress
    // (and no Diabolic Fiends) or no caster present at the start of any new phase."
    let d = data();
    let mut g = staged(&d, 4);
    let r = to_hand(&mut g, 0, "Soul Harvest");
    assert!(!legal(&g).contains(&Move::Table(r)), "no fortress");
    let fiends = to_table(&mut g, 0, "Diabolic Fiends");
    assert!(legal(&g).contains(&Move::Table(r)), "Diabolic Fiends");
    g.apply(Move::Table(r)).expect("tables");
    g.apply(Move::Discard(fiends)).expect("discards");
    g.realms[0].at = Where::Earth;
    g.start_attacks();
    assert!(
        g.realm(0).rituals.is_empty(),
        "discarded at the start of the next phase"
    );
    assert!(g.discard_pile().contains(&r));
    assert!(logged(&g, "rituals are discarded"));
}

#[test]
fn the_devil_and_fiends_go_to_earth_but_a_captured_devil_cannot() {
    // "Non-imprisoned Devil can go to Earth to collect Souls, as can any Fiends." "A captured
    // Devil cannot go to Earth".
    let d = data();
    let mut g = staged(&d, 4);
    let f = to_table(&mut g, 0, "Fiends");
    to_table(&mut g, 0, "Imps");
    let moves = legal(&g);
    assert!(moves.contains(&Move::Earth {
        horde: None,
        go: true
    }));
    assert!(moves.contains(&Move::Earth {
        horde: Some(f),
        go: true
    }));
    assert!(
        !moves
            .iter()
            .any(|m| matches!(m, Move::Earth { horde: Some(h), .. } if *h != f)),
        "only Fiends go"
    );
    g.apply(Move::Earth {
        horde: Some(f),
        go: true,
    })
    .expect("goes");
    assert!(g.realm(0).earth.contains(&f));
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[0].at = Where::Captive(1);
    assert!(
        !legal(&g)
            .iter()
            .any(|m| matches!(m, Move::Earth { horde: None, .. }))
    );
}

#[test]
fn a_tabled_horde_stays_on_the_table_until_destroyed_or_discarded() {
    // "When tabled, the horde cannot be taken back to hand, but stays on table until destroyed
    // or voluntary discarded by owner." "Player can discard any resource cards she wants to from
    // table or hand into discard pile."
    let d = data();
    let mut g = staged(&d, 4);
    let h = to_hand(&mut g, 0, "Hellhounds");
    let other = to_hand(&mut g, 0, "Imps");
    assert!(legal(&g).contains(&Move::Discard(other)), "from the hand");
    g.apply(Move::Table(h)).expect("tables");
    assert!(g.realm(0).hordes.contains(&h) && !g.realm(0).hand.contains(&h));
    let moves = legal(&g);
    assert!(moves.contains(&Move::Discard(h)), "from the table");
    for m in moves {
        let mut t = g.clone();
        t.apply(m).expect("legal");
        assert!(!t.realm(0).hand.contains(&h), "never back to the hand");
    }
    g.apply(Move::Discard(h)).expect("discards");
    assert!(g.discard_pile().contains(&h) && !g.realm(0).hordes.contains(&h));
}

#[test]
fn a_horde_is_tabled_only_in_the_playing_phase() {
    // "All horde cards must be tabled (played) before they have any effect on the game. This is
    // usually only possible during playing phase."
    let d = data();
    let mut g = staged(&d, 4);
    let h = to_hand(&mut g, 0, "Hellhounds");
    // A ritual to handle and a Devil on Earth, so that every phase asks for a move.
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 0, "Soul Harvest");
    g.realms[1].at = Where::Earth;
    assert!(legal(&g).contains(&Move::Table(h)), "in the playing phase");
    g.queue.clear();
    g.start_attacks();
    g.settle();
    let mut seen = Vec::new();
    while !(g.turn() == 2 && g.phase() == Phase::Playing) && g.outcome().is_none() {
        let moves = legal(&g);
        assert!(
            !moves.contains(&Move::Table(h)),
            "{:?}: {moves:?}",
            g.phase()
        );
        assert!(g.clone().apply(Move::Table(h)).is_err(), "{:?}", g.phase());
        if !seen.contains(&g.phase()) {
            seen.push(g.phase());
        }
        g.apply(moves.last().cloned().expect("a move"))
            .expect("plays");
    }
    for p in [
        Phase::Attacks,
        Phase::Rituals,
        Phase::Gathering,
        Phase::Election,
    ] {
        assert!(seen.contains(&p), "{p:?} in {seen:?}");
    }
    assert!(g.realm(0).hand.contains(&h), "still in the hand");
}

#[test]
fn the_deck_count_and_the_discard_pile_are_open_to_every_seat() {
    // "Players are allowed to count the number of cards in the deck." "The discard pile is
    // freely investigable".
    let d = data();
    let mut g = staged(&d, 4);
    let imps = pull(&mut g, "Imps");
    g.discard.push(imps);
    let p = g.project(Some(2));
    let deck = p.zones.iter().find(|z| z.id == "deck").expect("the deck");
    assert_eq!(deck.count, g.deck().len());
    let pile = p
        .panels
        .iter()
        .find(|x| x.title.starts_with("Discard pile"))
        .expect("the discard pile listed");
    assert_eq!(pile.rows, vec![vec!["Imps".to_string(), "1".to_string()]]);
}

#[test]
fn summon_takes_a_horde_from_the_discard_pile_and_nothing_when_there_is_none() {
    // "Some effects take cards from the discard pile, and if the discard pile is shuffled back to
    // the deck, these effects do not work anymore until there is new cards in the discard pile."
    let d = data();
    let mut g = staged(&d, 4);
    let summon = g
        .data
        .cards
        .iter()
        .find(|c| c.name == "Summon")
        .cloned()
        .expect("a Summon card");
    g.effects(0, &summon, 0);
    assert!(g.realm(0).hordes.is_empty());
    assert!(logged(&g, "no horde in the discard pile"));
    let imps = pull(&mut g, "Imps");
    let oath = pull(&mut g, "Great Oath");
    g.discard = vec![imps, oath];
    g.effects(0, &summon, 0);
    assert_eq!(g.realm(0).hordes, vec![imps]);
    assert_eq!(g.discard_pile(), &[oath]);
}

#[test]
fn the_plague_strikes_the_realm_with_most_hordes_and_a_tie_at_random() {
    // "Some effects have targets like 'Realm with most hordes, and if tied, random'."
    let d = data();
    let mut g = staged(&d, 4);
    let plague = g
        .data
        .cards
        .iter()
        .find(|c| c.name == "Infernal Plague")
        .cloned()
        .expect("an Infernal Plague card");
    for _ in 0..3 {
        to_table(&mut g, 0, "Cattle of Hell"); // the caster's own
    }
    for _ in 0..2 {
        to_table(&mut g, 1, "Imps");
        to_table(&mut g, 2, "Hellhounds");
    }
    to_table(&mut g, 3, "Imps");
    let mut struck = Vec::new();
    for k in 0..40 {
        let mut h = g.clone();
        h.rng = Rng::seeded(k);
        h.effects(0, &plague, 0);
        let hit: Vec<Seat> = (1..4)
            .filter(|&s| h.realm(s).hordes.len() < g.realm(s).hordes.len())
            .collect();
        assert!(hit == [1] || hit == [2], "{hit:?}");
        assert!(h.realm(hit[0]).hordes.is_empty(), "Plague 2: both hordes");
        assert_eq!(h.realm(3).hordes.len(), 1);
        if !struck.contains(&hit[0]) {
            struck.push(hit[0]);
        }
    }
    assert_eq!(struck.len(), 2, "the tie is broken at random");
}
