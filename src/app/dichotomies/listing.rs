//! The labellings of the points under the set chosen, with every set's count beside them, listed
//! a slice a frame: 4,096 labellings of 12 points under four sets take tens of milliseconds, so
//! each frame evaluates at most [`WORK_PER_FRAME`] of them (weighted by the set's cost) and the
//! last whole listing stays on screen meanwhile. A point dragged among twelve moves at the frame's
//! pace and the tiles follow a few times a second; a few points are listed within the frame. The slices count
//! labellings, not time, so the same edits give the same frames on any machine.

use crate::app::document::Point;
use crate::vc::Hypotheses;
use crate::vc::dichotomies::{self, Labelling};

/// The work one frame does at most, in units of an eighth of a labelling tested against lines
/// (a unit is about 0.4 µs in the development machine's release build, busy: some 3.5 ms a
/// frame, and eight points under all four sets within one). A debug build (the tests') is about ten times
/// slower, so it does less a frame, for frames of about the same length.
const WORK_PER_FRAME: usize = if cfg!(debug_assertions) { 1_024 } else { 8_192 };

/// How soon the frame after a slice is asked for: at once, paced by the display's refresh. Not
/// zero, which would ask for a frame this instant (a headless harness then steps the whole
/// listing through as one run): the listing is a frame's worth of work at a time.
pub const NEXT_SLICE: std::time::Duration = std::time::Duration::from_millis(1);

/// What one labelling costs to test under `h`, in those units.
fn cost(h: Hypotheses) -> usize {
    match h {
        // Sorting x₁ and a scan.
        Hypotheses::Rays | Hypotheses::Intervals => 1,
        Hypotheses::Lines => 8,
        // The hull of the ○, and each × located in it.
        Hypotheses::Convex => 2,
    }
}

/// The labellings of some points under one set, and every set's count on them.
pub struct Listed {
    /// The identity of the points listed.
    pub data_id: u64,
    pub hypotheses: Hypotheses,
    /// The points as the window held them (a tile's click relabels them).
    pub carried_points: Vec<Point>,
    pub points: Vec<[f64; 2]>,
    /// Every labelling, or why they cannot be listed (too many points).
    pub labellings: Result<Vec<Labelling>, String>,
    /// The labellings each set realises on these points, in [`Hypotheses::ALL`]'s order.
    pub counts: [Result<usize, String>; 4],
}

/// What is to be listed: the points' identity and the set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    pub data_id: u64,
    pub hypotheses: Hypotheses,
}

/// The listing shown and the one under way.
#[derive(Default)]
pub struct Listing {
    pub shown: Option<Listed>,
    under_way: Option<Slices>,
}

/// A listing made a slice at a time: the chosen set's labellings first, then the other sets'
/// counts.
struct Slices {
    listed: Listed,
    /// The sets still to go through, the one under way first, with the next labelling's index.
    sets: Vec<(Hypotheses, usize)>,
}

impl Listing {
    /// Brings the listing toward `key` for `points` (the window's, their (x₁, x₂)) by one
    /// frame's work; whether work is left.
    pub fn follow(&mut self, key: Key, carried: &[Point], points: Vec<[f64; 2]>) -> bool {
        if self.shown.as_ref().is_some_and(|l| l.key() == key) {
            self.under_way = None;
            return false;
        }
        // A listing under way for older points is finished first (points dragged on would
        // otherwise restart it every frame), then the newest points are listed.
        let slices = self
            .under_way
            .get_or_insert_with(|| Slices::new(key, carried.to_vec(), points));
        if slices.advance(WORK_PER_FRAME) {
            self.shown = self.under_way.take().map(|s| s.listed);
            return self.shown.as_ref().is_some_and(|l| l.key() != key);
        }
        true
    }

    /// Forgets the listing (another set was chosen).
    pub fn forget(&mut self) {
        self.shown = None;
        self.under_way = None;
    }

    /// Whether a listing is under way.
    pub fn is_pending(&self) -> bool {
        self.under_way.is_some()
    }
}

impl Listed {
    pub fn key(&self) -> Key {
        Key {
            data_id: self.data_id,
            hypotheses: self.hypotheses,
        }
    }
}

