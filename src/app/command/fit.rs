//! What the Fit workspace's controls ask for.

/// What the Fit workspace's controls ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FitAction {
    /// N points of a new draw of the target (its Q_f, σ² and seed) in place of the points: one
    /// undoable change.
    DrawFromTarget,
    /// Start the heat map or learning curves of the settings (or go on with a stopped one).
    StartSurvey,
    /// Stop the survey under way; what is done is kept.
    StopSurvey,
}
