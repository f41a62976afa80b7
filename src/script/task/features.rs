//! "How many features does Φ_Q have?" (the course's lecture 12): every monomial x₁^a·x₂^b of
//! degree 1 to Q, d̃ = C(Q + 2, 2) − 1 for points in the plane — the count the task's Φ itself
//! gives ([`crate::transform::Transform::z_dim`]), with the price d_vc ≤ d̃ + 1 in the reason.

use crate::number;
use crate::t;
use crate::transform::{Basis, MAX_DEGREE, Transform};

use super::{Verdict, close_enough};

/// The inputs of a scene's points: the plane.
const INPUTS: usize = 2;

/// Φ_Q of degree `degree`, in the course's monomials.
fn phi(degree: u8) -> Transform {
    Transform::Poly {
        degree,
        basis: Basis::Monomial,
    }
}

/// Q from 1 to [`MAX_DEGREE`], as Φ_Q takes it.
pub fn is_valid(degree: u8) -> bool {
    (1..=MAX_DEGREE).contains(&degree)
}

/// d̃ of Φ_`degree` for points in the plane.
pub fn answer(degree: u8) -> f64 {
    phi(degree).z_dim(INPUTS) as f64
}

/// The verdict on `given` features for Φ_`degree`.
pub fn verdict(degree: u8, given: f64) -> Verdict {
    let value = answer(degree);
    let right = close_enough(given, value, 0.0);
    let (q, q2) = (degree.to_string(), (u32::from(degree) + 2).to_string());
    let (value_text, dvc) = (
        number::shortest(value),
        phi(degree).d_vc_bound(INPUTS).to_string(),
    );
    let given = number::shortest(given);
    let reason = if right {
        t!(
            "core-task-features-right",
            q = q,
            q2 = q2,
            value = value_text,
            dvc = dvc
        )
    } else {
        t!(
            "core-task-features-wrong",
            q = q,
            q2 = q2,
            value = value_text,
            dvc = dvc,
            given = given
        )
    };
    Verdict { right, reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phi_q_in_the_plane_has_c_of_q_plus_2_over_2_minus_one_features() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let counts: Vec<f64> = (1..=10).map(answer).collect();
        assert_eq!(counts, [2., 5., 9., 14., 20., 27., 35., 44., 54., 65.]);
        let right = verdict(5, 20.0);
        assert!(right.right, "{}", right.reason);
        assert!(
            right.reason.contains("C(7, 2) − 1 = 20"),
            "{}",
            right.reason
        );
        let wrong = verdict(5, 21.0);
        assert!(!wrong.right);
        assert!(wrong.reason.starts_with("Not 21"), "{}", wrong.reason);
        assert!(!is_valid(0) && !is_valid(11) && is_valid(10));
    }
}
