//! Lectures 3–4 and 8 in numbers: one bin's measured P[|ν − μ| > ε] against the exact binomial
//! tail and Hoeffding's bound, the coin game against its exact law, many bins against the union
//! bound, the weighted pocket against the plain pocket on copied points, and `linlab hoeffding`,
//! `linlab coins` and `linlab train --weights/--cost` end to end.

use std::path::Path;

use linlab::bins::area::disagreement;
use linlab::bins::bin::{Bin, Sampling, curve_over_eps};
use linlab::bins::binomial::{Binomial, hoeffding};
use linlab::bins::coins::{CoinGame, someone_all_heads};
use linlab::bins::many::ManyBins;
use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Order, PointWeights, Settings};
use linlab::target::Target;
use proptest::prelude::*;
use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;

use crate::support::{ScratchFile, json, linlab, stderr, stdout};

/// How many standard errors a measured frequency may stray from its exact probability: a
/// normal frequency passes 5σ once in 1.7 million runs, and the seeds are fixed.
const SIGMAS: f64 = 5.0;

/// The tolerance of a frequency of probability `p` over `trials` draws: 5 standard errors,
/// plus one draw's worth so that p = 0 or 1 is not held to exactly 0.
fn tolerance(p: f64, trials: u64) -> f64 {
    SIGMAS * (p * (1.0 - p) / trials as f64).sqrt() + 1.0 / trials as f64
}

#[test]
fn the_measured_frequency_meets_the_exact_tail_within_five_standard_errors() {
    for (mu, n, eps, seed) in [
        (0.5, 10, 0.1, 1),
        (0.5, 10, 0.3, 2),
        (0.9, 40, 0.05, 3),
        (0.2, 100, 0.1, 4),
        (0.0, 20, 0.1, 5),
    ] {
        let bin = Bin::new(mu, n, eps).expect("valid");
        let trials = 20_000;
        let mut sampling = Sampling::new(bin, seed);
        sampling.draw(trials);
        let exact = bin.exact();
        assert!(
            (sampling.measured() - exact).abs() <= tolerance(exact, trials),
            "μ {mu} N {n} ε {eps}: measured {} exact {exact}",
            sampling.measured()
        );
        assert!(exact <= bin.bound());
        // The curve over ε reads the same samples.
        let curve = curve_over_eps(&sampling, &[eps]);
        assert_eq!(curve[0].measured, sampling.measured());
        assert_eq!(curve[0].exact, exact);
    }
}

#[test]
fn the_exact_tail_at_n_100_000_is_the_normal_tail_far_out() {
    // P[|ν − ½| > 0.01] at N = 10⁵: 6.32 standard deviations, about 2.6·10⁻¹⁰.
    let tail = Binomial::new(100_000, 0.5).tail(0.01);
    assert!((1e-10..5e-10).contains(&tail), "{tail}");
    assert!(tail < hoeffding(100_000, 0.01));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Hoeffding: P[|ν − μ| > ε] ≤ 2·exp(−2ε²N), whatever μ, N and ε.
    #[test]
    fn hoeffding_bounds_the_exact_tail(mu in 0.0..=1.0f64, n in 1u64..3000, eps in 0.001..1.0f64) {
        let tail = Binomial::new(n, mu).tail(eps);
        prop_assert!(tail <= hoeffding(n, eps) + 1e-12, "tail {} bound {}", tail, hoeffding(n, eps));
        prop_assert!((0.0..=1.0).contains(&tail));
    }
}

