//! Seeded sets of points of several classes: four blobs (□ ◇ △ ☆), three classes in a row
//! (where hard one-versus-all leaves regions no class claims), and one large class against
//! several small ones (the imbalance one-versus-all suffers from).

use glam::DVec2;
use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;

use crate::app::document::Point;
use crate::app::document::presets::gaussian_pair;
use crate::app::prefs::MulticlassPreset;

/// The most points a preset of several classes makes.
pub const MAX_POINTS: usize = 5_000;

impl MulticlassPreset {
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
    use crate::app::prefs::MulticlassPresetKind;

    #[test]
    fn every_class_has_points_and_the_same_seed_gives_the_same_points() {
        for kind in MulticlassPresetKind::ALL {
            let preset = MulticlassPreset {
                kind,
                ..MulticlassPreset::default()
            };
            let points = preset.points();
            assert_eq!(points.len(), 80);
            assert_eq!(points, preset.points());
            let classes = kind.blobs().0.len();
            for k in 0..classes {
                assert!(points.iter().any(|p| p.class == Some(k)), "{kind:?} {k}");
            }
        }
        let many = MulticlassPreset {
            kind: MulticlassPresetKind::OneAgainstMany,
            ..MulticlassPreset::default()
        }
        .points();
        let big = many.iter().filter(|p| p.class == Some(0)).count();
        assert!(big > 40, "one class holds most points: {big}");
    }
}
