//! Files, lessons, the target and export in the real window: each test drives the app through
//! the same commands its menus, dialogs and drops use (a path in, as the dialog gives), runs
//! frames until the background work is done, and asserts on the points, the learner and the
//! message the person sees. The lessons' own tests (saving, reopening, links, the last session)
//! are in `files/lessons.rs`.

use std::path::{Path, PathBuf};

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::command::{ClassifyAction, RoomAction};
use linlab::app::{App, ClassroomAction, Command, ExportSize, Label, Message, Point, Prefs};
use linlab::learn::{Algorithm, Budget, Order, Settings};
use linlab::lesson::Lesson;
use linlab::read::{self, Format};
use linlab::target::Target;

use crate::common;

use common::four_points;

mod lessons;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn pocket_prefs() -> Prefs {
    Prefs::with_learner(Settings {
        order: Some(Order::RandomCycle),
        seed: 42,
        budget: Budget {
            max_updates: Some(500),
            max_visits: None,
        },
        ..Settings::new(Algorithm::Pocket)
    })
}

/// Runs frames until reading, saving and exporting are done.
fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..2000 {
        harness.step();
        if !harness.state().classroom().files_busy() && !harness.state().exporting() {
            harness.step();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("background work did not finish");
}

/// Runs frames until the window stops repainting (a zoom change refits the plane).
fn calm(harness: &mut Harness<'_, App>) {
    for _ in 0..50 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the window keeps repainting");
}

fn act(harness: &mut Harness<'_, App>, action: impl Into<Command>) {
    harness.state_mut().push_command(action.into());
    harness.step();
    settle(harness);
}

/// One of Classify's actions on the target f.
fn target(action: ClassifyAction) -> RoomAction {
    RoomAction::Classify(action)
}

fn open(harness: &mut Harness<'_, App>, path: &Path) {
    act(harness, ClassroomAction::OpenPath(path.to_path_buf()));
}

/// The points a file holds, read by the core.
fn file_points(path: &Path) -> Vec<Point> {
    Point::all_of(&read::read_path(path).expect("a good file").data)
}

#[test]
fn opening_a_file_replaces_the_points_and_undo_brings_them_back() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let path = manifest().join("tests/data/good/crlf.dat");
    open(&mut harness, &path);
    let expected = file_points(&path);
    assert_eq!(harness.state().points(), expected.as_slice());
    assert!(
        matches!(harness.state().message(), Some(Message::Info(t)) if t.contains("crlf.dat")),
        "{:?}",
        harness.state().message()
    );
    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(harness.state().points(), four_points().as_slice());
}

#[test]
fn every_good_file_opens() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let mut dir: Vec<_> = std::fs::read_dir(manifest().join("tests/data/good"))
        .expect("good files")
        .map(|e| e.expect("entry").path())
        .collect();
    dir.sort();
    for path in dir {
        open(&mut harness, &path);
        let loaded = read::read_path(&path).expect("good");
        if loaded.data.dim() == 2 {
            assert_eq!(
                harness.state().points(),
                file_points(&path).as_slice(),
                "{path:?}"
            );
        } else {
            assert!(
                harness.state().classroom().feature_picker().is_some(),
                "{path:?}"
            );
            act(&mut harness, ClassroomAction::CancelPick);
        }
    }
}

