//! What the one table screen draws of The War of the Worlds ([`Projection`]): the Strategic Map
//! as a region board (each zone's Workforce, Units, Waves, Cylinders, Refugees and Powder Kegs),
//! the Land Battle Board as a hex board during a battle, the Progress Track and the Clock as
//! trackers, the Tripod Staging Areas, the decks and the Battle Plans as zones of cards, the
//! custom die with its colours' names, and the help panels (charts and ranges).

use super::battle::BStep;
use super::data::{Chart, Phase, Plan, TRIPOD_COLOURS, TRIPOD_LABELS, WotwData, colours_text};
use super::moves::Unit;
use super::state::{FLYING_MACHINE, Step, TripodId, WAVES, WaveAt, Wotw};
use crate::rules::{
    BoardView, CardView, CellView, DieView, LegendEntry, Panel, PhaseView, Projection, RegionView,
    RuledGame, Seat, SeatView, StackView, TrackerView, ZoneLayout, ZoneView,
};

/// The rule sentence of each phase, for the phase bar.
fn phase_about(p: Phase) -> &'static str {
    match p {
        Phase::Production => {
            "Event Check; gain Production Points from the Gears on the map (and Industrial counters); buy Infantry 6, Cavalry 6, Field Gun 9, Siege Gun 16 in a zone with a Factory, Industrial 2, a chosen Harbor 4; move a Unit 3 per adjacent zone."
        }
        Phase::Battle => {
            "Event Check; a Land Battle for each Wave in a zone with a Field Gun or Siege Gun: Battle Plans (5 random, 10 chosen), Earthworks, Cavalry, set-up by Initiative, then Martian and Human steps until no Tripod or no Human Unit is left on the board."
        }
        Phase::Devastation => {
            "Event Check; each Wave rolls on the Tripod Devastation chart: Units lost, Workforce lost (0: the zone is Destroyed and the list stops), Refugees, Human VP lost."
        }
        Phase::HumanAction => {
            "Event Check; each Unit may move 1 zone; an Infantry may instead try a Powder Keg or attack a Cylinder in its zone."
        }
        Phase::Escape => {
            "Event Check; Refugees at a Harbor roll to Escape; each zone holds only as many Refugees as its Gears (the rest are Captured); Waves #3–#5 arrive at Germs 3, 6, 9."
        }
        Phase::MartianAction => {
            "Event Check; each Wave rolls on the Martian Movement chart (placeholder); a Wave entering a zone sets off its Powder Kegs."
        }
        Phase::Assembly => {
            "Event Check; Handling Machines turn Cylinders into Waves; the Flying Machine roll (placeholder)."
        }
    }
}

const PRODUCING: &str = "#efe6cc";
const DESTROYED: &str = "#9e9e9e";
const RED_WEED: &str = "#e57373";
const BARREN: &str = "#e0dccf";

pub(super) fn tripod_key(t: TripodId) -> String {
    format!("tripod-{t}")
}

pub(super) fn card_key(c: u16) -> String {
    format!("battle-card-{c}")
}

