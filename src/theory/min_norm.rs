//! The point of smallest norm in the convex hull of finitely many vectors, by Wolfe's algorithm
//! (P. Wolfe, "Finding the nearest point in a polytope", Math. Programming 11, 1976).
//!
//! Wolfe keeps a *corral*: a few affinely independent points S with weights λ > 0 whose
//! combination x is the nearest point of their affine hull. A major step adds the point p_j that
//! minimises xᵀp (the direction in which x can still shrink); minor steps move x towards the
//! nearest point of the new affine hull and drop points whose weight reaches 0. In exact
//! arithmetic it ends after finitely many steps with the exact minimiser; in `f64` it stops when
//! xᵀx − xᵀp_j ≤ 10⁻¹² xᵀx + 8ε‖x‖·R (no point lowers the norm by more than rounding), when x
//! is 0 to rounding, or when a step makes no progress. For w = x/‖x‖ that gives
//! minₙ wᵀpₙ ≥ ‖x‖(1 − 10⁻¹²) − 8εR: within a relative 10⁻¹² of the optimum, up to rounding.
//! Each major step costs one pass over the points, O(N·k) in dimension k; the corral has at most
//! k + 1 points, so the affine sub-problems are tiny.

use nalgebra::{DMatrix, DVector};

/// The result: the point x, and the points (index, weight) whose combination it is.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MinNorm {
    pub x: Vec<f64>,
    pub support: Vec<(usize, f64)>,
    /// When the support has k points (its affine hull is a hyperplane not through 0): that
    /// hyperplane's normal n, scaled so that nᵀp = 1 on it. See [`hyperplane_normal`].
    pub normal: Option<Vec<f64>>,
}

const EPS: f64 = f64::EPSILON;
/// Relative optimality tolerance (Wolfe's Z1).
const GAP: f64 = 1e-12;
/// A weight at or below this is zero (Wolfe's Z2).
const WEIGHT: f64 = 1e-12;
/// Enough major steps for every problem linlab meets; each one strictly shrinks ‖x‖.
const MAX_MAJOR: usize = 10_000;

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The minimum-norm point of the hull of the rows (row-major, `k` numbers each). `None` when
/// there are no rows or `k` is 0.
pub(crate) fn min_norm_point(rows: &[f64], k: usize) -> Option<MinNorm> {
    if k == 0 || rows.len() < k {
        return None;
    }
    let m = rows.len() / k;
    let row = |i: usize| &rows[i * k..(i + 1) * k];
    let norms = (0..m).map(|i| dot(row(i), row(i)));
    let scale = norms.clone().fold(0.0, f64::max);
    let start = norms
        .enumerate()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)?;
    let mut set = vec![start];
    let mut lambda = vec![1.0];
    let mut x = row(start).to_vec();
    let combine = |set: &[usize], lambda: &[f64]| {
        let mut x = vec![0.0; k];
        for (&i, &l) in set.iter().zip(lambda) {
            for (xi, pi) in x.iter_mut().zip(row(i)) {
                *xi += l * pi;
            }
        }
        x
    };
    for _ in 0..MAX_MAJOR {
        let xx = dot(&x, &x);
        if xx <= (EPS * EPS) * scale {
            break;
        }
        let Some((j, xp)) = (0..m)
            .map(|n| (n, dot(&x, row(n))))
            .min_by(|a, b| a.1.total_cmp(&b.1))
        else {
            break;
        };
        if xx - xp <= GAP * xx + 8.0 * EPS * (xx * scale).sqrt() || set.contains(&j) {
            break;
        }
        let (old_set, old_lambda) = (set.clone(), lambda.clone());
        set.push(j);
        lambda.push(0.0);
        // Minor steps: at most one per point of the corral, since each drops one.
        for _ in 0..=set.len() {
            let Some(alpha) = affine_minimiser(&set, row, k) else {
                break;
            };
            if alpha.iter().all(|&a| a > WEIGHT) {
                lambda = alpha;
                break;
            }
            // Walk from λ towards α until the first weight reaches 0, and drop it.
            let mut theta: f64 = 1.0;
            for (&l, &a) in lambda.iter().zip(&alpha) {
                if a <= WEIGHT {
                    let d = l - a;
                    theta = theta.min(if d > 0.0 { l / d } else { 0.0 });
                }
            }
            for (l, a) in lambda.iter_mut().zip(&alpha) {
                *l = (1.0 - theta) * *l + theta * a;
            }
            let smallest = lambda
                .iter()
                .enumerate()
                .min_by(|a, b| a.1.total_cmp(b.1))
                .map(|(i, _)| i);
            let mut keep: Vec<bool> = lambda.iter().map(|&l| l > WEIGHT).collect();
            if let Some(i) = smallest {
                keep[i] = false;
            }
            let mut kept = keep.iter();
            set.retain(|_| kept.next().copied().unwrap_or(false));
            let mut kept = keep.iter();
            lambda.retain(|_| kept.next().copied().unwrap_or(false));
            let total: f64 = lambda.iter().sum();
            if set.is_empty() || total <= 0.0 {
                break;
            }
            for l in &mut lambda {
                *l /= total;
            }
        }
        let next = combine(&set, &lambda);
        if set.is_empty() || dot(&next, &next) >= xx {
            // Rounding has taken over: keep the last x.
            set = old_set;
            lambda = old_lambda;
            break;
        }
        x = next;
    }
    let x = combine(&set, &lambda);
    let normal = (set.len() == k)
        .then(|| hyperplane_normal(&set, row, k))
        .flatten();
    Some(MinNorm {
        x,
        support: set.into_iter().zip(lambda).collect(),
        normal,
    })
}

