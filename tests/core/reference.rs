//! Every case in `../shared/reference/*.json` (scikit-learn's weights) reproduced: perceptron
//! and logistic-SGD weights within 1e-9 after the stated epochs, visiting rows in file order
//! (MATH.md: the mistake rule y·s ≤ 0, PLA's cyclic order, the SGD step w += η·θ(−ys)·yz).

use std::path::{Path, PathBuf};

use crate::support::{floats, reference, reference_json};
use linlab::learn::{Algorithm, Budget, Order, Settings, Stop};
use linlab::loss::{ErrorMeasure, mean_error};
use linlab::read::read_path;
use serde_json::Value;

/// The binary perceptron and logistic-SGD cases: the reference files with a `perceptron` key
/// (the others hold SVM, multiclass, K-means and PCA answers).
fn cases() -> Vec<(PathBuf, Value)> {
    let cases: Vec<(PathBuf, Value)> = reference_json(|name| name.ends_with(".json"))
        .into_iter()
        .filter(|(_, json): &(PathBuf, Value)| json.get("perceptron").is_some())
        .collect();
    assert!(
        cases.len() >= 4,
        "expected the four perceptron reference sets, found {}",
        cases.len()
    );
    cases
}

/// Asserts every weight within 1e-9 of the reference and returns the largest difference.
fn assert_close(got: &[f64], want: &[f64], what: &str) -> f64 {
    assert_eq!(got.len(), want.len(), "{what}: length");
    let mut largest = 0.0f64;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-9, "{what}: w[{i}] = {g}, reference {w}");
        largest = largest.max((g - w).abs());
    }
    largest
}

/// What the README says the differences are in fact: at most this (the reference's rounding).
const LARGEST_DIFFERENCE: f64 = 5e-16;

#[test]
fn learners_reproduce_scikit_learn() {
    let mut checked = 0;
    let mut largest = 0.0f64;
    for (path, json) in cases() {
        let data_path = reference(json["data"].as_str().expect("data file"));
        let data = read_path(&data_path).expect("reference data reads").data;
        assert_eq!(data.len() as u64, json["n"].as_u64().expect("n"));
        for (key, algorithm) in [
            ("perceptron", Algorithm::Pla),
            ("logistic_sgd", Algorithm::LogisticSgd),
        ] {
            for case in json[key].as_array().expect("cases") {
                let eta = case["eta"].as_f64().expect("eta");
                let epochs = case["epochs"].as_u64().expect("epochs");
                let settings = Settings {
                    order: Some(Order::Cyclic),
                    eta,
                    budget: Budget {
                        max_updates: None,
                        max_visits: Some(epochs * data.len() as u64),
                    },
                    ..Settings::new(algorithm)
                };
                let mut learner = settings.build(&data).expect("valid settings");
                learner.run(&data, u64::MAX);
                let what = format!("{} {key} η={eta} epochs={epochs}", path.display());
                largest = largest.max(assert_close(learner.weights(), &floats(&case["w"]), &what));
                assert!(matches!(
                    learner.stopped(),
                    Some(Stop::Converged | Stop::Budget)
                ));
                if let Some(e) = case["train_zero_one"].as_f64() {
                    let got = mean_error(&data, learner.weights(), ErrorMeasure::ZeroOne);
                    assert_eq!(got, e, "{what}: training 0/1 error");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} reference cases");
    assert!(
        largest <= LARGEST_DIFFERENCE,
        "largest difference {largest:e}"
    );
}

#[test]
fn linlab_train_json_reproduces_scikit_learn() {
    for (_, json) in cases() {
        let data_path = reference(json["data"].as_str().expect("data file"));
        for (key, algo) in [("perceptron", "pla"), ("logistic_sgd", "logistic-sgd")] {
            for case in json[key].as_array().expect("cases") {
                let eta = case["eta"].as_f64().expect("eta").to_string();
                let epochs = case["epochs"].as_u64().expect("epochs").to_string();
                let output = std::process::Command::new(env!("CARGO_BIN_EXE_linlab"))
                    .args(["train", "--algo", algo, "--order", "cyclic", "--json"])
                    .args(["--eta", &eta, "--epochs", &epochs, "--data"])
                    .arg(&data_path)
                    .output()
                    .expect("linlab runs");
                assert!(output.status.success(), "{output:?}");
                let report: Value =
                    serde_json::from_slice(&output.stdout).expect("one JSON object");
                let what = format!("{} {algo} η={eta} epochs={epochs}", data_path.display());
                let largest = assert_close(&floats(&report["weights"]), &floats(&case["w"]), &what);
                assert!(largest <= LARGEST_DIFFERENCE, "{what}: {largest:e}");
                assert_eq!(report["n"], json["n"]);
                assert_eq!(report["d"], json["d"]);
                assert_eq!(
                    report["halted"].as_bool(),
                    Some(report["stop"] == "converged")
                );
            }
        }
    }
}

/// Linear regression by SGD (Adaline), cyclic order: scikit-learn's
/// `SGDClassifier(loss="squared_error", eta0 = 2η, shuffle=False)` weights in
/// `tests/data/linreg_sgd_sklearn.json` (written by the script beside it), reproduced bit for bit
/// by the learner and by `linlab train --algo linreg-sgd`, as the README says.
#[test]
fn linear_regression_by_sgd_reproduces_scikit_learn() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/linreg_sgd_sklearn.json");
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the reference file"))
            .expect("valid json");
    let cases = json["cases"].as_array().expect("cases");
    assert!(cases.len() >= 12, "only {} cases", cases.len());
    let mut largest = 0.0f64;
    for case in cases {
        let data_path = reference(case["data"].as_str().expect("data file"));
        let data = read_path(&data_path).expect("reference data reads").data;
        let eta = case["eta"].as_f64().expect("eta");
        let epochs = case["epochs"].as_u64().expect("epochs");
        let want = floats(&case["w"]);
        let what = format!("{} η={eta} epochs={epochs}", data_path.display());
        let settings = Settings {
            order: Some(Order::Cyclic),
            eta,
            budget: Budget {
                max_updates: None,
                max_visits: Some(epochs * data.len() as u64),
            },
            ..Settings::new(Algorithm::LinregSgd)
        };
        let mut learner = settings.build(&data).expect("valid settings");
        learner.run(&data, u64::MAX);
        assert_eq!(learner.stopped(), Some(Stop::Budget), "{what}");
        assert_eq!(learner.counters().updates, epochs * data.len() as u64);
        largest = largest.max(assert_close(learner.weights(), &want, &what));
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_linlab"))
            .args([
                "train",
                "--algo",
                "linreg-sgd",
                "--order",
                "cyclic",
                "--json",
            ])
            .args(["--eta", &eta.to_string(), "--epochs", &epochs.to_string()])
            .arg("--data")
            .arg(&data_path)
            .output()
            .expect("linlab runs");
        assert!(output.status.success(), "{output:?}");
        let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
        assert_eq!(
            floats(&report["weights"]),
            learner.weights(),
            "{what}: the CLI"
        );
    }
    assert_eq!(
        largest, 0.0,
        "linear regression by SGD is not scikit-learn's bit for bit"
    );
}
