//! Why a machine can learn, in numbers: the lectures' hypothesis sets and their growth functions
//! m_H(N), break points, the bound B(N, k) on any growth function with break point k, and the VC
//! bound with its model-complexity penalty Ω and the sample size it asks for. The labellings a
//! set of points admits, each with its witness, are in [`dichotomies`].
//!
//! The formulas (Learning From Data, chapter 2, as the course's lectures 5–7 give them):
//! - positive rays m_H(N) = N + 1; positive intervals m_H(N) = N(N + 1)/2 + 1; convex sets
//!   m_H(N) = 2ᴺ (points on a circle); lines in the plane (2-D perceptrons) m_H(N) = N² − N + 2
//!   for N ≥ 1 (points in general position: 2, 4, 8, 14, 22, …), m_H(0) = 1;
//! - B(N, k) = Σᵢ₌₀^{k−1} C(N, i), which satisfies B(N, k) = B(N − 1, k) + B(N − 1, k − 1);
//! - P[|E_in − E_out| > ε] ≤ 4·m_H(2N)·exp(−ε²N/8), with m_H(N) ≤ N^{d_vc} + 1 its polynomial
//!   form; Ω(N, H, δ) = √(8/N · ln(4·m_H(2N)/δ)); the sample size is the least N with
//!   N ≥ 8/ε² · ln(4·((2N)^{d_vc} + 1)/δ).

pub mod dichotomies;
pub mod gap;

use serde::{Deserialize, Serialize};

/// A hypothesis set of the lectures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Hypotheses {
    /// Lines in the plane: h(x) = sign(w₀ + w₁x₁ + w₂x₂) (2-D perceptrons).
    Lines,
    /// Positive rays on a line: h(x) = +1 for x₁ > a, −1 below.
    Rays,
    /// Positive intervals on a line: h(x) = +1 for x₁ in (a, b), −1 outside.
    Intervals,
    /// Convex sets in the plane: h(x) = +1 inside.
    Convex,
}

impl Hypotheses {
    pub const ALL: [Self; 4] = [Self::Rays, Self::Intervals, Self::Lines, Self::Convex];

    /// The name in files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Self::Lines => "lines",
            Self::Rays => "rays",
            Self::Intervals => "intervals",
            Self::Convex => "convex",
        }
    }

    /// Its name, in the interface's language.
    pub fn name(self) -> &'static str {
        match self {
            Self::Lines => crate::t!("core-vc-name-lines"),
            Self::Rays => crate::t!("core-vc-name-rays"),
            Self::Intervals => crate::t!("core-vc-name-intervals"),
            Self::Convex => crate::t!("core-vc-name-convex"),
        }
    }

    /// The growth function m_H(n): the most dichotomies the set realises on n points.
    pub fn growth(self, n: u32) -> u128 {
        let big = u128::from(n);
        match self {
            Self::Rays => big + 1,
            Self::Intervals => big * (big + 1) / 2 + 1,
            Self::Lines if n == 0 => 1,
            Self::Lines => big * big - big + 2,
            Self::Convex => 1u128.checked_shl(n).unwrap_or(u128::MAX),
        }
    }

    /// The break point: the least k with m_H(k) < 2ᵏ (none for convex sets).
    pub fn break_point(self) -> Option<u32> {
        (1..64).find(|&k| self.growth(k) < 1u128 << k)
    }

    /// The VC dimension: the break point less one (none for convex sets).
    pub fn vc_dimension(self) -> Option<u32> {
        self.break_point().map(|k| k - 1)
    }
}

/// C(n, k), exactly (None past u128).
pub fn binomial(n: u32, k: u32) -> Option<u128> {
    if k > n {
        return Some(0);
    }
    let k = k.min(n - k);
    let mut c: u128 = 1;
    for i in 0..k {
        // c·(n − i) is divisible by (i + 1) after the multiplication.
        c = c.checked_mul(u128::from(n - i))? / u128::from(i + 1);
    }
    Some(c)
}

/// B(N, k): the most dichotomies on N points of any set with break point k,
/// Σᵢ₌₀^{k−1} C(N, i).
pub fn bound_b(n: u32, k: u32) -> Option<u128> {
    (0..k).try_fold(0u128, |sum, i| sum.checked_add(binomial(n, i)?))
}

/// m_H(N) ≤ N^{d_vc} + 1: the growth function's polynomial bound, as a real number.
pub fn polynomial_growth(n: f64, dvc: u32) -> f64 {
    n.powi(dvc as i32) + 1.0
}

/// ln(N^{d_vc} + 1), without overflow: finite for every N ≥ 1 and d_vc (the bound itself
/// passes f64's range from (2·10⁸)⁵⁰ on).
pub fn ln_polynomial_growth(n: f64, dvc: u32) -> f64 {
    let ln_power = f64::from(dvc) * n.ln();
    ln_power + (-ln_power).exp().ln_1p()
}

/// ln of the VC bound 4·m_H(2N)·exp(−ε²N/8), from ln m_H(2N): finite where the bound is not.
pub fn ln_vc_bound(n: f64, eps: f64, ln_growth_2n: f64) -> f64 {
    4f64.ln() + ln_growth_2n - eps * eps * n / 8.0
}

/// Ω(N, H, δ) = √(8/N · ln(4·m_H(2N)/δ)) from ln m_H(2N).
pub fn omega_from_ln(n: f64, delta: f64, ln_growth_2n: f64) -> f64 {
    (8.0 / n * (4f64.ln() + ln_growth_2n - delta.ln())).sqrt()
}

