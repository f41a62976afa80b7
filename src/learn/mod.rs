//! Learners: PLA, pocket, logistic regression (SGD and GD), linear regression, the SVM (by
//! SMO), hinge-loss SGD and the kernel perceptron, each advancing by one explicit [`Learner::step`] that reports what happened (MATH.md,
//! "Learners").
//!
//! A learner is built from checked [`Settings`] and borrows the points at every step, so the
//! window can edit them between steps: after an edit it calls [`Learner::rebind`], which keeps w
//! and restarts only the bookkeeping that depends on N.

mod algorithm;
mod cycle;
mod dual;
mod hinge;
mod kernel_perceptron;
mod linreg;
mod linreg_sgd;
mod logistic;
mod pla;
mod pocket;
mod point_weights;
mod progress;
mod registry;
mod svm;
mod tally;
pub mod timeline;
mod visits;

use std::fmt;

use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use algorithm::{Algorithm, Answer, Description, PointRule, PointVisit, Update};
use algorithm::{hundred_epochs, visit_sentence};
pub use dual::Dual;
pub use hinge::HingeSgd;
pub use kernel_perceptron::KernelPerceptron;
pub use linreg::{
    LinearRegression, linear_regression_weights, regularized_regression_weights,
    solve_normal_equations, weighted_regression_weights,
};
pub use linreg_sgd::LinearRegressionSgd;
pub use logistic::Logistic;
pub use pla::Pla;
pub use pocket::Pocket;
pub use point_weights::{
    PointWeights, WeightError, Weights, weighted_cross_entropy, weighted_error,
};
pub use svm::Svm;
pub use timeline::Timeline;

use crate::data::{DataError, Dataset};
use crate::model::Model;
use crate::svm::{PairUpdate, Smo, SvmSettingError, SvmSettings};
use crate::t;

/// The random generator of every learner: ChaCha8, whose stream is fixed by its specification,
/// so a seed saved in a lesson replays the same run in any later version of linlab.
pub type Rng = ChaCha8Rng;

pub(crate) fn rng_from_seed(seed: u64) -> Rng {
    Rng::seed_from_u64(seed)
}

/// The order in which points are visited (MATH.md, "Visit orders").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Order {
    /// 1, 2, …, N, 1, 2, …
    Cyclic,
    /// One permutation drawn from the seed at the start, then visited cyclically.
    RandomCycle,
    /// Uniformly at random, with replacement (for pocket: among the current mistakes).
    Random,
}

impl Order {
    pub fn id(self) -> &'static str {
        match self {
            Self::Cyclic => "cyclic",
            Self::RandomCycle => "random-cycle",
            Self::Random => "random",
        }
    }
}

/// The initial weights.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Init {
    /// w = 0.
    #[default]
    Zero,
    /// w = the linear-regression solution Z⁺y.
    Linreg,
}

/// When a learner stops for want of budget. `None` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Budget {
    /// At most this many updates (PLA and pocket corrections, SGD visits, GD steps).
    pub max_updates: Option<u64>,
    /// At most this many visits (points checked).
    pub max_visits: Option<u64>,
}

/// The settings a learner is built from, checked once by [`Settings::build`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub algorithm: Algorithm,
    /// `None`: the algorithm's default order.
    pub order: Option<Order>,
    /// The learning rate η.
    pub eta: f64,
    pub seed: u64,
    pub init: Init,
    pub budget: Budget,
    /// The kernel, C and tolerance of the SVM, hinge-loss SGD and the kernel perceptron.
    pub svm: SvmSettings,
    /// The points' weights (lecture 8), which the pocket and linear and logistic regression
    /// read; files without them say none.
    #[serde(skip_serializing_if = "PointWeights::is_equal")]
    pub point_weights: PointWeights,
    /// Weight decay λ (lecture 14) of linear and logistic regression, on every weight w₀
    /// included: w_REG = (ZᵀZ + λI)⁻¹Zᵀy, and gradient steps on E_in + (λ/N)·wᵀw. Left out of
    /// saved settings when 0, so settings saved before it read and write as they did.
    #[serde(skip_serializing_if = "is_zero")]
    pub lambda: f64,
}

fn is_zero(value: &f64) -> bool {
    *value == 0.0
}

impl Default for Settings {
    fn default() -> Self {
        Self::new(Algorithm::Pla)
    }
}

/// The largest learning rate linlab accepts. Far past any useful step: logistic regression
/// with η = 10⁶ already jumps like a PLA with enormous weights.
pub const MAX_ETA: f64 = 1e6;

