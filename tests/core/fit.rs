//! Overfitting, weight decay and validation (lectures 13–15): `linlab train --lambda` and
//! `linlab validate` against scikit-learn's Ridge and cross_val_score on the same features
//! (`tests/data/fit/reference.json`, written by `make_reference.py` beside it), the core's
//! polynomial fits and cross-validation on the line against the same, and the properties of
//! the lecture's experiments: E_out exact agrees with a large fresh sample, a survey is the same
//! on one thread, two and by slices (and as each cell is handed on), and overfitting grows with σ² and shrinks with N.

use std::path::PathBuf;

use linlab::fit::survey::CellMean;
use linlab::fit::{
    Control, LegendreTarget, PolyFit, RegressionPoints, Study, Survey, SurveyGrid,
    cross_validate_poly,
};
use linlab::learn::Rng;
use linlab::transform::Basis;
use rand::SeedableRng as _;
use serde_json::Value;

use crate::support::{corpus, floats, json, linlab, stdout};

fn fit_file(name: &str) -> PathBuf {
    corpus(&format!("fit/{name}"))
}

fn reference() -> Value {
    let text = std::fs::read_to_string(fit_file("reference.json")).expect("the reference file");
    serde_json::from_str(&text).expect("valid json")
}

/// Within 1e-9, relative to the value's size when it is above 1.
fn assert_close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() <= 1e-9 * want.abs().max(1.0),
        "{what}: {got}, reference {want}"
    );
}

fn assert_all_close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_close(*g, *w, &format!("{what} [{i}]"));
    }
}

#[test]
fn weight_decay_is_scikit_learn_s_ridge() {
    let data = fit_file("classes.dat");
    for case in reference()["ridge"].as_array().expect("cases") {
        let phi = case["transform"].as_str().expect("transform");
        let lambda = case["lambda"].as_f64().expect("λ").to_string();
        let report = json(&linlab(
            &[
                "train",
                "--json",
                "--algo",
                "linreg",
                "--transform",
                phi,
                "--lambda",
                &lambda,
            ],
            &[("--data", &data)],
        ));
        let what = format!("{phi}, λ = {lambda}");
        assert_all_close(&floats(&report["weights"]), &floats(&case["w"]), &what);
        assert_eq!(
            report["lambda"].as_f64().map(|l| l.to_string()),
            Some(lambda)
        );
    }
}

#[test]
fn the_lambda_of_least_e_cv_is_chosen_and_learned_again_on_every_point() {
    let data = fit_file("classes.dat");
    let lambdas = ["0", "0.01", "1", "100"];
    let validate = |extra: &[&str]| {
        let mut args = vec![
            "validate",
            "--json",
            "--transform",
            "poly:3",
            "--folds",
            "5",
        ];
        args.extend_from_slice(extra);
        json(&linlab(&args, &[("--data", &data)]))
    };
    let chosen = validate(&["--lambdas", &lambdas.join(",")]);
    let choices = chosen["choices"].as_array().expect("each λ tried");
    assert_eq!(choices.len(), lambdas.len());
    // Each λ's E_cv is the one a run with that λ alone gives.
    let mut least = (f64::INFINITY, 0.0);
    for (choice, lambda) in choices.iter().zip(lambdas) {
        let alone = validate(&["--lambda", lambda]);
        let e_cv = choice["E_cv"].as_f64().expect("E_cv");
        assert_eq!(Some(e_cv), alone["E_cv"].as_f64(), "λ = {lambda}");
        if e_cv < least.0 {
            least = (e_cv, lambda.parse().expect("a number"));
        }
    }
    assert_eq!(chosen["lambda"].as_f64(), Some(least.1));
    assert_eq!(chosen["E_cv"].as_f64(), Some(least.0));
    // The chosen model retrained on all the points is train's with that λ.
    let lambda = least.1.to_string();
    let trained = json(&linlab(
        &[
            "train",
            "--json",
            "--algo",
            "linreg",
            "--transform",
            "poly:3",
            "--lambda",
            &lambda,
        ],
        &[("--data", &data)],
    ));
    assert_eq!(floats(&chosen["chosen_w"]), floats(&trained["weights"]));
}

