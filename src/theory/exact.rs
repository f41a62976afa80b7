//! Exact signs of the plane's determinants, for the separability decision.
//!
//! [`cross_sign`] returns the sign of (b − a) × (d − c) exactly, with [`orient2d`] its special case
//! c = a. It first evaluates the determinant in `f64` and keeps that sign when Shewchuk's error
//! bound (J. R. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
//! Predicates", 1997, bound `ccwerrboundA`) proves it right; otherwise it recomputes the whole
//! expression without rounding, as a floating-point *expansion* (a sum of non-overlapping `f64`s:
//! exact differences by Two-Diff, exact products by a fused multiply-add, exact sums by
//! Grow-Expansion), whose sign is the sign of its largest component.
//!
//! Exactness needs no overflow and no underflow in those products: it holds whenever every
//! coordinate is 0 or has magnitude in [2⁻⁴⁵⁰, 2⁴⁵⁰] (about 10⁻¹³⁵ … 10¹³⁵); [`in_exact_range`]
//! checks that. (Every component then is a multiple of 2⁻⁵⁰², so a product of two is a multiple
//! of 2⁻¹⁰⁰⁴, above the smallest subnormal, and no magnitude exceeds 2⁹⁰⁴.)

use std::cmp::Ordering;

/// A point of the plane, (x₁, x₂).
pub type Point2 = [f64; 2];

/// 2⁻⁵³, half an ulp of 1: Shewchuk's ε.
const EPSILON: f64 = 1.0 / 9_007_199_254_740_992.0;
/// Shewchuk's `ccwerrboundA` = (3 + 16ε)ε: a rounded a·b − c·d (with rounded differences inside)
/// has the true sign when it exceeds this times |a·b| + |c·d|.
const ERR_BOUND: f64 = (3.0 + 16.0 * EPSILON) * EPSILON;

/// 2⁻⁴⁵⁰ and 2⁴⁵⁰, the range of coordinates where [`cross_sign`] is exact.
const SMALLEST: f64 = f64::from_bits((1023 - 450) << 52);
const LARGEST: f64 = f64::from_bits((1023 + 450) << 52);

/// Whether a coordinate keeps [`cross_sign`] exact: 0, or magnitude in [2⁻⁴⁵⁰, 2⁴⁵⁰].
pub fn in_exact_range(v: f64) -> bool {
    v == 0.0 || (SMALLEST..=LARGEST).contains(&v.abs())
}

/// The sign of (b − a) × (d − c) = (b₁ − a₁)(d₂ − c₂) − (b₂ − a₂)(d₁ − c₁), exactly (see the
/// module doc for the range of coordinates where that holds).
pub fn cross_sign(a: Point2, b: Point2, c: Point2, d: Point2) -> Ordering {
    let left = (b[0] - a[0]) * (d[1] - c[1]);
    let right = (b[1] - a[1]) * (d[0] - c[0]);
    let det = left - right;
    let bound = ERR_BOUND * (left.abs() + right.abs());
    if det > bound {
        return Ordering::Greater;
    }
    if -det > bound {
        return Ordering::Less;
    }
    cross_sign_exact(a, b, c, d)
}

/// The orientation of the triangle (a, b, c): `Greater` when c is left of the directed line
/// a → b (counter-clockwise turn), `Less` when right, `Equal` when the three are collinear. Exact.
pub fn orient2d(a: Point2, b: Point2, c: Point2) -> Ordering {
    cross_sign(a, b, a, c)
}

/// Compares points lexicographically: by x₁, then x₂. Along any line this is the order of
/// position along it (one way or the other), which the collinear cases use.
pub fn lex(a: Point2, b: Point2) -> Ordering {
    a[0].total_cmp(&b[0]).then(a[1].total_cmp(&b[1]))
}

