//! What the teacher sets up for the Fit workspace, saved with the preferences and in lessons:
//! the lecture-13 target the points are drawn from (Q_f, σ², N, the seed), the two fits' degrees
//! and weight decay λ, the validation's folds and degree, and the heat maps' experiment and runs.

use serde::{Deserialize, Serialize};

use crate::fit::Study;
use crate::fit::survey::LECTURE_RUNS;

/// The largest degree a fit on the plane takes (the table that chooses Q by E_cv goes to 10).
pub const MAX_PLANE_DEGREE: u8 = 20;
/// The largest target degree Q_f drawn on the plane.
pub const MAX_PLANE_TARGET: u8 = 50;
/// The most points drawn from the target at once.
pub const MAX_DRAWN: usize = 1000;

/// The target, the fits, the validation and the heat maps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct FitPrefs {
    /// Q_f, the target's degree.
    pub q_f: u8,
    /// σ², the noise's variance.
    pub sigma2: f64,
    /// N, the points drawn from the target.
    pub n: usize,
    pub seed: u64,
    /// The two fits' degrees Q (the lecture's g₂ and g₁₀).
    pub degrees: [u8; 2],
    /// Weight decay λ ≥ 0 of every fit, in the course's form w_REG = (ZᵀZ + λI)⁻¹Zᵀy.
    pub lambda: f64,
    /// V, the folds of cross-validation (V = N is leave-one-out).
    pub folds: usize,
    /// The degree validated fold by fold (and whose λ is chosen, when λ is).
    pub validated_degree: u8,
    /// What cross-validation chooses: Q over 0 … 10, or λ over a list.
    pub choose: Choose,
    /// The heat map or the learning curves computed.
    pub study: Study,
    /// Runs averaged in each cell.
    pub runs: usize,
}

impl Default for FitPrefs {
    /// The lecture's picture: a 10th-order target with noise, 15 points, g₂ against g₁₀.
    fn default() -> Self {
        Self {
            q_f: 10,
            sigma2: 0.5,
            n: 15,
            seed: 1,
            degrees: [2, 10],
            lambda: 0.0,
            folds: 5,
            validated_degree: 2,
            choose: Choose::Degree,
            study: Study::Noise,
            runs: LECTURE_RUNS / 4,
        }
    }
}

/// What cross-validation chooses by E_cv.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choose {
    /// The degree Q, with the settings' λ.
    #[default]
    Degree,
    /// Weight decay λ, at the validated degree.
    Lambda,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::prefs::Prefs;

    #[test]
    fn a_lesson_keeps_the_fits_and_an_older_one_reads_the_lecture() {
        let mut prefs = Prefs::default();
        prefs.fit.degrees = [3, 7];
        prefs.fit.study = Study::Complexity;
        prefs.fit.choose = Choose::Lambda;
        let text = serde_json::to_string(&prefs).expect("written");
        let back: Prefs = serde_json::from_str(&text).expect("read back");
        assert_eq!(back.fit, prefs.fit);
        let older: Prefs = serde_json::from_str(r#"{"workspace": "transform"}"#).expect("read");
        assert_eq!(older.fit, FitPrefs::default());
    }
}
