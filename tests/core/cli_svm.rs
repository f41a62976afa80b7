//! `linlab train --algo svm|hinge-sgd|kernel-perceptron` end to end: the JSON keys of the dual
//! solution, `--probe` for every algorithm, and usage errors for kernel flags out of range or
//! given to a learner that does not use them.

use std::path::Path;

use crate::support::{floats, json, linlab, reference};
use serde_json::Value;

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

#[test]
fn svm_json_has_the_dual_solution_and_the_probe_scores() {
    let (data, probe) = (
        reference("ref_svm_rbf_ring.dat"),
        reference("ref_svm_rbf_ring.probe.dat"),
    );
    let text = std::fs::read_to_string(reference("ref_svm_rbf_ring.json")).expect("reads");
    let want: Value = serde_json::from_str(&text).expect("json");
    let report = json(&linlab(
        &[
            "train",
            "--algo",
            "svm",
            "--kernel",
            "gaussian",
            "--gamma",
            "2",
            "--c",
            "10",
            "--tol",
            "1e-9",
            "--json",
            "--data",
            path(&data),
            "--probe",
            path(&probe),
        ],
        &[],
    ));
    assert_eq!(report["algo"], "svm");
    assert_eq!(report["halted"], true);
    let alpha_y = floats(&report["alpha_y"]);
    assert_eq!(alpha_y.len(), 150);
    let support: Vec<u64> = report["support"]
        .as_array()
        .expect("support")
        .iter()
        .map(|v| v.as_u64().expect("row"))
        .collect();
    assert!(support.iter().all(|&n| alpha_y[n as usize] != 0.0));
    assert_eq!(support.len(), alpha_y.iter().filter(|&&a| a != 0.0).count());
    let dual = report["dual_objective"].as_f64().expect("D");
    let want_dual = want["dual_objective"].as_f64().expect("D");
    assert!((dual - want_dual).abs() <= 1e-6 * want_dual);
    assert!(report["kkt_gap"].as_f64().expect("gap") <= 1e-9);
    // At the optimum the primal meets the dual, never below it (weak duality).
    let primal = report["primal_objective"].as_f64().expect("P");
    assert!(
        primal >= dual - 1e-9 * dual.abs(),
        "P = {primal} < D = {dual}"
    );
    assert!(
        primal - dual <= 1e-6 * dual.abs(),
        "P = {primal}, D = {dual}"
    );
    let b = report["intercept"].as_f64().expect("b");
    assert!((b - want["intercept"].as_f64().expect("b")).abs() < 1e-4);
    let probe_scores = floats(&report["decision_probe"]);
    let want_scores = floats(&want["decision_probe"]);
    assert_eq!(probe_scores.len(), want_scores.len());
    for (s, r) in probe_scores.iter().zip(&want_scores) {
        assert!((s - r).abs() < 1e-3, "s = {s}, reference {r}");
    }
}

#[test]
fn the_linear_kernel_reports_its_weights() {
    let data = reference("ref_svm_soft_c1.dat");
    let report = json(&linlab(
        &[
            "train",
            "--algo",
            "svm",
            "--kernel",
            "linear",
            "--c",
            "1",
            "--tol",
            "1e-8",
            "--json",
            "--data",
            path(&data),
        ],
        &[],
    ));
    let text = std::fs::read_to_string(reference("ref_svm_soft_c1.json")).expect("reads");
    let want: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(
        floats(&report["weights"]).len(),
        floats(&want["weights"]).len()
    );
    for (w, r) in floats(&report["weights"])
        .iter()
        .zip(floats(&want["weights"]))
    {
        assert!((w - r).abs() < 1e-4, "w = {w}, reference {r}");
    }
    assert_eq!(report["weights"][0], report["intercept"]);
}

#[test]
fn probe_scores_come_with_every_algorithm() {
    let (data, probe) = (
        reference("ref_svm_hard.dat"),
        reference("ref_svm_hard.probe.dat"),
    );
    for algo in [
        "pla",
        "logistic-gd",
        "voted",
        "hinge-sgd",
        "kernel-perceptron",
        "svm",
    ] {
        let report = json(&linlab(
            &[
                "train",
                "--algo",
                algo,
                "--json",
                "--data",
                path(&data),
                "--probe",
                path(&probe),
            ],
            &[],
        ));
        assert_eq!(floats(&report["decision_probe"]).len(), 200, "{algo}");
        let has_dual = report.get("dual_objective").is_some();
        assert_eq!(has_dual, algo == "svm", "{algo}");
    }
    // The kernel perceptron's dual: mistake counts times yₙ, and its bias Σαₙyₙ.
    let report = json(&linlab(
        &[
            "train",
            "--algo",
            "kernel-perceptron",
            "--kernel",
            "gaussian",
            "--sigma2",
            "0.5",
            "--json",
            "--data",
            path(&data),
        ],
        &[],
    ));
    let alpha_y = floats(&report["alpha_y"]);
    let b: f64 = alpha_y.iter().sum();
    assert_eq!(report["intercept"].as_f64(), Some(b));
    assert_eq!(report["halted"], true);
    // A probe file with labels (the training file itself) is read as its features.
    let report = json(&linlab(
        &[
            "train",
            "--algo",
            "svm",
            "--json",
            "--data",
            path(&data),
            "--probe",
            path(&data),
        ],
        &[],
    ));
    assert_eq!(floats(&report["decision_probe"]).len(), 62);
}

#[test]
fn bad_kernel_flags_are_usage_errors() {
    let data = reference("ref_svm_hard.dat");
    for (args, needle) in [
        (&["--algo", "svm", "--c", "0"][..], "penalty C"),
        (&["--algo", "svm", "--c", "inf"][..], "penalty C"),
        (
            &["--algo", "svm", "--kernel", "gaussian", "--sigma2", "-1"][..],
            "σ²",
        ),
        (
            &["--algo", "svm", "--kernel", "poly", "--degree", "0"][..],
            "degree",
        ),
        (&["--algo", "svm", "--tol", "0"][..], "tolerance"),
        (
            &["--algo", "pla", "--kernel", "gaussian"][..],
            "--kernel does not apply",
        ),
        (
            &["--algo", "kernel-perceptron", "--c", "2"][..],
            "--c does not apply",
        ),
        (
            &["--algo", "svm", "--kernel", "linear", "--gamma", "2"][..],
            "--gamma",
        ),
    ] {
        let mut all = vec!["train", "--data", path(&data)];
        all.extend_from_slice(args);
        let output = linlab(&all, &[]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
    let both = linlab(
        &[
            "train",
            "--algo",
            "svm",
            "--c",
            "1",
            "--hard-margin",
            "--data",
            path(&data),
        ],
        &[],
    );
    assert_eq!(both.status.code(), Some(2));
    let short = linlab(
        &[
            "train",
            "--algo",
            "svm",
            "--data",
            path(&data),
            "--probe",
            path(&reference("ref_noisy_d5.dat")),
        ],
        &[],
    );
    assert_eq!(short.status.code(), Some(1), "{short:?}");
}
