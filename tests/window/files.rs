//! Files, lessons, the target and export in the real window: each test drives the app through
//! the same commands its menus, dialogs and drops use (a path in, as the dialog gives), runs
//! frames until the background work is done, and asserts on the points, the learner and the
//! message the person sees.

use std::path::{Path, PathBuf};

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{Action, App, Command, ExportSize, Label, Message, Point, Prefs};
use linlab::learn::{Algorithm, Budget, Order, Settings};
use linlab::lesson::Lesson;
use linlab::read::{self, Format};
use linlab::target::Target;

use crate::common;

use common::four_points;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("linlab-ui-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn pocket_prefs() -> Prefs {
    Prefs {
        learner: Settings {
            order: Some(Order::RandomCycle),
            seed: 42,
            budget: Budget {
                max_updates: Some(500),
                max_visits: None,
            },
            ..Settings::new(Algorithm::Pocket)
        },
        ..Prefs::default()
    }
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

fn act(harness: &mut Harness<'_, App>, action: Action) {
    harness.state_mut().push_command(Command::Classroom(action));
    harness.step();
    settle(harness);
}

fn open(harness: &mut Harness<'_, App>, path: &Path) {
    act(harness, Action::OpenPath(path.to_path_buf()));
}

/// The points a file holds, read by the core.
fn file_points(path: &Path) -> Vec<Point> {
    let data = read::read_path(path).expect("a good file").data;
    (0..data.len())
        .map(|n| {
            Point::new(
                data.feature(n, 1),
                data.feature(n, 2),
                Label::from_y(data.label(n)),
            )
        })
        .collect()
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
            act(&mut harness, Action::CancelPick);
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
        act(&mut harness, Action::DismissMessage);
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
            if state.prefs().workspace != linlab::app::Workspace::Classes {
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
    act(&mut harness, Action::PickFeatures { x: 1, y: 3 });
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
    let dir = scratch("formats");
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
            Action::SavePoints {
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
    act(&mut harness, Action::SetTarget(Some(a_target())));
    for _ in 0..37 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    assert_eq!(harness.state().status().t, 37);
    harness
}

/// [`a_lesson_in_progress`], saved as `class.linlab` in a scratch directory `name`.
fn a_lesson_saved_in(name: &str) -> (Harness<'static, App>, PathBuf) {
    let path = scratch(name).join("class.linlab");
    let mut harness = a_lesson_in_progress();
    act(&mut harness, Action::SaveLessonTo(path.clone()));
    (harness, path)
}

/// A field that has the keyboard keeps single keys ("s" is typed, not a step) but not Ctrl+S:
/// the lesson is saved to its file all the same.
#[test]
fn ctrl_s_saves_while_a_field_has_the_keyboard() {
    let (mut harness, path) = a_lesson_saved_in("typing");
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
    let (original, path) = a_lesson_saved_in("lesson");
    let saved = Lesson::load(&path).expect("a lesson");
    assert_eq!(saved.t, 37);
    assert_eq!(saved.target, Some(a_target()));

    let mut reopened = common::harness(App::with_points(Prefs::default(), four_points()));
    open(&mut reopened, &path);
    let (a, b) = (original.state(), reopened.state());
    assert_eq!(b.points(), a.points());
    assert_eq!(b.prefs().learner, a.prefs().learner);
    assert_eq!(b.status().t, 37);
    assert_eq!(
        b.classify().learner_weights(),
        a.classify().learner_weights()
    );
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
    let dir = scratch("autosave");
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
    let kept = std::fs::read_dir(&dir)
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
fn labelling_by_f_follows_f_and_flips_about_p() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let mut clean = a_target();
    clean.noise = 0.0;
    act(&mut harness, Action::SetTarget(Some(clean.clone())));
    act(&mut harness, Action::LabelByTarget { n: 500, seed: 3 });
    let points = harness.state().points().to_vec();
    assert_eq!(points.len(), 500);
    for p in &points {
        assert_eq!(p.label.y(), clean.label(&[p.x.x, p.x.y]), "{p:?}");
    }
    let mut noisy = a_target();
    noisy.noise = 0.2;
    act(&mut harness, Action::SetTarget(Some(noisy.clone())));
    act(&mut harness, Action::LabelByTarget { n: 4000, seed: 3 });
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
    let dir = scratch("history");
    let path = dir.join("h.csv");
    let mut harness = a_lesson_in_progress();
    act(&mut harness, Action::ExportHistory(path.clone()));
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

/// A file dropped on the window, as winit hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
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
        .push(std::sync::Arc::new(Dropped(path.clone())));
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
    let dir = scratch("png");
    let mut harness = window(App::with_points(Prefs::default(), four_points()));
    harness.run();
    let path = dir.join("slide.png");
    act(
        &mut harness,
        Action::ExportPng {
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
    prefs.theory.show_panel = false;
    let mut harness = window(App::with_points(prefs, Vec::new()));
    harness.step();
    act(&mut harness, Action::SetTarget(Some(a_target())));
    act(&mut harness, Action::LabelByTarget { n: 120, seed: 5 });
    for _ in 0..40 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    act(&mut harness, Action::DismissMessage);
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
    prefs.theory.show_panel = false;
    let mut harness = window(App::with_points(prefs, preset.points()));
    harness.step();
    act(&mut harness, Action::TogglePresentation);
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.step();
    harness.remove_cursor();
    calm(&mut harness);
    harness.snapshot("presentation");
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
    let (a, b) = (original.state(), reopened.state());
    assert_eq!(b.points(), a.points());
    assert_eq!(b.prefs().learner, a.prefs().learner);
    assert_eq!(b.status().t, 37);
    assert_eq!(
        b.classify().learner_weights(),
        a.classify().learner_weights()
    );
    assert_eq!(b.classify().target(), Some(&a_target()));

    // Undo brings the state before the link back.
    reopened.state_mut().push_command(Command::Undo);
    reopened.run();
    assert_eq!(reopened.state().points(), four_points().as_slice());

    // A damaged link says so and leaves the points alone.
    act(
        &mut reopened,
        Action::OpenLessonText("#lesson=eyJmb3Jt!".to_owned()),
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
fn a_file_of_four_classes_opens_in_several_classes() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    harness.step();
    let path = manifest().join("../shared/reference/ref_multi4.dat");
    open(&mut harness, &path);
    let state = harness.state();
    assert_eq!(state.prefs().workspace, linlab::app::Workspace::Classes);
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

#[test]
fn a_lesson_whose_t_lies_beyond_its_budget_says_where_the_run_stopped() {
    let original = a_lesson_in_progress();
    let mut lesson =
        Lesson::from_link(&original.state().lesson_link(), "link").expect("a lesson link");
    lesson.t = 1_000_000_000_000_000;
    let mut reopened = common::harness(App::with_points(Prefs::default(), four_points()));
    act(&mut reopened, Action::OpenLessonText(lesson.to_link()));
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
        let pos = harness.state().screen_pos_of(x1, x2).expect("the plane");
        common::click_at(&mut harness, pos, egui::Modifiers::NONE);
    }
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
        common::settle(&mut harness);
    }
    let kmeans = |app: &App| {
        let view = app.kmeans();
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
    prefs.workspace = Workspace::Classes;
    let mut harness = common::harness(App::with_points(prefs.clone(), Vec::new()));
    harness
        .state_mut()
        .push_command(Command::Classes(linlab::app::ClassesAction::LoadPreset(
            prefs.classes.preset,
        )));
    common::settle(&mut harness);
    for _ in 0..4 {
        harness.state_mut().push_command(Command::Step);
        common::settle(&mut harness);
    }
    assert_eq!(harness.state().classes().t(), 4);
    let lesson = harness.state().lesson();
    let mut reopened = common::harness(App::with_lesson(common::prefs(Algorithm::Pla), lesson));
    common::settle(&mut reopened);
    assert_eq!(reopened.state().classes().t(), 4);
    assert_eq!(
        reopened.state().classes().learner().map(|l| l.model()),
        harness.state().classes().learner().map(|l| l.model())
    );
}
