//! What the window keeps between runs (saved by eframe), in two parts: [`Prefs`], what a teacher
//! sets up and a lesson carries (the learner's settings and the one compared with it, the speed,
//! the preset, the workspace, which panels and drawings show), and [`Viewer`], the person's own
//! way of seeing (language, theme, text size, presentation mode), which no lesson or lecture
//! scene changes. Runtime caches live with the workspace that fills them, never here.

mod classify;
mod cluster;
mod multiclass;
mod workspace;

pub use classify::{HistoryCurves, LossCurves, StepUnit, TheoryOptions, WeightSpacePrefs};
pub use cluster::{ClusterPrefs, MAX_K, Start};
pub use multiclass::{MulticlassPrefs, MulticlassPreset, MulticlassPresetKind};
pub use workspace::Workspace;

use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::learn::{self, Algorithm, Budget};

use crate::app::document::Label;
use crate::app::document::presets::Preset;

/// Light or dark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Projects best.
    #[default]
    Light,
    Dark,
}

/// Which panels and drawings are shown.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ViewOptions {
    /// The controls on the left (points, learner, compare, target).
    pub show_controls: bool,
    /// The loss-comparison panel.
    pub show_losses: bool,
    /// E_in over t.
    pub show_history: bool,
    /// The w arrow.
    pub show_arrow: bool,
    /// The tint of the half-planes (or θ(s) for logistic regression).
    pub show_tint: bool,
    /// Rings on misclassified points.
    pub show_mistakes: bool,
    /// On a narrow window, which right-hand panel has the one column.
    pub side_tab: SideTab,
    /// When comparing: two planes side by side (their pan and zoom linked) instead of both
    /// lines in one.
    pub split: bool,
}

/// The right-hand panel a narrow window shows, when more than one is wanted: they share one
/// column as tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SideTab {
    /// The loss-comparison panel.
    Losses,
    /// E_in over t.
    History,
    /// Update geometry, separability and convergence, the dual view.
    #[default]
    Theory,
}

impl Default for ViewOptions {
    fn default() -> Self {
        Self {
            show_controls: true,
            show_losses: true,
            show_history: true,
            show_arrow: true,
            show_tint: true,
            show_mistakes: true,
            side_tab: SideTab::default(),
            split: false,
        }
    }
}

/// The viewer's own settings: the language they read, the theme and text size they see by, and
/// presentation mode. Saved between runs, never part of a lesson: opening one or playing a
/// lecture's scene leaves them as they are.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Viewer {
    /// The language of the interface (the system's at the first start).
    pub language: Language,
    pub theme: Theme,
    /// Text and widget size, 1 = egui's default.
    pub zoom: f32,
    /// Large text, thick lines, high contrast; a lecture plays on the stage.
    pub presentation: bool,
}

impl Default for Viewer {
    fn default() -> Self {
        Self {
            language: Language::English,
            theme: Theme::Light,
            zoom: 1.25,
            presentation: false,
        }
    }
}

/// What a teacher sets up and a lesson carries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub learner: learn::Settings,
    /// Updates per second while playing.
    pub speed: f64,
    /// The label a left click places (a right click places the other).
    pub place: Label,
    pub preset: Preset,
    pub view: ViewOptions,
    /// Which curves the loss panel draws.
    pub loss_view: LossCurves,
    /// The E_in panel's toggles: which errors, log scale.
    pub history: HistoryCurves,
    /// The theory panel, αₙ, w_f, the vote region.
    pub theory: TheoryOptions,
    /// The weight-space view beside the plane.
    pub weight_space: WeightSpacePrefs,
    /// The learner compared with the first on the same points, if any.
    pub compare: Option<learn::Settings>,
    /// What one Step advances each run of a comparison by.
    pub compare_by: StepUnit,
    /// Classify, cluster or PCA.
    pub workspace: Workspace,
    /// K-means' K, start and seed.
    pub cluster: ClusterPrefs,
    /// The method, learner and class to place of several classes.
    #[serde(alias = "classes")]
    pub multiclass: MulticlassPrefs,
}

/// The default budget: enough for PLA on any separable preset, small enough that PLA on
/// non-separable points stops within seconds.
pub const DEFAULT_MAX_UPDATES: u64 = 10_000;
/// The speed slider's range, in updates per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f64> = 1.0..=100_000.0;
/// The text size range.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.5;

impl Default for Prefs {
    fn default() -> Self {
        Self {
            learner: learn::Settings {
                budget: Budget {
                    max_updates: Some(DEFAULT_MAX_UPDATES),
                    max_visits: None,
                },
                ..learn::Settings::new(Algorithm::Pla)
            },
            speed: 10.0,
            place: Label::Positive,
            preset: Preset::default(),
            view: ViewOptions::default(),
            loss_view: LossCurves::default(),
            history: HistoryCurves::default(),
            theory: TheoryOptions::default(),
            weight_space: WeightSpacePrefs::default(),
            compare: None,
            compare_by: StepUnit::default(),
            workspace: Workspace::Classify,
            cluster: ClusterPrefs::default(),
            multiclass: MulticlassPrefs::default(),
        }
    }
}
