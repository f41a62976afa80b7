//! The Fit workspace in the real window: switching to it, drawing the points from the target
//! (one undoable change, with E_out exact until a point is edited), the two fits' E_in and
//! E_out in the panel, V-fold cross-validation listing V folds, a held-out D_val's E_val and
//! E_out listed, a heat map started and stopped with what it did kept, and the curve over K;
//! the folds and the choice of cross-validation drawn as the switches and the lectures' scenes
//! say; and classification in the plane, whose errors in the panel are the core's.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use linlab::app::{App, FitPrefs, FitWeightView as WeightView, Point, Prefs, Workspace};
use linlab::fit::Study;
use linlab::fit::TwoWeights;
use linlab::learn::Algorithm;
use linlab::lesson::fit::{FitMode, FitPart};

use crate::common::{self, settle};

/// The window in the Fit workspace on `points`, with `prefs` changed by `set`.
fn harness_on(points: Vec<Point>, set: impl FnOnce(&mut Prefs)) -> Harness<'static, App> {
    let mut prefs = Prefs {
        workspace: Workspace::Fit,
        ..common::prefs(Algorithm::Pla)
    };
    set(&mut prefs);
    let mut harness = common::harness(App::with_points(prefs, points));
    settle(&mut harness);
    harness
}

fn draw(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Draw from the target").click();
    settle(harness);
}

#[test]
fn the_switch_shows_the_fit_workspace_and_its_fits_of_the_points() {
    let mut harness = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    settle(&mut harness);
    harness.get_by_label("Fit").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Fit);
    let fits = harness
        .state()
        .fit()
        .fits()
        .expect("the fits of the points");
    assert_eq!(fits.points.len(), 4);
    assert!(fits.target.is_none(), "points placed by hand: no target");
    harness.get_by_label_contains("E_out unknown: no target");
}

#[test]
fn drawing_from_the_target_replaces_the_points_once_and_gives_exact_e_out() {
    let mut harness = harness_on(common::four_points(), |prefs| {
        prefs.fit.n = 20;
        prefs.fit.seed = 4;
    });
    draw(&mut harness);
    let state = harness.state();
    assert_eq!(state.points().len(), 20);
    let fits = state.fit().fits().expect("fits");
    assert!(fits.target.is_some());
    assert_eq!(fits.fits.each_ref().map(|f| f.degree), [2, 10]);
    for fit in &fits.fits {
        assert!(fit.e_in.is_finite());
        assert!(fit.e_out.is_some_and(|e| e >= fit.e_in.min(e)));
    }
    assert!(fits.fits[1].e_in <= fits.fits[0].e_in, "H₁₀ ⊃ H₂");
    // Both E_in are in the panel, and E_out is said to be exact.
    for fit in &fits.fits {
        let e_in = format!("{:.4}", fit.e_in);
        harness.get_by_label(&e_in);
    }
    harness.get_by_label_contains("E_out exact");
    // The same seed draws the same points; Undo brings the four back in one step.
    let drawn = harness.state().points().to_vec();
    harness.get_by_label("Undo").click();
    settle(&mut harness);
    assert_eq!(harness.state().points().len(), 4);
    let fits = harness.state().fit().fits().expect("fits");
    assert!(fits.fits.iter().all(|f| f.e_out.is_none()), "no target now");
    draw(&mut harness);
    assert_eq!(harness.state().points(), drawn.as_slice());
}