/// The same determinant, evaluated without rounding.
fn cross_sign_exact(a: Point2, b: Point2, c: Point2, d: Point2) -> Ordering {
    let bax = two_diff(b[0], a[0]);
    let bay = two_diff(b[1], a[1]);
    let dcx = two_diff(d[0], c[0]);
    let dcy = two_diff(d[1], c[1]);
    if [bax, bay, dcx, dcy].iter().all(|diff| diff[0] == 0.0) {
        // Every difference exact (as often for points in symmetric places): the determinant is
        // P − Q with P = p + p' and Q = q + q' exactly, p and q rounded to nearest. Rounding
        // keeps order, so p ≠ q decides; when p = q, P − Q = p' − q', whose rounded
        // difference has its sign.
        let (p, p_low) = two_product(bax[1], dcy[1]);
        let (q, q_low) = two_product(bay[1], dcx[1]);
        let (p, q) = if p == q { (p_low - q_low, 0.0) } else { (p, q) };
        return p.partial_cmp(&q).unwrap_or(Ordering::Equal);
    }
    // Eight products of two components each, each grown into the sum with at most one more
    // component: sixteen at most, kept on the stack (points in symmetric places, a regular
    // polygon's parallel edges, come here often).
    let mut sum = Expansion::default();
    for (u, v, sign) in [(bax, dcy, 1.0), (bay, dcx, -1.0)] {
        for p in u {
            for q in v {
                let (hi, lo) = two_product(p, q);
                sum.grow(sign * lo);
                sum.grow(sign * hi);
            }
        }
    }
    // Non-overlapping components in increasing magnitude: the largest non-zero one decides.
    sum.components()
        .iter()
        .rev()
        .find(|v| **v != 0.0)
        .map_or(Ordering::Equal, |v| v.total_cmp(&0.0))
}

/// a − b as an exact two-component expansion [low, high] (Shewchuk's Two-Diff).
fn two_diff(a: f64, b: f64) -> [f64; 2] {
    let x = a - b;
    let b_virtual = a - x;
    let a_virtual = x + b_virtual;
    let b_round = b_virtual - b;
    let a_round = a - a_virtual;
    [a_round + b_round, x]
}

/// a + b as an exact (high, low) pair (Shewchuk's Two-Sum).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let x = a + b;
    let b_virtual = x - a;
    let a_virtual = x - b_virtual;
    let b_round = b - b_virtual;
    let a_round = a - a_virtual;
    (x, a_round + b_round)
}

/// a·b as an exact (high, low) pair; the fused multiply-add gives the rounding error exactly.
fn two_product(a: f64, b: f64) -> (f64, f64) {
    let x = a * b;
    (x, a.mul_add(b, -x))
}

/// An expansion of at most sixteen components (the determinant's: see [`cross_sign_exact`]).
#[derive(Default)]
struct Expansion {
    components: [f64; 16],
    len: usize,
}

impl Expansion {
    fn components(&self) -> &[f64] {
        &self.components[..self.len]
    }

