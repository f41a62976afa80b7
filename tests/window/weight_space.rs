//! The weight-space view in the real window: shown beside the plane by its switch, following
//! the w₀ of the w shown or held at a value, with the run's path w₀ … w_t in it — each PLA step
//! of the path the update yₙzₙ of the point the learner corrected.

use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, Prefs};
use linlab::learn::{Algorithm, Event};

use crate::common;

/// PLA on 20 separable points with the weight-space view open, after `steps` Steps.
fn pla_with_the_view_after_steps(steps: usize) -> egui_kittest::Harness<'static, App> {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    for _ in 0..steps {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    harness
}

/// The README's window, 1280 × 800 rendered by wgpu: PLA on 20 separable points after six
/// Steps, the weight space shown and the curves hidden, `adjust` changing the rest.
fn readme_window(adjust: impl FnOnce(&mut Prefs)) -> egui_kittest::Harness<'static, App> {
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.classify.weight_space.show = true;
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    adjust(&mut prefs);
    let app = App::with_points(prefs, common::separable(20, 1).points());
    let mut harness = common::window(app, egui::vec2(1280.0, 800.0));
    for _ in 0..6 {
        harness.state_mut().push_command(linlab::app::Command::Step);
        harness.step();
    }
    common::settle(&mut harness);
    harness
}

/// w set by hand in the weight space, if it is.
fn by_hand(app: &App) -> Option<[f64; 3]> {
    app.classify().weight_space().and_then(|s| s.by_hand)
}

/// The slice shown: its w₀, its grid's samples per axis and the slices side by side.
fn slice(app: &App) -> Option<(f64, usize, usize)> {
    app.classify()
        .weight_space()
        .map(|s| (s.w0, s.grid, s.slices))
}

#[test]
fn the_view_follows_w0_and_each_pla_step_of_the_path_is_y_z() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::separable(20, 1).points(),
    ));
    harness.run();
    assert_eq!(slice(harness.state()), None, "hidden at first");
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    let (w0, grid, slices) = slice(harness.state()).expect("the view is shown");
    assert_eq!(slices, 1);
    assert_eq!(w0, 0.0, "w = 0 at t = 0");
    assert!(grid >= 12);
    let data = harness.state().document().data().clone();
    for t in 1..=3u64 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
        let app = harness.state();
        let run = &app.classify().runs()[0];
        let learner = run.learner().expect("a learner");
        assert_eq!(learner.counters().updates, t);
        // The slice follows the w₀ of w_t.
        assert_eq!(slice(app).map(|s| s.0), Some(learner.weights()[0]));
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
    let mut harness = pla_with_the_view_after_steps(0);
    harness.get_by_label("hold w₀ at").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().prefs().classify.weight_space.hold_w0,
        Some(0.0)
    );
    for _ in 0..3 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    let app = harness.state();
    assert_ne!(
        app.classify().runs()[0]
            .learner()
            .expect("a learner")
            .weights()[0],
        0.0,
        "w₀ moved"
    );
    assert_eq!(slice(app).map(|s| s.0), Some(0.0), "the slice stayed");
}

/// The README's picture: PLA on separable points, its path in weight space at w₀ of w_t, the
/// 0/1 error's cells cut by the points' lines.
#[test]
fn the_readme_s_weight_space() {
    let mut harness = readme_window(|_| {});
    let app = harness.state();
    assert_eq!(app.classify().runs()[0].path().len(), 7, "w₀ … w₆");
    assert!(slice(app).is_some());
    common::snapshot(&mut harness, "weight_space", true);
}

/// How many widgets are labelled `name` in the window.
fn labelled(harness: &egui_kittest::Harness<'_, App>, name: &str) -> usize {
    harness.query_all_by_label(name).count()
}

