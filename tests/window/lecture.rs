//! Lecture scripts in the real window: every built-in lecture played through from the Lectures
//! menu with PageDown, each scene's state (t, points, w) checked against a headless replay and
//! its caption on screen; the steps played between scenes end on the next scene's exact state;
//! PageUp and Previous jump back exactly; leaving keeps the state and "Back to the script"
//! returns; a script written in the window round-trips through a file and through a link.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, Command, LectureAction, ScriptEdit};
use linlab::i18n::Language;
use linlab::learn::Algorithm;
use linlab::script::{BUILT_IN, Script};

use crate::common;

fn window() -> Harness<'static, App> {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    common::settle(&mut harness);
    harness
}

#[test]
fn every_built_in_lecture_plays_through_with_page_down() {
    for built_in in BUILT_IN {
        let mut harness = window();
        common::play_through(&mut harness, built_in.id, Language::English);
    }
}

#[test]
fn the_steps_between_scenes_are_played_and_end_on_the_next_scene() {
    let mut harness = window();
    harness.get_by_label("Lectures").click();
    harness.run();
    harness
        .get_by_label("Noise: PLA never stops, pocket keeps ŵ")
        .click();
    common::settle(&mut harness);
    // Scene 2 continues scene 1: PLA from t = 0 to t = 60 at 20 steps a second.
    harness.key_press(egui::Key::PageDown);
    harness.step();
    harness.step();
    let animation = harness
        .state()
        .lecture()
        .animation
        .expect("the steps are played");
    assert_eq!(animation.goal_t, 60);
    for _ in 0..10 {
        harness.step();
    }
    let t = harness.state().classify().shown_t().expect("a run");
    assert!(t > 0 && t < 60, "t = {t} while playing");
    common::finish_lecture_steps(&mut harness);
    common::assert_shows_scene(harness.state(), 1);
}

#[test]
fn previous_and_back_return_to_the_exact_scene() {
    let mut harness = window();
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("PLA, one update at a time").click();
    common::settle(&mut harness);
    for _ in 0..4 {
        harness.key_press(egui::Key::PageDown);
        common::finish_lecture_steps(&mut harness);
    }
    assert_eq!(harness.state().lecture().scene, 4);
    harness.key_press(egui::Key::PageUp);
    common::settle(&mut harness);
    assert_eq!(harness.state().lecture().scene, 3);
    common::assert_shows_scene(harness.state(), 3);
    harness.get_by_label("◀ Previous").click();
    common::settle(&mut harness);
    common::assert_shows_scene(harness.state(), 2);

    // Leave, explore (three more steps and a new point), come back.
    harness.get_by_label("Leave the script").click();
    common::settle(&mut harness);
    assert!(!harness.state().lecture().playing);
    for _ in 0..3 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    harness
        .state_mut()
        .push_command(Command::AddPoint(linlab::app::Point::new(
            0.5,
            0.5,
            linlab::app::Label::Negative,
        )));
    common::settle(&mut harness);
    assert_eq!(
        harness.state().points().len(),
        7,
        "the state is the person's"
    );
    harness.key_press(egui::Key::PageDown);
    common::settle(&mut harness);
    assert_eq!(
        harness.state().lecture().scene,
        2,
        "the page keys are the person's while exploring"
    );
    harness.get_by_label("Back to the script").click();
    common::settle(&mut harness);
    assert!(harness.state().lecture().playing);
    common::assert_shows_scene(harness.state(), 2);
}

