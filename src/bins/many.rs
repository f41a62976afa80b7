//! Many bins: M hypotheses (lines in the plane), each one bin whose μ is its E_out against a
//! line target f on the square [−1, 1]² (exact, by area: [`super::area`]) and whose ν is its
//! E_in on a sample of N points. Over many samples it counts those bad for some h
//! (|ν − μ| > ε) against the union bound 2M·exp(−2ε²N), and follows the h with the least E_in,
//! whose ν is biased low: chosen for its sample, it is not one bin's sample any more.

use rand::{Rng as _, RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::area::disagreement;
use super::binomial::{hoeffding, is_bad};
use super::{BinsError, check_count, check_eps};
use crate::data::Dataset;
use crate::rows::count_mistakes;
use crate::target::Target;

/// A target line and M hypothesis lines, each with its μ = E_out.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ManyBins {
    /// w_f = (w₀, w₁, w₂).
    pub target: [f64; 3],
    pub hypotheses: Vec<[f64; 3]>,
    /// μ of each hypothesis, exactly.
    pub mu: Vec<f64>,
}

/// What many samples said of the M bins.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ManyOutcome {
    pub n: u64,
    pub eps: f64,
    pub samples: u64,
    /// The samples bad for at least one h.
    pub bad_for_some: u64,
    /// Their fraction: the measured P[some h has |ν − μ| > ε].
    pub measured: f64,
    /// 2M·exp(−2ε²N).
    pub union_bound: f64,
    /// For each h, the samples bad for it.
    pub bad_per_hypothesis: Vec<u64>,
    /// The mean ν of the h with the least E_in on each sample (the first such).
    pub chosen_mean_nu: f64,
    /// The mean μ of that h.
    pub chosen_mean_mu: f64,
}

/// A line through two points drawn uniformly from the square, its positive side chosen by a
/// fair coin.
fn random_line(rng: &mut ChaCha8Rng) -> [f64; 3] {
    let mut point = || [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
    let (a, b) = (point(), point());
    let (w1, w2) = (b[1] - a[1], a[0] - b[0]);
    let w = [-(w1 * a[0] + w2 * a[1]), w1, w2];
    if rng.random_bool(0.5) {
        w
    } else {
        w.map(|v| -v)
    }
}

impl ManyBins {
    /// The bins of `hypotheses` against `target` (at least one hypothesis).
    pub fn new(target: [f64; 3], hypotheses: Vec<[f64; 3]>) -> Result<Self, BinsError> {
        check_count(hypotheses.len() as u64, "hypotheses")?;
        let mu = hypotheses
            .iter()
            .map(|&h| disagreement(h, target))
            .collect();
        Ok(Self {
            target,
            hypotheses,
            mu,
        })
    }

    /// A random target and `m` random hypotheses, each a line through two uniform points.
    pub fn random(m: u64, seed: u64) -> Result<Self, BinsError> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let target = random_line(&mut rng);
        let hypotheses = (0..m).map(|_| random_line(&mut rng)).collect();
        Self::new(target, hypotheses)
    }

    /// N points uniform on the square, labelled by the target (no noise).
    pub fn sample(&self, n: u64, seed: u64) -> Dataset {
        let target = Target {
            w: self.target.to_vec(),
            noise: 0.0,
            low: vec![-1.0, -1.0],
            high: vec![1.0, 1.0],
        };
        target.sample(n as usize, seed)
    }

    /// Each hypothesis's mistakes on `data` (E_in = mistakes / N).
    pub fn mistakes(&self, data: &Dataset) -> Vec<u64> {
        self.hypotheses
            .iter()
            .map(|h| count_mistakes(data.signed_rows(), h) as u64)
            .collect()
    }

    /// `samples` samples of N points from `seed`: the bad ones and the least-E_in choice.
    pub fn run(&self, n: u64, eps: f64, samples: u64, seed: u64) -> Result<ManyOutcome, BinsError> {
        let samples = check_count(samples, "samples")?;
        let mut sampling = ManySampling::new(self.clone(), n, eps, seed)?;
        for _ in 0..samples {
            sampling.draw_one();
        }
        Ok(sampling.outcome())
    }
}

