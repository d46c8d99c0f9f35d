//! Destiny through the ruled-game interface: the designer's data the rules read, the projection
//! (and the hands it must never show), the choices, the search bot's imagined tables and the
//! interface's odds and ends. Rule tests name the sentence they check.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::tests::{base, blank, bonus, mult, stack};
use super::*;
use crate::def::GameDef;
use crate::rules::checks::legal;
use crate::rules::{Bot as _, RuledGame, SeatBot, Thing};
use crate::table::Rng;

use Alignment::{Good, Law, Nature};

/// The shipped game's definition.
fn shipped() -> GameDef {
    crate::rules::shipped_def::<DestinyGame>().expect("the shipped game reads")
}

/// The Destiny deck's rows, to edit.
fn rows(def: &mut GameDef) -> &mut Vec<crate::def::CardDef> {
    &mut def
        .decks
        .iter_mut()
        .find(|d| d.id == "destiny")
        .expect("a Destiny deck")
        .cards
}

/// Card line `row` (from 1; the spreadsheet row `row + 1`, the header being row 1) of the
/// Destiny deck, field by field.
fn set(def: &mut GameDef, row: usize, field: &str, value: &str) {
    let i = def
        .card_type("destiny-card")
        .and_then(|t| t.field_index(field))
        .expect("a field");
    rows(def)[row - 1].values[i] = value.to_string();
}

/// A blank table (see `tests::blank`) that plays with `data`.
fn blank_with(data: Arc<DestinyData>, phase: Phase) -> DestinyGame {
    let mut g = blank(2, Variants::default(), phase);
    g.deck = data.cards().iter().collect();
    g.data = data;
    g
}

// ---------- the designer's data ----------

/// "Add the value of the bonus card to the base card. Multiply this total by the value of the
/// multiplier card.", with the values of the designer's list: "Good Base 4" edited to 5 counts
/// 5, in the total and in the plan of the greedy bot alike.
#[test]
fn an_edited_value_changes_the_total() {
    let mut def = shipped();
    // Row 4 is Good Base 4; row 10 is Good Multiplier ×4.
    set(&mut def, 4, "value", "5");
    set(&mut def, 10, "value", "×6");
    let data = Arc::new(DestinyData::read(&def).expect("reads"));
    assert_eq!(data.value(base(Good, 4)), 5);
    assert_eq!(
        data.name(base(Good, 4)),
        "Good Base 4",
        "the name is the list's"
    );
    let cards = [base(Good, 4), bonus(Nature, 1), mult(Good, 4)];
    let mut g = blank_with(data, Phase::Total);
    stack(&mut g, 0, &cards);
    // (5 + 1) × 6, and Good Base with Good Multiplier match: +1 each.
    assert_eq!(g.destiny_total(0), 6 * 6 + 2);
    let mut standard = blank(2, Variants::default(), Phase::Total);
    stack(&mut standard, 0, &cards);
    assert_eq!(standard.destiny_total(0), 5 * 4 + 2);
    let rows = g.breakdown_rows(0, &g.breakdown(0));
    assert!(rows[0].cards.contains("Good Base 4 = 5"), "{:?}", rows[0]);
}

/// A designer's list plays and simulates as edited: a simulation of an edited copy differs
/// from the shipped game's, and a renamed card is named so in the log and the choices.
#[test]
fn an_edited_list_is_what_the_simulator_and_the_table_play() {
    use crate::sim::{self, SimSettings};
    let mut def = shipped();
    for row in 1..=50 {
        // Every multiplier ×10: totals change, so who wins changes.
        let i = def
            .card_type("destiny-card")
            .and_then(|t| t.field_index("type"))
            .expect("type");
        if rows(&mut def)[row - 1].values[i] == "Multiplier" {
            set(&mut def, row, "value", "10");
        }
    }
    set(&mut def, 1, "name", "Holy Relic");
    let mut s = SimSettings::new("destiny");
    s.games = 200;
    s.seed = 3;
    let shipped_run = sim::run(&s).expect("runs");
    s.def = Some(def.clone());
    let edited_run = sim::run(&s).expect("runs");
    assert_eq!(edited_run.games, 200);
    assert_ne!(edited_run, shipped_run);

    let data = Arc::new(DestinyData::read(&def).expect("reads"));
    let mut g = DestinyGame::with_data(data, 2, 1, Variants::default(), true).expect("table");
    let relic = Card(0);
    assert_eq!(g.card_name(relic), "Holy Relic");
    assert_eq!(
        g.describe(&Move::PlayBase(relic)),
        "Play Holy Relic as a base"
    );
    let refused =
        RuledGame::apply(&mut g, Move::ChooseCharacter(relic)).expect_err("not a character");
    assert!(
        refused.to_string().contains("Holy Relic"),
        "the refusal names the card as the list does: {refused}"
    );
}

