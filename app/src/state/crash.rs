//! When Protoplay hits a bug: the release build aborts on a panic, which would leave a frozen
//! page. A panic hook draws a crash screen instead, with plain DOM calls (the Leptos runtime
//! is dead once the program aborts): what happened, that saved data is safe, "Reload", and
//! "Download a bug report".
//!
//! The bug report is the open table as an importable table file (the engine's
//! `table_to_file` or `ruled_to_file`: game, seed, set-up and every move, so importing it
//! replays the exact position), plus a `bug_report` object with the panic message, the app
//! version and the gesture that was being carried out. Importers ignore the extra object.
//!
//! Nothing half-changed is ever written: stores write only after a change succeeded, and once
//! the hook has run, `state::storage` refuses every write. Any store tells this module about
//! its table after each successful change with [`set_current`], which is cheap (one clone).
//!
//! For testing, `?debug=panic` in the address makes the next action at a table panic on
//! purpose ([`deliberate_panic_due`]).

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

use protoplay_engine::import::{ruled_to_file, table_to_file};
use serde_json::{Value, json};

use super::library::{TableEntry, TableSave};
use super::links::slug;

/// The version of the app, as the bug report gives it.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

static CRASHED: AtomicBool = AtomicBool::new(false);
static DELIBERATE: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// The open table after its last successful change.
    static CURRENT: RefCell<Option<TableEntry>> = const { RefCell::new(None) };
    /// The gesture being carried out (an action as JSON), while it is.
    static PENDING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Records the table open in this tab as it is after its last successful change (`None`: no
/// table is open). Any store calls it after each change.
pub fn set_current(entry: Option<&TableEntry>) {
    CURRENT.with(|c| {
        if let Ok(mut c) = c.try_borrow_mut() {
            *c = entry.cloned();
        }
    });
}

/// Records the gesture about to be carried out (`None` once it is done), so a report of a
/// crash during it says what it was.
pub fn set_pending(what: Option<String>) {
    PENDING.with(|p| {
        if let Ok(mut p) = p.try_borrow_mut() {
            *p = what;
        }
    });
}

/// Whether the program has crashed (nothing may be written any more).
pub fn crashed() -> bool {
    CRASHED.load(Ordering::SeqCst)
}

/// Arms the deliberate panic if the address asks for it (`?debug=panic`).
pub fn arm_from_query(search: &str) {
    let asked = search
        .trim_start_matches('?')
        .split('&')
        .any(|pair| pair == "debug=panic");
    DELIBERATE.store(asked, Ordering::SeqCst);
}

/// Whether this action should panic on purpose (once, after `?debug=panic`).
pub fn deliberate_panic_due() -> bool {
    DELIBERATE.swap(false, Ordering::SeqCst)
}

/// A bug report, ready to download.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub file_name: String,
    pub text: String,
}

/// The bug report for a crash: the open table's file with a `bug_report` object inside.
pub fn report(
    entry: Option<&TableEntry>,
    message: &str,
    pending: Option<&str>,
    now: f64,
    user_agent: &str,
) -> Report {
    let pending = pending.map(|p| serde_json::from_str::<Value>(p).unwrap_or(json!(p)));
    let about = json!({
        "message": message,
        "app_version": APP_VERSION,
        "time": now,
        "pending": pending,
        "table": entry.map(|e| json!({ "id": e.id, "title": e.title, "step": e.steps() })),
        "user_agent": user_agent,
        "how_to_replay": "Import this file with “Import a game file” in Protoplay: it opens the table at the step it was at, and `pending` is what was being done when it stopped.",
    });
    // A table too large for a file could not be imported again: the report then says what
    // happened without it.
    let file = entry.and_then(|e| {
        match &e.save {
            TableSave::Free(saved) => table_to_file(saved),
            TableSave::Ruled(save) => ruled_to_file(save),
        }
        .ok()
    });
    let mut value = file
        .and_then(|f| serde_json::from_str::<Value>(&f).ok())
        .unwrap_or_else(|| json!({ "protoplay": "bug-report", "format": 1 }));
    if let Some(object) = value.as_object_mut() {
        object.insert("bug_report".to_string(), about);
    }
    let file_name = match entry {
        Some(e) => format!(
            "protoplay-bug-report-{}-step-{}.json",
            slug(&e.title),
            e.steps()
        ),
        None => "protoplay-bug-report.json".to_string(),
    };
    Report {
        file_name,
        text: protoplay_engine::json::to_string_pretty(&value).unwrap_or_default(),
    }
}

/// Installs the panic hook that draws the crash screen.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&message.as_str().into());
        // A second panic (some callback running in the stopped program) changes nothing.
        if CRASHED.swap(true, Ordering::SeqCst) {
            return;
        }
        let entry = CURRENT.with(|c| c.try_borrow().ok().and_then(|c| c.clone()));
        let pending = PENDING.with(|p| p.try_borrow().ok().and_then(|p| p.clone()));
        let user_agent = web_sys::window()
            .and_then(|w| w.navigator().user_agent().ok())
            .unwrap_or_default();
        let report = report(
            entry.as_ref(),
            &message,
            pending.as_deref(),
            js_sys::Date::now(),
            &user_agent,
        );
        let _ = draw(&report, &message, entry.is_some());
    }));
}

