//! What the Transform workspace's controls ask for.

use crate::transform::Transform;

/// What the Transform workspace's controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum TransformAction {
    /// Another Φ: the learners start again at t = 0 in the new Z.
    SetTransform(Transform),
}