#[test]
fn the_least_heads_coin_s_mean_meets_its_exact_expectation() {
    let game = CoinGame::new(1000, 10).expect("valid");
    let runs = 20_000;
    let outcome = game.play(runs, 11).expect("valid");
    let exact = game.least_heads_mean();
    assert!((exact - 0.0376).abs() < 1e-4, "{exact}");
    assert_eq!(outcome.nu_min.exact_mean, exact);
    // ν_min's standard deviation from its exact law.
    let law = &outcome.nu_min.exact;
    let second: f64 = law
        .iter()
        .enumerate()
        .map(|(k, p)| (k as f64 / 10.0).powi(2) * p)
        .sum();
    let error = ((second - exact * exact) / runs as f64).sqrt();
    assert!(
        (outcome.nu_min.mean - exact).abs() <= SIGMAS * error,
        "{} against {exact} ± {error}",
        outcome.nu_min.mean
    );
    // ν₁ and ν_rand: Binomial(10, ½)/10, standard deviation √(0.025) per run.
    let one = (0.025 / runs as f64).sqrt();
    for coin in [&outcome.nu_1, &outcome.nu_rand] {
        assert!((coin.mean - 0.5).abs() <= SIGMAS * one, "{}", coin.mean);
        assert_eq!(coin.histogram.iter().sum::<u64>(), runs);
    }
}

#[test]
fn someone_in_the_class_gets_five_heads() {
    let exact = someone_all_heads(150, 5);
    assert!((exact - (1.0 - (31.0f64 / 32.0).powi(150))).abs() < 1e-14);
    let runs = 4000;
    let outcome = CoinGame::new(150, 5)
        .expect("valid")
        .play(runs, 2)
        .expect("valid");
    assert_eq!(outcome.all_heads_exact, exact);
    assert!((outcome.all_heads_measured - exact).abs() <= tolerance(exact, runs));
}

#[test]
fn a_line_s_exact_e_out_meets_a_large_fresh_sample() {
    let bins = ManyBins::random(6, 9).expect("valid");
    let target = Target {
        w: bins.target.to_vec(),
        noise: 0.0,
        low: vec![-1.0, -1.0],
        high: vec![1.0, 1.0],
    };
    for (h, &mu) in bins.hypotheses.iter().zip(&bins.mu) {
        assert_eq!(mu, disagreement(*h, bins.target));
        let fresh = target.e_out(|x| h[0] + h[1] * x[0] + h[2] * x[1], 100_000, 4);
        assert!(
            (fresh.disagreement - mu).abs() <= tolerance(mu, 100_000),
            "{h:?}: {mu} against {}",
            fresh.disagreement
        );
    }
}

#[test]
fn many_bins_stay_under_the_union_bound_and_the_least_e_in_is_biased() {
    let bins = ManyBins::random(20, 3).expect("valid");
    let samples = 2000;
    let outcome = bins.run(20, 0.2, samples, 5).expect("valid");
    // Each bin alone: its measured frequency under its own Hoeffding bound (5 SE of slack).
    for (bad, &mu) in outcome.bad_per_hypothesis.iter().zip(&bins.mu) {
        let exact = Binomial::new(20, mu).tail(0.2);
        let measured = *bad as f64 / samples as f64;
        assert!(
            (measured - exact).abs() <= tolerance(exact, samples),
            "{mu}"
        );
    }
    assert!(outcome.measured <= outcome.union_bound.min(1.0) + tolerance(0.5, samples));
    assert!(outcome.bad_for_some >= *outcome.bad_per_hypothesis.iter().max().unwrap_or(&0));
    assert!(
        outcome.chosen_mean_nu < outcome.chosen_mean_mu,
        "{} against {}",
        outcome.chosen_mean_nu,
        outcome.chosen_mean_mu
    );
}

/// 40 noisy points in the plane.
pub(crate) fn noisy_points(seed: u64) -> Dataset {
    let target = Target {
        w: vec![0.1, 1.0, -0.6],
        noise: 0.15,
        low: vec![-1.0, -1.0],
        high: vec![1.0, 1.0],
    };
    target.sample(40, seed)
}

/// `data` with point n copied `weights[n]` times, the copies side by side.
pub(crate) fn copied(data: &Dataset, weights: &[u32]) -> Dataset {
    let mut copies = Dataset::new(data.dim());
    for (n, &w) in weights.iter().enumerate() {
        let x: Vec<f64> = data.features(n).collect();
        for _ in 0..w {
            copies.push(&x, data.label(n)).expect("finite");
        }
    }
    copies
}

