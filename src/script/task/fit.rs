//! The Fit workspace's exercises, answered with a number and computed from the scene's points
//! and its Fit settings (the core's [`FitPart`], as the window computes them): which of the two
//! fits has the lower exact E_out on the target's draw, which Q or λ the V-fold E_cv
//! chooses on the points, the sign of the heat map's overfit measure at one of its cells
//! (that cell alone computed, as the map computes it), which weight of w₀ + w₁·x the L1
//! regularization sets to 0 at the settings' λ, and by how much data snooping's estimate fell
//! short of E_out (the medians of the settings' measure of it).

use serde::{Deserialize, Serialize};

use super::Verdict;
use super::verdicts::close_enough;
use crate::fit::{RegressionPoints, Study, Survey, TwoWeights};
use crate::lesson::fit::{Choose, FitPart, g_name, regression_points};
use crate::lesson::{Lesson, Workspace};
use crate::number;
use crate::t;

/// What a Fit exercise asks.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FitQuestion {
    /// The degree (one of the settings' two Q's) whose fit has the lower exact E_out against
    /// the target the points were drawn from (the first on a tie).
    LowerEOutDegree,
    /// The degree Q over 0 … 10 (with the settings' λ) of least V-fold E_cv on the points.
    CvChosenDegree,
    /// The weight decay λ (at the validated degree) of least V-fold E_cv on the points.
    CvChosenLambda,
    /// The sign (1 or −1) of the overfit measure E_out(g_Qb) − E_out(g_Qa) in the cell (N, σ²)
    /// of the heat map over (N, σ²) with the settings' degrees, λ, runs and seed.
    OverfitSign { n: usize, sigma2: f64 },
    /// Which weight of w₀ + w₁·x fitted to the points with the settings' λ in the L1 form is
    /// 0: 0 for w₀, 1 for w₁, −1 for neither (both 0 counts as w₀).
    L1ZeroWeight,
    /// How much lower the snooper's reported test error is than its g's exact E_out, their
    /// medians over the draws of the settings' data snooping measure.
    SnoopedShortfall,
}

/// The answer to "which weight is 0" when none is.
const NO_ZERO_WEIGHT: f64 = -1.0;

impl FitQuestion {
    /// What E_cv chooses, for the questions about E_cv.
    fn choose(self) -> Option<Choose> {
        match self {
            Self::LowerEOutDegree
            | Self::OverfitSign { .. }
            | Self::L1ZeroWeight
            | Self::SnoopedShortfall => None,
            Self::CvChosenDegree => Some(Choose::Degree),
            Self::CvChosenLambda => Some(Choose::Lambda),
        }
    }
}

/// The scene's Fit settings and its points as (x, y); an error outside the Fit workspace.
fn scene(state: &Lesson) -> Result<(FitPart, RegressionPoints), String> {
    let window = state.window();
    if window.workspace() != Workspace::Fit {
        return Err(t!("core-task-fit-workspace").to_owned());
    }
    Ok((window.prefs.fit, regression_points(&state.points)))
}

/// The answer and the words that explain it.
struct Worked {
    value: f64,
    /// The numbers behind the answer, in the course's terms.
    because: String,
    /// How far a given answer may be from it: 0 for a degree, λ or a sign.
    within: f64,
}

