//! Trading: offers accepted or declined, and a captured Devil trading with its captor.

use super::*;

#[test]
fn an_offer_passes_the_decision_to_the_other_player_who_accepts_or_declines() {
    // "players can trade hand cards, make promises and release prisoners" — and the answering
    // player is the one to act.
    let d = data();
    let mut g = staged(&d, 4);
    let gift = to_hand(&mut g, 0, "Hellhounds");
    for _ in 0..3 {
        to_hand(&mut g, 2, "Imps");
    }
    g.apply(Move::Offer(2)).expect("opens");
    assert!(
        !legal(&g).contains(&Move::Send),
        "an empty offer is not sent"
    );
    g.apply(Move::Give(gift)).expect("gives");
    g.apply(Move::GivePromise(0)).expect("promises");
    g.apply(Move::AskCards(2)).expect("asks");
    g.apply(Move::Send).expect("sends");
    assert_eq!((g.step(), g.to_move()), (Step::Answer, Some(2)));
    // The answering player reads the terms where the answer is asked for.
    let status = g.project(Some(2)).status;
    assert!(
        status.contains("answering Player 1 (blue ●)'s offer: Hellhounds, the promise “"),
        "{status}"
    );
    assert!(status.contains("for 2 cards of their choice"), "{status}");
    let before = g.clone();
    g.apply(Move::Accept).expect("accepts");
    assert_eq!((g.step(), g.to_move()), (Step::Pay, Some(2)));
    let pay = g
        .realm(2)
        .hand
        .iter()
        .copied()
        .find(|&c| c != gift)
        .expect("a card");
    g.apply(Move::Pay(pay)).expect("pays");
    g.apply(Move::Pay(g.realm(2).hand[0])).expect("pays");
    assert_eq!((g.step(), g.to_move()), (Step::Playing, Some(0)));
    assert!(g.realm(2).hand.contains(&gift));
    assert_eq!(g.realm(0).hand.len(), 2);
    assert!(logged(
        &g,
        "Player 1 (blue ●) offers Player 3 (green ▲): Hellhounds, the promise “"
    ));
    assert!(logged(
        &g,
        "Player 1 (blue ●) promises Player 3 (green ▲): “"
    ));
    assert!(
        !legal(&g).contains(&Move::Offer(2)),
        "one negotiation per pair and window"
    );
    // Declined: nothing moves.
    let mut h = before;
    h.apply(Move::Decline).expect("declines");
    assert!(h.realm(0).hand.contains(&gift));
    assert!(logged(&h, "declines the offer"));
}

#[test]
fn a_captured_devil_trades_only_with_its_captor_who_may_release_it() {
    // "The devil can only trade with its captor". "A devil is freed from imprisonment when the
    // captor either lets its prisoners to go (well, a trade can help)".
    let d = data();
    let mut g = staged(&d, 4);
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[0].at = Where::Captive(1);
    let c = to_hand(&mut g, 0, "Juggernauts");
    let offers: Vec<Move> = legal(&g)
        .into_iter()
        .filter(|m| matches!(m, Move::Offer(_)))
        .collect();
    assert_eq!(offers, vec![Move::Offer(1)]);
    g.apply(Move::Offer(1)).expect("offers");
    g.apply(Move::Give(c)).expect("gives");
    g.apply(Move::AskRelease(0)).expect("asks");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Accept).expect("accepts");
    assert_eq!(g.realm(0).at, Where::Home);
    assert!(g.realm(1).hand.contains(&c));
}

#[test]
fn no_trade_nor_special_card_in_the_bookkeeping_phases() {
    // "No trading is during special bookkeeping phases. Players can not trade anything, make any
    // promises nor play special cards." "Under no circumstances it is possible to play special
    // cards during 'no trading' phase." The gathering and the election are such phases (the
    // text opens the attacks and the rituals to trading, so they are not checked here).
    let d = data();
    let mut g = staged(&d, 4);
    for (s, name) in [
        (0, "Windfall"),
        (1, "Windfall"),
        (2, "Soul Trade"),
        (3, "Soul Trade"),
    ] {
        to_hand(&mut g, s, name);
    }
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 0, "Soul Harvest");
    g.realms[1].at = Where::Earth;
    let moves = legal(&g);
    assert!(moves.iter().any(|m| matches!(m, Move::Play(_))));
    assert!(moves.iter().any(|m| matches!(m, Move::Offer(_))));
    g.queue.clear();
    g.start_attacks();
    g.settle();
    let bookkeeping = [Phase::Gathering, Phase::Election];
    let mut seen = Vec::new();
    while g.turn() == 1 && g.outcome().is_none() {
        let moves = legal(&g);
        if bookkeeping.contains(&g.phase()) {
            assert!(
                !moves
                    .iter()
                    .any(|m| matches!(m, Move::Offer(_) | Move::Play(_))),
                "{:?}: {moves:?}",
                g.phase()
            );
            if !seen.contains(&g.phase()) {
                seen.push(g.phase());
            }
        }
        g.apply(moves.last().cloned().expect("a move"))
            .expect("plays");
    }
    assert_eq!(seen, bookkeeping, "both bookkeeping phases are reached");
}
