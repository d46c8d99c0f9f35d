//! The set-up: the deck, the deal, the first hands, the roll for the turn order and the range
//! bands ships start at.

use super::*;

#[test]
fn the_full_deck_contains_over_100_cards_and_the_sample_is_marked() {
    // "The full Deck contains over 100 cards as described in the Card List."
    let d = data();
    assert_eq!(d.cards.len(), 100);
    assert!(d.deck_name.contains("sample"));
    assert!(
        Devastators::readings()
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
            FIRST_HAND + usize::from(Variants::default().draw)
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
fn the_backs_of_all_the_cards_are_the_same() {
    // "The backs of all the cards are the same": every face-down card any seat sees is the same
    // back, whatever card it is.
    let g = game(4, 2);
    for viewer in [None, Some(0), Some(3)] {
        let p = g.project(viewer);
        let backs: Vec<&crate::rules::CardView> = p
            .zones
            .iter()
            .flat_map(|z| &z.cards)
            .filter(|c| !c.face_up)
            .collect();
        assert!(backs.len() >= 4, "each System deck shows its top's back");
        for b in backs {
            assert_eq!(*b, crate::rules::CardView::back(b.key.clone()));
        }
    }
}
