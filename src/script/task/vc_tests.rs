//! The lectures 5–7 exercises checked by linlab's own count: placements found and passing,
//! collinear points short of a shatter with the count in the reason, the numbers right and
//! wrong, parameters out of range refused, and the JSON shapes a script writes.

use super::*;
use crate::script::task::{Check, check, reference, wrong_answer};

fn english() {
    crate::i18n::set_language(crate::i18n::Language::English);
}

fn place(hypotheses: Hypotheses, points: usize, realised: Option<usize>) -> Check {
    Check::PlaceDichotomies {
        hypotheses,
        points,
        realised,
    }
}

fn labelled(spots: &[[f64; 2]]) -> Reply {
    Reply::Points(spots.iter().map(|p| [p[0], p[1], -1.0]).collect())
}

/// The reference passes, and the nearest wrong answer fails.
fn reference_passes(task: &Check) -> Reply {
    let state = Lesson::default();
    assert!(task.is_valid(), "{task:?}");
    let shown = reference(&state, task).expect("an answer");
    let verdict = check(&state, task, &shown).expect("checks");
    assert!(verdict.right, "{task:?}: {shown:?} {verdict:?}");
    let wrong = wrong_answer(&state, task).expect("a wrong answer");
    assert!(
        !check(&state, task, &wrong).expect("checks").right,
        "{task:?}"
    );
    shown
}

#[test]
fn every_reachable_placement_is_found_and_passes() {
    english();
    let shatter = reference_passes(&place(Hypotheses::Lines, 3, None));
    let triangle = [[-2.0, -1.0, 1.0], [2.0, -1.0, 1.0], [0.0, 2.0, 1.0]];
    assert_eq!(shatter, Reply::Points(triangle.to_vec()));
    reference_passes(&place(Hypotheses::Lines, 4, Some(14)));
    for (h, n) in [
        (Hypotheses::Lines, 5),
        (Hypotheses::Rays, 4),
        (Hypotheses::Intervals, 4),
        (Hypotheses::Convex, 6),
    ] {
        reference_passes(&place(h, n, Some(h.growth(n as u32) as usize)));
    }
    // Fewer than the most: three collinear give 6 of 8; rays on 4 points at 3 spots of x₁.
    reference_passes(&place(Hypotheses::Lines, 3, Some(6)));
    reference_passes(&place(Hypotheses::Rays, 4, Some(4)));
    reference_passes(&place(Hypotheses::Convex, 4, Some(14)));
}

#[test]
fn collinear_points_fail_to_be_shattered_and_the_reason_counts() {
    english();
    let task = place(Hypotheses::Lines, 3, None);
    let state = Lesson::default();
    let verdict = check(
        &state,
        &task,
        &labelled(&[[-2.0, -1.0], [0.0, 0.0], [2.0, 1.0]]),
    )
    .expect("checks");
    assert!(!verdict.right);
    assert!(
        verdict.reason.contains("realise 6 of the 8")
            && verdict.reason.contains("asks for 8")
            && verdict.reason.contains("lose the two"),
        "{verdict:?}"
    );
    let too_few = check(&state, &task, &labelled(&[[0.0, 0.0], [1.0, 0.0]])).expect("checks");
    assert!(
        !too_few.right && too_few.reason.contains("exactly 3"),
        "{too_few:?}"
    );
    let same = check(
        &state,
        &task,
        &labelled(&[[0.0, 0.0], [0.0, 0.0], [1.0, 2.0]]),
    )
    .expect("checks");
    assert!(
        !same.right && same.reason.contains("share a spot"),
        "{same:?}"
    );
}

#[test]
fn four_points_in_convex_position_or_not_give_14() {
    english();
    let task = place(Hypotheses::Lines, 4, Some(14));
    let state = Lesson::default();
    for spots in [
        [[-2.0, -2.0], [2.0, -2.0], [2.0, 2.0], [-2.0, 2.0]],
        [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [1.0, 1.0]],
    ] {
        let verdict = check(&state, &task, &labelled(&spots)).expect("checks");
        assert!(
            verdict.right && verdict.reason.contains("14 of the 16"),
            "{verdict:?}"
        );
    }
    let shatter = place(Hypotheses::Lines, 4, None);
    assert!(reference(&state, &shatter).is_err(), "16 > m_H(4) = 14");
}

