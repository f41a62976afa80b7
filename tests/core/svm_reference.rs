//! Every `../shared/reference/ref_svm_*.json` case (scikit-learn's `SVC`, i.e. libsvm, at its
//! optimum) reproduced by SMO run to a tight tolerance: s(x) on the probe points within
//! 1e-4·max(1, max|s|) of the reference, and D(α) within 1e-6 relative (MATH.md, "Support
//! vector machines": the optimum is unique in s, so s and D are compared, not raw α).

use std::path::PathBuf;

use crate::support::{floats, reference, reference_json};
use linlab::learn::{Algorithm, Settings, Stop};
use linlab::read::{LabelColumn, read_path, read_path_with};
use linlab::svm::{KernelKind, SvmSettings};
use serde_json::Value;

fn cases() -> Vec<(PathBuf, Value)> {
    let cases = reference_json(|name| name.starts_with("ref_svm_") && name.ends_with(".json"));
    assert!(cases.len() >= 6, "expected six SVM reference sets");
    cases
}

/// The settings of a reference case, with tolerance `tol`.
pub fn svm_settings(json: &Value, tol: f64) -> SvmSettings {
    let gamma = json["gamma"].as_f64().expect("gamma");
    let kernel = match json["kernel"].as_str().expect("kernel") {
        "linear" => KernelKind::Linear,
        "rbf" => KernelKind::Gaussian,
        "poly" => KernelKind::Polynomial,
        other => panic!("unknown kernel {other}"),
    };
    SvmSettings {
        kernel,
        sigma2: 1.0 / (2.0 * gamma),
        gamma,
        coef0: json["coef0"].as_f64().expect("coef0"),
        degree: json["degree"].as_u64().expect("degree") as u32,
        c: json["C"].as_f64().expect("C"),
        hard_margin: false,
        tol,
    }
}

#[test]
fn smo_reaches_libsvms_optimum() {
    for (path, json) in cases() {
        let data = read_path(&reference(json["data"].as_str().expect("data")))
            .expect("reference data reads")
            .data;
        let probe = read_path_with(
            &reference(json["probe"].as_str().expect("probe")),
            LabelColumn::Absent,
        )
        .expect("probe reads")
        .data;
        let settings = Settings {
            svm: svm_settings(&json, 1e-9),
            ..Settings::new(Algorithm::Svm)
        };
        let mut learner = settings.build(&data).expect("valid settings");
        let steps = learner.run(&data, 10_000_000);
        let what = path.display().to_string();
        assert_eq!(learner.stopped(), Some(Stop::Converged), "{what}");
        let smo = learner.smo().expect("the SVM's solve");
        let want_dual = json["dual_objective"].as_f64().expect("dual_objective");
        let got_dual = smo.dual_objective();
        assert!(
            (got_dual - want_dual).abs() <= 1e-6 * want_dual.abs(),
            "{what}: D = {got_dual}, reference {want_dual} ({steps} steps)"
        );
        let want = floats(&json["decision_probe"]);
        let scale = want.iter().fold(1.0f64, |m, s| m.max(s.abs()));
        let model = learner.model();
        assert_eq!(want.len(), probe.len(), "{what}: probe rows");
        for (n, s_ref) in want.iter().enumerate() {
            let x: Vec<f64> = probe.features(n).collect();
            let s = model.score(&x);
            assert!(
                (s - s_ref).abs() <= 1e-4 * scale,
                "{what}: probe {n}: s = {s}, reference {s_ref}"
            );
        }
        if let Some(w) = json.get("weights") {
            let got = learner.weights();
            assert_eq!(got.len(), floats(w).len(), "{what}: [b, w₁, …, w_d]");
            for (g, r) in got.iter().zip(floats(w)) {
                assert!((g - r).abs() <= 1e-4 * scale, "{what}: w = {got:?}");
            }
        }
    }
}

#[test]
fn hard_margin_matches_the_large_c_reference_on_separable_data() {
    let json = cases()
        .into_iter()
        .find(|(p, _)| p.ends_with("ref_svm_hard.json"))
        .expect("the hard-margin case")
        .1;
    let data = read_path(&reference("ref_svm_hard.dat"))
        .expect("reads")
        .data;
    let settings = Settings {
        svm: SvmSettings {
            hard_margin: true,
            ..svm_settings(&json, 1e-9)
        },
        ..Settings::new(Algorithm::Svm)
    };
    let mut learner = settings.build(&data).expect("valid settings");
    learner.run(&data, 1_000_000);
    let smo = learner.smo().expect("the SVM's solve");
    assert!(
        smo.converged(),
        "the hard margin converges on separable data (gap {})",
        smo.kkt_gap()
    );
    let want = json["dual_objective"].as_f64().expect("dual_objective");
    assert!((smo.dual_objective() - want).abs() <= 1e-6 * want);
    let mut support = smo.support();
    let mut want_support: Vec<usize> = json["support"]
        .as_array()
        .expect("support")
        .iter()
        .map(|v| v.as_u64().expect("index") as usize)
        .collect();
    support.sort_unstable();
    want_support.sort_unstable();
    assert_eq!(support, want_support);
}
