//! `Table::apply`: validate an action completely, then carry it out and log it. A refused action
//! leaves the table exactly as it was.

use crate::def::{BoardKind, GameDef, Owner};

use super::action::{MAX_DICE, MAX_NOTE};
use super::{
    Action, CardId, DieResult, LogEntry, Place, Position, Rejection, Stack, Table, ZoneRef,
    player_name,
};

impl Table {
    /// Carries out one action for the active player, or says why it cannot be done.
    pub fn apply(&mut self, def: &GameDef, action: &Action) -> Result<(), Rejection> {
        let text = self.perform(def, action)?;
        self.log.push(LogEntry {
            turn: self.turn,
            player: self.active,
            text,
        });
        Ok(())
    }

    /// Checks an action without changing the table.
    pub fn check(&self, def: &GameDef, action: &Action) -> Result<(), Rejection> {
        self.clone().perform(def, action).map(|_| ())
    }

    /// Validates and performs; returns the public log text.
    fn perform(&mut self, def: &GameDef, action: &Action) -> Result<String, Rejection> {
        let who = player_name(self.active);
        match action {
            Action::Shuffle { zone } => {
                let z = self.zone_at(zone)?;
                let mut cards = std::mem::take(&mut self.zones[z].cards);
                self.rng.shuffle(&mut cards);
                for id in &cards {
                    self.forget(*id);
                }
                self.zones[z].cards = cards;
                Ok(format!("{who} shuffled {}", zone_label(def, zone)))
            }
            Action::Draw { from, to, count } => {
                let (f, t) = (self.zone_at(from)?, self.zone_at(to)?);
                let n = *count as usize;
                if n == 0 {
                    return Err(Rejection::ZeroCount);
                }
                let available = self.zones[f].cards.len();
                if n > available {
                    return Err(Rejection::NotEnoughCards {
                        zone: from.clone(),
                        wanted: n,
                        available,
                    });
                }
                let taken: Vec<CardId> = self.zones[f].cards.drain(..n).collect();
                let face_up = zone_face_up(def, to);
                for id in &taken {
                    self.settle(*id, face_up);
                }
                self.zones[t].cards.extend(taken);
                Ok(format!(
                    "{who} drew {} from {} to {}",
                    cards(n),
                    zone_label(def, from),
                    zone_label(def, to)
                ))
            }
            Action::Deal { from, to, count } => {
                let f = self.zone_at(from)?;
                match def.zone(to) {
                    Some(z) if z.owner == Owner::EachPlayer => {}
                    Some(_) => return Err(Rejection::NotAPlayerZone(to.clone())),
                    None => return Err(Rejection::NoZone(ZoneRef::shared(to))),
                }
                if *count == 0 {
                    return Err(Rejection::ZeroCount);
                }
                // Saturating: on 32-bit targets (the browser) count × players can wrap round
                // to a small number that passes the check below.
                let wanted = (*count as usize).saturating_mul(usize::from(self.players));
                let available = self.zones[f].cards.len();
                if wanted > available {
                    return Err(Rejection::NotEnoughCards {
                        zone: from.clone(),
                        wanted,
                        available,
                    });
                }
                let face_up = def.zone(to).is_some_and(|z| z.face_up);
                let targets = (0..self.players)
                    .map(|seat| self.zone_at(&ZoneRef::of(to, (self.active + seat) % self.players)))
                    .collect::<Result<Vec<_>, _>>()?;
                for _ in 0..*count {
                    for &t in &targets {
                        let id = self.zones[f].cards.remove(0);
                        self.settle(id, face_up);
                        self.zones[t].cards.push(id);
                    }
                }
                Ok(format!(
                    "{who} dealt {} to each player from {}",
                    cards(*count as usize),
                    zone_label(def, from)
                ))
            }
            Action::MoveCard {
                from,
                index,
                to,
                position,
                face_up,
            } => {
                let (f, t) = (self.zone_at(from)?, self.zone_at(to)?);
                let id = self.card_at(f, *index)?;
                let seen_before = self.visible_to_all(def, id, from);
                self.zones[f].cards.remove(*index);
                let up = face_up.unwrap_or_else(|| zone_face_up(def, to));
                self.settle(id, up);
                let dest = &mut self.zones[t].cards;
                let at = match position {
                    Position::Top => 0,
                    Position::Bottom => dest.len(),
                    Position::At(i) => (*i).min(dest.len()),
                };
                dest.insert(at, id);
                let seen_after = self.visible_to_all(def, id, to);
                let what = if seen_before || seen_after {
                    card_name(def, self, id)
                } else {
                    "a card".to_string()
                };
                Ok(format!(
                    "{who} moved {what} from {} to {}",
                    zone_label(def, from),
                    zone_label(def, to)
                ))
            }
            Action::Flip { zone, index } => {
                let z = self.zone_at(zone)?;
                let id = self.card_at(z, *index)?;
                let seen_before = self.visible_to_all(def, id, zone);
                let card = &mut self.cards[id.0 as usize];
                card.face_up = !card.face_up;
                let up = card.face_up;
                // The log is public: name the card only if everyone sees it, before or after.
                let name = if seen_before || self.visible_to_all(def, id, zone) {
                    card_name(def, self, id)
                } else {
                    "a card".to_string()
                };
                Ok(if up {
                    format!("{who} turned {name} face up in {}", zone_label(def, zone))
                } else {
                    format!("{who} turned {name} face down in {}", zone_label(def, zone))
                })
            }
            Action::Tap { zone, index } => {
                let z = self.zone_at(zone)?;
                let id = self.card_at(z, *index)?;
                let visible = self.visible_to_all(def, id, zone);
                let card = &mut self.cards[id.0 as usize];
                card.tapped = !card.tapped;
                let verb = if card.tapped { "tapped" } else { "untapped" };
                let what = if visible {
                    card_name(def, self, id)
                } else {
                    "a card".to_string()
                };
                Ok(format!("{who} {verb} {what}"))
            }
            Action::Peek {
                zone,
                index,
                player,
            } => {
                let z = self.zone_at(zone)?;
                let id = self.card_at(z, *index)?;
                self.seat(*player)?;
                self.cards[id.0 as usize].peeked |= 1 << player;
                Ok(format!(
                    "{} peeked at card {} of {}",
                    player_name(*player),
                    index + 1,
                    zone_label(def, zone)
                ))
            }
            Action::Reveal { zone, index } => {
                let z = self.zone_at(zone)?;
                let id = self.card_at(z, *index)?;
                self.cards[id.0 as usize].revealed = true;
                Ok(format!(
                    "{who} revealed {} from {}",
                    card_name(def, self, id),
                    zone_label(def, zone)
                ))
            }
            Action::PlaceCounter {
                counter,
                owner,
                at,
                count,
            } => {
                let name = self.counter_ok(def, counter, *owner, *count)?;
                self.place_ok(def, at)?;
                self.limit_ok(def, at, *count)?;
                self.add(at, counter, *owner, *count);
                Ok(format!(
                    "{who} placed {count} {name} on {}",
                    place_label(def, self, at)
                ))
            }
            Action::RemoveCounter {
                counter,
                owner,
                at,
                count,
            } => {
                let name = self.counter_ok(def, counter, *owner, *count)?;
                self.place_ok(def, at)?;
                self.take(at, counter, &name, *owner, *count)?;
                Ok(format!(
                    "{who} removed {count} {name} from {}",
                    place_label(def, self, at)
                ))
            }
            Action::MoveCounter {
                counter,
                owner,
                from,
                to,
                count,
            } => {
                let name = self.counter_ok(def, counter, *owner, *count)?;
                self.place_ok(def, from)?;
                self.place_ok(def, to)?;
                if from != to {
                    self.limit_ok(def, to, *count)?;
                }
                self.take(from, counter, &name, *owner, *count)?;
                self.add(to, counter, *owner, *count);
                Ok(format!(
                    "{who} moved {count} {name} from {} to {}",
                    place_label(def, self, from),
                    place_label(def, self, to)
                ))
            }
            Action::SetTracker {
                tracker,
                player,
                value,
            } => {
                let (i, name) = self.tracker_ok(def, tracker, *player, *value)?;
                self.trackers[i].value = *value;
                Ok(format!("{who} set {name} to {value}"))
            }
            Action::AdjustTracker {
                tracker,
                player,
                delta,
            } => {
                // The same reasons, in the same order, as SetTracker: an unknown tracker, then a
                // seat that is not at the table.
                if def.tracker(tracker).is_none() {
                    return Err(Rejection::NoTracker(tracker.clone()));
                }
                if let Some(p) = player {
                    self.seat(*p)?;
                }
                let current = self
                    .tracker(tracker, *player)
                    .ok_or_else(|| Rejection::NoTracker(tracker.clone()))?;
                let value = current.saturating_add(*delta);
                let (i, name) = self.tracker_ok(def, tracker, *player, value)?;
                self.trackers[i].value = value;
                Ok(format!("{who} changed {name} by {delta:+} to {value}"))
            }
            Action::Roll { dice } => {
                if dice.is_empty() || dice.len() > MAX_DICE {
                    return Err(Rejection::DiceCount);
                }
                let defs = dice
                    .iter()
                    .map(|d| def.die(d).ok_or_else(|| Rejection::NoDie(d.clone())))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut results = Vec::with_capacity(defs.len());
                let mut shown = Vec::with_capacity(defs.len());
                for die in defs {
                    let face = self.rng.index(die.faces.len());
                    shown.push(format!("{} {}", die.name, die.faces[face].label));
                    results.push(DieResult {
                        die: die.id.clone(),
                        face,
                    });
                }
                self.last_roll = results;
                Ok(format!("{who} rolled: {}", shown.join(", ")))
            }
            Action::NextPhase => {
                if def.phases.is_empty() {
                    return Err(Rejection::NoPhases);
                }
                if self.phase + 1 < def.phases.len() {
                    self.phase += 1;
                    Ok(format!("Phase: {}", def.phases[self.phase]))
                } else {
                    self.next_turn();
                    Ok(format!(
                        "Turn {}: {}, phase {}",
                        self.turn,
                        player_name(self.active),
                        def.phases[0]
                    ))
                }
            }
            Action::NextTurn => {
                self.next_turn();
                Ok(format!("Turn {}: {}", self.turn, player_name(self.active)))
            }
            Action::Note { text } => {
                if text.chars().count() > MAX_NOTE {
                    return Err(Rejection::NoteTooLong);
                }
                Ok(format!("{who}: {text}"))
            }
        }
    }

