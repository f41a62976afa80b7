//! What the window's tests share: the settings they start from, a window (rendered by wgpu for
//! the snapshots), a lecture opened in it, waiting for it to settle, clicks, drags and dropped
//! files, the reference answers beside the project, and writing a snapshot (and a README
//! screenshot).

#![allow(
    dead_code,
    reason = "each test file uses its own part of these helpers"
)]

use std::path::{Path, PathBuf};

use egui_kittest::{Harness, SnapshotOptions};
use linlab::app::{App, Label, Point, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Budget, Settings};

/// The default preferences with `algorithm`, seed 1 and a budget of 10,000 updates.
pub fn prefs(algorithm: Algorithm) -> Prefs {
    Prefs::with_learner(Settings {
        budget: Budget {
            max_updates: Some(10_000),
            max_visits: None,
        },
        seed: 1,
        ..Settings::new(algorithm)
    })
}

/// The real app in a 1280 × 800 window, without rendering (for clicks, keys and state).
pub fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app)
}

/// The real app in a window of `size`, without rendering.
pub fn harness_of_size(app: App, size: egui::Vec2) -> Harness<'static, App> {
    Harness::builder()
        .with_size(size)
        .build_eframe(move |_cc| app)
}

/// The window that `make` builds of `size` pixels (the app's default text size scales points to
/// pixels), in `language`, with the built-in lecture `id` open at its first scene, on the stage
/// (presentation mode) when `presenting`.
pub fn lecture_window(
    make: fn(App, egui::Vec2) -> Harness<'static, App>,
    size: egui::Vec2,
    language: linlab::i18n::Language,
    id: &'static str,
    presenting: bool,
) -> Harness<'static, App> {
    use linlab::app::{ClassroomAction, Command, LectureAction};
    let viewer = linlab::app::Viewer {
        language,
        ..linlab::app::Viewer::default()
    };
    let app = App::with_points(prefs(Algorithm::Pla), Vec::new()).with_viewer(viewer);
    let mut harness = make(app, size / viewer.zoom);
    if presenting {
        harness
            .state_mut()
            .push_command(Command::Classroom(ClassroomAction::TogglePresentation));
    }
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
    settle(&mut harness);
    let lecture = harness.state().lecture();
    assert!(
        lecture.script.is_some() && lecture.scene == 0,
        "the lecture {id} did not open at its first scene: {:?}",
        harness
            .state()
            .message()
            .map(|m| m.text(linlab::i18n::Language::English))
    );
    harness
}

/// The number of scenes of the lecture open in the window; a window without one fails the test.
pub fn scene_count(harness: &Harness<'_, App>) -> usize {
    harness
        .state()
        .lecture()
        .script
        .as_ref()
        .expect("a lecture is open")
        .scenes
        .len()
}

/// The real app in a window of `size`, rendered by wgpu.
pub fn window(app: App, size: egui::Vec2) -> Harness<'static, App> {
    Harness::builder()
        .with_size(size)
        .wgpu()
        .build_eframe(move |_cc| app)
}

/// Runs frames until the window stops asking for more (with many points, E_in takes a few).
pub fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..50 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the window keeps repainting");
}

/// Compares with `tests/snapshots/<name>.png`, and with `screenshots/<name>.png` too when
/// `readme` is set.
pub fn snapshot(harness: &mut Harness<'_, App>, name: &str, readme: bool) {
    harness.remove_cursor();
    harness.run();
    harness.snapshot(name);
    if readme {
        harness.snapshot_options(name, &SnapshotOptions::new().output_path("screenshots"));
    }
}

/// A file of `../shared/reference` (scikit-learn's answers, beside the project).
pub fn reference(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/reference")
        .join(name)
}