#[test]
fn every_bad_file_says_where_and_leaves_the_points_alone() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let mut paths: Vec<_> = std::fs::read_dir(manifest().join("tests/data/bad"))
        .expect("bad files")
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    assert!(paths.len() >= 30, "the corpus has {} files", paths.len());
    // Unreadable paths too: missing, a folder.
    paths.push(manifest().join("tests/data/no-such-file.dat"));
    paths.push(manifest().join("tests/data"));
    for path in paths {
        act(&mut harness, ClassroomAction::DismissMessage);
        open(&mut harness, &path);
        let more_than_two = [
            "csv_semicolon_bad_label.csv",
            "csv_text_in_label_column.csv",
            "label_one_half.dat",
            "libsvm_label_three.libsvm",
        ]
        .iter()
        .any(|name| path.ends_with(name));
        if more_than_two {
            // Bad for two classes, good for several: they open in "Several classes" — unless
            // the plane cannot show them (one feature), which it says, keeping the points.
            let state = harness.state();
            if state.prefs().workspace != linlab::app::Workspace::Multiclass {
                assert_eq!(state.points(), four_points().as_slice(), "{path:?}");
                assert!(
                    matches!(state.message(), Some(Message::Error(t)) if t.contains("feature")),
                    "{path:?}: {:?}",
                    state.message()
                );
                continue;
            }
            // A fresh window for the next file: this one has an edit to undo now.
            harness = common::harness(App::with_points(Prefs::default(), four_points()));
            harness.step();
            continue;
        }
        let app = harness.state();
        assert_eq!(
            app.points(),
            four_points().as_slice(),
            "{path:?} changed the points"
        );
        let Some(Message::Error(text)) = app.message() else {
            panic!("{path:?}: no error shown, {:?}", app.message());
        };
        let expected = read::read_path(&path).expect_err("a bad file").to_string();
        assert!(
            text.contains(&expected),
            "{path:?}: {text} lacks {expected}"
        );
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        assert!(text.contains(&name), "{text} does not name {name}");
        assert!(!app.document().can_redo());
    }
    // The bad files added nothing to undo.
    assert!(!harness.state().document().can_undo());
    // The banner shows the last message in the window.
    harness.get_by_label_contains("Could not open");
}

#[test]
fn the_feature_picker_plots_the_two_features_asked_for() {
    let path = manifest().join("../shared/data/course/hw1_15_train.dat");
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    open(&mut harness, &path);
    let (name, features) = harness
        .state()
        .classroom()
        .feature_picker()
        .expect("the picker is open");
    assert_eq!((name, features), ("hw1_15_train.dat", 4));
    assert_eq!(
        harness.state().points(),
        four_points().as_slice(),
        "nothing replaced before the pick"
    );
    harness.get_by_label("Plot these two");
    act(&mut harness, ClassroomAction::PickFeatures { x: 1, y: 3 });
    let data = read::read_path(&path).expect("course file").data;
    let projected = data.project(&[1, 3]).expect("x1, x3");
    let app = harness.state();
    assert!(app.classroom().feature_picker().is_none());
    assert_eq!(app.points().len(), data.len());
    for (n, p) in app.points().iter().enumerate() {
        assert_eq!(p.x.x, projected.feature(n, 1));
        assert_eq!(p.x.y, projected.feature(n, 2));
        assert_eq!(p.label.y(), projected.label(n));
    }
    assert_eq!(
        app.classroom().feature_names(),
        &["x1".to_owned(), "x3".to_owned()]
    );
    // One undo brings the old points back.
    harness.state_mut().push_command(Command::Undo);
    calm(&mut harness);
    assert_eq!(harness.state().points(), four_points().as_slice());
}

#[test]
fn saved_points_reopen_identical_in_each_format() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let points: Vec<Point> = (0..50)
        .map(|i| {
            let x = f64::from(i) * 0.137 + 1e-9;
            Point::new(x.sin() * 3.3, (x * 1.7).cos() / 7.0, Label::from_y(x.sin()))
        })
        .collect();
    for (file, format) in [
        ("p.dat", Format::Whitespace),
        ("p.csv", Format::Csv),
        ("p.libsvm", Format::Libsvm),
    ] {
        let mut harness = common::harness(App::with_points(Prefs::default(), points.clone()));
        let path = dir.join(file);
        act(
            &mut harness,
            ClassroomAction::SavePoints {
                path: path.clone(),
                format,
            },
        );
        assert!(
            matches!(harness.state().message(), Some(Message::Info(_))),
            "{:?}",
            harness.state().message()
        );
        let mut other = common::harness(App::with_points(Prefs::default(), four_points()));
        open(&mut other, &path);
        assert_eq!(other.state().points(), points.as_slice(), "{file}");
    }
}