/// The four errors' slices: the loss and E_in panels, whose checkboxes also read "0/1",
/// "squared", … are hidden, so only the slices' titles can add those labels; 200 points make
/// a single slice's grid finer than four can share.
#[test]
fn four_errors_side_by_side_share_one_slice_and_path() {
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.view.show_losses = false;
    prefs.view.show_history = false;
    let mut harness = common::harness(App::with_points(prefs, common::separable(200, 1).points()));
    harness.get_by_label("Weight space").click();
    common::settle(&mut harness);
    for _ in 0..2 {
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
    }
    let names = ["0/1", "squared", "cross-entropy (ln)", "hinge"];
    let single = slice(harness.state()).expect("shown");
    let before = names.map(|name| labelled(&harness, name));
    harness.get_by_label("four errors side by side").click();
    common::settle(&mut harness);
    let (w0, grid, slices) = slice(harness.state()).expect("shown");
    assert_eq!(slices, 4, "0/1, squared, cross-entropy, hinge");
    assert_eq!(w0, single.0, "the same slice");
    assert!(
        grid < single.1,
        "four surfaces share the frame's work: {grid} vs {}",
        single.1
    );
    for (name, before) in names.into_iter().zip(before) {
        assert_eq!(
            labelled(&harness, name),
            before + 1,
            "a slice titled {name}"
        );
    }
}

/// The README's picture of the four errors of one slice side by side, the same path on each.
#[test]
fn the_readme_s_four_errors() {
    let mut harness = readme_window(|prefs| {
        prefs.classify.weight_space.compare_errors = true;
        prefs.classify.theory.show_panel = false;
    });
    assert_eq!(slice(harness.state()).map(|s| s.2), Some(4));
    common::snapshot(&mut harness, "weight_space_errors", true);
}

/// Whether the plane was drawn in the last frame: the plot's node in the accessibility tree
/// (its role `Unknown`, in physical pixels) lies where the plane says it was drawn.
fn plane_drawn(harness: &egui_kittest::Harness<'_, App>) -> bool {
    use egui_kittest::kittest::{NodeT as _, by};
    let Some(plane) = harness.state().plane().rect_on_screen() else {
        return false;
    };
    let ppp = f64::from(harness.ctx.pixels_per_point());
    let near = |a: f64, b: f32| (a - ppp * f64::from(b)).abs() < 1.0;
    harness
        .query_all(by().role(egui::Role::Figure))
        .filter_map(|node| node.accesskit_node().bounding_box())
        .any(|b| {
            near(b.x0, plane.left())
                && near(b.y0, plane.top())
                && near(b.x1, plane.right())
                && near(b.y1, plane.bottom())
        })
}

#[test]
fn the_view_can_take_the_plane_s_place_and_give_it_back() {
    let mut harness = pla_with_the_view_after_steps(0);
    let shown = |harness: &egui_kittest::Harness<'_, App>| {
        harness
            .state()
            .classify()
            .weight_space()
            .expect("the view is drawn")
    };
    let beside = shown(&harness);
    let plane = harness.state().plane().rect_on_screen().expect("a plane");
    let view = beside.rect().expect("the view's slice");
    assert!(view.left() >= plane.right() - 1.0, "beside the plane");
    assert!(plane_drawn(&harness), "the plane is drawn");
    harness.get_by_label("in the plane's place").click();
    common::settle(&mut harness);
    assert!(harness.state().prefs().classify.weight_space.in_place);
    let in_place = shown(&harness);
    assert_eq!(in_place.w0, beside.w0, "the same slice");
    assert!(!plane_drawn(&harness), "the plane is not drawn");
    let view = in_place.rect().expect("the view's slice");
    assert!(
        view.contains(plane.center()),
        "the view {view:?} where the plane {plane:?} was"
    );
    harness.get_by_label("in the plane's place").click();
    common::settle(&mut harness);
    assert!(!harness.state().prefs().classify.weight_space.in_place);
    assert!(plane_drawn(&harness), "the plane is back");
    assert_eq!(harness.state().plane().rect_on_screen(), Some(plane));
    let view = shown(&harness).rect().expect("the view's slice");
    assert!(view.left() >= plane.right() - 1.0, "beside the plane again");
}

/// Presses at (w₁, w₂) of the first slice and releases there.
fn click_at_w(harness: &mut egui_kittest::Harness<'_, App>, w1: f64, w2: f64) {
    let pos = harness
        .state()
        .classify()
        .weight_space()
        .and_then(|s| s.screen_pos(w1, w2))
        .expect("the slice was drawn");
    common::click_at(harness, pos, egui::Modifiers::NONE);
}

