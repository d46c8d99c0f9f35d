//! Bringing the choice to make into view: which highlighted thing on the table to show next,
//! and when the screen may scroll by itself to show one.

/// Every highlighted thing a choice can pick on the table (cards, hex cells, regions), in the
/// page's order.
pub const HIGHLIGHTED: &str = ".play-area .card.target, .play-area .dcell.target";

/// Which of `count` highlighted things "Show next choice" goes to: the one after the thing
/// last shown or focused (`current`), round to the first again; the first when none was.
pub fn next_choice(count: usize, current: Option<usize>) -> Option<usize> {
    match (count, current) {
        (0, _) => None,
        (n, Some(i)) => Some((i + 1) % n),
        (_, None) => Some(0),
    }
}

/// Whether the screen scrolls by itself to the first highlighted thing when the choices
/// change: only when none is in view, and not while the person reads or types elsewhere (the
/// log, the rules panel, a field) or a question is open beside the prompt.
pub fn reveal_first(any_in_view: bool, busy_elsewhere: bool, asking: bool) -> bool {
    !any_in_view && !busy_elsewhere && !asking
}

/// Whether the keyboard focus is somewhere a person reads or types, which a scroll would pull
/// them away from: the side column (players, the log, the rules panel), or a text field.
pub const BUSY_ELSEWHERE: &str =
    ".side, .side *, input, textarea, select, [contenteditable], details.all-choices *";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_choice_goes_round_from_the_one_shown() {
        assert_eq!(next_choice(0, None), None);
        assert_eq!(next_choice(3, None), Some(0));
        assert_eq!(next_choice(3, Some(0)), Some(1));
        assert_eq!(next_choice(3, Some(2)), Some(0));
        assert_eq!(next_choice(1, Some(0)), Some(0));
    }

    #[test]
    fn the_screen_scrolls_only_when_nothing_highlighted_shows_and_nobody_reads_elsewhere() {
        assert!(reveal_first(false, false, false));
        assert!(!reveal_first(true, false, false), "one already in view");
        assert!(
            !reveal_first(false, true, false),
            "reading the log or typing"
        );
        assert!(
            !reveal_first(false, false, true),
            "a question is open beside the prompt"
        );
    }
}
