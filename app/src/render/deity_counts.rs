//! Choosing how many: after a hex (or two) is chosen for raising armies, turning armies back
//! into population, moving, Godspeed or an attack, the person picks any legal count rather than
//! one of the few the engine lists for bots (1, half, all).
//!
//! Each count is a field bounded by its legal maximum. The maxima come from the engine: the
//! largest count `is_legal` accepts for that field alone (the others at zero), or the units
//! ready to attack. A combination the engine refuses (two counts that together break a terrain
//! limit, say) is refused with the engine's own reason when confirmed.
//!
//! An attack lists every hex of the attacker next to the target with units ready, when the
//! "battles across several hexes" variant allows it (`MultiHexBattle::Combined`): the engine's
//! `Move::Attack { target, from: [(hex, count), ..] }` takes the hexes with a count above zero.

use protoplay_engine::hex::{Hex, neighbours};
use protoplay_engine::rules::deity::{DeityGame, Miracle, Move, MultiHexBattle, Target};

/// What the counts are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountKind {
    Raise { hex: Hex },
    Disband { hex: Hex },
    Move { from: Hex, to: Hex },
    Godspeed { from: Hex, to: Hex },
    Attack { target: Hex },
}

/// What one field counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Armies raised or turned back (one field).
    Armies,
    /// Population moved.
    MovedPopulation,
    /// Armies moved.
    MovedArmies,
    /// Armies and monsters attacking from this hex.
    AttackingFrom(Hex),
}

/// One number to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountField {
    pub counted: Counted,
    /// The input's label ("Armies to raise", "Armies attacking from Plains (3,4)").
    pub label: String,
    pub min: u32,
    pub max: u32,
    /// The value offered first: from the largest legal move the engine lists.
    pub value: u32,
}

/// The counts being chosen for one action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counting {
    pub kind: CountKind,
    pub fields: Vec<CountField>,
}

/// The largest `c` in `1..=cap` that `legal(c)` accepts (0 if none). Counts are small (a hex
/// holds at most a few dozen counters), so asking the engine for each is cheap and exact.
fn largest(cap: u32, legal: impl Fn(u32) -> bool) -> u32 {
    (1..=cap).rev().find(|&c| legal(c)).unwrap_or(0)
}

fn name(g: &DeityGame, hex: Hex) -> String {
    g.map()
        .index(hex)
        .map_or_else(|| format!("({}, {})", hex.x, hex.y), |i| g.hex_name(i))
}

impl Counting {
    /// The counts for the action of a listed move, or `None` for a move with no count.
    /// `clicked` is the hex the person attacks from (it is offered first and filled in).
    pub fn for_move(g: &DeityGame, mv: &Move, clicked: Option<Hex>) -> Option<Counting> {
        let kind = match mv {
            Move::RaiseArmies { hex, .. } => CountKind::Raise { hex: *hex },
            Move::DisbandArmies { hex, .. } => CountKind::Disband { hex: *hex },
            Move::MoveCounters { from, to, .. } => CountKind::Move {
                from: *from,
                to: *to,
            },
            Move::Play {
                card: Miracle::Godspeed,
                target: Target::Godspeed { from, to, .. },
            } => CountKind::Godspeed {
                from: *from,
                to: *to,
            },
            Move::Attack { target, .. } => CountKind::Attack { target: *target },
            _ => return None,
        };
        let mut c = Counting {
            kind,
            fields: Vec::new(),
        };
        c.fields = c.make_fields(g, clicked);
        c.fields.retain(|f| f.max > 0);
        (!c.fields.is_empty()).then_some(c)
    }

