//! Attacks and combat: announcements from the Starter clockwise, who may lead an army, the combat
//! deck and table, hits and their order, the fortress die, capture, flight, surrender, "no
//! combat", organization, looting and the fortress's fate.

use super::*;

#[test]
fn attacks_go_from_the_starter_clockwise_until_all_pass_in_a_row() {
    // "Starting from the Starter, going clockwise, each player either passes or announces an
    // attack. This is continued until all players pass in a row." "Attack can only be against a
    // Realm which you have not yet attacked".
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    for s in 0..4 {
        to_table(&mut g, s, "Imps");
    }
    g.starter = 2;
    g.start_attacks();
    let mut quiet = g.clone();
    assert_eq!((g.step(), g.to_move()), (Step::Announce, Some(2)));
    for s in [2, 3, 0] {
        assert_eq!(quiet.to_move(), Some(s));
        quiet.apply(Move::Done).expect("passes");
        assert_eq!(quiet.phase(), Phase::Attacks);
    }
    quiet.apply(Move::Done).expect("the fourth pass in a row");
    assert_ne!(quiet.phase(), Phase::Attacks);
    // An attack resets the count; announcements go on after the attacker.
    g.apply(Move::Attack(0)).expect("attacks");
    muster_all(&mut g);
    fight_on(&mut g);
    assert_eq!((g.step(), g.to_move()), (Step::Announce, Some(3)));
    assert!(!g.may_attack(2, 0), "not the same Realm twice");
    assert!(g.may_attack(2, 1));
    g.apply(Move::Done).expect("seat 4 passes");
    // Seat 1's Devil fled with no horde left: it cannot attack, and passes.
    g.apply(Move::Done).expect("seat 2 passes");
    assert_eq!(
        (g.phase(), g.to_move()),
        (Phase::Attacks, Some(2)),
        "three passes are not all"
    );
    g.apply(Move::Done).expect("the fourth pass");
    assert_ne!(g.phase(), Phase::Attacks);
}

#[test]
fn a_devil_on_earth_or_with_a_defeat_cannot_lead_an_army_but_fallen_angels_can() {
    // "An imprisoned or fled Devil, or Devil on Earth cannot lead an army. In addition, if have
    // any attack defeats this turn you cannot send an army to join a combat." "Army leaders:
    // each army must be lead by a Devil (or Fallen Angels)."
    let d = data();
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Imps");
    g.realms[0].at = Where::Earth;
    assert!(!g.may_attack(0, 1));
    to_table(&mut g, 0, "Fallen Angels");
    assert!(g.may_attack(0, 1));
    g.realms[0].at = Where::Home;
    g.realms[0].defeated = true;
    assert!(
        !g.may_attack(0, 1),
        "That player cannot attack nor join combat anymore this turn"
    );
    // A captured Devil's armies "can only attack to release their master (unless they have
    // Fallen Angels)".
    let mut h = staged(&d, 4);
    to_table(&mut h, 0, "Imps");
    to_table(&mut h, 1, "Iron Citadel");
    h.realms[0].at = Where::Captive(1);
    assert!(h.may_attack(0, 1) && !h.may_attack(0, 2));
}

// ---- Combat ----

#[test]
fn combat_draws_1_card_plus_1_per_full_5_size_on_each_side() {
    // "Number of drawn cards is 1, +1 per full 5 size in each side. So, with 7 size against 8,
    // draw 3 cards."
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon"); // size 2
    devil(&mut g, 1, "Baalzebul"); // size 3
    for name in ["Juggernauts", "Hellhounds"] {
        to_table(&mut g, 0, name); // 3 + 2, with the Devil 7
    }
    for name in ["Juggernauts", "Hellhounds"] {
        to_table(&mut g, 1, name); // 3 + 2, with the Devil 8
    }
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    let first = g
        .log()
        .iter()
        .find(|e| e.text.starts_with("Combat round 1"))
        .expect("a round");
    assert!(
        first.text.contains("size 7 against 8 (row A<=D)"),
        "{}",
        first.text
    );
    assert!(first.text.contains("3 of 3 combat cards"), "{}", first.text);
}

#[test]
fn the_row_is_the_size_ratio_and_the_column_the_defence_points() {
    // "Use row 3:1 if attacker size is at least three times defender side ... After finding the
    // correct row, use column according to defender defense points."
    let d = data();
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Asmodeus");
    devil(&mut g, 1, "Mammon");
    for _ in 0..4 {
        to_table(&mut g, 0, "Legion of the Damned");
    }
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Iron Citadel"); // 3 defence points
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    assert_eq!(g.defence_points(), 3);
    g.apply(Move::Done).expect("the attacker fights on");
    g.apply(Move::Done).expect("the defender fights on");
    assert!(logged(
        &g,
        "Combat round 1: size 20 against 3 (row 3:1), 3 defence points"
    ));
    let (card, row, col) = g.battle.cards[0];
    assert_eq!((row, col), (Ratio::ThreeToOne.index() as u8, 3));
    let hits = g.data.combat[usize::from(card)].cells[usize::from(row)][usize::from(col)];
    let text = format!(
        "{} {}/{}",
        g.data.combat[usize::from(card)].name,
        hits.defender,
        hits.attacker
    );
    assert!(logged(&g, &text), "{text}");
}

#[test]
fn drawing_ends_as_soon_as_the_hits_destroy_a_side() {
    // "The drawing is immediately ended if sufficient hits to destroy either side is achieved.
    // These do not include any extra or revenge hits."
    let d = read(&uniform_table("5/0"));
    let mut g = staged(&d, 4);
    for _ in 0..4 {
        to_table(&mut g, 0, "Legion of the Damned");
    }
    for _ in 0..3 {
        to_table(&mut g, 1, "Imps");
    }
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(
        g.battle.cards.len(),
        1,
        "4 units fall to the first card's 5 hits"
    );
    assert!(g.realm(1).hordes.is_empty());
    assert_eq!(g.battle.end, Some(End::Victory));
}

