//! The theory panel driven like a person would: the separability message and the one-click switch
//! to pocket, the convergence panel's numbers, the timeline (scrub, Step back, and the state equals
//! a fresh replay to that t), and the dual view's αₙ.

use egui_kittest::{Harness, kittest::Queryable as _};
use glam::DVec2;
use linlab::app::{App, Label, Mode, Point, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Budget, Event, Learner, Settings};

use crate::common;

fn prefs(algorithm: Algorithm) -> Prefs {
    Prefs::with_learner(Settings {
        budget: Budget {
            max_updates: Some(1000),
            max_visits: None,
        },
        seed: 2,
        ..Settings::new(algorithm)
    })
}

fn separable_points() -> Vec<Point> {
    Preset {
        kind: PresetKind::Separable,
        n: 30,
        margin: 0.1,
        seed: 3,
        ..Preset::default()
    }
    .points()
}

/// ○ at (1, 1) and (−1, −1), × at (1, −1) and (−1, 1): no line separates them.
fn xor_points() -> Vec<Point> {
    vec![
        Point::new(1.0, 1.0, Label::Positive),
        Point::new(-1.0, -1.0, Label::Positive),
        Point::new(1.0, -1.0, Label::Negative),
        Point::new(-1.0, 1.0, Label::Negative),
    ]
}

/// The learner the app's settings build on its points, stepped `t` times: a fresh replay.
fn fresh_replay(app: &App, t: u64) -> (Box<dyn Learner>, Option<linlab::learn::Step>) {
    let mut learner = app
        .prefs()
        .classify
        .learner
        .build(app.document().data())
        .expect("a learner");
    let mut last = None;
    while learner.counters().updates < t {
        last = Some(learner.step(app.document().data()));
    }
    (learner, last)
}

fn highlighted(step: Option<linlab::learn::Step>) -> Option<usize> {
    match step?.event {
        Event::PointUpdate { point, .. } => Some(point),
        _ => None,
    }
}

fn assert_matches_replay(harness: &Harness<'_, App>, t: u64) {
    let app = harness.state();
    let (fresh, step) = fresh_replay(app, t);
    assert_eq!(app.status().t, t);
    assert_eq!(
        app.classify().learner_weights(),
        Some(fresh.weights()),
        "w at t = {t}"
    );
    assert_eq!(
        highlighted(app.classify().last_step()),
        highlighted(step),
        "the highlighted update at t = {t}"
    );
}

#[test]
fn xor_says_pla_never_halts_and_one_click_switches_to_pocket() {
    let mut harness = common::harness(App::with_points(prefs(Algorithm::Pla), xor_points()));
    harness.run();
    harness.get_by_label("Not linearly separable: PLA will never halt.");
    harness.get_by_label("Switch to pocket").click();
    harness.run();
    assert_eq!(
        harness.state().prefs().classify.learner.algorithm,
        Algorithm::Pocket
    );
    assert_eq!(harness.state().status().t, 0);
    assert!(harness.query_by_label("Switch to pocket").is_none());
    // Separable points: no such message.
    let mut harness = common::harness(App::with_points(prefs(Algorithm::Pla), separable_points()));
    harness.run();
    assert!(
        harness
            .query_by_label("Not linearly separable: PLA will never halt.")
            .is_none()
    );
    harness.get_by_label("Linearly separable: PLA halts.");
}

#[test]
fn the_convergence_panel_shows_r_rho_and_a_bound_above_t() {
    let mut harness = common::harness(App::with_points(prefs(Algorithm::Pla), separable_points()));
    harness.get_by_label("Run to end").click();
    for _ in 0..100 {
        harness.run();
        if harness.state().mode() == Mode::Idle {
            break;
        }
    }
    let app = harness.state();
    let m = app
        .classify()
        .separability(app.document().data())
        .and_then(|s| s.max_margin())
        .expect("separable")
        .clone();
    let t = app.status().t;
    assert!(t > 0);
    assert!((t as f64) <= m.update_bound());
    for label in ["R", "ρ", "bound R²/ρ²", "updates T"] {
        harness.get_by_label(label);
    }
    harness.get_by_label(&format!("{:.4}", m.radius));
    harness.get_by_label(&format!("{:.4}", m.rho));
    harness.get_by_label(&format!("{:.1}", m.update_bound()));
    harness.get_by_label(&format!("{t}  (T ≤ R²/ρ²: yes)"));
    // cos∠(w_f, w_t) at every update, above the guaranteed √t·ρ/R.
    let trace = harness.state().classify().cosine_trace();
    assert_eq!(trace.len() as u64, t);
    assert!(!trace.is_sampled());
    for (&x, &cos) in trace.ts().iter().zip(trace.values()) {
        assert!(cos >= m.guaranteed_cosine(x) - 1e-12, "t = {x}: {cos}");
    }
}

