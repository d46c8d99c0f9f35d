//! Each test names the sentence of the rule text it checks.

use std::sync::Arc;

use super::*;
use crate::def::GameDef;
use crate::rules::{Bot, RuledGame, Seat, SeatBot, Thing, shipped_data, shipped_def};
use crate::table::Rng;

fn data() -> Arc<DevacurseData> {
    shipped_data::<Devacurse>().expect("the sample list reads")
}

fn game(seed: u64, record: bool) -> Devacurse {
    Devacurse::new(&data(), 2, seed, &Variants::default(), record).expect("sets up")
}

fn bots(a: &str, b: &str) -> Vec<SeatBot<Devacurse>> {
    vec![
        SeatBot::by_name(a).expect("bot"),
        SeatBot::by_name(b).expect("bot"),
    ]
}

/// Plays bot moves until `until` holds or the game ends.
fn play_until(g: &mut Devacurse, until: impl Fn(&Devacurse) -> bool) {
    let mut b = bots("devout", "devout");
    let mut rng = Rng::seeded(1);
    for _ in 0..100_000 {
        if g.outcome().is_some() || until(g) {
            return;
        }
        let s = g.to_move().expect("to move");
        let m = b[usize::from(s)].choose(g, &mut rng).expect("a move");
        g.apply(m).expect("legal");
    }
    panic!("never reached");
}

/// Every card of both universe decks, each once.
fn all_cards(g: &Devacurse) -> Vec<CardId> {
    let mut out = Vec::new();
    for s in 0..2u8 {
        let d = g.deva(s);
        out.extend(&d.deck);
        out.extend(&d.hand);
        out.extend(d.prayers.iter().map(|p| p.card));
        out.extend(d.locations.iter().map(|l| l.card));
        for u in d.soldiers.iter().chain(&d.heroes) {
            out.push(u.card);
            out.extend(&u.equipment);
        }
        out.extend(&d.cenotaph);
        out.extend(&d.black_hole);
    }
    out.sort_unstable();
    out
}

fn def_with(rows: &[[&str; 8]]) -> GameDef {
    let mut def = shipped_def::<Devacurse>().expect("ships");
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
                .chain([String::new(), String::new()])
                .collect(),
            count: 1,
        })
        .collect();
    def
}

#[test]
fn the_sample_list_is_marked_and_each_deva_plays_its_own_copy() {
    let d = data();
    assert_eq!(d.cards.len(), 40);
    let g = game(1, false);
    assert_eq!(all_cards(&g), (0..80).collect::<Vec<_>>());
    for s in 0..2u8 {
        let deva = g.deva(s);
        assert!(deva.hand.iter().chain(&deva.deck).all(|&c| g.owner(c) == s));
    }
    assert!(
        Devacurse::readings()
            .iter()
            .any(|r| r.placeholder && r.title.contains("sample"))
    );
}

#[test]
fn the_player_who_has_order_begins_and_order_passes_each_spiral() {
    // "The player who has “order” (who goes first) during this turn spiral begins."
    let mut g = game(3, true);
    let first = g.order();
    assert_eq!(g.to_move(), Some(first));
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.starts_with("Order roll") && e.dice.len() == 2)
    );
    play_until(&mut g, |g| g.spiral() == 2);
    if g.outcome().is_none() {
        assert_eq!(g.order(), 1 - first, "order passes");
    }
}

#[test]
fn no_player_can_summon_heroes_during_the_first_turn_spiral() {
    // "no player will able to summon heroes during the first turn spiral"
    let mut later = 0;
    for seed in 0..40 {
        let mut g = game(seed, true);
        play_until(&mut g, |_| false);
        assert!(
            !g.log()
                .iter()
                .any(|e| e.round == 1 && e.text.contains("calls the hero")),
            "seed {seed}"
        );
        later += g
            .log()
            .iter()
            .filter(|e| e.round > 1 && e.text.contains("calls the hero"))
            .count();
    }
    assert!(later > 0, "heroes are called in later spirals");
}

#[test]
fn soldiers_are_called_for_blessings_from_depleted_prayers() {
    // "This player depletes (rotates) his / her prayer cards in the temple zone to generate
    // enough blessings to pay the blessing cost(s)"
    let mut g = game(5, true);
    play_until(&mut g, |g| g.step() == Step::Calling);
    let s = g.to_move().expect("to move");
    let soldier = g
        .deva(s)
        .hand
        .iter()
        .copied()
        .find(|&c| g.spec(c).kind == CardType::Soldier && g.spec(c).cost >= 1);
    let c = soldier.expect("seed 5 puts a soldier with a cost in the first Deva's hand");
    let cost = g.spec(c).cost;
    let err = g.apply(Move::CallSoldier(c)).expect_err("no blessings yet");
    assert!(err.to_string().contains("deplete prayers first"), "{err}");
    for _ in 0..cost {
        let p = g.depletion_order(s)[0];
        deplete(&mut g, p);
    }
    assert_eq!(g.deva(s).blessings, cost);
    assert_eq!(
        g.deva(s).prayers.iter().filter(|p| p.depleted).count(),
        usize::from(cost)
    );
    g.apply(Move::CallSoldier(c)).expect("call");
    assert_eq!(g.deva(s).blessings, 0);
    assert!(g.deva(s).soldiers.iter().any(|u| u.card == c));
}

#[test]
fn unspent_blessings_are_subtracted_from_faith_at_the_end_of_the_spiral() {
    // "If a player has generated more blessings than they used, they now subtract those
    // remaining blessings from their Faith points."
    let mut g = game(7, true);
    let s = g.order();
    while g.step() != Step::Calling {
        g.apply(Move::Done).expect("no prayer");
    }
    assert_eq!(g.to_move(), Some(s));
    for _ in 0..2 {
        let p = g.depletion_order(s)[0];
        deplete(&mut g, p);
    }
    let faith = g.deva(s).faith;
    let mut moves = Vec::new();
    loop {
        if g.spiral() == 2 || g.outcome().is_some() {
            break;
        }
        g.legal_moves(&mut moves);
        let m = if moves.contains(&Move::Done) {
            Move::Done
        } else {
            moves[0].clone()
        };
        g.apply(m).expect("legal");
    }
    assert_eq!(
        g.deva(s).faith,
        faith - 2,
        "nothing attacked; the 2 blessings cost 2 Faith"
    );
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.contains("loses 2 Faith for unspent blessings"))
    );
}

/// A table where seat `a` has a soldier `at`/`df` attacking and seat `b` one blocker.
fn duel(v: Variants, attacker: (u8, u8), blocker: (u8, u8, bool)) -> (Devacurse, CardId, CardId) {
    let (at, df) = attacker;
    let (bat, bdf, hero) = blocker;
    let a = format!("{at}");
    let d = format!("{df}");
    let ba = format!("{bat}");
    let bd = format!("{bdf}");
    let mut rows: Vec<[&str; 8]> = vec![["Filler", "Soldier", "0", "1", "1", "", "", ""]; 30];
    rows[0] = ["Attacker", "Soldier", "0", &a, &d, "", "", ""];
    rows[1] = if hero {
        ["Blocker", "Hero", "1", &ba, "", &bd, "", ""]
    } else {
        ["Blocker", "Soldier", "0", &ba, &bd, "", "", ""]
    };
    let data = Arc::new(DevacurseData::read(&def_with(&rows)).expect("reads"));
    let mut g = Devacurse::new(&data, 2, 1, &v, true).expect("sets up");
    // Put the two units on the battlefield directly and go to the order holder's soldier attack.
    let n = data.cards.len() as CardId;
    let s = g.order();
    let (ac, bc) = (s as CardId * n, (1 - s) as CardId * n + 1);
    let unit = |c: CardId, level: u8| Unit {
        card: c,
        depleted: false,
        damage: 0,
        level,
        called: 0,
        equipment: vec![],
        buff_at: 0,
        buff_df: 0,
    };
    for d in &mut g.devas {
        d.hand.clear();
        d.prayers.clear();
        d.deck.retain(|&c| c != ac && c != bc);
    }
    g.devas[usize::from(s)].soldiers.push(unit(ac, 0));
    if hero {
        g.devas[usize::from(1 - s)].heroes.push(unit(bc, 1));
    } else {
        g.devas[usize::from(1 - s)].soldiers.push(unit(bc, 0));
    }
    g.combat = Combat {
        heroes: false,
        attacker: s,
        ..Combat::default()
    };
    g.exchange = 0;
    g.step = Step::Attack;
    g.actor = s;
    (g, ac, bc)
}

