//! One test per character power, per treasure power and per rule variant.

use super::tests::{aid, base, blank, bonus, give, identity, mult, seen, stack, total_of};
use super::*;
use crate::rules::checks::legal;
use crate::rules::{RuledGame, Winners};

use Alignment::{Chaos, Evil, Good, Law, Nature};

fn with(ch: Character) -> impl Fn(&mut DestinyGame) {
    move |g| identity(g, 0, ch)
}

fn dv() -> Variants {
    Variants::default()
}

// ---------- characters ----------

/// King: "All Base cards used by this player have a value of +2."
#[test]
fn king_bases_plus_2() {
    assert_eq!(
        total_of(&[&[base(Nature, 3)]], dv(), with(Character::King)),
        5
    );
}

/// Warrior: "Bonus cards +2."
#[test]
fn warrior_bonus_plus_2() {
    let t = total_of(
        &[&[base(Good, 1), bonus(Law, 2)]],
        dv(),
        with(Character::Warrior),
    );
    assert_eq!(t, 1 + 4);
}

/// Wizard: "Multiplier cards +1."
#[test]
fn wizard_multipliers_plus_1() {
    let t = total_of(
        &[&[base(Good, 2), mult(Law, 3)]],
        dv(),
        with(Character::Wizard),
    );
    assert_eq!(t, 2 * 4);
}

/// Lover: "If 2 of a player's cards have matching alignments each gets an additional +1. If 3
/// ... each gets an additional +1."
#[test]
fn lover_adds_1_to_each_matching_card() {
    let two = &[base(Good, 3), bonus(Good, 1), mult(Nature, 2)][..];
    assert_eq!(total_of(&[two], dv(), |_| {}), 8 + 2);
    assert_eq!(total_of(&[two], dv(), with(Character::Lover)), 8 + 4);
    let three = &[base(Good, 3), bonus(Good, 1), mult(Good, 2)][..];
    assert_eq!(total_of(&[three], dv(), with(Character::Lover)), 8 + 9);
}

/// Barbarian: "Chaos cards +1."
#[test]
fn barbarian_chaos_plus_1() {
    assert_eq!(
        total_of(&[&[base(Chaos, 2)]], dv(), with(Character::Barbarian)),
        3
    );
    assert_eq!(
        total_of(&[&[base(Law, 2)]], dv(), with(Character::Barbarian)),
        2
    );
}

/// Knight: "Law cards +1."
#[test]
fn knight_law_plus_1() {
    // Base and multiplier both Law: (3 + 0) × (2 + 1) ... each raised, plus the match bonus.
    let t = total_of(
        &[&[base(Law, 2), mult(Law, 2)]],
        dv(),
        with(Character::Knight),
    );
    assert_eq!(t, 3 * 3 + 2);
}

/// Dragon: "Cannot use bonus cards, but may attach 2 Multiplier cards to a base card. The
/// multiplier cards are added together and are then multiplied by the base card value."
#[test]
fn dragon_no_bonus_two_multipliers_added() {
    let mut g = blank(2, dv(), Phase::Bonus);
    identity(&mut g, 0, Character::Dragon);
    stack(&mut g, 0, &[base(Nature, 3)]);
    give(&mut g, 0, &[bonus(Nature, 1), mult(Law, 2), mult(Good, 3)]);
    assert_eq!(
        g.check(
            0,
            Move::PlayBonus {
                card: bonus(Nature, 1),
                base: base(Nature, 3)
            }
        ),
        Err(DestinyError::DragonNoBonus)
    );
    g.phase = Phase::Multiplier;
    for m in [mult(Law, 2), mult(Good, 3)] {
        g.apply(Move::PlayMultiplier {
            card: m,
            base: base(Nature, 3),
        })
        .expect("two multipliers");
    }
    // The table has moved on to the total: 3 × (2 + 3).
    assert_eq!(g.last_totals()[0], 15);
}

