//! The update geometry and convergence views as a person sees them, rendered by wgpu (Mesa lavapipe
//! in CI) and compared with `tests/snapshots/`; the README's `screenshots/update_geometry.png` and
//! `screenshots/convergence.png` come from the same runs. Refresh with `UPDATE_SNAPSHOTS=1 cargo
//! test --test window theory_snapshots` and look at the images first.

use egui::vec2;
use egui_kittest::Harness;
use linlab::app::{App, Command, Mode, Prefs};
use linlab::learn::Algorithm;

use crate::common;

use common::{separable, settle};

fn prefs(algorithm: Algorithm) -> Prefs {
    let mut prefs = common::prefs(algorithm);
    // The plane and the theory panel: the loss and E_in panels have their own snapshots.
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    prefs
}

fn window(app: App) -> Harness<'static, App> {
    common::window(app, vec2(1280.0, 800.0))
}

fn snapshot(harness: &mut Harness<'_, App>, name: &str) {
    common::snapshot(harness, name, true);
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
    let app = harness.state();
    let g = app
        .classify()
        .update_geometry(app.document().data())
        .expect("an update was made");
    assert_eq!(g.t, 5);
    snapshot(&mut harness, "update_geometry");
}

#[test]
fn convergence_panel_after_pla_halts() {
    let preset = separable(30, 3);
    let mut prefs = prefs(Algorithm::Pla);
    prefs.classify.theory.show_w_f = true;
    prefs.classify.theory.show_alphas = true;
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
    let app = harness.state();
    let bound = app
        .classify()
        .separability(app.document().data())
        .and_then(|s| s.max_margin())
        .map(|m| m.update_bound())
        .expect("separable");
    assert!(t > 0 && t as f64 <= bound, "T = {t}, bound {bound}");
    snapshot(&mut harness, "convergence");
}
