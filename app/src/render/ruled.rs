//! The render model of the one ruled-table screen, for every ruled game: what a click on a
//! target means among the game's choices, which targets to highlight, the hex and region boards
//! drawn from a projection, seat markers, log lines and the start form. No Leptos here: all of it is tested
//! natively (with the test-only toy game too, to prove nothing here knows a particular game).
//!
//! # Picking
//! A [`Choice`] points at things in order (a card, then the base it goes on; a hex, then where
//! to). The screen keeps the things picked so far (the *path*). Clicking a highlighted thing adds
//! it to the path: if exactly one choice is left it is made at once (or its numbers are asked
//! for); if several end here they are listed; otherwise the next things of the choices left are
//! highlighted. Clicking something that continues nothing starts a new path from it.

use protoplay_engine::hex::{Hex, Layout};
use protoplay_engine::rules::{
    BoardView, CardView, CellView, Choice, GameInfo, LegendEntry, LogEntry, RegionView, Seat,
    StackView, Thing, ZoneView,
};

use super::board::{Bounds, LegendItem, cell_outline, terrain_marks, towards};
use super::seat_colour;

/// What a click (or Enter) on a thing leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// Make this choice now.
    Make(usize),
    /// Ask for this choice's numbers, then make it.
    Numbers(usize),
    /// Several choices end here: list them for the person to pick one.
    List(Vec<usize>),
    /// More is to be picked: the next things are highlighted.
    Next,
    /// Nothing can be done with that thing now; the message says so.
    Nothing(String),
}

/// The choices that go on from `path` (whose targets start with it).
pub fn following(choices: &[Choice], path: &[Thing]) -> Vec<usize> {
    (0..choices.len())
        .filter(|&i| {
            let t = &choices[i].targets;
            t.len() >= path.len() && t[..path.len()] == *path && !t.is_empty()
        })
        .collect()
}

/// The things to highlight: what can be picked next after `path`.
pub fn highlighted(choices: &[Choice], path: &[Thing]) -> Vec<Thing> {
    let mut out: Vec<Thing> = Vec::new();
    for i in following(choices, path) {
        if let Some(t) = choices[i].targets.get(path.len())
            && !out.contains(t)
        {
            out.push(t.clone());
        }
    }
    out
}

/// The choices that point at nothing: each a button of its own.
pub fn buttons(choices: &[Choice]) -> Vec<usize> {
    (0..choices.len())
        .filter(|&i| choices[i].targets.is_empty())
        .collect()
}

/// Choice `i` chosen: made at once, or its numbers asked for first.
pub fn choose(choices: &[Choice], i: usize) -> Picked {
    match choices.get(i) {
        Some(c) if !c.numbers.is_empty() => Picked::Numbers(i),
        Some(_) => Picked::Make(i),
        None => Picked::Nothing("That choice is no longer open.".to_string()),
    }
}

/// What a click on something no choice points at says, where nothing better is known.
pub const NOTHING_NOW: &str = "Nothing can be done with that now.";

/// A click on `thing` with `path` picked so far: the new path and what it leads to. `why` says
/// why a thing no choice points at cannot be used (the rules' reason, from the table).
pub fn pick(
    choices: &[Choice],
    path: &[Thing],
    thing: &Thing,
    why: impl FnOnce(&Thing) -> String,
) -> (Vec<Thing>, Picked) {
    let mut next = path.to_vec();
    next.push(thing.clone());
    let mut left = following(choices, &next);
    if left.is_empty() && !path.is_empty() {
        // The person changed their mind: start again from this thing.
        next = vec![thing.clone()];
        left = following(choices, &next);
    }
    if left.is_empty() {
        return (Vec::new(), Picked::Nothing(why(thing)));
    }
    if let [only] = left[..] {
        return (Vec::new(), choose(choices, only));
    }
    let ending: Vec<usize> = left
        .iter()
        .copied()
        .filter(|&i| choices[i].targets.len() == next.len())
        .collect();
    if ending.is_empty() {
        (next, Picked::Next)
    } else {
        (next, Picked::List(left))
    }
}

