//! What the library shows on arrival, read from local storage without the engine: a table's
//! title, date, players, steps and size; a designer's game's card; how much storage is used.
//!
//! The full app's reading (`app/src/state/persist`) is the reference: keys are read as it reads
//! them (`keys.rs`), sizes counted as it counts them (`kv.rs`, `room.rs`). Whatever this light
//! reading cannot vouch for (an entry it cannot read, a save from a newer version, an old
//! library waiting to be moved, storage nearly full) makes [`Shelf::read`] say so, and the
//! page hands the visit to the full app, which explains it.

/// One table in progress, as its line in the library shows it.
#[derive(Debug, PartialEq)]
pub struct TableLine {
    pub id: String,
    pub title: String,
    /// Milliseconds since the epoch of the last change.
    pub updated: f64,
    pub hot_seat: bool,
    pub players: usize,
    pub steps: usize,
    /// Its key and value in storage (UTF-16 units, as the quota counts).
    pub size: usize,
}

/// One of the designer's games, as its card shows it.
#[derive(Debug, PartialEq)]
pub struct GameLine {
    pub id: String,
    pub name: String,
    pub description: String,
    pub min: u8,
    pub max: u8,
    /// The rules it names, if any (`"destiny"`, ...).
    pub rules: Option<String>,
}

/// Everything the library draws on arrival.
#[derive(Debug, Default, PartialEq)]
pub struct Shelf {
    pub tables: Vec<TableLine>,
    pub games: Vec<GameLine>,
    /// The library's keys, in UTF-16 units.
    pub library: usize,
    /// Every key of the site.
    pub site: usize,
    /// Why this reading cannot draw the library as the full app would, if it cannot.
    pub full_app: Option<&'static str>,
}

/// The formats this build reads (the engine's `table::SAVE_VERSION`, `rules::SESSION_VERSION`
/// and `def::FORMAT_VERSION`; a test keeps them equal).
pub const SAVE_VERSION: u32 = 1;
pub const SESSION_VERSION: u32 = 1;
pub const FORMAT_VERSION: u32 = 1;

/// The site's local-storage quota in UTF-16 units, and the share from which the library warns
/// (the app's `persist::room::{QUOTA, WARN_SHARE}`; a test keeps them equal).
pub const QUOTA: usize = 5 * 1024 * 1024;
pub const WARN_PERCENT: usize = 80;

const TABLE_PREFIX: &str = "protoplay.table.";
const GAME_PREFIX: &str = "protoplay.game.";
const ASIDE_PREFIX: &str = "protoplay.library.unreadable-";
const LIBRARY_KEY: &str = "protoplay.library";

impl Shelf {
    /// Reads `(key, value)` pairs: every key of the site's local storage.
    pub fn read(entries: impl IntoIterator<Item = (String, String)>) -> Shelf {
        let mut shelf = Shelf::default();
        for (key, text) in entries {
            let size = units(&key) + units(&text);
            shelf.site += size;
            if let Some(id) = key.strip_prefix(TABLE_PREFIX).filter(|id| !id.is_empty()) {
                shelf.library += size;
                match parse::table(&text) {
                    Some(mut t) => {
                        t.id = id.to_string();
                        t.size = size;
                        shelf.tables.push(t);
                    }
                    None => shelf.full_app = Some("a table could not be read"),
                }
            } else if let Some(id) = key.strip_prefix(GAME_PREFIX).filter(|id| !id.is_empty()) {
                shelf.library += size;
                match parse::game(&text) {
                    Some(mut g) => {
                        g.id = id.to_string();
                        shelf.games.push(g);
                    }
                    None => shelf.full_app = Some("a game could not be read"),
                }
            } else if key.starts_with(ASIDE_PREFIX) {
                shelf.library += size;
                shelf.full_app = Some("an old library was kept aside");
            } else if key == LIBRARY_KEY {
                shelf.library += size;
                shelf.full_app = Some("an old library waits to be moved");
            }
        }
        if shelf.site * 100 >= QUOTA * WARN_PERCENT {
            shelf.full_app = Some("storage is nearly full");
        }
        shelf.tables.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        shelf.games.sort_by(|a, b| {
            a.name
                .to_lowercase()
                .cmp(&b.name.to_lowercase())
                .then_with(|| a.id.cmp(&b.id))
        });
        shelf
    }

