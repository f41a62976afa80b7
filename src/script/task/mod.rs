//! Exercises that check themselves: a scene may ask the student to act (predict the learner's
//! next update, or a number about its run), and the answer is checked against the learner
//! itself, replayed from the scene's state — exactly, or within the tolerance the task sets —
//! with the reason in the course's terms. [`reference`] is the answer the learner gives ("Show
//! me"); `linlab script check` also checks that it passes its own check and that a wrong answer
//! fails.

use serde::{Deserialize, Serialize};

use crate::data::Dataset;
use crate::learn::{Event, Learner};
use crate::lesson::Lesson;
use crate::loss::ErrorMeasure;
use crate::number;
use crate::t;

use super::Text;

mod circle;
mod classes;
pub mod coins;
mod direction;
mod features;
mod fit;
mod hoeffding;
mod kmeans;
mod points;
mod separating;
mod tune;
mod valid;
mod vc;
mod verdicts;

use verdicts::{close_enough, error_verdict, kmeans_verdict, number_verdict};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod transform_tests;

pub use direction::update_arrows;
pub use fit::FitQuestion;
pub use hoeffding::BinsQuestion;
use points::slowest_addition;
pub use tune::Goal;
pub use vc::VcQuestion;

/// What a scene asks the student to do, and how it is checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Task {
    /// The kind of task and its check.
    pub check: Check,
    /// Shown on request before answering.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<Text>,
    /// Shown after a check, right or wrong: the course's argument.
    #[serde(default)]
    pub explanation: Text,
}

