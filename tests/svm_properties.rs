//! Property tests of the SVM facts in MATH.md ("Support vector machines"): SMO keeps α feasible
//! (Σαₙyₙ = 0, 0 ≤ αₙ ≤ C) after every step, never lowers D(α), and stops where the KKT
//! conditions hold within its tolerance; the kernel perceptron with K = xᵀx′ (+ 1 for the bias)
//! is PLA.

use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Order, Settings};
use linlab::model::Kernel;
use linlab::svm::{KernelKind, Smo, SvmSettings};
use proptest::prelude::*;

/// 2..40 points in [−3, 3]² with random labels, both classes present.
fn points(integer: bool) -> impl Strategy<Value = Dataset> {
    prop::collection::vec((-3.0f64..3.0, -3.0f64..3.0, any::<bool>()), 2..40).prop_filter_map(
        "needs both classes",
        move |rows| {
            let mut data = Dataset::new(2);
            for (a, b, positive) in rows {
                let x = if integer {
                    [a.round(), b.round()]
                } else {
                    [a, b]
                };
                data.push(&x, if positive { 1.0 } else { -1.0 }).ok()?;
            }
            data.check_learnable().ok()?;
            Some(data)
        },
    )
}

fn kernel() -> impl Strategy<Value = Kernel> {
    prop_oneof![
        Just(Kernel::Linear),
        (0.05f64..4.0).prop_map(|sigma2| Kernel::Gaussian { sigma2 }),
        (0.1f64..2.0, 0.0f64..2.0, 1u32..4).prop_map(|(gamma, coef0, degree)| {
            Kernel::Polynomial {
                gamma,
                coef0,
                degree,
            }
        }),
    ]
}