#[test]
fn souls_eat_hits_first_then_hordes_from_the_smallest() {
    // "their main function is to work as fodder in combats, eating hits" (Souls); the order
    // inside an army is the engine's reading.
    let d = read(&uniform_table("3/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    to_table(&mut g, 0, "Imps");
    let big = to_table(&mut g, 1, "Juggernauts");
    let small = to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[1].souls = 2;
    g.realms[1].at = Where::Earth; // no Devil to hit
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.battle.round = 3; // one round only
    // Size 3 against 4: one card, 3 hits on 5 units.
    fight_on(&mut g);
    assert!(logged(&g, "1 of 1 combat cards"));
    assert_eq!(g.realm(1).souls, 0, "both Souls ate hits");
    assert!(g.discard_pile().contains(&small), "then the smaller horde");
    assert!(g.realm(1).hordes.contains(&big), "the bigger one stands");
    assert!(g.realm(1).fortress.is_some());
}

#[test]
fn hits_are_spread_over_allied_armies_biggest_first() {
    // "If side has multiple armies, hits are dealt evenly, with first ones going to biggest
    // one (size-wise), and if tied, ramdomized."
    let d = read(&uniform_table("0/1"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    devil(&mut g, 2, "Glasya");
    for _ in 0..3 {
        to_table(&mut g, 0, "Imps");
    }
    for _ in 0..3 {
        to_table(&mut g, 0, "Cattle of Hell");
    }
    for _ in 0..3 {
        to_table(&mut g, 2, "Imps");
    }
    for _ in 0..2 {
        to_table(&mut g, 1, "Legion of the Damned");
    }
    for _ in 0..2 {
        to_table(&mut g, 1, "Imps");
    }
    g.realms[1].at = Where::Earth;
    away(&mut g, &[3]);
    attack(&mut g, 0, 1);
    // Organization: seat 0; the defender has nothing to decide; seat 2 joins the attackers.
    g.apply(Move::Done).expect("fights on");
    assert_eq!(g.to_move(), Some(2));
    let before0 = g.realm(0).hordes.len();
    let before2 = g.realm(2).hordes.len();
    g.apply(Move::Join { attack: true }).expect("joins");
    // The last organization turn done, the round is fought.
    muster_all(&mut g);
    assert_eq!(g.battle.round, 2);
    assert!(logged(
        &g,
        "size 13 against 10 (row A>D), 0 defence points; 5 of 5 combat cards"
    ));
    let lost0 = before0 - g.realm(0).hordes.len();
    let lost2 = before2 - g.realm(2).hordes.len();
    assert_eq!(
        (lost0, lost2),
        (3, 2),
        "the bigger army (size 8) takes the odd hit"
    );
}

#[test]
fn extra_hits_are_ignored_by_the_main_defender_on_a_roll_within_its_defence_points() {
    // "If other side has any defense points, main defender ignores extra hits if rolls defense
    // points or less with d6."
    let mut def = uniform_table("0/0");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("deck");
    deck.cards.push(CardDef {
        values: vec![
            "Sky Castle".into(),
            "Fortress".into(),
            "6".into(),
            "".into(),
            "".into(),
            "".into(),
        ],
        count: 1,
    });
    let d = read(&def);
    for (fortress, ignored) in [("Sky Castle", true), ("Burning Ruins", false)] {
        let mut g = staged(&d, 4);
        devil(&mut g, 0, "Mammon");
        devil(&mut g, 1, "Glasya");
        for _ in 0..3 {
            to_table(&mut g, 0, "Pit Fiends"); // Extra hits 1 each
        }
        for _ in 0..4 {
            to_table(&mut g, 1, "Imps");
        }
        to_table(&mut g, 1, fortress);
        g.realms[1].at = Where::Earth;
        away(&mut g, &[2, 3]);
        attack(&mut g, 0, 1);
        g.battle.round = 3;
        fight_on(&mut g);
        let left = g.realm(1).hordes.len();
        if ignored {
            assert_eq!(left, 4, "6 defence points ignore every extra hit");
            assert!(logged(&g, "3 ignored by the main defender's defence roll"));
        } else {
            assert_eq!(left, 1, "no defence points: the 3 extra hits land");
        }
    }
}

#[test]
fn revenge_hits_strike_the_army_that_destroyed_the_unit() {
    // "If any destroyed units cause revenge hits, they are immediately assigned, before handling
    // other effects of being destroyed".
    let d = read(&uniform_table("1/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    devil(&mut g, 1, "Glasya");
    for _ in 0..3 {
        to_table(&mut g, 0, "Imps");
    }
    to_table(&mut g, 1, "Warriors of Darkness"); // Revenge 1
    to_table(&mut g, 1, "Warriors of Darkness");
    g.realms[1].at = Where::Earth;
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.battle.round = 3;
    fight_on(&mut g);
    // Size 5 against 4: two cards, one hit each, both Warriors fall and strike back.
    assert!(logged(
        &g,
        "Warriors of Darkness deal 1 revenge hit on Player 1 (blue ●)'s army"
    ));
    assert_eq!(g.realm(0).hordes.len(), 1, "two Imps lost to revenge");
}

#[test]
fn a_hit_fortress_rolls_a_die_1_destroys_it_and_frees_its_prisoners_else_it_is_turned_aside() {
    // "Fortress: Fortress is damaged. Roll d6, and on a d6 roll '1' the fortress is destroyed
    // and put to discard pile. Any Devils imprisoned on it are put aside as they had been hit in
    // combat. If the roll was 2+, the fortress is just turned face-down ... After combat the
    // fortress is turned face-up again."
    let d = read(&uniform_table("9/0"));
    let mut seen = (false, false);
    for k in 0..60 {
        let mut g = staged(&d, 4);
        to_table(&mut g, 0, "Juggernauts");
        let f = to_table(&mut g, 1, "Brass Keep");
        g.realms[1].at = Where::Earth;
        g.realms[2].at = Where::Captive(1);
        away(&mut g, &[3]);
        g.rng = Rng::seeded(k);
        attack(&mut g, 0, 1);
        fight_on(&mut g);
        let roll = g
            .log()
            .iter()
            .find(|e| e.text.contains("fortress is hit"))
            .and_then(|e| e.dice.first().copied())
            .expect("the fortress was rolled for");
        if roll == 1 {
            seen.0 = true;
            assert!(g.discard_pile().contains(&f));
            assert_eq!(g.realm(1).fortress, None);
            // Put aside as hit: the winner, seat 0 (with no fortress), cannot hold it: it flees.
            assert_eq!(g.realm(2).at, Where::Fled);
        } else {
            seen.1 = true;
            // Emptied: the attacker now decides its fate.
            assert_eq!(g.step(), Step::Spoils);
            assert_eq!(g.realm(1).fortress, Some(f));
            assert_eq!(g.realm(2).at, Where::Captive(1));
        }
        if seen.0 && seen.1 {
            return;
        }
    }
    panic!("both rolls seen: {seen:?}");
}

#[test]
fn the_winner_captures_the_devils_hit_into_its_fortress_with_their_artifacts() {
    // "If the combat is attacker victory, the main attacker captures all Devils which have been
    // hit." "A captured Devil is moved to attacker's home Realm and put into attacker's
    // fortress." "the captor can confescate any artifacts the prisoner has."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 1, "Imps");
    let crown = to_table(&mut g, 1, "Crown of Horns");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_eq!(g.realm(1).at, Where::Captive(0));
    assert!(g.realm(0).artifacts.contains(&crown));
    assert_eq!(g.realm(0).victories, 1);
}

#[test]
fn a_realm_emptied_twice_in_a_turn_gives_one_attacker_victory() {
    // "Attacker victory: if attacker destroys all defenders, combat is classified as attacker
    // victory if no one has yet gained this status from that Realm." "If someone already emptied
    // the Realm and then something appears therein (Recall, non-captured nor destroyed
    // fortress) destroying that does not count as attacker victory anymore."
    let d = read(&uniform_table("9/0"));
    let setup = |k: u64| {
        let mut g = staged(&d, 4);
        plain_devils(&mut g);
        to_table(&mut g, 0, "Juggernauts");
        to_table(&mut g, 0, "Brass Keep");
        to_table(&mut g, 1, "Imps");
        to_table(&mut g, 1, "Iron Citadel");
        to_table(&mut g, 2, "Juggernauts");
        away(&mut g, &[3]);
        g.rng = Rng::seeded(k);
        attack(&mut g, 0, 1);
        fight_on(&mut g);
        g
    };
    let mut g = (0..40)
        .map(setup)
        .find(|g| g.step() == Step::Spoils)
        .expect("a seed whose fortress roll is not 1");
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_eq!(g.realm(0).victories, 1);
    // The first attacker leaves the fortress standing: the Realm has something in it again.
    g.apply(Move::Spoil(Spoil::Leave)).expect("leaves");
    assert!(g.realm(1).fortress.is_some());
    while g.to_move() != Some(2) {
        assert_eq!(g.step(), Step::Announce, "{:?}", g.step());
        g.apply(Move::Done).expect("passes");
    }
    g.apply(Move::Attack(1)).expect("the second attack");
    muster_all(&mut g);
    fight_on(&mut g);
    assert_eq!(
        g.battle.end,
        Some(End::Victory),
        "the defenders are destroyed"
    );
    assert_eq!(g.realm(2).victories, 0, "not an attacker victory again");
    assert_eq!(g.realm(0).victories, 1);
    assert!(logged(&g, "already emptied this turn"));
}

#[test]
fn artifacts_are_not_lost_with_the_home_realm_when_the_devil_is_away() {
    // "Artifacts are carried by the Devil (unless noted otherwise) and thus are not lost if the
    // home Realm is conquered when the Devil is not there."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Brass Keep");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Iron Citadel");
    let crown = to_table(&mut g, 1, "Crown of Horns");
    away(&mut g, &[1, 2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(g.battle.end, Some(End::Victory));
    if g.step() == Step::Spoils {
        g.apply(Move::Spoil(Spoil::Capture)).expect("captures");
    }
    assert!(g.realm(1).hordes.is_empty(), "the Realm is conquered");
    assert_eq!(g.realm(1).at, Where::Earth);
    assert!(g.realm(1).artifacts.contains(&crown), "the Devil keeps it");
    assert!(!g.realm(0).artifacts.contains(&crown));
}

#[test]
fn the_defender_captures_only_if_every_attacker_was_destroyed() {
    // "Otherwise the defender captures them all if (and only if) all the attackers were
    // destroyed". "Time-Out: If the combat does not end by the end of third turn ... the combat
    // ends to time-out and is classified as attacker defeat."
    let d = read(&uniform_table("0/9"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Imps");
    to_table(&mut g, 1, "Juggernauts");
    to_table(&mut g, 1, "Iron Citadel");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(g.battle.end, Some(End::Defeat { destroyed: true }));
    assert_eq!(g.realm(0).at, Where::Captive(1));
    assert!(
        g.realm(0).defeated,
        "That player cannot attack nor join combat anymore this turn"
    );
    // Souls to spare: three rounds pass, a time-out, and no one is captured.
    let d = read(&uniform_table("0/1"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    devil(&mut g, 1, "Glasya");
    to_table(&mut g, 0, "Imps");
    g.realms[0].souls = 10;
    to_table(&mut g, 1, "Juggernauts");
    to_table(&mut g, 1, "Iron Citadel");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(g.battle.end, Some(End::Defeat { destroyed: false }));
    assert!(logged(&g, "Time-out after the third round"));
    assert_eq!(g.realm(0).at, Where::Home);
    assert!(g.realm(0).defeated);
}

#[test]
fn the_main_attacker_losing_its_devil_is_an_attacker_defeat_and_the_devil_flees() {
    // "If the attacking side runs out of leaders ..., the combat ends to attacker defeat."
    // "Any non-captured Devil which have been hit is classified as fled".
    let d = read(&uniform_table("0/1"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 1, "Juggernauts");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert_eq!(
        g.battle.end,
        Some(End::Defeat { destroyed: true }),
        "its Devil was its only unit"
    );
    assert_eq!(
        g.realm(0).at,
        Where::Fled,
        "the defender has no fortress to hold it"
    );
}

#[test]
fn free_flee_in_the_first_round_by_discarding_a_card_and_its_cancellation() {
    // "Free Flee: at first combat round, the defending Devil can flee by discarding a resource
    // card from hand." "If the defending Devil already used Free Flee, that action is canceled
    // and discarded resource card is lost." (a fortress card "to negate a fortress (defense
    // points and free flee)").
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    let neg = to_hand(&mut g, 0, "Brass Keep");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Brass Keep");
    let card = to_hand(&mut g, 1, "Hellhounds");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("the attacker fights on");
    assert_eq!(g.to_move(), Some(1));
    assert!(legal(&g).contains(&Move::FreeFlee(card)));
    g.apply(Move::FreeFlee(card)).expect("flees");
    assert_eq!(g.realm(1).at, Where::Fled);
    assert!(g.discard_pile().contains(&card));
    // Round 2: the attacker negates the fortress with the identical card.
    assert_eq!(g.battle.round, 2);
    assert_eq!(g.to_move(), Some(0));
    g.apply(Move::Negate(neg)).expect("negates");
    assert_eq!(g.realm(1).at, Where::Home, "the flight is cancelled");
    assert_eq!(g.defence_points(), 0);
    assert!(
        g.discard_pile().contains(&card),
        "and the discarded card is lost"
    );
    g.apply(Move::Done).expect("fights on");
    assert!(
        !legal(&g).iter().any(|m| matches!(m, Move::FreeFlee(_))),
        "first round only"
    );
}

#[test]
fn special_flee_surrender_and_no_combat_are_the_defenders_to_choose() {
    // "Special Flee: On any combat round the defender can flee from combat by playing Escape
    // special card". "Surrendering: defendind Devil may surrender and attacker captures it. The
    // combat still continues". "No combat: main defender and attacker can agree that no
    // attacking is done this round."
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 1, "Imps");
    let esc = to_hand(&mut g, 1, "Escape");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    let mut flee = g.clone();
    flee.apply(Move::Done).expect("fights on");
    flee.apply(Move::Play(esc)).expect("escapes");
    assert_eq!(flee.realm(1).at, Where::Fled);
    // Surrender: the combat goes on, and the attacker captures the Devil at the end.
    let mut sur = g.clone();
    sur.apply(Move::Done).expect("fights on");
    sur.apply(Move::Surrender).expect("surrenders");
    assert_eq!(sur.step(), Step::Organize, "the combat still continues");
    fight_on(&mut sur);
    assert_eq!(sur.realm(1).at, Where::Captive(0));
    // No combat: proposed, agreed, no card drawn this round.
    g.apply(Move::Propose).expect("proposes");
    assert_eq!((g.step(), g.to_move()), (Step::NoCombat, Some(1)));
    g.apply(Move::Accept).expect("agrees");
    assert_eq!(g.to_move(), Some(0));
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    assert!(logged(&g, "No combat this round, as agreed"));
    assert!(!logged(&g, "Combat round 1"));
    assert_eq!(g.battle.round, 2);
}

#[test]
fn joining_retreat_and_side_switching_follow_organization() {
    // "Joining: any Realm with capable army leader can join the combat". "Retreat: any army
    // except the defender can retreat, unless it joined combat this round. If the main attacker
    // retreats, the combat is immediately over." "Side switching: any other army than main
    // attacker or defender can change side at will during organization."
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 2, "Hellhounds");
    away(&mut g, &[3]);
    attack(&mut g, 0, 1);
    assert!(!legal(&g).contains(&Move::Switch), "not the main attacker");
    g.apply(Move::Done).expect("fights on");
    assert!(!legal(&g).contains(&Move::Retreat), "not the defender");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Join { attack: false }).expect("joins");
    muster_all(&mut g);
    assert_eq!(g.battle.armies.len(), 3);
    // Round 2: seat 2 may now retreat, or switch.
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    assert_eq!(g.to_move(), Some(2));
    assert!(legal(&g).contains(&Move::Retreat) && legal(&g).contains(&Move::Switch));
    g.apply(Move::Switch).expect("switches");
    assert!(g.battle.armies[2].attacking);
    // Round 3: the main attacker retreats: over, and a defeat.
    g.apply(Move::Retreat).expect("retreats");
    assert!(g.realm(0).defeated);
    assert_eq!(g.step(), Step::Announce);
}

#[test]
fn looting_takes_3_cards_from_the_hand_and_returns_oath_cards_once_a_turn() {
    // "To loot, draw 3 cards from the controllering Player's hand, and return any drawn Oath
    // cards." "looting can only be made if that fortress is not yet looted this turn."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Asmodeus");
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 1, "Brass Keep");
    g.realms[1].at = Where::Earth;
    let oaths: Vec<CardId> = (0..3)
        .map(|_| to_hand(&mut g, 1, "Oath of the Overlord"))
        .collect();
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    fight_on(&mut g);
    assert!(logged(&g, "loots 3 cards"));
    assert!(
        oaths.iter().all(|c| g.realm(1).hand.contains(c)),
        "oath cards returned"
    );
    // A Realm without a fortress is not looted.
    let mut h = staged(&d, 4);
    to_table(&mut h, 0, "Juggernauts");
    to_hand(&mut h, 1, "Imps");
    away(&mut h, &[2, 3]);
    attack(&mut h, 0, 1);
    fight_on(&mut h);
    assert_eq!(h.realm(1).hand.len(), 1);
}

#[test]
fn an_emptied_fortress_is_destroyed_left_or_captured_with_its_prisoners_and_rituals() {
    // "the attacker can now either destroy it (default action ...), leave it to be (to
    // defender) or capture it, making it as a new home Realm fortress ... attacker's old
    // fortress is discarded." "If a fortress in which the Devil is imprisoned is captured, the
    // attacker gains all prisoners." "Rituals: ... automatically discarded if the attacker
    // destroys or captures it."
    let d = read(&uniform_table("9/0"));
    let setup = |k: u64| {
        let mut g = staged(&d, 4);
        let old = to_table(&mut g, 0, "Juggernauts");
        let old = (old, to_table(&mut g, 0, "Brass Keep"));
        let keep = to_table(&mut g, 1, "Iron Citadel");
        let rite = to_table(&mut g, 1, "Soul Harvest");
        g.realms[2].at = Where::Captive(1);
        away(&mut g, &[3]);
        g.rng = Rng::seeded(k);
        attack(&mut g, 0, 1);
        fight_on(&mut g);
        (g, old.1, keep, rite)
    };
    let (mut g, old, keep, rite) = (0..40)
        .map(setup)
        .find(|(g, ..)| g.step() == Step::Spoils)
        .expect("a seed whose fortress roll is not 1");
    assert_eq!(
        g.realm(1).at,
        Where::Captive(0),
        "the Devil hit is captured"
    );
    let mut leave = g.clone();
    let mut destroy = g.clone();
    g.apply(Move::Spoil(Spoil::Capture)).expect("captures");
    assert_eq!(g.realm(0).fortress, Some(keep));
    assert!(g.discard_pile().contains(&old) && g.discard_pile().contains(&rite));
    assert_eq!(
        g.realm(2).at,
        Where::Captive(0),
        "the attacker gains the prisoners"
    );
    assert_eq!(g.realm(1).at, Where::Captive(0));
    // Left to the defender: the rituals' fate is the attacker's choice.
    leave.apply(Move::Spoil(Spoil::Leave)).expect("leaves");
    assert_eq!(leave.step(), Step::SpoilRituals);
    leave
        .apply(Move::Spoil(Spoil::KeepRituals))
        .expect("keeps them");
    assert!(leave.realm(1).rituals.contains(&rite));
    assert_eq!(leave.realm(1).fortress, Some(keep));
    // Destroyed: its prisoners are released and flee.
    destroy
        .apply(Move::Spoil(Spoil::Destroy))
        .expect("destroys");
    assert!(destroy.discard_pile().contains(&keep));
    assert_eq!(destroy.realm(2).at, Where::Fled);
}

#[test]
fn losing_a_fortress_releases_its_prisoners() {
    // "If the fortress is lost, or the captor did not originally have a fortress, the captor
    // must immediately release all its prisoners."
    let d = data();
    let mut g = staged(&d, 4);
    let f = to_table(&mut g, 0, "Iron Citadel");
    g.realms[1].at = Where::Captive(0);
    g.apply(Move::Discard(f)).expect("discards");
    assert_eq!(g.realm(1).at, Where::Fled);
    assert!(logged(&g, "must release"));
}

/// Arch-devils with no combat power, so that only the rule under test deals hits.
fn plain_devils(g: &mut Lords) {
    for (s, name) in [
        (0, "Mammon"),
        (1, "Glasya"),
        (2, "Mephistopheles"),
        (3, "Baalzebul"),
    ] {
        devil(g, s, name);
    }
}

#[test]
fn an_identical_fortress_card_frees_a_prisoner_or_flees_the_combat() {
    // "A fortress card can also be used as a special card ... for special flee or escape from
    // imprisonment, providing that target fortress is identical."
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[0].at = Where::Captive(1);
    let brass = to_hand(&mut g, 0, "Brass Keep");
    let iron = to_hand(&mut g, 0, "Iron Citadel");
    assert!(!legal(&g).contains(&Move::Escape(brass)), "not identical");
    g.apply(Move::Escape(iron)).expect("escapes");
    assert_eq!(g.realm(0).at, Where::Home);
    assert!(g.discard_pile().contains(&iron));
    // The defender flees its combat with a card identical to its own fortress.
    let mut h = staged(&d, 4);
    plain_devils(&mut h);
    to_table(&mut h, 0, "Juggernauts");
    to_table(&mut h, 1, "Imps");
    to_table(&mut h, 1, "Brass Keep");
    let same = to_hand(&mut h, 1, "Brass Keep");
    let other = to_hand(&mut h, 1, "Iron Citadel");
    away(&mut h, &[2, 3]);
    attack(&mut h, 0, 1);
    h.apply(Move::Done).expect("the attacker fights on");
    assert!(
        !legal(&h).contains(&Move::Escape(other)),
        "a fortress card not identical to its own does not flee"
    );
    assert!(h.clone().apply(Move::Escape(other)).is_err());
    h.apply(Move::Escape(same)).expect("flees");
    assert_eq!(h.realm(1).at, Where::Fled);
}

#[test]
fn an_army_changes_its_composition_only_by_retreating_and_rejoining() {
    // "Troop movement: hordes and Souls left at home Realm cannot be called during combat, nor
    // can part of the army retreat. If the composition of the army needs to be changed, retreat
    // and then re-join."
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 1, "Imps");
    let hounds = to_table(&mut g, 2, "Hellhounds");
    let imps = to_table(&mut g, 2, "Imps");
    g.realms[2].souls = 2;
    away(&mut g, &[3]);
    attack(&mut g, 0, 1);
    let calls = |g: &Lords| {
        legal(g)
            .iter()
            .any(|m| matches!(m, Move::Take(_) | Move::TakeAll | Move::TakeSouls(_)))
    };
    assert!(!calls(&g), "the main attacker calls no one");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Join { attack: false }).expect("joins");
    g.apply(Move::Take(hounds))
        .expect("takes the Hellhounds only");
    g.apply(Move::Done).expect("marches");
    assert_eq!(g.battle.round, 2);
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    assert_eq!(g.to_move(), Some(2));
    assert!(!calls(&g), "nothing left at home can be called");
    assert!(legal(&g).contains(&Move::Retreat));
    g.apply(Move::Retreat).expect("retreats whole");
    assert!(g.battle.armies.iter().all(|a| a.owner != 2));
    assert_eq!(g.realm(2).souls, 2);
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Join { attack: false }).expect("re-joins");
    assert!(legal(&g).contains(&Move::Take(imps)) && legal(&g).contains(&Move::Take(hounds)));
}

#[test]
fn allied_defenders_benefit_from_the_defence_points_column() {
    // "All armies on defending side get benefict from defender defense points when combat cards
    // is checked."
    let ratios = ["3:1", "2:1", "A>D", "A<=D", "1:2", "1:3"];
    let mut rows = Vec::new();
    for c in ["Skirmish", "Battle", "Slaughter", "Stand-off"] {
        for r in ratios {
            // 3 hits on the defenders with 0 to 2 defence points, none with 3 or more.
            rows.push(vec![c, r, "3/0", "3/0", "3/0", "0/0", "0/0"]);
        }
    }
    let d = read(&def_with(COMBAT_TABLE, &rows, &[]));
    for (fortress, kept) in [("Iron Citadel", true), ("Burning Ruins", false)] {
        let mut g = staged(&d, 4);
        plain_devils(&mut g);
        devil(&mut g, 0, "Mammon");
        devil(&mut g, 2, "Glasya");
        to_table(&mut g, 0, "Juggernauts");
        to_table(&mut g, 1, "Imps");
        to_table(&mut g, 1, fortress);
        g.realms[1].at = Where::Earth;
        let hounds = to_table(&mut g, 2, "Hellhounds");
        away(&mut g, &[3]);
        attack(&mut g, 0, 1);
        g.apply(Move::Done).expect("fights on");
        assert_eq!(g.to_move(), Some(2));
        g.apply(Move::Join { attack: false })
            .expect("joins the defence");
        muster_all(&mut g);
        assert!(logged(&g, "Combat round 1"));
        assert_eq!(g.realm(2).hordes.contains(&hounds), kept, "{fortress}");
    }
}

#[test]
fn all_hit_devils_are_captured_whichever_side_they_fought_on() {
    // "Note that all hit Devils are captured, regardless on which side they were fighting at."
    // "Any defense wins or wins as assistant are never counted as victory or defeats."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 2, "Hellhounds");
    to_table(&mut g, 3, "Imps");
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Join { attack: false })
        .expect("joins the defence");
    muster_all(&mut g);
    g.apply(Move::Join { attack: true })
        .expect("joins the attack");
    muster_all(&mut g);
    g.apply(Move::Done).expect("ends in victory");
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_eq!(g.realm(1).at, Where::Captive(0));
    assert_eq!(g.realm(2).at, Where::Captive(0), "the ally's Devil too");
    assert_eq!(g.realm(0).victories, 1);
    assert_eq!(g.realm(3).victories, 0, "a win as assistant is no victory");
    // A defence win is neither a victory nor a defeat for the defenders.
    let d = read(&uniform_table("0/9"));
    let mut h = staged(&d, 4);
    plain_devils(&mut h);
    to_table(&mut h, 0, "Imps");
    to_table(&mut h, 1, "Juggernauts");
    to_table(&mut h, 2, "Hellhounds");
    away(&mut h, &[3]);
    attack(&mut h, 0, 1);
    h.apply(Move::Done).expect("fights on");
    h.apply(Move::Done).expect("fights on");
    h.apply(Move::Join { attack: false })
        .expect("joins the defence");
    muster_all(&mut h);
    assert_eq!(h.battle.end, Some(End::Defeat { destroyed: true }));
    for s in [1, 2] {
        assert_eq!((h.realm(s).victories, h.realm(s).defeated), (0, false));
    }
}

#[test]
fn the_capturer_may_surrender_the_prisoner_to_an_army_that_joined() {
    // "The capturer may immediately surrender the prisoner to any other army which joined the
    // battle."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 2, "Hellhounds");
    to_table(&mut g, 2, "Brass Keep");
    away(&mut g, &[3]);
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Done).expect("fights on");
    g.apply(Move::Join { attack: true })
        .expect("joins the attack");
    muster_all(&mut g);
    g.apply(Move::Done).expect("ends in victory");
    assert_eq!((g.step(), g.to_move()), (Step::Handover, Some(0)));
    assert_eq!(g.realm(1).at, Where::Captive(0));
    g.apply(Move::Handover { prisoner: 1, to: 2 })
        .expect("hands over");
    assert_eq!(g.realm(1).at, Where::Captive(2));
}

#[test]
fn the_players_assign_the_hits_a_horde_is_destroyed_and_a_devil_put_aside() {
    // "Hordes: destroyed." "Devil: Devil is out of combat and put aside. After the combat is
    // over, the winner captures all Devils put aside": the owner of the army hit chooses which
    // of its units takes each hit, the Devil before its hordes if it will.
    // Size 5 against 6: 2/0 on each card, drawn until the 4 units are hit.
    let d = read(&uniform_table("2/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    let imps = to_table(&mut g, 1, "Imps");
    let golems = to_table(&mut g, 1, "Bone Golems");
    g.realms[1].souls = 1;
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("the attacker fights on");
    g.apply(Move::Done).expect("the defender fights on");
    assert_eq!(g.step(), Step::Hits);
    assert_eq!(
        g.to_move(),
        Some(1),
        "the defender assigns the hits on its army"
    );
    assert_eq!(
        legal(&g),
        vec![
            Move::Hit(Unit::Soul),
            Move::Hit(Unit::Horde(imps)),
            Move::Hit(Unit::Horde(golems)),
            Move::Hit(Unit::Devil),
        ],
        "one choice per kind of unit"
    );
    g.apply(Move::Hit(Unit::Devil))
        .expect("the Devil takes a hit");
    assert_eq!(g.realm(1).at, Where::Aside);
    assert_eq!(legal(&g).len(), 3, "Souls, Imps and Bone Golems are left");
    g.apply(Move::Hit(Unit::Horde(golems)))
        .expect("the bigger horde takes the next");
    assert!(
        g.discard_pile().contains(&golems),
        "a horde hit is destroyed"
    );
    assert!(g.realm(1).hordes.contains(&imps));
    g.apply(Move::Hit(Unit::Soul))
        .expect("the Soul takes the third");
    // The Imps, the last kind of unit left, take the fourth at once: the Realm is emptied, and
    // the winner, ending the combat, captures the Devil put aside.
    assert!(g.discard_pile().contains(&imps));
    assert!(logged(&g, "loses 1 Soul, Bone Golems, Imps; "));
    g.apply(Move::Done).expect("ends in victory");
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_eq!(g.realm(1).at, Where::Captive(0));
}

#[test]
fn the_players_assign_the_hits_a_fortress_hit_rolls_its_die_before_the_hordes() {
    // "Fortress: Fortress is damaged. Roll d6, and on a d6 roll '1' the fortress is destroyed
    // ... If the roll was 2+, the fortress is just turned face-down": the defender may give a
    // hit to its fortress while hordes stand.
    let d = read(&uniform_table("1/0"));
    let mut g = staged(&d, 4);
    devil(&mut g, 0, "Mammon");
    to_table(&mut g, 0, "Imps");
    let imps = to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Iron Citadel");
    g.realms[1].at = Where::Earth;
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("the attacker fights on");
    assert_eq!(
        legal(&g),
        vec![Move::Hit(Unit::Horde(imps)), Move::Hit(Unit::Fortress)]
    );
    g.apply(Move::Hit(Unit::Fortress)).expect("the fortress");
    assert!(g.realm(1).hordes.contains(&imps), "the horde stands");
    assert!(logged(&g, "fortress is hit and rolls"));
    assert!(!g.battle.fortress_up || g.realm(1).fortress.is_none());
}

#[test]
fn a_special_flee_can_only_be_prevented_with_recall() {
    // "Special Flee: On any combat round the defender can flee from combat by playing Escape
    // special card or discarding an identical fortress card as Devil's fortress. This can only
    // be prevented with Recall special card."
    let d = read(&uniform_table("9/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    let recall = to_hand(&mut g, 0, "Recall");
    to_table(&mut g, 1, "Imps");
    let esc = to_hand(&mut g, 1, "Escape");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    g.apply(Move::Done).expect("fights on");
    let mut fled = g.clone();
    g.apply(Move::Play(esc)).expect("escapes");
    assert_eq!(g.realm(1).at, Where::Fled);
    assert_eq!((g.step(), g.to_move()), (Step::Prevent, Some(0)));
    assert_eq!(legal(&g), vec![Move::Play(recall), Move::Done]);
    g.apply(Move::Play(recall)).expect("recalls");
    assert!(logged(&g, "its flight prevented"));
    assert!(g.discard_pile().contains(&recall));
    // Back in its army, the Devil is hit and captured with the Realm.
    fight_on(&mut g);
    assert_eq!(g.realm(1).at, Where::Captive(0));
    // Let go, it stays fled.
    fled.apply(Move::Play(esc)).expect("escapes");
    fled.apply(Move::Done).expect("lets it flee");
    assert_eq!(fled.realm(1).at, Where::Fled);
    assert!(fled.realm(0).hand.contains(&recall));
}

#[test]
fn the_schemer_gives_a_hit_to_its_devil_only_when_it_cannot_be_captured() {
    // "Devil: Devil is out of combat and put aside. After the combat is over, the winner
    // captures all Devils put aside": the schemer spares its biggest horde by putting its
    // Devil aside when the attacker has no fortress to hold it, and protects it otherwise.
    let d = read(&uniform_table("1/0"));
    let table = |fortress: bool| {
        let mut g = staged(&d, 4);
        devil(&mut g, 0, "Baalzebul");
        devil(&mut g, 1, "Glasya");
        to_table(&mut g, 0, "Juggernauts");
        if fortress {
            to_table(&mut g, 0, "Iron Citadel");
        }
        let legion = to_table(&mut g, 1, "Legion of the Damned");
        away(&mut g, &[2, 3]);
        attack(&mut g, 0, 1);
        g.apply(Move::Done).expect("the attacker fights on");
        g.apply(Move::Done).expect("the defender fights on");
        assert_eq!((g.step(), g.to_move()), (Step::Hits, Some(1)));
        (g, legion)
    };
    let choose = |g: &Lords| {
        Schemer::default()
            .choose(g, &mut Rng::seeded(1))
            .expect("a move")
    };
    let (safe, _) = table(false);
    assert_eq!(
        choose(&safe),
        Move::Hit(Unit::Devil),
        "no fortress to hold it"
    );
    let (held, legion) = table(true);
    assert_eq!(
        choose(&held),
        Move::Hit(Unit::Horde(legion)),
        "it could be captured"
    );
}

/// Seat 0 (Juggernauts, a fortress) attacks seat 1, whose Devil is on Earth with a Recall in
/// its hand and only Imps at home; no one else can join. The combat table destroys the
/// defenders in the first round.
fn emptied_realm(d: &Arc<LordsData>, recall: bool) -> Lords {
    let mut g = staged(d, 4);
    to_table(&mut g, 0, "Juggernauts");
    to_table(&mut g, 0, "Iron Citadel");
    to_table(&mut g, 1, "Imps");
    if recall {
        to_hand(&mut g, 1, "Recall");
    }
    away(&mut g, &[1, 2, 3]);
    attack(&mut g, 0, 1);
    fight_round(&mut g);
    g
}

#[test]
fn the_attacker_may_choose_to_continue_the_combat_to_next_turn() {
    // "Otherwise if the defender has no units nor Souls left, the combat ends to attacker
    // victory (however, the attacker may choose to continue the combat to next turn)."
    let d = read(&uniform_table("9/0"));
    let mut g = emptied_realm(&d, true);
    assert_eq!((g.step(), g.to_move()), (Step::Won, Some(0)));
    assert_eq!(g.battle.end, None, "the combat is not over yet");
    // The victory, the text's reading, is offered first.
    assert_eq!(legal(&g), vec![Move::Done, Move::Continue]);
    // Ending it is the victory.
    let mut ended = g.clone();
    ended.apply(Move::Done).expect("ends in victory");
    assert_eq!(ended.battle.end, Some(End::Victory));
    assert_eq!(ended.realm(0).victories, 1);
    // Continued, the next round opens with organization, where the defender recalls its
    // Devil into its army; hit, the Devil is captured when the attacker then wins.
    g.apply(Move::Continue).expect("continues");
    assert!(logged(&g, "continues the combat to the next round"));
    assert_eq!(g.battle.round, 2);
    assert_eq!((g.step(), g.to_move()), (Step::Organize, Some(0)));
    g.apply(Move::Done).expect("the attacker fights on");
    let recall = legal(&g)
        .into_iter()
        .find(|m| matches!(m, Move::Play(_)))
        .expect("the defender may recall its Devil");
    g.apply(recall).expect("recalls");
    assert!(g.battle.armies[1].devil, "the Devil is in its army");
    fight_round(&mut g);
    assert_eq!((g.step(), g.battle.round), (Step::Won, 2));
    g.apply(Move::Done).expect("ends in victory");
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_eq!(g.realm(1).at, Where::Captive(0));
    assert_eq!(g.realm(0).victories, 1);
}

#[test]
fn a_continued_combat_still_ends_at_the_end_of_the_third_turn() {
    // "Time-Out: If the combat does not end by the end of third turn and no special card or
    // effect is in effect, the combat ends to time-out": an emptied Realm at the end of the
    // third round is the attacker's victory, with no choice to go on.
    let d = read(&uniform_table("9/0"));
    let mut g = emptied_realm(&d, false);
    for round in 1..=2 {
        assert_eq!((g.step(), g.battle.round), (Step::Won, round));
        g.apply(Move::Continue).expect("continues");
        fight_round(&mut g);
    }
    assert_eq!(g.battle.end, Some(End::Victory));
    assert_ne!(g.step(), Step::Won);
}

#[test]
fn the_schemer_continues_a_won_combat_while_the_defending_devil_may_be_recalled() {
    // The attacker's reason to continue: the defending Devil is away and may be recalled
    // into its army ("You can attack a Realm with no tabled cards and no Devil present, as
    // you can recall the Devil during the combat"), to be captured into the schemer's
    // fortress. With the Devil already put aside there is nothing more to win.
    let d = read(&uniform_table("9/0"));
    let choose = |g: &Lords| {
        Schemer::default()
            .choose(g, &mut Rng::seeded(1))
            .expect("a move")
    };
    let g = emptied_realm(&d, false);
    assert_eq!(choose(&g), Move::Continue);
    let mut home = staged(&d, 4);
    to_table(&mut home, 0, "Juggernauts");
    to_table(&mut home, 0, "Iron Citadel");
    to_table(&mut home, 1, "Imps");
    away(&mut home, &[2, 3]);
    attack(&mut home, 0, 1);
    fight_round(&mut home);
    assert_eq!(home.step(), Step::Won);
    assert_eq!(home.realm(1).at, Where::Aside);
    assert_eq!(choose(&home), Move::Done);
}

#[test]
fn all_artifact_functions_that_require_activation_are_optional() {
    // "All artifact functions that require some activation from the controller are optional.
    // So you can use the Staff or Undead or not use it." The shipped Staff of Undead is
    // activated: its extra hit counts only in a round its owner uses it in.
    let d = read(&uniform_table("0/0"));
    let mut g = staged(&d, 4);
    to_table(&mut g, 0, "Juggernauts");
    let staff = to_table(&mut g, 0, "Staff of Undead");
    to_table(&mut g, 1, "Legion of the Damned");
    away(&mut g, &[2, 3]);
    attack(&mut g, 0, 1);
    assert_eq!((g.step(), g.to_move()), (Step::Organize, Some(0)));
    assert!(legal(&g).contains(&Move::Use(staff)));
    assert_eq!(
        g.army_extra(&g.battle.armies[0]),
        0,
        "not used: no extra hit"
    );
    g.apply(Move::Use(staff)).expect("uses the Staff");
    assert!(logged(&g, "uses Staff of Undead this round"));
    assert_eq!(g.army_extra(&g.battle.armies[0]), 1);
    assert!(!legal(&g).contains(&Move::Use(staff)), "once in a round");
    g.apply(Move::Done).expect("the attacker fights on");
    g.apply(Move::Done).expect("the defender fights on");
    assign_hits(&mut g);
    assert_eq!((g.battle.round, g.to_move()), (2, Some(0)));
    assert_eq!(
        g.army_extra(&g.battle.armies[0]),
        0,
        "a new round: used again only if its owner chooses"
    );
    assert!(legal(&g).contains(&Move::Use(staff)));
}

#[test]
fn an_artifact_used_once_per_turn_cannot_be_used_again_by_other_devil_this_turn() {
    // "Some artifacts can only be used once per turn. If such an artifact is traded or stolen,
    // it cannot be used again if it has been already used by other Devil this turn."
    let mut def = shipped_def::<Lords>().expect("ships");
    let res = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("the resource deck");
    for line in &mut res.cards {
        if line.values[0] == "Crown of Horns" {
            line.values[4] = "Size 2, Once per turn".into();
        }
    }
    let mut d = (*read(&def)).clone();
    d.combat = read(&uniform_table("9/0")).combat.clone();
    let d = Arc::new(d);
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    let crown = to_table(&mut g, 0, "Crown of Horns");
    to_table(&mut g, 0, "Imps");
    to_table(&mut g, 1, "Juggernauts");
    to_table(&mut g, 1, "Iron Citadel");
    to_table(&mut g, 2, "Imps");
    away(&mut g, &[3]);
    attack(&mut g, 1, 0);
    g.apply(Move::Done).expect("the attacker fights on");
    assert_eq!(g.to_move(), Some(0));
    let unused = g.army_size(&g.battle.armies[1]);
    // Outweighed, the schemer uses it now rather than keep it.
    let chosen = Schemer::default()
        .choose(&g, &mut Rng::seeded(1))
        .expect("a move");
    assert_eq!(chosen, Move::Use(crown));
    g.apply(Move::Use(crown)).expect("uses the Crown");
    assert_eq!(
        g.army_size(&g.battle.armies[1]),
        unused + 2,
        "the Crown counts once used"
    );
    fight_on(&mut g);
    // Captured, its Devil loses the Crown to the captor.
    assert_eq!(g.realm(0).at, Where::Captive(1));
    assert!(g.realm(1).artifacts.contains(&crown));
    for _ in 0..20 {
        if g.step() == Step::Announce && g.to_move() == Some(1) {
            break;
        }
        g.apply(Move::Done).expect("passes");
    }
    g.apply(Move::Attack(2)).expect("attacks again");
    muster_all(&mut g);
    assert_eq!((g.step(), g.to_move()), (Step::Organize, Some(1)));
    assert!(
        !legal(&g).contains(&Move::Use(crown)),
        "already used by another Devil this turn"
    );
    let mut next = g.clone();
    next.used.clear();
    next.fight_mut().using.clear();
    assert!(
        legal(&next).contains(&Move::Use(crown)),
        "usable again once the turn's uses are cleared"
    );
}

/// The shipped game with a fortress line's keywords replaced.
fn with_fortress_powers(name: &str, words: &str, table: &str) -> Arc<LordsData> {
    let mut def = shipped_def::<Lords>().expect("ships");
    let res = def
        .decks
        .iter_mut()
        .find(|d| d.id == RESOURCES)
        .expect("the resource deck");
    for line in &mut res.cards {
        if line.values[0] == name {
            line.values[4] = words.into();
        }
    }
    let mut d = (*read(&def)).clone();
    d.combat = read(&uniform_table(table)).combat.clone();
    Arc::new(d)
}

#[test]
fn any_special_powers_of_the_fortress_still_apply() {
    // "If the defending Devil already used Free Flee, that action is canceled and discarded
    // resource card is lost. Any special powers of the fortress still apply": a fortress
    // negated by an identical card loses its defence points, not its powers.
    let d = with_fortress_powers("Brass Keep", "Extra hits 1, Revenge 1, Draw 1", "1/0");
    let mut g = staged(&d, 4);
    plain_devils(&mut g);
    to_table(&mut g, 0, "Juggernauts");
    let neg = to_hand(&mut g, 0, "Brass Keep");
    to_table(&mut g, 1, "Imps");
    to_table(&mut g, 1, "Brass Keep");
    away(&mut g, &[2, 3]);
    // Draw 1: one more card each Draw phase than with a fortress without the power.
    let mut plain = g.clone();
    plain.realms[1].fortress = Some(pull(&mut plain, "Iron Citadel"));
    assert_eq!(g.draw_count(1), plain.draw_count(1) + 1);
    attack(&mut g, 0, 1);
    g.apply(Move::Negate(neg)).expect("negates");
    assert_eq!(g.defence_points(), 0);
    g.apply(Move::Done).expect("the attacker fights on");
    g.apply(Move::Done).expect("the defender fights on");
    assign_hits(&mut g);
    assert!(
        logged(&g, "1 extra hits on the attackers"),
        "Extra hits 1 of the negated fortress"
    );
    assert!(
        logged(&g, "Imps deal 1 revenge hit"),
        "Revenge 1 for the horde destroyed defending it"
    );
}
