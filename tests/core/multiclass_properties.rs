//! Facts about the multiclass learners that hold for any points (MATH.md, "Multiclass"):
//!
//! - OVO with two classes is the binary learner on the points labelled +1 for class 0;
//! - the structured perceptron with two classes, a tie counted as a mistake, makes PLA's
//!   mistakes (PLA on class 1 = +1, the same η) and keeps w₁ = w_PLA, w₀ = −w_PLA bit for bit,
//!   so w₁ − w₀ = 2·w_PLA;
//! - a file with word labels reads and writes back as it was.

use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Event, Order, Settings};
use linlab::multiclass::{
    Method, MulticlassData, MulticlassLearner, MulticlassSettings, MulticlassStep,
};
use linlab::read::{Format, LabelColumn, parse_bytes_with};
use proptest::prelude::*;

/// Up to 24 points in the plane, each of class "a" or "b", both classes present.
fn two_class_points() -> impl Strategy<Value = (Vec<f64>, Vec<bool>)> {
    (2usize..24).prop_flat_map(|n| {
        (
            prop::collection::vec(-4.0f64..4.0, 2 * n),
            prop::collection::vec(any::<bool>(), n),
        )
            .prop_filter("both classes", |(_, is_b)| {
                is_b.iter().any(|&b| b) && is_b.iter().any(|&b| !b)
            })
    })
}

fn multiclass((features, is_b): &(Vec<f64>, Vec<bool>)) -> MulticlassData {
    let labels: Vec<&str> = is_b.iter().map(|&b| if b { "b" } else { "a" }).collect();
    MulticlassData::from_rows(2, features, &labels).expect("valid points")
}

/// The points labelled +1 where `positive_is_b` says.
fn binary((features, is_b): &(Vec<f64>, Vec<bool>), positive_is_b: bool) -> Dataset {
    let labels: Vec<f64> = is_b
        .iter()
        .map(|&b| if b == positive_is_b { 1.0 } else { -1.0 })
        .collect();
    Dataset::from_rows(2, features, &labels).expect("valid points")
}

fn settings(algorithm: Algorithm, eta: f64, max_visits: u64) -> Settings {
    Settings {
        order: Some(Order::Cyclic),
        eta,
        budget: Budget {
            max_updates: None,
            max_visits: Some(max_visits),
        },
        ..Settings::new(algorithm)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn ovo_with_two_classes_is_the_binary_learner(
        points in two_class_points(),
        algorithm in prop::sample::select(vec![Algorithm::Pla, Algorithm::LogisticSgd, Algorithm::Pocket]),
    ) {
        let data = multiclass(&points);
        let binary_settings = settings(algorithm, algorithm.default_eta(), 40 * data.len() as u64);
        let multiclass_settings = MulticlassSettings { binary: binary_settings.clone(), epochs: None };
        let mut ovo = MulticlassLearner::new(Method::Ovo, &data, &multiclass_settings).expect("two classes");
        ovo.run(u64::MAX);
        // The pair (a, b): +1 for a.
        let plain = binary(&points, false);
        let mut learner = binary_settings.build(&plain).expect("both classes");
        learner.run(&plain, u64::MAX);
        prop_assert_eq!(ovo.weights(), vec![learner.answer().to_vec()]);
        let model = ovo.model();
        for n in 0..plain.len() {
            let x: Vec<f64> = plain.features(n).collect();
            let s = learner.model().score(&x);
            let predicted = data.predicted_class(&model, n);
            prop_assert_eq!(predicted, Some(if s > 0.0 { 0 } else { 1 }));
        }
    }

    #[test]
    fn the_structured_perceptron_with_two_classes_is_pla(
        points in two_class_points(),
        eta in prop::sample::select(vec![1.0, 0.5, 0.1]),
        epochs in 1u64..8,
    ) {
        let data = multiclass(&points);
        let n = data.len() as u64;
        let pla_settings = settings(Algorithm::Pla, eta, epochs * n);
        let mut structured = MulticlassLearner::new(
            Method::Structured,
            &data,
            &MulticlassSettings { binary: pla_settings.clone(), epochs: None },
        ).expect("two classes");
        // PLA on the same points, class b (index 1) as +1.
        let plain = binary(&points, true);
        let mut pla = pla_settings.build(&plain).expect("both classes");
        loop {
            let pla_step = pla.step(&plain);
            let step = structured.step();
            let pla_point = match pla_step.event {
                Event::PointUpdate { point, .. } => Some(point),
                _ => None,
            };
            match step {
                MulticlassStep::Structured(s) => {
                    let point = s.correction.map(|c| c.point);
                    prop_assert_eq!(point, pla_point);
                    if let Some(c) = s.correction {
                        prop_assert_eq!(c.predicted, 1 - c.class);
                    }
                    prop_assert_eq!(s.visits, pla_step.visits);
                    prop_assert_eq!(s.stop, pla_step.stop);
                }
                MulticlassStep::Finished => prop_assert!(pla_step.stop.is_some()),
                MulticlassStep::Binary { .. } => prop_assert!(false, "not a decomposition"),
            }
            let weights = structured.weights();
            let w_pla = pla.weights();
            let minus: Vec<f64> = w_pla.iter().map(|v| -v).collect();
            prop_assert_eq!(&weights[1], w_pla);
            prop_assert_eq!(&weights[0], &minus);
            let difference: Vec<f64> = weights[1].iter().zip(&weights[0]).map(|(p, m)| p - m).collect();
            let twice: Vec<f64> = w_pla.iter().map(|v| 2.0 * v).collect();
            prop_assert_eq!(difference, twice);
            if pla_step.stop.is_some() {
                break;
            }
        }
        prop_assert_eq!(structured.counters(), pla.counters());
    }

    #[test]
    fn word_labels_round_trip(
        points in two_class_points(),
        third in prop::collection::vec(any::<bool>(), 24),
        format in prop::sample::select(vec![Format::Whitespace, Format::Csv, Format::Libsvm]),
    ) {
        let (features, is_b) = &points;
        let words = ["cat", "dog", "émeu"];
        let labels: Vec<&str> = is_b
            .iter()
            .zip(&third)
            .map(|(&b, &t)| if t { words[2] } else if b { words[1] } else { words[0] })
            .collect();
        let data = MulticlassData::from_rows(2, features, &labels).expect("valid points");
        let text = data.write(format, &[]);
        let loaded = parse_bytes_with(text.as_bytes(), "animals", LabelColumn::Classes).expect("reads back");
        prop_assert_eq!(loaded.format, format);
        let again = MulticlassData::from_loaded(&loaded).expect("classes");
        prop_assert_eq!(&again, &data);
        prop_assert_eq!(again.write(format, &[]), text);
        for (n, label) in labels.iter().enumerate() {
            prop_assert_eq!(again.classes().name(again.class(n)), *label);
        }
    }
}
