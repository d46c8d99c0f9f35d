//! Miracles: where each of the 26 cards may be aimed, answering a card with Abjuration, and what
//! each card does when it takes effect.
//!
//! Readings the text leaves open and the engine fixes (documented, not variants):
//! - lasting effects (Sanctuary, Famine) last until their caster's next turn begins, so they
//!   protect against or starve through the other players' turns ("this turn" would otherwise do
//!   nothing, as growth comes before the miracle phase);
//! - Prophet adds one population at once to each hex in the area that would grow for its holder;
//! - Famine's "gain no population" covers growth, Prophet, Fertility and Repopulate (moving
//!   population in is not gaining it);
//! - Sacrifice discards three population from one hex of the player;
//! - Godspeed moves the player's own population and armies (monsters never move);
//! - Chasm destroys monsters too (they are treated like armies);
//! - Resurrection brings back the counters its player lost in the hex this turn, up to the
//!   terrain limit, if no other player holds the hex;
//! - terrain taken off the map (Alter Land, Destroy Land) goes back into the reserve, from which
//!   Alter Land and Create Land draw at random.

use super::cards::{Miracle, When};
use super::error::DeityError;
use super::holdings::Bits;
use super::map::Terrain;
use super::moves::{CardHexes, Move, MoveSink, Target};
use super::state::{DeityGame, Effect, EffectKind, Pending, Phase, Played, Seat};
use super::variants::AbjurationTiming;
use crate::hex;

/// How far Godspeed moves counters.
pub const GODSPEED_RANGE: u32 = 3;

impl DeityGame {
    /// Checks a card and its target for `who`, in the current phase.
    pub(super) fn check_card(
        &self,
        who: Seat,
        card: Miracle,
        target: &Target,
    ) -> Result<(), DeityError> {
        self.check_card_timing(who, card)?;
        self.check_card_target(who, card, target)
    }

    /// Whether `who` holds `card` and may play it now (its target aside).
    fn check_card_timing(&self, who: Seat, card: Miracle) -> Result<(), DeityError> {
        if !self.hand(who).contains(&card) {
            return Err(DeityError::NoCard(card));
        }
        let in_window = matches!(self.pending, Some(Pending::Resurrection { .. }));
        let timing_ok = match card.when() {
            When::MiraclePhase => self.phase == Phase::Miracles && self.pending.is_none(),
            When::EndOfBattle => in_window,
            When::Reaction => {
                self.variants.abjuration == AbjurationTiming::LastingEffects
                    && self.phase == Phase::Miracles
                    && self.pending.is_none()
            }
        };
        if !timing_ok {
            return Err(DeityError::CardNotNow(card));
        }
        Ok(())
    }

    /// Checks where a card is aimed (the timing aside).
    pub(super) fn check_card_target(
        &self,
        who: Seat,
        card: Miracle,
        target: &Target,
    ) -> Result<(), DeityError> {
        let bad = |why| Err(DeityError::BadTarget { card, why });
        if card == Miracle::HolyWar {
            if *target != Target::None {
                return bad("Holy War takes no target");
            }
            if self.turn_state.holy_war {
                return bad("Holy War is already in force this turn");
            }
            return Ok(());
        }
        if card == Miracle::Godspeed {
            let Target::Godspeed {
                from,
                to,
                population,
                armies,
            } = *target
            else {
                return bad("choose a hex of yours, a hex up to three away and what moves");
            };
            return self
                .check_move(who, from, to, population, armies, GODSPEED_RANGE)
                .map(|_| ());
        }
        let Target::Hex(hex) = *target else {
            return bad("choose a target hex");
        };
        self.check_card_hex(who, card, self.index_of(hex)?)
    }

