//! Local storage through gloo-storage, with the two failures a person must hear about: storage
//! that cannot be used at all, and storage that is full.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsValue;

/// Why the library could not be written.
#[derive(Clone, Debug, PartialEq)]
pub enum WriteError {
    /// The browser's quota for this site is used up.
    Full,
    Other(String),
}

impl WriteError {
    /// What the person reads.
    pub fn message(&self) -> String {
        match self {
            WriteError::Full => "Browser storage is full, so your latest changes are not saved. Nothing is lost while this tab stays open: download a backup, or delete old tables to make room.".to_string(),
            WriteError::Other(e) => format!("Your changes could not be saved ({e}). Nothing is lost while this tab stays open: download a backup."),
        }
    }
}

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

/// The stored text under `key`, if any.
pub fn read(key: &str) -> Result<Option<String>, String> {
    storage()?.get_item(key).map_err(|e| describe(&e))
}

/// Stores `text` under `key`.
pub fn write(key: &str, text: &str) -> Result<(), WriteError> {
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
