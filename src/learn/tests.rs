//! Tiny hand-computed cases: every step's w written out.

use super::*;

/// P0: x = (1, 1), y = +1, so y·z = (1, 1, 1); P1: x = (2, 0), y = −1, so y·z = (−1, −2, 0).
fn two_points() -> Dataset {
    Dataset::from_rows(2, &[1.0, 1.0, 2.0, 0.0], &[1.0, -1.0]).expect("valid")
}

fn settings(algorithm: Algorithm, order: Option<Order>) -> Settings {
    Settings {
        order,
        ..Settings::new(algorithm)
    }
}

fn point_of(step: &Step) -> Option<usize> {
    match step.event {
        Event::PointUpdate { point, .. } | Event::Correct { point, .. } => Some(point),
        _ => None,
    }
}

#[test]
fn pla_cyclic_by_hand() {
    let data = two_points();
    let mut pla = settings(Algorithm::Pla, None).build(&data).expect("valid");
    // (point visited, margin before, w after)
    let expected = [
        (0, 0.0, [1.0, 1.0, 1.0]),
        (1, -3.0, [0.0, -1.0, 1.0]),
        (0, 0.0, [1.0, 0.0, 2.0]),
        (1, -1.0, [0.0, -2.0, 2.0]),
        (0, 0.0, [1.0, -1.0, 3.0]),
    ];
    for (t, (point, margin, w)) in expected.into_iter().enumerate() {
        let step = pla.step(&data);
        assert_eq!(
            step.event,
            Event::PointUpdate {
                point,
                margin,
                scale: 1.0
            },
            "update {}",
            t + 1
        );
        assert_eq!(pla.weights(), w, "w after update {}", t + 1);
        assert_eq!(step.stop, None);
    }
    // P1 then P0 pass: a full clean cycle.
    let last = pla.step(&data);
    assert_eq!(last.event, Event::Nothing);
    assert_eq!(last.visits, 2);
    assert_eq!(last.stop, Some(Stop::Converged));
    assert_eq!(
        pla.counters(),
        Counters {
            updates: 5,
            visits: 7
        }
    );
    // A stopped learner stays put.
    assert_eq!(pla.step(&data).stop, Some(Stop::Converged));
    assert_eq!(pla.weights(), [1.0, -1.0, 3.0]);
}

#[test]
fn pla_visit_is_one_point_at_a_time() {
    let data = two_points();
    let mut pla = settings(Algorithm::Pla, None).build(&data).expect("valid");
    for _ in 0..5 {
        assert!(matches!(pla.visit(&data).event, Event::PointUpdate { .. }));
    }
    let first = pla.visit(&data);
    assert_eq!(
        first.event,
        Event::Correct {
            point: 1,
            margin: 1.0
        }
    );
    assert_eq!(first.stop, None);
    let second = pla.visit(&data);
    assert_eq!(point_of(&second), Some(0));
    assert_eq!(second.stop, Some(Stop::Converged));
}

#[test]
fn pla_learning_rate_scales_w_only() {
    let data = two_points();
    let mut pla = Settings {
        eta: 0.5,
        ..Settings::new(Algorithm::Pla)
    }
    .build(&data)
    .expect("valid");
    pla.run(&data, 100);
    assert_eq!(pla.weights(), [0.5, -0.5, 1.5]);
    assert_eq!(pla.counters().updates, 5);
}

#[test]
fn pla_budget_of_visits_stops_mid_cycle() {
    let data = two_points();
    let mut pla = Settings {
        budget: Budget {
            max_updates: None,
            max_visits: Some(3),
        },
        ..Settings::new(Algorithm::Pla)
    }
    .build(&data)
    .expect("valid");
    pla.run(&data, 100);
    assert_eq!(pla.stopped(), Some(Stop::Budget));
    assert_eq!(pla.weights(), [1.0, 0.0, 2.0]);
    assert_eq!(pla.counters().visits, 3);
}

#[test]
fn pla_budget_of_updates() {
    let data = two_points();
    let mut pla = Settings {
        budget: Budget {
            max_updates: Some(2),
            max_visits: None,
        },
        ..Settings::new(Algorithm::Pla)
    }
    .build(&data)
    .expect("valid");
    assert_eq!(pla.step(&data).stop, None);
    assert_eq!(pla.step(&data).stop, Some(Stop::Budget));
    assert_eq!(pla.weights(), [0.0, -1.0, 1.0]);
}

