//! Weight space (MATH.md, "Weight space"): a slice of it, w₀ fixed and (w₁, w₂) free, and E_in
//! over the slice under an error of y·s — the surface a learner walks on — sampled on a grid;
//! and the squared error's minimiser in the slice, from its 2×2 normal equations.
//!
//! Every value of the grid is [`mean_error`] at that w, computed as E_in is everywhere else, so
//! the surface and the panels agree to the last bit.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::data::Dataset;
use crate::loss::{ErrorMeasure, mean_error};
use crate::t;

/// The most samples along one axis of a slice.
pub const MAX_SAMPLES: usize = 4096;

/// `n` evenly spaced values from `lo` to `hi`, both included (`LO:HI:N` on the command line).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Axis {
    pub lo: f64,
    pub hi: f64,
    pub n: usize,
}

/// Why an axis cannot be sampled.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum AxisError {
    /// Not three fields `LO:HI:N`, or a field that is not a number.
    Format(String),
    /// LO or HI not finite, or LO ≥ HI.
    Range { lo: f64, hi: f64 },
    /// N below 2 or above [`MAX_SAMPLES`].
    Samples(usize),
}

impl fmt::Display for AxisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Format(text) => t!("core-axis-format", text = text.as_str()),
            Self::Range { lo, hi } => {
                t!("core-axis-range", lo = lo.to_string(), hi = hi.to_string())
            }
            Self::Samples(n) => t!(
                "core-axis-samples",
                n = n.to_string(),
                max = MAX_SAMPLES.to_string()
            ),
        };
        f.write_str(&text)
    }
}

impl Axis {
    /// A checked axis.
    pub fn new(lo: f64, hi: f64, n: usize) -> Result<Self, AxisError> {
        if !(lo.is_finite() && hi.is_finite() && lo < hi) {
            return Err(AxisError::Range { lo, hi });
        }
        if !(2..=MAX_SAMPLES).contains(&n) {
            return Err(AxisError::Samples(n));
        }
        Ok(Self { lo, hi, n })
    }

    /// The i-th value, i < n: `lo` at 0 and `hi` at n − 1 exactly.
    pub fn value(&self, i: usize) -> f64 {
        let value = if i + 1 >= self.n {
            self.hi
        } else {
            self.lo + (self.hi - self.lo) * (i as f64 / (self.n - 1) as f64)
        };
        // + 0.0 turns −0 into 0: a grid line is never written "-0".
        value + 0.0
    }

    /// Every value, from `lo` to `hi`.
    pub fn values(&self) -> Vec<f64> {
        (0..self.n).map(|i| self.value(i)).collect()
    }
}

impl FromStr for Axis {
    type Err = AxisError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let format = || AxisError::Format(text.to_owned());
        let fields: Vec<&str> = text.split(':').map(str::trim).collect();
        let [lo, hi, n] = fields.as_slice() else {
            return Err(format());
        };
        let lo: f64 = lo.parse().map_err(|_| format())?;
        let hi: f64 = hi.parse().map_err(|_| format())?;
        let n: usize = n.parse().map_err(|_| format())?;
        Self::new(lo, hi, n)
    }
}

/// A slice of weight space: w₀ fixed, w₁ and w₂ along their axes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slice {
    pub w0: f64,
    pub w1: Axis,
    pub w2: Axis,
}

/// A level curve of a sampled surface: segments (in (w₁, w₂)) where E_in = `level`, found by
/// marching squares on the grid, linear between grid points.
pub fn contour(surface: &Surface, level: f64) -> Vec<[[f64; 2]; 2]> {
    let (a1, a2) = (surface.slice.w1, surface.slice.w2);
    let mut segments = Vec::new();
    for j in 0..a2.n - 1 {
        for i in 0..a1.n - 1 {
            // The cell's corners, counter-clockwise from (i, j).
            let corners = [(i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1)];
            let point = |(ci, cj): (usize, usize)| [a1.value(ci), a2.value(cj)];
            let mut crossings = Vec::with_capacity(4);
            for k in 0..4 {
                let (p, q) = (corners[k], corners[(k + 1) % 4]);
                let (vp, vq) = (surface.at(p.0, p.1) - level, surface.at(q.0, q.1) - level);
                if (vp < 0.0) != (vq < 0.0) {
                    let t = vp / (vp - vq);
                    let (pp, pq) = (point(p), point(q));
                    crossings.push([pp[0] + t * (pq[0] - pp[0]), pp[1] + t * (pq[1] - pp[1])]);
                }
            }
            // Two crossings: one segment; four (a saddle): two, pairing neighbouring edges.
            for pair in crossings.chunks_exact(2) {
                segments.push([pair[0], pair[1]]);
            }
        }
    }
    segments
}