#[test]
fn dragging_w_in_the_slice_moves_the_plane_s_line_until_the_learner_steps() {
    let mut harness = pla_with_the_view_after_steps(2);
    let learner_w: [f64; 3] = harness
        .state()
        .classify()
        .learner_weights()
        .expect("a learner")
        .try_into()
        .expect("d = 2");
    assert_eq!(
        harness.state().plane().drawn_line,
        Some(learner_w),
        "the plane draws w_t"
    );
    let shown = harness.state().classify().weight_space().expect("shown");
    assert_eq!(shown.by_hand, None);
    let start = shown.screen_pos(learner_w[1], learner_w[2]).expect("drawn");
    let end = start + egui::vec2(60.0, -40.0);
    common::drag(&mut harness, start, end);
    common::settle(&mut harness);
    let app = harness.state();
    let shown = app.classify().weight_space().expect("shown");
    let hand = shown.by_hand.expect("w set by hand");
    assert_eq!(hand[0], learner_w[0], "in the slice shown");
    let at_end = shown.screen_pos(hand[1], hand[2]).expect("drawn");
    assert!(
        (at_end - end).length() < 1.5,
        "w under the pointer: {at_end:?} vs {end:?}"
    );
    assert!(
        hand[1] > learner_w[1] && hand[2] > learner_w[2],
        "right and up: {hand:?}"
    );
    assert_eq!(shown.moves, 1);
    assert_eq!(
        app.plane().drawn_line,
        Some(hand),
        "the plane's line follows w"
    );
    assert_eq!(
        app.classify().learner_weights(),
        Some(&learner_w[..]),
        "the learner keeps its own w"
    );
    assert!(
        harness
            .query_by_label_contains("w set by hand: (")
            .is_some(),
        "E_in of w under every error is written"
    );
    // A step of the learner gives w back.
    harness.get_by_label("Step").click();
    common::settle(&mut harness);
    let app = harness.state();
    assert_eq!(by_hand(app), None);
    let stepped: [f64; 3] = app
        .classify()
        .learner_weights()
        .expect("a learner")
        .try_into()
        .expect("d = 2");
    assert_eq!(app.plane().drawn_line, Some(stepped));
}

#[test]
fn you_are_the_learner_counts_the_moves_to_the_version_space() {
    let points = common::separable(20, 1).points();
    // The widest separating line w_f, and the slice through it: (w_f₁, w_f₂) lies deep in that
    // slice's version space.
    let w_f = {
        let mut harness = common::harness(App::with_points(
            common::prefs(Algorithm::Pla),
            points.clone(),
        ));
        harness.run();
        let app = harness.state();
        app.classify()
            .separability(app.document().data())
            .and_then(|s| s.max_margin())
            .map(|m| m.w_f.clone())
            .expect("separable")
    };
    let mut prefs = common::prefs(Algorithm::Pla);
    prefs.classify.weight_space.show = true;
    prefs.classify.weight_space.hold_w0 = Some(w_f[0]);
    let mut harness = common::harness(App::with_points(prefs, points));
    common::settle(&mut harness);
    harness.get_by_label("You are the learner").click();
    common::settle(&mut harness);
    let shown = harness.state().classify().weight_space().expect("shown");
    assert_eq!(
        shown.by_hand,
        Some([w_f[0], 0.0, 0.0]),
        "w₁ = w₂ = 0 at the start"
    );
    assert_eq!(shown.moves, 0);
    assert!(
        shown.version_space_vertices >= 3,
        "this slice has a version space"
    );
    // A w with mistakes first, then the version space.
    click_at_w(&mut harness, -w_f[1], -w_f[2]);
    let shown = harness.state().classify().weight_space().expect("shown");
    assert_eq!((shown.moves, shown.reached_in), (1, None));
    click_at_w(&mut harness, w_f[1], w_f[2]);
    let shown = harness.state().classify().weight_space().expect("shown");
    assert_eq!((shown.moves, shown.reached_in), (2, Some(2)));
    assert!(
        harness
            .query_by_label_contains("Reached in 2 moves!")
            .is_some()
    );
    harness.get_by_label("Back to the learner").click();
    common::settle(&mut harness);
    assert_eq!(by_hand(harness.state()), None);
    // Reset gives w back too, even at t = 0 where the learner's w does not change.
    click_at_w(&mut harness, w_f[1], w_f[2]);
    assert!(by_hand(harness.state()).is_some());
    harness.get_by_label("Reset").click();
    common::settle(&mut harness);
    assert_eq!(by_hand(harness.state()), None);
    let w_0 = harness
        .state()
        .classify()
        .learner_weights()
        .map(<[f64]>::to_vec);
    assert_eq!(harness.state().plane().drawn_line.map(|w| w.to_vec()), w_0);
}

