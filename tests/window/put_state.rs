//! The window's one door for states: a lecture's Next and a lesson opened build each run once
//! (no rebind to the new points, no reset, no second build for the replay), and leave the
//! viewer's language, theme, text size and presentation mode as they are.

use linlab::app::{
    App, Command, LectureAction, LessonPoints, Theme, Viewer, learners_bound_on_this_thread,
};
use linlab::i18n::Language;
use linlab::learn::{Algorithm, Settings};
use linlab::lesson::Lesson;
use linlab::script::{Scene, Script};

use crate::common;

/// A state of `points` with PLA at t, and pocket compared at the same t when `compare`.
pub(crate) fn state(points: Vec<[f64; 3]>, t: u64, compare: bool) -> Lesson {
    Lesson {
        points,
        settings: Settings::new(Algorithm::Pla),
        t,
        compare: compare.then(|| Settings::new(Algorithm::Pocket)),
        compare_t: if compare { t } else { 0 },
        ..Lesson::default()
    }
}

/// Twelve noisy points of one seed, as rows.
pub(crate) fn rows(seed: u64) -> Vec<[f64; 3]> {
    let preset = linlab::app::Preset {
        kind: linlab::app::PresetKind::Noisy,
        n: 12,
        seed,
        ..linlab::app::Preset::default()
    };
    preset
        .points()
        .iter()
        .map(|p| [p.x.x, p.x.y, p.label.y()])
        .collect()
}

/// The app with a lecture of `scenes` open at its first.
fn lecture_of(scenes: Vec<Lesson>) -> App {
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    app.push_command(Command::Lecture(LectureAction::Open {
        script: Box::new(Script {
            scenes: scenes.into_iter().map(Scene::of).collect(),
            ..Script::default()
        }),
        path: None,
    }));
    app.apply_commands();
    app
}

/// The learners built or rebound while `act` runs.
fn builds_of(app: &mut App, act: impl FnOnce(&mut App)) -> u64 {
    let before = learners_bound_on_this_thread();
    act(app);
    learners_bound_on_this_thread() - before
}

#[test]
fn a_lecture_s_next_builds_each_run_once() {
    let mut app = lecture_of(vec![state(rows(1), 3, false), state(rows(2), 4, true)]);
    assert!(app.document().has_rows(&rows(1)));
    let built = builds_of(&mut app, |app| {
        app.push_command(Command::Lecture(LectureAction::Next));
        app.apply_commands();
    });
    assert!(
        app.document().has_rows(&rows(2)),
        "the second scene's points"
    );
    let runs = app.classify().runs();
    assert_eq!(runs.len(), 2, "PLA and pocket");
    assert_eq!(
        runs.iter().map(|r| r.shown_t()).collect::<Vec<_>>(),
        [Some(4), Some(4)]
    );
    assert_eq!(built, 2, "one build per run");
    assert!(
        runs.iter().all(|r| r.rebinds() == 0),
        "no run rebound to the new points"
    );
    // And back: one run, built once.
    let built = builds_of(&mut app, |app| {
        app.push_command(Command::Lecture(LectureAction::Previous));
        app.apply_commands();
    });
    assert_eq!(built, 1);
    assert_eq!(app.classify().shown_t(), Some(3));
}

#[test]
fn a_scene_on_the_same_points_builds_its_run_once() {
    let mut app = lecture_of(vec![state(rows(1), 3, false), state(rows(1), 0, false)]);
    let built = builds_of(&mut app, |app| {
        app.push_command(Command::Lecture(LectureAction::Next));
        app.apply_commands();
    });
    assert_eq!(built, 1);
    assert_eq!(app.classify().shown_t(), Some(0));
}

#[test]
fn a_lesson_opened_builds_each_run_once_and_undo_brings_the_last_back() {
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    app.apply_lesson(state(rows(1), 2, false), LessonPoints::Undoable);
    let built = builds_of(&mut app, |app| {
        app.apply_lesson(state(rows(2), 5, true), LessonPoints::Undoable)
    });
    assert_eq!(built, 2);
    assert!(app.classify().runs().iter().all(|r| r.rebinds() == 0));
    app.push_command(Command::Undo);
    app.apply_commands();
    assert!(app.document().has_rows(&rows(1)));
    assert_eq!(app.classify().runs().len(), 1);
    assert_eq!(app.classify().shown_t(), Some(2));
}

#[test]
fn a_scene_leaves_the_viewer_s_own_settings() {
    let viewer = Viewer {
        language: Language::SimplifiedChinese,
        theme: Theme::Dark,
        zoom: 1.5,
        presentation: true,
        announcements: linlab::app::Announcements::Full,
        caption_log: true,
        sound: true,
    };
    // A scene written when lessons still carried the viewer's settings: they are read past.
    let mut older = state(rows(2), 1, false);
    older.app = serde_json::json!({
        "prefs": { "language": "en", "theme": "Light", "zoom": 1.0, "speed": 42.0 },
        "presentation": false,
    });
    let mut app = lecture_of(vec![state(rows(1), 0, false), older]).with_viewer(viewer);
    app.push_command(Command::Lecture(LectureAction::Next));
    app.apply_commands();
    assert!(app.document().has_rows(&rows(2)));
    assert_eq!(*app.viewer(), viewer);
    assert_eq!(
        app.prefs().classify.speed,
        42.0,
        "the scene's own settings are put"
    );
    // A lesson saved now carries none of them.
    let saved = app.lesson().app.to_string();
    for key in ["language", "theme", "zoom", "presentation"] {
        assert!(!saved.contains(&format!("\"{key}\"")), "{key} in {saved}");
    }
}
