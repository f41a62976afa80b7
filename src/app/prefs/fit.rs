//! What the teacher sets up for the Fit workspace, saved with the preferences and in lessons:
//! the lecture-13 target the points are drawn from (Q_f, σ², N, the seed, the region of x), the
//! two fits' degrees and weight decay λ, the validation's folds, degree and held-out K, and the
//! heat maps' experiment and runs, and whether the plane of two weights is drawn; and whether it
//! fits on the line or classifies in the plane, with which learner and label noise.

use serde::{Deserialize, Serialize};

use crate::fit::{Classifier, NoiseKind, Study};
use crate::lesson::fit::FitPart;

/// The largest degree a fit on the plane takes (the table that chooses Q by E_cv goes to 10).
pub const MAX_PLANE_DEGREE: u8 = 20;
use crate::lesson::fit::Split;
pub use crate::lesson::fit::{Choose, FitMode, MAX_DRAWN, MAX_PLANE_TARGET};

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
    /// K, the points held out as D_val (0: none).
    pub holdout: usize,
    /// The last K points, or K chosen by the seed.
    pub split: Split,
    /// [a, b]: the draw's x on it (sampling bias when it is a part of [−1, 1]).
    pub region: [f64; 2],
    /// The heat map (or curves) is computed as soon as the workspace shows these settings: a
    /// lecture's scene that shows a map sets it, with few runs, so that the map comes by itself.
    pub compute_on_show: bool,
    /// Lecture 14's picture in the plane of two weights, and which ball it draws.
    pub weights: WeightView,
    /// The second fit at the lecture's four λ side by side, in the panel.
    pub four_lambdas: bool,
    /// The best λ against the noise's level, for this kind of noise (none: not shown).
    pub best_lambda: Option<NoiseKind>,
    /// Regression on the line, or classification in the plane.
    pub mode: FitMode,
    /// In the plane: linear or logistic regression.
    pub classifier: Classifier,
    /// In the plane: p, the rate at which the target's labels are flipped.
    pub flip: f64,
    /// Whether data snooping is measured and shown (lecture 16).
    pub snooping: bool,
    /// Whether the plane draws each fold's g⁻ (a lecture's scenes before validation leave them
    /// out).
    pub folds_drawn: bool,
    /// Whether the plane draws the g that E_cv chooses, and the figure's words name it (a
    /// scene that asks which Q or λ E_cv chooses leaves it out).
    pub choice_drawn: bool,
}

/// Whether the panel draws the plane of the weights (w₀, w₁), with the L2 circle or the L1 ball.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeightView {
    #[default]
    Hidden,
    /// wᵀw ≤ C and weight decay's w_REG.
    L2,
    /// |w₀| + |w₁| ≤ C₁ and the L1-regularized w.
    L1,
}

impl Default for FitPrefs {
    /// The lecture's picture: the core's defaults (a 10th-order target with noise, 15 points,
    /// g₂ against g₁₀).
    fn default() -> Self {
        let part = FitPart::default();
        Self {
            q_f: part.q_f,
            sigma2: part.sigma2,
            n: part.n,
            seed: part.seed,
            degrees: part.degrees,
            lambda: part.lambda,
            folds: part.folds,
            validated_degree: part.validated_degree,
            choose: part.choose,
            study: part.study,
            runs: part.runs,
            holdout: part.holdout,
            split: part.split,
            region: part.region,
            compute_on_show: false,
            weights: WeightView::Hidden,
            four_lambdas: false,
            best_lambda: None,
            mode: part.mode,
            classifier: part.classifier,
            flip: part.flip,
            snooping: part.snooping,
            folds_drawn: true,
            choice_drawn: true,
        }
    }
}

impl From<&FitPrefs> for FitPart {
    /// The core's view of the settings, as a lesson keeps them.
    fn from(prefs: &FitPrefs) -> Self {
        Self {
            q_f: prefs.q_f,
            sigma2: prefs.sigma2,
            n: prefs.n,
            seed: prefs.seed,
            degrees: prefs.degrees,
            lambda: prefs.lambda,
            folds: prefs.folds,
            validated_degree: prefs.validated_degree,
            choose: prefs.choose,
            study: prefs.study,
            runs: prefs.runs,
            holdout: prefs.holdout,
            split: prefs.split,
            region: prefs.region,
            mode: prefs.mode,
            classifier: prefs.classifier,
            flip: prefs.flip,
            snooping: prefs.snooping,
        }
    }
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
        prefs.fit.mode = FitMode::Classification;
        prefs.fit.classifier = Classifier::Logistic;
        prefs.fit.flip = 0.2;
        let text = serde_json::to_string(&prefs).expect("written");
        let back: Prefs = serde_json::from_str(&text).expect("read back");
        assert_eq!(back.fit, prefs.fit);
        let older: Prefs = serde_json::from_str(r#"{"workspace": "transform"}"#).expect("read");
        assert_eq!(older.fit, FitPrefs::default());
        // The core reads what the window wrote, and assumes the window's defaults.
        let written = serde_json::to_value(&prefs.fit).expect("written");
        let part: FitPart = serde_json::from_value(written).expect("the core reads it");
        assert_eq!(part, FitPart::from(&prefs.fit));
        assert_eq!(FitPart::from(&FitPrefs::default()), FitPart::default());
    }
}
