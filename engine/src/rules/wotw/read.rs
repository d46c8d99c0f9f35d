//! Reading the definition's campaign tables into [`WotwData`]: the Strategic Map's zones, the
//! Gears, the die charts, the Tripod Devastation chart, the Event cards and the rule numbers,
//! each checked so a value the rules cannot use is refused naming the table, the row and the
//! column. The Land Battle's own tables are read in [`super::read_battle`].

use super::data::{
    Chart, DevastationRow, Effect, EventCard, EventEffect, Face, Flee, MAX_WORKFORCE, MAX_ZONES,
    Movement, Numbers, Phase, Vocabulary, WotwData, ZoneSpec,
};
use super::read_battle::{read_battle_cards, read_board, read_plans, read_ranges, read_tripods};
use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::{CardList, keywords};

impl WotwData {
    fn find_zone(zones: &[ZoneSpec], name: &str) -> Option<u8> {
        let lower = name.trim().to_lowercase();
        zones
            .iter()
            .position(|z| z.name.to_lowercase() == lower)
            .map(|i| i as u8)
    }

    /// Reads every table of the definition, refusing a value the rules cannot use with the
    /// table, the row and the column.
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let zones = read_zones(def)?;
        let Some(paris) = Self::find_zone(&zones, "Paris") else {
            return Err(DataError::part(
                "Zones",
                "no zone is called Paris: the rules need it (“If Paris is Destroyed – You Lose!”)",
            ));
        };
        let n = zones.len();
        let mut zone_dist = vec![u8::MAX; n * n];
        for s in 0..n {
            zone_dist[s * n + s] = 0;
            let mut frontier = vec![s];
            let mut d = 0u8;
            while !frontier.is_empty() {
                d = d.saturating_add(1);
                let mut next = Vec::new();
                for &z in &frontier {
                    for &a in &zones[z].adjacent {
                        let a = usize::from(a);
                        if zone_dist[s * n + a] == u8::MAX {
                            zone_dist[s * n + a] = d;
                            next.push(a);
                        }
                    }
                }
                frontier = next;
            }
        }
        let max_wf = zones.iter().map(|z| z.workforce).max().unwrap_or(1);
        let gears = read_gears(def, max_wf)?;
        let (charts, chart_rows) = read_charts(def, &zones)?;
        let devastation = read_devastation(def)?;
        let ranges = read_ranges(def)?;
        let tripods = read_tripods(def)?;
        let plans = read_plans(def)?;
        let battle_cards = read_battle_cards(def)?;
        let events = read_events(def, &zones)?;
        let numbers = read_numbers(def)?;
        let board = read_board(def)?;
        Ok(Self {
            zones,
            paris,
            zone_dist,
            gears,
            charts,
            chart_rows,
            devastation,
            ranges,
            tripods,
            plans,
            battle_cards,
            events,
            numbers,
            board,
        })
    }
}

fn yes_no(s: &str) -> Option<bool> {
    match s.trim().to_ascii_lowercase().as_str() {
        "yes" | "y" | "true" | "x" | "1" => Some(true),
        "no" | "n" | "false" | "" | "0" | "-" => Some(false),
        _ => None,
    }
}

pub(super) fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display>(
    s: &str,
    min: T,
    max: T,
    what: &str,
) -> Result<T, String> {
    match s.trim().parse::<T>() {
        Ok(v) if v >= min && v <= max => Ok(v),
        _ => Err(format!(
            "“{s}” is not a whole number from {min} to {max} ({what})"
        )),
    }
}

