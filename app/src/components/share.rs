//! Game files and share links in the page: "Export" and "Import a game file" on the library,
//! "Share" on the table screen, and the dialog that shows what a file or link holds before it is
//! imported as a new copy.
//!
//! Everything a file or link holds is shown as text (text nodes and attribute values), never as
//! markup: a card called `<img src=x onerror=…>` shows those characters.

use leptos::prelude::*;
use leptos::task::spawn_local;
use protoplay_engine::def::GameDef;
use protoplay_engine::import::json::MAX_FILE_BYTES;
use protoplay_engine::import::{
    FileError, game_link, game_to_file, ruled_to_file, table_link, table_to_file,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::state::library::{Shelved, TableEntry, TableSave};
use crate::state::links::{
    self, Fragment, ImportStore, Imported, LONG_LINK_CHARS, Preview, Source, clear_fragment,
    use_import_store,
};
use crate::state::persist::size_label;
use crate::state::{AppStore, Screen, storage, use_store};

use super::{Said, SaidHere};

/// `location.hash`, with its `#`, or empty.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Offers a share link in the address for import (the app's start and every `hashchange`). The
/// store is passed in: an event listener has no reactive owner to find it in context.
pub fn open_fragment(imports: ImportStore, hash: &str) {
    if let Fragment::Link(text) = Fragment::parse(hash) {
        open_link(imports, text);
    }
}

/// What the part of the program for files and links does: reading a link or a file, the dialog
/// that shows what it holds and imports it, writing a game's or a table's file, and the
/// library's backup. The part is fetched the first time one of these is used, then held.
pub(super) struct FilesAndLinks {
    read_link: fn(&ImportStore, &str),
    read_file: fn(&ImportStore, &str, &str),
    dialog: fn() -> AnyView,
    turn_notice: fn(ImportStore, links::TurnNotice) -> AnyView,
    export_game: fn(&GameDef, RwSignal<Option<Said>>),
    export_table: fn(&TableEntry, RwSignal<Option<Said>>),
    backup: fn(AppStore, RwSignal<Option<Said>>),
    restore: fn(AppStore, &str, &str, RwSignal<Option<Said>>),
    /// The links of the "Share" dialog.
    pub(super) share_links: fn(Shared) -> ShareLinks,
    /// A table's turn links, for the "Send my turn" dialog.
    pub(super) send_turn:
        fn(&TableEntry, &crate::state::library::Turns, &str) -> crate::state::turns::Sending,
}

static FILES_AND_LINKS: FilesAndLinks = FilesAndLinks {
    read_link: ImportStore::read_link,
    read_file: ImportStore::read_file,
    dialog: || import_dialog().into_any(),
    turn_notice,
    export_game,
    export_table,
    backup,
    restore,
    share_links,
    send_turn: crate::state::turns::send,
};

/// The build makes everything only this reaches a part of the program of its own (natively, an
/// ordinary function).
#[rustfmt::skip]
#[leptos::wasm_split::wasm_split(page_links, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_files_and_links() -> Result<&'static FilesAndLinks, crate::rules::NotLoaded> {
    // Restoring a backup reads tables.
    crate::state::library::hold_table_reader();
    Ok(&FILES_AND_LINKS)
}

thread_local! {
    /// The part for files and links, once fetched.
    static FILES_AND_LINKS_HELD: std::cell::Cell<Option<&'static FilesAndLinks>> =
        const { std::cell::Cell::new(None) };
}

