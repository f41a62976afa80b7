//! The Transform workspace in the real window: PLA in Z halts on the ring (its Z set is
//! separable) where in X it cannot, and its curve in X then separates every point; a Φ picked in
//! the panel starts the learners again in the new Z; a point placed in X appears in Z; clicks on
//! Z's plane place nothing; a point whose square is past a float's range is named, not a panic.

use egui::Modifiers;
use egui_kittest::{Harness, kittest::Queryable as _};
use glam::DVec2;
use linlab::app::{App, KernelBeside, Label, Point, Prefs, Preset, PresetKind, Workspace};
use linlab::learn::{Algorithm, Stop};
use linlab::transform::Transform;

use crate::common::{self, click_at, settle};

/// The window in the Transform workspace with `phi`, on `points`.
fn harness_on(phi: Transform, points: Vec<Point>) -> Harness<'static, App> {
    let mut prefs = Prefs {
        workspace: Workspace::Transform,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.transform.phi = phi;
    let mut harness = common::harness(App::with_points(prefs, points));
    settle(&mut harness);
    harness
}

/// The course's ring: ○ in a disc, × in a ring around it.
fn ring() -> Vec<Point> {
    Preset {
        kind: PresetKind::Ring,
        n: 40,
        seed: 3,
        ..Preset::default()
    }
    .points()
}

fn stop(harness: &Harness<'_, App>) -> Option<Stop> {
    let learners = harness.state().transform().learners();
    learners.primary().learner().and_then(|l| l.stopped())
}

fn run_to_end(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Run to end").click();
    for _ in 0..400 {
        harness.step();
        if stop(harness).is_some() {
            break;
        }
    }
    settle(harness);
}

#[test]
fn pla_in_z_halts_on_the_ring_and_its_curve_separates_every_point_in_x() {
    let points = ring();
    let mut harness = harness_on(Transform::Circle, points.clone());
    run_to_end(&mut harness);
    assert_eq!(
        stop(&harness),
        Some(Stop::Converged),
        "{}",
        harness.state().status_text()
    );
    let w = harness
        .state()
        .transform()
        .learners()
        .primary()
        .learner()
        .expect("a learner")
        .weights()
        .to_vec();
    assert_eq!(w.len(), 3, "w in Z = (w₀, w₁, w₂)");
    let terms = Transform::Circle.terms(2);
    for (n, p) in points.iter().enumerate() {
        let s = Transform::Circle.score(&terms, &w, &[p.x.x, p.x.y]);
        assert!(
            s * p.label.y() > 0.0,
            "point {n} at {:?} on the wrong side",
            p.x
        );
    }
    // The status says so in Z's words.
    assert!(harness.query_by_label_contains("separable").is_some());
}

#[test]
fn without_a_transform_pla_on_the_ring_spends_its_budget() {
    let mut harness = harness_on(Transform::Identity, ring());
    run_to_end(&mut harness);
    assert_eq!(stop(&harness), Some(Stop::Budget));
}

#[test]
fn a_phi_picked_in_the_panel_starts_the_learners_again_in_its_z() {
    let mut harness = harness_on(Transform::Circle, ring());
    harness.get_by_label("Step").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().transform().learners().primary().shown_t(),
        Some(1)
    );
    harness
        .get_by_label("Φ_Q: every monomial up to degree Q")
        .click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().transform.phi, Transform::QUADRATIC);
    let room = harness.state().transform();
    assert_eq!(room.z_data().dim(), 5, "x₁, x₂, x₁², x₁x₂, x₂²");
    let learner = room.learners().primary().learner().expect("a learner");
    assert_eq!(learner.weights().len(), 6);
    assert_eq!(learner.counters().updates, 0, "a new Z starts at t = 0");
    // Its features are listed by name, with w.
    assert!(harness.query_by_label("x₁x₂").is_some());
    assert!(harness.query_by_label_contains("d̃ = 5").is_some());
}