fn read_zones(def: &GameDef) -> Result<Vec<ZoneSpec>, DataError> {
    let list = CardList::read(
        def,
        "zones",
        "Zones",
        &[
            "name",
            "workforce",
            "factory",
            "hills",
            "harbor",
            "x",
            "y",
            "adjacent",
        ],
        &[],
    )?;
    let mut zones: Vec<ZoneSpec> = Vec::new();
    let mut rows = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let err = |c: &str, r: String| list.error(row, c, r);
        let name = get(0);
        if name.is_empty() {
            return Err(err("name", "a zone needs a name".into()));
        }
        if WotwData::find_zone(&zones, name).is_some() {
            return Err(err("name", format!("“{name}” is named twice")));
        }
        if card.count != 1 {
            return Err(err(
                "count",
                format!("a zone is on the map once, not {} times", card.count),
            ));
        }
        let workforce = number(
            get(1),
            1,
            MAX_WORKFORCE,
            "the Workforce Value it starts with",
        )
        .map_err(|e| err("workforce", e))?;
        let flag = |f: usize, c: &str| {
            yes_no(get(f)).ok_or_else(|| err(c, format!("“{}” is not yes or no", get(f))))
        };
        let factory = flag(2, "factory")?;
        let hills = flag(3, "hills")?;
        let harbor = (!get(4).is_empty()).then(|| get(4).to_string());
        let x =
            number(get(5), -10_000, 10_000, "where the zone is drawn").map_err(|e| err("x", e))?;
        let y =
            number(get(6), -10_000, 10_000, "where the zone is drawn").map_err(|e| err("y", e))?;
        zones.push(ZoneSpec {
            name: name.to_string(),
            workforce,
            factory,
            hills,
            harbor,
            x,
            y,
            adjacent: Vec::new(),
        });
        rows.push((row, get(7).to_string()));
        if zones.len() > MAX_ZONES {
            return Err(err(
                "name",
                format!("a map holds at most {MAX_ZONES} zones"),
            ));
        }
    }
    if zones.len() < 2 {
        return Err(DataError::part("Zones", "the map needs at least two zones"));
    }
    // Adjacency once every name is known; a link listed on one side counts for both.
    for (i, (row, cell)) in rows.iter().enumerate() {
        for name in keywords(cell) {
            let Some(j) = WotwData::find_zone(&zones, name) else {
                return Err(list.error(
                    *row,
                    "adjacent",
                    format!("“{name}” is not a zone of this table"),
                ));
            };
            if usize::from(j) == i {
                return Err(list.error(*row, "adjacent", "a zone is not adjacent to itself"));
            }
            if !zones[i].adjacent.contains(&j) {
                zones[i].adjacent.push(j);
            }
            if !zones[usize::from(j)].adjacent.contains(&(i as u8)) {
                zones[usize::from(j)].adjacent.push(i as u8);
            }
        }
    }
    for (i, z) in zones.iter().enumerate() {
        if z.adjacent.is_empty() {
            return Err(list.error(
                rows[i].0,
                "adjacent",
                format!(
                    "{} touches no zone: Waves and Units could never leave it",
                    z.name
                ),
            ));
        }
    }
    Ok(zones)
}

fn read_gears(def: &GameDef, max_wf: u8) -> Result<Vec<u8>, DataError> {
    let list = CardList::read(
        def,
        "gears",
        "Gears by Workforce",
        &["workforce", "gears"],
        &[],
    )?;
    list.one_of_each()?;
    let mut gears: Vec<Option<u8>> = vec![None; usize::from(MAX_WORKFORCE) + 1];
    gears[0] = Some(0);
    for (row, card) in list.rows() {
        let wf: u8 = number(list.cell(card, 0), 1, MAX_WORKFORCE, "a Workforce Value")
            .map_err(|e| list.error(row, "workforce", e))?;
        let g: u8 = number(list.cell(card, 1), 0, 20, "the Gears shown")
            .map_err(|e| list.error(row, "gears", e))?;
        if gears[usize::from(wf)].is_some() {
            return Err(list.error(row, "workforce", format!("Workforce {wf} is listed twice")));
        }
        gears[usize::from(wf)] = Some(g);
    }
    let mut out = Vec::new();
    for (wf, g) in gears.iter().enumerate().take(usize::from(max_wf) + 1) {
        match g {
            Some(g) => out.push(*g),
            None => {
                return Err(DataError::part(
                    list.part,
                    format!("it has no row for Workforce {wf}, which a zone can show"),
                ));
            }
        }
    }
    Ok(out)
}