/// Why a surface cannot be computed.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SurfaceError {
    /// The slice is of (w₁, w₂): the points must have d = 2.
    Dimension(usize),
    /// w₀ is not a finite number.
    W0(f64),
    /// No points: E_in is not defined.
    NoPoints,
}

impl fmt::Display for SurfaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Dimension(d) => t!("core-surface-dimension", d = d.to_string()),
            Self::W0(w0) => t!("core-surface-w0", w0 = w0.to_string()),
            Self::NoPoints => t!("core-surface-no-points").to_owned(),
        };
        f.write_str(&text)
    }
}

/// E_in under one error over a slice, sampled on its grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Surface {
    pub slice: Slice,
    pub measure: ErrorMeasure,
    /// Row-major over w₂ then w₁: `values[j · w1.n + i]` is E_in(w₀, w1.value(i), w2.value(j)).
    pub values: Vec<f64>,
}

impl Surface {
    /// E_in under `measure` at every grid point of `slice`.
    pub fn compute(
        data: &Dataset,
        slice: Slice,
        measure: ErrorMeasure,
    ) -> Result<Self, SurfaceError> {
        let mut rows = SurfaceRows::new(data, slice, measure)?;
        while rows.next_row(data) {}
        Ok(rows.into_surface())
    }

    /// E_in at grid point (i along w₁, j along w₂).
    pub fn at(&self, i: usize, j: usize) -> f64 {
        self.values[j * self.slice.w1.n + i]
    }

    /// The grid point with the least E_in (the first in row-major order on a tie), and its value.
    pub fn lowest(&self) -> (usize, usize, f64) {
        let (k, value) =
            self.values
                .iter()
                .copied()
                .enumerate()
                .fold(
                    (0, f64::INFINITY),
                    |best, (k, v)| {
                        if v < best.1 { (k, v) } else { best }
                    },
                );
        let n1 = self.slice.w1.n;
        (k % n1, k / n1, value)
    }
}

/// A [`Surface`] computed a row of the grid (one w₂) at a time, so that a window can spread a
/// large one over several frames; the values are [`Surface::compute`]'s.
#[derive(Debug, Clone)]
pub struct SurfaceRows {
    surface: Surface,
    w1s: Vec<f64>,
    w2s: Vec<f64>,
}

impl SurfaceRows {
    /// Nothing computed yet (the same checks as [`Surface::compute`]).
    pub fn new(data: &Dataset, slice: Slice, measure: ErrorMeasure) -> Result<Self, SurfaceError> {
        check(data, slice.w0)?;
        let (w1s, w2s) = (slice.w1.values(), slice.w2.values());
        Ok(Self {
            surface: Surface {
                slice,
                measure,
                values: Vec::with_capacity(w1s.len() * w2s.len()),
            },
            w1s,
            w2s,
        })
    }

    /// Computes the next row on `data` (the points the rows were started on); whether rows
    /// remain.
    pub fn next_row(&mut self, data: &Dataset) -> bool {
        let done = self.surface.values.len() / self.w1s.len().max(1);
        if let Some(&w2) = self.w2s.get(done) {
            let (w0, w1s, out) = (self.surface.slice.w0, &self.w1s, &mut self.surface.values);
            // One error function per surface, inlined into the loop over the points: `row::<K>`
            // sums the K-th of `ErrorMeasure::ALL` (a wrong K fails the test of every measure's
            // values); in the processor's wide lanes where it has them.
            let measure = self.surface.measure;
            crate::lanes::wide(
                #[inline(always)]
                || match measure {
                    ErrorMeasure::ZeroOne => row::<0>(data, w0, w1s, w2, out),
                    ErrorMeasure::Squared => row::<1>(data, w0, w1s, w2, out),
                    ErrorMeasure::CrossEntropy => row::<2>(data, w0, w1s, w2, out),
                    ErrorMeasure::ScaledCrossEntropy => row::<3>(data, w0, w1s, w2, out),
                    ErrorMeasure::Hinge => row::<4>(data, w0, w1s, w2, out),
                    ErrorMeasure::Perceptron => row::<5>(data, w0, w1s, w2, out),
                },
            );
        }
        !self.finished()
    }