/// The kinds of task and their parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Check {
    /// "Click where w_{t+1} will point": a spot of the plane whose direction from the origin is
    /// within `degrees` of (w₁, w₂) after the learner's next update.
    PredictUpdate { degrees: f64 },
    /// "Click where w will point when the learner has finished": a spot whose direction is
    /// within `degrees` of (w₁, w₂) of the learner's answer run from the scene to its end (a
    /// line: a kernel's answer has no direction).
    PredictFinal { degrees: f64 },
    /// "Click where w_k will point after the next update" (more than two classes): a spot whose
    /// direction is within `degrees` of w_k of class `class` (from 1: □ = 1, ◇ = 2, …) after the
    /// scene's multiclass learner next changes it (the structured perceptron, or one versus
    /// all).
    ClassUpdate { class: usize, degrees: f64 },
    /// "What is the `measure` error of a point with y·s = `score`?": a number within `within`
    /// of MATH.md's error function.
    ErrorAt {
        score: f64,
        measure: ErrorMeasure,
        #[serde(default)]
        within: f64,
    },
    /// "How many…?": a number about the run, within `within` (0: exactly).
    PredictNumber {
        quantity: Quantity,
        #[serde(default)]
        within: f64,
    },
    /// "Place at most `max_points` points, both labels, that no line separates": checked by the
    /// exact separability test on the points the student leaves on the plane.
    MakeImpossible { max_points: usize },
    /// "Add at most `max_added` points so that the set stays separable and PLA needs at least
    /// `at_least` updates": the scene's points stay, and the learner (the scene's settings,
    /// from its start) is run to its halt on the student's points.
    SlowDown { at_least: u64, max_added: usize },
    /// "Add a point that keeps the set separable yet makes the learner misclassify one of the
    /// scene's points" (linear regression, tilted by a point that is too right): at most
    /// `max_added` points, the set still separable, and the learner's answer wrong on a point of
    /// the scene.
    Spoil { max_added: usize },
    /// "Move at most `max_moved` points so that PCA's first axis u₁ turns by more than
    /// `degrees`": the axes of the student's points against the scene's, as lines.
    PcaTurn { degrees: f64, max_moved: usize },
    /// "Flip one label so that the learner's answer makes no mistake": the points stay where
    /// they are, exactly one label differs from the scene's, and the learner (the scene's
    /// settings, to the end of its budget) answers with E_in = 0 on the flipped points.
    FlipToPerfect,
    /// "Click where μ_k moves": K-means from `centres` on the scene's points assigns each point
    /// to its nearest centre and moves centre `centre` (from 1) to the mean of its points; a spot
    /// within `distance` of it is right.
    KMeansMove {
        centres: Vec<[f64; 2]>,
        centre: usize,
        distance: f64,
    },
    /// "Choose η (or C) so that…": the learner's settings as the student leaves them in the
    /// controls, run on the scene's points.
    Tune(Goal),
    /// "Place `points` points on which `hypotheses` realise `realised` dichotomies" (all 2ᴺ when
    /// absent: shatter them): the points left on the plane, their labels set aside.
    PlaceDichotomies {
        hypotheses: crate::vc::Hypotheses,
        points: usize,
        #[serde(default)]
        realised: Option<usize>,
    },
    /// "How many dichotomies…?", "the break point", "the N the VC bound asks for": a number
    /// within `within` (0: exactly).
    VcNumber {
        question: VcQuestion,
        #[serde(default)]
        within: f64,
    },
    /// "How many features after the constant does Φ_Q have for points in the plane?":
    /// d̃ = C(Q + 2, 2) − 1 of Q = `degree`, exactly.
    FeatureCount { degree: u8 },
    /// "Which circle in X is the line in Z?": under the circle transform, where the scene's
    /// curve w₀ + w₁x₁² + w₂x₂² = 0 crosses the x_`axis` axis (1 unless said), √(−w₀/w_k) —
    /// the circle's radius when w₁ = w₂ — within `within`. With `after_next_update`, the curve
    /// of the w the learner's next update in Z makes ("where does the curve go?").
    CircleRadius {
        #[serde(default = "first_axis")]
        axis: usize,
        #[serde(default)]
        within: f64,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        after_next_update: bool,
    },
    /// "Which two features make these points separable?": the Φ of two features the student
    /// leaves in the Transform workspace's controls, checked by the exact separability test in Z.
    SeparatingFeatures,
    /// "Hoeffding's bound at N and ε", "the union bound", "someone gets F heads": a number
    /// within `within`.
    BinsNumber {
        question: BinsQuestion,
        #[serde(default)]
        within: f64,
    },
    /// "Which degree has the lower E_out?", "Which Q (λ) does E_cv choose?": a number computed
    /// from the scene's points and Fit settings, exactly (λ to its rounding).
    FitNumber { question: FitQuestion },
    /// "Flip your coin `flips` times": the page flips its own fair coin (seeded by the seat in a
    /// class) and answers with its count of heads, any of which is right; the class's counts
    /// are the bins of lecture 4 (`coins.rs`).
    CoinFlips { flips: u32 },
}

/// The x₁ axis, unless a task names another.
fn first_axis() -> usize {
    1
}

/// The numbers a task may ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quantity {
    /// The point (numbered from 1) the learner's next update corrects.
    NextPoint,
    /// The t at which the run halts (its updates from the start).
    UpdatesToHalt,
    /// E_in (0/1) of the learner's answer (pocket's ŵ, …) after its next update.
    EInAfterNextUpdate,
    /// The binary problems (lines) the scene's multiclass method learns: K for one versus
    /// all, K(K − 1)/2 for one versus one.
    Problems,
}

/// A reply to an exercise: what the student gives, or the right one a check computes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// A spot of the plane (x₁, x₂).
    Spot([f64; 2]),
    Number(f64),
    /// The points on the plane, `[x₁, x₂, y]` each.
    Points(Vec<[f64; 3]>),
    /// The learner's settings in the controls.
    Settings(crate::learn::Settings),
    /// The transform Φ in the Transform workspace's controls.
    Transform(crate::transform::Transform),
}

/// Right or wrong, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Verdict {
    pub right: bool,
    /// The check's reason, with the learner's numbers.
    pub reason: String,
}

