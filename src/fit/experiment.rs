//! One run of lecture 13's experiment: a target of degree Q_f
//! ([`LegendreTarget`](super::LegendreTarget)), N noisy points from it, and two fits g_Q on
//! the same points in the Legendre basis (the lecture's g₂ and g₁₀, with weight decay λ if
//! asked), with each fit's E_in and exact E_out; or one run of lecture 15's (K validation
//! points held out): the first fit is g⁻ on the first N − K points (D_train), measured by its
//! E_val on the last K (D_val), and the second is g on all N. The points are drawn independently,
//! so the last K are as random a D_val as any. Written for the surveys, which run it hundreds
//! of thousands of times: the buffers are reused, Zᵀy and the higher fit's ZᵀZ are summed once
//! (the lower fit's are their leading block), and the points are the ones
//! [`LegendreTarget::sample`](super::LegendreTarget::sample) draws from the same generator. Its
//! sums run down columns L_q(x₁), …, L_q(x_N), in the processor's lanes.

use rand::RngExt as _;

use super::poly::{exact_e_out, solve_regularized};
use super::target::{fill_standard_normal, legendre_columns, normalize};
use crate::lanes;
use crate::learn::Rng;

/// What one run is: N points, the target's Q_f, the noise σ², the two degrees fitted and λ.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Trial {
    pub n: usize,
    pub q_f: u8,
    pub sigma2: f64,
    /// The two hypothesis sets' degrees, the lecture's (2, 10).
    pub degrees: [u8; 2],
    pub lambda: f64,
    /// K, the points held out as D_val from the first fit (its g⁻); 0: none, both fits on all
    /// N points.
    pub validation: usize,
}

/// The two fits' errors in one run, in the order of [`Trial::degrees`]; with K points held
/// out, E_in of g⁻ is on D_train, its E_val on D_val, and (E_val − E_out(g⁻))² how far that
/// estimate missed.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct TrialErrors {
    pub e_in: [f64; 2],
    pub e_out: [f64; 2],
    pub e_val: f64,
    pub e_val_miss_squared: f64,
}

impl TrialErrors {
    /// Adds `other` to these sums.
    pub fn add(&mut self, other: &Self) {
        for h in 0..2 {
            self.e_in[h] += other.e_in[h];
            self.e_out[h] += other.e_out[h];
        }
        self.e_val += other.e_val;
        self.e_val_miss_squared += other.e_val_miss_squared;
    }
}

/// The buffers a run writes, kept between runs.
#[derive(Debug, Clone, Default)]
pub struct Scratch {
    target: Vec<f64>,
    x: Vec<f64>,
    noise: Vec<f64>,
    /// L_q(x_i) at q·N + i.
    columns: Vec<f64>,
    y: Vec<f64>,
    residual: Vec<f64>,
    gram: Vec<f64>,
    zty: Vec<f64>,
    /// ZᵀZ and Zᵀy of D_train alone, when K points are held out.
    train_gram: Vec<f64>,
    train_zty: Vec<f64>,
}

/// Σ aᵢbᵢ in four interleaved sums, so that the loop runs in the processor's lanes.
#[inline(always)]
fn dot(a: &[f64], b: &[f64]) -> f64 {
    let mut sums = [0.0; 4];
    let (a4, a_rest) = a.as_chunks::<4>();
    let (b4, b_rest) = b.as_chunks::<4>();
    for (a, b) in a4.iter().zip(b4) {
        for l in 0..4 {
            sums[l] += a[l] * b[l];
        }
    }
    let tail: f64 = a_rest.iter().zip(b_rest).map(|(a, b)| a * b).sum();
    (sums[0] + sums[1]) + (sums[2] + sums[3]) + tail
}

/// The lower triangle of ZᵀZ (`high` × `high`) and Zᵀy over the first `m` of the `n` points,
/// from the columns L_q(x₁), …, L_q(x_N).
#[inline(always)]
fn sums(
    columns: &[f64],
    n: usize,
    m: usize,
    y: &[f64],
    high: usize,
    gram: &mut [f64],
    zty: &mut [f64],
) {
    for p in 0..high {
        let column_p = &columns[p * n..p * n + m];
        zty[p] = dot(column_p, &y[..m]);
        for q in 0..=p {
            gram[p * high + q] = dot(column_p, &columns[q * n..q * n + m]);
        }
    }
}

