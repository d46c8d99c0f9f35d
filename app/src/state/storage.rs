//! The browser's storage, through web-sys: local storage as a [`KeyValue`] ([`LocalKv`]) for
//! the library, plain reads and writes for older per-game slots, the tab's own session
//! storage, file downloads, and timing marks for measurements.
//!
//! After a crash (see `state::crash`) every write is refused: the program stopped in the middle
//! of something, and nothing it holds may be written.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsValue;

use super::persist::KeyValue;
pub use super::persist::WriteError;

/// The browser's local storage, for the few callers that need more than read and write.
pub fn raw() -> Result<web_sys::Storage, String> {
    storage()
}

fn storage() -> Result<web_sys::Storage, String> {
    // `LocalStorage::raw` throws where storage is disabled; ask the window first.
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(_)) => Ok(LocalStorage::raw()),
        _ => Err("this browser does not allow local storage for this page".to_string()),
    }
}

fn stopped() -> WriteError {
    WriteError::Other("Protoplay stopped after an error, so nothing more is written".to_string())
}

/// The stored text under `key`, if any.
pub fn read(key: &str) -> Result<Option<String>, String> {
    storage()?.get_item(key).map_err(|e| describe(&e))
}

/// Stores `text` under `key`.
pub fn write(key: &str, text: &str) -> Result<(), WriteError> {
    if super::crash::crashed() {
        return Err(stopped());
    }
    let s = storage().map_err(WriteError::Other)?;
    s.set_item(key, text).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &JsValue::from_str("name"))
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
            WriteError::Full
        } else {
            WriteError::Other(describe(&e))
        }
    })
}

/// Removes `key`.
pub fn remove(key: &str) -> Result<(), String> {
    if super::crash::crashed() {
        return Err(stopped().to_string());
    }
    storage()?.remove_item(key).map_err(|e| describe(&e))
}

/// Every key in local storage.
pub fn keys() -> Result<Vec<String>, String> {
    let s = storage()?;
    let n = s.length().map_err(|e| describe(&e))?;
    let mut keys = Vec::with_capacity(n as usize);
    for i in 0..n {
        if let Some(k) = s.key(i).map_err(|e| describe(&e))? {
            keys.push(k);
        }
    }
    Ok(keys)
}

/// Local storage as the library's [`KeyValue`]. Holds nothing: it asks the window each time.
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalKv;

impl KeyValue for LocalKv {
    fn keys(&self) -> Result<Vec<String>, String> {
        keys()
    }
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        read(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), WriteError> {
        write(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), String> {
        remove(key)
    }
}

/// This tab's session storage: it survives a reload of the tab, and no other tab shares it.
pub fn session_read(key: &str) -> Option<String> {
    web_sys::window()?
        .session_storage()
        .ok()??
        .get_item(key)
        .ok()?
}

/// Writes to this tab's session storage; whether it took the value (it may be full or turned
/// off). Best effort for what only remembers what was open; the editor's draft says when it
/// could not be kept.
pub fn session_write(key: &str, value: &str) -> bool {
    if super::crash::crashed() {
        return false;
    }
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a key from this tab's session storage (best effort).
pub fn session_remove(key: &str) {
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.remove_item(key);
    }
}

fn describe(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown storage error".to_string())
}

/// Offers `text` to the person as a file download.
pub fn download(filename: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|e| describe(&e))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| describe(&e))?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a = document.create_element("a").map_err(|e| describe(&e))?;
    a.set_attribute("href", &url).map_err(|e| describe(&e))?;
    a.set_attribute("download", filename)
        .map_err(|e| describe(&e))?;
    if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&a) {
        el.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Times `work` as a User Timing measure called `name` (only the latest is kept), which the
/// browser tests read to report how long saving and loading take. Invisible to the person.
pub fn timed<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = web_sys::window().and_then(|w| w.performance());
    let start = format!("{name}:start");
    if let Some(p) = &performance {
        p.clear_marks_with_mark_name(&start);
        let _ = p.mark(&start);
    }
    let result = work();
    if let Some(p) = &performance {
        p.clear_measures_with_measure_name(name);
        let _ = p.measure_with_start_mark(name, &start);
    }
    result
}