    /// Checks a card aimed at the hex at `index` (the timing aside).
    fn check_card_hex(&self, who: Seat, card: Miracle, index: usize) -> Result<(), DeityError> {
        let bad = |why| Err(DeityError::BadTarget { card, why });
        let i = index;
        let terrain = self.map.terrain_at(i);
        let c = self.counts[i];
        let coastal = || self.map.is_coastal(i, self.variants.coastal);
        let needs_land = || -> Result<(), DeityError> {
            if terrain.is_none() {
                Err(DeityError::Water)
            } else {
                Ok(())
            }
        };
        match card {
            Miracle::Earthquake
            | Miracle::Prophet
            | Miracle::Chasm
            | Miracle::Famine
            | Miracle::Plague
            | Miracle::Sanctuary => needs_land(),
            Miracle::Crumble => {
                if c.temple {
                    Ok(())
                } else {
                    bad("target a hex with a temple")
                }
            }
            Miracle::TidalWave | Miracle::Flood => {
                if coastal() {
                    Ok(())
                } else {
                    bad("target a coastal hex")
                }
            }
            Miracle::VolcanicEruption => terrain_is(card, terrain, Terrain::Mountains),
            Miracle::Fire => terrain_is(card, terrain, Terrain::Forest),
            Miracle::Draught => terrain_is(card, terrain, Terrain::Desert),
            Miracle::Pestilence => terrain_is(card, terrain, Terrain::Swamp),
            Miracle::AlterLand => {
                needs_land()?;
                if self.reserve.is_empty() {
                    return Err(DeityError::ReserveEmpty);
                }
                Ok(())
            }
            Miracle::CreateLand => {
                if terrain.is_some() {
                    return Err(DeityError::Land);
                }
                if self.reserve.is_empty() {
                    return Err(DeityError::ReserveEmpty);
                }
                Ok(())
            }
            Miracle::DestroyLand => {
                if !coastal() {
                    bad("target a coastal hex")
                } else if !c.is_empty() {
                    bad("target an empty hex")
                } else {
                    Ok(())
                }
            }
            Miracle::Sacrifice => {
                if c.owner != Some(who) {
                    Err(DeityError::NotYours)
                } else if c.population < 3 {
                    bad("target a hex of yours with at least 3 population")
                } else {
                    Ok(())
                }
            }
            Miracle::Fertility => {
                needs_land()?;
                if c.population == 0 {
                    bad("target a hex with population")
                } else {
                    Ok(())
                }
            }
            Miracle::Monsters | Miracle::Blight => {
                needs_land()?;
                if c.is_empty() {
                    Ok(())
                } else {
                    bad("target an empty hex")
                }
            }
            Miracle::Hurricane => {
                if terrain.is_some() {
                    bad("target an ocean hex")
                } else {
                    Ok(())
                }
            }
            Miracle::Repopulate => {
                needs_land()?;
                if !self.controls(who, i) {
                    bad("target a hex you control")
                } else if c.blight.is_some() {
                    Err(DeityError::Blighted)
                } else {
                    Ok(())
                }
            }
            Miracle::Resurrection => {
                let lost = self
                    .turn_state
                    .losses
                    .iter()
                    .any(|l| l.hex == i && l.owner == who && l.total() > 0);
                if !lost {
                    bad("target a hex where your counters were destroyed this turn")
                } else if terrain.is_none() {
                    // The hex sank after the loss (Destroy Land): counters live on land only.
                    Err(DeityError::Water)
                } else if c.owner.is_some_and(|o| o != who) {
                    Err(DeityError::HeldByAnother)
                } else if c.blight.is_some() {
                    Err(DeityError::Blighted)
                } else {
                    Ok(())
                }
            }
            Miracle::Abjuration => {
                let theirs = self.effects.iter().any(|e| e.hex == i && e.caster != who);
                if theirs || c.blight.is_some() {
                    Ok(())
                } else {
                    bad("target a hex under another player's Sanctuary or Famine, or a Blight")
                }
            }
            Miracle::HolyWar | Miracle::Godspeed => Ok(()),
        }
    }

