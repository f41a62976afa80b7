//! What the teacher sets up for Classify's panels and comparisons, saved with the preferences
//! and in lessons: what one Step of a comparison advances, which curves the loss and E_in panels
//! draw, the weight-space view's slice, and the theory panel's switches.

use serde::{Deserialize, Serialize};

use crate::learn::{self, Algorithm, Budget};
use crate::loss::ErrorMeasure;

/// The default budget: enough for PLA on any separable preset, small enough that PLA on
/// non-separable points stops within seconds.
pub const DEFAULT_MAX_UPDATES: u64 = 10_000;
/// The speed slider's range, in updates per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f64> = 1.0..=100_000.0;

/// What the teacher sets up for the Classify workspace: the learner and the one compared with it,
/// the speed, and what its panels draw. Saved among the preferences' own fields, as lessons
/// always wrote them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassifyPrefs {
    pub learner: learn::Settings,
    /// Updates per second while playing.
    pub speed: f64,
    /// Which curves the loss panel draws.
    pub loss_view: LossCurves,
    /// The E_in panel's toggles: which errors, log scale.
    pub history: HistoryCurves,
    /// The theory panel, αₙ, w_f, the vote region.
    pub theory: TheoryOptions,
    /// The weight-space view beside the plane.
    pub weight_space: WeightSpacePrefs,
    /// The learner compared with the first on the same points, if any.
    pub compare: Option<learn::Settings>,
    /// What one Step advances each run of a comparison by.
    pub compare_by: StepUnit,
    /// The cost of a false accept and of a false reject (lecture 8), the points' weights for the
    /// learners that take them; kept when the learner changes.
    pub costs: learn::PointWeights,
}

impl Default for ClassifyPrefs {
    fn default() -> Self {
        Self {
            learner: learn::Settings {
                budget: Budget {
                    max_updates: Some(DEFAULT_MAX_UPDATES),
                    max_visits: None,
                },
                ..learn::Settings::new(Algorithm::Pla)
            },
            speed: 10.0,
            loss_view: LossCurves::default(),
            history: HistoryCurves::default(),
            theory: TheoryOptions::default(),
            weight_space: WeightSpacePrefs::default(),
            compare: None,
            compare_by: StepUnit::default(),
            costs: learn::PointWeights::Equal,
        }
    }
}

/// What one Step of a comparison advances each run by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum StepUnit {
    /// One update each (PLA: the scan to its next mistake and the correction).
    #[default]
    Update,
    /// One visit of one point each.
    Visit,
}

/// Which lines the E_in panel draws, and on which scale: what a teacher sets, saved with the
/// preferences and in lessons.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct HistoryCurves {
    /// Plot log₁₀ of the errors.
    pub log_scale: bool,
    /// The measures whose lines are hidden.
    hidden: Vec<ErrorMeasure>,
    /// Hide the pocket answer ŵ's lines.
    pub hide_answer: bool,
}

impl HistoryCurves {
    /// Whether the lines of `measure` are drawn.
    pub fn is_shown(&self, measure: ErrorMeasure) -> bool {
        !self.hidden.contains(&measure)
    }

    /// Shows or hides the lines of `measure`.
    pub fn set_shown(&mut self, measure: ErrorMeasure, shown: bool) {
        self.hidden.retain(|&m| m != measure);
        if !shown {
            self.hidden.push(measure);
        }
    }
}

/// What the view shows, kept with the preferences.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WeightSpacePrefs {
    /// The view beside the plane.
    pub show: bool,
    /// The error whose E_in is shaded.
    pub measure: ErrorMeasure,
    /// `Some(w₀)`: the slice stays at this w₀; `None`: it follows the w shown.
    pub hold_w0: Option<f64>,
    /// The same slice under the 0/1, squared, cross-entropy and hinge errors side by side.
    pub compare_errors: bool,
    /// The view in the plane's place (a projector's whole width for it) instead of beside it.
    pub in_place: bool,
}

impl Default for WeightSpacePrefs {
    fn default() -> Self {
        Self {
            show: false,
            measure: ErrorMeasure::ZeroOne,
            hold_w0: None,
            compare_errors: false,
            in_place: false,
        }
    }
}

/// Which curves the loss-comparison panel draws: what a teacher sets, saved with the
/// preferences and in lessons.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LossCurves {
    /// The measures whose curves (and markers) are drawn.
    shown: Vec<ErrorMeasure>,
}

impl Default for LossCurves {
    fn default() -> Self {
        Self {
            shown: vec![
                ErrorMeasure::ZeroOne,
                ErrorMeasure::ScaledCrossEntropy,
                ErrorMeasure::Squared,
                ErrorMeasure::Hinge,
            ],
        }
    }
}

impl LossCurves {
    /// Whether the curve of `measure` (and its markers) is drawn.
    pub fn is_shown(&self, measure: ErrorMeasure) -> bool {
        self.shown.contains(&measure)
    }

    /// Shows or hides the curve of `measure`.
    pub fn set_shown(&mut self, measure: ErrorMeasure, shown: bool) {
        self.shown.retain(|&m| m != measure);
        if shown {
            self.shown.push(measure);
        }
    }

    /// The shown measures, in the order of [`ErrorMeasure::ALL`].
    pub(in crate::app) fn shown_measures(&self) -> Vec<ErrorMeasure> {
        ErrorMeasure::ALL
            .into_iter()
            .filter(|m| self.is_shown(*m))
            .collect()
    }
}

/// The theory panel's switches (the panel, αₙ, w_f, the vote region), saved with the preferences.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TheoryOptions {
    /// The theory panel on the right (update geometry, convergence).
    pub show_panel: bool,
    /// αₙ beside each point (small N).
    pub show_alphas: bool,
    /// The widest separator w_f as a faint line.
    pub show_w_f: bool,
    /// The voted perceptron's vote region, shaded.
    pub show_vote: bool,
}

impl Default for TheoryOptions {
    fn default() -> Self {
        Self {
            show_panel: true,
            show_alphas: false,
            show_w_f: false,
            show_vote: true,
        }
    }
}
