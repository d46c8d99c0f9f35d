//! Zones and cards as one viewer may see them (built from `Table::view_for`, so a hidden card
//! has no name, text or id to leak).

use protoplay_engine::def::{GameDef, Owner, ZoneLayout};
use protoplay_engine::table::{Table, ZoneRef, zone_label};

/// The face of a card the viewer may see.
#[derive(Clone, Debug, PartialEq)]
pub struct FaceModel {
    pub title: String,
    pub kind: Option<String>,
    pub text: Option<String>,
    pub corners: Vec<String>,
}

/// One card in a zone.
#[derive(Clone, Debug, PartialEq)]
pub struct CardModel {
    pub index: usize,
    /// `None`: the viewer sees the back.
    pub face: Option<FaceModel>,
    /// The deck's name, printed on the back.
    pub back: String,
    pub face_up: bool,
    pub tapped: bool,
    /// "Earthquake, face up, tapped" or "Face-down Miracles card".
    pub description: String,
}

/// One zone.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneModel {
    pub at: ZoneRef,
    pub title: String,
    pub layout: ZoneLayout,
    pub count: usize,
    /// For piles only the top card; for hands and rows every card.
    pub cards: Vec<CardModel>,
    /// Whether the zone belongs to the viewer (their hand is drawn first and larger).
    pub mine: bool,
}

/// The zones of a table as `viewer` sees them. Shared zones first, then the viewer's own, then
/// the other players'.
pub fn zones(def: &GameDef, table: &Table, viewer: Option<u8>) -> Vec<ZoneModel> {
    let view = table.view_for(def, viewer);
    let mut out: Vec<ZoneModel> = view
        .zones
        .iter()
        .filter_map(|z| {
            let zd = def.zone(&z.at.zone)?;
            let count = z.cards.len();
            let shown = match zd.layout {
                ZoneLayout::Pile => z.cards.iter().take(1).enumerate().collect::<Vec<_>>(),
                _ => z.cards.iter().enumerate().collect(),
            };
            let cards = shown
                .into_iter()
                .map(|(index, c)| {
                    let deck = def.decks.get(usize::from(c.deck));
                    let back = deck.map_or_else(|| "Card".to_string(), |d| d.name.clone());
                    let face = c
                        .face
                        .and_then(|f| face_model(def, usize::from(c.deck), f.line));
                    let mut description = match &face {
                        Some(face) => face.title.clone(),
                        None => format!("Hidden {back} card"),
                    };
                    if face.is_some() && !c.face_up {
                        description.push_str(" (face down)");
                    }
                    if c.tapped {
                        description.push_str(", tapped");
                    }
                    CardModel {
                        index,
                        face,
                        back,
                        face_up: c.face_up,
                        tapped: c.tapped,
                        description,
                    }
                })
                .collect();
            Some(ZoneModel {
                at: z.at.clone(),
                title: zone_label(def, &z.at),
                layout: zd.layout,
                count,
                cards,
                mine: zd.owner == Owner::EachPlayer && z.at.player == viewer && viewer.is_some(),
            })
        })
        .collect();
    protoplay_engine::sort::sort_by_key(&mut out, |z| match (z.at.player, z.mine) {
        (None, _) => 0,
        (Some(_), true) => 1,
        (Some(_), false) => 2,
    });
    out
}

/// A picked-up card as the person holding it reads it: its name if `viewer` may see its face
/// ("Earthquake"), else "A face-down Miracles card" (never a hidden card's name).
pub fn held_card(
    def: &GameDef,
    table: &Table,
    viewer: Option<u8>,
    zone: &ZoneRef,
    index: usize,
) -> String {
    let view = table.view_for(def, viewer);
    let Some(card) = view
        .zones
        .iter()
        .find(|z| z.at == *zone)
        .and_then(|z| z.cards.get(index))
    else {
        return "A card".to_string();
    };
    match card
        .face
        .and_then(|f| face_model(def, usize::from(card.deck), f.line))
    {
        Some(face) if !face.title.is_empty() => face.title,
        _ => match def.decks.get(usize::from(card.deck)) {
            Some(d) => format!("A face-down {} card", d.name),
            None => "A face-down card".to_string(),
        },
    }
}

