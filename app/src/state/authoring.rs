//! Designer authoring as plain functions on a `GameDef` draft: a small valid game to start from,
//! ids made from names, card lists applied as decks, hex painting, regions and their links.
//! No Leptos here, so every operation is tested natively; the editor components only call these
//! and then show what `GameDef::check()` says about the result.

use protoplay_engine::def::{
    Board, BoardKind, CardFace, CardType, FORMAT_VERSION, GameDef, HexCell, HexMap, HexOrientation,
    HexShape, Owner, PlayerRange, Region, RegionMap, Visibility, ZoneDef, ZoneLayout,
};
use protoplay_engine::hex::Hex;
use protoplay_engine::import::{CardList, plural};
use protoplay_engine::rules::DataError;

/// Largest hexagon radius the editor offers (1,801 cells), well under the engine's cell limit.
pub const MAX_RADIUS: u32 = 24;
/// Largest rectangle side the editor offers.
pub const MAX_SIDE: u32 = 60;

/// A small game that passes `check()`: 1–4 players, a shared draw pile, a discard pile and a
/// hand for each player. Everything else is added by the designer.
pub fn blank_game(id: &str) -> GameDef {
    let zone = |id: &str, name: &str, owner, layout, face_up, visibility| ZoneDef {
        id: id.to_string(),
        name: name.to_string(),
        owner,
        layout,
        face_up,
        visibility,
    };
    GameDef {
        format: FORMAT_VERSION,
        id: id.to_string(),
        name: "New game".to_string(),
        description: String::new(),
        players: PlayerRange { min: 1, max: 4 },
        card_types: Vec::new(),
        decks: Vec::new(),
        counters: Vec::new(),
        dice: Vec::new(),
        terrains: Vec::new(),
        boards: Vec::new(),
        zones: vec![
            zone(
                "draw",
                "Draw pile",
                Owner::Shared,
                ZoneLayout::Pile,
                false,
                Visibility::Nobody,
            ),
            zone(
                "discard",
                "Discard pile",
                Owner::Shared,
                ZoneLayout::Pile,
                true,
                Visibility::Everyone,
            ),
            zone(
                "hand",
                "Hand",
                Owner::EachPlayer,
                ZoneLayout::Hand,
                true,
                Visibility::Owner,
            ),
        ],
        trackers: Vec::new(),
        phases: Vec::new(),
        rules: None,
    }
}

/// An id made from a name: lower case letters, digits and single hyphens (`"Omen die"` →
/// `"omen-die"`); `"item"` when nothing is left.
pub fn slug(name: &str) -> String {
    slug_or(name, "item")
}

/// [`slug`], with the word to use when nothing of the name is left.
pub fn slug_or(name: &str, fallback: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        fallback.to_string()
    } else {
        out
    }
}

/// `base` if no id in `taken` is `base`, otherwise `base-2`, `base-3`, …
pub fn fresh_id<'a>(taken: impl Iterator<Item = &'a str> + Clone, base: &str) -> String {
    if !taken.clone().any(|t| t == base) {
        return base.to_string();
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|id| !taken.clone().any(|t| t == id))
        .unwrap_or_else(|| base.to_string())
}

/// A guess at which fields a card face shows where, from their names: `title`/`name` as the
/// title, `type`/`kind`/`class` as the type line, `text`/`rules`/`effect`/`ability` as the text,
/// `cost`/`value`/`points`/`power` in the corners. The designer changes it afterwards.
pub fn guess_face(fields: &[String]) -> CardFace {
    let find = |names: &[&str]| {
        fields
            .iter()
            .find(|f| names.iter().any(|n| f.eq_ignore_ascii_case(n)))
            .cloned()
    };
    CardFace {
        title: find(&["title", "name", "card"]).or_else(|| fields.first().cloned()),
        kind: find(&["type", "kind", "class", "category"]),
        text: find(&["text", "rules", "effect", "ability", "description"]),
        corners: fields
            .iter()
            .filter(|f| {
                ["cost", "value", "points", "power", "strength", "vp"]
                    .iter()
                    .any(|n| f.eq_ignore_ascii_case(n))
            })
            .cloned()
            .collect(),
    }
}

/// The field a new card list's cards are named by: the person's choice if the list has it,
/// else the guess ([`guess_face`]: a `title` or `name` column, else the first).
pub fn title_field(fields: &[String], chosen: Option<&str>) -> Option<String> {
    chosen
        .filter(|c| fields.iter().any(|f| f == c))
        .map(str::to_string)
        .or_else(|| guess_face(fields).title)
}

