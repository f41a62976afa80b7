//! The multiclass perceptron, seed 002's structured perceptron in its simplest structure:
//! φ(x, y) = z placed in block y, so w = (w₀, …, w_{K−1}) holds one w_k per class and the
//! prediction is argmax_k w_kᵀz (MATH.md, "Multiclass").
//!
//! A visit of point n with class y is a mistake when some other class k scores at least as high,
//! w_kᵀz ≥ w_yᵀz: a tie counts as a mistake, as y·s ≤ 0 does for PLA. The correction uses ŷ,
//! the highest-scoring class other than y (a tie to the lower index): w_y += η·z, w_ŷ −= η·z.
//! Points are visited in file order, cyclically, the scan going on after the corrected point;
//! learning stops after N consecutive visits without a mistake (a clean cycle, PLA's rule) or
//! when the budget is spent.
//!
//! With two classes, w₁ − w₀ is PLA's w (labels: class 1 is +1) times 2, and both make the same
//! mistakes: w₁ = w_PLA and w₀ = −w_PLA at every step, bit for bit.

use std::cmp::Ordering;

use super::MulticlassData;
use crate::learn::{Budget, Counters, Stop};
use crate::model::{Combine, Model, PerClass};
use crate::rows::{add_scaled, dot};

/// A correction: point `point` of class `class` was predicted `predicted` (or tied with it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Correction {
    pub point: usize,
    pub class: usize,
    pub predicted: usize,
}

/// What one step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StructuredStep {
    /// The mistake corrected, if the step found one (and the update stayed finite).
    pub correction: Option<Correction>,
    /// Points visited in this step.
    pub visits: u64,
    /// Set when the learner has stopped.
    pub stop: Option<Stop>,
}

/// The multiclass perceptron at some t.
#[derive(Debug, Clone)]
pub struct Structured {
    data: MulticlassData,
    /// w_k for each class, row-major: K × (d + 1).
    weights: Vec<f64>,
    eta: f64,
    budget: Budget,
    counters: Counters,
    stop: Option<Stop>,
    /// The next point to visit.
    position: usize,
    /// Consecutive visits without a mistake.
    clean_run: usize,
}

impl Structured {
    /// From w = 0, with learning rate `eta` and `budget` (visits and updates over all classes).
    pub(crate) fn new(data: &MulticlassData, eta: f64, budget: Budget) -> Self {
        Self {
            weights: vec![0.0; data.classes().len() * (data.dim() + 1)],
            data: data.clone(),
            eta,
            budget,
            counters: Counters::default(),
            stop: None,
            position: 0,
            clean_run: 0,
        }
    }

    pub fn data(&self) -> &MulticlassData {
        &self.data
    }

    /// w_k, `[w₀, w₁, …, w_d]` of class k.
    pub fn class_weights(&self, k: usize) -> &[f64] {
        let row_len = self.data.dim() + 1;
        &self.weights[k * row_len..(k + 1) * row_len]
    }

