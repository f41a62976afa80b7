//! What the teacher sets up for the Transform workspace, saved with the preferences and in
//! lessons: the transform Φ, and the learners that run in Z with their panels' settings (the
//! same settings as Classify's, kept apart from them).

use serde::{Deserialize, Serialize};

use crate::app::prefs::ClassifyPrefs;
use crate::transform::Transform;

/// The transform and the learners in Z.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TransformPrefs {
    /// Φ, written as the command line's `--transform` takes it ("circle", "poly:3"…).
    pub phi: Transform,
    /// The learner (and the one compared with it) in Z, the speed and the panels' toggles.
    pub learners: ClassifyPrefs,
}

impl Default for TransformPrefs {
    /// The lecture's first example: the circle transform (1, x₁², x₂²).
    fn default() -> Self {
        Self {
            phi: Transform::Circle,
            learners: ClassifyPrefs::default(),
        }
    }
}
