//! The generalisation gap measured for the VC bound's plot: PLA or pocket on seeded samples of N
//! points from a target line with label noise p, at several N, one sample a slice, off the
//! window's thread (on the web page, a few milliseconds a frame), with its progress.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::app::shell::background::{Sliced, Slices};
use crate::learn::{Algorithm, Budget, Settings};
use crate::target::Target;
use crate::vc::gap::{Experiment, GapAt, Gaps};

/// The sample sizes measured.
pub const SIZES: [usize; 8] = [10, 20, 50, 100, 200, 500, 1_000, 2_000];
/// Samples at each size.
pub const REPEATS: usize = 40;
/// Fresh points for each E_out.
const TEST_POINTS: usize = 2_000;
/// The learner's updates at most on one sample.
const MAX_UPDATES: u64 = 100;
/// The learner's steps at most on one sample (PLA on noisy points never halts).
const MAX_STEPS: u64 = 2_000;

/// How soon the window looks again at a measurement under way.
pub const POLL_AFTER: std::time::Duration = Sliced::<GapJob>::POLL_AFTER;

/// What a measurement was made for: the learner and the noise.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Inputs {
    pub algorithm: Algorithm,
    pub noise: f64,
}

/// The measurement under way, and the last one made.
pub struct Measurement {
    /// The learner the next measurement trains.
    pub learner: Algorithm,
    running: Option<Running>,
    /// The gap at each size, for the inputs it was made with.
    pub done: Option<(Inputs, Vec<GapAt>)>,
}

impl Default for Measurement {
    fn default() -> Self {
        Self {
            learner: Algorithm::Pocket,
            running: None,
            done: None,
        }
    }
}

struct Running {
    inputs: Inputs,
    job: Sliced<GapJob>,
    samples_done: Arc<AtomicUsize>,
}

impl Measurement {
    /// Starts measuring for `inputs` (a measurement under way stops).
    pub fn start(&mut self, inputs: Inputs) -> Result<(), String> {
        self.stop();
        let samples_done = Arc::new(AtomicUsize::new(0));
        let job = GapJob {
            experiment: experiment(inputs),
            size: 0,
            repeat: 0,
            gaps: Vec::new(),
            current: Gaps::new(SIZES[0]),
            samples_done: Arc::clone(&samples_done),
        };
        let job = Sliced::start("linlab-gap", job).map_err(|e| e.to_string())?;
        self.running = Some(Running {
            inputs,
            job,
            samples_done,
        });
        Ok(())
    }

    /// Stops the measurement under way, keeping the sizes it finished.
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take()
            && let Some(gaps) = running.job.finish(true)
            && !gaps.is_empty()
        {
            self.done = Some((running.inputs, gaps));
        }
    }

    /// Takes a finished measurement; whether one is still under way.
    pub fn poll(&mut self) -> bool {
        let Some(running) = self.running.as_mut() else {
            return false;
        };
        if !running.job.is_done() {
            return true;
        }
        self.stop();
        false
    }

    /// The share of samples measured, while measuring.
    pub fn progress(&self) -> Option<f32> {
        self.running
            .as_ref()
            .map(|r| r.samples_done.load(Ordering::Relaxed) as f32 / (SIZES.len() * REPEATS) as f32)
    }
}

/// The experiment for `inputs`: the target line x₂ = x₁ + 0.1 on [−1, 1]², fixed seeds.
fn experiment(inputs: Inputs) -> Experiment {
    let mut settings = Settings::new(inputs.algorithm);
    settings.budget = Budget {
        max_updates: Some(MAX_UPDATES),
        max_visits: None,
    };
    Experiment {
        target: Target {
            w: vec![0.1, -1.0, 1.0],
            noise: inputs.noise,
            low: vec![-1.0, -1.0],
            high: vec![1.0, 1.0],
        },
        settings,
        repeats: REPEATS,
        test_points: TEST_POINTS,
        max_steps: MAX_STEPS,
        seed: 1,
    }
}

/// The measurement as slices: one sample each.
struct GapJob {
    experiment: Experiment,
    /// The size measured now, in [`SIZES`].
    size: usize,
    repeat: usize,
    gaps: Vec<GapAt>,
    current: Gaps,
    samples_done: Arc<AtomicUsize>,
}

impl Slices for GapJob {
    type Output = Vec<GapAt>;

    fn advance(&mut self) -> bool {
        let Some(&n) = SIZES.get(self.size) else {
            return true;
        };
        self.current.add(self.experiment.sample(n, self.repeat));
        self.samples_done.fetch_add(1, Ordering::Relaxed);
        self.repeat += 1;
        if self.repeat == self.experiment.repeats {
            self.gaps.push(self.current.finish());
            self.size += 1;
            self.repeat = 0;
            self.current = Gaps::new(SIZES.get(self.size).copied().unwrap_or(0));
        }
        self.size == SIZES.len()
    }

    fn finish(self) -> Vec<GapAt> {
        self.gaps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slices_add_up_to_the_experiment_at_each_size() {
        let inputs = Inputs {
            algorithm: Algorithm::Pocket,
            noise: 0.1,
        };
        let mut job = GapJob {
            experiment: experiment(inputs),
            size: 0,
            repeat: 0,
            gaps: Vec::new(),
            current: Gaps::new(SIZES[0]),
            samples_done: Arc::new(AtomicUsize::new(0)),
        };
        // The two smallest sizes, a sample a slice.
        for _ in 0..2 * REPEATS {
            assert!(!job.advance());
        }
        let whole = experiment(inputs);
        assert_eq!(job.gaps, vec![whole.at(SIZES[0]), whole.at(SIZES[1])]);
        assert_eq!(job.samples_done.load(Ordering::Relaxed), 2 * REPEATS);
    }
}