    /// The sentence the storage section shows (the app's `Usage::describe`).
    pub fn describe(&self) -> String {
        let mut s = format!(
            "Your library uses {} of the about {} this browser keeps for Protoplay ({}% used in all).",
            size_label(self.library),
            size_label(QUOTA),
            (self.site * 100 + QUOTA / 2) / QUOTA
        );
        if self.site > self.library + 1024 {
            s.push_str(&format!(
                " Other data this site keeps takes {}.",
                size_label(self.site - self.library)
            ));
        }
        s
    }
}

/// UTF-16 units, as local storage's quota counts them.
fn units(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.encode_utf16().count()
    }
}

/// "812 bytes", "14 KB", "1.2 MB" (as the app's `size_label`, in whole numbers: formatting a
/// float costs this module about 8 KB gzipped). With whole units a tenth of a MB or half a KB
/// is never a tie, so rounding half up gives what the app's float rounding gives.
pub fn size_label(units: usize) -> String {
    const KB: usize = 1024;
    if units < KB {
        format!("{units} bytes")
    } else if units < KB * KB {
        format!("{} KB", (units + KB / 2) / KB)
    } else {
        let tenths = (units * 10 + KB * KB / 2) / (KB * KB);
        format!("{}.{} MB", tenths / 10, tenths % 10)
    }
}

mod parse {
    //! serde_json with derived deserialisers that require what the app's types require (the
    //! app's `TableEntry`, `SavedGame`, `SessionSave`, `GameDef`) and skip the contents of what
    //! the library does not show.
    use super::{FORMAT_VERSION, GameLine, SAVE_VERSION, SESSION_VERSION, TableLine};
    use serde::Deserialize;
    use serde::de::IgnoredAny;

    #[derive(Deserialize)]
    struct Table {
        id: String,
        title: String,
        updated: f64,
        #[serde(default)]
        hot_seat: bool,
        saved: Option<Free>,
        ruled: Option<Ruled>,
    }
    #[derive(Deserialize)]
    struct Free {
        version: u32,
        #[allow(dead_code)]
        def: Def,
        players: u8,
        #[allow(dead_code)]
        seed: u64,
        #[allow(dead_code)]
        actions: Vec<IgnoredAny>,
        cursor: usize,
    }
    #[derive(Deserialize)]
    struct Ruled {
        version: u32,
        #[allow(dead_code)]
        game: String,
        #[allow(dead_code)]
        #[serde(default)]
        def: Option<Def>,
        setup: Setup,
        #[allow(dead_code)]
        moves: Vec<IgnoredAny>,
        cursor: usize,
    }
    #[derive(Deserialize)]
    struct Setup {
        seats: Vec<IgnoredAny>,
        #[allow(dead_code)]
        seed: u64,
        #[allow(dead_code)]
        variants: std::collections::BTreeMap<String, String>,
        #[serde(default)]
        hot_seat: bool,
    }
    #[derive(Deserialize)]
    struct Game {
        format: u32,
        #[allow(dead_code)]
        id: String,
        name: String,
        #[serde(default)]
        description: String,
        players: Range,
        #[serde(default)]
        rules: Option<String>,
        /// The parts the library does not show, as lists (their contents are the full app's
        /// to check).
        #[serde(default, rename = "card_types")]
        _card_types: Vec<IgnoredAny>,
        #[serde(default, rename = "decks")]
        _decks: Vec<IgnoredAny>,
        #[serde(default, rename = "counters")]
        _counters: Vec<IgnoredAny>,
        #[serde(default, rename = "dice")]
        _dice: Vec<IgnoredAny>,
        #[serde(default, rename = "terrains")]
        _terrains: Vec<IgnoredAny>,
        #[serde(default, rename = "boards")]
        _boards: Vec<IgnoredAny>,
        #[serde(default, rename = "zones")]
        _zones: Vec<IgnoredAny>,
        #[serde(default, rename = "trackers")]
        _trackers: Vec<IgnoredAny>,
        #[serde(default, rename = "phases")]
        _phases: Vec<String>,
    }
    /// A game definition inside a table: its required fields (the rest is the table's).
    #[derive(Deserialize)]
    #[allow(dead_code)]
    struct Def {
        format: u32,
        id: String,
        name: String,
        players: Range,
    }
    #[derive(Deserialize)]
    struct Range {
        min: u8,
        max: u8,
    }

