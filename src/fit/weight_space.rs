//! Lecture 14's picture in weight space, exact for the two weights of h(x) = w₀ + w₁·x (the
//! polynomials of degree Q = 1 on the points: φ₀ = 1, φ₁ = x in both bases): E_in(w) is a
//! quadratic, so its level curves are ellipses round w_lin; weight decay's w_REG lies on the
//! circle wᵀw = C with C = ‖w_REG‖², where −∇E_in(w_REG) = (2λ/N)·w_REG is normal to it; and
//! the L1-regularized w, the minimizer of E_in + (λ/N)·(|w₀| + |w₁|), found exactly by the
//! optimality conditions' nine cases, lies on the L1 ball |w₀| + |w₁| = C₁ and, for λ large
//! enough, on one of its corners (a zero weight).
//!
//! The course's convention (MATH.md, [`super::poly`]): E_in(w) = (1/N)·‖Zw − y‖², and λ
//! enters as E_aug = E_in + (λ/N)·Ω(w), so w_REG = (ZᵀZ + λI)⁻¹Zᵀy, λ on w₀ too.

use super::poly::{accumulate, solve_regularized};
use super::target::RegressionPoints;

/// A weight vector (w₀, w₁) of the plane of weights.
pub type Weights = [f64; 2];

/// E_in of h(x) = w₀ + w₁·x on N points, as its sums: E_in(w) = (wᵀGw − 2rᵀw + yᵀy)/N with
/// G = ZᵀZ and r = Zᵀy, Z's rows (1, xₙ).
#[derive(Debug, Clone, PartialEq)]
pub struct TwoWeights {
    /// ZᵀZ, whole (symmetric).
    gram: [[f64; 2]; 2],
    /// Zᵀy.
    zty: Weights,
    /// yᵀy.
    yty: f64,
    n: usize,
}

/// A regularized w and what the picture says of it: the size of its ball, E_in there, and the
/// steepest descent of E_in there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Constrained {
    pub w: Weights,
    /// The ball's size: C = wᵀw for L2, C₁ = |w₀| + |w₁| for L1.
    pub size: f64,
    pub e_in: f64,
    /// −∇E_in(w).
    pub descent: Weights,
}

impl TwoWeights {
    /// The sums of `points`; `None` on no points.
    pub fn of(points: &RegressionPoints) -> Option<Self> {
        if points.is_empty() {
            return None;
        }
        let mut lower = [0.0; 4];
        let mut zty = [0.0; 2];
        for (&x, &y) in points.x.iter().zip(&points.y) {
            accumulate(&mut lower, &mut zty, &[1.0, x], y);
        }
        Some(Self {
            gram: [[lower[0], lower[2]], [lower[2], lower[3]]],
            zty,
            yty: points.y.iter().map(|y| y * y).sum(),
            n: points.len(),
        })
    }

    /// N, the points.
    pub fn n(&self) -> usize {
        self.n
    }

    fn quadratic(&self, w: Weights) -> f64 {
        let g = self.gram;
        w[0] * (g[0][0] * w[0] + g[0][1] * w[1]) + w[1] * (g[1][0] * w[0] + g[1][1] * w[1])
    }

    /// E_in(w), the mean squared error of w₀ + w₁·x.
    pub fn e_in(&self, w: Weights) -> f64 {
        let linear = self.zty[0] * w[0] + self.zty[1] * w[1];
        // Rounding may take a perfect fit's E_in a hair below 0.
        ((self.quadratic(w) - 2.0 * linear + self.yty) / self.n as f64).max(0.0)
    }

    /// ∇E_in(w) = (2/N)·(Gw − r).
    pub fn gradient(&self, w: Weights) -> Weights {
        let g = self.gram;
        let scale = 2.0 / self.n as f64;
        [0, 1].map(|i| scale * (g[i][0] * w[0] + g[i][1] * w[1] - self.zty[i]))
    }

    /// w_REG = (ZᵀZ + λI)⁻¹Zᵀy, as the workspace's fits compute it (λ = 0: w_lin, the
    /// minimum-norm one when ZᵀZ is singular).
    pub fn l2(&self, lambda: f64) -> Weights {
        let lower = [self.gram[0][0], 0.0, self.gram[1][0], self.gram[1][1]];
        let w = solve_regularized(&lower, 2, &self.zty, 2, lambda.max(0.0));
        [w[0], w[1]]
    }

