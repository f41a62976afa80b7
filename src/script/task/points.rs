//! The tasks answered by the points the student leaves on the plane: "make it impossible" (no
//! line separates them, by the exact test), "slow PLA down" (still separable, and the learner
//! needs more updates), "spoil" (still separable, yet the learner misclassifies a point) and
//! "flip to perfect", with the reason of a wrong answer in the course's terms.

use crate::learn::Stop;
use crate::lesson::Lesson;
use crate::number;
use crate::t;
use crate::theory::{Separability, separability};

use super::{Check, Reply, Verdict, format_vector, replayed};

/// Whether `points` can be split by a line: the widest one's w_f when they can (empty when its
/// margin is below `f64`'s precision), `None` when not.
fn separating_line(points: &[[f64; 3]]) -> Result<Option<Vec<f64>>, String> {
    let lesson = Lesson {
        points: points.to_vec(),
        ..Lesson::default()
    };
    let data = lesson.dataset().map_err(|e| e.to_string())?;
    match separability(&data) {
        Separability::Separable(m) => Ok(Some(m.w_f)),
        Separability::SeparableBelowPrecision { .. } => Ok(Some(Vec::new())),
        Separability::NotSeparable(_) => Ok(None),
        Separability::Undecided(why) => Err(format!("{why:?}")),
    }
}

/// The scene's learner, with its settings, run on `points` from its start to its end (its
/// halt, or its budget).
fn run_to_end(
    state: &Lesson,
    points: &[[f64; 3]],
) -> Result<(Box<dyn crate::learn::Learner>, crate::data::Dataset), String> {
    let (mut learner, data) = replayed(&Lesson {
        points: points.to_vec(),
        t: 0,
        ..state.clone()
    })?;
    super::run_to_end(&mut learner, &data)?;
    Ok((learner, data))
}

/// The updates after which the scene's learner halts on `points` from its start, `None` when it
/// stops otherwise (its budget).
fn updates_to_halt(state: &Lesson, points: &[[f64; 3]]) -> Result<Option<u64>, String> {
    let (learner, _) = run_to_end(state, points)?;
    Ok((learner.stopped() == Some(Stop::Converged)).then(|| learner.counters().updates))
}

/// The points (numbered from 0) that the answer of the scene's learner, run to its end on
/// `points`, gets wrong.
fn mistakes(state: &Lesson, points: &[[f64; 3]]) -> Result<Vec<usize>, String> {
    let (learner, data) = run_to_end(state, points)?;
    let answer = learner.answer();
    Ok((0..data.len())
        .filter(|&n| data.margin(answer, n) <= 0.0)
        .collect())
}

/// Why the points the student added to the scene's are not what the task allows: a scene point
/// moved or deleted, or none or too many added.
fn additions_problem(scene: &[[f64; 3]], points: &[[f64; 3]], max_added: usize) -> Option<String> {
    match added(scene, points) {
        None => Some(t!("core-task-slow-keep-points").to_owned()),
        Some(more) if (more == 0 || more > max_added) && max_added == 1 => {
            Some(t!("core-task-add-one", added = more.to_string()))
        }
        Some(more) if more == 0 || more > max_added => Some(t!(
            "core-task-slow-add",
            added = more.to_string(),
            max = max_added.to_string()
        )),
        Some(_) => None,
    }
}

/// Whether two of `points` share a spot.
fn shares_a_spot(points: &[[f64; 3]]) -> bool {
    points
        .iter()
        .enumerate()
        .any(|(i, p)| points[..i].iter().any(|q| (p[0], p[1]) == (q[0], q[1])))
}

/// The points of `answer` beyond those of `scene` (each scene point matched once), or `None`
/// when a scene point is missing.
fn added(scene: &[[f64; 3]], answer: &[[f64; 3]]) -> Option<usize> {
    let mut left: Vec<[f64; 3]> = answer.to_vec();
    for p in scene {
        let at = left.iter().position(|q| q == p)?;
        left.swap_remove(at);
    }
    Some(left.len())
}

/// Checks the points the student left on the plane.
pub fn check(state: &Lesson, check: &Check, points: &[[f64; 3]]) -> Result<Verdict, String> {
    match check {
        Check::MakeImpossible { max_points } => make_impossible(points, *max_points),
        Check::SlowDown {
            at_least,
            max_added,
        } => slow_down(state, points, *at_least, *max_added),
        Check::Spoil { max_added } => spoil(state, points, *max_added),
        Check::PcaTurn { degrees, max_moved } => pca_turn(state, points, *degrees, *max_moved),
        Check::FlipToPerfect => flip_to_perfect(state, points),
        Check::PlaceDichotomies {
            hypotheses,
            points: n,
            realised,
        } => super::vc::check_placed(*hypotheses, *n, *realised, points),
        Check::PredictUpdate { .. }
        | Check::PredictFinal { .. }
        | Check::ClassUpdate { .. }
        | Check::ErrorAt { .. }
        | Check::PredictNumber { .. }
        | Check::KMeansMove { .. }
        | Check::VcNumber { .. }
        | Check::BinsNumber { .. }
        | Check::FeatureCount { .. }
        | Check::CircleRadius { .. }
        | Check::SeparatingFeatures
        | Check::FitNumber { .. }
        | Check::CoinFlips { .. }
        | Check::Tune(_) => wrong(t!("core-task-wrong-kind").to_owned()),
    }
}