/// The plane's kinds of task, by name (for `linlab script list --json`).
impl Check {
    pub fn kind(&self) -> &'static str {
        match self {
            Self::PredictUpdate { .. } => "predict_update",
            Self::PredictFinal { .. } => "predict_final",
            Self::ClassUpdate { .. } => "class_update",
            Self::ErrorAt { .. } => "error_at",
            Self::PredictNumber { .. } => "predict_number",
            Self::MakeImpossible { .. } => "make_impossible",
            Self::SlowDown { .. } => "slow_down",
            Self::FlipToPerfect => "flip_to_perfect",
            Self::Spoil { .. } => "spoil",
            Self::PcaTurn { .. } => "pca_turn",
            Self::KMeansMove { .. } => "k_means_move",
            Self::Tune(_) => "tune",
            Self::PlaceDichotomies { .. } => "place_dichotomies",
            Self::VcNumber { .. } => "vc_number",
            Self::FeatureCount { .. } => "feature_count",
            Self::CircleRadius { .. } => "circle_radius",
            Self::SeparatingFeatures => "separating_features",
            Self::BinsNumber { .. } => "bins_number",
            Self::FitNumber { .. } => "fit_number",
            Self::CoinFlips { .. } => "coin_flips",
        }
    }

    /// Whether the answer is left in the controls: the learner's settings, or Φ.
    pub fn wants_settings(&self) -> bool {
        matches!(self, Self::Tune(_) | Self::SeparatingFeatures)
    }

    /// The answer a task answered on the plane or in the controls takes from the window's
    /// state: its points, the learner's settings, or Φ (`None` for the other tasks).
    pub fn answer_in(&self, window: &Lesson) -> Option<Reply> {
        match self {
            Self::SeparatingFeatures => Some(Reply::Transform(window.window().prefs.transform.phi)),
            Self::Tune(_) => Some(Reply::Settings(window.settings.clone())),
            _ if self.wants_points() => Some(Reply::Points(window.points.clone())),
            _ => None,
        }
    }

    /// Whether the answer is the points the student leaves on the plane.
    pub fn wants_points(&self) -> bool {
        matches!(
            self,
            Self::MakeImpossible { .. }
                | Self::SlowDown { .. }
                | Self::FlipToPerfect
                | Self::Spoil { .. }
                | Self::PcaTurn { .. }
                | Self::PlaceDichotomies { .. }
        )
    }

    /// What the student answers with.
    pub fn wants_spot(&self) -> bool {
        matches!(
            self,
            Self::PredictUpdate { .. }
                | Self::PredictFinal { .. }
                | Self::ClassUpdate { .. }
                | Self::KMeansMove { .. }
        )
    }

    /// Whether `reply` is of the kind this task is answered with.
    pub fn accepts(&self, reply: &Reply) -> bool {
        match reply {
            Reply::Points(_) => self.wants_points(),
            Reply::Settings(_) => matches!(self, Self::Tune(_)),
            Reply::Transform(_) => matches!(self, Self::SeparatingFeatures),
            Reply::Spot(_) => self.wants_spot(),
            Reply::Number(_) => {
                !(self.wants_points() || self.wants_settings() || self.wants_spot())
            }
        }
    }

    /// The angle a direction answer may be off by, for the tasks answered with a direction.
    fn direction_tolerance(&self) -> Option<f64> {
        match *self {
            Self::PredictUpdate { degrees }
            | Self::PredictFinal { degrees }
            | Self::ClassUpdate { degrees, .. } => Some(degrees),
            _ => None,
        }
    }
}

/// The most steps a task runs a learner to its end: one with no budget, on points it never
/// settles on, would otherwise run for ever.
const MAX_STEPS_TO_END: u64 = 1_000_000;

/// Runs `learner` to its end (its halt, its budget, or divergence); an error after
/// [`MAX_STEPS_TO_END`] steps without one.
fn run_to_end(learner: &mut Box<dyn Learner>, data: &Dataset) -> Result<(), String> {
    for _ in 0..MAX_STEPS_TO_END {
        if learner.stopped().is_some() {
            return Ok(());
        }
        learner.step(data);
    }
    match learner.stopped() {
        Some(_) => Ok(()),
        None => Err(t!("core-task-no-end", steps = MAX_STEPS_TO_END)),
    }
}