    fn make_fields(&self, g: &DeityGame, clicked: Option<Hex>) -> Vec<CountField> {
        let one = |counted, label: &str, max, value| CountField {
            counted,
            label: label.to_string(),
            min: 1,
            max,
            value,
        };
        match self.kind {
            CountKind::Raise { hex } => {
                let cap = g.counts(hex).map_or(0, |c| c.population);
                let max = largest(cap, |count| g.is_legal(&Move::RaiseArmies { hex, count }));
                vec![one(Counted::Armies, "Armies to raise", max, max)]
            }
            CountKind::Disband { hex } => {
                let cap = g.counts(hex).map_or(0, |c| c.armies);
                let max = largest(cap, |count| g.is_legal(&Move::DisbandArmies { hex, count }));
                vec![one(
                    Counted::Armies,
                    "Armies to turn into population",
                    max,
                    max,
                )]
            }
            CountKind::Move { from, .. } | CountKind::Godspeed { from, .. } => {
                let (cap_p, cap_a) = g.movable(from);
                let probe = |p, a| g.is_legal(&self.build_from(p, a, &[]));
                let max_p = largest(cap_p, |p| probe(p, 0));
                let max_a = largest(cap_a, |a| probe(0, a));
                // Offer the largest pair the engine accepts, population first.
                let (p, a) = (0..=max_p)
                    .rev()
                    .flat_map(|p| (0..=max_a).rev().map(move |a| (p, a)))
                    .find(|&(p, a)| p + a > 0 && probe(p, a))
                    .unwrap_or((max_p, 0));
                let field = |counted, label: &str, max, value| CountField {
                    counted,
                    label: label.to_string(),
                    min: 0,
                    max,
                    value,
                };
                vec![
                    field(Counted::MovedPopulation, "Population to move", max_p, p),
                    field(Counted::MovedArmies, "Armies to move", max_a, a),
                ]
            }
            CountKind::Attack { target } => {
                let combined = g.variants().multi_hex_battle == MultiHexBattle::Combined;
                let who = g.to_move();
                let mut hexes: Vec<Hex> = clicked.into_iter().collect();
                if combined {
                    for n in neighbours(target) {
                        if !hexes.contains(&n) && g.counts(n).is_some_and(|c| c.owner == who) {
                            hexes.push(n);
                        }
                    }
                }
                hexes
                    .into_iter()
                    .map(|h| {
                        let max = g.map().index(h).map_or(0, |i| {
                            let (fresh, again) = g.ready_to_attack(i);
                            fresh + again
                        });
                        let first = Some(h) == clicked;
                        CountField {
                            counted: Counted::AttackingFrom(h),
                            label: format!("Armies attacking from {}", name(g, h)),
                            min: 0,
                            max,
                            value: if first { max } else { 0 },
                        }
                    })
                    .collect()
            }
        }
    }

    /// Moving counters or Godspeed with these counts; an attack from these hexes.
    fn build_from(&self, population: u32, armies: u32, attack: &[(Hex, u32)]) -> Move {
        match self.kind {
            CountKind::Raise { hex } => Move::RaiseArmies { hex, count: armies },
            CountKind::Disband { hex } => Move::DisbandArmies { hex, count: armies },
            CountKind::Move { from, to } => Move::MoveCounters {
                from,
                to,
                population,
                armies,
            },
            CountKind::Godspeed { from, to } => Move::Play {
                card: Miracle::Godspeed,
                target: Target::Godspeed {
                    from,
                    to,
                    population,
                    armies,
                },
            },
            CountKind::Attack { target } => Move::Attack {
                target,
                from: attack.iter().copied().filter(|(_, n)| *n > 0).collect(),
            },
        }
    }

    /// The move these values make (one value per field, in order).
    pub fn build(&self, values: &[u32]) -> Move {
        let (mut population, mut armies, mut attack) = (0, 0, Vec::new());
        for (f, &v) in self.fields.iter().zip(values) {
            match f.counted {
                Counted::Armies | Counted::MovedArmies => armies = v,
                Counted::MovedPopulation => population = v,
                Counted::AttackingFrom(h) => attack.push((h, v)),
            }
        }
        self.build_from(population, armies, &attack)
    }

    /// The values first offered.
    pub fn initial(&self) -> Vec<u32> {
        self.fields.iter().map(|f| f.value).collect()
    }