#[test]
fn pocket_cyclic_by_hand() {
    let data = two_points();
    let mut pocket = settings(Algorithm::Pocket, Some(Order::Cyclic))
        .build(&data)
        .expect("valid");
    // (w_t after the update, replaced?, ŵ after the step)
    let expected = [
        ([1.0, 1.0, 1.0], true, [1.0, 1.0, 1.0]),
        ([0.0, -1.0, 1.0], false, [1.0, 1.0, 1.0]),
        ([1.0, 0.0, 2.0], false, [1.0, 1.0, 1.0]),
        ([0.0, -2.0, 2.0], false, [1.0, 1.0, 1.0]),
        ([1.0, -1.0, 3.0], true, [1.0, -1.0, 3.0]),
    ];
    for (t, (w, replaced, pocket_w)) in expected.into_iter().enumerate() {
        let step = pocket.step(&data);
        assert_eq!(pocket.weights(), w, "w_t after update {}", t + 1);
        assert_eq!(step.pocket_replaced, replaced, "update {}", t + 1);
        assert_eq!(pocket.answer(), pocket_w, "ŵ after update {}", t + 1);
    }
    assert_eq!(pocket.stopped(), Some(Stop::Converged));
}

#[test]
fn pocket_random_mistake_picks_only_mistakes() {
    let data = two_points();
    let mut pocket = Settings::new(Algorithm::Pocket)
        .build(&data)
        .expect("valid");
    let first = pocket.step(&data);
    // From w = 0 both points are mistakes; after one update exactly one is.
    let Event::PointUpdate { point, margin, .. } = first.event else {
        panic!("expected an update, got {first:?}");
    };
    assert_eq!(margin, 0.0);
    assert!(first.pocket_replaced);
    let second = pocket.step(&data);
    assert_eq!(point_of(&second), Some(1 - point), "the only mistake left");
}

#[test]
fn logistic_sgd_cyclic_by_hand() {
    let data = two_points();
    let mut sgd = Settings {
        eta: 1.0,
        ..settings(Algorithm::LogisticSgd, Some(Order::Cyclic))
    }
    .build(&data)
    .expect("valid");
    let first = sgd.step(&data);
    assert_eq!(
        first.event,
        Event::PointUpdate {
            point: 0,
            margin: 0.0,
            scale: 0.5
        }
    );
    assert_eq!(sgd.weights(), [0.5, 0.5, 0.5]);
    // P1: margin −1.5, scale θ(1.5) = 1/(1 + e^(−1.5)).
    sgd.step(&data);
    let scale = 1.0 / (1.0 + (-1.5f64).exp());
    let w = sgd.weights();
    assert!((w[0] - (0.5 - scale)).abs() < 1e-15);
    assert!((w[1] - (0.5 - 2.0 * scale)).abs() < 1e-15);
    assert_eq!(w[2], 0.5);
    assert!((scale - 0.817_574_476_193_643_7).abs() < 1e-15);
}

#[test]
fn logistic_gd_by_hand() {
    let data = two_points();
    let mut gd = Settings {
        eta: 1.0,
        ..Settings::new(Algorithm::LogisticGd)
    }
    .build(&data)
    .expect("valid");
    let step = gd.step(&data);
    assert_eq!(step.event, Event::BatchUpdate);
    assert_eq!(step.visits, 2);
    // Both margins 0: w = (1/2)·(0.5·(1, 1, 1) + 0.5·(−1, −2, 0)).
    assert_eq!(gd.weights(), [0.0, -0.25, 0.25]);
}

#[test]
fn linear_regression_solves_exactly() {
    // Z = [[1,0,0],[1,1,0],[1,0,1]], y = (−1, 1, 1): w = Z⁻¹y = (−1, 2, 2).
    let data =
        Dataset::from_rows(2, &[0.0, 0.0, 1.0, 0.0, 0.0, 1.0], &[-1.0, 1.0, 1.0]).expect("valid");
    let w = linear_regression_weights(&data);
    for (got, want) in w.iter().zip([-1.0, 2.0, 2.0]) {
        assert!((got - want).abs() < 1e-12, "{w:?}");
    }
    let mut learner = Settings::new(Algorithm::Linreg)
        .build(&data)
        .expect("valid");
    let step = learner.step(&data);
    assert_eq!(step.event, Event::Solved);
    assert_eq!(step.stop, Some(Stop::Converged));
    assert_eq!(learner.weights(), w.as_slice());
}