#[test]
fn v_fold_cross_validation_lists_v_folds_and_chooses_q() {
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit.n = 30;
        prefs.fit.folds = 6;
    });
    draw(&mut harness);
    let fits = harness.state().fit().fits().expect("fits");
    let cv = fits.validation.as_ref().expect("6 folds of 30 points");
    assert_eq!(cv.folds.len(), 6);
    let mean = cv.folds.iter().map(|f| f.e_val).sum::<f64>() / 6.0;
    assert!((cv.e_cv - mean).abs() < 1e-12);
    for k in 1..=6 {
        harness.get_by_label(&format!("Fold {k}"));
    }
    assert!(harness.query_by_label("Fold 7").is_none());
    assert_eq!(fits.choice.e_cv.len(), 11, "Q = 0 … 10");
    let (chosen, _) = fits.choice.chosen.as_ref().expect("a Q chosen");
    let least = fits
        .choice
        .e_cv
        .iter()
        .filter_map(|(_, e)| *e)
        .fold(f64::INFINITY, f64::min);
    assert_eq!(fits.choice.e_cv[usize::from(chosen.degree)].1, Some(least));
    // λ chosen over a list at the validated Q = 2.
    harness.get_by_label("Choose λ").click();
    settle(&mut harness);
    let fits = harness.state().fit().fits().expect("fits");
    assert_eq!(fits.choice.e_cv.len(), 7);
    assert!(fits.choice.e_cv.iter().all(|(c, _)| c.degree == 2));
    harness.get_by_label_contains("Choosing λ by E_cv");
    // Leave one out: as many folds as points.
    harness.get_by_label("Leave one out (V = N)").click();
    settle(&mut harness);
    let fits = harness.state().fit().fits().expect("fits");
    assert_eq!(fits.validation.as_ref().map(|cv| cv.folds.len()), Ok(30));
}

#[test]
fn a_heat_map_starts_and_stops_and_keeps_what_it_did() {
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit.study = Study::Noise;
        prefs.fit.runs = 400;
    });
    let node = harness.get_by_label("Compute");
    eprintln!("DEBUG rect {:?}", node.rect());
    node.click();
    harness.step();
    harness.step();
    eprintln!(
        "DEBUG err {:?} last {:?}",
        harness.state().fit().surveys().error(),
        harness.state().fit().surveys().last().is_some()
    );
    assert!(harness.state().fit().surveys().is_running());
    harness.get_by_label("Stop").click();
    harness.step();
    harness.step();
    let surveys = harness.state().fit().surveys();
    assert!(!surveys.is_running());
    let survey = surveys.last().expect("the survey stopped is kept");
    assert!(!survey.is_done(), "stopped short");
    assert_eq!(survey.total_runs(), 41 * 41 * 400);
    // Compute again goes on from where it stopped.
    let done = survey.done_runs();
    harness.get_by_label("Compute").click();
    harness.step();
    harness.step();
    harness.get_by_label("Stop").click();
    harness.step();
    let survey = harness.state().fit().surveys().last().expect("kept");
    assert!(survey.done_runs() >= done);
}

/// The cells of `survey` with all their runs done.
fn finished_cells(survey: &linlab::fit::Survey) -> Vec<linlab::fit::survey::CellMean> {
    let runs = survey.grid().runs;
    survey
        .means()
        .into_iter()
        .filter(|m| m.runs == runs)
        .collect()
}

#[test]
fn a_heat_map_s_cells_are_drawn_as_they_are_done_and_stop_keeps_them() {
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit.study = Study::Noise;
        prefs.fit.runs = 400;
    });
    harness.get_by_label("Compute").click();
    // Frames until a first cell is shown, the survey still under way (1681 cells of 400 runs
    // take seconds; the bound only keeps a broken build from looping for ever).
    let mut shown = Vec::new();
    for _ in 0..3000 {
        harness.step();
        let surveys = harness.state().fit().surveys();
        assert!(surveys.is_running(), "the map is not done this soon");
        shown = finished_cells(surveys.shown().expect("the survey under way is shown"));
        if !shown.is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let survey = harness.state().fit().surveys().shown().expect("shown");
    assert!(!shown.is_empty(), "a cell is drawn before the map is done");
    assert!(shown.len() < 41 * 41 && !survey.is_done(), "partly done");
    assert!(harness.state().fit().surveys().last().is_none());
    harness.get_by_label_contains("E_out(g₁₀) − E_out(g₂), Q_f = 20");
    harness.get_by_label("Stop").click();
    harness.step();
    let kept = harness.state().fit().surveys().last().expect("kept");
    let kept = finished_cells(kept);
    for cell in &shown {
        assert!(kept.contains(cell), "Stop keeps the cells drawn, as drawn");
    }
}