/// A row the rules cannot use is refused with the deck, the row (header = row 1, as a
/// spreadsheet shows it: card line 8 is row 9) and the column.
#[test]
fn a_bad_row_is_refused_naming_the_row_and_the_column() {
    let refused = |edit: &dyn Fn(&mut GameDef)| {
        let mut def = shipped();
        edit(&mut def);
        DestinyData::read(&def).expect_err("refused")
    };
    let e = refused(&|d| set(d, 8, "value", "x"));
    assert_eq!((e.row, e.column.as_deref()), (Some(9), Some("value")));
    assert_eq!(e.part, "Destiny deck");
    let text = e.to_string();
    assert!(
        text.contains("row 9") && text.contains("“value”") && text.contains("not a number"),
        "{text}"
    );
    let e = refused(&|d| set(d, 12, "alignment", "Purple"));
    assert_eq!((e.row, e.column.as_deref()), (Some(13), Some("alignment")));
    assert!(
        e.reason
            .contains("is not one of Good, Evil, Law, Chaos, Nature"),
        "{e}"
    );
    let e = refused(&|d| set(d, 3, "type", "Spell"));
    assert_eq!((e.row, e.column.as_deref()), (Some(4), Some("type")));
    let e = refused(&|d| set(d, 60, "name", "Sorcerer"));
    assert_eq!((e.row, e.column.as_deref()), (Some(61), Some("name")));
    assert!(
        e.reason.contains("Sorcerer") && e.reason.contains("King"),
        "{e}"
    );
    let e = refused(&|d| set(d, 60, "name", "King"));
    assert!(e.reason.contains("row 52"), "the first King is named: {e}");
    // One aligned card more than the card set holds: the 51st is refused, with the limit.
    let e = refused(&|d| {
        let extra = rows(d)[0].clone();
        rows(d).push(extra);
    });
    assert_eq!(e.row, Some(75));
    assert!(e.reason.contains("at most 50"), "{e}");
    // Copies count: three of row 3 leave no id for the list's last aligned row.
    let e = refused(&|d| rows(d)[2].count = 3);
    assert_eq!(e.row, Some(50), "{e}");
    let e = refused(&|d| {
        for t in &mut d.card_types {
            t.fields.retain(|f| f != "alignment");
        }
    });
    assert_eq!((e.row, e.column.as_deref()), (None, None));
    assert!(e.reason.contains("alignment"), "{e}");
    let e = refused(&|def| def.decks.retain(|deck| deck.id != "destiny"));
    assert!(e.reason.contains("destiny"), "{e}");
    // The registry and the simulator refuse it the same way.
    let mut def = shipped();
    set(&mut def, 8, "value", "x");
    let entry = crate::rules::registry::game("destiny").expect("registered");
    assert_eq!(entry.check_def(&def).expect_err("refused").row, Some(9));
    let mut s = crate::sim::SimSettings::new("destiny");
    s.def = Some(def);
    let e = crate::sim::validate(&s).expect_err("refused");
    assert!(e.to_string().contains("row 9"), "{e}");
}

