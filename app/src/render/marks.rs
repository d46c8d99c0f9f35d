//! The mark a placeholder value carries where it is shown (a board, a panel, a chart's row, a
//! start form's field): its words for the eye, for a screen reader and for its tooltip, and the
//! rules panel entry it leads to. Which values are placeholders is the engine's word (each
//! game's readings); this only words the mark.

use protoplay_engine::rules::Reading;

/// What the mark shows: the same word everywhere.
pub const MARK_TEXT: &str = "placeholder";

/// The DOM id of a reading's entry in the rules panel, from its title (titles differ within a
/// game): lower-case letters and digits, anything else one hyphen.
pub fn reading_dom_id(title: &str) -> String {
    let mut id = String::from("reading");
    let mut gap = true;
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            if gap {
                id.push('-');
            }
            id.push(c.to_ascii_lowercase());
            gap = false;
        } else {
            gap = true;
        }
    }
    id
}

/// The mark's name for a screen reader: it begins with the word shown, then says which reading
/// and where the mark leads.
pub fn mark_label(r: &Reading) -> String {
    format!("Placeholder: {}. Show its rules entry", r.title)
}

/// The mark's tooltip: what a placeholder is.
pub fn mark_title(r: &Reading) -> String {
    format!(
        "Not in the rule text: a value the engine fills in until you edit it. Click to read “{}” in the rules panel.",
        r.title
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_games_readings_have_distinct_safe_ids() {
        for game in protoplay_engine::rules::registry::games() {
            let ids: Vec<String> = game
                .readings()
                .iter()
                .map(|r| reading_dom_id(r.title))
                .collect();
            for (id, r) in ids.iter().zip(game.readings()) {
                assert!(
                    id.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                    "{id}"
                );
                assert_eq!(
                    ids.iter().filter(|x| *x == id).count(),
                    1,
                    "{}: “{}” shares its id",
                    game.info().id,
                    r.title
                );
            }
        }
        assert_eq!(
            reading_dom_id("Tripods' Detect and Fire rolls"),
            "reading-tripods-detect-and-fire-rolls"
        );
    }

    #[test]
    fn the_mark_names_its_reading_after_the_word_it_shows() {
        let r = Reading {
            title: "Map size",
            text: "",
            placeholder: true,
            shown: &[],
        };
        let label = mark_label(&r);
        assert!(label.to_lowercase().starts_with(MARK_TEXT), "{label}");
        assert!(label.contains("Map size"));
        assert!(mark_title(&r).contains("“Map size”"));
    }
}
