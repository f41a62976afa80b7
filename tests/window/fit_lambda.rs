//! Lecture 14's two pictures of λ in the Fit workspace's panel: the second fit at λ = 0, 10⁻⁴,
//! 10⁻², 1 side by side with their errors, and the best λ against the noise, computed a slice
//! a frame and drawn as it fills in, each level's λ* said.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, Prefs, Workspace};
use linlab::learn::Algorithm;

use crate::common::{self, settle};

/// The window in the Fit workspace on N = 20 points drawn from the target.
fn drawn() -> Harness<'static, App> {
    let mut prefs = Prefs {
        workspace: Workspace::Fit,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.fit.n = 20;
    let mut harness = common::harness_of_size(
        App::with_points(prefs, Vec::new()),
        egui::vec2(1280.0, 1400.0),
    );
    settle(&mut harness);
    harness.get_by_label("Draw from the target").click();
    settle(&mut harness);
    harness
}

#[test]
fn the_second_fit_at_four_lambdas_is_shown_side_by_side_with_its_errors() {
    let mut harness = drawn();
    // Before: 10⁻⁴ is only the λ button of the controls.
    let before = harness.query_all_by_label("10⁻⁴").count();
    harness
        .get_by_label("The second fit at λ = 0, 10⁻⁴, 10⁻², 1 side by side")
        .click();
    settle(&mut harness);
    assert!(harness.state().prefs().fit.four_lambdas);
    // The table under the frames: each λ, its E_in and E_out.
    assert_eq!(harness.query_all_by_label("10⁻⁴").count(), before + 1);
    // λ = 0 is the second fit itself: its E_in and E_out, in the errors' table and in this one.
    let fits = harness.state().fit().fits().expect("fits");
    let (e_in, e_out) = (fits.fits[1].e_in, fits.fits[1].e_out.expect("exact"));
    assert!(harness.query_all_by_label(&format!("{e_in:.4}")).count() >= 2);
    assert!(harness.query_all_by_label(&format!("{e_out:.4}")).count() >= 2);
}

#[test]
fn the_best_lambda_is_measured_frame_by_frame_and_grows_with_the_noise() {
    let mut harness = drawn();
    harness.get_by_label("stochastic (σ²)").click();
    // The click, then the frame after it computes its first slice.
    for _ in 0..3 {
        harness.step();
    }
    let curves = harness.state().fit().best_lambda_curves();
    let first = curves.expect("started");
    assert!(first.done_runs() > 0 && !first.is_done(), "a slice a frame");
    for _ in 0..20_000 {
        if harness
            .state()
            .fit()
            .best_lambda_curves()
            .is_some_and(|c| c.is_done())
        {
            break;
        }
        harness.step();
    }
    let curves = harness.state().fit().best_lambda_curves().expect("curves");
    assert!(
        curves.is_done(),
        "{} of {}",
        curves.done_runs(),
        curves.total_runs()
    );
    let best: Vec<f64> = curves.best_lambdas().into_iter().flatten().collect();
    assert_eq!(best.len(), 3);
    assert!(best[0] <= best[1] && best[1] < best[2], "{best:?}");
    settle(&mut harness);
    harness.get_by_label_contains("σ² = 0: best λ = 0 (E_out");
    harness.get_by_label_contains(&format!("σ² = 0.5: best λ = {}", best[2]));
    // Off: the section goes, the setting with it.
    harness.get_by_label("off").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().fit.best_lambda, None);
    assert!(harness.query_by_label_contains("best λ =").is_none());
}
