//! The Fit workspace's exercises, answered with a number and computed from the scene's points
//! and its Fit settings (the core's [`FitPart`], as the window computes them): which of the two
//! fits has the lower exact E_out on the target's draw, and which Q or λ the V-fold E_cv
//! chooses on the points.

use serde::{Deserialize, Serialize};

use super::Verdict;
use super::verdicts::close_enough;
use crate::fit::RegressionPoints;
use crate::lesson::fit::{Choose, FitPart, g_name, regression_points};
use crate::lesson::{Lesson, Workspace};
use crate::number;
use crate::t;

/// What a Fit exercise asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FitQuestion {
    /// The degree (one of the settings' two Q's) whose fit has the lower exact E_out against
    /// the target the points were drawn from (the first on a tie).
    LowerEOutDegree,
    /// The degree Q over 0 … 10 (with the settings' λ) of least V-fold E_cv on the points.
    CvChosenDegree,
    /// The weight decay λ (at the validated degree) of least V-fold E_cv on the points.
    CvChosenLambda,
}

impl FitQuestion {
    /// What E_cv chooses, for the questions about E_cv.
    fn choose(self) -> Option<Choose> {
        match self {
            Self::LowerEOutDegree => None,
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
}

fn worked(state: &Lesson, question: FitQuestion) -> Result<Worked, String> {
    let (part, points) = scene(state)?;
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
            Ok(Worked { value, because })
        }
    }
}

/// The right answer: a degree, or λ.
pub fn answer(state: &Lesson, question: FitQuestion) -> Result<f64, String> {
    worked(state, question).map(|w| w.value)
}

/// Checks the number `given`: a degree exactly, λ to within its rounding.
pub fn check(state: &Lesson, question: FitQuestion, given: f64) -> Result<Verdict, String> {
    let Worked { value, because } = worked(state, question)?;
    let right = close_enough(given, value, 1e-9 * value.abs());
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
    let others: Vec<f64> = match question.choose() {
        None => part.degrees.iter().map(|&q| f64::from(q)).collect(),
        Some(Choose::Degree) => part
            .candidates(Choose::Degree)
            .iter()
            .map(|c| f64::from(c.degree))
            .collect(),
        Some(Choose::Lambda) => part
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
}
