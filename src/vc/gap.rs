//! The generalisation gap, measured to set beside the VC bound. A learner is trained on N points
//! drawn from a target f with noise p, and its E_in (0/1, on those points) is compared with its
//! E_out (0/1, on fresh noisy points from the same f). This is repeated over seeded samples at
//! each N, giving the mean and the largest |E_in − E_out|. The same seed replays the same
//! numbers.

use serde::Serialize;

use crate::learn::Settings;
use crate::loss::{ErrorMeasure, mean_error};
use crate::rows;
use crate::target::Target;

/// What is measured: the target, the learner, the sample sizes and how many samples at each.
#[derive(Debug, Clone, PartialEq)]
pub struct Experiment {
    pub target: Target,
    pub settings: Settings,
    pub repeats: usize,
    /// Fresh points for each E_out.
    pub test_points: usize,
    /// The learner's steps at most on each sample (PLA on noisy points never stops).
    pub max_steps: u64,
    pub seed: u64,
}

/// The gap at one N.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct GapAt {
    pub n: usize,
    /// Samples measured (a sample of one class, which no learner takes, is left out).
    pub repeats: usize,
    pub mean_e_in: f64,
    pub mean_e_out: f64,
    /// The mean of |E_in − E_out| over the samples.
    pub mean_gap: f64,
    /// The largest |E_in − E_out| seen.
    pub largest_gap: f64,
}

impl Experiment {
    /// The gap at N = `n`, over [`Experiment::repeats`] samples.
    pub fn at(&self, n: usize) -> GapAt {
        let mut measured = Gaps::new(n);
        for repeat in 0..self.repeats {
            measured.add(self.sample(n, repeat));
        }
        measured.finish()
    }

    /// Sample `repeat` at N = `n`: its (E_in, E_out), or `None` when no learner takes it (one
    /// class only).
    pub fn sample(&self, n: usize, repeat: usize) -> Option<(f64, f64)> {
        let seed = sample_seed(self.seed, n, repeat);
        let data = self.target.sample(n, seed);
        let mut learner = self.settings.build(&data).ok()?;
        learner.run(&data, self.max_steps);
        let w = learner.answer().to_vec();
        let e_in = mean_error(&data, &w, ErrorMeasure::ZeroOne);
        let score = |x: &[f64]| {
            let mut z = Vec::with_capacity(x.len() + 1);
            z.push(1.0);
            z.extend_from_slice(x);
            rows::dot(&w, &z)
        };
        let e_out = self
            .target
            .e_out(score, self.test_points, seed ^ 0x9E37_79B9_7F4A_7C15)
            .e_out;
        Some((e_in, e_out))
    }
}

/// The samples at one N so far, summed into a [`GapAt`] (a measurement made a sample at a
/// time, as the window's slices make it, adds up to [`Experiment::at`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gaps(GapAt);

impl Gaps {
    /// No sample yet at N = `n`.
    pub fn new(n: usize) -> Self {
        Self(GapAt {
            n,
            repeats: 0,
            mean_e_in: 0.0,
            mean_e_out: 0.0,
            mean_gap: 0.0,
            largest_gap: 0.0,
        })
    }

    /// One more sample's (E_in, E_out), if it was measured.
    pub fn add(&mut self, sample: Option<(f64, f64)>) {
        let Some((e_in, e_out)) = sample else {
            return;
        };
        let gap = (e_in - e_out).abs();
        let m = &mut self.0;
        m.repeats += 1;
        m.mean_e_in += e_in;
        m.mean_e_out += e_out;
        m.mean_gap += gap;
        m.largest_gap = m.largest_gap.max(gap);
    }

    /// The means over the samples added.
    pub fn finish(self) -> GapAt {
        let mut m = self.0;
        if m.repeats > 0 {
            let k = m.repeats as f64;
            m.mean_e_in /= k;
            m.mean_e_out /= k;
            m.mean_gap /= k;
        }
        m
    }
}

/// The seed of sample `repeat` at size `n`: distinct for every pair, the same on every run.
fn sample_seed(seed: u64, n: usize, repeat: usize) -> u64 {
    seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
        ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (repeat as u64)
            .wrapping_add(1)
            .wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Algorithm, Budget};

    fn experiment(seed: u64) -> Experiment {
        let mut settings = Settings::new(Algorithm::Pocket);
        settings.budget = Budget {
            max_updates: Some(200),
            max_visits: None,
        };
        Experiment {
            target: Target {
                w: vec![0.1, -1.0, 1.0],
                noise: 0.1,
                low: vec![-1.0, -1.0],
                high: vec![1.0, 1.0],
            },
            settings,
            repeats: 30,
            test_points: 2_000,
            max_steps: 2_000,
            seed,
        }
    }

    #[test]
    fn a_seed_replays_and_the_gap_closes_as_n_grows() {
        let small = experiment(7).at(10);
        assert_eq!(
            small,
            experiment(7).at(10),
            "the same seed, the same numbers"
        );
        assert_ne!(small, experiment(8).at(10));
        let large = experiment(7).at(400);
        assert_eq!(large.repeats, 30);
        // With 10% noise E_out stays near 0.1 or above; on 400 points E_in is near it too.
        assert!(large.mean_gap < small.mean_gap, "{small:?} vs {large:?}");
        assert!(large.mean_gap < 0.05, "{large:?}");
        assert!(large.mean_e_out >= 0.08, "{large:?}");
        assert!(large.largest_gap >= large.mean_gap);
    }
}
