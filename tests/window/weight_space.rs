//! The weight-space view in the real window: shown beside the plane by its switch, following
//! the w₀ of the w shown or held at a value, with the run's path w₀ … w_t in it — each PLA step
//! of the path the update yₙzₙ of the point the learner corrected.

use egui_kittest::kittest::Queryable as _;
use linlab::app::App;
use linlab::learn::{Algorithm, Event};

use crate::common;

#[test]
fn the_view_follows_w0_and_each_pla_step_of_the_path_is_y_z() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.run();
    assert_eq!(harness.state().weight_slice(), None, "hidden at first");
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    let (w0, grid, slices) = harness.state().weight_slice().expect("the view is shown");
    assert_eq!(slices, 1);
    assert_eq!(w0, 0.0, "w = 0 at t = 0");
    assert!(grid >= 12);
    let data = harness.state().document().data().clone();
    for t in 1..=3u64 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
        let app = harness.state();
        let run = &app.runs()[0];
        let learner = run.learner().expect("a learner");
        assert_eq!(learner.counters().updates, t);
        // The slice follows the w₀ of w_t.
        assert_eq!(app.weight_slice().map(|s| s.0), Some(learner.weights()[0]));
        // The path holds w₀ … w_t, and its last step is the update of the point corrected.
        let path = run.path().values();
        assert_eq!(path.len() as u64, t + 1, "w₀ … w_t");
        assert_eq!(
            path[path.len() - 1],
            learner.weights(),
            "the path ends at w_t"
        );
        let Some(Event::PointUpdate { point, scale, .. }) = run.last_step().map(|s| s.event) else {
            panic!("PLA's step is a point update");
        };
        let (before, after) = (path[path.len() - 2], path[path.len() - 1]);
        let y = data.label(point);
        let z = [1.0, data.feature(point, 1), data.feature(point, 2)];
        for i in 0..3 {
            assert_eq!(after[i], before[i] + scale * y * z[i], "t = {t}, w[{i}]");
        }
    }
}

#[test]
fn hold_keeps_the_slice_at_its_w0_while_w_moves() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    harness.get_by_label("hold w₀ at").click();
    common::settle(&mut harness);
    assert_eq!(harness.state().prefs().weight_space.hold_w0, Some(0.0));
    for _ in 0..3 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    let app = harness.state();
    assert_ne!(
        app.runs()[0].learner().expect("a learner").weights()[0],
        0.0,
        "w₀ moved"
    );
    assert_eq!(
        app.weight_slice().map(|s| s.0),
        Some(0.0),
        "the slice stayed"
    );
}

/// The README's picture: PLA on separable points, its path in weight space at w₀ of w_t, the
/// 0/1 error's cells cut by the points' lines.
#[test]
fn the_readme_s_weight_space() {
    let preset = common::separable(20, 1);
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.weight_space.show = true;
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    let app = App::with_points(prefs, preset.points());
    let mut harness = common::window(app, egui::vec2(1280.0, 800.0));
    for _ in 0..6 {
        harness.state_mut().push_command(linlab::app::Command::Step);
        harness.step();
    }
    common::settle(&mut harness);
    let app = harness.state();
    assert_eq!(app.runs()[0].path().len(), 7, "w₀ … w₆");
    assert!(app.weight_slice().is_some());
    common::snapshot(&mut harness, "weight_space", true);
}

#[test]
fn four_errors_side_by_side_share_one_slice_and_path() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    for _ in 0..2 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    let single = harness.state().weight_slice().expect("shown");
    harness.get_by_label("four errors side by side").click();
    common::settle(&mut harness);
    let (w0, grid, slices) = harness.state().weight_slice().expect("shown");
    assert_eq!(slices, 4, "0/1, squared, cross-entropy, hinge");
    assert_eq!(w0, single.0, "the same slice");
    assert!(grid <= single.1, "four surfaces share the frame's work");
    for name in ["0/1", "squared", "cross-entropy (ln)", "hinge"] {
        assert!(
            harness.query_all_by_label(name).next().is_some(),
            "a slice titled {name}"
        );
    }
}

/// The README's picture of the four errors of one slice side by side, the same path on each.
#[test]
fn the_readme_s_four_errors() {
    let preset = common::separable(20, 1);
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.weight_space.show = true;
    prefs.weight_space.compare_errors = true;
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    prefs.theory.show_panel = false;
    let app = App::with_points(prefs, preset.points());
    let mut harness = common::window(app, egui::vec2(1280.0, 800.0));
    for _ in 0..6 {
        harness.state_mut().push_command(linlab::app::Command::Step);
        harness.step();
    }
    common::settle(&mut harness);
    assert_eq!(harness.state().weight_slice().map(|s| s.2), Some(4));
    common::snapshot(&mut harness, "weight_space_errors", true);
}

#[test]
fn the_view_can_take_the_plane_s_place_and_give_it_back() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    let beside = harness
        .state()
        .weight_slice()
        .expect("drawn beside the plane");
    harness.get_by_label("in the plane's place").click();
    common::settle(&mut harness);
    assert!(harness.state().prefs().weight_space.in_place);
    let in_place = harness
        .state()
        .weight_slice()
        .expect("drawn in the plane's place");
    assert_eq!(in_place.0, beside.0, "the same slice");
    harness.get_by_label("in the plane's place").click();
    common::settle(&mut harness);
    assert!(!harness.state().prefs().weight_space.in_place);
}
