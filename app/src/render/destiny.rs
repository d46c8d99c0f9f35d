//! The render model of Destiny: labels for moves and cards, the phase bar, the readable Destiny
//! total, and the numbers and bars of the simulation charts (win rates with Wilson intervals,
//! wins by seat, game lengths). No Leptos here: all of it is tested natively.

use protoplay_engine::rules::destiny::{
    Alignment, Breakdown, Card, DestinyData, DestinyGame, Move, Phase, Seat, Treasure,
    value_modifiers as engine_modifiers,
};
use protoplay_engine::sim::Partial;

/// The eleven phases of a round, in order (the engine's turn sequence).
pub const PHASES: [Phase; 11] = Phase::TURN;

/// A phase's name with a capital, as the phase bar shows it.
pub fn phase_title(p: Phase) -> String {
    let name = p.name();
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// "Player 2" (without the character), for short labels.
pub fn player(p: u8) -> String {
    format!("Player {}", u32::from(p) + 1)
}

/// A move as the button that makes it reads (the engine's label).
pub fn move_label(game: &DestinyGame, m: Move) -> String {
    game.move_label(&m)
}

/// What "Done" means in a phase.
pub fn done_label(phase: Phase) -> String {
    match phase {
        Phase::Hit => "Done discarding (refill my hand)".to_string(),
        Phase::FirstAid | Phase::SecondAid => "No (more) Aid cards: done".to_string(),
        Phase::Action => "Done with actions".to_string(),
        Phase::Base => "No more bases: done".to_string(),
        Phase::Bonus => "No more bonus cards: done".to_string(),
        Phase::Multiplier => "No more multipliers: done".to_string(),
        _ => "Done".to_string(),
    }
}

/// The move a click on a hand card asks for in the current phase, when exactly one fits or the
/// card fits none (then the engine's refusal tells why). `None` when several fit (the person
/// picks among [`card_moves`]).
pub fn card_click(game: &DestinyGame, legal: &[Move], card: Card) -> Option<Move> {
    let fits = card_moves(legal, card);
    match fits.len() {
        1 => return fits.first().copied(),
        0 => {}
        _ => return None,
    }
    let first_base = game
        .to_act()
        .and_then(|p| game.seat(p))
        .and_then(|s| s.stacks.first().map(|st| st.base))
        .unwrap_or(card);
    Some(if game.pending_discard().is_some() {
        Move::Discard(card)
    } else {
        match game.phase() {
            Phase::Setup => Move::ChooseCharacter(card),
            Phase::FirstAid | Phase::SecondAid => Move::PlayAid(card),
            Phase::Hit => Move::Discard(card),
            Phase::Bonus => Move::PlayBonus {
                card,
                base: first_base,
            },
            Phase::Multiplier => Move::PlayMultiplier {
                card,
                base: first_base,
            },
            _ => Move::PlayBase(card),
        }
    })
}

/// The legal moves that play or discard this card.
pub fn card_moves(legal: &[Move], card: Card) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|m| match *m {
            Move::ChooseCharacter(c)
            | Move::PlayAid(c)
            | Move::Discard(c)
            | Move::PlayBase(c)
            | Move::PlayBonus { card: c, .. }
            | Move::PlayMultiplier { card: c, .. } => c == card,
            _ => false,
        })
        .collect()
}

/// The legal moves that do not name a hand card (powers, done): shown as buttons of their own.
pub fn other_moves(legal: &[Move]) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|m| {
            !matches!(
                m,
                Move::ChooseCharacter(_)
                    | Move::PlayAid(_)
                    | Move::Discard(_)
                    | Move::PlayBase(_)
                    | Move::PlayBonus { .. }
                    | Move::PlayMultiplier { .. }
            )
        })
        .collect()
}

/// A CSS class for a card's printed alignment in the standard deck these screens play (the
/// name is always written too).
pub fn card_class(c: Card) -> &'static str {
    match DestinyData::standard().alignment(c) {
        Some(Alignment::Good) => "dcard good",
        Some(Alignment::Evil) => "dcard evil",
        Some(Alignment::Law) => "dcard law",
        Some(Alignment::Chaos) => "dcard chaos",
        Some(Alignment::Nature) => "dcard nature",
        None => "dcard character",
    }
}

