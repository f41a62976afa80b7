//! The Classes workspace in the real window: the class picker (its buttons and the keys 1–4)
//! says what a click places, stepping one versus all shows the binary problem being trained and
//! ends predicting four blobs right, one versus one and the structured perceptron run to the
//! end, Undo takes back a class edit, a file of word labels opened and saved round-trips, an
//! exercise reads the classes and the step the window saves; and a snapshot of one versus all's
//! regions on four blobs.

use egui::{Key, Modifiers, vec2};
use egui_kittest::{Harness, kittest::Queryable as _};
use glam::DVec2;
use linlab::app::{
    App, ClassroomAction, Command, Mode, MulticlassPrefs, MulticlassPreset, MulticlassPresetKind,
    Point, Prefs, Workspace,
};
use linlab::learn::Algorithm;
use linlab::multiclass::Method;
use linlab::read::Format;

use crate::common;

fn prefs(method: Method) -> Prefs {
    Prefs {
        workspace: Workspace::Multiclass,
        multiclass: MulticlassPrefs {
            method,
            ..MulticlassPrefs::default()
        },
        ..Prefs::default()
    }
}

fn four_blobs() -> Vec<Point> {
    MulticlassPreset::default().points()
}

fn harness_with(prefs: Prefs, points: Vec<Point>) -> Harness<'static, App> {
    let app = App::with_points(prefs, points);
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    harness
}

/// Runs frames until the window stops asking for more.
fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..50 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the window keeps repainting");
}

/// Runs frames until reading and saving are done.
fn settle_files(harness: &mut Harness<'_, App>) {
    for _ in 0..2000 {
        harness.step();
        if !harness.state().classroom().files_busy() {
            harness.step();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("background work did not finish");
}

fn click_plot(harness: &mut Harness<'_, App>, x1: f64, x2: f64) {
    let pos = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(x1, x2))
        .expect("drawn");
    common::click_at(harness, pos, Modifiers::NONE);
}

/// Clicks "Run to end" and runs frames until the learner stops.
fn run_to_end(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Run to end").click();
    for _ in 0..500 {
        harness.step();
        if harness.state().mode() == Mode::Idle {
            break;
        }
    }
    settle(harness);
    assert!(
        harness
            .state()
            .multiclass()
            .learner()
            .expect("a learner")
            .finished()
    );
}

/// The class each blob's centre is predicted to be: □ ◇ △ ☆ go round the square.
fn assert_predicts_four_blobs(app: &App) {
    let view = app.multiclass();
    assert_eq!(view.e_in(), Some(0.0), "E_in = 0");
    for (k, centre) in [[-1.0, -1.0], [1.0, -1.0], [1.0, 1.0], [-1.0, 1.0]]
        .into_iter()
        .enumerate()
    {
        assert_eq!(view.predict(centre), Some(k), "the blob at {centre:?}");
    }
}

#[test]
fn the_class_picker_and_the_keys_say_what_a_click_places() {
    let mut harness = harness_with(prefs(Method::Ova), four_blobs());
    harness.get_by_label("3 △").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().multiclass.place, 2);
    click_plot(&mut harness, 0.0, 0.3);
    let placed = *harness.state().points().last().expect("a point");
    assert_eq!(placed.class, Some(2));
    assert_eq!(harness.state().points().len(), 81);
    for (k, key) in [Key::Num1, Key::Num2, Key::Num3, Key::Num4]
        .into_iter()
        .enumerate()
    {
        harness.key_press(key);
        settle(&mut harness);
        assert_eq!(harness.state().prefs().multiclass.place, k);
        click_plot(&mut harness, 0.2 * k as f64 - 0.3, -0.2);
        assert_eq!(
            harness.state().points().last().expect("a point").class,
            Some(k)
        );
    }
    assert_eq!(harness.state().points().len(), 85);
}

