//! The exact law of one bin's sample: the binomial pmf of the orange count k among N marbles,
//! computed in log space so that N up to 10⁵ (and beyond) neither overflows nor underflows to
//! nonsense; its tail P[|ν − μ| > ε]; and Hoeffding's bound 2·exp(−2ε²N) beside it.

/// How far apart |k − Nμ| and Nε may be, per marble, and still count as equal. A person types
/// μ and ε as decimals, which binary floating point holds only nearly: 0.3 is stored a little
/// below 3/10, so comparing the stored values exactly would call |0.8 − 0.5| > 0.3 true. Both
/// sides carry a few roundings of numbers at most N, far below this gap; only a μ or ε typed
/// with more than about nine significant digits could fall inside it.
const TIE_PER_MARBLE: f64 = 1e-9;

/// Whether a sample of `n` marbles with `k` orange ones is bad: |k/N − μ| > ε, strictly (the
/// lecture's inequality). Decided on the integer count k as |k − Nμ| > Nε, a tie within
/// [`TIE_PER_MARBLE`] counting as equal (so not bad), never on the rounded quotient k/N − μ.
pub fn is_bad(k: u64, n: u64, mu: f64, eps: f64) -> bool {
    let n = n as f64;
    let deviation = (k as f64 - n * mu).abs();
    deviation - n * eps > TIE_PER_MARBLE * n.max(1.0)
}

/// Hoeffding's bound on P[|ν − μ| > ε] for N marbles: 2·exp(−2ε²N) (it may exceed 1).
pub fn hoeffding(n: u64, eps: f64) -> f64 {
    2.0 * (-2.0 * eps * eps * n as f64).exp()
}

/// ln(k!) for k = 0..=n, as a compensated (Kahan) running sum of logarithms, so the error does
/// not grow with n: each entry is within a few units in its last place, which for ln(10⁵!) ≈
/// 10⁶ is about 10⁻¹⁰, the relative error this leaves in a pmf term.
fn ln_factorials(n: u64) -> Vec<f64> {
    let mut table = Vec::with_capacity(n as usize + 1);
    let (mut sum, mut lost) = (0.0f64, 0.0f64);
    table.push(0.0);
    for k in 1..=n {
        let term = (k as f64).ln() - lost;
        let next = sum + term;
        lost = (next - sum) - term;
        sum = next;
        table.push(sum);
    }
    table
}

/// The binomial law of the orange count among `n` marbles drawn from a bin of orange fraction
/// `mu`: pmf(k) for k = 0..=n.
#[derive(Debug, Clone, PartialEq)]
pub struct Binomial {
    pub n: u64,
    pub mu: f64,
    /// P[k orange], k = 0..=n.
    pub pmf: Vec<f64>,
}

impl Binomial {
    /// The law for N = `n`, μ = `mu` (μ in [0, 1]; μ = 0 or 1 puts all the mass on one k).
    pub fn new(n: u64, mu: f64) -> Self {
        let pmf = if mu <= 0.0 || mu >= 1.0 {
            let all = if mu <= 0.0 { 0 } else { n };
            (0..=n).map(|k| if k == all { 1.0 } else { 0.0 }).collect()
        } else {
            let ln_fact = ln_factorials(n);
            let (ln_mu, ln_rest) = (mu.ln(), (-mu).ln_1p());
            let whole = ln_fact[n as usize];
            (0..=n as usize)
                .map(|k| {
                    let ln_choose = whole - ln_fact[k] - ln_fact[n as usize - k];
                    (ln_choose + k as f64 * ln_mu + (n as usize - k) as f64 * ln_rest).exp()
                })
                .collect()
        };
        Self { n, mu, pmf }
    }

    /// P[|ν − μ| > ε], exactly (the sum of the pmf over the bad counts k, see [`is_bad`]).
    pub fn tail(&self, eps: f64) -> f64 {
        let sum: f64 = self
            .pmf
            .iter()
            .enumerate()
            .filter(|&(k, _)| is_bad(k as u64, self.n, self.mu, eps))
            .map(|(_, p)| p)
            .sum();
        sum.min(1.0)
    }

    /// The mean of the count, Σ k·pmf(k) (Nμ, up to rounding).
    pub fn mean(&self) -> f64 {
        self.pmf.iter().enumerate().map(|(k, p)| k as f64 * p).sum()
    }

    /// P[count ≤ k].
    pub fn cdf(&self, k: u64) -> f64 {
        let upto = (k.min(self.n) as usize) + 1;
        self.pmf[..upto].iter().sum::<f64>().min(1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pmf_sums_to_one_and_matches_small_cases() {
        let law = Binomial::new(4, 0.5);
        let expected = [1.0, 4.0, 6.0, 4.0, 1.0].map(|c| c / 16.0);
        for (p, e) in law.pmf.iter().zip(expected) {
            assert!((p - e).abs() < 1e-15, "{p} {e}");
        }
        let big = Binomial::new(100_000, 0.3);
        let total: f64 = big.pmf.iter().sum();
        // Each term carries a relative error near 10⁻¹⁰ (ln N! is near 10⁶).
        assert!((total - 1.0).abs() < 1e-9, "{total}");
        assert!((big.mean() - 30_000.0).abs() < 1e-4);
    }

    #[test]
    fn a_tie_is_not_bad_whatever_the_binary_rounding() {
        // |0.8 − 0.5| = 0.3 is not > 0.3, though 0.3 is stored below 3/10.
        assert!(!is_bad(8, 10, 0.5, 0.3));
        assert!(!is_bad(2, 10, 0.5, 0.3));
        assert!(is_bad(9, 10, 0.5, 0.3));
        assert!(!is_bad(6, 10, 0.5, 0.1));
        assert!(is_bad(7, 10, 0.5, 0.1));
        // N = 10, μ = 0.5, ε = 0.3: bad iff k ∈ {0, 1, 9, 10}.
        let tail = Binomial::new(10, 0.5).tail(0.3);
        assert!((tail - 22.0 / 1024.0).abs() < 1e-15, "{tail}");
    }

    #[test]
    fn a_sure_bin_has_one_count() {
        let none = Binomial::new(5, 0.0);
        assert_eq!(none.pmf, vec![1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(none.tail(0.1), 0.0);
        assert_eq!(Binomial::new(5, 1.0).cdf(4), 0.0);
    }
}
