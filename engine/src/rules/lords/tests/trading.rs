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

/// Seat `by` makes the promise of row `promise` to seat `to` in a trade `to` opens in its
/// playing turn (a card for the promise), and play returns to `to`.
fn promised(g: &mut Lords, to: Seat, by: Seat, promise: u8) {
    g.actor = to;
    let card = to_hand(g, to, "Imps");
    g.apply(Move::Offer(by)).expect("opens");
    g.apply(Move::Give(card)).expect("gives");
    g.apply(Move::AskPromise(promise))
        .expect("asks for the promise");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Accept).expect("accepts");
    assert_eq!((g.step(), g.to_move()), (Step::Playing, Some(to)));
}

/// Everyone passes until the attack phase is over.
fn no_attacks(g: &mut Lords) {
    g.queue.clear();
    g.start_attacks();
    g.settle();
    while g.phase() == Phase::Attacks {
        g.apply(Move::Done).expect("passes");
    }
}

fn fate(g: &Lords, i: usize) -> PromiseFate {
    g.pledges()[i].fate
}

const NO_ATTACK: u8 = 0;
const NO_OBJECTION: u8 = 2;
const OVERLORD: u8 = 3;
const CARDS: u8 = 4;

#[test]
fn an_offer_may_be_countered_and_the_counter_accepted_or_declined() {
    // The table gives trading what the text allows: the other side may answer with other
    // terms, which go back to the one who offered, a bounded number of times.
    let d = data();
    let mut g = staged(&d, 4);
    let gift = to_hand(&mut g, 0, "Hellhounds");
    for _ in 0..3 {
        to_hand(&mut g, 2, "Imps");
    }
    g.apply(Move::Offer(2)).expect("opens");
    g.apply(Move::Give(gift)).expect("gives");
    g.apply(Move::AskCards(2)).expect("asks");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Counter).expect("counters");
    assert_eq!((g.step(), g.to_move()), (Step::Offer, Some(2)));
    let o = g.offer().expect("the offer comes back to be edited");
    assert_eq!((o.from, o.to, o.take.cards.clone()), (2, 0, vec![gift]));
    assert_eq!(o.give.choice, 2, "the terms come back as they were");
    g.apply(Move::GiveChoice(1)).expect("gives less");
    g.apply(Move::Send).expect("sends back");
    assert_eq!((g.step(), g.to_move()), (Step::Answer, Some(0)));
    assert!(logged(
        &g,
        "Player 3 (green ▲) counters, offering Player 1 (blue ●): 1 card of its choice for Hellhounds"
    ));
    let countered = g.clone();
    g.apply(Move::Accept).expect("accepts the counter");
    g.apply(Move::Pay(g.realm(2).hand[0]))
        .expect("gives its card");
    assert_eq!((g.step(), g.to_move()), (Step::Playing, Some(0)));
    assert!(g.realm(2).hand.contains(&gift));
    assert_eq!((g.realm(0).hand.len(), g.realm(2).hand.len()), (1, 3));
    // Declined: nothing moves, and play returns to the one who opened the negotiation.
    let mut h = countered.clone();
    h.apply(Move::Decline).expect("declines the counter");
    assert_eq!((h.step(), h.to_move()), (Step::Playing, Some(0)));
    assert!(h.realm(0).hand.contains(&gift));
    assert_eq!(h.realm(2).hand.len(), 3);
    assert!(logged(&h, "Player 1 (blue ●) declines the offer"));
    // Counter-offers are bounded: after the last one the answer is yes or no.
    let mut k = countered;
    k.apply(Move::Counter).expect("counters back");
    k.apply(Move::Send).expect("sends");
    assert_eq!(
        k.offer().expect("an offer").counters,
        super::super::trade::COUNTERS
    );
    assert!(!legal(&k).contains(&Move::Counter));
    assert!(legal(&k).contains(&Move::Decline));
}

