//! The learning algorithms and everything the window and the command line know of each: one
//! [`Description`] per algorithm, written beside its learner, and found by
//! [`Algorithm::describe`], the registry's one match (`registry.rs`). A new learner is its file
//! (with its description), its variant here, and its line in that match.

use clap::ValueEnum as _;
use serde::{Deserialize, Serialize};

use super::{Budget, Learner, Order, Settings};
use crate::data::Dataset;

/// Which learning algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Algorithm {
    /// The perceptron learning algorithm.
    Pla,
    /// PLA keeping the best weights seen so far.
    Pocket,
    /// Logistic regression by stochastic gradient descent, one point per step.
    LogisticSgd,
    /// Logistic regression by full-batch gradient descent.
    LogisticGd,
    /// Linear regression for classification, w = Z⁺y in one shot.
    Linreg,
    /// PLA answering the running mean of w over visits.
    Averaged,
    /// PLA in which every intermediate w votes, weighted by how long it survived.
    Voted,
    /// The support vector machine, by SMO: one pair of α per step.
    Svm,
    /// SGD on the primal SVM cost (λ/2)‖w‖² + mean hinge error, one point per step.
    HingeSgd,
    /// The dual PLA with a kernel: αₙ += 1 on a mistake.
    KernelPerceptron,
    /// Linear regression by SGD (Adaline / LMS), one point per step.
    LinregSgd,
}

impl Algorithm {
    /// Every algorithm, in the order the window lists them (the enum's, so none is missing).
    pub fn all() -> &'static [Self] {
        Self::value_variants()
    }

    /// The name on the command line and in files.
    pub fn id(self) -> &'static str {
        self.describe().id
    }

    /// The name a person reads, in the interface's language.
    pub fn name(self) -> &'static str {
        (self.describe().name)()
    }

    /// What the algorithm does, in a sentence or two (the window's tooltip).
    pub fn explanation(self) -> &'static str {
        (self.describe().explanation)()
    }

    /// The status line's sentence for a run that converged after `t` updates.
    pub fn converged_text(self, t: u64) -> String {
        (self.describe().converged)(t)
    }

    /// The visit orders this algorithm takes; the first is its default. Empty: no order.
    pub fn orders(self) -> &'static [Order] {
        self.describe().orders
    }

    /// The default learning rate η (MATH.md: 1 for PLA and pocket, 0.1 for logistic regression
    /// and hinge-loss SGD).
    pub fn default_eta(self) -> f64 {
        self.describe().default_eta
    }

    /// Whether η matters to this algorithm.
    pub fn uses_eta(self) -> bool {
        self.describe().uses_eta
    }

    /// Whether the algorithm scores with a kernel (and takes the kernel settings).
    pub fn uses_kernel(self) -> bool {
        self.describe().kernel
    }

    /// Whether the algorithm takes the penalty C (or the hard margin).
    pub fn uses_penalty(self) -> bool {
        self.describe().penalty
    }

    /// Whether the algorithm stops at a tolerance of its optimality conditions (SMO's KKT gap).
    pub fn uses_tolerance(self) -> bool {
        self.describe().tolerance
    }

    /// Whether the algorithm starts from a chosen w (`--init`): linear regression solves at
    /// once, and the dual learners start from α = 0.
    pub fn takes_initial_w(self) -> bool {
        self.describe().initial_w
    }

    /// What the algorithm answers as its hypothesis g, beside its current w_t.
    pub fn answer(self) -> Answer {
        self.describe().answer
    }

    /// How one of its steps changes w.
    pub fn update(self) -> Update {
        self.describe().update
    }

    /// Whether it takes weight decay λ ([`Settings::lambda`]): linear regression, solved in
    /// closed form, and logistic regression, whose score is a probability (the two learners
    /// lecture 14 regularizes).
    pub fn takes_weight_decay(self) -> bool {
        matches!(self.update(), Update::Solve) || self.scores_probability()
    }

    /// Whether it reads the points' weights ([`Settings::point_weights`](super::Settings)):
    /// the pocket, whose random draw among the mistakes is weighted (lecture 8's "virtual
    /// copying"), and the learners of a weighted error: linear regression, solved in closed
    /// form, and logistic regression (by GD its gradient weighted, by SGD its draw).
    pub fn takes_point_weights(self) -> bool {
        self == Self::Pocket || matches!(self.update(), Update::Solve) || self.scores_probability()
    }

    /// Whether an update is a correction of one mistake (PLA, pocket, averaged, voted).
    pub fn is_perceptron(self) -> bool {
        matches!(self.update(), Update::Correction)
    }

    /// Whether its score s is read as a probability θ(s) (logistic regression): the plane
    /// shades θ(s) rather than the two sides.
    pub fn scores_probability(self) -> bool {
        self.describe().probability
    }

    /// Whether every step is one iteration of a gradient method (`--iterations` counts them).
    pub fn counts_iterations(self) -> bool {
        match self.update() {
            Update::Point(rule) => rule.every_visit_updates,
            Update::Batch => true,
            Update::Correction | Update::KernelCorrection | Update::Solve | Update::Pair => false,
        }
    }

    /// Whether one versus all and one versus one offer it as their binary learner.
    pub fn offered_for_several_classes(self) -> bool {
        self.describe().several_classes
    }

    /// The budget of a run on `n` points when none is given, so that every run ends (PLA
    /// never halts on non-separable data).
    pub fn default_budget(self, n: usize) -> Budget {
        (self.describe().budget)(n as u64)
    }

    /// A learner at t = 0 from checked `settings`, starting at `w`.
    pub(super) fn build(
        self,
        settings: &Settings,
        w: Vec<f64>,
        data: &Dataset,
    ) -> Box<dyn Learner> {
        (self.describe().build)(settings, w, data)
    }
}