    /// Whether every row is computed.
    pub fn finished(&self) -> bool {
        self.surface.values.len() >= self.w1s.len() * self.w2s.len()
    }

    /// The surface (whole once [`SurfaceRows::finished`]).
    pub fn into_surface(self) -> Surface {
        self.surface
    }
}

/// Grid points summed together: independent sums, so the processor overlaps them, while each
/// one adds its points in order.
const LANES: usize = 8;

/// E_in at (w₀, w₁, w₂) for every w₁ of `w1s` under the K-th error of `ErrorMeasure::ALL`,
/// appended to `out`. Each mean is [`mean_error`]'s to the bit: the margins are
/// [`crate::rows::dot`]'s arithmetic, each sum adds the points in order, and a sum that
/// overflows is left to `mean_error` itself.
#[inline(always)]
fn row<const K: usize>(data: &Dataset, w0: f64, w1s: &[f64], w2: f64, out: &mut Vec<f64>) {
    let measure = ErrorMeasure::ALL[K];
    let (rows, _) = data.signed_rows().as_chunks::<3>();
    let n = rows.len() as f64;
    for lanes in w1s.chunks(LANES) {
        let mut w1 = [0.0; LANES];
        w1[..lanes.len()].copy_from_slice(lanes);
        let mut sums = [0.0; LANES];
        for r in rows {
            for k in 0..LANES {
                // rows::dot on (w₀, w₁, w₂): ((0 + w₁r₁) + w₂r₂) + w₀r₀.
                let margin = (0.0 + w1[k] * r[1] + w2 * r[2]) + w0 * r[0];
                sums[k] += measure.of_margin(margin);
            }
        }
        for (k, &w1k) in lanes.iter().enumerate() {
            out.push(if sums[k].is_finite() {
                sums[k] / n
            } else {
                mean_error(data, &[w0, w1k, w2], measure)
            });
        }
    }
}

fn check(data: &Dataset, w0: f64) -> Result<(), SurfaceError> {
    if data.dim() != 2 {
        return Err(SurfaceError::Dimension(data.dim()));
    }
    if !w0.is_finite() {
        return Err(SurfaceError::W0(w0));
    }
    if data.is_empty() {
        return Err(SurfaceError::NoPoints);
    }
    Ok(())
}

/// The (w₁, w₂) that minimise the squared error Σ (yₙ − w₀ − w₁xₙ₁ − w₂xₙ₂)² with w₀ fixed:
/// the solution of the 2×2 normal equations A·w = b with A = Σ xₙxₙᵀ and b = Σ (yₙ − w₀)xₙ.
/// When A is singular (every point on one line through the origin, or fewer than two points)
/// the least-norm minimiser, A⁺b.
pub fn squared_minimiser(data: &Dataset, w0: f64) -> Result<[f64; 2], SurfaceError> {
    check(data, w0)?;
    let (a, b) = normal_equations(data, w0);
    let matrix = nalgebra::Matrix2::new(a[0][0], a[0][1], a[1][0], a[1][1]);
    let rhs = nalgebra::Vector2::new(b[0], b[1]);
    let w = match matrix.cholesky() {
        Some(cholesky) => cholesky.solve(&rhs),
        None => matrix
            .pseudo_inverse(1e-12 * matrix.norm().max(f64::MIN_POSITIVE))
            .map_or_else(|_| nalgebra::Vector2::zeros(), |pinv| pinv * rhs),
    };
    Ok([w[0], w[1]])
}

