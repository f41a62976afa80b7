//! The tasks answered with a direction: where w points after the learner's next update, at the
//! end of its run, or where a class's w_k points after its next change — the w each is about,
//! the check of a direction against it within an angle, and the arrows Show me draws.

use glam::DVec2;

use crate::data::Dataset;
use crate::learn::Learner;
use crate::lesson::Lesson;
use crate::number;
use crate::t;

use super::{Check, Verdict, classes, format_vector, next_update, replayed, run_to_end};

/// w after the learner's next update, when it has a direction in the plane.
fn next_w(learner: &mut Box<dyn Learner>, data: &Dataset) -> Result<Vec<f64>, String> {
    next_update(learner, data).ok_or_else(|| t!("core-task-no-update").to_owned())?;
    let w = learner.weights().to_vec();
    if w[1] == 0.0 && w[2] == 0.0 {
        return Err(t!("core-task-no-direction").to_owned());
    }
    Ok(w)
}

/// w (`[w₀, w₁, w₂]`) that a direction task is about: after the next update, at the end of
/// the run, or class k's after its next change.
pub(super) fn target_w(state: &Lesson, check: &Check) -> Result<Vec<f64>, String> {
    match *check {
        Check::PredictUpdate { .. } => {
            let (mut learner, data) = replayed(state)?;
            next_w(&mut learner, &data)
        }
        Check::PredictFinal { .. } => {
            let (mut learner, data) = replayed(state)?;
            run_to_end(&mut learner, &data)?;
            let w = learner.answer().to_vec();
            if w.len() != 3 || (w[1] == 0.0 && w[2] == 0.0) {
                return Err(t!("core-task-final-no-direction").to_owned());
            }
            Ok(w)
        }
        Check::ClassUpdate { class, .. } => {
            classes::class_w_update(state, class).map(|(_, after)| after)
        }
        _ => Err(t!("core-task-wrong-kind").to_owned()),
    }
}

/// The update a direction task asks about, as arrows of the plane: (w₁, w₂) before and after
/// it (w_t and w_{t+1}, or class k's w_k), for "Show me" to draw w_t, the step η·y·x and
/// w_{t+1}; `None` for the other tasks.
pub fn update_arrows(state: &Lesson, check: &Check) -> Option<([f64; 2], [f64; 2])> {
    let (before, after) = match *check {
        Check::PredictUpdate { .. } => {
            let (mut learner, data) = replayed(state).ok()?;
            let before = learner.weights().to_vec();
            (before, next_w(&mut learner, &data).ok()?)
        }
        Check::ClassUpdate { class, .. } => classes::class_w_update(state, class).ok()?,
        _ => return None,
    };
    Some(([before[1], before[2]], [after[1], after[2]]))
}

/// Why a direction answer `apart` degrees from w's is right or wrong, naming the w it is about.
fn direction_reason(check: &Check, right: bool, w: &[f64], apart: f64, degrees: f64) -> String {
    let (w, apart, degrees) = (
        format_vector(w),
        number::fixed(apart, 0),
        number::fixed(degrees, 0),
    );
    let class = match check {
        Check::ClassUpdate { class, .. } => classes::symbol(class.saturating_sub(1)),
        _ => String::new(),
    };
    match (check, right) {
        (Check::PredictFinal { .. }, true) => {
            t!(
                "core-task-final-right",
                w = w,
                apart = apart,
                degrees = degrees
            )
        }
        (Check::PredictFinal { .. }, false) => {
            t!(
                "core-task-final-wrong",
                w = w,
                apart = apart,
                degrees = degrees
            )
        }
        (Check::ClassUpdate { .. }, true) => t!(
            "core-task-class-right",
            class = class,
            w = w,
            apart = apart,
            degrees = degrees
        ),
        (Check::ClassUpdate { .. }, false) => t!(
            "core-task-class-wrong",
            class = class,
            w = w,
            apart = apart,
            degrees = degrees
        ),
        (_, true) => t!(
            "core-task-update-right",
            w = w,
            apart = apart,
            degrees = degrees
        ),
        (_, false) => t!(
            "core-task-update-wrong",
            w = w,
            apart = apart,
            degrees = degrees
        ),
    }
}

/// The angle between two plane directions, in degrees (180 when either is zero).
fn degrees_between(a: DVec2, b: DVec2) -> f64 {
    if a.length() == 0.0 || b.length() == 0.0 {
        return 180.0;
    }
    (a.dot(b) / (a.length() * b.length()))
        .clamp(-1.0, 1.0)
        .acos()
        .to_degrees()
}

/// Checks a direction answer, the spot `spot`, against the w `check` is about.
pub(super) fn check(
    state: &Lesson,
    check: &Check,
    degrees: f64,
    spot: [f64; 2],
) -> Result<Verdict, String> {
    let w_after = target_w(state, check)?;
    let apart = degrees_between(DVec2::new(w_after[1], w_after[2]), DVec2::from(spot));
    let right = apart <= degrees;
    let reason = direction_reason(check, right, &w_after, apart, degrees);
    Ok(Verdict { right, reason })
}