    /// Every w_k, row-major.
    pub fn weights(&self) -> &[f64] {
        &self.weights
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    pub fn stopped(&self) -> Option<Stop> {
        self.stop
    }

    /// The point the next visit checks.
    pub fn next_point(&self) -> usize {
        self.position
    }

    /// The highest-scoring class other than `class` at z (a tie to the lower index), and
    /// whether it scores at least as high as `class`: a mistake.
    fn rival(&self, z: &[f64], class: usize) -> (usize, bool) {
        let own = dot(self.class_weights(class), z);
        let mut best: Option<(usize, f64)> = None;
        for k in (0..self.data.classes().len()).filter(|&k| k != class) {
            let s = dot(self.class_weights(k), z);
            if best.is_none_or(|(_, top)| s > top) {
                best = Some((k, s));
            }
        }
        // NaN scores count as a mistake, as PLA's margin rule does.
        best.map_or((class, false), |(k, s)| {
            (k, own.partial_cmp(&s) != Some(Ordering::Greater))
        })
    }

    fn budget_spent(&self) -> bool {
        let Counters { updates, visits } = self.counters;
        self.budget.max_updates.is_some_and(|max| updates >= max)
            || self.budget.max_visits.is_some_and(|max| visits >= max)
    }

    /// Visits points until a mistake, which it corrects, a clean cycle, or the end of the budget.
    pub fn step(&mut self) -> StructuredStep {
        let n = self.data.len();
        let mut report = StructuredStep {
            correction: None,
            visits: 0,
            stop: self.stop,
        };
        if self.stop.is_none() && self.budget_spent() {
            self.stop = Some(Stop::Budget);
        }
        if self.stop.is_some() || n == 0 {
            report.stop = self.stop;
            return report;
        }
        while self.clean_run < n && !self.budget_spent() {
            let point = self.position;
            self.position = if point + 1 == n { 0 } else { point + 1 };
            self.counters.visits += 1;
            report.visits += 1;
            let class = self.data.class(point);
            let (predicted, mistake) = self.rival(self.data.augmented_row(point), class);
            if !mistake {
                self.clean_run += 1;
                continue;
            }
            self.clean_run = 0;
            if self.correct(point, class, predicted) {
                report.correction = Some(Correction {
                    point,
                    class,
                    predicted,
                });
            }
            break;
        }
        if self.stop.is_none() {
            if self.clean_run >= n {
                self.stop = Some(Stop::Converged);
            } else if self.budget_spent() {
                self.stop = Some(Stop::Budget);
            }
        }
        report.stop = self.stop;
        report
    }

    /// w_class += η·z, w_predicted −= η·z; false (and w kept, stopped as diverged) if a weight
    /// would stop being finite.
    fn correct(&mut self, point: usize, class: usize, predicted: usize) -> bool {
        let row_len = self.data.dim() + 1;
        let z = self.data.augmented_row(point);
        let (own, rival) = (class * row_len, predicted * row_len);
        let kept = self.weights[own..own + row_len].to_vec();
        let applied = add_scaled(&mut self.weights[own..own + row_len], self.eta, z).is_some()
            && add_scaled(&mut self.weights[rival..rival + row_len], -self.eta, z).is_some();
        if !applied {
            self.weights[own..own + row_len].copy_from_slice(&kept);
            self.stop = Some(Stop::Diverged);
            return false;
        }
        self.counters.updates += 1;
        true
    }

    /// Steps until it stops or `max_steps` steps have run; returns the steps run.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        let mut steps = 0;
        while steps < max_steps && self.stop.is_none() {
            self.step();
            steps += 1;
        }
        steps
    }

    /// The answer: one line per class, combined by argmax (a tie to the lower index).
    pub fn model(&self) -> Model {
        let row_len = self.data.dim() + 1;
        Model::PerClass(PerClass {
            classes: self.data.classes().len(),
            models: self
                .weights
                .chunks_exact(row_len)
                .map(|w| Model::Linear(w.to_vec()))
                .collect(),
            combine: Combine::OneVersusAll,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::multiclass::{Method, MulticlassLearner, MulticlassSettings};

    fn three_blobs() -> MulticlassData {
        let features = [0.0, 0.0, 0.1, 0.2, 4.0, 0.0, 4.2, 0.1, 0.0, 4.0, 0.1, 4.3];
        MulticlassData::from_rows(2, &features, &["a", "a", "b", "b", "c", "c"]).expect("valid")
    }

    #[test]
    fn a_tie_is_a_mistake_corrected_against_the_lower_rival() {
        // At w = 0 every class scores 0: point 0 (class a) ties with b and c, a mistake whose
        // rival is b, the lower index.
        let mut learner = Structured::new(&three_blobs(), 1.0, Budget::default());
        let step = learner.step();
        let correction = Some(Correction {
            point: 0,
            class: 0,
            predicted: 1,
        });
        assert_eq!(step.correction, correction);
        assert_eq!(step.visits, 1);
        assert_eq!(learner.class_weights(0), &[1.0, 0.0, 0.0]);
        assert_eq!(learner.class_weights(1), &[-1.0, 0.0, 0.0]);
        assert_eq!(learner.class_weights(2), &[0.0, 0.0, 0.0]);
    }

    #[test]
    fn separable_classes_end_in_a_clean_cycle() {
        let data = three_blobs();
        let settings = MulticlassSettings {
            binary: crate::learn::Settings::new(crate::learn::Algorithm::Pla),
            epochs: Some(1000),
        };
        let mut learner =
            MulticlassLearner::new(Method::Structured, &data, &settings).expect("three classes");
        learner.run(u64::MAX);
        assert_eq!(learner.stops(), vec![Some(Stop::Converged)]);
        assert_eq!(data.zero_one_error(&learner.model()), 0.0);
    }
}