/// The learner at the scene's state, and the points it learns on (in Z, in the Transform
/// workspace).
fn replayed(state: &Lesson) -> Result<(Box<dyn Learner>, Dataset), String> {
    state.replay_shown()
}

/// The learner's next update from where it stands: the point it corrects (0-based) and the
/// learner after it; `None` when it makes no more update.
fn next_update(learner: &mut Box<dyn Learner>, data: &Dataset) -> Option<usize> {
    let before = learner.counters().updates;
    while learner.stopped().is_none() {
        let step = learner.step(data);
        if learner.counters().updates > before {
            return match step.event {
                Event::PointUpdate { point, .. } => Some(point),
                _ => None,
            };
        }
    }
    None
}

/// The answer the learner gives to `check` from `state` ("Show me").
pub fn reference(state: &Lesson, check: &Check) -> Result<Reply, String> {
    if check.direction_tolerance().is_some() {
        let w = direction::target_w(state, check)?;
        return Ok(Reply::Spot([w[1], w[2]]));
    }
    match check {
        Check::ErrorAt { score, measure, .. } => {
            return Ok(Reply::Number(measure.of_margin(*score)));
        }
        Check::PredictNumber {
            quantity: Quantity::Problems,
            ..
        } => return classes::problems(state).map(Reply::Number),
        Check::MakeImpossible { max_points } if *max_points >= 3 => {
            // ○ × ○ on one line: no line has both ○ on one side and × on the other.
            return Ok(Reply::Points(vec![
                [-2.0, 0.0, 1.0],
                [0.0, 0.0, -1.0],
                [2.0, 0.0, 1.0],
            ]));
        }
        Check::MakeImpossible { .. } => return Err(t!("core-task-impossible-too-few").to_owned()),
        Check::SlowDown { at_least, .. } => return slowest_addition(state, *at_least),
        Check::FlipToPerfect => return points::perfect_flip(state),
        Check::Spoil { .. } => return points::spoiling_addition(state),
        Check::PcaTurn { degrees, .. } => return points::turning_move(state, *degrees),
        Check::KMeansMove {
            centres, centre, ..
        } => return kmeans::moved_centre(state, centres, *centre).map(Reply::Spot),
        Check::Tune(goal) => return tune::reference(state, goal),
        Check::PlaceDichotomies {
            hypotheses,
            points,
            realised,
        } => return vc::placement(*hypotheses, *points, *realised),
        Check::VcNumber { question, .. } => return vc::answer(state, question).map(Reply::Number),
        Check::FeatureCount { degree } => return Ok(Reply::Number(features::answer(*degree))),
        Check::CircleRadius {
            axis,
            after_next_update,
            ..
        } => return circle::answer(state, *axis, *after_next_update).map(Reply::Number),
        Check::SeparatingFeatures => return separating::reference(state),
        Check::BinsNumber { question, .. } => {
            return Ok(Reply::Number(hoeffding::answer(question)));
        }
        Check::FitNumber { question } => return fit::answer(state, *question).map(Reply::Number),
        Check::CoinFlips { flips } => return Ok(Reply::Number(coins::reference(*flips))),
        _ => {}
    }
    let (mut learner, data) = replayed(state)?;
    match *check {
        Check::MakeImpossible { .. }
        | Check::SlowDown { .. }
        | Check::FlipToPerfect
        | Check::Spoil { .. }
        | Check::PcaTurn { .. }
        | Check::KMeansMove { .. }
        | Check::Tune(_)
        | Check::PlaceDichotomies { .. }
        | Check::VcNumber { .. }
        | Check::FeatureCount { .. }
        | Check::CircleRadius { .. }
        | Check::SeparatingFeatures
        | Check::BinsNumber { .. }
        | Check::FitNumber { .. }
        | Check::CoinFlips { .. }
        | Check::PredictUpdate { .. }
        | Check::PredictFinal { .. }
        | Check::ClassUpdate { .. }
        | Check::ErrorAt { .. } => unreachable!("answered above"),
        Check::PredictNumber { quantity, .. } => Ok(Reply::Number(match quantity {
            Quantity::Problems => unreachable!("answered above"),
            Quantity::NextPoint => {
                let n = next_update(&mut learner, &data)
                    .ok_or_else(|| t!("core-task-no-update").to_owned())?;
                (n + 1) as f64
            }
            Quantity::UpdatesToHalt => {
                run_to_end(&mut learner, &data)?;
                if learner.stopped() != Some(crate::learn::Stop::Converged) {
                    return Err(t!("core-task-never-halts").to_owned());
                }
                learner.counters().updates as f64
            }
            Quantity::EInAfterNextUpdate => {
                next_update(&mut learner, &data)
                    .ok_or_else(|| t!("core-task-no-update").to_owned())?;
                let answer = learner.answer().to_vec();
                let wrong = (0..data.len())
                    .filter(|&n| data.margin(&answer, n) <= 0.0)
                    .count();
                wrong as f64 / data.len().max(1) as f64
            }
        })),
    }
}

