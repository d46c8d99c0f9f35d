//! The balance report of a run: what the CLI prints (`--json`, `--csv`, or a summary) and the
//! page charts, from the same merged statistics, so both show the same numbers.
//!
//! The measures a designer asks before a playtest night: win rate by seat, by place in turn
//! order and by side, each with a 95% Wilson interval; Ludii's balance with a bootstrap
//! interval; draws, games cut off by a safety limit and games by end condition; game length in
//! rounds and in decisions; the choices a decision has (branching); lead changes and how early
//! the winner was decided, for games with a score; and each card's win rate against the
//! baseline. An A/B run (`super::comparison`) sets two such reports side by side.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::coverage::NotExercised;
use super::stats::{self, Interval, Spread, balance, rate};
use super::{LEAD_POINTS, Partial, SimError, SimSettings, VariantMap, variant_values};

/// What the report calls what no bot of the run used.
pub const NOT_EXERCISED: &str = "Not exercised (the report says nothing about these)";

/// How the balance interval is computed, as the report says it.
pub const BALANCE_METHOD: &str = "parametric bootstrap: 2000 resamples of the table of outcomes \
(wins by seat and games no seat won alone), 95% percentile interval";
/// The same for [`Report::turn_balance`].
pub const TURN_BALANCE_METHOD: &str = "parametric bootstrap: 2000 resamples of the table of \
outcomes (wins by place in turn order and games no seat won alone), 95% percentile interval";

/// A win rate with its 95% Wilson interval.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRate {
    /// "Player 1", "1st to play", a character's name.
    pub label: String,
    pub wins: u64,
    /// Games (or seat-games) the rate is out of.
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl SeatRate {
    fn new(label: String, wins: u64, of: u64) -> Self {
        let r = rate(wins, of);
        Self {
            label,
            wins,
            of,
            rate: r.value,
            low: r.low,
            high: r.high,
        }
    }

    /// The rate as an [`Interval`].
    pub fn interval(&self) -> Interval {
        Interval {
            value: self.rate,
            low: self.low,
            high: self.high,
        }
    }

    /// "Thief: 31.2% (52 of 167; 95% CI 24.6–38.5%)".
    pub fn text(&self) -> String {
        format!(
            "{}: {:.1}% ({} of {}; 95% CI {:.1}–{:.1}%)",
            self.label,
            100.0 * self.rate,
            self.wins,
            self.of,
            100.0 * self.low,
            100.0 * self.high
        )
    }
}

/// Ludii's balance with its interval.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Balance {
    pub value: f64,
    pub low: f64,
    pub high: f64,
    pub method: String,
}

/// Lead changes and how early the winner was decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeadReport {
    /// Games with a winner whose score was followed.
    pub games: u64,
    pub mean_changes: f64,
    pub changes_histogram: BTreeMap<u32, u64>,
    /// At 10%, 20%, … 100% of the game: the share of games won by the seat leading then.
    pub leader_won: Vec<SeatRate>,
    /// Games by the tenth of the game from which the winner led to the end (index 0: from the
    /// start; 10: only at the end, or never).
    pub decided_histogram: Vec<u64>,
    /// The mean of that point, as a fraction of the game (0: decided at once, 1: at the end).
    pub mean_decided: f64,
}

/// A card's win rate: seat-games in which it was played, and how many of them were won.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardRate {
    pub card: String,
    pub played: u64,
    pub won: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
    /// The rate less the baseline (every seat-game's win rate).
    pub above_baseline: f64,
    /// The interval leaves out the baseline: more (or less) than chance.
    pub stands_out: bool,
}

