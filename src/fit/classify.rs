//! Lecture 13's overfitting in classification: a noisy target in the plane (the circle
//! x₁² + x₂² = r² on the square [−1, 1]², each label flipped with probability p), N points drawn
//! from it by a seed, and the fits g_Q = sign(wᵀΦ_Q(x)) with Φ_Q every product L_a(x₁)·L_b(x₂)
//! of Legendre polynomials with 1 ≤ a + b ≤ Q (the Transform workspace's Φ_Q in lecture 13's
//! basis), with weight decay λ: by linear regression, w_REG = (ZᵀZ + λI)⁻¹Zᵀy, or by logistic
//! regression, gradient descent on the augmented error E_in + (λ/N)·wᵀw. Each fit's E_in is its
//! 0/1 error on the points; its E_out, against the target's noisy labels, is
//! p + (1 − 2p)·P[g ≠ f]: the noise's part is exact, and P[g ≠ f], the area where g and f
//! disagree, is estimated on fresh seeded points (so the answer says on how many).

use rand::{RngExt as _, SeedableRng as _};
use serde::{Deserialize, Serialize};

use super::target::legendre_values;
use crate::data::Dataset;
use crate::learn::{Rng, regularized_regression_weights};
use crate::loss::ErrorMeasure;
use crate::transform::{Basis, MAX_DEGREE, Monomial, Transform};

/// r², the target circle's radius squared: about 39% of the square lies inside.
pub const TARGET_RADIUS_SQUARED: f64 = 0.5;
/// The fresh points P[g ≠ f] is estimated on: its standard error is at most 1/(2√M) ≈ 0.0025.
pub const FRESH_POINTS: usize = 40_000;
/// The seed of the fresh points, the same for every fit, so that two fits are compared on the
/// same points.
const FRESH_SEED: u64 = 0x5eed_0fe0;
/// Logistic regression's gradient descent stops when ‖∇E_aug‖ is below this…
pub const GRADIENT_TOLERANCE: f64 = 1e-6;
/// …or after this many steps.
pub const MAX_STEPS: usize = 10_000;

/// The learner that fits w in Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Classifier {
    /// Linear regression for classification, with weight decay: w_REG = (ZᵀZ + λI)⁻¹Zᵀy.
    #[default]
    LinearRegression,
    /// Logistic regression: gradient descent on E_in + (λ/N)·wᵀw under the cross-entropy error.
    Logistic,
}

/// The noisy target f(x) = sign(x₁² + x₂² − r²), x uniform on [−1, 1]², each label flipped with
/// probability `flip`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NoisyCircle {
    pub flip: f64,
}

impl NoisyCircle {
    /// p within [0, 1]: 0 when it is not a number.
    pub fn flip(&self) -> f64 {
        if self.flip.is_nan() {
            0.0
        } else {
            self.flip.clamp(0.0, 1.0)
        }
    }

    /// f's label of x: +1 outside the circle, −1 inside (and on it).
    pub fn label(&self, x: [f64; 2]) -> f64 {
        if x[0] * x[0] + x[1] * x[1] > TARGET_RADIUS_SQUARED {
            1.0
        } else {
            -1.0
        }
    }

    /// `n` points uniform on the square, labelled by f and each label flipped with probability p;
    /// the same seed gives the same points.
    pub fn sample(&self, n: usize, seed: u64) -> Dataset {
        let mut rng = Rng::seed_from_u64(seed);
        let flip = self.flip();
        let mut data = Dataset::new(2);
        for _ in 0..n {
            let x = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
            let clean = self.label(x);
            let y = if rng.random_bool(flip) { -clean } else { clean };
            // Finite points in the square: a push cannot fail.
            let _ = data.push(&x, y);
        }
        data
    }

    /// E_out of g with score `g` (a score of 0 counts as wrong, the mistake rule): p + (1 − 2p)·d,
    /// d = P[g ≠ f] estimated on [`FRESH_POINTS`] fresh seeded points.
    pub fn e_out(&self, g: impl Fn([f64; 2]) -> f64) -> OutOfSample {
        let mut rng = Rng::seed_from_u64(FRESH_SEED);
        let disagree = (0..FRESH_POINTS)
            .filter(|_| {
                let x = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
                crate::rows::is_mistake(self.label(x) * g(x))
            })
            .count();
        let disagreement = disagree as f64 / FRESH_POINTS as f64;
        let p = self.flip();
        OutOfSample {
            e_out: p + (1.0 - 2.0 * p) * disagreement,
            disagreement,
            samples: FRESH_POINTS,
        }
    }
}