/// The devout bot weighs a blocker by its AT and DF together: with equipment stacked past what
/// one byte holds on both sides (each unit's AT and DF at their ceiling), a Deva down to her
/// last Faith still picks a blocker rather than overflowing the sum.
#[test]
fn the_devout_bot_blocks_with_stacked_equipment() {
    let (mut g, a, b) = duel(Variants::default(), (30, 30), (30, 30, false));
    let n = g.data.cards.len() as CardId;
    // Ten copies of the attacker's own card as "equipment": each adds its 30 AT and 30 DF.
    for d in &mut g.devas {
        for u in &mut d.soldiers {
            u.equipment = vec![u.card % n; 10];
        }
    }
    assert_eq!(
        (g.at(a), g.left(b)),
        (u8::MAX, u8::MAX),
        "stacked to the ceiling"
    );
    let def = 1 - g.order();
    g.devas[usize::from(def)].faith = 1;
    g.apply(Move::Attack(a)).expect("attack");
    finish(&mut g, Step::Attack);
    assert_eq!(g.step(), Step::Block);
    let mut bot = SeatBot::<Devacurse>::by_name("devout").expect("bot");
    let m = bot.choose(&g, &mut Rng::seeded(1)).expect("a move");
    assert_eq!(
        m,
        Move::Block {
            blocker: b,
            attacker: a
        },
        "blocks to save the last Faith"
    );
}

/// Says Done while `step` still waits for the same Deva (a step with nothing else to do passes
/// by itself).
fn finish(g: &mut Devacurse, step: Step) {
    let who = g.to_move();
    while g.step() == step && g.to_move() == who && g.outcome().is_none() {
        g.apply(Move::Done).expect("done");
    }
}

fn attack_and_block(g: &mut Devacurse, a: CardId, b: CardId) {
    g.apply(Move::Attack(a)).expect("attack");
    finish(g, Step::Attack);
    g.apply(Move::Block {
        blocker: b,
        attacker: a,
    })
    .expect("block");
    finish(g, Step::Block);
}

#[test]
fn at_greater_or_equal_df_kills_the_blocking_soldier() {
    // "If the Attacker’s AT is > or = to the defender’s DF ... the defending soldier is killed.
    // Send the slain defender card to it’s owner’s cenotaph."
    let (mut g, a, b) = duel(Variants::default(), (3, 5), (1, 3, false));
    let def = 1 - g.order();
    attack_and_block(&mut g, a, b);
    assert!(g.unit(b).is_none(), "killed");
    assert_eq!(g.deva(def).cenotaph.last(), Some(&b));
    assert!(
        g.unit(a).is_some(),
        "the attacker survives the blocker's 1 AT"
    );
}

#[test]
fn an_unblocked_attacker_strikes_faith_with_its_full_at() {
    // "If they do not block, the attacking player’s soldiers will assault their Deva directly,
    // doing the cards’ full AT in damage to the defending player’s Faith points."
    let (mut g, a, _) = duel(Variants::default(), (4, 2), (1, 1, false));
    let def = 1 - g.order();
    let faith = g.deva(def).faith;
    g.apply(Move::Attack(a)).expect("attack");
    finish(&mut g, Step::Attack);
    finish(&mut g, Step::Block);
    assert_eq!(g.deva(def).faith, faith - 4);
}

#[test]
fn a_hero_blocker_loses_ap_and_dies_at_zero_costing_its_max_ap_in_faith() {
    // "If a hero blocks an attacker, that hero will automatically lose as many AP ... If the
    // hero’s AP reaches zero, this hero is slain. Send him to his owner’s black hole and subtract
    // the hero’s maximum AP from his owner’s Faith Points."
    let (mut g, a, b) = duel(Variants::default(), (3, 9), (0, 5, true));
    let def = 1 - g.order();
    attack_and_block(&mut g, a, b);
    let (_, u, _) = g.unit(b).expect("survives 3 of 5");
    assert_eq!(u.damage, 3, "damage counters: the AP lost");
    let (mut g, a, b) = duel(Variants::default(), (5, 9), (0, 5, true));
    let faith = g.deva(def).faith;
    attack_and_block(&mut g, a, b);
    assert!(g.unit(b).is_none());
    assert_eq!(g.deva(def).black_hole.last(), Some(&b));
    assert_eq!(g.deva(def).faith, faith - 5);
}

#[test]
fn the_damage_counter_variant_reads_the_bracketed_formula() {
    // "(Defender’s AP - Attacker’s AT)"
    let v = Variants {
        hero_counters: HeroCounters::ApLeft,
        ..Variants::default()
    };
    let (mut g, a, b) = duel(v, (2, 9), (0, 5, true));
    attack_and_block(&mut g, a, b);
    assert_eq!(g.unit(b).expect("alive").1.damage, 3, "5 − 2 = 3 counters");
}

#[test]
fn blockers_strike_back_only_in_the_variant_that_says_so() {
    // The text never has a blocker harm its attacker: that is the default.
    let (mut g, a, b) = duel(Variants::default(), (1, 2), (3, 5, false));
    attack_and_block(&mut g, a, b);
    assert!(g.unit(a).is_some(), "blockers do not damage attackers");
    let v = Variants {
        blockers_strike: BlockersStrike::Yes,
        ..Variants::default()
    };
    let (mut g, a, b) = duel(v, (1, 2), (3, 5, false));
    attack_and_block(&mut g, a, b);
    assert!(g.unit(a).is_none(), "3 AT back kills a DF 2 attacker");
}

#[test]
fn a_card_list_the_rules_cannot_use_is_refused_naming_row_and_column() {
    let mut rows: Vec<[&str; 8]> = vec![["Filler", "Soldier", "1", "1", "1", "", "", ""]; 25];
    // The fifth card is row 6 of the spreadsheet: the header is row 1.
    rows[4] = ["Bad", "Soldier", "1", "x", "1", "", "", ""];
    let err = DevacurseData::read(&def_with(&rows)).expect_err("bad AT");
    assert_eq!((err.row, err.column.as_deref()), (Some(6), Some("at")));
    rows[4] = ["Bad", "Event", "1", "", "", "", "Spell", ""];
    let err = DevacurseData::read(&def_with(&rows)).expect_err("bad event kind");
    assert_eq!((err.row, err.column.as_deref()), (Some(6), Some("event")));
    rows[4] = ["Bad", "Hero", "1", "2", "", "", "", ""];
    let err = DevacurseData::read(&def_with(&rows)).expect_err("hero without AP");
    assert_eq!((err.row, err.column.as_deref()), (Some(6), Some("ap")));
}

#[test]
fn thousands_of_bot_games_conserve_cards_lower_faith_only_by_the_rules_and_end() {
    let data = data();
    let variants = [
        Variants::default(),
        Variants {
            blockers_strike: BlockersStrike::Yes,
            damage_split: DamageSplit::Split,
            hero_counters: HeroCounters::ApLeft,
            ..Variants::default()
        },
    ];
    let mut rng = Rng::seeded(4);
    let full: Vec<CardId> = (0..80).collect();
    for i in 0..1000u64 {
        let mut g =
            Devacurse::new(&data, 2, i, &variants[(i % 2) as usize], false).expect("sets up");
        let names = [
            ["devout", "devout"],
            ["random", "devout"],
            ["devout", "random"],
        ][(i % 3) as usize];
        let mut b = bots(names[0], names[1]);
        let mut moves = 0;
        while let Some(s) = g.to_move() {
            let faith = [g.deva(0).faith, g.deva(1).faith];
            let m = b[usize::from(s)].choose(&g, &mut rng).expect("a move");
            g.apply(m).expect("legal");
            for p in 0..2 {
                assert!(
                    g.deva(p).faith <= faith[usize::from(p)],
                    "Faith never rises"
                );
            }
            if i % 10 == 0 {
                assert_eq!(all_cards(&g), full, "game {i}: every card in one place");
            }
            moves += 1;
            assert!(moves < 50_000, "game {i} ends");
        }
        assert_eq!(all_cards(&g), full);
        let o = g.outcome().expect("over");
        if let Some(w) = o.winner()
            && !o.cut_off
        {
            let l: Seat = 1 - w;
            assert!(
                g.deva(l).faith <= 0 || g.deva(l).deck.is_empty(),
                "game {i}: the loser is out of Faith or cards"
            );
        }
    }
}

