//! What one seat (or a spectator) sees of a game of Deity, in the table's own vocabulary, so the
//! one table screen draws it with no Deity code of its own: the hex world with each hex's name,
//! terrain, colour, counters per owner and marks (Blight, Sanctuary, Famine), the terrain legend,
//! the phase bar with each phase's rule sentence, a status line, the seats, the hands (the
//! viewer's own face up, the others' only as counts), the deck, the discard pile, the cards being
//! played, the terrain counters of world building and the reserve, the last roll, and panels for
//! a battle under way, lasting miracles and the counters destroyed this turn.
//!
//! Hidden information never leaves the engine: a hand other than the viewer's is a count, the
//! deck and the terrain bag are counts. [`DeityGame::determinize`] draws again exactly what a
//! seat cannot see, for the search bot; [`DeityGame::heuristic`] scores a seat's standing
//! for a search cut short.

use super::cards::{Miracle, When};
use super::map::{ORIENTATION, Terrain};
use super::state::{DeityGame, EffectKind, HexCounts, Pending, Phase, Seat};
use super::variants::{AbjurationTiming, WorldBuilding};
use super::world::{REDRAWS, START_DICE, START_SPACING};
use crate::rules::RuledGame;
use crate::rules::counted as plural;
use crate::rules::{
    BoardView, CardView, CellView, LegendEntry, Panel, SeatView, StackView, ZoneLayout, ZoneView,
    and_list, seat_label,
};

