//! The two Martian phases the text implies (Martian Action, Assembly), whose procedures are
//! the placeholders the rules panel lists.

use super::data::{Chart, Movement, Phase};
use super::moves::{Move, Unit};
use super::state::{Step, WAVES, WaveAt, Wotw};

impl Wotw {
    // ----- Martian Action (placeholder procedure) -----

    /// Where a Wave in `z` heads for a movement result.
    fn destination(&mut self, z: u8, m: Movement) -> u8 {
        let adj = self.data.zones[usize::from(z)].adjacent.clone();
        let toward = |g: &Self, target: u8| -> u8 {
            adj.iter()
                .copied()
                .min_by_key(|&a| g.data.zone_distance(a, target))
                .unwrap_or(z)
        };
        match m {
            Movement::TowardParis => {
                if z == self.data.paris {
                    z
                } else {
                    toward(self, self.data.paris)
                }
            }
            Movement::TowardProducing => {
                if self.producing(z) {
                    return z;
                }
                let target = (0..self.zones.len() as u8)
                    .filter(|&p| self.producing(p))
                    .min_by_key(|&p| (self.data.zone_distance(z, p), p));
                match target {
                    Some(t) => toward(self, t),
                    None => z,
                }
            }
            Movement::RandomAdjacent => {
                if adj.is_empty() {
                    z
                } else {
                    adj[self.rng.index(adj.len())]
                }
            }
            Movement::Stay | Movement::RedWeed => z,
        }
    }

    /// Each Wave rolls on the Martian Movement chart.
    pub(super) fn martian_next(&mut self) {
        let Some(w) = (usize::from(self.moving.wave)..WAVES).find(|&w| self.is_wave(w)) else {
            self.enter_phase(Phase::Assembly);
            return;
        };
        self.moving.wave = w as u8;
        let Some(z) = self.wave_zone(w) else {
            return;
        };
        let face = self.roll();
        let m = self.data.chart(Chart::MartianMovement)[face.index()]
            .movement
            .unwrap_or(Movement::Stay);
        if m == Movement::RedWeed {
            let s = &mut self.zones[usize::from(z)];
            let spread = !s.destroyed && !s.red_weed;
            if spread {
                s.red_weed = true;
                s.industrial = false;
            }
            self.say_with(|g| {
                format!(
                    "Wave #{} rolls {}: {}",
                    w + 1,
                    face.name(),
                    if spread {
                        format!("Red Weed covers {}", g.zone_name(z))
                    } else {
                        format!("it stays in {}", g.zone_name(z))
                    }
                )
            });
            self.moving.wave += 1;
            return;
        }
        let dest = self.destination(z, m);
        if dest == z {
            self.say_with(|g| {
                format!(
                    "Wave #{} rolls {}: it stays in {}",
                    w + 1,
                    face.name(),
                    g.zone_name(z)
                )
            });
            self.moving.wave += 1;
            return;
        }
        self.moving.dest = dest;
        self.say_with(|g| {
            format!(
                "Wave #{} rolls {}: it heads for {}",
                w + 1,
                face.name(),
                g.zone_name(dest)
            )
        });
        // "Cavalry can also change a Wave's movement destination."
        if self.zones[usize::from(z)].units[Unit::Cavalry.index()] > 0 {
            let f = self.roll();
            let e = self.data.chart(Chart::CavalryScouting)[f.index()];
            self.say_with(|g| format!("Cavalry in {} scouts: {}", g.zone_name(z), f.name()));
            if e.redirect {
                self.step = Step::Redirect;
                return;
            }
            if e.cavalry_captured {
                self.capture(z, Unit::Cavalry, 1);
            }
        }
        self.wave_moves();
    }