/// Alchemist: "Change the alignment of one of your cards."
#[test]
fn alchemist_changes_a_cards_alignment() {
    let mut g = blank(2, dv(), Phase::Action);
    identity(&mut g, 0, Character::Alchemist);
    aid(&mut g, 0, Character::Oracle); // keeps the player deciding after the change
    give(&mut g, 0, &[base(Evil, 4), base(Good, 1)]);
    assert_eq!(
        g.apply(Move::Transmute {
            card: base(Evil, 4),
            to: Evil
        })
        .map_err(|r| r.reason),
        Err(DestinyError::SameAlignment {
            card: base(Evil, 4),
            alignment: "Evil"
        })
    );
    g.apply(Move::Transmute {
        card: base(Evil, 4),
        to: Good,
    })
    .expect("legal");
    assert_eq!(g.alignment_for(0, base(Evil, 4)), Some(Good));
    assert_eq!(
        g.apply(Move::Transmute {
            card: base(Good, 1),
            to: Law
        })
        .map_err(|r| r.reason),
        Err(DestinyError::PowerUsed("Alchemist"))
    );
    // Now both bases can be played together.
    g.phase = Phase::Base;
    g.apply(Move::PlayBase(base(Good, 1))).expect("legal");
    g.apply(Move::PlayBase(base(Evil, 4)))
        .expect("no longer opposed");
}

/// Thief: "Steal 1 random card from 1 opponents hand in action phase. Discard 1 card."
#[test]
fn thief_steals_then_discards() {
    let mut g = blank(2, dv(), Phase::Action);
    identity(&mut g, 0, Character::Thief);
    give(&mut g, 0, &[base(Good, 1)]);
    give(&mut g, 1, &[base(Evil, 4)]);
    assert_eq!(
        g.apply(Move::Steal { from: 0 }).map_err(|r| r.reason),
        Err(DestinyError::BadTarget("steal from an opponent"))
    );
    g.apply(Move::Steal { from: 1 }).expect("legal");
    assert!(g.seats[0].hand.contains(base(Evil, 4)));
    assert!(g.seats[1].hand.is_empty());
    assert_eq!(
        g.pending_discard(),
        Some(Power::Character(Character::Thief))
    );
    assert_eq!(
        g.apply(Move::Done).map_err(|r| r.reason),
        Err(DestinyError::MustDiscard("Thief"))
    );
    g.apply(Move::Discard(base(Good, 1))).expect("legal");
    assert_eq!(g.seats[0].hand.len(), 1);
    assert!(g.discard_pile().contains(&base(Good, 1)));
}

/// Jester: "In action phase cause 2 other players to give each other 1 random card from their
/// hands."
#[test]
fn jester_makes_two_others_swap_a_card() {
    let mut g = blank(3, dv(), Phase::Action);
    identity(&mut g, 0, Character::Jester);
    give(&mut g, 1, &[base(Good, 1)]);
    give(&mut g, 2, &[base(Evil, 2)]);
    assert!(g.apply(Move::Jest { a: 0, b: 1 }).is_err());
    g.apply(Move::Jest { a: 1, b: 2 }).expect("legal");
    assert!(g.seats[1].hand.contains(base(Evil, 2)));
    assert!(g.seats[2].hand.contains(base(Good, 1)));
}

/// Merchant: "Once in each action phase draw 1 card and discard one card."
#[test]
fn merchant_draws_and_discards_once() {
    let mut g = blank(2, dv(), Phase::Action);
    identity(&mut g, 0, Character::Merchant);
    aid(&mut g, 0, Character::Oracle);
    give(&mut g, 0, &[base(Good, 1)]);
    let top = *g.deck.last().expect("deck");
    g.apply(Move::Trade).expect("legal");
    assert!(g.seats[0].hand.contains(top));
    g.apply(Move::Discard(base(Good, 1))).expect("legal");
    assert_eq!(
        g.apply(Move::Trade).map_err(|r| r.reason),
        Err(DestinyError::PowerUsed("Merchant"))
    );
}