/// How a seat is marked wherever it appears: its colour, the colour's name, a shape and the
/// shape's symbol, so owners differ without colour too.
pub fn seat_mark(seat: Seat) -> (&'static str, &'static str, &'static str, &'static str) {
    const SHAPES: [(&str, &str); 6] = [
        ("circle", "●"),
        ("square", "■"),
        ("triangle", "▲"),
        ("diamond", "◆"),
        ("star", "★"),
        ("hexagon", "⬢"),
    ];
    let (colour, name) = seat_colour(seat);
    let (shape, symbol) = SHAPES[usize::from(seat) % SHAPES.len()];
    (colour, name, shape, symbol)
}

/// A bot as a person reads it, from the id a seat or the command line names it by: "Heuristic
/// bot" for `greedy` at Destiny, "Search bot (400 iterations)" for `search:400`; an id the game
/// does not know is shown as it is.
pub fn bot_label(game: &str, id: &str) -> String {
    let known = protoplay_engine::rules::registry::info(game)
        .map(protoplay_engine::rules::offered_bots)
        .unwrap_or_default();
    if let Some(b) = known.iter().find(|b| b.id == id) {
        return b.label.to_string();
    }
    match id.strip_prefix("search:") {
        Some(budget) => {
            let iterations = budget.split(':').next().unwrap_or(budget);
            format!("Search bot ({iterations} iterations)")
        }
        None => id.to_string(),
    }
}

/// "Player 2 (red ■)".
pub fn seat_label(seat: Seat) -> String {
    let (_, name, _, symbol) = seat_mark(seat);
    format!("Player {} ({name} {symbol})", u32::from(seat) + 1)
}

/// A stack as words: "3 Army of Player 2 (red ■)".
pub fn stack_words(s: &StackView) -> String {
    match s.owner {
        Some(o) => format!("{} {} of {}", s.count, s.name, seat_label(o)),
        None => format!("{} {}", s.count, s.name),
    }
}

/// Distance from a cell's centre to a corner, in SVG units (room for a few lines of counts).
pub const HEX_SIZE: f32 = 40.0;

/// One cell as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CellModel {
    pub hex: Hex,
    pub points: String,
    pub cx: f32,
    pub cy: f32,
    pub fill: String,
    /// The terrain's short mark from the legend ("RV"), drawn in the cell.
    pub mark: String,
    /// Counts drawn in the cell, short ("12 P", "3 A"), one line per owner.
    pub lines: Vec<String>,
    /// The owner whose marker is drawn (the first stack's), if any.
    pub owner: Option<Seat>,
    /// Something a choice can point at next.
    pub target: bool,
    /// Picked already (the first of two hexes).
    pub picked: bool,
    /// Everything a screen reader needs: name, terrain, counters, marks, whether it is a target.
    pub description: String,
}

impl CellModel {
    /// Changes whenever anything drawn changes (for keyed lists).
    pub fn key(&self) -> String {
        format!(
            "{},{}|{}{}|{}|{}|{}|{}",
            self.hex.x,
            self.hex.y,
            self.fill,
            self.mark,
            self.lines.join("/"),
            self.target,
            self.picked,
            self.description
        )
    }
}

/// A hex board ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct HexBoardModel {
    pub name: String,
    pub cells: Vec<CellModel>,
    /// The board's terrains, each with the mark drawn in its cells.
    pub legend: Vec<LegendItem>,
    /// min x, min y, width, height.
    pub view_box: (f32, f32, f32, f32),
}

fn cell_lines(cell: &CellView) -> Vec<String> {
    stack_lines(&cell.stacks, &cell.marks)
}

/// Counts as short lines: one per owner ("12P 3A ⌂T"), then the marks.
fn stack_lines(stacks: &[StackView], marks: &[String]) -> Vec<String> {
    let mut lines: Vec<(Option<Seat>, String)> = Vec::new();
    for s in stacks {
        let text = format!("{}{}", s.count, s.label);
        match lines.iter_mut().find(|(o, _)| *o == s.owner) {
            Some((_, l)) => {
                l.push(' ');
                l.push_str(&text);
            }
            None => lines.push((s.owner, text)),
        }
    }
    let mut out: Vec<String> = lines.into_iter().map(|(_, l)| l).collect();
    if !marks.is_empty() {
        out.push(marks.join(" "));
    }
    out
}

fn cell_description(cell: &CellView, target: bool, picked: bool) -> String {
    place_description(
        &cell.name,
        &cell.terrain,
        &cell.stacks,
        &cell.marks,
        target,
        picked,
    )
}

