//! Weighted errors (lecture 8, "Noise and error"): a weight per point, E_in^w =
//! Σ wₙ·[[yₙ ≠ sign(wᵀxₙ)]] / Σ wₙ, and "virtual copying": with integer weights, a learner that
//! draws a mistake with probability proportional to its weight and keeps the weights of least
//! E_in^w runs as the plain pocket on a set where point n is copied wₙ times; logistic
//! regression and linear regression weigh their errors the same way (their files say how). The
//! weights are given one per point or by a cost matrix: a false accept (h says +1 of a y = −1 point) costs
//! one amount, a false reject (h says −1 of a y = +1 point) another (the lecture's supermarket
//! 1 and 10, its CIA 1000 and 1).

use std::fmt;

use rand::RngExt as _;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::Rng;
use crate::data::Dataset;
use crate::loss::ErrorMeasure;
use crate::rows::{dot, is_mistake};
use crate::t;

/// Where the points' weights come from.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PointWeights {
    /// Every point weighs 1.
    #[default]
    Equal,
    /// One weight per point, in the points' order.
    Each(Vec<f64>),
    /// The cost matrix: each y = −1 point weighs the cost of a false accept, each y = +1 point
    /// the cost of a false reject.
    Cost {
        false_accept: f64,
        false_reject: f64,
    },
}

/// Why weights cannot be used.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum WeightError {
    /// A weight (or cost) is negative, NaN or infinite; `point` from 1, `None` for a cost.
    Invalid { point: Option<usize>, value: f64 },
    /// Every weight is zero: E_in^w has no denominator.
    AllZero,
    /// One weight per point was given, but not as many as the points.
    Length { weights: usize, points: usize },
    /// The learner does not take weights (the pocket does).
    NotTaken,
    /// Weights are read by the random draw among the mistakes, not by a cycle.
    NeedsRandomOrder,
}

impl fmt::Display for WeightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            Self::Invalid {
                point: Some(point),
                value,
            } => t!(
                "bins-weight-invalid",
                point = point,
                value = value.to_string()
            ),
            Self::Invalid { point: None, value } => {
                t!("bins-weight-invalid-cost", value = value.to_string())
            }
            Self::AllZero => t!("bins-weight-all-zero").to_owned(),
            Self::Length { weights, points } => {
                t!("bins-weight-length", weights = weights, points = points)
            }
            Self::NotTaken => t!("bins-weight-not-taken").to_owned(),
            Self::NeedsRandomOrder => t!("bins-weight-random-order").to_owned(),
        };
        f.write_str(&text)
    }
}

fn check_weight(point: Option<usize>, value: f64) -> Result<(), WeightError> {
    if value >= 0.0 && value.is_finite() {
        Ok(())
    } else {
        Err(WeightError::Invalid { point, value })
    }
}

impl PointWeights {
    pub fn is_equal(&self) -> bool {
        *self == Self::Equal
    }

    /// Checks the weights on their own: each finite and ≥ 0, not all zero.
    pub fn check(&self) -> Result<(), WeightError> {
        let values: Vec<(Option<usize>, f64)> = match self {
            Self::Equal => return Ok(()),
            Self::Each(each) => each
                .iter()
                .enumerate()
                .map(|(n, &v)| (Some(n + 1), v))
                .collect(),
            Self::Cost {
                false_accept,
                false_reject,
            } => vec![(None, *false_accept), (None, *false_reject)],
        };
        for &(point, value) in &values {
            check_weight(point, value)?;
        }
        if values.iter().all(|&(_, v)| v == 0.0) {
            return Err(WeightError::AllZero);
        }
        Ok(())
    }

    /// Each point's weight on `data`, or `None` when they are all equal.
    pub fn of(&self, data: &Dataset) -> Result<Option<Weights>, WeightError> {
        self.check()?;
        let each = match self {
            Self::Equal => return Ok(None),
            Self::Each(each) if each.len() != data.len() => {
                return Err(WeightError::Length {
                    weights: each.len(),
                    points: data.len(),
                });
            }
            Self::Each(each) => each.clone(),
            Self::Cost {
                false_accept,
                false_reject,
            } => data
                .labels()
                .iter()
                .map(|&y| {
                    if y > 0.0 {
                        *false_reject
                    } else {
                        *false_accept
                    }
                })
                .collect(),
        };
        Ok(Some(Weights::new(each)))
    }
}

/// The points' weights, checked, with their whole-number form when every one is whole.
#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    pub each: Vec<f64>,
    /// Every weight as a whole number, when all are (below 2⁵³): the draw is then an integer
    /// draw among the virtual copies, the same as the plain pocket's on the copied set.
    whole: Option<Vec<usize>>,
}

