//! The fields: their syntax, the values a scene's state gives them, their writing, and the
//! claims written out by hand that the state contradicts.

use super::*;
use crate::learn::Algorithm;
use crate::lesson::window::Place as _;
use crate::script::fixtures::{SET_A, SET_B, cyclic};

#[test]
fn numbers_are_written_as_the_captions_write_them() {
    let written = |v: f64| Value::Number(v).written(None);
    assert_eq!(written(-2.0), "−2");
    assert_eq!(written(3.5), "3.5");
    assert_eq!(written(0.175), "0.175");
    assert_eq!(written(-0.0), "0");
    assert_eq!(written(-1e-12), "0");
    assert_eq!(written(9.285_714), "9.29");
    assert_eq!(written(-1.228_571), "−1.23");
    assert_eq!(written(0.058_4), "0.0584");
    assert_eq!(written(495.0), "495");
    assert_eq!(Value::Number(0.362_9).written(Some(2)), "0.36");
    assert_eq!(Value::Number(4.595_2).written(Some(2)), "4.6");
    assert_eq!(Value::Number(-0.001).written(Some(2)), "0");
    assert_eq!(
        Value::Vector(vec![-0.2311, 0.7689, 1.2689]).written(Some(2)),
        "(−0.23, 0.77, 1.27)"
    );
    assert_eq!(
        Value::Vector(vec![-2.0, 0.0, 3.5]).written(None),
        "(−2, 0, 3.5)"
    );
    assert_eq!(Value::Count { count: 1, of: 7 }.written(None), "1/7");
    assert_eq!(Value::Count { count: 3, of: 9 }.written(None), "3/9");
    assert_eq!(Value::Count { count: 1, of: 7 }.written(Some(3)), "0.143");
    assert_eq!(Value::Share(0.726_84).written(Some(0)), "73%");
    assert_eq!(Value::Share(0.979_16).written(None), "97.9%");
    assert_eq!(Value::Share(0.020_84).written(None), "2.1%");
    assert_eq!(Value::Share(1.0).written(None), "100%");
}

#[test]
fn the_syntax_reads_names_points_and_digits() {
    let fields = fields_in("w = {{w}}, y·s = {{ys:P3}}, μ₂ = {{ mu:2 }}, {{E_in|3}}, x_{t+1}");
    let fields: Vec<Field> = fields.into_iter().map(|f| f.expect("valid")).collect();
    assert_eq!(fields.len(), 4, "{fields:?}");
    assert_eq!((fields[0].name.as_str(), fields[0].index), ("w", None));
    assert_eq!((fields[1].name.as_str(), fields[1].index), ("ys", Some(3)));
    assert_eq!((fields[2].name.as_str(), fields[2].index), ("mu", Some(2)));
    assert_eq!(fields[3].decimals, Some(3));
    assert!(!has_fields("w_{t+1} = w_t + y·z, **bold**, `maths`"));
    for wrong in [
        "{{v}}",
        "{{w:P3}}",
        "{{ys}}",
        "{{ys:P0}}",
        "{{w|7}}",
        "{{ys:Q}}",
    ] {
        assert!(
            matches!(fields_in(wrong)[..], [Err(FieldError::Unknown { .. })]),
            "{wrong}"
        );
    }
    assert!(matches!(
        fields_in("w = {{w")[..],
        [Err(FieldError::Unclosed { .. })]
    ));
}

#[test]
fn a_pla_scene_fills_its_own_w_and_e_in() {
    // Lecture 1, scene 6: after three updates w = (−1, 2, 3) and P3 lies on the line.
    let values = SceneValues::of(&cyclic(Algorithm::Pla, SET_A.to_vec(), 3));
    assert_eq!(
        values.fill("t = {{t}}: w = {{w}}, y·s(P3) = {{ys:P3}}, P5's s = {{s:P5}}"),
        "t = 3: w = (−1, 2, 3), y·s(P3) = 0, P5's s = −5"
    );
    assert_eq!(values.fill("E_in = {{E_in}}"), "E_in = 1/6");
    assert_eq!(values.fill("α₃ = {{alpha:P3}}"), "α₃ = 1");
    // PLA has no pocket: the field shows, and says why.
    assert_eq!(values.fill("ŵ = {{w_hat}}"), "ŵ = {{w_hat}}?");
    assert!(matches!(
        values.problems("{{w_hat}} {{ys:P9}} {{v}}")[..],
        [
            FieldError::NotInScene { .. },
            FieldError::NoSuchIndex { count: 6, .. },
            FieldError::Unknown { .. }
        ]
    ));
}

