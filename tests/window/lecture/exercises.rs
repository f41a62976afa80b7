//! Exercises in a lecture, answered through the window as a student would: a click, a typed
//! number, spot or count, points placed on the plane, a setting tuned in the controls, a
//! Shift+click and a drag; each checked, the first answers counted, and an answer shown; and an
//! exercise a teacher writes in the editor. The helpers that type and press Check are here.

use super::*;
use glam::DVec2;

/// The verdict of the exercise's last check.
fn last_verdict(harness: &Harness<'_, App>) -> linlab::script::Verdict {
    let exercise = &harness.state().lecture().exercise;
    exercise
        .verdict
        .clone()
        .unwrap_or_else(|| panic!("not checked: {exercise:?}"))
}

/// Presses Check, and the verdict.
fn press_check(harness: &mut Harness<'_, App>) -> linlab::script::Verdict {
    harness.get_by_label("Check").click();
    common::settle(harness);
    last_verdict(harness)
}

/// Types `typed` into the exercise's answer field and presses Check: the verdict.
fn type_answer(harness: &mut Harness<'_, App>, typed: &str) -> linlab::script::Verdict {
    type_into(harness, "Your answer:", typed);
    press_check(harness)
}

/// Types `typed` at the end of the exercise's field labelled `label`.
fn type_into(harness: &mut Harness<'_, App>, label: &str, typed: &str) {
    let input = egui::accesskit::Role::TextInput;
    harness.get_by_role_and_label(input, label).focus();
    harness.run();
    harness.get_by_role_and_label(input, label).type_text(typed);
    common::settle(harness);
}

/// Empties the exercise's field labelled `label` with Backspace.
fn clear_field(harness: &mut Harness<'_, App>, label: &str) {
    let input = egui::accesskit::Role::TextInput;
    harness.get_by_role_and_label(input, label).focus();
    harness.run();
    for _ in 0..harness.state().lecture().exercise.typed.chars().count() {
        harness.key_press(egui::Key::Backspace);
    }
    common::settle(harness);
}

#[test]
fn exercises_check_a_click_and_a_number_and_count_the_first_answers() {
    let mut harness = window();
    // The exercises end the lecture: where will w point after PLA corrects P3 at t = 1?
    open_lecture_at(&mut harness, "PLA, one update at a time", 2);
    let before = harness.state().points().to_vec();
    harness.get_by_label("Answer on the plane").click();
    common::settle(&mut harness);
    let spot = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(3.0, 1.1))
        .expect("the plane");
    common::click_at(&mut harness, spot, egui::Modifiers::NONE);
    common::settle(&mut harness);
    assert_eq!(
        harness.state().points(),
        &before[..],
        "the click placed no point"
    );
    let verdict = last_verdict(&harness);
    assert!(verdict.right, "{verdict:?}");
    assert!(verdict.reason.contains("(0, 3, 1)"), "{verdict:?}");
    assert!(
        harness
            .query_by_label_contains("1 of 1 exercises right")
            .is_some()
    );

    // The next scene: which point does PLA correct next at t = 3? A wrong number, then the
    // right one: the first answer is the one that counts.
    harness.key_press(egui::Key::PageDown);
    common::finish_lecture_steps(&mut harness);
    let wrong = type_answer(&mut harness, "6");
    assert!(
        !wrong.right && wrong.reason.contains("point 3"),
        "{wrong:?}"
    );
    harness
        .get_by_role_and_label(egui::accesskit::Role::TextInput, "Your answer:")
        .focus();
    harness.run();
    harness.key_press(egui::Key::Backspace);
    let right = type_answer(&mut harness, "3");
    assert!(right.right, "{right:?}");
    assert!(
        harness
            .query_by_label_contains("1 of 2 exercises right")
            .is_some()
    );
    // Show me writes the learner's own answer.
    harness.get_by_label("Show me").click();
    common::settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("The learner's answer: 3")
            .is_some()
    );
    // The results, for the teacher: the first answer of each exercise, as CSV.
    let csv = copy_with(&mut harness, "Copy results");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "scene,task,answer,right,seconds", "{csv}");
    assert_eq!(rows.len(), 3, "{csv}");
    assert!(
        rows[1].contains(",predict_update,\"(3, 1.1)\",true,"),
        "{csv}"
    );
    assert!(rows[2].contains(",predict_number,6,false,"), "{csv}");
    let path = std::env::temp_dir().join(format!("linlab-results-{}.csv", std::process::id()));
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::SaveResultsTo(path.clone())));
    common::settle(&mut harness);
    for _ in 0..100 {
        if path.exists() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.step();
    }
    assert_eq!(
        std::fs::read_to_string(&path).expect("the results file"),
        csv
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn exercises_on_the_plane_check_the_points_placed_and_show_an_answer() {
    let mut harness = window();
    open_lecture_at(&mut harness, "PLA, one update at a time", 0);
    assert!(harness.state().points().is_empty(), "an empty plane");
    // XOR on a square: ○ by left clicks, × by right clicks.
    for (x1, x2, cross) in [
        (0.0, 0.0, false),
        (1.0, 1.0, false),
        (0.0, 1.0, true),
        (1.0, 0.0, true),
    ] {
        let pos = harness
            .state()
            .plane()
            .screen_pos_of(DVec2::new(x1, x2))
            .expect("the plane");
        if cross {
            harness.hover_at(pos);
            harness.event(egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Secondary,
                pressed: true,
                modifiers: egui::Modifiers::NONE,
            });
            harness.event(egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Secondary,
                pressed: false,
                modifiers: egui::Modifiers::NONE,
            });
            common::settle(&mut harness);
        } else {
            common::click_at(&mut harness, pos, egui::Modifiers::NONE);
        }
    }
    assert_eq!(harness.state().points().len(), 4);
    let verdict = press_check(&mut harness);
    assert!(verdict.right, "{verdict:?}");

    // Slow PLA down (lecture 2's last scene): Show me puts a point that does it on the plane.
    let mut harness = window();
    open_lecture_at(&mut harness, "Why PLA halts", 0);
    assert_eq!(harness.state().points().len(), 6);
    harness.get_by_label("Show me").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().points().len(),
        7,
        "the answer's point is placed"
    );
    let verdict = press_check(&mut harness);
    assert!(verdict.right, "{verdict:?}");
    assert!(
        harness
            .query_by_label_contains("0 of 1 exercises right")
            .is_some(),
        "shown before it was answered: missed"
    );

    // K-means (the lecture's first exercise): a click where μ₁ moves, in the Cluster workspace,
    // whose clicks otherwise place centres.
    let mut harness = window();
    open_lecture_at(&mut harness, "K-means and PCA", 1);
    harness.get_by_label("Answer on the plane").click();
    common::settle(&mut harness);
    let pos = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(4.33, 2.17))
        .expect("the plane");
    common::click_at(&mut harness, pos, egui::Modifiers::NONE);
    common::settle(&mut harness);
    let verdict = last_verdict(&harness);
    assert!(verdict.right, "{verdict:?}");
    assert_eq!(
        harness.state().cluster().shown_steps().len(),
        1,
        "the run is as it was"
    );
}