impl Wotw {
    pub(super) fn status(&self) -> String {
        if let Some(o) = self.outcome {
            return match o.winner() {
                Some(_) => format!("Game over: You Win! ({})", o.end),
                None => format!("Game over: You Lose ({})", o.end),
            };
        }
        let what = match self.step {
            Step::EventPay => "an Event card asks you to pay".to_string(),
            Step::Production => format!("spend your {} Production Points", self.points),
            Step::ChooseBattle => "choose the next Land Battle".to_string(),
            Step::DevUnits => format!("choose {} Unit(s) to lose", self.dev.left),
            Step::HumanAction => "move your Units; Infantry may act".to_string(),
            Step::Warships => "Warships for the Freighters?".to_string(),
            Step::Redirect => format!("your Cavalry may turn Wave #{}", self.moving.wave + 1),
            Step::AssignDamage => format!(
                "share {} Damage among the Tripods of Wave #{}",
                self.moving.damage,
                self.moving.wave + 1
            ),
            Step::Battle => match self.battle.as_deref() {
                Some(b) => format!(
                    "Land Battle in {} against Wave #{}: {}",
                    self.zone_name(b.zone),
                    b.wave + 1,
                    match b.step {
                        BStep::Plans => "buy Battle Plans".to_string(),
                        BStep::Hills => "place the Hills' free Earthworks".to_string(),
                        BStep::Earthworks => "Infantry may build Earthworks".to_string(),
                        BStep::Cavalry => "Cavalry may plan".to_string(),
                        BStep::PlaceHumans => "set up your Units".to_string(),
                        BStep::Kriegspiel => "Kriegspiel: draw a second Battle card?".to_string(),
                        BStep::PickCard => "choose the Battle card to apply".to_string(),
                        BStep::Human => format!("your Human step (round {})", b.rounds),
                        BStep::PickGun => "choose which Gun the Tripod's action takes".to_string(),
                        BStep::TrapTargets => "choose the Tripods the Trap Damages".to_string(),
                        BStep::Explosive => "Explosive Shell?".to_string(),
                        _ => "Line of Sight: roll again?".to_string(),
                    }
                ),
                None => "a Land Battle".to_string(),
            },
            _ => "the Martians act".to_string(),
        };
        format!("Round {}, {} Phase: {what}", self.round, self.phase.name())
    }

    fn region_view(&self, z: u8) -> RegionView {
        let spec = &self.data.zones[usize::from(z)];
        let s = self.zone(z);
        let in_battle = self.battle.as_deref().is_some_and(|b| b.zone == z);
        let mut stacks = Vec::new();
        let mut push = |label: &str, name: String, count: u32, owner: Option<Seat>| {
            if count > 0 {
                stacks.push(StackView {
                    label: label.into(),
                    name,
                    count,
                    owner,
                });
            }
        };
        // The Martian counters, each written out on its own line.
        let mut martians = Vec::new();
        for w in 0..WAVES {
            let fighting = self
                .battle
                .as_deref()
                .is_some_and(|b| usize::from(b.wave) == w);
            match self.waves[w] {
                WaveAt::Wave { zone } if zone == z => {
                    let n = if fighting {
                        self.battle
                            .as_deref()
                            .map_or(0, |b| b.tripods.len() + b.waiting.len())
                    } else {
                        self.staging[w].len()
                    };
                    martians.push(format!(
                        "Wave #{}: {}",
                        w + 1,
                        if n == 1 {
                            "1 Tripod".to_string()
                        } else {
                            format!("{n} Tripods")
                        }
                    ));
                }
                WaveAt::Cylinder { zone, .. } if zone == z => martians.push(format!(
                    "Cylinder #{}: {} Tripods",
                    w + 1,
                    self.staging[w].len()
                )),
                _ => {}
            }
        }
        for (i, &m) in self.machines.iter().enumerate() {
            if m == z {
                martians.push(format!(
                    "{} Handling Machine",
                    ["Green", "Yellow", "Red"][i]
                ));
            }
        }
        if !in_battle {
            for u in Unit::ALL {
                push(
                    u.label(),
                    u.plural().to_string(),
                    u32::from(s.units[u.index()]),
                    Some(0),
                );
            }
        }
        let guns: Vec<_> = self.guns.iter().filter(|g| g.zone == z).collect();
        if !in_battle {
            for kind in [super::moves::GunKind::Field, super::moves::GunKind::Siege] {
                let n = guns.iter().filter(|g| g.kind == kind).count() as u32;
                push(kind.label(), format!("{}s", kind.name()), n, Some(0));
            }
        }
        let ew: u32 = guns.iter().map(|g| u32::from(g.earthworks)).sum();
        push("E", "Earthworks (on the Guns)".into(), ew, Some(0));
        push(
            "Ind",
            "Industrial counter".into(),
            u32::from(s.industrial),
            Some(0),
        );
        push("H", "Harbor".into(), u32::from(s.harbor), Some(0));
        push("K", "Powder Kegs".into(), u32::from(s.kegs), Some(0));
        let mut marks = martians;
        if s.destroyed {
            marks.push("Destroyed".to_string());
        } else {
            if s.red_weed {
                marks.push("Red Weed".to_string());
            }
            let g = self.gears(z);
            marks.push(format!(
                "Workforce {} · {g} Gear{}",
                s.workforce,
                if g == 1 { "" } else { "s" }
            ));
        }
        let mut features = Vec::new();
        if spec.factory {
            features.push("Factory");
        }
        if spec.hills {
            features.push("Hills");
        }
        if !features.is_empty() {
            marks.push(features.join(" · "));
        }
        if let Some(h) = &spec.harbor {
            marks.push(format!("Harbor site: {h}"));
        }
        if in_battle {
            marks.push("Battle here".into());
        }
        let (terrain, colour) = if s.destroyed {
            ("Destroyed", DESTROYED)
        } else if s.red_weed {
            ("Red Weed", RED_WEED)
        } else if self.producing(z) {
            ("Producing", PRODUCING)
        } else {
            ("Non-producing", BARREN)
        };
        RegionView {
            id: format!("zone-{z}"),
            name: spec.name.clone(),
            x: spec.x,
            y: spec.y,
            adjacent: spec.adjacent.iter().map(|a| format!("zone-{a}")).collect(),
            stacks,
            marks,
            terrain: terrain.into(),
            colour: colour.into(),
        }
    }

