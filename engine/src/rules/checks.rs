//! Checks every ruled game's tests run alike (test builds only).

use std::fmt::Debug;

use super::bot::{Bot, SeatBot};
use super::game::RuledGame;
use crate::table::Rng;

/// "`apply` never panics on input": plays each game `new_game` makes with the random bot, and at
/// every step (up to `steps`) tries four moves from `arbitrary` (any kind, ids in and far out of
/// range, as a damaged save or a hand-edited link could hold). Describing any of them, naming
/// its targets and its card is safe; one that is not legal is refused with a reason and leaves
/// `snapshot` of the table unchanged.
pub(crate) fn any_move_is_made_or_refused<G: RuledGame, S: PartialEq + Debug>(
    games: impl IntoIterator<Item = G>,
    steps: usize,
    rng: &mut Rng,
    mut arbitrary: impl FnMut(&mut Rng) -> G::Move,
    snapshot: impl Fn(&G) -> S,
) {
    let mut legal = Vec::new();
    for mut g in games {
        let mut bot = SeatBot::<G>::by_name("random").expect("the random bot");
        let mut step = 0;
        while g.to_move().is_some() && step < steps {
            g.legal_moves(&mut legal);
            for _ in 0..4 {
                let m = arbitrary(rng);
                let _ = (g.describe(&m), g.targets(&m), g.card_played(&m));
                if legal.contains(&m) {
                    continue;
                }
                let before = snapshot(&g);
                let err = g.apply(m).expect_err("not a legal move");
                assert!(!err.to_string().is_empty(), "a refusal says why");
                assert_eq!(snapshot(&g), before, "a refusal changes nothing");
            }
            let m = bot.choose(&g, rng).expect("a move");
            g.apply(m).expect("the bot's move is legal");
            step += 1;
        }
    }
}
