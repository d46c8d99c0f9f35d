//! The human phases other than the battle: Production, Devastation, Human Action and Escape.
//! The Martian phases are in `martian`.

use super::data::{Chart, Flee, Phase};
use super::moves::{Buy, GunKind, Move, Unit};
use super::state::{COST_CHOSEN_HARBOR, COST_MOVE, Gun, MAX_INDUSTRIAL, Step, WAVES, WaveAt, Wotw};
use super::variants::IndustrialZones;
use crate::rules::counted;

impl Wotw {
    // ----- Production -----

    /// "The total number of Gears inside all Production counters on the map indicates the
    /// number of Production Points you gain", with 1 for each Industrial counter of a Producing
    /// Zone; Human Victory Points "from each producing Zone".
    pub(super) fn gain(&mut self) {
        let mut gears = 0i32;
        let mut industrial = 0i32;
        let mut producing = 0i32;
        for z in 0..self.zones.len() as u8 {
            let g = i32::from(self.gears(z));
            if g > 0 {
                producing += 1;
                gears += g;
                if self.zones[usize::from(z)].industrial {
                    industrial += 1;
                }
            }
        }
        self.add_points(gears + industrial);
        let vp = producing / i32::from(self.data.numbers.zones_per_vp.max(1));
        self.say(format!(
            "Production: {} and {} give {} (now {}); {} give {vp} Human VP",
            counted(gears, "Gear", "Gears"),
            counted(industrial, "Industrial counter", "Industrial counters"),
            counted(gears + industrial, "Production Point", "Production Points"),
            self.points,
            counted(producing, "Producing Zone", "Producing Zones"),
        ));
        self.add_human_vp(vp);
        self.step = Step::Production;
    }

    fn industrials(&self) -> usize {
        self.zones.iter().filter(|z| z.industrial).count()
    }

    pub(super) fn production_moves(&self, out: &mut Vec<Move>) {
        let n = self.zones.len() as u8;
        for z in 0..n {
            let spec = &self.data.zones[usize::from(z)];
            if spec.factory && self.can_place(z) {
                for item in Buy::ALL {
                    if self.points < item.cost() {
                        continue;
                    }
                    if item == Buy::Industrial
                        && ((!self.producing(z)
                            && self.variants.industrial_zones == IndustrialZones::Producing)
                            || self.zones[usize::from(z)].industrial
                            || self.industrials() >= MAX_INDUSTRIAL)
                    {
                        continue;
                    }
                    out.push(Move::Buy { item, zone: z });
                }
            }
        }
        for z in 0..n {
            if self.points >= COST_CHOSEN_HARBOR
                && self.harbor_cup.contains(&z)
                && !self.zones[usize::from(z)].destroyed
            {
                out.push(Move::BuyHarbor { zone: Some(z) });
            }
        }
        if !self.harbor_cup.is_empty() && self.points >= i32::from(self.data.numbers.random_harbor)
        {
            out.push(Move::BuyHarbor { zone: None });
        }
        if self.points >= COST_MOVE {
            self.shift_moves(out, false);
        }
        out.push(Move::Done);
    }

    /// Moves of Units to adjacent zones: paid (3 Production Points each) or free (each Unit
    /// once in the Human Action Phase).
    fn shift_moves(&self, out: &mut Vec<Move>, free: bool) {
        for (z, s) in self.zones.iter().enumerate() {
            let z = z as u8;
            let adjacent = &self.data.zones[usize::from(z)].adjacent;
            for unit in Unit::ALL {
                let n = if free {
                    s.units[unit.index()] - s.acted[unit.index()]
                } else {
                    s.units[unit.index()]
                };
                if n == 0 {
                    continue;
                }
                let all = n > 1 && (free || self.points >= COST_MOVE * i32::from(n));
                for &to in adjacent {
                    out.push(Move::Shift {
                        unit,
                        from: z,
                        to,
                        all: false,
                    });
                    if all {
                        out.push(Move::Shift {
                            unit,
                            from: z,
                            to,
                            all: true,
                        });
                    }
                }
            }
        }
        let mut seen: Vec<(u8, GunKind, u8)> = Vec::new();
        for g in &self.guns {
            if free && g.acted {
                continue;
            }
            // Guns alike in one zone are one choice.
            let key = (g.zone, g.kind, g.earthworks);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            for &to in &self.data.zones[usize::from(g.zone)].adjacent {
                out.push(Move::ShiftGun { gun: g.id, to });
            }
        }
    }