/// A wrong verdict, for `reason`.
fn wrong(reason: String) -> Result<Verdict, String> {
    Ok(Verdict {
        right: false,
        reason,
    })
}

/// "Make it impossible": at most `max_points` points, both labels, no two on one spot, and no
/// line separates them.
fn make_impossible(points: &[[f64; 3]], max_points: usize) -> Result<Verdict, String> {
    let n = points.len();
    if n > max_points {
        return wrong(t!(
            "core-task-impossible-too-many",
            n = n.to_string(),
            max = max_points.to_string()
        ));
    }
    let positive = points.iter().filter(|p| p[2] > 0.0).count();
    if positive == 0 || positive == n {
        return wrong(t!("core-task-impossible-one-label").to_owned());
    }
    if shares_a_spot(points) {
        return wrong(t!("core-task-impossible-same-spot").to_owned());
    }
    Ok(match separating_line(points)? {
        Some(w) => Verdict {
            right: false,
            reason: t!("core-task-impossible-separable", w = format_vector(&w)),
        },
        None => Verdict {
            right: true,
            reason: t!("core-task-impossible-right", n = n.to_string()),
        },
    })
}

/// "Slow PLA down": at most `max_added` points added to the scene's, still separable, and the
/// learner halts after at least `at_least` updates.
fn slow_down(
    state: &Lesson,
    points: &[[f64; 3]],
    at_least: u64,
    max_added: usize,
) -> Result<Verdict, String> {
    if let Some(problem) = additions_problem(&state.points, points, max_added) {
        return wrong(problem);
    }
    if separating_line(points)?.is_none() {
        return wrong(t!("core-task-slow-not-separable").to_owned());
    }
    let at_least_text = at_least.to_string();
    Ok(match updates_to_halt(state, points)? {
        None => Verdict {
            right: false,
            reason: t!("core-task-slow-budget").to_owned(),
        },
        Some(t) if t >= at_least => Verdict {
            right: true,
            reason: t!(
                "core-task-slow-right",
                t = t.to_string(),
                at_least = at_least_text
            ),
        },
        Some(t) => Verdict {
            right: false,
            reason: t!(
                "core-task-slow-too-few",
                t = t.to_string(),
                at_least = at_least_text
            ),
        },
    })
}

/// "Spoil": at most `max_added` points added to the scene's, still separable, and the learner's
/// answer gets a point of the scene wrong.
fn spoil(state: &Lesson, points: &[[f64; 3]], max_added: usize) -> Result<Verdict, String> {
    if let Some(problem) = additions_problem(&state.points, points, max_added) {
        return wrong(problem);
    }
    if separating_line(points)?.is_none() {
        return wrong(t!("core-task-spoil-not-separable").to_owned());
    }
    let of_the_scene = mistakes(state, points)?
        .into_iter()
        .find(|&n| n < state.points.len());
    Ok(match of_the_scene {
        Some(n) => Verdict {
            right: true,
            reason: t!("core-task-spoil-right", point = (n + 1).to_string()),
        },
        None => Verdict {
            right: false,
            reason: t!("core-task-spoil-wrong").to_owned(),
        },
    })
}

/// "Turn PCA's axis": at most `max_moved` of the scene's points moved (none added, removed or
/// relabelled), and the first axis turns by more than `degrees`.
fn pca_turn(
    state: &Lesson,
    points: &[[f64; 3]],
    degrees: f64,
    max_moved: usize,
) -> Result<Verdict, String> {
    let same_labels = points.len() == state.points.len()
        && points.iter().zip(&state.points).all(|(p, q)| p[2] == q[2]);
    let moved = points
        .iter()
        .zip(&state.points)
        .filter(|(p, q)| (p[0], p[1]) != (q[0], q[1]))
        .count();
    if !same_labels || moved == 0 || moved > max_moved {
        return wrong(t!("core-task-pca-move", max = max_moved.to_string()));
    }
    let turned = axis_turn(&state.points, points)?;
    let (turned_text, degrees_text) = (number::fixed(turned, 0), number::fixed(degrees, 0));
    Ok(if turned > degrees {
        Verdict {
            right: true,
            reason: t!(
                "core-task-pca-right",
                turned = turned_text,
                degrees = degrees_text
            ),
        }
    } else {
        Verdict {
            right: false,
            reason: t!(
                "core-task-pca-wrong",
                turned = turned_text,
                degrees = degrees_text
            ),
        }
    })
}

