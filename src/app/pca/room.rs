//! The PCA workspace as the window drives it (a [`Room`]): the axes follow the points (live while
//! a point is dragged); nothing steps, so the learners' commands mean nothing here.

use crate::app::drawing::formula::FormulaUi as _;
use std::borrow::Cow;
use std::time::Duration;

use super::Pca;
use crate::app::command::Command;
use crate::app::document::{Document, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::Layer;
use crate::app::prefs::Announcements;
use crate::app::prefs::Around;
use crate::app::shell::narrator::Narration;
use crate::app::shell::plane_room::{PlaneRoom, standard_panels};
use crate::app::shell::room::{ControlsContext, Frame, Room, Shared};
use crate::app::shell::runner::Mode;
use crate::app::shell::step_commands::unless_a_step;
use crate::app::shell::widgets::points_ui;
use crate::t;

impl Room for Pca {
    /// PCA has no settings of its own.
    type Settings = ();

    fn narration(
        &self,
        settings: &(),
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(PlaneRoom::status_text(self, settings))
    }

    /// Nothing yet: the axes are found when the workspace is first shown.
    fn open(_doc: &Document, _settings: &()) -> Self {
        Self::default()
    }

    fn sync(&mut self, shared: &mut Shared<'_, ()>, _ctx: &egui::Context) {
        Pca::sync(self, shared.doc.data());
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_, ()>) -> Option<Command> {
        Pca::sync(self, shared.doc.data());
        unless_a_step(command)
    }

    fn advance(&mut self, shared: &mut Shared<'_, ()>, _dt: f64, _budget: Duration) {
        shared.runner.stop();
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ()>) {
        standard_panels(self, ui, frame);
    }
}

impl PlaneRoom for Pca {
    fn status_text(&self, _settings: &()) -> String {
        Pca::status_text(self)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        _settings: &mut (),
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        points_ui(ui, around, cx, commands);
        ui.separator();
        ui.strong_formula(t!("views-pca-heading"));
        ui.label_formula(t!("views-pca-explanation"));
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, _settings: &mut (), points: usize) {
        Pca::panel_ui(self, ui, points);
    }

    fn groups<'a>(&'a self, _points: &[Point]) -> Cow<'a, [usize]> {
        Cow::Borrowed(&[])
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        _settings: &(),
        dark: bool,
    ) {
        Pca::paint_layer(self, layer, painter, t, view, points, dark);
    }
}
