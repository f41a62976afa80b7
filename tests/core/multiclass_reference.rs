//! Multiclass learners against scikit-learn (`../shared/reference/ref_multi4.*`): OVA PLA and OVA
//! logistic SGD (cyclic, file order, from w = 0) give its per-class weights within 1e-9 after 1,
//! 5 and 20 epochs, and predict its classes on the probe points (MATH.md, "Multiclass": OVA on
//! y' = 2[y = k] − 1, prediction argmax_k s_k).
//!
//! OVO with a linear SVM (C = 1) — libsvm's SVC — gives its pairwise decision values and its
//! tournament's classes on the probe points.

use crate::support::{floats, reference};
use linlab::learn::{Algorithm, Budget, Order, Settings};
use linlab::model::Prediction;
use linlab::multiclass::{Method, MulticlassData, MulticlassLearner, MulticlassSettings};
use linlab::read::{LabelColumn, read_path_with};
use serde_json::Value;

fn json() -> Value {
    let text = std::fs::read_to_string(reference("ref_multi4.json")).expect("the reference");
    serde_json::from_str(&text).expect("valid JSON")
}

fn probe_points() -> Vec<Vec<f64>> {
    let loaded = read_path_with(&reference("ref_multi4.probe.dat"), LabelColumn::Absent)
        .expect("the probe points read");
    (0..loaded.data.len())
        .map(|n| loaded.data.features(n).collect())
        .collect()
}

#[test]
fn ova_reproduces_scikit_learn_weights_and_probe_predictions() {
    let json = json();
    let loaded = read_path_with(&reference("ref_multi4.dat"), LabelColumn::Classes)
        .expect("the reference data reads");
    let data = MulticlassData::from_loaded(&loaded).expect("classes");
    assert_eq!(data.len() as u64, json["n"].as_u64().expect("n"));
    let classes: Vec<f64> = floats(&json["classes"]);
    let names: Vec<f64> = data
        .classes()
        .names()
        .iter()
        .map(|n| n.parse().expect("numeric classes"))
        .collect();
    assert_eq!(names, classes);
    let probe = probe_points();
    let mut checked = 0;
    for (key, algorithm) in [
        ("ova_pla", Algorithm::Pla),
        ("ova_logistic_sgd", Algorithm::LogisticSgd),
    ] {
        for case in json[key].as_array().expect("cases") {
            let eta = case["eta"].as_f64().expect("eta");
            let epochs = case["epochs"].as_u64().expect("epochs");
            let settings = MulticlassSettings {
                binary: Settings {
                    order: Some(Order::Cyclic),
                    eta,
                    budget: Budget::default(),
                    ..Settings::new(algorithm)
                },
                epochs: Some(epochs),
            };
            let mut learner =
                MulticlassLearner::new(Method::Ova, &data, &settings).expect("valid settings");
            learner.run(u64::MAX);
            assert!(learner.finished());
            let what = format!("{key} η={eta} epochs={epochs}");
            let weights = learner.weights();
            let want = case["weights"].as_array().expect("weights per class");
            assert_eq!(weights.len(), want.len(), "{what}");
            for (k, (got, want)) in weights.iter().zip(want).enumerate() {
                let want = floats(want);
                assert_eq!(got.len(), want.len(), "{what}: w_{k}");
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        (g - w).abs() <= 1e-9,
                        "{what}: w_{k}[{i}] = {g}, reference {w}"
                    );
                }
            }
            let model = learner.model();
            let want = floats(&case["predict_probe"]);
            assert_eq!(want.len(), probe.len());
            for (x, want) in probe.iter().zip(want) {
                let Prediction::Class(k) = model.predict(x) else {
                    panic!("{what}: a class for every probe point");
                };
                assert_eq!(names[k], want, "{what}: probe point {x:?}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 6);
}

#[test]
fn ovo_with_a_linear_svm_decides_and_predicts_as_libsvm() {
    let json = json();
    let libsvm = &json["ovo_svm_linear_c1"];
    let loaded = read_path_with(&reference("ref_multi4.dat"), LabelColumn::Classes)
        .expect("the reference data reads");
    let data = MulticlassData::from_loaded(&loaded).expect("classes");
    let mut binary = Settings::new(Algorithm::Svm);
    binary.svm.c = 1.0;
    binary.svm.tol = 1e-9;
    let settings = MulticlassSettings {
        binary,
        epochs: None,
    };
    let mut learner = MulticlassLearner::new(Method::Ovo, &data, &settings).expect("valid");
    learner.run(u64::MAX);
    assert!(learner.finished());
    let names: Vec<f64> = data
        .classes()
        .names()
        .iter()
        .map(|n| n.parse().expect("numeric classes"))
        .collect();
    let pairs: Vec<Vec<f64>> = libsvm["pairs"]
        .as_array()
        .expect("pairs")
        .iter()
        .map(floats)
        .collect();
    let model = learner.model();
    let linlab::model::Model::PerClass(per_pair) = &model else {
        panic!("OVO yields one model per pair");
    };
    assert_eq!(per_pair.models.len(), pairs.len());
    let probe = probe_points();
    let decisions = libsvm["decision_probe"].as_array().expect("decisions");
    assert_eq!(decisions.len(), probe.len());
    for (x, want) in probe.iter().zip(decisions) {
        let want = floats(want);
        assert_eq!(want.len(), per_pair.models.len(), "a value per pair");
        let scale = want.iter().fold(1.0f64, |m, v| m.max(v.abs()));
        for (p, (pair_model, w)) in per_pair.models.iter().zip(&want).enumerate() {
            // libsvm's pair (k, l) decides +1 for k, as linlab's y' = +1 iff y = k.
            let s = pair_model.score(x);
            assert!(
                (s - w).abs() <= 1e-4 * scale,
                "pair {:?} at {x:?}: s = {s}, libsvm {w}",
                pairs[p]
            );
        }
    }
    let want = floats(&libsvm["predict_probe"]);
    assert_eq!(want.len(), probe.len());
    for (x, want) in probe.iter().zip(want) {
        let Prediction::Class(k) = model.predict(x) else {
            panic!("a class for every probe point");
        };
        assert_eq!(names[k], want, "probe point {x:?}");
    }
}