    fn battle_board(&self) -> Option<BoardView> {
        let b = self.battle.as_deref()?;
        let board = &self.data.board;
        let mut cells = Vec::with_capacity(board.cells.len());
        for (i, &hex) in board.cells.iter().enumerate() {
            let c = i as u8;
            let mut stacks = Vec::new();
            for colour in 0..5u8 {
                for damaged in [false, true] {
                    let n = b
                        .tripods
                        .iter()
                        .filter(|t| {
                            t.cell == c
                                && t.damaged == damaged
                                && self.tripod_colour(t.id) == colour
                        })
                        .count() as u32;
                    if n > 0 {
                        stacks.push(StackView {
                            label: format!(
                                "{}{}",
                                TRIPOD_LABELS[usize::from(colour)],
                                if damaged { "*" } else { "" }
                            ),
                            name: format!(
                                "{}{} Tripod{}",
                                if damaged { "Damaged " } else { "" },
                                TRIPOD_COLOURS[usize::from(colour)],
                                if n == 1 { "" } else { "s" }
                            ),
                            count: n,
                            owner: None,
                        });
                    }
                }
            }
            let mut marks = Vec::new();
            for g in b.guns.iter().filter(|g| g.cell == Some(c)) {
                if let Some(gun) = self.gun(g.id) {
                    stacks.push(StackView {
                        label: gun.kind.label().into(),
                        name: format!("{} ({} Earthworks)", gun.kind.name(), gun.earthworks),
                        count: 1,
                        owner: Some(0),
                    });
                    marks.push(if gun.earthworks == 0 {
                        "Revealed".to_string()
                    } else {
                        format!("E{}", gun.earthworks)
                    });
                }
            }
            for u in Unit::ALL {
                let n = b.cells[i][u.index()];
                if n > 0 {
                    stacks.push(StackView {
                        label: u.label().into(),
                        name: u.plural().into(),
                        count: u32::from(n),
                        owner: Some(0),
                    });
                }
            }
            let letter = board.letters.iter().position(|&l| l == c);
            if let Some(k) = letter {
                marks.insert(0, ["A", "B", "C", "D", "E"][k].to_string());
            }
            let artillery = board.artillery.contains(&c);
            let (terrain, colour) = if artillery {
                ("Artillery Image", "#d7ccc8")
            } else if letter.is_some() {
                ("Set-up hex", "#ffe0b2")
            } else if board.bottom[i] {
                ("Bottom row", "#c8e6c9")
            } else {
                ("", "#f5f5f5")
            };
            cells.push(CellView {
                hex,
                name: board.names[i].clone(),
                terrain: terrain.into(),
                colour: colour.into(),
                stacks,
                marks,
            });
        }
        Some(BoardView::Hex {
            id: "land-battle".into(),
            name: format!(
                "{}: {} against Wave #{}",
                board.name,
                self.zone_name(b.zone),
                b.wave + 1
            ),
            orientation: board.orientation,
            cells,
            legend: vec![
                LegendEntry {
                    name: "Set-up hex".into(),
                    colour: "#ffe0b2".into(),
                    note: "A to E: Tripods set up here by their colour's letter on the Battle card"
                        .into(),
                },
                LegendEntry {
                    name: "Artillery Image".into(),
                    colour: "#d7ccc8".into(),
                    note: "Guns set up here".into(),
                },
                LegendEntry {
                    name: "Bottom row".into(),
                    colour: "#c8e6c9".into(),
                    note: "Infantry, Cavalry and Refugees set up here; a Tripod reaching it leaves the battle".into(),
                },
                LegendEntry {
                    name: "Tripods".into(),
                    colour: "#ffffff".into(),
                    note: "G Green, Y Yellow, R Red, Bl Blue, Bk Black; * Damaged".into(),
                },
                LegendEntry {
                    name: "Guns".into(),
                    colour: "#ffffff".into(),
                    note: "FG Field Gun, SG Siege Gun; E2: 2 Earthworks; Revealed: none".into(),
                },
            ],
        })
    }

