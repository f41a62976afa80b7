//! The feature transform Φ of lecture 12 ("Nonlinear Transformation"): each x ∈ R^d
//! becomes z = Φ(x) = (1, z₁, …, z_d̃), a learner runs unchanged on the z's, and its line
//! wᵀz = 0 in Z is the curve wᵀΦ(x) = 0 in X.
//!
//! A transform is the identity, the lecture's circle transform (1, x₁², x₂², …), two chosen
//! monomials (so that Z is a plane beside X), or Φ_Q: every monomial of degree 1 to Q, in
//! scikit-learn's `PolynomialFeatures` order (by degree, then the inputs' indices in
//! lexicographic order: 1, x1, x2, x1^2, x1 x2, x2^2, …), or the same products of Legendre
//! polynomials L_k (lecture 13's well-conditioned basis). Its text form (`circle`,
//! `quadratic`, `poly:5`, `legendre:5`, `pair:x1^2,x2^2`, `identity`) is what the command line
//! takes and what lessons and links save.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::data::{DataError, Dataset};
use crate::t;

/// The highest degree Q of Φ_Q.
pub const MAX_DEGREE: u8 = 10;

/// One feature z_i of Z: the product of x_j^powers[j] (or of L_powers[j](x_j) in the Legendre
/// basis), over the inputs j.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Monomial {
    pub powers: Vec<u8>,
}

impl Monomial {
    /// x_j^power alone, among `dim` inputs.
    pub fn single(dim: usize, j: usize, power: u8) -> Self {
        let mut powers = vec![0; dim];
        powers[j] = power;
        Self { powers }
    }

    /// Its degree: the sum of the powers.
    pub fn degree(&self) -> u32 {
        self.powers.iter().map(|&p| u32::from(p)).sum()
    }

    /// Its value at `x`, in `basis`.
    pub fn value(&self, x: &[f64], basis: Basis) -> f64 {
        self.powers
            .iter()
            .zip(x)
            .filter(|(p, _)| **p > 0)
            .map(|(&p, &v)| match basis {
                Basis::Monomial => v.powi(i32::from(p)),
                Basis::Legendre => legendre(p, v),
            })
            .product()
    }

    /// Its name as scikit-learn's `get_feature_names_out` writes it, counting inputs from 1
    /// ("x1^2 x2"); in the Legendre basis, "L2(x1) L1(x2)".
    pub fn name(&self, basis: Basis) -> String {
        let factors: Vec<String> = self
            .powers
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0)
            .map(|(j, &p)| match (basis, p) {
                (Basis::Monomial, 1) => format!("x{}", j + 1),
                (Basis::Monomial, p) => format!("x{}^{p}", j + 1),
                (Basis::Legendre, p) => format!("L{p}(x{})", j + 1),
            })
            .collect();
        if factors.is_empty() {
            "1".to_owned()
        } else {
            factors.join(" ")
        }
    }

    /// Reads a name written by [`Monomial::name`] in the monomial basis ("x1^2 x2"), among
    /// `dim` inputs.
    fn parse(text: &str, dim: usize) -> Result<Self, TransformError> {
        let bad = || TransformError::BadFeature(text.to_owned());
        let mut powers = vec![0u8; dim];
        for factor in text.split_whitespace() {
            let rest = factor.strip_prefix('x').ok_or_else(bad)?;
            let (index, power) = match rest.split_once('^') {
                Some((i, p)) => (i, p.parse::<u8>().map_err(|_| bad())?),
                None => (rest, 1),
            };
            let j: usize = index.parse().map_err(|_| bad())?;
            if j == 0 || j > dim || power == 0 || power > MAX_DEGREE {
                return Err(bad());
            }
            powers[j - 1] = powers[j - 1].checked_add(power).ok_or_else(bad)?;
        }
        let monomial = Self { powers };
        if monomial.degree() == 0 || monomial.degree() > u32::from(MAX_DEGREE) {
            return Err(bad());
        }
        Ok(monomial)
    }
}

/// L_k(v), the Legendre polynomial of degree k, by Bonnet's recursion
/// (k+1)·L_{k+1} = (2k+1)·v·L_k − k·L_{k−1}.
pub fn legendre(k: u8, v: f64) -> f64 {
    let (mut before, mut now) = (1.0, v);
    if k == 0 {
        return before;
    }
    for j in 1..u32::from(k) {
        let j = f64::from(j);
        let next = ((2.0 * j + 1.0) * v * now - j * before) / (j + 1.0);
        before = now;
        now = next;
    }
    now
}

/// The polynomials Φ_Q is built of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Basis {
    /// x₁^a·x₂^b: lecture 12's Φ_Q.
    #[default]
    Monomial,
    /// L_a(x₁)·L_b(x₂): lecture 13's, better conditioned on [−1, 1].
    Legendre,
}

