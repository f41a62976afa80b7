//! Exercises on more than two classes: the scene's classes and multiclass learner, read from
//! the window's part of the scene (the Several classes workspace keeps each point's class, the
//! method and the steps taken there) and replayed to the scene's step.

use crate::lesson::window::MulticlassPlace;
use crate::lesson::{Lesson, Workspace};
use crate::multiclass::{Method, MulticlassData, MulticlassLearner, MulticlassSettings};
use crate::t;

/// The most steps a scene's multiclass learner is replayed (the window's own limit is lower).
const MAX_STEPS: usize = 1_000_000;

/// A scene's multiclass learner at the scene's step.
pub struct Replayed {
    pub method: Method,
    pub learner: MulticlassLearner,
    /// The learner's class j is the scene's class number `present[j]` (□ = 0, ◇ = 1, …).
    pub present: Vec<usize>,
}

impl Replayed {
    /// The learner's class of the scene's class `number` (from 0), if it has points.
    fn class_of(&self, number: usize) -> Option<usize> {
        self.present.iter().position(|&k| k == number)
    }
}

/// The scene's multiclass learner, replayed to the step the scene shows; an error when the
/// scene is not in the Several classes workspace or its classes cannot be learned.
pub fn replayed(state: &Lesson) -> Result<Replayed, String> {
    let window = state.window();
    if window.workspace() != Workspace::Multiclass {
        return Err(t!("core-task-not-classes").to_owned());
    }
    let numbers: Vec<usize> = state
        .points
        .iter()
        .enumerate()
        .map(|(n, p)| {
            let own = window
                .classes
                .as_ref()
                .and_then(|c| c.get(n).copied().flatten());
            crate::multiclass::class_number(own, p[2] > 0.0)
        })
        .collect();
    let data = state.dataset().map_err(|e| e.to_string())?;
    let (data, present) =
        MulticlassData::with_class_numbers(&data, &numbers).map_err(|e| e.to_string())?;
    let choice = window.prefs.multiclass;
    let settings = MulticlassSettings::new(choice.method, choice.algorithm, choice.epochs);
    let mut learner =
        MulticlassLearner::new(choice.method, &data, &settings).map_err(|e| e.to_string())?;
    let steps = window.place::<MulticlassPlace>().unwrap_or_default().t;
    for _ in 0..usize::try_from(steps).unwrap_or(usize::MAX).min(MAX_STEPS) {
        if learner.finished() {
            break;
        }
        learner.step();
    }
    Ok(Replayed {
        method: choice.method,
        learner,
        present,
    })
}

/// The binary problems the scene's method learns: K for one versus all, K(K − 1)/2 for one
/// versus one; an error for the structured perceptron, which learns none.
pub fn problems(state: &Lesson) -> Result<f64, String> {
    match replayed(state)?.learner {
        MulticlassLearner::Decomposed(d) => Ok(d.len() as f64),
        MulticlassLearner::Structured(_) => Err(t!("core-task-no-problems").to_owned()),
    }
}

/// w_k of the scene's class `class` (from 1: □ = 1, ◇ = 2, …) now and after the learner's
/// next update that changes it: only the structured perceptron and one versus all keep one w_k
/// per class.
pub fn class_w_update(state: &Lesson, class: usize) -> Result<(Vec<f64>, Vec<f64>), String> {
    let mut replayed = replayed(state)?;
    if replayed.method == Method::Ovo {
        return Err(t!("core-task-ovo-no-class-w").to_owned());
    }
    let symbol = symbol(class.saturating_sub(1));
    let k = class
        .checked_sub(1)
        .and_then(|number| replayed.class_of(number))
        .ok_or_else(|| t!("core-task-no-such-class", class = symbol.clone()).to_owned())?;
    let before = replayed.learner.weights()[k].clone();
    while !replayed.learner.finished() {
        replayed.learner.step();
        let after = &replayed.learner.weights()[k];
        if *after != before {
            if after[1] == 0.0 && after[2] == 0.0 {
                return Err(t!("core-task-no-direction").to_owned());
            }
            return Ok((before, after.clone()));
        }
    }
    Err(t!("core-task-class-unchanged", class = symbol).to_owned())
}

/// The symbol of class number `number` (from 0): □ ◇ △ ☆ first.
pub fn symbol(number: usize) -> String {
    crate::multiclass::CLASS_SYMBOLS
        .get(number)
        .map_or_else(|| (number + 1).to_string(), |s| (*s).to_owned())
}
