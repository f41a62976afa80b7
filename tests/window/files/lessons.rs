//! Lessons in the real window: a lesson saved (Ctrl+S while a field has the keyboard too) and
//! reopened in the same state, the last session brought back (a broken one does not stop the
//! start), lesson links pasted or written by hand, a lesson whose t lies beyond its budget, and
//! K-means and several classes kept where they stand.

use super::*;
use glam::DVec2;

/// [`a_lesson_in_progress`], saved as `class.linlab` in `folder`.
fn a_lesson_saved_in(folder: &Path) -> (Harness<'static, App>, PathBuf) {
    let path = folder.join("class.linlab");
    let mut harness = a_lesson_in_progress();
    act(&mut harness, ClassroomAction::SaveLessonTo(path.clone()));
    (harness, path)
}

/// A field that has the keyboard keeps single keys ("s" is typed, not a step) but not Ctrl+S:
/// the lesson is saved to its file all the same.
/// `b`, a lesson reopened, shows `a`'s points and learner at the same t (37) and w.
fn assert_reopened_at_t_37(a: &App, b: &App) {
    assert_eq!(b.points(), a.points());
    assert_eq!(b.prefs().classify.learner, a.prefs().classify.learner);
    assert_eq!(b.status().t, 37);
    assert_eq!(
        b.classify().learner_weights(),
        a.classify().learner_weights()
    );
}

#[test]
fn ctrl_s_saves_while_a_field_has_the_keyboard() {
    let scratch = common::scratch();
    let (mut harness, path) = a_lesson_saved_in(scratch.path());
    harness.state_mut().push_command(Command::Step);
    harness.step();
    assert_eq!(harness.state().status().t, 38);
    harness
        .get_all_by_role(egui::accesskit::Role::SpinButton)
        .next()
        .expect("a number field")
        .focus();
    harness.run();
    assert!(
        harness.ctx.egui_wants_keyboard_input(),
        "the field has the keyboard"
    );
    harness.key_press(egui::Key::S);
    harness.run();
    assert_eq!(
        harness.state().status().t,
        38,
        "S went to the field, not to Step"
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    settle(&mut harness);
    assert_eq!(Lesson::load(&path).expect("a lesson").t, 38);
}

#[test]
fn a_saved_lesson_reopens_in_the_same_state() {
    let scratch = common::scratch();
    let (original, path) = a_lesson_saved_in(scratch.path());
    let saved = Lesson::load(&path).expect("a lesson");
    assert_eq!(saved.t, 37);
    assert_eq!(saved.target, Some(a_target()));

    let mut reopened = common::harness(App::with_points(Prefs::default(), four_points()));
    open(&mut reopened, &path);
    assert_reopened_at_t_37(original.state(), reopened.state());
    let (a, b) = (original.state(), reopened.state());
    assert_eq!(b.classify().answer_weights(), a.classify().answer_weights());
    assert_eq!(b.classify().target(), Some(&a_target()));
    // The same w as a fresh replay of the lesson by the core.
    let (replayed, _) = saved.replay().expect("replays");
    assert_eq!(b.classify().learner_weights(), Some(replayed.weights()));
    assert_eq!(b.classify().answer_weights(), Some(replayed.answer()));
    // Ctrl+S now saves to the lesson's file.
    assert!(matches!(b.message(), Some(Message::Info(t)) if t.contains("class.linlab")));

    // The class can step back from where the lesson stopped.
    reopened.state_mut().push_command(Command::StepBack);
    reopened.run();
    assert_eq!(reopened.state().status().t, 36);
    let at_36 = Lesson {
        t: 36,
        ..saved.clone()
    };
    let (fresh, _) = at_36.replay().expect("replays");
    assert_eq!(
        reopened.state().classify().learner_weights(),
        Some(fresh.weights())
    );
}

#[test]
fn the_last_session_comes_back_and_a_broken_one_does_not_stop_the_start() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let path = dir.join("last-session.linlab");
    let mut before = a_lesson_in_progress();
    // No autosave place: nothing is written.
    assert!(before.state_mut().autosave().is_none());
    let app = App::restored(Prefs::default(), Some(path.clone()));
    assert!(app.message().is_none(), "no autosave yet is not an error");

    // Write the session where the app keeps it.
    let lesson = before.state().lesson();
    lesson.save(&path).expect("saved");
    let restored = App::restored(Prefs::default(), Some(path.clone()));
    let mut restored_window = common::harness(restored);
    restored_window.step();
    let (a, b) = (before.state(), restored_window.state());
    assert_eq!(b.points(), a.points());
    assert_eq!(b.status().t, 37);
    assert_eq!(
        b.classify().learner_weights(),
        a.classify().learner_weights()
    );
    assert!(b.message().is_none());
    // It is written again (atomically) by the app.
    let written = restored_window
        .state_mut()
        .autosave()
        .expect("a place")
        .expect("written");
    assert_eq!(
        Lesson::load(&written).expect("readable").points,
        lesson.points
    );

    // A corrupted autosave: the app starts empty and says so; the file is kept aside.
    std::fs::write(
        &path,
        b"{\"format\": \"linlab-lesson\", \"points\": [[1, 2,",
    )
    .expect("w");
    let broken = App::restored(Prefs::default(), Some(path.clone()));
    assert!(broken.points().is_empty());
    let Some(Message::Error(text)) = broken.message() else {
        panic!("no message: {:?}", broken.message());
    };
    assert!(text.contains("could not be restored"), "{text}");
    assert!(!path.exists(), "moved aside");
    let kept = std::fs::read_dir(dir)
        .expect("dir")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().contains(".broken-"))
        })
        .count();
    assert_eq!(kept, 1);
    // And the window runs.
    let mut window = common::harness(broken);
    window.run();
    window.get_by_label_contains("could not be restored");
    // Garbage bytes too.
    std::fs::write(&path, [0u8, 159, 146, 150, 255]).expect("w");
    assert!(
        App::restored(Prefs::default(), Some(path))
            .message()
            .is_some()
    );
}