#[test]
fn the_hard_margin_region_s_point_nearest_0_is_the_svm_s_w_at_w0_equal_b() {
    let mut prefs = common::prefs(Algorithm::Svm);
    prefs.classify.learner.svm.hard_margin = true;
    prefs.classify.learner.svm.tol = 1e-6;
    prefs.classify.weight_space.show = true;
    let mut harness = common::harness(App::with_points(prefs, common::separable(20, 1).points()));
    harness.get_by_label("Run to end").click();
    common::settle(&mut harness);
    let w: [f64; 3] = harness
        .state()
        .classify()
        .learner_weights()
        .expect("a learner")
        .try_into()
        .expect("d = 2");
    let shown = harness.state().classify().weight_space().expect("shown");
    assert_eq!(shown.w0, w[0], "the slice at w₀ = b");
    let nearest = shown
        .margin_point
        .expect("the region and its nearest point");
    let norm = w[1].hypot(w[2]);
    for i in 0..2 {
        assert!(
            (nearest[i] - w[i + 1]).abs() <= 1e-5 * norm,
            "w{} = {} vs the region's nearest {}",
            i + 1,
            w[i + 1],
            nearest[i]
        );
    }
}

#[test]
fn the_line_under_the_pointer_in_weight_space_is_its_point_s() {
    let mut harness = pla_with_the_view_after_steps(1);
    let data = harness.state().document().data().clone();
    let shown = harness.state().classify().weight_space().expect("shown");
    let w0 = shown.w0;
    assert_ne!(w0, 0.0, "after a step the lines do not all meet at 0");
    let x = |n: usize| [data.feature(n, 1), data.feature(n, 2)];
    let rect = shown.rect().expect("drawn");
    // Pixels per unit of w₁ (the view is drawn at one scale).
    let scale = (shown.screen_pos(1.0, 0.0).expect("drawn")
        - shown.screen_pos(0.0, 0.0).expect("drawn"))
    .x as f64;
    // A point of n's line, {w : w₀ + wᵀxₙ = 0}, in view and far from every other line.
    let (n, pos) = (0..data.len())
        .find_map(|n| {
            let [a, b] = x(n);
            let norm2 = a * a + b * b;
            let w = [-w0 * a / norm2, -w0 * b / norm2];
            let pos = shown.screen_pos(w[0], w[1])?;
            let alone = (0..data.len()).filter(|&m| m != n).all(|m| {
                let [c, d] = x(m);
                (w0 + c * w[0] + d * w[1]).abs() / c.hypot(d) * scale > 20.0
            });
            (rect.shrink(10.0).contains(pos) && alone).then_some((n, pos))
        })
        .expect("a line alone somewhere in view");
    harness.event(egui::Event::PointerMoved(pos));
    common::settle(&mut harness);
    assert_eq!(
        harness
            .state()
            .classify()
            .weight_space()
            .and_then(|s| s.hovered_line),
        Some(n)
    );
    // Away from every line: none.
    harness.event(egui::Event::PointerMoved(egui::pos2(5.0, 5.0)));
    common::settle(&mut harness);
    assert_eq!(
        harness
            .state()
            .classify()
            .weight_space()
            .and_then(|s| s.hovered_line),
        None
    );
}