/// The face of card line `line` of deck `deck`: title, type line, text and corner values, taken
/// from the fields the card type names (the first field is the title when none is named).
pub fn face_model(def: &GameDef, deck: usize, line: u32) -> Option<FaceModel> {
    let deck = def.decks.get(deck)?;
    let card = deck.cards.get(line as usize)?;
    let ty = def.card_type(&deck.card_type)?;
    let field = |name: &Option<String>| {
        name.as_deref()
            .and_then(|f| ty.field_index(f))
            .and_then(|i| card.values.get(i))
            .filter(|v| !v.is_empty())
            .cloned()
    };
    let title = field(&ty.face.title)
        .or_else(|| card.values.first().cloned())
        .unwrap_or_default();
    let corners = ty
        .face
        .corners
        .iter()
        .filter_map(|c| ty.field_index(c).and_then(|i| card.values.get(i)).cloned())
        .collect();
    // A card type that names no text field shows its other fields as text.
    let text = field(&ty.face.text).or_else(|| {
        if ty.face.text.is_some() || ty.face.kind.is_some() {
            return None;
        }
        let rest: Vec<String> = ty
            .fields
            .iter()
            .zip(&card.values)
            .skip(1)
            .filter(|(_, v)| !v.is_empty())
            .map(|(f, v)| format!("{f}: {v}"))
            .collect();
        (!rest.is_empty()).then(|| rest.join(" · "))
    });
    Some(FaceModel {
        title,
        kind: field(&ty.face.kind),
        text,
        corners,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::table::{Action, Game};

    fn game() -> Game {
        let def = protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        let mut game = Game::new(def, 2, 9).expect("sets up");
        game.apply(Action::Deal {
            from: ZoneRef::shared("draw"),
            to: "hand".into(),
            count: 3,
        })
        .expect("dealt");
        game
    }

    #[test]
    fn a_pile_shows_its_count_and_only_its_top_card() {
        let g = game();
        let zs = zones(g.def(), g.table(), Some(0));
        let draw = zs
            .iter()
            .find(|z| z.at == ZoneRef::shared("draw"))
            .expect("draw");
        assert_eq!(draw.count, 52 - 6);
        assert_eq!(draw.cards.len(), 1);
        assert!(draw.cards[0].face.is_none(), "the draw pile is face down");
        assert_eq!(draw.cards[0].description, "Hidden Miracles card");
    }

    #[test]
    fn my_hand_shows_faces_and_the_other_hand_shows_backs() {
        let g = game();
        let zs = zones(g.def(), g.table(), Some(0));
        let mine = zs
            .iter()
            .find(|z| z.at == ZoneRef::of("hand", 0))
            .expect("mine");
        assert!(mine.mine);
        assert_eq!(mine.cards.len(), 3);
        assert!(mine.cards.iter().all(|c| c.face.is_some()));
        let theirs = zs
            .iter()
            .find(|z| z.at == ZoneRef::of("hand", 1))
            .expect("theirs");
        assert!(!theirs.mine);
        assert!(theirs.cards.iter().all(|c| c.face.is_none()));
        // Shared zones first, then mine, then theirs.
        let order: Vec<_> = zs.iter().map(|z| z.at.player).collect();
        assert_eq!(order, vec![None, None, Some(0), Some(0), Some(1), Some(1)]);
    }

    #[test]
    fn faces_use_the_named_fields() {
        let g = game();
        let zs = zones(g.def(), g.table(), Some(1));
        let hand = zs
            .iter()
            .find(|z| z.at == ZoneRef::of("hand", 1))
            .expect("hand");
        let face = hand.cards[0].face.as_ref().expect("face");
        assert!(!face.title.is_empty());
        assert!(face.kind.is_some());
        assert!(face.text.as_ref().is_some_and(|t| t.len() > 10));
    }

    /// "Card 1 picked up" said nothing: the held card is named, or called face down.
    #[test]
    fn a_held_card_is_named_only_to_whoever_may_see_it() {
        let g = game();
        let mine = held_card(g.def(), g.table(), Some(0), &ZoneRef::of("hand", 0), 0);
        let zs = zones(g.def(), g.table(), Some(0));
        let hand = zs
            .iter()
            .find(|z| z.at == ZoneRef::of("hand", 0))
            .expect("mine");
        let title = hand.cards[0].face.as_ref().expect("face").title.clone();
        assert_eq!(mine, title);
        assert_eq!(
            held_card(g.def(), g.table(), Some(1), &ZoneRef::of("hand", 0), 0),
            "A face-down Miracles card"
        );
        assert_eq!(
            held_card(g.def(), g.table(), Some(0), &ZoneRef::shared("draw"), 0),
            "A face-down Miracles card"
        );
        assert_eq!(
            held_card(g.def(), g.table(), Some(0), &ZoneRef::of("hand", 0), 99),
            "A card"
        );
    }
}
