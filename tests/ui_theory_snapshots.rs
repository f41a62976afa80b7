//! Issue 4's views as a person sees them, rendered by wgpu (Mesa lavapipe in CI) and compared
//! with `tests/snapshots/`; the README's `screenshots/update_geometry.png` and
//! `screenshots/convergence.png` come from the same runs. Refresh with
//! `UPDATE_SNAPSHOTS=1 cargo test --test ui_theory_snapshots` and look at the images first.

use egui::vec2;
use egui_kittest::{Harness, SnapshotOptions};
use linlab::app::{App, Command, Mode, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Budget, Settings};

fn prefs(algorithm: Algorithm) -> Prefs {
    let mut prefs = Prefs {
        learner: Settings {
            budget: Budget {
                max_updates: Some(10_000),
                max_visits: None,
            },
            seed: 1,
            ..Settings::new(algorithm)
        },
        ..Prefs::default()
    };
    // The plane and the theory panel: the loss and E_in panels have their own snapshots.
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    prefs
}

fn window(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .wgpu()
        .build_eframe(move |_cc| app)
}

fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..50 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the window keeps repainting");
}

fn snapshot(harness: &mut Harness<'_, App>, name: &str) {
    harness.remove_cursor();
    harness.run();
    harness.snapshot(name);
    harness.snapshot_options(name, &SnapshotOptions::new().output_path("screenshots"));
}

fn separable(n: usize, seed: u64) -> Preset {
    Preset {
        kind: PresetKind::Separable,
        n,
        margin: 0.1,
        seed,
        ..Preset::default()
    }
}

#[test]
fn update_geometry_after_a_mistake() {
    let preset = separable(30, 3);
    let app = App::with_points(prefs(Algorithm::Pla), preset.points());
    let mut harness = window(app);
    for _ in 0..5 {
        harness.state_mut().push_command(Command::Step);
        harness.step();
    }
    settle(&mut harness);
    let g = harness
        .state()
        .update_geometry()
        .expect("an update was made");
    assert_eq!(g.t, 5);
    snapshot(&mut harness, "update_geometry");
}

#[test]
fn convergence_panel_after_pla_halts() {
    let preset = separable(30, 3);
    let mut prefs = prefs(Algorithm::Pla);
    prefs.theory.show_w_f = true;
    prefs.theory.show_alphas = true;
    let app = App::with_points(prefs, preset.points());
    let mut harness = window(app);
    harness.state_mut().push_command(Command::RunToEnd);
    for _ in 0..200 {
        harness.step();
        if harness.state().mode() == Mode::Idle {
            break;
        }
    }
    settle(&mut harness);
    let t = harness.state().status().t;
    let bound = harness
        .state()
        .separability()
        .and_then(|s| s.max_margin())
        .map(|m| m.update_bound())
        .expect("separable");
    assert!(t > 0 && t as f64 <= bound, "T = {t}, bound {bound}");
    snapshot(&mut harness, "convergence");
}
