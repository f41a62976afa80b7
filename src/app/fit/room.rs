//! The Fit workspace as the window drives it (a [`Room`]): the fits follow the points (live
//! while one is dragged), a draw from the target replaces the points as one undoable change,
//! and the survey under way is polled each frame and stopped when the workspace is left.
//! Nothing steps, so the learners' commands mean nothing here.

use std::borrow::Cow;
use std::time::Duration;

use super::FitRoom;
use crate::app::command::{Command, FitAction, RoomAction};
use crate::app::document::{Document, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::{CurveEntry, Layer};
use crate::app::prefs::{Announcements, Around, FitMode, FitPrefs};
use crate::app::shell::narrator::Narration;
use crate::app::shell::plane_room::{PlaneRoom, standard_panels};
use crate::app::shell::room::{ControlsContext, Frame, Room, Shared};
use crate::app::shell::runner::Mode;
use crate::app::shell::step_commands::unless_a_step;
use crate::app::shell::tables::Table;
use crate::script::Panel;
use crate::t;

impl Room for FitRoom {
    type Settings = FitPrefs;

    fn narration(
        &self,
        settings: &FitPrefs,
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        let words = if self.classifies() {
            self.plane_fits()
                .map(|fits| super::plane_panel::figure_words(fits, settings))
        } else {
            self.fits()
                .map(|fits| super::panel::figure_words(fits, settings))
        };
        Narration::of(words.unwrap_or_default())
    }

    fn tables(&self, settings: &FitPrefs, _doc: &Document) -> Vec<Table> {
        if self.classifies() {
            return self
                .plane_fits()
                .map(super::plane_panel::tables)
                .unwrap_or_default();
        }
        let mut tables = self
            .fits()
            .map(|fits| super::panel::tables(fits, settings))
            .unwrap_or_default();
        tables.extend(super::snooping::table(&self.snooping, settings));
        tables
    }

    /// Nothing yet: the fits are made when the workspace is first shown.
    fn open(_doc: &Document, _settings: &FitPrefs) -> Self {
        Self::default()
    }

    fn sync(&mut self, shared: &mut Shared<'_, FitPrefs>, ctx: &egui::Context) {
        self.follow(shared.doc, shared.settings);
        self.snooping.follow(shared.settings);
        if shared.settings.compute_on_show && !self.classifies() {
            self.surveys.start_unless_made(shared.settings);
        }
        if self.surveys.poll() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        // The next slice in the next frame; not an immediate repaint, so that a scene waits for
        // nothing to settle (the curves fill in as the frames come).
        if self.best_lambda.follow(shared.settings.best_lambda) {
            ctx.request_repaint_after(Duration::from_millis(1));
        }
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_, FitPrefs>) -> Option<Command> {
        match command {
            Command::Room(RoomAction::Fit(action)) => match action {
                FitAction::DrawFromTarget => {
                    return Some(Command::ReplacePoints(
                        self.draw_from_target(shared.settings),
                    ));
                }
                FitAction::StartSurvey => self.surveys.start(shared.settings),
                FitAction::StopSurvey => self.surveys.stop(),
            },
            other => return unless_a_step(other),
        }
        None
    }

    fn advance(&mut self, shared: &mut Shared<'_, FitPrefs>, _dt: f64, _budget: Duration) {
        shared.runner.stop();
    }

    /// The fits' numbers, E_cv's table and the heat map are as much what a scene of this
    /// workspace shows as the plane is.
    fn panel_is_main(&self) -> bool {
        true
    }

    fn leave(&mut self) {
        self.surveys.stop();
    }

    /// The standard panels; on a phone's tab (which has no left panel) the controls and the
    /// numbers stacked in the plane's place.
    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, FitPrefs>) {
        let phone_tab = frame
            .stage
            .is_some_and(|stage| !stage.main_view && stage.panel == Some(Panel::History));
        if !phone_tab {
            standard_panels(self, ui, frame);
            return;
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            egui::ScrollArea::vertical().show(ui, |ui| {
                let points = frame.doc.len();
                mode_controls_ui(ui, frame.settings, points, &self.surveys, frame.commands);
                ui.separator();
                self.panel_ui(ui, frame.settings, points);
            });
        });
    }

    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        vec![(Panel::History, t!("fit-phone-tab"))]
    }
}

/// The controls of the mode the settings choose: regression on the line or classification in
/// the plane.
fn mode_controls_ui(
    ui: &mut egui::Ui,
    settings: &mut FitPrefs,
    points: usize,
    surveys: &super::Surveys,
    commands: &mut Vec<Command>,
) {
    match settings.mode {
        FitMode::Regression => {
            super::controls::controls_ui(ui, settings, points, surveys, commands);
        }
        FitMode::Classification => super::plane_controls::controls_ui(ui, settings, commands),
    }
}

impl PlaneRoom for FitRoom {
    /// One-dimensional regression: the plane's points are (x, y); in classification, x₁ and x₂.
    fn axis_names(&self) -> [&'static str; 2] {
        if self.classifies() {
            ["x₁", "x₂"]
        } else {
            ["x", "y"]
        }
    }

    /// A graph of y against x: x ∈ [−1, 1] fills the plane's width whatever y spans. The
    /// plane of classification keeps its circles round.
    fn free_aspect(&self) -> bool {
        !self.classifies()
    }

    /// In classification the points are ○ and × by their labels.
    fn by_label(&self) -> bool {
        self.classifies()
    }

    fn status_text(&self, _settings: &FitPrefs) -> String {
        if self.classifies() {
            return self
                .plane_fits()
                .map(super::plane_panel::status_text)
                .unwrap_or_default();
        }
        self.fits()
            .map(super::panel::status_text)
            .unwrap_or_default()
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut FitPrefs,
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        super::controls::mode_ui(ui, settings);
        ui.separator();
        super::controls::points_ui(ui, settings, around, cx, commands);
        ui.separator();
        let points = self.fits().map_or(0, |fits| fits.points.len());
        mode_controls_ui(ui, settings, points, &self.surveys, commands);
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, settings: &mut FitPrefs, _points: usize) {
        if self.classifies() {
            if let Some(fits) = self.plane_fits() {
                super::plane_panel::panel_ui(ui, fits, settings);
            }
            return;
        }
        super::panel::panel_ui(ui, self, settings);
    }

    fn groups<'a>(&'a self, _points: &[Point]) -> Cow<'a, [usize]> {
        Cow::Borrowed(&[])
    }

    fn curve_legend(&self, settings: &FitPrefs) -> Vec<CurveEntry> {
        if self.classifies() {
            return self
                .plane_fits()
                .map(super::plane_panel::curves)
                .unwrap_or_default();
        }
        self.fits()
            .map(|fits| super::panel::curves(fits, settings))
            .unwrap_or_default()
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        _points: &[Point],
        settings: &FitPrefs,
        dark: bool,
    ) {
        if self.classifies() {
            self.plane.paint_layer(layer, painter, t, view);
            return;
        }
        if let Some(fits) = self.fits() {
            super::paint::paint_layer(fits, layer, painter, t, view, dark, settings);
        }
    }
}
