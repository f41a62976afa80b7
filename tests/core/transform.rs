//! `linlab train --transform Φ` end to end: the weights in Z as scikit-learn's PolynomialFeatures
//! gives them (`tests/data/transform/reference.json`, written by `make_reference.py` beside it:
//! linear regression, and MATH.md's PLA in numpy) with the names of w's entries; PLA that halts on
//! a ring only in Z; the test and probe files taken to Z too; every learner, the kernel SVM and
//! `--multiclass` with a transform; and the errors for a bad transform or a point Φ overflows.

use std::path::{Path, PathBuf};

use crate::support::{corpus, floats, json, linlab, reference, stderr, stdout};
use linlab::transform::Transform;
use serde_json::Value;

/// A file of `tests/data/transform`.
fn transform_file(name: &str) -> PathBuf {
    corpus("transform").join(name)
}

/// The reference cases: each a data file, a transform, its features and the two answers.
fn cases() -> Vec<Value> {
    let path = transform_file("reference.json");
    let text = std::fs::read_to_string(&path).expect("the reference file");
    let json: Value = serde_json::from_str(&text).expect("valid JSON");
    let cases = json["cases"].as_array().expect("cases").clone();
    assert!(cases.len() >= 8, "only {} cases", cases.len());
    cases
}

/// As the other reference tests: every weight within 1e-9 (here relative to its size, the cubic
/// features' weights being larger).
fn assert_close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= 1e-9 * w.abs().max(1.0),
            "{what}: w[{i}] = {g}, reference {w}"
        );
    }
}

/// `linlab train --transform PHI --json` on `data` with `args` besides.
fn train_in_z(phi: &str, data: &Path, args: &[&str]) -> Value {
    let mut all = vec!["train", "--json", "--transform", phi];
    all.extend_from_slice(args);
    json(&linlab(&all, &[("--data", data)]))
}

#[test]
fn transformed_weights_and_features_are_scikit_learn_s() {
    for case in cases() {
        let data = transform_file(case["data"].as_str().expect("data"));
        let phi = case["transform"].as_str().expect("transform");
        let what = format!("{} {phi}", data.display());

        let linreg = train_in_z(phi, &data, &["--algo", "linreg"]);
        assert_eq!(linreg["transform"], phi, "{what}");
        assert_eq!(linreg["features"], case["features"], "{what}: features");
        assert_eq!(linreg["d"], 2, "{what}: d is the file's");
        assert_close(
            &floats(&linreg["weights"]),
            &floats(&case["linreg"]),
            &format!("{what} linreg"),
        );

        let pla = &case["pla"];
        let epochs = pla["epochs"].to_string();
        let args = ["--algo", "pla", "--order", "cyclic", "--epochs", &epochs];
        let report = train_in_z(phi, &data, &args);
        assert_eq!(report["features"], case["features"], "{what}: features");
        assert_close(
            &floats(&report["weights"]),
            &floats(&pla["w"]),
            &format!("{what} pla"),
        );
        assert_eq!(report["updates"], pla["updates"], "{what}: PLA's updates");
        assert_eq!(report["halted"], pla["halted"], "{what}: PLA halted");
    }
}

#[test]
fn pla_halts_on_the_ring_in_z_and_not_in_x() {
    let ring = transform_file("ring.dat");
    let in_z = train_in_z("circle", &ring, &["--algo", "pla"]);
    assert_eq!(in_z["stop"], "converged");
    assert_eq!(in_z["e_in"]["zero_one"], 0.0);
    assert_eq!(in_z["features"], serde_json::json!(["1", "x1^2", "x2^2"]));
    let in_x = json(&linlab(
        &["train", "--json", "--algo", "pla"],
        &[("--data", &ring)],
    ));
    assert_eq!(in_x["stop"], "budget", "no line separates a ring");
    assert_eq!(in_x["halted"], false);
}

#[test]
fn without_a_transform_or_with_the_identity_the_json_is_as_before() {
    let ring = transform_file("ring.dat");
    let plain = linlab(&["train", "--json"], &[("--data", &ring)]);
    let report = json(&plain);
    assert!(report.get("transform").is_none() && report.get("features").is_none());
    let identity = linlab(
        &["train", "--json", "--transform", "identity"],
        &[("--data", &ring)],
    );
    assert_eq!(stdout(&identity), stdout(&plain));
}

