//! Principal component analysis (MATH.md, "PCA"; seed 004): centre the points, Σ = (1/m)XᵀX,
//! the axes are Σ's unit eigenvectors by decreasing eigenvalue; z = U_Kᵀ(x − mean),
//! x_rec = U_K z + mean, and the variance retained by K axes, Σ_{k≤K} λ_k / Σ λ_k, is 1 − the
//! seed's reconstruction-error ratio.
//!
//! Σ is symmetric, so its eigenvectors come from nalgebra's symmetric eigensolver (nalgebra is
//! already the core's matrix library, for the pseudo-inverse; it is accurate to rounding for the
//! d × d matrices here). Each axis's sign is fixed so that its first coordinate that is not
//! (numerically) zero is positive, as the reference does, and the same points always give the
//! same axes.

use nalgebra::{DMatrix, SymmetricEigen};

use super::{ClusterError, Points, squared_distance};
use crate::model::Axes;

/// A coordinate of a unit axis smaller than this is rounding noise of a zero, and does not
/// decide the axis's sign.
const ZERO_COORDINATE: f64 = 1e-12;

/// The principal axes of the points: the mean, every axis (d of them, unit rows by decreasing
/// eigenvalue) and the eigenvalues (the variance along each). Refuses no points and values so
/// large that their squares overflow.
pub fn pca(points: &Points) -> Result<Axes, ClusterError> {
    points.check_not_empty()?;
    let dim = points.dim();
    let m = points.len() as f64;
    let mut mean = vec![0.0; dim];
    for x in points.rows() {
        for (mu, v) in mean.iter_mut().zip(x) {
            *mu += v;
        }
    }
    for mu in &mut mean {
        *mu /= m;
    }
    let mut covariance = DMatrix::<f64>::zeros(dim, dim);
    let mut centred = vec![0.0; dim];
    for x in points.rows() {
        for ((c, v), mu) in centred.iter_mut().zip(x).zip(&mean) {
            *c = v - mu;
        }
        for i in 0..dim {
            for j in i..dim {
                covariance[(i, j)] += centred[i] * centred[j];
            }
        }
    }
    for i in 0..dim {
        for j in i..dim {
            let value = covariance[(i, j)] / m;
            covariance[(i, j)] = value;
            covariance[(j, i)] = value;
        }
    }
    if covariance.iter().any(|v| !v.is_finite()) || mean.iter().any(|v| !v.is_finite()) {
        return Err(ClusterError::TooLarge);
    }
    let eigen =
        SymmetricEigen::try_new(covariance, f64::EPSILON, 0).ok_or(ClusterError::TooLarge)?;
    let mut order: Vec<usize> = (0..dim).collect();
    // By decreasing eigenvalue; equal ones keep the solver's order.
    order.sort_by(|&a, &b| eigen.eigenvalues[b].total_cmp(&eigen.eigenvalues[a]));
    let mut axes = Vec::with_capacity(dim * dim);
    let mut variances = Vec::with_capacity(dim);
    for k in order {
        let column = eigen.eigenvectors.column(k);
        let norm = column.norm();
        let mut axis: Vec<f64> = column.iter().map(|v| v / norm).collect();
        let first = axis
            .iter()
            .find(|v| v.abs() > ZERO_COORDINATE)
            .or_else(|| axis.iter().find(|v| **v != 0.0))
            .copied()
            .unwrap_or(0.0);
        if first < 0.0 {
            for v in &mut axis {
                *v = -*v;
            }
        }
        axes.extend(axis);
        // Σ is positive semi-definite: a negative eigenvalue is rounding of a zero.
        variances.push(eigen.eigenvalues[k].max(0.0));
    }
    Ok(Axes {
        mean,
        axes,
        variances,
    })
}

impl Axes {
    /// The number of axes kept.
    pub fn axis_count(&self) -> usize {
        self.variances.len()
    }

    /// Axis k, a unit row.
    pub fn axis(&self, k: usize) -> &[f64] {
        let dim = self.mean.len();
        &self.axes[k * dim..(k + 1) * dim]
    }

    /// The first `k` axes only (the model of PCA with K components).
    pub fn truncated(&self, k: usize) -> Axes {
        let k = k.min(self.axis_count());
        Axes {
            mean: self.mean.clone(),
            axes: self.axes[..k * self.mean.len()].to_vec(),
            variances: self.variances[..k].to_vec(),
        }
    }

    /// λ_k / Σ λ: the share of the variance along each axis. With no spread at all (every point
    /// the same) the first axis is said to hold all of it, so the shares still add up to 1.
    pub fn explained_variance_ratio(&self) -> Vec<f64> {
        let total: f64 = self.variances.iter().sum();
        if total > 0.0 {
            self.variances.iter().map(|v| v / total).collect()
        } else {
            (0..self.axis_count())
                .map(|k| if k == 0 { 1.0 } else { 0.0 })
                .collect()
        }
    }

    /// The variance retained by the first `k` axes, Σ_{k' ≤ k} λ / Σ λ.
    pub fn retained_variance(&self, k: usize) -> f64 {
        self.explained_variance_ratio().iter().take(k).sum()
    }