/// What the window and the command line know of an algorithm.
#[derive(Debug)]
pub struct Description {
    /// The name on the command line and in files (`--algo`, lessons).
    pub id: &'static str,
    pub name: fn() -> &'static str,
    pub explanation: fn() -> &'static str,
    /// The status line's sentence for a run that converged after `t` updates.
    pub converged: fn(u64) -> String,
    /// The visit orders it takes, its default first.
    pub orders: &'static [Order],
    pub default_eta: f64,
    pub uses_eta: bool,
    pub kernel: bool,
    pub penalty: bool,
    pub tolerance: bool,
    pub initial_w: bool,
    pub answer: Answer,
    pub update: Update,
    /// Its score is a probability θ(s).
    pub probability: bool,
    pub several_classes: bool,
    /// The budget on n points when none is given.
    pub budget: fn(u64) -> Budget,
    /// The learner at t = 0 (settings checked, w the initial weights).
    pub build: fn(&Settings, Vec<f64>, &Dataset) -> Box<dyn Learner>,
}

/// A learner's answer g (MATH.md: the hypothesis the algorithm returns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// g = w_t, the current weights.
    Current,
    /// Pocket's ŵ: the weights with the fewest mistakes seen so far.
    Pocket,
    /// The averaged perceptron's w̄: the mean of w over the visits.
    Average,
    /// The voted perceptron's vote of every w it held, weighted by how long each survived (its
    /// nearest line is a w̄).
    Vote,
}

impl Answer {
    /// The answer the plane draws as a line beside w_t: the vote is shaded, not drawn, so for
    /// it the plane draws w_t.
    pub fn drawn(self) -> Self {
        match self {
            Self::Vote => Self::Current,
            other => other,
        }
    }

    /// The symbol of the answer drawn: "w", "ŵ" or "w̄".
    pub fn symbol(self) -> &'static str {
        match self.drawn() {
            Self::Current | Self::Vote => "w",
            Self::Pocket => "ŵ",
            Self::Average => "w̄",
        }
    }

    /// The name of the answer's columns in a run's history (`{column}0`, `{column}1`, …), or
    /// `None` when the answer is w_t, whose columns are already the w's. The voted perceptron's
    /// vote is not a line: its columns hold the line nearest the vote, its w̄.
    pub fn column(self) -> Option<&'static str> {
        match self {
            Self::Current => None,
            Self::Pocket => Some("pocket_w"),
            Self::Average => Some("average_w"),
            Self::Vote => Some("vote_line_w"),
        }
    }
}

/// How one step of an algorithm changes w.
#[derive(Debug, Clone, Copy)]
pub enum Update {
    /// A correction of one mistake, w ← w + η·yₙzₙ (PLA, pocket, the averaged and voted
    /// perceptrons).
    Correction,
    /// A correction in a kernel's feature space: αₙ += 1 on a mistake.
    KernelCorrection,
    /// SGD on one point's error of y·s: w ← w + η·weight(yₙsₙ)·yₙzₙ.
    Point(PointRule),
    /// A full-batch gradient step over all points.
    Batch,
    /// The answer in one step, in closed form.
    Solve,
    /// A pair of dual variables (αᵢ, αⱼ) by SMO.
    Pair,
}

/// The update view's sentence `key` for an SGD visit: its t, point, class, y·s and weight.
macro_rules! visit_sentence {
    ($key:literal) => {
        |visit: &$crate::learn::PointVisit<'_>| {
            $crate::t!(
                $key,
                t = visit.t,
                point = visit.point,
                class = visit.class,
                margin = visit.margin,
                weight = visit.weight
            )
        }
    };
}
pub(super) use visit_sentence;

/// The default budget of a learner that visits points: 100 epochs of `n` visits.
pub(super) fn hundred_epochs(n: u64) -> Budget {
    Budget {
        max_updates: None,
        max_visits: Some(100 * n),
    }
}

/// The weight an SGD visit puts on yₙzₙ, as the window explains it.
#[derive(Debug, Clone, Copy)]
pub struct PointRule {
    /// The weight's symbol on the picture's arrow η·weight·y·x: `θ`, `[ys<1]`, `2(1−ys)`.
    pub weight: &'static str,
    /// The weight in LaTeX, with the point's index `n`: `\theta(-y_n s_n)`.
    pub weight_latex: &'static str,
    /// Whether every visit is an update (the weight is never zero by rule).
    pub every_visit_updates: bool,
    /// The update view's sentence for a visit: t, the point's number, its class, y·s and the
    /// weight's value.
    pub sentence: fn(&PointVisit<'_>) -> String,
}

/// Rules are told apart by their weight (their sentence is a function, which has no equality).
impl PartialEq for PointRule {
    fn eq(&self, other: &Self) -> bool {
        (self.weight, self.every_visit_updates) == (other.weight, other.every_visit_updates)
    }
}

/// One SGD visit, in the words the update view uses.
#[derive(Debug, Clone, Copy)]
pub struct PointVisit<'a> {
    pub t: &'a str,
    /// The point's number, from 1.
    pub point: &'a str,
    /// `○, y = +1` or `×, y = −1`.
    pub class: &'a str,
    /// y·s before the update.
    pub margin: &'a str,
    /// The weight's value.
    pub weight: &'a str,
}