/// Amazon: "Treat all Bonus cards as Nature cards."
#[test]
fn amazon_bonus_cards_are_nature() {
    let mut g = blank(2, dv(), Phase::Bonus);
    identity(&mut g, 0, Character::Amazon);
    stack(&mut g, 0, &[base(Nature, 2)]);
    give(&mut g, 0, &[bonus(Evil, 3)]);
    g.apply(Move::PlayBonus {
        card: bonus(Evil, 3),
        base: base(Nature, 2),
    })
    .expect("legal");
    assert_eq!(g.alignment_for(0, bonus(Evil, 3)), Some(Nature));
    // Two Nature cards match: (2 + 3) × 1 + 2 (the table has gone on to the total).
    assert_eq!(g.last_totals()[0], 7);
    // A Good base may now carry an Evil bonus.
    let mut g = blank(2, dv(), Phase::Bonus);
    identity(&mut g, 0, Character::Amazon);
    stack(&mut g, 0, &[base(Good, 2)]);
    give(&mut g, 0, &[bonus(Evil, 3)]);
    assert!(g.is_legal(Move::PlayBonus {
        card: bonus(Evil, 3),
        base: base(Good, 2)
    }));
}

/// Assassin: "Cause 1 target Aid card to be discarded in Action phase."
#[test]
fn assassin_discards_an_aid_card() {
    let mut g = blank(2, dv(), Phase::Action);
    identity(&mut g, 0, Character::Assassin);
    aid(&mut g, 1, Character::King);
    assert!(g.seats[1].has(Character::King));
    assert!(
        g.apply(Move::Assassinate {
            target: Character::Assassin.card()
        })
        .is_err()
    );
    g.apply(Move::Assassinate {
        target: Character::King.card(),
    })
    .expect("legal");
    assert!(g.seats[1].aid.is_empty());
    assert!(!g.seats[1].has(Character::King));
    assert!(g.discard_pile().contains(&Character::King.card()));
}

/// Ranger: "Nature cards +1"
#[test]
fn ranger_nature_plus_1() {
    assert_eq!(
        total_of(&[&[base(Nature, 2)]], dv(), with(Character::Ranger)),
        3
    );
}

/// Warlord: "Treat Chaos cards as Law cards"
#[test]
fn warlord_chaos_counts_as_law() {
    let mut g = blank(2, dv(), Phase::Bonus);
    identity(&mut g, 0, Character::Warlord);
    aid(&mut g, 0, Character::Knight);
    stack(&mut g, 0, &[base(Law, 2)]);
    give(&mut g, 0, &[bonus(Chaos, 1)]);
    g.apply(Move::PlayBonus {
        card: bonus(Chaos, 1),
        base: base(Law, 2),
    })
    .expect("Chaos is Law for the Warlord");
    // Both Law for the Knight (+1 each) and matching (+1 each): (3 + 2) × 1 + 2.
    assert_eq!(g.last_totals()[0], 7);
}

/// Paladin: "Treat Evil cards as Good cards"
#[test]
fn paladin_evil_counts_as_good() {
    let mut g = blank(2, dv(), Phase::Base);
    identity(&mut g, 0, Character::Paladin);
    give(&mut g, 0, &[base(Good, 1), base(Evil, 2)]);
    g.apply(Move::PlayBase(base(Good, 1))).expect("legal");
    g.apply(Move::PlayBase(base(Evil, 2)))
        .expect("Evil is Good for the Paladin");
    assert_eq!(g.alignment_for(0, base(Evil, 2)), Some(Good));
}

