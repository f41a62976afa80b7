//! The window's vocabulary: what a view, a key or a lecture asks the window to do ([`Command`]),
//! and each part's own actions (the classroom's, the lecture's, each workspace's). It names the
//! core, the points and the saved settings, and nothing else of the window: every part of the
//! window speaks it, and none is imported through it.

mod bins;
mod class;
mod classify;
mod classroom;
mod cluster;
mod dichotomies;
mod fit;
mod lecture;
mod multiclass;
mod transform;

pub use bins::BinsAction;
pub use class::{ClassAction, MOST_SNAPSHOT_ANSWERS};
pub use classify::ClassifyAction;
pub use classroom::{ClassroomAction, ExportSize};
pub use cluster::ClusterAction;
pub use dichotomies::DichotomiesAction;
pub use fit::FitAction;
pub use lecture::{LectureAction, ScriptEdit, TaskAction, TaskEdit};
pub use multiclass::MulticlassAction;
pub use transform::TransformAction;

use glam::DVec2;

use crate::app::document::presets::Preset;
use crate::app::document::{Edit, Point};
use crate::app::prefs::{Workspace, each_workspace};
use crate::learn::{self, Algorithm};

/// Something a view asks the app to do, applied at the end of the frame.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// One update (PLA: the scan to the next mistake and its correction).
    Step,
    /// One visit of one point (finer than a step for PLA).
    Visit,
    Play,
    Pause,
    TogglePlay,
    /// Step as fast as the frame budget allows until the learner stops.
    RunToEnd,
    /// Stop playing or running to the end.
    Stop,
    /// A new learner from the settings: t = 0, w = initial.
    Reset,
    AddPoint(Point),
    /// A drag in progress: not recorded for undo.
    MovePointLive {
        index: usize,
        to: DVec2,
    },
    /// A finished drag, recorded as one edit.
    MovePoint {
        index: usize,
        from: DVec2,
        to: DVec2,
    },
    DeletePoint(usize),
    FlipLabel(usize),
    Select(Option<usize>),
    Clear,
    Undo,
    Redo,
    SetAlgorithm(Algorithm),
    SetLearnerSettings(learn::Settings),
    /// Compare the first learner with a second one on the same points (`None`: stop comparing).
    CompareWith(Option<learn::Settings>),
    /// A ready-made comparison: its points and both learners.
    LoadComparison(Comparison),
    LoadPreset(Preset),
    ResetView,
    /// Show the state right after update t of the run (the timeline's slider).
    ScrubTo(u64),
    /// Undo one update: show t − 1.
    StepBack,
    /// Files, lessons, the target, export, presentation (see [`classroom`]).
    Classroom(ClassroomAction),
    /// Show this workspace (see [`Workspace`]).
    SetWorkspace(Workspace),
    /// Show `workspace` standing where `places` say, as a lesson's scene would put it (the
    /// Transform workspace's d_vc opened in the Dichotomies workspace's VC bound).
    ShowPlace {
        workspace: Workspace,
        places: crate::lesson::window::Places,
    },
    /// The next workspace (the key that cycles through them).
    NextWorkspace,
    /// A workspace's own action: only its room takes it, and only while it is shown.
    Room(RoomAction),
    /// An undoable edit of the points (a workspace's own way of placing or changing them).
    Edit(Edit),
    /// All points replaced, as an undoable edit, the view fitted to them.
    ReplacePoints(Vec<Point>),
    /// Lecture scripts: play, leave, edit (see [`lecture`]).
    Lecture(LectureAction),
    /// The live class: start, end, follow or pause, reveal, results.
    Class(ClassAction),
    /// A sentence for the announcements (what a key on the plane did).
    Announce(String),
    /// Give the plane the keyboard (its cursor and keys).
    FocusPlane,
    /// Open the plots as tables (with the keyboard on them), or close them.
    ToggleTables,
    /// Play the loss panel's curves as a tone sweep (when the viewer's Sound is on).
    PlayLossCurves,
}

impl From<ClassroomAction> for Command {
    fn from(action: ClassroomAction) -> Self {
        Self::Classroom(action)
    }
}

impl From<RoomAction> for Command {
    fn from(action: RoomAction) -> Self {
        Self::Room(action)
    }
}

/// The ready-made comparisons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Comparison {
    /// PLA thrashes on noisy points; pocket keeps its best line.
    PlaVsPocket,
    /// One point per step against all points per step.
    SgdVsGd,
    /// The same PLA visiting in order 1…N or in a random cycle.
    CyclicVsRandomCycle,
    /// PLA halts on any separating line; the hard-margin SVM finds the widest.
    PlaVsSvm,
}

/// Builds [`RoomAction`] from the registry's entries: one variant per workspace that has
/// actions of its own.
macro_rules! room_actions {
    ($($(#[$meta:meta])* $variant:ident in $folder:ident::$room:ident,
        settings $(#[$settings_meta:meta])* $settings:ty,
        $(actions $action:ty,)?
        words $name:literal $tip:literal;)*) => {
        /// A workspace's own action, named by its workspace.
        #[derive(Debug, Clone, PartialEq)]
        pub enum RoomAction {
            $($($variant($action),)?)*
        }

        impl RoomAction {
            /// The workspace whose room takes it.
            pub fn workspace(&self) -> Workspace {
                match self {
                    $($(Self::$variant(action) => {
                        let _: &$action = action;
                        Workspace::$variant
                    })?)*
                }
            }
        }
    };
}
each_workspace!(room_actions);
