//! The pocket algorithm (MATH.md, "Pocket"): PLA updates on a mistake of w_t, keeping in the
//! pocket ŵ the weights with the fewest training mistakes seen so far. Its answer g is ŵ.
//! With the points' weights (lecture 8), a mistake is drawn with probability proportional to its
//! weight and the pocket keeps the least E_in^w: the plain pocket on the virtually copied set.

use rand::RngExt as _;

use super::cycle::{Cycle, Scan};
use super::dual::Dual;
use super::point_weights::{LearnerWeights, Weights};
use super::progress::{Progress, counters_and_stop_from_progress, return_if_cannot_step};
use super::{
    Algorithm, Answer, Budget, Description, Event, Learner, Order, Rng, Settings, Step, Stop,
    Update, rng_from_seed,
};
use crate::data::Dataset;
use crate::rows::{Mistakes, collect_mistakes, count_mistakes};
use crate::t;

/// How the next mistake is chosen.
#[derive(Debug, Clone)]
enum Choice {
    /// Uniformly at random among w_t's current mistakes.
    Random(Rng),
    /// The next mistake in a (random or file-order) cycle.
    Cycle(Cycle),
}

/// Pocket: a random mistake by default, η = 1, 1000 updates by default; its answer is ŵ.
pub(super) const POCKET: Description = Description {
    id: "pocket",
    name: || t!("core-algorithm-pocket"),
    explanation: || t!("controls-algorithm-pocket"),
    converged: |t| t!("runview-status-converged-pocket", t = t),
    orders: &[Order::Random, Order::RandomCycle, Order::Cyclic],
    default_eta: 1.0,
    uses_eta: true,
    kernel: false,
    penalty: false,
    tolerance: false,
    initial_w: true,
    answer: Answer::Pocket,
    update: Update::Correction,
    probability: false,
    several_classes: true,
    budget: |_| Budget {
        max_updates: Some(1000),
        max_visits: None,
    },
    build: |settings, w, data| Box::new(Pocket::new(settings, settings.order(), w, data)),
};

#[derive(Debug, Clone)]
pub struct Pocket {
    progress: Progress,
    choice: Choice,
    pocket: Vec<f64>,
    pocket_mistakes: usize,
    /// The indices of w_t's mistakes, in order; its length is w_t's mistake count.
    mistakes: Mistakes,
    dual: Dual,
    /// The points' weights.
    point_weights: LearnerWeights,
    /// Σ wₙ over the pocket's mistakes (its mistake count when the weights are equal).
    pocket_weighted: f64,
}

impl Pocket {
    pub(crate) fn new(settings: &Settings, order: Order, w: Vec<f64>, data: &Dataset) -> Self {
        let rng = rng_from_seed(settings.seed);
        let choice = match order {
            Order::Random => Choice::Random(rng),
            Order::Cyclic | Order::RandomCycle => Choice::Cycle(Cycle::new(order, rng, data)),
        };
        let mut mistakes = Mistakes::default();
        let count = collect_mistakes(data.signed_rows(), &w, &mut mistakes);
        let point_weights = LearnerWeights::new(&settings.point_weights, data);
        Self {
            dual: Dual::new(&w, data.len()),
            progress: Progress::new(settings, w.clone(), data.id()),
            choice,
            pocket: w,
            pocket_mistakes: count,
            pocket_weighted: weighed(point_weights.get(), &mistakes),
            mistakes,
            point_weights,
        }
    }

    /// The training mistakes of the pocket ŵ.
    pub fn pocket_mistakes(&self) -> usize {
        self.pocket_mistakes
    }

    /// The training mistakes of w_t.
    pub fn current_mistakes(&self) -> usize {
        self.mistakes.len()
    }

    /// Σ wₙ over the pocket's mistakes: E_in^w of ŵ times Σ wₙ (its mistakes when the
    /// weights are equal).
    pub fn pocket_weighted_mistakes(&self) -> f64 {
        self.pocket_weighted
    }
}

/// Σ wₙ over `mistakes`, or their count when every point weighs 1.
fn weighed(weights: Option<&Weights>, mistakes: &[u32]) -> f64 {
    weights.map_or(mistakes.len() as f64, |w| w.sum_over(mistakes))
}

impl Learner for Pocket {
    fn algorithm(&self) -> Algorithm {
        Algorithm::Pocket
    }

    fn step(&mut self, data: &Dataset) -> Step {
        return_if_cannot_step!(self, data);
        let p = &mut self.progress;
        if weighed(self.point_weights.get(), &self.mistakes) == 0.0 {
            p.stop = Some(Stop::Converged);
            return p.finish(Step::idle());
        }
        let rows = data.signed_rows();
        let picked = match &mut self.choice {
            Choice::Random(rng) => match self.point_weights.get() {
                None => {
                    let k = rng.random_range(0..self.mistakes.len());
                    Some((self.mistakes[k] as usize, 1))
                }
                Some(weights) => weights.pick(rng, &self.mistakes).map(|n| (n, 1)),
            },
            Choice::Cycle(cycle) => match cycle.scan(data, &p.w, p.visits_left()) {
                Scan::Mistake { point, visits } => Some((point, visits)),
                Scan::Clean { .. } | Scan::Exhausted { .. } => None,
            },
        };
        let Some((point, visits)) = picked else {
            // Unreachable while the count above is right; stop rather than loop.
            p.stop = Some(Stop::Converged);
            return p.finish(Step::idle());
        };
        p.counters.visits += visits;
        let margin = data.margin(&p.w, point);
        if !p.update(p.eta, data.signed_row(point)) {
            return p.finish(Step::idle());
        }
        self.dual.record(point);
        let count = collect_mistakes(rows, &p.w, &mut self.mistakes);
        let weighted = weighed(self.point_weights.get(), &self.mistakes);
        let pocket_replaced = weighted < self.pocket_weighted;
        if pocket_replaced {
            self.pocket.copy_from_slice(&p.w);
            self.pocket_mistakes = count;
            self.pocket_weighted = weighted;
        }
        if weighted == 0.0 {
            p.stop = Some(Stop::Converged);
        }
        p.finish(Step {
            event: Event::PointUpdate {
                point,
                margin,
                scale: p.eta,
            },
            visits,
            pocket_replaced,
            stop: None,
        })
    }

    fn weights(&self) -> &[f64] {
        &self.progress.w
    }

    fn answer(&self) -> &[f64] {
        &self.pocket
    }

    fn dual(&self) -> Option<&Dual> {
        Some(&self.dual)
    }

    fn mistakes_on(&self, data: &Dataset) -> Option<[usize; 2]> {
        (self.progress.data_id == data.id()).then_some([self.mistakes.len(), self.pocket_mistakes])
    }

    fn heap_bytes(&self) -> usize {
        self.progress.w.len() * 16 + self.mistakes.heap_bytes() + self.dual.heap_bytes()
    }

    counters_and_stop_from_progress!();

    fn rebind(&mut self, data: &Dataset) {
        self.progress.rebind(data.id());
        if let Choice::Cycle(cycle) = &mut self.choice {
            cycle.rebind(data);
        }
        let rows = data.signed_rows();
        collect_mistakes(rows, &self.progress.w, &mut self.mistakes);
        self.pocket_mistakes = count_mistakes(rows, &self.pocket);
        self.dual = Dual::new(&self.progress.w, data.len());
        self.point_weights.rebind(data);
        let mut pocket_wrong = Mistakes::default();
        collect_mistakes(rows, &self.pocket, &mut pocket_wrong);
        self.pocket_weighted = weighed(self.point_weights.get(), &pocket_wrong);
    }
}
