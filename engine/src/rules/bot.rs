//! Bots behind one trait, so every bot plays every ruled game: a random bot, each game's own
//! heuristic bot, and the generic search bot ([`super::search`]). A seat's bot is a
//! [`SeatBot`]: an enum, not a trait object, so a batch of simulated games calls each bot
//! without dynamic dispatch.
//!
//! A bot draws its random numbers from a generator the caller passes (or from its own, seeded by
//! [`Bot::new_game`]), never from the game's, so a game is still replayed from its seed and
//! moves alone.

use super::game::{BotInfo, GameInfo, RuledGame, Seat};
use super::search::{Budget, SearchBot};
use crate::table::Rng;

/// A player the computer controls.
pub trait Bot<G: RuledGame> {
    /// The bot's id (`"random"`, `"greedy"`), as reports name it.
    fn id(&self) -> &'static str;

    /// Called before a game with its seed and the bot's seat (a bot with its own generator
    /// seeds it here; a bot with plans forgets them).
    fn new_game(&mut self, seed: u64, seat: Seat) {
        let _ = (seed, seat);
    }

    /// A legal move for the seat to act, or `None` if it has none.
    fn choose(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move>;
}

/// For a game without bots of its own.
#[derive(Clone, Copy, Debug)]
pub enum NoBot {}

impl<G: RuledGame> Bot<G> for NoBot {
    fn id(&self) -> &'static str {
        match *self {}
    }
    fn choose(&mut self, _: &G, _: &mut Rng) -> Option<G::Move> {
        match *self {}
    }
}

/// Uniform over the legal moves.
#[derive(Clone, Debug)]
pub struct RandomBot<G: RuledGame> {
    buf: Vec<G::Move>,
}

impl<G: RuledGame> Default for RandomBot<G> {
    fn default() -> Self {
        Self { buf: Vec::new() }
    }
}

impl<G: RuledGame> Bot<G> for RandomBot<G> {
    fn id(&self) -> &'static str {
        RANDOM.id
    }
    #[inline]
    fn choose(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        game.legal_moves(&mut self.buf);
        let i = rng.index(self.buf.len());
        self.buf.get(i).cloned()
    }
}

/// What a person reads for a game's own bot, whatever the game: it plays by the game's rules of
/// thumb (its `about` says which), and keeps its own id for the command line (`greedy`,
/// `heuristic`, …). Every game's bots read as one of [`BOT_KINDS`].
pub const OWN_BOT_LABEL: &str = "Heuristic bot";

/// The kinds of bot a person reads, the same in every game: the game's own, random, search.
pub const BOT_KINDS: [&str; 3] = [OWN_BOT_LABEL, "Random bot", "Search bot"];

/// The random bot, as forms and reports list it.
pub const RANDOM: BotInfo = BotInfo {
    id: "random",
    label: "Random bot",
    about: "Picks any legal move at random.",
};

/// The search bot, as forms and reports list it.
pub const SEARCH: BotInfo = BotInfo {
    id: "search",
    label: "Search bot",
    about: "Looks ahead by playing out many games from what its seat can see, mostly as the game's own bot would play them (Monte Carlo tree search).",
};

/// The bot of one seat: the game's own, or one that plays any game.
// A tag of its own, the game's own bot first: without the tag the variant is read from a spare
// value of the random bot's list capacity, and the first variant is the one tested first, which
// together cost a few instructions on every move of a simulated game.
#[derive(Clone, Debug)]
#[repr(u8)]
pub enum SeatBot<G: RuledGame> {
    Own(G::Bot),
    Random(RandomBot<G>),
    Search(Box<SearchBot<G>>),
}

impl<G: RuledGame> SeatBot<G> {
    /// A bot by name: the game's own first (so a game may have its own `random`), then
    /// `random`, then `search` (`search:N` searches N iterations a move, `search:N:R` with
    /// playouts of at most R moves before the game's heuristic scores them).
    pub fn by_name(name: &str) -> Option<Self> {
        if let Some(b) = G::make_bot(name) {
            return Some(SeatBot::Own(b));
        }
        match name {
            "random" => Some(SeatBot::Random(RandomBot::default())),
            "search" => Some(SeatBot::Search(Box::default())),
            other => Some(SeatBot::Search(Box::new(SearchBot::new(
                search_budget::<G>(other)?.ok()?,
            )))),
        }
    }
}

