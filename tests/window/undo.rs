//! Undo and Redo whole for a lesson: what Undo takes away when it takes back a lesson opened or a
//! lecture's scene (the points, the learners and their t, the compared run), Redo brings back,
//! and Undo can take it away again — right after it, and from under later edits.

use linlab::app::{App, Command, Label, LectureAction, LessonPoints, Point};
use linlab::learn::Algorithm;
use linlab::script::{Scene, Script};

use crate::common;
use crate::put_state::{rows, state};

fn act(app: &mut App, command: Command) {
    app.push_command(command);
    app.apply_commands();
}

/// The window's points, and its runs' algorithms and their t: what a lesson puts in.
type Whole = (Vec<[f64; 3]>, Vec<(Algorithm, Option<u64>)>);

fn whole(app: &App) -> Whole {
    let runs = app.classify().runs();
    (
        app.document().rows(),
        runs.iter().map(|r| (r.algorithm(), r.shown_t())).collect(),
    )
}

#[test]
fn a_lecture_scene_undone_and_redone_comes_back_whole() {
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    act(
        &mut app,
        Command::Lecture(LectureAction::Open {
            script: Box::new(Script {
                scenes: [state(rows(1), 3, false), state(rows(2), 4, true)]
                    .into_iter()
                    .map(Scene::of)
                    .collect(),
                ..Script::default()
            }),
            path: None,
        }),
    );
    let first = whole(&app);
    assert_eq!(first.1, [(Algorithm::Pla, Some(3))]);
    act(&mut app, Command::Lecture(LectureAction::Next));
    let second = whole(&app);
    assert_eq!(
        second.1,
        [(Algorithm::Pla, Some(4)), (Algorithm::Pocket, Some(4))]
    );
    act(&mut app, Command::Undo);
    assert_eq!(whole(&app), first, "Undo takes the scene away whole");
    act(&mut app, Command::Redo);
    assert_eq!(
        whole(&app),
        second,
        "Redo brings the scene back whole: its learners with its points"
    );
    act(&mut app, Command::Undo);
    assert_eq!(whole(&app), first, "and Undo takes it away again");
}

#[test]
fn a_lesson_comes_back_whole_from_under_a_later_edit() {
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    app.apply_lesson(state(rows(1), 2, false), LessonPoints::Fresh);
    let before = whole(&app);
    app.apply_lesson(state(rows(2), 5, true), LessonPoints::Undoable);
    let opened = whole(&app);
    act(
        &mut app,
        Command::AddPoint(Point::new(0.25, -0.5, Label::Positive)),
    );
    let added = app.document().rows();
    // Back through the point, then the lesson: the state before it, whole.
    act(&mut app, Command::Undo);
    assert_eq!(app.document().rows(), opened.0);
    act(&mut app, Command::Undo);
    assert_eq!(whole(&app), before);
    // Forward through the lesson, whole, then the point.
    act(&mut app, Command::Redo);
    assert_eq!(whole(&app), opened, "the lesson's learners and t came back");
    act(&mut app, Command::Redo);
    assert_eq!(app.document().rows(), added);
    assert_eq!(app.classify().runs().len(), 2, "the compared run stays");
    assert!(!app.document().can_redo());
}