#[test]
fn stepping_ova_shows_the_problem_and_ends_predicting_the_four_blobs() {
    let mut harness = harness_with(prefs(Method::Ova), four_blobs());
    assert!(
        harness.query_by_label("Visit").is_none(),
        "the two-class learners' buttons are gone"
    );
    harness.get_by_label("Step").click();
    settle(&mut harness);
    assert_eq!(harness.state().multiclass().t(), 1);
    assert!(
        harness
            .query_all_by_label_contains("Training problem 1 of 4: □ vs rest")
            .next()
            .is_some(),
        "the panel names the problem"
    );
    assert!(
        harness
            .query_all_by_label_contains("filled markers are this problem's +1 points (○)")
            .next()
            .is_some(),
        "and says how its points are drawn"
    );
    assert!(
        harness
            .query_all_by_label_contains("OVA) · PLA: training □ vs rest · t = 1")
            .next()
            .is_some(),
        "the status line names it"
    );
    assert!(
        harness
            .query_all_by_label_contains("This problem's errors of y·s")
            .next()
            .is_some(),
        "the loss panel of the problem"
    );
    // The key steps too.
    harness.key_press(Key::S);
    settle(&mut harness);
    assert_eq!(harness.state().multiclass().t(), 2);
    run_to_end(&mut harness);
    assert!(
        harness
            .query_all_by_label_contains("Every problem has stopped")
            .next()
            .is_some()
    );
    assert_predicts_four_blobs(harness.state());
    // The confusion table's diagonal holds every point.
    let confusion = harness.state().multiclass().confusion();
    for (k, row) in confusion.iter().enumerate() {
        assert_eq!(row[k], 20);
    }
    // E_out on fresh points of the preset: the four blobs are learned, not memorised.
    let e_out = harness.state().multiclass().e_out().expect("E_out");
    assert!(e_out < 0.05, "E_out = {e_out}");
    assert!(
        harness
            .query_all_by_label_contains("fresh points of the preset")
            .next()
            .is_some()
    );
    let fresh: usize = harness
        .state()
        .multiclass()
        .test_confusion()
        .iter()
        .flatten()
        .sum();
    assert_eq!(fresh, linlab::app::MULTICLASS_TEST_POINTS);
    // Reset starts again from t = 0.
    harness.get_by_label("Reset").click();
    settle(&mut harness);
    assert_eq!(harness.state().multiclass().t(), 0);
    // A point placed by hand: the points are no longer the preset's, and E_out is not measured
    // on its distribution.
    let pos = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(0.0, 0.0))
        .expect("the plane");
    common::click_at(&mut harness, pos, Modifiers::NONE);
    run_to_end(&mut harness);
    assert_eq!(harness.state().multiclass().e_out(), None);
    assert!(
        harness
            .query_all_by_label_contains("these points are not a preset's")
            .next()
            .is_some()
    );
}

#[test]
fn a_step_of_the_structured_perceptron_names_both_corrections() {
    let mut harness = harness_with(prefs(Method::Structured), four_blobs());
    harness.get_by_label("Step").click();
    settle(&mut harness);
    let update = format!("{:?}", harness.state().multiclass().last_update());
    // At w = 0 every score ties: point 0 (class □) is taken for the first other class.
    assert_eq!(
        update,
        "Some(Structured { point: 0, class: 0, predicted: 1 })"
    );
    assert!(
        harness
            .query_all_by_label_contains("The structured perceptron")
            .next()
            .is_some()
    );
}

#[test]
fn ovo_and_the_structured_perceptron_run_to_the_end() {
    for method in [Method::Ovo, Method::Structured] {
        let mut harness = harness_with(prefs(method), four_blobs());
        run_to_end(&mut harness);
        assert_predicts_four_blobs(harness.state());
    }
    // The method can be chosen in the panel too: it starts the learner again.
    let mut harness = harness_with(prefs(Method::Ova), four_blobs());
    harness.get_by_label("One versus one (OVO)").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().multiclass.method, Method::Ovo);
    run_to_end(&mut harness);
    let learner = harness.state().multiclass().learner().expect("a learner");
    assert_eq!(learner.stops().len(), 6, "one problem per pair");
    // The tournament at a blob: △ beats the three others.
    let text = linlab_votes(harness.state(), [1.0, 1.0]);
    assert_eq!(text, "△ beats □, ◇ and ☆: 3 votes");
}

#[test]
fn ovo_with_the_svm_runs_every_pair_to_the_end_on_four_blobs() {
    let mut prefs = prefs(Method::Ovo);
    prefs.multiclass.algorithm = linlab::learn::Algorithm::Svm;
    let mut harness = harness_with(prefs, four_blobs());
    run_to_end(&mut harness);
    assert_predicts_four_blobs(harness.state());
    let learner = harness.state().multiclass().learner().expect("a learner");
    assert_eq!(learner.stops().len(), 6, "one SVM per pair");
}

fn floats(value: &serde_json::Value) -> Vec<f64> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_f64().expect("a number"))
        .collect()
}

