//! The passes over the points that each SMO step makes: the gradient's update, m(α) and M(α)
//! with the next i, and libsvm's second-order choice of j (see [`super::smo`]).
//!
//! Each is written twice: once for any processor (and the browser), and once in AVX2's four
//! lanes, sixteen points in flight, chosen at run time where the processor has AVX2. The two
//! agree to the bit: every point goes through the same operations in the same order (no fused
//! multiply-add), and ties go to the last index in both, so a solve takes the same pairs on
//! every machine. The lanes only change how fast the points are looked at.

use super::pair::TAU;
use crate::model::Kernel;

/// A point's membership of I_up and I_low, as bits of one byte (the passes read it beside F,
/// so it is kept small).
pub(super) const IN_UP: u8 = 1;
pub(super) const IN_LOW: u8 = 2;

/// m(α), M(α) and the maximiser of m: what the next step starts from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Violation {
    /// argmax over I_up of Fₙ (libsvm: the last index among ties), if I_up is not empty.
    pub up: Option<usize>,
    /// m(α).
    pub max_up: f64,
    /// M(α).
    pub min_low: f64,
}

impl Violation {
    /// Nothing seen yet: I_up and I_low empty.
    pub const NONE: Self = Self {
        up: None,
        max_up: f64::NEG_INFINITY,
        min_low: f64::INFINITY,
    };

    /// m(α) − M(α); 0 when I_up or I_low is empty (no points, or no pair that can move), so the
    /// gap shown is always a number.
    pub fn gap(&self) -> f64 {
        let gap = self.max_up - self.min_low;
        if gap.is_finite() { gap } else { 0.0 }
    }

    /// Optimal within `tol`, or no pair can move.
    pub fn optimal(&self, tol: f64) -> bool {
        self.up.is_none() || self.gap() <= tol
    }

    /// Takes point k, with Fₖ = `f`, into m(α) (the last index among ties, as libsvm) and M(α).
    #[inline(always)]
    pub fn note(&mut self, k: usize, f: f64, sets: u8) {
        if sets & IN_UP != 0 && f >= self.max_up {
            self.max_up = f;
            self.up = Some(k);
        }
        if sets & IN_LOW != 0 && f < self.min_low {
            self.min_low = f;
        }
    }
}

/// What the choice of j knows of i, the first member of the pair: m(α) (which is Fᵢ) and Kᵢᵢ.
#[derive(Debug, Clone, Copy)]
pub(super) struct First {
    pub max_up: f64,
    pub k_ii: f64,
}

/// The best j so far of the second-order choice: its index and −b²/a.
#[derive(Debug, Clone, Copy)]
struct Choice {
    at: Option<usize>,
    decrease: f64,
}

impl Choice {
    const NONE: Self = Self {
        at: None,
        decrease: f64::INFINITY,
    };

    /// Takes j into the choice: j ∈ I_low with Fⱼ < m(α), the decrease −b²/a with
    /// b = m(α) − Fⱼ and a = Kᵢᵢ + Kⱼⱼ − 2Kᵢⱼ (τ when a ≤ 0); the last index among ties.
    #[inline(always)]
    fn consider(&mut self, j: usize, first: First, k_ij: f64, k_jj: f64, f: f64, sets: u8) {
        let gain = first.max_up - f;
        if sets & IN_LOW != 0 && gain > 0.0 {
            let curvature = first.k_ii + k_jj - 2.0 * k_ij;
            let decrease = -(gain * gain) / if curvature > 0.0 { curvature } else { TAU };
            if decrease <= self.decrease {
                self.at = Some(j);
                self.decrease = decrease;
            }
        }
    }
}

/// Fₙ −= Kᵢₙ·sᵢ + Kⱼₙ·sⱼ for every n, then m(α), M(α) and the next i over all of them.
pub(super) fn update_and_find(
    f: &mut [f64],
    sets: &[u8],
    rows: [&[f64]; 2],
    scales: [f64; 2],
) -> Violation {
    #[cfg(target_arch = "x86_64")]
    if let Some(v) = lanes::update_and_find(f, sets, rows, scales) {
        return v;
    }
    update_gradient_portable(f, rows, scales);
    find_portable(f, sets)
}

