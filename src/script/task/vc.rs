//! The exercises of the course's lectures 5–7 (why a machine can learn): "place N points on which
//! a hypothesis set realises so many dichotomies" (answered with the points left on the plane;
//! their labels are one labelling among the 2ᴺ and do not count), and the numbers "how many
//! dichotomies do lines realise on these points", "the break point of positive intervals" and
//! "the N the VC bound asks for". Each is checked by linlab's own count ([`crate::vc`]), and the
//! reason gives the count against the target, 2ᴺ and m_H(N), in the course's words.

use serde::{Deserialize, Serialize};

use crate::lesson::Lesson;
use crate::number;
use crate::t;
use crate::vc::{self, Hypotheses, dichotomies};

use super::{Reply, Verdict, close_enough};

/// The numbers about dichotomies and the VC bound a task may ask for.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "of", rename_all = "snake_case", deny_unknown_fields)]
pub enum VcQuestion {
    /// How many dichotomies `hypotheses` realise on the scene's points (x₁, x₂).
    Dichotomies { hypotheses: Hypotheses },
    /// The break point of `hypotheses`: the smallest k with m_H(k) < 2ᵏ.
    BreakPoint { hypotheses: Hypotheses },
    /// The least N the VC bound asks for: N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ).
    SampleSize { dvc: u32, eps: f64, delta: f64 },
}

/// The largest VC dimension a sample-size task may name.
const MOST_DVC: u32 = 100;

/// "Place": between 1 and [`dichotomies::MOST_POINTS`] points, and a target of at most 2ᴺ.
pub fn place_is_valid(points: usize, realised: Option<usize>) -> bool {
    (1..=dichotomies::MOST_POINTS).contains(&points) && realised.is_none_or(|r| r <= 1 << points)
}

/// A number: a tolerance a finite number ≥ 0; ε and δ in (0, 1); d_vc at most [`MOST_DVC`].
pub fn number_is_valid(question: &VcQuestion, within: f64) -> bool {
    let tolerance = within.is_finite() && within >= 0.0;
    match *question {
        VcQuestion::SampleSize { dvc, eps, delta } => {
            tolerance && dvc <= MOST_DVC && vc::sample_size(dvc, eps, delta).is_some()
        }
        _ => tolerance,
    }
}

/// The dichotomies asked for on `points` points: `realised`, or all 2ᴺ.
fn target(points: usize, realised: Option<usize>) -> usize {
    realised.unwrap_or(1 << points)
}

/// How many labellings `h` realises on `points` (x₁, x₂ each).
fn count(h: Hypotheses, points: &[[f64; 2]]) -> Result<usize, String> {
    dichotomies::labellings(h, points)
        .map(|l| dichotomies::count(&l))
        .map_err(|e| e.to_string())
}

/// Points in convex position: a triangle, a square, else a circle of radius 3 (rounded to
/// 0.01, which keeps up to 12 of them strictly convex); on x₂ = 0 for rays and intervals.
fn spread(h: Hypotheses, n: usize) -> Vec<[f64; 2]> {
    if matches!(h, Hypotheses::Rays | Hypotheses::Intervals) {
        return (0..n).map(|i| [i as f64 - (n / 2) as f64, 0.0]).collect();
    }
    match n {
        1 => vec![[0.0, 0.0]],
        2 => vec![[-2.0, 0.0], [2.0, 0.0]],
        3 => vec![[-2.0, -1.0], [2.0, -1.0], [0.0, 2.0]],
        4 => vec![[-2.0, -2.0], [2.0, -2.0], [2.0, 2.0], [-2.0, 2.0]],
        _ => (0..n)
            .map(|i| {
                let a = std::f64::consts::FRAC_PI_2 + std::f64::consts::TAU * i as f64 / n as f64;
                let round = |v: f64| (v * 100.0).round() / 100.0;
                [round(3.0 * a.cos()), round(3.0 * a.sin())]
            })
            .collect(),
    }
}

/// The configurations tried for a target, in turn: the convex position, then `k` points in
/// one line (stacked at one x₁ for rays and intervals) with the rest in convex position, then a
/// point inside the others' hull, then spots of a small grid drawn by a fixed sequence.
fn candidates(h: Hypotheses, n: usize) -> impl Iterator<Item = Vec<[f64; 2]>> {
    let convex = spread(h, n);
    let in_line = (2..=n).map(move |k| {
        let mut points = spread(h, n - k + 1);
        let last = points.pop().unwrap_or([0.0, 0.0]);
        // k points from the last spot on: in one line (one above another, at one x₁, for rays
        // and intervals).
        let step = match h {
            Hypotheses::Rays | Hypotheses::Intervals => [0.0, 0.5],
            _ => [0.5, -0.5],
        };
        points.extend((0..k).map(|j| {
            let j = j as f64;
            [last[0] + step[0] * j, last[1] + step[1] * j]
        }));
        points
    });
    let inside = (1..n).map(move |inner| {
        let mut points = spread(h, n - inner);
        points.extend((0..inner).map(|j| [0.1 + 0.3 * j as f64, 0.2 - 0.1 * j as f64]));
        points
    });
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let grid = (0..2000).map(move |_| {
        (0..n)
            .map(|_| {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let a = (seed >> 33) % 7;
                let b = (seed >> 13) % 7;
                [a as f64 - 3.0, b as f64 - 3.0]
            })
            .collect::<Vec<_>>()
    });
    std::iter::once(convex)
        .chain(in_line)
        .chain(inside)
        .chain(grid)
}

