//! Fresh points for E_out: the preset's distribution sampled again with another seed, so the
//! window can say how the answer does on points it never saw (MATH.md's multiclass 0/1 error),
//! and fill a confusion table of them beside the training points'.

use crate::app::document::Point;
use crate::app::prefs::MulticlassPreset;

/// How many fresh points E_out is measured on.
pub const TEST_POINTS: usize = 1_000;
/// Added to the preset's seed for the fresh points (so they are not the training points).
const SEED_OFFSET: u64 = 1_000_003;

/// The fresh points of the current preset, drawn again when the preset changes, and the
/// preset's own points, to tell whether the training points are still them.
#[derive(Default)]
pub struct TestSet {
    drawn_for: Option<MulticlassPreset>,
    points: Vec<Point>,
    training: Vec<Point>,
}

impl TestSet {
    /// Draws the fresh points of `preset` if they are not drawn yet.
    pub fn sync(&mut self, preset: &MulticlassPreset) {
        if self.drawn_for.as_ref() == Some(preset) {
            return;
        }
        let fresh = MulticlassPreset {
            n: TEST_POINTS,
            seed: preset.seed.wrapping_add(SEED_OFFSET),
            ..*preset
        };
        self.points = fresh.points();
        self.training = preset.points();
        self.drawn_for = Some(*preset);
    }

    /// Whether `points` are the preset's own (same places, same classes), so that its fresh
    /// points measure E_out of what was learned from them.
    pub fn trains_on(&self, points: &[Point]) -> bool {
        points.len() == self.training.len()
            && points
                .iter()
                .zip(&self.training)
                .all(|(p, q)| p.x == q.x && p.class() == q.class())
    }

    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The preset they were drawn from.
    pub fn preset(&self) -> Option<&MulticlassPreset> {
        self.drawn_for.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_points_are_not_the_training_points_and_follow_the_preset() {
        let preset = MulticlassPreset::default();
        let mut test = TestSet::default();
        test.sync(&preset);
        assert_eq!(test.points().len(), TEST_POINTS);
        let training = preset.points();
        assert!(training.iter().all(|p| !test.points().contains(p)));
        let before = test.points().to_vec();
        test.sync(&preset);
        assert_eq!(test.points(), before.as_slice(), "drawn once per preset");
        test.sync(&MulticlassPreset { seed: 9, ..preset });
        assert_ne!(test.points(), before.as_slice());
    }
}