/// A transform Φ from X = R^d to Z.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Transform {
    /// z = x: the learners as in Classify.
    #[default]
    Identity,
    /// The lecture's z = (1, x₁², x₂², …): a circle centred on the origin in X is a line in Z.
    Circle,
    /// z = (1, f(x), g(x)) for two chosen monomials: Z is a plane drawn beside X.
    Pair(Monomial, Monomial),
    /// Φ_Q: every monomial of degree 1 to `degree`, in `basis` (Φ₂ is the full quadratic).
    Poly { degree: u8, basis: Basis },
}

/// Why a transform cannot be read or used.
#[derive(Debug, Clone, PartialEq)]
pub enum TransformError {
    /// Not one of the forms.
    Unknown(String),
    /// A pair's feature that is not a product of inputs of degree 1 to 10.
    BadFeature(String),
    /// Q outside 1 to 10.
    BadDegree(String),
    /// A pair of one feature twice.
    SameFeatures,
    /// A pair written for `expected` inputs, on points of `got`.
    WrongInputs { expected: usize, got: usize },
    /// A point in Z that is not a point (a feature too large for a float).
    Data(DataError),
}

impl From<DataError> for TransformError {
    fn from(error: DataError) -> Self {
        Self::Data(error)
    }
}

impl std::error::Error for TransformError {}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Unknown(text) => t!("core-transform-unknown", text = text.clone()),
            Self::BadFeature(text) => t!("core-transform-bad-feature", text = text.clone()),
            Self::BadDegree(text) => t!(
                "core-transform-bad-degree",
                text = text.clone(),
                max = MAX_DEGREE.to_string()
            ),
            Self::SameFeatures => t!("core-transform-same-features").to_owned(),
            Self::WrongInputs { expected, got } => t!(
                "core-transform-wrong-inputs",
                expected = expected.to_string(),
                got = got.to_string()
            ),
            Self::Data(error) => error.to_string(),
        };
        f.write_str(&text)
    }
}

impl Transform {
    /// Φ₂, every monomial of degree at most 2.
    pub const QUADRATIC: Self = Self::Poly {
        degree: 2,
        basis: Basis::Monomial,
    };

    /// Z's features after its constant, for points of `dim` inputs, in their order in w.
    pub fn terms(&self, dim: usize) -> Vec<Monomial> {
        match self {
            Self::Identity => (0..dim).map(|j| Monomial::single(dim, j, 1)).collect(),
            Self::Circle => (0..dim).map(|j| Monomial::single(dim, j, 2)).collect(),
            Self::Pair(f, g) => vec![f.clone(), g.clone()],
            Self::Poly { degree, .. } => {
                let mut terms = Vec::new();
                for k in 1..=*degree {
                    let mut indices = vec![0usize; usize::from(k)];
                    loop {
                        let mut powers = vec![0u8; dim];
                        for &j in &indices {
                            powers[j] += 1;
                        }
                        terms.push(Monomial { powers });
                        // The next non-decreasing tuple of indices, as
                        // `combinations_with_replacement` lists them.
                        let Some(last) = indices.iter().rposition(|&j| j + 1 < dim) else {
                            break;
                        };
                        let next = indices[last] + 1;
                        for j in &mut indices[last..] {
                            *j = next;
                        }
                    }
                }
                terms
            }
        }
    }

    /// The basis the terms are evaluated in.
    pub fn basis(&self) -> Basis {
        match self {
            Self::Poly { basis, .. } => *basis,
            _ => Basis::Monomial,
        }
    }

    /// d̃: how many features Z has after its constant, for `dim` inputs.
    pub fn z_dim(&self, dim: usize) -> usize {
        match self {
            Self::Identity | Self::Circle => dim,
            Self::Pair(..) => 2,
            Self::Poly { degree, .. } => binomial(usize::from(*degree) + dim, dim) - 1,
        }
    }

    /// The inputs the transform is written for, if it names them (a pair names x1 and x2).
    fn inputs(&self) -> Option<usize> {
        match self {
            Self::Pair(f, _) => Some(f.powers.len()),
            _ => None,
        }
    }

    /// The highest degree of its features (1 for the identity).
    pub fn degree(&self) -> u8 {
        match self {
            Self::Identity => 1,
            Self::Circle => 2,
            Self::Pair(f, g) => f.degree().max(g.degree()) as u8,
            Self::Poly { degree, .. } => *degree,
        }
    }

    /// The names of w's entries in Z: "1", then each feature's (as scikit-learn writes them).
    pub fn names(&self, dim: usize) -> Vec<String> {
        let basis = self.basis();
        std::iter::once("1".to_owned())
            .chain(self.terms(dim).iter().map(|m| m.name(basis)))
            .collect()
    }

