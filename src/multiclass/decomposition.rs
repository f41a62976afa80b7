//! One-versus-all and one-versus-one: a multiclass problem taken apart into binary problems,
//! each learned by an ordinary binary learner built by [`Settings::build`] (MATH.md,
//! "Multiclass").
//!
//! OVA has one problem per class k, on every point in file order, y' = 2[y = k] − 1. OVO has
//! one per pair k < l, on the points of classes k and l in file order, y' = +1 iff y = k.
//!
//! The schedule: [`Decomposition::step`] advances the current problem by one
//! [`Learner::step`]; when its learner stops (converged, budget, diverged) the next problem
//! becomes current. So problem 0 learns to its stop, then problem 1, and so on; after the last
//! one stops, every step does nothing.

use super::{MulticlassData, MulticlassError, MulticlassSettings};
use crate::data::Dataset;
use crate::learn::{Learner, Step};
use crate::model::{Combine, Model, PerClass};

/// Which classes a binary problem separates: `positive` (+1) from `negative`, or from every
/// other class when `negative` is `None` (one versus all).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subproblem {
    pub positive: usize,
    pub negative: Option<usize>,
}

/// One binary problem: its points relabelled ±1, which rows of the multiclass data they are,
/// and its learner.
#[derive(Clone)]
struct Problem {
    which: Subproblem,
    data: Dataset,
    rows: Vec<usize>,
    learner: Box<dyn Learner>,
}

/// Several binary problems learned one after the other.
#[derive(Debug, Clone)]
pub struct Decomposition {
    classes: usize,
    problems: Vec<Problem>,
    combine: Combine,
    current: usize,
}

impl std::fmt::Debug for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Problem")
            .field("which", &self.which)
            .field("points", &self.data.len())
            .field("algorithm", &self.learner.algorithm())
            .field("w", &self.learner.weights())
            .finish()
    }
}

impl Decomposition {
    /// One versus all: K problems, class k against the rest.
    pub fn one_versus_all(
        data: &MulticlassData,
        settings: &MulticlassSettings,
    ) -> Result<Self, MulticlassError> {
        let which = (0..data.classes().len()).map(|k| Subproblem {
            positive: k,
            negative: None,
        });
        Self::new(data, settings, which.collect(), Combine::OneVersusAll)
    }

    /// One versus one: K(K − 1)/2 problems, one per pair k < l, in the order (0, 1), (0, 2), …,
    /// (1, 2), …
    pub fn one_versus_one(
        data: &MulticlassData,
        settings: &MulticlassSettings,
    ) -> Result<Self, MulticlassError> {
        let k = data.classes().len();
        let pairs: Vec<(usize, usize)> = (0..k)
            .flat_map(|a| (a + 1..k).map(move |b| (a, b)))
            .collect();
        let which = pairs.iter().map(|&(a, b)| Subproblem {
            positive: a,
            negative: Some(b),
        });
        Self::new(
            data,
            settings,
            which.collect(),
            Combine::OneVersusOne { pairs },
        )
    }

    fn new(
        data: &MulticlassData,
        settings: &MulticlassSettings,
        which: Vec<Subproblem>,
        combine: Combine,
    ) -> Result<Self, MulticlassError> {
        data.check_learnable()?;
        let mut problems = Vec::with_capacity(which.len());
        for which in which {
            let (binary, rows) = data.binary(which.positive, which.negative);
            let learner = settings.for_points(binary.len()).build(&binary)?;
            problems.push(Problem {
                which,
                data: binary,
                rows,
                learner,
            });
        }
        Ok(Self {
            classes: data.classes().len(),
            problems,
            combine,
            current: 0,
        })
    }

    /// How many binary problems.
    pub fn len(&self) -> usize {
        self.problems.len()
    }

    pub fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    /// The problem the next step advances; `None` once every problem has stopped.
    pub fn current(&self) -> Option<usize> {
        (self.current < self.problems.len()).then_some(self.current)
    }

    /// Which classes problem `i` separates.
    pub fn subproblem(&self, i: usize) -> Subproblem {
        self.problems[i].which
    }

    /// Problem `i`'s points, relabelled ±1 (○ for its positive class).
    pub fn problem_data(&self, i: usize) -> &Dataset {
        &self.problems[i].data
    }

    /// The rows of the multiclass data that problem `i`'s points are, in order.
    pub fn problem_rows(&self, i: usize) -> &[usize] {
        &self.problems[i].rows
    }

    /// Problem `i`'s learner (its w, counters, stop, dual form).
    pub fn learner(&self, i: usize) -> &dyn Learner {
        self.problems[i].learner.as_ref()
    }

    /// One step of the current problem's learner: the problem and its step; `None` once every
    /// problem has stopped.
    pub fn step(&mut self) -> Option<(usize, Step)> {
        self.skip_stopped();
        let i = self.current()?;
        let problem = &mut self.problems[i];
        let step = problem.learner.step(&problem.data);
        self.skip_stopped();
        Some((i, step))
    }

    /// Makes current the first problem from the current one whose learner can go on.
    fn skip_stopped(&mut self) {
        while let Some(problem) = self.problems.get(self.current)
            && problem.learner.stopped().is_some()
        {
            self.current += 1;
        }
    }

    /// Steps until every problem has stopped or `max_steps` steps have run; returns the steps
    /// run. Each problem runs by its learner's own [`Learner::run`] (which ends as its steps
    /// would, bit for bit).
    pub fn run(&mut self, max_steps: u64) -> u64 {
        let mut steps = 0;
        self.skip_stopped();
        while let Some(i) = self.current()
            && steps < max_steps
        {
            let problem = &mut self.problems[i];
            steps += problem.learner.run(&problem.data, max_steps - steps);
            self.skip_stopped();
        }
        steps
    }

    /// The answer: every problem's model combined by argmax (OVA) or votes (OVO).
    pub fn model(&self) -> Model {
        Model::PerClass(PerClass {
            classes: self.classes,
            models: self.problems.iter().map(|p| p.learner.model()).collect(),
            combine: self.combine.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Algorithm, Settings};

    #[test]
    fn steps_one_problem_to_its_stop_then_the_next() {
        let features = [0.0, 0.0, 4.0, 0.0, 0.0, 4.0];
        let data = MulticlassData::from_rows(2, &features, &["a", "b", "c"]).expect("valid");
        let settings = MulticlassSettings {
            binary: Settings::new(Algorithm::Pla),
            epochs: Some(100),
        };
        let mut ovo = Decomposition::one_versus_one(&data, &settings).expect("three classes");
        assert_eq!(ovo.len(), 3);
        assert_eq!(ovo.problem_rows(1), &[0, 2]);
        assert_eq!(
            ovo.subproblem(2),
            Subproblem {
                positive: 1,
                negative: Some(2)
            }
        );
        let mut seen = Vec::new();
        while let Some((problem, _)) = ovo.step() {
            seen.push(problem);
        }
        assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
        assert_eq!(seen.first(), Some(&0));
        assert_eq!(seen.last(), Some(&2));
        assert_eq!(ovo.current(), None);
        assert_eq!(data.zero_one_error(&ovo.model()), 0.0);
    }
}
