//! The kernel learners in the real window: the SVM chosen from the learner menu, its kernel and
//! C set by their controls, stepped pair by pair (D(α) rising), run to its end; the hard-margin
//! SVM's line against PLA's; a Gaussian boundary around the ring; and the README's pictures.

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{App, Command, Comparison, Label, Point, Prefs, Preset, PresetKind, State};
use linlab::learn::{Algorithm, Event, Settings, Stop};
use linlab::loss::Errors;
use linlab::svm::KernelKind;

use crate::common;

fn settle(harness: &mut Harness<'_, App>) {
    for _ in 0..50 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    panic!("the window keeps repainting");
}

fn prefs_with(preset: Preset, settings: Settings) -> Prefs {
    Prefs {
        preset,
        ..Prefs::with_learner(settings)
    }
}

fn svm(kernel: KernelKind) -> Settings {
    let mut settings = Settings::new(Algorithm::Svm);
    settings.svm.kernel = kernel;
    settings.budget.max_updates = Some(100_000);
    settings
}

fn ring() -> Preset {
    Preset {
        kind: PresetKind::Ring,
        n: 80,
        seed: 3,
        ..Preset::default()
    }
}

fn run_to_end(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Run to end").click();
    for _ in 0..200 {
        settle(harness);
        if matches!(harness.state().status().state, State::Stopped(_)) {
            return;
        }
    }
    panic!("the run did not end");
}

#[test]
fn the_svm_is_chosen_and_set_by_its_controls() {
    let preset = common::separable(20, 1);
    let app = App::with_points(common::prefs(Algorithm::Pla), preset.points());
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    // Combo boxes are found by the value they show, as a person sees them.
    harness.get_by_value("PLA").click();
    settle(&mut harness);
    harness.get_by_label("SVM (SMO)").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().prefs().classify.learner.algorithm,
        Algorithm::Svm
    );
    assert!(
        harness.query_by_label("η").is_none(),
        "SMO takes no learning rate"
    );
    harness.get_by_value("linear").click();
    settle(&mut harness);
    harness.get_by_label("Gaussian").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().prefs().classify.learner.svm.kernel,
        KernelKind::Gaussian
    );
    assert!(harness.query_by_label("σ²").is_some());
    harness.get_by_label("hard margin (C = ∞)").click();
    settle(&mut harness);
    assert!(harness.state().prefs().classify.learner.svm.hard_margin);
    assert_eq!(
        harness.state().status().t,
        0,
        "new settings start a new run"
    );
}

#[test]
fn smo_steps_one_pair_at_a_time_and_d_rises_to_convergence() {
    let preset = Preset {
        kind: PresetKind::Noisy,
        n: 40,
        seed: 2,
        ..Preset::default()
    };
    let app = App::with_points(prefs_with(preset, svm(KernelKind::Linear)), preset.points());
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    let mut dual = 0.0;
    for t in 1..=5 {
        harness.get_by_label("Step").click();
        settle(&mut harness);
        let run = harness.state().classify().primary();
        let step = run.last_step().expect("a step");
        let Event::PairUpdate(pair) = step.event else {
            panic!("an SMO step updates a pair: {:?}", step.event);
        };
        assert_ne!(pair.i, pair.j);
        assert!(pair.dual_objective >= dual - 1e-12, "D rises");
        dual = pair.dual_objective;
        assert_eq!(harness.state().status().t, t);
    }
    // The theory panel names the pair.
    assert!(
        harness
            .query_by_label_contains("Last step: the pair")
            .is_some()
    );
    run_to_end(&mut harness);
    assert_eq!(
        harness.state().status().state,
        State::Stopped(Stop::Converged)
    );
    let smo = harness
        .state()
        .classify()
        .primary()
        .learner()
        .and_then(|l| l.smo())
        .expect("an SVM")
        .clone();
    assert!(smo.kkt_gap() <= smo.tol());
    // Step back goes back one pair.
    let t = harness.state().status().t;
    harness.get_by_label("Step back").click();
    settle(&mut harness);
    assert_eq!(harness.state().classify().shown_t(), Some(t - 1));
}