#[test]
fn devils_can_trade_all_cards_including_tabled_ones_but_keep_only_one_fortress() {
    // "Devils can trade all cards, including tabled ones." "The same applies to trading, no
    // player can have more than one tabled fortress." "If the Devil has more than one fortress
    // as a result of trade (or ritual or..), the player must discard all but one."
    let d = data();
    let mut g = staged(&d, 4);
    let citadel = to_table(&mut g, 0, "Iron Citadel");
    let juggernauts = to_table(&mut g, 0, "Juggernauts");
    let ritual = to_table(&mut g, 0, "Soul Harvest");
    let keep = to_table(&mut g, 1, "Brass Keep");
    to_hand(&mut g, 1, "Imps");
    g.realms[3].at = Where::Captive(0);
    g.apply(Move::Offer(1)).expect("opens");
    let moves = legal(&g);
    assert!(moves.contains(&Move::Give(citadel)) && moves.contains(&Move::Give(juggernauts)));
    assert!(
        !moves.contains(&Move::Give(ritual)),
        "\"When tabled, rituals cannot be stolen, traded or exchanged.\""
    );
    assert!(
        moves.contains(&Move::AskFor(keep)),
        "a tabled card of the other side"
    );
    g.apply(Move::Give(citadel)).expect("offers its fortress");
    g.apply(Move::Give(juggernauts)).expect("offers its horde");
    g.apply(Move::AskCards(1)).expect("asks");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Accept).expect("accepts");
    assert_eq!(
        g.realm(1).fortress,
        Some(citadel),
        "the stronger fortress is kept"
    );
    assert!(g.discard_pile().contains(&keep), "the other is discarded");
    assert!(
        g.realm(1).hordes.contains(&juggernauts),
        "a tabled horde stays tabled"
    );
    assert_eq!(g.realm(0).fortress, None);
    assert_eq!(
        g.realm(3).at,
        Where::Fled,
        "a captor that loses its fortress must release its prisoners"
    );
    assert!(logged(
        &g,
        "gets the fortress Iron Citadel and discards its old one, Brass Keep"
    ));
}

#[test]
fn limited_trading_before_each_ritual_moves_hand_cards_promises_and_releases_only() {
    // "Before each ritual is handled, trading is allowed as normal." "Limited trading is
    // allowed during most phases. No tabled cards (including prisoners and Souls) can be moved,
    // but players can trade hand cards, make promises and release prisoners."
    let d = data();
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 0, "Soul Harvest");
    let horde = to_table(&mut g, 0, "Juggernauts");
    let card = to_hand(&mut g, 0, "Imps");
    let theirs = to_table(&mut g, 1, "Hellhounds");
    to_table(&mut g, 1, "Brass Keep");
    g.realms[2].at = Where::Captive(0);
    no_attacks(&mut g);
    assert_eq!(
        (g.phase(), g.step(), g.to_move()),
        (Phase::Rituals, Step::Rituals, Some(0))
    );
    assert!(legal(&g).contains(&Move::Offer(1)));
    g.apply(Move::Offer(1))
        .expect("opens before handling its ritual");
    let moves = legal(&g);
    for m in [
        Move::Give(card),
        Move::GiveRelease(2),
        Move::GivePromise(NO_OBJECTION),
        Move::AskPromise(NO_OBJECTION),
    ] {
        assert!(moves.contains(&m), "{m:?} in {moves:?}");
    }
    for m in [
        Move::Give(horde),
        Move::AskFor(theirs),
        Move::GivePrisoner(2),
    ] {
        assert!(!moves.contains(&m), "{m:?} moves a tabled card");
    }
    g.apply(Move::Give(card)).expect("gives");
    g.apply(Move::AskPromise(NO_OBJECTION)).expect("asks");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Accept).expect("accepts");
    assert_eq!((g.step(), g.to_move()), (Step::Rituals, Some(0)));
    assert!(
        !legal(&g).contains(&Move::Offer(1)),
        "one negotiation per pair and window"
    );
}

