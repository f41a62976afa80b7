//! Lecture 13's target, the experiment of Learning from Data's section 4.1.2: on x ∈ [−1, 1],
//! f(x) = Σ_{q=0}^{Q_f} a_q·L_q(x) in Legendre polynomials, with a_q drawn from N(0, 1) and then
//! scaled so that E_x[f(x)²] = 1 (by orthogonality, E_x[L_q²] = ∫L_q² dx / 2 = 1/(2q + 1), so
//! E_x[f²] = Σ a_q²/(2q + 1)); a sample is N points with x uniform on [−1, 1] and
//! y = f(x) + σ·ε, ε ~ N(0, 1) (or x uniform on a part of [−1, 1] only: lecture 16's sampling
//! bias). Q_f is the deterministic noise's dial, σ² the stochastic one's.

use std::f64::consts::TAU;

use rand::RngExt as _;

use crate::learn::Rng;

/// Points on the real line with real labels: the regression lecture 13 overfits.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RegressionPoints {
    pub x: Vec<f64>,
    pub y: Vec<f64>,
}

impl RegressionPoints {
    pub fn len(&self) -> usize {
        self.x.len()
    }

    pub fn is_empty(&self) -> bool {
        self.x.is_empty()
    }

    /// The points whose indices are in `keep`, in their order.
    pub fn select(&self, keep: impl Iterator<Item = usize>) -> Self {
        let (x, y) = keep.map(|n| (self.x[n], self.y[n])).unzip();
        Self { x, y }
    }
}

/// The interval x lives on, where E_out is measured.
pub const FULL_RANGE: [f64; 2] = [-1.0, 1.0];

/// A target f = Σ a_q·L_q, normalized so that E_x[f²] = 1 on x uniform on [−1, 1].
#[derive(Debug, Clone, PartialEq)]
pub struct LegendreTarget {
    /// a_0 … a_{Q_f}.
    pub coefficients: Vec<f64>,
}

impl LegendreTarget {
    /// A target of degree `q_f`, its a_q drawn from N(0, 1) by `rng` and then normalized.
    pub fn draw(q_f: u8, rng: &mut Rng) -> Self {
        let mut coefficients = vec![0.0; usize::from(q_f) + 1];
        fill_standard_normal(rng, &mut coefficients);
        normalize(&mut coefficients);
        Self { coefficients }
    }

    /// Q_f, the target's degree.
    pub fn degree(&self) -> usize {
        self.coefficients.len().saturating_sub(1)
    }

    /// f(x).
    pub fn value(&self, x: f64) -> f64 {
        let mut values = vec![0.0; self.coefficients.len()];
        legendre_values(x, &mut values);
        self.value_from(&values)
    }

    /// f(x) from L_0(x), L_1(x), … (at least Q_f + 1 of them).
    pub fn value_from(&self, legendre_at_x: &[f64]) -> f64 {
        self.coefficients
            .iter()
            .zip(legendre_at_x)
            .map(|(a, l)| a * l)
            .sum()
    }

    /// `n` points with x uniform on [−1, 1] and y = f(x) + σ·ε, `sigma2` = σ².
    pub fn sample(&self, n: usize, sigma2: f64, rng: &mut Rng) -> RegressionPoints {
        self.sample_on(n, sigma2, FULL_RANGE, rng)
    }

    /// `n` points with x uniform on `region` = [a, b] and y = f(x) + σ·ε: a biased sample when
    /// the region is a part of [−1, 1], on which E_out is still measured. A region that is not
    /// an interval (a ≥ b, or not finite) is [−1, 1].
    pub fn sample_on(
        &self,
        n: usize,
        sigma2: f64,
        region: [f64; 2],
        rng: &mut Rng,
    ) -> RegressionPoints {
        let sigma = sigma2.sqrt();
        let [from, to] = if region[0] < region[1] && region.iter().all(|v| v.is_finite()) {
            region
        } else {
            FULL_RANGE
        };
        let x: Vec<f64> = (0..n).map(|_| rng.random_range(from..to)).collect();
        let mut noise = vec![0.0; n];
        fill_standard_normal(rng, &mut noise);
        let y = x
            .iter()
            .zip(&noise)
            .map(|(&x, e)| self.value(x) + sigma * e)
            .collect();
        RegressionPoints { x, y }
    }
}

