//! How much of the browser's storage the library uses, and when to warn.
//!
//! Local storage has a quota per site, counted in UTF-16 code units of keys and values:
//! measured in this machine's Chromium, 5,242,880 (writes fail past 4.7 M plus a 0.5 M chunk;
//! Firefox and Safari allow about as much). JSON is ASCII, so a unit is a byte here.

use super::kv::stored_size;

/// The site's local-storage quota in Chromium, in UTF-16 code units.
pub const QUOTA: usize = 5 * 1024 * 1024;
/// From this share of the quota on, the library warns.
pub const WARN_SHARE: f64 = 0.8;

/// What storage holds, as local storage counts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// The library's keys (games, tables, damaged entries, the old document).
    pub library: usize,
    /// Every key of the site (the library's, the open table's marker, older per-game slots,
    /// anything else stored for this address).
    pub site: usize,
}

/// How full storage is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Room {
    Plenty,
    /// Past [`WARN_SHARE`]: time to download a backup and make room.
    NearlyFull,
}

impl Usage {
    /// Adds up `(key, size)` pairs, `is_library` telling the library's keys apart.
    pub fn of<'a>(
        sizes: impl IntoIterator<Item = (&'a String, &'a usize)>,
        is_library: impl Fn(&str) -> bool,
    ) -> Self {
        let mut usage = Usage::default();
        for (key, size) in sizes {
            usage.site += size;
            if is_library(key) {
                usage.library += size;
            }
        }
        usage
    }

    /// The share of the quota the site uses, 0 to 1 (or past 1 if a browser allows more).
    pub fn share(&self) -> f64 {
        self.site as f64 / QUOTA as f64
    }

    pub fn room(&self) -> Room {
        if self.share() >= WARN_SHARE {
            Room::NearlyFull
        } else {
            Room::Plenty
        }
    }

    /// The sentence the library shows.
    pub fn describe(&self) -> String {
        let mut s = format!(
            "Your library uses {} of the about {} this browser keeps for Protoplay ({}% used in all).",
            size_label(self.library),
            size_label(QUOTA),
            (self.share() * 100.0).round() as u64
        );
        if self.site > self.library + 1024 {
            s.push_str(&format!(
                " Other data this site keeps takes {}.",
                size_label(self.site - self.library)
            ));
        }
        s
    }
}

/// "812 bytes", "14 KB", "1.2 MB" (1 KB = 1024 units, as the 5 MB quota counts).
pub fn size_label(units: usize) -> String {
    const KB: f64 = 1024.0;
    let n = units as f64;
    if n < KB {
        format!("{units} bytes")
    } else if n < KB * KB {
        format!("{} KB", (n / KB).round() as u64)
    } else {
        format!("{:.1} MB", n / (KB * KB))
    }
}

/// The size one key and value take.
pub fn entry_size(key: &str, value: &str) -> usize {
    stored_size(key, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn sizes_read_as_a_person_would_say_them() {
        assert_eq!(size_label(812), "812 bytes");
        assert_eq!(size_label(14 * 1024 + 100), "14 KB");
        assert_eq!(size_label(QUOTA), "5.0 MB");
        assert_eq!(size_label(1_300_000), "1.2 MB");
    }

    #[test]
    fn usage_warns_past_four_fifths_of_the_quota() {
        let mut sizes = BTreeMap::new();
        sizes.insert("protoplay.table.a".to_string(), QUOTA / 2);
        sizes.insert("protoplay.deity".to_string(), QUOTA / 10);
        let u = Usage::of(&sizes, |k| k.starts_with("protoplay.table."));
        assert_eq!(u.library, QUOTA / 2);
        assert_eq!(u.site, QUOTA / 2 + QUOTA / 10);
        assert_eq!(u.room(), Room::Plenty);
        assert!(
            u.describe()
                .starts_with("Your library uses 2.5 MB of the about 5.0 MB"),
            "{}",
            u.describe()
        );
        assert!(
            u.describe()
                .contains("Other data this site keeps takes 512 KB"),
            "{}",
            u.describe()
        );
        sizes.insert("protoplay.table.b".to_string(), QUOTA / 4);
        assert_eq!(Usage::of(&sizes, |_| true).room(), Room::NearlyFull);
    }
}