    /// A table entry, or `None` where the full app could refuse it (it is then explained
    /// there).
    pub fn table(text: &str) -> Option<TableLine> {
        let t: Table = serde_json::from_str(text).ok()?;
        let (players, steps, hot_seat) = match (t.saved, t.ruled) {
            (Some(f), None) if f.version <= SAVE_VERSION => (
                usize::from(f.players),
                f.cursor,
                t.hot_seat && f.players > 1,
            ),
            (None, Some(r)) if r.version <= SESSION_VERSION => {
                (r.setup.seats.len(), r.cursor, r.setup.hot_seat)
            }
            _ => return None,
        };
        (!t.id.is_empty()).then_some(TableLine {
            id: t.id,
            title: t.title,
            updated: t.updated,
            hot_seat,
            players,
            steps,
            size: 0,
        })
    }

    /// A game, or `None` where the full app could refuse it (a newer format, a player range
    /// its check refuses: 1 ≤ min ≤ max ≤ 16).
    pub fn game(text: &str) -> Option<GameLine> {
        let g: Game = serde_json::from_str(text).ok()?;
        let Range { min, max } = g.players;
        if g.format > FORMAT_VERSION || !(1 <= min && min <= max && max <= 16) {
            return None;
        }
        Some(GameLine {
            id: String::new(),
            name: g.name,
            description: g.description,
            min: g.players.min,
            max: g.players.max,
            rules: g.rules,
        })
    }
}

#[cfg(test)]
mod tests {
    //! The light reading against the full app's (`protoplay_app::state::persist`), on the same
    //! storage.
    use super::*;
    use protoplay_app::state::library::{TableEntry, TableSave};
    use protoplay_app::state::persist::{self, KeyValue, MemoryKv, Vault};
    use protoplay_engine::rules::{SeatKind, SessionSave, SessionSetup, VariantValues};
    use protoplay_engine::table::SavedGame;

    fn free(id: &str, title: &str, updated: f64, players: u8, cursor: usize) -> TableEntry {
        let def = protoplay_engine::games::load("deity-starter")
            .and_then(Result::ok)
            .expect("a built-in game");
        TableEntry {
            id: id.into(),
            title: title.into(),
            updated,
            hot_seat: players > 1,
            save: TableSave::Free(SavedGame {
                version: protoplay_engine::table::SAVE_VERSION,
                def,
                players,
                seed: 7,
                actions: Vec::new(),
                cursor,
            }),
        }
    }

    fn ruled(id: &str, title: &str, updated: f64, version: u32) -> TableEntry {
        TableEntry {
            id: id.into(),
            title: title.into(),
            updated,
            hot_seat: false,
            save: TableSave::Ruled(SessionSave {
                version,
                game: "destiny".into(),
                def: None,
                setup: SessionSetup {
                    seats: vec![
                        SeatKind::Person,
                        SeatKind::Person,
                        SeatKind::Bot("random".into()),
                    ],
                    seed: 3,
                    variants: VariantValues::default(),
                    hot_seat: true,
                },
                moves: Vec::new(),
                cursor: 0,
            }),
        }
    }

    fn put(kv: &mut MemoryKv, key: &str, value: &str) {
        kv.set(key, value).expect("room");
    }

    fn put_table(kv: &mut MemoryKv, key_id: &str, t: &TableEntry) {
        let text = serde_json::to_string(t).expect("json");
        put(kv, &format!("protoplay.table.{key_id}"), &text);
    }

    /// The tables as each reading lists them: id, title, players, steps, hot-seat.
    type Lines = Vec<(String, String, usize, usize, bool)>;
    fn app_tables(l: &protoplay_app::state::library::Library) -> Lines {
        let t = l.tables.iter();
        t.map(|t| {
            (
                t.id.clone(),
                t.title.clone(),
                t.players(),
                t.steps(),
                t.is_hot_seat(),
            )
        })
        .collect()
    }
    fn shelf_tables(s: &Shelf) -> Lines {
        let t = s.tables.iter();
        t.map(|t| {
            (
                t.id.clone(),
                t.title.clone(),
                t.players,
                t.steps,
                t.hot_seat,
            )
        })
        .collect()
    }

    /// Both readings of `kv`: the full app's library and usage, and this one.
    fn both(kv: &MemoryKv) -> (persist::Opened<MemoryKv>, Shelf) {
        let shelf = Shelf::read(kv.snapshot());
        (Vault::open(kv.clone(), "aaaaa"), shelf)
    }