/// E_out of a fit against the noisy target.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OutOfSample {
    /// p + (1 − 2p)·P[g ≠ f].
    pub e_out: f64,
    /// P[g ≠ f], as estimated.
    pub disagreement: f64,
    /// The fresh points P[g ≠ f] was estimated on.
    pub samples: usize,
}

/// Φ_Q in the plane in the Legendre basis: its features after the constant, in the Transform
/// workspace's order.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaneFeatures {
    degree: u8,
    terms: Vec<Monomial>,
}

impl PlaneFeatures {
    /// Φ_Q for Q = `degree` within 1 to [`MAX_DEGREE`].
    pub fn new(degree: u8) -> Self {
        let degree = degree.clamp(1, MAX_DEGREE);
        Self {
            degree,
            terms: Self::transform_of(degree).terms(2),
        }
    }

    /// The Transform workspace's Φ_Q of this degree, in the Legendre basis.
    fn transform_of(degree: u8) -> Transform {
        Transform::Poly {
            degree,
            basis: Basis::Legendre,
        }
    }

    /// Q, as fitted (within 1 to 10).
    pub fn degree(&self) -> u8 {
        self.degree
    }

    /// The transform, as the Transform workspace names it and draws its curve.
    pub fn transform(&self) -> Transform {
        Self::transform_of(self.degree)
    }

    /// Its features after the constant.
    pub fn terms(&self) -> &[Monomial] {
        &self.terms
    }

    /// z = (1, z₁, …, z_d̃) at x into `z` (cleared first): each feature a product of two of
    /// L_0(x₁) … L_Q(x₁) and L_0(x₂) … L_Q(x₂), computed once per input.
    pub fn z_into(&self, x: [f64; 2], z: &mut Vec<f64>) {
        let k = usize::from(self.degree) + 1;
        let mut values = [[0.0; MAX_DEGREE as usize + 1]; 2];
        legendre_values(x[0], &mut values[0][..k]);
        legendre_values(x[1], &mut values[1][..k]);
        z.clear();
        z.push(1.0);
        z.extend(
            self.terms
                .iter()
                .map(|m| values[0][usize::from(m.powers[0])] * values[1][usize::from(m.powers[1])]),
        );
    }

    /// The points in Z, with their labels.
    pub fn apply(&self, data: &Dataset) -> Dataset {
        let mut out = Dataset::new(self.terms.len());
        let mut z = Vec::with_capacity(self.terms.len() + 1);
        for n in 0..data.len() {
            let x: Vec<f64> = data.features(n).collect();
            self.z_into([x[0], x[1]], &mut z);
            // Legendre values on finite points are finite.
            let _ = out.push(&z[1..], data.label(n));
        }
        out
    }

    /// wᵀΦ(x).
    pub fn score(&self, w: &[f64], x: [f64; 2]) -> f64 {
        let mut z = Vec::with_capacity(w.len());
        self.z_into(x, &mut z);
        crate::rows::dot(w, &z)
    }
}

/// How one fit is made: Φ_Q's degree, the learner and weight decay λ ≥ 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaneFit {
    pub degree: u8,
    pub classifier: Classifier,
    pub lambda: f64,
}

/// Where logistic regression's gradient descent stopped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Descent {
    /// The steps taken, each w ← w − η·∇E_aug(w).
    pub steps: usize,
    /// The fixed step η = 1/L, L a bound on the curvature of E_aug.
    pub eta: f64,
    /// ‖∇E_aug(w)‖ at the w returned.
    pub gradient_norm: f64,
    /// Whether it fell below [`GRADIENT_TOLERANCE`] (else the steps ran out: with λ = 0 on
    /// points that Φ_Q separates, E_in has no minimum and w grows for ever).
    pub converged: bool,
}

/// A fitted g: Φ_Q, w in Z and its E_in (0/1), and for logistic regression where GD stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaneG {
    pub features: PlaneFeatures,
    pub w: Vec<f64>,
    pub e_in: f64,
    pub descent: Option<Descent>,
}

impl PlaneG {
    /// g's score wᵀΦ(x) (its sign is the class).
    pub fn score(&self, x: [f64; 2]) -> f64 {
        self.features.score(&self.w, x)
    }
}