/// Why a learner could not be built.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SettingsError {
    /// η is zero, negative or NaN.
    EtaNotPositive(f64),
    /// η is above [`MAX_ETA`].
    EtaTooLarge(f64),
    /// The algorithm does not visit points in this order.
    Order {
        algorithm: Algorithm,
        order: Order,
    },
    /// A kernel, C or tolerance setting out of range.
    Svm(SvmSettingError),
    /// Weight decay λ that is negative, NaN or infinite.
    LambdaNotValid(f64),
    /// Weight decay λ for a learner that takes none (only linear and logistic regression do).
    LambdaNotTaken(Algorithm),
    Data(#[from] DataError),
    /// The points' weights are wrong, or the learner takes none.
    Weights(#[from] WeightError),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::EtaNotPositive(eta) => {
                t!("core-settings-eta-not-positive", eta = eta.to_string())
            }
            Self::EtaTooLarge(eta) => t!(
                "core-settings-eta-too-large",
                eta = format!("{eta:e}"),
                max = format!("{MAX_ETA:e}")
            ),
            // The orders by their ids, as `--order` takes them.
            Self::Order { algorithm, order } => match algorithm.orders() {
                [] => t!(
                    "core-settings-no-order",
                    algorithm = algorithm.name(),
                    order = order.id()
                ),
                [first, rest @ ..] => {
                    let allowed = rest.iter().fold(first.id().to_owned(), |list, next| {
                        t!("core-settings-order-or", first = list, second = next.id())
                    });
                    t!(
                        "core-settings-order",
                        algorithm = algorithm.name(),
                        allowed = allowed,
                        order = order.id()
                    )
                }
            },
            Self::Svm(error) => svm_setting_text(*error),
            Self::LambdaNotValid(lambda) => {
                t!("fit-lambda-not-valid", lambda = lambda.to_string())
            }
            Self::LambdaNotTaken(algorithm) => {
                t!("fit-lambda-not-taken", algorithm = algorithm.name())
            }
            Self::Data(error) => error.to_string(),
            Self::Weights(error) => error.to_string(),
        };
        f.write_str(&text)
    }
}

fn svm_setting_text(error: SvmSettingError) -> String {
    match error {
        SvmSettingError::C(c) => t!("core-settings-svm-c", c = c.to_string()),
        SvmSettingError::Sigma2(v) => t!("core-settings-svm-sigma2", sigma2 = v.to_string()),
        SvmSettingError::Gamma(v) => t!("core-settings-svm-gamma", gamma = v.to_string()),
        SvmSettingError::Coef0(v) => t!("core-settings-svm-coef0", coef0 = v.to_string()),
        SvmSettingError::Degree(v) => t!(
            "core-settings-svm-degree",
            degree = v.to_string(),
            max = crate::svm::MAX_DEGREE.to_string()
        ),
        SvmSettingError::Tol(v) => t!("core-settings-svm-tol", tol = v.to_string()),
    }
}

