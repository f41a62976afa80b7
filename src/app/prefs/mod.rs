//! What the window keeps between runs (saved by eframe), in two parts: [`Prefs`], what a teacher
//! sets up and a lesson carries (the learner's settings and the one compared with it, the speed,
//! the preset, the workspace, which panels and drawings show), and [`Viewer`], the person's own
//! way of seeing (language, theme, text size, presentation mode), which no lesson or lecture
//! scene changes. Runtime caches live with the workspace that fills them, never here.

mod bins;
mod classify;
mod cluster;
mod fit;
mod multiclass;
mod transform;
mod workspace;

pub use bins::{BinsPrefs, BinsSection, CurveOver};
pub use classify::{
    ClassifyPrefs, DEFAULT_MAX_UPDATES, HistoryCurves, LossCurves, SPEED_RANGE, StepUnit,
    TheoryOptions, WeightSpacePrefs,
};
pub use cluster::{ClusterPrefs, MAX_K, Start};
pub use fit::{
    Choose, FitMode, FitPrefs, MAX_DRAWN, MAX_PLANE_DEGREE, MAX_PLANE_TARGET, WeightView,
};
pub use multiclass::{MulticlassPrefs, MulticlassPreset, MulticlassPresetKind};
pub use transform::{KernelBeside, TransformPrefs};
pub use workspace::Workspace;
pub(crate) use workspace::each_workspace;

use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::learn;

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

/// How much the announcements say (to a screen reader, and in the caption log): each step,
/// each key on the plane, each lecture scene and each exercise's verdict in one sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Announcements {
    /// Nothing is announced.
    Off,
    /// What happened, without numbers ("Update 3 on P7; 2 mistakes left").
    Brief,
    /// With the point's coordinates and w.
    #[default]
    Normal,
    /// With y·s and the line's equation too.
    Full,
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
    /// How much each step, key and scene says to a screen reader and the caption log.
    pub announcements: Announcements,
    /// The caption log: the last announcements shown under the plane, for the whole class.
    pub caption_log: bool,
    /// Sound: each step's earcon, and the loss curves as a tone sweep on their key (off by
    /// default: a classroom hears nothing it did not ask for).
    pub sound: bool,
}

impl Default for Viewer {
    fn default() -> Self {
        Self {
            language: Language::English,
            theme: Theme::Light,
            zoom: 1.25,
            presentation: false,
            announcements: Announcements::default(),
            caption_log: false,
            sound: false,
        }
    }
}

impl Viewer {
    /// The announcements (at least at normal detail) and the caption log, as a link's
    /// `a11y=1` asks.
    pub fn turn_access_on(&mut self) {
        if self.announcements == Announcements::Off {
            self.announcements = Announcements::Normal;
        }
        self.caption_log = true;
    }
}

/// Builds [`Prefs`] from the registry's entries: one field per workspace for its settings.
macro_rules! prefs_struct {
    ($($(#[$meta:meta])* $variant:ident in $folder:ident::$room:ident,
        settings $(#[$settings_meta:meta])* $settings:ty,
        $(actions $action:ty,)?
        words $name:literal $tip:literal;)*) => {
        /// What a teacher sets up and a lesson carries: each workspace's own settings (under the
        /// name of its folder), and the window's around them (the label a click places, the
        /// preset, which panels show, the workspace shown). Written as one flat object:
        /// Classify's settings are the object's own fields, as lessons always wrote them.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(default)]
        pub struct Prefs {
            $(
                $(#[$settings_meta])*
                pub $folder: $settings,
            )*
            /// The label a left click places (a right click places the other).
            pub place: Label,
            pub preset: Preset,
            pub view: ViewOptions,
            /// The workspace shown.
            pub workspace: Workspace,
        }

        impl Default for Prefs {
            fn default() -> Self {
                Self {
                    $($folder: <$settings>::default(),)*
                    place: Label::Positive,
                    preset: Preset::default(),
                    view: ViewOptions::default(),
                    workspace: Workspace::default(),
                }
            }
        }
    };
}
each_workspace!(prefs_struct);

/// The window's settings around the workspace shown (the part of [`Prefs`] that is no
/// workspace's own), as its panels get them for a frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Around {
    /// The label a left click places.
    pub place: Label,
    pub preset: Preset,
    pub view: ViewOptions,
    pub workspace: Workspace,
}

/// The text size range.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.5;

impl Prefs {
    /// The window's settings around the workspace shown.
    pub fn around(&self) -> Around {
        Around {
            place: self.place,
            preset: self.preset,
            view: self.view,
            workspace: self.workspace,
        }
    }

    /// Takes back the settings around the workspace, as its panels left them.
    pub fn set_around(&mut self, around: Around) {
        let Around {
            place,
            preset,
            view,
            workspace,
        } = around;
        (self.place, self.preset, self.view, self.workspace) = (place, preset, view, workspace);
    }
    /// The default preferences with `learner` as Classify's learner.
    pub fn with_learner(learner: learn::Settings) -> Self {
        let mut prefs = Self::default();
        prefs.classify.learner = learner;
        prefs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classify_settings_are_saved_as_the_preferences_own_fields_as_lessons_always_wrote_them() {
        let prefs: Prefs = serde_json::from_str(
            r#"{"speed": 3.0, "compare_by": "Visit", "cluster": {"k": 4}, "workspace": "pca"}"#,
        )
        .expect("preferences written before Classify had its own part");
        assert_eq!(prefs.classify.speed, 3.0);
        assert_eq!(prefs.classify.compare_by, StepUnit::Visit);
        assert_eq!(prefs.cluster.k, 4);
        assert_eq!(prefs.workspace, Workspace::Pca);
        let json: serde_json::Value = serde_json::to_value(&prefs).expect("JSON");
        assert_eq!(json["speed"], 3.0, "{json}");
        assert!(json.get("classify").is_none(), "{json}");
        assert_eq!(serde_json::from_value::<Prefs>(json).expect("back"), prefs);
    }
}
