//! A skill ladder: how the bots of a game fare against one another. For every ordered pair of
//! bots (X, Y), one X plays against Ys in every seat in turn, each on the run's seeds (common
//! random numbers: every pairing plays the same deals), and X's win rate is set beside its fair
//! share (one in the number of players). In a solitaire each bot plays the game alone and its
//! win rate is its rung.
//!
//! It tells a designer how much the balance report is a statement about the bots: a game whose
//! stronger bots beat the weaker rewards skill, and a report from weak bots may not hold between
//! strong players. So the ladder also plays each bot in every seat (a level of play) on the same
//! seeds, sets each level's balance, first player's and sides' win rates side by side, and marks
//! the measures whose intervals at two levels do not overlap: they depend on skill. Its skill
//! figure is how often the strongest bot beats the weakest, beside what luck alone would give.

use serde::{Deserialize, Serialize};

use super::report::{Report, SeatRate, csv_field};
use super::stats::{Interval, rate, rate_difference};
use super::{Partial, SimError, SimSettings};
use crate::rules::Budget;
use crate::rules::registry;

/// One run of a ladder: X among Ys in one seat, or X in every seat (a level of play).
#[derive(Clone, Debug)]
pub struct Rung {
    pub bot: usize,
    pub against: usize,
    pub seat: usize,
    /// Every seat plays `bot`: the run gives that bot's level of play. A solitaire's runs are
    /// all levels.
    pub level: bool,
    pub settings: SimSettings,
}

/// A ladder made ready: its bots and its runs. The command line plays it with [`ladder`].
#[derive(Clone, Debug)]
pub struct LadderPlan {
    pub settings: SimSettings,
    pub bots: Vec<String>,
    pub runs: Vec<Rung>,
}

/// The bots a ladder plays by default: random, the game's own, and the search bot at a quarter
/// of its default budget's playouts and at its default budget. The budget is read from the
/// game's rules, which a program that plays the ladder holds.
pub fn default_bots(game: &str) -> Vec<String> {
    let own = registry::info(game).map_or("random", |i| i.default_bot);
    let iterations =
        registry::game(game).map_or(Budget::DEFAULT.iterations, |g| g.search_budget().iterations);
    vec![
        "random".to_string(),
        own.to_string(),
        format!("search:{}", (iterations / 4).max(1)),
        "search".to_string(),
    ]
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
    if players > 1 {
        for (x, bot) in names.iter().enumerate() {
            for (y, other) in names.iter().enumerate().filter(|(y, _)| *y != x) {
                for seat in 0..players {
                    let mut seats = vec![other.clone(); players];
                    seats[seat] = bot.clone();
                    runs.push(Rung {
                        bot: x,
                        against: y,
                        seat,
                        level: false,
                        settings: SimSettings {
                            bots: seats,
                            ..settings.clone()
                        },
                    });
                }
            }
        }
    }
    // Each bot in every seat: its level of play, and a solitaire's whole ladder. After the
    // pairs, so that a ladder stopped early has its matrix first.
    runs.extend(names.iter().enumerate().map(|(x, bot)| Rung {
        bot: x,
        against: x,
        seat: 0,
        level: true,
        settings: SimSettings {
            bots: vec![bot.clone(); players],
            ..settings.clone()
        },
    }));
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

/// One bot in every seat: the measures of the balance report a designer reads first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotLevel {
    pub bot: String,
    pub games: u64,
    /// Balance between the seats (`None` in a solitaire).
    pub balance: Option<Interval>,
    /// The first to play's win rate (in a solitaire, the win rate).
    pub first_player: SeatRate,
    /// Each side's win rate, where the game has sides (characters, factions).
    pub sides: Vec<SeatRate>,
}

/// How often the strongest bot of the ladder beats the weakest, beside what luck alone gives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skill {
    pub stronger: String,
    pub weaker: String,
    /// The stronger bot's win rate against the weaker in every other seat (in a solitaire, its
    /// win rate on the same deals), with its 95% interval.
    pub rate: Interval,
    /// What luck alone would give it: the fair share (in a solitaire, the weaker bot's rate).
    pub luck: f64,
    /// "skill" when the interval lies above luck, "luck" when it holds it.
    pub verdict: String,
    /// The verdict in plain words, with the number behind it.
    pub words: String,
}