/// A card's title for a tooltip: a character's power, or the card's kind.
pub fn card_title(c: Card) -> String {
    match c.character() {
        Some(ch) => format!("{}: {}", ch.name(), ch.power()),
        None => format!("{} card", DestinyData::standard().kind(c).name()),
    }
}

/// A treasure as a person reads it: name, points and power.
pub fn treasure_label(t: Treasure) -> String {
    let power = t.kind().power();
    let pts = t.points();
    let tp = if pts == 1 { "1 TP" } else { "" };
    let tp = if tp.is_empty() {
        format!("{pts} TP")
    } else {
        tp.to_string()
    };
    if power.is_empty() {
        format!("{} ({tp})", t.name())
    } else {
        format!("{} ({tp}; {power})", t.name())
    }
}

/// The powers that change a played card's value for its owner, with the amount each adds (the
/// engine's reading, for the standard deck these screens play).
pub fn value_modifiers(c: Card, alignment: Alignment, seat: &Seat) -> Vec<(String, i32)> {
    engine_modifiers(&DestinyData::standard(), c, alignment, seat)
        .into_iter()
        .map(|(n, v)| (n.to_string(), v))
        .collect()
}

/// One card of a stack in the breakdown: "Good Base 3 = 3" or "Law Base 2 (Law) 2 +1 Knight = 3".
pub fn card_value_text(game: &DestinyGame, p: u8, c: Card) -> String {
    game.card_value_text(p, c)
}

/// A player's Destiny total now, as lines a person reads (see [`breakdown_text`]).
pub fn breakdown_lines(game: &DestinyGame, p: u8) -> Vec<String> {
    breakdown_text(game, p, &game.breakdown(p))
}

/// A breakdown as lines a person reads: per base stack its cards with the powers that change
/// their values (named from `game`'s seats), then (base + bonus) × multiplier + alignment bonus,
/// then the Overlord and the total.
pub fn breakdown_text(game: &DestinyGame, p: u8, b: &Breakdown) -> Vec<String> {
    let mut out = Vec::new();
    for (st, sc) in &b.stacks {
        let cards: Vec<String> = st.cards().map(|c| card_value_text(game, p, c)).collect();
        out.push(format!("Stack on {}: {}", st.base, cards.join("; ")));
        if sc.void {
            out.push("  no multiplier: scores 0".to_string());
        } else {
            out.push(format!(
                "  (base {} + bonus {}) × {} + alignment bonus {} = {}",
                sc.base, sc.bonus, sc.multiplier, sc.alignment_bonus, sc.total
            ));
        }
    }
    if b.stacks.is_empty() {
        out.push("No base cards played: 0".to_string());
    }
    if b.overlord != 0 {
        out.push(format!("Overlord: Destiny total +{}", b.overlord));
    }
    out.push(format!("Destiny total: {}", b.total));
    out
}

/// Who won, as the end of the game says it.
pub fn outcome_text(game: &DestinyGame) -> Option<String> {
    let o = game.outcome()?;
    let why = match o.reason {
        protoplay_engine::rules::destiny::EndReason::FivePoints => "reached 5 treasure points",
        protoplay_engine::rules::destiny::EndReason::TreasureRanOut => {
            "has the most treasure points when the treasure deck ran out"
        }
        protoplay_engine::rules::destiny::EndReason::RoundLimit => {
            "has the most treasure points at the round limit"
        }
    };
    Some(match o.winner {
        Some(w) => format!("{} wins: {why}.", game.seat_name(w)),
        None => "A draw: the most treasure points are tied.".to_string(),
    })
}

// ---------- Simulation statistics ----------

/// The 95% Wilson score interval of `k` successes in `n` trials, as fractions (0–1).
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    // At the ends the interval touches 0 or 1 exactly (rounding would leave a hair's width).
    let low = if k == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let high = if k as f64 >= n {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (low, high)
}