    /// What the person is choosing, as a heading ("Raise armies in Plains (3,4)").
    pub fn title(&self, g: &DeityGame) -> String {
        match self.kind {
            CountKind::Raise { hex } => format!("Raise armies in {}", name(g, hex)),
            CountKind::Disband { hex } => {
                format!("Turn armies into population in {}", name(g, hex))
            }
            CountKind::Move { from, to } => {
                format!("Move from {} to {}", name(g, from), name(g, to))
            }
            CountKind::Godspeed { from, to } => {
                format!("Godspeed from {} to {}", name(g, from), name(g, to))
            }
            CountKind::Attack { target } => format!("Attack {}", name(g, target)),
        }
    }

    /// The hex the action is about, to mark on the map.
    pub fn focus(&self) -> Hex {
        match self.kind {
            CountKind::Raise { hex } | CountKind::Disband { hex } => hex,
            CountKind::Move { to, .. } | CountKind::Godspeed { to, .. } => to,
            CountKind::Attack { target } => target,
        }
    }

    /// The move the typed values make, or what is wrong with them in words: a value that is
    /// not a whole number in its field's range, nothing chosen at all, or the engine's reason.
    pub fn check(&self, g: &DeityGame, typed: &[String]) -> Result<Move, String> {
        let mut values = Vec::with_capacity(self.fields.len());
        for (f, t) in self.fields.iter().zip(typed) {
            match t.trim().parse::<u32>() {
                Ok(v) if (f.min..=f.max).contains(&v) => values.push(v),
                _ => {
                    return Err(format!(
                        "{}: enter a whole number from {} to {}",
                        f.label, f.min, f.max
                    ));
                }
            }
        }
        if values.len() != self.fields.len() {
            return Err("every count is needed".to_string());
        }
        if values.iter().all(|&v| v == 0) {
            return Err(match self.kind {
                CountKind::Attack { .. } => "choose at least one army to attack with",
                _ => "choose at least one counter to move",
            }
            .to_string());
        }
        let mv = self.build(&values);
        g.clone()
            .apply(mv.clone())
            .map(|()| mv)
            .map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::rules::deity::{BotKind, Phase, Selecting, Variants, WorldBuilding};

    fn game(v: Variants, seed: u64) -> DeityGame {
        DeityGame::new(
            seed,
            2,
            Variants {
                world: WorldBuilding::Generated,
                ..v
            },
        )
        .expect("game")
    }

    fn play_until(g: &mut DeityGame, stop: impl Fn(&DeityGame) -> bool) -> bool {
        let mut bot = BotKind::Heuristic.make(3);
        for _ in 0..20_000 {
            if stop(g) {
                return true;
            }
            if g.is_over() {
                return false;
            }
            let legal = g.legal_moves();
            let i = bot.choose(g, &legal);
            g.apply(legal[i].clone()).expect("legal");
        }
        false
    }

    fn texts(v: &[u32]) -> Vec<String> {
        v.iter().map(u32::to_string).collect()
    }

    /// Raising offers every count from 1 to the legal maximum, not only 1, half and all; each
    /// is legal, one more is refused with a message, and so is text that is not a number.
    #[test]
    fn raising_offers_any_legal_count() {
        let mut g = game(Variants::default(), 11);
        let found = play_until(&mut g, |g| {
            g.phase() == Phase::RaiseArmies
                && g.legal_targets(Selecting::RaiseArmies).iter().any(|&h| {
                    Counting::for_move(g, &Move::RaiseArmies { hex: h, count: 1 }, None)
                        .is_some_and(|c| c.fields[0].max >= 4)
                })
        });
        assert!(found, "a hex that can raise 4 or more");
        let hex = g
            .legal_targets(Selecting::RaiseArmies)
            .into_iter()
            .find(|&h| {
                Counting::for_move(&g, &Move::RaiseArmies { hex: h, count: 1 }, None)
                    .is_some_and(|c| c.fields[0].max >= 4)
            })
            .expect("found above");
        let c = Counting::for_move(&g, &Move::RaiseArmies { hex, count: 1 }, None).expect("counts");
        let max = c.fields[0].max;
        assert_eq!(c.fields[0].value, max, "all offered first");
        for n in 1..=max {
            let mv = c.check(&g, &texts(&[n])).expect("legal");
            assert_eq!(mv, Move::RaiseArmies { hex, count: n });
            assert!(g.is_legal(&mv));
        }
        assert!(!g.is_legal(&Move::RaiseArmies {
            hex,
            count: max + 1
        }));
        let err = c.check(&g, &texts(&[max + 1])).expect_err("too many");
        assert_eq!(
            err,
            format!("Armies to raise: enter a whole number from 1 to {max}")
        );
        assert!(c.check(&g, &["two".to_string()]).is_err());
        assert!(c.check(&g, &["0".to_string()]).is_err());
        assert!(c.title(&g).starts_with("Raise armies in "));
    }

    /// Moving: population and armies each from 0 to what may move; nothing at all is refused.
    #[test]
    fn moving_offers_both_counts_and_refuses_nothing_moved() {
        let mut g = game(Variants::default(), 11);
        assert!(play_until(&mut g, |g| {
            g.phase() == Phase::Movement
                && g.legal_moves()
                    .iter()
                    .any(|m| matches!(m, Move::MoveCounters { population, .. } if *population >= 3))
        }));
        let mv = g
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::MoveCounters { population, .. } if *population >= 3))
            .expect("found above");
        let c = Counting::for_move(&g, &mv, None).expect("counts");
        let pop = &c.fields[0];
        assert_eq!(pop.counted, Counted::MovedPopulation);
        assert!(pop.max >= 3);
        assert!(g.is_legal(&c.build(&c.initial())));
        // Every population count alone is legal (up to the maximum), so 2 is, which the
        // listed moves (1, half, all) may not include.
        let zeros = vec![0; c.fields.len()];
        for n in 1..=pop.max {
            let mut v = zeros.clone();
            v[0] = n;
            assert!(c.check(&g, &texts(&v)).is_ok(), "{n}");
        }
        assert_eq!(
            c.check(&g, &texts(&zeros)).expect_err("nothing"),
            "choose at least one counter to move"
        );
    }

    /// With "battles across several hexes", the attack lists every own hex next to the target
    /// with armies ready, and a move from two of them is the engine's combined attack; in the
    /// default variant only the hex clicked is offered.
    #[test]
    fn a_combined_attack_takes_armies_from_several_hexes() {
        let v = Variants {
            multi_hex_battle: MultiHexBattle::Combined,
            ..Variants::default()
        };
        let mut found = None;
        for seed in 0..60 {
            let mut g = game(v.clone(), seed);
            let ok = play_until(&mut g, |g| {
                g.legal_moves()
                    .iter()
                    .any(|m| matches!(m, Move::Attack { from, .. } if from.len() > 1))
            });
            if ok {
                found = Some(g);
                break;
            }
        }
        let g = found.expect("a seed with a combined attack");
        let Some(Move::Attack { target, from }) = g
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Attack { from, .. } if from.len() > 1))
        else {
            unreachable!()
        };
        let first = from[0].0;
        let c = Counting::for_move(
            &g,
            &Move::Attack {
                target,
                from: vec![(first, 1)],
            },
            Some(first),
        )
        .expect("counts");
        assert!(c.fields.len() >= 2, "{c:?}");
        assert_eq!(c.fields[0].counted, Counted::AttackingFrom(first));
        assert_eq!(c.fields[0].value, c.fields[0].max);
        assert!(c.fields[1..].iter().all(|f| f.value == 0));
        assert!(c.fields[1].label.starts_with("Armies attacking from "));
        // One army from each of the first two hexes: one battle from two hexes.
        let mut values = vec![0; c.fields.len()];
        values[0] = 1;
        values[1] = 1;
        let mv = c.check(&g, &texts(&values)).expect("legal combined attack");
        match &mv {
            Move::Attack { from, .. } => assert_eq!(from.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            c.check(&g, &texts(&vec![0; c.fields.len()]))
                .expect_err("none"),
            "choose at least one army to attack with"
        );
    }
}