    #[test]
    fn a_clean_library_reads_as_the_full_app_reads_it() {
        let mut kv = MemoryKv::new();
        put_table(
            &mut kv,
            "t1",
            &free("t1", "Deity (starter) · 2 players", 2.0e12, 2, 5),
        );
        put_table(&mut kv, "t2", &free("t2", "Solo <b>&", 3.0e12, 1, 0));
        // The key is the address: an entry claiming another id is read as the key's.
        put_table(
            &mut kv,
            "t3",
            &ruled("elsewhere", "Destiny · 3 players", 1.0e12, 1),
        );
        let mut mine = protoplay_engine::games::load("destiny")
            .and_then(Result::ok)
            .expect("a built-in game");
        mine.name = "my Destiny ✓".into();
        mine.id = "g1".into();
        put(
            &mut kv,
            "protoplay.game.g1",
            &serde_json::to_string(&mine).expect("json"),
        );
        let mut plain = protoplay_engine::games::load("deity-starter")
            .and_then(Result::ok)
            .expect("a built-in game");
        plain.name = "Another".into();
        plain.rules = None;
        put(
            &mut kv,
            "protoplay.game.g2",
            &serde_json::to_string(&plain).expect("json"),
        );
        put(&mut kv, "elsewhere", "x".repeat(3000).as_str());

        let (opened, shelf) = both(&kv);
        assert_eq!(shelf.full_app, None);
        assert!(opened.library.damaged.is_empty() && opened.problems.is_empty());
        assert_eq!(shelf_tables(&shelf), app_tables(&opened.library));
        let sizes = opened.vault.table_sizes();
        for t in &shelf.tables {
            assert_eq!(Some(&t.size), sizes.get(&t.id), "size of {}", t.id);
        }
        let want: Vec<_> = opened
            .library
            .games
            .iter()
            .map(|g| {
                (
                    g.id.clone(),
                    g.name.clone(),
                    g.description.clone(),
                    g.players.min,
                    g.players.max,
                    protoplay_app::state::ruled::Chosen::of(g).is_some(),
                )
            })
            .collect();
        let got: Vec<_> = shelf
            .games
            .iter()
            .map(|g| {
                (
                    g.id.clone(),
                    g.name.clone(),
                    g.description.clone(),
                    g.min,
                    g.max,
                    crate::catalogue::is_ruled(g.rules.as_deref()),
                )
            })
            .collect();
        assert_eq!(got, want);
        let usage = opened.vault.usage();
        assert_eq!((shelf.library, shelf.site), (usage.library, usage.site));
        assert_eq!(shelf.describe(), usage.describe());
    }

