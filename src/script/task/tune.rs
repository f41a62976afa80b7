//! The tasks answered by a setting: the student changes η (or C) in the learner's controls and
//! the check runs the scene's learner with it — "E_in(CE) at most e after T steps", "exactly k
//! support vectors and no training mistake" — with the reason in the course's terms.

use crate::learn::Settings;
use crate::lesson::Lesson;
use crate::loss::{ErrorMeasure, mean_error};
use crate::number;
use crate::t;

use super::{Reply, Verdict, replayed};

/// What a tuned learner must reach.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "goal", rename_all = "snake_case", deny_unknown_fields)]
pub enum Goal {
    /// E_in (cross-entropy, ln) of the answer at most `at_most` after `steps` steps (t), by
    /// tuning η.
    CrossEntropy { steps: u64, at_most: f64 },
    /// Exactly `count` support vectors (αₙ > 0) and no training mistake, by tuning C.
    SupportVectors { count: usize },
}

/// The values Show me tries, smallest first: η or C from 10⁻³ to 10³, three per decade.
const TRIED: [f64; 19] = [
    0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0,
    200.0, 500.0, 1000.0,
];

/// `settings` with the tuned value set to `v`.
fn with_value(goal: &Goal, settings: &Settings, v: f64) -> Settings {
    let mut settings = settings.clone();
    match goal {
        Goal::CrossEntropy { .. } => settings.eta = v,
        Goal::SupportVectors { .. } => {
            settings.svm.c = v;
            settings.svm.hard_margin = false;
        }
    }
    settings
}

/// What the learner with `settings` reaches on the scene's points: E_in(CE) after the steps,
/// or the support vectors and training mistakes at the end.
enum Reached {
    CrossEntropy(f64),
    SupportVectors { count: usize, mistakes: usize },
}

fn run(state: &Lesson, goal: &Goal, settings: &Settings) -> Result<Reached, String> {
    let steps = match goal {
        Goal::CrossEntropy { steps, .. } => *steps,
        Goal::SupportVectors { .. } => u64::MAX,
    };
    let lesson = Lesson {
        settings: settings.clone(),
        t: steps,
        ..state.clone()
    };
    let (learner, data) = replayed(&lesson)?;
    Ok(match goal {
        Goal::CrossEntropy { .. } => Reached::CrossEntropy(mean_error(
            &data,
            learner.answer(),
            ErrorMeasure::CrossEntropy,
        )),
        Goal::SupportVectors { .. } => {
            let smo = learner
                .smo()
                .ok_or_else(|| t!("core-task-tune-not-svm").to_owned())?;
            Reached::SupportVectors {
                count: smo.support().len(),
                mistakes: smo.margins().iter().filter(|&&m| m <= 0.0).count(),
            }
        }
    })
}

/// Whether `reached` meets `goal`.
fn meets(goal: &Goal, reached: &Reached) -> bool {
    match (goal, reached) {
        (Goal::CrossEntropy { at_most, .. }, Reached::CrossEntropy(e)) => *e <= *at_most,
        (Goal::SupportVectors { count, .. }, Reached::SupportVectors { count: n, mistakes }) => {
            n == count && *mistakes == 0
        }
        _ => false,
    }
}

/// Checks the settings the student left in the controls.
pub fn check(state: &Lesson, goal: &Goal, settings: &Settings) -> Result<Verdict, String> {
    if settings.algorithm != state.settings.algorithm {
        return Ok(Verdict {
            right: false,
            reason: t!(
                "core-task-tune-learner",
                learner = state.settings.algorithm.id()
            ),
        });
    }
    let reached = run(state, goal, settings)?;
    let right = meets(goal, &reached);
    let reason = match (goal, reached) {
        (Goal::CrossEntropy { steps, at_most }, Reached::CrossEntropy(e)) => {
            let (eta, e, steps, at_most) = (
                number::shortest(settings.eta),
                number::significant(e, 3),
                steps.to_string(),
                number::shortest(*at_most),
            );
            if right {
                t!(
                    "core-task-tune-ce-right",
                    eta = eta,
                    e = e,
                    steps = steps,
                    at_most = at_most
                )
            } else {
                t!(
                    "core-task-tune-ce-wrong",
                    eta = eta,
                    e = e,
                    steps = steps,
                    at_most = at_most
                )
            }
        }
        (Goal::SupportVectors { count }, Reached::SupportVectors { count: n, mistakes }) => {
            let (c, n, count, mistakes) = (
                number::shortest(settings.svm.c),
                n.to_string(),
                count.to_string(),
                mistakes.to_string(),
            );
            if right {
                t!("core-task-tune-sv-right", c = c, n = n, count = count)
            } else {
                t!(
                    "core-task-tune-sv-wrong",
                    c = c,
                    n = n,
                    count = count,
                    mistakes = mistakes
                )
            }
        }
        _ => t!("core-task-wrong-kind").to_owned(),
    };
    Ok(Verdict { right, reason })
}

/// The first of [`TRIED`] that meets the goal ("Show me"), or that does not (a wrong answer).
fn first(state: &Lesson, goal: &Goal, meeting: bool) -> Result<Settings, String> {
    for v in TRIED {
        let settings = with_value(goal, &state.settings, v);
        if meets(goal, &run(state, goal, &settings)?) == meeting {
            return Ok(settings);
        }
    }
    Err(t!("core-task-tune-none").to_owned())
}

/// Settings that meet the goal.
pub fn reference(state: &Lesson, goal: &Goal) -> Result<Reply, String> {
    first(state, goal, true).map(Reply::Settings)
}

/// Settings that do not.
pub fn wrong(state: &Lesson, goal: &Goal) -> Result<Reply, String> {
    first(state, goal, false).map(Reply::Settings)
}