#[test]
fn a_lesson_link_pasted_in_the_prompt_opens_the_same_state() {
    let original = a_lesson_in_progress();
    let link = original.state().lesson_link();
    assert!(link.starts_with("#lesson="), "{link}");

    // What a teacher does: File → Open lesson from link…, paste, Open.
    let mut reopened = common::harness(App::with_points(Prefs::default(), four_points()));
    reopened.get_by_label("File").click();
    reopened.run();
    reopened.get_by_label("Open lesson from link…").click();
    reopened.run();
    let pasted = format!("https://teacher.example/linlab/{link}");
    reopened
        .get_by_role(egui::accesskit::Role::TextInput)
        .type_text(&pasted);
    reopened.run();
    reopened.get_by_label("Open").click();
    settle(&mut reopened);
    assert_reopened_at_t_37(original.state(), reopened.state());
    assert_eq!(reopened.state().classify().target(), Some(&a_target()));

    // Undo brings the state before the link back.
    reopened.state_mut().push_command(Command::Undo);
    reopened.run();
    assert_eq!(reopened.state().points(), four_points().as_slice());

    // A damaged link says so and leaves the points alone.
    act(
        &mut reopened,
        ClassroomAction::OpenLessonText("#lesson=eyJmb3Jt!".to_owned()),
    );
    assert_eq!(reopened.state().points(), four_points().as_slice());
    assert!(
        matches!(reopened.state().message(), Some(Message::Error(t)) if t.contains("damaged")),
        "{:?}",
        reopened.state().message()
    );
}

