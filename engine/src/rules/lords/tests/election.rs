//! Rituals, Critters, the gathering on Earth, posts and the election, and who wins.

use super::*;

#[test]
fn a_complete_critter_set_casts_a_ritual_from_the_hand_once_per_set_per_turn() {
    // "If the player has complete set of Critters, she can cast a ritual directly from her
    // hand, breaking the normal rules. This can be done once per Critter set per turn".
    let d = data();
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    for name in ["Hellbats", "Hellrats", "Hellworms"] {
        to_table(&mut g, 0, name);
    }
    let a = to_hand(&mut g, 0, "Soul Harvest");
    to_hand(&mut g, 0, "Soul Harvest");
    assert_eq!(g.critter_sets(0), 1);
    away(&mut g, &[1, 2, 3]);
    g.start_attacks();
    g.settle();
    while g.phase() == Phase::Attacks {
        g.apply(Move::Done).expect("passes");
    }
    assert_eq!((g.step(), g.to_move()), (Step::Rituals, Some(0)));
    assert!(legal(&g).contains(&Move::CastFromHand(a)));
    g.apply(Move::CastFromHand(a)).expect("casts");
    assert!(g.realm(0).souls >= 3);
    assert_ne!(
        g.step(),
        Step::Rituals,
        "once per set: nothing more to handle"
    );
    assert_eq!(g.realm(0).hand.len(), 1);
}

#[test]
fn the_soul_roll_may_be_rerolled_once_and_the_second_kept() {
    // "The Devil can reroll the result, but must accept the second roll."
    let d = data();
    let mut g = staged(&d, 4);
    g.realms[0].at = Where::Earth;
    g.queue.clear();
    g.start_attacks();
    g.settle();
    while g.step() != Step::Gather {
        g.apply(Move::Done).expect("passes");
    }
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(legal(&g), vec![Move::Reroll, Move::Done]);
    g.apply(Move::Reroll).expect("rerolls");
    // The second roll is kept at once (the only move left was "keep").
    assert_ne!(g.step(), Step::Gather);
    assert!(logged(&g, "rerolls"));
    let row = g.log().iter().filter(|e| e.text.contains("gains")).count();
    assert!(row >= 1);
}

fn at_election(d: &Arc<LordsData>) -> Lords {
    let mut g = staged(d, 4);
    g.start_election();
    g
}

#[test]
fn six_points_count_as_proclaimed_and_most_posts_then_most_points_is_elected() {
    // "Any Devil with 6 or more victory points is automatically counted as proclaimed, so no
    // need (or use) to proclaim them." "If there is several possible Overlords, the one with
    // most posts becomes the new Overlord, and the game ends. If tied, the one with most victory
    // points. If still tied, no one is selected this turn".
    let d = data();
    for (posts0, vp0, want) in [(2, 6, Some(0)), (1, 6, Some(1)), (1, 7, None)] {
        let mut g = staged(&d, 4);
        g.realms[0].vp = vp0;
        g.realms[1].vp = 7;
        for i in 0..posts0 {
            g.posts[i].holder = Some(0);
        }
        g.posts[4].holder = Some(1);
        g.start_election();
        assert!(g.is_candidate(0) && g.is_candidate(1) && !g.is_candidate(2));
        assert_eq!(g.to_move(), Some(0));
        assert!(
            !legal(&g).contains(&Move::Proclaim),
            "no need (or use) to proclaim"
        );
        while g.phase() == Phase::Election && g.outcome().is_none() {
            g.apply(Move::Done).expect("no objection");
        }
        assert_eq!(
            g.overlord(),
            want,
            "{posts0} posts and {vp0} VP against 1 post and 7 VP"
        );
        if want.is_none() {
            assert!(logged(&g, "tied: no one is selected this turn"));
            assert_eq!(g.turn(), 2);
        } else {
            assert!(
                g.outcome()
                    .is_some_and(|o| o.winner() == want && !o.cut_off)
            );
        }
    }
}