#[test]
fn a_tune_exercise_checks_the_setting_in_the_controls_and_shows_one_that_works() {
    let mut harness = window();
    open_lecture_at(&mut harness, "The support vector machine", 1);
    // As the scene leaves it, C = 1: two support vectors.
    let verdict = press_check(&mut harness);
    assert!(
        !verdict.right && verdict.reason.contains("C = 1"),
        "{verdict:?}"
    );
    // The student lowers C in the controls.
    let mut settings = harness.state().prefs().classify.learner.clone();
    settings.svm.c = 0.2;
    harness
        .state_mut()
        .push_command(Command::SetLearnerSettings(settings.clone()));
    common::settle(&mut harness);
    let verdict = press_check(&mut harness);
    assert!(verdict.right, "{verdict:?}");
    // Back to C = 1, then Show me puts a C that works in the controls, and Check says so.
    settings.svm.c = 1.0;
    harness
        .state_mut()
        .push_command(Command::SetLearnerSettings(settings));
    common::settle(&mut harness);
    harness.get_by_label("Show me").click();
    common::settle(&mut harness);
    let c = harness.state().prefs().classify.learner.svm.c;
    assert!(c < 0.4, "C = {c}");
    let verdict = press_check(&mut harness);
    assert!(verdict.right, "C = {c}: {verdict:?}");
}

#[test]
fn a_teacher_writes_an_exercise_in_the_editor_and_it_checks_answers() {
    let mut harness = window();
    // A new script on the four points, at t = 0; the editor opens.
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::New));
    common::settle(&mut harness);
    assert!(harness.state().lecture().editing);
    harness.get_by_label("Exercise:").click();
    harness.run();
    harness
        .get_by_label("After how many updates the run halts")
        .click();
    common::settle(&mut harness);
    let scene = harness.state().lecture().current().expect("the scene");
    let task = scene.task.clone().expect("an exercise");
    assert_eq!(task.check.kind(), "predict_number");
    // The learner's own answer passes the window's Check.
    let Ok(linlab::script::Reply::Number(halts)) =
        linlab::script::task::reference(&scene.state, &task.check)
    else {
        panic!("the run halts");
    };
    let verdict = type_answer(&mut harness, &halts.to_string());
    assert!(verdict.right, "{verdict:?}");
    // Undo takes the exercise away again.
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::UndoEdit));
    common::settle(&mut harness);
    let scene = harness.state().lecture().current().expect("the scene");
    assert_eq!(scene.task, None);
}