#[test]
fn a_point_placed_in_x_appears_in_z_and_clicks_in_z_place_nothing() {
    let points = vec![
        Point::new(0.1, 0.2, Label::Positive),
        Point::new(0.9, -0.8, Label::Negative),
    ];
    let mut harness = harness_on(Transform::Circle, points);
    let at = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(0.5, -0.5))
        .expect("in view");
    click_at(&mut harness, at, Modifiers::NONE);
    let room = harness.state().transform();
    assert_eq!(room.z_data().len(), 3);
    let placed = harness.state().points()[2].x;
    let z = [room.z_data().feature(2, 1), room.z_data().feature(2, 2)];
    assert_eq!(z, [placed.x * placed.x, placed.y * placed.y]);
    // A screen reader hears which plane Z's is, and its axes.
    let figure = harness.state().transform().z_figure().to_owned();
    assert!(figure.starts_with("Z: the line"), "{figure}");
    assert!(figure.contains("z₁ = x₁²"), "{figure}");
    // Z's plane is right of X's: a click in its middle places nothing.
    let z_plane = harness
        .query_by_label_contains("Z: the line")
        .expect("Z's plane is titled")
        .rect();
    let below_title = egui::pos2(z_plane.center().x, z_plane.bottom() + 150.0);
    click_at(&mut harness, below_title, Modifiers::NONE);
    assert_eq!(harness.state().points().len(), 3);
}

#[test]
fn a_point_past_a_float_s_range_in_z_is_named_and_nothing_is_lost() {
    let points = vec![
        Point::new(1e200, 0.0, Label::Positive),
        Point::new(0.0, 1.0, Label::Negative),
    ];
    let mut harness = harness_on(Transform::Circle, points);
    // Said in the status bar and beside the learner's buttons.
    assert!(
        harness
            .query_all_by_label_contains("not a finite number")
            .count()
            >= 1
    );
    harness.get_by_label("Step").click();
    settle(&mut harness);
    assert_eq!(harness.state().points().len(), 2);
    // The identity takes them as they are.
    harness.get_by_label("None: z = x").click();
    settle(&mut harness);
    assert_eq!(harness.state().transform().z_data().len(), 2);
}

#[test]
fn transform_snapshot() {
    // The ring, the circle transform, PLA run to its end in Z and the quadratic kernel's SVM
    // beside.
    let mut prefs = Prefs {
        workspace: Workspace::Transform,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.transform.phi = Transform::Circle;
    prefs.transform.kernel_beside = KernelBeside::Polynomial;
    let mut harness = common::window(App::with_points(prefs, ring()), egui::vec2(1280.0, 800.0));
    settle(&mut harness);
    run_to_end(&mut harness);
    assert_eq!(stop(&harness), Some(Stop::Converged));
    assert!(
        harness
            .query_by_label_contains("the SVM with the polynomial kernel")
            .is_some()
    );
    common::snapshot(&mut harness, "transform", true);
}

#[test]
fn phi_s_d_vc_opens_in_the_dichotomies_workspace_s_vc_bound() {
    let mut harness = harness_on(Transform::QUADRATIC, ring());
    harness
        .get_by_label("See this d_vc in the VC bound →")
        .click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Dichotomies);
    let lesson = harness.state().lesson();
    let vc = &lesson.app["dichotomies"];
    assert_eq!(vc["section"], "vc", "{vc}");
    assert_eq!(vc["vc"]["dvc"], 6, "Φ₂ has d̃ = 5: d_vc ≤ 6");
    assert_eq!(vc["vc"]["n"], 40);
}

#[test]
fn a_window_too_narrow_for_two_planes_shows_z_a_click_away() {
    let mut prefs = Prefs {
        workspace: Workspace::Transform,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.transform.phi = Transform::Circle;
    let mut harness = common::window(App::with_points(prefs, ring()), egui::vec2(820.0, 614.0));
    settle(&mut harness);
    assert!(harness.query_by_label("Z: the line wᵀz = 0").is_none());
    harness.get_by_label("Z plane").click();
    settle(&mut harness);
    harness.get_by_label("Z: the line wᵀz = 0");
    harness.get_by_label("X plane").click();
    settle(&mut harness);
    assert!(harness.query_by_label("Z: the line wᵀz = 0").is_none());
}