    pub(super) fn make_production(&mut self, mv: Move) {
        match mv {
            Move::Buy { item, zone } => {
                self.add_points(-item.cost());
                let z = usize::from(zone);
                match item {
                    Buy::Infantry => self.zones[z].units[Unit::Infantry.index()] += 1,
                    Buy::Cavalry => self.zones[z].units[Unit::Cavalry.index()] += 1,
                    Buy::FieldGun | Buy::SiegeGun => {
                        let id = self.next_gun;
                        self.next_gun = self.next_gun.wrapping_add(1);
                        self.guns.push(Gun {
                            id,
                            kind: if item == Buy::FieldGun {
                                GunKind::Field
                            } else {
                                GunKind::Siege
                            },
                            zone,
                            earthworks: 0,
                            acted: false,
                        });
                    }
                    Buy::Industrial => self.zones[z].industrial = true,
                }
                self.say_with(|g| {
                    format!(
                        "You buy {} for {} Production Points in {} ({} left)",
                        item.name(),
                        item.cost(),
                        g.zone_name(zone),
                        g.points
                    )
                });
            }
            Move::BuyHarbor { zone: Some(z) } => {
                self.add_points(-COST_CHOSEN_HARBOR);
                self.harbor_cup.retain(|&h| h != z);
                self.zones[usize::from(z)].harbor = true;
                self.say_with(|g| format!("You buy the Harbor of {} (chosen)", g.zone_name(z)));
            }
            Move::BuyHarbor { zone: None } => {
                self.add_points(-i32::from(self.data.numbers.random_harbor));
                let i = self.rng.index(self.harbor_cup.len());
                let z = self.harbor_cup.swap_remove(i);
                if self.zones[usize::from(z)].destroyed {
                    self.say_with(|g| {
                        format!(
                            "You draw the Harbor of {}, but the zone is Destroyed: the counter is lost",
                            g.zone_name(z)
                        )
                    });
                } else {
                    self.zones[usize::from(z)].harbor = true;
                    self.say_with(|g| {
                        format!("You draw the Harbor of {} from the cup", g.zone_name(z))
                    });
                }
            }
            Move::Shift { .. } | Move::ShiftGun { .. } => self.shift(mv, false),
            _ => {
                self.fought = [false; WAVES];
                self.enter_phase(Phase::Battle);
            }
        }
    }

    fn shift(&mut self, mv: Move, free: bool) {
        match mv {
            Move::Shift {
                unit,
                from,
                to,
                all,
            } => {
                let (f, t) = (usize::from(from), usize::from(to));
                let fresh = if free {
                    self.zones[f].units[unit.index()] - self.zones[f].acted[unit.index()]
                } else {
                    self.zones[f].units[unit.index()]
                };
                let n = if all { fresh } else { 1 };
                if !free {
                    self.add_points(-COST_MOVE * i32::from(n));
                }
                self.zones[f].units[unit.index()] -= n;
                self.zones[f].acted[unit.index()] =
                    self.zones[f].acted[unit.index()].min(self.zones[f].units[unit.index()]);
                self.zones[t].units[unit.index()] += n;
                if free {
                    self.zones[t].acted[unit.index()] += n;
                }
                self.say_with(|g| {
                    format!(
                        "{n} {} move from {} to {}{}",
                        if n == 1 { unit.name() } else { unit.plural() },
                        g.zone_name(from),
                        g.zone_name(to),
                        if free {
                            String::new()
                        } else {
                            format!(" for {} Production Points", COST_MOVE * i32::from(n))
                        }
                    )
                });
            }
            Move::ShiftGun { gun, to } => {
                if !free {
                    self.add_points(-COST_MOVE);
                }
                let Some(g) = self.guns.iter_mut().find(|g| g.id == gun) else {
                    return;
                };
                let from = g.zone;
                g.zone = to;
                g.acted |= free;
                let kind = g.kind;
                self.say_with(|g| {
                    format!(
                        "A {} moves from {} to {}",
                        kind.name(),
                        g.zone_name(from),
                        g.zone_name(to)
                    )
                });
            }
            _ => {}
        }
    }