/// A file dropped on the window, as winit hands it over.
#[derive(Debug)]
pub struct Dropped(pub PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// n points separable with a margin of 0.1.
pub fn separable(n: usize, seed: u64) -> Preset {
    Preset {
        kind: PresetKind::Separable,
        n,
        margin: 0.1,
        seed,
        ..Preset::default()
    }
}

/// Four points, separable by x₁ = 0: two ○ on the right, two × on the left.
pub fn four_points() -> Vec<Point> {
    vec![
        Point::new(1.0, 0.5, Label::Positive),
        Point::new(-1.0, 0.3, Label::Negative),
        Point::new(0.8, -0.6, Label::Positive),
        Point::new(-0.7, -0.4, Label::Negative),
    ]
}

/// A primary click at `pos` with `modifiers` held, then frames until the window settles.
pub fn click_at(harness: &mut Harness<'_, App>, pos: egui::Pos2, modifiers: egui::Modifiers) {
    harness.event(egui::Event::ModifiersChanged(modifiers));
    harness.event(egui::Event::PointerMoved(pos));
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers,
        });
    }
    harness.event(egui::Event::ModifiersChanged(egui::Modifiers::NONE));
    settle(harness);
}

/// Presses at `start`, moves to `end` in eight frames, and releases.
pub fn drag(harness: &mut Harness<'_, App>, start: egui::Pos2, end: egui::Pos2) {
    harness.event(egui::Event::PointerMoved(start));
    harness.drag_at(start);
    harness.run();
    for i in 1..=8 {
        harness.event(egui::Event::PointerMoved(
            start + (end - start) * (i as f32 / 8.0),
        ));
        harness.run();
    }
    harness.drop_at(end);
    harness.run();
}

/// Runs frames until the steps played between two lecture scenes are over.
pub fn finish_lecture_steps(harness: &mut Harness<'_, App>) {
    for _ in 0..20_000 {
        harness.step();
        if harness.state().lecture().animation.is_none() {
            break;
        }
    }
    assert!(
        harness.state().lecture().animation.is_none(),
        "the steps never end"
    );
    settle(harness);
}

/// Asserts that the window plays scene `k` of its script and shows its state: its points, and
/// its learner at the t and w a headless replay of the scene reaches.
pub fn assert_shows_scene(app: &App, k: usize) {
    let lecture = app.lecture();
    assert!(lecture.playing);
    assert_eq!(lecture.scene, k);
    let scene = &lecture.script.as_ref().expect("a script").scenes[k];
    let points: Vec<[f64; 3]> = app
        .points()
        .iter()
        .map(|p| [p.x.x, p.x.y, p.label.y()])
        .collect();
    assert_eq!(points, scene.state.points, "scene {}", k + 1);
    assert_eq!(
        app.prefs().classify.learner,
        scene.state.settings,
        "scene {}",
        k + 1
    );
    let Ok((replayed, _)) = scene.state.replay() else {
        // Points the learner refuses (one class, in a Cluster or PCA scene) show nothing of it.
        assert_eq!(
            scene.state.t,
            0,
            "scene {}: the learner cannot replay",
            k + 1
        );
        assert_shows_workspace(app, &scene.state, k);
        return;
    };
    let run = app.classify().primary();
    assert_eq!(
        run.shown_t(),
        Some(replayed.counters().updates),
        "scene {}",
        k + 1
    );
    let learner = run.learner().expect("a learner");
    assert_eq!(learner.weights(), replayed.weights(), "scene {}", k + 1);
    assert_eq!(learner.answer(), replayed.answer(), "scene {}", k + 1);
    assert_shows_workspace(app, &scene.state, k);
}

