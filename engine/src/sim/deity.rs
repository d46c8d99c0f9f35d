//! The Deity arm of the simulator: variants read from `name=value` pairs, and a batch of bot
//! games played with [`deity::play_one`].
//!
//! Bots are `random` and `heuristic`; `greedy` (the simulator's default name) means the
//! heuristic bot. `wins_by_character` counts wins per winning bot strategy.

use crate::rules::deity::{self, BotKind, Variants};

use super::{GameResult, Partial, SimError, SimSettings, VariantMap, game_seed};

/// The bots Deity offers by name.
pub const BOTS: &[&str] = &["random", "heuristic", "greedy"];

/// A seat's bot by name (`greedy` is the heuristic bot).
pub fn bot(name: &str) -> Result<BotKind, SimError> {
    match name {
        "greedy" => Ok(BotKind::Heuristic),
        other => other
            .parse()
            .map_err(|_| SimError::UnknownBot(other.to_string())),
    }
}

/// Reads `name=value` pairs over the defaults. Names are the fields of [`Variants`]
/// (`control=territory`, `map_width=14`, ...); an unknown name or value is refused with the
/// choices.
pub fn variants(pairs: &[String]) -> Result<Variants, SimError> {
    let defaults =
        serde_json::to_value(Variants::default()).map_err(|e| SimError::Variant(e.to_string()))?;
    let serde_json::Value::Object(mut fields) = defaults else {
        return Err(SimError::Variant("variants are not a record".to_string()));
    };
    for pair in pairs {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| SimError::Variant(format!("a variant is name=value, not {pair:?}")))?;
        let (name, value) = (name.trim(), value.trim());
        let Some(slot) = fields.get_mut(name) else {
            let known: Vec<&str> = fields.keys().map(String::as_str).collect();
            return Err(SimError::Variant(format!(
                "unknown Deity variant {name:?}; the variants are: {}",
                known.join(", ")
            )));
        };
        *slot = match value.parse::<u32>() {
            Ok(n) if slot.is_number() => serde_json::Value::from(n),
            _ => serde_json::Value::from(value),
        };
    }
    serde_json::from_value(serde_json::Value::Object(fields))
        .map_err(|e| SimError::Variant(format!("Deity variants: {e}")))
}

/// Every variant with its value, as the report lists them.
pub fn variant_map(pairs: &[String]) -> Result<VariantMap, SimError> {
    let v = serde_json::to_value(variants(pairs)?).map_err(|e| SimError::Variant(e.to_string()))?;
    let serde_json::Value::Object(fields) = v else {
        return Ok(VariantMap::new());
    };
    Ok(fields
        .into_iter()
        .map(|(k, v)| {
            let text = match v {
                serde_json::Value::String(s) => s,
                other => other.to_string(),
            };
            (k, text)
        })
        .collect())
}

/// Deity games `first..end` of a run.
pub fn batch(
    settings: &SimSettings,
    first: u64,
    end: u64,
    partial: &mut Partial,
) -> Result<(), SimError> {
    let variants = variants(&settings.variants)?;
    let bots = settings
        .seat_bots()
        .iter()
        .map(|n| bot(n))
        .collect::<Result<Vec<_>, _>>()?;
    for i in first..end {
        let o = deity::play_one(
            game_seed(settings.seed, i),
            settings.players,
            &bots,
            &variants,
        );
        if let Some(e) = o.error {
            return Err(SimError::Variant(e));
        }
        partial.add(&GameResult {
            winner: o.winner,
            winner_label: o
                .winner
                .and_then(|w| bots.get(usize::from(w)))
                .map(|b| b.name()),
            // Deity has no characters: each seat is known by its bot's strategy.
            labels: bots.iter().map(|b| b.name()).collect(),
            rounds: o.rounds,
        });
    }
    Ok(())
}
