//! Lecture scripts in the real window: every built-in lecture played through from the Lectures
//! menu with PageDown, each scene's state (t, points, w) checked against a headless replay and
//! its caption on screen; the steps played between scenes end on the next scene's exact state;
//! PageUp and Previous jump back exactly; leaving keeps the state and "Back to the script"
//! returns; a script written in the window round-trips through a file and through a link; Space
//! on the clicked caption turns the page; the update readouts copy as text and LaTeX; damaged
//! scripts and links, opened in the window, play as they read or change nothing; closing a
//! lecture takes its notice off the banner; on a short screen the loss column above a lecture's
//! bar scrolls. The exercises'
//! tests are in `lecture/exercises.rs`.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, Command, LectureAction, ScriptEdit};
use linlab::i18n::Language;
use linlab::learn::Algorithm;
use linlab::script::{BUILT_IN, Script};

use crate::common;

mod exercises;

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
        ScriptEdit::Caption(Language::SimplifiedChinese, "四个点。".to_owned()),
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
        .push_command(Command::Classroom(linlab::app::ClassroomAction::OpenPath(
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

    // Undo again: the question is gone; once more: the ring, and the scene stays.
    harness.get_by_label("Undo script edit").click();
    common::settle(&mut harness);
    let scene = &harness
        .state()
        .lecture()
        .script
        .as_ref()
        .expect("a script")
        .scenes[1];
    assert_eq!(scene.ask, None, "the question taken back");
    assert_eq!(scene.highlights, undone.scenes[1].highlights);
    harness.get_by_label("Undo script edit").click();
    common::settle(&mut harness);
    let script = harness.state().lecture().script.clone().expect("a script");
    assert_eq!(script.scenes.len(), 2);
    assert_eq!(script.scenes[1].highlights, [], "the ring taken back");
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

/// The lecture's "opened" notice goes with the lecture when it closes; an error said while it
/// played stays.
#[test]
fn closing_a_lecture_takes_its_notice_off_the_banner_but_not_an_error() {
    let mut harness = window();
    let banner = |harness: &Harness<'_, App>| {
        harness
            .state()
            .classroom()
            .message
            .as_ref()
            .map(|m| m.text(Language::English).into_owned())
    };
    let title = BUILT_IN[0].title(Language::English);
    open_lecture(&mut harness, &title);
    let opened = banner(&harness).unwrap_or_default();
    assert!(
        opened.contains(&title) && opened.contains("opened"),
        "{opened}"
    );
    harness.get_by_label("Close").click();
    common::settle(&mut harness);
    assert!(harness.state().lecture().script.is_none());
    assert_eq!(banner(&harness), None);

    open_lecture(&mut harness, &title);
    harness
        .state_mut()
        .open_lesson_text(r#"{"format": "linlab-script", "scenes": [{"changes": {}}]}"#);
    common::settle(&mut harness);
    let error = banner(&harness).unwrap_or_default();
    assert!(error.contains("scene 1"), "{error}");
    harness.get_by_label("Close").click();
    common::settle(&mut harness);
    assert!(harness.state().lecture().script.is_none());
    assert_eq!(banner(&harness), Some(error));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(8))]

    /// A damaged script, as a file's text or as a link, opened in the window: it plays as the
    /// script it reads as, or it is refused with a message and the points stay. A smoke test of
    /// the window's side: tests/core/damaged_scripts.rs reads one lecture damaged at every byte.
    #[test]
    fn a_damaged_script_opens_as_it_reads_or_leaves_the_window_as_it_was(
        lecture in 0..BUILT_IN.len(),
        at in proptest::prelude::any::<proptest::sample::Index>(),
        byte in proptest::prelude::any::<u8>(),
        cut in proptest::prelude::any::<bool>(),
        as_link in proptest::prelude::any::<bool>(),
    ) {
        let json = BUILT_IN[lecture].json;
        let text = if as_link {
            let link = Script::from_json(json, "x").expect("built in").to_link();
            let j = at.index(link.len());
            let damaged = if cut {
                link[..j].to_owned()
            } else {
                format!("{}{}{}", &link[..j], char::from(byte % 64 + 48), &link[j + 1..])
            };
            format!("#script={damaged}")
        } else {
            let mut bytes = json.as_bytes().to_vec();
            let i = at.index(bytes.len());
            if cut { bytes.truncate(i) } else { bytes[i] = byte }
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let mut harness = window();
        // A changed byte may make any character, one no font draws: the window draws a box.
        harness.ctx.set_missing_glyph_policy(egui::MissingGlyphPolicy::Tofu);
        let before = harness.state().points().to_vec();
        harness.state_mut().open_lesson_text(&text);
        common::settle(&mut harness);
        let read = Script::from_link(text.trim_start_matches("#script="), "x");
        match read {
            Ok(script) => proptest::prop_assert_eq!(
                harness.state().lecture().script.as_ref(),
                Some(&script)
            ),
            Err(_) => {
                proptest::prop_assert!(harness.state().lecture().script.is_none());
                proptest::prop_assert_eq!(harness.state().points(), &before[..]);
                proptest::prop_assert!(harness.state().classroom().message.is_some());
            }
        }
    }
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

/// On a projector's 1024×768 with a lecture's bar under the window, the loss panel's column is
/// shorter than its toggles and plot: the column scrolls under the wheel, so all of it can be
/// seen, and none of it runs under the timeline and the bars below.
#[test]
fn the_loss_column_scrolls_above_a_lecture_s_bar_on_a_short_screen() {
    let app = App::with_points(common::prefs(Algorithm::Pla), common::four_points());
    // The window's 1024×768 pixels at the default text size (125 %), in points.
    let zoom = linlab::app::Viewer::default().zoom;
    let mut harness = common::window(app, egui::vec2(1024.0, 768.0) / zoom);
    common::settle(&mut harness);
    open_lecture(
        &mut harness,
        "Noise and error: P(y|x), error measures and weighted costs",
    );
    let timeline_top = harness.get_by_label("Timeline").rect().top();
    let toggle = |harness: &Harness<'_, App>| harness.get_by_label("perceptron").rect();
    let before = toggle(&harness);
    assert!(
        before.bottom() < timeline_top,
        "{before:?} above {timeline_top}"
    );
    // At the column's foot, over the plot.
    harness.hover_at(egui::pos2(before.center().x, timeline_top - 20.0));
    for _ in 0..10 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -60.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        // The scroll is animated over a few frames.
        harness.step();
    }
    common::settle(&mut harness);
    let after = toggle(&harness);
    assert!(
        after.top() < before.top() - 40.0,
        "the column scrolled: the toggle went from {before:?} to {after:?}"
    );
    assert_eq!(harness.get_by_label("Timeline").rect().top(), timeline_top);
}

/// Opens the built-in lecture titled `title` from the Lectures menu.
fn open_lecture(harness: &mut Harness<'_, App>, title: &str) {
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label(title).click();
    common::settle(harness);
}

/// Opens the built-in lecture titled `title` at its scene `from_end` places before the last.
fn open_lecture_at(harness: &mut Harness<'_, App>, title: &str, from_end: usize) {
    open_lecture(harness, title);
    go_to_from_end(harness, from_end);
}

/// Goes to the open lecture's scene `from_end` places before its last.
fn go_to_from_end(harness: &mut Harness<'_, App>, from_end: usize) {
    let scenes = harness
        .state()
        .lecture()
        .script
        .as_ref()
        .expect("a script")
        .scenes
        .len();
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(scenes - 1 - from_end)));
    common::settle(harness);
}

