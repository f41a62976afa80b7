//! The window's four workspaces on the same points: classify (the learners), cluster (K-means),
//! PCA, and several classes (one versus all, one versus one, the structured perceptron). The
//! points carry over between them; their labels are kept but only classifying uses them, and
//! their classes only the Several classes workspace.

use serde::{Deserialize, Serialize};

use crate::t;

/// What the window does with the points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Workspace {
    /// The learners: a line (or more) separating ○ from ×.
    #[default]
    Classify,
    /// K-means, stepped one half iteration at a time.
    Cluster,
    /// The principal axes, projections and reconstructions.
    Pca,
    /// More than two classes: □ ◇ △ ☆ …
    #[serde(alias = "classes")]
    Multiclass,
}

impl Workspace {
    pub const ALL: [Self; 4] = [Self::Classify, Self::Cluster, Self::Pca, Self::Multiclass];

    /// The name on the switch, in the interface's language.
    pub fn name(self) -> &'static str {
        match self {
            Self::Classify => t!("views-workspace-classify"),
            Self::Cluster => t!("views-workspace-cluster"),
            Self::Pca => t!("views-workspace-pca"),
            Self::Multiclass => t!("views-workspace-classes"),
        }
    }

    /// What a student finds there.
    pub fn explanation(self) -> &'static str {
        match self {
            Self::Classify => t!("views-workspace-classify-tip"),
            Self::Cluster => t!("views-workspace-cluster-tip"),
            Self::Pca => t!("views-workspace-pca-tip"),
            Self::Multiclass => t!("views-workspace-classes-tip"),
        }
    }

    /// The next one, for the key that cycles through them.
    pub fn next(self) -> Self {
        match self {
            Self::Classify => Self::Cluster,
            Self::Cluster => Self::Pca,
            Self::Pca => Self::Multiclass,
            Self::Multiclass => Self::Classify,
        }
    }

    /// Whether the points' labels are used (only by the learners).
    pub fn uses_labels(self) -> bool {
        self == Self::Classify
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::prefs::Prefs;

    #[test]
    fn settings_saved_before_the_workspace_took_its_name_still_read() {
        let workspace: Workspace = serde_json::from_str("\"classes\"").expect("the old name");
        assert_eq!(workspace, Workspace::Multiclass);
        let prefs: Prefs = serde_json::from_str(
            r#"{"workspace": "classes", "classes": {"epochs": 7, "place": 2}}"#,
        )
        .expect("older preferences");
        assert_eq!(prefs.workspace, Workspace::Multiclass);
        assert_eq!((prefs.multiclass.epochs, prefs.multiclass.place), (7, 2));
        // Written now under the new name, and read back.
        let json = serde_json::to_string(&prefs).expect("JSON");
        assert!(json.contains("\"multiclass\""), "{json}");
        assert_eq!(serde_json::from_str::<Prefs>(&json).expect("back"), prefs);
    }
}