/// Runs `then` with the part for files and links, fetching it first if it is not here; if it
/// cannot be fetched, `failed` is told why and nothing else happens.
fn with_files_and_links(
    then: impl FnOnce(&'static FilesAndLinks) + 'static,
    failed: impl FnOnce(String) + 'static,
) {
    // One body for every caller (boxed), rather than one copy of it each.
    with_files_and_links_boxed(Box::new(then), Box::new(failed));
}

fn with_files_and_links_boxed(
    then: Box<dyn FnOnce(&'static FilesAndLinks)>,
    failed: Box<dyn FnOnce(String)>,
) {
    if let Some(part) = FILES_AND_LINKS_HELD.with(std::cell::Cell::get) {
        then(part);
        return;
    }
    // What `then` does reads the stores from context, where it was asked for.
    let owner = Owner::current();
    spawn_local(async move {
        match fetch_files_and_links().await {
            Ok(part) => {
                FILES_AND_LINKS_HELD.with(|held| held.set(Some(part)));
                match owner {
                    Some(owner) => owner.with(|| then(part)),
                    None => then(part),
                }
            }
            Err(crate::rules::NotLoaded(why)) => failed(why),
        }
    });
}

/// Why a link, a file, an export or a backup could not be done: the part that does it could not
/// be fetched.
fn part_missing(why: &str) -> String {
    format!(
        "the part of the page for files and links could not be loaded ({why}); check the connection"
    )
}

/// Opens a share link: what it holds waits for the person's "Import", or its problem is shown.
pub fn open_link(imports: ImportStore, text: String) {
    let turn = protoplay_engine::import::is_turn_link(&text);
    with_files_and_links(
        move |part| (part.read_link)(&imports, &text),
        move |why| {
            imports.pending.set(None);
            imports.done.set(None);
            imports.turn.set(None);
            imports.from_file.set(false);
            let problem = if turn {
                links::turn_problem(&part_missing(&why))
            } else {
                links::link_problem(&part_missing(&why))
            };
            imports.error.set(Some(problem));
        },
    );
}

/// Opens a file's text, as [`open_link`] a link.
fn open_file(imports: ImportStore, name: String, text: String) {
    let shown = name.clone();
    with_files_and_links(
        move |part| (part.read_file)(&imports, &name, &text),
        move |why| imports.file_unreadable(&shown, &part_missing(&why)),
    );
}

/// "Export" for a game: downloads its game file.
#[component]
pub fn ExportGame(game: Shelved) -> impl IntoView {
    let store = use_store();
    let label = format!("Export {} as a game file", game.name());
    let said = RwSignal::new(None::<Said>);
    let game = StoredValue::new(game);
    view! {
        <button aria-label=label title="Download this game as a file (JSON)" on:click=move |_| {
            // Taken now: the card may be gone when the part arrives.
            let game = game.get_value();
            store.with_def(&game, move |def| with_files_and_links(
                move |part| (part.export_game)(&def, said),
                move |why| said.set(Said::problem(format!("The game could not be exported: {}.", part_missing(&why)))),
            ));
        }>"Export"</button>
        <SaidHere said=said label="Export"/>
    }
}

/// Downloads a game's file, or says why not.
fn export_game(def: &GameDef, said: RwSignal<Option<Said>>) {
    let (name, text) = (links::game_file_name(def), game_to_file(def));
    download_or_say(said, "The game", &name, text);
}

/// Downloads `text` as the file `name`, or says beside the button why `what` ("The game") could
/// not be written or downloaded.
fn download_or_say<E: std::fmt::Display>(
    said: RwSignal<Option<Said>>,
    what: &str,
    name: &str,
    text: Result<String, E>,
) {
    let done = text
        .map_err(|e| format!("{what} cannot be written as a file: {e}."))
        .and_then(|text| {
            storage::download(name, &text)
                .map_err(|e| format!("The file could not be downloaded: {e}"))
        });
    if let Err(problem) = done {
        said.set(Said::problem(problem));
    }
}

/// "Export" for a table: downloads the game with the table on it (seed and log), or a ruled
/// table's file (rules, set-up and moves).
#[component]
pub fn ExportTable(entry: TableEntry) -> impl IntoView {
    let label = format!("Export {} as a file", entry.title);
    let said = RwSignal::new(None::<Said>);
    let entry = StoredValue::new(entry);
    view! {
        <button aria-label=label title="Download the game and this table (seed and moves) as a file"
            on:click=move |_| {
                // Taken now: the line may be gone when the part arrives.
                let entry = entry.get_value();
                with_files_and_links(
                    move |part| (part.export_table)(&entry, said),
                    move |why| said.set(Said::problem(format!("The table could not be exported: {}.", part_missing(&why)))),
                );
            }>"Export"</button>
        <SaidHere said=said label="Export"/>
    }
}

/// Downloads a table's file, or says why not.
fn export_table(entry: &TableEntry, said: RwSignal<Option<Said>>) {
    let text = match &entry.save {
        TableSave::Free(saved) => table_to_file(saved),
        TableSave::Ruled(save) => ruled_to_file(save),
    };
    let name = links::table_file_name(&entry.title, entry.steps());
    download_or_say(said, "The table", &name, text);
}

/// "Download everything": the library's backup as one file, or why not.
pub fn download_backup(store: AppStore, said: RwSignal<Option<Said>>) {
    with_files_and_links(
        move |part| (part.backup)(store, said),
        move |why| {
            said.set(Said::problem(format!(
                "The backup could not be written: {}.",
                part_missing(&why)
            )))
        },
    );
}

fn backup(store: AppStore, said: RwSignal<Option<Said>>) {
    let (name, text) = store.backup();
    said.set(match storage::download(&name, &text) {
        Ok(()) => Said::done(format!(
            "Downloaded “{name}” ({}): every game and table in this library.",
            size_label(text.len())
        )),
        Err(e) => Said::problem(format!("The backup could not be downloaded: {e}.")),
    });
}

/// "Restore from backup": adds what the file `name` holds and the library lacks, and says what
/// came in, or why nothing did.
pub fn restore_backup(store: AppStore, name: String, text: String, said: RwSignal<Option<Said>>) {
    let shown = name.clone();
    with_files_and_links(
        move |part| (part.restore)(store, &name, &text, said),
        move |why| {
            said.set(Said::problem(format!(
                "“{shown}” cannot be restored: {}. Nothing was changed.",
                part_missing(&why)
            )))
        },
    );
}

fn restore(store: AppStore, name: &str, text: &str, said: RwSignal<Option<Said>>) {
    said.set(match store.restore(name, text) {
        Ok(m) => Said::done(m),
        Err(m) => Said::problem(m),
    });
}

/// Reads a file the person chose as UTF-8 text.
pub async fn read_text(file: &web_sys::File) -> Result<String, String> {
    let buffer = JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| "the browser could not read the file".to_string())?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    String::from_utf8(bytes)
        .map_err(|_| "the file is not text (UTF-8); a Protoplay file is JSON text".to_string())
}

/// "Import a game file": reads the chosen file as UTF-8 text and shows what it holds. What
/// became of it (refused, or imported as a game) shows right here, and gets the focus when
/// the import dialog closes.
#[component]
pub fn ImportFile() -> impl IntoView {
    let imports = use_import_store();
    let on_change = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Cleared so that choosing the same file again is noticed.
        input.set_value("");
        let name = file.name();
        let size = file.size();
        if size > MAX_FILE_BYTES as f64 {
            let e = FileError::TooLarge {
                bytes: size as usize,
                limit: MAX_FILE_BYTES,
            };
            imports.file_unreadable(&name, &e.to_string());
            return;
        }
        spawn_local(async move {
            match read_text(&file).await {
                Ok(text) => open_file(imports, name, text),
                Err(e) => imports.file_unreadable(&name, &e),
            }
        });
    };
    let here = move || imports.from_file.get();
    let message = NodeRef::<leptos::html::Div>::new();
    // When the dialog closes after an import, focus would fall to the page's start: put it on
    // the result instead, where the person is.
    Effect::new(move |_| {
        let shown = imports.from_file.get()
            && (imports.error.with(Option::is_some) || imports.done.with(Option::is_some));
        if shown
            && imports.pending.with(Option::is_none)
            && let Some(div) = message.get()
        {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            div.scroll_into_view_with_scroll_into_view_options(&options);
            let _ = div.focus();
        }
    });
    view! {
        <div class="import-file">
            <label class="file-button">
                "Import a game file"
                <input type="file" accept=".json,.txt,application/json,text/plain" on:change=on_change/>
            </label>
            <span class="meta">" A game or table exported from Protoplay (.json). It is added as a new copy; nothing is replaced."</span>
            <div tabindex="-1" node_ref=message class="import-result">
                <Show when=move || here() && imports.error.with(|e| e.is_some())>
                    <p class="said problem" role="alert" aria-label="Could not import">
                        <span aria-hidden="true">"⚠ "</span>
                        {move || imports.error.get()}
                        " "
                        <button on:click=move |_| imports.error.set(None)>"Dismiss"</button>
                    </p>
                </Show>
                <Show when=move || here() && imports.done.with(|d| d.is_some())>
                    <p class="said ok" role="status" aria-label="Imported">
                        <span aria-hidden="true">"✓ "</span>
                        {move || imports.done.get()}
                        " "
                        <button on:click=move |_| imports.done.set(None)>"Dismiss"</button>
                    </p>
                </Show>
            </div>
        </div>
    }
}

