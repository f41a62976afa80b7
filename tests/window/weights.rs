//! Costs on Classify's points (lecture 8, "Noise and error"), clicked as a teacher does: the CIA
//! preset (a false accept costs 1000, a false reject 1) weighs each y = −1 point 1000, and the
//! pocket, learning with the weights, ends with fewer false accepts than with equal costs; a
//! learner that does not take weights says it ignores them; logistic regression, which takes them,
//! moves its line under the CIA's costs.

use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{App, Command, Label, Prefs, Preset, PresetKind, State};
use linlab::learn::{Algorithm, Budget, Order, PointWeights};

use crate::common::{self, settle};

/// The answer's mistakes on y = −1 points (false accepts).
fn false_accepts(harness: &Harness<'_, App>) -> usize {
    let app = harness.state();
    let w = app.classify().answer_weights().expect("a learner");
    app.points()
        .iter()
        .filter(|p| p.label == Label::Negative)
        .filter(|p| w[0] + w[1] * p.x.x + w[2] * p.x.y >= 0.0)
        .count()
}

/// Runs the learner to its end.
fn run_to_end(harness: &mut Harness<'_, App>) {
    harness.state_mut().push_command(Command::RunToEnd);
    wait_until_stopped(harness);
}

/// Runs frames until the learner stops.
fn wait_until_stopped(harness: &mut Harness<'_, App>) {
    for _ in 0..400 {
        settle(harness);
        if matches!(harness.state().status().state, State::Stopped(_)) {
            return;
        }
    }
    panic!("the run never stopped");
}

/// The pocket on noisy points, learning with equal weights.
fn pocket_on_noisy_points(make: fn(App) -> Harness<'static, App>) -> Harness<'static, App> {
    let mut prefs = common::prefs(Algorithm::Pocket);
    prefs.classify.learner.order = Some(Order::Random);
    learner_on_noisy_points(prefs, 2000, make)
}

/// The learner of `prefs` on 60 noisy points, with a budget of `updates`.
fn learner_on_noisy_points(
    mut prefs: Prefs,
    updates: u64,
    make: fn(App) -> Harness<'static, App>,
) -> Harness<'static, App> {
    prefs.classify.learner.budget = Budget {
        max_updates: Some(updates),
        max_visits: None,
    };
    let points = Preset {
        kind: PresetKind::Noisy,
        n: 60,
        ..Preset::default()
    }
    .points();
    let mut harness = make(App::with_points(prefs, points));
    settle(&mut harness);
    harness
}

/// What the class sees under the CIA's costs: each × point larger, a ○ at its size, the answer's
/// E_in^w beside its E_in.
#[test]
fn snapshot_of_the_cia_s_costs() {
    let mut harness = pocket_on_noisy_points(|app| common::window(app, egui::vec2(1280.0, 800.0)));
    harness.get_by_label("Costs of mistakes").click();
    settle(&mut harness);
    harness.get_by_label("CIA (FA 1000, FR 1)").click();
    settle(&mut harness);
    run_to_end(&mut harness);
    common::snapshot(&mut harness, "weights_cia", false);
}

#[test]
fn the_cia_preset_weighs_the_points_and_the_pocket_s_false_accepts_fall() {
    let mut harness = pocket_on_noisy_points(common::harness);
    run_to_end(&mut harness);
    let equal = false_accepts(&harness);
    assert!(equal > 0, "the noisy points leave false accepts");
    // The costs wait behind their header while every point weighs the same.
    assert!(harness.query_by_label("CIA (FA 1000, FR 1)").is_none());
    harness.get_by_label("Costs of mistakes").click();
    settle(&mut harness);
    harness.get_by_label("CIA (FA 1000, FR 1)").click();
    settle(&mut harness);
    let learner = &harness.state().prefs().classify.learner;
    assert_eq!(
        learner.point_weights,
        PointWeights::Cost {
            false_accept: 1000.0,
            false_reject: 1.0
        }
    );
    // A run that had run runs again with the new costs: its line follows them.
    wait_until_stopped(&mut harness);
    let cia = false_accepts(&harness);
    assert!(
        cia < equal,
        "false accepts {equal} with equal costs, {cia} with the CIA's"
    );
    // A learner that does not take weights keeps the costs and says it ignores them.
    harness
        .state_mut()
        .push_command(Command::SetAlgorithm(Algorithm::Pla));
    settle(&mut harness);
    assert_eq!(
        harness.state().prefs().classify.learner.point_weights,
        PointWeights::Equal
    );
    harness.get_by_label_contains("ignores the points' weights");
    harness.get_by_label("Equal costs").click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("ignores the points' weights")
            .is_none()
    );
}

/// Logistic regression by GD learns with the costs too: the CIA's preset moves its line, and its
/// false accepts fall.
#[test]
fn the_cia_preset_moves_weighted_logistic_regression() {
    let prefs = common::prefs(Algorithm::LogisticGd);
    let mut harness = learner_on_noisy_points(prefs, 300, common::harness);
    run_to_end(&mut harness);
    let equal = false_accepts(&harness);
    let line_before = harness
        .state()
        .classify()
        .answer_weights()
        .expect("w")
        .to_vec();
    harness.get_by_label("Costs of mistakes").click();
    settle(&mut harness);
    harness.get_by_label("CIA (FA 1000, FR 1)").click();
    settle(&mut harness);
    // Logistic regression takes the weights as they are (GD has no order to set).
    let learner = &harness.state().prefs().classify.learner;
    assert_eq!(learner.order, None);
    assert!(!learner.point_weights.is_equal());
    wait_until_stopped(&mut harness);
    let line_after = harness
        .state()
        .classify()
        .answer_weights()
        .expect("w")
        .to_vec();
    assert_ne!(line_before, line_after, "the costs move the line");
    let cia = false_accepts(&harness);
    assert!(
        cia < equal,
        "false accepts {equal} with equal costs, {cia} with the CIA's"
    );
    assert!(
        harness
            .query_by_label_contains("ignores the points' weights")
            .is_none()
    );
}
