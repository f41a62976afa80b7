//! The error functions of the margin y·s (MATH.md, "Error functions of the margin ys"), and
//! E_in / E_out: the mean of an error over a set of points.
//!
//! Every function is finite for every finite margin: cross-entropy is computed as a softplus
//! that cannot overflow, and the squared error saturates at `f64::MAX` instead of becoming
//! infinite (it is (1 − ys)², which exceeds the largest double once |ys| passes about 1e154).

use serde::{Deserialize, Serialize};

use crate::data::Dataset;
use crate::t;

/// One of MATH.md's error functions, err(s, y) written as a function of the margin m = y·s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum ErrorMeasure {
    /// [y·s ≤ 0]
    ZeroOne,
    /// (1 − y·s)²
    Squared,
    /// ln(1 + e^{−y·s})
    CrossEntropy,
    /// log₂(1 + e^{−y·s}): an upper bound of 0/1, tangent to it at y·s = 0
    #[value(name = "cross-entropy-log2")]
    ScaledCrossEntropy,
    /// max(0, 1 − y·s)
    Hinge,
    /// max(0, −y·s)
    Perceptron,
}

impl ErrorMeasure {
    pub const ALL: [Self; 6] = [
        Self::ZeroOne,
        Self::Squared,
        Self::CrossEntropy,
        Self::ScaledCrossEntropy,
        Self::Hinge,
        Self::Perceptron,
    ];

    /// The name on the command line (`--measure`) and in its JSON.
    pub fn id(self) -> &'static str {
        match self {
            Self::ZeroOne => "zero-one",
            Self::Squared => "squared",
            Self::CrossEntropy => "cross-entropy",
            Self::ScaledCrossEntropy => "cross-entropy-log2",
            Self::Hinge => "hinge",
            Self::Perceptron => "perceptron",
        }
    }

    /// The name a person reads, in the interface's language.
    pub fn name(self) -> &'static str {
        match self {
            Self::ZeroOne => t!("core-measure-zero-one"),
            Self::Squared => t!("core-measure-squared"),
            Self::CrossEntropy => t!("core-measure-cross-entropy"),
            Self::ScaledCrossEntropy => t!("core-measure-scaled-cross-entropy"),
            Self::Hinge => t!("core-measure-hinge"),
            Self::Perceptron => t!("core-measure-perceptron"),
        }
    }

    /// The formula, as MATH.md writes it.
    pub fn formula(self) -> &'static str {
        match self {
            Self::ZeroOne => "[y·s ≤ 0]",
            Self::Squared => "(1 − y·s)²",
            Self::CrossEntropy => "ln(1 + e^(−y·s))",
            Self::ScaledCrossEntropy => "log₂(1 + e^(−y·s))",
            Self::Hinge => "max(0, 1 − y·s)",
            Self::Perceptron => "max(0, −y·s)",
        }
    }

    /// err as a function of the margin m = y·s.
    pub fn of_margin(self, m: f64) -> f64 {
        match self {
            Self::ZeroOne => f64::from(u8::from(crate::rows::is_mistake(m))),
            Self::Squared => ((1.0 - m) * (1.0 - m)).min(f64::MAX),
            Self::CrossEntropy => softplus(-m),
            Self::ScaledCrossEntropy => {
                let bits = softplus(-m) / std::f64::consts::LN_2;
                // For m ≤ 0 the exact value is ≥ 1; rounding must not break the bound 0/1 ≤ it.
                if m <= 0.0 { bits.max(1.0) } else { bits }
            }
            Self::Hinge => (1.0 - m).max(0.0),
            Self::Perceptron => (-m).max(0.0),
        }
    }
}

/// ln(1 + eˣ), without overflow for any finite x.
pub fn softplus(x: f64) -> f64 {
    x.max(0.0) + (-x.abs()).exp().ln_1p()
}

/// The logistic function θ(s) = 1 / (1 + e^{−s}).
pub fn theta(s: f64) -> f64 {
    1.0 / (1.0 + (-s).exp())
}

/// The mean of `value(0..n)`, where each value may be as large as `f64::MAX`: the plain sum
/// divided by n when it is finite (so k mistakes of n give exactly k/n), else the sum of
/// value/n, saturated.
fn saturating_mean(n: usize, value: impl Fn(usize) -> f64) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let sum: f64 = (0..n).map(&value).sum();
    if sum.is_finite() {
        return sum / n as f64;
    }
    let scale = 1.0 / n as f64;
    (0..n).map(|i| value(i) * scale).sum::<f64>().min(f64::MAX)
}