impl Slices {
    fn new(key: Key, carried_points: Vec<Point>, points: Vec<[f64; 2]>) -> Self {
        let listable = dichotomies::listable(&points).map_err(|e| e.to_string());
        let others = Hypotheses::ALL.into_iter().filter(|&h| h != key.hypotheses);
        let sets = match &listable {
            Ok(()) => std::iter::once(key.hypotheses)
                .chain(others)
                .map(|h| (h, 0))
                .collect(),
            Err(_) => Vec::new(),
        };
        let listed = Listed {
            data_id: key.data_id,
            hypotheses: key.hypotheses,
            carried_points,
            counts: Hypotheses::ALL.map(|_| listable.clone().map(|()| 0)),
            labellings: listable.map(|()| Vec::with_capacity(1 << points.len())),
            points,
        };
        Self { listed, sets }
    }

    /// Tests labellings for at most `work` units; whether the listing is whole.
    fn advance(&mut self, mut work: usize) -> bool {
        // Listable points only come with sets to go through (at most 12: no overflow).
        let all = 1usize
            .checked_shl(self.listed.points.len() as u32)
            .unwrap_or(0);
        while let Some((h, next)) = self.sets.first_mut() {
            let h = *h;
            let slot = Hypotheses::ALL.iter().position(|&s| s == h).unwrap_or(0);
            while *next < all {
                if work < cost(h) {
                    return false;
                }
                work -= cost(h);
                let labelling = dichotomies::labelling(h, &self.listed.points, *next);
                if labelling.realised.is_yes()
                    && let Ok(count) = &mut self.listed.counts[slot]
                {
                    *count += 1;
                }
                if h == self.listed.hypotheses
                    && let Ok(list) = &mut self.listed.labellings
                {
                    list.push(labelling);
                }
                *next += 1;
            }
            self.sets.remove(0);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::document::Label;

    fn circle(n: usize) -> (Vec<Point>, Vec<[f64; 2]>) {
        let points: Vec<[f64; 2]> = (0..n)
            .map(|k| {
                let angle = std::f64::consts::TAU * k as f64 / n as f64;
                [angle.cos(), angle.sin()]
            })
            .collect();
        let carried = points
            .iter()
            .map(|p| Point::new(p[0], p[1], Label::Negative))
            .collect();
        (carried, points)
    }

    fn count(listed: &Listed, h: Hypotheses) -> Result<usize, String> {
        let slot = Hypotheses::ALL.iter().position(|&s| s == h).expect("a set");
        listed.counts[slot].clone()
    }

    #[test]
    fn many_points_are_listed_over_frames_and_arrive_whole() {
        let (carried, points) = circle(10);
        let key = Key {
            data_id: 7,
            hypotheses: Hypotheses::Lines,
        };
        let mut listing = Listing::default();
        let mut frames = 1;
        while listing.follow(key, &carried, points.clone()) {
            frames += 1;
            assert!(listing.shown.is_none(), "nothing half-listed is shown");
        }
        assert!(
            frames > 1,
            "1,024 labellings under four sets take more than a frame"
        );
        let shown = listing.shown.as_ref().expect("listed");
        assert_eq!(shown.key(), key);
        // On a circle: lines the most (N² − N + 2), convex sets every labelling.
        assert_eq!(count(shown, Hypotheses::Lines), Ok(92));
        assert_eq!(count(shown, Hypotheses::Convex), Ok(1024));
        let whole = dichotomies::labellings(Hypotheses::Lines, &points).expect("10 points");
        assert_eq!(shown.labellings.as_ref(), Ok(&whole));
    }

    #[test]
    fn a_few_points_are_listed_within_the_frame_and_too_many_are_refused() {
        let (carried, points) = circle(4);
        let key = Key {
            data_id: 1,
            hypotheses: Hypotheses::Intervals,
        };
        let mut listing = Listing::default();
        assert!(!listing.follow(key, &carried, points));
        let shown = listing.shown.as_ref().expect("listed");
        assert_eq!(count(shown, Hypotheses::Intervals), Ok(11));
        let (carried, points) = circle(100);
        let key = Key { data_id: 2, ..key };
        assert!(!listing.follow(key, &carried, points));
        let shown = listing.shown.as_ref().expect("refused");
        assert!(shown.labellings.is_err());
        assert!(count(shown, Hypotheses::Lines).is_err());
    }
}
