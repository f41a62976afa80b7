//! What a workspace beside Classify is to the window's frame (a [`Room`]): what it shares of the
//! window while it acts, and what the window asks of it in a frame — keeping up with the points,
//! its commands, its share of steps while playing, its keys, its status words, its panels and its
//! drawings on the plane. Each workspace's folder implements it; `workspaces.rs` dispatches.

use std::borrow::Cow;
use std::time::Duration;

use crate::app::document::presets::PresetKind;
use crate::app::document::{Document, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::Layer;
use crate::app::shell::runner::{Mode, Runner};
use crate::app::{Command, Prefs};

/// What the left panel needs to know besides the preferences.
pub struct Context {
    pub mode: Mode,
    pub selected: Option<usize>,
    pub has_points: bool,
    /// A learner exists and has not stopped.
    pub can_step: bool,
    /// Why there is no learner (bad settings, too few points), if there is none.
    pub unusable: Option<String>,
    /// The preset the plane holds, unedited since it was loaded.
    pub preset_on_plane: Option<PresetKind>,
}

/// What a workspace shares with the window while it acts.
pub(in crate::app) struct Shared<'a> {
    pub doc: &'a Document,
    pub prefs: &'a mut Prefs,
    pub runner: &'a mut Runner,
}

/// A workspace other than Classify, as the window drives it.
pub(in crate::app) trait Room {
    /// Keeps up with the points and its settings, and takes finished background work (asking
    /// for another frame while some is under way).
    fn sync(&mut self, shared: &mut Shared<'_>, ctx: &egui::Context);

    /// Handles `command`, or hands back what the window does for it: an edit of the points,
    /// or the window's own commands (files, undo, the view…).
    fn apply(&mut self, command: Command, shared: &mut Shared<'_>) -> Option<Command>;

    /// This frame's share of steps while playing or running to the end.
    fn advance(&mut self, shared: &mut Shared<'_>, dt: f64, budget: Duration);

    /// Keys of its own, read before the widgets.
    fn keys(&mut self, _ctx: &egui::Context, _prefs: &Prefs, _commands: &mut Vec<Command>) {}

    /// The status bar's words.
    fn status_text(&self, prefs: &Prefs) -> String;

    /// The left panel.
    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut Prefs,
        cx: &Context,
        commands: &mut Vec<Command>,
    );

    /// The right-hand panel.
    fn panel_ui(&mut self, ui: &mut egui::Ui, prefs: &mut Prefs, points: usize);

    /// The group each point is drawn as (empty: ○ and ×).
    fn groups<'a>(&'a self, points: &[Point]) -> Cow<'a, [usize]>;

    /// Its drawings of `layer` on the plane.
    #[expect(
        clippy::too_many_arguments,
        reason = "the plane's transform, view and painter, and the workspace's inputs"
    )]
    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        prefs: &Prefs,
        dark: bool,
    );

    /// The window leaves the workspace: background work stops.
    fn leave(&mut self) {}
}

/// Play, Pause and Run to end of a room that steps: `can_step` says whether there is a step
/// to take.
pub(in crate::app) fn play_or_run(command: &Command, runner: &mut Runner, can_step: bool) {
    match command {
        Command::Play | Command::TogglePlay => {
            if runner.mode() == Mode::Playing {
                runner.stop();
            } else if can_step {
                runner.play();
            }
        }
        Command::RunToEnd if can_step => runner.run_to_end(),
        _ => {}
    }
}
