//! The library's file buttons ("Export", "Import a game file", the backup), what an import
//! did, and the dialog that shows what a file or link holds before it is imported.

use leptos::prelude::*;
use leptos::task::spawn_local;
use protoplay_engine::def::GameDef;
use protoplay_engine::import::json::MAX_FILE_BYTES;
use protoplay_engine::import::{FileError, game_to_file, ruled_to_file, table_to_file};
use wasm_bindgen_futures::JsFuture;

use crate::state::library::{Shelved, TableEntry, TableSave};
use crate::state::links::{
    self, Fragment, ImportStore, Imported, Preview, Source, clear_fragment, use_import_store,
};
use crate::state::persist::size_label;
use crate::state::{AppStore, Screen, storage, use_store};

use super::super::{Said, SaidHere};
use super::{current_hash, held, open_file, part_missing, with_files_and_links};

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
pub(super) fn export_game(def: &GameDef, said: RwSignal<Option<Said>>) {
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
pub(super) fn export_table(entry: &TableEntry, said: RwSignal<Option<Said>>) {
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

pub(super) fn backup(store: AppStore, said: RwSignal<Option<Said>>) {
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

pub(super) fn restore(store: AppStore, name: &str, text: &str, said: RwSignal<Option<Said>>) {
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
            <section id="import-done" class="banner done" role="status" aria-label="Imported" tabindex="-1">
                <p>{move || imports.done.get()}</p>
                <button on:click=move |_| imports.done.set(None)>"Dismiss"</button>
            </section>
        </Show>
        // Only the part for files and links reads a turn link, so it is here to draw what the
        // link did.
        {move || imports.turn.get().and_then(|notice| {
            held().map(|part| (part.turn_notice)(imports, notice))
        })}
    }
}

/// What a turn link did, at the top of the page: said, and after a fork the choice of the table
/// to continue.
pub(super) fn turn_notice(imports: ImportStore, notice: links::TurnNotice) -> AnyView {
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
    move || open.get().then(held).flatten().map(|part| (part.dialog)())
}

/// The dialog that shows what a file or link holds: "Import as a new copy" or "Cancel".
pub(super) fn import_dialog() -> impl IntoView {
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
        // The dialog, and the focus with it, is gone. After an import from a file the focus goes
        // to the result beside the file's button ([`ImportFile`]); after one from a link, to the
        // banner at the top of the page that says what it did ([`ImportNotices`]), once drawn.
        if from_link {
            set_timeout(
                || super::super::library::go_to("import-done"),
                std::time::Duration::ZERO,
            );
        }
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
