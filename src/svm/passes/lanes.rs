//! The passes in AVX2's lanes: four groups of four f64 lanes, each lane keeping its own best
//! value and index, merged at the end as the portable pass would have seen them (the best value,
//! the last index among ties); the points after the last group of sixteen go through the
//! portable pass, which continues from the merge.

use std::arch::x86_64::*;

use super::{Choice, First, IN_LOW, IN_UP, Kernel, Points, TAU, Violation};

/// Points looked at per round: four groups of four lanes.
const ROUND: usize = 16;

/// Whether the processor has AVX2 (asked once).
fn available() -> bool {
    crate::lanes::has_avx2()
}

/// [`super::update_gradient`] in the lanes; `None` (nothing done) without AVX2.
pub fn update_gradient(f: &mut [f64], rows: [&[f64]; 2], scales: [f64; 2]) -> Option<()> {
    // SAFETY: the processor has AVX2 (just checked).
    available().then(|| unsafe { update_gradient_avx2(f, rows, scales) })
}

/// [`super::kernel_row`] in the lanes; `None` (nothing done) without AVX2.
pub fn kernel_row(
    kernel: &Kernel,
    x: &[f64],
    points: &[f64],
    dim: usize,
    out: &mut [f64],
) -> Option<()> {
    // SAFETY: the processor has AVX2 (just checked).
    available().then(|| unsafe { kernel_row_avx2(kernel, x, points, dim, out) })
}

/// [`Kernel::row`] for four points at a time: each point's sum in one register of four
/// lanes, as [`crate::model`]'s `lane_sum` adds them (lane l takes features l, l + 4, …;
/// then (l₀ + l₂) + (l₁ + l₃), then the last d mod 4 terms in order), so the values are the
/// same; the four points' sums are independent, so they are added at once.
///
/// # Safety
/// AVX2.
#[target_feature(enable = "avx2")]
unsafe fn kernel_row_avx2(kernel: &Kernel, x: &[f64], points: &[f64], dim: usize, out: &mut [f64]) {
    const AT_ONCE: usize = 4;
    if dim < 4 || x.len() != dim {
        kernel.row(x, points, dim, out);
        return;
    }
    let distances = kernel.row_of_distances();
    let term = |p: f64, q: f64| if distances { (p - q) * (p - q) } else { p * q };
    let n = out.len().min(points.len() / dim);
    let whole = dim / 4 * 4;
    let mut k = 0;
    while k + AT_ONCE <= n {
        let mut sums = [_mm256_setzero_pd(); AT_ONCE];
        for c in (0..whole).step_by(4) {
            // SAFETY: c + 4 ≤ dim = x.len().
            let xs = unsafe { load(x, c) };
            for (p, sum) in sums.iter_mut().enumerate() {
                // SAFETY: (k + p)·dim + c + 4 ≤ n·dim ≤ points.len().
                let ps = unsafe { load(points, (k + p) * dim + c) };
                let t = if distances {
                    let d = _mm256_sub_pd(xs, ps);
                    _mm256_mul_pd(d, d)
                } else {
                    _mm256_mul_pd(xs, ps)
                };
                *sum = _mm256_add_pd(*sum, t);
            }
        }
        for (p, sum) in sums.into_iter().enumerate() {
            let mut lanes = [0.0; 4];
            // SAFETY: four values into an array of four.
            unsafe { _mm256_storeu_pd(lanes.as_mut_ptr(), sum) };
            let mut total = (lanes[0] + lanes[2]) + (lanes[1] + lanes[3]);
            let point = &points[(k + p) * dim..(k + p + 1) * dim];
            for r in whole..dim {
                total += term(x[r], point[r]);
            }
            out[k + p] = total;
        }
        k += AT_ONCE;
    }
    for (k, point) in points.chunks_exact(dim).enumerate().take(n).skip(k) {
        let mut one = [0.0];
        kernel.row(x, point, dim, &mut one);
        out[k] = one[0];
    }
    kernel.finish_row(&mut out[..k]);
}

