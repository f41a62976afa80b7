//! Labelled points in R^d, laid out for learning.
//!
//! A point x with label y ∈ {+1, −1} is stored as its *signed augmented row* y·z, where
//! z = (1, x₁, …, x_d) (MATH.md, "Data and hypothesis"). Everything a learner needs is a
//! function of these rows: the margin y·s = wᵀ(y·z), the PLA update w += η·(y·z), and
//! ZᵀZ = Σ (y·z)(y·z)ᵀ, Zᵀy = Σ y·z for linear regression. Keeping them in one contiguous
//! row-major buffer makes PLA's scan to the next mistake a pure sequential read.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use thiserror::Error;

use crate::t;

/// A fresh identity for a set of points each time one is made or changed.
fn next_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// What is wrong with a set of points, for a learner or for a file.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum DataError {
    /// There are no points.
    Empty,
    /// All `count` points are in one class, of label `y` (+1 or −1).
    OneClass { count: usize, y: f64 },
    /// Point `index` has `got` features, not `expected`.
    WrongDimension {
        index: usize,
        got: usize,
        expected: usize,
    },
    /// Point `index` has a value that is not a finite number.
    NotFinite { index: usize, value: f64 },
    /// Point `index` has a label other than ±1.
    BadLabel { index: usize, label: f64 },
    /// Points without a feature.
    NoFeatures,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Empty => t!("core-data-empty").to_owned(),
            Self::OneClass { count, y } => t!(
                "core-data-one-class",
                count = count.to_string(),
                label = label_symbol(*y)
            ),
            Self::WrongDimension {
                index,
                got,
                expected,
            } => t!(
                "core-data-wrong-dimension",
                index = index.to_string(),
                got = got.to_string(),
                expected = expected.to_string()
            ),
            Self::NotFinite { index, value } => t!(
                "core-data-not-finite",
                index = index.to_string(),
                value = value.to_string()
            ),
            Self::BadLabel { index, label } => t!(
                "core-data-bad-label",
                index = index.to_string(),
                label = label.to_string()
            ),
            Self::NoFeatures => t!("core-data-no-features").to_owned(),
        };
        f.write_str(&text)
    }
}

/// A label as the interface's language writes it: ○ is +1, × is −1 ("○ (+1)", "○（+1）").
pub fn label_symbol(y: f64) -> &'static str {
    if y > 0.0 {
        t!("core-label-positive")
    } else {
        t!("core-label-negative")
    }
}

/// The length of a row of `dim` features after z₀ (`dim` + 1), if `values` values make exactly
/// one row for each of `labels` labels; else what is wrong.
fn row_width(dim: usize, values: usize, labels: usize) -> Result<usize, DataError> {
    if dim == 0 {
        return Err(DataError::NoFeatures);
    }
    let k = dim + 1;
    if values != labels * k {
        return Err(DataError::WrongDimension {
            index: values / k,
            got: (values % k).saturating_sub(1),
            expected: dim,
        });
    }
    Ok(k)
}

/// Checks point `index`'s features and label: finite values, and a label of ±1.
fn check_point(index: usize, x: &[f64], y: f64) -> Result<(), DataError> {
    if let Some(&value) = x.iter().find(|v| !v.is_finite()) {
        return Err(DataError::NotFinite { index, value });
    }
    if y != 1.0 && y != -1.0 {
        return Err(DataError::BadLabel { index, label: y });
    }
    Ok(())
}

/// Turns augmented rows z of length `k` into y·z, in place (z₀ becomes y). y = ±1, so y·x is
/// exact and x = y·(y·x) recovers the point bit for bit.
fn sign_rows(rows: &mut [f64], labels: &[f64], k: usize) {
    #[inline(always)]
    fn sign(z: &mut [f64], y: f64) {
        z[0] = y;
        for v in &mut z[1..] {
            *v *= y;
        }
    }
    // The plane's and space's rows with their length known, so the loop over a row unrolls.
    fn sign_k<const K: usize>(rows: &mut [f64], labels: &[f64]) {
        let (rows, _) = rows.as_chunks_mut::<K>();
        for (z, &y) in rows.iter_mut().zip(labels) {
            sign(z, y);
        }
    }
    match k {
        3 => sign_k::<3>(rows, labels),
        4 => sign_k::<4>(rows, labels),
        _ => {
            for (z, &y) in rows.chunks_exact_mut(k).zip(labels) {
                sign(z, y);
            }
        }
    }
}