/// A shorter list, with copies and characters in any order, plays: its cards are the deck,
/// every card in one place at every step.
#[test]
fn a_short_list_with_copies_plays_and_keeps_every_card() {
    let mut def = shipped();
    let deck = rows(&mut def);
    // Keep Good and Law bases (×2 each), Nature multipliers and the first 8 characters,
    // characters first.
    let mut kept: Vec<crate::def::CardDef> = deck[50..58].to_vec();
    for r in [0usize, 1, 2, 3, 20, 21, 22, 23, 47, 48, 49] {
        let mut c = deck[r].clone();
        c.count = if r < 24 { 2 } else { 1 };
        kept.push(c);
    }
    *deck = kept;
    let data = Arc::new(DestinyData::read(&def).expect("reads"));
    assert_eq!(data.cards().len(), 8 + 16 + 3);
    // Copies take ids in list order; characters keep theirs.
    assert_eq!(data.name(Card(0)), "Good Base 1");
    assert_eq!(data.name(Card(1)), "Good Base 1");
    assert_eq!(data.kind(Card(18)), Kind::Multiplier);
    assert!(data.holds(Character::King.card()) && !data.holds(Character::Emperor.card()));
    for seed in 0..20 {
        let mut g = DestinyGame::with_data(data.clone(), 3, seed, Variants::default(), false)
            .expect("table");
        let mut bots: Vec<SeatBot<DestinyGame>> = ["greedy", "random", "greedy"]
            .iter()
            .map(|b| SeatBot::by_name(b).expect("bot"))
            .collect();
        let mut rng = Rng::seeded(seed);
        let mut steps = 0;
        while let Some(p) = g.to_move() {
            let m = bots[usize::from(p)].choose(&g, &mut rng).expect("a move");
            g.apply(m).expect("bots choose legal moves");
            g.check_cards().expect("every card in one place");
            steps += 1;
            assert!(steps < 20_000, "the game ends");
        }
    }
}

// ---------- projection, choices and imagined tables over many games ----------

/// Every card id a viewer may see face up, worked out from the rules' text rather than from
/// the projection's helpers: everything on the table, the viewer's own hand, every hand while
/// the viewer has used the Oracle or the Crystal Ball this action phase; never the deck, and
/// never a card another player committed face down this phase when play is simultaneous.
fn visible_ids(g: &DestinyGame, viewer: Option<u8>) -> BTreeSet<u8> {
    let hidden_phase = g.variants.play_order == variants::PlayOrder::Simultaneous
        && matches!(
            g.phase,
            Phase::FirstAid | Phase::SecondAid | Phase::Base | Phase::Bonus | Phase::Multiplier
        );
    let sees_all = viewer.is_some_and(|v| g.seats[usize::from(v)].sees_hands);
    let mut ids: BTreeSet<u8> = g.discard.iter().map(|c| c.0).collect();
    for (i, s) in g.seats.iter().enumerate() {
        let own = viewer == Some(i as u8);
        ids.extend(s.character.map(|c| c.0));
        if own || sees_all {
            ids.extend(s.hand.iter().map(|c| c.0));
        }
        let played = s
            .aid
            .iter()
            .chain(s.stacks.iter().flat_map(|st| st.cards()));
        ids.extend(
            played
                .filter(|c| own || !hidden_phase || !s.fresh.contains(*c))
                .map(|c| c.0),
        );
    }
    ids
}

/// Plays seeded bot games of every table size and both play orders, calling `check` with the
/// table before each move.
fn for_each_step(games: u64, mut check: impl FnMut(&DestinyGame, u64)) {
    for seed in 0..games {
        let players = 2 + (seed % 5) as u8;
        let mut v = Variants::default();
        if seed % 2 == 1 {
            v.play_order = variants::PlayOrder::Simultaneous;
        }
        let mut g = DestinyGame::new(players, seed, v).expect("table");
        let mut bots: Vec<SeatBot<DestinyGame>> = (0..players)
            .map(|p| {
                SeatBot::by_name(if (p + seed as u8).is_multiple_of(3) {
                    "random"
                } else {
                    "greedy"
                })
                .expect("bot")
            })
            .collect();
        let mut rng = Rng::seeded(seed);
        while let Some(p) = g.to_move() {
            check(&g, seed);
            let m = bots[usize::from(p)].choose(&g, &mut rng).expect("a move");
            g.apply(m).expect("bots choose legal moves");
        }
        check(&g, seed);
    }
}

