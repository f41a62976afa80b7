//! Seeded sets of points of several classes: four blobs (□ ◇ △ ☆), three classes in a row
//! (where hard one-versus-all leaves regions no class claims), and one large class against
//! several small ones (the imbalance one-versus-all suffers from).

use glam::DVec2;
use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::app::document::Point;
use crate::app::document::presets::gaussian_pair;
use crate::t;

/// Which set of several classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClassesPresetKind {
    /// Four well-separated blobs in the corners of a square.
    #[default]
    FourBlobs,
    /// Three blobs on a line: the middle one is not separable from the other two together.
    ThreeInARow,
    /// One class of many points in the middle, three small classes around it.
    OneAgainstMany,
}

impl ClassesPresetKind {
    pub const ALL: [Self; 3] = [Self::FourBlobs, Self::ThreeInARow, Self::OneAgainstMany];

    /// The name in the preset menu, in the interface's language.
    pub fn name(self) -> &'static str {
        match self {
            Self::FourBlobs => t!("views-classes-preset-four-blobs"),
            Self::ThreeInARow => t!("views-classes-preset-three-in-a-row"),
            Self::OneAgainstMany => t!("views-classes-preset-one-against-many"),
        }
    }

    /// What a student should expect from it.
    pub fn explanation(self) -> &'static str {
        match self {
            Self::FourBlobs => t!("views-classes-preset-four-blobs-tip"),
            Self::ThreeInARow => t!("views-classes-preset-three-in-a-row-tip"),
            Self::OneAgainstMany => t!("views-classes-preset-one-against-many-tip"),
        }
    }

    /// Each class's centre and share of the points, and the blobs' spread.
    fn blobs(self) -> (&'static [([f64; 2], usize)], f64) {
        match self {
            Self::FourBlobs => (
                &[
                    ([-1.0, -1.0], 1),
                    ([1.0, -1.0], 1),
                    ([1.0, 1.0], 1),
                    ([-1.0, 1.0], 1),
                ],
                0.22,
            ),
            Self::ThreeInARow => (&[([-2.0, 0.0], 1), ([0.0, 0.0], 1), ([2.0, 0.0], 1)], 0.35),
            Self::OneAgainstMany => (
                &[
                    ([0.0, 0.0], 6),
                    ([-2.2, 1.6], 1),
                    ([2.2, 1.6], 1),
                    ([0.0, -2.4], 1),
                ],
                0.45,
            ),
        }
    }
}

/// A set of several classes: its kind, size and seed (saved with the preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassesPreset {
    pub kind: ClassesPresetKind,
    pub n: usize,
    pub seed: u64,
}

impl Default for ClassesPreset {
    fn default() -> Self {
        Self {
            kind: ClassesPresetKind::FourBlobs,
            n: 80,
            seed: 1,
        }
    }
}

/// The most points a preset of several classes makes.
pub const MAX_POINTS: usize = 5_000;

impl ClassesPreset {
    /// The points, each with its class: the classes take turns by their shares.
    pub fn points(&self) -> Vec<Point> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let (blobs, spread) = self.kind.blobs();
        let turns: Vec<usize> = blobs
            .iter()
            .enumerate()
            .flat_map(|(k, &(_, share))| std::iter::repeat_n(k, share))
            .collect();
        (0..self.n.min(MAX_POINTS))
            .map(|i| {
                let k = turns[i % turns.len()];
                let centre = DVec2::from(blobs[k].0);
                Point::of_class(centre + spread * gaussian_pair(&mut rng), k)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_has_points_and_the_same_seed_gives_the_same_points() {
        for kind in ClassesPresetKind::ALL {
            let preset = ClassesPreset {
                kind,
                ..ClassesPreset::default()
            };
            let points = preset.points();
            assert_eq!(points.len(), 80);
            assert_eq!(points, preset.points());
            let classes = kind.blobs().0.len();
            for k in 0..classes {
                assert!(points.iter().any(|p| p.class == Some(k)), "{kind:?} {k}");
            }
        }
        let many = ClassesPreset {
            kind: ClassesPresetKind::OneAgainstMany,
            ..ClassesPreset::default()
        }
        .points();
        let big = many.iter().filter(|p| p.class == Some(0)).count();
        assert!(big > 40, "one class holds most points: {big}");
    }
}
