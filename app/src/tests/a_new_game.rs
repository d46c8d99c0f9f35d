//! A new ruled game is its module and one entry in the registry: the toy game, which nothing
//! in the engine's list or the app knows, is held here as a loaded game's rules are, and is then
//! set up, played through the generic screen's model, saved and reopened, and simulated with a
//! report, like every built-in game.

use crate::render::ruled::{Picked, buttons, choose, highlighted, pick};
use protoplay_engine::rules::registry::{self, DynGame, Ruled};
use protoplay_engine::rules::toy::Toy;
use protoplay_engine::rules::{SeatKind, SessionSetup, VariantValues};
use protoplay_engine::sim::{Report, Run, SimSettings};

/// Set in the process that runs the test alone.
const ALONE: &str = "PROTOPLAY_TEST_ALONE";

/// Holding a game changes the registry of the whole program, which other tests of this program
/// read: the test runs in a process of its own, this test program started again for it alone.
#[test]
fn the_toy_game_held_by_the_registry_plays_saves_and_simulates_like_any_game() {
    if std::env::var_os(ALONE).is_none() {
        let module = module_path!()
            .split_once("::")
            .map_or(module_path!(), |(_, m)| m);
        let name = format!(
            "{module}::the_toy_game_held_by_the_registry_plays_saves_and_simulates_like_any_game"
        );
        let out = std::process::Command::new(std::env::current_exe().expect("the test program"))
            .args([name.as_str(), "--exact", "--test-threads=1"])
            .env(ALONE, "1")
            .output()
            .expect("the test program starts again");
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{said}");
        assert!(said.contains("1 passed"), "the test ran alone: {said}");
        return;
    }
    assert!(
        registry::game("toy").is_none(),
        "not a game before it is held"
    );
    let entry: &'static dyn DynGame = &Ruled::<Toy>::ENTRY;
    registry::hold(entry);
    let game = registry::game("toy").expect("held");
    assert_eq!(registry::info("toy").map(|i| i.name), Some("Take-away"));

    // A table, played from the projection and choices alone.
    let setup = SessionSetup {
        seats: vec![SeatKind::Person, SeatKind::Bot("random".into())],
        seed: 5,
        variants: VariantValues::default(),
        hot_seat: false,
    };
    let mut session = game.start(None, setup).expect("sets up");
    session.run_bots(1_000);
    let mut decisions = 0;
    while session.person_to_move().is_some() && decisions < 100 {
        let choices = session.choices();
        let made = match highlighted(&choices, &[]).first() {
            Some(thing) => {
                pick(&choices, &[], thing, |t| {
                    session.why_not(session.person_to_move(), t)
                })
                .1
            }
            None => choose(&choices, buttons(&choices)[0]),
        };
        match made {
            Picked::Make(i) => session.play_choice(i, &[]).expect("legal"),
            Picked::Numbers(i) => {
                let max = choices[i].numbers[0].max;
                session.play_choice(i, &[max]).expect("legal")
            }
            other => panic!("unexpected {other:?}"),
        }
        session.run_bots(1_000);
        decisions += 1;
    }
    assert!(session.outcome().is_some(), "the game ends");

    // Saved and reopened through the registry, at the same position.
    let save = session.save();
    let again = registry::load(&save).expect("reopens");
    assert_eq!(again.step(), session.step());
    assert_eq!(again.outcome(), session.outcome());

    // Simulated, with a report.
    let mut settings = SimSettings::new("toy");
    settings.players = 2;
    settings.games = 20;
    let partial = Run::new(&settings)
        .expect("prepares")
        .play(0, 20)
        .expect("plays");
    let report = Report::new(&settings, &partial, 1.0).expect("reports");
    assert_eq!(report.games, 20);
    assert_eq!(report.wins_by_seat.iter().sum::<u64>() + report.draws, 20);
}
