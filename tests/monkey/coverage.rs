//! What a round must have reached: every kind of check, many times, for the round of every
//! event; and besides the checks it made, the keyboard's own effects (points placed
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

/// A run of n events (a seeded one) must have checked what the README says it checks, many
/// times: the texts and numbers after every event, undo and redo after every edit (at least
/// n/10), the runs against the monkey's replay (n/3, n/10 of them after edits of the points),
/// the timelines (n/100 states), and from 20,000 events on, 150 distinct widgets, n/200 events
/// in each workspace, n/100 lecture
/// scenes shown, n/5000 exercise Checks pressed and n/1000 scenes opened on the stage and checked
/// (11,749 events of the default seed: 544 scenes, 8 Checks, 44 on the stage).
pub(super) fn assert_checked_enough(stats: &Stats) {
    let n = stats.events;
    let at_least = |what: &str, got: u64, want: u64| {
        assert!(
            got >= want,
            "monkey: only {got} {what} in {n} events (at least {want})"
        );
    };
    at_least(
        "texts-and-numbers checks",
        u64::from(stats.finite_checks),
        n,
    );
    at_least("undo checks", u64::from(stats.undo_checks), n / 10);
    at_least("replay checks", u64::from(stats.replay_checks), n / 3);
    at_least(
        "replay checks after edits",
        u64::from(stats.replay_checks_after_edits),
        n / 11,
    );
    at_least(
        "timeline states checked",
        u64::from(stats.timeline_checks),
        n / 100,
    );
    if n >= CI_EVENTS as u64 {
        at_least("distinct widgets", stats.widgets_clicked.len() as u64, 150);
        for workspace in Workspace::ALL {
            at_least(
                &format!("events in the {workspace:?} workspace"),
                u64::from(
                    stats
                        .workspaces
                        .get(&format!("{workspace:?}"))
                        .copied()
                        .unwrap_or(0),
                ),
                n / 200,
            );
        }
        at_least(
            "lecture scenes shown",
            u64::from(stats.scenes_shown),
            n / 100,
        );
        at_least(
            "exercise Checks pressed",
            u64::from(stats.checks_pressed),
            n / 5000,
        );
        at_least(
            "scenes checked on the stage",
            u64::from(stats.stage_checks),
            n / 1000,
        );
    }
}