/// N points in R^d with labels ±1, stored as signed augmented rows (see the module doc).
#[derive(Debug, Clone)]
pub struct Dataset {
    dim: usize,
    labels: Vec<f64>,
    signed_rows: Vec<f64>,
    /// How many labels are +1, kept with them (the window asks every frame it plays).
    positives: usize,
    /// Changes whenever the points change, so a learner can tell that what it computed from
    /// them (a permutation, mistake counts) is stale. Clones share it: they hold the same points.
    id: u64,
}

impl PartialEq for Dataset {
    fn eq(&self, other: &Self) -> bool {
        self.dim == other.dim
            && self.labels == other.labels
            && self.signed_rows == other.signed_rows
    }
}

impl Dataset {
    /// An empty set of points in R^`dim`.
    pub fn new(dim: usize) -> Self {
        Self {
            dim,
            labels: Vec::new(),
            signed_rows: Vec::new(),
            positives: 0,
            id: next_id(),
        }
    }

    /// Points from row-major features (N × `dim`) and labels (±1).
    pub fn from_rows(dim: usize, features: &[f64], labels: &[f64]) -> Result<Self, DataError> {
        if dim == 0 {
            return Err(DataError::NoFeatures);
        }
        if features.len() != labels.len() * dim {
            return Err(DataError::WrongDimension {
                index: features.len() / dim,
                got: features.len() % dim,
                expected: dim,
            });
        }
        let mut augmented = Vec::with_capacity(labels.len() * (dim + 1));
        for x in features.chunks_exact(dim) {
            augmented.push(1.0);
            augmented.extend_from_slice(x);
        }
        Self::from_augmented_rows(dim, augmented, labels.to_vec())
    }

    /// Points from their augmented rows z = (1, x₁, …, x_d), row-major (N × (`dim` + 1)), and
    /// labels (±1): each row becomes y·z where it lies, so the buffer is the points' own, not
    /// copied. The first value of every row stands for z₀ = 1, whatever it holds.
    /// The checks of [`Dataset::push`], the first point that fails them named.
    pub fn from_augmented_rows(
        dim: usize,
        mut rows: Vec<f64>,
        labels: Vec<f64>,
    ) -> Result<Self, DataError> {
        let k = row_width(dim, rows.len(), labels.len())?;
        // Block by block, so that a block is checked and signed while it is in the cache; the
        // checks without a branch per value, and point by point only where they fail.
        const BLOCK: usize = 256;
        let blocks = rows.chunks_mut(BLOCK * k).zip(labels.chunks(BLOCK));
        for (b, (block, block_labels)) in blocks.enumerate() {
            let finite = block.iter().fold(true, |ok, v| ok & v.is_finite());
            let signs = block_labels
                .iter()
                .fold(true, |ok, &y| ok & (y.abs() == 1.0));
            if !(finite && signs) {
                let points = block.chunks_exact(k).zip(block_labels);
                for (i, (z, &y)) in points.enumerate() {
                    check_point(b * BLOCK + i, &z[1..], y)?;
                }
            }
            sign_rows(block, block_labels, k);
        }
        let positives = labels.iter().filter(|&&y| y > 0.0).count();
        Ok(Self {
            dim,
            labels,
            signed_rows: rows,
            positives,
            id: next_id(),
        })
    }

    /// Points from their signed augmented rows y·z = y·(1, x₁, …, x_d), row-major, `dim` + 1
    /// values a row, and labels (±1), both taken as they are: a reader that made them so,
    /// finite and each row's first value its label, hands them over without a pass of checks
    /// and signs over them (see [`Dataset::from_augmented_rows`] for rows to be checked).
    pub(crate) fn from_signed_rows(
        dim: usize,
        signed_rows: Vec<f64>,
        labels: Vec<f64>,
    ) -> Result<Self, DataError> {
        let k = row_width(dim, signed_rows.len(), labels.len())?;
        debug_assert!(
            signed_rows
                .chunks_exact(k)
                .zip(&labels)
                .all(|(z, &y)| z[0] == y && (y == 1.0 || y == -1.0)),
            "every row starts with its label, ±1"
        );
        debug_assert!(signed_rows.iter().all(|v| v.is_finite()));
        let positives = labels.iter().filter(|&&y| y > 0.0).count();
        Ok(Self {
            dim,
            labels,
            signed_rows,
            positives,
            id: next_id(),
        })
    }

    /// Appends one point. Rejects a wrong dimension, a non-finite value or a label other than ±1.
    pub fn push(&mut self, x: &[f64], y: f64) -> Result<(), DataError> {
        let index = self.len();
        if x.len() != self.dim {
            return Err(DataError::WrongDimension {
                index,
                got: x.len(),
                expected: self.dim,
            });
        }
        check_point(index, x, y)?;
        self.labels.push(y);
        self.positives += usize::from(y > 0.0);
        self.id = next_id();
        self.signed_rows.push(y);
        // y = ±1, so y·x is exact and x = y·(y·x) recovers the point bit for bit.
        self.signed_rows.extend(x.iter().map(|v| y * v));
        Ok(())
    }