fn worked(state: &Lesson, question: FitQuestion) -> Result<Worked, String> {
    let (part, points) = scene(state)?;
    match question {
        FitQuestion::OverfitSign { n, sigma2 } => return overfit_sign(&part, n, sigma2),
        FitQuestion::L1ZeroWeight => return l1_zero_weight(&part, &points),
        FitQuestion::SnoopedShortfall => return snooped_shortfall(&part),
        _ => {}
    }
    match question.choose() {
        None => {
            let draw = part.draw();
            if draw.points != points {
                return Err(t!("core-task-fit-not-the-draw").to_owned());
            }
            let [a, b] = part.fits(&points, Some(&draw));
            if a.0 == b.0 {
                return Err(t!("core-task-fit-same-degrees").to_owned());
            }
            let (Some(out_a), Some(out_b)) = (a.3, b.3) else {
                return Err(t!("core-task-fit-not-the-draw").to_owned());
            };
            let value = if out_a <= out_b { a.0 } else { b.0 };
            let because = t!(
                "core-task-fit-e-out",
                ga = g_name(a.0),
                gb = g_name(b.0),
                in_a = number::significant(a.2, 3),
                in_b = number::significant(b.2, 3),
                out_a = number::significant(out_a, 3),
                out_b = number::significant(out_b, 3)
            );
            Ok(Worked {
                value: f64::from(value),
                because,
                within: 0.0,
            })
        }
        Some(choose) => {
            let (e_cv, chosen) = part.choose_by_cv(&points, part.candidates(choose));
            let chosen = chosen.ok_or_else(|| {
                t!(
                    "core-task-fit-no-folds",
                    folds = part.folds,
                    n = points.len()
                )
            })?;
            let least = e_cv
                .iter()
                .find(|(c, _)| *c == chosen)
                .and_then(|(_, e)| *e)
                .unwrap_or(f64::NAN);
            let value = match choose {
                Choose::Degree => f64::from(chosen.degree),
                Choose::Lambda => chosen.lambda,
            };
            let because = t!(
                "core-task-fit-cv",
                folds = part.folds,
                chosen = chosen.name(choose),
                e_cv = number::significant(least, 3)
            );
            Ok(Worked {
                value,
                because,
                within: 0.0,
            })
        }
    }
}

/// The heat map's cell (n, σ²) of the overfit measure, computed alone.
fn overfit_sign(part: &FitPart, n: usize, sigma2: f64) -> Result<Worked, String> {
    let noise = FitPart {
        study: Study::Noise,
        ..part.clone()
    };
    let grid = noise.survey_grid();
    let not_a_cell = || {
        t!(
            "core-task-fit-not-a-cell",
            n = n,
            sigma2 = number::shortest(sigma2)
        )
    };
    let index = grid.cell_index(n, sigma2).ok_or_else(not_a_cell)?;
    let runs = grid.runs;
    let mean = Survey::one_cell(grid, index)
        .map_err(|e| e.to_string())?
        .ok_or_else(not_a_cell)?;
    let measure = mean.overfit();
    let [low, high] = part.degrees.map(g_name);
    Ok(Worked {
        value: if measure > 0.0 { 1.0 } else { -1.0 },
        because: t!(
            "core-task-fit-overfit",
            n = n,
            sigma2 = number::shortest(sigma2),
            runs = runs,
            low = low,
            high = high,
            measure = number::significant(measure, 3)
        ),
        within: 0.0,
    })
}

/// The L1 w of w₀ + w₁·x on the points at the settings' λ, and which of its weights is 0.
fn l1_zero_weight(part: &FitPart, points: &RegressionPoints) -> Result<Worked, String> {
    let weights = TwoWeights::of(points).ok_or_else(|| t!("core-task-fit-no-points").to_owned())?;
    let w = weights.l1(part.lambda);
    let value = w
        .iter()
        .position(|&v| v == 0.0)
        .map_or(NO_ZERO_WEIGHT, |j| j as f64);
    Ok(Worked {
        value,
        because: t!(
            "core-task-fit-l1",
            lambda = number::shortest(part.lambda),
            w0 = number::significant(w[0], 3),
            w1 = number::significant(w[1], 3),
            corner = weights
                .l1_corner_lambda()
                .map_or_else(|| "—".to_owned(), |at| number::significant(at, 3))
        ),
        within: 0.0,
    })
}

/// Data snooping measured on the settings' draws, and how much the snooper's estimate fell short.
fn snooped_shortfall(part: &FitPart) -> Result<Worked, String> {
    let means = part.snooping_study().measure().map_err(|e| e.to_string())?;
    let snooped = means.snooped;
    Ok(Worked {
        value: snooped.shortfall(),
        // The rounding of the two numbers it is the difference of, each written to three
        // significant digits: half a percent of the larger, twice.
        within: 0.01 * snooped.e_out.max(snooped.estimate),
        because: t!(
            "core-task-fit-snooped",
            draws = means.draws,
            estimate = number::significant(snooped.estimate, 3),
            e_out = number::significant(snooped.e_out, 3),
            short = number::significant(snooped.shortfall(), 3)
        ),
    })
}

/// The right answer: a degree, or λ.
pub fn answer(state: &Lesson, question: FitQuestion) -> Result<f64, String> {
    worked(state, question).map(|w| w.value)
}

