//! Reading the rules' data from the game's definition and checking it: each deck of the
//! definition parsed into the types of the data module, the keywords the engine runs picked out
//! of each line (anything else becomes a note), and every value the rules cannot use refused
//! naming the part, the row (header = row 1, as a spreadsheet shows it) and the column. Kept
//! apart from the types so the format's checks can be read on their own.

use super::data::{
    COMBAT_CARDS, COMBAT_TABLE, CardSpec, CombatCard, Condition, DEVILS, DP_COLUMNS, DevilSpec,
    Fate, Hits, Kind, LordsData, MAX_CARDS, MAX_NUMBER, MOST_PLAYERS, Measure, POSTS, PROMISES,
    PostSpec, PostWhen, PromiseKind, PromiseSpec, RESOURCES, Ratio, SOUL_TABLE, SoulRow,
};
use crate::def::GameDef;
use crate::rules::DataError;
use crate::rules::cards::{CardList, keywords, unknown_keyword};

impl Kind {
    fn parse(s: &str) -> Option<Kind> {
        let s = s.trim().to_ascii_lowercase();
        Kind::ALL.into_iter().find(|k| {
            k.name().eq_ignore_ascii_case(&s) || format!("{}s", k.name().to_ascii_lowercase()) == s
        })
    }
}

impl Ratio {
    fn parse(s: &str) -> Option<Ratio> {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let s = s.to_ascii_uppercase().replace('≤', "<=");
        Ratio::ALL.into_iter().find(|r| r.name() == s)
    }
}

fn numbered(word: &str, prefix: &str) -> Option<Result<u8, String>> {
    let lower = word.to_ascii_lowercase();
    let rest = lower.strip_prefix(prefix)?;
    if !rest.starts_with(' ') && !rest.starts_with('+') {
        return None;
    }
    let rest = rest.trim().trim_start_matches('+').trim();
    Some(match rest.parse::<u8>() {
        Ok(n @ 1..=MAX_NUMBER) => Ok(n),
        _ => Err(format!(
            "“{word}”: {prefix} takes a whole number from 1 to {MAX_NUMBER}"
        )),
    })
}

fn parse_number(v: &str, max: u8) -> Result<u8, String> {
    match v.trim().parse::<u8>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(format!("“{v}” is not a whole number from 0 to {max}")),
    }
}

impl LordsData {
    pub fn read(def: &GameDef) -> Result<Self, DataError> {
        let mut notes = Vec::new();
        let cards = read_resources(def, &mut notes)?;
        let (combat, combat_deck) = read_combat(def)?;
        let devils = read_devils(def, &mut notes)?;
        let posts = read_posts(def)?;
        let souls = read_souls(def)?;
        let promises = read_promises(def)?;
        let mut critters: Vec<String> = Vec::new();
        for c in cards.iter().filter(|c| c.critter) {
            if !critters.contains(&c.name) {
                critters.push(c.name.clone());
            }
        }
        Ok(Self {
            cards,
            combat,
            combat_deck,
            devils,
            posts,
            souls,
            promises,
            critters,
            notes,
        })
    }
}