/// E(w) under one error measure: the mean over the points.
pub fn mean_error(data: &Dataset, w: &[f64], measure: ErrorMeasure) -> f64 {
    saturating_mean(data.len(), |n| measure.of_margin(data.margin(w, n)))
}

/// E(w) under the three errors the app plots over time.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Errors {
    pub zero_one: f64,
    pub squared: f64,
    pub cross_entropy: f64,
}

impl Errors {
    /// E(g) on `data` under each of the three, for a model g (the voted perceptron's vote
    /// counts, not a line).
    pub fn of_model(data: &Dataset, model: &crate::model::Model) -> Self {
        let margins: Vec<f64> = (0..data.len()).map(|n| model.row_margin(data, n)).collect();
        Self::of_margins(&margins)
    }

    /// E on points whose margins yₙ·sₙ are `margins`.
    pub fn of_margins(margins: &[f64]) -> Self {
        let mean = |measure: ErrorMeasure| {
            saturating_mean(margins.len(), |n| measure.of_margin(margins[n]))
        };
        Self {
            zero_one: mean(ErrorMeasure::ZeroOne),
            squared: mean(ErrorMeasure::Squared),
            cross_entropy: mean(ErrorMeasure::CrossEntropy),
        }
    }

    /// E(w) on `data` under each of the three.
    pub fn of(data: &Dataset, w: &[f64]) -> Self {
        Self {
            zero_one: mean_error(data, w, ErrorMeasure::ZeroOne),
            squared: mean_error(data, w, ErrorMeasure::Squared),
            cross_entropy: mean_error(data, w, ErrorMeasure::CrossEntropy),
        }
    }

    pub fn get(&self, measure: ErrorMeasure) -> Option<f64> {
        match measure {
            ErrorMeasure::ZeroOne => Some(self.zero_one),
            ErrorMeasure::Squared => Some(self.squared),
            ErrorMeasure::CrossEntropy => Some(self.cross_entropy),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ErrorMeasure::*;
    use super::*;

    #[test]
    fn values_at_hand_computed_margins() {
        assert_eq!(ZeroOne.of_margin(0.0), 1.0, "on the line is a mistake");
        assert_eq!(ZeroOne.of_margin(1e-300), 0.0);
        assert_eq!(ZeroOne.of_margin(-2.0), 1.0);
        assert_eq!(Squared.of_margin(3.0), 4.0);
        assert_eq!(Squared.of_margin(-1.0), 4.0);
        assert_eq!(CrossEntropy.of_margin(0.0), std::f64::consts::LN_2);
        assert_eq!(ScaledCrossEntropy.of_margin(0.0), 1.0);
        assert!((ScaledCrossEntropy.of_margin(2.0) - (1.0 + (-2.0f64).exp()).log2()).abs() < 1e-15);
        assert_eq!(Hinge.of_margin(0.25), 0.75);
        assert_eq!(Hinge.of_margin(2.0), 0.0);
        assert_eq!(Perceptron.of_margin(-3.0), 3.0);
        assert_eq!(Perceptron.of_margin(3.0), 0.0);
    }

    #[test]
    fn extreme_margins_stay_finite() {
        assert_eq!(CrossEntropy.of_margin(-1e300), 1e300);
        assert_eq!(CrossEntropy.of_margin(1e300), 0.0);
        assert_eq!(Squared.of_margin(-1e300), f64::MAX);
        assert!((theta(-800.0)).abs() < 1e-300 && theta(800.0) == 1.0);
    }

    #[test]
    fn mean_error_over_points() {
        let data = Dataset::from_rows(1, &[1.0, 2.0, -1.0], &[1.0, 1.0, 1.0]).expect("valid");
        // w = (0, 1): margins 1, 2, −1.
        let w = [0.0, 1.0];
        assert_eq!(mean_error(&data, &w, ZeroOne), 1.0 / 3.0);
        assert_eq!(mean_error(&data, &w, Squared), (0.0 + 1.0 + 4.0) / 3.0);
        let e = Errors::of(&data, &w);
        assert_eq!(e.zero_one, 1.0 / 3.0);
        assert!((e.squared - 5.0 / 3.0).abs() < 1e-15);
    }
}