/// What a share link did, or why it could not be opened (and what importing a table did: the
/// table opens, so the top of its screen is where the person looks).
#[component]
pub fn ImportNotices() -> impl IntoView {
    let imports = use_import_store();
    let top = move || !imports.from_file.get();
    view! {
        <Show when=move || top() && imports.error.with(|e| e.is_some())>
            <section class="banner problem" role="alert" aria-label="Could not import">
                <p>{move || imports.error.get()}</p>
                <button on:click=move |_| {
                    imports.error.set(None);
                    if matches!(Fragment::parse(&current_hash()), Fragment::Link(_)) {
                        clear_fragment();
                    }
                }>"Dismiss"</button>
            </section>
        </Show>
        <Show when=move || top() && imports.done.with(|d| d.is_some())>
            <section class="banner done" role="status" aria-label="Imported">
                <p>{move || imports.done.get()}</p>
                <button on:click=move |_| imports.done.set(None)>"Dismiss"</button>
            </section>
        </Show>
        // Only the part for files and links reads a turn link, so it is here to draw what the
        // link did.
        {move || imports.turn.get().and_then(|notice| {
            FILES_AND_LINKS_HELD
                .with(std::cell::Cell::get)
                .map(|part| (part.turn_notice)(imports, notice))
        })}
    }
}

