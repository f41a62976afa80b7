//! The target f of the course's story (seed 000: learning finds g ≈ f): a line the teacher draws,
//! points labelled by it with each label flipped with probability p (noise), and E_out of a
//! hypothesis g estimated on fresh samples from the same f and p.

use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::data::Dataset;
use crate::rows;

/// f(x) = sign(w_fᵀz) with z = (1, x₁, …, x_d), and the noise: each label is flipped with
/// probability `noise`. Points are drawn uniformly from the box `low ≤ x ≤ high`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Target {
    pub w: Vec<f64>,
    pub noise: f64,
    pub low: Vec<f64>,
    pub high: Vec<f64>,
}

/// E_out of g, estimated by Monte Carlo.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OutOfSample {
    /// The fraction of fresh noisy samples g gets wrong: E_out under 0/1.
    pub e_out: f64,
    /// Its standard error, √(e(1 − e)/n).
    pub standard_error: f64,
    /// The fraction of fresh points where g and f disagree (what noise-free labels would give).
    pub disagreement: f64,
    pub samples: usize,
}

impl Target {
    /// f's label of x: +1 where w_fᵀz > 0, −1 elsewhere (on the line too: a point on f is
    /// a measure-zero event when sampling).
    pub fn label(&self, x: &[f64]) -> f64 {
        if self.score(x) > 0.0 { 1.0 } else { -1.0 }
    }

    /// w_fᵀz.
    pub fn score(&self, x: &[f64]) -> f64 {
        let mut z = Vec::with_capacity(x.len() + 1);
        z.push(1.0);
        z.extend_from_slice(x);
        rows::dot(&self.w, &z)
    }

    fn sample_x(&self, rng: &mut ChaCha8Rng, x: &mut [f64]) {
        for ((xi, lo), hi) in x.iter_mut().zip(&self.low).zip(&self.high) {
            *xi = if lo < hi {
                rng.random_range(*lo..*hi)
            } else {
                *lo
            };
        }
    }

    /// One point into `x`, with f's label and the label after noise.
    fn draw(&self, rng: &mut ChaCha8Rng, noise: f64, x: &mut [f64]) -> (f64, f64) {
        self.sample_x(rng, x);
        let clean = self.label(x);
        let noisy = if rng.random_bool(noise) {
            -clean
        } else {
            clean
        };
        (clean, noisy)
    }

    /// n points drawn uniformly from the box, labelled by f, each label flipped with
    /// probability `noise`; the same seed gives the same points.
    pub fn sample(&self, n: usize, seed: u64) -> Dataset {
        let dim = self.low.len();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut data = Dataset::new(dim);
        let mut x = vec![0.0; dim];
        let noise = self.noise.clamp(0.0, 1.0);
        while data.len() < n {
            let (_, y) = self.draw(&mut rng, noise, &mut x);
            if data.push(&x, y).is_err() {
                break;
            }
        }
        data
    }

    /// E_out of a hypothesis with score `g` (its sign is the prediction; 0 counts as wrong, the
    /// mistake rule) on `samples` fresh noisy points.
    pub fn e_out(&self, g: impl Fn(&[f64]) -> f64, samples: usize, seed: u64) -> OutOfSample {
        let dim = self.low.len();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut x = vec![0.0; dim];
        let (mut wrong, mut disagree) = (0usize, 0usize);
        let noise = self.noise.clamp(0.0, 1.0);
        for _ in 0..samples {
            let (clean, y) = self.draw(&mut rng, noise, &mut x);
            let s = g(&x);
            wrong += usize::from(rows::is_mistake(y * s));
            disagree += usize::from(rows::is_mistake(clean * s));
        }
        let n = samples.max(1) as f64;
        let e = wrong as f64 / n;
        OutOfSample {
            e_out: e,
            standard_error: (e * (1.0 - e) / n).sqrt(),
            disagreement: disagree as f64 / n,
            samples,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diagonal(noise: f64) -> Target {
        // f: x₂ > x₁.
        Target {
            w: vec![0.0, -1.0, 1.0],
            noise,
            low: vec![-1.0, -1.0],
            high: vec![1.0, 1.0],
        }
    }

    #[test]
    fn noise_free_samples_follow_f() {
        let f = diagonal(0.0);
        let data = f.sample(500, 3);
        assert_eq!(data.len(), 500);
        for n in 0..data.len() {
            let x: Vec<f64> = data.features(n).collect();
            assert_eq!(data.label(n), f.label(&x));
            assert!(x.iter().all(|v| (-1.0..1.0).contains(v)));
        }
        assert_eq!(f.sample(500, 3), data, "the seed replays");
    }

    #[test]
    fn noise_flips_about_p_of_the_labels() {
        let f = diagonal(0.2);
        let data = f.sample(20_000, 9);
        let flipped = (0..data.len())
            .filter(|&n| {
                let x: Vec<f64> = data.features(n).collect();
                data.label(n) != f.label(&x)
            })
            .count() as f64
            / data.len() as f64;
        assert!((flipped - 0.2).abs() < 0.015, "{flipped}");
    }

    #[test]
    fn e_out_of_f_itself_is_the_noise() {
        let f = diagonal(0.1);
        let perfect = f.e_out(|x| f.score(x), 40_000, 1);
        assert_eq!(perfect.disagreement, 0.0);
        assert!(
            (perfect.e_out - 0.1).abs() < 4.0 * perfect.standard_error + 1e-3,
            "{perfect:?}"
        );
        // g: x₁ > 0 agrees with f (x₂ > x₁) on two triangles of area ½ each, a quarter of the
        // square, so they disagree on three quarters.
        let g = f.e_out(|x| x[0], 40_000, 2);
        assert!((g.disagreement - 0.75).abs() < 0.01, "{g:?}");
        // E_out = d(1 − p) + (1 − d)p.
        let expected = 0.75 * 0.9 + 0.25 * 0.1;
        assert!((g.e_out - expected).abs() < 0.01, "{g:?}");
    }
}