    /// w_lin, E_in's minimizer.
    pub fn w_lin(&self) -> Weights {
        self.l2(0.0)
    }

    /// E_in + (λ/N)·(|w₀| + |w₁|), the L1 augmented error.
    pub fn l1_objective(&self, w: Weights, lambda: f64) -> f64 {
        self.e_in(w) + lambda / self.n as f64 * (w[0].abs() + w[1].abs())
    }

    /// The minimizer of E_in + (λ/N)·(|w₀| + |w₁|), exactly: on each support S within {0, 1} and
    /// signs s of it, the stationary point 2(G_SS·w_S − r_S) + λ·s = 0; those whose weights have
    /// the signs assumed are points of the plane, and the true minimizer is one of them (it is
    /// stationary on its own support and signs), so the least objective among them is the least.
    pub fn l1(&self, lambda: f64) -> Weights {
        let lambda = lambda.max(0.0);
        let half = lambda / 2.0;
        let g = self.gram;
        let r = self.zty;
        let mut candidates: Vec<Weights> = vec![[0.0, 0.0]];
        for sign in [-1.0, 1.0] {
            for j in 0..2 {
                if g[j][j] > 0.0 {
                    let wj = (r[j] - half * sign) / g[j][j];
                    if wj * sign > 0.0 {
                        let mut w = [0.0; 2];
                        w[j] = wj;
                        candidates.push(w);
                    }
                }
            }
        }
        let det = g[0][0] * g[1][1] - g[0][1] * g[1][0];
        if det > f64::EPSILON * (g[0][0] * g[1][1]).abs() {
            for s in [[-1.0, -1.0], [-1.0, 1.0], [1.0, -1.0], [1.0, 1.0]] {
                let rhs = [r[0] - half * s[0], r[1] - half * s[1]];
                let w = [
                    (g[1][1] * rhs[0] - g[0][1] * rhs[1]) / det,
                    (g[0][0] * rhs[1] - g[1][0] * rhs[0]) / det,
                ];
                if w[0] * s[0] > 0.0 && w[1] * s[1] > 0.0 {
                    candidates.push(w);
                }
            }
        }
        candidates
            .into_iter()
            .min_by(|a, b| {
                self.l1_objective(*a, lambda)
                    .total_cmp(&self.l1_objective(*b, lambda))
            })
            .unwrap_or([0.0, 0.0])
    }

    /// The least λ > 0 at which the L1 w has a zero weight (it sits on a corner of its ball):
    /// while both weights keep w_lin's signs s, w(λ) = w_lin − (λ/2)·G⁻¹s, and the first weight
    /// to reach 0 says when. `None` when w_lin has a zero weight already or G is singular.
    pub fn l1_corner_lambda(&self) -> Option<f64> {
        let g = self.gram;
        let det = g[0][0] * g[1][1] - g[0][1] * g[1][0];
        if det <= f64::EPSILON * (g[0][0] * g[1][1]).abs() {
            return None;
        }
        let w = self.w_lin();
        if w.contains(&0.0) {
            return None;
        }
        let s = w.map(f64::signum);
        let drift = [
            (g[1][1] * s[0] - g[0][1] * s[1]) / det,
            (g[0][0] * s[1] - g[1][0] * s[0]) / det,
        ];
        (0..2)
            .filter(|&j| drift[j] * w[j] > 0.0)
            .map(|j| 2.0 * w[j] / drift[j])
            .min_by(f64::total_cmp)
    }

    /// The L2 picture at λ: w_REG, C = ‖w_REG‖², E_in and −∇E_in there.
    pub fn l2_constrained(&self, lambda: f64) -> Constrained {
        let w = self.l2(lambda);
        self.constrained(w, w[0] * w[0] + w[1] * w[1])
    }

    /// The L1 picture at λ: the L1 w, C₁ = |w₀| + |w₁|, E_in and −∇E_in there.
    pub fn l1_constrained(&self, lambda: f64) -> Constrained {
        let w = self.l1(lambda);
        self.constrained(w, w[0].abs() + w[1].abs())
    }

    fn constrained(&self, w: Weights, size: f64) -> Constrained {
        let gradient = self.gradient(w);
        Constrained {
            w,
            size,
            e_in: self.e_in(w),
            descent: gradient.map(|g| -g),
        }
    }

