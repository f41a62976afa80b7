//! The Cluster workspace as the window drives it (a [`Room`]): K-means kept on the points,
//! stepped half an iteration at a time (Step, Step back, the timeline, Play, Run to end, Reset),
//! centres placed by clicks, the restarts and the elbow plot run in the background, and its
//! panels and drawings.

use std::borrow::Cow;
use std::time::Duration;

use super::{Cluster, ClusterPrefs, Start};
use crate::app::document::{Document, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::Layer;
use crate::app::prefs::Announcements;
use crate::app::shell::narrator::Narration;
use crate::app::shell::runner::Mode;
use crate::app::shell::tables::Table;
use crate::cluster::Half;
use crate::lesson::window::{KMeansPlace, Place as _};
use crate::spoken;
use crate::t;

use crate::app::command::Command;
use crate::app::command::{ClusterAction, RoomAction};
use crate::app::prefs::Around;
use crate::app::shell::plane_room::{PlaneRoom, standard_panels};
use crate::app::shell::room::{ControlsContext, Frame, Places, Room, Shared};
use crate::app::shell::runner::Runner;
use crate::app::shell::step_commands::play_or_run;
use crate::app::shell::widgets::points_ui;

/// The most half steps a lesson replays (K-means' own limit is lower).
const MAX_PLACE_STEPS: usize = 1_000_000;

impl Room for Cluster {
    type Settings = ClusterPrefs;

    fn narration(
        &self,
        settings: &ClusterPrefs,
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(PlaneRoom::status_text(self, settings))
    }

    /// J over the half steps shown, as the J plot has it.
    fn tables(&self, _settings: &ClusterPrefs, _doc: &Document) -> Vec<Table> {
        let rows = self
            .shown_steps()
            .iter()
            .enumerate()
            .map(|(k, step)| {
                vec![
                    (k + 1).to_string(),
                    match step.half {
                        Half::Assign => t!("access-half-assign"),
                        Half::Move => t!("access-half-move"),
                    }
                    .to_owned(),
                    step.changed.to_string(),
                    spoken::number(step.cost_after),
                ]
            })
            .collect();
        vec![Table {
            name: t!("access-table-cost").to_owned(),
            columns: vec![
                t!("access-table-half-step").to_owned(),
                t!("access-table-half").to_owned(),
                t!("access-table-changed").to_owned(),
                "J".to_owned(),
            ],
            rows,
            note: None,
        }]
    }

    /// Nothing yet: K-means starts when the workspace is first shown.
    fn open(_doc: &Document, _settings: &ClusterPrefs) -> Self {
        Self::default()
    }

    fn sync(&mut self, shared: &mut Shared<'_, ClusterPrefs>, ctx: &egui::Context) {
        Cluster::sync(self, shared.doc.data(), shared.settings);
        if self.is_computing() {
            if let Some(best_seed) = self.poll() {
                // Keep the best run: its seed, stepped to convergence.
                let prefs = &mut *shared.settings;
                prefs.seed = best_seed;
                if prefs.start == Start::Clicked {
                    prefs.start = Start::Random;
                }
                self.reset(prefs);
                while self.step() {}
            }
            ctx.request_repaint();
        }
    }

    fn apply(
        &mut self,
        command: Command,
        shared: &mut Shared<'_, ClusterPrefs>,
    ) -> Option<Command> {
        Cluster::sync(self, shared.doc.data(), shared.settings);
        let prefs = &mut *shared.settings;
        let runner = &mut *shared.runner;
        match command {
            Command::Step | Command::Visit => {
                runner.stop();
                self.step();
            }
            Command::StepBack => {
                runner.stop();
                self.step_back();
            }
            Command::ScrubTo(t) => {
                runner.stop();
                self.show(usize::try_from(t).unwrap_or(usize::MAX));
            }
            Command::Play | Command::TogglePlay | Command::RunToEnd => {
                play_or_run(&command, runner, self.can_step());
            }
            Command::Reset => {
                runner.stop();
                self.reset(prefs);
            }
            Command::AddPoint(point) if prefs.start == Start::Clicked => {
                runner.stop();
                self.place_centre(point.x, prefs);
            }
            Command::Room(RoomAction::Cluster(action)) => apply_action(self, action, prefs, runner),
            other => return Some(other),
        }
        None
    }

    fn advance(&mut self, shared: &mut Shared<'_, ClusterPrefs>, dt: f64, budget: Duration) {
        let speed = f64::from(shared.settings.speed);
        shared.runner.frame(dt, speed, budget, || self.step());
    }

    fn leave(&mut self) {
        self.stop_computing();
    }

    fn save_place(&self, places: &mut Places) {
        KMeansPlace {
            clicked: self.clicked().to_vec(),
            t: self.shown_steps().len(),
        }
        .write(places);
    }

    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, ClusterPrefs>) {
        let Some(place) = KMeansPlace::read(places) else {
            return;
        };
        let prefs = &*shared.settings;
        *self = Cluster::default();
        Cluster::sync(self, shared.doc.data(), prefs);
        for centre in place.clicked.chunks_exact(2) {
            self.place_centre(glam::DVec2::new(centre[0], centre[1]), prefs);
        }
        for _ in 0..place.t.min(MAX_PLACE_STEPS) {
            if !self.step() {
                break;
            }
        }
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClusterPrefs>) {
        standard_panels(self, ui, frame);
    }
}

impl PlaneRoom for Cluster {
    fn status_text(&self, settings: &ClusterPrefs) -> String {
        super::status_text(settings, self)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut ClusterPrefs,
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        points_ui(ui, around, cx, commands);
        ui.separator();
        super::controls_ui(ui, settings, self, cx.mode, commands);
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, _settings: &mut ClusterPrefs, _points: usize) {
        super::history_ui(ui, self);
    }

    fn groups<'a>(&'a self, _points: &[Point]) -> Cow<'a, [usize]> {
        Cow::Borrowed(self.kmeans().map_or(&[], |k| k.labels()))
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        _points: &[Point],
        _settings: &ClusterPrefs,
        dark: bool,
    ) {
        super::paint_layer(self, layer, painter, t, view, dark);
    }
}

/// K-means' settings, restarts and elbow plot.
fn apply_action(
    view: &mut Cluster,
    action: ClusterAction,
    prefs: &mut ClusterPrefs,
    runner: &mut Runner,
) {
    runner.stop();
    match action {
        ClusterAction::SetPrefs(new) => {
            let restart = (new.k, new.start, new.seed) != (prefs.k, prefs.start, prefs.seed);
            *prefs = ClusterPrefs {
                k: new.clamped_k(),
                speed: new.speed.clamp(1, 60),
                ..new
            };
            if restart {
                view.reset(prefs);
            }
        }
        ClusterAction::ClearClicked => view.clear_clicked(prefs),
        ClusterAction::Restarts => view.start_restarts(prefs),
        ClusterAction::Elbow => view.start_elbow(prefs),
    }
}