/// Presses Compute and runs frames until the survey is done (within four seconds).
fn compute_until_done(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Compute").click();
    for _ in 0..400 {
        harness.step();
        if !harness.state().fit().surveys().is_running() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let survey = harness.state().fit().surveys().last().expect("done");
    assert!(survey.is_done());
}

#[test]
fn a_small_map_finishes_and_is_drawn() {
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit.study = Study::LearningCurve;
        prefs.fit.runs = 2;
    });
    compute_until_done(&mut harness);
    settle(&mut harness);
    harness.get_by_label_contains("Learning curves, Q_f = 10");
}

#[test]
fn the_figure_says_the_fits_and_the_validation_in_words() {
    let mut harness = harness_on(Vec::new(), |prefs| prefs.fit.n = 12);
    draw(&mut harness);
    let node = harness.get_by_role(egui::accesskit::Role::Figure);
    let description = node.accesskit_node().description().unwrap_or_default();
    assert!(description.starts_with("Fit: 12 points"), "{description}");
    assert!(description.contains("E_out is exact"), "{description}");
    assert!(
        description.contains("g₂ drawn in blue: E_in = "),
        "{description}"
    );
    assert!(
        description.contains("g₁₀ drawn in vermillion"),
        "{description}"
    );
    assert!(
        description.contains("5-fold cross-validation of Q = 2"),
        "{description}"
    );
}

#[test]
fn a_held_out_d_val_is_listed_and_the_curve_over_k_is_computed() {
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit.n = 30;
        prefs.fit.holdout = 6;
        prefs.fit.validated_degree = 3;
        prefs.fit.study = Study::Validation;
        prefs.fit.runs = 3;
    });
    draw(&mut harness);
    let fits = harness.state().fit().fits().expect("fits");
    let held = fits.held().expect("K = 6 of 30");
    assert_eq!(held.holdout.validation.len(), 6);
    let e_out = held.e_out.expect("exact on the draw");
    harness.get_by_label("Held out: K = 6 of N = 30 points (the last K), Q = 3");
    harness.get_by_label(&format!("{:.4}", held.holdout.e_val));
    harness.get_by_label(&format!("{e_out:.4}"));
    compute_until_done(&mut harness);
    let survey = harness.state().fit().surveys().last().expect("done");
    // K from 1 to N − 5(Q + 1) = 10, g⁻ and g of the validated degree.
    assert_eq!(survey.grid().second.len(), 10);
    assert_eq!(survey.grid().degrees, [3, 3]);
    settle(&mut harness);
    harness.get_by_label_contains("Against K: N = 30, Q = 3");
    harness.get_by_label_contains("means of 3 draws each");
}

