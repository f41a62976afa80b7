//! Exporting the window as a PNG: the picture is drawn off screen at the size asked for, while
//! the window keeps its size and the plane its view. Each test drives the app through the same
//! command the Export menu's dialog sends, runs frames until the file is written, then reads the
//! PNG back and looks for what the plane shows (the class colours, the line's ink) where the
//! plane is. No GPU is involved: the windows here are kittest's without a renderer.

use glam::DVec2;
use std::path::Path;
use std::time::{Duration, Instant};

use egui::{Color32, Pos2, Rect, Vec2, vec2};
use egui_kittest::Harness;
use linlab::app::palette;
use linlab::app::{App, ClassroomAction, Command, ExportSize, Message, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Settings};

use crate::common;

use common::four_points;

fn window(app: App) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    harness.run();
    harness
}

/// Runs frames until the picture is drawn and written.
fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..2000 {
        harness.step();
        if !harness.state().classroom().files_busy() && !harness.state().exporting() {
            harness.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the export did not finish");
}

fn export(harness: &mut Harness<'_, App>, path: &Path, size: ExportSize) {
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::ExportPng {
            path: path.to_owned(),
            size,
        }));
    harness.step();
    settle(harness);
    match harness.state().message() {
        Some(Message::Info(text)) => assert!(text.starts_with("Exported"), "{text}"),
        other => panic!("no export message: {other:?}"),
    }
    // The banner takes room from the plane; without it the window is as before (the top panel
    // shrinks the frame after).
    harness
        .state_mut()
        .push_command(Command::Classroom(ClassroomAction::DismissMessage));
    harness.step();
    harness.step();
    harness.run();
}

/// A decoded RGBA picture.
struct Picture {
    size: [usize; 2],
    rgba: Vec<u8>,
}

impl Picture {
    fn read(path: &Path) -> Self {
        let file = std::io::BufReader::new(std::fs::File::open(path).expect("written"));
        let mut reader = png::Decoder::new(file).read_info().expect("a PNG");
        let mut rgba = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut rgba).expect("pixels");
        assert_eq!(info.color_type, png::ColorType::Rgba);
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        Self {
            size: [info.width as usize, info.height as usize],
            rgba,
        }
    }

    fn at(&self, x: usize, y: usize) -> [u8; 4] {
        let i = (y * self.size[0] + x) * 4;
        [
            self.rgba[i],
            self.rgba[i + 1],
            self.rgba[i + 2],
            self.rgba[i + 3],
        ]
    }

    /// The pixels in `rect` (in pixels, clamped to the picture) that satisfy `wanted`.
    fn count(&self, rect: Rect, wanted: impl Fn([u8; 4]) -> bool) -> usize {
        let x0 = rect.min.x.max(0.0) as usize;
        let y0 = rect.min.y.max(0.0) as usize;
        let x1 = (rect.max.x as usize).min(self.size[0]);
        let y1 = (rect.max.y as usize).min(self.size[1]);
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| wanted(self.at(x, y)))
            .count()
    }
}

fn is(colour: Color32) -> impl Fn([u8; 4]) -> bool {
    move |p| p == colour.to_array()
}

/// The ink of the line in the light theme: black, or nearly where it is anti-aliased.
fn ink(p: [u8; 4]) -> bool {
    p[0] < 60 && p[1] < 60 && p[2] < 60
}

fn scaled(rect: Rect, scale: f32) -> Rect {
    Rect::from_min_max(
        (rect.min.to_vec2() * scale).to_pos2(),
        (rect.max.to_vec2() * scale).to_pos2(),
    )
}

/// The four points after two updates: a line between the classes.
fn four_points_with_a_line() -> Harness<'static, App> {
    let mut harness = window(App::with_points(Prefs::default(), four_points()));
    harness.state_mut().push_command(Command::Step);
    harness.state_mut().push_command(Command::Step);
    harness.run();
    harness
}

/// What the window shows of the plane, to compare before and after an export.
fn plane_on_screen(harness: &Harness<'_, App>) -> (Vec2, Option<Rect>, Option<Pos2>, Option<Pos2>) {
    let app = harness.state();
    (
        harness.ctx.content_rect().size(),
        app.plane().rect_on_screen(),
        app.plane().screen_pos_of(DVec2::new(0.0, 0.0)),
        app.plane().screen_pos_of(DVec2::new(1.0, 1.0)),
    )
}

