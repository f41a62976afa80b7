//! `linlab train` end to end: the course's files, the answers a user reads, and the exit code and
//! message for every kind of bad input.

use std::path::Path;
use std::process::Command;

use crate::support::{corpus, json, linlab, shared, stderr};

#[test]
fn pla_converges_on_the_separable_homework_file() {
    let train = shared("data/course/hw1_15_train.dat");
    let report = json(&linlab(&["train", "--json"], &[("--data", &train)]));
    assert_eq!(report["algo"], "pla");
    assert_eq!(report["n"], 400);
    assert_eq!(report["d"], 4);
    assert_eq!(report["stop"], "converged");
    assert_eq!(report["halted"], true);
    // The homework's answer: cyclic PLA from w = 0 halts after 45 updates.
    assert_eq!(report["updates"], 45);
    assert_eq!(report["e_in"]["zero_one"], 0.0);
    assert_eq!(report["weights"], report["last_weights"]);
    assert_eq!(report["weights"].as_array().map(Vec::len), Some(5));
}

#[test]
fn pocket_reports_the_pocket_and_e_out() {
    let train = shared("data/course/hw1_18_train.dat");
    let test = shared("data/course/hw1_18_test.dat");
    let args = [
        "train",
        "--algo",
        "pocket",
        "--max-updates",
        "50",
        "--seed",
        "3",
        "--json",
    ];
    let report = json(&linlab(&args, &[("--data", &train), ("--test", &test)]));
    assert_eq!(report["updates"], 50);
    assert_eq!(report["stop"], "budget");
    assert_eq!(report["halted"], false);
    assert_ne!(
        report["weights"], report["last_weights"],
        "ŵ and w_t differ here"
    );
    let e_out = report["e_out"]["zero_one"].as_f64().expect("e_out");
    assert!(e_out > 0.05 && e_out < 0.5, "E_out = {e_out}");
    // The same seed replays the same run.
    let again = json(&linlab(&args, &[("--data", &train), ("--test", &test)]));
    assert_eq!(report, again);
}

#[test]
fn logistic_regression_on_the_twenty_feature_file() {
    let train = shared("data/course/hw3_train.dat");
    let test = shared("data/course/hw3_test.dat");
    let gd = [
        "train",
        "--algo",
        "logistic-gd",
        "--eta",
        "0.001",
        "--iterations",
        "2000",
        "--json",
    ];
    let report = json(&linlab(&gd, &[("--data", &train), ("--test", &test)]));
    assert_eq!(report["d"], 20);
    assert_eq!(report["updates"], 2000);
    assert_eq!(report["visits"], 2000 * 1000);
    // The homework's figure for this setting: E_out ≈ 0.475.
    let e_out = report["e_out"]["zero_one"].as_f64().expect("e_out");
    assert!((e_out - 0.475).abs() < 0.01, "E_out = {e_out}");
    let sgd = [
        "train",
        "--algo",
        "logistic-sgd",
        "--order",
        "cyclic",
        "--eta",
        "0.001",
        "--iterations",
        "2000",
        "--json",
    ];
    let report = json(&linlab(&sgd, &[("--data", &train), ("--test", &test)]));
    assert_eq!(report["visits"], 2000);
}

#[test]
fn linear_regression_and_linreg_init() {
    let train = shared("data/course/hw1_15_train.dat");
    let report = json(&linlab(
        &["train", "--algo", "linreg", "--json"],
        &[("--data", &train)],
    ));
    assert_eq!(report["stop"], "converged");
    assert_eq!(report["updates"], 1);
    let init = json(&linlab(
        &["train", "--init", "linreg", "--max-updates", "0", "--json"],
        &[("--data", &train)],
    ));
    assert_eq!(init["weights"], report["weights"], "w₀ = w_lin");
}

#[test]
fn the_human_summary_says_what_happened() {
    let train = shared("data/course/hw1_15_train.dat");
    let output = linlab(&["train"], &[("--data", &train)]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("converged after 45 updates"), "{text}");
    assert!(text.contains("N = 400, d = 4"), "{text}");
    assert!(text.contains("E_in"), "{text}");
}

