//! "Which circle in X is this line in Z?" (the course's lecture 12): under the circle transform
//! z = (1, x₁², x₂²) the learner's line w₀ + w₁z₁ + w₂z₂ = 0 is the curve
//! w₀ + w₁x₁² + w₂x₂² = 0 in X, which crosses the x_k axis at ±√(−w₀/w_k) — a circle of that
//! radius about the origin when w₁ = w₂. The answer is that number, from the scene's own w, or
//! from the w of the learner's next update in Z ("where does the curve go?").

use crate::learn::Event;
use crate::lesson::Lesson;
use crate::number;
use crate::t;
use crate::transform::{Transform, circle_crossings};

use super::{Verdict, close_enough, format_vector};

/// The w a circle task reads: the scene's (the learner's answer at its t), or after the
/// learner's next update with the point it corrects (from 1); Φ being the circle transform.
fn task_w(state: &Lesson, next: bool) -> Result<(Vec<f64>, Option<usize>), String> {
    let mut run = state.replay_in_z()?;
    if run.phi != Transform::Circle {
        return Err(t!("core-task-circle-not-circle").to_owned());
    }
    if !next {
        return Ok((run.learner.answer().to_vec(), None));
    }
    let before = run.learner.counters().updates;
    while run.learner.counters().updates == before {
        if run.learner.stopped().is_some() {
            return Err(t!("core-task-circle-no-next", t = before).to_owned());
        }
        let step = run.learner.step(&run.z);
        if let Event::PointUpdate { point, .. } = step.event {
            return Ok((run.learner.answer().to_vec(), Some(point + 1)));
        }
    }
    Ok((run.learner.answer().to_vec(), None))
}

/// Where the task's curve crosses the x_`axis` axis (from 1): √(−w₀/w_k).
pub fn answer(state: &Lesson, axis: usize, next: bool) -> Result<f64, String> {
    let (w, _) = task_w(state, next)?;
    crossing(&w, axis)
}

/// Where the curve of `w` crosses the x_`axis` axis, or why it does not.
fn crossing(w: &[f64], axis: usize) -> Result<f64, String> {
    circle_crossings(w)
        .get(axis.wrapping_sub(1))
        .copied()
        .flatten()
        .ok_or_else(|| t!("core-task-circle-no-crossing", w = format_vector(w)))
}

/// An axis of the plane: 1 or 2.
pub fn is_valid(axis: usize, within: f64) -> bool {
    (1..=2).contains(&axis) && within.is_finite() && within >= 0.0
}

/// The verdict on the radius `given` along x_`axis`.
pub fn check(
    state: &Lesson,
    axis: usize,
    within: f64,
    next: bool,
    given: f64,
) -> Result<Verdict, String> {
    let (w, corrected) = task_w(state, next)?;
    let value = crossing(&w, axis)?;
    let right = close_enough(given, value, within);
    let squared = -w[0] / w[axis];
    let k = number::subscript(axis);
    let (w, squared, value, given) = (
        format_vector(&w),
        number::significant(squared, 4),
        number::significant(value, 4),
        number::shortest(given),
    );
    let curve = if right {
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
    let reason = match corrected {
        Some(point) => t!("core-task-circle-next", point = point, curve = curve),
        None => curve,
    };
    Ok(Verdict { right, reason })
}
