//! K-means and PCA against scikit-learn's answers in `../shared/reference/` (MATH.md, "K-means":
//! the first K rows as initial centres, ties to the lower index, J the mean squared distance;
//! "PCA": Σ = (1/m)XᵀX of the centred points, axes by decreasing eigenvalue).

use crate::support::{floats, reference};
use linlab::cluster::{self, Half, Init, KMeansSettings, Points};
use linlab::read::{LabelColumn, read_path_with};
use serde_json::Value;

const TOLERANCE: f64 = 1e-9;

fn json(name: &str) -> Value {
    let text = std::fs::read_to_string(reference(name)).expect("readable json");
    serde_json::from_str(&text).expect("valid json")
}

/// The points of a reference file; its label column (classes 1, 2, 3 for K-means) set aside.
fn points(name: &str) -> Points {
    let loaded = read_path_with(&reference(name), LabelColumn::Ignored).expect("a good file");
    Points::from_dataset(&loaded.data)
}

fn rows(v: &Value) -> Vec<f64> {
    v.as_array()
        .expect("rows")
        .iter()
        .flat_map(floats)
        .collect()
}

fn assert_close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= TOLERANCE,
            "{what}[{i}] = {g}, reference {w}"
        );
    }
}

#[test]
fn kmeans_centres_labels_and_j_after_1_2_3_and_100_iterations() {
    let reference = json("ref_kmeans3.json");
    let points = points(reference["data"].as_str().expect("data file"));
    assert_eq!(points.len() as u64, reference["n"].as_u64().expect("n"));
    let k = reference["k"].as_u64().expect("k") as usize;
    let settings = KMeansSettings {
        init: Init::First,
        ..KMeansSettings::new(k)
    };
    let cases = reference["iterations"].as_array().expect("cases");
    let asked: Vec<u64> = cases
        .iter()
        .map(|c| c["iterations"].as_u64().expect("iterations"))
        .collect();
    assert_eq!(asked, [1, 2, 3, 100]);
    for case in cases {
        let iterations = case["iterations"].as_u64().expect("iterations");
        let what = format!("after {iterations} iterations");
        let mut kmeans = settings.build(&points).expect("valid settings");
        kmeans.run(&points, iterations);
        assert_close(
            &kmeans.centres().centres,
            &rows(&case["centres"]),
            &format!("centres {what}"),
        );
        let labels: Vec<usize> = case["labels_to_final_centres"]
            .as_array()
            .expect("labels")
            .iter()
            .map(|l| l.as_u64().expect("a label") as usize)
            .collect();
        assert_eq!(kmeans.labels(), labels, "labels {what}");
        let cost = cluster::cost(&points, kmeans.centres(), kmeans.labels());
        let want = case["J_to_final_centres"].as_f64().expect("J");
        assert!(
            (cost - want).abs() <= TOLERANCE,
            "J {what}: {cost}, reference {want}"
        );
        assert!(
            (kmeans.cost().expect("assigned") - want).abs() <= TOLERANCE,
            "J as the steps tracked it {what}"
        );
    }
}

#[test]
fn kmeans_by_half_steps_reaches_the_same_centres() {
    let reference = json("ref_kmeans3.json");
    let points = points("ref_kmeans3.dat");
    let mut kmeans = KMeansSettings {
        init: Init::First,
        ..KMeansSettings::new(3)
    }
    .build(&points)
    .expect("valid settings");
    let cases = reference["iterations"].as_array().expect("cases");
    for (iteration, case) in cases.iter().take(2).enumerate() {
        let assign = kmeans.step(&points).expect("not converged yet");
        assert_eq!(assign.half, Half::Assign);
        let moved = kmeans.step(&points).expect("a move follows");
        assert_eq!(moved.half, Half::Move);
        assert!(moved.empty_clusters.is_empty());
        assert_close(
            &kmeans.centres().centres,
            &rows(&case["centres"]),
            &format!("centres after {} half steps", 2 * (iteration + 1)),
        );
    }
    // Iteration 3 moves nothing: the third assignment changes no label.
    let last = kmeans.step(&points).expect("an assignment");
    assert_eq!(
        (last.half, last.changed, last.converged),
        (Half::Assign, 0, true)
    );
    assert_eq!(kmeans.iterations(), 2);
    assert_eq!(kmeans.step(&points), None);
}

#[test]
fn pca_mean_ratios_and_axes() {
    let reference = json("ref_pca.json");
    let points = points(reference["data"].as_str().expect("data file"));
    let axes = cluster::pca(&points).expect("valid points");
    let want = &reference["pca"];
    assert_close(&axes.mean, &floats(&want["mean"]), "mean");
    assert_close(
        &axes.explained_variance_ratio(),
        &floats(&want["explained_variance_ratio"]),
        "explained variance ratio",
    );
    let components = want["components"].as_array().expect("components");
    assert_eq!(components.len(), axes.axis_count());
    for (k, component) in components.iter().enumerate() {
        let want = floats(component);
        let got = axes.axis(k);
        // Up to sign; linlab's sign (first coordinate ≥ 0) is also the reference's.
        let flipped: Vec<f64> = got.iter().map(|v| -v).collect();
        let same = got
            .iter()
            .zip(&want)
            .all(|(g, w)| (g - w).abs() <= TOLERANCE);
        let opposite = flipped
            .iter()
            .zip(&want)
            .all(|(g, w)| (g - w).abs() <= TOLERANCE);
        assert!(same || opposite, "axis {k}: {got:?}, reference {want:?}");
        assert!(
            same,
            "axis {k}: the sign convention differs from the reference's"
        );
    }
    let error = cluster::reconstruction_error_ratio(&points, &axes, 1);
    let ratios = floats(&want["explained_variance_ratio"]);
    assert!(
        (error - ratios[1]).abs() <= TOLERANCE,
        "error ratio with K = 1: {error}"
    );
}
