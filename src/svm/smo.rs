//! Sequential minimal optimisation of the SVM dual (MATH.md, "Support vector machines"), one
//! pair of α per step, as libsvm does it (Fan, Chen & Lin 2005).
//!
//! libsvm minimises f(α) = ½αᵀQα − Σαₙ with Qₘₙ = yₘyₙK(xₘ, xₙ), so the dual objective is
//! D(α) = −f(α), and keeps the gradient G = Qα − 1 up to date. With
//! I_up = {n : yₙ = +1, αₙ < C or yₙ = −1, αₙ > 0} and I_low the same with the roles of 0 and
//! C swapped, m(α) = max over I_up of −yₙGₙ and M(α) = min over I_low of −yₙGₙ; α is optimal
//! within `tol` when m(α) − M(α) ≤ tol. A step takes i, the maximiser of m, and j from I_low by
//! the second-order rule (the largest decrease of f along the pair, WSS2), solves the
//! two-variable problem exactly, clips it to the box [0, C]², and updates G with rows i and j
//! of Q (from a [`RowCache`]). The bias is libsvm's b = −ρ: ρ is the mean of yₙGₙ over the
//! free αₙ (0 < αₙ < C), else the midpoint of the bounds that the αₙ at 0 or C put on it.

use std::sync::Arc;

use super::cache::{CACHE_BYTES, RowCache};
use crate::data::Dataset;
use crate::model::{Kernel, KernelExpansion};

/// libsvm's τ: the curvature used when a pair's is not positive.
const TAU: f64 = 1e-12;

/// What one SMO step did to the pair (i, j), and where the solve stands after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairUpdate {
    /// The first of the pair: the point that violates the KKT conditions most (m(α)).
    pub i: usize,
    /// The second, chosen by the second-order rule.
    pub j: usize,
    /// αᵢ before and after the step.
    pub alpha_i: [f64; 2],
    /// αⱼ before and after the step.
    pub alpha_j: [f64; 2],
    /// The bias b after the step.
    pub b: f64,
    /// D(α) after the step.
    pub dual_objective: f64,
    /// The largest KKT violation m(α) − M(α) after the step.
    pub kkt_gap: f64,
}

/// What a sweep over G found: the first member of the next pair, the violation, b and D.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Sweep {
    /// argmax over I_up of −yₙGₙ (libsvm: the last index among ties), if I_up is not empty.
    up: Option<usize>,
    /// m(α).
    max_up: f64,
    /// M(α).
    min_low: f64,
    b: f64,
    dual_objective: f64,
}

/// The state of an SMO solve: α, the gradient, the bias, D(α) and the KKT gap.
#[derive(Debug, Clone)]
pub struct Smo {
    kernel: Kernel,
    /// C; ∞ for the hard margin.
    c: f64,
    tol: f64,
    dim: usize,
    /// The points' features, row-major (N × d), and their labels: shared by copies.
    points: Arc<[f64]>,
    labels: Arc<[f64]>,
    /// Qₙₙ = K(xₙ, xₙ).
    diagonal: Arc<[f64]>,
    alpha: Vec<f64>,
    /// G = Qα − 1.
    gradient: Vec<f64>,
    cache: RowCache,
    sweep: Sweep,
    last: Option<PairUpdate>,
}

/// Qᵢₖ = yᵢyₖK(xᵢ, xₖ) for every k.
fn fill_row(
    kernel: &Kernel,
    points: &[f64],
    labels: &[f64],
    dim: usize,
    i: usize,
    out: &mut [f64],
) {
    let xi = &points[i * dim..(i + 1) * dim];
    let yi = labels[i];
    for ((q, xk), yk) in out.iter_mut().zip(points.chunks_exact(dim)).zip(labels) {
        *q = yi * yk * kernel.eval(xi, xk);
    }
}