/// ∇E_in(w) of a smooth (or piecewise linear) error, MATH.md's "Weight space": squared
/// −(2/N)Σ(yₙ − sₙ)zₙ, cross-entropy −(1/N)Σθ(−yₙsₙ)yₙzₙ (log₂: divided by ln 2), hinge
/// −(1/N)Σ[yₙsₙ < 1]yₙzₙ, perceptron −(1/N)Σ[yₙsₙ ≤ 0]yₙzₙ (subgradients where not smooth).
/// `None` for the 0/1 error, whose gradient is zero wherever it exists.
pub fn gradient(data: &Dataset, w: &[f64], measure: ErrorMeasure) -> Option<Vec<f64>> {
    // The weight on yₙzₙ in −∇err, as a function of the margin m = yₙsₙ.
    let weight = |m: f64| match measure {
        // (1 − m)² has derivative −2(1 − m) in m, and m = wᵀ(yz).
        ErrorMeasure::Squared => 2.0 * (1.0 - m),
        ErrorMeasure::CrossEntropy => crate::loss::theta(-m),
        ErrorMeasure::ScaledCrossEntropy => crate::loss::theta(-m) / std::f64::consts::LN_2,
        ErrorMeasure::Hinge => f64::from(u8::from(m < 1.0)),
        ErrorMeasure::Perceptron => f64::from(u8::from(crate::rows::is_mistake(m))),
        ErrorMeasure::ZeroOne => 0.0,
    };
    if measure == ErrorMeasure::ZeroOne || data.is_empty() {
        return None;
    }
    let mut minus_gradient = vec![0.0; data.row_len()];
    for n in 0..data.len() {
        let c = weight(data.margin(w, n));
        for (g, r) in minus_gradient.iter_mut().zip(data.signed_row(n)) {
            *g += c * r;
        }
    }
    let scale = -1.0 / data.len() as f64;
    Some(minus_gradient.into_iter().map(|g| g * scale).collect())
}

