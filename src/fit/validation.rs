//! Validation (lecture 15): V-fold cross-validation with its folds in file order, contiguous,
//! the first N mod V one point larger (scikit-learn's `KFold` without shuffling; V = N is
//! leave-one-out), E_cv the mean over the folds of each fold's E_val, and each fold's g⁻ kept
//! (the window draws them); and one split into D_train and D_val (the last K points, or K
//! chosen by a seed), giving E_val(g⁻) beside g learned again on all N. For polynomial
//! regression on the line (squared error) and for any learner on labelled points (the error
//! measure chosen).

use std::ops::Range;

use rand::SeedableRng as _;
use rand::seq::SliceRandom as _;

use super::FitError;
use super::poly::{PolyFit, Polynomial};
use super::target::RegressionPoints;
use crate::data::Dataset;
use crate::learn::{Rng, Settings};
use crate::loss::{ErrorMeasure, mean_error};

/// One fold: its validation points, E_val of the g⁻ trained without them, and g⁻'s w.
#[derive(Debug, Clone, PartialEq)]
pub struct Fold {
    /// The validation points' indices, in file order.
    pub validation: Range<usize>,
    pub e_val: f64,
    pub w: Vec<f64>,
}

/// V-fold cross-validation's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct CrossValidation {
    pub folds: Vec<Fold>,
    /// The mean of the folds' E_val.
    pub e_cv: f64,
}

/// The validation ranges of `folds` folds of `n` points (2 ≤ V ≤ N).
pub fn fold_ranges(n: usize, folds: usize) -> Result<Vec<Range<usize>>, FitError> {
    if folds < 2 || folds > n {
        return Err(FitError::Folds { folds, n });
    }
    // The first N mod V parts one longer: KFold's split.
    Ok(crate::split::ranges(n, folds))
}

/// The last `k` of `n` points as D_val (1 ≤ K < N).
pub fn holdout_range(n: usize, k: usize) -> Result<Range<usize>, FitError> {
    if k == 0 || k >= n {
        return Err(FitError::Holdout { k, n });
    }
    Ok(n - k..n)
}

/// Which K points of N are D_val.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplitOrder {
    /// The last K, in file order.
    Last,
    /// K chosen at random by this seed.
    Seeded(u64),
}

/// D_train and D_val: the indices of `0..n` in each, ascending, K = `k` in D_val (1 ≤ K < N).
pub fn holdout_split(
    n: usize,
    k: usize,
    order: SplitOrder,
) -> Result<(Vec<usize>, Vec<usize>), FitError> {
    let last = holdout_range(n, k)?;
    let mut indices: Vec<usize> = (0..n).collect();
    if let SplitOrder::Seeded(seed) = order {
        indices.shuffle(&mut Rng::seed_from_u64(seed));
    }
    let mut validation = indices.split_off(last.start);
    indices.sort_unstable();
    validation.sort_unstable();
    Ok((indices, validation))
}

/// One split's answer: D_train and D_val, g⁻ learned on D_train with its E_in there and its
/// E_val on D_val, and g learned on all N with its E_in there.
#[derive(Debug, Clone, PartialEq)]
pub struct Holdout {
    pub train: Vec<usize>,
    pub validation: Vec<usize>,
    pub g_minus: Polynomial,
    pub e_in_minus: f64,
    pub e_val: f64,
    pub g: Polynomial,
    pub e_in: f64,
}

/// `fit` validated on K = `k` of `points` held out in `order`.
pub fn holdout_poly(
    points: &RegressionPoints,
    fit: &PolyFit,
    k: usize,
    order: SplitOrder,
) -> Result<Holdout, FitError> {
    let (train, validation) = holdout_split(points.len(), k, order)?;
    let d_train = points.select(train.iter().copied());
    let g_minus = fit.fit(&d_train);
    let g = fit.fit(points);
    Ok(Holdout {
        e_in_minus: g_minus.squared_error(&d_train),
        e_val: g_minus.squared_error(&points.select(validation.iter().copied())),
        e_in: g.squared_error(points),
        g,
        g_minus,
        train,
        validation,
    })
}

/// The indices of `0..n` outside `validation`.
fn training(n: usize, validation: &Range<usize>) -> impl Iterator<Item = usize> {
    (0..validation.start).chain(validation.end..n)
}

/// Each range of `ranges` as a fold by `fold`, and their mean E_val.
fn cross_validate(
    ranges: Vec<Range<usize>>,
    mut fold: impl FnMut(Range<usize>) -> Result<Fold, FitError>,
) -> Result<CrossValidation, FitError> {
    let folds = ranges
        .into_iter()
        .map(&mut fold)
        .collect::<Result<Vec<_>, _>>()?;
    let e_cv = folds.iter().map(|f| f.e_val).sum::<f64>() / folds.len() as f64;
    Ok(CrossValidation { folds, e_cv })
}