    fn next_turn(&mut self) {
        self.turn = self.turn.saturating_add(1);
        self.active = (self.active + 1) % self.players.max(1);
        self.phase = 0;
    }

    fn zone_at(&self, at: &ZoneRef) -> Result<usize, Rejection> {
        self.zone_index(at)
            .ok_or_else(|| Rejection::NoZone(at.clone()))
    }

    fn card_at(&self, zone: usize, index: usize) -> Result<CardId, Rejection> {
        let z = &self.zones[zone];
        z.cards
            .get(index)
            .copied()
            .ok_or_else(|| Rejection::NoCard {
                zone: z.at.clone(),
                // Counted from 1 for people; saturating, since the index comes from outside
                // (a save, a share link) and may be anything.
                index: index.saturating_add(1),
                len: z.cards.len(),
            })
    }

    fn seat(&self, p: u8) -> Result<(), Rejection> {
        if p < self.players {
            Ok(())
        } else {
            Err(Rejection::NoPlayer(p))
        }
    }

    /// A card that moved lies as its new zone says and is nobody's secret any more.
    fn settle(&mut self, id: CardId, face_up: bool) {
        let card = &mut self.cards[id.0 as usize];
        card.face_up = face_up;
        card.tapped = false;
        card.peeked = 0;
        card.revealed = false;
    }

