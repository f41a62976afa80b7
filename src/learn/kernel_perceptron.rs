//! The kernel perceptron (MATH.md, "Support vector machines"; seeds 002 + 004): the dual PLA with
//! a kernel in place of the dot product, s(x) = Σₙ αₙyₙ (K(xₙ, x) + 1), the constant 1 carrying
//! the bias as x₀ = 1 does. Points are visited in cyclic order; a mistake (yₙsₙ ≤ 0) adds 1 to
//! αₙ; the learner halts after a full cycle without a mistake (on data separable in feature
//! space). With K = xᵀx′ it is PLA itself.

use std::sync::Arc;

use super::dual::Dual;
use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::{
    Algorithm, Answer, Budget, Description, Event, Learner, Order, Settings, Step, Stop, Update,
};
use crate::data::Dataset;
use crate::model::{Kernel, KernelExpansion, Model};
use crate::rows::is_mistake;
use crate::t;

/// The kernel perceptron: cyclic, halting after a clean cycle; 1000 epochs at most by default.
pub(super) const KERNEL_PERCEPTRON: Description = Description {
    id: "kernel-perceptron",
    name: || t!("core-algorithm-kernel-perceptron"),
    explanation: || t!("controls-algorithm-kernel-perceptron"),
    converged: |t| t!("runview-status-converged-cycle", t = t),
    orders: &[Order::Cyclic],
    default_eta: 1.0,
    uses_eta: false,
    kernel: true,
    penalty: false,
    tolerance: false,
    initial_w: false,
    answer: Answer::Current,
    update: Update::KernelCorrection,
    probability: false,
    several_classes: false,
    budget: |n| Budget {
        max_updates: None,
        max_visits: Some(1000 * n),
    },
    build: |settings, _, data| Box::new(KernelPerceptron::new(settings, data)),
};

#[derive(Debug, Clone)]
pub struct KernelPerceptron {
    /// `w` is what [`Learner::weights`] shows: for the linear kernel PLA's w = Σαₙyₙzₙ; for the
    /// others `[b, 0, …, 0]` with b = Σαₙyₙ, since s(x) is not linear in x.
    progress: Progress,
    kernel: Kernel,
    dim: usize,
    /// The features, row-major (N × d).
    points: Arc<[f64]>,
    labels: Arc<[f64]>,
    /// αₙ: the mistakes made on each point.
    dual: Dual,
    /// sₙ under the current α for every point, kept up to date at each update (O(N)), so a
    /// visit costs O(1).
    scores: Vec<f64>,
    position: usize,
    /// Consecutive visits without a mistake; N of them is a full clean cycle.
    clean_run: usize,
}

fn features(data: &Dataset) -> Arc<[f64]> {
    (0..data.len()).flat_map(|n| data.features(n)).collect()
}

impl KernelPerceptron {
    pub(crate) fn new(settings: &Settings, data: &Dataset) -> Self {
        let w = vec![0.0; data.row_len()];
        Self {
            dual: Dual::new(&w, data.len()),
            progress: Progress::new(settings, w, data.id()),
            kernel: settings.svm.kernel(),
            dim: data.dim(),
            points: features(data),
            labels: data.labels().into(),
            scores: vec![0.0; data.len()],
            position: 0,
            clean_run: 0,
        }
    }

    /// The point the next visit will check.
    pub fn next_point(&self) -> usize {
        self.position
    }

    fn point(&self, n: usize) -> &[f64] {
        &self.points[n * self.dim..(n + 1) * self.dim]
    }

    /// αₙ += 1: every score moves by yₙ(K(xₙ, xₘ) + 1), and w by yₙzₙ (linear kernel) or its
    /// bias by yₙ. Returns false (and changes nothing) if w would not stay finite.
    fn correct(&mut self, data: &Dataset, n: usize) -> bool {
        let applied = if self.kernel == Kernel::Linear {
            self.progress.update(1.0, data.signed_row(n))
        } else {
            let mut bias_row = vec![0.0; data.row_len()];
            bias_row[0] = data.label(n);
            self.progress.update(1.0, &bias_row)
        };
        if applied {
            self.dual.record(n);
            let (y, x) = (data.label(n), self.point(n).to_vec());
            let kernel = self.kernel;
            for (s, xm) in self
                .scores
                .iter_mut()
                .zip(self.points.chunks_exact(self.dim))
            {
                *s += y * (kernel.eval(&x, xm) + 1.0);
            }
        }
        applied
    }