/// An answer as the results file writes it.
pub fn answer_text(check: &Check, answer: &Reply) -> String {
    let num = |v: f64| crate::number::significant(v, 4);
    match answer {
        Reply::Spot([x1, x2]) => format!("({}, {})", num(*x1), num(*x2)),
        Reply::Number(v) => match check {
            Check::FitNumber { question } => fit::answer_text(*question, *v),
            _ => num(*v),
        },
        Reply::Points(points) => points
            .iter()
            .map(|p| format!("({}, {}, {})", num(p[0]), num(p[1]), num(p[2])))
            .collect::<Vec<_>>()
            .join(" "),
        Reply::Settings(settings) => match check {
            Check::Tune(Goal::SupportVectors { .. }) => {
                format!("C = {}", num(settings.svm.c))
            }
            _ => format!("η = {}", num(settings.eta)),
        },
        Reply::Transform(phi) => format!("Φ = {phi}"),
    }
}

/// Checks `reply` against the learner replayed from `state`.
pub fn check(state: &Lesson, check: &Check, reply: &Reply) -> Result<Verdict, String> {
    if let (true, Reply::Points(points)) = (check.wants_points(), reply) {
        return points::check(state, check, points);
    }
    if let (Check::Tune(goal), Reply::Settings(settings)) = (check, reply) {
        return tune::check(state, goal, settings);
    }
    if let (Some(degrees), Reply::Spot(spot)) = (check.direction_tolerance(), reply) {
        return direction::check(state, check, degrees, *spot);
    }
    if let (Check::VcNumber { question, within }, Reply::Number(given)) = (check, reply) {
        return vc::check_number(state, question, *within, *given);
    }
    if let (Check::BinsNumber { question, within }, Reply::Number(given)) = (check, reply) {
        return Ok(hoeffding::verdict(question, *within, *given));
    }
    match (check, reply) {
        (Check::FeatureCount { degree }, Reply::Number(given)) => {
            return Ok(features::verdict(*degree, *given));
        }
        (
            Check::CircleRadius {
                axis,
                within,
                after_next_update,
            },
            Reply::Number(given),
        ) => {
            return circle::check(state, *axis, *within, *after_next_update, *given);
        }
        (Check::SeparatingFeatures, Reply::Transform(phi)) => {
            return separating::check(state, phi);
        }
        (Check::FitNumber { question }, Reply::Number(given)) => {
            return fit::check(state, *question, *given);
        }
        (Check::CoinFlips { flips }, Reply::Number(given)) => {
            return Ok(coins::verdict(*flips, *given));
        }
        _ => {}
    }
    let expected = reference(state, check)?;
    Ok(match (check.clone(), expected, reply.clone()) {
        (
            Check::KMeansMove {
                centre, distance, ..
            },
            Reply::Spot(mu),
            Reply::Spot(spot),
        ) => kmeans_verdict(centre, distance, mu, spot),
        (Check::PredictNumber { quantity, within }, Reply::Number(value), Reply::Number(given)) => {
            number_verdict(quantity, within, value, given)
        }
        (
            Check::ErrorAt {
                score,
                measure,
                within,
            },
            Reply::Number(value),
            Reply::Number(given),
        ) => error_verdict(score, measure, within, value, given),
        _ => Verdict {
            right: false,
            reason: t!("core-task-wrong-kind").to_owned(),
        },
    })
}