/// g⁻ fitted by `fit` on `points` without `validation`, and its squared error there.
pub fn poly_fold(points: &RegressionPoints, fit: &PolyFit, validation: Range<usize>) -> Fold {
    let g = fit.fit(&points.select(training(points.len(), &validation)));
    let e_val = g.squared_error(&points.select(validation.clone()));
    Fold {
        validation,
        e_val,
        w: g.w,
    }
}

/// V-fold cross-validation of `fit` on `points`, under the squared error.
pub fn cross_validate_poly(
    points: &RegressionPoints,
    fit: &PolyFit,
    folds: usize,
) -> Result<CrossValidation, FitError> {
    cross_validate(fold_ranges(points.len(), folds)?, |range| {
        Ok(poly_fold(points, fit, range))
    })
}

/// The points of `data` whose indices `keep` lists, in that order.
fn points_of(data: &Dataset, keep: impl Iterator<Item = usize>) -> Result<Dataset, FitError> {
    let mut features = Vec::new();
    let mut labels = Vec::new();
    for n in keep {
        features.extend(data.features(n));
        labels.push(data.label(n));
    }
    Ok(Dataset::from_rows(data.dim(), &features, &labels)?)
}

/// g⁻ learned with `settings` on `data` without `validation` (run until it stops), and its
/// error under `measure` there.
pub fn learner_fold(
    data: &Dataset,
    settings: &Settings,
    measure: ErrorMeasure,
    validation: Range<usize>,
) -> Result<Fold, FitError> {
    let train = points_of(data, training(data.len(), &validation))?;
    let held = points_of(data, validation.clone())?;
    let w = learned(&train, settings)?;
    Ok(Fold {
        validation,
        e_val: mean_error(&held, &w, measure),
        w,
    })
}

/// The w the learner `settings` ends with on `data` (run until it stops): g⁻ on a fold's
/// D_train, or the chosen model's g on every point.
pub fn learned(data: &Dataset, settings: &Settings) -> Result<Vec<f64>, FitError> {
    let mut learner = settings.build(data)?;
    learner.run(data, u64::MAX);
    let model = learner.model();
    Ok(model
        .linear_weights()
        .unwrap_or_else(|| learner.answer())
        .to_vec())
}

/// V-fold cross-validation of the learner `settings` on `data`, under `measure`.
pub fn cross_validate_learner(
    data: &Dataset,
    settings: &Settings,
    measure: ErrorMeasure,
    folds: usize,
) -> Result<CrossValidation, FitError> {
    cross_validate(fold_ranges(data.len(), folds)?, |range| {
        learner_fold(data, settings, measure, range)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_are_kfolds_split() {
        assert_eq!(fold_ranges(11, 3).expect("valid"), vec![0..4, 4..8, 8..11]);
        assert_eq!(fold_ranges(3, 3).expect("valid"), vec![0..1, 1..2, 2..3]);
        assert!(fold_ranges(3, 4).is_err());
        assert!(fold_ranges(3, 1).is_err());
        assert_eq!(holdout_range(10, 3).expect("valid"), 7..10);
        assert!(holdout_range(10, 10).is_err());
    }

    #[test]
    fn a_holdout_splits_every_point_once_and_validates_g_minus_on_d_val() {
        let (train, validation) = holdout_split(6, 2, SplitOrder::Last).expect("valid");
        assert_eq!((train, validation), (vec![0, 1, 2, 3], vec![4, 5]));
        let (train, validation) = holdout_split(20, 5, SplitOrder::Seeded(3)).expect("valid");
        assert_eq!(validation.len(), 5);
        let mut all = [train, validation.clone()].concat();
        all.sort_unstable();
        assert_eq!(all, (0..20).collect::<Vec<_>>());
        assert_ne!(
            validation,
            (15..20).collect::<Vec<_>>(),
            "seeded, not the last"
        );
        assert_eq!(
            holdout_split(20, 5, SplitOrder::Seeded(3))
                .expect("valid")
                .1,
            validation
        );
        assert!(holdout_split(5, 0, SplitOrder::Last).is_err());
        let points = RegressionPoints {
            x: vec![-0.8, -0.4, 0.0, 0.4, 0.8],
            y: vec![1.0, 0.2, 0.1, 0.3, 2.0],
        };
        let fit = PolyFit::legendre(1);
        let held = holdout_poly(&points, &fit, 2, SplitOrder::Last).expect("valid");
        let g_minus = fit.fit(&points.select(0..3));
        assert_eq!(held.g_minus, g_minus);
        assert_eq!(held.e_val, g_minus.squared_error(&points.select(3..5)));
        assert_eq!(held.g, fit.fit(&points));
    }
}