/// The browser test of a combined attack starts from a saved game (seed + moves) in which
/// Player 1 is to fight with armies in two hexes next to the same enemy hex. It lives in
/// `tests/e2e/fixtures/deity-combined-attack.json`; this checks it still replays to such a
/// position, and `write_the_fixture` (run by hand) makes it again if the rules change.
#[cfg(test)]
mod fixture {
    use super::*;
    use crate::state::deity::{DeitySave, SeatKind};
    use protoplay_engine::rules::deity::{BotKind, Phase, Variants, WorldBuilding};
    use serde::{Deserialize, Serialize};

    const PATH: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/e2e/fixtures/deity-combined-attack.json"
    );

    /// The save, and the hexes the browser test clicks (by the start of their names).
    #[derive(Serialize, Deserialize)]
    struct Fixture {
        save: DeitySave,
        target: String,
        from: Vec<String>,
    }

    fn variants() -> Variants {
        Variants {
            world: WorldBuilding::Generated,
            multi_hex_battle: MultiHexBattle::Combined,
            ..Variants::default()
        }
    }

    /// Player 1's combined attack now, if there is one (with no battle or card pending).
    fn combined_attack(g: &DeityGame) -> Option<(Hex, Vec<Hex>)> {
        if g.to_move() != Some(0) || g.phase() != Phase::Battle || g.pending().is_some() {
            return None;
        }
        g.legal_moves().into_iter().find_map(|m| match m {
            Move::Attack { target, from } if from.len() > 1 => {
                Some((target, from.into_iter().map(|f| f.0).collect()))
            }
            _ => None,
        })
    }

    /// "Plains (5,6)": how the test finds a hex by its accessible name.
    fn short_name(g: &DeityGame, hex: Hex) -> String {
        let full = name(g, hex);
        full.split(" [").next().unwrap_or(&full).to_string()
    }

    #[test]
    #[ignore = "writes the browser test's fixture; run by hand"]
    fn write_the_fixture() {
        for seed in 0..200u64 {
            let mut s =
                DeitySave::new(seed, vec![SeatKind::Human, SeatKind::Heuristic], variants());
            let mut g = s.rebuild().expect("game");
            let mut bots = [
                BotKind::Heuristic.make(seed),
                BotKind::Heuristic.make(seed + 1),
            ];
            for _ in 0..4000 {
                if let Some((target, from)) = combined_attack(&g) {
                    let f = Fixture {
                        target: short_name(&g, target),
                        from: from.iter().map(|&h| short_name(&g, h)).collect(),
                        save: s,
                    };
                    let text = serde_json::to_string_pretty(&f).expect("json");
                    std::fs::write(PATH, text + "\n").expect("writes");
                    println!("seed {seed}");
                    return;
                }
                let Some(who) = g.to_move() else { break };
                let legal = g.legal_moves();
                let mv = legal[bots[usize::from(who)].choose(&g, &legal)].clone();
                g.apply(mv.clone()).expect("legal");
                s.moves.push(mv);
            }
        }
        panic!("no seed found");
    }

    #[test]
    fn the_browser_tests_saved_game_offers_a_combined_attack() {
        let text = std::fs::read_to_string(PATH).expect("the fixture is there");
        let f: Fixture = serde_json::from_str(&text).expect("reads");
        let g = f.save.rebuild().expect("replays");
        let (target, from) = combined_attack(&g).expect("a combined attack for Player 1");
        assert_eq!(f.target, short_name(&g, target));
        assert_eq!(
            f.from,
            from.iter().map(|&h| short_name(&g, h)).collect::<Vec<_>>()
        );
        // Names are unique on the map, so the browser test clicks the right hexes.
        let names: Vec<String> = g.map().hexes().iter().map(|&h| short_name(&g, h)).collect();
        assert_eq!(names.iter().filter(|n| **n == f.target).count(), 1);
        // The attack form from the first hex offers the second too.
        let c = Counting::for_move(
            &g,
            &Move::Attack {
                target,
                from: vec![(from[0], 1)],
            },
            Some(from[0]),
        )
        .expect("counts");
        assert!(
            c.fields
                .iter()
                .any(|x| x.counted == Counted::AttackingFrom(from[1]))
        );
    }
}