    // ----- Devastation -----

    /// All Human Units in a zone (Guns too).
    fn units_in(&self, z: u8) -> u32 {
        let s = &self.zones[usize::from(z)];
        s.units.iter().map(|&n| u32::from(n)).sum::<u32>()
            + self.guns.iter().filter(|g| g.zone == z).count() as u32
    }

    /// "Perform Tripod Devastation Attacks for each Zone with a Wave counter … roll a die for
    /// each Wave."
    pub(super) fn dev_next(&mut self) {
        let Some(w) = (usize::from(self.dev.wave)..WAVES).find(|&w| self.is_wave(w)) else {
            self.enter_phase(Phase::HumanAction);
            return;
        };
        self.dev.wave = w as u8;
        let Some(z) = self.wave_zone(w) else {
            return;
        };
        let face = self.roll();
        let tripods = self.staging[w].len();
        let Some(row) = self.data.devastation_row(face, tripods).map(|r| {
            self.data
                .devastation
                .iter()
                .position(|x| x == r)
                .unwrap_or(0)
        }) else {
            self.dev.wave += 1;
            return;
        };
        let r = self.data.devastation[row].clone();
        self.say_with(|g| {
            format!(
                "Devastation: Wave #{} ({tripods} Tripods) in {} rolls {}: {}",
                w + 1,
                g.zone_name(z),
                face.name(),
                r.attack
            )
        });
        self.add_martian_vp(i32::from(r.martian_vp));
        if self.outcome.is_some() {
            return;
        }
        self.dev.row = row;
        let total = self.units_in(z);
        let left = u32::from(r.units).min(total);
        if left == 0 {
            self.dev_rest();
        } else if left >= total {
            // Every Unit goes: nothing to choose.
            for u in Unit::ALL {
                let n = self.zones[usize::from(z)].units[u.index()];
                self.capture(z, u, n);
            }
            let guns: Vec<_> = self
                .guns
                .iter()
                .filter(|g| g.zone == z)
                .map(|g| g.id)
                .collect();
            for g in guns {
                self.lose_gun(g);
            }
            self.dev_rest();
        } else {
            self.dev.left = left as u8;
            self.step = Step::DevUnits;
        }
    }

    fn lose_gun(&mut self, gun: u16) {
        let Some(i) = self.guns.iter().position(|g| g.id == gun) else {
            return;
        };
        let g = self.guns.remove(i);
        self.say_with(|w| {
            format!(
                "The {} in {} is Destroyed",
                g.kind.name(),
                w.zone_name(g.zone)
            )
        });
    }

    pub(super) fn loss_moves(&self, out: &mut Vec<Move>) {
        let Some(z) = self.wave_zone(usize::from(self.dev.wave)) else {
            return;
        };
        for u in Unit::ALL {
            if self.zones[usize::from(z)].units[u.index()] > 0 {
                out.push(Move::Lose(u));
            }
        }
        let mut seen = Vec::new();
        for g in self.guns.iter().filter(|g| g.zone == z) {
            if !seen.contains(&(g.kind, g.earthworks)) {
                seen.push((g.kind, g.earthworks));
                out.push(Move::LoseGun(g.id));
            }
        }
    }

