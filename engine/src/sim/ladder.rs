//! A skill ladder: how the bots of a game fare against one another. For every ordered pair of
//! bots (X, Y), one X plays against Ys in every seat in turn, each on the run's seeds (common
//! random numbers: every pairing plays the same deals), and X's win rate is set beside its fair
//! share (one in the number of players). In a solitaire each bot plays the game alone and its
//! win rate is its rung.
//!
//! It tells a designer how much the balance report is a statement about the bots: a game whose
//! stronger bots beat the weaker rewards skill, and a report from weak bots may not hold between
//! strong players.

use serde::Serialize;

use super::report::csv_field;
use super::stats::rate;
use super::{Partial, SimError, SimSettings};
use crate::rules::registry;

/// One X among Ys, in one seat: the settings, and which bots and seat they are.
#[derive(Clone, Debug)]
pub struct Rung {
    pub bot: usize,
    pub against: usize,
    pub seat: usize,
    pub settings: SimSettings,
}

/// A ladder made ready: its bots and its runs. The command line plays it with [`ladder`].
#[derive(Clone, Debug)]
pub struct LadderPlan {
    pub settings: SimSettings,
    pub bots: Vec<String>,
    pub runs: Vec<Rung>,
}

/// The bots a ladder plays by default: random, the game's own, and the search bot at a small
/// budget and at its default one.
pub fn default_bots(game: &str) -> Vec<String> {
    let own = registry::info(game).map_or("random", |i| i.default_bot);
    ["random", own, "search:100", "search"]
        .iter()
        .map(|b| b.to_string())
        .collect()
}

/// Checks a ladder and makes the settings of each of its runs.
pub fn plan(settings: &SimSettings, bots: &[String]) -> Result<LadderPlan, SimError> {
    let mut names: Vec<String> = Vec::new();
    for b in bots {
        if !names.contains(b) {
            names.push(b.clone());
        }
    }
    if names.is_empty() {
        return Err(SimError::Setting("a ladder needs at least one bot".into()));
    }
    if names.len() < 2 && settings.players > 1 {
        return Err(SimError::Setting(
            "a ladder needs at least two different bots".into(),
        ));
    }
    let players = usize::from(settings.players);
    let mut runs = Vec::new();
    for (x, bot) in names.iter().enumerate() {
        if players == 1 {
            runs.push(Rung {
                bot: x,
                against: x,
                seat: 0,
                settings: SimSettings {
                    bots: vec![bot.clone()],
                    ..settings.clone()
                },
            });
            continue;
        }
        for (y, other) in names.iter().enumerate().filter(|(y, _)| *y != x) {
            for seat in 0..players {
                let mut seats = vec![other.clone(); players];
                seats[seat] = bot.clone();
                runs.push(Rung {
                    bot: x,
                    against: y,
                    seat,
                    settings: SimSettings {
                        bots: seats,
                        ..settings.clone()
                    },
                });
            }
        }
    }
    for r in &runs {
        super::validate(&r.settings)?;
    }
    Ok(LadderPlan {
        settings: settings.clone(),
        bots: names,
        runs,
    })
}

/// How one bot fared against another (or alone, in a solitaire).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LadderCell {
    pub bot: String,
    /// The bot in every other seat (empty in a solitaire).
    pub against: String,
    pub wins: u64,
    /// Games it played (the run's games once in each seat).
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
    /// Its share if every seat won as often: one in the number of players.
    pub fair: f64,
}

/// A whole ladder: every ordered pair of bots.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ladder {
    pub game: String,
    pub players: u8,
    /// Games of each run (each bot pair plays this many in each seat).
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<String>,
    pub cells: Vec<LadderCell>,
}

impl LadderPlan {
    /// The ladder from each run's games, in the plan's order.
    pub fn result(&self, played: &[Partial]) -> Result<Ladder, SimError> {
        if played.len() != self.runs.len() {
            return Err(SimError::Mismatch);
        }
        let s = &self.settings;
        let fair = 1.0 / f64::from(s.players.max(1));
        let mut cells: Vec<LadderCell> = Vec::new();
        for (r, p) in self.runs.iter().zip(played) {
            let wins = p.wins_by_seat.get(r.seat).copied().unwrap_or(0);
            let (bot, against) = (
                self.bots[r.bot].clone(),
                if s.players == 1 {
                    String::new()
                } else {
                    self.bots[r.against].clone()
                },
            );
            match cells
                .iter_mut()
                .find(|c| c.bot == bot && c.against == against)
            {
                Some(c) => {
                    c.wins += wins;
                    c.of += p.games;
                }
                None => cells.push(LadderCell {
                    bot,
                    against,
                    wins,
                    of: p.games,
                    rate: 0.0,
                    low: 0.0,
                    high: 0.0,
                    fair,
                }),
            }
        }
        for c in &mut cells {
            let r = rate(c.wins, c.of);
            (c.rate, c.low, c.high) = (r.value, r.low, r.high);
        }
        Ok(Ladder {
            game: s.game.clone(),
            players: s.players,
            games: s.games,
            seed: s.seed,
            bots: self.bots.clone(),
            cells,
        })
    }
}

/// Plays every run of the ladder and gives its result.
pub fn ladder(settings: &SimSettings, bots: &[String]) -> Result<Ladder, SimError> {
    let plan = plan(settings, bots)?;
    let played = plan
        .runs
        .iter()
        .map(|r| super::run(&r.settings))
        .collect::<Result<Vec<_>, _>>()?;
    plan.result(&played)
}

