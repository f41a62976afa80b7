//! The presenter's screen: its contents for a scene drawn into a test `Ui` — the scene's notes in
//! the lecture's language, the next scene's caption, "scene k of n", the clock, an exercise's
//! answer as Show me gives it with its explanation and the checks so far — and its buttons'
//! commands; the Lectures menu's Presenter view and F6 open and close it; scripts of version 1
//! and scripts without notes still open; every built-in scene has notes in both languages.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use linlab::app::{App, Command, Lecture, LectureAction, TaskAction, presenter};
use linlab::i18n::Language;
use linlab::learn::Algorithm;
use linlab::script::{Check, Quantity, Reply, Script, Text};

use crate::common;

/// A built-in lecture, open at scene `k` as the window would have it.
fn lecture_at(id: &str, k: usize) -> Lecture {
    let script = linlab::script::built_in(id)
        .expect("a built-in lecture")
        .script()
        .expect("it reads");
    let mut lecture = Lecture::default();
    lecture.script = Some(script);
    lecture.scene = k;
    lecture.playing = true;
    lecture.opened_at = Some(web_time::Instant::now());
    lecture
}

/// The presenter's contents for `lecture` in a plain `Ui`; the state is the commands pushed.
fn contents(lecture: &Lecture, language: Language) -> Harness<'_, Vec<Command>> {
    let mut fonts_installed = false;
    let mut harness = Harness::builder()
        .with_size(egui::vec2(640.0, 900.0))
        .build_ui_state(
            move |ui, commands: &mut Vec<Command>| {
                // The app's fonts (◀, Chinese) take effect from the next frame.
                if !fonts_installed {
                    linlab::app::install_fonts(ui.ctx(), language);
                    fonts_installed = true;
                    ui.ctx().request_repaint();
                    return;
                }
                presenter::contents_ui(ui, lecture, language, commands);
            },
            Vec::new(),
        );
    harness.run();
    harness
}

/// The first words of a caption as the screen writes them (no Markdown, no subscripts).
fn opening(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '*' | '`'))
        .take_while(|&c| c != '_')
        .take(12)
        .collect()
}

fn shows(harness: &Harness<'_, Vec<Command>>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_contents_show_the_notes_the_next_caption_the_scene_and_the_clock() {
    let mut lecture = lecture_at("pla-step-by-step", 1);
    let script = lecture.script.as_mut().expect("a script");
    script.scenes[1].notes = Text::new(
        "Ask which point PLA corrects first, and why not P1.",
        "问全班 PLA 先修正哪个点，为什么不是 P1。",
    );
    let n = script.scenes.len();
    let next_caption = opening(script.scenes[2].caption.in_language(Language::English));
    let this_caption = opening(script.scenes[1].caption.in_language(Language::English));

    let mut harness = contents(&lecture, Language::English);
    assert!(shows(&harness, "Ask which point PLA corrects first"));
    assert!(shows(&harness, &next_caption), "{next_caption:?}");
    assert!(
        !shows(&harness, &this_caption) || this_caption == next_caption,
        "the class's own caption is on the stage, not here"
    );
    assert!(shows(&harness, &format!("Scene 2 of {n}")));
    assert!(shows(&harness, "0:0"), "the clock starts at 0:00");
    assert!(shows(&harness, "since the lecture began"));

    for (button, action) in [
        ("Next ▶", LectureAction::Next),
        ("◀ Previous", LectureAction::Previous),
        ("Black out", LectureAction::BlackOut),
    ] {
        harness.get_by_label(button).click();
        harness.run();
        assert_eq!(
            harness.state().last(),
            Some(&Command::Lecture(action.clone())),
            "{button}"
        );
    }
    drop(harness);

    // The notes follow the lecture's language.
    let harness = contents(&lecture, Language::SimplifiedChinese);
    assert!(shows(&harness, "问全班 PLA 先修正哪个点"));
}

#[test]
fn a_scene_without_notes_says_so_and_the_last_scene_has_no_next_caption() {
    let mut lecture = lecture_at("pla-step-by-step", 0);
    let script = lecture.script.as_mut().expect("a script");
    for scene in &mut script.scenes {
        scene.notes = Text::default();
    }
    let last = script.scenes.len() - 1;
    lecture.scene = last;
    lecture.blacked_out = true;
    let harness = contents(&lecture, Language::English);
    assert!(shows(&harness, "This scene has no notes."));
    assert!(shows(&harness, "This is the last scene."));
    assert!(shows(&harness, "The stage is blacked out."));
    assert!(
        harness
            .query_by_label("Next ▶")
            .is_some_and(|b| b.accesskit_node().is_disabled()),
        "no next scene"
    );
}

