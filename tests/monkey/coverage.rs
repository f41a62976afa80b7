//! What a round reached, besides the checks it made: the keyboard's own effects (points placed
//! by O and X, Enter's pick-ups, put-downs and answers said, the announcements, the pages
//! turned), and the least of each that the keys-only round must reach, so that a keyboard that
//! stopped working (F7 focusing nothing, O placing nothing) fails it instead of passing
//! quietly.

use super::apply::lecture_place;
use super::*;

/// What the window has said so far: how many sentences its log holds and the last one.
pub(super) type Said = (usize, Option<String>);

impl Monkey {
    pub(super) fn said(&self) -> Said {
        let log = self.app().announcements();
        (log.len(), log.last().cloned())
    }

    /// Counts what `ev` reached: a new announcement; for a key, a point O or X placed, an
    /// Enter that said something (a point picked up or put down, a spot answered), a page
    /// turned.
    pub(super) fn count_reach(
        &mut self,
        ev: &Ev,
        points_before: usize,
        said_before: &Said,
        lecture_before: (bool, usize, bool),
    ) {
        let said = self.said() != *said_before;
        self.stats.announced += u32::from(said);
        let Ev::Key { key, mods } = ev else {
            return;
        };
        let placed = self.app().points().len() == points_before + 1;
        match Key::from_name(key) {
            Some(Key::O | Key::X) if *mods == Mods::None && placed => {
                self.stats.placed_by_keys += 1;
            }
            Some(Key::Enter) if said => self.stats.enters_said += 1,
            Some(Key::PageDown | Key::PageUp) if lecture_place(self.app()) != lecture_before => {
                self.stats.pages_turned += 1;
            }
            _ => {}
        }
    }
}

/// A keys-only round of n events (a seeded one) must have reached, with the keys alone: n/300
/// points placed by O and X, n/1500 Enters that said what they did, n/10 events that
/// announced something, n/100 pages turned and n/10 undo checks (3,000 events of the default
/// seed: 23 points placed, 5 Enters, 802 announcements, 59 pages, 394 undo checks).
pub(super) fn assert_keys_reached(stats: &Stats) {
    let n = stats.events;
    for (what, got, want) in [
        ("points placed by O and X", stats.placed_by_keys, n / 300),
        (
            "Enters that said what they did",
            stats.enters_said,
            n / 1500,
        ),
        ("events that announced something", stats.announced, n / 10),
        ("pages turned", stats.pages_turned, n / 100),
        ("undo checks", stats.undo_checks, n / 10),
    ] {
        assert!(
            u64::from(got) >= want,
            "monkey, keys only: only {got} {what} in {n} events (at least {want})"
        );
    }
}
