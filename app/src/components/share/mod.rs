//! Game files and share links in the page: "Export" and "Import a game file" on the library,
//! "Share" on the table screen, and the dialog that shows what a file or link holds before it is
//! imported as a new copy.
//!
//! Reading and writing files and links is a part of the program of its own, fetched the first
//! time a person uses one of them ([`FilesAndLinks`]); this module fetches it and opens links
//! and files with it, [`files`] holds the library's buttons and the import dialog, and
//! [`dialog`] the dialogs that hand out links ("Share", and the turn links of
//! [`super::turn`]).
//!
//! Everything a file or link holds is shown as text (text nodes and attribute values), never as
//! markup: a card called `<img src=x onerror=…>` shows those characters.

mod dialog;
mod files;

use leptos::prelude::*;
use leptos::task::spawn_local;
use protoplay_engine::def::GameDef;

use crate::state::AppStore;
use crate::state::library::TableEntry;
use crate::state::links::{self, Fragment, ImportStore};

use super::Said;

pub(crate) use dialog::{LinkOpener, copy_link, link_field, page_url};
pub use dialog::{RuledShare, ShareButton};
pub use files::{
    ExportGame, ExportTable, ImportDialog, ImportFile, ImportNotices, download_backup, read_text,
    restore_backup,
};

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
pub(crate) struct FilesAndLinks {
    read_link: fn(&ImportStore, &str),
    read_file: fn(&ImportStore, &str, &str),
    dialog: fn() -> AnyView,
    turn_notice: fn(ImportStore, links::TurnNotice) -> AnyView,
    export_game: fn(&GameDef, RwSignal<Option<Said>>),
    export_table: fn(&TableEntry, RwSignal<Option<Said>>),
    backup: fn(AppStore, RwSignal<Option<Said>>),
    restore: fn(AppStore, &str, &str, RwSignal<Option<Said>>),
    /// The links of the "Share" dialog.
    pub(crate) share_links: fn(dialog::Shared) -> dialog::ShareLinks,
    /// A table's turn links, for the "Send my turn" dialog.
    pub(crate) send_turn:
        fn(&TableEntry, &crate::state::library::Turns, &str) -> crate::state::turns::Sending,
}

static FILES_AND_LINKS: FilesAndLinks = FilesAndLinks {
    read_link: ImportStore::read_link,
    read_file: ImportStore::read_file,
    dialog: || files::import_dialog().into_any(),
    turn_notice: files::turn_notice,
    export_game: files::export_game,
    export_table: files::export_table,
    backup: files::backup,
    restore: files::restore,
    share_links: dialog::share_links,
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
    static FILES_AND_LINKS_HELD: crate::rules::HeldPart<&'static FilesAndLinks> =
        const { std::cell::Cell::new(None) };
}

/// The part for files and links, if it is here.
fn held() -> Option<&'static FilesAndLinks> {
    FILES_AND_LINKS_HELD.get()
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
    if let Some(part) = held() {
        then(part);
        return;
    }
    // What `then` does reads the stores from context, where it was asked for.
    let owner = Owner::current();
    spawn_local(async move {
        match crate::rules::held_or_fetched(&FILES_AND_LINKS_HELD, fetch_files_and_links).await {
            Ok(part) => match owner {
                Some(owner) => owner.with(|| then(part)),
                None => then(part),
            },
            Err(why) => failed(why),
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