/// Names the cards of deck `deck` by field `field` (the title on their face). Returns whether
/// the deck's card type has that field; nothing changes if it does not.
pub fn set_title_field(def: &mut GameDef, deck: &str, field: &str) -> bool {
    let Some(type_id) = def.deck(deck).map(|d| d.card_type.clone()) else {
        return false;
    };
    let Some(ty) = def.card_types.iter_mut().find(|t| t.id == type_id) else {
        return false;
    };
    if !ty.fields.iter().any(|f| f == field) {
        return false;
    }
    ty.face.title = Some(field.to_string());
    true
}

/// Where a card list goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListTarget {
    /// A new deck (and a new card type with the list's fields) of this name.
    NewDeck(String),
    /// The cards of an existing deck are replaced (same fields, in any order).
    Replace(String),
}

/// The field that names the cards of a list applied to `target`: for a new deck, the
/// person's choice or the guess ([`title_field`]); for a deck of the game, the title of its card
/// type's face (or its field `name`).
pub fn name_field(
    def: &GameDef,
    fields: &[String],
    target: &ListTarget,
    chosen: Option<&str>,
) -> Option<String> {
    match target {
        ListTarget::NewDeck(_) => title_field(fields, chosen),
        ListTarget::Replace(deck) => {
            let ty = def.deck(deck).and_then(|d| def.card_type(&d.card_type))?;
            ty.face.title.clone().or_else(|| {
                ty.fields
                    .iter()
                    .find(|f| f.eq_ignore_ascii_case("name"))
                    .cloned()
            })
        }
    }
}

/// Whether a card list can be applied to `target` as it reads: every card has a name (the
/// field [`name_field`] picks), naming the rows that have none.
pub fn check_card_list(
    def: &GameDef,
    list: &CardList,
    target: &ListTarget,
    chosen: Option<&str>,
) -> Result<(), String> {
    match name_field(def, &list.fields, target, chosen) {
        Some(f) => list.require_names(&f).map_err(|e| e.to_string()),
        None => Ok(()),
    }
}

/// Applies a parsed card list to the draft: [`apply_card_list_named`] with the name column
/// guessed.
pub fn apply_card_list(
    def: &mut GameDef,
    list: CardList,
    target: &ListTarget,
) -> Result<String, String> {
    apply_card_list_named(def, list, target, None)
}

/// Applies a parsed card list to the draft, its cards named by the column `chosen` (a new
/// deck; `None`: guessed). A new deck starts in the first shared zone (a draw pile is added
/// when the game has none). Returns the deck's id. A list with a nameless card is refused; so
/// is a list the game's rules refuse (the rows it names are those of the list as pasted) when
/// the game was valid before or the problem is in the list's own rows: a list the rules cannot
/// use is never applied. On refusal the draft is unchanged and the message says why.
pub fn apply_card_list_named(
    def: &mut GameDef,
    list: CardList,
    target: &ListTarget,
    chosen: Option<&str>,
) -> Result<String, String> {
    check_card_list(def, &list, target, chosen)?;
    match target {
        ListTarget::Replace(deck) => {
            let rows = list.rows.clone();
            let mut next = def.clone();
            list.replace_deck_cards(&mut next, deck)
                .map_err(|e| e.to_string())?;
            if let Some((rules, found, more)) = rules_problems(&next) {
                let own = |e: &DataError| e.deck.as_deref() == Some(deck.as_str());
                if found.iter().any(own) || rules_problems(def).is_none() {
                    // The deck's rows are the list's cards in order: name the pasted rows.
                    let pasted = |e: &DataError| {
                        let index = e
                            .row?
                            .checked_sub(protoplay_engine::rules::FIRST_CARD_ROW)?;
                        if own(e) {
                            rows.get(index).copied()
                        } else {
                            e.row
                        }
                    };
                    return Err(format!(
                        "the {rules} rules cannot use it: {}",
                        describe_problems(&found, more, pasted)
                    ));
                }
            }
            *def = next;
            Ok(deck.clone())
        }
        ListTarget::NewDeck(name) => {
            let name = if name.trim().is_empty() {
                "Deck"
            } else {
                name.trim()
            };
            let mut next = def.clone();
            let base = slug(name);
            let type_id = fresh_id(next.card_types.iter().map(|t| t.id.as_str()), &base);
            let deck_id = fresh_id(next.decks.iter().map(|d| d.id.as_str()), &base);
            let zone = match next.zones.iter().find(|z| z.owner == Owner::Shared) {
                Some(z) => z.id.clone(),
                None => {
                    let id = fresh_id(next.zones.iter().map(|z| z.id.as_str()), "draw");
                    next.zones.push(ZoneDef {
                        id: id.clone(),
                        name: "Draw pile".to_string(),
                        owner: Owner::Shared,
                        layout: ZoneLayout::Pile,
                        face_up: false,
                        visibility: Visibility::Nobody,
                    });
                    id
                }
            };
            let mut card_type: CardType = list.card_type(&type_id, name);
            card_type.face = guess_face(&card_type.fields);
            if let Some(f) = name_field(&next, &card_type.fields, target, chosen) {
                card_type.face.title = Some(f);
            }
            next.card_types.push(card_type);
            next.decks
                .push(list.into_deck(&deck_id, name, &type_id, &zone));
            next.check().map_err(|e| e.to_string())?;
            *def = next;
            Ok(deck_id)
        }
    }
}