/// [`super::update_and_find`] in the lanes; `None` (nothing done) without AVX2.
pub fn update_and_find(
    f: &mut [f64],
    sets: &[u8],
    rows: [&[f64]; 2],
    scales: [f64; 2],
) -> Option<Violation> {
    // SAFETY: the processor has AVX2 (just checked).
    available().then(|| unsafe { update_and_find_avx2(f, sets, rows, scales) })
}

/// [`super::find`] in the lanes; `None` without AVX2.
pub fn find(f: &[f64], sets: &[u8]) -> Option<Violation> {
    // SAFETY: the processor has AVX2 (just checked).
    available().then(|| unsafe { find_avx2(f, sets) })
}

/// [`super::second_of_pair`] in the lanes; `None` without AVX2 (`Some(None)`: no j).
pub fn second_of_pair(points: Points, row_i: &[f64], first: First) -> Option<Option<usize>> {
    // SAFETY: the processor has AVX2 (just checked).
    available().then(|| unsafe { second_of_pair_avx2(points, row_i, first) })
}

/// The four values at `values[k..k + 4]`.
///
/// # Safety
/// `k + 4 <= values.len()`, and AVX.
#[inline(always)]
unsafe fn load(values: &[f64], k: usize) -> __m256d {
    debug_assert!(k + 4 <= values.len());
    // SAFETY: in bounds (the caller's promise); unaligned loads are allowed.
    unsafe { _mm256_loadu_pd(values.as_ptr().add(k)) }
}

/// The sets of points k..k + 4, each widened to a 64-bit lane.
///
/// # Safety
/// `k + 4 <= sets.len()`, and AVX2.
#[inline(always)]
unsafe fn load_sets(sets: &[u8], k: usize) -> __m256i {
    debug_assert!(k + 4 <= sets.len());
    let four = [sets[k], sets[k + 1], sets[k + 2], sets[k + 3]];
    // SAFETY: AVX2 (the caller's promise).
    unsafe { _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(i32::from_le_bytes(four))) }
}

/// All lanes set where the lane's sets have `bit`.
#[inline]
#[target_feature(enable = "avx2")]
fn has(sets: __m256i, bit: u8) -> __m256d {
    let bit = _mm256_set1_epi64x(bit as i64);
    _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(sets, bit), bit))
}

/// Where `take`, `new`; else `old` (indices as 64-bit lanes).
#[inline]
#[target_feature(enable = "avx2")]
fn choose_at(old: __m256i, new: __m256i, take: __m256d) -> __m256i {
    _mm256_castpd_si256(_mm256_blendv_pd(
        _mm256_castsi256_pd(old),
        _mm256_castsi256_pd(new),
        take,
    ))
}

/// The lanes' first indices for the four groups, and the step from one round to the next.
#[inline]
#[target_feature(enable = "avx2")]
fn indices() -> ([__m256i; 4], __m256i) {
    let first = |g: i64| _mm256_setr_epi64x(4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3);
    (
        [first(0), first(1), first(2), first(3)],
        _mm256_set1_epi64x(ROUND as i64),
    )
}

/// The lanes' values and indices (−1: nothing taken), as arrays.
#[inline]
#[target_feature(enable = "avx2")]
fn spill(values: [__m256d; 4], at: [__m256i; 4]) -> ([f64; 16], [i64; 16]) {
    let (mut v, mut a) = ([0.0; 16], [0; 16]);
    for g in 0..4 {
        // SAFETY: each store writes four values into its own quarter of the arrays.
        unsafe {
            _mm256_storeu_pd(v.as_mut_ptr().add(4 * g), values[g]);
            _mm256_storeu_si256(a.as_mut_ptr().add(4 * g).cast(), at[g]);
        }
    }
    (v, a)
}