#[test]
fn scrubbing_and_step_back_show_a_fresh_replay() {
    let mut harness = common::harness(App::with_points(prefs(Algorithm::Pla), separable_points()));
    for _ in 0..10 {
        harness.key_press(egui::Key::S);
        harness.run();
    }
    assert_eq!(harness.state().status().t, 10);
    let latest_w = harness
        .state()
        .classify()
        .learner_weights()
        .map(<[f64]>::to_vec);
    assert_eq!(harness.state().classify().timeline_range(), Some((0, 10)));

    // Step back three times: B, Left arrow, the button.
    harness.key_press(egui::Key::B);
    harness.run();
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    harness.get_by_label("Step back").click();
    harness.run();
    assert!(harness.state().classify().is_scrubbed());
    assert_matches_replay(&harness, 7);

    // The slider.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Slider, "updates")
        .set_value_accesskit(3.0);
    harness.run();
    assert_matches_replay(&harness, 3);
    assert_eq!(
        harness.state().classify().timeline_range(),
        Some((0, 10)),
        "the future is kept"
    );

    // Stepping forward goes along the same run, and becomes live at the latest t.
    harness.key_press(egui::Key::S);
    harness.run();
    assert_matches_replay(&harness, 4);
    for _ in 0..6 {
        harness.key_press(egui::Key::S);
        harness.run();
    }
    assert!(!harness.state().classify().is_scrubbed());
    assert_eq!(
        harness
            .state()
            .classify()
            .learner_weights()
            .map(<[f64]>::to_vec),
        latest_w
    );

    // Editing the points at an earlier t drops the future and starts from that state.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Slider, "updates")
        .set_value_accesskit(5.0);
    harness.run();
    let w5 = harness
        .state()
        .classify()
        .learner_weights()
        .map(<[f64]>::to_vec);
    let at = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(0.95, -0.95))
        .expect("drawn");
    harness.event(egui::Event::PointerMoved(at));
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    harness.run();
    assert_eq!(harness.state().points().len(), 31);
    assert!(!harness.state().classify().is_scrubbed());
    assert_eq!(harness.state().status().t, 5);
    assert_eq!(
        harness
            .state()
            .classify()
            .learner_weights()
            .map(<[f64]>::to_vec),
        w5
    );
    harness.key_press(egui::Key::S);
    harness.run();
    assert_eq!(harness.state().status().t, 6);
    assert_eq!(harness.state().classify().timeline_range(), Some((5, 6)));
}

#[test]
fn the_dual_view_draws_the_learners_alphas() {
    let mut prefs = prefs(Algorithm::Pla);
    prefs.classify.theory.show_alphas = true;
    let mut harness = common::harness(App::with_points(prefs, separable_points()));
    for _ in 0..8 {
        harness.key_press(egui::Key::S);
        harness.run();
    }
    let app = harness.state();
    let (fresh, _) = fresh_replay(app, 8);
    let expected: Vec<(usize, u32)> = fresh
        .dual()
        .expect("PLA counts updates per point")
        .alphas()
        .enumerate()
        .filter(|&(_, a)| a > 0)
        .collect();
    assert_eq!(app.classify().drawn_alphas(), expected.as_slice());
    assert_eq!(expected.iter().map(|(_, a)| u64::from(*a)).sum::<u64>(), 8);
    // Step back: the α follow.
    harness.key_press(egui::Key::B);
    harness.run();
    harness.run();
    let total: u32 = harness
        .state()
        .classify()
        .drawn_alphas()
        .iter()
        .map(|(_, a)| a)
        .sum();
    assert_eq!(total, 7);
    harness.get_by_label("αₙ on the points");
}
