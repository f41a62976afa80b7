//! The direction, error and multiclass tasks checked against linlab's own learners, on the
//! built-in lectures' scenes and on scenes made to fail; the pocket's E_in after the next
//! update against a count by hand.

use super::*;
use crate::script::builtin::built_in;
use crate::script::fixtures::SET_B;

/// Scene `k` (from 0; negative from the end) of built-in lecture `id`.
fn scene_of(id: &str, k: isize) -> Lesson {
    let script = built_in(id).expect("built in").script().expect("reads");
    let n = script.scenes.len() as isize;
    let at = if k < 0 { n + k } else { k } as usize;
    script.scenes[at].state.clone()
}

fn spot_degrees(answer: Reply) -> f64 {
    let Reply::Spot([x1, x2]) = answer else {
        panic!("not a spot: {answer:?}");
    };
    x2.atan2(x1).to_degrees()
}

#[test]
fn an_error_task_checks_the_error_function_at_the_score() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let state = Lesson::default();
    let task = Check::ErrorAt {
        score: -0.5,
        measure: ErrorMeasure::ScaledCrossEntropy,
        within: 0.02,
    };
    let Ok(Reply::Number(value)) = reference(&state, &task) else {
        panic!("no number");
    };
    assert!((value - (1.0 + 0.5f64.exp()).log2()).abs() < 1e-12);
    assert!((value - 1.405).abs() < 0.001, "{value}");
    let right = check(&state, &task, &Reply::Number(1.39)).expect("checks");
    assert!(right.right, "{right:?}");
    let wrong = check(&state, &task, &Reply::Number(2.25)).expect("checks");
    assert!(
        !wrong.right && wrong.reason.contains("1.405") && wrong.reason.contains("log₂"),
        "{wrong:?}"
    );
    let Ok(nearest_wrong) = wrong_answer(&state, &task) else {
        panic!("no wrong answer");
    };
    assert!(!check(&state, &task, &nearest_wrong).expect("checks").right);
    let squared = Check::ErrorAt {
        score: -0.5,
        measure: ErrorMeasure::Squared,
        within: 0.0,
    };
    assert_eq!(reference(&state, &squared), Ok(Reply::Number(2.25)));
}

#[test]
fn a_final_direction_task_runs_the_learner_to_its_end() {
    crate::i18n::set_language(crate::i18n::Language::English);
    // Set A with P4 moved to (−1, 2.5): still outside the margin, so the SVM keeps w = (1, 1).
    let state = scene_of("svm", -1);
    let task = Check::PredictFinal { degrees: 10.0 };
    let shown = reference(&state, &task).expect("an answer");
    assert!((spot_degrees(shown) - 45.0).abs() < 1.0);
    let right = check(&state, &task, &Reply::Spot([2.0, 2.1])).expect("checks");
    assert!(right.right, "{right:?}");
    let wrong = check(&state, &task, &Reply::Spot([1.0, 0.0])).expect("checks");
    assert!(
        !wrong.right && wrong.reason.contains("end of the run") && wrong.reason.contains("45"),
        "{wrong:?}"
    );
    // A Gaussian kernel's answer is not a line: no direction to predict.
    let mut kernel = state.clone();
    kernel.settings.svm.kernel = crate::svm::KernelKind::Gaussian;
    assert!(reference(&kernel, &task).is_err());
}

#[test]
fn a_class_task_replays_the_structured_perceptron_to_the_scenes_step() {
    crate::i18n::set_language(crate::i18n::Language::English);
    // Set D at t = 1: on Q3 ◇ wins wrongly, so w_◇ becomes (−2, 1, 2), arrow (1, 2).
    let state = scene_of("several-classes", -1);
    let diamond = Check::ClassUpdate {
        class: 2,
        degrees: 15.0,
    };
    let shown = reference(&state, &diamond).expect("an answer");
    assert_eq!(shown, Reply::Spot([1.0, 2.0]));
    let right = check(&state, &diamond, &Reply::Spot([1.2, 2.0])).expect("checks");
    assert!(
        right.right && right.reason.contains("(−2, 1, 2)"),
        "{right:?}"
    );
    let wrong = check(&state, &diamond, &Reply::Spot([-1.0, 2.0])).expect("checks");
    assert!(!wrong.right && wrong.reason.contains("w_◇"), "{wrong:?}");
    // w_△ moves toward z₃ = (1, 1, −2).
    let triangle = Check::ClassUpdate {
        class: 3,
        degrees: 15.0,
    };
    assert_eq!(reference(&state, &triangle), Ok(Reply::Spot([1.0, -2.0])));
    // No ☆ on the plane, and the Classify workspace has no classes.
    let star = Check::ClassUpdate {
        class: 4,
        degrees: 15.0,
    };
    assert!(reference(&state, &star).expect_err("no ☆").contains("☆"));
    let binary = scene_of("svm", 0);
    assert!(
        reference(&binary, &diamond)
            .expect_err("not several classes")
            .contains("Several classes")
    );
}