    /// z = Φ(x) after its constant, written into `z` (cleared first).
    pub fn z_into(&self, terms: &[Monomial], x: &[f64], z: &mut Vec<f64>) {
        let basis = self.basis();
        z.clear();
        z.extend(terms.iter().map(|m| m.value(x, basis)));
    }

    /// s(x) = wᵀΦ(x) for w in Z (its constant first), with `terms` from [`Transform::terms`].
    pub fn score(&self, terms: &[Monomial], w: &[f64], x: &[f64]) -> f64 {
        let basis = self.basis();
        w[0] + terms
            .iter()
            .zip(&w[1..])
            .map(|(m, wi)| wi * m.value(x, basis))
            .sum::<f64>()
    }

    /// The points of `data` in Z, with their labels. A feature too large for a float (x = 1e200
    /// squared) is an error that names the point.
    pub fn apply(&self, data: &Dataset) -> Result<Dataset, TransformError> {
        let dim = data.dim();
        if let Some(expected) = self.inputs().filter(|&e| e != dim) {
            return Err(TransformError::WrongInputs { expected, got: dim });
        }
        let terms = self.terms(dim);
        let mut out = Dataset::new(terms.len());
        let (mut x, mut z) = (Vec::with_capacity(dim), Vec::with_capacity(terms.len()));
        for n in 0..data.len() {
            x.clear();
            x.extend(data.features(n));
            self.z_into(&terms, &x, &mut z);
            out.push(&z, data.label(n))?;
        }
        Ok(out)
    }

    /// The VC dimension's bound for lines in Z: d_vc ≤ d̃ + 1.
    pub fn d_vc_bound(&self, dim: usize) -> usize {
        self.z_dim(dim) + 1
    }
}

/// Where the curve of the circle transform's w = (w₀, w₁, …, w_d) in X, w₀ + Σ w_k·x_k² = 0,
/// crosses each axis x_k: at ±√(−w₀/w_k) (`None` where it does not: w_k = 0, or w₀ and w_k of
/// one sign). When every w_k is the same it is the circle of that radius about the origin.
pub fn circle_crossings(w: &[f64]) -> Vec<Option<f64>> {
    let Some((&w0, rest)) = w.split_first() else {
        return Vec::new();
    };
    rest.iter()
        .map(|&wk| {
            let squared = -w0 / wk;
            (squared.is_finite() && squared > 0.0).then(|| squared.sqrt())
        })
        .collect()
}

/// C(n, k), exactly for the sizes Φ_Q meets.
pub fn binomial(n: usize, k: usize) -> usize {
    let k = k.min(n - k.min(n));
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Identity => f.write_str("identity"),
            Self::Circle => f.write_str("circle"),
            Self::Pair(a, b) => write!(
                f,
                "pair:{},{}",
                a.name(Basis::Monomial),
                b.name(Basis::Monomial)
            ),
            Self::Poly {
                degree: 2,
                basis: Basis::Monomial,
            } => f.write_str("quadratic"),
            Self::Poly {
                degree,
                basis: Basis::Monomial,
            } => write!(f, "poly:{degree}"),
            Self::Poly {
                degree,
                basis: Basis::Legendre,
            } => write!(f, "legendre:{degree}"),
        }
    }
}

impl FromStr for Transform {
    type Err = TransformError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let degree = |q: &str| match q.trim().parse::<u8>() {
            Ok(q) if (1..=MAX_DEGREE).contains(&q) => Ok(q),
            _ => Err(TransformError::BadDegree(q.trim().to_owned())),
        };
        match text {
            "identity" | "none" => return Ok(Self::Identity),
            "circle" => return Ok(Self::Circle),
            "quadratic" => return Ok(Self::QUADRATIC),
            _ => {}
        }
        if let Some(q) = text.strip_prefix("poly:") {
            return Ok(Self::Poly {
                degree: degree(q)?,
                basis: Basis::Monomial,
            });
        }
        if let Some(q) = text.strip_prefix("legendre:") {
            return Ok(Self::Poly {
                degree: degree(q)?,
                basis: Basis::Legendre,
            });
        }
        if let Some(pair) = text.strip_prefix("pair:") {
            let (a, b) = pair
                .split_once(',')
                .ok_or_else(|| TransformError::Unknown(text.to_owned()))?;
            let (a, b) = (Monomial::parse(a, 2)?, Monomial::parse(b, 2)?);
            if a == b {
                return Err(TransformError::SameFeatures);
            }
            return Ok(Self::Pair(a, b));
        }
        Err(TransformError::Unknown(text.to_owned()))
    }
}

