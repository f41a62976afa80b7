//! Lecture 8's weighted learners against "virtual copying": with whole weights, linear
//! regression, logistic regression by GD and by SGD, and their E_in^w, each equal to the plain
//! learner (or error) on the set where point n is copied wₙ times; `linlab train
//! --weights/--cost` for them; and the numbers the lecture "Noise and error" states of the ideal
//! mini-target, computed.

use linlab::data::Dataset;
use linlab::learn::{
    Algorithm, Budget, Init, PointWeights, Settings, weighted_cross_entropy,
    weighted_regression_weights,
};
use linlab::loss::{ErrorMeasure, mean_error};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

use crate::bins::{copied, noisy_points, points_file};
use crate::support::{ScratchFile, floats, json, linlab};

/// Whole weights 0..=3 for `data`, drawn from `seed`.
fn whole_weights(data: &Dataset, seed: u64) -> Vec<u32> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..data.len()).map(|_| rng.random_range(0..4)).collect()
}

fn each(weights: &[u32]) -> PointWeights {
    PointWeights::Each(weights.iter().map(|&w| f64::from(w)).collect())
}

fn assert_close(a: &[f64], b: &[f64], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}");
    for (x, y) in a.iter().zip(b) {
        assert!((x - y).abs() <= 1e-9, "{what}: {a:?} against {b:?}");
    }
}

/// `settings` run for `steps` steps on the copies and weighted on the points; the two runs'
/// w after every step are handed to `compare`.
fn run_both(
    settings: &Settings,
    data: &Dataset,
    weights: &[u32],
    steps: usize,
    compare: impl Fn(&[f64], &[f64]),
) {
    let copies = copied(data, weights);
    let weighted = Settings {
        point_weights: each(weights),
        ..settings.clone()
    };
    let mut on_copies = settings.build(&copies).expect("learnable");
    let mut by_weight = weighted.build(data).expect("learnable");
    for _ in 0..steps {
        on_copies.step(&copies);
        by_weight.step(data);
        compare(on_copies.weights(), by_weight.weights());
    }
}

/// Linear regression (solved in one step) and logistic GD (200 steps) with whole weights are
/// the learners on the copies, within 1e-9 (the sums run in another order), with and without
/// weight decay.
#[test]
fn weighted_linear_regression_and_logistic_gd_are_the_learners_on_copies() {
    for (algorithm, steps) in [(Algorithm::Linreg, 1), (Algorithm::LogisticGd, 200)] {
        for seed in 0..3 {
            let data = noisy_points(seed);
            let weights = whole_weights(&data, seed);
            for lambda in [0.0, 0.3] {
                let settings = Settings {
                    lambda,
                    ..Settings::new(algorithm)
                };
                run_both(&settings, &data, &weights, steps, |a, b| {
                    assert_close(a, b, &format!("{algorithm:?}, seed {seed}, λ {lambda}"));
                });
            }
        }
    }
    // Equal weights are the plain solution, and a weight of 2 on every point changes nothing.
    let data = noisy_points(5);
    let plain = weighted_regression_weights(&data, None, 0.0);
    let twos = each(&vec![2; data.len()]).of(&data).expect("valid");
    assert_close(
        &weighted_regression_weights(&data, twos.as_ref(), 0.0),
        &plain,
        "twos",
    );
}

/// Started from linear regression, a weighted learner starts from the weighted solution: the
/// copies' start, within 1e-9, for logistic GD and SGD and the pocket.
#[test]
fn a_linear_regression_start_weighs_the_points() {
    for algorithm in [
        Algorithm::LogisticGd,
        Algorithm::LogisticSgd,
        Algorithm::Pocket,
    ] {
        let data = noisy_points(7);
        let weights = whole_weights(&data, 17);
        let settings = Settings {
            init: Init::Linreg,
            ..Settings::new(algorithm)
        };
        let on_copies = settings.build(&copied(&data, &weights)).expect("learnable");
        let weighted = Settings {
            point_weights: each(&weights),
            ..settings.clone()
        };
        let by_weight = weighted.build(&data).expect("learnable");
        assert_close(
            on_copies.weights(),
            by_weight.weights(),
            &format!("{algorithm:?} at t = 0"),
        );
        let plain = settings.build(&data).expect("learnable");
        assert_ne!(
            plain.weights(),
            by_weight.weights(),
            "{algorithm:?}: the weights count"
        );
    }
}

/// SGD draws point n with probability wₙ / Σ wₙ, by the same integer draw as SGD among the
/// copies: the two runs are the same run, bit for bit.
#[test]
fn weighted_logistic_sgd_is_logistic_sgd_on_copies() {
    for seed in 0..3 {
        let data = noisy_points(seed);
        let weights = whole_weights(&data, seed + 10);
        for lambda in [0.0, 0.3] {
            let settings = Settings {
                lambda,
                seed,
                budget: Budget {
                    max_updates: Some(500),
                    max_visits: None,
                },
                ..Settings::new(Algorithm::LogisticSgd)
            };
            run_both(&settings, &data, &weights, 500, |a, b| {
                assert_eq!(a, b, "seed {seed}, λ {lambda}");
            });
        }
    }
}

#[test]
fn e_in_w_of_cross_entropy_is_the_copies_mean() {
    let data = noisy_points(2);
    let weights = whole_weights(&data, 2);
    let copies = copied(&data, &weights);
    let w = [0.2, 1.5, -0.4];
    let point_weights = each(&weights).of(&data).expect("valid").expect("weighted");
    let weighted = weighted_cross_entropy(&point_weights, &data, &w);
    let on_copies = mean_error(&copies, &w, ErrorMeasure::CrossEntropy);
    assert!(
        (weighted - on_copies).abs() <= 1e-12,
        "{weighted} {on_copies}"
    );
}

