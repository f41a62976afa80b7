//! Lecture 14's measurement that the best weight decay grows with the noise: on the lecture's
//! setting, each level's λ* (the least mean E_out of the degree-15 fit of 30 points) rises
//! with σ² and with Q_f; the curves are the same however the runs are sliced; a bad grid is
//! refused with its reason; and `linlab best-lambda` prints them.

use linlab::fit::{LambdaCurves, LambdaGrid, NoiseKind};

use crate::support::linlab;

/// Each level's λ* at the window's runs and seed (what the lecture's scenes show and say).
fn best(kind: NoiseKind, runs: usize) -> Vec<f64> {
    let mut curves = LambdaCurves::new(LambdaGrid::lecture(kind, runs, 0)).expect("the grid");
    curves.step(usize::MAX);
    assert!(curves.is_done());
    curves
        .best_lambdas()
        .into_iter()
        .map(|b| b.expect("a run done"))
        .collect()
}

#[test]
fn the_best_lambda_grows_with_stochastic_noise() {
    let best = best(NoiseKind::Stochastic, 300);
    // σ² = 0 with Q_f = 15 and a degree-15 fit: the target is in H, nothing to pull back from.
    assert_eq!(best[0], 0.0, "{best:?}");
    assert!(best[0] < best[1] && best[1] < best[2], "{best:?}");
}

#[test]
fn the_best_lambda_grows_with_deterministic_noise() {
    let best = best(NoiseKind::Deterministic, 300);
    assert_eq!(best[0], 0.0, "Q_f = 15 is in H₁₅: {best:?}");
    assert!(0.0 < best[1] && best[1] < best[2], "{best:?}");
}

#[test]
fn slices_of_runs_give_the_same_curves_as_one_go() {
    let grid = LambdaGrid::lecture(NoiseKind::Stochastic, 20, 7);
    let mut whole = LambdaCurves::new(grid.clone()).expect("the grid");
    whole.step(usize::MAX);
    let mut sliced = LambdaCurves::new(grid).expect("the grid");
    let mut steps = 0;
    while !sliced.is_done() {
        sliced.step(7);
        steps += 1;
        // Mid-way, every level has a curve already.
        if steps == 1 {
            assert!(sliced.curves().iter().all(|c| c.best.is_some()));
        }
    }
    assert_eq!(whole.curves(), sliced.curves());
}

#[test]
fn a_bad_grid_says_why() {
    let mut grid = LambdaGrid::lecture(NoiseKind::Stochastic, 10, 0);
    grid.lambdas = vec![0.1, -1.0];
    let error = LambdaCurves::new(grid).expect_err("λ < 0").to_string();
    assert!(error.contains("λ"), "{error}");
    let mut grid = LambdaGrid::lecture(NoiseKind::Stochastic, 10, 0);
    grid.n = 10;
    assert!(LambdaCurves::new(grid).is_err(), "10 points for 16 weights");
    let mut grid = LambdaGrid::lecture(NoiseKind::Stochastic, 0, 0);
    grid.runs = 0;
    assert!(LambdaCurves::new(grid).is_err(), "no runs");
}

#[test]
fn linlab_best_lambda_prints_each_level_s_curve_and_its_best() {
    let out = linlab(
        &["best-lambda", "--noise", "stochastic", "--runs", "40"],
        &[],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("sigma2,lambda,runs,e_out,best"));
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), 3 * 41, "three levels, λ = 0 … 2 by 0.05");
    for level in ["0", "0.25", "0.5"] {
        let bests = rows.iter().filter(|r| r[0] == level && r[4] == "1").count();
        assert_eq!(bests, 1, "one best λ at σ² = {level}");
    }
    let bad = linlab(&["best-lambda", "--runs", "0"], &[]);
    assert!(!bad.status.success());
}
