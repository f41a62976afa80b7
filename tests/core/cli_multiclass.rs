//! `linlab train --multiclass` end to end: the four-class reference set (OVA's weights as
//! scikit-learn's, a class per probe point), OVO's pairs, word labels as read, a test file's
//! E_out, and the errors for bad input. A two-class run without --multiclass is unchanged.

use std::path::Path;

use crate::support::{ScratchFile, json, linlab, reference};
use serde_json::Value;

#[test]
fn ova_pla_gives_the_reference_weights_and_probe_classes() {
    let reference_json: Value = serde_json::from_str(
        &std::fs::read_to_string(reference("ref_multi4.json")).expect("the reference"),
    )
    .expect("valid JSON");
    let case = &reference_json["ova_pla"][1];
    assert_eq!(case["epochs"], 5);
    let args = [
        "train",
        "--multiclass",
        "ova",
        "--algo",
        "pla",
        "--order",
        "cyclic",
        "--epochs",
        "5",
        "--json",
    ];
    let files = [
        ("--data", reference("ref_multi4.dat")),
        ("--probe", reference("ref_multi4.probe.dat")),
    ];
    let files: Vec<(&str, &Path)> = files.iter().map(|(f, p)| (*f, p.as_path())).collect();
    let report = json(&linlab(&args, &files));
    assert_eq!(report["multiclass"], "ova");
    assert_eq!(report["n"], 160);
    let classes: Vec<f64> = report["classes"]
        .as_array()
        .expect("classes")
        .iter()
        .map(|c| c.as_str().expect("as read").parse().expect("numbers"))
        .collect();
    assert_eq!(classes, vec![1.0, 2.0, 3.0, 4.0]);
    assert!(report.get("pairs").is_none());
    for (got, want) in report["weights"]
        .as_array()
        .expect("weights")
        .iter()
        .zip(case["weights"].as_array().expect("reference weights"))
    {
        for (g, w) in got
            .as_array()
            .expect("w")
            .iter()
            .zip(want.as_array().expect("w"))
        {
            let (g, w) = (g.as_f64().expect("number"), w.as_f64().expect("number"));
            assert!((g - w).abs() <= 1e-9, "{g} vs {w}");
        }
    }
    let predicted: Vec<f64> = report["predict_probe"]
        .as_array()
        .expect("a class per probe point")
        .iter()
        .map(|c| c.as_str().expect("a label").parse().expect("a number"))
        .collect();
    let want: Vec<f64> = case["predict_probe"]
        .as_array()
        .expect("reference classes")
        .iter()
        .map(|c| c.as_f64().expect("a number"))
        .collect();
    assert_eq!(predicted, want);
    let e_in = report["e_in"].as_f64().expect("E_in");
    assert!((0.0..=1.0).contains(&e_in));
}

#[test]
fn ovo_svm_gives_libsvm_s_pairwise_decision_values() {
    let reference_json: Value = serde_json::from_str(
        &std::fs::read_to_string(reference("ref_multi4.json")).expect("the reference"),
    )
    .expect("valid JSON");
    let case = &reference_json["ovo_svm_linear_c1"];
    let args = [
        "train",
        "--multiclass",
        "ovo",
        "--algo",
        "svm",
        "--c",
        "1",
        "--tol",
        "1e-9",
        "--json",
    ];
    let files = [
        ("--data", reference("ref_multi4.dat")),
        ("--probe", reference("ref_multi4.probe.dat")),
    ];
    let files: Vec<(&str, &Path)> = files.iter().map(|(f, p)| (*f, p.as_path())).collect();
    let report = json(&linlab(&args, &files));
    assert_eq!(report["pairs"].as_array().map(Vec::len), Some(6));
    let got = report["decision_probe"]
        .as_array()
        .expect("decision values");
    let want = case["decision_probe"].as_array().expect("reference");
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        let w: Vec<f64> = w
            .as_array()
            .expect("row")
            .iter()
            .map(|v| v.as_f64().expect("n"))
            .collect();
        let scale = w.iter().fold(1.0f64, |m, v| m.max(v.abs()));
        for (g, w) in g.as_array().expect("row").iter().zip(&w) {
            let g = g.as_f64().expect("number");
            assert!((g - w).abs() <= 1e-4 * scale, "{g} vs libsvm {w}");
        }
    }
    let predicted: Vec<f64> = report["predict_probe"]
        .as_array()
        .expect("classes")
        .iter()
        .map(|c| c.as_str().expect("a label").parse().expect("a number"))
        .collect();
    let want: Vec<f64> = case["predict_probe"]
        .as_array()
        .expect("reference classes")
        .iter()
        .map(|c| c.as_f64().expect("a number"))
        .collect();
    assert_eq!(predicted, want);
}

