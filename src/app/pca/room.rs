//! The PCA workspace as the window drives it (a [`Room`]): the axes follow the points (live while
//! a point is dragged); nothing steps, so the learners' commands mean nothing here.

use std::borrow::Cow;
use std::time::Duration;

use super::Pca;
use crate::app::document::Point;
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::Layer;
use crate::app::shell::room::{ControlsContext, Frame, PlaneRoom, Room, Shared, standard_panels};
use crate::app::shell::widgets::points_ui;
use crate::app::{Command, Prefs};
use crate::t;

impl Room for Pca {
    fn sync(&mut self, shared: &mut Shared<'_>, _ctx: &egui::Context) {
        Pca::sync(self, shared.doc.data());
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_>) -> Option<Command> {
        Pca::sync(self, shared.doc.data());
        match command {
            Command::Step
            | Command::Visit
            | Command::StepBack
            | Command::ScrubTo(_)
            | Command::Play
            | Command::TogglePlay
            | Command::RunToEnd
            | Command::Reset => None,
            other => Some(other),
        }
    }

    fn advance(&mut self, shared: &mut Shared<'_>, _dt: f64, _budget: Duration) {
        shared.runner.stop();
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_>) {
        standard_panels(self, ui, frame);
    }
}

impl PlaneRoom for Pca {
    fn status_text(&self, _prefs: &Prefs) -> String {
        Pca::status_text(self)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut Prefs,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        points_ui(ui, prefs, cx, commands);
        ui.separator();
        ui.strong(t!("views-pca-heading"));
        ui.label(t!("views-pca-explanation"));
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, _prefs: &mut Prefs, points: usize) {
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
        _prefs: &Prefs,
        dark: bool,
    ) {
        Pca::paint_layer(self, layer, painter, t, view, points, dark);
    }
}