    /// "You choose which Units to Destroy or Capture": Guns are Destroyed, the others
    /// Captured (a Martian Victory Point each).
    pub(super) fn make_loss(&mut self, mv: Move) {
        let Some(z) = self.wave_zone(usize::from(self.dev.wave)) else {
            return;
        };
        match mv {
            Move::Lose(u) => self.capture(z, u, 1),
            Move::LoseGun(g) => self.lose_gun(g),
            _ => return,
        }
        self.dev.left = self.dev.left.saturating_sub(1);
        if self.dev.left == 0 || self.units_in(z) == 0 {
            self.step = Step::DevNext;
            self.dev_rest();
        }
    }

    /// The rest of the Devastation list, top to bottom: Workforce, Refugees, Human VP.
    fn dev_rest(&mut self) {
        let w = usize::from(self.dev.wave);
        self.dev.wave += 1;
        self.step = Step::DevNext;
        if self.outcome.is_some() {
            return;
        }
        let Some(z) = self.wave_zone(w) else {
            return;
        };
        // A Destroyed zone has no Production counter left: only its Units can be lost.
        if self.zones[usize::from(z)].destroyed {
            return;
        }
        let r = self.data.devastation[self.dev.row].clone();
        // "If the Production counter's Workforce Value reaches 0 … This ends the Devastation
        // Phase for that Wave. Do not continue down the list."
        if self.lose_workforce(z, r.workforce) {
            return;
        }
        if r.refugees > 0 {
            self.zones[usize::from(z)].units[Unit::Refugee.index()] += u16::from(r.refugees);
            self.say_with(|g| format!("{} Refugees flee in {}", r.refugees, g.zone_name(z)));
        }
        if r.human_vp > 0 {
            self.say(format!("You lose {} Human VP", r.human_vp));
            self.add_human_vp(-i32::from(r.human_vp));
        }
    }

    // ----- Human Action -----

    pub(super) fn human_action_moves(&self, out: &mut Vec<Move>) {
        self.shift_moves(out, true);
        for (z, s) in self.zones.iter().enumerate() {
            let z = z as u8;
            let fresh = s.units[Unit::Infantry.index()] - s.acted[Unit::Infantry.index()];
            if fresh > 0 && self.kegs_free > 0 {
                out.push(Move::Keg { zone: z });
            }
            if fresh > 0 {
                for w in 0..WAVES {
                    if matches!(self.waves[w], WaveAt::Cylinder { zone, .. } if zone == z) {
                        out.push(Move::CylinderAttack { wave: w as u8 });
                    }
                }
            }
        }
        for (z, s) in self.zones.iter().enumerate() {
            if s.kegs > 0 {
                out.push(Move::RemoveKeg { zone: z as u8 });
            }
        }
        out.push(Move::Done);
    }

    /// An Infantry that acted (and is still there) cannot act again this phase.
    fn infantry_acted(&mut self, z: u8) {
        let s = &mut self.zones[usize::from(z)];
        let i = Unit::Infantry.index();
        s.acted[i] = (s.acted[i] + 1).min(s.units[i]);
    }

    pub(super) fn make_human_action(&mut self, mv: Move) {
        match mv {
            Move::Shift { .. } | Move::ShiftGun { .. } => self.shift(mv, true),
            Move::Keg { zone } => {
                let face = self.roll();
                let e = self.data.chart(Chart::PowderKeg)[face.index()];
                self.say_with(|g| {
                    format!(
                        "An Infantry in {} tries to place a Powder Keg: {}",
                        g.zone_name(zone),
                        face.name()
                    )
                });
                if e.keg && self.kegs_free > 0 {
                    self.kegs_free -= 1;
                    self.zones[usize::from(zone)].kegs += 1;
                    self.say("A Powder Keg is placed".into());
                }
                if e.infantry_lost {
                    self.destroy_units(zone, Unit::Infantry, 1);
                    self.say("The Infantry is Destroyed".into());
                } else {
                    self.infantry_acted(zone);
                }
            }
            Move::CylinderAttack { wave } => {
                let w = usize::from(wave);
                let Some(zone) = self.wave_zone(w) else {
                    return;
                };
                let face = self.roll();
                let e = self.data.chart(Chart::CylinderAttack)[face.index()];
                self.say(format!(
                    "An Infantry attacks the Cylinder of Wave #{}: {}",
                    w + 1,
                    face.name()
                ));
                for _ in 0..e.destroy {
                    if self.staging[w].is_empty() {
                        break;
                    }
                    let t = self.staging[w].remove(0);
                    self.tripod_destroyed(t.id);
                    self.say_with(|g| {
                        format!(
                            "A {} Tripod in the Cylinder is Destroyed",
                            g.tripod_name(t.id)
                        )
                    });
                }
                if e.infantry_lost {
                    self.destroy_units(zone, Unit::Infantry, 1);
                    self.say("The Infantry is Destroyed".into());
                } else {
                    self.infantry_acted(zone);
                }
                self.sweep_waves();
            }
            Move::RemoveKeg { zone } => {
                self.zones[usize::from(zone)].kegs -= 1;
                self.kegs_free += 1;
                self.say_with(|g| format!("A Powder Keg is taken up in {}", g.zone_name(zone)));
            }
            _ => {
                for s in &mut self.zones {
                    s.acted = [0; 3];
                }
                for g in &mut self.guns {
                    g.acted = false;
                }
                self.warships = 0;
                self.enter_phase(Phase::Escape);
            }
        }
    }