/// Whether two of `points` share a spot.
fn shares_a_spot(points: &[[f64; 2]]) -> bool {
    points
        .iter()
        .enumerate()
        .any(|(i, p)| points[..i].contains(p))
}

/// `points` points on which `h` realises the target, all ○: the first of [`candidates`] that
/// does; an error when the target exceeds m_H(N) or none is found.
pub fn placement(h: Hypotheses, points: usize, realised: Option<usize>) -> Result<Reply, String> {
    let goal = target(points, realised);
    let most = h.growth(points as u32);
    if goal as u128 > most || !place_is_valid(points, realised) {
        return Err(t!(
            "core-task-vc-place-impossible",
            hypotheses = h.name(),
            n = points.to_string(),
            target = goal.to_string(),
            growth = most.to_string()
        ));
    }
    for spots in candidates(h, points) {
        if !shares_a_spot(&spots) && count(h, &spots)? == goal {
            return Ok(Reply::Points(
                spots.iter().map(|p| [p[0], p[1], 1.0]).collect(),
            ));
        }
    }
    Err(t!(
        "core-task-vc-place-none",
        hypotheses = h.name(),
        n = points.to_string(),
        target = goal.to_string()
    ))
}

/// A placement that fails: the points in one line (stacked at one x₁ for rays and intervals),
/// or, when that reaches the target too, one point more than asked.
pub fn wrong_placement(
    h: Hypotheses,
    points: usize,
    realised: Option<usize>,
) -> Result<Reply, String> {
    let goal = target(points, realised);
    let stacked: Vec<[f64; 2]> = (0..points)
        .map(|j| match h {
            Hypotheses::Rays | Hypotheses::Intervals => [0.0, j as f64],
            _ => [j as f64, 0.0],
        })
        .collect();
    if count(h, &stacked)? != goal {
        return Ok(Reply::Points(
            stacked.iter().map(|p| [p[0], p[1], 1.0]).collect(),
        ));
    }
    let Ok(Reply::Points(mut placed)) = placement(h, points, realised) else {
        return Ok(Reply::Points(Vec::new()));
    };
    placed.push([9.0, 9.0, 1.0]);
    Ok(Reply::Points(placed))
}

/// Checks the points the student placed: exactly `n`, no two on one spot, and `h` realising
/// the target on them.
pub fn check_placed(
    h: Hypotheses,
    n: usize,
    realised: Option<usize>,
    placed: &[[f64; 3]],
) -> Result<Verdict, String> {
    let wrong = |reason: String| {
        Ok(Verdict {
            right: false,
            reason,
        })
    };
    if placed.len() != n {
        return wrong(t!(
            "core-task-vc-place-how-many",
            placed = placed.len().to_string(),
            n = n.to_string()
        ));
    }
    let spots: Vec<[f64; 2]> = placed.iter().map(|p| [p[0], p[1]]).collect();
    if shares_a_spot(&spots) {
        return wrong(t!("core-task-impossible-same-spot").to_owned());
    }
    let (goal, found) = (target(n, realised), count(h, &spots)?);
    let (hypotheses, all) = (h.name(), (1usize << n).to_string());
    let (n, count) = (n.to_string(), found.to_string());
    if found == goal {
        let reason = if realised.is_none() {
            t!(
                "core-task-vc-place-shattered",
                hypotheses = hypotheses,
                n = n,
                all = all
            )
        } else {
            t!(
                "core-task-vc-place-right",
                hypotheses = hypotheses,
                n = n,
                count = count,
                all = all
            )
        };
        return Ok(Verdict {
            right: true,
            reason,
        });
    }
    let why = match (h, found < goal) {
        (Hypotheses::Lines, true) => t!("core-task-vc-short-lines"),
        (Hypotheses::Rays | Hypotheses::Intervals, true) => t!("core-task-vc-short-x1"),
        (Hypotheses::Convex, true) => t!("core-task-vc-short-convex"),
        (Hypotheses::Lines, false) => t!("core-task-vc-over-lines"),
        (Hypotheses::Rays | Hypotheses::Intervals, false) => t!("core-task-vc-over-x1"),
        (Hypotheses::Convex, false) => t!("core-task-vc-over-convex"),
    };
    wrong(t!(
        "core-task-vc-place-wrong",
        hypotheses = hypotheses,
        n = n,
        count = count,
        all = all,
        target = goal.to_string(),
        why = why
    ))
}