fn a_target() -> Target {
    Target {
        w: vec![0.1, -0.6, 1.0],
        noise: 0.15,
        low: vec![-1.0, -1.0],
        high: vec![1.0, 1.0],
    }
}

/// A pocket run at t = 37 on noisy points, with a target.
fn a_lesson_in_progress() -> Harness<'static, App> {
    let points: Vec<Point> = (0..40)
        .map(|i| {
            let x = f64::from(i) * 0.1 + 0.1_f64.powi(7);
            let y = if (i * 7) % 5 < 2 { 1.0 } else { -1.0 };
            Point::new(x.sin(), x.cos() / 3.0, Label::from_y(y))
        })
        .collect();
    let mut harness = common::harness(App::with_points(pocket_prefs(), points));
    harness.step();
    act(
        &mut harness,
        target(ClassifyAction::SetTarget(Some(a_target()))),
    );
    for _ in 0..37 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    assert_eq!(harness.state().status().t, 37);
    harness
}

#[test]
fn labelling_by_f_follows_f_and_flips_about_p() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let mut clean = a_target();
    clean.noise = 0.0;
    act(
        &mut harness,
        target(ClassifyAction::SetTarget(Some(clean.clone()))),
    );
    act(
        &mut harness,
        target(ClassifyAction::LabelByTarget { n: 500, seed: 3 }),
    );
    let points = harness.state().points().to_vec();
    assert_eq!(points.len(), 500);
    for p in &points {
        assert_eq!(p.label.y(), clean.label(&[p.x.x, p.x.y]), "{p:?}");
    }
    let mut noisy = a_target();
    noisy.noise = 0.2;
    act(
        &mut harness,
        target(ClassifyAction::SetTarget(Some(noisy.clone()))),
    );
    act(
        &mut harness,
        target(ClassifyAction::LabelByTarget { n: 4000, seed: 3 }),
    );
    let flipped = harness
        .state()
        .points()
        .iter()
        .filter(|p| p.label.y() != noisy.label(&[p.x.x, p.x.y]))
        .count();
    assert!(
        (600..1000).contains(&flipped),
        "{flipped} of 4000 at p = 0.2"
    );
    // E_out of g is estimated and shown.
    for _ in 0..30 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    calm(&mut harness);
    let e = harness.state().classify().e_out().expect("an estimate");
    assert!(e.e_out > 0.1 && e.e_out < 0.6, "{e:?}");
    assert!(e.standard_error > 0.0 && e.standard_error < 0.005, "{e:?}");
    harness.get_by_label_contains("E_out(g) ≈");
    // Undo brings the previous points back.
    harness.state_mut().push_command(Command::Undo);
    harness.run();
    assert_eq!(harness.state().points(), points.as_slice());
}

#[test]
fn the_history_exports_as_csv() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let path = dir.join("h.csv");
    let mut harness = a_lesson_in_progress();
    act(&mut harness, ClassroomAction::ExportHistory(path.clone()));
    let text = std::fs::read_to_string(&path).expect("written");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("t,w0,w1,w2,pocket_w0"), "{}", lines[0]);
    assert_eq!(lines.len(), 1 + 38, "header, t = 0, and 37 updates");
    assert!(lines[38].starts_with("37,"));
}

#[test]
fn presentation_mode_toggles_with_f5() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    calm(&mut harness);
    let body = |h: &Harness<'_, App>| {
        h.ctx
            .global_style()
            .text_styles
            .get(&egui::TextStyle::Body)
            .map(|f| f.size)
            .expect("a body font")
    };
    let size = body(&harness);
    harness.key_press(egui::Key::F5);
    calm(&mut harness);
    assert!(harness.state().presentation());
    assert!(body(&harness) > size * 1.4, "{} vs {size}", body(&harness));
    harness.key_press(egui::Key::F5);
    calm(&mut harness);
    assert!(!harness.state().presentation());
    assert_eq!(body(&harness), size);
}