/// What a screen reader says of a cell or region: name, terrain, counters, marks, and whether
/// it is picked or can be.
fn place_description(
    name: &str,
    terrain: &str,
    stacks: &[StackView],
    marks: &[String],
    target: bool,
    picked: bool,
) -> String {
    let mut d = name.to_string();
    if !terrain.is_empty() && !name.contains(terrain) {
        d.push_str(&format!(", {terrain}"));
    }
    let mut parts: Vec<String> = stacks.iter().map(stack_words).collect();
    parts.extend(marks.iter().cloned());
    if parts.is_empty() {
        d.push_str(": empty");
    } else {
        d.push_str(&format!(": {}", parts.join(", ")));
    }
    if picked {
        d.push_str(" (picked)");
    }
    if target {
        d.push_str(" — can be picked");
    }
    d
}

/// A hex board from the projection, with the things that can be picked next and those picked.
/// `None` for a region board.
pub fn hex_board(board: &BoardView, targets: &[Thing], path: &[Thing]) -> Option<HexBoardModel> {
    let BoardView::Hex {
        name,
        orientation,
        cells,
        legend,
        ..
    } = board
    else {
        return None;
    };
    let layout = Layout {
        orientation: *orientation,
        size: HEX_SIZE,
    };
    let mut bounds = Bounds::default();
    let names: Vec<&str> = legend.iter().map(|l| l.name.as_str()).collect();
    let marks = terrain_marks(&names);
    let mark_of = |terrain: &str| {
        names
            .iter()
            .position(|n| *n == terrain)
            .and_then(|i| marks.get(i).cloned())
            .unwrap_or_default()
    };
    let cells = cells
        .iter()
        .map(|c| {
            let ((cx, cy), corners, points) = cell_outline(layout, c.hex);
            bounds.include(&corners);
            let target = targets.contains(&Thing::Hex(c.hex));
            let picked = path.contains(&Thing::Hex(c.hex));
            CellModel {
                hex: c.hex,
                points,
                cx,
                cy,
                fill: c.colour.clone(),
                mark: mark_of(&c.terrain),
                lines: cell_lines(c),
                owner: c.stacks.iter().find_map(|s| s.owner),
                target,
                picked,
                description: cell_description(c, target, picked),
            }
        })
        .collect();
    Some(HexBoardModel {
        name: name.clone(),
        cells,
        legend: legend
            .iter()
            .zip(marks.iter())
            .map(|(l, m)| LegendItem {
                mark: m.clone(),
                name: l.name.clone(),
                colour: l.colour.clone(),
                note: l.note.clone(),
            })
            .collect(),
        view_box: bounds.view_box(4.0),
    })
}

/// The cell reached from `from` by an arrow key, for moving the focus over a board with one Tab
/// stop (see [`super::board::towards`]).
pub fn cell_towards(cells: &[CellModel], from: Hex, key: &str) -> Option<Hex> {
    towards(cells.iter().map(|c| (c.hex, c.cx, c.cy)), from, key)
}

/// Width of a region's box on a region board, and the least height, in the board's units.
pub const REGION_W: f32 = 160.0;
pub const REGION_H: f32 = 60.0;
/// Height of one line of text in a region's box.
pub const REGION_LINE: f32 = 15.0;
/// The most characters of a line that fit a region's box (12 px bold text in 160 units, with
/// its margins); a longer line is wrapped.
pub const REGION_LINE_CHARS: usize = 20;

