//! What the snapshot tests share: the settings they start from, a wgpu-rendered window, waiting
//! for it to settle, and writing a snapshot (and a README screenshot).

#![allow(
    dead_code,
    reason = "each test file uses its own part of these helpers"
)]

use egui_kittest::{Harness, SnapshotOptions};
use linlab::app::{App, Label, Point, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Budget, Settings};

/// The default preferences with `algorithm`, seed 1 and a budget of 10,000 updates.
pub fn prefs(algorithm: Algorithm) -> Prefs {
    Prefs {
        learner: Settings {
            budget: Budget {
                max_updates: Some(10_000),
                max_visits: None,
            },
            seed: 1,
            ..Settings::new(algorithm)
        },
        ..Prefs::default()
    }
}

/// The real app in a 1280 × 800 window, without rendering (for clicks, keys and state).
pub fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app)
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
