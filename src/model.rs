//! What a learner yields at any t: its answer as a [`Model`] that scores and predicts a point and
//! says what the plane has to draw, whatever the learner that made it.
//!
//! The plane and `linlab train` score, predict and draw an answer through its model, whatever the
//! learner: a linear w (PLA, pocket, logistic and linear regression), the voted perceptron's
//! ballot of lines, a kernel expansion (α, the support points, the kernel, b), a set of per-class
//! or per-pair models with a combining rule, K-means' centres, or PCA's axes. What a model does
//! not hold, the SVM's solver state (α at its bounds, the slacks, D(α) and P(w), the KKT gap),
//! is read from the learner through [`crate::learn::Learner::smo`]: by the SVM's views and
//! panel, the command line's and the scripts' SVM reports, and the run's E_in history, which takes
//! yₙsₙ from SMO's gradient in O(N) instead of scoring the expansion.
//!
//! Points are given in input space, x = (x₁, …, x_d), without the constant x₀ = 1; a linear
//! model's weights are w = (w₀, w₁, …, w_d) with w₀ the bias (MATH.md, "Data and hypothesis").

use crate::data::Dataset;
use crate::exp::exp;
use crate::rows::dot;

/// A learner's answer at some t.
#[derive(Debug, Clone, PartialEq)]
pub enum Model {
    /// s(x) = wᵀz with z = (1, x): w = `[w₀, w₁, …, w_d]`.
    Linear(Vec<f64>),
    /// The voted perceptron: every intermediate w votes with its survival count.
    Vote(Vote),
    /// s(x) = Σₙ αₙyₙ K(xₙ, x) + b.
    Kernel(KernelExpansion),
    /// One model per class (one-versus-all) or per pair of classes (one-versus-one).
    PerClass(PerClass),
    /// K-means: K centres.
    Centres(Centres),
    /// PCA: the mean and the principal axes.
    Axes(Axes),
}

/// What a model says of one point.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Prediction {
    /// +1 or −1 by the sign of s; 0 when s = 0 exactly (on the boundary) or s is NaN.
    Sign(i8),
    /// A class index, 0-based, in sorted label order.
    Class(usize),
    /// The index of the nearest centre.
    Cluster(usize),
    /// The coordinate along the first principal axis.
    Projection(f64),
}