#[test]
fn replay_and_views_hide_hands_prayers_and_decks() {
    let data = data();
    let mut g = Devacurse::new(&data, 2, 9, &Variants::default(), true).expect("sets up");
    let mut b = bots("devout", "random");
    let mut rng = Rng::seeded(1);
    let mut moves = Vec::new();
    for _ in 0..40 {
        let Some(s) = g.to_move() else { break };
        let m = b[usize::from(s)].choose(&g, &mut rng).expect("move");
        moves.push(m.clone());
        g.apply(m).expect("legal");
    }
    let mut h = Devacurse::new(&data, 2, 9, &Variants::default(), true).expect("sets up");
    for m in moves {
        h.apply(m).expect("replays");
    }
    assert_eq!(h.log(), g.log());
    let p = g.project(Some(0));
    let theirs = p.zones.iter().find(|z| z.id == "hand-1").expect("hand");
    assert!(theirs.cards.is_empty() && theirs.count == g.deva(1).hand.len());
    let temple = p.zones.iter().find(|z| z.id == "temple-1").expect("temple");
    assert!(
        temple
            .cards
            .iter()
            .take(g.deva(1).prayers.len())
            .all(|c| !c.face_up),
        "closed prayers are face down"
    );
    let mut r = Rng::seeded(5);
    for _ in 0..20 {
        assert_eq!(
            g.determinize(0, &mut r).project(Some(0)),
            p,
            "what seat 0 sees is kept"
        );
    }
}

#[test]
fn the_devout_bot_beats_the_random_bot() {
    let data = data();
    let mut wins = 0;
    let mut rng = Rng::seeded(2);
    for seed in 0..200u64 {
        let me = (seed % 2) as u8;
        let mut g = Devacurse::new(&data, 2, seed, &Variants::default(), false).expect("sets up");
        let mut b = if me == 0 {
            bots("devout", "random")
        } else {
            bots("random", "devout")
        };
        while let Some(s) = g.to_move() {
            let m = b[usize::from(s)].choose(&g, &mut rng).expect("move");
            g.apply(m).expect("legal");
        }
        wins += u32::from(g.outcome().and_then(|o| o.winner()) == Some(me));
    }
    assert!(wins > 150, "{wins} of 200");
}

#[test]
#[ignore = "prints a game's log, for reading"]
fn print_a_game() {
    let mut g = game(11, true);
    play_until(&mut g, |_| false);
    for e in g.log() {
        println!("S{} {}", e.round, e.text);
    }
}

#[test]
fn a_hero_whose_spell_ends_with_no_ap_left_is_slain() {
    // "If the hero’s AP reaches zero, this hero is slain": a spell's +2 AP kept a hero alive
    // through a hit of 4; when the spell ends with the spiral, its AP is 0. (Nothing else is
    // left to decide in this spiral, so it runs to its end at once.)
    let (mut g, a, b) = duel(Variants::default(), (4, 9), (0, 4, true));
    let def = 1 - g.order();
    if let Some(u) = g.unit_mut_for_tests(b) {
        u.buff_df = 2;
    }
    let faith = g.deva(def).faith;
    attack_and_block(&mut g, a, b);
    let text: Vec<&str> = g.log().iter().map(|e| e.text.as_str()).collect();
    let hit = text
        .iter()
        .position(|t| *t == "Blocker takes 4: 2 AP left")
        .expect("survives the hit");
    let slain = text
        .iter()
        .position(|t| t.starts_with("Blocker is slain"))
        .expect("slain later");
    assert!(hit < slain);
    assert_eq!(g.deva(def).black_hole.last(), Some(&b));
    assert_eq!(g.deva(def).faith, faith - 4, "its maximum AP in Faith");
}

#[test]
fn flash_events_can_be_used_before_the_turn_ends() {
    // "VI. End of turn: You can use flash (!) events before this turn ends." The order holder
    // keeps a flash boost, a soldier to play it on and its prompt prayers (it says Done
    // everywhere): the window asks it.
    let mut g = game(2, true);
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let flash = s as CardId * n
        + (0..n)
            .find(|&i| g.spec(i).event == Some(EventKind::Flash) && !g.spec(i).destroy_soldier)
            .expect("a flash boost");
    let soldier = s as CardId * n
        + (0..n)
            .find(|&i| g.spec(i).kind == CardType::Soldier)
            .expect("a soldier");
    let d = &mut g.devas[usize::from(s)];
    for c in [flash, soldier] {
        d.deck.retain(|&x| x != c);
        d.hand.retain(|&x| x != c);
        d.prayers.retain(|p| p.card != c);
    }
    d.hand.push(flash);
    let unit = g.new_unit(soldier);
    g.devas[usize::from(s)].soldiers.push(unit);
    while g.step() != Step::EndFlash && g.spiral() == 1 && g.outcome().is_none() {
        g.apply(Move::Done).expect("done");
    }
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::EndFlash, Some(s)),
        "the order holder first"
    );
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(
        moves.iter().any(|m| matches!(m, Move::Deplete(_))),
        "blessings for the flash event"
    );
}

#[test]
fn a_hero_cannot_attack_a_hero_while_a_prompt_enemy_soldier_remains() {
    // "a hero cannot attack an opponent’s hero if any prompt (vertical) enemy soldiers remain
    // on the battlefield. Heroes must clear the opponent’s soldiers first" — so a hero whose
    // only blocker is a hero, while a soldier stands prompt, goes past to the Deva.
    let (mut g, ac, guard) = duel(Variants::default(), (1, 1), (2, 6, true));
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    // The attacker's copy of the same hero card, and a defending soldier (a Filler).
    let (hero, soldier) = (s as CardId * n + 1, (1 - s) as CardId * n + 6);
    let unit = |c: CardId, level: u8| Unit {
        card: c,
        depleted: false,
        damage: 0,
        level,
        called: 0,
        equipment: vec![],
        buff_at: 0,
        buff_df: 0,
    };
    for d in &mut g.devas {
        d.deck.retain(|&c| c != hero && c != soldier);
    }
    let me = &mut g.devas[usize::from(s)];
    me.soldiers.retain(|u| u.card != ac);
    me.cenotaph.push(ac);
    me.heroes.push(unit(hero, 1));
    g.devas[usize::from(1 - s)].soldiers.push(unit(soldier, 0));
    g.combat = Combat {
        heroes: true,
        attacker: s,
        ..Combat::default()
    };
    let faith = g.deva(1 - s).faith;
    g.apply(Move::Attack(hero)).expect("the hero attacks");
    finish(&mut g, Step::Attack);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(moves.contains(&Move::Guard(soldier)) && moves.contains(&Move::Guard(guard)));
    // The defender sets only its hero to block; its soldier stays prompt, so the attacker may
    // not send its hero against the hero, and (nothing else to decide) the spiral runs on.
    g.apply(Move::Guard(guard)).expect("the hero blocks");
    g.apply(Move::Done).expect("done blocking");
    let texts: Vec<&str> = g.log().iter().map(|e| e.text.as_str()).collect();
    assert!(!texts.iter().any(|t| t.contains(" sends ")), "{texts:?}");
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Blocker strikes") && t.contains("directly")),
        "{texts:?}"
    );
    assert_eq!(
        g.deva(1 - s).faith,
        faith - 2,
        "its AT of 2, straight to Faith"
    );
}

#[test]
fn a_location_stays_until_its_time_runs_out() {
    // "Location events ... remain until destroyed, or until their time ... runs out."
    // Played on the first seed whose game lasts longer than the location.
    for seed in 1..=40 {
        let mut g = game(seed, true);
        let s = g.order();
        let n = g.data().cards.len() as CardId;
        let loc = s as CardId * n
            + (0..n)
                .find(|&i| g.spec(i).event == Some(EventKind::Location))
                .expect("a location");
        let time = g.spec(loc).time;
        let d = &mut g.devas[usize::from(s)];
        d.deck.retain(|&c| c != loc);
        d.hand.retain(|&c| c != loc);
        d.prayers.retain(|p| p.card != loc);
        d.locations.push(Location { card: loc, time });
        let mut lasted = true;
        for spiral in 1..=u32::from(time) {
            assert!(
                g.deva(s).locations.iter().any(|l| l.card == loc),
                "still there in spiral {spiral}"
            );
            play_until(&mut g, |g| g.spiral() > spiral);
            lasted &= g.outcome().is_none();
            if !lasted {
                break;
            }
        }
        if !lasted {
            continue;
        }
        assert!(
            !g.deva(s).locations.iter().any(|l| l.card == loc),
            "gone after {time} spirals"
        );
        assert!(g.deva(s).cenotaph.contains(&loc), "to the cenotaph");
        return;
    }
    panic!("no game of seeds 1 to 40 lasts longer than the location");
}

#[test]
fn a_deva_that_must_draw_from_an_empty_universe_deck_loses() {
    // "until one player ... runs out of cards in their Universe deck. That player loses."
    let mut g = game(8, true);
    let s = 1 - g.order();
    g.devas[usize::from(s)].deck.clear();
    play_until(&mut g, |g| g.spiral() > 1);
    let o = g.outcome().expect("over at the next draw");
    assert_eq!(o.winner(), Some(1 - s));
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.contains("must draw from an empty universe deck"))
    );
}

