//! Prints how long a share link to Destiny is: the whole game (both decks, 80 card lines and 93
//! cards, seven zones, a tracker, eleven phases) and the same game with a short table on it.
//!
//! `cargo run --release -p protoplay-engine --example link_length`

#[path = "../tests/fixtures/destiny.rs"]
#[allow(dead_code)]
mod destiny;

use protoplay_engine::import::{game_link, read_link, table_link};
use protoplay_engine::table::{Action, Game, ZoneRef};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let def = destiny::destiny();
    let json = serde_json::to_string(&def)?;
    let link = game_link(&def);
    println!(
        "Destiny: {} card lines, {} cards; compact JSON {} bytes",
        def.decks.iter().map(|d| d.cards.len()).sum::<usize>(),
        def.decks.iter().map(|d| d.size()).sum::<usize>(),
        json.len()
    );
    println!("game link (g1.): {} characters", link.len());
    let back = read_link(&link)?;
    assert_eq!(back.def(), &def, "the link reads back as the same game");

    let mut game = Game::new(def, 4, 2026)?;
    game.apply(Action::Deal {
        from: ZoneRef::shared("draw"),
        to: "hand".into(),
        count: 7,
    })?;
    game.apply(Action::NextPhase)?;
    game.apply(Action::Draw {
        from: ZoneRef::shared("draw"),
        to: ZoneRef::of("hand", 0),
        count: 1,
    })?;
    let link = table_link(&game.save());
    println!(
        "game + table after {} actions (t1.): {} characters",
        game.step(),
        link.len()
    );
    read_link(&link)?;
    Ok(())
}
