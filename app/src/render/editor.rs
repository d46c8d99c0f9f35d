//! The editor's render model: a game's maps drawn with nothing on them (through the same
//! `hex_geometry` / `region_board` as the table, so the editor and the table never disagree),
//! and a deck laid out as print pages.

use protoplay_engine::def::{BoardKind, GameDef};
use protoplay_engine::table::{Rng, Table};

use super::board::{HexGeometry, RegionBoardModel, hex_geometry, region_board};
use super::cards::{FaceModel, face_model};

/// Cards on one printed page: a 3 × 3 grid of poker-size cards (63 × 88 mm), which fits A4 and
/// Letter.
pub const CARDS_PER_PAGE: usize = 9;

/// A table with nothing on it, for drawing a region map as the designer edits it.
fn empty_table() -> Table {
    Table {
        players: 1,
        cards: Vec::new(),
        zones: Vec::new(),
        stacks: Vec::new(),
        trackers: Vec::new(),
        turn: 1,
        phase: 0,
        active: 0,
        last_roll: Vec::new(),
        rng: Rng::seeded(0),
        log: Vec::new(),
    }
}

/// A hex map of the draft as the editor draws it. Cell names say what the designer needs
/// ("Capital, Forest (1, 0)" or "Hex (0, 2), no terrain").
pub fn editor_hex_board(def: &GameDef, board: &str) -> Option<HexGeometry> {
    let b = def.board(board)?;
    let BoardKind::Hex(map) = &b.kind else {
        return None;
    };
    let mut model = hex_geometry(def, board, map);
    for cell in &mut model.cells {
        if cell.terrain.is_empty() {
            cell.name.push_str(", no terrain");
        }
    }
    Some(model)
}

/// A region map of the draft as the editor draws it.
pub fn editor_region_board(def: &GameDef, board: &str) -> Option<RegionBoardModel> {
    let b = def.board(board)?;
    let BoardKind::Regions(map) = &b.kind else {
        return None;
    };
    let mut model = region_board(def, &empty_table(), board, map);
    for r in &mut model.regions {
        r.description = format!("{} at ({:.0}, {:.0})", r.name, r.x, r.y);
    }
    Some(model)
}

/// One printed card: its face, and every field as text for the fields the face leaves out.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintCard {
    pub face: FaceModel,
    /// `field: value` for fields shown nowhere else on the face, so nothing is lost on paper.
    pub extra: Vec<String>,
}

/// The cards of a deck, copies included, in pages of [`CARDS_PER_PAGE`].
pub fn print_pages(def: &GameDef, deck: &str) -> Vec<Vec<PrintCard>> {
    let Some(d) = def.decks.iter().position(|x| x.id == deck) else {
        return Vec::new();
    };
    let deck = &def.decks[d];
    let ty = def.card_type(&deck.card_type);
    let mut cards = Vec::new();
    for (line, card) in deck.cards.iter().enumerate() {
        let Some(face) = face_model(def, d, line as u32) else {
            continue;
        };
        let extra: Vec<String> = match ty {
            Some(ty) if ty.face.text.is_some() || ty.face.kind.is_some() => {
                let shown = [&ty.face.title, &ty.face.kind, &ty.face.text];
                ty.fields
                    .iter()
                    .zip(&card.values)
                    .enumerate()
                    .filter(|(i, (f, v))| {
                        let named = shown.iter().any(|s| s.as_ref() == Some(*f))
                            || ty.face.corners.contains(f)
                            || (ty.face.title.is_none() && *i == 0);
                        !named && !v.is_empty()
                    })
                    .map(|(_, (f, v))| format!("{f}: {v}"))
                    .collect()
            }
            _ => Vec::new(),
        };
        for _ in 0..card.count {
            cards.push(PrintCard {
                face: face.clone(),
                extra: extra.clone(),
            });
        }
    }
    cards
        .chunks(CARDS_PER_PAGE)
        .map(<[PrintCard]>::to_vec)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::authoring::{
        ListTarget, add_hex_board, add_region, add_region_board, apply_card_list, blank_game,
        paint, toggle_link,
    };
    use protoplay_engine::def::Terrain;
    use protoplay_engine::hex::Hex;
    use protoplay_engine::import::CardList;

    fn with_cards(text: &str) -> GameDef {
        let mut def = blank_game("g");
        let list = CardList::parse(text).expect("valid");
        apply_card_list(&mut def, list, &ListTarget::NewDeck("Spells".into())).expect("applied");
        def
    }

    #[test]
    fn twenty_cards_print_on_three_pages_of_nine() {
        let def =
            with_cards("name,type,text,cost,count\nBolt,Spell,Hit.,1,12\nWall,Spell,Block.,2,8\n");
        let pages = print_pages(&def, "spells");
        let sizes: Vec<usize> = pages.iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![9, 9, 2]);
        assert_eq!(pages[0][0].face.title, "Bolt");
        assert_eq!(pages[1][3].face.title, "Wall");
        assert_eq!(pages[0][0].face.text.as_deref(), Some("Hit."));
        assert_eq!(pages[0][0].face.corners, vec!["1".to_string()]);
        assert!(print_pages(&def, "nope").is_empty());
    }

    #[test]
    fn fields_the_face_leaves_out_are_printed_as_text() {
        let def = with_cards("name,type,text,flavour\nBolt,Spell,Hit.,Zap!\n");
        let card = &print_pages(&def, "spells")[0][0];
        assert_eq!(card.extra, vec!["flavour: Zap!".to_string()]);
    }

    #[test]
    fn the_editor_draws_painted_cells_through_the_table_model() {
        let mut def = blank_game("g");
        def.terrains.push(Terrain {
            id: "forest".into(),
            name: "Forest".into(),
            colour: "#2e7d32".into(),
            limit: None,
            count: None,
            notes: String::new(),
        });
        let id = add_hex_board(&mut def);
        if let BoardKind::Hex(map) = &mut def.boards[0].kind {
            paint(map, Hex::new(0, 0), Some("forest"));
        }
        let model = editor_hex_board(&def, &id).expect("a hex map");
        assert_eq!(model.cells.len(), 37);
        let centre = model
            .cells
            .iter()
            .find(|c| (c.q, c.r) == (0, 0))
            .expect("centre");
        assert_eq!(centre.name, "Forest (0, 0)");
        assert_eq!(centre.fill, "#2e7d32");
        let other = model
            .cells
            .iter()
            .find(|c| (c.q, c.r) == (1, 0))
            .expect("neighbour");
        assert_eq!(other.name, "Hex (1, 0), no terrain");
        assert!(editor_region_board(&def, &id).is_none());
    }

    #[test]
    fn the_editor_draws_regions_and_their_links() {
        let mut def = blank_game("g");
        let id = add_region_board(&mut def);
        if let BoardKind::Regions(map) = &mut def.boards[0].kind {
            let a = add_region(map, "North");
            let b = add_region(map, "South");
            toggle_link(map, &a, &b);
        }
        let model = editor_region_board(&def, &id).expect("a region map");
        assert_eq!(model.regions.len(), 2);
        assert_eq!(model.links.len(), 1);
        assert_eq!(model.regions[0].description, "North at (60, 50)");
    }
}
