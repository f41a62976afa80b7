//! Hinge-loss SGD (MATH.md, "Linear SVM" and the hinge error): stochastic gradient descent on
//! the primal SVM cost (λ/2)‖w̃‖² + (1/N)·Σ max(0, 1 − yₙsₙ), where w̃ = (w₁, …, w_d) (the bias
//! w₀ is not regularised) and λ = 1/(N·C), so its minimiser is the soft-margin SVM's with the
//! same C (λ = 0 for the hard margin). One step visits one point n with a plain, fixed step η:
//!
//! w̃ ← (1 − ηλ)·w̃, then w ← w + η·[yₙsₙ < 1]·yₙzₙ (sₙ before the step).
//!
//! It is the third "SGD on an error of ys" beside PLA (weight η·[yₙsₙ ≤ 0]) and logistic SGD
//! (weight η·θ(−yₙsₙ)): the same update picture with a different weight on y·z.

use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::visits::Visits;
use super::{
    Algorithm, Answer, Description, Event, Learner, Order, PointRule, Settings, Step, Update,
};
use super::{hundred_epochs, visit_sentence};
use crate::data::Dataset;
use crate::t;

/// Hinge SGD: a random point by default (or cyclic), η = 0.1, C, 100 epochs by default.
pub(super) const HINGE_SGD: Description = Description {
    id: "hinge-sgd",
    name: || t!("core-algorithm-hinge-sgd"),
    explanation: || t!("controls-algorithm-hinge-sgd"),
    converged: |t| t!("runview-status-converged", t = t),
    orders: &[Order::Random, Order::Cyclic],
    default_eta: 0.1,
    uses_eta: true,
    kernel: false,
    penalty: true,
    tolerance: false,
    initial_w: true,
    answer: Answer::Current,
    update: Update::Point(PointRule {
        weight: "[ys<1]",
        weight_latex: "[\\![ y_n s_n < 1 ]\\!]",
        every_visit_updates: false,
        sentence: visit_sentence!("views-update-hinge"),
    }),
    probability: false,
    several_classes: false,
    budget: hundred_epochs,
    build: |settings, w, data| Box::new(HingeSgd::new(settings, settings.order(), w, data)),
};

#[derive(Debug, Clone)]
pub struct HingeSgd {
    progress: Progress,
    visits: Visits,
    /// C; ∞ for the hard margin.
    penalty: f64,
}

impl HingeSgd {
    pub(crate) fn new(settings: &Settings, order: Order, w: Vec<f64>, data: &Dataset) -> Self {
        Self {
            progress: Progress::new(settings, w, data.id()),
            visits: Visits::new(order, settings.seed, data),
            penalty: settings.svm.penalty(),
        }
    }

    /// The regulariser's λ = 1/(N·C) for N points (0 for the hard margin).
    pub fn lambda(&self, n: usize) -> f64 {
        if self.penalty.is_finite() {
            1.0 / (n as f64 * self.penalty)
        } else {
            0.0
        }
    }
}

impl Learner for HingeSgd {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HingeSgd
    }

    fn step(&mut self, data: &Dataset) -> Step {
        return_if_cannot_step!(self, data);
        let n = data.len();
        let point = self.visits.next(n);
        let lambda = self.lambda(n);
        let shrink = self.weight_decay(n);
        let p = &mut self.progress;
        let margin = data.margin(&p.w, point);
        if lambda > 0.0 {
            for wi in &mut p.w[1..] {
                *wi *= shrink;
            }
        }
        let scale = if margin < 1.0 { p.eta } else { 0.0 };
        let event = if scale > 0.0 {
            p.point_update(point, margin, scale, data.signed_row(point))
        } else if lambda > 0.0 {
            p.counters.updates += 1;
            Event::PointUpdate {
                point,
                margin,
                scale,
            }
        } else {
            Event::Correct { point, margin }
        };
        p.counters.visits += 1;
        p.finish(Step {
            event,
            visits: 1,
            pocket_replaced: false,
            stop: None,
        })
    }

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    fn weight_decay(&self, n: usize) -> f64 {
        1.0 - self.progress.eta * self.lambda(n)
    }

    counters_and_stop_from_progress!();

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        self.visits.rebind(data);
    }
}