    // ----- Escape -----

    /// "If there is a Refugee in a Zone with a Harbor counter, roll a die to see if that
    /// Refugee successfully Escapes"; then "Refugees in excess of a Zone's Gear value are
    /// Captured"; then the later Waves.
    pub(super) fn escape_rolls(&mut self) {
        let escape = *self.data.chart(Chart::RefugeeEscape);
        let naval = *self.data.chart(Chart::NavalBattle);
        let per = i32::from(self.data.numbers.vp_per_escape);
        for z in 0..self.zones.len() as u8 {
            let s = &self.zones[usize::from(z)];
            let n = s.units[Unit::Refugee.index()];
            if !s.harbor || n == 0 {
                continue;
            }
            let (mut escaped, mut captured) = (0u16, 0u16);
            for _ in 0..n {
                let face = self.roll();
                let flee = match escape[face.index()].flee {
                    Some(Flee::NavalBattle) => {
                        // The naval battle is a placeholder: a die per Warship; a Freighter
                        // none of them saves is Captured.
                        let mut result = Flee::Captured;
                        for _ in 0..self.warships {
                            let f = self.roll();
                            match naval[f.index()].flee {
                                Some(Flee::Escapes) => {
                                    result = Flee::Escapes;
                                    break;
                                }
                                Some(Flee::WarshipSunk) => {
                                    self.warships -= 1;
                                    self.say("A Warship is sunk".into());
                                }
                                Some(Flee::Captured) => break,
                                _ => {}
                            }
                        }
                        result
                    }
                    Some(f) => f,
                    None => Flee::Stays,
                };
                match flee {
                    Flee::Escapes => escaped += 1,
                    Flee::Captured => captured += 1,
                    _ => {}
                }
            }
            let s = &mut self.zones[usize::from(z)];
            s.units[Unit::Refugee.index()] -= escaped;
            if escaped > 0 {
                self.say_with(|g| {
                    format!(
                        "{escaped} Refugee(s) Escape through the Harbor of {}",
                        g.zone_name(z)
                    )
                });
                self.add_human_vp(per * i32::from(escaped));
            }
            if captured > 0 {
                self.capture(z, Unit::Refugee, captured);
            }
            if self.outcome.is_some() {
                return;
            }
        }
        for z in 0..self.zones.len() as u8 {
            let cap = u16::from(self.gears(z));
            let n = self.zones[usize::from(z)].units[Unit::Refugee.index()];
            if n > cap {
                self.say_with(|g| {
                    format!("{} holds only {cap} Refugee(s) (its Gears)", g.zone_name(z))
                });
                self.capture(z, Unit::Refugee, n - cap);
            }
            if self.outcome.is_some() {
                return;
            }
        }
        self.warships = 0;
        self.later_waves();
        if self.outcome.is_none() {
            self.check_victory();
            self.enter_phase(Phase::MartianAction);
        }
    }
}
