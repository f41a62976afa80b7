//! What a person sees, rendered by wgpu (on Mesa lavapipe in CI) and compared with the images
//! in `tests/snapshots/`. Refresh them with `UPDATE_SNAPSHOTS=1 cargo test --test ui_snapshots`
//! and look at the new images before committing them.
//!
//! The README's screenshots come from the same runs: the three views it shows are also written
//! to (and compared with) `screenshots/`.

use egui::vec2;
use egui_kittest::kittest::Queryable as _;
use egui_kittest::{Harness, SnapshotOptions};
use linlab::app::{App, Command, Comparison, Prefs, Preset, PresetKind, Theme, Viewer};
use linlab::learn::Algorithm;
use linlab::loss::ErrorMeasure;

use crate::common;

use common::{separable, settle, snapshot, window};

fn prefs(algorithm: Algorithm, preset: Preset) -> Prefs {
    Prefs {
        preset,
        ..common::prefs(algorithm)
    }
}

/// Runs `steps` steps (as the Step button does) and lets the window settle (with many points,
/// E_in takes a few frames).
fn step(harness: &mut Harness<'_, App>, steps: usize) {
    for _ in 0..steps {
        harness.state_mut().push_command(Command::Step);
        harness.step();
    }
    settle(harness);
}

#[test]
fn pla_midway_with_the_update_highlighted() {
    let preset = separable(40, 3);
    let app = App::with_points(prefs(Algorithm::Pla, preset), preset.points());
    let mut harness = window(app, vec2(1280.0, 800.0));
    step(&mut harness, 4);
    let status = harness.state().status();
    assert_eq!(status.t, 4);
    assert!(status.mistakes > 0, "mid-way: some points are still wrong");
    snapshot(&mut harness, "pla_midway", true);
}

#[test]
fn pocket_on_noisy_points_shows_both_lines() {
    let preset = Preset {
        kind: PresetKind::Noisy,
        n: 120,
        flip_rate: 0.1,
        seed: 4,
        ..Preset::default()
    };
    let app = App::with_points(prefs(Algorithm::Pocket, preset), preset.points());
    let mut harness = window(app, vec2(1280.0, 800.0));
    step(&mut harness, 25);
    let app = harness.state();
    assert_ne!(
        app.classify().learner_weights(),
        app.classify().answer_weights(),
        "w_t has moved away from the pocket ŵ"
    );
    let status = app.status();
    let pocket_mistakes = status.answer_mistakes.expect("pocket reports ŵ's mistakes");
    assert!(pocket_mistakes < status.mistakes, "ŵ is better than w_t");
    snapshot(&mut harness, "pocket_noisy", true);
}

#[test]
fn pla_against_pocket_on_noisy_points() {
    let mut prefs = prefs(Algorithm::Pla, Preset::default());
    prefs.classify.theory.show_panel = false;
    prefs.view.show_losses = false;
    for measure in [ErrorMeasure::Squared, ErrorMeasure::CrossEntropy] {
        prefs.classify.history.set_shown(measure, false);
    }
    let mut harness = window(App::with_points(prefs, Vec::new()), vec2(1280.0, 800.0));
    harness
        .state_mut()
        .push_command(Command::LoadComparison(Comparison::PlaVsPocket));
    step(&mut harness, 80);
    let app = harness.state();
    assert_eq!(app.classify().runs().len(), 2);
    let classify = app.classify();
    let compared = classify.compared().expect("comparing");
    let pocket = classify.status_of(compared, app.mode(), app.document().data());
    let pocket_mistakes = pocket.answer_mistakes.expect("pocket reports ŵ's mistakes");
    assert!(
        pocket_mistakes <= app.status().mistakes,
        "ŵ is no worse than PLA's w_t"
    );
    snapshot(&mut harness, "compare_pla_pocket", true);
}

#[test]
fn the_loss_comparison_panel() {
    let preset = Preset {
        kind: PresetKind::Blobs,
        n: 60,
        seed: 5,
        ..Preset::default()
    };
    let mut app = App::with_points(prefs(Algorithm::LogisticSgd, preset), preset.points());
    for _ in 0..200 {
        app.push_command(Command::Step);
    }
    app.apply_commands();
    assert_eq!(app.status().t, 200);
    let mut harness = Harness::builder()
        .with_size(vec2(760.0, 480.0))
        .wgpu()
        .build_ui_state(|ui, app: &mut App| app.losses_ui(ui), app);
    harness.run();
    harness.snapshot("loss_panel");
    harness.snapshot_options(
        "loss_panel",
        &SnapshotOptions::new().output_path("screenshots"),
    );
}