impl Settings {
    /// The algorithm with its default order and η, seed 0, w = 0, no budget.
    pub fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            order: None,
            eta: algorithm.default_eta(),
            seed: 0,
            init: Init::Zero,
            budget: Budget::default(),
            svm: SvmSettings::default(),
            point_weights: PointWeights::Equal,
            lambda: 0.0,
        }
    }

    /// These settings with another algorithm: its default order and η, the same seed, budget,
    /// kernel and initial w (an algorithm that takes none starts from w = 0).
    pub fn with_algorithm(&self, algorithm: Algorithm) -> Self {
        let mut new = Self {
            budget: self.budget,
            seed: self.seed,
            init: self.init,
            svm: self.svm,
            ..Self::new(algorithm)
        };
        if !algorithm.takes_initial_w() {
            new.init = Init::Zero;
        }
        if algorithm.takes_weight_decay() {
            new.lambda = self.lambda;
        }
        new
    }

    /// Whether the run solves the hard-margin SVM with the linear kernel (its answer is the w of
    /// least ½‖w‖² with every yₙ(b + wᵀxₙ) ≥ 1).
    pub fn is_linear_hard_margin(&self) -> bool {
        matches!(self.algorithm.update(), Update::Pair)
            && self.svm.hard_margin
            && self.svm.kernel == crate::svm::KernelKind::Linear
    }

    /// The order used: the one set, or the algorithm's default.
    pub fn effective_order(&self) -> Option<Order> {
        self.order
            .or_else(|| self.algorithm.orders().first().copied())
    }

    /// The order a learner visits in: the one set, or the algorithm's default (cyclic for an
    /// algorithm without orders, which never asks).
    pub(crate) fn order(&self) -> Order {
        self.effective_order().unwrap_or(Order::Cyclic)
    }

    /// Checks the settings on their own (η, order, and the kernel, C and tolerance where the
    /// algorithm uses them).
    pub fn check(&self) -> Result<(), SettingsError> {
        if self.eta.is_nan() || self.eta <= 0.0 {
            return Err(SettingsError::EtaNotPositive(self.eta));
        }
        if self.eta > MAX_ETA {
            return Err(SettingsError::EtaTooLarge(self.eta));
        }
        let allowed = self.algorithm.orders();
        if let Some(order) = self.order
            && !allowed.contains(&order)
        {
            return Err(SettingsError::Order {
                algorithm: self.algorithm,
                order,
            });
        }
        let algorithm = self.algorithm;
        if algorithm.uses_kernel() {
            self.svm.check_kernel().map_err(SettingsError::Svm)?;
        }
        if algorithm.uses_penalty() {
            self.svm.check_penalty().map_err(SettingsError::Svm)?;
        }
        if algorithm.uses_tolerance() {
            self.svm.check_tol().map_err(SettingsError::Svm)?;
        }
        self.point_weights.check()?;
        if !self.point_weights.is_equal() {
            if !algorithm.takes_point_weights() {
                return Err(WeightError::NotTaken.into());
            }
            // A weight is a probability of being drawn: of a learner that draws, only the
            // random draw reads it (a cycle visits every point once whatever its weight).
            if self
                .effective_order()
                .is_some_and(|order| order != Order::Random)
            {
                return Err(WeightError::NeedsRandomOrder.into());
            }
        }
        if !(self.lambda.is_finite() && self.lambda >= 0.0) {
            return Err(SettingsError::LambdaNotValid(self.lambda));
        }
        if self.lambda != 0.0 && !algorithm.takes_weight_decay() {
            return Err(SettingsError::LambdaNotTaken(algorithm));
        }
        Ok(())
    }

    /// The initial weights for `data`: zero, or linear regression's w on the points as the
    /// learner weighs them (with costs, (ZᵀWZ)⁻¹ZᵀWy: the start on the copied points).
    pub fn initial_weights(&self, data: &Dataset) -> Vec<f64> {
        match self.init {
            Init::Zero => vec![0.0; data.row_len()],
            Init::Linreg => match self.point_weights.of(data) {
                Ok(Some(weights)) => weighted_regression_weights(data, Some(&weights), 0.0),
                _ => linear_regression_weights(data),
            },
        }
    }

    /// A learner at t = 0 on `data`, after checking the settings and that `data` has both classes.
    pub fn build(&self, data: &Dataset) -> Result<Box<dyn Learner>, SettingsError> {
        self.check()?;
        data.check_learnable()?;
        self.point_weights.of(data)?;
        let w = self.initial_weights(data);
        Ok(self.algorithm.build(self, w, data))
    }
}

/// Why a learner stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// PLA: a full cycle without a mistake. Pocket: w_t has no mistake. Linear regression: solved.
    Converged,
    /// The budget of updates or visits is spent.
    Budget,
    /// An update would have made a weight infinite or NaN; w is the last finite one.
    Diverged,
    /// The SVM: SMO can go no further in floating point before the KKT gap reaches the
    /// tolerance (see [`crate::svm::Stall`]); α is the last one it reached.
    Stalled,
}

impl Stop {
    pub fn id(self) -> &'static str {
        match self {
            Self::Converged => "converged",
            Self::Budget => "budget",
            Self::Diverged => "diverged",
            Self::Stalled => "stalled",
        }
    }
}

/// What one step did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Event {
    /// w ← w + scale·yₙ·zₙ: a PLA or pocket correction (scale = η), a logistic SGD visit
    /// (scale = η·θ(−yₙsₙ)), a hinge-loss SGD visit (scale = η·[yₙsₙ < 1], after its
    /// regulariser shrinks w₁ … w_d by 1 − ηλ), or a kernel perceptron correction (scale = 1,
    /// on yₙ·φ(xₙ) in feature space). `margin` is yₙ·sₙ before the update.
    PointUpdate {
        point: usize,
        margin: f64,
        scale: f64,
    },
    /// A visit of a point that needed no update (only [`Learner::visit`] reports it).
    Correct { point: usize, margin: f64 },
    /// A full-batch step, w ← w + η·(1/N)·Σ θ(−yₙsₙ)·yₙzₙ.
    BatchUpdate,
    /// An SMO step: αᵢ and αⱼ moved (the SVM).
    PairUpdate(PairUpdate),
    /// w set to the closed-form linear-regression solution.
    Solved,
    /// Nothing changed w (the learner stopped, or the step ran only clean visits).
    Nothing,
}