/// What a turn link did, at the top of the page: said, and after a fork the choice of the table
/// to continue.
fn turn_notice(imports: ImportStore, notice: links::TurnNotice) -> AnyView {
    let store = use_store();
    // The page may be scrolled far down the table: what the link did, and a choice to
    // make after a fork, are at its top.
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
    let done = move || {
        imports.turn.set(None);
        if matches!(Fragment::parse(&current_hash()), Fragment::Link(_)) {
            clear_fragment();
        }
    };
    let choice = notice.fork.map(|[mine, theirs]| {
        let pick = move |id: String| {
            done();
            store.open_table(&id);
        };
        let (mine_id, theirs_id) = (mine.0.clone(), theirs.0.clone());
        view! {
            <div class="actions" role="group" aria-label="Which to continue">
                <button class="primary" on:click=move |_| pick(mine_id.clone())>{format!("Continue mine: “{}”", mine.1)}</button>
                <button on:click=move |_| pick(theirs_id.clone())>{format!("Continue theirs: “{}”", theirs.1)}</button>
            </div>
        }
    });
    let forked = choice.is_some();
    view! {
        <section class="banner turn" class:problem=forked role=if forked { "alert" } else { "status" }
            aria-label="Turn link">
            <p>{notice.message}</p>
            {choice}
            <Show when=move || !forked>
                <button on:click=move |_| done()>"Dismiss"</button>
            </Show>
        </section>
    }
    .into_any()
}

/// The dialog that shows what a file or link holds, drawn by the part that read it.
#[component]
pub fn ImportDialog() -> impl IntoView {
    let imports = use_import_store();
    let open = Memo::new(move |_| imports.pending.with(Option::is_some));
    move || {
        open.get()
            .then(|| FILES_AND_LINKS_HELD.with(std::cell::Cell::get))
            .flatten()
            .map(|part| (part.dialog)())
    }
}