fn read_resources(def: &GameDef, notes: &mut Vec<String>) -> Result<Vec<CardSpec>, DataError> {
    let list = CardList::read(
        def,
        RESOURCES,
        "Resource deck",
        &["name", "kind", "size", "vp"],
        &["keywords", "text"],
    )?;
    let part = list.part;
    let mut cards = Vec::new();
    for (row, card) in list.rows() {
        let get = |k: usize| list.cell(card, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(0);
        if name.is_empty() {
            return Err(cell("name", "a card needs a name".into()));
        }
        let kind = Kind::parse(get(1)).ok_or_else(|| {
            let known: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
            cell(
                "kind",
                format!("“{}” is not one of {}", get(1), known.join(", ")),
            )
        })?;
        let size = if get(2).is_empty() && !matches!(kind, Kind::Horde | Kind::Fortress) {
            0
        } else {
            parse_number(get(2), MAX_NUMBER).map_err(|e| cell("size", e))?
        };
        if kind == Kind::Horde && size == 0 {
            return Err(cell("size", "a horde's size is at least 1".into()));
        }
        if size > 0 && matches!(kind, Kind::Artifact | Kind::Special | Kind::Oath) {
            return Err(cell(
                "size",
                format!(
                    "an {} has no size (“{}”): leave it empty",
                    kind.name().to_ascii_lowercase(),
                    get(2)
                ),
            ));
        }
        let vp = if get(3).is_empty() && kind != Kind::Oath {
            0
        } else {
            parse_number(get(3), MAX_NUMBER).map_err(|e| cell("vp", e))?
        };
        if kind == Kind::Oath && vp == 0 {
            return Err(cell("vp", "an oath card is worth at least 1 VP".into()));
        }
        if kind != Kind::Oath && vp > 0 {
            return Err(cell(
                "vp",
                "only oath cards have victory points: leave it empty".into(),
            ));
        }
        let mut spec = CardSpec {
            name: name.to_string(),
            kind: Some(kind),
            size,
            vp,
            text: get(5).to_string(),
            row,
            ..CardSpec::default()
        };
        for word in keywords(get(4)) {
            let lower = word.to_ascii_lowercase();
            let number = |prefix: &str| numbered(word, prefix);
            // The keywords each kind of card reads: with a number, and words alone. A fortress
            // reads the powers hordes and artifacts have ("Any special powers of the fortress
            // still apply").
            type SetNumber = fn(&mut CardSpec, u8);
            type SetFlag = fn(&mut CardSpec);
            let numbers: &[(&str, SetNumber)] = match kind {
                Kind::Horde => &[
                    ("extra hits", |s, n| s.extra_hits = n),
                    ("revenge", |s, n| s.revenge = n),
                ],
                Kind::Artifact => &[
                    ("size", |s, n| s.strength = n),
                    ("extra hits", |s, n| s.extra_hits = n),
                    ("draw", |s, n| s.draw = n),
                ],
                Kind::Ritual | Kind::Special => &[
                    ("souls", |s, n| s.souls = n),
                    ("draw", |s, n| s.draw = n),
                    ("vp", |s, n| s.gain_vp = n),
                    ("plague", |s, n| s.plague = n),
                ],
                Kind::Fortress => &[
                    ("extra hits", |s, n| s.extra_hits = n),
                    ("revenge", |s, n| s.revenge = n),
                    ("draw", |s, n| s.draw = n),
                ],
                Kind::Oath => &[],
            };
            let flags: &[(&str, SetFlag)] = match kind {
                Kind::Horde => &[
                    ("leader", |s| s.leader = true),
                    ("earth", |s| s.earth = true),
                    ("caster", |s| s.caster = true),
                    ("critter", |s| s.critter = true),
                ],
                Kind::Artifact => &[
                    ("throne", |s| s.throne = true),
                    ("activated", |s| s.activated = true),
                    ("once per turn", |s| {
                        s.activated = true;
                        s.once_per_turn = true;
                    }),
                ],
                Kind::Ritual => &[("summon", |s| s.summon = true)],
                Kind::Special => &[
                    ("summon", |s| s.summon = true),
                    ("escape", |s| s.escape = true),
                    ("recall", |s| s.recall = true),
                    ("forced agreement", |s| s.forced = true),
                    ("drunken", |s| s.drunken = true),
                ],
                Kind::Fortress | Kind::Oath => &[],
            };
            let ok = if let Some((n, set)) = numbers
                .iter()
                .find_map(|(prefix, set)| number(prefix).map(|n| (n, set)))
            {
                set(&mut spec, n.map_err(|e| cell("keywords", e))?);
                true
            } else if let Some((_, set)) = flags.iter().find(|(w, _)| *w == lower) {
                set(&mut spec);
                true
            } else {
                false
            };
            if !ok {
                notes.push(unknown_keyword(
                    part,
                    row,
                    name,
                    word,
                    &format!("as a {} without it", kind.name().to_ascii_lowercase()),
                ));
            }
        }
        if spec.activated {
            check_activated(&spec).map_err(|e| cell("keywords", e))?;
        }
        list.add_copies(&mut cards, spec, row, card.count, MAX_CARDS)?;
    }
    let need = MOST_PLAYERS * 12;
    if cards.len() < need {
        return Err(DataError::part(
            part,
            format!(
                "it holds {} cards: six players are dealt 6 each and may redraw 6, so it needs at least {need}",
                cards.len()
            ),
        ));
    }
    if !cards.iter().any(|c| c.is(Kind::Fortress)) {
        return Err(DataError::part(
            part,
            "it has no fortress: no Devil could hold prisoners or cast rituals",
        ));
    }
    if !cards.iter().any(|c| c.is(Kind::Horde)) {
        return Err(DataError::part(
            part,
            "it has no horde: no army could fight",
        ));
    }
    Ok(cards)
}

/// An activated artifact is used in a combat round: it needs a function that counts there
/// (`Size N` or `Extra hits N`), and cannot also be one that acts outside combat.
fn check_activated(spec: &CardSpec) -> Result<(), String> {
    let word = if spec.once_per_turn {
        "Once per turn"
    } else {
        "Activated"
    };
    if spec.draw > 0 || spec.throne {
        return Err(format!(
            "“{word}” is for functions used in a combat round (Size N, Extra hits N); {} acts outside combat and cannot be activated",
            if spec.throne { "Throne" } else { "Draw N" }
        ));
    }
    if spec.strength == 0 && spec.extra_hits == 0 {
        return Err(format!(
            "“{word}” needs a function to use in a combat round: Size N or Extra hits N"
        ));
    }
    Ok(())
}

fn read_combat(def: &GameDef) -> Result<(Vec<CombatCard>, Vec<u8>), DataError> {
    let deck = CardList::read(def, COMBAT_CARDS, "Combat deck", &["name"], &[])?;
    let mut combat: Vec<CombatCard> = Vec::new();
    let mut combat_deck = Vec::new();
    for (row, card) in deck.rows() {
        let name = deck.cell(card, 0);
        if name.is_empty() {
            return Err(deck.error(row, "name", "a combat card needs a name"));
        }
        if combat.iter().any(|c| c.name.eq_ignore_ascii_case(name)) {
            return Err(deck.error(
                row,
                "name",
                format!("“{name}” is listed twice: give one line copies instead"),
            ));
        }
        if combat.len() >= 64 {
            return Err(deck.error(
                row,
                "name",
                "the combat deck has at most 64 different cards",
            ));
        }
        let idx = combat.len() as u8;
        combat.push(CombatCard {
            name: name.to_string(),
            cells: [[Hits::default(); DP_COLUMNS]; 6],
        });
        deck.add_copies(&mut combat_deck, idx, row, card.count, 200)?;
    }
    if combat_deck.is_empty() {
        return Err(DataError::part(
            deck.part,
            "it holds no card: combat draws from it",
        ));
    }
    let columns = ["dp0", "dp1", "dp2", "dp3", "dp4"];
    let mut fields = vec!["card", "ratio"];
    fields.extend(columns);
    let table = CardList::read(def, COMBAT_TABLE, "Combat table", &fields, &[])?;
    table.one_of_each()?;
    let mut seen = vec![[false; 6]; combat.len()];
    for (row, line) in table.rows() {
        let name = table.cell(line, 0);
        let Some(c) = combat
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
        else {
            return Err(table.error(
                row,
                "card",
                format!("“{name}” is not a card of the combat deck"),
            ));
        };
        let Some(r) = Ratio::parse(table.cell(line, 1)) else {
            return Err(table.error(
                row,
                "ratio",
                format!(
                    "“{}” is not one of 3:1, 2:1, A>D, A<=D, 1:2, 1:3",
                    table.cell(line, 1)
                ),
            ));
        };
        if std::mem::replace(&mut seen[c][r.index()], true) {
            return Err(table.error(
                row,
                "ratio",
                format!("{name} has the row {} twice", r.name()),
            ));
        }
        for (k, col) in columns.iter().enumerate() {
            let v = table.cell(line, 2 + k);
            let hits = parse_hits(v).ok_or_else(|| {
                table.error(
                    row,
                    col,
                    format!(
                        "“{v}” is not hits written D/A (hits on the defender / on the attacker, each 0 to 9), such as 2/1"
                    ),
                )
            })?;
            combat[c].cells[r.index()][k] = hits;
        }
    }
    for (c, rows) in seen.iter().enumerate() {
        if let Some(missing) = rows.iter().position(|s| !s) {
            return Err(DataError::part(
                table.part,
                format!(
                    "the combat card “{}” has no row {}: every card needs all six rows",
                    combat[c].name,
                    Ratio::ALL[missing].name()
                ),
            ));
        }
    }
    Ok((combat, combat_deck))
}

/// "2/1" (or "2-1"): hits on the defender, then on the attacker.
fn parse_hits(v: &str) -> Option<Hits> {
    let (d, a) = v.split_once(['/', '-'])?;
    let d: u8 = d.trim().parse().ok()?;
    let a: u8 = a.trim().parse().ok()?;
    (d <= 9 && a <= 9).then_some(Hits {
        defender: d,
        attacker: a,
    })
}

fn read_devils(def: &GameDef, notes: &mut Vec<String>) -> Result<Vec<DevilSpec>, DataError> {
    let list = CardList::read(
        def,
        DEVILS,
        "Arch-devils",
        &["name", "size", "draw"],
        &["keywords", "text"],
    )?;
    let part = list.part;
    let mut devils = Vec::new();
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let name = get(0);
        if name.is_empty() {
            return Err(cell("name", "an arch-devil needs a name".into()));
        }
        let size = parse_number(get(1), MAX_NUMBER).map_err(|e| cell("size", e))?;
        let draw = if get(2).is_empty() {
            0
        } else {
            parse_number(get(2), 5).map_err(|e| cell("draw", e))?
        };
        let mut d = DevilSpec {
            name: name.to_string(),
            size,
            draw,
            text: get(4).to_string(),
            ..DevilSpec::default()
        };
        for word in keywords(get(3)) {
            let lower = word.to_ascii_lowercase();
            if let Some(n) = numbered(word, "extra hits") {
                d.extra_hits = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "revenge") {
                d.revenge = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "rituals") {
                d.rituals = n.map_err(|e| cell("keywords", e))?;
            } else if let Some(n) = numbered(word, "loot") {
                d.loot = n.map_err(|e| cell("keywords", e))?;
            } else if lower == "trade in" {
                d.trade_in = true;
            } else if lower == "torture" {
                d.torture = true;
            } else {
                notes.push(unknown_keyword(part, row, name, word, "without it"));
            }
        }
        if line.count != 1 {
            return Err(cell("count", "each arch-devil is listed once".into()));
        }
        devils.push(d);
    }
    if devils.len() < MOST_PLAYERS {
        return Err(DataError::part(
            part,
            format!(
                "it lists {} arch-devils: up to {MOST_PLAYERS} players each need one",
                devils.len()
            ),
        ));
    }
    Ok(devils)
}

