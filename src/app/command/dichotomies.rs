//! What other workspaces ask of the Dichotomies workspace.

use crate::vc::Hypotheses;

/// What other workspaces ask of the Dichotomies workspace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DichotomiesAction {
    /// Show this hypothesis set's growth function (Many bins' "Count the dichotomies" opens
    /// that of lines).
    ShowGrowth(Hypotheses),
}