/// What the plane draws for a model (d = 2).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Drawing<'a> {
    /// The line w₀ + w₁x₁ + w₂x₂ = 0 and the arrow (w₁, w₂): `[w₀, w₁, w₂]`.
    Line([f64; 3]),
    /// The curve s(x) = 0 of a score that is not linear in x, with the sides by sign;
    /// `margins`: the levels s = ±1 mean something (an SVM's margins).
    Level { margins: bool },
    /// Regions by predicted class.
    Regions { classes: usize },
    /// Centres, row-major `[x₁, x₂]` each.
    Centres(&'a [f64]),
    /// The mean and the axes with their variances.
    Axes(&'a Axes),
    /// Nothing the plane can draw (d ≠ 2).
    Nothing,
}

impl Model {
    /// The input dimension d this model scores.
    pub fn dim(&self) -> usize {
        match self {
            Self::Linear(w) => w.len().saturating_sub(1),
            Self::Vote(v) => v.row_len.saturating_sub(1),
            Self::Kernel(k) => k.dim,
            Self::PerClass(p) => p.models.first().map_or(0, Model::dim),
            Self::Centres(c) => c.dim,
            Self::Axes(a) => a.mean.len(),
        }
    }

    /// The score s(x) of a point in input space: wᵀz for a line, the normalised vote in [−1, 1]
    /// for the voted perceptron, the kernel expansion, the winning class's score for several
    /// classes, minus the squared distance to the nearest centre, the coordinate along the
    /// first axis.
    pub fn score(&self, x: &[f64]) -> f64 {
        match self {
            Self::Linear(w) => score_linear(w, x),
            Self::Vote(v) => v.score(x),
            Self::Kernel(k) => k.score(x),
            Self::PerClass(p) => {
                let class = p.predict(x);
                match &p.combine {
                    Combine::OneVersusAll => p.models[class].score(x),
                    Combine::OneVersusOne { .. } => p.votes(x)[class] as f64,
                }
            }
            Self::Centres(c) => -c.nearest(x).1,
            Self::Axes(a) => a.project(x),
        }
    }

    /// The margin y·s(x) of a labelled point.
    pub fn margin(&self, x: &[f64], y: f64) -> f64 {
        y * self.score(x)
    }

    /// The margin yₙ·sₙ of point n of `data`: for a line, wᵀ(yₙzₙ) over the signed row, bit
    /// for bit what the learners compute.
    pub fn row_margin(&self, data: &Dataset, n: usize) -> f64 {
        match self {
            Self::Linear(w) => dot(w, data.signed_row(n)),
            Self::Vote(v) => v.score_augmented(data.signed_row(n)),
            _ => {
                let x: Vec<f64> = data.features(n).collect();
                self.margin(&x, data.label(n))
            }
        }
    }

    /// What the model says of `x`.
    pub fn predict(&self, x: &[f64]) -> Prediction {
        match self {
            Self::PerClass(p) => Prediction::Class(p.predict(x)),
            Self::Centres(c) => Prediction::Cluster(c.nearest(x).0),
            Self::Axes(a) => Prediction::Projection(a.project(x)),
            _ => {
                let s = self.score(x);
                Prediction::Sign(if s > 0.0 {
                    1
                } else if s < 0.0 {
                    -1
                } else {
                    0
                })
            }
        }
    }

    /// The weights `[w₀, w₁, …, w_d]` when the model is one line (hyperplane).
    pub fn linear_weights(&self) -> Option<&[f64]> {
        match self {
            Self::Linear(w) => Some(w),
            Self::Kernel(k) => k.linear_weights.as_deref(),
            _ => None,
        }
    }

    /// Whether s(x) is linear in x, so its boundary is a line.
    pub fn is_linear(&self) -> bool {
        self.linear_weights().is_some()
    }

    /// What the plane draws (for d = 2).
    pub fn drawing(&self) -> Drawing<'_> {
        if self.dim() != 2 {
            return Drawing::Nothing;
        }
        match self {
            Self::Linear(w) => Drawing::Line([w[0], w[1], w[2]]),
            Self::Vote(_) => Drawing::Level { margins: false },
            Self::Kernel(k) => match &k.linear_weights {
                Some(w) => Drawing::Line([w[0], w[1], w[2]]),
                None => Drawing::Level { margins: true },
            },
            Self::PerClass(p) => Drawing::Regions { classes: p.classes },
            Self::Centres(c) => Drawing::Centres(&c.centres),
            Self::Axes(a) => Drawing::Axes(a),
        }
    }
}

/// wᵀz for z = (1, x), summed in the order of [`crate::rows::dot`].
fn score_linear(w: &[f64], x: &[f64]) -> f64 {
    debug_assert_eq!(w.len(), x.len() + 1);
    let mut s = 0.0;
    for (wi, xi) in w[1..].iter().zip(x) {
        s += wi * xi;
    }
    s + w[0]
}

/// The voted perceptron's ballot (seed 002): s(x) = Σ c_k·sign(w_kᵀz) / Σ c_k.
#[derive(Debug, Clone, PartialEq)]
pub struct Vote {
    /// d + 1.
    pub row_len: usize,
    /// Every voting w_k, row-major.
    pub weights: Vec<f64>,
    /// Each w_k's survival count c_k.
    pub counts: Vec<u64>,
}

impl Vote {
    pub fn score(&self, x: &[f64]) -> f64 {
        let mut z = Vec::with_capacity(self.row_len);
        z.push(1.0);
        z.extend_from_slice(x);
        self.score_augmented(&z)
    }

