//! The perceptron learning algorithm (MATH.md, "PLA"): correct one mistake per update,
//! w ← w + η·yₙ·zₙ, visiting points in cyclic or random-cycle order; halt after a full cycle
//! without a mistake. The averaged and voted perceptrons are the same run with a [`Tally`] of
//! the w's it went through.

use super::cycle::{Cycle, Scan};
use super::dual::Dual;
use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::tally::Tally;
use super::{
    Algorithm, Answer, Budget, Description, Event, Learner, Order, Settings, Step, Stop, Update,
    rng_from_seed,
};
use crate::data::Dataset;
use crate::model::Model;
use crate::t;

/// PLA: cyclic or random-cycle, η = 1, halting after a clean cycle; 1000 epochs at most by
/// default.
pub(super) const PLA: Description = Description {
    id: "pla",
    name: || t!("core-algorithm-pla"),
    explanation: || t!("controls-algorithm-pla"),
    converged: |t| t!("runview-status-converged-cycle", t = t),
    orders: &[Order::Cyclic, Order::RandomCycle],
    default_eta: 1.0,
    uses_eta: true,
    kernel: false,
    penalty: false,
    tolerance: false,
    initial_w: true,
    answer: Answer::Current,
    update: Update::Correction,
    probability: false,
    several_classes: true,
    budget: |n| Budget {
        max_updates: None,
        max_visits: Some(1000 * n),
    },
    build: |settings, w, data| Box::new(Pla::new(settings, settings.order(), w, data)),
};

/// The averaged perceptron: PLA answering w̄.
pub(super) const AVERAGED: Description = Description {
    id: "averaged",
    name: || t!("core-algorithm-averaged"),
    explanation: || t!("controls-algorithm-averaged"),
    answer: Answer::Average,
    several_classes: false,
    ..PLA
};

/// The voted perceptron: PLA answering the vote of every w it held.
pub(super) const VOTED: Description = Description {
    id: "voted",
    name: || t!("core-algorithm-voted"),
    explanation: || t!("controls-algorithm-voted"),
    answer: Answer::Vote,
    several_classes: false,
    ..PLA
};

#[derive(Debug, Clone)]
pub struct Pla {
    algorithm: Algorithm,
    progress: Progress,
    cycle: Cycle,
    dual: Dual,
    /// The averaged and voted perceptrons' bookkeeping; `None` for PLA.
    tally: Option<Tally>,
}

impl Pla {
    /// PLA, or with `Algorithm::Averaged` / `Algorithm::Voted` the averaged or voted perceptron.
    pub(crate) fn new(settings: &Settings, order: Order, w: Vec<f64>, data: &Dataset) -> Self {
        let tally = match settings.algorithm {
            Algorithm::Averaged => Some(Tally::new(&w, false)),
            Algorithm::Voted => Some(Tally::new(&w, true)),
            _ => None,
        };
        Self {
            algorithm: settings.algorithm,
            dual: Dual::new(&w, data.len()),
            progress: Progress::new(settings, w, data.id()),
            cycle: Cycle::new(order, rng_from_seed(settings.seed), data),
            tally,
        }
    }

    /// Voted perceptron: how many w's vote.
    pub fn voters(&self) -> usize {
        self.tally.as_ref().map_or(0, Tally::voters)
    }

    /// The point the next visit will check.
    pub fn next_point(&self) -> usize {
        self.cycle.next_point()
    }

    fn advance(&mut self, data: &Dataset, max_visits: u64) -> Step {
        return_if_cannot_step!(self, data);
        let first_point = self.cycle.next_point();
        let p = &mut self.progress;
        let scan = self.cycle.scan(data, &p.w, max_visits.min(p.visits_left()));
        let mut replaced = None;
        let (event, visits) = match scan {
            Scan::Mistake { point, visits } => {
                let margin = data.margin(&p.w, point);
                let before = self.tally.is_some().then(|| p.w.clone());
                let applied = p.update(p.eta, data.signed_row(point));
                if applied {
                    self.dual.record(point);
                    replaced = before;
                }
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
        if let Some(tally) = &mut self.tally {
            tally.observe(&p.w, p.counters.visits, replaced.as_deref());
        }
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
        self.algorithm
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

    fn answer(&self) -> &[f64] {
        self.tally.as_ref().map_or(&self.progress.w, Tally::mean)
    }

    fn model(&self) -> Model {
        self.tally
            .as_ref()
            .and_then(|t| t.ballot(&self.progress.w, self.progress.counters.visits))
            .map_or_else(|| Model::Linear(self.answer().to_vec()), Model::Vote)
    }

    fn dual(&self) -> Option<&Dual> {
        Some(&self.dual)
    }

    fn heap_bytes(&self) -> usize {
        self.progress.w.len() * 8
            + self.dual.heap_bytes()
            + self.tally.as_ref().map_or(0, Tally::heap_bytes)
    }

    counters_and_stop_from_progress!();

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        self.cycle.rebind(data);
        self.dual = Dual::new(&self.progress.w, data.len());
    }
}