/// # Safety
/// AVX2.
#[target_feature(enable = "avx2")]
unsafe fn update_gradient_avx2(f: &mut [f64], [row_i, row_j]: [&[f64]; 2], [si, sj]: [f64; 2]) {
    let n = f.len().min(row_i.len()).min(row_j.len());
    let (vsi, vsj) = (_mm256_set1_pd(si), _mm256_set1_pd(sj));
    let mut k = 0;
    while k + 4 <= n {
        // SAFETY: k + 4 ≤ n, within all three slices.
        unsafe {
            let step = _mm256_add_pd(
                _mm256_mul_pd(load(row_i, k), vsi),
                _mm256_mul_pd(load(row_j, k), vsj),
            );
            _mm256_storeu_pd(f.as_mut_ptr().add(k), _mm256_sub_pd(load(f, k), step));
        }
        k += 4;
    }
    for k in k..n {
        f[k] -= row_i[k] * si + row_j[k] * sj;
    }
}

/// Takes points k..k + 16 into `search` (a [`Search`]), the next sixteen after its last
/// round's. A macro rather than a method, so that the lanes stay in registers in the loop
/// that uses it (a `#[target_feature]` function cannot be forced inline).
///
/// Safety: `k + 16` is within `f` and `sets`, in a function with AVX2.
macro_rules! search_round {
    ($search:ident, $f:expr, $sets:expr, $k:expr) => {
        for g in 0..4 {
            // SAFETY: k + 4g + 4 ≤ k + 16, in bounds (the caller's promise).
            let (values, lane_sets) =
                unsafe { (load($f, $k + 4 * g), load_sets($sets, $k + 4 * g)) };
            let take_up = _mm256_and_pd(
                has(lane_sets, IN_UP),
                _mm256_cmp_pd::<_CMP_GE_OQ>(values, $search.max_up[g]),
            );
            $search.max_up[g] = _mm256_blendv_pd($search.max_up[g], values, take_up);
            $search.up_at[g] = choose_at($search.up_at[g], $search.at[g], take_up);
            let take_low = _mm256_and_pd(
                has(lane_sets, IN_LOW),
                _mm256_cmp_pd::<_CMP_LT_OQ>(values, $search.min_low[g]),
            );
            $search.min_low[g] = _mm256_blendv_pd($search.min_low[g], values, take_low);
            $search.at[g] = _mm256_add_epi64($search.at[g], $search.step);
        }
    };
}

/// m(α), M(α) and the next i, sixteen points a round: each lane's best so far.
struct Search {
    at: [__m256i; 4],
    step: __m256i,
    max_up: [__m256d; 4],
    up_at: [__m256i; 4],
    min_low: [__m256d; 4],
}

impl Search {
    #[inline]
    #[target_feature(enable = "avx2")]
    fn new() -> Self {
        let (at, step) = indices();
        Self {
            at,
            step,
            max_up: [_mm256_set1_pd(f64::NEG_INFINITY); 4],
            up_at: [_mm256_set1_epi64x(-1); 4],
            min_low: [_mm256_set1_pd(f64::INFINITY); 4],
        }
    }

    /// The lanes merged as the portable pass would have seen their points.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn merged(self) -> Violation {
        let (ups, up_ats) = spill(self.max_up, self.up_at);
        let (lows, _) = spill(self.min_low, self.at);
        let mut v = Violation::NONE;
        for lane in 0..ROUND {
            let (value, at) = (ups[lane], up_ats[lane]);
            let later = Some(at as usize) > v.up;
            if at >= 0 && (value > v.max_up || (value == v.max_up && later)) {
                v.max_up = value;
                v.up = Some(at as usize);
            }
            v.min_low = v.min_low.min(lows[lane]);
        }
        v
    }
}

/// # Safety
/// AVX2.
#[target_feature(enable = "avx2")]
unsafe fn find_avx2(f: &[f64], sets: &[u8]) -> Violation {
    let rounds = f.len().min(sets.len()) / ROUND;
    let mut search = Search::new();
    for round in 0..rounds {
        // (round + 1) · 16 ≤ n.
        search_round!(search, f, sets, round * ROUND);
    }
    super::find_from(f, sets, rounds * ROUND, search.merged())
}