    /// Adds b in place (Shewchuk's Grow-Expansion, dropping zero components): the expansion
    /// stays non-overlapping with components in increasing magnitude.
    fn grow(&mut self, b: f64) {
        let mut q = b;
        let mut out = 0;
        for i in 0..self.len {
            let (sum, err) = two_sum(q, self.components[i]);
            q = sum;
            if err != 0.0 {
                self.components[out] = err;
                out += 1;
            }
        }
        self.len = out;
        if q != 0.0 {
            self.components[self.len] = q;
            self.len += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The determinant in 128-bit integers, exact for integer coordinates below 2⁵⁰.
    fn cross_i128(a: [i64; 2], b: [i64; 2], c: [i64; 2], d: [i64; 2]) -> Ordering {
        let l = i128::from(b[0] - a[0]) * i128::from(d[1] - c[1]);
        let r = i128::from(b[1] - a[1]) * i128::from(d[0] - c[0]);
        l.cmp(&r)
    }

    fn f(p: [i64; 2], scale: f64) -> Point2 {
        [p[0] as f64 * scale, p[1] as f64 * scale]
    }

    /// (g, u, v) with p·u + q·v = g = gcd(p, q).
    fn ext_gcd(p: i64, q: i64) -> (i64, i64, i64) {
        if q == 0 {
            (p, 1, 0)
        } else {
            let (g, u, v) = ext_gcd(q, p % q);
            (g, v, u - (p / q) * v)
        }
    }

    #[test]
    fn agrees_with_integer_arithmetic_on_nearly_degenerate_input() {
        // Directions (P, Q) of size 2⁴⁸…2⁴⁹ and (p, q) with P·q − Q·p = 1: the determinant is a
        // small integer while its two products are near 2⁹⁸, far beyond f64's 53 bits.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m) as i64
        };
        let mut float_wrong = 0;
        let mut cases = 0;
        while cases < 4000 {
            let big = [next(1 << 48) + (1 << 48), next(1 << 48) + (1 << 48)];
            let (g, u, v) = ext_gcd(big[0], big[1]);
            if g != 1 {
                continue;
            }
            let small = [-v, u];
            let a = [next(1 << 20) - (1 << 19), next(1 << 20) - (1 << 19)];
            let b = [a[0] + big[0], a[1] + big[1]];
            let c = [next(1 << 20) - (1 << 19), next(1 << 20) - (1 << 19)];
            for m in -2..=2 {
                for j in -1..=1 {
                    let d = [
                        c[0] + m * small[0] + j * big[0],
                        c[1] + m * small[1] + j * big[1],
                    ];
                    cases += 1;
                    let want = cross_i128(a, b, c, d);
                    assert_eq!(want, m.cmp(&0));
                    for scale in [1.0, 0.125, 1.0 / (1u64 << 40) as f64, (1u64 << 40) as f64] {
                        let (fa, fb, fc, fd) = (f(a, scale), f(b, scale), f(c, scale), f(d, scale));
                        assert_eq!(cross_sign(fa, fb, fc, fd), want, "{a:?} {b:?} {c:?} {d:?}");
                        let naive = ((fb[0] - fa[0]) * (fd[1] - fc[1])
                            - (fb[1] - fa[1]) * (fd[0] - fc[0]))
                            .total_cmp(&0.0);
                        float_wrong += usize::from(naive != want);
                        // orient2d is the case c = a.
                        let e = [a[0] + m * small[0], a[1] + m * small[1]];
                        assert_eq!(orient2d(fa, fb, f(e, scale)), m.cmp(&0));
                    }
                }
            }
        }
        // The test is only worth something if plain floating point gets many of these wrong.
        assert!(float_wrong > 1000, "only {float_wrong} rounding failures");
    }

    #[test]
    fn inexact_differences_are_handled() {
        // b − a = (1 + 2⁻⁶⁰, 1) is not representable. With d − c = (1, 1) the determinant is
        // (1 + 2⁻⁶⁰) − 1 = 2⁻⁶⁰ > 0 exactly, though the rounded difference gives 0.
        let tiny = 1.0 / (1u64 << 60) as f64;
        let a = [-tiny, 0.0];
        let b = [1.0, 1.0];
        assert_eq!(cross_sign(a, b, [0.0, 0.0], [1.0, 1.0]), Ordering::Greater);
        assert_eq!(cross_sign(b, a, [0.0, 0.0], [1.0, 1.0]), Ordering::Less);
        assert_eq!(
            cross_sign([0.0, 0.0], b, [0.0, 0.0], [1.0, 1.0]),
            Ordering::Equal
        );
    }

    #[test]
    fn range() {
        assert!(in_exact_range(0.0));
        assert!(in_exact_range(-1e100));
        assert!(in_exact_range(1e-100));
        assert!(!in_exact_range(1e200));
        assert!(!in_exact_range(1e-200));
        assert_eq!(SMALLEST, 2f64.powi(-450));
    }
}