impl<G: RuledGame> Bot<G> for SeatBot<G> {
    fn id(&self) -> &'static str {
        match self {
            SeatBot::Random(b) => b.id(),
            SeatBot::Search(b) => b.id(),
            SeatBot::Own(b) => b.id(),
        }
    }
    fn new_game(&mut self, seed: u64, seat: Seat) {
        match self {
            SeatBot::Random(b) => b.new_game(seed, seat),
            SeatBot::Search(b) => b.new_game(seed, seat),
            SeatBot::Own(b) => b.new_game(seed, seat),
        }
    }

    // Always inlined: the simulator calls this once a move, and a call through the enum (with
    // the game's own bot behind it) would save and restore every register each time and
    // keep the caller from reusing what it already knows of the table (whose turn it is).
    #[inline(always)]
    fn choose(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        match self {
            SeatBot::Random(b) => b.choose(game, rng),
            SeatBot::Search(b) => b.choose(game, rng),
            SeatBot::Own(b) => b.choose(game, rng),
        }
    }
}

/// Every bot a game offers, its own first, as forms list them.
pub fn bots_of<G: RuledGame>() -> Vec<BotInfo> {
    offered_bots(G::info())
}

/// Every bot a game offers, its own first, from its description alone.
pub fn offered_bots(info: &GameInfo) -> Vec<BotInfo> {
    let mut out: Vec<BotInfo> = info.bots.to_vec();
    if !out.iter().any(|b| b.id == RANDOM.id) {
        out.push(RANDOM);
    }
    out.push(SEARCH);
    out
}

/// The most iterations a move a named search bot may make, and the longest playout: the
/// largest budget the start form offers (the default search bot's). A seat's bot comes from a
/// link, a game file or a saved table as well as the form, and a larger budget there could make
/// the page think for ever.
pub const MAX_SEARCH: Budget = Budget {
    iterations: 400,
    rollout: 400,
    ..Budget::DEFAULT
};

/// The budget a `search:N` or `search:N:R` name asks for (N iterations, from 1 to
/// [`MAX_SEARCH`]'s; playouts of at most R moves, up to [`MAX_SEARCH`]'s, the game's own
/// length if not given), or why the name is not one.
fn search_budget<G: RuledGame>(name: &str) -> Option<Result<Budget, String>> {
    name.strip_prefix("search:").map(read_budget::<G>)
}

/// Reads the `N` or `N:R` of a search bot's name, within the start form's largest budget.
fn read_budget<G: RuledGame>(spec: &str) -> Result<Budget, String> {
    let number = |part: &str, what: &str, max: u32| -> Result<u32, String> {
        match part.parse::<u32>() {
            Ok(n) if n <= max => Ok(n),
            _ => Err(format!(
                "a search bot's {what} is a whole number up to {max}, not “{part}”"
            )),
        }
    };
    let mut parts = spec.split(':');
    let iterations = number(
        parts.next().unwrap_or(""),
        "iterations a move",
        MAX_SEARCH.iterations,
    )?;
    if iterations == 0 {
        return Err("a search bot makes at least 1 iteration a move".into());
    }
    let rollout = match parts.next() {
        Some(r) => number(r, "playout length", MAX_SEARCH.rollout)?,
        None => G::search_budget().rollout,
    };
    if parts.next().is_some() {
        return Err("a search bot is named search:N or search:N:R".into());
    }
    Ok(Budget {
        iterations,
        rollout,
        ..G::search_budget()
    })
}

