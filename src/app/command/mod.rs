//! The window's vocabulary: what a view, a key or a lecture asks the window to do ([`Command`]),
//! and each part's own actions (the classroom's, the lecture's, each workspace's). It names the
//! core, the points and the saved settings, and nothing else of the window: every part of the
//! window speaks it, and none is imported through it.

mod class;
mod classroom;
mod lecture;

pub use class::ClassAction;
pub use classroom::{ClassroomAction, ExportSize};
pub use lecture::{LectureAction, ScriptEdit, TaskAction, TaskEdit};

use glam::DVec2;

use crate::app::document::presets::Preset;
use crate::app::document::{Edit, Point};
use crate::app::prefs::{ClusterPrefs, MulticlassPrefs, MulticlassPreset, Workspace};
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
    /// One of the workspaces (see [`Workspace`]).
    SetWorkspace(Workspace),
    /// The next workspace (the key that cycles through them).
    NextWorkspace,
    /// K-means' settings, restarts and elbow plot.
    Cluster(ClusterAction),
    /// The settings, points and presets of several classes.
    Multiclass(MulticlassAction),
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