/// The normal n of the hyperplane through the k points `set`, with nᵀp = 1 on it: the solution
/// of [p₂ − p₁; …; p_k − p₁; p₁] n = e_k. When the margin is thin, x = Σλp loses everything
/// to cancellation (its error is about ε·R however small ‖x‖ is, so x/‖x‖ points the wrong way),
/// while this solve is backward stable: the direction of n is accurate to about ε times the
/// condition of the differences, whatever the distance 1/‖n‖ of the hyperplane from 0.
fn hyperplane_normal<'a>(
    set: &[usize],
    row: impl Fn(usize) -> &'a [f64],
    k: usize,
) -> Option<Vec<f64>> {
    let (&first, rest) = set.split_first()?;
    let p1 = row(first);
    let m = DMatrix::from_fn(k, k, |r, c| {
        if r < rest.len() {
            row(rest[r])[c] - p1[c]
        } else {
            p1[c]
        }
    });
    let mut e = DVector::zeros(k);
    e[k - 1] = 1.0;
    let n = m.lu().solve(&e)?;
    n.iter()
        .all(|v| v.is_finite())
        .then(|| n.iter().copied().collect())
}

/// The weights α (summing to 1) of the nearest point to 0 in the affine hull of the points
/// `set`, by least squares: x = p₀ + Σ βᵢ(pᵢ − p₀), β minimising ‖x‖, from an SVD.
fn affine_minimiser<'a>(
    set: &[usize],
    row: impl Fn(usize) -> &'a [f64],
    k: usize,
) -> Option<Vec<f64>> {
    let (&first, rest) = set.split_first()?;
    if rest.is_empty() {
        return Some(vec![1.0]);
    }
    let p0 = row(first);
    let b = DMatrix::from_fn(k, rest.len(), |r, c| row(rest[c])[r] - p0[r]);
    let rhs = DVector::from_fn(k, |r, _| -p0[r]);
    let svd = b.svd(true, true);
    let largest = svd.singular_values.max();
    let beta = svd.solve(&rhs, largest * 1e-13).ok()?;
    let mut alpha = Vec::with_capacity(set.len());
    alpha.push(1.0 - beta.sum());
    alpha.extend(beta.iter());
    alpha.iter().all(|a| a.is_finite()).then_some(alpha)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(v: &[f64]) -> f64 {
        dot(v, v).sqrt()
    }

    #[test]
    fn segment_and_triangle() {
        // The segment from (1, −1) to (1, 1): nearest point (1, 0).
        let r = min_norm_point(&[1.0, -1.0, 1.0, 1.0], 2).expect("points");
        assert!(
            (r.x[0] - 1.0).abs() < 1e-15 && r.x[1].abs() < 1e-15,
            "{r:?}"
        );
        // A triangle around the origin: 0.
        let r = min_norm_point(&[1.0, 0.0, -1.0, 1.0, -1.0, -1.0], 2).expect("points");
        assert!(norm(&r.x) < 1e-15, "{r:?}");
        assert_eq!(r.support.len(), 3);
        // A corner is nearest: (2, 1) among (2, 1), (3, 0), (4, 4).
        let r = min_norm_point(&[3.0, 3.0, 2.0, 1.0, 4.0, 4.0], 2).expect("points");
        assert_eq!(r.x, vec![2.0, 1.0]);
    }

    #[test]
    fn optimality_on_random_clouds() {
        // Check the variational inequality: xᵀ(p − x) ≥ 0 for every p (x is the nearest point).
        let mut seed = 0x1234_5678_9abc_def1_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 11) as f64 / (1u64 << 53) as f64
        };
        for round in 0..300 {
            let k = 2 + round % 4;
            let m = 1 + round % 40;
            let shift = 2.0 * next();
            let rows: Vec<f64> = (0..m * k)
                .map(|i| {
                    if i % k == 0 {
                        next() - 0.5 + shift
                    } else {
                        2.0 * next() - 1.0
                    }
                })
                .collect();
            let r = min_norm_point(&rows, k).expect("points");
            let xx = dot(&r.x, &r.x);
            for n in 0..m {
                let p = &rows[n * k..(n + 1) * k];
                assert!(dot(&r.x, p) >= xx - 1e-11, "round {round}: {r:?}");
            }
            let total: f64 = r.support.iter().map(|s| s.1).sum();
            assert!((total - 1.0).abs() < 1e-12);
            assert!(r.support.len() <= k + 1);
        }
    }
}