/// "Flip to perfect": the scene's points, not moved, with one label flipped, and the learner's
/// answer makes no mistake on them.
fn flip_to_perfect(state: &Lesson, points: &[[f64; 3]]) -> Result<Verdict, String> {
    let n = points.len();
    let flipped: Vec<usize> = (0..n)
        .filter(|&i| state.points.get(i).is_some_and(|p| p[2] != points[i][2]))
        .collect();
    let moved = n != state.points.len()
        || points
            .iter()
            .zip(&state.points)
            .any(|(p, q)| (p[0], p[1]) != (q[0], q[1]));
    if moved || flipped.len() != 1 {
        return wrong(t!(
            "core-task-flip-one",
            flipped = flipped.len().to_string()
        ));
    }
    let mistakes = mistakes(state, points)?.len();
    let point = (flipped[0] + 1).to_string();
    Ok(if mistakes == 0 {
        Verdict {
            right: true,
            reason: t!("core-task-flip-right", point = point),
        }
    } else {
        Verdict {
            right: false,
            reason: t!(
                "core-task-flip-wrong",
                point = point,
                mistakes = mistakes.to_string()
            ),
        }
    })
}

/// PCA's first axis of `points`.
fn first_axis(points: &[[f64; 3]]) -> Result<[f64; 2], String> {
    let values: Vec<f64> = points.iter().flat_map(|p| [p[0], p[1]]).collect();
    let points = crate::cluster::Points::new(2, values).map_err(|e| e.to_string())?;
    let axes = crate::cluster::pca(&points).map_err(|e| e.to_string())?;
    let u = axes.axis(0);
    Ok([u[0], u[1]])
}

/// The angle between the first axes of `before` and `after`, as lines (0° to 90°).
fn axis_turn(before: &[[f64; 3]], after: &[[f64; 3]]) -> Result<f64, String> {
    let (a, b) = (first_axis(before)?, first_axis(after)?);
    let cos = (a[0] * b[0] + a[1] * b[1]).abs() / (a[0].hypot(a[1]) * b[0].hypot(b[1]));
    Ok(cos.clamp(0.0, 1.0).acos().to_degrees())
}

/// One of the scene's points moved to a spot of the half-integer grid of [−4, 4]² (the last
/// point first) that turns u₁ by more than `degrees`.
pub fn turning_move(state: &Lesson, degrees: f64) -> Result<Reply, String> {
    for i in (0..state.points.len()).rev() {
        for a in 0..17 {
            for b in 0..17 {
                let (x1, x2) = (-4.0 + 0.5 * f64::from(a), -4.0 + 0.5 * f64::from(b));
                let mut points = state.points.clone();
                points[i][0] = x1;
                points[i][1] = x2;
                if points != state.points && axis_turn(&state.points, &points)? > degrees {
                    return Ok(Reply::Points(points));
                }
            }
        }
    }
    Err(t!(
        "core-task-pca-none",
        degrees = number::fixed(degrees, 0)
    ))
}

/// One point added on the integer grid of [−10, 10]² (farthest first) that keeps the set
/// separable and makes the learner misclassify a point of the scene.
pub fn spoiling_addition(state: &Lesson) -> Result<Reply, String> {
    let mut spots: Vec<(f64, f64)> = (-10..=10)
        .flat_map(|i| (-10..=10).map(move |j| (f64::from(i), f64::from(j))))
        .collect();
    spots.sort_by(|a, b| (b.0.hypot(b.1)).total_cmp(&a.0.hypot(a.1)));
    for label in [1.0, -1.0] {
        for &(x1, x2) in &spots {
            if state.points.iter().any(|p| (p[0], p[1]) == (x1, x2)) {
                continue;
            }
            let mut points = state.points.clone();
            points.push([x1, x2, label]);
            if separating_line(&points)?.is_some()
                && mistakes(state, &points)?
                    .iter()
                    .any(|&n| n < state.points.len())
            {
                return Ok(Reply::Points(points));
            }
        }
    }
    Err(t!("core-task-spoil-none").to_owned())
}

/// The scene's points with the first label whose flip leaves the learner's answer without a
/// mistake.
pub fn perfect_flip(state: &Lesson) -> Result<Reply, String> {
    for i in 0..state.points.len() {
        let mut points = state.points.clone();
        points[i][2] = -points[i][2];
        if mistakes(state, &points)?.is_empty() {
            return Ok(Reply::Points(points));
        }
    }
    Err(t!("core-task-flip-none").to_owned())
}

/// One point added on the half-integer grid of [−4, 4]² (× first, then ○, row by row) that keeps
/// the scene's points separable and makes its learner need at least `at_least` updates.
pub fn slowest_addition(state: &Lesson, at_least: u64) -> Result<Reply, String> {
    let spots = (0..17)
        .flat_map(|i| (0..17).map(move |j| (-4.0 + 0.5 * f64::from(i), -4.0 + 0.5 * f64::from(j))));
    for label in [-1.0, 1.0] {
        for (x1, x2) in spots.clone() {
            if state.points.iter().any(|p| (p[0], p[1]) == (x1, x2)) {
                continue;
            }
            let mut points = state.points.clone();
            points.push([x1, x2, label]);
            if separating_line(&points)?.is_some()
                && updates_to_halt(state, &points)?.is_some_and(|t| t >= at_least)
            {
                return Ok(Reply::Points(points));
            }
        }
    }
    Err(t!("core-task-slow-none", at_least = at_least.to_string()))
}