/// The presentation's style keeps the text options the window chose for its screen (the web
/// page on a phone's screen draws its text unhinted).
#[test]
fn presentation_mode_keeps_the_screen_s_hinting() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness
        .ctx
        .all_styles_mut(|style| style.visuals.text_options.font_hinting = false);
    calm(&mut harness);
    let hinted = |h: &Harness<'_, App>| {
        [egui::Theme::Light, egui::Theme::Dark]
            .map(|theme| h.ctx.style_of(theme).visuals.text_options.font_hinting)
    };
    for presentation in [true, false] {
        harness.key_press(egui::Key::F5);
        calm(&mut harness);
        assert_eq!(harness.state().presentation(), presentation);
        assert_eq!(hinted(&harness), [false, false]);
    }
}

#[test]
fn a_dropped_file_opens() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let path = manifest().join("tests/data/good/svm_toy.libsvm");
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(common::Dropped(path.clone())));
    harness.step();
    settle(&mut harness);
    assert_eq!(harness.state().points(), file_points(&path).as_slice());
}

// ---- Pictures (wgpu on lavapipe), compared with tests/snapshots/. ----

fn window(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .wgpu()
        .build_eframe(move |_cc| app)
}

#[test]
fn a_png_of_the_window_at_the_chosen_size() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let mut harness = window(App::with_points(Prefs::default(), four_points()));
    harness.run();
    let path = dir.join("slide.png");
    act(
        &mut harness,
        ClassroomAction::ExportPng {
            path: path.clone(),
            size: ExportSize::Pixels(960, 540),
        },
    );
    let decoder = png_size(&path);
    assert_eq!(decoder, (960, 540));
    harness.run();
    // The window went back to its size.
    assert_eq!(harness.ctx.content_rect().size(), vec2(1280.0, 800.0));
}

fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).expect("written");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let w = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
    let h = u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]);
    (w, h)
}

#[test]
fn snapshot_of_f_beside_g_on_noisy_points() {
    let mut prefs = pocket_prefs();
    prefs.view.show_losses = false;
    // This picture is about f and g; the theory panel has its own snapshots.
    prefs.classify.theory.show_panel = false;
    let mut harness = window(App::with_points(prefs, Vec::new()));
    harness.step();
    act(
        &mut harness,
        target(ClassifyAction::SetTarget(Some(a_target()))),
    );
    act(
        &mut harness,
        target(ClassifyAction::LabelByTarget { n: 120, seed: 5 }),
    );
    for _ in 0..40 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    act(&mut harness, ClassroomAction::DismissMessage);
    harness.remove_cursor();
    calm(&mut harness);
    harness.snapshot("target_f_and_g");
}

#[test]
fn snapshot_of_presentation_mode() {
    let preset = linlab::app::Preset {
        n: 30,
        seed: 2,
        ..linlab::app::Preset::default()
    };
    let mut prefs = Prefs::default();
    prefs.classify.theory.show_panel = false;
    let mut harness = window(App::with_points(prefs, preset.points()));
    harness.step();
    act(&mut harness, ClassroomAction::TogglePresentation);
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    harness.remove_cursor();
    calm(&mut harness);
    harness.snapshot("presentation");
}

#[test]
fn a_file_of_four_classes_opens_in_several_classes() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let path = common::reference("ref_multi4.dat");
    open(&mut harness, &path);
    let state = harness.state();
    assert_eq!(state.prefs().workspace, linlab::app::Workspace::Multiclass);
    assert_eq!(state.points().len(), 160);
    let mut classes: Vec<usize> = state.points().iter().map(Point::class).collect();
    classes.sort_unstable();
    classes.dedup();
    assert_eq!(classes, vec![0, 1, 2, 3]);
    assert!(
        matches!(state.message(), Some(Message::Info(t)) if t.contains("Several classes")),
        "{:?}",
        state.message()
    );
}
