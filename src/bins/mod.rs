//! Can we learn at all? The lectures' bins of marbles in numbers (Foundations, lectures 3–4;
//! Learning From Data, section 1.3): one bin of orange fraction μ sampled N marbles at a time,
//! the sample's fraction ν against μ, the exact binomial tail P[|ν − μ| > ε] and Hoeffding's
//! bound 2·exp(−2ε²N) ([`bin`], [`binomial`]); the coin game and exercise 1.10 (the first coin,
//! a random one, the one with the fewest heads: [`coins`]); and one bin per hypothesis, the
//! samples bad for some h against the union bound 2M·exp(−2ε²N) ([`many`], with E_out of a line
//! against a line target exactly, as an area: [`area`]).
//!
//! Everything here is plain data a plot can draw: histograms as counts per k, curves as
//! `(x, value)` rows. Every draw is seeded (ChaCha8, as the learners), so a seed replays a run.

pub mod area;
pub mod bin;
pub mod binomial;
pub mod coins;
pub mod many;

use std::fmt;

use thiserror::Error;

use crate::t;

/// A setting of a bin, the coin game or the many bins out of range.
#[derive(Debug, Clone, Copy, PartialEq, Error)]
pub enum BinsError {
    /// μ outside [0, 1] (or NaN).
    Mu(f64),
    /// ε ≤ 0, NaN or infinite.
    Eps(f64),
    /// A count that must be at least one is zero: N, the coins, flips, runs, samples or
    /// hypotheses (by its command-line name).
    Zero(&'static str),
}

impl fmt::Display for BinsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            Self::Mu(mu) => t!("bins-error-mu", mu = mu.to_string()),
            Self::Eps(eps) => t!("bins-error-eps", eps = eps.to_string()),
            Self::Zero(what) => t!("bins-error-count", what = what),
        };
        f.write_str(&text)
    }
}

/// Checks μ ∈ [0, 1].
pub(crate) fn check_mu(mu: f64) -> Result<f64, BinsError> {
    if (0.0..=1.0).contains(&mu) {
        Ok(mu)
    } else {
        Err(BinsError::Mu(mu))
    }
}

/// Checks ε > 0 and finite.
pub(crate) fn check_eps(eps: f64) -> Result<f64, BinsError> {
    if eps > 0.0 && eps.is_finite() {
        Ok(eps)
    } else {
        Err(BinsError::Eps(eps))
    }
}

/// Checks that a count (`what`, its command-line name) is at least one.
pub(crate) fn check_count(count: u64, what: &'static str) -> Result<u64, BinsError> {
    if count == 0 {
        Err(BinsError::Zero(what))
    } else {
        Ok(count)
    }
}