/// Most rows a message about the rules' problems names.
pub const PROBLEMS_SHOWN: usize = 10;

/// What the game's rules refuse in a definition: the rules' name, the problems (each refused
/// row, or the one problem that names no row: see `problem_rows`) and whether there are more
/// than [`PROBLEMS_SHOWN`]. `None` when the rules can use it, or the game has no rules.
fn rules_problems(def: &GameDef) -> Option<(&'static str, Vec<DataError>, bool)> {
    let game = def
        .rules
        .as_deref()
        .and_then(protoplay_engine::rules::registry::game)?;
    let mut found = game.problems(def, PROBLEMS_SHOWN + 1);
    if found.is_empty() {
        return None;
    }
    let more = found.len() > PROBLEMS_SHOWN;
    found.truncate(PROBLEMS_SHOWN);
    Some((game.info().name, found, more))
}

/// The problems, one after the other, each part named once: "Ship cards, row 2, column “kind”:
/// …; row 3, column “kind”: …". `row` gives the row to name for each (the row of a pasted list,
/// say); `more` adds that further rows may have problems too.
pub fn describe_problems(
    problems: &[DataError],
    more: bool,
    row: impl Fn(&DataError) -> Option<usize>,
) -> String {
    let mut out = Vec::with_capacity(problems.len() + 1);
    let mut part: Option<&str> = None;
    for e in problems {
        let mut at = e.clone();
        at.row = row(e).or(e.row);
        let place = at.place();
        let place = match (part, place.strip_prefix(&e.part)) {
            (Some(p), Some(rest)) if p == e.part && rest.starts_with(", ") => rest[2..].to_string(),
            _ => place,
        };
        part = Some(&e.part);
        out.push(format!("{place}: {}", e.reason));
    }
    if problems.len() > 1 {
        out.push(format!(
            "that is {} (the first problem of each)",
            plural(problems.len(), "row", "rows")
        ));
    }
    if more {
        out.push("and more rows after these (fix these to see them)".to_string());
    }
    out.join("; ")
}

/// Checks a game as the library saves it: its parts fit together, and, for a game with built-in
/// rules, the rules can read its cards and tables (naming the row and the column of what they
/// cannot: every such row, up to [`PROBLEMS_SHOWN`]). A game naming rules this version does not
/// have is played as a free table.
pub fn check_game(def: &GameDef) -> Result<(), String> {
    def.check().map_err(|e| e.to_string())?;
    if let Some((rules, found, more)) = rules_problems(def) {
        return Err(format!(
            "its {rules} rules cannot use it: {}",
            describe_problems(&found, more, |e| e.row)
        ));
    }
    Ok(())
}

/// The number of players a new table of `def` is for, from what the person typed, or why it
/// cannot be: the game's own range is said, nothing is changed silently.
pub fn table_players(def: &GameDef, typed: &str) -> Result<u8, String> {
    let range = def.players;
    let span = if range.min == range.max {
        plural(usize::from(range.min), "player", "players")
    } else {
        format!("{}–{} players", range.min, range.max)
    };
    if range.min > range.max {
        return Err(format!(
            "the game's fewest players ({}) is more than its most ({}); fix that first",
            range.min, range.max
        ));
    }
    let typed = typed.trim();
    match typed.parse::<u32>() {
        Ok(n) if (u32::from(range.min)..=u32::from(range.max)).contains(&n) => {
            u8::try_from(n).map_err(|_| format!("this game is for {span}"))
        }
        Ok(n) => Err(format!(
            "{}: this game is for {span}",
            plural(
                usize::try_from(n).unwrap_or(usize::MAX),
                "player",
                "players"
            )
        )),
        Err(_) if typed.is_empty() => {
            Err(format!("type how many players: this game is for {span}"))
        }
        Err(_) => Err(format!(
            "“{typed}” is not a number of players: this game is for {span}"
        )),
    }
}