/// A move of any kind, with cards and amounts in and far out of range (as a damaged save or a
/// hand-edited link could hold).
fn arbitrary(rng: &mut Rng) -> Move {
    let c = |rng: &mut Rng| [0u16, 1, 7, 39, 40, 80, 500, u16::MAX][rng.index(8)];
    match rng.index(14) {
        0 => Move::Pray(c(rng)),
        1 => Move::Deplete(c(rng)),
        2 => Move::CallSoldier(c(rng)),
        3 => Move::CallHero(c(rng)),
        4 => Move::Upgrade(c(rng)),
        5 => Move::Equip {
            card: c(rng),
            on: c(rng),
        },
        6 => Move::Location(c(rng)),
        7 => Move::Event {
            card: c(rng),
            on: None,
        },
        8 => Move::Event {
            card: c(rng),
            on: Some(c(rng)),
        },
        9 => Move::Attack(c(rng)),
        10 => Move::Block {
            blocker: c(rng),
            attacker: c(rng),
        },
        11 => Move::Guard(c(rng)),
        12 => Move::Assign {
            hero: c(rng),
            blocker: c(rng),
        },
        _ => Move::Done,
    }
}

/// "`apply` never panics on input" (see [`crate::rules::checks`]).
#[test]
fn any_move_is_made_or_refused_with_a_reason_and_a_refusal_changes_nothing() {
    let data = data();
    let games = (0..10u64)
        .map(|seed| Devacurse::new(&data, 2, seed, &Variants::default(), false).expect("sets up"));
    crate::rules::checks::any_move_is_made_or_refused(
        games,
        300,
        &mut Rng::seeded(5),
        arbitrary,
        |g| g.project(None),
    );
}

#[test]
fn the_log_says_what_a_card_played_from_the_hand_cost() {
    // "Events, equipment and locations are paid for with blessings": the log says how many, so
    // a player reading it sees why their blessings fell.
    let mut paid = Vec::new();
    for seed in 0..10 {
        let mut g = game(seed, true);
        play_until(&mut g, |_| false);
        paid.extend(g.log().iter().map(|e| e.text.clone()).filter(|t| {
            [" plays ", " equips ", " sets the location "]
                .iter()
                .any(|w| t.contains(w))
                && t.contains(" blessing")
        }));
    }
    assert!(
        !paid.is_empty(),
        "no card played from the hand named its cost"
    );
    for t in &paid {
        assert!(
            t.contains(" for 1 blessing") && !t.contains(" for 1 blessings")
                || (2..10).any(|n| t.contains(&format!(" for {n} blessings"))),
            "{t}"
        );
    }
}

/// Every number a designer can type in the game's decks is bounded when the data is read, and a
/// game plays to its end (overflow checks on) at each column's 0 and largest accepted value.
#[test]
fn data_bounds() {
    use super::data::MAX_VALUE;
    let v = u64::from(MAX_VALUE);
    crate::rules::checks::data_bounds::<Devacurse>(
        &[
            ("universe", "cost", v),
            ("universe", "at", v),
            ("universe", "df", v),
            ("universe", "ap", v),
            ("universe", "time", v),
            // The row of the largest shipped value, Level 2 AP.
            ("rule-numbers", "value", v),
        ],
        &[],
    );
}

/// A soldier picked without the blessings to call it is explained in the rules' words: "This
/// player depletes (rotates) his / her prayer cards ... to generate enough blessings to pay the
/// blessing cost(s)"; a hero picked in the soldier calling step names the step it is set in.
#[test]
fn a_refused_card_says_which_rule_refuses_it() {
    let mut g = game(5, true);
    play_until(&mut g, |g| g.step() == Step::Calling);
    let s = g.to_move().expect("to move");
    let hand = g.deva(s).hand.clone();
    let soldier = hand
        .iter()
        .copied()
        .find(|&c| g.spec(c).kind == CardType::Soldier && g.spec(c).cost >= 1)
        .expect("seed 5 puts a soldier with a cost in the first Deva's hand");
    let why = |c: CardId| RuledGame::why_not_thing(&g, &Thing::Card(format!("card-{c}")));
    let said = why(soldier).expect("explained");
    assert!(
        said.contains("costs") && said.contains("(deplete prayers first)"),
        "{said}"
    );
    if let Some(hero) = hand
        .iter()
        .copied()
        .find(|&c| g.spec(c).kind == CardType::Hero)
    {
        let said = why(hero).expect("explained");
        assert!(
            said.ends_with(
                "heroes are called in the Hero setting step; this is the Soldier calling step"
            ),
            "{said}"
        );
    }
    // A card of the other Deva is not the rules' to explain.
    let theirs = g.deva(1 - s).hand[0];
    assert_eq!(why(theirs), None);
}

// ----- tests named after the rule sentences of the rules map -----

/// A table of a list whose first rows are `rows` (the rest 0-cost AT 1 / DF 1 soldiers), with
/// each `(seat, row, hero)` unit on the battlefield, hands and prayers empty, at the order
/// holder's soldier attack. The units' cards, in the order given.
fn table(rows: &[[&str; 8]], units: &[(Seat, usize, bool)]) -> (Devacurse, Vec<CardId>) {
    let mut list: Vec<[&str; 8]> = vec![["Filler", "Soldier", "0", "1", "1", "", "", ""]; 30];
    list[..rows.len()].copy_from_slice(rows);
    let data = Arc::new(DevacurseData::read(&def_with(&list)).expect("reads"));
    let mut g = Devacurse::new(&data, 2, 1, &Variants::default(), true).expect("sets up");
    let n = data.cards.len() as CardId;
    let s = g.order();
    let cards: Vec<CardId> = units
        .iter()
        .map(|&(who, row, _)| {
            let seat = if who == 0 { s } else { 1 - s };
            seat as CardId * n + row as CardId
        })
        .collect();
    for d in &mut g.devas {
        d.hand.clear();
        d.prayers.clear();
        d.deck.retain(|c| !cards.contains(c));
    }
    for (&(who, _, hero), &c) in units.iter().zip(&cards) {
        let seat = usize::from(if who == 0 { s } else { 1 - s });
        let unit = Unit {
            level: u8::from(hero),
            called: 0,
            ..g.new_unit(c)
        };
        if hero {
            g.devas[seat].heroes.push(unit);
        } else {
            g.devas[seat].soldiers.push(unit);
        }
    }
    g.combat = Combat {
        heroes: false,
        attacker: s,
        ..Combat::default()
    };
    g.exchange = 0;
    g.step = Step::Attack;
    g.actor = s;
    (g, cards)
}

fn legal(g: &Devacurse) -> Vec<Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
}

#[test]
fn soldiers_are_called_from_the_hand_or_a_prompt_closed_prayer() {
    // "These soldier cards must be drawn either from the player’s hand or from prompt (vertical)
    // closed (face down) prayer cards in the temple zone."
    let rows = [["Guard", "Soldier", "1", "1", "3", "", "", ""]];
    let (mut g, _) = table(&rows, &[]);
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let (prompt, depleted) = (s as CardId * n, s as CardId * n + 5);
    let d = &mut g.devas[usize::from(s)];
    d.deck.retain(|&c| c != prompt && c != depleted);
    d.prayers = vec![
        Prayer {
            card: prompt,
            depleted: false,
        },
        Prayer {
            card: depleted,
            depleted: true,
        },
    ];
    d.blessings = 1;
    g.step = Step::Calling;
    let moves = legal(&g);
    assert!(moves.contains(&Move::CallSoldier(prompt)));
    assert!(!moves.contains(&Move::CallSoldier(depleted)), "{moves:?}");
    g.apply(Move::CallSoldier(prompt)).expect("called");
    let d = g.deva(s);
    assert!(d.soldiers.iter().any(|u| u.card == prompt));
    assert!(d.prayers.iter().all(|p| p.card != prompt));
    assert_eq!(d.blessings, 0);
}

#[test]
fn equipment_is_played_on_an_individual_soldier_or_hero() {
    // "Equipment event cards are played on individual soldiers or heroes"
    let rows = [
        ["Sol", "Soldier", "0", "1", "3", "", "", ""],
        ["Hero", "Hero", "1", "1", "", "4", "", ""],
        ["Mail", "Event", "0", "0", "2", "", "Equipment", ""],
    ];
    let (mut g, u) = table(&rows, &[(0, 0, false), (0, 1, true), (1, 0, false)]);
    let s = g.order();
    let mail = u[0] + 2;
    let d = &mut g.devas[usize::from(s)];
    d.deck.retain(|&c| c != mail);
    d.hand.push(mail);
    g.step = Step::Calling;
    let equips: Vec<Move> = legal(&g)
        .into_iter()
        .filter(|m| matches!(m, Move::Equip { .. }))
        .collect();
    assert_eq!(
        equips,
        vec![
            Move::Equip {
                card: mail,
                on: u[0]
            },
            Move::Equip {
                card: mail,
                on: u[1]
            }
        ],
        "on one of the Deva's own soldiers or heroes"
    );
    g.apply(Move::Equip {
        card: mail,
        on: u[0],
    })
    .expect("equips");
    assert_eq!(g.guard(u[0]), 5, "DF 3 + 2");
}