    /// Every legal play of `card` by `who` now (`who` is to move). The card's timing is the
    /// same for every target, so it is checked once; then each target (as `check_card` would).
    pub(super) fn card_moves(&self, who: Seat, card: Miracle, out: &mut impl MoveSink) {
        if self.check_card_timing(who, card).is_err() {
            return;
        }
        let mut push = |target: Target| {
            if self.check_card_target(who, card, &target).is_ok() {
                out.add(Move::Play { card, target });
            }
        };
        match card {
            Miracle::HolyWar => push(Target::None),
            Miracle::Godspeed => {
                // The sink may want none of the card's plays, or none out of a hex, or none
                // between two hexes: those are skipped before the rules check them.
                if out.card_hexes(card) == CardHexes::None {
                    return;
                }
                for f in self.owned(who) {
                    let c = self.counts[f];
                    if c.population + c.armies == 0 || !out.godspeed_from(f) {
                        continue;
                    }
                    let from = self.map.hex(f);
                    for t in self.map.land() {
                        let to = self.map.hex(t);
                        let d = hex::distance(from, to);
                        if d == 0 || d > GODSPEED_RANGE || !out.godspeed_between(f, t) {
                            continue;
                        }
                        let Some(b) = self.move_bounds(who, f, t, GODSPEED_RANGE) else {
                            continue;
                        };
                        for (population, armies) in
                            [(c.population, c.armies), (0, c.armies), (c.population, 0)]
                        {
                            if population + armies > 0 && b.allows(population, armies) {
                                out.add(Move::Play {
                                    card,
                                    target: Target::Godspeed {
                                        from,
                                        to,
                                        population,
                                        armies,
                                    },
                                });
                            }
                        }
                    }
                }
            }
            Miracle::Resurrection => {
                for l in &self.turn_state.losses {
                    if l.owner == who {
                        push(Target::Hex(self.map.hex(l.hex)));
                    }
                }
            }
            _ => {
                // Most cards take only land and two only water (`check_card_hex` refuses the
                // other kind first): those skip the other kind without asking, and the cards
                // for which the kind is all the check asks are not checked again. The hexes
                // the sink does not want the card on for who holds them are skipped too.
                let hexes = out.card_hexes(card);
                if hexes == CardHexes::None {
                    return;
                }
                let (takes, kind_is_all) = match card {
                    Miracle::Hurricane => (Some(false), true),
                    Miracle::CreateLand => (Some(false), false),
                    Miracle::Crumble | Miracle::Sacrifice | Miracle::Abjuration => (None, false),
                    Miracle::Earthquake
                    | Miracle::Prophet
                    | Miracle::Chasm
                    | Miracle::Famine
                    | Miracle::Plague
                    | Miracle::Sanctuary => (Some(true), true),
                    _ => (Some(true), false),
                };
                let mut weigh = |i: usize| {
                    let c = self.counts[i];
                    let terrain = self.map.terrain_at(i);
                    let held = match hexes {
                        CardHexes::None => false,
                        CardHexes::All => true,
                        CardHexes::Rivals => c.owner.is_some_and(|o| o != who),
                        CardHexes::Own => c.owner == Some(who),
                    };
                    // The rules' check refuses most hexes for most cards, so it comes before
                    // the sink weighs the play, after a first look at the one thing it asks of
                    // the hex for the cards that take a few hexes only.
                    let may_fit = match card {
                        Miracle::Crumble => c.temple,
                        Miracle::Sacrifice => c.owner == Some(who),
                        Miracle::VolcanicEruption => terrain == Some(Terrain::Mountains),
                        Miracle::Fire => terrain == Some(Terrain::Forest),
                        Miracle::Draught => terrain == Some(Terrain::Desert),
                        Miracle::Pestilence => terrain == Some(Terrain::Swamp),
                        Miracle::Monsters | Miracle::Blight => c.is_empty(),
                        Miracle::Fertility => c.population > 0,
                        _ => true,
                    };
                    if held
                        && may_fit
                        && (kind_is_all || self.check_card_hex(who, card, i).is_ok())
                        && out.wants_card_at(card, i)
                    {
                        out.add(Move::Play {
                            card,
                            target: Target::Hex(self.map.hex(i)),
                        });
                    }
                };
                // Only hexes of the kind the card takes are visited, in map order, and of
                // those only the seat's own for the cards wanted only there (and Sacrifice,
                // which takes only those), its rivals' for the cards wanted only on theirs.
                let own = hexes == CardHexes::Own || card == Miracle::Sacrifice;
                let rivals = hexes == CardHexes::Rivals;
                let word = |w: usize| {
                    let kind = match takes {
                        Some(true) => self.map.land_word(w),
                        Some(false) => self.map.water_word(w),
                        None => self.map.all_word(w),
                    };
                    if own {
                        kind & self.holdings.word(who, w)
                    } else if rivals {
                        kind & self.holdings.rivals_word(who, w)
                    } else {
                        kind
                    }
                };
                Bits::new(self.map.words(), word).for_each(&mut weigh);
            }
        }
    }