/// "Each player draws 7 cards": a hand is its owner's. Over many seeded games, at every step
/// and for every seat and the spectator, no card shows face up that the viewer may not see
/// (another hand, the deck, a card committed face down), and a face-down card's key says
/// nothing of the card.
#[test]
fn the_projection_never_shows_a_hidden_card() {
    let mut looked = 0;
    for_each_step(30, |g, seed| {
        let viewers = std::iter::once(None).chain((0..g.players()).map(Some));
        for viewer in viewers {
            let p = g.project(viewer);
            let allowed = visible_ids(g, viewer);
            for c in p.cards() {
                if c.face_up {
                    if let Some(id) = c.key.strip_prefix("card-") {
                        let id: u8 = id.parse().expect("a card id");
                        assert!(
                            allowed.contains(&id),
                            "seed {seed}, viewer {viewer:?}: {} ({id}) shown in {:?}",
                            c.name,
                            g.phase
                        );
                    }
                } else {
                    assert!(!c.key.starts_with("card-") && c.target.is_none(), "{c:?}");
                }
            }
            for z in &p.zones {
                if z.id.starts_with("hand-") && viewer.is_none() {
                    assert!(z.cards.is_empty(), "a spectator sees no hand");
                }
            }
            if viewer.is_some_and(|v| g.seats[usize::from(v)].sees_hands) {
                looked += 1;
            }
        }
    });
    assert!(looked > 0, "some seat used the Oracle or the Crystal Ball");
}

/// Every legal move is a choice, every choice a legal move; each choice's targets are cards
/// face up in the acting seat's own projection, or seats at the table.
#[test]
fn choices_cover_every_legal_move_and_point_at_what_the_seat_sees() {
    for_each_step(25, |g, seed| {
        let Some(actor) = g.to_move() else { return };
        let choices = RuledGame::choices(g);
        let mut legal = legal(g);
        let mut offered: Vec<Move> = choices.iter().map(|(_, m)| *m).collect();
        legal.sort_by_key(|m| format!("{m:?}"));
        offered.sort_by_key(|m| format!("{m:?}"));
        assert_eq!(offered, legal, "seed {seed}");
        let view = g.project(Some(actor));
        let shown: BTreeSet<&str> = view
            .cards()
            .into_iter()
            .filter(|c| c.face_up)
            .filter_map(|c| c.target.as_deref())
            .collect();
        for (choice, m) in &choices {
            assert!(!choice.label.is_empty());
            for t in &choice.targets {
                match t {
                    Thing::Card(id) => assert!(
                        shown.contains(id.as_str()),
                        "seed {seed}: {m:?} points at {id}, not in the seat's view"
                    ),
                    Thing::Seat(s) => assert!(*s < g.players() && *s != actor),
                    other => panic!("Destiny points at no {other:?}"),
                }
            }
            if matches!(m, Move::PlayBonus { .. } | Move::PlayMultiplier { .. }) {
                assert_eq!(choice.targets.len(), 2, "the card, then its base");
            }
        }
    });
}

/// The search bot's imagined tables keep what the seat sees (its whole projection), redraw
/// what it does not (other hands, the deck's order, cards committed face down), and keep every
/// card in exactly one place.
#[test]
fn determinize_keeps_the_seats_view_and_moves_what_it_cannot_see() {
    let mut moved_hands = 0;
    let mut moved_face_down = 0;
    let mut rng = Rng::seeded(99);
    for_each_step(16, |g, seed| {
        if g.round % 2 == 0 || g.step % 2 == 1 {
            return; // a sample of the steps keeps the test quick
        }
        for me in 0..g.players() {
            let d = RuledGame::determinize(g, me, &mut rng);
            assert_eq!(
                d.project(Some(me)),
                g.project(Some(me)),
                "seed {seed}, seat {me}, {:?}",
                g.phase
            );
            d.check_cards().expect("every card in one place");
            for q in 0..g.players() {
                let (a, b) = (&g.seats[usize::from(q)], &d.seats[usize::from(q)]);
                assert_eq!(a.hand.len(), b.hand.len());
                if q != me && a.hand != b.hand {
                    moved_hands += 1;
                }
                if q != me && a.fresh != b.fresh && g.hidden_phase() {
                    moved_face_down += 1;
                }
            }
            if g.to_move() == Some(me) {
                assert_eq!(legal(&d), legal(g), "the seat's choices are its own");
            }
        }
    });
    assert!(moved_hands > 100, "{moved_hands}");
    assert!(moved_face_down > 10, "{moved_face_down}");
}

// ---------- the interface's odds and ends ----------