#[test]
fn a_pocket_scene_has_its_pocket() {
    // Lecture 3, scene 6: t = 4, w = (−2, 0, 3.5), ŵ = (0, 3, 1) missing P5 and P7.
    let values = SceneValues::of(&cyclic(Algorithm::Pocket, SET_B.to_vec(), 4));
    assert_eq!(
        values.fill("{{w}}, ŵ = {{w_hat}}, E_in(ŵ) = {{E_in}} ({{mistakes}} points)"),
        "(−2, 0, 3.5), ŵ = (0, 3, 1), E_in(ŵ) = 2/7 (2 points)"
    );
    assert_eq!(values.fill("{{w_bar}}"), "{{w_bar}}?");
}

#[test]
fn the_svm_writes_w_without_its_bias() {
    let mut state = cyclic(Algorithm::Svm, SET_A.to_vec(), 1000);
    state.settings.order = None;
    let values = SceneValues::of(&state);
    assert_eq!(
        values.fill("w = {{w}}, b = {{b}}, D = {{D}}, {{sv}} SVs, α₃ = {{alpha:P3}}"),
        "w = (1, 1), b = 0, D = 1, 2 SVs, α₃ = 1"
    );
}

fn unlabelled(points: &[[i32; 2]], app: serde_json::Value) -> Lesson {
    Lesson {
        points: points
            .iter()
            .map(|&[a, b]| [f64::from(a), f64::from(b), 1.0])
            .collect(),
        app,
        ..Lesson::default()
    }
}

#[test]
fn k_means_and_pca_fill_their_numbers() {
    // Lecture 8, scenes 2 and 3: the assignment gives J = 9.29; the move μ₁ ≈ (4.33, 2.17).
    let set_c = [[1, 1], [1, 3], [2, 2], [4, 2], [6, 1], [6, 3], [7, 2]];
    let kmeans = |t: u64| {
        unlabelled(
            &set_c,
            serde_json::json!({
                "prefs": {"workspace": "cluster", "cluster": {"k": 2, "start": "clicked", "seed": 1}},
                (KMeansPlace::KEY): {"clicked": [2, 2, 1, 1], "t": t}
            }),
        )
    };
    assert_eq!(SceneValues::of(&kmeans(0)).fill("{{J}}"), "{{J}}?");
    assert_eq!(SceneValues::of(&kmeans(1)).fill("J = {{J}}"), "J = 9.29");
    assert_eq!(
        SceneValues::of(&kmeans(2)).fill("μ₁ = {{mu:1}}, J = {{J}}"),
        "μ₁ = (4.33, 2.17), J = 4.6"
    );
    // Scenes 6 and 7: Set P.
    let set_p = [[-2, -1], [-1, -1], [0, 0], [1, 1], [2, 1]];
    let pca = SceneValues::of(&unlabelled(
        &set_p,
        serde_json::json!({"prefs": {"workspace": "pca"}}),
    ));
    assert_eq!(
        pca.fill("u₁ = {{u:1}}, λ₁ = {{lambda:1}}, {{retained}} kept, {{lost}} lost"),
        "u₁ = (0.851, 0.526), λ₁ = 2.74, 97.9% kept, 2.1% lost"
    );
    assert_eq!(pca.fill("{{u:1|2}}"), "(0.85, 0.53)");
}