#[test]
fn the_lines_task_counts_the_methods_binary_problems() {
    let state = scene_of("several-classes", -2);
    let lines = Check::PredictNumber {
        quantity: Quantity::Problems,
        within: 0.0,
    };
    // Five classes: one versus one learns 5·4/2 lines, one versus all 5.
    assert_eq!(reference(&state, &lines), Ok(Reply::Number(10.0)));
    let mut ova = state.clone();
    let method = "/prefs/classes/method";
    *ova.app.pointer_mut(method).expect("a method") = serde_json::json!("ova");
    assert_eq!(reference(&ova, &lines), Ok(Reply::Number(5.0)));
    let mut structured = state;
    *structured.app.pointer_mut(method).expect("a method") = serde_json::json!("structured");
    assert!(reference(&structured, &lines).is_err());
}

#[test]
fn a_learner_without_a_budget_that_never_halts_is_an_error_not_a_hang() {
    crate::i18n::set_language(crate::i18n::Language::English);
    // XOR, PLA with no budget: it never halts, and no budget stops it.
    let xor = Lesson {
        points: vec![
            [0.0, 0.0, 1.0],
            [1.0, 1.0, 1.0],
            [0.0, 1.0, -1.0],
            [1.0, 0.0, -1.0],
        ],
        ..Lesson::default()
    };
    assert_eq!(xor.settings.budget, crate::learn::Budget::default());
    let halt = Check::PredictNumber {
        quantity: Quantity::UpdatesToHalt,
        within: 0.0,
    };
    let said = reference(&xor, &halt).expect_err("no halt");
    assert!(said.contains("budget"), "{said}");
    let end = Check::PredictFinal { degrees: 10.0 };
    assert!(reference(&xor, &end).is_err());
}

/// The points of Set B that w = (w₀, w₁, w₂) gets wrong (y·wᵀz ≤ 0), P1 = 1.
fn set_b_mistakes(w: [f64; 3]) -> Vec<usize> {
    (0..SET_B.len())
        .filter(|&n| {
            let [x1, x2, y] = SET_B[n];
            y * (w[0] + w[1] * x1 + w[2] * x2) <= 0.0
        })
        .map(|n| n + 1)
        .collect()
}

/// Cyclic pocket PLA on Set B from w = 0, counted by hand: P1 makes w₁ = (−1, 1, 2), P3 makes
/// w₂ = (0, 3, 1) (misses P5, P7: into the pocket), P5 makes w₃ = (−1, 2, 3), P7 makes
/// w₄ = (−2, 0, 3.5). Then P1 (y·s = 9) and P2 (1.5) are right and P3 (s = −5.5) is the next
/// mistake: w₅ = (−1, 2, 2.5), which misses only P7, so it takes the pocket: E_in(ŵ) = 1/7.
#[test]
fn the_e_in_after_the_next_update_is_counted_by_hand() {
    crate::i18n::set_language(crate::i18n::Language::English);
    assert_eq!(set_b_mistakes([0.0, 3.0, 1.0]), [5, 7], "ŵ at t = 4");
    assert_eq!(set_b_mistakes([-1.0, 2.0, 2.5]), [7], "w₅");
    let state = Lesson {
        points: SET_B.to_vec(),
        settings: crate::learn::Settings {
            order: Some(crate::learn::Order::Cyclic),
            ..crate::learn::Settings::new(crate::learn::Algorithm::Pocket)
        },
        t: 4,
        ..Lesson::default()
    };
    let task = Check::PredictNumber {
        quantity: Quantity::EInAfterNextUpdate,
        within: 0.01,
    };
    assert_eq!(reference(&state, &task), Ok(Reply::Number(1.0 / 7.0)));
    let right = check(&state, &task, &Reply::Number(0.143)).expect("checks");
    assert!(right.right, "{right:?}");
    let wrong = check(&state, &task, &Reply::Number(2.0 / 7.0)).expect("checks");
    assert!(!wrong.right, "{wrong:?}");
    // The lecture's exercise asks exactly this.
    let script = built_in("noise-and-pocket")
        .expect("built in")
        .script()
        .expect("reads");
    let scene = &script.scenes[5];
    assert_eq!(scene.task.as_ref().map(|t| &t.check), Some(&task));
    assert_eq!(
        (scene.state.points.as_slice(), scene.state.t),
        (state.points.as_slice(), state.t)
    );
    assert_eq!(scene.state.settings.algorithm, state.settings.algorithm);
    assert_eq!(scene.state.settings.order, state.settings.order);
}