#[test]
fn soldiers_fight_first_heroes_second_and_each_deva_attacks_in_turn() {
    // "Soldiers always fight first, heroes always fight second. The player with order goes
    // first. He / she commits whatever soldiers they wish to attack by depleting those soldier
    // cards. Be warned - soldier cards that are depleted will be unable to block ..."
    let rows = [
        ["Sol", "Soldier", "0", "1", "9", "", "", ""],
        ["Hero", "Hero", "1", "1", "", "9", "", ""],
        ["Sol2", "Soldier", "0", "1", "9", "", "", ""],
    ];
    let (mut g, u) = table(
        &rows,
        &[
            (0, 0, false),
            (0, 1, true),
            (1, 0, false),
            (1, 1, true),
            (1, 2, false),
        ],
    );
    let (sa, sh, oa, oh, oa2) = (u[0], u[1], u[2], u[3], u[4]);
    let s = g.order();
    let o = 1 - s;
    let faith = [g.deva(0).faith, g.deva(1).faith];
    // Soldier combat: the order holder attacks with its soldier, not its hero.
    assert_eq!((g.to_move(), g.combat().heroes), (Some(s), false));
    let moves = legal(&g);
    assert!(moves.contains(&Move::Attack(sa)) && !moves.contains(&Move::Attack(sh)));
    g.apply(Move::Attack(sa)).expect("attack");
    assert!(
        g.unit(sa).expect("on the field").1.depleted,
        "depleted to attack"
    );
    // (Its only soldier declared, the step passes by itself.)
    assert_eq!((g.step(), g.to_move()), (Step::Block, Some(o)));
    g.apply(Move::Block {
        blocker: oa,
        attacker: sa,
    })
    .expect("block");
    g.apply(Move::Done).expect("done blocking");
    // The opposing Deva attacks with its soldier still prompt; the order holder's depleted
    // attacker cannot block it.
    assert_eq!(
        (g.step(), g.combat().heroes, g.to_move()),
        (Step::Attack, false, Some(o))
    );
    let moves = legal(&g);
    assert!(moves.contains(&Move::Attack(oa2)) && !moves.contains(&Move::Attack(oa)));
    g.apply(Move::Attack(oa2)).expect("attack back");
    assert_eq!((g.step(), g.to_move()), (Step::Block, Some(s)));
    assert!(
        !legal(&g)
            .iter()
            .any(|m| matches!(m, Move::Block { blocker, .. } if *blocker == sa)),
        "a depleted soldier does not block"
    );
    g.apply(Move::Done).expect("no block");
    assert_eq!(g.deva(s).faith, faith[usize::from(s)] - 1, "unblocked");
    // Hero combat, the order holder first: it chooses not to attack.
    assert_eq!(
        (g.step(), g.combat().heroes, g.to_move()),
        (Step::Attack, true, Some(s))
    );
    g.apply(Move::Done).expect("no hero attack");
    // The other Deva's hero attacks back; its blockers of soldier combat stay depleted.
    assert_eq!(
        (g.step(), g.combat().heroes, g.to_move()),
        (Step::Attack, true, Some(o))
    );
    g.apply(Move::Attack(oh)).expect("hero attack");
    assert!(
        g.unit(oh).expect("on the field").1.depleted,
        "depleted to attack"
    );
    assert_eq!((g.step(), g.to_move()), (Step::Guard, Some(s)));
    assert_eq!(
        legal(&g),
        vec![Move::Guard(sh), Move::Done],
        "only the prompt hero blocks"
    );
    g.apply(Move::Done).expect("no block");
    assert_eq!(
        g.deva(s).faith,
        faith[usize::from(s)] - 2,
        "the hero's full AT"
    );
    // The spiral ends and all return to the prompt mode.
    assert_eq!(g.spiral(), 2);
    for c in [sa, sh, oa, oh, oa2] {
        assert!(!g.unit(c).expect("alive").1.depleted);
    }
}

#[test]
fn a_player_may_choose_not_to_attack_and_order_passes_to_their_opponent() {
    // "A player may choose not to attack if they wish, in which case “order” passes to their
    // opponent, who begins his / her soldier combat phase."
    let rows = [["Sol", "Soldier", "0", "1", "9", "", "", ""]];
    let (mut g, _) = table(&rows, &[(0, 0, false), (1, 0, false)]);
    let s = g.order();
    g.apply(Move::Done).expect("no attack");
    assert_eq!(
        (g.step(), g.combat().heroes, g.to_move()),
        (Step::Attack, false, Some(1 - s))
    );
}

#[test]
fn reduce_faith_to_zero_and_you_have_won_the_game() {
    // "Reduce these to zero and you have won the game."
    let (mut g, a, _) = duel(Variants::default(), (4, 2), (1, 1, false));
    let s = g.order();
    g.devas[usize::from(1 - s)].faith = 4;
    g.apply(Move::Attack(a)).expect("attack");
    finish(&mut g, Step::Attack);
    finish(&mut g, Step::Block);
    let o = g.outcome().expect("over");
    assert_eq!(
        (o.winner(), o.end),
        (Some(s), "Faith points reduced to zero")
    );
}

#[test]
fn a_negative_df_minus_at_score_is_the_same_as_a_zero() {
    // "Unless the attacker has a special skill or ability like Pierce, a negative DF - AT score
    // is the same as a zero"
    let (mut g, a, b) = duel(Variants::default(), (5, 2), (0, 2, false));
    let def = 1 - g.order();
    let faith = g.deva(def).faith;
    attack_and_block(&mut g, a, b);
    assert!(g.unit(b).is_none(), "killed");
    assert_eq!(g.deva(def).faith, faith, "nothing goes past the blocker");
}

#[test]
fn damaged_soldiers_are_restored_to_full_health() {
    // "All soldier cards that sustained damage in combat but were not destroyed are now
    // restored to full health."
    let (mut g, a, b) = duel(Variants::default(), (1, 2), (0, 5, false));
    attack_and_block(&mut g, a, b);
    assert!(
        g.log()
            .iter()
            .any(|e| e.text == "Blocker takes 1: 4 DF left"),
        "damaged in combat"
    );
    assert_eq!(g.spiral(), 2, "the spiral ran to its end");
    assert_eq!(g.unit(b).expect("alive").1.damage, 0);
}

#[test]
fn a_prompt_hero_heals_one_ap() {
    // "heroes in the prompt (vertical) position ... can heal 1 AP, up to the heroes’ full AP. If
    // a hero does this, remove one damage counter."
    let (mut g, a, b) = duel(Variants::default(), (1, 9), (0, 5, true));
    if let Some(u) = g.unit_mut_for_tests(b) {
        u.damage = 2;
    }
    g.apply(Move::Attack(a)).expect("attack");
    // Nobody blocks, and the hero does not attack: it stays prompt.
    while g.spiral() == 1 && g.outcome().is_none() {
        g.apply(Move::Done).expect("done");
    }
    assert_eq!(g.spiral(), 2, "the spiral ran to its end");
    assert_eq!(g.unit(b).expect("alive").1.damage, 1, "one counter removed");
}

