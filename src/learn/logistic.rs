//! Logistic regression (MATH.md, "Logistic regression"): gradient steps on the cross-entropy
//! error. SGD visits one point per step, w ← w + η·θ(−yₙsₙ)·yₙzₙ (a "soft PLA": every visit
//! updates, weighted by how wrong the point is); GD takes the mean of that over all points.
//! With weight decay λ (lecture 14) the steps descend the augmented error E_in + (λ/N)·wᵀw:
//! GD's w ← w − η(∇E_in + (2λ/N)·w), and SGD's per-point form, which first shrinks w by
//! 1 − 2ηλ/N (w₀ included).
//!
//! With the points' weights (lecture 8) they descend E_in^w = Σ wₙ·ln(1 + exp(−yₙwᵀxₙ)) / Σ wₙ:
//! GD weighs each point's term of the gradient by wₙ and divides by Σ wₙ; SGD draws point n with
//! probability wₙ / Σ wₙ and steps as it would unweighted. That draw, rather than a step scaled by
//! wₙ, is "virtual copying" made exact: SGD on a set where point n is copied wₙ times draws
//! point n with that same probability and takes that same step (with whole weights the same
//! integer draw, so the same run for the same seed), while a scaled step only agrees in
//! expectation, and only up to the factor Σ wₙ / N. In both, N in the decay's 2λ/N becomes
//! Σ wₙ, the copies' count.

use rand::RngExt as _;

use super::point_weights::{LearnerWeights, Weights};
use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::run_by_steps;
use super::{
    Algorithm, Answer, Budget, Description, Event, Learner, Order, PointRule, Rng, Settings, Step,
    Update, rng_from_seed,
};
use super::{hundred_epochs, visit_sentence};
use crate::data::Dataset;
use crate::t;

/// θ(−m) = 1 / (1 + eᵐ), the weight of an SGD update on a point with margin m. Written as
/// scikit-learn writes it (`1 / (exp(z) + 1)`), so traces agree; it is finite for every m
/// (eᵐ overflows to ∞ and gives 0).
#[inline]
pub(crate) fn theta_of_minus(margin: f64) -> f64 {
    1.0 / (margin.exp() + 1.0)
}

#[derive(Debug, Clone)]
#[expect(
    clippy::large_enum_variant,
    reason = "a learner holds one Mode; boxing the generator would add a pointer chase per SGD visit"
)]
enum Mode {
    /// Stochastic: one point per step, drawn at random (with replacement) or in file order.
    Sgd {
        random: Option<Rng>,
        position: usize,
    },
    /// Full batch: Σ θ(−yₙsₙ)·yₙzₙ accumulates here.
    Gd { gradient: Vec<f64> },
}

/// Logistic SGD: a random point by default (or cyclic), η = 0.1, 100 epochs by default.
pub(super) const LOGISTIC_SGD: Description = Description {
    id: "logistic-sgd",
    name: || t!("core-algorithm-logistic-sgd"),
    explanation: || t!("controls-algorithm-logistic-sgd"),
    converged: |t| t!("runview-status-converged", t = t),
    orders: &[Order::Random, Order::Cyclic],
    default_eta: 0.1,
    uses_eta: true,
    kernel: false,
    penalty: false,
    tolerance: false,
    initial_w: true,
    answer: Answer::Current,
    update: Update::Point(PointRule {
        weight: "θ",
        weight_latex: "\\theta(-y_n s_n)",
        every_visit_updates: true,
        sentence: visit_sentence!("views-update-soft"),
    }),
    probability: true,
    several_classes: true,
    budget: hundred_epochs,
    build: |settings, w, data| Box::new(Logistic::sgd(settings, settings.order(), w, data)),
};

/// Logistic GD: full-batch steps, η = 0.1, 1000 steps by default.
pub(super) const LOGISTIC_GD: Description = Description {
    id: "logistic-gd",
    name: || t!("core-algorithm-logistic-gd"),
    explanation: || t!("controls-algorithm-logistic-gd"),
    orders: &[],
    update: Update::Batch,
    budget: |_| Budget {
        max_updates: Some(1000),
        max_visits: None,
    },
    build: |settings, w, data| Box::new(Logistic::gd(settings, w, data)),
    ..LOGISTIC_SGD
};

#[derive(Debug, Clone)]
pub struct Logistic {
    progress: Progress,
    mode: Mode,
    /// Weight decay λ.
    lambda: f64,
    /// The points' weights.
    point_weights: LearnerWeights,
}

impl Logistic {
    pub(crate) fn sgd(settings: &Settings, order: Order, w: Vec<f64>, data: &Dataset) -> Self {
        let random = (order == Order::Random).then(|| rng_from_seed(settings.seed));
        Self {
            progress: Progress::new(settings, w, data.id()),
            mode: Mode::Sgd {
                random,
                position: 0,
            },
            lambda: settings.lambda,
            point_weights: LearnerWeights::new(&settings.point_weights, data),
        }
    }

    pub(crate) fn gd(settings: &Settings, w: Vec<f64>, data: &Dataset) -> Self {
        Self {
            progress: Progress::new(settings, w, data.id()),
            mode: Mode::Gd {
                gradient: vec![0.0; data.row_len()],
            },
            lambda: settings.lambda,
            point_weights: LearnerWeights::new(&settings.point_weights, data),
        }
    }
}

