//! Resolving a Land Battle's steps: the Martian step (each Tripod's actions from the Battle card,
//! detect and fire rolls against the Guns in range, moving and leaving the board) and the Human
//! step's fire (a Gun's hit roll, damage, a Trap). The choices that lead here are in
//! [`super::battle_moves`].

use std::collections::VecDeque;

use super::battle::{BStep, BTripod, FireRoll, Op, PendingRoll};
use super::data::{Action, Face, Plan};
use super::moves::{GunKind, Unit};
use super::state::{GunId, Tripod, TripodId, Wotw};

impl Wotw {
    /// The Tripods act, colour by colour down the card, each Tripod its actions in order.
    pub(super) fn martian_loop(&mut self) {
        loop {
            if self.outcome.is_some() {
                return;
            }
            let Some(b) = self.battle.as_deref_mut() else {
                return;
            };
            if b.step != BStep::Martian {
                return;
            }
            if b.over() {
                b.step = BStep::End;
                return;
            }
            if let Some(op) = b.ops.pop_front() {
                self.do_op(op);
                continue;
            }
            let Some(card) = b.card else {
                b.step = BStep::Human;
                return;
            };
            let spec = &self.data.battle_cards[usize::from(card)];
            if usize::from(b.order_pos) >= spec.order.len() {
                self.battle_discard.push(card);
                let b = self.b();
                b.last_card = b.card.take();
                b.step = BStep::Human;
                b.terrain = false;
                for g in &mut b.guns {
                    g.fired = 0;
                }
                return;
            }
            let colour = spec.order[usize::from(b.order_pos)];
            let next = b
                .tripods
                .iter()
                .find(|t| {
                    self.data.tripods[usize::from(t.id)] == colour && !b.acted.contains(&t.id)
                })
                .copied();
            let Some(t) = next else {
                b.order_pos += 1;
                continue;
            };
            b.acted.push(t.id);
            b.current = Some(t.id);
            let actions = &spec.actions[usize::from(colour)];
            // "If a Tripod is Damaged, it can only perform the first action on the Battle
            // card." "If the Tripod is Damaged, it cannot perform Special Actions this turn."
            let acts: Vec<Action> = if t.damaged {
                actions
                    .first()
                    .copied()
                    .filter(|a| !a.is_special())
                    .into_iter()
                    .collect()
            } else {
                actions.clone()
            };
            let mut ops = VecDeque::new();
            for a in acts {
                match a {
                    Action::Move(d) => ops.push_back(Op::Move(d)),
                    Action::Detect => ops.push_back(Op::Detect),
                    Action::Fire => ops.push_back(Op::Fire),
                    Action::Arrival => ops.push_back(Op::Arrival),
                    Action::DetectAll => ops.push_back(Op::DetectAll),
                    Action::DoubleMove => {
                        ops.push_back(Op::Move(0));
                        ops.push_back(Op::Move(0));
                    }
                    Action::FireAll => ops.push_back(Op::FireAll),
                    Action::FocusedDetect => ops.push_back(Op::FocusedDetect),
                    Action::FocusedFire => ops.push_back(Op::FocusedFire),
                    Action::HighActivity => {
                        ops.extend([Op::Detect, Op::Detect, Op::Fire, Op::Fire]);
                    }
                }
            }
            if ops.is_empty() {
                let damaged = t.damaged;
                self.say_with(|g| {
                    format!(
                        "The {}{} Tripod does not act",
                        if damaged { "Damaged " } else { "" },
                        g.tripod_name(t.id)
                    )
                });
            }
            self.b().ops = ops;
        }
    }

    /// Guns a Tripod's action may take, with their range, within range.
    fn guns_in_range(&self, t: &BTripod, detect: bool) -> Vec<(GunId, u8)> {
        let Some(b) = self.battle.as_deref() else {
            return Vec::new();
        };
        b.guns
            .iter()
            .filter_map(|g| {
                let cell = g.cell?;
                let ew = self.gun(g.id)?.earthworks;
                // Detect: "the closest Gun with an Earthworks counter"; Fire: "Only a Revealed
                // Gun can be Fired upon."
                if (ew > 0) != detect {
                    return None;
                }
                let r = self.data.board.distance(t.cell, cell);
                (r >= 1 && r <= self.data.max_range()).then_some((g.id, r))
            })
            .collect()
    }