/// The cost matrix moves logistic regression's line: under the CIA's costs (a false accept
/// costs 1000) the answer accepts fewer y = −1 points than under equal costs.
#[test]
fn the_cia_s_costs_move_weighted_logistic_regression() {
    let data = noisy_points(7);
    let false_accepts = |costs: PointWeights| {
        let settings = Settings {
            point_weights: costs,
            ..Settings::new(Algorithm::LogisticGd)
        };
        let mut learner = settings.build(&data).expect("learnable");
        for _ in 0..1000 {
            learner.step(&data);
        }
        let w = learner.answer().to_vec();
        (0..data.len())
            .filter(|&n| data.label(n) < 0.0 && data.margin(&w, n) <= 0.0)
            .count()
    };
    let equal = false_accepts(PointWeights::Equal);
    let cia = false_accepts(PointWeights::Cost {
        false_accept: 1000.0,
        false_reject: 1.0,
    });
    assert!(equal > 0, "noisy points leave false accepts");
    assert!(
        cia < equal,
        "false accepts {equal} equal, {cia} with the CIA's"
    );
}

// The command line.

fn train(algorithm: &str, extra: &[&str], data: &std::path::Path) -> serde_json::Value {
    let mut args = vec!["train", "--algo", algorithm, "--seed", "1", "--json"];
    args.extend_from_slice(extra);
    json(&linlab(&args, &[("--data", data)]))
}

/// `linlab train --weights` of linear regression and logistic GD is the learner on the file of
/// copied points; `--cost` reports E_in^w for every weighted learner.
#[test]
fn linlab_train_weighs_linear_and_logistic_regression() {
    let data = noisy_points(7);
    let weights = whole_weights(&data, 7);
    let weights_file = ScratchFile::new(
        "whole-weights.txt",
        &weights.iter().map(|w| format!("{w}\n")).collect::<String>(),
    );
    let copies = copied(&data, &weights);
    let copies_file = ScratchFile::new(
        "copies.dat",
        &(0..copies.len())
            .map(|n| {
                let x: Vec<f64> = copies.features(n).collect();
                format!("{} {} {}\n", x[0], x[1], copies.label(n))
            })
            .collect::<String>(),
    );
    let weights_arg = weights_file.to_string_lossy().into_owned();
    for algorithm in ["linreg", "logistic-gd"] {
        let weighted = train(algorithm, &["--weights", &weights_arg], &points_file());
        let plain = train(algorithm, &[], &copies_file);
        assert_close(
            &floats(&weighted["weights"]),
            &floats(&plain["weights"]),
            algorithm,
        );
        assert!(weighted["e_in_weighted"].is_f64(), "{algorithm}");
    }
    for algorithm in ["linreg", "logistic-gd", "logistic-sgd"] {
        let cia = train(algorithm, &["--cost", "1000,1"], &points_file());
        assert!(cia["e_in_weighted"].is_f64(), "{algorithm}");
    }
}

/// The lecture "Noise and error" states the ideal mini-target's numbers for P(y = +1|x) = 0.7:
/// they are computed here, and its caption and exercises must say the same.
#[test]
fn the_lecture_s_mini_target_numbers_are_computed() {
    let p = 0.7;
    let squared = |y: f64, s: f64| ErrorMeasure::Squared.of_margin(y * s);
    let expected_squared = |s: f64| p * squared(1.0, s) + (1.0 - p) * squared(-1.0, s);
    // Squared error's ideal guess: the mean of y, found as the least expected error on a grid.
    let best = (-1000..=1000)
        .map(|k| f64::from(k) / 1000.0)
        .min_by(|a, b| expected_squared(*a).total_cmp(&expected_squared(*b)))
        .expect("a grid");
    let mean = p - (1.0 - p);
    assert!((best - mean).abs() < 1e-9, "{best}");
    let round = |v: f64| format!("{}", (v * 1000.0).round() / 1000.0);
    let script = linlab::script::built_in("noise-and-error")
        .expect("built in")
        .script()
        .expect("reads");
    let caption = &script
        .scenes
        .iter()
        .find(|s| s.caption.en.contains("P(y = +1|x) = 0.7"))
        .expect("the mini-target's scene")
        .caption;
    for (what, value, written) in [
        ("0/1's expected error of +1", 1.0 - p, "0.3"),
        ("the mean of y", mean, "0.4"),
        ("its expected squared error", expected_squared(mean), "0.84"),
        ("+1's expected squared error", expected_squared(1.0), "1.2"),
    ] {
        assert_eq!(round(value), written, "{what}");
        for words in [&caption.en, &caption.zh] {
            assert!(words.contains(written), "{what}: {words}");
        }
    }
    // The two exercises ask for the squared error of the guess on each label (y·s = ±0.4), and
    // their explanations give it.
    let explanations: Vec<&str> = script
        .scenes
        .iter()
        .filter_map(|s| s.task.as_ref())
        .map(|task| task.explanation.en.as_str())
        .collect();
    for (y, written) in [(1.0, "0.36"), (-1.0, "1.96")] {
        assert_eq!(round(squared(y, mean)), written);
        assert!(
            explanations.iter().any(|e| e.contains(written)),
            "{written}: {explanations:?}"
        );
    }
}