#[test]
fn the_phase_bar_has_setup_and_the_eleven_phases_with_their_sentences() {
    let g = DestinyGame::new(3, 4, Variants::default()).expect("table");
    let p = g.project(Some(0));
    assert_eq!(p.phases.len(), 12);
    assert_eq!(p.phases[0].name, "Setup");
    assert_eq!(p.phases[11].name, "Destiny");
    assert!(p.phases.iter().all(|ph| !ph.about.is_empty()));
    assert!(
        p.phases[2]
            .about
            .contains("The topmost card is the current treasure.")
    );
    assert_eq!(p.phases.iter().filter(|ph| ph.current).count(), 1);
    assert!(p.status.starts_with("Setup: Player"), "{}", p.status);
    let treasures = p
        .zones
        .iter()
        .find(|z| z.id == "treasure-deck")
        .expect("zone");
    assert_eq!(treasures.count, 20);
    assert!(p.panels.iter().any(|panel| panel.title == "Treasures"));
}

/// "The player with the highest Destiny total wins the round": after a total phase the table
/// shows each seat's breakdown, stack by stack, with the powers that changed each card.
#[test]
fn the_last_total_phase_is_shown_stack_by_stack() {
    let mut g = DestinyGame::new(3, 8, Variants::default()).expect("table");
    let mut bots: Vec<SeatBot<DestinyGame>> = (0..3)
        .map(|_| SeatBot::by_name("greedy").expect("bot"))
        .collect();
    let mut rng = Rng::seeded(1);
    while g.round() < 2 {
        let p = g.to_move().expect("someone");
        let m = bots[usize::from(p)].choose(&g, &mut rng).expect("a move");
        g.apply(m).expect("legal");
    }
    let p = g.project(None);
    let panel = p
        .panels
        .iter()
        .find(|panel| panel.title == "Total phase, round 1")
        .expect("the last total phase");
    let totals: Vec<&Vec<String>> = panel
        .rows
        .iter()
        .filter(|r| r[1] == "Destiny total")
        .collect();
    assert_eq!(totals.len(), 3);
    for (i, row) in totals.iter().enumerate() {
        assert_eq!(row[3], g.last_totals()[i].to_string());
    }
    assert!(panel.rows.iter().any(|r| r[1].starts_with("On ")));
}

#[test]
fn moves_read_as_the_screen_labelled_them_and_point_at_their_cards() {
    let g = blank(3, Variants::default(), Phase::Bonus);
    let card = bonus(Law, 2);
    let on = base(Good, 3);
    let m = Move::PlayBonus { card, base: on };
    assert_eq!(g.describe(&m), "Play Law Bonus +2 on Good Base 3");
    assert_eq!(
        g.targets(&m),
        vec![Thing::Card(card_target(card)), Thing::Card(card_target(on))]
    );
    assert_eq!(
        g.describe(&Move::Steal { from: 2 }),
        "Thief: steal a random card from Player 3"
    );
    assert_eq!(
        g.targets(&Move::Jest { a: 1, b: 2 }),
        vec![Thing::Seat(1), Thing::Seat(2)]
    );
    assert_eq!(g.describe(&Move::Done), "No more bonus cards: done");
    assert!(g.targets(&Move::Trade).is_empty());
}

#[test]
fn the_heuristic_is_a_share_of_the_treasure_points() {
    let mut g = blank(2, Variants::default(), Phase::Base);
    assert_eq!(RuledGame::heuristic(&g, 0), Some(0.5));
    g.seats[0].points = 3;
    let h = RuledGame::heuristic(&g, 0).expect("a measure");
    assert!(h > 0.8 && h < 1.0, "{h}");
    g.seats[0].points = 5;
    assert_eq!(RuledGame::heuristic(&g, 0), Some(1.0));
}

#[test]
fn the_readings_are_listed_one_by_one() {
    let readings = DestinyGame::readings();
    assert!(readings.len() >= 10);
    assert!(
        readings
            .iter()
            .all(|r| !r.title.is_empty() && !r.text.is_empty())
    );
    assert!(readings.iter().any(|r| r.title.contains("treasures")));
    assert_eq!(
        DestinyGame::make_bot("greedy").map(|b| b.id()),
        Some("greedy")
    );
    assert!(
        DestinyGame::make_bot("random").is_none(),
        "the shared random bot plays it"
    );
}