fn parse_conditions(v: &str) -> Result<Vec<Condition>, String> {
    let mut out = Vec::new();
    let lower = v.to_ascii_lowercase();
    for part in lower.split(" and ").flat_map(|p| p.split(',')) {
        let words: Vec<&str> = part.split_whitespace().collect();
        let measure = |w: &str| Measure::ALL.into_iter().find(|m| m.name() == w);
        let known = || {
            Measure::ALL
                .iter()
                .map(|m| m.name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match words.as_slice() {
            [] => continue,
            ["most", m] => out.push(Condition::Most(
                measure(m).ok_or_else(|| format!("“{m}” is not one of {}", known()))?,
            )),
            [m, n] => {
                let m = measure(m).ok_or_else(|| format!("“{m}” is not one of {}", known()))?;
                let n: u16 = n
                    .parse()
                    .ok()
                    .filter(|n| *n <= 99)
                    .ok_or_else(|| format!("“{n}” is not a whole number from 0 to 99"))?;
                out.push(Condition::AtLeast(m, n));
            }
            _ => {
                return Err(format!(
                    "“{}” is not “most M” or “M N” (M one of {})",
                    part.trim(),
                    known()
                ));
            }
        }
    }
    if out.is_empty() {
        return Err(
            "a requirement names at least one condition, such as “most souls” or “hordes 5”".into(),
        );
    }
    Ok(out)
}

fn read_posts(def: &GameDef) -> Result<Vec<PostSpec>, DataError> {
    let list = CardList::read(
        def,
        POSTS,
        "Posts",
        &["name", "when", "achieve", "keep"],
        &["text"],
    )?;
    let mut posts = Vec::new();
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        if get(0).is_empty() {
            return Err(cell("name", "a post needs a name".into()));
        }
        let when = match get(1).to_ascii_lowercase().as_str() {
            "combats" | "combat" | "after combats" => PostWhen::Combats,
            "award" | "awards" => PostWhen::Award,
            other => {
                return Err(cell(
                    "when",
                    format!("“{other}” is not “combats” (after all combats) or “award”"),
                ));
            }
        };
        let achieve = parse_conditions(get(2)).map_err(|e| cell("achieve", e))?;
        let keep = parse_conditions(get(3)).map_err(|e| cell("keep", e))?;
        if line.count != 1 {
            return Err(cell("count", "each post is listed once".into()));
        }
        if posts.len() >= 16 {
            return Err(cell("name", "the game has at most 16 posts".into()));
        }
        posts.push(PostSpec {
            name: get(0).to_string(),
            when,
            achieve,
            keep,
            text: get(4).to_string(),
        });
    }
    Ok(posts)
}

fn read_souls(def: &GameDef) -> Result<[SoulRow; 11], DataError> {
    let list = CardList::read(
        def,
        SOUL_TABLE,
        "Soul table",
        &["roll", "souls", "fate"],
        &[],
    )?;
    list.one_of_each()?;
    let mut rows: [Option<SoulRow>; 11] = [None; 11];
    for (row, line) in list.rows() {
        let get = |k: usize| list.cell(line, k);
        let cell = |column: &str, reason: String| list.error(row, column, reason);
        let roll: usize = get(0)
            .parse()
            .ok()
            .filter(|r| (2..=12).contains(r))
            .ok_or_else(|| {
                cell(
                    "roll",
                    format!("“{}” is not a 2d6 roll from 2 to 12", get(0)),
                )
            })?;
        let souls = parse_number(get(1), MAX_NUMBER).map_err(|e| cell("souls", e))?;
        let fate = match get(2).to_ascii_lowercase().as_str() {
            "stay" | "" => Fate::Stay,
            "return" => Fate::Return,
            "lost" => Fate::Lost,
            other => {
                return Err(cell(
                    "fate",
                    format!("“{other}” is not one of stay, return, lost"),
                ));
            }
        };
        if rows[roll - 2].replace(SoulRow { souls, fate }).is_some() {
            return Err(cell("roll", format!("the roll {roll} is listed twice")));
        }
    }
    let mut out = [SoulRow {
        souls: 0,
        fate: Fate::Stay,
    }; 11];
    for (i, r) in rows.iter().enumerate() {
        match r {
            Some(r) => out[i] = *r,
            None => {
                return Err(DataError::part(
                    list.part,
                    format!(
                        "it has no row for the roll {}: every roll from 2 to 12 needs one",
                        i + 2
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// The promises table: `text`, and if present `kind` (a game file of words alone reads as
/// promises the table records but cannot check) and `n`.
fn read_promises(def: &GameDef) -> Result<Vec<PromiseSpec>, DataError> {
    let list = CardList::read(def, PROMISES, "Promises", &["text"], &["kind", "n"])?;
    list.one_of_each()?;
    let mut out = Vec::new();
    for (row, line) in list.rows() {
        let t = list.cell(line, 0);
        if t.is_empty() {
            return Err(list.error(row, "text", "a promise needs words"));
        }
        if out.len() >= 32 {
            return Err(list.error(row, "text", "a trade offers at most 32 promises"));
        }
        let word = list.cell(line, 1);
        let kind = if word.is_empty() {
            PromiseKind::Other
        } else {
            PromiseKind::ALL
                .into_iter()
                .find(|k| k.word().eq_ignore_ascii_case(word))
                .ok_or_else(|| {
                    let words: Vec<&str> = PromiseKind::ALL.iter().map(|k| k.word()).collect();
                    list.error(
                        row,
                        "kind",
                        format!(
                            "“{word}” is not a kind of promise: one of {}",
                            words.join(", ")
                        ),
                    )
                })?
        };
        let n_cell = list.cell(line, 2);
        let n = if n_cell.is_empty() {
            0
        } else {
            match n_cell.parse::<u8>() {
                Ok(n) if n <= MAX_NUMBER => n,
                _ => {
                    return Err(list.error(
                        row,
                        "n",
                        format!("“{n_cell}” is not a whole number from 0 to {MAX_NUMBER}"),
                    ));
                }
            }
        };
        if matches!(kind, PromiseKind::Cards | PromiseKind::Overlord) && n == 0 {
            return Err(list.error(
                row,
                "n",
                format!("a “{}” promise names how many (1 or more)", kind.word()),
            ));
        }
        out.push(PromiseSpec {
            text: t.to_string(),
            kind,
            n,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_rows_follow_the_text() {
        // "So, with 7 size against 8" the row is A <= D.
        assert_eq!(Ratio::of(7, 8), Ratio::NotMore);
        assert_eq!(Ratio::of(8, 8), Ratio::NotMore);
        assert_eq!(Ratio::of(9, 8), Ratio::More);
        assert_eq!(Ratio::of(16, 8), Ratio::TwoToOne);
        assert_eq!(Ratio::of(24, 8), Ratio::ThreeToOne);
        assert_eq!(Ratio::of(4, 8), Ratio::OneToTwo);
        assert_eq!(Ratio::of(3, 9), Ratio::OneToThree);
        assert_eq!(Ratio::of(3, 0), Ratio::ThreeToOne);
        assert_eq!(Ratio::of(0, 0), Ratio::NotMore);
        assert_eq!(Ratio::of(0, 2), Ratio::OneToThree);
    }

    #[test]
    fn hits_and_requirements_parse() {
        assert_eq!(
            parse_hits("2/1"),
            Some(Hits {
                defender: 2,
                attacker: 1
            })
        );
        assert_eq!(parse_hits("x"), None);
        assert_eq!(parse_hits("10/1"), None);
        assert_eq!(
            parse_conditions("most souls and hordes 3"),
            Ok(vec![
                Condition::Most(Measure::Souls),
                Condition::AtLeast(Measure::Hordes, 3)
            ])
        );
        assert!(parse_conditions("many souls").is_err());
        assert_eq!(numbered("Extra hits 2", "extra hits"), Some(Ok(2)));
        assert_eq!(numbered("Rituals +1", "rituals"), Some(Ok(1)));
        assert!(numbered("Revenge 0", "revenge").is_some_and(|r| r.is_err()));
        assert_eq!(numbered("Revenger", "revenge"), None);
    }
}