/// The reference file opened in the window, one versus one with the linear SVM (the window's
/// C = 1 and tolerance 10⁻³, as scikit-learn's SVC), run to the end: every pair's decision
/// value on the probe points is libsvm's, and so is every predicted class.
#[test]
fn ovo_with_the_svm_decides_as_libsvm_s_svc_on_the_reference_file() {
    let json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(common::reference("ref_multi4.json")).expect("the reference"),
    )
    .expect("valid JSON");
    let libsvm = &json["ovo_svm_linear_c1"];
    let mut prefs = prefs(Method::Ovo);
    prefs.multiclass.algorithm = Algorithm::Svm;
    let mut harness = harness_with(prefs, Vec::new());
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(
            common::reference("ref_multi4.dat"),
        )));
    harness.step();
    settle_files(&mut harness);
    assert_eq!(harness.state().points().len(), 160);
    run_to_end(&mut harness);
    let model = harness
        .state()
        .multiclass()
        .learner()
        .expect("a learner")
        .model();
    let linlab::model::Model::PerClass(per_pair) = &model else {
        panic!("one versus one gives a model per pair");
    };
    let pairs = libsvm["pairs"].as_array().expect("pairs");
    assert_eq!(per_pair.models.len(), pairs.len());
    let probe = linlab::read::read_path_with(
        &common::reference("ref_multi4.probe.dat"),
        linlab::read::LabelColumn::Absent,
    )
    .expect("the probe points read");
    let decisions = libsvm["decision_probe"].as_array().expect("decisions");
    let classes = floats(&libsvm["predict_probe"]);
    assert_eq!(probe.data.len(), decisions.len());
    assert_eq!(probe.data.len(), classes.len());
    for (n, (want, class)) in decisions.iter().zip(&classes).enumerate() {
        let x: Vec<f64> = probe.data.features(n).collect();
        let want = floats(want);
        assert_eq!(want.len(), per_pair.models.len());
        // Both stop at a KKT violation of 10⁻³, so the values agree to about that.
        let scale = want.iter().fold(1.0f64, |m, v| m.max(v.abs()));
        for (p, (pair_model, w)) in per_pair.models.iter().zip(&want).enumerate() {
            let s = pair_model.score(&x);
            assert!(
                (s - w).abs() <= 5e-3 * scale,
                "pair {} at {x:?}: s = {s}, libsvm {w}",
                pairs[p]
            );
        }
        let linlab::model::Prediction::Class(k) = model.predict(&x) else {
            panic!("a class for every probe point");
        };
        let named: f64 = harness
            .state()
            .multiclass()
            .file_name(k)
            .parse()
            .expect("numeric classes");
        assert_eq!(named, *class, "probe point {x:?}");
    }
}

fn linlab_votes(app: &App, x: [f64; 2]) -> String {
    app.multiclass().votes_text(x).expect("one versus one")
}

#[test]
fn undo_takes_back_a_class_edit() {
    let mut harness = harness_with(prefs(Method::Ova), four_blobs());
    let first = harness.state().points()[0];
    assert_eq!(first.class, Some(0));
    let pos = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(first.x.x, first.x.y))
        .expect("drawn");
    common::click_at(&mut harness, pos, Modifiers::NONE);
    assert_eq!(harness.state().plane().selected, Some(0));
    harness.key_press(Key::Num4);
    settle(&mut harness);
    harness.get_by_label("Give it the picked class").click();
    settle(&mut harness);
    assert_eq!(harness.state().points()[0].class, Some(3));
    assert_eq!(
        harness.state().points()[0].x,
        first.x,
        "only the class changed"
    );
    harness.get_by_label("Undo").click();
    settle(&mut harness);
    assert_eq!(harness.state().points()[0], first);
    harness.get_by_label("Redo").click();
    settle(&mut harness);
    assert_eq!(harness.state().points()[0].class, Some(3));
    // Shift+click gives the picked class as well.
    harness.key_press(Key::Num2);
    settle(&mut harness);
    common::click_at(&mut harness, pos, Modifiers::SHIFT);
    assert_eq!(harness.state().points()[0].class, Some(1));
}

