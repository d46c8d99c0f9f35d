//! The page's first module: the library screen, drawn from local storage without the engine.
//!
//! The library's module (`protoplay-library-full`: the library screen with everything it does,
//! the ruled games' data and none of their rules) is about 430 KB gzipped, and the full app
//! (`protoplay-app`), which holds every screen, the engine and all six ruled games, about a
//! megabyte. This module draws what the library shows on arrival in about a quarter of the first,
//! as both draw it (a browser test compares them, text, controls and pixels), but with no
//! behaviour of its own: the page's hand-off script (`index.html`) answers the first gesture by
//! loading the library's module, which takes the page over, and repeats the gesture there (the
//! form's values, the button pressed, the file chosen). Nothing is written here.
//!
//! What this module cannot draw as the full app would (an entry it cannot read, an old library
//! to move, storage nearly full) goes to the full app at once, as does any visit that is not
//! for the library; `index.html` decides the latter before this module loads.

mod catalogue;
mod stored;

use leptos::prelude::*;

use stored::{GameLine, Shelf, TableLine};

fn main() {
    let Some(window) = web_sys::window() else {
        return;
    };
    // The page already went for the full app (an address naming a screen, a table to reopen).
    if js_sys::Reflect::get(&window, &"protoplayFullLoading".into()).is_ok_and(|v| v.is_truthy()) {
        return;
    }
    let shelf = Shelf::read(local_storage(&window));
    if let Some(why) = shelf.full_app {
        hand_off(&window, why);
        return;
    }
    // Drawn inside the first paint's element (`#boot`), which the module that takes over
    // removes when it mounts: the page changes hands with no step in between.
    let boot = window
        .document()
        .and_then(|d| d.get_element_by_id("boot"))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    let Some(boot) = boot else {
        hand_off(&window, "the page has no place for the library");
        return;
    };
    boot.set_inner_html("");
    let _ = boot.remove_attribute("class");
    let _ = boot.remove_attribute("aria-busy");
    let _ = boot.set_attribute("data-first", "library");
    leptos::mount::mount_to(boot, move || view! { <Library shelf=shelf/> }).forget();
    if let Ok(ready) = js_sys::Reflect::get(&window, &"protoplayLibraryReady".into())
        && let Ok(ready) = wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(ready)
    {
        let _ = ready.call0(&window);
    }
}

/// Every key and value of the site's local storage (none if it cannot be read: the full app
/// then explains why).
fn local_storage(window: &web_sys::Window) -> Vec<(String, String)> {
    let Some(ls) = window.local_storage().ok().flatten() else {
        return Vec::new();
    };
    let n = ls.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| {
            let key = ls.key(i).ok().flatten()?;
            let value = ls.get_item(&key).ok().flatten()?;
            Some((key, value))
        })
        .collect()
}

/// Asks the page for the full app (`window.protoplayFull`, defined by `index.html`).
fn hand_off(window: &web_sys::Window, why: &str) {
    if let Ok(f) = js_sys::Reflect::get(window, &"protoplayFull".into())
        && let Ok(f) = wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f)
    {
        let _ = f.call1(window, &why.into());
    }
}

