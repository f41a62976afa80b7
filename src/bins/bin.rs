//! One bin of marbles: a fraction μ of them orange, a sample of N drawn at random (with
//! replacement, each marble orange with probability μ), its fraction ν. Samples are drawn one
//! at a time or many at once; the run keeps ν's histogram and how many samples were bad,
//! |ν − μ| > ε. Beside the measured frequency, the exact binomial tail and Hoeffding's bound,
//! each at one ε or as a curve over ε or over N.

use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::binomial::{Binomial, hoeffding, is_bad};
use super::{BinsError, check_count, check_eps, check_mu};

/// A bin and the question asked of it: μ, the sample size N and the tolerance ε, checked.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Bin {
    pub mu: f64,
    pub n: u64,
    pub eps: f64,
}

impl Bin {
    /// The bin, or why not: μ in [0, 1], N ≥ 1, ε > 0.
    pub fn new(mu: f64, n: u64, eps: f64) -> Result<Self, BinsError> {
        Ok(Self {
            mu: check_mu(mu)?,
            n: check_count(n, "n")?,
            eps: check_eps(eps)?,
        })
    }

    /// The exact P[|ν − μ| > ε].
    pub fn exact(&self) -> f64 {
        Binomial::new(self.n, self.mu).tail(self.eps)
    }

    /// Hoeffding's bound 2·exp(−2ε²N).
    pub fn bound(&self) -> f64 {
        hoeffding(self.n, self.eps)
    }
}

/// One sample of N marbles.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Sample {
    /// k, the orange marbles.
    pub orange: u64,
    /// ν = k/N.
    pub nu: f64,
    /// |ν − μ| > ε.
    pub bad: bool,
}

/// Samples drawn from a bin so far: ν's histogram and the bad ones.
#[derive(Debug, Clone)]
pub struct Sampling {
    pub bin: Bin,
    rng: ChaCha8Rng,
    /// How many samples had k orange marbles, k = 0..=N (ν = k/N).
    pub histogram: Vec<u64>,
    pub samples: u64,
    pub bad: u64,
}

impl Sampling {
    /// No samples yet; `seed` fixes every sample to come.
    pub fn new(bin: Bin, seed: u64) -> Self {
        Self {
            bin,
            rng: ChaCha8Rng::seed_from_u64(seed),
            histogram: vec![0; bin.n as usize + 1],
            samples: 0,
            bad: 0,
        }
    }

    /// Draws one sample of N marbles, each orange with probability μ.
    pub fn draw_one(&mut self) -> Sample {
        let Bin { mu, n, eps } = self.bin;
        let orange = (0..n).filter(|_| self.rng.random_bool(mu)).count() as u64;
        let bad = is_bad(orange, n, mu, eps);
        self.histogram[orange as usize] += 1;
        self.samples += 1;
        self.bad += u64::from(bad);
        Sample {
            orange,
            nu: orange as f64 / n as f64,
            bad,
        }
    }

    /// Draws `count` samples (the window's "a thousand at once").
    pub fn draw(&mut self, count: u64) {
        for _ in 0..count {
            self.draw_one();
        }
    }

    /// The measured P[|ν − μ| > ε]: the fraction of samples that were bad (0 before any).
    pub fn measured(&self) -> f64 {
        self.bad as f64 / self.samples.max(1) as f64
    }

    /// The measured frequency of |ν − μ| > `eps` for another ε, from the same samples' histogram.
    pub fn measured_at(&self, eps: f64) -> f64 {
        let Bin { mu, n, .. } = self.bin;
        let bad: u64 = (0..=n)
            .filter(|&k| is_bad(k, n, mu, eps))
            .map(|k| self.histogram[k as usize])
            .sum();
        bad as f64 / self.samples.max(1) as f64
    }
}

/// One point of a curve: the measured frequency, the exact tail and Hoeffding's bound at x
/// (an ε or an N).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CurvePoint {
    pub x: f64,
    pub measured: f64,
    pub exact: f64,
    pub bound: f64,
}

/// The three over ε (each of `eps`), for the samples drawn so far (their histogram answers
/// every ε).
pub fn curve_over_eps(sampling: &Sampling, eps: &[f64]) -> Vec<CurvePoint> {
    let law = Binomial::new(sampling.bin.n, sampling.bin.mu);
    eps.iter()
        .map(|&e| CurvePoint {
            x: e,
            measured: sampling.measured_at(e),
            exact: law.tail(e),
            bound: hoeffding(sampling.bin.n, e),
        })
        .collect()
}

/// The three over N (each of `sizes`), each N measured on `trials` fresh samples drawn from
/// `seed` (each N its own stream).
pub fn curve_over_n(
    mu: f64,
    eps: f64,
    sizes: &[u64],
    trials: u64,
    seed: u64,
) -> Result<Vec<CurvePoint>, BinsError> {
    sizes
        .iter()
        .map(|&n| {
            let bin = Bin::new(mu, n, eps)?;
            let mut sampling = Sampling::new(bin, seed ^ n.rotate_left(32));
            sampling.draw(trials);
            Ok(CurvePoint {
                x: n as f64,
                measured: sampling.measured(),
                exact: bin.exact(),
                bound: bin.bound(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_at_a_time_is_a_sample_of_many() {
        let bin = Bin::new(0.4, 20, 0.1).expect("valid");
        let mut one = Sampling::new(bin, 7);
        let picks: Vec<Sample> = (0..50).map(|_| one.draw_one()).collect();
        let mut many = Sampling::new(bin, 7);
        many.draw(50);
        assert_eq!(one.histogram, many.histogram);
        assert_eq!(one.bad, picks.iter().filter(|s| s.bad).count() as u64);
        assert_eq!(many.histogram.iter().sum::<u64>(), 50);
        assert_eq!(one.measured(), many.measured_at(0.1));
    }

    #[test]
    fn bad_settings_are_refused() {
        assert_eq!(Bin::new(1.5, 10, 0.1), Err(BinsError::Mu(1.5)));
        assert!(matches!(Bin::new(f64::NAN, 10, 0.1), Err(BinsError::Mu(_))));
        assert_eq!(Bin::new(0.5, 0, 0.1), Err(BinsError::Zero("n")));
        assert_eq!(Bin::new(0.5, 10, 0.0), Err(BinsError::Eps(0.0)));
    }
}