    /// The vote for an augmented point z = (1, x) (or a signed row y·z, giving the margin).
    pub fn score_augmented(&self, z: &[f64]) -> f64 {
        let sign = |s: f64| {
            if s > 0.0 {
                1.0
            } else if s < 0.0 {
                -1.0
            } else {
                0.0
            }
        };
        let mut total = 0.0;
        let mut weight = 0u64;
        for (w_k, &c) in self.weights.chunks_exact(self.row_len).zip(&self.counts) {
            total += c as f64 * sign(dot(w_k, z));
            weight += c;
        }
        match (weight, self.weights.chunks_exact(self.row_len).last()) {
            (0, Some(w)) => sign(dot(w, z)),
            (0, None) => 0.0,
            _ => total / weight as f64,
        }
    }
}

/// A kernel K(x, x′) (MATH.md, "Kernels").
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kernel {
    /// xᵀx′.
    Linear,
    /// exp(−‖x − x′‖²/(2σ²)); γ = 1/(2σ²).
    Gaussian { sigma2: f64 },
    /// (γ·xᵀx′ + c₀)^degree.
    Polynomial { gamma: f64, coef0: f64, degree: u32 },
}

/// Σₖ term(aₖ, bₖ) in four interleaved partial sums (vector lanes), then the last d mod 4 terms
/// in order; for d < 4 the plain sum. Every kernel value is summed this way, so a kernel row and
/// a single evaluation agree bit for bit.
#[inline(always)]
fn lane_sum(a: &[f64], b: &[f64], term: impl Fn(f64, f64) -> f64) -> f64 {
    let (whole_a, whole_b) = (a.chunks_exact(4), b.chunks_exact(4));
    let (rest_a, rest_b) = (whole_a.remainder(), whole_b.remainder());
    let mut lanes = [0.0; 4];
    for (p, q) in whole_a.zip(whole_b) {
        for lane in 0..4 {
            lanes[lane] += term(p[lane], q[lane]);
        }
    }
    let mut sum = (lanes[0] + lanes[2]) + (lanes[1] + lanes[3]);
    for (&p, &q) in rest_a.iter().zip(rest_b) {
        sum += term(p, q);
    }
    sum
}

/// xᵀx′.
#[inline(always)]
fn inner(a: &[f64], b: &[f64]) -> f64 {
    lane_sum(a, b, |p, q| p * q)
}

/// ‖x − x′‖².
#[inline(always)]
fn squared_distance(a: &[f64], b: &[f64]) -> f64 {
    lane_sum(a, b, |p, q| (p - q) * (p - q))
}

impl Kernel {
    /// K(x, xₖ) for every point xₖ of `points` (row-major, `dim` features each) into `out`:
    /// the same values as [`Kernel::eval`], with the kernel chosen once for the whole row.
    /// Inlined, so that a caller compiled for wider vector lanes computes the row in them (the
    /// same operations in the same order: the same values).
    #[inline(always)]
    pub fn row(&self, x: &[f64], points: &[f64], dim: usize, out: &mut [f64]) {
        let distances = self.row_of_distances();
        if let (true, [x1, x2], 2) = (distances, x, dim) {
            // The plane's case, written out: the same sum as `squared_distance`'s for d < 4
            // (0 + t₁ + t₂, and 0 + t₁ = t₁ for a square), in lanes.
            for (k, xk) in out.iter_mut().zip(points.chunks_exact(2)) {
                let (d1, d2) = (x1 - xk[0], x2 - xk[1]);
                *k = d1 * d1 + d2 * d2;
            }
        } else {
            for (k, xk) in out.iter_mut().zip(points.chunks_exact(dim.max(1))) {
                *k = if distances {
                    squared_distance(x, xk)
                } else {
                    inner(x, xk)
                };
            }
        }
        self.finish_row(out);
    }

    /// Whether a row of this kernel is made from ‖x − xₖ‖² (the Gaussian) rather than xᵀxₖ.
    pub fn row_of_distances(&self) -> bool {
        matches!(self, Self::Gaussian { .. })
    }

