//! What a person can get wrong when clustering or looking for principal axes: no points, a
//! value that is not a number, K = 0 or more clusters than points, centres of the wrong size.

use std::fmt;

use thiserror::Error;

use crate::t;

/// Why K-means or PCA refuses its points or settings.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ClusterError {
    /// There are no points.
    NoPoints,
    /// Points without a feature (d = 0).
    NoFeatures,
    /// `values` numbers do not make rows of `dim`.
    Ragged { values: usize, dim: usize },
    /// Point `index` (0-based) has a value that is not a finite number.
    NotFinite { index: usize, value: f64 },
    /// K = 0.
    NoClusters,
    /// K is larger than the number of points.
    TooManyClusters { k: usize, points: usize },
    /// Centres given by hand: `got` numbers where K·d = `expected` were needed.
    WrongCentres { got: usize, expected: usize },
    /// Centre `index` (0-based) given by hand has a value that is not a finite number.
    CentreNotFinite { index: usize },
    /// Restarts: zero runs asked for.
    NoRuns,
    /// Restarts or the elbow plot stopped before the end: nobody waits for them any more.
    Cancelled,
    /// PCA: zero components asked for.
    NoComponents,
    /// PCA: more components than dimensions.
    TooManyComponents { k: usize, dim: usize },
    /// The values are so large that their squares overflow.
    TooLarge,
}

impl fmt::Display for ClusterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::NoPoints => t!("core-cluster-no-points").to_owned(),
            Self::NoFeatures => t!("core-cluster-no-features").to_owned(),
            Self::Ragged { values, dim } => t!(
                "core-cluster-ragged",
                values = values.to_string(),
                dim = dim.to_string()
            ),
            Self::NotFinite { index, value } => t!(
                "core-cluster-not-finite",
                point = (index + 1).to_string(),
                value = value.to_string()
            ),
            Self::NoClusters => t!("core-cluster-no-clusters").to_owned(),
            Self::TooManyClusters { k, points } => t!(
                "core-cluster-too-many-clusters",
                k = k.to_string(),
                points = points.to_string()
            ),
            Self::WrongCentres { got, expected } => t!(
                "core-cluster-wrong-centres",
                got = got.to_string(),
                expected = expected.to_string()
            ),
            Self::CentreNotFinite { index } => t!(
                "core-cluster-centre-not-finite",
                centre = (index + 1).to_string()
            ),
            Self::NoRuns => t!("core-cluster-no-runs").to_owned(),
            Self::Cancelled => t!("core-cluster-cancelled").to_owned(),
            Self::NoComponents => t!("core-pca-no-components").to_owned(),
            Self::TooManyComponents { k, dim } => t!(
                "core-pca-too-many-components",
                k = k.to_string(),
                dim = dim.to_string()
            ),
            Self::TooLarge => t!("core-cluster-too-large").to_owned(),
        };
        f.write_str(&text)
    }
}