    fn forget(&mut self, id: CardId) {
        let card = &mut self.cards[id.0 as usize];
        card.peeked = 0;
        card.revealed = false;
    }

    /// Whether everyone at the table can see this card's face where it lies.
    fn visible_to_all(&self, def: &GameDef, id: CardId, zone: &ZoneRef) -> bool {
        let card = &self.cards[id.0 as usize];
        card.revealed
            || (card.face_up
                && def
                    .zone(&zone.zone)
                    .is_some_and(|z| z.visibility == crate::def::Visibility::Everyone))
    }

    fn counter_ok(
        &self,
        def: &GameDef,
        counter: &str,
        owner: Option<u8>,
        count: u32,
    ) -> Result<String, Rejection> {
        let c = def
            .counter(counter)
            .ok_or_else(|| Rejection::NoCounter(counter.to_string()))?;
        match (c.owned, owner) {
            (true, None) => return Err(Rejection::OwnerNeeded(c.name.clone())),
            (false, Some(_)) => return Err(Rejection::OwnerNotAllowed(c.name.clone())),
            (true, Some(p)) => self.seat(p)?,
            (false, None) => {}
        }
        if count == 0 {
            return Err(Rejection::ZeroCount);
        }
        Ok(match owner {
            Some(p) => format!("{} of {}", c.name, player_name(p)),
            None => c.name.clone(),
        })
    }