    /// Turns a row's sums (‖x − xₖ‖² or xᵀxₖ, as [`Kernel::row_of_distances`] says, each summed
    /// as `lane_sum` does) into the kernel's values.
    #[inline(always)]
    pub fn finish_row(&self, out: &mut [f64]) {
        match *self {
            Self::Linear => {}
            Self::Gaussian { sigma2 } => {
                let scale = 2.0 * sigma2;
                for k in out.iter_mut() {
                    *k = -*k / scale;
                }
                for k in out.iter_mut() {
                    *k = exp(*k);
                }
            }
            Self::Polynomial {
                gamma,
                coef0,
                degree,
            } => {
                for k in out.iter_mut() {
                    *k = (gamma * *k + coef0).powi(degree as i32);
                }
            }
        }
    }

    pub fn eval(&self, a: &[f64], b: &[f64]) -> f64 {
        match *self {
            Self::Linear => inner(a, b),
            Self::Gaussian { sigma2 } => exp(-squared_distance(a, b) / (2.0 * sigma2)),
            Self::Polynomial {
                gamma,
                coef0,
                degree,
            } => (gamma * inner(a, b) + coef0).powi(degree as i32),
        }
    }
}

/// s(x) = Σₙ αₙyₙ K(xₙ, x) + b over the support points.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelExpansion {
    pub kernel: Kernel,
    pub dim: usize,
    /// The support points xₙ, row-major.
    pub support: Vec<f64>,
    /// αₙ·yₙ for each support point.
    pub alpha_y: Vec<f64>,
    pub b: f64,
    /// For the linear kernel, w = [b, Σ αₙyₙxₙ]: the same function as a line.
    pub linear_weights: Option<Vec<f64>>,
}

impl KernelExpansion {
    /// The expansion, with its line when the kernel is linear.
    pub fn new(kernel: Kernel, dim: usize, support: Vec<f64>, alpha_y: Vec<f64>, b: f64) -> Self {
        let linear_weights = (kernel == Kernel::Linear).then(|| {
            let mut w = vec![0.0; dim + 1];
            w[0] = b;
            for (x, ay) in support.chunks_exact(dim.max(1)).zip(&alpha_y) {
                for (wi, xi) in w[1..].iter_mut().zip(x) {
                    *wi += ay * xi;
                }
            }
            w
        });
        Self {
            kernel,
            dim,
            support,
            alpha_y,
            b,
            linear_weights,
        }
    }

    pub fn score(&self, x: &[f64]) -> f64 {
        let mut s = 0.0;
        for (xn, ay) in self
            .support
            .chunks_exact(self.dim.max(1))
            .zip(&self.alpha_y)
        {
            s += ay * self.kernel.eval(xn, x);
        }
        s + self.b
    }
}

/// How per-class models combine into one prediction (MATH.md, "Multiclass").
#[derive(Debug, Clone, PartialEq)]
pub enum Combine {
    /// Model k separates class k from the rest: argmax_k s_k (a tie to the lower index).
    OneVersusAll,
    /// Model m separates the pair (k, l), +1 for k: the class with most votes, a tie to the
    /// lower index.
    OneVersusOne { pairs: Vec<(usize, usize)> },
}

/// Several models and the rule that combines them.
#[derive(Debug, Clone, PartialEq)]
pub struct PerClass {
    pub classes: usize,
    pub models: Vec<Model>,
    pub combine: Combine,
}

impl PerClass {
    /// The predicted class index.
    pub fn predict(&self, x: &[f64]) -> usize {
        match &self.combine {
            Combine::OneVersusAll => {
                let mut best = (0, f64::NEG_INFINITY);
                for (k, m) in self.models.iter().enumerate() {
                    let s = m.score(x);
                    if s > best.1 {
                        best = (k, s);
                    }
                }
                best.0
            }
            Combine::OneVersusOne { .. } => {
                let votes = self.votes(x);
                let mut best = 0;
                for (k, &v) in votes.iter().enumerate() {
                    if v > votes[best] {
                        best = k;
                    }
                }
                best
            }
        }
    }