    fn tripod_card(&self, t: TripodId, damaged: bool, target: bool) -> CardView {
        let colour = usize::from(self.tripod_colour(t));
        let mut v = CardView::named(tripod_key(t), format!("{} Tripod", TRIPOD_COLOURS[colour]));
        v.kind = if damaged {
            "Damaged".into()
        } else {
            "Undamaged".into()
        };
        v.corners.push(TRIPOD_LABELS[colour].into());
        v.tone = TRIPOD_COLOURS[colour].to_ascii_lowercase();
        v.tapped = damaged;
        if target {
            v.target = Some(tripod_key(t));
        }
        v
    }

    fn battle_card_view(&self, c: u16, target: bool) -> CardView {
        let spec = &self.data.battle_cards[usize::from(c)];
        let mut v = CardView::named(card_key(c), spec.name.clone());
        v.kind = "Land Battle card".into();
        let setup: Vec<String> = (0..5)
            .map(|k| {
                format!(
                    "{} {}",
                    TRIPOD_COLOURS[k],
                    ["A", "B", "C", "D", "E"][usize::from(spec.setup[k])]
                )
            })
            .collect();
        let rows: Vec<String> = spec
            .order
            .iter()
            .map(|&k| {
                let acts: Vec<&str> = spec.actions[usize::from(k)]
                    .iter()
                    .map(|a| a.name())
                    .collect();
                format!(
                    "{}: {}",
                    TRIPOD_COLOURS[usize::from(k)],
                    if acts.is_empty() {
                        "—".to_string()
                    } else {
                        acts.join(", ")
                    }
                )
            })
            .collect();
        v.text = format!("Set-up: {}. {}.", setup.join(", "), rows.join("; "));
        if target {
            v.target = Some(card_key(c));
        }
        v
    }