    fn place_ok(&self, def: &GameDef, place: &Place) -> Result<(), Rejection> {
        let ok = match place {
            Place::Hex { board, q, r } => def.board(board).is_some_and(|b| match &b.kind {
                BoardKind::Hex(map) => map.contains(crate::hex::Hex::new(*q, *r)),
                BoardKind::Regions(_) => false,
            }),
            Place::Region { board, region } => def.board(board).is_some_and(|b| match &b.kind {
                BoardKind::Regions(map) => map.region(region).is_some(),
                BoardKind::Hex(_) => false,
            }),
            Place::Card { card } => self.card(*card).is_some(),
        };
        if ok {
            Ok(())
        } else {
            Err(Rejection::NoPlace(place_label(def, self, place)))
        }
    }

    /// Refuses a placement that would exceed the terrain limit of a hex cell or region.
    fn limit_ok(&self, def: &GameDef, place: &Place, adding: u32) -> Result<(), Rejection> {
        let terrain = match place {
            Place::Hex { board, q, r } => def.board(board).and_then(|b| match &b.kind {
                BoardKind::Hex(map) => map.terrain_at(crate::hex::Hex::new(*q, *r)),
                BoardKind::Regions(_) => None,
            }),
            Place::Region { board, region } => def.board(board).and_then(|b| match &b.kind {
                BoardKind::Regions(map) => map.region(region).and_then(|r| r.terrain.as_deref()),
                BoardKind::Hex(_) => None,
            }),
            Place::Card { .. } => None,
        };
        let Some(terrain) = terrain.and_then(|t| def.terrain(t)) else {
            return Ok(());
        };
        let Some(limit) = terrain.limit else {
            return Ok(());
        };
        let would = self.total_at(place).saturating_add(adding);
        if would > limit {
            return Err(Rejection::TerrainLimit {
                terrain: terrain.name.clone(),
                limit,
                would,
            });
        }
        Ok(())
    }

    fn tracker_ok(
        &self,
        def: &GameDef,
        tracker: &str,
        player: Option<u8>,
        value: i64,
    ) -> Result<(usize, String), Rejection> {
        let t = def
            .tracker(tracker)
            .ok_or_else(|| Rejection::NoTracker(tracker.to_string()))?;
        if let Some(p) = player {
            self.seat(p)?;
        }
        let i = self
            .trackers
            .iter()
            .position(|v| v.tracker == tracker && v.player == player)
            .ok_or_else(|| Rejection::NoTracker(tracker.to_string()))?;
        let (min, max) = (t.min.unwrap_or(i64::MIN), t.max.unwrap_or(i64::MAX));
        if value < min || value > max {
            return Err(Rejection::TrackerBounds {
                tracker: t.name.clone(),
                value,
                min,
                max,
            });
        }
        let name = match player {
            Some(p) => format!("{} of {}", t.name, player_name(p)),
            None => t.name.clone(),
        };
        Ok((i, name))
    }