impl Smo {
    /// A solve at α = 0 on `data` (which should hold both classes) with penalty `c` (∞: hard
    /// margin), stopping at KKT gap `tol`.
    pub fn new(kernel: Kernel, c: f64, tol: f64, data: &Dataset) -> Self {
        let dim = data.dim();
        let n = data.len();
        let mut points = Vec::with_capacity(n * dim);
        for k in 0..n {
            points.extend(data.features(k));
        }
        let diagonal: Vec<f64> = points
            .chunks_exact(dim.max(1))
            .map(|x| kernel.eval(x, x))
            .collect();
        let mut smo = Self {
            kernel,
            c,
            tol,
            dim,
            points: points.into(),
            labels: data.labels().into(),
            diagonal: diagonal.into(),
            alpha: vec![0.0; n],
            gradient: vec![-1.0; n],
            cache: RowCache::new(n, n, CACHE_BYTES),
            sweep: Sweep {
                up: None,
                max_up: 0.0,
                min_low: 0.0,
                b: 0.0,
                dual_objective: 0.0,
            },
            last: None,
        };
        smo.sweep = smo.sweep();
        smo
    }

    /// [`Smo::new`] on the same points, started from `alpha` (same length, feasible:
    /// 0 ≤ αₙ ≤ C and Σαₙyₙ = 0), with the gradient computed from it.
    pub fn warm(mut self, alpha: &[f64]) -> Self {
        for (k, &a) in alpha.iter().enumerate().take(self.alpha.len()) {
            if a != 0.0 {
                let slot = self.cached_row(k);
                let row = self.cache.row(slot);
                for (g, q) in self.gradient.iter_mut().zip(row) {
                    *g += a * q;
                }
                self.alpha[k] = a;
            }
        }
        self.sweep = self.sweep();
        self
    }

    fn cached_row(&mut self, i: usize) -> usize {
        let (kernel, points, labels, dim) = (&self.kernel, &self.points, &self.labels, self.dim);
        self.cache
            .fetch(i, |out| fill_row(kernel, points, labels, dim, i, out))
    }

    fn at_upper(&self, k: usize) -> bool {
        self.alpha[k] >= self.c
    }

    fn at_lower(&self, k: usize) -> bool {
        self.alpha[k] <= 0.0
    }

    /// One pass over G: m(α), M(α) and the first member of the next pair, libsvm's bias, and
    /// D(α) = −½Σαₙ(Gₙ − 1).
    fn sweep(&self) -> Sweep {
        let mut up = None;
        let (mut max_up, mut min_low) = (f64::NEG_INFINITY, f64::INFINITY);
        let (mut upper_b, mut lower_b) = (f64::INFINITY, f64::NEG_INFINITY);
        let (mut free_sum, mut free_count) = (0.0, 0usize);
        let mut twice_f = 0.0;
        for k in 0..self.alpha.len() {
            let (y, g) = (self.labels[k], self.gradient[k]);
            let minus_yg = -y * g;
            let (upper, lower) = (self.at_upper(k), self.at_lower(k));
            let in_up = if y > 0.0 { !upper } else { !lower };
            let in_low = if y > 0.0 { !lower } else { !upper };
            if in_up && minus_yg >= max_up {
                max_up = minus_yg;
                up = Some(k);
            }
            if in_low && minus_yg < min_low {
                min_low = minus_yg;
            }
            // libsvm's ρ from yG: bounds from the points at 0 or C, the mean over free ones.
            let yg = y * g;
            if upper || lower {
                let bounds_above = if upper { y < 0.0 } else { y > 0.0 };
                if bounds_above {
                    upper_b = upper_b.min(yg);
                } else {
                    lower_b = lower_b.max(yg);
                }
            } else {
                free_sum += yg;
                free_count += 1;
            }
            twice_f += self.alpha[k] * (g - 1.0);
        }
        let rho = if free_count > 0 {
            free_sum / free_count as f64
        } else {
            (upper_b + lower_b) / 2.0
        };
        Sweep {
            up,
            max_up,
            min_low,
            b: -rho,
            dual_objective: -twice_f / 2.0,
        }
    }