/// Samples drawn from the M bins so far, one at a time (the window's "Draw a sample"): after S
/// samples it counts what [`ManyBins::run`] counts for S samples of the same seed.
#[derive(Debug, Clone)]
pub struct ManySampling {
    pub bins: ManyBins,
    pub n: u64,
    pub eps: f64,
    seeds: ChaCha8Rng,
    samples: u64,
    bad_per_hypothesis: Vec<u64>,
    bad_for_some: u64,
    nu_sum: f64,
    mu_sum: f64,
    /// The last sample, and each hypothesis's mistakes on it.
    pub last: Option<(Dataset, Vec<u64>)>,
}

impl ManySampling {
    /// No samples yet of N = `n` points, ε = `eps`, from `seed`.
    pub fn new(bins: ManyBins, n: u64, eps: f64, seed: u64) -> Result<Self, BinsError> {
        let m = bins.hypotheses.len();
        Ok(Self {
            bins,
            n: check_count(n, "n")?,
            eps: check_eps(eps)?,
            seeds: ChaCha8Rng::seed_from_u64(seed),
            samples: 0,
            bad_per_hypothesis: vec![0; m],
            bad_for_some: 0,
            nu_sum: 0.0,
            mu_sum: 0.0,
            last: None,
        })
    }

    /// The samples drawn so far.
    pub fn samples(&self) -> u64 {
        self.samples
    }

    /// The hypothesis of least E_in on the last sample (the first such).
    pub fn chosen(&self) -> Option<usize> {
        let (_, mistakes) = self.last.as_ref()?;
        (0..mistakes.len()).min_by_key(|&i| mistakes[i])
    }

    /// Draws one sample of N points: which h it is bad for, and the least-E_in choice.
    pub fn draw_one(&mut self) {
        let n = self.n;
        let data = self.bins.sample(n, self.seeds.next_u64());
        let mistakes = self.bins.mistakes(&data);
        let mut any = false;
        for ((k, mu), bad) in mistakes
            .iter()
            .zip(&self.bins.mu)
            .zip(&mut self.bad_per_hypothesis)
        {
            if is_bad(*k, n, *mu, self.eps) {
                *bad += 1;
                any = true;
            }
        }
        self.bad_for_some += u64::from(any);
        self.samples += 1;
        self.last = Some((data, mistakes));
        if let Some(chosen) = self.chosen()
            && let Some((_, mistakes)) = &self.last
        {
            self.nu_sum += mistakes[chosen] as f64 / n as f64;
            self.mu_sum += self.bins.mu[chosen];
        }
    }

    /// What the samples so far said (fractions and means 0 before any).
    pub fn outcome(&self) -> ManyOutcome {
        let samples = self.samples.max(1) as f64;
        let m = self.bins.hypotheses.len() as f64;
        ManyOutcome {
            n: self.n,
            eps: self.eps,
            samples: self.samples,
            bad_for_some: self.bad_for_some,
            measured: self.bad_for_some as f64 / samples,
            union_bound: m * hoeffding(self.n, self.eps),
            bad_per_hypothesis: self.bad_per_hypothesis.clone(),
            chosen_mean_nu: self.nu_sum / samples,
            chosen_mean_mu: self.mu_sum / samples,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_one_at_a_time_count_what_one_run_counts() {
        let bins = ManyBins::random(5, 3).expect("valid");
        let whole = bins.run(20, 0.2, 40, 8).expect("valid");
        let mut sampling = ManySampling::new(bins, 20, 0.2, 8).expect("valid");
        (0..40).for_each(|_| sampling.draw_one());
        assert_eq!(sampling.outcome(), whole);
        assert!(whole.measured <= 1.0 && whole.bad_for_some <= 40);
        // The least-E_in choice is biased low: its E_in below its E_out on average.
        assert!(whole.chosen_mean_nu <= whole.chosen_mean_mu, "{whole:?}");
    }
}
