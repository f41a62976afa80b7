//! `linlab cluster` and `linlab pca` end to end: the reference answers through the command
//! line, every file format and dimension, files without labels, and the exit code and message
//! for bad files and bad K.

use std::path::Path;
use std::process::Output;

use serde_json::Value;

use crate::support::{corpus, floats, json, linlab, shared, stderr, stdout};

/// Runs linlab on the points of `data`.
fn linlab_on(args: &[&str], data: &Path) -> Output {
    linlab(args, &[("--data", data)])
}

fn assert_close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() <= 1e-9, "{what}: {got:?}, reference {want:?}");
    }
}

/// Exit code `code`, nothing on stdout, and a message saying each of `needles`.
fn assert_refused(output: &Output, code: i32, needles: &[&str]) {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(code), "{message}");
    assert!(output.stdout.is_empty(), "no report on failure");
    assert!(message.starts_with("error: "), "{message}");
    for needle in needles {
        assert!(message.contains(needle), "{message} should say {needle:?}");
    }
}

#[test]
fn cluster_gives_the_reference_centres_labels_and_j() {
    let reference: Value = serde_json::from_str(
        &std::fs::read_to_string(shared("reference/ref_kmeans3.json")).expect("reference"),
    )
    .expect("json");
    let last = &reference["iterations"][3];
    let args = ["cluster", "--k", "3", "--init", "first", "--json"];
    let report = json(&linlab_on(&args, &shared("reference/ref_kmeans3.dat")));
    assert_eq!(
        (report["n"].as_u64(), report["d"].as_u64()),
        (Some(150), Some(2))
    );
    for (got, want) in report["centres"]
        .as_array()
        .expect("centres")
        .iter()
        .zip(last["centres"].as_array().expect("centres"))
    {
        assert_close(&floats(got), &floats(want), "centre");
    }
    assert_eq!(report["labels"], last["labels_to_final_centres"]);
    let j = report["J"].as_f64().expect("J");
    assert!((j - last["J_to_final_centres"].as_f64().expect("J")).abs() <= 1e-9);
    assert_eq!(report["iterations"], 2);
    assert_eq!(report["converged"], true);
    assert_eq!(report["sizes"].as_array().map(Vec::len), Some(3));
}

#[test]
fn cluster_stops_at_the_iteration_budget() {
    let args = [
        "cluster",
        "--k",
        "3",
        "--init",
        "first",
        "--iterations",
        "1",
    ];
    let output = linlab_on(
        &[&args[..], &["--json"]].concat(),
        &shared("reference/ref_kmeans3.dat"),
    );
    let report = json(&output);
    assert_eq!(report["iterations"], 1);
    assert_eq!(report["converged"], false);
    let summary = stdout(&linlab_on(&args, &shared("reference/ref_kmeans3.dat")));
    assert!(summary.contains("stopped after 1 iteration,"), "{summary}");
}

#[test]
fn cluster_reads_every_format_and_any_dimension() {
    for (file, d) in [
        (shared("data/course/hw3_train.dat"), 20),
        (shared("data/course/hw1_15_train.dat"), 4),
        (corpus("good/svm_toy.libsvm"), 0),
        (corpus("good/spreadsheet.csv"), 0),
        (corpus("good/semicolon.csv"), 0),
    ] {
        for init in ["first", "random", "kmeans++"] {
            let args = [
                "cluster", "--k", "2", "--init", init, "--seed", "7", "--json",
            ];
            let report = json(&linlab_on(&args, &file));
            let n = report["n"].as_u64().expect("n") as usize;
            let dim = report["d"].as_u64().expect("d") as usize;
            if d > 0 {
                assert_eq!(dim, d, "{}", file.display());
            }
            assert_eq!(report["labels"].as_array().map(Vec::len), Some(n));
            let centres = report["centres"].as_array().expect("centres");
            assert_eq!(centres.len(), 2);
            assert!(centres.iter().all(|c| floats(c).len() == dim));
            assert!(report["J"].as_f64().expect("J") >= 0.0);
        }
    }
}

