//! The window's workspaces on the same points, and their registry: Classify (the learners),
//! Cluster (K-means), PCA, Several classes (one versus all, one versus one, the structured
//! perceptron), Dichotomies (every labelling of a few points, and the VC bound) and Transform
//! (a feature transform Φ: the learners in Z, their line a curve in X). The points
//! carry over between them; their labels are kept but only classifying and dichotomies use them,
//! and their classes only the Several classes workspace. The workspaces themselves are the
//! core's [`Workspace`], which lessons and scripts name too.

pub use crate::lesson::Workspace;
use crate::t;

/// The registry of workspaces: one entry each, in the order of the switch and of the key that
/// cycles through them. An entry is the workspace's doc, its variant of the core's
/// [`Workspace`], its folder under `src/app` and the type there that is its
/// [`Room`](crate::app::shell::room::Room), its settings (their type, kept in its own leaf
/// file under `prefs/`, with the serde attributes of their field in [`Prefs`](super::Prefs); `()`
/// for a room without settings), its actions (their type, kept in its own leaf file under
/// `command/`, if it has any), and the catalogue keys of its name and of its explanation.
///
/// A new workspace is its folder (declared in app/mod.rs), its variant of the core's
/// [`Workspace`] (`lesson/window.rs`, which lessons and scripts name), its entry here, and its
/// settings and actions in their leaf files: the field of [`Prefs`](super::Prefs) that saves its
/// settings and their default, its variant of [`RoomAction`](crate::app::command::RoomAction)
/// (which `Command::Room` routes to it alone), the room kept in the window and its place on the
/// switch all follow from the entry.
///
/// `each_workspace!(then)` calls the macro `then` with the entries; the callers give the
/// workspaces their words (below), and build the preferences (prefs/mod.rs), the rooms' actions
/// (command/mod.rs) and the rooms kept in the window (workspaces.rs).
macro_rules! each_workspace {
    ($then:ident) => {
        $then! {
            /// The learners: a line (or more) separating ○ from ×.
            Classify in classify::Classify,
                // Saved as the preferences' own fields, as lessons always wrote them.
                settings #[serde(flatten)] ClassifyPrefs,
                actions ClassifyAction,
                words "views-workspace-classify" "views-workspace-classify-tip";
            /// K-means, stepped one half iteration at a time.
            Cluster in cluster::Cluster,
                settings ClusterPrefs,
                actions ClusterAction,
                words "views-workspace-cluster" "views-workspace-cluster-tip";
            /// The principal axes, projections and reconstructions.
            Pca in pca::Pca,
                settings #[serde(skip)] (),
                words "views-workspace-pca" "views-workspace-pca-tip";
            /// More than two classes: □ ◇ △ ☆ …
            Multiclass in multiclass::Multiclass,
                settings #[serde(alias = "classes")] MulticlassPrefs,
                actions MulticlassAction,
                words "views-workspace-classes" "views-workspace-classes-tip";
            /// Every labelling of a few points, break points and the VC bound.
            Dichotomies in dichotomies::Dichotomies,
                settings #[serde(skip)] (),
                actions DichotomiesAction,
                words "dichotomies-workspace" "dichotomies-workspace-tip";
            /// A feature transform Φ: the learners run in Z, their line a curve in X.
            Transform in transform::TransformRoom,
                settings TransformPrefs,
                actions TransformAction,
                words "transform-workspace" "transform-workspace-tip";
            /// Polynomial fits on the line: overfitting, weight decay and validation.
            Fit in fit::FitRoom,
                settings FitPrefs,
                actions FitAction,
                words "fit-workspace" "fit-workspace-tip";
            /// Can we learn at all? One bin, the coin game, many bins and Hoeffding.
            Bins in bins::Bins,
                settings BinsPrefs,
                actions BinsAction,
                words "bins-workspace" "bins-workspace-tip";
        }
    };
}
pub(crate) use each_workspace;

/// Gives the core's [`Workspace`] its words from the registry's entries: a workspace missing
/// from the registry, or one the core does not name, does not compile, and the registry's order
/// is [`Workspace::ALL`]'s.
macro_rules! workspace_words {
    ($($(#[$meta:meta])* $variant:ident in $folder:ident::$room:ident,
        settings $(#[$settings_meta:meta])* $settings:ty,
        $(actions $action:ty,)?
        words $name:literal $tip:literal;)*) => {
        impl Workspace {
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

        const _: () = {
            let registered: &[Workspace] = &[$(Workspace::$variant),*];
            assert!(registered.len() == Workspace::ALL.len());
            let mut k = 0;
            while k < registered.len() {
                assert!(registered[k] as u8 == Workspace::ALL[k] as u8, "the order of ALL");
                k += 1;
            }
        };
    };
}
each_workspace!(workspace_words);

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