#[test]
fn linear_regression_takes_the_minimum_norm_solution() {
    // One point z = (1, 1, 1), y = 1: w = z/‖z‖².
    let one = Dataset::from_rows(2, &[1.0, 1.0], &[1.0]).expect("valid");
    for v in linear_regression_weights(&one) {
        assert!((v - 1.0 / 3.0).abs() < 1e-12);
    }
    // The same point with both labels: Zᵀy = 0, so w = 0.
    let both = Dataset::from_rows(2, &[1.0, 1.0, 1.0, 1.0], &[1.0, -1.0]).expect("valid");
    for v in linear_regression_weights(&both) {
        assert!(v.abs() < 1e-12);
    }
}

#[test]
fn init_from_linear_regression() {
    let data =
        Dataset::from_rows(2, &[0.0, 0.0, 1.0, 0.0, 0.0, 1.0], &[-1.0, 1.0, 1.0]).expect("valid");
    let pla = Settings {
        init: Init::Linreg,
        ..Settings::new(Algorithm::Pla)
    }
    .build(&data)
    .expect("valid");
    assert_eq!(pla.weights(), linear_regression_weights(&data).as_slice());
}

#[test]
fn an_overflowing_update_stops_as_diverged_and_keeps_w_finite() {
    let data = Dataset::from_rows(2, &[1e307, 0.0, -1e307, 0.0], &[1.0, -1.0]).expect("valid");
    for algorithm in [Algorithm::Pla, Algorithm::Pocket, Algorithm::LogisticSgd] {
        let mut learner = Settings {
            eta: 1e3,
            ..Settings::new(algorithm)
        }
        .build(&data)
        .expect("valid");
        let step = learner.step(&data);
        assert_eq!(step.stop, Some(Stop::Diverged), "{algorithm:?}");
        assert!(!step.updated(), "{algorithm:?}");
        assert_eq!(learner.weights(), [0.0, 0.0, 0.0], "{algorithm:?}");
        assert_eq!(learner.counters().updates, 0, "{algorithm:?}");
    }
}

#[test]
fn settings_are_checked_before_learning() {
    let data = two_points();
    for eta in [0.0, -1.0, f64::NAN] {
        let s = Settings {
            eta,
            ..Settings::new(Algorithm::Pla)
        };
        assert!(
            matches!(s.build(&data), Err(SettingsError::EtaNotPositive(_))),
            "{eta}"
        );
    }
    for eta in [1e9, f64::INFINITY] {
        let s = Settings {
            eta,
            ..Settings::new(Algorithm::LogisticSgd)
        };
        let err = s.build(&data).err().expect("rejected");
        assert!(matches!(err, SettingsError::EtaTooLarge(_)));
        assert!(err.to_string().contains("too large"), "{err}");
    }
    let s = settings(Algorithm::Pla, Some(Order::Random));
    let err = s.build(&data).err().expect("rejected");
    assert!(err.to_string().contains("cyclic or random-cycle"), "{err}");
    let one_class = Dataset::from_rows(2, &[1.0, 1.0], &[1.0]).expect("valid");
    let err = Settings::new(Algorithm::Pla)
        .build(&one_class)
        .err()
        .expect("rejected");
    assert!(err.to_string().contains("both"), "{err}");
    let empty = Dataset::new(2);
    assert!(matches!(
        Settings::new(Algorithm::Pla).build(&empty),
        Err(SettingsError::Data(DataError::Empty))
    ));
}

#[test]
fn editing_the_points_keeps_w_and_continues() {
    let mut data = two_points();
    let mut pla = settings(Algorithm::Pla, None).build(&data).expect("valid");
    pla.run(&data, 100);
    assert_eq!(pla.stopped(), Some(Stop::Converged));
    let w = pla.weights().to_vec();
    // A new ○ at (−5, −5) is a mistake of w: learning resumes from w.
    data.push(&[-5.0, -5.0], 1.0).expect("valid");
    let step = pla.step(&data);
    assert_eq!(point_of(&step), Some(2));
    let after: Vec<f64> = w
        .iter()
        .zip([1.0, -5.0, -5.0])
        .map(|(a, b)| a + b)
        .collect();
    assert_eq!(pla.weights(), after.as_slice());
    // Removing points never indexes past the end.
    data.remove(2);
    data.remove(1);
    let mut again = pla.clone();
    again.run(&data, 100);
    assert_eq!(again.stopped(), Some(Stop::Converged));
}

