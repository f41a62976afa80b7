//! Whether a task's parameters are in range, for each kind of check (a script with one out of
//! range is refused when it is read, and the task editor's fields stay within them).

use super::{Check, Goal, circle, coins, features, hoeffding, vc};

impl Check {
    /// The parameters are in range: a tolerance a finite number ≥ 0 (an angle below 180°), a
    /// count of points to add at least 1.
    pub fn is_valid(&self) -> bool {
        match self {
            Self::PredictUpdate { degrees } | Self::PredictFinal { degrees } => {
                degrees.is_finite() && (0.0..180.0).contains(degrees)
            }
            Self::ClassUpdate { class, degrees } => {
                *class >= 1 && degrees.is_finite() && (0.0..180.0).contains(degrees)
            }
            Self::ErrorAt { score, within, .. } => {
                score.is_finite() && within.is_finite() && *within >= 0.0
            }
            Self::PredictNumber { within, .. } => within.is_finite() && *within >= 0.0,
            // Fewer than 3 points are always separable: `reference` says so.
            Self::MakeImpossible { .. } => true,
            Self::SlowDown { max_added, .. } => *max_added >= 1,
            Self::FlipToPerfect => true,
            Self::Spoil { max_added } => *max_added >= 1,
            Self::PcaTurn { degrees, max_moved } => {
                degrees.is_finite() && (0.0..90.0).contains(degrees) && *max_moved >= 1
            }
            Self::KMeansMove {
                centres,
                centre,
                distance,
            } => {
                (1..=centres.len()).contains(centre)
                    && distance.is_finite()
                    && *distance > 0.0
                    && centres.iter().flatten().all(|v| v.is_finite())
            }
            Self::Tune(Goal::CrossEntropy { at_most, .. }) => at_most.is_finite() && *at_most > 0.0,
            Self::Tune(Goal::SupportVectors { count }) => *count >= 1,
            Self::PlaceDichotomies {
                points, realised, ..
            } => vc::place_is_valid(*points, *realised),
            Self::VcNumber { question, within } => vc::number_is_valid(question, *within),
            Self::FeatureCount { degree } => features::is_valid(*degree),
            Self::CircleRadius { axis, within, .. } => circle::is_valid(*axis, *within),
            Self::SeparatingFeatures | Self::FitNumber { .. } => true,
            Self::BinsNumber { question, within } => hoeffding::is_valid(question, *within),
            Self::CoinFlips { flips } => coins::is_valid(*flips),
        }
    }
}