/// `line` in lines of at most `max` characters: broken after its " · " and ": " separators
/// where it can be, else at spaces (a longer word keeps a line of its own). SVG text does not
/// wrap by itself.
pub fn wrap(line: &str, max: usize) -> Vec<String> {
    let len = |s: &str| s.chars().count();
    if len(line) <= max {
        return vec![line.to_string()];
    }
    // The parts between separators, each keeping its separator at its end.
    let mut parts: Vec<String> = Vec::new();
    let mut rest = line;
    while let Some(at) = [" · ", ": "]
        .iter()
        .filter_map(|sep| rest.find(sep).map(|i| i + sep.trim_end().len()))
        .min()
    {
        parts.push(rest[..at].to_string());
        rest = rest[at..].trim_start();
    }
    parts.push(rest.to_string());
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for part in parts {
        let words: Vec<&str> = if len(&part) > max {
            part.split_whitespace().collect()
        } else {
            vec![part.as_str()]
        };
        for word in words {
            if !current.is_empty() && len(&current) + 1 + len(word) > max {
                out.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
    }
    if !current.is_empty() || out.is_empty() {
        out.push(current);
    }
    out
}

/// One region of a ruled region board as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionModel {
    pub id: String,
    pub name: String,
    /// The centre of its box.
    pub x: f32,
    pub y: f32,
    pub fill: String,
    /// Counts drawn in the region, short, one line per owner, then each mark on a line.
    pub lines: Vec<String>,
    /// The box's height: room for the name and every line.
    pub h: f32,
    /// The owner whose marker is drawn (the first owned stack's), if any.
    pub owner: Option<Seat>,
    pub target: bool,
    pub picked: bool,
    pub description: String,
}

impl RegionModel {
    /// Changes whenever anything drawn changes (for keyed lists).
    pub fn key(&self) -> String {
        format!(
            "{}|{}|{}|{}|{}|{}",
            self.id,
            self.fill,
            self.lines.join("/"),
            self.target,
            self.picked,
            self.description
        )
    }
}

/// A region board ready to draw: its regions, the lines between adjacent ones, its legend.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionBoardModel {
    pub name: String,
    pub regions: Vec<RegionModel>,
    /// Each adjacency once, centre to centre.
    pub links: Vec<(f32, f32, f32, f32)>,
    pub legend: Vec<LegendEntry>,
    /// min x, min y, width, height.
    pub view_box: (f32, f32, f32, f32),
}

fn region_model(r: &RegionView, targets: &[Thing], path: &[Thing]) -> RegionModel {
    let thing = Thing::Region(r.id.clone());
    let (target, picked) = (targets.contains(&thing), path.contains(&thing));
    // A region has more room than a hex: each mark on its own line.
    let mut lines = stack_lines(&r.stacks, &[]);
    lines.extend(r.marks.iter().cloned());
    let lines: Vec<String> = lines
        .iter()
        .flat_map(|l| wrap(l, REGION_LINE_CHARS))
        .collect();
    // The name, then the lines from 36 units down, and a margin under the last.
    let h = REGION_H.max(36.0 + REGION_LINE * lines.len() as f32);
    RegionModel {
        id: r.id.clone(),
        name: r.name.clone(),
        x: r.x as f32,
        y: r.y as f32,
        fill: if r.colour.is_empty() {
            "#e8e4d8".to_string()
        } else {
            r.colour.clone()
        },
        lines,
        h,
        owner: r.stacks.iter().find_map(|s| s.owner),
        target,
        picked,
        description: place_description(&r.name, &r.terrain, &r.stacks, &r.marks, target, picked),
    }
}

/// A region board from the projection, with the regions that can be picked next and those
/// picked. `None` for a hex board.
pub fn region_board(
    board: &BoardView,
    targets: &[Thing],
    path: &[Thing],
) -> Option<RegionBoardModel> {
    let BoardView::Regions {
        name,
        regions,
        legend,
        ..
    } = board
    else {
        return None;
    };
    let models: Vec<RegionModel> = regions
        .iter()
        .map(|r| region_model(r, targets, path))
        .collect();
    let mut links = Vec::new();
    for (i, r) in regions.iter().enumerate() {
        for other in &r.adjacent {
            // Each pair once, and only between regions that are drawn.
            if let Some(j) = regions.iter().position(|o| &o.id == other)
                && j > i
            {
                links.push((models[i].x, models[i].y, models[j].x, models[j].y));
            }
        }
    }
    let mut bounds = Bounds::default();
    for m in &models {
        bounds.include(&[
            (m.x - REGION_W / 2.0, m.y - m.h / 2.0),
            (m.x + REGION_W / 2.0, m.y + m.h / 2.0),
        ]);
    }
    Some(RegionBoardModel {
        name: name.clone(),
        regions: models,
        links,
        legend: legend.clone(),
        view_box: bounds.view_box(8.0),
    })
}

/// The region reached from `from` by an arrow key (see [`super::board::towards`]).
pub fn region_towards(regions: &[RegionModel], from: &str, key: &str) -> Option<String> {
    towards(regions.iter().map(|r| (r.id.as_str(), r.x, r.y)), from, key).map(str::to_string)
}

/// A card's edge colour, as the `style` its element takes (see [`card_class`]): the game's
/// projection gives the colour, so the stylesheet needs no game's names.
pub fn card_style(card: &CardView) -> String {
    if card.tone.is_empty() {
        String::new()
    } else {
        format!("--tone: {}", card.tone)
    }
}

