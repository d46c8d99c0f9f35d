//! Import and export as a person uses them: Destiny's card lists pasted from a spreadsheet,
//! shared as a link and opened again; decks sent to CSV and read back; and random input, which
//! every reader must answer with a result, never a panic.

use crate::destiny;

use proptest::prelude::*;
use protoplay_engine::def::{CardDef, GameDef};
use protoplay_engine::import::csv::MAX_LIST_CARDS;
use protoplay_engine::import::{
    CardList, Content, LinkError, deck_to_csv, game_link, read_file, read_link, table_link,
};
use protoplay_engine::table::{Action, Game, ZoneRef};

#[test]
fn destiny_reads_from_its_card_lists() {
    let def = destiny::destiny();
    let deck = def.deck("destiny").expect("Destiny deck");
    assert_eq!(deck.cards.len(), 73);
    assert_eq!(deck.size(), 73);
    let characters = deck.cards.iter().filter(|c| c.values[0] == "Character");
    assert_eq!(characters.count(), 23);
    let treasures = def.deck("treasures").expect("treasure deck");
    assert_eq!((treasures.cards.len(), treasures.size()), (7, 20));
    assert_eq!(treasures.cards[0].values, ["Lesser Hoard", "1", ""]);
    assert_eq!(treasures.cards[0].count, 10);
}

#[test]
fn destiny_game_to_link_to_game_is_identity_and_under_2000_characters() {
    let def = destiny::destiny();
    let link = game_link(&def);
    assert!(link.len() < 2_000, "{} characters", link.len());
    assert_eq!(read_link(&format!("#{link}")), Ok(Content::Game(def)));
}

#[test]
fn destiny_table_to_link_to_table_is_identity() {
    let mut game = Game::new(destiny::destiny(), 3, 5).expect("sets up");
    game.apply(Action::Deal {
        from: ZoneRef::shared("draw"),
        to: "hand".into(),
        count: 7,
    })
    .expect("deals");
    game.apply(Action::NextPhase).expect("next phase");
    game.undo();
    let saved = game.save();
    let Ok(Content::Table(back)) = read_link(&table_link(&saved)) else {
        panic!("the table link opens");
    };
    assert_eq!(back, saved);
    let reloaded = Game::load(back).expect("loads");
    assert_eq!(reloaded.table(), game.table());
}

#[test]
fn destiny_decks_to_csv_and_back_are_the_same_decks() {
    let def = destiny::destiny();
    for deck in &def.decks {
        let text = deck_to_csv(&def, &deck.id).expect("exports");
        let list = CardList::parse(&text).expect("reads back");
        assert_eq!(list.cards, deck.cards, "{}", deck.id);
        assert_eq!(
            Some(&list.fields),
            def.card_type(&deck.card_type).map(|t| &t.fields)
        );
    }
}

#[test]
fn destiny_game_file_round_trips() {
    let def = destiny::destiny();
    let text = protoplay_engine::import::game_to_file(&def).expect("fits a file");
    assert_eq!(read_file(&text), Ok(Content::Game(def)));
}

#[test]
fn ten_thousand_row_list_imports_into_a_deck_of_the_game() {
    let mut text = String::from("type\talignment\tvalue\tname\tpower\tcopies\n");
    for i in 0..10_000 {
        text.push_str(&format!(
            "Base\tGood\t{}\tCard {i}\t\"a, b\"\t{}\n",
            i % 4 + 1,
            i % 2 + 1
        ));
    }
    let list = CardList::parse(&text).expect("reads");
    assert_eq!(list.cards.len(), 10_000);
    assert_eq!(list.total_cards(), 15_000);
    let mut def = destiny::destiny();
    list.replace_deck_cards(&mut def, "destiny")
        .expect("same fields");
    let deck = def.deck("destiny").expect("deck");
    assert_eq!(deck.cards[9_999].values[3], "Card 9999");
    assert_eq!(deck.cards[9_999].values[4], "a, b");
    assert_eq!(deck.size(), 15_000);
}

fn field_name() -> impl Strategy<Value = String> {
    "[A-Za-z][A-Za-z0-9 ,;\t\"'_-]{0,8}[A-Za-z0-9]".prop_filter("not the count column", |s| {
        !s.eq_ignore_ascii_case("count") && !s.eq_ignore_ascii_case("copies")
    })
}

fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-c ,;\t\"\r\n]{0,10}",
        "\\PC{0,12}",
        Just(String::new()),
        Just("+1".to_string()),
    ]
}