#[test]
fn objected_by_half_the_gathering_is_not_a_possible_overlord_but_9_points_alone_win() {
    // Placeholder reading of the lost conditions; and "if any Devil has reached 9 or more
    // victory points, that Devil automatically becomes the new Overlord if no one else was
    // elected and no one else has as many victory points."
    let d = data();
    let mut g = staged(&d, 4);
    g.realms[2].vp = 9;
    g.realms[0].vp = 5;
    g.start_election();
    let mut objections = 0;
    while g.outcome().is_none() && g.phase() == Phase::Election {
        let s = g.to_move().expect("someone");
        if s != 2 && legal(&g).contains(&Move::Object(2)) {
            g.apply(Move::Object(2)).expect("objects");
            objections += 1;
        } else {
            g.apply(Move::Done).expect("done");
        }
    }
    assert_eq!(objections, 3);
    assert!(logged(&g, "with 3 objections: objected"));
    assert_eq!(
        g.overlord(),
        Some(2),
        "objected, but 9 victory points alone"
    );
    assert!(logged(
        &g,
        "has 9 victory points and becomes the new Overlord"
    ));
    // Two Devils at 9: no one.
    let mut h = staged(&d, 4);
    h.realms[2].vp = 9;
    h.realms[3].vp = 9;
    h.start_election();
    for _ in 0..20 {
        if h.phase() != Phase::Election {
            break;
        }
        let s = h.to_move().expect("someone");
        let m = legal(&h)
            .into_iter()
            .find(|m| matches!(m, Move::Object(_)))
            .unwrap_or(Move::Done);
        let _ = s;
        h.apply(m).expect("plays");
    }
    assert_eq!(h.overlord(), None);
    assert!(h.outcome().is_none());
}

#[test]
fn fled_devils_return_at_the_end_of_the_turn() {
    // "After gathering phase, the turn ends and any Devils which have fled (from combat or
    // because their prison was destroyed) return to Hell."
    let d = data();
    let mut g = at_election(&d);
    g.realms[1].at = Where::Fled;
    let turn = g.turn();
    while g.turn() == turn && g.outcome().is_none() {
        let m = legal(&g).last().cloned().expect("a move");
        g.apply(m).expect("plays");
    }
    assert_eq!(g.realm(1).at, Where::Home);
    assert!(logged(&g, "fled Devils return to Hell"));
}

#[test]
fn posts_are_achieved_kept_stable_unstable_and_lost_with_their_points() {
    // "when a new post is achieved or stable post (see below) is kept, the Devil gains one
    // victory point". "If the Devil does not fill 'to keep' requirement next turn, the post is
    // completely lost and other Devil can immediately claim it". "If the Devil cannot fill 'to
    // keep' requirement, the post is changed to unstable post instead of being immediately
    // lost."
    let d = data();
    let souls = post(&d, "Lord of Souls");
    let mut g = staged(&d, 4);
    g.realms[2].souls = 5;
    g.award_posts(PostWhen::Award);
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: Some(2),
            stable: false
        }
    );
    assert_eq!(g.realm(2).vp, 1);
    g.award_posts(PostWhen::Award); // kept: stable, no point
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: Some(2),
            stable: true
        }
    );
    g.award_posts(PostWhen::Award); // a stable post kept: a point
    assert_eq!(g.realm(2).vp, 2);
    g.realms[2].souls = 0;
    g.realms[3].souls = 2;
    g.award_posts(PostWhen::Award); // not kept: unstable
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: Some(2),
            stable: false
        }
    );
    g.award_posts(PostWhen::Award); // not kept again: lost, and seat 3 claims it at once
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: Some(3),
            stable: false
        }
    );
    assert_eq!(g.realm(3).vp, 1);
}

#[test]
fn an_unstable_post_not_kept_is_lost_and_other_devil_can_immediately_claim_it() {
    // "If the Devil does not fill 'to keep' requirement next turn, the post is completely lost
    // and other Devil can immediately claim it if the Devil fills the 'to achieve' requirement."
    // Lord of Souls is achieved with the most Souls and kept with 4: a holder with the most
    // Souls but fewer than 4 loses it and may not claim it back, with its point, at once.
    let d = data();
    let souls = post(&d, "Lord of Souls");
    let mut g = staged(&d, 4);
    g.realms[2].souls = 3;
    g.realms[3].souls = 1;
    g.posts[souls] = Post {
        holder: Some(2),
        stable: false,
    };
    let vp = g.realm(2).vp;
    g.award_posts(PostWhen::Award);
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: None,
            stable: false
        },
        "lost, and nobody else has the most Souls"
    );
    assert_eq!(g.realm(2).vp, vp, "no point for losing a post");
    assert!(logged(&g, "the unstable post is lost"));
    // At the next award it is open to every Devil again, its former holder too.
    g.award_posts(PostWhen::Award);
    assert_eq!(
        g.posts()[souls],
        Post {
            holder: Some(2),
            stable: false
        }
    );
    assert_eq!(g.realm(2).vp, vp + 1);
}