#[test]
fn a_script_written_in_the_window_round_trips_through_a_file_and_a_link() {
    let mut harness = window();
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("New script").click();
    common::settle(&mut harness);
    assert!(harness.state().lecture().editing, "the editor opens");
    let edit = |harness: &mut Harness<'static, App>, edit: ScriptEdit| {
        harness
            .state_mut()
            .push_command(Command::Lecture(LectureAction::Edit(edit)));
        common::settle(harness);
    };
    edit(
        &mut harness,
        ScriptEdit::Caption(Language::English, "Four points.".to_owned()),
    );
    edit(
        &mut harness,
        ScriptEdit::Caption(Language::Chinese, "四个点。".to_owned()),
    );
    // The second scene: steps later, the first point ringed, a question.
    for _ in 0..3 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    let t = harness.state().classify().shown_t().expect("a run");
    assert!(t > 0);
    harness.get_by_label("Add scene").click();
    common::settle(&mut harness);
    harness.state_mut().push_command(Command::Select(Some(0)));
    common::settle(&mut harness);
    harness.get_by_label("Ring the selected point").click();
    common::settle(&mut harness);
    edit(&mut harness, ScriptEdit::Ask(true));
    edit(
        &mut harness,
        ScriptEdit::AskText(Language::English, "Why did w turn?".to_owned()),
    );
    let script = harness.state().lecture().script.clone().expect("a script");
    assert_eq!(script.scenes.len(), 2);
    assert_eq!(script.scenes[0].caption.zh, "四个点。");
    assert_eq!(script.scenes[1].state.t, t);
    assert_eq!(
        script.scenes[1].highlights,
        [linlab::script::Highlight::Ring { point: 1 }]
    );

    // Undo takes back the question, then the ring.
    harness.get_by_label("Undo script edit").click();
    common::settle(&mut harness);
    let undone = harness.state().lecture().script.clone().expect("a script");
    assert_eq!(
        undone.scenes[1].ask.as_ref().map(|a| a.en.as_str()),
        Some("")
    );

    // Saved, then opened as any file is: the same script.
    let path = std::env::temp_dir().join(format!("linlab-lecture-{}.json", std::process::id()));
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::SaveTo(path.clone())));
    for _ in 0..100 {
        harness.step();
        if path.exists() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    common::settle(&mut harness);
    let saved = Script::load(&path).expect("the saved script reads");
    assert_eq!(saved, undone);
    let mut reopened = window();
    reopened
        .state_mut()
        .push_command(Command::Classroom(linlab::app::Action::OpenPath(
            path.clone(),
        )));
    for _ in 0..200 {
        reopened.step();
        if reopened.state().lecture().script.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    common::settle(&mut reopened);
    assert_eq!(reopened.state().lecture().script.as_ref(), Some(&undone));
    common::assert_shows_scene(reopened.state(), 0);
    let _ = std::fs::remove_file(&path);

    // As a link: the whole script, opened where a lesson's link is.
    let link = harness.state().lecture().link("").expect("a link");
    assert!(link.starts_with("#script="), "{link}");
    let mut linked = window();
    linked.state_mut().open_lesson_text(&link);
    common::settle(&mut linked);
    assert_eq!(linked.state().lecture().script.as_ref(), Some(&undone));
}

#[test]
fn a_broken_script_says_why_and_keeps_the_points() {
    let mut harness = window();
    let before = harness.state().points().to_vec();
    harness
        .state_mut()
        .open_lesson_text(r#"{"format": "linlab-script", "scenes": [{"changes": {}}]}"#);
    common::settle(&mut harness);
    assert!(harness.state().lecture().script.is_none());
    assert_eq!(harness.state().points(), &before[..]);
    let message = format!("{:?}", harness.state().classroom().message);
    assert!(message.contains("scene 1"), "{message}");
}

#[test]
fn snapshot_of_a_scene_with_its_caption_and_question() {
    let app = App::with_points(common::prefs(Algorithm::Pla), common::four_points());
    let mut harness = common::window(app, egui::vec2(1280.0, 800.0));
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::OpenBuiltIn(
            "pla-step-by-step",
        )));
    common::settle(&mut harness);
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(3)));
    common::settle(&mut harness);
    common::assert_shows_scene(harness.state(), 3);
    common::snapshot(&mut harness, "lecture", true);
}