#[test]
fn the_hard_margin_svm_line_is_wider_than_pla_s() {
    let app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    harness
        .state_mut()
        .push_command(Command::LoadComparison(Comparison::PlaVsSvm));
    settle(&mut harness);
    run_to_end(&mut harness);
    for _ in 0..50 {
        settle(&mut harness);
        if harness
            .state()
            .classify()
            .runs()
            .iter()
            .all(|r| !r.can_step())
        {
            break;
        }
        harness.state_mut().push_command(Command::RunToEnd);
    }
    let state = harness.state();
    let data = state.document().data();
    let margin = |i: usize| {
        let model = state.classify().runs()[i].drawn_model().expect("a model");
        let w = model.linear_weights().expect("a line").to_vec();
        (0..data.len())
            .map(|n| data.margin(&w, n))
            .fold(f64::INFINITY, f64::min)
            / w[1..].iter().map(|v| v * v).sum::<f64>().sqrt()
    };
    let (pla, svm) = (margin(0), margin(1));
    assert!(pla > 0.0, "PLA halted on a separating line");
    assert!(svm >= pla, "the SVM's margin {svm} is at least PLA's {pla}");
    // Weak duality on screen: the hard margin's P (of the feasible rescaling) is not below D.
    let smo = state.classify().runs()[1]
        .learner()
        .and_then(|l| l.smo())
        .expect("the SVM run");
    let (primal, dual) = (
        smo.primal_objective().expect("feasible"),
        smo.dual_objective(),
    );
    assert!(primal >= dual, "P = {primal} < D = {dual}");
    assert!(
        harness
            .query_by_label_contains("Margins of the lines")
            .is_some()
    );
    // The compared SVM's margins are drawn as for one run: the dashed lines s = ±1 and the
    // width written beside them, on the one plane and on the SVM's side of the split view.
    let painted_width = |harness: &Harness<'_, App>| {
        harness.output().shapes.iter().any(|clipped| {
            matches!(&clipped.shape, egui::Shape::Text(text)
                if text.galley.text().starts_with("margin 2/‖w‖ = "))
        })
    };
    assert!(
        painted_width(&harness),
        "the compared SVM's margin on the plane"
    );
    harness.get_by_label("Side by side").click();
    settle(&mut harness);
    assert!(
        painted_width(&harness),
        "the SVM's margin in the split view"
    );
}

#[test]
fn a_gaussian_svm_bends_around_the_ring() {
    let app = App::with_points(
        prefs_with(ring(), svm(KernelKind::Gaussian)),
        ring().points(),
    );
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    settle(&mut harness);
    run_to_end(&mut harness);
    assert_eq!(
        harness.state().status().mistakes,
        0,
        "a curve separates the ring"
    );
    common::snapshot(&mut harness, "svm_ring", true);
}

#[test]
fn a_linear_soft_margin_with_its_slacks() {
    let preset = Preset {
        kind: PresetKind::Blobs,
        n: 60,
        seed: 4,
        ..Preset::default()
    };
    let mut settings = svm(KernelKind::Linear);
    settings.svm.c = 0.5;
    let app = App::with_points(prefs_with(preset, settings), preset.points());
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    settle(&mut harness);
    run_to_end(&mut harness);
    let smo = harness
        .state()
        .classify()
        .primary()
        .learner()
        .and_then(|l| l.smo())
        .expect("an SVM")
        .clone();
    assert!(
        smo.support().iter().any(|&n| smo.at_bound(n)),
        "some points pay slack"
    );
    assert!(harness.query_by_label_contains("support vectors").is_some());
    common::snapshot(&mut harness, "svm_linear", true);
}