/// Oracle: "Look at all hands of all opponents in action phase."
#[test]
fn oracle_sees_all_hands_in_the_action_phase() {
    let mut g = blank(3, dv(), Phase::Action);
    identity(&mut g, 0, Character::Oracle);
    aid(&mut g, 0, Character::Merchant);
    give(&mut g, 1, &[base(Good, 1)]);
    give(&mut g, 2, &[base(Evil, 1)]);
    assert_eq!(seen(&g, Some(0), "hand-1"), (vec![], 1));
    g.apply(Move::Foresee).expect("legal");
    assert_eq!(seen(&g, Some(0), "hand-1"), (vec![base(Good, 1)], 0));
    assert_eq!(seen(&g, Some(0), "hand-2"), (vec![base(Evil, 1)], 0));
    assert_eq!(seen(&g, Some(1), "hand-2"), (vec![], 1));
    g.apply(Move::Done).expect("legal");
    assert_ne!(g.phase(), Phase::Action);
    assert_eq!(seen(&g, Some(0), "hand-1"), (vec![], 1));
}

/// Rogue: "You may play 2 bonus cards on a Base card if no multiplier card is played"
#[test]
fn rogue_two_bonuses_without_multiplier() {
    let mut g = blank(2, dv(), Phase::Bonus);
    identity(&mut g, 0, Character::Rogue);
    stack(&mut g, 0, &[base(Nature, 3)]);
    stack(&mut g, 0, &[base(Nature, 1)]);
    give(
        &mut g,
        0,
        &[
            bonus(Good, 2),
            bonus(Law, 1),
            bonus(Good, 1),
            mult(Nature, 4),
        ],
    );
    for b in [bonus(Good, 2), bonus(Law, 1)] {
        g.apply(Move::PlayBonus {
            card: b,
            base: base(Nature, 3),
        })
        .expect("two bonuses");
    }
    assert_eq!(
        g.apply(Move::PlayBonus {
            card: bonus(Good, 1),
            base: base(Nature, 3)
        })
        .map_err(|r| r.reason),
        Err(DestinyError::BonusTaken(base(Nature, 3)))
    );
    g.phase = Phase::Multiplier;
    assert_eq!(
        g.check(
            0,
            Move::PlayMultiplier {
                card: mult(Nature, 4),
                base: base(Nature, 3)
            }
        ),
        Err(DestinyError::RogueNoMultiplier(base(Nature, 3)))
    );
    assert!(g.is_legal(Move::PlayMultiplier {
        card: mult(Nature, 4),
        base: base(Nature, 1)
    }));
    // (3 + 2 + 1) × 1 with no matching alignments, plus the other base.
    assert_eq!(g.destiny_total(0), 6 + 1);
}

/// Druid: "Treat all multiplier cards as Nature cards."
#[test]
fn druid_multipliers_are_nature() {
    let mut g = blank(2, dv(), Phase::Multiplier);
    identity(&mut g, 0, Character::Druid);
    stack(&mut g, 0, &[base(Good, 2)]);
    give(&mut g, 0, &[mult(Evil, 3)]);
    assert!(g.is_legal(Move::PlayMultiplier {
        card: mult(Evil, 3),
        base: base(Good, 2)
    }));
    assert_eq!(g.alignment_for(0, mult(Evil, 3)), Some(Nature));
}

/// Necromancer: "Treat all Good cards as Evil cards"
#[test]
fn necromancer_good_counts_as_evil() {
    let mut g = blank(2, dv(), Phase::Base);
    identity(&mut g, 0, Character::Necromancer);
    give(&mut g, 0, &[base(Evil, 1), base(Good, 2)]);
    g.apply(Move::PlayBase(base(Evil, 1))).expect("legal");
    g.apply(Move::PlayBase(base(Good, 2)))
        .expect("Good is Evil for the Necromancer");
    // With the Wraith Lord too, the Good card gets Evil's +1.
    let t = total_of(&[&[base(Good, 2)]], dv(), |g| {
        identity(g, 0, Character::Necromancer);
        aid(g, 0, Character::WraithLord);
    });
    assert_eq!(t, 3);
}

/// Wraith Lord: "Evil cards +1"
#[test]
fn wraith_lord_evil_plus_1() {
    assert_eq!(
        total_of(&[&[base(Evil, 2)]], dv(), with(Character::WraithLord)),
        3
    );
}