/// Checks the number `given`: a degree exactly, λ to within its rounding.
pub fn check(state: &Lesson, question: FitQuestion, given: f64) -> Result<Verdict, String> {
    let Worked {
        value,
        because,
        within,
    } = worked(state, question)?;
    let right = close_enough(given, value, within.max(1e-9 * value.abs()));
    let given = number::shortest(given);
    let reason = if right {
        t!("core-task-fit-right", because = because)
    } else {
        t!("core-task-fit-wrong", given = given, because = because)
    };
    Ok(Verdict { right, reason })
}

/// An answer that must fail: the other degree, or the next candidate of E_cv's list.
pub fn wrong(state: &Lesson, question: FitQuestion) -> Result<f64, String> {
    let value = answer(state, question)?;
    let (part, _) = scene(state)?;
    let others: Vec<f64> = match (question, question.choose()) {
        (FitQuestion::OverfitSign { .. }, _) => vec![1.0, -1.0],
        (FitQuestion::L1ZeroWeight, _) => vec![0.0, 1.0, NO_ZERO_WEIGHT],
        // Not low at all: the estimate taken for E_out.
        (FitQuestion::SnoopedShortfall, _) => vec![0.0],
        (_, None) => part.degrees.iter().map(|&q| f64::from(q)).collect(),
        (_, Some(Choose::Degree)) => part
            .candidates(Choose::Degree)
            .iter()
            .map(|c| f64::from(c.degree))
            .collect(),
        (_, Some(Choose::Lambda)) => part
            .candidates(Choose::Lambda)
            .iter()
            .map(|c| c.lambda)
            .collect(),
    };
    Ok(others
        .into_iter()
        .find(|&v| v != value)
        .unwrap_or(value + 1.0))
}