impl Ladder {
    /// One row per pair: `bot,against,wins,of,rate,low,high,fair`.
    pub fn csv(&self) -> String {
        let mut out = String::from("bot,against,wins,of,rate,low,high,fair\n");
        for c in &self.cells {
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{}\n",
                csv_field(&c.bot),
                csv_field(&c.against),
                c.wins,
                c.of,
                c.rate,
                c.low,
                c.high,
                c.fair
            ));
        }
        out
    }

    /// The ladder in plain words: one line per pair, the bot's win rate beside its fair share,
    /// marked where the interval leaves the fair share out.
    pub fn summary(&self) -> String {
        let name = registry::info(&self.game).map_or(self.game.as_str(), |i| i.name);
        let mut out = if self.players == 1 {
            format!(
                "Skill ladder of {name} (one player): each bot plays the same {} games (seed {}). 95% intervals in brackets.\n",
                self.games, self.seed
            )
        } else {
            format!(
                "Skill ladder of {name}, {} players: one bot against the other in every other seat, {} games in each seat on the same seeds (seed {}). A fair share is {:.1}%; + and - mark a bot whose interval lies above or below it. 95% intervals in brackets.\n",
                self.players,
                self.games,
                self.seed,
                100.0 / f64::from(self.players)
            )
        };
        for c in &self.cells {
            // A solitaire has no fair share to beat: its rung is the rate itself.
            let mark = if self.players == 1 {
                " "
            } else if c.fair < c.low {
                "+"
            } else if c.fair > c.high {
                "-"
            } else {
                " "
            };
            let against = if c.against.is_empty() {
                String::new()
            } else {
                format!(" against {}", c.against)
            };
            out.push_str(&format!(
                "{mark} {}{against}: wins {:.1}% ({:.1} to {:.1}; {} of {})\n",
                c.bot,
                100.0 * c.rate,
                100.0 * c.low,
                100.0 * c.high,
                c.wins,
                c.of
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(game: &str, players: u8, games: u64) -> SimSettings {
        SimSettings {
            players,
            games,
            seed: 6,
            threads: 2,
            ..SimSettings::new(game)
        }
    }

    #[test]
    fn each_pair_plays_every_seat_on_the_same_seeds_and_adds_up() {
        let s = settings("destiny", 2, 150);
        let bots = ["random".to_string(), "greedy".into()];
        let l = ladder(&s, &bots).expect("a ladder");
        assert_eq!(
            l.cells.len(),
            2,
            "random against greedy, greedy against random"
        );
        let (random, greedy) = (&l.cells[0], &l.cells[1]);
        assert_eq!(
            (random.bot.as_str(), random.against.as_str()),
            ("random", "greedy")
        );
        assert_eq!(
            (random.of, greedy.of),
            (300, 300),
            "the run's games once in each seat"
        );
        // The same games seen from both sides: random's seat-1 games are greedy's seat-2 ones.
        let direct = super::super::run(&SimSettings {
            bots: vec!["random".into(), "greedy".into()],
            ..s.clone()
        })
        .expect("a run");
        let flipped = super::super::run(&SimSettings {
            bots: vec!["greedy".into(), "random".into()],
            ..s.clone()
        })
        .expect("a run");
        assert_eq!(
            random.wins,
            direct.wins_by_seat[0] + flipped.wins_by_seat[1]
        );
        assert_eq!(
            greedy.wins,
            direct.wins_by_seat[1] + flipped.wins_by_seat[0]
        );
        // Destiny's greedy bot beats picking at random, beyond the noise.
        assert!(
            greedy.low > greedy.fair && random.high < random.fair,
            "{l:?}"
        );
        let words = l.summary();
        assert!(words.contains("+ greedy against random: wins"), "{words}");
        assert!(words.contains("- random against greedy: wins"), "{words}");
        assert_eq!(l.csv().lines().count(), 3);
    }

    #[test]
    fn a_solitaire_ladder_is_each_bot_alone() {
        let s = settings("wotw-france", 1, 40);
        let l = ladder(&s, &["random".to_string(), "general".into()]).expect("a ladder");
        assert_eq!(l.cells.len(), 2);
        for c in &l.cells {
            assert_eq!((c.against.as_str(), c.of, c.fair), ("", 40, 1.0));
            let alone = super::super::run(&SimSettings {
                bots: vec![c.bot.clone()],
                ..s.clone()
            })
            .expect("a run");
            assert_eq!(c.wins, alone.wins_by_seat[0], "{}", c.bot);
        }
    }

    #[test]
    fn a_ladder_needs_two_bots_it_knows() {
        let s = settings("destiny", 3, 10);
        let e = plan(&s, &["greedy".to_string(), "greedy".into()]).expect_err("one bot");
        assert!(e.to_string().contains("two different bots"), "{e}");
        let e = plan(&s, &["greedy".to_string(), "nobody".into()]).expect_err("unknown");
        assert!(e.to_string().contains("\"nobody\""), "{e}");
        // Three players: each ordered pair once in each of the three seats.
        let p = plan(&s, &default_bots("destiny")).expect("a plan");
        assert_eq!(p.bots, ["random", "greedy", "search:100", "search"]);
        assert_eq!(p.runs.len(), 4 * 3 * 3);
        // A solitaire needs one bot, but not none.
        let alone = settings("wotw-france", 1, 10);
        let e = plan(&alone, &[]).expect_err("no bot");
        assert!(e.to_string().contains("at least one bot"), "{e}");
    }
}