/// Overlord: "Destiny total +3"
#[test]
fn overlord_total_plus_3() {
    assert_eq!(total_of(&[], dv(), with(Character::Overlord)), 3);
    assert_eq!(
        total_of(&[&[base(Good, 2)]], dv(), with(Character::Overlord)),
        5
    );
}

/// Emperor: "Maximum hand size +1"
#[test]
fn emperor_hand_size_plus_1() {
    let mut g = blank(2, dv(), Phase::Draw);
    identity(&mut g, 0, Character::Emperor);
    g.advance();
    assert_eq!(g.seats[0].hand.len(), 8);
    assert_eq!(g.seats[1].hand.len(), 7);
}

// ---------- treasures ----------

/// Lesser Hoard 1 TP, Greater Hoard 2 TP, Dragons Hoard 3 TP: the winner scores its points.
#[test]
fn hoards_score_their_treasure_points() {
    for (t, pts) in [
        (Treasure(3), 1),
        (Treasure(12), 2),
        (Treasure::DRAGONS_HOARD, 3),
    ] {
        let mut g = blank(2, dv(), Phase::Total);
        g.treasure_deck.retain(|x| *x != t);
        g.treasure_deck.insert(0, t);
        g.current = Some(t);
        stack(&mut g, 1, &[base(Good, 1)]);
        g.advance();
        assert_eq!(g.seats[1].points, pts, "{}", t.name());
    }
}

/// Kings Crown: "Law cards +1"
#[test]
fn kings_crown_law_plus_1() {
    let t = total_of(&[&[base(Law, 2)]], dv(), |g| {
        g.seats[0].owned |= Treasure::KINGS_CROWN.bit();
    });
    assert_eq!(t, 3);
}

/// Philosophers Stone: "Max hand size +1"
#[test]
fn philosophers_stone_hand_size_plus_1() {
    let mut g = blank(2, dv(), Phase::Draw);
    g.seats[1].owned |= Treasure::PHILOSOPHERS_STONE.bit();
    identity(&mut g, 1, Character::Emperor);
    g.advance();
    assert_eq!(g.seats[1].hand.len(), 9);
}

/// Crystal Ball: "Look at all hands of all opponents in action phase"
#[test]
fn crystal_ball_sees_all_hands() {
    let mut g = blank(2, dv(), Phase::Action);
    g.seats[0].owned |= Treasure::CRYSTAL_BALL.bit();
    identity(&mut g, 0, Character::Merchant);
    give(&mut g, 1, &[base(Law, 3)]);
    assert!(legal(&g).contains(&Move::GazeIntoBall));
    g.apply(Move::GazeIntoBall).expect("legal");
    assert!(g.seats[0].sees_hands);
    assert_eq!(seen(&g, Some(0), "hand-1"), (vec![base(Law, 3)], 0));
}

/// Magic Tome: "Once in each action phase draw 1 card and discard 1 card"
#[test]
fn magic_tome_draws_and_discards_once() {
    let mut g = blank(2, dv(), Phase::Action);
    g.seats[0].owned |= Treasure::MAGIC_TOME.bit();
    identity(&mut g, 0, Character::Oracle);
    give(&mut g, 0, &[base(Law, 3)]);
    g.apply(Move::ReadTome).expect("legal");
    assert_eq!(g.seats[0].hand.len(), 2);
    g.apply(Move::Discard(base(Law, 3))).expect("legal");
    assert_eq!(
        g.apply(Move::ReadTome).map_err(|r| r.reason),
        Err(DestinyError::PowerUsed("Magic Tome"))
    );
}

// ---------- variants ----------