#[test]
fn cross_validation_is_scikit_learn_s_cross_val_score() {
    let data = fit_file("classes.dat");
    for case in reference()["cv"].as_array().expect("cases") {
        let phi = case["transform"].as_str().expect("transform");
        let lambda = case["lambda"].as_f64().expect("λ").to_string();
        let folds = case["folds"].as_u64().expect("V").to_string();
        let report = json(&linlab(
            &[
                "validate",
                "--json",
                "--algo",
                "linreg",
                "--transform",
                phi,
                "--lambda",
                &lambda,
                "--folds",
                &folds,
            ],
            &[("--data", &data)],
        ));
        let what = format!("{phi}, λ = {lambda}, V = {folds}");
        assert_eq!(report["measure"], "squared", "{what}");
        assert_close(
            report["E_cv"].as_f64().expect("E_cv"),
            case["e_cv"].as_f64().expect("e_cv"),
            &what,
        );
        let fold_e_val: Vec<f64> = report["folds"]
            .as_array()
            .expect("folds")
            .iter()
            .map(|f| f["E_val"].as_f64().expect("E_val"))
            .collect();
        assert_all_close(&fold_e_val, &floats(&case["fold_e_val"]), &what);
        // KFold's sizes: 37 = 5·7 + 2, the first two folds one larger.
        let sizes: Vec<u64> = report["folds"]
            .as_array()
            .expect("folds")
            .iter()
            .map(|f| f["size"].as_u64().expect("size"))
            .collect();
        if folds == "5" {
            assert_eq!(sizes, [8, 8, 7, 7, 7]);
        } else {
            assert!(sizes.iter().all(|&s| s == 1) && sizes.len() == 37);
        }
    }
}

#[test]
fn polynomial_fits_and_their_cross_validation_on_the_line_are_scikit_learn_s() {
    let line = &reference()["line"];
    let points = RegressionPoints {
        x: floats(&line["x"]),
        y: floats(&line["y"]),
    };
    for case in line["cases"].as_array().expect("cases") {
        let fit = PolyFit {
            degree: 5,
            basis: Basis::Monomial,
            lambda: case["lambda"].as_f64().expect("λ"),
        };
        let what = format!("λ = {}", fit.lambda);
        assert_all_close(&fit.fit(&points).w, &floats(&case["w"]), &what);
        let five = cross_validate_poly(&points, &fit, 5).expect("5 ≤ N");
        assert_close(five.e_cv, case["e_cv_5"].as_f64().expect("E_cv"), &what);
        let loo = cross_validate_poly(&points, &fit, 30).expect("V = N");
        assert_close(loo.e_cv, case["e_cv_loo"].as_f64().expect("E_cv"), &what);
        assert_eq!(loo.folds.len(), 30);
    }
}

#[test]
fn the_exact_e_out_agrees_with_a_large_fresh_sample() {
    let mut rng = Rng::seed_from_u64(5);
    let target = LegendreTarget::draw(10, &mut rng);
    let sigma2 = 0.25;
    let train = target.sample(40, sigma2, &mut rng);
    let fresh = target.sample(200_000, sigma2, &mut rng);
    for (degree, basis) in [
        (2, Basis::Legendre),
        (10, Basis::Legendre),
        (6, Basis::Monomial),
    ] {
        let fit = PolyFit {
            degree,
            basis,
            lambda: 0.0,
        };
        let g = fit.fit(&train);
        let exact = g.exact_e_out(&target, sigma2);
        let sampled = g.squared_error(&fresh);
        assert!(
            (exact - sampled).abs() < 0.02 * exact,
            "Q = {degree} {basis:?}: exact {exact}, sampled {sampled}"
        );
    }
}

fn small_grid(study: Study, runs: usize) -> SurveyGrid {
    let mut grid = SurveyGrid::lecture(study, runs, 11);
    grid.n = vec![40, 80];
    grid.second = match study {
        Study::Noise => vec![0.0, 1.0],
        _ => vec![5.0, 30.0],
    };
    grid
}

#[test]
fn a_survey_is_the_same_on_one_thread_and_two() {
    for study in [Study::Noise, Study::Complexity, Study::LearningCurve] {
        let grid = small_grid(study, 20);
        let mut one = Survey::new(grid.clone()).expect("valid");
        one.run_on(1, &Control::default());
        let mut two = Survey::new(grid).expect("valid");
        let control = Control::default();
        two.run_on(2, &control);
        assert_eq!(one.means(), two.means(), "{study:?}");
        assert_eq!(control.done_runs.into_inner(), two.total_runs());
    }
}