/// The right number for `question` on the scene `state`.
pub fn answer(state: &Lesson, question: &VcQuestion) -> Result<f64, String> {
    match *question {
        VcQuestion::Dichotomies { hypotheses } => {
            let spots: Vec<[f64; 2]> = state.points.iter().map(|p| [p[0], p[1]]).collect();
            count(hypotheses, &spots).map(|c| c as f64)
        }
        VcQuestion::BreakPoint { hypotheses } => {
            hypotheses.break_point().map(f64::from).ok_or_else(|| {
                t!(
                    "core-task-vc-no-break-point",
                    hypotheses = hypotheses.name()
                )
            })
        }
        VcQuestion::SampleSize { dvc, eps, delta } => vc::sample_size(dvc, eps, delta)
            .map(|n| n as f64)
            .ok_or_else(|| t!("core-vc-bad-eps-delta").to_owned()),
    }
}

/// m_H(N) of `h` as the lectures write it.
fn growth_formula(h: Hypotheses) -> &'static str {
    match h {
        Hypotheses::Rays => "N + 1",
        Hypotheses::Intervals => "N(N + 1)/2 + 1",
        Hypotheses::Lines => "N² − N + 2",
        Hypotheses::Convex => "2ᴺ",
    }
}

/// 2ᵏ as the lectures write it: "2³".
fn two_to(k: u32) -> String {
    format!("2{}", crate::number::superscript(k))
}

/// Checks the number `given` for `question` on the scene `state`.
pub fn check_number(
    state: &Lesson,
    question: &VcQuestion,
    within: f64,
    given: f64,
) -> Result<Verdict, String> {
    let value = answer(state, question)?;
    let right = close_enough(given, value, within);
    let (value_text, given_text) = (number::shortest(value), number::shortest(given));
    let reason = match *question {
        VcQuestion::Dichotomies { hypotheses } => {
            let n = state.points.len();
            let (all, growth) = (
                (1u128 << n).to_string(),
                hypotheses.growth(n as u32).to_string(),
            );
            if right {
                t!(
                    "core-task-vc-count-right",
                    hypotheses = hypotheses.name(),
                    value = value_text,
                    all = all,
                    n = n.to_string(),
                    growth = growth
                )
            } else {
                t!(
                    "core-task-vc-count-wrong",
                    hypotheses = hypotheses.name(),
                    given = given_text,
                    value = value_text,
                    all = all,
                    n = n.to_string(),
                    growth = growth
                )
            }
        }
        VcQuestion::BreakPoint { hypotheses } => {
            let k = value as u32;
            let (below, at) = (
                hypotheses.growth(k - 1).to_string(),
                hypotheses.growth(k).to_string(),
            );
            let (hypotheses, formula) = (hypotheses.name(), growth_formula(hypotheses));
            let (pkm1, pk, power) = (two_to(k - 1), two_to(k), (1u128 << k).to_string());
            let (km1, k) = ((k - 1).to_string(), k.to_string());
            if right {
                t!(
                    "core-task-vc-break-right",
                    hypotheses = hypotheses,
                    formula = formula,
                    k = k,
                    km1 = km1,
                    below = below,
                    at = at,
                    pkm1 = pkm1,
                    pk = pk,
                    power = power
                )
            } else {
                t!(
                    "core-task-vc-break-wrong",
                    given = given_text,
                    hypotheses = hypotheses,
                    formula = formula,
                    k = k,
                    km1 = km1,
                    below = below,
                    at = at,
                    pkm1 = pkm1,
                    pk = pk,
                    power = power
                )
            }
        }
        VcQuestion::SampleSize { dvc, eps, delta } => {
            let (dvc, eps, delta, within, rule) = (
                dvc.to_string(),
                number::shortest(eps),
                number::shortest(delta),
                number::shortest(within),
                (10 * dvc).to_string(),
            );
            if right {
                t!(
                    "core-task-vc-size-right",
                    dvc = dvc,
                    eps = eps,
                    delta = delta,
                    value = value_text,
                    rule = rule
                )
            } else {
                t!(
                    "core-task-vc-size-wrong",
                    given = given_text,
                    dvc = dvc,
                    eps = eps,
                    delta = delta,
                    value = value_text,
                    within = within,
                    rule = rule
                )
            }
        }
    };
    Ok(Verdict { right, reason })
}

/// The nearest wrong number: one past the tolerance.
pub fn wrong_number(value: f64, within: f64) -> f64 {
    value + within.floor() + 1.0
}

#[cfg(test)]
#[path = "vc_tests.rs"]
mod tests;
