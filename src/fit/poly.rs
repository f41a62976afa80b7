//! Polynomial regression on the line (lecture 13's H_Q, lecture 14's weight decay): g(x) =
//! Σ_{q=0}^{Q} w_q·φ_q(x) with φ_q = x^q or L_q(x), fitted by w_REG = (ZᵀZ + λI)⁻¹Zᵀy (the
//! course's form: λ on every weight, w₀ included; the minimizer of E_in + (λ/N)·wᵀw), and its
//! errors: E_in, E_out on fresh points, and E_out exact against a [`LegendreTarget`]
//! (orthogonality: E_out = Σ_q (w_q − a_q)²/(2q + 1) + σ², g taken to the Legendre basis first
//! when it is fitted in monomials).

use nalgebra::{DMatrix, DVector};

use super::target::{LegendreTarget, RegressionPoints, legendre_values};
use crate::learn::solve_normal_equations;
use crate::transform::Basis;

/// How to fit: the degree Q, the basis, and weight decay λ ≥ 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PolyFit {
    pub degree: u8,
    pub basis: Basis,
    pub lambda: f64,
}

/// A fitted polynomial: its weights w_0 … w_Q in its basis.
#[derive(Debug, Clone, PartialEq)]
pub struct Polynomial {
    pub basis: Basis,
    pub w: Vec<f64>,
}

impl PolyFit {
    /// Least squares in the Legendre basis without weight decay: the lecture's g_Q.
    pub fn legendre(degree: u8) -> Self {
        Self {
            degree,
            basis: Basis::Legendre,
            lambda: 0.0,
        }
    }

    /// φ_0(x) … φ_Q(x) into `features` (Q + 1 of them).
    fn features(&self, x: f64, features: &mut [f64]) {
        match self.basis {
            Basis::Legendre => legendre_values(x, features),
            Basis::Monomial => {
                let mut power = 1.0;
                for f in features.iter_mut() {
                    *f = power;
                    power *= x;
                }
            }
        }
    }

    /// w_REG on `points` (zeros when there are none, or the sums overflow).
    pub fn fit(&self, points: &RegressionPoints) -> Polynomial {
        let k = usize::from(self.degree) + 1;
        let mut gram = vec![0.0; k * k];
        let mut zty = vec![0.0; k];
        let mut z = vec![0.0; k];
        for (&x, &y) in points.x.iter().zip(&points.y) {
            self.features(x, &mut z);
            accumulate(&mut gram, &mut zty, &z, y);
        }
        Polynomial {
            basis: self.basis,
            w: solve_regularized(&gram, k, &zty, k, self.lambda),
        }
    }
}

/// Adds zzᵀ to `gram` (its lower triangle, row-major with stride z.len()) and y·z to `zty`.
#[inline]
pub(crate) fn accumulate(gram: &mut [f64], zty: &mut [f64], z: &[f64], y: f64) {
    let k = z.len();
    for i in 0..k {
        zty[i] += y * z[i];
        let row = &mut gram[i * k..i * k + i + 1];
        for (g, zj) in row.iter_mut().zip(z) {
            *g += z[i] * zj;
        }
    }
}

/// The w of (ZᵀZ + λI)·w = Zᵀy on the first `k` features, from the lower triangle of `gram`
/// (row-major, `stride` columns) and `zty`: by Cholesky, else (a singular ZᵀZ: fewer points
/// than weights) by the pseudo-inverse's minimum-norm w; zeros if nothing is finite.
pub(crate) fn solve_regularized(
    gram: &[f64],
    stride: usize,
    zty: &[f64],
    k: usize,
    lambda: f64,
) -> Vec<f64> {
    let matrix = DMatrix::from_fn(k, k, |i, j| {
        let (i, j) = if j > i { (j, i) } else { (i, j) };
        gram[i * stride + j] + if i == j { lambda } else { 0.0 }
    });
    let rhs = DVector::from_column_slice(&zty[..k]);
    if let Some(cholesky) = matrix.clone().cholesky() {
        let w = cholesky.solve(&rhs);
        if w.iter().all(|v| v.is_finite()) {
            return w.iter().copied().collect();
        }
    }
    solve_normal_equations(matrix, &rhs, 0.0).unwrap_or_else(|| vec![0.0; k])
}

impl Polynomial {
    /// Q, the degree.
    pub fn degree(&self) -> usize {
        self.w.len().saturating_sub(1)
    }

    /// g(x).
    pub fn value(&self, x: f64) -> f64 {
        match self.basis {
            Basis::Monomial => self.w.iter().rev().fold(0.0, |acc, w| acc * x + w),
            Basis::Legendre => {
                let mut values = vec![0.0; self.w.len()];
                legendre_values(x, &mut values);
                self.w.iter().zip(&values).map(|(w, l)| w * l).sum()
            }
        }
    }