impl Weights {
    fn new(each: Vec<f64>) -> Self {
        let whole = each
            .iter()
            .map(|&v| (v.fract() == 0.0 && v < 9.0e15).then_some(v as usize))
            .collect();
        Self { each, whole }
    }

    /// Σ wₙ over the points `mistakes`.
    pub fn sum_over(&self, mistakes: &[u32]) -> f64 {
        mistakes.iter().map(|&n| self.each[n as usize]).sum()
    }

    /// One of `mistakes`, drawn with probability proportional to its weight; `None` when they
    /// weigh nothing. With whole weights, one integer draw in 0..Σ wₙ picks a virtual copy (the
    /// draw the plain pocket makes among the copies' mistakes, copies of a point side by side).
    pub fn pick(&self, rng: &mut Rng, mistakes: &[u32]) -> Option<usize> {
        self.pick_among(rng, mistakes.iter().map(|&n| n as usize))
    }

    /// One of all the points, drawn with probability proportional to its weight: the draw of
    /// SGD on the set where point n is copied wₙ times (with whole weights the same integer draw
    /// among the copies, so the same point for the same generator).
    pub fn draw(&self, rng: &mut Rng) -> usize {
        // Never `None`: the weights were checked not all zero.
        self.pick_among(rng, 0..self.each.len()).unwrap_or(0)
    }

    fn pick_among(
        &self,
        rng: &mut Rng,
        points: impl Iterator<Item = usize> + Clone,
    ) -> Option<usize> {
        if let Some(whole) = &self.whole {
            let total: usize = points.clone().map(|n| whole[n]).sum();
            if total == 0 {
                return None;
            }
            let mut copy = rng.random_range(0..total);
            return points.into_iter().find(|&n| {
                let inside = copy < whole[n];
                copy = copy.saturating_sub(whole[n]);
                inside
            });
        }
        let total: f64 = points.clone().map(|n| self.each[n]).sum();
        if total <= 0.0 {
            return None;
        }
        let mut mass = rng.random::<f64>() * total;
        let last = points.clone().filter(|&n| self.each[n] > 0.0).last();
        points
            .into_iter()
            .find(|&n| {
                let inside = self.each[n] > 0.0 && mass < self.each[n];
                mass -= self.each[n];
                inside
            })
            .or(last)
    }

    /// Σ wₙ over every point: the number of virtual copies when the weights are whole.
    pub fn total(&self) -> f64 {
        self.each.iter().sum()
    }

    /// The weighted mean Σ wₙ·eₙ / Σ wₙ of a pointwise error `error_of(n)`: E_in^w.
    pub fn mean_of(&self, error_of: impl Fn(usize) -> f64) -> f64 {
        let sum: f64 = self
            .each
            .iter()
            .enumerate()
            .filter(|&(_, &w)| w != 0.0)
            .map(|(n, &w)| w * error_of(n))
            .sum();
        sum / self.total()
    }
}

/// E_in^w of the line `w` on `data`: Σ wₙ·[[mistake]] / Σ wₙ (the mistake rule y·s ≤ 0).
pub fn weighted_error(weights: &Weights, data: &Dataset, w: &[f64]) -> f64 {
    weights.mean_of(|n| f64::from(u8::from(is_mistake(dot(w, data.signed_row(n))))))
}

/// E_in^w of logistic regression's `w` on `data`: Σ wₙ·ln(1 + exp(−yₙwᵀxₙ)) / Σ wₙ, the
/// cross-entropy error weighted as the weighted learner descends it.
pub fn weighted_cross_entropy(weights: &Weights, data: &Dataset, w: &[f64]) -> f64 {
    weights.mean_of(|n| ErrorMeasure::CrossEntropy.of_margin(dot(w, data.signed_row(n))))
}

/// A learner's weights: as the settings give them, and each point's on the points it learns
/// from (`None` when all are equal, or when per-point weights do not fit other points).
#[derive(Debug, Clone)]
pub(crate) struct LearnerWeights {
    given: PointWeights,
    on_points: Option<Weights>,
}

impl LearnerWeights {
    /// The settings' weights on `data` (`Settings::build` has checked them against it).
    pub(crate) fn new(given: &PointWeights, data: &Dataset) -> Self {
        Self {
            on_points: given.of(data).ok().flatten(),
            given: given.clone(),
        }
    }

    /// Each point's weight, when they are not all equal.
    pub(crate) fn get(&self) -> Option<&Weights> {
        self.on_points.as_ref()
    }

    /// The weights on other points: per-point weights of another N mean nothing there, and the
    /// learner goes on unweighted; a cost matrix follows the labels.
    pub(crate) fn rebind(&mut self, data: &Dataset) {
        self.on_points = self.given.of(data).ok().flatten();
    }
}