/// The scene's workspace is shown, with K-means and Several classes where the scene has them:
/// the half steps asked for (or all there are, for a run to the end), the points' classes.
fn assert_shows_workspace(app: &App, state: &linlab::lesson::Lesson, k: usize) {
    use linlab::lesson::window::{KMeansPlace, MulticlassPlace};
    let window = state.window();
    assert_eq!(app.prefs().workspace, window.workspace(), "scene {}", k + 1);
    if let Some(KMeansPlace { t, .. }) = window.place() {
        let kmeans = app.cluster();
        let shown = kmeans.shown_steps().len();
        assert!(
            shown == t || shown < t && !kmeans.can_step(),
            "scene {}: K-means shows {shown} half steps, the scene {t}",
            k + 1
        );
    }
    if let Some(MulticlassPlace { t }) = window.place() {
        let classes = app.multiclass();
        let shown = classes.t() as u64;
        assert!(
            shown == t || shown < t && !classes.can_step(),
            "scene {}: Several classes shows {shown} steps, the scene {t}",
            k + 1
        );
        let wanted = window.classes.as_ref().expect("the points' classes");
        let classes: Vec<Option<usize>> = app.points().iter().map(|p| p.class).collect();
        assert_eq!(&classes, wanted, "scene {}", k + 1);
    }
}

/// Opens the built-in lecture `id` from the Lectures menu (in `language`, the window's) and
/// goes through it with PageDown: each scene shown exactly, its caption on screen.
pub fn play_through(harness: &mut Harness<'_, App>, id: &str, language: linlab::i18n::Language) {
    use egui_kittest::kittest::Queryable as _;
    let script = linlab::script::built_in(id)
        .expect("a built-in lecture")
        .script()
        .expect("it reads");
    harness
        .get_by_label(linlab::i18n::tr_in(language, "views-lecture-menu"))
        .click();
    harness.run();
    harness
        .get_by_label(script.title.in_language(language))
        .click();
    settle(harness);
    let n = script.scenes.len();
    for k in 0..n {
        assert_shows_scene(harness.state(), k);
        let caption = as_shown(&harness.state().lecture().caption_text(k, language));
        if let Some(problem) = caption_problem(harness, &caption) {
            panic!("{id}, scene {}: {problem}", k + 1);
        }
        let scene_of = format!("{} / {n}", k + 1);
        let scene_of_en = format!("Scene {} of {n}", k + 1);
        assert!(
            harness
                .query_all_by_label_contains(&scene_of)
                .next()
                .is_some()
                || harness.query_by_label(&scene_of_en).is_some(),
            "{id}: no “scene {} of {n}”",
            k + 1
        );
        // A screen reader heard it: the scene's announcement, in the window's language.
        let heard = match language {
            linlab::i18n::Language::English => format!("Scene {} of {n}. ", k + 1),
            linlab::i18n::Language::SimplifiedChinese => {
                format!("第 {} 个场景（共 {n} 个）。", k + 1)
            }
            linlab::i18n::Language::TraditionalChinese => {
                format!("第 {} 個場景（共 {n} 個）。", k + 1)
            }
        };
        assert!(
            harness
                .state()
                .announcements()
                .iter()
                .any(|said| said.starts_with(&heard)),
            "{id}: scene {} was not announced: {:?}",
            k + 1,
            harness.state().announcements()
        );
        harness.key_press(egui::Key::PageDown);
        finish_lecture_steps(harness);
    }
    assert_eq!(
        harness.state().lecture().scene,
        n - 1,
        "PageDown stops at the end"
    );
}

/// A caption's text as the window lays it out: its fields filled (by `caption_text`), without
/// the Markdown's `*` and `` ` `` markers, and each subscript's `_` (and the braces of `_{…}`)
/// gone, as `app/drawing/formula.rs` writes `w_f`, `E_in` and `w_{t+1}` smaller and lowered.
pub fn as_shown(caption: &str) -> String {
    let mut shown = String::new();
    let mut maths = false;
    let mut chars = caption.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '`' => maths = !maths,
            '*' if !maths => {}
            '_' => match chars.peek() {
                Some('{') => {
                    chars.next();
                    let inner: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    shown.push_str(&inner);
                }
                Some(&next) if !next.is_whitespace() && !next.is_ascii_punctuation() => {}
                _ => shown.push('_'),
            },
            _ => shown.push(c),
        }
    }
    shown
}

