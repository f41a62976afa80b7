//! The Bins workspace in the real window: the switch opens it; a sample drawn by its button
//! joins ν's histogram, a thousand drawn a slice per frame all join it; the measured tail, the
//! exact one and Hoeffding's bound are written, the bound above the exact tail; a bad μ or N is
//! named instead of drawn; the coin game's runs are counted, ν_min's mean far below ½; and the
//! many bins' samples are counted against the union bound, and lead on to the lines' dichotomies.

use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};
use linlab::app::{App, BinsSection, CurveOver, Prefs, Workspace};
use linlab::learn::Algorithm;

use crate::common::{self, settle};

/// The window in the Bins workspace, its part `section` shown.
fn harness_on(section: BinsSection) -> Harness<'static, App> {
    let mut prefs = Prefs {
        workspace: Workspace::Bins,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.bins.section = section;
    let mut harness = common::harness(App::with_points(prefs, Vec::new()));
    settle(&mut harness);
    harness
}

/// Runs frames until the queued work is done.
fn finish(harness: &mut Harness<'_, App>) {
    for _ in 0..2000 {
        harness.step();
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the work never ended");
}

#[test]
fn the_switch_opens_the_bins_and_samples_join_the_histogram() {
    let mut harness = common::harness(App::with_points(common::prefs(Algorithm::Pla), Vec::new()));
    settle(&mut harness);
    harness.get_by_label("Bins").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Bins);
    let samples = |h: &Harness<'_, App>| {
        let sampling = h.state().bins().bin_sampling().expect("the default bin");
        (sampling.samples, sampling.histogram.iter().sum::<u64>())
    };
    assert_eq!(samples(&harness), (0, 0));
    harness.get_by_label("Draw a sample").click();
    settle(&mut harness);
    assert_eq!(samples(&harness), (1, 1));
    assert!(
        harness.query_by_label_contains("ν = ").is_some(),
        "ν written"
    );
    harness.get_by_label("Draw 1,000").click();
    finish(&mut harness);
    assert_eq!(samples(&harness), (1001, 1001));
    let figure = harness.state().bins().figure();
    assert!(figure.contains("1001 samples drawn"), "{figure}");
    assert!(figure.contains("Hoeffding's bound"), "{figure}");
}

#[test]
fn the_measured_tail_the_exact_one_and_the_bound_are_written_and_the_bound_is_above() {
    let mut harness = harness_on(BinsSection::OneBin);
    harness.get_by_label("Draw 1,000").click();
    finish(&mut harness);
    let sampling = harness.state().bins().bin_sampling().expect("a bin");
    let (exact, bound) = (sampling.bin.exact(), sampling.bin.bound());
    assert!(bound >= exact, "{bound} {exact}");
    // μ = 0.4, N = 10, ε = 0.3: bad when k ≤ 0 or k ≥ 8.
    assert!(
        (sampling.measured() - exact).abs() < 0.02,
        "{}",
        sampling.measured()
    );
    for words in [
        "At this ε: measured",
        "(from 1000 samples)",
        "exact binomial tail = ",
        "Hoeffding's bound = ",
    ] {
        assert!(
            harness.query_all_by_label_contains(words).next().is_some(),
            "{words} in {:?}",
            harness
                .query_all_by_label_contains("At this")
                .map(|n| format!("{:?}", n.accesskit_node()))
                .collect::<Vec<_>>()
        );
    }
    // The same seed draws the same samples again.
    let histogram = sampling.histogram.clone();
    harness.get_by_label("Start again").click();
    harness.get_by_label("Draw 1,000").click();
    finish(&mut harness);
    let again = harness.state().bins().bin_sampling().expect("a bin");
    assert_eq!(again.histogram, histogram);
}