    fn help_panel(&self) -> Panel {
        let mut rows = Vec::new();
        for c in Chart::ALL {
            if c == Chart::EarthworksExample
                && self.variants.earthworks == super::variants::Earthworks::Table
                || c == Chart::EarthworksTable
                    && self.variants.earthworks == super::variants::Earthworks::Example
            {
                continue;
            }
            let cells = self.data.chart(c);
            let mut row = vec![c.name().to_string()];
            for e in cells {
                row.push(effect_words(&self.data, e));
            }
            rows.push(row);
        }
        Panel {
            title: "Player Help Sheet: die charts".into(),
            columns: vec!["Chart".into(), "Green (3 faces)".into(), "Yellow (2)".into(), "Red (1)".into()],
            rows,
            note: "The die has Green on 3 faces, Yellow on 2, Red on 1. Costs: Infantry 6, Cavalry 6, Field Gun 9, Siege Gun 16, Industrial 2, chosen Harbor 4, a move 3, Battle Plan 5 (random) or 10 (chosen), Warship 2.".into(),
        }
    }

    fn range_panel(&self) -> Panel {
        let rows = self
            .data
            .ranges
            .iter()
            .enumerate()
            .map(|(i, r)| {
                vec![
                    (i + 1).to_string(),
                    colours_text(r[0]),
                    colours_text(r[1]),
                    colours_text(r[2]),
                ]
            })
            .collect();
        Panel {
            title: "Range chart".into(),
            columns: vec![
                "Range".into(),
                "Tripod Detects on".into(),
                "Tripod Fires on".into(),
                "Gun Hits on".into(),
            ],
            rows,
            note: "Field Guns roll 1 die, Siege Guns 2. A Hit Damages an Undamaged Tripod and Destroys a Damaged one.".into(),
        }
    }