/// A finished run, as the CLI prints it (`--json`) and the browser shows it. The fields up to
/// `games_per_s` are the simulator's first report's, with the same names and values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub game: String,
    pub games: u64,
    pub seed: u64,
    pub players: u8,
    pub threads: usize,
    pub bots: Vec<String>,
    /// Every rule variant of the game with the option used.
    pub variants: VariantMap,
    pub wins_by_seat: Vec<u64>,
    pub wins_by_character: BTreeMap<String, u64>,
    /// Games in which each side was at the table.
    #[serde(default)]
    pub plays_by_character: BTreeMap<String, u64>,
    /// Games with no winner: draws, or in a one-player game the player's losses
    /// ([`Report::no_winner_measure`]).
    pub draws: u64,
    /// Games whose win two or more seats share, tied at the top (the other seats lost them),
    /// and how many of those each seat was in. Not counted among `wins_by_seat`.
    #[serde(default)]
    pub ties: u64,
    #[serde(default)]
    pub ties_by_seat: Vec<u64>,
    pub mean_rounds: f64,
    pub rounds_histogram: BTreeMap<u32, u64>,
    pub elapsed_s: f64,
    pub games_per_s: f64,
    /// Ludii's balance (1 less the largest gap between two seats' win rates); `None` for a
    /// one-player game.
    pub balance: Option<Balance>,
    /// The same balance between places in turn order (who played first, second…). Where the
    /// start decides who plays first, seats can look fair while turn order is not.
    #[serde(default)]
    pub turn_balance: Option<Balance>,
    /// Games a safety limit ended rather than a rule, whoever won them (so also among the wins,
    /// `draws` or `ties`).
    pub cut_off: u64,
    /// Win rate by seat (first-player advantage where seat order is turn order).
    pub seat_rates: Vec<SeatRate>,
    /// Win rate by place in turn order (the same as by seat where seat order is turn order).
    pub turn_rates: Vec<SeatRate>,
    /// Win rate of each side (a character, else the bot) when at the table, best first.
    pub side_rates: Vec<SeatRate>,
    /// Games by the end condition that ended them.
    pub ends: BTreeMap<String, u64>,
    /// Game length in rounds and in decisions.
    pub rounds: Spread,
    pub decisions: Spread,
    pub decisions_histogram: BTreeMap<u32, u64>,
    /// Legal moves per decision, on average (branching), counted in one game of every
    /// [`super::CHOICES_EVERY`].
    pub choices_per_decision: f64,
    /// Lead changes, for games with a score; `None` otherwise.
    pub lead: Option<LeadReport>,
    /// Every seat-game's win rate: the baseline a card is held against.
    pub card_baseline: f64,
    /// Cards by win rate when played, best first.
    pub cards: Vec<CardRate>,
    /// The kinds of move, kinds of card and cards the rules allow that no bot of the run used:
    /// the report says nothing about these.
    #[serde(default)]
    pub not_exercised: NotExercised,
    /// With a second level of play (`--second-level BOT`): the run's bot and BOT each in every
    /// seat on the same seeds ([`super::ladder::BotLevel`]), the measures whose intervals at the
    /// two levels do not overlap, and how often the stronger beats the weaker.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_bot_level: Option<Vec<super::ladder::BotLevel>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depends_on_skill: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<super::ladder::Skill>,
}