    /// `samples` points of the level curve E_in(w) = `level`: the ellipse w_lin + R·(√(d/μ₁)·cos t,
    /// √(d/μ₂)·sin t) with d = level − E_in(w_lin), μ and R the eigenvalues and eigenvectors of
    /// G/N. Empty when the level is below the least E_in or G/N is singular (the curves are then
    /// lines, not drawn).
    pub fn level_curve(&self, level: f64, samples: usize) -> Vec<Weights> {
        let centre = self.w_lin();
        let d = level - self.e_in(centre);
        let n = self.n as f64;
        let (a, b, c) = (
            self.gram[0][0] / n,
            self.gram[0][1] / n,
            self.gram[1][1] / n,
        );
        // The eigenvalues of [[a, b], [b, c]] and the first one's unit eigenvector.
        let mean = (a + c) / 2.0;
        let spread = (((a - c) / 2.0).powi(2) + b * b).sqrt();
        let (mu1, mu2) = (mean + spread, mean - spread);
        if d <= 0.0 || mu2 <= 1e-12 * mu1.max(1e-300) {
            return Vec::new();
        }
        let angle = 0.5 * (2.0 * b).atan2(a - c);
        let (sin, cos) = angle.sin_cos();
        let (r1, r2) = ((d / mu1).sqrt(), (d / mu2).sqrt());
        (0..=samples)
            .map(|k| {
                let t = std::f64::consts::TAU * k as f64 / samples.max(1) as f64;
                let (u, v) = (r1 * t.cos(), r2 * t.sin());
                [centre[0] + cos * u - sin * v, centre[1] + sin * u + cos * v]
            })
            .collect()
    }
}

/// The whole picture at the workspace's λ: E_in's sums, w_lin and E_in there, and the L2 and
/// L1 regularized w.
#[derive(Debug, Clone, PartialEq)]
pub struct WeightPicture {
    pub weights: TwoWeights,
    pub lambda: f64,
    pub w_lin: Weights,
    pub least_e_in: f64,
    pub l2: Constrained,
    pub l1: Constrained,
    /// The least λ putting the L1 w on a corner, if any.
    pub corner_lambda: Option<f64>,
}

impl WeightPicture {
    /// The picture of `points` at weight decay `lambda`; `None` on no points.
    pub fn of(points: &RegressionPoints, lambda: f64) -> Option<Self> {
        let weights = TwoWeights::of(points)?;
        let w_lin = weights.w_lin();
        Some(Self {
            least_e_in: weights.e_in(w_lin),
            l2: weights.l2_constrained(lambda),
            l1: weights.l1_constrained(lambda),
            corner_lambda: weights.l1_corner_lambda(),
            w_lin,
            lambda,
            weights,
        })
    }

    /// The levels of E_in to draw: the one through the regularized w (the ellipse touching the
    /// ball) first, then others spaced as (½, 3/2, 2, 5/2)² of its distance from w_lin; without
    /// weight decay, levels spaced by the data's own scale.
    pub fn levels(&self, touching: &Constrained) -> Vec<f64> {
        let mut rise = touching.e_in - self.least_e_in;
        if rise <= 1e-12 * self.least_e_in.max(1e-12) {
            let n = self.weights.n as f64;
            rise = 0.05 * (self.weights.gram[0][0] + self.weights.gram[1][1]) / n;
        }
        let mut levels = vec![touching.e_in.max(self.least_e_in + rise)];
        levels.extend([0.5, 1.5, 2.0, 2.5].map(|k: f64| self.least_e_in + rise * k * k));
        levels
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points() -> RegressionPoints {
        RegressionPoints {
            x: vec![-0.9, -0.4, 0.1, 0.5, 0.8],
            y: vec![-1.2, -0.1, 0.3, 1.4, 1.5],
        }
    }

    #[test]
    fn e_in_and_its_gradient_are_the_mean_squared_error_and_its_derivative() {
        let p = points();
        let sums = TwoWeights::of(&p).expect("points");
        let w = [0.3, -0.7];
        let direct: f64 =
            p.x.iter()
                .zip(&p.y)
                .map(|(x, y)| (w[0] + w[1] * x - y).powi(2))
                .sum::<f64>()
                / 5.0;
        assert!((sums.e_in(w) - direct).abs() < 1e-12);
        let h = 1e-6;
        let g = sums.gradient(w);
        for j in 0..2 {
            let (mut up, mut down) = (w, w);
            up[j] += h;
            down[j] -= h;
            let numeric = (sums.e_in(up) - sums.e_in(down)) / (2.0 * h);
            assert!((numeric - g[j]).abs() < 1e-6, "{j}");
        }
    }
}