    /// Whether α is optimal within the tolerance (or no pair can move).
    pub fn converged(&self) -> bool {
        self.sweep.up.is_none() || self.kkt_gap() <= self.tol
    }

    /// One pair update, or `None` when α is already optimal within the tolerance.
    pub fn step(&mut self) -> Option<PairUpdate> {
        if self.converged() {
            return None;
        }
        let i = self.sweep.up?;
        let slot_i = self.cached_row(i);
        let j = self.second_of_pair(i, self.cache.row(slot_i))?;
        let slot_j = self.cached_row(j);
        let before = [self.alpha[i], self.alpha[j]];
        let q_ij = self.cache.row(slot_i)[j];
        let (new_i, new_j) = self.solve_pair(i, j, q_ij);
        self.alpha[i] = new_i;
        self.alpha[j] = new_j;
        let (delta_i, delta_j) = (new_i - before[0], new_j - before[1]);
        let (row_i, row_j) = (self.cache.row(slot_i), self.cache.row(slot_j));
        for ((g, qi), qj) in self.gradient.iter_mut().zip(row_i).zip(row_j) {
            *g += qi * delta_i + qj * delta_j;
        }
        self.sweep = self.sweep();
        let update = PairUpdate {
            i,
            j,
            alpha_i: [before[0], new_i],
            alpha_j: [before[1], new_j],
            b: self.sweep.b,
            dual_objective: self.sweep.dual_objective,
            kkt_gap: self.kkt_gap(),
        };
        self.last = Some(update);
        Some(update)
    }

    /// libsvm's second-order choice of j for the first member i with Q row `row_i`: among
    /// j ∈ I_low with −yⱼGⱼ < m(α), the one whose pair decreases f most, −b²/a with
    /// b = m(α) + yⱼGⱼ and a = Kᵢᵢ + Kⱼⱼ − 2Kᵢⱼ (τ when a ≤ 0); the last index among ties.
    fn second_of_pair(&self, i: usize, row_i: &[f64]) -> Option<usize> {
        let max_up = self.sweep.max_up;
        let (yi, qd_i) = (self.labels[i], self.diagonal[i]);
        let mut best = None;
        let mut best_decrease = f64::INFINITY;
        for (j, &q_ij) in row_i.iter().enumerate() {
            let y = self.labels[j];
            let in_low = if y > 0.0 {
                !self.at_lower(j)
            } else {
                !self.at_upper(j)
            };
            if !in_low {
                continue;
            }
            let gain = max_up + y * self.gradient[j];
            if gain > 0.0 {
                let curvature = qd_i + self.diagonal[j] - 2.0 * yi * y * q_ij;
                let decrease = -(gain * gain) / if curvature > 0.0 { curvature } else { TAU };
                if decrease <= best_decrease {
                    best = Some(j);
                    best_decrease = decrease;
                }
            }
        }
        best
    }