    /// Replaces point n (its features and label), with the checks of [`Dataset::push`].
    pub fn set_point(&mut self, n: usize, x: &[f64], y: f64) -> Result<(), DataError> {
        let mut one = Self::new(self.dim);
        one.push(x, y)?;
        let k = self.row_len();
        self.signed_rows[n * k..(n + 1) * k].copy_from_slice(&one.signed_rows);
        self.positives = self.positives + usize::from(y > 0.0) - usize::from(self.labels[n] > 0.0);
        self.labels[n] = y;
        self.id = next_id();
        Ok(())
    }

    /// Inserts a point at index n (n ≤ N); the points from n on move up by one. The checks of
    /// [`Dataset::push`].
    pub fn insert(&mut self, n: usize, x: &[f64], y: f64) -> Result<(), DataError> {
        let mut one = Self::new(self.dim);
        one.push(x, y)?;
        let k = self.row_len();
        let at = n.min(self.len());
        self.signed_rows.splice(at * k..at * k, one.signed_rows);
        self.labels.insert(at, y);
        self.positives += usize::from(y > 0.0);
        self.id = next_id();
        Ok(())
    }

    /// Removes point n; the points after it move down by one.
    pub fn remove(&mut self, n: usize) {
        let k = self.row_len();
        self.signed_rows.drain(n * k..(n + 1) * k);
        self.positives -= usize::from(self.labels.remove(n) > 0.0);
        self.id = next_id();
    }

    /// An identity that changes whenever the points change (see the field's doc).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The dimension d of the points (not counting x₀ = 1).
    pub fn dim(&self) -> usize {
        self.dim
    }

    /// The length of a weight vector for these points: d + 1.
    pub fn row_len(&self) -> usize {
        self.dim + 1
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// Label yₙ (±1).
    pub fn label(&self, n: usize) -> f64 {
        self.labels[n]
    }

    pub fn labels(&self) -> &[f64] {
        &self.labels
    }

    /// yₙ·zₙ, the signed augmented row of point n.
    pub fn signed_row(&self, n: usize) -> &[f64] {
        let k = self.row_len();
        &self.signed_rows[n * k..(n + 1) * k]
    }

    /// All signed augmented rows, row-major (N × (d + 1)).
    pub fn signed_rows(&self) -> &[f64] {
        &self.signed_rows
    }

    /// Feature i (1-based, as in x₁ … x_d) of point n.
    pub fn feature(&self, n: usize, i: usize) -> f64 {
        debug_assert!((1..=self.dim).contains(&i));
        self.labels[n] * self.signed_rows[n * self.row_len() + i]
    }

    /// The features x₁ … x_d of point n.
    pub fn features(&self, n: usize) -> impl Iterator<Item = f64> + '_ {
        let y = self.labels[n];
        self.signed_row(n)[1..].iter().map(move |v| y * v)
    }

    /// The margin yₙ·sₙ = wᵀ(yₙ·zₙ) of point n under weights w (length d + 1).
    pub fn margin(&self, w: &[f64], n: usize) -> f64 {
        crate::rows::dot(w, self.signed_row(n))
    }

    /// The score sₙ = wᵀzₙ of point n.
    pub fn score(&self, w: &[f64], n: usize) -> f64 {
        self.labels[n] * self.margin(w, n)
    }

    /// How many points are labelled +1 and −1.
    pub fn class_counts(&self) -> (usize, usize) {
        (self.positives, self.len() - self.positives)
    }

    /// The same points seen through some of their features (1-based, as x₁ … x_d), in that
    /// order: e.g. `[1, 3]` plots a 4-feature file's x₁ against x₃.
    pub fn project(&self, features: &[usize]) -> Result<Self, DataError> {
        if let Some(&bad) = features.iter().find(|&&i| i == 0 || i > self.dim) {
            return Err(DataError::WrongDimension {
                index: 0,
                got: bad,
                expected: self.dim,
            });
        }
        let mut projected = Self::new(features.len());
        let mut x = vec![0.0; features.len()];
        for n in 0..self.len() {
            for (xi, &i) in x.iter_mut().zip(features) {
                *xi = self.feature(n, i);
            }
            projected.push(&x, self.labels[n])?;
        }
        Ok(projected)
    }

    /// Checks that the points can be learned from: not empty, and both classes present.
    pub fn check_learnable(&self) -> Result<(), DataError> {
        match self.class_counts() {
            (0, 0) => Err(DataError::Empty),
            (count, 0) => Err(DataError::OneClass { count, y: 1.0 }),
            (0, count) => Err(DataError::OneClass { count, y: -1.0 }),
            _ => Ok(()),
        }
    }

