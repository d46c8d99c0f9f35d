//! A stable sort whose sorting code exists once, whatever is sorted.
//!
//! `slice::sort_by` is compiled again for every element type and comparison it is called with,
//! a large copy each time in every part of the page that sorts. [`sort_by`]
//! sorts the positions of the elements instead (one copy of std's stable sort, on `usize`, with
//! the comparison behind a trait object), then moves the elements into that order; a short slice
//! it sorts in place by insertion. The result is exactly `slice::sort_by`'s: a stable sort by the
//! same comparison, which must be pure (it is not called as often as std's sort calls it).

use std::cmp::Ordering;

/// Sorts `items` by `compare`, keeping the order of equal elements (as `slice::sort_by`).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    if items.len() <= SHORT {
        // A bot's few rivals or a hand: sorted in place, with nothing allocated.
        insertion_sort(items, &mut compare);
        return;
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    sort_positions(&mut order, &mut |a, b| compare(&items[*a], &items[*b]));
    put_in_order(items, &mut order);
}

/// Sorts `items` in their order, keeping the order of equal elements (as `slice::sort`).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` by the key `key` gives, keeping the order of equal elements (as
/// `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Up to this many elements are sorted by [`insertion_sort`].
const SHORT: usize = 16;

/// A stable insertion sort: an element moves left past every element greater than it, and
/// never past an equal one. No copy of std's sort comes with it, so the part of the page every
/// visit loads sorts the library's tens or hundreds of entries with it.
pub fn insertion_sort<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut at = i;
        while at > 0 && compare(&items[at - 1], &items[at]) == Ordering::Greater {
            items.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// The one copy of the sorting code.
#[allow(clippy::disallowed_methods)]
fn sort_positions(order: &mut [usize], compare: &mut dyn FnMut(&usize, &usize) -> Ordering) {
    order.sort_by(compare);
}

/// Moves `items[order[i]]` to `i` for every `i`, one cycle of the permutation at a time.
/// `order` is left as the identity.
fn put_in_order<T>(items: &mut [T], order: &mut [usize]) {
    for start in 0..items.len() {
        let mut at = start;
        while order[at] != start {
            let from = order[at];
            items.swap(at, from);
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as std's stable sort, ties included, on keys with many repeats.
        #[test]
        fn orders_as_the_standard_stable_sort(keys in proptest::collection::vec(0u8..6, 0..60)) {
            let mut mine: Vec<(u8, usize)> = keys.iter().copied().zip(0..).collect();
            let mut std_sorted = mine.clone();
            let descending = |a: &(u8, usize), b: &(u8, usize)| b.0.cmp(&a.0);
            let mut inserted = mine.clone();
            std_sorted.sort_by(descending);
            sort_by(&mut mine, descending);
            prop_assert_eq!(&mine, &std_sorted);
            insertion_sort(&mut inserted, descending);
            prop_assert_eq!(&inserted, &std_sorted);
            let mut by_key = keys.iter().copied().zip(0..).collect::<Vec<(u8, usize)>>();
            sort_by_key(&mut by_key, |p| p.0);
            std_sorted.sort_by_key(|p| p.0);
            prop_assert_eq!(by_key, std_sorted);
        }
    }

    #[test]
    fn floats_sort_by_total_order() {
        let mut v = [3.5, -1.0, f64::NAN, 0.0, -0.0, 2.0];
        sort_by(&mut v, f64::total_cmp);
        let bits: Vec<u64> = v.iter().map(|x| x.to_bits()).collect();
        let mut expected = [3.5, -1.0, f64::NAN, 0.0, -0.0, 2.0];
        expected.sort_by(f64::total_cmp);
        assert_eq!(
            bits,
            expected.iter().map(|x| x.to_bits()).collect::<Vec<_>>()
        );
    }
}