#[test]
fn labels_of_any_kind_are_ignored_and_a_file_may_have_none() {
    // The reference's labels are 1, 2, 3: a classifier refuses them, clustering ignores them.
    let three_classes = shared("reference/ref_kmeans3.dat");
    assert_eq!(linlab_on(&["train"], &three_classes).status.code(), Some(1));
    let dir = std::env::temp_dir().join(format!("linlab-cli-cluster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp folder");
    let unlabelled = dir.join("unlabelled.dat");
    std::fs::write(&unlabelled, "0 0 0\n0 1 0\n10 10 10\n10 11 10\n").expect("written");
    let report = json(&linlab_on(
        &[
            "cluster",
            "--k",
            "2",
            "--init",
            "first",
            "--no-labels",
            "--json",
        ],
        &unlabelled,
    ));
    assert_eq!(report["d"], 3);
    assert_eq!(report["labels"], serde_json::json!([0, 0, 1, 1]));
    assert_eq!(
        report["centres"],
        serde_json::json!([[0.0, 0.5, 0.0], [10.0, 10.5, 10.0]])
    );
    let pca = json(&linlab_on(&["pca", "--no-labels", "--json"], &unlabelled));
    assert_eq!(pca["d"], 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cluster_refuses_bad_files_and_bad_k() {
    let data = shared("reference/ref_kmeans3.dat");
    let too_many = linlab_on(&["cluster", "--k", "151"], &data);
    assert_refused(&too_many, 1, &["ref_kmeans3.dat", "K = 151", "150"]);
    assert_refused(&linlab_on(&["cluster", "--k", "0"], &data), 2, &["K"]);
    let missing_k = linlab_on(&["cluster"], &data);
    assert_eq!(missing_k.status.code(), Some(2));
    let bad_init = linlab_on(&["cluster", "--k", "2", "--init", "middle"], &data);
    assert_eq!(bad_init.status.code(), Some(2));
    for (file, needles) in [
        ("bad/nan_value.dat", &["nan_value.dat", "line"][..]),
        ("bad/ragged_longer_row.dat", &["line"]),
        ("bad/empty.dat", &["empty"]),
        ("bad/binary_garbage.bin", &[]),
        ("does_not_exist.dat", &["no such file"]),
    ] {
        let output = linlab_on(&["cluster", "--k", "2", "--json"], &corpus(file));
        assert_refused(&output, 1, needles);
    }
}

#[test]
fn no_bad_file_makes_cluster_or_pca_panic() {
    for entry in std::fs::read_dir(corpus("bad")).expect("the bad-file corpus") {
        let path = entry.expect("entry").path();
        for args in [&["cluster", "--k", "1"][..], &["pca"]] {
            let output = linlab_on(args, &path);
            // Files refused only for their labels are good points for clustering.
            assert!(
                matches!(output.status.code(), Some(0 | 1)),
                "{}: {output:?}",
                path.display()
            );
            assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));
        }
    }
}

#[test]
fn the_cluster_summary_speaks_english_and_chinese() {
    let data = shared("reference/ref_kmeans3.dat");
    let args = ["cluster", "--k", "3", "--init", "first"];
    let english = stdout(&linlab_on(&args, &data));
    assert!(
        english.starts_with("K-means, K = 3, init first, seed 0 on "),
        "{english}"
    );
    assert!(
        english.contains("converged after 2 iterations"),
        "{english}"
    );
    assert!(english.contains("J = 0.298881"), "{english}");
    assert!(
        english.contains("centre 1 = [0.142429, -0.940238]   (50 points)"),
        "{english}"
    );
    let chinese = stdout(&linlab_on(
        &[&["--lang", "zh-CN"][..], &args].concat(),
        &data,
    ));
    assert!(chinese.contains("K 均值"), "{chinese}");
    assert!(
        chinese.contains("中心 1 = [0.142429, -0.940238]"),
        "{chinese}"
    );
    let refused = linlab_on(&["--lang", "zh-CN", "cluster", "--k", "500"], &data);
    assert!(stderr(&refused).contains("个簇"), "{}", stderr(&refused));
}

#[test]
fn pca_gives_the_reference_axes() {
    let reference: Value = serde_json::from_str(
        &std::fs::read_to_string(shared("reference/ref_pca.json")).expect("reference"),
    )
    .expect("json");
    let want = &reference["pca"];
    let report = json(&linlab_on(
        &["pca", "--json"],
        &shared("reference/ref_pca.dat"),
    ));
    assert_eq!(report["k"], 2);
    assert_close(&floats(&report["mean"]), &floats(&want["mean"]), "mean");
    let ratios = floats(&want["explained_variance_ratio"]);
    assert_close(
        &floats(&report["explained_variance_ratio"]),
        &ratios,
        "ratios",
    );
    for (got, want) in report["components"]
        .as_array()
        .expect("components")
        .iter()
        .zip(want["components"].as_array().expect("components"))
    {
        assert_close(&floats(got), &floats(want), "axis");
    }
    let one = json(&linlab_on(
        &["pca", "--k", "1", "--json"],
        &shared("reference/ref_pca.dat"),
    ));
    assert_eq!(one["components"].as_array().map(Vec::len), Some(1));
    assert_eq!(one["eigenvalues"].as_array().map(Vec::len), Some(1));
    let retained = one["retained_variance"].as_f64().expect("retained");
    let error = one["reconstruction_error_ratio"].as_f64().expect("error");
    assert!((retained - ratios[0]).abs() <= 1e-9);
    assert!((retained + error - 1.0).abs() <= 1e-12);
    let summary = stdout(&linlab_on(
        &["pca", "--k", "1"],
        &shared("reference/ref_pca.dat"),
    ));
    assert!(
        summary.contains("1 axis keeps 91.34% of the variance"),
        "{summary}"
    );
}

#[test]
fn pca_takes_any_dimension_and_refuses_bad_k() {
    let hw = shared("data/course/hw1_15_train.dat");
    let report = json(&linlab_on(&["pca", "--json"], &hw));
    assert_eq!(
        (report["d"].as_u64(), report["k"].as_u64()),
        (Some(4), Some(4))
    );
    let axes: Vec<Vec<f64>> = report["components"]
        .as_array()
        .expect("components")
        .iter()
        .map(floats)
        .collect();
    for (a, u) in axes.iter().enumerate() {
        for (b, v) in axes.iter().enumerate() {
            let dot: f64 = u.iter().zip(v).map(|(p, q)| p * q).sum();
            assert!((dot - f64::from(u8::from(a == b))).abs() <= 1e-9);
        }
    }
    assert_refused(
        &linlab_on(&["pca", "--k", "5"], &hw),
        1,
        &["K = 5", "d = 4"],
    );
    assert_refused(&linlab_on(&["pca", "--k", "0"], &hw), 2, &["K"]);
    let libsvm = json(&linlab_on(
        &["pca", "--json"],
        &corpus("good/svm_toy.libsvm"),
    ));
    assert!(libsvm["d"].as_u64().expect("d") >= 1);
    assert_refused(
        &linlab_on(&["pca"], &corpus("bad/not_a_number.dat")),
        1,
        &["line"],
    );
}