impl Serialize for Transform {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Transform {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quadratic_names_its_features_as_scikit_learn_does() {
        assert_eq!(
            Transform::QUADRATIC.names(2),
            ["1", "x1", "x2", "x1^2", "x1 x2", "x2^2"]
        );
        let cubic: Transform = "poly:3".parse().expect("Φ₃");
        assert_eq!(cubic.names(2)[6..], ["x1^3", "x1^2 x2", "x1 x2^2", "x2^3"]);
        assert_eq!(
            cubic.names(3)[4..10],
            ["x1^2", "x1 x2", "x1 x3", "x2^2", "x2 x3", "x3^2"]
        );
    }

    #[test]
    fn phi_q_has_c_of_q_plus_d_over_d_minus_one_features() {
        for q in 1..=MAX_DEGREE {
            for dim in 1..=4 {
                let phi = Transform::Poly {
                    degree: q,
                    basis: Basis::Monomial,
                };
                let expected = binomial(usize::from(q) + dim, dim) - 1;
                assert_eq!(phi.terms(dim).len(), expected, "Q = {q}, d = {dim}");
                assert_eq!(phi.z_dim(dim), expected);
            }
        }
        // The lecture's count: Φ₅ in two dimensions has 20 features after the constant.
        assert_eq!("poly:5".parse::<Transform>().expect("Φ₅").z_dim(2), 20);
    }

    #[test]
    fn legendre_polynomials_follow_their_closed_forms() {
        for v in [-1.0, -0.3, 0.0, 0.5, 1.0] {
            assert_eq!(legendre(0, v), 1.0);
            assert_eq!(legendre(1, v), v);
            assert!((legendre(2, v) - (3.0 * v * v - 1.0) / 2.0).abs() < 1e-15);
            assert!((legendre(3, v) - (5.0 * v * v * v - 3.0 * v) / 2.0).abs() < 1e-15);
        }
        assert!((legendre(10, 1.0) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn the_text_form_reads_back() {
        for text in [
            "identity",
            "circle",
            "quadratic",
            "poly:7",
            "legendre:4",
            "pair:x1^2,x1 x2",
        ] {
            let phi: Transform = text.parse().expect(text);
            assert_eq!(phi.to_string(), text);
        }
        assert_eq!(
            "poly:2".parse::<Transform>().expect("Φ₂"),
            Transform::QUADRATIC
        );
        assert!(matches!(
            "poly:11".parse::<Transform>(),
            Err(TransformError::BadDegree(_))
        ));
        assert!(matches!(
            "pair:x1,x1".parse::<Transform>(),
            Err(TransformError::SameFeatures)
        ));
        assert!(matches!(
            "pair:x3,x1".parse::<Transform>(),
            Err(TransformError::BadFeature(_))
        ));
        assert!(matches!(
            "spline".parse::<Transform>(),
            Err(TransformError::Unknown(_))
        ));
    }

    #[test]
    fn a_circle_in_x_is_a_line_in_z() {
        let data = Dataset::from_rows(
            2,
            &[0.1, 0.2, -0.3, 0.1, 2.0, 0.5, -1.5, -1.8],
            &[1.0, 1.0, -1.0, -1.0],
        )
        .expect("four points");
        let z = Transform::Circle.apply(&data).expect("finite in Z");
        assert_eq!(z.dim(), 2);
        // w = (1, −1, −1): inside the unit circle is +1.
        let w = [1.0, -1.0, -1.0];
        for n in 0..4 {
            assert!(z.margin(&w, n) > 0.0, "point {n}");
        }
        let terms = Transform::Circle.terms(2);
        assert_eq!(Transform::Circle.score(&terms, &w, &[0.6, 0.8]), 0.0);
    }

    #[test]
    fn a_line_in_z_crosses_the_axes_of_x_where_its_circle_does() {
        // −4 + x₁² + x₂² = 0: the circle of radius 2.
        assert_eq!(circle_crossings(&[-4.0, 1.0, 1.0]), [Some(2.0), Some(2.0)]);
        // 9 − x₁² − 4x₂² = 0: an ellipse with half axes 3 and 1.5.
        assert_eq!(circle_crossings(&[9.0, -1.0, -4.0]), [Some(3.0), Some(1.5)]);
        // 1 + x₁² + x₂² > 0 everywhere; w₂ = 0 is a pair of lines x₁ = ±1.
        assert_eq!(circle_crossings(&[1.0, 1.0, 1.0]), [None, None]);
        assert_eq!(circle_crossings(&[-1.0, 1.0, 0.0]), [Some(1.0), None]);
    }

    #[test]
    fn a_feature_too_large_for_a_float_is_an_error() {
        let data =
            Dataset::from_rows(2, &[1e200, 0.0, 0.0, 1.0], &[1.0, -1.0]).expect("finite in X");
        assert!(matches!(
            Transform::Circle.apply(&data),
            Err(TransformError::Data(DataError::NotFinite { index: 0, .. }))
        ));
    }
}