/// The dialog that shows what a file or link holds: "Import as a new copy" or "Cancel".
fn import_dialog() -> impl IntoView {
    let imports = use_import_store();
    let store = use_store();
    let import = move || {
        let Some(pending) = imports.pending.get_untracked() else {
            return;
        };
        let from_link = pending.source == Source::Link;
        let done = store.import(pending.content);
        imports.pending.set(None);
        if from_link {
            clear_fragment();
        }
        match &done {
            Imported::Table { id, .. } => {
                if let Some(turns) = pending.turns {
                    store.adopt_turns(id, turns);
                }
                // The table opens: the message goes to the top of its screen.
                imports.from_file.set(false);
                store.open_table(id);
            }
            Imported::Game { .. } if store.screen.get_untracked() == Screen::Table => {
                store.close_table()
            }
            _ => {}
        }
        let done = Some(done);
        imports.done.set(done.map(|d| d.message()));
    };
    let cancel = move || {
        let from_link = imports
            .pending
            .with_untracked(|p| p.as_ref().is_some_and(|p| p.source == Source::Link));
        imports.pending.set(None);
        if from_link {
            clear_fragment();
        }
    };
    view! {
        {move || imports.pending.get().map(|pending| {
            let preview = Preview::of(&pending.content);
            let from = match &pending.source {
                Source::Link => "This link holds".to_string(),
                Source::File(name) => format!("The file “{name}” holds"),
            };
            let first = NodeRef::<leptos::html::Button>::new();
            Effect::new(move |_| {
                if let Some(button) = first.get() {
                    let _ = button.focus();
                }
            });
            view! {
                <div class="modal-backdrop">
                    <div class="modal import-preview" role="dialog" aria-modal="true"
                        aria-labelledby="import-h" aria-describedby="import-summary"
                        on:keydown=move |ev| if ev.key() == "Escape" { cancel() }>
                        <h2 id="import-h">"Import a copy?"</h2>
                        <p>{from}" "<strong>{preview.kind.to_lowercase()}</strong>":"</p>
                        <dl class="facts">
                            <dt>"Name"</dt><dd class="import-name">{preview.name}</dd>
                            <Show when={let d = preview.description.clone(); move || !d.is_empty()}>
                                <dt>"About"</dt><dd>{preview.description.clone()}</dd>
                            </Show>
                            <dt>"Players"</dt><dd>{preview.players}</dd>
                            <dt>"Cards"</dt><dd>{preview.cards}</dd>
                            <dt>"Components"</dt><dd>{preview.components}</dd>
                            {preview.table.map(|t| view! { <dt>"Table"</dt><dd>{t}</dd> })}
                        </dl>
                        <p id="import-summary" class="meta">{preview.summary}</p>
                        <p>"It is added as a new copy. Your games and tables are not changed."</p>
                        <div class="actions">
                            <button class="primary" node_ref=first on:click=move |_| import()>"Import as a new copy"</button>
                            <button on:click=move |_| cancel()>"Cancel"</button>
                        </div>
                    </div>
                </div>
            }
        })}
    }
}

/// Copies `text` with the asynchronous clipboard where the page may use it; `false` where it
/// may not (an insecure origin, an old browser, a refused permission).
async fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .and_then(|c| c.dyn_into::<web_sys::Clipboard>().ok());
    match clipboard {
        Some(c) => JsFuture::from(c.write_text(text)).await.is_ok(),
        None => false,
    }
}

/// The text field a link dialog shows its link in: focused and selected when it is drawn, so
/// that Ctrl+C copies it at once.
pub(super) fn link_field() -> NodeRef<leptos::html::Input> {
    let field = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = field.get() {
            let _ = input.focus();
            input.select();
        }
    });
    field
}