    /// One-versus-one: each class's votes; one-versus-all: 1 for each class whose s_k > 0.
    pub fn votes(&self, x: &[f64]) -> Vec<u32> {
        let mut votes = vec![0; self.classes];
        match &self.combine {
            Combine::OneVersusAll => {
                for (k, m) in self.models.iter().enumerate() {
                    if m.score(x) > 0.0 {
                        votes[k] += 1;
                    }
                }
            }
            Combine::OneVersusOne { pairs } => {
                for (m, &(k, l)) in self.models.iter().zip(pairs) {
                    if m.score(x) > 0.0 {
                        votes[k] += 1;
                    } else {
                        votes[l] += 1;
                    }
                }
            }
        }
        votes
    }
}

/// K centres in input space.
#[derive(Debug, Clone, PartialEq)]
pub struct Centres {
    pub dim: usize,
    /// Row-major.
    pub centres: Vec<f64>,
}

impl Centres {
    /// The nearest centre's index (a tie to the lower index) and the squared distance to it.
    pub fn nearest(&self, x: &[f64]) -> (usize, f64) {
        let mut best = (0, f64::INFINITY);
        for (k, c) in self.centres.chunks_exact(self.dim.max(1)).enumerate() {
            let d2: f64 = c.iter().zip(x).map(|(p, q)| (p - q) * (p - q)).sum();
            if d2 < best.1 {
                best = (k, d2);
            }
        }
        best
    }
}

/// The principal axes: unit rows by decreasing variance.
#[derive(Debug, Clone, PartialEq)]
pub struct Axes {
    pub mean: Vec<f64>,
    /// Row-major, each of unit length.
    pub axes: Vec<f64>,
    /// The eigenvalue λ of each axis.
    pub variances: Vec<f64>,
}

