//! What the K-means controls ask for.

use crate::app::prefs::ClusterPrefs;

/// What the K-means controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum ClusterAction {
    /// New K, start, seed or speed (a new K, start or seed starts the run again).
    SetPrefs(ClusterPrefs),
    /// Forget the centres clicked so far.
    ClearClicked,
    /// Run K-means from several seeds, show the spread of J and keep the best.
    Restarts,
    /// The elbow plot: the lowest J for K = 1 … 8.
    Elbow,
}