/// "Copy": puts `text` on the clipboard, or, where the page may not, selects it in `field` for
/// the person to copy; `said` tells which.
pub(super) fn copy_link(
    text: String,
    field: NodeRef<leptos::html::Input>,
    said: RwSignal<Option<String>>,
) {
    spawn_local(async move {
        if copy_to_clipboard(&text).await {
            said.set(Some("Copied to the clipboard.".to_string()));
        } else {
            if let Some(input) = field.get_untracked() {
                let _ = input.focus();
                input.select();
            }
            said.set(Some(
                "This browser does not let the page copy: the link is selected, press Ctrl+C (⌘C on a Mac)."
                    .to_string(),
            ));
        }
    });
}

/// The address of `link` on this page (its origin and path, then `#` and the link).
pub(super) fn page_url(link: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location
        .as_ref()
        .and_then(|l| l.origin().ok())
        .unwrap_or_default();
    let path = location
        .as_ref()
        .and_then(|l| l.pathname().ok())
        .unwrap_or_default();
    links::share_url(&origin, &path, link)
}

/// "Share" on the table screen: a link to the game, and optionally to this table.
#[component]
pub fn ShareButton() -> impl IntoView {
    let store = use_store();
    share_button(move || {
        store.game.with_untracked(|g| {
            g.as_ref().map(|g| Shared {
                def: g.def().clone(),
                table: SharedTable::Free(Box::new(g.save())),
                table_label: format!(
                    "Include this table: the seed and {} moves, at step {}",
                    g.recorded(),
                    g.step()
                ),
            })
        })
    })
}

/// "Share" on a ruled table: the game, or the table with its set-up and moves (a link opened
/// in another browser replays to the same position, bots' answers included).
#[component]
pub fn RuledShare() -> impl IntoView {
    let ruled = crate::state::ruled::use_ruled();
    share_button(move || {
        let (_, save) = ruled.save()?;
        let def = match &save.def {
            Some(d) => d.clone(),
            None => protoplay_engine::rules::registry::game(&save.game)?
                .shipped_def()
                .ok()?,
        };
        Some(Shared {
            def,
            table_label: format!(
                "Include this table: the seed, the seats and {} moves (rules enforced)",
                save.cursor
            ),
            table: SharedTable::Ruled(Box::new(save)),
        })
    })
}

/// What a share dialog offers links to: the game, and this table of it. The part for files and
/// links writes the links ([`share_links`]), so a table holds none of that code until a person
/// shares.
pub(super) struct Shared {
    def: GameDef,
    table: SharedTable,
    table_label: String,
}

/// The table a share dialog offers, as saved.
enum SharedTable {
    Free(Box<protoplay_engine::table::SavedGame>),
    Ruled(Box<protoplay_engine::rules::SessionSave>),
}

/// The two links a share dialog offers.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ShareLinks {
    game: String,
    table: String,
    table_label: String,
}

/// [`FilesAndLinks::share_links`]'s work.
fn share_links(shared: Shared) -> ShareLinks {
    ShareLinks {
        game: game_link(&shared.def),
        table: match &shared.table {
            SharedTable::Free(save) => table_link(save),
            SharedTable::Ruled(save) => protoplay_engine::import::ruled_link(save),
        },
        table_label: shared.table_label,
    }
}

/// Whether a button's dialog is open, and the button: focus goes back to it when the dialog
/// closes, where the person was.
fn dialog_opener() -> (RwSignal<bool>, NodeRef<leptos::html::Button>) {
    let open = RwSignal::new(false);
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |was_open: Option<bool>| {
        let now = open.get();
        if was_open == Some(true)
            && !now
            && let Some(b) = button.get_untracked()
        {
            let _ = b.focus();
        }
        now
    });
    (open, button)
}

/// The button of a dialog whose links the part for files and links writes ("Share", "Send my
/// turn"): a click fetches the part if it is not here, then opens the dialog; a failed fetch is
/// said beside the button, and nothing opens.
#[derive(Clone, Copy)]
pub(super) struct LinkOpener {
    pub open: RwSignal<bool>,
    pub button: NodeRef<leptos::html::Button>,
    /// The part, once a click fetched it.
    pub part: RwSignal<Option<&'static FilesAndLinks>>,
    failed: RwSignal<Option<String>>,
    /// What the dialog makes ("The links"), for a failure.
    what: &'static str,
}