#[test]
fn a_map_is_the_same_on_one_thread_on_two_by_slices_and_as_its_cells_are_handed_on() {
    let grid = small_grid(Study::Noise, 15);
    let mut one = Survey::new(grid.clone()).expect("valid");
    one.run_on(1, &Control::default());
    let mut sliced = Survey::new(grid.clone()).expect("valid");
    while sliced.step(4) > 0 {}
    // Two threads, each cell put into a copy as soon as it is done.
    let mut two = Survey::new(grid).expect("valid");
    let mut copy = two.clone();
    let (sender, cells) = std::sync::mpsc::channel();
    two.run_reporting(2, &Control::default(), &|cell| {
        sender.send(cell).expect("the receiver is here");
    });
    let handed_on: Vec<_> = cells.try_iter().collect();
    assert_eq!(handed_on.len(), 4, "every cell once");
    for cell in handed_on {
        copy.put_finished(cell);
    }
    assert!(one.is_done() && copy.is_done());
    assert_eq!(one.means(), sliced.means());
    assert_eq!(one.means(), two.means());
    assert_eq!(one.means(), copy.means());
}

#[test]
fn a_raised_stop_flag_stops_a_survey_and_it_goes_on_later() {
    let grid = small_grid(Study::Noise, 10);
    let control = Control::default();
    control
        .stop
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let mut survey = Survey::new(grid.clone()).expect("valid");
    survey.run_on(2, &control);
    assert_eq!(survey.done_runs(), 0);
    survey.step(7);
    survey.run_on(2, &Control::default());
    let mut whole = Survey::new(grid).expect("valid");
    whole.run_on(1, &Control::default());
    assert_eq!(survey.means(), whole.means());
}

/// The mean of the overfit measure over the cells `keep` picks.
fn mean_overfit(cells: &[CellMean], keep: impl Fn(&CellMean) -> bool) -> f64 {
    let picked: Vec<f64> = cells
        .iter()
        .filter(|c| keep(c))
        .map(CellMean::overfit)
        .collect();
    picked.iter().sum::<f64>() / picked.len() as f64
}

#[test]
fn overfitting_grows_with_the_noise_and_shrinks_with_n() {
    let mut grid = SurveyGrid::lecture(Study::Noise, 400, 3);
    grid.n = vec![40, 120];
    grid.second = vec![0.0, 2.0];
    let mut survey = Survey::new(grid).expect("valid");
    survey.run(&Control::default());
    let cells = survey.means();
    let quiet = mean_overfit(&cells, |c| c.trial.sigma2 == 0.0);
    let noisy = mean_overfit(&cells, |c| c.trial.sigma2 == 2.0);
    assert!(noisy > quiet, "σ² = 2: {noisy}, σ² = 0: {quiet}");
    let few = mean_overfit(&cells, |c| c.trial.n == 40);
    let many = mean_overfit(&cells, |c| c.trial.n == 120);
    assert!(few > many, "N = 40: {few}, N = 120: {many}");
    assert!(few > 0.0, "H₁₀ overfits 40 points: {few}");
}