#[test]
fn ovo_reports_pairs_and_words_come_back_as_read() {
    let train = ScratchFile::new(
        "animals.dat",
        "0 0 cat\n0.2 0.1 cat\n5 0 dog\n5.1 0.3 dog\n0 5 emu\n0.2 5.2 emu\n",
    );
    let test = ScratchFile::new(
        "animals_test.dat",
        "0.1 0.1 cat\n4.9 0.1 dog\n0.1 4.9 cat\n",
    );
    let probe = ScratchFile::new("animals_probe.dat", "5 0.2\n0.1 5\n");
    let report = json(&linlab(
        &["train", "--multiclass", "ovo", "--json"],
        &[
            ("--data", &*train),
            ("--test", &*test),
            ("--probe", &*probe),
        ],
    ));
    assert_eq!(report["classes"], serde_json::json!(["cat", "dog", "emu"]));
    assert_eq!(
        report["pairs"],
        serde_json::json!([["cat", "dog"], ["cat", "emu"], ["dog", "emu"]])
    );
    assert_eq!(report["weights"].as_array().map(Vec::len), Some(3));
    assert_eq!(report["e_in"], 0.0);
    // The third test point lies with the emus: one mistake in three.
    assert!((report["e_out"].as_f64().expect("E_out") - 1.0 / 3.0).abs() < 1e-15);
    assert_eq!(report["predict_probe"], serde_json::json!(["dog", "emu"]));
    let structured = json(&linlab(
        &["train", "--multiclass", "structured", "--json"],
        &[("--data", &*train)],
    ));
    assert_eq!(structured["stops"], serde_json::json!(["converged"]));
    assert_eq!(structured["e_in"], 0.0);
}

#[test]
fn bad_input_is_refused_with_a_clear_message() {
    let refused = |args: &[&str], files: &[(&str, &Path)], code: i32, says: &str| {
        let output = linlab(args, files);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    };
    let nine = ScratchFile::new(
        "nine.dat",
        &(1..=9).map(|k| format!("{k} 0 {k}\n")).collect::<String>(),
    );
    refused(
        &["train", "--multiclass", "ova"],
        &[("--data", &*nine)],
        1,
        "at most 8 classes",
    );
    let one = ScratchFile::new("one.dat", "0 0 a\n1 1 a\n");
    refused(
        &["train", "--multiclass", "ovo"],
        &[("--data", &*one)],
        1,
        "at least two",
    );
    let two = ScratchFile::new("two.dat", "0 0 a\n1 1 b\n");
    let other = ScratchFile::new("other.dat", "0 0 a\n1 1 c\n");
    refused(
        &["train", "--multiclass", "ova"],
        &[("--data", &*two), ("--test", &*other)],
        1,
        "\"c\" is not one of the training file's classes",
    );
    let wide = ScratchFile::new("wide.dat", "0 0 0 0\n");
    refused(
        &["train", "--multiclass", "ova"],
        &[("--data", &*two), ("--probe", &*wide)],
        1,
        "features",
    );
    refused(
        &[
            "train",
            "--multiclass",
            "structured",
            "--algo",
            "logistic-sgd",
        ],
        &[("--data", &*two)],
        2,
        "structured",
    );
}

#[test]
fn a_two_class_run_without_multiclass_is_unchanged() {
    let two = ScratchFile::new("cats_and_dogs.dat", "0 0 cat\n1 1 dog\n0 1 cat\n");
    let output = linlab(&["train", "--json"], &[("--data", &*two)]);
    let report = json(&output);
    assert_eq!(report["algo"], "pla");
    assert!(report.get("classes").is_none());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cat is × (−1), dog is ○ (+1)"), "{stderr}");
}