    fn advance(&mut self, data: &Dataset, max_visits: u64) -> Step {
        return_if_cannot_step!(self, data);
        let n = data.len();
        let allowed = max_visits.min(self.progress.visits_left());
        let mut visits = 0;
        let mut event = Event::Nothing;
        while visits < allowed {
            let point = self.position;
            let margin = data.label(point) * self.scores[point];
            visits += 1;
            self.position = (point + 1) % n;
            if is_mistake(margin) {
                self.clean_run = 0;
                if self.correct(data, point) {
                    event = Event::PointUpdate {
                        point,
                        margin,
                        scale: 1.0,
                    };
                }
                break;
            }
            self.clean_run += 1;
            if visits == 1 && max_visits == 1 {
                event = Event::Correct { point, margin };
            }
            if self.clean_run >= n {
                self.progress.stop = Some(Stop::Converged);
                break;
            }
        }
        self.progress.counters.visits += visits;
        self.progress.finish(Step {
            event,
            visits,
            pocket_replaced: false,
            stop: None,
        })
    }
}

impl Learner for KernelPerceptron {
    fn algorithm(&self) -> Algorithm {
        Algorithm::KernelPerceptron
    }

    fn step(&mut self, data: &Dataset) -> Step {
        self.advance(data, u64::MAX)
    }

    fn visit(&mut self, data: &Dataset) -> Step {
        self.advance(data, 1)
    }

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    fn model(&self) -> Model {
        let mut support = Vec::new();
        let mut alpha_y = Vec::new();
        let mut b = 0.0;
        for (n, (alpha, &y)) in self.dual.alphas().zip(self.labels.iter()).enumerate() {
            if alpha > 0 {
                support.extend_from_slice(self.point(n));
                alpha_y.push(f64::from(alpha) * y);
                b += f64::from(alpha) * y;
            }
        }
        Model::Kernel(KernelExpansion::new(
            self.kernel,
            self.dim,
            support,
            alpha_y,
            b,
        ))
    }

    fn dual(&self) -> Option<&Dual> {
        Some(&self.dual)
    }

    fn heap_bytes(&self) -> usize {
        self.progress.w.len() * 8 + self.dual.heap_bytes() + self.scores.len() * 8
    }

    counters_and_stop_from_progress!();

    /// Points moved with their labels unchanged keep α (the scores are recomputed); a point
    /// added or removed, or a label changed, restarts from α = 0 and w = 0.
    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        let keep = data.labels() == &*self.labels;
        self.points = features(data);
        self.dim = data.dim();
        self.clean_run = 0;
        if self.position >= data.len() {
            self.position = 0;
        }
        self.scores = vec![0.0; data.len()];
        if !keep {
            self.progress.w = vec![0.0; data.row_len()];
            self.dual = Dual::new(&self.progress.w, data.len());
            self.labels = data.labels().into();
            return;
        }
        // Recompute w and the scores from the kept α.
        self.progress.w.fill(0.0);
        let alphas: Vec<u32> = self.dual.alphas().collect();
        for (n, &alpha) in alphas.iter().enumerate() {
            let c = f64::from(alpha) * data.label(n);
            if alpha == 0 {
                continue;
            }
            if self.kernel == Kernel::Linear {
                for (wi, r) in self.progress.w.iter_mut().zip(data.signed_row(n)) {
                    *wi += f64::from(alpha) * r;
                }
            } else {
                self.progress.w[0] += c;
            }
            let x = self.point(n).to_vec();
            for (s, xm) in self
                .scores
                .iter_mut()
                .zip(self.points.chunks_exact(self.dim))
            {
                *s += c * (self.kernel.eval(&x, xm) + 1.0);
            }
        }
    }
}
