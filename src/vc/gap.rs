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
        let mut measured = GapAt {
            n,
            repeats: 0,
            mean_e_in: 0.0,
            mean_e_out: 0.0,
            mean_gap: 0.0,
            largest_gap: 0.0,
        };
        for repeat in 0..self.repeats {
            let seed = sample_seed(self.seed, n, repeat);
            let data = self.target.sample(n, seed);
            let Ok(mut learner) = self.settings.build(&data) else {
                continue;
            };
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
            let gap = (e_in - e_out).abs();
            measured.repeats += 1;
            measured.mean_e_in += e_in;
            measured.mean_e_out += e_out;
            measured.mean_gap += gap;
            measured.largest_gap = measured.largest_gap.max(gap);
        }
        if measured.repeats > 0 {
            let k = measured.repeats as f64;
            measured.mean_e_in /= k;
            measured.mean_e_out /= k;
            measured.mean_gap /= k;
        }
        measured
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