/// Goes `scenes` scenes on with PageDown, each to its end.
fn page_down(harness: &mut Harness<'_, App>, scenes: usize) {
    for _ in 0..scenes {
        harness.key_press(egui::Key::PageDown);
        common::finish_lecture_steps(harness);
    }
}

/// Clicks the button `label` and returns the text put on the clipboard in the frames that follow
/// (the window's own copies wait for the next frame).
fn copy_with(harness: &mut Harness<'_, App>, label: &str) -> String {
    harness.get_by_label(label).click();
    let mut copied = None;
    for _ in 0..3 {
        harness.step();
        copied = copied.or_else(|| {
            harness
                .output()
                .platform_output
                .commands
                .iter()
                .find_map(|c| match c {
                    egui::OutputCommand::CopyText(text) => Some(text.clone()),
                    _ => None,
                })
        });
    }
    common::settle(harness);
    copied.unwrap_or_else(|| panic!("{label} copied nothing"))
}

#[test]
fn space_on_the_clicked_caption_goes_to_the_next_scene() {
    let mut harness = window();
    open_lecture(&mut harness, "PLA, one update at a time");
    let script = harness.state().lecture().script.clone().expect("a script");
    let start: String = script.scenes[0]
        .caption
        .in_language(Language::English)
        .chars()
        .take(12)
        .collect();
    let caption = harness
        .query_all_by_label_contains(&start)
        .next()
        .expect("the caption on screen");
    caption.click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().lecture().scene,
        0,
        "a click does not turn the page"
    );
    harness.key_press(egui::Key::Space);
    common::finish_lecture_steps(&mut harness);
    common::assert_shows_scene(harness.state(), 1);
    assert_eq!(
        harness.state().mode(),
        linlab::app::Mode::Idle,
        "Space went to the caption, not to Play"
    );
}