#[test]
fn a_1920x1080_picture_of_a_1280x800_window() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let mut harness = four_points_with_a_line();
    let before = plane_on_screen(&harness);
    let path = dir.join("slide.png");
    export(&mut harness, &path, ExportSize::Pixels(1920, 1080));
    let picture = Picture::read(&path);
    assert_eq!(picture.size, [1920, 1080]);
    assert_eq!(
        plane_on_screen(&harness),
        before,
        "the window or its view changed"
    );

    // The layout is as wide in points as the window's (1280), at 1.5 pixels per point (the
    // window has 1.25), 720 points high: the plane spans the same columns, and its top part the
    // same rows.
    let plane = before.1.expect("a plane");
    let inside = Rect::from_min_max(plane.min + vec2(10.0, 10.0), plane.max - vec2(10.0, 100.0));
    let inside = scaled(inside, 1.5);
    assert!(
        picture.count(inside, is(palette::POSITIVE)) > 20,
        "no ○ in the plane"
    );
    assert!(
        picture.count(inside, is(palette::NEGATIVE)) > 20,
        "no × in the plane"
    );
    assert!(picture.count(inside, ink) > 200, "no line in the plane");
    // The panels are there too: the picture is not the plane alone.
    let left_panel = scaled(Rect::from_min_max(Pos2::ZERO, pos(plane.min.x, 700.0)), 1.5);
    assert!(
        picture.count(left_panel, ink) > 500,
        "no text left of the plane"
    );
}

fn pos(x: f32, y: f32) -> Pos2 {
    Pos2::new(x, y)
}

#[test]
fn a_2x_picture_is_the_window_twice_as_sharp() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let mut harness = four_points_with_a_line();
    let before = plane_on_screen(&harness);
    let path = dir.join("sharp.png");
    export(&mut harness, &path, ExportSize::Double);
    let picture = Picture::read(&path);
    // kittest's window is 1280×800 points at the app's zoom of 1.25: 1600×1000 pixels.
    let window_pixels = harness.ctx.content_rect().size() * harness.ctx.pixels_per_point();
    assert_eq!(window_pixels, vec2(1600.0, 1000.0));
    assert_eq!(picture.size, [3200, 2000]);
    assert_eq!(
        plane_on_screen(&harness),
        before,
        "the window or its view changed"
    );

    // The same layout at twice the pixels: each point's marker and the line are where the
    // window has them, times two.
    let scale = 2.0 * harness.ctx.pixels_per_point();
    let app = harness.state();
    let near = |p: Pos2| Rect::from_center_size((p.to_vec2() * scale).to_pos2(), Vec2::splat(24.0));
    for point in four_points() {
        let on_screen = app
            .plane()
            .screen_pos_of(DVec2::new(point.x.x, point.x.y))
            .expect("drawn");
        let colour = match point.label {
            linlab::app::Label::Positive => palette::POSITIVE,
            linlab::app::Label::Negative => palette::NEGATIVE,
        };
        assert!(
            picture.count(near(on_screen), is(colour)) > 10,
            "no marker at {:?}",
            point.x
        );
    }
    let w = app.classify().answer_weights().expect("a learner").to_vec();
    assert!(w[2].abs() > 1e-9 || w[1].abs() > 1e-9, "no line: {w:?}");
    // Points of the line w₀ + w₁x₁ + w₂x₂ = 0 a little away from its middle.
    let norm2 = w[1] * w[1] + w[2] * w[2];
    let foot = [-w[0] * w[1] / norm2, -w[0] * w[2] / norm2];
    let along = [-w[2] / norm2.sqrt(), w[1] / norm2.sqrt()];
    for t in [-0.6, 0.6] {
        let on_screen = app
            .plane()
            .screen_pos_of(DVec2::new(foot[0] + t * along[0], foot[1] + t * along[1]))
            .expect("drawn");
        assert!(
            picture.count(near(on_screen), ink) > 10,
            "no line at {on_screen:?} (×{scale})"
        );
    }
    // Nothing but the plane changed state: a second export right after is accepted.
    export(&mut harness, &dir.join("again.png"), ExportSize::Window);
    assert_eq!(Picture::read(&dir.join("again.png")).size, [1600, 1000]);
}