    fn do_op(&mut self, op: Op) {
        let Some(t) = self
            .battle
            .as_ref()
            .and_then(|b| b.current.and_then(|c| b.tripod(c).copied()))
        else {
            // The Tripod left the board (or was destroyed): its actions end.
            self.b().ops.clear();
            return;
        };
        match op {
            Op::Move(d) => self.tripod_move(t.id, d),
            Op::Detect | Op::Fire => {
                let detect = op == Op::Detect;
                let guns = self.guns_in_range(&t, detect);
                let Some(r) = guns.iter().map(|g| g.1).min() else {
                    self.say_with(|g| {
                        format!(
                            "The {} Tripod tries to {}: no Gun {}in Range, no effect",
                            g.tripod_name(t.id),
                            if detect { "Detect" } else { "Fire" },
                            if detect {
                                "with Earthworks "
                            } else {
                                "Revealed "
                            }
                        )
                    });
                    return;
                };
                let candidates = guns.iter().filter(|g| g.1 == r).map(|g| g.0).collect();
                self.martian_roll(t.id, detect, r, candidates);
            }
            Op::DetectGun(g) | Op::FireGun(g) => {
                let detect = matches!(op, Op::DetectGun(_));
                let guns = self.guns_in_range(&t, detect);
                if let Some(&(_, r)) = guns.iter().find(|x| x.0 == g) {
                    self.martian_roll(t.id, detect, r, vec![g]);
                }
            }
            Op::DetectAll | Op::FireAll => {
                let detect = op == Op::DetectAll;
                let mut guns = self.guns_in_range(&t, detect);
                crate::sort::sort_by_key(&mut guns, |g| g.1);
                let b = self.b();
                for (g, _) in guns.into_iter().rev() {
                    b.ops.push_front(if detect {
                        Op::DetectGun(g)
                    } else {
                        Op::FireGun(g)
                    });
                }
            }
            Op::FocusedDetect | Op::FocusedFire => {
                let detect = op == Op::FocusedDetect;
                let guns = self.guns_in_range(&t, detect);
                let Some(r) = guns.iter().map(|g| g.1).min() else {
                    self.say_with(|g| {
                        format!(
                            "The {} Tripod's Focused {}: no Gun in Range, no effect",
                            g.tripod_name(t.id),
                            if detect { "Detect" } else { "Fire" }
                        )
                    });
                    return;
                };
                let candidates: Vec<GunId> =
                    guns.iter().filter(|g| g.1 == r).map(|g| g.0).collect();
                let p = PendingRoll {
                    tripod: t.id,
                    detect,
                    range: r,
                    candidates,
                    face: None,
                };
                self.martian_result(p);
            }
            Op::Arrival => {
                let c = self.data.board.letters[2];
                match self.draw_tripod() {
                    Some(id) => {
                        self.b().tripods.push(BTripod {
                            id,
                            damaged: false,
                            cell: c,
                        });
                        self.say_with(|g| {
                            format!(
                                "Arrival: a new {} Tripod appears on {} and joins the Wave",
                                g.tripod_name(id),
                                g.cell_name(c)
                            )
                        });
                    }
                    None => self.say("Arrival: the cup is empty, no effect".into()),
                }
            }
        }
    }

    /// A Tripod rolls to Detect or Fire; Line of Sight may answer a success.
    fn martian_roll(&mut self, t: TripodId, detect: bool, range: u8, candidates: Vec<GunId>) {
        let face = self.roll();
        let p = PendingRoll {
            tripod: t,
            detect,
            range,
            candidates,
            face: Some(face),
        };
        let success = self.martian_success(&p);
        self.say_with(|g| {
            format!(
                "The {} Tripod rolls to {} at Range {range}: {} — {}",
                g.tripod_name(t),
                if detect { "Detect" } else { "Fire" },
                face.name(),
                if success { "success" } else { "no effect" }
            )
        });
        if success && self.b().plan_held(Plan::LineOfSight) {
            let b = self.b();
            b.pending = Some(p);
            b.step = BStep::MartianReroll;
        } else {
            self.martian_result(p);
        }
    }

    fn martian_success(&self, p: &PendingRoll) -> bool {
        match p.face {
            None => true,
            Some(f) => {
                let row = self.data.ranges[usize::from(p.range) - 1];
                row[if p.detect { 0 } else { 1 }] & f.bit() != 0
            }
        }
    }