/// m(α), M(α) and the next i over the points whose `sets` are not 0.
pub(super) fn find(f: &[f64], sets: &[u8]) -> Violation {
    #[cfg(target_arch = "x86_64")]
    if let Some(v) = lanes::find(f, sets) {
        return v;
    }
    find_portable(f, sets)
}

/// m(α), M(α) and the next i over the points in `active` (indices into `f` and `sets`, in
/// increasing order).
pub(super) fn find_among(f: &[f64], sets: &[u8], active: &[u32]) -> Violation {
    let mut v = Violation::NONE;
    for &k in active {
        let k = k as usize;
        v.note(k, f[k], sets[k]);
    }
    v
}

/// Fₙ −= Kᵢₙ·sᵢ + Kⱼₙ·sⱼ for every n.
pub(super) fn update_gradient(f: &mut [f64], rows: [&[f64]; 2], scales: [f64; 2]) {
    #[cfg(target_arch = "x86_64")]
    if lanes::update_gradient(f, rows, scales).is_some() {
        return;
    }
    update_gradient_portable(f, rows, scales);
}

/// The kernel row of `x` over `points` ([`Kernel::row`]), in AVX2's lanes where the processor
/// has them (the same values).
pub(super) fn kernel_row(kernel: &Kernel, x: &[f64], points: &[f64], dim: usize, out: &mut [f64]) {
    #[cfg(target_arch = "x86_64")]
    if lanes::kernel_row(kernel, x, points, dim, out).is_some() {
        return;
    }
    kernel.row(x, points, dim, out);
}

/// The point f, the diagonal Kⱼⱼ, the kernel row of i and the sets, as the choice of j reads
/// them.
#[derive(Clone, Copy)]
pub(super) struct Points<'a> {
    pub minus_y_gradient: &'a [f64],
    pub sets: &'a [u8],
    pub diagonal: &'a [f64],
}

/// libsvm's second-order choice of j for i, with kernel row `row_i` and Kᵢᵢ = `k_ii`, among all
/// points: j ∈ I_low with Fⱼ < m(α), the one whose pair decreases f most; the last among ties.
pub(super) fn second_of_pair(points: Points, row_i: &[f64], first: First) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(j) = lanes::second_of_pair(points, row_i, first) {
        return j;
    }
    second_of_pair_portable(points, row_i, first, 0, Choice::NONE).at
}

/// [`second_of_pair`] among the points in `active` (in increasing order).
pub(super) fn second_of_pair_among(
    points: Points,
    row_i: &[f64],
    first: First,
    active: &[u32],
) -> Option<usize> {
    let mut choice = Choice::NONE;
    for &j in active {
        let j = j as usize;
        choice.consider(
            j,
            first,
            row_i[j],
            points.diagonal[j],
            points.minus_y_gradient[j],
            points.sets[j],
        );
    }
    choice.at
}

fn update_gradient_portable(f: &mut [f64], [row_i, row_j]: [&[f64]; 2], [si, sj]: [f64; 2]) {
    for ((f, ki), kj) in f.iter_mut().zip(row_i).zip(row_j) {
        *f -= ki * si + kj * sj;
    }
}

fn find_portable(f: &[f64], sets: &[u8]) -> Violation {
    find_from(f, sets, 0, Violation::NONE)
}

/// Continues `v` over the points from index `from` on.
fn find_from(f: &[f64], sets: &[u8], from: usize, mut v: Violation) -> Violation {
    for (k, (&f, &sets)) in f.iter().zip(sets).enumerate().skip(from) {
        v.note(k, f, sets);
    }
    v
}

/// Continues `choice` over the points from index `from` on.
fn second_of_pair_portable(
    points: Points,
    row_i: &[f64],
    first: First,
    from: usize,
    mut choice: Choice,
) -> Choice {
    let each = row_i
        .iter()
        .zip(points.diagonal)
        .zip(points.minus_y_gradient)
        .zip(points.sets)
        .enumerate()
        .skip(from);
    for (j, (((&k_ij, &k_jj), &f), &sets)) in each {
        choice.consider(j, first, k_ij, k_jj, f, sets);
    }
    choice
}