/// A Destiny table through the one session every ruled game has, with an edited definition:
/// a person's choices by index, the bots' answers, undo and redo, and a save that loads to the
/// same table (the edited list travels with it).
#[test]
fn an_edited_destiny_plays_through_the_session_with_undo_and_a_save() {
    use crate::rules::registry;
    use crate::rules::{SeatKind, SessionSetup, VariantValues};
    let mut def = shipped();
    set(&mut def, 1, "name", "Holy Relic");
    let entry = registry::game("destiny").expect("registered");
    let setup = SessionSetup {
        seats: vec![
            SeatKind::Person,
            SeatKind::Bot("greedy".into()),
            SeatKind::Bot("search:20".into()),
        ],
        seed: 12,
        variants: VariantValues::from_pairs(
            DestinyGame::variant_specs(),
            &["play_order=simultaneous"],
        )
        .expect("a variant"),
        hot_seat: false,
    };
    let mut s = entry.start(Some(def), setup).expect("starts");
    let mut made = 0;
    while made < 40 && s.outcome().is_none() {
        s.run_bots(500);
        if s.person_to_move().is_none() {
            break;
        }
        let choices = s.choices();
        assert!(!choices.is_empty());
        // The last choice: often "done", so rounds go by.
        s.play_choice(choices.len() - 1, &[])
            .expect("a legal choice");
        made += 1;
    }
    s.run_bots(500);
    assert!(made > 10, "{made} choices made");
    let here = s.project(Some(0));
    assert!(s.can_undo());
    assert!(s.undo());
    assert_ne!(s.project(Some(0)), here);
    assert!(s.redo());
    assert_eq!(
        s.project(Some(0)),
        here,
        "redo brings the bots' answers back"
    );
    let save = s.save();
    let back = registry::load(&save).expect("loads");
    assert_eq!(back.project(Some(0)), here);
    assert!(
        serde_json::to_string(&save)
            .expect("json")
            .contains("Holy Relic"),
        "the edited list is saved with the table"
    );
}

// ---------- why a card cannot be used now ----------

/// "A player cannot play cards of opposed alignments": a bonus card opposed to a played base,
/// picked in the bonus phase, is refused with that rule's words; a card of another phase
/// names the phase it is played in.
#[test]
fn a_refused_card_says_which_rule_refuses_it() {
    let mut g = blank(2, Variants::default(), Phase::Bonus);
    stack(&mut g, 0, &[base(Good, 1)]);
    super::tests::give(&mut g, 0, &[bonus(Alignment::Evil, 2), base(Law, 3)]);
    let why = |g: &DestinyGame, c| RuledGame::why_not_thing(g, &Thing::Card(card_target(c)));
    assert_eq!(
        why(&g, bonus(Alignment::Evil, 2)).as_deref(),
        Some("Evil Bonus +2 (Evil) is opposed to the Good cards you played")
    );
    assert_eq!(
        why(&g, base(Law, 3)).as_deref(),
        Some(
            "Law Base 3 is a Base card: Base cards are played in the base phase; this is the bonus phase"
        )
    );
    // A card that is not in the hand is not the rules' to explain.
    assert_eq!(why(&g, base(Nature, 2)), None);
}

/// A player whose only bonus card is opposed has no move in the bonus phase: the phase passes
/// them by, and the log says so with the rule, in the same words as for a player with no bonus
/// card at all, so the open log tells nothing of the hidden hand.
#[test]
fn a_skipped_phase_is_logged_with_the_rule_whatever_the_hand_holds() {
    let skipped = |hand: &[Card]| {
        let mut g = blank(2, Variants::default(), Phase::Bonus);
        stack(&mut g, 0, &[base(Good, 1)]);
        super::tests::give(&mut g, 0, hand);
        g.advance();
        assert_ne!(g.to_move(), Some(0), "player 1 has no move");
        let lines: Vec<String> = g.log().iter().map(|l| l.text.clone()).collect();
        lines
            .iter()
            .find(|l| l.contains("skips the bonus phase"))
            .cloned()
            .unwrap_or_else(|| panic!("{lines:?}"))
    };
    let line = skipped(&[bonus(Alignment::Evil, 2)]);
    assert!(line.starts_with("Player 1"), "{line}");
    assert!(
        line.contains("no Bonus card in their hand can be played now")
            && line.contains("not against the alignment of the cards played"),
        "{line}"
    );
    assert!(!line.contains("Evil"), "the hand stays hidden: {line}");
    assert_eq!(skipped(&[]), line);
}