#[test]
fn no_trading_nor_promises_fall_due_in_the_bookkeeping_phases() {
    // "No trading is during special bookkeeping phases. Players can not trade anything, make
    // any promises nor play special cards." The attacks and the rituals open trading (an
    // announced attack and each caster's turn), the award, the gathering and the election do
    // not.
    let d = data();
    let mut g = staged(&d, 4);
    promised(&mut g, 0, 1, CARDS);
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 0, "Soul Harvest");
    g.realms[1].at = Where::Earth;
    g.queue.clear();
    g.start_attacks();
    g.settle();
    let mut traded_in = Vec::new();
    while g.turn() == 1 && g.outcome().is_none() {
        let moves = legal(&g);
        if moves.iter().any(|m| matches!(m, Move::Offer(_))) && !traded_in.contains(&g.phase()) {
            traded_in.push(g.phase());
        }
        if g.to_move() == Some(3) && moves.contains(&Move::Attack(2)) {
            g.apply(Move::Attack(2)).expect("announces");
            continue;
        }
        g.apply(moves.last().cloned().expect("a move"))
            .expect("plays");
    }
    let log: Vec<&str> = g.log().iter().map(|e| e.text.as_str()).collect();
    assert_eq!(traded_in, vec![Phase::Attacks, Phase::Rituals], "{log:#?}");
    // The promise of cards falls due at the start of the next playing phase, not before.
    assert_eq!(
        (g.phase(), g.step(), g.to_move()),
        (Phase::Playing, Step::Pay, Some(1))
    );
}

#[test]
fn a_promise_kept_is_marked_kept_when_its_moment_comes() {
    // A promise is recorded on the table, shown to every seat, and marked when the moment it
    // names comes: "I will not attack you this turn" when the attacks end.
    let d = data();
    let mut g = staged(&d, 4);
    promised(&mut g, 0, 1, NO_ATTACK);
    assert_eq!(fate(&g, 0), PromiseFate::Pending);
    for seat in [None, Some(2)] {
        let p = g.project(seat);
        let panel = p
            .panels
            .iter()
            .find(|p| p.title == "Promises")
            .expect("the promises panel");
        assert_eq!(
            panel.rows[0][..3],
            [
                "Player 2".to_string(),
                "Player 1".to_string(),
                "I will not attack you this turn".to_string()
            ]
        );
    }
    assert!(logged(
        &g,
        "Player 2 (red ■) promises Player 1 (blue ●): “I will not attack you this turn” (checked when this turn's attacks end)"
    ));
    no_attacks(&mut g);
    assert_eq!(fate(&g, 0), PromiseFate::Kept);
    assert!(logged(
        &g,
        "Player 2 (red ■) kept its promise to Player 1 (blue ●): “I will not attack you this turn”"
    ));
}

#[test]
fn a_broken_promise_is_marked_broken_and_logged_but_not_prevented() {
    // The text leaves keeping promises to the players: the table says what happened.
    let d = data();
    let mut g = staged(&d, 4);
    promised(&mut g, 0, 1, NO_ATTACK);
    g.queue.clear();
    g.starter = 1;
    g.start_attacks();
    g.settle();
    assert_eq!(g.to_move(), Some(1));
    assert!(
        legal(&g).contains(&Move::Attack(0)),
        "the promise does not forbid it"
    );
    g.apply(Move::Attack(0)).expect("attacks all the same");
    g.apply(Move::Done).expect("the defender lets it stand");
    assert_eq!(fate(&g, 0), PromiseFate::Broken);
    assert!(logged(
        &g,
        "Player 2 (red ■) broke its promise to Player 1 (blue ●): “I will not attack you this turn”"
    ));
}

#[test]
fn a_promise_of_cards_not_kept_shows_the_whole_hand_to_the_one_owed() {
    // "If the devil cannot keep its promise and it included cards from the hand, the player
    // must show her entire hand to player who was ought to get the cards."
    let d = data();
    let mut g = staged(&d, 4);
    promised(&mut g, 0, 1, CARDS);
    g.start_turn();
    assert_eq!(
        (g.phase(), g.step(), g.to_move()),
        (Phase::Playing, Step::Pay, Some(1))
    );
    let mut kept = g.clone();
    let hand = g.realm(1).hand.len();
    assert!(
        g.project(Some(0))
            .zones
            .iter()
            .any(|z| z.id == "hand-1" && z.cards.is_empty())
    );
    g.apply(Move::Decline).expect("breaks it");
    assert_eq!(fate(&g, 0), PromiseFate::Broken);
    assert!(logged(
        &g,
        "Player 2 (red ■) shows its whole hand to Player 1 (blue ●)"
    ));
    let seen = |g: &Lords, viewer: Seat| {
        g.project(Some(viewer))
            .zones
            .iter()
            .find(|z| z.id == "hand-1")
            .expect("the hand")
            .cards
            .len()
    };
    assert_eq!(
        (seen(&g, 0), seen(&g, 2)),
        (hand, 0),
        "shown to the one owed only"
    );
    assert_eq!((g.step(), g.to_move()), (Step::Playing, Some(0)));
    // Kept: the cards are given, "if it is possible".
    for _ in 0..2 {
        let c = kept.realm(1).hand[0];
        kept.apply(Move::Pay(c)).expect("gives");
    }
    assert_eq!(fate(&kept, 0), PromiseFate::Kept);
    assert_eq!(kept.realm(1).hand.len(), hand - 2);
}