/// A card's CSS classes: whether it has a colour, and whether it can be picked or is picked.
pub fn card_class(card: &CardView, targets: &[Thing], path: &[Thing]) -> String {
    let mut c = String::from("card");
    if !card.face_up {
        c.push_str(" back");
    }
    if card.tapped {
        c.push_str(" tapped");
    }
    if !card.tone.is_empty() {
        c.push_str(" toned");
    }
    if let Some(t) = &card.target {
        let thing = Thing::Card(t.clone());
        if targets.contains(&thing) {
            c.push_str(" target");
        }
        if path.contains(&thing) {
            c.push_str(" picked");
        }
    }
    c
}

/// A card as a screen reader reads it.
pub fn card_words(card: &CardView) -> String {
    if !card.face_up {
        return "a face-down card".to_string();
    }
    let mut w = card.name.clone();
    if !card.kind.is_empty() {
        w.push_str(&format!(", {}", card.kind));
    }
    if !card.corners.is_empty() {
        w.push_str(&format!(" ({})", card.corners.join(", ")));
    }
    // The card's text (a character's power) is read out with it, as it is shown in place.
    if !card.text.is_empty() {
        w.push_str(&format!(": {}", card.text.trim_end_matches('.')));
    }
    if card.tapped {
        w.push_str(", turned");
    }
    if !card.attached.is_empty() {
        let on: Vec<String> = card.attached.iter().map(card_words).collect();
        w.push_str(&format!(", with {}", on.join(" and ")));
    }
    w
}

/// One log line as shown: round, who, text, dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Position in the whole log (for keyed lists).
    pub index: usize,
    /// "R3", or "Setup" before the first round.
    pub round: String,
    pub who: Option<String>,
    pub text: String,
    pub dice: Vec<u8>,
}

/// The last `n` lines of the log, each under its round in the game's word ("Spiral 3").
pub fn log_lines(log: &[LogEntry], n: usize, info: &GameInfo) -> Vec<LogLine> {
    let start = log.len().saturating_sub(n);
    log[start..]
        .iter()
        .enumerate()
        .map(|(i, e)| LogLine {
            index: start + i,
            round: if e.round == 0 {
                "Setup".to_string()
            } else {
                info.round_label(e.round)
            },
            who: e.player.map(|p| format!("Player {}", u32::from(p) + 1)),
            text: e.text.clone(),
            dice: e.dice.clone(),
        })
        .collect()
}