#[test]
fn the_attacker_chooses_which_hero_faces_which_blocker() {
    // "the controlling player, not the opposing player, chooses which hero to assign to which
    // blocker. ... heroes never fight more than one blocker ... the attacking Deva may assign two
    // attacking heroes to a single blocker."
    let rows = [
        ["Hero", "Hero", "1", "3", "", "9", "", ""],
        ["Hero2", "Hero", "1", "3", "", "9", "", ""],
        ["Sol", "Soldier", "0", "0", "2", "", "", ""],
        ["Guardian", "Hero", "1", "0", "", "3", "", ""],
    ];
    for shared in [false, true] {
        let (mut g, u) = table(
            &rows,
            &[(0, 0, true), (0, 1, true), (1, 2, false), (1, 3, true)],
        );
        let (h1, h2, sol, guardian) = (u[0], u[1], u[2], u[3]);
        let s = g.order();
        let o = 1 - s;
        let faith = g.deva(o).faith;
        g.combat.heroes = true;
        g.apply(Move::Attack(h1)).expect("attack");
        g.apply(Move::Attack(h2)).expect("attack");
        g.apply(Move::Guard(sol)).expect("guard");
        g.apply(Move::Guard(guardian)).expect("guard");
        assert_eq!(
            (g.step(), g.to_move()),
            (Step::Assign, Some(s)),
            "the attacker"
        );
        g.apply(Move::Assign {
            hero: h1,
            blocker: guardian,
        })
        .expect("assign");
        assert!(
            !legal(&g)
                .iter()
                .any(|m| matches!(m, Move::Assign { hero, .. } if *hero == h1)),
            "one blocker a hero"
        );
        let other = if shared { guardian } else { sol };
        g.apply(Move::Assign {
            hero: h2,
            blocker: other,
        })
        .expect("assign");
        // "If the attacking hero’s attack strength is greater than or equal to a blocking
        // hero’s Avatar points, that hero is destroyed and sent to the ... black hole."
        assert!(g.unit(guardian).is_none());
        assert_eq!(g.deva(o).black_hole.last(), Some(&guardian));
        assert_eq!(
            g.deva(o).faith,
            faith - 3,
            "its maximum AP, and nothing more"
        );
        if shared {
            assert!(g.unit(sol).is_some(), "no hero sent against it");
        } else {
            // "If the attacking hero’s attack strength is greater than or equal to a blocking
            // soldier’s defense value, that soldier card is destroyed and sent to it’s owner’s
            // cenotaph."
            assert!(g.unit(sol).is_none());
            assert!(g.deva(o).cenotaph.contains(&sol));
        }
    }
}

#[test]
fn heroes_are_always_summoned_at_level_1_with_cenotaph_cards() {
    // "You need to have “slain” or used cards in order to call a hero." "Heroes are always
    // summoned at level 1. On the turn spiral after they are summoned, heroes may be upgraded"
    let rows = [["Hero", "Hero", "1", "2", "", "4", "", ""]];
    let (mut g, _) = table(&rows, &[]);
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let (hero, used) = (s as CardId * n, s as CardId * n + 5);
    let d = &mut g.devas[usize::from(s)];
    d.deck.retain(|&c| c != hero && c != used);
    d.hand.push(hero);
    d.blessings = 9;
    g.spiral = 2;
    g.step = Step::Heroes;
    assert!(
        !legal(&g).contains(&Move::CallHero(hero)),
        "an empty cenotaph"
    );
    g.devas[usize::from(s)].cenotaph.push(used);
    g.apply(Move::CallHero(hero)).expect("called");
    let (_, u, is_hero) = g.unit(hero).expect("in the hero line");
    assert!(is_hero);
    assert_eq!(u.level, 1);
    assert_eq!(
        g.deva(s).black_hole,
        vec![used],
        "the cenotaph card is used"
    );
    assert!(
        !legal(&g).contains(&Move::Upgrade(hero)),
        "not in the spiral it was called"
    );
}

#[test]
fn once_the_acting_player_has_finished_the_opposing_player_repeats_the_steps() {
    // "Once the acting player has finished, the opposing player repeats the steps above." ...
    // "Once both players have finished setting up their soldier and hero forces, it is time for
    // battle!"
    let rows = [
        ["Sol", "Soldier", "0", "1", "9", "", "", ""],
        ["Hero", "Hero", "1", "1", "", "9", "", ""],
    ];
    let (mut g, _) = table(&rows, &[(0, 0, false), (1, 0, false)]);
    let s = g.order();
    let o = 1 - s;
    let n = g.data().cards.len() as CardId;
    for seat in [s, o] {
        let base = seat as CardId * n;
        let (soldier, hero, used) = (base + 5, base + 1, base + 6);
        let d = &mut g.devas[usize::from(seat)];
        d.deck.retain(|&c| c != soldier && c != hero && c != used);
        d.hand = vec![soldier, hero];
        d.cenotaph = vec![used];
    }
    g.spiral = 2;
    g.step = Step::Calling;
    let mut seen = Vec::new();
    while g.step() != Step::Attack {
        seen.push((g.step(), g.to_move()));
        g.apply(Move::Done).expect("done");
    }
    assert_eq!(
        seen,
        vec![
            (Step::Calling, Some(s)),
            (Step::Calling, Some(o)),
            (Step::Heroes, Some(s)),
            (Step::Heroes, Some(o)),
        ]
    );
    assert_eq!((g.combat().heroes, g.to_move()), (false, Some(s)), "battle");
}

// ----- the numbers of the game file: level 2, the stand-in first half, the starting Faith -----

/// The shipped game with rule number `name` set to `value`.
fn def_number(name: &str, value: &str) -> GameDef {
    let mut def = shipped_def::<Devacurse>().expect("ships");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == data::NUMBERS_ID)
        .expect("the rule numbers");
    let row = deck
        .cards
        .iter_mut()
        .find(|c| c.values[0] == name)
        .expect("the row");
    row.values[1] = value.to_string();
    def
}

/// A table of `def`'s data at the order holder's hero setting in spiral 2, with a hero of its
/// (AT 3 / AP 4) called in spiral 1 and blessings for the upgrade.
fn upgrade_table(def: &GameDef) -> (Devacurse, CardId) {
    let data = Arc::new(DevacurseData::read(def).expect("reads"));
    let mut g = Devacurse::new(&data, 2, 1, &Variants::default(), true).expect("sets up");
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let hero = s as CardId * n
        + (0..n)
            .find(|&i| g.spec(i).kind == CardType::Hero && g.spec(i).at == 3)
            .expect("the sample's Apsara Blade");
    for d in &mut g.devas {
        d.deck.retain(|&c| c != hero);
        d.hand.retain(|&c| c != hero);
        d.prayers.retain(|p| p.card != hero);
    }
    let unit = Unit {
        level: 1,
        called: 1,
        ..g.new_unit(hero)
    };
    g.devas[usize::from(s)].heroes.push(unit);
    g.devas[usize::from(s)].blessings = 9;
    g.spiral = 2;
    g.step = Step::Heroes;
    g.actor = s;
    (g, hero)
}

#[test]
fn on_the_turn_spiral_after_they_are_summoned_heroes_may_be_upgraded_to_level_two() {
    // "On the turn spiral after they are summoned, heroes may be upgraded to level two. Read
    // more about upgrading heroes in the previous article": what level 2 gives is the game
    // file's rule numbers, so a designer's edit changes the hero.
    let (mut g, hero) = upgrade_table(&shipped_def::<Devacurse>().expect("ships"));
    let shipped = g.data().numbers;
    assert_eq!((g.at(hero), g.guard(hero)), (3, 4), "level 1");
    g.apply(Move::Upgrade(hero)).expect("upgrades");
    assert_eq!(
        (g.at(hero), g.guard(hero)),
        (3 + shipped.level2_at, 4 + shipped.level2_ap),
        "the shipped rule numbers"
    );
    let edited = def_number("Level 2 AP", "5");
    let mut def = def_number("Level 2 AT", "0");
    def.decks = edited
        .decks
        .iter()
        .map(|d| {
            if d.id == data::NUMBERS_ID {
                let mut d = d.clone();
                d.cards[0].values[1] = "0".into();
                d
            } else {
                d.clone()
            }
        })
        .collect();
    let (mut g, hero) = upgrade_table(&def);
    g.apply(Move::Upgrade(hero)).expect("upgrades");
    assert_eq!((g.at(hero), g.guard(hero)), (3, 9), "+0 AT, +5 AP");
    assert!(
        g.log()
            .iter()
            .any(|e| e.text.ends_with("to level 2 (AT 3 / AP 9)")),
        "the log says the edited values"
    );
}

#[test]
fn a_rule_number_the_rules_cannot_use_is_refused_naming_row_and_column() {
    // Rows of the table are 2 (Level 2 AT) to 5, as a spreadsheet numbers them.
    for (name, value, row, column, says) in [
        (
            "Level 2 AT",
            "lots",
            2,
            "value",
            "“lots” is not a whole number from 0 to 30",
        ),
        (
            "Level 2 AP",
            "31",
            3,
            "value",
            "“31” is not a whole number from 0 to 30",
        ),
        ("Prayers set each spiral", "6", 4, "value", "from 0 to 5"),
        ("Blessings per prayer", "0", 5, "value", "from 1 to 5"),
    ] {
        let err = DevacurseData::read(&def_number(name, value)).expect_err("refused");
        assert_eq!(
            (err.row, err.column.as_deref(), err.part.as_str()),
            (Some(row), Some(column), "Rule numbers (placeholders)"),
            "{name}: {err}"
        );
        assert!(err.to_string().contains(says), "{err}");
    }
    let mut def = shipped_def::<Devacurse>().expect("ships");
    let deck = def
        .decks
        .iter_mut()
        .find(|d| d.id == data::NUMBERS_ID)
        .expect("the rule numbers");
    deck.cards[1].values[0] = "Level 3 AT".into();
    let err = DevacurseData::read(&def).expect_err("an unknown name");
    assert_eq!((err.row, err.column.as_deref()), (Some(3), Some("name")));
    assert!(
        err.to_string().contains("not a number the rules read"),
        "{err}"
    );
    def.decks
        .iter_mut()
        .find(|d| d.id == data::NUMBERS_ID)
        .expect("the rule numbers")
        .cards
        .remove(1);
    let err = DevacurseData::read(&def).expect_err("a missing row");
    assert!(err.to_string().contains("no row “Level 2 AP”"), "{err}");
}