/// A whole ladder: every ordered pair of bots, each bot's level of play, and the skill figure.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ladder {
    pub game: String,
    pub players: u8,
    /// Games of each run (each bot pair plays this many in each seat).
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<String>,
    pub cells: Vec<LadderCell>,
    /// Each bot in every seat, on the same seeds, in the ladder's order.
    pub by_bot_level: Vec<BotLevel>,
    /// The measures of `by_bot_level` whose intervals at two levels do not overlap: the verdict
    /// on them depends on how well the game is played.
    pub depends_on_skill: Vec<String>,
    /// `None` until the strongest and the weakest bot have played each other in every seat.
    pub skill: Option<Skill>,
}

impl LadderPlan {
    /// The earlier run that plays the same games as run `i`, if one does. Between two players,
    /// X against Y with X in the second seat is Y against X with Y in the first: the same seats
    /// on the same seeds, so a ladder plays them once.
    pub fn same_as(&self, i: usize) -> Option<usize> {
        let bots = &self.runs.get(i)?.settings.bots;
        self.runs[..i].iter().position(|o| &o.settings.bots == bots)
    }

    /// The ladder from each run's games, in the plan's order.
    pub fn result(&self, played: &[Partial]) -> Result<Ladder, SimError> {
        if played.len() != self.runs.len() {
            return Err(SimError::Mismatch);
        }
        let s = &self.settings;
        let fair = 1.0 / f64::from(s.players.max(1));
        let mut cells: Vec<LadderCell> = Vec::new();
        let mut by_bot_level = Vec::new();
        for (r, p) in self.runs.iter().zip(played) {
            if r.level {
                by_bot_level.push(level(&self.bots[r.bot], &r.settings, p)?);
                if s.players > 1 {
                    continue;
                }
            }
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
        let whole = s.games * u64::from(s.players);
        Ok(Ladder {
            game: s.game.clone(),
            players: s.players,
            games: s.games,
            seed: s.seed,
            bots: self.bots.clone(),
            skill: skill(s.players, &self.bots, &cells, whole),
            depends_on_skill: depends_on_skill(&by_bot_level),
            cells,
            by_bot_level,
        })
    }
}

/// A level of play from its run's games.
fn level(bot: &str, settings: &SimSettings, p: &Partial) -> Result<BotLevel, SimError> {
    let r = Report::new(settings, p, 0.0)?;
    let first_player = r.turn_rates.first().cloned().ok_or(SimError::Mismatch)?;
    // Without characters or factions, the report's only "side" is the bot itself.
    let sides = r
        .side_rates
        .into_iter()
        .filter(|s| s.label != bot)
        .collect();
    Ok(BotLevel {
        bot: bot.to_string(),
        games: p.games,
        balance: r.balance.map(|b| Interval {
            value: b.value,
            low: b.low,
            high: b.high,
        }),
        first_player,
        sides,
    })
}

/// The measures whose 95% intervals at some two levels of play do not overlap.
fn depends_on_skill(levels: &[BotLevel]) -> Vec<String> {
    let apart = |a: &Interval, b: &Interval| a.high < b.low || b.high < a.low;
    let mut measures: Vec<(String, Vec<Interval>)> = Vec::new();
    let mut add = |name: String, i: Interval| match measures.iter_mut().find(|(n, _)| *n == name) {
        Some((_, v)) => v.push(i),
        None => measures.push((name, vec![i])),
    };
    for l in levels {
        if let Some(b) = l.balance {
            add("balance".into(), b);
        }
        add("first player's win rate".into(), l.first_player.interval());
        for side in &l.sides {
            add(format!("{}'s win rate", side.label), side.interval());
        }
    }
    measures
        .into_iter()
        .filter(|(_, v)| v.iter().any(|a| v.iter().any(|b| apart(a, b))))
        .map(|(n, _)| n)
        .collect()
}

/// The strongest bot (the highest mean win rate above its fair share over its pairs; in a
/// solitaire, the highest win rate) against the weakest.
fn skill(players: u8, bots: &[String], cells: &[LadderCell], whole: u64) -> Option<Skill> {
    let full: Vec<&LadderCell> = cells.iter().filter(|c| c.of == whole).collect();
    let strength = |bot: &str| {
        let mine: Vec<f64> = full
            .iter()
            .filter(|c| c.bot == bot)
            .map(|c| c.rate - c.fair)
            .collect();
        (!mine.is_empty()).then(|| mine.iter().sum::<f64>() / mine.len() as f64)
    };
    let mut ranked: Vec<(&String, f64)> = bots
        .iter()
        .filter_map(|b| strength(b).map(|x| (b, x)))
        .collect();
    // Stable: of two bots as strong, the one listed first counts as stronger.
    crate::sort::sort_by(&mut ranked, |a, b| b.1.total_cmp(&a.1));
    let (stronger, weaker) = (ranked.first()?.0, ranked.last()?.0);
    if stronger == weaker {
        return None;
    }
    let pct = |x: f64| 100.0 * x;
    let (rate, luck) = if players == 1 {
        let s = full.iter().find(|c| &c.bot == stronger)?;
        let w = full.iter().find(|c| &c.bot == weaker)?;
        // On the same deals, the weaker bot's rate is what the game gives without the skill.
        let d = rate_difference(w.wins, w.of, s.wins, s.of);
        (
            Interval {
                value: s.rate,
                low: w.rate + d.low,
                high: w.rate + d.high,
            },
            w.rate,
        )
    } else {
        let c = full
            .iter()
            .find(|c| &c.bot == stronger && &c.against == weaker)?;
        (
            Interval {
                value: c.rate,
                low: c.low,
                high: c.high,
            },
            c.fair,
        )
    };
    let skilled = rate.low > luck;
    let against = if players == 1 {
        format!("wins {:.1}% of the same games", pct(rate.value))
    } else {
        format!("wins {:.1}% of its games against {weaker}", pct(rate.value))
    };
    let words = if skilled {
        format!(
            "A game of skill: {stronger} {against} ({:.1} to {:.1}), where luck alone would give {:.1}%{}.",
            pct(rate.low),
            pct(rate.high),
            pct(luck),
            if players == 1 {
                format!(" ({weaker}'s rate)")
            } else {
                String::new()
            }
        )
    } else {
        format!(
            "A game of luck between these bots: {stronger}, the strongest, {against} ({:.1} to {:.1}), no more than luck alone gives ({:.1}%).",
            pct(rate.low),
            pct(rate.high),
            pct(luck)
        )
    };
    Some(Skill {
        stronger: stronger.clone(),
        weaker: weaker.clone(),
        rate,
        luck,
        verdict: if skilled { "skill" } else { "luck" }.to_string(),
        words,
    })
}

/// Plays every run of the ladder and gives its result.
pub fn ladder(settings: &SimSettings, bots: &[String]) -> Result<Ladder, SimError> {
    let plan = plan(settings, bots)?;
    let mut played: Vec<Partial> = Vec::with_capacity(plan.runs.len());
    for (i, r) in plan.runs.iter().enumerate() {
        played.push(match plan.same_as(i) {
            Some(j) => played[j].clone(),
            None => super::run(&r.settings)?,
        });
    }
    plan.result(&played)
}

/// "Does the verdict hold?" in plain words: each level's measures, those that depend on skill,
/// and the skill figure. The ladder's summary and a balance report with a second level say it.
pub fn verdict_words(
    players: u8,
    levels: &[BotLevel],
    depends: &[String],
    skill: Option<&Skill>,
) -> String {
    let mut out = String::new();
    if !levels.is_empty() && players > 1 {
        out.push_str("Does the verdict hold? Each bot in every seat, on the same seeds:\n");
        for l in levels {
            let balance = l.balance.map_or(String::new(), |b| {
                format!("balance {:.3} ({:.3} to {:.3}); ", b.value, b.low, b.high)
            });
            let sides: String = l.sides.iter().map(|s| format!("; {}", s.text())).collect();
            out.push_str(&format!(
                "  {}: {balance}the first to play wins {:.1}% ({:.1} to {:.1}){sides}\n",
                l.bot,
                100.0 * l.first_player.rate,
                100.0 * l.first_player.low,
                100.0 * l.first_player.high
            ));
        }
        if depends.is_empty() {
            out.push_str("  No measure depends on skill: every level's intervals overlap.\n");
        } else {
            out.push_str(&format!(
                "  Depends on skill (intervals at two levels do not overlap): {}.\n",
                depends.join(", ")
            ));
        }
    }
    if let Some(k) = skill {
        out.push_str(&k.words);
        out.push('\n');
    }
    out
}

impl Ladder {
    /// One row per measure: `measure,bot,against,wins,of,rate,low,high,fair`. A pair's row is
    /// `win_rate` (`fair`: the fair share); a level's are `level_balance`,
    /// `level_first_player` and `level_side` (`against`: the side); `skill` sets the strongest
    /// bot against the weakest (`fair`: what luck alone gives).
    pub fn csv(&self) -> String {
        let mut out = String::from("measure,bot,against,wins,of,rate,low,high,fair\n");
        let mut row = |measure: &str,
                       bot: &str,
                       against: &str,
                       count: Option<(u64, u64)>,
                       i: Interval,
                       fair: f64| {
            let (wins, of) = count.map_or((String::new(), String::new()), |(w, o)| {
                (w.to_string(), o.to_string())
            });
            out.push_str(&format!(
                "{measure},{},{},{wins},{of},{},{},{},{fair}\n",
                csv_field(bot),
                csv_field(against),
                i.value,
                i.low,
                i.high
            ));
        };
        let fair = 1.0 / f64::from(self.players.max(1));
        for c in &self.cells {
            let i = Interval {
                value: c.rate,
                low: c.low,
                high: c.high,
            };
            row(
                "win_rate",
                &c.bot,
                &c.against,
                Some((c.wins, c.of)),
                i,
                c.fair,
            );
        }
        for l in &self.by_bot_level {
            if let Some(b) = l.balance {
                row("level_balance", &l.bot, "", None, b, 1.0);
            }
            let f = &l.first_player;
            row(
                "level_first_player",
                &l.bot,
                "",
                Some((f.wins, f.of)),
                f.interval(),
                fair,
            );
            for side in &l.sides {
                row(
                    "level_side",
                    &l.bot,
                    &side.label,
                    Some((side.wins, side.of)),
                    side.interval(),
                    fair,
                );
            }
        }
        if let Some(k) = &self.skill {
            row("skill", &k.stronger, &k.weaker, None, k.rate, k.luck);
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
        out.push_str(&verdict_words(
            self.players,
            &self.by_bot_level,
            &self.depends_on_skill,
            self.skill.as_ref(),
        ));
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
        // A header, the two pairs, each level's balance, first player and characters, and the
        // skill.
        let csv = l.csv();
        let rows = |m: &str| csv.lines().filter(|r| r.starts_with(m)).count();
        assert_eq!(
            (
                rows("win_rate,"),
                rows("level_balance,"),
                rows("level_first_player,")
            ),
            (2, 2, 2),
            "{csv}"
        );
        let sides: usize = l.by_bot_level.iter().map(|v| v.sides.len()).sum();
        assert!(sides > 2, "Destiny's characters are its sides");
        assert_eq!(rows("level_side,"), sides);
        assert_eq!(csv.lines().count(), 1 + 2 + 2 * 2 + sides + 1, "{csv}");
        assert!(
            csv.lines().any(|r| r.starts_with("skill,greedy,random,")),
            "{csv}"
        );
    }

    #[test]
    fn between_two_players_each_seating_is_played_once() {
        let bots = ["random".to_string(), "greedy".into(), "search:10".into()];
        let two = plan(&settings("destiny", 2, 10), &bots).expect("a plan");
        // Six ordered pairs in two seats, then three levels.
        assert_eq!(two.runs.len(), 6 * 2 + 3);
        let again: Vec<usize> = (0..two.runs.len())
            .filter(|&i| two.same_as(i).is_some())
            .collect();
        assert_eq!(again.len(), 6, "each seating of a pair once");
        for i in again {
            let j = two.same_as(i).expect("played before");
            assert!(j < i);
            assert_eq!(two.runs[j].settings.bots, two.runs[i].settings.bots);
        }
        // Among three players, X among Ys is never Y among Xs.
        let three = plan(&settings("destiny", 3, 10), &bots).expect("a plan");
        assert!((0..three.runs.len()).all(|i| three.same_as(i).is_none()));
    }

    #[test]
    fn each_bot_in_every_seat_is_a_level_played_on_the_same_seeds() {
        let s = settings("deity", 2, 120);
        let l = ladder(&s, &["random".to_string(), "heuristic".into()]).expect("a ladder");
        assert_eq!(l.by_bot_level.len(), 2);
        for level in &l.by_bot_level {
            let alone = SimSettings {
                bots: vec![level.bot.clone(); 2],
                ..s.clone()
            };
            let played = super::super::run(&alone).expect("a run");
            let report = Report::new(&alone, &played, 0.0).expect("a report");
            assert_eq!(level.games, 120);
            assert_eq!(level.first_player, report.turn_rates[0], "{}", level.bot);
            let b = report.balance.expect("two players have a balance");
            assert_eq!(
                level.balance,
                Some(Interval {
                    value: b.value,
                    low: b.low,
                    high: b.high
                })
            );
            // Deity's gods have no characters: no side but the bot itself.
            assert!(level.sides.is_empty());
        }
        // The levels come after the pairs: a ladder stopped early still has its matrix.
        let p = plan(&s, &["random".to_string(), "heuristic".into()]).expect("a plan");
        let levels: Vec<bool> = p.runs.iter().map(|r| r.level).collect();
        assert_eq!(levels, [false, false, false, false, true, true]);
        let partial = LadderPlan {
            runs: p.runs[..4].to_vec(),
            ..p.clone()
        };
        let played: Vec<Partial> = partial
            .runs
            .iter()
            .map(|r| super::super::run(&r.settings).expect("a run"))
            .collect();
        let early = partial.result(&played).expect("a ladder so far");
        assert!(early.by_bot_level.is_empty() && early.depends_on_skill.is_empty());
        assert_eq!(early.cells, l.cells);
    }

    fn level(bot: &str, balance: (f64, f64, f64), first: (u64, u64)) -> BotLevel {
        let r = rate(first.0, first.1);
        BotLevel {
            bot: bot.into(),
            games: first.1,
            balance: Some(Interval {
                value: balance.0,
                low: balance.1,
                high: balance.2,
            }),
            first_player: SeatRate {
                label: "1st to play".into(),
                wins: first.0,
                of: first.1,
                rate: r.value,
                low: r.low,
                high: r.high,
            },
            sides: Vec::new(),
        }
    }

    #[test]
    fn a_measure_depends_on_skill_where_two_levels_intervals_do_not_overlap() {
        // The first player's edge: 50% among weak bots, 70% among strong ones, 1,000 games each.
        let weak = level("random", (0.9, 0.85, 0.95), (500, 1000));
        let strong = level("greedy", (0.88, 0.83, 0.93), (700, 1000));
        assert_eq!(
            depends_on_skill(&[weak.clone(), strong]),
            ["first player's win rate"]
        );
        let alike = level("greedy", (0.92, 0.87, 0.97), (510, 1000));
        assert!(depends_on_skill(&[weak, alike]).is_empty());
    }

    #[test]
    fn the_skill_figure_is_the_strongest_bot_against_the_weakest_beside_luck() {
        let cell = |bot: &str, against: &str, wins: u64| {
            let r = rate(wins, 400);
            LadderCell {
                bot: bot.into(),
                against: against.into(),
                wins,
                of: 400,
                rate: r.value,
                low: r.low,
                high: r.high,
                fair: 0.5,
            }
        };
        let bots = ["a".to_string(), "b".into(), "c".into()];
        // c beats both, a loses to both: c against a is the figure.
        let cells = [
            cell("a", "b", 150),
            cell("a", "c", 100),
            cell("b", "a", 250),
            cell("b", "c", 180),
            cell("c", "a", 300),
            cell("c", "b", 220),
        ];
        let k = skill(2, &bots, &cells, 400).expect("a figure");
        assert_eq!((k.stronger.as_str(), k.weaker.as_str()), ("c", "a"));
        assert_eq!(
            (k.rate.value, k.luck, k.verdict.as_str()),
            (0.75, 0.5, "skill")
        );
        assert!(
            k.words.starts_with("A game of skill: c wins 75.0%"),
            "{}",
            k.words
        );
        // Near even: luck.
        let even = [cell("a", "b", 195), cell("b", "a", 205)];
        let k = skill(2, &bots[..2], &even, 400).expect("a figure");
        assert_eq!((k.stronger.as_str(), k.verdict.as_str()), ("b", "luck"));
        assert!(k.words.starts_with("A game of luck"), "{}", k.words);
        // A pair cut short gives no figure.
        assert_eq!(skill(2, &bots[..2], &even, 800), None);
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
        // Each bot alone is also its level; the general beats picking at random.
        assert_eq!(l.by_bot_level.len(), 2);
        assert_eq!(l.by_bot_level[1].first_player.wins, l.cells[1].wins);
        let k = l.skill.as_ref().expect("a skill figure");
        assert_eq!(
            (k.stronger.as_str(), k.weaker.as_str()),
            ("general", "random")
        );
        assert_eq!(k.luck, l.cells[0].rate, "the weaker bot's rate is the luck");
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
        // The smaller search bot has a quarter of the game's own budget.
        assert_eq!(default_bots("lords-of-hell")[2], "search:25");
        assert_eq!(default_bots("wotw-france")[2], "search:50");
        assert_eq!(
            p.runs.len(),
            4 * 3 * 3 + 4,
            "every pair in every seat, then each level"
        );
        // A solitaire needs one bot, but not none.
        let alone = settings("wotw-france", 1, 10);
        let e = plan(&alone, &[]).expect_err("no bot");
        assert!(e.to_string().contains("at least one bot"), "{e}");
    }
}