/// A = Σ xₙxₙᵀ and b = Σ (yₙ − w₀)xₙ, the squared error's normal equations in the slice.
pub fn normal_equations(data: &Dataset, w0: f64) -> ([[f64; 2]; 2], [f64; 2]) {
    let mut a = [[0.0; 2]; 2];
    let mut b = [0.0; 2];
    for n in 0..data.len() {
        let x = [data.feature(n, 1), data.feature(n, 2)];
        let residual = data.label(n) - w0;
        for r in 0..2 {
            b[r] += residual * x[r];
            for c in 0..2 {
                a[r][c] += x[r] * x[c];
            }
        }
    }
    (a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points() -> Dataset {
        let mut data = Dataset::new(2);
        for (x, y) in [
            ([0.5, 1.0], 1.0),
            ([1.5, -0.5], 1.0),
            ([-1.0, 0.25], -1.0),
            ([-0.5, -1.5], -1.0),
            ([0.25, 0.75], -1.0),
        ] {
            data.push(&x, y).expect("a finite point");
        }
        data
    }

    #[test]
    fn an_axis_reads_lo_hi_n_and_refuses_what_it_cannot_sample() {
        let axis: Axis = "-2:3:6".parse().expect("an axis");
        assert_eq!(axis.values(), [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0]);
        assert_eq!(axis.value(5), 3.0);
        assert!(matches!(
            "1:1:5".parse::<Axis>(),
            Err(AxisError::Range { .. })
        ));
        assert!(matches!(
            "2:1:5".parse::<Axis>(),
            Err(AxisError::Range { .. })
        ));
        assert!(matches!(
            "0:inf:5".parse::<Axis>(),
            Err(AxisError::Range { .. })
        ));
        assert_eq!("0:1:0".parse::<Axis>(), Err(AxisError::Samples(0)));
        assert_eq!("0:1:1".parse::<Axis>(), Err(AxisError::Samples(1)));
        assert_eq!("0:1:4097".parse::<Axis>(), Err(AxisError::Samples(4097)));
        assert!(matches!("0:1".parse::<Axis>(), Err(AxisError::Format(_))));
        assert!(matches!("a:1:3".parse::<Axis>(), Err(AxisError::Format(_))));
    }

    #[test]
    fn every_grid_value_is_e_in_at_that_w() {
        let data = points();
        let slice = Slice {
            w0: 0.3,
            w1: Axis::new(-2.0, 2.0, 9).expect("an axis"),
            w2: Axis::new(-1.0, 3.0, 7).expect("an axis"),
        };
        for measure in ErrorMeasure::ALL {
            let surface = Surface::compute(&data, slice, measure).expect("d = 2");
            assert_eq!(surface.values.len(), 9 * 7);
            for j in 0..7 {
                for i in 0..9 {
                    let w = [0.3, slice.w1.value(i), slice.w2.value(j)];
                    assert_eq!(
                        surface.at(i, j),
                        mean_error(&data, &w, measure),
                        "{measure:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_squared_minimiser_solves_its_normal_equations_and_no_grid_point_is_lower() {
        let data = points();
        for w0 in [-0.7, 0.0, 0.4] {
            let w = squared_minimiser(&data, w0).expect("d = 2");
            let (a, b) = normal_equations(&data, w0);
            for r in 0..2 {
                let lhs = a[r][0] * w[0] + a[r][1] * w[1];
                assert!(
                    (lhs - b[r]).abs() <= 1e-12 * (1.0 + b[r].abs()),
                    "{lhs} vs {}",
                    b[r]
                );
            }
            let best = mean_error(&data, &[w0, w[0], w[1]], ErrorMeasure::Squared);
            let slice = Slice {
                w0,
                w1: Axis::new(-3.0, 3.0, 61).expect("an axis"),
                w2: Axis::new(-3.0, 3.0, 61).expect("an axis"),
            };
            let surface = Surface::compute(&data, slice, ErrorMeasure::Squared).expect("d = 2");
            assert!(
                surface.lowest().2 >= best - 1e-12,
                "a grid point below the minimiser"
            );
        }
    }

    #[test]
    fn the_gradient_is_the_slope_of_e_in() {
        let data = points();
        let w = [0.2, 0.7, -0.4];
        for measure in [
            ErrorMeasure::Squared,
            ErrorMeasure::CrossEntropy,
            ErrorMeasure::ScaledCrossEntropy,
            ErrorMeasure::Hinge,
            ErrorMeasure::Perceptron,
        ] {
            let g = gradient(&data, &w, measure).expect("a gradient");
            for i in 0..3 {
                let h = 1e-6;
                let (mut up, mut down) = (w, w);
                up[i] += h;
                down[i] -= h;
                let slope = (mean_error(&data, &up, measure) - mean_error(&data, &down, measure))
                    / (2.0 * h);
                assert!(
                    (g[i] - slope).abs() < 1e-6,
                    "{measure:?} ∂/∂w{i}: {} vs {slope}",
                    g[i]
                );
            }
        }
        assert_eq!(gradient(&data, &w, ErrorMeasure::ZeroOne), None);
    }

    #[test]
    fn a_contour_runs_where_the_surface_crosses_its_level() {
        let data = points();
        let slice = Slice {
            w0: 0.0,
            w1: Axis::new(-2.0, 2.0, 41).expect("an axis"),
            w2: Axis::new(-2.0, 2.0, 41).expect("an axis"),
        };
        let surface = Surface::compute(&data, slice, ErrorMeasure::Squared).expect("d = 2");
        let level = 1.5;
        let segments = contour(&surface, level);
        assert!(!segments.is_empty());
        // The squared error is a quadratic: linear interpolation on a fine grid is close to it.
        for end in segments.iter().flatten() {
            let e = mean_error(&data, &[0.0, end[0], end[1]], ErrorMeasure::Squared);
            assert!((e - level).abs() < 0.02, "{e} at {end:?}");
        }
        assert!(
            contour(&surface, 1e9).is_empty(),
            "no level above the surface"
        );
    }

    #[test]
    fn a_degenerate_slice_has_the_least_norm_minimiser() {
        // Every x on the line x₂ = 2x₁: A is singular; the minimiser is along (1, 2).
        let mut data = Dataset::new(2);
        for (t, y) in [(1.0, 1.0), (-1.0, -1.0), (2.0, 1.0)] {
            data.push(&[t, 2.0 * t], y).expect("a finite point");
        }
        let w = squared_minimiser(&data, 0.0).expect("d = 2");
        assert!(
            (w[1] - 2.0 * w[0]).abs() < 1e-12,
            "{w:?} is not along (1, 2)"
        );
        assert!(w.iter().all(|v| v.is_finite()));
    }

    #[test]
    fn only_a_plane_of_points_has_a_slice() {
        let data = Dataset::new(3);
        let slice = Slice {
            w0: 0.0,
            w1: Axis::new(0.0, 1.0, 2).expect("an axis"),
            w2: Axis::new(0.0, 1.0, 2).expect("an axis"),
        };
        assert_eq!(
            Surface::compute(&data, slice, ErrorMeasure::ZeroOne),
            Err(SurfaceError::Dimension(3))
        );
        assert_eq!(
            Surface::compute(&Dataset::new(2), slice, ErrorMeasure::ZeroOne),
            Err(SurfaceError::NoPoints)
        );
        assert!(matches!(
            squared_minimiser(&points(), f64::NAN),
            Err(SurfaceError::W0(_))
        ));
    }
}
