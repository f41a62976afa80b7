//! Learning without labels: K-means clustering and principal component analysis (MATH.md,
//! "K-means" and "PCA"), on points in any dimension d.
//!
//! Both read [`Points`]: unlabelled points, row-major in one flat slice, checked once (finite, at
//! least one feature). K-means is a stepper, [`KMeans`], that advances one *half* iteration per
//! [`KMeans::step`] (the assignment half, then the move half) and reports what it did, so the
//! window can animate and explain each half; [`restarts`] and [`elbow`] run it to convergence
//! from several seeds. [`pca`] gives the principal [`Axes`](crate::model::Axes). Their answers
//! are the [`Model::Centres`](crate::model::Model::Centres) and
//! [`Model::Axes`](crate::model::Model::Axes) every view reads.

mod assign;
mod error;
mod init;
mod kmeans;
mod pca;
mod restarts;

pub use error::ClusterError;
pub use init::{Init, initial_centres};
pub use kmeans::{Half, HalfStep, KMeans, KMeansSettings, cost};
pub use pca::{pca, reconstruction_error_ratio};
pub use restarts::{ElbowPoint, Restarts, elbow, elbow_while, restarts, restarts_while};

use crate::data::Dataset;

/// m unlabelled points in R^d, row-major: point i is `values[i·d .. (i + 1)·d]`. Every value is
/// finite and d ≥ 1 (checked by [`Points::new`]); there may be no points (a learner refuses them).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Points {
    dim: usize,
    values: Vec<f64>,
}

impl Points {
    /// Points from row-major values (m × `dim`). Refuses d = 0, a length that is not a multiple
    /// of d, and a value that is not finite (NaN or ±∞).
    pub fn new(dim: usize, values: Vec<f64>) -> Result<Self, ClusterError> {
        if dim == 0 {
            return Err(ClusterError::NoFeatures);
        }
        if !values.len().is_multiple_of(dim) {
            return Err(ClusterError::Ragged {
                values: values.len(),
                dim,
            });
        }
        if let Some(at) = values.iter().position(|v| !v.is_finite()) {
            return Err(ClusterError::NotFinite {
                index: at / dim,
                value: values[at],
            });
        }
        Ok(Self { dim, values })
    }

    /// The features of labelled points (their labels set aside).
    pub fn from_dataset(data: &Dataset) -> Self {
        let mut values = Vec::with_capacity(data.len() * data.dim());
        for n in 0..data.len() {
            values.extend(data.features(n));
        }
        // A dataset's values are finite and its d ≥ 1 by construction.
        Self {
            dim: data.dim().max(1),
            values,
        }
    }

    /// The dimension d.
    pub fn dim(&self) -> usize {
        self.dim
    }

    /// The number of points m.
    pub fn len(&self) -> usize {
        self.values.len() / self.dim.max(1)
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Point i, `[x₁, …, x_d]`.
    pub fn row(&self, i: usize) -> &[f64] {
        &self.values[i * self.dim..(i + 1) * self.dim]
    }

    /// Every point, row-major.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// The points one by one.
    pub fn rows(&self) -> std::slice::ChunksExact<'_, f64> {
        self.values.chunks_exact(self.dim.max(1))
    }

    /// Refuses no points at all, for a learner.
    fn check_not_empty(&self) -> Result<(), ClusterError> {
        if self.is_empty() {
            Err(ClusterError::NoPoints)
        } else {
            Ok(())
        }
    }
}

/// ‖a − b‖².
#[inline(always)]
fn squared_distance(a: &[f64], b: &[f64]) -> f64 {
    let mut total = 0.0;
    for (p, q) in a.iter().zip(b) {
        let difference = p - q;
        total += difference * difference;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_checked_once() {
        assert_eq!(Points::new(0, vec![]), Err(ClusterError::NoFeatures));
        assert_eq!(
            Points::new(2, vec![1.0, 2.0, 3.0]),
            Err(ClusterError::Ragged { values: 3, dim: 2 })
        );
        let nan = Points::new(2, vec![1.0, 2.0, f64::NAN, 0.0]).expect_err("NaN");
        assert!(matches!(nan, ClusterError::NotFinite { index: 1, .. }));
        let points = Points::new(2, vec![1.0, 2.0, 3.0, 4.0]).expect("valid");
        assert_eq!(points.len(), 2);
        assert_eq!(points.row(1), &[3.0, 4.0]);
        assert_eq!(points.rows().count(), 2);
        assert!(Points::new(3, vec![]).expect("empty is valid").is_empty());
    }

    #[test]
    fn points_of_a_dataset_are_its_features() {
        let data = Dataset::from_rows(2, &[1.5, -2.0, 0.25, 3.0], &[1.0, -1.0]).expect("valid");
        let points = Points::from_dataset(&data);
        assert_eq!(points.values(), &[1.5, -2.0, 0.25, 3.0]);
    }
}
