//! What the controls of the Several classes workspace ask for.

use crate::app::prefs::{MulticlassPrefs, MulticlassPreset};

/// What the controls of the Several classes workspace ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum MulticlassAction {
    /// New settings (a new method, learner or budget starts the learner again).
    SetPrefs(MulticlassPrefs),
    /// Point n takes the class a click places.
    GiveClass(usize),
    /// Replace the points by a preset's.
    LoadPreset(MulticlassPreset),
}