/// The passes in AVX2's lanes (see the module's own doc).
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod lanes;

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Values with many ties (a few distinct values), sets of every kind, and lengths that
    /// leave a tail after the last round of sixteen.
    fn points() -> impl Strategy<Value = (Vec<f64>, Vec<u8>, Vec<f64>, Vec<f64>)> {
        (0usize..70).prop_flat_map(|n| {
            let value = prop_oneof![(-3i32..=3).prop_map(|v| v as f64 * 0.5), -4.0f64..4.0];
            (
                proptest::collection::vec(value.clone(), n),
                proptest::collection::vec(0u8..4, n),
                proptest::collection::vec(value, n),
                proptest::collection::vec(prop_oneof![Just(1.0), 0.0f64..2.0], n),
            )
        })
    }

    proptest! {
        /// The lanes find what the portable pass finds, to the bit, ties and all.
        #[test]
        fn the_lanes_agree_with_the_portable_passes(
            (f, sets, row, diagonal) in points(),
            scales in (-2.0f64..2.0, -2.0f64..2.0),
            k_ii in 0.0f64..2.0,
        ) {
            let found = find(&f, &sets);
            prop_assert_eq!(found, find_portable(&f, &sets));
            let points = Points { minus_y_gradient: &f, sets: &sets, diagonal: &diagonal };
            let first = First { max_up: found.max_up, k_ii };
            let j = second_of_pair(points, &row, first);
            let portable = second_of_pair_portable(points, &row, first, 0, Choice::NONE);
            prop_assert_eq!(j, portable.at);
            let (mut fused, mut portable) = (f.clone(), f.clone());
            let scales = [scales.0, scales.1];
            let v = update_and_find(&mut fused, &sets, [&row, &diagonal], scales);
            update_gradient_portable(&mut portable, [&row, &diagonal], scales);
            prop_assert_eq!(&fused, &portable);
            prop_assert_eq!(v, find_portable(&portable, &sets));
        }
    }

    proptest! {
        /// A kernel row in the lanes has the values of [`Kernel::row`], to the bit, for every
        /// kernel and every number of features (below four, at four, and with a tail).
        #[test]
        fn kernel_rows_in_the_lanes_are_the_rows(
            dim in 1usize..11,
            n in 0usize..11,
            seed in proptest::collection::vec(-3.0f64..3.0, 130),
            kernel in 0usize..3,
        ) {
            let kernel = [
                Kernel::Linear,
                Kernel::Gaussian { sigma2: 0.7 },
                Kernel::Polynomial { gamma: 0.5, coef0: 1.0, degree: 3 },
            ][kernel];
            let points: Vec<f64> = seed.iter().cycle().skip(3).take(n * dim).copied().collect();
            let x = &seed[..dim];
            let (mut lanes, mut plain) = (vec![0.0; n], vec![0.0; n]);
            kernel_row(&kernel, x, &points, dim, &mut lanes);
            kernel.row(x, &points, dim, &mut plain);
            let bits = |v: &[f64]| v.iter().map(|k| k.to_bits()).collect::<Vec<_>>();
            prop_assert_eq!(bits(&lanes), bits(&plain));
        }
    }

    #[test]
    fn the_last_index_wins_a_tie_in_both() {
        // Forty points, all in both sets with the same F: i and j are the last of them.
        let f = vec![0.5; 40];
        let sets = vec![IN_UP | IN_LOW; 40];
        assert_eq!(find(&f, &sets).up, Some(39));
        let (row, diagonal) = (vec![0.0; 40], vec![1.0; 40]);
        let points = Points {
            minus_y_gradient: &f,
            sets: &sets,
            diagonal: &diagonal,
        };
        assert_eq!(
            second_of_pair(
                points,
                &row,
                First {
                    max_up: 1.0,
                    k_ii: 1.0
                }
            ),
            Some(39)
        );
    }
}