/// Why `caption` (as shown) is not in view: no text the last frame painted is the caption whole,
/// or its first line lies outside the window or is cut by its clip (a panel's edge, a scroll
/// area's fold).
pub fn caption_problem(harness: &Harness<'_, App>, caption: &str) -> Option<String> {
    let screen = harness.ctx.content_rect();
    let painted = harness
        .output()
        .shapes
        .iter()
        .find_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) if text.galley.text() == caption => {
                Some((text, clipped.clip_rect))
            }
            _ => None,
        });
    let Some((text, clip)) = painted else {
        return Some(format!("no caption {caption:?} painted"));
    };
    let first = text.galley.rows.first()?;
    let line = first.rect().translate(text.pos.to_vec2());
    let seen = line.intersect(clip).intersect(screen);
    // A rounding's worth of the line's height may be cut (a pixel of the frame).
    (seen.height() < line.height() - 1.0 || seen.width() < line.width() - 1.0).then(|| {
        format!("the caption's first line {line:?} is cut to {seen:?} (clip {clip:?}, screen {screen:?})")
    })
}

/// Each text the window painted last (a galley's text: a label's, a button's, a tooltip's, a
/// plot's, a text on the plane) that shows `_` before a letter: a subscript written raw,
/// "E_in" where "E" with a lowered "in" is meant. Each named with what it is in.
pub fn raw_subscripts(harness: &Harness<'_, App>) -> Vec<String> {
    let everywhere = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1e6, 1e6));
    linlab::app::printed_texts(&harness.output().shapes, everywhere)
        .into_iter()
        .filter(|printed| has_raw_subscript(&printed.text))
        .map(|printed| printed.text)
        .collect()
}

/// Whether `text` has `_` right before a letter.
pub fn has_raw_subscript(text: &str) -> bool {
    text.chars()
        .zip(text.chars().skip(1))
        .any(|(a, b)| a == '_' && b.is_alphabetic())
}

/// A page's text size (the app's default zoom): a phone of 390 CSS pixels is 312 points wide.
pub const PAGE_ZOOM: f32 = 1.25;

/// The built-in lecture `id`, read.
pub fn built_in_script(id: &str) -> linlab::script::Script {
    linlab::script::BUILT_IN
        .iter()
        .find(|b| b.id == id)
        .expect("a built-in lecture")
        .script()
        .expect("it reads")
}

/// A student's page in `language` of `pixels` (CSS pixels) joined as Ada, on scene `k` of the
/// built-in lecture `id`, the teacher's messages handed to it as its connection would.
pub fn student_page(
    language: linlab::i18n::Language,
    pixels: egui::Vec2,
    id: &str,
    k: usize,
) -> Harness<'static, App> {
    use linlab::class::protocol::{ClassMode, Scene, ToPage};
    let viewer = linlab::app::Viewer {
        language,
        ..linlab::app::Viewer::default()
    };
    let mut app = App::with_points(prefs(Algorithm::Pla), Vec::new()).with_viewer(viewer);
    app.live_class_mut().join("ABCD");
    let mut harness = window(app, pixels / PAGE_ZOOM);
    let script = built_in_script(id);
    let app = harness.state_mut();
    app.student_receive(ToPage::Welcome {
        seat: "seat".into(),
        name: "Ada".into(),
        answered: Default::default(),
    });
    app.student_receive(ToPage::Mode {
        mode: ClassMode::Follow,
    });
    app.student_receive(ToPage::Scene(Box::new(Scene::for_students(
        k,
        script.scenes.len(),
        &script.scenes[k],
    ))));
    settle(&mut harness);
    harness
}

/// A fresh folder for one test's files, removed with everything in it when the test lets it go.
pub fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("linlab-test-")
        .tempdir()
        .expect("a temporary folder")
}