/// One bar of a win-rate chart.
#[derive(Clone, Debug, PartialEq)]
pub struct RateBar {
    pub label: String,
    pub wins: u64,
    /// Games the rate is out of.
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl RateBar {
    fn new(label: String, wins: u64, of: u64) -> Self {
        let (low, high) = wilson(wins, of);
        Self {
            label,
            wins,
            of,
            rate: if of == 0 {
                0.0
            } else {
                wins as f64 / of as f64
            },
            low,
            high,
        }
    }

    /// The bar's text: "Thief: 31.2% (52 of 167; 95% CI 24.6–38.5%)".
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

/// The charts of a simulation run.
#[derive(Clone, Debug, PartialEq)]
pub struct SimCharts {
    pub games: u64,
    pub draws: u64,
    /// Win rate of each character when at the table, best first.
    pub characters: Vec<RateBar>,
    /// Win rate by seat (seat 1 moves first in round 1).
    pub seats: Vec<RateBar>,
    /// Games by length in rounds, shortest first.
    pub rounds: Vec<(u32, u64)>,
    pub mean_rounds: f64,
}

impl SimCharts {
    /// The charts of merged statistics.
    pub fn new(p: &Partial) -> Self {
        let mut characters: Vec<RateBar> = p
            .plays_by_character
            .iter()
            .map(|(name, plays)| {
                let wins = p.wins_by_character.get(name).copied().unwrap_or(0);
                RateBar::new(name.clone(), wins, *plays)
            })
            .collect();
        characters.sort_by(|a, b| b.rate.total_cmp(&a.rate).then(a.label.cmp(&b.label)));
        let seats = p
            .wins_by_seat
            .iter()
            .enumerate()
            .map(|(i, w)| RateBar::new(player(i as u8), *w, p.games))
            .collect();
        Self {
            games: p.games,
            draws: p.draws,
            characters,
            seats,
            rounds: p.rounds_histogram.iter().map(|(r, n)| (*r, *n)).collect(),
            mean_rounds: if p.games == 0 {
                0.0
            } else {
                p.total_rounds as f64 / p.games as f64
            },
        }
    }

    /// The largest histogram count (for scaling the bars; at least 1).
    pub fn max_round_count(&self) -> u64 {
        self.rounds
            .iter()
            .map(|(_, n)| *n)
            .max()
            .unwrap_or(0)
            .max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::rules::destiny::powers::card_value;
    use protoplay_engine::rules::destiny::{Character, Variants};
    use protoplay_engine::sim::{self, SimSettings};

    use crate::state::destiny_sim::{RunRequest, WorkerReply, play_run};

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: 40.4% to 59.6% (the textbook Wilson example).
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        // No wins still has an upper bound; all wins a lower one.
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
        let (lo, hi) = wilson(10, 10);
        assert!((lo - 0.7225).abs() < 1e-3 && (hi - 1.0).abs() < 1e-9);
        assert_eq!(wilson(0, 0), (0.0, 0.0));
    }

    /// The browser's worker plays a run in batches of the sizes its clock suggests and the page
    /// merges its reports: the numbers must be the CLI's (`protoplay-sim --game destiny
    /// --players 4 --games 1000 --seed 7`, on 2 threads here).
    #[test]
    fn the_workers_reports_merge_to_the_cli_run() {
        let mut settings = SimSettings::new("destiny");
        settings.players = 4;
        settings.games = 1000;
        settings.seed = 7;
        let mut whole_settings = settings.clone();
        whole_settings.threads = 2;
        let whole = sim::run(&whole_settings).expect("runs");
        let req = RunRequest {
            run: 1,
            settings: settings.clone(),
            first: 0,
            count: settings.games,
            report_ms: 5.0,
        };
        // A clock that makes batches and reports of uneven sizes.
        let mut merged = Partial::default();
        let mut reports = 0;
        play_run(
            &req,
            &mut crate::state::destiny_sim::tests::erratic(),
            &mut |reply| match reply {
                WorkerReply::Progress { partial, .. } => {
                    reports += 1;
                    merged.merge(&partial).expect("merges");
                }
                other => panic!("{other:?}"),
            },
        );
        assert!(reports > 5, "{reports} reports");
        assert_eq!(merged, whole);
        assert_eq!(merged.wins_by_seat, vec![224, 267, 246, 263]);
        let charts = SimCharts::new(&merged);
        let seat_wins: u64 = charts.seats.iter().map(|b| b.wins).sum();
        assert_eq!(seat_wins + charts.draws, 1000);
        assert_eq!(charts.rounds.iter().map(|r| r.1).sum::<u64>(), 1000);
        // Four characters (or none) at the table in each game.
        let plays: u64 = charts.characters.iter().map(|b| b.of).sum();
        assert_eq!(plays, 4 * 1000);
        for b in &charts.characters {
            assert!(b.low <= b.rate && b.rate <= b.high, "{}", b.text());
        }
    }

    #[test]
    fn every_phase_has_a_title_and_done_a_label() {
        let titles: Vec<String> = PHASES.iter().map(|p| phase_title(*p)).collect();
        assert_eq!(titles[0], "First aid");
        assert_eq!(titles[10], "Destiny");
        assert_eq!(done_label(Phase::Hit), "Done discarding (refill my hand)");
    }

    #[test]
    fn every_legal_move_has_a_distinct_readable_label() {
        let mut g = DestinyGame::new(4, 5, Variants::default()).expect("table");
        let mut rng = protoplay_engine::table::Rng::seeded(1);
        let mut steps = 0;
        while !g.is_over() && steps < 3000 {
            let legal = g.legal_moves();
            let labels: Vec<String> = legal.iter().map(|m| move_label(&g, *m)).collect();
            let mut unique = labels.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), labels.len(), "{labels:?}");
            assert!(labels.iter().all(|l| !l.is_empty()));
            let m = legal[rng.index(legal.len())];
            g.apply(m).expect("legal");
            steps += 1;
        }
    }