    /// The mean squared error (g(x) − y)² on `points`: E_in on the training points, E_out
    /// estimated on fresh ones. 0 on no points.
    pub fn squared_error(&self, points: &RegressionPoints) -> f64 {
        if points.is_empty() {
            return 0.0;
        }
        let sum: f64 = points
            .x
            .iter()
            .zip(&points.y)
            .map(|(&x, &y)| (self.value(x) - y).powi(2))
            .sum();
        sum / points.len() as f64
    }

    /// g's coefficients in the Legendre basis.
    pub fn legendre_coefficients(&self) -> Vec<f64> {
        match self.basis {
            Basis::Legendre => self.w.clone(),
            Basis::Monomial => monomials_in_legendre(&self.w),
        }
    }

    /// E_out exact against `target` with noise σ² = `sigma2`: E_x[(g − f)²] + σ².
    pub fn exact_e_out(&self, target: &LegendreTarget, sigma2: f64) -> f64 {
        exact_e_out(&self.legendre_coefficients(), &target.coefficients) + sigma2
    }
}

/// E_x[(g − f)²] for g and f in the Legendre basis on x uniform on [−1, 1]:
/// Σ_q (w_q − a_q)²/(2q + 1), a missing coefficient being 0.
pub(crate) fn exact_e_out(w: &[f64], a: &[f64]) -> f64 {
    let k = w.len().max(a.len());
    (0..k)
        .map(|q| {
            let difference = w.get(q).unwrap_or(&0.0) - a.get(q).unwrap_or(&0.0);
            difference * difference / (2 * q + 1) as f64
        })
        .sum()
}

/// Σ w_k·x^k written in Legendre polynomials, by x·L_q = ((q + 1)·L_{q+1} + q·L_{q−1})/(2q + 1)
/// applied to x^k to get x^{k+1}.
fn monomials_in_legendre(w: &[f64]) -> Vec<f64> {
    let mut result = vec![0.0; w.len()];
    let mut power = vec![0.0; w.len()];
    if let Some(first) = power.first_mut() {
        *first = 1.0;
    }
    for (k, wk) in w.iter().enumerate() {
        for (r, p) in result.iter_mut().zip(&power) {
            *r += wk * p;
        }
        if k + 1 < w.len() {
            let mut next = vec![0.0; w.len()];
            for (q, &c) in power.iter().enumerate().take(k + 1) {
                let scale = c / (2 * q + 1) as f64;
                next[q + 1] += (q + 1) as f64 * scale;
                if q > 0 {
                    next[q - 1] += q as f64 * scale;
                }
            }
            power = next;
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_monomial_polynomial_has_the_same_values_in_legendre() {
        let g = Polynomial {
            basis: Basis::Monomial,
            w: vec![0.3, -1.0, 2.0, 0.5, -0.25],
        };
        let h = Polynomial {
            basis: Basis::Legendre,
            w: g.legendre_coefficients(),
        };
        for x in [-1.0, -0.4, 0.0, 0.7, 1.0] {
            assert!((g.value(x) - h.value(x)).abs() < 1e-12, "x = {x}");
        }
    }

    #[test]
    fn a_fit_through_exact_points_recovers_the_polynomial() {
        let truth = Polynomial {
            basis: Basis::Legendre,
            w: vec![1.0, 0.5, -2.0],
        };
        let x: Vec<f64> = (0..9).map(|i| -1.0 + 0.25 * f64::from(i)).collect();
        let y = x.iter().map(|&x| truth.value(x)).collect();
        let points = RegressionPoints { x, y };
        for basis in [Basis::Legendre, Basis::Monomial] {
            let fit = PolyFit {
                degree: 2,
                basis,
                lambda: 0.0,
            };
            let g = fit.fit(&points);
            assert!(g.squared_error(&points) < 1e-24, "{basis:?}");
            let target = LegendreTarget {
                coefficients: truth.w.clone(),
            };
            assert!(g.exact_e_out(&target, 0.0) < 1e-24);
        }
    }

    #[test]
    fn weight_decay_shrinks_w() {
        let points = RegressionPoints {
            x: vec![-0.9, -0.2, 0.4, 0.8],
            y: vec![1.0, -0.5, 0.3, 2.0],
        };
        let norm = |lambda| {
            let w = PolyFit {
                degree: 3,
                basis: Basis::Legendre,
                lambda,
            }
            .fit(&points)
            .w;
            w.iter().map(|v| v * v).sum::<f64>()
        };
        assert!(norm(0.0) > norm(0.1) && norm(0.1) > norm(10.0));
    }
}