/// Adds a hex map (a hexagon of radius 3, flat-topped, unpainted) and returns its id.
pub fn add_hex_board(def: &mut GameDef) -> String {
    let id = fresh_id(def.boards.iter().map(|b| b.id.as_str()), "map");
    def.boards.push(Board {
        id: id.clone(),
        name: "Map".to_string(),
        kind: BoardKind::Hex(HexMap {
            shape: HexShape::Hexagon { radius: 3 },
            orientation: HexOrientation::Flat,
            default_terrain: None,
            cells: Vec::new(),
        }),
    });
    id
}

/// Adds an empty region map and returns its id.
pub fn add_region_board(def: &mut GameDef) -> String {
    let id = fresh_id(def.boards.iter().map(|b| b.id.as_str()), "regions");
    def.boards.push(Board {
        id: id.clone(),
        name: "Regions".to_string(),
        kind: BoardKind::Regions(RegionMap {
            width: 600.0,
            height: 400.0,
            regions: Vec::new(),
            links: Vec::new(),
        }),
    });
    id
}

/// The shape clamped to what the editor offers (at least one cell).
pub fn clamp_shape(shape: HexShape) -> HexShape {
    match shape {
        HexShape::Hexagon { radius } => HexShape::Hexagon {
            radius: radius.min(MAX_RADIUS),
        },
        HexShape::Rectangle { width, height } => HexShape::Rectangle {
            width: width.clamp(1, MAX_SIDE),
            height: height.clamp(1, MAX_SIDE),
        },
    }
}

/// Changes the outline or orientation; painted cells that fall off the map are dropped, so the
/// map stays valid.
pub fn reshape(map: &mut HexMap, shape: HexShape, orientation: HexOrientation) {
    map.shape = clamp_shape(shape);
    map.orientation = orientation;
    let probe = map.clone();
    map.cells.retain(|c| probe.contains(c.hex));
}

/// Paints one cell with a terrain (`None`: the "no terrain" brush). A cell that ends up like the
/// map's default, with no label, is no longer listed.
pub fn paint(map: &mut HexMap, hex: Hex, terrain: Option<&str>) {
    if !map.contains(hex) {
        return;
    }
    match map.cells.iter_mut().find(|c| c.hex == hex) {
        Some(cell) => cell.terrain = terrain.map(str::to_string),
        None => map.cells.push(HexCell {
            hex,
            terrain: terrain.map(str::to_string),
            label: None,
        }),
    }
    tidy(map);
}

/// Sets or clears (empty text) a cell's label.
pub fn label_cell(map: &mut HexMap, hex: Hex, label: &str) {
    if !map.contains(hex) {
        return;
    }
    let label = (!label.trim().is_empty()).then(|| label.trim().to_string());
    match map.cells.iter_mut().find(|c| c.hex == hex) {
        Some(cell) => cell.label = label,
        None => {
            let terrain = map.default_terrain.clone();
            map.cells.push(HexCell {
                hex,
                terrain,
                label,
            })
        }
    }
    tidy(map);
}

fn tidy(map: &mut HexMap) {
    let default = map.default_terrain.clone();
    map.cells
        .retain(|c| c.label.is_some() || c.terrain != default);
}

/// Removes a terrain and every use of it (painted cells, map defaults, regions), so removing a
/// terrain never leaves the game invalid.
pub fn remove_terrain(def: &mut GameDef, id: &str) {
    def.terrains.retain(|t| t.id != id);
    for board in &mut def.boards {
        match &mut board.kind {
            BoardKind::Hex(map) => {
                if map.default_terrain.as_deref() == Some(id) {
                    map.default_terrain = None;
                }
                for cell in &mut map.cells {
                    if cell.terrain.as_deref() == Some(id) {
                        cell.terrain = None;
                    }
                }
                tidy(map);
            }
            BoardKind::Regions(map) => {
                for r in &mut map.regions {
                    if r.terrain.as_deref() == Some(id) {
                        r.terrain = None;
                    }
                }
            }
        }
    }
}

/// Adds a region named `name` at a free-looking spot (a grid filled row by row) and returns its
/// id.
pub fn add_region(map: &mut RegionMap, name: &str) -> String {
    let name = if name.trim().is_empty() {
        "Region"
    } else {
        name.trim()
    };
    let id = fresh_id(map.regions.iter().map(|r| r.id.as_str()), &slug(name));
    let n = map.regions.len();
    let columns = ((map.width / 120.0).floor() as usize).max(1);
    let x = 60.0 + 120.0 * (n % columns) as f32;
    let y = 50.0 + 90.0 * (n / columns) as f32;
    map.regions.push(Region {
        id: id.clone(),
        name: name.to_string(),
        x: x.min(map.width),
        y: y.min(map.height),
        terrain: None,
    });
    id
}