#[test]
fn claims_are_read_with_their_t_and_precision() {
    let read = claims("At t = 5, w = (−1, 2, 2.5) misses P7: E_in(ŵ) = 1/7. Then ŵ ≈ (0, 3, 1).");
    assert_eq!(read.len(), 3, "{read:?}");
    assert_eq!(read[0].written, "w = (−1, 2, 2.5)");
    assert_eq!(read[0].at_t, Some(5));
    assert!(read[1].is_e_in());
    assert_eq!(read[1].at_t, Some(5));
    // A new sentence is about the scene's own t again.
    assert_eq!(read[2].at_t, None);
    // Not claims about a state: a scaled vector, a subscripted w, a product, a subscripted t.
    assert!(
        claims("w_lin = (−1, 34, 28)/71; w_t = (1, 2); w = 0.5·(1, 2); x_{t+1} = 3").is_empty()
    );
    let approximate = &claims("w̄ ≈ (−1.23, 1.34, 2.46)")[0];
    assert!(approximate.agrees_with(&Value::Vector(vec![-1.2286, 1.3429, 2.4643])));
    assert!(!approximate.agrees_with(&Value::Vector(vec![-1.25, 1.3429, 2.4643])));
    let exact = &claims("E_in(CE) = 0.36")[0];
    assert!(exact.agrees_with(&Value::Number(0.3629)));
    assert!(!exact.agrees_with(&Value::Number(0.3671)));
}

#[test]
fn the_old_noise_scene_six_is_contradicted() {
    let state = cyclic(Algorithm::Pocket, SET_B.to_vec(), 4);
    let own = SceneValues::of(&state);
    let mut values = StateValues::new(&state, &own);
    let found = values.contradictions(
        "Pocket on the noisy set at t = 4: w = (0, 2, 0.5), and the pocket holds ŵ = (0, 2, 1), \
         which misses 2 points (P5 and P7).",
    );
    let written: Vec<&str> = found.iter().map(|c| c.written.as_str()).collect();
    assert_eq!(written, ["w = (0, 2, 0.5)", "ŵ = (0, 2, 1)"]);
    assert_eq!(found[0].actual, "(−2, 0, 3.5)");
    assert_eq!(found[0].t, 4);
    // The fixed caption, and a sentence about an earlier t of the same run, pass.
    assert!(
        values
            .contradictions(
                "t = 4: w = (−2, 0, 3.5), and the pocket holds ŵ = (0, 3, 1). \
                 At t = 2, ŵ = (0, 3, 1) with E_in = 2/7; at t = 1 w = (−1, 1, 2)."
            )
            .is_empty()
    );
    let wrong_e_in = values.contradictions("At t = 2, E_in = 1/7.");
    assert_eq!(wrong_e_in.len(), 1, "{wrong_e_in:?}");
    assert_eq!(wrong_e_in[0].actual, "2/7");
}

#[test]
fn a_scene_before_its_first_update_is_not_read() {
    // Its words are about what comes (the SVM "was" w = (1, 1) before SMO starts).
    let state = cyclic(Algorithm::Pla, SET_A.to_vec(), 0);
    let own = SceneValues::of(&state);
    assert!(
        StateValues::new(&state, &own)
            .contradictions("w = (1, 1, 1)")
            .is_empty()
    );
}

#[test]
fn the_transform_workspace_fills_the_learner_in_z_and_the_price_of_phi() {
    let lesson = crate::script::fixtures::transform_ring;
    // PLA in Z: w = (1, 0, 1) after P1, then P4, P6 and P1 again; it halts on a circle.
    let values = SceneValues::of(&lesson("circle", 1));
    assert_eq!(
        values.fill("{{t}}: w = {{w}}, {{mistakes}}"),
        "1: w = (1, 0, 1), 4"
    );
    assert_eq!(
        values.fill("{{radius:1}}"),
        "{{radius:1}}?",
        "1 + x₂² has no curve"
    );
    let values = SceneValues::of(&lesson("circle", 100));
    assert_eq!(
        values.fill("t = {{t}}, w = {{w}}, E_in = {{E_in}}, r = {{radius:1}} = {{radius:2|3}}"),
        "t = 4, w = (2, −1, −1), E_in = 0/9, r = 1.41 = 1.414"
    );
    assert_eq!(values.fill("{{d_tilde}}, {{d_vc}}"), "2, 3");
    let values = SceneValues::of(&lesson("poly:3", 0));
    assert_eq!(values.fill("{{d_tilde}}, {{d_vc}}"), "9, 10");
    assert_eq!(
        values.fill("{{radius:1}}"),
        "{{radius:1}}?",
        "Φ₃ is not the circle"
    );
}