/// Why `name` is not a bot of the game, in words; `None` when it is one.
pub fn why_not_bot<G: RuledGame>(name: &str) -> Option<String> {
    if G::make_bot(name).is_some() || name == RANDOM.id || name == SEARCH.id {
        return None;
    }
    match search_budget::<G>(name) {
        Some(Ok(_)) => None,
        Some(Err(why)) => Some(why),
        None => Some(format!(
            "{} has no bot called “{name}”: its bots are {}",
            G::info().name,
            bots_of::<G>()
                .iter()
                .map(|b| b.id)
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// Whether a bot name is one a game accepts.
pub fn is_bot<G: RuledGame>(name: &str) -> bool {
    why_not_bot::<G>(name).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::toy::Toy;

    /// "Names drift: 'Heuristic bot' and 'Greedy bot'": every game's bots are named by kind,
    /// the same words in every game.
    #[test]
    fn every_games_bots_read_as_one_of_the_same_kinds() {
        assert_eq!((RANDOM.label, SEARCH.label), (BOT_KINDS[1], BOT_KINDS[2]));
        for g in crate::rules::registry::games() {
            let bots = g.bots();
            for b in &bots {
                assert!(
                    BOT_KINDS.contains(&b.label),
                    "{}: {:?}",
                    g.info().id,
                    b.label
                );
            }
            let mut labels: Vec<&str> = bots.iter().map(|b| b.label).collect();
            labels.dedup();
            assert_eq!(
                labels.len(),
                bots.len(),
                "{}: two bots read alike",
                g.info().id
            );
        }
    }

    /// `search:N` searches N iterations with the game's playout length; `search:N:R` cuts the
    /// playouts after R moves; anything else is not a bot.
    #[test]
    fn search_names_carry_a_budget() {
        let budget = |name: &str| match SeatBot::<Toy>::by_name(name) {
            Some(SeatBot::Search(b)) => Some(b.budget),
            _ => None,
        };
        let rollout = Toy::search_budget().rollout;
        assert_eq!(
            budget("search:64"),
            Some(Budget {
                iterations: 64,
                rollout,
                ..Toy::search_budget()
            })
        );
        assert_eq!(
            budget("search:64:0"),
            Some(Budget {
                iterations: 64,
                rollout: 0,
                ..Toy::search_budget()
            })
        );
        for bad in [
            "search:0",
            "search:5:x",
            "search:1:2:3",
            "search:",
            "search:-1",
        ] {
            assert!(budget(bad).is_none() && !is_bot::<Toy>(bad), "{bad}");
        }
        assert!(is_bot::<Toy>("search:10:5"));
    }

    /// A seat's bot from a link, a file or a saved table is bounded like any other input: no
    /// larger than the start form's largest budget, and refused in words beyond it.
    #[test]
    fn a_search_budget_beyond_the_forms_largest_is_refused_in_words() {
        let most = format!("search:{}:{}", MAX_SEARCH.iterations, MAX_SEARCH.rollout);
        assert!(is_bot::<Toy>(&most), "{most}");
        for (bad, says) in [
            (
                "search:4294967295",
                "iterations a move is a whole number up to 400",
            ),
            ("search:401", "up to 400, not “401”"),
            ("search:8:401", "playout length is a whole number up to 400"),
            ("search:99999999999999999999", "iterations a move"),
            ("search:0", "at least 1 iteration"),
            ("clever", "has no bot called “clever”"),
        ] {
            let why = why_not_bot::<Toy>(bad).expect("refused");
            assert!(why.contains(says), "{bad}: {why}");
            assert!(SeatBot::<Toy>::by_name(bad).is_none(), "{bad}");
        }
        // A ruled table (a saved one, a link's) naming such a bot is refused with the reason.
        for g in crate::rules::registry::games() {
            let (fewest, _) = g.info().players;
            let mut seats = vec![crate::rules::SeatKind::Person; usize::from(fewest)];
            seats[0] = crate::rules::SeatKind::Bot("search:4294967295".into());
            let setup = crate::rules::SessionSetup {
                seats,
                seed: 1,
                variants: crate::rules::VariantValues::default(),
                hot_seat: false,
            };
            let err = g.start(None, setup).err().expect("refused");
            assert!(err.to_string().contains("up to 400"), "{err}");
        }
    }
}
