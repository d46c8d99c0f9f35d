//! Games whose rules the engine enforces: one interface every ruled game implements
//! ([`RuledGame`]), one session for every table ([`Session`]), bots that play any game
//! ([`SeatBot`], [`SearchBot`]), variants as data ([`VariantSpec`]), the projection the one table
//! screen draws ([`Projection`], [`Choice`]), and the registry that finds a game by id.
//!
//! A ruled game is a compact state of its own, fast enough for tens of thousands of games a
//! second, but never a stack of its own: a new game is its module here and one line in
//! [`registry`].

mod bot;
pub mod cards;
#[cfg(test)]
pub(crate) mod checks;
mod game;
pub mod map;
mod projection;
pub mod registry;
mod search;
mod session;
mod variant;

pub mod deity;
pub mod destiny;
pub mod devacurse;
pub mod devastators;
pub mod lords;
#[cfg(any(test, feature = "toy"))]
pub mod toy;
pub mod wotw;

pub use bot::{
    BOT_KINDS, Bot, MAX_SEARCH, NoBot, OWN_BOT_LABEL, RANDOM, RandomBot, SEARCH, SeatBot, bots_of,
    is_bot, offered_bots, why_not_bot,
};
pub use game::{
    BotInfo, DataError, FIRST_CARD_ROW, GameInfo, LogEntry, Outcome, Reading, RuledGame, Seat,
    Shown, Winners, and_list, card_row, listed, no_winner_is_a_loss, no_winner_share, read_checked,
    shipped_data, shipped_def,
};
pub use projection::{
    BoardView, CardView, CellView, Choice, DieView, LegendEntry, NumberField, Panel, PhaseView,
    Projection, RegionView, SEAT_COLOURS, SEAT_SHAPES, SeatView, StackView, Thing, TrackerView,
    ZoneLayout, ZoneView, seat_colour, seat_label, seat_shape,
};
pub use search::{Budget, SearchBot};
pub use session::{
    Played, SESSION_VERSION, SavedMove, SeatKind, Session, SessionError, SessionSave, SessionSetup,
    bot_seed,
};
pub use variant::{
    VariantError, VariantKind, VariantOption, VariantSpec, VariantValues, list as list_variants,
};

/// A count with its noun in the right number: "1 army", "3 armies". Every game's log and
/// labels, and the screen's prompts, say counts this way.
pub fn counted<N>(n: N, one: &str, many: &str) -> String
where
    N: std::fmt::Display + PartialEq + From<u8>,
{
    let noun = if n == N::from(1) { one } else { many };
    format!("{n} {noun}")
}

#[cfg(test)]
mod counted_tests {
    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(super::counted(1u8, "army", "armies"), "1 army");
        assert_eq!(super::counted(0u8, "army", "armies"), "0 armies");
        assert_eq!(super::counted(3u32, "card", "cards"), "3 cards");
        assert_eq!(super::counted(-1i32, "point", "points"), "-1 points");
    }
}
