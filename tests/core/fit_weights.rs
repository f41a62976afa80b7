//! Lecture 14's picture in the plane of two weights (h(x) = w₀ + w₁·x), exactly: w_REG is the
//! workspace's fit of degree 1, lies on wᵀw = C with C = ‖w_REG‖², and −∇E_in there is
//! (2λ/N)·w_REG, normal to the circle; no point of the circle has a lower E_in; E_in's level
//! curves are its ellipses; the L1 w is the least of its augmented error on a fine grid, and
//! from the corner's λ on it has a zero weight.

use linlab::fit::weight_space::Weights;
use linlab::fit::{PolyFit, RegressionPoints, TwoWeights, WeightPicture};
use linlab::transform::Basis;

/// A line's points with noise: slope clearly non-zero, intercept small.
fn points() -> RegressionPoints {
    RegressionPoints {
        x: vec![-0.95, -0.6, -0.3, -0.05, 0.2, 0.45, 0.7, 0.9],
        y: vec![-1.3, -0.5, -0.55, 0.2, 0.1, 0.75, 0.8, 1.5],
    }
}

fn norm(w: Weights) -> f64 {
    w[0].hypot(w[1])
}

#[test]
fn w_reg_lies_on_its_circle_where_the_descent_of_e_in_is_normal_to_it() {
    let points = points();
    let n = points.len() as f64;
    for lambda in [0.01, 0.3, 2.0, 25.0] {
        let picture = WeightPicture::of(&points, lambda).expect("points");
        let l2 = picture.l2;
        for basis in [Basis::Monomial, Basis::Legendre] {
            let fitted = PolyFit {
                degree: 1,
                basis,
                lambda,
            }
            .fit(&points)
            .w;
            assert!((fitted[0] - l2.w[0]).abs() < 1e-12 && (fitted[1] - l2.w[1]).abs() < 1e-12);
        }
        assert!((l2.size - l2.w[0].powi(2) - l2.w[1].powi(2)).abs() < 1e-15);
        // −∇E_in(w_REG) = (2λ/N)·w_REG: parallel (no cross product) with that ratio.
        let cross = l2.descent[0] * l2.w[1] - l2.descent[1] * l2.w[0];
        assert!(
            cross.abs() < 1e-9 * norm(l2.descent) * norm(l2.w),
            "λ = {lambda}"
        );
        let ratio = norm(l2.descent) / norm(l2.w);
        assert!((ratio - 2.0 * lambda / n).abs() < 1e-9, "λ = {lambda}");
        // No point of the circle wᵀw = C has a lower E_in.
        let radius = l2.size.sqrt();
        for k in 0..3600 {
            let angle = std::f64::consts::TAU * f64::from(k) / 3600.0;
            let w = [radius * angle.cos(), radius * angle.sin()];
            assert!(picture.weights.e_in(w) >= l2.e_in - 1e-12, "λ = {lambda}");
        }
        // E_in rose from w_lin's, and C shrank from ‖w_lin‖².
        assert!(l2.e_in > picture.least_e_in);
        assert!(l2.size < picture.w_lin[0].powi(2) + picture.w_lin[1].powi(2));
    }
}

#[test]
fn e_in_s_level_curves_are_its_ellipses_round_w_lin() {
    let picture = WeightPicture::of(&points(), 1.0).expect("points");
    let levels = picture.levels(&picture.l2);
    assert_eq!(
        levels[0], picture.l2.e_in,
        "the ellipse touching the circle first"
    );
    for level in levels {
        let curve = picture.weights.level_curve(level, 90);
        assert_eq!(curve.len(), 91);
        for w in curve {
            assert!((picture.weights.e_in(w) - level).abs() < 1e-9 * level.max(1.0));
        }
    }
    assert!(
        picture
            .weights
            .level_curve(picture.least_e_in - 0.1, 90)
            .is_empty()
    );
}

#[test]
fn the_l1_w_is_the_least_augmented_error_on_a_fine_grid() {
    let weights = TwoWeights::of(&points()).expect("points");
    for lambda in [0.0, 0.5, 2.0, 4.0, 8.0, 40.0] {
        let w = weights.l1(lambda);
        let least = weights.l1_objective(w, lambda);
        let step = 0.0025;
        let mut grid_best = (f64::INFINITY, [0.0, 0.0]);
        for i in -800..=800 {
            for j in -800..=800 {
                let v = [f64::from(i) * step, f64::from(j) * step];
                let value = weights.l1_objective(v, lambda);
                if value < grid_best.0 {
                    grid_best = (value, v);
                }
            }
        }
        assert!(least <= grid_best.0 + 1e-12, "λ = {lambda}");
        assert!(
            (grid_best.1[0] - w[0]).abs() < 2.0 * step
                && (grid_best.1[1] - w[1]).abs() < 2.0 * step,
            "λ = {lambda}: {w:?} against the grid's {:?}",
            grid_best.1
        );
        // The optimality conditions: −∇E_in = (λ/N)·sign(w_j) on a non-zero weight, within
        // (λ/N)·[−1, 1] on a zero one.
        let c = weights.l1_constrained(lambda);
        let bound = lambda / weights.n() as f64;
        for j in 0..2 {
            if c.w[j] == 0.0 {
                assert!(c.descent[j].abs() <= bound + 1e-12, "λ = {lambda}");
            } else {
                assert!((c.descent[j] - bound * c.w[j].signum()).abs() < 1e-12);
            }
        }
    }
}

#[test]
fn from_the_corner_s_lambda_on_the_l1_w_has_a_zero_weight_and_the_l2_w_has_none() {
    let weights = TwoWeights::of(&points()).expect("points");
    let corner = weights.l1_corner_lambda().expect("a corner");
    let before = weights.l1(corner * 0.99);
    assert!(before[0] != 0.0 && before[1] != 0.0, "{before:?}");
    let after = weights.l1(corner * 1.01);
    assert!(
        after.contains(&0.0) && after != [0.0, 0.0],
        "on a corner: {after:?}"
    );
    // These points' small intercept goes first: w = (0, w₁).
    assert_eq!(after[0], 0.0);
    let l2 = weights.l2(corner * 1.01);
    assert!(
        l2[0] != 0.0 && l2[1] != 0.0,
        "weight decay shrinks, never zeroes"
    );
    // A λ large enough takes both weights to 0.
    assert_eq!(weights.l1(1e4), [0.0, 0.0]);
}