    /// The seed's reconstruction-error ratio with `k` axes: 1 − the retained variance.
    pub fn error_ratio(&self, k: usize) -> f64 {
        1.0 - self.retained_variance(k)
    }

    /// z = U_Kᵀ(x − mean) for the first `z.len()` axes, written into `z`.
    pub fn coordinates_into(&self, x: &[f64], z: &mut [f64]) {
        for (k, zk) in z.iter_mut().enumerate() {
            *zk = self
                .axis(k)
                .iter()
                .zip(x)
                .zip(&self.mean)
                .map(|((u, v), mu)| u * (v - mu))
                .sum();
        }
    }

    /// z = U_Kᵀ(x − mean) with the first `k` axes.
    pub fn coordinates(&self, x: &[f64], k: usize) -> Vec<f64> {
        let mut z = vec![0.0; k.min(self.axis_count())];
        self.coordinates_into(x, &mut z);
        z
    }

    /// x_rec = U_K z + mean, K = `z.len()`: the point the coordinates stand for.
    pub fn reconstruct(&self, z: &[f64]) -> Vec<f64> {
        let mut x = self.mean.clone();
        for (k, zk) in z.iter().enumerate() {
            for (v, u) in x.iter_mut().zip(self.axis(k)) {
                *v += zk * u;
            }
        }
        x
    }
}

/// The seed's reconstruction-error ratio measured on the points themselves, with `k` axes:
/// Σᵢ‖xᵢ − x_rec,i‖² / Σᵢ‖xᵢ − mean‖² (0 when every point is the mean). It equals
/// [`Axes::error_ratio`], which tells it from the eigenvalues alone.
pub fn reconstruction_error_ratio(points: &Points, axes: &Axes, k: usize) -> f64 {
    let mut lost = 0.0;
    let mut total = 0.0;
    let mut z = vec![0.0; k.min(axes.axis_count())];
    for x in points.rows() {
        axes.coordinates_into(x, &mut z);
        lost += squared_distance(x, &axes.reconstruct(&z));
        total += squared_distance(x, &axes.mean);
    }
    if total > 0.0 { lost / total } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_on_a_line_have_one_axis() {
        // x₂ = 2x₁: the axis is (1, 2)/√5, with all the variance.
        let points = Points::new(2, vec![0.0, 0.0, 1.0, 2.0, 2.0, 4.0, -3.0, -6.0]).expect("ok");
        let axes = pca(&points).expect("valid");
        assert_eq!(axes.mean, vec![0.0, 0.0]);
        let s = 5f64.sqrt();
        assert!((axes.axis(0)[0] - 1.0 / s).abs() < 1e-12, "{axes:?}");
        assert!((axes.axis(0)[1] - 2.0 / s).abs() < 1e-12, "{axes:?}");
        // The second axis: perpendicular, its first coordinate made positive.
        assert!((axes.axis(1)[0] - 2.0 / s).abs() < 1e-12, "{axes:?}");
        assert!((axes.axis(1)[1] + 1.0 / s).abs() < 1e-12, "{axes:?}");
        // Σλ = (1/m)Σ‖x‖² = (0 + 5 + 20 + 45)/4.
        assert!((axes.variances[0] - 17.5).abs() < 1e-12);
        assert!(axes.variances[1].abs() < 1e-12);
        assert!((axes.retained_variance(1) - 1.0).abs() < 1e-12);
        let z = axes.coordinates(&[1.0, 2.0], 1);
        assert!((z[0] - s).abs() < 1e-12);
        let x = axes.reconstruct(&z);
        assert!((x[0] - 1.0).abs() < 1e-12 && (x[1] - 2.0).abs() < 1e-12);
        assert!(reconstruction_error_ratio(&points, &axes, 1) < 1e-24);
    }

    #[test]
    fn identical_points_have_no_spread() {
        let points = Points::new(3, vec![1.0, 2.0, 3.0, 1.0, 2.0, 3.0]).expect("ok");
        let axes = pca(&points).expect("valid");
        assert_eq!(axes.variances, vec![0.0; 3]);
        assert_eq!(axes.explained_variance_ratio(), vec![1.0, 0.0, 0.0]);
        assert_eq!(axes.error_ratio(1), 0.0);
        assert_eq!(reconstruction_error_ratio(&points, &axes, 0), 0.0);
        let none = Points::new(2, vec![]).expect("valid");
        assert_eq!(pca(&none), Err(ClusterError::NoPoints));
    }

    #[test]
    fn truncated_keeps_the_first_axes() {
        let points = Points::new(2, vec![0.0, 0.0, 3.0, 1.0, -1.0, 2.0]).expect("ok");
        let axes = pca(&points).expect("valid");
        let one = axes.truncated(1);
        assert_eq!(one.axis_count(), 1);
        assert_eq!(one.axis(0), axes.axis(0));
        assert_eq!(one.variances, axes.variances[..1]);
    }

    #[test]
    fn overflowing_squares_are_refused() {
        let points = Points::new(1, vec![1e300, -1e300]).expect("finite");
        assert_eq!(pca(&points), Err(ClusterError::TooLarge));
    }
}
