//! Two learners on the same points in the real window: "Compare with…" from its combo box, the
//! ready-made comparisons, lock-step Step, Play and Step back, both E_in histories, the split
//! view's linked planes, and lessons that keep both runs (replayed in the background when long,
//! and undone as a whole).

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{
    App, ClassroomAction, Command, Comparison, Label, Point, Prefs, Preset, PresetKind,
};
use linlab::learn::{Algorithm, Budget, Settings};
use linlab::lesson::Lesson;

use crate::common;

fn noisy_points() -> Vec<Point> {
    Preset {
        kind: PresetKind::Noisy,
        n: 40,
        ..Preset::default()
    }
    .points()
}

fn pla_prefs() -> Prefs {
    common::prefs(Algorithm::Pla)
}

/// Runs frames until background work (files, a lesson's replay) is done.
fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..3000 {
        harness.step();
        let app = harness.state();
        if !app.classroom().files_busy() && !app.classify().replaying() {
            harness.step();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("background work did not finish");
}

fn act(harness: &mut Harness<'_, App>, action: ClassroomAction) {
    harness.state_mut().push_command(Command::Classroom(action));
    harness.step();
    settle(harness);
}

/// Chooses the compared learner in the "Compare with…" combo box (found by the value it shows),
/// as a person does.
fn compare_with(harness: &mut Harness<'_, App>, name: &str) {
    harness.get_by_value("nothing").click();
    harness.run();
    harness.get_by_label(name).click();
    harness.run();
}

fn weights(app: &App, run: usize) -> Vec<f64> {
    app.classify().runs()[run]
        .learner()
        .expect("a learner")
        .weights()
        .to_vec()
}

fn ts(app: &App) -> Vec<u64> {
    app.classify()
        .runs()
        .iter()
        .map(|r| r.shown_t().unwrap_or(0))
        .collect()
}

#[test]
fn compare_with_pocket_steps_both_and_the_status_names_both() {
    let mut harness = common::harness(App::with_points(pla_prefs(), noisy_points()));
    harness.run();
    compare_with(&mut harness, "Pocket");
    let app = harness.state();
    assert_eq!(app.classify().runs().len(), 2);
    assert_eq!(
        app.classify().compared().expect("compared").algorithm(),
        Algorithm::Pocket
    );
    // The compared learner keeps the first one's seed and budget.
    assert_eq!(
        app.prefs().classify.compare.as_ref().map(|s| s.seed),
        Some(1)
    );

    for _ in 0..5 {
        harness.get_by_label("Step").click();
        harness.run();
    }
    assert_eq!(ts(harness.state()), vec![5, 5]);
    let text = harness.state().status_text();
    assert!(
        text.starts_with("PLA (cyclic): ") && text.contains(" · Pocket (random): ŵ "),
        "{text}"
    );
    harness
        .state()
        .classify()
        .check_replay()
        .expect("both runs replay");

    // Step back moves both one lock-step back, to exactly the earlier states.
    let at_4 = {
        let mut other = harness_at(4);
        other.run();
        [weights(other.state(), 0), weights(other.state(), 1)]
    };
    harness.get_by_label("Step back").click();
    harness.run();
    assert_eq!(ts(harness.state()), vec![4, 4]);
    assert_eq!(weights(harness.state(), 0), at_4[0]);
    assert_eq!(weights(harness.state(), 1), at_4[1]);
    // Step goes forward again along the same runs.
    harness.get_by_label("Step").click();
    harness.run();
    assert_eq!(ts(harness.state()), vec![5, 5]);
    assert!(!harness.state().classify().is_scrubbed());

    // "nothing" ends the comparison.
    harness.get_by_value("Pocket (random)").click();
    harness.run();
    harness.get_by_label("nothing").click();
    harness.run();
    assert_eq!(harness.state().classify().runs().len(), 1);
    assert!(harness.state().prefs().classify.compare.is_none());
}

/// A PLA-vs-pocket comparison on the noisy points after `steps` lock-steps.
fn harness_at(steps: usize) -> Harness<'static, App> {
    let mut prefs = pla_prefs();
    prefs.classify.compare = Some(Settings {
        budget: prefs.classify.learner.budget,
        seed: 1,
        ..Settings::new(Algorithm::Pocket)
    });
    let mut harness = common::harness(App::with_points(prefs, noisy_points()));
    for _ in 0..steps {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    harness
}

#[test]
fn pla_thrashes_while_pocket_keeps_its_best_line() {
    let mut harness = common::harness(App::with_points(pla_prefs(), Vec::new()));
    harness.run();
    harness.get_by_value("Ready-made comparisons").click();
    harness.run();
    harness.get_by_label(Comparison::PlaVsPocket.name()).click();
    harness.run();
    assert_eq!(harness.state().points().len(), 40);
    assert_eq!(harness.state().classify().runs().len(), 2);
    assert_eq!(harness.state().status().separable, Some(false));

    harness.state_mut().push_command(Command::Play);
    let mut frames = 0;
    while harness.state().classify().shown_t() < Some(300) {
        harness.step();
        frames += 1;
        assert!(frames < 100_000, "playing does not advance");
    }
    harness.get_by_label("Pause").click();
    harness.run();
    let app = harness.state();
    let [pla, pocket] = [0, 1].map(|i| app.classify().runs()[i].history().records().to_vec());
    assert!(pla.len() > 10 && pocket.len() > 10);
    // Pocket's E_in(ŵ) never goes up; PLA's E_in(w_t) goes up and down.
    let answer: Vec<f64> = pocket
        .iter()
        .map(|r| r.answer.expect("ŵ recorded").zero_one)
        .collect();
    assert!(answer.windows(2).all(|w| w[1] <= w[0]), "{answer:?}");
    let current: Vec<f64> = pla.iter().map(|r| r.current.zero_one).collect();
    assert!(current.windows(2).any(|w| w[1] > w[0]), "{current:?}");
    // Undo takes the ready-made points back.
    harness.get_by_label("Undo").click();
    harness.run();
    assert!(harness.state().points().is_empty());
}

#[test]
fn split_view_links_pan_and_zoom() {
    let mut harness = common::harness(App::with_points(pla_prefs(), noisy_points()));
    harness.run();
    compare_with(&mut harness, "Pocket");
    harness.get_by_label("Side by side").click();
    common::settle(&mut harness);
    let app = harness.state();
    let (a, b) = (
        app.plane().rect_on_screen().expect("first plane"),
        app.classify().second_plane_rect().expect("second plane"),
    );
    assert!(a.max.x <= b.min.x, "side by side: {a:?} {b:?}");
    // Pan the first plane: the second follows.
    let app_view_before = app.plane().view_in_plot().expect("a view");
    let start = a.center();
    harness.drag_at(start);
    harness.run();
    for i in 1..=6 {
        harness.event(egui::Event::PointerMoved(
            start + vec2(10.0 * i as f32, 5.0 * i as f32),
        ));
        harness.run();
    }
    harness.drop_at(start + vec2(60.0, 30.0));
    common::settle(&mut harness);
    let app = harness.state();
    let (first, second) = (
        app.plane().view_in_plot(),
        app.classify().second_plane_view(),
    );
    let (first, second) = (first.expect("a view"), second.expect("a view"));
    // The same centre and scale (the planes may differ in width by a pixel or two, and each
    // keeps one unit as long across as up).
    let centre = |v: linlab::app::geometry::PlotRect| (v.min + v.max) / 2.0;
    assert!(
        (centre(first) - centre(second)).length() < 1e-9,
        "{first:?} {second:?}"
    );
    assert!(((first.max.y - first.min.y) - (second.max.y - second.min.y)).abs() < 1e-9);
    // And the pan moved the view.
    let before = app_view_before;
    assert!((centre(first) - centre(before)).length() > 1e-3);
}

#[test]
fn a_window_too_narrow_for_two_planes_shows_one() {
    let mut harness = common::harness(App::with_points(pla_prefs(), noisy_points()));
    harness.run();
    compare_with(&mut harness, "Pocket");
    harness.get_by_label("Side by side").click();
    common::settle(&mut harness);
    assert!(harness.state().classify().second_plane_rect().is_some());
    // The monkey test's window: the side panels leave the planes no width (egui's columns
    // panicked on a negative width).
    harness.set_size(vec2(367.0, 646.0));
    common::settle(&mut harness);
    assert!(harness.state().plane().rect_on_screen().is_some());
    harness.set_size(vec2(1280.0, 800.0));
    common::settle(&mut harness);
    let app = harness.state();
    let (a, b) = (
        app.plane().rect_on_screen().expect("first plane"),
        app.classify().second_plane_rect().expect("second plane"),
    );
    assert!(a.max.x <= b.min.x, "side by side again: {a:?} {b:?}");
}

#[test]
fn a_lesson_keeps_both_runs_and_undo_brings_the_previous_lesson_back() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let path = dir.join("compare.linlab");
    let mut original = harness_at(12);
    act(&mut original, ClassroomAction::SaveLessonTo(path.clone()));
    let saved = Lesson::load(&path).expect("a lesson");
    assert_eq!((saved.t, saved.compare_t), (12, 12));
    assert_eq!(
        saved.compare.as_ref().map(|s| s.algorithm),
        Some(Algorithm::Pocket)
    );

    // Another state: logistic SGD alone at t = 3 on four points.
    let prefs = common::prefs(Algorithm::LogisticSgd);
    let mut reopened = common::harness(App::with_points(prefs, common::four_points()));
    for _ in 0..3 {
        reopened.state_mut().push_command(Command::Step);
    }
    reopened.step();
    let before = (
        reopened.state().points().to_vec(),
        reopened.state().prefs().classify.learner.clone(),
        weights(reopened.state(), 0),
    );

    act(&mut reopened, ClassroomAction::OpenPath(path));
    let (a, b) = (original.state(), reopened.state());
    assert_eq!(b.points(), a.points());
    assert_eq!(ts(b), vec![12, 12]);
    assert_eq!(weights(b, 0), weights(a, 0));
    assert_eq!(weights(b, 1), weights(a, 1));
    b.classify().check_replay().expect("replays");

    // Undo: the whole previous state, not only its points.
    reopened.get_by_label("Undo").click();
    reopened.run();
    let b = reopened.state();
    assert_eq!(b.points(), before.0.as_slice());
    assert_eq!(b.prefs().classify.learner, before.1);
    assert_eq!(b.classify().runs().len(), 1);
    assert_eq!(ts(b), vec![3]);
    assert_eq!(weights(b, 0), before.2);
}

