//! Protoplay in the browser.
pub fn mount() {}