/// A card list: 1–5 distinct field names and up to 30 cards of those fields.
fn deck_cards() -> impl Strategy<Value = (Vec<String>, Vec<CardDef>)> {
    prop::collection::btree_set(field_name(), 1..=5).prop_flat_map(|names| {
        let fields: Vec<String> = names.into_iter().collect();
        let width = fields.len();
        // At most 29 rows of this many copies: within the most cards a list may give (a list
        // over it is refused, which the reader's own tests check), so the round trip holds.
        let most = u32::try_from(MAX_LIST_CARDS / 29).unwrap_or(u32::MAX);
        let card = (prop::collection::vec(cell(), width), 0u32..=most)
            .prop_map(|(values, count)| CardDef { values, count });
        (Just(fields), prop::collection::vec(card, 1..30))
    })
}

fn with_deck(fields: Vec<String>, cards: Vec<CardDef>) -> GameDef {
    let mut def = destiny::destiny();
    def.card_types[1].fields = fields;
    def.decks[1].cards = cards;
    def
}

/// Destiny and its link, made once: level-10 compression is slow in a debug build.
fn destiny_link() -> &'static (GameDef, String) {
    static LINK: std::sync::OnceLock<(GameDef, String)> = std::sync::OnceLock::new();
    LINK.get_or_init(|| {
        let def = destiny::destiny();
        let link = game_link(&def);
        (def, link)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn deck_to_csv_to_deck_is_identity((fields, cards) in deck_cards()) {
        let def = with_deck(fields.clone(), cards.clone());
        let text = deck_to_csv(&def, "treasures").expect("exports");
        let list = CardList::parse(&text).expect("reads back");
        prop_assert_eq!(list.fields, fields);
        prop_assert_eq!(list.cards, cards);
    }

    #[test]
    fn game_to_link_to_game_is_identity((fields, cards) in deck_cards(), shuffle: bool) {
        let mut def = with_deck(fields, cards);
        def.decks[1].shuffle = shuffle;
        let link = game_link(&def);
        prop_assert_eq!(read_link(&link), Ok(Content::Game(def)));
    }

    #[test]
    fn card_list_reader_never_panics_on_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(list) = CardList::parse(&text) {
            prop_assert!(list.cards.iter().all(|c| c.values.len() == list.fields.len()));
        }
    }

    #[test]
    fn card_list_reader_never_panics_on_csv_like_text(text in "[a-c0-9\\-., ;\t\"\r\n\u{feff}]{0,300}") {
        if let Ok(list) = CardList::parse(&text) {
            prop_assert!(!list.cards.is_empty());
            prop_assert!(list.cards.iter().all(|c| c.values.len() == list.fields.len()));
        }
    }

    #[test]
    fn game_file_reader_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = read_file(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn game_file_reader_never_panics_on_json_like_text(text in "[{}\\[\\]\":,0-9a-z ]{0,200}") {
        let _ = read_file(&text);
        let _ = read_file(&format!("{{\"protoplay\":\"game\",\"format\":1,\"game\":{text}}}"));
    }

    #[test]
    fn link_reader_never_panics_on_text(text in "[gt#]?[0-9]{0,2}\\.?[A-Za-z0-9_=+/-]{0,200}") {
        let _ = read_link(&text);
    }

    #[test]
    fn link_reader_never_panics_on_packed_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300), table: bool) {
        use base64::Engine as _;
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 6);
        let data = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed);
        let kind = if table { 't' } else { 'g' };
        let link = format!("{kind}1.{data}");
        prop_assert!(read_link(&link).is_err());
    }

    #[test]
    fn link_reader_refuses_damaged_links(at in 3usize..1_900, byte in 0u8..128) {
        let (def, link) = destiny_link();
        let mut bytes = link.clone().into_bytes();
        let at = at % bytes.len();
        if bytes[at] != byte && byte.is_ascii() {
            bytes[at] = byte;
            let damaged = String::from_utf8(bytes).expect("ascii");
            // Anything but a silent misreading: an error, or (when the damage is outside the
            // data, e.g. spaces at the end) the same game.
            match read_link(&damaged) {
                Err(_) => {}
                Ok(content) => prop_assert_eq!(content.def(), def),
            }
        }
    }
}

#[test]
fn a_newer_link_says_so() {
    assert!(matches!(
        read_link("https://protoplay.example/#t9.abc"),
        Err(LinkError::NewerVersion { found: 9, .. })
    ));
}