#[test]
fn overfit_prints_csv_with_a_header() {
    let output = linlab(
        &[
            "overfit",
            "--map",
            "noise",
            "--runs",
            "5",
            "--grid",
            "30:31,0:1",
            "--threads",
            "2",
        ],
        &[],
    );
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "n,sigma2,q_f,runs,e_in_2,e_out_2,e_in_10,e_out_10,overfit"
    );
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[1].starts_with("30,0,20,5,"), "{}", lines[1]);
    let curve = stdout(&linlab(
        &[
            "overfit",
            "--map",
            "learning-curve",
            "--runs",
            "20",
            "--grid",
            "20:24:2",
        ],
        &[],
    ));
    for row in curve.lines().skip(1) {
        let v: Vec<f64> = row
            .split(',')
            .map(|x| x.parse().expect("a number"))
            .collect();
        assert!(v[6] <= v[4], "E_in of H₁₀ ≤ E_in of H₂: {row}");
        assert!(v[7] >= v[6], "E_out ≥ E_in on average for H₁₀: {row}");
    }
    let bad = linlab(&["overfit", "--map", "noise", "--grid", "80"], &[]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn validate_holds_out_the_last_k_points() {
    let data = fit_file("classes.dat");
    let report = json(&linlab(
        &[
            "validate",
            "--json",
            "--algo",
            "logistic-gd",
            "--holdout",
            "7",
        ],
        &[("--data", &data)],
    ));
    assert_eq!(report["measure"], "zero-one");
    assert!(report.get("E_cv").is_none());
    let e_val = report["E_val"].as_f64().expect("E_val");
    assert!((0.0..=1.0).contains(&e_val));
    assert_eq!(report["folds"][0]["first"], 31);
    assert_eq!(report["folds"][0]["size"], 7);
    let summary = stdout(&linlab(&["validate", "--folds", "5"], &[("--data", &data)]));
    assert!(summary.contains("E_cv over 5 folds"), "{summary}");
    let too_many = linlab(&["validate", "--folds", "38"], &[("--data", &data)]);
    assert_eq!(too_many.status.code(), Some(2));
}

#[test]
fn weight_decay_is_for_linear_and_logistic_regression_and_shrinks_w() {
    let data = fit_file("classes.dat");
    let pla = linlab(
        &["train", "--algo", "pla", "--lambda", "1"],
        &[("--data", &data)],
    );
    assert_eq!(pla.status.code(), Some(2));
    for algo in ["logistic-gd", "logistic-sgd"] {
        let run = |lambda: &str| {
            json(&linlab(
                &["train", "--json", "--algo", algo, "--lambda", lambda],
                &[("--data", &data)],
            ))
        };
        let plain = json(&linlab(
            &["train", "--json", "--algo", algo],
            &[("--data", &data)],
        ));
        assert_eq!(
            run("0")["weights"],
            plain["weights"],
            "{algo}: λ = 0 changes nothing"
        );
        assert!(plain.get("lambda").is_none());
        let norm = |report: &Value| {
            floats(&report["weights"])
                .iter()
                .map(|w| w * w)
                .sum::<f64>()
        };
        assert!(
            norm(&run("5")) < norm(&plain),
            "{algo}: weight decay shrinks w"
        );
    }
}

#[test]
fn one_cell_alone_is_the_whole_survey_s_cell() {
    let mut grid = small_grid(Study::Noise, 3);
    grid.n = vec![30, 31];
    let mut survey = Survey::new(grid.clone()).expect("a grid");
    survey.run_on(1, &Control::default());
    let means = survey.means();
    for (k, mean) in means.iter().enumerate() {
        let second = mean.trial.sigma2;
        let index = grid.cell_index(mean.trial.n, second).expect("a cell");
        assert_eq!(index, k);
        let alone = Survey::one_cell(grid.clone(), index)
            .expect("a grid")
            .expect("the cell");
        assert_eq!(alone, *mean, "cell {k}");
    }
    assert_eq!(grid.cell_index(29, grid.second[0]), None);
}

/// The built-in lecture's scene that measures data snooping, and its settings.
fn snooping_scene() -> (linlab::script::Scene, linlab::lesson::fit::FitPart) {
    let script = linlab::script::built_in("choosing-by-validation")
        .expect("built in")
        .script()
        .expect("reads");
    let scene = script
        .scenes
        .into_iter()
        .find(|s| s.state.window().prefs.fit.snooping)
        .expect("a scene measures data snooping");
    let part = scene.state.window().prefs.fit.clone();
    (scene, part)
}

#[test]
fn snooping_s_estimate_is_too_low_and_the_honest_one_far_less_so() {
    let (_, part) = snooping_scene();
    let means = part.snooping_study().measure().expect("measured");
    let (snooped, honest) = (means.snooped, means.honest);
    assert!(
        snooped.estimate < honest.estimate,
        "{snooped:?} against {honest:?}"
    );
    // The snooper's estimate is too low; the honest route's test set took no part in the
    // choice, and its miss is far smaller.
    assert!(snooped.shortfall() > 0.0, "{means:?}");
    assert!(
        honest.shortfall().abs() < snooped.shortfall() / 2.0,
        "{means:?}"
    );
}

#[test]
fn the_snooping_caption_states_what_the_core_measures() {
    use linlab::i18n::Language;
    use linlab::script::fields::{SceneValues, Value};
    let (scene, part) = snooping_scene();
    let means = part.snooping_study().measure().expect("measured");
    let caption = SceneValues::of(&scene.state).fill(scene.caption.in_language(Language::English));
    let written = |value: f64| Value::Number(value).written(None);
    for value in [
        means.snooped.estimate,
        means.snooped.e_out,
        means.honest.estimate,
        means.honest.e_out,
    ] {
        assert!(
            caption.contains(&written(value)),
            "{} in {caption}",
            written(value)
        );
    }
    assert!(!caption.contains("{{"), "{caption}");
    assert!(caption.contains(&means.draws.to_string()), "{caption}");
    // Its exercise: the shortfall, right as the core measures it and as the caption's two
    // numbers give it, wrong when the estimate is taken for E_out.
    let task = scene.task.as_ref().expect("an exercise");
    assert!(matches!(
        task.check,
        linlab::script::Check::FitNumber { .. }
    ));
    let answer = |given: f64| {
        linlab::script::task::check(
            &scene.state,
            &task.check,
            &linlab::script::Reply::Number(given),
        )
        .expect("checked")
        .right
    };
    assert!(answer(means.snooped.shortfall()));
    let read = |value: f64| written(value).parse::<f64>().expect("a number");
    assert!(answer(
        read(means.snooped.e_out) - read(means.snooped.estimate)
    ));
    assert!(!answer(0.0));
}