    /// A card leaves the hand; another player may answer it with Abjuration first.
    pub(super) fn play_card(&mut self, who: Seat, card: Miracle, target: Target) {
        if !self.take_card(who, card) {
            return;
        }
        let played = Played {
            player: who,
            card,
            target,
        };
        if matches!(self.pending, Some(Pending::Reaction { .. }))
            && let Some(Pending::Reaction {
                mut stack, after, ..
            }) = self.pending.take()
        {
            // An Abjuration answering the card on top of the stack.
            self.note(
                Some(who),
                format!("{} answers with Abjuration", Self::seat_name(who)),
            );
            stack.push(played);
            let responders = self.abjurers(who);
            self.resolve_or_wait(stack, responders, after);
            return;
        }
        self.note_with(Some(who), |_| {
            format!("{} plays {card}", Self::seat_name(who))
        });
        let responders = if self.variants.abjuration == AbjurationTiming::Reaction {
            self.abjurers(who)
        } else {
            Vec::new()
        };
        if responders.is_empty() {
            self.discard.push(card);
            self.resolve(&played);
        } else {
            let after = self.pending.take().map(Box::new);
            self.pending = Some(Pending::Reaction {
                stack: vec![played],
                responders,
                after,
            });
        }
    }

    /// Players other than `who`, in play order after them, who hold Abjuration.
    fn abjurers(&self, who: Seat) -> Vec<Seat> {
        let n = self.order.len();
        let start = self.order.iter().position(|&s| s == who).unwrap_or(0);
        (1..n)
            .map(|k| self.order[(start + k) % n])
            .filter(|&s| !self.is_out(s) && self.hand(s).contains(&Miracle::Abjuration))
            .collect()
    }

    /// Resolves the stack when nobody is left to answer it, else waits for the next responder.
    pub(super) fn resolve_or_wait(
        &mut self,
        stack: Vec<Played>,
        responders: Vec<Seat>,
        after: Option<Box<Pending>>,
    ) {
        if responders.is_empty() {
            self.resolve_stack(stack, after);
        } else {
            self.pending = Some(Pending::Reaction {
                stack,
                responders,
                after,
            });
        }
    }

    /// Everyone has answered: an even number of Abjurations lets the first card take effect.
    pub(super) fn resolve_stack(&mut self, stack: Vec<Played>, after: Option<Box<Pending>>) {
        self.discard.extend(stack.iter().map(|p| p.card));
        self.pending = after.map(|b| *b);
        let abjurations = stack.len().saturating_sub(1);
        if let Some(first) = stack.into_iter().next() {
            if abjurations.is_multiple_of(2) {
                self.resolve(&first);
            } else {
                self.note(None, format!("{} is negated by Abjuration", first.card));
            }
        }
        if matches!(&self.pending, Some(Pending::Resurrection { responders }) if responders.is_empty())
        {
            self.pending = None;
            self.phase = Phase::Movement;
        }
    }

