//! The learner contract, over every algorithm the registry lists (a learner added there is
//! checked here without a line of this file changing): stepping equals running, the same seed
//! replays bit for bit, an edit of the points keeps w, the model scores as the answer's weights,
//! the description agrees with the command line, the files and the learner it builds, and the
//! history CSV writes every answer that is not w_t.

use clap::ValueEnum as _;
use linlab::data::Dataset;
use linlab::learn::{Algorithm, Answer, Budget, Learner, Settings, Stop};
use linlab::model::Model;

/// Points on a circle, labelled by a line (`noise`: every seventh label flipped).
fn points(n: usize, noise: bool) -> Dataset {
    let mut data = Dataset::new(2);
    for i in 0..n {
        let a = i as f64 * 2.399_963;
        let x = [a.cos() * (1.0 + (i % 5) as f64 * 0.2), a.sin()];
        let mut y = if x[0] + 0.5 * x[1] > 0.1 { 1.0 } else { -1.0 };
        if noise && i % 7 == 3 {
            y = -y;
        }
        data.push(&x, y).expect("finite point");
    }
    data
}

/// Every algorithm with each of its orders (once with its default for those without) and a
/// budget small enough that a run ends quickly.
fn every_setting() -> Vec<Settings> {
    let mut all = Vec::new();
    for &algorithm in Algorithm::all() {
        let orders: Vec<_> = if algorithm.orders().is_empty() {
            vec![None]
        } else {
            algorithm.orders().iter().map(|&o| Some(o)).collect()
        };
        for order in orders {
            all.push(Settings {
                order,
                seed: 7,
                budget: Budget {
                    max_updates: Some(300),
                    max_visits: Some(3_000),
                },
                ..Settings::new(algorithm)
            });
        }
    }
    all
}

/// Everything a learner shows, for bit-for-bit comparison.
fn state(learner: &dyn Learner) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        learner.counters(),
        learner.stopped(),
        learner.weights(),
        learner.answer(),
        learner.model(),
        learner.dual().map(|d| d.alphas().collect::<Vec<_>>()),
        learner.smo().map(|s| s.alpha().to_vec()),
    )
}

fn stepped(settings: &Settings, data: &Dataset, steps: u64) -> Box<dyn Learner> {
    let mut learner = settings.build(data).expect("valid settings");
    for _ in 0..steps {
        if learner.stopped().is_some() {
            break;
        }
        learner.step(data);
    }
    learner
}

#[test]
fn every_algorithm_is_described_as_the_command_line_and_files_name_it() {
    assert_eq!(Algorithm::all().len(), Algorithm::value_variants().len());
    for &algorithm in Algorithm::all() {
        let id = algorithm.id();
        let value = algorithm.to_possible_value().expect("a value");
        assert_eq!(value.get_name(), id, "--algo's name");
        assert_eq!(
            serde_json::to_string(&algorithm).expect("serialises"),
            format!("\"{id}\""),
            "a lesson's name"
        );
        assert!(!algorithm.name().is_empty() && !algorithm.explanation().is_empty());
        assert!(!algorithm.converged_text(3).is_empty());
        let settings = Settings::new(algorithm);
        assert_eq!(settings.check(), Ok(()), "{id}: its defaults are valid");
        let learner = settings.build(&points(20, false)).expect("builds");
        assert_eq!(learner.algorithm(), algorithm, "{id} builds itself");
        assert!(algorithm.default_eta() > 0.0);
        let budget = algorithm.default_budget(100);
        if algorithm.orders().is_empty() && !algorithm.uses_eta() && !algorithm.uses_kernel() {
            // Solved at once: nothing to bound.
            assert_eq!(budget, Budget::default(), "{id}");
        } else {
            assert!(
                budget.max_updates.is_some() || budget.max_visits.is_some(),
                "{id}: every iterative run ends"
            );
        }
    }
}

#[test]
fn stepping_equals_running_and_the_same_seed_replays() {
    for noise in [false, true] {
        let data = points(40, noise);
        for settings in every_setting() {
            let name = format!(
                "{:?} {:?} noise {noise}",
                settings.algorithm, settings.order
            );
            for steps in [0, 1, 5, 57, 10_000] {
                let by_steps = stepped(&settings, &data, steps);
                let mut by_run = settings.build(&data).expect("valid");
                by_run.run(&data, steps);
                assert_eq!(
                    state(by_run.as_ref()),
                    state(by_steps.as_ref()),
                    "{name}, {steps}"
                );
            }
            let mut a = settings.build(&data).expect("valid");
            let mut b = settings.build(&data).expect("valid");
            a.run(&data, u64::MAX);
            b.run(&data, u64::MAX);
            assert_eq!(state(a.as_ref()), state(b.as_ref()), "{name}: replay");
            assert!(a.stopped().is_some(), "{name}: a run ends");
        }
    }
}