#[test]
fn the_weight_space_shows_w_reg_on_its_circle_and_the_l1_w_on_a_corner() {
    // λ past the corner of the L1 ball for the draw's points, which the core knows ahead.
    let settings = FitPrefs {
        n: 15,
        ..FitPrefs::default()
    };
    let drawn = FitPart::from(&settings).draw().points;
    let corner = TwoWeights::of(&drawn)
        .and_then(|w| w.l1_corner_lambda())
        .expect("a corner");
    let lambda = corner * 1.5;
    let mut harness = harness_on(Vec::new(), |prefs| {
        prefs.fit = FitPrefs { lambda, ..settings };
    });
    draw(&mut harness);
    harness.get_by_label("L2 circle").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().fit.weights, WeightView::L2);
    let fits = harness.state().fit().fits().expect("fits");
    let picture = fits.weights.as_ref().expect("the weight space");
    let l2 = picture.l2;
    let c = l2.w[0].powi(2) + l2.w[1].powi(2);
    assert!((l2.size - c).abs() < 1e-12, "C = ‖w_REG‖²");
    let norm = |w: [f64; 2]| w[0].hypot(w[1]);
    let cross = l2.descent[0] * l2.w[1] - l2.descent[1] * l2.w[0];
    assert!(
        cross.abs() < 1e-9 * norm(l2.descent) * norm(l2.w),
        "parallel"
    );
    let ratio = norm(l2.descent) / norm(l2.w);
    assert!((ratio - 2.0 * lambda / 15.0).abs() < 1e-9, "2λ/N");
    // The panel says C, and the figure says the picture in words.
    harness.get_by_label(&format!("{c:.4}"));
    let node = harness.get_by_role(egui::accesskit::Role::Figure);
    let description = node.accesskit_node().description().unwrap_or_default();
    assert!(
        description.contains("on the circle wᵀw = C"),
        "{description}"
    );
    // L1 beside it, λ past its corner: one weight is 0.
    assert_eq!(picture.corner_lambda, Some(corner));
    harness.get_by_label("L1 ball").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().fit.weights, WeightView::L1);
    let fits = harness.state().fit().fits().expect("fits");
    let l1 = fits.weights.as_ref().expect("the weight space").l1;
    assert!(l1.w.contains(&0.0) && l1.w != [0.0, 0.0], "{:?}", l1.w);
    assert!((l1.size - l1.w[0].abs() - l1.w[1].abs()).abs() < 1e-12);
    harness.get_by_label("C₁ = |w₀| + |w₁|");
}

#[test]
fn classification_in_the_plane_shows_the_cores_errors_of_the_draw() {
    let mut harness = harness_on(common::four_points(), |prefs| {
        prefs.fit.n = 40;
        prefs.fit.seed = 4;
        prefs.fit.flip = 0.1;
    });
    // The switch is a list of the two: open it, then choose.
    harness.get_by_value("Regression on the line").click();
    settle(&mut harness);
    harness.get_by_label("Classification in the plane").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().fit.mode, FitMode::Classification);
    // Placed by hand: the fits are made, E_out is unknown.
    assert!(
        harness.state().fit().plane_fits().is_some_and(|fits| fits
            .duel
            .fits
            .iter()
            .all(|(_, e)| e.is_none()))
    );
    assert!(
        harness
            .query_all_by_label_contains("E_out unknown: no target")
            .next()
            .is_some()
    );
    draw(&mut harness);
    let state = harness.state();
    assert_eq!(state.points().len(), 40);
    let part = FitPart::from(&state.prefs().fit);
    let expected = part.duel(&part.plane_draw());
    let shown = state.fit().plane_fits().expect("the fits").duel.clone();
    assert_eq!(shown, expected, "the window's fits are the core's");
    // Each fit's E_in and E_out is in the panel, and E_out says where it comes from.
    for (g, e_out) in &expected.fits {
        let e_out = e_out.expect("the draw: E_out known").e_out;
        for value in [g.e_in, e_out] {
            let text = format!("{value:.4}");
            assert!(
                harness.query_all_by_label(&text).next().is_some(),
                "{text} in the panel"
            );
        }
    }
    assert!(
        harness
            .query_all_by_label_contains("estimated on 40,000 fresh points")
            .next()
            .is_some()
    );
    let node = harness.get_by_role(egui::accesskit::Role::Figure);
    let description = node.accesskit_node().description().unwrap_or_default();
    assert!(
        description.contains("40 points of the plane with labels"),
        "{description}"
    );
    // Logistic regression: the panel says where its descent stopped.
    harness.get_by_label("Logistic regression").click();
    settle(&mut harness);
    let fits = harness.state().fit().plane_fits().expect("the fits");
    assert!(fits.duel.fits.iter().all(|(g, _)| g.descent.is_some()));
    assert_eq!(
        harness
            .query_all_by_label_contains("gradient descent")
            .count(),
        2,
        "one line for each fit"
    );
}

