//! "Which two features make these points separable?" (the course's lecture 12): the student
//! leaves a Φ of two features in the Transform workspace's controls (a pair of monomials, or the
//! circle transform), and the check decides, exactly, whether a line in Z separates the points
//! sent there ([`crate::theory::separability`]) — then PLA in Z halts, and its line is a curve
//! that separates them in X.

use crate::lesson::Lesson;
use crate::t;
use crate::theory::{Separability, separability};
use crate::transform::{Monomial, Transform};

use super::{Reply, Verdict, format_vector};

/// The inputs of a scene's points: the plane.
const INPUTS: usize = 2;

/// Whether the points of `state` are separable in the Z of `phi`: the widest line there (an
/// empty w when it is too thin for a float), or none.
fn widest_line(state: &Lesson, phi: &Transform) -> Result<Option<Vec<f64>>, String> {
    let x = state.dataset().map_err(|e| e.to_string())?;
    let z = phi.apply(&x).map_err(|e| e.to_string())?;
    match separability(&z) {
        Separability::Separable(m) => Ok(Some(m.w_f)),
        Separability::SeparableBelowPrecision { .. } => Ok(Some(Vec::new())),
        Separability::NotSeparable(_) => Ok(None),
        Separability::Undecided(why) => Err(format!("{why:?}")),
    }
}

/// Every Φ of two features of degree 1 or 2 that Show me tries, in Φ₂'s order: (x₁, x₂),
/// (x₁, x₁²), … (x₁x₂, x₂²).
fn pairs() -> Vec<Transform> {
    let terms: Vec<Monomial> = Transform::QUADRATIC.terms(INPUTS);
    let mut out = Vec::new();
    for (i, f) in terms.iter().enumerate() {
        for g in &terms[i + 1..] {
            out.push(Transform::Pair(f.clone(), g.clone()));
        }
    }
    out
}

/// The first pair of features that separates the scene's points ("Show me").
pub fn reference(state: &Lesson) -> Result<Reply, String> {
    for phi in pairs() {
        if widest_line(state, &phi)?.is_some() {
            return Ok(Reply::Transform(phi));
        }
    }
    Err(t!("core-task-separating-none").to_owned())
}

/// The first pair that does not separate them: an answer that must fail.
pub fn wrong(state: &Lesson) -> Result<Reply, String> {
    for phi in pairs() {
        if widest_line(state, &phi)?.is_none() {
            return Ok(Reply::Transform(phi));
        }
    }
    Err(t!("core-task-separating-none").to_owned())
}

/// The verdict on `phi`, left in the controls.
pub fn check(state: &Lesson, phi: &Transform) -> Result<Verdict, String> {
    let features = phi.names(INPUTS)[1..].join(", ");
    if phi.z_dim(INPUTS) != 2 {
        return Ok(Verdict {
            right: false,
            reason: t!("core-task-separating-two", features = features),
        });
    }
    let reason = match widest_line(state, phi)? {
        Some(w) if w.is_empty() => t!("core-task-separating-thin", features = features),
        Some(w) => t!(
            "core-task-separating-right",
            features = features,
            w = format_vector(&w)
        ),
        None => {
            return Ok(Verdict {
                right: false,
                reason: t!("core-task-separating-wrong", features = features),
            });
        }
    };
    Ok(Verdict {
        right: true,
        reason,
    })
}