/// Reads one chart cell's effects.
fn parse_effect(cell: &str, vocabulary: &'static [&'static str]) -> Result<Effect, String> {
    let mut e = Effect::default();
    let allowed = |k: &str| vocabulary.contains(&k);
    let mut any = false;
    for word in keywords(cell) {
        any = true;
        let lower = word.to_ascii_lowercase();
        let num = |prefix: &str, suffixes: &[&str]| -> Option<Result<u8, String>> {
            let rest = lower.strip_prefix(prefix)?.trim();
            let rest = suffixes
                .iter()
                .find_map(|s| rest.strip_suffix(s))
                .unwrap_or(rest)
                .trim();
            Some(
                rest.parse::<u8>()
                    .ok()
                    .filter(|n| (1..=20).contains(n))
                    .ok_or_else(|| format!("“{word}”: the number must be from 1 to 20")),
            )
        };
        let known = if lower == "no effect" && allowed("No effect") {
            true
        } else if lower == "infantry destroyed" && allowed("Infantry destroyed") {
            e.infantry_lost = true;
            true
        } else if lower == "cavalry destroyed" && allowed("Cavalry destroyed") {
            e.cavalry_lost = true;
            true
        } else if lower == "cavalry captured" && allowed("Cavalry captured") {
            e.cavalry_captured = true;
            true
        } else if lower == "place keg" && allowed("Place keg") {
            e.keg = true;
            true
        } else if lower == "redirect" && allowed("Redirect") {
            e.redirect = true;
            true
        } else if lower == "piece" && allowed("Piece") {
            e.piece = true;
            true
        } else if let (true, Some(n)) = (allowed("Gain N plans"), num("gain ", &["plans", "plan"]))
        {
            e.plans = n?;
            true
        } else if let (true, Some(n)) = (
            allowed("Destroy N tripods"),
            num("destroy ", &["tripods", "tripod"]),
        ) {
            e.destroy = n?;
            true
        } else if let (true, Some(n)) = (allowed("Build N"), num("build ", &["earthworks"])) {
            e.build = n?;
            true
        } else if let (true, Some(n)) = (allowed("Workforce -N"), num("workforce -", &[])) {
            e.workforce = n?;
            true
        } else if allowed("N damage") && lower.ends_with("damage") {
            let n = lower.trim_end_matches("damage").trim();
            e.damage = n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=20).contains(n))
                .ok_or_else(|| format!("“{word}”: the number must be from 1 to 20"))?;
            true
        } else {
            let flee = match lower.as_str() {
                "escapes" => Some(Flee::Escapes),
                "stays" => Some(Flee::Stays),
                "naval battle" => Some(Flee::NavalBattle),
                "warship sunk" => Some(Flee::WarshipSunk),
                "captured" => Some(Flee::Captured),
                _ => None,
            };
            let movement = match lower.as_str() {
                "toward paris" => Some(Movement::TowardParis),
                "toward producing" => Some(Movement::TowardProducing),
                "random adjacent" => Some(Movement::RandomAdjacent),
                "stay" => Some(Movement::Stay),
                "red weed" => Some(Movement::RedWeed),
                _ => None,
            };
            let name_of = |w: &str| vocabulary.iter().any(|v| v.to_ascii_lowercase() == w);
            if let Some(f) = flee.filter(|_| name_of(&lower)) {
                e.flee = Some(f);
                true
            } else if let Some(m) = movement.filter(|_| name_of(&lower)) {
                e.movement = Some(m);
                true
            } else {
                false
            }
        };
        if !known {
            return Err(format!(
                "“{word}” is not an effect of this chart: it may say {}",
                vocabulary.join(", ")
            ));
        }
    }
    if !any {
        return Err(format!(
            "the cell is empty: it may say {}",
            vocabulary.join(", ")
        ));
    }
    if (vocabulary.contains(&"Toward Paris") && e.movement.is_none())
        || (vocabulary.contains(&"Stays") && e.flee.is_none())
    {
        return Err(format!(
            "“{cell}”: it must say one of {}",
            vocabulary.join(", ")
        ));
    }
    Ok(e)
}

fn read_charts(
    def: &GameDef,
    zones: &[ZoneSpec],
) -> Result<(Vec<[Effect; 3]>, Vec<usize>), DataError> {
    let list = CardList::read(
        def,
        "charts",
        "Die charts",
        &["chart", "green", "yellow", "red"],
        &[],
    )?;
    list.one_of_each()?;
    let mut found: Vec<Option<([Effect; 3], usize)>> = vec![None; Chart::ALL.len()];
    for (row, card) in list.rows() {
        let name = list.cell(card, 0);
        let Some(chart) = Chart::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
        else {
            let known: Vec<&str> = Chart::ALL.iter().map(|c| c.name()).collect();
            return Err(list.error(
                row,
                "chart",
                format!(
                    "“{name}” is not a chart the rules read: {}",
                    known.join(", ")
                ),
            ));
        };
        if found[chart as usize].is_some() {
            return Err(list.error(row, "chart", format!("{} is listed twice", chart.name())));
        }
        let mut cells = [Effect::default(); 3];
        for (i, face) in Face::ALL.iter().enumerate() {
            let column = face.name().to_ascii_lowercase();
            let cell = list.cell(card, i + 1);
            cells[i] = match chart.vocabulary() {
                Vocabulary::Zone => {
                    let z = WotwData::find_zone(zones, cell).ok_or_else(|| {
                        list.error(
                            row,
                            &column,
                            format!("“{cell}” is not a zone of the Zones table"),
                        )
                    })?;
                    Effect {
                        zone: Some(z),
                        ..Effect::default()
                    }
                }
                Vocabulary::Effects(v) => {
                    parse_effect(cell, v).map_err(|e| list.error(row, &column, e))?
                }
            };
        }
        found[chart as usize] = Some((cells, row));
    }
    let mut charts = Vec::new();
    let mut rows = Vec::new();
    for (i, f) in found.into_iter().enumerate() {
        match f {
            Some((c, r)) => {
                charts.push(c);
                rows.push(r);
            }
            None => {
                return Err(DataError::part(
                    list.part,
                    format!("it has no row for the {} chart", Chart::ALL[i].name()),
                ));
            }
        }
    }
    Ok((charts, rows))
}