/// What the plane draws of cross-validation, as its legend and its words for a screen reader
/// say it: whether each fold's g⁻, whether the g that E_cv chooses.
fn cross_validation_drawn(harness: &Harness<'_, App>) -> (bool, bool) {
    let shown = |label| harness.query_all_by_label_contains(label).next().is_some();
    let (folds, choice) = (shown("each fold's g⁻ (Q"), shown("g chosen by E_cv ("));
    // A held-out split's scene draws its one g⁻ and neither of these.
    let fits = harness.state().fit().fits().expect("the fits");
    let held = fits.held().is_some();
    let fit = &harness.state().prefs().fit;
    let switched = (fit.folds_drawn && !held, fit.choice_drawn && !held);
    assert_eq!((folds, choice), switched, "the legend says it");
    let figure = harness.get_by_role(egui::accesskit::Role::Figure);
    let words = figure.accesskit_node().description().unwrap_or_default();
    assert_eq!(words.contains("chosen by E_cv"), choice, "{words}");
    (folds, choice)
}

/// Lecture 13's scenes before validation draw the two fits alone: the folds and the choice
/// would answer the first scene's question before it is asked. A scene that asks which Q or λ
/// E_cv chooses draws the folds but not the choice, in lecture 13 and in lecture 15, whose next
/// scene then shows it. At the desk both are drawn, and the two switches under Validation take
/// each off the plane and put it back.
#[test]
fn cross_validation_s_curves_come_with_their_scenes_and_with_their_switches() {
    use linlab::app::{Command, LectureAction};
    let mut harness = harness_on(Vec::new(), |prefs| prefs.fit.n = 12);
    draw(&mut harness);
    assert_eq!(cross_validation_drawn(&harness), (true, true), "the desk");
    harness.get_by_label("Draw each fold's g⁻").click();
    settle(&mut harness);
    assert_eq!(cross_validation_drawn(&harness), (false, true));
    harness.get_by_label("Draw the chosen g").click();
    settle(&mut harness);
    assert_eq!(cross_validation_drawn(&harness), (false, false));
    harness.get_by_label("Draw each fold's g⁻").click();
    harness.get_by_label("Draw the chosen g").click();
    settle(&mut harness);
    assert_eq!(cross_validation_drawn(&harness), (true, true));

    let scene = |harness: &mut Harness<'_, App>, lecture: Option<&'static str>, k: usize| {
        if let Some(id) = lecture {
            let open = Command::Lecture(LectureAction::OpenBuiltIn(id));
            harness.state_mut().push_command(open);
            settle(harness);
        }
        let go = Command::Lecture(LectureAction::GoTo(k));
        harness.state_mut().push_command(go);
        settle(harness);
        common::assert_shows_scene(harness.state(), k);
        cross_validation_drawn(harness)
    };
    // (the lecture opened, or the one open; its scene, 0-based; what it draws; what it shows)
    let (overfitting, validation) = (Some("too-good-to-be-true"), Some("choosing-by-validation"));
    let scenes = [
        (overfitting, 0, (false, false), "g₂ and g₁₀"),
        (None, 14, (false, false), "L1 beside L2"),
        (None, 15, (true, false), "which Q?"),
        (None, 16, (true, false), "which λ?"),
        (validation, 0, (false, false), "D_val held out"),
        (None, 3, (true, false), "V folds"),
        (None, 5, (true, false), "which Q?"),
        (None, 6, (true, true), "E_cv chooses Q"),
    ];
    for (lecture, k, drawn, shows) in scenes {
        assert_eq!(
            scene(&mut harness, lecture, k),
            drawn,
            "scene {}: {shows}",
            k + 1
        );
    }
}