#[test]
fn run_ends_where_the_same_number_of_steps_ends() {
    let mut data = Dataset::new(2);
    for i in 0..500 {
        let x = f64::from(i) * 0.37;
        data.push(
            &[x.sin() * 3.0, x.cos() * 2.0],
            if i % 7 < 3 { 1.0 } else { -1.0 },
        )
        .expect("valid");
    }
    for order in [Order::Cyclic, Order::Random] {
        let settings = Settings {
            seed: 11,
            budget: Budget {
                max_updates: Some(10_000),
                max_visits: None,
            },
            ..settings(Algorithm::LogisticSgd, Some(order))
        };
        let mut stepped = settings.build(&data).expect("valid");
        let mut ran = settings.build(&data).expect("valid");
        for _ in 0..9_999 {
            stepped.step(&data);
        }
        assert_eq!(ran.run(&data, 9_999), 9_999);
        assert_eq!(ran.weights(), stepped.weights(), "{order:?}");
        assert_eq!(ran.counters(), stepped.counters());
        assert_eq!(ran.stopped(), None);
        // Both continue identically, and both stop at the budget.
        ran.run(&data, u64::MAX);
        stepped.step(&data);
        assert_eq!(ran.weights(), stepped.weights(), "{order:?}");
        assert_eq!(ran.stopped(), Some(Stop::Budget));
        assert_eq!(stepped.stopped(), Some(Stop::Budget));
    }
}

#[test]
fn run_stops_at_the_exact_update_that_would_diverge() {
    // Small points, then one huge point: SGD visits it cyclically and overflows there.
    let mut features = Vec::new();
    let mut labels = Vec::new();
    for i in 0..100 {
        features.extend([f64::from(i) / 100.0, 1.0]);
        labels.push(if i % 2 == 0 { 1.0 } else { -1.0 });
    }
    features.extend([1e307, 1e307]);
    labels.push(1.0);
    let data = Dataset::from_rows(2, &features, &labels).expect("valid");
    let settings = Settings {
        eta: 1e3,
        ..settings(Algorithm::LogisticSgd, Some(Order::Cyclic))
    };
    let mut ran = settings.build(&data).expect("valid");
    ran.run(&data, 1_000_000);
    let mut stepped = settings.build(&data).expect("valid");
    while stepped.stopped().is_none() {
        stepped.step(&data);
    }
    assert_eq!(ran.stopped(), Some(Stop::Diverged));
    assert_eq!(ran.counters(), stepped.counters());
    assert_eq!(ran.counters().updates, 100);
    assert_eq!(ran.weights(), stepped.weights());
    assert!(ran.weights().iter().all(|v| v.is_finite()));
}

#[test]
fn averaged_perceptron_by_hand() {
    let data = two_points();
    let mut averaged = settings(Algorithm::Averaged, None)
        .build(&data)
        .expect("valid");
    averaged.run(&data, 100);
    // The PLA run of `pla_cyclic_by_hand`: w₁…w₄ each survive one visit, w₅ the last three of 7.
    // w̄ = (w₁ + w₂ + w₃ + w₄ + 3·w₅) / 7 = (5, −5, 15) / 7.
    assert_eq!(averaged.weights(), [1.0, -1.0, 3.0]);
    let expected = [5.0 / 7.0, -5.0 / 7.0, 15.0 / 7.0];
    for (got, want) in averaged.answer().iter().zip(expected) {
        assert!((got - want).abs() < 1e-15, "{:?}", averaged.answer());
    }
    assert!(averaged.model().is_linear());
    assert_eq!(averaged.stopped(), Some(Stop::Converged));
}

#[test]
fn voted_perceptron_by_hand() {
    let data = two_points();
    let mut voted = settings(Algorithm::Voted, None)
        .build(&data)
        .expect("valid");
    voted.run(&data, 100);
    let model = voted.model();
    assert!(!model.is_linear());
    // At z = (1, 0, 1): w₁·z = 2, w₂·z = 1, w₃·z = 3, w₄·z = 2, w₅·z = 4: all five vote +1.
    assert_eq!(model.score(&[0.0, 1.0]), 1.0);
    // At z = (1, 1, 0): signs +, −, +, −, and w₅·z = 0 (its 3 votes abstain): (1 − 1 + 1 − 1)/7.
    assert_eq!(model.score(&[1.0, 0.0]), 0.0);
    // At z = (1, 2, 0): +, −, +, −, − ×3: (1 − 1 + 1 − 1 − 3) / 7.
    assert_eq!(model.score(&[2.0, 0.0]), -3.0 / 7.0);
}

#[test]
fn dual_counts_updates_per_point() {
    let data = two_points();
    let mut pla = settings(Algorithm::Pla, None).build(&data).expect("valid");
    pla.run(&data, 100);
    let dual = pla.dual().expect("PLA has a dual form");
    // Updates on P0, P1, P0, P1, P0.
    assert_eq!(dual.alphas().collect::<Vec<_>>(), [3, 2]);
    assert_eq!(dual.base(), [0.0, 0.0, 0.0]);
    assert!(
        Settings::new(Algorithm::LogisticSgd)
            .build(&data)
            .expect("valid")
            .dual()
            .is_none()
    );
}