impl Trial {
    /// One run drawn from `rng`.
    pub fn run(&self, rng: &mut Rng, s: &mut Scratch) -> TrialErrors {
        let n = self.n;
        let held = self.validation.min(n);
        let train = n - held;
        let k_f = usize::from(self.q_f) + 1;
        let high = usize::from(self.degrees[0].max(self.degrees[1])) + 1;
        s.target.resize(k_f, 0.0);
        fill_standard_normal(rng, &mut s.target);
        normalize(&mut s.target);
        s.x.clear();
        s.x.extend((0..n).map(|_| rng.random_range(-1.0..1.0)));
        s.noise.resize(n, 0.0);
        fill_standard_normal(rng, &mut s.noise);
        let sigma = self.sigma2.sqrt();
        let k = k_f.max(high);
        s.columns.resize(k * n, 0.0);
        s.gram.resize(high * high, 0.0);
        s.zty.resize(high, 0.0);
        if held > 0 {
            s.train_gram.resize(high * high, 0.0);
            s.train_zty.resize(high, 0.0);
        }
        s.y.resize(n, 0.0);
        s.residual.resize(n, 0.0);
        lanes::wide(|| {
            legendre_columns(&s.x, k, &mut s.columns);
            // y = f(x) + σ·ε.
            for (y, e) in s.y.iter_mut().zip(&s.noise) {
                *y = sigma * e;
            }
            for (a, column) in s.target.iter().zip(s.columns.chunks_exact(n)) {
                for (y, l) in s.y.iter_mut().zip(column) {
                    *y += a * l;
                }
            }
            sums(&s.columns, n, n, &s.y, high, &mut s.gram, &mut s.zty);
            if held > 0 {
                let (gram, zty) = (&mut s.train_gram, &mut s.train_zty);
                sums(&s.columns, n, train, &s.y, high, gram, zty);
            }
        });
        let mut errors = TrialErrors::default();
        for (h, &degree) in self.degrees.iter().enumerate() {
            let k = usize::from(degree) + 1;
            // g⁻ learns from D_train alone; the other fit from every point.
            let (gram, zty, learned_from) = if h == 0 && held > 0 {
                (&s.train_gram, &s.train_zty, train)
            } else {
                (&s.gram, &s.zty, n)
            };
            let w = solve_regularized(gram, high, zty, k, self.lambda);
            errors.e_out[h] = exact_e_out(&w, &s.target) + self.sigma2;
            let (squared_in, squared_out) = lanes::wide(|| {
                s.residual.copy_from_slice(&s.y);
                for (w, column) in w.iter().zip(s.columns.chunks_exact(n)) {
                    for (r, l) in s.residual.iter_mut().zip(column) {
                        *r -= w * l;
                    }
                }
                let (inside, outside) = s.residual.split_at(learned_from);
                (dot(inside, inside), dot(outside, outside))
            });
            errors.e_in[h] = if learned_from == 0 {
                0.0
            } else {
                squared_in / learned_from as f64
            };
            if h == 0 && held > 0 {
                let e_val = squared_out / held as f64;
                errors.e_val = e_val;
                errors.e_val_miss_squared = (e_val - errors.e_out[0]).powi(2);
            }
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::{LegendreTarget, PolyFit};
    use rand::SeedableRng as _;

    #[test]
    fn a_run_fits_the_points_the_target_samples() {
        let trial = Trial {
            n: 40,
            q_f: 15,
            sigma2: 0.3,
            degrees: [2, 10],
            lambda: 0.0,
            validation: 0,
        };
        let errors = trial.run(&mut Rng::seed_from_u64(3), &mut Scratch::default());
        let mut rng = Rng::seed_from_u64(3);
        let target = LegendreTarget::draw(15, &mut rng);
        let points = target.sample(40, 0.3, &mut rng);
        for (h, q) in [2, 10].into_iter().enumerate() {
            let g = PolyFit::legendre(q).fit(&points);
            let e_out = g.exact_e_out(&target, 0.3);
            assert!((errors.e_out[h] - e_out).abs() < 1e-10, "Q = {q}");
            assert!((errors.e_in[h] - g.squared_error(&points)).abs() < 1e-10);
        }
        assert!(
            errors.e_in[1] <= errors.e_in[0],
            "H₁₀ ⊃ H₂ fits at least as well"
        );
    }

    #[test]
    fn a_held_out_run_validates_g_minus_on_the_last_k_points() {
        let trial = Trial {
            n: 30,
            q_f: 10,
            sigma2: 0.5,
            degrees: [3, 3],
            lambda: 0.01,
            validation: 8,
        };
        let errors = trial.run(&mut Rng::seed_from_u64(5), &mut Scratch::default());
        let mut rng = Rng::seed_from_u64(5);
        let target = LegendreTarget::draw(10, &mut rng);
        let points = target.sample(30, 0.5, &mut rng);
        let fit = PolyFit {
            lambda: 0.01,
            ..PolyFit::legendre(3)
        };
        let g_minus = fit.fit(&points.select(0..22));
        let g = fit.fit(&points);
        let e_val = g_minus.squared_error(&points.select(22..30));
        assert!((errors.e_val - e_val).abs() < 1e-10);
        assert!((errors.e_in[0] - g_minus.squared_error(&points.select(0..22))).abs() < 1e-10);
        assert!((errors.e_out[0] - g_minus.exact_e_out(&target, 0.5)).abs() < 1e-10);
        let miss = (e_val - errors.e_out[0]).powi(2);
        assert!((errors.e_val_miss_squared - miss).abs() < 1e-10);
        assert!((errors.e_out[1] - g.exact_e_out(&target, 0.5)).abs() < 1e-10);
        assert!((errors.e_in[1] - g.squared_error(&points)).abs() < 1e-10);
    }
}