/// Whole weights: the weighted pocket and the plain pocket on the copies take the same steps,
/// exactly. Both draw one integer in 0..(the copies' mistakes) with the same generator, and the
/// copies of a point sit side by side, so the draw names the same point; the pocket compares
/// Σ wₙ over mistakes, which is the copies' mistake count.
#[test]
fn the_weighted_pocket_is_the_plain_pocket_on_copies() {
    for seed in 0..4 {
        let data = noisy_points(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let weights: Vec<u32> = (0..data.len()).map(|_| rng.random_range(0..4)).collect();
        let copies = copied(&data, &weights);
        let base = Settings {
            order: Some(Order::Random),
            seed,
            budget: Budget {
                max_updates: Some(300),
                max_visits: None,
            },
            ..Settings::new(Algorithm::Pocket)
        };
        let weighted = Settings {
            point_weights: PointWeights::Each(weights.iter().map(|&w| f64::from(w)).collect()),
            ..base.clone()
        };
        let mut on_copies = base.build(&copies).expect("learnable");
        let mut by_weight = weighted.build(&data).expect("learnable");
        for _ in 0..300 {
            on_copies.step(&copies);
            by_weight.step(&data);
            assert_eq!(on_copies.weights(), by_weight.weights(), "seed {seed}");
            assert_eq!(on_copies.answer(), by_weight.answer(), "seed {seed}");
            assert_eq!(on_copies.stopped(), by_weight.stopped());
        }
    }
}

#[test]
fn a_cost_matrix_weighs_each_point_by_its_class() {
    let data = noisy_points(1);
    let cia = PointWeights::Cost {
        false_accept: 1000.0,
        false_reject: 1.0,
    };
    let weights = cia.of(&data).expect("valid").expect("weighted");
    for n in 0..data.len() {
        let expected = if data.label(n) > 0.0 { 1.0 } else { 1000.0 };
        assert_eq!(weights.each[n], expected);
    }
    // Weights are refused where they mean nothing.
    let pla = Settings {
        point_weights: cia.clone(),
        ..Settings::new(Algorithm::Pla)
    };
    assert!(pla.build(&data).is_err());
    let cyclic = Settings {
        order: Some(Order::Cyclic),
        point_weights: cia,
        ..Settings::new(Algorithm::Pocket)
    };
    assert!(cyclic.build(&data).is_err());
}

// The command line.

/// The 40 points of seed 7 as a file.
pub(crate) fn points_file() -> ScratchFile {
    let data = noisy_points(7);
    let text: String = (0..data.len())
        .map(|n| {
            let x: Vec<f64> = data.features(n).collect();
            format!("{} {} {}\n", x[0], x[1], data.label(n))
        })
        .collect();
    ScratchFile::new("points.dat", &text)
}

#[test]
fn linlab_hoeffding_agrees_with_the_exact_binomial() {
    let args = [
        "hoeffding",
        "--mu",
        "0.4",
        "--n",
        "25",
        "--eps",
        "0.1",
        "--trials",
        "5000",
        "--seed",
        "3",
        "--json",
    ];
    let report = json(&linlab(&args, &[]));
    let exact = Bin::new(0.4, 25, 0.1).expect("valid").exact();
    assert_eq!(report["exact"].as_f64(), Some(exact));
    assert_eq!(report["bound"].as_f64(), Some(hoeffding(25, 0.1)));
    let measured = report["measured"].as_f64().expect("a number");
    assert!((measured - exact).abs() <= tolerance(exact, 5000));
    assert_eq!(report["histogram"].as_array().map(Vec::len), Some(26));
    let text = stdout(&linlab(&args[..args.len() - 1], &[]));
    assert!(text.contains("Hoeffding"), "{text}");
}

#[test]
fn linlab_coins_reports_the_three_coins() {
    let args = [
        "coins", "--coins", "100", "--flips", "10", "--runs", "500", "--json",
    ];
    let report = json(&linlab(&args, &[]));
    for coin in ["nu_1", "nu_rand", "nu_min"] {
        assert!(report[coin]["mean"].is_f64(), "{coin}");
        assert_eq!(report[coin]["histogram"].as_array().map(Vec::len), Some(11));
    }
    assert!(report["nu_min"]["mean"].as_f64() < report["nu_1"]["mean"].as_f64());
}

#[test]
fn bad_bins_give_a_message_and_exit_code_2() {
    for (args, words) in [
        (
            vec!["hoeffding", "--mu", "1.5", "--n", "10", "--eps", "0.1"],
            "μ",
        ),
        (
            vec!["hoeffding", "--mu", "-0.1", "--n", "10", "--eps", "0.1"],
            "μ",
        ),
        (
            vec!["hoeffding", "--mu", "0.5", "--n", "0", "--eps", "0.1"],
            "--n",
        ),
        (
            vec!["hoeffding", "--mu", "0.5", "--n", "10", "--eps", "0"],
            "ε",
        ),
        (
            vec!["hoeffding", "--mu", "0.5", "--n", "10", "--eps", "-1"],
            "ε",
        ),
        (vec!["coins", "--coins", "0"], "--coins"),
        (vec!["coins", "--runs", "0"], "--runs"),
    ] {
        let output = linlab(&args, &[]);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(words),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

fn train_weighted(extra: &[&str], weights: Option<&Path>) -> std::process::Output {
    let points = points_file();
    let mut args = vec!["train", "--algo", "pocket", "--seed", "1", "--json"];
    args.extend_from_slice(extra);
    let mut files = vec![("--data", &*points)];
    files.extend(weights.map(|w| ("--weights", w)));
    linlab(&args, &files)
}

#[test]
fn linlab_train_takes_weights_or_a_cost_matrix() {
    let ones = ScratchFile::new("ones.txt", &"1\n".repeat(40));
    let weighted = json(&train_weighted(&[], Some(&ones)));
    let plain = json(&train_weighted(&[], None));
    // Equal weights are the plain pocket.
    assert_eq!(weighted["weights"], plain["weights"]);
    assert_eq!(weighted["e_in_weighted"], plain["e_in"]["zero_one"]);
    assert!(plain.get("e_in_weighted").is_none());
    let cia = json(&train_weighted(&["--cost", "1000,1"], None));
    assert!(cia["e_in_weighted"].is_f64());
}

#[test]
fn bad_weights_give_a_message_and_exit_code_2() {
    let short = ScratchFile::new("short.txt", &"1\n".repeat(39));
    let negative = ScratchFile::new("negative.txt", &format!("{}-1\n", "1\n".repeat(39)));
    let nan = ScratchFile::new("nan.txt", &format!("NaN\n{}", "1\n".repeat(39)));
    let word = ScratchFile::new("word.txt", &format!("heavy\n{}", "1\n".repeat(39)));
    for (file, words) in [
        (&short, "39 weights for 40 points"),
        (&negative, "point 40"),
        (&nan, "point 1"),
        (&word, "line 1"),
    ] {
        let output = train_weighted(&[], Some(file));
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(stderr(&output).contains(words), "{}", stderr(&output));
    }
    for cost in ["-1,1", "1", "0,0", "a,b"] {
        let output = train_weighted(&["--cost", cost], None);
        assert_eq!(output.status.code(), Some(2), "{cost}: {}", stderr(&output));
    }
    // Weights a learner does not read are a usage error too: PLA, the pocket in cyclic
    // order, and the several lines of --multiclass.
    for (extra, words) in [
        (&["--algo", "pla"][..], "pocket"),
        (&["--algo", "pocket", "--order", "cyclic"][..], "random"),
        (
            &["--algo", "pocket", "--multiclass", "ova"][..],
            "--multiclass",
        ),
    ] {
        let mut args = vec!["train", "--cost", "1,10"];
        args.extend_from_slice(extra);
        let output = linlab(&args, &[("--data", &points_file())]);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{extra:?}: {}",
            stderr(&output)
        );
        assert!(stderr(&output).contains(words), "{}", stderr(&output));
    }
}
