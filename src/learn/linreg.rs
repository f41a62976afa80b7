//! Linear regression for classification (MATH.md): w_lin = Z⁺y in one shot, classified by
//! sign(w_linᵀz); also the initial w of the other learners. With weight decay λ (lecture 14)
//! it solves for w_REG instead. With the points' weights (lecture 8) it minimizes the weighted
//! squared error: w = (ZᵀWZ + λI)⁻¹ZᵀWy, W the diagonal of the weights, which is the plain
//! solution on a set where point n is copied wₙ times.

use nalgebra::{DMatrix, DVector};

use super::point_weights::{LearnerWeights, Weights};
use super::{
    Algorithm, Answer, Budget, Counters, Description, Event, Learner, Settings, Step, Stop, Update,
};
use crate::data::Dataset;
use crate::t;

/// w_lin = Z⁺y, computed as (ZᵀZ)⁺Zᵀy (the same for every Z) from the signed rows:
/// ZᵀZ = Σ (yz)(yz)ᵀ and Zᵀy = Σ yz. The pseudo-inverse comes from an SVD, so collinear or
/// repeated points give the minimum-norm solution instead of a failure. Zeros if the sums
/// are not finite.
pub fn linear_regression_weights(data: &Dataset) -> Vec<f64> {
    regularized_regression_weights(data, 0.0)
}

/// w_REG = (ZᵀZ + λI)⁻¹Zᵀy (lecture 14's weight decay, on every weight w₀ included), the
/// minimizer of E_in + (λ/N)·wᵀw; λ = 0 is [`linear_regression_weights`].
pub fn regularized_regression_weights(data: &Dataset, lambda: f64) -> Vec<f64> {
    weighted_regression_weights(data, None, lambda)
}

/// w = (ZᵀWZ + λI)⁻¹ZᵀWy, W the diagonal of `weights` (none: every point weighs 1): the
/// minimizer of the weighted squared error Σ wₙ(yₙ − wᵀzₙ)² + λ·wᵀw.
pub fn weighted_regression_weights(
    data: &Dataset,
    weights: Option<&Weights>,
    lambda: f64,
) -> Vec<f64> {
    let k = data.row_len();
    let mut gram = DMatrix::<f64>::zeros(k, k);
    let mut zty = DVector::<f64>::zeros(k);
    for (n, row) in data.signed_rows().chunks_exact(k).enumerate() {
        let weight = weights.map_or(1.0, |weights| weights.each[n]);
        for i in 0..k {
            zty[i] += weight * row[i];
            for j in 0..=i {
                gram[(i, j)] += weight * row[i] * row[j];
            }
        }
    }
    for i in 0..k {
        for j in 0..i {
            gram[(j, i)] = gram[(i, j)];
        }
    }
    solve_normal_equations(gram, &zty, lambda).unwrap_or_else(|| vec![0.0; k])
}

/// The w of (ZᵀZ + λI)·w = Zᵀy from `gram` = ZᵀZ and `zty` = Zᵀy, by an SVD's
/// pseudo-inverse (the minimum-norm w when ZᵀZ + λI is singular); `None` if a sum or the
/// answer is not finite.
pub fn solve_normal_equations(
    mut gram: DMatrix<f64>,
    zty: &DVector<f64>,
    lambda: f64,
) -> Option<Vec<f64>> {
    let k = zty.len();
    if lambda != 0.0 {
        for i in 0..k {
            gram[(i, i)] += lambda;
        }
    }
    if !gram.iter().chain(zty.iter()).all(|v| v.is_finite()) {
        return None;
    }
    let svd = gram.svd(true, true);
    let largest = svd.singular_values.max();
    let tolerance = largest * k as f64 * f64::EPSILON;
    match svd.solve(zty, tolerance) {
        Ok(w) if w.iter().all(|v| v.is_finite()) => Some(w.iter().copied().collect()),
        _ => None,
    }
}

/// The one-step learner: its only step sets w = w_lin.
/// Linear regression: solved in one step; no order, η or budget.
pub(super) const LINREG: Description = Description {
    id: "linreg",
    name: || t!("core-algorithm-linreg"),
    explanation: || t!("controls-algorithm-linreg"),
    converged: |_| t!("runview-status-solved").to_owned(),
    orders: &[],
    default_eta: 1.0,
    uses_eta: false,
    kernel: false,
    penalty: false,
    tolerance: false,
    initial_w: false,
    answer: Answer::Current,
    update: Update::Solve,
    probability: false,
    several_classes: true,
    budget: |_| Budget::default(),
    build: |settings, _, data| Box::new(LinearRegression::new(settings, data)),
};

#[derive(Debug, Clone)]
pub struct LinearRegression {
    w: Vec<f64>,
    counters: Counters,
    solved: bool,
    /// Weight decay λ: w = w_REG.
    lambda: f64,
    /// The points' weights.
    point_weights: LearnerWeights,
    /// The points w was solved for; other points make it stale.
    data_id: u64,
}

impl LinearRegression {
    pub(crate) fn new(settings: &Settings, data: &Dataset) -> Self {
        Self {
            w: vec![0.0; data.row_len()],
            counters: Counters::default(),
            solved: false,
            lambda: settings.lambda,
            point_weights: LearnerWeights::new(&settings.point_weights, data),
            data_id: data.id(),
        }
    }
}

impl Learner for LinearRegression {
    fn algorithm(&self) -> Algorithm {
        Algorithm::Linreg
    }

    fn step(&mut self, data: &Dataset) -> Step {
        if data.id() != self.data_id {
            self.rebind(data);
        }
        if self.solved || data.is_empty() {
            return Step {
                stop: self.stopped(),
                ..Step::idle()
            };
        }
        self.w = weighted_regression_weights(data, self.point_weights.get(), self.lambda);
        self.data_id = data.id();
        self.solved = true;
        self.counters.updates += 1;
        self.counters.visits += data.len() as u64;
        Step {
            event: Event::Solved,
            visits: data.len() as u64,
            pocket_replaced: false,
            stop: Some(Stop::Converged),
        }
    }

    fn weights(&self) -> &[f64] {
        &self.w
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn stopped(&self) -> Option<Stop> {
        self.solved.then_some(Stop::Converged)
    }

    fn rebind(&mut self, data: &Dataset) {
        self.solved = false;
        self.data_id = data.id();
        self.point_weights.rebind(data);
    }
}