#[test]
fn every_variant_has_a_label_a_question_and_two_options() {
    for v in super::VARIANTS {
        assert!(!v.about.is_empty() && !v.label.is_empty());
        let crate::rules::VariantKind::Choice(options) = v.kind else {
            panic!("{} is a choice", v.id);
        };
        assert_eq!(options.len(), 2);
        assert!(
            options
                .iter()
                .all(|o| !o.about.is_empty() && !o.label.is_empty())
        );
        let second =
            Variants::from_pairs([format!("{}={}", v.id, options[1].id).as_str()]).expect("option");
        assert_ne!(second, Variants::default(), "{} changes something", v.id);
    }
    assert!(Variants::from_pairs(["nope=1"]).is_err());
    assert!(Variants::from_pairs(["hoards"]).is_err());
    let v = Variants::from_pairs(["hoards=one_of_each"]).expect("pair");
    let json = serde_json::to_string(&v).expect("json");
    assert_eq!(serde_json::from_str::<Variants>(&json).expect("back"), v);
    assert_eq!(
        serde_json::from_str::<Variants>("{}").expect("defaults"),
        Variants::default()
    );
}

fn variant(name: &str, value: &str) -> Variants {
    Variants::from_pairs([format!("{name}={value}").as_str()]).expect("variant")
}

/// alignment_scope: per stack (default) or across all played cards.
#[test]
fn variant_alignment_scope() {
    let stacks: [&[Card]; 2] = [&[base(Good, 1)], &[base(Good, 2)]];
    assert_eq!(total_of(&stacks, dv(), |_| {}), 3);
    assert_eq!(
        total_of(&stacks, variant("alignment_scope", "all_played"), |_| {}),
        3 + 2
    );
}

/// alignment_timing: after multiplying (default) or before.
#[test]
fn variant_alignment_timing() {
    let s: [&[Card]; 1] = [&[base(Good, 3), bonus(Good, 2), mult(Nature, 4)]];
    assert_eq!(total_of(&s, dv(), |_| {}), 22);
    assert_eq!(
        total_of(
            &s,
            variant("alignment_timing", "before_multiplying"),
            |_| {}
        ),
        (4 + 3) * 4
    );
}

/// unmultiplied: a base without multiplier counts ×1 (default) or nothing.
#[test]
fn variant_unmultiplied() {
    let s: [&[Card]; 1] = [&[base(Good, 3), bonus(Law, 1)]];
    assert_eq!(total_of(&s, dv(), |_| {}), 4);
    assert_eq!(
        total_of(&s, variant("unmultiplied", "scores_nothing"), |_| {}),
        0
    );
}

/// play_order: simultaneous hides other players' plays of the phase and refills after all.
#[test]
fn variant_play_order() {
    for (v, hidden) in [(dv(), false), (variant("play_order", "simultaneous"), true)] {
        let mut g = blank(2, v, Phase::Base);
        give(&mut g, 0, &[base(Good, 1), base(Good, 2), bonus(Good, 1)]);
        give(&mut g, 1, &[base(Evil, 1)]);
        g.apply(Move::PlayBase(base(Good, 1))).expect("legal");
        let (up, down) = seen(&g, Some(1), "played-0");
        assert_eq!(up.is_empty(), hidden);
        assert_eq!(down, usize::from(hidden));
        assert_eq!(seen(&g, Some(0), "played-0"), (vec![base(Good, 1)], 0));
        g.apply(Move::Done).expect("legal");
        g.apply(Move::Done).expect("legal");
        // The phase is over: everything is face up.
        assert_eq!(seen(&g, Some(1), "played-0"), (vec![base(Good, 1)], 0));
    }
    // Hit phase: refills wait until everyone has discarded.
    let mut g = blank(2, variant("play_order", "simultaneous"), Phase::Hit);
    give(&mut g, 0, &[base(Good, 1), base(Good, 3)]);
    give(&mut g, 1, &[base(Good, 2)]);
    g.apply(Move::Discard(base(Good, 1))).expect("legal");
    g.apply(Move::Done).expect("legal");
    assert_eq!(g.seats[0].hand.len(), 1);
    g.apply(Move::Done).expect("legal");
    assert_eq!(g.seats[0].hand.len(), 7);
}