impl PlaneFit {
    /// The fit on `data` (points in the plane with labels ±1); λ < 0 or not a number is 0.
    pub fn fit(&self, data: &Dataset) -> PlaneG {
        let features = PlaneFeatures::new(self.degree);
        let z = features.apply(data);
        let lambda = if self.lambda > 0.0 { self.lambda } else { 0.0 };
        let (w, descent) = match self.classifier {
            Classifier::LinearRegression => (regularized_regression_weights(&z, lambda), None),
            Classifier::Logistic => {
                let (w, descent) = logistic_descent(&z, lambda);
                (w, Some(descent))
            }
        };
        let e_in = crate::loss::mean_error(&z, &w, ErrorMeasure::ZeroOne);
        PlaneG {
            features,
            w,
            e_in,
            descent,
        }
    }
}

/// ∇E_aug(w) = −(1/N)·Σ θ(−yₙwᵀzₙ)·yₙzₙ + (2λ/N)·w into `gradient`, on points in Z.
pub fn augmented_gradient(z: &Dataset, lambda: f64, w: &[f64], gradient: &mut [f64]) {
    gradient.fill(0.0);
    let n = z.len().max(1) as f64;
    for row in z.signed_rows().chunks_exact(z.row_len()) {
        let c = crate::loss::theta(-crate::rows::dot(w, row));
        for (g, r) in gradient.iter_mut().zip(row) {
            *g -= c * r;
        }
    }
    for (g, wi) in gradient.iter_mut().zip(w) {
        *g = *g / n + 2.0 * lambda / n * wi;
    }
}

/// Gradient descent on E_aug from w = 0 with the fixed step η = 1/L, L = λ_max(ZᵀZ)/(4N) + 2λ/N
/// (the cross-entropy's curvature is at most a quarter of the squared error's), so that every
/// step lowers E_aug; it stops at ‖∇E_aug‖ ≤ [`GRADIENT_TOLERANCE`] or after [`MAX_STEPS`].
fn logistic_descent(z: &Dataset, lambda: f64) -> (Vec<f64>, Descent) {
    let k = z.row_len();
    let mut w = vec![0.0; k];
    let mut gradient = vec![0.0; k];
    let n = z.len().max(1) as f64;
    let gram = nalgebra::DMatrix::from_fn(k, k, |i, j| {
        z.signed_rows()
            .chunks_exact(k)
            .map(|row| row[i] * row[j])
            .sum::<f64>()
    });
    let largest = gram.symmetric_eigenvalues().max().max(0.0);
    let curvature = largest / (4.0 * n) + 2.0 * lambda / n;
    let eta = if curvature > 0.0 {
        curvature.recip()
    } else {
        1.0
    };
    let norm = |g: &[f64]| g.iter().map(|v| v * v).sum::<f64>().sqrt();
    augmented_gradient(z, lambda, &w, &mut gradient);
    let mut steps = 0;
    while norm(&gradient) > GRADIENT_TOLERANCE && steps < MAX_STEPS {
        for (wi, g) in w.iter_mut().zip(&gradient) {
            *wi -= eta * g;
        }
        steps += 1;
        augmented_gradient(z, lambda, &w, &mut gradient);
    }
    let gradient_norm = norm(&gradient);
    let descent = Descent {
        steps,
        eta,
        gradient_norm,
        converged: gradient_norm <= GRADIENT_TOLERANCE,
    };
    (w, descent)
}

/// The two fits of lecture 13's duel on the same points, with their errors: E_out only when the
/// points are the target's draw.
#[derive(Debug, Clone, PartialEq)]
pub struct Duel {
    pub fits: [(PlaneG, Option<OutOfSample>); 2],
}

impl Duel {
    /// Fits `degrees` on `data` with `classifier` and λ; E_out against `target` when given.
    pub fn of(
        data: &Dataset,
        degrees: [u8; 2],
        classifier: Classifier,
        lambda: f64,
        target: Option<&NoisyCircle>,
    ) -> Self {
        let fits = degrees.map(|degree| {
            let g = PlaneFit {
                degree,
                classifier,
                lambda,
            }
            .fit(data);
            let e_out = target.map(|f| f.e_out(|x| g.score(x)));
            (g, e_out)
        });
        Self { fits }
    }
}
