//! "Which circle in X is this line in Z?" (the course's lecture 12): under the circle transform
//! z = (1, x₁², x₂²) the learner's line w₀ + w₁z₁ + w₂z₂ = 0 is the curve
//! w₀ + w₁x₁² + w₂x₂² = 0 in X, which crosses the x_k axis at ±√(−w₀/w_k) — a circle of that
//! radius about the origin when w₁ = w₂. The answer is that number, from the scene's own w.

use crate::lesson::Lesson;
use crate::number;
use crate::t;
use crate::transform::{Transform, circle_crossings};

use super::{Verdict, close_enough, format_vector};

/// The scene's w in Z (the learner's answer at its t), Φ being the circle transform.
fn scene_w(state: &Lesson) -> Result<Vec<f64>, String> {
    let run = state.replay_in_z()?;
    if run.phi != Transform::Circle {
        return Err(t!("core-task-circle-not-circle").to_owned());
    }
    Ok(run.learner.answer().to_vec())
}

/// Where the scene's curve crosses the x_`axis` axis (from 1): √(−w₀/w_k).
pub fn answer(state: &Lesson, axis: usize) -> Result<f64, String> {
    let w = scene_w(state)?;
    circle_crossings(&w)
        .get(axis.wrapping_sub(1))
        .copied()
        .flatten()
        .ok_or_else(|| t!("core-task-circle-no-crossing", w = format_vector(&w)))
}

/// An axis of the plane: 1 or 2.
pub fn is_valid(axis: usize, within: f64) -> bool {
    (1..=2).contains(&axis) && within.is_finite() && within >= 0.0
}

/// The verdict on the radius `given` along x_`axis`.
pub fn check(state: &Lesson, axis: usize, within: f64, given: f64) -> Result<Verdict, String> {
    let w = scene_w(state)?;
    let value = answer(state, axis)?;
    let right = close_enough(given, value, within);
    let squared = -w[0] / w[axis];
    let k = number::subscript(axis);
    let (w, squared, value, given) = (
        format_vector(&w),
        number::significant(squared, 4),
        number::significant(value, 4),
        number::shortest(given),
    );
    let reason = if right {
        t!(
            "core-task-circle-right",
            w = w,
            k = k,
            squared = squared,
            value = value
        )
    } else {
        t!(
            "core-task-circle-wrong",
            w = w,
            k = k,
            squared = squared,
            value = value,
            given = given
        )
    };
    Ok(Verdict { right, reason })
}