/// hoards: 10 and 5 (default, 20 treasures) or one of each (7 treasures).
#[test]
fn variant_hoards() {
    let g = DestinyGame::new(3, 1, variant("hoards", "one_of_each")).expect("table");
    assert_eq!(g.treasure_deck().len(), 7);
    let tp: u32 = g
        .treasure_deck()
        .iter()
        .map(|t| u32::from(t.points()))
        .sum();
    assert_eq!(tp, 10);
    g.check_cards().expect("cards");
}

/// treasure_runs_out: the game ends and most TP wins (default), or rounds go on for the buried
/// treasures.
#[test]
fn variant_treasure_runs_out() {
    let last_round = |v: Variants| {
        let mut g = blank(2, v, Phase::Total);
        let mut rest: Vec<Treasure> = g.treasure_deck.drain(..).collect();
        let last = rest.remove(0);
        let buried = rest.remove(0);
        g.treasure_deck = vec![last];
        g.current = Some(last);
        g.buried = vec![buried];
        drop(rest); // the other treasures are out of this test
        g.seats[1].points = 2;
        stack(&mut g, 0, &[base(Good, 1)]);
        stack(&mut g, 1, &[base(Evil, 1)]);
        g
    };
    let mut g = last_round(dv());
    g.advance();
    assert_eq!(
        g.outcome,
        Some(End {
            winners: Winners::one(1),
            reason: EndReason::TreasureRanOut
        })
    );
    let mut g = last_round(variant("treasure_runs_out", "play_for_buried"));
    g.advance();
    assert!(g.outcome.is_none());
    assert_eq!(g.current_treasure(), None);
    assert_eq!(g.buried().len(), 2);
}

/// hand_size: with fill_to_seven the Emperor's +1 does not change the fill.
#[test]
fn variant_hand_size() {
    let mut g = blank(2, variant("hand_size", "fill_to_seven"), Phase::Draw);
    identity(&mut g, 0, Character::Emperor);
    g.advance();
    assert_eq!(g.seats[0].hand.len(), 7);
}

// ---------- the planner's shortcut ----------

/// `CardRule` (the greedy bot's table form of the powers) gives the same alignment and value as
/// `effective_alignment` and `card_value` for every card, under every combination of the
/// characters that change either, with and without the Kings Crown and an Alchemist change.
#[test]
fn card_rule_agrees_with_the_powers_for_every_card() {
    use super::powers::{CardRule, card_value, effective_alignment};
    use super::state::Seat;
    let relevant = [
        Character::Amazon,
        Character::Druid,
        Character::Warlord,
        Character::Paladin,
        Character::Necromancer,
        Character::King,
        Character::Warrior,
        Character::Wizard,
        Character::Barbarian,
        Character::Knight,
        Character::Ranger,
        Character::WraithLord,
    ];
    let changes: [&[(Card, Alignment)]; 2] = [&[], &[(Card(13), Law), (Card(24), Good)]];
    let mut checked = 0;
    for combo in 0u32..(1 << relevant.len()) {
        let mut powers = 0;
        for (i, ch) in relevant.iter().enumerate() {
            if combo & (1 << i) != 0 {
                powers |= ch.bit();
            }
        }
        // A power that changes nothing here rides along, as Aid cards do.
        if combo % 3 == 0 {
            powers |= Character::Lover.bit();
        }
        for crown in [false, true] {
            let seat = Seat {
                powers,
                owned: if crown {
                    Treasure::KINGS_CROWN.bit()
                } else {
                    0
                },
                ..Seat::default()
            };
            let rule = CardRule::for_seat(&seat);
            let d = DestinyData::standard();
            for ov in changes {
                for c in Card::all().filter(|c| d.alignment(*c).is_some()) {
                    let a = effective_alignment(&d, c, &seat, ov).expect("aligned");
                    let want = (a, card_value(&d, c, a, &seat));
                    assert_eq!(
                        rule.apply(&d, c, ov),
                        want,
                        "{c} with powers {powers:#x}, crown {crown}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 4096 * 2 * 2 * 50);
}