#[test]
fn the_stand_in_first_half_of_the_spiral_plays_by_the_rule_numbers() {
    // "The previous column explained the first sub-phase of the Construction Loop, setting
    // cards as prayers in your temple zone and using those prayer cards to generate
    // blessings": the stand-in's numbers are the game file's, so an edit changes the game.
    let mut def = def_number("Prayers set each spiral", "2");
    def.decks = def_number("Blessings per prayer", "3")
        .decks
        .into_iter()
        .map(|mut d| {
            if d.id == data::NUMBERS_ID {
                d.cards[2].values[1] = "2".into();
            }
            d
        })
        .collect();
    let data = Arc::new(DevacurseData::read(&def).expect("reads"));
    let mut g = Devacurse::new(&data, 2, 3, &Variants::default(), true).expect("sets up");
    let s = g.order();
    assert_eq!(g.step(), Step::Prayer);
    let hand = g.deva(s).hand.clone();
    g.apply(Move::Pray(hand[0])).expect("the first prayer");
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::Prayer, Some(s)),
        "a second prayer may still be set"
    );
    g.apply(Move::Pray(hand[1])).expect("the second prayer");
    assert_eq!(g.to_move(), Some(1 - s), "two set: the other Deva's turn");
    let err = {
        let mut h = g.clone();
        h.actor = s;
        h.apply(Move::Pray(hand[2])).expect_err("a third")
    };
    assert!(
        err.to_string().contains("a Deva sets 2 prayers a spiral"),
        "{err}"
    );
    while g.step() != Step::Calling {
        g.apply(Move::Done).expect("done");
    }
    let s = g.to_move().expect("to move");
    let before = g.deva(s).blessings;
    let prayer = g
        .deva(s)
        .prayers
        .iter()
        .find(|p| !p.depleted)
        .expect("a prompt prayer")
        .card;
    deplete(&mut g, prayer);
    assert_eq!(g.deva(s).blessings, before + 3, "3 blessings a prayer");
}

/// Depletes the Deva to act's prompt prayer `card` for its blessings.
fn deplete(g: &mut Devacurse, card: CardId) {
    g.apply(Move::Deplete(card)).expect("depletes");
}

#[test]
fn each_deva_starts_with_the_faith_of_the_game_files_faith_tracker() {
    // "Faith points do not reset from one turn spiral to the next. Lost faith points are
    // cumulative from the beginning of the game": the text gives no starting Faith; the game
    // file's Faith tracker does, and is the one place it is set.
    let mut def = shipped_def::<Devacurse>().expect("ships");
    fn faith(def: &mut GameDef) -> &mut i64 {
        &mut def
            .trackers
            .iter_mut()
            .find(|t| t.id == data::FAITH_ID)
            .expect("the Faith tracker")
            .start
    }
    *faith(&mut def) = 33;
    let data = Arc::new(DevacurseData::read(&def).expect("reads"));
    let g = Devacurse::new(&data, 2, 1, &Variants::default(), true).expect("sets up");
    assert_eq!((g.deva(0).faith, g.deva(1).faith), (33, 33));
    assert!(
        g.log()[0]
            .text
            .starts_with("Each Deva starts with 33 Faith")
    );
    for bad in [0, -4, 100] {
        *faith(&mut def) = bad;
        let err = DevacurseData::read(&def).expect_err("refused");
        assert_eq!(err.part, "Faith", "{err}");
        assert!(
            err.to_string().contains(&format!(
                "its start {bad} is each Deva's starting Faith: a whole number from 1 to 99"
            )),
            "{err}"
        );
    }
    def.trackers.retain(|t| t.id != data::FAITH_ID);
    let err = DevacurseData::read(&def).expect_err("no tracker");
    assert!(
        err.to_string().contains("no tracker with the id “faith”"),
        "{err}"
    );
}

#[test]
fn this_player_depletes_rotates_his_her_prayer_cards_in_the_temple_zone() {
    // "This player depletes (rotates) his / her prayer cards in the temple zone to generate
    // enough blessings": the player names the prayer, even one the engine would keep prompt
    // (a soldier it could call from there).
    let rows = [
        ["Guard", "Soldier", "1", "1", "3", "", "", ""],
        ["Mail", "Event", "1", "0", "2", "", "Equipment", ""],
    ];
    let (mut g, _) = table(&rows, &[]);
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let (soldier, mail) = (s as CardId * n, s as CardId * n + 1);
    let d = &mut g.devas[usize::from(s)];
    d.deck.retain(|&c| c != soldier && c != mail);
    d.prayers = [soldier, mail]
        .into_iter()
        .map(|card| Prayer {
            card,
            depleted: false,
        })
        .collect();
    g.step = Step::Calling;
    let moves = legal(&g);
    assert!(
        moves.contains(&Move::Deplete(soldier)) && moves.contains(&Move::Deplete(mail)),
        "each prompt prayer is offered by name: {moves:?}"
    );
    assert_eq!(
        g.depletion_order(s),
        vec![mail, soldier],
        "the order a bot keeps"
    );
    g.apply(Move::Deplete(soldier))
        .expect("the player's choice");
    let d = g.deva(s);
    assert_eq!(
        d.prayers
            .iter()
            .map(|p| (p.card, p.depleted))
            .collect::<Vec<_>>(),
        vec![(soldier, true), (mail, false)],
        "the prayer named, and only it"
    );
    assert_eq!(d.blessings, 1);
    let err = g
        .apply(Move::Deplete(soldier))
        .expect_err("already depleted");
    assert!(
        err.to_string()
            .contains("only a prompt (upright) closed prayer of"),
        "{err}"
    );
    // The other Deva's prayer is not this Deva's to deplete.
    let theirs = (1 - s) as CardId * n + 7;
    g.devas[usize::from(1 - s)].prayers.push(Prayer {
        card: theirs,
        depleted: false,
    });
    g.apply(Move::Deplete(theirs)).expect_err("not its prayer");
    // The log, open to both seats, does not say which closed prayer it was.
    let line = g.log().last().expect("a line").text.clone();
    assert!(
        line.ends_with("depletes 1 prayer for 1 blessing (1 unspent)"),
        "{line}"
    );
    assert!(!line.contains("Guard"), "{line}");
}

#[test]
fn the_devout_bot_depletes_prayers_that_are_not_soldiers_first() {
    // The bot blesses for what it spends, one prayer at a time, keeping a soldier waiting in a
    // prayer callable.
    let rows = [
        ["Guard", "Soldier", "2", "1", "3", "", "", ""],
        ["Mail", "Event", "1", "0", "2", "", "Equipment", ""],
        ["Omen", "Event", "1", "0", "0", "", "Incantation", ""],
        ["Brute", "Soldier", "2", "5", "5", "", "", ""],
    ];
    let (mut g, _) = table(&rows, &[]);
    let s = g.order();
    let n = g.data().cards.len() as CardId;
    let base = s as CardId * n;
    let (guard, mail, omen, brute) = (base, base + 1, base + 2, base + 3);
    let d = &mut g.devas[usize::from(s)];
    d.deck.retain(|&c| ![guard, mail, omen, brute].contains(&c));
    d.prayers = [guard, mail, omen]
        .into_iter()
        .map(|card| Prayer {
            card,
            depleted: false,
        })
        .collect();
    d.hand = vec![brute];
    g.step = Step::Calling;
    let mut bot = SeatBot::<Devacurse>::by_name("devout").expect("bot");
    let mut rng = Rng::seeded(1);
    let mut made = Vec::new();
    for _ in 0..3 {
        let m = bot.choose(&g, &mut rng).expect("a move");
        made.push(m.clone());
        g.apply(m).expect("legal");
    }
    assert_eq!(
        made,
        vec![
            Move::Deplete(mail),
            Move::Deplete(omen),
            Move::CallSoldier(brute)
        ]
    );
    assert!(
        g.deva(s)
            .prayers
            .iter()
            .any(|p| p.card == guard && !p.depleted),
        "the soldier in a prayer stays prompt"
    );
}

