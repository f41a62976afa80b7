//! What the teacher sets up for the Transform workspace, saved with the preferences and in
//! lessons: the transform Φ, and the learners that run in Z with their panels' settings (the
//! same settings as Classify's, kept apart from them).

use serde::{Deserialize, Serialize};

use crate::app::prefs::ClassifyPrefs;
use crate::lesson::window::or_default;
use crate::transform::Transform;

/// The transform and the learners in Z.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TransformPrefs {
    /// Φ, written as the command line's `--transform` takes it ("circle", "poly:3"…); one that
    /// does not read is the identity, and spoils none of the other settings.
    #[serde(deserialize_with = "or_default")]
    pub phi: Transform,
    /// The learner (and the one compared with it) in Z, the speed and the panels' toggles.
    pub learners: ClassifyPrefs,
    /// The kernel SVM on X drawn beside Φ's curve, if any.
    #[serde(deserialize_with = "or_default")]
    pub kernel_beside: KernelBeside,
}

/// Which kernel is drawn beside Φ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KernelBeside {
    /// None.
    #[default]
    Off,
    /// (1 + xᵀx′)^Q with Φ's degree Q.
    Polynomial,
    /// exp(−‖x − x′‖²/(2σ²)).
    Gaussian,
}

impl Default for TransformPrefs {
    /// The lecture's first example: the circle transform (1, x₁², x₂²).
    fn default() -> Self {
        Self {
            phi: Transform::Circle,
            learners: ClassifyPrefs::default(),
            kernel_beside: KernelBeside::Off,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::prefs::Prefs;
    use crate::transform::Basis;

    #[test]
    fn a_lesson_keeps_the_transform_and_an_older_one_reads_the_circle() {
        let mut prefs = Prefs::default();
        prefs.transform.phi = Transform::Poly {
            degree: 3,
            basis: Basis::Legendre,
        };
        prefs.transform.kernel_beside = KernelBeside::Gaussian;
        let text = serde_json::to_string(&prefs).expect("written");
        assert!(text.contains(r#""phi":"legendre:3""#), "{text}");
        let back: Prefs = serde_json::from_str(&text).expect("read back");
        assert_eq!(back.transform, prefs.transform);
        // Written before the workspace: the lecture's circle transform.
        let older: Prefs = serde_json::from_str(r#"{"workspace": "dichotomies"}"#).expect("read");
        assert_eq!(older.transform.phi, Transform::Circle);
        // A transform that does not read spoils none of the rest.
        let bad: Prefs = serde_json::from_str(
            r#"{"transform": {"phi": "poly:99", "kernel_beside": "gaussian"}, "speed": 3.0}"#,
        )
        .expect("read");
        assert_eq!(bad.transform.phi, Transform::Identity);
        assert_eq!(bad.transform.kernel_beside, KernelBeside::Gaussian);
        assert_eq!(bad.classify.speed, 3.0);
    }
}