/// The summary of `linlab train` for `--algo` and `args`, in English.
fn summary_of(algo: &str, args: &[&str], data: &Path) -> String {
    let mut all = vec!["train", "--algo", algo];
    all.extend_from_slice(args);
    let output = linlab(&all, &[("--data", data)]);
    assert!(output.status.success(), "{}", stderr(&output));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn each_learner_s_summary_speaks_in_its_own_terms() {
    let separable = shared("data/course/hw1_15_train.dat");
    let ring = shared("reference/ref_svm_rbf_ring.dat");
    // PLA: η, no seed for the cyclic order, mistakes, visits, w.
    let pla = summary_of("pla", &[], &separable);
    assert!(pla.starts_with("pla, cyclic, η = 1 on "), "{pla}");
    assert!(pla.contains("no mistake left; 936 visits"), "{pla}");
    assert!(pla.contains("g = w = ["), "{pla}");
    // A random order names its seed.
    let sgd = summary_of("logistic-sgd", &["--seed", "7"], &separable);
    assert!(
        sgd.starts_with("logistic-sgd, random, η = 0.1, seed 7 on "),
        "{sgd}"
    );
    // The averaged and voted perceptrons answer with w̄, pocket with ŵ.
    let averaged = summary_of("averaged", &[], &separable);
    assert!(averaged.contains("g = w̄ = ["), "{averaged}");
    assert!(averaged.contains("w_t   = ["), "w_t beside w̄: {averaged}");
    assert!(!averaged.contains("g = w ="), "{averaged}");
    let voted = summary_of("voted", &[], &separable);
    assert!(
        voted.contains("g ≈ w̄ (the line nearest the vote) = ["),
        "{voted}"
    );
    let pocket = summary_of("pocket", &["--max-updates", "50"], &separable);
    assert!(pocket.contains("g = ŵ = ["), "{pocket}");
    // Linear regression: no η, no visits.
    let linreg = summary_of("linreg", &[], &separable);
    assert!(linreg.starts_with("linreg on "), "{linreg}");
    assert!(linreg.contains("solved in closed form\n"), "{linreg}");
    assert!(!linreg.contains("visits"), "{linreg}");
    // The SVM: its kernel, C and tolerance; it converges on the KKT gap, not on mistakes; no w in
    // x-space for a Gaussian kernel; D and P.
    let svm = summary_of("svm", &["--kernel", "gaussian", "--gamma", "2"], &ring);
    assert!(
        svm.starts_with("svm, Gaussian kernel σ² = 0.25, C = 1, tol 0.001 on "),
        "{svm}"
    );
    assert!(svm.contains(" pairs: the largest KKT violation "), "{svm}");
    for absent in [
        "no mistake left",
        "visits",
        "η",
        "seed",
        "g = w",
        "w0 is the bias",
    ] {
        assert!(!svm.contains(absent), "{absent:?} in {svm}");
    }
    assert!(svm.contains("g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)"), "{svm}");
    assert!(svm.contains("support vectors, b = "), "{svm}");
    assert!(svm.contains("P(w) = "), "{svm}");
    // The linear SVM's answer is a line.
    let linear = summary_of("svm", &["--kernel", "linear"], &ring);
    assert!(linear.contains("g = w = ["), "{linear}");
    // The kernel perceptron: its expansion over the points it kept.
    let kernel = summary_of(
        "kernel-perceptron",
        &["--kernel", "gaussian", "--epochs", "2"],
        &ring,
    );
    assert!(kernel.contains("points with αₙ > 0, b = "), "{kernel}");
    assert!(!kernel.contains("η"), "{kernel}");
}

#[test]
fn the_summary_and_the_errors_speak_chinese_with_lang_zh_cn() {
    let train = shared("data/course/hw1_15_train.dat");
    let output = linlab(&["--lang", "zh-CN", "train"], &[("--data", &train)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("45 次更新后收敛"), "{text}");
    assert!(text.contains("pla、cyclic、η = 1："), "{text}");
    assert!(
        !text.contains("随机种子"),
        "cyclic PLA draws nothing: {text}"
    );
    assert!(text.contains("N = 400，d = 4"), "{text}");
    assert!(text.contains("（w0 是偏置）"), "{text}");
    assert!(text.contains("E_in : 0/1 误差"), "{text}");
    assert!(!text.contains("converged"), "{text}");
    // `--json` stays machine-readable: the same keys and values in any language.
    let json = json(&linlab(
        &["train", "--lang", "zh-CN", "--json"],
        &[("--data", &train)],
    ));
    assert_eq!(json["stop"], "converged");
    assert_eq!(json["algo"], "pla");
    let missing = linlab(
        &["--lang", "zh-CN", "train"],
        &[("--data", &corpus("does_not_exist.dat"))],
    );
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr(&missing).starts_with("错误：does_not_exist.dat：文件不存在"),
        "{}",
        stderr(&missing)
    );
}

/// `linlab … --help` as a user reads it: stdout of a successful run.
fn help(args: &[&str]) -> String {
    let output = linlab(args, &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn the_help_speaks_the_language_lang_chooses() {
    for args in [
        &["--lang", "zh-CN", "--help"][..],
        &["--lang=zh-CN", "train", "--help"],
        &["train", "-h", "--lang", "zh-CN"],
        &["cluster", "--lang", "zh-CN", "--help"],
        &["pca", "--help", "--lang", "zh-CN"],
    ] {
        let text = help(args);
        assert!(text.contains("用法："), "{args:?}: {text}");
        assert!(text.contains("选项:"), "{args:?}: {text}");
        assert!(text.contains("打印帮助"), "{args:?}: {text}");
        // No English sentence of the help is left: the about, an option's help, clap's own.
        for english in [
            "Usage:",
            "Options:",
            "Print help",
            "Run a learner",
            " the ",
            "Points",
        ] {
            assert!(
                !text.contains(english),
                "{args:?} shows {english:?}: {text}"
            );
        }
    }
    let train = help(&["--lang", "zh-CN", "train", "--help"]);
    assert!(train.contains("- svm：支持向量机，以 SMO 求解"), "{train}");
    assert!(train.contains("[默认：pla]"), "{train}");
    let short = help(&["--lang", "zh-CN", "train", "-h"]);
    assert!(
        short.contains("[可选值：linear、gaussian、poly]"),
        "{short}"
    );
    // The system's language when --lang is absent, and English as the default.
    let output = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "zh_CN.UTF-8")
        .args(["cluster", "--help"])
        .output()
        .expect("linlab runs");
    assert!(String::from_utf8_lossy(&output.stdout).contains("簇的个数 K"));
    // Traditional Chinese, by --lang and by a Taiwanese system.
    let taiwan = help(&["--lang", "zh-TW", "train", "--help"]);
    assert!(taiwan.contains("用法："), "{taiwan}");
    assert!(taiwan.contains("感知器"), "{taiwan}");
    assert!(taiwan.contains("[預設：pla]"), "{taiwan}");
    for simplified in ["用于", "学习", "数据", "默认", "感知机"] {
        assert!(!taiwan.contains(simplified), "{simplified}: {taiwan}");
    }
    let output = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "zh_TW.UTF-8")
        .args(["cluster", "--help"])
        .output()
        .expect("linlab runs");
    assert!(String::from_utf8_lossy(&output.stdout).contains("群集的個數 K"));
    let english = help(&["train", "--help"]);
    assert!(english.contains("Usage: linlab train"), "{english}");
    assert!(
        english.contains("- pocket: PLA keeping the best weights seen so far"),
        "{english}"
    );
    assert!(english.contains("[default: zero]"), "{english}");
    assert!(!english.contains("用法"), "{english}");
}

#[test]
fn zero_one_labels_are_mapped_with_a_notice() {
    let file = corpus("good/zero_one_labels.dat");
    let output = linlab(&["train", "--json"], &[("--data", &file)]);
    let report = json(&output);
    assert!(stderr(&output).contains("note:"), "{}", stderr(&output));
    assert!(!report["notices"].as_array().expect("notices").is_empty());
}

/// Exit code 1 and a message naming the file (and the line, where there is one).
fn assert_refused(file: &Path, needles: &[&str]) {
    let output = linlab(&["train", "--json"], &[("--data", file)]);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}: {output:?}",
        file.display()
    );
    assert!(output.stdout.is_empty(), "no JSON on failure");
    let message = stderr(&output);
    assert!(message.starts_with("error: "), "{message}");
    let name = file.file_name().expect("a file name").to_string_lossy();
    assert!(
        message.contains(name.as_ref()),
        "{message} should name {name}"
    );
    for needle in needles {
        assert!(message.contains(needle), "{message} should say {needle:?}");
    }
}