/// Removes a region and its links.
pub fn remove_region(map: &mut RegionMap, id: &str) {
    map.regions.retain(|r| r.id != id);
    map.links.retain(|[a, b]| a != id && b != id);
}

/// Moves a region, kept inside the drawing area.
pub fn move_region(map: &mut RegionMap, id: &str, x: f32, y: f32) {
    let (w, h) = (map.width, map.height);
    if let Some(r) = map.regions.iter_mut().find(|r| r.id == id) {
        r.x = if x.is_finite() { x.clamp(0.0, w) } else { r.x };
        r.y = if y.is_finite() { y.clamp(0.0, h) } else { r.y };
    }
}

/// Connects two regions, or disconnects them when they are connected. Returns whether they are
/// connected afterwards. A region is never linked to itself.
pub fn toggle_link(map: &mut RegionMap, a: &str, b: &str) -> bool {
    if a == b || map.region(a).is_none() || map.region(b).is_none() {
        return false;
    }
    if map.adjacent(a, b) {
        map.links
            .retain(|[x, y]| !((x == a && y == b) || (x == b && y == a)));
        false
    } else {
        map.links.push([a.to_string(), b.to_string()]);
        true
    }
}

/// Moves item `i` of a list one place up (towards the start) or down. Out-of-range moves do
/// nothing.
pub fn move_item<T>(items: &mut [T], i: usize, up: bool) {
    if up && i > 0 && i < items.len() {
        items.swap(i, i - 1);
    } else if !up && i + 1 < items.len() {
        items.swap(i, i + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::library::{Library, TableEntry, TableSave};
    use protoplay_engine::table::{Action, Game, ZoneRef};

    const TSV: &str = "name\ttype\ttext\tcost\tcount\nFireball\tSpell\tDeal 3 damage.\t2\t3\nShield\tSpell\tBlock 2.\t1\t2\n";

    fn list(text: &str) -> CardList {
        CardList::parse(text).expect("a valid list")
    }

    #[test]
    fn the_blank_game_is_valid_and_playable() {
        let def = blank_game("game-1");
        assert_eq!(def.check(), Ok(()));
        for players in 1..=4 {
            Game::new(def.clone(), players, 7).expect("sets up");
        }
    }

    #[test]
    fn slugs_and_fresh_ids() {
        assert_eq!(slug("Omen die"), "omen-die");
        assert_eq!(slug("  Été / Winter!! "), "été-winter");
        assert_eq!(slug("***"), "item");
        let taken = ["deck", "deck-2"];
        assert_eq!(fresh_id(taken.iter().copied(), "deck"), "deck-3");
        assert_eq!(fresh_id(taken.iter().copied(), "other"), "other");
    }

    #[test]
    fn the_face_is_guessed_from_field_names() {
        let fields: Vec<String> = ["Name", "type", "rules", "cost", "vp"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let face = guess_face(&fields);
        assert_eq!(face.title.as_deref(), Some("Name"));
        assert_eq!(face.kind.as_deref(), Some("type"));
        assert_eq!(face.text.as_deref(), Some("rules"));
        assert_eq!(face.corners, vec!["cost".to_string(), "vp".to_string()]);
        let odd: Vec<String> = vec!["hero".into(), "quote".into()];
        assert_eq!(guess_face(&odd).title.as_deref(), Some("hero"));
        assert_eq!(guess_face(&odd).text, None);
    }

    #[test]
    fn a_card_list_becomes_a_new_deck_in_the_draw_pile() {
        let mut def = blank_game("g");
        let deck = apply_card_list(&mut def, list(TSV), &ListTarget::NewDeck("Spells".into()))
            .expect("applied");
        assert_eq!(deck, "spells");
        assert_eq!(def.check(), Ok(()));
        let d = def.deck("spells").expect("deck");
        assert_eq!((d.size(), d.zone.as_str()), (5, "draw"));
        let ty = def.card_type(&d.card_type).expect("type");
        assert_eq!(ty.fields, vec!["name", "type", "text", "cost"]);
        assert_eq!(ty.face.text.as_deref(), Some("text"));
        // A second list of the same name gets its own ids.
        let again = apply_card_list(&mut def, list(TSV), &ListTarget::NewDeck("Spells".into()))
            .expect("applied");
        assert_eq!(again, "spells-2");
        assert_eq!(def.card_types.len(), 2);
    }

    #[test]
    fn a_list_with_no_name_column_is_named_by_the_column_the_person_chooses() {
        let text = "Treasure\tTP\tnumber_of_cards\nLesser Hoard\t1\t10\n";
        let l = list(text);
        assert_eq!(l.total_cards(), 10);
        assert_eq!(title_field(&l.fields, None).as_deref(), Some("Treasure"));
        assert_eq!(title_field(&l.fields, Some("TP")).as_deref(), Some("TP"));
        assert_eq!(
            title_field(&l.fields, Some("gone")).as_deref(),
            Some("Treasure")
        );
        let mut def = blank_game("g");
        let deck =
            apply_card_list(&mut def, l, &ListTarget::NewDeck("Hoards".into())).expect("applied");
        assert!(set_title_field(&mut def, &deck, "TP"));
        assert!(!set_title_field(&mut def, &deck, "number_of_cards"));
        let ty = def.card_type(&def.decks[0].card_type).expect("type");
        assert_eq!(ty.face.title.as_deref(), Some("TP"));
        assert_eq!(def.check(), Ok(()));
    }

    #[test]
    fn a_new_deck_gets_a_draw_pile_when_the_game_has_no_shared_zone() {
        let mut def = blank_game("g");
        def.zones.retain(|z| z.owner == Owner::EachPlayer);
        apply_card_list(&mut def, list(TSV), &ListTarget::NewDeck("".into())).expect("applied");
        let deck = &def.decks[0];
        assert_eq!(deck.name, "Deck");
        assert_eq!(def.zone(&deck.zone).map(|z| z.owner), Some(Owner::Shared));
        assert_eq!(def.check(), Ok(()));
    }

    #[test]
    fn replacing_needs_the_same_fields_and_leaves_the_draft_alone_on_refusal() {
        let mut def = blank_game("g");
        apply_card_list(&mut def, list(TSV), &ListTarget::NewDeck("Spells".into()))
            .expect("applied");
        let reordered = "cost,name,text,type,count\n5,Meteor,Deal 9.,Spell,1\n";
        apply_card_list(
            &mut def,
            list(reordered),
            &ListTarget::Replace("spells".into()),
        )
        .expect("same fields in another order");
        let d = def.deck("spells").expect("deck");
        assert_eq!(d.cards[0].values, vec!["Meteor", "Spell", "Deal 9.", "5"]);
        let before = def.clone();
        let err = apply_card_list(
            &mut def,
            list("name,power\nX,1\n"),
            &ListTarget::Replace("spells".into()),
        )
        .expect_err("other fields");
        assert!(err.contains("same fields"), "{err}");
        assert_eq!(def, before);
    }

    #[test]
    fn painting_cells_and_the_none_brush() {
        let mut def = blank_game("g");
        let id = add_hex_board(&mut def);
        def.terrains.push(protoplay_engine::def::Terrain {
            id: "forest".into(),
            name: "Forest".into(),
            colour: "#2e7d32".into(),
            limit: Some(3),
            count: None,
            notes: String::new(),
        });
        let Some(BoardKind::Hex(map)) = def
            .boards
            .iter_mut()
            .find(|b| b.id == id)
            .map(|b| &mut b.kind)
        else {
            panic!("a hex map")
        };
        paint(map, Hex::new(1, 0), Some("forest"));
        paint(map, Hex::new(1, 0), Some("forest"));
        assert_eq!(map.cells.len(), 1, "painting twice keeps one cell");
        assert_eq!(map.terrain_at(Hex::new(1, 0)), Some("forest"));
        paint(map, Hex::new(9, 9), Some("forest"));
        assert_eq!(map.cells.len(), 1, "off the map: nothing painted");
        label_cell(map, Hex::new(1, 0), "Capital");
        paint(map, Hex::new(1, 0), None);
        assert_eq!(map.terrain_at(Hex::new(1, 0)), None);
        assert_eq!(map.cells.len(), 1, "the label keeps the cell");
        label_cell(map, Hex::new(1, 0), "  ");
        assert!(
            map.cells.is_empty(),
            "a plain, unlabelled cell is not listed"
        );
        assert_eq!(def.check(), Ok(()));
    }

    #[test]
    fn shrinking_a_map_drops_cells_off_it_and_stays_valid() {
        let mut def = blank_game("g");
        add_hex_board(&mut def);
        def.terrains.push(protoplay_engine::def::Terrain {
            id: "sea".into(),
            name: "Sea".into(),
            colour: "#1565c0".into(),
            limit: None,
            count: None,
            notes: String::new(),
        });
        let BoardKind::Hex(map) = &mut def.boards[0].kind else {
            panic!("a hex map")
        };
        paint(map, Hex::new(3, 0), Some("sea"));
        paint(map, Hex::new(0, 0), Some("sea"));
        reshape(map, HexShape::Hexagon { radius: 1 }, HexOrientation::Flat);
        assert_eq!(map.cells.len(), 1);
        reshape(
            map,
            HexShape::Rectangle {
                width: 0,
                height: 1000,
            },
            HexOrientation::Pointy,
        );
        assert_eq!(
            map.shape,
            HexShape::Rectangle {
                width: 1,
                height: MAX_SIDE
            }
        );
        assert_eq!(def.check(), Ok(()));
        remove_terrain(&mut def, "sea");
        assert_eq!(def.check(), Ok(()));
    }

    #[test]
    fn regions_are_added_moved_linked_and_removed() {
        let mut def = blank_game("g");
        add_region_board(&mut def);
        let BoardKind::Regions(map) = &mut def.boards[0].kind else {
            panic!("a region map")
        };
        let a = add_region(map, "North Sea");
        let b = add_region(map, "North Sea");
        assert_eq!((a.as_str(), b.as_str()), ("north-sea", "north-sea-2"));
        assert_ne!(
            (map.regions[0].x, map.regions[0].y),
            (map.regions[1].x, map.regions[1].y)
        );
        assert!(toggle_link(map, &a, &b));
        assert!(map.adjacent(&b, &a));
        assert!(!toggle_link(map, &b, &a), "a second toggle disconnects");
        assert!(!map.adjacent(&a, &b));
        assert!(!toggle_link(map, &a, &a), "never linked to itself");
        toggle_link(map, &a, &b);
        move_region(map, &a, 5000.0, -3.0);
        let r = map.region(&a).expect("region");
        assert_eq!((r.x, r.y), (600.0, 0.0));
        remove_region(map, &b);
        assert!(map.links.is_empty(), "links to a removed region go too");
        assert_eq!(def.check(), Ok(()));
    }

    #[test]
    fn phases_move_up_and_down() {
        let mut phases = vec!["Draw", "Play", "Discard"];
        move_item(&mut phases, 2, true);
        assert_eq!(phases, ["Draw", "Discard", "Play"]);
        move_item(&mut phases, 0, true);
        move_item(&mut phases, 2, false);
        assert_eq!(phases, ["Draw", "Discard", "Play"]);
        move_item(&mut phases, 0, false);
        assert_eq!(phases, ["Discard", "Draw", "Play"]);
    }

    /// Tables keep the game they started with: editing the game in the library never changes a
    /// table in progress.
    #[test]
    fn editing_a_game_leaves_its_tables_untouched() {
        let mut def = blank_game("my-game");
        def.name = "Spellbound".into();
        apply_card_list(&mut def, list(TSV), &ListTarget::NewDeck("Spells".into()))
            .expect("applied");
        let mut library = Library::default();
        library.put_game(def.clone());
        let mut game = Game::new(def.clone(), 2, 3).expect("sets up");
        game.apply(Action::Draw {
            from: ZoneRef::shared("draw"),
            to: ZoneRef::of("hand", 0),
            count: 2,
        })
        .expect("drawn");
        library.put_table(TableEntry {
            id: "table-1".into(),
            title: def.name.clone(),
            updated: 0.0,
            hot_seat: false,
            save: TableSave::Free(game.save()),
            turns: None,
        });

        // The designer renames the game, replaces the cards and removes the discard pile.
        let mut edited = library.games[0].clone();
        edited.name = "Spellbound II".into();
        apply_card_list(
            &mut edited,
            list("name,type,text,cost\nOnly card,Spell,Nothing.,0\n"),
            &ListTarget::Replace("spells".into()),
        )
        .expect("replaced");
        edited.zones.retain(|z| z.id != "discard");
        library.put_game(edited.clone());

        let (library, problem) = Library::parse(Some(&library.to_json()));
        assert_eq!(problem, None);
        assert_eq!(library.games, vec![edited]);
        let table = library.table("table-1").expect("table kept");
        assert_eq!(
            table.free().expect("free table").def,
            def,
            "the table kept its own copy of the game"
        );
        let back =
            Game::load(table.free().expect("free table").clone()).expect("still loads and replays");
        assert_eq!(back.table(), game.table());
        assert_eq!(back.def().name, "Spellbound");
    }

    /// An edited copy of a ruled game keeps its rules: a value they can read is accepted (and
    /// played), one they cannot is refused naming the deck, the row and the column.
    #[test]
    fn an_edited_ruled_game_is_checked_by_its_rules_naming_row_and_column() {
        let mut def = protoplay_engine::games::load("destiny")
            .expect("listed")
            .expect("valid");
        assert_eq!(check_game(&def), Ok(()));
        let deck = def
            .decks
            .iter_mut()
            .find(|d| d.id == "destiny")
            .expect("deck");
        // "Good Base 4" is the fourth card, on row 5 of the spreadsheet (the header is row 1);
        // its value is the fourth field.
        deck.cards[3].values[3] = "5".into();
        assert_eq!(
            check_game(&def),
            Ok(()),
            "a changed value the rules can read"
        );
        let deck = def
            .decks
            .iter_mut()
            .find(|d| d.id == "destiny")
            .expect("deck");
        deck.cards[3].values[3] = "lots".into();
        let e = check_game(&def).expect_err("refused");
        assert!(e.contains("row 5, column “value”"), "{e}");
        assert!(e.contains("Destiny rules cannot use it"), "{e}");
    }

    /// The list a new user pasted into a copy of Devastators 3000: every refused row is named,
    /// with the row the spreadsheet shows (the header is row 1), and the list is not applied,
    /// so the game is not left half-changed (the text stays in the editor's box).
    #[test]
    fn a_list_the_rules_refuse_is_not_applied_and_every_row_is_named() {
        let mut def = protoplay_engine::games::load("devastators")
            .expect("listed")
            .expect("valid");
        def.rules = Some("devastators".into());
        assert_eq!(check_game(&def), Ok(()));
        let before = def.clone();
        // A blank row (row 3) keeps its number, as in the spreadsheet.
        let text = "name\tcount\tkind\tranges\tstrength\tkeywords\ttext\nFoo\t1\tBanana\tShort\tlots\t\t\n\nBar\t2\tWeapon\tNowhere\t3\tFlying\t\n";
        let deck = def.decks[0].id.clone();
        let err = apply_card_list(&mut def, list(text), &ListTarget::Replace(deck.clone()))
            .expect_err("refused by the rules");
        assert!(
            err.contains("Devastators 3000 rules cannot use it")
                && err.contains(", row 2, column “kind”: “Banana”")
                && err.contains("; row 4, column “kind”: “Weapon”")
                && err.contains("2 rows"),
            "{err}"
        );
        assert!(!err.contains("row 1,"), "the header is row 1: {err}");
        assert_eq!(def, before, "nothing applied");
        // The game as it stands names every refused row of its deck (numbered as exported).
        let mut edited = def.clone();
        for (i, kind) in [(0, "Banana"), (4, "Weapon")] {
            let kind_at = def
                .card_type(&def.decks[0].card_type)
                .and_then(|t| t.field_index("kind"))
                .expect("kind");
            edited.decks[0].cards[i].values[kind_at] = kind.into();
        }
        let e = check_game(&edited).expect_err("refused");
        assert!(
            e.contains("row 2, column “kind”: “Banana”")
                && e.contains("row 6, column “kind”: “Weapon”"),
            "{e}"
        );
    }

    #[test]
    fn a_card_without_a_name_is_refused_with_its_row() {
        let mut def = blank_game("g");
        let text = "name\tcount\n\t2\nOrc\t1\n";
        let err = apply_card_list(&mut def, list(text), &ListTarget::NewDeck("Orcs".into()))
            .expect_err("a nameless card");
        assert!(
            err.starts_with("row 2, ") && err.contains("the name is empty"),
            "{err}"
        );
        assert!(def.decks.is_empty(), "nothing applied");
        // Named by another column, the list is fine.
        let text = "name\ttitle\tcount\n\tA\t2\nOrc\tB\t1\n";
        let l = list(text);
        let target = ListTarget::NewDeck("Orcs".into());
        assert!(
            check_card_list(&def, &l, &target, None).is_err(),
            "the guess is “name”"
        );
        assert_eq!(check_card_list(&def, &l, &target, Some("title")), Ok(()));
        apply_card_list_named(&mut def, l, &target, Some("title")).expect("applied");
        // Replacing a deck's cards: its face's title names them.
        let err = apply_card_list(
            &mut def,
            list("name,title,count\nX,,1\n"),
            &ListTarget::Replace("orcs".into()),
        )
        .expect_err("the deck is named by its title");
        assert!(err.contains("\"title\"): the name is empty"), "{err}");
    }

    #[test]
    fn a_number_of_players_the_game_is_not_for_is_refused_with_its_range() {
        let def = blank_game("g");
        assert_eq!(table_players(&def, " 3 "), Ok(3));
        assert_eq!(
            table_players(&def, "9"),
            Err("9 players: this game is for 1–4 players".to_string())
        );
        assert_eq!(
            table_players(&def, "300"),
            Err("300 players: this game is for 1–4 players".to_string())
        );
        assert!(table_players(&def, "many").is_err_and(|e| e.contains("“many”")));
        let mut two = def.clone();
        two.players.min = 2;
        assert_eq!(
            table_players(&two, "1"),
            Err("1 player: this game is for 2–4 players".to_string())
        );
        let mut solo = def.clone();
        solo.players.max = 1;
        assert_eq!(
            table_players(&solo, "2"),
            Err("2 players: this game is for 1 player".to_string())
        );
    }
}