/// J = (1/N)·Σ‖xₙ − μ(xₙ)‖², the mean squared distance to the nearest of the clicked centres,
/// before and after the first of them moves to the mean of its points: worked out here from
/// scene `scene` of lecture `id` (its points and `app.kmeans.clicked`), not by the library.
fn k_means_first_move_j(id: &str, scene: usize) -> (f64, f64) {
    let script = linlab::script::built_in(id)
        .expect("built in")
        .script()
        .expect("reads");
    let state = &script.scenes[scene].state;
    let clicked: Vec<f64> = state.app["kmeans"]["clicked"]
        .as_array()
        .expect("clicked centres")
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect();
    let mut centres: Vec<[f64; 2]> = clicked.chunks(2).map(|c| [c[0], c[1]]).collect();
    let squared = |p: &[f64; 3], c: [f64; 2]| (p[0] - c[0]).powi(2) + (p[1] - c[1]).powi(2);
    let nearest = |p: &[f64; 3], centres: &[[f64; 2]]| {
        (0..centres.len())
            .min_by(|&a, &b| squared(p, centres[a]).total_cmp(&squared(p, centres[b])))
            .expect("a centre")
    };
    let assigned: Vec<usize> = state.points.iter().map(|p| nearest(p, &centres)).collect();
    let j = |centres: &[[f64; 2]]| {
        let total: f64 = state
            .points
            .iter()
            .zip(&assigned)
            .map(|(p, &k)| squared(p, centres[k]))
            .sum();
        total / state.points.len() as f64
    };
    let before = j(&centres);
    let mine: Vec<&[f64; 3]> = state
        .points
        .iter()
        .zip(&assigned)
        .filter(|(_, k)| **k == 0)
        .map(|(p, _)| p)
        .collect();
    let count = mine.len() as f64;
    centres[0] = [
        mine.iter().map(|p| p[0]).sum::<f64>() / count,
        mine.iter().map(|p| p[1]).sum::<f64>() / count,
    ];
    (before, j(&centres))
}

#[test]
fn the_update_readouts_copy_as_text_and_as_latex() {
    let mut harness = window();
    open_lecture(&mut harness, "PLA, one update at a time");
    // Scene 3: PLA's first update on Set A, P1 = (−1, −2) with y = −1, in the theory panel.
    page_down(&mut harness, 2);
    assert_eq!(harness.state().classify().shown_t(), Some(1));
    assert_eq!(
        copy_with(&mut harness, "Copy LaTeX"),
        r"\mathbf{w}_{1} = \mathbf{w}_{0} + y_{1} \mathbf{z}_{1} = (0, 0, 0) + (-1) \cdot (1, -1, -2) = (-1, 1, 2)"
    );
    let text = copy_with(&mut harness, "Copy text");
    assert!(
        text.contains("w ← (0, 0, 0) + (−1)·(1, −1, −2) = (−1, 1, 2)"),
        "{text}"
    );

    // K-means' move from the lecture on K-means: μ₁ goes to the mean of its six points.
    let mut harness = window();
    open_lecture(&mut harness, "K-means and PCA");
    page_down(&mut harness, 2);
    assert_eq!(harness.state().cluster().shown_steps().len(), 2);
    // J to two decimals, as the readout writes it (4.60 as 4.6).
    let (before, after) = k_means_first_move_j("k-means-and-pca", 2);
    let shown = |j: f64| {
        let text = format!("{j:.2}");
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    };
    let latex = copy_with(&mut harness, "Copy LaTeX");
    assert!(
        latex.contains(r"\boldsymbol{\mu}_{1} \leftarrow \tfrac{1}{6}")
            && latex.contains("(4.33, 2.17)")
            && latex.contains(r"J: 9.29 \to 4.6")
            && latex.contains(&format!(r"J: {} \to {}", shown(before), shown(after))),
        "{latex}, worked out: J = {before} → {after}"
    );
    let text = copy_with(&mut harness, "Copy text");
    assert!(text.contains("μ₁: (2, 2) → (4.33, 2.17)"), "{text}");
}