/// A phase's name on the bar ("Build temple").
pub(super) fn title(phase: Phase) -> String {
    let s = phase.to_string();
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "1st", "2nd", "3rd", "4th".
pub(super) fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl DeityGame {
    /// The rule sentence of a phase, from the rule text (world building and starts from the
    /// game's published set-up), shown on demand beside the phase bar.
    pub fn phase_rule(&self, phase: Phase) -> String {
        match phase {
            Phase::WorldBuilding => match self.variants.world {
                WorldBuilding::PlayersBuild => format!(
                    "Players take turns drawing a random terrain counter and placing it adjacent to terrain already placed ({REDRAWS} redraws each). Hexes left empty are water. All terrains are put out except five kept in reserve. (To skip this, choose the world building variant “Generated from the seed” or “Terrain placed for you” when starting a table.)"
                ),
                WorldBuilding::Generated => "The world is generated from the game's seed: terrain counters placed next to land already placed, five kept in reserve.".to_string(),
                WorldBuilding::GeneratedMap => "The terrain is placed for every player from the game's seed: terrain counters placed next to land already placed, five kept in reserve. Each player then chooses a start hex.".to_string(),
            },
            Phase::Starts => format!(
                "Each player starts with {START_DICE}D6 population counters in one Plains hex, not within {} hexes of another player's start. The high roll goes first.",
                START_SPACING - 1
            ),
            Phase::Draw => "Each player draws one card plus a number of cards equal to the number of temples he controls. A player may have a maximum of 7 cards in his hand. Excess cards are discarded.".to_string(),
            Phase::BuildTemples => "Replace six Population counters in a single hex with a Temple counter. A space may only contain a single Temple. Temples cannot be built adjacent to other Temples. You may build multiple Temples in this phase.".to_string(),
            Phase::RaiseArmies => "Replace up to half of the Population counters in a hex with Army counters. You may raise armies in multiple spaces in this phase. Armies already existing may be converted back to Population counters.".to_string(),
            Phase::PopulationGrowth => "Place a Population counter on each space you control not occupied by an Army or a Temple. The number of markers in a hex cannot exceed the Terrain limit. Discard excess counters.".to_string(),
            Phase::Miracles => "A player may use none, some, or all of his cards. Most cards (miracles) are played during this phase. Some cards are used during other phases.".to_string(),
            Phase::Battle => "Armies may attack units in adjacent hexes. Population counters may not attack. The attacker rolls 2 dice for every attacking army. The defender rolls 2 dice for every defending army, and 1 die for every 2 population counters rounding up. Every roll of 1 destroys one enemy counter. Armies are destroyed before populations, populations before Temples. This is repeated until all attacking armies are destroyed, the attacker retreats, or all defending counters are destroyed.".to_string(),
            Phase::Movement => "Population counters and armies may move one space. Temples cannot move.".to_string(),
            Phase::Over => "The game is over.".to_string(),
        }
    }

    /// One line saying where the game stands: the round, whose decision and what it is.
    pub fn status(&self) -> String {
        if self.phase == Phase::Over {
            return match self.winners.sole() {
                Some(w) => format!("Game over: {} wins", seat_label(w)),
                None if self.winners.is_empty() => {
                    format!("Game over: a draw after {} rounds", self.round)
                }
                None => format!(
                    "Game over: {} share the game after {} rounds",
                    and_list(self.winners.seats().map(seat_label)),
                    self.round
                ),
            };
        }
        let who = self.to_move().map_or_else(String::new, seat_label);
        let what = match &self.pending {
            Some(Pending::Discard { count, .. }) => {
                format!("must discard {}", plural(*count, "card", "cards"))
            }
            Some(Pending::Reaction { stack, .. }) => match stack.last() {
                Some(p) => format!(
                    "may answer {}'s {} with Abjuration",
                    seat_label(p.player),
                    p.card
                ),
                None => "may answer with Abjuration".to_string(),
            },
            Some(Pending::Battle(b)) => format!(
                "fought round {} of the battle for {}: press on or retreat",
                b.rounds,
                self.hex_name(b.target)
            ),
            Some(Pending::Resurrection { .. }) => {
                "may play Resurrection where counters were destroyed this turn".to_string()
            }
            None => match self.phase {
                Phase::WorldBuilding => match self.setup.drawn {
                    Some(t) => format!("places the drawn {}", self.terrain_name(Some(t))),
                    None => "builds the world".to_string(),
                },
                Phase::Starts => "chooses a start hex".to_string(),
                p => format!("plays the {p} phase"),
            },
        };
        if self.round == 0 {
            format!("Setting up · {who} {what}")
        } else {
            format!("Round {} · {who} {what}", self.round)
        }
    }

    /// A miracle card face up. A card in a hand is named for the choices by its
    /// [`Miracle::id`] (`pick`); one in the discard pile or in play is not picked.
    fn miracle_card(&self, key: String, m: Miracle, pick: bool) -> CardView {
        let mut c = CardView::named(key, m.name());
        c.target = pick.then(|| m.id());
        c.kind = match m.when() {
            When::MiraclePhase => "Miracle phase",
            When::EndOfBattle => "End of a battle phase",
            When::Reaction => match self.variants.abjuration {
                AbjurationTiming::Reaction => "In answer to a card",
                AbjurationTiming::LastingEffects => "Miracle phase",
            },
        }
        .to_string();
        c.text = self.data.text(m).to_string();
        c
    }

    /// A terrain counter face up (world building's drawn counter, the reserve).
    fn terrain_card(&self, key: String, t: Terrain) -> CardView {
        let row = self.data.terrain(t);
        let mut c = CardView::named(key, row.name.clone());
        c.kind = "Terrain counter".to_string();
        c.text = format!("Holds up to {} counters.", row.limit);
        if !row.notes.is_empty() {
            c.text.push(' ');
            c.text.push_str(&row.notes);
        }
        c.corners = vec![row.limit.to_string()];
        c
    }

    /// The counters in a hex as stacks per owner, each with a short label so kinds differ
    /// without colour.
    fn stacks(c: &HexCounts) -> Vec<StackView> {
        let Some(owner) = c.owner else {
            return Vec::new();
        };
        [
            ("P", "Population", c.population),
            ("A", "Army", c.armies),
            ("T", "Temple", u32::from(c.temple)),
            ("M", "Monster", c.monsters),
        ]
        .into_iter()
        .filter(|(_, _, n)| *n > 0)
        .map(|(label, name, count)| StackView {
            label: label.to_string(),
            name: name.to_string(),
            count,
            owner: Some(owner),
        })
        .collect()
    }

    /// The world as a hex board: every hex with its name, terrain, colour, stacks and marks.
    pub(super) fn board_view(&self) -> BoardView {
        let cells = (0..self.map.len())
            .map(|i| {
                let terrain = self.map.terrain_at(i);
                let c = &self.counts[i];
                let mut marks = Vec::new();
                if c.blight.is_some() {
                    marks.push("Blight".to_string());
                }
                for kind in [EffectKind::Sanctuary, EffectKind::Famine] {
                    if self.effect_on(kind, i) {
                        marks.push(
                            match kind {
                                EffectKind::Sanctuary => "Sanctuary",
                                EffectKind::Famine => "Famine",
                            }
                            .to_string(),
                        );
                    }
                }
                let colour = match terrain {
                    Some(t) => self.data.terrain(t).colour.clone(),
                    None => self.data.water().1.to_string(),
                };
                CellView {
                    hex: self.map.hex(i),
                    name: self.hex_name(i),
                    terrain: self.terrain_name(terrain).to_string(),
                    colour,
                    stacks: Self::stacks(c),
                    marks,
                }
            })
            .collect();
        let mut legend: Vec<LegendEntry> = Terrain::ALL
            .iter()
            .map(|&t| {
                let row = self.data.terrain(t);
                let mut note = format!("Holds up to {} counters", row.limit);
                if !row.notes.is_empty() {
                    note.push_str(". ");
                    note.push_str(row.notes.trim_end_matches('.'));
                }
                LegendEntry {
                    name: row.name.clone(),
                    colour: row.colour.clone(),
                    note,
                }
            })
            .collect();
        let (water, colour) = self.data.water();
        legend.push(LegendEntry {
            name: water.to_string(),
            colour: colour.to_string(),
            note: "Holds no counters".to_string(),
        });
        BoardView::Hex {
            id: "world".to_string(),
            name: "World".to_string(),
            orientation: ORIENTATION,
            cells,
            legend,
        }
    }

    /// The seats as everyone sees them: counters on the map, cards in hand, play order.
    pub(super) fn seat_views(&self) -> Vec<SeatView> {
        let to_move = self.to_move();
        (0..self.players)
            .map(|s| {
                let (p, a, t, m) = self.totals(s);
                let cards = u32::try_from(self.hand(s).len()).unwrap_or(u32::MAX);
                let mut facts = vec![
                    plural(p, "population", "population"),
                    plural(a, "army", "armies"),
                    plural(t, "temple", "temples"),
                    plural(m, "monster", "monsters"),
                    format!("{} in hand", plural(cards, "card", "cards")),
                ];
                if let Some(k) = self.order.iter().position(|&o| o == s) {
                    facts.push(format!("plays {}", ordinal(k + 1)));
                }
                if self.phase == Phase::WorldBuilding {
                    let r = self.setup.redraws.get(usize::from(s)).copied().unwrap_or(0);
                    facts.push(plural(u32::from(r), "redraw left", "redraws left"));
                }
                SeatView {
                    name: format!("Player {}", u32::from(s) + 1),
                    facts,
                    to_act: to_move == Some(s),
                    out: self.is_out(s),
                }
            })
            .collect()
    }

    pub(super) fn zone_views(&self, viewer: Option<Seat>) -> Vec<ZoneView> {
        let mut zones = Vec::new();
        for s in 0..self.players {
            let hand = self.hand(s);
            let cards = if viewer == Some(s) {
                let mut sorted = hand.to_vec();
                crate::sort::sort(&mut sorted);
                sorted
                    .into_iter()
                    .enumerate()
                    .map(|(k, m)| self.miracle_card(format!("hand-{s}-{k}"), m, true))
                    .collect()
            } else {
                // Another seat's hand is only a count, to every viewer.
                Vec::new()
            };
            zones.push(ZoneView {
                id: format!("hand-{s}"),
                name: "Hand".to_string(),
                owner: Some(s),
                layout: ZoneLayout::Hand,
                cards,
                count: hand.len(),
            });
        }
        zones.push(ZoneView {
            id: "deck".to_string(),
            name: "Miracle deck".to_string(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: (!self.deck.is_empty())
                .then(|| CardView::back("deck-top"))
                .into_iter()
                .collect(),
            count: self.deck.len(),
        });
        zones.push(ZoneView {
            id: "discard".to_string(),
            name: "Discard pile".to_string(),
            owner: None,
            layout: ZoneLayout::Pile,
            cards: self
                .discard
                .iter()
                .rev()
                .enumerate()
                .map(|(k, &m)| self.miracle_card(format!("discard-{k}"), m, false))
                .collect(),
            count: self.discard.len(),
        });
        let mut played = Vec::new();
        let mut pending = self.pending.as_ref();
        while let Some(Pending::Reaction { stack, after, .. }) = pending {
            played.extend(stack.iter());
            pending = after.as_deref();
        }
        if !played.is_empty() {
            zones.push(ZoneView {
                id: "played".to_string(),
                name: "Being played".to_string(),
                owner: None,
                layout: ZoneLayout::Row,
                cards: played
                    .iter()
                    .enumerate()
                    .map(|(k, p)| {
                        let mut c = self.miracle_card(format!("played-{k}"), p.card, false);
                        c.corners = vec![format!("by {}", seat_label(p.player))];
                        c
                    })
                    .collect(),
                count: played.len(),
            });
        }
        if self.phase == Phase::WorldBuilding {
            zones.push(ZoneView {
                id: "terrain-drawn".to_string(),
                name: "Terrain counter drawn".to_string(),
                owner: self.to_move(),
                layout: ZoneLayout::Row,
                cards: self
                    .setup
                    .drawn
                    .map(|t| self.terrain_card("terrain-drawn".to_string(), t))
                    .into_iter()
                    .collect(),
                count: usize::from(self.setup.drawn.is_some()),
            });
            zones.push(ZoneView {
                id: "terrain-bag".to_string(),
                name: "Terrain counters to draw".to_string(),
                owner: None,
                layout: ZoneLayout::Pile,
                cards: (!self.setup.bag.is_empty())
                    .then(|| CardView::back("terrain-bag-top"))
                    .into_iter()
                    .collect(),
                count: self.setup.bag.len(),
            });
        } else {
            // What is in reserve is known to all (every counter not on the map); the order it
            // is drawn in is the generator's.
            let mut reserve = self.reserve.clone();
            crate::sort::sort(&mut reserve);
            zones.push(ZoneView {
                id: "reserve".to_string(),
                name: "Terrain counters in reserve".to_string(),
                owner: None,
                layout: ZoneLayout::Row,
                cards: reserve
                    .into_iter()
                    .enumerate()
                    .map(|(k, t)| self.terrain_card(format!("reserve-{k}"), t))
                    .collect(),
                count: self.reserve.len(),
            });
        }
        zones
    }

    pub(super) fn panel_views(&self) -> Vec<Panel> {
        let mut panels = Vec::new();
        if let Some(Pending::Battle(b)) = &self.pending {
            let attacker = seat_label(self.active());
            let mut rows: Vec<Vec<String>> = b
                .from
                .iter()
                .map(|a| {
                    vec![
                        format!("Attacker: {attacker}"),
                        self.hex_name(a.hex),
                        plural(a.alive, "army fighting", "armies fighting"),
                    ]
                })
                .collect();
            let d = &self.counts[b.target];
            let mut defence = Vec::new();
            for (n, one, many) in [
                (d.armies, "army", "armies"),
                (d.monsters, "monster", "monsters"),
                (d.population, "population", "population"),
                (u32::from(d.temple), "temple", "temples"),
            ] {
                if n > 0 {
                    defence.push(plural(n, one, many));
                }
            }
            rows.push(vec![
                format!("Defender: {}", seat_label(b.defender)),
                self.hex_name(b.target),
                defence.join(", "),
            ]);
            panels.push(Panel {
                title: format!("Battle for {}", self.hex_name(b.target)),
                columns: vec!["Side".into(), "Hex".into(), "Counters".into()],
                rows,
                note: format!(
                    "{} fought. The attacker presses on for another round or retreats.",
                    plural(b.rounds, "round", "rounds")
                ),
            });
        }
        let mut lasting: Vec<Vec<String>> = self
            .effects
            .iter()
            .map(|e| {
                vec![
                    match e.kind {
                        EffectKind::Sanctuary => "Sanctuary: counters may not attack here",
                        EffectKind::Famine => "Famine: no population is gained here",
                    }
                    .to_string(),
                    self.hex_name(e.hex),
                    seat_label(e.caster),
                    format!("until {}'s next turn", seat_label(e.caster)),
                ]
            })
            .collect();
        for (i, c) in self.counts.iter().enumerate() {
            if let Some(by) = c.blight {
                lasting.push(vec![
                    "Blight: no counters may enter".to_string(),
                    self.hex_name(i),
                    seat_label(by),
                    format!(
                        "until a 1 is rolled at the start of {}'s miracle phase",
                        seat_label(by)
                    ),
                ]);
            }
        }
        if self.turn_state.holy_war {
            lasting.push(vec![
                "Holy War: armies attack twice if they survive".to_string(),
                String::new(),
                seat_label(self.active()),
                "this turn".to_string(),
            ]);
        }
        if !lasting.is_empty() {
            panels.push(Panel {
                title: "Lasting effects".to_string(),
                columns: vec!["Effect".into(), "Hex".into(), "By".into(), "Lasts".into()],
                rows: lasting,
                note: String::new(),
            });
        }
        let losses: Vec<Vec<String>> = self
            .turn_state
            .losses
            .iter()
            .filter(|l| l.total() > 0)
            .map(|l| {
                let mut lost = Vec::new();
                for (n, one, many) in [
                    (l.population, "population", "population"),
                    (l.armies, "army", "armies"),
                    (l.monsters, "monster", "monsters"),
                    (u32::from(l.temple), "temple", "temples"),
                ] {
                    if n > 0 {
                        lost.push(plural(n, one, many));
                    }
                }
                vec![self.hex_name(l.hex), seat_label(l.owner), lost.join(", ")]
            })
            .collect();
        if !losses.is_empty() {
            panels.push(Panel {
                title: "Counters destroyed this turn".to_string(),
                columns: vec!["Hex".into(), "Owner".into(), "Destroyed".into()],
                rows: losses,
                note:
                    "Resurrection brings back its player's counters destroyed this turn in one hex."
                        .to_string(),
            });
        }
        panels
    }
}

impl DeityGame {
    /// Each seat's counters on the map: population, armies and monsters, a temple as six.
    pub(super) fn worths(&self) -> [u32; 4] {
        let mut worth = [0u32; 4];
        for c in &self.counts {
            if let Some(w) = c.owner.and_then(|o| worth.get_mut(usize::from(o))) {
                *w += c.population + c.armies + c.monsters + 6 * u32::from(c.temple);
            }
        }
        worth
    }

    /// A seat's counters on the map (see [`DeityGame::heuristic`]).
    pub fn worth(&self, seat: Seat) -> u32 {
        self.worths().get(usize::from(seat)).copied().unwrap_or(0)
    }
}