/// The answer as the results file writes it: "Q = 2", "λ = 0.01".
pub fn answer_text(question: FitQuestion, value: f64) -> String {
    match question {
        FitQuestion::CvChosenLambda => format!("λ = {}", number::shortest(value)),
        FitQuestion::LowerEOutDegree | FitQuestion::CvChosenDegree => {
            format!("Q = {}", number::shortest(value))
        }
        FitQuestion::OverfitSign { .. } if value > 0.0 => "1".to_owned(),
        FitQuestion::OverfitSign { .. } => "−1".to_owned(),
        FitQuestion::L1ZeroWeight if value < 0.0 => "—".to_owned(),
        FitQuestion::L1ZeroWeight => format!("w{} = 0", number::subscript(value as usize)),
        FitQuestion::SnoopedShortfall => number::significant(value, 3),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The settings' own draw in the Fit workspace, with `fit` over the defaults.
    fn drawn(fit: serde_json::Value) -> Lesson {
        let mut lesson = Lesson {
            app: json!({"prefs": {"workspace": "fit", "fit": fit}}),
            ..Lesson::default()
        };
        let points = lesson.window().prefs.fit.draw().points;
        lesson.points = points
            .x
            .iter()
            .zip(&points.y)
            .map(|(&x, &y)| [x, y, 1.0])
            .collect();
        lesson
    }

    #[test]
    fn the_lower_e_out_is_the_exact_one_and_the_other_degree_is_wrong() {
        let state = drawn(json!({"q_f": 10, "sigma2": 0.5, "n": 15, "seed": 1}));
        let part = state.window().prefs.fit;
        let points = regression_points(&state.points);
        let draw = part.draw();
        let [a, b] = part.fits(&points, Some(&draw));
        let lower = if a.3 <= b.3 { a.0 } else { b.0 };
        let right = answer(&state, FitQuestion::LowerEOutDegree).expect("an answer");
        assert_eq!(right, f64::from(lower));
        assert!(
            check(&state, FitQuestion::LowerEOutDegree, right)
                .expect("checked")
                .right
        );
        let other = wrong(&state, FitQuestion::LowerEOutDegree).expect("a wrong one");
        assert_ne!(other, right);
        let verdict = check(&state, FitQuestion::LowerEOutDegree, other).expect("checked");
        assert!(!verdict.right, "{}", verdict.reason);
        // A point moved: E_out is no longer known exactly.
        let mut moved = state.clone();
        moved.points[0][1] += 0.5;
        assert!(answer(&moved, FitQuestion::LowerEOutDegree).is_err());
    }

    #[test]
    fn e_cv_chooses_its_least_candidate_and_another_is_wrong() {
        let state = drawn(json!({"n": 30, "sigma2": 0.3, "validated_degree": 10}));
        for question in [FitQuestion::CvChosenDegree, FitQuestion::CvChosenLambda] {
            let part = state.window().prefs.fit;
            let choose = question.choose().expect("a choice");
            let (e_cv, _) =
                part.choose_by_cv(&regression_points(&state.points), part.candidates(choose));
            let least = e_cv
                .iter()
                .filter_map(|(_, e)| *e)
                .fold(f64::INFINITY, f64::min);
            let right = answer(&state, question).expect("an answer");
            let (best, _) = e_cv
                .iter()
                .find(|(_, e)| *e == Some(least))
                .expect("the least");
            let value = if choose == Choose::Degree {
                f64::from(best.degree)
            } else {
                best.lambda
            };
            assert_eq!(right, value, "{question:?}");
            assert!(check(&state, question, right).expect("checked").right);
            let other = wrong(&state, question).expect("a wrong one");
            assert!(!check(&state, question, other).expect("checked").right);
        }
        assert_eq!(answer_text(FitQuestion::CvChosenLambda, 0.01), "λ = 0.01");
        assert_eq!(answer_text(FitQuestion::LowerEOutDegree, 2.0), "Q = 2");
        // Outside the Fit workspace there is nothing to ask.
        let classify = Lesson {
            app: json!({"prefs": {"workspace": "classify"}}),
            ..state
        };
        assert!(answer(&classify, FitQuestion::CvChosenDegree).is_err());
    }

    #[test]
    fn the_heat_map_s_sign_is_its_cell_s_and_off_the_map_there_is_none() {
        let state = drawn(json!({"runs": 4, "seed": 3}));
        let question = FitQuestion::OverfitSign { n: 80, sigma2: 2.0 };
        let right = answer(&state, question).expect("an answer");
        assert!(right == 1.0 || right == -1.0);
        assert!(check(&state, question, right).expect("checked").right);
        let other = wrong(&state, question).expect("a wrong one");
        assert_eq!(other, -right);
        assert!(!check(&state, question, other).expect("checked").right);
        let off = FitQuestion::OverfitSign { n: 79, sigma2: 2.0 };
        assert!(answer(&state, off).is_err());
        assert_eq!(answer_text(question, -1.0), "−1");
    }

    #[test]
    fn the_l1_zero_weight_is_the_corner_s_past_its_lambda() {
        let state = drawn(json!({"n": 15, "seed": 10}));
        let points = regression_points(&state.points);
        let weights = TwoWeights::of(&points).expect("points");
        let corner = weights.l1_corner_lambda().expect("a corner");
        let before = drawn(json!({"n": 15, "seed": 10, "lambda": corner / 2.0}));
        let right = answer(&before, FitQuestion::L1ZeroWeight).expect("an answer");
        assert_eq!(right, NO_ZERO_WEIGHT);
        let past = drawn(json!({"n": 15, "seed": 10, "lambda": corner * 1.2}));
        let right = answer(&past, FitQuestion::L1ZeroWeight).expect("an answer");
        let w = weights.l1(corner * 1.2);
        assert_eq!(w[right as usize], 0.0);
        assert!(
            check(&past, FitQuestion::L1ZeroWeight, right)
                .expect("checked")
                .right
        );
        let other = wrong(&past, FitQuestion::L1ZeroWeight).expect("a wrong one");
        assert!(
            !check(&past, FitQuestion::L1ZeroWeight, other)
                .expect("checked")
                .right
        );
    }

    #[test]
    fn the_lecture_s_explanations_say_its_answers() {
        let script = crate::script::built_in("too-good-to-be-true")
            .expect("built in")
            .script()
            .expect("reads");
        let mut asked = Vec::new();
        for scene in script.scenes {
            let Some(task) = scene.task else { continue };
            let super::super::Check::FitNumber { question } = task.check else {
                continue;
            };
            let value = answer(&scene.state, question).expect("an answer");
            match question {
                // "E_out(g₁₀) − E_out(g₂) is below 0 there".
                FitQuestion::OverfitSign { .. } => assert_eq!(value, -1.0),
                // "the slope w₁ is exactly 0".
                FitQuestion::L1ZeroWeight => assert_eq!(value, 1.0),
                _ => continue,
            }
            asked.push(question);
        }
        assert_eq!(asked.len(), 2, "{asked:?}");
    }
}