    /// The table as `viewer` sees it.
    pub(super) fn projection(&self, viewer: Option<Seat>) -> Projection {
        let mut p = Projection::new(viewer, self.status(), self.round);
        let now = self.outcome.is_none().then_some(self.phase);
        p.phases = Phase::ALL
            .iter()
            .map(|&ph| PhaseView {
                name: ph.name().into(),
                current: now == Some(ph),
                about: phase_about(ph).into(),
            })
            .collect();
        p.seats.push(SeatView {
            name: "Player 1 (the Human forces)".into(),
            facts: vec![
                format!("{} Production Points", self.points),
                format!("Germs {} · Human VP {}", self.germs, self.human_vp),
                format!(
                    "Colonization {} · Martian VP {}",
                    self.colonization, self.martian_vp
                ),
                format!("Flying Machine {} of {FLYING_MACHINE}", self.pieces),
            ],
            to_act: self.to_move() == Some(0),
            out: false,
        });
        // Boards: the Strategic Map, and the Land Battle Board during a battle.
        p.boards.push(BoardView::Regions {
            id: "strategic-map".into(),
            name: "Strategic Map of France".into(),
            regions: (0..self.zones.len() as u8).map(|z| self.region_view(z)).collect(),
            legend: vec![
                LegendEntry {
                    name: "Producing Zone".into(),
                    colour: PRODUCING.into(),
                    note: "1 or more Gears".into(),
                },
                LegendEntry {
                    name: "Non-producing".into(),
                    colour: BARREN.into(),
                    note: "no Gear at its Workforce".into(),
                },
                LegendEntry {
                    name: "Destroyed".into(),
                    colour: DESTROYED.into(),
                    note: String::new(),
                },
                LegendEntry {
                    name: "Red Weed".into(),
                    colour: RED_WEED.into(),
                    note: String::new(),
                },
                LegendEntry {
                    name: "Counters".into(),
                    colour: "#ffffff".into(),
                    note: "Your counters: Inf(antry), Cav(alry), Ref(ugees), FG Field Gun, SG Siege Gun, E(arthworks), Ind(ustrial), H(arbor), K Powder Keg; the Martians' are written out".into(),
                },
            ],
        });
        p.boards.extend(self.battle_board());
        // Trackers: the Clock and the Progress Track.
        let track = |name: &str, value: String| TrackerView {
            name: name.into(),
            owner: None,
            value,
        };
        p.trackers
            .push(track("Clock", format!("{} Phase", self.phase.name())));
        p.trackers
            .push(track("Production Points", self.points.to_string()));
        p.trackers
            .push(track("Human VP", self.human_vp.to_string()));
        p.trackers
            .push(track("Germ counter", format!("{} of 10", self.germs)));
        p.trackers
            .push(track("Martian VP", self.martian_vp.to_string()));
        p.trackers.push(track(
            "Colonization counter",
            format!("{} of 10", self.colonization),
        ));
        p.trackers.push(track(
            "Flying Machine",
            format!("{} of {FLYING_MACHINE} pieces", self.pieces),
        ));
        p.trackers
            .push(track("Powder Kegs in the mix", self.kegs_free.to_string()));
        p.trackers
            .push(track("Tripods in the cup", self.cup.len().to_string()));
        // Zones of cards: the Battle card, the Battle Plans, the Staging Areas, the decks.
        let choices_tripods = self.step == Step::AssignDamage;
        if let Some(b) = self.battle.as_deref() {
            let picking = b.step == BStep::PickCard;
            let cards: Vec<CardView> = [b.offered, b.alt, b.card.or(b.last_card)]
                .into_iter()
                .flatten()
                .map(|c| self.battle_card_view(c, picking))
                .collect();
            p.zones.push(ZoneView {
                id: "battle-card".into(),
                name: "Battle card".into(),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
            let plans: Vec<CardView> = Plan::ALL
                .iter()
                .flat_map(|&pl| (0..b.held[pl.index()]).map(move |k| (pl, k)))
                .map(|(pl, k)| {
                    let mut v = CardView::named(format!("plan-{}-{k}", pl.index()), pl.name());
                    v.kind = "Battle Plan".into();
                    v.text = pl.about().into();
                    v
                })
                .collect();
            p.zones.push(ZoneView {
                id: "battle-plans".into(),
                name: "Your Battle Plans".into(),
                owner: Some(0),
                layout: ZoneLayout::Row,
                count: plans.len(),
                cards: plans,
            });
        }
        // The Staging Areas, one line each; the Wave taking Damage as cards to pick.
        let mut rows = Vec::new();
        for w in 0..WAVES {
            let mut tripods: Vec<String> = self.staging[w]
                .iter()
                .map(|t| {
                    format!(
                        "{}{}",
                        self.tripod_name(t.id),
                        if t.damaged { " (Damaged)" } else { "" }
                    )
                })
                .collect();
            if let Some(b) = self.battle.as_deref().filter(|b| usize::from(b.wave) == w) {
                for t in &b.tripods {
                    tripods.push(format!(
                        "{}{} on the battle board",
                        self.tripod_name(t.id),
                        if t.damaged { " (Damaged)" } else { "" }
                    ));
                }
                tripods.extend(b.waiting.iter().map(|t| self.tripod_name(t.id).to_string()));
            }
            let state = match self.waves[w] {
                WaveAt::Waiting => "Not yet landed".to_string(),
                WaveAt::Cylinder { zone, progress } => format!(
                    "Cylinder in {} ({progress} of {} Assembly Phases)",
                    self.zone_name(zone),
                    self.data.numbers.assembly
                ),
                WaveAt::Wave { zone } => format!("Wave in {}", self.zone_name(zone)),
                WaveAt::Gone => "Destroyed".to_string(),
            };
            rows.push(vec![
                format!("#{}", w + 1),
                state,
                if tripods.is_empty() {
                    "—".to_string()
                } else {
                    tripods.join(", ")
                },
            ]);
        }
        if choices_tripods {
            let w = usize::from(self.moving.wave);
            let cards: Vec<CardView> = self
                .staging(w)
                .iter()
                .map(|t| self.tripod_card(t.id, t.damaged, true))
                .collect();
            p.zones.push(ZoneView {
                id: "damage".into(),
                name: format!(
                    "Tripods of Wave #{}: {} Damage to share",
                    w + 1,
                    self.moving.damage
                ),
                owner: None,
                layout: ZoneLayout::Row,
                count: cards.len(),
                cards,
            });
        }
        let mut top = Vec::new();
        if let Some(t) = self.event_top() {
            let phase = self.data.events[usize::from(t)].phase;
            let mut v = CardView::named("event-top", format!("Back: {} Phase", phase.name()));
            v.kind = "Event card (its back)".into();
            v.text = format!("Drawn at the start of the next {} Phase.", phase.name());
            top.push(v);
        }
        p.zones.push(ZoneView {
            id: "event-deck".into(),
            name: "Event deck".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            count: self.events.len(),
            cards: top,
        });
        let last: Vec<CardView> = self
            .last_event
            .map(|e| {
                let c = &self.data.events[usize::from(e)];
                let mut v = CardView::named(format!("event-{e}"), c.name.clone());
                v.kind = format!("Event · {} Phase", c.phase.name());
                v.text = c.text.clone();
                v
            })
            .into_iter()
            .collect();
        p.zones.push(ZoneView {
            id: "event-discard".into(),
            name: "Last Event".into(),
            owner: None,
            layout: ZoneLayout::Pile,
            count: self.event_discard.len(),
            cards: last,
        });
        p.dice = self
            .last_roll
            .iter()
            .map(|f| DieView {
                face: f.name().into(),
                colour: f.css().into(),
            })
            .collect();
        p.panels.push(Panel {
            title: "Tripod Staging Areas".into(),
            columns: vec!["Area".into(), "Counter".into(), "Tripods".into()],
            rows,
            note: "When battling a Wave, you confront all the Tripods in its Staging Area.".into(),
        });
        p.panels.push(self.help_panel());
        p.panels.push(self.range_panel());
        p
    }
}

/// A chart cell in words.
fn effect_words(data: &WotwData, e: &super::data::Effect) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(z) = e.zone {
        parts.push(data.zone_name(z).to_string());
    }
    if e.build > 0 {
        parts.push(format!("Build {}", e.build));
    }
    if e.plans > 0 {
        parts.push(format!(
            "Gain {} plan{}",
            e.plans,
            if e.plans == 1 { "" } else { "s" }
        ));
    }
    if e.destroy > 0 {
        parts.push(format!(
            "Destroy {} Tripod{}",
            e.destroy,
            if e.destroy == 1 { "" } else { "s" }
        ));
    }
    if e.keg {
        parts.push("Place a Keg".into());
    }
    if e.damage > 0 {
        parts.push(format!("{} Damage", e.damage));
    }
    if e.workforce > 0 {
        parts.push(format!("Workforce -{}", e.workforce));
    }
    if e.infantry_lost {
        parts.push("Infantry Destroyed".into());
    }
    if e.cavalry_lost {
        parts.push("Cavalry Destroyed".into());
    }
    if e.cavalry_captured {
        parts.push("Cavalry Captured".into());
    }
    if e.redirect {
        parts.push("You choose the Wave's destination".into());
    }
    if e.piece {
        parts.push("A Flying Machine piece".into());
    }
    if let Some(f) = e.flee {
        parts.push(
            match f {
                super::data::Flee::Escapes => "Escapes",
                super::data::Flee::Stays => "Stays",
                super::data::Flee::NavalBattle => "Naval battle",
                super::data::Flee::WarshipSunk => "Warship sunk",
                super::data::Flee::Captured => "Captured",
            }
            .into(),
        );
    }
    if let Some(m) = e.movement {
        parts.push(
            match m {
                super::data::Movement::TowardParis => "Toward Paris",
                super::data::Movement::TowardProducing => "Toward the nearest Producing Zone",
                super::data::Movement::RandomAdjacent => "A random adjacent zone",
                super::data::Movement::Stay => "Stays",
                super::data::Movement::RedWeed => "Red Weed",
            }
            .into(),
        );
    }
    if parts.is_empty() {
        "No effect".into()
    } else {
        parts.join(", ")
    }
}
