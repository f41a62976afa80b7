//! What other workspaces ask of the Dichotomies workspace.

use crate::app::dichotomies::Section;
use crate::vc::Hypotheses;

/// What other workspaces ask of the Dichotomies workspace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DichotomiesAction {
    /// Show this hypothesis set and this section of the panel (Many bins' "Count the
    /// dichotomies" opens the growth functions of lines).
    Show {
        hypotheses: Hypotheses,
        section: Section,
    },
}