    /// What each card does.
    fn resolve(&mut self, played: &Played) {
        let who = played.player;
        let card = played.card;
        let index = match played.target {
            Target::Hex(h) => self.map.index(h),
            _ => None,
        };
        match (card, index) {
            (Miracle::HolyWar, _) => self.turn_state.holy_war = true,
            (Miracle::Godspeed, _) => {
                if let Target::Godspeed {
                    from,
                    to,
                    population,
                    armies,
                } = played.target
                    && let Ok((f, t)) =
                        self.check_move(who, from, to, population, armies, GODSPEED_RANGE)
                {
                    self.shift(who, f, t, population, armies);
                    self.note_with(Some(who), |g| {
                        format!(
                            "Godspeed moves {population} population and {armies} armies to {}",
                            g.hex_name(t)
                        )
                    });
                }
            }
            (_, None) => {}
            (
                Miracle::Earthquake
                | Miracle::TidalWave
                | Miracle::VolcanicEruption
                | Miracle::Fire,
                Some(i),
            ) => {
                let roll = self.d6();
                let loss = self.destroy(i, u32::from(roll));
                if self.logging {
                    let text = format!(
                        "{card} rolls {roll}: {} counters destroyed in {}",
                        loss.total(),
                        self.hex_name(i)
                    );
                    self.note_dice(Some(who), text, vec![roll]);
                }
            }
            (Miracle::Crumble, Some(i)) => {
                if self.counts[i].temple {
                    self.counts[i].temple = false;
                    if let Some(owner) = self.counts[i].owner {
                        self.record_loss(super::state::Loss {
                            hex: i,
                            owner,
                            temple: true,
                            ..Default::default()
                        });
                    }
                    self.tidy(i);
                    self.note_with(Some(who), |g| {
                        format!("The temple in {} crumbles", g.hex_name(i))
                    });
                }
            }
            (Miracle::Flood | Miracle::Draught | Miracle::Pestilence, Some(i)) => {
                let area: Vec<usize> = std::iter::once(i).chain(self.map.neighbours(i)).collect();
                let lost: u32 = area.iter().map(|&a| self.remove_population(a, 1)).sum();
                self.note_with(Some(who), |g| {
                    format!("{card} on {}: {lost} population lost", g.hex_name(i))
                });
            }
            (Miracle::Hurricane, Some(i)) => {
                let area: Vec<usize> = self.map.neighbours(i).collect();
                let lost: u32 = area.iter().map(|&a| self.remove_population(a, 1)).sum();
                self.note_with(Some(who), |g| {
                    format!("Hurricane on {}: {lost} population lost", g.hex_name(i))
                });
            }
            (Miracle::AlterLand, Some(i)) => {
                if self.reserve.is_empty() {
                    return;
                }
                let k = self.rng.index(self.reserve.len());
                let new = self.reserve.swap_remove(k);
                let before = self.logging.then(|| self.hex_name(i));
                if let Some(old) = self.map.terrain_at(i) {
                    self.reserve.push(old);
                }
                self.map.set_terrain(i, Some(new));
                if let Some(before) = before {
                    let text = format!(
                        "Alter Land turns {before} into {}",
                        self.terrain_name(Some(new))
                    );
                    self.note(Some(who), text);
                }
                self.enforce_limit(i);
            }
            (Miracle::CreateLand, Some(i)) => {
                if self.reserve.is_empty() {
                    return;
                }
                let k = self.rng.index(self.reserve.len());
                let new = self.reserve.swap_remove(k);
                self.map.set_terrain(i, Some(new));
                self.note_with(Some(who), |g| {
                    format!("Create Land raises {} from the sea", g.hex_name(i))
                });
            }
            (Miracle::DestroyLand, Some(i)) => {
                let before = self.logging.then(|| self.hex_name(i));
                if let Some(old) = self.map.terrain_at(i) {
                    self.reserve.push(old);
                }
                self.map.set_terrain(i, None);
                self.effects.retain(|e| e.hex != i);
                if let Some(before) = before {
                    self.note(
                        Some(who),
                        format!("Destroy Land sinks {before} into the sea"),
                    );
                }
            }
            (Miracle::Sacrifice, Some(i)) => {
                let c = &mut self.counts[i];
                let gone = c.population.min(3);
                c.population -= gone;
                self.tidy(i);
                let drawn = self.draw_cards(who, 2);
                self.note_with(Some(who), |g| {
                    format!(
                        "Sacrifice in {}: {gone} population given up, {drawn} cards drawn",
                        g.hex_name(i)
                    )
                });
                self.check_hand_limit(who);
            }
            (Miracle::Prophet, Some(i)) => {
                let area: Vec<usize> = std::iter::once(i).chain(self.map.neighbours(i)).collect();
                let mut placed = 0;
                for a in area {
                    if let Some(o) = self.counts[a].owner
                        && self.grows_for(o, a)
                        && !self.effect_on(EffectKind::Famine, a)
                    {
                        placed += self.add_population(o, a, 1);
                    }
                }
                self.note_with(Some(who), |g| {
                    format!("Prophet on {}: {placed} population produced", g.hex_name(i))
                });
            }
            (Miracle::Chasm, Some(i)) => {
                let c = self.counts[i];
                let n = c.units();
                // Armies and monsters are destroyed first, so destroying `units` takes them all.
                let loss = self.destroy(i, n);
                self.note_with(Some(who), |g| {
                    format!(
                        "Chasm swallows {} armies and monsters in {}",
                        loss.armies + loss.monsters,
                        g.hex_name(i)
                    )
                });
            }
            (Miracle::Famine | Miracle::Sanctuary, Some(i)) => {
                let kind = if card == Miracle::Famine {
                    EffectKind::Famine
                } else {
                    EffectKind::Sanctuary
                };
                let area: Vec<usize> = if kind == EffectKind::Famine {
                    std::iter::once(i).chain(self.map.neighbours(i)).collect()
                } else {
                    vec![i]
                };
                for hex in area {
                    self.effects.push(Effect {
                        kind,
                        hex,
                        caster: who,
                    });
                }
                self.note_with(Some(who), |g| {
                    format!(
                        "{card} lies on {} until {}'s next turn",
                        g.hex_name(i),
                        Self::seat_name(who)
                    )
                });
            }
            (Miracle::Plague, Some(i)) => {
                let roll = self.d6();
                let total = self.counts[i].counters();
                let loss = self.destroy(i, total.saturating_sub(u32::from(roll)));
                if self.logging {
                    let text = format!(
                        "Plague on {} rolls {roll}: {} counters destroyed",
                        self.hex_name(i),
                        loss.total()
                    );
                    self.note_dice(Some(who), text, vec![roll]);
                }
            }
            (Miracle::Fertility, Some(i)) => {
                if let Some(o) = self.counts[i].owner {
                    let n = self.counts[i].population;
                    let placed = self.add_population(o, i, n);
                    self.note_with(Some(who), |g| {
                        format!(
                            "Fertility in {}: {placed} population born ({} over the limit discarded)",
                            g.hex_name(i),
                            n - placed
                        )
                    });
                }
            }
            (Miracle::Monsters, Some(i)) => {
                let roll = self.d3();
                let n = u32::from(roll).min(self.room(i));
                self.counts[i].monsters += n;
                if n > 0 {
                    self.set_owner(i, Some(who));
                }
                if self.logging {
                    let text = format!("Monsters: {n} monsters rise in {}", self.hex_name(i));
                    self.note_dice(Some(who), text, vec![roll]);
                }
            }
            (Miracle::Blight, Some(i)) => {
                self.counts[i].blight = Some(who);
                self.note_with(Some(who), |g| format!("Blight falls on {}", g.hex_name(i)));
            }
            (Miracle::Repopulate, Some(i)) => {
                let roll = self.d6();
                let placed = self.add_population(who, i, u32::from(roll));
                if self.logging {
                    let text = format!(
                        "Repopulate in {} rolls {roll}: {placed} population placed",
                        self.hex_name(i)
                    );
                    self.note_dice(Some(who), text, vec![roll]);
                }
            }
            (Miracle::Resurrection, Some(i)) => self.resurrect(who, i),
            (Miracle::Abjuration, Some(i)) => {
                self.effects.retain(|e| !(e.hex == i && e.caster != who));
                self.counts[i].blight = None;
                self.note_with(Some(who), |g| {
                    format!("Abjuration lifts the lasting miracles on {}", g.hex_name(i))
                });
            }
        }
    }