/// A pocket lesson long enough (updates × points) to be replayed in the background.
fn long_lesson(path: &std::path::Path, t: u64) -> Lesson {
    let points: Vec<[f64; 3]> = Preset {
        kind: PresetKind::Noisy,
        n: 3000,
        ..Preset::default()
    }
    .points()
    .iter()
    .map(|p| [p.x.x, p.x.y, p.label.y()])
    .collect();
    let lesson = Lesson {
        points,
        settings: Settings {
            budget: Budget {
                max_updates: Some(t),
                max_visits: None,
            },
            seed: 3,
            ..Settings::new(Algorithm::Pocket)
        },
        t,
        ..Lesson::default()
    };
    lesson.save(path).expect("saved");
    lesson
}

#[test]
fn a_long_lesson_replays_in_the_background_and_can_be_cancelled() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let path = dir.join("long.linlab");
    let lesson = long_lesson(&path, 4000);
    let mut harness = common::harness(App::with_points(pla_prefs(), common::four_points()));
    harness.run();
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(path.clone())));
    // The file is read in the background, then the replay starts: the window keeps drawing.
    for _ in 0..2000 {
        harness.step();
        if harness.state().classify().replaying() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(
        harness.state().classify().replaying(),
        "a long replay runs in the background"
    );
    assert!(harness.query_by_label("Cancel").is_some());
    settle(&mut harness);
    let (replayed, _) = lesson.replay().expect("replays");
    assert_eq!(harness.state().status().t, 4000);
    assert_eq!(
        harness.state().classify().learner_weights(),
        Some(replayed.weights())
    );
    assert_eq!(
        harness.state().classify().answer_weights(),
        Some(replayed.answer())
    );

    // Cancel: the learner stays where the replay had got to, a state of the same run.
    let mut harness = common::harness(App::with_points(pla_prefs(), common::four_points()));
    harness.run();
    let long = dir.join("longer.linlab");
    long_lesson(&long, 200_000);
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::OpenPath(long)));
    for _ in 0..2000 {
        harness.step();
        if harness.state().classify().replaying() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(harness.state().classify().replaying());
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(!harness.state().classify().replaying());
    let t = harness.state().status().t;
    assert!(t < 200_000, "cancelled at t = {t}");
    harness
        .state()
        .classify()
        .check_replay()
        .expect("a state of the same run");
    assert_eq!(harness.state().points().len(), 3000);
    assert_eq!(
        harness.state().points()[0].label,
        Label::from_y(lesson.points[0][2])
    );
}