#[test]
fn an_exercise_scene_shows_the_learners_answer_its_explanation_and_the_checks() {
    let (id, k) = ("pla-step-by-step", next_point_scene("pla-step-by-step"));
    let mut window = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    common::settle(&mut window);
    window
        .state_mut()
        .push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
    common::settle(&mut window);
    window
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(k)));
    common::settle(&mut window);
    let scene = window.state().lecture().current().expect("a scene").clone();
    let task = scene.task.clone().expect("an exercise");
    let Ok(Reply::Number(expected)) = linlab::script::task::reference(&scene.state, &task.check)
    else {
        panic!("a number to predict")
    };
    let expected = linlab::number::significant(expected, 4);
    let wrong = if expected == "1" { "2" } else { "1" };
    {
        let harness = contents(window.state().lecture(), Language::English);
        assert!(shows(
            &harness,
            &format!("The learner's answer (what Show me gives): {expected}")
        ));
        assert!(shows(&harness, "Checked so far: 0"));
        assert!(shows(&harness, "Not answered yet."));
        let explanation = opening(task.explanation.in_language(Language::English));
        assert!(shows(&harness, &explanation), "{explanation:?}");
    }
    // A wrong answer, then the right one: two checks, and the first answer counts.
    for typed in [wrong, expected.as_str()] {
        for action in [TaskAction::Type(typed.to_owned()), TaskAction::Check] {
            window
                .state_mut()
                .push_command(Command::Lecture(LectureAction::Task(action)));
            common::settle(&mut window);
        }
    }
    let harness = contents(window.state().lecture(), Language::English);
    assert!(shows(&harness, "Checked so far: 2"));
    assert!(shows(&harness, "The first answer was wrong"));
}

/// The scene of built-in lecture `id` that asks which point PLA corrects next.
fn next_point_scene(id: &str) -> usize {
    let script = linlab::script::built_in(id)
        .expect("a built-in lecture")
        .script()
        .expect("it reads");
    script
        .scenes
        .iter()
        .position(|scene| {
            scene.task.as_ref().is_some_and(|task| {
                matches!(
                    task.check,
                    Check::PredictNumber {
                        quantity: Quantity::NextPoint,
                        ..
                    }
                )
            })
        })
        .expect("a next-point exercise")
}

#[test]
fn presenter_view_opens_from_the_lectures_menu_and_f6_closes_it() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    // As the desktop's eframe does; kittest then draws the second window inside the first.
    harness.ctx.set_embed_viewports(false);
    common::settle(&mut harness);
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("PLA, one update at a time").click();
    common::settle(&mut harness);
    assert!(!harness.state().lecture().presenter);
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("Presenter view").click();
    common::settle(&mut harness);
    assert!(harness.state().lecture().presenter);
    assert!(
        harness.query_by_label("Notes").is_some(),
        "its window shows"
    );
    harness.key_press(egui::Key::F6);
    common::settle(&mut harness);
    assert!(!harness.state().lecture().presenter);
    assert!(harness.query_by_label("Notes").is_none());
    harness.key_press(egui::Key::F6);
    common::settle(&mut harness);
    assert!(harness.state().lecture().presenter, "F6 opens it again");
}

/// A one-scene script of `version`, its scene given `extra` fields.
fn script_text(version: u32, extra: &str) -> String {
    format!(
        r#"{{"format": "linlab-script", "version": {version}, "title": {{"en": "Old"}},
            "scenes": [{{"state": {{"points": [[0, 1, 1], [0, -1, -1]]}},
                         "caption": {{"en": "One"}}{extra}}}]}}"#
    )
}

#[test]
fn scripts_of_version_1_and_without_notes_open_and_notes_round_trip() {
    let old = Script::from_json(&script_text(1, ""), "old.json").expect("version 1 reads");
    assert!(old.scenes[0].notes.is_empty());
    assert_eq!(
        old.version,
        linlab::script::VERSION,
        "it is read as this version"
    );
    assert!(
        !old.to_json().contains("\"notes\""),
        "no empty notes are written"
    );
    let notes = r#", "notes": {"en": "Say why.", "zh-CN": "说明原因。"}"#;
    let new = Script::from_json(&script_text(2, notes), "new.json").expect("version 2 reads");
    assert_eq!(new.scenes[0].notes, Text::new("Say why.", "说明原因。"));
    let again = Script::from_json(&new.to_json(), "again.json").expect("it reads back");
    assert_eq!(again, new);
    assert!(Script::from_json(&script_text(3, ""), "future.json").is_err());

    // In the window: a script without notes plays, and its presenter's screen says so.
    let mut window = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    common::settle(&mut window);
    window
        .state_mut()
        .push_command(Command::Lecture(LectureAction::Open {
            script: Box::new(old),
            path: None,
        }));
    common::settle(&mut window);
    assert!(window.query_all_by_label_contains("One").next().is_some());
    let harness = contents(window.state().lecture(), Language::English);
    assert!(shows(&harness, "This scene has no notes."));
}

#[test]
fn every_built_in_scene_has_notes_in_both_languages() {
    let mut scenes = 0;
    for built_in in linlab::script::BUILT_IN {
        let script = built_in.script().expect("it reads");
        assert_eq!(script.version, linlab::script::VERSION, "{}", built_in.id);
        for (k, scene) in script.scenes.iter().enumerate() {
            for language in Language::ALL {
                let notes = scene.notes.written_in(language).trim();
                assert!(
                    notes.chars().count() >= 40,
                    "{}, scene {}: notes in {} are {notes:?}",
                    built_in.id,
                    k + 1,
                    language.tag()
                );
                assert_ne!(
                    notes,
                    scene.caption.written_in(language).trim(),
                    "{}, scene {}: the notes repeat the caption",
                    built_in.id,
                    k + 1
                );
            }
            scenes += 1;
        }
    }
    assert!(scenes > 0, "no built-in scene");
}