    #[test]
    fn what_the_full_app_would_explain_goes_to_the_full_app() {
        let cases: Vec<(&str, String)> = vec![
            ("protoplay.table.bad", "{not json".into()),
            (
                "protoplay.table.new",
                serde_json::to_string(&ruled("new", "From the future", 1.0, 99)).expect("json"),
            ),
            ("protoplay.game.odd", r#"{"name": "No players"}"#.into()),
            ("protoplay.library.unreadable-12ab", "whatever".into()),
            (
                "protoplay.library",
                r#"{"version": 1, "games": [], "tables": []}"#.into(),
            ),
        ];
        for (key, value) in cases {
            let mut kv = MemoryKv::new();
            put(&mut kv, key, &value);
            let shelf = Shelf::read(kv.snapshot());
            assert!(shelf.full_app.is_some(), "{key} should go to the full app");
        }
        // Nearly full: the warning is the full app's.
        let mut kv = MemoryKv::new();
        put(&mut kv, "elsewhere", &"x".repeat(QUOTA * 81 / 100));
        let (opened, shelf) = both(&kv);
        assert_eq!(opened.vault.usage().room(), persist::Room::NearlyFull);
        assert_eq!(shelf.full_app, Some("storage is nearly full"));
    }

    /// Every way of spoiling a value one or two levels down: each key removed, or its value
    /// replaced by a string, null, a large or negative number, an empty object or list.
    fn spoiled(value: &serde_json::Value) -> Vec<serde_json::Value> {
        use serde_json::{Value, json};
        let mut out = Vec::new();
        let replacements = [
            json!("x"),
            Value::Null,
            json!(1e12),
            json!(-1),
            json!({}),
            json!([]),
            json!(2),
        ];
        let Value::Object(top) = value else {
            return out;
        };
        for (k, v) in top {
            let mut removed = top.clone();
            removed.remove(k);
            out.push(Value::Object(removed));
            for r in &replacements {
                let mut changed = top.clone();
                changed.insert(k.clone(), r.clone());
                out.push(Value::Object(changed));
            }
            if let Value::Object(inner) = v {
                for (k2, v2) in inner {
                    let mut removed = inner.clone();
                    removed.remove(k2);
                    let mut changed = top.clone();
                    changed.insert(k.clone(), Value::Object(removed));
                    out.push(Value::Object(changed));
                    for r in &replacements {
                        let mut inner2 = inner.clone();
                        inner2.insert(k2.clone(), r.clone());
                        let mut changed = top.clone();
                        changed.insert(k.clone(), Value::Object(inner2));
                        out.push(Value::Object(changed));
                    }
                    if let Value::Object(deeper) = v2 {
                        for k3 in deeper.keys() {
                            let mut d = deeper.clone();
                            d.remove(k3);
                            let mut inner2 = inner.clone();
                            inner2.insert(k2.clone(), Value::Object(d));
                            let mut changed = top.clone();
                            changed.insert(k.clone(), Value::Object(inner2));
                            out.push(Value::Object(changed));
                        }
                    }
                }
            }
        }
        out
    }

    /// Whatever the full app would list as damaged (or read differently) the light reading
    /// leaves to it: over every spoiled variant of a free table, a ruled table and a game.
    #[test]
    fn an_entry_the_full_app_would_refuse_is_never_drawn_as_fine() {
        let mut def = protoplay_engine::games::load("deity-starter")
            .and_then(Result::ok)
            .expect("a built-in game");
        def.id = "g".into();
        let samples = [
            (
                "protoplay.table.t",
                serde_json::to_value(free("t", "Free", 1.0, 2, 0)),
            ),
            (
                "protoplay.table.t",
                serde_json::to_value(ruled("t", "Ruled", 1.0, 1)),
            ),
            ("protoplay.game.g", serde_json::to_value(&def)),
        ];
        let (mut checked, mut checked_only_by_the_engine) = (0, 0);
        for (key, value) in samples {
            let value = value.expect("json");
            for bad in spoiled(&value) {
                let mut kv = MemoryKv::new();
                put(&mut kv, key, &bad.to_string());
                let (opened, shelf) = both(&kv);
                let app_fine = opened.library.damaged.is_empty() && opened.problems.is_empty();
                checked += 1;
                // A game of the right shape that the engine's `GameDef::check` refuses (a deck
                // naming a card type that is gone, say) needs the engine to tell: the first
                // module draws its card, and the full app lists it as damaged at the first
                // gesture (which then finds no control of that game, and says so).
                if !app_fine
                    && key.starts_with("protoplay.game.")
                    && serde_json::from_value::<protoplay_engine::def::GameDef>(bad.clone()).is_ok()
                {
                    checked_only_by_the_engine += 1;
                    continue;
                }
                assert!(
                    shelf.full_app.is_some() || app_fine,
                    "drawn as fine, but the full app lists it as damaged: {key} = {:.400}",
                    bad.to_string()
                );
                if shelf.full_app.is_none() {
                    assert_eq!(
                        shelf_tables(&shelf),
                        app_tables(&opened.library),
                        "{key} = {bad}"
                    );
                    assert_eq!(
                        shelf.games.len(),
                        opened.library.games.len(),
                        "{key} = {bad}"
                    );
                }
            }
        }
        assert!(checked > 300, "{checked} variants");
        assert!(
            checked_only_by_the_engine * 20 < checked,
            "{checked_only_by_the_engine} of {checked} variants need the engine's check"
        );
    }

    #[test]
    fn sizes_constants_and_formats_are_the_full_apps() {
        assert_eq!(QUOTA, persist::room::QUOTA);
        assert_eq!(WARN_PERCENT as f64 / 100.0, persist::room::WARN_SHARE);
        assert_eq!(SAVE_VERSION, protoplay_engine::table::SAVE_VERSION);
        assert_eq!(SESSION_VERSION, protoplay_engine::rules::SESSION_VERSION);
        assert_eq!(FORMAT_VERSION, protoplay_engine::def::FORMAT_VERSION);
        let mut n = 0usize;
        while n < 20 * 1024 * 1024 {
            assert_eq!(size_label(n), persist::size_label(n), "{n} units");
            n = n * 3 / 2 + 7;
        }
        for n in [
            1023,
            1024,
            1535,
            1536,
            1048575,
            1048576,
            1101004,
            1101005,
            5 * 1024 * 1024,
        ] {
            assert_eq!(size_label(n), persist::size_label(n), "{n} units");
        }
        for site in (0..QUOTA).step_by(10_487) {
            let s = Shelf {
                site,
                library: site / 2,
                ..Shelf::default()
            };
            let u = persist::Usage {
                site,
                library: site / 2,
            };
            assert_eq!(s.describe(), u.describe(), "{site}");
        }
    }
}