/// The nearest answer that must fail `check` from `state`: the direction turned around, the
/// next whole number (another point, one more update), E_in one point more (or fewer).
pub fn wrong_answer(state: &Lesson, check: &Check) -> Result<Reply, String> {
    let n = state.points.len().max(1) as f64;
    if let Check::MakeImpossible { .. } = check {
        return Ok(Reply::Points(vec![[-1.0, 0.0, 1.0], [1.0, 0.0, -1.0]]));
    }
    if let Check::SlowDown { .. }
    | Check::FlipToPerfect
    | Check::Spoil { .. }
    | Check::PcaTurn { .. } = check
    {
        // Nothing added or flipped: the scene's own run.
        return Ok(Reply::Points(state.points.clone()));
    }
    if let Check::Tune(goal) = check {
        return tune::wrong(state, goal);
    }
    if let Check::SeparatingFeatures = check {
        return separating::wrong(state);
    }
    if let Check::FitNumber { question } = check {
        return fit::wrong(state, *question).map(Reply::Number);
    }
    if let Check::CoinFlips { flips } = check {
        return Ok(Reply::Number(coins::wrong(*flips)));
    }
    if let Check::PlaceDichotomies {
        hypotheses,
        points,
        realised,
    } = check
    {
        return vc::wrong_placement(*hypotheses, *points, *realised);
    }
    Ok(match (reference(state, check)?, check.clone()) {
        (Reply::Points(_) | Reply::Settings(_) | Reply::Transform(_), _) => {
            unreachable!("answered above")
        }
        (Reply::Spot(mu), Check::KMeansMove { distance, .. }) => {
            Reply::Spot([mu[0] + distance + 1.0, mu[1]])
        }
        (Reply::Spot(w), _) => Reply::Spot([-w[0], -w[1]]),
        (Reply::Number(v), Check::ErrorAt { within, .. }) => Reply::Number(v + 2.0 * within + 0.1),
        (Reply::Number(v), Check::CircleRadius { within, .. }) => {
            Reply::Number(v + 2.0 * within + 0.1)
        }
        (Reply::Number(v), Check::VcNumber { within, .. }) => {
            Reply::Number(vc::wrong_number(v, within))
        }
        (Reply::Number(v), Check::BinsNumber { within, .. }) => {
            Reply::Number(hoeffding::wrong_number(v, within))
        }
        (Reply::Number(v), Check::PredictNumber { quantity, .. }) => {
            Reply::Number(match quantity {
                Quantity::NextPoint if v > 1.0 => v - 1.0,
                Quantity::NextPoint | Quantity::UpdatesToHalt | Quantity::Problems => v + 1.0,
                Quantity::EInAfterNextUpdate if v + 1.0 / n <= 1.0 => v + 1.0 / n,
                Quantity::EInAfterNextUpdate => v - 1.0 / n,
            })
        }
        (Reply::Number(v), _) => Reply::Number(v + 1.0),
    })
}

/// (w₀, w₁, w₂) as the readouts write it.
fn format_vector(w: &[f64]) -> String {
    let parts: Vec<String> = w
        .iter()
        .map(|&v| number::significant(v, 4).replace('-', "−"))
        .collect();
    format!("({})", parts.join(", "))
}
