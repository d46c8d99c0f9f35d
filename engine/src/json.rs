//! Writing a value as a JSON value, the one way the engine and the page do it.

use serde::Serialize;
use serde_json::Value;

/// `x` as a JSON value, by way of its JSON text. The page's program already holds the writer
/// of each type to text (saving needs it); serde_json's own `to_value` would add a second
/// writer of every type written this way, to values.
pub fn to_value<T: Serialize + ?Sized>(x: &T) -> serde_json::Result<Value> {
    serde_json::from_str(&serde_json::to_string(x)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_by_way_of_its_text_is_the_value_serde_json_makes() {
        let def = crate::games::load("deity-starter")
            .expect("built in")
            .expect("valid");
        assert_eq!(
            to_value(&def).expect("writes"),
            serde_json::to_value(&def).expect("writes")
        );
        let odd = (u64::MAX, -1.5e-300_f64, f64::NAN, "\"é\"");
        assert_eq!(
            to_value(&odd).expect("writes"),
            serde_json::to_value(odd).expect("writes")
        );
    }
}
