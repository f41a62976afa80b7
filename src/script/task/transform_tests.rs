//! The exercises of lecture 12 (the feature transform Φ) checked against linlab's own
//! learners in Z, on "Beyond the line"'s scenes and on scenes made to fail.

use super::*;
use crate::script::builtin::built_in;
use crate::script::fixtures::transform_ring as ring;
use crate::transform::Transform;

/// The first scene of "Beyond the line" whose task is of `kind`, the curve's "after the next
/// update" apart.
fn scene_with(kind: &str) -> (Lesson, Check) {
    scene_where(|check| {
        check.kind() == kind
            && !matches!(
                check,
                Check::CircleRadius {
                    after_next_update: true,
                    ..
                }
            )
    })
}

/// The first scene of "Beyond the line" whose task `is_wanted`.
fn scene_where(is_wanted: impl Fn(&Check) -> bool) -> (Lesson, Check) {
    let script = built_in("beyond-the-line")
        .expect("built in")
        .script()
        .expect("reads");
    script
        .scenes
        .into_iter()
        .find_map(|s| {
            let task = s.task?;
            is_wanted(&task.check).then_some((s.state, task.check))
        })
        .expect("a scene with the task")
}

#[test]
fn the_radius_of_the_circle_comes_from_the_scenes_w_in_z() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let (state, task) = scene_with("circle_radius");
    // PLA in Z halts at w = (2, −1, −1): 2 − x₁² − x₂² = 0, the circle of radius √2.
    let Ok(Reply::Number(r)) = reference(&state, &task) else {
        panic!("no radius");
    };
    assert!((r - 2f64.sqrt()).abs() < 1e-12, "{r}");
    let right = check(&state, &task, &Reply::Number(1.41)).expect("checks");
    assert!(
        right.right && right.reason.contains("(2, −1, −1)"),
        "{right:?}"
    );
    let wrong = check(&state, &task, &Reply::Number(2.0)).expect("checks");
    assert!(
        !wrong.right && wrong.reason.contains("x₁² = −w₀/w₁ = 2"),
        "{wrong:?}"
    );
    // After 3 updates, w = (1, −1, −2): an ellipse, 1 along x₁ and √½ along x₂.
    let ellipse = Check::CircleRadius {
        axis: 2,
        within: 0.001,
        after_next_update: false,
    };
    let Ok(Reply::Number(half_axis)) = reference(&ring("circle", 3), &ellipse) else {
        panic!("no crossing");
    };
    assert!((half_axis - 0.5f64.sqrt()).abs() < 1e-12);
    // After 1 update, w = (1, 0, 1): 1 + x₂² > 0 everywhere, no curve; and Φ must be the circle.
    assert!(reference(&ring("circle", 1), &task).is_err());
    let err = reference(&ring("quadratic", 3), &task).expect_err("not the circle");
    assert!(err.contains("circle transform"), "{err}");
}

#[test]
fn where_the_curve_goes_is_read_from_the_w_of_the_next_update_in_z() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let (state, task) = scene_where(|check| {
        matches!(
            check,
            Check::CircleRadius {
                after_next_update: true,
                ..
            }
        )
    });
    // At t = 3, w = (1, −1, −2) crosses the x₂ axis at ±√½; the next update corrects P1, and
    // w = (2, −1, −1) crosses it at ±√2.
    let Ok(Reply::Number(r)) = reference(&state, &task) else {
        panic!("no crossing after the next update");
    };
    assert!((r - 2f64.sqrt()).abs() < 1e-12, "{r}");
    let right = check(&state, &task, &Reply::Number(1.414)).expect("checks");
    assert!(
        right.right && right.reason.contains("(2, −1, −1)") && right.reason.contains("point 1"),
        "{right:?}"
    );
    // Where the curve is now is not where it goes.
    let now = check(&state, &task, &Reply::Number(0.71)).expect("checks");
    assert!(!now.right, "{now:?}");
    // A learner that has halted has no next update: the task says so.
    let err = reference(&ring("circle", 1000), &task).expect_err("halted");
    assert!(err.contains("no next update"), "{err}");
}

#[test]
fn the_features_of_phi_q_are_counted_with_their_price() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let (state, task) = scene_with("feature_count");
    assert_eq!(reference(&state, &task), Ok(Reply::Number(20.0)));
    let right = check(&state, &task, &Reply::Number(20.0)).expect("checks");
    assert!(
        right.right && right.reason.contains("d_vc ≤ d̃ + 1 = 21"),
        "{right:?}"
    );
    let constant_counted = check(&state, &task, &Reply::Number(21.0)).expect("checks");
    assert!(!constant_counted.right, "{constant_counted:?}");
    assert!(!Check::FeatureCount { degree: 11 }.is_valid());
}

#[test]
fn the_two_features_left_in_the_controls_are_checked_by_separability_in_z() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let (state, task) = scene_with("separating_features");
    assert!(task.wants_settings() && !task.wants_points());
    // Show me: the first pair of Φ₂'s features in order that separates ○ (x₁x₂ > 0) from ×.
    let shown = reference(&state, &task).expect("a pair");
    assert_eq!(
        shown,
        Reply::Transform("pair:x1,x1 x2".parse().expect("a pair"))
    );
    let by = |text: &str| {
        let phi: Transform = text.parse().expect("a transform");
        check(&state, &task, &Reply::Transform(phi)).expect("checks")
    };
    let right = by("pair:x1 x2,x2^2");
    assert!(
        right.right && right.reason.contains("x1 x2, x2^2"),
        "{right:?}"
    );
    let squares = by("circle");
    assert!(
        !squares.right && squares.reason.contains("no line"),
        "{squares:?}"
    );
    let too_many = by("quadratic");
    assert!(
        !too_many.right && too_many.reason.contains("two features"),
        "{too_many:?}"
    );
    // The answer is read from the window's Φ, as the controls leave it; a number does not fit.
    let mut window = state.clone();
    window.set_phi(&"pair:x1^2,x1 x2".parse().expect("a pair"));
    let answer = task.answer_in(&window).expect("an answer");
    assert!(check(&state, &task, &answer).expect("checks").right);
    assert!(!task.accepts(&Reply::Number(2.0)));
    assert_eq!(answer_text(&task, &answer), "Φ = pair:x1^2,x1 x2");
}

#[test]
fn the_learners_numbers_are_those_of_the_run_in_z() {
    crate::i18n::set_language(crate::i18n::Language::English);
    // PLA in Z on the ring halts after 4 updates; in X (Φ the identity) it never does.
    let halt = Check::PredictNumber {
        quantity: Quantity::UpdatesToHalt,
        within: 0.0,
    };
    assert_eq!(reference(&ring("circle", 0), &halt), Ok(Reply::Number(4.0)));
    let next = Check::PredictNumber {
        quantity: Quantity::NextPoint,
        within: 0.0,
    };
    assert_eq!(reference(&ring("circle", 1), &next), Ok(Reply::Number(4.0)));
}