    fn add(&mut self, place: &Place, counter: &str, owner: Option<u8>, count: u32) {
        match self.stack_index(place, counter, owner) {
            Ok(i) => self.stacks[i].count = self.stacks[i].count.saturating_add(count),
            Err(i) => self.stacks.insert(
                i,
                Stack {
                    place: place.clone(),
                    counter: counter.to_string(),
                    owner,
                    count,
                },
            ),
        }
    }

    /// Takes counters off a place; `name` is the counter type's name, for the message.
    fn take(
        &mut self,
        place: &Place,
        counter: &str,
        name: &str,
        owner: Option<u8>,
        count: u32,
    ) -> Result<(), Rejection> {
        let available = self.count_at(place, counter, owner);
        if count > available {
            return Err(Rejection::NotEnoughCounters {
                counter: name.to_string(),
                wanted: count,
                available,
            });
        }
        if let Ok(i) = self.stack_index(place, counter, owner) {
            if self.stacks[i].count == count {
                self.stacks.remove(i);
            } else {
                self.stacks[i].count -= count;
            }
        }
        Ok(())
    }
}

fn zone_face_up(def: &GameDef, z: &ZoneRef) -> bool {
    def.zone(&z.zone).is_some_and(|z| z.face_up)
}

fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

/// "Hand of Player 2", "Draw pile".
pub fn zone_label(def: &GameDef, z: &ZoneRef) -> String {
    let name = def
        .zone(&z.zone)
        .map_or(z.zone.as_str(), |d| d.name.as_str());
    match z.player {
        Some(p) => format!("{name} of {}", player_name(p)),
        None => name.to_string(),
    }
}

/// The title of a card (its face's title field, or its first field).
pub fn card_name(def: &GameDef, table: &Table, id: CardId) -> String {
    let Some(card) = table.card(id) else {
        return "a card".to_string();
    };
    let Some(deck) = def.decks.get(card.deck as usize) else {
        return "a card".to_string();
    };
    let Some(line) = deck.cards.get(card.line as usize) else {
        return "a card".to_string();
    };
    let title = def
        .card_type(&deck.card_type)
        .and_then(|t| t.face.title.as_deref().and_then(|f| t.field_index(f)))
        .unwrap_or(0);
    line.values
        .get(title)
        .cloned()
        .unwrap_or_else(|| "a card".to_string())
}

/// "Plains (2, -1)", "region Paris", "card Dragon", "a card in Hand of Player 2".
pub fn place_label(def: &GameDef, table: &Table, place: &Place) -> String {
    match place {
        Place::Hex { board, q, r } => {
            let map = def.board(board).and_then(|b| match &b.kind {
                BoardKind::Hex(m) => Some(m),
                BoardKind::Regions(_) => None,
            });
            let hex = crate::hex::Hex::new(*q, *r);
            let label = map.and_then(|m| m.cell(hex)).and_then(|c| c.label.clone());
            let terrain = map
                .and_then(|m| m.terrain_at(hex))
                .and_then(|t| def.terrain(t))
                .map(|t| t.name.clone());
            match (label, terrain) {
                (Some(l), _) => format!("{l} ({q}, {r})"),
                (None, Some(t)) => format!("{t} ({q}, {r})"),
                (None, None) => format!("hex ({q}, {r})"),
            }
        }
        Place::Region { board, region } => def
            .board(board)
            .and_then(|b| match &b.kind {
                BoardKind::Regions(m) => m.region(region).map(|r| r.name.clone()),
                BoardKind::Hex(_) => None,
            })
            .unwrap_or_else(|| format!("region {region}")),
        Place::Card { card } => {
            // The log is public: name the card only where everyone can see it.
            let zone = table.zones.iter().find(|z| z.cards.contains(card));
            match zone {
                Some(z) if table.visible_to_all(def, *card, &z.at) => {
                    format!("card {}", card_name(def, table, *card))
                }
                Some(z) => format!("a card in {}", zone_label(def, &z.at)),
                None => format!("card {}", card.0),
            }
        }
    }
}