impl Report {
    /// A report from merged statistics and the time they took (measured by the caller:
    /// `std::time::Instant` is not available in the browser).
    pub fn new(settings: &SimSettings, p: &Partial, elapsed_s: f64) -> Result<Self, SimError> {
        let bots = settings.seat_bots();
        let balance = balance_of(
            &outcome_table(&p.wins_by_seat, p.draws + p.ties, settings.players),
            BALANCE_METHOD,
        );
        let turn_balance = balance_of(
            &outcome_table(&p.wins_by_turn, p.draws + p.ties, settings.players),
            TURN_BALANCE_METHOD,
        );
        let seat_rates = p
            .wins_by_seat
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let bot = bots.get(i).map_or("?", String::as_str);
                SeatRate::new(format!("Player {} ({bot})", i + 1), *w, p.games)
            })
            .collect();
        let turn_rates = p
            .wins_by_turn
            .iter()
            .enumerate()
            .map(|(i, w)| SeatRate::new(format!("{} to play", ordinal(i + 1)), *w, p.games))
            .collect();
        let mut side_rates: Vec<SeatRate> = p
            .plays_by_character
            .iter()
            .map(|(name, plays)| {
                let wins = p.wins_by_character.get(name).copied().unwrap_or(0);
                SeatRate::new(name.clone(), wins, *plays)
            })
            .collect();
        crate::sort::sort_by(&mut side_rates, |a, b| {
            b.rate.total_cmp(&a.rate).then(a.label.cmp(&b.label))
        });
        let seat_games = p.games * u64::from(settings.players);
        let card_baseline = if seat_games == 0 {
            0.0
        } else {
            (p.games - p.draws - p.ties) as f64 / seat_games as f64
        };
        let mut cards: Vec<CardRate> = p
            .cards
            .iter()
            .map(|(name, c)| {
                let r = rate(c.won, c.played);
                CardRate {
                    card: name.clone(),
                    played: c.played,
                    won: c.won,
                    rate: r.value,
                    low: r.low,
                    high: r.high,
                    above_baseline: r.value - card_baseline,
                    stands_out: !r.holds(card_baseline),
                }
            })
            .collect();
        crate::sort::sort_by(&mut cards, |a, b| {
            b.rate.total_cmp(&a.rate).then(a.card.cmp(&b.card))
        });
        Ok(Self {
            game: settings.game.clone(),
            games: p.games,
            seed: settings.seed,
            players: settings.players,
            threads: settings.threads,
            bots,
            variants: variant_values(settings)?.map().clone(),
            wins_by_seat: p.wins_by_seat.clone(),
            wins_by_character: p.wins_by_character.clone(),
            plays_by_character: p.plays_by_character.clone(),
            draws: p.draws,
            ties: p.ties,
            ties_by_seat: (0..usize::from(settings.players))
                .map(|s| p.ties_by_seat.get(s).copied().unwrap_or(0))
                .collect(),
            mean_rounds: if p.games == 0 {
                0.0
            } else {
                p.total_rounds as f64 / p.games as f64
            },
            rounds_histogram: p.rounds_histogram.clone(),
            elapsed_s,
            games_per_s: if elapsed_s > 0.0 {
                p.games as f64 / elapsed_s
            } else {
                0.0
            },
            balance,
            turn_balance,
            cut_off: p.cut_off,
            seat_rates,
            turn_rates,
            side_rates,
            ends: p.ends.clone(),
            rounds: stats::spread(&p.rounds_histogram),
            decisions: stats::spread(&p.decisions_histogram),
            decisions_histogram: p.decisions_histogram.clone(),
            choices_per_decision: if p.choice_decisions == 0 {
                0.0
            } else {
                p.total_choices as f64 / p.choice_decisions as f64
            },
            lead: lead_report(p),
            card_baseline,
            cards,
            not_exercised: p.coverage.not_exercised(),
            by_bot_level: None,
            depends_on_skill: None,
            skill: None,
        })
    }

    /// Adds a second level of play from a ladder of the run's bot and another: both bots'
    /// levels, what depends on skill, and the skill figure.
    pub fn with_levels(mut self, ladder: super::ladder::Ladder) -> Self {
        self.by_bot_level = Some(ladder.by_bot_level);
        self.depends_on_skill = Some(ladder.depends_on_skill);
        self.skill = ladder.skill;
        self
    }

    /// What the games without a winner are: draws, or in a one-player game (a solitaire
    /// against the game's own automated opponent) the player's losses, never a draw.
    pub fn no_winner_measure(&self) -> &'static str {
        no_winner_measure(self.players)
    }

    /// The ties each seat was in, in words: "Player 1 in 2, Player 2 in 0, …" (the text summary
    /// and the page say it alike).
    pub fn ties_by_seat_words(&self) -> String {
        let each: Vec<String> = self
            .ties_by_seat
            .iter()
            .enumerate()
            .map(|(s, n)| format!("Player {} in {n}", s + 1))
            .collect();
        each.join(", ")
    }

    /// The game's own word for its rounds ("rounds"; "spirals" in Devacurse).
    pub fn rounds_word(&self) -> String {
        crate::rules::registry::info(&self.game)
            .map_or_else(|| "rounds".to_string(), |i| i.rounds())
    }

    /// A readable summary.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let pct = |n: u64| {
            if self.games == 0 {
                0.0
            } else {
                100.0 * n as f64 / self.games as f64
            }
        };
        out.push_str(&format!(
            "{}: {} games, {} player{}, seed {}\nbots: {}\n",
            self.game,
            self.games,
            self.players,
            if self.players == 1 { "" } else { "s" },
            self.seed,
            self.bots.join(", ")
        ));
        let vs: Vec<String> = self
            .variants
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        out.push_str(&format!("variants: {}\n", vs.join(", ")));
        out.push_str("wins by seat:\n");
        for r in &self.seat_rates {
            out.push_str(&format!("  {}\n", r.text()));
        }
        out.push_str(&format!(
            "  {}: {} ({:.1}%)\n",
            self.no_winner_measure(),
            self.draws,
            pct(self.draws),
        ));
        if self.ties > 0 {
            out.push_str(&format!(
                "  ties (the win shared by the seats at the top): {} ({:.1}%): {}\n",
                self.ties,
                pct(self.ties),
                self.ties_by_seat_words()
            ));
        }
        out.push_str(&format!(
            "  cut off by a safety limit (counted above by how they stood): {} ({:.1}%)\n",
            self.cut_off,
            pct(self.cut_off)
        ));
        if let Some(b) = &self.balance {
            out.push_str(&format!(
                "balance: {:.3} (95% CI {:.3}–{:.3})\n",
                b.value, b.low, b.high
            ));
        }
        if self.turn_order_differs() {
            if let Some(b) = &self.turn_balance {
                out.push_str(&format!(
                    "balance by place in turn order: {:.3} (95% CI {:.3}–{:.3})\n",
                    b.value, b.low, b.high
                ));
            }
            out.push_str("wins by place in turn order:\n");
            for r in &self.turn_rates {
                out.push_str(&format!("  {}\n", r.text()));
            }
        }
        out.push_str("wins by side (when at the table):\n");
        for r in &self.side_rates {
            out.push_str(&format!("  {}\n", r.text()));
        }
        out.push_str("games by how they ended:\n");
        for (end, n) in &self.ends {
            out.push_str(&format!("  {end}: {n} ({:.1}%)\n", pct(*n)));
        }
        let rounds = self.rounds_word();
        out.push_str(&format!(
            "mean {rounds}: {:.2} (median {}, 10–90% {}–{})\n",
            self.mean_rounds, self.rounds.median, self.rounds.p10, self.rounds.p90
        ));
        out.push_str(&format!(
            "decisions per game: {:.1} (median {}, 10–90% {}–{}); {:.1} choices per decision\n",
            self.decisions.mean,
            self.decisions.median,
            self.decisions.p10,
            self.decisions.p90,
            self.choices_per_decision
        ));
        if let Some(l) = &self.lead {
            let at = |k: usize| l.leader_won.get(k).map_or(0.0, |r| 100.0 * r.rate);
            out.push_str(&format!(
                "lead changes: {:.2} a game; the leader at 20%/50%/80% of the game won {:.0}%/{:.0}%/{:.0}%; the winner led for good from {:.0}% of the game on average\n",
                l.mean_changes,
                at(1),
                at(4),
                at(7),
                100.0 * l.mean_decided
            ));
        }
        if !self.cards.is_empty() {
            out.push_str(&format!(
                "cards that stand out (win rate when played, baseline {:.1}%):\n",
                100.0 * self.card_baseline
            ));
            let standing: Vec<&CardRate> = self.cards.iter().filter(|c| c.stands_out).collect();
            if standing.is_empty() {
                out.push_str("  none: every card's interval holds the baseline\n");
            }
            for c in standing {
                out.push_str(&format!(
                    "  {}: {:.1}% ({} of {}; 95% CI {:.1}–{:.1}%)\n",
                    c.card,
                    100.0 * c.rate,
                    c.won,
                    c.played,
                    100.0 * c.low,
                    100.0 * c.high
                ));
            }
        }
        if !self.not_exercised.is_empty() {
            out.push_str(&format!("{NOT_EXERCISED}: {}\n", self.not_exercised.text()));
        }
        if let Some(levels) = &self.by_bot_level {
            out.push_str(&super::ladder::verdict_words(
                self.players,
                levels,
                self.depends_on_skill.as_deref().unwrap_or_default(),
                self.skill.as_ref(),
            ));
        }
        if let Some(words) = self.precision_words() {
            out.push_str(&format!("precision: {words}\n"));
        }
        out.push_str(&format!(
            "time: {:.3} s ({:.0} games/s, {} thread{})\n",
            self.elapsed_s,
            self.games_per_s,
            self.threads,
            if self.threads == 1 { "" } else { "s" }
        ));
        out
    }

    /// How precise the seats' win rates are, and how many more games would halve their
    /// intervals (which narrow with the square root of the games).
    pub fn precision_words(&self) -> Option<String> {
        self.widest_seat_interval().map(|widest| {
            format!(
                "the widest seat's interval is ±{:.1} points; intervals narrow with the square root of the games, so {} more games ({} in all) would halve it",
                100.0 * widest,
                3 * self.games,
                4 * self.games
            )
        })
    }

    /// Half the width of the widest 95% interval of a seat's win rate, as a share.
    pub fn widest_seat_interval(&self) -> Option<f64> {
        self.seat_rates
            .iter()
            .map(|s| (s.high - s.low) / 2.0)
            .reduce(f64::max)
    }

    /// Whether turn order is not seat order in these games (the start decided who played
    /// first), so wins by place in turn order say something wins by seat do not.
    pub fn turn_order_differs(&self) -> bool {
        self.turn_rates
            .iter()
            .zip(&self.seat_rates)
            .any(|(t, s)| t.wins != s.wins)
    }

    /// Every measure as CSV rows (`measure,item,value,low,high,count,of`), the page's and the
    /// CLI's export.
    pub fn csv(&self) -> String {
        let mut rows = vec![Row::header()];
        rows.extend(self.rows().into_iter().map(|r| r.line()));
        rows.join("\n") + "\n"
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        let r = |measure: &str, item: &str, value: f64| Row {
            measure: measure.to_string(),
            item: item.to_string(),
            value,
            ..Row::default()
        };
        rows.push(r("games", "", self.games as f64));
        rows.push(r("seed", "", self.seed as f64));
        rows.push(r("players", "", f64::from(self.players)));
        for (k, v) in &self.variants {
            rows.push(Row {
                text: Some(v.clone()),
                ..r("variant", k, 0.0)
            });
        }
        for (i, b) in self.bots.iter().enumerate() {
            rows.push(Row {
                text: Some(b.clone()),
                ..r("bot", &format!("Player {}", i + 1), 0.0)
            });
        }
        if let Some(b) = &self.balance {
            rows.push(Row {
                low: Some(b.low),
                high: Some(b.high),
                ..r("balance", "", b.value)
            });
        }
        if let Some(b) = &self.turn_balance {
            rows.push(Row {
                low: Some(b.low),
                high: Some(b.high),
                ..r("turn_balance", "", b.value)
            });
        }
        let share = |measure: &str, item: &str, n: u64| Row {
            count: Some(n),
            of: Some(self.games),
            ..r(
                measure,
                item,
                if self.games == 0 {
                    0.0
                } else {
                    n as f64 / self.games as f64
                },
            )
        };
        rows.push(share(self.no_winner_measure(), "", self.draws));
        rows.push(share("ties", "", self.ties));
        for (s, n) in self.ties_by_seat.iter().enumerate() {
            rows.push(share("ties_by_seat", &format!("Player {}", s + 1), *n));
        }
        rows.push(share("cut_off", "", self.cut_off));
        for (end, n) in &self.ends {
            rows.push(share("end", end, *n));
        }
        let rated = |measure: &str, s: &SeatRate| Row {
            low: Some(s.low),
            high: Some(s.high),
            count: Some(s.wins),
            of: Some(s.of),
            ..r(measure, &s.label, s.rate)
        };
        for s in &self.seat_rates {
            rows.push(rated("win_rate_by_seat", s));
        }
        for s in &self.turn_rates {
            rows.push(rated("win_rate_by_turn_order", s));
        }
        for s in &self.side_rates {
            rows.push(rated("win_rate_by_side", s));
        }
        for (name, spread, hist) in [
            ("rounds", &self.rounds, &self.rounds_histogram),
            ("decisions", &self.decisions, &self.decisions_histogram),
        ] {
            rows.push(r(&format!("{name}_mean"), "", spread.mean));
            for (q, v) in [
                ("min", spread.min),
                ("p10", spread.p10),
                ("p25", spread.p25),
                ("median", spread.median),
                ("p75", spread.p75),
                ("p90", spread.p90),
                ("max", spread.max),
            ] {
                rows.push(r(&format!("{name}_quantile"), q, f64::from(v)));
            }
            for (k, n) in hist {
                rows.push(share(&format!("{name}_histogram"), &k.to_string(), *n));
            }
        }
        rows.push(r("choices_per_decision", "", self.choices_per_decision));
        if let Some(l) = &self.lead {
            rows.push(r("lead_changes_mean", "", l.mean_changes));
            for s in &l.leader_won {
                rows.push(rated("leader_won", s));
            }
            rows.push(r("lead_decided_mean", "", l.mean_decided));
        }
        rows.push(r("card_baseline", "", self.card_baseline));
        for c in &self.cards {
            rows.push(Row {
                low: Some(c.low),
                high: Some(c.high),
                count: Some(c.won),
                of: Some(c.played),
                ..r("card_win_rate", &c.card, c.rate)
            });
        }
        let n = &self.not_exercised;
        for (sort, list) in [
            ("move kind", &n.moves),
            ("card kind", &n.card_kinds),
            ("card", &n.cards),
        ] {
            for name in list {
                rows.push(Row {
                    text: Some(sort.to_string()),
                    ..r("not_exercised", name, 0.0)
                });
            }
        }
        rows
    }
}