    /// "Bring back to life all counters destroyed this turn in target hex" — those of the card's
    /// player, up to the terrain limit; a temple only where no temple stands next to it.
    fn resurrect(&mut self, who: Seat, i: usize) {
        let Some(k) = self
            .turn_state
            .losses
            .iter()
            .position(|l| l.hex == i && l.owner == who)
        else {
            return;
        };
        let loss = self.turn_state.losses.remove(k);
        let temple_ok = loss.temple
            && !self.counts[i].temple
            && !self.map.neighbours(i).any(|n| self.counts[n].temple);
        let limit = self.limit(i);
        let mut back = 0;
        {
            let pop_only = !self.armies_count_toward_limit();
            self.set_owner(i, Some(who));
            let c = &mut self.counts[i];
            let mut used = if pop_only { c.population } else { c.counters() };
            if temple_ok && (pop_only || used < limit) {
                c.temple = true;
                back += 1;
                if !pop_only {
                    used += 1;
                }
            }
            for (have, lost, counts) in [
                (&mut c.armies, loss.armies, !pop_only),
                (&mut c.monsters, loss.monsters, !pop_only),
                (&mut c.population, loss.population, true),
            ] {
                let n = if counts {
                    lost.min(limit.saturating_sub(used))
                } else {
                    lost
                };
                *have += n;
                back += n;
                if counts {
                    used += n;
                }
            }
        }
        self.tidy(i);
        self.note_with(Some(who), |g| {
            format!(
                "Resurrection brings back {back} counters in {}",
                g.hex_name(i)
            )
        });
    }
}

fn terrain_is(card: Miracle, terrain: Option<Terrain>, want: Terrain) -> Result<(), DeityError> {
    if terrain == Some(want) {
        Ok(())
    } else {
        Err(DeityError::BadTarget {
            card,
            why: match want {
                Terrain::Mountains => "target a Mountains hex",
                Terrain::Forest => "target a Forest hex",
                Terrain::Desert => "target a Desert hex",
                Terrain::Swamp => "target a Swamp hex",
                _ => "target a hex of the right terrain",
            },
        })
    }
}
