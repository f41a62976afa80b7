//! The window's workspaces on the same points, and their registry: classify (the learners),
//! cluster (K-means), PCA, several classes (one versus all, one versus one, the structured
//! perceptron) and dichotomies (every labelling of a few points, and the VC bound). The points
//! carry over between them; their labels are kept but only classifying and dichotomies use them,
//! and their classes only the Several classes workspace.

use serde::{Deserialize, Serialize};

use crate::t;

/// The registry of workspaces: one entry each, in the order of the switch and of the key that
/// cycles through them. An entry is the workspace's doc and serde attributes, its name in
/// [`Workspace`], its folder under `src/app` and the type there that is its
/// [`Room`](crate::app::shell::room::Room), and the catalogue keys of its name and of its
/// explanation. A new workspace is its folder and its entry here: the folder's module, the
/// variant, the room kept in the window and its place on the switch all follow from it.
///
/// `each_workspace!(then)` calls the macro `then` with the entries; the callers build the enum
/// (below), declare the folders (app/mod.rs) and keep the rooms (workspaces.rs).
macro_rules! each_workspace {
    ($then:ident) => {
        $then! {
            /// The learners: a line (or more) separating ○ from ×.
            #[default]
            Classify in classify::Classify,
                words "views-workspace-classify" "views-workspace-classify-tip";
            /// K-means, stepped one half iteration at a time.
            Cluster in cluster::Cluster,
                words "views-workspace-cluster" "views-workspace-cluster-tip";
            /// The principal axes, projections and reconstructions.
            Pca in pca::Pca,
                words "views-workspace-pca" "views-workspace-pca-tip";
            /// More than two classes: □ ◇ △ ☆ …
            #[serde(alias = "classes")]
            Multiclass in multiclass::Multiclass,
                words "views-workspace-classes" "views-workspace-classes-tip";
            /// Every labelling of a few points, break points and the VC bound.
            Dichotomies in dichotomies::Dichotomies,
                words "dichotomies-workspace" "dichotomies-workspace-tip";
        }
    };
}
pub(crate) use each_workspace;

/// Builds [`Workspace`] from the registry's entries.
macro_rules! workspace_enum {
    ($($(#[$meta:meta])* $variant:ident in $folder:ident::$room:ident,
        words $name:literal $tip:literal;)*) => {
        /// What the window does with the points: the workspace shown.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Workspace {
            $($(#[$meta])* $variant,)*
        }

        impl Workspace {
            /// Every workspace, in the switch's order.
            pub const ALL: &[Self] = &[$(Self::$variant),*];

            /// The name on the switch, in the interface's language.
            pub fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => t!($name),)*
                }
            }

            /// What a student finds there.
            pub fn explanation(self) -> &'static str {
                match self {
                    $(Self::$variant => t!($tip),)*
                }
            }
        }
    };
}
each_workspace!(workspace_enum);

impl Workspace {
    /// The next one, for the key that cycles through them.
    pub fn next(self) -> Self {
        let at = Self::ALL.iter().position(|&w| w == self).unwrap_or(0);
        Self::ALL[(at + 1) % Self::ALL.len()]
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

    #[test]
    fn the_key_that_cycles_visits_every_workspace_once_and_comes_back() {
        let mut seen = vec![Workspace::default()];
        let mut workspace = Workspace::default().next();
        while workspace != Workspace::default() {
            assert!(!seen.contains(&workspace), "{workspace:?} twice");
            seen.push(workspace);
            workspace = workspace.next();
        }
        assert_eq!(seen, Workspace::ALL);
    }
}