#[test]
fn who_wins_is_a_variant_the_overlord_or_the_most_points_after_oath_cards() {
    // "Oath cards: when the new Overlord is elected, Oath cards are revealed and victory points
    // are scored for them."
    let d = data();
    for who in [WhoWins::Overlord, WhoWins::MostPoints] {
        let mut g = staged(&d, 4);
        g.variants.who_wins = who;
        g.realms[0].vp = 9;
        g.realms[1].vp = 8;
        to_hand(&mut g, 1, "Great Oath");
        to_hand(&mut g, 1, "Great Oath");
        g.finish(Some(0), "test", false);
        assert_eq!(g.realm(1).oath_vp, 4);
        assert_eq!(g.realm(1).vp, 12);
        let winner = g.outcome().and_then(|o| o.winner());
        match who {
            WhoWins::Overlord => assert_eq!(winner, Some(0)),
            WhoWins::MostPoints => assert_eq!(winner, Some(1)),
        }
    }
}

/// Under "most victory points", Devils tied at the top share the win and the others lost: a
/// simulation does not give the losers a share, as a draw among all would.
#[test]
fn devils_tied_for_the_most_points_share_the_win_and_the_others_lose() {
    let d = data();
    let mut g = staged(&d, 4);
    g.variants.who_wins = WhoWins::MostPoints;
    for (s, vp) in [(0, 6), (1, 9), (2, 4), (3, 9)] {
        g.realms[s].vp = vp;
    }
    g.finish(Some(0), "test", false);
    let o = g.outcome().expect("over");
    assert_eq!(o.winners.seats().collect::<Vec<_>>(), [1, 3]);
    assert_eq!(o.winner(), None);
    let scores: Vec<f64> = (0..4).map(|s| o.score(s, 4)).collect();
    assert_eq!(scores, [0.0, 0.5, 0.0, 0.5]);
    let last = &g.log().last().expect("a log line").text;
    assert!(
        last.starts_with("Player 2 (")
            && last.contains(") and Player 4 (")
            && last.contains("share the win"),
        "{last}"
    );
}

#[test]
fn each_caster_handles_its_rituals_from_the_starter_clockwise_for_their_souls() {
    // "Starting from the Starter, each caster handles its ritual (or rituals), one by one, player
    // by player, clockwise." "Any ritual can be discarded before handling it". "Souls can be used
    // on rituals".
    let d = data();
    let mut g = staged(&d, 4);
    for s in [1, 3] {
        devil(&mut g, s, "Mammon");
        to_table(&mut g, s, "Iron Citadel");
    }
    let pact = to_table(&mut g, 1, "Dark Pact"); // 4 Souls, VP 1
    let rite = to_table(&mut g, 3, "Blood Rite"); // 1 Soul
    g.realms[1].souls = 5;
    g.starter = 2;
    g.start_attacks();
    g.settle();
    while g.phase() == Phase::Attacks {
        g.apply(Move::Done).expect("passes");
    }
    assert_eq!((g.step(), g.to_move()), (Step::Rituals, Some(3)));
    assert!(!legal(&g).contains(&Move::Cast(rite)), "no Souls to pay");
    g.apply(Move::Discard(rite)).expect("discards");
    assert!(g.discard_pile().contains(&rite));
    assert_eq!((g.step(), g.to_move()), (Step::Rituals, Some(1)));
    g.apply(Move::Cast(pact)).expect("casts");
    assert_eq!(g.realm(1).souls, 1, "4 Souls paid");
    assert!(logged(&g, "casts Dark Pact for 4 Souls"));
    assert!(logged(&g, "gains 1 victory points"));
    assert!(g.discard_pile().contains(&pact));
}