#[test]
fn direction_exercises_take_a_typed_spot_and_number_exercises_an_error_and_a_count() {
    let mut harness = window();
    // Several classes: where will w_◇ point after the structured perceptron's next update?
    open_lecture_at(&mut harness, "More than two classes", 0);
    let spot_field = "or type it:";
    type_into(&mut harness, spot_field, "up");
    harness.get_by_label("Check").click();
    common::settle(&mut harness);
    let exercise = &harness.state().lecture().exercise;
    assert!(
        exercise.verdict.is_none()
            && exercise
                .problem
                .as_ref()
                .is_some_and(|p| p.contains("“up” is not a spot")),
        "{exercise:?}"
    );
    clear_field(&mut harness, spot_field);
    type_into(&mut harness, spot_field, "(−1, 2)");
    let wrong = press_check(&mut harness);
    assert!(
        !wrong.right && wrong.reason.contains("w_◇ = (−2, 1, 2)"),
        "{wrong:?}"
    );
    clear_field(&mut harness, spot_field);
    type_into(&mut harness, spot_field, "1, 2");
    harness.key_press(egui::Key::Enter);
    common::settle(&mut harness);
    assert!(last_verdict(&harness).right, "{:?}", last_verdict(&harness));
    harness.get_by_label("Show me").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().lecture().exercise.shown,
        Some(linlab::script::task::Reply::Spot([1.0, 2.0]))
    );
    // Show me draws w_◇ before, the step and w_◇ after, to one scale: (2, 0) − x₃ = (1, 2).
    let arrows: Vec<([f64; 2], [f64; 2], String)> = harness
        .state()
        .lecture()
        .highlights(3.0)
        .into_iter()
        .filter_map(|h| match h {
            linlab::script::Highlight::Arrow { from, to, label } => {
                Some((from, to, label.map(|l| l.en).unwrap_or_default()))
            }
            _ => None,
        })
        .collect();
    let unit = 3.0 / 5f64.sqrt();
    let close = |a: [f64; 2], b: [f64; 2]| (a[0] - b[0]).abs() + (a[1] - b[1]).abs() < 1e-9;
    let has = |from: [f64; 2], to: [f64; 2], label: &str| {
        arrows
            .iter()
            .any(|(f, t, l)| close(*f, from) && close(*t, to) && l == label)
    };
    assert!(has([0.0, 0.0], [2.0 * unit, 0.0], "w before"), "{arrows:?}");
    assert!(has([2.0 * unit, 0.0], [unit, 2.0 * unit], ""), "{arrows:?}");
    assert!(has([0.0, 0.0], [unit, 2.0 * unit], "w after"), "{arrows:?}");

    // The scene before: how many lines does one versus one learn for five classes?
    go_to_from_end(&mut harness, 1);
    let wrong = type_answer(&mut harness, "5");
    assert!(
        !wrong.right && wrong.reason.contains("10 lines"),
        "{wrong:?}"
    );

    // The SVM after P4 moves: the click's direction against w at the end of SMO.
    open_lecture_at(&mut harness, "The support vector machine", 0);
    harness.get_by_label("Answer on the plane").click();
    common::settle(&mut harness);
    let spot = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(2.0, 2.2))
        .expect("the plane");
    common::click_at(&mut harness, spot, egui::Modifiers::NONE);
    common::settle(&mut harness);
    let verdict = last_verdict(&harness);
    assert!(
        verdict.right && verdict.reason.contains("end of the run"),
        "{verdict:?}"
    );

    // The scaled cross-entropy of y·s = −0.5, typed with the minus sign of the captions.
    open_lecture_at(
        &mut harness,
        "Linear regression for classification, and error bounds",
        1,
    );
    let right = type_answer(&mut harness, "1.41");
    assert!(right.right && right.reason.contains("1.405"), "{right:?}");

    // Ctrl+Enter checks too: with no point added, nothing is spoilt.
    go_to_from_end(&mut harness, 0);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    common::settle(&mut harness);
    let verdict = last_verdict(&harness);
    assert!(
        !verdict.right && verdict.reason == "Add one point to the scene's (you added 0).",
        "{verdict:?}"
    );
}

#[test]
fn label_and_pca_exercises_take_a_shift_click_and_a_drag() {
    // Pocket on Set B: Shift+click flips P7, the × among the ○, and ŵ makes no mistake.
    let mut harness = window();
    open_lecture_at(&mut harness, "Noise: PLA never stops, pocket keeps ŵ", 0);
    let p7 = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(2.0, -0.5))
        .expect("the plane");
    common::click_at(&mut harness, p7, egui::Modifiers::SHIFT);
    assert_eq!(
        harness.state().points()[6].label,
        linlab::app::Label::Positive
    );
    let verdict = press_check(&mut harness);
    assert!(
        verdict.right && verdict.reason.contains("point 7"),
        "{verdict:?}"
    );

    // PCA on Set P: dragging (2, 1) to (−1, 3) turns u₁ by 40°, more than the 30° asked.
    let mut harness = window();
    open_lecture_at(&mut harness, "K-means and PCA", 0);
    let from = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(2.0, 1.0))
        .expect("the plane");
    let to = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(-1.0, 3.0))
        .expect("the plane");
    common::drag(&mut harness, from, to);
    common::settle(&mut harness);
    let moved = harness.state().points()[4].x;
    assert!(
        (moved.x + 1.0).abs() < 0.1 && (moved.y - 3.0).abs() < 0.1,
        "{moved:?}"
    );
    let verdict = press_check(&mut harness);
    assert!(
        verdict.right && verdict.reason.contains("turned by"),
        "{verdict:?}"
    );
}