#[test]
fn the_test_and_probe_files_are_taken_to_z_too() {
    let ring = transform_file("ring.dat");
    let quadratic = transform_file("quadratic.dat");
    let output = linlab(
        &[
            "train",
            "--json",
            "--algo",
            "linreg",
            "--transform",
            "poly:3",
        ],
        &[
            ("--data", &ring),
            ("--test", &ring),
            ("--probe", &quadratic),
        ],
    );
    let report = json(&output);
    assert_eq!(report["e_out"], report["e_in"], "E_out on the same points");
    let w = floats(&report["weights"]);
    let phi: Transform = "poly:3".parse().expect("a transform");
    let terms = phi.terms(2);
    let text = std::fs::read_to_string(&quadratic).expect("the probe file");
    let want: Vec<f64> = text
        .lines()
        .map(|line| {
            let x: Vec<f64> = line
                .split_whitespace()
                .take(2)
                .map(|v| v.parse().expect("a number"))
                .collect();
            phi.score(&terms, &w, &x)
        })
        .collect();
    let got = floats(&report["decision_probe"]);
    assert_eq!(got.len(), want.len());
    for (n, (g, s)) in got.iter().zip(&want).enumerate() {
        assert!(
            (g - s).abs() <= 1e-12,
            "probe row {n}: {g} against wᵀΦ(x) = {s}"
        );
    }
}

#[test]
fn every_learner_runs_in_z() {
    let ring = transform_file("ring.dat");
    let learners: &[&[&str]] = &[
        &["--algo", "pla"],
        &["--algo", "pocket", "--max-updates", "200"],
        &["--algo", "logistic-sgd", "--epochs", "5"],
        &["--algo", "logistic-gd", "--iterations", "50"],
        &["--algo", "linreg"],
        &["--algo", "linreg-sgd", "--eta", "0.01", "--epochs", "5"],
        &["--algo", "averaged", "--epochs", "5"],
        &["--algo", "voted", "--epochs", "5"],
        &["--algo", "hinge-sgd", "--epochs", "5"],
        &["--algo", "svm", "--kernel", "linear"],
        &["--algo", "svm", "--kernel", "gaussian"],
        &[
            "--algo",
            "kernel-perceptron",
            "--kernel",
            "poly",
            "--epochs",
            "5",
        ],
    ];
    for args in learners {
        let output = linlab(
            &[&["train", "--json", "--transform", "quadratic"], *args].concat(),
            &[("--data", &ring)],
        );
        let report = json(&output);
        assert_eq!(
            report["features"].as_array().map(Vec::len),
            Some(6),
            "{args:?}"
        );
        assert_eq!(
            report["weights"].as_array().map(Vec::len),
            Some(6),
            "{args:?}"
        );
    }
}

#[test]
fn the_summary_names_w_s_entries() {
    let ring = transform_file("ring.dat");
    let output = linlab(&["train", "--transform", "circle"], &[("--data", &ring)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Φ = circle: z = (1, x1^2, x2^2)"), "{text}");
    assert!(text.contains("[1: ") && text.contains(", x2^2: "), "{text}");
}

#[test]
fn multiclass_learns_in_z() {
    let data = reference("ref_multi4.dat");
    let output = linlab(
        &[
            "train",
            "--json",
            "--multiclass",
            "ova",
            "--algo",
            "pla",
            "--transform",
            "quadratic",
            "--epochs",
            "3",
        ],
        &[("--data", &data), ("--test", &data)],
    );
    let report = json(&output);
    assert_eq!(report["d"], 2);
    assert_eq!(report["features"][4], "x1 x2");
    for w in report["weights"].as_array().expect("weights") {
        assert_eq!(w.as_array().map(Vec::len), Some(6));
    }
    assert_eq!(report["e_out"], report["e_in"]);
}

#[test]
fn a_bad_transform_is_a_usage_error() {
    let ring = transform_file("ring.dat");
    for (phi, needle) in [
        ("poly:11", "from 1 to 10"),
        ("pair:x1,x1", "must differ"),
        ("spline", "unknown transform"),
        ("pair:x3,x1", "not a feature"),
    ] {
        let output = linlab(&["train", "--transform", phi], &[("--data", &ring)]);
        assert_eq!(output.status.code(), Some(2), "{phi}");
        let message = stderr(&output);
        assert!(message.contains("--transform"), "{phi}: {message}");
        assert!(message.contains(needle), "{phi}: {message}");
        assert!(!message.contains("panicked"), "{phi}: {message}");
    }
}

#[test]
fn a_point_phi_overflows_is_an_input_error_naming_it() {
    let file = transform_file("overflow.dat");
    let output = linlab(
        &["train", "--json", "--transform", "circle"],
        &[("--data", &file)],
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty(), "no JSON on failure");
    let message = stderr(&output);
    for needle in ["overflow.dat", "point 2", "x1^2", "inf", "Scale the inputs"] {
        assert!(message.contains(needle), "{message} should say {needle:?}");
    }
    // Without the transform the same file is read and learned.
    assert!(linlab(&["train"], &[("--data", &file)]).status.success());
}