/// The zones of cards in groups, each player's together so that a hand, its aid cards and its
/// realm are read side by side: the viewer's first, then the zones nobody owns (decks, piles),
/// then each other player's in seat order. Within a group the zones keep the game's order.
pub fn zone_groups(
    zones: Vec<ZoneView>,
    viewer: Option<Seat>,
) -> Vec<(Option<Seat>, Vec<ZoneView>)> {
    let rank = |owner: Option<Seat>| match owner {
        Some(o) if Some(o) == viewer => (0, 0),
        None => (1, 0),
        Some(o) => (2, o),
    };
    let mut groups: Vec<(Option<Seat>, Vec<ZoneView>)> = Vec::new();
    for z in zones {
        match groups.iter_mut().find(|(owner, _)| *owner == z.owner) {
            Some((_, g)) => g.push(z),
            None => groups.push((z.owner, vec![z])),
        }
    }
    protoplay_engine::sort::sort_by_key(&mut groups, |(owner, _)| rank(*owner));
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A click where no rule has more to say than the screen's own words.
    fn pick(choices: &[Choice], path: &[Thing], thing: &Thing) -> (Vec<Thing>, Picked) {
        super::pick(choices, path, thing, |_| NOTHING_NOW.to_string())
    }
    use protoplay_engine::rules::registry::{DynGame, Ruled};
    use protoplay_engine::rules::toy::Toy;
    use protoplay_engine::rules::{NumberField, SeatKind, SessionSetup, VariantValues};

    fn c(label: &str, targets: Vec<Thing>) -> Choice {
        Choice {
            label: label.into(),
            targets,
            numbers: Vec::new(),
        }
    }

    fn card(id: &str) -> Thing {
        Thing::Card(id.into())
    }

    /// "Powers appear only as hover tooltips": a card's text is in its words, not only drawn.
    #[test]
    fn a_cards_text_is_read_with_its_name() {
        let mut king = CardView::named("k", "King");
        king.kind = "Character".into();
        king.text = "All Base cards used by this player have a value of +2.".into();
        assert_eq!(
            card_words(&king),
            "King, Character: All Base cards used by this player have a value of +2"
        );
        king.face_up = false;
        assert_eq!(card_words(&king), "a face-down card");
    }

    #[test]
    fn each_players_zones_are_grouped_the_viewers_first_then_the_shared_then_by_seat() {
        use protoplay_engine::rules::ZoneLayout;
        let zone = |id: &str, owner: Option<Seat>| ZoneView {
            id: id.into(),
            name: id.into(),
            owner,
            layout: ZoneLayout::Row,
            cards: Vec::new(),
            count: 0,
        };
        // As a game may list them: by kind of zone, every player's hand, then every realm.
        let zones = vec![
            zone("hand-0", Some(0)),
            zone("hand-1", Some(1)),
            zone("hand-2", Some(2)),
            zone("deck", None),
            zone("realm-0", Some(0)),
            zone("realm-1", Some(1)),
            zone("realm-2", Some(2)),
            zone("discard", None),
        ];
        let ids = |groups: Vec<(Option<Seat>, Vec<ZoneView>)>| {
            groups
                .into_iter()
                .map(|(o, z)| (o, z.into_iter().map(|z| z.id).collect::<Vec<_>>()))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            ids(zone_groups(zones.clone(), Some(1))),
            vec![
                (Some(1), vec!["hand-1".to_string(), "realm-1".to_string()]),
                (None, vec!["deck".to_string(), "discard".to_string()]),
                (Some(0), vec!["hand-0".to_string(), "realm-0".to_string()]),
                (Some(2), vec!["hand-2".to_string(), "realm-2".to_string()]),
            ]
        );
        // Nobody's view (hot-seat's cover, a spectator): the shared zones, then by seat.
        let groups = ids(zone_groups(zones, None));
        assert_eq!(
            groups.iter().map(|(o, _)| *o).collect::<Vec<_>>(),
            vec![None, Some(0), Some(1), Some(2)]
        );
    }

    #[test]
    fn bots_read_by_kind_whatever_their_id() {
        assert_eq!(bot_label("destiny", "greedy"), "Heuristic bot");
        assert_eq!(bot_label("deity", "heuristic"), "Heuristic bot");
        assert_eq!(bot_label("deity", "random"), "Random bot");
        assert_eq!(bot_label("destiny", "search"), "Search bot");
        assert_eq!(
            bot_label("destiny", "search:400:60"),
            "Search bot (400 iterations)"
        );
        assert_eq!(bot_label("nowhere", "odd"), "odd");
    }

    #[test]
    fn one_choice_on_a_thing_is_made_at_once() {
        let choices = vec![c("Play A", vec![card("a")]), c("Done", vec![])];
        assert_eq!(pick(&choices, &[], &card("a")), (vec![], Picked::Make(0)));
        assert_eq!(buttons(&choices), vec![1]);
    }

    #[test]
    fn a_card_then_its_base_narrows_then_makes_the_choice() {
        let choices = vec![
            c("Bonus on 1", vec![card("b"), card("base1")]),
            c("Bonus on 2", vec![card("b"), card("base2")]),
            c("Other", vec![card("x"), card("base1")]),
        ];
        assert_eq!(highlighted(&choices, &[]), vec![card("b"), card("x")]);
        let (path, what) = pick(&choices, &[], &card("b"));
        assert_eq!(what, Picked::Next);
        assert_eq!(
            highlighted(&choices, &path),
            vec![card("base1"), card("base2")]
        );
        assert_eq!(pick(&choices, &path, &card("base2")).1, Picked::Make(1));
        // Clicking another starting card changes the mind rather than failing.
        let (again, what) = pick(&choices, &path, &card("x"));
        assert_eq!((again, what), (vec![], Picked::Make(2)));
        assert!(matches!(
            pick(&choices, &[], &card("zzz")).1,
            Picked::Nothing(_)
        ));
    }

    /// A thing no choice points at is explained with the table's words for it (the rules'
    /// reason); a thing a choice points at never asks for them.
    #[test]
    fn a_thing_no_choice_names_says_the_tables_reason() {
        let choices = vec![c("Play A", vec![card("a")])];
        let why = |t: &Thing| format!("{t:?} is opposed to the Good cards you played.");
        assert_eq!(
            super::pick(&choices, &[], &card("b"), why),
            (
                vec![],
                Picked::Nothing("Card(\"b\") is opposed to the Good cards you played.".to_string())
            )
        );
        let asked = std::cell::Cell::new(false);
        let (_, what) = super::pick(&choices, &[], &card("a"), |_| {
            asked.set(true);
            String::new()
        });
        assert_eq!((what, asked.get()), (Picked::Make(0), false));
        assert_eq!(
            pick(&choices, &[], &card("b")).1,
            Picked::Nothing(NOTHING_NOW.to_string())
        );
    }

    #[test]
    fn several_choices_ending_on_one_thing_are_listed_and_numbers_are_asked_for() {
        let mut numbered = c("Raise armies", vec![Thing::Hex(Hex::new(0, 0))]);
        numbered.numbers.push(NumberField {
            label: "Armies".into(),
            min: 1,
            max: 4,
            default: 1,
        });
        let choices = vec![
            c("Make it Good", vec![card("a")]),
            c("Make it Evil", vec![card("a")]),
            numbered,
        ];
        assert_eq!(
            pick(&choices, &[], &card("a")),
            (vec![card("a")], Picked::List(vec![0, 1]))
        );
        assert_eq!(
            pick(&choices, &[], &Thing::Hex(Hex::new(0, 0))).1,
            Picked::Numbers(2)
        );
    }

    #[test]
    fn arrow_keys_move_to_the_neighbour_in_that_direction() {
        let board = BoardView::Hex {
            id: "b".into(),
            name: "Board".into(),
            orientation: protoplay_engine::hex::Orientation::Flat,
            cells: protoplay_engine::hex::Shape::Rectangle {
                width: 4,
                height: 3,
            }
            .cells(protoplay_engine::hex::Orientation::Flat)
            .into_iter()
            .map(|hex| CellView {
                hex,
                name: format!("{},{}", hex.x, hex.y),
                terrain: String::new(),
                colour: "#ccc".into(),
                stacks: Vec::new(),
                marks: Vec::new(),
            })
            .collect(),
            legend: Vec::new(),
        };
        let m = hex_board(&board, &[], &[]).expect("hex");
        let start = m.cells[5].hex;
        for key in ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"] {
            let to = cell_towards(&m.cells, start, key).expect("a neighbour");
            let (a, b) = (
                m.cells.iter().find(|c| c.hex == start).expect("from"),
                m.cells.iter().find(|c| c.hex == to).expect("to"),
            );
            match key {
                "ArrowRight" => assert!(b.cx > a.cx),
                "ArrowLeft" => assert!(b.cx < a.cx),
                "ArrowUp" => assert!(b.cy < a.cy),
                _ => assert!(b.cy > a.cy),
            }
            assert_eq!(protoplay_engine::hex::distance(start, to), 1, "{key}");
        }
        let top = m
            .cells
            .iter()
            .min_by(|a, b| a.cy.total_cmp(&b.cy))
            .expect("cells");
        assert_eq!(cell_towards(&m.cells, top.hex, "ArrowUp"), None);
    }

    #[test]
    fn wrapping_breaks_after_separators_then_at_spaces_and_keeps_every_word() {
        assert_eq!(
            wrap("Harbor site: Dunkerque", 20),
            vec!["Harbor site:", "Dunkerque"]
        );
        assert_eq!(
            wrap("Workforce 12 · 3 Gears", 20),
            vec!["Workforce 12 ·", "3 Gears"]
        );
        assert_eq!(wrap("Factory · Hills", 20), vec!["Factory · Hills"]);
        assert_eq!(wrap("short", 20), vec!["short"]);
        assert_eq!(wrap("", 20), vec![""]);
        let long = "Anticonstitutionnellement, without a space";
        let lines = wrap(long, 10);
        assert_eq!(
            lines[0], "Anticonstitutionnellement,",
            "a longer word keeps a line"
        );
        assert!(
            lines[1..].iter().all(|l| l.chars().count() <= 10),
            "{lines:?}"
        );
        assert_eq!(lines.join(" "), long);
    }

    #[test]
    fn a_region_board_draws_each_link_once_and_highlights_what_can_be_picked() {
        let region = |id: &str, x: i32, y: i32, adjacent: &[&str]| RegionView {
            id: id.into(),
            name: id.to_uppercase(),
            x,
            y,
            adjacent: adjacent.iter().map(|a| a.to_string()).collect(),
            stacks: Vec::new(),
            marks: Vec::new(),
            terrain: String::new(),
            colour: String::new(),
        };
        let mut west = region("west", 0, 100, &["north", "east"]);
        west.stacks.push(StackView {
            label: "Inf".into(),
            name: "Infantry".into(),
            count: 2,
            owner: Some(0),
        });
        west.marks.push("Destroyed".into());
        west.marks.push("Hills".into());
        west.marks.push("Harbor site: Brest".into());
        west.marks
            .push("Harbor site: Dunkerque (placeholder)".into());
        let board = BoardView::Regions {
            id: "map".into(),
            name: "Map".into(),
            regions: vec![
                west,
                region("north", 200, -150, &["west", "east"]),
                region("east", 400, 100, &["west", "north", "nowhere"]),
            ],
            legend: Vec::new(),
        };
        let targets = [Thing::Region("east".into())];
        let m = region_board(&board, &targets, &[]).expect("a region board");
        assert_eq!(
            m.links.len(),
            3,
            "each adjacency once, none to a missing region"
        );
        assert!(m.regions[2].target && !m.regions[0].target);
        assert_eq!(
            m.regions[0].lines,
            vec![
                "2Inf",
                "Destroyed",
                "Hills",
                "Harbor site: Brest",
                "Harbor site:",
                "Dunkerque",
                "(placeholder)"
            ],
            "counts, then each mark on a line, a long one wrapped to fit the box"
        );
        assert!(
            m.regions[0].h > m.regions[1].h,
            "a box grows with its lines"
        );
        assert!(
            m.regions[0]
                .description
                .starts_with("WEST: 2 Infantry of Player 1"),
            "{}",
            m.regions[0].description
        );
        assert!(m.regions[2].description.ends_with("can be picked"));
        assert_eq!(
            region_towards(&m.regions, "west", "ArrowRight").as_deref(),
            Some("east")
        );
        assert_eq!(region_towards(&m.regions, "west", "ArrowLeft"), None);
        assert!(hex_board(&board, &[], &[]).is_none());
    }

    /// A card's colour is the game's: drawn from its projection, with no name the stylesheet
    /// must know.
    #[test]
    fn a_cards_edge_colour_is_the_one_its_game_gives() {
        let mut card = CardView::named("c1", "Knight");
        assert!(!card_class(&card, &[], &[]).contains("toned"));
        assert_eq!(card_style(&card), "");
        card.tone = "#1f5fa8".into();
        assert!(card_class(&card, &[], &[]).split(' ').any(|c| c == "toned"));
        assert_eq!(card_style(&card), "--tone: #1f5fa8");
    }

    /// The toy game, which nothing in the app knows, is played through this model alone.
    #[test]
    fn the_toy_game_is_played_from_its_projection_and_choices() {
        let entry: &dyn DynGame = &Ruled::<Toy>::ENTRY;
        let setup = SessionSetup {
            seats: vec![SeatKind::Person, SeatKind::Person],
            seed: 3,
            variants: VariantValues::default(),
            hot_seat: true,
        };
        let mut s = entry.start(None, setup).expect("starts");
        let mut turns = 0;
        while let Some(p) = s.person_to_move() {
            let view = s.project(Some(p));
            let choices = s.choices();
            // Any card the seat may play is in its own hand and shown face up.
            for t in highlighted(&choices, &[]) {
                let Thing::Card(id) = &t else { continue };
                let shown = view
                    .cards()
                    .into_iter()
                    .find(|c| c.target.as_ref() == Some(id));
                assert!(shown.is_some_and(|c| c.face_up), "{id}");
            }
            let what = match highlighted(&choices, &[]).first() {
                Some(t) => pick(&choices, &[], t).1,
                None => choose(&choices, buttons(&choices)[0]),
            };
            match what {
                Picked::Make(i) => s.play_choice(i, &[]).expect("made"),
                Picked::Numbers(i) => {
                    let max = choices[i].numbers[0].max;
                    s.play_choice(i, &[max]).expect("made with numbers")
                }
                other => panic!("unexpected {other:?}"),
            }
            turns += 1;
        }
        assert!(s.outcome().is_some_and(|o| o.winner().is_some()));
        assert!(turns >= 4, "{turns}");
        let lines = log_lines(s.log(), 3, s.info());
        assert_eq!(lines.len(), 3);
        assert!(lines[2].round.starts_with("Round "), "{:?}", lines[2]);
        assert!(lines[2].who.is_some());
    }
}
