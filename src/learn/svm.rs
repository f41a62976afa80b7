//! The support vector machine by SMO (MATH.md, "Support vector machines"): one step is one pair
//! update of the dual; the learner stops when the largest KKT violation is within the
//! tolerance, or as stalled when floating point can take SMO no further (see [`Smo::stalled`]).
//! Its answer is the kernel expansion s(x) = Σαₙyₙ K(xₙ, x) + b.

use std::sync::OnceLock;

use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::{Algorithm, Answer, Budget, Description, Event, Learner, Settings, Step, Stop, Update};
use crate::data::Dataset;
use crate::model::{Kernel, Model};
use crate::svm::Smo;
use crate::t;

/// The SVM by SMO: no order or η; libsvm's budget of max(10⁷, 100·N) pairs.
pub(super) const SVM: Description = Description {
    id: "svm",
    name: || t!("core-algorithm-svm"),
    explanation: || t!("controls-algorithm-svm"),
    converged: |t| t!("runview-status-converged", t = t),
    orders: &[],
    default_eta: 1.0,
    uses_eta: false,
    kernel: true,
    penalty: true,
    tolerance: true,
    initial_w: false,
    answer: Answer::Current,
    update: Update::Pair,
    probability: false,
    // Linear, C = 1: libsvm's SVC is one versus one in exactly this sense.
    several_classes: true,
    budget: |n| Budget {
        max_updates: Some(10_000_000u64.max(100 * n)),
        max_visits: None,
    },
    build: |settings, _, data| Box::new(Svm::new(settings, data)),
};

#[derive(Debug, Clone)]
pub struct Svm {
    /// The counters, budget and stop (its `w` is unused: see `weights`).
    progress: Progress,
    smo: Smo,
    /// What [`Learner::weights`] shows, computed when first asked for after a step:
    /// `[b, w₁, …, w_d]` with w = Σαₙyₙxₙ for the linear kernel; `[b, 0, …, 0]` for the
    /// others, whose s(x) is not linear in x.
    weights: OnceLock<Vec<f64>>,
    /// d + 1.
    row_len: usize,
}

impl Svm {
    pub(crate) fn new(settings: &Settings, data: &Dataset) -> Self {
        let smo = Smo::new(
            settings.svm.kernel(),
            settings.svm.penalty(),
            settings.svm.tol,
            data,
        );
        Self {
            progress: Progress::new(settings, Vec::new(), data.id()),
            smo,
            weights: OnceLock::new(),
            row_len: data.row_len(),
        }
    }

    fn compute_weights(&self) -> Vec<f64> {
        let mut w = vec![0.0; self.row_len];
        w[0] = self.smo.b();
        if self.smo.kernel() == Kernel::Linear {
            let dim = w.len() - 1;
            let x = self.smo.expansion();
            for (row, ay) in x.support.chunks_exact(dim.max(1)).zip(&x.alpha_y) {
                for (wi, xi) in w[1..].iter_mut().zip(row) {
                    *wi += ay * xi;
                }
            }
        }
        w
    }
}

impl Learner for Svm {
    fn algorithm(&self) -> Algorithm {
        Algorithm::Svm
    }

    /// One SMO pair update; a learner whose α is optimal within the tolerance stops as
    /// converged (in the step that got it there), one that SMO cannot move further as
    /// stalled.
    fn step(&mut self, data: &Dataset) -> Step {
        return_if_cannot_step!(self, data);
        let p = &mut self.progress;
        let event = match self.smo.step() {
            Some(pair) => {
                p.counters.updates += 1;
                let finite = [pair.dual_objective, pair.alpha_i[1], pair.alpha_j[1]]
                    .iter()
                    .all(|v| v.is_finite());
                if !finite {
                    p.stop = Some(Stop::Diverged);
                }
                Event::PairUpdate(pair)
            }
            None => Event::Nothing,
        };
        if self.smo.converged() && p.stop.is_none() {
            p.stop = Some(Stop::Converged);
        }
        if self.smo.stalled().is_some() && p.stop.is_none() {
            p.stop = Some(Stop::Stalled);
        }
        // A step reads every point's gradient: N visits.
        let visits = data.len() as u64;
        p.counters.visits += visits;
        let step = p.finish(Step {
            event,
            visits,
            pocket_replaced: false,
            stop: None,
        });
        self.weights = OnceLock::new();
        step
    }

    fn weights(&self) -> &[f64] {
        self.weights.get_or_init(|| self.compute_weights())
    }

    fn model(&self) -> Model {
        Model::Kernel(self.smo.expansion())
    }

    fn smo(&self) -> Option<&Smo> {
        Some(&self.smo)
    }

    fn heap_bytes(&self) -> usize {
        self.row_len * 8 + self.smo.heap_bytes()
    }

    counters_and_stop_from_progress!();

    /// Points moved with their labels unchanged keep α (still feasible) and resume from it; a
    /// point added or removed, or a label changed, restarts from α = 0.
    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        let fresh = Smo::new(self.smo.kernel(), self.smo.c(), self.smo.tol(), data);
        self.smo = if data.labels() == self.smo.labels() {
            fresh.warm(self.smo.alpha())
        } else {
            fresh
        };
        self.row_len = data.row_len();
        self.weights = OnceLock::new();
    }
}
