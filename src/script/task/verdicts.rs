//! The verdicts the number, spot and error tasks give: right or wrong, with the reason in the
//! course's terms.

use glam::DVec2;

use super::{Quantity, Verdict, format_vector};
use crate::loss::ErrorMeasure;
use crate::number;
use crate::t;

/// Whether a number `given` is `value` to within `within` (and the rounding of `value`).
pub(super) fn close_enough(given: f64, value: f64, within: f64) -> bool {
    given.is_finite() && (given - value).abs() <= within + 1e-12 * value.abs()
}

/// The verdict on `spot` for where centre `centre` (from 1) moves, when it moves to `mu`: right
/// within `distance` of it.
pub(super) fn kmeans_verdict(
    centre: usize,
    distance: f64,
    mu: [f64; 2],
    spot: [f64; 2],
) -> Verdict {
    let apart = DVec2::from(mu).distance(DVec2::from(spot));
    let right = apart <= distance;
    let (mu, apart, distance) = (
        format_vector(&mu),
        number::significant(apart, 2),
        number::significant(distance, 2),
    );
    let centre = format!("μ{}", number::subscript(centre));
    let reason = if right {
        t!(
            "core-task-kmeans-right",
            centre = centre,
            mu = mu,
            apart = apart,
            distance = distance
        )
    } else {
        t!(
            "core-task-kmeans-wrong",
            centre = centre,
            mu = mu,
            apart = apart,
            distance = distance
        )
    };
    Verdict { right, reason }
}

/// The verdict on the number `given` for `quantity`, whose value is `value`.
pub(super) fn number_verdict(quantity: Quantity, within: f64, value: f64, given: f64) -> Verdict {
    let right = close_enough(given, value, within);
    let shown = match quantity {
        Quantity::EInAfterNextUpdate => number::significant(value, 4),
        _ => number::shortest(value),
    };
    let given = number::shortest(given);
    let reason = match (quantity, right) {
        (Quantity::NextPoint, true) => {
            t!("core-task-next-point-right", value = shown, given = given)
        }
        (Quantity::NextPoint, false) => {
            t!("core-task-next-point-wrong", value = shown, given = given)
        }
        (Quantity::UpdatesToHalt, true) => {
            t!("core-task-halt-right", value = shown, given = given)
        }
        (Quantity::UpdatesToHalt, false) => {
            t!("core-task-halt-wrong", value = shown, given = given)
        }
        (Quantity::EInAfterNextUpdate, true) => {
            t!("core-task-e-in-right", value = shown, given = given)
        }
        (Quantity::EInAfterNextUpdate, false) => {
            t!("core-task-e-in-wrong", value = shown, given = given)
        }
        (Quantity::Problems, true) => {
            t!("core-task-problems-right", value = shown, given = given)
        }
        (Quantity::Problems, false) => {
            t!("core-task-problems-wrong", value = shown, given = given)
        }
    };
    Verdict { right, reason }
}

/// The verdict on the number `given` for the error `measure` at the score `score`, whose value
/// is `value`.
pub(super) fn error_verdict(
    score: f64,
    measure: ErrorMeasure,
    within: f64,
    value: f64,
    given: f64,
) -> Verdict {
    let right = close_enough(given, value, within);
    let (error, formula, score) = (
        measure.name(),
        measure.formula(),
        number::significant(score, 4).replace('-', "−"),
    );
    let (value, given) = (number::significant(value, 4), number::shortest(given));
    let reason = if right {
        t!(
            "core-task-error-right",
            error = error,
            formula = formula,
            score = score,
            value = value,
            given = given
        )
    } else {
        t!(
            "core-task-error-wrong",
            error = error,
            formula = formula,
            score = score,
            value = value,
            given = given
        )
    };
    Verdict { right, reason }
}