/// C from 10⁻² to 10², or ∞ (the hard margin).
fn penalty() -> impl Strategy<Value = f64> {
    prop_oneof![
        4 => (-2.0f64..2.0).prop_map(|e| 10f64.powf(e)),
        1 => Just(f64::INFINITY),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Σαₙyₙ = 0 and 0 ≤ αₙ ≤ C after every step, and D(α) never decreases.
    #[test]
    fn smo_stays_feasible_and_climbs(data in points(false), kernel in kernel(), c in penalty()) {
        let mut smo = Smo::new(kernel, c, 1e-6, &data);
        let mut dual = smo.dual_objective();
        prop_assert_eq!(dual, 0.0);
        for _ in 0..3000 {
            let Some(pair) = smo.step() else { break };
            let alpha = smo.alpha();
            let total: f64 = alpha.iter().sum();
            let balance: f64 = alpha.iter().zip(smo.labels()).map(|(a, y)| a * y).sum();
            prop_assert!(balance.abs() <= 1e-9 * total.max(1.0), "Σαy = {}", balance);
            for &a in alpha {
                prop_assert!((0.0..=c).contains(&a), "α = {} outside [0, {}]", a, c);
            }
            let d = smo.dual_objective();
            prop_assert!(d >= dual - 1e-12 * d.abs().max(1.0), "D fell from {} to {}", dual, d);
            prop_assert_eq!(pair.dual_objective, d);
            dual = d;
        }
    }

    /// At convergence with tolerance τ: αₙ = 0 ⇒ yₙsₙ ≥ 1 − τ, 0 < αₙ < C ⇒ |yₙsₙ − 1| ≤ τ,
    /// αₙ = C ⇒ yₙsₙ ≤ 1 + τ, with s from the model (not from the solver's gradient).
    #[test]
    fn smo_stops_at_a_kkt_point(data in points(false), kernel in kernel(), exponent in -2.0f64..2.0) {
        let c = 10f64.powf(exponent);
        // Ten times tighter than libsvm's default 1e-3; an absolute 1e-6 can sit below the rounding
        // of a degenerate kernel (homogeneous cubic, C = 100) and take millions of steps.
        let tol = 1e-4;
        let mut smo = Smo::new(kernel, c, tol, &data);
        let mut steps = 0;
        while smo.step().is_some() {
            steps += 1;
            prop_assert!(steps < 1_000_000, "no convergence in 10⁶ steps");
        }
        prop_assert!(smo.kkt_gap() <= tol);
        let model = linlab::model::Model::Kernel(smo.expansion());
        let scale = smo.alpha().iter().sum::<f64>().max(1.0);
        let slack = tol + 1e-9 * scale;
        for n in 0..data.len() {
            let x: Vec<f64> = data.features(n).collect();
            let ys = model.margin(&x, data.label(n));
            let a = smo.alpha()[n];
            if a == 0.0 {
                prop_assert!(ys >= 1.0 - slack, "α = 0, ys = {}", ys);
            } else if a < c {
                prop_assert!((ys - 1.0).abs() <= slack, "free α, ys = {}", ys);
            } else {
                prop_assert!(ys <= 1.0 + slack, "α = C, ys = {}", ys);
            }
        }
    }

    /// The kernel perceptron with (1·xᵀx′ + 0)¹ and the constant 1 for the bias makes PLA's
    /// mistakes in PLA's order, so its s is PLA's wᵀz (integer points: every sum is exact).
    #[test]
    fn kernel_perceptron_of_degree_one_is_pla(data in points(true), cycles in 1u64..20) {
        let budget = Budget { max_updates: None, max_visits: Some(cycles * data.len() as u64) };
        let pla = Settings {
            order: Some(Order::Cyclic),
            budget,
            ..Settings::new(Algorithm::Pla)
        };
        let kernel = Settings {
            budget,
            svm: SvmSettings {
                kernel: KernelKind::Polynomial,
                gamma: 1.0,
                coef0: 0.0,
                degree: 1,
                ..SvmSettings::default()
            },
            ..Settings::new(Algorithm::KernelPerceptron)
        };
        let mut pla = pla.build(&data).expect("valid");
        let mut kernel = kernel.build(&data).expect("valid");
        pla.run(&data, u64::MAX);
        kernel.run(&data, u64::MAX);
        prop_assert_eq!(pla.counters(), kernel.counters());
        prop_assert_eq!(pla.stopped(), kernel.stopped());
        let (pla, kernel) = (pla.model(), kernel.model());
        for x in [[0.5, -1.25], [2.0, 3.0], [-1.5, 0.25]] {
            prop_assert_eq!(pla.score(&x), kernel.score(&x));
        }
        for n in 0..data.len() {
            let x: Vec<f64> = data.features(n).collect();
            prop_assert_eq!(pla.score(&x), kernel.score(&x));
        }
    }
}

/// Hinge-loss SGD: every visit shrinks w̃ by (1 − ηλ) and adds η·yₙzₙ exactly when yₙsₙ < 1
/// (sₙ before the visit); with a long run at a small η its hinge cost ends near the SVM's.
#[test]
fn hinge_sgd_updates_by_the_hinge_rule_and_approaches_the_svm() {
    use linlab::learn::{Algorithm, Event, Order, Settings};
    let mut data = linlab::data::Dataset::new(2);
    for (x, y) in [
        ([1.0, 0.2], 1.0),
        ([0.6, 0.9], 1.0),
        ([0.9, -0.4], 1.0),
        ([-1.0, -0.3], -1.0),
        ([-0.5, 0.8], -1.0),
        ([-0.2, -1.0], -1.0),
        ([0.1, 0.05], -1.0),
    ] {
        data.push(&x, y).expect("finite");
    }
    let mut settings = Settings::new(Algorithm::HingeSgd);
    settings.order = Some(Order::Cyclic);
    settings.eta = 0.01;
    settings.svm.c = 1.0;
    let n = data.len() as f64;
    let lambda = 1.0 / (n * settings.svm.c);
    let mut learner = settings.build(&data).expect("learnable");
    for visit in 0..20_000 {
        let before = learner.weights().to_vec();
        let point = visit % data.len();
        let margin = data.margin(&before, point);
        let step = learner.step(&data);
        let mut expected = before.clone();
        for wi in &mut expected[1..] {
            *wi *= 1.0 - settings.eta * lambda;
        }
        if margin < 1.0 {
            assert!(
                matches!(step.event, Event::PointUpdate { point: p, .. } if p == point),
                "visit {visit}: ys = {margin} < 1 must update"
            );
            for (e, z) in expected.iter_mut().zip(data.signed_row(point)) {
                *e += settings.eta * z;
            }
        }
        for (a, b) in learner.weights().iter().zip(&expected) {
            assert!((a - b).abs() <= 1e-12 * b.abs().max(1.0), "visit {visit}");
        }
    }
    // The primal cost ½‖w̃‖² + C·Σ hinge of SGD's w, against the SVM's optimum.
    let primal = |w: &[f64]| {
        0.5 * w[1..].iter().map(|v| v * v).sum::<f64>()
            + settings.svm.c
                * (0..data.len())
                    .map(|k| (1.0 - data.margin(w, k)).max(0.0))
                    .sum::<f64>()
    };
    let mut svm = Settings::new(Algorithm::Svm);
    svm.svm.tol = 1e-9;
    let mut smo = svm.build(&data).expect("learnable");
    while smo.stopped().is_none() {
        smo.step(&data);
    }
    let optimum = primal(smo.weights());
    let sgd = primal(learner.weights());
    assert!(
        sgd >= optimum - 1e-9,
        "no w beats the optimum: {sgd} < {optimum}"
    );
    assert!(
        sgd <= optimum * 1.05 + 1e-3,
        "SGD ends near the optimum: {sgd} vs {optimum}"
    );
}