impl Axes {
    /// The coordinate of x along the first axis, (x − mean)ᵀu₁.
    pub fn project(&self, x: &[f64]) -> f64 {
        let d = self.mean.len();
        self.axes.get(..d).map_or(0.0, |u| {
            u.iter()
                .zip(x)
                .zip(&self.mean)
                .map(|((u, x), m)| u * (x - m))
                .sum()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_scores_like_the_kernel_dot() {
        let w = vec![-1.0, 2.0, 0.5];
        let m = Model::Linear(w.clone());
        let x = [0.3, -0.7];
        assert_eq!(m.score(&x), dot(&w, &[1.0, 0.3, -0.7]));
        assert_eq!(m.predict(&[0.0, 0.0]), Prediction::Sign(-1));
        assert_eq!(m.predict(&[0.5, 0.0]), Prediction::Sign(0));
        assert_eq!(m.drawing(), Drawing::Line([-1.0, 2.0, 0.5]));
        assert_eq!(m.margin(&[1.0, 0.0], -1.0), -1.0);
    }

    #[test]
    fn a_linear_kernel_expansion_is_its_line() {
        // Two support points at ±(1, 0), α·y = ±0.5, b = 0.25: w = (0.25, 1, 0).
        let k = KernelExpansion::new(
            Kernel::Linear,
            2,
            vec![1.0, 0.0, -1.0, 0.0],
            vec![0.5, -0.5],
            0.25,
        );
        assert_eq!(k.linear_weights, Some(vec![0.25, 1.0, 0.0]));
        let m = Model::Kernel(k);
        for x in [[0.3, 2.0], [-4.0, 1.0]] {
            assert!((m.score(&x) - score_linear(&[0.25, 1.0, 0.0], &x)).abs() < 1e-15);
        }
        assert_eq!(m.drawing(), Drawing::Line([0.25, 1.0, 0.0]));
    }

    #[test]
    fn gaussian_kernel_is_one_at_zero_distance() {
        let k = Kernel::Gaussian { sigma2: 0.5 };
        assert_eq!(k.eval(&[1.0, 2.0], &[1.0, 2.0]), 1.0);
        // ‖x − x′‖² = 1, 2σ² = 1: e⁻¹.
        assert_eq!(k.eval(&[0.0, 0.0], &[1.0, 0.0]), exp(-1.0));
        let p = Kernel::Polynomial {
            gamma: 2.0,
            coef0: 1.0,
            degree: 2,
        };
        assert_eq!(p.eval(&[1.0, 1.0], &[1.0, 0.0]), 9.0);
    }

    #[test]
    fn ova_takes_the_argmax_and_ovo_the_most_votes() {
        let lines = vec![
            Model::Linear(vec![0.0, 1.0, 0.0]),
            Model::Linear(vec![0.0, -1.0, 0.0]),
            Model::Linear(vec![0.0, 0.0, 1.0]),
        ];
        let ova = Model::PerClass(PerClass {
            classes: 3,
            models: lines.clone(),
            combine: Combine::OneVersusAll,
        });
        assert_eq!(ova.predict(&[2.0, 1.0]), Prediction::Class(0));
        assert_eq!(ova.predict(&[-2.0, 1.0]), Prediction::Class(1));
        assert_eq!(ova.predict(&[0.0, 1.0]), Prediction::Class(2));
        // Pairs (0,1), (0,2), (1,2): at (−1, 1) 0 loses to 1, 0 beats 2, 1 beats 2.
        let ovo = PerClass {
            classes: 3,
            models: lines,
            combine: Combine::OneVersusOne {
                pairs: vec![(0, 1), (0, 2), (1, 2)],
            },
        };
        assert_eq!(ovo.votes(&[-1.0, 1.0]), vec![1, 2, 0]);
        assert_eq!(ovo.predict(&[-1.0, 1.0]), 1);
        // A tie (every class one vote) goes to the lowest index.
        let tie = PerClass {
            classes: 3,
            models: vec![
                Model::Linear(vec![1.0, 0.0, 0.0]),
                Model::Linear(vec![-1.0, 0.0, 0.0]),
                Model::Linear(vec![1.0, 0.0, 0.0]),
            ],
            combine: Combine::OneVersusOne {
                pairs: vec![(0, 1), (0, 2), (1, 2)],
            },
        };
        assert_eq!(tie.votes(&[0.0, 0.0]), vec![1, 1, 1]);
        assert_eq!(tie.predict(&[0.0, 0.0]), 0);
    }

    #[test]
    fn centres_and_axes() {
        let c = Model::Centres(Centres {
            dim: 2,
            centres: vec![0.0, 0.0, 2.0, 0.0],
        });
        // Equidistant: the lower index.
        assert_eq!(c.predict(&[1.0, 0.0]), Prediction::Cluster(0));
        assert_eq!(c.predict(&[1.5, 0.0]), Prediction::Cluster(1));
        assert_eq!(c.score(&[1.5, 0.0]), -0.25);
        let a = Model::Axes(Axes {
            mean: vec![1.0, 1.0],
            axes: vec![0.6, 0.8, -0.8, 0.6],
            variances: vec![2.0, 0.5],
        });
        assert!((a.score(&[2.0, 3.0]) - (0.6 + 1.6)).abs() < 1e-15);
        assert_eq!(a.dim(), 2);
    }

    #[test]
    fn the_vote_counts_survival() {
        // w₁ = x₁ survived 3 visits, w₂ = −x₁ survived 1: at x₁ > 0 the vote is (3 − 1)/4.
        let v = Model::Vote(Vote {
            row_len: 3,
            weights: vec![0.0, 1.0, 0.0, 0.0, -1.0, 0.0],
            counts: vec![3, 1],
        });
        assert_eq!(v.score(&[1.0, 5.0]), 0.5);
        assert_eq!(v.predict(&[-1.0, 0.0]), Prediction::Sign(-1));
        assert_eq!(v.drawing(), Drawing::Level { margins: false });
    }
}