/// The report of one step.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    pub event: Event,
    /// How many points the step visited.
    pub visits: u64,
    /// Pocket: the new w_{t+1} made fewer mistakes than ŵ and replaced it.
    pub pocket_replaced: bool,
    /// Set when the learner stopped in this step.
    pub stop: Option<Stop>,
}

impl Step {
    /// A step that did nothing.
    pub fn idle() -> Self {
        Self {
            event: Event::Nothing,
            visits: 0,
            pocket_replaced: false,
            stop: None,
        }
    }

    pub(crate) fn stopped(stop: Stop) -> Self {
        Self {
            stop: Some(stop),
            ..Self::idle()
        }
    }

    /// Whether w changed.
    pub fn updated(&self) -> bool {
        !matches!(self.event, Event::Nothing | Event::Correct { .. })
    }
}

/// The counters every learner keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counters {
    pub updates: u64,
    pub visits: u64,
}

/// A learner that advances one step at a time.
pub trait Learner: Send + LearnerClone {
    fn algorithm(&self) -> Algorithm;

    /// One update: for PLA and pocket, the scan to the next mistake and its correction; for
    /// SGD one visit; for GD one full-batch step.
    fn step(&mut self, data: &Dataset) -> Step;

    /// One visit of one point: finer than [`Learner::step`] for PLA; the same step elsewhere.
    fn visit(&mut self, data: &Dataset) -> Step {
        self.step(data)
    }

    /// The current weights w_t, `[w0, w1, …, wd]`.
    fn weights(&self) -> &[f64];

    /// The answer g: the pocket ŵ for pocket, w̄ for the averaged and voted perceptrons (for
    /// the voted one, the line nearest its vote), w_t for the others.
    fn answer(&self) -> &[f64] {
        self.weights()
    }

    /// The answer as a [`Model`]: the line `answer()` for every learner but the voted
    /// perceptron, whose ballot of lines is not a line.
    fn model(&self) -> Model {
        Model::Linear(self.answer().to_vec())
    }

    /// The dual form: αₙ per point (PLA, pocket, averaged and voted perceptron).
    fn dual(&self) -> Option<&Dual> {
        None
    }

    /// The SVM's SMO solve: α, b, D(α), the KKT gap and the last pair (the SVM only).
    fn smo(&self) -> Option<&Smo> {
        None
    }

    /// The factor a step shrinks (w₁, …, w_d) by before it adds its own move, on `n` points:
    /// 1 − ηλ for hinge SGD's regulariser, 1 for every other learner.
    fn weight_decay(&self, n: usize) -> f64 {
        let _ = n;
        1.0
    }

    /// The training mistakes of w_t and of the answer g on `data`, when the learner keeps them
    /// counted there (pocket counts both at every update): `None` otherwise.
    fn mistakes_on(&self, data: &Dataset) -> Option<[usize; 2]> {
        let _ = data;
        None
    }

    /// Roughly the heap memory a copy of this learner holds, for the timeline's budget.
    fn heap_bytes(&self) -> usize {
        self.weights().len() * 8
    }

    fn counters(&self) -> Counters;

    /// `None` while it can go on.
    fn stopped(&self) -> Option<Stop>;

    /// The points changed: keep w, restart what depends on N (scan position, permutation,
    /// mistake counts). A stop for convergence or budget is lifted so learning can continue.
    fn rebind(&mut self, data: &Dataset);

    /// Steps until the learner stops or `max_steps` steps have run; returns the steps run.
    /// Ends in the same state as that many calls of [`Learner::step`], bit for bit.
    fn run(&mut self, data: &Dataset, max_steps: u64) -> u64 {
        run_by_steps(self, data, max_steps)
    }
}

/// The plain loop behind [`Learner::run`].
pub(crate) fn run_by_steps<L: Learner + ?Sized>(
    learner: &mut L,
    data: &Dataset,
    max_steps: u64,
) -> u64 {
    let mut steps = 0;
    while steps < max_steps && learner.stopped().is_none() {
        learner.step(data);
        steps += 1;
    }
    steps
}

/// Lets a boxed learner be cloned (to run it off the UI thread, or to keep a keyframe).
pub trait LearnerClone {
    fn clone_box(&self) -> Box<dyn Learner>;
}

impl<T: Learner + Clone + 'static> LearnerClone for T {
    fn clone_box(&self) -> Box<dyn Learner> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Learner> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

#[cfg(test)]
mod tests;
