//! The pure render model: engine state in, positions, labels and colours out. No Leptos here, so
//! all of it is tested natively; the components only draw what these functions return.

pub mod board;
pub mod cards;
pub mod dice;
pub mod editor;
pub mod experiment;
pub mod marks;
pub mod reveal;
pub mod ruled;
pub mod rules_map;
pub mod sim;

/// Colours of the seats, with names so colour is never the only signal: the engine's one table,
/// which ruled games' words ("Player 2 (red ■)") use too.
pub use protoplay_engine::rules::{SEAT_COLOURS, seat_colour};

/// A name for a CSS colour given as `#rrggbb`, for people who cannot tell colours apart: the
/// nearest of a few plain names.
pub fn colour_name(hex: &str) -> &'static str {
    const NAMED: [(&str, (i32, i32, i32)); 12] = [
        ("black", (0, 0, 0)),
        ("grey", (128, 128, 128)),
        ("white", (255, 255, 255)),
        ("red", (200, 40, 40)),
        ("orange", (240, 140, 30)),
        ("yellow", (245, 200, 40)),
        ("green", (46, 125, 50)),
        ("teal", (23, 190, 207)),
        ("blue", (40, 90, 200)),
        ("purple", (120, 70, 160)),
        ("brown", (120, 80, 40)),
        ("pink", (240, 130, 170)),
    ];
    let Some(rgb) = parse_hex(hex) else {
        return "";
    };
    NAMED
        .iter()
        .min_by_key(|(_, (r, g, b))| (rgb.0 - r).pow(2) + (rgb.1 - g).pow(2) + (rgb.2 - b).pow(2))
        .map_or("", |(n, _)| n)
}

/// Whether a label already names a colour ("Green", "dark red"), so adding a colour name would
/// only repeat or contradict it.
pub fn is_colour_word(label: &str) -> bool {
    const WORDS: [&str; 16] = [
        "black", "grey", "gray", "white", "red", "orange", "yellow", "green", "teal", "blue",
        "purple", "brown", "pink", "amber", "violet", "gold",
    ];
    let label = label.to_lowercase();
    label.split_whitespace().any(|w| WORDS.contains(&w))
}

fn parse_hex(s: &str) -> Option<(i32, i32, i32)> {
    let s = s.strip_prefix('#')?;
    if s.len() != 6 || !s.is_ascii() {
        return None;
    }
    let c = |i: usize| i32::from_str_radix(&s[i..i + 2], 16).ok();
    Some((c(0)?, c(2)?, c(4)?))
}

/// Words shown alone as a sentence: the first letter in upper case (the engine's phrases start
/// in lower case, to sit inside a sentence).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_get_plain_names() {
        assert_eq!(colour_name("#2e7d32"), "green");
        assert_eq!(colour_name("#c62828"), "red");
        assert_eq!(colour_name("#fbc02d"), "yellow");
        assert_eq!(colour_name("not a colour"), "");
        assert_eq!(colour_name("#ééé"), "");
    }
}