mod timeline {
    use std::sync::Arc;

    use super::*;
    use crate::learn::timeline::MAX_KEYFRAMES;

    fn noisy(n: usize) -> Dataset {
        let mut data = Dataset::new(2);
        for i in 0..n {
            let x = i as f64 * 0.61;
            let y = if (i * 7919) % 13 < 6 { 1.0 } else { -1.0 };
            data.push(&[x.cos() * 2.0, x.sin() * 2.0], y)
                .expect("valid");
        }
        data
    }

    /// A fresh run stepped to t.
    fn fresh(settings: &Settings, data: &Dataset, t: u64) -> Box<dyn Learner> {
        let mut learner = settings.build(data).expect("valid");
        while learner.counters().updates < t && learner.stopped().is_none() {
            learner.step(data);
        }
        learner
    }

    #[test]
    fn any_state_matches_a_fresh_replay() {
        let data = noisy(60);
        for algorithm in [
            Algorithm::Pla,
            Algorithm::Pocket,
            Algorithm::LogisticSgd,
            Algorithm::Voted,
        ] {
            let settings = Settings {
                seed: 5,
                budget: Budget {
                    max_updates: Some(3_000),
                    max_visits: None,
                },
                ..Settings::new(algorithm)
            };
            let mut live = settings.build(&data).expect("valid");
            let mut timeline = Timeline::new(live.as_ref(), Arc::new(data.clone()), 1 << 20);
            while live.stopped().is_none() {
                let step = live.step(&data);
                timeline.record(live.as_ref(), &step);
            }
            assert_eq!(timeline.latest(), 3_000);
            assert!(timeline.keyframes() <= MAX_KEYFRAMES);
            for t in [0, 1, 2, 77, 1_024, 2_999, 3_000] {
                let (state, step) = timeline.state_at(t);
                let expected = fresh(&settings, &data, t);
                assert_eq!(
                    state.counters(),
                    expected.counters(),
                    "{algorithm:?} t = {t}"
                );
                assert_eq!(state.weights(), expected.weights(), "{algorithm:?} t = {t}");
                assert_eq!(state.answer(), expected.answer(), "{algorithm:?} t = {t}");
                assert_eq!(
                    state.dual().map(|d| d.alphas().collect::<Vec<_>>()),
                    expected.dual().map(|d| d.alphas().collect::<Vec<_>>())
                );
                assert_eq!(step.is_some(), t > 0, "{algorithm:?} t = {t}");
            }
            // The end is the stopped state itself.
            let (end, _) = timeline.state_at(u64::MAX);
            assert_eq!(end.stopped(), Some(Stop::Budget));
        }
    }

    #[test]
    fn a_converged_run_ends_converged_and_steps_back() {
        let data = two_points();
        let settings = Settings::new(Algorithm::Pla);
        let mut live = settings.build(&data).expect("valid");
        let mut timeline = Timeline::new(live.as_ref(), Arc::new(data.clone()), 1 << 20);
        while live.stopped().is_none() {
            let step = live.step(&data);
            timeline.record(live.as_ref(), &step);
        }
        let (end, _) = timeline.state_at(5);
        assert_eq!(end.stopped(), Some(Stop::Converged));
        let (back, step) = timeline.state_at(4);
        assert_eq!(back.weights(), [0.0, -2.0, 2.0]);
        assert_eq!(back.stopped(), None);
        assert!(matches!(
            step.map(|s| s.event),
            Some(Event::PointUpdate { point: 1, .. })
        ));
    }

    #[test]
    fn memory_stays_within_the_budget() {
        let data = noisy(2_000);
        let settings = Settings {
            budget: Budget {
                max_updates: Some(200_000),
                max_visits: None,
            },
            ..Settings::new(Algorithm::Pla)
        };
        let mut live = settings.build(&data).expect("valid");
        let budget = 400_000;
        let mut timeline = Timeline::new(live.as_ref(), Arc::new(data.clone()), budget);
        while live.stopped().is_none() {
            let step = live.step(&data);
            timeline.record(live.as_ref(), &step);
        }
        assert!(timeline.heap_bytes() <= budget, "{}", timeline.heap_bytes());
        assert!(timeline.keyframes() >= 2);
        assert!(timeline.interval() > 1);
        let (state, _) = timeline.state_at(123_457);
        assert_eq!(state.weights(), fresh(&settings, &data, 123_457).weights());
    }
}