/// The update and the search in one pass: each round's sixteen values are updated, then
/// read back from the first level of cache.
///
/// # Safety
/// AVX2.
#[target_feature(enable = "avx2")]
unsafe fn update_and_find_avx2(
    f: &mut [f64],
    sets: &[u8],
    [row_i, row_j]: [&[f64]; 2],
    [si, sj]: [f64; 2],
) -> Violation {
    let n = f.len().min(sets.len()).min(row_i.len()).min(row_j.len());
    let rounds = n / ROUND;
    let (vsi, vsj) = (_mm256_set1_pd(si), _mm256_set1_pd(sj));
    let mut search = Search::new();
    for round in 0..rounds {
        let k = round * ROUND;
        for g in 0..4 {
            let at = k + 4 * g;
            // SAFETY: at + 4 ≤ n, within all four slices.
            unsafe {
                let step = _mm256_add_pd(
                    _mm256_mul_pd(load(row_i, at), vsi),
                    _mm256_mul_pd(load(row_j, at), vsj),
                );
                _mm256_storeu_pd(f.as_mut_ptr().add(at), _mm256_sub_pd(load(f, at), step));
            }
        }
        // k + 16 ≤ n.
        search_round!(search, f, sets, k);
    }
    for k in rounds * ROUND..n {
        f[k] -= row_i[k] * si + row_j[k] * sj;
    }
    super::find_from(f, sets, rounds * ROUND, search.merged())
}

/// # Safety
/// AVX2.
#[target_feature(enable = "avx2")]
unsafe fn second_of_pair_avx2(points: Points, row_i: &[f64], first: First) -> Option<usize> {
    let Points {
        minus_y_gradient: f,
        sets,
        diagonal,
    } = points;
    let n = f.len().min(sets.len()).min(diagonal.len()).min(row_i.len());
    let (mut at, step) = indices();
    let mut best = [_mm256_set1_pd(f64::INFINITY); 4];
    let mut best_at = [_mm256_set1_epi64x(-1); 4];
    let (v_max_up, v_k_ii) = (_mm256_set1_pd(first.max_up), _mm256_set1_pd(first.k_ii));
    let (zero, two, tau, minus) = (
        _mm256_setzero_pd(),
        _mm256_set1_pd(2.0),
        _mm256_set1_pd(TAU),
        _mm256_set1_pd(-0.0),
    );
    let rounds = n / ROUND;
    for round in 0..rounds {
        for g in 0..4 {
            let k = round * ROUND + 4 * g;
            // SAFETY: k + 4 ≤ rounds · 16 ≤ n.
            let (values, lane_sets, k_ij, k_jj) = unsafe {
                (
                    load(f, k),
                    load_sets(sets, k),
                    load(row_i, k),
                    load(diagonal, k),
                )
            };
            let gain = _mm256_sub_pd(v_max_up, values);
            let candidate = _mm256_and_pd(
                has(lane_sets, IN_LOW),
                _mm256_cmp_pd::<_CMP_GT_OQ>(gain, zero),
            );
            if _mm256_movemask_pd(candidate) == 0 {
                at[g] = _mm256_add_epi64(at[g], step);
                continue;
            }
            let curvature = _mm256_sub_pd(_mm256_add_pd(v_k_ii, k_jj), _mm256_mul_pd(two, k_ij));
            let positive =
                _mm256_blendv_pd(tau, curvature, _mm256_cmp_pd::<_CMP_GT_OQ>(curvature, zero));
            let decrease = _mm256_div_pd(_mm256_xor_pd(_mm256_mul_pd(gain, gain), minus), positive);
            let take = _mm256_and_pd(candidate, _mm256_cmp_pd::<_CMP_LE_OQ>(decrease, best[g]));
            best[g] = _mm256_blendv_pd(best[g], decrease, take);
            best_at[g] = choose_at(best_at[g], at[g], take);
            at[g] = _mm256_add_epi64(at[g], step);
        }
    }
    let (decreases, ats) = spill(best, best_at);
    let mut choice = Choice::NONE;
    for lane in 0..ROUND {
        let at = ats[lane];
        if at >= 0
            && (decreases[lane] < choice.decrease
                || (decreases[lane] == choice.decrease && Some(at as usize) > choice.at))
        {
            choice = Choice {
                at: Some(at as usize),
                decrease: decreases[lane],
            };
        }
    }
    super::second_of_pair_portable(points, row_i, first, rounds * ROUND, choice).at
}