/// The library screen, as `app/src/components/library.rs` draws it with nothing said yet.
#[component]
fn Library(shelf: Shelf) -> impl IntoView {
    let draft = session_draft();
    let describe = shelf.describe();
    let used = shelf.site;
    let Shelf { tables, games, .. } = shelf;
    view! {
        <main class="library">
            <header class="masthead">
                <h1>"Protoplay"</h1>
                <p class="tagline">"A playtesting table for your prototype. Everything stays in this browser."</p>
            </header>
            <section aria-labelledby="tables-h">
                <h2 id="tables-h">"Your tables"</h2>
                {if tables.is_empty() {
                    view! { <p class="empty">"No tables yet. Start one from a game below."</p> }.into_any()
                } else {
                    view! { <ul class="table-list">{tables.into_iter().map(table_line).collect_view()}</ul> }.into_any()
                }}
            </section>
            <section aria-labelledby="builtin-h">
                <h2 id="builtin-h">"Built-in games"</h2>
                <ul class="game-list">
                    {catalogue::GAMES.iter().map(|g| view! { <li>{game_card(
                        g.id.into(), g.name.into(), g.description.into(), g.min, g.max, g.rules.map(String::from), false,
                    )}</li> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="mine-h">
                <h2 id="mine-h">"Your games"</h2>
                <p><button class="primary">"New game"</button>{draft.map(|d| view! {
                    " "
                    <button data-route=route("editor", &d.id) data-module=EDITOR_MODULE>{format!("Continue editing {} (not saved)", d.unsaved)}</button>
                })}" Design a game from scratch, or edit a copy of a built-in one."</p>
                <ul class="game-list">
                    {games.into_iter().map(|g: GameLine| {
                        let rules = g.rules.filter(|r| catalogue::is_ruled(Some(r)));
                        view! { <li>{game_card(g.id, g.name, g.description, g.min, g.max, rules, true)}</li> }
                    }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="files-h">
                <h2 id="files-h">"Game files"</h2>
                <div class="import-file">
                    <label class="file-button">
                        "Import a game file"
                        <input type="file" accept=".json,application/json"/>
                    </label>
                    <span class="meta">" A game or table exported from Protoplay (.json). It is added as a new copy; nothing is replaced."</span>
                    <div tabindex="-1" class="import-result"></div>
                </div>
            </section>
            <section aria-labelledby="room-h" class="room">
                <h2 id="room-h" tabindex="-1">"Storage and backups"</h2>
                <p>{describe}</p>
                <meter aria-label="Storage used" min="0" max=stored::QUOTA.to_string()
                    low=(stored::QUOTA * 6 / 10).to_string() high=(stored::QUOTA * 8 / 10).to_string() optimum="0"
                    value=used.to_string()></meter>
                <div class="actions">
                    <button>"Download everything"</button>
                    <label class="file-button">"Restore from backup"
                        <input type="file" accept=".json,application/json"/>
                    </label>
                </div>
                <p class="meta">"A backup is one file with every game and table of this library (and any damaged entry, exactly as it is). Restoring adds what is missing and never replaces anything: an entry that differs from one here comes in as a copy."</p>
            </section>
        </main>
    }
}

/// The editor's module, as the full app names it (`app/src/module.rs`, `EDITOR`; a test
/// compares them).
const EDITOR_MODULE: &str = "editor";

/// Where the full app keeps the editor's draft (`app/src/state/editor.rs`; a test compares them).
const DRAFT_KEY: &str = "protoplay.draft";

/// This tab's draft in the editor, while it is not saved (`app/src/state/editor.rs`,
/// `DRAFT_KEY`): the library offers to go back to it. Read with small structs, as the library's
/// entries are (`stored.rs`): the rest of the record is left unread.
struct Draft {
    id: String,
    unsaved: String,
}

#[derive(serde::Deserialize)]
struct DraftRecord {
    game: DraftGame,
    unsaved: Option<String>,
}

#[derive(serde::Deserialize)]
struct DraftGame {
    id: String,
}

fn session_draft() -> Option<Draft> {
    let text = web_sys::window()?
        .session_storage()
        .ok()??
        .get_item(DRAFT_KEY)
        .ok()??;
    read_draft(&text)
}

fn read_draft(text: &str) -> Option<Draft> {
    let record: DraftRecord = serde_json::from_str(text).ok()?;
    Some(Draft {
        id: record.game.id,
        unsaved: record.unsaved?,
    })
}

/// The address of a screen (`#/table/<id>`), as the full app writes it
/// (`app/src/state/route.rs`; a test compares them). A button that only opens a screen carries
/// it (`data-route`, with `data-module`, the module that draws it, where the library knows it):
/// `index.html` opens that address in a fresh page, loading only the module it needs.
fn route(kind: &str, id: &str) -> String {
    let mut out = format!("#/{kind}/");
    for b in id.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// "1 player", "3 steps": as the app's library says counts.
fn counted<N>(n: N, one: &str, many: &str) -> String
where
    N: std::fmt::Display + PartialEq + From<u8>,
{
    let noun = if n == N::from(1) { one } else { many };
    format!("{n} {noun}")
}

fn table_line(t: TableLine) -> impl IntoView {
    let when = String::from(
        js_sys::Date::new(&t.updated.into())
            .to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED),
    );
    let hot = if t.hot_seat { " · hot-seat" } else { "" };
    let title = t.title;
    view! {
        <li class="table-entry" data-entry=format!("table:{}", t.id)>
            <div>
                <strong>{title.clone()}</strong>
                <span class="meta">{format!(" · {} · {}{hot} · {when} · {}", counted(t.players, "player", "players"), counted(t.steps, "step", "steps"), stored::size_label(t.size))}</span>
            </div>
            <div class="actions">
                <button class="primary" aria-label=format!("Continue {title}") data-route=route("table", &t.id)>"Continue"</button>
                <button aria-label=format!("Duplicate {title}")>"Duplicate"</button>
                <button aria-label=format!("Export {title} as a file") title="Download the game and this table (seed and moves) as a file">"Export"</button>
                <button aria-label=format!("Delete {title}")>"Delete"</button>
            </div>
        </li>
    }
}

/// A game's card with its ways to play: the rules (where the engine has them: `rules` is their
/// id) and the free table's form (players, a random seed, hot-seat), then Export and Edit.
fn game_card(
    id: String,
    name: String,
    description: String,
    min: u8,
    max: u8,
    rules: Option<String>,
    mine: bool,
) -> impl IntoView {
    let ruled = rules.is_some();
    let players = min.max(2).min(max);
    let seed = ((js_sys::Math::random() * 4_294_967_296.0) as u64).to_string();
    let ruled_ways = ruled.then(|| {
        view! {
            <div class="ruled-ways way" role="group" aria-label=format!("{name} with the rules enforced")>
                <p><strong>"Rules enforced, with bots"</strong></p>
                <p class="meta">"The engine checks every move; bots can take any seat."</p>
                <button class="primary" data-route=route("start", &id)
                    data-module=rules.as_ref().map(|r| format!("ruled-{r}"))>{format!("Play {name} with the rules")}</button>
                <button data-route=route("simulate", &id)
                    data-module=rules.as_ref().map(|r| format!("sim-{r}"))>{format!("Simulate {name}")}</button>
            </div>
        }
    });
    let edit = if mine {
        view! {
            <div class="actions">
                <button aria-label=format!("Edit {name}") data-route=route("editor", &id) data-module=EDITOR_MODULE>"Edit"</button>
                <button aria-label=format!("Delete {name}")>"Delete"</button>
            </div>
        }
        .into_any()
    } else {
        view! {
            <div class="actions">
                <button aria-label=format!("Edit a copy of {name}")>"Edit a copy"</button>
            </div>
        }
        .into_any()
    };
    view! {
        <article class="game-card" aria-label=name.clone() data-entry=format!("{}:{id}", if mine { "mine" } else { "built-in" })>
            <h3>{name.clone()}</h3>
            <p class="description">{description}</p>
            <p class="meta">{if min == max { counted(min, "player", "players") } else { format!("{min}–{max} players") }}</p>
            {ruled_ways}
            <div class="free-way way" role="group" aria-label=format!("{name} as a free table")>
                <p><strong>"Free table (you apply the rules)"</strong></p>
                <p class="meta">{if ruled {
                    "Cards, counters and dice laid out; nothing is checked, as at a real table."
                } else {
                    "Cards, counters and dice laid out; you apply the rules, as at a real table."
                }}</p>
                <div class="new-table">
                    <label>"Players "
                        <select aria-label=format!("Players for {name}")>
                            {(min..=max).map(|n| view! {
                                <option value=n.to_string() selected=n == players>{n}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <label>"Seed "
                        <input type="text" inputmode="numeric" size="12" aria-label=format!("Seed for {name}") value=seed/>
                    </label>
                    // A solitaire has no one to hide a hand from (as in the full app).
                    {(max > 1).then(|| view! {
                        <label class="check">
                            <input type="checkbox" checked=true/>
                            "Hot-seat (hide hands between turns)"
                        </label>
                    })}
                    <button class=if ruled { "" } else { "primary" } id=format!("new-{id}")>{format!("New free table of {name}")}</button>
                </div>
            </div>
            <div class="actions game-actions">
                <button aria-label=format!("Export {name} as a game file") title="Download this game as a file (JSON)">"Export"</button>
                {edit}
            </div>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use protoplay_app::state::route::Route;

    /// A button's address is the one the full app gives the same screen, so the page it opens
    /// shows that screen.
    #[test]
    fn a_buttons_address_is_the_full_apps() {
        for id in ["table-3-k7q2x", "odd id/with #?%", "Été", "deity-starter"] {
            assert_eq!(super::route("table", id), Route::Table(id.into()).hash());
            assert_eq!(super::route("start", id), Route::Start(id.into()).hash());
            assert_eq!(
                super::route("simulate", id),
                Route::Simulate(id.into()).hash()
            );
            assert_eq!(super::route("editor", id), Route::Editor(id.into()).hash());
        }
    }

    /// The library reads the draft the full app keeps: "Continue editing" while it is unsaved.
    #[test]
    fn the_draft_the_editor_keeps_reads_as_the_editor_wrote_it() {
        use protoplay_app::state::editor::{DRAFT_KEY, draft_record};
        assert_eq!(super::DRAFT_KEY, DRAFT_KEY);
        assert_eq!(super::EDITOR_MODULE, protoplay_app::module::EDITOR);
        let mut game = protoplay_app::state::authoring::blank_game("game-4");
        game.name = "Half-typed".into();
        let kept = super::read_draft(&draft_record(&game, Some("Half-typed"), Some("Saved.")))
            .expect("a draft");
        assert_eq!(
            (kept.id.as_str(), kept.unsaved.as_str()),
            ("game-4", "Half-typed")
        );
        // Saved as it is: nothing to go back to.
        assert!(super::read_draft(&draft_record(&game, None, None)).is_none());
        assert!(super::read_draft("{\"game\": 3}").is_none());
    }
}