    /// The Wave enters its destination: "If a Wave enters a Zone with a Powder Keg,
    /// immediately roll a die" for each.
    pub(super) fn wave_moves(&mut self) {
        let w = usize::from(self.moving.wave);
        let dest = self.moving.dest;
        self.step = Step::MartianNext;
        if self.outcome.is_some() {
            return;
        }
        self.waves[w] = WaveAt::Wave { zone: dest };
        self.say_with(|g| format!("Wave #{} moves to {}", w + 1, g.zone_name(dest)));
        let kegs = std::mem::take(&mut self.zones[usize::from(dest)].kegs);
        self.kegs_free += kegs;
        let blast = *self.data.chart(Chart::KegBlast);
        let mut damage = 0u8;
        for _ in 0..kegs {
            let face = self.roll();
            let e = blast[face.index()];
            self.say_with(|g| {
                format!(
                    "A Powder Keg in {} goes off: {}",
                    g.zone_name(dest),
                    face.name()
                )
            });
            damage = damage.saturating_add(e.damage);
            if e.workforce > 0 {
                // "If you roll a Yellow result in a Destroyed Zone, it becomes a No Effect."
                self.lose_workforce(dest, e.workforce);
            }
        }
        self.moving.damage = damage;
        if damage > 0 {
            self.assign_or_ask(w);
            return;
        }
        self.moving.wave += 1;
    }

    /// Damage to a Wave's Staging Area: asked for, unless it destroys every Tripod anyway or
    /// the Tripods are all alike.
    fn assign_or_ask(&mut self, w: usize) {
        let needed: u32 = self.staging[w]
            .iter()
            .map(|t| if t.damaged { 1 } else { 2 })
            .sum();
        if u32::from(self.moving.damage) >= needed {
            let ids: Vec<_> = self.staging[w].iter().map(|t| t.id).collect();
            for id in ids {
                self.damage_tripod(w, id);
                self.damage_tripod(w, id);
            }
            self.moving.damage = 0;
            self.sweep_waves();
            self.moving.wave += 1;
            self.step = Step::MartianNext;
        } else {
            self.step = Step::AssignDamage;
        }
    }

    pub(super) fn damage_moves(&self, out: &mut Vec<Move>) {
        for t in self.tripod_groups(usize::from(self.moving.wave)) {
            out.push(Move::PickTripod(t));
        }
    }

    pub(super) fn make_damage(&mut self, mv: Move) {
        let w = usize::from(self.moving.wave);
        if let Move::PickTripod(t) = mv {
            self.damage_tripod(w, t);
            self.moving.damage = self.moving.damage.saturating_sub(1);
        }
        if self.moving.damage == 0 || self.staging[w].is_empty() {
            self.sweep_waves();
            self.moving.wave += 1;
            self.step = Step::MartianNext;
        }
    }

    // ----- Assembly (placeholder procedure) -----

    /// "Handling Machines turn Cylinders into Waves"; "This area is where the Martian Flying
    /// Machine is built throughout the game."
    pub(super) fn assembly(&mut self) {
        let need = self.data.numbers.assembly;
        for w in 0..WAVES {
            let WaveAt::Cylinder { zone, progress } = self.waves[w] else {
                continue;
            };
            if !self.machines.contains(&zone) {
                continue;
            }
            let progress = progress + 1;
            if progress >= need {
                self.waves[w] = WaveAt::Wave { zone };
                self.say_with(|g| {
                    format!(
                        "The Handling Machine in {} turns the Cylinder into Wave #{} ({})",
                        g.zone_name(zone),
                        w + 1,
                        g.staging_words(w)
                    )
                });
            } else {
                self.waves[w] = WaveAt::Cylinder { zone, progress };
                self.say_with(|g| {
                    format!(
                        "The Handling Machine in {} works on the Cylinder of Wave #{} ({progress} of {need})",
                        g.zone_name(zone),
                        w + 1
                    )
                });
            }
        }
        let face = self.roll();
        let e = self.data.chart(Chart::FlyingMachine)[face.index()];
        if e.piece {
            self.say(format!("Flying Machine roll: {}", face.name()));
            self.add_piece();
        } else {
            self.say(format!("Flying Machine roll: {}: no piece", face.name()));
        }
        if self.outcome.is_none() {
            self.next_round();
        }
    }
}
