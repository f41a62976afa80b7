//! One SMO step's two-variable problem and what the step did: the exact optimum of the dual
//! along the line Σαₙyₙ = const through (αᵢ, αⱼ), clipped to the box [0, C]² as libsvm clips it.

/// libsvm's τ: the curvature used when a pair's is not positive.
pub(super) const TAU: f64 = 1e-12;

/// What one SMO step did to the pair (i, j), and where the solve stands after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairUpdate {
    /// The first of the pair: the point that violates the KKT conditions most (m(α)).
    pub i: usize,
    /// The second, chosen by the second-order rule.
    pub j: usize,
    /// αᵢ before and after the step.
    pub alpha_i: [f64; 2],
    /// αⱼ before and after the step.
    pub alpha_j: [f64; 2],
    /// D(α) after the step.
    pub dual_objective: f64,
}

/// The two-variable problem of one step: the pair's α, their gradients Gᵢ, Gⱼ, whether their
/// labels agree, and the curvature Kᵢᵢ + Kⱼⱼ − 2Kᵢⱼ along Σαₙyₙ = const.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Pair {
    pub alpha: [f64; 2],
    pub gradient: [f64; 2],
    pub same_label: bool,
    pub curvature: f64,
}

/// The pair's new (αᵢ, αⱼ): the unconstrained optimum along Σαₙyₙ = const, clipped to [0, C]²
/// exactly as libsvm clips it (C = ∞: the hard margin).
pub(super) fn solve(pair: Pair, c: f64) -> (f64, f64) {
    let [gi, gj] = pair.gradient;
    let [mut ai, mut aj] = pair.alpha;
    let curvature = if pair.curvature > 0.0 {
        pair.curvature
    } else {
        TAU
    };
    if !pair.same_label {
        let delta = (-gi - gj) / curvature;
        let diff = ai - aj;
        ai += delta;
        aj += delta;
        if diff > 0.0 {
            if aj < 0.0 {
                aj = 0.0;
                ai = diff;
            }
        } else if ai < 0.0 {
            ai = 0.0;
            aj = -diff;
        }
        // With C = ∞ neither upper clip applies (C − C is NaN, and nothing exceeds ∞).
        if c.is_finite() {
            if diff > 0.0 {
                if ai > c {
                    ai = c;
                    aj = c - diff;
                }
            } else if aj > c {
                aj = c;
                ai = c + diff;
            }
        }
    } else {
        let delta = (gi - gj) / curvature;
        let sum = ai + aj;
        ai -= delta;
        aj += delta;
        if sum > c {
            if ai > c {
                ai = c;
                aj = sum - c;
            }
        } else if aj < 0.0 {
            aj = 0.0;
            ai = sum;
        }
        if sum > c {
            if aj > c {
                aj = c;
                ai = sum - c;
            }
        } else if ai < 0.0 {
            ai = 0.0;
            aj = sum;
        }
    }
    (ai, aj)
}