#[test]
fn a_file_of_word_labels_opens_as_classes_and_saves_back_as_read() {
    let dir = std::env::temp_dir().join(format!("linlab-ui-multiclass-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let input = dir.join("animals.dat");
    let text = "0.1 0.2 emu\n1.5 0.3 cat\n-0.4 2.0 dog\n1.1 1.9 emu\n-1.0 -1.0 ant\n";
    std::fs::write(&input, text).expect("written");
    let mut harness = harness_with(prefs(Method::Structured), Vec::new());
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(input.clone())));
    harness.step();
    settle_files(&mut harness);
    let classes: Vec<Option<usize>> = harness.state().points().iter().map(|p| p.class).collect();
    // ant, cat, dog, emu sorted: emu is class 3.
    assert_eq!(classes, [Some(3), Some(1), Some(2), Some(3), Some(0)]);
    assert!(
        harness.query_by_label("4 ☆ emu").is_some(),
        "the picker names them"
    );
    let output = dir.join("saved.dat");
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::SavePoints {
            path: output.clone(),
            format: Format::Whitespace,
        }));
    harness.step();
    settle_files(&mut harness);
    let saved = std::fs::read_to_string(&output).expect("saved");
    let labels: Vec<&str> = saved
        .lines()
        .filter_map(|line| line.split_whitespace().last())
        .collect();
    assert_eq!(labels, ["emu", "cat", "dog", "emu", "ant"], "{saved}");
    // A lesson keeps the classes and their names.
    let lesson = dir.join("animals.linlab");
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::SaveLessonTo(
            lesson.clone(),
        )));
    harness.step();
    settle_files(&mut harness);
    let mut reopened = harness_with(prefs(Method::Ova), four_blobs());
    reopened
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(lesson)));
    reopened.step();
    settle_files(&mut reopened);
    let again: Vec<Option<usize>> = reopened.state().points().iter().map(|p| p.class).collect();
    assert_eq!(again, classes);
    assert!(reopened.query_by_label("4 ☆ emu").is_some());
    // The two-label file of the tests reads as two classes too.
    let yes_no =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/good/yes_no_labels.dat");
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(yes_no)));
    harness.step();
    settle_files(&mut harness);
    assert!(harness.query_by_label("2 ◇ yes").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The window after running `prefs`' learner to the end on `points`, rendered by wgpu.
fn snapshot_after_running(prefs: Prefs, points: Vec<Point>, name: &str) {
    let mut harness = common::window(App::with_points(prefs, points), vec2(1280.0, 800.0));
    common::settle(&mut harness);
    harness.get_by_label("Run to end").click();
    for _ in 0..500 {
        harness.step();
        if harness.state().mode() == Mode::Idle {
            break;
        }
    }
    common::settle(&mut harness);
    common::snapshot(&mut harness, name, true);
}

/// Hard OVA by PLA on four blobs: each class's region, the ambiguous ones hatched.
#[test]
fn multiclass_snapshot() {
    snapshot_after_running(prefs(Method::Ova), four_blobs(), "multiclass");
}

/// Soft OVA by logistic regression on three classes in a row: P(k|x) fades between them.
#[test]
fn multiclass_soft_snapshot() {
    let mut prefs = prefs(Method::Ova);
    prefs.multiclass.algorithm = Algorithm::LogisticGd;
    prefs.multiclass.hard_ova = false;
    prefs.multiclass.preset = MulticlassPreset {
        kind: MulticlassPresetKind::ThreeInARow,
        n: 60,
        ..MulticlassPreset::default()
    };
    let points = prefs.multiclass.preset.points();
    snapshot_after_running(prefs, points, "multiclass_soft");
}

#[test]
fn an_exercise_reads_the_classes_and_the_step_the_window_saves() {
    // The structured perceptron one step in: the exercise's replay of the saved scene predicts
    // w_□ after the next update as the window's own learner then makes it.
    let mut harness = harness_with(prefs(Method::Structured), four_blobs());
    harness.state_mut().push_command(Command::Step);
    settle(&mut harness);
    let scene = harness.state().lesson();
    let square = linlab::script::task::Check::ClassUpdate {
        class: 1,
        degrees: 1.0,
    };
    let predicted = linlab::script::task::reference(&scene, &square).expect("an answer");
    let w_square = |harness: &Harness<'_, App>| {
        harness
            .state()
            .multiclass()
            .learner()
            .expect("a learner")
            .weights()[0]
            .clone()
    };
    let before = w_square(&harness);
    let mut after = before.clone();
    for _ in 0..100 {
        harness.state_mut().push_command(Command::Step);
        settle(&mut harness);
        after = w_square(&harness);
        if after != before {
            break;
        }
    }
    assert_ne!(after, before, "w_□ changes within 100 steps");
    assert_eq!(
        predicted,
        linlab::script::task::Reply::Spot([after[1], after[2]])
    );

    // One versus one on the four classes: the exercise counts its 4·3/2 lines.
    let harness = harness_with(prefs(Method::Ovo), four_blobs());
    let lines = linlab::script::task::Check::PredictNumber {
        quantity: linlab::script::task::Quantity::Problems,
        within: 0.0,
    };
    assert_eq!(
        linlab::script::task::reference(&harness.state().lesson(), &lines),
        Ok(linlab::script::task::Reply::Number(6.0))
    );
}
