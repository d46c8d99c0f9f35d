//! Text from outside (card lists, game files, share links) is shown as text, never parsed as
//! markup or run. Leptos escapes text nodes and attribute values; the only ways around that are
//! the raw-HTML properties and DOM calls named below. None of them may appear in the app's source,
//! its page or its service worker, so a card called `<img src=x onerror=…>` can only ever be
//! shown as those characters. (The browser test `files.spec.ts` checks the same in the page.)

use std::fs;
use std::path::{Path, PathBuf};

/// Ways to turn a string into elements or code.
const FORBIDDEN: &[&str] = &[
    "inner_html",
    "innerHTML",
    "outer_html",
    "outerHTML",
    "insert_adjacent_html",
    "insertAdjacentHTML",
    "document.write",
    "create_contextual_fragment",
    "createContextualFragment",
    "DomParser",
    "DOMParser",
    "eval(",
    "new Function",
    "js_sys::eval",
    "Function::new_with_args",
];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "js" || e == "html")
        {
            out.push(path);
        }
    }
}

#[test]
fn nothing_from_a_file_or_link_can_become_markup_or_code() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = app.parent().expect("the workspace");
    let mut sources = Vec::new();
    files(&app.join("src"), &mut sources);
    files(&root.join("engine").join("src"), &mut sources);
    files(&root.join("public"), &mut sources);
    sources.push(root.join("index.html"));
    assert!(
        sources.len() > 10,
        "the scan found the sources: {sources:?}"
    );
    // This file names what it looks for.
    let this = app.join("src").join("tests").join("no_markup.rs");
    assert!(
        sources.contains(&this),
        "the scan found this file: {sources:?}"
    );
    let mut found = Vec::new();
    for path in sources.iter().filter(|p| **p != this) {
        let text = fs::read_to_string(path).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            // Doc comments may name what is never used.
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for word in FORBIDDEN {
                if code.contains(word) {
                    found.push(format!("{}:{}: {word}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "markup or code from strings: {found:#?}");
}
