//! Property tests of MATH.md's facts: PLA's convergence bound, pocket's monotone ŵ, the
//! logistic step as minus η times the gradient, the error-function bounds, finiteness, and
//! seeded replay.

use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Event, Order, Settings, Stop};
use linlab::loss::{ErrorMeasure, mean_error};
use proptest::prelude::*;

/// Points in [−5, 5]^d labelled by a random perfect w_f, keeping only those at distance ≥ γ
/// from its hyperplane (in the augmented space, as the proof measures it).
#[derive(Debug, Clone)]
struct Separable {
    data: Dataset,
    w_f: Vec<f64>,
}

fn separable(dim: usize) -> impl Strategy<Value = Separable> {
    (
        prop::collection::vec(-1.0f64..1.0, dim + 1),
        prop::collection::vec(prop::collection::vec(-5.0f64..5.0, dim), 2..60),
        0.05f64..1.0,
    )
        .prop_filter_map("needs both classes", move |(w_f, xs, gamma)| {
            let norm = w_f.iter().map(|v| v * v).sum::<f64>().sqrt();
            if norm < 1e-3 {
                return None;
            }
            let mut data = Dataset::new(dim);
            for x in xs {
                let s = w_f[0] + x.iter().zip(&w_f[1..]).map(|(a, b)| a * b).sum::<f64>();
                if s.abs() / norm >= gamma {
                    data.push(&x, s.signum()).ok()?;
                }
            }
            data.check_learnable().ok()?;
            Some(Separable { data, w_f })
        })
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// A margin y·s of any size: |ys| drawn by its decimal exponent (10⁻³⁰⁰ … 10³⁰⁰, so a huge or a
/// tiny one is as likely as an ordinary one), near the kink at 0 and 1, or exactly 0.
fn margin_of_any_size() -> impl Strategy<Value = f64> {
    prop_oneof![
        (any::<bool>(), -300i32..300, 1.0f64..10.0).prop_map(|(negative, exponent, mantissa)| {
            let ys = mantissa * 10f64.powi(exponent);
            if negative { -ys } else { ys }
        }),
        -4.0f64..4.0,
        -1e-12f64..1e-12,
        Just(0.0),
    ]
}

#[test]
fn margins_of_any_size_are_drawn() {
    use proptest::strategy::ValueTree as _;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = margin_of_any_size();
    let drawn: Vec<f64> = (0..2000)
        .map(|_| strategy.new_tree(&mut runner).expect("a value").current())
        .collect();
    assert!(drawn.iter().filter(|ys| ys.abs() > 1e100).count() > 100);
    assert!(drawn.iter().filter(|ys| **ys < -1e100).count() > 50);
    assert!(
        drawn
            .iter()
            .filter(|ys| ys.abs() < 1e-100 && **ys != 0.0)
            .count()
            > 100
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// MATH.md, "Convergence of PLA": from w = 0 with η = 1, PLA halts on separable data, after
    /// T ≤ R²/ρ² updates, and at every t, cos∠(w_f, w_t) ≥ √t·ρ/R.
    #[test]
    fn pla_halts_within_the_bound(
        set in prop_oneof![separable(2), separable(3)],
        random_cycle in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let Separable { data, w_f } = set;
        let rho = (0..data.len())
            .map(|n| data.margin(&w_f, n))
            .fold(f64::INFINITY, f64::min)
            / norm(&w_f);
        let r = data.radius_squared().sqrt();
        let bound = (r / rho).powi(2);
        let settings = Settings {
            order: Some(if random_cycle { Order::RandomCycle } else { Order::Cyclic }),
            seed,
            // A safety net only: the assertion below is what the proof promises.
            budget: Budget { max_updates: Some(bound.floor() as u64 + 2), max_visits: None },
            ..Settings::new(Algorithm::Pla)
        };
        let mut pla = settings.build(&data).expect("valid");
        while pla.stopped().is_none() {
            let step = pla.step(&data);
            if step.updated() {
                let t = pla.counters().updates as f64;
                let w = pla.weights();
                let cosine = dot(&w_f, w) / (norm(&w_f) * norm(w));
                prop_assert!(cosine >= t.sqrt() * rho / r - 1e-9,
                    "t = {t}: cos = {cosine} < √t·ρ/R = {}", t.sqrt() * rho / r);
            }
        }
        prop_assert_eq!(pla.stopped(), Some(Stop::Converged));
        let updates = pla.counters().updates as f64;
        prop_assert!(updates <= bound, "T = {updates} > R²/ρ² = {bound}");
        prop_assert_eq!(mean_error(&data, pla.weights(), ErrorMeasure::ZeroOne), 0.0);
    }

    /// MATH.md, "Pocket": ŵ is replaced only by strictly fewer mistakes, so E_in(ŵ) never increases.
    #[test]
    fn pocket_never_gets_worse(
        xs in prop::collection::vec((-3.0f64..3.0, -3.0f64..3.0, any::<bool>()), 2..80),
        random_cycle in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mut data = Dataset::new(2);
        for (a, b, positive) in xs {
            data.push(&[a, b], if positive { 1.0 } else { -1.0 }).expect("valid");
        }
        prop_assume!(data.check_learnable().is_ok());
        let settings = Settings {
            order: Some(if random_cycle { Order::RandomCycle } else { Order::Random }),
            seed,
            budget: Budget { max_updates: Some(60), max_visits: None },
            ..Settings::new(Algorithm::Pocket)
        };
        let mut pocket = settings.build(&data).expect("valid");
        let mut best = mean_error(&data, pocket.answer(), ErrorMeasure::ZeroOne);
        while pocket.stopped().is_none() {
            let before = pocket.weights().to_vec();
            let step = pocket.step(&data);
            let e = mean_error(&data, pocket.answer(), ErrorMeasure::ZeroOne);
            prop_assert!(e <= best, "E_in(ŵ) went from {best} to {e}");
            let current = mean_error(&data, pocket.weights(), ErrorMeasure::ZeroOne);
            prop_assert!(e <= current);
            if let Event::PointUpdate { point, margin, .. } = step.event {
                prop_assert!(margin <= 0.0, "pocket corrected a point that was not a mistake");
                prop_assert_eq!(data.margin(&before, point), margin);
            }
            best = e;
        }
    }

    /// MATH.md, "Logistic regression": one SGD step on point n is −η·∇ err_CE(w; n), and one GD
    /// step is −η·∇ E_in^CE(w), checked against central finite differences.
    #[test]
    fn logistic_steps_follow_the_gradient(
        xs in prop::collection::vec((-2.0f64..2.0, -2.0f64..2.0), 2..12),
        eta in 0.01f64..2.0,
        seed in any::<u64>(),
    ) {
        let mut data = Dataset::new(2);
        for (i, (a, b)) in xs.iter().enumerate() {
            data.push(&[*a, *b], if i % 2 == 0 { 1.0 } else { -1.0 }).expect("valid");
        }
        let e_ce = |w: &[f64], points: &[usize]| -> f64 {
            points.iter().map(|&n| ErrorMeasure::CrossEntropy.of_margin(data.margin(w, n))).sum::<f64>()
                / points.len() as f64
        };
        let gradient = |w: &[f64], points: &[usize]| -> Vec<f64> {
            let h = 1e-6;
            (0..w.len()).map(|i| {
                let (mut up, mut down) = (w.to_vec(), w.to_vec());
                up[i] += h;
                down[i] -= h;
                (e_ce(&up, points) - e_ce(&down, points)) / (2.0 * h)
            }).collect()
        };
        for algorithm in [Algorithm::LogisticSgd, Algorithm::LogisticGd] {
            let mut learner = Settings { eta, seed, ..Settings::new(algorithm) }
                .build(&data).expect("valid");
            // Move to a w that is not zero: a few steps, then compare the next one.
            learner.run(&data, 3);
            let before = learner.weights().to_vec();
            let step = learner.step(&data);
            let points: Vec<usize> = match step.event {
                Event::PointUpdate { point, .. } => vec![point],
                Event::BatchUpdate => (0..data.len()).collect(),
                other => panic!("unexpected {other:?}"),
            };
            let g = gradient(&before, &points);
            for (i, (after, b)) in learner.weights().iter().zip(&before).enumerate() {
                let expected = -eta * g[i];
                prop_assert!(((after - b) - expected).abs() <= 1e-6 * (1.0 + expected.abs()),
                    "{algorithm:?} w[{i}]: step {} vs −η∇ {expected}", after - b);
            }
        }
    }

    /// MATH.md, "Error functions": 0/1 ≤ scaled CE, 0/1 ≤ squared, 0/1 ≤ hinge for every ys.
    #[test]
    fn zero_one_is_bounded_by_its_surrogates(ys in margin_of_any_size()) {
        let zero_one = ErrorMeasure::ZeroOne.of_margin(ys);
        for upper in [ErrorMeasure::ScaledCrossEntropy, ErrorMeasure::Squared, ErrorMeasure::Hinge] {
            prop_assert!(zero_one <= upper.of_margin(ys), "{upper:?} at ys = {ys}");
        }
    }

    /// No error function returns NaN or ∞ for |ys| up to 1e300.
    #[test]
    fn error_functions_stay_finite(ys in margin_of_any_size()) {
        for measure in ErrorMeasure::ALL {
            let e = measure.of_margin(ys);
            prop_assert!(e.is_finite() && e >= 0.0, "{measure:?}({ys}) = {e}");
        }
    }

    /// The same seed, data and settings replay the same trace.
    #[test]
    fn a_seed_replays_the_same_trace(
        xs in prop::collection::vec((-3.0f64..3.0, -3.0f64..3.0, any::<bool>()), 2..40),
        seed in any::<u64>(),
        which in 0usize..4,
    ) {
        let mut data = Dataset::new(2);
        for (a, b, positive) in xs {
            data.push(&[a, b], if positive { 1.0 } else { -1.0 }).expect("valid");
        }
        prop_assume!(data.check_learnable().is_ok());
        let (algorithm, order) = [
            (Algorithm::Pla, Order::RandomCycle),
            (Algorithm::Pocket, Order::Random),
            (Algorithm::Pocket, Order::RandomCycle),
            (Algorithm::LogisticSgd, Order::Random),
        ][which];
        let settings = Settings {
            order: Some(order),
            seed,
            budget: Budget { max_updates: Some(50), max_visits: None },
            ..Settings::new(algorithm)
        };
        let mut first = settings.build(&data).expect("valid");
        let mut second = settings.build(&data).expect("valid");
        for _ in 0..60 {
            prop_assert_eq!(first.step(&data), second.step(&data));
            prop_assert_eq!(first.weights(), second.weights());
        }
    }
}

#[test]
fn different_seeds_give_different_random_traces() {
    let mut data = Dataset::new(2);
    for i in 0..50 {
        let x = f64::from(i) / 10.0;
        data.push(&[x, (x * 7.0).sin()], if i % 3 == 0 { 1.0 } else { -1.0 })
            .expect("valid");
    }
    let trace = |seed: u64| {
        let mut sgd = Settings {
            seed,
            ..Settings::new(Algorithm::LogisticSgd)
        }
        .build(&data)
        .expect("valid");
        sgd.run(&data, 20);
        sgd.weights().to_vec()
    };
    assert_eq!(trace(7), trace(7));
    assert_ne!(trace(7), trace(8));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// MATH.md, "Dual form": w = w_base + Σ αₙ·η·yₙ·zₙ holds after every step.
    #[test]
    fn the_dual_identity_holds_at_every_step(
        xs in prop::collection::vec((-3.0f64..3.0, -3.0f64..3.0, any::<bool>()), 2..40),
        eta in 0.1f64..3.0,
        seed in any::<u64>(),
        which in 0usize..5,
    ) {
        let mut data = Dataset::new(2);
        for (a, b, positive) in xs {
            data.push(&[a, b], if positive { 1.0 } else { -1.0 }).expect("valid");
        }
        prop_assume!(data.check_learnable().is_ok());
        let (algorithm, order) = [
            (Algorithm::Pla, Order::Cyclic),
            (Algorithm::Pla, Order::RandomCycle),
            (Algorithm::Pocket, Order::Random),
            (Algorithm::Averaged, Order::Cyclic),
            (Algorithm::Voted, Order::RandomCycle),
        ][which];
        let settings = Settings {
            order: Some(order),
            eta,
            seed,
            init: if which == 1 { linlab::learn::Init::Linreg } else { linlab::learn::Init::Zero },
            budget: Budget { max_updates: Some(80), max_visits: None },
            ..Settings::new(algorithm)
        };
        let mut learner = settings.build(&data).expect("valid");
        while learner.stopped().is_none() {
            learner.step(&data);
            let dual = learner.dual().expect("a dual form");
            let mut w = dual.base().to_vec();
            for (n, alpha) in dual.alphas().enumerate() {
                for (wi, zi) in w.iter_mut().zip(data.signed_row(n)) {
                    *wi += f64::from(alpha) * eta * zi;
                }
            }
            for (a, b) in w.iter().zip(learner.weights()) {
                prop_assert!((a - b).abs() <= 1e-9 * (1.0 + b.abs()), "{w:?} vs {:?}", learner.weights());
            }
        }
    }
}