    /// R² = maxₙ ‖zₙ‖² (z includes x₀ = 1): the radius in the PLA bound (MATH.md, "Convergence").
    pub fn radius_squared(&self) -> f64 {
        self.signed_rows
            .chunks_exact(self.row_len())
            .map(|r| r.iter().map(|v| v * v).sum::<f64>())
            .fold(0.0, f64::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_signed_rows_and_recovers_points() {
        let data = Dataset::from_rows(2, &[1.5, -2.0, 0.25, 3.0], &[1.0, -1.0]).expect("valid");
        assert_eq!(data.signed_row(0), &[1.0, 1.5, -2.0]);
        assert_eq!(data.signed_row(1), &[-1.0, -0.25, -3.0]);
        assert_eq!(data.features(1).collect::<Vec<_>>(), vec![0.25, 3.0]);
        assert_eq!(data.feature(0, 2), -2.0);
        assert_eq!(data.margin(&[0.0, 1.0, 0.0], 1), -0.25);
        assert_eq!(data.score(&[0.0, 1.0, 0.0], 1), 0.25);
    }

    #[test]
    fn rejects_bad_points() {
        let mut data = Dataset::new(2);
        assert!(matches!(
            data.push(&[1.0], 1.0),
            Err(DataError::WrongDimension { .. })
        ));
        assert!(matches!(
            data.push(&[f64::NAN, 1.0], 1.0),
            Err(DataError::NotFinite { .. })
        ));
        assert!(matches!(
            data.push(&[0.0, 1.0], 0.5),
            Err(DataError::BadLabel { .. })
        ));
        assert!(data.is_empty());
        assert_eq!(data.check_learnable(), Err(DataError::Empty));
        data.push(&[0.0, 1.0], -1.0).expect("valid");
        assert!(matches!(
            data.check_learnable(),
            Err(DataError::OneClass { count: 1, .. })
        ));
        data.push(&[1.0, 1.0], 1.0).expect("valid");
        assert_eq!(data.check_learnable(), Ok(()));
    }

    #[test]
    fn insert_undoes_remove() {
        let mut data = Dataset::from_rows(2, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[1.0, -1.0, 1.0])
            .expect("valid");
        let before = data.clone();
        let id = data.id();
        data.remove(1);
        assert_ne!(data.id(), id);
        data.insert(1, &[3.0, 4.0], -1.0).expect("valid");
        assert_eq!(data, before);
        assert!(data.insert(9, &[f64::NAN, 0.0], 1.0).is_err());
        data.insert(99, &[7.0, 8.0], 1.0)
            .expect("past the end appends");
        assert_eq!(data.features(3).collect::<Vec<_>>(), vec![7.0, 8.0]);
    }

    #[test]
    fn projects_onto_chosen_features() {
        let data =
            Dataset::from_rows(3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[1.0, -1.0]).expect("valid");
        let plane = data.project(&[3, 1]).expect("valid features");
        assert_eq!(plane.dim(), 2);
        assert_eq!(plane.features(1).collect::<Vec<_>>(), vec![6.0, 4.0]);
        assert_eq!(plane.labels(), data.labels());
        assert!(data.project(&[0, 1]).is_err());
        assert!(data.project(&[1, 4]).is_err());
    }

    #[test]
    fn radius_includes_the_bias_coordinate() {
        let data = Dataset::from_rows(2, &[3.0, 4.0, 0.0, 0.0], &[1.0, -1.0]).expect("valid");
        assert_eq!(data.radius_squared(), 26.0);
    }

    #[test]
    fn the_class_counts_follow_every_edit() {
        let mut data = Dataset::from_rows(1, &[0.0, 1.0, 2.0], &[1.0, -1.0, 1.0]).expect("valid");
        let recount = |d: &Dataset| {
            let positive = d.labels().iter().filter(|&&y| y > 0.0).count();
            (positive, d.len() - positive)
        };
        assert_eq!(data.class_counts(), (2, 1));
        data.set_point(0, &[5.0], -1.0).expect("valid");
        assert_eq!(data.class_counts(), recount(&data));
        data.insert(1, &[6.0], 1.0).expect("valid");
        assert_eq!(data.class_counts(), recount(&data));
        data.remove(2);
        assert_eq!(data.class_counts(), recount(&data));
        data.push(&[7.0], -1.0).expect("valid");
        assert_eq!(data.class_counts(), (2, 2));
        assert!(data.set_point(0, &[f64::NAN], 1.0).is_err());
        assert_eq!(data.class_counts(), (2, 2));
    }
}