#[test]
fn moving_sigma2_after_a_run_re_solves_at_once() {
    let app = App::with_points(
        prefs_with(ring(), svm(KernelKind::Gaussian)),
        ring().points(),
    );
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    run_to_end(&mut harness);
    let wide = harness
        .state()
        .classify()
        .primary()
        .learner()
        .expect("a learner")
        .model();
    let mut narrow = harness.state().prefs().classify.learner.clone();
    narrow.svm.sigma2 = 0.05;
    harness
        .state_mut()
        .push_command(Command::SetLearnerSettings(narrow));
    for _ in 0..100 {
        settle(&mut harness);
        if matches!(harness.state().status().state, State::Stopped(_)) {
            break;
        }
    }
    let status = harness.state().status();
    assert_eq!(
        status.state,
        State::Stopped(Stop::Converged),
        "solved again"
    );
    assert!(status.t > 0);
    let bent = harness
        .state()
        .classify()
        .primary()
        .learner()
        .expect("a learner")
        .model();
    assert_ne!(bent, wide, "a narrower σ² gives another boundary");
}

/// SMO on a nearly singular cubic kernel (the points of `tests/data/smo_stall_cubic.dat`, C = 78,
/// tol 1e-4) stops by itself on Run to end, and the status bar says that it stalled, why, and
/// at which KKT gap.
#[test]
fn a_stalled_smo_says_why_in_the_status_bar() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/smo_stall_cubic.dat");
    let data = linlab::read::read_path(&path).expect("the stall case").data;
    let points = (0..data.len())
        .map(|n| {
            let x: Vec<f64> = data.features(n).collect();
            let label = if data.label(n) > 0.0 {
                Label::Positive
            } else {
                Label::Negative
            };
            Point::new(x[0], x[1], label)
        })
        .collect();
    let mut settings = svm(KernelKind::Polynomial);
    settings.svm.gamma = 1.647;
    settings.svm.coef0 = 1.689;
    settings.svm.degree = 3;
    settings.svm.c = 78.0;
    settings.svm.tol = 1e-4;
    settings.budget.max_updates = Some(10_000_000);
    let app = App::with_points(prefs_with(Preset::default(), settings), points);
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    harness.get_by_label("Run to end").click();
    for _ in 0..2_000 {
        harness.step();
        if matches!(harness.state().status().state, State::Stopped(_)) {
            break;
        }
    }
    let status = harness.state().status();
    assert!(
        matches!(status.state, State::Stopped(Stop::Stalled)),
        "{:?}",
        status.state
    );
    assert!(
        status.t < 1_000_000,
        "it stops long before its budget: t = {}",
        status.t
    );
    settle(&mut harness);
    assert!(
        harness
            .query_all_by_label_contains(
                "the largest KKT violation has not fallen for 100000 pairs"
            )
            .next()
            .is_some(),
        "the status bar says why"
    );
}

#[test]
fn run_to_end_records_every_pair_and_the_curves_are_the_run_s_own() {
    let settings = svm(KernelKind::Gaussian);
    let app = App::with_points(prefs_with(ring(), settings.clone()), ring().points());
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    settle(&mut harness);
    run_to_end(&mut harness);
    let run = &harness.state().classify().runs()[0];
    let t = run.shown_t().expect("a learner");
    assert!(t > 2, "a run of several pairs, not {t}");
    let history = run.history();
    let every_t: Vec<u64> = (0..=t).collect();
    let history_ts: Vec<u64> = history.records().iter().map(|r| r.t).collect();
    assert_eq!(history_ts, every_t, "E_in after every pair");
    assert!(!history.trace().is_sampled());
    let objectives = run.objectives();
    assert_eq!(objectives.ts(), every_t, "D(α) and P(w) after every pair");
    assert!(!objectives.is_sampled());

    // The curves are the run's own: a fresh SMO on the same points, stepped, gives them.
    let data = harness.state().document().data().clone();
    let mut fresh = settings.build(&data).expect("learnable");
    for (k, (record, objective)) in history
        .records()
        .iter()
        .zip(objectives.values())
        .enumerate()
    {
        let smo = fresh.smo().expect("SMO");
        assert_eq!(objective.dual, smo.dual_objective(), "D at t = {k}");
        let e_in = Errors::of_margins(&smo.margins());
        assert_eq!(record.current, e_in, "E_in at t = {k}");
        fresh.step(&data);
    }
}