/// The VC bound on P[|E_in − E_out| > ε] for N points: 4·m_H(2N)·exp(−ε²N/8), with m_H(2N)
/// given (`growth_2n`).
pub fn vc_bound(n: f64, eps: f64, growth_2n: f64) -> f64 {
    4.0 * growth_2n * (-eps * eps * n / 8.0).exp()
}

/// The model-complexity penalty Ω(N, H, δ) = √(8/N · ln(4·m_H(2N)/δ)): |E_out − E_in| ≤ Ω with
/// probability at least 1 − δ.
pub fn omega(n: f64, delta: f64, growth_2n: f64) -> f64 {
    (8.0 / n * (4.0 * growth_2n / delta).ln()).sqrt()
}

/// The sample size the VC bound asks for: the least whole N with
/// N ≥ 8/ε² · ln(4·((2N)^{d_vc} + 1)/δ), found by iterating the right-hand side (it grows
/// only logarithmically in N, so the iteration settles in a few steps). None for ε or δ out of
/// (0, 1).
pub fn sample_size(dvc: u32, eps: f64, delta: f64) -> Option<u64> {
    if !(eps > 0.0 && eps < 1.0 && delta > 0.0 && delta < 1.0) {
        return None;
    }
    let needed =
        |n: f64| 8.0 / (eps * eps) * (4f64.ln() + ln_polynomial_growth(2.0 * n, dvc) - delta.ln());
    let mut n = 1.0_f64;
    for _ in 0..200 {
        let next = needed(n);
        if (next - n).abs() < 0.5 {
            break;
        }
        n = next;
    }
    // The least whole N that satisfies the inequality, from just below the fixed point.
    let mut whole = n.floor().max(1.0) as u64;
    while (whole as f64) < needed(whole as f64) {
        whole += 1;
    }
    while whole > 1 && ((whole - 1) as f64) >= needed((whole - 1) as f64) {
        whole -= 1;
    }
    Some(whole)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_in_logarithms_stays_finite_where_its_growth_overflows() {
        // (2·10⁸)⁵⁰ is past f64's range; its logarithm is not.
        let ln = ln_polynomial_growth(2e8, 50);
        assert!(polynomial_growth(2e8, 50).is_infinite());
        assert!((ln - 50.0 * 2e8f64.ln()).abs() < 1e-9, "{ln}");
        assert!(
            (ln_polynomial_growth(2_000.0, 3) - polynomial_growth(2_000.0, 3).ln()).abs() < 1e-9
        );
        assert!(omega_from_ln(1e8, 0.1, ln).is_finite());
        let n = sample_size(50, 0.01, 0.001).expect("in range");
        let needed =
            8.0 / 1e-4 * (4f64.ln() + ln_polynomial_growth(2.0 * n as f64, 50) - 0.001f64.ln());
        assert!(
            n as f64 >= needed && ((n - 1) as f64) < needed,
            "{n} against {needed}"
        );
        assert!(
            ln_vc_bound(n as f64, 0.01, ln_polynomial_growth(2.0 * n as f64, 50))
                <= 0.001f64.ln() + 1e-9
        );
    }

    #[test]
    fn the_growth_functions_and_break_points_of_the_lectures() {
        let lines: Vec<u128> = (1..=5).map(|n| Hypotheses::Lines.growth(n)).collect();
        assert_eq!(lines, [2, 4, 8, 14, 22]);
        assert_eq!(Hypotheses::Rays.break_point(), Some(2));
        assert_eq!(Hypotheses::Intervals.break_point(), Some(3));
        assert_eq!(Hypotheses::Lines.break_point(), Some(4));
        assert_eq!(Hypotheses::Convex.break_point(), None);
        assert_eq!(Hypotheses::Lines.vc_dimension(), Some(3));
    }

    #[test]
    fn b_is_the_sum_of_binomials_and_keeps_its_recursion() {
        for n in 1..=10 {
            for k in 1..=10 {
                let b = bound_b(n, k).expect("small");
                assert_eq!(
                    b,
                    bound_b(n - 1, k).expect("small") + bound_b(n - 1, k - 1).expect("small"),
                    "B({n}, {k})"
                );
            }
        }
        assert_eq!(bound_b(4, 4), Some(15));
        assert_eq!(bound_b(3, 4), Some(8));
        // Every set's growth stays under B(N, its break point).
        for h in [Hypotheses::Rays, Hypotheses::Intervals, Hypotheses::Lines] {
            let k = h.break_point().expect("a break point");
            for n in 0..=10 {
                assert!(h.growth(n) <= bound_b(n, k).expect("small"), "{h:?} at {n}");
            }
        }
    }

    #[test]
    fn the_sample_size_solves_its_inequality_at_its_least() {
        let n = sample_size(3, 0.1, 0.1).expect("a size");
        // The lecture's "about 29,300".
        assert!((29_000..29_600).contains(&n), "{n}");
        let needed = |n: f64| 800.0 * (4.0 * polynomial_growth(2.0 * n, 3) / 0.1).ln();
        assert!(n as f64 >= needed(n as f64));
        assert!(((n - 1) as f64) < needed((n - 1) as f64));
        assert_eq!(sample_size(3, 0.0, 0.1), None);
        assert_eq!(sample_size(3, 0.1, 1.5), None);
    }
}