    /// The pair's new (αᵢ, αⱼ): the unconstrained optimum along Σαₙyₙ = const, clipped to
    /// [0, C]² exactly as libsvm clips it.
    fn solve_pair(&self, i: usize, j: usize, q_ij: f64) -> (f64, f64) {
        let c = self.c;
        let (gi, gj) = (self.gradient[i], self.gradient[j]);
        let (mut ai, mut aj) = (self.alpha[i], self.alpha[j]);
        let curvature = |sign: f64| {
            let a = self.diagonal[i] + self.diagonal[j] + sign * 2.0 * q_ij;
            if a > 0.0 { a } else { TAU }
        };
        if self.labels[i] != self.labels[j] {
            let delta = (-gi - gj) / curvature(1.0);
            let diff = ai - aj;
            ai += delta;
            aj += delta;
            if diff > 0.0 {
                if aj < 0.0 {
                    aj = 0.0;
                    ai = diff;
                }
            } else if ai < 0.0 {
                ai = 0.0;
                aj = -diff;
            }
            // With C = ∞ neither upper clip applies (C − C is NaN, and nothing exceeds ∞).
            if c.is_finite() {
                if diff > 0.0 {
                    if ai > c {
                        ai = c;
                        aj = c - diff;
                    }
                } else if aj > c {
                    aj = c;
                    ai = c + diff;
                }
            }
        } else {
            let delta = (gi - gj) / curvature(-1.0);
            let sum = ai + aj;
            ai -= delta;
            aj += delta;
            if sum > c {
                if ai > c {
                    ai = c;
                    aj = sum - c;
                }
            } else if aj < 0.0 {
                aj = 0.0;
                ai = sum;
            }
            if sum > c {
                if aj > c {
                    aj = c;
                    ai = sum - c;
                }
            } else if ai < 0.0 {
                ai = 0.0;
                aj = sum;
            }
        }
        (ai, aj)
    }

    /// αₙ for every point.
    pub fn alpha(&self) -> &[f64] {
        &self.alpha
    }

    /// yₙ for every point.
    pub fn labels(&self) -> &[f64] {
        &self.labels
    }

    /// αₙ·yₙ for every point.
    pub fn alpha_y(&self) -> Vec<f64> {
        self.alpha
            .iter()
            .zip(self.labels.iter())
            .map(|(a, y)| a * y)
            .collect()
    }

    /// The support vectors: the points with αₙ > 0, in order.
    pub fn support(&self) -> Vec<usize> {
        (0..self.alpha.len())
            .filter(|&k| self.alpha[k] > 0.0)
            .collect()
    }

    /// Whether αₙ = C (the point is inside the margin or misclassified).
    pub fn at_bound(&self, k: usize) -> bool {
        self.at_upper(k)
    }

    /// The bias b of s(x) = Σαₙyₙ K(xₙ, x) + b.
    pub fn b(&self) -> f64 {
        self.sweep.b
    }

    /// D(α) = Σαₙ − ½ΣΣ αₘαₙyₘyₙK(xₘ, xₙ).
    pub fn dual_objective(&self) -> f64 {
        self.sweep.dual_objective
    }

    /// The largest KKT violation m(α) − M(α) (libsvm's maximal violating pair); ≤ 0 when no
    /// pair can move.
    pub fn kkt_gap(&self) -> f64 {
        self.sweep.max_up - self.sweep.min_low
    }

    /// The last step's pair, α's and numbers.
    pub fn last_pair(&self) -> Option<&PairUpdate> {
        self.last.as_ref()
    }

    /// C (∞ for the hard margin).
    pub fn c(&self) -> f64 {
        self.c
    }

    pub fn tol(&self) -> f64 {
        self.tol
    }

    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// yₙ·sₙ for the training point n, from the gradient: yₙsₙ = 1 + Gₙ + yₙb.
    pub fn margin(&self, k: usize) -> f64 {
        1.0 + self.gradient[k] + self.labels[k] * self.sweep.b
    }

    /// s(x) = Σαₙyₙ K(xₙ, x) + b as a model, over the support vectors.
    pub fn expansion(&self) -> KernelExpansion {
        let support = self.support();
        let mut rows = Vec::with_capacity(support.len() * self.dim);
        let mut alpha_y = Vec::with_capacity(support.len());
        for &k in &support {
            rows.extend_from_slice(&self.points[k * self.dim..(k + 1) * self.dim]);
            alpha_y.push(self.alpha[k] * self.labels[k]);
        }
        KernelExpansion::new(self.kernel, self.dim, rows, alpha_y, self.sweep.b)
    }

    /// Roughly the heap memory this solve holds (the row cache included).
    pub fn heap_bytes(&self) -> usize {
        self.alpha.len() * 16 + self.cache.heap_bytes()
    }
}