/// Scales a_q so that Σ a_q²/(2q + 1) = 1 (E_x[f²] = 1); all zeros stay zeros.
pub(crate) fn normalize(coefficients: &mut [f64]) {
    let energy: f64 = coefficients
        .iter()
        .enumerate()
        .map(|(q, a)| a * a / (2 * q + 1) as f64)
        .sum();
    if energy > 0.0 {
        let scale = energy.sqrt().recip();
        coefficients.iter_mut().for_each(|a| *a *= scale);
    }
}

/// L_0(x), …, L_{k−1}(x) into `values` (k = its length), by the same Bonnet recursion as
/// [`crate::transform::legendre`], which computes one degree at a time.
pub fn legendre_values(x: f64, values: &mut [f64]) {
    for q in 0..values.len() {
        values[q] = match q {
            0 => 1.0,
            1 => x,
            _ => {
                let j = (q - 1) as f64;
                ((2.0 * j + 1.0) * x * values[q - 1] - j * values[q - 2]) / (j + 1.0)
            }
        };
    }
}

/// L_0, …, L_{k−1} at every point of `x`, column by column into `columns` (k × N, L_q(x_i) at
/// q·N + i): the same recursion with its two factors (2j + 1)/(j + 1) and j/(j + 1) computed once
/// a degree, and each degree's loop over the points free to run in the processor's lanes.
#[inline(always)]
pub(crate) fn legendre_columns(x: &[f64], k: usize, columns: &mut [f64]) {
    let n = x.len();
    for q in 0..k {
        let (before, rest) = columns.split_at_mut(q * n);
        let column = &mut rest[..n];
        match q {
            0 => column.fill(1.0),
            1 => column.copy_from_slice(x),
            _ => {
                let j = (q - 1) as f64;
                let (rise, fall) = ((2.0 * j + 1.0) / (j + 1.0), j / (j + 1.0));
                let (older, old) = before[(q - 2) * n..].split_at(n);
                for i in 0..n {
                    column[i] = rise * x[i] * old[i] - fall * older[i];
                }
            }
        }
    }
}

/// Fills `values` with independent N(0, 1) draws, two per Box–Muller pair.
pub(crate) fn fill_standard_normal(rng: &mut Rng, values: &mut [f64]) {
    for pair in values.chunks_mut(2) {
        // 1 − u lies in (0, 1]: its logarithm is finite.
        let radius = (-2.0 * (1.0 - rng.random::<f64>()).ln()).sqrt();
        let angle = TAU * rng.random::<f64>();
        pair[0] = radius * angle.cos();
        if let Some(second) = pair.get_mut(1) {
            *second = radius * angle.sin();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::Rng;
    use rand::SeedableRng as _;

    #[test]
    fn the_values_at_once_are_the_transforms_one_at_a_time() {
        let mut values = [0.0; 12];
        for x in [-1.0, -0.3, 0.0, 0.55, 1.0] {
            legendre_values(x, &mut values);
            for (q, v) in values.iter().enumerate() {
                assert_eq!(*v, crate::transform::legendre(q as u8, x), "L_{q}({x})");
            }
        }
    }

    #[test]
    fn the_columns_are_the_values_point_by_point() {
        let x = [-1.0, -0.3, 0.0, 0.55, 1.0];
        let mut columns = vec![0.0; 12 * x.len()];
        legendre_columns(&x, 12, &mut columns);
        let mut values = [0.0; 12];
        for (i, &v) in x.iter().enumerate() {
            legendre_values(v, &mut values);
            for (q, l) in values.iter().enumerate() {
                assert!((columns[q * x.len() + i] - l).abs() < 1e-14, "L_{q}({v})");
            }
        }
    }

    #[test]
    fn a_drawn_target_has_unit_energy() {
        let mut rng = Rng::seed_from_u64(7);
        let target = LegendreTarget::draw(20, &mut rng);
        let energy: f64 = target
            .coefficients
            .iter()
            .enumerate()
            .map(|(q, a)| a * a / (2 * q + 1) as f64)
            .sum();
        assert!((energy - 1.0).abs() < 1e-12);
        // And E_x[f²] ≈ 1 by a Riemann sum over [−1, 1].
        let m = 200_000;
        let mean: f64 = (0..m)
            .map(|i| {
                target
                    .value(-1.0 + (i as f64 + 0.5) * 2.0 / m as f64)
                    .powi(2)
            })
            .sum::<f64>()
            / m as f64;
        assert!((mean - 1.0).abs() < 1e-3, "{mean}");
    }
}