#[test]
fn a_bin_out_of_range_is_named_not_drawn() {
    let mut prefs = Prefs {
        workspace: Workspace::Bins,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.bins.mu = 1.5;
    let mut harness = common::harness(App::with_points(prefs.clone(), Vec::new()));
    settle(&mut harness);
    assert!(harness.state().bins().bin_sampling().is_none());
    let named =
        |h: &Harness<'_, App>, words: &str| h.query_all_by_label_contains(words).next().is_some();
    assert!(named(&harness, "μ must be between 0 and 1"));
    prefs.bins.mu = 0.5;
    prefs.bins.n = 0;
    let mut harness = common::harness(App::with_points(prefs, Vec::new()));
    settle(&mut harness);
    assert!(named(&harness, "must be at least 1"));
}

#[test]
fn the_coin_game_counts_its_runs_and_the_least_heads_coin_is_far_from_a_half() {
    let mut harness = harness_on(BinsSection::Coins);
    harness.get_by_label("Play a run").click();
    settle(&mut harness);
    let runs = |h: &Harness<'_, App>| h.state().bins().coin_runs().expect("the game").runs();
    assert_eq!(runs(&harness), 1);
    harness.get_by_label("Play 100 runs").click();
    finish(&mut harness);
    assert_eq!(runs(&harness), 101);
    let outcome = harness
        .state()
        .bins()
        .coin_runs()
        .expect("the game")
        .outcome();
    assert!(outcome.nu_min.mean < 0.1, "{}", outcome.nu_min.mean);
    assert!(
        (outcome.nu_1.mean - 0.5).abs() < 0.1,
        "{}",
        outcome.nu_1.mean
    );
    assert!(harness.query_by_label_contains("the bound fails").is_some());
    // The lecture's class: someone gets five heads nearly every time.
    harness.get_by_label("Flip 100 times").click();
    finish(&mut harness);
    let class = harness
        .state()
        .bins()
        .class_runs()
        .expect("the class")
        .outcome();
    assert_eq!(class.runs, 100);
    assert!(
        class.all_heads_measured > 0.9,
        "{}",
        class.all_heads_measured
    );
    assert!(harness.query_by_label_contains("1 − (31/32)¹⁵⁰").is_some());
}

#[test]
fn the_many_bins_count_their_bad_samples_against_the_union_bound() {
    let mut harness = harness_on(BinsSection::ManyBins);
    harness.get_by_label("Draw 100").click();
    finish(&mut harness);
    let sampling = harness.state().bins().many_sampling().expect("the bins");
    let outcome = sampling.outcome();
    assert_eq!(outcome.samples, 100);
    assert!(outcome.measured <= outcome.union_bound.min(1.0) + 1e-12 || outcome.union_bound >= 1.0);
    assert!(
        outcome.chosen_mean_nu <= outcome.chosen_mean_mu,
        "{outcome:?}"
    );
    assert!(harness.query_by_label_contains("Bad for some h").is_some());
    assert!(!harness.state().bins().figure().is_empty());
}

#[test]
fn the_many_bins_lead_to_the_dichotomies_of_the_lines() {
    let mut harness = harness_on(BinsSection::ManyBins);
    let n = harness.state().prefs().bins.points;
    assert!(n > 3, "the default N ({n}) is past lines' break point");
    let growth = (n * n - n + 2).to_string();
    assert!(
        harness
            .query_by_label_contains(&format!("m_H(N) = N² − N + 2 = {growth}"))
            .is_some(),
        "m_H(N) for N = {n} said"
    );
    harness.get_by_label("Count the dichotomies →").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Dichotomies);
    // On the growth functions of lines, not on the labellings: N points are far too many to
    // list.
    let lesson = harness.state().lesson();
    let place = &lesson.app["dichotomies"];
    assert_eq!(place["section"], "growth", "{place}");
    assert_eq!(place["hypotheses"], "lines", "{place}");
}

#[test]
fn on_a_phone_the_controls_stack_above_the_plots() {
    let prefs = Prefs {
        workspace: Workspace::Bins,
        ..common::prefs(Algorithm::Pla)
    };
    let mut harness = common::harness_of_size(
        App::with_points(prefs, Vec::new()),
        egui::vec2(390.0, 1400.0),
    );
    settle(&mut harness);
    harness.get_by_label("Draw a sample").click();
    settle(&mut harness);
    let button = harness.get_by_label("Draw a sample").rect();
    let heading = harness.get_by_label("ν over one sample").rect();
    assert!(button.bottom() < heading.top(), "{button:?} {heading:?}");
    // One column: the button and the plots' heading start at the same left edge.
    assert!(
        (button.left() - heading.left()).abs() < 20.0,
        "{button:?} {heading:?}"
    );
}

#[test]
fn the_plot_over_n_is_measured_a_slice_per_frame_and_the_bound_stays_above_the_exact_tail() {
    let mut prefs = Prefs {
        workspace: Workspace::Bins,
        ..common::prefs(Algorithm::Pla)
    };
    prefs.bins.over = CurveOver::N;
    let mut harness = common::harness(App::with_points(prefs, Vec::new()));
    finish(&mut harness);
    let curve = harness.state().bins().curve_over_n();
    assert!(curve.len() >= 10, "{curve:?}");
    for point in curve {
        assert!(point.bound >= point.exact, "{point:?}");
        assert!((0.0..=1.0).contains(&point.measured), "{point:?}");
    }
    assert!(harness.query_by_label_contains("fresh samples").is_some());
}