#[test]
fn when_the_game_ends_only_promises_if_it_becomes_the_overlord_are_fulfilled() {
    // "When the game ends, only promises '..if ..becomes an overlord' is fulfilled, nothing
    // else anymore matters".
    let d = data();
    let mut g = staged(&d, 4);
    promised(&mut g, 1, 0, OVERLORD);
    promised(&mut g, 2, 0, CARDS);
    promised(&mut g, 3, 1, OVERLORD);
    let mut other = g.clone();
    g.finish(Some(0), "a new Overlord is elected", false);
    assert_eq!(
        [fate(&g, 0), fate(&g, 1), fate(&g, 2)],
        [PromiseFate::Kept, PromiseFate::Lapsed, PromiseFate::Lapsed]
    );
    assert_eq!(
        g.realm(1).vp,
        2,
        "the new Overlord's promise is carried out"
    );
    assert_eq!(g.realm(3).vp, 0);
    assert!(logged(
        &g,
        "Player 2 (red ■) gets 2 victory points from the new Overlord's promise"
    ));
    other.finish(Some(1), "a new Overlord is elected", false);
    assert_eq!((other.realm(1).vp, other.realm(3).vp), (0, 2));
}

#[test]
fn as_trading_is_allowed_the_attacker_may_change_the_target_or_pass() {
    // "As trading is allowed, the player may change the target or change attack announcement
    // to passing action. If she does not, see combat rules in its own chapter."
    let d = data();
    let mut g = staged(&d, 4);
    let bribe = to_hand(&mut g, 1, "Hellhounds");
    g.queue.clear();
    g.start_attacks();
    g.settle();
    g.apply(Move::Attack(1)).expect("announces");
    assert_eq!((g.step(), g.to_move()), (Step::Bargain, Some(1)));
    assert!(g.combat().is_none(), "nothing is fought yet");
    g.apply(Move::Offer(0)).expect("bargains");
    assert!(
        !legal(&g)
            .iter()
            .any(|m| matches!(m, Move::GivePrisoner(_) | Move::AskFor(_))),
        "limited trading"
    );
    g.apply(Move::Give(bribe)).expect("offers a card");
    g.apply(Move::AskPromise(NO_ATTACK))
        .expect("asks to be spared");
    g.apply(Move::Send).expect("sends");
    g.apply(Move::Accept).expect("the attacker accepts");
    assert_eq!((g.step(), g.to_move()), (Step::Confirm, Some(0)));
    let moves = legal(&g);
    for m in [Move::Attack(1), Move::Attack(2), Move::Done] {
        assert!(moves.contains(&m), "{m:?}");
    }
    let mut retarget = g.clone();
    g.apply(Move::Done).expect("passes");
    assert!(logged(
        &g,
        "Player 1 (blue ●) withdraws its attack and passes"
    ));
    assert_eq!((g.step(), g.to_move()), (Step::Announce, Some(1)));
    assert!(g.realm(0).hand.contains(&bribe));
    retarget.apply(Move::Attack(2)).expect("changes the target");
    assert!(logged(
        &retarget,
        "changes the target of its attack to Player 3"
    ));
    assert_eq!(retarget.combat().map(|c| c.defender), Some(2));
    assert_eq!(
        fate(&retarget, 0),
        PromiseFate::Pending,
        "Player 1 is spared"
    );
}