    #[test]
    fn a_card_click_is_the_one_fitting_move_or_a_refusable_guess() {
        let g = DestinyGame::new(2, 9, Variants::default()).expect("table");
        let legal = g.legal_moves();
        let p = g.to_act().expect("someone chooses");
        let hand: Vec<Card> = g.seat(p).expect("seat").hand.iter().collect();
        for c in hand {
            let m = card_click(&g, &legal, c).expect("one move per card in setup");
            if c.is_character() {
                assert_eq!(m, Move::ChooseCharacter(c));
                assert!(g.is_legal(m));
            } else {
                let mut t = g.clone();
                assert!(t.apply(m).is_err(), "a non-character is refused in setup");
            }
        }
    }

    #[test]
    fn the_breakdown_names_modifiers_and_adds_up() {
        // Play games until someone scores with a modifier, and check the text against the total.
        let mut found = false;
        for seed in 0..40 {
            let mut g = DestinyGame::new(3, seed, Variants::default()).expect("table");
            let mut bots: Vec<_> = (0..3)
                .map(|_| {
                    protoplay_engine::rules::SeatBot::<DestinyGame>::by_name("greedy").expect("bot")
                })
                .collect();
            let mut rng = protoplay_engine::table::Rng::seeded(seed);
            use protoplay_engine::rules::Bot;
            while let Some(p) = g.to_act() {
                let m = bots[usize::from(p)].choose(&g, &mut rng).expect("a move");
                g.apply(m).expect("bot move");
                if g.phase() == Phase::Multiplier || g.phase() == Phase::Total {
                    for q in 0..3 {
                        let lines = breakdown_lines(&g, q);
                        let last = lines.last().expect("a total line");
                        assert_eq!(last, &format!("Destiny total: {}", g.destiny_total(q)));
                        if lines
                            .iter()
                            .any(|l| l.contains(" +2 King") || l.contains("+1 "))
                        {
                            found = true;
                        }
                    }
                }
            }
            if found {
                break;
            }
        }
        assert!(found, "some game shows a named modifier");
    }

    #[test]
    fn modifiers_sum_to_the_engine_value() {
        let seat = Seat {
            powers: Character::King.bit() | Character::Knight.bit(),
            owned: Treasure::KINGS_CROWN.bit(),
            ..Seat::default()
        };
        let law_base = Card(2 * 10 + 1); // Law Base 2
        let mods = value_modifiers(law_base, Alignment::Law, &seat);
        let sum: i32 = mods.iter().map(|m| m.1).sum();
        let d = DestinyData::standard();
        assert_eq!(
            d.value(law_base) + sum,
            card_value(&d, law_base, Alignment::Law, &seat)
        );
        assert_eq!(sum, 4);
    }

    #[test]
    fn treasures_read_with_points_and_power() {
        assert_eq!(treasure_label(Treasure(0)), "Lesser Hoard (1 TP)");
        assert_eq!(
            treasure_label(Treasure::KINGS_CROWN),
            "Kings Crown (1 TP; Law cards +1)"
        );
        assert_eq!(
            treasure_label(Treasure::DRAGONS_HOARD),
            "Dragons Hoard (3 TP)"
        );
    }
}