/// The measure counting the games without a winner: `draws`, or `losses` at a table of one,
/// where no winner means the game beat the player ([`crate::rules::Outcome::score`]).
pub fn no_winner_measure(players: u8) -> &'static str {
    if crate::rules::no_winner_is_a_loss(players) {
        "losses"
    } else {
        "draws"
    }
}

/// The table of outcomes: the wins of each of `players` places (seats, or places in turn
/// order), then the games no seat won alone (draws and ties).
fn outcome_table(wins: &[u64], draws: u64, players: u8) -> Vec<u64> {
    let mut t: Vec<u64> = (0..usize::from(players))
        .map(|i| wins.get(i).copied().unwrap_or(0))
        .collect();
    t.push(draws);
    t
}

/// Ludii's balance of a table of outcomes, with its bootstrap interval.
fn balance_of(outcomes: &[u64], method: &str) -> Option<Balance> {
    balance(outcomes).map(|value| {
        let (low, high) = stats::bootstrap(outcomes, |t| balance(t).unwrap_or(0.0));
        Balance {
            value,
            low,
            high,
            method: method.to_string(),
        }
    })
}

fn lead_report(p: &Partial) -> Option<LeadReport> {
    let l = &p.lead;
    if l.games == 0 {
        return None;
    }
    let n = l.games;
    let decided_sum: u64 = l
        .decided
        .iter()
        .enumerate()
        .map(|(k, c)| k as u64 * c)
        .sum();
    Some(LeadReport {
        games: n,
        mean_changes: l.changes as f64 / n as f64,
        changes_histogram: l.changes_histogram.clone(),
        leader_won: l
            .winner_led
            .iter()
            .enumerate()
            .map(|(k, w)| SeatRate::new(format!("{}%", (k + 1) * 100 / LEAD_POINTS), *w, n))
            .collect(),
        decided_histogram: l.decided.clone(),
        mean_decided: decided_sum as f64 / (n as f64 * LEAD_POINTS as f64),
    })
}

/// "1st", "2nd", "3rd", "4th".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One row of the CSV export.
#[derive(Clone, Debug, Default)]
struct Row {
    measure: String,
    item: String,
    value: f64,
    low: Option<f64>,
    high: Option<f64>,
    count: Option<u64>,
    of: Option<u64>,
    /// A value that is words (a variant's option, a bot).
    text: Option<String>,
}

impl Row {
    fn header() -> String {
        "measure,item,value,low,high,count,of".to_string()
    }

    fn line(&self) -> String {
        let num = |v: Option<f64>| v.map(fmt_num).unwrap_or_default();
        let int = |v: Option<u64>| v.map(|v| v.to_string()).unwrap_or_default();
        let value = match &self.text {
            Some(t) => csv_field(t),
            None => fmt_num(self.value),
        };
        format!(
            "{},{},{},{},{},{},{}",
            csv_field(&self.measure),
            csv_field(&self.item),
            value,
            num(self.low),
            num(self.high),
            int(self.count),
            int(self.of)
        )
    }
}

/// A number as the CSV writes it: whole numbers plainly, others to 6 decimals.
pub(super) fn fmt_num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.6}")
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub(super) fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}