/// α of a dual learner (the SVM's, the kernel perceptron's), else `None`.
fn alphas(learner: &dyn Learner) -> Option<Vec<f64>> {
    match learner.smo() {
        Some(smo) => Some(smo.alpha().to_vec()),
        None if !learner.algorithm().takes_initial_w() => {
            learner.dual().map(|d| d.alphas().map(f64::from).collect())
        }
        None => None,
    }
}

#[test]
fn an_edit_of_the_points_keeps_what_the_learner_knows_and_learning_goes_on() {
    let data = points(30, true);
    let mut moved = Dataset::new(2);
    for n in 0..data.len() {
        let mut x: Vec<f64> = data.features(n).collect();
        if n == 4 {
            x[0] += 0.01;
        }
        moved.push(&x, data.label(n)).expect("finite point");
    }
    let mut added = data.clone();
    added.push(&[0.3, -0.2], 1.0).expect("finite point");
    for settings in every_setting() {
        let name = format!("{:?} {:?}", settings.algorithm, settings.order);
        // A point moved, labels unchanged: w (or a dual learner's α) stays. A point added:
        // w stays for the learners that start from a w; the dual ones start again from α = 0.
        let mut edits = vec![("moved", &moved)];
        if settings.algorithm.takes_initial_w() {
            edits.push(("added", &added));
        }
        for (edit, edited) in edits {
            let mut learner = stepped(&settings, &data, 12);
            let (w, alpha) = (learner.weights().to_vec(), alphas(learner.as_ref()));
            learner.rebind(edited);
            match alpha {
                Some(alpha) => assert_eq!(alphas(learner.as_ref()), Some(alpha), "{name} {edit}"),
                None => assert_eq!(learner.weights(), w, "{name} {edit}: rebinding keeps w"),
            }
            if learner.stopped() != Some(Stop::Diverged) {
                assert_eq!(learner.stopped(), None, "{name} {edit}: a stop is lifted");
            }
            learner.step(edited);
            assert!(
                learner.weights().iter().all(|w| w.is_finite()),
                "{name} {edit}: steps on after the edit"
            );
        }
    }
}

#[test]
fn the_model_scores_as_the_answer_s_weights() {
    let data = points(40, true);
    for settings in every_setting() {
        let name = format!("{:?} {:?}", settings.algorithm, settings.order);
        let learner = stepped(&settings, &data, 25);
        let model = learner.model();
        match (settings.algorithm.answer(), &model) {
            // The vote is not a line; its nearest line is the answer.
            (Answer::Vote, Model::Vote(_)) => continue,
            (_, Model::Kernel(_)) if settings.algorithm.uses_kernel() => {}
            (_, Model::Linear(w)) => assert_eq!(w, learner.answer(), "{name}"),
            (answer, model) => panic!("{name}: {answer:?} answered by {model:?}"),
        }
        if let Some(w) = model.linear_weights() {
            for n in 0..data.len() {
                let x: Vec<f64> = data.features(n).collect();
                let s = w[0] + w[1] * x[0] + w[2] * x[1];
                assert!(
                    (model.score(&x) - s).abs() <= 1e-12 * (1.0 + s.abs()),
                    "{name}"
                );
            }
        }
    }
}

/// The learner at update `t`, replayed from its seed as the history replays it.
fn at_update(settings: &Settings, data: &Dataset, t: u64) -> Box<dyn Learner> {
    let mut learner = settings.build(data).expect("valid settings");
    while learner.counters().updates < t && learner.stopped().is_none() {
        learner.step(data);
    }
    learner
}

#[test]
fn the_history_csv_writes_every_answer_that_is_not_w_t() {
    // Noisy labels, so that pocket's ŵ falls behind w_t as well as w̄ does.
    let data = points(16, true);
    let k = data.row_len();
    for &algorithm in Algorithm::all() {
        let settings = Settings {
            seed: 7,
            ..Settings::new(algorithm)
        };
        let csv = linlab::lesson::history_csv(&settings, &data, 12, 1).expect("valid settings");
        let mut lines = csv.lines();
        let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
        let Some(prefix) = algorithm.answer().column() else {
            assert_eq!(header.len(), 1 + k + 3, "{algorithm:?}: t, w and E_in only");
            continue;
        };
        let columns: Vec<usize> = (0..k)
            .map(|i| {
                let name = format!("{prefix}{i}");
                header.iter().position(|&h| h == name).expect(&name)
            })
            .collect();
        let mut differs = false;
        for line in lines {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(cells.len(), header.len(), "{algorithm:?}: {line}");
            let t = cells[0].parse().expect("t");
            let learner = at_update(&settings, &data, t);
            assert_eq!(learner.counters().updates, t, "{algorithm:?}");
            let written: Vec<&str> = columns.iter().map(|&c| cells[c]).collect();
            let answer: Vec<String> = learner.answer().iter().map(f64::to_string).collect();
            assert_eq!(written, answer, "{algorithm:?} at t = {t}");
            differs |= learner.answer() != learner.weights();
        }
        assert!(
            differs,
            "{algorithm:?}: its answer never left w_t, so the check saw nothing"
        );
    }
}