#[test]
fn many_points_and_the_vote_region_are_drawn_in_the_picture() {
    // Above 3,000 points the plane draws them as one texture; the voted perceptron's region is
    // another. Both must be made in the picture's own context.
    let scratch = common::scratch();
    let dir = scratch.path();
    let mut prefs = Prefs::with_learner(Settings {
        seed: 3,
        ..Settings::new(Algorithm::Voted)
    });
    prefs.classify.theory.show_panel = false;
    let preset = Preset {
        kind: PresetKind::Separable,
        n: 5000,
        seed: 4,
        ..Preset::default()
    };
    let mut harness = window(App::with_points(prefs, preset.points()));
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.run();
    let before = plane_on_screen(&harness);
    let path = dir.join("many.png");
    export(&mut harness, &path, ExportSize::Double);
    let picture = Picture::read(&path);
    assert_eq!(plane_on_screen(&harness), before);

    let scale = 2.0 * harness.ctx.pixels_per_point();
    let plane = scaled(before.1.expect("a plane").shrink(8.0), scale);
    let bluish = |p: [u8; 4]| i32::from(p[2]) > i32::from(p[0]) + 60;
    let reddish = |p: [u8; 4]| i32::from(p[0]) > i32::from(p[2]) + 60;
    assert!(picture.count(plane, bluish) > 2000, "no ○ points");
    assert!(picture.count(plane, reddish) > 2000, "no × points");
    // The vote region tints the plane's background faintly, blue on one side and orange on the
    // other (the points alone cover a few per cent of it).
    let area = (plane.width() * plane.height()) as usize;
    let faint_blue = |p: [u8; 4]| p[0] < 250 && i32::from(p[2]) > i32::from(p[0]) + 15;
    let faint_orange = |p: [u8; 4]| p[2] < 250 && i32::from(p[0]) > i32::from(p[2]) + 15;
    assert!(
        picture.count(plane, faint_blue) > area / 10,
        "no +1 vote region"
    );
    assert!(
        picture.count(plane, faint_orange) > area / 10,
        "no −1 vote region"
    );
}

#[test]
fn the_picture_at_the_window_size_is_what_wgpu_draws() {
    // The same window rendered by egui's wgpu painter (on lavapipe) and by the CPU renderer of
    // the export: the same pixels, except where the GPU leaves a row uncovered by any panel and
    // shows eframe's translucent clear colour (the picture has the panel colour there).
    let scratch = common::scratch();
    let dir = scratch.path();
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .wgpu()
        .build_eframe(|_cc| App::with_points(Prefs::default(), four_points()));
    harness.run();
    harness.state_mut().push_command(Command::Step);
    harness.run();
    let path = dir.join("window.png");
    export(&mut harness, &path, ExportSize::Window);
    harness.remove_cursor();
    harness.run();
    let picture = Picture::read(&path);
    let screen = harness.render().expect("a wgpu render");
    assert_eq!(
        [screen.width() as usize, screen.height() as usize],
        picture.size
    );
    let differing = screen
        .as_raw()
        .chunks_exact(4)
        .zip(picture.rgba.chunks_exact(4))
        .filter(|(gpu, _)| gpu[3] == 255)
        .filter(|(gpu, cpu)| gpu.iter().zip(cpu.iter()).any(|(a, b)| a.abs_diff(*b) > 8))
        .count();
    assert!(
        differing < 200,
        "{differing} pixels differ from the wgpu render"
    );
}

/// Export times, printed (and each picture checked for its size): `cargo test --release --test
/// ui_export -- --ignored --nocapture`.
#[test]
#[ignore = "a timing, not a check; run in release"]
fn export_times() {
    let scratch = common::scratch();
    let dir = scratch.path();
    let preset = Preset {
        n: 200,
        seed: 7,
        ..Preset::default()
    };
    let mut harness = window(App::with_points(Prefs::default(), preset.points()));
    for _ in 0..20 {
        harness.state_mut().push_command(Command::Step);
    }
    harness.run();
    for (name, size) in [
        ("1920×1080", ExportSize::Pixels(1920, 1080)),
        ("3840×2160", ExportSize::Pixels(3840, 2160)),
    ] {
        for round in 0..3 {
            let path = dir.join(format!("{round}.png"));
            harness
                .state_mut()
                .push_command(Command::Classroom(ClassroomAction::ExportPng {
                    path: path.clone(),
                    size,
                }));
            // The frame that applies the command, then the one that draws the picture.
            harness.step();
            let start = Instant::now();
            harness.step();
            let on_ui_thread = start.elapsed();
            while harness.state().classroom().files_busy() {
                std::thread::sleep(Duration::from_millis(1));
                harness.step();
            }
            let total = start.elapsed();
            let written = std::fs::read(&path).expect("the picture is written");
            let ExportSize::Pixels(width, height) = size else {
                unreachable!("sizes in pixels")
            };
            // PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
            let dimension =
                |at: usize| u32::from_be_bytes(written[at..at + 4].try_into().expect("four bytes"));
            assert_eq!(&written[1..4], b"PNG");
            assert_eq!((dimension(16), dimension(20)), (width, height));
            println!(
                "{name}: {:.0} ms on the UI thread, {:.0} ms until written ({} kB)",
                on_ui_thread.as_secs_f64() * 1e3,
                total.as_secs_f64() * 1e3,
                std::fs::metadata(&path).map_or(0, |m| m.len() / 1000),
            );
        }
    }
}