/// Replaces the page with the crash screen. Plain DOM only; links and a form do the work, so
/// nothing on it needs the stopped program.
fn draw(report: &Report, message: &str, with_table: bool) -> Option<()> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    let document = window.document()?;
    let body = document.body()?;
    // The app's own nodes go: their handlers would call into the stopped program.
    while let Some(child) = body.first_child() {
        body.remove_child(&child).ok()?;
    }
    body.class_list().add_1("crashed").ok()?;
    let el = |tag: &str, text: Option<&str>| -> Option<web_sys::Element> {
        let e = document.create_element(tag).ok()?;
        if let Some(t) = text {
            e.set_text_content(Some(t));
        }
        Some(e)
    };
    let root = el("main", None)?;
    root.set_class_name("crash");
    for (name, value) in [
        ("role", "alertdialog"),
        ("aria-modal", "true"),
        ("aria-labelledby", "crash-h"),
        ("aria-describedby", "crash-p"),
    ] {
        root.set_attribute(name, value).ok()?;
    }
    let heading = el("h1", Some("Protoplay stopped because of a bug"))?;
    heading.set_id("crash-h");
    heading.set_attribute("tabindex", "-1").ok()?;
    root.append_child(&heading).ok()?;
    let said = el(
        "p",
        Some(
            "Something went wrong inside Protoplay and it had to stop. Your saved games and tables are safe: everything up to your last completed move is saved, and nothing was written after the error.",
        ),
    )?;
    said.set_id("crash-p");
    root.append_child(&said).ok()?;
    let more = if with_table {
        "The move being made when it stopped was not carried out. The bug report holds the open table (the game, its seed and every move) and the error, so the problem can be replayed exactly: anyone can open it with “Import a game file”. Nothing is sent anywhere."
    } else {
        "The bug report holds the error message. Nothing is sent anywhere."
    };
    let more = el("p", Some(more))?;
    root.append_child(&more).ok()?;
    let what = el("p", Some("What happened:"))?;
    what.set_class_name("meta");
    root.append_child(&what).ok()?;
    let pre = el("pre", Some(message))?;
    root.append_child(&pre).ok()?;
    let actions = el("div", None)?;
    actions.set_class_name("actions");
    // A download link: works without the program.
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&report.text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let link = el("a", Some("Download a bug report"))?;
    link.set_attribute("href", &url).ok()?;
    link.set_attribute("download", &report.file_name).ok()?;
    link.set_class_name("button primary");
    actions.append_child(&link).ok()?;
    // A form that loads the page again at the screen it was on (without `?debug=…` or a
    // share link in the address).
    let form = el("form", None)?;
    form.set_attribute("method", "get").ok()?;
    let location = window.location();
    let path = location.pathname().unwrap_or_else(|_| "/".to_string());
    let screen = location
        .hash()
        .ok()
        .filter(|h| h.starts_with("#/"))
        .unwrap_or_default();
    form.set_attribute("action", &format!("{path}{screen}"))
        .ok()?;
    let reload = el("button", Some("Reload"))?;
    reload.set_attribute("type", "submit").ok()?;
    form.append_child(&reload).ok()?;
    actions.append_child(&form).ok()?;
    root.append_child(&actions).ok()?;
    body.append_child(&root).ok()?;
    heading.dyn_ref::<web_sys::HtmlElement>()?.focus().ok()?;
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use protoplay_engine::import::{Content, read_file};
    use protoplay_engine::table::{Action, Game, ZoneRef};

    fn played() -> TableEntry {
        let def = protoplay_engine::games::load("deity-starter")
            .expect("listed")
            .expect("valid");
        let mut game = Game::new(def, 2, 9).expect("sets up");
        game.apply(Action::Draw {
            from: ZoneRef::shared("draw"),
            to: ZoneRef::of("hand", 0),
            count: 2,
        })
        .expect("draws");
        game.apply(Action::NextTurn).expect("next turn");
        TableEntry {
            id: "table-1".into(),
            title: "Deity (starter)".into(),
            updated: 1.0,
            hot_seat: true,
            save: TableSave::Free(game.save()),
            turns: None,
        }
    }

    #[test]
    fn a_bug_report_imports_as_the_table_and_says_what_happened() {
        let entry = played();
        let r = report(
            Some(&entry),
            "panicked at app/src/x.rs:1:1:\nboom",
            Some("{\"roll\":{\"dice\":[\"omen\"]}}"),
            5.0,
            "test",
        );
        assert_eq!(
            r.file_name,
            "protoplay-bug-report-deity-starter-step-2.json"
        );
        match read_file(&r.text).expect("imports") {
            Content::Table(saved) => assert_eq!(Some(&saved), entry.free()),
            other => panic!("a table, not {other:?}"),
        }
        let v: Value = serde_json::from_str(&r.text).expect("json");
        assert_eq!(
            v["bug_report"]["message"],
            "panicked at app/src/x.rs:1:1:\nboom"
        );
        assert_eq!(v["bug_report"]["app_version"], APP_VERSION);
        assert_eq!(v["bug_report"]["pending"]["roll"]["dice"][0], "omen");
        assert_eq!(v["bug_report"]["table"]["step"], 2);
    }

    #[test]
    fn a_bug_report_without_a_table_still_holds_the_message() {
        let r = report(None, "boom", None, 5.0, "test");
        assert_eq!(r.file_name, "protoplay-bug-report.json");
        let v: Value = serde_json::from_str(&r.text).expect("json");
        assert_eq!(v["bug_report"]["message"], "boom");
    }

    #[test]
    fn the_deliberate_panic_is_armed_only_by_its_flag_and_fires_once() {
        arm_from_query("?seed=3&debug=panics");
        assert!(!deliberate_panic_due());
        arm_from_query("?x=1&debug=panic");
        assert!(deliberate_panic_due());
        assert!(!deliberate_panic_due());
    }

    #[test]
    fn the_current_table_is_remembered_until_cleared() {
        let entry = played();
        set_current(Some(&entry));
        assert_eq!(CURRENT.with(|c| c.borrow().clone()), Some(entry));
        set_current(None);
        assert_eq!(CURRENT.with(|c| c.borrow().clone()), None);
    }
}
