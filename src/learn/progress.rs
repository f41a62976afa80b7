//! What every learner keeps: w, η, the counters, the budget and the stop state, with the one
//! update rule that refuses to make w non-finite.

use super::{Budget, Counters, Event, Settings, Step, Stop};
use crate::data::Dataset;
use crate::rows;

#[derive(Debug, Clone)]
pub(crate) struct Progress {
    pub w: Vec<f64>,
    pub eta: f64,
    pub counters: Counters,
    pub budget: Budget,
    pub stop: Option<Stop>,
    /// The [`crate::data::Dataset::id`] the learner's bookkeeping was computed for.
    pub data_id: u64,
}

impl Progress {
    pub fn new(settings: &Settings, w: Vec<f64>, data_id: u64) -> Self {
        Self {
            w,
            eta: settings.eta,
            counters: Counters::default(),
            budget: settings.budget,
            stop: None,
            data_id,
        }
    }

    pub fn budget_spent(&self) -> bool {
        let Counters { updates, visits } = self.counters;
        self.budget.max_updates.is_some_and(|max| updates >= max)
            || self.budget.max_visits.is_some_and(|max| visits >= max)
    }

    /// Visits left before the budget is spent.
    pub fn visits_left(&self) -> u64 {
        self.budget
            .max_visits
            .map_or(u64::MAX, |max| max.saturating_sub(self.counters.visits))
    }

    /// The report for a step that cannot start on `data`: no points, already stopped, or the
    /// budget spent. (A learner bound to other points rebinds before asking.)
    pub fn cannot_step(&mut self, data: &Dataset) -> Option<Step> {
        if data.is_empty() {
            return Some(Step::idle());
        }
        self.blocked()
    }

    /// w ← w + scale·yₙzₙ (`row`) for `point`, whose margin y·s was `margin`: the update, or
    /// nothing when w would stop being finite (the learner then stops as diverged, w kept).
    pub fn point_update(&mut self, point: usize, margin: f64, scale: f64, row: &[f64]) -> Event {
        if self.update(scale, row) {
            Event::PointUpdate {
                point,
                margin,
                scale,
            }
        } else {
            Event::Nothing
        }
    }

    /// One SGD visit of `point`: w ← w + scale·yₙzₙ (`row`), reported with the margin y·s it
    /// had before; a non-finite result stops the learner as diverged, w kept.
    pub fn visit_update(&mut self, point: usize, margin: f64, scale: f64, row: &[f64]) -> Step {
        let event = self.point_update(point, margin, scale, row);
        self.counters.visits += 1;
        self.finish(Step {
            event,
            visits: 1,
            pocket_replaced: false,
            stop: None,
        })
    }

    /// The report for a step that cannot start: already stopped, or the budget is spent.
    pub fn blocked(&mut self) -> Option<Step> {
        if self.stop.is_none() && self.budget_spent() {
            self.stop = Some(Stop::Budget);
        }
        self.stop.map(Step::stopped)
    }

    /// w ← w + scale·row, counted as one update; on a non-finite result w is kept and the
    /// learner stops as diverged. Returns whether the update was applied.
    pub fn update(&mut self, scale: f64, row: &[f64]) -> bool {
        if rows::add_scaled(&mut self.w, scale, row).is_none() {
            self.stop = Some(Stop::Diverged);
            return false;
        }
        self.counters.updates += 1;
        true
    }

    /// Closes a step: stops for budget if it is now spent, and reports the stop.
    pub fn finish(&mut self, mut step: Step) -> Step {
        if self.stop.is_none() && self.budget_spent() {
            self.stop = Some(Stop::Budget);
        }
        step.stop = self.stop;
        step
    }

    /// After the points changed: lift a convergence or budget stop so learning can go on.
    pub fn rebind(&mut self, data_id: u64) {
        self.data_id = data_id;
        if self.stop != Some(Stop::Diverged) {
            self.stop = None;
        }
    }
}

/// The [`super::Learner`] methods a learner answers from its [`Progress`] (in a field named
/// `progress`): its counters and its stop.
macro_rules! counters_and_stop_from_progress {
    () => {
        fn counters(&self) -> super::Counters {
            self.progress.counters
        }

        fn stopped(&self) -> Option<super::Stop> {
            self.progress.stop
        }
    };
}
pub(crate) use counters_and_stop_from_progress;

/// The start of a step for a learner that keeps its [`Progress`] in a field named `progress`:
/// rebinds when `data` are other points than the ones it learned on, then returns at once the
/// report of a step that cannot start (no points, already stopped, budget spent).
macro_rules! return_if_cannot_step {
    ($learner:ident, $data:expr) => {
        if $data.id() != $learner.progress.data_id {
            $learner.rebind($data);
        }
        if let Some(early) = $learner.progress.cannot_step($data) {
            return early;
        }
    };
}
pub(crate) use return_if_cannot_step;