    pub(super) fn martian_result(&mut self, p: PendingRoll) {
        if !self.martian_success(&p) {
            return;
        }
        match p.candidates.len() {
            0 => {}
            1 => self.martian_hits(p.tripod, p.detect, p.candidates[0]),
            _ => {
                let b = self.b();
                b.pending = Some(p);
                b.step = BStep::PickGun;
            }
        }
    }

    /// A successful Detect lowers a Gun's Earthworks by 1; a successful Fire destroys it.
    pub(super) fn martian_hits(&mut self, t: TripodId, detect: bool, gun: GunId) {
        if detect {
            let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) else {
                return;
            };
            g.earthworks = g.earthworks.saturating_sub(1);
            let (kind, ew) = (g.kind, g.earthworks);
            self.say_with(|g| {
                format!(
                    "The {} Tripod Detects the {}: {}",
                    g.tripod_name(t),
                    kind.name(),
                    if ew == 0 {
                        "it is Revealed".to_string()
                    } else {
                        format!("{ew} Earthworks left")
                    }
                )
            });
        } else {
            let kind = self.gun(gun).map(|g| g.kind);
            self.gun_destroyed(gun);
            self.say_with(|g| {
                format!(
                    "The {} Tripod Destroys the {}",
                    g.tripod_name(t),
                    kind.map_or("Gun", GunKind::name)
                )
            });
        }
    }

    fn gun_destroyed(&mut self, gun: GunId) {
        self.guns.retain(|g| g.id != gun);
        if let Some(b) = self.battle.as_deref_mut() {
            b.guns.retain(|g| g.id != gun);
        }
    }

    /// "Move: The Tripod advances by 1 Hex toward the bottom of the Land Battle Board."
    fn tripod_move(&mut self, t: TripodId, d: u8) {
        let Some(from) = self
            .battle
            .as_ref()
            .and_then(|b| b.tripod(t))
            .map(|x| x.cell)
        else {
            return;
        };
        let down = self.data.board.down[usize::from(from)];
        // "If the Tripod cannot Move in the direction stated on the card (due to being on the
        // edge of the map), it Moves down 1 Hex."
        let to = down[usize::from(d.min(2))].or(down[0]);
        let Some(to) = to else {
            self.tripod_leaves(t);
            return;
        };
        if let Some(x) = self.b().tripods.iter_mut().find(|x| x.id == t) {
            x.cell = to;
        }
        self.say_with(|g| {
            format!(
                "The {} Tripod moves {} to {}",
                g.tripod_name(t),
                ["down", "down-left", "down-right"][usize::from(d.min(2))],
                g.cell_name(to)
            )
        });
        // "If the Tripod Moves into a Hex with a Gun (with or without Earthworks), the Gun is
        // Destroyed."
        let crushed: Vec<GunId> = self
            .b()
            .guns
            .iter()
            .filter(|g| g.cell == Some(to))
            .map(|g| g.id)
            .collect();
        for g in crushed {
            let kind = self.gun(g).map(|x| x.kind);
            self.gun_destroyed(g);
            self.say(format!(
                "The {} under it is Destroyed",
                kind.map_or("Gun", GunKind::name)
            ));
        }
        // "… Captures them, and the Martians gain 1 Martian Victory Point … for each Unit."
        let taken = std::mem::take(&mut self.b().cells[usize::from(to)]);
        let n: u16 = taken.iter().sum();
        if n > 0 {
            let words: Vec<String> = Unit::ALL
                .iter()
                .filter(|u| taken[u.index()] > 0)
                .map(|u| {
                    let k = taken[u.index()];
                    format!("{k} {}", if k == 1 { u.name() } else { u.plural() })
                })
                .collect();
            self.say(format!(
                "It Captures {} (+{n} Martian VP)",
                words.join(", ")
            ));
            self.add_martian_vp(i32::from(n));
        }
        if self.data.board.bottom[usize::from(to)] {
            self.tripod_leaves(t);
        }
    }

    /// "It is then immediately removed from the Battle and returned to its Tripod Staging
    /// Area."
    fn tripod_leaves(&mut self, t: TripodId) {
        let b = self.b();
        let Some(i) = b.tripods.iter().position(|x| x.id == t) else {
            return;
        };
        let x = b.tripods.remove(i);
        let w = usize::from(b.wave);
        if b.current == Some(t) {
            b.ops.clear();
        }
        self.staging[w].push(Tripod {
            id: x.id,
            damaged: x.damaged,
        });
        self.say_with(|g| {
            format!(
                "The {} Tripod reaches the bottom row and returns to its Tripod Staging Area",
                g.tripod_name(t)
            )
        });
    }

    /// A Hit (or a Trap's Damage) on a Tripod on the board: Damaged, or Destroyed if it was.
    /// Returns whether it was Destroyed.
    pub(super) fn damage_on_board(&mut self, t: TripodId) -> bool {
        let b = self.b();
        let Some(i) = b.tripods.iter().position(|x| x.id == t) else {
            return false;
        };
        if b.tripods[i].damaged {
            b.tripods.remove(i);
            if b.current == Some(t) {
                b.ops.clear();
            }
            self.tripod_destroyed(t);
            self.say_with(|g| format!("The {} Tripod is Destroyed", g.tripod_name(t)));
            true
        } else {
            b.tripods[i].damaged = true;
            self.say_with(|g| format!("The {} Tripod is Damaged", g.tripod_name(t)));
            false
        }
    }

    /// A Gun fires at a Tripod: "The roll is based on the Range from the Gun to the Tripod."
    pub(super) fn fire(&mut self, gun: GunId, tripod: TripodId, surprise: bool) {
        let Some(kind) = self.gun(gun).map(|g| g.kind) else {
            return;
        };
        let (Some(gc), Some(tc)) = (
            self.b().gun_cell(gun),
            self.b().tripod(tripod).map(|t| t.cell),
        ) else {
            return;
        };
        let range = self.data.board.distance(gc, tc);
        let mut dice = kind.dice();
        if surprise {
            self.b().held[Plan::SurpriseShot.index()] -= 1;
            dice += 2;
        }
        let faces = self.roll_many(dice);
        if let Some(g) = self.b().guns.iter_mut().find(|g| g.id == gun) {
            g.fired += 1;
        }
        // "Every time a Gun that is protected by Earthworks Fires, it loses 1 level of
        // Earthworks."
        if let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) {
            g.earthworks = g.earthworks.saturating_sub(1);
        }
        let hit = self.data.ranges[usize::from(range) - 1][2];
        let hits = faces.iter().filter(|f| hit & f.bit() != 0).count();
        self.say_with(|g| {
            let words: Vec<&str> = faces.iter().map(|f| f.name()).collect();
            format!(
                "The {} on {} fires{} at the {} Tripod at Range {range}: {} — {hits} Hit{}",
                kind.name(),
                g.cell_name(gc),
                if surprise { " a Surprise Shot" } else { "" },
                g.tripod_name(tripod),
                words.join(", "),
                if hits == 1 { "" } else { "s" }
            )
        });
        let f = FireRoll {
            gun,
            tripod,
            range,
            faces,
        };
        if hits < f.faces.len() && self.b().plan_held(Plan::LineOfSight) {
            let b = self.b();
            b.fire = Some(f);
            b.step = BStep::HumanReroll;
        } else {
            self.fire_result(f);
        }
    }

    pub(super) fn fire_result(&mut self, f: FireRoll) {
        let hit = self.data.ranges[usize::from(f.range) - 1][2];
        let hits = f.faces.iter().filter(|x| hit & x.bit() != 0).count();
        let was_damaged = self
            .battle
            .as_ref()
            .and_then(|b| b.tripod(f.tripod))
            .is_some_and(|t| t.damaged);
        let mut destroyed = false;
        for _ in 0..hits {
            if self.damage_on_board(f.tripod) {
                destroyed = true;
                break;
            }
        }
        // "Explosive Shell: After a Gun … Attack Damages a Tripod, Destroy the Tripod."
        if hits > 0 && !destroyed && !was_damaged && self.b().plan_held(Plan::ExplosiveShell) {
            let b = self.b();
            b.explosive = Some(f.tripod);
            b.step = BStep::Explosive;
        }
    }

    pub(super) fn trap_result(&mut self, face: Face) {
        if face != Face::Green {
            self.say("The Trap has no effect".into());
            return;
        }
        let undamaged: Vec<TripodId> = self
            .b()
            .tripods
            .iter()
            .filter(|t| !t.damaged)
            .map(|t| t.id)
            .collect();
        if undamaged.is_empty() {
            self.say("Every Tripod is already Damaged: the Trap has No Effect".into());
        } else if undamaged.len() <= 2 {
            for t in undamaged {
                self.damage_on_board(t);
            }
        } else {
            let b = self.b();
            b.trap_left = 2;
            b.step = BStep::TrapTargets;
        }
    }
}
