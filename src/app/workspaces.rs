//! The workspaces beside Classify — Cluster, PCA and Several classes — each a
//! [`Room`](crate::app::shell::room::Room) kept in [`Rooms`]: the window hands the one shown
//! everything it does in a frame from here, chosen in one place ([`Rooms::shown`]): keeping up
//! with the points, its commands, its share of steps while playing, its keys, its status words,
//! its left and right panels and its drawings on the plane. The same points, plane, undo and
//! Step/Play keys serve every workspace; Classify, the learners' workspace, is the App's own.

use crate::app::classes::ClassesView;
use crate::app::classify::controls;
use crate::app::cluster::KMeansView;
use crate::app::drawing::geometry::ScreenFromPlot;
use crate::app::pca::PcaView;
use crate::app::plane::{self, PointsBy};
use crate::app::shell::room::{Room, Shared};
use crate::app::shell::workspace::Workspace;
use crate::app::{App, Command};
use crate::t;

/// The rooms' own state, one field per workspace beside Classify.
#[derive(Default)]
pub(in crate::app) struct Rooms {
    pub kmeans: KMeansView,
    pub pca: PcaView,
    pub classes: ClassesView,
}

impl Rooms {
    /// The room of `workspace` (`None`: Classify): the one place a workspace is chosen.
    fn shown(&mut self, workspace: Workspace) -> Option<&mut dyn Room> {
        match workspace {
            Workspace::Classify => None,
            Workspace::Cluster => Some(&mut self.kmeans),
            Workspace::Pca => Some(&mut self.pca),
            Workspace::Classes => Some(&mut self.classes),
        }
    }
}

impl App {
    /// The workspace shown as a [`Room`] with what it shares of the window; `None` in Classify.
    fn room(&mut self) -> Option<(&mut dyn Room, Shared<'_>)> {
        let room = self.rooms.shown(self.prefs.workspace)?;
        let shared = Shared {
            doc: &self.doc,
            prefs: &mut self.prefs,
            runner: &mut self.runner,
        };
        Some((room, shared))
    }

    /// Keeps the workspace shown up with the points, and takes its finished background work.
    pub(super) fn workspace_frame(&mut self, ctx: &egui::Context) {
        if let Some((room, mut shared)) = self.room() {
            room.sync(&mut shared, ctx);
        }
    }

    /// Switching workspaces, and the commands of the workspace shown; hands back the rest.
    pub(super) fn apply_in_workspace(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::SetWorkspace(workspace) => self.set_workspace(workspace),
            Command::NextWorkspace => self.set_workspace(self.prefs.workspace.next()),
            command => {
                return match self.room() {
                    Some((room, mut shared)) => room.apply(command, &mut shared),
                    // Classify: the other workspaces' commands mean nothing.
                    None => match command {
                        Command::Cluster(_) | Command::Classes(_) => None,
                        other => Some(other),
                    },
                };
            }
        }
        None
    }

    pub(super) fn set_workspace(&mut self, workspace: Workspace) {
        if workspace != self.prefs.workspace {
            self.runner.stop();
            if let Some((room, _)) = self.room() {
                room.leave();
            }
            self.prefs.workspace = workspace;
        }
    }

    /// Plays or runs the workspace shown to the end: this frame's share of steps.
    pub(super) fn advance_workspace(&mut self, ctx: &egui::Context) {
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let budget = self.step_budget;
        if let Some((room, mut shared)) = self.room() {
            room.advance(&mut shared, dt, budget);
        }
    }

    /// The status bar, the left panel, the right panel and the plane of the workspace shown.
    pub(super) fn workspace_panels_ui(&mut self, ui: &mut egui::Ui) {
        // The learners' timelines follow edits made here too (the timeline bar does it when
        // classifying).
        self.classify.sync_runs(self.doc.data());
        let workspace = self.prefs.workspace;
        let n = self.doc.len();
        let selected = self.plane.selected.filter(|&i| i < n);
        let preset_on_plane = self.preset_on_plane();
        let controls_width = crate::app::layout::controls_width(ui.ctx());
        let show_controls = self.prefs.view.show_controls;
        let mode = self.runner.mode();
        let commands = &mut self.commands;
        let Some(room) = self.rooms.shown(self.prefs.workspace) else {
            return;
        };
        let mut shared = Shared {
            doc: &self.doc,
            prefs: &mut self.prefs,
            runner: &mut self.runner,
        };
        room.keys(ui.ctx(), shared.prefs, commands);
        room.sync(&mut shared, ui.ctx());
        let status = room.status_text(shared.prefs);
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.strong(workspace.name());
                ui.separator();
                ui.label(t!("views-points-count", n = n));
                ui.separator();
                ui.label(status);
            });
        });
        if show_controls {
            egui::Panel::left("controls")
                .resizable(true)
                .default_size(controls_width)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        let cx = controls::Context {
                            mode,
                            selected,
                            has_points: n > 0,
                            can_step: false,
                            unusable: None,
                            preset_on_plane,
                        };
                        room.controls_ui(ui, shared.prefs, &cx, commands);
                    });
                });
        }
        let width = (ui.available_width() * 0.3).clamp(240.0, 420.0);
        egui::Panel::right("unsupervised curves")
            .resizable(true)
            .default_size(width)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| room.panel_ui(ui, shared.prefs, n));
            });
        egui::CentralPanel::default().show(ui, |ui| self.workspace_plane_ui(ui));
    }

    fn workspace_plane_ui(&mut self, ui: &mut egui::Ui) {
        let dark = ui.visuals().dark_mode;
        let algorithm = self.classify.primary().algorithm();
        let mut view = self.prefs.view;
        view.show_tint = false;
        view.show_mistakes = false;
        view.show_arrow = false;
        let place = self.prefs.place;
        let mistakes = &self.classify.runs[0].derived;
        let data_id = self.doc.data().id();
        let points = self.doc.points();
        let plane = &mut self.plane;
        let commands = &mut self.commands;
        let Some(room) = self.rooms.shown(self.prefs.workspace) else {
            return;
        };
        let room: &dyn Room = room;
        let prefs = &self.prefs;
        let groups = room.groups(points);
        let mut paint = |layer, painter: &egui::Painter, t: &ScreenFromPlot, v| {
            room.paint_layer(layer, painter, t, v, points, prefs, dark);
        };
        let input = plane::Input {
            points,
            algorithm,
            answer_kind: crate::app::AnswerKind::Current,
            answer: None,
            current: None,
            event: None,
            mistakes,
            place,
            highlighted: None,
            view,
            data_id,
            extras: Some(&mut paint),
            compared: None,
            title: None,
            points_by: PointsBy::Group(&groups),
        };
        plane.ui(ui, input, commands);
    }
}