#[test]
fn the_numbers_right_and_wrong() {
    english();
    let square = Lesson {
        points: vec![
            [-2.0, -2.0, 1.0],
            [2.0, -2.0, -1.0],
            [2.0, 2.0, 1.0],
            [-2.0, 2.0, -1.0],
        ],
        ..Lesson::default()
    };
    let number = |question, within| Check::VcNumber { question, within };
    let cases = [
        (
            number(
                VcQuestion::Dichotomies {
                    hypotheses: Hypotheses::Lines,
                },
                0.0,
            ),
            14.0,
            15.0,
        ),
        (
            number(
                VcQuestion::BreakPoint {
                    hypotheses: Hypotheses::Intervals,
                },
                0.0,
            ),
            3.0,
            4.0,
        ),
        (
            number(
                VcQuestion::SampleSize {
                    dvc: 3,
                    eps: 0.1,
                    delta: 0.1,
                },
                293.0,
            ),
            29_300.0,
            30_000.0,
        ),
    ];
    for (task, right, wrong) in cases.clone() {
        assert!(task.is_valid());
        let Ok(Reply::Number(value)) = reference(&square, &task) else {
            panic!("no number for {task:?}");
        };
        assert!((value - right).abs() <= 10.0, "{task:?}: {value}");
        let yes = check(&square, &task, &Reply::Number(right)).expect("checks");
        let no = check(&square, &task, &Reply::Number(wrong)).expect("checks");
        assert!(yes.right && yes.reason.starts_with("Right"), "{yes:?}");
        assert!(!no.right && no.reason.starts_with("Not"), "{no:?}");
        let nearest = wrong_answer(&square, &task).expect("a wrong answer");
        assert!(!check(&square, &task, &nearest).expect("checks").right);
    }
    let Ok(Reply::Number(dichotomies)) = reference(&square, &cases[0].0) else {
        panic!("no count");
    };
    assert_eq!(dichotomies, 14.0);
    let no = check(&square, &cases[1].0, &Reply::Number(4.0)).expect("checks");
    assert!(no.reason.contains("m_H(3) = 7 < 2³ = 8"), "{no:?}");
    let convex = number(
        VcQuestion::BreakPoint {
            hypotheses: Hypotheses::Convex,
        },
        0.0,
    );
    assert!(reference(&square, &convex).is_err());
}

#[test]
fn out_of_range_parameters_are_refused() {
    for task in [
        place(Hypotheses::Lines, 0, None),
        place(Hypotheses::Lines, dichotomies::MOST_POINTS + 1, None),
        place(Hypotheses::Lines, 3, Some(9)),
        Check::VcNumber {
            question: VcQuestion::SampleSize {
                dvc: 3,
                eps: 0.0,
                delta: 0.1,
            },
            within: 0.0,
        },
        Check::VcNumber {
            question: VcQuestion::BreakPoint {
                hypotheses: Hypotheses::Rays,
            },
            within: -1.0,
        },
    ] {
        assert!(!task.is_valid(), "{task:?}");
    }
    assert!(
        placement(Hypotheses::Rays, 3, Some(5)).is_err(),
        "m_H(3) = 4"
    );
}

#[test]
fn the_json_shapes_read() {
    let read = |json: &str| serde_json::from_str::<Check>(json).expect(json);
    assert_eq!(
        read(r#"{"kind":"place_dichotomies","hypotheses":"lines","points":3}"#),
        place(Hypotheses::Lines, 3, None)
    );
    assert_eq!(
        read(r#"{"kind":"place_dichotomies","hypotheses":"lines","points":4,"realised":14}"#),
        place(Hypotheses::Lines, 4, Some(14))
    );
    assert_eq!(
        read(r#"{"kind":"vc_number","question":{"of":"sample_size","dvc":3,"eps":0.1,"delta":0.1},"within":293}"#).kind(),
        "vc_number"
    );
    assert!(
        serde_json::from_str::<Check>(
            r#"{"kind":"vc_number","question":{"of":"break_point","hypotheses":"rays","dvc":3}}"#
        )
        .is_err()
    );
}