fn read_devastation(def: &GameDef) -> Result<Vec<DevastationRow>, DataError> {
    let list = CardList::read(
        def,
        "devastation",
        "Tripod Devastation",
        &[
            "colour",
            "tripods",
            "attack",
            "units",
            "workforce",
            "refugees",
            "human vp",
            "martian vp",
        ],
        &[],
    )?;
    list.one_of_each()?;
    let mut out: Vec<DevastationRow> = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let face = Face::parse(get(0)).ok_or_else(|| {
            list.error(
                row,
                "colour",
                format!("“{}” is not Green, Yellow or Red", get(0)),
            )
        })?;
        let t = get(1).trim_end_matches('+').trim();
        let tripods: u8 = number(t, 1, 30, "the fewest Tripods in the Wave for this row")
            .map_err(|e| list.error(row, "tripods", e))?;
        if out.iter().any(|r| r.face == face && r.tripods == tripods) {
            return Err(list.error(
                row,
                "tripods",
                format!("{} with {tripods} Tripods is listed twice", face.name()),
            ));
        }
        let attack = get(2).to_string();
        if attack.is_empty() {
            return Err(list.error(
                row,
                "attack",
                "name the attack (Heat Ray, Black Smoke, Panic)",
            ));
        }
        let mut vals = [0u8; 5];
        for (k, col) in ["units", "workforce", "refugees", "human vp", "martian vp"]
            .iter()
            .enumerate()
        {
            vals[k] = number(get(3 + k), 0, 20, col).map_err(|e| list.error(row, col, e))?;
        }
        out.push(DevastationRow {
            face,
            tripods,
            attack,
            units: vals[0],
            workforce: vals[1],
            refugees: vals[2],
            human_vp: vals[3],
            martian_vp: vals[4],
            row,
        });
    }
    for face in Face::ALL {
        if !out.iter().any(|r| r.face == face && r.tripods <= 1) {
            return Err(DataError::part(
                list.part,
                format!(
                    "no {} row applies to a Wave of 1 Tripod: give one “tripods” of 1",
                    face.name()
                ),
            ));
        }
    }
    Ok(out)
}

const NUMBERS: [(&str, u8, u8); 5] = [
    ("Producing Zones per Human VP", 1, 20),
    ("Human VP per escaped Refugee", 0, 10),
    ("Random Harbor cost", 0, 50),
    ("Powder Kegs", 0, 30),
    ("Assembly Phases per Cylinder", 1, 10),
];

