//! Logistic regression (MATH.md, "Logistic regression"): gradient steps on the cross-entropy
//! error. SGD visits one point per step, w ← w + η·θ(−yₙsₙ)·yₙzₙ (a "soft PLA": every visit
//! updates, weighted by how wrong the point is); GD takes the mean of that over all points.

use rand::RngExt as _;

use super::progress::Progress;
use super::{Algorithm, Counters, Event, Learner, Order, Rng, Settings, Step, Stop, rng_from_seed};
use crate::data::Dataset;

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
    Sgd { random: Option<Rng>, position: usize },
    /// Full batch: Σ θ(−yₙsₙ)·yₙzₙ accumulates here.
    Gd { gradient: Vec<f64> },
}

#[derive(Debug, Clone)]
pub struct Logistic {
    progress: Progress,
    mode: Mode,
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
        }
    }

    pub(crate) fn gd(settings: &Settings, w: Vec<f64>, data: &Dataset) -> Self {
        Self {
            progress: Progress::new(settings, w, data.id()),
            mode: Mode::Gd {
                gradient: vec![0.0; data.row_len()],
            },
        }
    }
}

impl Learner for Logistic {
    fn algorithm(&self) -> Algorithm {
        match self.mode {
            Mode::Sgd { .. } => Algorithm::LogisticSgd,
            Mode::Gd { .. } => Algorithm::LogisticGd,
        }
    }

    fn step(&mut self, data: &Dataset) -> Step {
        if data.id() != self.progress.data_id {
            self.rebind(data);
        }
        if data.is_empty() {
            return Step::idle();
        }
        if let Some(blocked) = self.progress.blocked() {
            return blocked;
        }
        let n = data.len();
        let p = &mut self.progress;
        let (event, visits) = match &mut self.mode {
            Mode::Sgd { random, position } => {
                let point = match random {
                    Some(rng) => rng.random_range(0..n),
                    None => {
                        let point = *position;
                        *position = (point + 1) % n;
                        point
                    }
                };
                let margin = data.margin(&p.w, point);
                let scale = p.eta * theta_of_minus(margin);
                let event = if p.update(scale, data.signed_row(point)) {
                    Event::PointUpdate {
                        point,
                        margin,
                        scale,
                    }
                } else {
                    Event::Nothing
                };
                (event, 1)
            }
            Mode::Gd { gradient } => {
                gradient.fill(0.0);
                for row in data.signed_rows().chunks_exact(data.row_len()) {
                    let c = theta_of_minus(crate::kernel::dot(&p.w, row));
                    for (g, r) in gradient.iter_mut().zip(row) {
                        *g += c * r;
                    }
                }
                let mean = 1.0 / n as f64;
                for g in gradient.iter_mut() {
                    *g *= mean;
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

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    fn counters(&self) -> Counters {
        self.progress.counters
    }

    fn stopped(&self) -> Option<Stop> {
        self.progress.stop
    }

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        if let Mode::Sgd { position, .. } = &mut self.mode
            && *position >= data.len()
        {
            *position = 0;
        }
    }
}