#[test]
fn a_hand_written_link_without_a_budget_keeps_its_t() {
    // {"format":"linlab-lesson","version":1,"points":[…4 points…],"t":2}: default settings,
    // no update budget, as a teacher may write one by hand.
    let link = "#lesson=eyJmb3JtYXQiOiJsaW5sYWItbGVzc29uIiwidmVyc2lvbiI6MSwicG9pbnRzIjpbWzAuNSwwLjUsMV0sWy0wLjUsLTAuNSwtMV0sWzAuNiwtMC4yLDFdLFstMC4zLDAuNCwtMV1dLCJ0IjoyfQ";
    let lesson = Lesson::from_link(link, "the link").expect("a lesson");
    assert_eq!(lesson.settings.budget.max_updates, None);
    let mut window = common::harness(App::with_lesson(Prefs::default(), lesson));
    window.step();
    window.step();
    assert_eq!(window.state().points().len(), 4);
    assert_eq!(
        window.state().status().t,
        2,
        "{}",
        window.state().status_text()
    );
}

#[test]
fn a_lesson_whose_t_lies_beyond_its_budget_says_where_the_run_stopped() {
    let original = a_lesson_in_progress();
    let mut lesson =
        Lesson::from_link(&original.state().lesson_link(), "link").expect("a lesson link");
    lesson.t = 1_000_000_000_000_000;
    let mut reopened = common::harness(App::with_points(Prefs::default(), four_points()));
    act(
        &mut reopened,
        ClassroomAction::OpenLessonText(lesson.to_link()),
    );
    for _ in 0..5000 {
        if !reopened.state().classify().replaying() {
            break;
        }
        reopened.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    reopened.step();
    let app = reopened.state();
    assert!(!app.classify().replaying());
    assert_eq!(app.status().t, 500, "the run stops at its budget");
    let Some(Message::Info(text)) = app.message() else {
        panic!("no word on where the run stopped: {:?}", app.message());
    };
    assert!(
        text.contains("t = 1000000000000000") && text.contains("t = 500"),
        "{text}"
    );
}

#[test]
fn a_lesson_keeps_k_means_and_several_classes_where_they_stand() {
    use linlab::app::{ClusterStart, Workspace};
    // K-means from two clicked centres, three half steps in.
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.workspace = Workspace::Cluster;
    prefs.cluster.k = 2;
    prefs.cluster.start = ClusterStart::Clicked;
    let mut harness = common::harness(App::with_points(prefs, common::separable(30, 2).points()));
    common::settle(&mut harness);
    for (x1, x2) in [(0.5, 0.5), (-0.5, -0.5)] {
        let pos = harness
            .state()
            .plane()
            .screen_pos_of(DVec2::new(x1, x2))
            .expect("the plane");
        common::click_at(&mut harness, pos, egui::Modifiers::NONE);
    }
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
        common::settle(&mut harness);
    }
    let kmeans = |app: &App| {
        let view = app.cluster();
        (
            view.clicked().to_vec(),
            view.shown_steps().len(),
            view.kmeans().map(|k| k.centres().centres.clone()),
        )
    };
    let before = kmeans(harness.state());
    assert_eq!(before.1, 3);
    assert_eq!(before.0.len(), 4);
    let lesson = harness.state().lesson();
    let mut reopened = common::harness(App::with_lesson(common::prefs(Algorithm::Pla), lesson));
    common::settle(&mut reopened);
    assert_eq!(reopened.state().prefs().workspace, Workspace::Cluster);
    assert_eq!(kmeans(reopened.state()), before);

    // Several classes, four steps of OVA by PLA.
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.workspace = Workspace::Multiclass;
    let mut harness = common::harness(App::with_points(prefs.clone(), Vec::new()));
    harness
        .state_mut()
        .push_command(Command::Room(linlab::app::RoomAction::Multiclass(
            linlab::app::MulticlassAction::LoadPreset(prefs.multiclass.preset),
        )));
    common::settle(&mut harness);
    for _ in 0..4 {
        harness.state_mut().push_command(Command::Step);
        common::settle(&mut harness);
    }
    assert_eq!(harness.state().multiclass().t(), 4);
    let lesson = harness.state().lesson();
    let mut reopened = common::harness(App::with_lesson(common::prefs(Algorithm::Pla), lesson));
    common::settle(&mut reopened);
    assert_eq!(reopened.state().multiclass().t(), 4);
    assert_eq!(
        reopened.state().multiclass().learner().map(|l| l.model()),
        harness.state().multiclass().learner().map(|l| l.model())
    );
}
