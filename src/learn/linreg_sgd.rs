//! Linear regression by SGD (MATH.md, "Linear regression by SGD": Adaline / LMS): one point n
//! per step, w ← w + η·2·(yₙ − sₙ)·zₙ, minus η times the gradient of the squared error
//! (y − s)² = (1 − ys)². In the signed row yₙzₙ that is w ← w + η·2(1 − yₙsₙ)·yₙzₙ: the fourth
//! "SGD on an error of ys" beside PLA, logistic SGD and hinge SGD, whose weight on yₙzₙ can be
//! negative (a point right with y·s > 1 pushes back). It diverges when η is too large: a visit
//! scales the point's residual by 1 − 2η‖zₙ‖², so η > 1/‖zₙ‖² overshoots.

use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::visits::Visits;
use super::{Algorithm, Answer, Description, Learner, Order, PointRule, Settings, Step, Update};
use super::{hundred_epochs, visit_sentence};
use crate::data::Dataset;
use crate::t;

/// Adaline: a random point by default (cyclic or random-cycle too), η = 0.1, 100 epochs by
/// default.
pub(super) const LINREG_SGD: Description = Description {
    id: "linreg-sgd",
    name: || t!("core-algorithm-linreg-sgd"),
    explanation: || t!("controls-algorithm-linreg-sgd"),
    converged: |t| t!("runview-status-converged", t = t),
    orders: &[Order::Random, Order::Cyclic, Order::RandomCycle],
    default_eta: 0.1,
    uses_eta: true,
    kernel: false,
    penalty: false,
    tolerance: false,
    initial_w: true,
    answer: Answer::Current,
    update: Update::Point(PointRule {
        weight: "2(1−ys)",
        weight_latex: "2(1 - y_n s_n)",
        every_visit_updates: true,
        sentence: visit_sentence!("views-update-linreg-sgd"),
    }),
    probability: false,
    several_classes: true,
    budget: hundred_epochs,
    build: |settings, w, data| Box::new(LinearRegressionSgd::new(settings, w, data)),
};

#[derive(Debug, Clone)]
pub struct LinearRegressionSgd {
    progress: Progress,
    visits: Visits,
}

impl LinearRegressionSgd {
    fn new(settings: &Settings, w: Vec<f64>, data: &Dataset) -> Self {
        Self {
            progress: Progress::new(settings, w, data.id()),
            visits: Visits::new(settings.order(), settings.seed, data),
        }
    }
}

impl Learner for LinearRegressionSgd {
    fn algorithm(&self) -> Algorithm {
        Algorithm::LinregSgd
    }

    fn step(&mut self, data: &Dataset) -> Step {
        return_if_cannot_step!(self, data);
        let point = self.visits.next(data.len());
        let p = &mut self.progress;
        let margin = data.margin(&p.w, point);
        let scale = p.eta * 2.0 * (1.0 - margin);
        p.visit_update(point, margin, scale, data.signed_row(point))
    }

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    counters_and_stop_from_progress!();

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        self.visits.rebind(data);
    }
}
