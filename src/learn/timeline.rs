//! Every state of a run, within a memory budget: copies of the learner (keyframes) every
//! `interval` updates, and replay from the nearest one. Learners are deterministic given their
//! seed and the points, so replaying from a keyframe gives the state bit for bit.
//!
//! Memory stays bounded however long the run: when the keyframes outgrow the budget, every
//! other one is dropped and the interval doubles, so a run of T updates keeps at most
//! `MAX_KEYFRAMES` copies, and reaching any t replays at most `interval` steps.

use std::sync::Arc;

use super::{Learner, Step};
use crate::data::Dataset;

/// At most this many keyframes, whatever the budget.
pub const MAX_KEYFRAMES: usize = 256;

struct Keyframe {
    /// Updates made when this copy was taken.
    t: u64,
    learner: Box<dyn Learner>,
    /// The step that led to this state (none at the start).
    step: Option<Step>,
}

/// A run's states, on the points it ran on. Invariant: `keyframes` is never empty (the first,
/// the start, is never dropped) and is sorted by t.
pub struct Timeline {
    data: Arc<Dataset>,
    keyframes: Vec<Keyframe>,
    /// A keyframe is taken when this many updates have passed since the last one.
    interval: u64,
    budget_bytes: usize,
    /// The furthest t recorded, and whether the run stopped there.
    latest: u64,
    stopped: bool,
}

impl Timeline {
    /// A timeline starting at `learner`'s current state, on `data`.
    pub fn new(learner: &dyn Learner, data: Arc<Dataset>, budget_bytes: usize) -> Self {
        let t = learner.counters().updates;
        Self {
            data,
            keyframes: vec![Keyframe {
                t,
                learner: learner.clone_box(),
                step: None,
            }],
            interval: 1,
            budget_bytes,
            latest: t,
            stopped: learner.stopped().is_some(),
        }
    }

    /// The points this run is on.
    pub fn data(&self) -> &Arc<Dataset> {
        &self.data
    }

    /// The first t it holds (the run's start, or where the points were last edited).
    pub fn first(&self) -> u64 {
        self.keyframes.first().map_or(0, |k| k.t)
    }

    /// The furthest t recorded.
    pub fn latest(&self) -> u64 {
        self.latest
    }

    /// How many updates apart the keyframes are.
    pub fn interval(&self) -> u64 {
        self.interval
    }

    pub fn keyframes(&self) -> usize {
        self.keyframes.len()
    }

    /// The memory the keyframes hold, roughly.
    pub fn heap_bytes(&self) -> usize {
        self.keyframes.iter().map(|k| k.learner.heap_bytes()).sum()
    }

    /// Call after each step of the live learner (which must be at `latest` or beyond). Cheap
    /// unless a keyframe is due: every `interval` updates, and when the run stops.
    pub fn record(&mut self, learner: &dyn Learner, step: &Step) {
        let t = learner.counters().updates;
        let last = self.keyframes.last().map_or(0, |k| k.t);
        let stopped = learner.stopped().is_some();
        self.latest = self.latest.max(t);
        let due = t >= last.saturating_add(self.interval) || (stopped && !self.stopped);
        self.stopped = stopped;
        if !due {
            return;
        }
        if self.keyframes.last().is_some_and(|k| k.t == t) {
            self.keyframes.pop();
        }
        self.keyframes.push(Keyframe {
            t,
            learner: learner.clone_box(),
            step: Some(*step),
        });
        self.thin();
    }

    /// Drops every other keyframe (never the first or the last) and doubles the interval while
    /// over budget.
    fn thin(&mut self) {
        while self.keyframes.len() > 2
            && (self.keyframes.len() > MAX_KEYFRAMES || self.heap_bytes() > self.budget_bytes)
        {
            let last = self.keyframes.len() - 1;
            let mut index = 0;
            self.keyframes.retain(|_| {
                let keep = index == 0 || index == last || index % 2 == 0;
                index += 1;
                keep
            });
            self.interval = self.interval.saturating_mul(2);
        }
    }

    /// The learner as it was right after update t (clamped to what was recorded), and the
    /// step that led there.
    pub fn state_at(&self, t: u64) -> (Box<dyn Learner>, Option<Step>) {
        let t = t.clamp(self.first(), self.latest);
        let at = self.keyframes.partition_point(|k| k.t <= t);
        // The first keyframe is never dropped, so `at` ≥ 1 unless the timeline is empty.
        let keyframe = &self.keyframes[at.saturating_sub(1)];
        let mut learner = keyframe.learner.clone_box();
        let mut step = keyframe.step;
        while learner.counters().updates < t && learner.stopped().is_none() {
            step = Some(learner.step(&self.data));
        }
        // The final state of a run that stopped without an update (e.g. PLA's clean cycle).
        if t == self.latest
            && let Some(last) = self.keyframes.last()
            && last.t == t
            && last.learner.stopped().is_some()
        {
            return (last.learner.clone_box(), last.step);
        }
        (learner, step)
    }

    /// Forgets every state after t (the run will go another way from there).
    pub fn truncate(&mut self, t: u64) {
        let first = self.first();
        self.keyframes.retain(|k| k.t <= t || k.t == first);
        self.latest = t.max(self.first());
        self.stopped = false;
    }
}