#[test]
fn logistic_regression_shading_in_the_dark_theme() {
    let preset = Preset {
        kind: PresetKind::Blobs,
        n: 80,
        seed: 6,
        ..Preset::default()
    };
    let mut prefs = prefs(Algorithm::LogisticGd, preset);
    prefs.classify.learner.eta = 1.0;
    let app = App::with_points(prefs, preset.points()).with_viewer(Viewer {
        theme: Theme::Dark,
        ..Viewer::default()
    });
    let mut harness = window(app, vec2(1280.0, 800.0));
    step(&mut harness, 30);
    snapshot(&mut harness, "logistic_dark", false);
}

#[test]
fn a_projector_at_1024_by_768() {
    let preset = separable(20, 1);
    let app = App::with_points(prefs(Algorithm::Pla, preset), preset.points());
    // kittest sizes are in zoomed points: a 1024×768 screen at the default 125% text size.
    let mut harness = window(app, vec2(1024.0 / 1.25, 768.0 / 1.25));
    step(&mut harness, 2);
    snapshot(&mut harness, "projector_1024x768", false);
}

/// At 768 pixels the Lectures menu cannot list every lecture: its scroll bar shows that more
/// are below without the pointer over the list.
#[test]
fn the_lectures_menu_on_a_projector_shows_that_it_scrolls() {
    let preset = separable(20, 1);
    let app = App::with_points(prefs(Algorithm::Pla, preset), preset.points());
    let mut harness = window(app, vec2(1024.0 / 1.25, 768.0 / 1.25));
    settle(&mut harness);
    harness.get_by_label("Lectures").click();
    settle(&mut harness);
    snapshot(&mut harness, "lectures_menu_1024x768", false);
}

#[test]
fn no_line_at_w_zero_is_said_in_words() {
    let preset = separable(20, 2);
    let app = App::with_points(prefs(Algorithm::Pla, preset), preset.points());
    let mut harness = window(app, vec2(1024.0, 768.0));
    snapshot(&mut harness, "no_line", false);
}

#[test]
fn two_hundred_thousand_points() {
    let preset = Preset {
        kind: PresetKind::Noisy,
        n: 200_000,
        flip_rate: 0.05,
        seed: 8,
        ..Preset::default()
    };
    let mut prefs = prefs(Algorithm::Pla, preset);
    // Which t the E_in panel has caught up with depends on the machine's speed at this size.
    prefs.view.show_history = false;
    let app = App::with_points(prefs, preset.points());
    let mut harness = window(app, vec2(1280.0, 800.0));
    step(&mut harness, 40);
    snapshot(&mut harness, "many_points", false);
}

#[test]
fn the_fit_workspace_on_a_draw_from_the_target() {
    let prefs = Prefs {
        workspace: linlab::app::Workspace::Fit,
        ..common::prefs(Algorithm::Pla)
    };
    let mut harness = window(App::with_points(prefs, Vec::new()), vec2(1280.0, 800.0));
    settle(&mut harness);
    harness.get_by_label("Draw from the target").click();
    settle(&mut harness);
    let fits = harness.state().fit().fits().expect("the fits");
    assert!(fits.target.is_some(), "the target's draw: E_out exact");
    snapshot(&mut harness, "fit_g2_g10", true);
}

#[test]
fn one_bin_after_a_thousand_samples() {
    let prefs = Prefs {
        workspace: linlab::app::Workspace::Bins,
        ..common::prefs(Algorithm::Pla)
    };
    let mut harness = window(App::with_points(prefs, Vec::new()), vec2(1280.0, 800.0));
    settle(&mut harness);
    harness.get_by_label("Draw 1,000").click();
    for _ in 0..2000 {
        harness.step();
        if harness.try_run().is_ok() {
            break;
        }
    }
    let sampling = harness.state().bins().bin_sampling().expect("the bin");
    assert_eq!(sampling.samples, 1000);
    snapshot(&mut harness, "bins_one_bin", true);
}
