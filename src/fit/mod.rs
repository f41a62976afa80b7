//! Overfitting, regularization and validation (lectures 13–15), without a window: the
//! lecture-13 target ([`target`]: Learning from Data's Legendre experiment), polynomial fits
//! with weight decay and their exact E_out ([`poly`]), V-fold cross-validation and a held-out
//! D_val ([`validation`]), and the lectures' experiments averaged over many seeded runs
//! ([`experiment`]: one run; [`survey`]: the heat maps of the overfit measure, the learning
//! curves and the validation curve over K, on every core or one slice at a time), and
//! lecture 14's picture in the plane of two weights, L2 beside L1 ([`weight_space`]), and its
//! measurement of the best λ growing with the noise ([`best_lambda`]); lecture 16's data
//! snooping measured, a test set's error of the degree it chose against the honest route's
//! ([`snooping`]); and the same duel in classification, Φ_Q in the plane on a noisy circle's
//! labels ([`classify`]).

pub mod best_lambda;
pub mod classify;
pub mod experiment;
pub mod poly;
pub mod snooping;
pub mod survey;
pub mod target;
pub mod validation;
pub mod weight_space;

use std::fmt;

use thiserror::Error;

pub use best_lambda::{LambdaCurve, LambdaCurves, LambdaGrid, NoiseKind};
pub use classify::{Classifier, Duel, NoisyCircle, PlaneFit, PlaneG};
pub use experiment::{Trial, TrialErrors};
pub use poly::{PolyFit, Polynomial};
pub use snooping::{Snooping, SnoopingMedians};
pub use survey::{Control, FinishedCell, Study, Survey, SurveyGrid};
pub use target::{LegendreTarget, RegressionPoints};
pub use validation::{
    CrossValidation, Fold, Holdout, SplitOrder, cross_validate_learner, cross_validate_poly,
    holdout_poly,
};
pub use weight_space::{Constrained, TwoWeights, WeightPicture};

use crate::data::DataError;
use crate::learn::SettingsError;
use crate::t;

/// Why a fit, a validation or a survey cannot be made.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum FitError {
    /// V folds asked of N points: V must be 2 to N.
    Folds {
        folds: usize,
        n: usize,
    },
    /// K validation points asked of N: K must be 1 to N − 1.
    Holdout {
        k: usize,
        n: usize,
    },
    /// A survey's grid that is empty or out of range.
    Grid(GridProblem),
    /// The learner's settings, or the points of a fold it cannot learn on.
    Settings(#[from] SettingsError),
    Data(#[from] DataError),
}

impl fmt::Display for FitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Folds { folds, n } => t!(
                "fit-error-folds",
                folds = folds.to_string(),
                n = n.to_string()
            ),
            Self::Holdout { k, n } => {
                t!("fit-error-holdout", k = k.to_string(), n = n.to_string())
            }
            Self::Grid(problem) => t!("fit-error-grid", what = problem.text()),
            Self::Settings(error) => error.to_string(),
            Self::Data(error) => error.to_string(),
        };
        f.write_str(&text)
    }
}

/// What is wrong in a survey's grid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GridProblem {
    /// No N, no value on the second axis, or no runs.
    Empty,
    /// A fit's degree above [`survey::MAX_FIT_DEGREE`].
    FitDegree,
    /// An N below this many points (the larger fit's weights).
    TooFewPoints(usize),
    /// λ negative or not a number.
    Lambda,
    /// A value of the second axis out of its range.
    Second(f64),
    /// σ² negative or not a number.
    Sigma2,
    /// Q_f above [`survey::MAX_TARGET_DEGREE`].
    TargetDegree,
}

impl GridProblem {
    fn text(self) -> String {
        match self {
            Self::Empty => t!("fit-grid-empty").to_owned(),
            Self::FitDegree => t!("fit-grid-degree", max = survey::MAX_FIT_DEGREE.to_string()),
            Self::TooFewPoints(min) => t!("fit-grid-n", min = min.to_string()),
            Self::Lambda => t!("fit-grid-lambda").to_owned(),
            Self::Second(value) => t!("fit-grid-second", value = value.to_string()),
            Self::Sigma2 => t!("fit-grid-sigma2").to_owned(),
            Self::TargetDegree => t!("fit-grid-qf", max = survey::MAX_TARGET_DEGREE.to_string()),
        }
    }
}