#[test]
fn the_schemer_keeps_its_word_unless_breaking_it_is_worth_it() {
    // The game's own bot keeps a promise not to attack, unless the one promised leads the
    // race (then it attacks, and the table marks the promise broken).
    let d = data();
    let mut g = staged(&d, 4);
    for _ in 0..2 {
        to_table(&mut g, 0, "Legion of the Damned");
    }
    for s in [2, 3] {
        for name in ["Bone Golems", "Bone Golems", "Juggernauts", "Juggernauts"] {
            to_table(&mut g, s, name);
        }
    }
    promised(&mut g, 1, 0, NO_ATTACK);
    g.queue.clear();
    g.start_attacks();
    g.settle();
    let choose = |g: &Lords| {
        let mut bot = Schemer::default();
        bot.choose(g, &mut Rng::seeded(1)).expect("a move")
    };
    let mut leader = g.clone();
    assert_eq!(
        choose(&g),
        Move::Done,
        "keeps its word: no one else is worth attacking"
    );
    leader.realms[1].vp = 5;
    assert_eq!(
        choose(&leader),
        Move::Attack(1),
        "the leader is worth a broken promise"
    );
    leader.apply(Move::Attack(1)).expect("attacks");
    leader.apply(Move::Done).expect("let stand");
    assert_eq!(fate(&leader, 0), PromiseFate::Broken);
}

#[test]
fn combine_your_special_power_with_special_cards_drunken_or_forced_agreement() {
    // "the real power is to combine your special power with special cards Drunken or Forced
    // Agreement, when you will get all nice things in exchange for practically nothing": the
    // placeholder readings bind the Devil played on to accept the player's offers, the next
    // one (Forced Agreement) or every one this turn (Drunken).
    // The game file lists both with no copies, as placeholders to opt into: two each here.
    let mut def = shipped_def::<Lords>().expect("ships");
    let res = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("the resource deck");
    for line in &mut res.cards {
        if line.values[0] == "Forced Agreement" || line.values[0] == "Drunken" {
            assert_eq!(line.count, 0);
            assert!(
                line.values[5].starts_with("PLACEHOLDER"),
                "marked in the game file"
            );
            line.count = 2;
        }
    }
    let d = read(&def);
    for name in ["Forced Agreement", "Drunken"] {
        let mut g = staged(&d, 4);
        for (s, devil_name) in [
            (0, "Mammon"),
            (1, "Glasya"),
            (2, "Mephistopheles"),
            (3, "Baalzebul"),
        ] {
            devil(&mut g, s, devil_name);
        }
        let card = to_hand(&mut g, 0, name);
        to_hand(&mut g, 1, "Juggernauts");
        to_hand(&mut g, 1, "Imps");
        to_hand(&mut g, 2, "Imps");
        let on_1 = Move::Impose { card, on: 1 };
        assert!(legal(&g).contains(&on_1), "{name} is played on a Devil");
        // The schemer plays it on the Devil with most cards, then asks it for cards for
        // nothing.
        let mut bot = Schemer::default();
        let mut rng = Rng::seeded(1);
        assert_eq!(bot.choose(&g, &mut rng), Some(on_1.clone()));
        g.apply(on_1).expect("plays the card");
        assert!(g.discard_pile().contains(&card));
        assert!(g.bound(0, 1));
        assert_eq!(bot.choose(&g, &mut rng), Some(Move::Offer(1)));
        g.apply(Move::Offer(1)).expect("opens an offer");
        let ask = bot.choose(&g, &mut rng).expect("a move");
        assert_eq!(ask, Move::AskCards(2), "as many as it holds");
        g.apply(ask).expect("asks");
        g.apply(Move::Send).expect("sends");
        assert_eq!((g.step(), g.to_move()), (Step::Answer, Some(1)));
        assert_eq!(legal(&g), vec![Move::Accept], "it must accept");
        g.apply(Move::Accept).expect("accepts");
        while g.step() == Step::Pay {
            let pay = legal(&g)[0].clone();
            g.apply(pay).expect("pays");
        }
        assert_eq!(g.realm(1).hand.len(), 0);
        assert_eq!(
            g.bound(0, 1),
            name == "Drunken",
            "Forced Agreement binds for the next offer, Drunken for the turn"
        );
    }
}
