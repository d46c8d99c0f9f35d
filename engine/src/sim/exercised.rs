//! Every kind of move and card the rules allow, and every card of the game's list, is played
//! by the game's own bot, but for the gaps listed here: a report is silent about a rule its bots never use, so each game keeps the exact list
//! of what its own bot does not play yet. A test fails when a new gap appears and when a listed
//! gap is closed (take it off the list), so the lists stay the truth.

use super::{SimSettings, run};

/// The fixed seed set: games 0..GAMES of a run seeded with SEED.
const SEED: u64 = 1;
const GAMES: u64 = 300;

/// What a run of `game` at `players` with `bots` (empty: the game's own) never did: kinds of
/// move, kinds of card as "card kind …", and cards as "card …".
fn gaps(game: &str, players: u8, bots: &[&str], games: u64) -> Vec<String> {
    let mut s = SimSettings::new(game);
    s.players = players;
    s.games = games;
    s.seed = SEED;
    s.bots = bots.iter().map(|b| (*b).to_string()).collect();
    let p = run(&s).expect("the run plays");
    assert!(
        !p.coverage.moves.is_empty(),
        "{game} names the kinds of move its rules allow"
    );
    let n = p.coverage.not_exercised();
    n.moves
        .into_iter()
        .chain(n.card_kinds.into_iter().map(|k| format!("card kind {k}")))
        .chain(n.cards.into_iter().map(|c| format!("card {c}")))
        .collect()
}

/// Fails naming each kind never made that is not on `known`, and each kind on `known` that was
/// made after all.
fn check(game: &str, players: u8, bots: &[&str], known: &[&str]) {
    check_over(game, players, bots, GAMES, known);
}

fn check_over(game: &str, players: u8, bots: &[&str], games: u64, known: &[&str]) {
    let gaps = gaps(game, players, bots, games);
    let new: Vec<&String> = gaps
        .iter()
        .filter(|g| !known.contains(&g.as_str()))
        .collect();
    let closed: Vec<&&str> = known
        .iter()
        .filter(|k| !gaps.iter().any(|g| g == **k))
        .collect();
    assert!(
        new.is_empty() && closed.is_empty(),
        "{game}, {players} players, bots {bots:?}, {games} games from seed {SEED}:\n  never made, and \
         not on the list of known gaps: {new:?}\n  on the list but made now (take them off): \
         {closed:?}"
    );
}

#[test]
fn exercised_destiny() {
    // At 2 players the Jester's swap needs two other players, so the rules do not allow it.
    check("destiny", 2, &[], &["Jester: two players swap a card"]);
    check("destiny", 4, &[], &[]);
}

#[test]
fn exercised_deity() {
    // The heuristic bot plays every kind of move and every miracle.
    for players in [2, 4] {
        check("deity", players, &[], &[]);
    }
}

#[test]
fn exercised_devastators() {
    // The captain plays every kind of move.
    for players in [2, 4] {
        check("devastators", players, &[], &[]);
    }
}

#[test]
fn exercised_devacurse() {
    // The devout bot makes every kind of move.
    check("devacurse", 2, &[], &[]);
}

#[test]
fn exercised_lords_of_hell() {
    // Attacks are often bought off or withdrawn after a bargain, so combats are fewer, and
    // some moves answer rare positions: over many more games. An outweighed attacker seldom
    // attacks at all, so it seldom proposes no combat, and the defenders it proposes it to
    // can often destroy it and refuse. A defender surrenders only to an attacker with no
    // fortress, which seldom attacks.
    //
    // Left: among schemers a special flee never meets an attacker holding Recall (a schemer
    // flees freely in the first round, and plays its Recall once its Devil is on Earth). Where
    // it does, against a random player, the schemer's side outweighs the fleeing defender's,
    // so it stops the flight to capture the Devil. Drunken and Forced Agreement, the cards
    // played on a Devil, ship with no copies (placeholders a designer gives a count to), so no
    // one plays them.
    let known = ["let a special flee go", "play a special card on a Devil"];
    check_over("lords-of-hell", 4, &[], 5000, &known);
}

#[test]
fn exercised_wotw_france() {
    // The general makes every kind of move; a Cylinder attack is rare, so over more games.
    check_over("wotw-france", 1, &[], 1000, &[]);
}

/// The kinds are the rules', not a bot's: random play makes every one of them.
#[test]
fn exercised_by_random_play_every_kind_is_a_real_move() {
    for (game, players) in [
        // The Jester needs two players besides its own.
        ("destiny", 3),
        ("deity", 2),
        ("devastators", 2),
        ("devacurse", 2),
        ("wotw-france", 1),
    ] {
        check(game, players, &["random"], &[]);
    }
    // Random play seldom wins a fortress with rituals on it (a random attacker that continues
    // a won combat may then retreat from it) or gathers a Critter set: more games. Drunken
    // and Forced Agreement ship with no copies, so no card is played on a Devil.
    check_over(
        "lords-of-hell",
        4,
        &["random"],
        3000,
        &["play a special card on a Devil"],
    );
}