/// Puts list card `row` of Deva `seat`'s copy in its hand (out of its deck).
fn to_hand(g: &mut Devacurse, seat: Seat, row: usize) -> CardId {
    let n = g.data().cards.len() as CardId;
    let c = seat as CardId * n + row as CardId;
    let d = &mut g.devas[usize::from(seat)];
    d.deck.retain(|&x| x != c);
    d.hand.push(c);
    c
}

/// Gives Deva `seat` a prompt closed prayer: list card `row` of its copy.
fn to_prayer(g: &mut Devacurse, seat: Seat, row: usize) -> CardId {
    let n = g.data().cards.len() as CardId;
    let c = seat as CardId * n + row as CardId;
    let d = &mut g.devas[usize::from(seat)];
    d.deck.retain(|&x| x != c);
    d.prayers.push(Prayer {
        card: c,
        depleted: false,
    });
    c
}

#[test]
fn the_players_opponent_may_not_use_effect_cards_during_this_time_except_for_flash_events() {
    // "The player’s opponent may not use effect cards during this time, except for flash “!”
    // events": once the acting Deva has called its soldiers (and again its heroes), its
    // opponent may play flash events, and nothing else, before the turn goes on.
    let rows = [
        ["Sol", "Soldier", "0", "3", "3", "", "", ""],
        ["Meteor", "Event", "1", "0", "0", "", "Flash", ""],
        ["Spell", "Event", "0", "2", "2", "", "Incantation", ""],
        ["Courage", "Event", "0", "1", "1", "", "Flash", ""],
    ];
    let (mut g, u) = table(&rows, &[(0, 0, false), (1, 0, false)]);
    // Its keyword: "Destroy soldier".
    Arc::make_mut(&mut g.data).cards[1].destroy_soldier = true;
    let s = g.order();
    let o = 1 - s;
    let meteor = to_hand(&mut g, o, 1);
    let spell = to_hand(&mut g, o, 2);
    let courage = to_hand(&mut g, o, 3);
    let prayer = to_prayer(&mut g, o, 5);
    g.spiral = 2;
    g.step = Step::Calling;
    g.actor = s;
    g.apply(Move::Done).expect("the order holder has called");
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::CallFlash, Some(o)),
        "the opponent's flash window"
    );
    let moves = legal(&g);
    assert!(moves.contains(&Move::Deplete(prayer)), "{moves:?}");
    assert!(
        moves.contains(&Move::Event {
            card: courage,
            on: Some(u[1])
        }),
        "{moves:?}"
    );
    assert!(
        !moves
            .iter()
            .any(|m| matches!(m, Move::Event { card, .. } if *card == spell)),
        "no incantation: only flash events"
    );
    let err = g
        .apply(Move::Event {
            card: spell,
            on: Some(u[1]),
        })
        .expect_err("an incantation");
    assert!(err.to_string().contains("only flash (!) events"), "{err}");
    deplete(&mut g, prayer);
    g.apply(Move::Event {
        card: meteor,
        on: Some(u[0]),
    })
    .expect("a removal while the other Deva calls");
    assert!(g.unit(u[0]).is_none(), "the called soldier is destroyed");
    g.apply(Move::Done).expect("the window closes");
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::Calling, Some(o)),
        "the opponent's own calling"
    );
    // Its calling done, the order holder's window: it holds no flash event, so it passes by
    // itself, as it does its hero setting with nothing to set; then the same window after
    // the order holder's heroes.
    g.apply(Move::Done).expect("calling done");
    assert_eq!(
        (g.step(), g.loop_step(), g.to_move()),
        (Step::CallFlash, Step::Heroes, Some(o))
    );
    assert!(
        legal(&g).contains(&Move::Event {
            card: courage,
            on: Some(u[1])
        }),
        "a flash boost in the window after hero setting"
    );
}

#[test]
fn either_player_may_use_flash_events_during_this_phase_to_influence_combat() {
    // "Either player may use flash (!) events during this phase to influence combat": after
    // blocks, the defender first, then the attacker; each may answer the other's flash event
    // until both pass in a row.
    let rows = [
        ["Sol", "Soldier", "0", "2", "3", "", "", ""],
        ["Courage", "Event", "0", "2", "0", "", "Flash", ""],
        ["Meteor", "Event", "0", "0", "0", "", "Flash", ""],
    ];
    let (mut g, u) = table(&rows, &[(0, 0, false), (1, 0, false)]);
    // Its keyword: "Destroy soldier".
    Arc::make_mut(&mut g.data).cards[2].destroy_soldier = true;
    let (a, b) = (u[0], u[1]);
    let s = g.order();
    let o = 1 - s;
    let courage = to_hand(&mut g, s, 1);
    let meteor = to_hand(&mut g, o, 2);
    g.apply(Move::Attack(a)).expect("attack");
    finish(&mut g, Step::Attack);
    g.apply(Move::Done).expect("no block");
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::Flash, Some(o)),
        "the defender first"
    );
    g.apply(Move::Done).expect("the defender passes");
    assert_eq!(g.to_move(), Some(s));
    g.apply(Move::Event {
        card: courage,
        on: Some(a),
    })
    .expect("the attacker's boost");
    assert_eq!(g.at(a), 4);
    // The attacker, with nothing more to play, passes by itself.
    assert_eq!(
        (g.step(), g.to_move()),
        (Step::Flash, Some(o)),
        "the defender answers the boost"
    );
    let faith = g.deva(o).faith;
    g.apply(Move::Event {
        card: meteor,
        on: Some(a),
    })
    .expect("the defender's answer");
    g.apply(Move::Done).expect("the defender passes");
    // The attacker holds nothing more: it passes by itself, and the combat resolves.
    assert_ne!(g.step(), Step::Flash);
    assert!(g.unit(a).is_none(), "the attacker is destroyed");
    assert_eq!(g.deva(o).faith, faith, "no blow reaches the defender");
    let _ = b;
}

/// A game may give each Deva a universe deck of its own: the second Deva then plays only the
/// second deck's cards, a game plays to its end, and a row the rules cannot use in that deck is
/// refused naming it. Empty (as shipped), both play copies of the first.
#[test]
fn each_deva_may_play_a_universe_deck_of_its_own() {
    let mut def = shipped_def::<Devacurse>().expect("ships");
    let first = def.deck(DECK_ID).expect("the universe deck").cards.clone();
    let second = def
        .decks
        .iter_mut()
        .find(|d| d.id == SECOND_DECK_ID)
        .expect("the shipped game has the second deck, empty");
    assert!(second.cards.is_empty());
    second.cards = first
        .iter()
        .map(|c| {
            let mut c = c.clone();
            c.values[0] = format!("Other {}", c.values[0]);
            c
        })
        .collect();
    let data = Arc::new(DevacurseData::read(&def).expect("two decks read"));
    let g = Devacurse::new(&data, 2, 3, &Variants::default(), false).expect("sets up");
    for s in 0..2u8 {
        let d = g.deva(s);
        let names: Vec<&str> = d
            .deck
            .iter()
            .chain(&d.hand)
            .chain(d.prayers.iter().map(|p| &p.card))
            .map(|&c| g.card_name(c))
            .collect();
        assert!(!names.is_empty());
        assert!(
            names.iter().all(|n| n.starts_with("Other ") == (s == 1)),
            "Deva {s} plays only its own deck: {names:?}"
        );
        assert!(
            d.deck.iter().all(|&c| g.owner(c) == s),
            "each card's owner is its deck's Deva"
        );
    }
    let mut rng = Rng::seeded(5);
    for seed in 0..20 {
        let mut g = Devacurse::new(&data, 2, seed, &Variants::default(), false).expect("sets up");
        let mut bots: Vec<SeatBot<Devacurse>> = (0..2)
            .map(|_| SeatBot::by_name("devout").expect("bot"))
            .collect();
        let mut moves = 0;
        while let Some(s) = g.to_move() {
            let m = bots[usize::from(s)].choose(&g, &mut rng).expect("a move");
            g.apply(m).expect("bots play legal moves");
            moves += 1;
            assert!(moves < 100_000, "the game ends");
        }
    }
    let second = def
        .decks
        .iter_mut()
        .find(|d| d.id == SECOND_DECK_ID)
        .expect("second deck");
    second.cards[2].values[1] = "Dragon".into();
    let err = DevacurseData::read(&def).expect_err("a bad row of the second deck");
    assert_eq!(
        (err.deck.as_deref(), err.row, err.column.as_deref()),
        (Some(SECOND_DECK_ID), Some(4), Some("type")),
        "{err}"
    );
}