#[test]
fn bad_files_are_refused_with_the_file_and_line() {
    assert_refused(&corpus("bad/ragged_longer_row.dat"), &["line"]);
    assert_refused(&corpus("bad/nan_value.dat"), &["line"]);
    assert_refused(&corpus("bad/label_one_half.dat"), &["line"]);
    assert_refused(&corpus("bad/empty.dat"), &[]);
    assert_refused(&corpus("bad/binary_garbage.bin"), &[]);
    assert_refused(&corpus("good/one_class.dat"), &["both"]);
    assert_refused(&corpus("does_not_exist.dat"), &[]);
    assert_refused(&corpus("bad"), &[]);
}

#[test]
fn every_bad_file_fails_cleanly() {
    let dir = corpus("bad");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("the bad-file corpus") {
        let path = entry.expect("entry").path();
        let output = linlab(&["train"], &[("--data", &path)]);
        assert_eq!(output.status.code(), Some(1), "{}", path.display());
        assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));
        count += 1;
    }
    assert!(count >= 30, "only {count} bad files");
}

#[test]
fn bad_arguments_are_refused_as_usage_errors() {
    let train = shared("data/course/hw1_15_train.dat");
    for (args, needle) in [
        (&["train", "--eta", "0"][..], "positive"),
        (
            &["train", "--eta", "1e9", "--algo", "logistic-sgd"][..],
            "too large",
        ),
        (&["train", "--eta", "NaN"][..], "positive"),
        (
            &["train", "--algo", "pla", "--iterations", "5"][..],
            "--max-updates",
        ),
        (
            &["train", "--algo", "pla", "--order", "random"][..],
            "cyclic or random-cycle",
        ),
    ] {
        let output = linlab(args, &[("--data", &train)]);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains(needle),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    let unknown = linlab(&["train", "--algo", "knn"], &[("--data", &train)]);
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn a_test_file_of_another_dimension_is_refused() {
    let train = shared("data/course/hw1_15_train.dat");
    let test = shared("data/course/hw3_test.dat");
    let output = linlab(&["train"], &[("--data", &train), ("--test", &test)]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("must match"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn timings_go_to_stderr_and_leave_the_json_as_it_was() {
    let train = shared("data/course/hw1_15_train.dat");
    let plain = json(&linlab(&["train", "--json"], &[("--data", &train)]));
    for extra in [&[][..], &["--multiclass", "ova"][..]] {
        let mut args = vec!["train", "--json", "--timings"];
        args.extend_from_slice(extra);
        let output = linlab(&args, &[("--data", &train)]);
        let report = json(&output);
        if extra.is_empty() {
            assert_eq!(report, plain, "--timings changes nothing in the JSON");
        }
        let line = stderr(&output);
        let times: Vec<f64> = line
            .split(['·', ':'])
            .skip(1)
            .map(|part| {
                let number = part.trim().trim_start_matches(char::is_alphabetic).trim();
                number
                    .trim_end_matches("ms")
                    .trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("a time in ms: {part:?} in {line:?}"))
            })
            .collect();
        assert!(line.starts_with("time: reading "), "{line}");
        assert_eq!(times.len(), 3, "reading, learning, report: {line}");
        assert!(times.iter().all(|t| t.is_finite() && *t >= 0.0), "{line}");
    }
    let without = linlab(&["train", "--json"], &[("--data", &train)]);
    assert!(stderr(&without).is_empty(), "no timings unless asked");
}

#[test]
fn linear_regression_by_sgd_says_when_too_large_an_eta_diverges() {
    let train = shared("data/course/hw1_15_train.dat");
    let report = json(&linlab(
        &["train", "--algo", "linreg-sgd", "--eta", "1000", "--json"],
        &[("--data", &train)],
    ));
    assert_eq!(report["stop"], "diverged");
    let weights = report["weights"].as_array().expect("weights");
    assert!(
        weights
            .iter()
            .all(|w| w.as_f64().is_some_and(f64::is_finite))
    );
    let summary = linlab(
        &["train", "--algo", "linreg-sgd", "--eta", "1000"],
        &[("--data", &train)],
    );
    let text = String::from_utf8_lossy(&summary.stdout);
    assert!(text.contains("diverged after"), "{text}");
    assert!(text.contains("try a smaller η"), "{text}");
    // A small η learns: the squared error's line classifies this separable file well.
    let report = json(&linlab(
        &["train", "--algo", "linreg-sgd", "--eta", "0.01", "--json"],
        &[("--data", &train)],
    ));
    assert_eq!(report["stop"], "budget");
    assert!(report["e_in"]["zero_one"].as_f64().expect("E_in") < 0.05);
}

/// A reader that goes before the end (`linlab … | head -1`) ends linlab quietly, with the
/// status a shell gives a pipe's writer it closed, not with a panic about a broken pipe.
#[test]
fn a_reader_gone_ends_the_output_quietly() {
    use std::io::{BufRead as _, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .args([
            "overfit",
            "--map",
            "noise",
            "--runs",
            "1",
            "--grid",
            "20:120,0:2:0.05",
        ])
        .env("LANG", "C")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("linlab runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut first)
        .expect("a line");
    assert!(first.starts_with("n,sigma2,"), "{first}");
    // The pipe's reading end is closed here; about 300 kB of CSV are still to come.
    let out = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(141), "{stderr}");
}
