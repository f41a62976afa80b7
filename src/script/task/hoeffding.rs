//! The numbers of the course's lectures 3–4 (is learning feasible?): Hoeffding's bound
//! 2·exp(−2ε²N) on one bin, the union bound 2M·exp(−2ε²N) on M bins, and the lecture's
//! "someone among C students gets F heads out of F", 1 − (1 − 2^−F)^C. Each is the core's own
//! number ([`crate::bins`]), checked within the task's tolerance; the reason gives the formula
//! with the task's numbers in it.

use serde::{Deserialize, Serialize};

use crate::bins::binomial::hoeffding;
use crate::bins::coins::someone_all_heads;
use crate::number;
use crate::t;

use super::{Verdict, close_enough};

/// The numbers about bins a task may ask for.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "of", rename_all = "snake_case", deny_unknown_fields)]
pub enum BinsQuestion {
    /// Hoeffding's bound on P[|ν − μ| > ε] for samples of N.
    Bound { n: u64, eps: f64 },
    /// The union bound over M hypotheses.
    UnionBound { m: u64, n: u64, eps: f64 },
    /// P[some of `coins` fair coins comes up heads in all `flips` flips].
    SomeoneAllHeads { coins: u64, flips: u64 },
}

/// The counts at least 1, ε positive and finite, the tolerance a finite number ≥ 0.
pub fn is_valid(question: &BinsQuestion, within: f64) -> bool {
    let tolerance = within.is_finite() && within >= 0.0;
    let eps_ok = |eps: f64| eps.is_finite() && eps > 0.0;
    tolerance
        && match *question {
            BinsQuestion::Bound { n, eps } => n >= 1 && eps_ok(eps),
            BinsQuestion::UnionBound { m, n, eps } => m >= 1 && n >= 1 && eps_ok(eps),
            BinsQuestion::SomeoneAllHeads { coins, flips } => coins >= 1 && flips >= 1,
        }
}

/// The number asked for.
pub fn answer(question: &BinsQuestion) -> f64 {
    match *question {
        BinsQuestion::Bound { n, eps } => hoeffding(n, eps),
        BinsQuestion::UnionBound { m, n, eps } => m as f64 * hoeffding(n, eps),
        BinsQuestion::SomeoneAllHeads { coins, flips } => someone_all_heads(coins, flips),
    }
}

/// The verdict on `given`, within `within` of the answer.
pub fn verdict(question: &BinsQuestion, within: f64, given: f64) -> Verdict {
    let value = answer(question);
    let right = close_enough(given, value, within);
    let formula = match *question {
        BinsQuestion::Bound { n, eps } => format!("2·exp(−2·{}²·{n})", number::shortest(eps)),
        BinsQuestion::UnionBound { m, n, eps } => {
            format!("2·{m}·exp(−2·{}²·{n})", number::shortest(eps))
        }
        BinsQuestion::SomeoneAllHeads { coins, flips } => {
            format!("1 − (1 − 2^−{flips})^{coins}")
        }
    };
    let (value, given) = (number::significant(value, 4), number::shortest(given));
    let reason = if right {
        t!("bins-task-right", formula = formula, value = value)
    } else {
        t!(
            "bins-task-wrong",
            formula = formula,
            value = value,
            given = given
        )
    };
    Verdict { right, reason }
}

/// A number that fails the task: past the tolerance, on the far side.
pub fn wrong_number(value: f64, within: f64) -> f64 {
    value + 2.0 * within + 0.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lectures_numbers_and_their_verdicts() {
        let class = BinsQuestion::SomeoneAllHeads {
            coins: 150,
            flips: 5,
        };
        assert!((answer(&class) - 0.9915).abs() < 1e-4);
        assert!(verdict(&class, 0.01, 0.99).right);
        assert!(!verdict(&class, 0.01, 0.5).right);
        let bound = BinsQuestion::Bound { n: 10, eps: 0.3 };
        assert!((answer(&bound) - 2.0 * (-1.8f64).exp()).abs() < 1e-15);
        let union = BinsQuestion::UnionBound {
            m: 10,
            n: 10,
            eps: 0.3,
        };
        assert!((answer(&union) - 10.0 * answer(&bound)).abs() < 1e-12);
        assert!(!verdict(&bound, 0.01, wrong_number(answer(&bound), 0.01)).right);
        assert!(!is_valid(&BinsQuestion::Bound { n: 0, eps: 0.3 }, 0.0));
        assert!(!is_valid(&bound, f64::NAN));
    }
}
