//! The perceptron learning algorithm (MATH.md, "PLA"): correct one mistake per update,
//! w ← w + η·yₙ·zₙ, visiting points in cyclic or random-cycle order; halt after a full cycle
//! without a mistake.

use super::cycle::{Cycle, Scan};
use super::progress::Progress;
use super::{Algorithm, Counters, Event, Learner, Order, Settings, Step, Stop, rng_from_seed};
use crate::data::Dataset;

#[derive(Debug, Clone)]
pub struct Pla {
    progress: Progress,
    cycle: Cycle,
}

impl Pla {
    pub(crate) fn new(settings: &Settings, order: Order, w: Vec<f64>, data: &Dataset) -> Self {
        Self {
            progress: Progress::new(settings, w, data.id()),
            cycle: Cycle::new(order, rng_from_seed(settings.seed), data),
        }
    }

    /// The point the next visit will check.
    pub fn next_point(&self) -> usize {
        self.cycle.next_point()
    }

    fn advance(&mut self, data: &Dataset, max_visits: u64) -> Step {
        if data.id() != self.progress.data_id {
            self.rebind(data);
        }
        if data.is_empty() {
            return Step::idle();
        }
        if let Some(blocked) = self.progress.blocked() {
            return blocked;
        }
        let first_point = self.cycle.next_point();
        let p = &mut self.progress;
        let scan = self.cycle.scan(data, &p.w, max_visits.min(p.visits_left()));
        let (event, visits) = match scan {
            Scan::Mistake { point, visits } => {
                let margin = data.margin(&p.w, point);
                let applied = p.update(p.eta, data.signed_row(point));
                let event = if applied {
                    Event::PointUpdate {
                        point,
                        margin,
                        scale: p.eta,
                    }
                } else {
                    Event::Nothing
                };
                (event, visits)
            }
            Scan::Clean { visits } | Scan::Exhausted { visits } => {
                if matches!(scan, Scan::Clean { .. }) {
                    p.stop = Some(Stop::Converged);
                }
                // A single clean visit (the fine step) says which point passed.
                let event = if visits == 1 {
                    Event::Correct {
                        point: first_point,
                        margin: data.margin(&p.w, first_point),
                    }
                } else {
                    Event::Nothing
                };
                (event, visits)
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
}

impl Learner for Pla {
    fn algorithm(&self) -> Algorithm {
        Algorithm::Pla
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

    fn counters(&self) -> Counters {
        self.progress.counters
    }

    fn stopped(&self) -> Option<Stop> {
        self.progress.stop
    }

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        self.cycle.rebind(data);
    }
}
