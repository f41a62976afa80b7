//! Overfitting in classification (lecture 13 in the plane): Φ_Q of the Legendre basis on a
//! noisy circle, fitted by linear regression (the library's w_REG on the Transform's Z) and by
//! logistic regression (gradient descent that ends where the augmented error's gradient,
//! computed here by finite differences, is 0); and the lecture's point on the lecture's
//! settings: the degree-10 boundary has the lower E_in and the higher E_out, and weight decay
//! narrows that gap.

use linlab::data::Dataset;
use linlab::fit::classify::{FRESH_POINTS, PlaneFeatures};
use linlab::fit::{Classifier, NoisyCircle, PlaneFit};
use linlab::learn::regularized_regression_weights;
use linlab::lesson::fit::{FitMode, FitPart};
use linlab::transform::{Basis, Transform};

/// The settings of the lecture's scene "the same duel in the plane"
/// (assets/scripts/too-good-to-be-true.json).
fn lecture(classifier: Classifier) -> FitPart {
    FitPart {
        mode: FitMode::Classification,
        classifier,
        n: 40,
        seed: 4,
        flip: 0.1,
        degrees: [2, 10],
        lambda: 0.0,
        ..FitPart::default()
    }
}

/// E_in + (λ/N)·wᵀw under the cross-entropy error, on points in Z, written out.
fn augmented_error(z: &Dataset, lambda: f64, w: &[f64]) -> f64 {
    let n = z.len() as f64;
    let cross_entropy: f64 = (0..z.len())
        .map(|i| {
            let margin: f64 = z.signed_row(i).iter().zip(w).map(|(r, w)| r * w).sum();
            (1.0 + (-margin).exp()).ln()
        })
        .sum::<f64>()
        / n;
    cross_entropy + lambda / n * w.iter().map(|v| v * v).sum::<f64>()
}

#[test]
fn logistic_regression_ends_where_the_augmented_gradient_is_zero() {
    let data = NoisyCircle { flip: 0.1 }.sample(40, 3);
    let lambda = 0.5;
    let fit = PlaneFit {
        degree: 4,
        classifier: Classifier::Logistic,
        lambda,
    };
    let g = fit.fit(&data);
    let descent = g.descent.expect("logistic regression descends");
    assert!(descent.converged, "{descent:?}");
    let z = PlaneFeatures::new(4).apply(&data);
    let h = 1e-5;
    for i in 0..g.w.len() {
        let (mut up, mut down) = (g.w.clone(), g.w.clone());
        up[i] += h;
        down[i] -= h;
        let slope =
            (augmented_error(&z, lambda, &up) - augmented_error(&z, lambda, &down)) / (2.0 * h);
        assert!(slope.abs() < 1e-6, "∂E_aug/∂w_{i} = {slope}");
    }
    // And it is a minimum, not a point where the steps stopped: a step either way raises it.
    let least = augmented_error(&z, lambda, &g.w);
    for i in 0..g.w.len() {
        let mut moved = g.w.clone();
        moved[i] += 1e-3;
        assert!(augmented_error(&z, lambda, &moved) > least);
    }
}

#[test]
fn linear_regression_is_the_librarys_w_reg_on_the_transforms_z() {
    let data = NoisyCircle { flip: 0.2 }.sample(50, 8);
    for (degree, lambda) in [(2, 0.0), (5, 0.01), (10, 1.0)] {
        let g = PlaneFit {
            degree,
            classifier: Classifier::LinearRegression,
            lambda,
        }
        .fit(&data);
        let phi = Transform::Poly {
            degree,
            basis: Basis::Legendre,
        };
        let z = phi.apply(&data).expect("points in the square");
        let expected = regularized_regression_weights(&z, lambda);
        assert_eq!(g.w.len(), expected.len());
        for (a, b) in g.w.iter().zip(&expected) {
            assert!(
                (a - b).abs() < 1e-9,
                "Q = {degree}, λ = {lambda}: {a} against {b}"
            );
        }
        assert!(g.descent.is_none());
    }
}

#[test]
fn e_out_is_the_noise_for_f_itself_and_grows_with_the_disagreement() {
    let target = NoisyCircle { flip: 0.15 };
    let f = target.e_out(|x| target.label(x));
    assert_eq!((f.e_out, f.disagreement), (0.15, 0.0));
    assert_eq!(f.samples, FRESH_POINTS);
    // g = −f disagrees everywhere: E_out = 1 − p.
    let opposite = target.e_out(|x| -target.label(x));
    assert!((opposite.e_out - 0.85).abs() < 1e-12);
    // g = +1 everywhere disagrees inside the circle of area π/2 of the square's 4.
    let outside = target.e_out(|_| 1.0);
    let inside = std::f64::consts::PI / 2.0 / 4.0;
    assert!((outside.disagreement - inside).abs() < 0.01, "{outside:?}");
}

#[test]
fn the_draw_has_e_out_and_an_edited_draw_has_none() {
    let part = lecture(Classifier::LinearRegression);
    let data = part.plane_draw();
    assert_eq!(data.len(), 40);
    assert_eq!(data, part.plane_draw(), "the seed replays");
    assert!(part.duel(&data).fits.iter().all(|(_, e)| e.is_some()));
    let mut edited = data.clone();
    edited.set_point(0, &[0.0, 0.0], 1.0).expect("a point");
    assert!(part.duel(&edited).fits.iter().all(|(_, e)| e.is_none()));
}

#[test]
fn the_high_degree_boundary_has_the_lower_e_in_and_the_higher_e_out() {
    for classifier in [Classifier::LinearRegression, Classifier::Logistic] {
        let part = lecture(classifier);
        let duel = part.duel(&part.plane_draw());
        let [(low, low_out), (high, high_out)] = &duel.fits;
        let [low_out, high_out] = [low_out, high_out].map(|e| e.expect("the draw").e_out);
        assert!(
            high.e_in < low.e_in,
            "{classifier:?}: E_in {} against {}",
            high.e_in,
            low.e_in
        );
        assert!(
            high_out > low_out + 0.05,
            "{classifier:?}: E_out {high_out} against {low_out}"
        );
    }
}

#[test]
fn weight_decay_narrows_the_gap_in_e_out() {
    for (classifier, lambda) in [
        (Classifier::LinearRegression, 1.0),
        (Classifier::Logistic, 1.0),
    ] {
        let gap = |lambda: f64| {
            let part = FitPart {
                lambda,
                ..lecture(classifier)
            };
            let duel = part.duel(&part.plane_draw());
            let [low, high] = duel.fits.map(|(_, e)| e.expect("the draw").e_out);
            high - low
        };
        let (plain, decayed) = (gap(0.0), gap(lambda));
        assert!(
            decayed < plain,
            "{classifier:?}: the gap {decayed} with λ = {lambda} against {plain}"
        );
    }
}