#[test]
fn a_captured_devil_neither_objects_nor_is_elected() {
    // "A captured Devil cannot go to Earth or partake in gathering." "To object a Devil, just
    // state so, as long as your Devil is in gathering."
    let d = data();
    let mut g = staged(&d, 4);
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[0].at = Where::Captive(1);
    g.realms[0].vp = 7;
    g.realms[2].vp = 6;
    g.start_election();
    assert!(!g.is_candidate(0) && g.is_candidate(2));
    while g.outcome().is_none() && g.phase() == Phase::Election {
        assert_ne!(g.to_move(), Some(0), "the prisoner has no say");
        g.apply(Move::Done).expect("no objection");
    }
    assert_eq!(
        g.overlord(),
        Some(2),
        "the prisoner's 7 points do not count"
    );
}

#[test]
fn a_devil_proclaimed_this_turn_is_a_possible_overlord_next_turn() {
    // "When everyone has stated all their objections and their next proclaiming, the phase
    // ends." "Any Overlord ... who was proclaimed as new Overlord last turn is a possible new
    // Overlord".
    let d = data();
    let mut g = staged(&d, 4);
    g.realms[2].vp = 2;
    g.start_election();
    while g.phase() == Phase::Election && g.turn() == 1 {
        let m = if g.to_move() == Some(2) && legal(&g).contains(&Move::Proclaim) {
            Move::Proclaim
        } else {
            Move::Done
        };
        g.apply(m).expect("plays");
    }
    assert_eq!(g.turn(), 2, "no one was elected this turn");
    assert!(g.is_candidate(2));
    g.start_election();
    while g.outcome().is_none() && g.phase() == Phase::Election {
        g.apply(Move::Done).expect("no objection");
    }
    assert_eq!(g.overlord(), Some(2));
}

/// The schemer's choice for the seat to act.
fn schemer(g: &Lords) -> Move {
    Schemer::default()
        .choose(g, &mut Rng::seeded(1))
        .expect("a move")
}

#[test]
fn the_schemer_objects_to_a_rival_who_would_beat_it_and_once_it_cannot_win_only_to_the_leader() {
    // "To object a Devil, just state so, as long as your Devil is in gathering." The
    // placeholder ("not possible if half the others object") needs votes cast for a reason.
    let d = data();
    let mut g = staged(&d, 4);
    g.realms[2].vp = 7;
    g.realms[0].vp = 5;
    g.realms[1].vp = 2;
    g.realms[3].vp = 1;
    // Proclaimed last turn: a candidate that does not lead.
    g.realms[3].candidate = true;
    g.start_election();
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(
        schemer(&g),
        Move::Object(2),
        "within reach of the lead, it objects to the leader"
    );
    g.apply(Move::Object(2)).expect("objects");
    assert_ne!(schemer(&g), Move::Object(2));
    g.apply(Move::Done).expect("done");
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(
        schemer(&g),
        Move::Object(2),
        "five points behind, it cannot win this election but keeps the leader from winning it"
    );
    g.apply(Move::Object(2)).expect("objects");
    assert_eq!(
        schemer(&g),
        Move::Done,
        "a candidate that neither leads nor attacked it may stand"
    );
    // A candidate itself, it objects to a rival ahead of it but not to one far behind.
    let mut h = staged(&d, 4);
    h.realms[0].vp = 7;
    h.realms[1].vp = 8;
    h.realms[2].vp = 6;
    h.realms[2].candidate = false;
    h.start_election();
    let mut votes = Vec::new();
    while h.to_move() == Some(0) {
        let m = schemer(&h);
        votes.push(m.clone());
        h.apply(m).expect("votes");
    }
    assert!(votes.contains(&Move::Object(1)), "{votes:?}");
    assert!(votes.contains(&Move::Object(2)), "close behind: {votes:?}");
    let mut k = staged(&d, 4);
    k.realms[0].vp = 8;
    k.realms[1].vp = 4;
    k.realms[1].candidate = true;
    k.start_election();
    assert_eq!(
        schemer(&k),
        Move::Done,
        "a candidate it beats, four points behind it, may stand"
    );
}