impl LinkOpener {
    pub(super) fn new(what: &'static str) -> Self {
        let (open, button) = dialog_opener();
        LinkOpener {
            open,
            button,
            part: RwSignal::new(None),
            failed: RwSignal::new(None),
            what,
        }
    }

    pub(super) fn click(self) {
        self.failed.set(None);
        with_files_and_links(
            move |held| {
                self.part.set(Some(held));
                self.open.set(true);
            },
            move |why| {
                let said = format!("{} could not be made: {}.", self.what, part_missing(&why));
                self.failed.set(Some(said));
            },
        );
    }

    /// Why the last click opened nothing, if it did not.
    pub(super) fn failure(self) -> impl IntoView {
        move || {
            self.failed
                .get()
                .map(|why| view! { <span class="notice" role="alert">{why}</span> })
        }
    }
}

fn share_button(make: impl Fn() -> Option<Shared> + Copy + Send + Sync + 'static) -> impl IntoView {
    let opener = LinkOpener::new("The links");
    let open = opener.open;
    view! {
        <button aria-haspopup="dialog" node_ref=opener.button on:click=move |_| opener.click()>"Share"</button>
        {opener.failure()}
        {move || open.get().then(|| {
            let part = opener.part.get()?;
            make().map(|shared| view! { <ShareDialog open=open links=(part.share_links)(shared)/> })
        })}
    }
}

#[component]
fn ShareDialog(open: RwSignal<bool>, links: ShareLinks) -> impl IntoView {
    let with_table = RwSignal::new(false);
    let copied = RwSignal::new(None::<String>);
    let table_label = links.table_label.clone();
    let links = StoredValue::new(links);
    let link = Memo::new(move |_| {
        let with_table = with_table.get();
        links.with_value(|l| {
            if with_table {
                l.table.clone()
            } else {
                l.game.clone()
            }
        })
    });
    let url = Memo::new(move |_| link.with(|l| page_url(l)));
    let field = link_field();
    let select_all = move |ev: leptos::ev::FocusEvent| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        input.select();
    };
    let close = move || open.set(false);
    let copy = move |_| copy_link(url.get_untracked(), field, copied);
    view! {
        <div class="modal-backdrop">
            <div class="modal share" role="dialog" aria-modal="true" aria-labelledby="share-h"
                on:keydown=move |ev| if ev.key() == "Escape" { close() }>
                <h2 id="share-h">"Share this game"</h2>
                <p>"The game travels inside the link: nothing is uploaded. Whoever opens it gets their own copy."</p>
                <label class="check">
                    <input type="checkbox" prop:checked=move || with_table.get()
                        on:change=move |ev| { with_table.set(event_target_checked(&ev)); copied.set(None); }/>
                    {table_label}
                </label>
                <Show when=move || with_table.get()>
                    <p class="meta">"A table link holds every player's hand and the deck order: whoever opens it can see them."</p>
                </Show>
                <label class="share-link">"Share link"
                    <input type="text" readonly=true node_ref=field prop:value=move || url.get()
                        on:focus=select_all/>
                </label>
                <p class="meta" aria-live="polite">
                    <span class="link-length">{move || format!("{} characters", url.with(String::len))}</span>
                    {move || (url.with(String::len) > LONG_LINK_CHARS).then(|| view! {
                        <span class="warn">" · Some chat programs and mail clients cut links this long; if it arrives cut short, send a game file (Export on the library) instead."</span>
                    })}
                </p>
                <p class="copied" role="status">{move || copied.get()}</p>
                <div class="actions">
                    <button class="primary" on:click=copy>"Copy"</button>
                    <button on:click=move |_| close()>"Close"</button>
                </div>
            </div>
        </div>
    }
}