/// `count` SGD visits on rows of length 3 (d = 2), unchecked: the caller checks w afterwards.
fn sgd_visits_k3(
    w: &mut [f64],
    eta: f64,
    data: &Dataset,
    mut random: Option<&mut Rng>,
    position: &mut usize,
    count: u64,
) {
    let (rows, _) = data.signed_rows().as_chunks::<3>();
    let n = rows.len();
    let Ok(w) = <&mut [f64; 3]>::try_from(w) else {
        return;
    };
    let mut local = *w;
    for _ in 0..count {
        let point = match random.as_deref_mut() {
            Some(rng) => rng.random_range(0..n),
            None => {
                let point = *position;
                *position = if point + 1 == n { 0 } else { point + 1 };
                point
            }
        };
        let r = &rows[point];
        // The order of crate::rows::dot and of Progress::update, so `step` and `run` agree.
        let margin = local[1] * r[1] + local[2] * r[2] + local[0] * r[0];
        let scale = eta * theta_of_minus(margin);
        for i in 0..3 {
            local[i] += scale * r[i];
        }
    }
    *w = local;
}

impl Learner for Logistic {
    fn algorithm(&self) -> Algorithm {
        match self.mode {
            Mode::Sgd { .. } => Algorithm::LogisticSgd,
            Mode::Gd { .. } => Algorithm::LogisticGd,
        }
    }

    fn step(&mut self, data: &Dataset) -> Step {
        return_if_cannot_step!(self, data);
        let n = data.len();
        let weights = self.point_weights.get();
        // Σ wₙ: N, or the virtual copies' count.
        let total = weights.map_or(n as f64, Weights::total);
        // The augmented error's gradient adds (2λ/N)·w.
        let decay = 2.0 * self.lambda / total;
        let p = &mut self.progress;
        let (event, visits) = match &mut self.mode {
            Mode::Sgd { random, position } => {
                let point = match random {
                    Some(rng) => match weights {
                        Some(weights) => weights.draw(rng),
                        None => rng.random_range(0..n),
                    },
                    None => {
                        let point = *position;
                        *position = (point + 1) % n;
                        point
                    }
                };
                let margin = data.margin(&p.w, point);
                let scale = p.eta * theta_of_minus(margin);
                if decay != 0.0 {
                    let shrink = 1.0 - p.eta * decay;
                    p.w.iter_mut().for_each(|wi| *wi *= shrink);
                }
                let event = p.point_update(point, margin, scale, data.signed_row(point));
                (event, 1)
            }
            Mode::Gd { gradient } => {
                gradient.fill(0.0);
                let rows = data.signed_rows().chunks_exact(data.row_len());
                for (point, row) in rows.enumerate() {
                    let weight = weights.map_or(1.0, |w| w.each[point]);
                    if weight == 0.0 {
                        continue;
                    }
                    let c = weight * theta_of_minus(crate::rows::dot(&p.w, row));
                    for (g, r) in gradient.iter_mut().zip(row) {
                        *g += c * r;
                    }
                }
                let mean = 1.0 / total;
                for g in gradient.iter_mut() {
                    *g *= mean;
                }
                if decay != 0.0 {
                    for (g, wi) in gradient.iter_mut().zip(&p.w) {
                        *g -= decay * wi;
                    }
                }
                let event = if p.update(p.eta, gradient) {
                    Event::BatchUpdate
                } else {
                    Event::Nothing
                };
                (event, n as u64)
            }
        };
        p.counters.visits += visits;
        p.finish(Step {
            event,
            visits,
            pocket_replaced: false,
            stop: None,
        })
    }

    /// Runs SGD visits in a tight loop: the same arithmetic as [`Learner::step`], bit for bit,
    /// without its per-visit bookkeeping. Finiteness is checked per chunk; a chunk that ends with
    /// a non-finite w is replayed from its start with `step`, which stops at the exact update that
    /// would have diverged.
    fn run(&mut self, data: &Dataset, max_steps: u64) -> u64 {
        const CHUNK: u64 = 4096;
        let fast = matches!(self.mode, Mode::Sgd { .. })
            && data.row_len() == 3
            && self.lambda == 0.0
            && self.point_weights.get().is_none();
        if !fast || data.id() != self.progress.data_id || data.is_empty() {
            return run_by_steps(self, data, max_steps);
        }
        let mut steps = 0;
        while steps < max_steps {
            if self.progress.blocked().is_some() {
                break;
            }
            let left = self
                .progress
                .budget
                .max_updates
                .map_or(u64::MAX, |max| max - self.progress.counters.updates);
            let chunk = CHUNK
                .min(max_steps - steps)
                .min(left)
                .min(self.progress.visits_left());
            let saved = self.clone();
            let Mode::Sgd { random, position } = &mut self.mode else {
                break;
            };
            let p = &mut self.progress;
            sgd_visits_k3(&mut p.w, p.eta, data, random.as_mut(), position, chunk);
            if p.w.iter().all(|v| v.is_finite()) {
                p.counters.updates += chunk;
                p.counters.visits += chunk;
                steps += chunk;
                p.finish(Step::idle());
            } else {
                *self = saved;
                steps += run_by_steps(self, data, chunk);
            }
        }
        steps
    }

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    counters_and_stop_from_progress!();

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        self.point_weights.rebind(data);
        if let Mode::Sgd { position, .. } = &mut self.mode
            && *position >= data.len()
        {
            *position = 0;
        }
    }
}