fn parse_event(s: &str, zones: &[ZoneSpec]) -> Result<EventEffect, String> {
    let t = s.trim();
    let lower = t.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("pay ") {
        let (n, tail) = rest
            .split_once(" or ")
            .ok_or_else(|| format!("“{t}”: write “Pay N or …”"))?;
        let n: u8 = number(n, 1, 99, "Production Points to pay")?;
        let inner = parse_event(&t[t.len() - tail.len()..], zones)?;
        if matches!(inner, EventEffect::PayOr(..)) {
            return Err(format!("“{t}”: one “Pay … or” per card"));
        }
        return Ok(EventEffect::PayOr(n, Box::new(inner)));
    }
    let signed = |rest: &str, what: &str| -> Result<i8, String> {
        let r = rest.trim().replace(' ', "");
        r.parse::<i8>()
            .ok()
            .filter(|n| *n != 0 && (-30..=30).contains(n))
            .ok_or_else(|| format!("“{t}”: {what} takes a number such as +2 or -1"))
    };
    // "Refugees +N Zone" and the like: a number, then a zone. Each effect goes one way only
    // (Refugees and Infantry arrive, Workforce is lost): a sign the other way is refused, never
    // read as its opposite.
    let counted_zone = |rest: &str, sign: char| -> Result<(u8, Option<u8>), String> {
        let rest = rest.trim();
        let (n, zone) = rest.split_once(' ').unwrap_or((rest, ""));
        let other = if sign == '+' { '-' } else { '+' };
        if n.starts_with(other) {
            return Err(format!(
                "“{t}”: this effect only goes one way ({sign}N); write {sign}{} or another effect",
                n.trim_start_matches(other)
            ));
        }
        let n: u8 = n
            .trim_start_matches(sign)
            .parse()
            .ok()
            .filter(|n| (1..=20).contains(n))
            .ok_or_else(|| format!("“{t}”: the number must be from 1 to 20"))?;
        let zone = zone.trim();
        if zone.is_empty() || zone.eq_ignore_ascii_case("random") {
            return Ok((n, None));
        }
        let z = WotwData::find_zone(zones, zone)
            .ok_or_else(|| format!("“{zone}” is not a zone of the Zones table"))?;
        Ok((n, Some(z)))
    };
    if lower == "no effect" {
        Ok(EventEffect::NoEffect)
    } else if lower == "arrival" {
        Ok(EventEffect::Arrival)
    } else if lower.starts_with("flying machine") {
        Ok(EventEffect::Piece)
    } else if let Some(r) = lower.strip_prefix("pp ") {
        signed(r, "PP").map(EventEffect::Points)
    } else if let Some(r) = lower.strip_prefix("human vp ") {
        signed(r, "Human VP").map(EventEffect::HumanVp)
    } else if let Some(r) = lower.strip_prefix("martian vp ") {
        let n = signed(r, "Martian VP")?;
        if n < 0 {
            return Err(format!("“{t}”: Martian Victory Points are only gained"));
        }
        Ok(EventEffect::MartianVp(n as u8))
    } else if lower.starts_with("refugees ") {
        let (n, z) = counted_zone(&t["refugees ".len()..], '+')?;
        let z = z.ok_or_else(|| format!("“{t}”: name the zone the Refugees arrive in"))?;
        Ok(EventEffect::Refugees(n, z))
    } else if lower.starts_with("infantry ") {
        let (n, z) = counted_zone(&t["infantry ".len()..], '+')?;
        let z = z.ok_or_else(|| format!("“{t}”: name the zone the Infantry arrive in"))?;
        Ok(EventEffect::Infantry(n, z))
    } else if lower.starts_with("workforce ") {
        let (n, z) = counted_zone(&t["workforce ".len()..], '-')?;
        Ok(EventEffect::Workforce(n, z))
    } else {
        Err(format!(
            "“{t}” is not an event effect: No effect, PP +N, PP -N, Human VP +N, Human VP -N, Martian VP +N, Refugees +N Zone, Infantry +N Zone, Workforce -N Zone (or random), Arrival, Flying Machine +1, or “Pay N or …” before one of them"
        ))
    }
}

fn read_events(def: &GameDef, zones: &[ZoneSpec]) -> Result<Vec<EventCard>, DataError> {
    let list = CardList::read(
        def,
        "events",
        "Event cards",
        &["name", "phase", "effect"],
        &["text"],
    )?;
    let mut out = Vec::new();
    for (row, card) in list.rows() {
        let get = |f: usize| list.cell(card, f);
        let name = get(0);
        if name.is_empty() {
            return Err(list.error(row, "name", "a card needs a name"));
        }
        let phase = Phase::parse(get(1)).ok_or_else(|| {
            let known: Vec<&str> = Phase::ALL.iter().map(|p| p.name()).collect();
            list.error(
                row,
                "phase",
                format!("“{}” is not a phase: {}", get(1), known.join(", ")),
            )
        })?;
        let effect = parse_event(get(2), zones).map_err(|e| list.error(row, "effect", e))?;
        let spec = EventCard {
            name: name.to_string(),
            phase,
            effect,
            text: get(3).to_string(),
        };
        list.add_copies(&mut out, spec, row, card.count, 500)?;
    }
    if out.is_empty() {
        return Err(DataError::part(
            list.part,
            "the deck needs at least one card",
        ));
    }
    Ok(out)
}

fn read_numbers(def: &GameDef) -> Result<Numbers, DataError> {
    let out = crate::rules::cards::read_numbers(def, "rule-numbers", "Rule numbers", &NUMBERS)?;
    Ok(Numbers {
        zones_per_vp: out[0],
        vp_per_escape: out[1],
        random_harbor: out[2],
        kegs: out[3],
        assembly: out[4],
    })
}
